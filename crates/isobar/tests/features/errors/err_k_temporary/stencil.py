"""Typed temporaries are 3-D or IJ, not K."""
# case: {"category": "invalid-temporary-dims"}
import numpy as np
from gt4py.cartesian.gtscript import FORWARD, K, Field, computation, interval


def err_k_temporary(a: Field[np.float64], b: Field[np.float64]):
    with computation(FORWARD), interval(...):
        t: Field[K, np.float64] = a
        b = t
