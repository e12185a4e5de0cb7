"""Data-dimension components selected at run time: by a field's value, by an
expression of it, on a vector and on a matrix field. GT4Py's
numpy back-end takes constant data indices only ("Data indices must be
scalars"), so the case is recorded with its debug back-end."""
# case: {"domain": [4, 3, 3], "backend": "debug", "features": ["data-dims", "runtime-data-index"]}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, abs, computation, interval, mod


def runtime_data_index(
    v: Field[(np.float64, (3,))],
    m: Field[(np.float32, (2, 3))],
    idx: Field[np.int32],
    a: Field[np.float64],
    b: Field[np.float64],
    c: Field[np.float64],
):
    with computation(PARALLEL), interval(...):
        a = v[0, 0, 0][mod(abs(idx), 3)]
        b = m[0, 0, 0][mod(abs(idx), 2), 1] + v[1, 0, 0][mod(idx * idx, 3)]
        c = v[0, 0, 0][2 - mod(abs(idx + 1), 3)] * 2.0
