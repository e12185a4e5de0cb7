//! Golden snapshots of the IR stages after the stencil IR, per target: the
//! optimised OIR, the kernel IR for C (CPU lowering) and for OpenCL (device
//! lowering) and Fortran (CPU lowering, its own naming rules), and the
//! generated OpenCL C, CUDA and Fortran. Review changes with `cargo insta
//! review` (or `INSTA_UPDATE=always cargo test`).

use crate::backends::corpus_case;
use isobar::kernel::Layout;
use isobar::stencil::Backend;

const CASES: [&str; 5] = [
    "app_hdiff",
    "app_vertical_advection",
    "region_ranges",
    "variable_k_offset",
    "offsets_3d_forward",
];

#[test]
fn optimized_oir() {
    for name in CASES {
        let stencil = corpus_case(name, Backend::C);
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
            let stencil = corpus_case(name, backend);
            let module = stencil.kernel_module(Layout::IFirst).expect("lowers");
            insta::assert_snapshot!(
                format!("{name}.{}.kernel", backend.name()),
                isobar::kernel::dump::to_text(module)
            );
        }
    }
}

/// Snapshots the code `backend` generates for each of the cases `names`,
/// whose files end in `extension`.
fn assert_generated(names: &[&str], backend: Backend, extension: &str) {
    for name in names {
        let code = corpus_case(name, backend)
            .generate()
            .expect("generates")
            .clone();
        assert_eq!(code.extension, extension);
        insta::assert_snapshot!(format!("{name}.{extension}"), code.source);
    }
}

#[test]
fn generated_fortran() {
    assert_generated(
        &["app_vertical_advection", "variable_k_offset"],
        Backend::Fortran,
        "f90",
    );
}

#[test]
fn generated_cuda() {
    assert_generated(&["app_hdiff", "variable_k_offset"], Backend::Cuda, "cu");
}

#[test]
fn generated_opencl() {
    assert_generated(
        &["app_hdiff", "app_vertical_advection", "variable_k_offset"],
        Backend::OpenCl,
        "cl",
    );
}
