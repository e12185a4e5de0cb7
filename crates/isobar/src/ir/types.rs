//! Data types of GTScript values and GT4Py's rules for combining them.
//!
//! GT4Py 1.2.3 types binary operations like NumPy ufuncs restricted to its own types,
//! with a few differences that the conformance corpus pins down: an integer combined
//! with `float32` stays `float32`, and true division of two integers is computed in
//! `float32` (as are math functions of integer arguments).

use serde::Serialize;
use std::fmt;

/// The scalar type of a field element, a scalar parameter or an expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum DType {
    /// `bool` / `np.bool_`, one byte 0 or 1.
    Bool,
    /// `np.int8`.
    Int8,
    /// `np.int16`.
    Int16,
    /// `np.int32`.
    Int32,
    /// `np.int64` / Python `int`.
    Int64,
    /// `np.float32`.
    Float32,
    /// `np.float64` / Python `float`.
    Float64,
}

impl DType {
    /// The NumPy name of the type (`float64`, `int32`, `bool`, ...).
    pub fn name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::Int8 => "int8",
            DType::Int16 => "int16",
            DType::Int32 => "int32",
            DType::Int64 => "int64",
            DType::Float32 => "float32",
            DType::Float64 => "float64",
        }
    }

    /// The type named by a NumPy/Python spelling: `float64`, `float_`, `double`, `int`, ...
    pub fn from_name(name: &str) -> Option<DType> {
        Some(match name {
            "bool" | "bool_" | "bool8" => DType::Bool,
            "int8" | "byte" => DType::Int8,
            "int16" | "short" => DType::Int16,
            "int32" | "intc" => DType::Int32,
            "int64" | "int" | "int_" | "intp" | "long" | "longlong" => DType::Int64,
            "float32" | "single" => DType::Float32,
            "float64" | "float" | "float_" | "double" => DType::Float64,
            _ => return None,
        })
    }

    /// True for the signed integer types.
    pub fn is_integer(self) -> bool {
        matches!(
            self,
            DType::Int8 | DType::Int16 | DType::Int32 | DType::Int64
        )
    }

    /// True for `float32` and `float64`.
    pub fn is_float(self) -> bool {
        matches!(self, DType::Float32 | DType::Float64)
    }

    /// True for integers and floats (not `bool`).
    pub fn is_number(self) -> bool {
        self.is_integer() || self.is_float()
    }

    /// Size of one element in bytes.
    pub fn size_bytes(self) -> usize {
        match self {
            DType::Bool | DType::Int8 => 1,
            DType::Int16 => 2,
            DType::Int32 | DType::Float32 => 4,
            DType::Int64 | DType::Float64 => 8,
        }
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The result type of an arithmetic operation (`+ - * % **`, `min`, `max`) on
/// operands of types `a` and `b`.
///
/// Bools act as the narrowest integer; integers widen to the wider integer; an
/// integer with a float gives that float; two floats give the wider float.
pub fn promote(a: DType, b: DType) -> DType {
    match (a.is_float(), b.is_float()) {
        (true, true) => a.max(b),
        (true, false) => a,
        (false, true) => b,
        (false, false) => a.max(b),
    }
}

/// The type NumPy computes a power `a ** b` in.
///
/// GT4Py 1.2.3 leaves the operands of `**` uncast (its IR types the power like any
/// arithmetic, see [`declared_type`]), so NumPy's own promotion decides: a `float32`
/// raised to (or raising) an `int32` or `int64` is computed in `float64`, so
/// `a ** 2` of a `float32` field is a `float64` value until it is stored.
pub fn power(a: DType, b: DType) -> DType {
    let wide_integer = |t: DType| matches!(t, DType::Int32 | DType::Int64);
    match (a, b) {
        (DType::Float32, x) | (x, DType::Float32) if wide_integer(x) => DType::Float64,
        _ => promote(a, b),
    }
}

/// The result type of true division `/`: integer quotients are `float32`.
pub fn divide(a: DType, b: DType) -> DType {
    let t = promote(a, b);
    if t.is_float() {
        t
    } else {
        DType::Float32
    }
}

/// The type in which a floating-point math function (`sqrt`, `exp`, ...) of an
/// argument of type `a` is evaluated: integers and bools are evaluated in `float32`.
pub fn float_math(a: DType) -> DType {
    if a.is_float() {
        a
    } else {
        DType::Float32
    }
}

/// The type GT4Py 1.2.3 gives a temporary declared by `expr` (`tmp = expr`
/// with no annotation).
///
/// That is the type of GT4Py's IR node, which differs from the type NumPy
/// computes the value in (the type of an isobar expression) in three ways: the
/// stale integer types of [`stale_integer_type`]; `erf`, `erfc` and `gamma`,
/// which GT4Py's NumPy back-end evaluates in `float64` whatever the argument (so
/// isobar types them `float64`), while its IR types them like any math function:
/// `erf(a)` of a `float32` field declares a `float32` temporary, and so does
/// `erf(a) * a`; and powers, which NumPy may widen ([`power`]) while the IR
/// gives them the wider operand's type.
pub fn declared_type(expr: &super::Expr) -> DType {
    use super::{BinaryOp, Builtin, ExprKind, UnaryOp};
    if let Some(stale) = stale_integer_type(expr) {
        return stale;
    }
    let evaluated_in_float64 = |e: &super::Expr| {
        let mut found = false;
        e.visit(&mut |n| {
            if let ExprKind::Call { func, .. } = &n.kind {
                found |= matches!(func, Builtin::Erf | Builtin::Erfc | Builtin::Gamma);
            }
            found |= matches!(
                n.kind,
                ExprKind::Binary {
                    op: BinaryOp::Pow,
                    ..
                }
            );
        });
        found
    };
    if !evaluated_in_float64(expr) {
        return expr.dtype;
    }
    match &expr.kind {
        ExprKind::Call { func, args } => {
            let types: Vec<DType> = args.iter().map(declared_type).collect();
            let first = types.first().copied().unwrap_or(DType::Float64);
            match func {
                Builtin::Abs => first,
                Builtin::Min | Builtin::Max | Builtin::Mod => {
                    types.into_iter().reduce(promote).unwrap_or(first)
                }
                Builtin::IsFinite | Builtin::IsInf | Builtin::IsNan => DType::Bool,
                Builtin::Floor | Builtin::Ceil | Builtin::Trunc if !first.is_float() => first,
                _ => float_math(first),
            }
        }
        ExprKind::Unary {
            op: UnaryOp::Neg | UnaryOp::Pos,
            operand,
        } => declared_type(operand),
        ExprKind::Binary { op, left, right } => match op {
            BinaryOp::Div => divide(declared_type(left), declared_type(right)),
            op if op.is_comparison() || matches!(op, BinaryOp::And | BinaryOp::Or) => DType::Bool,
            _ => promote(declared_type(left), declared_type(right)),
        },
        ExprKind::Ternary {
            then, otherwise, ..
        } => promote(declared_type(then), declared_type(otherwise)),
        _ => expr.dtype,
    }
}

/// The integer type GT4Py 1.2.3 wrongly keeps for an expression it evaluates in
/// floating point, if `expr` is such an expression.
///
/// GT4Py computes `int / int` and float-only math functions of integers (`sqrt`,
/// `exp`, `round`, ...) in `float32`, but its IR node keeps the integer type of the
/// operands. Where that stale type meets the same integer type (an untyped
/// temporary declared by the expression, an integer field of that type, or an
/// operand of that type), GT4Py raises "Type mismatch". isobar reproduces the
/// rejection; elsewhere the expression is simply `float32`.
pub fn stale_integer_type(expr: &super::Expr) -> Option<DType> {
    use super::{BinaryOp, ExprKind, UnaryOp};
    match &expr.kind {
        ExprKind::Binary {
            op: BinaryOp::Div,
            left,
            right,
        } if !left.dtype.is_float() && !right.dtype.is_float() => {
            Some(promote(left.dtype, right.dtype))
        }
        ExprKind::Call { func, args } if func.is_float_only() => {
            let t = args.iter().map(|a| a.dtype).reduce(promote)?;
            (!t.is_float()).then_some(t)
        }
        ExprKind::Unary {
            op: UnaryOp::Neg | UnaryOp::Pos,
            operand,
        } => stale_integer_type(operand),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::DType::*;
    use super::*;

    #[test]
    fn promotion_follows_gt4py() {
        assert_eq!(promote(Int32, Int32), Int32);
        assert_eq!(promote(Int32, Int64), Int64);
        assert_eq!(promote(Float32, Float32), Float32);
        assert_eq!(promote(Float32, Float64), Float64);
        assert_eq!(promote(Int64, Float32), Float32);
        assert_eq!(promote(Int32, Float64), Float64);
        assert_eq!(promote(Bool, Float64), Float64);
        assert_eq!(promote(Bool, Int32), Int32);
    }

    #[test]
    fn powers_follow_numpy() {
        assert_eq!(power(Float32, Int64), Float64);
        assert_eq!(power(Int32, Float32), Float64);
        assert_eq!(power(Float32, Int16), Float32);
        assert_eq!(power(Float32, Float32), Float32);
        assert_eq!(power(Int32, Int64), Int64);
        assert_eq!(power(Float64, Int8), Float64);
    }

    #[test]
    fn integer_division_is_float32() {
        assert_eq!(divide(Int32, Int32), Float32);
        assert_eq!(divide(Int64, Int64), Float32);
        assert_eq!(divide(Int32, Float64), Float64);
        assert_eq!(float_math(Int64), Float32);
        assert_eq!(float_math(Float64), Float64);
    }

    #[test]
    fn names_round_trip() {
        for t in [Bool, Int8, Int16, Int32, Int64, Float32, Float64] {
            assert_eq!(DType::from_name(t.name()), Some(t));
        }
        assert_eq!(DType::from_name("float"), Some(Float64));
        assert_eq!(DType::from_name("complex"), None);
    }
}
