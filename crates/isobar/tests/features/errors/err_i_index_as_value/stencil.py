"""Only the K index can be read as a value, not I or J."""
# case: {"category": "invalid-iterator-access"}
import numpy as np
from gt4py.cartesian.gtscript import I, PARALLEL, Field, computation, interval


def err_i_index_as_value(a: Field[np.float64], b: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        b = a + I
