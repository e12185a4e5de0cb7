//! Lowering of field accesses: offsets (`a[1, 0, -1]`, `a[I + 1]`, variable K
//! offsets), data indices (`a[0, 0, 0][2]`), reads checked against the field's
//! axes, and global tables.

use super::expr::{literal, Named};
use super::lower::Lowerer;
use crate::diagnostics::{Category, Diagnostic, Span};
use crate::ir::{self, BinaryOp, ExprKind, FieldRef, KOffset, Literal, Offset};
use ruff_python_ast::{self as ast, Expr, Number};
use ruff_text_size::Ranged;

impl Lowerer<'_, '_> {
    /// A read of a field element; fields with data dimensions must be indexed.
    pub(super) fn field_read_checked(&mut self, r: FieldRef) -> Option<ir::Expr> {
        let symbol = self.symbols.get(r.field);
        let dims = symbol.field_type().map(|f| f.data_dims.len()).unwrap_or(0);
        if dims != r.data_index.len() {
            let name = symbol.name.clone();
            self.diags.push(
                Diagnostic::new(
                    Category::InvalidOffset,
                    r.span,
                    format!(
                        "field `{name}` has {dims} data dimension(s) but is indexed with {}",
                        r.data_index.len()
                    ),
                )
                .with_note(
                    if symbol.field_type().map(|f| f.axes) == Some(ir::Axes::NONE) {
                        format!("`{name}` is a GlobalTable: read an element as `{name}.A[0]`")
                    } else {
                        format!("select a component like `{name}[0, 0, 0][1]`")
                    },
                ),
            );
            return None;
        }
        Some(ir::Expr {
            dtype: symbol.dtype(),
            span: r.span,
            kind: ExprKind::Field(r),
        })
    }

    /// `name[offsets]` or `name[offsets][data index]`, as a read or as an assignment target.
    pub fn field_ref(&mut self, sub: &ast::ExprSubscript) -> Option<FieldRef> {
        let span = Span::from(sub.range());
        if let Expr::Subscript(inner) = &*sub.value {
            let mut r = self.field_ref(inner)?;
            r.data_index = self.data_index(&sub.slice, r.field)?;
            r.span = span;
            return Some(r);
        }
        if let Expr::Attribute(attr) = &*sub.value {
            if attr.attr.as_str() == "A" {
                return self.global_table_ref(attr, &sub.slice, span);
            }
            if attr.attr.as_str() == "at" {
                self.error(
                    Category::UnsupportedSyntax,
                    span,
                    "absolute K indexing (`field.at(K=...)`) is not supported",
                );
                return None;
            }
        }
        let base_span = Span::from(sub.value.range());
        let (field, alias) = match self.resolve(&sub.value, base_span)? {
            Named::Field { field, offset } => (field, offset),
            _ => {
                self.error(
                    Category::UnsupportedSyntax,
                    span,
                    "only fields can be indexed with offsets",
                );
                return None;
            }
        };
        let offset = self.offsets(&sub.slice, field, span)?;
        let shifted = [
            offset.i.checked_add(alias[0]),
            offset.j.checked_add(alias[1]),
            offset
                .k_const()
                .map_or(Some(0), |k| k.checked_add(alias[2])),
        ];
        let [Some(i), Some(j), Some(_)] = shifted else {
            self.error(Category::InvalidOffset, span, "offset out of range");
            return None;
        };
        let k = match offset.k {
            KOffset::Const(k) => KOffset::Const(k + alias[2]),
            var @ KOffset::Variable(_) if alias[2] == 0 => var,
            KOffset::Variable(v) => {
                let shift = literal(Literal::Int(alias[2] as i64), v.span);
                let s = v.span;
                KOffset::Variable(Box::new(self.binary(BinaryOp::Add, *v, shift, s)))
            }
        };
        Some(FieldRef {
            field,
            offset: Offset { i, j, k },
            data_index: Vec::new(),
            span,
        })
    }

