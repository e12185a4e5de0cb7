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

/// A call reading at variable K offsets, on a smaller domain than the call
/// it would fuse with: a merged stencil would evaluate its reads on the
/// whole frame, with offsets outside the field where its domain ends
/// (PyFV3's remapping, orchestrated, stopped on such a read). It runs in a
/// group of its own, with the numbers of the calls one by one.
#[test]
fn calls_reading_at_data_offsets_fuse_only_where_they_cover_the_frame() {
    let text = format!(
        "{WITH_COPY_FIELD}{}",
        r#"
I64 = Field[np.int64]

def pick(off: I64, src: F64, dst: F64):
    with computation(PARALLEL), interval(...):
        dst = src[0, 0, off]

@isobar.program(halo=1)
def p(inp: F64, off: I64, out: F64):
    nx = inp.shape[0]
    ny = inp.shape[1]
    nz = inp.shape[2]
    copy_field(inp, out, origin=(0, 0, 0), domain=(nx, ny, nz))
    pick(off, inp, out, origin=(1, 1, 0), domain=(nx - 2, ny - 2, nz))
"#
    );
    let p = program_of(&text, None, Backend::C, [4, 3, 3]);
    let (fused, unfused) = fused_and_unfused(&p, Backend::C);
    assert_eq!(
        fused.launches(),
        2,
        "{}",
        isobar::program::dump::text(&p, fused.plan())
    );
    let (mut fields, scalars) = arguments(&p);
    // Offsets in range on `pick`'s domain, far out of range around it.
    let off = p.field_named("off").expect("off").0;
    let shape = fields[off].shape().to_vec();
    for (n, position) in fields[off].positions().into_iter().enumerate() {
        let (i, j) = (n / (shape[1] * shape[2]), (n / shape[2]) % shape[1]);
        let inside = i >= 1 && i + 1 < shape[0] && j >= 1 && j + 1 < shape[1];
        let k = n % shape[2];
        let value = if inside {
            (shape[2] - 1 - k) as i64 - k as i64
        } else {
            99
        };
        fields[off].set(position, Scalar::I64(value));
    }
    assert_eq!(
        fused_as_unfused(&p, &fused, &unfused, (fields, scalars)),
        Ok(())
    );
}

/// The program `text` (after [`WITH_COPY_FIELD`]) read for the C back-end
/// on `domain`, or its diagnostics' messages.
fn read_program(text: &str, domain: [usize; 3]) -> Result<Program, String> {
    let text = format!("{WITH_COPY_FIELD}{text}");
    let found = source::find(&text).map_err(|d| format!("{:?}", d.0))?;
    let mut build = |stencil: &str| -> Result<Arc<Signature>, String> {
        let options = isobar::FrontendOptions {
            stencil: Some(stencil.to_string()),
            ..Default::default()
        };
        isobar::Stencil::from_source(&text)
            .frontend_options(options)
            .backend(Backend::C)
            .signature()
            .map_err(|e| e.to_string())
    };
    found[0].instantiate(domain, &mut build).map_err(|d| {
        d.0.iter()
            .map(|x| format!("{:?}: {}", x.category, x.message))
            .collect::<Vec<_>>()
            .join("\n")
    })
}

