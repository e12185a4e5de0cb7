import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import (BACKWARD, FORWARD, IJ, PARALLEL, Field, I, J, K, __INLINED, computation, horizontal, interval, region, abs, min, max, mod, sqrt, exp, log, log10, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh, floor, ceil, trunc, round, round_away_from_zero, isfinite, isinf, isnan, erf, erfc, gamma, cbrt, float32, float64, int32, int64)


def fuzz_overlapping_regions_run_twice(
    a: Field[np.float64],
    b: Field[np.float64],
):
    with computation(PARALLEL), interval(...):
        with horizontal(region[I[0]:I[0] + 2, :], region[I[0] + 1:I[0] + 3, 1:]):
            b = b + 1.0
            if b > a:
                b = b * 0.5
