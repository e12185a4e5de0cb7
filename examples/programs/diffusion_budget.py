"""Diffusion in sub-steps with a mass budget: host code between the stencil
calls, as models write it.

The model's configuration is module constants (the externals of its
namelist): `N_SPLIT` sub-steps, `ORDER` of the smoother (2 or 4), and
`CLIP` to clip negative values after the last one. A helper function
decides the number of passes; another runs one pass between two buffers;
a `while` loop counts the passes; `isobar.global_sum` takes the tracer's
mass over the compute domain before and after (a model's conservation
check). The same file runs in Python (`diffusion_budget(q, out, nu)`
returns the two masses) and from the command line, which reads the code
between the calls without Python and prints the global sums after the run:

    isobar run examples/programs/diffusion_budget.py

`q` is the tracer (its halo is a fixed boundary), `out` the result, `nu`
(any number in [0, 1)) the diffusion number, scaled to stay below the
explicit stability limit.
"""
import numpy as np

from isobar import gtscript
from isobar.gtscript import PARALLEL, Field, computation, interval
import isobar

BACKEND = "isobar:cpu"
HALO = 2
N_SPLIT = 3
ORDER = 4
CLIP = True
F64 = Field[np.float64]


@gtscript.stencil(backend=BACKEND)
def copy_field(src: F64, dst: F64):
    with computation(PARALLEL), interval(...):
        dst = src


@gtscript.stencil(backend=BACKEND)
def diffuse2(src: F64, dst: F64, nu: float):
    with computation(PARALLEL), interval(...):
        dst = src + 0.2 * nu * (src[-1, 0, 0] + src[1, 0, 0] + src[0, -1, 0] + src[0, 1, 0] - 4.0 * src)


@gtscript.stencil(backend=BACKEND)
def diffuse4(src: F64, dst: F64, nu: float):
    with computation(PARALLEL), interval(...):
        lap = src[-1, 0, 0] + src[1, 0, 0] + src[0, -1, 0] + src[0, 1, 0] - 4.0 * src
        dst = src - 0.02 * nu * (
            lap[-1, 0, 0] + lap[1, 0, 0] + lap[0, -1, 0] + lap[0, 1, 0] - 4.0 * lap
        )


@gtscript.stencil(backend=BACKEND)
def clip_negative(src: F64, dst: F64):
    with computation(PARALLEL), interval(...):
        dst = src if src > 0.0 else 0.0


def passes(n_split, order):
    """Passes per step: a fourth-order smoother takes two per sub-step."""
    if order == 4:
        return 2 * n_split
    elif order == 2:
        return n_split
    return 0


def one_pass(src, dst, nu, nx, ny, nz):
    """One smoothing pass of the configured order."""
    if ORDER == 4:
        diffuse4(src, dst, nu, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    else:
        diffuse2(src, dst, nu, origin=(HALO, HALO, 0), domain=(nx, ny, nz))


@isobar.program(halo=HALO)
def diffusion_budget(q: F64, out: F64, nu: float):
    nx = q.shape[0] - 2 * HALO
    ny = q.shape[1] - 2 * HALO
    nz = q.shape[2]
    mass_before = isobar.global_sum(q, HALO)
    a = np.zeros_like(q)
    b = np.zeros_like(q)
    copy_field(q, a, origin=(0, 0, 0), domain=(nx + 2 * HALO, ny + 2 * HALO, nz))
    copy_field(q, b, origin=(0, 0, 0), domain=(nx + 2 * HALO, ny + 2 * HALO, nz))
    n = passes(N_SPLIT, ORDER)
    done = 0
    while done < n:
        one_pass(a, b, nu, nx, ny, nz)
        a, b = b, a
        done += 1
    if CLIP:
        clip_negative(a, out, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    else:
        copy_field(a, out, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    mass_after = isobar.global_sum(out, HALO)
    return mass_before, mass_after
