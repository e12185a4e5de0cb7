//! Field storage: an n-dimensional array of one GTScript type owning its
//! buffer, in C order or in a back-end's preferred axis order (GT4Py's
//! `cpu_ifirst` layout: I contiguous, then K, then J); `.npy` reading and
//! writing.

use super::pages::advise_huge_pages;
use super::value::Scalar;
use super::RuntimeError;
use crate::ir::DType;
use ndarray::{ArrayD, IxDyn};
use ndarray_npy::{read_npy, write_npy};
use std::path::Path;

/// The elements of a field.
#[derive(Clone, Debug, PartialEq)]
pub enum Buffer {
    /// `bool`.
    Bool(Vec<bool>),
    /// `int8`.
    I8(Vec<i8>),
    /// `int16`.
    I16(Vec<i16>),
    /// `int32`.
    I32(Vec<i32>),
    /// `int64`.
    I64(Vec<i64>),
    /// `float32`.
    F32(Vec<f32>),
    /// `float64`.
    F64(Vec<f64>),
}

/// An array: spatial axes first (in I, J, K order, only those the field has), then
/// data dimensions. Elements are stored with [`Field::strides`]: row-major
/// (C order) unless made with [`Field::zeros_in_order`].
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    shape: Vec<usize>,
    strides: Vec<usize>,
    data: Buffer,
}

/// `n` zero elements (all-zero bytes are a valid zero of every element
/// type), allocated zeroed as `calloc` does, or an error if the allocation
/// fails.
fn zeroed<T: Copy>(n: usize) -> Result<Vec<T>, RuntimeError> {
    if n == 0 || std::mem::size_of::<T>() == 0 {
        return Ok(Vec::new());
    }
    let layout = std::alloc::Layout::array::<T>(n)
        .map_err(|_| RuntimeError::new(format!("an array of {n} elements is too large")))?;
    // SAFETY: the layout has a non-zero size.
    let ptr = unsafe { std::alloc::alloc_zeroed(layout) }.cast::<T>();
    if ptr.is_null() {
        return Err(RuntimeError::new(format!(
            "cannot allocate {} bytes for an array of {n} elements",
            layout.size()
        )));
    }
    // SAFETY: allocated by the global allocator with the layout of `n`
    // elements of `T`, all zero bytes, which the callers' types accept.
    Ok(unsafe { Vec::from_raw_parts(ptr, n, n) })
}

/// The machine's physical memory in bytes, if known.
fn physical_memory() -> Option<usize> {
    // SAFETY: sysconf has no preconditions.
    let (pages, size) = unsafe {
        (
            libc::sysconf(libc::_SC_PHYS_PAGES),
            libc::sysconf(libc::_SC_PAGESIZE),
        )
    };
    let pages = usize::try_from(pages).ok()?;
    let size = usize::try_from(size).ok()?;
    pages.checked_mul(size)
}

/// Row-major strides of `shape`, in elements.
fn c_strides(shape: &[usize]) -> Vec<usize> {
    let mut strides = vec![1; shape.len()];
    for a in (0..shape.len().saturating_sub(1)).rev() {
        strides[a] = strides[a + 1] * shape[a + 1];
    }
    strides
}

impl Field {
    /// A field of zeros, of a size known to be modest (a panic otherwise);
    /// sizes a user gives go through [`Field::try_zeros`].
    pub fn zeros(dtype: DType, shape: &[usize]) -> Field {
        Field::try_zeros(dtype, shape).unwrap_or_else(|e| panic!("{e}"))
    }

    /// A field of zeros, or an error if its size overflows or exceeds the
    /// machine's memory (instead of the abort of a failed allocation).
    pub fn try_zeros(dtype: DType, shape: &[usize]) -> Result<Field, RuntimeError> {
        let n = shape
            .iter()
            .try_fold(1usize, |acc, &d| acc.checked_mul(d))
            .ok_or_else(|| {
                RuntimeError::new(format!(
                    "an array of shape {shape:?} has more elements than memory can address"
                ))
            })?;
        let bytes = n.saturating_mul(dtype.size_bytes());
        if let Some(memory) = physical_memory() {
            if bytes > memory {
                return Err(RuntimeError::new(format!(
                    "an array of shape {shape:?} needs {bytes} bytes, more than this machine's {memory} bytes of memory"
                )));
            }
        }
        let mut data = match dtype {
            DType::Bool => Buffer::Bool(zeroed(n)?),
            DType::Int8 => Buffer::I8(zeroed(n)?),
            DType::Int16 => Buffer::I16(zeroed(n)?),
            DType::Int32 => Buffer::I32(zeroed(n)?),
            DType::Int64 => Buffer::I64(zeroed(n)?),
            DType::Float32 => Buffer::F32(zeroed(n)?),
            DType::Float64 => Buffer::F64(zeroed(n)?),
        };
        // Before the first write touches the pages: as NumPy's arrays.
        match &mut data {
            Buffer::Bool(v) => advise_huge_pages(v),
            Buffer::I8(v) => advise_huge_pages(v),
            Buffer::I16(v) => advise_huge_pages(v),
            Buffer::I32(v) => advise_huge_pages(v),
            Buffer::I64(v) => advise_huge_pages(v),
            Buffer::F32(v) => advise_huge_pages(v),
            Buffer::F64(v) => advise_huge_pages(v),
        }
        Ok(Field {
            shape: shape.to_vec(),
            strides: c_strides(shape),
            data,
        })
    }

