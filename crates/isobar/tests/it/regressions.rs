//! The regression corpus (`corpora/regressions`, a copy of `../shared/regressions`, recorded with GT4Py 1.2.3),
//! the project's own fuzzer findings (`tests/regressions`, same format) and
//! its feature corpus (`tests/features`, recorded from
//! `tools/features` by `tools/features/record.py`): the interpreter, and the C
//! back-end on both layouts and with each optimisation pass off, must
//! reproduce GT4Py's arrays, and reject what GT4Py rejects with the recorded
//! category.

use isobar::conformance::{run_all, Backend, RunConfig, Storage};
use std::path::{Path, PathBuf};

fn corpora() -> Vec<PathBuf> {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    vec![
        here.join("../../corpora/regressions"),
        here.join("tests/regressions"),
        here.join("tests/features"),
    ]
}

fn configs() -> Vec<RunConfig> {
    let mut out = vec![
        RunConfig::new(Backend::Debug),
        RunConfig::new(Backend::C),
        RunConfig {
            storage: Storage::Preferred,
            ..RunConfig::new(Backend::C)
        },
    ];
    for pass in isobar::oir::passes::PIPELINE {
        out.push(RunConfig {
            disabled: vec![pass.name.to_string()],
            ..RunConfig::new(Backend::C)
        });
    }
    out
}

#[test]
fn regression_corpora_match_gt4py_everywhere() {
    let mut failed = Vec::new();
    for dir in corpora() {
        for config in configs() {
            let summary = run_all(&dir, None, &config).expect("corpus");
            println!("{} {config:?}: {}", dir.display(), summary.line());
            for (name, lines) in summary.failures {
                failed.push(format!("{name} ({config:?}): {}", lines.join("; ")));
            }
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}
