"""``@isobar.program``: a function that calls stencils, run as one fused program.

On every invocation the function runs with stencil calls *recorded* instead of
run (lazy evaluation, as PyOP2 records parallel loops); when it returns, the
recorded calls are planned, fused and compiled once per distinct trace (the
stencils, how arrays are bound, origins, domains, and every array's dtype,
shape and strides), then run with one call into isobar. Arrays reachable
from the arguments (and from ``self`` for methods) or returned are the
program's fields; arrays allocated inside the function are transients, which
fusion may keep in registers or tile buffers instead of memory.

Inside a program, array contents may be touched only through stencil calls:
the calls run when the function returns, so NumPy code between them would
see the values from before the program.
"""

import contextvars
import functools
import inspect
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
        names: Dict[int, str] = {}
        try:
            bound = inspect.signature(self.function).bind(*args, **kwargs)
            for name, value in bound.arguments.items():
                for n, a in enumerate(_arrays_in(value)):
                    names.setdefault(id(a), name if isinstance(value, np.ndarray) else f"{name}.{n}")
        except TypeError:
            pass
        external = {id(a) for v in (*args, *kwargs.values()) for a in _arrays_in(v)}
        recorder = _Recorder()
        token = _recorder.set(recorder)
        try:
            result = self.function(*args, **kwargs)
        finally:
            _recorder.reset(token)
        external |= {id(a) for a in _arrays_in(result)}
        self._run(recorder, external, names)
        return result

    def explain(self) -> List[str]:
        """The plan of every trace compiled so far."""
        return [native.explain() for native in self._cache.values()]

    def _run(self, recorder: _Recorder, external: set, names: Dict[int, str]) -> None:
        self.last_native_calls = 0
        self.last_launches = 0
        if not recorder.calls:
            return
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
        fields = []
        for n, a in enumerate(arrays):
            transient = id(a) not in external
            name = names.get(id(a), f"transient{n}" if transient else f"field{n}")
            fields.append((name, a.dtype.name, list(a.shape), transient))
        key = (tuple(key_calls),
               tuple((a.dtype.str, a.shape, a.strides, f[3]) for a, f in zip(arrays, fields)))
        native = self._cache.get(key)
        if native is None:
            # Distinct arrays over the same memory (views of one buffer) are
            # one field to the calls one by one, but two to a fused program:
            # such traces run unfused.
            overlapping = any(np.may_share_memory(a, b)
                              for n, a in enumerate(arrays) for b in arrays[n + 1:])
            fuse = self.fuse and not overlapping
            native = NativeProgram(self.__name__, fields, calls, len(scalars), fuse)
            self._cache[key] = native
        native.run(arrays, scalars)
        self.last_native_calls = 1
        self.last_launches = native.launches


def program(function: Optional[Callable[..., Any]] = None, *, halo: Optional[int] = None,
            fuse: bool = True) -> Any:
    """``@isobar.program`` or ``@isobar.program(halo=3, fuse=True)``: see the
    module. ``halo`` is what ``isobar run`` allocates around the domain when
    it reads the file; ``fuse=False`` runs the traced calls one by one."""
    def wrap(f: Callable[..., Any]) -> Program:
        return Program(f, halo=halo, fuse=fuse)
    return wrap(function) if function is not None else wrap
