//! `HaloCopies`: the copies between NumPy arrays and one contiguous buffer
//! that a halo exchange packs and unpacks, worked out once and replayed as
//! runs of contiguous elements (the Python half, `_ndsl_halo.py`, finds
//! them from NDSL's own packing and unpacking).

use numpy::{PyArrayDescrMethods, PyReadonlyArray1, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

/// Elements that lie one after the other both in an array and in the buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Run {
    /// Which array.
    array: usize,
    /// Bytes from the array's data pointer to the run's first element.
    offset: isize,
    /// The buffer element the run starts at.
    at: usize,
    /// Elements in the run.
    len: usize,
    /// The elements change sign between the array and the buffer (a vector
    /// component rotated across a cube edge).
    negate: bool,
}

/// Copies between fixed arrays and a buffer of `buffer_len` elements: each
/// element of the buffer (or of a subset) is an element of one array, maybe
/// with its sign changed. The arrays are held (their memory stays theirs).
#[pyclass(module = "isobar._isobar", frozen)]
pub struct HaloCopies {
    arrays: Vec<Py<PyUntypedArray>>,
    /// Each array's data pointer when the copies were made.
    pointers: Vec<usize>,
    runs: Vec<Run>,
    itemsize: usize,
    buffer_len: usize,
}

/// An array's data pointer, element size and the bytes `[lo, hi]` its
/// elements span relative to the pointer (None if it is empty).
fn layout(array: &Bound<'_, PyUntypedArray>) -> (usize, usize, Option<(isize, isize)>) {
    let raw = array.as_array_ptr();
    // SAFETY: `raw` is the array object itself, alive for this borrow.
    let data = unsafe { (*raw).fields.data } as usize;
    let itemsize = array.dtype().itemsize();
    if array.shape().contains(&0) {
        return (data, itemsize, None);
    }
    let (mut lo, mut hi) = (0isize, 0isize);
    for (&n, &s) in array.shape().iter().zip(array.strides()) {
        let reach = (n as isize - 1) * s;
        if reach < 0 {
            lo += reach;
        } else {
            hi += reach;
        }
    }
    (data, itemsize, Some((lo, hi)))
}

fn writeable(array: &Bound<'_, PyUntypedArray>) -> bool {
    let raw = array.as_array_ptr();
    // SAFETY: as in `layout`.
    let flags = unsafe { (*raw).fields.flags };
    flags & numpy::npyffi::flags::NPY_ARRAY_WRITEABLE != 0
}

/// Merges consecutive elements into runs: the next element of the same
/// array, one element further in memory and in the buffer, same sign.
fn runs_of(
    elements: impl Iterator<Item = (usize, isize, usize, bool)>,
    itemsize: usize,
) -> Vec<Run> {
    let mut runs: Vec<Run> = Vec::new();
    for (array, offset, at, negate) in elements {
        if let Some(last) = runs.last_mut() {
            let next_offset = last.offset + (last.len * itemsize) as isize;
            if last.array == array
                && last.negate == negate
                && next_offset == offset
                && last.at + last.len == at
            {
                last.len += 1;
                continue;
            }
        }
        runs.push(Run {
            array,
            offset,
            at,
            len: 1,
            negate,
        });
    }
    runs
}

#[pymethods]
impl HaloCopies {
    /// `arrays` (one dtype: float32 or float64, writeable), and one entry
    /// per copied element, in four equal-length int64 arrays: which array,
    /// the element's byte offset from the array's data pointer, its place
    /// in the buffer, and 1 where its sign changes.
    #[new]
    fn new(
        arrays: Vec<Bound<'_, PyUntypedArray>>,
        which: PyReadonlyArray1<'_, i64>,
        offsets: PyReadonlyArray1<'_, i64>,
        positions: PyReadonlyArray1<'_, i64>,
        negate: PyReadonlyArray1<'_, i64>,
        buffer_len: usize,
    ) -> PyResult<HaloCopies> {
        let (which, offsets) = (which.as_slice()?, offsets.as_slice()?);
        let (positions, negate) = (positions.as_slice()?, negate.as_slice()?);
        let n = which.len();
        if offsets.len() != n || positions.len() != n || negate.len() != n {
            return Err(PyValueError::new_err(
                "HaloCopies: the entry arrays differ in length",
            ));
        }
        let mut itemsize = None;
        let mut pointers = Vec::new();
        let mut spans = Vec::new();
        for (k, array) in arrays.iter().enumerate() {
            let kind = array.dtype().kind();
            let (data, size, span) = layout(array);
            if kind != b'f' || !(size == 4 || size == 8) || itemsize.is_some_and(|s| s != size) {
                return Err(PyTypeError::new_err(format!(
                    "HaloCopies: array {k} is not of the arrays' float32 or float64 type"
                )));
            }
            if !writeable(array) || array.dtype().byteorder() == b'>' {
                return Err(PyValueError::new_err(format!(
                    "HaloCopies: array {k} is read-only or big-endian"
                )));
            }
            itemsize = Some(size);
            pointers.push(data);
            spans.push(span);
        }
        let itemsize = itemsize.unwrap_or(8);
        let mut elements = Vec::with_capacity(n);
        for e in 0..n {
            let array = usize::try_from(which[e]).ok().filter(|&a| a < arrays.len());
            let at = usize::try_from(positions[e])
                .ok()
                .filter(|&p| p < buffer_len);
            let (Some(array), Some(at)) = (array, at) else {
                return Err(PyValueError::new_err(format!(
                    "HaloCopies: entry {e} names no array or lies outside the buffer"
                )));
            };
            let offset = offsets[e] as isize;
            let inside = spans[array].is_some_and(|(lo, hi)| offset >= lo && offset <= hi);
            if !inside || offset % itemsize as isize != 0 {
                return Err(PyValueError::new_err(format!(
                    "HaloCopies: entry {e} lies outside array {array}"
                )));
            }
            elements.push((array, offset, at, negate[e] != 0));
        }
        Ok(HaloCopies {
            arrays: arrays.into_iter().map(Bound::unbind).collect(),
            pointers,
            runs: runs_of(elements.into_iter(), itemsize),
            itemsize,
            buffer_len,
        })
    }

