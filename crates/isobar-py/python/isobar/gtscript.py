"""GT4Py's ``gtscript`` names, backed by isobar.

Stencil definitions are never executed in Python: ``stencil`` hands the
source of the definition's module to isobar, which parses, checks, optimises
and compiles it. The names here exist so that GTScript modules import and
their annotations evaluate, exactly as with GT4Py.
"""

from __future__ import annotations

import ast
import operator
import builtins as _builtins
import inspect
import os
import re
import sys
import textwrap
import time
import types
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple

import numpy as np

from ._isobar import GTScriptError, NativeStencil, backends as _backends
from . import _program

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


def _is_number(value: Any) -> bool:
    return isinstance(value, (bool, int, float, np.bool_, np.integer, np.floating))


def _as_python_number(value: Any) -> Any:
    if isinstance(value, np.generic):
        return value.item()
    return value


def _file_text(func: Callable[..., Any]) -> str:
    """The whole source file that defines ``func``."""
    try:
        lines, _ = inspect.findsource(func)
    except (OSError, TypeError) as e:
        raise GTScriptError(f"the source of `{func.__name__}` is not available: {e}") from None
    return "".join(lines)


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


def _is_top_level(func: Callable[..., Any]) -> bool:
    """True for a function defined at the top level of its module (not inside
    a function, nor a method of a class such as GT4Py's test suites')."""
    return "." not in func.__qualname__


#: The name under which annotations rewritten by :func:`_rewrite_signature`
#: reach GTScript's names.
_ANNOTATION_GTSCRIPT = "isobar_annotation_gtscript"


def _field_annotation(dtype: Any, axes: str = "IJK", data_dims: Iterable[int] = ()) -> str:
    """The source of a field annotation isobar reads in a definition whose
    parameters :func:`_rewrite_signature` rewrites."""
    dims = tuple(int(d) for d in data_dims)
    element = f"({np.dtype(dtype).name!r}, {dims!r})" if dims else repr(np.dtype(dtype).name)
    if not axes:
        # No spatial axis: GT4Py's GlobalTable.
        return f"{_ANNOTATION_GTSCRIPT}.GlobalTable[{element}]"
    return f"{_ANNOTATION_GTSCRIPT}.Field[{_ANNOTATION_GTSCRIPT}.{axes}, {element}]"


def _scalar_annotation(dtype: Any) -> str:
    """The source of a scalar annotation (see :func:`_field_annotation`)."""
    return repr(np.dtype(dtype).name)


def _runtime_annotation(value: Any) -> Optional[str]:
    """The source of an annotation that Python holds as an object (set after
    the definition, as GT4Py's test suites do), or None if it has no
    spelling isobar reads."""
    if isinstance(value, str):
        return None
    if all(hasattr(value, a) for a in ("dtype", "axes", "data_dims")):
        # GT4Py's field descriptor.
        try:
            axes = "".join(str(getattr(a, "name", a)) for a in value.axes)
            return _field_annotation(value.dtype, axes, value.data_dims or ())
        except TypeError:
            return None
    if any(value is t for t in (float, int, bool)):
        return value.__name__
    try:
        return _scalar_annotation(value)
    except TypeError:
        return None


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