/// Host code between the calls is evaluated while the program is read, as
/// Python runs it: the branch taken, loops counted, helpers inlined.
#[test]
fn host_code_between_calls_is_evaluated_while_reading() {
    let text = r#"
STEPS = 3
SMOOTH = False
SCALE = 0.5

def count(n, extra=1):
    total = 0
    for i in range(1, n + 1):
        if i == 2:
            continue
        total += i
    return total + extra

def copy_twice(a, b, nx, ny, nz):
    copy_field(a, b, origin=(0, 0, 0), domain=(nx, ny, nz))
    copy_field(b, a, origin=(0, 0, 0), domain=(nx, ny, nz))

@isobar.program(halo=0)
def p(a: F64, b: F64, c: F64):
    nx = a.shape[0]
    ny = a.shape[1]
    nz = a.shape[2]
    n = count(STEPS)            # 1 + 3 + 1 = 5
    done = 0
    while done < n:
        if done == 3:
            break
        copy_twice(a, b, nx, ny, nz)
        done += 1
    if SMOOTH or SCALE > 1.0:
        copy_field(a, c, origin=(0, 0, 0), domain=(nx, ny, nz))
    elif n // 2 == 2 and not SMOOTH:
        a, c = c, a
        copy_field(a, b, origin=(0, 0, 0), domain=(nx, ny, nz))
    else:
        pass
    total = isobar.global_sum(b, 0)
"#;
    let p = read_program(text, [4, 3, 2]).expect("valid program");
    // Three rounds of two copies, then the `elif` branch with `a` and `c`
    // swapped: copy c -> b.
    assert_eq!(p.calls.len(), 7, "{p:?}");
    let c = p.field_named("c").expect("c");
    assert_eq!(p.calls[6].fields["src"], c);
    assert_eq!(p.sums.len(), 1);
    assert_eq!(
        (p.sums[0].name.as_str(), p.sums[0].after_calls),
        ("total", 7)
    );
}

/// What the CLI cannot know while reading is refused at the line, saying
/// why: branching on a scalar parameter, or on a global sum.
#[test]
fn branches_on_runtime_values_are_refused_with_the_reason() {
    let cases = [
        (
            "@isobar.program(halo=0)\ndef p(a: F64, alpha: float):\n    if alpha > 0.5:\n        pass\n",
            "`alpha` is a scalar parameter",
        ),
        (
            "@isobar.program(halo=0)\ndef p(a: F64):\n    s = isobar.global_sum(a)\n    while s > 1.0:\n        pass\n",
            "`s` is a global sum",
        ),
        (
            "@isobar.program(halo=0)\ndef p(a: F64):\n    t = np.zeros_like(a)\n    s = isobar.global_sum(t)\n",
            "not a transient",
        ),
        (
            "def f(n):\n    return f(n)\n@isobar.program(halo=0)\ndef p(a: F64):\n    f(1)\n",
            "recursion",
        ),
        (
            "@isobar.program(halo=0)\ndef p(a: F64):\n    n = 0\n    while True:\n        n += 1\n",
            "loop iterations",
        ),
    ];
    for (text, expected) in cases {
        let error = read_program(text, [4, 3, 2]).expect_err(text);
        assert!(error.contains("InvalidProgram"), "{error}");
        assert!(error.contains(expected), "{text}\n{error}");
    }
}

/// Global sums cut the program where they look at a field: the fused run
/// of every stretch gives the calls' numbers one by one, and the sum is the
/// field's compute domain after the calls before it.
#[test]
fn global_sums_between_calls_see_the_calls_before_them() {
    let text = r#"
@isobar.program(halo=1)
def p(a: F64, b: F64):
    nx = a.shape[0] - 2
    ny = a.shape[1] - 2
    nz = a.shape[2]
    t = np.zeros_like(a)
    copy_field(a, t, origin=(1, 1, 0), domain=(nx, ny, nz))
    copy_field(t, b, origin=(1, 1, 0), domain=(nx, ny, nz))
    middle = isobar.global_sum(b, 1)
    copy_field(a, b, origin=(0, 0, 0), domain=(nx + 2, ny + 2, nz))
    copy_field(t, a, origin=(1, 1, 0), domain=(nx, ny, nz))
    end = isobar.global_sum(b, 1)
"#;
    let p = read_program(text, [5, 4, 2]).expect("valid program");
    let parts = p.split_at_sums();
    assert_eq!(
        parts
            .iter()
            .map(|(end, part)| (*end, part.calls.len()))
            .collect::<Vec<_>>(),
        [(2, 2), (4, 2)]
    );
    // `t` lives in both stretches: stored, not a temporary, in each.
    let t = p.field_named("t").expect("t").0;
    assert!(p.fields[t].transient && parts.iter().all(|(_, part)| !part.fields[t].transient));
    let (mut fields, scalars) = arguments(&p);
    let b = p.field_named("b").expect("b").0;
    let a_before = fields[p.field_named("a").expect("a").0].clone();
    let mut sums = Vec::new();
    for (_, part) in &parts {
        let (fused, _) = fused_and_unfused(part, Backend::C);
        fused.run(&mut fields, &scalars).expect("run");
        sums.push(fields[b].interior_sum(1));
    }
    assert_eq!(
        sums[0],
        a_before.interior_sum(1),
        "b holds a's interior after two copies"
    );
    assert_eq!(sums[1], fields[b].interior_sum(1));
}

