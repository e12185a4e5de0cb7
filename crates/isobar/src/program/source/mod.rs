//! Programs read from source: the function decorated `@isobar.program` in a
//! stencil file, evaluated statically for the CLI (`isobar run`, `bench`,
//! `dump --stage program`).
//!
//! Python runs the same function by tracing it; isobar reads it without a
//! Python interpreter, evaluating the code between the stencil calls while it
//! records them, as the Python recorder does. The body stays inside a small
//! language:
//! - host values: integers, floats, booleans and `None`, from literals,
//!   module-level constants (the externals a model sets at the top of its
//!   file), `param.shape[N]`, `+ - * / // %`, comparisons, `and or not`,
//!   `x if c else y`, `abs min max int float`;
//! - `name = <expression>`, `name += <expression>` (and `-= *= /=`);
//!   `name = np.zeros_like(param)`: a transient with the parameter's dtype
//!   and shape;
//! - `stencil(args..., origin=(i, j, k), domain=(ni, nj, nk))`: a call of a
//!   stencil of the file, its arguments fields, scalars or host values;
//! - `if`/`elif`/`else` and `while` on host values (resolved while reading:
//!   only the branch taken is recorded), `for _ in range(...)` (unrolled),
//!   `break`, `continue`;
//! - helper functions of the file (not stencils: no `with computation`),
//!   called with fields, scalars and host values, inlined, `return` a host
//!   value;
//! - `name = isobar.global_sum(field, halo)` (or `global_sum(...)`, `halo`
//!   0 if not given): the sum of the field less `halo` points on both sides
//!   of I and J, at that point of the program, a
//!   [`GlobalSum`](super::GlobalSum) node; its value is known only after the
//!   run, so it cannot steer control flow here (Python can);
//! - `a, b = b, a`: names bound to several values at once;
//! - `return` ends the program (its value is Python's to use).
//! - `pass`, `del name` and docstrings.
//!
//! Scalar parameters are runtime values: they may be passed to stencils,
//! not branched on (the error says so, at the condition). Field parameters
//! are 3-D; the CLI allocates each with `halo` points
//! (`@isobar.program(halo=H)`) around the domain in I and J.

mod eval;
mod exec;

use super::FieldId;
use crate::diagnostics::{Category, Diagnostic, Diagnostics, Span};
use crate::ir::DType;
use crate::signature::Signature;
use eval::{Env, Value};
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;
use std::collections::BTreeMap;
use std::sync::Arc;

/// At most this many calls after unrolling.
const MAX_CALLS: usize = 100_000;
/// At most this many loop iterations in all (loops without calls included).
const MAX_STEPS: usize = 1_000_000;
/// At most this many helper calls in progress (recursion).
const MAX_DEPTH: usize = 64;

/// A parameter of a program function.
#[derive(Clone, Debug, PartialEq)]
pub struct ProgramParam {
    /// The name.
    pub name: String,
    /// Element type.
    pub dtype: DType,
    /// A 3-D field, or else a scalar.
    pub field: bool,
}

/// What the file defines at module level that a program can use.
#[derive(Clone, Debug, Default)]
struct Module {
    /// Constants: numbers and booleans.
    constants: BTreeMap<String, Value>,
    /// Helper functions (module-level functions that are not stencils).
    helpers: BTreeMap<String, ast::StmtFunctionDef>,
}

/// A program function found in a file.
#[derive(Clone, Debug)]
pub struct ProgramSource {
    /// The function's name.
    pub name: String,
    /// `halo=` of the decorator: points around the domain the CLI allocates.
    pub halo: usize,
    /// The parameters, in order.
    pub params: Vec<ProgramParam>,
    body: Vec<Stmt>,
    module: Arc<Module>,
}

fn error(span: Span, message: impl Into<String>) -> Diagnostics {
    Diagnostics(vec![Diagnostic::new(
        Category::InvalidProgram,
        span,
        message,
    )])
}

