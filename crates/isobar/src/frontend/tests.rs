//! Unit tests of the frontend: accepted GTScript forms lower to the expected IR,
//! rejected ones give the expected category.

use super::{lower_source, FrontendOptions};
use crate::diagnostics::Category;
use crate::ir::{self, dump, DType, Literal};
use std::collections::BTreeMap;

const HEADER: &str = "import numpy as np\nfrom gt4py.cartesian import gtscript\nfrom gt4py.cartesian.gtscript import *\n\n";

fn options(externals: &[(&str, Literal)]) -> FrontendOptions {
    FrontendOptions {
        externals: externals
            .iter()
            .map(|(k, v)| (k.to_string(), *v))
            .collect::<BTreeMap<_, _>>(),
        ..Default::default()
    }
}

fn lower(src: &str, externals: &[(&str, Literal)]) -> ir::Stencil {
    let source = format!("{HEADER}{src}");
    match lower_source(&source, &options(externals)) {
        Ok(s) => s,
        Err(d) => panic!("{}", d.render("t.py", &source)),
    }
}

fn text(src: &str) -> String {
    dump::to_text(&lower(src, &[]))
}

fn error(src: &str, externals: &[(&str, Literal)]) -> Category {
    let source = format!("{HEADER}{src}");
    match lower_source(&source, &options(externals)) {
        Ok(s) => panic!("accepted:\n{}", dump::to_text(&s)),
        Err(d) => d.0[0].category,
    }
}

const AB: &str = "def s(a: Field[np.float64], b: Field[np.float64]):\n";

fn stencil(body: &str) -> String {
    format!("{AB}    with computation(PARALLEL), interval(...):\n{body}")
}

/// Asserts that each `(body, category)`'s body, in [`stencil`], is refused
/// first with that category.
fn assert_body_errors(cases: &[(&str, Category)]) {
    for &(body, expected) in cases {
        assert_eq!(error(&stencil(body), &[]), expected, "{body}");
    }
}

#[test]
fn combined_and_nested_computation_forms() {
    let combined = text(&stencil("        b = a\n"));
    let nested = text(&format!(
        "{AB}    with computation(PARALLEL):\n        with interval(...):\n            b = a\n"
    ));
    assert_eq!(combined, nested);
}

#[test]
fn interval_forms() {
    let t = text(&format!(
        "{AB}    with computation(FORWARD):\n        with interval(0, 1):\n            b = a\n        with interval(1, -2):\n            b = a\n        with interval(-2, None):\n            b = a\n"
    ));
    assert!(t.contains("interval[start, start+1)"), "{t}");
    assert!(t.contains("interval[start+1, end-2)"), "{t}");
    assert!(t.contains("interval[end-2, end)"), "{t}");
    let single = text(&format!(
        "{AB}    with computation(FORWARD), interval(2):\n        b = a\n"
    ));
    assert!(single.contains("interval[start+2, start+3)"), "{single}");
    let ext = lower(
        &format!("{AB}    from __externals__ import LO\n    with computation(FORWARD), interval(LO + 1, None):\n        b = a\n"),
        &[("LO", Literal::Int(1))],
    );
    assert_eq!(
        ext.computations[0].intervals[0].interval.start,
        ir::LevelBound::start(2)
    );
    let bad = |i: &str| {
        error(
            &format!("{AB}    with computation(FORWARD), interval({i}):\n        b = a\n"),
            &[],
        )
    };
    assert_eq!(bad("None, 2"), Category::InvalidInterval);
    assert_eq!(bad("2, 1"), Category::InvalidInterval);
    assert_eq!(bad("-1, 1"), Category::InvalidInterval);
    assert_eq!(bad("q, 1"), Category::InvalidInterval);
    // A parameter as a bound: GT4Py's runtime interval bounds.
    assert_eq!(bad("0, a"), Category::RuntimeIntervalBound);
    assert_eq!(bad("a + 1, 3"), Category::RuntimeIntervalBound);
}

