"""The project's own model (examples/models/shallow_water.py) gives the
numbers of the real GT4Py 1.2.3 (its numpy back-end, the same model code
run as plain Python: tools/models/oracle.py) bit for bit, run eagerly,
orchestrated and decomposed by isobar."""

import pathlib
import runpy
import subprocess
import sys

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[3]
MODEL = ROOT / "examples" / "models" / "shallow_water.py"
SIZE = (20, 18)
STEPS = 5


def test_the_model_gives_gt4py_numbers(tmp_path):
    oracle = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "models" / "oracle.py"), str(MODEL),
         "--size", *map(str, SIZE), "--steps", str(STEPS), "--out", str(tmp_path)],
        capture_output=True, text=True, timeout=900)
    assert oracle.returncode == 0, oracle.stdout + oracle.stderr
    want = [np.load(tmp_path / f"{name}.npy") for name in "huv"]
    ShallowWater = runpy.run_path(str(MODEL))["ShallowWater"]
    eager, orchestrated, decomposed = (ShallowWater(*SIZE) for _ in range(3))
    for _ in range(STEPS):
        ShallowWater.step.function(eager)
        orchestrated.step()
    ShallowWater.step.run_decomposed(decomposed, layout=(2, 2), periodic=True, steps=STEPS)
    for model, how in [(eager, "eager"), (orchestrated, "orchestrated")]:
        for name, expected in zip("huv", want):
            np.testing.assert_array_equal(getattr(model, name), expected,
                                          err_msg=f"{how}: `{name}`")
    for name, expected in zip("huv", want):
        np.testing.assert_array_equal(getattr(decomposed, name)[1:-1, 1:-1],
                                      expected[1:-1, 1:-1], err_msg=f"decomposed: `{name}`")
