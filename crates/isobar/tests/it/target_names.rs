//! User names reach no target's own identifiers and never clash within one:
//! a stencil whose name is longer than Fortran allows, with fields `a` and
//! `A` (one name to case-insensitive Fortran), a field named like the
//! generated code's helpers (`IsobarX`) and a boolean scalar, gives the
//! interpreter's numbers on every back-end that runs here.

use crate::backends::{build, run_on_arguments, COMPILED};
use isobar::runtime::{Call, Scalar};
use isobar::stencil::Backend;

const SOURCE: &str = r#"
import numpy as np
from gt4py.cartesian.gtscript import FORWARD, Field, computation, interval

def a_very_long_stencil_name_that_goes_on_and_on_beyond_sixty_three_characters_x(
    a: Field[np.float64], A: Field[np.float64], b: Field[bool], IsobarX: Field[np.int32], s: bool
):
    with computation(FORWARD), interval(...):
        tmp = a + A
        IsobarX = IsobarX + 1
        if b and s:
            A = tmp * 2.0
        else:
            A = tmp
        b = tmp > 0.5
"#;

fn run(backend: Backend) -> Call {
    let stencil = build(SOURCE, backend);
    let value = |n| f64::from(n % 7) * 0.25;
    let (call, ran) = run_on_arguments(&stencil, [5, 4, 3], None, value, |_| Scalar::Bool(true));
    ran.expect("runs");
    call
}

#[test]
fn clashing_and_long_names_give_the_interpreters_numbers_everywhere() {
    let expected = run(Backend::Debug);
    for backend in COMPILED {
        let got = run(backend);
        for (name, arg) in &expected.fields {
            let field = &got.fields[name].field;
            let want = arg.field.to_c_order();
            let have = field.to_c_order();
            for i in 0..want.len() {
                assert_eq!(
                    have.get(i),
                    want.get(i),
                    "{}: `{name}` differs at element {i}",
                    backend.name()
                );
            }
        }
    }
}
