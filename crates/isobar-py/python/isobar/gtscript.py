"""GT4Py's ``gtscript`` names, backed by isobar.

Stencil definitions are never executed in Python: ``stencil`` hands the
source of the definition's module to isobar, which parses, checks, optimises
and compiles it. The names here exist so that GTScript modules import and
their annotations evaluate, exactly as with GT4Py.
"""

from __future__ import annotations

import concurrent.futures
import operator
import builtins as _builtins
import inspect
import os
import sys
import time
from typing import Any, Callable, Dict, List, Optional, Tuple

import numpy as np

from ._isobar import GTScriptError, NativeStencil, backends as _backends
from . import _recorder
from ._line_uses import _user_frame
from ._definition import (
    _SKIPPED_MODULES, _as_python_number, _constants, _definition_source,
    _function_externals, _is_helper, _is_top_level, _live_module_constants, _search_path,
)
# GT4Py's back-end (gt4py_backend.py) writes annotations as the compiler reads them.
from ._definition import _field_annotation, _scalar_annotation  # noqa: F401

__all__ = [
    "Field", "GlobalTable", "IJK", "IJ", "IK", "JK", "I", "J", "K", "PARALLEL", "FORWARD", "BACKWARD",
    "computation", "interval", "horizontal", "region", "function", "lazy_function",
    "stencil", "lazy_stencil", "__INLINED", "compile_assert", "StencilObject",
    "GTScriptError",
    "GTScriptNotImplementedError",
]


# --- Axes, orders and field types -------------------------------------------------

class _AxisIndex:
    """A position on an axis, such as ``I[0] + 1`` (region and interval bounds)."""

    def __init__(self, axis: str, index: int, offset: int = 0):
        self.axis, self.index, self.offset = axis, index, offset

    def __add__(self, n: int) -> "_AxisIndex":
        return _AxisIndex(self.axis, self.index, self.offset + n)

    def __sub__(self, n: int) -> "_AxisIndex":
        return _AxisIndex(self.axis, self.index, self.offset - n)

    def __repr__(self) -> str:
        sign = f" + {self.offset}" if self.offset > 0 else f" - {-self.offset}" if self.offset else ""
        return f"{self.axis}[{self.index}]{sign}"


class _Axis:
    """``I``, ``J`` or ``K``: ``I[0]`` is the first point of the compute domain."""

    def __init__(self, name: str):
        self.name = name

    def __getitem__(self, index: int) -> _AxisIndex:
        return _AxisIndex(self.name, index)

    def __repr__(self) -> str:
        return self.name


I, J, K = _Axis("I"), _Axis("J"), _Axis("K")


class _Axes(tuple):
    """A set of axes a field has (``IJK``, ``IJ``, ``K``...)."""

    def __repr__(self) -> str:
        return "".join(a.name for a in self)


IJK, IJ, IK, JK = _Axes((I, J, K)), _Axes((I, J)), _Axes((I, K)), _Axes((J, K))

PARALLEL, FORWARD, BACKWARD = "PARALLEL", "FORWARD", "BACKWARD"


class _FieldDescriptor:
    def __init__(self, args: Any):
        self.args = args

    def __repr__(self) -> str:
        return f"Field[{self.args!r}]"


class _FieldMeta(type):
    def __getitem__(cls, args: Any) -> _FieldDescriptor:
        return _FieldDescriptor(args)


class Field(metaclass=_FieldMeta):
    """``Field[np.float64]``, ``Field[IJ, float]``, ``Field[(np.float64, (3,))]``."""


class _GlobalTableMeta(type):
    def __getitem__(cls, args: Any) -> _FieldDescriptor:
        return _FieldDescriptor(args)


class GlobalTable(metaclass=_GlobalTableMeta):
    """``GlobalTable[(np.float64, (n, m))]``: an array with data dimensions
    only, read inside a stencil as ``table.A[i, j]``."""


