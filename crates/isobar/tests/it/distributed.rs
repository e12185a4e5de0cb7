//! Decomposed runs give the results of one rank bit for bit: the bundled
//! hdiff and vadv, an example program, and edge regions (which must act only
//! on the ranks owning the edge), periodic and not, with and without
//! overlapping exchanges with other calls, on even and uneven layouts.

use crate::program_runs::program_of;

fn c_code() -> isobar::stencil::CodeOptions {
    crate::program_runs::code(Backend::C)
}

/// The stencils of `program`'s calls, built for C.
fn c_stencils(program: &Program) -> isobar::stencil::CallStencils {
    isobar::stencil::CallStencils::new(program, &c_code(), &[])
}
use crate::reference::reference;
use isobar::distributed::{self, Decomposition, DistributedPlan, Layout, RunOptions};
use isobar::program::{FieldId, Program};
use isobar::runtime::{Field, Scalar};
use isobar::stencil::{Backend, Stencil};
use isobar::FrontendOptions;
use std::path::PathBuf;

fn read(path: &str) -> (PathBuf, String) {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(path);
    let text = std::fs::read_to_string(&p).expect("example");
    (p, text)
}

/// Deterministic, irregular values (never the same twice in a row).
fn fill(fields: &mut [Field], program: &Program) {
    let mut n = 7u64;
    for (f, field) in fields.iter_mut().zip(&program.fields) {
        if field.transient {
            continue;
        }
        for p in f.positions() {
            n = n
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            f.set(p, Scalar::F64(0.5 + (n >> 11) as f64 / (1u64 << 53) as f64));
        }
    }
}

/// Every field of `program`, [`fill`]ed (transients zero).
fn filled(program: &Program) -> Vec<Field> {
    let mut fields: Vec<Field> = program
        .fields
        .iter()
        .map(|f| Field::zeros(f.dtype, &f.shape))
        .collect();
    fill(&mut fields, program);
    fields
}

/// One stencil of a file as a one-call program on `domain` with `halo`.
fn stencil_program(
    source: &str,
    name: Option<&str>,
    domain: [usize; 3],
    halo: usize,
) -> (Program, Vec<Field>, Vec<Scalar>) {
    let options = FrontendOptions {
        stencil: name.map(str::to_string),
        ..Default::default()
    };
    let stencil = Stencil::from_source(source)
        .frontend_options(options)
        .backend(Backend::C)
        .build()
        .expect("stencil");
    let call = stencil
        .arguments(domain, Some(halo), &mut |_| Scalar::F64(0.0), &mut |_| {
            Scalar::F64(0.3)
        })
        .expect("arguments");
    let (program, mut fields, scalars) =
        distributed::stencil_program(stencil.signature().clone(), call).expect("program");
    fill(&mut fields, &program);
    (program, fields, scalars)
}

fn run(
    program: &Program,
    fields: &[Field],
    scalars: &[Scalar],
    layout: &str,
    periodic: bool,
    steps: usize,
    overlap: bool,
) -> Vec<(FieldId, Field)> {
    let layout: Layout = layout.parse().unwrap();
    let global = [
        program.calls[0].domain[0].max(1),
        program.calls[0].domain[1].max(1),
    ];
    let d = Decomposition::new(global, layout, [periodic; 2]).unwrap();
    let options = RunOptions {
        steps,
        swaps: distributed::default_swaps(program),
        overlap,
        fuse: true,
    };
    let plan = DistributedPlan::new(program, d, &options).expect("plan");
    let (outcome, stats) = distributed::run_in_process(
        program,
        &plan,
        &c_stencils(program),
        fields,
        scalars,
        Some(1),
    )
    .expect("run");
    assert_eq!(stats.len(), layout.ranks());
    // The global reductions agree with the gathered fields.
    for ((id, lo, hi), (gid, g)) in outcome.extrema.iter().zip(&outcome.gathered) {
        assert_eq!(id, gid);
        let values: Vec<f64> = g.positions().iter().map(|&p| g.get(p).as_f64()).collect();
        assert_eq!(*lo, values.iter().copied().fold(f64::INFINITY, f64::min));
        assert_eq!(
            *hi,
            values.iter().copied().fold(f64::NEG_INFINITY, f64::max)
        );
    }
    outcome.gathered
}

