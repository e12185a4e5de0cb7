//! Programs for the integration tests: the one program of a source text,
//! instantiated on a domain, arguments for it, and a comparison of its fused
//! run with its run call by call.

use isobar::ir::DType;
use isobar::program::source;
use isobar::program::{PlanOptions, Program};
use isobar::runtime::{Field, Scalar};
use isobar::signature::Signature;
use isobar::stencil::{Backend, CallStencils, CodeOptions, CompiledProgram, Stencil};
use isobar::FrontendOptions;
use std::path::Path;
use std::sync::Arc;

/// The one program of `text` (read from the file `path`, if given, whose
/// directory holds its imports) on `domain`, its stencils built for `backend`.
pub fn program_of(
    text: &str,
    path: Option<&Path>,
    backend: Backend,
    domain: [usize; 3],
) -> Program {
    let found = source::find(text).expect("readable program");
    assert_eq!(found.len(), 1, "one program");
    let mut build = |stencil: &str| -> Result<Arc<Signature>, String> {
        let options = FrontendOptions {
            stencil: Some(stencil.to_string()),
            file_path: path.map(Path::to_path_buf),
            ..Default::default()
        };
        Stencil::from_source(text)
            .frontend_options(options)
            .backend(backend)
            .signature()
            .map_err(|e| e.to_string())
    };
    found[0]
        .instantiate(domain, &mut build)
        .expect("valid program")
}

/// Arguments for `program`: every field as `zeros` makes it, and filled,
/// but for transients, with `(n * 2654435761 % 1000) / divisor` for n = 1,
/// 2, ... in storage order; every scalar `scalar`.
pub fn arguments(
    program: &Program,
    zeros: impl Fn(DType, &[usize]) -> Field,
    divisor: f64,
    scalar: f64,
) -> (Vec<Field>, Vec<Scalar>) {
    let mut n = 0u64;
    let fields = program
        .fields
        .iter()
        .map(|f| {
            let mut field = zeros(f.dtype, &f.shape);
            if !f.transient {
                for p in field.positions() {
                    n += 1;
                    let value = (n.wrapping_mul(2_654_435_761) % 1000) as f64 / divisor;
                    field.set(p, Scalar::F64(value));
                }
            }
            field
        })
        .collect();
    let scalars = program
        .scalars
        .iter()
        .map(|_| Scalar::F64(scalar))
        .collect();
    (fields, scalars)
}

/// The code options of the tests' programs: `backend`, the rest default.
pub fn code(backend: Backend) -> CodeOptions {
    CodeOptions::for_backend(backend)
}

/// `program` compiled for `backend` as planned, its calls fused into
/// groups, and unfused, call by call.
pub fn fused_and_unfused(
    program: &Program,
    backend: Backend,
) -> (CompiledProgram, CompiledProgram) {
    let stencils = CallStencils::new(program, &code(backend), &[]);
    let plan = |options| {
        CompiledProgram::with_stencils(program.clone(), options, &stencils).expect("plans")
    };
    (plan(PlanOptions::default()), plan(PlanOptions::unfused()))
}

/// Runs `program` as `fused` plans it and as `unfused` does, call by call,
/// each from `fields` and `scalars`: `Err` names the first field the program
/// keeps (not a transient) and the storage index where the two differ, bit
/// for bit, and shows the fused plan.
pub fn fused_as_unfused(
    program: &Program,
    fused: &CompiledProgram,
    unfused: &CompiledProgram,
    (fields, scalars): (Vec<Field>, Vec<Scalar>),
) -> Result<(), String> {
    let (mut a, mut b) = (fields.clone(), fields);
    fused.run(&mut a, &scalars).expect("fused run");
    unfused.run(&mut b, &scalars).expect("unfused run");
    for (f, (x, y)) in program.fields.iter().zip(a.iter().zip(&b)) {
        if f.transient {
            continue;
        }
        for p in x.positions() {
            let (u, v) = (x.get(p).as_f64(), y.get(p).as_f64());
            if u.to_bits() != v.to_bits() {
                return Err(format!(
                    "`{}` differs at storage index {p}: {u} fused, {v} unfused\n{}",
                    f.name,
                    isobar::program::dump::text(program, fused.plan())
                ));
            }
        }
    }
    Ok(())
}
