//! `ISOBAR_POISON_TEMPORARIES` (for the differential fuzzer): a temporary
//! read where no statement wrote it is 0 by default (isobar's defined value,
//! the same on every back-end) and NaN when the variable is set, so that the
//! elements computed from it can be told apart; elements computed only from
//! written values do not change. One test in its own process: it sets the
//! variable.

use isobar::runtime::Scalar;
use isobar::stencil::{Backend, Stencil};

const SOURCE: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(a: Field[np.float64], b: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        with horizontal(region[I[0], :]):\n            t = a\n        b = t + 1.0\n";

fn run() -> Vec<f64> {
    let stencil = Stencil::from_source(SOURCE)
        .backend(Backend::Debug)
        .build()
        .expect("valid");
    let mut call = stencil
        .arguments([3, 1, 1], Some(0), &mut |_| Scalar::F64(2.0), &mut |t| {
            Scalar::zero(t)
        })
        .expect("arguments");
    stencil.call(&mut call).expect("runs");
    let b = call.fields["b"].field.to_c_order();
    (0..b.len()).map(|n| b.get(n).as_f64()).collect()
}

#[test]
fn poisoned_temporaries_show_where_unwritten_values_are_read() {
    std::env::remove_var(isobar::oir::uninit::POISON_TEMPORARIES);
    let plain = run();
    std::env::set_var(isobar::oir::uninit::POISON_TEMPORARIES, "1");
    let poisoned = run();
    std::env::remove_var(isobar::oir::uninit::POISON_TEMPORARIES);
    // t is written at I[0] only: b = a + 1 there, 0 + 1 elsewhere.
    assert_eq!(plain[0], 3.0, "{plain:?}");
    assert!(plain[1..].iter().all(|&x| x == 1.0), "{plain:?}");
    assert_eq!(poisoned[0], 3.0, "{poisoned:?}");
    assert!(poisoned[1..].iter().all(|x| x.is_nan()), "{poisoned:?}");
}
