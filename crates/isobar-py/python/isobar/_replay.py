"""Frozen programs: a program traced twice the same way runs its log again.

A program made with ``freeze=True`` (NDSL's orchestrated methods, see
``_ndsl.py``) takes DaCe's contract for orchestrated code: the Python of the
function is the program's *description*, read when it is traced, and only its
stencil calls and its **callbacks** (functions marked with
``isobar.callback``, or NDSL's ``dace_inhibitor``) run on every call. The
recorder keeps a *log* of an invocation: each group of fused calls it ran
(the compiled program, its arrays and scalars) and each callback called (the
function, its arguments, what it returned). When two invocations with the
same arguments (``call_key``) leave the same log (``same_log``), each was
*freezable* (``_recorder.py``: no line of Python used an array but to pass
it on, no group ran early but before a callback), and nothing refuses it
(``frozen_refusal``: arrays made anew own their memory, every other array is
reachable from the arguments, getters are pure and read nothing a callback
before them may change), later invocations with those arguments replay the
log (``Replay``) without running the function's Python.

A replay first checks what it can without running anything out of order:
the arrays reachable from the arguments are the same objects
(``fingerprint``), every array of the log still has the shape, strides and
dtype it was compiled for, and every getter returns the same bits again;
if any differs the invocation is traced again. Then the groups run, with the
arrays made anew zeroed, and the callbacks that returned None run in their
places, with the arguments of the last trace. ``docs/programs.md`` has the
rules as a user reads them.
"""

import ast
import builtins
import collections
import inspect
import sys
import textwrap
import types
from typing import Any, Callable, Dict, List, Optional, Tuple

import numpy as np

#: Code of the functions marked as callbacks, each with its function (or
#: ``AMBIGUOUS`` where functions made by one factory share the code).
CALLBACKS: Dict[types.CodeType, Any] = {}
AMBIGUOUS = object()
#: Code of the callbacks that change nothing but arrays (halo updates).
ARRAYS_ONLY: set = set()
#: Code of callbacks a replay calls something else in place of, given the
#: callback and its arguments (NDSL's halo updates: ``_ndsl_halo.py``).
REPLAYED_BY: Dict[types.CodeType, Callable[..., Any]] = {}

#: Arrays that stand in for fields a stencil never reads nor writes (GT4Py
#: lets a call pass None for them): no replay needs to find them. Held, so
#: that their ids stay theirs (each holds one element).
STAND_INS: Dict[int, np.ndarray] = {}


def stand_in(array: np.ndarray) -> np.ndarray:
    """Registers ``array`` as a stand-in (see ``STAND_INS``); returns it."""
    STAND_INS[id(array)] = array
    return array


#: A log entry that ran a group: (RUN, native, arrays, scalars, transient
#: flags, whether each array was all zeros before the group ran).
RUN = "run"
#: A log entry that called a callback: (CALL, function, args, kwargs, [result]).
CALL = "call"

#: At most this many values are looked at for a fingerprint (more: no
#: fingerprint, and the program is not frozen).
_FINGERPRINT_BUDGET = 200_000
#: Attributes are followed this many levels down from an argument.
_FINGERPRINT_DEPTH = 8
#: Distinct argument tuples kept frozen per program.
MAX_REPLAYS = 8

_PLAIN = (type(None), bool, int, float, complex, str, bytes)
_NUMBERS = (bool, int, float, np.generic)


def callback(function: Optional[Callable[..., Any]] = None, *,
             arrays_only: bool = False,
             replayed_by: Optional[Callable[..., Any]] = None) -> Any:
    """``@isobar.callback``: marks ``function`` as a callback of frozen
    programs (``freeze=True``): a call of it from a traced program is a step
    of the program, run again, with the same arguments, every time the
    program replays. ``arrays_only=True`` says it changes nothing but arrays
    (a halo update). ``replayed_by(function, *args, **kwargs)``, if given,
    is what replays call in its place (it must do what the function does;
    its ``prepare(function, *args, **kwargs)``, if it has one, is called
    with the arguments of each call when the replay is made).
    The function is returned unchanged (outside frozen programs it is a
    plain function)."""
    def mark(f: Callable[..., Any]) -> Callable[..., Any]:
        code = getattr(f, "__code__", None)
        if isinstance(code, types.CodeType) and not code.co_flags & (
                0x20 | 0x80 | 0x200):  # generators and coroutines are not steps
            known = CALLBACKS.get(code)
            CALLBACKS[code] = f if known is None or known is f else AMBIGUOUS
            if arrays_only:
                ARRAYS_ONLY.add(code)
            if replayed_by is not None:
                REPLAYED_BY[code] = replayed_by
        return f
    return mark(function) if function is not None else mark


