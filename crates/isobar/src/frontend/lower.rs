//! Lowering of a stencil definition: signature, computations, intervals and
//! statements. Expressions are in `expr.rs`, function inlining in `inline.rs`,
//! regions in `region.rs`.

use super::annotations::{Annotation, AnnotationResolver};
use super::consteval::{self, ConstScope};
use super::module::{self, ModuleScope};
use crate::diagnostics::{Category, Diagnostic, Span};
use crate::ir::{
    self, Computation, DType, FieldRef, FieldType, Interval, IntervalBlock, IterationOrder,
    LevelBound, Literal, Stmt, StmtKind, Symbol, SymbolId, SymbolKind, SymbolTable,
};
use ruff_python_ast::{self as ast, Expr, StmtFunctionDef};
use ruff_text_size::Ranged;
use std::collections::{BTreeMap, HashMap};

/// Largest offset accepted in interval and region bounds: far beyond any real
/// domain, small enough that bound arithmetic never overflows.
pub(super) const MAX_BOUND_OFFSET: i64 = 1 << 20;

/// What a name in the current scope denotes.
#[derive(Clone, Debug)]
pub(super) enum Binding {
    /// A stencil symbol (parameter or temporary).
    Symbol(SymbolId),
    /// A function parameter standing for a field read at a constant offset.
    FieldAlias {
        /// The field.
        field: SymbolId,
        /// Offset added to every access through the alias.
        offset: [i32; 3],
    },
    /// A function parameter bound to a value that reads no field.
    Value(ir::Expr),
}

/// The names visible in the stencil body or in one inlined function body.
#[derive(Default)]
pub(super) struct Frame {
    /// The inlined function, or `None` for the stencil body.
    pub function: Option<String>,
    /// Local names.
    pub bindings: HashMap<String, Binding>,
    /// `from __externals__ import X as Y`: local name → external name.
    pub externals: HashMap<String, String>,
}

/// State of the lowering of one stencil.
pub(super) struct Lowerer<'s, 'a> {
    pub scope: &'s ModuleScope<'a>,
    pub externals: &'s BTreeMap<String, Literal>,
    pub axis_externals: &'s BTreeMap<String, super::AxisIndex>,
    pub symbols: SymbolTable,
    pub used_externals: BTreeMap<String, Literal>,
    pub diags: Vec<Diagnostic>,
    pub frames: Vec<Frame>,
    /// Statements produced by inlining functions while lowering an expression;
    /// they run before the statement that contains the call.
    pub hoisted: Vec<Stmt>,
    /// Counter for fresh temporary names.
    pub fresh: usize,
    /// True while lowering the body of a horizontal region.
    pub in_region: bool,
}

/// Lowers the stencil `def` of the module described by `scope`.
pub fn lower_stencil(
    def: &StmtFunctionDef,
    scope: &ModuleScope<'_>,
    options: &super::FrontendOptions,
) -> Result<ir::Stencil, Vec<Diagnostic>> {
    let mut lowerer = Lowerer {
        scope,
        externals: &options.externals,
        axis_externals: &options.axis_externals,
        symbols: SymbolTable::default(),
        used_externals: BTreeMap::new(),
        diags: Vec::new(),
        frames: vec![Frame::default()],
        hoisted: Vec::new(),
        fresh: 0,
        in_region: false,
    };
    let params = lowerer.parameters(def);
    let computations = lowerer.stencil_body(def);
    if !lowerer.diags.is_empty() {
        return Err(lowerer.diags);
    }
    Ok(ir::Stencil {
        name: def.name.to_string(),
        span: Span::from(def.name.range()),
        params,
        symbols: lowerer.symbols,
        computations,
        externals: lowerer.used_externals,
    })
}

/// Compile-time names visible from the current frame: externals, module
/// constants, and function parameters bound to literals.
pub(super) struct LocalConsts<'l, 's, 'a> {
    pub lowerer: &'l Lowerer<'s, 'a>,
}

impl ConstScope for LocalConsts<'_, '_, '_> {
    fn constant(&self, name: &str) -> Option<Literal> {
        self.lowerer.constant_value(name)
    }
}

