"""Constants held on classes, nested classes and dataclass instances, a
`lazy_function` helper, the long import forms inside a stencil, a scalar
annotated with a dtype alias, and scalar parameters with default values."""
# case: {"domain": [4, 3, 3], "externals": {"W": 3}, "scalars": {"beta": 0.25}, "features": ["module-constants", "imports", "scalar-defaults"]}
import dataclasses

import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import Field

FloatT = np.float64


class Consts:
    A = 2.0

    class nested:
        B = 3.0


@dataclasses.dataclass(frozen=True)
class Physics:
    cp: float = 1004.0
    rd: float = 287.0


PHYS = Physics(rd=287.05)


@gtscript.lazy_function()
def twice(x):
    return 2.0 * x


def module_constants_and_imports(
    a: Field[np.float64], b: Field[np.float64], alpha: FloatT = 1.5, beta: float = 2.0
):
    from __gtscript__ import PARALLEL, computation, interval
    from gt4py.cartesian.__externals__ import W

    with computation(PARALLEL), interval(...):
        b = twice(a) * alpha + Consts.A + Consts.nested.B * W + PHYS.rd / PHYS.cp + beta
