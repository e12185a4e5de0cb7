//! Calls on caller-owned arrays (`Stencil::call_arrays`): any strides, in
//! place, the same results as calls on owned fields, on both back-ends.

use isobar::ir::DType;
use isobar::runtime::{ArrayArg, ArrayCall, Call, Field, FieldArg, Scalar};
use isobar::stencil::{Backend, Stencil};

const SRC: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval\n\ndef lap(a: Field[np.float64], b: Field[np.float64], w: float):\n    with computation(PARALLEL), interval(...):\n        b = w * (a[1, 0, 0] + a[-1, 0, 0] + a[0, 1, 0] + a[0, -1, 0] - 4.0 * a)\n";

const SHAPE: [usize; 3] = [6, 5, 3];

fn value(i: usize, j: usize, k: usize) -> f64 {
    (i * 31 + j * 7 + k * 3) as f64 * 0.25 + ((i * j + k) % 5) as f64
}

/// [`SRC`] built for `backend`.
fn lap(backend: Backend) -> Stencil {
    Stencil::from_source(SRC)
        .backend(backend)
        .build()
        .expect("valid")
}

/// The expected `b` from a call on owned fields.
fn expected(backend: Backend) -> Field {
    let stencil = lap(backend);
    let mut a = Field::zeros(DType::Float64, &SHAPE);
    for (n, p) in a.positions().into_iter().enumerate() {
        let (i, j, k) = (n / 15, n / 3 % 5, n % 3);
        a.set(p, Scalar::F64(value(i, j, k)));
    }
    let mut call = Call {
        domain: [4, 3, 3],
        ..Default::default()
    };
    call.fields.insert(
        "a".into(),
        FieldArg {
            field: a,
            origin: vec![1, 1, 0],
        },
    );
    let b = Field::zeros(DType::Float64, &SHAPE);
    call.fields.insert(
        "b".into(),
        FieldArg {
            field: b,
            origin: vec![1, 1, 0],
        },
    );
    call.scalars.insert("w".into(), Scalar::F64(0.5));
    stencil.call(&mut call).expect("runs");
    call.fields["b"].field.clone()
}

/// A float64 array of [`SHAPE`] at `data`, with `strides` (elements) and `origin`.
fn f64_array(data: *mut f64, strides: [isize; 3], origin: Vec<usize>) -> ArrayArg {
    ArrayArg {
        data: data.cast(),
        dtype: DType::Float64,
        shape: SHAPE.to_vec(),
        strides: strides.to_vec(),
        origin,
    }
}

/// Runs on arrays stored with `strides` (elements) from `base` (the element
/// offset of [0, 0, 0] inside the allocation), and returns `b` in C order.
fn run_with(backend: Backend, strides: [isize; 3], base: isize, len: usize) -> Vec<f64> {
    let stencil = lap(backend);
    let mut a = vec![f64::NAN; len];
    let mut b = vec![0.0; len];
    let at = |i: usize, j: usize, k: usize| {
        (base + i as isize * strides[0] + j as isize * strides[1] + k as isize * strides[2])
            as usize
    };
    for i in 0..SHAPE[0] {
        for j in 0..SHAPE[1] {
            for k in 0..SHAPE[2] {
                a[at(i, j, k)] = value(i, j, k);
            }
        }
    }
    // SAFETY (of the call below): offsets stay inside `data`.
    let arg = |data: &mut Vec<f64>| {
        f64_array(
            unsafe { data.as_mut_ptr().offset(base) },
            strides,
            vec![1, 1, 0],
        )
    };
    let mut call = ArrayCall {
        domain: [4, 3, 3],
        ..Default::default()
    };
    call.fields.insert("a".into(), arg(&mut a));
    call.fields.insert("b".into(), arg(&mut b));
    call.scalars.insert("w".into(), Scalar::F64(0.5));
    // SAFETY: both arrays cover every index of their shape and strides.
    unsafe { stencil.call_arrays(&mut call) }.expect("runs");
    let mut out = Vec::new();
    for i in 0..SHAPE[0] {
        for j in 0..SHAPE[1] {
            for k in 0..SHAPE[2] {
                out.push(b[at(i, j, k)]);
            }
        }
    }
    out
}

