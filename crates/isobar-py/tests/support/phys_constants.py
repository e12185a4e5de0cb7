"""Constants a stencil reads through an attribute chain (``phys_constants.GRAV``)."""

GRAV = 9.80665
RDGAS = 287.05


class nested:
    CP = 1004.6
