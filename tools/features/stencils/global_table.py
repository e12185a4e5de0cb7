"""GlobalTable parameters read with absolute data-dimension indices `.A[...]`:
constant and run-time indices (from a field, from an expression, from K),
one- and two-dimensional tables, and a table's element in a condition.
GT4Py's numpy back-end takes constant data indices only ("Data indices must
be scalars"), so the case is recorded with its debug back-end."""
# case: {"domain": [4, 3, 5], "backend": "debug", "features": ["global-table", "data-dims"]}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, GlobalTable, K, abs, computation, interval, mod


def global_table(
    table: GlobalTable[(np.float64, (5,))],
    grid: GlobalTable[(np.float32, (3, 4))],
    idx: Field[np.int32],
    a: Field[np.float64],
    b: Field[np.float64],
    c: Field[np.float64],
):
    with computation(PARALLEL), interval(...):
        a = table.A[2] + table.A[0]
        b = table.A[mod(abs(idx), 5)] * 2.0
        c = grid.A[1, mod(abs(idx), 4)] + a
        if grid.A[2, 3] > table.A[K]:
            c = c + 1.0
