//! Golden snapshots of the generated C for a handful of corpus stencils.
//! Review changes with `cargo insta review` (or `INSTA_UPDATE=always cargo test`).

use crate::backends::{assert_compiles, corpus_case};
use isobar::stencil::{Backend, Stencil};
use std::path::Path;

#[test]
fn generated_c() {
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
        "offsets_3d_forward",
    ] {
        let stencil = corpus_case(name, Backend::C);
        let code = stencil.generate().expect("generates");
        insta::assert_snapshot!(format!("{name}.c"), code.source);
        assert_warning_free(&code.source, name);
        if name == "copy" {
            insta::assert_snapshot!("copy.h", code.header);
        }
        if name == "offsets_3d_forward" {
            // `acc` looks one level back in a FORWARD sweep: a k-cache of 2 levels.
            assert!(
                code.source.contains("isobar_ring((k - 1), 2)"),
                "{}",
                code.source
            );
        }
    }
}

/// A column sweep for NumPy's C order runs on staged columns: its routine
/// copies the columns in and out (`kernel::staging`); the AVX-512 copies
/// compile without warnings too.
#[test]
fn generated_c_for_staged_columns() {
    let needles = ["isobar_stage_in_f64(&", "isobar_stage_out_f64(&"];
    let code = assert_c_order_example("vadv", &needles);
    assert_warning_free_with(&code, "vadv", &["-mavx512f"]);
}

/// Compiles `source` with `-Wall -Wextra -Werror` (syntax and semantic checks only).
fn assert_warning_free(source: &str, name: &str) {
    assert_warning_free_with(source, name, &[]);
}

/// As [`assert_warning_free`], with `extra` flags.
fn assert_warning_free_with(source: &str, name: &str, extra: &[&str]) {
    let dir = tempfile::tempdir().expect("tmp");
    let c = dir.path().join(format!("{name}.c"));
    std::fs::write(&c, source).expect("write");
    let mut cc = std::process::Command::new("cc");
    cc.args([
        "-std=gnu11",
        "-fopenmp",
        "-Wall",
        "-Wextra",
        "-Werror",
        "-fsyntax-only",
    ])
    .args(extra)
    .arg(&c);
    assert_compiles(&mut cc, name);
}

#[test]
fn line_directives_are_switchable() {
    let source = "from gt4py.cartesian.gtscript import *\ndef s(a: Field[float], b: Field[float]):\n    with computation(PARALLEL), interval(...):\n        b = a\n";
    let with = Stencil::from_source(source)
        .file_name("s.py")
        .build()
        .expect("valid");
    assert!(with
        .generate()
        .expect("c")
        .source
        .contains("#line 4 \"s.py\""));
    let without = Stencil::from_source(source)
        .line_directives(false)
        .build()
        .expect("valid");
    assert!(!without.generate().expect("c").source.contains("#line"));
}

#[test]
fn names_that_clash_with_c_are_renamed_and_run() {
    // Fields named like C keywords and math.h functions, a temporary named like a
    // loop variable, a scalar named like a size.
    let source = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\ndef s(gamma: Field[np.float64], exp: Field[np.float64], index: Field[np.float64], ni: float):\n    with computation(PARALLEL), interval(...):\n        i = gamma * ni\n        exp = i + index\n";
    let stencil = Stencil::from_source(source).build().expect("valid");
    let code = &stencil.generate().expect("c").source;
    assert!(
        code.contains("double *restrict gamma_") && code.contains("double ni_"),
        "{code}"
    );
    assert_warning_free(code, "clash");
    let mut call = isobar::runtime::Call {
        domain: [2, 2, 2],
        ..Default::default()
    };
    for name in ["gamma", "exp", "index"] {
        let mut f = isobar::runtime::Field::zeros(isobar::ir::DType::Float64, &[2, 2, 2]);
        for n in 0..8 {
            f.set(n, isobar::runtime::Scalar::F64(n as f64));
        }
        call.fields.insert(
            name.into(),
            isobar::runtime::FieldArg {
                field: f,
                origin: vec![0, 0, 0],
            },
        );
    }
    call.scalars
        .insert("ni".into(), isobar::runtime::Scalar::F64(3.0));
    stencil.call(&mut call).expect("runs");
    let exp = &call.fields["exp"].field;
    assert_eq!(exp.get(5).as_f64(), 5.0 * 3.0 + 5.0);
}

/// Loops along K for NumPy's C order: expressions at several J offsets carried
/// along J in rings (`kernel::carry`), pieces of loops and buffers following
/// the fields' alignment (`back::c::align`).
#[test]
fn generated_c_for_columns_along_k() {
    let needles = [
        "isobar_ring",
        "const int64_t isobar_align = ",
        "isobar_row0_shift",
    ];
    assert_c_order_example("hdiff", &needles);
}

/// Snapshots the C of the example `name` for fields stored with K contiguous
/// (`NAME.kfirst.c`), asserts that it contains each of `needles` and that it
/// compiles without warnings, and returns it.
fn assert_c_order_example(name: &str, needles: &[&str]) -> String {
    let code = example_for_c_order(name);
    insta::assert_snapshot!(format!("{name}.kfirst.c"), code);
    for needle in needles {
        assert!(code.contains(needle), "{name}: no `{needle}`");
    }
    assert_warning_free(&code, name);
    code
}

/// The C source of the example `name` (`examples/NAME.py`) for fields
/// stored with K contiguous.
fn example_for_c_order(name: &str) -> String {
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples");
    let file = format!("{name}.py");
    let source = std::fs::read_to_string(examples.join(&file)).expect("source");
    Stencil::from_source(&source)
        .file_name(&file)
        .build()
        .expect("valid")
        .generate_for(isobar::kernel::Layout::KFirst)
        .expect("generates")
        .source
        .clone()
}
