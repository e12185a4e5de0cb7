//! Lowering of expressions: names, literals, operators, field accesses with
//! offsets and data indices, builtin calls and casts. Every node gets its type here.

use super::lower::{Binding, Lowerer};
use crate::diagnostics::{Category, Diagnostic, Span};
use crate::ir::{
    self, types, BinaryOp, DType, ExprKind, FieldRef, KOffset, Literal, Offset, SymbolKind, UnaryOp,
};
use ruff_python_ast::{self as ast, Expr, Number};
use ruff_text_size::Ranged;

/// The largest constant offset accepted along any axis.
pub const MAX_OFFSET: u32 = 4096;

/// What a name in an expression denotes.
pub(super) enum Named {
    /// A field (parameter or temporary), possibly through an alias with an offset.
    Field {
        field: ir::SymbolId,
        offset: [i32; 3],
    },
    /// A scalar parameter.
    Scalar(ir::SymbolId),
    /// A value: a folded constant or a function argument.
    Value(ir::Expr),
}

impl Lowerer<'_, '_> {
    /// A placeholder for an expression that failed to lower (an error was reported).
    pub fn poison(span: Span) -> ir::Expr {
        ir::Expr {
            kind: ExprKind::Literal(Literal::Float(0.0)),
            dtype: DType::Float64,
            span,
        }
    }

    /// Lowers an expression that must produce one value.
    pub fn expr(&mut self, e: &Expr) -> ir::Expr {
        let span = Span::from(e.range());
        let before = self.diags.len();
        let mut values = self.values(e);
        match values.len() {
            1 => values.pop().unwrap_or_else(|| Self::poison(span)),
            0 => {
                if self.diags.len() == before {
                    self.error(
                        Category::UnsupportedSyntax,
                        span,
                        "this expression has no value",
                    );
                }
                Self::poison(span)
            }
            n if !matches!(e, Expr::Call(_)) => {
                self.error(
                    Category::UnsupportedSyntax,
                    span,
                    format!("a tuple of {n} values is not a value; assign its elements to separate targets"),
                );
                Self::poison(span)
            }
            n => {
                self.diags.push(
                    Diagnostic::new(
                        Category::FunctionDefinition,
                        span,
                        format!("this call returns {n} values; only functions with a single return value can be used in expressions"),
                    )
                    .with_note("assign the results to names first: `x, y = f(...)`"),
                );
                Self::poison(span)
            }
        }
    }

    /// Lowers an expression that may produce several values: a tuple, or a call of a
    /// function returning several values. Returns no value after an error.
    pub fn values(&mut self, e: &Expr) -> Vec<ir::Expr> {
        let span = Span::from(e.range());
        match e {
            Expr::Tuple(t) => t.elts.iter().map(|v| self.expr(v)).collect(),
            Expr::Call(call) => self.call(call, span),
            _ => match self.single(e, span) {
                Some(v) => vec![v],
                None => Vec::new(),
            },
        }
    }

