//! Lowering of statements: assignments (declaring temporaries), `if`, `while`,
//! `with horizontal`, `compile_assert`.

use super::annotations::Annotation;
use super::consteval;
use super::lower::{collect_calls, collect_names, show, zero_ref, Binding, Lowerer};
use super::module;
use crate::diagnostics::{Category, Diagnostic, Span};
use crate::ir::{
    self, DType, FieldRef, FieldType, Literal, Stmt, StmtKind, Symbol, SymbolId, SymbolKind,
};
use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;

impl Lowerer<'_, '_> {
    /// Lowers a block of statements.
    pub fn body(&mut self, stmts: &[ast::Stmt]) -> Vec<Stmt> {
        let mut out = Vec::new();
        for stmt in stmts {
            let lowered = self.stmt(stmt);
            out.extend(std::mem::take(&mut self.hoisted));
            out.extend(lowered);
        }
        out
    }

    fn stmt(&mut self, stmt: &ast::Stmt) -> Vec<Stmt> {
        let span = Span::from(stmt.range());
        match stmt {
            ast::Stmt::Assign(assign) => {
                if assign.targets.len() > 1 {
                    self.diags.push(
                        Diagnostic::new(
                            Category::UnsupportedSyntax,
                            span,
                            "assignment to multiple targets (`a = b = value`) is not supported",
                        )
                        .with_note("write one assignment per target"),
                    );
                    return Vec::new();
                }
                self.assign(&assign.targets[0], &assign.value, None, span)
            }
            ast::Stmt::AnnAssign(assign) => {
                let Some(value) = &assign.value else {
                    self.error(
                        Category::UnsupportedSyntax,
                        span,
                        "a declaration without a value is not supported; assign a value",
                    );
                    return Vec::new();
                };
                let resolver = self.annotation_resolver();
                let ty = match resolver.resolve(&assign.annotation) {
                    Ok(Annotation::Scalar(dtype)) => FieldType {
                        dtype,
                        axes: ir::Axes::IJK,
                        data_dims: Vec::new(),
                    },
                    Ok(Annotation::Field(ty))
                        if ty.axes == ir::Axes::IJ && ty.data_dims.is_empty() =>
                    {
                        ty
                    }
                    Ok(Annotation::Field(ty)) => {
                        self.diags.push(
                            Diagnostic::new(
                                Category::InvalidTemporaryDims,
                                Span::from(assign.annotation.range()),
                                "a typed temporary is either 3-D (annotated with a scalar type such as `np.float64`) or `Field[IJ, dtype]`",
                            )
                            .with_label("not a type a temporary can have")
                            .with_note("GT4Py 1.2.3 declares temporaries on other axes, or with data dimensions, only as parameters"),
                        );
                        // Declared as a 3-D temporary, so that its uses are not
                        // reported as unknown names too.
                        FieldType {
                            dtype: ty.dtype,
                            axes: ir::Axes::IJK,
                            data_dims: Vec::new(),
                        }
                    }
                    Err(d) => {
                        self.diags.push(d);
                        return Vec::new();
                    }
                };
                self.assign(&assign.target, value, Some(ty), span)
            }
            ast::Stmt::AugAssign(aug) => self.aug_assign(aug, span),
            ast::Stmt::If(stmt_if) => self.if_stmt(
                &stmt_if.test,
                &stmt_if.body,
                &stmt_if.elif_else_clauses,
                span,
            ),
            ast::Stmt::While(w) => self.while_stmt(w, span),
            ast::Stmt::With(with) => {
                let is_horizontal = with.items.len() == 1
                    && self.with_item_kind(&with.items[0].context_expr) == Some("horizontal");
                if is_horizontal && self.in_region {
                    self.error(
                        Category::RegionNesting,
                        span,
                        "`with horizontal(...)` cannot be nested inside another horizontal region",
                    );
                    Vec::new()
                } else if is_horizontal {
                    self.horizontal(with, span)
                } else {
                    self.error(
                        Category::UnsupportedSyntax,
                        span,
                        "only `with horizontal(region[...])` may appear inside an interval; \
                         computations cannot be nested",
                    );
                    Vec::new()
                }
            }
            ast::Stmt::Expr(e) => {
                if module::is_docstring(stmt) {
                    return Vec::new();
                }
                if let Expr::Call(call) = &*e.value {
                    if self.gtscript_or_bare_name(&call.func).as_deref() == Some("compile_assert") {
                        self.compile_assert(call, span);
                        return Vec::new();
                    }
                }
                self.error(
                    Category::UnsupportedSyntax,
                    span,
                    "an expression statement has no effect in GTScript; assign its value to a field",
                );
                Vec::new()
            }
            s if module::externals_import(s).is_some() => {
                self.import_externals(s);
                Vec::new()
            }
            other => {
                self.unsupported_stmt(other, false);
                Vec::new()
            }
        }
    }

