"""GT4Py 1.2.3 as the oracle: builds a generated program with the numpy
back-end and records it as a conformance case (stencil.py, case.json, in/,
out/), or reports that GT4Py rejects it.

Temporaries GT4Py leaves unwritten are filled with zeros (isobar's defined
value for them); the program is also run with NaN-filled temporaries, and a
difference marks the case as reading unwritten temporaries.
"""

from __future__ import annotations

import importlib.util
import json
import re
import os
import shutil
import signal
import sys
import tempfile
import threading
import warnings
from pathlib import Path

if "GT_CACHE_ROOT" not in os.environ:
    os.environ["GT_CACHE_ROOT"] = tempfile.mkdtemp(prefix="isobar_fuzz_gt4py_")
for _var in ("GT4PY_LITERAL_INT_PRECISION", "GT4PY_LITERAL_FLOAT_PRECISION"):
    os.environ.pop(_var, None)

import numpy as np  # noqa: E402
from gt4py.cartesian import gtscript  # noqa: E402
from gt4py.cartesian.utils import field as _gt_field  # noqa: E402

from vocabulary import TRANSCENDENTAL  # noqa: E402
from program import render, walk  # noqa: E402

VK_PAD = 2


class Fill:
    """Fills GT4Py's temporaries with `value` instead of leaving them empty."""

    def __init__(self, nan: bool):
        self.nan = nan
        self.orig = None

    def __enter__(self):
        self.orig = _gt_field.Field.__dict__["empty"]
        nan = self.nan

        def filled(cls, shape, dtype, offset, dims):
            dt = np.dtype(dtype)
            if not nan:
                fill = 0
            elif dt.kind == "f":
                fill = np.nan
            elif dt.kind in "iu":
                fill = np.iinfo(dt).max
            else:
                fill = True
            return cls(np.full(shape, fill, dtype=dt), offset, dims)

        _gt_field.Field.empty = classmethod(filled)
        return self

    def __exit__(self, *exc):
        _gt_field.Field.empty = self.orig
        return False


_LOADED = [0]


def load_definition(path: Path, name: str):
    _LOADED[0] += 1
    modname = f"isobar_fuzz_{_LOADED[0]}"
    spec = importlib.util.spec_from_file_location(modname, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[modname] = module
    spec.loader.exec_module(module)
    return getattr(module, name)


def _inputs(p: dict, shapes: dict, rng: np.random.Generator) -> dict:
    arrays = {}
    for name, f in p["fields"].items():
        shape = shapes[name]
        dt = np.dtype(f["dtype"])
        if f["role"] == "koff":
            arrays[name] = rng.integers(-1, 2, size=shape).astype(dt)
        elif dt.kind == "b":
            arrays[name] = rng.random(shape) < 0.5
        elif dt.kind in "iu":
            wide = rng.random() < 0.15
            hi = 1 << 30 if (wide and dt.itemsize == 4) else 1 << 40 if wide else 6
            arrays[name] = rng.integers(-hi, hi, size=shape).astype(dt)
            if "limits" in p.get("classes", ()):
                # Some elements at the limits of the type.
                info = np.iinfo(dt)
                at = rng.random(shape) < 0.3
                arrays[name][at] = rng.choice([info.min, info.max, info.min + 1, info.max - 1],
                                              size=int(at.sum())).astype(dt)
        else:
            arrays[name] = rng.uniform(-5.0, 5.0, size=shape).astype(dt)
    return arrays


def _layout(p: dict, stencil, rng: np.random.Generator):
    """Shapes and origins: GT4Py's halo for each field plus 0 or 1 spare point."""
    ni, nj, nk = p["domain"]
    sizes = {"I": ni, "J": nj, "K": nk}
    shapes, origins = {}, {}
    for name, f in p["fields"].items():
        info = stencil.field_info.get(name)
        bounds = [(int(lo), int(hi)) for lo, hi in info.boundary] if info is not None else \
            [(0, 0)] * 3
        shape, origin = [], []
        for axis in f["dims"]:
            lo, hi = (max(b, 0) for b in bounds["IJK".index(axis)])
            if axis == "K" and f.get("vk"):
                lo, hi = lo + VK_PAD, hi + VK_PAD
            lo += int(rng.integers(0, 2))
            hi += int(rng.integers(0, 2))
            shape.append(sizes[axis] + lo + hi)
            origin.append(lo)
        shapes[name], origins[name] = shape, origin
    return shapes, origins


def _scalars(p: dict) -> dict:
    return {n: np.dtype(s["dtype"]).type(s["value"]) for n, s in p["scalars"].items()}


class CallTimeout(Exception):
    """GT4Py's call ran longer than CALL_TIMEOUT_S (a `while` that never ends)."""


CALL_TIMEOUT_S = 10


def _alarm(signum, frame):
    raise CallTimeout(f"the call took more than {CALL_TIMEOUT_S} s")


def _call(stencil, p: dict, inputs: dict, origins: dict, nan: bool) -> dict:
    arrays = {k: v.copy() for k, v in inputs.items()}
    # The alarm works in the main thread only; the second opinion runs in
    # the fuzzer's worker thread on programs whose numpy run finished.
    timed = threading.current_thread() is threading.main_thread()
    if timed:
        previous = signal.signal(signal.SIGALRM, _alarm)
        signal.alarm(CALL_TIMEOUT_S)
    try:
        with Fill(nan), warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            stencil(**arrays, **_scalars(p), origin={k: tuple(v) for k, v in origins.items()},
                    domain=tuple(p["domain"]))
    finally:
        if timed:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, previous)
    return arrays


