//! Parsing Python source with ruff's parser, and the limits that keep every
//! later (recursive) stage safe from adversarial input.

use crate::diagnostics::{Category, Diagnostic, Span};
use ruff_python_ast::token::TokenKind;
use ruff_python_ast::{Expr, ModModule, PySourceType};

/// Deepest bracket nesting accepted (CPython stops at 200 as well).
pub const MAX_BRACKET_DEPTH: usize = 200;
/// Deepest block nesting accepted (CPython's limit is 100).
pub const MAX_BLOCK_DEPTH: usize = 100;
/// Deepest expression tree accepted (operator chains such as `a + a + ... + a`).
pub const MAX_EXPR_DEPTH: usize = 256;

/// Parses `source` as a Python module.
///
/// Syntax errors become [`Category::SyntaxError`] diagnostics. Input nested deeper
/// than the limits above is refused with [`Category::LimitExceeded`] before any
/// recursive processing; its syntax tree is leaked rather than dropped, because
/// dropping a tree thousands of levels deep would overflow the stack.
pub fn parse_module(source: &str) -> Result<ModModule, Vec<Diagnostic>> {
    let parsed = ruff_python_parser::parse_unchecked_source(source, PySourceType::Python);
    let too_deep = check_token_nesting(parsed.tokens()).or_else(|| {
        first_too_deep_expression(parsed.syntax()).map(|span| {
            Diagnostic::new(
                Category::LimitExceeded,
                span,
                format!("expression nested more than {MAX_EXPR_DEPTH} levels deep"),
            )
            .with_label("too deep")
            .with_note("split the expression with temporaries")
        })
    });
    if let Some(diagnostic) = too_deep {
        std::mem::forget(parsed);
        return Err(vec![diagnostic]);
    }
    if let Some(error) = parsed.errors().first() {
        return Err(vec![Diagnostic::new(
            Category::SyntaxError,
            Span::from(error.location),
            format!("invalid Python syntax: {}", error.error),
        )
        .with_label("the parser stopped here")]);
    }
    let mut module = parsed.into_syntax();
    if !source.is_ascii() {
        super::identifiers::normalize(&mut module);
    }
    super::identifiers::check_parameters(&module)?;
    Ok(module)
}

/// Parses `source` as a Python module whose spans start at `base` (a file of
/// a [`crate::sources::SourceMap`] other than the first): the text is parsed
/// behind a comment line of `base` bytes, so that every range the parser
/// gives lies in the file's part of the span space.
pub fn parse_module_at(source: &str, base: u32) -> Result<ModModule, Vec<Diagnostic>> {
    if base == 0 {
        return parse_module(source);
    }
    let pad = (base as usize).max(2);
    let mut shifted = String::with_capacity(pad + source.len());
    shifted.push('#');
    shifted.extend(std::iter::repeat_n(' ', pad - 2));
    shifted.push('\n');
    shifted.push_str(source);
    parse_module(&shifted)
}

fn check_token_nesting(tokens: &[ruff_python_ast::token::Token]) -> Option<Diagnostic> {
    let (mut brackets, mut blocks) = (0usize, 0usize);
    for token in tokens {
        match token.kind() {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => brackets += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                brackets = brackets.saturating_sub(1)
            }
            TokenKind::Indent => blocks += 1,
            TokenKind::Dedent => blocks = blocks.saturating_sub(1),
            _ => {}
        }
        let what = if brackets > MAX_BRACKET_DEPTH {
            format!("brackets nested more than {MAX_BRACKET_DEPTH} levels deep")
        } else if blocks > MAX_BLOCK_DEPTH {
            format!("blocks nested more than {MAX_BLOCK_DEPTH} levels deep")
        } else {
            continue;
        };
        return Some(
            Diagnostic::new(
                Category::LimitExceeded,
                Span::from(ruff_text_size::Ranged::range(token)),
                what,
            )
            .with_label("too deep"),
        );
    }
    None
}

/// The span of the first top-level expression of `module` deeper than [`MAX_EXPR_DEPTH`],
/// measured without recursion.
fn first_too_deep_expression(module: &ModModule) -> Option<Span> {
    let mut roots: Vec<&Expr> = Vec::new();
    let mut stmts: Vec<&ruff_python_ast::Stmt> = module.body.iter().collect();
    while let Some(stmt) = stmts.pop() {
        collect_stmt_parts(stmt, &mut roots, &mut stmts);
    }
    for root in roots {
        let mut stack = vec![(root, 1usize)];
        while let Some((expr, depth)) = stack.pop() {
            if depth > MAX_EXPR_DEPTH {
                return Some(Span::from(ruff_text_size::Ranged::range(root)));
            }
            for child in expr_children(expr) {
                stack.push((child, depth + 1));
            }
        }
    }
    None
}

