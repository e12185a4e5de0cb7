import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import (BACKWARD, FORWARD, IJ, PARALLEL, Field, I, J, K, __INLINED, computation, horizontal, interval, region, abs, min, max, mod, sqrt, exp, log, log10, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh, floor, ceil, trunc, round, round_away_from_zero, isfinite, isinf, isnan, erf, erfc, gamma, cbrt, float32, float64, int32, int64)


def zs(
    x: Field[np.float64],
    goto: Field[np.int64],
    pt: Field[np.float64],
):
    with computation(BACKWARD), interval(-1, None):
        uint8_t = x
    with computation(PARALLEL), interval(...):
        goto = uint8_t
        goto = max(1.0 / goto, -100000.0)
