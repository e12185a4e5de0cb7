"""Fourth-order diffusion: the Laplacian of the Laplacian, through a temporary
computed on a domain extended by one point on every side.

    isobar run --backend c examples/laplacian_of_laplacian.py
"""
import numpy as np

from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval

F64 = Field[np.float64]


@gtscript.function
def lap(f):
    return f[1, 0, 0] + f[-1, 0, 0] + f[0, 1, 0] + f[0, -1, 0] - 4.0 * f


def laplacian_of_laplacian(phi: F64, out: F64, alpha: float):
    with computation(PARALLEL), interval(...):
        lap1 = lap(phi)
        out = phi - alpha * lap(lap1)
