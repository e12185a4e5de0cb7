"""The project's own model (examples/models/shallow_water.py), written as
NDSL users write models, gives the same numbers bit for bit run eagerly
(plain Python, one stencil at a time), orchestrated by isobar (the step
recorded and run as programs), and decomposed over ranks (threads, and
mpi4py ranks under mpirun) with the exchanges placed by the planner."""

import importlib.util
import pathlib

import numpy as np
import pytest

import isobar
from mpi_ranks import run_on_four_ranks

MODEL = pathlib.Path(__file__).resolve().parents[3] / "examples" / "models" / "shallow_water.py"
SIZE = (24, 20)
STEPS = 6


def load():
    spec = importlib.util.spec_from_file_location("isobar_model_shallow_water", MODEL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def state(model):
    return [model.h, model.u, model.v]


def eager(module, steps=STEPS):
    """The model run as plain Python: every stencil call at once."""
    model = module.ShallowWater(*SIZE)
    for _ in range(steps):
        module.ShallowWater.step.function(model)
    return model


def assert_same(got, want, interior_only=False):
    for name, a, b in zip("huv", got, want):
        if interior_only:
            a, b = a[1:-1, 1:-1], b[1:-1, 1:-1]
        assert np.array_equal(a, b), f"`{name}` differs"


def test_the_model_changes_and_conserves_mass():
    module = load()
    model = eager(module)
    h = model.interior(model.h)
    start = model.interior(module.ShallowWater(*SIZE).h)
    assert not np.array_equal(h, start)
    assert np.isfinite(h).all()
    # The flux form conserves the total depth up to rounding.
    assert abs(h.sum() - start.sum()) < 1e-9 * start.sum()


def test_orchestrated_equals_eager():
    module = load()
    want = eager(module)
    model = module.ShallowWater(*SIZE)
    for _ in range(STEPS):
        model.step()
    # Each stretch between halo updates is one call into isobar.
    assert module.ShallowWater.step.last_native_calls == 2 * module.N_SPLIT
    assert_same(state(model), state(want))


@pytest.mark.parametrize("layout", [(1, 1), (2, 2), (3, 1)])
def test_decomposed_over_threads_equals_eager(layout):
    module = load()
    want = eager(module)
    model = module.ShallowWater(*SIZE)
    info = module.ShallowWater.step.run_decomposed(model, layout=layout, periodic=True,
                                                   steps=STEPS)
    assert info["exchanges"] > 0
    # Only the interiors are gathered (the halos are the ranks').
    assert_same(state(model), state(want), interior_only=True)


def test_halo_updates_are_marks_in_a_decomposed_run():
    """The exchanges are the planner's: updates the model makes again, or
    of fields nothing reads around, change neither the plan nor a number."""
    module = load()

    class Anxious(module.ShallowWater):
        @isobar.program(halo=module.HALO)
        def step(self):
            h, u, v = self.h, self.u, self.v
            h_new, u_new, v_new = self.h_next, self.u_next, self.v_next
            for _ in range(self.n_split):
                fx, fy = np.zeros_like(h), np.zeros_like(h)
                self.halo.update(h, u, v)
                self.halo.update(h, u, v, fx, fy)
                module.mass_fluxes(h, u, v, fx, fy, origin=self.around,
                                   domain=self.domain_around)
                self.halo.update(fx, fy)
                module.continuity(h, fx, fy, h_new, self.dt_dx, origin=self.origin,
                                  domain=self.domain)
                del fx, fy
                pending = self.halo.start(h_new)
                pending.wait()
                module.momentum(h_new, u, v, u_new, v_new, self.dt_dx, self.g, self.nu,
                                origin=self.origin, domain=self.domain)
                module.friction(u_new, v_new, self.keep, origin=self.origin,
                                domain=self.domain)
                self.halo.update(u_new, v_new)
                h, h_new = h_new, h
                u, u_new = u_new, u
                v, v_new = v_new, v

    base, anxious = module.ShallowWater(*SIZE), Anxious(*SIZE)
    plan = module.ShallowWater.step.run_decomposed(base, layout=(2, 2), periodic=True, steps=2)
    again = Anxious.step.run_decomposed(anxious, layout=(2, 2), periodic=True, steps=2)
    assert (again["exchanges"], again["launches"]) == (plan["exchanges"], plan["launches"])
    assert_same(state(anxious), state(base), interior_only=True)
    # Orchestrated, each stretch between updates is one call into isobar,
    # and the stencils of a stretch are one launch.
    model = module.ShallowWater(*SIZE)
    model.step()
    calls = module.ShallowWater.step.last_native_calls
    assert calls == 2 * module.N_SPLIT
    assert module.ShallowWater.step.last_launches == calls


def test_reading_the_state_between_calls_gets_the_eager_value():
    """No stale value: model code that reads a recorded array between calls
    (a diagnostic) sees what the calls before it wrote."""
    module = load()
    seen = {}

    class Diagnosed(module.ShallowWater):
        @isobar.program(halo=module.HALO)
        def step(self):
            fx, fy = np.zeros_like(self.h), np.zeros_like(self.h)
            module.mass_fluxes(self.h, self.u, self.v, fx, fy, origin=self.around,
                               domain=self.domain_around)
            seen["flux"] = float(fx.sum())
            module.continuity(self.h, fx, fy, self.h_next, self.dt_dx,
                              origin=self.origin, domain=self.domain)
            seen["depth"] = float(self.h_next.sum())

    model = Diagnosed(*SIZE)
    model.u[...] = 0.1
    model.step()
    plain = Diagnosed(*SIZE)
    plain.u[...] = 0.1
    recorded, seen = seen, {}
    Diagnosed.step.function(plain)
    assert recorded == seen
    assert recorded["flux"] != 0.0


def test_a_decomposed_run_refuses_to_read_the_state_between_calls():
    module = load()

    class Reading(module.ShallowWater):
        @isobar.program(halo=module.HALO)
        def step(self):
            fx, fy = np.zeros_like(self.h), np.zeros_like(self.h)
            module.mass_fluxes(self.h, self.u, self.v, fx, fy, origin=self.around,
                               domain=self.domain_around)
            print(fx.max())

    with pytest.raises(ValueError, match=r"test_model.py:\d+.*run_decomposed cannot run"):
        Reading.step.run_decomposed(Reading(*SIZE), layout=(1, 1), periodic=True)


def test_halo_updater_fills_periodic_images():
    halo = isobar.HaloUpdater(2)
    q = np.arange(8 * 7, dtype=float).reshape(8, 7, 1)
    want = np.pad(q[2:-2, 2:-2], ((2, 2), (2, 2), (0, 0)), mode="wrap")
    halo.update(q)
    assert np.array_equal(q, want)
    halo.start(q).wait()
    assert np.array_equal(q, want)
    with pytest.raises(ValueError, match="halo"):
        isobar.HaloUpdater(0)
    with pytest.raises(ValueError, match="interior"):
        halo.update(np.zeros((5, 9, 1)))


MPI_SCRIPT = r'''
import importlib.util, sys
import numpy as np
from mpi4py import MPI
spec = importlib.util.spec_from_file_location("model", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
model = module.ShallowWater(int(sys.argv[3]), int(sys.argv[4]))
module.ShallowWater.step.run_decomposed(model, layout=(2, 2), periodic=True,
                                        steps=int(sys.argv[5]), comm=MPI.COMM_WORLD)
if MPI.COMM_WORLD.Get_rank() == 0:
    np.savez(sys.argv[2], model.h, model.u, model.v)
'''


def test_decomposed_over_mpi4py_ranks_equals_eager(tmp_path):
    out = tmp_path / "out.npz"
    run_on_four_ranks(tmp_path, MPI_SCRIPT, MODEL, out, *SIZE, STEPS)
    got = np.load(out)
    want = eager(load())
    assert_same([got[f"arr_{n}"] for n in range(3)], state(want), interior_only=True)


# Found by attacking the halo updates (each was a wrong number of
# run_decomposed against plain Python, or a check it skipped).

def test_a_decomposed_run_of_periodic_updates_must_be_periodic():
    module = load()
    with pytest.raises(ValueError, match=r"shallow_water.py:\d+.*periodic=True"):
        module.ShallowWater.step.run_decomposed(module.ShallowWater(*SIZE), layout=(2, 2))


def test_a_subclass_fill_is_refused_in_a_decomposed_run():
    module = load()

    class ZeroGradient(isobar.HaloUpdater):
        def _fill(self, field):
            field[0], field[-1] = field[1], field[-2]

    model = module.ShallowWater(*SIZE)
    model.halo = ZeroGradient(module.HALO)
    with pytest.raises(ValueError, match="subclass of isobar.HaloUpdater"):
        module.ShallowWater.step.run_decomposed(model, layout=(1, 1), periodic=True)
    # Run directly, the subclass's fill runs, as in plain Python.
    plain = module.ShallowWater(*SIZE)
    plain.halo = ZeroGradient(module.HALO)
    model.step()
    module.ShallowWater.step.function(plain)
    assert_same(state(model), state(plain))


def test_an_update_wider_than_the_programs_halo_is_refused():
    module = load()
    model = module.ShallowWater(*SIZE)
    model.halo = isobar.HaloUpdater(module.HALO + 1)
    for run in (lambda: model.step(),
                lambda: module.ShallowWater.step.run_decomposed(model, periodic=True)):
        with pytest.raises(ValueError, match=r"HaloUpdater\(2\) in a program of halo=1"):
            run()


def test_a_decomposed_run_checks_the_updated_fields_as_plain_python_does():
    module = load()

    class Odd(module.ShallowWater):
        @isobar.program(halo=module.HALO)
        def step(self):
            self.halo.update(self.h, np.ones(3))
            module.friction(self.u, self.v, self.keep, origin=self.origin, domain=self.domain)

    with pytest.raises(TypeError, match="I and J axes first"):
        Odd.step.function(Odd(*SIZE))
    with pytest.raises(TypeError, match="I and J axes first"):
        Odd.step.run_decomposed(Odd(*SIZE), layout=(1, 1), periodic=True)
