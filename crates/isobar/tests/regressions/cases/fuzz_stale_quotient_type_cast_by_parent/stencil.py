import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import (BACKWARD, FORWARD, IJ, PARALLEL, Field, I, J, K, __INLINED, computation, horizontal, interval, region, abs, min, max, mod, sqrt, exp, log, log10, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh, floor, ceil, trunc, round, round_away_from_zero, isfinite, isinf, isnan, erf, erfc, gamma, cbrt, float32, float64, int32, int64)


def fuzz_stale_quotient_type_cast_by_parent(
    a: Field[np.int8],
    b: Field[np.int32],
    c: Field[np.int64],
    n: Field[np.int32],
    o1: Field[np.float64],
    o2: Field[np.float64],
    o3: Field[np.float64],
):
    with computation(PARALLEL), interval(...):
        if 3 >= a / b:
            o1 = 1.0
        else:
            o1 = -1.0
        o2 = max(c, a / b)
        o3 = sqrt(erf(n))
