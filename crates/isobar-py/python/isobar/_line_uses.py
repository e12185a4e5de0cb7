"""Which names each line of Python code uses, read from its source file's
AST, and their values looked up without running Python code: what the
recorder of ``@isobar.program`` (``_program.py``) checks before each line
to decide whether the pending stencil calls must run first.
"""

import ast
import inspect
import linecache
import os
import sys
import types
from typing import Any, Callable, Dict, List, Optional, Tuple

import numpy as np

# --- source analysis: which names a line uses -------------------------------

_TOUCH, _BIND, _META = "touch", "bind", "meta"
_ARG, _RECV = "arg", "recv"
# An object whose attribute is assigned: a use if it is an array (`b.flat =`,
# `b.real =` write its data), not if it merely holds one (`self.x = ...`).
_SETATTR = "setattr"
# The name a call calls (`s()`): a use if the callee holds a pending array
# (a bound method of one, a partial over one).
_CALLEE = "callee"
# A value assigned to an attribute: a use if the object's attribute
# assignment runs code (an array's `a.flat = v` reads `v`), not if it is a
# plain instance attribute (`self.x = v`).
_STORED = "stored"
# An argument unpacked with `*`: C iterates it, which reads an array's data
# (not a tuple's or a list's, whose items are only passed on).
_STARRED = "starred"
# Methods of dicts, lists and tuples that hand out references only.
_REFERENCE_METHODS = frozenset({"values", "keys", "items", "get", "copy"})
# `super()`: the frame's first argument.
SUPER = "<super>"
# Attributes of an array that read no data.
_META_ATTRS = frozenset({"shape", "dtype", "ndim", "size", "strides", "itemsize", "nbytes"})
# Functions that read only the metadata of their first argument.
_META_FUNCTIONS = (len, type, id, isinstance, np.shape, np.ndim, np.size, np.zeros_like,
                   np.empty_like, np.ones_like, np.full_like)
_MISSING = object()


class _Stmt:
    """What one statement (or a compound statement's header) does to names:
    ``refs``, tuples ``(name, attributes, kind, callee, first)`` with kind
    touch (a use), arg (an argument of the call ``callee``: a use unless it
    is a stencil, or a metadata function and this is its first argument) or
    recv (the object a method ``callee`` is called on); ``tail``, the callee
    chain when the statement is just a call (``f(...)``, ``x = f(...)``,
    ``return f(...)``): nothing but binding happens after the call."""

    __slots__ = ("refs", "tail", "plain", "lookups")

    def __init__(self) -> None:
        self.refs: List[Tuple[str, Tuple[str, ...], str, Any, bool]] = []
        self.tail: Optional[Tuple[str, Tuple[str, ...]]] = None
        #: Whether a value computed while the statement runs (by a property,
        #: say) can only be bound or passed to ``tail``: the statement is a
        #: binding of plain values, or a call of ``tail`` with plain
        #: arguments (names, attribute chains, basic slices, constants).
        self.plain = False
        #: Chains the call's arguments index with a constant
        #: (``self.namelist["d_con"]``): the statement is plain only where
        #: each is a dict, list or tuple (a lookup that runs no code).
        self.lookups: Tuple[Tuple[str, Tuple[str, ...]], ...] = ()


def _chain(node: ast.AST) -> Optional[Tuple[str, Tuple[str, ...]]]:
    """``a.b.c`` as ``("a", ("b", "c"))``; None for anything else."""
    attrs: List[str] = []
    while isinstance(node, ast.Attribute):
        attrs.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        return node.id, tuple(reversed(attrs))
    return None


def _plain_attribute_store(obj: Any, name: str) -> bool:
    """Whether ``obj.name = v`` only binds (an instance dictionary entry, no
    code run, ``v`` not read)."""
    if isinstance(obj, np.ndarray) or type(obj).__setattr__ is not object.__setattr__:
        return False
    try:
        descriptor = inspect.getattr_static(type(obj), name)
    except AttributeError:
        return True
    except Exception:
        return False
    return not hasattr(type(descriptor), "__set__")