fn assert_bitwise(a: &[(FieldId, Field)], b: &[(FieldId, Field)], what: &str) {
    assert_eq!(a.len(), b.len(), "{what}: gathered fields");
    assert!(!a.is_empty());
    for ((fa, x), (fb, y)) in a.iter().zip(b) {
        assert_eq!(fa, fb);
        assert_eq!(x.shape(), y.shape());
        let (px, py) = (x.positions(), y.positions());
        for n in 0..px.len() {
            let (u, v) = (x.get(px[n]).as_f64(), y.get(py[n]).as_f64());
            assert_eq!(
                u.to_bits(),
                v.to_bits(),
                "{what}: field {} element {n}: {u} vs {v}",
                fa.0
            );
        }
    }
}

/// Asserts that `program`, run `steps` steps on one rank, gives what the
/// reference gives, and decomposed as each of `layouts` (with overlapping
/// exchanges or not) what one rank gives, bit for bit; with periodic
/// boundaries or not. `what` names the case in messages.
fn assert_equals_one_rank(
    what: &str,
    (program, fields, scalars): &(Program, Vec<Field>, Vec<Scalar>),
    periodic: bool,
    steps: usize,
    layouts: &[(&str, bool)],
) {
    let n = [program.calls[0].domain[0], program.calls[0].domain[1]];
    let truth = reference(program, fields, scalars, n, steps, periodic);
    let one = run(program, fields, scalars, "1x1", periodic, steps, true);
    assert_bitwise(&truth, &one, &format!("{what} 1x1 periodic={periodic}"));
    for &(layout, overlap) in layouts {
        let many = run(program, fields, scalars, layout, periodic, steps, overlap);
        let case = format!("{what} {layout} periodic={periodic} overlap={overlap}");
        assert_bitwise(&one, &many, &case);
    }
}

#[test]
fn hdiff_on_2x2_periodic_equals_one_rank_with_and_without_overlap() {
    let (_, text) = read("examples/hdiff.py");
    let hdiff = stencil_program(&text, None, [24, 20, 5], 3);
    // 3x2: uneven shares.
    let layouts = [("2x2", true), ("2x2", false), ("3x2", true)];
    assert_equals_one_rank("hdiff", &hdiff, true, 10, &layouts);
}

#[test]
fn vadv_on_2x2_periodic_equals_one_rank() {
    let (_, text) = read("examples/vadv.py");
    let vadv = stencil_program(&text, None, [16, 12, 10], 1);
    assert_equals_one_rank("vadv", &vadv, true, 10, &[("2x2", true)]);
}

#[test]
fn one_rank_without_periodic_boundaries_is_the_plain_call() {
    let (_, text) = read("examples/hdiff.py");
    let (program, fields, scalars) = stencil_program(&text, None, [12, 10, 3], 2);
    let decomposed = run(&program, &fields, &scalars, "1x1", false, 1, true);
    let mut plain = fields.clone();
    let mut program_fields = plain.clone();
    let compiled = isobar::stencil::CompiledProgram::new(
        program.clone(),
        isobar::program::PlanOptions::unfused(),
        &c_code(),
    )
    .unwrap();
    compiled.run(&mut program_fields, &scalars).unwrap();
    plain.clone_from(&program_fields);
    let out = program.field_named("out").unwrap();
    let (_, got) = decomposed.iter().find(|(f, _)| *f == out).unwrap();
    let want = &plain[out.0];
    let (pg, pw) = (got.positions(), want.positions());
    let h = 2;
    for i in 0..12 {
        for j in 0..10 {
            for k in 0..3 {
                let g = got.get(pg[(i * 10 + j) * 3 + k]).as_f64();
                let w = want.get(pw[((i + h) * 14 + j + h) * 3 + k]).as_f64();
                assert_eq!(g.to_bits(), w.to_bits(), "out[{i},{j},{k}]");
            }
        }
    }
}

const EDGES: &str = r#"
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval, horizontal, region, I, J

def edges(q: Field[float], out: Field[float]):
    with computation(PARALLEL), interval(...):
        out = q + 0.25 * (q[-1, 0, 0] + q[1, 0, 0] + q[0, -1, 0] + q[0, 1, 0])
        with horizontal(region[I[0], :]):
            out = q[1, 0, 0] - q[-1, 0, 0]
        with horizontal(region[:, J[-1]]):
            out = 2.0 * q[0, -1, 0]
        with horizontal(region[I[0]:I[0] + 2, J[0]:J[0] + 2]):
            out = q[1, 1, 0] + q[-1, -1, 0]
        with horizontal(region[I[-1], J[-1]]):
            out = -q
"#;

#[test]
fn edge_regions_act_only_on_the_ranks_owning_the_edge() {
    let edges = stencil_program(EDGES, None, [9, 8, 2], 2);
    for periodic in [false, true] {
        let layouts = [("2x2", true), ("3x1", true), ("2x3", true)];
        assert_equals_one_rank("edges", &edges, periodic, 6, &layouts);
    }
}

