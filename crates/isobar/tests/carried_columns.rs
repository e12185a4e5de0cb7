//! On fields stored with K contiguous (NumPy's C order), expressions a
//! PARALLEL execution evaluates at several J offsets are computed once per
//! column and carried along J in rings (`kernel::carry`). The results are the
//! interpreter's, bit for bit: on domains narrower than the rings, wider than
//! one tile, with rings that read other rings, with expressions read only at
//! some levels, in float32, beside statements that must not be carried.

use isobar::stencil::Backend;

#[path = "support/compare.rs"]
mod compare;
use compare::{build, c_agrees};

const HEADER: &str = "import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval, horizontal, region, I, J, IJ
F64 = Field[np.float64]
F32 = Field[np.float32]
";

/// (name, source, whether the C back-end carries columns along J).
const CASES: &[(&str, &str, bool)] = &[
    // The Laplacian at j-1, j, j+1 and the limited flux at j-1, j: a ring
    // whose producer reads another ring.
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
    // A Laplacian of a Laplacian: offsets -2..2 along J through the chain.
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
    // A smoothed value read at j-2 and j+1, on the levels of one interval,
    // with a scalar, a math call and K offsets.
    (
        "wide_offsets",
        r#"
def wide_offsets(a: F64, b: F64, out: F64, w: float):
    with computation(PARALLEL), interval(1, -1):
        s = sqrt(a[0, -1, 1] * a[0, -1, 1] + w * a[0, 0, 0] + a[0, 1, -1] * a[0, 1, -1])
        out = s[0, -2, 0] * b[0, 1, 0] - s[0, 1, 0] + s
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
    // The expression only in a masked branch: computed for every column
    // all the same, and selected where the mask holds.
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
        true,
    ),
    // A region: its statement becomes an execution of its own, and the
    // other execution carries `t`.
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
        true,
    ),
    // Reduced from PyFV3's heat_source_from_vorticity_damping (d_sw.py),
    // where two rings' producers read a third ring at the same slot, and
    // the slot was defined twice in the loop that fills the rings (the C
    // did not compile): 2-D factors, products of carried columns.
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
];

fn source(body: &str) -> String {
    format!("{HEADER}{body}")
}

#[test]
fn c_order_loops_carry_columns_where_expressions_repeat_along_j() {
    for (name, body, carried) in CASES {
        let stencil = build(name, &source(body), Backend::C);
        let code = &stencil
            .generate_for(isobar::kernel::Layout::KFirst)
            .expect("code")
            .source;
        assert_eq!(
            code.contains("once per column, carried along J"),
            *carried,
            "{name}: carried"
        );
        // I-first fields carry rows, not columns (`carried_rows.rs`).
        let ifirst = &stencil
            .generate_for(isobar::kernel::Layout::IFirst)
            .expect("code")
            .source;
        assert!(!ifirst.contains("once per column"), "{name}: I-first");
    }
}

#[test]
fn carried_columns_give_the_interpreters_numbers() {
    let (mut passed, mut failed) = (0, 0);
    // First with ordinary stores (these domains fit in any cache), then, in
    // libraries of their own (another file name, so other code), with every
    // column streamed through a row buffer: each library reads the flag once.
    for streamed in [false, true] {
        if streamed {
            std::env::set_var("ISOBAR_CACHE_BYTES", "1");
        }
        for (name, body, _) in CASES {
            let file = if streamed {
                format!("{name}_streamed")
            } else {
                name.to_string()
            };
            let c = build(&file, &source(body), Backend::C);
            let debug = build(name, &source(body), Backend::Debug);
            // (domain, levels under the origin): columns of 16 levels two or
            // three levels into their storage start 16 or 24 bytes past the
            // allocator's alignment, as NumPy's start 16 bytes into a line.
            for (domain, below) in [
                ([5, 1, 4], 0),
                ([3, 2, 6], 0),
                ([4, 3, 5], 0),
                ([6, 37, 7], 0),
                ([2, 300, 3], 0),
                ([3, 257, 9], 0),
                ([3, 20, 14], 2),
                ([2, 9, 13], 3),
            ] {
                if c_agrees(&c, &debug, domain, 3, [0, 1, 2], below) {
                    passed += 1;
                } else {
                    failed += 1;
                    eprintln!("{file} {domain:?} {below}: C differs from the interpreter");
                }
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    assert_eq!(failed, 0);
}
