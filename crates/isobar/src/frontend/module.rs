//! What a GTScript module defines at its top level: imports of GTScript names,
//! compile-time constants (`GRAV = 9.81`), type aliases (`FloatField = Field[float]`),
//! `@gtscript.function` helpers and the candidate stencil definitions.

use super::annotations::{Annotation, AnnotationResolver};
use super::consteval::{self, dotted_name, ConstScope};
use crate::diagnostics::Diagnostic;
use crate::ir::{DType, Literal};
use ruff_python_ast::{self as ast, Expr, ModModule, Stmt, StmtFunctionDef};
use std::collections::{BTreeMap, HashMap, HashSet};

/// The names a module's top level defines, resolved as far as compile time allows.
#[derive(Default)]
pub struct ModuleScope<'a> {
    /// Local name → GTScript name, for names imported from `gtscript`
    /// (`from gt4py.cartesian.gtscript import PARALLEL, sqrt as gsqrt`).
    pub gtscript_names: HashMap<String, String>,
    /// Local names bound to the `gtscript` module itself (`gtscript`, `gs`).
    pub gtscript_modules: HashSet<String>,
    /// Local names bound to NumPy (`np`, `numpy`).
    pub numpy_modules: HashSet<String>,
    /// Module-level names bound to compile-time constants, by dotted name.
    pub constants: HashMap<String, Literal>,
    /// Module-level names bound to other expressions (type aliases such as
    /// `FloatField = Field[np.float64]` or `Float = np.float64`).
    pub aliases: HashMap<String, &'a Expr>,
    /// Names imported from other modules: local name → dotted origin.
    pub imports: HashMap<String, String>,
    /// `@gtscript.function` helpers by name.
    pub functions: HashMap<String, &'a StmtFunctionDef>,
    /// Top-level functions that are not helpers, in source order.
    pub definitions: Vec<&'a StmtFunctionDef>,
    /// Constants supplied from outside (e.g. by a Python host), by dotted name.
    pub host_constants: BTreeMap<String, Literal>,
    /// `from gt4py.cartesian.gtscript import *` was seen.
    pub gtscript_star: bool,
    /// Classes of the module (nested ones by dotted name): their attributes
    /// in order, for instances such as `CONSTS = Constants(g=9.8)` of a
    /// dataclass.
    pub classes: HashMap<String, Vec<String>>,
    /// `@gtscript.function` helpers imported from other loaded modules, by
    /// local (dotted) name: the definition and the index of its module in
    /// the [`Linked`] scopes (whose names it sees when inlined).
    pub foreign_functions: HashMap<String, (&'a StmtFunctionDef, usize)>,
    /// Types imported from other loaded modules (`from .field_types import
    /// FloatField_Plume`), by local (dotted) name, resolved in their home
    /// module, whose names their definitions use.
    /// A definition that does not resolve keeps its error, reported where
    /// the name is used as an annotation.
    pub imported_types: HashMap<String, Result<Annotation, Diagnostic>>,
    /// Names the module binds where isobar cannot follow the binding (in a
    /// loop, by a `global` in a function, ...), with the reason: they have
    /// no compile-time value, and a stencil using one is refused. A key
    /// `"*"` stands for every name, `"C.*"` for every attribute of `C`.
    pub rebound: HashMap<String, String>,
    /// Names that may be rebound at any time (see
    /// [`super::rebinding::dynamic_rebindings`]): never compile-time values.
    pub(super) never_constant: Vec<(String, String)>,
    /// The module's dotted name, and whether it is a package's `__init__`.
    pub name: String,
    is_package: bool,
}

/// The scopes of the modules loaded before the one being collected, which
/// its imports may name.
pub struct Linked<'s, 'a> {
    /// Scopes in load order.
    pub scopes: &'s [ModuleScope<'a>],
    /// Index of each scope by module name.
    pub by_name: &'s HashMap<String, usize>,
}

impl<'a> Linked<'_, 'a> {
    fn scope(&self, module: &str) -> Option<(usize, &ModuleScope<'a>)> {
        let &i = self.by_name.get(module)?;
        self.scopes.get(i).map(|s| (i, s))
    }
}