impl<'s, 'a> Lowerer<'s, 'a> {
    pub fn error(&mut self, category: Category, span: Span, message: impl Into<String>) {
        self.diags.push(Diagnostic::new(category, span, message));
    }

    pub fn frame(&self) -> &Frame {
        self.frames
            .last()
            .expect("the stencil frame is never popped")
    }

    pub fn frame_mut(&mut self) -> &mut Frame {
        self.frames
            .last_mut()
            .expect("the stencil frame is never popped")
    }

    /// The compile-time value of a (dotted) name, recording used externals.
    pub fn constant_value(&self, name: &str) -> Option<Literal> {
        let frame = self.frame();
        if let Some(Binding::Value(ir::Expr {
            kind: ir::ExprKind::Literal(l),
            ..
        })) = frame.bindings.get(name)
        {
            return Some(*l);
        }
        if frame.bindings.contains_key(name) {
            return None;
        }
        if let Some(external) = frame.externals.get(name) {
            return self.externals.get(external).copied();
        }
        if frame.function.is_none() && self.symbols.lookup(name).is_some() {
            return None;
        }
        self.scope.constant(name)
    }

    /// Evaluates `expr` at compile time and records the externals it used.
    pub fn eval_const(&mut self, expr: &Expr) -> Option<Literal> {
        let value = consteval::eval(expr, &LocalConsts { lowerer: self });
        if value.is_some() {
            self.record_externals(expr);
        }
        value
    }

    /// Records the externals `expr` mentions (for the IR's `externals` list).
    fn record_externals(&mut self, expr: &Expr) {
        let mut names = Vec::new();
        collect_names(expr, &mut names);
        for name in names {
            if let Some(external) = self.frame().externals.get(&name).cloned() {
                if let Some(value) = self.externals.get(&external) {
                    self.used_externals.insert(external, *value);
                }
            }
        }
    }

    /// Reports an external imported by the current frame that has no value.
    pub fn check_external_defined(&mut self, name: &str, span: Span) -> bool {
        let Some(external) = self.frame().externals.get(name).cloned() else {
            return true;
        };
        if self.externals.contains_key(&external) {
            return true;
        }
        if self.axis_externals.contains_key(&external) {
            self.diags.push(
                Diagnostic::new(
                    Category::InvalidExternal,
                    span,
                    format!("external `{external}` is an axis position; it can only be used in region and interval bounds"),
                )
                .with_label("used as a value"),
            );
            return false;
        }
        self.diags.push(
            Diagnostic::new(
                Category::InvalidExternal,
                span,
                format!("external `{external}` has no value"),
            )
            .with_label("imported from __externals__ but not given")
            .with_note(format!(
                "give it a value at compile time, e.g. `--external {external}=1.0`"
            )),
        );
        false
    }

    fn parameters(&mut self, def: &StmtFunctionDef) -> Vec<SymbolId> {
        let p = &def.parameters;
        for variadic in [&p.vararg, &p.kwarg].into_iter().flatten() {
            self.error(
                Category::InvalidStencil,
                Span::from(variadic.range()),
                "a stencil cannot take `*args` or `**kwargs`",
            );
        }
        let resolver = AnnotationResolver::new(self.scope);
        let mut params = Vec::new();
        for param in p.posonlyargs.iter().chain(&p.args).chain(&p.kwonlyargs) {
            let name = param.parameter.name.to_string();
            let span = Span::from(param.parameter.range());
            let Some(annotation) = &param.parameter.annotation else {
                self.diags.push(
                    Diagnostic::new(
                        Category::InvalidStencil,
                        span,
                        format!("stencil parameter `{name}` has no type annotation"),
                    )
                    .with_note("annotate fields like `a: Field[np.float64]` and scalars like `alpha: float`"),
                );
                continue;
            };
            let kind = match resolver.resolve(annotation) {
                Ok(Annotation::Field(f)) => SymbolKind::FieldParam(f),
                Ok(Annotation::Scalar(t)) => SymbolKind::ScalarParam(t),
                Err(d) => {
                    self.diags.push(d);
                    continue;
                }
            };
            let id = self.symbols.add(Symbol { name, kind, span });
            params.push(id);
        }
        params
    }

