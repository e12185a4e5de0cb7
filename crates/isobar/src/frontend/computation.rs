//! Lowering of `with computation(...)` / `with interval(...)` blocks and of
//! their bounds.

use super::lower::{collect_names, Lowerer, MAX_BOUND_OFFSET};
use super::module;
use crate::diagnostics::{Category, Diagnostic, Span};
use crate::ir::{self, Computation, Interval, IntervalBlock, IterationOrder, LevelBound, Literal};
use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;

impl Lowerer<'_, '_> {
    /// `with computation(ORDER), interval(...)` or `with computation(ORDER):` holding
    /// `with interval(...)` blocks.
    pub(super) fn computation(&mut self, with: &ast::StmtWith) -> Option<Computation> {
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
        let order = self.or_report(
            order,
            Category::UnsupportedSyntax,
            span,
            "`interval(...)` must be inside (or combined with) a `computation(...)`",
        )?;
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
        if let Some(name) = self.scope().gtscript_name(expr) {
            return Some(name);
        }
        let Expr::Name(n) = expr else { return None };
        let name = n.id.as_str();
        let shadowed = self.frame().bindings.contains_key(name)
            || (self.frame().function.is_none() && self.symbols.lookup(name).is_some())
            || self.scope().constants.contains_key(name)
            || self.scope().aliases.contains_key(name)
            || self.scope().imports.contains_key(name);
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

    /// The first name in `expr` that is a parameter or temporary of the
    /// stencil (a value known only at run time).
    fn runtime_name(&self, expr: &Expr) -> Option<String> {
        let mut names = Vec::new();
        collect_names(expr, &mut names);
        names
            .into_iter()
            .find(|n| !self.frame().bindings.contains_key(n) && self.symbols.lookup(n).is_some())
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
        if let Some(name) = self.runtime_name(expr) {
            self.diags.push(
                Diagnostic::new(
                    Category::RuntimeIntervalBound,
                    span,
                    format!(
                        "interval bound `{name}` is known only at run time; isobar, like GT4Py's numpy back-end, does not implement runtime interval bounds"
                    ),
                )
                .with_label("a parameter or temporary")
                .with_note("give the bound at compile time (a number, a module constant or an external), or test `K` inside the interval: `if K < n: ...`"),
            );
            return None;
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
}
