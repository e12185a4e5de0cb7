"""The example programs of examples/programs/, loaded as modules, and
random arguments for them (shared by the program and decomposition tests)."""

import importlib.util
import inspect
import pathlib

import numpy as np

EXAMPLES = pathlib.Path(__file__).resolve().parents[4] / "examples" / "programs"


def load(name):
    """The module of examples/programs/NAME.py."""
    spec = importlib.util.spec_from_file_location(f"example_{name}", EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def inputs(function, halo, domain, seed, scalar=None):
    """One array per field parameter of `function` (C order, random in
    [0, 1), the domain plus `halo` on each side in I and J), and `scalar`
    (random where None) per float parameter."""
    rng = np.random.default_rng(seed)
    shape = (domain[0] + 2 * halo, domain[1] + 2 * halo, domain[2])
    args = []
    for p in inspect.signature(function).parameters.values():
        if p.annotation is float:
            args.append(rng.random() if scalar is None else scalar)
        else:
            args.append(rng.random(shape))
    return args
