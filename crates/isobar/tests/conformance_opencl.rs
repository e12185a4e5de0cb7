//! The OpenCL back-end on every corpus (GT4Py's conformance corpus, the
//! regressions beside it, and this repository's feature and regression
//! corpora), in both storage orders. It needs an OpenCL device: CI installs
//! PoCL (Debian `pocl-opencl-icd`); `isobar backends` tells whether one is here.

use isobar::conformance::{run_all, Backend, RunConfig, Storage};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn run(dir: &Path, storage: Storage) -> String {
    let config = RunConfig {
        storage,
        ..RunConfig::new(Backend::OpenCl)
    };
    let summary = run_all(dir, None, &config).expect("corpus");
    for (name, lines) in &summary.failures {
        eprintln!("FAIL {name}: {}", lines.join("; "));
    }
    summary.line()
}

#[test]
fn opencl_backend_matches_gt4py_on_every_corpus() {
    let target = Backend::OpenCl.target().expect("a target");
    if let Err(e) = target.availability() {
        panic!("no OpenCL device to test on: {e}");
    }
    for (dir, expected) in [
        (
            root().join("../../../shared/conformance"),
            "93 passed, 0 failed",
        ),
        (
            root().join("../../../shared/regressions"),
            "12 passed, 0 failed",
        ),
        (root().join("tests/features"), "26 passed, 0 failed"),
        (root().join("tests/regressions"), "11 passed, 0 failed"),
    ] {
        for storage in [Storage::Recorded, Storage::Preferred] {
            assert_eq!(
                run(&dir, storage),
                expected,
                "{} ({storage:?})",
                dir.display()
            );
        }
    }
}
