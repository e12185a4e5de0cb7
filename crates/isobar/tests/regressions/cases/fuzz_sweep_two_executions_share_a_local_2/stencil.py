import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import (BACKWARD, FORWARD, IJ, PARALLEL, Field, I, J, K, __INLINED, computation, horizontal, interval, region, abs, min, max, mod, sqrt, exp, log, log10, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh, floor, ceil, trunc, round, round_away_from_zero, isfinite, isinf, isnan, erf, erfc, gamma, cbrt, float32, float64, int32, int64)


@gtscript.function
def long(qv, area, phi):
    if phi < 0.0:
        qv = 1.0
    return 1.0


def stride(
    q: Field[np.float64],
):
    from __externals__ import DO_Y

    with computation(FORWARD), interval(1, -1):
        with horizontal(region[I[0] - 1, :J[-1] - DO_Y + 1], region[:I[-1] - DO_Y + 1, :-1]):
            q = long(1.0, 1.0, q)
