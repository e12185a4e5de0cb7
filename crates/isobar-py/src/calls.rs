//! A stencil call's arguments from Python: the domain, the origins, the
//! NumPy arrays, and the placement that fixes names and origins once for
//! the many calls a model makes with the same ones.

use crate::{array_arg, error, scalar};
use isobar::runtime::ArrayCall;
use isobar::sources::SourceMap;
use isobar::stencil::Stencil;
use numpy::{PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use std::time::Instant;

/// A call's domain: three non-negative integers.
pub(crate) fn domain(value: &Bound<'_, PyAny>) -> PyResult<[usize; 3]> {
    value
        .extract::<(i128, i128, i128)>()
        .ok()
        .and_then(|(a, b, c)| {
            Some([
                usize::try_from(a).ok()?,
                usize::try_from(b).ok()?,
                usize::try_from(c).ok()?,
            ])
        })
        .ok_or_else(|| {
            PyValueError::new_err(format!(
                "the domain must be three non-negative integers (ni, nj, nk), got {}",
                value.repr().map(|r| r.to_string()).unwrap_or_default()
            ))
        })
}

/// The origin of field `name`: non-negative integers.
pub(crate) fn origin(name: &str, value: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
    value
        .extract::<Vec<i128>>()
        .ok()
        .and_then(|o| {
            o.into_iter()
                .map(|x| usize::try_from(x).ok())
                .collect::<Option<Vec<usize>>>()
        })
        .ok_or_else(|| {
            PyValueError::new_err(format!(
                "the origin of field `{name}` must be non-negative integers that fit in the array, got {}",
                value.repr().map(|r| r.to_string()).unwrap_or_default()
            ))
        })
}

/// `value` as the NumPy array of field `name`.
pub(crate) fn numpy_array<'a, 'py>(
    name: &str,
    value: &'a Bound<'py, PyAny>,
) -> PyResult<&'a Bound<'py, PyUntypedArray>> {
    value.cast::<PyUntypedArray>().map_err(|_| {
        PyTypeError::new_err(format!(
            "field `{name}` must be a NumPy array, not {}",
            value
                .get_type()
                .name()
                .map(|n| n.to_string())
                .unwrap_or_default()
        ))
    })
}

/// A field of a [`Placement`].
pub(crate) struct PlacedField {
    pub name: String,
    /// The array index of the domain's first point (zeros where `None`).
    pub origin: Option<Vec<usize>>,
    /// The stencil writes it (its array must be writable).
    pub written: bool,
}

/// Where the calls of a stencil with the same domain and origins go,
/// worked out once (`NativeStencil.place`): the fields' names and origins
/// and the scalars' names, in the order `NativeStencil.call_placed` takes
/// the arguments.
#[pyclass(module = "isobar._isobar", frozen)]
pub(crate) struct Placement {
    /// The stencil that made it: only its calls may use it (the fields'
    /// `written` flags are that stencil's).
    pub stencil: std::sync::Arc<Stencil>,
    pub domain: [usize; 3],
    pub fields: Vec<PlacedField>,
    pub scalars: Vec<String>,
}

impl Placement {
    /// The call of `stencil` on `arrays` and `scalars` (sequences in the
    /// placement's order), and the arrays to keep alive while it runs.
    pub(crate) fn call<'py>(
        &self,
        stencil: &std::sync::Arc<Stencil>,
        arrays: &Bound<'py, PyAny>,
        scalars: &Bound<'py, PyAny>,
    ) -> PyResult<(ArrayCall, Vec<Bound<'py, PyUntypedArray>>)> {
        if !std::sync::Arc::ptr_eq(stencil, &self.stencil) {
            return Err(PyValueError::new_err(format!(
                "this placement was made by stencil `{}`, not by `{}`",
                self.stencil.ir().name,
                stencil.ir().name
            )));
        }
        let given = |what: &str, n: usize, expected: usize| {
            PyValueError::new_err(format!(
                "{n} {what} given where the placement has {expected}"
            ))
        };
        let n_arrays = arrays.len()?;
        if n_arrays != self.fields.len() {
            return Err(given("fields", n_arrays, self.fields.len()));
        }
        let n_scalars = scalars.len()?;
        if n_scalars != self.scalars.len() {
            return Err(given("scalars", n_scalars, self.scalars.len()));
        }
        let mut call = ArrayCall {
            domain: self.domain,
            ..Default::default()
        };
        let mut keep = Vec::with_capacity(n_arrays);
        for (field, value) in self.fields.iter().zip(arrays.try_iter()?) {
            let value = value?;
            let array = numpy_array(&field.name, &value)?;
            let origin = field
                .origin
                .clone()
                .unwrap_or_else(|| vec![0; array.ndim()]);
            let arg = array_arg(&field.name, array, origin, field.written)?;
            call.fields.insert(field.name.clone(), arg);
            keep.push(array.clone());
        }
        for (name, value) in self.scalars.iter().zip(scalars.try_iter()?) {
            call.scalars.insert(name.clone(), scalar(name, &value?)?);
        }
        Ok((call, keep))
    }
}

/// A call's arguments, moved to the thread-detached section of a call.
struct SendCall(ArrayCall);

impl SendCall {
    fn get(&mut self) -> &mut ArrayCall {
        &mut self.0
    }
}

// SAFETY: the raw pointers point into NumPy buffers that stay alive and are not
// resized for the whole call (the arrays are referenced by the caller's frame).
unsafe impl Send for SendCall {}

/// Runs `call` of `stencil` with the GIL released (other Python threads go
/// on), `keep` holding its arrays alive; returns the seconds it took.
pub(crate) fn run<T>(
    py: Python<'_>,
    stencil: &Stencil,
    call: ArrayCall,
    keep: Vec<T>,
) -> PyResult<f64> {
    let t = Instant::now();
    let mut call = SendCall(call);
    let result = py.detach(|| {
        // SAFETY: every ArrayArg describes a live NumPy array (kept alive
        // by `keep` and by the caller's references) with its own data
        // pointer, shape and strides.
        unsafe { stencil.call_arrays(call.get()) }.map_err(|e| error(e, &SourceMap::default()))
    });
    drop(keep);
    result?;
    Ok(t.elapsed().as_secs_f64())
}
