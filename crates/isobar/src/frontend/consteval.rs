//! Compile-time evaluation of Python expressions: module constants, externals,
//! `__INLINED(...)`, `compile_assert(...)`, offsets and interval bounds.
//!
//! Values follow Python's rules (an `int` divided by an `int` is a `float`, `and`
//! returns one of its operands); anything that is not a compile-time constant
//! evaluates to `None`.

use crate::ir::Literal;
use ruff_python_ast::{self as ast, BoolOp, CmpOp, Expr, Number, Operator, UnaryOp};

/// Looks up the compile-time value of a (possibly dotted) name.
pub trait ConstScope {
    /// The value of `name` (`GRAV`, `constants.GRAV`), if it is a compile-time constant.
    fn constant(&self, name: &str) -> Option<Literal>;

    /// The conversion a called name other than the builtins and NumPy's
    /// types stands for (`Float` of NDSL's typing module: `"float"`), if any.
    fn conversion(&self, _func: &Expr) -> Option<&'static str> {
        None
    }

    /// The length of the list or tuple a (dotted) name is bound to, for
    /// `len(NAME)` (pyMoist's `GlobalTable[(Float, len(G_RATIO))]`).
    fn length(&self, _name: &str) -> Option<usize> {
        None
    }
}

/// The number of elements of a list or tuple display (`[1, 2]`, `(a, b)`),
/// or of a NumPy array made from one (`np.array([...])`); `None` for
/// anything else, starred elements included.
pub fn sequence_length(expr: &Expr) -> Option<usize> {
    let elements = match expr {
        Expr::List(l) => &l.elts,
        Expr::Tuple(t) => &t.elts,
        Expr::Call(call)
            if dotted_name(&call.func).is_some_and(|n| n.ends_with("array"))
                && call.arguments.args.len() == 1 =>
        {
            return sequence_length(&call.arguments.args[0]);
        }
        _ => return None,
    };
    (!elements.iter().any(|e| matches!(e, Expr::Starred(_)))).then_some(elements.len())
}

/// The dotted name an expression spells (`a`, `a.b.c`), if it is one.
pub fn dotted_name(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Name(n) => Some(n.id.to_string()),
        Expr::Attribute(a) => {
            let mut base = dotted_name(&a.value)?;
            base.push('.');
            base.push_str(a.attr.as_str());
            Some(base)
        }
        _ => None,
    }
}

/// Evaluates `expr` at compile time, or `None` if it is not a constant.
pub fn eval(expr: &Expr, scope: &dyn ConstScope) -> Option<Literal> {
    match expr {
        Expr::NumberLiteral(n) => number(&n.value),
        Expr::BooleanLiteral(b) => Some(Literal::Bool(b.value)),
        Expr::Name(_) | Expr::Attribute(_) => scope.constant(&dotted_name(expr)?),
        Expr::UnaryOp(u) => unary(u.op, eval(&u.operand, scope)?),
        Expr::BinOp(b) => binary(b.op, eval(&b.left, scope)?, eval(&b.right, scope)?),
        Expr::BoolOp(b) => {
            let mut value = eval(b.values.first()?, scope)?;
            for next in &b.values[1..] {
                let short_circuits = match b.op {
                    BoolOp::And => !truthy(value),
                    BoolOp::Or => truthy(value),
                };
                if short_circuits {
                    break;
                }
                value = eval(next, scope)?;
            }
            Some(value)
        }
        Expr::Compare(c) => {
            let mut left = eval(&c.left, scope)?;
            for (op, right) in c.ops.iter().zip(c.comparators.iter()) {
                let right = eval(right, scope)?;
                if !compare(*op, left, right)? {
                    return Some(Literal::Bool(false));
                }
                left = right;
            }
            Some(Literal::Bool(true))
        }
        Expr::If(e) => {
            if truthy(eval(&e.test, scope)?) {
                eval(&e.body, scope)
            } else {
                eval(&e.orelse, scope)
            }
        }
        Expr::Call(call) if dotted_name(&call.func).as_deref() == Some("len") => {
            let [arg] = call.arguments.args.as_ref() else {
                return None;
            };
            let n = sequence_length(arg).or_else(|| scope.length(&dotted_name(arg)?))?;
            Some(Literal::Int(i64::try_from(n).ok()?))
        }
        Expr::Call(call) => conversion_call(call, scope),
        _ => None,
    }
}

