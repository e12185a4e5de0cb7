"""A physics-style stencil in the manner of FV3/SHiELD code: module constants,
helper functions returning several values, a FORWARD sweep, a field `while`,
2-D outputs and compile-time switches (`__INLINED`, `compile_assert`).

    isobar run examples/riemann_physics.py
"""
import numpy as np

from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import (
    BACKWARD,
    FORWARD,
    IJ,
    PARALLEL,
    Field,
    __INLINED,
    compile_assert,
    computation,
    exp,
    interval,
    max,
    min,
    sqrt,
)

FloatField = Field[np.float64]
FloatFieldIJ = Field[IJ, np.float64]

GRAV = 9.80665
RDGAS = 287.05
CP_AIR = 1004.6
KAPPA = RDGAS / CP_AIR
TICE = 273.16
USE_LIMITER = True
NSPLIT = 2


@gtscript.function
def saturation(temperature):
    return 611.2 * exp(17.67 * (temperature - TICE) / (temperature - 29.65))


@gtscript.function
def moist_state(temperature, pressure, qv):
    es = saturation(temperature)
    qsat = 0.622 * es / max(pressure - es, 1.0)
    excess = max(qv - qsat, 0.0)
    return qsat, excess


def riemann_physics(
    pt: FloatField,
    delp: FloatField,
    qv: FloatField,
    qsat: FloatField,
    heating: FloatField,
    column_mass: FloatFieldIJ,
    dt: float,
):
    with computation(PARALLEL), interval(...):
        compile_assert(NSPLIT > 0)
        pressure = delp * 100.0
        qsat, excess = moist_state(pt, pressure, qv)
        heating = excess * 2.5e6 / CP_AIR
        if __INLINED(USE_LIMITER):
            heating = min(heating, 5.0 / dt)
        steps = 0.0
        while heating * dt > 1.0 and steps < NSPLIT:
            heating = heating * 0.5
            steps = steps + 1.0
    with computation(FORWARD):
        with interval(0, 1):
            column_mass = delp / GRAV
        with interval(1, None):
            column_mass = column_mass + delp / GRAV
    with computation(BACKWARD), interval(0, -1):
        pt = pt + dt * heating * (1.0 + KAPPA * sqrt(max(pt[0, 0, 1] - pt, 0.0)))