def _ill_conditioned(stencil, p: dict, inputs: dict, origins: dict, result: dict,
                     rtol: float, atol: float) -> dict:
    """Per output, the elements GT4Py's own result moves beyond the
    tolerance when every float input is nudged by 64 ulp: there, a few ulp
    of difference in a math library (allowed to back-ends: OpenCL's `cos`
    may be 4 ulp off) decides the value, as in `cos(9223372036854775807 *
    x)` iterated (seed 1400732), and no back-end's number is more right
    than another's. The comparison leaves them out, as it does undefined
    elements."""
    # 64 ulp rather than 1: a saturating function (tanh near +-1) absorbs a
    # one-ulp nudge, yet a one-ulp difference of its own result, amplified
    # by `mod(2147483647, y)`, decides the value (seed 1600432).
    nudged_inputs = {k: (v * (1 + 64 * np.finfo(v.dtype).eps)).astype(v.dtype)
                     if v.dtype.kind == "f" else v for k, v in inputs.items()}
    if all(v is inputs[k] for k, v in nudged_inputs.items()):
        return {}
    try:
        nudged = _call(stencil, p, nudged_inputs, origins, nan=False)
    except Exception:  # noqa: BLE001 - no second run, no verdict on conditioning
        return {}
    out = {}
    for name, a in result.items():
        b = nudged[name]
        if a.dtype.kind == "f":
            # An element the nudge reaches by itself (an input passed
            # through, a well-conditioned result) moves by a few ulp.
            few_ulp = 256 * float(np.finfo(a.dtype).eps)
            with np.errstate(all="ignore"):
                close = np.isclose(a, b, rtol=max(rtol, few_ulp), atol=atol, equal_nan=True)
        else:
            close = a == b
        out[name] = ~close
    return out


def tolerances(source: str) -> tuple[float, float]:
    """Bit-exact arithmetic is expected; NumPy's transcendental functions
    differ from the C library's by a few ulp (more in float32)."""
    if not re.search(r"\b(" + "|".join(TRANSCENDENTAL) + r")\(", source):
        return 1e-12, 1e-14
    if "float32" in source:
        return 1e-4, 1e-5
    return 1e-9, 1e-11


#: GT4Py's errors at call time that say a region reached past an array: its
#: numpy back-end fails to broadcast the region's slices, its debug back-end
#: indexes past the array.
OUT_OF_BOUNDS = re.compile(r"could not broadcast|IndexError|out of bounds|"
                           r"operands could not be broadcast")


def has_regions(p: dict) -> bool:
    found = []
    walk([c["intervals"] for c in p["computations"]],
         lambda n: found.append(1) if n[0] == "region" else None)
    return bool(found)


def oracle_names(p: dict) -> tuple[dict, dict]:
    """`p` with its hostile names (`p["hostile"]`: keywords of the other
    languages, case twins, long and unicode names, which GT4Py cannot all
    take: it refuses non-ASCII names) renamed to plain ones for GT4Py, and
    the renaming (plain -> hostile)."""
    hostile = p.get("hostile") or []
    if not hostile:
        return p, {}
    renames = {name: f"hostile{n}_" for n, name in enumerate(hostile)}
    q = rename_names(p, renames)
    q.pop("hostile", None)
    return q, {plain: name for name, plain in renames.items()}