def _callee_chain(node: ast.AST) -> Optional[Tuple[str, Tuple[Any, ...]]]:
    """What a call calls, as a chain: ``a.b.c``, or ``a.b[i]`` (an item of a
    list, tuple or dict, by a name or a constant: ``self._stencils[n]``),
    the item as ``("[]", index)`` in the attributes; None for anything else."""
    if isinstance(node, ast.Subscript):
        base = _chain(node.value)
        index = node.slice
        if base is None:
            return None
        if isinstance(index, ast.Name):
            return base[0], base[1] + (("[]", index.id, False),)
        if isinstance(index, ast.Constant) and isinstance(index.value, (int, str)):
            return base[0], base[1] + (("[]", index.value, True),)
        return None
    return _chain(node)


def _basic_index(node: ast.AST) -> bool:
    """An index that makes a view (slices, ``...``, ``None``), never reads."""
    if isinstance(node, ast.Slice):
        return True
    if isinstance(node, ast.Constant):
        return node.value is Ellipsis or node.value is None
    if isinstance(node, ast.Tuple):
        return all(_basic_index(e) for e in node.elts)
    return False


def _plain(node: ast.AST) -> bool:
    """A value that is only looked up (names, attribute chains, views by
    basic slicing, tuples of them)."""
    if isinstance(node, (ast.Tuple, ast.List)):
        return all(_plain(e) for e in node.elts)
    if isinstance(node, ast.Subscript):
        return _basic_index(node.slice) and _plain(node.value)
    return _chain(node) is not None or isinstance(node, ast.Constant)


def _plain_call(node: ast.Call, stmt: "_Stmt") -> bool:
    """A call whose arguments are all plain values (no call of their own,
    but for properties' getters), or items of containers at constant
    indices (kept in ``stmt.lookups``, checked when the line runs)."""
    lookups = []
    for value in [*node.args, *(kw.value for kw in node.keywords)]:
        if _plain(value):
            continue
        if (isinstance(value, ast.Subscript) and isinstance(value.slice, ast.Constant)
                and type(value.slice.value) in (int, str) and _chain(value.value) is not None):
            lookups.append(_chain(value.value))
            continue
        return False
    if any(kw.arg is None for kw in node.keywords):
        return False
    stmt.lookups = tuple(lookups)  # type: ignore[arg-type]
    return True


