//! Identifiers as Python reads them: NFKC-normalized (PEP 3131), so that
//! `ａ` and `a` are one name, and unique among a function's parameters
//! (`def f(a, a)` is a `SyntaxError` in Python, which the parser crate does
//! not report).

use crate::diagnostics::{Category, Diagnostic, Span};
use ruff_python_ast::name::Name;
use ruff_python_ast::visitor::transformer::{self, Transformer};
use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, Identifier, ModModule, Stmt};
use unicode_normalization::UnicodeNormalization;

/// Replaces every identifier of `module` by its NFKC form.
pub fn normalize(module: &mut ModModule) {
    Nfkc.visit_body(&mut module.body);
}

fn nfkc(id: &Identifier) -> Identifier {
    let mut out = id.clone();
    out.id = nfkc_name(&id.id);
    out
}

fn nfkc_name(name: &Name) -> Name {
    if name.is_ascii() {
        name.clone()
    } else {
        Name::new(name.nfkc().collect::<String>())
    }
}

struct Nfkc;

impl Transformer for Nfkc {
    fn visit_stmt(&self, stmt: &mut Stmt) {
        match stmt {
            Stmt::FunctionDef(f) => f.name = nfkc(&f.name),
            Stmt::ClassDef(c) => c.name = nfkc(&c.name),
            Stmt::Global(g) => g.names.iter_mut().for_each(|n| *n = nfkc(n)),
            Stmt::Nonlocal(n) => n.names.iter_mut().for_each(|x| *x = nfkc(x)),
            Stmt::Try(t) => {
                for handler in &mut t.handlers {
                    let ast::ExceptHandler::ExceptHandler(h) = handler;
                    if let Some(name) = &h.name {
                        h.name = Some(nfkc(name));
                    }
                }
            }
            _ => {}
        }
        transformer::walk_stmt(self, stmt);
    }

    fn visit_expr(&self, expr: &mut Expr) {
        match expr {
            Expr::Name(n) => n.id = nfkc_name(&n.id),
            Expr::Attribute(a) => a.attr = nfkc(&a.attr),
            _ => {}
        }
        transformer::walk_expr(self, expr);
    }

    fn visit_parameter(&self, parameter: &mut ast::Parameter) {
        parameter.name = nfkc(&parameter.name);
        transformer::walk_parameter(self, parameter);
    }

    fn visit_keyword(&self, keyword: &mut ast::Keyword) {
        if let Some(arg) = &keyword.arg {
            keyword.arg = Some(nfkc(arg));
        }
        transformer::walk_keyword(self, keyword);
    }

    fn visit_alias(&self, alias: &mut ast::Alias) {
        alias.name = nfkc(&alias.name);
        if let Some(asname) = &alias.asname {
            alias.asname = Some(nfkc(asname));
        }
        transformer::walk_alias(self, alias);
    }
}

/// Refuses a function (at any depth) with two parameters of one name, as
/// Python does: "duplicate argument 'a' in function definition".
pub fn check_parameters(module: &ModModule) -> Result<(), Vec<Diagnostic>> {
    let mut finder = Duplicates(None);
    for stmt in &module.body {
        finder.visit_stmt(stmt);
    }
    match finder.0 {
        Some(d) => Err(vec![d]),
        None => Ok(()),
    }
}

struct Duplicates(Option<Diagnostic>);

impl<'a> Visitor<'a> for Duplicates {
    fn visit_parameters(&mut self, parameters: &'a ast::Parameters) {
        let mut seen: Vec<&str> = Vec::new();
        for p in parameters.iter() {
            let name = p.name();
            if seen.contains(&name.as_str()) && self.0.is_none() {
                self.0 = Some(
                    Diagnostic::new(
                        Category::SyntaxError,
                        Span::from(name.range),
                        format!(
                            "duplicate argument `{}` in function definition",
                            name.as_str()
                        ),
                    )
                    .with_label("a second parameter of this name")
                    .with_note("Python reads identifiers in NFKC form: `ａ` and `a` are one name"),
                );
            }
            seen.push(name.as_str());
        }
        visitor::walk_parameters(self, parameters);
    }
}
