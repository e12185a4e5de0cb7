"""Shallow water on a doubly periodic grid, written as NDSL users write
models: stencils built once, a model class whose step runs them with Python
control flow (sub-steps over swapped state buffers) and halo updates in
between, NDSL's way (`halo.update(...)` before the stencils that read the
neighbours).

The equations, for the fluid depth h and the velocity (u, v), with gravity g
and a little viscosity nu (grid spacing dx, time step dt):

    h_t + (h u)_x + (h v)_y = 0
    u_t + u u_x + v u_y + g h_x = nu lap(u) - r u
    v_t + u v_x + v v_y + g h_y = nu lap(v) - r v

with a linear bottom friction r. Centred differences; each sub-step updates
h first and then the velocity with the new h (forward-backward, stable for
the gravity waves), and a sub-step writes the other state buffer: `N_SPLIT`
(even) sub-steps per step end where they started. The mass fluxes are
computed on the domain and one point around it (NDSL models compute on
extended domains to spare a halo update), so the continuity equation needs
no update of them. The initial state is a resting fluid with a
Gaussian bump of depth in the middle: its gravity waves spread, cross the
periodic edges and meet again.

The same model runs three ways, with the same numbers bit for bit
(crates/isobar-py/tests/test_model.py, and against GT4Py 1.2.3 itself in
crates/isobar-py/tests_gt4py/test_model_gt4py.py):

* eagerly, as plain Python: `model.step.function(model)`, one stencil call
  at a time, halos filled by `isobar.HaloUpdater`;
* orchestrated by isobar: `model.step()` records the calls and runs each
  stretch between halo updates as one fused program (two per sub-step,
  each of two stencils);
* decomposed over ranks: `ShallowWater.step.run_decomposed(model,
  layout=(2, 2), periodic=True, steps=n)`, where the planner places the
  exchanges (threads, or mpi4py ranks with `comm=`).

Run it (writes a picture of the depth after the steps):

    python examples/models/shallow_water.py --steps 200 --png h.png
"""

import argparse
import sys
import zlib
from pathlib import Path

import numpy as np

import isobar
from isobar import gtscript
from isobar.gtscript import PARALLEL, Field, computation, interval

BACKEND = "isobar:cpu"
HALO = 1
N_SPLIT = 2
F64 = Field[np.float64]


@gtscript.function
def ddx(q):
    return 0.5 * (q[1, 0, 0] - q[-1, 0, 0])


@gtscript.function
def ddy(q):
    return 0.5 * (q[0, 1, 0] - q[0, -1, 0])


@gtscript.function
def laplacian(q):
    return q[1, 0, 0] + q[-1, 0, 0] + q[0, 1, 0] + q[0, -1, 0] - 4.0 * q


@gtscript.stencil(backend=BACKEND)
def mass_fluxes(h: F64, u: F64, v: F64, fx: F64, fy: F64):
    with computation(PARALLEL), interval(...):
        fx = h * u
        fy = h * v


@gtscript.stencil(backend=BACKEND)
def continuity(h: F64, fx: F64, fy: F64, h_new: F64, dt_dx: float):
    with computation(PARALLEL), interval(...):
        h_new = h - dt_dx * (ddx(fx) + ddy(fy))


@gtscript.stencil(backend=BACKEND)
def momentum(h: F64, u: F64, v: F64, u_new: F64, v_new: F64, dt_dx: float, g: float,
             nu: float):
    with computation(PARALLEL), interval(...):
        u_new = u - dt_dx * (u * ddx(u) + v * ddy(u) + g * ddx(h)) + nu * laplacian(u)
        v_new = v - dt_dx * (u * ddx(v) + v * ddy(v) + g * ddy(h)) + nu * laplacian(v)


@gtscript.stencil(backend=BACKEND)
def friction(u: F64, v: F64, keep: float):
    with computation(PARALLEL), interval(...):
        u = u * keep
        v = v * keep


