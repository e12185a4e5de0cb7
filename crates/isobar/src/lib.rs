//! isobar: a compiler for GTScript, the stencil language of GT4Py.
//!
//! The pipeline (one module per stage, data flowing one way):
//!
//! ```text
//! GTScript source ──frontend──▶ stencil IR (ir) ──check──▶ checked stencil IR
//!   ──signature──▶ OIR as lowered and optimised (oir, extents): a Signature
//!   ──program──▶ calls of signatures planned and fused (IR → IR)
//!   ──kernel::analysis──▶ analyses ──kernel::{cpu, device}──▶ kernel IR (kernel)
//!   ──back::Writer::write──▶ C / OpenCL C / CUDA / Fortran ──exec::Loader::load──▶ Executable
//! backend: the registry naming each back-end's writer and loader
//! interp: the reference interpreter of the unoptimised OIR (exec::interp runs it)
//! runtime: fields, call arguments, the JIT; stencil: the generate()/call() API
//! ```
//!
//! [`compile`] runs the front half and returns the checked stencil IR, or every
//! [`Diagnostic`] found; [`stencil::Stencil`] goes all the way to a call.

#![warn(missing_docs)]

pub mod back;
pub mod backend;
pub mod check;
pub mod conformance;
pub mod diagnostics;
pub mod distributed;
pub mod exec;
pub mod frontend;
mod interp;
pub mod ir;
pub mod kernel;
pub mod oir;
mod parallel;
pub mod program;
pub mod runtime;
pub mod signature;
pub mod sources;
pub mod stencil;

// The surface a front end (the CLI, the Python package) builds on: a
// stencil from source to call, whole programs, their arguments, and errors.
// The stage modules stay public for the golden and property tests and for
// tools that print an IR.
pub use diagnostics::{Category, Diagnostic, Diagnostics, Span};
pub use frontend::FrontendOptions;
pub use ir::{DType, Literal};
pub use program::{PlanOptions, Program};
pub use runtime::{ArrayArg, ArrayCall, Call, Field, FieldArg, Scalar};
pub use signature::{RuntimeError, Signature};
pub use stencil::{
    Backend, CallStencils, CodeOptions, CompiledProgram, Error, Stencil, StencilBuilder,
};

/// Parses, lowers and checks the stencil in `source`.
///
/// Returns the stencil IR if the stencil is valid GTScript, else the diagnostics
/// of the first stage that failed (frontend errors stop before the checks).
pub fn compile(source: &str, options: &FrontendOptions) -> Result<ir::Stencil, Diagnostics> {
    let stencil = frontend::lower_source(source, options)?;
    let diagnostics = check::check(&stencil);
    if diagnostics.is_empty() {
        Ok(stencil)
    } else {
        Err(Diagnostics(diagnostics))
    }
}
