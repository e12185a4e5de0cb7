//! Evaluation of expressions at one point, with GT4Py's typing: operands are
//! converted to the operation's type first (the node's `dtype`, or for
//! comparisons the promoted type of the operands).

use super::{Machine, Point};
use crate::ir::{types, BinaryOp, Builtin, DType, Expr, ExprKind, Literal, UnaryOp};
use crate::runtime::value::{arithmetic, compare};
use crate::runtime::{RuntimeError, Scalar};

impl Machine<'_> {
    /// The value of `e` at `p`.
    pub(crate) fn eval(&self, e: &Expr, p: Point) -> Result<Scalar, RuntimeError> {
        Ok(match &e.kind {
            ExprKind::Literal(l) => match *l {
                Literal::Bool(b) => Scalar::Bool(b),
                Literal::Int(i) => Scalar::I64(i),
                Literal::Float(f) => Scalar::F64(f),
            },
            ExprKind::Field(r) => self.read(r, p)?,
            ExprKind::Scalar(id) => self.scalar(*id)?,
            ExprKind::KIndex => Scalar::I64(p.k),
            ExprKind::Unary { op, operand } => {
                let v = self.eval(operand, p)?;
                match op {
                    UnaryOp::Not => Scalar::Bool(!v.truthy()),
                    UnaryOp::Pos => v.cast(e.dtype),
                    UnaryOp::Neg => arithmetic(BinaryOp::Sub, e.dtype, Scalar::zero(e.dtype), v),
                }
            }
            ExprKind::Binary { op, left, right } => {
                let a = self.eval(left, p)?;
                match op {
                    BinaryOp::And => Scalar::Bool(a.truthy() && self.eval(right, p)?.truthy()),
                    BinaryOp::Or => Scalar::Bool(a.truthy() || self.eval(right, p)?.truthy()),
                    op if op.is_comparison() => {
                        let b = self.eval(right, p)?;
                        let t = types::promote(left.dtype, right.dtype);
                        Scalar::Bool(compare(*op, t, a, b))
                    }
                    op => arithmetic(*op, e.dtype, a, self.eval(right, p)?),
                }
            }
            ExprKind::Ternary {
                cond,
                then,
                otherwise,
            } => {
                let branch = if self.eval(cond, p)?.truthy() {
                    then
                } else {
                    otherwise
                };
                self.eval(branch, p)?.cast(e.dtype)
            }
            ExprKind::Cast(value) => self.eval(value, p)?.cast(e.dtype),
            ExprKind::Call { func, args } => {
                let mut values = Vec::with_capacity(args.len());
                for a in args {
                    values.push(self.eval(a, p)?);
                }
                builtin(*func, e.dtype, &values)
            }
        })
    }
}

