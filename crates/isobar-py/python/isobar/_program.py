"""``@isobar.program``: a function that calls stencils, run as one fused program.

The function's stencil calls are recorded (``_recorder.py`` says how, and
when Python code between them makes the pending ones run first); the
recorded calls are planned, fused and compiled once per distinct trace,
then run with one call into isobar. With ``freeze=True`` an invocation
traced twice the same way is replayed from its log (``_replay.py``).
"""

import functools
import inspect
import sys
from typing import Any, Callable, Dict, List, Optional, Tuple

import numpy as np

from ._isobar import NativeProgram
from . import _replay
from ._recorder import _Recorder, _arrays_in, _recorder, _user_frame

#: A frozen program's arguments are traced strictly (to be frozen) this many
#: times at most; then as any program's.
_FREEZE_ATTEMPTS = 4
#: And only the first this many distinct arguments of a program are (a
#: program given a new step number each call is never frozen).
_FREEZE_KEYS = 32


class Program:
    """A function that calls stencils, traced and run fused (see the module)."""

    def __init__(self, function: Callable[..., Any], halo: Optional[int] = None,
                 fuse: bool = True, freeze: bool = False) -> None:
        functools.update_wrapper(self, function)
        self.function = function
        self.halo = halo
        self.fuse = fuse
        self.freeze = freeze
        self._cache: Dict[Any, NativeProgram] = {}
        #: Frozen invocations by their arguments (``_replay.py``).
        self._replays: Dict[Any, _replay.Replay] = {}
        #: The last freezable log of each key, and how many traces each key had.
        self._candidates: Dict[Any, List[Tuple[Any, ...]]] = {}
        self._traces: Dict[Any, int] = {}
        #: Whether the last invocation replayed a frozen log; if it was
        #: traced, why it is not frozen (None when it was frozen or replayed).
        self.last_replayed = False
        self.last_unfrozen: Optional[str] = None
        #: Calls from Python into isobar made by the last invocation.
        self.last_native_calls = 0
        #: Calls into compiled code (fusion groups) of the last invocation.
        self.last_launches = 0

    def __get__(self, obj: Any, objtype: Any = None) -> Any:
        if obj is None:
            return self
        return functools.partial(self.__call__, obj)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        key = _replay.call_key(args, kwargs) if self.freeze else None
        if key is not None and self._replay(key):
            return None
        strict = (key is not None and self._traces.get(key, 0) < _FREEZE_ATTEMPTS
                  and (len(self._traces) < _FREEZE_KEYS or key in self._traces))
        # What the arguments hold before: the same after, or a callback (or
        # the function) rebound an array a replay would not see.
        reach = _replay.fingerprint((*args, *kwargs.values())) if strict else None
        try:
            recorder, result = self._trace(args, kwargs, decomposed=False, strict=strict)
            recorder.external |= {id(a) for a in _arrays_in(result)}
            if recorder.calls:
                self._run_recorded(recorder)
        except BaseException:
            self._candidates.pop(key, None)
            raise
        self.last_native_calls = recorder.native_calls
        self.last_launches = recorder.launches
        self.last_replayed = False
        self.last_unfrozen = recorder.unfrozen if strict or not self.freeze else \
            "traced too often to freeze"
        if strict:
            if result is not None:
                recorder._unfreeze(None, "the function returns a value")
                self.last_unfrozen = recorder.unfrozen
            self._consider_freezing(key, recorder, args, kwargs, reach)
        return result

    def _replay(self, key: Any) -> bool:
        """Replays the frozen log of ``key``, if there is one and its checks
        hold (``_replay.Replay.run``)."""
        replay = self._replays.get(key)
        if replay is None:
            return False
        if not replay.run():
            del self._replays[key]
            return False
        self.last_native_calls = replay.native_calls
        self.last_launches = replay.launches
        self.last_replayed = True
        self.last_unfrozen = None
        return True

    def _consider_freezing(self, key: Any, recorder: _Recorder, args: Tuple[Any, ...],
                           kwargs: Dict[str, Any], reach: Optional[Tuple[int, ...]]) -> None:
        """Freezes ``key`` when this trace's log is freezable and the same as
        the last one's."""
        self._traces[key] = self._traces.get(key, 0) + 1
        if not recorder.freezable:
            self._candidates.pop(key, None)
            return
        previous = self._candidates.get(key)
        if previous is None or not _replay.same_log(previous, recorder.log):
            if len(self._candidates) >= _FREEZE_KEYS:
                del self._candidates[next(iter(self._candidates))]
            self._candidates[key] = recorder.log
            self.last_unfrozen = ("traced once (a second call traced the same way freezes it)"
                                  if previous is None else "its log differs from the last call's")
            return
        del self._candidates[key]
        fresh = _replay.made_anew(previous, recorder.log)
        log = recorder.log
        recorder.kept.clear()
        del recorder
        arguments = (*args, *kwargs.values())
        if reach is None or _replay.fingerprint(arguments) != reach:
            self.last_unfrozen = ("the call rebinds an array its arguments hold, or they hold "
                                  "too many values to check")
            return
        anew = {id(a) for a in fresh}
        targets = [a for a in _replay._arrays_of(log).values()
                   if id(a) not in anew and _replay.STAND_INS.get(id(a)) is not a]
        links = _replay.paths_to(arguments, targets)
        if links is None:
            self.last_unfrozen = "the arguments hold too many values to check"
            return
        reached = {id(held) for _, _, _, held in links}
        refused = _replay.frozen_refusal(previous, log, fresh, reached)
        if refused is not None:
            self.last_unfrozen = refused
            return
        held = _replay.held_elsewhere(log, fresh)
        if held is not None:
            self.last_unfrozen = (f"an array made anew by each call ({held}) is kept after "
                                  f"the call returns")
            return
        if len(self._replays) >= _replay.MAX_REPLAYS:
            del self._replays[next(iter(self._replays))]
        self._replays[key] = _replay.Replay(log, fresh, arguments, links)
        self.last_unfrozen = None

    def _run_recorded(self, recorder: _Recorder) -> None:
        """Runs the calls recorded so far and forgets them."""
        native, arrays, scalars, fields = self._native(recorder, recorder.external,
                                                       recorder.names)
        if recorder.strict or recorder.callback is not None:
            # Whether each array is all zeros before the group runs: an array
            # made anew by each invocation must be, to be zeroed by a replay.
            entry = (_replay.RUN, native, arrays, scalars, [f[3] for f in fields],
                     [not a.any() for a in arrays])
            # Run by a callback's line: before the callback, on replays.
            at = next((n for n, e in enumerate(recorder.log) if e is recorder.callback),
                      len(recorder.log))
            recorder.log.insert(at, entry)
        recorder.calls.clear()
        recorder._pending.reset()
        # What this group writes is data for later groups: never their
        # transients (held, so that their ids stay theirs).
        recorder.kept.extend(arrays)
        recorder.external.update(id(a) for a in arrays)
        native.run(arrays, scalars)
        recorder.native_calls += 1
        recorder.launches += native.launches

    def run_decomposed(self, *args: Any, layout: Tuple[int, int] = (1, 1),
                       periodic: bool = False, steps: int = 1, comm: Any = None,
                       swaps: Optional[List[Tuple[str, str]]] = None, overlap: bool = True,
                       threads: Optional[int] = None, **kwargs: Any) -> Dict[str, Any]:
        """Runs ``steps`` steps of the program decomposed over a ``layout``
        ``(px, py)`` of ranks: threads of this process, or the ranks of the
        mpi4py communicator ``comm`` (every rank passing the same global
        arrays). The domain is the arrays' I and J sizes less twice the
        program's ``halo``. Between steps each field the program writes swaps
        with the first read-only field of its shape, or as ``swaps`` says
        (pairs of field names, such as ``[("q_out", "q")]``). On rank 0 the
        arrays' interiors then hold the gathered results, bit for bit those
        of one rank. Returns timings and the plan (``"plan"``). A program
        that uses its arrays between its calls (where ``__call__`` would run
        the pending calls first) raises ``ValueError``."""
        if self.halo is None:
            raise ValueError(f"`{self.__name__}`: run_decomposed needs @isobar.program(halo=H)")
        recorder, _ = self._trace(args, kwargs, decomposed=True)
        if recorder.halo_updates and not periodic:
            raise ValueError(
                f"{recorder.halo_updates[0]}: `{self.__name__}` updates periodic halos "
                f"(isobar.HaloUpdater), which a decomposed run leaves to the planner: "
                f"pass periodic=True")
        if not recorder.calls:
            return {}
        native, arrays, scalars, fields = self._native(recorder, recorder.external,
                                                       recorder.names)
        field_names = [f[0] for f in fields]
        shape = next(a.shape for a, name in zip(arrays, field_names) if a.ndim >= 2)
        domain = (shape[0] - 2 * self.halo, shape[1] - 2 * self.halo)
        pairs = None
        if swaps is not None:
            index = {name: n for n, name in enumerate(field_names)}
            try:
                pairs = [(index[a], index[b]) for a, b in swaps]
            except KeyError as e:
                raise ValueError(f"swaps: no field {e} (fields: {', '.join(field_names)})") from None
        return native.run_decomposed(arrays, scalars, domain, tuple(layout), periodic, steps,
                                     pairs, overlap, comm, threads)

    def _trace(self, args: Tuple[Any, ...], kwargs: Dict[str, Any], decomposed: bool,
               strict: bool = False) -> Any:
        """Runs the function with stencil calls recorded (run early where the
        module's rule says); returns the recorder, holding the calls still
        pending, the ids of arrays seen outside and names, and the result."""
        names: Dict[int, str] = {}
        bound = None
        try:
            bound = inspect.signature(self.function).bind(*args, **kwargs)
            for name, value in bound.arguments.items():
                for n, a in enumerate(_arrays_in(value)):
                    names.setdefault(id(a), name if isinstance(value, np.ndarray) else f"{name}.{n}")
        except TypeError:
            pass
        external = {id(a) for v in (*args, *kwargs.values()) for a in _arrays_in(v)}
        del bound
        outer = _recorder.get()
        if outer is not None:
            # The inner program's groups are not steps of the outer's log.
            outer._unfreeze(_user_frame(sys._getframe(1)), f"this line calls the program "
                                                           f"`{self.__name__}`")
        if outer is not None and outer.calls:
            # A program called from a program: the outer one's calls first.
            outer.flush(_user_frame(sys._getframe(1)), f"this line calls the program "
                                                       f"`{self.__name__}`")
        recorder = _Recorder(self, decomposed, external, names, strict)
        token = _recorder.set(recorder)
        try:
            result = recorder.trace(self.function, args, kwargs)
        finally:
            _recorder.reset(token)
        return recorder, result

    def explain(self) -> List[str]:
        """The plan of every trace compiled so far."""
        return [native.explain() for native, _ in self._cache.values()]

    def _native(self, recorder: _Recorder, external: set, names: Dict[int, str]) -> Any:
        """The compiled program of a trace (built once per distinct trace),
        its arrays, scalars and field names."""
        arrays: List[np.ndarray] = []
        index: Dict[int, int] = {}
        calls = []
        scalars: List[Any] = []
        key_calls = []
        for native, fields, values, origins, domain in recorder.calls:
            bound = []
            for param, array in fields.items():
                n = index.get(id(array))
                if n is None:
                    n = index[id(array)] = len(arrays)
                    arrays.append(array)
                bound.append((param, n))
            slots = []
            for param, value in values.items():
                slots.append((param, len(scalars)))
                scalars.append(value)
            origin_list = sorted((p, tuple(int(x) for x in o)) for p, o in origins.items())
            domain = tuple(int(d) for d in domain)
            calls.append((native, bound, slots, [(p, list(o)) for p, o in origin_list], domain))
            key_calls.append((id(native), tuple(bound), tuple(p for p, _ in slots),
                              tuple(origin_list), domain))
        uses: Dict[int, int] = {}
        for _, bound_fields, _, _, _ in recorder.calls:
            for array in bound_fields.values():
                uses[id(array)] = uses.get(id(array), 0) + 1
        # References to an array now: the `arrays` list, one per recorded
        # binding, and getrefcount's argument; any other holder means the
        # array outlives the call.
        unreferenced = [sys.getrefcount(arrays[n]) <= uses[id(arrays[n])] + 2
                        for n in range(len(arrays))]
        fields = []
        for n in range(len(arrays)):
            a = arrays[n]
            # A transient starts zero-filled (fusion may keep it in a
            # zeroed temporary): an array made with other values is a field.
            transient = (id(a) not in external and a.base is None and a.flags.owndata
                         and unreferenced[n] and not a.any())
            name = names.get(id(a), f"transient{n}" if transient else f"field{n}")
            fields.append((name, a.dtype.name, list(a.shape), transient))
        del a
        key = (tuple(key_calls),
               tuple((a.dtype.str, a.shape, a.strides, f[3]) for a, f in zip(arrays, fields)))
        entry = self._cache.get(key)
        native = entry[0] if entry is not None else None
        if native is None:
            # Distinct arrays over the same memory (views of one buffer) are
            # one field to the calls one by one, but two to a fused program:
            # such traces run unfused.
            overlapping = any(np.may_share_memory(a, b)
                              for n, a in enumerate(arrays) for b in arrays[n + 1:])
            fuse = self.fuse and not overlapping
            native = NativeProgram(self.__name__, fields, calls, len(scalars), fuse)
            # The stencils are kept alive with the entry, so that their ids in
            # the key are never reused by other stencils.
            self._cache[key] = (native, [c[0] for c in calls])
        return native, arrays, scalars, fields


def program(function: Optional[Callable[..., Any]] = None, *, halo: Optional[int] = None,
            fuse: bool = True, freeze: bool = False) -> Any:
    """``@isobar.program`` or ``@isobar.program(halo=3, fuse=True)``: see the
    module. ``halo`` is what ``isobar run`` allocates around the domain when
    it reads the file; ``fuse=False`` runs the traced calls one by one;
    ``freeze=True`` replays an invocation traced twice the same way without
    running its Python but the stencil calls and callbacks (``_replay.py``)."""
    def wrap(f: Callable[..., Any]) -> Program:
        return Program(f, halo=halo, fuse=fuse, freeze=freeze)
    return wrap(function) if function is not None else wrap