/// The names `gt4py.cartesian.gtscript` exports that GTScript source uses.
pub const GTSCRIPT_EXPORTS: &[&str] = &[
    "Field",
    "GlobalTable",
    "IJK",
    "IJ",
    "IK",
    "JK",
    "I",
    "J",
    "K",
    "PARALLEL",
    "FORWARD",
    "BACKWARD",
    "computation",
    "interval",
    "horizontal",
    "region",
    "function",
    "lazy_function",
    "stencil",
    "lazy_stencil",
    "__INLINED",
    "compile_assert",
    "int32",
    "int64",
    "float32",
    "float64",
    "abs",
    "min",
    "max",
    "mod",
    "sin",
    "cos",
    "tan",
    "sinh",
    "cosh",
    "tanh",
    "asin",
    "acos",
    "atan",
    "asinh",
    "acosh",
    "atanh",
    "sqrt",
    "exp",
    "log",
    "log10",
    "gamma",
    "cbrt",
    "isfinite",
    "isinf",
    "isnan",
    "floor",
    "ceil",
    "trunc",
    "erf",
    "erfc",
    "round",
    "round_away_from_zero",
];

const GTSCRIPT_MODULES: [&str; 4] = [
    "gt4py.cartesian.gtscript",
    "gt4py.gtscript",
    "gtscript",
    "isobar.gtscript",
];

impl<'a> ModuleScope<'a> {
    /// Collects the top level of `module`.
    pub fn collect(module: &'a ModModule, host_constants: BTreeMap<String, Literal>) -> Self {
        let empty = HashMap::new();
        let none = Linked {
            scopes: &[],
            by_name: &empty,
        };
        Self::collect_linked(module, "", false, host_constants, &none)
    }

    /// Collects the top level of module `name`, taking the constants and
    /// helpers its imports name from the already collected scopes of `linked`.
    pub fn collect_linked(
        module: &'a ModModule,
        name: &str,
        is_package: bool,
        host_constants: BTreeMap<String, Literal>,
        linked: &Linked<'_, 'a>,
    ) -> Self {
        let dynamic = super::rebinding::dynamic_rebindings(&module.body);
        let mut scope = ModuleScope {
            host_constants,
            name: name.to_string(),
            is_package,
            never_constant: dynamic.clone(),
            ..Default::default()
        };
        for stmt in &module.body {
            scope.visit_top_level(stmt);
            scope.link_import(stmt, linked);
        }
        for (name, why) in dynamic {
            scope.unbind(&name, why);
        }
        scope
    }

    /// Binds what an import statement names in loaded modules: a module's
    /// constants and helpers under `alias.NAME`, or a constant or helper by
    /// its own (local) name.
    fn link_import(&mut self, stmt: &Stmt, linked: &Linked<'_, 'a>) {
        match stmt {
            Stmt::Import(import) => {
                for alias in &import.names {
                    let local = match &alias.asname {
                        Some(a) => a.to_string(),
                        None => alias.name.to_string(),
                    };
                    if let Some((index, other)) = linked.scope(alias.name.as_str()) {
                        self.bind_module(&local, index, other);
                    }
                }
            }
            Stmt::ImportFrom(import) => {
                let Some(base) = super::modules::absolute_module(
                    import.module.as_ref().map(|m| m.as_str()),
                    import.level,
                    &self.name,
                    self.is_package,
                ) else {
                    return;
                };
                for alias in &import.names {
                    let name = alias.name.as_str();
                    let local = alias.asname.as_ref().unwrap_or(&alias.name).to_string();
                    if name == "*" {
                        if let Some((index, other)) = linked.scope(&base) {
                            self.bind_star(index, other);
                        } else if !GTSCRIPT_MODULES.contains(&base.as_str()) {
                            let known: Vec<String> = self.constants.keys().cloned().collect();
                            for constant in known {
                                let why = format!("`from {base} import *`, a module isobar did not read, may rebind it");
                                self.unbind(&constant, why);
                            }
                        }
                    } else if let Some((index, other)) = linked.scope(&format!("{base}.{name}")) {
                        self.bind_module(&local, index, other);
                    } else if let Some((index, other)) = linked.scope(&base) {
                        self.bind_name(&local, name, index, other);
                    }
                }
            }
            _ => {}
        }
    }

    /// The module's constants: those of its text, and those given from
    /// outside (which win).
    fn all_constants(&self) -> impl Iterator<Item = (&String, &Literal)> {
        self.constants
            .iter()
            .filter(|(k, _)| !self.host_constants.contains_key(*k))
            .chain(self.host_constants.iter())
    }

