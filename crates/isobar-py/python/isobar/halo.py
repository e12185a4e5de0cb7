"""Halo updates as model code writes them (NDSL's ``HaloUpdater``: ``update``,
or ``start`` then ``wait``), on a doubly periodic domain of one rank.

A model calls ``halo.update(q, u)`` where its next stencils read the points
around its compute domain. What that does depends on how the model runs:

* called as plain Python, the halo of every field is filled at once with
  the periodic images of its interior (I first, then J, so that the corners
  are the images of the interior's corners);
* inside an ``@isobar.program`` called directly, the stencil calls recorded
  so far run first (the fill reads what they wrote), then the halo is
  filled, and recording goes on: the program runs as one fused group per
  stretch between halo updates;
* inside ``run_decomposed`` the update is the planner's: it places the
  exchanges of every field a call reads around its share, on any layout of
  ranks, where the last write before the read makes them needed, and
  overlaps them with the interior's computation. The model's own update is
  then a mark, and nothing runs. (A model that reads a halo it never
  updated gets the fresh values there, where plain Python gets stale ones:
  that is a bug of the model.)

Fields are NumPy arrays whose first two axes are I and J, with ``halo``
points on both sides of each.
"""

import sys
from typing import Any, List

import numpy as np

from . import _program
from ._line_uses import _user_frame


class HaloUpdater:
    """Periodic halo updates of fields with ``halo`` points around I and J."""

    def __init__(self, halo: int) -> None:
        if not isinstance(halo, int) or halo < 1:
            raise ValueError(f"HaloUpdater: the halo must be a positive int, not {halo!r}")
        self.halo = halo

    def update(self, *fields: np.ndarray) -> None:
        """Makes the halo of every field the periodic image of its interior."""
        recorder = _program.recording()
        if recorder is not None and recorder.decomposed:
            return
        if recorder is not None and recorder.calls:
            recorder.flush(_user_frame(sys._getframe(1)), "a halo update runs here")
        for field in fields:
            self._fill(field)

    def start(self, *fields: np.ndarray) -> "_Started":
        """Starts the update of ``fields`` (NDSL's asynchronous form): on one
        rank it completes here; ``wait`` on the result is kept for the
        model's code."""
        self.update(*fields)
        return _Started(list(fields))

    def _fill(self, field: np.ndarray) -> None:
        if not isinstance(field, np.ndarray) or field.ndim < 2:
            raise TypeError("HaloUpdater: fields are NumPy arrays with I and J axes first")
        h = self.halo
        for axis in (0, 1):
            n = field.shape[axis] - 2 * h
            if n < h:
                raise ValueError(
                    f"HaloUpdater: axis {'IJ'[axis]} has {n} interior point(s), fewer than "
                    f"the halo ({h})")
            low = [slice(None)] * field.ndim
            high = [slice(None)] * field.ndim
            # West (south) halo from the east (north) edge of the interior, and back.
            low[axis], high[axis] = slice(0, h), slice(n, n + h)
            field[tuple(low)] = field[tuple(high)]
            low[axis], high[axis] = slice(n + h, n + 2 * h), slice(h, 2 * h)
            field[tuple(low)] = field[tuple(high)]


class _Started:
    """An update in flight (complete on one rank)."""

    def __init__(self, fields: List[Any]) -> None:
        self.fields = fields

    def wait(self) -> None:
        """Waits for the update to finish."""
