"""NDSL's corner copies (PyFV3's delnflux.py, copy_corners_x_nord): a field
condition on K around pairs of one-point corner regions, each reading
inward at offsets. Each region runs on its own point only."""
# case: {"domain": [8, 9, 6], "features": ["regions"]}
import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import I, J, PARALLEL, Field, computation, horizontal, interval, region


def region_corners_masked_k(
    q_in: Field[np.float64], q_out: Field[np.float64], nord: gtscript.Field[gtscript.K, np.float64]
):
    with computation(PARALLEL), interval(...):
        if nord > 0.5:
            with horizontal(region[I[0], J[0]], region[I[-1], J[0]]):
                q_out = q_in[0, 3, 0]
            with horizontal(region[I[0] + 1, J[0]], region[I[-1], J[0] + 1]):
                q_out = q_in[-1, 2, 0]
            with horizontal(region[I[0], J[0] + 1], region[I[-1] - 1, J[0]]):
                q_out = q_in[1, 2, 0]
            with horizontal(region[I[0], J[-1] - 1], region[I[-1] - 1, J[-1]]):
                q_out = q_in[1, -2, 0]
            with horizontal(region[I[0] + 1, J[-1]], region[I[-1], J[-1] - 1]):
                q_out = q_in[-1, -2, 0]
        else:
            q_out = 0.5 * q_in
