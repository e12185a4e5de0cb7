"""Allocation of NumPy arrays in the layout isobar's C back-end prefers.

Like ``gt4py.storage``: ``zeros``, ``ones``, ``full``, ``empty`` and
``from_array`` take a shape and a dtype and return plain ``numpy.ndarray``
objects. For the C back-end (and GT4Py's CPU back-end names) the array is
stored like GT4Py's ``cpu_ifirst`` layout, I contiguous, then K, then J, data
dimensions outermost, with every row padded so that the point at
``aligned_index`` starts a 64-byte line. Any array works with any back-end;
this layout is the fast one.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence, Tuple

import numpy as np

from ._isobar import backends as _backends

__all__ = ["empty", "zeros", "ones", "full", "from_array"]

_ALIGNMENT = 64

#: The back-ends (by both their names) that interpret and take C-ordered
#: arrays, from the registry in Rust.
_INTERPRETERS = {n for b in _backends() if b["interprets"] for n in (b["name"], b["gt4py_name"]) if n}


def _order(dimensions: Sequence[str]) -> Tuple[int, ...]:
    """Axis indices from slowest to fastest: data dimensions, J, K, I."""
    spatial = [d for d in dimensions if d in ("I", "J", "K")]
    data = [i for i, d in enumerate(dimensions) if d not in ("I", "J", "K")]
    rank = {"J": 0, "K": 1, "I": 2}
    ordered = sorted((i for i, d in enumerate(dimensions) if d in rank), key=lambda i: rank[dimensions[i]])
    assert len(ordered) == len(spatial)
    return tuple(data + ordered)


def _dimensions(shape: Sequence[int], dimensions: Optional[Sequence[str]]) -> Tuple[str, ...]:
    if dimensions is None:
        spatial = ["I", "J", "K"][: min(len(shape), 3)]
        dimensions = spatial + [str(d) for d in range(len(shape) - len(spatial))]
    dims = tuple(str(d) for d in dimensions)
    if len(dims) != len(shape):
        raise ValueError(f"dimensions {dims} do not match the shape {tuple(shape)}")
    return dims


def empty(shape: Sequence[int], dtype: Any = np.float64, *, backend: Optional[str] = None,
          aligned_index: Optional[Sequence[int]] = None,
          dimensions: Optional[Sequence[str]] = None) -> np.ndarray:
    """An uninitialised array of ``shape`` and ``dtype`` in ``backend``'s layout."""
    shape = tuple(int(s) for s in shape)
    dtype = np.dtype(dtype)
    if backend in _INTERPRETERS:
        return np.empty(shape, dtype=dtype)
    dims = _dimensions(shape, dimensions)
    order = _order(dims)
    alloc_shape = [shape[a] for a in order]
    offset_elems = 0
    if "I" in dims and dtype.itemsize <= _ALIGNMENT:
        i_axis = dims.index("I")
        per_line = _ALIGNMENT // dtype.itemsize
        aligned_i = 0
        if aligned_index is not None and i_axis < len(aligned_index):
            aligned_i = int(aligned_index[i_axis])
        # Pad the contiguous axis so that every row starts at the same phase,
        # and shift the start so that index `aligned_i` begins a line.
        lead = (-aligned_i) % per_line
        padded = lead + shape[i_axis]
        padded += (-padded) % per_line
        alloc_shape[-1] = padded
        offset_elems = lead
    count = int(np.prod(alloc_shape)) if alloc_shape else 1
    raw = np.empty(count * dtype.itemsize + _ALIGNMENT, dtype=np.uint8)
    start = (-raw.ctypes.data) % _ALIGNMENT
    buffer = raw[start:start + count * dtype.itemsize].view(dtype).reshape(alloc_shape)
    if offset_elems or (alloc_shape and "I" in dims and alloc_shape[-1] != shape[dims.index("I")]):
        i_len = shape[dims.index("I")]
        buffer = buffer[..., offset_elems:offset_elems + i_len]
    inverse = np.argsort(order)
    return buffer.transpose(inverse)


def zeros(shape: Sequence[int], dtype: Any = np.float64, **kwargs: Any) -> np.ndarray:
    """An array of zeros (see :func:`empty` for the layout)."""
    out = empty(shape, dtype, **kwargs)
    out[...] = 0
    return out


def ones(shape: Sequence[int], dtype: Any = np.float64, **kwargs: Any) -> np.ndarray:
    """An array of ones (see :func:`empty` for the layout)."""
    out = empty(shape, dtype, **kwargs)
    out[...] = 1
    return out


def full(shape: Sequence[int], fill_value: Any, dtype: Any = np.float64, **kwargs: Any) -> np.ndarray:
    """An array filled with ``fill_value`` (see :func:`empty` for the layout)."""
    out = empty(shape, dtype, **kwargs)
    out[...] = fill_value
    return out


def from_array(data: Any, dtype: Any = None, **kwargs: Any) -> np.ndarray:
    """A copy of ``data`` in the back-end's layout."""
    data = np.asarray(data)
    out = empty(data.shape, dtype if dtype is not None else data.dtype, **kwargs)
    out[...] = data
    return out