class _Refs:
    def __init__(self, stmt: _Stmt) -> None:
        self.stmt = stmt

    def emit(self, name: str, attrs: Tuple[str, ...], ctx: Any) -> None:
        if ctx is _BIND or ctx is _META:
            return
        if ctx is _TOUCH or ctx is _SETATTR or ctx is _CALLEE:
            self.stmt.refs.append((name, attrs, ctx, None, False))
        elif ctx[0] == _ARG:
            self.stmt.refs.append((name, attrs, _ARG, ctx[1], ctx[2]))
        elif ctx[0] == _STARRED:
            self.stmt.refs.append((name, attrs, _STARRED, ctx[1], False))
        elif ctx[0] == _STORED:
            self.stmt.refs.append((name, attrs, _STORED, ctx[1], False))
        else:
            self.stmt.refs.append((name, attrs, _RECV, ctx[1], False))

    def any(self, node: ast.AST, ctx: Any = _TOUCH) -> None:
        if isinstance(node, ast.expr):
            self.expr(node, ctx)
        else:
            for child in ast.iter_child_nodes(node):
                self.any(child, _TOUCH)

    def expr(self, node: ast.AST, ctx: Any) -> None:
        if isinstance(node, ast.Name):
            if isinstance(node.ctx, ast.Load):
                self.emit(node.id, (), ctx)
        elif isinstance(node, ast.Attribute):
            if node.attr in _META_ATTRS:
                ctx = _META
            elif not isinstance(node.ctx, ast.Load):
                ctx = _TOUCH
            chain = _chain(node)
            if chain is not None:
                self.emit(chain[0], chain[1], ctx)
            else:
                self.expr(node.value, ctx)
        elif isinstance(node, ast.Subscript):
            item = _callee_chain(node) if isinstance(node.ctx, ast.Load) else None
            if item is not None and not _basic_index(node.slice):
                # `d[key]`, `lst[i]`: the item, looked up statically (an
                # array's `a[i]` is not: it reads, and counts as a use).
                self.emit(item[0], item[1], ctx)
            elif isinstance(node.ctx, ast.Load) and (_basic_index(node.slice) or ctx is _META):
                self.expr(node.value, ctx)
            else:
                self.expr(node.value, _TOUCH)
            self.any(node.slice, _TOUCH)
        elif isinstance(node, ast.Call):
            chain = _callee_chain(node.func)
            if chain is not None:
                if chain[1]:
                    self.emit(chain[0], chain[1][:-1], (_RECV, chain))
                else:
                    self.emit(chain[0], (), _CALLEE)
                if chain == ("super", ()):
                    self.emit(SUPER, (), _TOUCH)
                if isinstance(node.func, ast.Subscript):
                    self.any(node.func.slice, _TOUCH)
            else:
                self.expr(node.func, _TOUCH)
            for n, arg in enumerate(node.args):
                first = n == 0 and not isinstance(arg, ast.Starred)
                if isinstance(arg, ast.Starred):
                    # `f(*x)` iterates `x` in C, before any line of `f` runs.
                    self.expr(arg.value, (_STARRED, chain) if chain is not None else _TOUCH)
                    continue
                self.expr(arg, (_ARG, chain, first) if chain is not None else _TOUCH)
            for kw in node.keywords:
                self.expr(kw.value, (_ARG, chain, False) if chain is not None else _TOUCH)
        elif isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            load = isinstance(getattr(node, "ctx", None) or ast.Load(), ast.Load)
            for e in node.elts:
                self.expr(e, ctx if load else _TOUCH)
        elif isinstance(node, ast.Starred):
            self.expr(node.value, ctx)
        elif isinstance(node, ast.Dict):
            for k in node.keys:
                if k is not None:
                    self.expr(k, _TOUCH)
            for v in node.values:
                self.expr(v, ctx)
        elif isinstance(node, ast.NamedExpr):
            self.expr(node.value, ctx)
        elif isinstance(node, ast.IfExp):
            self.expr(node.test, _TOUCH)
            self.expr(node.body, ctx)
            self.expr(node.orelse, ctx)
        elif isinstance(node, ast.Yield):
            if node.value is not None:
                self.expr(node.value, _BIND)
        elif isinstance(node, ast.YieldFrom):
            # Iterates its value (in C, for an array).
            self.expr(node.value, _TOUCH)
        elif isinstance(node, ast.Compare) and all(
                isinstance(op, (ast.Is, ast.IsNot)) for op in node.ops):
            # `x is None`: identity, no data.
            for operand in [node.left, *node.comparators]:
                self.expr(operand, _META)
        elif isinstance(node, ast.Constant):
            pass
        else:
            for child in ast.iter_child_nodes(node):
                self.any(child, _TOUCH)

    def target(self, node: ast.AST) -> None:
        """An assignment target: binding a name or an attribute uses nothing;
        storing into an item writes the container (an array's data)."""
        if isinstance(node, ast.Name):
            return
        if isinstance(node, ast.Attribute):
            chain = _chain(node)
            if chain is None:
                self.expr(node.value, _TOUCH)
            else:
                self.emit(chain[0], chain[1][:-1], _SETATTR)
        elif isinstance(node, ast.Subscript):
            self.expr(node.value, _TOUCH)
            self.any(node.slice, _TOUCH)
        elif isinstance(node, (ast.Tuple, ast.List)):
            for e in node.elts:
                self.target(e)
        elif isinstance(node, ast.Starred):
            self.target(node.value)
        else:
            self.any(node, _TOUCH)

    def used_target(self, node: ast.AST) -> None:
        """The target of ``x += ...``: modified in place."""
        if isinstance(node, ast.Name):
            self.emit(node.id, (), _TOUCH)
        elif isinstance(node, ast.Attribute) and _chain(node) is not None:
            chain = _chain(node)
            self.emit(chain[0], chain[1], _TOUCH)  # type: ignore[index]
        else:
            self.target(node)

    def simple(self, node: ast.stmt) -> None:
        stmt = self.stmt
        if isinstance(node, ast.Expr):
            if isinstance(node.value, ast.Call):
                stmt.tail = _callee_chain(node.value.func)
                stmt.plain = stmt.tail is not None and _plain_call(node.value, stmt)
            self.expr(node.value, _BIND if isinstance(
                node.value, (ast.Call, ast.Yield, ast.YieldFrom, ast.Constant)) else _TOUCH)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            value = node.value
            for t in targets:
                self.target(t)
            if value is None:
                return
            simple = all(isinstance(t, ast.Name) or _chain(t) is not None for t in targets)
            names_only = all(isinstance(t, ast.Name) for t in targets)
            unpacked = all(isinstance(t, (ast.Tuple, ast.List)) and isinstance(value, (ast.Tuple, ast.List))
                           and len(t.elts) == len(value.elts)
                           and not any(isinstance(e, ast.Starred) for e in t.elts + value.elts)
                           for t in targets)
            if isinstance(value, ast.Call) and simple:
                stmt.tail = _callee_chain(value.func)
                stmt.plain = names_only and stmt.tail is not None and _plain_call(value, stmt)
                self.expr(value, _BIND)
            elif _plain(value) and (simple or unpacked):
                # A value stored into an attribute may go to C (`a.flat = v`).
                stmt.plain = names_only
                stored = next((_chain(t) for t in targets if isinstance(t, ast.Attribute)), None)
                if stored is not None:
                    self.expr(value, (_STORED, (stored[0], stored[1][:-1], stored[1][-1])))
                else:
                    self.expr(value, _BIND)
            else:
                self.expr(value, _TOUCH)
        elif isinstance(node, ast.AugAssign):
            self.used_target(node.target)
            self.expr(node.value, _TOUCH)
        elif isinstance(node, ast.Return):
            if node.value is not None:
                if isinstance(node.value, ast.Call):
                    stmt.tail = _callee_chain(node.value.func)
                    stmt.plain = stmt.tail is not None and _plain_call(node.value, stmt)
                elif _plain(node.value):
                    stmt.plain = True
                self.expr(node.value, _BIND)
        elif isinstance(node, ast.Delete):
            for t in node.targets:
                self.target(t)
        else:
            for child in ast.iter_child_nodes(node):
                self.any(child, _TOUCH)