#[test]
fn offsets_in_both_styles() {
    let t = text(&stencil(
        "        b = a[1, -1, 0] + a[I - 2, K + 1] + a[J + 3]\n",
    ));
    assert!(
        t.contains("a[1, -1, 0]") && t.contains("a[-2, 0, 1]") && t.contains("a[0, 3, 0]"),
        "{t}"
    );
    assert_body_errors(&[
        ("        b = a[1, 0]\n", Category::InvalidOffset),
        ("        b = a[J + 1, I]\n", Category::InvalidOffset),
        ("        b = a[I + 1, 0]\n", Category::InvalidOffset),
        (
            "        b = a[99999999999, 0, 0]\n",
            Category::LimitExceeded,
        ),
        ("        b = a[1.5, 0, 0]\n", Category::InvalidOffset),
    ]);
}

#[test]
fn lower_dimensional_fields_take_fewer_offsets() {
    let src = "def s(a: Field[np.float64], s2: Field[IJ, np.float64], k1: Field[K, np.float64]):\n    with computation(PARALLEL), interval(...):\n        a = s2[1, 0] + k1[1] + s2[I - 1]\n";
    let t = text(src);
    assert!(
        t.contains("s2[1, 0, 0]") && t.contains("k1[0, 0, 1]") && t.contains("s2[-1, 0, 0]"),
        "{t}"
    );
}

#[test]
fn module_constants_and_aliases() {
    let src = "GRAV = 9.81\nHALF_G = GRAV / 2\nF64 = Field[np.float64]\n\ndef s(a: F64, b: F64):\n    with computation(PARALLEL), interval(...):\n        b = a * HALF_G\n";
    let t = text(src);
    assert!(t.contains("4.905"), "{t}");
}

#[test]
fn temporaries_take_the_type_of_their_first_value() {
    let s = lower(
        &stencil("        n = 1\n        x = a\n        f: np.float32 = a\n        m = a > 0.0\n        b = n + x + f\n"),
        &[],
    );
    let t = |name: &str| s.symbols.get(s.symbols.lookup(name).expect(name)).dtype();
    assert_eq!(
        (t("n"), t("x"), t("f"), t("m")),
        (DType::Int64, DType::Float64, DType::Float32, DType::Bool)
    );
}

#[test]
fn promotion_and_literal_types() {
    let src = "def s(i: Field[np.int32], f: Field[np.float32], d: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        t1 = i + 1\n        t2 = f * 2\n        t3 = f * 2.0\n        t4 = i / i\n        t5 = floor(i)\n        t6 = sqrt(i)\n        d = t1 + t2 + t3 + t5 + t6\n";
    let s = lower(src, &[]);
    let t = |name: &str| s.symbols.get(s.symbols.lookup(name).expect(name)).dtype();
    assert_eq!(t("t1"), DType::Int64);
    assert_eq!(t("t2"), DType::Float32);
    assert_eq!(t("t3"), DType::Float64);
    assert_eq!(t("t4"), DType::Int32, "GT4Py's stale integer type");
    assert_eq!(t("t5"), DType::Int32);
}

#[test]
fn functions_inline_with_aliases_keywords_defaults_and_tuples() {
    let src = "@gtscript.function\ndef dx(f, scale=0.5):\n    return scale * (f[1, 0, 0] - f[-1, 0, 0])\n\n@gtscript.function\ndef pair(f):\n    g = f * 2.0\n    return g, dx(f[0, 1, 0], scale=1.0)\n\ndef s(a: Field[np.float64], b: Field[np.float64], c: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        b, c = pair(a)\n        c = dx(a * 3.0)\n";
    let t = text(src);
    assert!(t.contains("pair.g[0, 0, 0] = (a[0, 0, 0] * 2.0)"), "{t}");
    // As in GT4Py, an argument that is not a plain name goes through a temporary.
    assert!(t.contains("dx.f[0, 0, 0] = a[0, 1, 0]"), "{t}");
    // A call inside the returned tuple is an expression: GT4Py stores its
    // value in a temporary first.
    assert!(
        t.contains("dx.return[0, 0, 0] = (1.0 * (dx.f[1, 0, 0] - dx.f[-1, 0, 0]))"),
        "{t}"
    );
    assert!(t.contains("c[0, 0, 0] = dx.return[0, 0, 0]"), "{t}");
    assert!(t.contains("dx.f_1[0, 0, 0] = (a[0, 0, 0] * 3.0)"), "{t}");
    assert!(
        t.contains("(0.5 * (dx.f_1[1, 0, 0] - dx.f_1[-1, 0, 0]))"),
        "defaults: {t}"
    );
}

