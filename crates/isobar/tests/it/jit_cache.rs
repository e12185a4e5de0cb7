//! The compilation cache: concurrent builds of one new stencil make one entry.

use isobar::runtime::jit::Jit;
use std::sync::{Arc, Barrier};

const SOURCE: &str = "int isobar_probe(void) { return 42; }\n";

#[test]
fn concurrent_builds_share_one_entry() {
    let dir = tempfile::tempdir().expect("tmp");
    let nonce = format!(
        "/* {:?} {} */\n",
        std::time::SystemTime::now(),
        std::process::id()
    );
    let source = Arc::new(format!("{nonce}{SOURCE}"));
    let barrier = Arc::new(Barrier::new(8));
    let threads: Vec<_> = (0..8)
        .map(|_| {
            let (dir, source, barrier) =
                (dir.path().to_path_buf(), source.clone(), barrier.clone());
            std::thread::spawn(move || {
                let jit = Jit::with_cache_dir(&dir).expect("compiler");
                barrier.wait();
                let (lib, _) = jit.build(&source).expect("builds");
                // SAFETY: the probe's type is `int (void)`.
                let probe =
                    unsafe { lib.function::<unsafe extern "C" fn() -> i32>("isobar_probe") }
                        .expect("symbol");
                unsafe { probe() }
            })
        })
        .collect();
    for t in threads {
        assert_eq!(t.join().expect("thread"), 42);
    }
    let libraries = std::fs::read_dir(dir.path())
        .expect("dir")
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "so"))
        })
        .count();
    assert_eq!(libraries, 1);
    let leftovers = std::fs::read_dir(dir.path())
        .expect("dir")
        .filter(|e| e.as_ref().is_ok_and(|e| e.path().is_dir()))
        .count();
    assert_eq!(leftovers, 0, "temporary build directories are removed");
}

#[test]
fn compile_errors_are_reported() {
    let dir = tempfile::tempdir().expect("tmp");
    let jit = Jit::with_cache_dir(dir.path()).expect("compiler");
    let err = jit.build("this is not C").err().expect("fails");
    assert!(err.to_string().contains("C compilation failed"), "{err}");
}
