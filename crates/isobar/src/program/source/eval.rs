//! Values and expressions of a program read from source: what the code
//! between stencil calls computes on the host while the calls are recorded.

use super::{error, shape_of, span_of};
use crate::diagnostics::Diagnostics;
use crate::program::{FieldId, ScalarId};
use ruff_python_ast::{self as ast, BoolOp, CmpOp, Expr, Number, Operator, UnaryOp};
use std::collections::BTreeMap;

/// A value of the evaluator.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Value {
    /// A host integer.
    Int(i64),
    /// A host float.
    Float(f64),
    /// A host boolean.
    Bool(bool),
    /// `None` (what a helper without `return` gives).
    None,
    /// A field of the program.
    Field(FieldId),
    /// A scalar parameter (named): a runtime value, passed to stencils only.
    Scalar(ScalarId, String),
    /// The result of a global sum (named): known only after the run.
    Sum(String),
}

impl Value {
    /// A value known while the program is read (a number, a boolean, `None`).
    pub(super) fn is_host(&self) -> bool {
        matches!(
            self,
            Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::None
        )
    }

    fn number(&self) -> Option<f64> {
        match *self {
            Value::Int(v) => Some(v as f64),
            Value::Float(v) => Some(v),
            Value::Bool(v) => Some(f64::from(u8::from(v))),
            _ => None,
        }
    }

    /// An integer value (booleans count, as in Python).
    fn integer(&self) -> Option<i64> {
        match *self {
            Value::Int(v) => Some(v),
            Value::Bool(v) => Some(i64::from(v)),
            _ => None,
        }
    }
}

/// The variables of one function being read (the program's or a helper's).
pub(super) struct Env<'m> {
    constants: &'m BTreeMap<String, Value>,
    values: BTreeMap<String, Value>,
    /// The shape of every field the function can name.
    pub(super) shapes: BTreeMap<FieldId, Vec<usize>>,
}

impl<'m> Env<'m> {
    /// No variables, the module's `constants`.
    pub(super) fn new(constants: &'m BTreeMap<String, Value>) -> Self {
        Env {
            constants,
            values: BTreeMap::new(),
            shapes: BTreeMap::new(),
        }
    }

