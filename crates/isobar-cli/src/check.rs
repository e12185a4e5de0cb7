//! `isobar check`: every stencil of every file, each distinct problem once.
//!
//! Model files define many stencils that share helpers; an error inside a
//! helper would otherwise be printed once per stencil that inlines it. Here
//! diagnostics are collected for all the stencils of a file first, identical
//! ones (same category, message and place) are merged, and each is printed
//! once with the stencils it concerns.

use crate::{read_source, Format, Select};
use anyhow::Result;
use isobar::diagnostics::{Diagnostic, Diagnostics, Severity};
use isobar::frontend::Program;
use isobar::sources::SourceMap;
use std::path::PathBuf;

/// A file to check, and the stencil to check in it (`file.py::name`), if one.
pub struct Target {
    /// The source file.
    pub file: PathBuf,
    /// The one stencil to check; `None` checks every stencil of the file.
    pub stencil: Option<String>,
}

impl Target {
    /// Splits `file.py::name`; a text without a `::name` suffix is a file.
    pub fn parse(text: &str) -> Target {
        if let Some((file, name)) = text.rsplit_once("::") {
            let identifier = name
                .chars()
                .next()
                .is_some_and(|c| c.is_alphabetic() || c == '_')
                && name.chars().all(|c| c.is_alphanumeric() || c == '_');
            if identifier && !file.is_empty() {
                return Target {
                    file: PathBuf::from(file),
                    stencil: Some(name.to_string()),
                };
            }
        }
        Target {
            file: PathBuf::from(text),
            stencil: None,
        }
    }
}

/// One distinct diagnostic and the stencils it was reported for.
struct Merged {
    diagnostic: Diagnostic,
    stencils: Vec<String>,
}

/// Checks every target; `Ok(false)` if some stencil is invalid.
pub fn check(targets: &[Target], select: &Select, format: Format) -> Result<bool> {
    let mut all_ok = true;
    for target in targets {
        all_ok &= check_file(target, select, format)?;
    }
    Ok(all_ok)
}

fn check_file(target: &Target, select: &Select, format: Format) -> Result<bool> {
    let file = &target.file;
    let source = read_source(file)?;
    let options = select.options(file)?;
    let program = match Program::load(&source, &options) {
        Ok(program) => program,
        Err(diagnostics) => {
            let sources = SourceMap::single(&file.display().to_string(), &source);
            report(&merge(vec![(String::new(), diagnostics)]), &sources, format);
            return Ok(false);
        }
    };
    let names = match target.stencil.clone().or_else(|| select.stencil.clone()) {
        Some(name) => vec![Some(name)],
        None => match program.stencil_names() {
            // A module of helpers only: nothing to check on its own (its
            // helpers are checked where stencils call them).
            names if names.is_empty() && !program.function_names().is_empty() => {
                if format == Format::Human {
                    println!(
                        "{}: no stencils ({} GTScript function(s), checked where they are called)",
                        file.display(),
                        program.function_names().len()
                    );
                }
                return Ok(true);
            }
            // No stencil at all: let the front end say so.
            names if names.is_empty() => vec![None],
            names => names.into_iter().map(Some).collect(),
        },
    };
    let mut valid = Vec::new();
    let mut found = Vec::new();
    let mut invalid = 0usize;
    for name in &names {
        let mut options = options.clone();
        options.stencil = name.clone();
        let checked = program.lower(&options).and_then(|stencil| {
            let problems = isobar::check::check(&stencil);
            if problems.is_empty() {
                Ok(stencil)
            } else {
                Err(Diagnostics(problems))
            }
        });
        match checked {
            Ok(stencil) => {
                let warnings = isobar::check::warnings(&stencil);
                found.push((stencil.name.clone(), Diagnostics(warnings)));
                valid.push(stencil.name);
            }
            Err(diagnostics) => {
                invalid += 1;
                found.push((name.clone().unwrap_or_default(), diagnostics));
            }
        }
    }
    let merged = merge(found);
    report(&merged, program.sources(), format);
    if format == Format::Human {
        for (module, why) in program.skipped_modules() {
            eprintln!("note: module `{module}` was not loaded: {why}");
        }
        for name in &valid {
            println!("{}: stencil `{name}` is valid", file.display());
        }
        if names.len() > 1 {
            let errors = merged
                .iter()
                .filter(|m| m.diagnostic.severity == Severity::Error)
                .count();
            println!(
                "{}: {} stencils, {} valid, {invalid} invalid; {errors} distinct error(s)",
                file.display(),
                names.len(),
                valid.len(),
            );
        }
    }
    Ok(invalid == 0)
}

/// Merges identical diagnostics of several stencils, in order of first report.
fn merge(found: Vec<(String, Diagnostics)>) -> Vec<Merged> {
    let mut merged: Vec<Merged> = Vec::new();
    for (stencil, diagnostics) in found {
        for d in diagnostics.0 {
            match merged.iter_mut().find(|m| m.diagnostic == d) {
                Some(m) => {
                    if !m.stencils.contains(&stencil) {
                        m.stencils.push(stencil.clone());
                    }
                }
                None => merged.push(Merged {
                    diagnostic: d,
                    stencils: vec![stencil.clone()],
                }),
            }
        }
    }
    merged
}

fn report(merged: &[Merged], sources: &SourceMap, format: Format) {
    for m in merged {
        let stencils: Vec<&str> = m
            .stencils
            .iter()
            .map(String::as_str)
            .filter(|s| !s.is_empty())
            .collect();
        match format {
            Format::Human => {
                let mut d = m.diagnostic.clone();
                if stencils.len() > 1 {
                    d.notes.push(format!(
                        "reported for {} stencils: {}",
                        stencils.len(),
                        stencils.join(", ")
                    ));
                }
                eprintln!("{}", d.render_in(sources));
            }
            Format::Json => {
                let mut line = crate::json_value(&m.diagnostic, sources);
                line["stencils"] = serde_json::json!(stencils);
                println!("{line}");
            }
        }
    }
}