def _span(node: ast.AST) -> range:
    return range(node.lineno, (getattr(node, "end_lineno", None) or node.lineno) + 1)


def _line_map(tree: ast.AST) -> Dict[int, List[_Stmt]]:
    """Per source line, the statements (or headers) it holds."""
    lines: Dict[int, List[_Stmt]] = {}

    def add(stmt: _Stmt, numbers: Any) -> None:
        for n in sorted(set(numbers)):
            lines.setdefault(n, []).append(stmt)

    for node in ast.walk(tree):
        stmt = _Stmt()
        refs = _Refs(stmt)
        header: List[ast.AST] = []
        if isinstance(node, (ast.If, ast.While)):
            refs.expr(node.test, _TOUCH)
            header = [node.test]
        elif isinstance(node, (ast.For, ast.AsyncFor)):
            refs.expr(node.iter, _TOUCH)
            refs.target(node.target)
            header = [node.target, node.iter]
        elif isinstance(node, (ast.With, ast.AsyncWith)):
            for item in node.items:
                refs.expr(item.context_expr, _TOUCH)
                header.append(item.context_expr)
                if item.optional_vars is not None:
                    refs.target(item.optional_vars)
                    header.append(item.optional_vars)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            parts: List[ast.AST] = list(node.decorator_list)
            if isinstance(node, ast.ClassDef):
                parts += node.bases + [k.value for k in node.keywords]
            else:
                a = node.args
                parts += a.defaults + [d for d in a.kw_defaults if d is not None]
                parts += [x.annotation for x in a.posonlyargs + a.args + a.kwonlyargs
                          + [a.vararg, a.kwarg] if x is not None and x.annotation is not None]
                if node.returns is not None:
                    parts.append(node.returns)
            for p in parts:
                refs.expr(p, _TOUCH)
            header = parts
        elif isinstance(node, ast.ExceptHandler):
            if node.type is not None:
                refs.expr(node.type, _TOUCH)
                header = [node.type]
        elif isinstance(node, getattr(ast, "Match", ())):
            refs.expr(node.subject, _TOUCH)  # type: ignore[attr-defined]
            header = [node.subject]  # type: ignore[attr-defined]
        elif isinstance(node, getattr(ast, "match_case", ())):
            refs.any(node.pattern, _TOUCH)  # type: ignore[attr-defined]
            header = [node.pattern]  # type: ignore[attr-defined]
            if node.guard is not None:  # type: ignore[attr-defined]
                refs.expr(node.guard, _TOUCH)  # type: ignore[attr-defined]
                header.append(node.guard)  # type: ignore[attr-defined]
            add(stmt, [n for h in header for n in _span(h)])
            continue
        elif isinstance(node, (ast.Try, getattr(ast, "TryStar", ast.Try))):
            pass
        elif isinstance(node, ast.stmt):
            refs.simple(node)
            add(stmt, _span(node))
            continue
        else:
            continue
        add(stmt, [node.lineno] + [n for h in header for n in _span(h)])
    return lines


