"""Ways a frozen program (`@isobar.program(freeze=True)`) once replayed with
numbers other than plain Python's, found by attacking it: each case runs a
method six times frozen and as plain Python, side by side, changing the
objects as the case says before the fourth call; every call's arrays must
be equal. A case that cannot be replayed soundly is traced again instead."""

import collections
import operator

import numpy as np
import pytest

import isobar
from isobar import gtscript
from isobar.gtscript import PARALLEL, Field, computation, interval

from example_programs import load

HALO = 3
SHAPE = (18, 15, 4)
INNER = (SHAPE[0] - 2 * HALO, SHAPE[1] - 2 * HALO, SHAPE[2])
ORIGIN = (HALO, HALO, 0)
stencils = load("hdiff_smoothing")


@gtscript.stencil(backend="isobar:cpu")
def divide(src: Field[np.float64], dst: Field[np.float64], d: float):
    with computation(PARALLEL), interval(...):
        dst = src / d


def random(seed):
    return np.random.default_rng(seed).random(SHAPE)


def copy(src, dst):
    stencils.copy_field(src, dst, origin=(0, 0, 0), domain=SHAPE)


def smooth(src, dst, alpha=0.5):
    stencils.smooth(src, dst, alpha, origin=ORIGIN, domain=INNER)


SOURCE = random(1)


class Global:
    """A global array, rebound."""

    def __init__(self):
        self.out = np.zeros(SHAPE)

    def step(self):
        copy(SOURCE, self.out)

    def change(self):
        global SOURCE
        SOURCE = random(7)


class Slots:
    """An array in `__slots__`, rebound."""

    __slots__ = ("q", "out")

    def __init__(self):
        self.q, self.out = random(1), np.zeros(SHAPE)

    def step(self):
        copy(self.q, self.out)

    def change(self):
        self.q = random(2)


class Deque:
    """Buffers in a deque, rotated."""

    def __init__(self):
        self.buffers = collections.deque([random(1), random(2)])
        self.out = np.zeros(SHAPE)

    def step(self):
        copy(self.buffers[0], self.out)

    def change(self):
        self.buffers.rotate(1)


class Node:
    pass


class Deep:
    """An array five attributes down, rebound."""

    def __init__(self):
        self.a = Node()
        self.a.b = Node()
        self.a.b.c = Node()
        self.a.b.c.d = Node()
        self.a.b.c.d.q = random(1)
        self.out = np.zeros(SHAPE)

    def step(self):
        copy(self.a.b.c.d.q, self.out)

    def change(self):
        self.a.b.c.d.q = random(2)


class Crowded:
    """An array after more values than a fingerprint looks at, rebound."""

    def __init__(self):
        self.history = [0.0] * 250_000
        self.q, self.out = random(1), np.zeros(SHAPE)

    def step(self):
        copy(self.q, self.out)

    def change(self):
        self.q = random(2)


class View:
    """A view made by each call of an array that is zeros while traced."""

    def __init__(self):
        self.src, self.out = np.zeros(SHAPE), np.zeros(SHAPE)

    def step(self):
        copy(self.src[:, :, :], self.out)

    def change(self):
        self.src[...] = random(1)


class Setter:
    """A getter returning what a callback of the same call set."""

    def __init__(self):
        self.q, self.out, self.dt = random(1) * 0.1, np.zeros(SHAPE), None

    @isobar.callback
    def grow(self):
        self.q *= 1.5

    @isobar.callback
    def compute_dt(self):
        self.dt = 0.5 if self.q.max() < 0.6 else 0.25

    @isobar.callback
    def get_dt(self):
        return self.dt

    def step(self):
        self.grow()
        self.compute_dt()
        smooth(self.q, self.out, self.get_dt())


class Counter:
    """A getter with a side effect."""

    def __init__(self):
        self.q, self.out, self.n = random(1), np.zeros(SHAPE), 0

    @isobar.callback
    def tick(self):
        self.n += 1
        return 0.1 * (self.n % 3)

    def step(self):
        smooth(self.q, self.out, self.tick())


class Tally:
    def __init__(self):
        self.n = 0