#[test]
fn an_example_program_on_2x2_equals_one_rank() {
    let (path, text) = read("examples/programs/tracer_advection.py");
    let program = program_of(&text, Some(&path), Backend::C, [16, 14, 6]);
    let fields = filled(&program);
    let scalars: Vec<Scalar> = program.scalars.iter().map(|_| Scalar::F64(0.1)).collect();
    let d =
        |layout: &str| Decomposition::new([16, 14], layout.parse().unwrap(), [true; 2]).unwrap();
    let truth = reference(&program, &fields, &scalars, [16, 14], 10, true);
    for fuse in [true, false] {
        let options = RunOptions {
            steps: 10,
            swaps: distributed::default_swaps(&program),
            overlap: true,
            fuse,
        };
        let one_plan = DistributedPlan::new(&program, d("1x1"), &options).unwrap();
        let four_plan = DistributedPlan::new(&program, d("2x2"), &options).unwrap();
        let (one, _) = distributed::run_in_process(
            &program,
            &one_plan,
            &c_stencils(&program),
            &fields,
            &scalars,
            Some(1),
        )
        .unwrap();
        let (four, _) = distributed::run_in_process(
            &program,
            &four_plan,
            &c_stencils(&program),
            &fields,
            &scalars,
            Some(1),
        )
        .unwrap();
        assert_bitwise(
            &one.gathered,
            &four.gathered,
            &format!("tracer 2x2 fuse={fuse}"),
        );
        assert_bitwise(&truth, &one.gathered, &format!("tracer 1x1 fuse={fuse}"));
        // Fused, the calls between exchanges are fewer calls into compiled code.
        let rank = isobar::distributed::RankRun::new(
            &program,
            &four_plan,
            &c_stencils(&program),
            0,
            &fields,
            scalars.clone(),
        )
        .unwrap();
        let calls = four_plan
            .nodes
            .iter()
            .filter(|n| {
                !matches!(
                    n,
                    isobar::distributed::plan::Node::Start(_)
                        | isobar::distributed::plan::Node::Wait(_)
                        | isobar::distributed::plan::Node::Swap(..)
                        | isobar::distributed::plan::Node::Zero(_)
                )
            })
            .count();
        if fuse {
            assert!(
                rank.launches() < calls / 2,
                "{} launches for {calls} calls",
                rank.launches()
            );
        } else {
            assert_eq!(rank.launches(), calls);
        }
    }
}

#[test]
fn bad_decompositions_are_errors_not_panics() {
    let (_, text) = read("examples/hdiff.py");
    let (program, _, _) = stencil_program(&text, None, [8, 8, 2], 3);
    let d = Decomposition::new([8, 8], "4x1".parse().unwrap(), [true; 2]).unwrap();
    let err = DistributedPlan::new(&program, d, &RunOptions::default()).unwrap_err();
    assert!(
        matches!(err, isobar::distributed::Error::Plan(_)),
        "{err:?}"
    );
    assert!(err.to_string().contains("halo"), "{err}");
    let d = Decomposition::new([9, 8], "1x1".parse().unwrap(), [true; 2]).unwrap();
    let err = DistributedPlan::new(&program, d, &RunOptions::default()).unwrap_err();
    assert!(err.to_string().contains("equal halo"), "{err}");
}

#[test]
fn exchanges_overlap_the_interior_of_the_call_that_needs_them() {
    use isobar::distributed::plan::Node;
    let (_, text) = read("examples/hdiff.py");
    let (program, _, _) = stencil_program(&text, None, [24, 20, 5], 3);
    let d = Decomposition::new([24, 20], "2x2".parse().unwrap(), [true; 2]).unwrap();
    let options = RunOptions {
        steps: 3,
        swaps: distributed::default_swaps(&program),
        overlap: true,
        fuse: true,
    };
    let plan = DistributedPlan::new(&program, d, &options).unwrap();
    // Every step: start the exchange of `inp`, run the interior, wait, run the rim.
    let pattern: Vec<&str> = plan
        .nodes
        .iter()
        .map(|n| match n {
            Node::Start(_) => "start",
            Node::Interior { .. } => "interior",
            Node::Wait(_) => "wait",
            Node::Rim { .. } => "rim",
            Node::Call { .. } => "call",
            Node::Swap(..) => "swap",
            Node::Zero(_) => "zero",
        })
        .collect();
    let step = ["start", "interior", "wait", "rim"];
    assert_eq!(
        pattern,
        [&step[..], &["swap"], &step[..], &["swap"], &step[..]].concat()
    );
    // On a 12x10 share reading two points around, the interior is 8x6.
    let s = plan.decomposition.subdomain(3);
    let local = plan.shares[3][0].as_ref().unwrap();
    let (inner, rim) =
        distributed::plan::interior_and_rim(local, &s, &plan.splits[0], &plan.decomposition);
    let inner = inner.unwrap();
    assert_eq!(inner.lo, [14, 12]);
    assert_eq!(inner.hi, [22, 18]);
    let area: i64 = rim
        .iter()
        .map(|a| (a.hi[0] - a.lo[0]) * (a.hi[1] - a.lo[1]))
        .sum();
    assert_eq!(area + 8 * 6, 12 * 10);
}

