"""GT4Py 1.2.3 features its cartesian integration tests use, through
isobar's own ``gtscript``: temporaries declared at the top level of a
stencil (``TestTypedTemporary``, ``TestVectorizedTemporary``), field types
named by the ``dtypes`` option (``test_2d_temporaries``), runtime interval
bounds raising ``NotImplementedError`` as on GT4Py's numpy back-end
(``test_runtime_interval_raises``), and negative origins inside the halo
(``TestNegativeOrigin``)."""

import numpy as np
import pytest

import isobar
from isobar import gtscript
from isobar.gtscript import FORWARD, IJ, PARALLEL, Field, computation, interval

BACKENDS = ["debug", "c"]


def typed_temporary(field_in: Field[np.float32], field_out: Field[np.float32]):
    tmp: Field[(np.float32, (2, 2))] = 0
    with computation(PARALLEL):
        with interval(0, -1):
            tmp[0, 0, 0][0, 0] = field_in[0, 0, 0]
            tmp[0, 0, 0][1, 0] = field_in[0, 0, 1]
            tmp[0, 0, 0][0, 1] = -1.0
            field_out = tmp[0, 0, 0][0, 0] + tmp[0, 0, 0][1, 0] + tmp[0, 0, 0][1, 1]
        with interval(-1, None):
            field_out = 0


def vectorized_temporary(field_in: Field[(np.float32, (2,))], field_out: Field[(np.float32, (2,))]):
    tmp: Field[(np.float32, (2,))] = 0
    with computation(PARALLEL), interval(...):
        tmp[0, 0, 0][0] = 2
        tmp[0, 0, 0][1] = 3
        field_out = tmp * field_in


def read_ahead(inp: Field[np.int32], out: Field[np.int32]):
    with computation(PARALLEL), interval(...):
        out = inp[1, 0, 1] + inp[2, 0, 1]


def write_above(inp: Field[np.float64], out: Field[np.float64]):
    with computation(FORWARD), interval(0, -1):
        out[0, 0, 1] = inp


@pytest.mark.parametrize("backend", BACKENDS)
def test_top_level_typed_temporary(backend):
    st = gtscript.stencil(backend=backend, definition=typed_temporary)
    rng = np.random.default_rng(1)
    a = rng.uniform(-10, 10, (2, 2, 8)).astype(np.float32)
    out = np.full_like(a, 99)
    st(a, out)
    assert np.array_equal(out[:, :, :-1], a[:, :, :-1] + a[:, :, 1:])
    assert np.all(out[:, :, -1] == 0)


@pytest.mark.parametrize("backend", BACKENDS)
def test_top_level_temporary_with_a_data_dimension(backend):
    st = gtscript.stencil(backend=backend, definition=vectorized_temporary)
    a = np.arange(16, dtype=np.float32).reshape(2, 2, 2, 2)
    out = np.zeros_like(a)
    st(a, out)
    assert np.array_equal(out[..., 0], 2 * a[..., 0])
    assert np.array_equal(out[..., 1], 3 * a[..., 1])


@pytest.mark.parametrize("backend", BACKENDS)
def test_dtypes_name_a_2d_temporary(backend):
    def accumulate(in_field: Field[np.float64], out_field: Field[np.float64]):
        with computation(FORWARD), interval(0, 1):
            tmp_2d: MyFancySymbol = 0  # noqa: F821 (named by `dtypes`)
        with computation(FORWARD), interval(...):
            tmp_2d = tmp_2d + in_field
        with computation(FORWARD), interval(...):
            out_field = tmp_2d

    with pytest.raises(isobar.GTScriptError, match="MyFancySymbol"):
        gtscript.stencil(backend=backend, definition=accumulate)
    st = gtscript.stencil(backend=backend, definition=accumulate,
                          dtypes={"MyFancySymbol": Field[IJ, np.float64]})
    a = np.ones((5, 5, 3))
    out = np.zeros_like(a)
    st(a, out)
    assert np.all(out == 3)
    with pytest.raises(ValueError, match="dtypes"):
        gtscript.stencil(backend=backend, definition=accumulate, dtypes=[("MyFancySymbol", 1)])


