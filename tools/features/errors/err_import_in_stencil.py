"""Only externals and GTScript names can be imported inside a stencil."""
# case: {"category": "invalid-import"}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval


def err_import_in_stencil(a: Field[np.float64], b: Field[np.float64]):
    import math

    with computation(PARALLEL), interval(...):
        b = a * 2.0
