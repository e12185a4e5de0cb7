//! Programs read from source: the function decorated `@isobar.program` in a
//! stencil file, evaluated statically for the CLI (`isobar run`, `bench`,
//! `dump --stage program`).
//!
//! Python runs the same function by tracing it; isobar reads it without a
//! Python interpreter, so the body must stay inside a small language:
//! - `name = <int expression>`: integer literals, module-level integer
//!   constants, `param.shape[N]`, `+ - * //` and parentheses;
//! - `name = np.zeros_like(param)`: a transient with the parameter's dtype
//!   and shape;
//! - `stencil(args..., origin=(i, j, k), domain=(ni, nj, nk))`: a call of a
//!   stencil of the file, its arguments fields, scalars or numbers;
//! - `for _ in range(N):` with an integer expression `N` (unrolled);
//! - `pass` and docstrings.
//!
//! Field parameters are 3-D; the CLI allocates each with `halo` points
//! (`@isobar.program(halo=H)`) around the domain in I and J.

use super::{FieldId, Program, ScalarArg, ScalarId};
use crate::diagnostics::{Category, Diagnostic, Diagnostics, Span};
use crate::ir::value::Scalar;
use crate::ir::{DType, Literal};
use crate::signature::Signature;
use ruff_python_ast::{self as ast, Expr, Number, Operator, Stmt, UnaryOp};
use ruff_text_size::Ranged;
use std::collections::BTreeMap;
use std::sync::Arc;

/// At most this many calls after unrolling.
const MAX_CALLS: usize = 100_000;
/// At most this many loop iterations in all (loops without calls included).
const MAX_STEPS: usize = 1_000_000;

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
    constants: BTreeMap<String, i64>,
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
    let module = crate::frontend::parse::parse_module(source).map_err(Diagnostics)?;
    let mut constants = BTreeMap::new();
    let mut aliases: BTreeMap<String, Expr> = BTreeMap::new();
    let mut out = Vec::new();
    for stmt in &module.body {
        match stmt {
            Stmt::Assign(a) if a.targets.len() == 1 => {
                if let Expr::Name(n) = &a.targets[0] {
                    if let Some(v) = int_literal(&a.value, &constants) {
                        constants.insert(n.id.to_string(), v);
                    }
                    aliases.insert(n.id.to_string(), (*a.value).clone());
                }
            }
            Stmt::FunctionDef(f) => {
                if let Some(halo) = program_decorator(f, &constants)? {
                    out.push(ProgramSource {
                        name: f.name.to_string(),
                        halo,
                        params: params(f, &aliases)?,
                        body: f.body.iter().cloned().collect(),
                        constants: constants.clone(),
                    });
                }
            }
            _ => {}
        }
    }
    Ok(out)
}

/// An integer literal or a known constant, for module constants.
fn int_literal(e: &Expr, constants: &BTreeMap<String, i64>) -> Option<i64> {
    let env = Env {
        constants: constants.clone(),
        ..Default::default()
    };
    env.int(e).ok()
}

