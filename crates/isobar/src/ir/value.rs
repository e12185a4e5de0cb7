//! A typed scalar value and GT4Py's (NumPy's) arithmetic on it: integer
//! wrap-around, floored modulo, round-half-even, IEEE division by zero.

use crate::ir::{BinaryOp, DType};
use serde::Serialize;

/// One value of any GTScript type.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Scalar {
    /// `bool`.
    Bool(bool),
    /// `int8`.
    I8(i8),
    /// `int16`.
    I16(i16),
    /// `int32`.
    I32(i32),
    /// `int64`.
    I64(i64),
    /// `float32`.
    F32(f32),
    /// `float64`.
    F64(f64),
}

impl Scalar {
    /// The type of the value.
    pub fn dtype(self) -> DType {
        match self {
            Scalar::Bool(_) => DType::Bool,
            Scalar::I8(_) => DType::Int8,
            Scalar::I16(_) => DType::Int16,
            Scalar::I32(_) => DType::Int32,
            Scalar::I64(_) => DType::Int64,
            Scalar::F32(_) => DType::Float32,
            Scalar::F64(_) => DType::Float64,
        }
    }

    /// The value as `f64` (exact for everything but large int64).
    pub fn as_f64(self) -> f64 {
        match self {
            Scalar::Bool(b) => b as u8 as f64,
            Scalar::I8(v) => v as f64,
            Scalar::I16(v) => v as f64,
            Scalar::I32(v) => v as f64,
            Scalar::I64(v) => v as f64,
            Scalar::F32(v) => v as f64,
            Scalar::F64(v) => v,
        }
    }

    /// The value as `i64`; floats truncate toward zero (saturating, NaN → 0).
    pub fn as_i64(self) -> i64 {
        match self {
            Scalar::Bool(b) => b as i64,
            Scalar::I8(v) => v as i64,
            Scalar::I16(v) => v as i64,
            Scalar::I32(v) => v as i64,
            Scalar::I64(v) => v,
            Scalar::F32(v) => v as i64,
            Scalar::F64(v) => v as i64,
        }
    }

    /// Truth value: non-zero.
    pub fn truthy(self) -> bool {
        match self {
            Scalar::Bool(b) => b,
            Scalar::F32(v) => v != 0.0,
            Scalar::F64(v) => v != 0.0,
            other => other.as_i64() != 0,
        }
    }

    /// Converts like NumPy's `astype`: floats to ints truncate, ints wrap, numbers
    /// to bool compare with zero, `float64` to `float32` rounds to nearest.
    pub fn cast(self, to: DType) -> Scalar {
        if self.dtype() == to {
            return self;
        }
        if to.is_integer() && self.dtype().is_float() {
            return Scalar::I64(float_to_int(self.as_f64(), to)).cast(to);
        }
        match to {
            DType::Bool => Scalar::Bool(self.truthy()),
            DType::Int8 => Scalar::I8(self.int_bits() as i8),
            DType::Int16 => Scalar::I16(self.int_bits() as i16),
            DType::Int32 => Scalar::I32(self.int_bits() as i32),
            DType::Int64 => Scalar::I64(self.int_bits()),
            DType::Float32 => Scalar::F32(match self {
                Scalar::F64(v) => v as f32,
                Scalar::I64(v) => v as f32,
                other => other.as_f64() as f32,
            }),
            DType::Float64 => Scalar::F64(self.as_f64()),
        }
    }

    fn int_bits(self) -> i64 {
        self.as_i64()
    }

    /// The zero of a type.
    pub fn zero(dtype: DType) -> Scalar {
        Scalar::I64(0).cast(dtype)
    }
}

/// A float converted to integer type `to` as NumPy does on x86-64:
/// truncation toward zero, and the type's minimum for NaN and out-of-range
/// values (int8 and int16 convert through int32, then wrap).
fn float_to_int(v: f64, to: DType) -> i64 {
    const TWO_63: f64 = 9_223_372_036_854_775_808.0;
    if to == DType::Int64 {
        if (-TWO_63..TWO_63).contains(&v) {
            v as i64
        } else {
            i64::MIN
        }
    } else if v > -2_147_483_649.0 && v < 2_147_483_648.0 {
        v as i64
    } else {
        i64::from(i32::MIN)
    }
}