def rename_names(p: dict, renames: dict) -> dict:
    """A copy of program `p` with the names in `renames` replaced where names
    stand (parameters, the stencil, functions, temporaries; not in the tree's
    node kinds nor in dict keys such as `value`)."""
    f = lambda n: renames.get(n, n)  # noqa: E731

    def bound(text: str) -> str:  # externals in region bounds (`I[0] + W:`)
        return re.sub(r"[^\W\d]\w*", lambda m: f(m.group(0)) if m.group(0) not in "IJ" else
                      m.group(0), text)

    def tree(node):
        if isinstance(node, list):
            return [tree(n) for n in node]
        if not isinstance(node, tuple) or not node:
            return node
        kind = node[0]
        if kind in ("ref", "vk"):
            return (kind, f(node[1]), tree(node[2]))
        if kind == "assign":
            return (kind, f(node[1]), node[2], tree(node[3]))
        if kind == "unpack":
            return (kind, [f(n) for n in node[1]], f(node[2]), tree(node[3]))
        if kind == "call":
            return (kind, f(node[1]), tree(node[2]))
        if kind == "region":
            return (kind, [bound(b) for b in node[1]], tree(node[2]))
        if kind == "inlined":
            return (kind, f(node[1]), tree(node[2]), tree(node[3]))
        if kind == "lit":
            return node
        return (kind,) + tuple(tree(n) if isinstance(n, (tuple, list)) else n for n in node[1:])

    q = dict(p)
    q["name"] = f(p["name"])
    q["params"] = [f(n) for n in p["params"]]
    q["fields"] = {f(k): dict(v) for k, v in p["fields"].items()}
    q["scalars"] = {f(k): dict(v) for k, v in p["scalars"].items()}
    q["externals"] = {f(k): v for k, v in p["externals"].items()}
    q["functions"] = [dict(fn, name=f(fn["name"]), params=[f(n) for n in fn["params"]],
                           body=tree(fn["body"]), returns=tree(fn["returns"]))
                      for fn in p["functions"]]
    q["computations"] = [dict(c, intervals=[(text, tree(body)) for text, body in c["intervals"]])
                         for c in p["computations"]]
    return q


def _rename_case(case_dir: Path, p: dict, back: dict) -> None:
    """Rewrites a case GT4Py recorded with plain names to the hostile names of `p`."""
    (case_dir / "stencil.py").write_text(render(p))
    case = json.loads((case_dir / "case.json").read_text())
    fix = lambda n: back.get(n, n)  # noqa: E731
    case["stencil"] = fix(case["stencil"])
    case["parameters"] = [fix(n) for n in case["parameters"]]
    case["compare"] = sorted(fix(n) for n in case["compare"])
    for key in ("origin", "fields", "scalars", "scalar_dtypes"):
        case[key] = {fix(k): v for k, v in case[key].items()}
    (case_dir / "case.json").write_text(json.dumps(case, indent=1, ensure_ascii=False) + "\n")
    for sub in ("in", "out", "undefined"):
        if (case_dir / sub).is_dir():
            for f in (case_dir / sub).iterdir():
                if f.stem in back:
                    f.rename(f.with_name(back[f.stem] + ".npy"))


# GT4Py 1.2.3's debug back-end prints a conditional expression inside an
# operator without its parentheses: `a + (a if c else b)` runs as
# `(a + a) if c else b` (fuzzer seed 1300118; its numpy back-end is right).
DEBUG_TERNARY_BUG = ("GT4Py's debug back-end drops the parentheses around a conditional "
                     "expression inside an operator (`a + (b if c else d)` runs as "
                     "`(a + b) if c else d`)")

DEBUG_PYTHON_INTS = ("GT4Py's debug back-end reads integer fields without all of I, J and K "
                     "as Python ints, which do not wrap at the type's limits as NumPy's "
                     "do (`abs` of an int8 -128 is 128 there, -128 on its numpy back-end)")


def _has_python_int_reads(p: dict) -> bool:
    """True if the program's integers reach their limits and it has an
    integer field the debug back-end reads as Python ints (seed 1814133)."""
    return "limits" in p.get("classes", ()) and any(
        np.dtype(f["dtype"]).kind in "iu" and f["dims"] != "IJK" for f in p["fields"].values())


def _has_conditional_expression(p: dict) -> bool:
    """True if the program (or a function it defines) has `x if c else y`."""
    from program import walk
    found = []
    trees = [c["intervals"] for c in p["computations"]]
    trees += [fn["body"] + fn.get("returns", []) for fn in p["functions"]]
    walk(trees, lambda n: found.append(True) if n[0] == "tern" else None)
    return bool(found)


