//! Type rules of GTScript as GT4Py 1.2.3 applies them: conditions and logical
//! operands are boolean, `-` and arithmetic do not apply to booleans, `not` only
//! to booleans, and GT4Py's "stale integer" quirk is rejected where GT4Py
//! rejects it.
//!
//! The quirk is modelled by [`crate::ir::types::gt4py_type`].

use crate::diagnostics::{Category, Diagnostic};
use crate::ir::types::gt4py_type;
use crate::ir::{DType, Expr, ExprKind, Stencil, StmtKind, UnaryOp};

/// Checks the types of every statement and expression of `stencil`.
pub fn check(stencil: &Stencil) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    stencil.walk_stmts(&mut |s| match &s.kind {
        StmtKind::Assign { target, value } => {
            let field = stencil.symbols.get(target.field);
            let left = field.dtype();
            let right = gt4py_types(value, &mut out);
            if right.after_cast_to(left) != left {
                out.push(
                    Diagnostic::new(
                        Category::TypeMismatch,
                        value.span,
                        format!(
                            "this value is computed as {} but typed {left} by GT4Py, and cannot be stored into `{}` ({left}) without a cast",
                            right.computed, field.name
                        ),
                    )
                    .with_label("a division of integers or a float function of integers")
                    .with_note(format!("convert explicitly, e.g. `{left}(...)`, or store it into a float field")),
                );
            }
            for i in &target.data_index {
                check_expr(i, &mut out);
            }
            check_expr(value, &mut out);
        }
        StmtKind::If { cond, .. } | StmtKind::While { cond, .. } => {
            let what = if matches!(s.kind, StmtKind::If { .. }) { "an `if`" } else { "a `while`" };
            expect_bool(cond, &format!("the condition of {what}"), &mut out);
            gt4py_types(cond, &mut out);
            check_expr(cond, &mut out);
        }
        StmtKind::Horizontal { .. } => {}
    });
    out
}

fn expect_bool(e: &Expr, what: &str, out: &mut Vec<Diagnostic>) {
    if e.dtype != DType::Bool {
        out.push(
            Diagnostic::new(
                Category::TypeMismatch,
                e.span,
                format!("{what} must be boolean, but this is {}", e.dtype),
            )
            .with_label(format!("{} value", e.dtype))
            .with_note(
                "GTScript does not convert numbers to booleans; compare explicitly, e.g. `a > 0.0`",
            ),
        );
    }
}

fn check_expr(e: &Expr, out: &mut Vec<Diagnostic>) {
    e.visit(&mut |node| match &node.kind {
        ExprKind::Unary {
            op: UnaryOp::Not,
            operand,
        } => expect_bool(operand, "the operand of `not`", out),
        ExprKind::Unary { op, operand } if operand.dtype == DType::Bool => out.push(
            Diagnostic::new(
                Category::TypeMismatch,
                node.span,
                format!(
                    "unary `{}` is not allowed on a boolean",
                    if *op == UnaryOp::Neg { "-" } else { "+" }
                ),
            )
            .with_label("boolean operand")
            .with_note("use `not` to negate a condition"),
        ),
        ExprKind::Binary { op, left, right } => {
            if op.is_logical() {
                expect_bool(left, &format!("an operand of `{}`", op.symbol()), out);
                expect_bool(right, &format!("an operand of `{}`", op.symbol()), out);
            } else if !op.is_comparison() && left.dtype == DType::Bool && right.dtype == DType::Bool
            {
                out.push(
                    Diagnostic::new(
                        Category::TypeMismatch,
                        node.span,
                        format!(
                            "arithmetic `{}` is not allowed on two booleans",
                            op.symbol()
                        ),
                    )
                    .with_label("boolean operands")
                    .with_note("use `and` / `or`, or convert one operand to a number"),
                );
            }
        }
        ExprKind::Ternary { cond, .. } => {
            expect_bool(cond, "the condition of a conditional expression", out)
        }
        _ => {}
    });
}

/// GT4Py's types of `e`, reporting every operation whose operands GT4Py's
/// strict second IR finds disagreeing.
fn gt4py_types(e: &Expr, out: &mut Vec<Diagnostic>) -> crate::ir::types::Gt4pyType {
    gt4py_type(e, &mut |node, a, b| {
        out.push(
            Diagnostic::new(
                Category::TypeMismatch,
                node.span,
                format!("GT4Py cannot type this operation: after its casts the operands are {a} and {b}"),
            )
            .with_label("type mismatch")
            .with_note("GT4Py types a division of integers or a float function of integers as the integer type but computes it in float32; convert explicitly, e.g. `float32(...)` of the other operand, or an integer cast of the quotient"),
        )
    })
}

#[cfg(test)]
mod tests {
    use crate::check::test_util::{categories, stencil};
    use crate::diagnostics::Category;

