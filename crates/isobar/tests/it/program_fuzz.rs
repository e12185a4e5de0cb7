//! Random programs: sequences of calls drawn from a pool of stencils (point-
//! wise, neighbour reads, regions, column sweeps, conditionals), on random
//! fields (arguments and transients), origins and domains. Fused, each must
//! give the values of its calls one by one, bit for bit, on the C back-end.

use crate::program_runs::{self, fused_and_unfused, fused_as_unfused};
use isobar::ir::DType;
use isobar::program::{FieldId, Program, ScalarArg};
use isobar::runtime::{Field, Scalar};
use isobar::stencil::{Backend, Stencil};
use proptest::prelude::*;
use std::sync::{Arc, OnceLock};

const SOURCE: &str = r#"
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, FORWARD, BACKWARD, Field, computation, interval, horizontal, region, I, J

F = Field[np.float64]

def scale(a: F, b: F, s: float):
    with computation(PARALLEL), interval(...):
        b = s * a + 1.0

def lap(a: F, b: F):
    with computation(PARALLEL), interval(...):
        b = a[1, 0, 0] + a[-1, 0, 0] + a[0, 1, 0] + a[0, -1, 0] - 4.0 * a

def smooth_tmp(a: F, b: F):
    with computation(PARALLEL), interval(...):
        t = a[1, 0, 0] - a
        b = a + 0.25 * (t - t[-1, 0, 0])

def limiter(a: F, b: F, c: F):
    with computation(PARALLEL), interval(...):
        d = a - b[0, 1, 0]
        if d > 0.0:
            c = min(d, a[0, -1, 0])
        else:
            c = max(d, -a)

def edges(a: F, b: F):
    with computation(PARALLEL), interval(...):
        b = 2.0 * a
        with horizontal(region[I[0], :]):
            b = a[1, 0, 0]
        with horizontal(region[:, J[-1]]):
            b = a[0, -1, 0] - 1.0

def sweep(a: F, b: F):
    with computation(FORWARD):
        with interval(0, 1):
            b = a
        with interval(1, None):
            b = 0.5 * (a + b[0, 0, -1])
    with computation(BACKWARD), interval(0, -1):
        b = b + 0.25 * b[0, 0, 1]

def vertical(a: F, b: F):
    with computation(PARALLEL):
        with interval(0, 1):
            b = a[0, 0, 1] - a
        with interval(1, None):
            b = a - a[0, 0, -1]
"#;

/// The pool: (stencil, number of field parameters, has a scalar).
const POOL: &[(&str, usize, bool)] = &[
    ("scale", 2, true),
    ("lap", 2, false),
    ("smooth_tmp", 2, false),
    ("limiter", 3, false),
    ("edges", 2, false),
    ("sweep", 2, false),
    ("vertical", 2, false),
];

fn stencils() -> &'static Vec<Arc<Stencil>> {
    static STENCILS: OnceLock<Vec<Arc<Stencil>>> = OnceLock::new();
    STENCILS.get_or_init(|| {
        POOL.iter()
            .map(|(name, _, _)| {
                let options = isobar::FrontendOptions {
                    stencil: Some((*name).to_string()),
                    ..Default::default()
                };
                let mut s = Stencil::from_source(SOURCE)
                    .frontend_options(options)
                    .backend(Backend::C)
                    .build()
                    .expect("valid stencil");
                s.compile().expect("compiles");
                Arc::new(s)
            })
            .collect()
    })
}

const HALO: usize = 3;
const N: [usize; 3] = [70, 11, 4];

/// A drawn call: stencil, fields (indices into the six program fields),
/// origin shift (-1..=1 per horizontal axis) and domain growth (0..=2).
type Drawn = (usize, [usize; 3], [i64; 2], [usize; 2]);

