"""`isobar.storage` layouts and the GT4Py-name shim."""

import sys

import numpy as np
import pytest

import isobar


@pytest.mark.parametrize("make", [isobar.storage.zeros, isobar.storage.ones, isobar.storage.empty])
def test_storage_is_i_contiguous_and_aligned(make):
    a = make((7, 5, 4), np.float64, backend="c", aligned_index=(3, 3, 0))
    assert isinstance(a, np.ndarray) and a.shape == (7, 5, 4)
    # I contiguous, then K, then J (GT4Py's cpu_ifirst layout).
    assert a.strides[0] == 8 and a.strides[2] > a.strides[0] and a.strides[1] > a.strides[2]
    # The point at the aligned index starts a 64-byte line, in every row.
    for j in range(5):
        for k in range(4):
            assert a[3:, j, k].__array_interface__["data"][0] % 64 == 0


def test_storage_values_and_data_dimensions():
    a = isobar.storage.full((4, 3, 2), 2.5, np.float32, backend="c")
    assert a.dtype == np.float32 and np.all(a == 2.5)
    src = np.arange(24.0).reshape(2, 3, 4)
    b = isobar.storage.from_array(src, backend="c")
    np.testing.assert_array_equal(b, src)
    v = isobar.storage.zeros((4, 3, 2, 3), backend="c", dimensions=("I", "J", "K", "0"))
    assert v.strides[0] == 8 and v.strides[3] == max(v.strides)
    d = isobar.storage.zeros((4, 3), backend="debug")
    assert d.flags.c_contiguous


def test_shim_makes_gt4py_imports_resolve_to_isobar():
    isobar.install_gt4py_shim()
    from gt4py.cartesian import gtscript
    from gt4py.cartesian.gtscript import PARALLEL, Field

    import gt4py.storage

    assert gtscript is isobar.gtscript
    assert gt4py.storage is isobar.storage
    assert PARALLEL == "PARALLEL" and Field is isobar.gtscript.Field
    assert sys.modules["gt4py.cartesian.gtscript"] is isobar.gtscript


def test_gt4py_backend_names_select_c():
    from isobar.gtscript import _backend_name

    assert _backend_name("gt:cpu_ifirst") == "c"
    assert _backend_name("numpy") == "c"
    assert _backend_name("debug") == "debug"
    assert _backend_name("opencl") == "opencl"
    with pytest.raises(ValueError, match="unknown backend 'cuda'"):
        _backend_name("cuda")


def test_gtscript_defines_every_name_the_compiler_understands():
    from isobar import _isobar, gtscript

    missing = [n for n in _isobar.GTSCRIPT_EXPORTS if not hasattr(gtscript, n)]
    assert not missing, missing
    assert len(_isobar.GTSCRIPT_EXPORTS) > 40


def test_shim_leaves_an_installed_gt4py_alone_unless_forced(tmp_path):
    import subprocess

    for sub in ("gt4py", "gt4py/next", "gt4py/cartesian"):
        (tmp_path / sub).mkdir(parents=True)
        (tmp_path / sub / "__init__.py").write_text("REAL = True\n")
    script = (
        "import sys; sys.path.insert(0, sys.argv[1]); import isobar\n"
        "print(isobar.install_gt4py_shim())\n"
        "import gt4py.cartesian; print(hasattr(gt4py.cartesian, 'gtscript'))\n"
        "print(isobar.install_gt4py_shim(force=True))\n"
        "from gt4py.cartesian import gtscript; print(gtscript is isobar.gtscript)\n"
        "import gt4py.next; print(gt4py.next.REAL)\n"
    )
    out = subprocess.run([sys.executable, "-c", script, str(tmp_path)], capture_output=True,
                         text=True, check=True).stdout.split()
    assert out == ["False", "False", "True", "True", "True"], out