fn span_of(node: &impl Ranged) -> Span {
    Span::from(node.range())
}

/// The program functions of `source` (functions decorated with
/// `isobar.program` or `program`), in file order.
pub fn find(source: &str) -> Result<Vec<ProgramSource>, Diagnostics> {
    let parsed = crate::frontend::parse::parse_module(source).map_err(Diagnostics)?;
    let mut module = Module::default();
    let mut aliases: BTreeMap<String, Expr> = BTreeMap::new();
    let mut found = Vec::new();
    for stmt in &parsed.body {
        match stmt {
            Stmt::Assign(a) if a.targets.len() == 1 => {
                if let Expr::Name(n) = &a.targets[0] {
                    if let Some(v) = constant(&a.value, &module.constants) {
                        module.constants.insert(n.id.to_string(), v);
                    }
                    aliases.insert(n.id.to_string(), (*a.value).clone());
                }
            }
            Stmt::FunctionDef(f) => {
                if let Some(halo) = program_decorator(f, &module.constants)? {
                    found.push((f, halo, module.constants.clone()));
                } else if !is_stencil_definition(f) {
                    module.helpers.insert(f.name.to_string(), f.clone());
                }
            }
            _ => {}
        }
    }
    // Helpers are looked up when a program runs: those defined after it too.
    let mut out = Vec::new();
    for (f, halo, constants) in found {
        out.push(ProgramSource {
            name: f.name.to_string(),
            halo,
            params: params(f, &aliases)?,
            body: f.body.iter().cloned().collect(),
            module: Arc::new(Module {
                constants,
                helpers: module.helpers.clone(),
            }),
        });
    }
    Ok(out)
}

/// Whether a function is a stencil definition: a `with computation(...)`
/// block (at any depth of its body's `with` statements) or a stencil decorator.
fn is_stencil_definition(f: &ast::StmtFunctionDef) -> bool {
    fn has_computation(body: &[Stmt]) -> bool {
        body.iter().any(|s| match s {
            Stmt::With(w) => {
                w.items.iter().any(|item| {
                    let callee = match &item.context_expr {
                        Expr::Call(c) => &*c.func,
                        other => other,
                    };
                    matches!(callee, Expr::Name(n) if n.id.as_str() == "computation")
                        || matches!(callee, Expr::Attribute(a) if a.attr.as_str() == "computation")
                }) || has_computation(&w.body)
            }
            _ => false,
        })
    }
    let decorated = f.decorator_list.iter().any(|d| {
        let callee = match &d.expression {
            Expr::Call(c) => &*c.func,
            other => other,
        };
        matches!(callee, Expr::Name(n) if n.id.as_str() == "stencil")
            || matches!(callee, Expr::Attribute(a) if a.attr.as_str() == "stencil")
    });
    decorated || has_computation(&f.body)
}

/// A module constant: a number or boolean literal, or an expression of
/// earlier constants.
fn constant(e: &Expr, constants: &BTreeMap<String, Value>) -> Option<Value> {
    let env = Env::new(constants);
    env.value(e).ok().filter(|v| v.is_host())
}

/// An integer constant (`halo=`).
fn int_constant(e: &Expr, constants: &BTreeMap<String, Value>) -> Option<i64> {
    match constant(e, constants)? {
        Value::Int(v) => Some(v),
        _ => None,
    }
}

