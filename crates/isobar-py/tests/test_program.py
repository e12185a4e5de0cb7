"""@isobar.program: the example programs, traced from Python, run with one call
into isobar per invocation and give the same numbers as their calls one by one
(bitwise), and the same as the CLI reads them."""

import numpy as np
import pytest

import isobar

from example_programs import inputs, load


@pytest.mark.parametrize("name", ["tracer_advection", "hdiff_smoothing", "diffusion_budget"])
def test_fused_program_equals_calls_one_by_one(name):
    module = load(name)
    fused = getattr(module, name)
    assert isinstance(fused, isobar._program.Program)
    unfused = isobar.program(fused.function, fuse=False)
    args = inputs(fused.function, module.HALO, (23, 17, 5), 3)
    a = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
    b = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
    fused_result = fused(*a)
    assert fused.last_native_calls == 1
    assert fused.last_launches < 10
    assert unfused(*b) == fused_result  # what it returns (global sums) too
    for x, y in zip(a, b):
        if isinstance(x, np.ndarray):
            assert np.array_equal(x, y)
    # Plain Python, stencil by stencil (no tracing at all).
    c = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
    assert fused.function(*c) == fused_result
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


# --- NumPy between recorded calls: the pending calls run first ---------------

def test_numpy_after_a_call_sees_its_result():
    module = load("hdiff_smoothing")

    @isobar.program
    def total(x, y):
        tmp = np.zeros_like(x)
        module.copy_field(x, tmp, origin=(0, 0, 0), domain=x.shape)
        s = tmp.sum()  # the copy must have run
        y[...] = s
        module.copy_field(y, x, origin=(0, 0, 0), domain=x.shape)
        return s

    x = np.ones((4, 4, 4))
    y = np.zeros_like(x)
    assert total(x, y) == 64.0
    assert np.all(y == 64.0) and np.all(x == 64.0)
    # Run where Python needs the values: before `tmp.sum()`, and at the end.
    assert total.last_native_calls == 2


def test_numpy_write_between_calls_is_seen_by_the_next_call():
    module = load("hdiff_smoothing")

    @isobar.program
    def p(x, y):
        module.copy_field(x, y, origin=(0, 0, 0), domain=x.shape)
        y[1:, :, :] = 5.0
        module.copy_field(y, x, origin=(0, 0, 0), domain=x.shape)

    x = np.full((4, 3, 2), 2.0)
    y = np.zeros_like(x)
    p(x, y)
    assert np.all(x[0] == 2.0) and np.all(x[1:] == 5.0)


def test_a_view_made_before_the_call_sees_its_result():
    module = load("hdiff_smoothing")

    @isobar.program
    def p(x, y):
        inner = y[1:-1, 1:-1, :]  # a view: binding it reads nothing
        module.copy_field(x, y, origin=(0, 0, 0), domain=x.shape)
        return float(inner.sum())

    x = np.ones((5, 5, 2))
    assert p(x, np.zeros_like(x)) == 18.0


def test_reads_through_self_see_the_calls_before_them():
    module = load("hdiff_smoothing")

    class State:
        def __init__(self, shape):
            self.q = np.zeros(shape)

    class Model:
        def __init__(self, shape):
            self.scratch = np.zeros(shape)
            self.state = State(shape)
            self.total = None
            self.deep = None

        @isobar.program
        def step(self, inp, out):
            module.copy_field(inp, self.scratch, origin=(0, 0, 0), domain=inp.shape)
            self.total = float(self.scratch.sum())
            module.copy_field(self.scratch, self.state.q, origin=(0, 0, 0), domain=inp.shape)
            self.deep = self.state.q.max()
            module.copy_field(self.state.q, out, origin=(0, 0, 0), domain=inp.shape)

    inp = np.random.default_rng(2).random((6, 5, 3))
    out = np.zeros_like(inp)
    m = Model(inp.shape)
    m.step(inp, out)
    assert m.total == float(inp.sum())
    assert m.deep == inp.max()
    assert np.array_equal(out, inp)


def helper_sum(a):
    return a.sum()


HELPER_GLOBAL = np.zeros((3, 3, 2))


def helper_reads_global():
    return HELPER_GLOBAL.max()


def helper_calls_and_reads(src, dst, copy_field):
    copy_field(src, dst, origin=(0, 0, 0), domain=src.shape)
    return float(dst[0, 0, 0])


