//! The registry of back-ends: each name users give (`debug`, `c`, `opencl`,
//! `cuda`, `fortran`) with the [`Writer`] that writes its code and the
//! [`Loader`] that builds and runs it. The library, the command line and
//! Python all take the list, the names and the availability from here; no
//! other module matches on a back-end.
//!
//! Adding a target: its writer in `back/<lang>`, a loader in `exec/` (or the
//! native one, as Fortran uses C's), a variant of [`Backend`] and its row in
//! [`REGISTRY`].

use crate::back::{self, Writer};
use crate::exec::{self, BuildError, Loader};
use crate::ir::Axes;

/// The back-ends, by the names users give them (the default: C).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Backend {
    /// The reference interpreter (no code: it runs the OIR as lowered).
    Debug,
    /// C with OpenMP, compiled by the system compiler.
    #[default]
    C,
    /// OpenCL C, built and run by the OpenCL platform (PoCL on CPUs, or a GPU's).
    OpenCl,
    /// CUDA C++, compiled to PTX by NVRTC (running it needs a GPU).
    Cuda,
    /// Fortran 2008 with OpenMP, compiled by gfortran.
    Fortran,
}

/// One row of the registry.
struct Entry {
    backend: Backend,
    name: &'static str,
    summary: &'static str,
    /// Its name as a GT4Py back-end, where the Python package registers it.
    gt4py_name: Option<&'static str>,
    /// The writer of the code the back-end runs (for the interpreter, which
    /// runs none, the code `generate` shows: C's).
    writer: &'static dyn Writer,
    /// What makes its executables (the interpreter's runs the OIR).
    loader: &'static dyn Loader,
}

/// Every back-end, in the order of their names in help texts (and of the
/// variants of [`Backend`]).
static REGISTRY: [Entry; 5] = [
    Entry {
        backend: Backend::Debug,
        name: "debug",
        gt4py_name: Some("isobar:debug"),
        summary: "the reference interpreter",
        writer: &back::c::CWriter,
        loader: &exec::interp::InterpreterLoader,
    },
    Entry {
        backend: Backend::C,
        name: "c",
        gt4py_name: Some("isobar:cpu"),
        summary: "C with OpenMP, compiled by the system compiler",
        writer: &back::c::CWriter,
        loader: &exec::native::C_LOADER,
    },
    Entry {
        backend: Backend::OpenCl,
        name: "opencl",
        gt4py_name: Some("isobar:opencl"),
        summary: "OpenCL C, run by the OpenCL platform",
        writer: &back::opencl::OPENCL_WRITER,
        loader: &exec::opencl::OpenClLoader,
    },
    Entry {
        backend: Backend::Cuda,
        name: "cuda",
        gt4py_name: None,
        summary: "CUDA C++, compiled to PTX by NVRTC",
        writer: &back::cuda::CUDA_WRITER,
        loader: &exec::cuda::CudaLoader,
    },
    Entry {
        backend: Backend::Fortran,
        name: "fortran",
        gt4py_name: Some("isobar:fortran"),
        summary: "Fortran 2008 with OpenMP, compiled by gfortran",
        writer: &back::fortran::FortranWriter,
        loader: &exec::native::FORTRAN_LOADER,
    },
];

impl Backend {
    /// Every back-end, in the order of their names in help texts.
    pub const ALL: [Backend; 5] = [
        Backend::Debug,
        Backend::C,
        Backend::OpenCl,
        Backend::Cuda,
        Backend::Fortran,
    ];

    /// The back-end whose results the others are compared with.
    pub const REFERENCE: Backend = Backend::Debug;

    fn entry(self) -> &'static Entry {
        &REGISTRY[self as usize]
    }

    /// The name users give it (`debug`, `c`, `opencl`).
    pub fn name(self) -> &'static str {
        self.entry().name
    }

    /// One line saying what it is.
    pub fn summary(self) -> &'static str {
        self.entry().summary
    }

    /// The back-end called `name`.
    pub fn from_name(name: &str) -> Option<Backend> {
        REGISTRY.iter().find(|e| e.name == name).map(|e| e.backend)
    }

    /// Its name as a GT4Py back-end (`isobar:cpu`), if the Python package
    /// registers it with GT4Py (CUDA is not, until it runs).
    pub fn gt4py_name(self) -> Option<&'static str> {
        self.entry().gt4py_name
    }

    /// Whether it interprets the OIR as lowered (the reference) rather than
    /// run code written from the optimised OIR.
    pub fn interprets(self) -> bool {
        !self.entry().loader.runs_code()
    }

    /// The writer of its code (for the interpreter: the C writer, whose code
    /// `generate` shows).
    pub fn writer(self) -> &'static dyn Writer {
        self.entry().writer
    }

    /// What makes its executables.
    pub fn loader(self) -> &'static dyn Loader {
        self.entry().loader
    }

    /// Whether it can run on this machine: what runs it, or why nothing can.
    pub fn availability(self) -> Result<String, BuildError> {
        self.loader().availability()
    }

    /// The order in which the back-end prefers a field's axes stored (see
    /// [`Writer::axis_order`]); the interpreter uses C order, as NumPy does.
    pub fn axis_order(self, axes: Axes, data_dims: usize) -> Vec<usize> {
        if self.interprets() {
            (0..axes.rank() + data_dims).collect()
        } else {
            self.writer().axis_order(axes, data_dims)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_registry_has_one_row_per_backend_in_order() {
        assert_eq!(REGISTRY.len(), Backend::ALL.len());
        for (entry, b) in REGISTRY.iter().zip(Backend::ALL) {
            assert_eq!(entry.backend, b);
            assert_eq!(Backend::from_name(b.name()), Some(b));
            if !b.interprets() {
                assert_eq!(b.writer().name(), b.name());
            }
        }
        assert_eq!(Backend::from_name("fortran77"), None);
        assert!(Backend::REFERENCE.interprets());
    }
}
