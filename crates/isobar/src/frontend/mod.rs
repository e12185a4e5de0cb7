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
mod annotations;
mod computation;
pub mod consteval;
mod expr;
mod inline;
mod lower;
pub mod module;
pub mod parse;
mod region;
mod stmt;

use crate::diagnostics::{Category, Diagnostic, Diagnostics};
use crate::ir::{self, Literal};
use std::collections::BTreeMap;

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
}

/// Parses `source` and lowers the selected stencil to the stencil IR.
pub fn lower_source(source: &str, options: &FrontendOptions) -> Result<ir::Stencil, Diagnostics> {
    let module = parse::parse_module(source).map_err(Diagnostics)?;
    let scope = module::ModuleScope::collect(&module, options.host_constants.clone());
    let def = select_stencil(&scope, options)?;
    lower::lower_stencil(def, &scope, options).map_err(Diagnostics)
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
    Ok(scope
        .definitions
        .iter()
        .filter(|d| scope.has_computation(d))
        .map(|d| d.name.to_string())
        .collect())
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
