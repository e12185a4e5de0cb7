//! A planned program, compiled: one stencil per fusion group, run in order,
//! each group one call into compiled code.

use super::call::PreparedCall;
use super::{CallStencils, CodeOptions, Error, Stencil};
use crate::ir::{DType, SymbolKind};
use crate::program::merge::{Bindings, Frame};
use crate::program::plan::{Plan, PlanOptions};
use crate::program::{FieldId, Program, ScalarArg};
use crate::runtime::{ArrayArg, ArrayCall, Field, RuntimeError, Scalar};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// An array the caller owns, passed for a program field.
#[derive(Clone, Debug, PartialEq)]
pub struct ProgramArray {
    /// Address of element `[0, 0, ...]`.
    pub data: *mut std::ffi::c_void,
    /// Element type.
    pub dtype: DType,
    /// Spatial axes, then data dimensions.
    pub shape: Vec<usize>,
    /// Strides in elements.
    pub strides: Vec<isize>,
}

impl ProgramArray {
    /// A view of an owned field (valid while the field is neither moved nor
    /// resized).
    pub fn of_field(field: &mut Field) -> ProgramArray {
        ProgramArray {
            data: field.as_mut_ptr(),
            dtype: field.dtype(),
            shape: field.shape().to_vec(),
            strides: field.strides().iter().map(|&s| s as isize).collect(),
        }
    }
}

/// The arrays of one run: one per program field (by [`FieldId`]); transients
/// the plan keeps as temporaries may be `None`.
pub type ProgramArrays = Vec<Option<ProgramArray>>;

/// One step of a compiled program.
enum Unit {
    /// A fusion group, as one merged stencil.
    Merged {
        stencil: Box<Stencil>,
        /// Field parameters: name, program field, origin.
        fields: Vec<(String, FieldId, Vec<usize>)>,
        bindings: Bindings,
        frame: Frame,
    },
    /// One call, on its own stencil (shared by the calls of one signature).
    Single { call: usize, stencil: Arc<Stencil> },
}

impl Unit {
    fn stencil(&self) -> &Stencil {
        match self {
            Unit::Merged { stencil, .. } => stencil,
            Unit::Single { stencil, .. } => stencil,
        }
    }
}

/// A program planned and built: [`CompiledProgram::run`] runs it.
pub struct CompiledProgram {
    program: Program,
    plan: Plan,
    units: Vec<Unit>,
    /// The fields that need an array (computed once from the plan).
    stored: std::collections::BTreeSet<FieldId>,
    /// The latest runs' arguments (most recent first, at most
    /// [`VALIDATIONS_KEPT`]) and their groups' calls as validated then.
    validated: Mutex<Vec<Validated>>,
    /// Runs that reused the validation of a run before them.
    revalidations_skipped: AtomicUsize,
}

/// How many argument sets a program keeps the validation of: a replayed
/// step runs one program on several sets of arrays in turn (a tracer loop,
/// a call made on each of a few fields), and keeping one set only would
/// validate every run again.
pub const VALIDATIONS_KEPT: usize = 16;

/// What a run's arguments were (data address, dtype, shape, strides of every
/// array; the scalars), and its groups' calls, validated on them: a run on
/// the same arguments (a replayed program) runs those calls as they are.
struct Validated {
    arguments: ArgumentKey,
    calls: Vec<PreparedCall>,
}

type ArgumentKey = (
    Vec<Option<(usize, DType, Vec<usize>, Vec<isize>)>>,
    Vec<(DType, u64)>,
);

/// A scalar by its type and bits: -0.0 is not 0.0 (a division tells them
/// apart), and a NaN is itself.
fn scalar_bits(value: &Scalar) -> (DType, u64) {
    let bits = match *value {
        Scalar::Bool(b) => u64::from(b),
        Scalar::I8(v) => v as u64,
        Scalar::I16(v) => v as u64,
        Scalar::I32(v) => v as u64,
        Scalar::I64(v) => v as u64,
        Scalar::F32(v) => u64::from(v.to_bits()),
        Scalar::F64(v) => v.to_bits(),
    };
    (value.dtype(), bits)
}

fn argument_key(arrays: &ProgramArrays, scalars: &[Scalar]) -> ArgumentKey {
    let arrays = arrays
        .iter()
        .map(|a| {
            a.as_ref()
                .map(|a| (a.data as usize, a.dtype, a.shape.clone(), a.strides.clone()))
        })
        .collect();
    (arrays, scalars.iter().map(scalar_bits).collect())
}

