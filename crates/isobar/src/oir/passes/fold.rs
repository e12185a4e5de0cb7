//! Constant folding: operations on constants are computed at compile time with
//! the run-time semantics (`runtime::value`), and guards whose condition is a
//! constant (a plain `if EXTERNAL:` for instance) are resolved.

use crate::ir::value::Scalar;
use crate::ir::value::{arithmetic, compare};
use crate::ir::{BinaryOp, DType, Expr, ExprKind, Literal, UnaryOp};
use crate::oir::{Stencil, Stmt};

/// Runs the pass.
pub fn run(stencil: &mut Stencil) -> Option<String> {
    let mut folded = 0;
    for l in &mut stencil.loops {
        for s in &mut l.sections {
            for e in &mut s.executions {
                let body = std::mem::take(&mut e.body);
                e.body = stmts(body, &mut folded);
            }
            s.executions.retain(|e| !e.body.is_empty());
        }
    }
    stencil.renumber_executions();
    (folded > 0).then(|| format!("{folded} constant expression(s) or guard(s) folded"))
}

fn stmts(body: Vec<Stmt>, folded: &mut usize) -> Vec<Stmt> {
    let mut out = Vec::new();
    for stmt in body {
        match stmt {
            Stmt::Assign { target, mut value } => {
                expr(&mut value, folded);
                out.push(Stmt::Assign { target, value });
            }
            Stmt::Masked { mut cond, body } => {
                expr(&mut cond, folded);
                let body = stmts(body, folded);
                match cond.kind {
                    ExprKind::Literal(Literal::Bool(true)) => {
                        *folded += 1;
                        out.extend(body);
                    }
                    ExprKind::Literal(Literal::Bool(false)) => *folded += 1,
                    _ if body.is_empty() => {}
                    _ => out.push(Stmt::Masked { cond, body }),
                }
            }
            Stmt::While { mut cond, body } => {
                expr(&mut cond, folded);
                let body = stmts(body, folded);
                if !matches!(cond.kind, ExprKind::Literal(Literal::Bool(false))) {
                    out.push(Stmt::While { cond, body });
                } else {
                    *folded += 1;
                }
            }
            Stmt::Restricted { regions, body } => {
                let body = stmts(body, folded);
                if !body.is_empty() {
                    out.push(Stmt::Restricted { regions, body });
                }
            }
        }
    }
    out
}

fn scalar(l: Literal) -> Scalar {
    match l {
        Literal::Bool(b) => Scalar::Bool(b),
        Literal::Int(i) => Scalar::I64(i),
        Literal::Float(f) => Scalar::F64(f),
    }
}

/// A literal of type `t` holding `v`, if literals can have that type.
fn literal(v: Scalar, t: DType) -> Option<Literal> {
    match (t, v.cast(t)) {
        (DType::Bool, Scalar::Bool(b)) => Some(Literal::Bool(b)),
        (DType::Int64, Scalar::I64(i)) => Some(Literal::Int(i)),
        (DType::Float64, Scalar::F64(f)) => Some(Literal::Float(f)),
        _ => None,
    }
}

fn expr(e: &mut Expr, folded: &mut usize) {
    match &mut e.kind {
        ExprKind::Unary { operand, .. } | ExprKind::Cast(operand) => expr(operand, folded),
        ExprKind::Binary { left, right, .. } => {
            expr(left, folded);
            expr(right, folded);
        }
        ExprKind::Ternary {
            cond,
            then,
            otherwise,
        } => {
            expr(cond, folded);
            expr(then, folded);
            expr(otherwise, folded);
        }
        ExprKind::Call { args, .. } => args.iter_mut().for_each(|a| expr(a, folded)),
        ExprKind::Literal(_) | ExprKind::Field(_) | ExprKind::Scalar(_) | ExprKind::KIndex => {}
    }
    let value = match &e.kind {
        ExprKind::Unary { op, operand } => match (op, &operand.kind) {
            (UnaryOp::Not, ExprKind::Literal(l)) => Some(Scalar::Bool(!scalar(*l).truthy())),
            (UnaryOp::Neg, ExprKind::Literal(l)) => Some(arithmetic(
                BinaryOp::Sub,
                e.dtype,
                Scalar::zero(e.dtype),
                scalar(*l),
            )),
            (UnaryOp::Pos, ExprKind::Literal(l)) => Some(scalar(*l)),
            _ => None,
        },
        ExprKind::Binary { op, left, right } => match (&left.kind, &right.kind) {
            (ExprKind::Literal(a), ExprKind::Literal(b)) => {
                let (a, b) = (scalar(*a), scalar(*b));
                Some(match op {
                    BinaryOp::And => Scalar::Bool(a.truthy() && b.truthy()),
                    BinaryOp::Or => Scalar::Bool(a.truthy() || b.truthy()),
                    op if op.is_comparison() => {
                        let t = crate::ir::types::promote(left.dtype, right.dtype);
                        Scalar::Bool(compare(*op, t, a, b))
                    }
                    op => arithmetic(*op, e.dtype, a, b),
                })
            }
            _ => None,
        },
        ExprKind::Cast(value) => match &value.kind {
            ExprKind::Literal(l) => Some(scalar(*l)),
            _ => None,
        },
        ExprKind::Ternary {
            cond,
            then,
            otherwise,
        } => match cond.kind {
            ExprKind::Literal(l) => {
                let branch = if scalar(l).truthy() { then } else { otherwise };
                if branch.dtype == e.dtype {
                    *e = (**branch).clone();
                    *folded += 1;
                }
                return;
            }
            _ => None,
        },
        _ => None,
    };
    if let Some(l) = value.and_then(|v| literal(v, e.dtype)) {
        e.kind = ExprKind::Literal(l);
        *folded += 1;
    }
}
