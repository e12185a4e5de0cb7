"""One horizontal-diffusion step of a finite-volume model: a flux-limited
fourth-order diffusion pass (COSMO's, as examples/hdiff.py, split into its
stages), then `2 * SMOOTH_PAIRS` passes of a second-order smoother, a blend
of the smoothed field into the input, and a final update limited to the
range of each point's neighbourhood in the input.

`inp` is the field to diffuse, `coeff` the diffusion coefficient (3-D, as in
the benchmark), `out` the result; `alpha` (any number in [0, 1)) scales the
smoother, whose weight `0.125 * alpha` stays below the explicit stability
limit of 0.25. Every field has `HALO` halo points; the smoothing passes keep
the halo of their fields fixed at the input's values (a Dirichlet boundary),
which the two `copy_field` calls set.

The calls, in order (13 after unrolling; `out` is the only field written
that is not a transient):

  copy_field x2            s_a, s_b <- inp, halo included
  laplacian                lap on the compute domain and one halo point
  flux_x_limited           flx on the X faces (down-gradient fluxes zeroed)
  flux_y_limited           fly on the Y faces
  diffuse                  s_a = inp - coeff * div(flx, fly)
  smooth x4 (loop)         s_b <- s_a, s_a <- s_b, twice
  local_bounds             lo, hi: min and max of inp over 5 points
  blend                    mixed = inp + 0.5 * coeff * (s_a - inp)
  limit_to_bounds          out = mixed clipped to [lo, hi]

Run it:
    isobar run examples/programs/hdiff_smoothing.py
"""
import numpy as np

from isobar import gtscript
from isobar.gtscript import PARALLEL, Field, computation, interval
import isobar

BACKEND = "isobar:cpu"
HALO = 3
SMOOTH_PAIRS = 2
F64 = Field[np.float64]


@gtscript.stencil(backend=BACKEND)
def copy_field(src: F64, dst: F64):
    with computation(PARALLEL), interval(...):
        dst = src


@gtscript.stencil(backend=BACKEND)
def laplacian(inp: F64, lap: F64):
    with computation(PARALLEL), interval(...):
        lap = 4.0 * inp - (inp[-1, 0, 0] + inp[1, 0, 0] + inp[0, -1, 0] + inp[0, 1, 0])


@gtscript.stencil(backend=BACKEND)
def flux_x_limited(inp: F64, lap: F64, flx: F64):
    with computation(PARALLEL), interval(...):
        flx = lap[1, 0, 0] - lap
        if flx * (inp[1, 0, 0] - inp) > 0.0:
            flx = 0.0


@gtscript.stencil(backend=BACKEND)
def flux_y_limited(inp: F64, lap: F64, fly: F64):
    with computation(PARALLEL), interval(...):
        fly = lap[0, 1, 0] - lap
        if fly * (inp[0, 1, 0] - inp) > 0.0:
            fly = 0.0


@gtscript.stencil(backend=BACKEND)
def diffuse(inp: F64, coeff: F64, flx: F64, fly: F64, out: F64):
    with computation(PARALLEL), interval(...):
        out = inp - coeff * ((flx - flx[-1, 0, 0]) + (fly - fly[0, -1, 0]))


@gtscript.stencil(backend=BACKEND)
def smooth(src: F64, dst: F64, alpha: float):
    with computation(PARALLEL), interval(...):
        dst = src + 0.125 * alpha * (
            src[-1, 0, 0] + src[1, 0, 0] + src[0, -1, 0] + src[0, 1, 0] - 4.0 * src
        )


@gtscript.stencil(backend=BACKEND)
def local_bounds(inp: F64, lo: F64, hi: F64):
    with computation(PARALLEL), interval(...):
        lo = min(min(inp, min(inp[-1, 0, 0], inp[1, 0, 0])), min(inp[0, -1, 0], inp[0, 1, 0]))
        hi = max(max(inp, max(inp[-1, 0, 0], inp[1, 0, 0])), max(inp[0, -1, 0], inp[0, 1, 0]))


@gtscript.stencil(backend=BACKEND)
def blend(inp: F64, smoothed: F64, coeff: F64, mixed: F64):
    with computation(PARALLEL), interval(...):
        mixed = inp + 0.5 * coeff * (smoothed - inp)


@gtscript.stencil(backend=BACKEND)
def limit_to_bounds(mixed: F64, lo: F64, hi: F64, out: F64):
    with computation(PARALLEL), interval(...):
        out = mixed
        if mixed < lo:
            out = lo
        elif mixed > hi:
            out = hi


@isobar.program(halo=HALO)
def hdiff_smoothing(inp: F64, coeff: F64, out: F64, alpha: float):
    nx = inp.shape[0] - 2 * HALO
    ny = inp.shape[1] - 2 * HALO
    nz = inp.shape[2]
    s_a = np.zeros_like(inp)
    s_b = np.zeros_like(inp)
    lap = np.zeros_like(inp)
    flx = np.zeros_like(inp)
    fly = np.zeros_like(inp)
    lo = np.zeros_like(inp)
    hi = np.zeros_like(inp)
    mixed = np.zeros_like(inp)
    copy_field(inp, s_a, origin=(0, 0, 0), domain=(nx + 2 * HALO, ny + 2 * HALO, nz))
    copy_field(inp, s_b, origin=(0, 0, 0), domain=(nx + 2 * HALO, ny + 2 * HALO, nz))
    # flux-limited fourth-order diffusion
    laplacian(inp, lap, origin=(HALO - 1, HALO - 1, 0), domain=(nx + 2, ny + 2, nz))
    flux_x_limited(inp, lap, flx, origin=(HALO - 1, HALO, 0), domain=(nx + 1, ny, nz))
    flux_y_limited(inp, lap, fly, origin=(HALO, HALO - 1, 0), domain=(nx, ny + 1, nz))
    diffuse(inp, coeff, flx, fly, s_a, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    # smoothing passes, alternating the two transients
    for _ in range(SMOOTH_PAIRS):
        smooth(s_a, s_b, alpha, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
        smooth(s_b, s_a, alpha, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    local_bounds(inp, lo, hi, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    blend(inp, s_a, coeff, mixed, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    limit_to_bounds(mixed, lo, hi, out, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