const COLUMNS: &str = r#"
import numpy as np
from gt4py.cartesian.gtscript import IJ, K, PARALLEL, Field, computation, interval

def columns(ps: Field[IJ, np.float64], ak: Field[K, np.float64], bk: Field[K, np.float64],
            q: Field[np.float64], out: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        p_lo = ak + bk * ps
        p_hi = ak[1] + bk[1] * ps
        out = q + 0.5 * (p_hi - p_lo) * (q[1, 0, 0] - 2.0 * q + q[-1, 0, 0] + q[0, 1, 0] - q[0, -1, 0])
"#;

#[test]
fn k_fields_are_replicated_and_ij_fields_decomposed() {
    let columns = stencil_program(COLUMNS, None, [10, 9, 4], 1);
    for periodic in [true, false] {
        let layouts = [("2x2", true), ("3x2", true)];
        assert_equals_one_rank("columns", &columns, periodic, 4, &layouts);
    }
}

const EDGE_THEN_BACK: &str = r#"
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval, horizontal, region, I

def edge(src: Field[float], dst: Field[float]):
    with computation(PARALLEL), interval(...):
        dst = 2.0 * src
        with horizontal(region[I[0], :]):
            dst = 100.0

def back(src: Field[float], dst: Field[float]):
    with computation(PARALLEL), interval(...):
        dst = src[-1, 0, 0] + 0.001 * src[0, -1, 0]
"#;

/// Found by an adversarial review: a call whose domain starts in the halo
/// puts `I[0]` on the halo point, not on its periodic image; the rank's
/// computed halo point must not count as a copy of the image. Layouts that
/// did not split J read the region's value from the halo (the others
/// exchanged for another reason and were right).
#[test]
fn a_region_on_a_call_starting_in_the_halo_does_not_make_a_periodic_copy() {
    let build = |name: &str| {
        let options = FrontendOptions {
            stencil: Some(name.to_string()),
            ..Default::default()
        };
        Stencil::from_source(EDGE_THEN_BACK)
            .frontend_options(options)
            .backend(Backend::C)
            .signature()
            .expect("stencil")
    };
    let (n, h) = ([8usize, 8, 2], 1usize);
    let shape = [n[0] + 2 * h, n[1] + 2 * h, n[2]];
    let mut program = Program::new("edge_then_back");
    let a = program.field("a", isobar::ir::DType::Float64, &shape);
    let out = program.field("out", isobar::ir::DType::Float64, &shape);
    let f = program.transient("f", isobar::ir::DType::Float64, &shape);
    program
        .call(
            build("edge"),
            &[("src", a), ("dst", f)],
            &[],
            [h - 1, h, 0],
            [n[0] + 1, n[1] - h, n[2]],
        )
        .unwrap();
    program
        .call(
            build("back"),
            &[("src", f), ("dst", out)],
            &[],
            [h, h, 0],
            n,
        )
        .unwrap();
    let fields = filled(&program);
    let truth = reference(&program, &fields, &[], [n[0], n[1]], 1, true);
    for layout in ["1x1", "2x1", "3x1", "1x2", "2x2"] {
        for fuse in [true, false] {
            let d = Decomposition::new([n[0], n[1]], layout.parse().unwrap(), [true; 2]).unwrap();
            let options = RunOptions {
                steps: 1,
                swaps: Vec::new(),
                overlap: true,
                fuse,
            };
            let plan = DistributedPlan::new(&program, d, &options).unwrap();
            let got = distributed::run_in_process(
                &program,
                &plan,
                &c_stencils(&program),
                &fields,
                &[],
                Some(1),
            )
            .unwrap()
            .0
            .gathered;
            assert_bitwise(
                &truth,
                &got,
                &format!("edge_then_back {layout} fuse={fuse}"),
            );
        }
    }
}
