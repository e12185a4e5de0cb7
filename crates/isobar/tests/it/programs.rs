//! Whole programs: the example programs give the same results fused as call
//! by call (bitwise), on C and on the interpreter, with fewer calls into
//! compiled code; programs outside the language isobar reads statically are
//! refused with an `invalid-program` diagnostic.

use isobar::program::source::{self, ProgramSource};
use isobar::program::{CompiledProgram, PlanOptions, Program};
use isobar::runtime::{Field, Scalar};
use isobar::stencil::{Backend, Stencil};
use isobar::{Category, FrontendOptions};
use std::path::PathBuf;
use std::sync::Arc;

fn example(name: &str) -> (PathBuf, String) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join(format!("../../examples/programs/{name}.py"));
    let text = std::fs::read_to_string(&path).expect("example program");
    (path, text)
}

fn instantiate(name: &str, backend: Backend, domain: [usize; 3]) -> Program {
    let (path, text) = example(name);
    let found: Vec<ProgramSource> = source::find(&text).expect("readable program");
    assert_eq!(found.len(), 1);
    let mut build = |stencil: &str| -> Result<Arc<Stencil>, String> {
        let options = FrontendOptions {
            stencil: Some(stencil.to_string()),
            file_path: Some(path.clone()),
            ..Default::default()
        };
        Stencil::from_source(&text)
            .frontend_options(options)
            .backend(backend)
            .build()
            .map(Arc::new)
            .map_err(|e| e.to_string())
    };
    found[0]
        .instantiate(domain, &mut build)
        .expect("valid program")
}

/// Every field (transients zero), arguments filled deterministically; scalars.
fn arguments(program: &Program) -> (Vec<Field>, Vec<Scalar>) {
    let mut n = 0u64;
    let fields = program
        .fields
        .iter()
        .map(|f| {
            let mut field = Field::zeros(f.dtype, &f.shape);
            if !f.transient {
                for p in field.positions() {
                    n += 1;
                    field.set(
                        p,
                        Scalar::F64((n.wrapping_mul(2_654_435_761) % 1000) as f64 / 1000.0),
                    );
                }
            }
            field
        })
        .collect();
    let scalars = program.scalars.iter().map(|_| Scalar::F64(0.37)).collect();
    (fields, scalars)
}

fn fused_equals_unfused(name: &str, backend: Backend, domain: [usize; 3]) {
    let program = instantiate(name, backend, domain);
    assert!(
        program.calls.len() >= 10,
        "{name}: {} calls",
        program.calls.len()
    );
    let fused = CompiledProgram::new(program.clone(), PlanOptions::default()).expect("plans");
    let unfused = CompiledProgram::new(program.clone(), PlanOptions::unfused()).expect("plans");
    assert!(
        fused.launches() < program.calls.len(),
        "{name}: nothing was fused"
    );
    assert_eq!(unfused.launches(), program.calls.len());
    let (mut a, scalars) = arguments(&program);
    let mut b = a.clone();
    fused.run(&mut a, &scalars).expect("fused run");
    unfused.run(&mut b, &scalars).expect("unfused run");
    for (f, (x, y)) in program.fields.iter().zip(a.iter().zip(&b)) {
        if f.transient {
            continue;
        }
        for p in x.positions() {
            assert_eq!(
                x.get(p).as_f64().to_bits(),
                y.get(p).as_f64().to_bits(),
                "{name} on {}: `{}` differs at storage index {p}",
                backend.name(),
                f.name
            );
        }
    }
}

#[test]
fn tracer_advection_fused_equals_unfused_on_c() {
    fused_equals_unfused("tracer_advection", Backend::C, [21, 17, 6]);
}

#[test]
fn hdiff_smoothing_fused_equals_unfused_on_c() {
    fused_equals_unfused("hdiff_smoothing", Backend::C, [70, 9, 4]);
}

#[test]
fn programs_fused_equal_unfused_on_the_interpreter() {
    fused_equals_unfused("tracer_advection", Backend::Debug, [9, 7, 4]);
    fused_equals_unfused("hdiff_smoothing", Backend::Debug, [9, 7, 3]);
}

#[test]
fn the_dataflow_graph_names_every_call_and_group() {
    let program = instantiate("hdiff_smoothing", Backend::C, [12, 10, 3]);
    let plan = isobar::program::Plan::new(&program, PlanOptions::default());
    let dot = isobar::program::dump::dot(&program, &plan);
    assert!(dot.starts_with("digraph"));
    for c in 0..program.calls.len() {
        assert!(dot.contains(&format!("c{c} [label=")), "call {c} missing");
    }
    assert!(dot.contains("subgraph cluster_0"));
    let text = isobar::program::dump::text(&program, &plan);
    assert!(text.contains("fused"), "{text}");
}

