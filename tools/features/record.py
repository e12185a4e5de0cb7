#!/usr/bin/env python3
"""Records the project's feature corpus with GT4Py 1.2.3 (numpy back-end):
each stencil of tools/features/stencils/*.py becomes a conformance case
(crates/isobar/tests/features/cases/<name>: stencil.py, case.json, in/,
out/, the layout of ../shared/conformance), each stencil of
tools/features/errors/*.py an error case (errors/<name>: stencil.py,
expect.json with isobar's category and GT4Py's exception).

A stencil file holds one stencil, named like the file, written as a GT4Py
user writes it. How to call it is read from a `# case: {...}` comment (JSON)
in the file: `domain` (default [5, 4, 6]), `scalars` ({name: value}),
`externals`, `backend` (GT4Py's `debug` back-end where its numpy back-end
cannot run the stencil), `expect` (where GT4Py's numpy back-end cannot run the stencil:
the outputs, computed by a Python function `expected(inputs, domain)` in the
same file, instead of GT4Py's), and for error cases `category`.

    target/gt4py-venv/bin/python tools/features/record.py            # all
    target/gt4py-venv/bin/python tools/features/record.py NAME ...   # some
    target/gt4py-venv/bin/python tools/features/record.py --verify   # re-check
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import shutil
import sys
import tempfile
import warnings
import zlib
from pathlib import Path

if "GT_CACHE_ROOT" not in os.environ:
    os.environ["GT_CACHE_ROOT"] = tempfile.mkdtemp(prefix="isobar_features_gt4py_")

import numpy as np  # noqa: E402
from gt4py.cartesian import gtscript  # noqa: E402

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CORPUS = ROOT / "crates/isobar/tests/features"


def spec_of(source: str) -> dict:
    """The `# case: {...}` comment of a stencil file."""
    m = re.search(r"^# case: (\{.*\})\s*$", source, re.M)
    return json.loads(m.group(1)) if m else {}


def load(path: Path):
    name = f"isobar_feature_{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def random_array(shape, dtype, rng):
    dt = np.dtype(dtype)
    if dt.kind == "b":
        return rng.random(shape) < 0.5
    if dt.kind in "iu":
        return rng.integers(-6, 7, size=shape).astype(dt)
    return rng.uniform(-5.0, 5.0, size=shape).astype(dt)


def layout(stencil, domain, rng):
    """Shape and origin of every field: GT4Py's halo plus 0 or 1 spare point."""
    fields = {}
    for name, info in stencil.field_info.items():
        if info is None:
            continue
        axes = "".join(info.axes)
        shape, origin = [], []
        for axis in axes:
            n = "IJK".index(axis)
            lo, hi = (max(int(b), 0) for b in info.boundary[n])
            lo += int(rng.integers(0, 2))
            hi += int(rng.integers(0, 2))
            shape.append(domain[n] + lo + hi)
            origin.append(lo)
        data_dims = [int(d) for d in info.data_dims]
        fields[name] = {
            "shape": shape + data_dims,
            "dtype": np.dtype(info.dtype).name,
            "dims": axes,
            "data_dims": data_dims,
            "gt4py_access": str(info.access.name).lower() if info.access else "none",
            "gt4py_boundary": [[int(a), int(b)] for a, b in info.boundary],
            "origin": origin,
        }
    return fields


# Example modules of several stencils, recorded as one case per stencil
# (`<file>__<stencil>`), with how to call them.
EXAMPLES = {
    "examples/column_physics.py": {
        "stencils": ["column_mass", "sponge_damping", "dry_static_energy"],
        "domain": [6, 5, 7],
        "externals": {"TAU": 5.0},
        "scalars": {"nlevels": 3},
        "features": ["example", "temporary-2d", "k-index", "module-constants"],
    },
}


