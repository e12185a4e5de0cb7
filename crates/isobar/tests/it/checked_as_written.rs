//! Calls are checked against the stencil as written on every back-end
//! (fuzz seed 1000017): a read the optimisation passes remove as dead (its
//! temporary is never used) still needs its field to be large enough. The
//! interpreter, which runs the stencil as written, refused such a call while
//! C ran it; now every back-end refuses it naming the field, and every one
//! runs the arguments `Stencil::arguments` makes for it.

use isobar::runtime::{Field, FieldArg, Scalar};
use isobar::stencil::{Backend, Stencil};
use std::path::{Path, PathBuf};

fn cache_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("isobar-cache")
}

const DEAD_READ: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(lo: Field[IJ, np.float64], out: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        with horizontal(region[:, J[0] + 1:J[0] + 2]):\n            unused = lo[0, -2]\n        out = 1.0\n";

const BACKENDS: [Backend; 4] = [
    Backend::Debug,
    Backend::C,
    Backend::Fortran,
    Backend::OpenCl,
];

#[test]
fn a_dead_read_outside_a_field_is_refused_on_every_back_end() {
    let (mut passed, mut failed) = (0, 0);
    for backend in BACKENDS {
        let stencil = Stencil::from_source(DEAD_READ)
            .backend(backend)
            .cache_dir(cache_dir())
            .build()
            .unwrap_or_else(|e| panic!("{backend:?}: {e}"));
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
        match stencil.call(&mut call) {
            Err(e) if e.to_string().contains("`lo` is too small along J") => passed += 1,
            other => {
                failed += 1;
                eprintln!("FAIL {backend:?}: {other:?}");
            }
        }
        // The arguments isobar makes have the rows the read needs.
        let mut call = stencil
            .arguments([4, 4, 2], None, &mut |_| Scalar::F64(1.0), &mut |t| {
                Scalar::zero(t)
            })
            .expect("arguments");
        match stencil.call(&mut call) {
            Ok(()) => passed += 1,
            Err(e) => {
                failed += 1;
                eprintln!("FAIL {backend:?} on its own arguments: {e}");
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    assert_eq!(failed, 0, "{passed} passed, {failed} failed");
}
