//! Every `isobar` command the README and `docs/` show in a ```sh block
//! (`cargo run --release -p isobar-cli -- ARGS`) runs and succeeds, with the
//! binary under test, from the repository's root. Output directories
//! (`-o out/`) go to a temporary directory; benchmarks (`bench`, minutes
//! each) are listed as skipped, not run, and so are runs under another
//! launcher (`mpirun`: `tools/mpi-test.sh` runs those).

#[allow(dead_code)] // This binary uses some of the helpers.
#[path = "support/command.rs"]
mod command;
#[path = "../../isobar/tests/support/tally.rs"]
mod tally;

use std::path::{Path, PathBuf};
use tally::Tally;

/// How the docs spell a run of the CLI.
const PREFIX: &str = "cargo run --release -p isobar-cli -- ";

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The README and every page of `docs/`, sorted.
fn doc_files() -> Vec<PathBuf> {
    let mut files = command::files_with_extension(&repo().join("docs"), "md");
    files.insert(0, repo().join("README.md"));
    files
}

/// The lines of `text`'s ```sh blocks, with their line numbers.
fn shell_lines(text: &str) -> Vec<(usize, &str)> {
    let mut inside = false;
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if let Some(fence) = trimmed.strip_prefix("```") {
            inside = !inside && matches!(fence.trim(), "sh" | "bash" | "shell");
            continue;
        }
        if inside {
            out.push((n + 1, line));
        }
    }
    out
}

/// The arguments of a documented CLI run, its trailing comment dropped.
fn arguments(line: &str) -> Option<Vec<String>> {
    let rest = line.trim().strip_prefix(PREFIX)?;
    let rest = rest.split(" #").next().unwrap_or(rest);
    Some(rest.split_whitespace().map(String::from).collect())
}

#[test]
fn every_documented_cli_command_runs() {
    let out_dir = tempfile::tempdir().expect("temp dir");
    let (mut tally, mut ran, mut skipped) = (Tally::new(), 0, Vec::new());
    let mut not_run = Vec::new();
    for file in doc_files() {
        let text = std::fs::read_to_string(&file).expect("doc");
        let name = file
            .strip_prefix(repo())
            .unwrap_or(&file)
            .display()
            .to_string();
        for (line_no, line) in shell_lines(&text) {
            let Some(mut args) = arguments(line) else {
                // Other commands that run isobar (under mpirun, say) are
                // named, so that none goes unnoticed.
                let command = line.trim_start();
                let comment = command.starts_with('#') || command.starts_with("cargo build");
                if line.contains("isobar ") && !comment {
                    not_run.push(format!("{name}:{line_no}"));
                }
                continue;
            };
            let place = format!("{name}:{line_no}");
            if args.first().map(String::as_str) == Some("bench") {
                skipped.push(place);
                continue;
            }
            for a in args.iter_mut().filter(|a| a.as_str() == "out/") {
                *a = out_dir.path().display().to_string();
            }
            let words: Vec<&str> = args.iter().map(String::as_str).collect();
            let run = command::isobar_command(&words)
                .current_dir(repo())
                .output()
                .expect("run isobar");
            ran += 1;
            let why = format!(
                "isobar {}\n{}",
                args.join(" "),
                String::from_utf8_lossy(&run.stderr)
            );
            tally.check(place, run.status.success(), why);
        }
    }
    println!("skipped (benchmarks): {}", skipped.join(", "));
    println!("not run here (other launchers): {}", not_run.join(", "));
    assert!(ran >= 10, "only {ran} documented commands were found");
    tally.finish();
}

#[test]
fn shell_blocks_and_arguments_are_read_as_documented() {
    let text = "a\n```sh\ncargo run --release -p isobar-cli -- run x.py # note\n```\n\
                ```text\ncargo run --release -p isobar-cli -- no\n```\n";
    let lines = shell_lines(text);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].0, 3);
    assert_eq!(
        arguments(lines[0].1),
        Some(vec!["run".into(), "x.py".into()])
    );
    assert_eq!(arguments("tools/test-all.sh"), None);
}