def record(p: dict, case_dir: Path, backend: str = "numpy", like: Path | None = None,
           like_names: dict | None = None) -> dict:
    """Runs `p` with GT4Py's `backend` and writes the case. Returns {"status": ...}:
    `case` (recorded), `rejected` (GT4Py refused to build it: `error`),
    `refused` (GT4Py built it and refused the call, a region reaching past
    an array: the case is written with its inputs as outputs, and isobar
    must refuse it too) or `call-error` (GT4Py built it but the call failed
    otherwise: not comparable). Hostile names are renamed for GT4Py and
    back in the case. `like`: a case whose inputs, shapes and origins to use
    (its names are `like_names[name]` of `p`'s)."""
    q, back = oracle_names(p)
    given = None
    if like is not None:
        case = json.loads((like / "case.json").read_text())
        given = {}
        for n in q["fields"]:
            theirs = (like_names or {}).get(back.get(n, n), back.get(n, n))
            given[n] = (np.load(like / "in" / f"{theirs}.npy"), case["origin"][theirs])
    result = _record(q, case_dir, backend, given)
    if result["status"] == "refused" and backend == "numpy":
        # The numpy back-end also fails to broadcast regions that lie wholly
        # outside a small domain (they run nowhere): its `debug` back-end,
        # which runs point by point and raises IndexError past an array,
        # decides.
        second = _record(q, case_dir, "debug", given)
        if second["status"] == "case" and _has_conditional_expression(q):
            result = {"status": "call-error",
                      "error": f"numpy: {result['error'][:200]}; debug: not trusted: "
                               f"{DEBUG_TERNARY_BUG}"}
        elif second["status"] == "case" and _has_python_int_reads(q):
            result = {"status": "call-error",
                      "error": f"numpy: {result['error'][:200]}; debug: not trusted: "
                               f"{DEBUG_PYTHON_INTS}"}
        elif second["status"] == "case":
            result = dict(second, numpy_refused=result["error"])
        elif second["status"] == "refused" and _fails_on_any_arrays(q, case_dir, "debug"):
            result = {"status": "call-error",
                      "error": f"numpy: {result['error'][:200]}; debug: {second['error'][:150]}, "
                               f"also on arrays {PAD} points larger on every side (GT4Py's own)"}
        elif second["status"] == "refused":
            result = {"status": "refused",
                      "error": f"numpy: {result['error'][:200]}; debug: {second['error'][:200]}"}
        else:
            result = {"status": "call-error",
                      "error": f"numpy: {result['error'][:200]}; debug: {second.get('error', '')[:200]}"}
    if back and result["status"] in ("case", "refused"):
        _rename_case(case_dir, p, back)
    elif back:
        (case_dir / "stencil.py").write_text(render(p))
    return result


#: Points added on every side of every field to tell GT4Py's own failures
#: from a region reaching past the caller's arrays.
PAD = 8


def _fails_on_any_arrays(p: dict, case_dir: Path, backend: str) -> bool:
    """True if GT4Py's `backend` still reaches past an array when every field
    of the refused case in `case_dir` has PAD more points on every side: the
    failure is GT4Py's own (seed 1811464: its debug back-end reads a
    temporary it allocated on the compute domain at a point of a region
    beyond it), not a region reaching past the caller's arrays."""
    case = json.loads((case_dir / "case.json").read_text())
    given = {}
    for name in p["fields"]:
        a = np.load(case_dir / "in" / f"{name}.npy")
        padded = np.pad(a, [(PAD, PAD)] * a.ndim, mode="constant", constant_values=1)
        given[name] = (padded, [o + PAD for o in case["origin"][name]])
    with tempfile.TemporaryDirectory() as tmp:
        again = _record(p, Path(tmp) / "padded", backend, given)
    return again["status"] == "refused"


