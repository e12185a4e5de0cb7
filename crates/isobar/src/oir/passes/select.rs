//! If-conversion: `masked(c): t = v` with a single assignment at the current
//! point becomes `t = v if c else t`. Branch-free code vectorises (gcc will not
//! vectorise loops holding several conditional stores under its default
//! floating-point rules). Results are unchanged: both values are computed from
//! the same inputs and GTScript expressions have no side effects.

use crate::ir::{Expr, ExprKind, KOffset};
use crate::oir::{Stencil, Stmt};

/// Runs the pass.
pub fn run(stencil: &mut Stencil) -> Option<String> {
    let mut converted = 0;
    for l in &mut stencil.loops {
        for s in &mut l.sections {
            for e in &mut s.executions {
                for stmt in &mut e.body {
                    convert(stmt, &mut converted);
                }
            }
        }
    }
    (converted > 0).then(|| format!("{converted} masked assignment(s) made selects"))
}

fn convert(stmt: &mut Stmt, converted: &mut usize) {
    match stmt {
        Stmt::Masked { cond, body } => {
            body.iter_mut().for_each(|s| convert(s, converted));
            let [Stmt::Assign { target, value }] = body.as_slice() else {
                return;
            };
            let simple = !target.offset.is_horizontal()
                && matches!(target.offset.k, KOffset::Const(0))
                && target.data_index.is_empty();
            if !simple {
                return;
            }
            let current = Expr {
                kind: ExprKind::Field(target.clone()),
                dtype: value.dtype,
                span: target.span,
            };
            let select = Expr {
                span: value.span,
                dtype: value.dtype,
                kind: ExprKind::Ternary {
                    cond: Box::new(cond.clone()),
                    then: Box::new(value.clone()),
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
            body.iter_mut().for_each(|s| convert(s, converted))
        }
        Stmt::Assign { .. } => {}
    }
}