    fn single(&mut self, e: &Expr, span: Span) -> Option<ir::Expr> {
        Some(match e {
            Expr::NumberLiteral(n) => self.number(&n.value, span)?,
            Expr::BooleanLiteral(b) => literal(Literal::Bool(b.value), span),
            Expr::Name(_) | Expr::Attribute(_) => self.name_expr(e, span)?,
            Expr::Subscript(sub) => {
                let r = self.field_ref(sub)?;
                self.field_read_checked(r)?
            }
            Expr::UnaryOp(u) => self.unary(u, span)?,
            Expr::BinOp(b) => {
                let op = self.binary_operator(b.op, span)?;
                let left = self.expr(&b.left);
                let right = self.expr(&b.right);
                self.binary(op, left, right, span)
            }
            Expr::BoolOp(b) => {
                let op = match b.op {
                    ast::BoolOp::And => BinaryOp::And,
                    ast::BoolOp::Or => BinaryOp::Or,
                };
                let mut values = b.values.iter();
                let first = values.next()?;
                let mut acc = self.expr(first);
                for v in values {
                    let right = self.expr(v);
                    let s = acc.span.to(right.span);
                    acc = self.binary(op, acc, right, s);
                }
                acc
            }
            Expr::Compare(c) => self.compare(c, span)?,
            Expr::If(t) => {
                let cond = self.expr(&t.test);
                let (then, otherwise) = (self.expr(&t.body), self.expr(&t.orelse));
                ir::Expr {
                    dtype: types::promote(then.dtype, otherwise.dtype),
                    kind: ExprKind::Ternary {
                        cond: Box::new(cond),
                        then: Box::new(then),
                        otherwise: Box::new(otherwise),
                    },
                    span,
                }
            }
            other => {
                let what = match other {
                    Expr::StringLiteral(_) | Expr::FString(_) | Expr::BytesLiteral(_) => {
                        "strings are not supported in GTScript expressions"
                    }
                    Expr::NoneLiteral(_) => "`None` is not a value in GTScript expressions",
                    Expr::List(_) | Expr::Dict(_) | Expr::Set(_) => {
                        "lists, dicts and sets are not supported in GTScript"
                    }
                    Expr::ListComp(_)
                    | Expr::SetComp(_)
                    | Expr::DictComp(_)
                    | Expr::Generator(_) => "comprehensions are not supported in GTScript",
                    Expr::Lambda(_) => "`lambda` is not supported in GTScript",
                    Expr::Named(_) => "assignment expressions (`:=`) are not supported",
                    Expr::Slice(_) => "slices are only allowed in `region[...]`",
                    _ => "this expression is not supported in GTScript",
                };
                self.error(Category::UnsupportedSyntax, span, what);
                return None;
            }
        })
    }

    /// A constant offset, refused beyond [`MAX_OFFSET`] points: fields and
    /// temporaries are allocated with the halo the offsets need.
    pub(super) fn bounded_offset(&mut self, n: i64, span: Span) -> Option<i32> {
        match i32::try_from(n) {
            Ok(n) if n.unsigned_abs() <= MAX_OFFSET => Some(n),
            _ => {
                self.diags.push(
                    Diagnostic::new(
                        Category::LimitExceeded,
                        span,
                        format!(
                            "offset {n} is out of range (at most {MAX_OFFSET} points either way)"
                        ),
                    )
                    .with_label("too far from the current point"),
                );
                None
            }
        }
    }

    fn number(&mut self, n: &Number, span: Span) -> Option<ir::Expr> {
        match n {
            Number::Int(i) => match i.as_i64() {
                Some(v) => Some(literal(Literal::Int(v), span)),
                None => {
                    self.error(
                        Category::LimitExceeded,
                        span,
                        "integer literal does not fit in 64 bits",
                    );
                    None
                }
            },
            Number::Float(f) => Some(literal(Literal::Float(*f), span)),
            Number::Complex { .. } => {
                self.error(
                    Category::UnsupportedSyntax,
                    span,
                    "complex numbers are not supported in GTScript",
                );
                None
            }
        }
    }

