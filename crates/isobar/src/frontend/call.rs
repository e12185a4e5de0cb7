//! Lowering of calls: `@gtscript.function` helpers (inlined, also from other
//! modules and through externals), absolute K reads, math builtins, casts and
//! `__INLINED`.

use super::expr::literal;
use super::lower::Lowerer;
use crate::diagnostics::{Category, Diagnostic, Span};
use crate::ir::{self, types, Builtin, DType, ExprKind};
use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;

impl Lowerer<'_, '_> {
    /// A call: a GTScript function (inlined), a math builtin, a cast, `__INLINED`.
    pub(super) fn call(&mut self, call: &ast::ExprCall, span: Span) -> Vec<ir::Expr> {
        let direct = std::mem::take(&mut self.direct_call);
        if let Some(read) = self.absolute_k_read(call, span) {
            return read.into_iter().collect();
        }
        let helper = match self.function_external(&call.func) {
            Some((def, module)) => Some((def, Some(module))),
            None => self.scope().function(&call.func).filter(|_| {
                let shadowed = matches!(&*call.func, Expr::Name(n)
                    if self.frame().bindings.contains_key(n.id.as_str()));
                !shadowed
            }),
        };
        if let Some((def, module)) = helper {
            let values = self.inline_call(def, module, call, span);
            return if direct {
                values
            } else {
                let name = def.name.to_string();
                values
                    .into_iter()
                    .map(|v| self.stored_return_value(&name, v))
                    .collect()
            };
        }
        // An external expected to name a helper, given no value.
        if self.report_missing_externals(&[&*call.func], Span::from(call.func.range())) {
            return Vec::new();
        }
        let name = self
            .gtscript_or_bare_name(&call.func)
            .or_else(|| self.scope().numpy_attr(&call.func).map(str::to_string));
        let Some(name) = name else {
            let shown = super::consteval::dotted_name(&call.func).unwrap_or_else(|| "this".into());
            self.diags.push(
                Diagnostic::new(
                    Category::UndefinedSymbol,
                    Span::from(call.func.range()),
                    format!("unknown function `{shown}`"),
                )
                .with_label("not a GTScript builtin or @gtscript.function"),
            );
            return Vec::new();
        };
        if !call.arguments.keywords.is_empty() {
            self.error(
                Category::UnsupportedSyntax,
                span,
                format!("`{name}` does not take keyword arguments"),
            );
            return Vec::new();
        }
        if name == "__INLINED" {
            return match call.arguments.args.first().and_then(|a| self.eval_const(a)) {
                Some(v) if call.arguments.args.len() == 1 => vec![literal(v, span)],
                _ => {
                    let args: Vec<&Expr> = call.arguments.args.iter().collect();
                    if self.report_missing_externals(&args, span) {
                        return Vec::new();
                    }
                    self.error(
                        Category::UnsupportedSyntax,
                        span,
                        "the argument of `__INLINED` must be a compile-time constant",
                    );
                    Vec::new()
                }
            };
        }
        let cast = match name.as_str() {
            "float" | "float64" => Some(DType::Float64),
            "int" | "int64" => Some(DType::Int64),
            "float32" => Some(DType::Float32),
            "int32" => Some(DType::Int32),
            _ => None,
        };
        if let Some(to) = cast {
            let [arg] = &call.arguments.args[..] else {
                self.error(
                    Category::UnsupportedSyntax,
                    span,
                    format!("the cast `{name}(...)` takes one argument"),
                );
                return Vec::new();
            };
            let value = self.expr(arg);
            return vec![ir::Expr {
                kind: ExprKind::Cast(Box::new(value)),
                dtype: to,
                span,
            }];
        }
        let Some(func) = Builtin::from_name(&name) else {
            let category = if name == "range" || name == "compile_assert" {
                Category::UnsupportedSyntax
            } else {
                Category::UndefinedSymbol
            };
            self.diags.push(
                Diagnostic::new(
                    category,
                    Span::from(call.func.range()),
                    format!("unknown function `{name}`"),
                )
                .with_label("not a GTScript builtin or @gtscript.function"),
            );
            return Vec::new();
        };
        if call.arguments.args.len() != func.arity() {
            self.error(
                Category::TypeMismatch,
                span,
                format!(
                    "`{}` takes {} argument(s), {} given",
                    func.name(),
                    func.arity(),
                    call.arguments.args.len()
                ),
            );
            return Vec::new();
        }
        let args: Vec<ir::Expr> = call.arguments.args.iter().map(|a| self.expr(a)).collect();
        let types: Vec<DType> = args.iter().map(|a| a.dtype).collect();
        let dtype = types::builtin_type(func, &types);
        vec![ir::Expr {
            kind: ExprKind::Call { func, args },
            dtype,
            span,
        }]
    }

    /// A helper's return value used inside an expression: GT4Py assigns it
    /// to a temporary typed as its first IR types the returned expression,
    /// and the expression reads that temporary. The store rounds a value
    /// NumPy computed wider (`erfc` of a `float32`, in `float64`), and GT4Py
    /// checks it like any assignment (its types must agree).
    fn stored_return_value(&mut self, function: &str, value: ir::Expr) -> ir::Expr {
        let span = value.span;
        let declared = types::declared_type(&value);
        let temp = self.new_temporary(&format!("{function}.return"), declared, span);
        let target = super::lower::zero_ref(temp, span);
        self.hoisted.push(ir::Stmt {
            kind: ir::StmtKind::Assign {
                target: target.clone(),
                value,
            },
            span,
        });
        ir::Expr {
            kind: ExprKind::Field(target),
            dtype: declared,
            span,
        }
    }
}
