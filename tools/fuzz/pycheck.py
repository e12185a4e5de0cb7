#!/usr/bin/env python3
"""The fuzzer's checks through isobar's Python package (issue 28, item 6):
a program GT4Py recorded as a conformance case (stencil.py, case.json, in/,
out/) is compiled with `isobar.gtscript.stencil` on each back-end and called
on NumPy arrays:

* plain: the recorded inputs; outputs must equal GT4Py's;
* bool: bool inputs with non-canonical bytes (np.uint8 2, 128, 255 viewed as
  bool): outputs must equal GT4Py's on the canonical arrays (every non-zero
  byte is True, as NumPy's `m == True` says);
* range: integer scalars just outside their type (max+1, min-1, 2**40,
  np.uint32(2**32-1) for int32, 2**63 for int64): isobar must raise
  OverflowError, as NumPy 2 does;
* alias: the same array, or overlapping views of one, passed as an input
  read at an I/J offset and as an output: isobar must raise, naming both
  parameters, or give what the call gives on separate copies (where the
  stencil provably gives the same result);
* program: a function that calls the stencil 2-3 times with NumPy on the
  arrays between the calls, run as `@isobar.program` and eagerly (plain
  calls): the results must be equal (debug and C only).

    target/gt4py-venv/bin/python tools/fuzz/pycheck.py CORPUS PROGRAMS.pickle BACKENDS...

prints one JSON object {case: [failure lines]}; fuzz.py runs it in a child
process (`check_in_child`) so that a crash fails the checks instead of the run.
"""

from __future__ import annotations

import importlib.util
import json
import os
import pickle
import random
import subprocess
import sys
import traceback
import warnings
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

PROGRAM_BACKENDS = ("debug", "c")


def check_in_child(corpus: Path, names: list[str], programs: dict, backends: list[str],
                   env: dict, timeout: float) -> dict[str, list[str]]:
    """Runs the checks of `names` (cases under `corpus/cases`) in a child
    process; {name: failure lines}, every name failing if the child crashed."""
    data = corpus / "pycheck_programs.pickle"
    data.write_bytes(pickle.dumps(programs))
    cmd = [sys.executable, str(Path(__file__).resolve()), str(corpus), str(data), *backends]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return {n: [f"pycheck did not finish in {timeout:.0f} s"] for n in names}
    for line in reversed(proc.stdout.splitlines()):
        if line.startswith("{"):
            try:
                return json.loads(line)
            except json.JSONDecodeError:
                break
    return {n: [f"pycheck exited with status {proc.returncode}: {proc.stderr.strip()[-400:]}"]
            for n in names}


# -- the child ---------------------------------------------------------------------------

_LOADED = [0]


def _load(path: Path, attr: str | None = None):
    _LOADED[0] += 1
    name = f"isobar_pycheck_{_LOADED[0]}"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return getattr(module, attr) if attr else module


class Case:
    def __init__(self, d: Path, p: dict):
        import numpy as np
        self.dir, self.p = d, p
        self.json = json.loads((d / "case.json").read_text())
        c = self.json
        self.name = c["stencil"]
        self.fields = c["fields"]
        self.inputs = {n: np.load(d / "in" / f"{n}.npy") for n in self.fields}
        self.expected = {n: np.load(d / "out" / f"{n}.npy") for n in c["compare"]}
        self.undefined = {n: np.load(d / "undefined" / f"{n}.npy") for n in c["compare"]
                          if (d / "undefined" / f"{n}.npy").exists()}
        self.origin = {n: tuple(v) for n, v in c["origin"].items()}
        self.domain = tuple(c["domain"])
        self.scalars = {n: np.dtype(c["scalar_dtypes"][n]).type(v) for n, v in c["scalars"].items()}
        self.rtol, self.atol = c["rtol"], c["atol"]

    def arrays(self) -> dict:
        return {n: a.copy() for n, a in self.inputs.items()}

    def compare(self, got: dict, what: str) -> list[str]:
        import numpy as np
        out = []
        for n, e in self.expected.items():
            a = got[n]
            if a.dtype.kind == "b":
                a = a.view(np.uint8) != 0
            if e.dtype.kind == "f":
                ok = np.isclose(a, e, rtol=self.rtol, atol=self.atol, equal_nan=True)
            else:
                ok = a.astype(e.dtype) == e
            if n in self.undefined:
                ok |= self.undefined[n]
            if not ok.all():
                bad = np.argwhere(~ok)
                at = tuple(int(x) for x in bad[0])
                out.append(f"{what}: {n}: {len(bad)} element(s) differ; at {list(at)}: "
                           f"expected {e[at]!r}, got {a[at]!r}")
        return out


