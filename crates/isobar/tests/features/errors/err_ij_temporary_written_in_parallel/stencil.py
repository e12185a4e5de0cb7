"""A 2-D temporary cannot be written in a PARALLEL computation."""
# case: {"category": "invalid-lvalue-dims"}
import numpy as np
from gt4py.cartesian.gtscript import IJ, PARALLEL, Field, computation, interval


def err_ij_temporary_written_in_parallel(a: Field[np.float64], b: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        t: Field[IJ, np.float64] = a
        b = t