def _record(p: dict, case_dir: Path, backend: str, given: dict | None = None) -> dict:
    if case_dir.exists():
        shutil.rmtree(case_dir)
    case_dir.mkdir(parents=True)
    source = render(p)
    (case_dir / "stencil.py").write_text(source)
    definition = load_definition(case_dir / "stencil.py", p["name"])
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            stencil = gtscript.stencil(backend=backend, definition=definition,
                                       externals=dict(p["externals"]))
    except Exception as exc:  # noqa: BLE001 - any build failure is a rejection
        where = ""
        if isinstance(exc, AssertionError) and exc.__traceback__ is not None:
            # An assertion says nothing by itself: where it failed in GT4Py.
            tb = exc.__traceback__
            while tb.tb_next is not None:
                tb = tb.tb_next
            where = f" (in {Path(tb.tb_frame.f_code.co_filename).name} {tb.tb_frame.f_code.co_name})"
        return {"status": "rejected", "error": f"{type(exc).__name__}: {exc}{where}"[:500]}
    rng = np.random.default_rng(p["seed"])
    if given is None:
        shapes, origins = _layout(p, stencil, rng)
        inputs = _inputs(p, shapes, rng)
    else:
        inputs = {n: a for n, (a, _) in given.items()}
        shapes = {n: list(a.shape) for n, a in inputs.items()}
        origins = {n: list(o) for n, (_, o) in given.items()}
    refused = None
    try:
        zero = _call(stencil, p, inputs, origins, nan=False)
        nan = _call(stencil, p, inputs, origins, nan=True)
    except Exception as exc:  # noqa: BLE001
        error = f"{type(exc).__name__}: {exc}"[:500]
        # NumPy 2's OverflowError ("Python integer 2147483648 out of bounds
        # for int32": a cast of a Python int scalar that does not fit) is no
        # region reaching past an array (seed 1813014).
        if isinstance(exc, OverflowError) or not (has_regions(p) and OUT_OF_BOUNDS.search(error)):
            return {"status": "call-error", "error": error}
        refused = error
        zero = nan = {k: v.copy() for k, v in inputs.items()}
    uninitialised = any(
        not np.array_equal(zero[k], nan[k], equal_nan=zero[k].dtype.kind == "f") for k in zero)
    rtol, atol = tolerances(source)
    unstable = {} if refused else _ill_conditioned(stencil, p, inputs, origins, zero, rtol, atol)
    case = {
        "stencil": p["name"],
        "description": f"fuzzer program, seed {p['seed']}",
        "features": ["fuzz"] + (["reads-unwritten-temporaries"] if uninitialised else [])
        + (["gt4py-refused"] if refused else [])
        + (["ill-conditioned"] if any(m.any() for m in unstable.values()) else []),
        "domain": p["domain"],
        "origin": origins,
        "parameters": p["params"],
        "fields": {n: {"shape": shapes[n], "dtype": f["dtype"], "dims": f["dims"], "data_dims": []}
                   for n, f in p["fields"].items()},
        "scalars": {n: s["value"] for n, s in p["scalars"].items()},
        "scalar_dtypes": {n: s["dtype"] for n, s in p["scalars"].items()},
        "externals": p["externals"],
        "rtol": rtol,
        "atol": atol,
        "equal_nan": True,
        "compare": sorted(p["fields"]),
        "seed": p["seed"],
        "gt4py": {"version": "1.2.3", "backend": backend, "numpy": np.__version__},
    }
    (case_dir / "case.json").write_text(json.dumps(case, indent=1) + "\n")
    for sub, arrays in (("in", inputs), ("out", zero)):
        (case_dir / sub).mkdir()
        for name, array in arrays.items():
            np.save(case_dir / sub / f"{name}.npy", np.ascontiguousarray(array))
    # Elements GT4Py computed from temporaries it never wrote (they differ
    # between the zero and the NaN fill) have no defined value: the
    # conformance runner leaves them out of the comparison.
    for name in zero:
        a, b = zero[name], nan[name]
        same = (a == b) | ((a != a) & (b != b)) if a.dtype.kind == "f" else (a == b)
        if has_regions(p) and not refused:
            # GT4Py's numpy back-end writes a region wider than a small domain
            # outside the domain too (seed 500164; its debug back-end does
            # not): what it wrote there has no defined value.
            inside = np.zeros(a.shape, bool)
            f = p["fields"][name]
            box = tuple(slice(o, o + p["domain"]["IJK".index(ax)])
                        for o, ax in zip(origins[name], f["dims"]))
            inside[box] = True
            x = inputs[name]
            kept = (a == x) | ((a != a) & (x != x)) if a.dtype.kind == "f" else (a == x)
            same &= inside | kept
        if name in unstable:
            same &= ~unstable[name]
        if not same.all():
            (case_dir / "undefined").mkdir(exist_ok=True)
            np.save(case_dir / "undefined" / f"{name}.npy", np.ascontiguousarray(~same))
    if refused:
        (case_dir / "refused.txt").write_text(refused + "\n")
        return {"status": "refused", "error": refused}
    return {"status": "case", "uninitialised": uninitialised}