def _offset_reads(p: dict) -> set:
    """Input fields read at a non-zero I or J offset."""
    from program import walk
    found = set()

    def visit(n):
        if n[0] == "ref" and n[2] is not None and len(n[2]) == 3 and any(n[2][:2]):
            found.add(n[1])

    walk([c["intervals"] for c in p["computations"]], visit)
    return found


def check_backend(case: Case, backend: str, rng: random.Random) -> list[str]:
    import numpy as np
    from isobar import gtscript as igt
    p = case.p
    fails: list[str] = []
    tag = f"python/{backend}"
    definition = _load(case.dir / "stencil.py", case.name)
    try:
        st = igt.stencil(backend=backend, definition=definition,
                         externals=dict(case.json["externals"]))
    except Exception as exc:  # noqa: BLE001
        return [f"{tag}: build failed: {type(exc).__name__}: {str(exc)[:300]}"]

    def call(arrays, scalars=None):
        with np.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            st(**arrays, **(case.scalars if scalars is None else scalars),
               origin=case.origin, domain=case.domain)
        return arrays

    # plain
    try:
        fails += case.compare(call(case.arrays()), f"{tag}: plain call")
    except Exception as exc:  # noqa: BLE001
        return fails + [f"{tag}: plain call raised {type(exc).__name__}: {str(exc)[:300]}"]

    # non-canonical bools
    bools = [n for n, f in p["fields"].items() if f["dtype"] == "bool" and f["role"] == "in"]
    if bools:
        arrays = case.arrays()
        for n in bools:
            raw = arrays[n].view(np.uint8).copy()
            ones = raw == 1
            raw[ones] = np.array([2, 128, 255, 1], np.uint8)[
                np.arange(int(ones.sum())) % 4]
            arrays[n] = raw.view(np.bool_)
        try:
            fails += case.compare(call(arrays), f"{tag}: bool inputs with bytes 2/128/255")
        except Exception as exc:  # noqa: BLE001
            fails.append(f"{tag}: bool bytes 2/128/255: raised {type(exc).__name__}: {exc}"[:400])

    # integer scalars out of range
    limits = {"int8": (-2**7, 2**7 - 1), "int16": (-2**15, 2**15 - 1),
              "int32": (-2**31, 2**31 - 1), "int64": (-2**63, 2**63 - 1)}
    for n, s in p["scalars"].items():
        if s["dtype"] not in limits:
            continue
        lo, hi = limits[s["dtype"]]
        values = [hi + 1, lo - 1, 2**40 if hi < 2**40 else 2**64, -2**70]
        if s["dtype"] == "int32":
            values.append(np.uint32(2**32 - 1))
        if s["dtype"] in ("int8", "int16"):
            values.append(np.int64(hi + 1))
        for v in values:
            scalars = dict(case.scalars, **{n: v})
            try:
                call(case.arrays(), scalars)
            except OverflowError:
                continue
            except Exception as exc:  # noqa: BLE001
                fails.append(f"{tag}: {s['dtype']} scalar `{n}` = {v!r}: raised "
                             f"{type(exc).__name__} (expected OverflowError): {exc}"[:400])
                continue
            fails.append(f"{tag}: {s['dtype']} scalar `{n}` = {v!r} (out of range): the call ran")

    # aliased arguments (with a field the stencil does write: one meant as
    # an output may be left unwritten, seed 1000048, and then sharing its
    # memory is harmless)
    from generate import _collect_targets
    offs = _offset_reads(p)
    written: set = set()
    _collect_targets([c["intervals"] for c in p["computations"]], written)
    pairs = [(i, o) for i in offs for o, fo in p["fields"].items()
             if i in p["fields"] and p["fields"][i]["role"] == "in" and fo["role"] == "out"
             and o in written
             and fo["dims"] == "IJK" == p["fields"][i]["dims"]
             and fo["dtype"] == p["fields"][i]["dtype"]]
    if pairs:
        i, o = rng.choice(sorted(pairs))
        fails += check_alias(case, call, tag, i, o, written, rng)

    # (Not where GT4Py's outputs depend on temporaries it never wrote: their
    # values may differ between fused and eager calls.)
    if backend in PROGRAM_BACKENDS and \
            "reads-unwritten-temporaries" not in case.json.get("features", []):
        fails += check_program(case, backend, rng)
    return fails


def _random_array(shape, dtype, rng: random.Random):
    import numpy as np
    gen = np.random.default_rng(rng.randrange(2**32))
    if dtype.kind == "f":
        return gen.standard_normal(shape).astype(dtype)
    if dtype.kind == "b":
        return gen.integers(0, 2, shape).astype(dtype)
    return gen.integers(-5, 6, shape).astype(dtype)