def _def_sites(tree: ast.AST) -> set:
    """``(first line, name)`` of every code object the source defines."""
    sites = {(1, "<module>")}
    names = {ast.Lambda: "<lambda>", ast.ListComp: "<listcomp>", ast.SetComp: "<setcomp>",
             ast.DictComp: "<dictcomp>", ast.GeneratorExp: "<genexpr>"}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            sites.add((node.lineno, node.name))
            for d in node.decorator_list:
                sites.add((d.lineno, node.name))
        elif type(node) in names:
            sites.add((node.lineno, names[type(node)]))
    return sites


_files: Dict[str, Tuple[Any, Any]] = {}
# Per code object: its file's line map (None: unreadable). Code objects are
# few and long-lived (functions'), so they are kept.
_codes: Dict[types.CodeType, Any] = {}
_trusted_codes: Dict[types.CodeType, bool] = {}
_ISOBAR_DIR = os.path.dirname(os.path.abspath(__file__)) + os.sep
_NUMPY_DIR = os.path.dirname(os.path.abspath(np.__file__)) + os.sep


def _trusted(code: types.CodeType) -> bool:
    """isobar's and NumPy's own code: reaches arrays only through its arguments."""
    try:
        return _trusted_codes[code]
    except KeyError:
        name = code.co_filename
        # Frozen standard modules (os, posixpath, ...) work on their arguments.
        trusted = _trusted_codes[code] = name.startswith((_ISOBAR_DIR, _NUMPY_DIR, "<frozen "))
        return trusted


def _analysis(code: types.CodeType, module_globals: Any = None) -> Optional[Dict[int, List[_Stmt]]]:
    """The line map of the source file of ``code``, or None where the source
    cannot be read or does not match the code (``exec``, an edited file)."""
    try:
        return _codes[code]
    except KeyError:
        pass
    result = None
    lines = linecache.getlines(code.co_filename, module_globals)
    if lines:
        cached = _files.get(code.co_filename)
        if cached is None or cached[0] is not lines:
            try:
                tree = ast.parse("".join(lines))
                cached = (lines, (_line_map(tree), _def_sites(tree)))
            except (SyntaxError, ValueError, RecursionError):
                cached = (lines, None)
            _files[code.co_filename] = cached
        if cached[1] is not None and (code.co_firstlineno, code.co_name) in cached[1][1]:
            result = cached[1][0]
    _codes[code] = result
    return result