#[test]
fn dead_calls_are_removed() {
    let program_text = r#"
import numpy as np
from gt4py.cartesian import gtscript
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval
import isobar

F64 = Field[np.float64]

def copy(a: F64, b: F64):
    with computation(PARALLEL), interval(...):
        b = a

@isobar.program(halo=1)
def p(a: F64, b: F64):
    nx = a.shape[0] - 2
    ny = a.shape[1] - 2
    nz = a.shape[2]
    t = np.zeros_like(a)
    copy(a, t, origin=(1, 1, 0), domain=(nx, ny, nz))
    copy(a, b, origin=(1, 1, 0), domain=(nx, ny, nz))
"#;
    let found = source::find(program_text).expect("readable");
    let mut build = |name: &str| -> Result<Arc<Stencil>, String> {
        let options = FrontendOptions {
            stencil: Some(name.to_string()),
            ..Default::default()
        };
        Stencil::from_source(program_text)
            .frontend_options(options)
            .build()
            .map(Arc::new)
            .map_err(|e| e.to_string())
    };
    let program = found[0].instantiate([4, 3, 2], &mut build).expect("valid");
    let plan = isobar::program::Plan::new(&program, PlanOptions::default());
    assert_eq!(plan.dead, vec![0]);
    assert_eq!(plan.groups.len(), 1);
}

#[test]
fn programs_outside_the_static_language_are_refused() {
    let bad = [
        "import isobar\n@isobar.program(halo=1)\ndef p(a):\n    pass\n",
        "import isobar\nimport numpy as np\nF = Field[np.float64]\n@isobar.program(halo=1)\ndef p(a: F):\n    while True:\n        pass\n",
        "import isobar\n@isobar.program(halo=-1)\ndef p():\n    pass\n",
    ];
    for text in bad {
        let result = source::find(text).and_then(|found| {
            let mut none = |_: &str| -> Result<Arc<Stencil>, String> { Err("no stencils".into()) };
            found
                .first()
                .map(|p| p.instantiate([4, 4, 4], &mut none).map(|_| ()))
                .unwrap_or(Ok(()))
        });
        let d = result.expect_err(text);
        assert_eq!(d.0[0].category, Category::InvalidProgram, "{text}");
    }
}

/// Builds the program `name` of `text` on `domain` for the C back-end.
fn from_text(text: &str, domain: [usize; 3]) -> Program {
    let found = source::find(text).expect("readable");
    let mut build = |name: &str| -> Result<Arc<Stencil>, String> {
        let options = FrontendOptions {
            stencil: Some(name.to_string()),
            ..Default::default()
        };
        Stencil::from_source(text)
            .frontend_options(options)
            .build()
            .map(Arc::new)
            .map_err(|e| e.to_string())
    };
    found[0].instantiate(domain, &mut build).expect("valid")
}

fn assert_fused_equals_unfused(p: &Program) {
    let fused = CompiledProgram::new(p.clone(), PlanOptions::default()).expect("plans");
    let unfused = CompiledProgram::new(p.clone(), PlanOptions::unfused()).expect("plans");
    let (mut a, scalars) = arguments(p);
    let mut b = a.clone();
    fused.run(&mut a, &scalars).expect("fused run");
    unfused.run(&mut b, &scalars).expect("unfused run");
    for (f, (x, y)) in p.fields.iter().zip(a.iter().zip(&b)) {
        if f.transient {
            continue;
        }
        for q in x.positions() {
            assert_eq!(
                x.get(q).as_f64().to_bits(),
                y.get(q).as_f64().to_bits(),
                "`{}` differs at {q}\n{}",
                f.name,
                isobar::program::dump::text(p, fused.plan())
            );
        }
    }
}