def check_alias(case: Case, call, tag: str, i: str, o: str, written: set,
                rng: random.Random) -> list[str]:
    """The same array, or overlapping views of one, as `i` (read at an
    offset) and `o` (written): isobar must refuse, naming both, or (where
    the stencil provably gives the same result, as FV3's corner filling
    does) give what the same call gives on separate copies."""
    import numpy as np
    fails = []
    si, so = case.fields[i]["shape"], case.fields[o]["shape"]
    big = [max(a, b) for a, b in zip(si, so)]
    dtype = case.inputs[i].dtype
    same = _random_array(big, dtype, rng)
    base = _random_array([big[0] + 1] + big[1:], dtype, rng)
    views = base[1:1 + si[0], :si[1], :si[2]], base[:so[0], :so[1], :so[2]]
    for what, (ai, ao) in (("the same array", (same, same)), ("overlapping views", views)):
        arrays = case.arrays()
        arrays[i], arrays[o] = ai, ao
        separate = {n: a.copy() for n, a in arrays.items()}
        try:
            call(arrays)
        except Exception as exc:  # noqa: BLE001
            text = str(exc)
            if i not in text or o not in text:
                fails.append(f"{tag}: {what} as `{i}` (read at an offset) and `{o}` "
                             f"(written): the error does not name both: "
                             f"{type(exc).__name__}: {text[:300]}")
            continue
        try:
            call(separate)
        except Exception as exc:  # noqa: BLE001
            fails.append(f"{tag}: {what} as `{i}` and `{o}` ran, but separate copies "
                         f"raised {type(exc).__name__}: {str(exc)[:300]}")
            continue
        for n in sorted(written & set(arrays)):
            got, want = arrays[n], separate[n]
            if got.dtype.kind == "f":
                ok = np.isclose(got, want, rtol=case.rtol, atol=case.atol, equal_nan=True)
            else:
                ok = got == want
            if not ok.all():
                at = tuple(int(x) for x in np.argwhere(~ok)[0])
                fails.append(f"{tag}: {what} as `{i}` (read at an offset) and `{o}` "
                             f"(written): the call ran, and `{n}` differs from the call on "
                             f"separate copies at {list(at)}: {got[at]!r}, not {want[at]!r}")
    return fails


def program_source(case: Case, backend: str, rng: random.Random) -> str:
    """A module with the stencil and `body(a0, a1, ...)`: 2-3 calls with
    NumPy on the arrays between them; `fused = isobar.program(body)`."""
    names = list(case.fields)
    local = {n: f"a{k}" for k, n in enumerate(names)}
    kinds = {n: case.inputs[n].dtype.kind for n in names}

    def ops(n_ops: int) -> list[str]:
        out = []
        for _ in range(n_ops):
            n = rng.choice(names)
            a, kind = local[n], kinds[n]
            other = local[rng.choice(names)]
            if kind == "f":
                choices = [f"{a} *= 0.5", f"{a}[...] = np.sqrt(np.abs({a}))",
                           f"{a} += float({other}.sum()) * 1e-3",
                           f"{a}[1:] = {a}[:-1].copy()", f"{a} = {a} * 2.0",
                           f"{a} = {a}.copy()", f"{a}[..., 0] = {a}[..., -1]"]
            elif kind in "iu":
                choices = [f"{a} += 1", f"{a} //= 2", f"{a} = {a}.copy()",
                           f"{a}[1:] = {a}[:-1].copy()"]
            else:
                choices = [f"np.logical_not({a}, out={a})", f"{a} = {a}.copy()",
                           f"{a}[...] = {a} ^ ({other}.sum() % 2 == 0)"]
            out.append(rng.choice(choices))
        return out

    call = ("st(" + ", ".join(f"{n}={local[n]}" for n in names)
            + ", **SCALARS, origin=ORIGIN, domain=DOMAIN)")
    body = ops(rng.randint(0, 1))
    for k in range(rng.randint(2, 3)):
        body.append(call)
        if k < 2:
            body += ops(rng.randint(1, 2))
    body.append("return (" + ", ".join(local[n] for n in names) + ",)")
    args = ", ".join(local[n] for n in names)
    return "\n".join([
        "import numpy as np",
        "import isobar",
        "from isobar import gtscript as _igt",
        "import importlib.util as _u, sys as _s",
        f"_spec = _u.spec_from_file_location('isobar_pycheck_def_{backend}', {str(case.dir / 'stencil.py')!r})",
        "_m = _u.module_from_spec(_spec)",
        "_spec.loader.exec_module(_m)",
        f"st = _igt.stencil(backend={backend!r}, definition=getattr(_m, {case.name!r}), "
        f"externals={dict(case.json['externals'])!r})",
        f"ORIGIN = {case.origin!r}",
        f"DOMAIN = {case.domain!r}",
        "SCALARS = {}",
        "",
        "",
        f"def body({args}):",
        *[f"    {line}" for line in body],
        "",
        "",
        "fused = isobar.program(body)",
        "",
    ])


