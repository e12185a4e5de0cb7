//! A field parameter written by one statement and read at a horizontal offset
//! by another, inside a region that keeps the read within the domain: valid
//! GTScript, which GT4Py runs. The C back-end ran it tile by tile and gave
//! wrong numbers at tile edges (found by fusing the calls of
//! `examples/programs/hdiff_smoothing.py`), then refused it. Now the CPU
//! back-ends let every tile finish the first computation before any tile
//! starts the second, and every back-end gives the values computed here
//! directly from the statements. Between intervals of one computation, the
//! loop is split into one per interval; temporaries read across the wait
//! live in buffers spanning the domain.

use crate::backends::{run_on_arguments, BACKENDS, COMPILED};
use crate::tally::Tally;
use isobar::back::WriteError;
use isobar::runtime::{Call, Scalar};
use isobar::stencil::{Backend, Error, Stencil};

const SOURCE: &str = r#"
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval, horizontal, region, I, J

def hazard(inp: Field[np.float64], flx: Field[np.float64], out: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        with horizontal(region[:, J[0] + 1:]):
            flx = 2.0 * inp
    with computation(PARALLEL), interval(...):
        with horizontal(region[I[0] + 1:, J[0] + 1:]):
            out = flx - flx[-1, 0, 0]
"#;

fn arguments(stencil: &Stencil) -> Call {
    let mut n = 0u32;
    stencil
        .arguments(
            [70, 9, 2],
            Some(1),
            &mut |_| {
                n += 1;
                Scalar::F64(f64::from(n.wrapping_mul(2_654_435_761) % 1000) / 1000.0)
            },
            &mut |t| Scalar::zero(t),
        )
        .expect("arguments")
}

/// The start of the two stencils below: [`SOURCE`]'s first computation,
/// with a temporary `t` beside it (after a `while`, so that no pass
/// recomputes it).
macro_rules! with_a_temporary {
    () => {
        r#"
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval, horizontal, region, I, J

def hazard(inp: Field[np.float64], flx: Field[np.float64], out: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        t = inp
        while t > 1.0:
            t = t * 0.5
        with horizontal(region[:, J[0] + 1:]):
            flx = 2.0 * inp
"#
    };
}

/// [`SOURCE`], with the temporary of the first computation read by the
/// second at offsets: tile buffers last one tile, so the CPU back-ends copy
/// it into a buffer spanning the domain before the wait and read it there
/// after.
const ACROSS_THE_WAIT: &str = concat!(
    with_a_temporary!(),
    r#"    with computation(PARALLEL), interval(...):
        u = t[1, 0, 0] + t[0, -1, 0] * 3.0 + t[-2, 2, 0] * 7.0
        with horizontal(region[I[0] + 1:, J[0] + 1:]):
            out = flx - flx[-1, 0, 0] + u
"#
);

/// A temporary written on both sides of the wait and read after it: no one
/// buffer per phase holds it, and the CPU back-ends refuse it, naming it.
const WRITTEN_ON_BOTH_SIDES: &str = concat!(
    with_a_temporary!(),
    r#"    with computation(PARALLEL), interval(...):
        with horizontal(region[I[0] + 1:, J[0] + 1:]):
            out = flx - flx[-1, 0, 0]
    with computation(PARALLEL), interval(...):
        t = t + 1.0
    with computation(PARALLEL), interval(...):
        out = out + t
"#
);

/// Two intervals of one computation: the first writes `flx`, the second
/// reads it at an I offset (at the level below, in the FORWARD variant). The
/// CPU back-ends split the loop into one per interval, and the tiles finish
/// the first before any starts the second.
const TWO_INTERVALS: &str = r#"
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, FORWARD, Field, computation, interval, horizontal, region, I, J

def hazard(inp: Field[np.float64], flx: Field[np.float64], out: Field[np.float64]):
    with computation(ORDER):
        with interval(0, 1):
            with horizontal(region[:, J[0] + 1:]):
                flx = 2.0 * inp
        with interval(1, None):
            with horizontal(region[I[0] + 1:, J[0] + 1:]):
                out = flx[0, 0, DK] - flx[-1, 0, DK]
"#;

/// Runs `source` on every back-end; the fields it writes must equal the
/// interpreter's: one verdict per compiled back-end in `tally`, named `case`
/// and the back-end.
fn same_as_interpreter(tally: &mut Tally, case: &str, source: &str, domain: [usize; 3]) {
    let run = |backend: Backend| {
        let stencil = Stencil::from_source(source)
            .backend(backend)
            .build()
            .expect("valid");
        let value = |n: u32| f64::from(n.wrapping_mul(2_654_435_761) % 1000) / 100.0;
        let (call, ran) = run_on_arguments(&stencil, domain, Some(3), value, Scalar::zero);
        ran.unwrap_or_else(|e| panic!("{}: {e}", backend.name()));
        ["flx", "out"].map(|f| call.fields[f].field.to_c_order())
    };
    let want = run(Backend::Debug);
    for backend in COMPILED {
        let got = run(backend);
        let bad: usize = got
            .iter()
            .zip(&want)
            .map(|(got, want)| {
                (0..want.len())
                    .filter(|&p| {
                        let (a, b) = (got.get(p).as_f64(), want.get(p).as_f64());
                        (a - b).abs() > 1e-12 * b.abs().max(1.0)
                    })
                    .count()
            })
            .sum();
        tally.check(
            format_args!("{case} {}", backend.name()),
            bad == 0,
            format_args!("{bad} points differ"),
        );
    }
}

#[test]
fn a_temporary_read_across_the_wait_gives_the_interpreters_numbers() {
    let mut tally = Tally::new();
    same_as_interpreter(&mut tally, "across the wait", ACROSS_THE_WAIT, [150, 40, 3]);
    tally.finish();
}

#[test]
fn intervals_of_one_computation_with_a_hazard_between_them_run_apart() {
    let mut tally = Tally::new();
    for (order, dk) in [("PARALLEL", "0"), ("FORWARD", "0"), ("FORWARD", "-1")] {
        let source = TWO_INTERVALS.replace("ORDER", order).replace("DK", dk);
        let case = format!("{order} DK={dk}");
        same_as_interpreter(&mut tally, &case, &source, [150, 40, 4]);
    }
    tally.finish();
}

#[test]
fn cpu_back_ends_refuse_a_temporary_written_on_both_sides_of_the_wait() {
    for backend in [Backend::C, Backend::Fortran] {
        let stencil = Stencil::from_source(WRITTEN_ON_BOTH_SIDES)
            .backend(backend)
            .build()
            .expect("valid");
        match stencil.generate() {
            Err(Error::Write(WriteError::TileHazard { field, .. })) => assert_eq!(field, "t"),
            Err(e) => panic!("{}: unexpected error {e}", backend.name()),
            Ok(_) => panic!("{}: the stencil must be refused", backend.name()),
        }
    }
}

#[test]
fn every_back_end_reads_the_new_values_of_the_neighbour() {
    for backend in BACKENDS {
        reads_the_new_values_of_the_neighbour(backend);
    }
}

fn reads_the_new_values_of_the_neighbour(backend: Backend) {
    let stencil = Stencil::from_source(SOURCE)
        .backend(backend)
        .build()
        .expect("valid");
    let mut call = arguments(&stencil);
    let before = call.clone();
    stencil.call(&mut call).expect("runs");
    let inp = &before.fields["inp"].field;
    let flx0 = &before.fields["flx"].field;
    let out0 = &before.fields["out"].field;
    let (ni, nj, nk) = (70usize, 9usize, 2usize);
    let shape = inp.shape().to_vec();
    let index = |i: usize, j: usize, k: usize| (i * shape[1] + j) * shape[2] + k;
    let c_inp = inp.to_c_order();
    let c_flx0 = flx0.to_c_order();
    let c_out0 = out0.to_c_order();
    // flx after the first computation, on the domain (origin 1 in I and J).
    let flx = |i: usize, j: usize, k: usize| {
        let x = c_inp.get(index(i, j, k)).as_f64();
        let inside = (1..=ni).contains(&i) && (2..=nj).contains(&j);
        if inside {
            2.0 * x
        } else {
            c_flx0.get(index(i, j, k)).as_f64()
        }
    };
    let out = call.fields["out"].field.to_c_order();
    for i in 0..shape[0] {
        for j in 0..shape[1] {
            for k in 0..nk {
                let inside = (2..=ni).contains(&i) && (2..=nj).contains(&j);
                let expected = if inside {
                    flx(i, j, k) - flx(i - 1, j, k)
                } else {
                    c_out0.get(index(i, j, k)).as_f64()
                };
                let got = out.get(index(i, j, k)).as_f64();
                assert_eq!(
                    got.to_bits(),
                    expected.to_bits(),
                    "{}: out[{i}, {j}, {k}]",
                    backend.name()
                );
            }
        }
    }
}