/// `Some(halo)` if the function is decorated `@isobar.program(...)` or `@program(...)`.
fn program_decorator(
    f: &ast::StmtFunctionDef,
    constants: &BTreeMap<String, i64>,
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
                    let v = int_literal(&kw.value, constants)
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

/// A value of the evaluator.
#[derive(Clone, Copy, Debug)]
enum Value {
    Int(i64),
    Field(FieldId),
    Scalar(ScalarId),
}

#[derive(Default)]
struct Env {
    constants: BTreeMap<String, i64>,
    values: BTreeMap<String, Value>,
    shapes: BTreeMap<FieldId, Vec<usize>>,
}

impl Env {
    fn int(&self, e: &Expr) -> Result<i64, Diagnostics> {
        let overflow = || error(span_of(e), "integer overflow");
        match e {
            Expr::NumberLiteral(n) => match &n.value {
                Number::Int(i) => i.as_i64().ok_or_else(overflow),
                _ => Err(error(span_of(e), "expected an integer")),
            },
            Expr::Name(n) => match self.values.get(n.id.as_str()) {
                Some(Value::Int(v)) => Ok(*v),
                Some(_) => Err(error(span_of(e), format!("`{}` is not an integer", n.id))),
                None => self
                    .constants
                    .get(n.id.as_str())
                    .copied()
                    .ok_or_else(|| error(span_of(e), format!("unknown integer `{}`", n.id))),
            },
            Expr::UnaryOp(u) if u.op == UnaryOp::USub => {
                self.int(&u.operand)?.checked_neg().ok_or_else(overflow)
            }
            Expr::BinOp(b) => {
                let (l, r) = (self.int(&b.left)?, self.int(&b.right)?);
                match b.op {
                    Operator::Add => l.checked_add(r),
                    Operator::Sub => l.checked_sub(r),
                    Operator::Mult => l.checked_mul(r),
                    Operator::FloorDiv => {
                        if r == 0 {
                            return Err(error(span_of(e), "division by zero"));
                        }
                        l.checked_div_euclid(r).map(|q| {
                            if r < 0 && l.rem_euclid(r) != 0 {
                                q + 1
                            } else {
                                q
                            }
                        })
                    }
                    _ => {
                        return Err(error(
                            span_of(e),
                            "only + - * // are allowed on integers here",
                        ))
                    }
                }
                .ok_or_else(overflow)
            }
            Expr::Subscript(s) => {
                // `param.shape[N]`
                let Expr::Attribute(a) = &*s.value else {
                    return Err(error(span_of(e), "expected `field.shape[N]`"));
                };
                let (Expr::Name(n), "shape") = (&*a.value, a.attr.as_str()) else {
                    return Err(error(span_of(e), "expected `field.shape[N]`"));
                };
                let Some(Value::Field(f)) = self.values.get(n.id.as_str()) else {
                    return Err(error(span_of(e), format!("`{}` is not a field", n.id)));
                };
                let shape = &self.shapes[f];
                let axis = self.int(&s.slice)?;
                usize::try_from(axis)
                    .ok()
                    .and_then(|a| shape.get(a))
                    .map(|&n| n as i64)
                    .ok_or_else(|| {
                        error(
                            span_of(&*s.slice),
                            format!("the field has {} axes", shape.len()),
                        )
                    })
            }
            _ => Err(error(
                span_of(e),
                "not an integer expression isobar can evaluate",
            )),
        }
    }

    /// An `(a, b, c)` tuple of non-negative integers.
    fn triple(&self, e: &Expr) -> Result<[usize; 3], Diagnostics> {
        let Expr::Tuple(t) = e else {
            return Err(error(span_of(e), "expected a tuple of three integers"));
        };
        if t.elts.len() != 3 {
            return Err(error(span_of(e), "expected a tuple of three integers"));
        }
        let mut out = [0; 3];
        for (o, x) in out.iter_mut().zip(&t.elts) {
            *o = usize::try_from(self.int(x)?)
                .map_err(|_| error(span_of(x), "must not be negative"))?;
        }
        Ok(out)
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
    ) -> Result<Program, Diagnostics> {
        let mut program = Program::new(&self.name);
        let mut env = Env {
            constants: self.constants.clone(),
            ..Default::default()
        };
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
                Value::Scalar(program.scalar(&p.name, p.dtype))
            };
            env.values.insert(p.name.clone(), value);
        }
        let mut stencils = BTreeMap::new();
        let mut ctx = Ctx {
            program: &mut program,
            steps: 0,
            env: &mut env,
            stencils: &mut stencils,
            build: stencil,
        };
        ctx.block(&self.body)?;
        Ok(program)
    }
}

struct Ctx<'a> {
    program: &'a mut Program,
    /// Loop iterations so far.
    steps: usize,
    env: &'a mut Env,
    stencils: &'a mut BTreeMap<String, Arc<Signature>>,
    build: &'a mut dyn FnMut(&str) -> Result<Arc<Signature>, String>,
}

