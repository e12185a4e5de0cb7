//! Hand-computed expectations for the semantic points of seed 004.

use super::run;
use crate::frontend::FrontendOptions;
use crate::ir::DType;
use crate::oir;
use crate::runtime::{Call, Field, FieldArg, Scalar};

/// Compiles `body` as a stencil over fields `names` (float64, 3-D) and runs it on
/// a domain `[ni, nj, nk]`, each field with a halo of `halo` points in I and J and
/// `kpad` extra levels above and below, filled by `init(name, i, j, k)` (array
/// indices). Returns the fields.
fn run_body(
    names: &[&str],
    body: &str,
    domain: [usize; 3],
    halo: usize,
    kpad: usize,
    init: impl Fn(&str, usize, usize, usize) -> f64,
) -> Result<std::collections::BTreeMap<String, Field>, String> {
    let params: Vec<String> = names
        .iter()
        .map(|n| format!("{n}: Field[{}]", dtype_of(n).1))
        .collect();
    let src = format!(
        "import numpy as np\nfrom gt4py.cartesian.gtscript import *\ndef s({}):\n{body}",
        params.join(", ")
    );
    let ir =
        crate::compile(&src, &FrontendOptions::default()).map_err(|d| d.render("t.py", &src))?;
    let o = oir::lower(&ir);
    let ext = oir::extents::compute(&o);
    let shape = [
        domain[0] + 2 * halo,
        domain[1] + 2 * halo,
        domain[2] + 2 * kpad,
    ];
    let mut call = Call {
        domain,
        ..Default::default()
    };
    for name in names {
        let dtype = dtype_of(name).0;
        let mut f = Field::zeros(dtype, &shape);
        let mut n = 0;
        for i in 0..shape[0] {
            for j in 0..shape[1] {
                for k in 0..shape[2] {
                    let value = init(name, i, j, k);
                    f.set(
                        n,
                        match dtype {
                            DType::Int64 => Scalar::I64(value as i64),
                            _ => Scalar::F64(value),
                        },
                    );
                    n += 1;
                }
            }
        }
        call.fields.insert(
            name.to_string(),
            FieldArg {
                field: f,
                origin: vec![halo, halo, kpad],
            },
        );
    }
    run(&o, &ext, &mut call).map_err(|e| e.message)?;
    Ok(call.fields.into_iter().map(|(k, v)| (k, v.field)).collect())
}

/// Fields named `i...` are int64 (K indices), all others float64.
fn dtype_of(name: &str) -> (DType, &'static str) {
    if name.starts_with('i') {
        (DType::Int64, "np.int64")
    } else {
        (DType::Float64, "np.float64")
    }
}

fn at(f: &Field, shape: [usize; 3], i: usize, j: usize, k: usize) -> f64 {
    f.get((i * shape[1] + j) * shape[2] + k).as_f64()
}

#[test]
fn extended_domain_of_a_temporary() {
    // u = a on an extended domain, b = u[-1, 0, 0] + u[1, 0, 0]: b = a[i-1] + a[i+1].
    let out = run_body(
        &["a", "b"],
        "    with computation(PARALLEL), interval(...):\n        u = a\n        b = u[-1, 0, 0] + u[1, 0, 0]\n",
        [4, 3, 2],
        1,
        0,
        |n, i, j, k| if n == "a" { (i * 100 + j * 10 + k) as f64 } else { -1.0 },
    )
    .expect("runs");
    let shape = [6, 5, 2];
    for i in 1..5 {
        for j in 1..4 {
            let expected = ((i - 1) * 100 + j * 10) as f64 + ((i + 1) * 100 + j * 10) as f64;
            assert_eq!(at(&out["b"], shape, i, j, 0), expected);
        }
    }
    assert_eq!(at(&out["b"], shape, 0, 1, 0), -1.0, "halo untouched");
}

#[test]
fn forward_and_backward_recurrences_see_updated_levels() {
    let out = run_body(
        &["a", "b"],
        "    with computation(FORWARD):\n        with interval(0, 1):\n            a = 1.0\n        with interval(1, None):\n            a = a[0, 0, -1] * 2.0\n    with computation(BACKWARD):\n        with interval(-1, None):\n            b = a\n        with interval(0, -1):\n            b = b[0, 0, 1] + a\n",
        [1, 1, 4],
        0,
        0,
        |_, _, _, _| 0.0,
    )
    .expect("runs");
    let a: Vec<f64> = (0..4).map(|k| at(&out["a"], [1, 1, 4], 0, 0, k)).collect();
    assert_eq!(a, [1.0, 2.0, 4.0, 8.0]);
    let b: Vec<f64> = (0..4).map(|k| at(&out["b"], [1, 1, 4], 0, 0, k)).collect();
    assert_eq!(b, [15.0, 14.0, 12.0, 8.0]);
}

