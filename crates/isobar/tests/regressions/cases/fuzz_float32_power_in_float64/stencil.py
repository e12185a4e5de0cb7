import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import (BACKWARD, FORWARD, IJ, PARALLEL, Field, I, J, K, __INLINED, computation, horizontal, interval, region, abs, min, max, mod, sqrt, exp, log, log10, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh, floor, ceil, trunc, round, round_away_from_zero, isfinite, isinf, isnan, erf, erfc, gamma, cbrt, float32, float64, int32, int64)


def fuzz_float32_power_in_float64(
    phi: Field[np.float32],
    e: Field[np.float32],
    n: Field[np.int32],
    m: Field[np.int64],
    h: Field[np.int16],
    o1: Field[np.float32],
    o2: Field[np.float32],
    o3: Field[np.float64],
    o4: Field[np.float64],
    o5: Field[np.float64],
    o6: Field[np.float32],
    o7: Field[np.float64],
):
    with computation(PARALLEL), interval(...):
        o1 = phi ** 2 - e
        o2 = phi ** n * 3
        o3 = n ** phi
        o4 = h ** 2 + phi
        tmp = phi ** 3
        o5 = tmp * e
        o6 = phi ** 2 + m * 123456789
        o7 = max(phi ** 2, n * 98765431)
