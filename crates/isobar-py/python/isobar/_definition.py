"""A stencil definition's source as isobar compiles it, and the live values
it reads: what ``gtscript.stencil`` collects from Python.

The compiler reads the definition's module file. Here are the parts Python
alone knows: a nested definition or a method cut out with its module's
imports, signatures with the annotations GT4Py resolved, GTScript helpers
from modules the compiler cannot find (appended, renamed apart), and the
numbers and booleans the definition reads from globals and closures.
"""

from __future__ import annotations

import ast
import builtins as _builtins
import inspect
import os
import re
import sys
import textwrap
import types
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple

import numpy as np

from ._isobar import GTScriptError

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
