//! `isobar conformance`: a corpus of cases recorded with GT4Py, run and
//! compared case by case.

use crate::{Format, LayoutArg};
use anyhow::{bail, Result};
use isobar::stencil::Backend;
use std::path::Path;

/// The run's configuration; an unknown pass name is an error.
pub fn config(
    backend: Backend,
    disabled: Vec<String>,
    layout: LayoutArg,
    jobs: usize,
) -> Result<isobar::conformance::RunConfig> {
    use isobar::conformance::{RunConfig, Storage};
    let known: Vec<&str> = isobar::oir::passes::PIPELINE
        .iter()
        .map(|p| p.name)
        .collect();
    if let Some(bad) = disabled.iter().find(|d| !known.contains(&d.as_str())) {
        bail!("unknown pass `{bad}`; the passes are {}", known.join(", "));
    }
    Ok(RunConfig {
        backend,
        disabled,
        storage: match layout {
            LayoutArg::Recorded => Storage::Recorded,
            LayoutArg::Preferred => Storage::Preferred,
        },
        jobs,
    })
}

/// Runs every case of a corpus; prints one line per failure and the totals.
pub fn run(
    dir: &Path,
    filter: Option<&str>,
    config: isobar::conformance::RunConfig,
    format: Format,
) -> Result<bool> {
    use isobar::conformance::{run_all_with, Outcome};
    use std::io::Write;
    let summary = run_all_with(dir, filter, &config, |name, outcome| {
        let failures: &[String] = match outcome {
            Outcome::Passed => &[],
            Outcome::Failed(lines) => lines,
        };
        let mut out = std::io::stdout().lock();
        match format {
            Format::Human => {
                for line in failures {
                    let _ = writeln!(out, "FAIL {name}: {line}");
                }
            }
            Format::Json => {
                let object = serde_json::json!({
                    "case": name,
                    "passed": failures.is_empty(),
                    "failures": failures,
                });
                let _ = writeln!(out, "{object}");
            }
        }
        let _ = out.flush();
    })?;
    println!("{}", summary.line());
    Ok(summary.failures.is_empty())
}
