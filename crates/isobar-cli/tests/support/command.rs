//! Running the `isobar` binary that the command line's tests are built with.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The `isobar` binary with `args`, ready to run.
pub fn isobar_command(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_isobar"));
    command.args(args);
    command
}

/// What `isobar` with `args` printed, its compiled libraries cached in `cache`.
pub fn isobar_with_cache(args: &[&str], cache: &Path) -> Output {
    isobar_command(args)
        .env("ISOBAR_CACHE_DIR", cache)
        .output()
        .expect("run isobar")
}

/// Panics, showing what `out`'s process printed, unless it exited with `code`.
pub fn assert_exit(out: &Output, code: i32) {
    assert_eq!(
        out.status.code(),
        Some(code),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// What `out`'s process printed on stdout, once [`assert_exit`] has checked
/// that it exited with `code`.
#[allow(dead_code)] // Not every test binary that includes this reads stdout.
pub fn stdout_of(out: &Output, code: i32) -> String {
    assert_exit(out, code);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Panics, showing `text`, unless it contains every one of `needles`.
#[allow(dead_code)] // Not every test binary that includes this looks for text.
pub fn assert_contains(text: &str, needles: &[&str]) {
    for needle in needles {
        assert!(text.contains(needle), "no `{needle}` in:\n{text}");
    }
}

/// The files of `dir` whose name ends in `.extension`, sorted.
#[allow(dead_code)] // Not every test binary that includes this lists files.
pub fn files_with_extension(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == extension))
        .collect();
    files.sort();
    files
}
