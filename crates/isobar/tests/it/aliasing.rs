//! Aliased arguments (issue 28, finding 4; seed 004, rule 4): the same
//! memory passed for a field the stencil writes and another field. The
//! back-ends used to give three different answers; every one must now refuse
//! the call naming both parameters, and accept arrays that only look alike
//! (interleaved components of one buffer), giving the numbers of separate
//! arrays.

use crate::backends::{build, on_every_backend};
use isobar::ir::DType;
use isobar::runtime::{ArrayArg, ArrayCall};
use isobar::stencil::{Backend, Error};

const SHIFT: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(src: Field[np.float64], dst: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        dst = src[-1, 0, 0] + src[0, -1, 0]\n";

const N: [usize; 3] = [6, 5, 3];

/// A view of `n` points per axis into `buffer` from element `start`, with
/// the given element strides.
fn view(buffer: &mut [f64], start: usize, strides: [isize; 3], origin: [usize; 3]) -> ArrayArg {
    ArrayArg {
        // SAFETY (of the callers): every view stays inside `buffer`.
        data: buffer[start..].as_mut_ptr().cast(),
        dtype: DType::Float64,
        shape: N.to_vec(),
        strides: strides.to_vec(),
        origin: origin.to_vec(),
    }
}

fn call(src: ArrayArg, dst: ArrayArg) -> ArrayCall {
    let mut call = ArrayCall {
        domain: [N[0] - 1, N[1] - 1, N[2]],
        ..Default::default()
    };
    call.fields.insert("src".into(), src);
    call.fields.insert("dst".into(), dst);
    call
}

const C_ORDER: [isize; 3] = [(N[1] * N[2]) as isize, N[2] as isize, 1];

/// The call on `domain` with `src` and `dst` both the whole of `buffer` (C
/// order).
fn in_place(buffer: &mut [f64], domain: [usize; 3]) -> ArrayCall {
    let mut args = call(
        view(buffer, 0, C_ORDER, [0, 0, 0]),
        view(buffer, 0, C_ORDER, [0, 0, 0]),
    );
    args.domain = domain;
    args
}

/// `source` built for `backend` and called on `domain` with one array for
/// `src` and `dst` ([`in_place`]) that counts 0, 1, 2, ...: the array after
/// the call, and what the call returned.
fn run_in_place(
    source: &str,
    backend: Backend,
    domain: [usize; 3],
) -> (Vec<f64>, Result<(), Error>) {
    let stencil = build(source, backend);
    let mut buffer: Vec<f64> = (0..N.iter().product()).map(|p| p as f64).collect();
    let mut args = in_place(&mut buffer, domain);
    // SAFETY: both views are `buffer`, which outlives the call.
    let ran = unsafe { stencil.call_arrays(&mut args) };
    (buffer, ran)
}

/// The verdict on a call that must leave NumPy's numbers, `want`, in `buffer`.
fn as_numpy(ran: Result<(), Error>, buffer: &[f64], want: &[f64]) -> Result<(), String> {
    match ran {
        Ok(()) if buffer == want => Ok(()),
        Ok(()) => Err("differs from NumPy".to_string()),
        Err(e) => Err(format!("refused: {e}")),
    }
}

/// The verdict on a call that must be refused because its arrays share
/// memory; `what_ran` is the failure if it ran.
fn refused_as_shared(ran: Result<(), Error>, what_ran: &str) -> Result<(), String> {
    match ran {
        Err(e) if e.to_string().contains("share memory") => Ok(()),
        Err(e) => Err(format!("an unexpected error: {e}")),
        Ok(()) => Err(what_ran.to_string()),
    }
}

#[test]
fn overlapping_arguments_are_refused_naming_both() {
    let points: usize = N.iter().product();
    on_every_backend(|backend, tally| {
        let stencil = build(SHIFT, backend);
        // The same array, and views shifted by one row and by one point.
        for shift in [0, N[2], 1] {
            let mut buffer: Vec<f64> = (0..points + shift).map(|p| p as f64).collect();
            let before = buffer.clone();
            let src = view(&mut buffer, 0, C_ORDER, [1, 1, 0]);
            let dst = view(&mut buffer, shift, C_ORDER, [1, 1, 0]);
            let mut args = call(src, dst);
            // SAFETY: both views lie inside `buffer`, which outlives the call.
            let verdict = match unsafe { stencil.call_arrays(&mut args) } {
                Err(e) if e.to_string().contains("`src`") && e.to_string().contains("`dst`") => {
                    if buffer == before {
                        Ok(())
                    } else {
                        Err("refused, but after writing".to_string())
                    }
                }
                Err(e) => Err(format!("an error not naming both fields: {e}")),
                Ok(()) => Err("ran on aliased arguments".into()),
            };
            tally.record(format_args!("{backend:?} shift {shift}"), verdict);
        }
        // Two components of one (N..., 2) buffer do not overlap: they run,
        // with the numbers of two separate arrays.
        let interleaved = [C_ORDER[0] * 2, C_ORDER[1] * 2, 2];
        let mut buffer: Vec<f64> = (0..points * 2).map(|p| (p / 2) as f64).collect();
        let src = view(&mut buffer, 0, interleaved, [1, 1, 0]);
        let dst = view(&mut buffer, 1, interleaved, [1, 1, 0]);
        let mut args = call(src, dst);
        // SAFETY: as above.
        let ran = unsafe { stencil.call_arrays(&mut args) };
        let mut src: Vec<f64> = (0..points).map(|p| p as f64).collect();
        let mut dst = vec![0.0; points];
        let mut separate = call(
            view(&mut src, 0, C_ORDER, [1, 1, 0]),
            view(&mut dst, 0, C_ORDER, [1, 1, 0]),
        );
        // SAFETY: as above.
        unsafe { stencil.call_arrays(&mut separate) }.expect("separate arrays");
        let got: Vec<f64> = buffer.iter().skip(1).step_by(2).copied().collect();
        let want: Vec<f64> = dst
            .iter()
            .enumerate()
            .map(|(p, &d)| if d == 0.0 { p as f64 } else { d })
            .collect();
        let verdict = match ran {
            Ok(()) if got == want => Ok(()),
            Ok(()) => Err(format!("{got:?}, separate arrays give {want:?}")),
            Err(e) => Err(format!("interleaved components refused: {e}")),
        };
        tally.record(format_args!("{backend:?} interleaved"), verdict);
    });
}

const POINTWISE: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(src: Field[np.float64], dst: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        dst = src * 2.0 + 1.0\n";

const READ_AFTER_WRITE: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(src: Field[np.float64], dst: Field[np.float64], other: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        dst = src * 2.0\n        other = src + 1.0\n";

#[test]
fn one_array_for_a_pointwise_update_gives_numpys_numbers() {
    let points: usize = N.iter().product();
    on_every_backend(|backend, tally| {
        // `dst = src * 2 + 1` in place: NumPy's numbers.
        let (buffer, ran) = run_in_place(POINTWISE, backend, N);
        let want: Vec<f64> = (0..points).map(|p| p as f64 * 2.0 + 1.0).collect();
        tally.record(
            format_args!("{backend:?} in place"),
            as_numpy(ran, &buffer, &want),
        );
        // A later statement reads `src` after `dst` (the same array) was
        // written: the order of evaluation would matter, so it is refused.
        let stencil = build(READ_AFTER_WRITE, backend);
        let mut buffer: Vec<f64> = (0..points).map(|p| p as f64).collect();
        let mut other = vec![0.0; points];
        let mut args = in_place(&mut buffer, N);
        args.fields
            .insert("other".into(), view(&mut other, 0, C_ORDER, [0, 0, 0]));
        // SAFETY: both views are `buffer`, which outlives the call.
        let ran = unsafe { stencil.call_arrays(&mut args) };
        tally.record(
            format_args!("{backend:?} read after write"),
            refused_as_shared(ran, "ran a read after a write of the same array"),
        );
    });
}

/// FV3's corner filling as PyFV3 calls it, `fill(q, q)`: the edge column is
/// written from the column next to it, which nothing writes.
const EDGE_FROM_NEIGHBOUR: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(src: Field[np.float64], dst: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        with horizontal(region[I[0], :]):\n            dst = src[1, 0, 0] * 3.0\n";

/// The same, but the second column is written too, after being read.
const TWO_COLUMNS: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(src: Field[np.float64], dst: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        with horizontal(region[I[0]:I[0] + 2, :]):\n            dst = src[1, 0, 0] * 3.0\n";

/// Every point copied onto itself through a temporary, the first column
/// from its neighbour (FV3's `fill_corners_delp_pt_w(delp, …, delp, …)`,
/// found by running PyFV3's dynamical core): the copies change nothing, so
/// the neighbour is read unchanged in any order.
const COPY_WITH_EDGE: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(src: Field[np.float64], dst: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        t = src\n        with horizontal(region[I[0], :]):\n            t = src[1, 0, 0] * 3.0\n        dst = t\n";

/// The output kept where it is but for the first column, taken from the
/// input's neighbour (NDSL's `fill_corners_2cells_x_stencil(q, q)`): with
/// one array for both, the output's own values are the input's.
const KEEP_WITH_EDGE: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(src: Field[np.float64], dst: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        t = dst\n        with horizontal(region[I[0], :]):\n            t = src[1, 0, 0] * 3.0\n        dst = t\n";

/// The same, but every point is doubled: the neighbour read may be doubled.
const DOUBLE_WITH_EDGE: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(src: Field[np.float64], dst: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        t = src * 2.0\n        with horizontal(region[I[0], :]):\n            t = src[1, 0, 0] * 3.0\n        dst = t\n";

/// The stencils [`one_array_where_reads_and_writes_are_apart_runs_as_numpy`]
/// runs with one array for `src` and `dst`: (case, source, `None` where it
/// must give NumPy's numbers, or the failure if it runs where it must be
/// refused).
const ONE_ARRAY: [(&str, &str, Option<&str>); 5] = [
    ("apart", EDGE_FROM_NEIGHBOUR, None),
    (
        "overlapping",
        TWO_COLUMNS,
        Some("ran with reads of points it writes"),
    ),
    ("copied", COPY_WITH_EDGE, None),
    ("kept", KEEP_WITH_EDGE, None),
    (
        "doubled",
        DOUBLE_WITH_EDGE,
        Some("ran with reads of points it changes"),
    ),
];

#[test]
fn one_array_where_reads_and_writes_are_apart_runs_as_numpy() {
    let points: usize = N.iter().product();
    let plane = N[1] * N[2];
    let want: Vec<f64> = (0..points)
        .map(|p| {
            if p < plane {
                (p + plane) as f64 * 3.0
            } else {
                p as f64
            }
        })
        .collect();
    on_every_backend(|backend, tally| {
        for (what, source, refusal) in ONE_ARRAY {
            let (buffer, ran) = run_in_place(source, backend, [N[0] - 1, N[1], N[2]]);
            let verdict = match refusal {
                None => as_numpy(ran, &buffer, &want),
                Some(what_ran) => refused_as_shared(ran, what_ran),
            };
            tally.record(format_args!("{backend:?} {what}"), verdict);
        }
    });
}

/// A read at an offset whose value is never used: the optimisation passes
/// remove it, the stencil as written has it (fuzzer seed 1002350).
const DEAD_SHIFTED_READ: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(src: Field[np.float64], dst: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        unused = src[1, 0, 0]\n        dst = 2.0\n";

/// Whether one array may be passed for a written field and another is
/// decided on the stencil as written, so that every back-end decides alike
/// (the interpreter used to refuse what C, whose passes had removed the
/// read, ran).
#[test]
fn every_back_end_decides_an_aliased_call_alike() {
    on_every_backend(|backend, tally| {
        let (_, ran) = run_in_place(DEAD_SHIFTED_READ, backend, [N[0] - 1, N[1] - 1, N[2]]);
        tally.record(
            format_args!("{backend:?}"),
            refused_as_shared(ran, "ran where a refusal was expected"),
        );
    });
}
