//! Run-time support: field storage, typed values, and the validation of a call's
//! arguments before anything executes.

pub mod field;
pub mod value;

use crate::ir::{DType, SymbolKind};
use crate::oir::{extents::Extents, Stencil};
pub use field::{Buffer, Field};
use std::collections::BTreeMap;
use std::fmt;
pub use value::Scalar;

/// An error found when calling a stencil: a bad argument, or a failure while running.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuntimeError {
    /// What is wrong, naming the field or scalar concerned.
    pub message: String,
}

impl RuntimeError {
    /// An error with the given message.
    pub fn new(message: impl Into<String>) -> Self {
        RuntimeError {
            message: message.into(),
        }
    }
}

impl fmt::Display for RuntimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for RuntimeError {}

/// A field argument: the array and the index of the compute domain's first point
/// in it, one entry per spatial axis of the field.
#[derive(Clone, Debug, PartialEq)]
pub struct FieldArg {
    /// The array (spatial axes, then data dimensions).
    pub field: Field,
    /// Array index of compute point (0, 0, 0), per spatial axis.
    pub origin: Vec<usize>,
}

/// The arguments of one stencil call.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Call {
    /// Field arguments by parameter name.
    pub fields: BTreeMap<String, FieldArg>,
    /// Scalar arguments by parameter name.
    pub scalars: BTreeMap<String, Scalar>,
    /// The compute domain `[ni, nj, nk]`.
    pub domain: [usize; 3],
}

const AXES: [&str; 3] = ["I", "J", "K"];

/// Checks every argument of `call` against `stencil` before execution: every field
/// present with the declared type, rank and data dimensions, large enough around
/// its origin for everything the stencil reads and writes; every scalar present
/// and of the declared kind. Scalars are converted to their declared type.
pub fn validate(stencil: &Stencil, extents: &Extents, call: &mut Call) -> Result<(), RuntimeError> {
    if call.domain.contains(&0) {
        return Err(RuntimeError::new(format!(
            "the domain {:?} is empty: every axis needs at least one point",
            call.domain
        )));
    }
    for &p in &stencil.params {
        let symbol = stencil.symbols.get(p);
        let name = &symbol.name;
        match &symbol.kind {
            SymbolKind::ScalarParam(dtype) => {
                let value = call.scalars.get(name).copied().ok_or_else(|| {
                    RuntimeError::new(format!("missing scalar argument `{name}` ({dtype})"))
                })?;
                let fits = match dtype {
                    DType::Bool => value.dtype() == DType::Bool,
                    t if t.is_integer() => value.dtype().is_integer(),
                    _ => value.dtype().is_number(),
                };
                if !fits {
                    return Err(RuntimeError::new(format!(
                        "scalar `{name}` is declared {dtype} but the argument is a {}",
                        value.dtype()
                    )));
                }
                call.scalars.insert(name.clone(), value.cast(*dtype));
            }
            SymbolKind::FieldParam(ty) => {
                let arg = call
                    .fields
                    .get(name)
                    .ok_or_else(|| RuntimeError::new(format!("missing field argument `{name}`")))?;
                let dtype = arg.field.dtype();
                if dtype != ty.dtype {
                    return Err(RuntimeError::new(format!(
                        "field `{name}` has dtype {dtype} but the stencil declares {}",
                        ty.dtype
                    )));
                }
                let shape = arg.field.shape();
                let rank = ty.axes.rank();
                if shape.len() != rank + ty.data_dims.len() {
                    return Err(RuntimeError::new(format!(
                        "field `{name}` has {} dimensions but the stencil declares {} ({} axes{})",
                        shape.len(),
                        rank + ty.data_dims.len(),
                        ty.axes.name(),
                        if ty.data_dims.is_empty() {
                            String::new()
                        } else {
                            format!(" and data dimensions {:?}", ty.data_dims)
                        }
                    )));
                }
                for (d, (&have, &want)) in shape[rank..].iter().zip(&ty.data_dims).enumerate() {
                    if have != want as usize {
                        return Err(RuntimeError::new(format!(
                            "data dimension {d} of field `{name}` has {have} components, the stencil declares {want}"
                        )));
                    }
                }
                if arg.origin.len() != rank {
                    return Err(RuntimeError::new(format!(
                        "the origin of field `{name}` has {} entries, one per spatial axis ({}) is needed",
                        arg.origin.len(),
                        ty.axes.name()
                    )));
                }
                let (h, below, above) =
                    extents.fields.get(&p).map(|f| f.halo()).unwrap_or_default();
                let needs = [
                    (h.i_lo as i64, h.i_hi as i64),
                    (h.j_lo as i64, h.j_hi as i64),
                    (-below, above),
                ];
                let present = [ty.axes.i, ty.axes.j, ty.axes.k];
                let mut a = 0;
                for axis in 0..3 {
                    if !present[axis] {
                        continue;
                    }
                    let (lo, hi) = needs[axis];
                    let origin = arg.origin[a] as i64;
                    let size = shape[a] as i64;
                    if origin + lo < 0 {
                        return Err(RuntimeError::new(format!(
                            "field `{name}` is too small along {}: the stencil accesses {} point(s) before the origin, but the origin is {origin}: {} point(s) missing",
                            AXES[axis], -lo, -(origin + lo)
                        )));
                    }
                    let end = origin + call.domain[axis] as i64 + hi;
                    if end > size {
                        return Err(RuntimeError::new(format!(
                            "field `{name}` is too small along {}: origin {origin} + domain {} + {} point(s) after it need {end}, but the size is {size}: {} point(s) missing",
                            AXES[axis], call.domain[axis], hi, end - size
                        )));
                    }
                    a += 1;
                }
            }
            SymbolKind::Temporary(_) => {}
        }
    }
    Ok(())
}
