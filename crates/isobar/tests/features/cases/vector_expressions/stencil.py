"""Whole-vector and matrix expressions on fields with data dimensions: a
vector assignment unrolled per component, scalars broadcast, component-wise
arithmetic with offsets, the matrix-vector product `@`, the transpose `.T`,
a vector updated from itself (its components assigned one by one) and an
augmented vector assignment."""
# case: {"domain": [4, 3, 5], "features": ["data-dims", "vector-expressions"]}
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval


def vector_expressions(
    v: Field[(np.float64, (3,))],
    m: Field[(np.float64, (3, 3))],
    s: Field[np.float64],
    w: Field[(np.float32, (2,))],
    out: Field[(np.float64, (3,))],
    prod: Field[(np.float64, (3,))],
    mt: Field[(np.float64, (3, 3))],
    back: Field[(np.float64, (3,))],
    filled: Field[(np.float64, (3,))],
    u: Field[(np.float64, (3,))],
    acc: Field[(np.float64, (3,))],
):
    with computation(PARALLEL), interval(...):
        out = v * s + v[1, 0, 0] - 2.0
        prod = m @ v
        mt = m.T
        back = m.T @ (v + prod) / 4.0
        filled = 0.5
        w = w * w - 1.0
        u = m @ u
        acc += v * 2.0
