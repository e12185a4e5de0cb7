//! The CUDA back-end compiles every case of GT4Py's conformance corpus and
//! of the regressions beside it to PTX with NVRTC (no GPU needed). NVRTC
//! must be on the library path: `tools/test-all.sh` puts the PyPI wheel's
//! there (`tools/nvrtc.sh`).

use isobar::conformance::{case_dirs, case_options};
use isobar::stencil::{Backend, Stencil};
use std::path::Path;

#[test]
fn every_corpus_case_compiles_to_ptx() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpora");
    let (mut compiled, mut failed) = (0, Vec::new());
    for corpus in ["conformance", "regressions"] {
        for dir in case_dirs(&root.join(corpus), None).expect("corpus") {
            if !dir.join("case.json").exists() {
                continue; // an error case: nothing to compile
            }
            let case: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(dir.join("case.json")).unwrap())
                    .expect("case.json");
            let source = std::fs::read_to_string(dir.join("stencil.py")).expect("source");
            let stencil = Stencil::from_source(&source)
                .file_name("stencil.py")
                .frontend_options(case_options(&case).expect("options"))
                .backend(Backend::Cuda)
                .build()
                .expect("valid");
            let code = stencil.generate().expect("generates");
            assert_eq!(code.extension, "cu");
            match isobar::exec::cuda::compile_ptx(code) {
                Ok(ptx) if ptx.contains(".entry") => compiled += 1,
                Ok(_) => failed.push(format!("{}: no kernel entry in the PTX", dir.display())),
                Err(e) => failed.push(format!("{}: {e}", dir.display())),
            }
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
    println!("{compiled} cases compiled to PTX, 0 failed");
    assert_eq!(compiled, 73);
}
