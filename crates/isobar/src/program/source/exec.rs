//! The statements of a program read from source: stencil calls recorded,
//! host code (assignments, branches, loops, helper calls) evaluated on the way.

use super::eval::{binary, Env, Value};
use super::{error, span_of, Module, MAX_CALLS, MAX_DEPTH, MAX_STEPS};
use crate::diagnostics::Diagnostics;
use crate::ir::value::Scalar;
use crate::ir::Literal;
use crate::program::{FieldId, Program, ScalarArg};
use crate::signature::Signature;
use ruff_python_ast::{self as ast, Expr, Stmt};
use std::collections::BTreeMap;
use std::sync::Arc;

/// How a statement ends.
enum Flow {
    /// On to the next statement.
    Next,
    /// `break` out of the innermost loop.
    Break,
    /// `continue` with the innermost loop's next iteration.
    Continue,
    /// `return` from the function being read, with its value.
    Return(Value),
}

/// What a call passes for a parameter.
enum Arg {
    Field(FieldId),
    Scalar(ScalarArg),
}

/// The program being recorded and what reading it needs.
pub(super) struct Ctx<'a> {
    program: &'a mut Program,
    module: &'a Module,
    /// Loop iterations so far.
    steps: usize,
    /// Helper calls in progress.
    depth: usize,
    stencils: BTreeMap<String, Arc<Signature>>,
    build: &'a mut dyn FnMut(&str) -> Result<Arc<Signature>, String>,
}

impl<'a> Ctx<'a> {
    /// Records into `program`; `build` makes a stencil of the file from its name.
    pub(super) fn new(
        program: &'a mut Program,
        module: &'a Module,
        build: &'a mut dyn FnMut(&str) -> Result<Arc<Signature>, String>,
    ) -> Self {
        Ctx {
            program,
            module,
            steps: 0,
            depth: 0,
            stencils: BTreeMap::new(),
            build,
        }
    }

    /// Reads a function body; a `return` ends it.
    pub(super) fn run_body(&mut self, body: &[Stmt], env: &mut Env) -> Result<Value, Diagnostics> {
        match self.block(body, env)? {
            Flow::Return(v) => Ok(v),
            Flow::Next => Ok(Value::None),
            Flow::Break | Flow::Continue => Err(error(
                span_of(&body[0]),
                "`break` or `continue` outside a loop",
            )),
        }
    }