    /// A field of zeros whose axes are stored in `order`, slowest first (a
    /// permutation of `0..shape.len()`; C order is `0, 1, 2, ...`). Falls back
    /// to C order if `order` is not a permutation.
    pub fn zeros_in_order(dtype: DType, shape: &[usize], order: &[usize]) -> Field {
        Field::try_zeros_in_order(dtype, shape, order).unwrap_or_else(|e| panic!("{e}"))
    }

    /// [`Field::zeros_in_order`], or the error of [`Field::try_zeros`].
    pub fn try_zeros_in_order(
        dtype: DType,
        shape: &[usize],
        order: &[usize],
    ) -> Result<Field, RuntimeError> {
        let mut field = Field::try_zeros(dtype, shape)?;
        let mut seen = vec![false; shape.len()];
        let valid = order.len() == shape.len()
            && order
                .iter()
                .all(|&a| a < seen.len() && !std::mem::replace(&mut seen[a], true));
        if valid {
            let mut stride = 1;
            for &axis in order.iter().rev() {
                field.strides[axis] = stride;
                stride *= shape[axis];
            }
        }
        Ok(field)
    }

    /// A field from a shape and a buffer in C order; fails if their sizes differ.
    pub fn from_buffer(shape: &[usize], data: Buffer) -> Result<Field, RuntimeError> {
        let field = Field {
            shape: shape.to_vec(),
            strides: c_strides(shape),
            data,
        };
        if field.len() != shape.iter().product::<usize>() {
            return Err(RuntimeError::new(format!(
                "a buffer of {} elements cannot have shape {shape:?}",
                field.len()
            )));
        }
        Ok(field)
    }

    /// The element type.
    pub fn dtype(&self) -> DType {
        match self.data {
            Buffer::Bool(_) => DType::Bool,
            Buffer::I8(_) => DType::Int8,
            Buffer::I16(_) => DType::Int16,
            Buffer::I32(_) => DType::Int32,
            Buffer::I64(_) => DType::Int64,
            Buffer::F32(_) => DType::Float32,
            Buffer::F64(_) => DType::Float64,
        }
    }

    /// The shape.
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    /// The elements.
    pub fn buffer(&self) -> &Buffer {
        &self.data
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        match &self.data {
            Buffer::Bool(v) => v.len(),
            Buffer::I8(v) => v.len(),
            Buffer::I16(v) => v.len(),
            Buffer::I32(v) => v.len(),
            Buffer::I64(v) => v.len(),
            Buffer::F32(v) => v.len(),
            Buffer::F64(v) => v.len(),
        }
    }

    /// True if the field has no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Strides of the axes, in elements.
    pub fn strides(&self) -> Vec<usize> {
        self.strides.clone()
    }

