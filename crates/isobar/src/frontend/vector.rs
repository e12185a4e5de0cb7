//! Whole-vector and matrix assignments to fields with data dimensions,
//! `out = m @ v + 2.0`, unrolled as GT4Py unrolls them: one assignment per
//! component, in row-major order, each a scalar expression of components.
//!
//! In the value, a field with one or two data dimensions named without a
//! data index stands for its vector or matrix of components; `+ - * / %` and
//! `**` apply component by component (a scalar operand is broadcast), `m.T`
//! transposes, `m @ v` is the matrix-vector product summed left to right
//! (`m[j][0] * v[0] + m[j][1] * v[1] + ...`). A scalar value fills every
//! component. Since the components are assigned one after the other, a value
//! that reads the target (`v = m @ v`) sees the components already assigned,
//! as in GT4Py.

use super::expr::literal;
use super::lower::{Binding, Lowerer};
use crate::diagnostics::{Category, Diagnostic, Span};
use crate::ir::{self, BinaryOp, FieldRef, Literal, Stmt, StmtKind, SymbolId};
use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;

/// A value of a whole-vector expression: a scalar, or a list of values (a
/// vector of scalars, a matrix of rows).
#[derive(Clone)]
enum Value {
    Scalar(ir::Expr),
    List(Vec<Value>),
}

impl Value {
    /// The dimensions of a list value (`[]` for a scalar).
    fn dims(&self) -> Vec<usize> {
        match self {
            Value::Scalar(_) => Vec::new(),
            Value::List(items) => {
                let mut dims = vec![items.len()];
                dims.extend(items.first().map(Value::dims).unwrap_or_default());
                dims
            }
        }
    }

    /// The component at `index` (a scalar broadcasts to every index).
    fn component(&self, index: &[usize]) -> Option<ir::Expr> {
        match (self, index.split_first()) {
            (Value::Scalar(e), _) => Some(e.clone()),
            (Value::List(items), Some((first, rest))) => items.get(*first)?.component(rest),
            (Value::List(_), None) => None,
        }
    }
}

impl Lowerer<'_, '_> {
    /// The assignment `target = value` (`target op= value` with `op`)
    /// unrolled per component when `target` is a field with data dimensions
    /// named without a data index; `None` for every other assignment.
    pub(super) fn vector_assign(
        &mut self,
        op: Option<BinaryOp>,
        target: &Expr,
        value: &Expr,
        span: Span,
    ) -> Option<Vec<Stmt>> {
        let (field, dims) = self.vector_target(target)?;
        let target_ref = self.whole_target_ref(target, field);
        let dtype = self.symbols.get(field).dtype();
        let current = match op {
            Some(_) => target_ref.as_ref().map(|r| components(r, &dims, dtype)),
            None => None,
        };
        let value = self.vector_value(value);
        let value = match (op, current, value) {
            (None, _, value) => value,
            (Some(op), Some(current), Some(value)) => self.elementwise(op, current, value, span),
            _ => None,
        };
        Some(self.unroll(target_ref, value, &dims, span))
    }

    /// The field and data dimensions of an assignment target that names a
    /// field with data dimensions without a data index (`out`, `out[0, 0, 0]`).
    fn vector_target(&self, target: &Expr) -> Option<(SymbolId, Vec<usize>)> {
        match target {
            Expr::Name(_) => self.data_dims_field(target),
            Expr::Subscript(sub) if matches!(&*sub.value, Expr::Name(_)) => {
                self.data_dims_field(&sub.value)
            }
            _ => None,
        }
    }

    fn whole_target_ref(&mut self, target: &Expr, field: SymbolId) -> Option<FieldRef> {
        match target {
            Expr::Subscript(sub) => self.field_ref(sub),
            _ => Some(super::lower::zero_ref(field, Span::from(target.range()))),
        }
    }

