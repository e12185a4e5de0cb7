"""Externals cannot be renamed on import."""
# case: {"category": "invalid-import", "externals": {"W": 1.0}}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval


def err_renamed_external(a: Field[np.float64], b: Field[np.float64]):
    from __externals__ import W as V

    with computation(PARALLEL), interval(...):
        b = a * V
