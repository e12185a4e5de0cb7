//! Whole programs: the example programs give the same results fused as call
//! by call (bitwise), on C and on the interpreter, with fewer calls into
//! compiled code; programs outside the language isobar reads statically are
//! refused with an `invalid-program` diagnostic.

use crate::program_runs::{self, fused_and_unfused, fused_as_unfused, program_of};
use isobar::program::source;
use isobar::program::{PlanOptions, Program};
use isobar::runtime::{Field, Scalar};
use isobar::signature::Signature;
use isobar::stencil::Backend;
use isobar::Category;
use std::path::PathBuf;
use std::sync::Arc;

/// The example program `name` (`examples/programs/NAME.py`) on `domain`, its
/// stencils built for `backend`.
fn instantiate(name: &str, backend: Backend, domain: [usize; 3]) -> Program {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join(format!("../../examples/programs/{name}.py"));
    let text = std::fs::read_to_string(&path).expect("example program");
    program_of(&text, Some(&path), backend, domain)
}

/// Every field (transients zero), arguments filled deterministically; scalars.
fn arguments(program: &Program) -> (Vec<Field>, Vec<Scalar>) {
    program_runs::arguments(program, Field::zeros, 1000.0, 0.37)
}

fn fused_equals_unfused(name: &str, backend: Backend, domain: [usize; 3]) {
    let program = instantiate(name, backend, domain);
    assert!(
        program.calls.len() >= 10,
        "{name}: {} calls",
        program.calls.len()
    );
    let (fused, unfused) = fused_and_unfused(&program, backend);
    assert!(
        fused.launches() < program.calls.len(),
        "{name}: nothing was fused"
    );
    assert_eq!(unfused.launches(), program.calls.len());
    let verdict = fused_as_unfused(&program, &fused, &unfused, arguments(&program));
    assert_eq!(verdict, Ok(()), "{name} on {}", backend.name());
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
    let program = program_of(program_text, None, Backend::C, [4, 3, 2]);
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
            let mut none =
                |_: &str| -> Result<Arc<Signature>, String> { Err("no stencils".into()) };
            found
                .first()
                .map(|p| p.instantiate([4, 4, 4], &mut none).map(|_| ()))
                .unwrap_or(Ok(()))
        });
        let d = result.expect_err(text);
        assert_eq!(d.0[0].category, Category::InvalidProgram, "{text}");
    }
}

/// The start of the programs [`assert_fused_equals_unfused`] runs: imports,
/// and a stencil that copies a field.
const WITH_COPY_FIELD: &str = r#"
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval
import isobar

F64 = Field[np.float64]

def copy_field(src: F64, dst: F64):
    with computation(PARALLEL), interval(...):
        dst = src
"#;

/// Asserts that the one program of [`WITH_COPY_FIELD`] followed by `text`,
/// on `domain` and for the C back-end, gives the same numbers fused as call
/// by call.
fn assert_fused_equals_unfused(text: &str, domain: [usize; 3]) {
    let text = format!("{WITH_COPY_FIELD}{text}");
    let p = program_of(&text, None, Backend::C, domain);
    let (fused, unfused) = fused_and_unfused(&p, Backend::C);
    assert_eq!(
        fused_as_unfused(&p, &fused, &unfused, arguments(&p)),
        Ok(())
    );
}

/// A transient computed from a stored field the group writes, read at an
/// offset by a later call: the transient's writer runs into the tile's halo
/// and would read the stored field where the neighbour tile has not written
/// it yet (found by review). The plan must not fuse such calls.
#[test]
fn a_transient_fed_by_a_written_field_is_not_fused_across_tiles() {
    let text = r#"
HALO = 2

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
    assert_fused_equals_unfused(text, [300, 70, 3]);
}

/// Transients with data dimensions, or read at levels outside the K domain,
/// stay stored: temporaries do not zero those elements (found by review).
#[test]
fn transients_temporaries_cannot_zero_stay_stored() {
    let text = r#"
HALO = 1

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
    assert_fused_equals_unfused(text, [9, 7, 5]);
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
    let program = program_of(LONG_CHAIN, None, Backend::C, [8, 5, 3]);
    assert_eq!(program.calls.len(), 150);
    let (fused, unfused) = fused_and_unfused(&program, Backend::C);
    let limit = isobar::program::plan::MAX_GROUP_CALLS;
    assert_eq!(fused.launches(), 150_usize.div_ceil(limit));
    let verdict = fused_as_unfused(&program, &fused, &unfused, arguments(&program));
    assert_eq!(verdict, Ok(()));
}
