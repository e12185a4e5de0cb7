"""A GlobalTable has no spatial axes: it is indexed with `.A[...]`, not with offsets."""
# case: {"category": "invalid-offset"}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, GlobalTable, computation, interval


def err_global_table_offset(table: GlobalTable[(np.float64, (4,))], a: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        a = table[1]
