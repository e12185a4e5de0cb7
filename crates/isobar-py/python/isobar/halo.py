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

from . import _recorder, _replay
from ._line_uses import _user_frame


class HaloUpdater:
    """Periodic halo updates of fields with ``halo`` points around I and J."""

    def __init__(self, halo: int) -> None:
        if not isinstance(halo, int) or halo < 1:
            raise ValueError(f"HaloUpdater: the halo must be a positive int, not {halo!r}")
        self.halo = halo

    def update(self, *fields: np.ndarray) -> None:
        """Makes the halo of every field the periodic image of its interior."""
        for field in fields:
            self._check(field)
        recorder = _recorder.recording()
        if recorder is not None:
            frame = _user_frame(sys._getframe(1))
            self._check_recorded(recorder, _recorder._where(frame))
            if recorder.decomposed:
                recorder.halo_updates.append(_recorder._where(frame))
                return
            if recorder.calls:
                recorder.flush(frame, "a halo update runs here")
        for field in fields:
            self._fill(field)

    # In a frozen program an update is a step of the program (a callback).
    _replay.callback(update, arrays_only=True)

    def start(self, *fields: np.ndarray) -> "_Started":
        """Starts the update of ``fields`` (NDSL's asynchronous form): on one
        rank it completes here; ``wait`` on the result is kept for the
        model's code."""
        self.update(*fields)
        return _Started(list(fields))

    def _check(self, field: Any) -> None:
        if not isinstance(field, np.ndarray) or field.ndim < 2:
            raise TypeError("HaloUpdater: fields are NumPy arrays with I and J axes first")
        for axis in (0, 1):
            n = field.shape[axis] - 2 * self.halo
            if n < self.halo:
                raise ValueError(
                    f"HaloUpdater: axis {'IJ'[axis]} has {n} interior point(s), fewer than "
                    f"the halo ({self.halo})")

    def _check_recorded(self, recorder: Any, where: str) -> None:
        """Refuses an update a program would not make as plain Python does:
        one of a subclass in a decomposed run (the planner's exchanges are
        periodic copies, not the subclass's fill), or a halo wider than the
        program's (it would write into the interior)."""
        if recorder.decomposed and type(self) is not HaloUpdater:
            raise ValueError(
                f"{where}: a subclass of isobar.HaloUpdater ({type(self).__name__}) cannot "
                f"update halos in a decomposed run: the planner would make its periodic "
                f"exchanges instead of the subclass's fill")
        halo = getattr(recorder.program, "halo", None)
        if halo is not None and self.halo > halo:
            raise ValueError(
                f"{where}: HaloUpdater({self.halo}) in a program of halo={halo}: the update "
                f"would write into the arrays' interior")

    def _fill(self, field: np.ndarray) -> None:
        h = self.halo
        for axis in (0, 1):
            n = field.shape[axis] - 2 * h
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
