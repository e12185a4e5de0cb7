import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import (BACKWARD, FORWARD, IJ, PARALLEL, Field, I, J, K, __INLINED, computation, horizontal, interval, region, abs, min, max, mod, sqrt, exp, log, log10, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh, floor, ceil, trunc, round, round_away_from_zero, isfinite, isinf, isnan, erf, erfc, gamma, cbrt, float32, float64, int32, int64)


def fuzz_float_to_int_nan_out_of_range(
    a: Field[np.float64],
    n32: Field[np.int32],
    n64: Field[np.int64],
    m32: Field[np.int32],
):
    with computation(PARALLEL), interval(...):
        n32 = int32(a * 1e9)
        n64 = int64(sqrt(a))
        m32 = int32(float32(a * 3e9))