/// `Some(halo)` if the function is decorated `@isobar.program(...)` or `@program(...)`.
fn program_decorator(
    f: &ast::StmtFunctionDef,
    constants: &BTreeMap<String, Value>,
) -> Result<Option<usize>, Diagnostics> {
    for d in &f.decorator_list {
        let (callee, call) = match &d.expression {
            Expr::Call(c) => (&*c.func, Some(c)),
            other => (other, None),
        };
        let is_program = match callee {
            Expr::Name(n) => n.id.as_str() == "program",
            Expr::Attribute(a) => a.attr.as_str() == "program",
            _ => false,
        };
        if !is_program {
            continue;
        }
        let mut halo = 0;
        if let Some(call) = call {
            for kw in call.arguments.keywords.iter() {
                if kw.arg.as_ref().map(|a| a.as_str()) == Some("halo") {
                    let v = int_constant(&kw.value, constants)
                        .filter(|v| (0..=1_000_000).contains(v))
                        .ok_or_else(|| {
                            error(
                                span_of(&kw.value),
                                "`halo=` must be a non-negative integer constant",
                            )
                        })?;
                    halo = v as usize;
                }
            }
        }
        return Ok(Some(halo));
    }
    Ok(None)
}

/// The parameters: fields (annotated `Field[...]` or an alias of one) and
/// scalars (annotated with a Python or NumPy number type).
fn params(
    f: &ast::StmtFunctionDef,
    aliases: &BTreeMap<String, Expr>,
) -> Result<Vec<ProgramParam>, Diagnostics> {
    let mut out = Vec::new();
    for p in f.parameters.iter_non_variadic_params() {
        let name = p.parameter.name.to_string();
        if name == "self" {
            continue;
        }
        let annotation = p.parameter.annotation.as_deref().ok_or_else(|| {
            error(
                span_of(&p.parameter),
                format!("parameter `{name}` needs an annotation (`Field[np.float64]` or `float`)"),
            )
        })?;
        let (field, dtype) = annotation_type(annotation, aliases).ok_or_else(|| {
            error(
                span_of(annotation),
                format!("parameter `{name}`: the annotation is neither a field nor a number type"),
            )
        })?;
        out.push(ProgramParam { name, dtype, field });
    }
    Ok(out)
}

/// `(is_field, dtype)` of an annotation.
fn annotation_type(e: &Expr, aliases: &BTreeMap<String, Expr>) -> Option<(bool, DType)> {
    match e {
        Expr::Name(n) => match aliases.get(n.id.as_str()) {
            Some(alias) => annotation_type(alias, &BTreeMap::new()),
            None => DType::from_name(n.id.as_str()).map(|t| (false, t)),
        },
        Expr::Attribute(a) => DType::from_name(a.attr.as_str()).map(|t| (false, t)),
        Expr::Subscript(s) => {
            let (_, t) = annotation_type(&s.slice, aliases)?;
            Some((true, t))
        }
        _ => None,
    }
}

impl ProgramSource {
    /// The program on a `domain` (interior points): field parameters of shape
    /// `domain + 2 * halo` in I and J, stencils built by `stencil` from their
    /// names.
    pub fn instantiate(
        &self,
        domain: [usize; 3],
        stencil: &mut dyn FnMut(&str) -> Result<Arc<Signature>, String>,
    ) -> Result<super::Program, Diagnostics> {
        let mut program = super::Program::new(&self.name);
        let mut env = Env::new(&self.module.constants);
        let pad = |n: usize| {
            self.halo
                .checked_mul(2)
                .and_then(|h| h.checked_add(n))
                .ok_or_else(|| error(Span::default(), "the domain plus halo overflows"))
        };
        let shape = vec![pad(domain[0])?, pad(domain[1])?, domain[2]];
        for p in &self.params {
            let value = if p.field {
                let id = program.field(&p.name, p.dtype, &shape);
                env.shapes.insert(id, shape.clone());
                Value::Field(id)
            } else {
                Value::Scalar(program.scalar(&p.name, p.dtype), p.name.clone())
            };
            env.bind(&p.name, value);
        }
        let mut ctx = exec::Ctx::new(&mut program, &self.module, stencil);
        ctx.run_body(&self.body, &mut env)?;
        Ok(program)
    }
}

/// The shape of `field` (every field of a program has one).
fn shape_of<'e>(env: &'e Env, field: FieldId) -> &'e [usize] {
    env.shapes.get(&field).map(|s| &s[..]).unwrap_or(&[])
}
