"""A 2-D temporary (`Field[IJ, np.float64]`) accumulating a column sum in a
FORWARD sweep, then read by a PARALLEL computation and at I/J offsets."""
# case: {"domain": [5, 4, 6], "features": ["temporary-2d", "computation-forward"]}
import numpy as np
from gt4py.cartesian.gtscript import FORWARD, IJ, PARALLEL, Field, computation, interval


def ij_temporary_column_sum(a: Field[np.float64], b: Field[np.float64], c: Field[np.float64]):
    with computation(FORWARD):
        with interval(0, 1):
            acc: Field[IJ, np.float64] = a
        with interval(1, None):
            acc = acc + a
            b = acc
    with computation(PARALLEL), interval(...):
        c = acc[1, 0] - acc[0, -1] + b
