//! Lowering of a stencil definition: signature, computations, intervals and
//! statements. Expressions are in `expr.rs`, function inlining in `inline.rs`,
//! regions in `region.rs`.

use super::annotations::{Annotation, AnnotationResolver};
use super::consteval::{self, ConstScope};
use super::module::{self, ModuleScope};
use crate::diagnostics::{Category, Diagnostic, Span};
use crate::ir::{
    self, Computation, FieldRef, Literal, Stmt, Symbol, SymbolId, SymbolKind, SymbolTable,
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
    /// Index of the module whose names the frame sees (a helper from another
    /// module sees that module's).
    pub module: usize,
}

/// State of the lowering of one stencil.
pub(super) struct Lowerer<'s, 'a> {
    /// The scopes of the stencil's module and of the modules it imports.
    pub scopes: &'s [ModuleScope<'a>],
    pub externals: &'s BTreeMap<String, Literal>,
    pub axis_externals: &'s BTreeMap<String, super::AxisIndex>,
    pub function_externals: &'s BTreeMap<String, String>,
    /// Field types named by the stencil's `dtypes` (GT4Py's option).
    pub dtypes: &'s BTreeMap<String, ir::FieldType>,
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
    /// Default values of the stencil's scalar parameters.
    pub scalar_defaults: BTreeMap<String, Literal>,
    /// Set while lowering the right-hand side of an assignment that is a
    /// call and nothing else: GT4Py assigns a helper's return value straight
    /// to the target there, and elsewhere stores it in a temporary first.
    pub direct_call: bool,
}

/// Lowers the stencil `def` of the module `scopes[main]` (the others are
/// the modules it imports).
pub fn lower_stencil<'a>(
    def: &StmtFunctionDef,
    scopes: &[ModuleScope<'a>],
    main: usize,
    options: &super::FrontendOptions,
) -> Result<ir::Stencil, Vec<Diagnostic>> {
    let mut lowerer = Lowerer {
        scopes,
        externals: &options.externals,
        axis_externals: &options.axis_externals,
        function_externals: &options.function_externals,
        dtypes: &options.dtypes,
        symbols: SymbolTable::default(),
        used_externals: BTreeMap::new(),
        diags: Vec::new(),
        frames: vec![Frame {
            module: main,
            ..Frame::default()
        }],
        hoisted: Vec::new(),
        fresh: 0,
        in_region: false,
        scalar_defaults: BTreeMap::new(),
        direct_call: false,
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
        scalar_defaults: lowerer.scalar_defaults,
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

    fn conversion(&self, func: &Expr) -> Option<&'static str> {
        self.lowerer.scope().conversion(func)
    }

    fn length(&self, name: &str) -> Option<usize> {
        self.lowerer.scope().length(name)
    }
}

impl<'s, 'a> Lowerer<'s, 'a> {
    pub fn error(&mut self, category: Category, span: Span, message: impl Into<String>) {
        self.diags.push(Diagnostic::new(category, span, message));
    }

    /// `value`; where it is `None`, also reports `message` at `span`.
    pub fn or_report<T>(
        &mut self,
        value: Option<T>,
        category: Category,
        span: Span,
        message: &str,
    ) -> Option<T> {
        if value.is_none() {
            self.error(category, span, message);
        }
        value
    }

    /// The helper an external names (`from __externals__ import f`, with
    /// `f` given as a function), and the index of its module's scope.
    pub fn function_external(&self, func: &ast::Expr) -> Option<(&'a StmtFunctionDef, usize)> {
        let ast::Expr::Name(n) = func else {
            return None;
        };
        let external = self.frame().externals.get(n.id.as_str())?;
        let target = self.function_externals.get(external)?;
        let (module, name) = target.rsplit_once('.').unwrap_or(("", target.as_str()));
        self.scopes.iter().enumerate().find_map(|(i, s)| {
            let home = s.name == module || (module.is_empty() && i == self.scopes.len() - 1);
            home.then(|| s.functions.get(name).map(|d| (*d, i)))
                .flatten()
        })
    }

