"""The conformance corpus through Python: each case's stencil.py imported
unchanged (with the GT4Py-name shim), built with backend="c", called on the
case's arrays, compared with GT4Py's results; error cases must raise."""

import concurrent.futures
import importlib.util
import json
import os
import pathlib

import numpy as np
import pytest

import isobar
from isobar import gtscript

from conftest import CORPUS, REPO

isobar.install_gt4py_shim()


def _import(path: pathlib.Path, name: str):
    spec = importlib.util.spec_from_file_location(f"isobar_case_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run_valid(case_dir: pathlib.Path) -> list:
    case = json.loads((case_dir / "case.json").read_text())
    module = _import(case_dir / "stencil.py", case_dir.name)
    definition = getattr(module, case["stencil"])
    st = gtscript.stencil(backend="c", definition=definition, externals=case["externals"])
    fields = {n: np.load(case_dir / "in" / f"{n}.npy") for n in case["fields"]}
    scalars = {n: np.dtype(case["scalar_dtypes"][n]).type(v) for n, v in case["scalars"].items()}
    args = {**fields, **scalars}
    st(**args, origin={n: tuple(case["origin"][n]) for n in fields}, domain=tuple(case["domain"]))
    failures = []
    for n in case["compare"]:
        expected = np.load(case_dir / "out" / f"{n}.npy")
        actual = fields[n]
        if expected.dtype.kind == "f":
            ok = np.allclose(actual, expected, rtol=case["rtol"], atol=case["atol"], equal_nan=False)
        else:
            ok = np.array_equal(actual, expected)
        if not ok:
            failures.append(f"{n} differs")
    return failures


def run_error(case_dir: pathlib.Path) -> list:
    expect = json.loads((case_dir / "expect.json").read_text())
    module = _import(case_dir / "stencil.py", case_dir.name)
    definition = getattr(module, expect["stencil"])
    try:
        gtscript.stencil(backend="c", definition=definition, externals=expect.get("externals", {}))
    except isobar.GTScriptError as e:
        message = str(e)
        if f"error[{expect['category']}]" not in message:
            return [f"expected {expect['category']}, got: {message.splitlines()[0]}"]
        if "stencil.py:" not in message:
            return ["the diagnostic does not name the file and line"]
        return []
    return [f"accepted, but GT4Py rejects it ({expect['category']})"]


def run_case(case_dir: pathlib.Path) -> list:
    """The problems of one case (none: it passed)."""
    try:
        return run_error(case_dir) if (case_dir / "expect.json").exists() else run_valid(case_dir)
    except Exception as e:  # a crash is a failure of that case, reported by the caller
        return [f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"]


def run_corpus(corpus: pathlib.Path, capsys) -> int:
    """Runs every case of `corpus` through Python; returns the number passed."""
    dirs = sorted((corpus / "cases").iterdir()) + sorted((corpus / "errors").iterdir())
    dirs = [d for d in dirs if (d / "stencil.py").exists()]
    # One case per core at once: isobar compiles with the GIL released.
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        results = list(pool.map(run_case, dirs))
    failed = {d.name: problems for d, problems in zip(dirs, results) if problems}
    passed = len(dirs) - len(failed)
    with capsys.disabled():
        print(f"\n{corpus.name} corpus through Python: {passed} passed, {len(failed)} failed")
    assert not failed, "\n".join(f"{k}: {'; '.join(v)}" for k, v in failed.items())
    return passed


def test_corpus_through_python(capsys):
    assert run_corpus(CORPUS, capsys) == 93


def test_feature_corpus_through_python(capsys):
    """The project's own feature corpus (GlobalTable, K as a value, `.at`,
    typed temporaries, module constants...) through the Python package."""
    corpus = REPO / "crates/isobar/tests/features"
    expected = len(list((corpus / "cases").iterdir())) + len(list((corpus / "errors").iterdir()))
    assert run_corpus(corpus, capsys) == expected