    /// Resolves a name (or dotted name) in the current frame.
    pub(super) fn resolve(&mut self, e: &Expr, span: Span) -> Option<Named> {
        if let Expr::Name(n) = e {
            let name = n.id.as_str();
            match self.frame().bindings.get(name).cloned() {
                Some(Binding::Symbol(id)) => return Some(self.named_symbol(id)),
                Some(Binding::FieldAlias { field, offset }) => {
                    return Some(Named::Field { field, offset })
                }
                Some(Binding::Value(v)) => return Some(Named::Value(ir::Expr { span, ..v })),
                None => {}
            }
            if self.frame().externals.contains_key(name) {
                if !self.check_external_defined(name, span) {
                    return None;
                }
                let value = self.eval_const(e)?;
                return Some(Named::Value(literal(value, span)));
            }
            if self.frame().function.is_none() {
                if let Some(id) = self.symbols.lookup(name) {
                    return Some(self.named_symbol(id));
                }
            }
        }
        match self.gtscript_or_bare_name(e).as_deref() {
            Some("K") => {
                return Some(Named::Value(ir::Expr {
                    kind: ExprKind::KIndex,
                    dtype: ir::DType::Int64,
                    span,
                }))
            }
            Some(axis @ ("I" | "J")) => {
                self.diags.push(
                    Diagnostic::new(
                        Category::InvalidIteratorAccess,
                        span,
                        format!("the index along {axis} cannot be read, only the K index"),
                    )
                    .with_label("a parallel axis")
                    .with_note(
                        "`K` is the level's index; I and J may only be offsets, as in `a[I + 1]`",
                    ),
                );
                return None;
            }
            _ => {}
        }
        if let Some(value) = self.eval_const(e) {
            return Some(Named::Value(literal(value, span)));
        }
        let shown = super::consteval::dotted_name(e).unwrap_or_else(|| "expression".into());
        let mut d = Diagnostic::new(
            Category::UndefinedSymbol,
            span,
            format!("unknown name `{shown}`"),
        )
        .with_label("not a parameter, temporary, external or module constant");
        if let Some(why) = self.scope().rebinding(&shown) {
            d = Diagnostic::new(
                Category::UndefinedSymbol,
                span,
                format!("module constant `{shown}` has no compile-time value: {why}"),
            )
            .with_label("its value depends on how the module ran")
            .with_note(
                "isobar follows plain assignments, augmented ones, `if` on constants and `with` blocks at a module's top level; pass the value as an external",
            );
        } else if let Some(origin) = self
            .scope()
            .imports
            .get(shown.split('.').next().unwrap_or(""))
        {
            d = d.with_note(format!(
                "`{shown}` comes from `{origin}`, which isobar cannot evaluate: pass its value as an external"
            ));
        } else if self.frame().function.is_some() {
            d = d.with_note(
                "a GTScript function sees only its parameters, externals and module constants",
            );
        }
        self.diags.push(d);
        None
    }

    fn named_symbol(&self, id: ir::SymbolId) -> Named {
        match self.symbols.get(id).kind {
            SymbolKind::ScalarParam(_) => Named::Scalar(id),
            _ => Named::Field {
                field: id,
                offset: [0; 3],
            },
        }
    }

    fn name_expr(&mut self, e: &Expr, span: Span) -> Option<ir::Expr> {
        match self.resolve(e, span)? {
            Named::Value(v) => Some(v),
            Named::Scalar(id) => Some(ir::Expr {
                kind: ExprKind::Scalar(id),
                dtype: self.symbols.get(id).dtype(),
                span,
            }),
            Named::Field { field, offset } => {
                let r = FieldRef {
                    field,
                    offset: Offset {
                        i: offset[0],
                        j: offset[1],
                        k: KOffset::Const(offset[2]),
                    },
                    data_index: Vec::new(),
                    span,
                };
                self.field_read_checked(r)
            }
        }
    }

    fn unary(&mut self, u: &ast::ExprUnaryOp, span: Span) -> Option<ir::Expr> {
        let op = match u.op {
            ast::UnaryOp::USub => UnaryOp::Neg,
            ast::UnaryOp::UAdd => UnaryOp::Pos,
            ast::UnaryOp::Not => UnaryOp::Not,
            ast::UnaryOp::Invert => {
                self.error(
                    Category::UnsupportedSyntax,
                    span,
                    "bitwise inversion `~` is not supported; use `not` for booleans",
                );
                return None;
            }
        };
        let operand = self.expr(&u.operand);
        // Fold negative literals so that `-1` stays an int literal.
        if let (UnaryOp::Neg, ExprKind::Literal(l)) = (op, &operand.kind) {
            let folded = match *l {
                Literal::Int(i) => i.checked_neg().map(Literal::Int),
                Literal::Float(f) => Some(Literal::Float(-f)),
                Literal::Bool(_) => None,
            };
            if let Some(l) = folded {
                return Some(literal(l, span));
            }
        }
        let dtype = if op == UnaryOp::Not {
            DType::Bool
        } else {
            operand.dtype
        };
        Some(ir::Expr {
            kind: ExprKind::Unary {
                op,
                operand: Box::new(operand),
            },
            dtype,
            span,
        })
    }

