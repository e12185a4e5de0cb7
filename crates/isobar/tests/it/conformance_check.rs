//! The conformance corpus (`corpora/conformance`, a copy of `../shared/conformance` kept by `tools/sync-corpora.sh`, recorded with GT4Py 1.2.3):
//! every valid case must pass the checks with its externals, every error case
//! must be rejected with exactly its category.

use crate::tally::Tally;
use isobar::ir::Literal;
use isobar::{Category, FrontendOptions};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    if let Ok(dir) = std::env::var("ISOBAR_CONFORMANCE") {
        return PathBuf::from(dir);
    }
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpora/conformance")
}

fn externals(json: &Value) -> BTreeMap<String, Literal> {
    let mut out = BTreeMap::new();
    if let Some(map) = json.get("externals").and_then(Value::as_object) {
        for (name, value) in map {
            let literal = match value {
                Value::Bool(b) => Literal::Bool(*b),
                Value::Number(n) if n.is_i64() => Literal::Int(n.as_i64().unwrap_or_default()),
                Value::Number(n) => Literal::Float(n.as_f64().unwrap_or_default()),
                other => panic!("unsupported external value {other}"),
            };
            out.insert(name.clone(), literal);
        }
    }
    out
}

fn case_dirs(kind: &str) -> Vec<PathBuf> {
    let dir = corpus().join(kind);
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    dirs
}

fn load(dir: &Path, meta: &str) -> (String, Value, FrontendOptions) {
    let source = std::fs::read_to_string(dir.join("stencil.py")).expect("stencil.py");
    let json: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join(meta)).expect(meta)).expect("json");
    let options = FrontendOptions {
        externals: externals(&json),
        stencil: json["stencil"].as_str().map(str::to_string),
        ..Default::default()
    };
    (source, json, options)
}

/// The halos the extent analysis computes for parameter fields must be GT4Py's
/// (`gt4py_boundary`; variable K offsets are not reflected there).
fn compare_boundaries(stencil: &isobar::ir::Stencil, case: &Value) -> Result<(), String> {
    let oir = isobar::oir::lower(stencil);
    let errors = isobar::oir::validate::validate(&oir);
    if !errors.is_empty() {
        return Err(format!("invalid OIR: {errors:?}"));
    }
    let extents = isobar::oir::extents::compute(&oir);
    for &p in &oir.params {
        let symbol = oir.symbols.get(p);
        let Some(field) = case["fields"].get(&symbol.name) else {
            continue;
        };
        let expected: Vec<Vec<i64>> =
            serde_json::from_value(field["gt4py_boundary"].clone()).map_err(|e| e.to_string())?;
        let Some(e) = extents.fields.get(&p).copied() else {
            continue;
        };
        let h = e.horizontal;
        let got = vec![
            vec![-h.i_lo as i64, h.i_hi as i64],
            vec![-h.j_lo as i64, h.j_hi as i64],
            vec![e.k_below.unwrap_or(0), e.k_above.unwrap_or(0)],
        ];
        if got != expected {
            return Err(format!(
                "halo of `{}`: computed {got:?}, GT4Py {expected:?}",
                symbol.name
            ));
        }
    }
    Ok(())
}

#[test]
fn conformance_corpus_checks() {
    let mut tally = Tally::new();
    let valid = case_dirs("cases");
    let errors = case_dirs("errors");
    assert_eq!((valid.len(), errors.len()), (61, 32), "corpus size changed");
    for dir in &valid {
        let (source, json, options) = load(dir, "case.json");
        let verdict = match isobar::compile(&source, &options) {
            Ok(stencil) => compare_boundaries(&stencil, &json).and_then(|()| {
                // `isobar dump --json` must work on every valid stencil.
                serde_json::to_string(&stencil)
                    .map(|_| ())
                    .map_err(|e| format!("IR not serialisable: {e}"))
            }),
            Err(d) => Err(format!(
                "rejected a valid stencil:\n{}",
                d.render("stencil.py", &source)
            )),
        };
        tally.record(dir.display(), verdict);
    }
    for dir in &errors {
        let (source, json, options) = load(dir, "expect.json");
        let expected = json["category"].as_str().expect("category");
        let verdict = match isobar::compile(&source, &options) {
            Ok(_) => Err(format!("accepted, expected {expected}")),
            Err(d) => {
                let got: Vec<&str> = d.0.iter().map(|d| d.category.code()).collect();
                if got.iter().all(|c| *c == expected) && Category::from_code(expected).is_some() {
                    Ok(())
                } else {
                    Err(format!(
                        "expected only {expected}, got {got:?}:\n{}",
                        d.render("stencil.py", &source)
                    ))
                }
            }
        };
        tally.record(dir.display(), verdict);
    }
    tally.finish();
}
