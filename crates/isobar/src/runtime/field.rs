//! Field storage: an n-dimensional array of one GTScript type, C order, owning
//! its buffer; `.npy` reading and writing.

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
/// data dimensions; row-major (C order).
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    shape: Vec<usize>,
    data: Buffer,
}

impl Field {
    /// A field of zeros.
    pub fn zeros(dtype: DType, shape: &[usize]) -> Field {
        let n = shape.iter().product();
        let data = match dtype {
            DType::Bool => Buffer::Bool(vec![false; n]),
            DType::Int8 => Buffer::I8(vec![0; n]),
            DType::Int16 => Buffer::I16(vec![0; n]),
            DType::Int32 => Buffer::I32(vec![0; n]),
            DType::Int64 => Buffer::I64(vec![0; n]),
            DType::Float32 => Buffer::F32(vec![0.0; n]),
            DType::Float64 => Buffer::F64(vec![0.0; n]),
        };
        Field {
            shape: shape.to_vec(),
            data,
        }
    }

    /// A field from a shape and a buffer; fails if their sizes differ.
    pub fn from_buffer(shape: &[usize], data: Buffer) -> Result<Field, RuntimeError> {
        let field = Field {
            shape: shape.to_vec(),
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

    /// Row-major strides, in elements.
    pub fn strides(&self) -> Vec<usize> {
        let mut strides = vec![1; self.shape.len()];
        for a in (0..self.shape.len().saturating_sub(1)).rev() {
            strides[a] = strides[a + 1] * self.shape[a + 1];
        }
        strides
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
    fn strides_are_row_major() {
        assert_eq!(
            Field::zeros(DType::Float64, &[4, 3, 2]).strides(),
            vec![6, 2, 1]
        );
    }
}
