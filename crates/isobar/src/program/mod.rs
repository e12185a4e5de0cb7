//! Whole programs (seed 003): a recorded sequence of stencil calls over named
//! fields, optimised as one unit.
//!
//! A [`Program`] is built lazily, by recording calls ([`Program::call`]) instead
//! of running them (seed 002's lazy evaluation): from Rust directly, from the
//! CLI by reading a `@isobar.program` function ([`source`]), from Python by
//! tracing one. Its fields are the program's arguments (stored: their values
//! are seen after the program) or *transients* (allocated inside the program,
//! zero-filled, and never seen outside it).
//!
//! [`plan`] turns the calls into a dataflow [`graph`], removes dead calls and
//! cuts the rest into fusion groups; [`merge`] writes each group as one stencil
//! of the stencil IR (each call's statements in order, its writes clipped to its
//! own domain, transients as temporaries), which the ordinary pipeline then
//! optimises across calls: executions fused, temporaries demoted or
//! recomputed, all of it in one parallel region.
//!
//! This stage is IR → IR: a call names a [`Signature`] (the checked stencil
//! and its OIR), not compiled code. The driver
//! (`crate::stencil::CompiledProgram`) builds and runs the groups: one call
//! into compiled code per group.

pub mod dump;
pub mod graph;
pub mod merge;
pub mod plan;
pub mod source;

use crate::ir::value::Scalar;
use crate::ir::DType;
use crate::signature::{FieldShape, RuntimeError, Signature};
use std::collections::BTreeMap;
use std::sync::Arc;

pub use plan::{Plan, PlanOptions};

/// Index of a field in its program's [`Program::fields`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FieldId(pub usize);

/// Index of a scalar in its program's [`Program::scalars`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScalarId(pub usize);

/// A field of a program: an array the caller passes, or a transient.
#[derive(Clone, Debug, PartialEq)]
pub struct ProgramField {
    /// The name (the program's parameter, or the transient's variable).
    pub name: String,
    /// Element type.
    pub dtype: DType,
    /// The array's shape.
    pub shape: Vec<usize>,
    /// Allocated inside the program (zero-filled) and never seen outside it.
    pub transient: bool,
}

/// A scalar parameter of a program.
#[derive(Clone, Debug, PartialEq)]
pub struct ProgramScalar {
    /// The name.
    pub name: String,
    /// Its type.
    pub dtype: DType,
}

/// What a call passes for a scalar parameter.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ScalarArg {
    /// A scalar of the program, bound when the program runs.
    Param(ScalarId),
    /// A value fixed when the call was recorded.
    Value(Scalar),
}

impl ScalarArg {
    /// The value, with the program's scalars bound to `scalars`.
    pub fn value(self, scalars: &[Scalar]) -> Scalar {
        match self {
            ScalarArg::Param(id) => scalars[id.0],
            ScalarArg::Value(v) => v,
        }
    }
}

/// One recorded stencil call.
#[derive(Clone)]
pub struct StencilCall {
    /// The stencil called.
    pub signature: Arc<Signature>,
    /// The field bound to each field parameter, by parameter name.
    pub fields: BTreeMap<String, FieldId>,
    /// The origin of each field parameter (one entry per spatial axis).
    pub origins: BTreeMap<String, Vec<usize>>,
    /// The scalar passed for each scalar parameter the call gives.
    pub scalars: BTreeMap<String, ScalarArg>,
    /// The compute domain.
    pub domain: [usize; 3],
}

impl std::fmt::Debug for StencilCall {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StencilCall")
            .field("stencil", &self.signature.name())
            .field("fields", &self.fields)
            .field("origins", &self.origins)
            .field("scalars", &self.scalars)
            .field("domain", &self.domain)
            .finish()
    }
}

impl StencilCall {
    /// The stencil's name.
    pub fn name(&self) -> &str {
        self.signature.name()
    }
}

/// A recorded program: fields, scalars and calls in execution order.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// The program's name.
    pub name: String,
    /// Every field, stored or transient.
    pub fields: Vec<ProgramField>,
    /// The scalar parameters.
    pub scalars: Vec<ProgramScalar>,
    /// The calls, in execution order.
    pub calls: Vec<StencilCall>,
    /// Global sums of fields between the calls (seed 001's GlobalSum).
    pub sums: Vec<GlobalSum>,
}

/// A global sum: a field summed over the compute domain at one point of
/// the program, a diagnostic (conservation checks) the caller reads after
/// the run (`runtime::Field::interior_sum` adds the values).
#[derive(Clone, Debug, PartialEq)]
pub struct GlobalSum {
    /// The variable the program binds the sum to.
    pub name: String,
    /// The field summed.
    pub field: FieldId,
    /// How many of the program's calls run before the sum.
    pub after_calls: usize,
    /// Points left out on both sides of I and J (the halo).
    pub halo: usize,
}