impl CompiledProgram {
    /// Plans `program` and builds a stencil for every fusion group, its
    /// code made with `code` (back-end, cache, passes: those the calls'
    /// signatures were optimised with).
    pub fn new(
        program: Program,
        options: PlanOptions,
        code: &CodeOptions,
    ) -> Result<CompiledProgram, Error> {
        let stencils = CallStencils::new(&program, code, &[]);
        CompiledProgram::with_stencils(program, options, &stencils)
    }

    /// [`CompiledProgram::new`] with the stencils of the calls given: a
    /// group of one call runs its call's stencil, merged groups get code
    /// made with the stencils' options.
    pub fn with_stencils(
        program: Program,
        options: PlanOptions,
        stencils: &CallStencils,
    ) -> Result<CompiledProgram, Error> {
        let plan = Plan::new(&program, options);
        let mut units = Vec::new();
        for group in &plan.groups {
            let unit = match &group.merged {
                None => {
                    let call = group.calls[0];
                    let stencil = stencils.of(&program.calls[call].signature);
                    Unit::Single { call, stencil }
                }
                Some((frame, ir, bindings)) => {
                    let stencil = Stencil::from_ir(ir.clone())
                        .code_options(stencils.code().clone())
                        .line_directives(false)
                        .domain_size(frame.domain[0], frame.domain[1])
                        .build()?;
                    let fields = field_origins(ir, bindings, frame);
                    Unit::Merged {
                        stencil: Box::new(stencil),
                        fields,
                        bindings: bindings.clone(),
                        frame: frame.clone(),
                    }
                }
            };
            units.push(unit);
        }
        let stored = plan.stored(&program);
        Ok(CompiledProgram {
            program,
            plan,
            units,
            stored,
            validated: Mutex::new(Vec::new()),
            revalidations_skipped: AtomicUsize::new(0),
        })
    }

    /// The recorded program.
    pub fn program(&self) -> &Program {
        &self.program
    }

    /// What the passes decided.
    pub fn plan(&self) -> &Plan {
        &self.plan
    }

    /// Calls into compiled code per run: one per group.
    pub fn launches(&self) -> usize {
        self.units.len()
    }

    /// The stencil of every group: the merged one, or the call's own.
    pub fn stencils(&self) -> Vec<&Stencil> {
        self.units.iter().map(Unit::stencil).collect()
    }

    /// The code of every group, in run order, named by its stencil (static
    /// mode: for another build), with a manifest of how the host calls them.
    pub fn generate(&self) -> Result<(Vec<crate::back::Code>, serde_json::Value), Error> {
        let mut codes = Vec::new();
        let mut steps = Vec::new();
        for (unit, stencil) in self.units.iter().zip(self.stencils()) {
            let code = stencil.generate()?.clone();
            let step = match unit {
                Unit::Merged {
                    fields,
                    bindings,
                    frame,
                    ..
                } => serde_json::json!({
                    "function": code.entry,
                    "domain": frame.domain,
                    "fields": fields.iter().map(|(name, f, origin)| serde_json::json!({
                        "parameter": name,
                        "field": self.program.fields[f.0].name,
                        "origin": origin,
                    })).collect::<Vec<_>>(),
                    "scalars": bindings.scalars.iter().map(|(name, call, param)| serde_json::json!({
                        "parameter": name,
                        "call": call,
                        "of": param,
                    })).collect::<Vec<_>>(),
                }),
                Unit::Single { call, .. } => {
                    let c = &self.program.calls[*call];
                    serde_json::json!({
                        "function": code.entry,
                        "domain": c.domain,
                        "fields": c.fields.iter().map(|(p, f)| serde_json::json!({
                            "parameter": p,
                            "field": self.program.fields[f.0].name,
                            "origin": c.origins[p],
                        })).collect::<Vec<_>>(),
                        "scalars": c.scalars.keys().map(|p| serde_json::json!({
                            "parameter": p,
                            "call": call,
                            "of": p,
                        })).collect::<Vec<_>>(),
                    })
                }
            };
            steps.push(step);
            codes.push(code);
        }
        let manifest = serde_json::json!({
            "program": self.program.name,
            "fields": self.program.fields.iter().map(|f| serde_json::json!({
                "name": f.name,
                "dtype": f.dtype.to_string(),
                "shape": f.shape,
                "transient": f.transient,
            })).collect::<Vec<_>>(),
            "steps": steps,
        });
        Ok((codes, manifest))
    }

