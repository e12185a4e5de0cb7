//! GT4Py 1.2.3 features its cartesian integration tests use
//! (`TestTypedTemporary`, `TestVectorizedTemporary`, `test_2d_temporaries`,
//! `test_runtime_interval_raises`, `TestNegativeOrigin`):
//!
//! - temporaries declared at the top level of a stencil body,
//!   `tmp: Field[(np.float32, (2, 2))] = 0`: 3-D (data dimensions allowed),
//!   every element set to the value before the stencil's computations;
//! - field types named by GT4Py's `dtypes` option (`tmp: MyField = 0`);
//! - interval bounds known only at run time, refused with their own code
//!   (GT4Py's numpy back-end raises `NotImplementedError` for them);
//! - the lowest index a stencil accesses in each field, which bounds the
//!   negative origins GT4Py allows (the Python package pads such fields).

use crate::backends::build;
use isobar::diagnostics::Category;
use isobar::ir::{Axes, DType, FieldType, SymbolKind};
use isobar::runtime::{Call, Field, FieldArg, Scalar};
use isobar::stencil::Backend;
use isobar::FrontendOptions;
use std::collections::BTreeMap;

const HEADER: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\n";

/// The codes of the errors the frontend reports for `src`.
fn errors(src: &str, options: &FrontendOptions) -> Vec<Category> {
    match isobar::frontend::lower_source(src, options) {
        Ok(_) => Vec::new(),
        Err(d) => d.0.iter().map(|d| d.category).collect(),
    }
}

/// Runs `src` (fields `inp`, `out` of shape `shape`, `inp` = its flat index,
/// origins `origin`) and returns `out` in C order.
fn run(
    src: &str,
    backend: Backend,
    shape: [usize; 3],
    origin: [usize; 3],
    domain: [usize; 3],
) -> Vec<f64> {
    let stencil = build(src, backend);
    let mut inp = Field::zeros(DType::Float64, &shape);
    for n in 0..inp.len() {
        inp.set(n, Scalar::F64(n as f64));
    }
    let mut call = Call {
        domain,
        ..Default::default()
    };
    call.fields.insert(
        "inp".into(),
        FieldArg {
            field: inp,
            origin: origin.to_vec(),
        },
    );
    call.fields.insert(
        "out".into(),
        FieldArg {
            field: Field::zeros(DType::Float64, &shape),
            origin: origin.to_vec(),
        },
    );
    stencil
        .call(&mut call)
        .unwrap_or_else(|e| panic!("{backend:?}: {e}"));
    let out = call.fields["out"].field.to_c_order();
    (0..out.len())
        .map(|n| match out.get(n) {
            Scalar::F64(v) => v,
            other => panic!("{other:?}"),
        })
        .collect()
}

/// Asserts that [`run`] gives `expected` on the interpreter and on C.
fn assert_runs_give(
    src: &str,
    shape: [usize; 3],
    origin: [usize; 3],
    domain: [usize; 3],
    expected: &[f64],
) {
    for backend in [Backend::Debug, Backend::C] {
        assert_eq!(
            run(src, backend, shape, origin, domain),
            expected,
            "{backend:?}"
        );
    }
}

#[test]
fn top_level_temporaries_are_set_before_the_computations() {
    // An int32 element type: 1.5 is stored as 1 (NumPy's cast, as GT4Py).
    // The declaration may stand after the computation that reads it; the
    // read at [1, 0, 0] needs the temporary one point beyond the domain.
    let src = format!(
        "{HEADER}def s(inp: Field[np.float64], out: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        out = x[0, 0, 0][1] + x[1, 0, 0][0] + y + inp\n    x: Field[(np.int32, (2,))] = 1.5\n    y: Field[np.float64] = -2\n"
    );
    let (shape, origin, domain) = ([4, 3, 2], [0, 0, 0], [3, 3, 2]);
    let inp: Vec<f64> = (0..24).map(f64::from).collect();
    let expected: Vec<f64> = (0..24)
        .map(|n| {
            let i = n / 6;
            if i < 3 {
                inp[n] + 1.0 + 1.0 - 2.0
            } else {
                0.0
            }
        })
        .collect();
    assert_runs_give(&src, shape, origin, domain, &expected);
}