/// A field argument as validation sees it.
struct Shape<'a> {
    dtype: DType,
    shape: &'a [usize],
    origin: &'a [usize],
}

impl FieldShape for Shape<'_> {
    fn dtype(&self) -> DType {
        self.dtype
    }
    fn shape(&self) -> &[usize] {
        self.shape
    }
    fn origin(&self) -> &[usize] {
        self.origin
    }
}

impl Program {
    /// An empty program.
    pub fn new(name: &str) -> Self {
        Program {
            name: name.to_string(),
            ..Default::default()
        }
    }

    /// Adds a field the caller passes (its values are seen after the run).
    pub fn field(&mut self, name: &str, dtype: DType, shape: &[usize]) -> FieldId {
        self.add_field(name, dtype, shape, false)
    }

    /// Adds a transient: allocated and zero-filled inside the program.
    pub fn transient(&mut self, name: &str, dtype: DType, shape: &[usize]) -> FieldId {
        self.add_field(name, dtype, shape, true)
    }

    fn add_field(&mut self, name: &str, dtype: DType, shape: &[usize], transient: bool) -> FieldId {
        // Names are unique: a second `tmp` becomes `tmp_2`.
        let mut unique = name.to_string();
        let mut n = 1;
        while self.fields.iter().any(|f| f.name == unique) {
            n += 1;
            unique = format!("{name}_{n}");
        }
        self.fields.push(ProgramField {
            name: unique,
            dtype,
            shape: shape.to_vec(),
            transient,
        });
        FieldId(self.fields.len() - 1)
    }

    /// Adds a scalar parameter.
    pub fn scalar(&mut self, name: &str, dtype: DType) -> ScalarId {
        self.scalars.push(ProgramScalar {
            name: name.to_string(),
            dtype,
        });
        ScalarId(self.scalars.len() - 1)
    }

    /// Refuses a run given `fields` arrays or `scalars` values (`None`: not
    /// counted) where the program has another number, naming both.
    pub fn check_argument_counts(
        &self,
        fields: Option<usize>,
        scalars: Option<usize>,
    ) -> Result<(), RuntimeError> {
        let counts = [
            ("fields", self.fields.len(), fields),
            ("scalars", self.scalars.len(), scalars),
        ];
        for (what, has, given) in counts {
            if let Some(given) = given.filter(|&g| g != has) {
                return Err(RuntimeError::new(format!(
                    "program `{}` has {has} {what}, {given} were given",
                    self.name
                )));
            }
        }
        Ok(())
    }

    /// Records a global sum of `field`, less `halo` points on both sides
    /// of I and J, after the calls so far.
    pub fn global_sum(&mut self, name: &str, field: FieldId, halo: usize) {
        self.sums.push(GlobalSum {
            name: name.to_string(),
            field,
            after_calls: self.calls.len(),
            halo,
        });
    }

    /// The program cut where a global sum needs the fields between calls:
    /// `(after_calls, part)` for every stretch of calls, in order, where each
    /// part has all the fields and the stretch's calls; a transient that
    /// lives in more than one stretch is a stored field of every part (the
    /// caller's zero-filled array carries it across).
    pub fn split_at_sums(&self) -> Vec<(usize, Program)> {
        let mut cuts: Vec<usize> = self
            .sums
            .iter()
            .map(|s| s.after_calls)
            .filter(|&c| c > 0 && c < self.calls.len())
            .collect();
        cuts.sort_unstable();
        cuts.dedup();
        cuts.push(self.calls.len());
        let mut parts = Vec::new();
        let mut start = 0;
        for &end in &cuts {
            let mut part = Program {
                name: self.name.clone(),
                fields: self.fields.clone(),
                scalars: self.scalars.clone(),
                calls: self.calls[start..end].to_vec(),
                sums: Vec::new(),
            };
            let crossing = |field: FieldId| {
                let in_part = |c: &StencilCall| c.fields.values().any(|&f| f == field);
                self.calls[..start].iter().any(in_part) || self.calls[end..].iter().any(in_part)
            };
            for (n, f) in part.fields.iter_mut().enumerate() {
                if f.transient && crossing(FieldId(n)) {
                    f.transient = false;
                }
            }
            parts.push((end, part));
            start = end;
        }
        parts
    }

    /// The fields some call writes (the others may be read-only arrays).
    pub fn written_fields(&self) -> std::collections::BTreeSet<FieldId> {
        let mut out = std::collections::BTreeSet::new();
        for call in &self.calls {
            let (oir, _) = call.signature.oir();
            for &p in call.signature.written_params() {
                if let Some(&field) = call.fields.get(&oir.symbols.get(p).name) {
                    out.insert(field);
                }
            }
        }
        out
    }

    /// The field with this name.
    pub fn field_named(&self, name: &str) -> Option<FieldId> {
        self.fields.iter().position(|f| f.name == name).map(FieldId)
    }

