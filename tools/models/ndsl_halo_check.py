#!/usr/bin/env python
"""NDSL's halo updates as isobar's replays run them (``_ndsl_halo.py``),
checked against NDSL's own on the cubed sphere, in an NDSL venv (NDSL
2024.09.00, GT4Py 1.0.4: the recipe's venv in
../shared/models/pyfv3-dycore), 6 ranks, one tile each.

For every case (scalars at cell centres and corners, 3-D and 2-D, D-grid
and C-grid vectors, whose components turn and change sign across cube
edges; storages of GT4Py's numpy back-end and of isobar:cpu), two copies
of the same random state are updated, one by NDSL's ``WrappedHaloUpdater``
and one by isobar's replacement of its ``update`` (and of ``start`` then
``wait``), three times with new values: every array, halos included, must
be equal bit for bit, and isobar's update must not have fallen back on
NDSL's.

Usage: mpirun -n 6 python tools/models/ndsl_halo_check.py
Prints `N passed, M failed` (rank 0) and exits non-zero on a failure.
"""

import sys

import numpy as np

import isobar  # noqa: F401  (isobar's back-ends, and the adapter, before NDSL)
from isobar import _ndsl_halo
from mpi4py import MPI
from ndsl import (CubedSphereCommunicator, CubedSpherePartitioner, QuantityFactory,
                  SubtileGridSizer, TilePartitioner)
from ndsl.comm.mpi import MPIComm
from ndsl.constants import X_DIM, X_INTERFACE_DIM, Y_DIM, Y_INTERFACE_DIM, Z_DIM
from ndsl.dsl.dace.wrapped_halo_exchange import WrappedHaloUpdater

N, NZ, HALO = 12, 5, 3

#: (name, dims of the x quantities, dims of the y components or None, count, halo points)
CASES = [
    ("scalars at centres", [X_DIM, Y_DIM, Z_DIM], None, 2, HALO),
    ("a scalar at corners", [X_INTERFACE_DIM, Y_INTERFACE_DIM, Z_DIM], None, 1, HALO),
    ("2-D scalars, one halo point", [X_DIM, Y_DIM], None, 3, 1),
    ("D-grid winds", [X_DIM, Y_INTERFACE_DIM, Z_DIM], [X_INTERFACE_DIM, Y_DIM, Z_DIM], 1, HALO),
    ("C-grid winds, two halo points", [X_INTERFACE_DIM, Y_DIM, Z_DIM],
     [X_DIM, Y_INTERFACE_DIM, Z_DIM], 1, 2),
]


def make_updater(communicator, factory, dims_x, dims_y, count, n_halo):
    spec_x = factory.get_quantity_halo_spec(dims=dims_x, n_halo=n_halo)
    if dims_y is None:
        return communicator.get_scalar_halo_updater([spec_x] * count)
    spec_y = factory.get_quantity_halo_spec(dims=dims_y, n_halo=n_halo)
    return communicator.get_vector_halo_updater([spec_x] * count, [spec_y] * count)


def run_case(communicator, factory, case, split, rng):
    """Whether NDSL's update and isobar's replacement agree on 3 updates."""
    _, dims_x, dims_y, count, n_halo = case
    names_x = [f"x{k}" for k in range(count)]
    names_y = None if dims_y is None else [f"y{k}" for k in range(count)]
    states = []
    for _ in range(2):
        state = {n: factory.zeros(dims_x, units="") for n in names_x}
        state.update({n: factory.zeros(dims_y, units="") for n in names_y or []})
        states.append(state)
    wrappers = [WrappedHaloUpdater(make_updater(communicator, factory, dims_x, dims_y, count,
                                                n_halo), state, names_x, names_y)
                for state in states]
    ok = True
    for _ in range(3):
        for name in states[0]:
            values = rng.standard_normal(states[0][name].data.shape)
            states[0][name].data[...] = values
            states[1][name].data[...] = values
        wrappers[0].update()
        if _ndsl_halo._exchange(wrappers[1]) is None:
            return False, "isobar's update fell back on NDSL's"
        if split:
            _ndsl_halo.start(WrappedHaloUpdater.start, wrappers[1])
            _ndsl_halo.wait(WrappedHaloUpdater.wait, wrappers[1])
        else:
            _ndsl_halo.update(WrappedHaloUpdater.update, wrappers[1])
        for name in states[0]:
            a, b = states[0][name].data, states[1][name].data
            ok &= a.tobytes() == b.tobytes()
    return ok, ""


def main():
    world = MPI.COMM_WORLD
    rank = world.Get_rank()
    if world.Get_size() != 6:
        print("run on 6 ranks: mpirun -n 6 python tools/models/ndsl_halo_check.py")
        return 2
    partitioner = CubedSpherePartitioner(TilePartitioner((1, 1)))
    communicator = CubedSphereCommunicator(MPIComm(), partitioner)
    sizer = SubtileGridSizer.from_tile_params(
        nx_tile=N, ny_tile=N, nz=NZ, n_halo=HALO, extra_dim_lengths={}, layout=(1, 1),
        tile_partitioner=partitioner.tile, tile_rank=communicator.tile.rank)
    passed = failed = 0
    rng = np.random.default_rng(100 + rank)
    for backend in ("numpy", "isobar:cpu"):
        factory = QuantityFactory.from_backend(sizer, backend=backend)
        for case in CASES:
            for split in (False, True):
                ok, why = run_case(communicator, factory, case, split, rng)
                everywhere = world.allreduce(int(ok), op=MPI.MIN) == 1
                passed, failed = passed + everywhere, failed + (not everywhere)
                if rank == 0:
                    how = "start, wait" if split else "update"
                    print(f"{'ok  ' if everywhere else 'FAIL'} {case[0]} ({backend}, {how}) {why}")
    if rank == 0:
        print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
