"""A @gtscript.function in another module than the stencils that call it."""

from isobar import gtscript
from isobar.gtscript import sqrt


@gtscript.function
def magnitude(u, v):
    return sqrt(u * u + v * v)


@gtscript.function
def lap(f):
    return f[1, 0, 0] + f[-1, 0, 0] + f[0, 1, 0] + f[0, -1, 0] - 4.0 * f
