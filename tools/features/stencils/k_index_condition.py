"""The K index as a value: a condition on it and arithmetic with it."""
# case: {"domain": [5, 4, 7], "scalars": {"kinv": 5}, "features": ["k-index"]}
import numpy as np
from gt4py.cartesian.gtscript import K, PARALLEL, Field, computation, interval


def k_index_condition(a: Field[np.float64], b: Field[np.float64], c: Field[np.int32], kinv: int):
    with computation(PARALLEL), interval(...):
        if K >= kinv - 1:
            b = a + K
        else:
            b = a * K
        c = K * 2 - 3
