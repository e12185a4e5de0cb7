"""A helper's return value used in an expression is stored in a temporary of
its declared type; GT4Py refuses the store when the types disagree (an
integer quotient: declared int32, computed float32)."""
# case: {"category": "type-mismatch"}
import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import IJ, PARALLEL, Field, computation, interval


@gtscript.function
def ratio(x):
    return (x + x) / (x + x)


def err_helper_return_type_mismatch(s: Field[IJ, np.int32], out: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        out = s * ratio(s)