    fn stencil_body(&mut self, def: &StmtFunctionDef) -> Vec<Computation> {
        let mut computations = Vec::new();
        for stmt in &def.body {
            match stmt {
                s if module::is_docstring(s) || module::is_gtscript_import(s) => {}
                s if module::externals_import(s).is_some() => self.import_externals(s),
                ast::Stmt::With(with) => {
                    if let Some(c) = self.computation(with) {
                        computations.push(c);
                    }
                }
                other => self.unsupported_stmt(other, true),
            }
        }
        if computations.is_empty() && self.diags.is_empty() {
            self.error(
                Category::InvalidStencil,
                Span::from(def.name.range()),
                "the stencil has no `with computation(...)` block",
            );
        }
        computations
    }

    pub fn import_externals(&mut self, stmt: &ast::Stmt) {
        for (local, external, alias) in module::externals_import(stmt).unwrap_or_default() {
            if local != external {
                self.error(
                    Category::UnsupportedSyntax,
                    Span::from(alias.range()),
                    "externals cannot be renamed on import (`import X as Y`)",
                );
            }
            self.frame_mut().externals.insert(local, external);
        }
    }

    /// Reports a statement GTScript does not allow, with a message saying why.
    pub fn unsupported_stmt(&mut self, stmt: &ast::Stmt, top_level: bool) {
        let span = Span::from(stmt.range());
        let message = match stmt {
            ast::Stmt::Return(_) if self.frame().function.is_none() => {
                "`return` is not allowed in a stencil: stencils write their results into fields"
            }
            ast::Stmt::Return(_) => {
                "a GTScript function must have a single `return`, as its last statement"
            }
            ast::Stmt::For(_) => {
                "`for` loops are not supported in GTScript: the iteration space is given by computation/interval"
            }
            ast::Stmt::Pass(_) => "`pass` is not supported in a GTScript body",
            ast::Stmt::Break(_) | ast::Stmt::Continue(_) => {
                "`break` and `continue` are not supported in GTScript"
            }
            ast::Stmt::FunctionDef(_) | ast::Stmt::ClassDef(_) => {
                "nested function or class definitions are not supported in a stencil"
            }
            ast::Stmt::Import(_) | ast::Stmt::ImportFrom(_) => {
                "only `from __externals__ import ...` may appear inside a stencil"
            }
            _ if top_level => {
                "only `with computation(...)` blocks may appear at the top level of a stencil body"
            }
            _ => "this statement is not supported in GTScript",
        };
        let category = match stmt {
            ast::Stmt::Return(_) if self.frame().function.is_some() => Category::FunctionDefinition,
            _ => Category::UnsupportedSyntax,
        };
        self.diags
            .push(Diagnostic::new(category, span, message).with_label("not allowed here"));
    }