#[test]
fn inlining_does_not_copy_expressions() {
    // Each level doubles the uses of its argument: substituting expressions would
    // grow exponentially; temporaries keep it linear.
    let mut call = "x0".to_string();
    for _ in 0..40 {
        call = format!("g({call})");
    }
    let src = format!(
        "@gtscript.function\ndef g(x):\n    return x + x\n\ndef s(a: Field[np.float64], x0: float):\n    with computation(PARALLEL), interval(...):\n        a = {call}\n"
    );
    let s = lower(&src, &[]);
    assert!(s.symbols.len() < 100, "{} symbols", s.symbols.len());
}

#[test]
fn field_aliases_keep_data_dimensions() {
    let src = "@gtscript.function\ndef second(v):\n    return v[0, 0, 0][1]\n\ndef s(vec: Field[(np.float64, (3,))], b: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        b = second(vec)\n";
    assert!(text(src).contains("b[0, 0, 0] = vec[0, 0, 0][1]"));
}

#[test]
fn parameters_shadow_module_constants() {
    let src = "q = 1.0\n\ndef s(a: Field[np.float64], q: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        q = a + q\n";
    assert!(text(src).contains("q[0, 0, 0] = (a[0, 0, 0] + q[0, 0, 0])"));
}

#[test]
fn horizontal_as_a_with_item() {
    let t = text(&format!("{AB}    with computation(PARALLEL), interval(...), horizontal(region[I[0], :]):\n        b = a\n"));
    assert!(t.contains("horizontal(region[start:start+1, :]):"), "{t}");
    let dup = format!(
        "{AB}    with computation(PARALLEL), computation(FORWARD), interval(...):\n        b = a\n"
    );
    assert_eq!(error(&dup, &[]), Category::UnsupportedSyntax);
}

#[test]
fn function_rules() {
    let two_returns =
        "@gtscript.function\ndef f(x):\n    if x > 0.0:\n        return 1.0\n    return -1.0\n\n";
    let pos = "@gtscript.function\ndef pos(x):\n    return x > 0.0\n\n";
    let multi = "@gtscript.function\ndef m(x):\n    return x, x\n\n";
    let f = "@gtscript.function\ndef f(x):\n    return x\n\n";
    let rec = "@gtscript.function\ndef r(x):\n    return r(x)\n\n";
    // (the function, a stencil body that calls it)
    for (function, body) in [
        (two_returns, "        b = f(a)\n"),
        (pos, "        if pos(a):\n            b = a\n"),
        (multi, "        b = m(a) + 1.0\n"),
        (f, "        b = f(a, a)\n"),
        (f, "        b = f(y=a)\n"),
        (rec, "        b = r(a)\n"),
    ] {
        assert_eq!(
            error(&format!("{function}{}", stencil(body)), &[]),
            Category::FunctionDefinition,
            "{function}{body}"
        );
    }
}

