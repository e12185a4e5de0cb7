"""Fields hold booleans, integers or floats, not complex numbers."""
# case: {"category": "invalid-dtype"}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval


def err_complex_dtype(a: Field[np.complex128], b: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        b = a
