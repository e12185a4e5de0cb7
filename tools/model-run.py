#!/usr/bin/env python3
"""Runs the stencils of real model code (PyFV3, NDSL, any package of GTScript
modules) with GT4Py 1.2.3's numpy back-end and with isobar as a GT4Py
back-end (`isobar:cpu`, `isobar:debug`) on the same random inputs, and
compares every field. Nothing of the models is copied: point the script at
checkouts. Run it with GT4Py's venv, with the isobar wheel installed there
(crates/isobar-py/test.sh installs it).

    target/gt4py-venv/bin/python tools/model-run.py --root /path/PyFV3 \\
        --root /path/NDSL --preload ndsl.dsl.dace.orchestration \\
        /path/PyFV3/pyFV3/stencils /path/NDSL/ndsl/stencils

The models' modules are imported without running their packages'
`__init__.py`, and modules they import that are not installed (MPI, DaCe,
...) are replaced by stand-ins, so that only GTScript and its constants need
to be real. Externals: NDSL's axis offsets and tools/fv3-externals.toml (or
the `--externals` files: tools/shield-externals.toml for PySHiELD).
GT4Py's temporaries are filled with zeros (isobar's value for a temporary
never written) and, in a second run, with NaN; output elements that differ
between the two depend on values GTScript leaves undefined and are not
compared. Prints a line per stencil (`ok`, `FAIL` with where it differs or
why isobar cannot build it, `SKIP` where GT4Py cannot build or run it), then
`N passed, M failed`.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import inspect
import re
import signal
import sys
import tomllib
import traceback
import types
import warnings
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "fuzz"))

from oracle import Fill  # noqa: E402  (GT4Py's temporaries filled, as the fuzzer does)


class Anything:
    """Stands in for whatever a module that is not installed provides."""

    def __init__(self, *args, **kwargs):
        pass

    def __call__(self, *args, **kwargs):
        if len(args) == 1 and callable(args[0]) and not kwargs:
            return args[0]  # used as a decorator
        return Anything()

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return Anything()

    def __getitem__(self, key):
        return Anything()

    def __mro_entries__(self, bases):
        return (object,)

    def __format__(self, spec):
        return format(0, spec)

    def __index__(self):
        return 0

    __int__ = __index__

    def __iter__(self):
        return iter(())

    def __or__(self, other):
        return Anything()  # `int | StubbedType` in an annotation

    __ror__ = __or__


class StubModule(types.ModuleType):
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return Anything()


class ModelFinder(importlib.abc.MetaPathFinder):
    """Packages under the model roots are made without running their
    `__init__.py` (their modules are found through `__path__`); modules not
    installed anywhere become stubs."""

    def __init__(self, roots):
        self.roots = [Path(r) for r in roots]

    def find_spec(self, name, path=None, target=None):
        parts = name.split(".")
        for root in self.roots:
            directory = root.joinpath(*parts)
            if (directory / "__init__.py").is_file():
                spec = importlib.machinery.ModuleSpec(name, BarePackageLoader(directory),
                                                      is_package=True)
                spec.submodule_search_locations = [str(directory)]
                return spec
        if parts[0] in STUBBED and importlib.machinery.PathFinder.find_spec(parts[0]) is None:
            # Not installed: a stand-in.
            return importlib.machinery.ModuleSpec(name, StubLoader(), is_package=True)
        return None


#: Third-party modules of the models' infrastructure (communication, I/O,
#: configuration) replaced by stand-ins where they are not installed.
STUBBED = {"mpi4py", "f90nml", "xarray", "netCDF4", "zarr", "cupy", "serialbox", "h5py",
           "pace", "ndsl_fortran", "matplotlib", "cftime", "fv3gfs", "yaml", "dacite",
           "pandas", "fsspec", "gcsfs", "MAPL_PythonBridge", "MAPLpyish", "cffi"}


#: Values set on bare packages (`--define ndsl.dsl.NDSL_GLOBAL_PRECISION=64`),
#: for names their `__init__.py` would have defined.
DEFINED: dict = {}


class BarePackage(types.ModuleType):
    """A package whose `__init__.py` is not run: its submodules are imported
    on attribute access (`from pyFV3.stencils import ppm`), other names are
    stand-ins."""

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        directory = Path(self.__path__[0])
        if (directory / f"{name}.py").is_file() or (directory / name / "__init__.py").is_file():
            return importlib.import_module(f"{self.__name__}.{name}")
        source = reexported(directory / "__init__.py", self.__name__).get(name)
        if source is not None:
            # `from ndsl import MetaEnumStr`: what `__init__.py` imports from
            # a submodule, taken from there.
            module, attr = source
            value = getattr(importlib.import_module(module), attr)
            setattr(self, name, value)
            return value
        return Anything()


def reexported(init: Path, package: str) -> dict:
    """The names a package's `__init__.py` imports `from` other modules:
    name -> (absolute module, attribute)."""
    import ast

    names: dict = {}
    try:
        tree = ast.parse(init.read_text())
    except (OSError, SyntaxError):
        return names
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level:
            base = package.split(".")
            base = base[: len(base) - node.level + 1]
            module = ".".join(base + ([node.module] if node.module else []))
        else:
            module = node.module or ""
        for alias in node.names:
            if alias.name != "*":
                names[alias.asname or alias.name] = (module, alias.name)
    return names


class BarePackageLoader(importlib.abc.Loader):
    def __init__(self, directory):
        self.directory = directory

    def create_module(self, spec):
        module = BarePackage(spec.name)
        module.__path__ = [str(self.directory)]
        for key, value in DEFINED.items():
            package, _, attr = key.rpartition(".")
            if package == spec.name:
                setattr(module, attr, value)
        return module

    def exec_module(self, module):
        pass


class StubLoader(importlib.abc.Loader):
    def create_module(self, spec):
        module = StubModule(spec.name)
        module.__path__ = []
        return module

    def exec_module(self, module):
        pass


class TimeLimit(Exception):
    """GT4Py's run took too long (a `while` that random inputs never end)."""


