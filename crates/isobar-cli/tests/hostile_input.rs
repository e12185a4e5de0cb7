//! The command line against hostile input (issue 28, findings 7-14): every
//! case ends with a clear error (exit code 1 or 2) or the right result, never an
//! abort, a panic, a signal or a hang.

#[path = "support/command.rs"]
mod command;
#[path = "../../isobar/tests/support/tally.rs"]
mod tally;

use command::{assert_exit, isobar_command, isobar_with_cache};
use std::path::Path;
use std::process::Output;
use std::time::{Duration, Instant};
use tally::Tally;

const COPY: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef copy(a: Field[np.float64], b: Field[np.float64]):\n    with computation(PARALLEL), interval(...):\n        b = a[1, 0, 0]\n";

const PROGRAMS: &str = "import numpy as np\nimport isobar\nfrom isobar import gtscript\nfrom isobar.gtscript import PARALLEL, Field, computation, interval\n\nF64 = Field[np.float64]\n\n@gtscript.stencil(backend=\"isobar:cpu\")\ndef smooth(src: F64, dst: F64, alpha: float):\n    with computation(PARALLEL), interval(...):\n        dst = src + alpha * (src[-1, 0, 0] + src[1, 0, 0] - 2.0 * src)\n\n";

/// Writes [`COPY`] into `dir` as `copy.py`; its path.
fn copy_in(dir: &Path) -> String {
    let path = dir.join("copy.py");
    std::fs::write(&path, COPY).expect("write");
    path.display().to_string()
}

/// What every case checks: exit code 1 (invalid input) or 2 (an error while
/// running), an `error` line containing `needle`, no panic or signal.
fn refused(out: &Output, needle: &str) -> Result<(), String> {
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let text = format!("{stdout}{stderr}");
    if !matches!(out.status.code(), Some(1 | 2)) {
        return Err(format!("exit status {:?}: {text}", out.status));
    }
    if text.contains("panicked") || !text.contains("error") || !text.contains(needle) {
        return Err(format!("no clear error mentioning `{needle}`: {text}"));
    }
    Ok(())
}

#[test]
fn hostile_command_lines_get_clear_errors() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cache = dir.path().join("cache");
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).expect("write");
        path.display().to_string()
    };
    let copy = copy_in(dir.path());
    let dup_kw = write(
        "dup_kw.py",
        &format!("{PROGRAMS}@isobar.program(halo=1)\ndef p(inp: F64, out: F64, alpha: float):\n    smooth(inp, out, alpha, src=out, origin=(1, 1, 0), domain=(4, 4, 2))\n"),
    );
    // A program's arrays are its domain plus its halo: a halo beyond memory
    // is refused when they are allocated, naming the field.
    let huge_halo = write(
        "huge_halo.py",
        &format!("{PROGRAMS}@isobar.program(halo=1000000)\ndef p(inp: F64, out: F64, alpha: float):\n    smooth(inp, out, alpha, origin=(1000000, 1000000, 0), domain=(4, 4, 4))\n"),
    );
    let dup_param = write(
        "dup_param.py",
        "from gt4py.cartesian.gtscript import *\n\ndef dup(a: Field[float], a: Field[float]):\n    with computation(PARALLEL), interval(...):\n        a = 1.0\n",
    );
    let nfkc_param = write(
        "nfkc_param.py",
        "from gt4py.cartesian.gtscript import *\n\ndef dup(a: Field[float], \u{ff41}: Field[float]):\n    with computation(PARALLEL), interval(...):\n        a = 1.0\n",
    );
    let cases: Vec<(&str, Vec<&str>, &str)> = vec![
        (
            "huge domain",
            vec!["run", &copy, "--domain", "100000,100000,1000"],
            "memory",
        ),
        (
            "huge domain, C",
            vec![
                "run",
                &copy,
                "--backend",
                "c",
                "--domain",
                "100000,100000,1000",
            ],
            "memory",
        ),
        (
            "wrapping domain",
            vec!["run", &copy, "--domain", "4294967296,4294967296,1"],
            "more elements than memory",
        ),
        (
            "domain at usize::MAX",
            vec!["run", &copy, "--domain", "18446744073709551615,1,1"],
            "domain",
        ),
        (
            "threads beyond the machine",
            vec![
                "run",
                &copy,
                "--backend",
                "c",
                "--threads",
                "100000",
                "--domain",
                "4,4,2",
            ],
            "threads",
        ),
        (
            "duplicate keyword",
            vec!["run", &dup_kw],
            "multiple values for argument `src`",
        ),
        (
            "program halo beyond memory",
            vec!["run", &huge_halo, "--backend", "c"],
            "program field `inp`",
        ),
        (
            "duplicate parameter",
            vec!["check", &dup_param],
            "duplicate argument `a`",
        ),
        (
            "NFKC-equal parameters",
            vec!["check", &nfkc_param],
            "duplicate argument `a`",
        ),
    ];
    let mut tally = Tally::new();
    for (name, args, needle) in cases {
        let start = Instant::now();
        let out = isobar_with_cache(&args, &cache);
        let verdict = refused(&out, needle).and_then(|()| {
            (start.elapsed() < Duration::from_secs(60))
                .then_some(())
                .ok_or_else(|| "took over a minute".to_string())
        });
        tally.record(name, verdict);
    }
    tally.finish();
}

#[test]
fn ranks_without_a_layout_take_no_time_to_factor() {
    let dir = tempfile::tempdir().expect("tempdir");
    let copy = copy_in(dir.path());
    for ranks in ["1000000000000", "18446744073709551615", "1000003"] {
        let start = Instant::now();
        let out = isobar_with_cache(
            &["run", &copy, "--ranks", ranks, "--domain", "8,8,2"],
            &dir.path().join("cache"),
        );
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "--ranks {ranks} took {:?}",
            start.elapsed()
        );
        assert!(
            matches!(out.status.code(), Some(1 | 2)),
            "--ranks {ranks}: {out:?}"
        );
    }
}

#[test]
fn an_empty_cache_directory_variable_means_the_default() {
    let dir = tempfile::tempdir().expect("tempdir");
    let copy = copy_in(dir.path());
    let out = isobar_command(&["run", &copy, "--backend", "c", "--domain", "4,4,2"])
        .current_dir(dir.path())
        .env("ISOBAR_CACHE_DIR", "")
        .output()
        .expect("run isobar");
    assert_exit(&out, 0);
    // Nothing was compiled into the working directory.
    let stray = std::fs::read_dir(dir.path())
        .expect("list")
        .filter_map(|e| e.ok())
        .any(|e| e.path().extension().is_some_and(|x| x == "so" || x == "c"));
    assert!(!stray, "libraries were built in the working directory");
}
