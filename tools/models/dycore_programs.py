#!/usr/bin/env python
"""Runs the PyFV3 recipe's ``driver.py`` (../shared/models/pyfv3-dycore), then
writes what isobar made of the orchestrated methods on this rank:
``OUTDIR/rankR_programs.json`` with, per orchestrated method (an isobar
program), the calls into isobar and the launches of compiled code of its
last invocation, and the distinct traces compiled; and
``OUTDIR/rankR_plans.txt``, the plan of every trace (its groups, and why
consecutive calls were not fused).

Usage, in the recipe's work folder, exactly as driver.py:
  mpirun -n 6 --oversubscribe venv/bin/python dycore_programs.py BACKEND STEPS OUTDIR --orchestrate
"""

import json
import os
import runpy
import sys

# The recipe's driver, or the one DYCORE_DRIVER names (another resolution).
driver = os.environ.get("DYCORE_DRIVER") or os.path.join(
    os.path.dirname(os.path.abspath(sys.argv[0])), "driver.py")
if not os.path.isfile(driver):
    driver = "driver.py"
namespace = {}
try:
    namespace = runpy.run_path(driver, run_name="__main__")
finally:
    from isobar import _ndsl

    rank = namespace.get("rank", int(os.environ.get("OMPI_COMM_WORLD_RANK", "0")))
    outdir = sys.argv[3]
    programs = {
        f"{p.__qualname__}": {"native_calls": p.last_native_calls, "launches": p.last_launches,
                              "traces": len(p._cache), "replayed": p.last_replayed,
                              "unfrozen": p.last_unfrozen}
        for p in _ndsl._PROGRAMS.values()
    }
    with open(os.path.join(outdir, f"rank{rank}_programs.json"), "w") as f:
        json.dump(programs, f, indent=1)
    with open(os.path.join(outdir, f"rank{rank}_plans.txt"), "w") as f:
        for p in _ndsl._PROGRAMS.values():
            for n, plan in enumerate(p.explain()):
                f.write(f"# {p.__qualname__}, trace {n}\n{plan}\n")
