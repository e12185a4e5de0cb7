//! Executables: what runs a stencil's validated calls ([`Invocation`]). A
//! [`Loader`] makes an [`Executable`] from a stencil ([`Source`]): the
//! native loader builds C and Fortran (a shared library and its
//! array-argument entry point), [`opencl`] drives an OpenCL platform,
//! [`cuda`] compiles with NVRTC, and [`interp`] runs the OIR itself, the
//! reference every other back-end is compared with.

pub mod cuda;
pub mod interp;
pub mod native;
pub mod opencl;

use crate::back::Code;
use crate::ir::DType;
use crate::kernel::analysis::Analysis;
use crate::kernel::Module;
use crate::runtime::jit::BuildReport;
use crate::runtime::{RuntimeError, Scalar};
use std::path::Path;

/// Why generated code could not be built, loaded or run.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// The C toolchain failed (compiler, cache, loader).
    #[error(transparent)]
    Jit(#[from] crate::runtime::jit::JitError),
    /// The OpenCL runtime failed or is missing.
    #[error(transparent)]
    OpenCl(#[from] opencl::OpenClError),
    /// NVRTC failed or is missing, or there is no GPU to run on.
    #[error(transparent)]
    Cuda(#[from] cuda::CudaError),
    /// The loader builds written code, and none was written.
    #[error("no code was written for the {0} back-end")]
    NoCode(&'static str),
    /// The interpreter refused or stopped the call.
    #[error(transparent)]
    Run(#[from] RuntimeError),
    /// A build that failed earlier, reported again to each call needing it.
    #[error(transparent)]
    Shared(std::sync::Arc<BuildError>),
}

/// One field argument of a call, as the caller stores it.
#[derive(Clone, Debug)]
pub struct FieldView {
    /// The element at index zero of every axis.
    pub data: *mut u8,
    /// Element type.
    pub dtype: DType,
    /// Shape (spatial axes the field has, then data dimensions).
    pub shape: Vec<usize>,
    /// Strides in elements, one per axis of `shape`.
    pub strides: Vec<isize>,
    /// The compute domain's origin, one index per spatial axis.
    pub origin: Vec<usize>,
    /// Whether the stencil writes it.
    pub written: bool,
}

/// The memory a field's shape and strides cover, as one contiguous run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    /// Offset (elements) of the run's first element from index zero.
    pub first: isize,
    /// Elements in the run (0 for an empty field).
    pub len: usize,
}

impl FieldView {
    /// The run of memory the field covers (strides may be negative).
    pub fn span(&self) -> Span {
        let (mut lo, mut hi) = (0isize, 0isize);
        for (&n, &s) in self.shape.iter().zip(&self.strides) {
            if n == 0 {
                return Span { first: 0, len: 0 };
            }
            let reach = (n as isize - 1) * s;
            if reach < 0 {
                lo += reach;
            } else {
                hi += reach;
            }
        }
        Span {
            first: lo,
            len: (hi - lo + 1) as usize,
        }
    }

    /// The offset (elements) of the compute domain's origin from index zero.
    pub fn origin_offset(&self) -> isize {
        self.origin
            .iter()
            .zip(&self.strides)
            .map(|(&o, &s)| o as isize * s)
            .sum()
    }
}

/// A validated call, in the stencil's parameter order (the OIR's, which is
/// the kernel module's).
#[derive(Debug)]
pub struct Invocation {
    /// One per field parameter, in order.
    pub fields: Vec<FieldView>,
    /// One per scalar parameter, in order, of the declared type.
    pub scalars: Vec<Scalar>,
    /// The compute domain's size.
    pub domain: [i64; 3],
}

/// Loaded code that runs calls.
pub trait Executable: Send + Sync {
    /// Runs one call; returns the module's status (0: success; see
    /// [`kernel::FAIL_OUT_OF_BOUNDS`]).
    ///
    /// # Safety
    /// Every field view must describe memory valid for reads and writes at
    /// every index of its shape, validated against the stencil's extents.
    unsafe fn run(&self, call: &Invocation) -> Result<i32, BuildError>;

    /// Sets the number of threads later calls use (where that means anything).
    fn set_threads(&self, _threads: usize) -> Result<(), BuildError> {
        Ok(())
    }
}

/// What a [`Loader`] gives: the loaded code and how its build went.
pub type Loaded = Result<(Box<dyn Executable>, BuildReport), BuildError>;

/// What a [`Loader`] makes an executable from.
pub struct Source<'a> {
    /// The stencil's analyses, with the OIR its calls run and its extents.
    pub analysis: &'a Analysis,
    /// The code written for the target and the kernel IR it was written
    /// from; `None` where the loader runs no code ([`Loader::runs_code`]).
    pub generated: Option<(&'a Code, &'a Module)>,
    /// The directory of compiled code, if the loader keeps one.
    pub cache: Option<&'a Path>,
    /// The domain calls are expected to have, if known: the build makes the
    /// code for it first (see [`native::Regime`]).
    pub expected_domain: Option<[usize; 3]>,
}

impl<'a> Source<'a> {
    /// The written code and its module, for a loader of `target`'s code.
    pub fn code(&self, target: &'static str) -> Result<(&'a Code, &'a Module), BuildError> {
        self.generated.ok_or(BuildError::NoCode(target))
    }
}

/// What makes one back-end's executables.
pub trait Loader: Sync {
    /// Whether it can run on this machine: a description of what runs it
    /// (the compiler, the device), or why nothing can.
    fn availability(&self) -> Result<String, BuildError>;
    /// Whether it runs code a writer wrote (the interpreter runs the OIR).
    fn runs_code(&self) -> bool {
        true
    }
    /// Builds and loads the executable; returns how the build went.
    fn load(&self, source: &Source<'_>) -> Loaded;
}
