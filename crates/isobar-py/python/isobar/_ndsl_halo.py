"""NDSL's halo updates in replayed programs, without NDSL's Python.

A frozen program (``_replay.py``) calls NDSL's halo updates
(``WrappedHaloUpdater.start``, ``wait``, ``update``: ``dace_inhibitor``
callbacks) on the same arrays every time it replays. The update packs the
halo slices of every quantity, turned across cube edges (vector components
swapped and negated), into one buffer per neighbour rank, sends it, and
unpacks the buffers it receives into the halos. Both are copies, with signs:
here they are worked out once from NDSL's own code and replayed as copies
of contiguous runs (``_isobar.HaloCopies``), and the messages are NDSL's
(the same ranks, tags, sizes and order of posting, so a rank that runs
NDSL's own update exchanges with one that runs this).

How the copies are found: packing stand-ins of the quantities whose
elements are their own numbers (1, 2, ... across all of them) tells, for
every buffer element, which element of which quantity it holds and whether
its sign changed; unpacking a buffer whose elements are their own numbers
into zeroed stand-ins tells which buffer element lands where (the last one
written, as NDSL leaves it). Then both are checked once on the real data:
NDSL's packing of the quantities gives the replayed packing's buffer bit
for bit, and NDSL's unpacking of a buffer of other values into copies of
the quantities gives what the replayed unpacking writes.

Anything else keeps NDSL's own update: a value that is no element's number,
a buffer element nothing packed, a transformer that is not NDSL's CPU one,
quantities that are not float arrays, a check that differs, or
``ISOBAR_NATIVE_HALO=0``.
"""

import dataclasses
import os
import types
from typing import Any, Callable, Dict, List, Optional, Tuple

import numpy as np

from . import _isobar

#: ``ISOBAR_NATIVE_HALO=0``: replays run NDSL's own halo updates.
ENABLED = os.environ.get("ISOBAR_NATIVE_HALO", "1") != "0"


class _Refused(Exception):
    """The update cannot be replayed as copies; NDSL's own runs."""


def _quantities(wrapper: Any) -> Optional[Tuple[List[Any], Optional[List[Any]]]]:
    """The quantities NDSL's ``WrappedHaloUpdater.start`` passes to its
    updater, found the way it finds them (None where it would raise)."""
    state = wrapper._state
    if dataclasses.is_dataclass(state):
        def get(name: str) -> Any:
            return state.__getattribute__(name)
    elif isinstance(state, dict):
        get = state.__getitem__
    else:
        return None
    xs = [get(name) for name in wrapper._qtx_x_names]
    names_y = wrapper._qtx_y_names
    return xs, (None if names_y is None else [get(name) for name in names_y])


def _byte_offsets(array: np.ndarray, flat: np.ndarray) -> np.ndarray:
    """Byte offsets from ``array``'s data pointer of its elements at C-order
    positions ``flat``."""
    index = np.unravel_index(flat, array.shape)
    offsets = np.zeros(flat.shape, dtype=np.int64)
    for axis, stride in enumerate(array.strides):
        offsets += index[axis].astype(np.int64) * stride
    return offsets


def _copy_with_strides(array: np.ndarray) -> np.ndarray:
    """A copy of ``array`` in memory of its own with its shape and strides
    (positive: checked by the caller), so that byte offsets into the array
    hold in the copy."""
    span = sum((n - 1) * s for n, s in zip(array.shape, array.strides)) // array.itemsize + 1
    base = np.zeros(span, dtype=array.dtype)
    copy = np.lib.stride_tricks.as_strided(base, shape=array.shape, strides=array.strides)
    copy[...] = array
    return copy


def _unpack_values(transformer: Any, values: np.ndarray, stand_ins: Tuple[Any, ...]) -> None:
    """NDSL's unpacking of ``values`` (as if received) into ``stand_ins``;
    the transformer's unpack buffer is left as it was."""
    buffer = transformer.get_unpack_buffer().array
    saved = buffer.copy()
    buffer[:] = values
    try:
        transformer.async_unpack(*stand_ins)
        transformer.synchronize()
    finally:
        buffer[:] = saved