#[test]
fn externals_fold_inlined_and_plain_ifs() {
    let src = format!(
        "{AB}    from __externals__ import FLAG, MODE\n    with computation(PARALLEL), interval(...):\n        if __INLINED(MODE == 2):\n            b = a * 2.0\n        elif FLAG:\n            b = a\n        else:\n            b = -a\n"
    );
    let t2 = dump::to_text(&lower(
        &src,
        &[("FLAG", Literal::Bool(false)), ("MODE", Literal::Int(2))],
    ));
    assert!(
        t2.contains("b[0, 0, 0] = (a[0, 0, 0] * 2.0)") && !t2.contains("if"),
        "{t2}"
    );
    let t3 = dump::to_text(&lower(
        &src,
        &[("FLAG", Literal::Bool(false)), ("MODE", Literal::Int(3))],
    ));
    assert!(t3.contains("b[0, 0, 0] = -a[0, 0, 0]"), "{t3}");
    assert_eq!(
        error(&src, &[("MODE", Literal::Int(3))]),
        Category::MissingExternal
    );
    let assert_src = format!("{AB}    from __externals__ import N\n    with computation(PARALLEL), interval(...):\n        compile_assert(N > 0)\n        b = a * N\n");
    assert_eq!(
        error(&assert_src, &[("N", Literal::Int(0))]),
        Category::CompileAssert
    );
    let renamed = format!("{AB}    from __externals__ import N as M\n    with computation(PARALLEL), interval(...):\n        b = a * M\n");
    assert_eq!(
        error(&renamed, &[("N", Literal::Int(1))]),
        Category::InvalidImport
    );
}

#[test]
fn regions() {
    let t = text(&stencil("        b = a\n        with horizontal(region[I[0] - 1 : I[-1] + 1, J[-1]], region[:, J[0] + 2 :]):\n            b = 0.0\n"));
    // One statement per region: GT4Py runs the body once per region.
    assert!(t.contains("region[start-1:end, end-1:end]"), "{t}");
    assert!(t.contains("region[:, start+2:]"), "{t}");
    assert!(!t.contains("], region["), "{t}");
    assert_body_errors(&[
        (
            "        with horizontal(region[I[2], :]):\n            b = a\n",
            Category::InvalidRegion,
        ),
        (
            "        with horizontal(region[J[0], :]):\n            b = a\n",
            Category::InvalidRegion,
        ),
        (
            "        with horizontal(region[I[0], :]):\n            with horizontal(region[I[0], :]):\n                b = a\n",
            Category::RegionNesting,
        ),
    ]);
    // Ranges that end before they start, as GT4Py refuses them; a range from
    // the start to the end (empty on small domains) is valid.
    for range in ["3:1", "I[-1]:I[0]", "-1:1", "I[-1] - 1:I[-1] - 2"] {
        let body = format!("        with horizontal(region[{range}, :]):\n            b = a\n");
        assert_eq!(
            error(&stencil(&body), &[]),
            Category::InvalidRegion,
            "{range}"
        );
    }
    for range in ["I[0] + 4:I[-1] - 3", "2:2", "-2:-2"] {
        text(&stencil(&format!(
            "        with horizontal(region[{range}, :]):\n            b = a\n"
        )));
    }
}

#[test]
fn unsupported_syntax() {
    for body in [
        "        b = a // 2.0\n",
        "        for i in range(3):\n            b = a\n",
        "        b = c = a\n",
        "        pass\n",
        "        b = a if a < b < a else a\n",
        "        b = a & a\n",
        "        a + b\n",
        "        b = [a]\n",
        "        b = 'x'\n",
    ] {
        assert_eq!(
            error(&stencil(body), &[]),
            Category::UnsupportedSyntax,
            "{body}"
        );
    }
    let stray =
        format!("{AB}    b = a\n    with computation(PARALLEL), interval(...):\n        b = a\n");
    assert_eq!(error(&stray, &[]), Category::UnsupportedSyntax);
}

