//! What a command compiles: the stencil chosen in a file, and the externals
//! and module constants given on the command line or in files.

use anyhow::{bail, Context, Result};
use isobar::frontend::AxisIndex;
use isobar::ir::Literal;
use isobar::FrontendOptions;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct Select {
    /// Value of an external: NAME=VALUE with VALUE a number, true/false, or an
    /// axis position such as `I[0]`, `J[-1]+1` for region bounds (repeatable).
    #[arg(long = "external", value_name = "NAME=VALUE", value_parser = parse_external)]
    externals: Vec<(String, ExternalValue)>,
    /// A JSON or TOML file (by its extension; JSON otherwise) with a table of
    /// externals: numbers, booleans, or axis positions as strings ("I[0] + 1").
    /// `--external` wins over the file.
    #[arg(long = "externals", value_name = "FILE")]
    externals_file: Option<PathBuf>,
    /// A directory where imported modules are looked for (repeatable); then
    /// the file's package root, then `PYTHONPATH`.
    #[arg(long = "python-path", value_name = "DIR")]
    python_path: Vec<PathBuf>,
    /// A JSON or TOML file of module-level constants of imported modules, a
    /// table per module (`["ndsl.constants"]` then `GRAV = 9.80665`), for
    /// modules that compute them in ways isobar does not evaluate
    /// (`tools/module-constants.py` writes one from the real modules).
    #[arg(long = "constants", value_name = "FILE")]
    constants_file: Option<PathBuf>,
    /// The stencil function to use (default: the function named like the file, or
    /// the only function with a computation).
    #[arg(long)]
    pub stencil: Option<String>,
}

/// The value of an external given on the command line.
#[derive(Clone, Debug)]
enum ExternalValue {
    /// A number or a boolean.
    Value(Literal),
    /// An axis position (`I[0] + 1`).
    Axis(AxisIndex),
    /// A `@gtscript.function` helper, by dotted name.
    Function(String),
}

/// True for `name` and `module.sub.name` (identifiers joined by dots).
fn is_dotted_name(text: &str) -> bool {
    text.split('.').all(|part| {
        let mut chars = part.chars();
        chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
            && chars.all(|c| c.is_alphanumeric() || c == '_')
    })
}

/// Parses `NAME=VALUE`; VALUE is `true`/`false`/`True`/`False`, an integer, a float
/// or an axis position (`I[0]`, `I[-1] - 1`, `K[0] + 2`).
fn parse_external(text: &str) -> Result<(String, ExternalValue), String> {
    let (name, value) = text
        .split_once('=')
        .ok_or_else(|| format!("expected NAME=VALUE, got `{text}`"))?;
    let name = name.trim();
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return Err(format!("`{name}` is not a valid external name"));
    }
    let value = value.trim();
    if let Some(axis) = AxisIndex::parse(value) {
        return Ok((name.to_string(), ExternalValue::Axis(axis)));
    }
    let literal = match value {
        "true" | "True" => Literal::Bool(true),
        "false" | "False" => Literal::Bool(false),
        v => match v.parse::<i64>() {
            Ok(i) => Literal::Int(i),
            Err(_) => match v.parse::<f64>() {
                Ok(f) if f.is_finite() => Literal::Float(f),
                _ if is_dotted_name(v) => {
                    return Ok((name.to_string(), ExternalValue::Function(v.to_string())))
                }
                _ => {
                    return Err(format!(
                        "the value of `{name}` must be a number, true/false, an axis position like I[0]+1 or a helper's dotted name, got `{v}`"
                    ))
                }
            },
        },
    };
    Ok((name.to_string(), ExternalValue::Value(literal)))
}

