//! The `isobar` binary: exit codes, JSON diagnostics on every corpus error case,
//! externals on the command line, `dump`.

#[path = "support/command.rs"]
mod command;

use command::{assert_contains, assert_exit, isobar_command, isobar_with_cache, stdout_of};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// What `isobar` with `args` printed, its libraries in the cache the
/// environment names (by default the user's).
fn isobar(args: &[&str]) -> Output {
    isobar_command(args).output().expect("run isobar")
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn corpus() -> PathBuf {
    repo().join("corpora/conformance")
}

#[test]
fn every_corpus_error_case_reports_its_category_as_json() {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(corpus().join("errors"))
        .expect("corpus")
        .map(|e| e.expect("entry").path())
        .collect();
    dirs.sort();
    assert_eq!(dirs.len(), 32);
    let mut failures = Vec::new();
    for dir in &dirs {
        let expect: Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("expect.json")).expect("json"))
                .expect("json");
        let mut args = vec![
            "check".to_string(),
            "--format".into(),
            "json".into(),
            dir.join("stencil.py").display().to_string(),
        ];
        for (k, v) in expect["externals"].as_object().expect("externals") {
            args.push("--external".into());
            args.push(format!("{k}={v}"));
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = isobar(&args);
        let stdout = String::from_utf8_lossy(&out.stdout);
        let categories: Vec<String> = stdout
            .lines()
            .map(|l| {
                let v: Value = serde_json::from_str(l).expect("one JSON object per line");
                for key in ["message", "file", "line", "column"] {
                    assert!(!v[key].is_null(), "missing {key} in {l}");
                }
                v["category"].as_str().expect("category").to_string()
            })
            .collect();
        let expected = expect["category"].as_str().expect("category");
        if out.status.code() != Some(1)
            || categories.is_empty()
            || categories.iter().any(|c| c != expected)
        {
            failures.push(format!(
                "{}: exit {:?}, got {categories:?}, expected {expected}",
                dir.display(),
                out.status.code()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn valid_files_exit_zero_and_invalid_ones_one() {
    let ok = isobar(&[
        "check",
        &repo().join("examples/hdiff.py").display().to_string(),
    ]);
    assert_exit(&ok, 0);
    let bad = corpus().join("errors/err_undefined_symbol/stencil.py");
    let out = isobar(&["check", &bad.display().to_string()]);
    assert_exit(&out, 1);
    // A caret under the span.
    assert_contains(
        &String::from_utf8_lossy(&out.stderr),
        &["error[undefined-symbol]", "^"],
    );
}

#[test]
fn externals_from_the_command_line() {
    let case = corpus()
        .join("cases/externals_inlined/stencil.py")
        .display()
        .to_string();
    let missing = isobar(&["check", &case]);
    assert_exit(&missing, 1);
    assert!(String::from_utf8_lossy(&missing.stderr).contains("missing-external"));
    let given = isobar(&[
        "check",
        &case,
        "--external",
        "USE_SQUARE=True",
        "--external",
        "COEFF=0.5",
        "--external",
        "MODE=2",
        "--external",
        "NITER=3",
    ]);
    assert_exit(&given, 0);
    let failing = isobar(&[
        "check",
        &case,
        "--external",
        "USE_SQUARE=false",
        "--external",
        "COEFF=0.5",
        "--external",
        "MODE=2",
        "--external",
        "NITER=0",
    ]);
    assert!(String::from_utf8_lossy(&failing.stderr).contains("compile-assert"));
    let bad_value = isobar(&["check", &case, "--external", "MODE=two apples"]);
    assert_eq!(bad_value.status.code(), Some(2), "clap rejects a bad value");
}

#[test]
fn stencil_selection_and_dump() {
    let file = repo().join("examples/hdiff.py").display().to_string();
    let text = stdout_of(&isobar(&["dump", &file]), 0);
    assert_contains(&text, &["stencil hdiff(", "computation(PARALLEL)"]);
    let json = isobar(&["dump", "--json", &file]);
    let v: Value = serde_json::from_slice(&json.stdout).expect("dump --json is JSON");
    assert_eq!(v["name"], "hdiff");
    let missing = isobar(&["check", "--stencil", "nope", &file]);
    assert_exit(&missing, 1);
}

#[test]
fn unreadable_and_binary_files_are_errors_not_panics() {
    let out = isobar(&["check", "/nonexistent/x.py"]);
    assert_exit(&out, 2);
    let dir = std::env::temp_dir().join(format!("isobar-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    let junk = dir.join("junk.py");
    std::fs::write(&junk, [0xffu8, 0xfe, 0x00, 0x01, 0x80]).expect("write");
    let out = isobar(&["check", &junk.display().to_string()]);
    assert_exit(&out, 2);
    assert!(String::from_utf8_lossy(&out.stderr).contains("not UTF-8"));
    let py = dir.join("plain.py");
    std::fs::write(&py, "import os\nprint(os.getcwd())\n").expect("write");
    let out = isobar(&["check", &py.display().to_string()]);
    assert_exit(&out, 1);
    assert!(String::from_utf8_lossy(&out.stderr).contains("invalid-stencil"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn run_works_on_every_example_without_options() {
    let examples = command::files_with_extension(&repo().join("examples"), "py");
    assert!(examples.len() >= 4);
    for example in examples {
        // Every stencil of the file, with the externals file beside it if any.
        let source = std::fs::read_to_string(&example).expect("read");
        let names = isobar::frontend::stencil_names(&source).expect("parses");
        let externals = example.with_extension("toml");
        for name in names {
            let path = example.display().to_string();
            let mut args = vec!["run", &path, "--domain", "8,8,4", "--stencil", &name];
            let toml = externals.display().to_string();
            if externals.exists() {
                args.extend(["--externals", &toml]);
            }
            let out = isobar(&args);
            let stdout = String::from_utf8_lossy(&out.stdout);
            assert_eq!(
                out.status.code(),
                Some(0),
                "{} {name}: {}",
                example.display(),
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(
                stdout.contains("checksum") && stdout.contains(" ms"),
                "{stdout}"
            );
        }
    }
    let bad = isobar(&[
        "run",
        &repo().join("examples/copy.py").display().to_string(),
        "--domain",
        "8,0,4",
    ]);
    assert_eq!(
        bad.status.code(),
        Some(2),
        "a zero-size domain is refused by the argument parser"
    );
}

#[test]
fn explain_reports_passes_and_the_schedule() {
    let cache = tempfile::tempdir().expect("tmp");
    // `isobar run --explain` of the example `name` on the C back-end.
    let explain = |name: &str, more: &[&str]| {
        let file = repo().join(format!("examples/{name}.py"));
        let file = file.display().to_string();
        let base = ["run", &file, "--backend", "c", "--explain"];
        let args = [&base[..], more, &["--domain", "16,16,4"]].concat();
        isobar_with_cache(&args, cache.path())
    };
    let stdout = stdout_of(&explain("hdiff", &[]), 0);
    assert_contains(
        &stdout,
        &[
            // hdiff's fluxes are recomputed at their offsets and the whole
            // stencil becomes one execution with no buffers.
            "pass recompute: recomputed at offsets: flx [-1, 0] (37 nodes), fly [0, -1] (37 nodes)",
            "into 1",
            // Its Laplacian, read at three J offsets, is carried along J in
            // rings of rows (on fields beyond the cache), in tiles of up to
            // 32 rows.
            "schedule: tiles of 256xmin(32, max(4, nj / 8))",
            "rings of rows carried along J",
        ],
    );
    assert!(!stdout.contains("tile buffer"), "{stdout}");
    let out = explain("vadv", &["--disable-pass", "demote"]);
    assert_contains(
        &String::from_utf8_lossy(&out.stdout),
        &[
            "pass demote: off",
            "swept level by level",
            "cw: tile buffer over every level",
        ],
    );
}

#[test]
fn conformance_prints_totals() {
    let dir = corpus().display().to_string();
    let out = isobar(&["conformance", &dir, "--backend", "debug"]);
    let stdout = stdout_of(&out, 0);
    assert!(
        stdout.trim_end().ends_with("93 passed, 0 failed"),
        "{stdout}"
    );
    let some = isobar(&["conformance", &dir, "--filter", "offcenter"]);
    assert!(String::from_utf8_lossy(&some.stdout).contains("6 passed, 0 failed"));
}

#[test]
fn dump_oir_shows_extents() {
    let out = isobar(&[
        "dump",
        "--stage",
        "oir",
        &repo().join("examples/hdiff.py").display().to_string(),
    ]);
    assert_contains(
        &String::from_utf8_lossy(&out.stdout),
        &[
            "horizontal_execution #0 extent i[-1, +1] j[-1, +1]",
            "field inp: accessed i[-2, +2] j[-2, +2]",
        ],
    );
}

/// `isobar run` on `domain` of the stencil in `file`, on the C back-end, with
/// its timings (which say whether the library came from the disk cache).
fn timed_c_run<'a>(file: &'a str, domain: &'a str) -> [&'a str; 7] {
    [
        "run",
        "--backend",
        "c",
        "--timings",
        "--domain",
        domain,
        file,
    ]
}

fn libraries_in(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "so"))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn eight_processes_build_one_cache_entry_and_a_truncated_entry_is_rebuilt() {
    let cache = tempfile::tempdir().expect("tmp");
    let example = repo().join("examples/laplacian.py").display().to_string();
    let args = timed_c_run(&example, "8,8,4");
    let children: Vec<_> = (0..8)
        .map(|_| {
            isobar_command(&args)
                .env("ISOBAR_CACHE_DIR", cache.path())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .expect("spawn")
        })
        .collect();
    let mut checksums = Vec::new();
    for child in children {
        let out = child.wait_with_output().expect("wait");
        assert_exit(&out, 0);
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        checksums.push(stdout.lines().last().unwrap_or_default().to_string());
    }
    assert!(checksums.windows(2).all(|w| w[0] == w[1]), "{checksums:?}");
    let libs = libraries_in(cache.path());
    assert_eq!(libs.len(), 1, "{libs:?}");
    // A later process hits the cache.
    let hit = isobar_with_cache(&args, cache.path());
    assert!(String::from_utf8_lossy(&hit.stdout).contains("disk cache hit"));
    // Truncate the library: the next process notices and rebuilds it.
    let bytes = std::fs::read(&libs[0]).expect("read");
    std::fs::write(&libs[0], &bytes[..bytes.len() / 2]).expect("truncate");
    let rebuilt = isobar_with_cache(&args, cache.path());
    assert_contains(&stdout_of(&rebuilt, 0), &["cache miss"]);
    assert_eq!(std::fs::read(&libs[0]).expect("read").len(), bytes.len());
}

#[test]
fn static_mode_code_builds_with_a_c_driver() {
    let dir = tempfile::tempdir().expect("tmp");
    let out = isobar(&[
        "generate",
        "--backend",
        "c",
        &repo().join("examples/laplacian.py").display().to_string(),
        "-o",
        &dir.path().display().to_string(),
    ]);
    assert_exit(&out, 0);
    let header = std::fs::read_to_string(dir.path().join("laplacian.h")).expect("header");
    assert!(header.contains("int isobar_stencil_laplacian("), "{header}");
    // out = (sum of the 4 neighbours) - 4 * inp, on a 4x3x2 domain with halo 1.
    let driver = r#"
#include <stdio.h>
#include "laplacian.h"
enum { NI = 4, NJ = 3, NK = 2, SI = (NJ + 2) * NK, SJ = NK };
static double f(int i, int j, int k) { return i * i + 3.0 * j * j * j + k; }
int main(void) {
    double inp[(NI + 2) * (NJ + 2) * NK], out[(NI + 2) * (NJ + 2) * NK];
    for (int i = 0; i < NI + 2; ++i)
        for (int j = 0; j < NJ + 2; ++j)
            for (int k = 0; k < NK; ++k) {
                inp[i * SI + j * SJ + k] = f(i, j, k);
                out[i * SI + j * SJ + k] = -1.0;
            }
    int status = isobar_stencil_laplacian(inp + SI + SJ, SI, SJ, 1, out + SI + SJ, SI, SJ, 1, NI, NJ, NK);
    int bad = 0;
    for (int i = 1; i <= NI; ++i)
        for (int j = 1; j <= NJ; ++j)
            for (int k = 0; k < NK; ++k) {
                double want = (f(i + 1, j, k) + f(i - 1, j, k)) + (f(i, j + 1, k) + f(i, j - 1, k)) - 4.0 * f(i, j, k);
                bad += out[i * SI + j * SJ + k] != want;
            }
    bad += out[0] != -1.0;
    printf("status %d bad %d\n", status, bad);
    return status != 0 || bad != 0;
}
"#;
    std::fs::write(dir.path().join("driver.c"), driver).expect("driver");
    let exe = dir.path().join("driver");
    let cc = Command::new("cc")
        .current_dir(dir.path())
        .args([
            "-std=gnu11",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-O2",
            "-fopenmp",
            "driver.c",
            "laplacian.c",
            "-lm",
            "-o",
        ])
        .arg(&exe)
        .output()
        .expect("cc");
    assert_exit(&cc, 0);
    let run = Command::new(&exe).output().expect("driver runs");
    assert_eq!(
        String::from_utf8_lossy(&run.stdout).trim(),
        "status 0 bad 0"
    );
}

/// A cache that cannot be written (its locks cannot be opened, as in a
/// read-only directory) serves its complete entries to a new process; a
/// cache that cannot be created at all gives way to a private one.
#[test]
fn unwritable_caches_still_serve_and_compile() {
    let cache = tempfile::tempdir().expect("tmp");
    let copy = repo().join("examples/copy.py").display().to_string();
    let args = timed_c_run(&copy, "4,4,2");
    let first = isobar_with_cache(&args, cache.path());
    assert_exit(&first, 0);
    let mut locks = 0;
    for entry in std::fs::read_dir(cache.path()).expect("cache") {
        let path = entry.expect("entry").path();
        if path.extension().and_then(|e| e.to_str()) == Some("lock") {
            std::fs::remove_file(&path).expect("lock");
            std::fs::create_dir(&path).expect("dir");
            locks += 1;
        }
    }
    assert!(locks > 0);
    let again = isobar_with_cache(&args, cache.path());
    assert_contains(&stdout_of(&again, 0), &["disk cache hit"]);
    let file = cache.path().join("file");
    std::fs::write(&file, "x").expect("write");
    let private = isobar_with_cache(&args, &file.join("cache"));
    assert_contains(&stdout_of(&private, 0), &["private cache"]);
}

#[test]
fn check_covers_every_stencil_of_a_file() {
    let example = repo()
        .join("examples/column_physics.py")
        .display()
        .to_string();
    let toml = repo()
        .join("examples/column_physics.toml")
        .display()
        .to_string();
    let all = stdout_of(&isobar(&["check", &example, "--externals", &toml]), 0);
    assert_contains(
        &all,
        &[
            "stencil `column_mass` is valid",
            "stencil `sponge_damping` is valid",
            "stencil `dry_static_energy` is valid",
            "3 stencils, 3 valid, 0 invalid",
        ],
    );
    // Without the externals one stencil is invalid, the others are checked.
    let missing = stdout_of(&isobar(&["check", &example]), 1);
    assert_contains(&missing, &["3 stencils, 2 valid, 1 invalid"]);
    // One stencil with `file.py::name`: the external is not needed.
    let one = isobar(&["check", &format!("{example}::column_mass")]);
    assert_exit(&one, 0);
    // The externals as JSON; a file that is not a table is an error (exit 2).
    let dir = tempfile::tempdir().expect("tempdir");
    let json = dir.path().join("externals.json");
    std::fs::write(&json, r#"{"TAU": 5}"#).expect("write");
    let json = json.display().to_string();
    assert_exit(&isobar(&["check", &example, "--externals", &json]), 0);
    std::fs::write(dir.path().join("bad.json"), "[1, 2]").expect("write");
    let bad = dir.path().join("bad.json").display().to_string();
    let out = isobar(&["check", &example, "--externals", &bad]);
    assert_exit(&out, 2);
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a JSON object"));
}

#[test]
fn one_problem_in_a_shared_helper_is_reported_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("module.py");
    let helper = "@gtscript.function\ndef bad(x):\n    return x + UNKNOWN\n\n";
    let mut src = String::from("import numpy as np\nfrom gt4py.cartesian import gtscript\nfrom gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval\n\n");
    src.push_str(helper);
    for n in 0..3 {
        src.push_str(&format!("def s{n}(a: Field[np.float64], b: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        b = bad(a)\n\n"));
    }
    std::fs::write(&file, src).expect("write");
    let file = file.display().to_string();
    let out = isobar(&["check", "--format", "json", &file]);
    assert_exit(&out, 1);
    let lines: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("json"))
        .collect();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(lines[0]["category"], "undefined-symbol");
    assert_eq!(lines[0]["stencils"], serde_json::json!(["s0", "s1", "s2"]));
    let human = isobar(&["check", &file]);
    let stderr = String::from_utf8_lossy(&human.stderr);
    assert_eq!(
        stderr.matches("error[undefined-symbol]").count(),
        1,
        "{stderr}"
    );
    assert!(
        stderr.contains("reported for 3 stencils: s0, s1, s2"),
        "{stderr}"
    );
}

#[test]
fn programs_run_fused_and_unfused_and_dump_their_graph() {
    let file = repo().join("examples/programs/hdiff_smoothing.py");
    let file = file.to_str().expect("utf-8 path");
    let out = isobar(&["run", "--backend", "c", file, "--domain", "20,12,3"]);
    assert_contains(
        &stdout_of(&out, 0),
        &[
            "fused and unfused results are bitwise identical",
            "out: checksum",
        ],
    );

    let dir = tempfile::tempdir().expect("temporary directory");
    let out = isobar(&[
        "dump",
        "--stage",
        "program",
        file,
        "--domain",
        "20,12,3",
        "-o",
        dir.path().to_str().expect("utf-8 path"),
    ]);
    assert_contains(
        &stdout_of(&out, 0),
        &["groups (1 calls into compiled code per run)"],
    );
    let dot = std::fs::read_to_string(dir.path().join("hdiff_smoothing.dot")).expect("dot");
    assert!(dot.starts_with("digraph"));
    let svg = std::fs::read_to_string(dir.path().join("hdiff_smoothing.svg")).expect("svg");
    assert!(svg.contains("<svg"));
}

#[test]
fn an_invalid_program_is_a_diagnostic_not_a_crash() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let file = dir.path().join("bad.py");
    std::fs::write(
        &file,
        "import isobar\n@isobar.program(halo=1)\ndef p(a):\n    while True:\n        pass\n",
    )
    .expect("write");
    let out = isobar(&["run", file.to_str().expect("utf-8 path")]);
    assert_exit(&out, 1);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("invalid-program"), "{stderr}");
}

/// The checksum lines of `isobar run` of `file` on the C back-end, `steps`
/// steps on the periodic `domain`, with `more` arguments (a decomposition:
/// the lines name the fields and must not depend on the layout).
fn checksums(file: &str, domain: &str, steps: &str, more: &[&str]) -> Vec<String> {
    let base = [
        "run",
        file,
        "--backend",
        "c",
        "--domain",
        domain,
        "--steps",
        steps,
        "--periodic",
    ];
    let args = [&base[..], more].concat();
    let out = isobar(&args);
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "{args:?}: {text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<String> = text
        .lines()
        .filter(|l| l.contains("checksum"))
        .map(str::to_string)
        .collect();
    assert!(!lines.is_empty(), "{args:?}: {text}");
    lines
}

#[test]
fn decomposed_runs_print_the_checksums_of_one_rank() {
    let hdiff = repo().join("examples/hdiff.py");
    let vadv = repo().join("examples/vadv.py");
    let tracer = repo().join("examples/programs/tracer_advection.py");
    for (file, domain) in [
        (&hdiff, "40,36,6"),
        (&vadv, "24,20,12"),
        (&tracer, "24,20,6"),
    ] {
        let file = file.to_str().unwrap();
        let on_ranks = |ranks: &[&str]| {
            let more = [&["--threads", "1"][..], ranks].concat();
            checksums(file, domain, "10", &more)
        };
        let one = on_ranks(&["--ranks", "1"]);
        let four = on_ranks(&["--ranks", "4", "--layout", "2x2"]);
        assert_eq!(one, four, "{file}: 2x2 against one rank");
        let serial = on_ranks(&["--ranks", "4", "--no-overlap"]);
        assert_eq!(one, serial, "{file}: exchanges not overlapped");
    }
}

#[test]
fn ranks_that_compute_the_same_share_one_compiled_object() {
    // Each rank's groups were once named after the rank, so 2x2 ranks
    // compiled four copies of code that differed only in its name.
    let cache = tempfile::tempdir().expect("temp dir");
    let tracer = repo().join("examples/programs/tracer_advection.py");
    let out = isobar_command(&["run", tracer.to_str().unwrap(), "--backend", "c"])
        .args(["--domain", "20,16,4", "--steps", "2", "--periodic"])
        .args(["--threads", "1", "--ranks", "4", "--layout", "2x2"])
        .env("ISOBAR_CACHE_DIR", cache.path())
        .output()
        .expect("run isobar");
    assert_exit(&out, 0);
    let sources: Vec<String> = std::fs::read_dir(cache.path())
        .expect("cache")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .map(|p| std::fs::read_to_string(p).expect("source"))
        .collect();
    assert!(sources.len() > 1, "nothing compiled into the cache");
    let code: std::collections::BTreeSet<String> =
        sources.iter().map(|s| without_group_names(s)).collect();
    assert_eq!(code.len(), sources.len(), "the same code compiled twice");
}

/// Generated C with its first line (naming the stencil) dropped and every
/// fused group's name, which carries a digest, written `GROUP`.
fn without_group_names(source: &str) -> String {
    let body = source.split_once('\n').map_or("", |(_, rest)| rest);
    body.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .map(|word| {
            if word.contains("_group_") {
                "GROUP"
            } else {
                word
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn bad_decompositions_are_clear_errors() {
    let hdiff = repo().join("examples/hdiff.py");
    let file = hdiff.to_str().unwrap();
    for (args, expected) in [
        (vec!["--ranks", "3", "--layout", "2x2"], "has 4 ranks"),
        (vec!["--layout", "2"], "PxQ"),
        (vec!["--ranks", "64", "--domain", "8,8,2"], "halo"),
        (vec!["--ranks", "4", "--domain", "1,8,2"], "cannot split"),
        (
            vec!["--ranks", "2", "--swap", "out:nothing"],
            "no field `nothing`",
        ),
    ] {
        let out = isobar(&[&["run", file, "--backend", "c"][..], &args[..]].concat());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?}");
        assert!(err.contains(expected), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn a_decomposed_stencil_with_a_k_field_equals_one_rank() {
    // Found by an adversarial review: the halo probe read K as I and
    // overflowed (a panic) for `Field[K, ...]` parameters.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kfield.py");
    std::fs::write(
        &file,
        "import numpy as np\n\
         from gt4py.cartesian import gtscript\n\
         from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval\n\
         def kfield(a: Field[np.float64], ak: Field[gtscript.K, np.float64], b: Field[np.float64]):\n\
         \x20   with computation(PARALLEL), interval(...):\n\
         \x20       b = a[1, 0, 0] * ak + a[0, -1, 0]\n",
    )
    .unwrap();
    let file = file.to_str().unwrap();
    for domain in ["13,11,4", "4,4,13"] {
        let one = checksums(file, domain, "3", &["--ranks", "1"]);
        let four = checksums(file, domain, "3", &["--ranks", "4"]);
        assert_eq!(one, four, "domain {domain}");
    }
}

/// A program with host code between its calls (module constants as
/// externals, a helper, `while`, a tuple swap) and global sums: `isobar run`
/// reads it without Python, runs the branch taken, and prints the sums,
/// fused and unfused equal; a decomposed run says it does not take sums.
#[test]
fn programs_with_host_code_and_global_sums_run_from_the_cli() {
    let file = repo().join("examples/programs/diffusion_budget.py");
    let file = file.to_str().expect("utf-8 path");
    let out = isobar(&["run", "--backend", "c", file, "--domain", "12,9,3"]);
    let stdout = stdout_of(&out, 0);
    assert_contains(
        &stdout,
        &[
            // 2 copies, N_SPLIT * 2 fourth-order passes, the clip.
            "diffusion_budget: 9 calls",
            "global sum mass_before of q after 0 calls: ",
            "global sum mass_after of out after 9 calls: ",
            "fused and unfused results are bitwise identical",
        ],
    );
    let out = isobar(&[
        "run", file, "--domain", "12,9,3", "--ranks", "2", "--layout", "2x1",
    ]);
    assert_exit(&out, 2);
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("takes a global sum (`mass_before`)"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