def call_key(args: Tuple[Any, ...], kwargs: Dict[str, Any]) -> Optional[Tuple[Any, ...]]:
    """What identifies an invocation: plain values by value (floats by their
    bits: -0.0 is not 0.0), anything else by identity."""
    parts = []
    for value in (*args, *(kwargs[k] for k in sorted(kwargs))):
        if type(value) is float:
            parts.append((float, value.hex()))
        elif type(value) in _PLAIN:
            parts.append((type(value), repr(value)))
        else:
            parts.append(("id", id(value)))
    return tuple(parts), tuple(sorted(kwargs))


def same_value(a: Any, b: Any) -> bool:
    """Whether two values a log holds are the same to a replay: the same
    object, plain values of one type with the same bits, or lists and
    tuples of such values."""
    if a is b:
        return True
    if type(a) is not type(b):
        return False
    if type(a) is float:
        return a.hex() == b.hex()
    if type(a) in _PLAIN:
        return bool(a == b)
    if isinstance(a, np.generic):
        return a.dtype == b.dtype and a.tobytes() == b.tobytes()
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return list(a) == list(b) and all(same_value(a[k], b[k]) for k in a)
    if isinstance(a, types.MethodType):
        return a.__func__ is b.__func__ and a.__self__ is b.__self__
    return False


def _links(value: Any, depth: int, deepest: int) -> Any:
    """What ``value`` holds, as ``(how, key, held, depth of held)``: an
    array's base, items of lists, tuples, deques and dicts, members of sets,
    and, above ``deepest``, attributes (``__dict__`` and slots)."""
    if isinstance(value, np.ndarray):
        if value.base is not None:
            yield "base", None, value.base, depth
    elif isinstance(value, (list, tuple, collections.deque)):
        for n, item in enumerate(list(value)):
            yield "item", n, item, depth
    elif isinstance(value, dict):
        for k, item in list(value.items()):
            yield "item", k, item, depth
    elif isinstance(value, (set, frozenset)):
        for item in sorted(value, key=id):
            yield "member", None, item, depth
    elif depth < deepest:
        try:
            attributes = object.__getattribute__(value, "__dict__")
        except AttributeError:
            attributes = None
        if isinstance(attributes, dict):
            for k, item in list(attributes.items()):
                yield "attr", k, item, depth + 1
        for cls in type(value).__mro__:
            slots = cls.__dict__.get("__slots__")
            for slot in (slots,) if isinstance(slots, str) else (slots or ()):
                descriptor = cls.__dict__.get(slot)
                if type(descriptor) is types.MemberDescriptorType:
                    try:
                        held = descriptor.__get__(value, type(value))
                    except AttributeError:
                        continue
                    yield "slot", descriptor, held, depth + 1


def fingerprint(values: Tuple[Any, ...], budget: int = _FINGERPRINT_BUDGET,
                depth: int = _FINGERPRINT_DEPTH) -> Optional[Tuple[int, ...]]:
    """The ids of the arrays reachable from ``values``, in a fixed order:
    items of containers, attributes of objects (``__dict__`` and slots),
    down to a few levels; None where there are too many values to look at."""
    found: List[int] = []
    seen: set = set()
    left = [budget]
    deepest = depth

    def visit(value: Any, depth: int) -> None:
        left[0] -= 1
        if left[0] < 0 or type(value) in _PLAIN:
            return
        if isinstance(value, np.ndarray):
            found.append(id(value))
            if value.base is not None:
                visit(value.base, depth)
            return
        if id(value) in seen or isinstance(value, (types.FunctionType, types.BuiltinFunctionType,
                                                    types.ModuleType, type, np.generic)):
            return
        seen.add(id(value))
        for _, _, held, deeper in _links(value, depth, deepest):
            visit(held, deeper)

    for value in values:
        visit(value, 0)
    return tuple(found) if left[0] >= 0 else None


_MISSING = object()