    /// Copies the arrays' elements into `buffer` (packing).
    fn gather(&self, py: Python<'_>, buffer: &Bound<'_, PyUntypedArray>) -> PyResult<()> {
        let buffer = self.checked_buffer(py, buffer)?;
        for run in &self.runs {
            let src = (self.pointers[run.array] as isize + run.offset) as *const u8;
            let dst = (buffer + run.at * self.itemsize) as *mut u8;
            // SAFETY: the run lies in its array (checked when made; the
            // array is held and its data pointer checked unchanged) and in
            // the buffer (its length checked); the two are distinct arrays.
            unsafe { self.copy(src, dst, run) };
        }
        Ok(())
    }

    /// Copies `buffer`'s elements into the arrays (unpacking).
    fn scatter(&self, py: Python<'_>, buffer: &Bound<'_, PyUntypedArray>) -> PyResult<()> {
        let buffer = self.checked_buffer(py, buffer)?;
        for run in &self.runs {
            let src = (buffer + run.at * self.itemsize) as *const u8;
            let dst = (self.pointers[run.array] as isize + run.offset) as *mut u8;
            // SAFETY: as in `gather`, the other way.
            unsafe { self.copy(src, dst, run) };
        }
        Ok(())
    }

    /// Runs of contiguous elements the copies make (what one call costs).
    #[getter]
    fn runs(&self) -> usize {
        self.runs.len()
    }
}

impl HaloCopies {
    /// The buffer's data pointer, once it is known to be a contiguous,
    /// writeable array of the arrays' type and `buffer_len` elements, and
    /// the arrays to still hold the memory they held.
    fn checked_buffer(
        &self,
        py: Python<'_>,
        buffer: &Bound<'_, PyUntypedArray>,
    ) -> PyResult<usize> {
        let (data, size, _) = layout(buffer);
        let contiguous = buffer.is_c_contiguous() && buffer.ndim() == 1;
        if buffer.dtype().kind() != b'f'
            || size != self.itemsize
            || !contiguous
            || !writeable(buffer)
        {
            return Err(PyTypeError::new_err(
                "HaloCopies: the buffer must be a contiguous writeable 1-D array of the arrays' type",
            ));
        }
        if buffer.len() != self.buffer_len {
            return Err(PyValueError::new_err(format!(
                "HaloCopies: the buffer has {} elements, not {}",
                buffer.len(),
                self.buffer_len
            )));
        }
        for (array, &pointer) in self.arrays.iter().zip(&self.pointers) {
            if layout(array.bind(py)).0 != pointer {
                return Err(PyValueError::new_err("HaloCopies: an array's memory moved"));
            }
        }
        Ok(data)
    }

    /// Copies one run from `src` to `dst`, changing signs where it says.
    ///
    /// # Safety
    /// `src` and `dst` must be valid for `run.len` elements of `itemsize`
    /// bytes, and not overlap.
    unsafe fn copy(&self, src: *const u8, dst: *mut u8, run: &Run) {
        let bytes = run.len * self.itemsize;
        // SAFETY: the caller's guarantee.
        unsafe { std::ptr::copy_nonoverlapping(src, dst, bytes) };
        if run.negate {
            // Flip each element's sign bit, as NumPy's negative does
            // (-0.0 for 0.0, a NaN's sign too); native byte order (the
            // constructor refused big-endian arrays).
            for k in 0..run.len {
                // SAFETY: inside the run's bytes at `dst`.
                unsafe {
                    if self.itemsize == 8 {
                        let p = dst.add(k * 8).cast::<u64>();
                        p.write_unaligned(p.read_unaligned() ^ (1 << 63));
                    } else {
                        let p = dst.add(k * 4).cast::<u32>();
                        p.write_unaligned(p.read_unaligned() ^ (1 << 31));
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn consecutive_elements_make_one_run_and_breaks_start_another() {
        let elements = [
            (0, 0, 0, false),
            (0, 8, 1, false),
            (0, 16, 2, false),
            (0, 40, 3, false), // a jump in the array
            (1, 48, 4, false), // another array
            (1, 56, 5, true),  // a sign change
            (1, 64, 7, true),  // a jump in the buffer
        ];
        let runs = runs_of(elements.into_iter(), 8);
        let lens: Vec<usize> = runs.iter().map(|r| r.len).collect();
        assert_eq!(lens, [3, 1, 1, 1, 1]);
        assert_eq!(runs[0].at, 0);
        assert!(runs[3].negate && runs[4].negate && runs[4].at == 7);
    }
}
