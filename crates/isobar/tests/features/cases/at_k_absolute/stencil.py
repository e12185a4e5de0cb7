"""Absolute K indexing: `field.at(K=...)` with a constant, an expression of K,
a field index and a data-dimension component."""
# case: {"domain": [4, 3, 6], "backend": "debug", "features": ["absolute-k-index", "data-dims"]}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, K, Field, abs, computation, interval, max, mod


def at_k_absolute(
    a: Field[np.float64],
    idx: Field[np.int32],
    v: Field[(np.float64, (3,))],
    b: Field[np.float64],
    c: Field[np.float64],
    d: Field[np.float64],
    e: Field[np.float64],
):
    with computation(PARALLEL), interval(...):
        b = a.at(K=0)
        c = a.at(K=max(K - 2, 0)) + a
        d = a.at(K=mod(abs(idx), 4))
        e = v.at(K=1, ddim=[2]) - v[0, 0, 0][0]
