//! Module-level names that Python may rebind where isobar does not follow
//! it (issue 28, finding 2): inside loops and `try` blocks, by a `global`
//! statement in a function, through `globals()`, by an attribute assignment
//! in a function. Such a name has no compile-time value: a stencil that uses
//! it is refused, naming it, instead of compiling a stale value.

use super::consteval::{self, dotted_name};
use super::module::ModuleScope;
use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, Stmt};

/// The (dotted) names a binding target binds: `x`, `a, b`, `C.attr`.
pub fn target_names(target: &Expr, out: &mut Vec<String>) {
    match target {
        Expr::Tuple(t) => t.elts.iter().for_each(|e| target_names(e, out)),
        Expr::List(l) => l.elts.iter().for_each(|e| target_names(e, out)),
        Expr::Starred(s) => target_names(&s.value, out),
        Expr::Name(_) | Expr::Attribute(_) => out.extend(dotted_name(target)),
        _ => {}
    }
}

/// Every (dotted) name a statement binds, nested blocks included (but not
/// the bodies of functions and classes it defines, which bind their own).
pub fn bound_names(stmt: &Stmt) -> Vec<String> {
    let mut out = Vec::new();
    collect_bound(stmt, &mut out);
    out
}

fn collect_bound(stmt: &Stmt, out: &mut Vec<String>) {
    let block =
        |body: &[Stmt], out: &mut Vec<String>| body.iter().for_each(|s| collect_bound(s, out));
    match stmt {
        Stmt::Assign(a) => a.targets.iter().for_each(|t| target_names(t, out)),
        Stmt::AnnAssign(a) => target_names(&a.target, out),
        Stmt::AugAssign(a) => target_names(&a.target, out),
        Stmt::Delete(d) => d.targets.iter().for_each(|t| target_names(t, out)),
        Stmt::FunctionDef(f) => out.push(f.name.to_string()),
        Stmt::ClassDef(c) => out.push(c.name.to_string()),
        Stmt::Import(i) => {
            for alias in &i.names {
                let local = alias.asname.as_ref().unwrap_or(&alias.name);
                out.push(local.split('.').next().unwrap_or("").to_string());
            }
        }
        Stmt::ImportFrom(i) => {
            for alias in &i.names {
                out.push(alias.asname.as_ref().unwrap_or(&alias.name).to_string());
            }
        }
        Stmt::For(f) => {
            target_names(&f.target, out);
            block(&f.body, out);
            block(&f.orelse, out);
        }
        Stmt::While(w) => {
            block(&w.body, out);
            block(&w.orelse, out);
        }
        Stmt::If(i) => {
            block(&i.body, out);
            for clause in &i.elif_else_clauses {
                block(&clause.body, out);
            }
        }
        Stmt::With(w) => {
            for item in &w.items {
                if let Some(v) = &item.optional_vars {
                    target_names(v, out);
                }
            }
            block(&w.body, out);
        }
        Stmt::Try(t) => {
            block(&t.body, out);
            for handler in &t.handlers {
                let ruff_python_ast::ExceptHandler::ExceptHandler(h) = handler;
                if let Some(name) = &h.name {
                    out.push(name.to_string());
                }
                block(&h.body, out);
            }
            block(&t.orelse, out);
            block(&t.finalbody, out);
        }
        Stmt::Match(m) => m.cases.iter().for_each(|c| block(&c.body, out)),
        _ => {}
    }
    // Assignment expressions (`(x := 1)`) bind in the enclosing scope.
    let mut walrus = Walrus(out);
    walrus.visit_stmt_shallow(stmt);
}

/// Names bound by `:=` in a statement's own expressions.
struct Walrus<'o>(&'o mut Vec<String>);

impl Walrus<'_> {
    fn visit_stmt_shallow(&mut self, stmt: &Stmt) {
        match stmt {
            Stmt::Expr(e) => self.visit_expr(&e.value),
            Stmt::Assign(a) => self.visit_expr(&a.value),
            Stmt::If(i) => self.visit_expr(&i.test),
            Stmt::While(w) => self.visit_expr(&w.test),
            _ => {}
        }
    }
}

impl<'a> Visitor<'a> for Walrus<'_> {
    fn visit_expr(&mut self, expr: &'a Expr) {
        if let Expr::Named(n) = expr {
            target_names(&n.target, self.0);
        }
        visitor::walk_expr(self, expr);
    }
}