def paths_to(values: Tuple[Any, ...], targets: List[np.ndarray]) -> Optional[List[Tuple[Any, ...]]]:
    """Every link (an attribute, a slot, an item, an array's base) on a way
    from ``values`` to one of ``targets``, as ``(holder, how, key, held)``,
    looking as ``fingerprint`` does; None where there are too many values
    to look at. A replay checks that each still holds what it held
    (``links_hold``): cheaper than a fingerprint of everything."""
    wanted = {id(t) for t in targets}
    objects: Dict[int, Any] = {}
    links: List[Tuple[Any, str, Any, Any]] = []
    left = _FINGERPRINT_BUDGET
    queue = collections.deque((v, 0) for v in values)
    roots = list(values)
    while queue:
        value, depth = queue.popleft()
        left -= 1
        if left < 0:
            return None
        if type(value) in _PLAIN or id(value) in objects or isinstance(
                value, (types.FunctionType, types.BuiltinFunctionType, types.ModuleType, type,
                        np.generic)):
            continue
        objects[id(value)] = value
        for how, key, held, deeper in _links(value, depth, _FINGERPRINT_DEPTH):
            if type(held) not in _PLAIN:
                links.append((value, how, key, held))
                queue.append((held, deeper))
    if not wanted <= set(objects):
        return []
    # The holders on a way to a target: walk the links backwards.
    holders: Dict[int, List[int]] = {}
    for holder, _, _, held in links:
        holders.setdefault(id(held), []).append(id(holder))
    useful = set(wanted)
    todo = list(wanted)
    while todo:
        for h in holders.get(todo.pop(), ()):
            if h not in useful:
                useful.add(h)
                todo.append(h)
    kept = [l for l in links if id(l[0]) in useful and id(l[3]) in useful]
    return [(tuple(roots), "root", n, v) for n, v in enumerate(roots) if id(v) in useful] + kept


class Links:
    """The links ``paths_to`` found, arranged for a quick check (``hold``):
    attributes as (the holder's ``__dict__``, key, held), each holder's
    ``__dict__`` kept to check it is still the holder's."""

    def __init__(self, links: List[Tuple[Any, ...]]) -> None:
        self.dicts: List[Tuple[Any, Dict[str, Any]]] = []
        self.attributes: List[Tuple[Dict[str, Any], Any, Any]] = []
        self.others: List[Tuple[Any, ...]] = []
        seen: Dict[int, Dict[str, Any]] = {}
        for link in links:
            holder, how, key, held = link
            if how == "attr":
                d = seen.get(id(holder))
                if d is None:
                    d = seen[id(holder)] = object.__getattribute__(holder, "__dict__")
                    self.dicts.append((holder, d))
                self.attributes.append((d, key, held))
            elif how != "root":
                self.others.append(link)

    def hold(self) -> bool:
        """Whether every link still holds what it held."""
        missing = _MISSING
        return (all(object.__getattribute__(h, "__dict__") is d for h, d in self.dicts)
                and all(d.get(k, missing) is v for d, k, v in self.attributes)
                and links_hold(self.others))


def links_hold(links: List[Tuple[Any, ...]]) -> bool:
    """Whether every link ``paths_to`` found still holds what it held."""
    for holder, how, key, held in links:
        if how == "attr":
            try:
                now = object.__getattribute__(holder, "__dict__").get(key, _MISSING)
            except AttributeError:
                return False
        elif how == "item" or how == "root":
            try:
                now = holder[key]
            except (IndexError, KeyError, TypeError):
                return False
        elif how == "slot":
            try:
                now = key.__get__(holder, type(holder))
            except AttributeError:
                return False
        elif how == "base":
            now = holder.base
        else:
            now = held if any(x is held for x in holder) else _MISSING
        if now is not held:
            return False
    return True


def holds_arrays(value: Any) -> bool:
    """Whether arrays are reachable from ``value`` a few attributes down (or
    too much is, to tell)."""
    found = fingerprint((value,), budget=5_000, depth=4)
    return found is None or bool(found)


_SCALAR_CALLS = (float, int, bool, abs, min, max, round, np.float64, np.float32, np.int64,
                 np.int32, np.bool_)
_PURE_CACHE: Dict[types.CodeType, bool] = {}
_STATELESS_CACHE: Dict[types.CodeType, bool] = {}


def _body(function: Any) -> Optional[List[ast.stmt]]:
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    except (OSError, TypeError, SyntaxError, IndentationError):
        return None
    node = tree.body[0] if tree.body else None
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    body = list(node.body)
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]  # the docstring
    return body