class _Exchange:
    """One halo update of fixed quantities on one NDSL ``HaloUpdater``,
    replayed: the packing and unpacking copies, NDSL's message layout, and
    buffers of its own."""

    def __init__(self, updater: Any, xs: List[Any], ys: Optional[List[Any]]) -> None:
        from ndsl.halo.data_transformer import HaloDataTransformerCPU

        self.quantities = list(xs) + list(ys or [])
        self.n_x = len(xs)
        self.vector = ys is not None
        self.arrays = [q.data for q in self.quantities]
        if not self.arrays or any(type(a) is not np.ndarray for a in self.arrays):
            raise _Refused("a quantity's data is not a NumPy array")
        dtype = self.arrays[0].dtype
        if dtype not in (np.float64, np.float32) or any(a.dtype != dtype for a in self.arrays):
            raise _Refused("quantities not all float64 or all float32")
        if any(s <= 0 for a in self.arrays for s in a.strides) or any(a.size == 0 for a in self.arrays):
            raise _Refused("an empty array, or one with a stride that is not positive")
        if updater._inflight_x_quantities is not None:
            raise _Refused("an exchange of this updater is in flight")
        transformers = list(updater._transformers.items())
        if not transformers or any(type(t) is not HaloDataTransformerCPU or not t.ready()
                                   for _, t in transformers):
            raise _Refused("not NDSL's CPU transformers with their buffers")
        self.layouts = [(a.shape, a.strides) for a in self.arrays]
        self.comm = updater._comm.comm
        self.tag = updater._tag
        sizes = [a.size for a in self.arrays]
        starts = np.cumsum([0] + sizes)
        if starts[-1] + 1 >= (2 ** 53 if dtype == np.float64 else 2 ** 24):
            raise _Refused("too many elements to number exactly")
        pack, unpack, parts = [], [], []
        at = 0
        for rank, transformer in transformers:
            n = transformer.get_pack_buffer().array.size
            if transformer.get_unpack_buffer().array.size != n:
                raise _Refused("pack and unpack buffers differ in size")
            pack.append(self._packing(transformer, starts, at, n))
            unpack.append(self._unpacking(transformer, at, n))
            parts.append((rank, at, n))
            at += n
        self.send = np.zeros(at, dtype=dtype)
        self.recv = np.zeros(at, dtype=dtype)
        self.sends = [(rank, self.send[a:a + n]) for rank, a, n in parts]
        self.recvs = [(rank, self.recv[a:a + n]) for rank, a, n in parts]
        self._unpack_entries = self._entries(unpack)
        self.pack = _isobar.HaloCopies(self.arrays, *self._entries(pack), at)
        self.unpack = _isobar.HaloCopies(self.arrays, *self._unpack_entries, at)
        self.requests: List[Any] = []
        self._check(transformers, parts)

    def _stand_ins(self, datas: List[np.ndarray]) -> Tuple[List[Any], Optional[List[Any]]]:
        """Quantities as NDSL's CPU transformer reads them, on ``datas``."""
        made = [types.SimpleNamespace(data=d, dims=q.dims, np=np)
                for d, q in zip(datas, self.quantities)]
        return made[:self.n_x], (made[self.n_x:] if self.vector else None)

    def _packing(self, transformer: Any, starts: np.ndarray, at: int, n: int) -> Tuple[np.ndarray, ...]:
        """Which element of which array each of the ``n`` buffer elements
        (at ``at`` in the joined buffer) holds, and its sign."""
        numbered = [np.arange(s + 1, s + 1 + a.size, dtype=a.dtype).reshape(a.shape)
                    for s, a in zip(starts, self.arrays)]
        transformer.async_pack(*self._stand_ins(numbered))
        packed = np.array(transformer.get_pack_buffer().array, copy=True)
        if packed.size != n:
            raise _Refused("the pack buffer changed size")
        negate = np.signbit(packed)
        number = np.abs(packed)
        if not np.all((number >= 1) & (number <= starts[-1]) & (number == np.floor(number))):
            raise _Refused("packing made values that are not elements of the quantities")
        code = number.astype(np.int64) - 1
        which = np.searchsorted(starts, code, side="right") - 1
        offsets = np.zeros(n, dtype=np.int64)
        for j, array in enumerate(self.arrays):
            mine = which == j
            offsets[mine] = _byte_offsets(array, code[mine] - starts[j])
        return which.astype(np.int64), offsets, np.arange(at, at + n, dtype=np.int64), negate.astype(np.int64)

    def _unpacking(self, transformer: Any, at: int, n: int) -> Tuple[np.ndarray, ...]:
        """Which buffer element lands on which element of which array."""
        zeroed = [np.zeros(a.shape, dtype=a.dtype) for a in self.arrays]
        numbers = np.arange(1, n + 1, dtype=self.arrays[0].dtype)
        _unpack_values(transformer, numbers, self._stand_ins(zeroed))
        which, offsets, positions = [], [], []
        for j, (array, landed) in enumerate(zip(self.arrays, zeroed)):
            flat = np.flatnonzero(landed)
            number = landed.reshape(-1)[flat]
            if not np.all((number >= 1) & (number <= n) & (number == np.floor(number))):
                raise _Refused("unpacking wrote values that are not buffer elements")
            which.append(np.full(flat.size, j, dtype=np.int64))
            offsets.append(_byte_offsets(array, flat))
            positions.append(number.astype(np.int64) - 1 + at)
        which, offsets, positions = (np.concatenate(x) for x in (which, offsets, positions))
        return which, offsets, positions, np.zeros(which.size, dtype=np.int64)

    @staticmethod
    def _entries(parts: List[Tuple[np.ndarray, ...]]) -> Tuple[np.ndarray, ...]:
        """The parts joined, in buffer order (so that runs follow it)."""
        which, offsets, positions, negate = (np.concatenate(x) for x in zip(*parts))
        order = np.argsort(positions, kind="stable")
        return tuple(np.ascontiguousarray(x[order]) for x in (which, offsets, positions, negate))

    def _check(self, transformers: List[Tuple[int, Any]], parts: List[Tuple[int, int, int]]) -> None:
        """Once, on the real data: NDSL's packing gives the replayed
        packing's buffer, and NDSL's unpacking of other values gives what
        the replayed unpacking writes (both bit for bit)."""
        self.pack.gather(self.send)
        twins = [_copy_with_strides(a) for a in self.arrays]
        replayed = [_copy_with_strides(a) for a in self.arrays]
        # Values unlike any the arrays hold, one per buffer element.
        values = -(np.arange(self.recv.size, dtype=self.recv.dtype) + 0.5)
        for (rank, transformer), (_, at, n) in zip(transformers, parts):
            transformer.async_pack(*self._stand_ins(self.arrays))
            ndsl = transformer.get_pack_buffer().array
            if ndsl.tobytes() != self.send[at:at + n].tobytes():
                raise _Refused("NDSL's packing of the data differs from the replayed one")
            _unpack_values(transformer, values[at:at + n], self._stand_ins(twins))
        # The same offsets hold in the copies: they have the arrays' strides.
        _isobar.HaloCopies(replayed, *self._unpack_entries, self.recv.size).scatter(values)
        if any(t.tobytes() != r.tobytes() for t, r in zip(twins, replayed)):
            raise _Refused("NDSL's unpacking differs from the replayed one")

    def holds(self, xs: List[Any], ys: Optional[List[Any]]) -> bool:
        """Whether the quantities still hold the arrays, laid out as when
        the copies were made."""
        quantities = list(xs) + list(ys or [])
        return len(quantities) == len(self.arrays) and all(
            q.data is a and (a.shape, a.strides) == layout
            for q, a, layout in zip(quantities, self.arrays, self.layouts))

    def start(self) -> None:
        """NDSL's ``HaloUpdater.start``: receives posted, buffers packed, sent."""
        self.requests = [self.comm.Irecv(view, source=rank, tag=self.tag)
                         for rank, view in self.recvs]
        self.pack.gather(self.send)
        self.requests += [self.comm.Isend(view, dest=rank, tag=self.tag)
                          for rank, view in self.sends]

    def wait(self) -> None:
        """NDSL's ``HaloUpdater.wait``: every message done, halos unpacked."""
        for request in self.requests:
            request.wait()
        self.requests = []
        self.unpack.scatter(self.recv)


