#!/usr/bin/env python
"""NDSL's orchestration on isobar, checked in an NDSL venv (NDSL 2024.09.00,
GT4Py 1.0.4: the recipe's venv in ../shared/models/pyfv3-dycore).

A component written as NDSL users write them (FrozenStencils from a
StencilFactory, ``orchestrate(obj=self, config=...)`` in ``__init__``, an
orchestrated sub-component, Python control flow on configuration, a NumPy
read of a recorded array between calls) runs on ``isobar:cpu`` orchestrated
(``DaCeOrchestration.BuildAndRun``, as ``FV3_DACEMODE`` sets it) and not,
and on GT4Py's ``numpy`` back-end; the results must be equal bit for bit,
and the orchestrated run must be fewer calls into isobar than stencil calls.
Of four steps, the last two replay the frozen step (``_replay.py``) where
nothing reads an array between the calls, and none does where NumPy does.

Usage: python tools/models/ndsl_orchestrate_check.py
Prints `N passed, M failed` and exits non-zero on a failure.
"""

import sys

import numpy as np

import isobar  # noqa: F401  (isobar's back-ends, and the adapter, before NDSL)
from gt4py.cartesian.gtscript import PARALLEL, computation, interval
from ndsl import DaCeOrchestration, orchestrate
from ndsl.boilerplate import _get_factories
from ndsl.constants import X_DIM, Y_DIM, Z_DIM
from ndsl.dsl.typing import FloatField

N, NZ, HALO = 12, 5, 3


def smooth(q: FloatField, out: FloatField):
    with computation(PARALLEL), interval(...):
        out = q + 0.25 * (q[1, 0, 0] + q[-1, 0, 0] + q[0, 1, 0] + q[0, -1, 0] - 4.0 * q)


def scale(q: FloatField, factor: float):
    with computation(PARALLEL), interval(...):
        q = q * factor


class Smoother:
    """An orchestrated sub-component: two smoothing passes."""

    def __init__(self, stencil_factory):
        orchestrate(obj=self, config=stencil_factory.config.dace_config)
        idx = stencil_factory.grid_indexing
        self._smooth = stencil_factory.from_origin_domain(
            smooth, origin=idx.origin_compute(), domain=idx.domain_compute())

    def __call__(self, q, tmp):
        self._smooth(q, tmp)
        self._smooth(tmp, q)


class Model:
    """The component: scaling, the sub-component, Python control flow."""

    def __init__(self, stencil_factory, n_split, read_between):
        orchestrate(obj=self, config=stencil_factory.config.dace_config,
                    method_to_orchestrate="step")
        idx = stencil_factory.grid_indexing
        self._scale = stencil_factory.from_origin_domain(
            scale, origin=idx.origin_compute(), domain=idx.domain_compute())
        self._smoother = Smoother(stencil_factory)
        self._n_split = n_split
        self._read_between = read_between
        self.checks = []

    def step(self, q, tmp, factor: float):
        for _ in range(self._n_split):
            self._scale(q, factor)
            self._smoother(q, tmp)
        if self._read_between:
            # NumPy on a recorded array: the pending calls run first.
            self.checks.append(float(q.data[HALO:-HALO, HALO:-HALO, :].sum()))
        self._scale(q, factor)


def run(backend, orchestration, read_between):
    stencil_factory, quantity_factory = _get_factories(
        nx=N, ny=N, nz=NZ, nhalo=HALO, backend=backend, orchestration=orchestration,
        topology="tile")
    model = Model(stencil_factory, n_split=2, read_between=read_between)
    q = quantity_factory.zeros([X_DIM, Y_DIM, Z_DIM], units="")
    tmp = quantity_factory.zeros([X_DIM, Y_DIM, Z_DIM], units="")
    q.data[:] = np.random.default_rng(7).random(q.data.shape)
    programs = []
    replayed = []
    for _ in range(4):
        model.step(q, tmp, 0.9)
        from isobar import _ndsl
        replayed.append([p.last_replayed for p in _ndsl._PROGRAMS.values()])
    for program in _ndsl._PROGRAMS.values():
        programs.append((program.__name__, program.last_native_calls, program.last_launches,
                         [r[0] for r in replayed if r]))
    return np.array(q.data), model.checks, programs


def main():
    passed = failed = 0

    def check(name, ok, detail=""):
        nonlocal passed, failed
        print(f"{'ok  ' if ok else 'FAIL'} {name} {detail}")
        passed, failed = passed + ok, failed + (not ok)

    for read_between in (False, True):
        expected, expected_checks, _ = run("numpy", DaCeOrchestration.Python, read_between)
        plain, plain_checks, _ = run("isobar:cpu", DaCeOrchestration.Python, read_between)
        from isobar import _ndsl
        _ndsl._PROGRAMS.clear()
        orchestrated, checks, programs = run("isobar:cpu", DaCeOrchestration.BuildAndRun,
                                             read_between)
        tag = f"(read_between={read_between})"
        check(f"isobar:cpu call by call equals numpy {tag}", np.array_equal(plain, expected)
              and plain_checks == expected_checks)
        check(f"isobar:cpu orchestrated equals numpy {tag}",
              np.array_equal(orchestrated, expected) and checks == expected_checks,
              f"max diff {np.abs(orchestrated - expected).max():.3g}")
        native = {name: calls for name, calls, _, _ in programs}
        replays = {name: r for name, _, _, r in programs}
        want_replays = [False, False, True, True] if not read_between else [False] * 4
        check(f"the orchestrated step replays from its third call only where nothing reads "
              f"its arrays {tag}", replays.get("step") == want_replays, f"programs {programs}")
        want = 2 if read_between else 1
        check(f"the orchestrated step is {want} call(s) into isobar for 7 stencil calls {tag}",
              native.get("step") == want, f"programs {programs}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
