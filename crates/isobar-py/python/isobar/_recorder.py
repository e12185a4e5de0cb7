"""The recorder of ``@isobar.program`` (``_program.py``): which stencil calls
stay pending, and where Python code makes them run first.

On every invocation the function runs with stencil calls *recorded* instead of
run (lazy evaluation, as PyOP2 records parallel loops); when it returns, the
recorded calls are planned, fused and compiled once per distinct trace (the
stencils, how arrays are bound, origins, domains, and every array's dtype,
shape and strides), then run with one call into isobar. Arrays reachable
from the arguments (and from ``self`` for methods) or returned are the
program's fields. An array is a transient, which fusion may keep in
registers or tile buffers instead of memory, only if it owns its memory, is
all zeros when recorded (``np.zeros``), and nothing but the recorded calls
refers to it once the function has returned (an array allocated inside and
dropped); an array kept anywhere (on ``self``, deeper in an object, in a
global) or made with other values is a field like the arguments.

Python code between the calls sees the arrays as if every call had run where
it is written. **The rule:** before a line of the program (or of a function
it calls) that uses, other than by passing it to a stencil call, a name whose
value is, holds, or shares memory with an array of a pending recorded call,
the pending calls run ("flush"), and recording goes on; a program that uses
its arrays only through stencil calls still runs as one fused program.

How it is done: while the function runs, its frame (and every frame of Python
code started while calls are pending, and every frame that records a call) is
traced with ``sys.settrace`` (any trace function already set is chained and
restored). Each line's names come from the AST of the code's source file. A
name is *used* unless the line only passes it on: as an argument of a stencil
call, or of Python code the recorder traces itself (a function, method or
object with a ``__call__`` written in Python, whose source can be read,
neither NumPy's nor isobar's: a model's components called with its state),
through attribute chains and basic slices (``self.q``, ``a[:, 1:]``), in a
plain binding (``a, b = b, a``), in a ``return``, or for metadata only
(``a.shape``, ``a.dtype``, ``len(a)``, ``np.zeros_like(a)``, ``x is None``).
Arguments unpacked with ``*`` are used (C iterates them), and so is a value
assigned to an attribute whose assignment runs code (``out.flat = b``, not
``self.x = b``). Values reached by attribute chains and items of lists,
tuples and dicts (``self.stencils[n]``) are looked up without running Python
code (``self.state.q`` is checked as that array); a name is checked as
itself, the items of lists, tuples, sets and dicts, the attributes of an
object one level down (``self`` holding a pending array counts), and what
``a.flat``, ``memoryview(a)``, a bound method ``a.sum`` or a
``functools.partial`` refer to. So ``tmp.sum()``, ``y[...] = 5``,
``np.sum(tmp)``, ``float(self.q[0, 0, 0])`` all flush first, and a helper
function given arrays, or reading a global array, flushes where its own lines
use them. A function (a property's getter, say) that returns (or yields) a
pending array flushes unless its caller's statement only binds the result
(``x = helper(a)``, ``x = obj.prop``) or passes it on with nothing else
computed (``st(obj.prop, b)``, ``helper(obj.prop)``).

A stencil call runs at once (unfused, correct) instead of being deferred when
its statement is not just the call (``r = [st(a, b) for ...]``,
``for ...: st(a, b)`` on one line, ``f(st(a, b))``), when a function between it
and the program is called from a statement that does more than call it, when
its frame's source cannot be read (``exec``'d code, a ``lambda`` program, code
without a file), from another thread, or after tracing was taken over (a
debugger). Python code started while calls are pending whose source cannot be
read flushes first. NumPy and isobar code are trusted (they reach arrays only
through their arguments, which the calling line flushed). Not seen: an
object's attributes more than one level down used by C code (containers
are searched at any depth), threads, reflection (``globals()["b"]``), a
callee rebound earlier on the same line, and code compiled to pass for
another file's lines.

If the function raises, the calls still pending are dropped (calls flushed
before stay run). Each flush is one more call into isobar
(``last_native_calls``) and ends a fusion group; an array a flushed group
bound is a field, never a transient, of the later groups.

``run_decomposed`` cannot flush (the calls run on every rank, after the
function returns): where ``__call__`` would flush or run a call at once, it
raises ``ValueError`` naming the file and line.
"""

