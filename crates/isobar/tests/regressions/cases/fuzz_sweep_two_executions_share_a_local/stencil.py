import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import (BACKWARD, FORWARD, IJ, PARALLEL, Field, I, J, K, __INLINED, computation, horizontal, interval, region, abs, min, max, mod, sqrt, exp, log, log10, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh, floor, ceil, trunc, round, round_away_from_zero, isfinite, isinf, isnan, erf, erfc, gamma, cbrt, float32, float64, int32, int64)


@gtscript.function
def val(dz):
    dz = dz
    return 1.0


def t0(
    c: Field[np.float64],
):
    with computation(FORWARD), interval(1, -1):
        with horizontal(region[I[0] - 1, J[-1] - 1], region[I[-1]:, J[-1]]):
            EOF = val(1.0)