    /// The scope of the module the current frame sees.
    pub fn scope(&self) -> &'s ModuleScope<'a> {
        &self.scopes[self.frame().module]
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
        self.scope().constant(name)
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

    /// Reports, as one diagnostic naming them all, the externals imported by
    /// the current frame that `exprs` mention and that have no value; true if
    /// there were any (a constant expression then could not be evaluated
    /// because of them).
    pub fn report_missing_externals(&mut self, exprs: &[&Expr], span: Span) -> bool {
        let mut names = Vec::new();
        for e in exprs {
            collect_names(e, &mut names);
        }
        let mut missing: Vec<String> = names
            .iter()
            .filter_map(|n| self.frame().externals.get(n).cloned())
            .filter(|x| !self.externals.contains_key(x) && !self.axis_externals.contains_key(x))
            .collect();
        missing.sort();
        missing.dedup();
        if missing.is_empty() {
            return false;
        }
        let listed = missing
            .iter()
            .map(|m| format!("`{m}`"))
            .collect::<Vec<_>>()
            .join(", ");
        let (noun, verb) = if missing.len() == 1 {
            ("external", "has")
        } else {
            ("externals", "have")
        };
        self.diags.push(
            Diagnostic::new(
                Category::MissingExternal,
                span,
                format!("{noun} {listed} {verb} no value"),
            )
            .with_label("needs the value of every external it names")
            .with_note(format!(
                "give each a value at compile time, e.g. `--external {}=1`",
                missing[0]
            )),
        );
        true
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
                    Category::InvalidExternalValue,
                    span,
                    format!("external `{external}` is an axis position; it can only be used in region and interval bounds"),
                )
                .with_label("used as a value"),
            );
            return false;
        }
        self.diags.push(
            Diagnostic::new(
                Category::MissingExternal,
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
        let resolver = self.annotation_resolver();
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
                Ok(Annotation::Scalar(t)) => {
                    if let Some(default) = &param.default {
                        match self.eval_const(default) {
                            Some(value) => {
                                self.scalar_defaults.insert(name.clone(), value);
                            }
                            None => self.error(
                                Category::InvalidStencil,
                                Span::from(default.range()),
                                format!("the default value of `{name}` must be a compile-time number or boolean"),
                            ),
                        }
                    }
                    SymbolKind::ScalarParam(t)
                }
                Err(d) => {
                    self.diags.push(d);
                    // Declared anyway (as a 3-D float field), so that its uses
                    // are not reported as unknown names too.
                    SymbolKind::FieldParam(ir::FieldType {
                        dtype: ir::DType::Float64,
                        axes: ir::Axes::IJK,
                        data_dims: Vec::new(),
                    })
                }
            };
            let id = self.symbols.add(Symbol { name, kind, span });
            params.push(id);
        }
        params
    }

    fn stencil_body(&mut self, def: &StmtFunctionDef) -> Vec<Computation> {
        let mut computations = Vec::new();
        // GT4Py declares the temporaries of the top level first, wherever
        // they stand, and initialises them before every computation.
        for stmt in &def.body {
            if module::externals_import(stmt).is_some() {
                self.import_externals(stmt);
            }
        }
        let declarations: Vec<&ast::StmtAnnAssign> = def
            .body
            .iter()
            .filter_map(|s| match s {
                ast::Stmt::AnnAssign(a) => Some(a),
                _ => None,
            })
            .collect();
        if let Some(init) = self.top_level_temporaries(&declarations) {
            computations.push(init);
        }
        for stmt in &def.body {
            match stmt {
                s if module::is_docstring(s) || module::is_gtscript_import(s) => {}
                s if module::externals_import(s).is_some() => {}
                ast::Stmt::AnnAssign(_) => {}
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

    /// The temporaries declared at the top level of the stencil body, as
    /// GT4Py reads them: `tmp: Field[(np.float32, (2, 2))] = 0` declares a
    /// 3-D temporary (data dimensions allowed) and sets every element of it
    /// to the value at every point, in a `PARALLEL` computation over every
    /// level that runs before the stencil's own computations. Returns that
    /// computation (none without declarations).
    fn top_level_temporaries(&mut self, decls: &[&ast::StmtAnnAssign]) -> Option<Computation> {
        let mut body = Vec::new();
        let mut declared: HashMap<String, Span> = HashMap::new();
        for decl in decls {
            let span = Span::from(decl.range());
            let ast::Expr::Name(target) = decl.target.as_ref() else {
                self.error(
                    Category::UnsupportedSyntax,
                    Span::from(decl.target.range()),
                    "a declaration at the top level of a stencil declares a temporary by its name",
                );
                continue;
            };
            let name = target.id.to_string();
            let name_span = Span::from(target.range());
            let resolver = self.annotation_resolver();
            let ty = match resolver.resolve(&decl.annotation) {
                Ok(Annotation::Field(ty)) if ty.axes == ir::Axes::IJK => ty,
                Ok(Annotation::Field(ty)) => {
                    self.diags.push(
                        Diagnostic::new(
                            Category::InvalidTemporaryDims,
                            Span::from(decl.annotation.range()),
                            format!(
                                "found {}, but a temporary declared at the top level of a stencil has the axes IJK",
                                ty.axes.name()
                            ),
                        )
                        .with_label("not IJK")
                        .with_note("declare a 2-D temporary inside a computation: `tmp: Field[IJ, dtype] = ...`"),
                    );
                    continue;
                }
                Ok(Annotation::Scalar(_)) => {
                    self.diags.push(
                        Diagnostic::new(
                            Category::UnsupportedSyntax,
                            span,
                            "a declaration at the top level of a stencil declares a 3-D temporary: annotate it with `Field[dtype]` or `Field[(dtype, (n, ...))]`",
                        )
                        .with_label("a scalar type")
                        .with_note("GT4Py ignores scalar declarations here; a constant is a module constant or an external"),
                    );
                    continue;
                }
                Err(d) => {
                    self.diags.push(d);
                    continue;
                }
            };
            if let Some(first) = declared.get(&name) {
                self.diags.push(
                    Diagnostic::new(
                        Category::UnsupportedSyntax,
                        name_span,
                        format!("temporary `{name}` is declared twice at the top level"),
                    )
                    .with_label("declared again")
                    .with_secondary(*first, "first declared here"),
                );
                continue;
            }
            if self.symbols.lookup(&name).is_some() {
                self.error(
                    Category::UnsupportedSyntax,
                    name_span,
                    format!("`{name}` is a parameter of the stencil; a temporary needs a name of its own"),
                );
                continue;
            }
            if self.frame().externals.contains_key(&name) {
                self.error(
                    Category::UnsupportedSyntax,
                    name_span,
                    format!("cannot declare `{name}`: it is an external"),
                );
                continue;
            }
            let Some(value) = &decl.value else {
                self.diags.push(
                    Diagnostic::new(
                        Category::UnsupportedSyntax,
                        span,
                        format!("the declaration of temporary `{name}` has no value"),
                    )
                    .with_note(format!(
                        "give every element a first value, e.g. `{name}: ... = 0`"
                    )),
                );
                continue;
            };
            let value_span = Span::from(value.range());
            let value = match self.eval_const(value) {
                Some(v) => super::expr::literal(v, value_span),
                None => {
                    self.report_missing_externals(&[value], value_span);
                    self.error(
                        Category::UnsupportedSyntax,
                        value_span,
                        format!("the first value of temporary `{name}` must be a compile-time number or boolean"),
                    );
                    continue;
                }
            };
            declared.insert(name.clone(), name_span);
            let dims = ty.data_dims.clone();
            let id = self.symbols.add(Symbol {
                name,
                kind: SymbolKind::Temporary(ty),
                span: name_span,
            });
            // Every element of the data dimensions, in row-major order.
            let total: u64 = dims.iter().map(|&d| u64::from(d)).product();
            for n in 0..total {
                let mut index = vec![0i64; dims.len()];
                let mut rest = n;
                for (slot, &d) in index.iter_mut().zip(&dims).rev() {
                    *slot = (rest % u64::from(d)) as i64;
                    rest /= u64::from(d);
                }
                let mut target = zero_ref(id, name_span);
                target.data_index = index
                    .into_iter()
                    .map(|i| super::expr::literal(Literal::Int(i), name_span))
                    .collect();
                body.push(Stmt {
                    kind: ir::StmtKind::Assign {
                        target,
                        value: value.clone(),
                    },
                    span,
                });
            }
        }
        let first = decls.first()?;
        (!body.is_empty()).then(|| {
            let span = Span::from(first.range());
            Computation {
                order: ir::IterationOrder::Parallel,
                intervals: vec![ir::IntervalBlock {
                    interval: ir::Interval {
                        start: ir::LevelBound::start(0),
                        end: ir::LevelBound::end(0),
                    },
                    body,
                    span,
                }],
                span,
            }
        })
    }

    /// The resolver of annotations in the current frame's module, which also
    /// knows the field types named by the stencil's `dtypes`.
    pub fn annotation_resolver(&self) -> AnnotationResolver<'s, 'a> {
        AnnotationResolver::new(self.scope()).with_dtypes(self.dtypes)
    }

    pub fn import_externals(&mut self, stmt: &ast::Stmt) {
        for (local, external, alias) in module::externals_import(stmt).unwrap_or_default() {
            if local != external {
                self.error(
                    Category::InvalidImport,
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
                "only `from __externals__ import ...` and `from __gtscript__ import ...` (without renaming) may appear inside a stencil"
            }
            _ if top_level => {
                "only `with computation(...)` blocks may appear at the top level of a stencil body"
            }
            _ => "this statement is not supported in GTScript",
        };
        let category = match stmt {
            ast::Stmt::Return(_) if self.frame().function.is_some() => Category::FunctionDefinition,
            ast::Stmt::Import(_) | ast::Stmt::ImportFrom(_) => Category::InvalidImport,
            _ => Category::UnsupportedSyntax,
        };
        self.diags
            .push(Diagnostic::new(category, span, message).with_label("not allowed here"));
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

/// The operands of an operator or a conditional expression (`a if test
/// else b`: the test first); none for any other expression.
fn operands(expr: &Expr) -> Vec<&Expr> {
    match expr {
        Expr::BinOp(b) => vec![&*b.left, &*b.right],
        Expr::UnaryOp(u) => vec![&*u.operand],
        Expr::BoolOp(b) => b.values.iter().collect(),
        Expr::Compare(c) => std::iter::once(&*c.left)
            .chain(c.comparators.iter())
            .collect(),
        Expr::If(e) => vec![&*e.test, &*e.body, &*e.orelse],
        _ => Vec::new(),
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
        Expr::Call(c) => c.arguments.args.iter().for_each(|v| collect_names(v, out)),
        Expr::Subscript(s) => {
            collect_names(&s.value, out);
            collect_names(&s.slice, out);
        }
        Expr::Tuple(t) => t.elts.iter().for_each(|v| collect_names(v, out)),
        _ => operands(expr)
            .into_iter()
            .for_each(|v| collect_names(v, out)),
    }
}

/// Every call in `expr`, outside in (the calls in a call's arguments after
/// it), through operators and conditional expressions only.
pub(super) fn collect_calls<'e>(expr: &'e Expr, out: &mut Vec<&'e ast::ExprCall>) {
    if let Expr::Call(c) = expr {
        out.push(c);
        c.arguments.args.iter().for_each(|v| collect_calls(v, out));
    } else {
        operands(expr)
            .into_iter()
            .for_each(|v| collect_calls(v, out));
    }
}
