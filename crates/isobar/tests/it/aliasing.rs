//! Aliased arguments (issue 28, finding 4; seed 004, rule 4): the same
//! memory passed for a field the stencil writes and another field. The
//! back-ends used to give three different answers; every one must now refuse
//! the call naming both parameters, and accept arrays that only look alike
//! (interleaved components of one buffer), giving the numbers of separate
//! arrays.

use isobar::ir::DType;
use isobar::runtime::{ArrayArg, ArrayCall};
use isobar::stencil::{Backend, Stencil};
use std::path::{Path, PathBuf};

fn cache_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("isobar-cache")
}

const SHIFT: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(src: Field[np.float64], dst: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        dst = src[-1, 0, 0] + src[0, -1, 0]\n";

const BACKENDS: [Backend; 4] = [
    Backend::Debug,
    Backend::C,
    Backend::Fortran,
    Backend::OpenCl,
];

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

#[test]
fn overlapping_arguments_are_refused_naming_both() {
    let (mut passed, mut failed) = (0, 0);
    let points: usize = N.iter().product();
    for backend in BACKENDS {
        let stencil = Stencil::from_source(SHIFT)
            .backend(backend)
            .cache_dir(cache_dir())
            .build()
            .unwrap_or_else(|e| panic!("{backend:?}: {e}"));
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
            match verdict {
                Ok(()) => passed += 1,
                Err(why) => {
                    failed += 1;
                    eprintln!("FAIL {backend:?} shift {shift}: {why}");
                }
            }
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
        match ran {
            Ok(()) if got == want => passed += 1,
            Ok(()) => {
                failed += 1;
                eprintln!("FAIL {backend:?} interleaved: {got:?}, separate arrays give {want:?}");
            }
            Err(e) => {
                failed += 1;
                eprintln!("FAIL {backend:?} interleaved components refused: {e}");
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    assert_eq!(failed, 0, "{passed} passed, {failed} failed");
}

const POINTWISE: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(src: Field[np.float64], dst: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        dst = src * 2.0 + 1.0\n";

const READ_AFTER_WRITE: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(src: Field[np.float64], dst: Field[np.float64], other: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        dst = src * 2.0\n        other = src + 1.0\n";

#[test]
fn one_array_for_a_pointwise_update_gives_numpys_numbers() {
    let (mut passed, mut failed) = (0, 0);
    let points: usize = N.iter().product();
    for backend in BACKENDS {
        let build = |src| {
            Stencil::from_source(src)
                .backend(backend)
                .cache_dir(cache_dir())
                .build()
                .unwrap_or_else(|e| panic!("{backend:?}: {e}"))
        };
        // `dst = src * 2 + 1` in place: NumPy's numbers.
        let stencil = build(POINTWISE);
        let mut buffer: Vec<f64> = (0..points).map(|p| p as f64).collect();
        let src = view(&mut buffer, 0, C_ORDER, [0, 0, 0]);
        let dst = view(&mut buffer, 0, C_ORDER, [0, 0, 0]);
        let mut args = call(src, dst);
        args.domain = N;
        // SAFETY: both views are `buffer`, which outlives the call.
        let ran = unsafe { stencil.call_arrays(&mut args) };
        let want: Vec<f64> = (0..points).map(|p| p as f64 * 2.0 + 1.0).collect();
        let in_place = match ran {
            Ok(()) if buffer == want => Ok(()),
            Ok(()) => Err("differs from NumPy".to_string()),
            Err(e) => Err(format!("refused: {e}")),
        };
        // A later statement reads `src` after `dst` (the same array) was
        // written: the order of evaluation would matter, so it is refused.
        let stencil = build(READ_AFTER_WRITE);
        let mut buffer: Vec<f64> = (0..points).map(|p| p as f64).collect();
        let mut other = vec![0.0; points];
        let mut args = call(
            view(&mut buffer, 0, C_ORDER, [0, 0, 0]),
            view(&mut buffer, 0, C_ORDER, [0, 0, 0]),
        );
        args.domain = N;
        args.fields
            .insert("other".into(), view(&mut other, 0, C_ORDER, [0, 0, 0]));
        // SAFETY: as above.
        let read_after_write = match unsafe { stencil.call_arrays(&mut args) } {
            Err(e) if e.to_string().contains("share memory") => Ok(()),
            Err(e) => Err(format!("an unexpected error: {e}")),
            Ok(()) => Err("ran a read after a write of the same array".to_string()),
        };
        for (what, verdict) in [
            ("in place", in_place),
            ("read after write", read_after_write),
        ] {
            match verdict {
                Ok(()) => passed += 1,
                Err(why) => {
                    failed += 1;
                    eprintln!("FAIL {backend:?} {what}: {why}");
                }
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    assert_eq!(failed, 0, "{passed} passed, {failed} failed");
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

#[test]
fn one_array_where_reads_and_writes_are_apart_runs_as_numpy() {
    let (mut passed, mut failed) = (0, 0);
    let points: usize = N.iter().product();
    let plane = N[1] * N[2];
    for backend in BACKENDS {
        let build = |src| {
            Stencil::from_source(src)
                .backend(backend)
                .cache_dir(cache_dir())
                .build()
                .unwrap_or_else(|e| panic!("{backend:?}: {e}"))
        };
        let run = |src, buffer: &mut Vec<f64>| {
            let stencil = build(src);
            let mut args = call(
                view(buffer, 0, C_ORDER, [0, 0, 0]),
                view(buffer, 0, C_ORDER, [0, 0, 0]),
            );
            args.domain = [N[0] - 1, N[1], N[2]];
            // SAFETY: both views are `buffer`, which outlives the call.
            unsafe { stencil.call_arrays(&mut args) }
        };
        let mut buffer: Vec<f64> = (0..points).map(|p| p as f64).collect();
        let want: Vec<f64> = (0..points)
            .map(|p| {
                if p < plane {
                    (p + plane) as f64 * 3.0
                } else {
                    p as f64
                }
            })
            .collect();
        let apart = match run(EDGE_FROM_NEIGHBOUR, &mut buffer) {
            Ok(()) if buffer == want => Ok(()),
            Ok(()) => Err("differs from NumPy".to_string()),
            Err(e) => Err(format!("refused: {e}")),
        };
        let mut buffer: Vec<f64> = (0..points).map(|p| p as f64).collect();
        let overlapping = match run(TWO_COLUMNS, &mut buffer) {
            Err(e) if e.to_string().contains("share memory") => Ok(()),
            Err(e) => Err(format!("an unexpected error: {e}")),
            Ok(()) => Err("ran with reads of points it writes".to_string()),
        };
        let mut buffer: Vec<f64> = (0..points).map(|p| p as f64).collect();
        let copied = match run(COPY_WITH_EDGE, &mut buffer) {
            Ok(()) if buffer == want => Ok(()),
            Ok(()) => Err("differs from NumPy".to_string()),
            Err(e) => Err(format!("refused: {e}")),
        };
        let mut buffer: Vec<f64> = (0..points).map(|p| p as f64).collect();
        let kept = match run(KEEP_WITH_EDGE, &mut buffer) {
            Ok(()) if buffer == want => Ok(()),
            Ok(()) => Err("differs from NumPy".to_string()),
            Err(e) => Err(format!("refused: {e}")),
        };
        let mut buffer: Vec<f64> = (0..points).map(|p| p as f64).collect();
        let doubled = match run(DOUBLE_WITH_EDGE, &mut buffer) {
            Err(e) if e.to_string().contains("share memory") => Ok(()),
            Err(e) => Err(format!("an unexpected error: {e}")),
            Ok(()) => Err("ran with reads of points it changes".to_string()),
        };
        for (what, verdict) in [
            ("apart", apart),
            ("overlapping", overlapping),
            ("copied", copied),
            ("kept", kept),
            ("doubled", doubled),
        ] {
            match verdict {
                Ok(()) => passed += 1,
                Err(why) => {
                    failed += 1;
                    eprintln!("FAIL {backend:?} {what}: {why}");
                }
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    assert_eq!(failed, 0, "{passed} passed, {failed} failed");
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
    let (mut passed, mut failed) = (0, 0);
    let points: usize = N.iter().product();
    for backend in BACKENDS {
        let stencil = Stencil::from_source(DEAD_SHIFTED_READ)
            .backend(backend)
            .cache_dir(cache_dir())
            .build()
            .unwrap_or_else(|e| panic!("{backend:?}: {e}"));
        let mut buffer: Vec<f64> = (0..points).map(|p| p as f64).collect();
        let mut args = call(
            view(&mut buffer, 0, C_ORDER, [0, 0, 0]),
            view(&mut buffer, 0, C_ORDER, [0, 0, 0]),
        );
        // SAFETY: both views are `buffer`, which outlives the call.
        match unsafe { stencil.call_arrays(&mut args) } {
            Err(e) if e.to_string().contains("share memory") => passed += 1,
            other => {
                failed += 1;
                eprintln!("FAIL {backend:?}: expected a refusal, got {other:?}");
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    assert_eq!(failed, 0, "{passed} passed, {failed} failed");
}
