! A host model's use of a stencil isobar wrote in static mode: the module
! generated from examples/laplacian.py is `use`d and its function called on
! the host's own arrays (a halo of one point in I and J, I contiguous as
! Fortran stores them), then compared with the Laplacian computed here.
program driver
  use, intrinsic :: iso_c_binding
  use isobar_stencil_laplacian_m, only: isobar_stencil_laplacian
  implicit none
  integer(c_int64_t), parameter :: ni = 7, nj = 5, nk = 4, h = 1
  real(c_double), allocatable :: inp(:, :, :), out(:, :, :)
  integer(c_int64_t) :: i, j, k, si, sj, sk
  integer(c_int) :: status
  real(c_double) :: expected, worst

  allocate(inp(1 - h:ni + h, 1 - h:nj + h, nk), out(ni, nj, nk))
  do k = 1, nk
    do j = 1 - h, nj + h
      do i = 1 - h, ni + h
        inp(i, j, k) = sin(0.1_c_double * i) + 0.3_c_double * j * j - 0.7_c_double * k
      end do
    end do
  end do
  out = -1.0_c_double

  ! Strides in elements; the origin (1, 1, 1) of `inp` is h + h * sj
  ! elements from its first element.
  si = 1
  sj = ni + 2 * h
  sk = sj * (nj + 2 * h)
  status = isobar_stencil_laplacian(inp, h * si + h * sj, si, sj, sk, &
    out, 0_c_int64_t, 1_c_int64_t, ni, ni * nj, ni, nj, nk)

  worst = 0
  do k = 1, nk
    do j = 1, nj
      do i = 1, ni
        expected = (inp(i + 1, j, k) + inp(i - 1, j, k)) + (inp(i, j + 1, k) + inp(i, j - 1, k)) &
          - 4.0_c_double * inp(i, j, k)
        worst = max(worst, abs(out(i, j, k) - expected))
      end do
    end do
  end do
  print '(a, i0, a, es9.2)', 'status ', status, ' worst difference ', worst
end program driver
