//! Static mode for Fortran host models: `isobar generate --backend fortran`
//! writes a module a Fortran program can `use`; a small driver
//! (`tests/fortran/driver.f90`) calls the generated Laplacian on its own
//! arrays and compares it with the Laplacian it computes itself.

use crate::backends::assert_compiles;
use isobar::stencil::{Backend, Stencil};
use std::path::Path;
use std::process::Command;

#[test]
fn a_fortran_driver_calls_the_generated_module() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(root.join("../../examples/laplacian.py")).expect("source");
    let stencil = Stencil::from_source(&source)
        .file_name("laplacian.py")
        .backend(Backend::Fortran)
        .build()
        .expect("valid");
    let code = stencil.generate().expect("generates");
    assert_eq!(code.extension, "f90");
    let dir = tempfile::tempdir().expect("tmp");
    let module = dir.path().join("laplacian.f90");
    std::fs::write(&module, &code.source).expect("write");
    let program = dir.path().join("driver");
    let mut gfortran = Command::new("gfortran");
    gfortran
        .args([
            "-std=f2008",
            "-fopenmp",
            "-O2",
            "-ffp-contract=off",
            "-Wall",
            "-Werror",
        ])
        .arg("-Wno-unused-dummy-argument")
        .arg("-Wno-unused-variable")
        .arg("-J")
        .arg(dir.path())
        .arg(&module)
        .arg(root.join("tests/fortran/driver.f90"))
        .arg("-o")
        .arg(&program);
    assert_compiles(&mut gfortran, "gfortran failed");
    let run = Command::new(&program).output().expect("driver runs");
    let text = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{text}");
    assert_eq!(text.trim(), "status 0 worst difference  0.00E+00");
}