    /// Generates and loads the code of every group (otherwise done on first
    /// run), the groups compiled at once, one per core.
    pub fn compile(&mut self) -> Result<(), Error> {
        crate::parallel::try_for_each(&self.stencils(), |s| s.prepare())
    }

    /// Sets the threads of every group's code.
    pub fn set_threads(&self, threads: usize) -> Result<(), Error> {
        self.stencils()
            .iter()
            .try_for_each(|s| s.set_threads(threads))
    }

    /// Runs the program on owned fields, one per program field (transients
    /// too: pass zero-filled fields), with the program's scalars in order.
    pub fn run(&self, fields: &mut [Field], scalars: &[Scalar]) -> Result<(), Error> {
        self.program
            .check_argument_counts(Some(fields.len()), None)?;
        let arrays: ProgramArrays = fields
            .iter_mut()
            .map(|f| Some(ProgramArray::of_field(f)))
            .collect();
        // SAFETY: every array is an owned field, alive and distinct for the call.
        unsafe { self.run_arrays(&arrays, scalars) }
    }

    /// Runs the program on caller-owned arrays. A run on the arrays and
    /// scalars of one of the latest runs (a replayed program) skips
    /// validating them again.
    ///
    /// # Safety
    /// Every array must describe memory valid for reads and writes at every
    /// index of its shape and strides, for the whole run, and arrays the
    /// program writes must not overlap others.
    pub unsafe fn run_arrays(
        &self,
        arrays: &ProgramArrays,
        scalars: &[Scalar],
    ) -> Result<(), Error> {
        self.check_arguments(arrays, scalars)?;
        let arguments = argument_key(arrays, scalars);
        let mut kept = self.validated.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(at) = kept.iter().position(|v| v.arguments == arguments) {
            // Arrays, shapes, strides and scalars of a run validated before:
            // its validation holds (data values are not part of it).
            self.revalidations_skipped.fetch_add(1, Ordering::Relaxed);
            kept[..=at].rotate_right(1);
            for (unit, call) in self.units.iter().zip(kept[0].calls.iter_mut()) {
                // SAFETY: the caller's guarantee, for the same arrays.
                unsafe { unit.stencil().run_prepared(call) }?;
            }
            return Ok(());
        }
        let mut calls = Vec::with_capacity(self.units.len());
        for unit in &self.units {
            let mut args = self.unit_call(unit, arrays, scalars)?;
            // SAFETY: the caller's guarantee.
            calls.push(unsafe { unit.stencil().call_and_prepare(&mut args) }?);
        }
        kept.truncate(VALIDATIONS_KEPT - 1);
        kept.insert(0, Validated { arguments, calls });
        Ok(())
    }

    /// How many runs reused the validation of a run before them (the same
    /// arrays and scalars: a replayed program's).
    pub fn revalidations_skipped(&self) -> usize {
        self.revalidations_skipped.load(Ordering::Relaxed)
    }

    /// The arguments of one group's call.
    fn unit_call(
        &self,
        unit: &Unit,
        arrays: &ProgramArrays,
        scalars: &[Scalar],
    ) -> Result<ArrayCall, Error> {
        let args = match unit {
            Unit::Single { call, .. } => {
                let c = &self.program.calls[*call];
                let mut args = ArrayCall {
                    domain: c.domain,
                    ..Default::default()
                };
                for (param, field) in &c.fields {
                    let origin = c.origins[param].clone();
                    args.fields
                        .insert(param.clone(), self.array(arrays, *field, origin)?);
                }
                for (param, arg) in &c.scalars {
                    args.scalars
                        .insert(param.clone(), scalar_value(*arg, scalars));
                }
                args
            }
            Unit::Merged {
                fields,
                bindings,
                frame,
                ..
            } => {
                let mut args = ArrayCall {
                    domain: frame.domain,
                    ..Default::default()
                };
                for (name, field, origin) in fields {
                    args.fields
                        .insert(name.clone(), self.array(arrays, *field, origin.clone())?);
                }
                for (name, call, param) in &bindings.scalars {
                    if let Some(&arg) = self.program.calls[*call].scalars.get(param) {
                        args.scalars
                            .insert(name.clone(), scalar_value(arg, scalars));
                    }
                }
                args
            }
        };
        Ok(args)
    }

