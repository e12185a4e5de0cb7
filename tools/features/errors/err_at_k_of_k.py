"""`.at(K=K)` is not an absolute index."""
# case: {"category": "invalid-absolute-index"}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, K, Field, computation, interval


def err_at_k_of_k(a: Field[np.float64], b: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        b = a.at(K=K)