    fn compile_assert(&mut self, call: &ast::ExprCall, span: Span) {
        let [cond] = &call.arguments.args[..] else {
            self.error(
                Category::CompileAssert,
                span,
                "`compile_assert` takes exactly one argument",
            );
            return;
        };
        match self.eval_const(cond) {
            Some(value) if consteval::truthy(value) => {}
            Some(_) => {
                let mut names = Vec::new();
                collect_names(cond, &mut names);
                let values: Vec<String> = names
                    .iter()
                    .filter_map(|n| self.constant_value(n).map(|v| format!("{n} = {}", show(v))))
                    .collect();
                let mut d = Diagnostic::new(
                    Category::CompileAssert,
                    Span::from(cond.range()),
                    "compile-time assertion failed",
                )
                .with_label("this condition is false");
                if !values.is_empty() {
                    d = d.with_note(format!("with {}", values.join(", ")));
                }
                self.diags.push(d);
            }
            None if self.report_missing_externals(&[cond], Span::from(cond.range())) => {}
            None => self.error(
                Category::CompileAssert,
                Span::from(cond.range()),
                "the argument of `compile_assert` must be a compile-time constant (externals, module constants, literals)",
            ),
        }
    }

    fn aug_assign(&mut self, aug: &ast::StmtAugAssign, span: Span) -> Vec<Stmt> {
        let Some(op) = self.binary_operator(aug.op, span) else {
            return Vec::new();
        };
        if let Some(unrolled) = self.vector_assign(Some(op), &aug.target, &aug.value, span) {
            return unrolled;
        }
        let current = self.expr(&aug.target);
        let value = self.expr(&aug.value);
        let value = self.binary(op, current, value, span);
        self.assign_value(&aug.target, value, None, span)
    }

    fn assign(
        &mut self,
        target: &Expr,
        value: &Expr,
        annotation: Option<FieldType>,
        span: Span,
    ) -> Vec<Stmt> {
        self.direct_call = matches!(value, Expr::Call(_));
        if let Expr::Tuple(targets) = target {
            let before = self.diags.len();
            let values = self.values(value);
            if values.len() != targets.elts.len() {
                if self.diags.len() == before {
                    self.error(
                        Category::UnsupportedSyntax,
                        span,
                        format!(
                            "cannot unpack {} values into {} targets",
                            values.len(),
                            targets.elts.len()
                        ),
                    );
                }
                // The new names are still declared, so that their uses are
                // not reported as unknown too.
                for t in &targets.elts {
                    if let Expr::Name(n) = t {
                        if self.symbols.lookup(n.id.as_str()).is_none()
                            && !self.frame().bindings.contains_key(n.id.as_str())
                        {
                            let poison = Self::poison(Span::from(n.range()));
                            self.name_target(n, &poison, None);
                        }
                    }
                }
                return Vec::new();
            }
            let mut out = Vec::new();
            for (t, v) in targets.elts.iter().zip(values) {
                out.extend(self.assign_value(t, v, annotation.clone(), span));
            }
            return out;
        }
        if annotation.is_none() {
            if let Some(unrolled) = self.vector_assign(None, target, value, span) {
                self.direct_call = false;
                return unrolled;
            }
        }
        let value = self.expr(value);
        self.direct_call = false;
        self.assign_value(target, value, annotation, span)
    }

    /// Assigns an already lowered value to `target`, declaring a temporary when
    /// the target is a new name.
    pub fn assign_value(
        &mut self,
        target: &Expr,
        value: ir::Expr,
        annotation: Option<FieldType>,
        span: Span,
    ) -> Vec<Stmt> {
        let target_ref = match target {
            Expr::Name(name) => self.name_target(name, &value, annotation),
            Expr::Subscript(_) if self.frame().function.is_some() => {
                self.error(
                    Category::FunctionDefinition,
                    Span::from(target.range()),
                    "a GTScript function can only assign to local names, not to indexed fields",
                );
                None
            }
            Expr::Subscript(sub) => self.field_ref(sub),
            other => {
                self.error(
                    Category::InvalidAssignmentTarget,
                    Span::from(other.range()),
                    "cannot assign to this expression: the target must be a field or a new temporary",
                );
                None
            }
        };
        let target_ref = target_ref.filter(|r| self.writable(r));
        match target_ref {
            Some(target) => vec![Stmt {
                kind: StmtKind::Assign { target, value },
                span,
            }],
            None => Vec::new(),
        }
    }