def pure_getter(function: Any) -> bool:
    """Whether a callback that returns a value is a getter a replay may call
    before anything runs: one ``return`` of arithmetic on its arguments,
    their attributes and constants, with no call but of scalar conversions
    (``Float(x)``, ``float``, ``min``)."""
    code = function.__code__
    known = _PURE_CACHE.get(code)
    if known is None:
        body = _body(function)
        known = bool(body) and len(body) == 1 and isinstance(body[0], ast.Return) and \
            body[0].value is not None and _pure_expression(body[0].value, function)
        _PURE_CACHE[code] = known
    return known


def _pure_expression(node: ast.AST, function: Any) -> bool:
    scope = {**vars(builtins), **function.__globals__}
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call):
            if not isinstance(sub.func, ast.Name) or not any(
                    scope.get(sub.func.id) is f for f in _SCALAR_CALLS):
                return False
        elif not isinstance(sub, (ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.Compare, ast.IfExp,
                                  ast.Name, ast.Attribute, ast.Constant, ast.Load, ast.operator,
                                  ast.unaryop, ast.boolop, ast.cmpop, ast.keyword)):
            return False
    return True


def stateless(function: Any) -> bool:
    """Whether a callback that returns None leaves the Python state getters
    read alone: declared so (``arrays_only``), or without stores into
    anything but its own names and without calls of its arguments or their
    attributes (``log(msg)``, not ``self.set_dt(q)``)."""
    code = function.__code__
    if code in ARRAYS_ONLY:
        return True
    known = _STATELESS_CACHE.get(code)
    if known is None:
        body = _body(function)
        params = set(code.co_varnames[:code.co_argcount + code.co_kwonlyargcount])
        known = body is not None and all(_stateless(n, params) for n in body)
        _STATELESS_CACHE[code] = known
    return known


