"""Second differences along J, only on the first row (a region): the same
expression read two rows apart. On I-first fields beyond the cache, the C
back-end carries it along J in rings of rows; tiles past the region's row
have no rows to compute, and must not fill their rings from rows past the
field (257 rows: a last tile of one row, for I-first tiles of 32 rows and
C-order tiles of 256 columns)."""
# case: {"domain": [4, 257, 4], "features": ["regions"]}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, J, computation, horizontal, interval, region


def region_edge_second_differences(a: Field[np.float64], out: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        with horizontal(region[:, J[0]]):
            out = (a[0, 0, 0] + a[0, -2, 0] - 2.0 * a[0, -1, 0]) * (
                a[0, 2, 0] + a[0, 0, 0] - 2.0 * a[0, 1, 0]
            )