def _rewrite_signature(func: Callable[..., Any], text: str, annotations: Optional[Dict[str, str]],
                       retype: bool = True) -> str:
    """``text``, the dedented source of ``func``, with its signature as GT4Py
    reads it. With ``retype``, the annotations of its parameters are
    replaced by ``annotations`` (source per parameter name), and those the
    source leaves unannotated are annotated as Python holds them
    (``func.__annotations__``, set after the definition by GT4Py's test
    suites). A scalar's default ``None`` (GT4Py's mark of a parameter a call
    may leave out where the stencil does not use it), which isobar does not
    take, is dropped: a call then gives the parameter a value (isobar's GT4Py
    back-end gives one where GT4Py says the stencil does not use it). Lines
    stay where they were."""
    given = dict(annotations or {}) if retype else {}
    held = (getattr(func, "__annotations__", None) or {}) if retype else {}
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return text
    node = tree.body[0] if tree.body else None
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return text
    positional = [*node.args.posonlyargs, *node.args.args]
    defaults = dict(zip([a.arg for a in positional[len(positional) - len(node.args.defaults):]],
                        node.args.defaults))
    defaults.update({a.arg: d for a, d in zip(node.args.kwonlyargs, node.args.kw_defaults)
                     if d is not None})
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line.encode()))
    data = text.encode()

    def offset(lineno: int, col: int) -> int:
        return starts[lineno - 1] + col

    def is_none(expr: Optional[ast.expr]) -> bool:
        return isinstance(expr, ast.Constant) and expr.value is None

    # A positional parameter keeps its default where a later one keeps its own.
    keeps_default = set()
    for arg in reversed(positional):
        if arg.arg in defaults and (keeps_default or not is_none(defaults[arg.arg])):
            keeps_default.add(arg.arg)
    edits = []
    for arg in [*positional, *node.args.kwonlyargs]:
        new = given.get(arg.arg)
        if new is None and arg.annotation is None and arg.arg in held:
            new = _runtime_annotation(held[arg.arg])
        if new is not None:
            if arg.annotation is not None:
                a = arg.annotation
                edits.append((offset(a.lineno, a.col_offset), offset(a.end_lineno, a.end_col_offset),
                              new))
            else:
                end = offset(arg.lineno, arg.col_offset) + len(arg.arg.encode())
                edits.append((end, end, f": {new}"))
        annotation = new if new is not None else (
            ast.get_source_segment(text, arg.annotation) if arg.annotation is not None else None)
        default = defaults.get(arg.arg)
        if (is_none(default) and arg.arg not in keeps_default and annotation is not None
                and "Field" not in annotation and "GlobalTable" not in annotation):
            edits.append((offset(arg.end_lineno, arg.end_col_offset),
                          offset(default.end_lineno, default.end_col_offset), ""))
    for start, end, new in sorted(edits, reverse=True):
        data = data[:start] + new.encode() + data[end:]
    return data.decode()


def _with_signature(func: Callable[..., Any], text: str) -> str:
    """The text of the file of ``func``, a top-level definition, with its
    signature rewritten by :func:`_rewrite_signature` (its annotations kept)."""
    try:
        func_lines, first_line = inspect.getsourcelines(func)
    except (OSError, TypeError):
        return text
    old = "".join(func_lines)
    new = _rewrite_signature(func, old, None, retype=False)
    if new == old:
        return text
    lines = text.splitlines(keepends=True)
    start = _builtins.max(first_line - 1, 0)
    if "".join(lines[start:start + len(func_lines)]) != old:
        return text
    # Lines stay where they were: diagnostics point into the file.
    padding = "\n" * (old.count("\n") - new.count("\n"))
    return "".join(lines[:start]) + new + padding + "".join(lines[start + len(func_lines):])


def _definition_source(
    func: Callable[..., Any], annotations: Optional[Dict[str, str]] = None,
) -> Tuple[str, str, List[Tuple[str, Callable[..., Any]]]]:
    """The module source isobar compiles for ``func``, its file name, and the
    GTScript helpers from other modules appended to it. The parameters of a
    definition that is not at the top level of its module take the
    annotations given (GT4Py's, resolved), else the source's, else those
    Python holds."""
    file_name = inspect.getsourcefile(func) or f"<{func.__name__}>"
    text = _file_text(func)
    if _is_top_level(func):
        source = _with_signature(func, text)
    else:
        # A nested definition, or a method: its module's imports and
        # constants, then the function at its own line so that diagnostics
        # point into the file.
        func_lines, first_line = inspect.getsourcelines(func)
        header = _module_header(text) + f"from isobar import gtscript as {_ANNOTATION_GTSCRIPT}\n"
        body = _rewrite_signature(func, textwrap.dedent("".join(func_lines)), annotations)
        padding = _builtins.max(first_line - 1 - header.count("\n"), 0)
        source = header + "\n" * padding + body
    helpers = _foreign_helpers(func)
    if _is_top_level(func):
        # Helpers of modules on the search path are read from their own files
        # by the compiler (with their own names and the modules' live values).
        helpers = [(a, h) for a, h in helpers if not _on_search_path(h)]
    for local, helper in helpers:
        source += "\n\n" + _helper_source(local, helper)
    return source, file_name, helpers