def _stateless(node: ast.AST, params: set) -> bool:
    for sub in ast.walk(node):
        if isinstance(sub, (ast.Global, ast.Nonlocal, ast.Delete, ast.Yield, ast.YieldFrom,
                            ast.Await, ast.NamedExpr, ast.Lambda, ast.FunctionDef)):
            return False
        if isinstance(sub, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = sub.targets if isinstance(sub, ast.Assign) else [sub.target]
            if any(not isinstance(t, ast.Name) for t in targets):
                return False
        if isinstance(sub, ast.Call):
            root = sub.func
            while isinstance(root, ast.Attribute):
                root = root.value
            if not isinstance(root, ast.Name) or root.id in params:
                return False
    return True


def frozen_refusal(previous: List[Tuple[Any, ...]], log: List[Tuple[Any, ...]],
                   fresh: List[np.ndarray], reach: Any) -> Optional[str]:
    """Why a log the same as the one before it still cannot be replayed, or
    None: arrays made anew must own their memory; every other array must be
    reachable from the arguments (``reach``: their fingerprint); callbacks
    must be one function each; a callback that returns a value must be a
    getter returning a number, after no callback that may change what it
    reads."""
    anew = {id(a) for a in fresh}
    if any(a.base is not None or not a.flags.owndata for a in fresh):
        return "a view made anew by each call is bound to a stencil"
    held = set(reach)
    if any(id(a) not in held and STAND_INS.get(id(a)) is not a
           for a in _arrays_of(log).values() if id(a) not in anew):
        return ("a stencil is given an array the arguments do not hold (a global, a "
                "closure's, or one too deep in their objects)")
    changed = False
    for entry in log:
        if entry[0] != CALL:
            continue
        function, result = entry[1], entry[4][0]
        if function is AMBIGUOUS:
            return "a callback shares its code with other functions (made by one factory)"
        if result is None:
            changed = changed or not stateless(function)
            continue
        if not isinstance(result, _NUMBERS):
            return f"the callback `{function.__qualname__}` returns a {type(result).__name__}"
        if not pure_getter(function):
            return (f"the callback `{function.__qualname__}` returns a value but is not a "
                    f"getter (one `return` of arithmetic on attributes)")
        if changed:
            return (f"the getter `{function.__qualname__}` is called after a callback that "
                    f"may change what it reads")
    return None


def _arrays_of(log: List[Tuple[Any, ...]]) -> Dict[int, np.ndarray]:
    return {id(a): a for e in log if e[0] == RUN for a in e[2]}


def made_anew(a: List[Tuple[Any, ...]], b: List[Tuple[Any, ...]]) -> List[np.ndarray]:
    """The arrays of log ``b`` that log ``a`` does not have: made anew by
    each invocation."""
    older = _arrays_of(a)
    return [x for i, x in _arrays_of(b).items() if i not in older]


def held_elsewhere(log: List[Tuple[Any, ...]], fresh: List[np.ndarray]) -> Optional[str]:
    """The first array made anew that something other than the log refers to
    (a replay would give every invocation the same one), as the group and
    position it is bound at; None if there is none."""
    for array in fresh:
        held = sum(1 for e in log if e[0] == RUN for x in e[2] if x is array)
        # getrefcount's own argument, the list `fresh` and the loop's name.
        if sys.getrefcount(array) > held + 3:
            group = next(n for n, e in enumerate(log)
                         if e[0] == RUN and any(x is array for x in e[2]))
            position = next(n for n, x in enumerate(log[group][2]) if x is array)
            return f"field {position} of the group run at step {group} of the program"
    return None


def same_log(a: List[Tuple[Any, ...]], b: List[Tuple[Any, ...]]) -> bool:
    """Whether two invocations' logs do the same: see the module. Arrays only
    one of them has (made anew by each invocation) correspond one to one,
    each all zeros where its log binds it first."""
    if len(a) != len(b):
        return False
    in_a, in_b = _arrays_of(a), _arrays_of(b)
    pairs: Dict[int, int] = {}
    paired: set = set()
    for x, y in zip(a, b):
        if x[0] != y[0] or x[1] is not y[1]:
            return False
        if x[0] == RUN:
            _, _, arrays_x, scalars_x, transient_x, zeros_x = x
            _, _, arrays_y, scalars_y, transient_y, zeros_y = y
            if transient_x != transient_y or len(arrays_x) != len(arrays_y):
                return False
            for p, q, zp, zq in zip(arrays_x, arrays_y, zeros_x, zeros_y):
                if p is q:
                    continue
                if id(p) in in_b or id(q) in in_a:
                    return False
                if id(p) not in pairs:
                    if id(q) in paired or not (zp and zq):
                        return False
                    pairs[id(p)] = id(q)
                    paired.add(id(q))
                elif pairs[id(p)] != id(q):
                    return False
            if not same_value(list(scalars_x), list(scalars_y)):
                return False
        elif not (same_value(x[2], y[2]) and same_value(x[3], y[3])
                  and same_value(x[4][0], y[4][0])):
            return False
    return True


class Replay:
    """A frozen invocation: its log and what a replay checks first."""

    def __init__(self, log: List[Tuple[Any, ...]], fresh: List[np.ndarray],
                 arguments: Tuple[Any, ...], links: List[Tuple[Any, ...]]) -> None:
        self.log = log
        #: The arrays made anew by each invocation: zeros when it starts.
        self.fresh = fresh
        #: The arguments, held so that their ids (the key) stay theirs.
        self.arguments = arguments
        #: The links from the arguments to the log's other arrays.
        self.links = Links(links)
        self.layouts = [(a, a.shape, a.strides, a.dtype) for e in log if e[0] == RUN
                        for a in e[2]]
        self.getters = [e for e in log if e[0] == CALL and e[4][0] is not None]
        #: What a replay runs, as (function, args, kwargs): the groups, and
        #: the callbacks that returned None (or what replays them, prepared
        #: now where they can be).
        self.steps: List[Tuple[Callable[..., Any], Tuple[Any, ...], Dict[str, Any]]] = []
        for entry in log:
            if entry[0] == RUN:
                self.steps.append((entry[1].run, (entry[2], entry[3]), {}))
            elif entry[4][0] is None:
                function, args, kwargs = entry[1], entry[2], entry[3]
                replayed_by = REPLAYED_BY.get(getattr(function, "__code__", None))
                if replayed_by is None:
                    self.steps.append((function, args, kwargs))
                    continue
                prepare = getattr(replayed_by, "prepare", None)
                if prepare is not None:
                    prepare(function, *args, **kwargs)
                self.steps.append((replayed_by, (function, *args), kwargs))
        self.native_calls = sum(1 for e in log if e[0] == RUN)
        self.launches = sum(e[1].launches for e in log if e[0] == RUN)

    def run(self) -> bool:
        """Runs the log; False (having run nothing but the getters) where a
        check fails and the invocation must be traced."""
        if not self.links.hold():
            return False
        if any(a.shape != shape or a.strides != strides or a.dtype != dtype
               for a, shape, strides, dtype in self.layouts):
            return False
        for _, function, args, kwargs, result in self.getters:
            if not same_value(function(*args, **kwargs), result[0]):
                return False
        for a in self.fresh:
            a.fill(0)
        for function, args, kwargs in self.steps:
            function(*args, **kwargs)
        return True
