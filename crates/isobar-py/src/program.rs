//! `NativeProgram`: a traced `@isobar.program` invocation, planned and built
//! once, then run on the same kind of arrays with one call from Python.

use crate::{array_arg, error, scalar, NativeStencil};
use isobar::ir::{DType, SymbolKind};
use isobar::program::run::ProgramArray;
use isobar::program::{CompiledProgram, PlanOptions, Program, ScalarArg};
use isobar::runtime::Scalar;
use isobar::sources::SourceMap;
use numpy::{PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use std::collections::BTreeMap;

/// One recorded call: the stencil, its field parameters bound to program
/// fields (by index), its scalar parameters bound to scalar slots, the
/// origins and the domain.
type RecordedCall = (
    Py<NativeStencil>,
    Vec<(String, usize)>,
    Vec<(String, usize)>,
    Vec<(String, Vec<usize>)>,
    (usize, usize, usize),
);

/// A program built from a trace.
#[pyclass(module = "isobar._isobar", frozen)]
pub struct NativeProgram {
    compiled: CompiledProgram,
    /// The dtype of every scalar slot.
    scalar_types: Vec<DType>,
}

#[pymethods]
impl NativeProgram {
    /// Plans and builds the program: `fields` are `(name, dtype, shape,
    /// transient)`, `calls` the recorded calls, `n_scalars` the scalar slots.
    #[new]
    #[pyo3(signature = (name, fields, calls, n_scalars, fuse = true))]
    fn new(
        py: Python<'_>,
        name: &str,
        fields: Vec<(String, String, Vec<usize>, bool)>,
        calls: Vec<RecordedCall>,
        n_scalars: usize,
        fuse: bool,
    ) -> PyResult<NativeProgram> {
        let mut program = Program::new(name);
        for (field, dtype, shape, transient) in &fields {
            let t = DType::from_name(dtype).ok_or_else(|| {
                PyTypeError::new_err(format!("field `{field}`: dtype {dtype} is not supported"))
            })?;
            if *transient {
                program.transient(field, t, shape);
            } else {
                program.field(field, t, shape);
            }
        }
        let mut slots: Vec<Option<DType>> = vec![None; n_scalars];
        for (stencil, bound, scalars, origins, domain) in calls {
            let stencil = stencil.bind(py).get().shared();
            let ir = stencil.ir();
            let mut scalar_args = Vec::new();
            for (param, slot) in &scalars {
                let declared = ir
                    .params
                    .iter()
                    .map(|&p| ir.symbols.get(p))
                    .find(|s| &s.name == param)
                    .and_then(|s| match s.kind {
                        SymbolKind::ScalarParam(t) => Some(t),
                        _ => None,
                    })
                    .ok_or_else(|| {
                        PyValueError::new_err(format!("`{}` has no scalar `{param}`", ir.name))
                    })?;
                let cell = slots.get_mut(*slot).ok_or_else(|| {
                    PyValueError::new_err(format!("scalar slot {slot} out of range"))
                })?;
                *cell = Some(declared);
                scalar_args.push((param.as_str(), *slot));
            }
            while program.scalars.len() < n_scalars {
                let n = program.scalars.len();
                program.scalar(&format!("s{n}"), DType::Float64);
            }
            let field_args: Vec<(&str, isobar::program::FieldId)> = bound
                .iter()
                .map(|(p, f)| (p.as_str(), isobar::program::FieldId(*f)))
                .collect();
            let scalar_args: Vec<(&str, ScalarArg)> = scalar_args
                .iter()
                .map(|(p, s)| (*p, ScalarArg::Param(isobar::program::ScalarId(*s))))
                .collect();
            program
                .call_with_origins(
                    stencil,
                    &field_args,
                    &scalar_args,
                    origins.into_iter().collect::<BTreeMap<_, _>>(),
                    [domain.0, domain.1, domain.2],
                )
                .map_err(|e| PyValueError::new_err(e.to_string()))?;
        }
        let scalar_types: Vec<DType> = slots
            .into_iter()
            .map(|t| t.unwrap_or(DType::Float64))
            .collect();
        for (s, t) in program.scalars.iter_mut().zip(&scalar_types) {
            s.dtype = *t;
        }
        let options = if fuse {
            PlanOptions::default()
        } else {
            PlanOptions::unfused()
        };
        let mut compiled = py
            .detach(|| CompiledProgram::new(program, options))
            .map_err(|e| error(e, &SourceMap::default()))?;
        py.detach(|| compiled.compile())
            .map_err(|e| error(e, &SourceMap::default()))?;
        Ok(NativeProgram {
            compiled,
            scalar_types,
        })
    }

    /// Calls into compiled code per run (one per fusion group).
    #[getter]
    fn launches(&self) -> usize {
        self.compiled.launches()
    }

    /// The calls, groups and transients, as `isobar dump --stage program` prints them.
    fn explain(&self) -> String {
        isobar::program::dump::text(self.compiled.program(), self.compiled.plan())
    }

    /// Runs the program: `arrays` holds one NumPy array per program field (in
    /// the traced order), `scalars` one number per scalar slot.
    fn run(
        &self,
        py: Python<'_>,
        arrays: Vec<Bound<'_, PyAny>>,
        scalars: Vec<Bound<'_, PyAny>>,
    ) -> PyResult<()> {
        let program = self.compiled.program();
        if arrays.len() != program.fields.len() {
            return Err(PyValueError::new_err(format!(
                "program `{}` has {} fields, {} arrays were given",
                program.name,
                program.fields.len(),
                arrays.len()
            )));
        }
        let mut views = Vec::new();
        for (field, array) in program.fields.iter().zip(&arrays) {
            let array = array.cast::<PyUntypedArray>().map_err(|_| {
                PyTypeError::new_err(format!("field `{}` must be a NumPy array", field.name))
            })?;
            let arg = array_arg(&field.name, array, vec![0; array.ndim()], true)?;
            views.push(Some(ProgramArray {
                data: arg.data,
                dtype: arg.dtype,
                shape: arg.shape,
                strides: arg.strides,
            }));
        }
        let values: Vec<Scalar> = scalars
            .iter()
            .zip(&self.scalar_types)
            .enumerate()
            .map(|(n, (v, t))| scalar(&format!("s{n}"), v).map(|s| s.cast(*t)))
            .collect::<PyResult<_>>()?;
        let views = SendViews(views);
        let result = py.detach(|| {
            let views = views;
            // SAFETY: every view describes a live NumPy array that `arrays`
            // keeps alive for the whole run.
            unsafe { self.compiled.run_arrays(&views.0, &values) }
        });
        drop(arrays);
        result.map_err(|e| error(e, &SourceMap::default()))
    }
}

/// The arrays of a run, moved into the GIL-free section.
struct SendViews(Vec<Option<ProgramArray>>);

// SAFETY: the pointers are NumPy buffers kept alive by the caller's frame for
// the whole run.
unsafe impl Send for SendViews {}
