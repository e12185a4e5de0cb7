"""A @gtscript.function in another module than the stencils that call it."""

import functools

from isobar import gtscript
from isobar.gtscript import sqrt


@gtscript.function
def magnitude(u, v):
    return sqrt(u * u + v * v)


@gtscript.function
def lap(f):
    return f[1, 0, 0] + f[-1, 0, 0] + f[0, 1, 0] + f[0, -1, 0] - 4.0 * f


def logged(message):
    """A decorator of the kind models put on stencil definitions (NDSL's
    `mark_untested`): a `functools.wraps` wrapper defined in this module."""

    def decorate(func):
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            print(f"{func.__name__}: {message}")
            return func(*args, **kwargs)

        return wrapper

    return decorate
