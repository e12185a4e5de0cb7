import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import (BACKWARD, FORWARD, IJ, PARALLEL, Field, I, J, K, __INLINED, computation, horizontal, interval, region, abs, min, max, mod, sqrt, exp, log, log10, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh, floor, ceil, trunc, round, round_away_from_zero, isfinite, isinf, isnan, erf, erfc, gamma, cbrt, float32, float64, int32, int64)


def gt4py_numpy_reevaluates_inlined_condition(
    phi: Field[np.int32],
    out: Field[np.float64],
):
    with computation(FORWARD), interval(0, -1):
        if (3.5 if phi[0, 0, 1] == phi else 1.0) <= 2.0:
            phi = 7
        else:
            phi = phi[0, 0, 1] + 1
            out = 2.0
