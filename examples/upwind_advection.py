"""First-order upwind advection of a tracer in I and J (a multi-stage stencil:
the upwind differences are helper functions inlined into one statement).

    isobar run --backend c examples/upwind_advection.py
"""
import numpy as np

from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval

F64 = Field[np.float64]


@gtscript.function
def upwind(q_minus, q_center, q_plus, speed):
    return speed * (q_center - q_minus) if speed > 0.0 else speed * (q_plus - q_center)


def upwind_advection(q: F64, u: F64, v: F64, q_out: F64, dt_dx: float):
    with computation(PARALLEL), interval(...):
        flux_x = upwind(q[-1, 0, 0], q, q[1, 0, 0], u)
        flux_y = upwind(q[0, -1, 0], q, q[0, 1, 0], v)
        q_out = q - dt_dx * (flux_x + flux_y)
