"""Calls from Python that used to give a wrong number or crash (issue 28):
regions on small domains, non-canonical bools, aliased arguments, integer
scalars out of range, broadcast inputs on the interpreter. Every back-end
that runs here must give NumPy's number or a clear error."""

import numpy as np
import pytest

import isobar
from isobar import gtscript
from isobar.gtscript import PARALLEL, Field, J, computation, horizontal, interval, region

BACKENDS = ["debug", "c", "fortran", "opencl"]
F = Field[np.float64]


def edge(v: F, out: F):
    with computation(PARALLEL), interval(...):
        with horizontal(region[:, J[0] + 4]):
            out = v[0, 1, 0]


def shiftm(src: F, dst: F):
    with computation(PARALLEL), interval(...):
        dst = src[-1, 0, 0] + src[0, -1, 0]


def boolsel(m: Field[bool], a: F, b: F):
    with computation(PARALLEL), interval(...):
        if m:
            b = a + 1.0
        else:
            b = a - 1.0
        if m == True:  # noqa: E712 (GTScript compares as written)
            b = b + 100.0


def iscal(a: Field[np.int32], b: Field[np.int32], s: np.int32):
    with computation(PARALLEL), interval(...):
        b = a + s


def copy(a: F, b: F):
    with computation(PARALLEL), interval(...):
        b = a * 2.0


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_region_reaching_past_a_small_domain_is_refused(backend):
    st = gtscript.stencil(backend=backend, definition=edge)
    guard = np.full((4, 9, 2), 12345.0)
    v = guard[:, 2:7, :]
    v[...] = 1.0
    out = np.zeros((4, 5, 2))
    with pytest.raises(ValueError, match="`v`"):
        st(v, out, origin=(0, 0, 0), domain=(4, 5, 2))
    assert not out.any()
    # With the row it reads, the call runs and reads it.
    st(guard[:, 2:8, :], np.zeros((4, 6, 2)), origin=(0, 0, 0), domain=(4, 5, 2))


@pytest.mark.parametrize("backend", BACKENDS)
def test_every_non_zero_byte_of_a_bool_field_is_true(backend):
    st = gtscript.stencil(backend=backend, definition=boolsel)
    raw = np.full((6, 5, 3), 2, np.uint8)
    raw[::2] = 0
    raw[1, 1, 1] = 255
    m = raw.view(bool)
    a = np.ones((6, 5, 3))
    b = np.zeros((6, 5, 3))
    st(m, a, b, origin=(0, 0, 0), domain=(6, 5, 3))
    truth = raw != 0
    np.testing.assert_array_equal(b, np.where(truth, 102.0, 0.0))


@pytest.mark.parametrize("backend", BACKENDS)
def test_aliased_arguments_are_refused_naming_both(backend):
    st = gtscript.stencil(backend=backend, definition=shiftm)
    x = np.random.default_rng(1).random((8, 7, 6))
    before = x.copy()
    with pytest.raises(ValueError, match="`dst`.*`src`|`src`.*`dst`"):
        st(x, x, origin=(1, 1, 0), domain=(7, 6, 6))
    with pytest.raises(ValueError, match="share memory"):
        st(x[:-1], x[1:], origin=(1, 1, 0), domain=(6, 6, 6))
    np.testing.assert_array_equal(x, before)
    # Interleaved components of one buffer do not overlap.
    state = np.zeros((8, 7, 6, 2))
    state[..., 0] = before
    st(state[..., 0], state[..., 1], origin=(1, 1, 0), domain=(7, 6, 6))
    expected = np.zeros((8, 7, 6))
    st(before, expected, origin=(1, 1, 0), domain=(7, 6, 6))
    np.testing.assert_array_equal(state[..., 1], expected)


def test_aliased_arguments_are_refused_in_programs():
    sm = gtscript.stencil(backend="c", definition=shiftm)

    @isobar.program
    def prog(x: F):
        sm(x, x, origin=(1, 1, 0), domain=(7, 6, 6))

    x = np.random.default_rng(2).random((8, 7, 6))
    before = x.copy()
    with pytest.raises(ValueError, match="`dst`|`src`|share memory|same array"):
        prog(x)
    np.testing.assert_array_equal(x, before)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("value", [2**31, -(2**31) - 1, 2**40, 2**63 - 1, np.uint32(2**32 - 1)])
def test_integer_scalars_out_of_range_raise(backend, value):
    st = gtscript.stencil(backend=backend, definition=iscal)
    a = np.zeros((3, 3, 2), np.int32)
    b = np.zeros((3, 3, 2), np.int32)
    with pytest.raises(OverflowError):
        st(a, b, value, origin=(0, 0, 0), domain=(3, 3, 2))
    st(a, b, 2**31 - 1, origin=(0, 0, 0), domain=(3, 3, 2))
    assert (b == 2**31 - 1).all()


def test_python_integers_beyond_64_bits_raise_naming_the_scalar():
    st = gtscript.stencil(backend="c", definition=iscal)
    a = np.zeros((3, 3, 2), np.int32)
    with pytest.raises(OverflowError, match="`s`"):
        st(a, np.zeros_like(a), 2**64, origin=(0, 0, 0), domain=(3, 3, 2))


def test_the_interpreter_reads_a_broadcast_input_without_copying_it_whole():
    st = gtscript.stencil(backend="debug", definition=copy)
    huge = np.broadcast_to(np.float64(2.0), (100_000, 100_000, 10))
    b = np.zeros((4, 4, 2))
    st(huge, b, origin={"a": (0, 0, 0), "b": (0, 0, 0)}, domain=(4, 4, 2))
    assert (b == 4.0).all()


@pytest.mark.parametrize("origin", [(0.9, 0, 0), {"a": (0, 0.5, 0), "b": (0, 0, 0)}])
def test_fractional_origins_are_refused(origin):
    st = gtscript.stencil(backend="c", definition=copy)
    a = np.ones((4, 4, 2))
    b = np.zeros((4, 4, 2))
    with pytest.raises(ValueError, match="origin"):
        st(a, b, origin=origin, domain=(2, 2, 2))
    st(a, b, origin=(np.int64(1), 1, 0), domain=(2, 2, 2))
    assert b[1:3, 1:3].sum() == 16.0


def scaled_if(a: F, s: bool, n: np.int32):
    with computation(PARALLEL), interval(...):
        a = a + n if s else a


def test_program_scalars_keep_their_types_and_ranges():
    st = gtscript.stencil(backend="c", definition=scaled_if)

    @isobar.program
    def prog(a, s, n):
        st(a, s, n, origin=(0, 0, 0), domain=(2, 2, 3))

    a = np.ones((2, 2, 3))
    prog(a, np.bool_(True), 3)
    assert (a == 4.0).all()
    prog(a, False, np.int64(5))
    assert (a == 4.0).all()
    with pytest.raises(OverflowError):
        prog(a, True, 2**40)
    assert (a == 4.0).all()
