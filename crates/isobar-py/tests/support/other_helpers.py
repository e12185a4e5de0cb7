"""Helpers whose own names clash with their callers' (`C`, `g`)."""

from isobar import gtscript

C = 2.0


@gtscript.function
def g(x):
    return 100.0 * x


@gtscript.function
def scale(x):
    return x * C


@gtscript.function
def through_g(x):
    return g(x)
