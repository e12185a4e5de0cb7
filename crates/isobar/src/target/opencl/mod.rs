//! The OpenCL target: OpenCL C kernels from the device lowering, built and
//! run by the machine's OpenCL platform (PoCL on CPUs, a GPU vendor's ICD),
//! loaded at run time: without one, building a stencil fails with a clear
//! error, never at link time.
//!
//! The kernels' parameters are those of every device module
//! ([`super::grid`]). Fields are copied to the device before the first
//! launch and those the stencil writes copied back after the last.

mod runtime;

use super::cfamily::{Dialect, Printer};
use super::grid::GridDialect;
use super::{BuildError, Code, Executable, Target, WriteError, WriteOptions};
use crate::ir::DType;
use crate::kernel::namer::Naming;
use crate::kernel::{names, Module};
use crate::runtime::jit::BuildReport;
use runtime::{DeviceState, OpenClExecutable};
use std::path::Path;
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

/// The OpenCL target.
#[derive(Clone, Copy, Debug, Default)]
pub struct OpenClTarget;

/// Words OpenCL C reserves beyond C's (none ends with `_`, so the namer's
/// derived names never meet them; listed for the namer's check).
const RESERVED: &[&str] = &[
    "global",
    "local",
    "constant",
    "private",
    "kernel",
    "read_only",
    "write_only",
    "read_write",
    "half",
    "uchar",
    "ushort",
    "uint",
    "ulong",
];

impl Target for OpenClTarget {
    fn name(&self) -> &'static str {
        "opencl"
    }

    fn lowering(&self) -> crate::kernel::Lowering {
        crate::kernel::Lowering::Device
    }

    fn naming(&self) -> Naming {
        Naming {
            reserved: RESERVED,
            ..Naming::default()
        }
    }

    fn availability(&self) -> Result<String, BuildError> {
        let device = DeviceState::get()?;
        Ok(format!("run on {}", device.description))
    }

    fn write(&self, module: &Module, options: &WriteOptions) -> Result<Code, WriteError> {
        write(module, options)
    }

    fn load(
        &self,
        code: &Code,
        module: &Module,
        _cache: Option<&Path>,
    ) -> Result<(Box<dyn Executable>, BuildReport), BuildError> {
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

/// Writes a device module as OpenCL C.
pub fn write(module: &Module, options: &WriteOptions) -> Result<Code, WriteError> {
    super::grid::write(module, options, &OpenCl)
}

/// OpenCL C: its own scalar types, overloaded math functions, failures
/// written to the status word.
struct OpenCl;

impl GridDialect for OpenCl {
    fn preamble(&self) -> &'static [&'static str] {
        &[
            "#pragma OPENCL EXTENSION cl_khr_fp64 : enable",
            // No fused multiply-add: results match NumPy's operation by operation.
            "#pragma OPENCL FP_CONTRACT OFF",
        ]
    }

    fn extension(&self) -> &'static str {
        "cl"
    }

    fn kernel_head(&self) -> &'static str {
        "__kernel void"
    }

    fn global_pointer(&self, element: &str) -> String {
        format!("__global {element} *restrict")
    }

    fn global_index(&self, dim: usize) -> String {
        format!("get_global_id({dim})")
    }
}

impl Dialect for OpenCl {
    fn target(&self) -> &'static str {
        "opencl"
    }

    fn type_name(&self, t: DType) -> &'static str {
        match t {
            DType::Bool => "uchar",
            DType::Int8 => "char",
            DType::Int16 => "short",
            DType::Int32 => "int",
            DType::Int64 => "long",
            DType::Float32 => "float",
            DType::Float64 => "double",
        }
    }

    fn unsigned_name(&self, bits: u32) -> &'static str {
        match bits {
            8 => "uchar",
            16 => "ushort",
            32 => "uint",
            _ => "ulong",
        }
    }

    fn int64_literal(&self, value: i64) -> String {
        format!("{value}L")
    }

    fn int_min(&self, bits: u32) -> &'static str {
        if bits == 64 {
            "LONG_MIN"
        } else {
            "INT_MIN"
        }
    }

    fn math_function(&self, name: &str, _t: DType) -> String {
        name.to_string()
    }

    fn write_fail(&self, p: &mut Printer<'_>, code: i32) -> Result<(), WriteError> {
        p.out.line(&format!("*{} = {code};", names::STATUS));
        Ok(())
    }
}
