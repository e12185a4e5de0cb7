"""Registers isobar under GT4Py's module names, for code that imports GT4Py."""

import sys
import types


def install_gt4py_shim() -> None:
    """Makes ``gt4py.cartesian.gtscript`` (and ``gt4py.gtscript``) resolve to
    ``isobar.gtscript`` and ``gt4py.storage`` to ``isobar.storage``, so that
    stencil modules written for GT4Py import unchanged. Does nothing for a
    module name that a real GT4Py already provides."""
    from . import gtscript, storage

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
    if getattr(gt4py, "__isobar_shim__", False):
        gt4py.cartesian = cartesian
        gt4py.gtscript = gtscript
        gt4py.storage = storage
        sys.modules.setdefault("gt4py.gtscript", gtscript)
        sys.modules.setdefault("gt4py.storage", storage)
    if getattr(cartesian, "__isobar_shim__", False):
        cartesian.gtscript = gtscript
        sys.modules.setdefault("gt4py.cartesian.gtscript", gtscript)
