//! `with horizontal(region[...], ...)`: statements restricted to parts of the
//! horizontal plane, with bounds relative to the compute domain.

use super::lower::Lowerer;
use crate::diagnostics::{Category, Diagnostic, Span};
use crate::ir::{AxisRange, LevelBound, Literal, Region, Stmt, StmtKind};
use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;

impl Lowerer<'_, '_> {
    /// Lowers `with horizontal(region[..], ...): body`.
    pub(super) fn horizontal(&mut self, with: &ast::StmtWith, span: Span) -> Vec<Stmt> {
        let regions = self.horizontal_regions(&with.items[0].context_expr);
        self.region_body(regions, &with.body, span)
    }

    /// Lowers `body` restricted to `regions`: one statement per region (nothing
    /// if the regions were invalid).
    pub(super) fn region_body(
        &mut self,
        regions: Option<Vec<Region>>,
        body: &[ast::Stmt],
        span: Span,
    ) -> Vec<Stmt> {
        self.in_region = true;
        let body = self.body(body);
        self.in_region = false;
        // GT4Py runs the body once per region, in order (one horizontal
        // execution each), so a point inside two regions runs it twice.
        regions
            .unwrap_or_default()
            .into_iter()
            .map(|region| Stmt {
                kind: StmtKind::Horizontal {
                    regions: vec![region],
                    body: body.clone(),
                },
                span,
            })
            .collect()
    }

    /// The regions of a `horizontal(region[..], ...)` call.
    pub(super) fn horizontal_regions(&mut self, expr: &Expr) -> Option<Vec<Region>> {
        let Expr::Call(call) = expr else { return None };
        if call.arguments.args.is_empty() || !call.arguments.keywords.is_empty() {
            self.error(
                Category::InvalidRegion,
                Span::from(call.range()),
                "`horizontal` takes one or more `region[...]` arguments",
            );
            return None;
        }
        let mut regions = Vec::new();
        for arg in call.arguments.args.iter() {
            if let Some(region) = self.region(arg) {
                regions.push(region);
            }
        }
        (regions.len() == call.arguments.args.len()).then_some(regions)
    }

    fn region(&mut self, arg: &Expr) -> Option<Region> {
        let span = Span::from(arg.range());
        let sub = match arg {
            Expr::Subscript(sub)
                if self.gtscript_or_bare_name(&sub.value).as_deref() == Some("region") =>
            {
                sub
            }
            _ => {
                self.error(
                    Category::InvalidRegion,
                    span,
                    "expected `region[i_range, j_range]`",
                );
                return None;
            }
        };
        let Expr::Tuple(parts) = &*sub.slice else {
            self.error(
                Category::InvalidRegion,
                span,
                "a region has two parts, one per horizontal axis: `region[I[0], :]`",
            );
            return None;
        };
        let [i, j] = parts.elts.as_slice() else {
            self.error(
                Category::InvalidRegion,
                span,
                "a region has two parts, one per horizontal axis: `region[I[0], :]`",
            );
            return None;
        };
        Some(Region {
            i: self.axis_range(i, "I")?,
            j: self.axis_range(j, "J")?,
            span,
        })
    }

    /// `:`, `I[0]`, `I[-1] + 1`, `I[0] : I[0] + 2`, `I[-1] - 1 :`, `2:-1`,
    /// `I[0] + 1 + W`: one axis of a region, with GT4Py's rules for each bound
    /// (a plain integer `n` is `start + n`, `-n` is `end - n`; a single bound
    /// `b` is the range from `b` to `b + 1`, the `+ 1` applied as GT4Py does).
    fn axis_range(&mut self, spec: &Expr, axis: &str) -> Option<AxisRange> {
        match spec {
            Expr::Slice(slice) => {
                if let Some(step) = &slice.step {
                    self.error(
                        Category::InvalidRegion,
                        Span::from(step.range()),
                        "region slices cannot have a step",
                    );
                    return None;
                }
                let start = match &slice.lower {
                    Some(e) => Some(self.region_bound(e, axis)?),
                    None => None,
                };
                let end = match &slice.upper {
                    Some(e) => Some(self.region_bound(e, axis)?),
                    None => None,
                };
                if let (Some(first), Some(last)) = (start, end) {
                    if bound_order(last) < bound_order(first) {
                        self.error(
                            Category::InvalidRegion,
                            Span::from(slice.range()),
                            format!("this region's {axis} range ends before it starts"),
                        );
                        return None;
                    }
                }
                Some(AxisRange { start, end })
            }
            point => {
                let value = self.bound_value(point, axis)?;
                let next = value.plus(1)?;
                Some(AxisRange {
                    start: Some(self.level_bound(value, point)?),
                    end: Some(self.level_bound(next, point)?),
                })
            }
        }
    }

    fn region_bound(&mut self, expr: &Expr, axis: &str) -> Option<LevelBound> {
        let value = self.bound_value(expr, axis)?;
        self.level_bound(value, expr)
    }

