//! Absolute K indexing: `field.at(K=index)` and `field.at(K=index, ddim=[...])`
//! read the level `index` of the column, counted from the first level of the
//! compute domain (the level `K` is at there), whatever level the statement
//! runs at. GT4Py 1.2.3 takes the form exactly so (the `K` keyword first, an
//! optional `ddim` list second) and converts the index with `int()`.
//!
//! The read becomes a variable K offset of `int64(index) - K` from the
//! current level, so that every back-end bounds-checks it at run time as it
//! does other variable offsets (seed 004, rule 6).

use super::expr::Named;
use super::lower::Lowerer;
use crate::diagnostics::{Category, Diagnostic, Span};
use crate::ir::{self, BinaryOp, DType, ExprKind, FieldRef, KOffset, Offset};
use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;

impl Lowerer<'_, '_> {
    /// `field.at(K=..., ddim=[...])` as a read, if `call` has that form
    /// (`None` for any other call); errors are reported and give a poison value.
    pub(super) fn absolute_k_read(
        &mut self,
        call: &ast::ExprCall,
        span: Span,
    ) -> Option<Option<ir::Expr>> {
        let Expr::Attribute(attr) = &*call.func else {
            return None;
        };
        if attr.attr.as_str() != "at" {
            return None;
        }
        Some(self.absolute_k(attr, call, span))
    }

    fn absolute_k(
        &mut self,
        attr: &ast::ExprAttribute,
        call: &ast::ExprCall,
        span: Span,
    ) -> Option<ir::Expr> {
        let field = match self.resolve(&attr.value, Span::from(attr.value.range()))? {
            Named::Field {
                field,
                offset: [0, 0, 0],
            } => field,
            _ => {
                self.bad_absolute(span, "`.at(K=...)` reads a field; this is not a field");
                return None;
            }
        };
        let keywords = &call.arguments.keywords;
        let form_ok = call.arguments.args.is_empty()
            && matches!(keywords.len(), 1 | 2)
            && keywords[0].arg.as_ref().is_some_and(|a| a.as_str() == "K")
            && keywords
                .get(1)
                .is_none_or(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "ddim"));
        if !form_ok {
            self.bad_absolute(
                span,
                "absolute K indexing takes the form `field.at(K=index)` or `field.at(K=index, ddim=[...])`",
            );
            return None;
        }
        let index_expr = &keywords[0].value;
        if let Some(axis) = self.gtscript_or_bare_name(index_expr) {
            if matches!(axis.as_str(), "I" | "J" | "K") {
                self.bad_absolute(
                    Span::from(index_expr.range()),
                    format!("`.at(K={axis})` is not an absolute level: write the field without `.at` to read the current level"),
                );
                return None;
            }
        }
        let symbol = self.symbols.get(field);
        let ty = symbol.field_type().cloned()?;
        if !ty.axes.k {
            let name = symbol.name.clone();
            self.bad_absolute(span, format!("`{name}` has no K axis to index"));
            return None;
        }
        let data_index = match keywords.get(1) {
            None => Vec::new(),
            Some(k) => {
                let Expr::List(list) = &k.value else {
                    self.bad_absolute(
                        Span::from(k.value.range()),
                        "`ddim` must be a list of data indices, e.g. `ddim=[0]`",
                    );
                    return None;
                };
                let elements: Vec<&Expr> = list.elts.iter().collect();
                self.data_index_of(&elements, Span::from(k.value.range()), field)?
            }
        };
        let index = self.expr(index_expr);
        if !index.dtype.is_float() && !index.dtype.is_integer() {
            self.error(
                Category::TypeMismatch,
                index.span,
                "the level of `.at(K=...)` must be a number",
            );
            return None;
        }
        let index_span = index.span;
        let level = ir::Expr {
            kind: ExprKind::Cast(Box::new(index)),
            dtype: DType::Int64,
            span: index_span,
        };
        let here = ir::Expr {
            kind: ExprKind::KIndex,
            dtype: DType::Int64,
            span: index_span,
        };
        let offset = self.binary(BinaryOp::Sub, level, here, index_span);
        let r = FieldRef {
            field,
            offset: Offset {
                i: 0,
                j: 0,
                k: KOffset::Variable(Box::new(offset)),
            },
            data_index,
            span,
        };
        self.field_read_checked(r)
    }

    fn bad_absolute(&mut self, span: Span, message: impl Into<String>) {
        self.diags.push(
            Diagnostic::new(Category::InvalidAbsoluteIndex, span, message)
                .with_label("absolute K index"),
        );
    }
}
