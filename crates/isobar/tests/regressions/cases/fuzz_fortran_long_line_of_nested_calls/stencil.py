import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import (BACKWARD, FORWARD, IJ, PARALLEL, Field, I, J, K, __INLINED, computation, horizontal, interval, region, abs, min, max, mod, sqrt, exp, log, log10, sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh, floor, ceil, trunc, round, round_away_from_zero, isfinite, isinf, isnan, erf, erfc, gamma, cbrt, float32, float64, int32, int64)


def fuzz_fortran_long_line_of_nested_calls(
    omp_get_thread_num_of_a_rather_long_field: Field[np.float64],
    another_field_with_a_long_name_too: Field[np.float32],
    o: Field[np.int64],
):
    with computation(PARALLEL), interval(...):
        o = int64(min(max(float32(omp_get_thread_num_of_a_rather_long_field if omp_get_thread_num_of_a_rather_long_field > 0.5 else another_field_with_a_long_name_too), 0.25), 2.0))