def test_helper_functions_see_the_calls_before_them():
    module = load("hdiff_smoothing")

    @isobar.program
    def p(x, y):
        module.copy_field(x, y, origin=(0, 0, 0), domain=x.shape)
        by_argument = helper_sum(y)  # the array is passed: flush where the helper reads it
        module.copy_field(x, HELPER_GLOBAL, origin=(0, 0, 0), domain=x.shape)
        by_global = helper_reads_global()  # read inside the helper: flush there
        y2 = np.zeros_like(y)
        inside = helper_calls_and_reads(y, y2, module.copy_field)  # called and read inside
        return by_argument, by_global, inside

    HELPER_GLOBAL[...] = 0.0
    x = np.full((3, 3, 2), 3.0)
    assert p(x, np.zeros_like(x)) == (54.0, 3.0, 3.0)


def test_helpers_that_only_call_stencils_and_swaps_stay_one_fused_program():
    module = load("hdiff_smoothing")

    def start(inp, a, b):
        module.copy_field(inp, a, origin=(0, 0, 0), domain=inp.shape)
        module.copy_field(inp, b, origin=(0, 0, 0), domain=inp.shape)

    def smooth_twice(a, b, alpha):
        module.smooth(a, b, alpha, origin=(1, 1, 0), domain=(a.shape[0] - 2, a.shape[1] - 2, a.shape[2]))
        module.smooth(b, a, alpha, origin=(1, 1, 0), domain=(a.shape[0] - 2, a.shape[1] - 2, a.shape[2]))

    def program(inp, out, alpha, helper_late):
        a = np.zeros_like(inp)
        b = np.zeros_like(inp)
        nx, ny, nz = inp.shape
        start(inp, a, b)  # a helper that only calls stencils, given arrays nothing pending uses
        for _ in range(2):
            module.smooth(a, b, alpha, origin=(1, 1, 0), domain=(nx - 2, ny - 2, nz))
            a, b = b, a
        if helper_late:
            # A helper given arrays of pending calls is traced itself: it
            # only calls stencils, so nothing runs early.
            smooth_twice(a, b, alpha)
        module.copy_field(a, out, origin=(0, 0, 0), domain=(nx, ny, nz))

    p = isobar.program(program)
    inp = np.random.default_rng(3).random((9, 8, 3))
    for helper_late, native_calls in [(False, 1), (True, 1)]:
        out = np.zeros_like(inp)
        p(inp, out, 0.5, helper_late)
        assert p.last_native_calls == native_calls
        expected = np.zeros_like(inp)
        p.function(inp, expected, 0.5, helper_late)  # plain Python, call by call
        assert np.array_equal(out, expected)


def test_a_program_without_numpy_between_calls_is_one_launch():
    module = load("hdiff_smoothing")

    @isobar.program
    def chain(x, y):
        t1 = np.zeros_like(x)
        t2 = np.zeros_like(x)
        n = x.shape[0]
        module.copy_field(x, t1, origin=(0, 0, 0), domain=x.shape)
        module.copy_field(t1, t2, origin=(0, 0, 0), domain=(n, x.shape[1], x.shape[2]))
        module.copy_field(t2, y, origin=(0, 0, 0), domain=x.shape)

    x = np.random.default_rng(5).random((5, 4, 3))
    y = np.zeros_like(x)
    chain(x, y)
    assert chain.last_native_calls == 1
    assert chain.last_launches == 1
    assert np.array_equal(x, y)
    assert "a temporary of its group" in chain.explain()[-1]


def test_calls_in_a_statement_that_does_more_run_at_once():
    module = load("hdiff_smoothing")

    @isobar.program
    def p(x, y):
        for _ in range(2): module.copy_field(x, y, origin=(0, 0, 0), domain=x.shape)  # noqa: E701
        return [module.copy_field(y, x, origin=(0, 0, 0), domain=x.shape), y[0, 0, 0]][1]

    x = np.full((3, 3, 2), 7.0)
    assert p(x, np.zeros_like(x)) == 7.0
    assert p.last_native_calls == 3

    unreadable = isobar.program(eval("lambda x, y: (module.copy_field(x, y, origin=(0, 0, 0), "
                                     "domain=x.shape), float(y.sum()))[1]", {"module": module}))
    assert unreadable(x, np.zeros_like(x)) == 126.0