/// Reads the element at `offset` (in elements) from `base`.
///
/// # Safety
/// `base + offset` must be a valid, aligned element of type `t`.
pub unsafe fn read(base: *const std::ffi::c_void, t: DType, offset: isize) -> Scalar {
    // SAFETY: guaranteed by the caller.
    unsafe {
        match t {
            DType::Bool => Scalar::Bool(*base.cast::<u8>().offset(offset) != 0),
            DType::Int8 => Scalar::I8(*base.cast::<i8>().offset(offset)),
            DType::Int16 => Scalar::I16(*base.cast::<i16>().offset(offset)),
            DType::Int32 => Scalar::I32(*base.cast::<i32>().offset(offset)),
            DType::Int64 => Scalar::I64(*base.cast::<i64>().offset(offset)),
            DType::Float32 => Scalar::F32(*base.cast::<f32>().offset(offset)),
            DType::Float64 => Scalar::F64(*base.cast::<f64>().offset(offset)),
        }
    }
}

/// Writes `v` at `offset` (in elements) from `base`, as `v`'s own type.
///
/// # Safety
/// `base + offset` must be a valid, aligned, writable element of `v`'s type.
pub unsafe fn write(base: *mut std::ffi::c_void, offset: isize, v: Scalar) {
    // SAFETY: guaranteed by the caller.
    unsafe {
        match v {
            Scalar::Bool(x) => *base.cast::<u8>().offset(offset) = u8::from(x),
            Scalar::I8(x) => *base.cast::<i8>().offset(offset) = x,
            Scalar::I16(x) => *base.cast::<i16>().offset(offset) = x,
            Scalar::I32(x) => *base.cast::<i32>().offset(offset) = x,
            Scalar::I64(x) => *base.cast::<i64>().offset(offset) = x,
            Scalar::F32(x) => *base.cast::<f32>().offset(offset) = x,
            Scalar::F64(x) => *base.cast::<f64>().offset(offset) = x,
        }
    }
}

/// `a op b` computed in type `t` (both operands converted first), for the
/// arithmetic operators.
pub fn arithmetic(op: BinaryOp, t: DType, a: Scalar, b: Scalar) -> Scalar {
    let (a, b) = (a.cast(t), b.cast(t));
    match (a, b) {
        (Scalar::F64(x), Scalar::F64(y)) => Scalar::F64(float_op(op, x, y)),
        (Scalar::F32(x), Scalar::F32(y)) => Scalar::F32(float_op32(op, x, y)),
        (Scalar::Bool(x), Scalar::Bool(y)) => {
            Scalar::I64(int_op(op, x as i64, y as i64)).cast(DType::Bool)
        }
        _ => Scalar::I64(int_op(op, a.as_i64(), b.as_i64())).cast(t),
    }
}

fn int_op(op: BinaryOp, x: i64, y: i64) -> i64 {
    match op {
        BinaryOp::Add => x.wrapping_add(y),
        BinaryOp::Sub => x.wrapping_sub(y),
        BinaryOp::Mul => x.wrapping_mul(y),
        BinaryOp::Mod => {
            if y == 0 {
                0
            } else {
                let r = x.wrapping_rem(y);
                if r != 0 && ((r < 0) != (y < 0)) {
                    r + y
                } else {
                    r
                }
            }
        }
        BinaryOp::Pow => {
            if y < 0 {
                0
            } else {
                x.wrapping_pow(y.min(u32::MAX as i64) as u32)
            }
        }
        BinaryOp::Div => {
            if y == 0 {
                0
            } else {
                x.wrapping_div(y)
            }
        }
        _ => 0,
    }
}

/// Defines, for one float type, NumPy's `remainder` (`$modulo`: the result
/// has the sign of the divisor) and the arithmetic operators (`$arithmetic`).
macro_rules! float_arithmetic {
    ($t:ty, $modulo_vis:vis $modulo:ident, $arithmetic:ident) => {
        /// NumPy's `remainder` for floats: the result has the sign of the divisor.
        $modulo_vis fn $modulo(x: $t, y: $t) -> $t {
            if y == 0.0 {
                return <$t>::NAN;
            }
            let r = x % y;
            if r != 0.0 && ((r < 0.0) != (y < 0.0)) {
                r + y
            } else if r == 0.0 {
                let zero: $t = 0.0;
                zero.copysign(y)
            } else {
                r
            }
        }

        fn $arithmetic(op: BinaryOp, x: $t, y: $t) -> $t {
            match op {
                BinaryOp::Add => x + y,
                BinaryOp::Sub => x - y,
                BinaryOp::Mul => x * y,
                BinaryOp::Div => x / y,
                BinaryOp::Mod => $modulo(x, y),
                BinaryOp::Pow => x.powf(y),
                _ => <$t>::NAN,
            }
        }
    };
}

