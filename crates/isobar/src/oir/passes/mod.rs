//! Optimisation passes on the OIR. [`PIPELINE`] is the list, in order; it has no
//! logic of its own. Each pass keeps the semantics of the parallel model, keeps
//! the OIR valid (tests re-validate after every pass), and can be switched off by
//! name for debugging.

pub mod demote;
pub mod fusion;
pub mod select;

use super::Stencil;

/// A pass: its name, what it does, and the function.
pub struct Pass {
    /// Name used to switch it off.
    pub name: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// The transformation; returns a line saying what changed, if anything.
    pub run: fn(&mut Stencil) -> Option<String>,
}

/// The optimisation pipeline.
pub const PIPELINE: &[Pass] = &[
    Pass {
        name: "select",
        summary: "masked single assignments become branch-free selects",
        run: select::run,
    },
    Pass {
        name: "fusion",
        summary: "consecutive horizontal executions with the same extent and no offset reads between them become one",
        run: fusion::run,
    },
    Pass {
        name: "demote",
        summary: "temporaries used at the current point within one execution become scalars",
        run: demote::run,
    },
];

/// Runs the pipeline except the passes named in `disabled`; returns what each
/// pass did (the `--explain` report).
pub fn optimize(stencil: &mut Stencil, disabled: &[String]) -> Vec<String> {
    let mut report = Vec::new();
    for pass in PIPELINE {
        if disabled.iter().any(|d| d == pass.name) {
            report.push(format!("{}: off", pass.name));
            continue;
        }
        let what = (pass.run)(stencil).unwrap_or_else(|| "nothing to do".into());
        report.push(format!("{}: {what}", pass.name));
    }
    report
}
