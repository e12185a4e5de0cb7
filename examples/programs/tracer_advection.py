"""One tracer-advection step of a finite-volume model (flux form, Lin–Rood
splitting as in FV3's `fv_tp_2d`, then an implicit vertical solve).

Grid: a C-grid with `HALO` halo points around an `nx` x `ny` compute domain
and `nz` levels. `u` is the velocity at the east face of a cell (face
i+1/2 is stored at index i), `v` at the north face (j+1/2 at j), `w` at the
lower interface of a level (k-1/2 at k; the bottom one is not used), `dp`
the layer thickness. Every input may be any number in [0, 1): velocities are
centred and scaled inside the stencils (`cx = 0.2 * dt * (u - 0.5)`), so
Courant numbers stay below 0.1 and the step is stable. The vertical
coefficients have three intervals, so `nz` must be at least 3.

The calls, in order (16 after unrolling; all but `q_out` of the fields they
write are transients):

  courant_numbers          cx, cy on the faces, two points into the halo
  slope_x, flux_x          limited (monotonised-central, MUSCL) face values
                           of q in X and the upwind flux, on the X faces of
                           the compute domain and 2 halo rows in Y
  advect_x                 inner X update in advective form -> q_x
  slope_y, flux_y          the same in Y, 2 halo columns in X
  advect_y                 inner Y update -> q_y
  slope_x, flux_x          outer X fluxes of the Y-updated q_y (cross term)
  slope_y, flux_y          outer Y fluxes of the X-updated q_x (cross term)
  flux_divergence          q_h = q - div(fx, fy)
  vertical_coefficients    tridiagonal matrix of implicit centred vertical
                           advection plus diffusion (no flux through the
                           bottom and the top)
  tridiagonal_forward      Thomas algorithm, FORWARD elimination (cw, rw)
  tridiagonal_backward     BACKWARD substitution -> q_v
  positive_definite        q_out = max(q_v, 0)

The transients `dqx`, `dqy`, `fx` and `fy` are reused by the outer sweep.
Run it:
    isobar run examples/programs/tracer_advection.py
"""
import numpy as np

from isobar import gtscript
from isobar.gtscript import BACKWARD, FORWARD, PARALLEL, Field, computation, interval
import isobar

BACKEND = "isobar:cpu"
HALO = 3
F64 = Field[np.float64]


@gtscript.stencil(backend=BACKEND)
def courant_numbers(u: F64, v: F64, cx: F64, cy: F64, dt: float):
    with computation(PARALLEL), interval(...):
        cx = 0.2 * dt * (u - 0.5)
        cy = 0.2 * dt * (v - 0.5)


@gtscript.stencil(backend=BACKEND)
def slope_x(q: F64, dqx: F64):
    with computation(PARALLEL), interval(...):
        dl = q - q[-1, 0, 0]
        dr = q[1, 0, 0] - q
        dc = 0.5 * (dl + dr)
        dqx = 0.0
        if dl * dr > 0.0:
            dqx = min(abs(dc), 2.0 * min(abs(dl), abs(dr)))
            if dc < 0.0:
                dqx = -dqx


@gtscript.stencil(backend=BACKEND)
def slope_y(q: F64, dqy: F64):
    with computation(PARALLEL), interval(...):
        dl = q - q[0, -1, 0]
        dr = q[0, 1, 0] - q
        dc = 0.5 * (dl + dr)
        dqy = 0.0
        if dl * dr > 0.0:
            dqy = min(abs(dc), 2.0 * min(abs(dl), abs(dr)))
            if dc < 0.0:
                dqy = -dqy


@gtscript.stencil(backend=BACKEND)
def flux_x(q: F64, dqx: F64, cx: F64, fx: F64):
    with computation(PARALLEL), interval(...):
        if cx > 0.0:
            fx = cx * (q + 0.5 * (1.0 - cx) * dqx)
        else:
            fx = cx * (q[1, 0, 0] - 0.5 * (1.0 + cx) * dqx[1, 0, 0])


@gtscript.stencil(backend=BACKEND)
def flux_y(q: F64, dqy: F64, cy: F64, fy: F64):
    with computation(PARALLEL), interval(...):
        if cy > 0.0:
            fy = cy * (q + 0.5 * (1.0 - cy) * dqy)
        else:
            fy = cy * (q[0, 1, 0] - 0.5 * (1.0 + cy) * dqy[0, 1, 0])


@gtscript.stencil(backend=BACKEND)
def advect_x(q: F64, fx: F64, cx: F64, q_x: F64):
    with computation(PARALLEL), interval(...):
        q_x = (q + fx[-1, 0, 0] - fx) / (1.0 + cx[-1, 0, 0] - cx)


@gtscript.stencil(backend=BACKEND)
def advect_y(q: F64, fy: F64, cy: F64, q_y: F64):
    with computation(PARALLEL), interval(...):
        q_y = (q + fy[0, -1, 0] - fy) / (1.0 + cy[0, -1, 0] - cy)


@gtscript.stencil(backend=BACKEND)
def flux_divergence(q: F64, fx: F64, fy: F64, q_h: F64):
    with computation(PARALLEL), interval(...):
        q_h = q + (fx[-1, 0, 0] - fx) + (fy[0, -1, 0] - fy)


