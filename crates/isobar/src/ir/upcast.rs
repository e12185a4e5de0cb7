//! GT4Py's upcasting of operands, made explicit in a checked stencil before it
//! is lowered to the OIR.
//!
//! GT4Py types every operation of its first IR from its operands' types (the
//! wider one, see [`types::declared_type`]), then casts each operand whose
//! type there differs from the operation's (see [`types::binary_target`]) to
//! it. isobar's own promotion of the types values are computed in does the
//! same, except where an operand is computed in another type than GT4Py's IR
//! gives it:
//! - an operand GT4Py types stale (an integer quotient is typed as the
//!   integer but computed in `float32`; `erf` of an integer is typed as the
//!   integer but computed in `float64`) is cast to the operation's type from
//!   its computed value: `7 > i8 / i32` compares in `int64`, the `float32`
//!   quotient truncated, and `sqrt(erf(n))` rounds `erf` to `float32` first;
//! - where another operand is computed wider than GT4Py types it (a power or
//!   `erf`, in `float64` where GT4Py says `float32`), NumPy computes in
//!   `float64`, but the `int32`/`int64` operands have been through `float32`
//!   first and lose digits beyond 2**24.
//!
//! Both need GT4Py's types of the operands as written, so this runs on the
//! stencil as the front end built it (the type checks have seen it unchanged)
//! and inserts the casts in one go; the types of the nodes above a cast are
//! recomputed.

use super::types::{self, DType};
use super::{BinaryOp, Builtin, Expr, ExprKind, FieldRef, KOffset, Stencil, Stmt, StmtKind};

/// `stencil` with GT4Py's operand casts made explicit.
pub fn apply(stencil: &Stencil) -> Stencil {
    let mut out = stencil.clone();
    for computation in &mut out.computations {
        for block in &mut computation.intervals {
            block.body.iter_mut().for_each(stmt);
        }
    }
    out
}

fn stmt(s: &mut Stmt) {
    match &mut s.kind {
        StmtKind::Assign { target, value } => {
            field_ref(target);
            expr(value);
        }
        StmtKind::If {
            cond,
            then_body,
            else_body,
        } => {
            expr(cond);
            then_body.iter_mut().for_each(stmt);
            else_body.iter_mut().for_each(stmt);
        }
        StmtKind::While { cond, body } => {
            expr(cond);
            body.iter_mut().for_each(stmt);
        }
        StmtKind::Horizontal { body, .. } => body.iter_mut().for_each(stmt),
    }
}

fn field_ref(r: &mut FieldRef) {
    r.data_index.iter_mut().for_each(expr);
    if let KOffset::Variable(k) = &mut r.offset.k {
        expr(k);
    }
}

/// Upcasts the operands of `e` and of every expression inside it, and
/// recomputes the types of the nodes whose operands changed.
fn expr(e: &mut Expr) {
    match &mut e.kind {
        ExprKind::Literal(_) | ExprKind::Scalar(_) | ExprKind::KIndex => {}
        ExprKind::Field(r) => field_ref(r),
        ExprKind::Unary { operand, .. } => {
            expr(operand);
            if e.dtype != DType::Bool {
                e.dtype = operand.dtype;
            }
        }
        ExprKind::Cast(value) => expr(value),
        ExprKind::Binary { op, left, right } => {
            let op = *op;
            if op.is_logical() {
                expr(left);
                expr(right);
                return;
            }
            let declared = [types::declared_type(left), types::declared_type(right)];
            expr(left);
            expr(right);
            if op != BinaryOp::Pow {
                let target = types::binary_target(op, types::promote(declared[0], declared[1]));
                upcast(&mut [&mut **left, &mut **right], &declared, target);
            }
            e.dtype = types::binary_type(op, left.dtype, right.dtype);
        }
        ExprKind::Ternary {
            cond,
            then,
            otherwise,
        } => {
            let declared = [types::declared_type(then), types::declared_type(otherwise)];
            expr(cond);
            expr(then);
            expr(otherwise);
            let target = types::promote(declared[0], declared[1]);
            upcast(&mut [&mut **then, &mut **otherwise], &declared, target);
            e.dtype = types::promote(then.dtype, otherwise.dtype);
        }
        ExprKind::Call { func, args } => {
            let func = *func;
            let declared: Vec<DType> = args.iter().map(types::declared_type).collect();
            args.iter_mut().for_each(expr);
            if let Some(common) = declared.iter().copied().reduce(types::promote) {
                let target = types::call_target(func, common);
                let mut operands: Vec<&mut Expr> = args.iter_mut().collect();
                upcast(&mut operands, &declared, target);
            }
            if !matches!(func, Builtin::IsFinite | Builtin::IsInf | Builtin::IsNan) {
                let computed: Vec<DType> = args.iter().map(|a| a.dtype).collect();
                e.dtype = types::builtin_type(func, &computed);
            }
        }
    }
}

/// Casts `operands` (whose types in GT4Py's IR are `declared`) to `target`
/// where GT4Py's cast gives another value than isobar's promotion would.
fn upcast(operands: &mut [&mut Expr], declared: &[DType], target: DType) {
    for (operand, &declared) in operands.iter_mut().zip(declared) {
        let stale = operand.dtype != declared;
        if stale && declared != target && operand.dtype != target {
            wrap(operand, target);
        }
    }
    let computed = operands.iter().map(|o| o.dtype).reduce(types::promote);
    if target == DType::Float32 && computed == Some(DType::Float64) {
        for operand in operands.iter_mut() {
            if matches!(operand.dtype, DType::Int32 | DType::Int64) {
                wrap(operand, DType::Float32);
            }
        }
    }
}

fn wrap(e: &mut Expr, to: DType) {
    let span = e.span;
    let inner = std::mem::replace(
        e,
        Expr {
            kind: ExprKind::KIndex,
            dtype: to,
            span,
        },
    );
    *e = Expr {
        kind: ExprKind::Cast(Box::new(inner)),
        dtype: to,
        span,
    };
}

#[cfg(test)]
mod tests {
    use crate::frontend::{lower_source, FrontendOptions};

    fn upcast_dump(body: &str) -> String {
        let source = format!(
            "from gt4py.cartesian.gtscript import *\nimport numpy as np\n\ndef s(a: Field[np.int8], b: Field[np.int32], c: Field[np.int64], n: Field[np.int32], x: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n{body}"
        );
        let ir = lower_source(&source, &FrontendOptions::default()).expect("valid");
        crate::ir::dump::to_text(&super::apply(&ir))
    }

    #[test]
    fn a_stale_quotient_is_cast_to_the_operation_type() {
        // int8 / int32 is typed int32 by GT4Py, computed in float32; compared
        // with an int64 it is cast to int64 first.
        let t = upcast_dump("        x = 1.0 if 3 >= a / b else 0.0\n");
        assert!(t.contains("int64((a[0, 0, 0] / b[0, 0, 0]))"), "{t}");
        let t = upcast_dump("        x = max(c, a / b)\n");
        assert!(
            t.contains("max(c[0, 0, 0], int64((a[0, 0, 0] / b[0, 0, 0])))"),
            "{t}"
        );
        // erf of an integer is computed in float64, typed int32: float32 first.
        let t = upcast_dump("        x = sqrt(erf(n))\n");
        assert!(t.contains("sqrt(float32(erf(n[0, 0, 0])))"), "{t}");
        // Nothing to do where the computed and GT4Py's types agree.
        let t = upcast_dump("        x = c + b * 2\n");
        assert!(!t.contains("int64("), "{t}");
    }
}
