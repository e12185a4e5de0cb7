"""NDSL's orchestration on isobar: model code orchestrated as NDSL users
write it (``orchestrate(obj=self, config=...)``, ``@orchestrate_function``,
``FV3_DACEMODE=BuildAndRun``), run as ``@isobar.program`` programs when the
back-end is one of isobar's.

NDSL hands an orchestrated method to DaCe, and refuses orchestration on any
back-end without "dace" in its name. With ``import isobar`` done first,
importing NDSL gets this adapter (NDSL's own files are never changed):

* ``DaceConfig`` accepts an isobar back-end with any orchestration mode
  (it does not point GT4Py's cache at DaCe's per-rank caches then: isobar
  builds no SDFG, and GT4Py's cache stays the one the run was started with);
* ``orchestrate`` and ``orchestrate_function`` make the method (or function)
  an isobar program (``_program.py``): its stencil calls are recorded and run
  fused when it returns, the pending calls run first wherever Python code
  uses their arrays (NDSL's halo updates included), fused groups are built
  once per distinct trace and replayed. An orchestrated method called from
  another one is part of the outer trace. The programs are frozen
  (``_replay.py``), as DaCe compiles an orchestrated method once: traced
  twice the same way, a method's later calls run its fused groups and its
  ``dace_inhibitor`` functions (NDSL's halo updates, PyFV3's getters; the
  adapter makes them isobar callbacks) without its Python
  (``ISOBAR_FREEZE=0``: every call is traced);
* a ``FrozenStencil`` builds its GT4Py stencil object when it is made (NDSL
  defers that to DaCe when orchestrating); its ``__call__``, inside such a
  program, records the call of the isobar stencil of that object (with the
  origins and domain the FrozenStencil froze) without running GT4Py's
  Python call path; outside one, or for other back-ends, it is NDSL's own.

For other back-ends every function is NDSL's own, unchanged.
"""

import functools
import importlib.abc
import os
import sys
import types
from typing import Any, Callable, Dict, Optional

from . import _ndsl_halo, _program, _recorder, _replay
from ._line_uses import PASS_THROUGH, STENCIL_CALLS, STENCIL_CLASSES

#: The NDSL modules patched once they are imported, and how.
_TARGETS = ("ndsl.dsl.dace.dace_config", "ndsl.dsl.dace.orchestration", "ndsl.dsl.stencil")

#: The programs of orchestrated functions, one per function.
_PROGRAMS: Dict[Any, _program.Program] = {}

#: NDSL's wrapper of its halo updater for orchestrated code.
_HALO_MODULE = "ndsl.dsl.dace.wrapped_halo_exchange"

#: Whether orchestrated methods are frozen, as DaCe compiles them once
#: (``ISOBAR_FREEZE=0``: traced on every call instead).
_FREEZE = os.environ.get("ISOBAR_FREEZE", "1") != "0"


def _is_isobar(backend: Any) -> bool:
    return isinstance(backend, str) and backend.startswith("isobar:")


# --- DaceConfig ------------------------------------------------------------

def _patch_dace_config(module: types.ModuleType) -> None:
    config_class = module.DaceConfig
    original = config_class.__init__
    if getattr(original, "_isobar_patched", False):
        return

    @functools.wraps(original)
    def __init__(self: Any, communicator: Any, backend: str, tile_nx: int = 0, tile_nz: int = 0,
                 orchestration: Any = None) -> None:
        if not _is_isobar(backend):
            original(self, communicator, backend, tile_nx, tile_nz, orchestration)
            return
        if orchestration is None:
            # How NDSL reads its switch (an empty value is Python).
            orchestration = module.DaCeOrchestration[os.getenv("FV3_DACEMODE") or "Python"]
        # NDSL's own set-up, in Python mode; then the mode asked for.
        original(self, communicator, backend, tile_nx, tile_nz, module.DaCeOrchestration.Python)
        self._orchestrate = orchestration

    __init__._isobar_patched = True  # type: ignore[attr-defined]
    config_class.__init__ = __init__


# --- orchestrate -----------------------------------------------------------

def _program_of(function: Callable[..., Any]) -> _program.Program:
    program = _PROGRAMS.get(function)
    if program is None:
        program = _PROGRAMS[function] = _program.Program(function, freeze=_FREEZE)
    return program


def _run_orchestrated(function: Callable[..., Any], args: Any, kwargs: Any) -> Any:
    """Runs an orchestrated function: as a program, or as part of the
    program already being recorded."""
    if _recorder.recording() is not None:
        return function(*args, **kwargs)
    return _program_of(function)(*args, **kwargs)


class _BoundOrchestrated:
    """An orchestrated method bound to its object (what NDSL sets as the
    object's attribute)."""

    __slots__ = ("function", "obj", "__wrapped__")

    def __init__(self, function: Callable[..., Any], obj: Any) -> None:
        self.function = function
        self.obj = obj
        self.__wrapped__ = function

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return _run_orchestrated(self.function, (self.obj,) + args, kwargs)


