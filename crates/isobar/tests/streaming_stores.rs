//! Streaming stores and unit-stride routines of the C back-end give the
//! interpreter's numbers, bit for bit.
//!
//! The generated code streams a written-only field's rows only when the
//! fields exceed the last-level cache; `ISOBAR_CACHE_BYTES=1` makes every
//! domain "large", so these small domains take that path. Each stencil runs
//! on I-first arrays (the unit-stride routine, rows streamed along I) and on
//! NumPy's C order (K contiguous: rows streamed along K). `array_calls.rs`
//! runs the generic routine (any strides).

use isobar::kernel::Layout;
use isobar::stencil::Backend;

#[path = "support/compare.rs"]
mod compare;
#[path = "support/tally.rs"]
mod tally;
use compare::{build, code_for, tally_agreement, tally_builds, C_ORDER};
use isobar::stencil::Stencil;
use std::sync::Once;
use tally::Tally;

fn stream_everything() {
    static SET: Once = Once::new();
    // Before any generated library is called: each reads it once.
    // A small OpenMP stack: row buffers must not overflow it (they did with
    // one 4 KiB buffer per output of `many_outputs`). Read when libgomp loads.
    SET.call_once(|| {
        std::env::set_var("ISOBAR_CACHE_BYTES", "1");
        std::env::set_var("OMP_STACKSIZE", "64K");
    });
}

const HEADER: &str = "import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, FORWARD, Field, computation, interval, horizontal, region, I
";

const MASKED: &str = r#"
def masked(a: Field[np.float64], b: Field[np.float64], out: Field[np.float64], low: Field[np.float32]):
    with computation(PARALLEL), interval(...):
        out = a[1, 0, 0] - a[-1, 0, 0]
        if a > 0.5:
            out = 2.0 * b
        low = a * 0.5
    with computation(PARALLEL), interval(0, 1):
        with horizontal(region[I[0], :]):
            out = 7.0
"#;

const TWO_INTERVALS: &str = r#"
def two_intervals(a: Field[np.float64], out: Field[np.float64]):
    with computation(FORWARD):
        with interval(0, 1):
            out = a
        with interval(1, None):
            out = a + a[0, 0, -1]
"#;

const WRITTEN_THEN_READ: &str = r#"
def written_then_read(a: Field[np.float64], t: Field[np.float64], out: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        t = a + 1.0
    with computation(PARALLEL), interval(...):
        out = t * 2.0 + a[1, 0, 0]
"#;

/// A stencil writing 24 fields it never reads, in one loop.
fn many_outputs() -> String {
    let params: Vec<String> = (0..24)
        .map(|n| format!("o{n}: Field[np.float64]"))
        .collect();
    let body: Vec<String> = (0..24)
        .map(|n| format!("        o{n} = a * {n}.0 + a[1, 0, 0]\n"))
        .collect();
    format!(
        "{HEADER}\ndef many_outputs(a: Field[np.float64], {}):\n    with computation(PARALLEL), interval(...):\n{}",
        params.join(", "),
        body.concat()
    )
}

/// The stencils: the benchmark examples and the ones above.
fn sources() -> Vec<(String, String)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples");
    let mut out = Vec::new();
    for name in ["copy", "laplacian", "hdiff", "vadv", "upwind_advection"] {
        let text = std::fs::read_to_string(root.join(format!("{name}.py"))).expect("example");
        out.push((name.to_string(), text));
    }
    for (name, body) in [
        ("masked", MASKED),
        ("two_intervals", TWO_INTERVALS),
        ("written_then_read", WRITTEN_THEN_READ),
    ] {
        out.push((name.to_string(), format!("{HEADER}{body}")));
    }
    out.push(("many_outputs".into(), many_outputs()));
    out
}

#[test]
fn written_only_fields_are_streamed_in_the_unit_stride_routine() {
    for (name, source) in sources() {
        let stencil = build(&name, &source, Backend::C);
        let code = &stencil.generate().expect("code").source;
        assert!(
            code.contains("static int isobar_unit_stride_"),
            "{name}: no unit-stride routine"
        );
        // Every stencil here but vadv (which reads `x` above) writes a field
        // it never reads, in a SIMD loop.
        assert_eq!(
            code.contains("isobar_stream_f64(&") || code.contains("isobar_stream_f32(&"),
            name != "vadv",
            "{name}: streamed rows"
        );
        // At most four row buffers per loop (a thread's stack holds them).
        if name == "many_outputs" {
            assert_eq!(code.matches("double isobar_row").count(), 4);
        }
        if name == "laplacian" {
            // The row loop prefetches the one row of `inp` (J + 1) that the
            // levels ahead have not read yet.
            assert!(
                code.contains("__builtin_prefetch(&inp_[isobar_p * 1 + (j + 1) * inp_sj_"),
                "laplacian: no prefetch of the row ahead"
            );
            // On C-order fields, the loop along K prefetches the column at
            // I + 1 four columns ahead.
            let c_order = code_for(&stencil, Layout::KFirst);
            assert!(
                c_order.contains(
                    "__builtin_prefetch(&inp_[(i + 1) * inp_si_ + isobar_min_i64((j + 4), (nj - 1)) * inp_sj_"
                ),
                "laplacian: no prefetch of the column ahead"
            );
        }
        if name == "upwind_advection" {
            // Three fields read: the hardware prefetcher keeps up alone.
            assert!(!code.contains("__builtin_prefetch"), "{name}: prefetches");
        }
    }
}

/// I-first and C order, on each domain.
fn runs() -> Vec<([usize; 3], [usize; 3], usize)> {
    [[37, 6, 5], [300, 3, 4]]
        .into_iter()
        .flat_map(|domain| [[1, 2, 0], C_ORDER].map(|order| (domain, order, 0)))
        .collect()
}

#[test]
fn streamed_and_unit_stride_routines_give_the_interpreters_numbers() {
    stream_everything();
    let runs = runs();
    let mut tally = Tally::new();
    for (name, source) in sources() {
        tally_agreement(&mut tally, &name, &name, &source, 3, &runs);
    }
    tally.finish();
}

#[test]
fn builds_made_for_large_domains_first_give_the_interpreters_numbers() {
    stream_everything();
    // The usual build is for domains in cache, and hands larger ones to a
    // second library (the test above); a build told to expect a large
    // domain makes the code for it first, and runs every domain with it.
    let runs = runs();
    let mut tally = Tally::new();
    for (name, source) in sources() {
        let file = format!("{name}_large_first");
        let c = Stencil::from_source(&source)
            .file_name(&format!("{file}.py"))
            .backend(Backend::C)
            .expected_domain([4096, 4096, 80])
            .build()
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let debug = build(&name, &source, Backend::Debug);
        tally_builds(&mut tally, &c, &debug, &file, 3, &runs);
    }
    tally.finish();
}