def _function_externals(
    func: Callable[..., Any], externals: Dict[str, Any], source: str, file_name: str,
    with_modules: bool, inlined: Iterable[str] = (),
) -> Tuple[Dict[str, str], str, List[Callable[..., Any]]]:
    """The externals whose values are GTScript helpers (GT4Py allows
    ``externals={"fill_corners_func": corners.fill_corners_2cells_x}``),
    each with the name the compiler finds the helper under: its own name
    where the source compiled (``source``, the text of ``file_name``) defines
    it at top level; ``module.qualname`` where the compiler reads its module
    from the search path (``with_modules``); else a unique name under which
    its definition, and those of the helpers it calls, are appended to the
    source. Returns that map, the text to append, and the helpers of the
    stencil's own file among them (their constants are the stencil's)."""
    names: Dict[str, str] = {}
    appended: List[str] = []
    done = set(inlined)
    own: List[Callable[..., Any]] = []

    def inline(helper: Callable[..., Any]) -> str:
        alias = _unique_alias(helper)
        if alias not in done:
            text = _helper_source(alias, helper)
            done.add(alias)
            appended.append(text)
            # The helpers it calls, under the names _helper_source gives them.
            for _, callee in _foreign_helpers_of(helper):
                inline(callee)
        return alias

    for key, value in externals.items():
        if not _is_helper(value):
            continue
        helper = inspect.unwrap(value)
        try:
            home = inspect.getsourcefile(helper)
        except TypeError:
            home = None
        if (_is_top_level(helper) and home is not None and home == file_name
                and re.search(rf"^def {re.escape(helper.__name__)}\s*\(", source, re.M)
                and getattr(sys.modules.get(helper.__module__), helper.__name__, None) in (value, helper)):
            names[key] = helper.__name__
            own.append(helper)
        elif with_modules and _on_search_path(helper):
            names[key] = f"{helper.__module__}.{helper.__qualname__}"
        else:
            try:
                names[key] = inline(helper)
            except (OSError, TypeError, SyntaxError, GTScriptError):
                # Its source cannot be read: a stencil that calls it is
                # refused for the external's missing value, one that does
                # not call it compiles.
                continue
    text = "".join("\n\n" + a for a in appended)
    return names, text, own


def _foreign_helpers_of(helper: Callable[..., Any]) -> List[Tuple[str, Callable[..., Any]]]:
    """Every GTScript helper ``helper`` calls (directly or through others),
    each under its unique name (see :func:`_helper_source`)."""
    found: List[Tuple[str, Callable[..., Any]]] = []

    def visit(f: Callable[..., Any]) -> None:
        for value in _referenced_globals(f).values():
            if _is_helper(value) and value is not helper and all(value is not h for _, h in found):
                found.append((_unique_alias(value), value))
                visit(value)

    visit(helper)
    return found


#: Top-level packages the compiler never reads: GTScript and NumPy it knows
#: itself, the standard library it does not need.
_SKIPPED_MODULES = sorted({"gt4py", "numpy", "isobar", "scipy", "dace",
                           *getattr(sys, "stdlib_module_names", ())})


def _search_path() -> List[str]:
    return [p for p in sys.path if p and os.path.isdir(p)]


def _on_search_path(helper: Callable[..., Any]) -> bool:
    """True if the compiler finds the module of ``helper`` on the search
    path, as a top-level helper of that module's file."""
    module = getattr(helper, "__module__", None) or ""
    if not module or module.split(".")[0] in _SKIPPED_MODULES or not _is_top_level(helper):
        return False
    try:
        source = os.path.realpath(inspect.getsourcefile(helper) or "")
    except TypeError:
        return False
    relative = os.path.join(*module.split("."))
    for root in _search_path():
        for candidate in (relative + ".py", os.path.join(relative, "__init__.py")):
            path = os.path.join(root, candidate)
            if os.path.isfile(path):
                return os.path.realpath(path) == source
    return False


def _live_module_constants(names: List[str]) -> Dict[str, Dict[str, Any]]:
    """The numbers and booleans at the top level of the modules ``names``
    as Python holds them now (constants computed at import time included)."""
    out: Dict[str, Dict[str, Any]] = {}
    for name in names:
        module = sys.modules.get(name)
        if module is None:
            continue
        values = {}
        for key, value in vars(module).items():
            if not key.startswith("__") and _is_number(value):
                values[key] = _as_python_number(value)
        out[name] = values
    return out


