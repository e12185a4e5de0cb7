#!/usr/bin/env python3
"""Where a step of PyFV3's dynamical core goes, stencil by stencil.

Runs the recipe's ``driver.py`` (../shared/models/pyfv3-dycore) unchanged,
with every ``FrozenStencil`` call timed, and writes per rank
``OUTDIR/profile_rankR.json``:

- ``steps``: for every step, the seconds of the step, of all its stencil
  calls, and (isobar back-ends) of the calls inside isobar's ``run`` (the
  rest of a call is NDSL's and GT4Py's Python);
- ``stencils``: for the last step, by stencil (module.function), the calls
  and seconds, with isobar's share.

Then rank 0 replays every stencil object's last call of the last step alone
(the other ranks sleep, not spin) and records the median of ``--replays``
calls each: the stencil time of a step on a quiet machine, with no other
rank competing for the cores (``quiet`` in rank 0's file).

Usage, in place of ``driver.py`` (same arguments, e.g. through ``run.sh`` with
``DRIVER=...``)::

    mpirun -n 6 --oversubscribe venv/bin/python tools/bench/dycore_profile.py \\
        BACKEND STEPS OUTDIR [driver flags] [--replays N]

``--summary DIR [DIR2]`` prints the table of one profile, or of two side by
side (for instance ``gt:cpu_ifirst`` and ``isobar:cpu``), from their files.
"""

import json
import os
import runpy
import statistics
import sys
import time
from collections import defaultdict

#: The driver this wraps (the recipe's copy in the work folder by default).
DRIVER = os.environ.get("DYCORE_DRIVER", os.path.join(os.environ.get("DYCORE_DIR", "/tmp/dycore"),
                                                      "driver.py"))


def stencil_name(frozen):
    """module.function of the stencil a FrozenStencil runs."""
    func = getattr(frozen, "func", None) or getattr(frozen, "_drv_func", None)
    while hasattr(func, "__wrapped__"):
        func = func.__wrapped__
    module = getattr(func, "__module__", "?").rsplit(".", 1)[-1]
    return f"{module}.{getattr(func, '__qualname__', repr(func))}"


class Recorder:
    """Times every FrozenStencil call, and isobar's part of it."""

    def __init__(self):
        self.step = defaultdict(lambda: [0, 0.0, 0.0])  # name -> calls, s, isobar s
        #: id(frozen) -> (frozen, args, kwargs of its last call, calls this step)
        self.last_call = {}
        self.inside_isobar = 0.0

    def install(self):
        import ndsl.dsl.stencil as nstencil

        original = nstencil.FrozenStencil.__call__
        recorder = self

        def timed_call(frozen, *args, **kwargs):
            before = recorder.inside_isobar
            start = time.perf_counter()
            out = original(frozen, *args, **kwargs)
            seconds = time.perf_counter() - start
            entry = recorder.step[stencil_name(frozen)]
            entry[0] += 1
            entry[1] += seconds
            entry[2] += recorder.inside_isobar - before
            count = recorder.last_call.get(id(frozen), (None, None, None, 0))[3]
            recorder.last_call[id(frozen)] = (frozen, args, kwargs, count + 1)
            return out

        nstencil.FrozenStencil.__call__ = timed_call
        try:
            from isobar import gt4py_backend
        except ImportError:
            return
        original_run = gt4py_backend.run

        def timed_run(*args, **kwargs):
            start = time.perf_counter()
            try:
                return original_run(*args, **kwargs)
            finally:
                recorder.inside_isobar += time.perf_counter() - start

        gt4py_backend.run = timed_run

    def totals(self):
        calls = sum(e[0] for e in self.step.values())
        return calls, sum(e[1] for e in self.step.values()), sum(e[2] for e in self.step.values())


def replay(recorder, replays):
    """By stencil name: the stencil objects, and the seconds a step of their
    calls takes (each object's median call times its calls in the step)."""
    out = defaultdict(lambda: [0, 0.0, []])
    refused = {}
    for frozen, args, kwargs, calls in list(recorder.last_call.values()):
        times = []
        try:
            for _ in range(replays):
                start = time.perf_counter()
                frozen(*args, **kwargs)
                times.append(time.perf_counter() - start)
        except Exception as e:  # noqa: BLE001 (the arrays are the run's last state, not the call's)
            # A stencil whose accesses depend on the data (variable K
            # offsets) may not run on what later stencils left there.
            refused[stencil_name(frozen)] = f"{type(e).__name__}: {e}"
            continue
        entry = out[stencil_name(frozen)]
        entry[0] += 1
        entry[1] += statistics.median(times) * calls
        domain = [int(d) for d in getattr(frozen, "domain", ())]
        entry[2].append({"calls": calls, "median_us": statistics.median(times) * 1e6,
                         "domain": domain})
    return dict(out), refused


