//! What the generated Fortran calls besides intrinsics: interfaces to C's
//! math library (floor and friends returning floats, cbrt, pow, fmod, copysign)
//! and module procedures for NumPy's semantics (NaN-propagating min/max,
//! floored modulo, division by zero, integer powers, float-to-integer
//! conversions), written only where the code uses them.

use super::printer::Writer;
use super::{kind, storage};
use crate::ir::{Builtin, DType};
use crate::kernel::{Intrinsic, Node, WrappingOp};
use std::collections::BTreeSet;

/// The C math library's function for a builtin that has no Fortran
/// intrinsic with the same results (floor and friends give floats here).
pub(super) fn c_math(b: Builtin) -> Option<&'static str> {
    Some(match b {
        Builtin::Floor => "floor",
        Builtin::Ceil => "ceil",
        Builtin::Trunc => "trunc",
        Builtin::Round => "rint",
        Builtin::RoundAwayFromZero => "round",
        Builtin::Cbrt => "cbrt",
        _ => return None,
    })
}

/// The interface name of C's `name` for floats of `t` (`isobar_c_floorf`).
pub(super) fn c_interface(name: &str, t: DType) -> String {
    let suffix = if t == DType::Float32 { "f" } else { "" };
    format!("isobar_c_{name}{suffix}")
}

/// The helper's name for `f` on `t`, e.g. `isobar_mod_i32`.
pub(super) fn helper_name(f: Intrinsic, t: DType) -> String {
    let op = match f {
        Intrinsic::Min => "min",
        Intrinsic::Max => "max",
        Intrinsic::Mod => "mod",
        Intrinsic::Wrapping(WrappingOp::Div) => "div",
        Intrinsic::Wrapping(WrappingOp::Pow) => "pow",
        _ => "unknown",
    };
    crate::back::helper_symbol(op, t)
}

pub(super) use crate::back::UsedHelpers as Used;

pub(super) fn used_functions(body: &[Node]) -> Used {
    Used::of(&[body], &[])
}

/// Interfaces to the C math functions the code calls.
pub(super) fn write_c_interfaces(w: &mut Writer, used: &Used) {
    let mut wanted = BTreeSet::new();
    for (f, t) in &used.calls {
        match f {
            Intrinsic::Math(b) => {
                if let Some(name) = c_math(*b) {
                    wanted.insert((name, *t, 1));
                }
            }
            Intrinsic::Pow => {
                wanted.insert(("pow", *t, 2));
            }
            Intrinsic::Mod if t.is_float() => {
                wanted.insert(("fmod", *t, 2));
                wanted.insert(("copysign", *t, 2));
            }
            _ => {}
        }
    }
    if wanted.is_empty() {
        return;
    }
    w.line("interface");
    w.indent();
    for (name, t, arity) in wanted {
        let k = kind(t);
        let suffix = if t == DType::Float32 { "f" } else { "" };
        let args = if arity == 2 { "a, b" } else { "a" };
        w.line(&format!(
            "pure real({k}) function {}({args}) bind(C, name=\"{name}{suffix}\")",
            c_interface(name, t)
        ));
        w.indent();
        w.line(&format!("import :: {k}"));
        w.line(&format!("real({k}), value :: {args}"));
        w.dedent();
        w.line("end function");
    }
    w.dedent();
    w.line("end interface");
}

/// The module procedures behind [`helper_name`] and the float-to-integer
/// conversions.
pub(super) fn write_helpers(w: &mut Writer, used: &Used) {
    for t in &used.float_to_int {
        let wide = if *t == DType::Int64 { "i64" } else { "i32" };
        let (k, lo, hi) = if wide == "i64" {
            (
                "c_int64_t",
                "-9223372036854775808.0",
                "9223372036854775808.0",
            )
        } else {
            ("c_int32_t", "-2147483649.0", "2147483648.0")
        };
        w.line(&format!("pure integer({k}) function isobar_f2i_{wide}(v)"));
        w.indent();
        w.line("real(c_double), intent(in) :: v");
        w.line(&format!(
            "if (v > {lo}_c_double .and. v < {hi}_c_double) then"
        ));
        w.line(&format!("  isobar_f2i_{wide} = int(v, {k})"));
        w.line("else");
        w.line(&format!("  isobar_f2i_{wide} = -huge(0_{k}) - 1_{k}"));
        w.line("end if");
        w.dedent();
        w.line("end function");
    }
    for (f, t) in &used.calls {
        let body: Vec<String> = match (f, t.is_float()) {
            (Intrinsic::Min | Intrinsic::Max, true) => {
                let cmp = if *f == Intrinsic::Min { "<=" } else { ">=" };
                vec![
                    "if (ieee_is_nan(a) .or. ieee_is_nan(b)) then".into(),
                    "  r = a + b".into(),
                    format!("else if (a {cmp} b) then"),
                    "  r = a".into(),
                    "else".into(),
                    "  r = b".into(),
                    "end if".into(),
                ]
            }
            (Intrinsic::Mod, true) => vec![
                "if (b == 0) then".into(),
                "  r = ieee_value(r, ieee_quiet_nan)".into(),
                "  return".into(),
                "end if".into(),
                format!("r = {}(a, b)", c_interface("fmod", *t)),
                "if (r /= 0) then".into(),
                "  if ((r < 0) .neqv. (b < 0)) r = r + b".into(),
                "else".into(),
                format!("  r = {}(0.0_{}, b)", c_interface("copysign", *t), kind(*t)),
                "end if".into(),
            ],
            (Intrinsic::Mod, false) => vec![
                "if (b == 0 .or. b == -1) then".into(),
                "  r = 0".into(),
                "else".into(),
                "  r = modulo(a, b)".into(),
                "end if".into(),
            ],
            (Intrinsic::Wrapping(WrappingOp::Div), false) => vec![
                "if (b == 0) then".into(),
                "  r = 0".into(),
                "else if (b == -1 .and. a == -huge(a) - 1) then".into(),
                "  r = 0".into(),
                "else".into(),
                "  r = a / b".into(),
                "end if".into(),
            ],
            (Intrinsic::Wrapping(WrappingOp::Pow), false) => vec![
                "r = 0".into(),
                "if (b < 0) return".into(),
                "r = 1".into(),
                "x = a".into(),
                "e = b".into(),
                "do while (e /= 0)".into(),
                "  if (iand(e, 1_KIND) /= 0) r = r * x".into(),
                "  x = x * x".into(),
                "  e = shiftr(e, 1)".into(),
                "end do".into(),
            ],
            _ => continue,
        };
        let ty = storage(*t);
        let name = helper_name(*f, *t);
        w.line(&format!("pure function {name}(a, b) result(r)"));
        w.indent();
        w.line(&format!("{ty}, intent(in) :: a, b"));
        w.line(&format!("{ty} :: r"));
        if matches!(f, Intrinsic::Wrapping(WrappingOp::Pow)) {
            w.line(&format!("{ty} :: x, e"));
        }
        for l in body {
            w.line(&l.replace("KIND", kind(*t)));
        }
        w.dedent();
        w.line("end function");
    }
}
