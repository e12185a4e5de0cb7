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

/// The type of `left op right` for operands computed in `left` and `right`.
pub fn binary_type(op: super::BinaryOp, left: DType, right: DType) -> DType {
    use super::BinaryOp;
    if op.is_comparison() || op.is_logical() {
        DType::Bool
    } else if op == BinaryOp::Div {
        divide(left, right)
    } else if op == BinaryOp::Pow {
        power(left, right)
    } else {
        promote(left, right)
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

/// The result type of a builtin call on arguments of types `args` (as NumPy
/// computes it).
pub fn builtin_type(func: super::Builtin, args: &[DType]) -> DType {
    use super::Builtin;
    let first = args.first().copied().unwrap_or(DType::Float64);
    let joined = args
        .iter()
        .copied()
        .reduce(promote)
        .unwrap_or(DType::Float64);
    match func {
        Builtin::Abs => first,
        Builtin::Min | Builtin::Max | Builtin::Mod => joined,
        Builtin::IsFinite | Builtin::IsInf | Builtin::IsNan => DType::Bool,
        // GT4Py's NumPy back-end evaluates these in float64 (`math.erf` over the
        // array), whatever the argument; see `declared_type`.
        Builtin::Erf | Builtin::Erfc | Builtin::Gamma => DType::Float64,
        Builtin::Floor | Builtin::Ceil | Builtin::Trunc if !first.is_float() => first,
        _ => float_math(first),
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
/// with no annotation): the type of GT4Py's first IR node, see [`Gt4pyType`].
///
/// It differs from the type NumPy computes the value in (the type of an isobar
/// expression) in three ways: integer quotients and float-only functions of
/// integers keep the integer type (GT4Py computes them in `float32`); `erf`,
/// `erfc` and `gamma` take their argument's type (GT4Py's NumPy back-end
/// evaluates them in `float64`); and powers take the wider operand's type
/// (NumPy may widen them, see [`power`]).
pub fn declared_type(expr: &super::Expr) -> DType {
    gt4py_type(expr, &mut |_, _, _| {}).declared
}

/// The type GT4Py's upcasting pass casts the operands of a binary operation
/// to, given the operation's type in GT4Py's first IR (`declared`, the wider
/// operand's): NumPy's ufunc loop for the operator (`int / int` runs in
/// `float32`, `bool % bool` in `int8`).
pub fn binary_target(op: super::BinaryOp, declared: DType) -> DType {
    match op {
        super::BinaryOp::Div if !declared.is_float() => DType::Float32,
        super::BinaryOp::Mod if declared == DType::Bool => DType::Int8,
        _ => declared,
    }
}

/// The type GT4Py's upcasting pass casts the arguments of a builtin call to
/// (see [`binary_target`]): float-only functions of integers run in `float32`.
pub fn call_target(func: super::Builtin, declared: DType) -> DType {
    match func {
        super::Builtin::Mod if declared == DType::Bool => DType::Int8,
        f if f.is_float_only() && !declared.is_float() => DType::Float32,
        _ => declared,
    }
}

/// The two types GT4Py gives an expression.
///
/// GT4Py types each node of its first IR (GTIR) from its operands' types (the
/// wider one), then casts operands to the type NumPy's ufunc loop needs
/// (`int / int` and float-only functions of integers need `float32`) without
/// retyping the node; its second IR (OIR) retypes every node from its cast
/// operands and requires both operands of an operation, both branches of a
/// conditional and all arguments of a function to agree exactly ("Type mismatch
/// in `BinaryOp`"), and both sides of an assignment too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gt4pyType {
    /// The type of GT4Py's first IR (GTIR).
    pub declared: DType,
    /// The type of GT4Py's second IR (OIR), which is checked strictly.
    pub computed: DType,
}

impl Gt4pyType {
    fn exact(t: DType) -> Self {
        Gt4pyType {
            declared: t,
            computed: t,
        }
    }

    /// The computed type after GT4Py's upcast to `target` (a cast is inserted
    /// only where the declared type differs).
    pub fn after_cast_to(self, target: DType) -> DType {
        if self.declared == target {
            self.computed
        } else {
            target
        }
    }
}

/// The common computed type of the operands of `e` once each is cast to
/// `target`; a disagreement goes to `mismatch`.
fn agree(
    e: &super::Expr,
    operands: &[Gt4pyType],
    target: DType,
    mismatch: &mut dyn FnMut(&super::Expr, DType, DType),
) -> DType {
    let computed: Vec<DType> = operands.iter().map(|o| o.after_cast_to(target)).collect();
    let first = computed.first().copied().unwrap_or(target);
    if let Some(&other) = computed.iter().find(|&&c| c != first) {
        mismatch(e, first, other);
    }
    first
}

/// The types GT4Py gives `e`. Every operation whose operands disagree after
/// GT4Py's casts is passed to `mismatch` with the two disagreeing types.
pub fn gt4py_type(
    e: &super::Expr,
    mismatch: &mut dyn FnMut(&super::Expr, DType, DType),
) -> Gt4pyType {
    use super::{BinaryOp, Builtin, ExprKind, UnaryOp};
    match &e.kind {
        ExprKind::Unary {
            op: UnaryOp::Not,
            operand,
        } => {
            gt4py_type(operand, mismatch);
            Gt4pyType::exact(DType::Bool)
        }
        ExprKind::Unary { operand, .. } => gt4py_type(operand, mismatch),
        ExprKind::Binary { op, left, right } => {
            let (l, r) = (gt4py_type(left, mismatch), gt4py_type(right, mismatch));
            if op.is_logical() {
                return Gt4pyType::exact(DType::Bool);
            }
            let declared = promote(l.declared, r.declared);
            if *op == BinaryOp::Pow {
                // Powers are neither upcast nor checked strictly.
                return Gt4pyType {
                    declared,
                    computed: promote(l.computed, r.computed),
                };
            }
            let target = binary_target(*op, declared);
            let computed = agree(e, &[l, r], target, mismatch);
            if op.is_comparison() {
                Gt4pyType::exact(DType::Bool)
            } else {
                Gt4pyType { declared, computed }
            }
        }
        ExprKind::Ternary {
            cond,
            then,
            otherwise,
        } => {
            gt4py_type(cond, mismatch);
            let (t, f) = (gt4py_type(then, mismatch), gt4py_type(otherwise, mismatch));
            let declared = promote(t.declared, f.declared);
            let computed = agree(e, &[t, f], declared, mismatch);
            Gt4pyType { declared, computed }
        }
        ExprKind::Call { func, args } => {
            let args: Vec<Gt4pyType> = args.iter().map(|a| gt4py_type(a, mismatch)).collect();
            if matches!(func, Builtin::IsFinite | Builtin::IsInf | Builtin::IsNan) {
                return Gt4pyType::exact(DType::Bool);
            }
            let Some(declared) = args.iter().map(|a| a.declared).reduce(promote) else {
                return Gt4pyType::exact(e.dtype);
            };
            let target = call_target(*func, declared);
            let computed = agree(e, &args, target, mismatch);
            Gt4pyType { declared, computed }
        }
        ExprKind::Cast(value) => {
            gt4py_type(value, mismatch);
            Gt4pyType::exact(e.dtype)
        }
        ExprKind::Field(r) => {
            for index in &r.data_index {
                gt4py_type(index, mismatch);
            }
            if let super::KOffset::Variable(k) = &r.offset.k {
                gt4py_type(k, mismatch);
            }
            Gt4pyType::exact(e.dtype)
        }
        _ => Gt4pyType::exact(e.dtype),
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