import bisect
import contextvars
import functools
import sys
import types
from typing import Any, Callable, Dict, List, Optional, Tuple

import numpy as np

from . import _replay
from ._line_uses import (
    _CALLEE, _META_FUNCTIONS, _MISSING, _RECV, _REFERENCE_METHODS, _SETATTR, _STARRED, _STORED, _TOUCH,
    PASS_THROUGH, _analysis,
    _code_of, _is_halo_update, _plain_attribute_store,
    _is_stencil, _resolve, _traced_callee, _trusted, _user_frame, _where,
)

_recorder: "contextvars.ContextVar[Optional[_Recorder]]" = contextvars.ContextVar(
    "isobar_program_recorder", default=None)


def recording() -> "Optional[_Recorder]":
    """The recorder of the program being traced in this context, if any."""
    recorder = _recorder.get()
    return recorder if recorder is not None and recorder.active else None


#: Values that hold no arrays.
_SCALARS = frozenset({bool, int, float, complex, str, bytes})

#: At most this many values are looked at for the arrays in one value.
_MAX_VISITED = 10_000


def _arrays_in(value: Any, depth: int = 0, budget: Optional[List[int]] = None) -> List[np.ndarray]:
    """NumPy arrays in a value: itself; what views of an array refer to
    (``a.flat``, ``memoryview(a)``, ``a.sum``: the array); the items of
    lists, tuples, sets and dicts, at any depth; the attributes of an object,
    one level down (``__slots__`` included); what a ``functools.partial``
    binds."""
    if isinstance(value, np.ndarray):
        return [value]
    if budget is None:
        budget = [_MAX_VISITED]
    budget[0] -= 1
    if budget[0] < 0:
        return []
    if isinstance(value, np.flatiter):
        return [value.base]
    if isinstance(value, memoryview):
        return _arrays_in(value.obj, depth, budget)
    if isinstance(value, (types.BuiltinMethodType, types.MethodType)):
        owner = getattr(value, "__self__", None)
        return [] if owner is None or isinstance(owner, types.ModuleType) else _arrays_in(
            owner, depth, budget)
    if isinstance(value, functools.partial):
        parts = [value.func, *value.args, *value.keywords.values()]
        return [a for v in parts for a in _arrays_in(v, depth, budget)]
    if isinstance(value, (list, tuple, set, frozenset)):
        return [a for v in value for a in _arrays_in(v, depth, budget)]
    if isinstance(value, dict):
        return [a for v in value.values() for a in _arrays_in(v, depth, budget)]
    if depth > 0 or isinstance(value, (types.FunctionType, types.BuiltinFunctionType, type,
                                       types.ModuleType, str, bytes, int, float, complex)):
        return []
    found: List[np.ndarray] = []
    try:
        attributes = object.__getattribute__(value, "__dict__")
    except AttributeError:
        attributes = None
    if isinstance(attributes, dict):
        found = [a for v in attributes.values() for a in _arrays_in(v, depth + 1, budget)]
    for cls in type(value).__mro__:
        slots = cls.__dict__.get("__slots__")
        if isinstance(slots, str):
            slots = (slots,)
        for slot in slots or ():
            descriptor = cls.__dict__.get(slot)
            if type(descriptor) is types.MemberDescriptorType:
                try:
                    v = descriptor.__get__(value, type(value))
                except AttributeError:
                    continue
                found.extend(_arrays_in(v, depth + 1, budget))
    return found


def _spelled(name: str, attrs: Tuple[Any, ...]) -> str:
    """A chain as the source writes it: ``self.q``, ``fields["b"]``, ``s[n]``."""
    out = name
    for a in attrs:
        out += f"[{a[1]!r}]" if type(a) is tuple and a[2] else (
            f"[{a[1]}]" if type(a) is tuple else f".{a}")
    return out


