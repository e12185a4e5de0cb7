//! The conformance runner: executes the cases of a GT4Py-recorded corpus
//! (`shared/conformance`) and compares every field with GT4Py's output.

use crate::frontend::FrontendOptions;
use crate::ir::{DType, Literal};
use crate::parallel::{for_each_in_parallel, worker_count};
use crate::runtime::{Call, Field, FieldArg, RuntimeError, Scalar};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The outcome of one case.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// Every compared field matches.
    Passed,
    /// Mismatches or errors, one line each.
    Failed(Vec<String>),
}

pub use crate::backend::Backend;

/// Why a corpus, or one of its case files, cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum CorpusError {
    /// A file or directory cannot be read.
    #[error("cannot read {}: {reason}", path.display())]
    Read {
        /// What was read.
        path: PathBuf,
        /// Why it failed.
        reason: std::io::Error,
    },
    /// A JSON file does not parse.
    #[error("{}: {reason}", path.display())]
    Json {
        /// The file.
        path: PathBuf,
        /// Where and why it does not parse.
        reason: serde_json::Error,
    },
    /// A case file lacks an entry, or holds one isobar cannot use.
    #[error("{0}")]
    Malformed(String),
    /// An input array cannot be read.
    #[error(transparent)]
    Array(#[from] RuntimeError),
}

/// `std::fs::read_to_string`, its error naming the file.
fn read_text(path: &Path) -> Result<String, CorpusError> {
    std::fs::read_to_string(path).map_err(|reason| CorpusError::Read {
        path: path.to_path_buf(),
        reason,
    })
}

/// The cases under `dir/cases` and `dir/errors` whose name contains `filter`, sorted.
pub fn case_dirs(dir: &Path, filter: Option<&str>) -> Result<Vec<PathBuf>, CorpusError> {
    let mut out = Vec::new();
    for kind in ["cases", "errors"] {
        let sub = dir.join(kind);
        let entries = std::fs::read_dir(&sub).map_err(|reason| CorpusError::Read {
            path: sub.clone(),
            reason,
        })?;
        let mut dirs: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_dir())
            .filter(|p| {
                let name = p
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                filter.is_none_or(|f| name.contains(f))
            })
            .collect();
        dirs.sort();
        out.extend(dirs);
    }
    Ok(out)
}

fn read_json(path: &Path) -> Result<Value, CorpusError> {
    serde_json::from_str(&read_text(path)?).map_err(|reason| CorpusError::Json {
        path: path.to_path_buf(),
        reason,
    })
}

/// Externals of a case: JSON booleans, integers and floats.
pub fn externals(json: &Value) -> Result<BTreeMap<String, Literal>, CorpusError> {
    let mut out = BTreeMap::new();
    if let Some(map) = json.get("externals").and_then(Value::as_object) {
        for (name, v) in map {
            let literal = match v {
                Value::Bool(b) => Literal::Bool(*b),
                Value::Number(n) => match n.as_i64() {
                    Some(i) => Literal::Int(i),
                    None => Literal::Float(n.as_f64().ok_or_else(|| {
                        CorpusError::Malformed(format!("external `{name}` is not a number: {n}"))
                    })?),
                },
                other => {
                    return Err(CorpusError::Malformed(format!(
                        "external `{name}` has unsupported value {other}"
                    )))
                }
            };
            out.insert(name.clone(), literal);
        }
    }
    Ok(out)
}

/// The outcome of a corpus run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    /// Cases that passed.
    pub passed: usize,
    /// Failed cases: name and one line per failure.
    pub failures: Vec<(String, Vec<String>)>,
}

impl Summary {
    /// `N passed, M failed`.
    pub fn line(&self) -> String {
        format!("{} passed, {} failed", self.passed, self.failures.len())
    }
}

/// How the fields of a case are stored when they are passed to the stencil.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Storage {
    /// As the `.npy` files hold them: NumPy's C order, K contiguous (the C
    /// back-end runs its K-first code).
    #[default]
    Recorded,
    /// In the back-end's preferred layout (`stencil::Backend::axis_order`):
    /// the C back-end runs its I-first code, as under `isobar run` and `bench`.
    Preferred,
}

/// How to run the cases of a corpus.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunConfig {
    /// The execution back-end.
    pub backend: Backend,
    /// Optimisation passes switched off, by name.
    pub disabled: Vec<String>,
    /// How the fields are stored.
    pub storage: Storage,
    /// How many cases run at once; 0 means one per core.
    pub jobs: usize,
}