def _not_in_python(name: str) -> Callable[..., Any]:
    def placeholder(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError(f"gtscript.{name} is only meaningful inside a stencil definition")

    placeholder.__name__ = name
    return placeholder


computation = _not_in_python("computation")
interval = _not_in_python("interval")
horizontal = _not_in_python("horizontal")


class _Region:
    def __getitem__(self, index: Any) -> Any:
        return index


region = _Region()


def __INLINED(value: Any) -> Any:  # noqa: N802 (GT4Py's name)
    return value


def compile_assert(condition: Any) -> None:
    """Checked at compile time by isobar; a no-op in Python."""


# Math builtins and casts, for imports (inside stencils isobar gives them meaning).
abs = np.abs  # noqa: A001
min = np.minimum  # noqa: A001
max = np.maximum  # noqa: A001
mod = np.mod
sin, cos, tan = np.sin, np.cos, np.tan
sinh, cosh, tanh = np.sinh, np.cosh, np.tanh
asin, acos, atan = np.arcsin, np.arccos, np.arctan
asinh, acosh, atanh = np.arcsinh, np.arccosh, np.arctanh
sqrt, exp, log, log10, cbrt = np.sqrt, np.exp, np.log, np.log10, np.cbrt
isfinite, isinf, isnan = np.isfinite, np.isinf, np.isnan
floor, ceil, trunc = np.floor, np.ceil, np.trunc
round = np.round  # noqa: A001
int32, int64, float32, float64 = np.int32, np.int64, np.float32, np.float64


def gamma(x: Any) -> Any:
    import math

    return math.gamma(x)


def erf(x: Any) -> Any:
    import math

    return math.erf(x)


def erfc(x: Any) -> Any:
    import math

    return math.erfc(x)


def round_away_from_zero(x: Any) -> Any:
    return np.sign(x) * np.floor(np.abs(x) + 0.5)


# --- Helpers ------------------------------------------------------------------------

def function(func: Callable[..., Any]) -> Callable[..., Any]:
    """Marks a GTScript helper, inlined where stencils call it."""
    func.__gtscript_function__ = True
    return func


def lazy_function(*, before_annotation: Optional[Callable[[Callable[..., Any]], None]] = None,
                  after_annotation: Optional[Callable[[Callable[..., Any]], None]] = None
                  ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``@gtscript.lazy_function()``: GT4Py's decorator for helpers it
    annotates on first use. isobar reads every helper when a stencil uses
    it, so the hooks run once, here, around the marking."""

    def decorate(func: Callable[..., Any]) -> Callable[..., Any]:
        if before_annotation is not None:
            before_annotation(func)
        function(func)
        if after_annotation is not None:
            after_annotation(func)
        return func

    return decorate


# --- Stencils -----------------------------------------------------------------------

#: GT4Py back-end names that run on isobar's C back-end.
_GT4PY_CPU_BACKENDS = {"numpy", "gt:cpu_ifirst", "gt:cpu_kfirst", "dace:cpu", "gt:cpu"}


#: isobar's back-ends that run from Python (those it registers with GT4Py;
#: not CUDA, which compiles only), by their own names and by their GT4Py
#: names (``isobar:cpu``), from the registry in Rust.
_BACKEND_NAMES = {
    **{b["name"]: b["name"] for b in _backends() if b["gt4py_name"]},
    **{b["gt4py_name"]: b["name"] for b in _backends() if b["gt4py_name"]},
}


def _backend_name(backend: Optional[str]) -> str:
    if backend is None or backend in _GT4PY_CPU_BACKENDS:
        return "c"
    if backend in _BACKEND_NAMES:
        return _BACKEND_NAMES[backend]
    names = ", ".join(repr(b["name"]) for b in _backends() if b["gt4py_name"])
    raise ValueError(f"unknown backend {backend!r}: isobar has {names} "
                     f"(GT4Py's CPU back-end names select 'c'; 'isobar:cpu' and the other GT4Py "
                     f"names of isobar select theirs)")


def stencil(backend: Any = None, definition: Optional[Callable[..., Any]] = None, *,
            externals: Optional[Dict[str, Any]] = None, rebuild: bool = False,
            name: Optional[str] = None, dtypes: Optional[Dict[Any, Any]] = None,
            **kwargs: Any) -> Any:
    """Compiles a stencil: ``@stencil(backend="c", externals={...})`` as a
    decorator, ``stencil("c", definition, externals=...)`` as a function.

    ``rebuild`` is accepted for GT4Py compatibility: isobar's cache is keyed
    by the generated code, so a changed stencil is always rebuilt."""
    if callable(backend) and definition is None:
        definition, backend = backend, None
    backend = _backend_name(backend)

    def build(func: Callable[..., Any]) -> "StencilObject":
        return StencilObject(func, backend, externals or {}, name=name, options=kwargs,
                             dtypes=dtypes)

    return build(definition) if definition is not None else build


def lazy_stencil(backend: Any = None, definition: Optional[Callable[..., Any]] = None, *,
                 externals: Optional[Dict[str, Any]] = None, rebuild: bool = False,
                 name: Optional[str] = None, dtypes: Optional[Dict[Any, Any]] = None,
                 **kwargs: Any) -> Any:
    """Like :func:`stencil`, compiling on first use."""
    if callable(backend) and definition is None:
        definition, backend = backend, None
    backend = _backend_name(backend)

    def build(func: Callable[..., Any]) -> "StencilObject":
        return StencilObject(func, backend, externals or {}, name=name, options=kwargs, lazy=True,
                             dtypes=dtypes)

    return build(definition) if definition is not None else build


class GTScriptNotImplementedError(GTScriptError, NotImplementedError):
    """A stencil that uses a GTScript feature isobar does not implement,
    one GT4Py's numpy back-end lacks too and refuses with a
    ``NotImplementedError`` (runtime interval bounds): caught as either."""


#: The diagnostic codes of features isobar does not implement, as GT4Py's
#: numpy back-end does not (it raises ``NotImplementedError`` for them).
_NOT_IMPLEMENTED_CODES = frozenset({"runtime-interval-bound"})


def _build_error(e: GTScriptError) -> GTScriptError:
    """The exception for the diagnostics of a failed build: a
    :class:`GTScriptNotImplementedError` where every error is a feature
    isobar does not implement, else a :class:`GTScriptError`."""
    codes = set(getattr(e, "codes", ()) or ())
    if codes and codes <= _NOT_IMPLEMENTED_CODES:
        return GTScriptNotImplementedError(str(e))
    return GTScriptError(str(e))


def _field_type(value: Any) -> Optional[Tuple[str, str, Tuple[int, ...]]]:
    """``(dtype, axes, data_dims)`` of a field type given as an object:
    GT4Py's field descriptor or isobar's ``Field[...]``; None for anything
    else (a dtype)."""
    if all(hasattr(value, a) for a in ("dtype", "axes", "data_dims")):
        axes = "".join(str(getattr(a, "name", a)) for a in value.axes)
        return np.dtype(value.dtype).name, axes, tuple(int(d) for d in (value.data_dims or ()))
    if not isinstance(value, _FieldDescriptor):
        return None
    args = value.args
    axes = "IJK"
    if isinstance(args, tuple) and len(args) == 2 and (
            isinstance(args[0], (_Axes, _Axis))):
        axes = "".join(a.name for a in (args[0] if isinstance(args[0], _Axes) else (args[0],)))
        args = args[1]
    dims: Tuple[int, ...] = ()
    if isinstance(args, tuple) and len(args) == 2:
        args, shape = args
        dims = tuple(int(d) for d in (shape if isinstance(shape, tuple) else (shape,)))
    return np.dtype(args).name, axes, dims


def _dtypes_option(dtypes: Optional[Dict[Any, Any]]) -> Dict[str, Tuple[str, str, Tuple[int, ...]]]:
    """The field types that GT4Py's ``dtypes`` option names (``{"MyField":
    Field[IJ, np.float64]}``), which annotations of temporaries may use, as
    isobar's compiler takes them."""
    if dtypes is None:
        return {}
    if not isinstance(dtypes, dict):
        raise ValueError(f"Invalid 'dtypes' dictionary ('{dtypes}')")
    out = {}
    for name, value in dtypes.items():
        if not isinstance(name, str):
            continue
        if (isinstance(value, tuple) and len(value) == 3 and isinstance(value[0], str)
                and isinstance(value[1], str)):
            # Already in this form (GT4Py's back-end passes it so).
            out[name] = (value[0], value[1], tuple(int(d) for d in value[2]))
            continue
        try:
            field_type = _field_type(value)
        except (TypeError, ValueError) as e:
            raise ValueError(f"Invalid 'dtypes' entry '{name}' ({value!r}): {e}") from None
        if field_type is not None:
            out[name] = field_type
    return out