#[test]
fn arrays_with_any_strides_give_the_results_of_owned_fields() {
    for backend in [Backend::Debug, Backend::C] {
        let want = expected(backend);
        let want: Vec<f64> = (0..want.len()).map(|n| want.get(n).as_f64()).collect();
        let n = SHAPE.iter().product::<usize>();
        // C order, Fortran order, every other element (a sliced view), and
        // reversed along I (negative stride).
        let layouts: [([isize; 3], isize, usize); 4] = [
            ([15, 3, 1], 0, n),
            ([1, 6, 30], 0, n),
            ([30, 6, 2], 0, 2 * n),
            ([-15, 3, 1], 75, n),
        ];
        for (strides, base, len) in layouts {
            let got = run_with(backend, strides, base, len);
            assert_eq!(got, want, "{backend:?} with strides {strides:?}");
        }
    }
}

#[test]
fn array_calls_are_validated() {
    let stencil = lap(Backend::C);
    let mut data = vec![0.0f64; 8];
    let mut call = ArrayCall {
        domain: [4, 3, 3],
        ..Default::default()
    };
    for name in ["a", "b"] {
        call.fields.insert(
            name.into(),
            ArrayArg {
                data: data.as_mut_ptr().cast(),
                dtype: DType::Float64,
                shape: vec![2, 2, 2],
                strides: vec![4, 2, 1],
                origin: vec![1, 1, 0],
            },
        );
    }
    call.scalars.insert("w".into(), Scalar::F64(0.5));
    // SAFETY: validation rejects the call before any access.
    let err = unsafe { stencil.call_arrays(&mut call) }.expect_err("too small");
    assert!(
        err.to_string().contains("field `a` is too small along I"),
        "{err}"
    );
}

#[test]
fn each_layout_gets_loops_with_its_contiguous_axis_innermost() {
    let stencil = lap(Backend::C);
    let innermost = |source: &str| {
        let after = source
            .split("#pragma omp simd")
            .nth(1)
            .expect("a SIMD loop");
        let line = after.lines().nth(1).expect("the loop").trim().to_string();
        line
    };
    let i_first = stencil.generate().expect("code").source.clone();
    let k_first = stencil
        .generate_for(isobar::kernel::Layout::KFirst)
        .expect("code")
        .source
        .clone();
    assert!(
        innermost(&i_first).starts_with("for (int64_t i = "),
        "{i_first}"
    );
    assert!(
        innermost(&k_first).starts_with("for (int64_t k = "),
        "{k_first}"
    );
}

/// The libraries (`.so`) in `dir`.
fn libraries(dir: &std::path::Path) -> usize {
    std::fs::read_dir(dir)
        .expect("cache")
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "so"))
        })
        .count()
}

#[test]
fn calls_on_unit_strides_build_one_library_and_other_strides_a_second() {
    // `u` is never accessed: GT4Py lets a call pass any stand-in for it (a
    // broadcast array of zero strides), which must not need the second build.
    let src = "import numpy as np\nfrom gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval\n\ndef f(a: Field[np.float64], b: Field[np.float64], u: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        b = 2.0 * a[1, 0, 0]\n";
    let dir = tempfile::tempdir().expect("tmp");
    let stencil = Stencil::from_source(src)
        .backend(Backend::C)
        .cache_dir(dir.path())
        .build()
        .expect("valid");
    let run = |step: isize| {
        let len = SHAPE.iter().product::<usize>() * step as usize;
        let strides = [step, 6 * step, 30 * step];
        let mut a: Vec<f64> = (0..len).map(|n| n as f64).collect();
        let mut b = vec![0.0; len];
        let mut zero = [0.0f64];
        let arg = |data: *mut f64, strides: [isize; 3]| f64_array(data, strides, vec![0, 0, 0]);
        let mut call = ArrayCall {
            domain: [5, 5, 3],
            ..Default::default()
        };
        call.fields.insert("a".into(), arg(a.as_mut_ptr(), strides));
        call.fields.insert("b".into(), arg(b.as_mut_ptr(), strides));
        call.fields
            .insert("u".into(), arg(zero.as_mut_ptr(), [0, 0, 0]));
        // SAFETY: every index of every array's shape and strides lies inside it.
        unsafe { stencil.call_arrays(&mut call) }.expect("runs");
        let at = |i: isize, j: isize, k: isize| {
            (i * strides[0] + j * strides[1] + k * strides[2]) as usize
        };
        for (i, j, k) in [(0, 0, 0), (4, 4, 2), (2, 3, 1)] {
            assert_eq!(
                b[at(i, j, k)],
                2.0 * a[at(i + 1, j, k)],
                "step {step} at {i},{j},{k}"
            );
        }
    };
    run(1);
    assert_eq!(libraries(dir.path()), 1, "unit strides: one build");
    run(2);
    assert_eq!(
        libraries(dir.path()),
        2,
        "every other element: the build for any strides"
    );
    run(1);
    assert_eq!(libraries(dir.path()), 2);
}