# --- looking values up without running Python code -------------------------

def _lookup(frame: types.FrameType, name: str) -> Any:
    if name == SUPER:
        code = frame.f_code
        if code.co_argcount == 0:
            return _MISSING
        return frame.f_locals.get(code.co_varnames[0], _MISSING)
    for namespace in (frame.f_locals, frame.f_globals, frame.f_builtins):
        try:
            return namespace[name]
        except KeyError:
            continue
    return _MISSING


_data_descriptors: Dict[Tuple[type, str], bool] = {}


def _data_descriptor(cls: type, name: str) -> bool:
    """Whether ``name`` on instances of ``cls`` is a data descriptor of the
    class (which wins over the instance's dictionary)."""
    key = (cls, name)
    found = _data_descriptors.get(key)
    if found is None:
        found = False
        for klass in cls.__mro__:
            attribute = klass.__dict__.get(name, _MISSING)
            if attribute is not _MISSING:
                kind = type(attribute)
                found = hasattr(kind, "__set__") or hasattr(kind, "__delete__")
                break
        _data_descriptors[key] = found
    return found


def _static_attr(obj: Any, name: str) -> Any:
    """``obj.name`` where that runs no Python code (instance and class
    dictionaries, slots, NumPy's own attributes); otherwise _MISSING."""
    if type(obj) is types.ModuleType:
        value = obj.__dict__.get(name, _MISSING)
        if value is not _MISSING:
            return value
    elif type(obj).__getattribute__ is not object.__getattribute__ and not isinstance(
            obj, (np.ndarray, type)):
        # Attribute access runs Python code: what it gives is not known here.
        return _MISSING
    else:
        # The common case first: an entry of the instance's dictionary that
        # no data descriptor of its class overrides.
        try:
            attributes = object.__getattribute__(obj, "__dict__")
        except AttributeError:
            attributes = None
        if type(attributes) is dict:
            value = attributes.get(name, _MISSING)
            if value is not _MISSING and not _data_descriptor(type(obj), name):
                return value
    try:
        value = inspect.getattr_static(obj, name)
    except Exception:
        return _MISSING
    kind = type(value)
    if kind is types.MemberDescriptorType or (
            kind is types.GetSetDescriptorType and isinstance(obj, np.ndarray)):
        try:
            return value.__get__(obj, type(obj))
        except Exception:
            return _MISSING
    if kind in (property, types.GetSetDescriptorType) or (
            hasattr(kind, "__get__") and not isinstance(
                value, (types.FunctionType, staticmethod, classmethod, types.BuiltinFunctionType))):
        # A descriptor that runs code: the code's frame is traced itself.
        return _MISSING
    return value


def _resolve(frame: types.FrameType, name: str, attrs: Tuple[str, ...]) -> Tuple[Any, bool]:
    """The value of ``name.attrs...`` in the frame as far as it can be looked
    up statically, and whether the whole chain was."""
    value = _lookup(frame, name)
    if value is _MISSING:
        return value, False
    for attr in attrs:
        if type(attr) is tuple:
            nxt = _static_item(frame, value, attr)
        else:
            nxt = _static_attr(value, attr)
        if nxt is _MISSING:
            return value, False
        value = nxt
    return value, True


def _static_item(frame: types.FrameType, container: Any, item: Tuple[str, Any, bool]) -> Any:
    """``container[index]`` where that runs no Python code: a list or tuple
    by an int, a dict by an int or str key; otherwise _MISSING."""
    _, index, constant = item
    if not constant:
        index = _lookup(frame, index)
    if type(index) not in (int, str):
        return _MISSING
    try:
        if type(container) in (list, tuple) and type(index) is int:
            return container[index]
        if type(container) is dict:
            return container.get(index, _MISSING)
    except IndexError:
        pass
    return _MISSING