    /// `with computation(ORDER), interval(...)` or `with computation(ORDER):` holding
    /// `with interval(...)` blocks.
    fn computation(&mut self, with: &ast::StmtWith) -> Option<Computation> {
        let span = Span::from(with.range());
        let mut order = None;
        let mut interval = None;
        let mut horizontal = None;
        for item in &with.items {
            let kind = self.with_item_kind(&item.context_expr);
            let duplicate = match kind {
                Some("computation") => order.is_some(),
                Some("interval") => interval.is_some(),
                Some("horizontal") => horizontal.is_some(),
                _ => false,
            };
            if duplicate || kind.is_none() {
                let message = if duplicate {
                    "each of `computation`, `interval` and `horizontal` may appear once in a `with`"
                } else {
                    "expected `computation(...)`, `interval(...)` or `horizontal(...)` here"
                };
                self.error(
                    Category::UnsupportedSyntax,
                    Span::from(item.range()),
                    message,
                );
                return None;
            }
            match kind {
                Some("computation") => {
                    order = Some(self.iteration_order(&item.context_expr));
                }
                Some("interval") => interval = Some(item),
                _ => horizontal = Some(item),
            }
        }
        let Some(order) = order else {
            self.error(
                Category::UnsupportedSyntax,
                span,
                "`interval(...)` must be inside (or combined with) a `computation(...)`",
            );
            return None;
        };
        let order = order?;
        if let (Some(item), None) = (horizontal, interval) {
            self.error(
                Category::UnsupportedSyntax,
                Span::from(item.range()),
                "`horizontal(...)` in a `with computation(...)` needs an `interval(...)` too",
            );
            return None;
        }
        let computation_span = Span::from(with.items[0].range());
        let mut intervals = Vec::new();
        if let Some(item) = interval {
            let bounds = self.interval(&item.context_expr);
            let body = match horizontal {
                Some(h) => {
                    let regions = self.horizontal_regions(&h.context_expr);
                    self.region_body(regions, &with.body, span)
                }
                None => self.body(&with.body),
            };
            if let Some(interval) = bounds {
                intervals.push(IntervalBlock {
                    interval,
                    body,
                    span: Span::from(item.range()),
                });
            }
        } else {
            for stmt in &with.body {
                match stmt {
                    s if module::is_docstring(s) => {}
                    ast::Stmt::With(inner)
                        if inner.items.len() == 1
                            && self.with_item_kind(&inner.items[0].context_expr)
                                == Some("interval") =>
                    {
                        let bounds = self.interval(&inner.items[0].context_expr);
                        let body = self.body(&inner.body);
                        if let Some(interval) = bounds {
                            intervals.push(IntervalBlock {
                                interval,
                                body,
                                span: Span::from(inner.items[0].range()),
                            });
                        }
                    }
                    other => {
                        self.error(
                            Category::UnsupportedSyntax,
                            Span::from(other.range()),
                            "the body of `with computation(...)` must consist of `with interval(...)` blocks",
                        );
                    }
                }
            }
        }
        Some(Computation {
            order,
            intervals,
            span: computation_span,
        })
    }

