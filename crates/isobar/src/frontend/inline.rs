//! Inlining of `@gtscript.function` helpers.
//!
//! A call binds each parameter to the caller's argument: a field name becomes an
//! alias, so `f[1, 0, 0]` inside the function reads the argument field one point
//! further; a scalar or a compile-time constant is substituted; any other
//! expression (also `a[1, 0, 0]`) is first stored in a temporary, so the function
//! may read it at offsets, on an extended compute domain, as GT4Py does. Bindings
//! are therefore always leaves, and inlining never copies expressions. A
//! parameter the function assigns to (anywhere, even only under an `if` or a
//! region) is a temporary holding a copy of the argument, as in GT4Py: where
//! the assignment does not run, the parameter keeps the argument's value. The function's
//! statements become statements before the caller's statement; its `return`
//! value(s) replace the call.

use super::expr::{literal, Named};
use super::lower::{Binding, Frame, Lowerer};
use crate::diagnostics::{Category, Diagnostic, Span};
use crate::ir::{self, ExprKind};
use ruff_python_ast::{self as ast, Expr, Stmt, StmtFunctionDef};
use ruff_text_size::Ranged;
use std::collections::HashMap;

/// Deepest chain of nested function calls accepted (real models nest up to 6).
const MAX_INLINE_DEPTH: usize = 32;

impl Lowerer<'_, '_> {
    /// Inlines `def` at `call`; returns the values of its `return`.
    /// `module` is the index of the scope of the module defining it, if that
    /// is not the current frame's.
    pub(super) fn inline_call(
        &mut self,
        def: &StmtFunctionDef,
        module: Option<usize>,
        call: &ast::ExprCall,
        span: Span,
    ) -> Vec<ir::Expr> {
        let name = def.name.to_string();
        if self.frames.len() > MAX_INLINE_DEPTH {
            self.diags.push(
                Diagnostic::new(
                    Category::FunctionDefinition,
                    span,
                    format!("function calls nest more than {MAX_INLINE_DEPTH} levels deep (is `{name}` recursive?)"),
                )
                .with_label("called here"),
            );
            return Vec::new();
        }
        let Some((statements, returned)) = self.split_return(def) else {
            return Vec::new();
        };
        let Some(bindings) = self.bind_arguments(def, call, span) else {
            return Vec::new();
        };
        let module = module.unwrap_or(self.frame().module);
        self.frames.push(Frame {
            function: Some(name),
            bindings,
            externals: HashMap::new(),
            module,
        });
        // The argument copies run before the body, outside any of its blocks.
        let before = std::mem::take(&mut self.hoisted);
        let body = self.body(statements);
        self.hoisted = before;
        self.hoisted.extend(body);
        let values = self.values(returned);
        self.frames.pop();
        values
    }

