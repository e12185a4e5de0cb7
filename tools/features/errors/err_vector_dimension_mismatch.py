"""A vector assignment whose value has another number of components than the target."""
# case: {"category": "type-mismatch"}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval


def err_vector_dimension_mismatch(v: Field[(np.float64, (2,))], out: Field[(np.float64, (3,))]):
    with computation(PARALLEL), interval(...):
        out = v + 1.0
