//! Findings from attacking isobar with bad input (issue "Correctness", items
//! 7 to 12): each is a clear error or a defined result, the same on every
//! back-end, never a crash, a wrong answer or an out-of-bounds access.

use isobar::diagnostics::{Category, Severity};
use isobar::ir::DType;
use isobar::runtime::{ArrayArg, ArrayCall, Call, Field, FieldArg, Scalar};
use isobar::stencil::{Backend, Stencil};
use isobar::FrontendOptions;
use std::path::{Path, PathBuf};

fn cache_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("isobar-cache")
}

fn build(src: &str, backend: Backend) -> Stencil {
    Stencil::from_source(src)
        .backend(backend)
        .cache_dir(cache_dir())
        .build()
        .expect("valid")
}

/// A call with every field of `shape`, filled with distinct values, origin 0.
fn call(names: &[&str], shape: &[usize], domain: [usize; 3]) -> Call {
    let mut call = Call {
        domain,
        ..Default::default()
    };
    for (f, name) in names.iter().enumerate() {
        let mut field = Field::zeros(DType::Float64, shape);
        for n in 0..field.len() {
            field.set(n, Scalar::F64(0.25 + (n * 7 + f * 3) as f64 * 0.125));
        }
        let origin = vec![0; shape.len()];
        call.fields
            .insert(name.to_string(), FieldArg { field, origin });
    }
    call
}

const REGION_TEMPORARY: &str = "from gt4py.cartesian.gtscript import *\n\ndef s(a: Field[float], b: Field[float]):\n    with computation(PARALLEL), interval(...):\n        with horizontal(region[I[0], :]):\n            tmp = a\n        b = tmp + 1.0\n";

/// 7: a temporary written in a region and read everywhere reads 0 outside
/// the region on every back-end, and `check` warns with a span.
#[test]
fn temporaries_read_where_never_written_are_zero_everywhere() {
    let mut results = Vec::new();
    for backend in [Backend::Debug, Backend::C] {
        let stencil = build(REGION_TEMPORARY, backend);
        let mut c = call(&["a", "b"], &[4, 3, 2], [4, 3, 2]);
        stencil.call(&mut c).expect("runs");
        results.push(c.fields["b"].field.clone());
    }
    let a = call(&["a"], &[4, 3, 2], [4, 3, 2]).fields["a"]
        .field
        .clone();
    for b in &results {
        for n in 0..b.len() {
            let i = n / 6;
            let expected = if i == 0 { a.get(n).as_f64() } else { 0.0 } + 1.0;
            assert_eq!(b.get(n).as_f64(), expected, "element {n}");
        }
    }
    let ir = isobar::compile(REGION_TEMPORARY, &FrontendOptions::default()).expect("valid");
    let warnings = isobar::check::warnings(&ir);
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert_eq!(warnings[0].category, Category::MaybeUnwrittenRead);
    assert_eq!(warnings[0].severity, Severity::Warning);
    let span = warnings[0].span.expect("span");
    assert_eq!(
        &REGION_TEMPORARY[span.start as usize..span.end as usize],
        "tmp"
    );
}

const COPY: &str = "from gt4py.cartesian.gtscript import *\n\ndef copy(a: Field[float], b: Field[float]):\n    with computation(PARALLEL), interval(...):\n        b = a\n";

/// 8: origins and domains near the top of the integer range are refused
/// with an error naming the field, never an access outside the array.
#[test]
fn huge_origins_and_domains_are_refused() {
    for backend in [Backend::Debug, Backend::C] {
        let stencil = build(COPY, backend);
        for (origin, domain) in [
            (i64::MAX as usize, [1, 1, 1]),
            (usize::MAX - 1, [1, 1, 1]),
            (0, [usize::MAX, 1, 1]),
            (0, [1 << 62, 1, 1]),
        ] {
            let mut a = vec![0.0f64; 8];
            let mut b = vec![0.0f64; 8];
            let arg = |data: &mut Vec<f64>, origin: usize| ArrayArg {
                data: data.as_mut_ptr().cast(),
                dtype: DType::Float64,
                shape: vec![2, 2, 2],
                strides: vec![4, 2, 1],
                origin: vec![origin, 0, 0],
            };
            let mut c = ArrayCall {
                domain,
                ..Default::default()
            };
            c.fields.insert("a".into(), arg(&mut a, 0));
            c.fields.insert("b".into(), arg(&mut b, origin));
            // SAFETY: both arrays are 8 elements with the strides given.
            let err = unsafe { stencil.call_arrays(&mut c) }.expect_err("refused");
            let text = err.to_string();
            assert!(
                text.contains("`b`") || text.contains("domain"),
                "{backend:?} origin {origin} domain {domain:?}: {text}"
            );
            assert!(b.iter().all(|&x| x == 0.0), "nothing written");
        }
    }
}

/// 9: a huge constant offset is a diagnostic, not an allocation failure.
#[test]
fn huge_offsets_are_diagnostics() {
    for offset in [
        "0, 0, 2147483647",
        "0, 0, -2147483648",
        "100000, 0, 0",
        "0, 0, 99999999999",
    ] {
        let src = format!("from gt4py.cartesian.gtscript import *\n\ndef s(a: Field[float], b: Field[float]):\n    with computation(PARALLEL), interval(...):\n        b = a[{offset}]\n");
        let err = isobar::compile(&src, &FrontendOptions::default()).expect_err("refused");
        assert!(
            err.0.iter().all(|d| matches!(
                d.category,
                Category::LimitExceeded | Category::InvalidOffset
            )),
            "{offset}: {err}"
        );
    }
}

