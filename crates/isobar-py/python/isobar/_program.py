"""``@isobar.program``: a function that calls stencils, run as one fused program.

On every invocation the function runs with stencil calls *recorded* instead of
run (lazy evaluation, as PyOP2 records parallel loops); when it returns, the
recorded calls are planned, fused and compiled once per distinct trace (the
stencils, how arrays are bound, origins, domains, and every array's dtype,
shape and strides), then run with one call into isobar. Arrays reachable
from the arguments (and from ``self`` for methods) or returned are the
program's fields. An array is a transient, which fusion may keep in
registers or tile buffers instead of memory, only if it owns its memory and
nothing but the recorded calls refers to it once the function has returned
(an array allocated inside and dropped); an array kept anywhere (on ``self``,
deeper in an object, in a global) is a field like the arguments.

Inside a program, array contents may be touched only through stencil calls:
the calls run when the function returns, so NumPy code between them would
see the values from before the program.
"""

import contextvars
import functools
import inspect
import sys
from typing import Any, Callable, Dict, List, Optional, Tuple

import numpy as np

from ._isobar import NativeProgram

_recorder: "contextvars.ContextVar[Optional[_Recorder]]" = contextvars.ContextVar(
    "isobar_program_recorder", default=None)


class _Recorder:
    """The stencil calls of one invocation, in order."""

    def __init__(self) -> None:
        self.calls: List[Tuple[Any, Dict[str, Any], Dict[str, Any], Dict[str, Tuple[int, ...]],
                               Tuple[int, int, int]]] = []


def recording() -> "Optional[_Recorder]":
    """The recorder of the program being traced in this context, if any."""
    return _recorder.get()


def _arrays_in(value: Any, depth: int = 0) -> List[np.ndarray]:
    """NumPy arrays in a value: itself, the items of a list/tuple/dict, the
    attributes of an object (one level down)."""
    if isinstance(value, np.ndarray):
        return [value]
    if depth > 0:
        return []
    if isinstance(value, (list, tuple)):
        return [a for v in value for a in _arrays_in(v, depth + 1)]
    if isinstance(value, dict):
        return [a for v in value.values() for a in _arrays_in(v, depth + 1)]
    attributes = getattr(value, "__dict__", None)
    if isinstance(attributes, dict):
        return [a for v in attributes.values() for a in _arrays_in(v, depth + 1)]
    return []


class Program:
    """A function that calls stencils, traced and run fused (see the module)."""

    def __init__(self, function: Callable[..., Any], halo: Optional[int] = None,
                 fuse: bool = True) -> None:
        functools.update_wrapper(self, function)
        self.function = function
        self.halo = halo
        self.fuse = fuse
        self._cache: Dict[Any, NativeProgram] = {}
        #: Calls from Python into isobar made by the last invocation.
        self.last_native_calls = 0
        #: Calls into compiled code (fusion groups) of the last invocation.
        self.last_launches = 0

    def __get__(self, obj: Any, objtype: Any = None) -> Any:
        if obj is None:
            return self
        return functools.partial(self.__call__, obj)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        recorder, external, names, result = self._trace(args, kwargs)
        self.last_native_calls = 0
        self.last_launches = 0
        if recorder.calls:
            native, arrays, scalars, _ = self._native(recorder, external, names)
            native.run(arrays, scalars)
            self.last_native_calls = 1
            self.last_launches = native.launches
        return result

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
        of one rank. Returns timings and the plan (``"plan"``)."""
        if self.halo is None:
            raise ValueError(f"`{self.__name__}`: run_decomposed needs @isobar.program(halo=H)")
        recorder, external, names, _ = self._trace(args, kwargs)
        if not recorder.calls:
            return {}
        native, arrays, scalars, field_names = self._native(recorder, external, names)
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

    def _trace(self, args: Tuple[Any, ...], kwargs: Dict[str, Any]) -> Any:
        """Runs the function with stencil calls recorded; returns the
        recorder, the ids of arrays seen outside, names, and the result."""
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
        recorder = _Recorder()
        token = _recorder.set(recorder)
        try:
            result = self.function(*args, **kwargs)
        finally:
            _recorder.reset(token)
        external |= {id(a) for a in _arrays_in(result)}
        return recorder, external, names, result

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
            transient = (id(a) not in external and a.base is None and a.flags.owndata
                         and unreferenced[n])
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
        return native, arrays, scalars, [f[0] for f in fields]


def program(function: Optional[Callable[..., Any]] = None, *, halo: Optional[int] = None,
            fuse: bool = True) -> Any:
    """``@isobar.program`` or ``@isobar.program(halo=3, fuse=True)``: see the
    module. ``halo`` is what ``isobar run`` allocates around the domain when
    it reads the file; ``fuse=False`` runs the traced calls one by one."""
    def wrap(f: Callable[..., Any]) -> Program:
        return Program(f, halo=halo, fuse=fuse)
    return wrap(function) if function is not None else wrap