#: Per NDSL updater (held, so that its id stays its own): the exchanges
#: worked out for it, by the arrays they exchange (None: refused).
_EXCHANGES: Dict[int, Tuple[Any, Dict[Any, Optional[_Exchange]]]] = {}
#: The replayed exchange started on each updater and not yet waited for.
_IN_FLIGHT: Dict[int, _Exchange] = {}


def _exchange(wrapper: Any) -> Optional[_Exchange]:
    """The replayed exchange of ``wrapper``'s update now (None: NDSL's own)."""
    found = _quantities(wrapper) if ENABLED else None
    if found is None:
        return None
    xs, ys = found
    updater = wrapper._updater
    held = _EXCHANGES.get(id(updater))
    if held is None or held[0] is not updater:
        held = (updater, {})
        _EXCHANGES[id(updater)] = held
    key = (tuple(id(q.data) for q in xs), None if ys is None else tuple(id(q.data) for q in ys))
    exchange = held[1].get(key, False)
    if exchange is False or (exchange is not None and not exchange.holds(xs, ys)):
        try:
            exchange = _Exchange(updater, xs, ys)
        except Exception:  # noqa: BLE001 (whatever fails, NDSL's own update runs)
            exchange = None
        held[1][key] = exchange
    return exchange


def start(original: Callable[..., Any], wrapper: Any) -> None:
    """``WrappedHaloUpdater.start`` in a replay."""
    exchange = _exchange(wrapper)
    if exchange is None:
        original(wrapper)
        return
    exchange.start()
    _IN_FLIGHT[id(wrapper._updater)] = exchange


def wait(original: Callable[..., Any], wrapper: Any) -> None:
    """``WrappedHaloUpdater.wait`` in a replay."""
    exchange = _IN_FLIGHT.pop(id(wrapper._updater), None)
    if exchange is None:
        original(wrapper)
        return
    exchange.wait()


def update(original: Callable[..., Any], wrapper: Any) -> None:
    """``WrappedHaloUpdater.update`` in a replay."""
    exchange = _exchange(wrapper)
    if exchange is None:
        original(wrapper)
        return
    exchange.start()
    exchange.wait()


def _prepare(original: Callable[..., Any], wrapper: Any) -> None:
    """Works out the exchange of ``wrapper``'s update when the replay is
    made (at the end of the second trace), not in the first replay."""
    _exchange(wrapper)


start.prepare = _prepare  # type: ignore[attr-defined]
update.prepare = _prepare  # type: ignore[attr-defined]

#: NDSL's wrapper's methods, by name, and what a replay calls in their place
#: (each is given the method, for the updates it leaves to NDSL).
REPLAYED: Dict[str, Callable[..., None]] = {"start": start, "wait": wait, "update": update}
