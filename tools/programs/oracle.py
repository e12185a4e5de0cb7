"""GT4Py 1.2.3 as the oracle of an isobar program (examples/programs/*.py).

    python=$(tools/gt4py-venv.sh)
    $python tools/programs/oracle.py examples/programs/tracer_advection.py \
        --domain 16 12 8 --seed 0 --out target/programs/tracer_advection

A program file is a Python module of `@gtscript.stencil` definitions and one
`@isobar.program(halo=HALO)` function that calls them (one model step). This
script runs that function with the real GT4Py: before the file is executed,
`isobar` and `isobar.gtscript` are replaced in `sys.modules` by shims
(`isobar.gtscript` is `gt4py.cartesian.gtscript` whose `stencil` builds every
definition with GT4Py's "numpy" back-end, whatever back-end the file names;
`isobar.program` returns the function unchanged), so the installed isobar
package is not used.

Inputs, reproducible from the seed:

* every field parameter (annotated with a `Field[...]` of I, J, K) is an array
  of shape (NX + 2*halo, NY + 2*halo, NZ), C order, of the annotation's dtype
  (float64 in the programs);
* `rng = np.random.default_rng(SEED)`; first one `rng.random(shape)` per field
  parameter, in the order of the signature; then one `rng.random()` per scalar
  parameter (annotated `float`), in the order of the signature.

The program is called once, positionally, and every field parameter as it is
after the run is written to OUT/NAME.npy (inputs included: the program may
write any of them); what it returns (global sums, say) to OUT/returned.json. One summary line is printed: the stencil calls made, the
scalars drawn, and which fields the run changed, with their sums.

`--nan-transients` fills the transients the program allocates
(`np.zeros_like`) and GT4Py's own stencil temporaries with NaN instead of
zeros, and fails (exit 1) if a NaN reaches a field parameter: a check that
every call reads only points that an earlier call computed.

Exit status: 0 on success, 1 when the NaN check fails, 2 on a usage error, a
program outside the grammar (a stencil call without origin= and domain=) or
a call GT4Py refuses (its argument checks: a read outside an array, a domain
too small for the stencil's intervals).
"""

from __future__ import annotations

import argparse
import atexit
import importlib.util
import inspect
import json
import os
import shutil
import sys
import tempfile
import types
import warnings
from pathlib import Path

if "GT_CACHE_ROOT" not in os.environ:
    _CACHE = tempfile.mkdtemp(prefix="isobar_programs_gt4py_")
    os.environ["GT_CACHE_ROOT"] = _CACHE
    atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)
for _var in ("GT4PY_LITERAL_INT_PRECISION", "GT4PY_LITERAL_FLOAT_PRECISION"):
    os.environ.pop(_var, None)

import numpy as np  # noqa: E402
import gt4py  # noqa: E402
from gt4py.cartesian import gtscript as gt_gtscript  # noqa: E402

GT4PY_BACKEND = "numpy"


class UsageError(Exception):
    pass


class CountedStencil:
    """A GT4Py stencil object that counts its calls and insists on origin= and domain=."""

    calls = 0

    def __init__(self, name, obj):
        self.name = name
        self.obj = obj
        self.calls_here = 0

    def __call__(self, *args, **kwargs):
        for key in ("origin", "domain"):
            if key not in kwargs:
                raise UsageError(f"the call of stencil `{self.name}` has no `{key}=`")
        CountedStencil.calls += 1
        self.calls_here += 1
        try:
            return self.obj(*args, **kwargs)
        except (TypeError, ValueError) as exc:  # GT4Py's argument checks
            raise UsageError(f"call {CountedStencil.calls}, stencil `{self.name}`: {exc}") from exc

    def __getattr__(self, name):
        return getattr(self.obj, name)


STENCILS: list[CountedStencil] = []


def _stencil(backend=None, definition=None, **kwargs):
    """`gtscript.stencil` with the back-end forced to GT4Py's numpy one."""

    def build(fn):
        counted = CountedStencil(fn.__name__, gt_gtscript.stencil(GT4PY_BACKEND, fn, **kwargs))
        STENCILS.append(counted)
        return counted

    return build if definition is None else build(definition)


def _program(*args, **kwargs):
    """`isobar.program(halo=...)`: marks the function, returns it unchanged."""

    def mark(fn):
        fn.__isobar_program__ = dict(kwargs)
        return fn

    if len(args) == 1 and callable(args[0]) and not kwargs:
        return mark(args[0])
    if args:
        raise UsageError("isobar.program takes keyword arguments only (halo=...)")
    return mark


def _global_sum(field, halo=0):
    """`isobar.global_sum`: the interior's sum (a diagnostic; the oracle
    writes fields only, so NumPy's summation order does not matter here)."""
    inner = field[halo:field.shape[0] - halo, halo:field.shape[1] - halo]
    return float(inner.sum())


def install_shims():
    shim_gtscript = types.ModuleType("isobar.gtscript")
    shim_gtscript.__dict__.update(
        {k: v for k, v in vars(gt_gtscript).items() if not (k.startswith("__") and k.endswith("__"))}
    )
    shim_gtscript.stencil = _stencil
    shim = types.ModuleType("isobar")
    shim.__path__ = []
    shim.gtscript = shim_gtscript
    shim.program = _program
    shim.global_sum = _global_sum
    sys.modules["isobar"] = shim
    sys.modules["isobar.gtscript"] = shim_gtscript