    const P: &str =
        "a: Field[np.float64], m: Field[bool], i: Field[np.int32], j: Field[np.int32], \
                     x: Field[np.float64], flag: bool, mode: int";

    fn stmt(s: &str) -> Vec<Category> {
        categories(&stencil(
            P,
            &format!("    with computation(PARALLEL), interval(...):\n{s}"),
        ))
    }

    #[test]
    fn conditions_must_be_boolean() {
        assert!(stmt("        if a > 0.0:\n            x = 1.0\n").is_empty());
        assert!(stmt("        if flag:\n            x = 1.0\n").is_empty());
        assert_eq!(
            stmt("        if a:\n            x = 1.0\n"),
            [Category::TypeMismatch]
        );
        assert_eq!(
            stmt("        if mode:\n            x = 1.0\n"),
            [Category::TypeMismatch]
        );
        assert_eq!(
            stmt("        x = 1.0 if a else 2.0\n"),
            [Category::TypeMismatch]
        );
        assert_eq!(
            stmt("        while a:\n            x = 1.0\n"),
            [Category::TypeMismatch]
        );
    }

    #[test]
    fn boolean_operators() {
        assert!(stmt("        m = m and (a > 0.0) or not m\n").is_empty());
        assert_eq!(stmt("        m = not a\n"), [Category::TypeMismatch]);
        assert_eq!(stmt("        x = -m\n"), [Category::TypeMismatch]);
        assert_eq!(stmt("        m = m and a\n"), [Category::TypeMismatch]);
        assert_eq!(stmt("        x = m + m\n"), [Category::TypeMismatch]);
        assert!(
            stmt("        x = m + 1.0\n").is_empty(),
            "bool in arithmetic is fine"
        );
    }

    #[test]
    fn integer_division_quirks() {
        assert!(stmt("        x = i / j\n").is_empty());
        assert!(stmt("        i = int32(i / j)\n").is_empty());
        assert_eq!(stmt("        i = i / j\n"), [Category::TypeMismatch]);
        assert_eq!(
            stmt("        t = i / j\n        x = t\n"),
            [Category::TypeMismatch]
        );
        assert_eq!(stmt("        x = (i / j) * j\n"), [Category::TypeMismatch]);
        assert!(stmt("        x = (i / j) * a\n").is_empty());
        assert_eq!(stmt("        i = sqrt(i)\n"), [Category::TypeMismatch]);
        assert!(stmt("        x = sqrt(i)\n").is_empty());
    }

    #[test]
    fn constant_arguments_are_checked_as_gt4py_stores_them() {
        // GT4Py stores every argument but a name in a temporary, also an
        // operation on constants; checked against GT4Py 1.2.3 (fuzzer seeds
        // 1800232 and 1802680: `f(W / W)` with an integer external).
        let call = |arg: &str| {
            categories(&format!(
                "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\n\
                 @function\ndef plus(c):\n    return c + 2.0\n\n\
                 def s(x: Field[np.float64]):\n    from __externals__ import W\n\
                 \x20   with computation(PARALLEL), interval(...):\n        x = plus({arg})\n"
            ))
        };
        assert_eq!(call("3 / 2"), [Category::TypeMismatch]);
        assert_eq!(call("sqrt(4)"), [Category::TypeMismatch]);
        assert!(call("3 * 2").is_empty());
        assert!(call("3.0 / 2").is_empty());
        assert!(call("-1").is_empty());
        assert!(call("3").is_empty());
    }

    #[test]
    fn stale_types_propagate_through_nested_calls() {
        // Checked against GT4Py 1.2.3: "Type mismatch in `AssignStmt`".
        assert_eq!(
            stmt("        t = sinh(tanh(i))\n        x = t\n"),
            [Category::TypeMismatch]
        );
        // "Type mismatch in `BinaryOp`": the quotient is typed int64, j is cast to it.
        assert_eq!(
            stmt("        if (7 / i) >= j:\n            x = 1.0\n"),
            [Category::TypeMismatch]
        );
        assert!(stmt("        x = (7 / i) * a\n").is_empty());
        // Checked against GT4Py 1.2.3 (fuzzer seed 1775): `round` of `erfc`
        // of an integer is typed int32 and computed in float32 ("Type
        // mismatch in `AssignStmt`. Types are INT32, FLOAT32"); the casts
        // isobar inserts for GT4Py's upcasting come after these checks.
        assert_eq!(
            stmt("        t = round(erfc(i))\n        x = t\n"),
            [Category::TypeMismatch]
        );
        assert!(stmt("        x = sqrt(erfc(i))\n").is_empty());
        // Also under `not`, in conditional expressions and in casts.
        assert_eq!(
            stmt("        if not (7 / i) >= j:\n            x = 1.0\n"),
            [Category::TypeMismatch]
        );
        assert_eq!(
            stmt("        x = float64((7 / i) + j)\n"),
            [Category::TypeMismatch]
        );
    }
}