    /// One assignment per component of `target_ref` (of data dimensions
    /// `dims`), in row-major order; none where a diagnostic has been given.
    fn unroll(
        &mut self,
        target_ref: Option<FieldRef>,
        value: Option<Value>,
        dims: &[usize],
        span: Span,
    ) -> Vec<Stmt> {
        let (Some(target_ref), Some(value)) = (target_ref, value) else {
            return Vec::new();
        };
        let found = value.dims();
        if !found.is_empty() && found != dims {
            let name = self.symbols.get(target_ref.field).name.clone();
            self.diags.push(
                Diagnostic::new(
                    Category::TypeMismatch,
                    span,
                    format!(
                        "assignment dimension mismatch: `{name}` has data dimensions {dims:?}, the value {found:?}"
                    ),
                )
                .with_label("assigned here"),
            );
            return Vec::new();
        }
        if !self.writable(&target_ref) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for index in row_major(dims) {
            let Some(component) = value.component(&index) else {
                continue;
            };
            let data_index = index
                .iter()
                .map(|&i| literal(Literal::Int(i as i64), target_ref.span))
                .collect();
            out.push(Stmt {
                kind: StmtKind::Assign {
                    target: FieldRef {
                        data_index,
                        ..target_ref.clone()
                    },
                    value: component,
                },
                span,
            });
        }
        out
    }

    /// The field `e` names (in the stencil body) and its data dimensions, if
    /// it has any.
    fn data_dims_field(&self, e: &Expr) -> Option<(SymbolId, Vec<usize>)> {
        let Expr::Name(n) = e else { return None };
        let id = match self.frame().bindings.get(n.id.as_str()) {
            Some(Binding::Symbol(id)) => *id,
            Some(_) => return None,
            None if self.frame().function.is_none() => self.symbols.lookup(n.id.as_str())?,
            None => return None,
        };
        let dims = self.symbols.get(id).field_type()?.data_dims.clone();
        (!dims.is_empty()).then(|| (id, dims.into_iter().map(|d| d as usize).collect()))
    }

    /// The value of a whole-vector expression; `None` after a diagnostic.
    fn vector_value(&mut self, e: &Expr) -> Option<Value> {
        let span = Span::from(e.range());
        match e {
            Expr::Name(_) => {
                if let Some((field, dims)) = self.data_dims_field(e) {
                    let base = super::lower::zero_ref(field, span);
                    return Some(components(&base, &dims, self.symbols.get(field).dtype()));
                }
            }
            Expr::Subscript(sub) if matches!(&*sub.value, Expr::Name(_)) => {
                if let Some((field, dims)) = self.data_dims_field(&sub.value) {
                    let base = self.field_ref(sub)?;
                    return Some(components(&base, &dims, self.symbols.get(field).dtype()));
                }
            }
            Expr::Attribute(a) if a.attr.as_str() == "T" => {
                return match self.vector_value(&a.value)? {
                    Value::List(rows) if is_matrix(&rows) => Some(transpose(&rows)),
                    _ => {
                        self.error(
                            Category::TypeMismatch,
                            span,
                            "`.T` transposes a matrix (a field with two data dimensions)",
                        );
                        None
                    }
                };
            }
            Expr::BinOp(b) if b.op == ast::Operator::MatMult => {
                let (left, right) = (self.vector_value(&b.left)?, self.vector_value(&b.right)?);
                return self.matmul(left, right, span);
            }
            Expr::BinOp(b) => {
                let op = self.binary_operator(b.op, span)?;
                let (left, right) = (self.vector_value(&b.left)?, self.vector_value(&b.right)?);
                return self.elementwise(op, left, right, span);
            }
            _ => {}
        }
        Some(Value::Scalar(self.expr(e)))
    }

    /// `left op right` component by component, broadcasting scalars.
    fn elementwise(
        &mut self,
        op: BinaryOp,
        left: Value,
        right: Value,
        span: Span,
    ) -> Option<Value> {
        match (left, right) {
            (Value::Scalar(l), Value::Scalar(r)) => {
                Some(Value::Scalar(self.binary(op, l, r, span)))
            }
            (Value::List(l), Value::List(r)) => {
                if l.len() != r.len() {
                    self.error(
                        Category::TypeMismatch,
                        span,
                        format!(
                            "operands of {} and {} components cannot be combined component by component",
                            l.len(),
                            r.len()
                        ),
                    );
                    return None;
                }
                let items = l
                    .into_iter()
                    .zip(r)
                    .map(|(a, b)| self.elementwise(op, a, b, span))
                    .collect::<Option<Vec<_>>>()?;
                Some(Value::List(items))
            }
            (Value::List(l), r @ Value::Scalar(_)) => {
                let items = l
                    .into_iter()
                    .map(|a| self.elementwise(op, a, r.clone(), span))
                    .collect::<Option<Vec<_>>>()?;
                Some(Value::List(items))
            }
            (l @ Value::Scalar(_), Value::List(r)) => {
                let items = r
                    .into_iter()
                    .map(|b| self.elementwise(op, l.clone(), b, span))
                    .collect::<Option<Vec<_>>>()?;
                Some(Value::List(items))
            }
        }
    }