#[test]
fn a_run_on_the_last_runs_arrays_skips_their_validation_and_reads_their_new_values() {
    let program = instantiate("hdiff_smoothing", Backend::C, [11, 9, 4]);
    let (fused, unfused) = fused_and_unfused(&program, Backend::C);
    let (mut fields, scalars) = arguments(&program);
    fused.run(&mut fields, &scalars).expect("first run");
    assert_eq!(fused.revalidations_skipped(), 0);
    // New values in the same arrays: the second run must read them.
    let input = program
        .fields
        .iter()
        .position(|f| f.name == "inp")
        .expect("inp");
    for p in fields[input].positions() {
        let v = fields[input].get(p).as_f64();
        fields[input].set(p, Scalar::F64(v * 1.5 + 0.25));
    }
    let mut expected = fields.clone();
    fused.run(&mut fields, &scalars).expect("second run");
    assert_eq!(fused.revalidations_skipped(), 1);
    unfused.run(&mut expected, &scalars).expect("unfused run");
    for (f, (x, y)) in program.fields.iter().zip(fields.iter().zip(&expected)) {
        if f.transient {
            continue;
        }
        for p in x.positions() {
            assert_eq!(
                x.get(p).as_f64().to_bits(),
                y.get(p).as_f64().to_bits(),
                "`{}`",
                f.name
            );
        }
    }
    // Other scalars, or other arrays, are validated again.
    let other: Vec<Scalar> = scalars.iter().map(|_| Scalar::F64(0.5)).collect();
    fused.run(&mut fields, &other).expect("other scalars");
    fused.run(&mut expected, &other).expect("other arrays");
    assert_eq!(fused.revalidations_skipped(), 1);
    fused.run(&mut expected, &other).expect("the same again");
    assert_eq!(fused.revalidations_skipped(), 2);
    // -0.0 is another scalar than 0.0 (1 / -0.0 is -inf).
    let zero: Vec<Scalar> = scalars.iter().map(|_| Scalar::F64(0.0)).collect();
    let negative: Vec<Scalar> = scalars.iter().map(|_| Scalar::F64(-0.0)).collect();
    fused.run(&mut expected, &zero).expect("zero");
    fused.run(&mut expected, &negative).expect("negative zero");
    assert_eq!(fused.revalidations_skipped(), 2);
}

