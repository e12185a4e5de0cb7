"""isobar as a back-end of the real GT4Py (``gt4py==1.2.3``).

``import isobar`` registers ``isobar:cpu`` (and ``isobar:debug``, the
reference interpreter; ``isobar:opencl``; ``isobar:fortran``) in GT4Py's
back-end registry when GT4Py is installed,
so that unchanged GT4Py code runs on isobar::

    from gt4py.cartesian import gtscript
    import isobar  # noqa: F401

    @gtscript.stencil(backend="isobar:cpu")
    def copy(a: gtscript.Field[float], b: gtscript.Field[float]):
        ...

GT4Py parses and checks the definition and builds the stencil class as for
its own back-ends, so ``field_info`` (``.access``, ``.boundary``),
``domain_info``, ``parameter_info``, argument validation, storages
(``gt4py.storage.zeros(..., backend="isobar:cpu")``), origins, domains,
``exec_info`` and ``.run()`` are GT4Py's. The generated class's ``run``
compiles the same definition with isobar (once per process, cached on disk)
and calls it on the arrays in place.
"""

from __future__ import annotations

import hashlib
import numbers
from pathlib import Path
from typing import Any, ClassVar, Dict

from gt4py.cartesian import backend as _gt_backend
from gt4py.cartesian.backend.module_generator import BaseModuleGenerator
from gt4py.storage.cartesian.layout import LayoutInfo, layout_checker_factory, layout_maker_factory

from . import gtscript as _isobar_gtscript
from ._isobar import __version__ as _isobar_version

#: A hash of this module and of isobar's version: part of GT4Py's cache
#: validation of the stencil modules generated here.
_GENERATOR_HASH = hashlib.sha256(
    (Path(__file__).read_bytes() + _isobar_version.encode())).hexdigest()[:16]

#: I contiguous, then K, then J: the layout the C back-end runs fastest on
#: (GT4Py's layout maps give each axis its rank, the contiguous one highest).
_IFIRST = layout_maker_factory((2, 0, 1))


def _external_value(value: Any) -> Any:
    """An external as isobar takes it: a number, a boolean, or an axis
    position; `None` for values isobar cannot take (GT4Py functions, which
    the definition reaches through its own module anyway)."""
    if isinstance(value, (bool, numbers.Number)):
        return value.item() if hasattr(value, "item") else value
    if all(hasattr(value, a) for a in ("axis", "index", "offset")):
        axis = getattr(value.axis, "name", value.axis)
        return _isobar_gtscript._AxisIndex(str(axis), int(value.index), int(value.offset))
    return None


class _ModuleGenerator(BaseModuleGenerator):
    """The stencil class module: GT4Py's template, with a ``run`` that calls isobar."""

    def generate_imports(self) -> str:
        return "\n".join([super().generate_imports(), "from isobar import gt4py_backend"])

    def generate_module_members(self) -> str:
        externals = {}
        for name, value in (self.builder.externals or {}).items():
            v = _external_value(value)
            if isinstance(v, _isobar_gtscript._AxisIndex):
                externals[name] = ("axis", v.axis, v.index, v.offset)
            elif v is not None:
                externals[name] = v
        return f"_ISOBAR_EXTERNALS = {externals!r}\n_ISOBAR_BACKEND = {self.builder.backend.isobar_backend!r}\n"

    def generate_implementation(self) -> str:
        # Every parameter of the signature: GT4Py's IR drops those the
        # stencil never uses, isobar's call still takes them.
        args = ", ".join(f"{a.name}={a.name}" for a in self.builder.gtir.api_signature)
        return (
            "gt4py_backend.run(self, _ISOBAR_BACKEND, _ISOBAR_EXTERNALS, _domain_, _origin_, "
            f"dict({args}))"
        )


def _decode_externals(encoded: Dict[str, Any]) -> Dict[str, Any]:
    out = {}
    for name, value in encoded.items():
        if isinstance(value, tuple) and value and value[0] == "axis":
            out[name] = _isobar_gtscript._AxisIndex(value[1], value[2], value[3])
        else:
            out[name] = value
    return out


def run(stencil: Any, backend: str, externals: Dict[str, Any], domain: Any, origin: Dict[str, Any],
        args: Dict[str, Any]) -> None:
    """The ``run`` of a stencil class GT4Py generated for an isobar back-end:
    builds the isobar stencil of the class's definition on first use, then
    calls it on the (already validated) arrays in place."""
    cls = type(stencil)
    compiled = cls.__dict__.get("_isobar_stencil_")
    if compiled is None:
        compiled = _isobar_gtscript.StencilObject(
            cls.definition_func, backend, _decode_externals(externals))
        cls._isobar_stencil_ = compiled
    compiled._build()
    fields = {n: args[n] for n in compiled._field_names}
    scalars = {n: args[n] for n in compiled._scalar_names if args.get(n) is not None}
    origins = {}
    for name in fields:
        axes = compiled.field_info[name]["axes"]
        given = origin.get(name, origin.get("_all_", (0,) * len(axes)))
        origins[name] = tuple(int(x) for x in tuple(given)[:len(axes)])
    compiled(**fields, **scalars, origin=origins, domain=tuple(int(d) for d in domain))


class _IsobarBackend(_gt_backend.BaseBackend):
    """A GT4Py back-end that compiles and runs stencils with isobar."""

    options: ClassVar[Dict[str, Any]] = {}
    storage_info: ClassVar[LayoutInfo] = LayoutInfo(
        alignment=64, device="cpu", layout_map=_IFIRST,
        is_optimal_layout=layout_checker_factory(_IFIRST))
    languages: ClassVar[Dict[str, Any]] = {"computation": "c", "bindings": ["python"]}
    MODULE_GENERATOR_CLASS = _ModuleGenerator
    #: isobar's own back-end name.
    isobar_backend: ClassVar[str] = "c"

    @property
    def extra_cache_info(self) -> Dict[str, Any]:
        # A stencil module GT4Py cached for another version of this
        # generator is made again.
        return {**super().extra_cache_info, "isobar_generator": _GENERATOR_HASH}

    @property
    def extra_cache_validation_keys(self):
        return [*super().extra_cache_validation_keys, "isobar_generator"]


@_gt_backend.register
class IsobarCpuBackend(_IsobarBackend):
    """``isobar:cpu``: generated C with OpenMP, compiled by the system compiler."""

    name = "isobar:cpu"
    isobar_backend = "c"


@_gt_backend.register
class IsobarDebugBackend(_IsobarBackend):
    """``isobar:debug``: isobar's reference interpreter."""

    name = "isobar:debug"
    isobar_backend = "debug"


@_gt_backend.register
class IsobarOpenClBackend(_IsobarBackend):
    """``isobar:opencl``: OpenCL C kernels, run by the machine's OpenCL
    platform (PoCL on CPUs, or a GPU's); fields are copied to the device and
    back at every call."""

    name = "isobar:opencl"
    isobar_backend = "opencl"


@_gt_backend.register
class IsobarFortranBackend(_IsobarBackend):
    """``isobar:fortran``: Fortran 2008 with OpenMP, compiled by gfortran."""

    name = "isobar:fortran"
    isobar_backend = "fortran"
