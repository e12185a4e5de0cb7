"""isobar as a back-end of the real GT4Py 1.2.3: unchanged GT4Py code with
backend="isobar:cpu" (and "isobar:debug", "isobar:opencl", "isobar:fortran") gives GT4Py's numpy back-end's
numbers, and GT4Py's stencil-object API (field_info, domain_info, storages,
run, exec_info) works as with GT4Py's own back-ends."""

import numpy as np
import pytest

import gt4py.storage as gt_storage
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import (
    FORWARD,
    IJ,
    PARALLEL,
    Field,
    I,
    K,
    computation,
    horizontal,
    interval,
    region,
)

import isobar  # noqa: F401  (registers the back-ends)

BACKENDS = ["isobar:cpu", "isobar:debug", "isobar:opencl", "isobar:fortran"]


@gtscript.function
def laplacian(a):
    return -4.0 * a[0, 0, 0] + a[1, 0, 0] + a[-1, 0, 0] + a[0, 1, 0] + a[0, -1, 0]


def diffuse(inp: Field[np.float64], out: Field[np.float64], alpha: float, beta: float = 0.5):
    with computation(PARALLEL), interval(...):
        lap = laplacian(inp)
        out = inp - alpha * laplacian(lap) * beta


def edges(a: Field[np.float64], b: Field[np.float64], col: Field[IJ, np.float64]):
    from __externals__ import i_edge

    with computation(PARALLEL), interval(...):
        b = a * 2.0
        with horizontal(region[i_edge, :]):
            b = a[-1, 0, 0] + K
    with computation(FORWARD):
        with interval(0, 1):
            col = a
        with interval(1, None):
            col = col + a


def arrays(shape, seed, backend, names, aligned_index=(0, 0, 0)):
    rng = np.random.default_rng(seed)
    out = {}
    for n in names:
        data = rng.uniform(-1.0, 1.0, size=shape)
        if backend is None:
            out[n] = data
        else:
            out[n] = gt_storage.from_array(data, backend=backend, aligned_index=aligned_index)
    return out


@pytest.mark.parametrize("backend", BACKENDS)
def test_results_and_stencil_object_match_gt4py(backend):
    ref = gtscript.stencil(backend="numpy", definition=diffuse)
    ours = gtscript.stencil(backend=backend, definition=diffuse)
    assert ours.backend == backend
    for name, info in ref.field_info.items():
        assert ours.field_info[name].access == info.access
        assert ours.field_info[name].boundary == info.boundary
    assert ours.domain_info == ref.domain_info
    shape = (12, 11, 5)
    a = arrays(shape, 1, None, ["inp", "out"])
    b = arrays(shape, 1, backend, ["inp", "out"], aligned_index=(2, 2, 0))
    ref(**a, alpha=0.1, origin=(2, 2, 0), domain=(8, 7, 5))
    info = {}
    ours(**b, alpha=0.1, origin=(2, 2, 0), domain=(8, 7, 5), exec_info=info)
    np.testing.assert_allclose(np.asarray(b["out"]), a["out"], rtol=1e-13, atol=1e-14)
    np.testing.assert_array_equal(np.asarray(b["inp"]), a["inp"])
    assert info["run_end_time"] >= info["run_start_time"]
    # The run went through isobar, with the back-end asked for.
    compiled = type(ours).__dict__["_isobar_stencil_"]
    assert compiled.backend == {"isobar:cpu": "c", "isobar:debug": "debug",
                                "isobar:opencl": "opencl", "isobar:fortran": "fortran"}[backend]
    # The default of `beta` was used; passing it changes the result.
    ours(**b, alpha=0.1, beta=1.0, origin=(2, 2, 0), domain=(8, 7, 5))
    assert not np.allclose(np.asarray(b["out"]), a["out"])


def test_storages_have_the_c_back_ends_layout():
    s = gt_storage.zeros((6, 5, 4), np.float64, backend="isobar:cpu", aligned_index=(1, 1, 0))
    # I contiguous, then K, then J.
    assert s.strides[0] == 8
    assert s.strides[2] < s.strides[1]


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_storage_rows_are_padded_to_a_cache_line_not_further(dtype):
    # GT4Py counts a layout's alignment in items: rows of 262 float64 are
    # padded to 264 (one 64-byte line), as for GT4Py's own CPU back-ends,
    # not to 320, which made every J stride a multiple of the page.
    s = gt_storage.zeros((262, 5, 80), dtype, backend="isobar:cpu", aligned_index=(3, 3, 0))
    item = np.dtype(dtype).itemsize
    assert s.strides[2] == 264 * item
    assert s.strides[1] == 264 * 80 * item
    assert s[3:, 3:].ctypes.data % (8 * item) == 0