def _module_header(text: str) -> str:
    """The top level of a module's source without its other functions: the
    imports, assignments and ``@gtscript.function`` helpers (decorators
    included) that a nested definition may use."""
    tree = ast.parse(text)
    lines = text.splitlines()
    parts = []
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom, ast.Assign, ast.AnnAssign)):
            parts.append(ast.get_source_segment(text, node) or "")
        elif isinstance(node, ast.FunctionDef) and any(
            (isinstance(d, ast.Attribute) and d.attr in ("function", "lazy_function"))
            or (isinstance(d, ast.Name) and d.id in ("function", "lazy_function"))
            for d in node.decorator_list
        ):
            first = _builtins.min([d.lineno for d in node.decorator_list] + [node.lineno])
            parts.append("\n".join(lines[first - 1:node.end_lineno]))
    return "\n".join(parts) + "\n"


def _referenced_globals(func: Callable[..., Any]) -> Dict[str, Any]:
    """Globals and closure values a function's code names."""
    names: Dict[str, Any] = {}
    code = getattr(func, "__code__", None)
    if code is None:
        return names
    g = getattr(func, "__globals__", {})

    def visit(c: types.CodeType) -> None:
        for n in c.co_names:
            if n in g:
                names[n] = g[n]
        for const in c.co_consts:
            if isinstance(const, types.CodeType):
                visit(const)

    visit(code)
    try:
        closure = inspect.getclosurevars(func).nonlocals
    except (TypeError, ValueError):
        closure = {}
    names.update(closure)
    return names


def _is_helper(value: Any) -> bool:
    """True for a GTScript helper: marked by isobar's ``gtscript.function``,
    or by GT4Py's (which gives it a ``_gtscript_`` record)."""
    return bool(getattr(value, "__gtscript_function__", False)) or (
        callable(value) and isinstance(getattr(value, "_gtscript_", None), dict))


def _unique_alias(f: Callable[..., Any]) -> str:
    """A name for a helper that no module's own names can clash with."""
    return "isobar_" + re.sub(r"\W", "_", f"{f.__module__}_{f.__qualname__}")


def _home_helpers(func: Callable[..., Any]) -> List[Callable[..., Any]]:
    """The helpers ``func`` reaches that its own file defines at top level
    (compiled from the file's text, in the file's namespace)."""
    home = inspect.getsourcefile(func)
    found: List[Callable[..., Any]] = []

    def visit(f: Callable[..., Any]) -> None:
        for value in _referenced_globals(f).values():
            if (_is_helper(value) and value not in found
                    and _is_top_level(value) and inspect.getsourcefile(value) == home):
                found.append(value)
                visit(value)

    visit(func)
    return found


def _foreign_helpers(func: Callable[..., Any]) -> List[Tuple[str, Callable[..., Any]]]:
    """GTScript helpers ``func`` uses (directly or through helpers) that its
    source file does not define at top level, each with the name it is
    compiled under: the caller's name for it where code of ``func``'s file
    calls it, a unique name where another helper does."""
    found: List[Tuple[str, Callable[..., Any]]] = []
    aliases = set()

    def visit(f: Callable[..., Any], home_namespace: bool) -> None:
        for local, value in _referenced_globals(f).items():
            if not _is_helper(value):
                continue
            alias = local if home_namespace else _unique_alias(value)
            if alias in aliases:
                continue
            aliases.add(alias)
            found.append((alias, value))
            visit(value, False)

    for f in [func, *_home_helpers(func)]:
        visit(f, True)
    home = [func, *_home_helpers(func)]
    return [(a, h) for a, h in found if h not in home]


