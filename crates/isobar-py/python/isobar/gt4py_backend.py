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
its own back-ends, so argument validation, storages
(``gt4py.storage.zeros(..., backend="isobar:cpu")``), origins, domains,
``exec_info`` and ``.run()`` are GT4Py's. GT4Py's build of the stencil
(``gtscript.stencil``, or a lazy stencil's first use) compiles the same
definition with isobar (once per process, cached on disk), and the
generated class's ``run`` calls it on the arrays in place.

The class's ``field_info`` (``.access``, ``.boundary``), ``parameter_info``
and ``domain_info`` are what GT4Py's own back-ends give, computed by isobar
with GT4Py's rules from the stencil it compiled: GT4Py's computation of them
(``make_args_data_from_gtir``, its GTIR passes and OIR) took most of a
model's cold build. ``ISOBAR_GT4PY_MODULE_DATA=check`` computes both and
fails the build where they differ; ``=gt4py`` uses GT4Py's.
"""

from __future__ import annotations

import hashlib
import importlib
import numbers
import os
import time
from pathlib import Path
from typing import Any, ClassVar, Dict, Optional, Tuple

import numpy as np

from gt4py.cartesian import backend as _gt_backend
from gt4py.cartesian.backend.module_generator import (
    BaseModuleGenerator,
    ModuleData,
    make_args_data_from_gtir,
)
from gt4py.cartesian.definitions import AccessKind, Boundary, DomainInfo, FieldInfo, ParameterInfo
from gt4py.cartesian.gtc import gtir as _gtir
from gt4py.cartesian.gtc.passes.gtir_definitive_assignment_analysis import (
    check as _check_assignments,
)
from gt4py.cartesian.gtc.passes.gtir_k_boundary import compute_min_k_size
from gt4py.cartesian.gtc.utils import dimension_flags_to_names
from gt4py.storage.cartesian.layout import LayoutInfo, layout_checker_factory, layout_maker_factory

from . import _recorder, _replay
from . import gtscript as _isobar_gtscript
from ._isobar import __version__ as _isobar_version
from ._isobar import backends as _isobar_backends

#: A hash of this module and of isobar's version: part of GT4Py's cache
#: validation of the stencil modules generated here.
_GENERATOR_HASH = hashlib.sha256(
    (Path(__file__).read_bytes() + _isobar_version.encode())).hexdigest()[:16]

#: I contiguous, then K, then J: the layout the C back-end runs fastest on
#: (GT4Py's layout maps give each axis its rank, the contiguous one highest).
_IFIRST = layout_maker_factory((2, 0, 1))


def _external_value(value: Any) -> Any:
    """An external as isobar takes it: a number, a boolean, an axis
    position, or a GTScript helper (``@gtscript.function``, GT4Py's or
    isobar's); `None` for values isobar cannot take."""
    if isinstance(value, (bool, numbers.Number)):
        return value.item() if hasattr(value, "item") else value
    if all(hasattr(value, a) for a in ("axis", "index", "offset")):
        axis = getattr(value.axis, "name", value.axis)
        return _isobar_gtscript._AxisIndex(str(axis), int(value.index), int(value.offset))
    if _isobar_gtscript._is_helper(value):
        return value
    return None


def _import_helper(module: str, qualname: str) -> Any:
    """The helper a stencil module names as ``("function", module,
    qualname)``, or None where it cannot be imported (a helper defined
    inside a function): the stencil is then compiled by GT4Py's build with
    the helper itself (see :meth:`_IsobarBackend._load`)."""
    try:
        value: Any = importlib.import_module(module)
        for part in qualname.split("."):
            value = getattr(value, part)
    except (ImportError, AttributeError):
        return None
    return value if _isobar_gtscript._is_helper(value) else None


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
            elif v is not None and _isobar_gtscript._is_helper(v):
                externals[name] = ("function", v.__module__, v.__qualname__)
            elif v is not None:
                externals[name] = v
        # The field types GT4Py's `dtypes` names (`tmp: MyField = 0`).
        dtypes = _isobar_gtscript._dtypes_option(self.builder.dtypes)
        return (f"_ISOBAR_EXTERNALS = {externals!r}\n"
                f"_ISOBAR_DTYPES = {dtypes!r}\n"
                f"_ISOBAR_BACKEND = {self.builder.backend.isobar_backend!r}\n"
                f"_ISOBAR_ANNOTATIONS = {_annotations(self.builder.gtir_pipeline.gtir)!r}\n")

    def generate_implementation(self) -> str:
        # Every parameter of the signature: GT4Py's IR drops those the
        # stencil never uses, isobar's call still takes them.
        args = ", ".join(f"{a.name}={a.name}" for a in self.builder.gtir.api_signature)
        return (
            "gt4py_backend.run(self, _ISOBAR_BACKEND, _ISOBAR_EXTERNALS, _domain_, _origin_, "
            f"dict({args}), _ISOBAR_ANNOTATIONS)"
        )


def _annotations(stencil_ir: Any) -> Dict[str, str]:
    """Every parameter's type as GT4Py resolved it (the definition's
    annotations, evaluated, with the stencil's ``dtypes``), written as an
    annotation isobar reads: a definition that is not at the top level of its
    module (a method of a test suite's class, a stencil inside a function)
    is compiled with these."""
    out = {}
    for decl in stencil_ir.params:
        dtype = str(decl.dtype.name).lower()
        if hasattr(decl, "dimensions"):
            axes = "".join(a for a, present in zip("IJK", decl.dimensions) if present)
            out[str(decl.name)] = _isobar_gtscript._field_annotation(
                dtype, axes, tuple(decl.data_dims))
        else:
            out[str(decl.name)] = _isobar_gtscript._scalar_annotation(dtype)
    return out


def _decode_externals(encoded: Dict[str, Any]) -> Dict[str, Any]:
    out = {}
    for name, value in encoded.items():
        if isinstance(value, tuple) and value and value[0] == "axis":
            out[name] = _isobar_gtscript._AxisIndex(value[1], value[2], value[3])
        elif isinstance(value, tuple) and value and value[0] == "function":
            helper = _import_helper(value[1], value[2])
            if helper is not None:
                out[name] = helper
        else:
            out[name] = value
    return out


def _used(info: Any) -> bool:
    """Whether GT4Py's ``field_info`` or ``parameter_info`` entry says the
    stencil reads or writes the argument."""
    if info is None:
        return False
    access = getattr(info, "access", None)
    return access is None or getattr(access, "name", str(access)) != "NONE"


def _unused_field(info: Dict[str, Any], domain: Tuple[int, int, int]) -> np.ndarray:
    """A stand-in for a field the stencil never reads nor writes, which
    GT4Py lets a call pass as None: a read-only array of the domain's shape
    that holds one element."""
    shape = [domain["IJK".index(a)] for a in info["axes"]] + list(info["data_dims"])
    return _replay.stand_in(np.broadcast_to(np.zeros((), dtype=info["dtype"]), tuple(shape)))


def run(stencil: Any, backend: str, externals: Dict[str, Any], domain: Any, origin: Dict[str, Any],
        args: Dict[str, Any], annotations: Optional[Dict[str, str]] = None) -> None:
    """The ``run`` of a stencil class GT4Py generated for an isobar back-end:
    builds the isobar stencil of the class's definition on first use, then
    calls it on the (already validated) arrays in place."""
    plan = type(stencil).__dict__.get("_isobar_call_")
    if plan is None:
        plan = _CallPlan.of(stencil, backend, externals, annotations)
    plan(domain, origin, args)


class _CallPlan:
    """How GT4Py's ``run`` arguments of one stencil class become the call of
    its isobar stencil, worked out once per class (and per domain and
    origins): a model calls the same few hundred classes thousands of times
    (NDSL's ``FrozenStencil`` calls ``run`` directly, without GT4Py's
    checks), so the call goes straight into compiled code.

    GT4Py never looks at a field the stencil neither reads nor writes (its
    ``_validate_args`` and ``_get_max_domain`` skip it, and its back-ends do
    not take it): a call may pass None or any array, of any shape and any
    number of dimensions (PyFV3 passes a 3-D array for the IJ field ``qs`` of
    ``remap_profile`` where it is not used). Such a field gets a stand-in; a
    field the stencil uses must have the dimensions of its declaration, as
    GT4Py's validation demands."""

    __slots__ = ("compiled", "native", "fields", "scalars", "placed")

    #: At most this many (domain, origins) placements are kept per class.
    MAX_PLACEMENTS = 256

    def __init__(self, stencil: Any, compiled: Any) -> None:
        self.compiled = compiled
        self.native = compiled._native
        #: Per field: its name, its number of axes, whether the stencil never uses it.
        self.fields = [(n, len(compiled._fields[n][2]), not _used(stencil.field_info.get(n)))
                       for n in compiled._field_names]
        #: Per scalar: its name, whether the stencil uses it, its dtype.
        self.scalars = [(n, _used(stencil.parameter_info.get(n)), compiled.parameter_info[n])
                        for n in compiled._scalar_names]
        #: (domain, GT4Py's origins) -> (domain, isobar's origins, stand-ins, the
        #: native placement of the fields and scalars in order, None where an
        #: origin is negative).
        self.placed: Dict[Any, Tuple[Tuple[int, int, int], Dict[str, Tuple[int, ...]],
                                     Dict[str, np.ndarray], Any]] = {}

    @classmethod
    def of(cls, stencil: Any, backend: str, externals: Dict[str, Any],
           annotations: Optional[Dict[str, str]]) -> "_CallPlan":
        """The class's plan, made (and its isobar stencil built) on first use."""
        stencil_class = type(stencil)
        compiled = stencil_class.__dict__.get("_isobar_stencil_")
        if compiled is None:
            # A class GT4Py's build did not compile (see _IsobarBackend._load).
            compiled = _isobar_gtscript.StencilObject(
                stencil_class.definition_func, backend, _decode_externals(externals),
                annotations=annotations,
                dtypes=stencil_class.run.__globals__.get("_ISOBAR_DTYPES"))
            stencil_class._isobar_stencil_ = compiled
        compiled._build()
        compiled._wait_built()
        plan = cls(stencil, compiled)
        stencil_class._isobar_call_ = plan
        return plan

    def _place(self, domain: Any, origin: Dict[str, Any]) -> Tuple[Any, ...]:
        """isobar's domain, origins and stand-ins for GT4Py's ``_domain_``
        and ``_origin_`` (GT4Py's origins are per field, data dimensions
        included; ``_all_`` stands for a field it leaves out)."""
        domain = tuple(int(d) for d in domain)
        origins: Dict[str, Tuple[int, ...]] = {}
        stand_ins: Dict[str, np.ndarray] = {}
        everywhere = origin.get("_all_")
        for n, n_axes, unused in self.fields:
            if unused:
                stand_ins[n] = _unused_field(self.compiled.field_info[n], domain)
                origins[n] = (0,) * n_axes
                continue
            given = origin.get(n, everywhere)
            origins[n] = (0,) * n_axes if given is None else \
                tuple(int(x) for x in tuple(given)[:n_axes])
        negative = any(x < 0 for o in origins.values() for x in o)
        placement = None if negative else self.native.place(
            [n for n, _, _ in self.fields], origins, [n for n, _, _ in self.scalars], domain)
        return domain, origins, stand_ins, placement

    def __call__(self, domain: Any, origin: Dict[str, Any], args: Dict[str, Any]) -> None:
        try:
            key: Any = (tuple(domain), tuple(origin.items()))
            placed = self.placed.get(key)
        except TypeError:  # unhashable entries (lists)
            key, placed = None, None
        if placed is None:
            placed = self._place(domain, origin)
            if key is not None:
                if len(self.placed) >= self.MAX_PLACEMENTS:
                    self.placed.clear()
                self.placed[key] = placed
        domain, origins, stand_ins, placement = placed
        arrays = []
        for n, _, unused in self.fields:
            if unused:
                arrays.append(stand_ins[n])
                continue
            value = args[n]
            if value is None:
                raise ValueError(f"Missing value for '{n}' field.")
            arrays.append(value)
        scalars = []
        for n, used, dtype in self.scalars:
            value = args.get(n)
            if value is None:
                # A call may leave out a parameter the stencil does not use (any
                # value of its type stands in), not one it uses.
                if used:
                    raise TypeError(f"The type of parameter '{n}' is '{type(value)}' "
                                    f"instead of '{dtype}'")
                value = dtype.type(0)
            scalars.append(value)
        if placement is None or _recorder.recording() is not None:
            # Inside an @isobar.program (recorded), or a field bound at a
            # negative origin: the isobar stencil object's own call.
            fields = {n: a for (n, _, _), a in zip(self.fields, arrays)}
            named = {n: v for (n, _, _), v in zip(self.scalars, scalars)}
            self.compiled(**fields, **named, origin=origins, domain=domain)
            return
        self.native.call_placed(placement, arrays, scalars)


class _FrontEndBuilder:
    """GT4Py's stencil builder as the module generator sees it: its
    ``gtir`` is the front end's, before GT4Py's GTIR passes (everything
    else is the builder's)."""

    def __init__(self, builder: Any):
        self._builder = builder

    @property
    def gtir(self) -> Any:
        return self._builder.gtir_pipeline.gtir

    def __getattr__(self, name: str) -> Any:
        return getattr(self._builder, name)


def _module_data(stencil_ir: Any, params: Dict[str, Any]) -> Optional[ModuleData]:
    """GT4Py's module data of a stencil (what ``make_args_data_from_gtir``
    computes), from GT4Py's GTIR as its front end made it (the parameters'
    types, the intervals) and isobar's ``gt4py_params`` (each parameter's
    access kind and boundary, computed with GT4Py's rules), for the
    parameters of GT4Py's GTIR (unused ones included, as GT4Py lists them).
    None where the two disagree on the parameters: one GT4Py has and isobar
    has not, or one only isobar has that the stencil uses."""
    names = {str(d.name) for d in stencil_ir.params}
    if not names <= set(params) or any(params[n][0] != "NONE" for n in set(params) - names):
        return None
    data = ModuleData()
    data.domain_info = DomainInfo(
        parallel_axes=("I", "J"), sequential_axis="K",
        min_sequential_axis_size=compute_min_k_size(stencil_ir), ndim=3)
    for decl in stencil_ir.params:
        name = str(decl.name)
        access_name, boundary = params[name]
        access = AccessKind[access_name]
        dtype = np.dtype(decl.dtype.name.lower())
        if isinstance(decl, _gtir.FieldDecl):
            data.field_info[name] = FieldInfo(
                access=access,
                boundary=Boundary(tuple(tuple(int(x) for x in pair) for pair in boundary)),
                axes=tuple(dimension_flags_to_names(decl.dimensions).upper()),
                data_dims=tuple(decl.data_dims), dtype=dtype)
        else:
            data.parameter_info[name] = ParameterInfo(access=access, dtype=dtype)
    data.unreferenced = sorted(n for n in names if params[n][0] == "NONE")
    return data


def _module_data_differences(ours: ModuleData, theirs: ModuleData) -> list:
    """Where two module data differ, one line each."""
    lines = []
    for what in ("domain_info", "field_info", "parameter_info", "unreferenced"):
        a, b = getattr(ours, what), getattr(theirs, what)
        if isinstance(a, dict):
            for name in sorted(set(a) | set(b)):
                if a.get(name) != b.get(name):
                    lines.append(f"{what}[{name!r}]: isobar {a.get(name)!r}, GT4Py {b.get(name)!r}")
        elif a != b:
            lines.append(f"{what}: isobar {a!r}, GT4Py {b!r}")
    return lines


#: The isobar stencils compiled in this process, by GT4Py's stencil module
#: and stencil id: GT4Py loads the class of a stencil again for every
#: ``gtscript.stencil`` call.
_COMPILED: Dict[Tuple[str, str, str], Any] = {}


class _IsobarBackend(_gt_backend.BaseBackend):
    """A GT4Py back-end that compiles and runs stencils with isobar."""

    #: GT4Py's options of its OIR optimisation pipeline: ``oir_pipeline``
    #: (GT4Py's passes, or some of them skipped: NDSL turns its
    #: ``skip_passes`` into one) and ``skip_passes`` itself. They do not
    #: apply: isobar compiles the definition with its own passes, never
    #: GT4Py's OIR, and those passes keep the stencil's results, so the
    #: options are accepted without effect, and kept out of GT4Py's stencil
    #: id (they change nothing isobar builds).
    options: ClassVar[Dict[str, Any]] = {
        "oir_pipeline": {"versioning": False, "type": object},
        "skip_passes": {"versioning": False, "type": object},
    }
    #: GT4Py counts ``alignment`` in items, not bytes (its allocator pads the
    #: contiguous axis to a multiple of ``alignment * itemsize`` bytes): 8, as
    #: GT4Py's own CPU back-ends, puts float64 rows on 64-byte lines. (64
    #: padded every row to 512 bytes: I of 262 points to 320, and made the J
    #: stride an exact multiple of the page, 1.5x slower on laplacian.)
    storage_info: ClassVar[LayoutInfo] = LayoutInfo(
        alignment=8, device="cpu", layout_map=_IFIRST,
        is_optimal_layout=layout_checker_factory(_IFIRST))
    languages: ClassVar[Dict[str, Any]] = {"computation": "c", "bindings": ["python"]}
    MODULE_GENERATOR_CLASS = _ModuleGenerator
    #: isobar's own back-end name.
    isobar_backend: ClassVar[str] = "c"

    def _compiled_key(self) -> Tuple[str, str, str]:
        # Once per build: GT4Py fingerprints the definition again for every
        # `module_path` and `stencil_id` (a second a model, cold).
        key = self.__dict__.get("_isobar_key")
        if key is None:
            key = (str(self.builder.module_path), str(self.builder.stencil_id.version),
                   self.isobar_backend)
            self._isobar_key = key
        return key

    def _isobar_stencil(self, annotations: Optional[Dict[str, str]] = None) -> Any:
        """The isobar stencil of the build's definition, checked (its errors
        raised here) and compiling on a background thread: made once per
        process and stencil id. ``annotations`` are the parameters' types
        (:func:`_annotations`; from GT4Py's GTIR when not given)."""
        key = self._compiled_key()
        compiled = _COMPILED.get(key)
        if compiled is None:
            # The externals as the build has them (helpers included), not as
            # the module spells them.
            externals = {}
            for name, value in (self.builder.externals or {}).items():
                v = _external_value(value)
                if v is not None:
                    externals[name] = v
            compiled = _isobar_gtscript.StencilObject(
                self.builder.definition, self.isobar_backend, externals,
                annotations=annotations if annotations is not None else
                _annotations(self.builder.gtir_pipeline.gtir), lazy=True,
                dtypes=self.builder.dtypes)
            # Checked now; compiled on a thread while GT4Py's caller goes on
            # (a model builds its stencils on every core, the first call waits).
            compiled._build(background=True)
            _COMPILED[key] = compiled
        return compiled

    def make_module_source(self, *, args_data: Optional[ModuleData] = None, **kwargs: Any) -> str:
        """GT4Py's stencil module, from GT4Py's front end's GTIR and the
        module data isobar computes (see the module's doc), without GT4Py's
        GTIR passes: dtype resolution, upcasting and pruning change nothing
        the module holds (its definitive-assignment warnings are still
        given). ``ISOBAR_GT4PY_MODULE_DATA`` is ``isobar`` (the default),
        ``gt4py`` (GT4Py's way) or ``check`` (both, failing where the
        modules differ)."""
        mode = os.environ.get("ISOBAR_GT4PY_MODULE_DATA", "isobar")
        if args_data is not None or mode == "gt4py":
            return super().make_module_source(args_data=args_data, **kwargs)
        stencil_ir = self.builder.gtir_pipeline.gtir
        params = self._isobar_stencil()._native.gt4py_params()
        ours = _module_data(stencil_ir, params)
        if ours is None and mode != "check":
            # GT4Py's way, its warnings included.
            return super().make_module_source(**kwargs)
        _check_assignments(stencil_ir)
        source = None if ours is None else \
            self.MODULE_GENERATOR_CLASS(_FrontEndBuilder(self.builder))(ours)
        if mode == "check":
            theirs = make_args_data_from_gtir(self.builder.gtir_pipeline)
            expected = super().make_module_source(args_data=theirs, **kwargs)
            if source != expected:
                names = {str(d.name) for d in stencil_ir.params}
                differences = [
                    f"parameters: isobar {sorted(params)}, GT4Py {sorted(names)}"
                ] if ours is None else _module_data_differences(ours, theirs) or [
                    "the module sources (same module data)"]
                raise RuntimeError(
                    f"isobar's stencil module of `{self.builder.options.name}` differs from "
                    "GT4Py's:\n  " + "\n  ".join(differences))
        return source

    def _load(self) -> Any:
        """The stencil class, its isobar stencil built now (GT4Py's build
        of the stencil, as with its own back-ends, not the first call): a
        stencil isobar refuses fails where GT4Py builds it. The C compiler
        then runs on a background thread (the first call waits for it), so
        that a model's stencils compile on every core while it constructs
        the next ones; NDSL's build-only runs still compile everything, since
        the process waits for its builds before it exits.
        ``build_info["build_time"]`` holds the seconds of the checks."""
        stencil_class = super()._load()
        if stencil_class.__dict__.get("_isobar_stencil_") is not None:
            return stencil_class
        build_info = self.builder.options.build_info
        start = time.perf_counter()
        # A module GT4Py had cached holds the annotations: its GTIR is not made.
        stencil_class._isobar_stencil_ = self._isobar_stencil(
            stencil_class.run.__globals__.get("_ISOBAR_ANNOTATIONS"))
        if build_info is not None:
            build_info["build_time"] = (build_info.get("build_time") or 0.0) + (
                time.perf_counter() - start)
        return stencil_class

    @property
    def extra_cache_info(self) -> Dict[str, Any]:
        # A stencil module GT4Py cached for another version of this
        # generator is made again.
        return {**super().extra_cache_info, "isobar_generator": _GENERATOR_HASH}

    @property
    def extra_cache_validation_keys(self):
        return [*super().extra_cache_validation_keys, "isobar_generator"]


def _register(entry: Dict[str, Any]) -> type:
    """Registers the isobar back-end ``entry`` (from the registry in Rust)
    with GT4Py under its GT4Py name, e.g. ``isobar:cpu``."""
    gt4py_name = entry["gt4py_name"]
    suffix = gt4py_name.split(":", 1)[1].capitalize()
    cls = type(f"Isobar{suffix}Backend", (_IsobarBackend,), {
        "__doc__": f"``{gt4py_name}``: {entry['summary']}.",
        "__module__": __name__,
        "name": gt4py_name,
        "isobar_backend": entry["name"],
    })
    return _gt_backend.register(cls)


#: The GT4Py back-end classes, by GT4Py name (``isobar:cpu``, ``isobar:debug``, ...).
BACKENDS = {e["gt4py_name"]: _register(e) for e in _isobar_backends() if e["gt4py_name"]}