    /// `import m as local`: every constant and helper of `m` as `local.X`.
    fn bind_module(&mut self, local: &str, index: usize, other: &ModuleScope<'a>) {
        for (name, value) in other.all_constants() {
            self.constants.insert(format!("{local}.{name}"), *value);
        }
        for (name, why) in &other.rebound {
            let why = format!("in module `{}`, {why}", other.name);
            self.rebound.insert(format!("{local}.{name}"), why);
        }
        for (name, def) in &other.functions {
            self.foreign_functions
                .insert(format!("{local}.{name}"), (*def, index));
        }
        for (name, f) in &other.foreign_functions {
            self.foreign_functions.insert(format!("{local}.{name}"), *f);
        }
        for (name, annotation) in other.exported_types() {
            self.imported_types
                .insert(format!("{local}.{name}"), annotation);
        }
    }

    /// The types this module defines or imports at its top level (its
    /// aliases that resolve to a field or scalar type), for modules that
    /// import them.
    fn exported_types(&self) -> Vec<(String, Result<Annotation, Diagnostic>)> {
        let own = self
            .aliases
            .keys()
            .filter_map(|name| Some((name.clone(), self.exported_type(name)?)));
        let imported = self
            .imported_types
            .iter()
            .filter(|(name, _)| !self.aliases.contains_key(*name))
            .map(|(name, a)| (name.clone(), a.clone()));
        own.chain(imported).collect()
    }

    /// The type `name` of this module names, if it is one (or the error of
    /// a `Field[...]` or `GlobalTable[...]` it cannot resolve).
    fn exported_type(&self, name: &str) -> Option<Result<Annotation, Diagnostic>> {
        let Some(expr) = self.aliases.get(name) else {
            return self.imported_types.get(name).cloned();
        };
        let resolved = AnnotationResolver::new(self).resolve(expr);
        let spells_a_type = matches!(expr, Expr::Subscript(sub)
            if matches!(self.gtscript_name(&sub.value).as_deref(), Some("Field" | "GlobalTable")));
        (resolved.is_ok() || spells_a_type).then_some(resolved)
    }

    /// `from m import *`: the public constants and helpers of `m`.
    fn bind_star(&mut self, index: usize, other: &ModuleScope<'a>) {
        self.gtscript_star |= other.gtscript_star;
        for (local, gt) in &other.gtscript_names {
            self.gtscript_names.insert(local.clone(), gt.clone());
        }
        for (name, value) in other.all_constants() {
            if !name.starts_with('_') {
                self.rebind_cleanly(name);
                self.constants.insert(name.clone(), *value);
            }
        }
        for (name, why) in &other.rebound {
            if !name.starts_with('_') {
                let why = format!("in module `{}`, {why}", other.name);
                self.unbind(name, why);
            }
        }
        for (name, def) in &other.functions {
            if !name.starts_with('_') {
                self.functions.remove(name);
                self.foreign_functions.insert(name.clone(), (*def, index));
            }
        }
        for (name, annotation) in other.exported_types() {
            if !name.starts_with('_') {
                self.imported_types.insert(name, annotation);
            }
        }
    }

    /// `from m import name as local`: a constant (with its attributes, for
    /// a class or an instance) or a helper of `m`.
    fn bind_name(&mut self, local: &str, name: &str, index: usize, other: &ModuleScope<'a>) {
        let mut found = false;
        // A GTScript name the module re-exports (NDSL's `ndsl.dsl.gt4py`).
        let reexported = other.gtscript_names.get(name).cloned().or_else(|| {
            (other.gtscript_star && GTSCRIPT_EXPORTS.contains(&name)).then(|| name.to_string())
        });
        if let Some(gt) = reexported {
            self.gtscript_names.insert(local.to_string(), gt);
            found = true;
        }
        if let Some(value) = other.constant(name) {
            self.constants.insert(local.to_string(), value);
            found = true;
        } else if let Some(why) = other.rebinding(name) {
            let why = format!("in module `{}`, {why}", other.name);
            self.unbind(local, why);
        }
        let prefix = format!("{name}.");
        for (key, value) in other.all_constants() {
            if let Some(rest) = key.strip_prefix(&prefix) {
                self.constants.insert(format!("{local}.{rest}"), *value);
                found = true;
            }
        }
        if let Some(def) = other.functions.get(name) {
            self.foreign_functions
                .insert(local.to_string(), (*def, index));
            found = true;
        } else if let Some(f) = other.foreign_functions.get(name) {
            self.foreign_functions.insert(local.to_string(), *f);
            found = true;
        }
        if let Some(attributes) = other.classes.get(name) {
            self.classes.insert(local.to_string(), attributes.clone());
        }
        if let Some(annotation) = other.exported_type(name) {
            self.aliases.remove(local);
            found |= annotation.is_ok();
            self.imported_types.insert(local.to_string(), annotation);
        }
        if found {
            self.imports.remove(local);
        }
    }