def test_run_decomposed_refuses_numpy_between_calls_with_the_line():
    module = load("hdiff_smoothing")

    @isobar.program(halo=1)
    def p(x, y):
        module.copy_field(x, y, origin=(0, 0, 0), domain=x.shape)
        y[...] = y * 2.0
        module.copy_field(y, x, origin=(0, 0, 0), domain=x.shape)

    x = np.ones((6, 6, 2))
    with pytest.raises(ValueError, match=r"test_program\.py:\d+: .*uses `y`"):
        p.run_decomposed(x, np.zeros_like(x), layout=(1, 1))


class _Column:
    """A model component as NDSL users write them: called with the state."""

    def __init__(self, copy_field):
        self.copy_field = copy_field
        self.seen = []

    def __call__(self, state, peek):
        self.copy_field(state.a, state.b, origin=(0, 0, 0), domain=state.a.shape)
        if peek:
            self.seen.append(float(state.b.sum()))  # NumPy: the pending calls run first
        self.copy_field(state.b, state.c, origin=(0, 0, 0), domain=state.a.shape)


class _State:
    def __init__(self, shape):
        rng = np.random.default_rng(5)
        self.a = rng.random(shape)
        self.b = np.zeros(shape)
        self.c = np.zeros(shape)

    @property
    def b_view(self):
        return self.b


@pytest.mark.parametrize("peek", [False, True])
def test_components_called_with_the_state_stay_fused_and_see_their_calls(peek):
    module = load("hdiff_smoothing")
    column = _Column(module.copy_field)

    @isobar.program
    def step(state, peek):
        column(state, peek)
        column(state, peek)
        # A property's getter returning a pending array into a stencil call.
        module.copy_field(state.b_view, state.a, origin=(0, 0, 0), domain=state.a.shape)
        return float(state.a[1, 1, 1])  # read at the end: the calls run first

    state = _State((5, 4, 3))
    expected_state = _State((5, 4, 3))
    value = step(state, peek)
    # The same Python run call by call (the component's checks included).
    column_calls = _Column(module.copy_field)

    def by_calls(s, peek):
        column_calls(s, peek)
        column_calls(s, peek)
        module.copy_field(s.b_view, s.a, origin=(0, 0, 0), domain=s.a.shape)
        return float(s.a[1, 1, 1])

    expected_value = by_calls(expected_state, peek)
    assert value == expected_value
    assert column.seen == column_calls.seen
    for name in ("a", "b", "c"):
        assert np.array_equal(getattr(state, name), getattr(expected_state, name)), name
    # Without NumPy between the calls the step is one call into isobar; each
    # peek ends a group.
    assert step.last_native_calls == (3 if peek else 1)


def test_global_sum_adds_the_compute_domain_in_index_order():
    rng = np.random.default_rng(11)
    a = rng.random((7, 6, 3)) * 10.0 ** rng.integers(-8, 8, (7, 6, 3))
    halo = 2
    expected = 0.0
    for value in a[halo:-halo, halo:-halo, :].ravel():
        expected += float(value)  # one by one, C order: what `isobar run` adds too
    assert isobar.global_sum(a, halo) == expected
    assert isobar.global_sum(np.asfortranarray(a), halo) == expected  # the layout does not matter
    assert isobar.global_sum(a.astype(np.float32)) == isobar.global_sum(
        a.astype(np.float32).astype(np.float64))
    for bad, error in [((a, -1), ValueError), ((a, True), ValueError), (([1.0], 0), TypeError),
                       ((np.array(["x"]), 0), TypeError)]:
        with pytest.raises(error):
            isobar.global_sum(*bad)


def test_a_global_sum_between_calls_sees_them_and_decomposed_runs_refuse_it():
    module = load("hdiff_smoothing")

    @isobar.program(halo=1)
    def p(x, y):
        module.copy_field(x, y, origin=(0, 0, 0), domain=x.shape)
        total = isobar.global_sum(y, 1)  # the pending copy runs first
        module.copy_field(y, x, origin=(0, 0, 0), domain=x.shape)
        return total

    x = np.random.default_rng(2).random((5, 4, 3))
    y = np.zeros_like(x)
    assert p(x, y) == isobar.global_sum(x.copy(), 1)
    assert p.last_native_calls == 2
    with pytest.raises(ValueError, match=r"test_program\.py:\d+: .*run_decomposed"):
        p.run_decomposed(x, y)
