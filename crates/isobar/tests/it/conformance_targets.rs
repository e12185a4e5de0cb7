//! The OpenCL and Fortran back-ends on every corpus (GT4Py's conformance
//! corpus, the regressions beside it, and this repository's feature and
//! regression corpora), in both storage orders. (C and the interpreter have
//! their own tests, with every pass switched off in turn.) OpenCL needs a
//! device: CI installs PoCL (Debian `pocl-opencl-icd`); Fortran needs
//! `gfortran`; `isobar backends` tells what is here.

use isobar::conformance::{run_all, Backend, RunConfig, Storage};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn run(backend: Backend, dir: &Path, storage: Storage) -> String {
    let config = RunConfig {
        storage,
        ..RunConfig::new(backend)
    };
    let summary = run_all(dir, None, &config).expect("corpus");
    for (name, lines) in &summary.failures {
        eprintln!("FAIL {name}: {}", lines.join("; "));
    }
    summary.line()
}

fn matches_gt4py_on_every_corpus(backend: Backend) {
    if let Err(e) = backend.availability() {
        panic!("cannot run the {} back-end here: {e}", backend.name());
    }
    for (dir, expected) in [
        (
            root().join("../../corpora/conformance"),
            "93 passed, 0 failed",
        ),
        (
            root().join("../../corpora/regressions"),
            "12 passed, 0 failed",
        ),
        (root().join("tests/features"), "31 passed, 0 failed"),
        (root().join("tests/regressions"), "19 passed, 0 failed"),
    ] {
        for storage in [Storage::Recorded, Storage::Preferred] {
            assert_eq!(
                run(backend, &dir, storage),
                expected,
                "{} ({storage:?})",
                dir.display()
            );
        }
    }
}

#[test]
fn opencl_backend_matches_gt4py_on_every_corpus() {
    matches_gt4py_on_every_corpus(Backend::OpenCl);
}

#[test]
fn fortran_backend_matches_gt4py_on_every_corpus() {
    matches_gt4py_on_every_corpus(Backend::Fortran);
}
