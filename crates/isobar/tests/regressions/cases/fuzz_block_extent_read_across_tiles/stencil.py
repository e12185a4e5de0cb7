import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import (BACKWARD, FORWARD, IJ, PARALLEL, Field, I, J, K, __INLINED, computation, horizontal, interval, region, abs, min, max, mod, sqrt, exp, log, log10, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh, floor, ceil, trunc, round, round_away_from_zero, isfinite, isinf, isnan, erf, erfc, gamma, cbrt, float32, float64, int32, int64)


def RES(
    pt: Field[np.int32],
    lanes: Field[np.bool_],
):
    with computation(PARALLEL), interval(1, None):
        π = 1.0
        if True:
            π = 1.0 + 1.0
            lanes = π[1, 0, 0] > 1.0
    with computation(FORWARD), interval(2, None):
        typeof = 1.0