class _Orchestrated:
    """An orchestrated function (``orchestrate_function``)."""

    def __init__(self, function: Callable[..., Any]) -> None:
        functools.update_wrapper(self, function)
        self.function = function

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return _run_orchestrated(self.function, args, kwargs)


def _call_orchestrated(self: Any, *args: Any, **kwargs: Any) -> Any:
    """``__call__`` of an object whose ``__call__`` is orchestrated."""
    return _run_orchestrated(type(self)._isobar_orchestrated_call_, (self,) + args, kwargs)


PASS_THROUGH.update({
    _run_orchestrated.__code__: lambda value: None,
    _BoundOrchestrated.__call__.__code__: lambda value: value.function,
    _Orchestrated.__call__.__code__: lambda value: value.function,
    _call_orchestrated.__code__: lambda value: type(value).__dict__.get(
        "_isobar_orchestrated_call_", staticmethod(None)).__func__,
})


def _patch_orchestration(module: types.ModuleType) -> None:
    original = module.orchestrate
    if getattr(original, "_isobar_patched", False):
        return
    original_function = module.orchestrate_function

    @functools.wraps(original)
    def orchestrate(*, obj: object, config: Any, method_to_orchestrate: str = "__call__",
                    dace_compiletime_args: Any = None) -> None:
        if not _is_isobar(config.get_backend()):
            original(obj=obj, config=config, method_to_orchestrate=method_to_orchestrate,
                     dace_compiletime_args=dace_compiletime_args)
            return
        if not config.is_dace_orchestrated():
            return
        if not hasattr(obj, method_to_orchestrate):
            raise RuntimeError(f"Could not orchestrate, {type(obj).__name__}."
                               f"{method_to_orchestrate} does not exists")
        function = type.__getattribute__(type(obj), method_to_orchestrate)
        if method_to_orchestrate != "__call__":
            setattr(obj, method_to_orchestrate, _BoundOrchestrated(function, obj))
            return
        # `obj()` looks `__call__` up on the type: the object gets a class of
        # its own (as NDSL does), keeping the name.
        cls = type(obj)
        patched = type(cls.__name__, (cls,), {
            "__call__": _call_orchestrated, "_isobar_orchestrated_call_": staticmethod(function),
            "__qualname__": cls.__qualname__, "__module__": cls.__module__})
        obj.__class__ = patched

    @functools.wraps(original_function)
    def orchestrate_function(config: Any = None, dace_compiletime_args: Any = None) -> Any:
        if config is None or not _is_isobar(config.get_backend()):
            return original_function(config=config, dace_compiletime_args=dace_compiletime_args)

        def decorate(function: Callable[..., Any]) -> Any:
            return _Orchestrated(function) if config.is_dace_orchestrated() else function
        return decorate

    original_inhibitor = module.dace_inhibitor

    @functools.wraps(original_inhibitor)
    def dace_inhibitor(func: Callable[..., Any]) -> Any:
        # What DaCe calls back into Python on every call of the compiled
        # program is a callback of isobar's frozen programs.
        # NDSL's halo updater changes nothing but the arrays it exchanges;
        # replays run its updates as copies of their own (`_ndsl_halo.py`).
        halo = getattr(func, "__module__", None) == _HALO_MODULE
        replayed_by = _ndsl_halo.REPLAYED.get(getattr(func, "__name__", "")) if halo else None
        _replay.callback(func, arrays_only=halo, replayed_by=replayed_by)
        return original_inhibitor(func)

    orchestrate._isobar_patched = True  # type: ignore[attr-defined]
    module.dace_inhibitor = dace_inhibitor
    module.orchestrate = orchestrate
    module.orchestrate_function = orchestrate_function
    # Where the names were imported already (NDSL imported before isobar).
    for name in ("ndsl", "ndsl.dsl", "ndsl.dsl.dace"):
        package = sys.modules.get(name)
        if package is not None:
            if getattr(package, "orchestrate", None) is original:
                package.orchestrate = orchestrate
            if getattr(package, "orchestrate_function", None) is original_function:
                package.orchestrate_function = orchestrate_function


# --- FrozenStencil ---------------------------------------------------------

def _isobar_stencil_of(frozen: Any) -> Optional[Any]:
    """The GT4Py stencil object of an isobar back-end behind a FrozenStencil,
    built (None for other back-ends, or where NDSL's own call must run)."""
    cached = frozen.__dict__.get("_isobar_gt4py_stencil_", False)
    if cached is not False:
        return cached
    stencil = None
    if getattr(frozen, "comm", None) is None and _is_isobar(frozen.stencil_config.compilation_config.backend):
        stencil = frozen.stencil_object
        stencil = getattr(stencil, "implementation", stencil)  # a LazyStencil, built
        if "_ISOBAR_BACKEND" not in getattr(type(stencil).run, "__globals__", {}):
            stencil = None
    frozen.__dict__["_isobar_gt4py_stencil_"] = stencil
    return stencil