fn collect_stmt_parts<'a>(
    stmt: &'a ruff_python_ast::Stmt,
    exprs: &mut Vec<&'a Expr>,
    stmts: &mut Vec<&'a ruff_python_ast::Stmt>,
) {
    use ruff_python_ast::Stmt;
    match stmt {
        Stmt::FunctionDef(f) => {
            stmts.extend(f.body.iter());
            exprs.extend(f.decorator_list.iter().map(|d| &d.expression));
            for p in f.parameters.iter_non_variadic_params() {
                exprs.extend(p.parameter.annotation.as_deref());
                exprs.extend(p.default.as_deref());
            }
            exprs.extend(f.returns.as_deref());
        }
        Stmt::ClassDef(c) => stmts.extend(c.body.iter()),
        Stmt::Return(r) => exprs.extend(r.value.as_deref()),
        Stmt::Delete(d) => exprs.extend(d.targets.iter()),
        Stmt::Assign(a) => {
            exprs.extend(a.targets.iter());
            exprs.push(&a.value);
        }
        Stmt::AugAssign(a) => {
            exprs.push(&a.target);
            exprs.push(&a.value);
        }
        Stmt::AnnAssign(a) => {
            exprs.push(&a.target);
            exprs.push(&a.annotation);
            exprs.extend(a.value.as_deref());
        }
        Stmt::For(f) => {
            exprs.push(&f.target);
            exprs.push(&f.iter);
            stmts.extend(f.body.iter().chain(f.orelse.iter()));
        }
        Stmt::While(w) => {
            exprs.push(&w.test);
            stmts.extend(w.body.iter().chain(w.orelse.iter()));
        }
        Stmt::If(i) => {
            exprs.push(&i.test);
            stmts.extend(i.body.iter());
            for clause in &i.elif_else_clauses {
                exprs.extend(clause.test.as_ref());
                stmts.extend(clause.body.iter());
            }
        }
        Stmt::With(w) => {
            for item in &w.items {
                exprs.push(&item.context_expr);
                exprs.extend(item.optional_vars.as_deref());
            }
            stmts.extend(w.body.iter());
        }
        Stmt::Expr(e) => exprs.push(&e.value),
        Stmt::Assert(a) => {
            exprs.push(&a.test);
            exprs.extend(a.msg.as_deref());
        }
        Stmt::Try(t) => {
            stmts.extend(
                t.body
                    .iter()
                    .chain(t.orelse.iter())
                    .chain(t.finalbody.iter()),
            );
            for handler in &t.handlers {
                let ruff_python_ast::ExceptHandler::ExceptHandler(h) = handler;
                stmts.extend(h.body.iter());
            }
        }
        Stmt::Match(m) => {
            exprs.push(&m.subject);
            for case in &m.cases {
                stmts.extend(case.body.iter());
            }
        }
        Stmt::Raise(r) => {
            exprs.extend(r.exc.as_deref());
            exprs.extend(r.cause.as_deref());
        }
        _ => {}
    }
}

fn expr_children(expr: &Expr) -> Vec<&Expr> {
    match expr {
        Expr::BoolOp(e) => e.values.iter().collect(),
        Expr::Named(e) => vec![&*e.target, &*e.value],
        Expr::BinOp(e) => vec![&*e.left, &*e.right],
        Expr::UnaryOp(e) => vec![&*e.operand],
        Expr::Lambda(e) => vec![&*e.body],
        Expr::If(e) => vec![&*e.test, &*e.body, &*e.orelse],
        Expr::Dict(e) => e
            .items
            .iter()
            .flat_map(|item| item.key.iter().chain(std::iter::once(&item.value)))
            .collect(),
        Expr::Set(e) => e.elts.iter().collect(),
        Expr::ListComp(e) => vec![&*e.elt],
        Expr::SetComp(e) => vec![&*e.elt],
        Expr::DictComp(e) => vec![&*e.value],
        Expr::Generator(e) => vec![&*e.elt],
        Expr::Await(e) => vec![&*e.value],
        Expr::Yield(e) => e.value.iter().map(|v| &**v).collect(),
        Expr::YieldFrom(e) => vec![&*e.value],
        Expr::Compare(e) => std::iter::once(&*e.left)
            .chain(e.comparators.iter())
            .collect(),
        Expr::Call(e) => std::iter::once(&*e.func)
            .chain(e.arguments.args.iter())
            .chain(e.arguments.keywords.iter().map(|k| &k.value))
            .collect(),
        Expr::Attribute(e) => vec![&*e.value],
        Expr::Subscript(e) => vec![&*e.value, &*e.slice],
        Expr::Starred(e) => vec![&*e.value],
        Expr::List(e) => e.elts.iter().collect(),
        Expr::Tuple(e) => e.elts.iter().collect(),
        Expr::Slice(e) => [&e.lower, &e.upper, &e.step]
            .into_iter()
            .flat_map(|b| b.as_deref())
            .collect(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn category(source: &str) -> Option<Category> {
        parse_module(source).err().map(|d| d[0].category)
    }

    #[test]
    fn valid_python_parses() {
        assert_eq!(category("x = 1\n"), None);
    }

    #[test]
    fn syntax_error_has_span() {
        let err = parse_module("def f(:\n").unwrap_err();
        assert_eq!(err[0].category, Category::SyntaxError);
        assert!(err[0].span.is_some());
    }

    #[test]
    fn deep_brackets_are_refused() {
        let src = format!("x = {}1{}\n", "(".repeat(5000), ")".repeat(5000));
        assert_eq!(category(&src), Some(Category::LimitExceeded));
    }

    #[test]
    fn long_operator_chains_are_refused() {
        let src = format!("x = {}1\n", "a + ".repeat(100_000));
        assert_eq!(category(&src), Some(Category::LimitExceeded));
        let src = format!("x = {}1\n", "- ".repeat(100_000));
        assert_eq!(category(&src), Some(Category::LimitExceeded));
    }

    #[test]
    fn deep_blocks_are_refused() {
        let mut src = String::new();
        for depth in 0..150 {
            src.push_str(&" ".repeat(depth));
            src.push_str("if x:\n");
        }
        src.push_str(&" ".repeat(150));
        src.push_str("pass\n");
        assert_eq!(category(&src), Some(Category::LimitExceeded));
    }
}