/// `float(x)`, `int(x)`, `bool(x)`, `np.float64(x)`, `__INLINED(x)` of a constant.
fn conversion_call(call: &ast::ExprCall, scope: &dyn ConstScope) -> Option<Literal> {
    let name = dotted_name(&call.func)?;
    let short = scope
        .conversion(&call.func)
        .unwrap_or_else(|| name.rsplit('.').next().unwrap_or(&name));
    if call.arguments.args.len() != 1 || !call.arguments.keywords.is_empty() {
        return None;
    }
    let value = eval(&call.arguments.args[0], scope)?;
    match short {
        "__INLINED" => Some(value),
        "float" | "float32" | "float64" => Some(Literal::Float(as_f64(value))),
        "int" | "int8" | "int16" | "int32" | "int64" => match value {
            Literal::Float(f) if f.is_finite() && f.abs() < 9.2e18 => {
                Some(Literal::Int(f.trunc() as i64))
            }
            Literal::Float(_) => None,
            Literal::Int(i) => Some(Literal::Int(i)),
            Literal::Bool(b) => Some(Literal::Int(b as i64)),
        },
        "bool" => Some(Literal::Bool(truthy(value))),
        _ => None,
    }
}

fn number(n: &Number) -> Option<Literal> {
    match n {
        Number::Int(i) => i.as_i64().map(Literal::Int),
        Number::Float(f) => Some(Literal::Float(*f)),
        Number::Complex { .. } => None,
    }
}

/// Python truthiness of a constant.
pub fn truthy(value: Literal) -> bool {
    match value {
        Literal::Bool(b) => b,
        Literal::Int(i) => i != 0,
        Literal::Float(f) => f != 0.0,
    }
}

fn as_f64(value: Literal) -> f64 {
    match value {
        Literal::Bool(b) => b as i64 as f64,
        Literal::Int(i) => i as f64,
        Literal::Float(f) => f,
    }
}

fn as_i64(value: Literal) -> Option<i64> {
    match value {
        Literal::Bool(b) => Some(b as i64),
        Literal::Int(i) => Some(i),
        Literal::Float(_) => None,
    }
}

fn unary(op: UnaryOp, value: Literal) -> Option<Literal> {
    match op {
        UnaryOp::Not => Some(Literal::Bool(!truthy(value))),
        UnaryOp::UAdd => match value {
            Literal::Bool(b) => Some(Literal::Int(b as i64)),
            other => Some(other),
        },
        UnaryOp::USub => match value {
            Literal::Float(f) => Some(Literal::Float(-f)),
            other => as_i64(other)?.checked_neg().map(Literal::Int),
        },
        UnaryOp::Invert => as_i64(value).map(|i| Literal::Int(!i)),
    }
}

pub(crate) fn binary(op: Operator, left: Literal, right: Literal) -> Option<Literal> {
    if let (Some(a), Some(b)) = (as_i64(left), as_i64(right)) {
        let int = match op {
            Operator::Add => a.checked_add(b),
            Operator::Sub => a.checked_sub(b),
            Operator::Mult => a.checked_mul(b),
            Operator::FloorDiv => a.checked_div(b).map(|q| {
                if a % b != 0 && ((a < 0) != (b < 0)) {
                    q - 1
                } else {
                    q
                }
            }),
            Operator::Mod => a.checked_rem(b).map(|r| {
                if r != 0 && (r < 0) != (b < 0) {
                    r + b
                } else {
                    r
                }
            }),
            Operator::Pow => u32::try_from(b).ok().and_then(|e| a.checked_pow(e)),
            Operator::Div => {
                return (b != 0).then(|| Literal::Float(a as f64 / b as f64));
            }
            _ => None,
        };
        return int.map(Literal::Int);
    }
    let (a, b) = (as_f64(left), as_f64(right));
    let value = match op {
        Operator::Add => a + b,
        Operator::Sub => a - b,
        Operator::Mult => a * b,
        Operator::Div if b != 0.0 => a / b,
        Operator::FloorDiv if b != 0.0 => (a / b).floor(),
        Operator::Mod if b != 0.0 => {
            let r = a % b;
            if r != 0.0 && (r < 0.0) != (b < 0.0) {
                r + b
            } else {
                r
            }
        }
        Operator::Pow => a.powf(b),
        _ => return None,
    };
    value.is_finite().then_some(Literal::Float(value))
}

