//! Horizontal regions on domains smaller than the regions' reach (issue 28,
//! finding 1). GT4Py's extent analysis holds for a domain of any size, so a
//! region at `J[0] + 4` reading `v[0, 1, 0]` asks for no halo; on a domain
//! of 5 rows that read lands one row past the array. The compiled back-ends
//! used to read outside the array there (a wrong number, and memory
//! unsafety) where the interpreter, which checks every access, refused.
//!
//! Every region form below runs on every domain from 1x1 to 6x6, on arrays
//! with no halo and with one point of halo: each compiled back-end must
//! either refuse the call naming the field, or write the interpreter's bits.
//! A compiled run that succeeds where the interpreter found an access out of
//! bounds is the bug.

use crate::backends::{try_build, COMPILED};
use crate::tally::Tally;
use isobar::ir::DType;
use isobar::runtime::{Call, Scalar};
use isobar::stencil::{Backend, Stencil};

const HEADER: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(v: Field[np.float64], out: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n";

/// Region bodies (indented for the `with computation` block above).
const REGIONS: &[(&str, &str)] = &[
    (
        "start_plus_4_reads_ahead",
        "        with horizontal(region[:, J[0] + 4]):\n            out = v[0, 1, 0]\n",
    ),
    (
        "start_box_reads_ahead",
        "        with horizontal(region[I[0] + 3:I[0] + 9, J[0] + 1:J[0] + 9]):\n            out = v[0, 1, 0] + v[1, 0, 0]\n",
    ),
    (
        "end_minus_4_reads_behind",
        "        with horizontal(region[:, J[-1] - 4]):\n            out = v[0, -1, 0]\n",
    ),
    (
        "end_open_reads_both_ways",
        "        with horizontal(region[I[-1] - 3:, :]):\n            out = v[-1, 0, 0] + v[1, 0, 0]\n",
    ),
    (
        "edge_reads_outside",
        "        with horizontal(region[I[0], :]):\n            out = v[-1, 0, 0]\n",
    ),
    (
        "end_box_reads_diagonally",
        "        with horizontal(region[I[0] + 2:I[0] + 4, J[-1] - 2:J[-1]]):\n            out = v[1, -1, 0] * 2.0\n",
    ),
    (
        "two_regions",
        "        out = v\n        with horizontal(region[I[0] + 1, :], region[:, J[-1] - 1]):\n            out = v[2, 0, 0] - v[0, 2, 0]\n",
    ),
];

/// Arguments on `domain` with `halo` points around it, the same values for
/// every build of the stencil.
fn arguments(stencil: &Stencil, domain: [usize; 3], halo: usize) -> Call {
    let mut n = 0u64;
    let mut value = |t: DType| {
        n += 1;
        Scalar::F64((n.wrapping_mul(2_654_435_761) % 1000) as f64 / 997.0).cast(t)
    };
    stencil
        .arguments(domain, Some(halo), &mut value, &mut |t| Scalar::zero(t))
        .expect("arguments")
}

#[test]
fn regions_on_small_domains_are_refused_or_agree_with_the_interpreter() {
    let mut tally = Tally::new();
    let mut refused = 0;
    for (name, body) in REGIONS {
        let src = format!("{HEADER}{body}");
        let build = |backend| {
            try_build(&src, backend).unwrap_or_else(|e| panic!("{name} ({backend:?}): {e}"))
        };
        let reference = build(Backend::Debug);
        let compiled: Vec<_> = COMPILED.iter().map(|&b| (b, build(b))).collect();
        for ni in 1..=6 {
            for nj in 1..=6 {
                for halo in [0, 1] {
                    let domain = [ni, nj, 2];
                    let mut want = arguments(&reference, domain, halo);
                    let expected = reference
                        .call(&mut want)
                        .map(|()| want.fields["out"].field.to_c_order());
                    for (backend, stencil) in &compiled {
                        let mut got = arguments(stencil, domain, halo);
                        let verdict = match (stencil.call(&mut got), &expected) {
                            (Err(e), _) if e.to_string().contains("`v`") => {
                                refused += 1;
                                Ok(())
                            }
                            (Err(e), _) => Err(format!("an error not naming `v`: {e}")),
                            (Ok(()), Err(e)) => Err(format!(
                                "ran, but the interpreter found an access out of bounds: {e}"
                            )),
                            (Ok(()), Ok(out)) if got.fields["out"].field.to_c_order() != *out => {
                                Err("differs from the interpreter".into())
                            }
                            (Ok(()), Ok(_)) => Ok(()),
                        };
                        tally.record(
                            format_args!("{name} {domain:?} halo {halo} ({backend:?})"),
                            verdict,
                        );
                    }
                }
            }
        }
    }
    println!("{refused} compiled calls refused, naming the field");
    tally.finish();
    assert!(
        refused > 0,
        "no call was refused: the domains are not small enough"
    );
}