def _fuzz_oracle():
    """The fuzzer's oracle module (tools/fuzz/oracle.py), loaded by path: its
    `Fill` fills GT4Py's temporaries with zeros or NaN."""
    fuzz = Path(__file__).resolve().parents[1] / "fuzz"
    sys.path.insert(0, str(fuzz))
    spec = importlib.util.spec_from_file_location("isobar_fuzz_oracle", fuzz / "oracle.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


FillTemporaries = _fuzz_oracle().Fill


class NanNumpy(types.ModuleType):
    """numpy, except that `zeros_like` returns NaN-filled arrays."""

    def __init__(self):
        super().__init__("numpy")

    def __getattr__(self, name):
        return getattr(np, name)

    @staticmethod
    def zeros_like(a, *args, **kwargs):
        out = np.zeros_like(a, *args, **kwargs)
        out[...] = np.nan
        return out


def load(path: Path):
    modname = f"isobar_program_{path.stem}"
    spec = importlib.util.spec_from_file_location(modname, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[modname] = module
    spec.loader.exec_module(module)
    return module


def find_program(module, path: Path, name: str | None):
    programs = {
        k: v
        for k, v in vars(module).items()
        if callable(v) and hasattr(v, "__isobar_program__") and getattr(v, "__module__", None) == module.__name__
    }
    if name is not None:
        if name not in programs:
            raise UsageError(f"{path}: no @isobar.program `{name}` (found: {', '.join(programs) or 'none'})")
        return programs[name]
    if path.stem in programs:
        return programs[path.stem]
    if len(programs) == 1:
        return next(iter(programs.values()))
    raise UsageError(f"{path}: {len(programs)} @isobar.program functions ({', '.join(programs)}); pick one with --program")


def classify(fn):
    """[(name, 'field', descriptor) | (name, 'scalar', type)] in signature order."""
    params = []
    for p in inspect.signature(fn).parameters.values():
        ann = p.annotation
        if isinstance(ann, gt_gtscript._FieldDescriptor):
            if tuple(a.name for a in ann.axes) != ("I", "J", "K") or ann.data_dims:
                raise UsageError(f"parameter `{p.name}`: only I, J, K fields are supported ({ann})")
            params.append((p.name, "field", ann))
        elif ann is float:
            params.append((p.name, "scalar", float))
        else:
            raise UsageError(f"parameter `{p.name}`: annotate it with a Field[...] or float (found {ann!r})")
    return params


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("file", type=Path, help="a program file (examples/programs/*.py)")
    ap.add_argument("--domain", nargs=3, type=int, metavar=("NX", "NY", "NZ"), default=[16, 12, 8])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, required=True, help="directory for NAME.npy of every field parameter")
    ap.add_argument("--program", help="the @isobar.program function (default: named like the file, or the only one)")
    ap.add_argument(
        "--nan-transients",
        action="store_true",
        help="fill transients and GT4Py's temporaries with NaN; fail if a NaN reaches a field",
    )
    args = ap.parse_args(argv)

    path = args.file.resolve()
    try:
        install_shims()
        module = load(path)
        fn = find_program(module, path, args.program)
        halo = fn.__isobar_program__.get("halo")
        if not isinstance(halo, int) or halo < 0:
            raise UsageError(f"{path}: @isobar.program needs halo=<int> (found {halo!r})")
        params = classify(fn)
        nx, ny, nz = args.domain
        shape = (nx + 2 * halo, ny + 2 * halo, nz)

        rng = np.random.default_rng(args.seed)
        values = {}
        for name, kind, ann in params:
            if kind == "field":
                values[name] = rng.random(shape).astype(ann.dtype, copy=False)
        for name, kind, _ in params:
            if kind == "scalar":
                values[name] = float(rng.random())
        inputs = {name: np.copy(values[name]) for name, kind, _ in params if kind == "field"}

        CountedStencil.calls = 0
        if args.nan_transients:
            module.np = NanNumpy()
        try:
            with warnings.catch_warnings(), FillTemporaries(nan=args.nan_transients):
                warnings.simplefilter("ignore", DeprecationWarning)
                result = fn(*(values[name] for name, _, _ in params))
        finally:
            module.np = np
        try:
            # What the program returns (its global sums, say), as JSON.
            returned = json.dumps(result)
        except (TypeError, ValueError):
            raise UsageError(f"program `{fn.__name__}` returned {type(result).__name__}, "
                             f"which is not JSON (numbers, lists, None)") from None
    except UsageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2

    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "returned.json").write_text(returned + "\n")
    changed, nan_fields = [], []
    for name, kind, _ in params:
        if kind != "field":
            continue
        arr = values[name]
        np.save(args.out / f"{name}.npy", arr)
        if not np.array_equal(arr, inputs[name], equal_nan=True):
            changed.append(f"{name} (sum {float(np.sum(arr)):.12e})")
        if np.isnan(arr).any():
            nan_fields.append(f"{name} ({int(np.isnan(arr).sum())} NaN)")

    scalars = ", ".join(f"{name}={values[name]!r}" for name, kind, _ in params if kind == "scalar")
    used = sum(1 for s in STENCILS if s.calls_here)
    print(
        f"{fn.__name__}: {CountedStencil.calls} stencil calls ({used} of {len(STENCILS)} stencils) "
        f"on GT4Py {gt4py.__version__} {GT4PY_BACKEND}, domain {nx}x{ny}x{nz} "
        f"(arrays {shape[0]}x{shape[1]}x{shape[2]}), seed {args.seed}"
        + (f", {scalars}" if scalars else "")
        + f"; changed: {', '.join(changed) or 'nothing'}; "
        f"{sum(1 for p in params if p[1] == 'field')} fields written to {args.out}"
        + (", NaN transients" if args.nan_transients else "")
    )
    if nan_fields:
        print(f"error: NaN from a transient reached {', '.join(nan_fields)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
