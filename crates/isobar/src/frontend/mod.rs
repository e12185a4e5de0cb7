//! The frontend: GTScript source text → stencil IR.
//!
//! 1. [`parse`]: ruff's Python parser, plus nesting limits;
//! 2. [`module`]: the module's top level (imports, constants, helpers, stencils);
//! 3. lowering of the chosen stencil's body → [`crate::ir::Stencil`], resolving
//!    names, folding externals and `__INLINED`, inlining `@gtscript.function`s
//!    and typing every expression: `lower` (state, names, signature),
//!    `computation` (computations and intervals), `stmt` (statements), `expr`
//!    (expressions), `inline` (functions), `region` (horizontal regions).
//!
//! Errors of this stage (syntax, unsupported constructs, unknown names, bad
//! offsets, failed `compile_assert`) are [`Diagnostic`]s; the parallel-model
//! rules are checked later, on the IR, by [`crate::check`].

mod absolute;
mod access;
mod annotations;
mod call;
mod computation;
pub mod consteval;
mod expr;
mod identifiers;
mod inline;
mod lower;
pub mod module;
pub mod modules;
pub mod parse;
mod rebinding;
mod region;
mod stmt;
mod vector;

use crate::diagnostics::{Category, Diagnostic, Diagnostics};
use crate::ir::{self, Literal};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// Options of the frontend.
#[derive(Clone, Debug, Default)]
pub struct FrontendOptions {
    /// Values of the externals (`from __externals__ import NAME`).
    pub externals: BTreeMap<String, Literal>,
    /// Externals whose values are axis positions (`I[0] + 1`, `K[-1]`), for
    /// region and interval bounds, as FV3's `i_start`, `j_end`, ...
    pub axis_externals: BTreeMap<String, AxisIndex>,
    /// The stencil to compile, when a file defines several.
    pub stencil: Option<String>,
    /// Name of the source file without directory and extension; a function with
    /// this name is the stencil when `stencil` is not given.
    pub file_stem: Option<String>,
    /// Compile-time constants supplied by a host (a Python caller), by dotted name
    /// (`constants.GRAV`): the values the host sees (closures, globals as they
    /// are now), which take precedence over module-level constants of the file.
    pub host_constants: BTreeMap<String, Literal>,
    /// The stencil file's path: its package root joins the search path, and
    /// relative imports start from its package.
    pub file_path: Option<PathBuf>,
    /// Directories where imported modules are looked for, before the file's
    /// package root ([`modules`]).
    pub python_path: Vec<PathBuf>,
    /// Values of module-level names of imported modules, by module
    /// (`ndsl.constants` → `GRAV` → 9.80665): for constants whose module
    /// computes them in ways isobar does not evaluate (environment
    /// variables, enums); they win over the module's text.
    pub module_constants: BTreeMap<String, BTreeMap<String, Literal>>,
    /// Externals whose values are `@gtscript.function` helpers, as GT4Py
    /// allows (`externals={"fill_corners_func": corners.fill_corners_2cells_x}`):
    /// external name → the helper's dotted name (`ndsl.stencils.corners.
    /// fill_corners_2cells_x`) in the file or a module it imports.
    pub function_externals: BTreeMap<String, String>,
    /// Top-level packages never looked for on the search path (GT4Py and
    /// NumPy, which isobar understands itself; a Python host adds the
    /// standard library).
    pub skip_modules: std::collections::BTreeSet<String>,
    /// Names of field types for annotations, as GT4Py's `dtypes` option
    /// gives them (`dtypes={"MyField": Field[IJ, np.float64]}` makes
    /// `tmp: MyField = 0` a 2-D temporary).
    pub dtypes: BTreeMap<String, ir::FieldType>,
}

/// Parses `source` and lowers the selected stencil to the stencil IR.
pub fn lower_source(source: &str, options: &FrontendOptions) -> Result<ir::Stencil, Diagnostics> {
    Program::load(source, options)?.lower(options)
}

/// A stencil file with the modules it imports, parsed once; its stencils are
/// lowered from it one by one.
pub struct Program {
    set: modules::ModuleSet,
    module_constants: BTreeMap<String, BTreeMap<String, Literal>>,
}

impl Program {
    /// Parses `source` (the file `options.file_path`, if given) and loads the
    /// modules it imports from the search path.
    pub fn load(source: &str, options: &FrontendOptions) -> Result<Program, Diagnostics> {
        let path = options.file_path.as_deref();
        let mut search = modules::SearchPath::for_file(path, &options.python_path);
        search.skip.extend(options.skip_modules.iter().cloned());
        let name = path.map_or_else(|| "stencil.py".to_string(), |p| p.display().to_string());
        let helpers: Vec<&str> = options
            .function_externals
            .values()
            .map(String::as_str)
            .collect();
        let set =
            modules::load_with(path, &name, source, &search, &helpers).map_err(Diagnostics)?;
        Ok(Program {
            set,
            module_constants: options.module_constants.clone(),
        })
    }

    /// The text of the stencil's file and of every module loaded with it.
    pub fn sources(&self) -> &crate::sources::SourceMap {
        &self.set.sources
    }

    /// The names of the imported modules loaded with the file.
    pub fn module_names(&self) -> Vec<String> {
        let last = self.set.modules.len() - 1;
        self.set.modules[..last]
            .iter()
            .map(|m| m.name.clone())
            .collect()
    }

    /// Imported modules found on the search path but not loaded, and why.
    pub fn skipped_modules(&self) -> &[(String, String)] {
        &self.set.skipped
    }