    /// Checks that every field the plan stores is given with the recorded
    /// dtype and shape, and that every scalar is given.
    fn check_arguments(&self, arrays: &ProgramArrays, scalars: &[Scalar]) -> Result<(), Error> {
        let program = &self.program;
        program.check_argument_counts(None, Some(scalars.len()))?;
        for &id in &self.stored {
            let field = &program.fields[id.0];
            let Some(Some(array)) = arrays.get(id.0) else {
                return Err(RuntimeError::new(format!(
                    "program `{}`: no array for field `{}`",
                    program.name, field.name
                ))
                .into());
            };
            if array.dtype != field.dtype || array.shape != field.shape {
                return Err(RuntimeError::new(format!(
                    "program `{}`: field `{}` was traced as {} {:?} but is {} {:?}",
                    program.name, field.name, field.dtype, field.shape, array.dtype, array.shape
                ))
                .into());
            }
        }
        self.check_overlaps(arrays)
    }

    /// Refuses a call whose arrays share memory where the call writes one
    /// of them (see [`crate::runtime::alias`]). Arrays of different calls
    /// may share memory: the calls run in order.
    fn check_overlaps(&self, arrays: &ProgramArrays) -> Result<(), Error> {
        fn memory(a: &ProgramArray) -> crate::runtime::alias::Memory<'_> {
            crate::runtime::alias::Memory {
                address: a.data as usize,
                element: a.dtype.size_bytes(),
                shape: &a.shape,
                strides: &a.strides,
            }
        }
        let program = &self.program;
        for (n, call) in program.calls.iter().enumerate() {
            let writes = call.signature.written_fields();
            let bound: Vec<(&String, FieldId)> = call.fields.iter().map(|(p, f)| (p, *f)).collect();
            for (k, &(p, a)) in bound.iter().enumerate() {
                for &(q, b) in &bound[k + 1..] {
                    if a == b || (!writes.contains(p) && !writes.contains(q)) {
                        continue;
                    }
                    let (Some(Some(x)), Some(Some(y))) = (arrays.get(a.0), arrays.get(b.0)) else {
                        continue;
                    };
                    if crate::runtime::alias::overlap(memory(x), memory(y)) {
                        return Err(RuntimeError::new(format!(
                            "program `{}`, call {n} (`{}`): fields `{p}` and `{q}` share memory (arrays `{}` and `{}`) and the call writes one of them: GTScript does not allow aliased arguments; pass distinct arrays",
                            program.name,
                            call.name(),
                            program.fields[a.0].name,
                            program.fields[b.0].name
                        ))
                        .into());
                    }
                }
            }
        }
        Ok(())
    }

    fn array(
        &self,
        arrays: &ProgramArrays,
        field: FieldId,
        origin: Vec<usize>,
    ) -> Result<ArrayArg, Error> {
        let a = arrays
            .get(field.0)
            .and_then(Option::as_ref)
            .ok_or_else(|| {
                RuntimeError::new(format!(
                    "no array for field `{}`",
                    self.program.fields[field.0].name
                ))
            })?;
        Ok(ArrayArg {
            data: a.data,
            dtype: a.dtype,
            shape: a.shape.clone(),
            strides: a.strides.clone(),
            origin,
        })
    }
}

fn scalar_value(arg: ScalarArg, scalars: &[Scalar]) -> Scalar {
    arg.value(scalars)
}

/// Every field parameter of a merged stencil with its origin: the frame's
/// base on the field's axes.
fn field_origins(
    ir: &crate::ir::Stencil,
    bindings: &Bindings,
    frame: &Frame,
) -> Vec<(String, FieldId, Vec<usize>)> {
    let by_name: BTreeMap<&str, FieldId> = bindings
        .fields
        .iter()
        .map(|(n, f)| (n.as_str(), *f))
        .collect();
    ir.params
        .iter()
        .map(|&p| ir.symbols.get(p))
        .filter_map(|s| match &s.kind {
            SymbolKind::FieldParam(ty) => {
                let present = [ty.axes.i, ty.axes.j, ty.axes.k];
                let origin = (0..3)
                    .filter(|&a| present[a])
                    .map(|a| frame.base[a])
                    .collect();
                Some((s.name.clone(), by_name[s.name.as_str()], origin))
            }
            _ => None,
        })
        .collect()
}