fn compare(op: CmpOp, left: Literal, right: Literal) -> Option<bool> {
    let ordering = match (as_i64(left), as_i64(right)) {
        (Some(a), Some(b)) => a.cmp(&b),
        _ => as_f64(left).partial_cmp(&as_f64(right))?,
    };
    use std::cmp::Ordering::*;
    Some(match op {
        CmpOp::Eq => ordering == Equal,
        CmpOp::NotEq => ordering != Equal,
        CmpOp::Lt => ordering == Less,
        CmpOp::LtE => ordering != Greater,
        CmpOp::Gt => ordering == Greater,
        CmpOp::GtE => ordering != Less,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    struct Scope(HashMap<&'static str, Literal>);
    impl ConstScope for Scope {
        fn constant(&self, name: &str) -> Option<Literal> {
            self.0.get(name).copied()
        }
    }

    fn eval_str(src: &str) -> Option<Literal> {
        let parsed = ruff_python_parser::parse_expression(src).ok()?;
        let scope = Scope(HashMap::from([
            ("N", Literal::Int(3)),
            ("c.G", Literal::Float(9.81)),
            ("FLAG", Literal::Bool(true)),
        ]));
        eval(&parsed.syntax().body, &scope)
    }

    #[test]
    fn python_arithmetic() {
        assert_eq!(eval_str("1 + 2 * N"), Some(Literal::Int(7)));
        assert_eq!(eval_str("len([1, 2, N]) * 2"), Some(Literal::Int(6)));
        assert_eq!(eval_str("len(np.array((1.0, 2.0)))"), Some(Literal::Int(2)));
        assert_eq!(eval_str("len([*c, 1])"), None);
        assert_eq!(eval_str("len(UNKNOWN)"), None);
        assert_eq!(eval_str("7 / 2"), Some(Literal::Float(3.5)));
        assert_eq!(eval_str("-7 // 2"), Some(Literal::Int(-4)));
        assert_eq!(eval_str("7 // -2"), Some(Literal::Int(-4)));
        assert_eq!(eval_str("-7 % 2"), Some(Literal::Int(1)));
        assert_eq!(eval_str("7 % -2"), Some(Literal::Int(-1)));
        assert_eq!(eval_str("2 * c.G"), Some(Literal::Float(19.62)));
        assert_eq!(eval_str("2 ** 10"), Some(Literal::Int(1024)));
    }

    #[test]
    fn logic_and_comparisons() {
        assert_eq!(eval_str("N > 2 and FLAG"), Some(Literal::Bool(true)));
        assert_eq!(eval_str("not FLAG"), Some(Literal::Bool(false)));
        assert_eq!(eval_str("1 < N < 3"), Some(Literal::Bool(false)));
        assert_eq!(eval_str("__INLINED(N == 3)"), Some(Literal::Bool(true)));
    }

    #[test]
    fn non_constants_and_overflow_are_none() {
        assert_eq!(eval_str("x + 1"), None);
        assert_eq!(eval_str("1 / 0"), None);
        assert_eq!(eval_str("9223372036854775807 + 1"), None);
        assert_eq!(eval_str("99999999999999999999999"), None);
    }
}