    /// The stencil definitions of the file (functions with a `computation`).
    pub fn stencil_names(&self) -> Vec<String> {
        let scopes = self.scopes(&BTreeMap::new());
        stencil_definitions(&scopes[scopes.len() - 1])
    }

    /// The `@gtscript.function` helpers the file defines, sorted.
    pub fn function_names(&self) -> Vec<String> {
        let scopes = self.scopes(&BTreeMap::new());
        let mut names: Vec<String> = scopes[scopes.len() - 1].functions.keys().cloned().collect();
        names.sort();
        names
    }

    /// Lowers the stencil `options` select to the stencil IR.
    pub fn lower(&self, options: &FrontendOptions) -> Result<ir::Stencil, Diagnostics> {
        let scopes = self.scopes(&options.host_constants);
        let main = scopes.len() - 1;
        let def = select_stencil(&scopes[main], options)?;
        lower::lower_stencil(def, &scopes, main, options).map_err(Diagnostics)
    }

    /// The scopes of the loaded modules, dependencies first; the host's
    /// constants apply to the stencil's file (the last).
    fn scopes(&self, host_constants: &BTreeMap<String, Literal>) -> Vec<module::ModuleScope<'_>> {
        let mut scopes: Vec<module::ModuleScope<'_>> = Vec::new();
        let last = self.set.modules.len() - 1;
        for (i, m) in self.set.modules.iter().enumerate() {
            let host = if i == last {
                host_constants.clone()
            } else {
                BTreeMap::new()
            };
            let mut host = host;
            if let Some(given) = self.module_constants.get(&m.name) {
                for (name, value) in given {
                    host.entry(name.clone()).or_insert(*value);
                }
            }
            let scope = {
                let linked = module::Linked {
                    scopes: &scopes,
                    by_name: &self.set.by_name,
                };
                module::ModuleScope::collect_linked(&m.module, &m.name, m.is_package, host, &linked)
            };
            scopes.push(scope);
        }
        scopes
    }
}

/// A position on an axis given as an external value, like GT4Py's `AxisIndex`:
/// `I[0] + 1` is `{axis: 'I', index: 0, offset: 1}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AxisIndex {
    /// `I`, `J` or `K`.
    pub axis: char,
    /// `0` (the first point) or `-1` (the last point).
    pub index: i64,
    /// Points added to the position.
    pub offset: i64,
}

impl AxisIndex {
    /// Parses `I[0]`, `I[-1] + 2`, `J[0]-1`, `K[-1]` (spaces allowed).
    pub fn parse(text: &str) -> Option<AxisIndex> {
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let mut chars = compact.chars();
        let axis = chars.next().filter(|c| matches!(c, 'I' | 'J' | 'K'))?;
        let rest = chars.as_str().strip_prefix('[')?;
        let (index, rest) = rest.split_once(']')?;
        let index: i64 = index.parse().ok().filter(|i| *i == 0 || *i == -1)?;
        let offset = match rest.chars().next() {
            None => 0,
            Some('+') => rest[1..].parse().ok()?,
            Some('-') => rest[1..].parse::<i64>().ok()?.checked_neg()?,
            Some(_) => return None,
        };
        Some(AxisIndex {
            axis,
            index,
            offset,
        })
    }

    /// The bound this position denotes (`I[-1]` is one before the end).
    pub fn bound(self) -> Option<ir::LevelBound> {
        Some(if self.index == 0 {
            ir::LevelBound::start(self.offset)
        } else {
            ir::LevelBound::end(self.offset.checked_sub(1)?)
        })
    }
}

/// The names of the stencil definitions in `source` (functions with a
/// `computation` block, helpers excluded).
pub fn stencil_names(source: &str) -> Result<Vec<String>, Diagnostics> {
    let module = parse::parse_module(source).map_err(Diagnostics)?;
    let scope = module::ModuleScope::collect(&module, BTreeMap::new());
    Ok(stencil_definitions(&scope))
}

/// The names of the functions of `scope` with a `computation` block.
fn stencil_definitions(scope: &module::ModuleScope<'_>) -> Vec<String> {
    scope
        .definitions
        .iter()
        .filter(|d| scope.has_computation(d))
        .map(|d| d.name.to_string())
        .collect()
}

fn select_stencil<'a>(
    scope: &module::ModuleScope<'a>,
    options: &FrontendOptions,
) -> Result<&'a ruff_python_ast::StmtFunctionDef, Diagnostics> {
    let by_name = |name: &str| {
        scope
            .definitions
            .iter()
            .copied()
            .find(|d| d.name.as_str() == name)
    };
    if let Some(name) = &options.stencil {
        return by_name(name).ok_or_else(|| {
            Diagnostic::without_span(
                Category::InvalidStencil,
                format!("no stencil function named `{name}` in this file"),
            )
            .into()
        });
    }
    if let Some(def) = options.file_stem.as_deref().and_then(by_name) {
        return Ok(def);
    }
    let candidates: Vec<_> = scope
        .definitions
        .iter()
        .copied()
        .filter(|d| scope.has_computation(d))
        .collect();
    match candidates.as_slice() {
        [one] => Ok(one),
        [] => Err(Diagnostic::without_span(
            Category::InvalidStencil,
            "no stencil found: no function in this file has a `with computation(...)` block",
        )
        .into()),
        many => Err(Diagnostic::without_span(
            Category::InvalidStencil,
            format!(
                "this file defines several stencils ({}); choose one with --stencil NAME",
                many.iter()
                    .map(|d| d.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )
        .into()),
    }
}

#[cfg(test)]
mod tests;
