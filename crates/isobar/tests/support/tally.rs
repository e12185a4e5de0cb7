//! The verdicts of a table-driven test: every case is counted, every failure
//! is printed as `FAIL name: why` and the test goes on, and the end prints
//! `N passed, M failed` and fails the test if any case failed.

use std::fmt::Display;

/// How many cases of a test passed and failed so far. Call [`Tally::finish`]
/// at the end: dropping an unfinished tally fails the test.
#[derive(Default)]
pub struct Tally {
    /// Cases that passed.
    passed: usize,
    /// Cases that failed (each printed when recorded).
    failed: usize,
    /// Whether [`Tally::finish`] has run.
    finished: bool,
}

impl Tally {
    /// A tally with no cases.
    pub fn new() -> Self {
        Self::default()
    }

    /// Counts the case `name`: passed on `Ok`, failed on `Err(why)`, printed
    /// as `FAIL name: why`.
    pub fn record(&mut self, name: impl Display, verdict: Result<(), impl Display>) {
        match verdict {
            Ok(()) => self.passed += 1,
            Err(why) => {
                self.failed += 1;
                eprintln!("FAIL {name}: {why}");
            }
        }
    }

    /// Counts the case `name`: passed if `ok`, failed otherwise, printed as
    /// `FAIL name: why`.
    #[allow(dead_code)] // Not every test binary that includes this checks a bool.
    pub fn check(&mut self, name: impl Display, ok: bool, why: impl Display) {
        self.record(name, if ok { Ok(()) } else { Err(why) });
    }

    /// Prints `N passed, M failed` and panics with that line if a case failed.
    pub fn finish(mut self) {
        self.finished = true;
        let line = format!("{} passed, {} failed", self.passed, self.failed);
        println!("{line}");
        assert_eq!(self.failed, 0, "{line}");
    }
}

impl Drop for Tally {
    /// Fails the test if the tally was never finished (its failures would go
    /// unreported), unless the test is failing already.
    fn drop(&mut self) {
        if !self.finished && !std::thread::panicking() {
            panic!("a Tally was dropped without `finish()`");
        }
    }
}
