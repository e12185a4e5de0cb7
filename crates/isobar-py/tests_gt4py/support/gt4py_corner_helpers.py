"""GT4Py `@gtscript.function` helpers in a module of their own, given to
stencils as externals (as PyFV3 gives NDSL's `corners.fill_corners_2cells_x`
as `fill_corners_func`)."""

from gt4py.cartesian import gtscript

SCALE = 3.0


@gtscript.function
def shifted(q):
    return q[1, 0, 0] - q[0, 0, 0]


@gtscript.function
def scaled_shift(q):
    # Calls another helper of this module and reads one of its constants.
    return SCALE * shifted(q)
