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

    /// Lowers `body` restricted to `regions` (nothing if the regions were invalid).
    pub(super) fn region_body(
        &mut self,
        regions: Option<Vec<Region>>,
        body: &[ast::Stmt],
        span: Span,
    ) -> Vec<Stmt> {
        self.in_region = true;
        let body = self.body(body);
        self.in_region = false;
        match regions {
            Some(regions) => vec![Stmt {
                kind: StmtKind::Horizontal { regions, body },
                span,
            }],
            None => Vec::new(),
        }
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

    /// `:`, `I[0]`, `I[-1] + 1`, `I[0] : I[0] + 2`, `I[-1] - 1 :`.
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
                Some(AxisRange { start, end })
            }
            point => {
                let start = self.region_bound(point, axis)?;
                Some(AxisRange {
                    start: Some(start),
                    end: Some(LevelBound {
                        anchor: start.anchor,
                        offset: start.offset.checked_add(1)?,
                    }),
                })
            }
        }
    }

    fn region_bound(&mut self, expr: &Expr, axis: &str) -> Option<LevelBound> {
        if let Some(bound) = self.axis_bound(expr, axis) {
            return Some(bound);
        }
        let span = Span::from(expr.range());
        let found = self.subscript_index(expr, axis);
        let message = match found {
            Some(index) if index == "0" || index == "-1" => {
                format!("the offset of this region bound is out of range (at most {})", super::lower::MAX_BOUND_OFFSET)
            }
            Some(index) => format!(
                "invalid region bound: expected {axis}[0] or {axis}[-1] (plus or minus a constant), got {axis}[{index}]"
            ),
            None => format!(
                "invalid region bound: expected `{axis}[0] + n` or `{axis}[-1] + n` with a compile-time integer n"
            ),
        };
        self.diags.push(
            Diagnostic::new(Category::InvalidRegion, span, message).with_note(format!(
                "{axis}[0] is the first point of the compute domain, {axis}[-1] the last"
            )),
        );
        None
    }

    /// The index `k` of an `AXIS[k]` inside a bound expression, for messages.
    fn subscript_index(&mut self, expr: &Expr, axis: &str) -> Option<String> {
        let base = match expr {
            Expr::BinOp(b) => &*b.left,
            other => other,
        };
        let Expr::Subscript(sub) = base else {
            return None;
        };
        if self.gtscript_or_bare_name(&sub.value).as_deref() != Some(axis) {
            return None;
        }
        match self.eval_const(&sub.slice) {
            Some(Literal::Int(n)) => Some(n.to_string()),
            _ => Some("…".into()),
        }
    }
}
