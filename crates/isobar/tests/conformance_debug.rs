//! The reference interpreter on the conformance corpus: every valid case must
//! reproduce GT4Py's arrays (whole arrays, halos included), every error case be
//! rejected with its category.

use isobar::conformance::{case_dirs, run_case, Backend, Outcome};
use std::path::Path;

#[test]
fn debug_backend_matches_gt4py_on_the_corpus() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/conformance");
    let cases = case_dirs(&dir, None).expect("corpus");
    let (mut passed, mut failed) = (0, Vec::new());
    for case in &cases {
        match run_case(case, Backend::Debug) {
            Outcome::Passed => passed += 1,
            Outcome::Failed(lines) => {
                failed.push(format!("{}: {}", case.display(), lines.join("; ")))
            }
        }
    }
    for f in &failed {
        eprintln!("FAIL {f}");
    }
    let summary = format!("{passed} passed, {} failed", failed.len());
    println!("{summary}");
    assert_eq!(summary, "93 passed, 0 failed");
}
