"""Registers isobar under GT4Py's module names, for code that imports GT4Py."""

import importlib
import importlib.util
import sys
import types


def _real_gt4py_installed() -> bool:
    existing = sys.modules.get("gt4py")
    if existing is not None:
        return not getattr(existing, "__isobar_shim__", False)
    try:
        return importlib.util.find_spec("gt4py") is not None
    except (ImportError, ValueError):
        return False


def install_gt4py_shim(force: bool = False) -> bool:
    """Makes ``gt4py.cartesian.gtscript`` (and ``gt4py.gtscript``) resolve to
    ``isobar.gtscript`` and ``gt4py.storage`` to ``isobar.storage``, so that
    stencil modules written for GT4Py import unchanged.

    Where a real GT4Py is installed nothing changes unless ``force`` is set;
    then only its ``cartesian.gtscript`` and ``storage`` are replaced and the
    rest of GT4Py (``gt4py.next``, ...) stays importable. Returns True if
    isobar now stands in for GT4Py."""
    from . import gtscript, storage

    if _real_gt4py_installed():
        if not force:
            return False
        cartesian = importlib.import_module("gt4py.cartesian")
        cartesian.gtscript = gtscript
        sys.modules["gt4py.cartesian.gtscript"] = gtscript
        sys.modules["gt4py.storage"] = storage
        sys.modules["gt4py"].storage = storage
        return True

    def module(name: str) -> types.ModuleType:
        existing = sys.modules.get(name)
        if existing is not None:
            return existing
        m = types.ModuleType(name)
        m.__path__ = []  # a package, so that submodules can be imported
        m.__isobar_shim__ = True
        sys.modules[name] = m
        return m

    gt4py = module("gt4py")
    cartesian = module("gt4py.cartesian")
    gt4py.cartesian = cartesian
    gt4py.gtscript = gtscript
    gt4py.storage = storage
    cartesian.gtscript = gtscript
    sys.modules["gt4py.gtscript"] = gtscript
    sys.modules["gt4py.storage"] = storage
    sys.modules["gt4py.cartesian.gtscript"] = gtscript
    return True