class _HelperNames(ast.NodeTransformer):
    """Rewrites a helper from another module into its caller's namespace: the
    numbers it reads from its own module become literals, the helpers it
    calls get their unique names."""

    def __init__(self, env: Dict[str, Any], local_names: set):
        self.env, self.local_names = env, local_names

    def _value(self, node: ast.AST) -> Any:
        chain = []
        while isinstance(node, ast.Attribute):
            chain.append(node.attr)
            node = node.value
        if not isinstance(node, ast.Name) or node.id in self.local_names or node.id not in self.env:
            raise LookupError
        value = self.env[node.id]
        for attr in reversed(chain):
            value = getattr(value, attr)
        return value

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if not isinstance(node.ctx, ast.Load):
            return node
        try:
            value = self._value(node)
        except (LookupError, AttributeError):
            return node
        if _is_helper(value):
            return ast.copy_location(ast.Name(_unique_alias(value), ast.Load()), node)
        if _is_number(value):
            return ast.copy_location(ast.Constant(_as_python_number(value)), node)
        return node

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        try:
            value = self._value(node)
        except (LookupError, AttributeError):
            return self.generic_visit(node)
        if _is_number(value):
            return ast.copy_location(ast.Constant(_as_python_number(value)), node)
        return self.generic_visit(node)


def _helper_source(alias: str, helper: Callable[..., Any]) -> str:
    """A helper's definition under ``alias``, rewritten by :class:`_HelperNames`
    and re-decorated so that isobar sees a GTScript function whatever its
    module called ``gtscript``, after its module's GTScript imports."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(helper)))
    node = tree.body[0]
    if not isinstance(node, ast.FunctionDef):
        raise GTScriptError(f"`{alias}` is not a function definition")
    local_names = {a.arg for a in node.args.args + node.args.kwonlyargs}
    local_names |= {n.id for n in ast.walk(node) if isinstance(n, ast.Name)
                    and isinstance(n.ctx, ast.Store)}
    node.body = [_HelperNames(_referenced_globals(helper), local_names).visit(b)
                 for b in node.body]
    node.name = alias
    node.decorator_list = [ast.Attribute(ast.Name("isobar_helper_gtscript", ast.Load()),
                                         "function", ast.Load())]
    ast.fix_missing_locations(node)
    imports = []
    mtext = _file_text(helper)
    for n in ast.parse(mtext).body:
        if isinstance(n, ast.ImportFrom) and n.module and n.module.endswith("gtscript"):
            imports.append(ast.get_source_segment(mtext, n) or "")
    lines = imports + ["from isobar import gtscript as isobar_helper_gtscript", ast.unparse(node)]
    return "\n".join(lines)


def _constants(func: Callable[..., Any]) -> Dict[str, Any]:
    """Numbers and booleans the definition (and the helpers of its own file)
    read from module globals or closures, by name and by attribute chain
    (``constants.GRAV``). Helpers from other modules carry theirs inlined."""
    out: Dict[str, Any] = {}
    # Helpers first: where names collide, the definition's own values win.
    for f in [*_home_helpers(func), func]:
        referenced = _referenced_globals(f)
        for name, value in referenced.items():
            if _is_number(value):
                out[name] = _as_python_number(value)
        try:
            tree = ast.parse(textwrap.dedent(inspect.getsource(f)))
        except (OSError, TypeError, SyntaxError):
            continue
        for node in ast.walk(tree):
            if not isinstance(node, ast.Attribute):
                continue
            chain = []
            cur: ast.AST = node
            while isinstance(cur, ast.Attribute):
                chain.append(cur.attr)
                cur = cur.value
            if not isinstance(cur, ast.Name) or cur.id not in referenced:
                continue
            value = referenced[cur.id]
            try:
                for attr in reversed(chain):
                    value = getattr(value, attr)
            except AttributeError:
                continue
            if _is_number(value):
                out[".".join([cur.id, *reversed(chain)])] = _as_python_number(value)
    return out


def _index_tuple(value: Any, what: str) -> Tuple[int, ...]:
    """`value` as a tuple of integers, refusing fractions (`0.9` is not the
    index 0) as GT4Py refuses them: ``ValueError: Invalid 'origin' value``."""
    try:
        return tuple(operator.index(x) for x in value)
    except TypeError:
        raise ValueError(f"Invalid {what} value ({value!r}): entries must be integers") from None


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
        self._build_time = 0.0
        if not lazy:
            self._build()

    def _build(self) -> NativeStencil:
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
            origins = self._origins(fields, origin)
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
        recorder = _program.recording()
        if recorder is not None:
            if negative:
                raise ValueError(
                    "a negative origin is not supported in a call inside an @isobar.program "
                    f"(origins {origins}); call the stencil outside the program")
            # Inside an @isobar.program: recorded, run when the program returns.
            recorder.calls.append((native, fields, scalars, origins, tuple(domain)))
            return
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