    pub(super) fn visit_top_level(&mut self, stmt: &'a Stmt) {
        match stmt {
            Stmt::Import(import) => {
                for alias in &import.names {
                    let name = alias.name.as_str();
                    let local = alias
                        .asname
                        .as_ref()
                        .map(|a| a.as_str().to_string())
                        .unwrap_or_else(|| name.split('.').next().unwrap_or(name).to_string());
                    self.constants.remove(&local);
                    self.aliases.remove(&local);
                    if alias.asname.is_some() && GTSCRIPT_MODULES.contains(&name) {
                        self.gtscript_modules.insert(local);
                    } else if name == "numpy" {
                        self.numpy_modules.insert(local);
                    } else {
                        self.imports.insert(local, name.to_string());
                    }
                }
            }
            Stmt::ImportFrom(import) => {
                let module = import.module.as_ref().map(|m| m.as_str()).unwrap_or("");
                for alias in &import.names {
                    let name = alias.name.as_str();
                    let local = alias.asname.as_ref().unwrap_or(&alias.name).to_string();
                    self.constants.remove(&local);
                    self.aliases.remove(&local);
                    self.rebind_cleanly(&local);
                    let full = if module.is_empty() {
                        name.to_string()
                    } else {
                        format!("{module}.{name}")
                    };
                    if GTSCRIPT_MODULES.contains(&module) && name == "*" {
                        self.gtscript_star = true;
                    } else if GTSCRIPT_MODULES.contains(&module) {
                        self.gtscript_names.insert(local, name.to_string());
                    } else if GTSCRIPT_MODULES.contains(&full.as_str()) {
                        self.gtscript_modules.insert(local);
                    } else {
                        self.imports.insert(local, full);
                    }
                }
            }
            Stmt::Assign(assign) => self.visit_assign(stmt, &assign.targets, &assign.value),
            Stmt::AnnAssign(assign) => match (&*assign.target, &assign.value) {
                (Expr::Name(target), Some(value)) => {
                    self.rebind_cleanly(target.id.as_str());
                    self.bind(target.id.as_str(), value);
                }
                (_, Some(_)) => self.unbind_all_in(stmt, "through an attribute or item"),
                _ => {}
            },
            Stmt::AugAssign(assign) => self.visit_augmented(stmt, assign),
            Stmt::If(s) => self.visit_if(stmt, s),
            // A `with` block runs its body once, in order.
            Stmt::With(with) => {
                for item in &with.items {
                    if let Some(v) = &item.optional_vars {
                        let mut names = Vec::new();
                        super::rebinding::target_names(v, &mut names);
                        for name in names {
                            self.unbind(&name, "`with ... as` binds it".into());
                        }
                    }
                }
                with.body.iter().for_each(|s| self.visit_top_level(s));
            }
            Stmt::For(_) => self.unbind_all_in(stmt, "in a `for` loop"),
            Stmt::While(_) => self.unbind_all_in(stmt, "in a `while` loop"),
            Stmt::Try(_) => self.unbind_all_in(stmt, "in a `try` block"),
            Stmt::Match(_) => self.unbind_all_in(stmt, "in a `match` block"),
            Stmt::Delete(_) => self.unbind_all_in(stmt, "by `del`"),
            Stmt::ClassDef(class) => self.visit_class(class.name.as_str(), &class.body),
            Stmt::FunctionDef(def) => {
                if def
                    .decorator_list
                    .iter()
                    .any(|d| self.is_function_decorator(&d.expression))
                {
                    self.functions.insert(def.name.to_string(), def);
                } else {
                    self.definitions.push(def);
                }
            }
            _ => {}
        }
    }

