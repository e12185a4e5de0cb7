#!/usr/bin/env python
"""Runs the PyFV3 recipe's ``driver.py`` (../shared/models/pyfv3-dycore)
orchestrated on isobar with every run of a fused program checked against
the same calls run one by one: before each run, the program's arrays are
copied; the calls then also run unfused on the copies, and every array that
is not a transient must come out bit for bit equal. The first groups that
differ are written to ``OUTDIR/rankR_fusion.txt`` with the fields that
differ, where, and the group's plan, so that a wrong number of fusion is
found at the group that makes it, not steps later in the model's state.

Usage, in the recipe's work folder, exactly as driver.py:
  mpirun -n 6 --oversubscribe venv/bin/python dycore_fusion_check.py BACKEND STEPS OUTDIR --orchestrate
(``DYCORE_DRIVER`` names another driver, as for ``dycore_programs.py``.)
"""

import os
import runpy
import sys

import numpy as np

from isobar import _program

#: How many differing runs are written out in full.
MAX_REPORTS = 5

Fused = _program.NativeProgram
rank = int(os.environ.get("OMPI_COMM_WORLD_RANK", "0"))
outdir = sys.argv[3]
os.makedirs(outdir, exist_ok=True)
report = open(os.path.join(outdir, f"rank{rank}_fusion.txt"), "w")
counts = {"runs": 0, "differing": 0}


def copy_of(a):
    """A copy of ``a`` with its strides and padding (the compiled code may
    depend on them): a view of a copy of the buffer it is a view of."""
    root = a
    while isinstance(root.base, np.ndarray):
        root = root.base
    if not root.flags.c_contiguous:
        return a.copy(order="K")
    buffer = root.copy()
    offset = a.__array_interface__["data"][0] - root.__array_interface__["data"][0]
    return np.ndarray(a.shape, a.dtype, buffer=buffer, offset=offset, strides=a.strides)


class Checked:
    """A fused program that also runs its calls one by one on copies."""

    def __init__(self, name, fields, calls, n_scalars, fuse=True):
        self.fused = Fused(name, fields, calls, n_scalars, fuse)
        self.alone = Fused(name, fields, calls, n_scalars, False) if fuse else None
        self.fields = fields

    def __getattr__(self, name):
        return getattr(self.fused, name)

    def run(self, arrays, scalars):
        copies = [copy_of(a) for a in arrays] if self.alone is not None else None
        self.fused.run(arrays, scalars)
        if copies is None:
            return
        self.alone.run(copies, scalars)
        counts["runs"] += 1
        lines = []
        for (name, _, _, transient), a, b in zip(self.fields, arrays, copies):
            if transient:
                continue
            differ = ~((a == b) | (np.isnan(a) & np.isnan(b)))
            if differ.any():
                where = np.argwhere(differ)
                lines.append(f"  {name}: {int(differ.sum())} of {a.size} differ, first at "
                             f"{tuple(int(x) for x in where[0])}, indices from "
                             f"{tuple(int(x) for x in where.min(axis=0))} to "
                             f"{tuple(int(x) for x in where.max(axis=0))}, "
                             f"max |diff| {float(np.nanmax(np.abs(a - b))):.3e}")
        if lines:
            counts["differing"] += 1
            if counts["differing"] <= MAX_REPORTS:
                report.write(f"run {counts['runs']}: fused differs from the calls one by one\n")
                report.write("\n".join(lines) + "\n")
                report.write(self.fused.explain() + "\n\n")
                report.flush()


_program.NativeProgram = Checked

driver = os.environ.get("DYCORE_DRIVER") or os.path.join(
    os.path.dirname(os.path.abspath(sys.argv[0])), "driver.py")
if not os.path.isfile(driver):
    driver = "driver.py"
try:
    runpy.run_path(driver, run_name="__main__")
finally:
    report.write(f"{counts['runs']} fused runs checked, {counts['differing']} differed\n")
    report.close()