    /// The statements of `def` before its single, final `return`, and the returned value.
    fn split_return<'d>(&mut self, def: &'d StmtFunctionDef) -> Option<(&'d [Stmt], &'d Expr)> {
        let mut returns = Vec::new();
        count_returns(&def.body, &mut returns);
        let last_is_return = matches!(def.body.last(), Some(Stmt::Return(r)) if r.value.is_some());
        if returns.len() != 1 || !last_is_return {
            let mut d = Diagnostic::new(
                Category::FunctionDefinition,
                Span::from(def.name.range()),
                format!(
                    "GTScript function `{}` must have a single `return` with a value, as its last statement",
                    def.name
                ),
            )
            .with_label("this function");
            for r in returns {
                d = d.with_secondary(r, "a `return`");
            }
            self.diags.push(d);
            return None;
        }
        let (last, statements) = def.body.split_last()?;
        let Stmt::Return(ret) = last else { return None };
        Some((statements, ret.value.as_deref()?))
    }

    /// Binds the parameters of `def` to the arguments of `call`, in the caller's frame.
    fn bind_arguments(
        &mut self,
        def: &StmtFunctionDef,
        call: &ast::ExprCall,
        span: Span,
    ) -> Option<HashMap<String, Binding>> {
        let params: Vec<&ast::ParameterWithDefault> = def
            .parameters
            .posonlyargs
            .iter()
            .chain(&def.parameters.args)
            .chain(&def.parameters.kwonlyargs)
            .collect();
        let positional = def.parameters.posonlyargs.len() + def.parameters.args.len();
        if call.arguments.args.len() > positional {
            self.error(
                Category::FunctionDefinition,
                span,
                format!(
                    "`{}` takes {positional} positional argument(s) but {} were given",
                    def.name,
                    call.arguments.args.len()
                ),
            );
            return None;
        }
        let mut args: Vec<Option<&Expr>> = vec![None; params.len()];
        for (slot, arg) in args.iter_mut().zip(call.arguments.args.iter()) {
            *slot = Some(arg);
        }
        for keyword in &call.arguments.keywords {
            let key = self.or_report(
                keyword.arg.as_ref(),
                Category::UnsupportedSyntax,
                Span::from(keyword.range()),
                "`**kwargs` in calls is not supported",
            )?;
            match params
                .iter()
                .position(|p| p.parameter.name.as_str() == key.as_str())
            {
                Some(i) if args[i].is_none() => args[i] = Some(&keyword.value),
                Some(_) => {
                    self.error(
                        Category::FunctionDefinition,
                        Span::from(keyword.range()),
                        format!("argument `{key}` given twice"),
                    );
                    return None;
                }
                None => {
                    self.error(
                        Category::FunctionDefinition,
                        Span::from(keyword.range()),
                        format!("`{}` has no parameter `{key}`", def.name),
                    );
                    return None;
                }
            }
        }
        let mut assigned = Vec::new();
        assigned_names(&def.body, &mut assigned);
        let mut bindings = HashMap::new();
        for (param, arg) in params.iter().zip(args) {
            let name = param.parameter.name.to_string();
            let copied = assigned.contains(&name);
            let binding = match (arg, &param.default) {
                (Some(arg), _) if copied => {
                    let value = self.expr(arg);
                    self.copy_binding(value, &def.name, &name)
                }
                (Some(arg), _) => self.argument_binding(arg, &def.name, &name)?,
                (None, Some(default)) => {
                    // Defaults belong to the function's module, not to the caller.
                    match super::consteval::eval(default, self.scope()) {
                        Some(value) if copied => {
                            let value = literal(value, Span::from(default.range()));
                            self.copy_binding(value, &def.name, &name)
                        }
                        Some(value) => Binding::Value(literal(value, Span::from(default.range()))),
                        None => {
                            self.error(
                                Category::FunctionDefinition,
                                Span::from(default.range()),
                                format!(
                                    "the default value of `{name}` must be a compile-time constant"
                                ),
                            );
                            return None;
                        }
                    }
                }
                (None, None) => {
                    self.error(
                        Category::FunctionDefinition,
                        span,
                        format!("missing argument `{name}` of `{}`", def.name),
                    );
                    return None;
                }
            };
            bindings.insert(name, binding);
        }
        Some(bindings)
    }

    /// Binds a parameter the function assigns to: a new temporary, typed as an
    /// untyped temporary declared by `value` is, that holds `value` first.
    fn copy_binding(&mut self, value: ir::Expr, function: &str, param: &str) -> Binding {
        let span = value.span;
        Binding::Symbol(self.hoist_into_temporary(value, span, function, param))
    }

    /// A new temporary `function.param`, typed as an untyped temporary
    /// declared by `value` is, assigned `value` ahead of the inlined body.
    fn hoist_into_temporary(
        &mut self,
        value: ir::Expr,
        span: Span,
        function: &str,
        param: &str,
    ) -> ir::SymbolId {
        let dtype = ir::types::declared_type(&value);
        let temp = self.new_temporary(&format!("{function}.{param}"), dtype, span);
        self.hoisted.push(ir::Stmt {
            kind: ir::StmtKind::Assign {
                target: super::lower::zero_ref(temp, span),
                value,
            },
            span,
        });
        temp
    }

    /// Binds one argument, as GT4Py does: a name is substituted (a field becomes an
    /// alias, a scalar or constant its value), a compile-time constant is
    /// substituted, and any other expression is stored in a temporary first.
    fn argument_binding(&mut self, arg: &Expr, function: &str, param: &str) -> Option<Binding> {
        let span = Span::from(arg.range());
        if let Expr::Name(_) = arg {
            return Some(match self.resolve(arg, span)? {
                Named::Field { field, offset } => Binding::FieldAlias { field, offset },
                Named::Scalar(id) => Binding::Value(ir::Expr {
                    kind: ExprKind::Scalar(id),
                    dtype: self.symbols.get(id).dtype(),
                    span,
                }),
                Named::Value(value) => Binding::Value(value),
            });
        }
        let folded = self.eval_const(arg);
        if let (Some(constant), false) = (&folded, is_operation(arg)) {
            return Some(Binding::Value(literal(*constant, span)));
        }
        let value = self.expr(arg);
        if let Some(constant) = folded {
            // GT4Py stores an operation on constants in a temporary too; a
            // constant is substituted only where that temporary would hold
            // the same value, else the temporary's assignment is checked as
            // GT4Py checks it (`f(W / W)`, W an integer: typed int64 but
            // computed in float32, refused).
            if !stale_type(&value) {
                return Some(Binding::Value(literal(constant, span)));
            }
        }
        Some(Binding::FieldAlias {
            field: self.hoist_into_temporary(value, span, function, param),
            offset: [0; 3],
        })
    }
}

