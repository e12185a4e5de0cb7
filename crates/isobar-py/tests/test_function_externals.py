"""Externals whose values are GTScript functions, as GT4Py allows
(``externals={"fill_corners_func": corners.fill_corners_2cells_x}`` in
PyFV3): the stencil calls the external as it calls a helper, whether the
helper is defined in the stencil's own file, in a module the compiler reads
from the search path, or nowhere it can read (then its source is inlined)."""

import numpy as np
import pytest

from isobar import gtscript
from isobar.gtscript import PARALLEL, Field, computation, interval
import other_helpers
import shared_helpers
from other_helpers import scale
from shared_helpers import lap

C = 5.0


@gtscript.function
def own_diff(q):
    return C * (q[1, 0, 0] - q[0, 0, 0])


def apply(q: Field[np.float64], out: Field[np.float64]):
    from __externals__ import f

    with computation(PARALLEL), interval(...):
        out = f(q) + 1.0


def _local_helper():
    @gtscript.function
    def nested(q):
        # Calls a helper of another module, which reads its own constant.
        return scale(q[0, 1, 0]) + lap(q)

    return nested


def _expected(name, q):
    c = q[1:-1, 1:-1]
    if name == "own file":
        return C * (q[2:, 1:-1] - c) + 1.0
    if name == "other module":
        return q[2:, 1:-1] + q[:-2, 1:-1] + q[1:-1, 2:] + q[1:-1, :-2] - 4.0 * c + 1.0
    if name == "through another":
        return 100.0 * c + 1.0
    lap = q[2:, 1:-1] + q[:-2, 1:-1] + q[1:-1, 2:] + q[1:-1, :-2] - 4.0 * c
    return 2.0 * q[1:-1, 2:] + lap + 1.0


@pytest.mark.parametrize("backend", ["c", "debug"])
@pytest.mark.parametrize("name", ["own file", "other module", "through another", "nowhere"])
def test_an_external_that_is_a_gtscript_function(backend, name):
    helper = {"own file": own_diff, "other module": shared_helpers.lap,
              "through another": other_helpers.through_g, "nowhere": _local_helper()}[name]
    stencil = gtscript.stencil(backend=backend, definition=apply, externals={"f": helper})
    rng = np.random.default_rng(11)
    q = rng.uniform(-1.0, 1.0, size=(8, 7, 3))
    out = np.zeros_like(q)
    stencil(q, out, origin=(1, 1, 0), domain=(6, 5, 3))
    np.testing.assert_allclose(out[1:-1, 1:-1], _expected(name, q), rtol=1e-13, atol=1e-13)


def test_a_function_external_that_is_not_called_is_not_needed():
    def plain(q: Field[np.float64], out: Field[np.float64]):
        with computation(PARALLEL), interval(...):
            out = q

    stencil = gtscript.stencil(backend="c", definition=plain, externals={"f": own_diff})
    q = np.ones((3, 3, 3))
    out = np.zeros_like(q)
    stencil(q, out)
    np.testing.assert_array_equal(out, q)
