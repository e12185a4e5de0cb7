"""isobar: GTScript stencils compiled to C/OpenMP and run on NumPy arrays in place.

``from isobar import gtscript`` is a drop-in for ``gt4py.cartesian.gtscript``;
``isobar.install_gt4py_shim()`` lets unchanged code that imports
``gt4py.cartesian.gtscript`` (and ``gt4py.storage``) use isobar instead. With
the real GT4Py installed, importing isobar registers the GT4Py back-ends
``isobar:cpu`` and ``isobar:debug`` (and ``isobar:opencl``, ``isobar:fortran``).
"""

from ._isobar import GTScriptError, __version__
from . import gtscript, storage
from .gtscript import GTScriptNotImplementedError
from ._shim import _real_gt4py_installed, install_gt4py_shim

from ._program import program
from ._replay import callback
from .halo import HaloUpdater
from ._global_sum import global_sum
from . import _ndsl

# NDSL's orchestration runs on isobar for isobar's back-ends (``_ndsl.py``).
_ndsl.install()

if _real_gt4py_installed():
    # With the real GT4Py installed, isobar is also one of its back-ends:
    # gtscript.stencil(backend="isobar:cpu") (or "isobar:debug"). A GT4Py
    # without the back-end registry of 1.2.3 is left alone.
    try:
        from . import gt4py_backend  # noqa: F401
    except ImportError:
        pass

__all__ = ["GTScriptError", "GTScriptNotImplementedError", "HaloUpdater", "callback", "global_sum", "gtscript", "install_gt4py_shim", "program", "storage", "__version__"]
