"""Two PARALLEL computations over the same interval, the second reading at
K offsets what the first wrote (a stored field and a temporary): each
computation runs over every level before the next, so the reads see the new
values at every level. (Merging the computations into one vertical loop must
not run them point by point: found by reviewing program fusion.)"""
# case: {"domain": [5, 4, 6], "features": ["k-offsets", "computations"]}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval


def parallel_k_read_after_write_across_computations(
    a: Field[np.float64], b: Field[np.float64], c: Field[np.float64], d: Field[np.float64]
):
    with computation(PARALLEL), interval(...):
        t = 3.0 * a
    with computation(PARALLEL), interval(1, -1):
        b = 2.0 * a
        t = t + b
    with computation(PARALLEL), interval(1, -1):
        c = b[0, 0, 1] - b[0, 0, -1]
        d = t[0, 0, -1] + t
