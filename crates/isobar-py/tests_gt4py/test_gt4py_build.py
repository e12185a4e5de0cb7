"""What GT4Py 1.2.3 does at a stencil's build and call, isobar's back-ends
do too: externals that are GTScript functions, fields the stencil does not
use given any array (an IJ field given a 3-D one), a field it uses refused
with the wrong number of dimensions, the compile at GT4Py's build (not at
the first call) with ``build_info`` filled, and GT4Py's OIR pipeline options
accepted; top-level typed temporaries, field types named by ``dtypes``,
runtime interval bounds and negative origins as on GT4Py's numpy back-end."""

import pathlib
import sys
import warnings

import numpy as np
import pytest

from gt4py.cartesian import gtscript
from gt4py.cartesian.gtc.passes.oir_pipeline import DefaultPipeline
from gt4py.cartesian.gtscript import FORWARD, IJ, PARALLEL, Field, computation, interval

import isobar  # noqa: F401  (registers the back-ends)

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "support"))
import gt4py_corner_helpers as corner_helpers  # noqa: E402

BACKENDS = ["isobar:cpu", "isobar:debug"]


@gtscript.function
def local_diff(q):
    return q[0, 1, 0] - q[0, 0, 0]


def apply_external(q: Field[np.float64], out: Field[np.float64]):
    from __externals__ import diff_func

    with computation(PARALLEL), interval(...):
        out = diff_func(q) + 1.0


def _run(backend, definition, externals, shape=(7, 6, 3)):
    stencil = gtscript.stencil(backend=backend, definition=definition, externals=externals)
    rng = np.random.default_rng(3)
    q = rng.uniform(-1.0, 1.0, size=shape)
    out = np.zeros(shape)
    stencil(q, out, origin=(0, 0, 0), domain=(shape[0] - 1, shape[1] - 1, shape[2]))
    return out


def _inline_only_helper():
    # A helper no module holds: isobar inlines its source.
    @gtscript.function
    def twice_diff(q):
        return 2.0 * corner_helpers.shifted(q)

    return twice_diff


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("where", ["own file", "other module", "calls another", "nowhere"])
def test_an_external_that_is_a_gtscript_function(backend, where):
    helper = {"own file": local_diff, "other module": corner_helpers.shifted,
              "calls another": corner_helpers.scaled_shift,
              "nowhere": _inline_only_helper()}[where]
    want = _run("numpy", apply_external, {"diff_func": helper})
    got = _run(backend, apply_external, {"diff_func": helper})
    np.testing.assert_allclose(got, want, rtol=1e-14, atol=1e-14)


def test_two_externals_name_two_helpers_of_one_stencil():
    # One definition, two builds with different helpers (PyFV3's
    # fill_corners_delp_pt_w with fill_corners_2cells_x and _y).
    a = _run("isobar:cpu", apply_external, {"diff_func": corner_helpers.shifted})
    b = _run("isobar:cpu", apply_external, {"diff_func": local_diff})
    np.testing.assert_allclose(a, _run("numpy", apply_external, {"diff_func": corner_helpers.shifted}))
    np.testing.assert_allclose(b, _run("numpy", apply_external, {"diff_func": local_diff}))
    assert not np.allclose(a, b)


def bottom(q: Field[np.float64], qs: Field[IJ, np.float64], out: Field[np.float64]):
    from __externals__ import use_qs

    with computation(PARALLEL), interval(...):
        if __INLINED(use_qs):  # noqa: F821 (GTScript)
            out = q + qs
        else:
            out = q * 2.0


def _bottom_args(shape=(5, 4, 3), qs_ndim=2):
    rng = np.random.default_rng(5)
    q = rng.uniform(size=shape)
    qs = rng.uniform(size=shape if qs_ndim == 3 else shape[:2])
    return q, qs, np.zeros(shape)


