//! Calls are checked against the stencil as written on every back-end
//! (fuzz seed 1000017): a read the optimisation passes remove as dead (its
//! temporary is never used) still needs its field to be large enough. The
//! interpreter, which runs the stencil as written, refused such a call while
//! C ran it; now every back-end refuses it naming the field, and every one
//! runs the arguments `Stencil::arguments` makes for it.

use crate::backends::{build, on_every_backend};
use isobar::runtime::{Field, FieldArg, Scalar};

const DEAD_READ: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(lo: Field[IJ, np.float64], out: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        with horizontal(region[:, J[0] + 1:J[0] + 2]):\n            unused = lo[0, -2]\n        out = 1.0\n";

#[test]
fn a_dead_read_outside_a_field_is_refused_on_every_back_end() {
    on_every_backend(|backend, tally| {
        let stencil = build(DEAD_READ, backend);
        // `lo` without rows before the domain: the read at J[0] + 1 - 2
        // lies one row before the array.
        let mut call = stencil
            .arguments([4, 4, 2], Some(0), &mut |_| Scalar::F64(1.0), &mut |t| {
                Scalar::zero(t)
            })
            .expect("arguments");
        call.fields.insert(
            "lo".into(),
            FieldArg {
                field: Field::zeros(isobar::ir::DType::Float64, &[4, 4]),
                origin: vec![0, 0],
            },
        );
        let ran = stencil.call(&mut call);
        let refused = matches!(&ran, Err(e) if e.to_string().contains("`lo` is too small along J"));
        tally.check(
            format_args!("{backend:?}"),
            refused,
            format_args!("{ran:?}"),
        );
        // The arguments isobar makes have the rows the read needs.
        let mut call = stencil
            .arguments([4, 4, 2], None, &mut |_| Scalar::F64(1.0), &mut |t| {
                Scalar::zero(t)
            })
            .expect("arguments");
        tally.record(
            format_args!("{backend:?} on its own arguments"),
            stencil.call(&mut call),
        );
    });
}
