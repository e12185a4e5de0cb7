//! On fields stored I first (the C back-end's own storage), expressions a
//! PARALLEL execution evaluates at several J offsets are computed once per
//! point and carried along J in rings of rows, a block of levels at a time
//! (`kernel::rows`). The results are the interpreter's, bit for bit: on
//! domains of one row and of rows beyond one tile, wider than one tile along
//! I, with level counts that are no multiple of the block, on intervals that
//! start above the first level, in float32, with 2-D fields, beside
//! statements that must not be carried.

use isobar::stencil::Backend;

#[path = "support/compare.rs"]
mod compare;
use compare::{build, c_agrees};

const HEADER: &str = "import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, FORWARD, Field, computation, interval, horizontal, region, I, J, IJ
F64 = Field[np.float64]
F32 = Field[np.float32]
";

/// The storage order of I-first fields, slowest axis first: J, K, I.
const IFIRST: [usize; 3] = [1, 2, 0];

/// (name, source, whether the C back-end carries rows along J).
const CASES: &[(&str, &str, bool)] = &[
    // The Laplacian at (i, j) and its four neighbours: one ring of three
    // rows, one point wider than the tile on either side.
    (
        "hdiff",
        r#"
def hdiff(inp: F64, coeff: F64, out: F64):
    with computation(PARALLEL), interval(...):
        lap = 4.0 * inp - (inp[-1, 0, 0] + inp[1, 0, 0] + inp[0, -1, 0] + inp[0, 1, 0])
        flx = lap[1, 0, 0] - lap
        if flx * (inp[1, 0, 0] - inp) > 0.0:
            flx = 0.0
        fly = lap[0, 1, 0] - lap
        if fly * (inp[0, 1, 0] - inp) > 0.0:
            fly = 0.0
        out = inp - coeff * ((flx - flx[-1, 0, 0]) + (fly - fly[0, -1, 0]))
"#,
        true,
    ),
    // A Laplacian of a Laplacian.
    (
        "lap_of_lap",
        r#"
def lap_of_lap(a: F64, out: F64):
    with computation(PARALLEL), interval(...):
        lap = a[1, 0, 0] + a[-1, 0, 0] + a[0, 1, 0] + a[0, -1, 0] - 4.0 * a
        out = lap[1, 0, 0] + lap[-1, 0, 0] + lap[0, 1, 0] + lap[0, -1, 0] - 4.0 * lap
"#,
        true,
    ),
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
    (
        "single",
        r#"
def single(a: F32, out: F32):
    with computation(PARALLEL), interval(...):
        t = a[0, -1, 0] * a[1, 0, 0] + a[0, 1, 0] - a
        out = t[0, 1, 0] - t[0, -1, 0]
"#,
        true,
    ),
    // 2-D factors in the carried expressions, and two rings.
    (
        "shared_slots",
        r#"
def shared_slots(vx: F64, vt: F64, u: F64, rdx: Field[IJ, np.float64], out: F64):
    with computation(PARALLEL), interval(...):
        ubt = (vx + vt) * rdx
        fy = u * rdx
        gy = fy * ubt
        u2 = fy + fy[0, 1, 0]
        du2 = ubt + ubt[0, 1, 0]
        out = gy + gy[0, 1, 0] + u2 * du2
"#,
        true,
    ),
    // The expression only in the branches of a select: evaluated only where
    // the mask selects it, so it is not carried.
    (
        "masked",
        r#"
def masked(a: F64, m: F64, out: F64):
    with computation(PARALLEL), interval(...):
        t = a[1, 0, 0] + a[0, 1, 0] + a[0, -1, 0]
        if m > 0.5:
            out = t[0, 1, 0] + t[0, -1, 0]
        else:
            out = t
"#,
        false,
    ),
    // A region: its statement becomes an execution of its own, and the
    // section runs level by level (each execution over the tile at every
    // level), where nothing is carried.
    (
        "region",
        r#"
def region(a: F64, out: F64):
    with computation(PARALLEL), interval(...):
        t = a[1, 0, 0] + a[0, 1, 0] + a[0, -1, 0]
        out = t[0, 1, 0] + t[0, -1, 0]
        with horizontal(region[:, J[0]]):
            out = t
"#,
        false,
    ),
    // A `while` in the body: the loop is left as it is.
    (
        "with_while",
        r#"
def with_while(a: F64, m: F64, out: F64):
    with computation(PARALLEL), interval(...):
        t = a[1, 0, 0] + a[0, 1, 0] + a[0, -1, 0]
        n = m
        while n < 2.0:
            n = n + 0.75
        out = t[0, 1, 0] + t[0, -1, 0] + n
"#,
        false,
    ),
    // Offsets along I only: nothing to carry along J.
    (
        "along_i",
        r#"
def along_i(a: F64, out: F64):
    with computation(PARALLEL), interval(...):
        t = a[1, 0, 0] + a[-1, 0, 0] + a
        out = t[1, 0, 0] + t[-1, 0, 0]
"#,
        false,
    ),
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

fn source(body: &str) -> String {
    format!("{HEADER}{body}")
}

#[test]
fn ifirst_loops_carry_rows_where_expressions_repeat_along_j() {
    for (name, body, carried) in CASES {
        let stencil = build(name, &source(body), Backend::C);
        let code = &stencil
            .generate_for(isobar::kernel::Layout::IFirst)
            .expect("code")
            .source;
        assert_eq!(
            code.contains("carried along J in rings of rows"),
            *carried,
            "{name}: carried"
        );
    }
}

#[test]
fn carried_rows_give_the_interpreters_numbers() {
    let (mut passed, mut failed) = (0, 0);
    // First as the domains are (they fit in any cache: rows are recomputed),
    // then, in libraries of their own, as if they exceeded the cache: rows
    // carried along J, every row streamed through a row buffer.
    for streamed in [false, true] {
        if streamed {
            std::env::set_var("ISOBAR_CACHE_BYTES", "1");
        }
        for (name, body, _) in CASES {
            let file = if streamed {
                format!("{name}_rows_streamed")
            } else {
                format!("{name}_rows")
            };
            let c = build(&file, &source(body), Backend::C);
            let debug = build(name, &source(body), Backend::Debug);
            // One row; fewer rows than a ring; more rows than a tile (32),
            // and not a multiple of it; wider than a tile along I (256);
            // level counts that are no multiple of the block (4).
            for domain in [
                [5, 1, 4],
                [3, 2, 6],
                [6, 37, 7],
                [4, 70, 9],
                [300, 3, 5],
                [257, 33, 3],
                [7, 64, 13],
            ] {
                if c_agrees(&c, &debug, domain, 3, IFIRST, 0) {
                    passed += 1;
                } else {
                    failed += 1;
                    eprintln!("{file} {domain:?}: C differs from the interpreter");
                }
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    assert_eq!(failed, 0);
}
