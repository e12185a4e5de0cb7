//! The back-ends the integration tests run every case on, stencils built for
//! them (from source, with their libraries in one cache per target
//! directory, or from the conformance corpus), and the compilers their code
//! goes through.

use crate::tally::Tally;
use isobar::ir::DType;
use isobar::runtime::{Call, Scalar};
use isobar::stencil::{Backend, Error, Stencil};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The interpreter and the compiled back-ends that run here (CI installs
/// gfortran and PoCL).
pub const BACKENDS: [Backend; 4] = [
    Backend::Debug,
    Backend::C,
    Backend::Fortran,
    Backend::OpenCl,
];

/// The compiled back-ends that run here: [`BACKENDS`] but the interpreter.
pub const COMPILED: [Backend; 3] = [Backend::C, Backend::Fortran, Backend::OpenCl];

/// Runs `case` on every back-end of [`BACKENDS`], its verdicts counted in
/// one [`Tally`]: fails the test if any failed.
pub fn on_every_backend(mut case: impl FnMut(Backend, &mut Tally)) {
    let mut tally = Tally::new();
    for backend in BACKENDS {
        case(backend, &mut tally);
    }
    tally.finish();
}

/// The cache of the libraries the tests compile.
fn cache_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("isobar-cache")
}

/// `source` built for `backend`, its libraries cached in the target directory.
pub fn try_build(source: &str, backend: Backend) -> Result<Stencil, Error> {
    Stencil::from_source(source)
        .backend(backend)
        .cache_dir(cache_dir())
        .build()
}

/// [`try_build`], or a panic naming the back-end.
pub fn build(source: &str, backend: Backend) -> Stencil {
    try_build(source, backend).unwrap_or_else(|e| panic!("{backend:?}: {e}"))
}

/// `stencil` run on the arguments it makes on `domain` with `halo` points
/// around it (`None`: the halo it needs), the n-th field element it fills
/// (n = 1, 2, ...) `value(n)` and every scalar `scalar` of its type: the call
/// after the run, and what the run returned.
pub fn run_on_arguments(
    stencil: &Stencil,
    domain: [usize; 3],
    halo: Option<usize>,
    value: impl Fn(u32) -> f64,
    mut scalar: impl FnMut(DType) -> Scalar,
) -> (Call, Result<(), Error>) {
    let mut n = 0u32;
    let mut field = |_| {
        n += 1;
        Scalar::F64(value(n))
    };
    let mut call = stencil
        .arguments(domain, halo, &mut field, &mut scalar)
        .expect("arguments");
    let ran = stencil.call(&mut call);
    (call, ran)
}

/// The conformance corpus's case `name` built for `backend`, its file named
/// `stencil.py`.
pub fn corpus_case(name: &str, backend: Backend) -> Stencil {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpora/conformance/cases");
    let source = std::fs::read_to_string(corpus.join(name).join("stencil.py")).expect("source");
    Stencil::from_source(&source)
        .file_name("stencil.py")
        .backend(backend)
        .build()
        .expect("valid")
}

/// Runs `compiler` and panics, naming `what` and showing what it printed on
/// stderr, unless it succeeds.
pub fn assert_compiles(compiler: &mut Command, what: &str) {
    let out = compiler.output().expect("the compiler runs");
    assert!(
        out.status.success(),
        "{what}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}
