//! Golden snapshots of rendered diagnostics: every error case of the conformance
//! corpus, plus small stencils for the categories the corpus does not cover.
//! Review changes with `cargo insta review` (or `INSTA_UPDATE=always cargo test`).

use isobar::ir::Literal;
use isobar::FrontendOptions;
use std::collections::BTreeMap;
use std::path::Path;

fn render(source: &str, options: &FrontendOptions) -> String {
    match isobar::compile(source, options) {
        Ok(_) => panic!("expected diagnostics for:\n{source}"),
        Err(d) => d.render("stencil.py", source),
    }
}

#[test]
fn corpus_error_cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpora/conformance/errors");
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus errors dir")
        .map(|e| e.expect("entry").path())
        .collect();
    cases.sort();
    for case in cases {
        let name = case
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        let source = std::fs::read_to_string(case.join("stencil.py")).expect("stencil.py");
        let expect: serde_json::Value = serde_json::from_str(
            &std::fs::read_to_string(case.join("expect.json")).expect("expect.json"),
        )
        .expect("json");
        let mut externals = BTreeMap::new();
        for (k, v) in expect["externals"].as_object().expect("externals") {
            if let Some(i) = v.as_i64() {
                externals.insert(k.clone(), Literal::Int(i));
            }
        }
        let options = FrontendOptions {
            externals,
            stencil: Some(name.clone()),
            ..Default::default()
        };
        insta::assert_snapshot!(name, render(&source, &options));
    }
}

const HEADER: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval, I, J, K, __INLINED\n\n";

fn own(name: &str, body: &str, options: FrontendOptions) {
    let source = format!("{HEADER}{body}");
    insta::assert_snapshot!(name, render(&source, &options));
}

#[test]
fn categories_beyond_the_corpus() {
    own(
        "syntax_error",
        "def s(a: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        a = (1.0 +\n",
        FrontendOptions::default(),
    );
    own(
        "invalid_stencil_missing_annotation",
        "def s(a):\n    with computation(PARALLEL), interval(...):\n        a = 1.0\n",
        FrontendOptions::default(),
    );
    own(
        "missing_external",
        "def s(a: Field[np.float64]):\n    from __externals__ import COEFF\n    with computation(PARALLEL), interval(...):\n        a = COEFF\n",
        FrontendOptions::default(),
    );
    own(
        "missing_externals_in_inlined",
        "def s(a: Field[np.float64]):\n    from __externals__ import X, Y\n    with computation(PARALLEL), interval(...):\n        if __INLINED(X > 0 and Y):\n            a = 1.0\n",
        FrontendOptions::default(),
    );
    own(
        "invalid_iterator_access",
        "def s(a: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        a = J\n",
        FrontendOptions::default(),
    );
    own(
        "invalid_temporary_dims",
        "def s(a: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        t: Field[np.float64] = a\n        a = t\n",
        FrontendOptions::default(),
    );
    own(
        "invalid_absolute_index",
        "def s(a: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        a = a.at(K=K)\n",
        FrontendOptions::default(),
    );
    own(
        "invalid_import",
        "def s(a: Field[np.float64]):\n    import math\n    with computation(PARALLEL), interval(...):\n        a = 1.0\n",
        FrontendOptions::default(),
    );
    own(
        "invalid_interval_none_start",
        "def s(a: Field[np.float64]):\n    with computation(PARALLEL), interval(None, 2):\n        a = 1.0\n",
        FrontendOptions::default(),
    );
    own(
        "type_mismatch_plain_if_on_int_external",
        "def s(a: Field[np.float64]):\n    from __externals__ import N\n    with computation(PARALLEL), interval(...):\n        if N:\n            a = 1.0\n",
        FrontendOptions {
            externals: BTreeMap::from([("N".to_string(), Literal::Int(2))]),
            ..Default::default()
        },
    );
}