    /// `table.A[i, ...]`: an element of a `GlobalTable`, its indices
    /// constants or run-time integer expressions; on a field with data
    /// dimensions, as GT4Py reads it, the element at the current point
    /// (`field[0, 0, 0][i, ...]`).
    fn global_table_ref(
        &mut self,
        attr: &ast::ExprAttribute,
        slice: &Expr,
        span: Span,
    ) -> Option<FieldRef> {
        let base_span = Span::from(attr.value.range());
        let field = match self.resolve(&attr.value, base_span)? {
            Named::Field { field, .. }
                if self
                    .symbols
                    .get(field)
                    .field_type()
                    .is_some_and(|f| f.axes == ir::Axes::NONE || !f.data_dims.is_empty()) =>
            {
                field
            }
            _ => {
                self.diags.push(
                    Diagnostic::new(
                        Category::InvalidAbsoluteIndex,
                        span,
                        "`.A[...]` indexes `GlobalTable` parameters and fields with data dimensions only",
                    )
                    .with_note("a field's data dimensions are selected with `field[0, 0, 0][i]`"),
                );
                return None;
            }
        };
        let data_index = self.data_index(slice, field)?;
        Some(FieldRef {
            field,
            offset: Offset {
                i: 0,
                j: 0,
                k: KOffset::Const(0),
            },
            data_index,
            span,
        })
    }

    /// Parses `[1, 0, -1]`, `[I + 1, K - 1]`, `[0, 0, koff]` for a field with the
    /// given axes into a 3-component offset.
    fn offsets(&mut self, slice: &Expr, field: ir::SymbolId, span: Span) -> Option<Offset> {
        let symbol = self.symbols.get(field);
        let name = symbol.name.clone();
        let axes = symbol.field_type().map(|f| f.axes).unwrap_or(ir::Axes::IJK);
        let elements: Vec<&Expr> = match slice {
            Expr::Tuple(t) => t.elts.iter().collect(),
            single => vec![single],
        };
        let field_axes: Vec<usize> = [axes.i, axes.j, axes.k]
            .iter()
            .enumerate()
            .filter(|(_, has)| **has)
            .map(|(i, _)| i)
            .collect();
        let mut components: [Option<&Expr>; 3] = [None; 3];
        let axis_style = elements.iter().any(|e| self.axis_offset(e).is_some());
        if axis_style {
            let mut offset = Offset::zero();
            let mut seen = [false; 3];
            for e in &elements {
                let espan = Span::from(e.range());
                let (axis, n) = self.or_report(
                    self.axis_offset(e),
                    Category::InvalidOffset,
                    espan,
                    "mixed offset styles: write every offset as `I + n`, `J - n` or `K + n`",
                )?;
                if seen[axis + 1..].iter().any(|s| *s) {
                    self.error(
                        Category::InvalidOffset,
                        espan,
                        "axis offsets must be written in the order I, J, K",
                    );
                    return None;
                }
                if !field_axes.contains(&axis) || seen[axis] {
                    self.error(
                        Category::InvalidOffset,
                        espan,
                        format!(
                            "field `{name}` has axes {}: this offset is not one of them or is repeated",
                            axes.name()
                        ),
                    );
                    return None;
                }
                seen[axis] = true;
                let n = self.or_report(
                    n,
                    Category::InvalidOffset,
                    espan,
                    "the offset must be a compile-time integer",
                )?;
                let n = self.bounded_offset(n, espan)?;
                match axis {
                    0 => offset.i = n,
                    1 => offset.j = n,
                    _ => offset.k = KOffset::Const(n),
                }
            }
            return Some(offset);
        }
        if elements.len() != field_axes.len() {
            let shown: Vec<String> = elements.iter().map(|e| self.source_text(e)).collect();
            let hint = (axes == ir::Axes::NONE).then(|| {
                format!(
                    "`{name}` is a GlobalTable: index it as `{name}.A[{}]`",
                    shown.join(", ")
                )
            });
            self.diags.push(
                Diagnostic::new(
                    Category::InvalidOffset,
                    span,
                    format!(
                        "field `{name}` has {} axes ({}) but the access gives {} offset(s): [{}]",
                        field_axes.len(),
                        axes.name(),
                        elements.len(),
                        shown.join(", ")
                    ),
                )
                .with_label(format!("expected {} offset(s)", field_axes.len()))
                .with_notes(hint),
            );
            return None;
        }
        for (axis, e) in field_axes.iter().zip(&elements) {
            components[*axis] = Some(e);
        }
        let mut offset = Offset::zero();
        for (axis, component) in components.into_iter().enumerate() {
            let Some(e) = component else { continue };
            let espan = Span::from(e.range());
            match self.eval_const(e) {
                Some(Literal::Int(n)) => {
                    let n = self.bounded_offset(n, espan)?;
                    match axis {
                        0 => offset.i = n,
                        1 => offset.j = n,
                        _ => offset.k = KOffset::Const(n),
                    }
                }
                Some(_) => {
                    self.error(Category::InvalidOffset, espan, "offsets must be integers");
                    return None;
                }
                None if axis == 2 => {
                    let value = self.expr(e);
                    offset.k = KOffset::Variable(Box::new(value));
                }
                None => {
                    self.error(
                        Category::InvalidOffset,
                        espan,
                        "horizontal offsets must be compile-time integers",
                    );
                    return None;
                }
            }
        }
        Some(offset)
    }