@gtscript.stencil(backend=BACKEND)
def vertical_coefficients(w: F64, dp: F64, a: F64, b: F64, c: F64, dt: float):
    with computation(PARALLEL):
        with interval(0, 1):
            wc_up = 0.2 * dt * (w[0, 0, 1] - 0.5)
            d_up = 0.01 + 0.05 * (dp + dp[0, 0, 1])
            a = 0.0
            b = 1.0 + 0.5 * wc_up + d_up
            c = 0.5 * wc_up - d_up
        with interval(1, -1):
            wc_lo = 0.2 * dt * (w - 0.5)
            d_lo = 0.01 + 0.05 * (dp[0, 0, -1] + dp)
            wc_up = 0.2 * dt * (w[0, 0, 1] - 0.5)
            d_up = 0.01 + 0.05 * (dp + dp[0, 0, 1])
            a = -0.5 * wc_lo - d_lo
            b = 1.0 + 0.5 * (wc_up - wc_lo) + d_lo + d_up
            c = 0.5 * wc_up - d_up
        with interval(-1, None):
            wc_lo = 0.2 * dt * (w - 0.5)
            d_lo = 0.01 + 0.05 * (dp[0, 0, -1] + dp)
            a = -0.5 * wc_lo - d_lo
            b = 1.0 - 0.5 * wc_lo + d_lo
            c = 0.0


@gtscript.stencil(backend=BACKEND)
def tridiagonal_forward(a: F64, b: F64, c: F64, rhs: F64, cw: F64, rw: F64):
    with computation(FORWARD):
        with interval(0, 1):
            inv = 1.0 / b
            cw = c * inv
            rw = rhs * inv
        with interval(1, None):
            inv = 1.0 / (b - a * cw[0, 0, -1])
            cw = c * inv
            rw = (rhs - a * rw[0, 0, -1]) * inv


@gtscript.stencil(backend=BACKEND)
def tridiagonal_backward(cw: F64, rw: F64, x: F64):
    with computation(BACKWARD):
        with interval(-1, None):
            x = rw
        with interval(0, -1):
            x = rw - cw * x[0, 0, 1]


@gtscript.stencil(backend=BACKEND)
def positive_definite(q: F64, q_out: F64):
    with computation(PARALLEL), interval(...):
        q_out = max(q, 0.0)


@isobar.program(halo=HALO)
def tracer_advection(q: F64, u: F64, v: F64, w: F64, dp: F64, q_out: F64, dt: float):
    nx = q.shape[0] - 2 * HALO
    ny = q.shape[1] - 2 * HALO
    nz = q.shape[2]
    cx = np.zeros_like(q)
    cy = np.zeros_like(q)
    dqx = np.zeros_like(q)
    dqy = np.zeros_like(q)
    fx = np.zeros_like(q)
    fy = np.zeros_like(q)
    q_x = np.zeros_like(q)
    q_y = np.zeros_like(q)
    q_h = np.zeros_like(q)
    a = np.zeros_like(q)
    b = np.zeros_like(q)
    c = np.zeros_like(q)
    cw = np.zeros_like(q)
    rw = np.zeros_like(q)
    q_v = np.zeros_like(q)
    courant_numbers(u, v, cx, cy, dt, origin=(HALO - 2, HALO - 2, 0), domain=(nx + 4, ny + 4, nz))
    # inner X update, on 2 extra rows in Y for the outer Y fluxes
    slope_x(q, dqx, origin=(HALO - 1, HALO - 2, 0), domain=(nx + 2, ny + 4, nz))
    flux_x(q, dqx, cx, fx, origin=(HALO - 1, HALO - 2, 0), domain=(nx + 1, ny + 4, nz))
    advect_x(q, fx, cx, q_x, origin=(HALO, HALO - 2, 0), domain=(nx, ny + 4, nz))
    # inner Y update, on 2 extra columns in X for the outer X fluxes
    slope_y(q, dqy, origin=(HALO - 2, HALO - 1, 0), domain=(nx + 4, ny + 2, nz))
    flux_y(q, dqy, cy, fy, origin=(HALO - 2, HALO - 1, 0), domain=(nx + 4, ny + 1, nz))
    advect_y(q, fy, cy, q_y, origin=(HALO - 2, HALO, 0), domain=(nx + 4, ny, nz))
    # outer fluxes: X of the Y-updated tracer, Y of the X-updated one
    slope_x(q_y, dqx, origin=(HALO - 1, HALO, 0), domain=(nx + 2, ny, nz))
    flux_x(q_y, dqx, cx, fx, origin=(HALO - 1, HALO, 0), domain=(nx + 1, ny, nz))
    slope_y(q_x, dqy, origin=(HALO, HALO - 1, 0), domain=(nx, ny + 2, nz))
    flux_y(q_x, dqy, cy, fy, origin=(HALO, HALO - 1, 0), domain=(nx, ny + 1, nz))
    flux_divergence(q, fx, fy, q_h, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    # implicit vertical advection and diffusion of every column
    vertical_coefficients(w, dp, a, b, c, dt, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    tridiagonal_forward(a, b, c, q_h, cw, rw, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    tridiagonal_backward(cw, rw, q_v, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    positive_definite(q_v, q_out, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