    fn block(&mut self, body: &[Stmt], env: &mut Env) -> Result<Flow, Diagnostics> {
        for stmt in body {
            match self.stmt(stmt, env)? {
                Flow::Next => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Next)
    }

    fn stmt(&mut self, stmt: &Stmt, env: &mut Env) -> Result<Flow, Diagnostics> {
        match stmt {
            Stmt::Pass(_) => Ok(Flow::Next),
            Stmt::Break(_) => Ok(Flow::Break),
            Stmt::Continue(_) => Ok(Flow::Continue),
            Stmt::Expr(e) if e.value.is_string_literal_expr() => Ok(Flow::Next),
            Stmt::Expr(e) => match &*e.value {
                Expr::Call(call) => self.call_statement(call, env).map(|_| Flow::Next),
                other => Err(error(
                    span_of(other),
                    "a program statement is a call, an assignment, a branch or a loop",
                )),
            },
            Stmt::Assign(a) if a.targets.len() == 1 && a.targets[0].is_tuple_expr() => {
                // `a, b = b, a`: every value first, then the names.
                let (Expr::Tuple(targets), Expr::Tuple(values)) = (&a.targets[0], &*a.value) else {
                    return Err(error(
                        span_of(&*a.value),
                        "unpack a tuple of the same length",
                    ));
                };
                if targets.elts.len() != values.elts.len() {
                    return Err(error(
                        span_of(&*a.value),
                        "unpack a tuple of the same length",
                    ));
                }
                let values = values
                    .elts
                    .iter()
                    .map(|v| env.value(v))
                    .collect::<Result<Vec<_>, _>>()?;
                for (t, v) in targets.elts.iter().zip(values) {
                    let Expr::Name(n) = t else {
                        return Err(error(span_of(t), "assign to plain names"));
                    };
                    env.bind(&n.id, v);
                }
                Ok(Flow::Next)
            }
            Stmt::Assign(a) if a.targets.len() == 1 => {
                let Expr::Name(target) = &a.targets[0] else {
                    return Err(error(span_of(&a.targets[0]), "assign to a plain name"));
                };
                let value = self.assigned(&target.id, &a.value, env)?;
                env.bind(&target.id, value);
                Ok(Flow::Next)
            }
            Stmt::AugAssign(a) => {
                let Expr::Name(target) = &*a.target else {
                    return Err(error(span_of(&*a.target), "assign to a plain name"));
                };
                let left = env.host(&a.target)?;
                let right = env.host(&a.value)?;
                let value = binary(&a.value, a.op, &left, &right)?;
                env.bind(&target.id, value);
                Ok(Flow::Next)
            }
            Stmt::Delete(d) => {
                for t in &d.targets {
                    let Expr::Name(n) = t else {
                        return Err(error(span_of(t), "`del` a plain name"));
                    };
                    if !env.unbind(&n.id) {
                        return Err(error(span_of(t), format!("unknown name `{}`", n.id)));
                    }
                }
                Ok(Flow::Next)
            }
            Stmt::If(i) => {
                if env.condition(&i.test)? {
                    return self.block(&i.body, env);
                }
                for clause in &i.elif_else_clauses {
                    let taken = match &clause.test {
                        Some(test) => env.condition(test)?,
                        None => true,
                    };
                    if taken {
                        return self.block(&clause.body, env);
                    }
                }
                Ok(Flow::Next)
            }
            Stmt::While(w) => {
                while env.condition(&w.test)? {
                    self.step(stmt)?;
                    match self.block(&w.body, env)? {
                        Flow::Break => return Ok(Flow::Next),
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                        Flow::Next | Flow::Continue => {}
                    }
                }
                self.block(&w.orelse, env)
            }
            Stmt::For(f) => self.for_range(stmt, f, env),
            // The program's own `return` ends it; what it returns is
            // Python's (global sums, say), not the CLI's.
            Stmt::Return(_) if self.depth == 0 => Ok(Flow::Return(Value::None)),
            Stmt::Return(r) => {
                let value = match &r.value {
                    Some(v) => self.assigned("returned", v, env)?,
                    None => Value::None,
                };
                Ok(Flow::Return(value))
            }
            other => Err(error(
                span_of(other),
                "isobar reads programs of assignments, stencil and helper calls, `if`, `while` \
                 and `for` loops over `range`",
            )),
        }
    }

    /// One more loop iteration, within the limits.
    fn step(&mut self, stmt: &Stmt) -> Result<(), Diagnostics> {
        self.steps += 1;
        if self.program.calls.len() > MAX_CALLS || self.steps > MAX_STEPS {
            return Err(error(
                span_of(stmt),
                format!("more than {MAX_CALLS} calls or {MAX_STEPS} loop iterations"),
            ));
        }
        Ok(())
    }

    /// `for name in range(stop)`, `range(start, stop)`, `range(start, stop, step)`.
    fn for_range(
        &mut self,
        stmt: &Stmt,
        f: &ast::StmtFor,
        env: &mut Env,
    ) -> Result<Flow, Diagnostics> {
        let bounds = match &*f.iter {
            Expr::Call(c)
                if matches!(&*c.func, Expr::Name(n) if n.id.as_str() == "range")
                    && (1..=3).contains(&c.arguments.args.len())
                    && c.arguments.keywords.is_empty() =>
            {
                c.arguments
                    .args
                    .iter()
                    .map(|a| env.int(a))
                    .collect::<Result<Vec<_>, _>>()?
            }
            other => {
                return Err(error(
                    span_of(other),
                    "only `for name in range(...)` loops are supported",
                ))
            }
        };
        let (start, stop, by) = match bounds[..] {
            [stop] => (0, stop, 1),
            [start, stop] => (start, stop, 1),
            [start, stop, by] => (start, stop, by),
            _ => unreachable!("1 to 3 arguments"),
        };
        if by == 0 {
            return Err(error(span_of(&*f.iter), "range() step must not be zero"));
        }
        let target = match &*f.target {
            Expr::Name(n) => n.id.to_string(),
            other => return Err(error(span_of(other), "loop over a plain name")),
        };
        let mut i = start;
        while (by > 0 && i < stop) || (by < 0 && i > stop) {
            self.step(stmt)?;
            env.bind(&target, Value::Int(i));
            match self.block(&f.body, env)? {
                Flow::Break => return Ok(Flow::Next),
                Flow::Return(v) => return Ok(Flow::Return(v)),
                Flow::Next | Flow::Continue => {}
            }
            i = match i.checked_add(by) {
                Some(next) => next,
                None => break,
            };
        }
        self.block(&f.orelse, env)
    }

    /// The value of an assignment's right side.
    fn assigned(&mut self, name: &str, e: &Expr, env: &mut Env) -> Result<Value, Diagnostics> {
        if let Expr::Call(c) = e {
            match callee_name(c) {
                Some("zeros_like") => return self.zeros_like(name, e, c, env),
                Some("global_sum") => return self.global_sum(name, c, env),
                Some(helper) if self.module.helpers.contains_key(helper) => {
                    return self.helper(helper, c, env)
                }
                _ => {}
            }
        }
        env.value(e)
    }

    /// `np.zeros_like(field)`: a transient.
    fn zeros_like(
        &mut self,
        name: &str,
        e: &Expr,
        c: &ast::ExprCall,
        env: &mut Env,
    ) -> Result<Value, Diagnostics> {
        let [Expr::Name(n)] = &c.arguments.args[..] else {
            return Err(error(span_of(e), "`np.zeros_like` takes one field"));
        };
        let Some(Value::Field(like)) = env.lookup(n.id.as_str()).cloned() else {
            return Err(error(span_of(e), format!("`{}` is not a field", n.id)));
        };
        let f = self.program.fields[like.0].clone();
        let id = self.program.transient(name, f.dtype, &f.shape);
        env.shapes.insert(id, f.shape);
        Ok(Value::Field(id))
    }

    /// `isobar.global_sum(field)`: a global sum node.
    fn global_sum(
        &mut self,
        name: &str,
        c: &ast::ExprCall,
        env: &mut Env,
    ) -> Result<Value, Diagnostics> {
        let args = &c.arguments.args[..];
        let halo_kw: Vec<&ast::Keyword> = c.arguments.keywords.iter().collect();
        let (field, halo) = match (args, &halo_kw[..]) {
            ([f], []) => (f, None),
            ([f], [kw]) if kw.arg.as_ref().is_some_and(|a| a.as_str() == "halo") => {
                (f, Some(&kw.value))
            }
            ([f, h], []) => (f, Some(h)),
            _ => {
                return Err(error(
                    span_of(c),
                    "`global_sum` takes a field and, optionally, the halo",
                ))
            }
        };
        let halo = match halo {
            Some(h) => usize::try_from(env.int(h)?)
                .map_err(|_| error(span_of(h), "the halo must not be negative"))?,
            None => 0,
        };
        let field = match env.value(field)? {
            Value::Field(f) => f,
            _ => return Err(error(span_of(field), "`global_sum` takes a field")),
        };
        if self.program.fields[field.0].transient {
            return Err(error(
                span_of(c),
                "`global_sum` sums a field the program is given, not a transient",
            ));
        }
        self.program.global_sum(name, field, halo);
        Ok(Value::Sum(name.to_string()))
    }

    /// A call as a statement: a stencil's, a helper's or a global sum's.
    fn call_statement(&mut self, call: &ast::ExprCall, env: &mut Env) -> Result<(), Diagnostics> {
        match callee_name(call) {
            Some("global_sum") => self.global_sum("global_sum", call, env).map(|_| ()),
            Some(helper) if self.module.helpers.contains_key(helper) => {
                self.helper(helper, call, env).map(|_| ())
            }
            _ => self.stencil_call(call, env),
        }
    }

    /// A helper function of the file, read inline with its parameters bound.
    fn helper(
        &mut self,
        name: &str,
        call: &ast::ExprCall,
        env: &mut Env,
    ) -> Result<Value, Diagnostics> {
        let def = self.module.helpers[name].clone();
        if self.depth >= MAX_DEPTH {
            return Err(error(
                span_of(call),
                format!("more than {MAX_DEPTH} helper calls in progress (recursion?)"),
            ));
        }
        let mut scope = env.scope();
        let params: Vec<&ast::ParameterWithDefault> = def
            .parameters
            .posonlyargs
            .iter()
            .chain(def.parameters.args.iter())
            .chain(def.parameters.kwonlyargs.iter())
            .collect();
        if def.parameters.vararg.is_some() || def.parameters.kwarg.is_some() {
            return Err(error(
                span_of(&*def.parameters),
                format!("helper `{name}`: `*args` and `**kwargs` are not read here"),
            ));
        }
        let positional = def.parameters.posonlyargs.len() + def.parameters.args.len();
        if call.arguments.args.len() > positional {
            return Err(error(
                span_of(call),
                format!("`{name}` takes {positional} positional arguments"),
            ));
        }
        let mut given: BTreeMap<String, Value> = BTreeMap::new();
        for (p, a) in params.iter().zip(call.arguments.args.iter()) {
            given.insert(p.parameter.name.to_string(), env.value(a)?);
        }
        for kw in call.arguments.keywords.iter() {
            let key = kw.arg.as_ref().map(|a| a.to_string()).unwrap_or_default();
            if !params.iter().any(|p| p.parameter.name.as_str() == key) {
                return Err(error(
                    span_of(kw),
                    format!("`{name}` has no parameter `{key}`"),
                ));
            }
            if given.insert(key.clone(), env.value(&kw.value)?).is_some() {
                return Err(error(
                    span_of(kw),
                    format!("`{name}` got multiple values for argument `{key}`"),
                ));
            }
        }
        for p in &params {
            let pname = p.parameter.name.as_str();
            let value = match (given.remove(pname), &p.default) {
                (Some(v), _) => v,
                (None, Some(default)) => Env::new(&self.module.constants).host(default)?,
                (None, None) => {
                    return Err(error(
                        span_of(call),
                        format!("`{name}` is missing the argument `{pname}`"),
                    ))
                }
            };
            scope.bind(pname, value);
        }
        self.depth += 1;
        let result = self.run_body(&def.body, &mut scope);
        self.depth -= 1;
        let value = result?;
        if !value.is_host() {
            return Err(error(
                span_of(call),
                format!("`{name}` must return a number or None"),
            ));
        }
        // Transients the helper allocated keep their shapes for the caller.
        env.shapes.extend(scope.shapes);
        Ok(value)
    }

    fn stencil_call(&mut self, call: &ast::ExprCall, env: &mut Env) -> Result<(), Diagnostics> {
        let Expr::Name(callee) = &*call.func else {
            return Err(error(
                span_of(&*call.func),
                "call a stencil or a helper of this file by its name",
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
                "origin" => origin = Some(env.triple(&kw.value)?),
                "domain" => domain = Some(env.triple(&kw.value)?),
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
            match argument(env, a)? {
                Arg::Field(f) => fields.push((p.as_str(), f)),
                Arg::Scalar(s) => scalars.push((p.as_str(), s)),
            }
        }
        self.program
            .call(stencil.clone(), &fields, &scalars, origin, domain)
            .map_err(|e| error(span_of(call), e.to_string()))
    }
}

/// The name a call calls: `f(...)` or `module.f(...)`.
fn callee_name(c: &ast::ExprCall) -> Option<&str> {
    match &*c.func {
        Expr::Name(n) => Some(n.id.as_str()),
        Expr::Attribute(a) => Some(a.attr.as_str()),
        _ => None,
    }
}

/// What an argument of a stencil call passes.
fn argument(env: &Env, e: &Expr) -> Result<Arg, Diagnostics> {
    match env.value(e)? {
        Value::Field(f) => Ok(Arg::Field(f)),
        Value::Scalar(s, _) => Ok(Arg::Scalar(ScalarArg::Param(s))),
        Value::Int(v) => Ok(Arg::Scalar(ScalarArg::Value(Scalar::from(Literal::Int(v))))),
        Value::Float(v) => Ok(Arg::Scalar(ScalarArg::Value(Scalar::from(Literal::Float(
            v,
        ))))),
        Value::Bool(v) => Ok(Arg::Scalar(ScalarArg::Value(Scalar::from(Literal::Bool(
            v,
        ))))),
        Value::None => Err(error(span_of(e), "`None` is not an argument of a stencil")),
        Value::Sum(name) => Err(error(
            span_of(e),
            format!("`{name}` is a global sum, known only after the run: not a stencil argument"),
        )),
    }
}