@pytest.mark.parametrize("backend", BACKENDS)
def test_runtime_interval_bounds_raise_not_implemented(backend):
    def bounded(out_field: Field[np.float64], in_field: Field[np.float64], n: int):
        with computation(PARALLEL), interval(0, n):
            out_field = in_field

    with pytest.raises(NotImplementedError, match="runtime-interval-bound") as e:
        gtscript.stencil(backend=backend, definition=bounded)
    assert isinstance(e.value, isobar.GTScriptError)
    assert isinstance(e.value, isobar.GTScriptNotImplementedError)

    def broken(out_field: Field[np.float64], in_field: Field[np.float64], n: int):
        with computation(PARALLEL), interval(0, n):
            out_field = in_field + undefined_name  # noqa: F821

    # Another error besides: a plain GTScriptError.
    with pytest.raises(isobar.GTScriptError) as e:
        gtscript.stencil(backend=backend, definition=broken)
    assert not isinstance(e.value, NotImplementedError)


@pytest.mark.parametrize("backend", BACKENDS)
def test_negative_origins_inside_the_accesses(backend):
    st = gtscript.stencil(backend=backend, definition=read_ahead)
    # As GT4Py's TestNegativeOrigin: read ahead of a negative origin.
    ones = np.ones((2, 1, 1), dtype=np.int32)
    out = np.zeros((1, 1, 1), dtype=np.int32)
    st(ones, out, origin={"inp": (-1, 0, -1), "out": (0, 0, 0)}, domain=(1, 1, 1))
    assert out[0, 0, 0] == 2
    inp = np.arange(60, dtype=np.int32).reshape(5, 4, 3)
    out = np.zeros((4, 4, 2), dtype=np.int32)
    st(inp, out, origin={"inp": (-1, 0, -1), "out": (0, 0, 0)}, domain=(4, 4, 2))
    assert np.array_equal(out, inp[0:4, :, 0:2] + inp[1:5, :, 0:2])
    # Below what the accesses allow: GT4Py's error.
    with pytest.raises(ValueError, match="Origin for field `inp` too small"):
        st(inp, out, origin={"inp": (-2, 0, 0), "out": (0, 0, 0)}, domain=(3, 4, 2))
    # The array is left as it was.
    assert np.array_equal(inp, np.arange(60, dtype=np.int32).reshape(5, 4, 3))


@pytest.mark.parametrize("backend", BACKENDS)
def test_negative_origin_of_a_written_field(backend):
    st = gtscript.stencil(backend=backend, definition=write_above)
    inp = np.arange(12, dtype=np.float64).reshape(2, 2, 3)
    out = np.full((2, 2, 3), -1.0)
    # Written only at [0, 0, 1]: the origin may be -1 along K. Levels 0 and
    # 1 of the domain write levels 0 and 1 of `out` (GT4Py's numpy gives the
    # same), level 2 is left alone.
    st(inp, out, origin={"inp": (0, 0, 0), "out": (0, 0, -1)}, domain=(2, 2, 3))
    assert np.array_equal(out[:, :, :2], inp[:, :, :2])
    assert np.all(out[:, :, 2] == -1)
    # The same memory for both: refused (isobar runs `out` on a copy).
    with pytest.raises(ValueError, match="shares memory"):
        st(inp, inp[:, :, :], origin={"inp": (0, 0, 0), "out": (0, 0, -1)}, domain=(2, 2, 3))


def test_negative_origins_in_a_program_run_at_once_after_the_pending_calls():
    st = gtscript.stencil(backend="c", definition=read_ahead)

    @isobar.program
    def twice(inp, out, out2):
        st(inp, out, origin={"inp": (0, 0, 0), "out": (0, 0, 0)}, domain=(1, 1, 1))
        st(inp, out2, origin={"inp": (-1, 0, -1), "out": (0, 0, 0)}, domain=(1, 1, 1))

    inp = np.arange(1, 7, dtype=np.int32).reshape(3, 1, 2)
    out, out2 = np.zeros((1, 1, 1), dtype=np.int32), np.zeros((1, 1, 1), dtype=np.int32)
    twice(inp, out, out2)
    expected, expected2 = np.zeros_like(out), np.zeros_like(out2)
    twice.function(inp, expected, expected2)
    assert (out[0, 0, 0], out2[0, 0, 0]) == (expected[0, 0, 0], expected2[0, 0, 0])
    assert twice.last_native_calls == 1  # the pending call, before the one run at once
    # A decomposed run cannot run a call at once: refused, naming the line.
    twice.halo = 0
    with pytest.raises(ValueError, match=r"test_gt4py_declarations\.py:\d+: .*negative origin"):
        twice.run_decomposed(inp, out, out2)