#[test]
fn top_level_temporaries_with_two_data_dimensions_are_written_element_by_element() {
    // GT4Py's TestTypedTemporary.
    let src = format!(
        "{HEADER}def s(inp: Field[np.float64], out: Field[np.float64]):\n    tmp: Field[(np.float64, (2, 2))] = 0\n    with computation(PARALLEL):\n        with interval(0, -1):\n            tmp[0, 0, 0][0, 0] = inp[0, 0, 0]\n            tmp[0, 0, 0][1, 0] = inp[0, 0, 1]\n            tmp[0, 0, 0][0, 1] = -1.0\n            out = tmp[0, 0, 0][0, 0] + tmp[0, 0, 0][1, 0] + tmp[0, 0, 0][1, 1]\n        with interval(-1, None):\n            out = tmp[0, 0, 0][1, 1] + 7.0\n"
    );
    let (shape, origin, domain) = ([2, 2, 3], [0, 0, 0], [2, 2, 3]);
    let expected: Vec<f64> = (0..12)
        .map(|n| if n % 3 == 2 { 7.0 } else { (2 * n + 1) as f64 })
        .collect();
    assert_runs_give(&src, shape, origin, domain, &expected);
}

#[test]
fn bad_top_level_declarations_are_refused() {
    let stencil = |decl: &str| {
        format!(
            "{HEADER}def s(inp: Field[np.float64], out: Field[np.float64]):\n    {decl}\n    with computation(PARALLEL), interval(...):\n        out = inp\n"
        )
    };
    let options = FrontendOptions::default();
    let cases: &[(&str, Category)] = &[
        // GT4Py ignores it; a constant is a module constant or an external.
        ("x: float = 1.0", Category::UnsupportedSyntax),
        // GT4Py: "Found IJ, but only IJK is currently supported for temporaries".
        (
            "x: Field[IJ, np.float64] = 1.0",
            Category::InvalidTemporaryDims,
        ),
        ("x: Field[np.float64]", Category::UnsupportedSyntax),
        ("x: Field[np.float64] = inp", Category::UnsupportedSyntax),
        ("inp: Field[np.float64] = 3.0", Category::UnsupportedSyntax),
        (
            "x: Field[np.float64] = 1\n    x: Field[np.float64] = 2",
            Category::UnsupportedSyntax,
        ),
    ];
    for (decl, category) in cases {
        assert_eq!(errors(&stencil(decl), &options), vec![*category], "{decl}");
    }
}

#[test]
fn dtypes_name_field_types_for_annotations() {
    // GT4Py's `dtypes={"MyFancySymbol": Field[IJ, np.float64]}`.
    let src = format!(
        "{HEADER}def s(inp: Field[np.float64], out: Field[np.float64]):\n    with computation(FORWARD), interval(0, 1):\n        tmp: MyFancySymbol = 0\n    with computation(FORWARD), interval(...):\n        out = tmp + inp\n"
    );
    let unknown = errors(&src, &FrontendOptions::default());
    assert!(unknown.contains(&Category::InvalidStencil), "{unknown:?}");
    let ij = FieldType {
        dtype: DType::Float64,
        axes: Axes {
            i: true,
            j: true,
            k: false,
        },
        data_dims: Vec::new(),
    };
    let options = FrontendOptions {
        dtypes: BTreeMap::from([("MyFancySymbol".to_string(), ij.clone())]),
        ..Default::default()
    };
    let ir = isobar::frontend::lower_source(&src, &options).expect("valid");
    let tmp = ir.symbols.lookup("tmp").expect("declared");
    assert_eq!(ir.symbols.get(tmp).kind, SymbolKind::Temporary(ij));
}

#[test]
fn runtime_interval_bounds_have_their_own_code() {
    // GT4Py's test_runtime_interval_raises: a scalar, an IJ field and a 2-D
    // temporary as bounds; numpy raises NotImplementedError for each.
    let src = format!(
        "{HEADER}def s(out: Field[np.float64], inp: Field[np.float64], index: Field[IJ, np.int64], n: int):\n    with computation(FORWARD), interval(0, 1):\n        temporary: Field[IJ, np.float64] = 7\n    with computation(PARALLEL), interval(0, n):\n        out = inp\n    with computation(PARALLEL), interval(0, index):\n        out = inp\n    with computation(PARALLEL), interval(temporary - 1, None):\n        out = inp\n"
    );
    assert_eq!(
        errors(&src, &FrontendOptions::default()),
        vec![Category::RuntimeIntervalBound; 3]
    );
}

#[test]
fn lowest_accesses_bound_negative_origins() {
    let src = format!(
        "{HEADER}def s(a: Field[np.float64], b: Field[np.float64], c: Field[K, np.float64], out: Field[np.float64]):\n    with computation(PARALLEL), interval(0, -1):\n        out = a[1, 0, 0] + b[0, 2, 1] + b[0, 1, 2] + c[1]\n"
    );
    for backend in [Backend::Debug, Backend::C] {
        let lowest = build(&src, backend).lowest_accesses([4, 4, 5]);
        assert_eq!(lowest["a"], vec![1, 0, 0], "{backend:?}");
        assert_eq!(lowest["b"], vec![0, 1, 1], "{backend:?}");
        assert_eq!(lowest["c"], vec![1], "{backend:?}");
        assert_eq!(lowest["out"], vec![0, 0, 0], "{backend:?}");
    }
}