def record_case(path: Path, out: Path, spec: dict | None = None, name: str | None = None) -> None:
    source = path.read_text()
    spec = spec if spec is not None else spec_of(source)
    name = name or path.stem
    module = load(path)
    definition = getattr(module, name)
    domain = spec.get("domain", [5, 4, 6])
    externals = spec.get("externals", {})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        stencil = gtscript.stencil(backend=spec.get("backend", "numpy"), definition=definition,
                                   externals=externals)
    seed = zlib.crc32(name.encode())
    rng = np.random.default_rng(seed)
    fields = layout(stencil, domain, rng)
    inputs = {f: random_array(v["shape"], v["dtype"], rng) for f, v in fields.items()}
    # Scalars missing from the spec are left to their default values.
    scalars = {}
    for s, info in stencil.parameter_info.items():
        if info is not None and s in spec.get("scalars", {}):
            scalars[s] = spec["scalars"][s]
    scalar_dtypes = {s: np.dtype(stencil.parameter_info[s].dtype).name for s in scalars}
    arrays = {k: v.copy() for k, v in inputs.items()}
    if "expect" in spec:
        arrays = module.expected(arrays, domain, {f: v["origin"] for f, v in fields.items()},
                                 scalars)
    else:
        with np.errstate(all="ignore"):
            stencil(**arrays, **{s: np.dtype(scalar_dtypes[s]).type(v) for s, v in scalars.items()},
                    origin={f: tuple(v["origin"]) for f, v in fields.items()},
                    domain=tuple(domain))
    params = list(definition.__code__.co_varnames[:definition.__code__.co_argcount])
    case = {
        "stencil": name,
        "description": (module.__doc__ or "").strip().splitlines()[0] if module.__doc__ else name,
        "features": spec.get("features", []),
        "domain": domain,
        "origin": {f: v.pop("origin") for f, v in fields.items()},
        "parameters": [p for p in params if p in fields or p in scalars],
        "fields": fields,
        "scalars": scalars,
        "scalar_dtypes": scalar_dtypes,
        "externals": externals,
        "rtol": spec.get("rtol", 1e-12),
        "atol": spec.get("atol", 1e-14),
        "compare": sorted(fields),
        "seed": seed,
        "gt4py": {"version": "1.2.3", "backend": spec.get("backend", "numpy"),
                  "numpy": np.__version__,
                  "outputs": "hand-computed (expected() in stencil.py)" if "expect" in spec
                  else "gt4py"},
    }
    shutil.rmtree(out, ignore_errors=True)
    (out / "in").mkdir(parents=True)
    (out / "out").mkdir()
    (out / "stencil.py").write_text(source)
    (out / "case.json").write_text(json.dumps(case, indent=1) + "\n")
    for sub, values in (("in", inputs), ("out", arrays)):
        for f, a in values.items():
            np.save(out / sub / f"{f}.npy", np.ascontiguousarray(a))


def record_error(path: Path, out: Path) -> None:
    source = path.read_text()
    spec = spec_of(source)
    name = path.stem
    module = None
    try:
        # Some errors come from the annotations, when the module is loaded.
        module = load(path)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            gtscript.stencil(backend="numpy", definition=getattr(module, name),
                             externals=spec.get("externals", {}))
    except Exception as exc:  # noqa: BLE001 - every rejection is recorded
        error = exc
    else:
        raise SystemExit(f"{path}: GT4Py accepts this stencil; it is not an error case")
    expect = {
        "stencil": name,
        "category": spec["category"],
        "description": source.split('"""')[1].strip().splitlines()[0] if '"""' in source else name,
        "gt4py_exception": type(error).__name__,
        "gt4py_exception_qualified": f"{type(error).__module__}.{type(error).__name__}",
        "gt4py_message": str(error)[:400],
        "stage": "definition",
        "externals": spec.get("externals", {}),
        "gt4py": {"version": "1.2.3", "backend": "numpy", "numpy": np.__version__},
    }
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    (out / "stencil.py").write_text(source)
    (out / "expect.json").write_text(json.dumps(expect, indent=1) + "\n")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*")
    ap.add_argument("--verify", action="store_true",
                    help="record into a scratch folder and compare with the committed corpus")
    args = ap.parse_args(argv)
    target = Path(tempfile.mkdtemp()) if args.verify else CORPUS
    status = 0
    for kind, record in (("stencils", record_case), ("errors", record_error)):
        for path in sorted((HERE / kind).glob("*.py")):
            if args.names and path.stem not in args.names:
                continue
            dest = target / ("cases" if kind == "stencils" else "errors") / path.stem
            record(path, dest)
            if args.verify:
                committed = CORPUS / dest.parent.name / path.stem
                same = all((committed / f.relative_to(dest)).exists()
                           and (f.suffix != ".npy" or np.array_equal(
                               np.load(f), np.load(committed / f.relative_to(dest)),
                               equal_nan=np.load(f).dtype.kind == "f"))
                           for f in dest.rglob("*") if f.is_file())
                print(f"{path.stem}: {'same' if same else 'DIFFERENT'}")
                status |= not same
            else:
                print(f"recorded {dest.relative_to(ROOT)}")
    for rel, spec in EXAMPLES.items():
        path = ROOT / rel
        for stencil in spec["stencils"]:
            case = f"{path.stem}__{stencil}"
            if args.names and case not in args.names and path.stem not in args.names:
                continue
            dest = target / "cases" / case
            record_case(path, dest, spec, stencil)
            print(f"recorded {case}" if not args.verify else f"{case}: recorded")
    return status


if __name__ == "__main__":
    sys.exit(main())