def _python_mode(dace_config: Any) -> Any:
    """NDSL's `DaCeOrchestration.Python`, from the config's own module."""
    return sys.modules[type(dace_config).__module__].DaCeOrchestration.Python


def _patch_stencil(module: types.ModuleType) -> None:
    frozen_class = module.FrozenStencil
    original = frozen_class.__call__
    if getattr(original, "_isobar_patched", False):
        return
    convert = module._convert_quantities_to_storage
    from . import gt4py_backend

    @functools.wraps(original)
    def __call__(self: Any, *args: Any, **kwargs: Any) -> None:
        recorder = _recorder.recording()
        if recorder is None or not recorder.active or "origin" in kwargs or "domain" in kwargs:
            return original(self, *args, **kwargs)
        # NDSL's own Python (building the stencil, Quantity.data) is not the
        # model's: its frames are not watched.
        busy, recorder.busy = recorder.busy, True
        try:
            stencil = _isobar_stencil_of(self)
            if stencil is not None:
                values = list(args)
                convert(values, kwargs)
                bound = dict(zip(self._argument_names, values))
                bound.update(kwargs)
                module_globals = type(stencil).run.__globals__
        finally:
            recorder.busy = busy
        if stencil is None:
            recorder.flush(sys._getframe(1), "this line calls a FrozenStencil isobar does not run")
            return original(self, *args, **kwargs)
        gt4py_backend.run(stencil, module_globals["_ISOBAR_BACKEND"],
                          module_globals["_ISOBAR_EXTERNALS"], self.domain, self._field_origins,
                          bound, module_globals.get("_ISOBAR_ANNOTATIONS"))

    original_init = frozen_class.__init__

    @functools.wraps(original_init)
    def __init__(self: Any, func: Any, origin: Any, domain: Any, stencil_config: Any,
                 *args: Any, **kwargs: Any) -> None:
        dace_config = getattr(stencil_config, "dace_config", None)
        if dace_config is None or not _is_isobar(dace_config.get_backend()):
            original_init(self, func, origin, domain, stencil_config, *args, **kwargs)
            return
        # Orchestrated, NDSL builds stencils lazily, for DaCe to build at call
        # time; isobar runs GT4Py's stencil objects, built (and cached) now.
        asked = dace_config._orchestrate
        dace_config._orchestrate = _python_mode(dace_config)
        try:
            original_init(self, func, origin, domain, stencil_config, *args, **kwargs)
        finally:
            dace_config._orchestrate = asked

    __init__._isobar_patched = True  # type: ignore[attr-defined]
    __call__._isobar_patched = True  # type: ignore[attr-defined]
    frozen_class.__init__ = __init__
    frozen_class.__call__ = __call__
    if frozen_class not in STENCIL_CLASSES:
        STENCIL_CLASSES.append(frozen_class)
        STENCIL_CALLS.append(__call__)


# --- installing ------------------------------------------------------------

_PATCHES = {
    "ndsl.dsl.dace.dace_config": _patch_dace_config,
    "ndsl.dsl.dace.orchestration": _patch_orchestration,
    "ndsl.dsl.stencil": _patch_stencil,
}


class _PatchingLoader(importlib.abc.Loader):
    """Runs a module's own loader, then patches the module."""

    def __init__(self, loader: Any, patch: Callable[[types.ModuleType], None]) -> None:
        self.loader = loader
        self.patch = patch

    def create_module(self, spec: Any) -> Any:
        return self.loader.create_module(spec)

    def exec_module(self, module: types.ModuleType) -> None:
        self.loader.exec_module(module)
        self.patch(module)


class _Finder(importlib.abc.MetaPathFinder):
    """Hands the NDSL modules the adapter patches to ``_PatchingLoader``."""

    def find_spec(self, fullname: str, path: Any, target: Any = None) -> Any:
        patch = _PATCHES.get(fullname)
        if patch is None:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(fullname, path, target)
            if spec is not None:
                if spec.loader is not None and hasattr(spec.loader, "exec_module"):
                    spec.loader = _PatchingLoader(spec.loader, patch)
                return spec
        return None


def install() -> None:
    """Patches NDSL for isobar's back-ends: the modules already imported now,
    the others when they are imported."""
    if not any(isinstance(f, _Finder) for f in sys.meta_path):
        sys.meta_path.insert(0, _Finder())
    for name in _TARGETS:
        module = sys.modules.get(name)
        if module is not None:
            _PATCHES[name](module)