/// A replayed step runs a program on a few sets of arrays in turn (a tracer
/// loop), and NDSL's corner calls fill a field in place (one array for two
/// parameters, run on a private copy): the validation of every recent set is
/// kept, the private copy is refreshed from the array on every run, and the
/// numbers are those the program's Python gives.
#[test]
fn runs_on_recent_arrays_and_in_place_calls_skip_validation_and_read_new_values() {
    let text = r#"
from gt4py.cartesian.gtscript import I, J, horizontal, region

def fill_corner(src: F64, dst: F64):
    with computation(PARALLEL), interval(...):
        with horizontal(region[I[0], J[0]]):
            dst = src[1, 1, 0] * 2.0

@isobar.program(halo=1)
def p(q: F64, out: F64):
    nx = q.shape[0]
    ny = q.shape[1]
    nz = q.shape[2]
    fill_corner(q, q, origin=(1, 1, 0), domain=(nx - 2, ny - 2, nz))
    copy_field(q, out, origin=(0, 0, 0), domain=(nx, ny, nz))
"#;
    let full = format!("{WITH_COPY_FIELD}{text}");
    let p = program_of(&full, None, Backend::C, [6, 5, 3]);
    let (kept, _) = fused_and_unfused(&p, Backend::C);
    let (q, out) = (
        p.field_named("q").expect("q").0,
        p.field_named("out").expect("out").0,
    );
    let sets = [arguments(&p), arguments(&p)];
    let (mut a, scalars) = sets[0].clone();
    let (mut b, _) = sets[1].clone();
    for f in b.iter_mut() {
        for at in f.positions() {
            let v = f.get(at).as_f64();
            f.set(at, Scalar::F64(v - 3.5));
        }
    }
    // a, b, a, b, a: the first run on each set validates it.
    for (n, use_a) in [true, false, true, false, true].into_iter().enumerate() {
        let fields = if use_a { &mut a } else { &mut b };
        for f in fields.iter_mut() {
            for at in f.positions() {
                let v = f.get(at).as_f64();
                f.set(at, Scalar::F64(v * 0.75 + n as f64));
            }
        }
        // The corner of the call's domain, (1, 1), takes twice the value
        // at (2, 2); `out` is then a copy of `q`.
        let mut expected = fields[q].clone();
        let st = expected.strides().to_vec();
        let flat = |i: usize, j: usize, k: usize| i * st[0] + j * st[1] + k * st[2];
        for k in 0..3 {
            let v = expected.get(flat(2, 2, k)).as_f64();
            expected.set(flat(1, 1, k), Scalar::F64(v * 2.0));
        }
        kept.run(fields, &scalars).expect("run");
        for at in expected.positions() {
            let want = expected.get(at).as_f64().to_bits();
            assert_eq!(fields[q].get(at).as_f64().to_bits(), want, "q, run {n}");
            assert_eq!(fields[out].get(at).as_f64().to_bits(), want, "out, run {n}");
        }
    }
    assert_eq!(kept.revalidations_skipped(), 3);
}

/// A call with a `horizontal` region of its own, fused with another call on
/// a smaller domain than the frame: the region's statement runs as an
/// execution of its own, cut to the call's domain and the region both, so
/// no point of the group tests a region (PyFV3's PPM edges, orchestrated,
/// had tested theirs at every point), with the numbers of the calls one by
/// one.
#[test]
fn regions_inside_a_fused_call_are_loops_not_tests() {
    let text = r#"
from gt4py.cartesian.gtscript import I, J, horizontal, region

def edges(src: F64, dst: F64):
    with computation(PARALLEL), interval(...):
        dst = src * 2.0
        with horizontal(region[I[0], :], region[:, J[-1]]):
            dst = src + 1.0

@isobar.program(halo=1)
def p(inp: F64, tmp: F64, out: F64):
    nx = inp.shape[0]
    ny = inp.shape[1]
    nz = inp.shape[2]
    copy_field(inp, tmp, origin=(0, 0, 0), domain=(nx, ny, nz))
    edges(tmp, out, origin=(1, 1, 0), domain=(nx - 2, ny - 2, nz))
"#;
    let full = format!("{WITH_COPY_FIELD}{text}");
    let p = program_of(&full, None, Backend::C, [7, 6, 3]);
    let (fused, _) = fused_and_unfused(&p, Backend::C);
    assert_eq!(fused.launches(), 1);
    let stencil = fused.stencils()[0];
    let depths: Vec<usize> = stencil
        .oir()
        .0
        .executions()
        .map(|(_, _, e)| e.clip_regions().len())
        .collect();
    // The copy on the frame, the call's own statement in its domain, and
    // each edge inside the call's domain.
    assert_eq!(depths, [1, 1, 2, 2], "{depths:?}");
    let kernel = isobar::kernel::dump::to_text(
        stencil
            .kernel_module(isobar::kernel::Layout::IFirst)
            .expect("lowers"),
    );
    // Tiles test whether they hold any point of an execution (and buffers
    // were allocated); points test nothing.
    let tests: Vec<&str> = kernel.lines().filter(|l| l.contains("if ")).collect();
    assert!(
        tests
            .iter()
            .all(|l| l.contains("isobar_in_tile") || l.contains("buffers_ok")),
        "{kernel}"
    );
    assert_fused_equals_unfused(text, [7, 6, 3]);
}
