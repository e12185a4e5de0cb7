//! The C back-end on the conformance corpus, and a differential test against the
//! reference interpreter on fresh inputs.

use isobar::conformance::{
    case_dirs, compare_field, load_call, run_all, Backend, RunConfig, Storage,
};
use isobar::runtime::{Call, Scalar};
use isobar::stencil::{Backend as StencilBackend, Stencil};
use serde_json::Value;
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpora/conformance")
}

fn cache_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("isobar-cache")
}

#[test]
fn c_backend_matches_gt4py_on_the_corpus() {
    let summary = run_all(&corpus(), None, &RunConfig::new(Backend::C)).expect("corpus");
    for (name, lines) in &summary.failures {
        eprintln!("FAIL {name}: {}", lines.join("; "));
    }
    let summary = summary.line();
    println!("{summary}");
    assert_eq!(summary, "93 passed, 0 failed");
}

/// A small deterministic generator (SplitMix64), so the test needs no RNG crate.
struct Mix(u64);
impl Mix {
    fn next(&mut self) -> f64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// The case's inputs with every float scaled by a random factor in [0.9, 1.1]
/// (signs and the cases' preconditions survive); ints and bools are kept.
fn perturbed(dir: &Path, case: &Value, seed: u64) -> Call {
    let mut call = load_call(dir, case).expect("inputs");
    let mut rng = Mix(seed);
    for arg in call.fields.values_mut() {
        if arg.field.dtype().is_float() {
            for n in 0..arg.field.len() {
                let v = arg.field.get(n).as_f64() * (0.9 + 0.2 * rng.next());
                arg.field.set(n, Scalar::F64(v));
            }
        }
    }
    call
}

#[test]
fn c_and_interpreter_agree_on_fresh_inputs() {
    let cases: Vec<PathBuf> = case_dirs(&corpus(), None)
        .expect("corpus")
        .into_iter()
        .filter(|d| d.join("case.json").exists())
        .collect();
    assert_eq!(cases.len(), 61);
    let mut failures = Vec::new();
    for (n, dir) in cases.iter().enumerate() {
        let case: Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("case.json")).expect("json"))
                .expect("json");
        let source = std::fs::read_to_string(dir.join("stencil.py")).expect("source");
        let options = isobar::conformance::case_options(&case).expect("options");
        let build = |backend| {
            Stencil::from_source(&source)
                .frontend_options(options.clone())
                .backend(backend)
                .cache_dir(cache_dir())
                .build()
                .expect("valid")
        };
        let (debug, c) = (build(StencilBackend::Debug), build(StencilBackend::C));
        let mut a = perturbed(dir, &case, 1000 + n as u64);
        let mut b = a.clone();
        debug.call(&mut a).expect("interpreter runs");
        c.call(&mut b).expect("C runs");
        for (name, arg) in &a.fields {
            if let Some(line) =
                compare_field(name, &b.fields[name].field, &arg.field, 1e-12, 1e-14, true)
            {
                failures.push(format!("{}: {line}", dir.display()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every optimisation keeps the corpus passing: the whole corpus on C with each
/// pass switched off in turn (all passes on is the test above).
#[test]
fn c_backend_matches_gt4py_with_each_pass_off() {
    for pass in isobar::oir::passes::PIPELINE {
        let config = RunConfig {
            disabled: vec![pass.name.to_string()],
            ..RunConfig::new(Backend::C)
        };
        let summary = run_all(&corpus(), None, &config).expect("corpus");
        let failed: Vec<String> = summary
            .failures
            .iter()
            .map(|(name, lines)| format!("{name}: {}", lines.join("; ")))
            .collect();
        assert!(
            failed.is_empty(),
            "with `{}` off:\n{}",
            pass.name,
            failed.join("\n")
        );
    }
}

/// After every pass the OIR of every corpus stencil is still valid, and no
/// parameter field needs a larger halo.
#[test]
fn every_pass_keeps_the_oir_valid() {
    for dir in case_dirs(&corpus(), None)
        .expect("corpus")
        .into_iter()
        .filter(|d| d.join("case.json").exists())
    {
        let case: Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("case.json")).expect("json"))
                .expect("json");
        let source = std::fs::read_to_string(dir.join("stencil.py")).expect("source");
        let options = isobar::conformance::case_options(&case).expect("options");
        let ir = isobar::compile(&source, &options).expect("valid");
        let mut oir = isobar::oir::lower(&ir);
        let before = isobar::oir::extents::compute(&oir);
        for pass in isobar::oir::passes::PIPELINE {
            (pass.run)(&mut oir);
            let errors = isobar::oir::validate::validate(&oir);
            assert!(
                errors.is_empty(),
                "{} after {}: {errors:?}",
                dir.display(),
                pass.name
            );
            let after = isobar::oir::extents::compute(&oir);
            for p in &oir.params {
                // Passes may read less of a parameter (recomputation), never more.
                let halo = |e: &isobar::oir::extents::Extents| e.fields.get(p).map(|f| f.halo());
                let (Some((hb, bb, ab)), Some((ha, ba, aa))) = (halo(&before), halo(&after)) else {
                    continue;
                };
                let within = ha.i_lo >= hb.i_lo
                    && ha.i_hi <= hb.i_hi
                    && ha.j_lo >= hb.j_lo
                    && ha.j_hi <= hb.j_hi
                    && ba <= bb
                    && aa <= ab;
                assert!(
                    within,
                    "{} after {}: halo grew from {hb:?} to {ha:?}",
                    dir.display(),
                    pass.name
                );
            }
        }
    }
}

/// The corpus with every field stored in the C back-end's own layout (I
/// contiguous): the I-first code `isobar run`, `bench` and `isobar.storage`
/// arrays get, against GT4Py's results.
#[test]
fn c_backend_matches_gt4py_on_its_own_layout() {
    let config = RunConfig {
        storage: Storage::Preferred,
        ..RunConfig::new(Backend::C)
    };
    let summary = run_all(&corpus(), None, &config).expect("corpus");
    for (name, lines) in &summary.failures {
        eprintln!("FAIL {name}: {}", lines.join("; "));
    }
    println!("I-first layout: {}", summary.line());
    assert!(summary.failures.is_empty());
}