/// A math builtin evaluated in type `t` (the call's type).
fn builtin(func: Builtin, t: DType, args: &[Scalar]) -> Scalar {
    let arg = |n: usize| args.get(n).copied().unwrap_or(Scalar::F64(f64::NAN));
    match func {
        Builtin::IsFinite | Builtin::IsInf | Builtin::IsNan => {
            let x = arg(0).as_f64();
            Scalar::Bool(match func {
                Builtin::IsFinite => x.is_finite(),
                Builtin::IsInf => x.is_infinite(),
                _ => x.is_nan(),
            })
        }
        Builtin::Abs => {
            let x = arg(0).cast(t);
            if t.is_float() {
                map_float(x, f64::abs, f32::abs)
            } else {
                arithmetic(BinaryOp::Sub, t, Scalar::zero(t), x).pipe(|neg| {
                    if x.as_i64() < 0 {
                        neg
                    } else {
                        x
                    }
                })
            }
        }
        Builtin::Min | Builtin::Max => {
            let (a, b) = (arg(0).cast(t), arg(1).cast(t));
            if t.is_float() && (a.as_f64().is_nan() || b.as_f64().is_nan()) {
                return Scalar::F64(f64::NAN).cast(t);
            }
            let a_first = if func == Builtin::Min {
                compare(BinaryOp::Le, t, a, b)
            } else {
                compare(BinaryOp::Ge, t, a, b)
            };
            if a_first {
                a
            } else {
                b
            }
        }
        Builtin::Mod => arithmetic(BinaryOp::Mod, t, arg(0), arg(1)),
        Builtin::Floor | Builtin::Ceil | Builtin::Trunc if !t.is_float() => arg(0).cast(t),
        _ => {
            let x = arg(0).cast(t);
            match func {
                Builtin::Sqrt => map_float(x, f64::sqrt, f32::sqrt),
                Builtin::Exp => map_float(x, f64::exp, f32::exp),
                Builtin::Log => map_float(x, f64::ln, f32::ln),
                Builtin::Log10 => map_float(x, f64::log10, f32::log10),
                Builtin::Cbrt => map_float(x, f64::cbrt, f32::cbrt),
                Builtin::Sin => map_float(x, f64::sin, f32::sin),
                Builtin::Cos => map_float(x, f64::cos, f32::cos),
                Builtin::Tan => map_float(x, f64::tan, f32::tan),
                Builtin::Asin => map_float(x, f64::asin, f32::asin),
                Builtin::Acos => map_float(x, f64::acos, f32::acos),
                Builtin::Atan => map_float(x, f64::atan, f32::atan),
                Builtin::Sinh => map_float(x, f64::sinh, f32::sinh),
                Builtin::Cosh => map_float(x, f64::cosh, f32::cosh),
                Builtin::Tanh => map_float(x, f64::tanh, f32::tanh),
                Builtin::Asinh => map_float(x, f64::asinh, f32::asinh),
                Builtin::Acosh => map_float(x, f64::acosh, f32::acosh),
                Builtin::Atanh => map_float(x, f64::atanh, f32::atanh),
                Builtin::Floor => map_float(x, f64::floor, f32::floor),
                Builtin::Ceil => map_float(x, f64::ceil, f32::ceil),
                Builtin::Trunc => map_float(x, f64::trunc, f32::trunc),
                Builtin::Round => map_float(x, f64::round_ties_even, f32::round_ties_even),
                Builtin::RoundAwayFromZero => map_float(x, f64::round, f32::round),
                Builtin::Erf => map_float(x, libm::erf, libm::erff),
                Builtin::Erfc => map_float(x, libm::erfc, libm::erfcf),
                Builtin::Gamma => map_float(x, libm::tgamma, libm::tgammaf),
                _ => x,
            }
        }
    }
}

fn map_float(x: Scalar, f64_op: fn(f64) -> f64, f32_op: fn(f32) -> f32) -> Scalar {
    match x {
        Scalar::F32(v) => Scalar::F32(f32_op(v)),
        other => Scalar::F64(f64_op(other.as_f64())),
    }
}

trait Pipe: Sized {
    fn pipe<R>(self, f: impl FnOnce(Self) -> R) -> R {
        f(self)
    }
}
impl<T> Pipe for T {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_and_special_functions() {
        assert_eq!(
            builtin(Builtin::Round, DType::Float64, &[Scalar::F64(2.5)]),
            Scalar::F64(2.0)
        );
        assert_eq!(
            builtin(Builtin::Round, DType::Float64, &[Scalar::F64(3.5)]),
            Scalar::F64(4.0)
        );
        assert_eq!(
            builtin(
                Builtin::RoundAwayFromZero,
                DType::Float64,
                &[Scalar::F64(2.5)]
            ),
            Scalar::F64(3.0)
        );
        let g = builtin(Builtin::Gamma, DType::Float64, &[Scalar::F64(5.0)]).as_f64();
        assert!((g - 24.0).abs() < 1e-12);
        assert_eq!(
            builtin(Builtin::Abs, DType::Int32, &[Scalar::I32(-3)]),
            Scalar::I32(3)
        );
        assert_eq!(
            builtin(
                Builtin::Min,
                DType::Float64,
                &[Scalar::I32(2), Scalar::F64(1.5)]
            ),
            Scalar::F64(1.5)
        );
        assert_eq!(
            builtin(Builtin::IsNan, DType::Bool, &[Scalar::F64(f64::NAN)]),
            Scalar::Bool(true)
        );
    }
}