/// A transient computed from a stored field the group writes, read at an
/// offset by a later call: the transient's writer runs into the tile's halo
/// and would read the stored field where the neighbour tile has not written
/// it yet (found by review). The plan must not fuse such calls.
#[test]
fn a_transient_fed_by_a_written_field_is_not_fused_across_tiles() {
    let text = r#"
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval
import isobar

F64 = Field[np.float64]
HALO = 2

def copy_field(src: F64, dst: F64):
    with computation(PARALLEL), interval(...):
        dst = src

def shift_j(src: F64, dst: F64):
    with computation(PARALLEL), interval(...):
        dst = src[0, 1, 0] + src[1, 0, 0]

def shift_back(src: F64, dst: F64):
    with computation(PARALLEL), interval(...):
        dst = src[0, -1, 0] - src[-1, 0, 0]

@isobar.program(halo=HALO)
def chain(inp: F64, f: F64, out: F64, g: F64):
    nx = inp.shape[0] - 2 * HALO
    ny = inp.shape[1] - 2 * HALO
    nz = inp.shape[2]
    t = np.zeros_like(inp)
    u = np.zeros_like(inp)
    copy_field(inp, f, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    copy_field(f, t, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    shift_j(t, out, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    copy_field(g, u, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    shift_back(u, out, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
    copy_field(inp, g, origin=(HALO, HALO, 0), domain=(nx, ny, nz))
"#;
    let p = from_text(text, [300, 70, 3]);
    assert_fused_equals_unfused(&p);
}

/// Transients with data dimensions, or read at levels outside the K domain,
/// stay stored: temporaries do not zero those elements (found by review).
#[test]
fn transients_temporaries_cannot_zero_stay_stored() {
    let text = r#"
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval
import isobar

F64 = Field[np.float64]
HALO = 1

def copy_field(src: F64, dst: F64):
    with computation(PARALLEL), interval(...):
        dst = src

def down(src: F64, dst: F64):
    with computation(PARALLEL), interval(...):
        dst = src - src[0, 0, -1]

@isobar.program(halo=HALO)
def below(inp: F64, out: F64):
    nx = inp.shape[0] - 2 * HALO
    ny = inp.shape[1] - 2 * HALO
    nz = inp.shape[2]
    t = np.zeros_like(inp)
    copy_field(inp, t, origin=(HALO, HALO, 1), domain=(nx, ny, nz - 1))
    down(t, out, origin=(HALO, HALO, 1), domain=(nx, ny, nz - 1))
"#;
    let p = from_text(text, [9, 7, 5]);
    assert_fused_equals_unfused(&p);
}

const LONG_CHAIN: &str = r#"
import numpy as np
from isobar import gtscript
from isobar.gtscript import PARALLEL, Field, computation, interval
import isobar

F64 = Field[np.float64]


@gtscript.stencil(backend="isobar:cpu")
def step(src: F64, dst: F64):
    with computation(PARALLEL), interval(...):
        dst = 0.5 * src + 1.0


@isobar.program
def chain(x: F64, y: F64):
    for _ in range(75):
        step(x, y, origin=(0, 0, 0), domain=(8, 5, 3))
        step(y, x, origin=(0, 0, 0), domain=(8, 5, 3))
"#;

/// A run of 150 fusable calls (attack finding 15: one group of every call
/// took minutes to compile) is cut into groups of at most `MAX_GROUP_CALLS`
/// and gives the unfused numbers.
#[test]
fn long_runs_of_fusable_calls_are_cut_into_bounded_groups() {
    let found = source::find(LONG_CHAIN).expect("readable program");
    let mut build = |stencil: &str| -> Result<Arc<Stencil>, String> {
        let options = FrontendOptions {
            stencil: Some(stencil.to_string()),
            ..Default::default()
        };
        Stencil::from_source(LONG_CHAIN)
            .frontend_options(options)
            .backend(Backend::C)
            .build()
            .map(Arc::new)
            .map_err(|e| e.to_string())
    };
    let program = found[0]
        .instantiate([8, 5, 3], &mut build)
        .expect("valid program");
    assert_eq!(program.calls.len(), 150);
    let fused = CompiledProgram::new(program.clone(), PlanOptions::default()).expect("plans");
    let unfused = CompiledProgram::new(program.clone(), PlanOptions::unfused()).expect("plans");
    let limit = isobar::program::plan::MAX_GROUP_CALLS;
    assert_eq!(fused.launches(), 150_usize.div_ceil(limit));
    let (mut a, scalars) = arguments(&program);
    let mut b = a.clone();
    fused.run(&mut a, &scalars).expect("fused run");
    unfused.run(&mut b, &scalars).expect("unfused run");
    for (x, y) in a.iter().zip(&b) {
        for p in x.positions() {
            assert_eq!(x.get(p).as_f64().to_bits(), y.get(p).as_f64().to_bits());
        }
    }
}