    /// False (with a diagnostic) for a write to a `GlobalTable`, which
    /// GTScript only reads.
    pub(super) fn writable(&mut self, target: &FieldRef) -> bool {
        let symbol = self.symbols.get(target.field);
        let is_table = symbol.field_type().map(|f| f.axes) == Some(ir::Axes::NONE);
        if is_table {
            let name = symbol.name.clone();
            self.diags.push(
                Diagnostic::new(
                    Category::GlobalTableWrite,
                    target.span,
                    format!(
                        "`{name}` is a GlobalTable: it can be read (`{name}.A[...]`), not written"
                    ),
                )
                .with_label("written here"),
            );
        }
        !is_table
    }

    fn name_target(
        &mut self,
        name: &ast::ExprName,
        value: &ir::Expr,
        annotation: Option<FieldType>,
    ) -> Option<FieldRef> {
        // An untyped temporary takes the type GT4Py gives its first value.
        let dtype = ir::types::declared_type(value);
        let span = Span::from(name.range());
        let id = name.id.to_string();
        let in_function = self.frame().function.is_some();
        match self.frame().bindings.get(&id).cloned() {
            Some(Binding::Symbol(symbol)) if in_function => return Some(zero_ref(symbol, span)),
            _ if in_function => {
                let function = self.frame().function.clone().unwrap_or_default();
                let temp = self.new_temporary(
                    &format!("{function}.{id}"),
                    annotation.map_or(dtype, |t| t.dtype),
                    span,
                );
                self.frame_mut().bindings.insert(id, Binding::Symbol(temp));
                return Some(zero_ref(temp, span));
            }
            _ => {}
        }
        let is_symbol = self.symbols.lookup(&id).is_some();
        if !is_symbol
            && (self.frame().externals.contains_key(&id)
                || self.scope().constants.contains_key(&id))
        {
            self.error(
                Category::UnsupportedSyntax,
                span,
                format!("cannot assign to `{id}`: it is a compile-time constant"),
            );
            return None;
        }
        match self.symbols.lookup(&id) {
            Some(symbol) => {
                match &self.symbols.get(symbol).kind {
                    SymbolKind::ScalarParam(_) => {
                        self.diags.push(
                        Diagnostic::new(
                            Category::InvalidLvalueDims,
                            span,
                            format!("cannot assign to scalar parameter `{id}`: scalars are read-only"),
                        )
                        .with_label("a scalar parameter"),
                    );
                        None
                    }
                    _ => Some(zero_ref(symbol, span)),
                }
            }
            None => {
                let ty = annotation.unwrap_or(FieldType {
                    dtype,
                    axes: ir::Axes::IJK,
                    data_dims: Vec::new(),
                });
                let temp = self.new_typed_temporary(&id, ty, span);
                Some(zero_ref(temp, span))
            }
        }
    }

    /// Declares a 3-D temporary named `base` (made unique if taken).
    pub fn new_temporary(&mut self, base: &str, dtype: DType, span: Span) -> SymbolId {
        let ty = FieldType {
            dtype,
            axes: ir::Axes::IJK,
            data_dims: Vec::new(),
        };
        self.new_typed_temporary(base, ty, span)
    }

    /// Declares a temporary of type `ty` named `base` (made unique if taken).
    pub fn new_typed_temporary(&mut self, base: &str, ty: FieldType, span: Span) -> SymbolId {
        let mut name = base.to_string();
        while self.symbols.lookup(&name).is_some() {
            self.fresh += 1;
            name = format!("{base}_{}", self.fresh);
        }
        self.symbols.add(Symbol {
            name,
            kind: SymbolKind::Temporary(ty),
            span,
        })
    }

    fn if_stmt(
        &mut self,
        test: &Expr,
        body: &[ast::Stmt],
        clauses: &[ast::ElifElseClause],
        span: Span,
    ) -> Vec<Stmt> {
        let else_lowered = |this: &mut Self| match clauses.split_first() {
            None => Vec::new(),
            Some((first, rest)) => match &first.test {
                Some(test) => this.if_stmt(test, &first.body, rest, Span::from(first.range())),
                None => this.body(&first.body),
            },
        };
        if let Some(value) = self.folded_condition(test) {
            return if consteval::truthy(value) {
                self.body(body)
            } else {
                else_lowered(self)
            };
        }
        self.reject_function_calls(test, "if");
        // GT4Py declares the temporaries assigned anywhere in an `if` statement
        // before it reads the condition, so `if t > 0.0: t = a` is valid (and
        // reads the undefined `t`). Lower the branches first where that matters.
        let (cond, hoisted, then_body, else_body) =
            if self.reads_temporary_declared_in(test, body, clauses) {
                let then_body = self.body(body);
                let else_body = else_lowered(self);
                let cond = self.expr(test);
                (
                    cond,
                    std::mem::take(&mut self.hoisted),
                    then_body,
                    else_body,
                )
            } else {
                let cond = self.expr(test);
                let hoisted = std::mem::take(&mut self.hoisted);
                let then_body = self.body(body);
                (cond, hoisted, then_body, else_lowered(self))
            };
        let mut out = hoisted;
        out.push(Stmt {
            kind: StmtKind::If {
                cond,
                then_body,
                else_body,
            },
            span,
        });
        out
    }

