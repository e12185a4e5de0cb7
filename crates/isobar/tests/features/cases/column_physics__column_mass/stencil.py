"""Three column-physics stencils in one module, as a model keeps them:
they share a helper and the physical constants, and one is configured by
externals at compile time.

    isobar check examples/column_physics.py --externals examples/column_physics.toml

checks all three; `examples/column_physics.py::column_mass` checks one.
"""
import dataclasses

import numpy as np

from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import (
    BACKWARD,
    FORWARD,
    IJ,
    PARALLEL,
    K,
    Field,
    computation,
    exp,
    interval,
    max,
)

FloatField = Field[np.float64]
FloatFieldIJ = Field[IJ, np.float64]


@dataclasses.dataclass(frozen=True)
class Constants:
    grav: float = 9.80665
    rdgas: float = 287.05
    cp_air: float = 1004.6


CONST = Constants()


@gtscript.function
def positive(x):
    if x < 0.0:
        x = 0.0
    return x


def column_mass(delp: FloatField, q: FloatField, mass: FloatFieldIJ):
    """The mass of tracer `q` in every column (kg m-2)."""
    with computation(FORWARD):
        with interval(0, 1):
            total: Field[IJ, np.float64] = positive(q) * delp / CONST.grav
        with interval(1, -1):
            total = total + positive(q) * delp / CONST.grav
        with interval(-1, None):
            mass = total + positive(q) * delp / CONST.grav


def sponge_damping(u: FloatField, u_out: FloatField, nlevels: int):
    """Rayleigh damping that fades out below the top `nlevels` levels."""
    from __externals__ import TAU

    with computation(PARALLEL), interval(...):
        if K < nlevels:
            u_out = u * exp(-(nlevels - K) / TAU)
        else:
            u_out = u


def dry_static_energy(t: FloatField, z: FloatField, dse: FloatField, column_max: FloatFieldIJ):
    """c_p T + g z, and its largest value in each column."""
    with computation(BACKWARD):
        with interval(-1, None):
            dse = CONST.cp_air * t + CONST.grav * z
            largest: Field[IJ, np.float64] = dse
        with interval(1, -1):
            dse = CONST.cp_air * t + CONST.grav * z
            if dse > largest:
                largest = dse
        with interval(0, 1):
            dse = CONST.cp_air * t + CONST.grav * z
            column_max = max(largest, dse)