def quiet_wait(comm):
    """Waits for every rank without spinning (OpenMPI's barrier polls)."""
    request = comm.Ibarrier()
    while not request.Test():
        time.sleep(0.02)


def run_driver(argv):
    replays = 5
    if "--replays" in argv:
        at = argv.index("--replays")
        replays = int(argv[at + 1])
        del argv[at:at + 2]
    recorder = Recorder()
    sys.argv = [DRIVER, *argv]
    outdir = argv[2]
    steps = []
    import ndsl.dsl.stencil  # noqa: F401  (before the driver patches it)
    recorder.install()

    # Each step's stencil totals: the driver's step loop calls step_dynamics.
    from pyFV3 import DynamicalCore

    original_step = DynamicalCore.step_dynamics

    def timed_step(self, *a, **k):
        recorder.step.clear()
        recorder.last_call.clear()
        start = time.perf_counter()
        out = original_step(self, *a, **k)
        calls, seconds, isobar_s = recorder.totals()
        steps.append({"step_s": time.perf_counter() - start, "calls": calls,
                      "stencil_s": seconds, "isobar_run_s": isobar_s})
        return out

    DynamicalCore.step_dynamics = timed_step
    runpy.run_path(DRIVER, run_name="__main__")
    from mpi4py import MPI

    comm = MPI.COMM_WORLD
    result = {"backend": argv[0], "steps": steps,
              "stencils": {n: {"calls": e[0], "s": e[1], "isobar_s": e[2]}
                           for n, e in recorder.step.items()}}
    quiet_wait(comm)
    if comm.Get_rank() == 0 and recorder.last_call:
        quiet, refused = replay(recorder, replays)
        result["quiet"] = {n: {"objects": e[0], "s": e[1], "by_object": e[2]}
                           for n, e in quiet.items()}
        result["quiet_refused"] = refused
    quiet_wait(comm)
    with open(os.path.join(outdir, f"profile_rank{comm.Get_rank()}.json"), "w") as f:
        json.dump(result, f, indent=1)


def load(folder):
    ranks = []
    for name in sorted(os.listdir(folder)):
        if name.startswith("profile_rank") and name.endswith(".json"):
            with open(os.path.join(folder, name)) as f:
                ranks.append(json.load(f))
    if not ranks:
        sys.exit(f"error: no profile_rank*.json in {folder}")
    return ranks


def summary(folders, top=25):
    profiles = [load(d) for d in folders]
    for folder, ranks in zip(folders, profiles):
        last = [r["steps"][-1] for r in ranks if r["steps"]]
        print(f"{folder} ({ranks[0]['backend']}), last step, mean over {len(last)} ranks: "
              f"step {statistics.mean(s['step_s'] for s in last):.3f} s, "
              f"stencil calls {statistics.mean(s['stencil_s'] for s in last):.3f} s "
              f"({last[0]['calls']} calls), inside isobar's run "
              f"{statistics.mean(s['isobar_run_s'] for s in last):.3f} s")
        quiet = ranks[0].get("quiet", {})
        refused = ranks[0].get("quiet_refused", {})
        print(f"  quiet replay on rank 0: {sum(e['s'] for e in quiet.values()) * 1e3:.1f} ms "
              f"of stencil calls per step ({len(refused)} stencils could not be replayed: "
              f"{', '.join(sorted(refused)) or 'none'})")
    quiet = [p[0].get("quiet", {}) for p in profiles]
    calls = profiles[0][0]["stencils"]
    names = sorted(quiet[-1], key=lambda n: -quiet[-1][n]["s"])[:top]
    head = "".join(f" | quiet ms ({i + 1})" for i in range(len(folders)))
    print(f"\n| stencil | calls{head} |")
    print("|---|---|" + "---|" * len(folders))
    for n in names:
        cells = "".join(f" | {q[n]['s'] * 1e3:.2f}" if n in q else " | -" for q in quiet)
        print(f"| {n} | {calls.get(n, {}).get('calls', '-')}{cells} |")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--summary"]:
        summary(sys.argv[2:])
    else:
        run_driver(sys.argv[1:])
