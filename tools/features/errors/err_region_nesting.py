"""Horizontal regions cannot be nested."""
# case: {"category": "region-nesting"}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, I, J, computation, horizontal, interval, region


def err_region_nesting(a: Field[np.float64], b: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        with horizontal(region[I[0], :]):
            with horizontal(region[:, J[0]]):
                b = a
