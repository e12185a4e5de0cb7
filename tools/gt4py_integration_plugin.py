"""A pytest plugin that runs GT4Py's own cartesian integration tests on one
back-end (tools/gt4py-integration.sh loads it with ``-p``).

``ISOBAR_GT4PY_BACKEND`` names the back-end: ``numpy`` (the reference),
``isobar:cpu`` or ``isobar:debug``. Importing isobar first registers its
back-ends in GT4Py's registry, so that the lists GT4Py's tests build from it
(``ALL_BACKENDS``, ``CPU_BACKENDS``, the ``backends`` of its stencil test
suites) name them as they name GT4Py's own CPU back-ends. Of the collected
tests, those on the chosen back-end are kept. A test written for a fixed list
of back-ends that has ``numpy`` but not the chosen one (``["debug", "numpy"]``)
runs its ``numpy`` case on the chosen back-end instead, under the chosen
back-end's name. An xfail mark of the numpy case says what numpy lacks: one
that names the exception numpy raises (``raises=NotImplementedError``) is
kept, but not strict, so that the chosen back-end's test is ``xfailed``
where it fails as numpy does (it lacks the feature too), ``xpassed`` where
it has the feature, and ``failed`` where it fails otherwise; other xfail
marks of the numpy case are dropped. Tests that take no back-end parameter
are left out.

Every kept test's id is written to ``ISOBAR_GT4PY_IDS`` (if set) with the
back-end's name replaced by ``<backend>``, so that runs on different back-ends
can be compared test by test.
"""

from __future__ import annotations

import os
import re
from typing import Any, Optional

import pytest

import isobar  # noqa: F401  (registers isobar:cpu, isobar:debug... in GT4Py's registry)

TARGET = os.environ.get("ISOBAR_GT4PY_BACKEND", "numpy")


def _backend_of(item: pytest.Item) -> Optional[str]:
    """The back-end a collected test runs on: its ``backend`` parameter, or
    the ``backend`` of a stencil test suite's ``test`` record."""
    callspec = getattr(item, "callspec", None)
    if callspec is None:
        return None
    value = callspec.params.get("backend")
    if isinstance(value, str):
        return value
    for value in callspec.params.values():
        if isinstance(value, dict) and isinstance(value.get("backend"), str):
            return value["backend"]
    return None


def _id_variants(name: str) -> list:
    # Test ids spell a back-end as written ("isobar:cpu") or slugified.
    return [name, name.replace(":", "_"), re.sub(r"\W", "", name)]


def _generic_id(nodeid: str, backend: str) -> str:
    """``nodeid`` with ``backend`` in its parameters (``[...]``) replaced by
    ``<backend>``."""
    if not nodeid.endswith("]") or "[" not in nodeid:
        return nodeid
    head, params = nodeid.split("[", 1)
    for variant in _id_variants(backend):
        params = re.sub(r"(?<![A-Za-z0-9])" + re.escape(variant) + r"(?![A-Za-z0-9])", "<backend>",
                        params)
    return f"{head}[{params}"


def _rename(item: pytest.Item, nodeid: str, name: str) -> None:
    """Gives a collected test another id (pytest keeps it in a private
    attribute, one that changed with pytest 9)."""
    item.name = name
    current = getattr(item, "_id", None)
    if current is not None and hasattr(type(current), "parse"):
        item._id = type(current).parse(nodeid)
    elif hasattr(item, "_nodeid"):
        item._nodeid = nodeid


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config,
                                  items: list) -> None:
    on_target = {}
    numpy_only = []
    for item in items:
        backend = _backend_of(item)
        if backend == TARGET:
            on_target[_generic_id(item.nodeid, backend)] = item
        elif backend == "numpy":
            numpy_only.append(item)
    kept = list(on_target.values())
    if TARGET != "numpy":
        # Tests whose fixed back-end list has numpy but not TARGET: their
        # numpy case, run on TARGET.
        for item in numpy_only:
            generic = _generic_id(item.nodeid, "numpy")
            if generic in on_target:
                continue
            item.callspec.params["backend"] = TARGET
            _rename(item, generic.replace("<backend>", TARGET),
                    _generic_id(item.name, "numpy").replace("<backend>", TARGET))
            # An xfail mark of the numpy case says what numpy lacks: kept,
            # not strict, where it names numpy's exception.
            numpy_marks = [m for m in item.callspec.marks if m.name == "xfail"]
            item.own_markers[:] = [m for m in item.own_markers
                                   if not any(m is n or m == n for n in numpy_marks)]
            for mark in numpy_marks:
                if mark.kwargs.get("raises") is not None:
                    item.add_marker(pytest.mark.xfail(*mark.args, **{**mark.kwargs,
                                                                     "strict": False}))
            on_target[generic] = item
            kept.append(item)
    kept_ids = {id(item) for item in kept}
    deselected = [item for item in items if id(item) not in kept_ids]
    if deselected:
        config.hook.pytest_deselected(items=deselected)
    order = {id(item): n for n, item in enumerate(items)}
    items[:] = sorted(kept, key=lambda item: order[id(item)])


_OUTCOMES: dict = {}


def pytest_runtest_logreport(report: Any) -> None:
    """One outcome per test: its call's (passed, failed, skipped, xfailed,
    xpassed), or ``error`` where its setup or teardown failed."""
    if report.when == "call":
        if hasattr(report, "wasxfail"):
            outcome = "xfailed" if report.outcome == "skipped" else "xpassed"
        else:
            outcome = report.outcome
        if _OUTCOMES.get(report.nodeid) != "error":
            _OUTCOMES[report.nodeid] = outcome
    elif report.outcome == "failed":
        _OUTCOMES[report.nodeid] = "error"
    elif report.outcome == "skipped":
        _OUTCOMES.setdefault(report.nodeid, "skipped")


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    path = os.environ.get("ISOBAR_GT4PY_IDS")
    if not path:
        return
    with open(path, "w") as f:
        for nodeid, outcome in sorted(_OUTCOMES.items()):
            f.write(f"{outcome}\t{_generic_id(nodeid, TARGET)}\n")


@pytest.fixture(scope="session")
def worker_id() -> str:
    """pytest-xdist's fixture, which GT4Py's exec_info tests take: its
    value without xdist."""
    return "master"


def pytest_configure(config: pytest.Config) -> None:
    # pytest-xdist's marker, which GT4Py's stencil test suites set.
    config.addinivalue_line("markers", "xdist_group: pytest-xdist's test group")
