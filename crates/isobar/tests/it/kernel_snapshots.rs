//! Golden snapshots of the IR stages after the stencil IR, per target: the
//! optimised OIR, the kernel IR for C (CPU lowering) and for OpenCL (device
//! lowering) and Fortran (CPU lowering, its own naming rules), and the
//! generated OpenCL C, CUDA and Fortran. Review changes with `cargo insta
//! review` (or `INSTA_UPDATE=always cargo test`).

use isobar::kernel::Layout;
use isobar::stencil::{Backend, Stencil};
use std::path::Path;

const CASES: [&str; 5] = [
    "app_hdiff",
    "app_vertical_advection",
    "region_ranges",
    "variable_k_offset",
    "offsets_3d_forward",
];

fn build(name: &str, backend: Backend) -> Stencil {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpora/conformance/cases");
    let source = std::fs::read_to_string(corpus.join(name).join("stencil.py")).expect("source");
    Stencil::from_source(&source)
        .file_name("stencil.py")
        .backend(backend)
        .build()
        .expect("valid")
}

#[test]
fn optimized_oir() {
    for name in CASES {
        let stencil = build(name, Backend::C);
        let (oir, extents) = stencil.oir();
        insta::assert_snapshot!(
            format!("{name}.oir"),
            isobar::oir::dump::to_text(oir, extents)
        );
    }
}

#[test]
fn kernel_ir_per_target() {
    for name in CASES {
        for backend in [Backend::C, Backend::OpenCl, Backend::Fortran] {
            let stencil = build(name, backend);
            let module = stencil.kernel_module(Layout::IFirst).expect("lowers");
            insta::assert_snapshot!(
                format!("{name}.{}.kernel", backend.name()),
                isobar::kernel::dump::to_text(module)
            );
        }
    }
}

#[test]
fn generated_fortran() {
    for name in ["app_vertical_advection", "variable_k_offset"] {
        let code = build(name, Backend::Fortran)
            .generate()
            .expect("generates")
            .clone();
        assert_eq!(code.extension, "f90");
        insta::assert_snapshot!(format!("{name}.f90"), code.source);
    }
}

#[test]
fn generated_cuda() {
    for name in ["app_hdiff", "variable_k_offset"] {
        let code = build(name, Backend::Cuda)
            .generate()
            .expect("generates")
            .clone();
        assert_eq!(code.extension, "cu");
        insta::assert_snapshot!(format!("{name}.cu"), code.source);
    }
}

#[test]
fn generated_opencl() {
    for name in ["app_hdiff", "app_vertical_advection", "variable_k_offset"] {
        let code = build(name, Backend::OpenCl)
            .generate()
            .expect("generates")
            .clone();
        assert_eq!(code.extension, "cl");
        insta::assert_snapshot!(format!("{name}.cl"), code.source);
    }
}