@pytest.mark.parametrize("backend", ["numpy"] + BACKENDS)
@pytest.mark.parametrize("validate_args", [True, False])
def test_an_unused_ij_field_may_be_given_a_3d_array(backend, validate_args):
    # GT4Py never looks at a field the stencil does not use (PyFV3's
    # remap_profile passes a 3-D `qs` where it is not used).
    stencil = gtscript.stencil(backend=backend, definition=bottom, externals={"use_qs": False})
    q, qs, out = _bottom_args(qs_ndim=3)
    if validate_args:
        stencil(q, qs, out, origin=(0, 0, 0), domain=q.shape, validate_args=True)
    else:
        stencil.run(q=q, qs=qs, out=out, _domain_=q.shape,
                    _origin_={"q": (0, 0, 0), "qs": (0, 0), "out": (0, 0, 0)}, exec_info=None)
    np.testing.assert_array_equal(out, q * 2.0)


@pytest.mark.parametrize("backend", ["numpy"] + BACKENDS)
def test_an_unused_field_may_be_none_or_smaller_than_the_domain(backend):
    stencil = gtscript.stencil(backend=backend, definition=bottom, externals={"use_qs": False})
    for qs in (None, np.zeros((1, 1))):
        q, _, out = _bottom_args()
        stencil(q, qs, out, origin=(0, 0, 0), domain=q.shape)
        np.testing.assert_array_equal(out, q * 2.0)


@pytest.mark.parametrize("backend", ["numpy"] + BACKENDS)
@pytest.mark.parametrize("validate_args", [True, False])
def test_a_used_ij_field_given_a_3d_array_is_refused(backend, validate_args):
    stencil = gtscript.stencil(backend=backend, definition=bottom, externals={"use_qs": True})
    q, qs, out = _bottom_args(qs_ndim=3)
    if validate_args:
        # GT4Py's own check, before any back-end runs.
        with pytest.raises(ValueError, match="Storage for 'qs' has 3 dimensions"):
            stencil(q, qs, out, origin=(0, 0, 0), domain=q.shape, validate_args=True)
    else:
        # Not validated: GT4Py's numpy back-end fails on the access, isobar
        # refuses the array.
        with pytest.raises((ValueError, IndexError)):
            stencil.run(q=q, qs=qs, out=out, _domain_=q.shape,
                        _origin_={"q": (0, 0, 0), "qs": (0, 0), "out": (0, 0, 0)}, exec_info=None)
    q, qs, out = _bottom_args()
    stencil(q, qs, out, origin=(0, 0, 0), domain=q.shape)
    np.testing.assert_allclose(out, q + qs[:, :, None])


def scaled(q: Field[np.float64], out: Field[np.float64], f: float):
    with computation(PARALLEL), interval(...):
        out = q * f


@pytest.mark.parametrize("backend", BACKENDS)
def test_the_build_compiles_and_fills_build_info(backend):
    build_info = {}
    stencil = gtscript.stencil(backend=backend, definition=scaled, build_info=build_info,
                               rebuild=True)
    # Compiled by GT4Py's build, before any call.
    compiled = type(stencil).__dict__["_isobar_stencil_"]
    assert compiled._native is not None
    assert build_info["build_time"] > 0.0
    # A second build of the same stencil (GT4Py's cache) is compiled too.
    again = {}
    other = gtscript.stencil(backend=backend, definition=scaled, build_info=again)
    assert type(other).__dict__["_isobar_stencil_"]._native is not None
    assert again["build_time"] >= 0.0 and again["load_time"] > 0.0
    q = np.arange(24.0).reshape(2, 3, 4)
    out = np.zeros_like(q)
    other(q, out, 2.0)
    np.testing.assert_array_equal(out, 2.0 * q)


def refused_by_isobar(a: Field[np.float64], b: Field[np.float64]):
    from __externals__ import missing_func

    with computation(PARALLEL), interval(...):
        b = missing_func(a)


def test_a_stencil_isobar_refuses_fails_at_the_build():
    # The external is no GTScript function: GT4Py's own front end or
    # isobar's refuses it when the stencil is built, not at its first call.
    with pytest.raises(Exception):
        gtscript.stencil(backend="isobar:cpu", definition=refused_by_isobar,
                         externals={"missing_func": 1.0})