class ShallowWater:
    """The model: its state (h, u, v and a second buffer of each) and the
    constants of the scheme."""

    def __init__(self, nx: int, ny: int, nz: int = 1, dx: float = 1.0, dt: float = 0.05,
                 g: float = 9.81, nu: float = 0.02, r: float = 0.01, depth: float = 1.0,
                 bump: float = 0.5):
        shape = (nx + 2 * HALO, ny + 2 * HALO, nz)
        i = np.arange(shape[0])[:, None, None] - HALO - (nx - 1) / 2
        j = np.arange(shape[1])[None, :, None] - HALO - (ny - 1) / 2
        width = max(nx, ny) / 10
        self.h = np.broadcast_to(depth + bump * np.exp(-(i**2 + j**2) / (2 * width**2)),
                                 shape).copy()
        self.u = np.zeros(shape)
        self.v = np.zeros(shape)
        self.h_next, self.u_next, self.v_next = (np.zeros(shape) for _ in range(3))
        self.origin = (HALO, HALO, 0)
        self.domain = (nx, ny, nz)
        # The domain and one point around it.
        self.around = (HALO - 1, HALO - 1, 0)
        self.domain_around = (nx + 2, ny + 2, nz)
        self.dt_dx, self.g, self.nu = dt / dx, g, nu
        self.keep = 1.0 - r * dt
        self.n_split = N_SPLIT
        self.halo = isobar.HaloUpdater(HALO)

    @isobar.program(halo=HALO)
    def step(self):
        """One step: `n_split` sub-steps, alternating the state buffers."""
        h, u, v = self.h, self.u, self.v
        h_new, u_new, v_new = self.h_next, self.u_next, self.v_next
        for _ in range(self.n_split):
            # Scratch of the sub-step: a transient, which fusion keeps in
            # registers or tile buffers instead of memory.
            fx, fy = np.zeros_like(h), np.zeros_like(h)
            self.halo.update(h, u, v)
            mass_fluxes(h, u, v, fx, fy, origin=self.around, domain=self.domain_around)
            continuity(h, fx, fy, h_new, self.dt_dx, origin=self.origin, domain=self.domain)
            # Dropped before the halo update runs the calls: nothing else
            # holds them, so they stay transients of the fused group.
            del fx, fy
            self.halo.update(h_new)
            momentum(h_new, u, v, u_new, v_new, self.dt_dx, self.g, self.nu,
                     origin=self.origin, domain=self.domain)
            friction(u_new, v_new, self.keep, origin=self.origin, domain=self.domain)
            h, h_new = h_new, h
            u, u_new = u_new, u
            v, v_new = v_new, v

    def interior(self, q: np.ndarray) -> np.ndarray:
        """The compute domain's points of a field."""
        return q[HALO:-HALO, HALO:-HALO, :]


def write_png(path: Path, field: np.ndarray, zoom: int = 2) -> None:
    """A greyscale PNG of a 2-D field (its range stretched to 0..255, each
    point `zoom` x `zoom` pixels), with zlib only: no plotting library."""
    lo, hi = float(field.min()), float(field.max())
    scaled = np.zeros(field.shape) if hi == lo else (field - lo) / (hi - lo)
    scaled = np.kron(scaled, np.ones((zoom, zoom)))
    # Rows of the image run along J, from the top: transpose and flip.
    pixels = np.flipud((255 * scaled).astype(np.uint8).T)
    raw = b"".join(b"\x00" + row.tobytes() for row in pixels)

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return len(data).to_bytes(4, "big") + body + zlib.crc32(body).to_bytes(4, "big")

    header = pixels.shape[1].to_bytes(4, "big") + pixels.shape[0].to_bytes(4, "big")
    header += bytes([8, 0, 0, 0, 0])  # 8-bit greyscale, no interlace
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9))
    path.write_bytes(png + chunk(b"IEND", b""))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, nargs=2, default=(96, 96), metavar=("NX", "NY"))
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--png", type=Path, help="write a picture of the depth here")
    args = parser.parse_args(argv)
    model = ShallowWater(*args.size)
    for _ in range(args.steps):
        model.step()
    h = model.interior(model.h)[:, :, 0]
    print(f"{args.steps} steps of {args.size[0]}x{args.size[1]}: depth in "
          f"[{h.min():.6f}, {h.max():.6f}], mean {h.mean():.12f}; "
          f"{ShallowWater.step.last_native_calls} call(s) into isobar per step")
    if args.png is not None:
        write_png(args.png, h)
        print(f"wrote {args.png}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
