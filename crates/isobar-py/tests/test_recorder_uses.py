"""Ways Python code between recorded stencil calls can reach an array that
the recorder once missed (found by attacking it): each program must give
the numbers of the same function run as plain Python, call by call.

Every case copies `a` into `b` with a pending stencil call, then reads `b`
some roundabout way; a stale read would see `b`'s zeros."""

import functools

import numpy as np
import pytest

import isobar
from isobar import _ndsl

from example_programs import load

COPY = load("hdiff_smoothing").copy_field


def pending_copy(src, dst):
    COPY(src, dst, origin=(0, 0, 0), domain=src.shape)


def bound_sum(x):
    return x.sum


def flatten_into(x):
    yield from x


def total(*xs):
    return float(sum(xs))


def nested(x):
    return [[x]]


class Subclassed(np.ndarray):
    def total(self):
        return float(super().sum())


class Holder:
    @property
    def view(self):
        return self.held


class Options:
    """A callable whose attribute lookup raises for unknown names."""

    def __init__(self, **options):
        self._options = options

    def __getattr__(self, name):
        return self._options[name]

    def __call__(self, x):
        return None


HOLDER = Holder()
OPTIONS = Options(scale=2.0)
ORCHESTRATED_SUM = _ndsl._Orchestrated(np.sum)
ORCHESTRATED_PARTIAL = _ndsl._Orchestrated(functools.partial(np.add.reduce, axis=None))


def builtin_method_bound_in_the_program(a, b):
    pending_copy(a, b)
    s = b.sum
    return float(s())


def builtin_method_returned_by_a_helper(a, b):
    pending_copy(a, b)
    s = bound_sum(b)
    return float(s())


def yield_from_over_a_view(a, b):
    flat = b.reshape(-1)
    pending_copy(a, b)
    return float(sum(flatten_into(flat)))


def starred_into_a_helper(a, b):
    flat = b.reshape(-1)
    pending_copy(a, b)
    return total(*flat)


def super_in_an_array_subclass(a, b):
    b = b.view(Subclassed)
    pending_copy(a, b)
    return b.total()


def property_into_an_array_attribute(a, b):
    out = np.zeros(b.size)
    HOLDER.held = b
    pending_copy(a, b)
    out.flat = HOLDER.view
    return float(out.sum())


def identity(x):
    return x


def property_indexed_in_a_call(a, b):
    HOLDER.held = b.reshape(-1)
    pending_copy(a, b)
    # A constant index of what a property returns reads the (1-D) array.
    x = identity(HOLDER.view[5])
    return float(x)


def array_into_an_array_attribute(a, b):
    out = np.zeros(b.size)
    pending_copy(a, b)
    out.flat = b
    return float(out.sum())


def writing_an_array_attribute(a, b):
    pending_copy(a, b)
    b.real = 7.0
    return float(b.sum())


def iterating_the_flat_iterator(a, b):
    pending_copy(a, b)
    return float(sum(b.flat))


def reading_a_memoryview(a, b):
    pending_copy(a, b)
    return float(sum(b.data.cast("B")))


def nested_containers_read_by_numpy(a, b):
    pending_copy(a, b)
    return float(np.sum(nested(b)))


def partial_made_before_the_call(a, b):
    p = functools.partial(np.sum, b)
    pending_copy(a, b)
    return float(p())


def orchestrated_c_function(a, b):
    pending_copy(a, b)
    return float(ORCHESTRATED_SUM(b))


def orchestrated_partial(a, b):
    pending_copy(a, b)
    return float(ORCHESTRATED_PARTIAL(b))


def callable_whose_getattr_raises(a, b):
    pending_copy(a, b)
    OPTIONS(b)
    return float(b.sum())


def indexing_an_array_by_a_name(a, b):
    flat = b.reshape(-1)
    i = 5
    pending_copy(a, b)
    return float(flat[i])


def a_dict_item_read_by_numpy(a, b):
    fields = {"b": b}
    pending_copy(a, b)
    return float(np.sum(fields["b"]))


def starred_arrays_into_a_stencil_then_read(a, b):
    pair = (a, b)
    COPY(*pair, origin=(0, 0, 0), domain=a.shape)
    return float(b.sum())


CASES = [indexing_an_array_by_a_name, a_dict_item_read_by_numpy,
         starred_arrays_into_a_stencil_then_read, builtin_method_bound_in_the_program, builtin_method_returned_by_a_helper,
         yield_from_over_a_view, starred_into_a_helper, super_in_an_array_subclass,
         property_into_an_array_attribute, property_indexed_in_a_call,
         array_into_an_array_attribute,
         writing_an_array_attribute, iterating_the_flat_iterator, reading_a_memoryview,
         nested_containers_read_by_numpy, partial_made_before_the_call,
         orchestrated_c_function, orchestrated_partial, callable_whose_getattr_raises]


@pytest.mark.parametrize("function", CASES, ids=[f.__name__ for f in CASES])
def test_roundabout_reads_see_the_pending_calls(function):
    def fresh():
        a = np.arange(24, dtype=np.float64).reshape(2, 3, 4) + 1.0
        return a, np.zeros_like(a)

    a, b = fresh()
    expected = function(a, b)
    expected_b = b.copy()
    a, b = fresh()
    program = isobar.program(function)
    assert program(a, b) == expected
    assert np.array_equal(b, expected_b)


def test_passing_state_through_containers_and_star_arguments_stays_fused():
    """What model code does between its stencil calls without reading data
    (items of a dict of fields, `*args` forwarding, `x is None`) keeps the
    calls pending: one call into isobar."""
    def forward(*args, **kwargs):
        return COPY(*args, **kwargs)

    def step(fields, names):
        if fields.get("missing") is None:
            for name in names:
                forward(fields["a"], fields[name], origin=(0, 0, 0), domain=fields["a"].shape)
        for value in fields.values():
            assert value is not None

    a = np.arange(24, dtype=np.float64).reshape(2, 3, 4)
    fields = {"a": a, "b": np.zeros_like(a), "c": np.zeros_like(a)}
    program = isobar.program(step)
    program(fields, ["b", "c"])
    assert program.last_native_calls == 1
    assert np.array_equal(fields["b"], a) and np.array_equal(fields["c"], a)


def test_a_property_passed_with_items_of_a_dict_stays_fused():
    """A property's array passed to a stencil call that also passes an item
    of a dict at a constant index (PyFV3's `self._column_namelist["d_con"]`)
    keeps the calls pending."""
    class Grid:
        def __init__(self, a):
            self._a = a

        @property
        def a(self):
            return self._a

    def step(grid, b, c, namelist):
        COPY(grid.a, b, origin=(0, 0, 0), domain=b.shape)
        COPY(grid.a, c, origin=namelist["origin"], domain=b.shape)

    a = np.arange(24, dtype=np.float64).reshape(2, 3, 4)
    b, c = np.zeros_like(a), np.zeros_like(a)
    program = isobar.program(step)
    program(Grid(a), b, c, {"origin": (0, 0, 0)})
    assert program.last_native_calls == 1
    assert np.array_equal(b, a) and np.array_equal(c, a)