def test_oir_pipeline_options_are_accepted_without_a_warning():
    # NDSL turns `skip_passes` into an `oir_pipeline`; isobar never runs
    # GT4Py's OIR passes.
    step = DefaultPipeline.all_steps()[0]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        stencil = gtscript.stencil(backend="isobar:cpu", definition=scaled,
                                   oir_pipeline=DefaultPipeline(skip=[step]))
        stencil2 = gtscript.stencil(backend="isobar:cpu", definition=scaled,
                                    skip_passes=("UnreachableStmtPruning",))
    q = np.ones((3, 3, 3))
    out = np.zeros_like(q)
    stencil(q, out, 3.0)
    stencil2(q, out, 3.0)
    np.testing.assert_array_equal(out, 3.0 * q)


def accumulate_2d(in_field: Field[np.float64], out_field: Field[np.float64]):
    with computation(FORWARD), interval(0, 1):
        tmp_2d: MyFancySymbol = 0  # noqa: F821 (named by `dtypes`)
    with computation(FORWARD), interval(...):
        tmp_2d = tmp_2d + in_field
    with computation(FORWARD), interval(...):
        out_field = tmp_2d


def typed_temporary(field_in: Field[np.float32], field_out: Field[np.float32]):
    tmp: Field[(np.float32, (2,))] = 0
    with computation(PARALLEL), interval(...):
        tmp[0, 0, 0][1] = field_in
        field_out = tmp[0, 0, 0][0] + tmp[0, 0, 0][1]


def runtime_bound(out_field: Field[np.float64], in_field: Field[np.float64], n: int):
    with computation(PARALLEL), interval(0, n):
        out_field = in_field


def read_ahead(inp: Field[np.int32], out: Field[np.int32]):
    with computation(PARALLEL), interval(...):
        out = inp[1, 0, 0]


@pytest.mark.parametrize("backend", BACKENDS)
def test_dtypes_and_top_level_temporaries_as_on_numpy(backend):
    # GT4Py's test_2d_temporaries and TestTypedTemporary.
    for definition, kwargs in [(accumulate_2d, {"dtypes": {"MyFancySymbol": Field[IJ, np.float64]}}),
                               (typed_temporary, {})]:
        dtype = np.float32 if definition is typed_temporary else np.float64
        a = np.random.default_rng(5).uniform(-1, 1, (4, 3, 5)).astype(dtype)
        got, want = np.zeros_like(a), np.zeros_like(a)
        gtscript.stencil(backend=backend, definition=definition, **kwargs)(a, got)
        gtscript.stencil(backend="numpy", definition=definition, **kwargs)(a, want)
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("backend", BACKENDS)
def test_runtime_interval_bounds_raise_not_implemented_as_on_numpy(backend):
    with pytest.raises(NotImplementedError):
        gtscript.stencil(backend="numpy", definition=runtime_bound)
    with pytest.raises(NotImplementedError):
        gtscript.stencil(backend=backend, definition=runtime_bound)


@pytest.mark.parametrize("backend", BACKENDS)
def test_negative_origins_as_on_numpy(backend):
    # GT4Py's TestNegativeOrigin: GT4Py validates the origin (its boundary
    # of `inp` is (-1, 1) along I), isobar runs the call.
    outs = []
    for b in ["numpy", backend]:
        stencil = gtscript.stencil(backend=b, definition=read_ahead)
        inp = np.arange(6, dtype=np.int32).reshape(6, 1, 1)
        out = np.zeros((4, 1, 1), dtype=np.int32)
        stencil(inp, out, origin={"inp": (-1, 0, 0), "out": (0, 0, 0)})
        outs.append(out)
        with pytest.raises(ValueError, match="too small"):
            stencil(inp, out, origin={"inp": (-2, 0, 0), "out": (0, 0, 0)})
    np.testing.assert_array_equal(outs[1], outs[0])
    np.testing.assert_array_equal(outs[0].ravel(), [0, 1, 2, 3])
