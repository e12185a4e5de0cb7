"""Python scripts run by 4 mpi4py ranks under mpirun, for the tests of
decomposed runs."""

import os
import shutil
import subprocess
import sys

import pytest


def run_on_four_ranks(tmp_path, script, *args):
    """Runs the Python source `script` with `args` under `mpirun -n 4`
    (skipping the test without mpi4py or mpirun); fails the test if it
    fails."""
    pytest.importorskip("mpi4py")
    mpirun = shutil.which("mpirun")
    if mpirun is None:
        pytest.skip("no mpirun")
    path = tmp_path / "run.py"
    path.write_text(script)
    command = [mpirun, "-n", "4", "--oversubscribe"]
    if os.geteuid() == 0:
        command.append("--allow-run-as-root")
    command += [sys.executable, str(path), *map(str, args)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600,
                          env={**os.environ, "OMP_NUM_THREADS": "1"})
    assert done.returncode == 0, done.stdout + done.stderr