    /// The axes from slowest to fastest in memory (by stride; ties in
    /// axis order): what [`Field::zeros_in_order`] takes to lay out a field
    /// like this one.
    pub fn axis_order(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.strides.len()).collect();
        order.sort_by(|&a, &b| self.strides[b].cmp(&self.strides[a]).then(a.cmp(&b)));
        order
    }

    /// True if the elements are stored in C order.
    pub fn is_c_order(&self) -> bool {
        self.strides == c_strides(&self.shape)
    }

    /// Flat positions of the elements in logical (C) order: the `n`-th entry is
    /// where the `n`-th element of the row-major enumeration is stored.
    pub fn positions(&self) -> Vec<usize> {
        let mut out = vec![0usize; 1];
        for (&n, &s) in self.shape.iter().zip(&self.strides) {
            out = out
                .iter()
                .flat_map(|&base| (0..n).map(move |x| base + x * s))
                .collect();
        }
        out
    }

    /// The sum over the compute domain of a field with `halo` points on both
    /// sides of I and J: every other point (all K, all data dimensions)
    /// added one by one as `f64` in index order (I slowest, NumPy's C
    /// order), so that the same values give the same sum bit for bit,
    /// however a run was decomposed (a program's global sums).
    pub fn interior_sum(&self, halo: usize) -> f64 {
        let shape = &self.shape;
        let inner: usize = shape.iter().skip(2).product();
        let (ni, nj) = (
            shape.first().copied().unwrap_or(1),
            shape.get(1).copied().unwrap_or(1),
        );
        let inside = |i: usize, n: usize| i >= halo && i + halo < n;
        let mut total = 0.0;
        for (n, p) in self.positions().into_iter().enumerate() {
            let (i, j) = (n / (nj * inner).max(1), (n / inner.max(1)) % nj.max(1));
            if inside(i, ni) && (shape.len() < 2 || inside(j, nj)) {
                total += self.get(p).as_f64();
            }
        }
        total
    }

    /// The same values stored in C order.
    pub fn to_c_order(&self) -> Field {
        if self.is_c_order() {
            return self.clone();
        }
        let mut out = Field::zeros(self.dtype(), &self.shape);
        for (n, p) in self.positions().into_iter().enumerate() {
            out.set(n, self.get(p));
        }
        out
    }

    /// The element at flat position `i` (which must be `< len()`).
    pub fn get(&self, i: usize) -> Scalar {
        match &self.data {
            Buffer::Bool(v) => Scalar::Bool(v[i]),
            Buffer::I8(v) => Scalar::I8(v[i]),
            Buffer::I16(v) => Scalar::I16(v[i]),
            Buffer::I32(v) => Scalar::I32(v[i]),
            Buffer::I64(v) => Scalar::I64(v[i]),
            Buffer::F32(v) => Scalar::F32(v[i]),
            Buffer::F64(v) => Scalar::F64(v[i]),
        }
    }

    /// Stores `value`, converted to the field's type, at flat position `i` (`< len()`).
    pub fn set(&mut self, i: usize, value: Scalar) {
        let value = value.cast(self.dtype());
        match (&mut self.data, value) {
            (Buffer::Bool(v), Scalar::Bool(x)) => v[i] = x,
            (Buffer::I8(v), Scalar::I8(x)) => v[i] = x,
            (Buffer::I16(v), Scalar::I16(x)) => v[i] = x,
            (Buffer::I32(v), Scalar::I32(x)) => v[i] = x,
            (Buffer::I64(v), Scalar::I64(x)) => v[i] = x,
            (Buffer::F32(v), Scalar::F32(x)) => v[i] = x,
            (Buffer::F64(v), Scalar::F64(x)) => v[i] = x,
            _ => unreachable!("cast returns the field's type"),
        }
    }

    /// The elements' bytes, in storage order (for messages between ranks).
    pub fn bytes(&self) -> &[u8] {
        fn of<T>(v: &[T]) -> &[u8] {
            // SAFETY: the element types are plain numbers (and `bool`, one
            // byte): any of their bytes may be read.
            unsafe { std::slice::from_raw_parts(v.as_ptr().cast(), std::mem::size_of_val(v)) }
        }
        match &self.data {
            Buffer::Bool(v) => of(v),
            Buffer::I8(v) => of(v),
            Buffer::I16(v) => of(v),
            Buffer::I32(v) => of(v),
            Buffer::I64(v) => of(v),
            Buffer::F32(v) => of(v),
            Buffer::F64(v) => of(v),
        }
    }

    /// Copies `src` over the bytes from `offset` on; `false` (nothing
    /// copied) if that leaves the buffer, or if the field holds `bool`s
    /// (whose bytes must stay 0 or 1: use [`Field::set`]).
    pub fn write_bytes(&mut self, offset: usize, src: &[u8]) -> bool {
        fn into<T>(v: &mut [T], offset: usize, src: &[u8]) -> bool {
            let len = std::mem::size_of_val(v);
            if offset.checked_add(src.len()).is_none_or(|end| end > len) {
                return false;
            }
            // SAFETY: in bounds (checked above); every bit pattern is a valid
            // integer or float.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    src.as_ptr(),
                    v.as_mut_ptr().cast::<u8>().add(offset),
                    src.len(),
                )
            };
            true
        }
        match &mut self.data {
            Buffer::Bool(_) => false,
            Buffer::I8(v) => into(v, offset, src),
            Buffer::I16(v) => into(v, offset, src),
            Buffer::I32(v) => into(v, offset, src),
            Buffer::I64(v) => into(v, offset, src),
            Buffer::F32(v) => into(v, offset, src),
            Buffer::F64(v) => into(v, offset, src),
        }
    }

    /// Sets every element to zero (`false`), in place.
    pub fn fill_zero(&mut self) {
        match &mut self.data {
            Buffer::Bool(v) => v.fill(false),
            Buffer::I8(v) => v.fill(0),
            Buffer::I16(v) => v.fill(0),
            Buffer::I32(v) => v.fill(0),
            Buffer::I64(v) => v.fill(0),
            Buffer::F32(v) => v.fill(0.0),
            Buffer::F64(v) => v.fill(0.0),
        }
    }

    /// A pointer to the first element, for generated code.
    pub fn as_mut_ptr(&mut self) -> *mut std::ffi::c_void {
        match &mut self.data {
            Buffer::Bool(v) => v.as_mut_ptr().cast(),
            Buffer::I8(v) => v.as_mut_ptr().cast(),
            Buffer::I16(v) => v.as_mut_ptr().cast(),
            Buffer::I32(v) => v.as_mut_ptr().cast(),
            Buffer::I64(v) => v.as_mut_ptr().cast(),
            Buffer::F32(v) => v.as_mut_ptr().cast(),
            Buffer::F64(v) => v.as_mut_ptr().cast(),
        }
    }

    /// Reads a `.npy` file of any GTScript type.
    pub fn read_npy(path: &Path) -> Result<Field, RuntimeError> {
        let err = |e: String| RuntimeError::new(format!("cannot read {}: {e}", path.display()));
        macro_rules! attempt {
            ($t:ty, $variant:ident) => {
                match read_npy::<_, ArrayD<$t>>(path) {
                    Ok(a) => {
                        let shape = a.shape().to_vec();
                        let data: Vec<$t> = a.as_standard_layout().iter().copied().collect();
                        return Ok(Field {
                            strides: c_strides(&shape),
                            shape,
                            data: Buffer::$variant(data),
                        });
                    }
                    Err(ndarray_npy::ReadNpyError::WrongDescriptor(_)) => {}
                    Err(e) => return Err(err(e.to_string())),
                }
            };
        }
        attempt!(f64, F64);
        attempt!(f32, F32);
        attempt!(i64, I64);
        attempt!(i32, I32);
        attempt!(i16, I16);
        attempt!(i8, I8);
        attempt!(bool, Bool);
        Err(err(
            "unsupported element type (expected float32/64, int8-64 or bool)".into(),
        ))
    }

    /// Writes the field as a `.npy` file.
    pub fn write_npy(&self, path: &Path) -> Result<(), RuntimeError> {
        if !self.is_c_order() {
            return self.to_c_order().write_npy(path);
        }
        let shape = IxDyn(&self.shape);
        let err = |e: String| RuntimeError::new(format!("cannot write {}: {e}", path.display()));
        macro_rules! write {
            ($v:expr) => {
                ArrayD::from_shape_vec(shape, $v.clone())
                    .map_err(|e| err(e.to_string()))
                    .and_then(|a| write_npy(path, &a).map_err(|e| err(e.to_string())))
            };
        }
        match &self.data {
            Buffer::Bool(v) => write!(v),
            Buffer::I8(v) => write!(v),
            Buffer::I16(v) => write!(v),
            Buffer::I32(v) => write!(v),
            Buffer::I64(v) => write!(v),
            Buffer::F32(v) => write!(v),
            Buffer::F64(v) => write!(v),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn npy_round_trip_for_every_type() {
        let dir = std::env::temp_dir().join(format!("isobar-npy-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("tmp");
        for dtype in [
            DType::Bool,
            DType::Int8,
            DType::Int16,
            DType::Int32,
            DType::Int64,
            DType::Float32,
            DType::Float64,
        ] {
            let mut f = Field::zeros(dtype, &[2, 3, 4]);
            f.set(5, Scalar::I64(1));
            f.set(23, Scalar::F64(1.0));
            let path = dir.join(format!("{dtype}.npy"));
            f.write_npy(&path).expect("write");
            let g = Field::read_npy(&path).expect("read");
            assert_eq!(f, g, "{dtype}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn fields_in_another_order_keep_their_logical_values() {
        let mut f = Field::zeros_in_order(DType::Float64, &[4, 3, 2], &[1, 2, 0]);
        assert_eq!(f.strides(), vec![1, 8, 4]);
        assert!(!f.is_c_order());
        let positions = f.positions();
        for (n, &p) in positions.iter().enumerate() {
            f.set(p, Scalar::F64(n as f64));
        }
        let c = f.to_c_order();
        assert!(c.is_c_order());
        for n in 0..c.len() {
            assert_eq!(c.get(n), Scalar::F64(n as f64));
        }
        // Not a permutation: C order.
        assert!(Field::zeros_in_order(DType::Float64, &[4, 3], &[0, 0]).is_c_order());
    }

    #[test]
    fn strides_are_row_major() {
        assert_eq!(
            Field::zeros(DType::Float64, &[4, 3, 2]).strides(),
            vec![6, 2, 1]
        );
    }
}
