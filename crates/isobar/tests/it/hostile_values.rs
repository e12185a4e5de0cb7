//! Argument values a careful caller would not pass but NumPy allows (issue
//! 28, findings 3 and 5): bool arrays whose bytes are neither 0 nor 1 (a
//! `uint8` array viewed as `bool`), and integer scalars outside the range of
//! the parameter's type. Every back-end must read a non-zero byte as True,
//! as NumPy does, and refuse a scalar that does not fit, as NumPy 2 does,
//! instead of wrapping it.

use crate::backends::{build, on_every_backend, run_on_arguments};
use isobar::ir::DType;
use isobar::runtime::Scalar;
use isobar::runtime::{ArrayArg, ArrayCall};
use isobar::stencil::{Backend, Error};

const BOOLS: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(m: Field[bool], a: Field[np.float64], b: Field[np.float64], c: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        if m:\n            b = a + 1.0\n        else:\n            b = a - 1.0\n        if not m:\n            b = b * 10.0\n        if m == True:\n            b = b + 100.0\n        if m != False:\n            b = b + 1000.0\n        c = 7.0 if m and m[1, 0, 0] else 3.0\n";

const SHAPE: [usize; 3] = [4, 3, 2];

/// The byte stored at point `p` of the mask.
fn byte(p: usize) -> u8 {
    [0, 1, 2, 255, 128, 0, 7][p % 7]
}

/// Caller-owned arrays (C order): the mask (one more row in I, read at
/// `[1, 0, 0]`) holds [`byte`]s; `a` counts in halves; `b` and `c` are zero.
struct Arrays {
    mask: Vec<u8>,
    a: Vec<f64>,
    b: Vec<f64>,
    c: Vec<f64>,
}

impl Arrays {
    fn new() -> Self {
        let n: usize = SHAPE.iter().product();
        Arrays {
            mask: (0..n + SHAPE[1] * SHAPE[2]).map(byte).collect(),
            a: (0..n).map(|p| p as f64 * 0.5).collect(),
            b: vec![0.0; n],
            c: vec![0.0; n],
        }
    }

    /// The call on these arrays.
    fn call(&mut self) -> ArrayCall {
        let arg = |data: *mut std::ffi::c_void, dtype, ni: usize| ArrayArg {
            data,
            dtype,
            shape: vec![ni, SHAPE[1], SHAPE[2]],
            strides: vec![(SHAPE[1] * SHAPE[2]) as isize, SHAPE[2] as isize, 1],
            origin: vec![0; 3],
        };
        let mut call = ArrayCall {
            domain: SHAPE,
            ..Default::default()
        };
        let ni = SHAPE[0];
        for (name, a) in [
            ("m", arg(self.mask.as_mut_ptr().cast(), DType::Bool, ni + 1)),
            ("a", arg(self.a.as_mut_ptr().cast(), DType::Float64, ni)),
            ("b", arg(self.b.as_mut_ptr().cast(), DType::Float64, ni)),
            ("c", arg(self.c.as_mut_ptr().cast(), DType::Float64, ni)),
        ] {
            call.fields.insert(name.into(), a);
        }
        call
    }

    /// What NumPy computes: every non-zero byte is True.
    fn expected(&self) -> (Vec<f64>, Vec<f64>) {
        let (mut b, mut c) = (Vec::new(), Vec::new());
        for (p, &x) in self.a.iter().enumerate() {
            let m = self.mask[p] != 0;
            b.push(if m {
                x + 1.0 + 1100.0
            } else {
                (x - 1.0) * 10.0
            });
            let next = self.mask[p + SHAPE[1] * SHAPE[2]] != 0;
            c.push(if m && next { 7.0 } else { 3.0 });
        }
        (b, c)
    }
}

#[test]
fn bool_fields_read_every_non_zero_byte_as_true() {
    on_every_backend(|backend, tally| {
        let stencil = build(BOOLS, backend);
        let mut arrays = Arrays::new();
        let (want_b, want_c) = arrays.expected();
        let mut call = arrays.call();
        // SAFETY: the arrays outlive the call and match its shapes and strides.
        unsafe { stencil.call_arrays(&mut call) }.unwrap_or_else(|e| panic!("{backend:?}: {e}"));
        for (name, got, want) in [("b", &arrays.b, want_b), ("c", &arrays.c, want_c)] {
            tally.check(
                format_args!("{backend:?} `{name}`"),
                *got == want,
                format_args!("{got:?}, NumPy gives {want:?}"),
            );
        }
    });
}

const INT32: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(a: Field[np.int32], b: Field[np.int32], s: np.int32, t: np.int8):\n    with computation(PARALLEL), interval(...):\n        b = a + s + t\n";

#[test]
fn integer_scalars_out_of_range_are_refused_not_wrapped() {
    let cases: [(i64, i64, bool); 7] = [
        (1 << 31, 0, false),
        (1 << 40, 0, false),
        (-(1 << 31) - 1, 0, false),
        (i64::MAX, 0, false),
        (0, 128, false),
        (i64::from(i32::MAX), 127, true),
        (i64::from(i32::MIN), -128, true),
    ];
    on_every_backend(|backend, tally| {
        let stencil = build(INT32, backend);
        for (s, t, fits) in cases {
            let mut call = isobar::runtime::Call {
                domain: [2, 2, 1],
                ..Default::default()
            };
            for name in ["a", "b"] {
                let field = isobar::runtime::Field::zeros(DType::Int32, &[2, 2, 1]);
                let origin = vec![0; 3];
                call.fields
                    .insert(name.into(), isobar::runtime::FieldArg { field, origin });
            }
            call.scalars
                .insert("s".into(), isobar::runtime::Scalar::I64(s));
            call.scalars
                .insert("t".into(), isobar::runtime::Scalar::I64(t));
            let verdict = match stencil.call(&mut call) {
                Ok(()) if fits => Ok(()),
                Ok(()) => Err("ran with a wrapped value".to_string()),
                Err(e) if !fits && e.to_string().contains("out of its range") => Ok(()),
                Err(e) => Err(format!("unexpected error: {e}")),
            };
            tally.record(format_args!("{backend:?} s={s} t={t}"), verdict);
        }
    });
}

const ENDLESS: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(a: Field[np.float64], b: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        x = a\n        while x < 1.0e300:\n            x = x * 1.0\n        b = x\n";

/// A `while` whose condition never becomes false (finding 16): GT4Py's
/// back-ends would hang; every isobar back-end stops it after
/// `MAX_WHILE_ITERATIONS` iterations at a point with the same error.
#[test]
fn endless_while_loops_stop_with_an_error_on_every_back_end() {
    on_every_backend(|backend, tally| {
        let (_, ran) = run_with_value(ENDLESS, backend, [1, 1, 1], 0.5);
        let stopped = matches!(&ran, Err(e) if e
            .to_string()
            .contains("while loop ran more than 10000000 iterations"));
        tally.check(
            format_args!("{backend:?}"),
            stopped,
            format_args!("{ran:?}"),
        );
    });
}

const FLOAT32_MATH: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(a: Field[np.float32], b: Field[np.float32], c: Field[np.float32]):\n    with computation(PARALLEL), interval(...):\n        b = asin(tanh(a))\n        c = exp(a) ** 0.5 + atanh(tanh(a * 0.1)) + erf(a * 0.2)\n";

/// `source` built for `backend` and run on the arguments it makes on
/// `domain` without a halo, every field element `value` and every scalar
/// zero: the call after the run, and what the run returned.
fn run_with_value(
    source: &str,
    backend: Backend,
    domain: [usize; 3],
    value: f64,
) -> (isobar::runtime::Call, Result<(), Error>) {
    let stencil = build(source, backend);
    run_on_arguments(&stencil, domain, Some(0), |_| value, Scalar::zero)
}

/// `source` built for `backend` and run on a row of `values.len()` points
/// along I ([`row_call`]): the call after the run.
fn run_on_row(
    source: &str,
    backend: Backend,
    fields: &[(&str, DType)],
    values: &[isobar::runtime::Scalar],
) -> isobar::runtime::Call {
    let mut call = row_call(fields, values);
    build(source, backend)
        .call(&mut call)
        .unwrap_or_else(|e| panic!("{backend:?}: {e}"));
    call
}

/// A call on a row of `values.len()` points along I: the first of `fields`
/// holds `values`, the others are zero.
fn row_call(fields: &[(&str, DType)], values: &[isobar::runtime::Scalar]) -> isobar::runtime::Call {
    let n = values.len();
    let mut call = isobar::runtime::Call {
        domain: [n, 1, 1],
        ..Default::default()
    };
    for (k, (name, dtype)) in fields.iter().enumerate() {
        let mut field = isobar::runtime::Field::zeros(*dtype, &[n, 1, 1]);
        if k == 0 {
            for (p, x) in values.iter().enumerate() {
                field.set(p, *x);
            }
        }
        let origin = vec![0; 3];
        call.fields.insert(
            name.to_string(),
            isobar::runtime::FieldArg { field, origin },
        );
    }
    call
}

/// The correctly rounded `float32` of `f` at `x` (computed in `f64`).
fn rounded(f: fn(f64) -> f64, x: f32) -> f32 {
    f(f64::from(x)) as f32
}

/// `float32` transcendental functions give the correctly rounded value, as
/// NumPy's do within an ulp (fuzzer seed 1823804): PoCL's `tanh(10.0f)` is
/// 0.99999994, one ulp from NumPy's 1.0, and `asin` of it is 1.570451, not
/// 1.5707964. OpenCL and CUDA compute them in `double` and round.
#[test]
fn float32_library_calls_are_correctly_rounded_on_every_back_end() {
    let inputs = [10.0f32, 9.5, 12.0, 0.5, -3.25, 20.0];
    let values = inputs.map(isobar::runtime::Scalar::F32);
    let fields = [
        ("a", DType::Float32),
        ("b", DType::Float32),
        ("c", DType::Float32),
    ];
    on_every_backend(|backend, tally| {
        let call = run_on_row(FLOAT32_MATH, backend, &fields, &values);
        for (p, &x) in inputs.iter().enumerate() {
            let b = rounded(f64::asin, rounded(f64::tanh, x));
            let got = call.fields["b"].field.get(p);
            tally.check(
                format_args!("{backend:?} asin(tanh({x}))"),
                got == isobar::runtime::Scalar::F32(b),
                format_args!("{got:?}, correctly rounded {b}"),
            );
            let c = call.fields["c"].field.get(p);
            tally.check(
                format_args!("{backend:?} c at {x}"),
                c.as_f64().is_finite(),
                format_args!("{c:?}"),
            );
        }
    });
}

const NEGATED_CONSTANTS: &str = "import numpy as np\nfrom gt4py.cartesian import gtscript\nfrom gt4py.cartesian.gtscript import *\n\n@gtscript.function\ndef negative(x):\n    return float64(-x)\n\n@gtscript.function\ndef negative_int(x):\n    return int64(-x)\n\ndef s(a: Field[np.float64], b: Field[np.float64], c: Field[np.int64]):\n    with computation(PARALLEL), interval(...):\n        b = -negative(0.25) + a - -negative(-1.5)\n        c = -negative_int(3) - -negative_int(-4)\n";

/// A negation of a constant that folded to a negative literal (fuzzer seed
/// 1842600: `-f(0.25)` with `f` returning `float64(-x)`) must not print as
/// `--0.25`, a decrement C refuses.
#[test]
fn negated_negative_constants_compile_on_every_back_end() {
    on_every_backend(|backend, tally| {
        let (call, ran) = run_with_value(NEGATED_CONSTANTS, backend, [2, 1, 1], 1.0);
        ran.unwrap_or_else(|e| panic!("{backend:?}: {e}"));
        let b = call.fields["b"].field.get(0).as_f64();
        let c = call.fields["c"].field.get(0).as_f64();
        // b = -(-0.25) + 1 - -(1.5) = 2.75; c = -(-3) - -(4) = 7.
        tally.check(
            format_args!("{backend:?}"),
            b == 2.75 && c == 7.0,
            format_args!("b = {b} (want 2.75), c = {c} (want 7)"),
        );
    });
}

const CLASSIFIED: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(a: Field[np.float64], inf: Field[bool], nan: Field[bool], finite: Field[bool]):\n    with computation(PARALLEL), interval(...):\n        inf = isinf(a)\n        nan = isnan(a)\n        finite = isfinite(a)\n";

/// `isinf`, `isnan` and `isfinite` store the bytes 0 and 1 NumPy stores
/// (fuzzer seed 1850087: C's `isinf(-inf)` is -1, which a bool byte held
/// as 255).
#[test]
fn classifications_store_canonical_bools_on_every_back_end() {
    let inputs = [f64::NEG_INFINITY, f64::INFINITY, f64::NAN, -1.0, 0.0];
    let expected: [[u8; 5]; 3] = [[1, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 1]];
    let values = inputs.map(isobar::runtime::Scalar::F64);
    let fields = [
        ("a", DType::Float64),
        ("inf", DType::Bool),
        ("nan", DType::Bool),
        ("finite", DType::Bool),
    ];
    on_every_backend(|backend, tally| {
        let call = run_on_row(CLASSIFIED, backend, &fields, &values);
        for (name, want) in ["inf", "nan", "finite"].iter().zip(expected) {
            let got = call.fields[*name].field.bytes();
            tally.check(
                format_args!("{backend:?} `{name}`"),
                got == want,
                format_args!("bytes {got:?}, NumPy stores {want:?}"),
            );
        }
    });
}
