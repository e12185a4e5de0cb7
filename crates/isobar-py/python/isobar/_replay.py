"""Frozen programs: a program traced twice the same way runs its log again.

A program made with ``freeze=True`` (NDSL's orchestrated methods, see
``_ndsl.py``) takes DaCe's contract for orchestrated code: the Python of the
function is the program's *description*, read when it is traced, and only its
stencil calls and its **callbacks** (functions marked with
``isobar.callback``, or NDSL's ``dace_inhibitor``) run on every call. The
recorder keeps a *log* of an invocation: each group of fused calls it ran
(the compiled program, its arrays and scalars) and each callback called (the
function, its arguments, what it returned). When two invocations with the
same arguments (``call_key``) leave the same log (``same_log``: the same
compiled programs on the same arrays with equal scalars, the same callbacks
with equal arguments and results), and each was *freezable* (no line of
Python used an array but to pass it to a stencil or a callback, no group ran
early but before a callback, no code without source ran, the function
returned None), later invocations with those arguments replay the log
(``Replay``) without running the function's Python.

A replay checks first what it can without running anything out of order:
the arrays reachable from the arguments (a few attributes deep) are the
same objects (``fingerprint``), every array of the log still has the shape,
strides and dtype it was compiled for, and every callback that returned a
value returns the same value again (they are getters: called first, in log
order); if any differs the invocation is traced again instead. Then the
groups run, with their transients zeroed, and the callbacks that returned
None run in their places, with the arguments of the last trace.
"""

import sys
import types
from typing import Any, Callable, Dict, List, Optional, Tuple

import numpy as np

#: Code of the functions marked as callbacks, each with its function.
CALLBACKS: Dict[types.CodeType, Callable[..., Any]] = {}

#: A log entry that ran a group: (RUN, native, arrays, scalars, transient
#: flags, whether each array was all zeros before the group ran).
RUN = "run"
#: A log entry that called a callback: (CALL, function, args, kwargs, [result]).
CALL = "call"

#: At most this many values are looked at for a fingerprint.
_FINGERPRINT_BUDGET = 20_000
#: Attributes are followed this many levels down from an argument.
_FINGERPRINT_DEPTH = 4
#: Distinct argument tuples kept frozen per program.
MAX_REPLAYS = 8

_PLAIN = (type(None), bool, int, float, complex, str, bytes)


def callback(function: Callable[..., Any]) -> Callable[..., Any]:
    """Marks ``function`` as a callback of frozen programs (``freeze=True``):
    a call of it from a traced program is a step of the program, run again,
    with the same arguments, every time the program replays. It is returned
    unchanged (outside frozen programs it is a plain function)."""
    code = getattr(function, "__code__", None)
    if isinstance(code, types.CodeType) and not code.co_flags & (
            0x20 | 0x80 | 0x200):  # generators and coroutines are not steps
        CALLBACKS[code] = function
    return function


def call_key(args: Tuple[Any, ...], kwargs: Dict[str, Any]) -> Optional[Tuple[Any, ...]]:
    """What identifies an invocation: plain values by value, anything else
    by identity (None where a value is a float NaN, never equal to itself)."""
    parts = []
    for value in (*args, *(kwargs[k] for k in sorted(kwargs))):
        if type(value) in _PLAIN:
            if value != value:
                return None
            parts.append((type(value), value))
        else:
            parts.append(("id", id(value)))
    return tuple(parts), tuple(sorted(kwargs))


def same_value(a: Any, b: Any, depth: int = 0) -> bool:
    """Whether two values a log holds are the same to a replay: the same
    object, equal plain values of one type, containers of such values, or
    objects of one type whose attributes are (an object made anew on each
    call, as a ``with`` statement's context manager)."""
    if a is b:
        return True
    if type(a) is not type(b) or isinstance(a, np.ndarray):
        return False
    if type(a) in _PLAIN or isinstance(a, np.generic):
        return bool(a == b)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same_value(x, y, depth) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_value(a[k], b[k], depth) for k in a)
    if isinstance(a, types.MethodType):
        return a.__func__ is b.__func__ and same_value(a.__self__, b.__self__, depth)
    if depth >= 2 or isinstance(a, (types.FunctionType, type, types.ModuleType)):
        return False
    try:
        da = object.__getattribute__(a, "__dict__")
        db = object.__getattribute__(b, "__dict__")
    except AttributeError:
        return False
    return same_value(da, db, depth + 1)


def fingerprint(values: Tuple[Any, ...]) -> Tuple[int, ...]:
    """The ids of the arrays reachable from ``values``, in a fixed order:
    items of containers, attributes of objects, down to a few levels."""
    found: List[int] = []
    seen: set = set()
    budget = [_FINGERPRINT_BUDGET]

    def visit(value: Any, depth: int) -> None:
        budget[0] -= 1
        if budget[0] < 0 or type(value) in _PLAIN:
            return
        if isinstance(value, np.ndarray):
            found.append(id(value))
            return
        if id(value) in seen or isinstance(value, (types.FunctionType, types.BuiltinFunctionType,
                                                    types.ModuleType, type, np.generic)):
            return
        seen.add(id(value))
        if isinstance(value, (list, tuple)):
            for item in value:
                visit(item, depth)
        elif isinstance(value, dict):
            for item in value.values():
                visit(item, depth)
        elif depth < _FINGERPRINT_DEPTH:
            try:
                attributes = object.__getattribute__(value, "__dict__")
            except AttributeError:
                return
            if isinstance(attributes, dict):
                for item in list(attributes.values()):
                    visit(item, depth + 1)

    for value in values:
        visit(value, 0)
    return tuple(found)


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
                 arguments: Tuple[Any, ...]) -> None:
        self.log = log
        #: The arrays made anew by each invocation: zeros when it starts.
        self.fresh = fresh
        #: The arguments, held so that their ids (the key) stay theirs.
        self.arguments = arguments
        self.fingerprint = fingerprint(arguments)
        self.layouts = [(a, a.shape, a.strides, a.dtype) for e in log if e[0] == RUN
                        for a in e[2]]
        self.getters = [e for e in log if e[0] == CALL and e[4][0] is not None]
        self.native_calls = sum(1 for e in log if e[0] == RUN)
        self.launches = sum(e[1].launches for e in log if e[0] == RUN)

    def run(self) -> bool:
        """Runs the log; False (having run nothing but the getters) where a
        check fails and the invocation must be traced."""
        if fingerprint(self.arguments) != self.fingerprint:
            return False
        if any(a.shape != shape or a.strides != strides or a.dtype != dtype
               for a, shape, strides, dtype in self.layouts):
            return False
        for _, function, args, kwargs, result in self.getters:
            if not same_value(function(*args, **kwargs), result[0]):
                return False
        for a in self.fresh:
            a.fill(0)
        for entry in self.log:
            if entry[0] == RUN:
                entry[1].run(entry[2], entry[3])
            elif entry[4][0] is None:
                entry[1](*entry[2], **entry[3])
        return True