    /// The bound a value stands for, as GT4Py's `_make_axis_bound` makes it.
    fn level_bound(&mut self, value: BoundValue, expr: &Expr) -> Option<LevelBound> {
        let bound = match value {
            BoundValue::Int(n) if n < 0 => LevelBound::end(n),
            BoundValue::Int(n) => LevelBound::start(n),
            BoundValue::Axis { index: 0, offset } => LevelBound::start(offset),
            BoundValue::Axis { offset, .. } => LevelBound::end(offset.checked_sub(1)?),
        };
        if bound.offset.unsigned_abs() > super::lower::MAX_BOUND_OFFSET.unsigned_abs() {
            self.error(
                Category::InvalidRegion,
                Span::from(expr.range()),
                format!(
                    "the offset of this region bound is out of range (at most {})",
                    super::lower::MAX_BOUND_OFFSET
                ),
            );
            return None;
        }
        Some(bound)
    }

    /// Evaluates a region bound expression: integers (constants and externals),
    /// `AXIS[0]`, `AXIS[-1]`, axis-position externals, and sums and differences
    /// with an axis position on the left (`I[-1] - W + 1`).
    fn bound_value(&mut self, expr: &Expr, axis: &str) -> Option<BoundValue> {
        let span = Span::from(expr.range());
        if let Expr::BinOp(b) = expr {
            if matches!(b.op, ast::Operator::Add | ast::Operator::Sub) {
                let left = self.bound_value(&b.left, axis)?;
                let right = self.bound_value(&b.right, axis)?;
                let BoundValue::Int(n) = right else {
                    self.bound_error(
                        span,
                        format!("an axis position can only be added to on its left (`{axis}[0] + n`), not to the right of `+` or `-`"),
                    );
                    return None;
                };
                let n = if b.op == ast::Operator::Sub {
                    n.checked_neg()
                } else {
                    Some(n)
                };
                let value = n.and_then(|n| left.plus(n));
                if value.is_none() {
                    self.bound_error(span, "this region bound overflows".into());
                }
                return value;
            }
        }
        if let Expr::Name(name) = expr {
            let external = self.frame().externals.get(name.id.as_str()).cloned();
            if let Some(index) = external.and_then(|e| self.axis_externals.get(&e).copied()) {
                if index.axis.to_string() != axis {
                    self.bound_error(
                        span,
                        format!(
                            "this external is a position on {}, not on {axis}",
                            index.axis
                        ),
                    );
                    return None;
                }
                return Some(BoundValue::Axis {
                    index: index.index,
                    offset: index.offset,
                });
            }
        }
        if let Expr::Subscript(sub) = expr {
            if self.gtscript_or_bare_name(&sub.value).as_deref() == Some(axis) {
                return match self.eval_const(&sub.slice) {
                    Some(Literal::Int(index @ (0 | -1))) => {
                        Some(BoundValue::Axis { index, offset: 0 })
                    }
                    Some(Literal::Int(index)) => {
                        self.bound_error(
                            span,
                            format!("invalid region bound: expected {axis}[0] or {axis}[-1] (plus or minus a constant), got {axis}[{index}]"),
                        );
                        None
                    }
                    _ => {
                        self.bound_error(
                            span,
                            format!("invalid region bound: expected {axis}[0] or {axis}[-1]"),
                        );
                        None
                    }
                };
            }
        }
        match self.eval_const(expr) {
            Some(Literal::Int(n)) => Some(BoundValue::Int(n)),
            None if self.report_missing_externals(&[expr], span) => None,
            _ => {
                self.bound_error(
                    span,
                    format!("invalid region bound: expected `{axis}[0] + n`, `{axis}[-1] + n` or an integer n, with n a compile-time integer"),
                );
                None
            }
        }
    }

    fn bound_error(&mut self, span: Span, message: String) {
        self.diags.push(
            Diagnostic::new(Category::InvalidRegion, span, message).with_note(
                "I[0] is the first point of the compute domain, I[-1] the last; an integer n >= 0 means I[0] + n, a negative one I[-1] + 1 + n",
            ),
        );
    }
}

/// The value of a region bound expression, before it becomes a bound.
#[derive(Clone, Copy, Debug)]
enum BoundValue {
    /// A plain integer.
    Int(i64),
    /// `AXIS[index] + offset`, `index` 0 or -1.
    Axis { index: i64, offset: i64 },
}

impl BoundValue {
    /// `self + n` (`None` on overflow).
    fn plus(self, n: i64) -> Option<BoundValue> {
        Some(match self {
            BoundValue::Int(m) => BoundValue::Int(m.checked_add(n)?),
            BoundValue::Axis { index, offset } => BoundValue::Axis {
                index,
                offset: offset.checked_add(n)?,
            },
        })
    }
}

/// The order GT4Py compares region bounds in, whatever the axis length: every
/// bound counted from the start comes before every bound counted from the end
/// (GT4Py refuses `I[-1]:I[0]` and `3:1`, and runs `I[0] + 4:I[-1] - 3`).
fn bound_order(bound: LevelBound) -> (bool, i64) {
    (bound.anchor == crate::ir::Anchor::End, bound.offset)
}