    /// The matrix-vector product `m @ v`, each row summed left to right.
    fn matmul(&mut self, m: Value, v: Value, span: Span) -> Option<Value> {
        let (Value::List(rows), Value::List(vector)) = (&m, &v) else {
            return self.bad_matmul(span);
        };
        let vector: Option<Vec<ir::Expr>> = vector
            .iter()
            .map(|x| match x {
                Value::Scalar(e) => Some(e.clone()),
                Value::List(_) => None,
            })
            .collect();
        let Some(vector) = vector.filter(|_| is_matrix(rows)) else {
            return self.bad_matmul(span);
        };
        let mut out = Vec::new();
        for row in rows {
            let Value::List(row) = row else {
                return self.bad_matmul(span);
            };
            if row.len() != vector.len() {
                return self.bad_matmul(span);
            }
            let mut acc: Option<ir::Expr> = None;
            for (a, x) in row.iter().zip(&vector) {
                let Value::Scalar(a) = a else {
                    return self.bad_matmul(span);
                };
                let product = self.binary(BinaryOp::Mul, a.clone(), x.clone(), span);
                acc = Some(match acc {
                    None => product,
                    Some(sum) => self.binary(BinaryOp::Add, sum, product, span),
                });
            }
            out.push(Value::Scalar(acc?));
        }
        Some(Value::List(out))
    }

    fn bad_matmul(&mut self, span: Span) -> Option<Value> {
        self.diags.push(
            Diagnostic::new(
                Category::TypeMismatch,
                span,
                "`@` multiplies a matrix by a vector of as many components as the matrix has columns",
            )
            .with_label("operands of the wrong shapes")
            .with_note("the left operand is a field with two data dimensions, the right one a field with one"),
        );
        None
    }
}

/// The components of `base` (a field read without data index) as a vector
/// or matrix of reads.
fn components(base: &FieldRef, dims: &[usize], dtype: ir::DType) -> Value {
    fn build(base: &FieldRef, dims: &[usize], dtype: ir::DType, prefix: &mut Vec<usize>) -> Value {
        match dims.split_first() {
            None => {
                let data_index = prefix
                    .iter()
                    .map(|&i| literal(Literal::Int(i as i64), base.span))
                    .collect();
                Value::Scalar(ir::Expr {
                    kind: ir::ExprKind::Field(FieldRef {
                        data_index,
                        ..base.clone()
                    }),
                    dtype,
                    span: base.span,
                })
            }
            Some((&n, rest)) => Value::List(
                (0..n)
                    .map(|i| {
                        prefix.push(i);
                        let v = build(base, rest, dtype, prefix);
                        prefix.pop();
                        v
                    })
                    .collect(),
            ),
        }
    }
    build(base, dims, dtype, &mut Vec::new())
}

fn is_matrix(rows: &[Value]) -> bool {
    let width = match rows.first() {
        Some(Value::List(r)) => r.len(),
        _ => return false,
    };
    rows.iter().all(|r| match r {
        Value::List(items) => {
            items.len() == width && items.iter().all(|x| matches!(x, Value::Scalar(_)))
        }
        Value::Scalar(_) => false,
    })
}

fn transpose(rows: &[Value]) -> Value {
    let width = match rows.first() {
        Some(Value::List(r)) => r.len(),
        _ => 0,
    };
    let column = |c: usize| {
        Value::List(
            rows.iter()
                .filter_map(|r| match r {
                    Value::List(items) => items.get(c).cloned(),
                    Value::Scalar(_) => None,
                })
                .collect(),
        )
    };
    Value::List((0..width).map(column).collect())
}

/// Every index of an array of dimensions `dims`, last index fastest.
fn row_major(dims: &[usize]) -> Vec<Vec<usize>> {
    let mut out = vec![Vec::new()];
    for &n in dims {
        out = out
            .into_iter()
            .flat_map(|prefix| {
                (0..n).map(move |i| {
                    let mut p = prefix.clone();
                    p.push(i);
                    p
                })
            })
            .collect();
    }
    out
}
