"""``_isobar.HaloCopies``: the copies a replayed halo update makes between
arrays and one buffer (packing with sign changes, unpacking), as runs of
contiguous elements, and its refusals of entries outside the arrays or a
buffer of another size."""

import numpy as np
import pytest

from isobar import _isobar


def copies(arrays, entries, n):
    which, offsets, positions, negate = (np.array(x, dtype=np.int64) for x in zip(*entries))
    return _isobar.HaloCopies(arrays, which, offsets, positions, negate, n)


def test_gather_packs_elements_with_their_signs_and_scatter_unpacks():
    # A padded, strided array (I-K-J like isobar's storages) and a second one.
    base = np.arange(1.0, 1.0 + 5 * 4 * 6).reshape(5, 4, 6)
    a = base[:, :, 1:5]
    b = np.array([[0.0, -0.0], [np.nan, 7.5]])
    strides = a.strides
    at = lambda i, j, k: i * strides[0] + j * strides[1] + k * strides[2]  # noqa: E731
    entries = [(0, at(0, 0, 0), 0, 0), (0, at(0, 0, 1), 1, 0), (0, at(0, 0, 2), 2, 0),
               (0, at(4, 3, 3), 3, 1), (1, 0, 4, 1), (1, 8, 5, 1), (1, 16, 6, 1)]
    c = copies([a, b], entries, 7)
    assert c.runs == 3  # three contiguous elements of a, one of a, three of b
    buffer = np.full(7, 9.0)
    c.gather(buffer)
    expected = np.array([a[0, 0, 0], a[0, 0, 1], a[0, 0, 2], -a[4, 3, 3], -0.0, 0.0, -np.nan])
    assert buffer.tobytes() == expected.tobytes()  # -0.0, 0.0 and the NaN's sign too
    c.scatter(np.arange(10.0, 17.0))
    assert list(a[0, 0, :3]) == [10.0, 11.0, 12.0] and a[4, 3, 3] == -13.0
    assert b.reshape(-1)[:3].tolist() == [-14.0, -15.0, -16.0]


def test_entries_outside_the_arrays_or_the_buffer_and_bad_buffers_are_refused():
    a = np.zeros((3, 4))
    with pytest.raises(ValueError, match="outside array 0"):
        copies([a], [(0, 8 * 12, 0, 0)], 1)
    with pytest.raises(ValueError, match="outside array 0"):
        copies([a], [(0, 4, 0, 0)], 1)  # not on an element
    with pytest.raises(ValueError, match="outside the buffer"):
        copies([a], [(0, 0, 1, 0)], 1)
    with pytest.raises(ValueError, match="names no array"):
        copies([a], [(1, 0, 0, 0)], 1)
    with pytest.raises(TypeError, match="float32 or float64"):
        copies([np.zeros(3, dtype=np.int64)], [(0, 0, 0, 0)], 1)
    read_only = np.zeros(3)
    read_only.flags.writeable = False
    with pytest.raises(ValueError, match="read-only"):
        copies([read_only], [(0, 0, 0, 0)], 1)
    c = copies([a], [(0, 0, 0, 0)], 2)
    with pytest.raises(ValueError, match="has 3 elements, not 2"):
        c.gather(np.zeros(3))
    with pytest.raises(TypeError, match="contiguous"):
        c.gather(np.zeros(4)[::2])
    with pytest.raises(TypeError, match="contiguous"):
        c.gather(np.zeros(2, dtype=np.float32))