    /// `I`, `I + n`, `I - n` (also J, K): the axis index and the constant offset
    /// (`None` if the offset is not a compile-time integer).
    fn axis_offset(&self, e: &Expr) -> Option<(usize, Option<i64>)> {
        let axis_of = |e: &Expr| -> Option<usize> {
            match self.gtscript_or_bare_name(e)?.as_str() {
                "I" => Some(0),
                "J" => Some(1),
                "K" => Some(2),
                _ => None,
            }
        };
        match e {
            Expr::BinOp(b) if matches!(b.op, ast::Operator::Add | ast::Operator::Sub) => {
                let axis = axis_of(&b.left)?;
                let n = match super::consteval::eval(
                    &b.right,
                    &super::lower::LocalConsts { lowerer: self },
                ) {
                    Some(Literal::Int(n)) if b.op == ast::Operator::Sub => n.checked_neg(),
                    Some(Literal::Int(n)) => Some(n),
                    _ => None,
                };
                Some((axis, n))
            }
            other => axis_of(other).map(|a| (a, Some(0))),
        }
    }

    /// The text of `e` in the source, for messages.
    fn source_text(&self, e: &Expr) -> String {
        match e {
            Expr::NumberLiteral(n) => match &n.value {
                Number::Int(i) => i.to_string(),
                Number::Float(f) => f.to_string(),
                _ => "?".into(),
            },
            Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => {
                format!("-{}", self.source_text(&u.operand))
            }
            other => super::consteval::dotted_name(other).unwrap_or_else(|| "…".into()),
        }
    }

    /// `[i]` or `[i, j]` after the offsets of a field with data dimensions.
    fn data_index(&mut self, slice: &Expr, field: ir::SymbolId) -> Option<Vec<ir::Expr>> {
        let elements: Vec<&Expr> = match slice {
            Expr::Tuple(t) => t.elts.iter().collect(),
            single => vec![single],
        };
        self.data_index_of(&elements, Span::from(slice.range()), field)
    }

    /// The data indices `elements` (at `span`) of `field`, one per data dimension.
    pub(super) fn data_index_of(
        &mut self,
        elements: &[&Expr],
        span: Span,
        field: ir::SymbolId,
    ) -> Option<Vec<ir::Expr>> {
        let symbol = self.symbols.get(field);
        let dims = symbol
            .field_type()
            .map(|f| f.data_dims.clone())
            .unwrap_or_default();
        let name = symbol.name.clone();
        if elements.len() != dims.len() {
            self.error(
                Category::InvalidOffset,
                span,
                format!(
                    "field `{name}` has {} data dimension(s) but {} data index(es) are given",
                    dims.len(),
                    elements.len()
                ),
            );
            return None;
        }
        Some(elements.iter().map(|e| self.expr(e)).collect())
    }
}
