//! The reference interpreter on the conformance corpus: every valid case must
//! reproduce GT4Py's arrays (whole arrays, halos included), every error case be
//! rejected with its category.

use isobar::conformance::{run_all, Backend, RunConfig};
use std::path::Path;

#[test]
fn debug_backend_matches_gt4py_on_the_corpus() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpora/conformance");
    let summary = run_all(&dir, None, &RunConfig::new(Backend::Debug)).expect("corpus");
    for (name, lines) in &summary.failures {
        eprintln!("FAIL {name}: {}", lines.join("; "));
    }
    let summary = summary.line();
    println!("{summary}");
    assert_eq!(summary, "93 passed, 0 failed");
}
