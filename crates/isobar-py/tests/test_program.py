"""@isobar.program: the example programs, traced from Python, run with one call
into isobar per invocation and give the same numbers as their calls one by one
(bitwise), and the same as the CLI reads them."""

import importlib.util
import pathlib

import numpy as np
import pytest

import isobar

EXAMPLES = pathlib.Path(__file__).resolve().parents[3] / "examples" / "programs"


def load(name):
    spec = importlib.util.spec_from_file_location(f"example_{name}", EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def inputs(function, halo, domain, seed):
    """One array per field parameter (C order, NumPy's default), random in [0, 1)."""
    rng = np.random.default_rng(seed)
    shape = (domain[0] + 2 * halo, domain[1] + 2 * halo, domain[2])
    import inspect
    args = []
    for p in inspect.signature(function).parameters.values():
        args.append(rng.random() if p.annotation is float else rng.random(shape))
    return args


@pytest.mark.parametrize("name", ["tracer_advection", "hdiff_smoothing"])
def test_fused_program_equals_calls_one_by_one(name):
    module = load(name)
    fused = getattr(module, name)
    assert isinstance(fused, isobar._program.Program)
    unfused = isobar.program(fused.function, fuse=False)
    args = inputs(fused.function, module.HALO, (23, 17, 5), 3)
    a = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
    b = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
    fused(*a)
    assert fused.last_native_calls == 1
    assert fused.last_launches < 10
    unfused(*b)
    for x, y in zip(a, b):
        if isinstance(x, np.ndarray):
            assert np.array_equal(x, y)
    # Plain Python, stencil by stencil (no tracing at all).
    c = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
    fused.function(*c)
    for x, y in zip(a, c):
        if isinstance(x, np.ndarray):
            assert np.array_equal(x, y)


def test_traces_are_cached_by_shape_and_rerun_with_new_values():
    module = load("hdiff_smoothing")
    prog = module.hdiff_smoothing
    args = inputs(prog.function, module.HALO, (12, 9, 3), 1)
    prog(*args)
    compiled = len(prog._cache)
    args2 = inputs(prog.function, module.HALO, (12, 9, 3), 2)
    expected = [x.copy() if isinstance(x, np.ndarray) else x for x in args2]
    prog(*args2)
    assert len(prog._cache) == compiled
    prog.function(*expected)
    for x, y in zip(args2, expected):
        if isinstance(x, np.ndarray):
            assert np.array_equal(x, y)
    prog(*inputs(prog.function, module.HALO, (13, 9, 3), 1))
    assert len(prog._cache) == compiled + 1


def test_a_method_program_keeps_state_arrays():
    module = load("hdiff_smoothing")

    class Model:
        def __init__(self, shape):
            self.scratch = np.zeros(shape)

        @isobar.program
        def step(self, inp, out):
            module.copy_field(inp, self.scratch, origin=(0, 0, 0), domain=inp.shape)
            module.smooth(self.scratch, out, 0.5, origin=(1, 1, 0),
                          domain=(inp.shape[0] - 2, inp.shape[1] - 2, inp.shape[2]))

    rng = np.random.default_rng(0)
    inp = rng.random((10, 8, 3))
    out = np.zeros_like(inp)
    m = Model(inp.shape)
    m.step(inp, out)
    assert np.array_equal(m.scratch, inp)
    ref = np.zeros_like(inp)
    module.smooth(inp, ref, 0.5, origin=(1, 1, 0), domain=(8, 6, 3))
    assert np.array_equal(out, ref)


def test_views_of_one_buffer_run_unfused_with_the_same_numbers():
    module = load("hdiff_smoothing")
    rng = np.random.default_rng(4)
    base = rng.random((12, 10, 6))
    expected = base.copy()

    @isobar.program
    def shifted(a):
        # Two views of one buffer: the second call reads what the first wrote.
        module.copy_field(a[:, :, 0:3], a[:, :, 3:6], origin=(0, 0, 0), domain=(12, 10, 3))
        module.smooth(a[:, :, 3:6], a[:, :, 0:3], 0.5, origin=(1, 1, 0), domain=(10, 8, 3))

    shifted(base)
    assert shifted.last_launches == 2
    module.copy_field(expected[:, :, 0:3], expected[:, :, 3:6], origin=(0, 0, 0), domain=(12, 10, 3))
    module.smooth(expected[:, :, 3:6], expected[:, :, 0:3], 0.5, origin=(1, 1, 0), domain=(10, 8, 3))
    assert np.array_equal(base, expected)


def test_arrays_allocated_inside_are_transients_and_kept_ones_are_fields():
    module = load("hdiff_smoothing")
    prog = module.hdiff_smoothing
    prog(*inputs(prog.function, module.HALO, (12, 9, 3), 5))
    plan = prog.explain()[-1]
    assert "a temporary of its group" in plan
    assert "out:" in plan and "(argument)" in plan

    class State:
        def __init__(self, shape):
            self.q = np.zeros(shape)

    class Model:
        def __init__(self, shape):
            self.state = State(shape)

        @isobar.program
        def step(self, inp):
            # Written two levels down and never read in the program: it must
            # be written, not removed as a dead call.
            module.copy_field(inp, self.state.q, origin=(0, 0, 0), domain=inp.shape)

    inp = np.random.default_rng(1).random((6, 5, 2))
    m = Model(inp.shape)
    m.step(inp)
    assert np.array_equal(m.state.q, inp)