fn program(calls: &[Drawn]) -> Option<Program> {
    let mut p = Program::new("fuzz");
    let shape = [N[0] + 2 * HALO, N[1] + 2 * HALO, N[2]];
    let fields: Vec<FieldId> = (0..6)
        .map(|n| {
            if n < 3 {
                p.field(&format!("arg{n}"), DType::Float64, &shape)
            } else {
                p.transient(&format!("tmp{n}"), DType::Float64, &shape)
            }
        })
        .collect();
    let s = p.scalar("s", DType::Float64);
    for &(which, bound, shift, grow) in calls {
        let (name, n_fields, has_scalar) = POOL[which];
        let stencil = stencils()[which].clone();
        let params: Vec<String> = {
            let ir = stencil.ir();
            ir.params
                .iter()
                .map(|&id| ir.symbols.get(id).name.clone())
                .collect()
        };
        // Distinct fields per call (GT4Py forbids aliasing a written field).
        let mut free: Vec<usize> = (0..6).collect();
        let chosen: Vec<usize> = bound[..n_fields]
            .iter()
            .map(|&x| free.remove(x % free.len()))
            .collect();
        let field_args: Vec<(&str, FieldId)> = params
            .iter()
            .take(n_fields)
            .zip(&chosen)
            .map(|(p, &f)| (p.as_str(), fields[f]))
            .collect();
        let scalars: Vec<(&str, ScalarArg)> = if has_scalar {
            vec![(params[n_fields].as_str(), ScalarArg::Param(s))]
        } else {
            Vec::new()
        };
        let origin = [
            (HALO as i64 + shift[0]) as usize,
            (HALO as i64 + shift[1]) as usize,
            0,
        ];
        let domain = [N[0] + grow[0], N[1] + grow[1], N[2]];
        // Calls whose accesses leave the arrays are not valid programs.
        if let Err(e) = p.call(
            stencil.signature().clone(),
            &field_args,
            &scalars,
            origin,
            domain,
        ) {
            eprintln!("{name}: {e}");
            return None;
        }
    }
    Some(p)
}

/// Every field stored I first (transients zero), arguments filled
/// deterministically; the scalar.
fn arguments(p: &Program) -> (Vec<Field>, Vec<Scalar>) {
    let i_first = |dtype, shape: &[usize]| Field::zeros_in_order(dtype, shape, &[1, 2, 0]);
    program_runs::arguments(p, i_first, 997.0, 0.75)
}

fn drawn() -> impl Strategy<Value = Drawn> {
    (
        0..POOL.len(),
        [0usize..6, 0usize..6, 0usize..6],
        [-1i64..=1, -1i64..=1],
        [0usize..=2, 0usize..=2],
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn fused_programs_equal_their_calls_one_by_one(calls in prop::collection::vec(drawn(), 2..9)) {
        let Some(p) = program(&calls) else {
            return Ok(());
        };
        let (fused, unfused) = fused_and_unfused(&p, Backend::C);
        let verdict = fused_as_unfused(&p, &fused, &unfused, arguments(&p));
        prop_assert_eq!(verdict, Ok(()), "{} groups", fused.launches());
    }
}

use crate::reference;

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// The same random programs, two steps decomposed over a random layout
    /// (uneven ones among them), periodic or not, fused between exchanges or
    /// not, equal one rank run without the planner, bit for bit.
    #[test]
    fn decomposed_programs_equal_one_rank(
        calls in prop::collection::vec(drawn(), 2..7),
        layout in prop::sample::select(vec!["1x1", "2x1", "1x2", "2x2", "3x2", "4x1"]),
        periodic in any::<bool>(),
        fuse in any::<bool>(),
    ) {
        use isobar::distributed::{self, Decomposition, DistributedPlan, RunOptions};
        let Some(p) = program(&calls) else {
            return Ok(());
        };
        let (fields, scalars) = arguments(&p);
        let d = Decomposition::new([N[0], N[1]], layout.parse().unwrap(), [periodic; 2]).unwrap();
        let options = RunOptions {
            steps: 2,
            swaps: distributed::default_swaps(&p),
            overlap: true,
            fuse,
        };
        let plan = DistributedPlan::new(&p, d, &options).expect("plans");
        let stencils = isobar::stencil::CallStencils::new(&p, &program_runs::code(Backend::C), &[]);
        let (outcome, _) = distributed::run_in_process(&p, &plan, &stencils, &fields, &scalars, Some(1))
            .expect("decomposed run");
        let truth = reference::reference(&p, &fields, &scalars, [N[0], N[1]], 2, periodic);
        prop_assert_eq!(outcome.gathered.len(), truth.len());
        for ((id, x), (_, y)) in outcome.gathered.iter().zip(&truth) {
            let (px, py) = (x.positions(), y.positions());
            for n in 0..px.len() {
                prop_assert_eq!(
                    x.get(px[n]).as_f64().to_bits(),
                    y.get(py[n]).as_f64().to_bits(),
                    "`{}` differs at element {} on {} (periodic: {})\n{:?}",
                    &p.fields[id.0].name,
                    n,
                    layout,
                    periodic,
                    plan.nodes
                );
            }
        }
    }
}