def _index_tuple(value: Any, what: str) -> Tuple[int, ...]:
    """`value` as a tuple of integers, refusing fractions (`0.9` is not the
    index 0) as GT4Py refuses them: ``ValueError: Invalid 'origin' value``."""
    try:
        return tuple(operator.index(x) for x in value)
    except TypeError:
        raise ValueError(f"Invalid {what} value ({value!r}): entries must be integers") from None


#: The threads that run the C compiler for builds in the background.
_BUILDS: Optional[concurrent.futures.ThreadPoolExecutor] = None


def _build_pool() -> concurrent.futures.ThreadPoolExecutor:
    """The pool of background builds: ``ISOBAR_BUILD_JOBS`` threads, else one
    per core this process may run on. Processes that build the same code
    (MPI ranks) share it through the cache's lock: one compiles, the others
    wait and load it."""
    global _BUILDS
    if _BUILDS is None:
        given = os.environ.get("ISOBAR_BUILD_JOBS", "")
        if given.isdigit() and int(given) > 0:
            jobs = int(given)
        elif hasattr(os, "sched_getaffinity"):
            jobs = len(os.sched_getaffinity(0))
        else:
            jobs = os.cpu_count() or 1
        _BUILDS = concurrent.futures.ThreadPoolExecutor(
            max_workers=jobs, thread_name_prefix="isobar-build")
    return _BUILDS


