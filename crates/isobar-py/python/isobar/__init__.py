"""isobar: GTScript stencils compiled to C/OpenMP and run on NumPy arrays in place.

``from isobar import gtscript`` is a drop-in for ``gt4py.cartesian.gtscript``;
``isobar.install_gt4py_shim()`` lets unchanged code that imports
``gt4py.cartesian.gtscript`` (and ``gt4py.storage``) use isobar instead.
"""

from ._isobar import GTScriptError, __version__
from . import gtscript, storage
from ._shim import install_gt4py_shim

__all__ = ["GTScriptError", "gtscript", "install_gt4py_shim", "storage", "__version__"]
