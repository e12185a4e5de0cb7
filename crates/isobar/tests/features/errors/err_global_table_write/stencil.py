"""A GlobalTable is read-only: writing an element is refused."""
# case: {"category": "global-table-write"}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, GlobalTable, computation, interval


def err_global_table_write(table: GlobalTable[(np.float64, (4,))], a: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        table.A[1] = a
