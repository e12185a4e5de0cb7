//! OpenCL: kernels built and run by the machine's OpenCL platform (PoCL on
//! CPUs, a GPU vendor's ICD), loaded at run time: without one, building a
//! stencil fails with a clear error, never at link time. Fields are copied
//! to the device before the first launch and those the stencil writes
//! copied back after the last.

mod runtime;

use super::{BuildError, Loaded, Loader, Source};
use crate::runtime::jit::BuildReport;
use runtime::{DeviceState, OpenClExecutable};
use std::time::Instant;

/// Why the OpenCL runtime could not build or run a stencil.
#[derive(Debug, thiserror::Error)]
pub enum OpenClError {
    /// No OpenCL platform or device (no ICD loader, or no driver).
    #[error("no OpenCL device: {0} (install an OpenCL platform, e.g. Debian's `pocl-opencl-icd`)")]
    NoDevice(String),
    /// The platform's compiler rejected the code.
    #[error("OpenCL build failed:\n{log}")]
    Build {
        /// The build log.
        log: String,
    },
    /// An OpenCL call failed.
    #[error("OpenCL {what} failed: {source}")]
    Call {
        /// What was being done.
        what: &'static str,
        /// The error code.
        #[source]
        source: opencl3::error_codes::ClError,
    },
    /// The host program could not be evaluated (a bug in the lowering).
    #[error("cannot evaluate the host program: {0}")]
    Host(String),
}

/// Builds with the process's OpenCL device.
#[derive(Clone, Copy, Debug, Default)]
pub struct OpenClLoader;

impl Loader for OpenClLoader {
    fn availability(&self) -> Result<String, BuildError> {
        let device = DeviceState::get()?;
        Ok(format!("run on {}", device.description))
    }

    fn load(&self, source: &Source<'_>) -> Loaded {
        let (code, module) = source.code("opencl")?;
        let start = Instant::now();
        let device = DeviceState::get()?;
        let program = device.program(&code.source)?;
        let exe = OpenClExecutable::new(device, &program, module)?;
        let report = BuildReport {
            in_process: true,
            compile: start.elapsed(),
            ..Default::default()
        };
        Ok((Box::new(exe), report))
    }
}
