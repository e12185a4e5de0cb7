//! Executables: generated code built, loaded and run. A [`Loader`] turns a
//! target's [`Code`] into an [`Executable`] that runs validated calls
//! ([`Invocation`]); the native loader serves C and Fortran (a shared
//! library and its array-argument entry point), [`opencl`] drives an OpenCL
//! platform, [`cuda`] compiles with NVRTC.

pub mod cuda;
pub mod native;
pub mod opencl;

use crate::back::Code;
use crate::ir::DType;
use crate::kernel::Module;
use crate::runtime::jit::BuildReport;
use crate::runtime::Scalar;
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

/// A validated call, in the module's parameter order.
#[derive(Debug)]
pub struct Invocation<'a> {
    /// The module called.
    pub module: &'a Module,
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
    unsafe fn run(&self, call: &Invocation<'_>) -> Result<i32, BuildError>;

    /// Sets the number of threads later calls use (where that means anything).
    fn set_threads(&self, _threads: usize) -> Result<(), BuildError> {
        Ok(())
    }
}

/// What a [`Loader`] gives: the loaded code and how its build went.
pub type Loaded = Result<(Box<dyn Executable>, BuildReport), BuildError>;

/// What builds and loads one target's code.
pub trait Loader: Sync {
    /// Whether code can run on this machine: a description of what runs it
    /// (the compiler, the device), or why nothing can.
    fn availability(&self) -> Result<String, BuildError>;
    /// Builds and loads the code (`cache`: the directory of compiled code, if
    /// the loader keeps one); returns how the build went.
    fn load(&self, code: &Code, module: &Module, cache: Option<&Path>) -> Loaded;
}
