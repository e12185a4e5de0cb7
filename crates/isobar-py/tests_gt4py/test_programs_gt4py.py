"""The example programs (`examples/programs/`) traced and fused by isobar give
the numbers of the same Python run with the real GT4Py 1.2.3, stencil by
stencil (`tools/programs/oracle.py`, its numpy back-end), on the same inputs,
bit for bit."""

import importlib.util
import inspect
import pathlib
import subprocess
import sys

import numpy as np
import pytest

import isobar

ROOT = pathlib.Path(__file__).resolve().parents[3]
DOMAIN = (14, 11, 5)
SEED = 3


def load(name):
    spec = importlib.util.spec_from_file_location(f"isobar_example_{name}",
                                                  ROOT / "examples" / "programs" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", ["tracer_advection", "hdiff_smoothing", "diffusion_budget"])
def test_fused_program_gives_gt4py_numbers(name, tmp_path):
    oracle = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "programs" / "oracle.py"),
         str(ROOT / "examples" / "programs" / f"{name}.py"),
         "--domain", *map(str, DOMAIN), "--seed", str(SEED), "--out", str(tmp_path)],
        capture_output=True, text=True, timeout=900)
    assert oracle.returncode == 0, oracle.stdout + oracle.stderr
    module = load(name)
    program = getattr(module, name)
    # The oracle's draw: one rng.random(shape) per field parameter in
    # signature order, then one rng.random() per scalar parameter.
    rng = np.random.default_rng(SEED)
    halo = module.HALO
    shape = (DOMAIN[0] + 2 * halo, DOMAIN[1] + 2 * halo, DOMAIN[2])
    params = list(inspect.signature(program.function).parameters.values())
    fields = {p.name: rng.random(shape) for p in params if p.annotation is not float}
    scalars = {p.name: rng.random() for p in params if p.annotation is float}
    args = [fields[p.name] if p.name in fields else scalars[p.name] for p in params]
    program(*args)
    assert program.last_native_calls == 1
    for field, value in fields.items():
        expected = np.load(tmp_path / f"{field}.npy")
        np.testing.assert_array_equal(value, expected, err_msg=f"{name}: `{field}`")
