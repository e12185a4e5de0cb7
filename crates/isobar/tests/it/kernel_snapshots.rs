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

/// NDSL's corner copies: one-point regions in pairs under a field
/// condition. Every execution lies in one region (the condition inside
/// it), so the C kernel loops over each region's point alone instead of
/// testing every region at every point of the domain.
#[test]
fn masked_corner_regions_loop_over_their_points_only() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/features/cases/region_corners_masked_k/stencil.py");
    let source = std::fs::read_to_string(path).expect("source");
    let stencil = isobar::stencil::Stencil::from_source(&source)
        .file_name("stencil.py")
        .backend(Backend::C)
        .build()
        .expect("valid");
    let (oir, _) = stencil.oir();
    let regions: Vec<_> = oir
        .executions()
        .map(|(_, _, e)| !e.clip_regions().is_empty())
        .collect();
    // Ten one-point regions under the condition, and the else branch on the
    // whole domain.
    assert_eq!(regions.iter().filter(|r| **r).count(), 10, "{regions:?}");
    let module = stencil.kernel_module(Layout::IFirst).expect("lowers");
    insta::assert_snapshot!(
        "region_corners_masked_k.c.kernel",
        isobar::kernel::dump::to_text(module)
    );
}
