//! Accesses at variable K offsets and data indices that a statement only
//! evaluates under a condition: an `if`, a select (`x if c else y`), the
//! right operand of `and`/`or`. Where the condition does not hold, the index
//! may be anything (GEOS's GF convection reads `field.at(K=min_index)` in
//! columns it skips, where `min_index` was never set); the compiled
//! back-ends used to check such an access on every point, and failed the
//! call where the interpreter, as Python, never evaluated it. Every back-end
//! must run these as the interpreter does, and an access that is evaluated
//! out of bounds must still fail, naming the field.

use crate::backends::{try_build, COMPILED};
use crate::tally::Tally;
use isobar::ir::DType;
use isobar::runtime::{Call, Field, FieldArg, Scalar};
use isobar::stencil::Backend;

const HEADER: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\n";

/// Stencils whose access at `n` (an index far outside `a` or `t` where
/// `use` is 0) is evaluated only where `use` is 1.
const STENCILS: &[(&str, &str)] = &[
    (
        "if_block",
        "def s(a: Field[np.float64], t: Field[(np.float64, (3,))], n: Field[np.int64], use: Field[np.int64], b: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        b = -1.0\n        if use == 1:\n            b = a[0, 0, n]\n",
    ),
    (
        "absolute_index",
        "def s(a: Field[np.float64], t: Field[(np.float64, (3,))], n: Field[np.int64], use: Field[np.int64], b: Field[np.float64]):\n    with computation(FORWARD), interval(...):\n        b = -1.0\n        if use == 1:\n            b = a.at(K=n + K)\n",
    ),
    (
        "select",
        "def s(a: Field[np.float64], t: Field[(np.float64, (3,))], n: Field[np.int64], use: Field[np.int64], b: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        b = a[0, 0, n] * 2.0 if use == 1 else -1.0\n",
    ),
    (
        "select_otherwise",
        "def s(a: Field[np.float64], t: Field[(np.float64, (3,))], n: Field[np.int64], use: Field[np.int64], b: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        b = -1.0 if use != 1 else a[0, 0, n] + 1.0\n",
    ),
    (
        "and",
        "def s(a: Field[np.float64], t: Field[(np.float64, (3,))], n: Field[np.int64], use: Field[np.int64], b: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        b = -1.0\n        if use == 1 and a[0, 0, n] > 0.5:\n            b = 1.0\n",
    ),
    (
        "or",
        "def s(a: Field[np.float64], t: Field[(np.float64, (3,))], n: Field[np.int64], use: Field[np.int64], b: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        b = -1.0\n        if use != 1 or a[0, 0, n] > 0.5:\n            b = 1.0\n",
    ),
    (
        "data_index",
        "def s(a: Field[np.float64], t: Field[(np.float64, (3,))], n: Field[np.int64], use: Field[np.int64], b: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        b = -1.0\n        if use == 1:\n            b = t[0, 0, 0][n + 1]\n",
    ),
    (
        "nested_in_temporary",
        "def s(a: Field[np.float64], t: Field[(np.float64, (3,))], n: Field[np.int64], use: Field[np.int64], b: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        tmp = -1.0\n        if use == 1:\n            if a > 0.0:\n                tmp = a[0, 0, n] + t[0, 0, 0][n + 1]\n        b = tmp\n",
    ),
];

const SHAPE: [usize; 3] = [3, 4, 5];

/// An index out of every array by far more than the process maps.
const FAR: i64 = 1 << 40;

/// Indices evaluated where `use` is 1 that every back-end must report: far
/// out, and at the limits of `int64`, where `k + n` would overflow.
const WILD: [i64; 4] = [FAR, i64::MAX, i64::MIN, i64::MAX - 2];

/// The call: `n` is 0 or -1 (in bounds, relative or absolute) where `use`
/// is 1 and [`FAR`] (or `-FAR`) where it is 0; with `wild`, `n` is that
/// value at one point where `use` is 1.
fn call(wild: Option<i64>) -> Call {
    let mut call = Call {
        domain: SHAPE,
        ..Default::default()
    };
    let points = SHAPE.iter().product::<usize>();
    let mut fields = vec![
        ("a", Field::zeros(DType::Float64, &SHAPE)),
        ("t", Field::zeros(DType::Float64, &[3, 4, 5, 3])),
        ("n", Field::zeros(DType::Int64, &SHAPE)),
        ("use", Field::zeros(DType::Int64, &SHAPE)),
        ("b", Field::zeros(DType::Float64, &SHAPE)),
    ];
    for p in 0..points {
        let used = p % 3 != 0;
        let n = match (used, p % 2) {
            (true, 0) => 0,
            (true, _) => -1,
            // Far enough that a read made there would fault.
            (false, 0) => FAR,
            (false, _) => -FAR,
        };
        let level = (p % SHAPE[2]) as i64;
        // Relative offsets -1 and absolute `n + K` stay inside the levels.
        let n = if used && level == 0 { 0 } else { n };
        fields[0].1.set(p, Scalar::F64(0.125 * p as f64));
        fields[2].1.set(p, Scalar::I64(n));
        fields[3].1.set(p, Scalar::I64(used as i64));
    }
    if let Some(n) = wild {
        fields[2].1.set(4, Scalar::I64(n));
    }
    for p in 0..points * 3 {
        fields[1].1.set(p, Scalar::F64(0.5 - 0.01 * p as f64));
    }
    for (name, field) in fields {
        let origin = vec![0; 3];
        call.fields.insert(name.into(), FieldArg { field, origin });
    }
    call
}

#[test]
fn accesses_under_conditions_are_checked_only_where_evaluated() {
    let mut tally = Tally::new();
    for (name, body) in STENCILS {
        let src = format!("{HEADER}{body}");
        let mut want = call(None);
        try_build(&src, Backend::Debug)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .call(&mut want)
            .unwrap_or_else(|e| panic!("{name}: the interpreter: {e}"));
        for backend in COMPILED {
            let stencil =
                try_build(&src, backend).unwrap_or_else(|e| panic!("{name} ({backend:?}): {e}"));
            let mut got = call(None);
            let verdict = match stencil.call(&mut got) {
                Err(e) => Err(format!("fails: {e}")),
                Ok(()) if got.fields["b"].field != want.fields["b"].field => {
                    Err("differs from the interpreter".to_string())
                }
                Ok(()) => reports_wild_indices(&stencil),
            };
            tally.record(format_args!("{name} ({backend:?})"), verdict);
        }
        let interpreter = try_build(&src, Backend::Debug).expect("built above");
        tally.record(
            format_args!("{name} (interpreter, wild)"),
            reports_wild_indices(&interpreter),
        );
    }
    tally.finish();
}

/// Evaluated out of bounds, at each of [`WILD`]: an error naming the field.
fn reports_wild_indices(stencil: &isobar::stencil::Stencil) -> Result<(), String> {
    for n in WILD {
        let mut wild = call(Some(n));
        match stencil.call(&mut wild) {
            Err(e) if e.to_string().contains('`') => {}
            Err(e) => return Err(format!("n = {n}: an error without the field's name: {e}")),
            Ok(()) => return Err(format!("n = {n}: an access out of bounds was not reported")),
        }
    }
    Ok(())
}