    /// A fresh scope with the same constants and field shapes (a helper's).
    pub(super) fn scope(&self) -> Env<'m> {
        Env {
            constants: self.constants,
            values: BTreeMap::new(),
            shapes: self.shapes.clone(),
        }
    }

    /// Binds a variable.
    pub(super) fn bind(&mut self, name: &str, value: Value) {
        self.values.insert(name.to_string(), value);
    }

    /// Forgets a variable (`del`).
    pub(super) fn unbind(&mut self, name: &str) -> bool {
        self.values.remove(name).is_some()
    }

    /// A variable or constant.
    pub(super) fn lookup(&self, name: &str) -> Option<&Value> {
        self.values.get(name).or_else(|| self.constants.get(name))
    }

    /// The value of an expression of host values, fields and scalars.
    pub(super) fn value(&self, e: &Expr) -> Result<Value, Diagnostics> {
        match e {
            Expr::NumberLiteral(n) => match &n.value {
                Number::Int(i) => i
                    .as_i64()
                    .map(Value::Int)
                    .ok_or_else(|| error(span_of(e), "integer overflow")),
                Number::Float(v) => Ok(Value::Float(*v)),
                Number::Complex { .. } => {
                    Err(error(span_of(e), "complex numbers are not values here"))
                }
            },
            Expr::BooleanLiteral(b) => Ok(Value::Bool(b.value)),
            Expr::NoneLiteral(_) => Ok(Value::None),
            Expr::Name(n) => self
                .lookup(n.id.as_str())
                .cloned()
                .ok_or_else(|| error(span_of(e), format!("unknown name `{}`", n.id))),
            Expr::UnaryOp(u) => self.unary(e, u),
            Expr::BinOp(b) => {
                let (l, r) = (self.host(&b.left)?, self.host(&b.right)?);
                binary(e, b.op, &l, &r)
            }
            Expr::Compare(c) => self.compare(c),
            Expr::BoolOp(b) => {
                let mut last = Value::Bool(b.op == BoolOp::And);
                for operand in &b.values {
                    last = self.host(operand)?;
                    let truth = self.truth(operand, &last)?;
                    if truth != (b.op == BoolOp::And) {
                        return Ok(last);
                    }
                }
                Ok(last)
            }
            Expr::If(i) => {
                let test = self.condition(&i.test)?;
                self.value(if test { &i.body } else { &i.orelse })
            }
            Expr::Subscript(s) => self.shape_item(e, s).map(Value::Int),
            Expr::Call(c) => self.builtin(e, c),
            _ => Err(error(
                span_of(e),
                "not an expression isobar can evaluate in a program",
            )),
        }
    }

    /// A host value (number, boolean, `None`): fields, scalar parameters and
    /// global sums are refused, saying why.
    pub(super) fn host(&self, e: &Expr) -> Result<Value, Diagnostics> {
        let v = self.value(e)?;
        match &v {
            Value::Scalar(_, name) => Err(error(
                span_of(e),
                format!(
                    "`{name}` is a scalar parameter: its value is known only when the program \
                     runs, so it can be passed to stencils but not computed with or branched on \
                     here (use a module constant, or call the program from Python)"
                ),
            )),
            Value::Sum(name) => Err(error(
                span_of(e),
                format!(
                    "`{name}` is a global sum: its value is known only after the run, so it \
                     cannot be computed with or branched on here (Python programs can)"
                ),
            )),
            Value::Field(_) => Err(error(span_of(e), "a field is not a number here")),
            _ => Ok(v),
        }
    }

    /// An integer expression.
    pub(super) fn int(&self, e: &Expr) -> Result<i64, Diagnostics> {
        match self.host(e)? {
            Value::Int(v) => Ok(v),
            Value::Bool(v) => Ok(i64::from(v)),
            _ => Err(error(span_of(e), "expected an integer")),
        }
    }

    /// The truth of a condition, as Python's `bool(...)`.
    pub(super) fn condition(&self, e: &Expr) -> Result<bool, Diagnostics> {
        let v = self.host(e)?;
        self.truth(e, &v)
    }

    fn truth(&self, e: &Expr, v: &Value) -> Result<bool, Diagnostics> {
        match v {
            Value::None => Ok(false),
            other => other
                .number()
                .map(|x| x != 0.0)
                .ok_or_else(|| error(span_of(e), "not a condition")),
        }
    }

    /// An `(a, b, c)` tuple of non-negative integers.
    pub(super) fn triple(&self, e: &Expr) -> Result<[usize; 3], Diagnostics> {
        let Expr::Tuple(t) = e else {
            return Err(error(span_of(e), "expected a tuple of three integers"));
        };
        if t.elts.len() != 3 {
            return Err(error(span_of(e), "expected a tuple of three integers"));
        }
        let mut out = [0; 3];
        for (o, x) in out.iter_mut().zip(&t.elts) {
            *o = usize::try_from(self.int(x)?)
                .map_err(|_| error(span_of(x), "must not be negative"))?;
        }
        Ok(out)
    }

    fn unary(&self, e: &Expr, u: &ast::ExprUnaryOp) -> Result<Value, Diagnostics> {
        let v = self.host(&u.operand)?;
        match (u.op, v) {
            (UnaryOp::Not, v) => Ok(Value::Bool(!self.truth(&u.operand, &v)?)),
            (UnaryOp::USub, Value::Float(x)) => Ok(Value::Float(-x)),
            (UnaryOp::USub, v) => v
                .integer()
                .and_then(i64::checked_neg)
                .map(Value::Int)
                .ok_or_else(|| error(span_of(e), "integer overflow, or not a number")),
            (UnaryOp::UAdd, v) if v.number().is_some() => Ok(v),
            _ => Err(error(
                span_of(e),
                "not an operation on host values isobar evaluates",
            )),
        }
    }

    fn compare(&self, c: &ast::ExprCompare) -> Result<Value, Diagnostics> {
        let mut left = self.host(&c.left)?;
        for (op, right_expr) in c.ops.iter().zip(c.comparators.iter()) {
            let right = self.host(right_expr)?;
            let holds = match op {
                CmpOp::Is | CmpOp::IsNot => {
                    let same = match (&left, &right) {
                        (Value::None, Value::None) => true,
                        (Value::Bool(a), Value::Bool(b)) => a == b,
                        (Value::None, _) | (_, Value::None) => false,
                        _ => {
                            return Err(error(
                                span_of(right_expr),
                                "`is` compares with None, True or False here",
                            ))
                        }
                    };
                    same == (*op == CmpOp::Is)
                }
                _ => {
                    let (Some(a), Some(b)) = (left.number(), right.number()) else {
                        return Err(error(
                            span_of(right_expr),
                            "comparisons are of numbers here",
                        ));
                    };
                    match (left.integer(), right.integer()) {
                        // Integers compare exactly (beyond 2**53 too).
                        (Some(x), Some(y)) => compare_ordered(*op, x.cmp(&y)),
                        _ => match a.partial_cmp(&b) {
                            Some(order) => compare_ordered(*op, order),
                            // NaN: only `!=` holds.
                            None => *op == CmpOp::NotEq,
                        },
                    }
                }
            };
            if !holds {
                return Ok(Value::Bool(false));
            }
            left = right;
        }
        Ok(Value::Bool(true))
    }

    /// `param.shape[N]`.
    fn shape_item(&self, e: &Expr, s: &ast::ExprSubscript) -> Result<i64, Diagnostics> {
        let Expr::Attribute(a) = &*s.value else {
            return Err(error(span_of(e), "expected `field.shape[N]`"));
        };
        let (Expr::Name(n), "shape") = (&*a.value, a.attr.as_str()) else {
            return Err(error(span_of(e), "expected `field.shape[N]`"));
        };
        let Some(Value::Field(f)) = self.lookup(n.id.as_str()) else {
            return Err(error(span_of(e), format!("`{}` is not a field", n.id)));
        };
        let shape = shape_of(self, *f);
        let axis = self.int(&s.slice)?;
        usize::try_from(axis)
            .ok()
            .and_then(|a| shape.get(a))
            .map(|&n| n as i64)
            .ok_or_else(|| {
                error(
                    span_of(&*s.slice),
                    format!("the field has {} axes", shape.len()),
                )
            })
    }

    /// `abs`, `min`, `max`, `int`, `float`, `bool` of host values.
    fn builtin(&self, e: &Expr, c: &ast::ExprCall) -> Result<Value, Diagnostics> {
        let name = match &*c.func {
            Expr::Name(n) => n.id.as_str(),
            _ => "",
        };
        if !c.arguments.keywords.is_empty() || c.arguments.args.is_empty() {
            return Err(error(
                span_of(e),
                "not a call isobar evaluates in an expression",
            ));
        }
        let args = c
            .arguments
            .args
            .iter()
            .map(|a| self.host(a))
            .collect::<Result<Vec<_>, _>>()?;
        let one = || -> Result<&Value, Diagnostics> {
            match &args[..] {
                [v] => Ok(v),
                _ => Err(error(
                    span_of(e),
                    format!("`{name}` takes one argument here"),
                )),
            }
        };
        let number = |v: &Value| {
            v.number()
                .ok_or_else(|| error(span_of(e), format!("`{name}` takes numbers")))
        };
        match name {
            "abs" => match one()? {
                Value::Float(x) => Ok(Value::Float(x.abs())),
                v => v
                    .integer()
                    .and_then(i64::checked_abs)
                    .map(Value::Int)
                    .ok_or_else(|| error(span_of(e), "integer overflow, or not a number")),
            },
            "float" => Ok(Value::Float(number(one()?)?)),
            "bool" => Ok(Value::Bool(self.truth(e, one()?)?)),
            "int" => {
                let x = number(one()?)?.trunc();
                if x.is_finite() && x.abs() < 9.2e18 {
                    Ok(Value::Int(x as i64))
                } else {
                    Err(error(span_of(e), "not an integer"))
                }
            }
            "min" | "max" => {
                let mut best = args[0].clone();
                for v in &args[1..] {
                    let (a, b) = (number(&best)?, number(v)?);
                    if (name == "min" && b < a) || (name == "max" && b > a) {
                        best = v.clone();
                    }
                }
                Ok(best)
            }
            _ => Err(error(
                span_of(e),
                "call stencils and helpers as statements or `x = helper(...)`; in expressions \
                 only abs, min, max, int, float and bool",
            )),
        }
    }
}

