"""@isobar.program(freeze=True): an invocation traced twice the same way is
replayed from its log (the groups and the callbacks), without running the
function's Python, and gives the numbers of the function run as Python; any
use of an array by Python code, a rebound array or a getter that changed
makes the invocation traced again."""

import numpy as np

import isobar

from example_programs import load

HALO = 3
SHAPE = (12 + 2 * HALO, 9 + 2 * HALO, 4)
module = load("hdiff_smoothing")


class Model:
    """State on the object, a scratch array made anew each step, a halo
    update and callbacks: what an NDSL component's orchestrated method does."""

    def __init__(self, seed, alpha=0.5):
        self.q = np.random.default_rng(seed).random(SHAPE)
        self.out = np.zeros(SHAPE)
        self.alpha = alpha
        self.sums = []
        self.halo = isobar.HaloUpdater(HALO)

    @isobar.callback
    def coefficient(self):
        return self.alpha

    @isobar.callback
    def record(self, field):
        self.sums.append(float(field.sum()))

    def step(self):
        nx, ny, nz = SHAPE[0] - 2 * HALO, SHAPE[1] - 2 * HALO, SHAPE[2]
        scratch = np.zeros_like(self.q)
        module.smooth(self.q, scratch, self.coefficient(), origin=(HALO, HALO, 0),
                      domain=(nx, ny, nz))
        module.smooth(scratch, self.out, self.coefficient(), origin=(HALO, HALO, 0),
                      domain=(nx, ny, nz))
        self.halo.update(self.out)
        module.copy_field(self.out, self.q, origin=(0, 0, 0), domain=SHAPE)
        self.record(self.q)


frozen_step = isobar.program(Model.step, freeze=True)


def steps_agree(frozen, plain, n):
    replayed = []
    for _ in range(n):
        frozen_step(frozen)
        replayed.append(frozen_step.last_replayed)
        Model.step(plain)
        assert np.array_equal(frozen.q, plain.q)
        assert np.array_equal(frozen.out, plain.out)
        assert frozen.sums == plain.sums
    return replayed


def test_a_program_traced_twice_the_same_way_replays_with_the_numbers_of_python():
    frozen, plain = Model(1), Model(1)
    assert steps_agree(frozen, plain, 5) == [False, False, True, True, True]
    # The halo update ends the first group; the getter called between the
    # two smoothing calls does not.
    assert frozen_step.last_native_calls == 2
    traced = isobar.program(Model.step)
    traced(Model(1))
    assert traced.last_native_calls == 2


def test_a_getter_that_returns_another_value_makes_the_call_traced_again():
    frozen, plain = Model(2), Model(2)
    assert steps_agree(frozen, plain, 3)[-1] is True
    frozen.alpha = plain.alpha = 0.25
    assert steps_agree(frozen, plain, 4) == [False, False, True, True]


def test_an_array_rebound_on_the_object_makes_the_call_traced_again():
    frozen, plain = Model(3), Model(3)
    assert steps_agree(frozen, plain, 3)[-1] is True
    frozen.out = np.zeros(SHAPE)
    plain.out = np.zeros(SHAPE)
    assert steps_agree(frozen, plain, 1) == [False]


def test_numpy_between_the_calls_keeps_the_program_traced():
    class Reading(Model):
        def step(self):
            module.copy_field(self.q, self.out, origin=(0, 0, 0), domain=SHAPE)
            self.sums.append(float(self.out[HALO, HALO, 0]))
            module.smooth(self.out, self.q, self.alpha, origin=(HALO, HALO, 0),
                          domain=(SHAPE[0] - 2 * HALO, SHAPE[1] - 2 * HALO, SHAPE[2]))

    program = isobar.program(Reading.step, freeze=True)
    frozen, plain = Reading(4), Reading(4)
    for _ in range(4):
        program(frozen)
        Reading.step(plain)
        assert not program.last_replayed
        assert np.array_equal(frozen.q, plain.q) and frozen.sums == plain.sums
    assert "uses `self.out`" in program.last_unfrozen


def test_numpy_with_nothing_pending_keeps_the_program_traced():
    class Writing(Model):
        def step(self):
            self.q[HALO, HALO, 0] += 1.0
            module.copy_field(self.q, self.out, origin=(0, 0, 0), domain=SHAPE)

    program = isobar.program(Writing.step, freeze=True)
    frozen, plain = Writing(5), Writing(5)
    for _ in range(4):
        program(frozen)
        Writing.step(plain)
        assert not program.last_replayed
        assert np.array_equal(frozen.out, plain.out)
    assert "uses `self.q`" in program.last_unfrozen


def test_a_function_that_returns_a_value_is_not_frozen():
    @isobar.program(freeze=True)
    def copy_and_count(a, b):
        module.copy_field(a, b, origin=(0, 0, 0), domain=SHAPE)
        return 1

    a, b = np.random.default_rng(6).random(SHAPE), np.zeros(SHAPE)
    for _ in range(3):
        assert copy_and_count(a, b) == 1
        assert not copy_and_count.last_replayed
    assert np.array_equal(a, b)


