"""`.at` takes `K` and optionally `ddim`, nothing else."""
# case: {"category": "invalid-absolute-index"}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval


def err_at_bad_keyword(a: Field[np.float64], b: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        b = a.at(K=1, J=2)