@contextlib.contextmanager
def time_limit(seconds: int):
    def expire(signum, frame):
        raise TimeLimit(f"more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def externals_for(axis_offsets: bool, extra: dict, levels: int):
    """`extra` and NDSL's axis offsets for a domain of `levels` levels
    (`k_end` is the last one, as NDSL's `StencilFactory` gives it)."""
    from gt4py.cartesian.gtscript import I, J
    out = dict(extra)
    if axis_offsets:
        out.update({"i_start": I[0], "i_end": I[-1], "j_start": J[0], "j_end": J[-1],
                    "local_is": I[0], "local_ie": I[-1], "local_js": J[0], "local_je": J[-1],
                    "k_start": 0, "k_end": levels - 1})
    return out


def reference_stencil(gtscript, func, externals: dict, guess):
    """GT4Py's numpy stencil of `func`. With `guess` (a number), externals
    GT4Py reports missing are given that value, one by one, and added to
    `externals` (so that isobar gets the same)."""
    for _ in range(64):
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                return gtscript.stencil(backend="numpy", definition=func, externals=externals)
        except Exception as exc:  # noqa: BLE001
            missing = MISSING_EXTERNAL.search(str(exc))
            if guess is None or missing is None or missing.group(1) in externals:
                raise
            externals[missing.group(1)] = guess
    raise RuntimeError("more than 64 externals missing")


MISSING_EXTERNAL = re.compile(r"value for external symbol (\w+)")


def has_computation(func) -> bool:
    try:
        source = inspect.getsource(func)
    except (OSError, TypeError):
        return False
    return "computation(" in source and not hasattr(func, "_gtscript_")


#: Scales of `--inputs mixed`.
MIXED_SCALES = np.array([1e-7, 1e-4, 1e-2, 1.0, 250.0, 290.0, 1e5])


def field_specs(stencil):
    """(name, axes, halo per axis as (lo, hi) pairs, data dims, dtype) of
    every field of a GT4Py stencil object or of an isobar one (whose
    `field_info` is a dict per field, its halo six numbers)."""
    for name, info in stencil.field_info.items():
        if info is None:
            continue
        if isinstance(info, dict):
            b = info["boundary"]
            halo = [(b[0], b[1]), (b[2], b[3]), (b[4], b[5])]
            yield name, info["axes"], halo, info["data_dims"], info["dtype"]
        else:
            halo = [tuple(info.boundary[n]) for n in range(3)]
            yield name, info.axes, halo, info.data_dims, info.dtype


def arrays(stencil, domain, rng, mixed=False):
    fields, origins = {}, {}
    for name, axes, halo, data_dims, dtype in field_specs(stencil):
        shape, origin = [], []
        for axis in axes:
            n = "IJK".index(axis)
            lo, hi = (max(int(b), 0) for b in halo[n])
            shape.append(domain[n] + lo + hi + 1)
            origin.append(lo)
        shape += [int(d) for d in data_dims]
        dtype = np.dtype(dtype)
        if dtype.kind == "b":
            data = rng.random(shape) < 0.5
        elif dtype.kind in "iu":
            data = rng.integers(0, 4, size=shape).astype(dtype)
        else:
            data = rng.uniform(0.5, 1.5, size=shape)
            if mixed:
                # Every element at one of the scales physics compares against
                # (mixing ratios, unity, temperatures, pressures), so that
                # both sides of thresholds such as `t > tice` are taken.
                data *= rng.choice(MIXED_SCALES, size=shape)
            data = data.astype(dtype)
        fields[name], origins[name] = data, tuple(origin)
    scalars = {}
    for name, info in stencil.parameter_info.items():
        if info is None:
            continue
        dtype = np.dtype(getattr(info, "dtype", info))  # GT4Py's info, or isobar's dtype
        value = True if dtype.kind == "b" else 1 if dtype.kind in "iu" else 0.75
        scalars[name] = dtype.type(value)
    return fields, origins, scalars


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--root", action="append", default=[])
    ap.add_argument("--externals", action="append", default=None,
                    help="a TOML file of externals (repeatable, later files win; "
                         "default tools/fv3-externals.toml)")
    ap.add_argument("--domain", default="7,6,5")
    ap.add_argument("--backends", default="isobar:cpu,isobar:debug")
    ap.add_argument("--rtol", type=float, default=1e-9)
    ap.add_argument("--inputs", choices=("uniform", "mixed"), default="uniform",
                    help="random floats in [0.5, 1.5), or those times scales from 1e-7 "
                         "to 1e5 (mixing ratios to pressures) chosen per element")
    ap.add_argument("--seed", type=int, default=1, help="of the random inputs")
    ap.add_argument("--layout", choices=("c", "ifirst"), default="c",
                    help="how isobar's arrays are stored: NumPy's C order (K contiguous), "
                         "or I first as isobar.storage lays them out (I contiguous, then K, "
                         "then J), the layout of isobar's own schedules")
    ap.add_argument("--self-check", action="store_true",
                    help="where GT4Py cannot build or run a stencil, compare isobar's C "
                         "back-end against its interpreter instead (isobar's own semantics, "
                         "counted apart)")
    ap.add_argument("--guess-externals", type=lambda v: float(v) if "." in v else int(v),
                    default=None, metavar="NUMBER",
                    help="give externals neither the files nor the axis offsets define "
                         "this value (instead of skipping their stencils)")
    ap.add_argument("--preload", action="append", default=[],
                    help="a module imported first (NDSL 2024's `ndsl.dsl.dace.orchestration` "
                         "breaks an import cycle its package __init__ otherwise breaks)")
    ap.add_argument("--define", action="append", default=["ndsl.dsl.NDSL_GLOBAL_PRECISION=64"],
                    help="PACKAGE.NAME=NUMBER set on a package whose __init__ is not run")
    args = ap.parse_args(argv)
    for d in args.define:
        key, _, value = d.partition("=")
        DEFINED[key] = float(value) if "." in value else int(value)
    import gt4py.cartesian.gtscript as gtscript
    import isobar  # noqa: F401  (registers the back-ends)

    # Model code written for NumPy 1 (NDSL 2024: `numpy.lib.index_tricks`).
    try:
        import numpy.lib._index_tricks_impl as index_tricks
        sys.modules.setdefault("numpy.lib.index_tricks", index_tricks)
    except ImportError:
        pass
    sys.meta_path.insert(0, ModelFinder(args.root))
    sys.path[:0] = args.root

    for name in args.preload:
        try:
            importlib.import_module(name)
        except Exception as exc:  # noqa: BLE001
            print(f"note: --preload {name} failed: {type(exc).__name__}: {str(exc)[:120]}")

    extra = {}
    for path in args.externals or [str(HERE / "fv3-externals.toml")]:
        extra.update(tomllib.loads(Path(path).read_text()))
    extra = {k: v for k, v in extra.items() if not isinstance(v, str)}
    domain = tuple(int(x) for x in args.domain.split(","))
    files = []
    for p in map(Path, args.paths):
        files += sorted(p.rglob("*.py")) if p.is_dir() else [p]
    passed = failed = skipped = 0
    counts = {"self-ok": 0, "self-FAIL": 0, "self-SKIP": 0}
    for f in files:
        root = next((Path(r) for r in args.root if Path(f).resolve().is_relative_to(Path(r).resolve())), None)
        name = ".".join(Path(f).resolve().relative_to(root.resolve()).with_suffix("").parts) if root else f.stem
        try:
            module = importlib.import_module(name)
        except Exception as exc:  # noqa: BLE001
            print(f"SKIP {f.name}: not importable ({type(exc).__name__}: {str(exc)[:120]})")
            continue
        for sname, func in sorted(vars(module).items()):
            if not inspect.isfunction(func) or func.__module__ != module.__name__:
                continue
            if not has_computation(func):
                continue
            label = f"{f.name}::{sname}"
            externals = externals_for(True, extra, domain[2])
            try:
                ref = reference_stencil(gtscript, func, externals, args.guess_externals)
                rng = np.random.default_rng(args.seed)
                fields, origins, scalars = arrays(ref, domain, rng, args.inputs == "mixed")
                # GT4Py's temporaries filled with zeros (isobar's value for a
                # temporary never written) and with NaN: elements that differ
                # depend on values GTScript leaves undefined, and are not compared.
                runs = []
                for nan in (False, True):
                    out = {k: v.copy() for k, v in fields.items()}
                    with np.errstate(all="ignore"), warnings.catch_warnings(), \
                            time_limit(60), Fill(nan):
                        warnings.simplefilter("ignore")
                        ref(**out, **scalars, origin=origins, domain=domain)
                    runs.append(out)
                want, with_nan = runs
                defined = {k: (np.isclose(want[k], with_nan[k], equal_nan=True)
                               if want[k].dtype.kind == "f" else want[k] == with_nan[k])
                           for k in want}
            except Exception as exc:  # noqa: BLE001
                why = f"GT4Py: {type(exc).__name__}: {str(exc)[:150]}"
                if not args.self_check:
                    skipped += 1
                    print(f"SKIP {label}: {why}")
                    continue
                verdict = self_check(func, externals, domain, args)
                counts[verdict.split()[0]] += 1
                print(f"{verdict} {label} (C against isobar's interpreter; {why[:90]})")
                continue
            ok = True
            for backend in args.backends.split(","):
                got = {k: relaid(v, args.layout) for k, v in fields.items()}
                try:
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore")
                        st = gtscript.stencil(backend=backend, definition=func, externals=externals)
                        st(**got, **scalars, origin=origins, domain=domain)
                except Exception as exc:  # noqa: BLE001
                    ok = False
                    print(f"FAIL {label} ({backend}): {type(exc).__name__}: {str(exc)[:300]}")
                    continue
                for k in want:
                    a, b = want[k], got[k]
                    close = (np.isclose(b, a, rtol=args.rtol, atol=1e-12, equal_nan=True)
                             if a.dtype.kind == "f" else a == b)
                    if not (close | ~defined[k]).all():
                        ok = False
                        bad = np.argwhere(~close & defined[k])
                        where = tuple(int(x) for x in bad[0]) if len(bad) else ()
                        print(f"FAIL {label} ({backend}): `{k}` differs at {len(bad)} point(s), "
                              f"first {where}: GT4Py {a[where]!r}, isobar {b[where]!r}")
            if ok:
                passed += 1
                print(f"ok   {label}", flush=True)
            else:
                failed += 1
    print(f"{skipped} skipped (GT4Py's numpy back-end cannot build or run them)")
    if args.self_check:
        print(f"where GT4Py cannot run them, isobar's C back-end against its interpreter: "
              f"{counts['self-ok']} passed, {counts['self-FAIL']} failed, "
              f"{counts['self-SKIP']} not built by isobar either")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or counts["self-FAIL"] else 0


def relaid(a: np.ndarray, layout: str) -> np.ndarray:
    """A copy of `a` stored in `layout`: "c" as NumPy's C order; "ifirst"
    with I contiguous, then K, then J for 3-D arrays (as `isobar.storage`),
    I contiguous for 2-D ones."""
    if layout == "c" or a.ndim not in (2, 3):
        return a.copy()
    if a.ndim == 2:
        return np.asfortranarray(a)
    out = np.empty((a.shape[1], a.shape[2], a.shape[0]), dtype=a.dtype).transpose(2, 0, 1)
    out[...] = a
    return out


def self_check(func, externals, domain, args) -> str:
    """isobar's C back-end against its interpreter, through isobar's own
    `gtscript` (for stencils GT4Py 1.2.3 cannot build or run): `self-ok`,
    `self-FAIL: ...` or `self-SKIP: ...`."""
    from isobar import gtscript as isobar_gtscript

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ref = isobar_gtscript.stencil(backend="debug", definition=func, externals=externals)
            fields, origins, scalars = arrays(ref, domain, np.random.default_rng(args.seed),
                                              args.inputs == "mixed")
            want = {k: v.copy() for k, v in fields.items()}
            with np.errstate(all="ignore"), time_limit(60):
                ref(**want, **scalars, origin=origins, domain=domain)
    except Exception as exc:  # noqa: BLE001
        return f"self-SKIP ({type(exc).__name__}: {str(exc).splitlines()[0][:120]})"
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            st = isobar_gtscript.stencil(backend="c", definition=func, externals=externals)
            got = {k: relaid(v, args.layout) for k, v in fields.items()}
            st(**got, **scalars, origin=origins, domain=domain)
    except Exception as exc:  # noqa: BLE001
        return f"self-FAIL (C: {type(exc).__name__}: {str(exc).splitlines()[0][:200]})"
    for k in want:
        a, b = want[k], got[k]
        close = (np.isclose(b, a, rtol=args.rtol, atol=1e-12, equal_nan=True)
                 if a.dtype.kind == "f" else a == b)
        if not close.all():
            where = tuple(int(x) for x in np.argwhere(~close)[0])
            return (f"self-FAIL (`{k}` differs at {int((~close).sum())} point(s), first {where}: "
                    f"interpreter {a[where]!r}, C {b[where]!r})")
    return "self-ok"



if __name__ == "__main__":
    sys.exit(main())
