"""Only fields and new temporaries can be assigned to."""
# case: {"category": "invalid-assignment-target"}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval


def err_assign_to_attribute(a: Field[np.float64], b: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        b.data = a
