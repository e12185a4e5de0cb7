"""Decomposed runs from Python: a program run over 2x2 ranks (threads, or
mpi4py ranks under mpirun) gives the numbers of one rank bit for bit."""

import numpy as np
import pytest

import isobar

from example_programs import EXAMPLES, load
from example_programs import inputs as example_inputs
from mpi_ranks import run_on_four_ranks


def inputs(function, halo, domain, seed):
    return example_inputs(function, halo, domain, seed, scalar=0.1)


def copies(args):
    return [a.copy() if isinstance(a, np.ndarray) else a for a in args]


@pytest.mark.parametrize("name", ["tracer_advection", "hdiff_smoothing"])
def test_2x2_threads_equal_one_rank(name):
    module = load(name)
    prog = getattr(module, name)
    args = inputs(prog.function, module.HALO, (20, 16, 4), 1)
    one, four, serial = copies(args), copies(args), copies(args)
    info = prog.run_decomposed(*one, layout=(1, 1), periodic=True, steps=5)
    assert info["exchanges"] > 0
    prog.run_decomposed(*four, layout=(2, 2), periodic=True, steps=5)
    prog.run_decomposed(*serial, layout=(2, 2), periodic=True, steps=5, overlap=False)
    changed = False
    for x, y, z, a in zip(one, four, serial, args):
        if isinstance(x, np.ndarray):
            assert np.array_equal(x, y, equal_nan=True)
            assert np.array_equal(x, z, equal_nan=True)
            changed |= not np.array_equal(x, a)
    assert changed


def test_one_rank_one_step_without_periodic_boundaries_is_the_program():
    module = load("tracer_advection")
    prog = module.tracer_advection
    args = inputs(prog.function, module.HALO, (12, 10, 3), 2)
    a, b = copies(args), copies(args)
    prog.run_decomposed(*a, layout=(1, 1), periodic=False, steps=1)
    prog(*b)
    for x, y in zip(a, b):
        if isinstance(x, np.ndarray):
            assert np.array_equal(x, y)


def test_bad_requests_are_value_errors():
    module = load("hdiff_smoothing")
    prog = module.hdiff_smoothing
    args = inputs(prog.function, module.HALO, (8, 8, 2), 3)
    with pytest.raises(ValueError, match="halo"):
        prog.run_decomposed(*copies(args), layout=(8, 1), periodic=True)
    with pytest.raises(ValueError, match="no field"):
        prog.run_decomposed(*copies(args), layout=(2, 1), swaps=[("out", "nothing")])
    plain = isobar.program(prog.function)
    with pytest.raises(ValueError, match="halo=H"):
        plain.run_decomposed(*copies(args), layout=(2, 1))


MPI_SCRIPT = r'''
import importlib.util, inspect, pathlib, sys
import numpy as np
from mpi4py import MPI
spec = importlib.util.spec_from_file_location("example", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
prog = module.tracer_advection
rng = np.random.default_rng(1)
shape = (20 + 2 * module.HALO, 16 + 2 * module.HALO, 4)
args = [0.1 if p.annotation is float else rng.random(shape)
        for p in inspect.signature(prog.function).parameters.values()]
prog.run_decomposed(*args, layout=(2, 2), periodic=True, steps=5, comm=MPI.COMM_WORLD)
if MPI.COMM_WORLD.Get_rank() == 0:
    np.savez(sys.argv[2], *[a for a in args if isinstance(a, np.ndarray)])
'''


def test_2x2_mpi4py_ranks_equal_one_rank(tmp_path):
    out = tmp_path / "out.npz"
    run_on_four_ranks(tmp_path, MPI_SCRIPT, EXAMPLES / "tracer_advection.py", out)
    module = load("tracer_advection")
    prog = module.tracer_advection
    args = inputs(prog.function, module.HALO, (20, 16, 4), 1)
    prog.run_decomposed(*args, layout=(1, 1), periodic=True, steps=5)
    got = np.load(out)
    arrays = [a for a in args if isinstance(a, np.ndarray)]
    assert len(got.files) == len(arrays)
    for n, a in enumerate(arrays):
        assert np.array_equal(got[f"arr_{n}"], a, equal_nan=True)