class FreshObject:
    """A callback given an object made by each call."""

    def __init__(self):
        self.q, self.out = random(1), np.zeros(SHAPE)

    @isobar.callback
    def count(self, tally, a):
        tally.n += 1
        a[0, 0, 0] = tally.n

    def step(self):
        tally = Tally()
        smooth(self.q, self.out)
        self.count(tally, self.out)


class DeepWrite:
    """C code writing an array two attributes down."""

    def __init__(self):
        self.h = Node()
        self.h.arr = random(1)
        self.o = Node()
        self.o.out, self.o.q = np.zeros(SHAPE), random(2)

    def step(self):
        operator.attrgetter("h.arr")(self).fill(1.0)
        smooth(self.h.arr, self.o.out)
        copy(self.o.q, self.h.arr)


class Rebinding:
    """A callback that rebinds the array the groups write."""

    def __init__(self):
        self.q, self.out, self.sums = random(1), np.zeros(SHAPE), []

    @isobar.callback
    def harvest(self):
        self.sums.append(float(self.out.sum()))
        self.out = np.zeros(SHAPE)

    def step(self):
        smooth(self.q, self.out)
        self.harvest()


def marker(value):
    @isobar.callback
    def mark(a):
        a[0, 0, 0] = value
    return mark


MARK_ONE, MARK_TWO = marker(1.0), marker(2.0)


class Factory:
    """Callbacks made by one factory (one code, two functions)."""

    def __init__(self):
        self.q, self.out = random(1), np.zeros(SHAPE)

    def step(self):
        smooth(self.q, self.out)
        MARK_ONE(self.out)


INNER_Q, INNER_OUT = random(3), np.zeros(SHAPE)


@isobar.program
def inner_program():
    copy(INNER_Q, INNER_OUT)
    smooth(INNER_OUT, INNER_Q)


class Nested:
    """A program that calls another program."""

    def __init__(self):
        self.out = np.zeros(SHAPE)

    def step(self):
        inner_program()
        copy(INNER_Q, self.out)


CASES = [Global, Slots, Deque, Deep, Crowded, View, Setter, Counter, FreshObject, DeepWrite,
         Rebinding, Factory]


def arrays_of(obj):
    out = {}
    for name in ("q", "out", "src", "sums", "n"):
        if hasattr(obj, name):
            out[name] = np.array(getattr(obj, name))
    if isinstance(obj, DeepWrite):
        out.update(h=obj.h.arr.copy(), o=obj.o.out.copy())
    return out


@pytest.mark.parametrize("case", CASES, ids=[c.__name__ for c in CASES])
def test_a_frozen_program_gives_the_numbers_of_python(case):
    global SOURCE
    SOURCE = random(1)
    program = isobar.program(case.step, freeze=True)
    frozen, plain = case(), case()
    for n in range(6):
        if n == 3 and hasattr(case, "change"):
            frozen.change()
            if case is not Global:
                plain.change()
        program(frozen)
        case.step(plain)
        a, b = arrays_of(frozen), arrays_of(plain)
        for name in a:
            assert np.array_equal(a[name], b[name]), (n, name, program.last_unfrozen)


def test_a_program_called_from_a_frozen_one_is_not_skipped():
    program = isobar.program(Nested.step, freeze=True)
    start = INNER_Q.copy()
    frozen = Nested()
    for _ in range(4):
        program(frozen)
    result = INNER_Q.copy()
    INNER_Q[...] = start
    INNER_OUT[...] = 0
    plain = Nested()
    for _ in range(4):
        Nested.step(plain)
    assert np.array_equal(result, INNER_Q)
    assert "calls the program" in program.last_unfrozen


def test_negative_zero_is_another_argument_than_zero():
    @isobar.program(freeze=True)
    def divided(a, b, d):
        divide(a, b, d, origin=(0, 0, 0), domain=SHAPE)

    a, b, expected = random(1), np.zeros(SHAPE), np.zeros(SHAPE)
    with np.errstate(divide="ignore"):
        for d in (0.0, 0.0, 0.0, -0.0, -0.0, -0.0, 0.0):
            divided(a, b, d)
            divided.function(a, expected, d)
            assert np.array_equal(b, expected), d