/// The (dotted) names an expression reads.
pub fn referenced_names(expr: &Expr) -> Vec<String> {
    struct Names(Vec<String>);
    impl<'a> Visitor<'a> for Names {
        fn visit_expr(&mut self, expr: &'a Expr) {
            if let Some(name) = dotted_name(expr) {
                self.0.push(name);
                return;
            }
            visitor::walk_expr(self, expr);
        }
    }
    let mut names = Names(Vec::new());
    names.visit_expr(expr);
    names.0
}

/// Rebindings that may happen at any time, whatever the order of the
/// module's statements: names a function declares `global` (and so may
/// assign whenever it is called), attributes a function assigns
/// (`C.K0 = 29.0`), the attributes of an object given to `setattr`
/// (`"C.*"`), and for `globals()` or `vars()` anywhere, every name (`"*"`).
/// Each with a reason for the diagnostic.
pub fn dynamic_rebindings(body: &[Stmt]) -> Vec<(String, String)> {
    let mut finder = Dynamic::default();
    for stmt in body {
        finder.visit_stmt(stmt);
    }
    finder.found
}

#[derive(Default)]
struct Dynamic {
    found: Vec<(String, String)>,
    /// The function being walked, if any.
    function: Option<String>,
}

impl<'a> Visitor<'a> for Dynamic {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        match stmt {
            Stmt::FunctionDef(f) => {
                let outer = self.function.replace(f.name.to_string());
                visitor::walk_stmt(self, stmt);
                self.function = outer;
                return;
            }
            Stmt::Global(g) => {
                let function = self.function.clone().unwrap_or_default();
                for name in &g.names {
                    self.found.push((
                        name.to_string(),
                        format!("function `{function}` declares it `global` and may assign it whenever it is called"),
                    ));
                }
            }
            Stmt::Assign(_) | Stmt::AugAssign(_) | Stmt::AnnAssign(_) | Stmt::Delete(_)
                if self.function.is_some() =>
            {
                let mut names = Vec::new();
                collect_bound(stmt, &mut names);
                let function = self.function.clone().unwrap_or_default();
                for name in names.into_iter().filter(|n| n.contains('.')) {
                    self.found.push((
                        name,
                        format!("function `{function}` assigns it when it is called"),
                    ));
                }
            }
            _ => {}
        }
        visitor::walk_stmt(self, stmt);
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        if let Expr::Call(call) = expr {
            if let Expr::Name(f) = &*call.func {
                let args = &call.arguments.args;
                match f.id.as_str() {
                    name @ ("globals" | "vars") if args.is_empty() => self.found.push((
                        "*".into(),
                        format!("the module calls `{name}()`, which may rebind any of its names"),
                    )),
                    "setattr" => {
                        if let Some(object) = args.first().and_then(dotted_name) {
                            self.found.push((
                                format!("{object}.*"),
                                format!("the module calls `setattr` on `{object}`"),
                            ));
                        }
                    }
                    _ => {}
                }
            }
        }
        visitor::walk_expr(self, expr);
    }
}

/// How a module's scope follows rebindings at its top level.
impl<'a> ModuleScope<'a> {
    /// Why `name` has no compile-time value though the module binds it, if
    /// the module rebinds it where isobar cannot follow.
    pub fn rebinding(&self, name: &str) -> Option<&String> {
        if let Some(why) = self.rebound.get(name).or_else(|| self.rebound.get("*")) {
            return Some(why);
        }
        if let Some(why) = self.dynamic_rebinding(name) {
            return Some(why);
        }
        let mut prefix = name;
        while let Some((head, _)) = prefix.rsplit_once('.') {
            if let Some(why) = self.rebound.get(&format!("{head}.*")) {
                return Some(why);
            }
            prefix = head;
        }
        None
    }

    /// Why `name` may be rebound at any time, if it may.
    pub(super) fn dynamic_rebinding(&self, name: &str) -> Option<&String> {
        let matches = |n: &str| {
            n == "*" || n == name || n.strip_suffix('*').is_some_and(|p| name.starts_with(p))
        };
        self.never_constant
            .iter()
            .find(|(n, _)| matches(n))
            .map(|(_, why)| why)
    }