    /// `computation`, `interval` or `horizontal` if `expr` is a call of one.
    pub fn with_item_kind(&self, expr: &Expr) -> Option<&'static str> {
        let Expr::Call(call) = expr else { return None };
        let name = self.gtscript_or_bare_name(&call.func)?;
        ["computation", "interval", "horizontal"]
            .into_iter()
            .find(|k| *k == name)
    }

    /// The GTScript name `expr` refers to (imported, `gtscript.X`, or a bare GTScript
    /// keyword-like name that the stencil does not shadow).
    pub fn gtscript_or_bare_name(&self, expr: &Expr) -> Option<String> {
        if let Some(name) = self.scope.gtscript_name(expr) {
            return Some(name);
        }
        let Expr::Name(n) = expr else { return None };
        let name = n.id.as_str();
        let shadowed = self.frame().bindings.contains_key(name)
            || (self.frame().function.is_none() && self.symbols.lookup(name).is_some())
            || self.scope.constants.contains_key(name)
            || self.scope.aliases.contains_key(name)
            || self.scope.imports.contains_key(name);
        (!shadowed).then(|| name.to_string())
    }

    fn iteration_order(&mut self, expr: &Expr) -> Option<IterationOrder> {
        let Expr::Call(call) = expr else { return None };
        let span = Span::from(expr.range());
        let arg = match (&call.arguments.args[..], call.arguments.keywords.is_empty()) {
            ([arg], true) => arg,
            _ => {
                self.error(
                    Category::UnsupportedSyntax,
                    span,
                    "`computation` takes one argument: PARALLEL, FORWARD or BACKWARD",
                );
                return None;
            }
        };
        match self.gtscript_or_bare_name(arg).as_deref() {
            Some("PARALLEL") => Some(IterationOrder::Parallel),
            Some("FORWARD") => Some(IterationOrder::Forward),
            Some("BACKWARD") => Some(IterationOrder::Backward),
            _ => {
                self.error(
                    Category::UnsupportedSyntax,
                    Span::from(arg.range()),
                    "unknown iteration policy: expected PARALLEL, FORWARD or BACKWARD",
                );
                None
            }
        }
    }

    /// `interval(...)`, `interval(start, end)`: non-negative bounds count from the
    /// bottom, negative ones from the top, `None` as end is the top.
    fn interval(&mut self, expr: &Expr) -> Option<Interval> {
        let Expr::Call(call) = expr else { return None };
        let span = Span::from(expr.range());
        let mut args: Vec<&Expr> = call.arguments.args.iter().collect();
        let keyword = |name: &str| {
            call.arguments
                .keywords
                .iter()
                .find(|k| k.arg.as_ref().map(|a| a.as_str()) == Some(name))
        };
        if let (true, Some(start), Some(end)) = (args.is_empty(), keyword("start"), keyword("end"))
        {
            args = vec![&start.value, &end.value];
        }
        let expected = if args.len() == 2 { 2 } else { 0 };
        for keyword in &call.arguments.keywords {
            match keyword.arg.as_ref().map(|a| a.as_str()) {
                Some("start" | "end") if call.arguments.keywords.len() == expected => {}
                _ => {
                    self.error(
                        Category::InvalidInterval,
                        Span::from(keyword.range()),
                        "unexpected keyword argument of `interval`",
                    );
                    return None;
                }
            }
        }
        match args.as_slice() {
            [Expr::EllipsisLiteral(_)] => Some(Interval {
                start: LevelBound::start(0),
                end: LevelBound::end(0),
            }),
            [single] => {
                let start = self.interval_bound(single, false)?;
                let end = LevelBound {
                    anchor: start.anchor,
                    offset: start.offset.checked_add(1)?,
                };
                if start.anchor == ir::Anchor::End && end.offset > 0 {
                    self.error(Category::InvalidInterval, span, "empty interval");
                    return None;
                }
                Some(Interval { start, end })
            }
            [start, end] => {
                let start = self.interval_bound(start, false)?;
                let end = self.interval_bound(end, true)?;
                let empty = (start.anchor == end.anchor && start.offset >= end.offset)
                    || (start.anchor == ir::Anchor::End && end.anchor == ir::Anchor::Start);
                if empty {
                    self.error(
                        Category::InvalidInterval,
                        span,
                        "empty interval: the start must lie below the end",
                    );
                    return None;
                }
                Some(Interval { start, end })
            }
            _ => {
                self.error(
                    Category::InvalidInterval,
                    span,
                    "`interval` takes `...` or two bounds: `interval(start, end)`",
                );
                None
            }
        }
    }

    fn interval_bound(&mut self, expr: &Expr, is_end: bool) -> Option<LevelBound> {
        let span = Span::from(expr.range());
        if matches!(expr, Expr::NoneLiteral(_)) {
            if is_end {
                return Some(LevelBound::end(0));
            }
            self.error(
                Category::InvalidInterval,
                span,
                "`None` is not a valid interval start: use 0 for the bottom level",
            );
            return None;
        }
        if let Some(bound) = self.axis_bound(expr, "K") {
            return Some(bound);
        }
        match self.eval_const(expr) {
            Some(Literal::Int(n)) if n.unsigned_abs() > MAX_BOUND_OFFSET.unsigned_abs() => {
                self.error(
                    Category::InvalidInterval,
                    span,
                    format!(
                        "interval bound {n} is out of range (at most {MAX_BOUND_OFFSET} levels)"
                    ),
                );
                None
            }
            Some(Literal::Int(n)) if n >= 0 => Some(LevelBound::start(n)),
            Some(Literal::Int(n)) => Some(LevelBound::end(n)),
            _ => {
                self.error(
                    Category::InvalidInterval,
                    span,
                    "interval bounds must be compile-time integers (or `None` for the top)",
                );
                None
            }
        }
    }

    /// `AXIS[0] + n` / `AXIS[-1] + n` as a bound (`AXIS[-1]` is the last point).
    pub fn axis_bound(&mut self, expr: &Expr, axis: &str) -> Option<LevelBound> {
        let bound = self.axis_bound_unchecked(expr, axis)?;
        (bound.offset.unsigned_abs() <= MAX_BOUND_OFFSET.unsigned_abs()).then_some(bound)
    }

    fn axis_bound_unchecked(&mut self, expr: &Expr, axis: &str) -> Option<LevelBound> {
        let (base, offset) = match expr {
            Expr::BinOp(b) if matches!(b.op, ast::Operator::Add | ast::Operator::Sub) => {
                let n = match self.eval_const(&b.right)? {
                    Literal::Int(n) => n,
                    _ => return None,
                };
                let n = if b.op == ast::Operator::Sub {
                    n.checked_neg()?
                } else {
                    n
                };
                (&*b.left, n)
            }
            other => (other, 0),
        };
        if let Expr::Name(name) = base {
            let external = self.frame().externals.get(name.id.as_str())?;
            let index = self.axis_externals.get(external)?;
            if index.axis.to_string() != axis {
                return None;
            }
            let bound = index.bound()?;
            return Some(LevelBound {
                anchor: bound.anchor,
                offset: bound.offset.checked_add(offset)?,
            });
        }
        let Expr::Subscript(sub) = base else {
            return None;
        };
        if self.gtscript_or_bare_name(&sub.value).as_deref() != Some(axis) {
            return None;
        }
        match self.eval_const(&sub.slice)? {
            Literal::Int(0) => Some(LevelBound::start(offset)),
            Literal::Int(-1) => Some(LevelBound::end(offset.checked_sub(1)?)),
            _ => None,
        }
    }

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
                let resolver = AnnotationResolver::new(self.scope);
                let dtype = match resolver.resolve(&assign.annotation) {
                    Ok(Annotation::Scalar(t)) => t,
                    Ok(Annotation::Field(_)) => {
                        self.error(
                            Category::UnsupportedSyntax,
                            Span::from(assign.annotation.range()),
                            "temporaries are 3-D; annotate them with a scalar type such as `np.float32`",
                        );
                        return Vec::new();
                    }
                    Err(d) => {
                        self.diags.push(d);
                        return Vec::new();
                    }
                };
                self.assign(&assign.target, value, Some(dtype), span)
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
                        Category::InvalidRegion,
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
        let current = self.expr(&aug.target);
        let value = self.expr(&aug.value);
        let value = self.binary(op, current, value, span);
        self.assign_value(&aug.target, value, None, span)
    }

    fn assign(
        &mut self,
        target: &Expr,
        value: &Expr,
        annotation: Option<DType>,
        span: Span,
    ) -> Vec<Stmt> {
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
                return Vec::new();
            }
            let mut out = Vec::new();
            for (t, v) in targets.elts.iter().zip(values) {
                out.extend(self.assign_value(t, v, annotation, span));
            }
            return out;
        }
        let value = self.expr(value);
        self.assign_value(target, value, annotation, span)
    }

    /// Assigns an already lowered value to `target`, declaring a temporary when
    /// the target is a new name.
    pub fn assign_value(
        &mut self,
        target: &Expr,
        value: ir::Expr,
        annotation: Option<DType>,
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
                    Category::UnsupportedSyntax,
                    Span::from(other.range()),
                    "cannot assign to this expression: the target must be a field or a new temporary",
                );
                None
            }
        };
        match target_ref {
            Some(target) => vec![Stmt {
                kind: StmtKind::Assign { target, value },
                span,
            }],
            None => Vec::new(),
        }
    }

    fn name_target(
        &mut self,
        name: &ast::ExprName,
        value: &ir::Expr,
        annotation: Option<DType>,
    ) -> Option<FieldRef> {
        // An untyped temporary takes the type GT4Py gives its first value.
        let dtype = ir::types::stale_integer_type(value).unwrap_or(value.dtype);
        let span = Span::from(name.range());
        let id = name.id.to_string();
        let in_function = self.frame().function.is_some();
        match self.frame().bindings.get(&id).cloned() {
            Some(Binding::Symbol(symbol)) if in_function => return Some(zero_ref(symbol, span)),
            _ if in_function => {
                let function = self.frame().function.clone().unwrap_or_default();
                let temp = self.new_temporary(
                    &format!("{function}.{id}"),
                    annotation.unwrap_or(dtype),
                    span,
                );
                self.frame_mut().bindings.insert(id, Binding::Symbol(temp));
                return Some(zero_ref(temp, span));
            }
            _ => {}
        }
        let is_symbol = self.symbols.lookup(&id).is_some();
        if !is_symbol
            && (self.frame().externals.contains_key(&id) || self.scope.constants.contains_key(&id))
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
                let temp = self.new_temporary(&id, annotation.unwrap_or(dtype), span);
                Some(zero_ref(temp, span))
            }
        }
    }

    /// Declares a 3-D temporary named `base` (made unique if taken).
    pub fn new_temporary(&mut self, base: &str, dtype: DType, span: Span) -> SymbolId {
        let mut name = base.to_string();
        while self.symbols.lookup(&name).is_some() {
            self.fresh += 1;
            name = format!("{base}_{}", self.fresh);
        }
        self.symbols.add(Symbol {
            name,
            kind: SymbolKind::Temporary(FieldType {
                dtype,
                axes: ir::Axes::IJK,
                data_dims: Vec::new(),
            }),
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
        let cond = self.expr(test);
        let hoisted = std::mem::take(&mut self.hoisted);
        let then_body = self.body(body);
        let else_body = else_lowered(self);
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
            if self.scope.function(&call.func).is_some() {
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

/// A reference to `field` at offset zero.
pub(super) fn zero_ref(field: SymbolId, span: Span) -> FieldRef {
    FieldRef {
        field,
        offset: ir::Offset::zero(),
        data_index: Vec::new(),
        span,
    }
}

/// A constant formatted like Python.
pub(super) fn show(value: Literal) -> String {
    match value {
        Literal::Bool(true) => "True".into(),
        Literal::Bool(false) => "False".into(),
        Literal::Int(i) => i.to_string(),
        Literal::Float(f) => format!("{f:?}"),
    }
}

/// Every plain name `expr` mentions (also the base of attribute chains).
pub(super) fn collect_names(expr: &Expr, out: &mut Vec<String>) {
    match expr {
        Expr::Name(n) => out.push(n.id.to_string()),
        Expr::Attribute(a) => {
            if let Some(dotted) = consteval::dotted_name(expr) {
                out.push(dotted);
            }
            collect_names(&a.value, out);
        }
        Expr::BinOp(b) => {
            collect_names(&b.left, out);
            collect_names(&b.right, out);
        }
        Expr::UnaryOp(u) => collect_names(&u.operand, out),
        Expr::BoolOp(b) => b.values.iter().for_each(|v| collect_names(v, out)),
        Expr::Compare(c) => {
            collect_names(&c.left, out);
            c.comparators.iter().for_each(|v| collect_names(v, out));
        }
        Expr::If(e) => {
            collect_names(&e.test, out);
            collect_names(&e.body, out);
            collect_names(&e.orelse, out);
        }
        Expr::Call(c) => c.arguments.args.iter().for_each(|v| collect_names(v, out)),
        Expr::Subscript(s) => {
            collect_names(&s.value, out);
            collect_names(&s.slice, out);
        }
        Expr::Tuple(t) => t.elts.iter().for_each(|v| collect_names(v, out)),
        _ => {}
    }
}

fn collect_calls<'e>(expr: &'e Expr, out: &mut Vec<&'e ast::ExprCall>) {
    match expr {
        Expr::Call(c) => {
            out.push(c);
            c.arguments.args.iter().for_each(|v| collect_calls(v, out));
        }
        Expr::BinOp(b) => {
            collect_calls(&b.left, out);
            collect_calls(&b.right, out);
        }
        Expr::UnaryOp(u) => collect_calls(&u.operand, out),
        Expr::BoolOp(b) => b.values.iter().for_each(|v| collect_calls(v, out)),
        Expr::Compare(c) => {
            collect_calls(&c.left, out);
            c.comparators.iter().for_each(|v| collect_calls(v, out));
        }
        Expr::If(e) => {
            collect_calls(&e.test, out);
            collect_calls(&e.body, out);
            collect_calls(&e.orelse, out);
        }
        _ => {}
    }
}