    /// Records the constant attributes of a class (`Consts.A`, and of nested
    /// classes `Consts.nested.B`) under their dotted names.
    fn visit_class(&mut self, prefix: &str, body: &'a [Stmt]) {
        let mut attributes = Vec::new();
        // An instance of a class with its own `__init__` has attributes
        // isobar cannot know: only dataclass-like classes make instances.
        let mut constructible = true;
        for stmt in body {
            let (target, value) = match stmt {
                Stmt::Assign(a) => match a.targets.as_slice() {
                    [Expr::Name(t)] => (t, Some(&*a.value)),
                    _ => continue,
                },
                Stmt::AnnAssign(a) => match &*a.target {
                    Expr::Name(t) => (t, a.value.as_deref()),
                    _ => continue,
                },
                Stmt::ClassDef(nested) => {
                    self.visit_class(&format!("{prefix}.{}", nested.name), &nested.body);
                    continue;
                }
                Stmt::FunctionDef(def) if def.name.as_str() == "__init__" => {
                    constructible = false;
                    continue;
                }
                _ => continue,
            };
            let name = target.id.to_string();
            if let Some(value) = value {
                self.bind(&format!("{prefix}.{name}"), value);
            }
            attributes.push(name);
        }
        if constructible {
            self.classes.insert(prefix.to_string(), attributes);
        }
    }

    /// For `name = SomeClass(args)` of a class of this module: the instance's
    /// attributes, from the arguments (positional in declaration order, or by
    /// keyword) or else the class's values. True if `value` is such a call.
    fn bind_instance(&mut self, name: &str, value: &'a Expr) -> bool {
        let Expr::Call(call) = value else {
            return false;
        };
        let Some(class) = dotted_name(&call.func) else {
            return false;
        };
        let Some(attributes) = self.classes.get(&class).cloned() else {
            return false;
        };
        for (n, attribute) in attributes.iter().enumerate() {
            let given = call
                .arguments
                .keywords
                .iter()
                .find(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == attribute))
                .map(|k| &k.value)
                .or_else(|| call.arguments.args.get(n));
            let key = format!("{name}.{attribute}");
            let literal = match given {
                Some(e) => consteval::eval(e, self),
                None => self.constants.get(&format!("{class}.{attribute}")).copied(),
            };
            match literal {
                Some(l) => {
                    self.constants.insert(key, l);
                }
                None => {
                    self.constants.remove(&key);
                }
            }
        }
        true
    }

    pub(super) fn bind(&mut self, name: &str, value: &'a Expr) {
        if self.bind_instance(name, value) {
            return;
        }
        match consteval::eval(value, self) {
            Some(literal) => {
                self.aliases.remove(name);
                self.constants.insert(name.to_string(), literal);
            }
            None => {
                self.constants.remove(name);
                self.aliases.insert(name.to_string(), value);
                // Computed from a name without a value: no value either.
                let source = super::rebinding::referenced_names(value)
                    .into_iter()
                    .find_map(|n| Some((self.rebinding(&n)?.clone(), n)));
                if let Some((why, from)) = source {
                    self.unbind(name, format!("it is computed from `{from}`, and {why}"));
                }
            }
        }
        // A later binding shadows an imported type of the same name.
        self.imported_types.remove(name);
    }

    /// True if `decorator` is `gtscript.function` (or `function` imported from gtscript).
    fn is_function_decorator(&self, decorator: &Expr) -> bool {
        let decorator = match decorator {
            Expr::Call(call) => &*call.func,
            other => other,
        };
        matches!(
            self.gtscript_name(decorator).as_deref(),
            Some("function" | "lazy_function")
        )
    }

    /// The GTScript name an expression refers to: `PARALLEL` for `PARALLEL` imported
    /// from gtscript or for `gtscript.PARALLEL`.
    pub fn gtscript_name(&self, expr: &Expr) -> Option<String> {
        match expr {
            Expr::Name(n) => {
                let name = n.id.as_str();
                self.gtscript_names.get(name).cloned().or_else(|| {
                    (self.gtscript_star && GTSCRIPT_EXPORTS.contains(&name))
                        .then(|| name.to_string())
                })
            }
            Expr::Attribute(a) => {
                let base = dotted_name(&a.value)?;
                (self.gtscript_modules.contains(&base) || GTSCRIPT_MODULES.contains(&base.as_str()))
                    .then(|| a.attr.to_string())
            }
            _ => None,
        }
    }

    /// True if `expr` is `np.X` / `numpy.X`; returns `X`.
    pub fn numpy_attr<'e>(&self, expr: &'e Expr) -> Option<&'e str> {
        match expr {
            Expr::Attribute(a) => match &*a.value {
                Expr::Name(base) if self.numpy_modules.contains(base.id.as_str()) => {
                    Some(a.attr.as_str())
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// The helper `@gtscript.function` a call target names, if any, and the
    /// index of its module's scope when it comes from another module.
    pub fn function(&self, func: &Expr) -> Option<(&'a StmtFunctionDef, Option<usize>)> {
        if let Expr::Name(n) = func {
            if let Some(def) = self.functions.get(n.id.as_str()) {
                return Some((*def, None));
            }
        }
        let name = dotted_name(func)?;
        self.foreign_functions
            .get(&name)
            .map(|&(def, index)| (def, Some(index)))
    }

    /// True if the stencil body of `def` contains a `with computation(...)` block.
    pub fn has_computation(&self, def: &StmtFunctionDef) -> bool {
        def.body.iter().any(|s| match s {
            Stmt::With(with) => with.items.iter().any(|item| {
                matches!(&item.context_expr, Expr::Call(call)
                    if self.gtscript_name(&call.func).as_deref() == Some("computation")
                    || matches!(&*call.func, Expr::Name(n) if n.id.as_str() == "computation"))
            }),
            _ => false,
        })
    }
}

impl ConstScope for ModuleScope<'_> {
    fn constant(&self, name: &str) -> Option<Literal> {
        // A host's live values win: a Python closure or a reassigned global
        // shadows what the module text says.
        if let Some(&value) = self.host_constants.get(name) {
            return Some(value);
        }
        if self.dynamic_rebinding(name).is_some() {
            return None;
        }
        self.constants.get(name).copied()
    }

    /// A list or tuple display the module binds `name` to.
    fn length(&self, name: &str) -> Option<usize> {
        consteval::sequence_length(self.aliases.get(name)?)
    }

    /// A scalar type this module names, called as a conversion
    /// (`MAPL_GRAV = Float(9.80665)` with NDSL's `Float`).
    fn conversion(&self, func: &Expr) -> Option<&'static str> {
        match AnnotationResolver::new(self).resolve(func).ok()? {
            Annotation::Scalar(dtype) if dtype.is_float() => Some("float"),
            Annotation::Scalar(DType::Bool) => Some("bool"),
            Annotation::Scalar(_) => Some("int"),
            Annotation::Field(_) => None,
        }
    }
}