impl Ctx<'_> {
    fn block(&mut self, body: &[Stmt]) -> Result<(), Diagnostics> {
        body.iter().try_for_each(|s| self.stmt(s))
    }

    fn stmt(&mut self, stmt: &Stmt) -> Result<(), Diagnostics> {
        match stmt {
            Stmt::Pass(_) => Ok(()),
            Stmt::Expr(e) if e.value.is_string_literal_expr() => Ok(()),
            Stmt::Expr(e) => match &*e.value {
                Expr::Call(call) => self.call(call),
                other => Err(error(
                    span_of(other),
                    "a program statement must be a stencil call",
                )),
            },
            Stmt::Assign(a) if a.targets.len() == 1 => {
                let Expr::Name(target) = &a.targets[0] else {
                    return Err(error(span_of(&a.targets[0]), "assign to a plain name"));
                };
                let value = self.assigned(&target.id, &a.value)?;
                self.env.values.insert(target.id.to_string(), value);
                Ok(())
            }
            Stmt::For(f) => {
                let count = match &*f.iter {
                    Expr::Call(c)
                        if matches!(&*c.func, Expr::Name(n) if n.id.as_str() == "range")
                            && c.arguments.args.len() == 1
                            && c.arguments.keywords.is_empty() =>
                    {
                        self.env.int(&c.arguments.args[0])?
                    }
                    other => {
                        return Err(error(
                            span_of(other),
                            "only `for _ in range(N):` loops are supported",
                        ))
                    }
                };
                for _ in 0..count.max(0) {
                    self.block(&f.body)?;
                    self.steps += 1;
                    if self.program.calls.len() > MAX_CALLS || self.steps > MAX_STEPS {
                        return Err(error(
                            span_of(stmt),
                            format!("more than {MAX_CALLS} calls or {MAX_STEPS} loop iterations"),
                        ));
                    }
                }
                Ok(())
            }
            other => Err(error(
                span_of(other),
                "isobar reads programs of assignments, stencil calls and `for` loops over `range`",
            )),
        }
    }

    /// The value of an assignment: `np.zeros_like(field)` or an integer.
    fn assigned(&mut self, name: &str, e: &Expr) -> Result<Value, Diagnostics> {
        if let Expr::Call(c) = e {
            let is_zeros_like =
                matches!(&*c.func, Expr::Attribute(a) if a.attr.as_str() == "zeros_like");
            if !is_zeros_like {
                return Err(error(
                    span_of(e),
                    "only `np.zeros_like(field)` allocates a transient",
                ));
            }
            let [Expr::Name(n)] = &c.arguments.args[..] else {
                return Err(error(span_of(e), "`np.zeros_like` takes one field"));
            };
            let Some(Value::Field(like)) = self.env.values.get(n.id.as_str()).copied() else {
                return Err(error(span_of(e), format!("`{}` is not a field", n.id)));
            };
            let f = self.program.fields[like.0].clone();
            let id = self.program.transient(name, f.dtype, &f.shape);
            self.env.shapes.insert(id, f.shape);
            return Ok(Value::Field(id));
        }
        Ok(Value::Int(self.env.int(e)?))
    }

    fn call(&mut self, call: &ast::ExprCall) -> Result<(), Diagnostics> {
        let Expr::Name(callee) = &*call.func else {
            return Err(error(
                span_of(&*call.func),
                "call a stencil of this file by its name",
            ));
        };
        let name = callee.id.to_string();
        let stencil = match self.stencils.get(&name) {
            Some(s) => s.clone(),
            None => {
                let s = (self.build)(&name).map_err(|m| error(span_of(&*call.func), m))?;
                self.stencils.insert(name.clone(), s.clone());
                s
            }
        };
        let ir = stencil.ir();
        let param_names: Vec<String> = ir
            .params
            .iter()
            .map(|&p| ir.symbols.get(p).name.clone())
            .collect();
        let mut bound: Vec<(String, &Expr)> = Vec::new();
        if call.arguments.args.len() > param_names.len() {
            return Err(error(
                span_of(call),
                format!("`{name}` takes {} arguments", param_names.len()),
            ));
        }
        for (p, a) in param_names.iter().zip(call.arguments.args.iter()) {
            bound.push((p.clone(), a));
        }
        let (mut origin, mut domain) = (None, None);
        for kw in call.arguments.keywords.iter() {
            let key = kw.arg.as_ref().map(|a| a.to_string()).unwrap_or_default();
            // As Python: a parameter given twice is an error, not the last.
            if bound.iter().any(|(p, _)| *p == key)
                || (key == "origin" && origin.is_some())
                || (key == "domain" && domain.is_some())
            {
                return Err(error(
                    span_of(kw),
                    format!("`{name}` got multiple values for argument `{key}`"),
                ));
            }
            match key.as_str() {
                "origin" => origin = Some(self.env.triple(&kw.value)?),
                "domain" => domain = Some(self.env.triple(&kw.value)?),
                k if param_names.iter().any(|p| p == k) => bound.push((k.to_string(), &kw.value)),
                k => {
                    return Err(error(
                        span_of(kw),
                        format!("`{name}` has no parameter `{k}`"),
                    ))
                }
            }
        }
        let (Some(origin), Some(domain)) = (origin, domain) else {
            return Err(error(
                span_of(call),
                "give the call both `origin=` and `domain=`",
            ));
        };
        let mut fields = Vec::new();
        let mut scalars = Vec::new();
        for (p, a) in &bound {
            match self.argument(a)? {
                Arg::Field(f) => fields.push((p.as_str(), f)),
                Arg::Scalar(s) => scalars.push((p.as_str(), s)),
            }
        }
        self.program
            .call(stencil.clone(), &fields, &scalars, origin, domain)
            .map_err(|e| error(span_of(call), e.to_string()))
    }

    fn argument(&self, e: &Expr) -> Result<Arg, Diagnostics> {
        match e {
            Expr::Name(n) => match self.env.values.get(n.id.as_str()) {
                Some(Value::Field(f)) => Ok(Arg::Field(*f)),
                Some(Value::Scalar(s)) => Ok(Arg::Scalar(ScalarArg::Param(*s))),
                Some(Value::Int(v)) => Ok(Arg::Scalar(ScalarArg::Value(Scalar::from(
                    Literal::Int(*v),
                )))),
                None => Err(error(span_of(e), format!("unknown name `{}`", n.id))),
            },
            Expr::NumberLiteral(n) => match &n.value {
                Number::Float(v) => Ok(Arg::Scalar(ScalarArg::Value(Scalar::from(
                    Literal::Float(*v),
                )))),
                _ => Ok(Arg::Scalar(ScalarArg::Value(Scalar::from(Literal::Int(
                    self.env.int(e)?,
                ))))),
            },
            Expr::UnaryOp(u) if u.op == UnaryOp::USub => match self.argument(&u.operand)? {
                Arg::Scalar(ScalarArg::Value(v)) => Ok(Arg::Scalar(ScalarArg::Value(
                    Scalar::from(Literal::Float(-v.as_f64())),
                ))),
                _ => Err(error(span_of(e), "only numbers can be negated here")),
            },
            other => Err(error(
                span_of(other),
                "an argument is a field, a scalar parameter or a number",
            )),
        }
    }
}

enum Arg {
    Field(FieldId),
    Scalar(ScalarArg),
}