# Names the fuzzer gives parameters and temporaries that GT4Py's C++
# back-end cannot compile (C++ keywords, libc macros and symbols): renamed
# for the second oracle.
def _cxx_safe(p: dict, names) -> tuple[dict, dict]:
    """`p` with every name in `names` renamed (`name` -> `name_gt`), and the
    renaming."""
    renames = {n: f"{n}_gt" for n in names}
    q = rename_names(p, renames)
    if "hostile" in p:
        q["hostile"] = [renames.get(n, n) for n in p["hostile"]]
    return q, renames


def floored_remainders(p: dict) -> dict:
    """A copy of program `p` in which every `a % b` and `mod(a, b)` gives
    Python's floored remainder on GT4Py's C++ back-end, which computes both
    with `std::fmod` (truncated: -3.0 % 1.5 is 0.0 everywhere, but 3 % -1.7
    is 1.3 there, -0.4 in NumPy; seed 1832636): `m + b if m != 0 and
    (m < 0) != (b < 0) else m`, where `m` is its truncated remainder."""
    zero = ("lit", "0")

    def floored(m, b):
        differs = ("bool", "and", ("cmp", "!=", m, zero),
                   ("cmp", "!=", ("cmp", "<", m, zero), ("cmp", "<", b, zero)))
        return ("tern", differs, ("bin", "+", m, b), m)

    def tree(node):
        if isinstance(node, dict):
            return {k: tree(v) for k, v in node.items()}
        if isinstance(node, list):
            return [tree(n) for n in node]
        if not isinstance(node, tuple) or not node:
            return node
        node = (node[0],) + tuple(tree(n) if isinstance(n, (tuple, list)) else n
                                  for n in node[1:])
        if node[0] == "bin" and node[1] == "%":
            return floored(node, node[3])
        if node[0] == "call" and node[1] == "mod" and len(node[2]) == 2:
            return floored(node, node[2][1])
        return node

    return tree(p)


SECOND_BACKEND = "gt:cpu_ifirst"

#: The back-ends asked for a second opinion, in turn: GT4Py's C++ back-end,
#: then its pure-Python `debug` back-end (where the C++ one cannot build the
#: program or crashes: seed 7201's crashed the fuzzer's process).
SECOND_BACKENDS = [SECOND_BACKEND, "debug"]


def record_second_opinion(p: dict, case_dir: Path, names, work: Path,
                          backend: str = SECOND_BACKEND) -> str | None:
    """Re-records the case in `case_dir` with GT4Py's `backend` (by default
    its C++ back-end, `gt:cpu_ifirst`): its outputs replace `out/` of a copy
    of the case, written to `work`. Returns the copy's path, or why not where
    that is impossible (the back-end cannot build or run the program, or drew
    other inputs)."""
    renamed, renames = _cxx_safe(p, names)
    if backend == SECOND_BACKEND:
        renamed = floored_remainders(renamed)
    other = work / "second"
    try:
        result = record(renamed, other, backend=backend, like=case_dir,
                        like_names={new: old for old, new in renames.items()})
    except Exception as exc:  # noqa: BLE001 - a program the back-end cannot take
        return f"{backend} failed: {type(exc).__name__}: {exc}"[:300]
    if result["status"] != "case":
        return f"{backend}: {result['status']}: {result.get('error', '')[:200]}"
    copy = work / "decided" / case_dir.name
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(case_dir, copy)
    for name in p["fields"]:
        theirs = renames.get(name, name)
        same_input = np.array_equal(np.load(case_dir / "in" / f"{name}.npy"),
                                    np.load(other / "in" / f"{theirs}.npy"), equal_nan=True)
        if not same_input:
            return f"{backend} drew other inputs for `{name}`"
        shutil.copy(other / "out" / f"{theirs}.npy", copy / "out" / f"{name}.npy")
        # Elements this back-end computed from temporaries it never wrote
        # have no defined value either (seed 600088: the numpy back-end
        # refused the call, so the case itself has no such elements).
        undefined = other / "undefined" / f"{theirs}.npy"
        if undefined.exists():
            mask = np.load(undefined)
            mine = copy / "undefined" / f"{name}.npy"
            if mine.exists():
                mask = mask | np.load(mine)
            mine.parent.mkdir(exist_ok=True)
            np.save(mine, mask)
    return str(copy)