    /// True if `test` reads a name that is not known yet and that the branches
    /// of its `if` statement assign.
    fn reads_temporary_declared_in(
        &self,
        test: &Expr,
        body: &[ast::Stmt],
        clauses: &[ast::ElifElseClause],
    ) -> bool {
        let mut read = Vec::new();
        collect_names(test, &mut read);
        read.retain(|name| {
            self.symbols.lookup(name).is_none() && !self.frame().bindings.contains_key(name)
        });
        if read.is_empty() {
            return false;
        }
        let mut assigned = Vec::new();
        collect_assigned_names(body, &mut assigned);
        for clause in clauses {
            collect_assigned_names(&clause.body, &mut assigned);
        }
        read.iter().any(|name| assigned.contains(name))
    }

    /// The value of an `if __INLINED(...)` condition, folded at compile time.
    ///
    /// A plain `if EXTERNAL:` is not folded here: its condition lowers to a
    /// constant, and both branches stay in the IR so that they are checked, as
    /// GT4Py checks them; later stages drop the dead branch.
    fn folded_condition(&mut self, test: &Expr) -> Option<Literal> {
        let Expr::Call(call) = test else { return None };
        if self.gtscript_or_bare_name(&call.func).as_deref() != Some("__INLINED") {
            return None;
        }
        let value = match &call.arguments.args[..] {
            [arg] => self.eval_const(arg),
            _ => None,
        };
        let args: Vec<&Expr> = call.arguments.args.iter().collect();
        if value.is_none() && self.report_missing_externals(&args, Span::from(test.range())) {
            return Some(Literal::Bool(false));
        }
        if value.is_none() {
            self.error(
                Category::UnsupportedSyntax,
                Span::from(test.range()),
                "the argument of `__INLINED` must be a compile-time constant (externals, module constants, literals)",
            );
            return Some(Literal::Bool(false));
        }
        value
    }

    /// GT4Py does not allow calls of GTScript functions in `if`/`while` conditions.
    fn reject_function_calls(&mut self, test: &Expr, construct: &str) {
        let mut calls = Vec::new();
        collect_calls(test, &mut calls);
        for call in calls {
            if self.scope().function(&call.func).is_some() {
                self.diags.push(
                    Diagnostic::new(
                        Category::FunctionDefinition,
                        Span::from(call.range()),
                        format!(
                            "function calls are not allowed in the condition of an `{construct}`"
                        ),
                    )
                    .with_label("called here")
                    .with_note(
                        "assign the result of the function to a variable before the condition",
                    ),
                );
            }
        }
    }

    fn while_stmt(&mut self, w: &ast::StmtWhile, span: Span) -> Vec<Stmt> {
        if !w.orelse.is_empty() {
            self.error(
                Category::UnsupportedSyntax,
                span,
                "`while ... else` is not supported",
            );
        }
        self.reject_function_calls(&w.test, "while");
        let cond = self.expr(&w.test);
        let mut out = std::mem::take(&mut self.hoisted);
        let body = self.body(&w.body);
        out.push(Stmt {
            kind: StmtKind::While { cond, body },
            span,
        });
        out
    }
}

/// Every plain name assigned in `stmts`, at any depth of `if`, `while` and `with`.
fn collect_assigned_names(stmts: &[ast::Stmt], out: &mut Vec<String>) {
    for stmt in stmts {
        match stmt {
            ast::Stmt::Assign(a) => {
                for target in &a.targets {
                    collect_target_names(target, out);
                }
            }
            ast::Stmt::AnnAssign(a) => collect_target_names(&a.target, out),
            ast::Stmt::AugAssign(a) => collect_target_names(&a.target, out),
            ast::Stmt::If(i) => {
                collect_assigned_names(&i.body, out);
                for clause in &i.elif_else_clauses {
                    collect_assigned_names(&clause.body, out);
                }
            }
            ast::Stmt::While(w) => collect_assigned_names(&w.body, out),
            ast::Stmt::With(w) => collect_assigned_names(&w.body, out),
            _ => {}
        }
    }
}

/// The plain names of an assignment target (`a`, `a, b = ...`).
fn collect_target_names(target: &Expr, out: &mut Vec<String>) {
    match target {
        Expr::Name(n) => out.push(n.id.to_string()),
        Expr::Tuple(t) => t.elts.iter().for_each(|e| collect_target_names(e, out)),
        _ => {}
    }
}
