"""The K index in a FORWARD sweep over an interval that does not start at the
first level, cast to floats of both widths."""
# case: {"domain": [4, 3, 6], "backend": "debug", "features": ["k-index", "computation-forward", "cast"]}
import numpy as np
from gt4py.cartesian.gtscript import FORWARD, K, Field, computation, float32, float64, interval


def k_index_sweep(a: Field[np.float32], b: Field[np.float32], c: Field[np.float64]):
    with computation(FORWARD):
        with interval(0, 1):
            b = a
            c = 0.0
        with interval(1, -1):
            b = b[0, 0, -1] + float32(K) * a
            c = float64(K) / 3.0 + c[0, 0, -1]
        with interval(-1, None):
            b = K
            c = K > 2
