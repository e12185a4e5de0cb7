//! Golden snapshots of the generated C for a handful of corpus stencils.
//! Review changes with `cargo insta review` (or `INSTA_UPDATE=always cargo test`).

use isobar::stencil::Stencil;
use std::path::Path;

#[test]
fn generated_c() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/conformance/cases");
    for name in [
        "copy",
        "app_hdiff",
        "app_vertical_advection",
        "cond_nested",
        "while_loop",
        "region_ranges",
        "data_dims",
        "variable_k_offset",
        "arith_int",
    ] {
        let source = std::fs::read_to_string(corpus.join(name).join("stencil.py")).expect("source");
        let stencil = Stencil::from_source(&source)
            .file_name("stencil.py")
            .build()
            .expect("valid");
        let code = stencil.generate().expect("generates");
        insta::assert_snapshot!(format!("{name}.c"), code.source);
        if name == "copy" {
            insta::assert_snapshot!("copy.h", code.header);
        }
    }
}
