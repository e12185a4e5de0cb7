//! On fields stored I first (the C back-end's own storage), expressions a
//! PARALLEL execution evaluates at several J offsets are computed once per
//! point and carried along J in rings of rows, a block of levels at a time
//! (`kernel::rows`). The results are the interpreter's, bit for bit: on
//! domains of one row and of rows beyond one tile, wider than one tile along
//! I, with level counts that are no multiple of the block, on intervals that
//! start above the first level, in float32, with 2-D fields, beside
//! statements that must not be carried.

use isobar::kernel::Layout;
use isobar::stencil::Backend;

#[path = "support/compare.rs"]
mod compare;
#[path = "support/repeated_along_j.rs"]
mod repeated_along_j;
#[path = "support/tally.rs"]
mod tally;
use compare::{agree_plain_then_streamed, build, code_for, Case};
use repeated_along_j::*;

/// The storage order of I-first fields, slowest axis first: J, K, I.
const IFIRST: [usize; 3] = [1, 2, 0];

/// (name, source, whether the C back-end carries rows along J).
const CASES: &[Case] = &[
    // The Laplacian at (i, j) and its four neighbours: one ring of three
    // rows, one point wider than the tile on either side.
    ("hdiff", HDIFF, true),
    // A Laplacian of a Laplacian.
    ("lap_of_lap", LAP_OF_LAP, true),
    // Read at j-2 and j+1 (a ring of four rows) on the levels of one
    // interval, with a scalar, a math call and K offsets.
    (
        "wide_offsets",
        r#"
def wide_offsets(a: F64, b: F64, out: F64, w: float):
    with computation(PARALLEL), interval(1, -1):
        s = sqrt(a[0, -1, 1] * a[0, -1, 1] + w * a[0, 0, 0] + a[0, 1, -1] * a[0, 1, -1])
        out = s[0, -2, 0] * b[0, 1, 0] - s[1, 1, 0] + s[-2, 0, 0]
"#,
        true,
    ),
    // Two intervals, each its own loop nest with its own ring.
    (
        "two_intervals",
        r#"
def two_intervals(a: F64, out: F64):
    with computation(PARALLEL):
        with interval(0, 3):
            t = a[1, 0, 0] * a[0, 1, 0] - a[0, -1, 0]
            out = t[0, 1, 0] - t[0, -1, 0]
        with interval(3, None):
            u = a[0, 1, 0] + a[0, -1, 0] + a[-1, 0, 0]
            out = u[0, -1, 0] * u[1, 1, 0]
"#,
        true,
    ),
    // float32 fields: the ring holds float32.
    ("single", SINGLE, true),
    // 2-D factors in the carried expressions, and two rings.
    ("shared_slots", SHARED_SLOTS, true),
    // The expression only in the branches of a select: evaluated only where
    // the mask selects it, so it is not carried.
    ("masked", MASKED, false),
    // A region: its statement becomes an execution of its own, and the
    // section runs level by level (each execution over the tile at every
    // level), where nothing is carried.
    ("region", REGION, false),
    // A `while` in the body: the loop is left as it is.
    ("with_while", WITH_WHILE, false),
    // Offsets along I only: nothing to carry along J.
    ("along_i", ALONG_I, false),
    // A FORWARD computation whose columns are independent and whose levels
    // are too: its rows are carried as a PARALLEL one's.
    (
        "sweep",
        r#"
def sweep(a: F64, out: F64):
    with computation(FORWARD), interval(...):
        t = a[1, 0, 0] + a[0, 1, 0] + a[0, -1, 0]
        out = t[0, 1, 0] + t[0, -1, 0]
"#,
        true,
    ),
    // A column sweep that reads the level below what it wrote: its levels
    // run in order, not in blocks along J.
    (
        "dependent_sweep",
        r#"
def dependent_sweep(a: F64, out: F64):
    with computation(FORWARD):
        with interval(0, 1):
            out = a
        with interval(1, None):
            t = a[1, 0, 0] + a[0, 1, 0] + a[0, -1, 0]
            out = out[0, 0, -1] * 0.5 + t[0, 1, 0] + t[0, -1, 0]
"#,
        false,
    ),
];

#[test]
fn ifirst_loops_carry_rows_where_expressions_repeat_along_j() {
    for (name, body, carried) in CASES {
        let stencil = build(name, &format!("{HEADER}{body}"), Backend::C);
        let code = code_for(&stencil, Layout::IFirst);
        assert_eq!(
            code.contains("carried along J in rings of rows"),
            *carried,
            "{name}: carried"
        );
    }
}

#[test]
fn carried_rows_give_the_interpreters_numbers() {
    // One row; fewer rows than a ring; more rows than a tile (32), and not a
    // multiple of it; wider than a tile along I (256); level counts that are
    // no multiple of the block (4). As the domains are, they fit in any
    // cache (rows are recomputed); streamed, as if they exceeded it, rows
    // are carried along J.
    let runs = [
        [5, 1, 4],
        [3, 2, 6],
        [6, 37, 7],
        [4, 70, 9],
        [300, 3, 5],
        [257, 33, 3],
        [7, 64, 13],
    ]
    .map(|domain| (domain, IFIRST, 0));
    agree_plain_then_streamed(CASES, HEADER, "_rows", &runs);
}
