"""Two overlapping regions in one `with horizontal(...)`: GT4Py runs the
body once per region, region after region, so the points in both (the
corner) see it twice: a + 2 there, and b + (a + 1) + (a + 2)."""
# case: {"domain": [5, 4, 3], "features": ["regions"]}
import numpy as np
from gt4py.cartesian.gtscript import I, J, PARALLEL, Field, computation, horizontal, interval, region


def region_overlap_runs_twice(a: Field[np.float64], b: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        with horizontal(region[I[0] : I[0] + 2, :], region[:, J[0] : J[0] + 2]):
            a = a + 1.0
            b = b + a
