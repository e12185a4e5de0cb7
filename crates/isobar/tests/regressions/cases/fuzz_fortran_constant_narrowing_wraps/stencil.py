import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import (BACKWARD, FORWARD, IJ, PARALLEL, Field, I, J, K, __INLINED, computation, horizontal, interval, region, abs, min, max, mod, sqrt, exp, log, log10, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh, floor, ceil, trunc, round, round_away_from_zero, isfinite, isinf, isnan, erf, erfc, gamma, cbrt, float32, float64, int32, int64)


@gtscript.function
def v(w, a__, cp):
    if w < 0.0:
        cp = 1000003
    return 1.0


def vc(
    b_1_: Field[np.float64],
    i0: Field[np.int8],
):
    with computation(PARALLEL), interval(-2, None):
        asm = v(b_1_, 1.0, i0)
