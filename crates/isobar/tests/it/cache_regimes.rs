//! The C library a stencil is built into first depends on the domain its
//! caller expects (`StencilBuilder::expected_domain`): for one beyond the
//! last-level cache, the code for large domains only, and a call that fits
//! in the cache goes to a second library, built on that first call. Both
//! give the interpreter's numbers, bit for bit.

use crate::compare::{self, tally_builds, C_ORDER};
use crate::tally::Tally;
use isobar::stencil::{Backend, Stencil};

const HDIFF: &str = include_str!("../../../../examples/hdiff.py");

#[test]
fn a_build_for_large_domains_gives_small_ones_the_interpreters_numbers() {
    // 4096 x 4096 x 80 points of three float64 fields exceed any cache.
    let c = Stencil::from_source(HDIFF)
        .file_name("hdiff_large_first.py")
        .backend(Backend::C)
        .expected_domain([4096, 4096, 80])
        .build()
        .expect("hdiff builds");
    let debug = compare::build("hdiff", HDIFF, Backend::Debug);
    let runs = [
        ([37, 6, 5], [1, 2, 0], 0),
        ([37, 6, 5], C_ORDER, 0),
        ([300, 3, 4], [1, 2, 0], 0),
    ];
    let mut tally = Tally::new();
    tally_builds(&mut tally, &c, &debug, "hdiff_large_first", 3, &runs);
    tally.finish();
}
