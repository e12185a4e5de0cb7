//! `NativeProgram`: a traced `@isobar.program` invocation, planned and built
//! once, then run on the same kind of arrays with one call from Python.

use crate::{array_arg, error, scalar, NativeStencil};
use isobar::ir::{DType, SymbolKind};
use isobar::program::{FieldId, PlanOptions, Program, ScalarArg};
use isobar::runtime::Scalar;
use isobar::sources::SourceMap;
use isobar::stencil::{CallStencils, CompiledProgram, ProgramArray};
use numpy::{PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
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
    /// Whether the traced program was fused (decomposed runs fuse alike).
    fuse: bool,
    /// The stencils its calls run (those Python holds), for decomposed runs.
    stencils: CallStencils,
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
        // Every slot takes the type of the parameters it is passed to, so
        // that a bool or integer scalar is checked as one (all slots used to
        // be float64, and programs with bool scalars were refused).
        let mut slots: Vec<Option<DType>> = vec![None; n_scalars];
        for (stencil, _, scalars, _, _) in &calls {
            let stencil = stencil.bind(py).get().shared();
            let ir = stencil.ir();
            for (param, slot) in scalars {
                let declared =
                    ir.params
                        .iter()
                        .map(|&p| ir.symbols.get(p))
                        .find_map(|s| match s.kind {
                            SymbolKind::ScalarParam(t) if &s.name == param => Some(t),
                            _ => None,
                        });
                if let (Some(cell), Some(t)) = (slots.get_mut(*slot), declared) {
                    cell.get_or_insert(t);
                }
            }
        }
        for (n, t) in slots.iter().enumerate() {
            program.scalar(&format!("s{n}"), t.unwrap_or(DType::Float64));
        }
        let code = calls
            .first()
            .map(|c| c.0.bind(py).get().shared().code_options().clone())
            .unwrap_or_default();
        // The calls run the stencil objects Python holds: their code is
        // built once, for the program and for calls made outside it.
        let held: Vec<_> = calls.iter().map(|c| c.0.bind(py).get().shared()).collect();
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
                    stencil.signature().clone(),
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
        // Every call runs the stencil it was recorded with (its own back-end
        // and passes); merged groups take the first call's options.
        let stencils = CallStencils::new(&program, &code, &held);
        let options = if fuse {
            PlanOptions::default()
        } else {
            PlanOptions::unfused()
        };
        let mut compiled = py
            .detach(|| CompiledProgram::with_stencils(program, options, &stencils))
            .map_err(|e| error(e, &SourceMap::default()))?;
        py.detach(|| compiled.compile())
            .map_err(|e| error(e, &SourceMap::default()))?;
        Ok(NativeProgram {
            compiled,
            fuse,
            stencils,
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
        let (args, values) = self.arguments(&arrays, &scalars)?;
        let views: Vec<Option<ProgramArray>> = args
            .into_iter()
            .map(|arg| {
                Some(ProgramArray {
                    data: arg.data,
                    dtype: arg.dtype,
                    shape: arg.shape,
                    strides: arg.strides,
                })
            })
            .collect();
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

    /// Runs `steps` steps decomposed over a `layout` (px, py) of ranks on the
    /// global domain `domain` (nx, ny): threads of this process when `comm`
    /// is `None`, else the ranks of an mpi4py communicator (every rank passes
    /// the same global arrays). On rank 0 the argument arrays' interiors are
    /// then the gathered results. `swaps` pairs fields (by index) swapped
    /// between steps (default: written fields with read-only ones). Returns
    /// this rank's (or the slowest thread's) timings.
    #[pyo3(signature = (arrays, scalars, domain, layout, periodic, steps, swaps = None, overlap = true, comm = None, threads = None))]
    #[allow(clippy::too_many_arguments)]
    fn run_decomposed<'py>(
        &self,
        py: Python<'py>,
        arrays: Vec<Bound<'py, PyAny>>,
        scalars: Vec<Bound<'py, PyAny>>,
        domain: (usize, usize),
        layout: (usize, usize),
        periodic: bool,
        steps: usize,
        swaps: Option<Vec<(usize, usize)>>,
        overlap: bool,
        comm: Option<Bound<'py, PyAny>>,
        threads: Option<usize>,
    ) -> PyResult<Bound<'py, pyo3::types::PyDict>> {
        use isobar::distributed::{self, halo, Decomposition, DistributedPlan, Layout, RunOptions};
        let program = self.compiled.program();
        let (views, values) = self.arguments(&arrays, &scalars)?;
        // SAFETY: every view describes a live array `arrays` holds.
        let global = views
            .iter()
            .map(|arg| unsafe { arg.to_field() })
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| PyValueError::new_err(e.message))?;
        let fail = |e: distributed::Error| match e {
            distributed::Error::Stencil(s) => match &*s {
                isobar::stencil::Error::Runtime(r) => crate::runtime_error(r),
                other => PyRuntimeError::new_err(other.to_string()),
            },
            distributed::Error::Comm(c) => PyRuntimeError::new_err(c.to_string()),
            request => PyValueError::new_err(request.to_string()),
        };
        let layout = Layout {
            px: layout.0,
            py: layout.1,
        };
        let decomposition = Decomposition::new([domain.0, domain.1], layout, [periodic; 2])
            .map_err(|e| fail(e.into()))?;
        let swaps = match swaps {
            Some(pairs) => pairs
                .into_iter()
                .map(|(a, b)| {
                    if a < program.fields.len() && b < program.fields.len() {
                        Ok((isobar::program::FieldId(a), isobar::program::FieldId(b)))
                    } else {
                        Err(PyValueError::new_err(format!(
                            "swap ({a}, {b}): no such field"
                        )))
                    }
                })
                .collect::<PyResult<Vec<_>>>()?,
            None => distributed::default_swaps(program),
        };
        let options = RunOptions {
            steps,
            swaps,
            overlap,
            fuse: self.fuse,
        };
        let plan = DistributedPlan::new(program, decomposition, &options).map_err(fail)?;
        let (outcome, stats) = match &comm {
            None => distributed::run_in_process(
                program,
                &plan,
                &self.stencils,
                &global,
                &values,
                threads,
            )
            .map_err(fail)?,
            Some(c) => {
                let comm = crate::distributed::PyComm::new(c)?;
                let outcome = distributed::run_rank(
                    program,
                    &plan,
                    &self.stencils,
                    &comm,
                    &global,
                    &values,
                    threads,
                )
                .map_err(fail)?;
                let stats = vec![outcome.stats];
                (outcome, stats)
            }
        };
        for (id, interior) in &outcome.gathered {
            let h = plan.halos[id.0];
            let n = plan.decomposition.global;
            let mut whole = global[id.0].clone();
            let inside = halo::Rect {
                lo: h,
                hi: [h[0] + n[0], h[1] + n[1]],
            };
            let all = halo::Rect { lo: [0, 0], hi: n };
            halo::unpack(&mut whole, inside, &halo::pack(interior, all))
                .map_err(|e| PyValueError::new_err(e.to_string()))?;
            // SAFETY: the view describes the live, writable array `arrays` holds.
            unsafe { views[id.0].copy_from(&whole) };
        }
        let slowest = stats.iter().map(|s| s.total_s).fold(0.0, f64::max);
        let exchange = stats.iter().map(|s| s.exchange_s).fold(0.0, f64::max);
        let out = pyo3::types::PyDict::new(py);
        out.set_item("seconds", slowest)?;
        out.set_item("exchange_seconds", exchange)?;
        out.set_item(
            "exchanges",
            stats.iter().map(|s| s.exchanges).max().unwrap_or(0),
        )?;
        out.set_item(
            "bytes_sent",
            stats.iter().map(|s| s.bytes_sent).max().unwrap_or(0),
        )?;
        out.set_item(
            "launches",
            stats.iter().map(|s| s.launches).max().unwrap_or(0),
        )?;
        out.set_item("plan", plan.describe(program))?;
        drop(arrays);
        Ok(out)
    }
}

