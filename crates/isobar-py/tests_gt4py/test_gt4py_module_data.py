"""The stencil classes of isobar's GT4Py back-ends are GT4Py's: their module
data (``field_info`` access kinds and boundaries, ``parameter_info``,
``domain_info``, the unreferenced parameters), which isobar computes with
GT4Py's rules instead of running GT4Py's GTIR passes, and the module source
itself, are what GT4Py 1.2.3 makes, for every stencil of every corpus
(``ISOBAR_GT4PY_MODULE_DATA=check`` builds both and fails on a difference)."""

import importlib.util
import json
import pathlib

import numpy as np

from gt4py.cartesian import gtscript
from gt4py.cartesian.gtc.passes.gtir_pipeline import GtirPipeline
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval

import isobar  # noqa: F401  (registers the back-ends)

REPO = pathlib.Path(__file__).resolve().parents[3]
CORPORA = [
    REPO / "corpora/conformance",
    REPO / "corpora/regressions",
    REPO / "crates/isobar/tests/features",
    REPO / "crates/isobar/tests/regressions",
]


def _cases():
    out = []
    for corpus in CORPORA:
        for case_dir in sorted((corpus / "cases").iterdir()):
            if (case_dir / "case.json").exists():
                out.append(case_dir)
    return out


def _definition(case_dir: pathlib.Path, case: dict):
    name = f"isobar_module_data_{case_dir.parent.parent.name}_{case_dir.name}"
    spec = importlib.util.spec_from_file_location(name, case_dir / "stencil.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, case["stencil"])


def _check(case_dir: pathlib.Path) -> str:
    """The problem with one case's module ("" where there is none). A case
    GT4Py's own front end refuses (a name GT4Py does not take, say) must be
    refused alike."""
    case = json.loads((case_dir / "case.json").read_text())
    definition = _definition(case_dir, case)
    externals = case.get("externals", {})
    try:
        gtscript.stencil(backend="isobar:debug", definition=definition, externals=externals,
                         rebuild=True)
    except Exception as e:  # a failure of that case, reported below
        try:
            gtscript.stencil(backend="numpy", definition=definition, externals=externals)
        except type(e):
            return ""
        return f"{type(e).__name__}: {e}"
    return ""


def test_every_corpus_stencils_module_is_gt4pys(monkeypatch, capsys):
    monkeypatch.setenv("ISOBAR_GT4PY_MODULE_DATA", "check")
    cases = _cases()
    failed = {}
    for case_dir in cases:
        problem = _check(case_dir)
        if problem:
            failed[f"{case_dir.parent.parent.name}/{case_dir.name}"] = problem
    with capsys.disabled():
        print(f"\nGT4Py module data of the corpora: {len(cases) - len(failed)} passed, "
              f"{len(failed)} failed")
    assert len(cases) > 100
    assert not failed, "\n".join(f"{k}: {v}" for k, v in failed.items())


def _region_and_k_field(a: Field[np.float64], col: Field[gtscript.K, np.float64],
                        top: Field[gtscript.IJ, np.float64], b: Field[np.float64],
                        unused: Field[np.float64], alpha: float, beta: float):
    with computation(PARALLEL), interval(1, None):
        tmp = a[1, 0, 0] * col + top
        b = tmp[-1, 0, 0] + alpha
    with computation(PARALLEL), interval(0, 1):
        b = b + a[0, 0, 1]


def test_the_default_build_runs_none_of_gt4pys_gtir_passes(monkeypatch):
    # GT4Py's GTIR passes (dtype resolution, upcasting, pruning) and its
    # OIR took most of a model's cold build: the default build never runs
    # them, and its class says what GT4Py's numpy back-end's says.
    reference = gtscript.stencil(backend="numpy", definition=_region_and_k_field)

    def refuse(self, skip=None):
        raise AssertionError("GT4Py's GTIR passes ran")

    monkeypatch.setattr(GtirPipeline, "full", refuse)
    monkeypatch.delenv("ISOBAR_GT4PY_MODULE_DATA", raising=False)
    ours = gtscript.stencil(backend="isobar:debug", definition=_region_and_k_field, rebuild=True)
    assert ours.field_info == reference.field_info
    assert ours.parameter_info == reference.parameter_info
    assert ours.domain_info == reference.domain_info
    # A K field read by an execution on an extended domain has GT4Py's
    # horizontal boundary; an IJ field read in interval(1, None) its K one.
    assert reference.field_info["col"].boundary[0] == (1, 0)
    assert reference.field_info["top"].boundary[2] == (-1, 0)
    assert reference.field_info["unused"] is None or \
        reference.field_info["unused"].access.name == "NONE"