def test_an_array_made_by_each_call_and_kept_is_not_frozen():
    class Keeping(Model):
        def step(self):
            scratch = np.zeros_like(self.q)
            module.copy_field(self.q, scratch, origin=(0, 0, 0), domain=SHAPE)
            module.smooth(scratch, self.q, self.alpha, origin=(HALO, HALO, 0),
                          domain=(SHAPE[0] - 2 * HALO, SHAPE[1] - 2 * HALO, SHAPE[2]))
            self.last = scratch

    program = isobar.program(Keeping.step, freeze=True)
    frozen, plain = Keeping(7), Keeping(7)
    kept = []
    for _ in range(4):
        program(frozen)
        Keeping.step(plain)
        assert not program.last_replayed
        kept.append(frozen.last)
        assert np.array_equal(frozen.last, plain.last) and np.array_equal(frozen.q, plain.q)
    assert "rebinds an array" in program.last_unfrozen
    assert len({id(a) for a in kept}) == 4


def test_an_array_made_by_each_call_with_other_values_than_zeros_is_not_frozen():
    class Ones(Model):
        def step(self):
            base = np.ones_like(self.q)
            module.smooth(base, self.out, self.alpha, origin=(HALO, HALO, 0),
                          domain=(SHAPE[0] - 2 * HALO, SHAPE[1] - 2 * HALO, SHAPE[2]))
            module.smooth(self.out, base, self.alpha, origin=(HALO, HALO, 0),
                          domain=(SHAPE[0] - 2 * HALO, SHAPE[1] - 2 * HALO, SHAPE[2]))
            module.copy_field(base, self.q, origin=(0, 0, 0), domain=SHAPE)

    program = isobar.program(Ones.step, freeze=True)
    frozen, plain = Ones(8), Ones(8)
    for _ in range(4):
        program(frozen)
        Ones.step(plain)
        assert not program.last_replayed
        assert np.array_equal(frozen.q, plain.q)


def test_a_getter_that_reads_what_the_groups_write_is_not_frozen():
    """A replay calls getters before the groups run: one that reads an
    array would see the last call's values, so the program stays traced."""
    class Peeking(Model):
        @isobar.callback
        def peak(self):
            return float(self.out.max())

        def step(self):
            nx, ny, nz = SHAPE[0] - 2 * HALO, SHAPE[1] - 2 * HALO, SHAPE[2]
            module.smooth(self.q, self.out, self.alpha, origin=(HALO, HALO, 0),
                          domain=(nx, ny, nz))
            module.smooth(self.out, self.q, self.peak(), origin=(HALO, HALO, 0),
                          domain=(nx, ny, nz))

    program = isobar.program(Peeking.step, freeze=True)
    frozen, plain = Peeking(9), Peeking(9)
    for _ in range(4):
        program(frozen)
        Peeking.step(plain)
        assert not program.last_replayed
        assert np.array_equal(frozen.q, plain.q)
    assert "a callback that reads arrays returns a value" in program.last_unfrozen


def test_a_new_argument_every_call_is_never_frozen_and_bounded():
    @isobar.program(freeze=True)
    def scaled(a, b, alpha):
        module.smooth(a, b, alpha, origin=(HALO, HALO, 0),
                      domain=(SHAPE[0] - 2 * HALO, SHAPE[1] - 2 * HALO, SHAPE[2]))

    a, b = np.random.default_rng(10).random(SHAPE), np.zeros(SHAPE)
    expected = np.zeros(SHAPE)
    for n in range(40):
        scaled(a, b, 0.01 * n)
        scaled.function(a, expected, 0.01 * n)
        assert not scaled.last_replayed
        assert np.array_equal(b, expected)
    assert len(scaled._traces) <= 32 and len(scaled._candidates) <= 32


def test_a_callback_with_a_replacement_runs_it_in_replays_only_prepared_once():
    replaced = []

    def record_replayed(function, model, field):
        # What a replay calls in place of `record` (NDSL's halo updates get
        # one: isobar/_ndsl_halo.py); it must do what `record` does.
        replaced.append(id(field))
        function(model, field)

    prepared = []
    record_replayed.prepare = lambda function, model, field: prepared.append(id(field))

    class Recorded(Model):
        @isobar.callback(replayed_by=record_replayed)
        def record(self, field):
            self.sums.append(float(field.sum()))

    step = isobar.program(Recorded.step, freeze=True)
    frozen, plain = Recorded(4), Recorded(4)
    replayed = []
    for _ in range(5):
        step(frozen)
        replayed.append(step.last_replayed)
        Recorded.step(plain)
        assert np.array_equal(frozen.q, plain.q)
        assert frozen.sums == plain.sums
        # Prepared once, when the second trace made the replay.
        assert prepared == ([id(frozen.q)] if len(replayed) >= 2 else [])
    assert replayed == [False, False, True, True, True]
    assert replaced == [id(frozen.q)] * 3