impl NativeProgram {
    /// The views of `arrays` (one per program field, checked) and the
    /// scalars converted to their slots' types.
    fn arguments(
        &self,
        arrays: &[Bound<'_, PyAny>],
        scalars: &[Bound<'_, PyAny>],
    ) -> PyResult<(Vec<isobar::runtime::ArrayArg>, Vec<Scalar>)> {
        let program = self.compiled.program();
        program
            .check_argument_counts(Some(arrays.len()), None)
            .map_err(|e| PyValueError::new_err(e.message))?;
        let written = program.written_fields();
        let mut views = Vec::new();
        for (n, (field, array)) in program.fields.iter().zip(arrays).enumerate() {
            let array = array.cast::<PyUntypedArray>().map_err(|_| {
                PyTypeError::new_err(format!("field `{}` must be a NumPy array", field.name))
            })?;
            let writes = written.contains(&FieldId(n));
            views.push(array_arg(
                &field.name,
                array,
                vec![0; array.ndim()],
                writes,
            )?);
        }
        // Not cast here: each call checks and converts its scalars (an
        // int32 parameter refuses 2**40 instead of wrapping it).
        let values = scalars
            .iter()
            .enumerate()
            .map(|(n, v)| scalar(&format!("s{n}"), v))
            .collect::<PyResult<_>>()?;
        Ok((views, values))
    }
}

/// The arrays of a run, moved into the GIL-free section.
struct SendViews(Vec<Option<ProgramArray>>);

// SAFETY: the pointers are NumPy buffers kept alive by the caller's frame for
// the whole run.
unsafe impl Send for SendViews {}