    /// The IR operator for a Python arithmetic operator, or an error for unsupported ones.
    pub fn binary_operator(&mut self, op: ast::Operator, span: Span) -> Option<BinaryOp> {
        Some(match op {
            ast::Operator::Add => BinaryOp::Add,
            ast::Operator::Sub => BinaryOp::Sub,
            ast::Operator::Mult => BinaryOp::Mul,
            ast::Operator::Div => BinaryOp::Div,
            ast::Operator::Mod => BinaryOp::Mod,
            ast::Operator::Pow => BinaryOp::Pow,
            ast::Operator::FloorDiv => {
                self.diags.push(
                    Diagnostic::new(
                        Category::UnsupportedSyntax,
                        span,
                        "floor division `//` is not supported in GTScript",
                    )
                    .with_note("use `floor(a / b)`, or `int32(a / b)` to truncate"),
                );
                return None;
            }
            ast::Operator::MatMult => {
                self.diags.push(
                    Diagnostic::new(
                        Category::TypeMismatch,
                        span,
                        "`@` multiplies a matrix field by a vector field; its value is a vector",
                    )
                    .with_note("assign it whole to a field with one data dimension: `out = m @ v`"),
                );
                return None;
            }
            other => {
                self.error(
                    Category::UnsupportedSyntax,
                    span,
                    format!("operator `{}` is not supported in GTScript", other.as_str()),
                );
                return None;
            }
        })
    }

    /// A typed binary operation.
    pub fn binary(
        &mut self,
        op: BinaryOp,
        left: ir::Expr,
        right: ir::Expr,
        span: Span,
    ) -> ir::Expr {
        let dtype = types::binary_type(op, left.dtype, right.dtype);
        ir::Expr {
            kind: ExprKind::Binary {
                op,
                left: Box::new(left),
                right: Box::new(right),
            },
            dtype,
            span,
        }
    }

    /// `a < b`. Chains (`a < b < c`) are refused, as GT4Py does.
    fn compare(&mut self, c: &ast::ExprCompare, span: Span) -> Option<ir::Expr> {
        let ([op], [right]) = (&*c.ops, &*c.comparators) else {
            self.diags.push(
                Diagnostic::new(
                    Category::UnsupportedSyntax,
                    span,
                    "chained comparisons are not supported in GTScript",
                )
                .with_note("write `a < b and b < c`"),
            );
            return None;
        };
        let op = match op {
            ast::CmpOp::Eq => BinaryOp::Eq,
            ast::CmpOp::NotEq => BinaryOp::Ne,
            ast::CmpOp::Lt => BinaryOp::Lt,
            ast::CmpOp::LtE => BinaryOp::Le,
            ast::CmpOp::Gt => BinaryOp::Gt,
            ast::CmpOp::GtE => BinaryOp::Ge,
            other => {
                self.error(
                    Category::UnsupportedSyntax,
                    span,
                    format!(
                        "comparison `{}` is not supported in GTScript",
                        other.as_str()
                    ),
                );
                return None;
            }
        };
        let left = self.expr(&c.left);
        let right = self.expr(right);
        Some(self.binary(op, left, right, span))
    }
}

/// A literal node.
pub(super) fn literal(value: Literal, span: Span) -> ir::Expr {
    ir::Expr {
        kind: ExprKind::Literal(value),
        dtype: value.dtype(),
        span,
    }
}
