//! If-conversion: `masked(c): t = v` with a single assignment at the current
//! point becomes `t = v if c else t`. Branch-free code vectorises (gcc will not
//! vectorise loops holding several conditional stores under its default
//! floating-point rules). Results are unchanged: both values are computed from
//! the same inputs and GTScript expressions have no side effects.
//!
//! The select has the target's dtype: the value is converted to it first (as
//! the assignment would), and the "keep" branch reads the target as stored. A
//! select typed like the value would round what it keeps (`b = 1` into a
//! float field under a mask would truncate every untouched point).

use crate::ir::{Expr, ExprKind, KOffset, SymbolTable};
use crate::oir::{Stencil, Stmt};

/// Runs the pass.
pub fn run(stencil: &mut Stencil) -> Option<String> {
    let mut converted = 0;
    let symbols = &stencil.symbols;
    for l in &mut stencil.loops {
        for s in &mut l.sections {
            for e in &mut s.executions {
                for stmt in &mut e.body {
                    convert(stmt, symbols, &mut converted);
                }
            }
        }
    }
    (converted > 0).then(|| format!("{converted} masked assignment(s) made selects"))
}

fn convert(stmt: &mut Stmt, symbols: &SymbolTable, converted: &mut usize) {
    match stmt {
        Stmt::Masked { cond, body } => {
            body.iter_mut().for_each(|s| convert(s, symbols, converted));
            let [Stmt::Assign { target, value }] = body.as_slice() else {
                return;
            };
            let simple = !target.offset.is_horizontal()
                && matches!(target.offset.k, KOffset::Const(0))
                && target.data_index.is_empty();
            let Some(dtype) = symbols.get(target.field).field_type().map(|t| t.dtype) else {
                return;
            };
            if !simple {
                return;
            }
            let current = Expr {
                kind: ExprKind::Field(target.clone()),
                dtype,
                span: target.span,
            };
            let then = if value.dtype == dtype {
                value.clone()
            } else {
                Expr {
                    kind: ExprKind::Cast(Box::new(value.clone())),
                    dtype,
                    span: value.span,
                }
            };
            let select = Expr {
                span: value.span,
                dtype,
                kind: ExprKind::Ternary {
                    cond: Box::new(cond.clone()),
                    then: Box::new(then),
                    otherwise: Box::new(current),
                },
            };
            *stmt = Stmt::Assign {
                target: target.clone(),
                value: select,
            };
            *converted += 1;
        }
        Stmt::While { body, .. } | Stmt::Restricted { body, .. } => {
            body.iter_mut().for_each(|s| convert(s, symbols, converted))
        }
        Stmt::Assign { .. } => {}
    }
}