# --- recording ---------------------------------------------------------------

try:
    _byte_bounds = np.lib.array_utils.byte_bounds  # NumPy 2
except AttributeError:
    _byte_bounds = np.byte_bounds


class _PendingMemory:
    """The arrays of the pending calls and the memory they span (merged
    byte ranges, sorted), kept up to date as calls are recorded: whether an
    array shares memory with one (``np.may_share_memory``'s bounds check)
    is a binary search."""

    __slots__ = ("ids", "arrays", "starts", "ends", "seen_calls")

    def __init__(self) -> None:
        self.ids: set = set()
        self.arrays: List[np.ndarray] = []
        self.starts: List[int] = []
        self.ends: List[int] = []
        self.seen_calls = 0

    def reset(self) -> None:
        """The calls ran (a flush): nothing is pending."""
        self.__init__()  # type: ignore[misc]

    def update(self, calls: List[Any]) -> None:
        """Takes in the calls recorded since the last update."""
        for call in calls[self.seen_calls:]:
            for a in call[1].values():
                if isinstance(a, np.ndarray) and id(a) not in self.ids:
                    self.ids.add(id(a))
                    self.arrays.append(a)
                    self._add(*_byte_bounds(a))
        self.seen_calls = len(calls)

    def _add(self, start: int, end: int) -> None:
        if end <= start:
            return
        first = bisect.bisect_left(self.ends, start)
        last = bisect.bisect_right(self.starts, end)
        if first < last:
            start = min(start, self.starts[first])
            end = max(end, self.ends[last - 1])
        self.starts[first:last] = [start]
        self.ends[first:last] = [end]

    def touches(self, a: np.ndarray) -> bool:
        if id(a) in self.ids:
            return True
        start, end = _byte_bounds(a)
        if end <= start:
            return False
        n = bisect.bisect_right(self.starts, end - 1)
        return n > 0 and self.ends[n - 1] > start


class _Calls(list):
    """The recorded calls; ``append`` (what a stencil call does while
    recording) also decides whether the call may stay pending."""

    __slots__ = ("recorder",)

    def append(self, call: Any) -> None:
        list.append(self, call)
        recorder = getattr(self, "recorder", None)
        if recorder is not None:
            busy = recorder.busy
            recorder.busy = True
            try:
                recorder._recorded(sys._getframe(1))
            finally:
                recorder.busy = busy


class _Watcher:
    """The local trace function of a frame watched by a recorder (chaining
    the one that was there)."""

    __slots__ = ("recorder", "previous", "checked", "checked_at")

    def __init__(self, recorder: "_Recorder", previous: Any) -> None:
        self.recorder = recorder
        self.previous = previous
        #: The statements the frame's last line event checked, and the
        #: instruction it was at: a statement spanning several lines is
        #: checked once per execution (its later lines, reached moving
        #: forward, run with what the first check saw pending; a statement
        #: that records a call is a call and nothing else), again when a
        #: loop jumps back to it.
        self.checked: Any = None
        self.checked_at = -1

    def __call__(self, frame: types.FrameType, event: str, arg: Any) -> Any:
        recorder = self.recorder
        if recorder.active and (recorder.calls or recorder.strict) and not recorder.busy:
            recorder.busy = True
            try:
                if event == "line":
                    recorder._check_line(frame, self)
                elif event == "return" and frame is not recorder.root:
                    recorder._check_return(frame, arg)
            finally:
                recorder.busy = False
        previous = self.previous
        if previous is not None:
            self.previous = previous(frame, event, arg)
        return self