#[test]
fn undefined_names_and_stencil_selection() {
    assert_body_errors(&[
        ("        b = a * nope\n", Category::UndefinedSymbol),
        ("        b = t\n        t = a\n", Category::UndefinedSymbol),
        ("        b = arcsin(a)\n", Category::UndefinedSymbol),
    ]);
    assert_eq!(error("x = 1\n", &[]), Category::InvalidStencil);
    assert_eq!(
        error(
            "def s(a):\n    with computation(PARALLEL), interval(...):\n        a = 1.0\n",
            &[]
        ),
        Category::InvalidStencil
    );
    let two = format!("{}\ndef t(a: Field[float]):\n    with computation(PARALLEL), interval(...):\n        a = 1.0\n", stencil("        b = a\n"));
    assert_eq!(error(&two, &[]), Category::InvalidStencil);
}

#[test]
fn scalar_parameters_are_read_only() {
    let src = "def s(a: Field[np.float64], x: float):\n    with computation(PARALLEL), interval(...):\n        x = a\n";
    assert_eq!(error(src, &[]), Category::InvalidLvalueDims);
}

#[test]
fn axis_index_externals_in_regions_and_intervals() {
    use super::AxisIndex;
    assert_eq!(
        AxisIndex::parse("I[0]"),
        Some(AxisIndex {
            axis: 'I',
            index: 0,
            offset: 0
        })
    );
    assert_eq!(
        AxisIndex::parse("J[-1] - 2"),
        Some(AxisIndex {
            axis: 'J',
            index: -1,
            offset: -2
        })
    );
    assert_eq!(AxisIndex::parse("I[2]"), None);
    assert_eq!(AxisIndex::parse("X[0]"), None);
    assert_eq!(AxisIndex::parse("I[0]*2"), None);
    let src = format!(
        "{AB}    from __externals__ import i_end, KTOP\n    with computation(PARALLEL), interval(0, KTOP):\n        b = a\n        with horizontal(region[i_end + 1, :]):\n            b = 0.0\n"
    );
    let mut opts = options(&[]);
    opts.axis_externals
        .insert("i_end".into(), AxisIndex::parse("I[-1]").expect("parses"));
    opts.axis_externals
        .insert("KTOP".into(), AxisIndex::parse("K[-1]").expect("parses"));
    let source = format!("{HEADER}{src}");
    let s =
        lower_source(&source, &opts).unwrap_or_else(|d| panic!("{}", d.render("t.py", &source)));
    let t = dump::to_text(&s);
    assert!(t.contains("interval[start, end-1)"), "{t}");
    assert!(t.contains("region[end:end+1, :]"), "{t}");
    let misuse = format!("{AB}    from __externals__ import i_end\n    with computation(PARALLEL), interval(...):\n        b = a * i_end\n");
    let source = format!("{HEADER}{misuse}");
    let err = lower_source(&source, &opts).expect_err("axis external used as a value");
    assert_eq!(err.0[0].category, Category::InvalidExternalValue);
}

const VM: &str = "def s(v: Field[(np.float64, (3,))], m: Field[(np.float64, (3, 3))], out: Field[(np.float64, (3,))], x: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n";

fn vector_errors(body: &str) -> Vec<Category> {
    let source = format!("{HEADER}{VM}{body}");
    match lower_source(&source, &options(&[])) {
        Ok(s) => panic!("accepted:\n{}", dump::to_text(&s)),
        Err(d) => d.0.iter().map(|d| d.category).collect(),
    }
}

#[test]
fn vector_assignments_unroll_per_component() {
    let t = text(&format!("{VM}        out = m @ v + x\n"));
    // One assignment per component, each a left-to-right sum of products.
    assert_eq!(t.matches("out[0, 0, 0][").count(), 3, "{t}");
    assert!(t.contains("m[0, 0, 0][2, 0]"), "{t}");
    // A shape error is reported once, at the operation.
    for body in [
        "        out = v @ m\n",
        "        out = v.T\n",
        "        x = m @ v\n",
        "        out = v + m\n",
    ] {
        assert_eq!(vector_errors(body), [Category::TypeMismatch], "{body}");
    }
}
