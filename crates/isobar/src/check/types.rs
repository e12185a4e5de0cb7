//! Type rules of GTScript as GT4Py 1.2.3 applies them: conditions and logical
//! operands are boolean, `-` and arithmetic do not apply to booleans, `not` only
//! to booleans, and GT4Py's "stale integer" quirk (see
//! [`crate::ir::types::stale_integer_type`]) is rejected where GT4Py rejects it.

use crate::diagnostics::{Category, Diagnostic};
use crate::ir::types::stale_integer_type;
use crate::ir::{DType, Expr, ExprKind, Stencil, StmtKind, UnaryOp};

/// Checks the types of every statement and expression of `stencil`.
pub fn check(stencil: &Stencil) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    stencil.walk_stmts(&mut |s| match &s.kind {
        StmtKind::Assign { target, value } => {
            let field = stencil.symbols.get(target.field);
            if let Some(stale) = stale_integer_type(value) {
                if stale == field.dtype() {
                    out.push(
                        Diagnostic::new(
                            Category::TypeMismatch,
                            value.span,
                            format!(
                                "this value is computed as float32 but typed {stale} by GT4Py, and cannot be stored into `{}` ({}) without a cast",
                                field.name,
                                field.dtype()
                            ),
                        )
                        .with_label("a division of integers or a float function of integers")
                        .with_note(format!("convert explicitly, e.g. `{}(...)`, or store it into a float field", field.dtype())),
                    );
                }
            }
            for i in &target.data_index {
                check_expr(i, &mut out);
            }
            check_expr(value, &mut out);
        }
        StmtKind::If { cond, .. } | StmtKind::While { cond, .. } => {
            let what = if matches!(s.kind, StmtKind::If { .. }) { "an `if`" } else { "a `while`" };
            expect_bool(cond, &format!("the condition of {what}"), &mut out);
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
            stale_partner(node, &[left, right], out);
        }
        ExprKind::Ternary {
            cond,
            then,
            otherwise,
        } => {
            expect_bool(cond, "the condition of a conditional expression", out);
            stale_partner(node, &[then, otherwise], out);
        }
        ExprKind::Call { args, .. } => {
            let args: Vec<&Expr> = args.iter().collect();
            stale_partner(node, &args, out);
        }
        _ => {}
    });
}

/// GT4Py rejects an operation that combines a stale-typed value with an operand of
/// that very integer type ("Type mismatch in `BinaryOp`").
fn stale_partner(node: &Expr, operands: &[&Expr], out: &mut Vec<Diagnostic>) {
    for (n, operand) in operands.iter().enumerate() {
        let Some(stale) = stale_integer_type(operand) else {
            continue;
        };
        let clash = operands.iter().enumerate().any(|(m, other)| {
            m != n && other.dtype == stale && stale_integer_type(other).is_none()
        });
        if clash {
            out.push(
                Diagnostic::new(
                    Category::TypeMismatch,
                    node.span,
                    format!("this operation mixes a float32 value that GT4Py types as {stale} with a {stale} operand"),
                )
                .with_label("type mismatch")
                .with_note(format!(
                    "convert explicitly: `float32(...)` of the {stale} operand, or `{stale}(...)` of the quotient"
                )),
            );
            return;
        }
    }
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
}