impl RunConfig {
    /// All passes on, fields as recorded.
    pub fn new(backend: Backend) -> RunConfig {
        RunConfig {
            backend,
            disabled: Vec::new(),
            storage: Storage::Recorded,
            jobs: 0,
        }
    }
}

/// The name of a case: its directory's name.
pub fn case_name(dir: &Path) -> String {
    dir.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Runs every case of the corpus in `dir` whose name contains `filter`,
/// `config.jobs` at a time; `each` sees every case's name and outcome in
/// the corpus's order (for progress).
pub fn run_all_with(
    dir: &Path,
    filter: Option<&str>,
    config: &RunConfig,
    mut each: impl FnMut(&str, &Outcome),
) -> Result<Summary, CorpusError> {
    let cases = case_dirs(dir, filter)?;
    let mut summary = Summary::default();
    for_each_in_parallel(
        &cases,
        worker_count(config.jobs),
        |case| run_case(case, config),
        |case, outcome| {
            let name = case_name(case);
            each(&name, &outcome);
            match outcome {
                Outcome::Passed => summary.passed += 1,
                Outcome::Failed(lines) => summary.failures.push((name, lines)),
            }
        },
    );
    Ok(summary)
}

/// Runs every case of the corpus in `dir` whose name contains `filter`.
pub fn run_all(
    dir: &Path,
    filter: Option<&str>,
    config: &RunConfig,
) -> Result<Summary, CorpusError> {
    run_all_with(dir, filter, config, |_, _| {})
}

/// Runs one case directory (a valid case or an error case).
pub fn run_case(dir: &Path, config: &RunConfig) -> Outcome {
    let result = if dir.join("expect.json").exists() {
        run_error_case(dir)
    } else {
        run_valid_case(dir, config)
    };
    match result {
        Ok(()) => Outcome::Passed,
        Err(lines) => Outcome::Failed(lines),
    }
}

/// The frontend options of a case: its externals and stencil name.
pub fn case_options(json: &Value) -> Result<FrontendOptions, CorpusError> {
    Ok(FrontendOptions {
        externals: externals(json)?,
        stencil: json["stencil"].as_str().map(str::to_string),
        ..Default::default()
    })
}

fn options(json: &Value) -> Result<FrontendOptions, Vec<String>> {
    case_options(json).map_err(|e| vec![e.to_string()])
}

fn run_error_case(dir: &Path) -> Result<(), Vec<String>> {
    let expect = read_json(&dir.join("expect.json")).map_err(|e| vec![e.to_string()])?;
    let expected = expect["category"].as_str().unwrap_or("?");
    let source = read_text(&dir.join("stencil.py")).map_err(|e| vec![e.to_string()])?;
    match crate::compile(&source, &options(&expect)?) {
        Ok(_) => Err(vec![format!("accepted, but GT4Py rejects it ({expected})")]),
        Err(d) => {
            let got: Vec<&str> = d.0.iter().map(|d| d.category.code()).collect();
            if got.iter().all(|c| *c == expected) {
                Ok(())
            } else {
                Err(vec![format!(
                    "expected category {expected}, got {}",
                    got.join(", ")
                )])
            }
        }
    }
}

fn run_valid_case(dir: &Path, config: &RunConfig) -> Result<(), Vec<String>> {
    let case = read_json(&dir.join("case.json")).map_err(|e| vec![e.to_string()])?;
    let source = read_text(&dir.join("stencil.py")).map_err(|e| vec![e.to_string()])?;
    let backend = config.backend;
    let mut builder = crate::stencil::Stencil::from_source(&source)
        .file_name("stencil.py")
        .frontend_options(options(&case)?)
        .backend(backend);
    for pass in &config.disabled {
        builder = builder.disable_pass(pass);
    }
    let stencil = builder
        .build()
        .map_err(|e| vec![format!("build failed: {e}")])?;
    compare_gt4py_params(&stencil, &case)?;
    let mut call = load_call(dir, &case).map_err(|e| vec![e.to_string()])?;
    if config.storage == Storage::Preferred {
        let (ir, _) = stencil.oir();
        for &p in &ir.params {
            let symbol = ir.symbols.get(p);
            let (Some(ty), Some(arg)) = (symbol.field_type(), call.fields.get_mut(&symbol.name))
            else {
                continue;
            };
            let order = backend.axis_order(ty.axes, ty.data_dims.len());
            let c = arg.field.to_c_order();
            let mut stored = Field::zeros_in_order(c.dtype(), c.shape(), &order);
            for (n, position) in stored.positions().into_iter().enumerate() {
                stored.set(position, c.get(n));
            }
            arg.field = stored;
        }
    }
    stencil
        .call(&mut call)
        .map_err(|e| vec![format!("run failed: {e}")])?;
    compare_outputs(dir, &case, &call)
}

/// GT4Py's `field_info` of the case's fields (`gt4py_access`,
/// `gt4py_boundary`, where recorded) must be what isobar computes by GT4Py's
/// rules ([`crate::oir::params::gt4py_params`]): the GT4Py back-end's
/// stencil classes carry it.
fn compare_gt4py_params(
    stencil: &crate::stencil::Stencil,
    case: &Value,
) -> Result<(), Vec<String>> {
    let (oir, extents) = stencil.reference_oir();
    let computed = crate::oir::params::gt4py_params(oir, extents);
    let mut errors = Vec::new();
    for (p, info) in &computed {
        let name = &oir.symbols.get(*p).name;
        let Some(field) = case["fields"].get(name) else {
            continue;
        };
        let (Some(access), Some(boundary)) = (
            field["gt4py_access"].as_str(),
            field["gt4py_boundary"].as_array(),
        ) else {
            continue;
        };
        let ours: Vec<Value> = info
            .boundary
            .iter()
            .map(|&(a, b)| Value::from(vec![a, b]))
            .collect();
        if !info.access.gt4py_name().eq_ignore_ascii_case(access) || &ours != boundary {
            errors.push(format!(
                "GT4Py's field_info of `{name}`: isobar computes {} {ours:?}, GT4Py has {access} {boundary:?}",
                info.access.gt4py_name()
            ));
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The arguments of a case: its `in/` arrays with their origins, scalars, domain.
pub fn load_call(dir: &Path, case: &Value) -> Result<Call, CorpusError> {
    let malformed = CorpusError::Malformed;
    let domain: Vec<usize> = serde_json::from_value(case["domain"].clone())
        .map_err(|e| malformed(format!("domain: {e}")))?;
    let [ni, nj, nk] = domain[..] else {
        return Err(malformed("domain must have three entries".into()));
    };
    let mut call = Call {
        domain: [ni, nj, nk],
        ..Default::default()
    };
    let fields = case["fields"]
        .as_object()
        .ok_or_else(|| malformed("case.json has no fields".into()))?;
    for name in fields.keys() {
        let field = Field::read_npy(&dir.join("in").join(format!("{name}.npy")))?;
        let origin: Vec<usize> = serde_json::from_value(case["origin"][name].clone())
            .map_err(|e| malformed(format!("origin of {name}: {e}")))?;
        call.fields.insert(name.clone(), FieldArg { field, origin });
    }
    if let Some(scalars) = case["scalars"].as_object() {
        for (name, v) in scalars {
            let dtype = case["scalar_dtypes"][name]
                .as_str()
                .and_then(DType::from_name)
                .ok_or_else(|| malformed(format!("scalar `{name}` has no dtype")))?;
            let value = match v {
                Value::Bool(b) => Scalar::Bool(*b),
                Value::Number(n) if n.is_i64() => Scalar::I64(n.as_i64().unwrap_or_default()),
                Value::Number(n) => Scalar::F64(n.as_f64().unwrap_or_default()),
                other => {
                    return Err(malformed(format!(
                        "scalar `{name}` has unsupported value {other}"
                    )))
                }
            };
            call.scalars.insert(name.clone(), value.cast(dtype));
        }
    }
    Ok(call)
}

/// Compares the fields listed in `compare` with `out/`, over the whole arrays.
fn compare_outputs(dir: &Path, case: &Value, call: &Call) -> Result<(), Vec<String>> {
    let rtol = case["rtol"].as_f64().unwrap_or(0.0);
    let atol = case["atol"].as_f64().unwrap_or(0.0);
    let equal_nan = case["equal_nan"].as_bool().unwrap_or(false);
    let mut failures = Vec::new();
    for name in case["compare"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
    {
        let expected = match Field::read_npy(&dir.join("out").join(format!("{name}.npy"))) {
            Ok(f) => f,
            Err(e) => {
                failures.push(e.message);
                continue;
            }
        };
        let Some(actual) = call.fields.get(name) else {
            failures.push(format!("{name}: missing after the call"));
            continue;
        };
        // Elements the oracle computed from temporaries it never wrote (a
        // recorded boolean mask, optional) have no defined value.
        let undefined_path = dir.join("undefined").join(format!("{name}.npy"));
        let undefined = if undefined_path.exists() {
            match Field::read_npy(&undefined_path) {
                Ok(f) if f.shape() == expected.shape() && f.dtype() == DType::Bool => Some(f),
                Ok(_) => {
                    failures.push(format!(
                        "{name}: undefined/{name}.npy is not a boolean mask of the field's shape"
                    ));
                    continue;
                }
                Err(e) => {
                    failures.push(e.message);
                    continue;
                }
            }
        } else {
            None
        };
        let expected = match &undefined {
            // Undefined elements compare equal: the expected value becomes the actual one.
            Some(mask) => with_undefined_taken_from(&expected, &actual.field, mask),
            None => expected,
        };
        if let Some(line) = compare_field(name, &actual.field, &expected, rtol, atol, equal_nan) {
            failures.push(line);
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures)
    }
}

/// `expected` with the elements `undefined` marks replaced by `actual`'s.
fn with_undefined_taken_from(expected: &Field, actual: &Field, undefined: &Field) -> Field {
    let mut out = expected.to_c_order();
    let (actual, undefined) = (actual.to_c_order(), undefined.to_c_order());
    for n in 0..out.len() {
        if undefined.get(n).truthy() {
            out.set(n, actual.get(n).cast(out.dtype()));
        }
    }
    out
}

/// `None` if `actual` matches `expected` (allclose for floats, exact otherwise;
/// NaN matches NaN only if `equal_nan`), else a line naming the worst element.
pub fn compare_field(
    name: &str,
    actual: &Field,
    expected: &Field,
    rtol: f64,
    atol: f64,
    equal_nan: bool,
) -> Option<String> {
    if actual.shape() != expected.shape() {
        return Some(format!(
            "{name}: shape {:?}, expected {:?}",
            actual.shape(),
            expected.shape()
        ));
    }
    let (actual, expected) = (&actual.to_c_order(), &expected.to_c_order());
    let float = expected.dtype().is_float();
    let (mut bad, mut worst, mut worst_excess) = (0usize, None, f64::NEG_INFINITY);
    for n in 0..expected.len() {
        let (a, e) = (actual.get(n), expected.get(n));
        let excess = if float {
            let (a, e) = (a.as_f64(), e.as_f64());
            let err = if a == e || equal_nan && a.is_nan() && e.is_nan() {
                0.0
            } else {
                (a - e).abs()
            };
            if err.is_nan() {
                f64::INFINITY
            } else {
                err - (atol + rtol * e.abs())
            }
        } else if a.cast(expected.dtype()) == e {
            f64::NEG_INFINITY
        } else {
            (a.as_f64() - e.as_f64()).abs()
        };
        if excess > 0.0 {
            bad += 1;
            if excess > worst_excess {
                worst_excess = excess;
                worst = Some((n, a, e));
            }
        }
    }
    let (n, a, e) = worst?;
    let mut index = Vec::new();
    let mut rest = n;
    for s in expected.strides() {
        index.push(rest / s);
        rest %= s;
    }
    Some(format!(
        "{name}: {bad} element(s) differ; worst at {index:?}: expected {}, got {}",
        e.as_f64(),
        a.as_f64()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comparison_finds_the_worst_element() {
        let expected = Field::zeros(DType::Float64, &[2, 2]);
        let mut actual = expected.clone();
        assert_eq!(
            compare_field("f", &actual, &expected, 1e-12, 1e-14, false),
            None
        );
        actual.set(1, Scalar::F64(1e-13));
        actual.set(2, Scalar::F64(0.5));
        let line = compare_field("f", &actual, &expected, 1e-12, 1e-14, false).expect("mismatch");
        assert!(
            line.contains("2 element(s) differ") && line.contains("[1, 0]"),
            "{line}"
        );
        let mut ints = Field::zeros(DType::Int32, &[3]);
        let zero = ints.clone();
        ints.set(2, Scalar::I32(1));
        assert!(
            compare_field("n", &ints, &zero, 1.0, 1.0, false).is_some(),
            "ints compare exactly"
        );
        assert!(compare_field(
            "n",
            &Field::zeros(DType::Int32, &[2]),
            &zero,
            0.0,
            0.0,
            false
        )
        .is_some());
    }
}
