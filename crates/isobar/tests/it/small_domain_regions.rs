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

use isobar::ir::DType;
use isobar::runtime::{Call, Scalar};
use isobar::stencil::{Backend, Stencil};
use std::path::{Path, PathBuf};

fn cache_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("isobar-cache")
}

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

const BACKENDS: [Backend; 3] = [Backend::C, Backend::Fortran, Backend::OpenCl];

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
    let (mut passed, mut failed) = (0, 0);
    let mut refused = 0;
    for (name, body) in REGIONS {
        let src = format!("{HEADER}{body}");
        let build = |backend| {
            Stencil::from_source(&src)
                .backend(backend)
                .cache_dir(cache_dir())
                .build()
                .unwrap_or_else(|e| panic!("{name} ({backend:?}): {e}"))
        };
        let reference = build(Backend::Debug);
        let compiled: Vec<_> = BACKENDS.iter().map(|&b| (b, build(b))).collect();
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
                        match verdict {
                            Ok(()) => passed += 1,
                            Err(why) => {
                                failed += 1;
                                eprintln!(
                                    "FAIL {name} {domain:?} halo {halo} ({backend:?}): {why}"
                                );
                            }
                        }
                    }
                }
            }
        }
    }
    println!("{passed} passed ({refused} of them refused), {failed} failed");
    assert_eq!(failed, 0, "{passed} passed, {failed} failed");
    assert!(
        refused > 0,
        "no call was refused: the domains are not small enough"
    );
}
