//! Developer benchmarks (divan): the C back-end on the benchmark stencils at a
//! small domain, and the frontend. `isobar bench` is the full benchmark with the
//! STREAM comparison; these are for quick before/after checks of a change:
//! `cargo bench -p isobar`.

use isobar::runtime::{Call, Scalar};
use isobar::stencil::{Backend, Stencil};
use std::path::Path;

fn main() {
    divan::main();
}

fn source(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../../examples/{name}.py"));
    std::fs::read_to_string(path).expect("example")
}

/// Fields with a halo of 3 in I and J, filled with 1.5; scalars 0.1.
fn arguments(stencil: &Stencil, domain: [usize; 3]) -> Call {
    stencil
        .arguments(domain, Some(3), &mut |_| Scalar::F64(1.5), &mut |_| {
            Scalar::F64(0.1)
        })
        .expect("the benchmark domains fit in memory")
}

#[divan::bench(args = ["copy", "laplacian", "hdiff", "vadv"])]
fn call_c_64x64x32(bencher: divan::Bencher, name: &str) {
    let mut stencil = Stencil::from_source(&source(name))
        .backend(Backend::C)
        .build()
        .expect("valid");
    stencil.compile().expect("compiles");
    let mut call = arguments(&stencil, [64, 64, 32]);
    bencher.bench_local(|| stencil.call(&mut call).expect("runs"));
}

#[divan::bench(args = ["hdiff", "vadv"])]
fn frontend_and_checks(bencher: divan::Bencher, name: &str) {
    let src = source(name);
    bencher.bench(|| isobar::compile(&src, &isobar::FrontendOptions::default()).expect("valid"));
}