    /// Forgets the value of `name` (`"*"`: of every name, `"C.*"`: of every
    /// attribute of `C`), recording why.
    pub(super) fn unbind(&mut self, name: &str, why: String) {
        let matches = |key: &str| match name {
            "*" => true,
            n if n.ends_with(".*") => key.starts_with(&n[..n.len() - 1]),
            n => key == n || key.starts_with(&format!("{n}.")),
        };
        self.constants.retain(|k, _| !matches(k));
        self.aliases.retain(|k, _| !matches(k));
        self.rebound.insert(name.to_string(), why);
    }

    /// Forgets every name `stmt` binds, for a statement isobar does not
    /// evaluate (`what` says which kind, for the diagnostic).
    pub(super) fn unbind_all_in(&mut self, stmt: &Stmt, what: &str) {
        for name in bound_names(stmt) {
            self.unbind(&name, format!("it is assigned {what}"));
        }
    }

    /// A binding isobar follows: the name has its value again.
    pub(super) fn rebind_cleanly(&mut self, name: &str) {
        self.rebound.remove(name);
    }

    /// `a = b = value`, `a, b = x, y`, `C.attr = value`: bound in order,
    /// each from the value Python computes before assigning.
    pub(super) fn visit_assign(&mut self, stmt: &'a Stmt, targets: &'a [Expr], value: &'a Expr) {
        for target in targets {
            match (target, value) {
                (Expr::Name(_) | Expr::Attribute(_), _) => {
                    let Some(name) = dotted_name(target) else {
                        self.unbind_all_in(stmt, "through an attribute");
                        continue;
                    };
                    self.rebind_cleanly(&name);
                    self.bind(&name, value);
                }
                (Expr::Tuple(t), Expr::Tuple(v)) if t.elts.len() == v.elts.len() => {
                    // Python computes every value before the first assignment.
                    let values: Vec<_> = v.elts.iter().map(|e| consteval::eval(e, self)).collect();
                    for (target, value) in t.elts.iter().zip(values) {
                        let name = dotted_name(target);
                        match (name, value) {
                            (Some(name), Some(literal)) => {
                                self.rebind_cleanly(&name);
                                self.aliases.remove(&name);
                                self.constants.insert(name, literal);
                            }
                            (Some(name), None) => self.unbind(
                                &name,
                                "it is unpacked from a value isobar cannot evaluate".into(),
                            ),
                            (None, _) => self.unbind_all_in(stmt, "by unpacking"),
                        }
                    }
                }
                (Expr::Subscript(_), _) => {}
                _ => self.unbind_all_in(stmt, "by unpacking"),
            }
        }
    }

    /// `X += v` at the top level: Python's value where both sides are
    /// constants, else no value.
    pub(super) fn visit_augmented(&mut self, stmt: &'a Stmt, assign: &'a ast::StmtAugAssign) {
        let Some(name) = dotted_name(&assign.target) else {
            return;
        };
        let old = self.constants.get(&name).copied();
        let value = consteval::eval(&assign.value, self);
        match (old, value) {
            (Some(a), Some(b)) if !self.rebound.contains_key(&name) => {
                match consteval::binary(assign.op, a, b) {
                    Some(result) => {
                        self.constants.insert(name, result);
                    }
                    None => self
                        .unbind_all_in(stmt, "by an augmented assignment isobar cannot evaluate"),
                }
            }
            _ => self.unbind_all_in(stmt, "by an augmented assignment isobar cannot evaluate"),
        }
    }

    /// `if` at the top level: the branch a constant condition chooses runs,
    /// in order; under a condition isobar cannot evaluate, every name the
    /// branches bind has no value.
    pub(super) fn visit_if(&mut self, stmt: &'a Stmt, s: &'a ast::StmtIf) {
        let mut branches = vec![(Some(&*s.test), &s.body)];
        branches.extend(
            s.elif_else_clauses
                .iter()
                .map(|c| (c.test.as_ref(), &c.body)),
        );
        for (test, body) in branches {
            let taken = match test {
                None => Some(true),
                Some(t) => consteval::eval(t, self).map(consteval::truthy),
            };
            match taken {
                Some(true) => {
                    body.iter().for_each(|s| self.visit_top_level(s));
                    return;
                }
                Some(false) => {}
                None => {
                    self.unbind_all_in(
                        stmt,
                        "under an `if` whose condition isobar cannot evaluate",
                    );
                    return;
                }
            }
        }
    }
}
