//! On fields stored with K contiguous (NumPy's C order), expressions a
//! PARALLEL execution evaluates at several J offsets are computed once per
//! column and carried along J in rings (`kernel::carry`). The results are the
//! interpreter's, bit for bit: on domains narrower than the rings, wider than
//! one tile, with rings that read other rings, with expressions read only at
//! some levels, in float32, beside statements that must not be carried.

use isobar::kernel::Layout;
use isobar::stencil::Backend;

#[path = "support/compare.rs"]
mod compare;
#[path = "support/repeated_along_j.rs"]
mod repeated_along_j;
#[path = "support/tally.rs"]
mod tally;
use compare::{agree_plain_then_streamed, build, code_for, Case, C_ORDER};
use repeated_along_j::*;

/// (name, source, whether the C back-end carries columns along J).
const CASES: &[Case] = &[
    // The Laplacian at j-1, j, j+1 and the limited flux at j-1, j: a ring
    // whose producer reads another ring.
    ("hdiff", HDIFF, true),
    // A Laplacian of a Laplacian: offsets -2..2 along J through the chain.
    ("lap_of_lap", LAP_OF_LAP, true),
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
    ("single", SINGLE, true),
    // The expression only in a masked branch: computed for every column
    // all the same, and selected where the mask holds.
    ("masked", MASKED, true),
    // A region: its statement becomes an execution of its own, and the
    // other execution carries `t`.
    ("region", REGION, true),
    // Two rings' producers read a third ring at the same slot, and the slot
    // was defined twice in the loop that fills the rings (the C did not
    // compile): 2-D factors, products of carried columns.
    ("shared_slots", SHARED_SLOTS, true),
    // A `while` in the body: the loop is left as it is.
    ("with_while", WITH_WHILE, false),
    // Offsets along I only: nothing to carry along J.
    ("along_i", ALONG_I, false),
];

#[test]
fn c_order_loops_carry_columns_where_expressions_repeat_along_j() {
    for (name, body, carried) in CASES {
        let stencil = build(name, &format!("{HEADER}{body}"), Backend::C);
        let code = code_for(&stencil, Layout::KFirst);
        assert_eq!(
            code.contains("once per column, carried along J"),
            *carried,
            "{name}: carried"
        );
        // I-first fields carry rows, not columns (`carried_rows.rs`).
        let ifirst = code_for(&stencil, Layout::IFirst);
        assert!(!ifirst.contains("once per column"), "{name}: I-first");
    }
}

#[test]
fn carried_columns_give_the_interpreters_numbers() {
    // (domain, levels under the origin): columns of 16 levels two or three
    // levels into their storage start 16 or 24 bytes past the allocator's
    // alignment, as NumPy's start 16 bytes into a line.
    let runs = [
        ([5, 1, 4], 0),
        ([3, 2, 6], 0),
        ([4, 3, 5], 0),
        ([6, 37, 7], 0),
        ([2, 300, 3], 0),
        ([3, 257, 9], 0),
        ([3, 20, 14], 2),
        ([2, 9, 13], 3),
    ]
    .map(|(domain, below)| (domain, C_ORDER, below));
    agree_plain_then_streamed(CASES, HEADER, "", &runs);
}
