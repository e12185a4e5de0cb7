//! Column sweeps over fields stored with K contiguous (NumPy's C order) run
//! on staged copies of 32 columns along J (`kernel::staging`) and give the
//! interpreter's numbers, bit for bit: on domains whose J size is not a
//! multiple of the lanes (or of the eight columns of a transpose), with
//! fewer levels than one transpose and with levels left after the last
//! whole one, and for the cases where the copy in may or may not be left
//! out. `ISOBAR_CACHE_BYTES=1` makes every domain "large": the copies back
//! use streaming stores.

use isobar::kernel::Layout;
use isobar::stencil::Backend;

#[path = "support/compare.rs"]
mod compare;
#[path = "support/tally.rs"]
mod tally;
use compare::{build, code_for, tally_agreement, Case, C_ORDER};
use std::sync::Once;
use tally::Tally;

fn stream_everything() {
    static SET: Once = Once::new();
    // Before any generated library is called: each reads it once.
    SET.call_once(|| std::env::set_var("ISOBAR_CACHE_BYTES", "1"));
}

const HEADER: &str = "import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, FORWARD, BACKWARD, Field, computation, interval
F64 = Field[np.float64]
";

/// (name, source, whether the C back-end stages it).
const CASES: &[Case] = &[
    // Written at every level, read only above where already written: no copy in.
    (
        "backward_overwrite",
        r#"
def backward_overwrite(a: F64, b: F64, x: F64):
    with computation(BACKWARD):
        with interval(-1, None):
            x = a
        with interval(0, -1):
            x = a - b * x[0, 0, 1]
"#,
        true,
    ),
    // Written under a mask: the unmasked levels keep the field's values.
    (
        "masked_write",
        r#"
def masked_write(a: F64, out: F64):
    with computation(FORWARD), interval(1, None):
        if a > 0.4:
            out = out[0, 0, -1] + a
"#,
        true,
    ),
    // Read before it is written at the same level.
    (
        "read_then_write",
        r#"
def read_then_write(a: F64, b: F64):
    with computation(FORWARD), interval(...):
        b = a + 2.0 * b
"#,
        true,
    ),
    // A gap between the intervals: level 1 keeps its value.
    (
        "gap",
        r#"
def gap(a: F64, out: F64):
    with computation(FORWARD):
        with interval(0, 1):
            out = a
        with interval(2, None):
            out = out[0, 0, -1] + a
"#,
        true,
    ),
    // Reads the level below the first one written.
    (
        "below_first",
        r#"
def below_first(a: F64, out: F64):
    with computation(FORWARD), interval(1, None):
        out = 0.5 * out[0, 0, -1] + a
"#,
        true,
    ),
    // Counted from the top: the first level written depends on nk.
    (
        "from_the_top",
        r#"
def from_the_top(a: F64, out: F64):
    with computation(FORWARD), interval(-3, None):
        out = out[0, 0, -1] * 0.25 + a[0, 0, 1] - a
"#,
        true,
    ),
    // A PARALLEL computation beside a sweep with temporaries.
    (
        "parallel_then_sweep",
        r#"
def parallel_then_sweep(a: F64, b: F64, out: F64):
    with computation(PARALLEL), interval(...):
        t = a * b
        b = a[1, 0, 0] + a
    with computation(FORWARD):
        with interval(0, 1):
            s = t
            out = s
        with interval(1, None):
            s = s[0, 0, -1] / (1.0 + t)
            out = s + b
"#,
        true,
    ),
    // A temporary read at horizontal offsets in the sweep: the recompute
    // pass copies its recipe into the sweep, which then reads `a` at offsets:
    // not staged.
    (
        "offsets",
        r#"
def offsets(a: F64, out: F64):
    with computation(PARALLEL), interval(...):
        t = a * 2.0 + a[0, 0, 1]
    with computation(FORWARD):
        with interval(0, 1):
            out = t[1, 0, 0] + t[0, -1, 0]
        with interval(1, None):
            out = out[0, 0, -1] * 0.5 + t[-1, 0, 0] - t[0, 1, 0] + a
"#,
        false,
    ),
    // Two sweeps staging the same fields: `out` written by the first and
    // read by the second, `b` read and written by the second.
    (
        "two_sweeps",
        r#"
def two_sweeps(a: F64, b: F64, out: F64):
    with computation(FORWARD):
        with interval(0, 1):
            out = a
        with interval(1, None):
            out = out[0, 0, -1] * 0.5 + a
    with computation(BACKWARD):
        with interval(0, -1):
            b = b + out[0, 0, 1] * a
"#,
        true,
    ),
    // Two fields written, one of them only on some levels.
    (
        "two_outputs",
        r#"
def two_outputs(a: F64, x: F64, y: F64):
    with computation(FORWARD):
        with interval(0, 2):
            x = a
            y = a * 3.0
        with interval(2, None):
            x = x[0, 0, -1] + x[0, 0, -2] * a
"#,
        true,
    ),
    // A float32 field: not staged (the copies are for float64).
    (
        "float32",
        r#"
def float32(a: Field[np.float32], out: Field[np.float32]):
    with computation(FORWARD):
        with interval(0, 1):
            out = a
        with interval(1, None):
            out = out[0, 0, -1] + a
"#,
        false,
    ),
];

#[test]
fn sweeps_on_c_order_fields_are_staged_where_they_qualify() {
    for (name, body, staged) in CASES {
        let source = format!("{HEADER}{body}");
        let stencil = build(name, &source, Backend::C);
        let code = &code_for(&stencil, Layout::KFirst);
        assert_eq!(
            code.contains("isobar_stage_out_f64(&"),
            *staged,
            "{name}: staged"
        );
        // Every field copied in is prefetched, a slice per level, for the
        // next block while the sweep runs.
        for line in code.lines().filter(|l| l.contains("isobar_stage_in_f64(&")) {
            let field = line
                .split('&')
                .nth(2)
                .and_then(|r| r.split('[').next())
                .expect("the copy names a field");
            assert!(
                code.contains(&format!("isobar_prefetch_slice_f64(&{field}[")),
                "{name}: {field} copied in but its next block never prefetched"
            );
        }
        if *name == "backward_overwrite" {
            // `x` is written at every level before it is read: never copied in.
            assert!(
                !code
                    .lines()
                    .any(|l| l.contains("isobar_stage_in_f64(") && l.contains("&x_[")),
                "{name}: x copied in"
            );
        }
    }
}

#[test]
fn staged_sweeps_give_the_interpreters_numbers() {
    stream_everything();
    // (domain, levels under the origin): columns of 16, 24 and 32 levels
    // two or three levels into their storage start 16 or 24 bytes past the
    // allocator's alignment (NumPy's start 16 bytes into a line).
    let runs = [
        ([6, 37, 5], 0),
        ([3, 70, 19], 0),
        ([4, 5, 3], 0),
        ([2, 33, 9], 0),
        ([2, 64, 16], 0),
        ([3, 41, 24], 0),
        ([2, 64, 14], 2),
        ([3, 41, 22], 2),
        ([2, 33, 29], 3),
    ]
    .map(|(domain, below)| (domain, C_ORDER, below));
    let mut tally = Tally::new();
    for (name, body, _) in CASES {
        let source = format!("{HEADER}{body}");
        tally_agreement(&mut tally, name, name, &source, 2, &runs);
    }
    tally.finish();
}