#[test]
fn intervals_run_in_order() {
    let out = run_body(
        &["a"],
        "    with computation(PARALLEL):\n        with interval(0, 2):\n            a = 1.0\n        with interval(2, -1):\n            a = 2.0\n        with interval(-1, None):\n            a = 3.0\n",
        [1, 1, 5],
        0,
        0,
        |_, _, _, _| 0.0,
    )
    .expect("runs");
    let a: Vec<f64> = (0..5).map(|k| at(&out["a"], [1, 1, 5], 0, 0, k)).collect();
    assert_eq!(a, [1.0, 1.0, 2.0, 2.0, 3.0]);
}

#[test]
fn field_conditionals_evaluate_the_mask_first() {
    // The then-branch changes `a`, but the else-branch still uses the old mask.
    let out = run_body(
        &["a", "b"],
        "    with computation(PARALLEL), interval(...):\n        if a > 0.0:\n            a = -1.0\n        else:\n            b = 7.0\n",
        [2, 1, 1],
        0,
        0,
        |n, i, _, _| if n == "a" { if i == 0 { 1.0 } else { -1.0 } } else { 0.0 },
    )
    .expect("runs");
    assert_eq!(at(&out["a"], [2, 1, 1], 0, 0, 0), -1.0);
    assert_eq!(at(&out["b"], [2, 1, 1], 0, 0, 0), 0.0, "masked out");
    assert_eq!(at(&out["b"], [2, 1, 1], 1, 0, 0), 7.0);
}

#[test]
fn while_loops_iterate_per_point() {
    let out = run_body(
        &["x", "n"],
        "    with computation(PARALLEL), interval(...):\n        n = 0.0\n        while x > 1.0:\n            n = n + 1.0\n            x = x * 0.5\n",
        [3, 1, 1],
        0,
        0,
        |name, i, _, _| if name == "x" { [17.0, 1.0, 4.0][i] } else { 0.0 },
    )
    .expect("runs");
    let n: Vec<f64> = (0..3).map(|i| at(&out["n"], [3, 1, 1], i, 0, 0)).collect();
    assert_eq!(n, [5.0, 0.0, 2.0]);
}

#[test]
fn offcenter_k_writes_in_both_directions() {
    // FORWARD a[0,0,1] = a + 1: each level sees the value written one level below.
    let out = run_body(
        &["a"],
        "    with computation(FORWARD), interval(...):\n        a[0, 0, 1] = a + 1.0\n",
        [1, 1, 3],
        0,
        1,
        |_, _, _, _| 0.0,
    )
    .expect("runs");
    let a: Vec<f64> = (0..5).map(|k| at(&out["a"], [1, 1, 5], 0, 0, k)).collect();
    assert_eq!(a, [0.0, 0.0, 1.0, 2.0, 3.0]);
    // BACKWARD a[0,0,-1] = a + 1: propagates downward.
    let out = run_body(
        &["a"],
        "    with computation(BACKWARD), interval(...):\n        a[0, 0, -1] = a + 1.0\n",
        [1, 1, 3],
        0,
        1,
        |_, _, _, _| 0.0,
    )
    .expect("runs");
    let a: Vec<f64> = (0..5).map(|k| at(&out["a"], [1, 1, 5], 0, 0, k)).collect();
    assert_eq!(a, [3.0, 2.0, 1.0, 0.0, 0.0]);
}

#[test]
fn regions_at_corners_later_wins() {
    let out = run_body(
        &["b"],
        "    with computation(PARALLEL), interval(...):\n        b = 0.0\n        with horizontal(region[I[0], :]):\n            b = 1.0\n        with horizontal(region[:, J[-1]]):\n            b = 2.0\n",
        [3, 3, 1],
        0,
        0,
        |_, _, _, _| 9.0,
    )
    .expect("runs");
    let shape = [3, 3, 1];
    assert_eq!(at(&out["b"], shape, 0, 0, 0), 1.0);
    assert_eq!(
        at(&out["b"], shape, 0, 2, 0),
        2.0,
        "corner: later region wins"
    );
    assert_eq!(at(&out["b"], shape, 1, 1, 0), 0.0);
    assert_eq!(at(&out["b"], shape, 2, 2, 0), 2.0);
}

#[test]
fn call_time_errors_name_the_field() {
    let err = run_body(
        &["a", "b"],
        "    with computation(PARALLEL), interval(...):\n        b = a[1, 0, 0]\n",
        [4, 4, 1],
        0,
        0,
        |_, _, _, _| 0.0,
    )
    .expect_err("a needs one point of halo in I");
    assert!(
        err.contains("`a`") && err.contains("along I") && err.contains("1 point(s) missing"),
        "{err}"
    );
}

#[test]
fn variable_k_offsets_near_the_i64_limits_are_out_of_bounds_not_overflows() {
    for big in [i64::MAX as f64, i64::MIN as f64, (1i64 << 62) as f64] {
        let err = run_body(
            &["a", "idx", "b"],
            "    with computation(PARALLEL), interval(...):\n        b = a[0, 0, idx]\n",
            [2, 2, 3],
            1,
            1,
            |name, _, _, _| if name == "idx" { big } else { 1.0 },
        )
        .expect_err("an offset of 2^62 or more leaves every field");
        assert!(err.contains("`a`") && err.contains("along K"), "{err}");
    }
}
