//! Expressions of the stencil IR → typed kernel-IR expressions, making GT4Py's
//! conversions explicit: operands are cast to the operation's type, integer
//! arithmetic that must wrap is a [`WrappingOp`], math is an [`Intrinsic`].

use super::lower::{cast, Lowerer};
use super::{BinaryOp, Expr, Intrinsic, UnaryOp, WrappingOp};
use crate::ir::{self, types, Builtin, DType, ExprKind, Literal};

impl Lowerer<'_> {
    /// Lowers an expression, making GT4Py's conversions explicit.
    pub(super) fn expr(&self, e: &ir::Expr) -> Expr {
        let t = e.dtype;
        match &e.kind {
            ExprKind::Literal(Literal::Bool(b)) => Expr::Bool(*b),
            ExprKind::Literal(Literal::Int(i)) => Expr::Int(*i),
            ExprKind::Literal(Literal::Float(f)) => Expr::Float(*f, DType::Float64),
            ExprKind::Field(r) => Expr::Load(Box::new(self.read_ref(r))),
            ExprKind::Scalar(id) => Expr::Var(self.scalars.get(id).cloned().unwrap_or_default(), t),
            ExprKind::KIndex => Expr::Var(super::names::K.into(), DType::Int64),
            ExprKind::Unary {
                op: ir::UnaryOp::Not,
                operand,
            } => Expr::Unary(
                UnaryOp::Not,
                Box::new(cast(self.expr(operand), DType::Bool)),
            ),
            ExprKind::Unary {
                op: ir::UnaryOp::Pos,
                operand,
            } => cast(self.expr(operand), t),
            ExprKind::Unary {
                op: ir::UnaryOp::Neg,
                operand,
            } => {
                let x = cast(self.expr(operand), t);
                if t.is_float() {
                    Expr::Unary(UnaryOp::Neg, Box::new(x))
                } else {
                    Expr::Call(Intrinsic::Wrapping(WrappingOp::Neg), vec![x], t)
                }
            }
            ExprKind::Binary { op, left, right } => self.binary(*op, left, right, t),
            ExprKind::Ternary {
                cond,
                then,
                otherwise,
            } => Expr::Ternary(
                Box::new(cast(self.expr(cond), DType::Bool)),
                Box::new(cast(self.expr(then), t)),
                Box::new(cast(self.expr(otherwise), t)),
            ),
            ExprKind::Cast(value) => cast(self.expr(value), t),
            ExprKind::Call { func, args } => self.builtin(*func, args, t),
        }
    }

    fn binary(&self, op: ir::BinaryOp, left: &ir::Expr, right: &ir::Expr, t: DType) -> Expr {
        use ir::BinaryOp as B;
        let both = |ty: DType| (cast(self.expr(left), ty), cast(self.expr(right), ty));
        let c_op = |op: B| match op {
            B::Add => BinaryOp::Add,
            B::Sub => BinaryOp::Sub,
            B::Mul => BinaryOp::Mul,
            B::Div => BinaryOp::Div,
            B::And => BinaryOp::And,
            B::Or => BinaryOp::Or,
            B::Eq => BinaryOp::Eq,
            B::Ne => BinaryOp::Ne,
            B::Lt => BinaryOp::Lt,
            B::Le => BinaryOp::Le,
            B::Gt => BinaryOp::Gt,
            _ => BinaryOp::Ge,
        };
        match op {
            B::And | B::Or => {
                let (a, b) = both(DType::Bool);
                Expr::Binary(c_op(op), Box::new(a), Box::new(b), DType::Bool)
            }
            op if op.is_comparison() => {
                let (a, b) = both(types::promote(left.dtype, right.dtype));
                Expr::Binary(c_op(op), Box::new(a), Box::new(b), DType::Bool)
            }
            _ => {
                // Arithmetic on booleans is computed on int8, as NumPy's upcast does.
                let work = if t == DType::Bool { DType::Int8 } else { t };
                let (a, b) = both(work);
                let result = match op {
                    B::Mod => Expr::Call(Intrinsic::Mod, vec![a, b], work),
                    B::Pow if work.is_float() => Expr::Call(Intrinsic::Pow, vec![a, b], work),
                    op if work.is_float() => Expr::Binary(c_op(op), Box::new(a), Box::new(b), work),
                    op => {
                        let w = match op {
                            B::Add => WrappingOp::Add,
                            B::Sub => WrappingOp::Sub,
                            B::Mul => WrappingOp::Mul,
                            B::Pow => WrappingOp::Pow,
                            _ => WrappingOp::Div,
                        };
                        Expr::Call(Intrinsic::Wrapping(w), vec![a, b], work)
                    }
                };
                cast(result, t)
            }
        }
    }

    fn builtin(&self, func: Builtin, args: &[ir::Expr], t: DType) -> Expr {
        let arg = |n: usize, ty: DType| {
            args.get(n)
                .map(|a| cast(self.expr(a), ty))
                .unwrap_or(Expr::Int(0))
        };
        match func {
            Builtin::IsFinite | Builtin::IsInf | Builtin::IsNan => {
                let a = args.first().map(|a| self.expr(a)).unwrap_or(Expr::Int(0));
                if !a.dtype().is_float() {
                    return Expr::Bool(func == Builtin::IsFinite);
                }
                Expr::Call(Intrinsic::Math(func), vec![a], DType::Bool)
            }
            Builtin::Abs if !t.is_float() => {
                Expr::Call(Intrinsic::Wrapping(WrappingOp::Abs), vec![arg(0, t)], t)
            }
            Builtin::Min | Builtin::Max | Builtin::Mod => {
                let f = match func {
                    Builtin::Min => Intrinsic::Min,
                    Builtin::Max => Intrinsic::Max,
                    _ => Intrinsic::Mod,
                };
                Expr::Call(f, vec![arg(0, t), arg(1, t)], t)
            }
            Builtin::Floor | Builtin::Ceil | Builtin::Trunc if !t.is_float() => arg(0, t),
            _ => Expr::Call(Intrinsic::Math(func), vec![arg(0, t)], t),
        }
    }
}