    /// Records a call of `stencil` with `origin` (one per axis I, J, K; a
    /// field lacking an axis takes the others) for every field and `domain`.
    /// The call is checked as a run would check it: every parameter bound,
    /// dtypes and ranks as declared, the arrays large enough for its accesses.
    pub fn call(
        &mut self,
        stencil: Arc<Signature>,
        fields: &[(&str, FieldId)],
        scalars: &[(&str, ScalarArg)],
        origin: [usize; 3],
        domain: [usize; 3],
    ) -> Result<(), RuntimeError> {
        let mut origins = BTreeMap::new();
        for &(param, _) in fields {
            let axes = param_axes(&stencil, param)?;
            let o = [axes.i, axes.j, axes.k]
                .iter()
                .zip(origin)
                .filter(|(has, _)| **has)
                .map(|(_, o)| o)
                .collect();
            origins.insert(param.to_string(), o);
        }
        self.call_with_origins(stencil, fields, scalars, origins, domain)
    }

    /// Records a call with an origin per field parameter (see [`Program::call`]).
    pub fn call_with_origins(
        &mut self,
        stencil: Arc<Signature>,
        fields: &[(&str, FieldId)],
        scalars: &[(&str, ScalarArg)],
        origins: BTreeMap<String, Vec<usize>>,
        domain: [usize; 3],
    ) -> Result<(), RuntimeError> {
        let call = StencilCall {
            signature: stencil,
            fields: fields.iter().map(|&(p, f)| (p.to_string(), f)).collect(),
            origins,
            scalars: scalars.iter().map(|&(p, s)| (p.to_string(), s)).collect(),
            domain,
        };
        self.check_call(&call)?;
        self.calls.push(call);
        Ok(())
    }

    /// Checks a call's arguments against its stencil, naming the call.
    fn check_call(&self, call: &StencilCall) -> Result<(), RuntimeError> {
        let context = |e: RuntimeError| {
            RuntimeError::new(format!(
                "program `{}`, call {} (`{}`): {e}",
                self.name,
                self.calls.len(),
                call.name()
            ))
        };
        let written = call.signature.written_fields();
        // A program's fused code reads and writes the one array, so the
        // stencil must be safe both as written and as optimised.
        let analyses = [call.signature.reference_oir(), call.signature.oir()];
        for (param, &id) in &call.fields {
            let safe = |other: &str| {
                call.origins.get(param).map(Vec::as_slice)
                    == call.origins.get(other).map(Vec::as_slice)
                    && analyses.iter().all(|&(oir, extents)| {
                        crate::signature::alias::same_array_is_safe(oir, param, other)
                            || crate::signature::alias::accesses_are_apart(
                                oir,
                                extents,
                                call.domain,
                                param,
                                other,
                            )
                    })
            };
            let twin = call.fields.iter().find(|&(other, &f)| {
                other != param && f == id && written.contains(param) && !safe(other)
            });
            if let Some((other, _)) = twin {
                return Err(context(RuntimeError::new(format!(
                    "fields `{param}` and `{other}` are the same array `{}`, and the stencil writes `{param}`: GTScript does not allow aliased arguments (the result would depend on the order points are computed in); pass a copy",
                    self.fields[id.0].name
                ))));
            }
        }
        let mut shapes = BTreeMap::new();
        for (param, &id) in &call.fields {
            let field = self.fields.get(id.0).ok_or_else(|| {
                context(RuntimeError::new(format!(
                    "field {} is not in the program",
                    id.0
                )))
            })?;
            let origin = call.origins.get(param).ok_or_else(|| {
                context(RuntimeError::new(format!("no origin for field `{param}`")))
            })?;
            shapes.insert(
                param.clone(),
                Shape {
                    dtype: field.dtype,
                    shape: &field.shape,
                    origin,
                },
            );
        }
        let mut scalars = BTreeMap::new();
        for (param, arg) in &call.scalars {
            let value = match *arg {
                ScalarArg::Value(v) => v,
                ScalarArg::Param(id) => {
                    let s = self.scalars.get(id.0).ok_or_else(|| {
                        context(RuntimeError::new(format!(
                            "scalar {} is not in the program",
                            id.0
                        )))
                    })?;
                    Scalar::zero(s.dtype)
                }
            };
            scalars.insert(param.clone(), value);
        }
        call.signature
            .validate_parts(&shapes, &mut scalars, call.domain)
            .map_err(context)
    }
}

/// The spatial axes of a stencil's field parameter.
fn param_axes(stencil: &Signature, param: &str) -> Result<crate::ir::Axes, RuntimeError> {
    stencil.field_axes(param).ok_or_else(|| {
        RuntimeError::new(format!(
            "stencil `{}` has no field parameter `{param}`",
            stencil.name()
        ))
    })
}