impl Select {
    /// How to build the programs of `file` (its text `source`) with these
    /// options, in the user's cache.
    pub fn build<'a>(
        &self,
        file: &'a Path,
        source: &'a str,
        backend: isobar::stencil::Backend,
        disabled: &'a [String],
    ) -> Result<crate::program::Build<'a>> {
        Ok(crate::program::Build {
            file,
            source,
            options: self.options(file)?,
            code: isobar::stencil::CodeOptions {
                disabled_passes: disabled.to_vec(),
                ..isobar::stencil::CodeOptions::for_backend(backend)
            },
        })
    }

    /// The front end's options for `file`: externals and module constants.
    pub fn options(&self, file: &Path) -> Result<FrontendOptions> {
        let mut externals = BTreeMap::new();
        let mut axis_externals = BTreeMap::new();
        let mut function_externals = BTreeMap::new();
        let from_file = match &self.externals_file {
            Some(path) => read_externals(path)?,
            None => Vec::new(),
        };
        for (name, value) in from_file.iter().chain(&self.externals) {
            match value {
                ExternalValue::Value(v) => {
                    externals.insert(name.clone(), *v);
                }
                ExternalValue::Axis(a) => {
                    axis_externals.insert(name.clone(), *a);
                }
                ExternalValue::Function(f) => {
                    function_externals.insert(name.clone(), f.clone());
                }
            }
        }
        Ok(FrontendOptions {
            externals,
            axis_externals,
            stencil: self.stencil.clone(),
            file_stem: file.file_stem().map(|s| s.to_string_lossy().into_owned()),
            host_constants: BTreeMap::new(),
            file_path: Some(file.to_path_buf()),
            python_path: self.search_path(),
            function_externals,
            skip_modules: Default::default(),
            dtypes: BTreeMap::new(),
            module_constants: match &self.constants_file {
                Some(path) => read_module_constants(path)?,
                None => BTreeMap::new(),
            },
        })
    }

    /// `--python-path` directories, then those of `PYTHONPATH`.
    fn search_path(&self) -> Vec<PathBuf> {
        let mut dirs = self.python_path.clone();
        if let Some(path) = std::env::var_os("PYTHONPATH") {
            dirs.extend(std::env::split_paths(&path).filter(|p| !p.as_os_str().is_empty()));
        }
        dirs
    }
}

/// A JSON or TOML file as a JSON object.
fn read_table(path: &Path, what: &str) -> Result<serde_json::Map<String, serde_json::Value>> {
    let bytes = isobar::sources::read_bounded(path)
        .with_context(|| format!("cannot read the {what} file {}", path.display()))?;
    let text = String::from_utf8(bytes)
        .map_err(|_| anyhow::anyhow!("{}: not UTF-8 text", path.display()))?;
    if path.extension().is_some_and(|e| e == "toml") {
        let table: toml::Table = toml::from_str(&text)
            .with_context(|| format!("{}: not a TOML table", path.display()))?;
        // JSON has no NaN or infinity: say so instead of calling them null.
        if let Some((name, f)) = non_finite(&table) {
            bail!(
                "{}: `{name}` is {f}: isobar takes finite numbers only",
                path.display()
            );
        }
        serde_json::to_value(table)?
            .as_object()
            .cloned()
            .ok_or_else(|| anyhow::anyhow!("{}: not a TOML table", path.display()))
    } else {
        serde_json::from_str(&text)
            .with_context(|| format!("{}: not a JSON object", path.display()))
    }
}

/// The first float of `table` (or of a table in it) that is NaN or
/// infinite, with its dotted name.
fn non_finite(table: &toml::Table) -> Option<(String, f64)> {
    table.iter().find_map(|(name, value)| match value {
        toml::Value::Float(f) if !f.is_finite() => Some((name.clone(), *f)),
        toml::Value::Table(inner) => non_finite(inner).map(|(n, f)| (format!("{name}.{n}"), f)),
        _ => None,
    })
}

/// Reads module constants: a table per module of numbers and booleans.
fn read_module_constants(path: &Path) -> Result<BTreeMap<String, BTreeMap<String, Literal>>> {
    let mut out = BTreeMap::new();
    for (module, table) in read_table(path, "constants")? {
        let Some(table) = table.as_object() else {
            bail!(
                "{}: `{module}` must be a table of constants",
                path.display()
            );
        };
        let mut values = BTreeMap::new();
        for (name, value) in table {
            let literal = match value {
                serde_json::Value::Bool(b) => Literal::Bool(*b),
                serde_json::Value::Number(n) => match (n.as_i64(), n.as_f64()) {
                    (Some(i), _) => Literal::Int(i),
                    (None, Some(f)) => Literal::Float(f),
                    _ => bail!(
                        "{}: `{module}.{name}` does not fit in 64 bits",
                        path.display()
                    ),
                },
                other => bail!(
                    "{}: `{module}.{name}` must be a number or a boolean, not {other}",
                    path.display()
                ),
            };
            values.insert(name.clone(), literal);
        }
        out.insert(module, values);
    }
    Ok(out)
}

/// Reads a table of externals from a JSON or TOML file.
fn read_externals(path: &Path) -> Result<Vec<(String, ExternalValue)>> {
    let table = read_table(path, "externals")?;
    let mut out = Vec::new();
    for (name, value) in table {
        let text = match &value {
            serde_json::Value::Bool(b) => b.to_string(),
            serde_json::Value::Number(n) => n.to_string(),
            serde_json::Value::String(s) => s.clone(),
            other => bail!(
                "{}: the external `{name}` must be a number, a boolean or an axis position such as \"I[0] + 1\", not {other}",
                path.display()
            ),
        };
        let (name, value) = parse_external(&format!("{name}={text}"))
            .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
        out.push((name, value));
    }
    Ok(out)
}