/// 10: a variable K offset outside the field is reported naming the field on
/// every back-end, also when a `while` condition reads it after the body
/// moved the index.
#[test]
fn variable_k_offsets_out_of_bounds_name_the_field() {
    let sources = [
        "from gt4py.cartesian.gtscript import *\n\ndef s(a: Field[float], b: Field[float]):\n    with computation(FORWARD), interval(...):\n        n = 0\n        while a[0, 0, n] < 1000.0:\n            n = n + 1\n        b = n\n",
        "from gt4py.cartesian.gtscript import *\n\ndef s(a: Field[float], b: Field[float]):\n    with computation(PARALLEL), interval(...):\n        b = a[0, 0, 5]  if a > 1000.0 else a[0, 0, 2]\n",
    ];
    for (n, src) in sources.iter().enumerate() {
        let valid = isobar::compile(src, &FrontendOptions::default());
        if n == 1 {
            // Constant offsets are checked before the call instead.
            let stencil = build(src, Backend::C);
            let mut c = call(&["a", "b"], &[2, 2, 3], [2, 2, 3]);
            let err = stencil.call(&mut c).expect_err("too few levels");
            assert!(err.to_string().contains("`a`"), "{err}");
            continue;
        }
        valid.expect("valid");
        for backend in [Backend::Debug, Backend::C] {
            let stencil = build(src, backend);
            let mut c = call(&["a", "b"], &[2, 2, 3], [2, 2, 3]);
            let err = stencil.call(&mut c).expect_err("out of bounds");
            assert!(err.to_string().contains("`a`"), "{backend:?}: {err}");
        }
    }
}

/// 11: the source path reaches generated code only escaped: a path with `*/`,
/// quotes, a newline and a `#` line still gives code that compiles and runs.
#[test]
fn source_paths_are_escaped_in_generated_code() {
    let name = "dir*/ \"quoted\"\n#error injected\\\n??/x.py";
    let stencil = Stencil::from_source(COPY)
        .file_name(name)
        .backend(Backend::C)
        .cache_dir(cache_dir())
        .build()
        .expect("valid");
    let code = stencil.generate().expect("code");
    let injected = |text: &str| text.lines().any(|l| l.trim_start().starts_with("#error"));
    assert!(!injected(&code.source), "{}", code.source);
    assert!(!injected(&code.header), "{}", code.header);
    assert!(!code.header.contains("*/ \""), "{}", code.header);
    let mut c = call(&["a", "b"], &[2, 2, 2], [2, 2, 2]);
    stencil.call(&mut c).expect("compiles and runs");
    assert_eq!(c.fields["a"].field, c.fields["b"].field);
}

/// 12: a cache whose entry is present but cannot be locked (read-only) is
/// used as it is, and one that cannot be written at all falls back to a
/// private cache.
#[test]
fn caches_that_cannot_be_written_still_work() {
    let dir = tempfile::tempdir().expect("tmp");
    let cache = dir.path().join("cache");
    let src = COPY.replace("b = a", "b = a + 2.0");
    let run = |cache: &Path| {
        let stencil = Stencil::from_source(&src)
            .backend(Backend::C)
            .cache_dir(cache)
            .build()
            .expect("valid");
        let mut c = call(&["a", "b"], &[2, 2, 2], [2, 2, 2]);
        stencil.call(&mut c).expect("runs");
        ((), c.fields["b"].field.get(0).as_f64())
    };
    let (_, first) = run(&cache);
    // Every lock in the cache made impossible to open for writing, as in a
    // read-only directory; the entries are complete.
    let mut sources = Vec::new();
    for entry in std::fs::read_dir(&cache).expect("cache") {
        let path = entry.expect("entry").path();
        match path.extension().and_then(|e| e.to_str()) {
            Some("lock") => {
                std::fs::remove_file(&path).expect("lock file");
                std::fs::create_dir(&path).expect("a directory where the lock was");
            }
            Some("c") => sources.push(std::fs::read_to_string(&path).expect("source")),
            _ => {}
        }
    }
    assert!(!sources.is_empty());
    let jit =
        isobar::exec::native::c_jit(&cache, isobar::exec::native::Regime::InCache).expect("jit");
    for code in &sources {
        let (_, report) = jit.load_from_disk(code).expect("loads without the lock");
        assert!(report.cache_hit && !report.private_cache, "{report:?}");
    }
    let (_, again) = run(&cache);
    assert_eq!(first, again);
    // A cache directory below a regular file cannot be created.
    let file = dir.path().join("file");
    std::fs::write(&file, "not a directory").expect("write");
    let unwritable = file.join("cache");
    let fresh = COPY.replace("b = a", "b = a + 3.0");
    let stencil = Stencil::from_source(&fresh)
        .backend(Backend::C)
        .cache_dir(&unwritable)
        .build()
        .expect("valid");
    let source = stencil.generate().expect("code").source.clone();
    let jit = isobar::exec::native::c_jit(&unwritable, isobar::exec::native::Regime::InCache)
        .expect("jit");
    let (_, report) = jit.build(&source).expect("private cache");
    assert!(report.private_cache, "{report:?}");
    let mut c = call(&["a", "b"], &[2, 2, 2], [2, 2, 2]);
    stencil.call(&mut c).expect("runs from the private cache");
}
