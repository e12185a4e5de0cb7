"""`from isobar import gtscript` as GT4Py users call it: decorator and
functional forms, externals, constants, helpers from other modules, origins
and domains, every dtype, zero-copy calls on any strides, errors, exec_info."""

import numpy as np
import pytest

import isobar
import phys_constants
from isobar import gtscript
from isobar.gtscript import BACKWARD, FORWARD, IJ, PARALLEL, Field, computation, interval
from shared_helpers import lap as shared_lap
from other_helpers import scale, through_g
from shared_helpers import logged, magnitude

SCALE = 3.0
USE_SHIFT = True


C = 1.0


@gtscript.function
def twice(x):
    return 2.0 * x


@gtscript.function
def g(x):
    return 2.0 * x


def reference_lap(a):
    return a[2:, 1:-1] + a[:-2, 1:-1] + a[1:-1, 2:] + a[1:-1, :-2] - 4.0 * a[1:-1, 1:-1]


@gtscript.stencil(backend="c")
def lap_decorated(a: Field[np.float64], b: Field[np.float64], w: float):
    with computation(PARALLEL), interval(...):
        b = w * (a[1, 0, 0] + a[-1, 0, 0] + a[0, 1, 0] + a[0, -1, 0] - 4.0 * a)


def lap_plain(a: Field[np.float64], b: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        b = shared_lap(a)


def scaled(a: Field[np.float64], b: Field[np.float64]):
    from __externals__ import FACTOR

    with computation(PARALLEL), interval(...):
        b = a * FACTOR * SCALE + phys_constants.GRAV + phys_constants.nested.CP


def speed(u: Field[np.float64], v: Field[np.float64], s: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        s = magnitude(u, v)


def cumulative(a: Field[np.float64], b: Field[np.float64]):
    with computation(FORWARD):
        with interval(0, 1):
            b = a
        with interval(1, None):
            b = b[0, 0, -1] + a


def test_decorator_and_functional_forms_give_the_same_results():
    a = np.random.default_rng(1).random((10, 9, 4))
    b1, b2 = np.zeros_like(a), np.zeros_like(a)
    lap_decorated(a, b1, 1.0, origin=(1, 1, 0), domain=(8, 7, 4))
    functional = gtscript.stencil("c", lap_plain)
    functional(a, b2, origin=(1, 1, 0), domain=(8, 7, 4))
    np.testing.assert_allclose(b1[1:-1, 1:-1], reference_lap(a), rtol=1e-13)
    np.testing.assert_array_equal(b1, b2)
    assert b1[0].sum() == 0.0, "points outside the domain are untouched"
    assert isinstance(functional, gtscript.StencilObject)


def test_debug_backend_matches_c():
    a = np.random.default_rng(2).random((8, 8, 3))
    out = {}
    for backend in ("c", "debug"):
        st = gtscript.stencil(backend=backend, definition=lap_plain)
        b = np.zeros_like(a)
        st(a, b, origin=(1, 1, 0), domain=(6, 6, 3))
        out[backend] = b
    np.testing.assert_allclose(out["c"], out["debug"], rtol=1e-14)


def test_externals_module_constants_attribute_chains_and_closures():
    a = np.ones((4, 4, 2))
    b = np.zeros_like(a)
    st = gtscript.stencil(backend="c", definition=scaled, externals={"FACTOR": 2.0})
    st(a, b, origin=(0, 0, 0), domain=(4, 4, 2))
    assert np.allclose(b, 2.0 * SCALE + phys_constants.GRAV + phys_constants.nested.CP)

    offset = 0.25  # a closure value, resolved as GT4Py does

    def shifted(a: Field[np.float64], b: Field[np.float64]):
        with computation(PARALLEL), interval(...):
            b = a + offset

    gtscript.stencil(backend="c", definition=shifted)(a, b)
    assert np.allclose(b, 1.25)


@logged("not tested")
def wrapped_speed(u: Field[np.float64], v: Field[np.float64], s: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        s = magnitude(u, v) + SCALE


def test_definition_under_a_wrapping_decorator():
    # A model's own decorator (NDSL's `mark_untested`) with functools.wraps:
    # the definition is compiled from its own file, with its own globals.
    wrapped = wrapped_speed
    rng = np.random.default_rng(5)
    u, v = rng.random((4, 4, 2)), rng.random((4, 4, 2))
    s = np.zeros_like(u)
    gtscript.stencil(backend="debug", definition=wrapped)(u, v, s)
    np.testing.assert_allclose(s, np.sqrt(u * u + v * v) + SCALE, rtol=1e-14)


def test_helpers_from_another_module():
    rng = np.random.default_rng(3)
    u, v = rng.random((5, 5, 3)), rng.random((5, 5, 3))
    s = np.zeros_like(u)
    gtscript.stencil(backend="c", definition=speed)(u, v, s)
    np.testing.assert_allclose(s, np.sqrt(u * u + v * v), rtol=1e-14)


def test_origin_forms_and_default_domain():
    a = np.random.default_rng(4).random((10, 10, 4))
    st = gtscript.stencil(backend="c", definition=lap_plain)
    results = []
    for origin in [(1, 1, 0), {"_all_": (1, 1, 0)}, {"a": (1, 1, 0), "b": (1, 1, 0)}]:
        b = np.zeros_like(a)
        st(a, b, origin=origin)  # domain inferred: 8x8x4
        results.append(b)
    for b in results:
        np.testing.assert_allclose(b[1:-1, 1:-1], reference_lap(a), rtol=1e-13)
    # No origin: each field starts at the halo the stencil needs of it.
    b = np.zeros((8, 8, 4))
    st(a, b)
    np.testing.assert_allclose(b, reference_lap(a), rtol=1e-13)


@pytest.mark.parametrize("dtype", ["float64", "float32", "int64", "int32", "int16", "int8", "bool"])
def test_every_dtype(dtype):
    ns = {}
    src = (
        "import numpy as np\n"
        "from isobar.gtscript import PARALLEL, Field, computation, interval\n"
        f"def copy_{dtype}(a: Field[np.{dtype if dtype != 'bool' else 'bool_'}], "
        f"b: Field[np.{dtype if dtype != 'bool' else 'bool_'}]):\n"
        "    with computation(PARALLEL), interval(...):\n"
        "        b = a\n"
    )
    path = pytest.importorskip("pathlib").Path(__file__).parent / "support" / f"gen_copy_{dtype}.py"
    path.write_text(src)
    try:
        exec(compile(src, str(path), "exec"), ns)
        st = gtscript.stencil(backend="c", definition=ns[f"copy_{dtype}"])
        a = (np.arange(24).reshape(2, 3, 4) % 2).astype(dtype)
        b = np.zeros_like(a)
        st(a, b)
        np.testing.assert_array_equal(a, b)
        with pytest.raises(TypeError, match="field `a` has dtype"):
            other = "float64" if dtype != "float64" else "float32"
            st(a.astype(other), b)
    finally:
        path.unlink()


def test_zero_copy_on_fortran_order_and_sliced_views():
    base = np.random.default_rng(5).random((12, 11, 6))
    st = gtscript.stencil(backend="c", definition=lap_plain)
    expected = np.zeros_like(base)
    st(base, expected, origin=(1, 1, 0), domain=(10, 9, 6))
    for a in [np.asfortranarray(base), base[:, :, ::-1][:, :, ::-1], np.ascontiguousarray(base)]:
        b = np.zeros_like(a, order="F") if a.flags.f_contiguous else np.zeros_like(a)
        address = b.__array_interface__["data"][0]
        st(a, b, origin=(1, 1, 0), domain=(10, 9, 6))
        assert b.__array_interface__["data"][0] == address
        np.testing.assert_array_equal(b, expected)
    # A strided view of a bigger array: written in place, neighbours untouched.
    big = np.zeros((24, 11, 12))
    view = big[::2, :, ::2]
    st(base, view, origin=(1, 1, 0), domain=(10, 9, 6))
    np.testing.assert_array_equal(big[::2, :, ::2], expected)
    assert big[1::2].sum() == 0.0 and big[:, :, 1::2].sum() == 0.0


def test_in_place_writes_are_visible_through_other_views():
    a = np.arange(2 * 3 * 5, dtype=np.float64).reshape(2, 3, 5)
    b = np.zeros((2, 3, 5))
    alias = b.reshape(-1)  # another view of b's buffer
    st = gtscript.stencil(backend="c", definition=cumulative)
    st(a, b)
    np.testing.assert_array_equal(b, np.cumsum(a, axis=2))
    assert alias.sum() == np.cumsum(a, axis=2).sum()


def test_compile_errors_are_rendered_diagnostics_with_file_and_line():
    def bad(a: Field[np.float64], b: Field[np.float64]):
        with computation(PARALLEL), interval(...):
            b[1, 0, 0] = a

    with pytest.raises(isobar.GTScriptError) as info:
        gtscript.stencil(backend="c", definition=bad)
    message = str(info.value)
    assert "error[offset-write-ij]" in message
    assert "test_stencils.py:" in message
    line = bad.__code__.co_firstlineno + 2
    assert f"test_stencils.py:{line}:" in message


def test_argument_errors_name_the_field():
    st = gtscript.stencil(backend="c", definition=lap_plain)
    a = np.zeros((6, 6, 3))
    with pytest.raises(ValueError, match="field `a` is too small along I"):
        st(a, np.zeros((6, 6, 3)), origin=(0, 1, 0), domain=(5, 4, 3))
    with pytest.raises(TypeError, match="missing argument"):
        st(a)
    with pytest.raises(TypeError, match="unexpected argument 'c'"):
        st(a, a, c=a)
    with pytest.raises(TypeError, match="field `b` must be a NumPy array"):
        st(a, [[1.0]])
    read_only = np.zeros((6, 6, 3))
    read_only.flags.writeable = False
    with pytest.raises(ValueError, match="field `b` is read-only"):
        st(a, read_only)
    with pytest.raises(ValueError, match="field `a` has 2 dimensions"):
        st(np.zeros((6, 6)), np.zeros((6, 6, 3)), domain=(4, 4, 3))
    with pytest.raises(TypeError, match="scalar `w` must be a bool, int or float"):
        lap_decorated(a, a.copy(), "x", origin=(1, 1, 0), domain=(4, 4, 3))


def test_huge_and_negative_origins_and_domains_are_value_errors():
    st = gtscript.stencil(backend="c", definition=lap_plain)
    a = np.zeros((6, 6, 3))
    b = np.zeros((6, 6, 3))
    for origin in [(2**63 - 1, 1, 0), (2**64 + 5, 1, 0), (10**30, 1, 0)]:
        with pytest.raises(ValueError, match="field `a`"):
            st(a, b, origin={"a": origin, "b": (1, 1, 0)}, domain=(4, 4, 3))
    with pytest.raises(ValueError, match="field `b`"):
        st(a, b, origin={"a": (1, 1, 0), "b": (-1, 1, 0)}, domain=(4, 4, 3))
    for domain in [(2**63, 4, 3), (-1, 4, 3), (4, 4, 2**64)]:
        with pytest.raises(ValueError, match="domain"):
            st(a, b, origin=(1, 1, 0), domain=domain)
    assert not b.any(), "nothing was written"


def test_two_dimensional_fields_and_scalars():
    def column_sum(a: Field[np.float64], total: Field[IJ, np.float64], w: np.float32):
        with computation(FORWARD), interval(...):
            total = total + a * w

    st = gtscript.stencil(backend="c", definition=column_sum)
    a = np.random.default_rng(6).random((4, 5, 6))
    total = np.zeros((4, 5))
    st(a, total, np.float32(0.5))
    np.testing.assert_allclose(total, 0.5 * a.sum(axis=2), rtol=1e-12)


def test_exec_info_and_generated_source():
    a = np.random.default_rng(7).random((6, 6, 3))
    b = np.zeros_like(a)
    info = {}
    lap_decorated(a, b, 1.0, origin=(1, 1, 0), domain=(4, 4, 3), exec_info=info)
    for key in ("call_start_time", "run_start_time", "run_end_time", "call_end_time"):
        assert key in info
    assert info["call_start_time"] <= info["run_start_time"] <= info["run_end_time"] <= info["call_end_time"]
    assert info["domain"] == (4, 4, 3)
    source = lap_decorated.generate()
    assert "#pragma omp" in source and "lap_decorated" in source
    assert any(line.startswith("schedule:") for line in lap_decorated.explain())
    assert lap_decorated.field_info["a"]["boundary"] == (1, 1, 1, 1, 0, 0)


def test_lazy_stencils_build_on_first_call():
    st = gtscript.lazy_stencil(backend="c", definition=lap_plain)
    assert st._native is None
    a = np.ones((4, 4, 2))
    b = np.zeros_like(a)
    st(a, b)
    assert st._native is not None
    assert np.allclose(b[1:-1, 1:-1], 0.0)


def test_backward_sweep_on_storage_arrays():
    def back(a: Field[np.float64], b: Field[np.float64]):
        with computation(BACKWARD):
            with interval(-1, None):
                b = a
            with interval(0, -1):
                b = b[0, 0, 1] + a

    st = gtscript.stencil(backend="c", definition=back)
    a = isobar.storage.from_array(np.random.default_rng(8).random((5, 4, 6)), backend="c")
    b = isobar.storage.zeros((5, 4, 6), backend="c")
    st(a, b)
    np.testing.assert_allclose(b, np.cumsum(a[:, :, ::-1], axis=2)[:, :, ::-1], rtol=1e-13)


def test_calls_from_several_threads():
    """The GIL is released while a stencil runs; concurrent calls on
    different arrays give each its own result."""
    import threading

    st = gtscript.stencil(backend="c", definition=lap_plain)
    rng = np.random.default_rng(9)
    inputs = [rng.random((20, 20, 8)) for _ in range(4)]
    outputs = [np.zeros_like(a) for a in inputs]

    def work(n):
        for _ in range(20):
            st(inputs[n], outputs[n], origin=(1, 1, 0), domain=(18, 18, 8))

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for a, b in zip(inputs, outputs):
        np.testing.assert_allclose(b[1:-1, 1:-1], reference_lap(a), rtol=1e-13)


def test_builds_share_the_rust_side_cache():
    """Libraries land in isobar's cache ($ISOBAR_CACHE_DIR, as for the CLI),
    and a second build of the same stencil adds none."""
    import os
    import pathlib

    cache = pathlib.Path(os.environ["ISOBAR_CACHE_DIR"])
    gtscript.stencil(backend="c", definition=cumulative)
    before = sorted(p.name for p in cache.rglob("*.so"))
    assert before, "no library in the cache"
    gtscript.stencil(backend="c", definition=cumulative)
    assert sorted(p.name for p in cache.rglob("*.so")) == before



def test_k_accesses_beyond_the_array_are_refused():
    def shift_up(a: Field[np.float64], b: Field[np.float64]):
        with computation(FORWARD), interval(0, 2):
            a[0, 0, 1] = b + 100.0

    for backend in ("c", "debug"):
        st = gtscript.stencil(backend=backend, definition=shift_up)
        base = np.zeros((3, 3, 4))
        with pytest.raises(ValueError, match="field `a` is too small along K.*1 level"):
            st(base[:, :, :2], np.ones((3, 3, 2)), origin=(0, 0, 0), domain=(3, 3, 2))
        assert base.sum() == 0.0, "nothing written outside the array"
        a = np.zeros((3, 3, 3))
        st(a, np.ones((3, 3, 2)), origin=(0, 0, 0), domain=(3, 3, 2))
        assert np.all(a[:, :, 1:] == 101.0) and np.all(a[:, :, 0] == 0.0)


def test_domains_too_short_for_the_intervals_are_refused():
    def two_ends(a: Field[np.float64], out: Field[np.float64]):
        with computation(FORWARD):
            with interval(0, 3):
                t = a
                out = t
            with interval(-2, None):
                out = t[0, 0, -1] + 1000.0

    st = gtscript.stencil(backend="c", definition=two_ends)
    with pytest.raises(ValueError, match="need at least 5"):
        st(np.zeros((2, 2, 3)), np.zeros((2, 2, 3)))
    a = np.arange(5.0) * np.ones((2, 2, 5))
    out = np.zeros((2, 2, 5))
    st(a, out)
    # Level 4 reads t at level 3, which no interval writes: isobar reads 0
    # there (GTScript leaves it undefined; `isobar check` warns).
    np.testing.assert_array_equal(out[0, 0], [0.0, 1.0, 2.0, 1002.0, 1000.0])


def test_closure_values_shadow_module_constants():
    SCALE = 5.0  # noqa: N806 (shadows the module's SCALE = 3.0, as in GT4Py)

    def scale(a: Field[np.float64], b: Field[np.float64]):
        with computation(PARALLEL), interval(...):
            b = a * SCALE

    a = np.ones((2, 2, 2))
    b = np.zeros_like(a)
    gtscript.stencil(backend="c", definition=scale)(a, b)
    assert np.all(b == 5.0)


def test_nested_stencils_use_top_level_helpers_of_their_file():
    def doubled(a: Field[np.float64], b: Field[np.float64]):
        with computation(PARALLEL), interval(...):
            b = twice(a)

    a = np.full((2, 2, 2), 1.5)
    b = np.zeros_like(a)
    gtscript.stencil(backend="c", definition=doubled)(a, b)
    assert np.all(b == 3.0)


def test_origins_as_arrays_and_exec_info_copies():
    st = gtscript.stencil(backend="c", definition=lap_plain)
    a = np.random.default_rng(10).random((6, 6, 2))
    b = np.zeros_like(a)
    info = {}
    st(a, b, origin=np.array([1, 1, 0]), domain=(4, 4, 2), exec_info=info)
    info["origin"]["a"] = (0, 0, 0)  # must not leak into later calls
    b2 = np.zeros_like(a)
    st(a, b2, origin=np.array([1, 1, 0]), domain=(4, 4, 2))
    np.testing.assert_array_equal(b, b2)


def test_read_only_inputs_are_accepted_outputs_are_not():
    st = gtscript.stencil(backend="c", definition=lap_plain)
    a = np.broadcast_to(np.ones((1, 1, 3)), (5, 5, 3))  # a read-only view
    b = np.full((5, 5, 3), 7.0)
    st(a, b, origin=(1, 1, 0), domain=(3, 3, 3))
    assert np.all(b[1:-1, 1:-1] == 0.0)
    with pytest.raises(ValueError, match="field `b` is read-only, but the stencil writes it"):
        st(np.ones((5, 5, 3)), a, origin=(1, 1, 0), domain=(3, 3, 3))


def test_debug_backend_writes_only_outputs_back():
    def double(a: Field[np.float64], b: Field[np.float64]):
        with computation(PARALLEL), interval(...):
            b = a * 2.0

    x = np.ones((2, 2, 2))
    gtscript.stencil(backend="debug", definition=double)(x, x)
    assert np.all(x == 2.0)


def test_helpers_from_other_modules_keep_their_own_names():
    """`scale` reads its module's C (2.0), the caller's C is 1.0; `through_g`
    calls its module's g (100x), the caller has its own g (2x)."""

    def mixed(a: Field[np.float64], b: Field[np.float64], c: Field[np.float64]):
        with computation(PARALLEL), interval(...):
            b = scale(a) + C
            c = g(a) + through_g(a)

    a = np.ones((2, 2, 2))
    b, c = np.zeros_like(a), np.zeros_like(a)
    gtscript.stencil(backend="c", definition=mixed)(a, b, c)
    assert np.all(b == 3.0)
    assert np.all(c == 102.0)