/// True if `stmt` is a string expression (a docstring).
pub fn is_docstring(stmt: &Stmt) -> bool {
    matches!(stmt, Stmt::Expr(e) if matches!(&*e.value, Expr::StringLiteral(_)))
}

/// The modules a stencil imports its externals from.
const EXTERNALS_MODULES: [&str; 2] = ["__externals__", "gt4py.cartesian.__externals__"];

/// The modules a stencil may import GTScript names from inside its body.
const BODY_GTSCRIPT_MODULES: [&str; 2] = ["__gtscript__", "gt4py.cartesian.__gtscript__"];

/// The names a `from __externals__ import ...` statement (or its long form
/// `from gt4py.cartesian.__externals__ import ...`) binds (local → external name).
pub fn externals_import(stmt: &Stmt) -> Option<Vec<(String, String, &ast::Alias)>> {
    match stmt {
        Stmt::ImportFrom(import)
            if import
                .module
                .as_ref()
                .is_some_and(|m| EXTERNALS_MODULES.contains(&m.as_str()))
                && import.level == 0 =>
        {
            Some(
                import
                    .names
                    .iter()
                    .map(|a| {
                        let local = a.asname.as_ref().unwrap_or(&a.name).to_string();
                        (local, a.name.to_string(), a)
                    })
                    .collect(),
            )
        }
        _ => None,
    }
}

/// True for `from __gtscript__ import ...` (also `gt4py.cartesian.__gtscript__`),
/// a legacy spelling GT4Py still accepts, without renaming.
pub fn is_gtscript_import(stmt: &Stmt) -> bool {
    matches!(stmt, Stmt::ImportFrom(import)
        if import.level == 0
            && import.module.as_ref().is_some_and(|m| BODY_GTSCRIPT_MODULES.contains(&m.as_str()))
            && import.names.iter().all(|a| a.asname.is_none()))
}