class StencilObject:
    """A compiled stencil, called like GT4Py's: ``st(*fields_and_scalars,
    origin=..., domain=..., validate_args=True, exec_info=None)``."""

    def __init__(self, definition: Callable[..., Any], backend: str, externals: Dict[str, Any],
                 name: Optional[str] = None, options: Optional[Dict[str, Any]] = None,
                 lazy: bool = False, annotations: Optional[Dict[str, str]] = None,
                 dtypes: Optional[Dict[Any, Any]] = None):
        # A definition under a decorator of the model's (`functools.wraps`,
        # e.g. NDSL's `mark_untested`): the function as written, in its file.
        definition = inspect.unwrap(definition)
        self.definition = definition
        self.backend = backend
        self.externals = {k: _as_python_number(v) for k, v in externals.items()}
        self.options = options or {}
        # Parameter annotations (source) for a definition not at the top
        # level of its module: GT4Py's resolved types, from its back-end.
        self._annotations = annotations
        # GT4Py's `dtypes`: the field types it names, for annotations.
        self._dtypes = _dtypes_option(dtypes)
        self.__name__ = name or definition.__name__
        self.__doc__ = definition.__doc__
        self._native: Optional[NativeStencil] = None
        # The compilation running in the background, if any (see _build).
        self._compiling: Optional[concurrent.futures.Future] = None
        self._build_time = 0.0
        if not lazy:
            self._build()

    def _build(self, background: bool = False) -> NativeStencil:
        """Checks the definition and builds its code. With `background`,
        the definition is checked now (its errors raised here) and the C
        compiler runs on a thread of :func:`_build_pool` while the caller
        goes on; the first call waits for it (GT4Py's build of a stencil,
        so that a model's many stencils compile on every core)."""
        if self._native is not None:
            return self._native
        start = time.perf_counter()
        source, file_name, helpers = _definition_source(self.definition, self._annotations)
        constants = _constants(self.definition)
        with_modules = _is_top_level(self.definition) and os.path.isfile(file_name)
        # Externals that are GTScript helpers are passed by name (see
        # _function_externals); the others are values.
        function_externals, appended, own = _function_externals(
            self.definition, self.externals, source, file_name, with_modules,
            inlined=[a for a, _ in helpers])
        source += appended
        for helper in own:
            # The constants the stencil's own helpers read, where the
            # definition does not give the name another value.
            constants = {**_constants(helper), **constants}
        externals = {k: v for k, v in self.externals.items() if not _is_helper(v)}
        try:
            modules: Dict[str, Any] = {}
            if with_modules:
                # The compiler reads the modules the file imports itself.
                modules = dict(file_path=file_name, python_path=_search_path(),
                               skip_modules=_SKIPPED_MODULES,
                               module_constants=_live_module_constants)
            if function_externals:
                modules["function_externals"] = function_externals
            if self._dtypes:
                modules["dtypes"] = self._dtypes
            native = NativeStencil.build(source, file_name, stencil=self.definition.__name__,
                                         externals=externals, constants=constants,
                                         backend=self.backend, **modules)
        except GTScriptError as e:
            # Raised here, not from the Rust frames: the message is the diagnostic.
            raise _build_error(e) from None
        if background:
            self._compiling = _build_pool().submit(native.compile)
        else:
            native.compile()
        self._native = native
        self._build_time = time.perf_counter() - start
        params = native.params
        self._params = [p[0] for p in params]
        self._fields = {p[0]: p for p in params if p[2] is not None}
        self._scalars = {p[0]: p for p in params if p[2] is None}
        self._field_names = list(self._fields)
        signature = inspect.signature(self.definition)
        # Scalars with a default value may be omitted: isobar uses the default.
        self._defaults = {n for n, p in signature.parameters.items()
                          if p.default is not inspect.Parameter.empty}
        self._scalar_names = list(self._scalars)
        self._origin_cache: Dict[Any, Dict[str, Tuple[int, ...]]] = {}
        return native

    def _wait_built(self) -> None:
        """Waits for the compilation running in the background, raising its
        error if it failed."""
        future, self._compiling = self._compiling, None
        if future is None:
            return
        try:
            self._build_time += future.result()
        except GTScriptError as e:
            raise _build_error(e) from None

    # --- introspection ---------------------------------------------------------

    @property
    def field_info(self) -> Dict[str, Dict[str, Any]]:
        """Per field: dtype, axes, data dimensions and the halo it needs."""
        self._build()
        return {n: {"dtype": np.dtype(p[1]), "axes": p[2], "data_dims": p[3], "boundary": p[4]}
                for n, p in self._fields.items()}

    @property
    def parameter_info(self) -> Dict[str, np.dtype]:
        """Per scalar parameter: its dtype."""
        self._build()
        return {n: np.dtype(p[1]) for n, p in self._scalars.items()}

    def generate(self) -> str:
        """The generated C source (``backend="c"``)."""
        return self._build().generate()

    def explain(self) -> List[str]:
        """What the optimisation passes and the loop schedule did."""
        return self._build().explain()

    @property
    def build_time(self) -> float:
        """Seconds from source to loaded library (or cache hit)."""
        return self._build_time

    # --- calls ----------------------------------------------------------------

    def __call__(self, *args: Any, origin: Any = None, domain: Any = None,
                 validate_args: bool = True, exec_info: Optional[Dict[str, Any]] = None,
                 **kwargs: Any) -> None:
        call_start = time.perf_counter() if exec_info is not None else 0.0
        native = self._native if self._native is not None else self._build()
        if self._compiling is not None:
            self._wait_built()
        params = self._params
        if kwargs or len(args) != len(params):
            values = self._bind(args, kwargs)
        else:
            values = dict(zip(params, args))
        fields = {n: values[n] for n in self._field_names}
        scalars = {n: values[n] for n in self._scalar_names if n in values}
        if validate_args:
            for n, a in fields.items():
                if not isinstance(a, np.ndarray):
                    raise TypeError(f"field `{n}` must be a NumPy array (isobar writes in place "
                                    f"and never copies), not {type(a).__name__}")
        if isinstance(origin, dict):
            # GT4Py passes one dict per call, the same few again and again.
            try:
                key: Any = ("per field", tuple(origin.items()))
                origins = self._origin_cache.get(key)
            except TypeError:  # unhashable entries (lists)
                key, origins = None, None
            if origins is None:
                origins = self._origins(fields, origin)
                if key is not None and len(self._origin_cache) < 1024:
                    self._origin_cache[key] = origins
        else:
            # Origins given as one tuple (or none) depend only on the stencil.
            if origin is not None and not isinstance(origin, tuple):
                origin = _index_tuple(origin, "origin")
            origins = self._origin_cache.get(origin)
            if origins is None:
                origins = self._origins(fields, origin)
                self._origin_cache[origin if origin is None else tuple(origin)] = origins
        if domain is None:
            domain = self._default_domain(fields, origins)
        elif type(domain) is not tuple or len(domain) != 3:
            domain = tuple(int(d) for d in domain)
            if len(domain) != 3:
                raise ValueError(f"domain must have 3 entries (I, J, K), got {domain}")
        negative = any(x < 0 for o in origins.values() for x in o)
        recorder = _recorder.recording()
        if recorder is not None:
            if not negative:
                # Inside an @isobar.program: recorded, run when the program returns.
                recorder.calls.append((native, fields, scalars, origins, tuple(domain)))
                return
            # A program's calls bind arrays at non-negative origins: this
            # one runs now, after the pending calls.
            recorder.flush(_user_frame(sys._getframe(1)),
                           f"this stencil call has a negative origin ({origins})")
        run_start = time.perf_counter() if exec_info is not None else 0.0
        if negative:
            self._call_with_negative_origins(native, fields, scalars, origins, domain)
        else:
            native.call(fields, scalars, origins, domain)
        if exec_info is not None:
            run_end = time.perf_counter()
            exec_info.update({
                "call_start_time": call_start,
                "run_start_time": run_start,
                "run_end_time": run_end,
                "call_end_time": time.perf_counter(),
                "build_time": self._build_time,
                "backend": self.backend,
                "domain": domain,
                "origin": dict(origins),
            })

    def _call_with_negative_origins(self, native: NativeStencil, fields: Dict[str, Any],
                                    scalars: Dict[str, Any], origins: Dict[str, Tuple[int, ...]],
                                    domain: Any) -> None:
        """A call where some origin is negative, as GT4Py allows along an
        axis where the stencil accesses the field only after the origin (a
        field read at ``[1, 0, 0]`` only may have the origin ``-1`` along I):
        every access stays inside the array. isobar's code indexes from an
        origin inside the array, so such a field is passed as a copy with
        room in front (never accessed), and copied back where the stencil
        writes it."""
        lowest = native.lowest_accesses(tuple(int(d) for d in domain))
        written = {n for n, p in self._fields.items() if p[5]}
        fields = dict(fields)
        shifted = dict(origins)
        copies = []
        for n, o in origins.items():
            if not any(x < 0 for x in o):
                continue
            low = lowest.get(n, [0] * len(o))
            if any(x < 0 and x + lo < 0 for x, lo in zip(o, low)):
                raise ValueError(f"Origin for field `{n}` too small. Must be at least "
                                 f"{tuple(-lo for lo in low)}, is {tuple(o)}")
            array = fields[n]
            if not isinstance(array, np.ndarray):
                raise TypeError(f"field `{n}` must be a NumPy array, not {type(array).__name__}")
            for m, other in fields.items():
                if m != n and (n in written or m in written) and np.may_share_memory(array, other):
                    raise ValueError(
                        f"field `{n}` has a negative origin {tuple(o)}, for which isobar runs "
                        f"the stencil on a copy of it, and shares memory with field `{m}` where "
                        "the stencil writes one of them; pass arrays that do not overlap")
            pads = [_builtins.max(0, -x) for x in o]
            shape = tuple(s + (pads[a] if a < len(pads) else 0) for a, s in enumerate(array.shape))
            padded = np.zeros(shape, dtype=array.dtype)
            inner = tuple(slice(p, None) for p in pads)
            padded[inner] = array
            fields[n] = padded
            shifted[n] = tuple(x + p for x, p in zip(o, pads))
            if n in written:
                copies.append((array, padded, inner))
        native.call(fields, scalars, shifted, domain)
        for array, padded, inner in copies:
            array[...] = padded[inner]

    def _bind(self, args: Tuple[Any, ...], kwargs: Dict[str, Any]) -> Dict[str, Any]:
        """Arguments by parameter name, as Python binds a call's arguments."""
        if len(args) > len(self._params):
            raise TypeError(f"{self.__name__}() takes {len(self._params)} arguments "
                            f"but {len(args)} were given")
        values = dict(zip(self._params, args))
        for k, v in kwargs.items():
            if k in values:
                raise TypeError(f"{self.__name__}() got multiple values for argument '{k}'")
            if k not in self._fields and k not in self._scalars:
                raise TypeError(f"{self.__name__}() got an unexpected argument '{k}'")
            values[k] = v
        missing = [p for p in self._params
                   if p not in values and not (p in self._scalars and p in self._defaults)]
        if missing:
            raise TypeError(f"{self.__name__}() is missing argument(s): {', '.join(missing)}")
        return values

    def _spatial(self, name: str) -> str:
        return self._fields[name][2]

    def _origins(self, fields: Dict[str, Any], origin: Any) -> Dict[str, Tuple[int, ...]]:
        default_all = None
        per_field: Dict[str, Any] = {}
        if isinstance(origin, dict):
            per_field = dict(origin)
            default_all = per_field.pop("_all_", None)
        elif origin is not None:
            default_all = origin
        out = {}
        for n in fields:
            axes = self._spatial(n)
            o = per_field.get(n, default_all)
            if o is None:
                boundary = self._fields[n][4]
                lower = {"I": boundary[0], "J": boundary[2], "K": boundary[4]}
                o = tuple(lower[a] for a in axes)
            else:
                o = _index_tuple(o, f"origin of field `{n}`")
                if len(o) == 3 and len(axes) < 3:
                    o = tuple(o["IJK".index(a)] for a in axes)
            if len(o) != len(axes):
                raise ValueError(f"the origin of field `{n}` has {len(o)} entries, "
                                 f"but the field has {len(axes)} spatial axes ({axes})")
            out[n] = o
        return out

    def _default_domain(self, fields: Dict[str, Any], origins: Dict[str, Tuple[int, ...]]) -> Tuple[int, int, int]:
        domain = [None, None, None]
        for n, a in fields.items():
            axes = self._spatial(n)
            boundary = self._fields[n][4]
            upper = {"I": boundary[1], "J": boundary[3], "K": boundary[5]}
            shape = getattr(a, "shape", ())
            for pos, axis in enumerate(axes):
                if pos >= len(shape):
                    continue
                d = "IJK".index(axis)
                size = shape[pos] - origins[n][pos] - upper[axis]
                domain[d] = size if domain[d] is None else _builtins.min(domain[d], size)
        if any(d is None for d in domain):
            raise ValueError("domain cannot be inferred from the fields (no field has every "
                             "axis): pass domain=(ni, nj, nk)")
        return tuple(int(d) for d in domain)  # type: ignore[return-value]

    def __repr__(self) -> str:
        return f"<isobar stencil {self.__name__} (backend {self.backend!r})>"

