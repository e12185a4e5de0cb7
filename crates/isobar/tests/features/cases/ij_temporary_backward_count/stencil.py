"""A 2-D integer temporary declared in a BACKWARD sweep counts the levels
above with a positive value; a 3-D temporary beside it."""
# case: {"domain": [4, 5, 7], "features": ["temporary-2d", "computation-backward"]}
import numpy as np
from gt4py.cartesian.gtscript import BACKWARD, IJ, Field, computation, interval


def ij_temporary_backward_count(a: Field[np.float64], n: Field[np.int32], m: Field[np.float64]):
    with computation(BACKWARD), interval(...):
        count: Field[IJ, np.int32] = 0
        if a > 0.0:
            count = count + 1
        biggest = a * 2.0
        n = count
        m = biggest