#: Classes of other packages whose instances are stencils to the recorder:
#: calling one records the call (an adapter such as ``ndsl.py`` registers
#: the class whose ``__call__`` it made record).
STENCIL_CLASSES: List[type] = []


#: Functions that call the stencil given as their first argument (the
#: ``__call__`` an adapter gave a stencil class, called as a function:
#: ``FrozenStencil.__call__(self, ...)`` by a wrapper of the model's).
STENCIL_CALLS: List[Any] = []


def _is_stencil(value: Any) -> bool:
    gtscript = sys.modules.get(f"{__package__}.gtscript")
    if gtscript is not None and isinstance(value, gtscript.StencilObject):
        return True
    if STENCIL_CALLS and isinstance(value, types.FunctionType) and any(
            value is f for f in STENCIL_CALLS):
        return True
    return bool(STENCIL_CLASSES) and isinstance(value, tuple(STENCIL_CLASSES))


def _is_halo_update(value: Any) -> bool:
    """A method of an isobar ``HaloUpdater`` or of an update it started:
    the method itself decides what runs (``halo.py``), so passing arrays to
    it is not a use."""
    halo = sys.modules.get(f"{__package__}.halo")
    if halo is None:
        return False
    # Looked up without running code, a method is its class's function.
    function = value.__func__ if isinstance(value, types.MethodType) else value
    return any(function is f for f in (halo.HaloUpdater.update, halo.HaloUpdater.start,
                                       halo._Started.wait))


#: Code of isobar's own functions that only call on into user code and
#: return its result (the wrapper of an orchestrated method), each with how
#: to get, from the object called, the function it calls on: a stencil call
#: made below one is as deferrable as one made without it.
PASS_THROUGH: Dict[types.CodeType, Callable[[Any], Any]] = {}


def _code_of(value: Any) -> Optional[types.CodeType]:
    """The code a call of ``value`` runs first: a function's, a method's, or
    the ``__call__`` its class defines in Python (looked up statically)."""
    for _ in range(3):
        if isinstance(value, types.FunctionType):
            return value.__code__
        if isinstance(value, (types.MethodType, staticmethod, classmethod)):
            value = value.__func__
        elif value is _MISSING or isinstance(value, (type, types.BuiltinFunctionType)):
            return None
        else:
            call = _MISSING
            for cls in type(value).__mro__:
                call = cls.__dict__.get("__call__", _MISSING)
                if call is not _MISSING:
                    break
            if not isinstance(call, types.FunctionType):
                return None
            value = call
    return None


def _traced_callee(value: Any) -> bool:
    """Whether calling ``value`` runs Python code the recorder traces line by
    line (readable source, neither NumPy's nor isobar's, or one of isobar's
    pass-through wrappers): the arrays passed to it are then checked where
    that code uses them, not at the call."""
    code = _code_of(value)
    if code is None:
        return False
    unwrap = PASS_THROUGH.get(code)
    if unwrap is not None:
        # A wrapper of isobar's: traced if what it calls on is.
        return _traced_callee(unwrap(value))
    if _trusted(code):
        return False
    function = value.__func__ if isinstance(value, types.MethodType) else value
    if not isinstance(function, types.FunctionType):
        for cls in type(value).__mro__:
            if "__call__" in cls.__dict__:
                function = cls.__dict__["__call__"]
                break
    return _analysis(code, getattr(function, "__globals__", None)) is not None


def _where(frame: Optional[types.FrameType]) -> str:
    if frame is None:
        return "<unknown>"
    return f"{frame.f_code.co_filename}:{frame.f_lineno}"


def _user_frame(frame: Optional[types.FrameType]) -> Optional[types.FrameType]:
    """The first frame from ``frame`` up that is not isobar's own code."""
    while frame is not None and frame.f_code.co_filename.startswith(_ISOBAR_DIR):
        frame = frame.f_back
    return frame
