"""Two PARALLEL computations over the same interval, the first reading at a
K offset a field the second writes: the first sees the old values at every
level. (Merging the computations into one vertical loop must not run them
point by point: found by reviewing program fusion.)"""
# case: {"domain": [5, 4, 6], "features": ["k-offsets", "computations"]}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval


def parallel_k_write_after_read_across_computations(
    a: Field[np.float64], b: Field[np.float64], c: Field[np.float64]
):
    with computation(PARALLEL), interval(1, None):
        c = b[0, 0, -1] + a
    with computation(PARALLEL), interval(1, None):
        b = 2.0 * a