/// Whether `arg` computes something (rather than naming or spelling a value).
fn is_operation(arg: &Expr) -> bool {
    matches!(
        arg,
        Expr::BinOp(_)
            | Expr::UnaryOp(_)
            | Expr::Call(_)
            | Expr::BoolOp(_)
            | Expr::Compare(_)
            | Expr::If(_)
    )
}

/// Whether GT4Py would refuse `value` stored in a temporary of the type it
/// declares for it: its operands disagree, or it is computed in another type
/// than declared (an integer quotient, a float function of integers).
fn stale_type(value: &ir::Expr) -> bool {
    let mut disagree = false;
    let t = ir::types::gt4py_type(value, &mut |_, _, _| disagree = true);
    disagree || t.after_cast_to(t.declared) != t.declared
}

/// Names assigned anywhere in `stmts` (plain, augmented, annotated and tuple
/// assignments, nested blocks included), as GT4Py collects them.
fn assigned_names(stmts: &[Stmt], out: &mut Vec<String>) {
    fn targets(target: &Expr, out: &mut Vec<String>) {
        match target {
            Expr::Name(n) => out.push(n.id.to_string()),
            Expr::Tuple(t) => t.elts.iter().for_each(|e| targets(e, out)),
            _ => {}
        }
    }
    for stmt in stmts {
        match stmt {
            Stmt::Assign(a) => a.targets.iter().for_each(|t| targets(t, out)),
            Stmt::AugAssign(a) => targets(&a.target, out),
            Stmt::AnnAssign(a) => targets(&a.target, out),
            _ => {}
        }
        for body in nested_bodies(stmt) {
            assigned_names(body, out);
        }
    }
}

fn count_returns(stmts: &[Stmt], out: &mut Vec<Span>) {
    for stmt in stmts {
        if let Stmt::Return(r) = stmt {
            out.push(Span::from(r.range()));
        }
        for body in nested_bodies(stmt) {
            count_returns(body, out);
        }
    }
}

/// The blocks nested in `stmt`: an `if`'s branches, the body of a `while`,
/// `with` or `for`.
fn nested_bodies(stmt: &Stmt) -> Vec<&[Stmt]> {
    match stmt {
        Stmt::If(i) => std::iter::once(&i.body[..])
            .chain(i.elif_else_clauses.iter().map(|c| &c.body[..]))
            .collect(),
        Stmt::While(w) => vec![&w.body[..]],
        Stmt::With(w) => vec![&w.body[..]],
        Stmt::For(f) => vec![&f.body[..]],
        _ => Vec::new(),
    }
}