def check_program(case: Case, backend: str, rng: random.Random) -> list[str]:
    import numpy as np
    source = program_source(case, backend, rng)
    path = case.dir / f"program_{backend}.py"
    path.write_text(source)
    tag = f"python/{backend}: @isobar.program ({path.name})"
    try:
        module = _load(path)
    except Exception as exc:  # noqa: BLE001
        return [f"{tag}: module failed: {type(exc).__name__}: {str(exc)[:300]}"]
    module.SCALARS.update(case.scalars)
    names = list(case.fields)

    def run(fn):
        arrays = [case.inputs[n].copy() for n in names]
        with np.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                return fn(*arrays), None
            except Exception as exc:  # noqa: BLE001
                return None, f"{type(exc).__name__}: {exc}"

    eager, eager_error = run(module.body)
    fused, fused_error = run(module.fused)
    if eager_error or fused_error:
        if bool(eager_error) != bool(fused_error) or \
                eager_error.split(":")[0] != fused_error.split(":")[0]:
            return [f"{tag}: eager: {eager_error or 'ran'}; fused: {fused_error or 'ran'}"[:500]]
        return []
    fails = []
    for n, e, a in zip(names, eager, fused):
        if e.dtype.kind == "f":
            ok = np.isclose(a, e, rtol=case.rtol, atol=case.atol, equal_nan=True)
        else:
            ok = a == e
        if not ok.all():
            at = tuple(int(x) for x in np.argwhere(~ok)[0])
            fails.append(f"{tag}: `{n}` differs from the eager calls at {list(at)}: "
                         f"eager {e[at]!r}, fused {a[at]!r}")
    return fails


def outputs_in_child(case_dir: Path, dest: Path, env: dict, timeout: float) -> str | None:
    """Writes a copy of the case to `dest` whose `out/` holds what isobar's
    interpreter, through the Python package, computes from its inputs: the
    answer GT4Py's back-ends are held against where they disagree among
    themselves. Returns why not on failure, None on success."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "--outputs", str(case_dir), str(dest)]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return f"isobar's outputs took over {timeout:.0f} s"
    return None if proc.returncode == 0 else proc.stderr.strip()[-400:] or "no outputs"


def write_outputs(case_dir: Path, dest: Path) -> None:
    """The child of `outputs_in_child`."""
    import shutil
    import numpy as np
    from isobar import gtscript as igt
    case = Case(case_dir, {})
    definition = _load(case_dir / "stencil.py", case.name)
    runs = []
    for poison in ("", "1"):  # temporaries start as zero, then as NaN
        os.environ["ISOBAR_POISON_TEMPORARIES"] = poison
        st = igt.stencil(backend="debug", definition=definition,
                         externals=dict(case.json["externals"]))
        arrays = case.arrays()
        with np.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            st(**arrays, **case.scalars, origin=case.origin, domain=case.domain)
        runs.append(arrays)
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(case_dir, dest)
    for n in case.expected:
        zero, poisoned = runs[0][n], runs[1][n]
        np.save(dest / "out" / f"{n}.npy", zero)
        # Elements computed from temporaries no statement wrote: isobar's
        # value there is as undefined as GT4Py's.
        same = (zero == poisoned) | ((zero != zero) & (poisoned != poisoned))
        if not same.all():
            mask = dest / "undefined" / f"{n}.npy"
            mask.parent.mkdir(exist_ok=True)
            np.save(mask, ~same | (np.load(mask) if mask.exists() else False))


def main(argv: list[str]) -> int:
    if argv[:1] == ["--outputs"]:
        import oracle  # noqa: F401  (GT4Py's cache away from the checkout)
        write_outputs(Path(argv[1]), Path(argv[2]))
        return 0
    corpus, data, backends = Path(argv[0]), Path(argv[1]), argv[2:]
    programs = pickle.loads(data.read_bytes())
    import oracle  # noqa: F401  (GT4Py's cache away from the checkout)
    results = {}
    for name, p in programs.items():
        rng = random.Random(f"pycheck {p['seed']}")
        case = Case(corpus / "cases" / name, p)
        fails = []
        for backend in backends:
            try:
                fails += check_backend(case, backend, rng)
            except Exception:  # noqa: BLE001
                fails.append(f"python/{backend}: check crashed: "
                             + traceback.format_exc().strip().splitlines()[-1][:300])
        results[name] = fails
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    sys.exit(main(sys.argv[1:]))