fn compare_ordered(op: CmpOp, order: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match op {
        CmpOp::Eq => order == Equal,
        CmpOp::NotEq => order != Equal,
        CmpOp::Lt => order == Less,
        CmpOp::LtE => order != Greater,
        CmpOp::Gt => order == Greater,
        CmpOp::GtE => order != Less,
        _ => false,
    }
}

/// `l op r` on host values, with Python's rules (`/` gives a float, `//`
/// and `%` floor, integers checked for overflow).
pub(super) fn binary(e: &Expr, op: Operator, l: &Value, r: &Value) -> Result<Value, Diagnostics> {
    let overflow = || error(span_of(e), "integer overflow");
    if let (Some(a), Some(b)) = (l.integer(), r.integer()) {
        let v = match op {
            Operator::Add => a.checked_add(b),
            Operator::Sub => a.checked_sub(b),
            Operator::Mult => a.checked_mul(b),
            Operator::FloorDiv | Operator::Mod => {
                if b == 0 {
                    return Err(error(span_of(e), "division by zero"));
                }
                let q = a.checked_div_euclid(b).ok_or_else(overflow)?;
                // Python floors toward minus infinity.
                let q = if b < 0 && a.rem_euclid(b) != 0 {
                    q + 1
                } else {
                    q
                };
                if op == Operator::FloorDiv {
                    Some(q)
                } else {
                    q.checked_mul(b).and_then(|m| a.checked_sub(m))
                }
            }
            Operator::Div => {
                if b == 0 {
                    return Err(error(span_of(e), "division by zero"));
                }
                return Ok(Value::Float(a as f64 / b as f64));
            }
            _ => return Err(error(span_of(e), "only + - * / // % are evaluated here")),
        };
        return v.map(Value::Int).ok_or_else(overflow);
    }
    let (Some(a), Some(b)) = (l.number(), r.number()) else {
        return Err(error(span_of(e), "arithmetic is on numbers here"));
    };
    let v = match op {
        Operator::Add => a + b,
        Operator::Sub => a - b,
        Operator::Mult => a * b,
        Operator::Div | Operator::FloorDiv | Operator::Mod if b == 0.0 => {
            return Err(error(span_of(e), "division by zero"))
        }
        Operator::Div => a / b,
        Operator::FloorDiv => (a / b).floor(),
        Operator::Mod => a - (a / b).floor() * b,
        _ => return Err(error(span_of(e), "only + - * / // % are evaluated here")),
    };
    Ok(Value::Float(v))
}