@pytest.mark.parametrize("backend", BACKENDS)
def test_externals_regions_2d_fields_and_run(backend):
    externals = {"i_edge": I[0] + 1}
    # GT4Py's numpy back-end cannot read K inside a region: its debug one can.
    ref = gtscript.stencil(backend="debug", definition=edges, externals=externals)
    ours = gtscript.stencil(backend=backend, definition=edges, externals=externals)
    rng = np.random.default_rng(7)
    a = rng.uniform(-1, 1, size=(7, 6, 4))
    got = {"a": a.copy(), "b": rng.uniform(size=(7, 6, 4)), "col": rng.uniform(size=(7, 6))}
    want = {k: v.copy() for k, v in got.items()}
    ref(**want, origin={"a": (1, 0, 0), "b": (1, 0, 0), "col": (1, 0)}, domain=(5, 6, 4))
    # GT4Py's lower-level entry point: already-normalised origins and domain.
    ours.run(**got, _domain_=(5, 6, 4),
             _origin_={"a": (1, 0, 0), "b": (1, 0, 0), "col": (1, 0)}, exec_info=None)
    for k in want:
        np.testing.assert_allclose(got[k], want[k], rtol=1e-13, atol=1e-14)


@pytest.mark.parametrize("backend", ["isobar:cpu", "isobar:debug"])
def test_repeated_calls_keep_their_placements_apart(backend):
    """The plan places a (domain, origins) once and reuses it: calls that
    alternate between placements, with new arrays and scalars (Python's
    and NumPy's floats) each time, give numpy's numbers."""
    ref = gtscript.stencil(backend="numpy", definition=diffuse)
    ours = gtscript.stencil(backend=backend, definition=diffuse)
    placements = [((4, 3, 2), (2, 2, 0)), ((6, 5, 3), (2, 2, 1)), ((4, 3, 2), (3, 2, 0))]
    alphas = [0.25, np.float64(0.5), 0.75, np.float64(1.5)]
    for n in range(9):
        domain, origin = placements[n % len(placements)]
        alpha = alphas[n % len(alphas)]
        got = arrays((10, 9, 4), n, backend, ["inp", "out"])
        want = {k: np.asarray(v).copy() for k, v in got.items()}
        ref(**want, alpha=alpha, origin=origin, domain=domain)
        ours(**got, alpha=alpha, origin=origin, domain=domain, validate_args=False)
        for k in want:
            np.testing.assert_allclose(np.asarray(got[k]), want[k], rtol=1e-13, atol=1e-14,
                                       err_msg=f"call {n}, {k}")


def test_a_placement_is_refused_by_another_stencil():
    """A placement holds its stencil's names and which fields it writes
    (read-only arrays are refused for those): another stencil refuses it."""
    one = gtscript.stencil(backend="isobar:cpu", definition=diffuse)
    other = gtscript.stencil(backend="isobar:cpu", definition=edges, externals={"i_edge": I[0]})
    got = arrays((10, 9, 4), 0, "isobar:cpu", ["inp", "out"])
    one(**got, alpha=0.5, origin=(2, 2, 0), domain=(4, 3, 2), validate_args=False)
    plan = type(one)._isobar_call_
    placement = next(iter(plan.placed.values()))[-1]
    a, b = np.zeros((5, 5, 2)), np.zeros((5, 5, 2))
    other(a=a, b=b, col=np.zeros((5, 5)), origin=(1, 0, 0), domain=(4, 5, 2))
    with pytest.raises(ValueError, match="was made by stencil"):
        type(other)._isobar_call_.native.call_placed(placement, [a, b, np.zeros((5, 5))], [])


def test_gt4py_still_rejects_what_it_rejects():
    def bad(a: Field[np.float64], b: Field[np.float64]):
        with computation(PARALLEL), interval(...):
            a = a[1, 0, 0]

    with pytest.raises(Exception):
        gtscript.stencil(backend="isobar:cpu", definition=bad)