class _CallbackWatcher:
    """The local trace function of a callback's frame (strict tracing): the
    frame is watched as any (``_Watcher``), and its return logs the result
    and ends the callback."""

    __slots__ = ("recorder", "entry", "watcher")

    def __init__(self, recorder: "_Recorder", entry: Tuple[Any, ...], previous: Any,
                 watch: bool) -> None:
        self.recorder = recorder
        self.entry = entry
        # isobar's own callbacks (a halo update) run the pending calls themselves.
        self.watcher = _Watcher(recorder, previous) if watch else previous

    def __call__(self, frame: types.FrameType, event: str, arg: Any) -> Any:
        if self.watcher is not None:
            self.watcher = self.watcher(frame, event, arg)
        if event == "return":
            self.entry[4][0] = arg
            self.recorder._leave_callback(frame, arg)
        return self


class _Recorder:
    """The stencil calls of one invocation, in order, not yet run."""

    def __init__(self, program: Any = None, decomposed: bool = False,
                 external: Optional[set] = None, names: Optional[Dict[int, str]] = None,
                 strict: bool = False) -> None:
        self.calls: List[Tuple[Any, Dict[str, Any], Dict[str, Any], Dict[str, Tuple[int, ...]],
                               Tuple[int, int, int]]] = _Calls()
        self.calls.recorder = self  # type: ignore[attr-defined]
        self.program = program
        self.decomposed = decomposed
        self.external = external if external is not None else set()
        self.names = names if names is not None else {}
        self.eager = False
        self.active = False
        # Set while the recorder's own checks run: frames they start are not watched.
        self.busy = False
        self.root: Optional[types.FrameType] = None
        self.root_code: Optional[types.CodeType] = None
        self.tracer: Any = None
        self.native_calls = 0
        self.launches = 0
        self.kept: List[np.ndarray] = []
        self._pending = _PendingMemory()
        #: Traced to be frozen (``_replay.py``): every line is checked, not
        #: only those run while calls are pending, and callbacks are steps.
        self.strict = strict
        #: Whether the invocation so far could be replayed from its log, and
        #: where it stopped being so.
        self.freezable = True
        self.unfrozen: Optional[str] = None
        #: The groups run and callbacks called, in order (``_replay.py``).
        self.log: List[Tuple[Any, ...]] = []
        #: Set while ``involves`` finds arrays in a value (strict checks).
        self.touched = False
        #: The log entry of the callback running now (strict tracing), and
        #: whether its code used an array.
        self.callback: Optional[Tuple[Any, ...]] = None
        self.callback_read = False
        #: Where the program updated periodic halos (``HaloUpdater``), as
        #: ``file:line``: a decomposed run must then be periodic.
        self.halo_updates: List[str] = []

    # --- running -------------------------------------------------------------

    def trace(self, function: Callable[..., Any], args: Tuple[Any, ...],
              kwargs: Dict[str, Any]) -> Any:
        """Runs ``function`` with its frames watched (see the module)."""
        code = getattr(function, "__code__", None)
        if (not isinstance(code, types.CodeType) or _trusted(code)
                or _analysis(code, getattr(function, "__globals__", None)) is None):
            # No source to read the lines from: calls run as they are made.
            self._unfreeze(None, "the program's source cannot be read")
            self.eager = True
            self.active = True
            try:
                return function(*args, **kwargs)
            finally:
                self.active = False
        self.root_code = code
        previous = sys.gettrace()
        chained = None if getattr(previous, "_isobar_tracer", False) else previous
        recorder = self

        def tracer(frame: types.FrameType, event: str, arg: Any) -> Any:
            local = chained(frame, event, arg) if chained is not None else None
            if not recorder.active or recorder.busy:
                return local
            if recorder.root is None:
                if frame.f_code is recorder.root_code:
                    recorder.root = frame
                    return _Watcher(recorder, local)
                return local
            code = frame.f_code
            if (recorder.strict and recorder.callback is None and event == "call"
                    and code in _replay.CALLBACKS):
                return recorder._enter_callback(frame, local)
            if not recorder.calls and not recorder.strict:
                return local
            if _trusted(code):
                return local
            recorder.busy = True
            try:
                if _analysis(code, frame.f_globals) is None:
                    recorder.flush(frame, "Python code whose source cannot be read starts here")
                    return local
            finally:
                recorder.busy = False
            return _Watcher(recorder, local)

        tracer._isobar_tracer = True  # type: ignore[attr-defined]
        self.tracer = tracer
        self.active = True
        sys.settrace(tracer)
        try:
            return function(*args, **kwargs)
        finally:
            sys.settrace(previous)
            self.active = False
            self.root = None
            self.tracer = None

    def flush(self, frame: Optional[types.FrameType], why: str) -> None:
        """Runs the pending calls now (``__call__``), or refuses
        (``run_decomposed``). The invocation is then not freezable: Python
        code between the calls used their arrays."""
        if self.callback is None:
            self._unfreeze(frame, why)
        else:
            self.callback_read = True
        self._run_pending(frame, why)

    def _touched(self, frame: types.FrameType, why: str) -> None:
        """Python code used an array (strict tracing): a callback's code may
        (it runs again on replays); any other keeps the invocation traced."""
        if self.callback is not None:
            self.callback_read = True
        else:
            self._unfreeze(frame, why)

    def _unfreeze(self, frame: Optional[types.FrameType], why: str) -> None:
        if self.freezable:
            self.freezable = False
            self.unfrozen = f"{_where(frame)}: {why}"

    def _run_pending(self, frame: Optional[types.FrameType], why: str) -> None:
        if not self.calls:
            return
        if self.decomposed or self.program is None:
            name = self.program.__name__ if self.program is not None else "program"
            raise ValueError(
                f"{_where(frame)}: `{name}`.run_decomposed cannot run this program: {why}, "
                f"while stencil calls are pending, and a decomposed program may use its arrays "
                f"only through stencil calls (call the program itself to run it on one rank)")
        try:
            self.program._run_recorded(self)
        except BaseException:
            # Tracing stops when a trace function raises: run the rest eagerly.
            self.eager = True
            raise

    def _enter_callback(self, frame: types.FrameType, local: Any) -> Any:
        """A callback starts (strict tracing): the call is logged with its
        arguments; its code runs as any other Python code, but for what it
        does with arrays (it runs again on replays): groups its lines run
        early are logged before it, and only a stencil call it makes keeps
        the invocation from being frozen."""
        if self.decomposed:
            self._unfreeze(frame, "a callback runs here")
            return local
        code = frame.f_code
        names = code.co_varnames
        values = frame.f_locals
        n = code.co_argcount
        args = [values[v] for v in names[:n]]
        kwargs = {v: values[v] for v in names[n:n + code.co_kwonlyargcount]}
        n += code.co_kwonlyargcount
        if code.co_flags & 0x04:  # *args
            args.extend(values[names[n]])
            n += 1
        if code.co_flags & 0x08:  # **kwargs
            kwargs.update(values[names[n]])
        entry = (_replay.CALL, _replay.CALLBACKS[code], tuple(args), kwargs, [None])
        self.log.append(entry)
        self.callback = entry
        self.callback_read = False
        return _CallbackWatcher(self, entry, local, not _trusted(code))

    def _leave_callback(self, frame: types.FrameType, result: Any) -> None:
        if self.callback_read and result is not None:
            # A replay calls such a getter before the groups run: it must
            # not read what they write.
            self._unfreeze(frame, "a callback that reads arrays returns a value")
        self.callback = None

    # --- what is pending -----------------------------------------------------

    def pending(self) -> "_PendingMemory":
        """The memory of the pending calls' arrays, brought up to date."""
        self._pending.update(self.calls)
        return self._pending

    def involves(self, value: Any) -> bool:
        """Whether the value is, holds or shares memory with a pending array."""
        if value is None or type(value) in _SCALARS:
            return False
        if value is _MISSING or isinstance(value, (types.FunctionType, type)):
            return False
        if isinstance(value, types.ModuleType) and value.__name__.split(".")[0] in ("numpy", __package__):
            return False
        found = _arrays_in(value)
        if not found:
            if self.strict and self.callback is None and _replay.holds_arrays(value):
                # Arrays deeper in what C code is given (`attrgetter("h.a")(self)`):
                # not a use of pending ones, but a replay would skip it.
                self.touched = True
            return False
        self.touched = True
        memory = self.pending()
        return any(memory.touches(a) for a in found)

    # --- the checks ----------------------------------------------------------

    def _uses(self, frame: types.FrameType, ref: Tuple[str, Tuple[str, ...], str, Any, bool],
              callees: Dict[Any, Any]) -> bool:
        name, attrs, kind, callee, first = ref
        if any(type(a) is tuple for a in attrs):
            # An item of a container: used as itself where it was found
            # statically; otherwise (an array's `a[i]` reads) the container is.
            value, complete = _resolve(frame, name, attrs)
            if not complete:
                return self.involves(value)
        if kind is _STARRED:
            value, _ = _resolve(frame, name, attrs)
            function = callees.get(callee)
            if function is None:
                function = callees[callee] = _resolve(frame, callee[0], callee[1])
            passed_on = _is_stencil(function[0]) or (function[1] and _traced_callee(function[0]))
            if passed_on and not isinstance(value, (np.ndarray, np.flatiter, memoryview)):
                return False
            return self.involves(value)
        if kind is _SETATTR:
            # Assigning an array's attribute writes (or reads) its data.
            value, _ = _resolve(frame, name, attrs)
            return isinstance(value, np.ndarray) and self.involves(value)
        if kind is _STORED:
            owner, complete = _resolve(frame, callee[0], callee[1])
            if complete and _plain_attribute_store(owner, callee[2]):
                return False
            value, _ = _resolve(frame, name, attrs)
            return self.involves(value)
        if kind is _CALLEE:
            value, complete = _resolve(frame, name, attrs)
            if _is_stencil(value) or _is_halo_update(value) or (complete and _traced_callee(value)):
                return False
            return self.involves(value)
        if kind is not _TOUCH:
            resolved = callees.get(callee)
            if resolved is None:
                resolved = callees[callee] = _resolve(frame, callee[0], callee[1])
            function, complete = resolved
            if _is_stencil(function) or _is_halo_update(function):
                return False
            if kind is _RECV and callee[1] and callee[1][-1] in _REFERENCE_METHODS:
                receiver, whole = _resolve(frame, name, attrs)
                if whole and type(receiver) in (dict, list, tuple):
                    # `d.values()`, `d.get(k)`: references, no data read.
                    return False
            if complete and _traced_callee(function):
                # Python code the recorder traces: it checks the lines that
                # use the arrays (a model's components called with its state).
                return False
            if (kind is _RECV or first) and any(function is f for f in _META_FUNCTIONS):
                return False
        value, _ = _resolve(frame, name, attrs)
        return self.involves(value)

    def _check_line(self, frame: types.FrameType, watcher: Optional[_Watcher] = None) -> None:
        lines = _analysis(frame.f_code, frame.f_globals)
        if lines is None:
            self.flush(frame, "this code's source cannot be read")
            return
        stmts = lines.get(frame.f_lineno, ())
        if watcher is not None:
            last, at = watcher.checked, watcher.checked_at
            watcher.checked, watcher.checked_at = stmts, frame.f_lasti
            if (last is not None and frame.f_lasti > at and len(last) == len(stmts)
                    and all(a is b for a, b in zip(last, stmts))):
                return
        callees: Dict[Any, Any] = {}
        for stmt in stmts:
            for ref in stmt.refs:
                self.touched = False
                if self._uses(frame, ref, callees):
                    self.flush(frame, f"this line uses `{_spelled(ref[0], ref[1])}`")
                    return
                if self.touched and self.strict:
                    self._touched(frame, f"this line uses `{_spelled(ref[0], ref[1])}`")

    def _tail_call(self, frame: types.FrameType, callee_code: Optional[types.CodeType],
                   stencil: bool = False) -> bool:
        """Whether the frame's line is just a call (of a stencil where
        ``stencil``, or of the function with code ``callee_code``) in a
        watched frame, so nothing of the statement runs after the call."""
        lines = _analysis(frame.f_code, frame.f_globals)
        if lines is None or _trusted(frame.f_code):
            return False
        stmts = lines.get(frame.f_lineno, ())
        if len(stmts) != 1 or stmts[0].tail is None:
            return False
        callee, _ = _resolve(frame, *stmts[0].tail)
        return (stencil and _is_stencil(callee)) or (
            callee_code is not None and _code_of(callee) is callee_code)

    def _watch(self, frame: types.FrameType) -> None:
        current = frame.f_trace
        if not (isinstance(current, _Watcher) and current.recorder is self):
            frame.f_trace = _Watcher(self, current)

    def _check_return(self, frame: types.FrameType, value: Any) -> None:
        if value is None or type(value) in _SCALARS:
            return
        caller = frame.f_back
        callee_code = frame.f_code
        # Through isobar's wrappers that return what they called returned.
        while caller is not None and caller.f_code in PASS_THROUGH:
            callee_code = caller.f_code
            caller = caller.f_back
        # Where the caller only binds or passes the value on, it is not
        # looked at (the cheap test first).
        if (caller is not None and isinstance(caller.f_trace, _Watcher)
                and caller.f_trace.recorder is self
                and (self._tail_call(caller, callee_code) or self._passes_on(caller))):
            return
        self.touched = False
        if self.involves(value):
            self.flush(frame, f"this function returns an array of a pending call to "
                              f"{_where(caller)}")
        elif self.touched and self.strict:
            self._touched(frame, f"this function returns an array to {_where(caller)}")

    def _passes_on(self, frame: types.FrameType) -> bool:
        """Whether a value computed on the frame's line (by a property's
        getter) can only be bound, or passed to a stencil or to Python code
        the recorder traces."""
        lines = _analysis(frame.f_code, frame.f_globals)
        stmts = lines.get(frame.f_lineno, ()) if lines is not None else ()
        if len(stmts) != 1 or not stmts[0].plain:
            return False
        for chain in stmts[0].lookups:
            container, complete = _resolve(frame, *chain)
            if not complete or type(container) not in (dict, list, tuple):
                return False
        if stmts[0].tail is None:
            return True
        callee, complete = _resolve(frame, *stmts[0].tail)
        return _is_stencil(callee) or (complete and _traced_callee(callee))

    def _recorded(self, frame: Optional[types.FrameType]) -> None:
        """A call was just recorded from ``frame`` (or a frame above it): it
        stays pending only if every frame from its caller up to the
        program's is watched and just calls the next one."""
        user = _user_frame(frame)
        if self.callback is not None:
            self._unfreeze(user, "a callback calls a stencil")
        if not self.active or self.eager or sys.gettrace() is not self.tracer:
            self.flush(user, "this stencil call cannot be deferred (the program's source cannot "
                             "be read, or tracing was taken over)")
            return
        # The user's frame called a stencil, or the function of isobar's
        # whose frame is the outermost below it (a stencil's `__call__` that
        # something else refers to, as a wrapper of the user's does).
        entry = frame
        while entry is not None and entry.f_back is not user:
            entry = entry.f_back
        callee_code = entry.f_code if entry is not None else None
        stencil = True
        current = user
        while current is not None:
            if not self._tail_call(current, callee_code, stencil):
                self.flush(user if callee_code is None else current,
                           "this statement does more than call the stencil (or a function "
                           "that calls it)")
                return
            self._watch(current)
            if current is self.root:
                return
            callee_code = current.f_code
            stencil = False
            current = current.f_back
            # isobar's wrappers that only call on (an orchestrated method's):
            # the frame above called the outermost of them.
            while current is not None and current.f_code in PASS_THROUGH:
                callee_code = current.f_code
                current = current.f_back
        self.flush(user, "this stencil call is not made from within the program's own call")