float_arithmetic!(f64, pub float_mod, float_op);
float_arithmetic!(f32, float_mod32, float_op32);

/// `a op b` for a comparison, both operands converted to `t` first.
pub fn compare(op: BinaryOp, t: DType, a: Scalar, b: Scalar) -> bool {
    let (a, b) = (a.cast(t), b.cast(t));
    let ordering = match (a, b) {
        (Scalar::F64(x), Scalar::F64(y)) => x.partial_cmp(&y),
        (Scalar::F32(x), Scalar::F32(y)) => x.partial_cmp(&y),
        _ => Some(a.as_i64().cmp(&b.as_i64())),
    };
    use std::cmp::Ordering::*;
    match (op, ordering) {
        (BinaryOp::Ne, None) => true,
        (_, None) => false,
        (BinaryOp::Eq, Some(o)) => o == Equal,
        (BinaryOp::Ne, Some(o)) => o != Equal,
        (BinaryOp::Lt, Some(o)) => o == Less,
        (BinaryOp::Le, Some(o)) => o != Greater,
        (BinaryOp::Gt, Some(o)) => o == Greater,
        (BinaryOp::Ge, Some(o)) => o != Less,
        _ => false,
    }
}

impl From<crate::ir::Literal> for Scalar {
    /// A literal as GTScript types it (`int64`, `float64`, `bool`).
    fn from(l: crate::ir::Literal) -> Self {
        match l {
            crate::ir::Literal::Bool(b) => Scalar::Bool(b),
            crate::ir::Literal::Int(i) => Scalar::I64(i),
            crate::ir::Literal::Float(f) => Scalar::F64(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int32_wraps_and_floors() {
        let big = Scalar::I32(100_000);
        assert_eq!(
            arithmetic(BinaryOp::Mul, DType::Int32, big, big),
            Scalar::I32(1_410_065_408)
        );
        assert_eq!(
            arithmetic(BinaryOp::Mod, DType::Int64, Scalar::I64(-7), Scalar::I64(2)),
            Scalar::I64(1)
        );
        assert_eq!(
            arithmetic(BinaryOp::Mod, DType::Int64, Scalar::I64(7), Scalar::I64(-2)),
            Scalar::I64(-1)
        );
    }

    #[test]
    fn float_remainder_has_sign_of_divisor() {
        assert_eq!(float_mod(-7.5, 2.0), 0.5);
        assert_eq!(float_mod(7.5, -2.0), -0.5);
        assert!(float_mod(1.0, 0.0).is_nan());
    }

    #[test]
    fn casts_follow_numpy() {
        assert_eq!(Scalar::F64(-2.7).cast(DType::Int32), Scalar::I32(-2));
        assert_eq!(Scalar::F64(0.0).cast(DType::Bool), Scalar::Bool(false));
        assert_eq!(Scalar::F64(0.1).cast(DType::Bool), Scalar::Bool(true));
        assert_eq!(Scalar::Bool(true).cast(DType::Float64), Scalar::F64(1.0));
        assert_eq!(Scalar::I64(1 << 40).cast(DType::Int32), Scalar::I32(0));
        // NaN and out-of-range floats give the minimum, as NumPy on x86-64.
        let min32 = Scalar::I32(i32::MIN);
        assert_eq!(Scalar::F64(f64::NAN).cast(DType::Int32), min32);
        assert_eq!(Scalar::F64(3e9).cast(DType::Int32), min32);
        assert_eq!(Scalar::F32(f32::INFINITY).cast(DType::Int32), min32);
        assert_eq!(
            Scalar::F64(3e9).cast(DType::Int64),
            Scalar::I64(3_000_000_000)
        );
        assert_eq!(Scalar::F64(-1e19).cast(DType::Int64), Scalar::I64(i64::MIN));
        assert_eq!(
            Scalar::F64(2147483647.9).cast(DType::Int32),
            Scalar::I32(i32::MAX)
        );
    }

    #[test]
    fn nan_comparisons() {
        let nan = Scalar::F64(f64::NAN);
        assert!(!compare(BinaryOp::Lt, DType::Float64, nan, nan));
        assert!(compare(BinaryOp::Ne, DType::Float64, nan, nan));
    }
}
