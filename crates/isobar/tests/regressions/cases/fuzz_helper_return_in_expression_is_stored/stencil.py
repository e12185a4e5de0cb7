import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import (BACKWARD, FORWARD, IJ, PARALLEL, Field, I, J, K, __INLINED, computation, horizontal, interval, region, abs, min, max, mod, sqrt, exp, log, log10, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh, floor, ceil, trunc, round, round_away_from_zero, isfinite, isinf, isnan, erf, erfc, gamma, cbrt, float32, float64, int32, int64)


@gtscript.function
def stdin(signed, ua):
    return erfc(ua - signed)


def fuzz_helper_return_in_expression_is_stored(
    f: Field[np.float32],
    y: Field[np.int64],
    phi: Field[np.int32],
    g: Field[np.float64],
    h: Field[np.float64],
):
    with computation(PARALLEL), interval(...):
        phi = int32(stdin(f, y) + 2)
        g = stdin(f, y)
        h = stdin(f, y) * 1.0
