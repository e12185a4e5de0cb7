//! The CUDA target: CUDA C++ kernels from the device lowering (the same
//! kernels and parameters as OpenCL, [`super::grid`]), compiled to PTX by
//! NVRTC, NVIDIA's runtime compiler, loaded at run time (`libnvrtc.so.12`,
//! from the CUDA toolkit or the PyPI wheel `nvidia-cuda-nvrtc-cu12`; see
//! `tools/nvrtc.sh`). NVRTC needs no GPU, so every stencil can be
//! compile-checked anywhere. Running the PTX needs the CUDA driver and a GPU,
//! which this target does not drive yet: [`Target::load`] compiles, then
//! says so.

use super::cfamily::{Dialect, Printer};
use super::grid::GridDialect;
use super::{BuildError, Code, Executable, Target, WriteError, WriteOptions};
use crate::ir::DType;
use crate::kernel::namer::Naming;
use crate::kernel::{names, Module};
use crate::runtime::jit::BuildReport;
use std::path::Path;

/// Why CUDA code could not be compiled or run.
#[derive(Debug, thiserror::Error)]
pub enum CudaError {
    /// NVRTC is not installed (or not on the library path).
    #[error("NVRTC (libnvrtc.so.12) not found: install the CUDA toolkit or the PyPI wheel `nvidia-cuda-nvrtc-cu12` and put its lib directory on LD_LIBRARY_PATH (tools/nvrtc.sh prints it)")]
    NoCompiler,
    /// NVRTC rejected the code.
    #[error("NVRTC compilation failed: {0}")]
    Compile(String),
    /// NVRTC is here, but nothing runs what it compiles.
    #[error("compile only: NVRTC compiles the code to PTX, but running CUDA code needs the CUDA driver and a GPU, which isobar does not drive yet")]
    CompileOnly,
    /// Compiled, but there is nothing to run it on.
    #[error("the code compiled to PTX ({ptx_bytes} bytes), but running CUDA code needs the CUDA driver and a GPU, which isobar does not drive yet")]
    NoRuntime {
        /// Size of the PTX.
        ptx_bytes: usize,
    },
}

/// Options NVRTC compiles with: no fused multiply-add (results match
/// NumPy's operation by operation); IEEE division and square root.
const NVRTC_OPTIONS: [&str; 3] = ["--fmad=false", "--prec-div=true", "--prec-sqrt=true"];

/// Words CUDA C++ reserves beyond C's that could look like stencil names
/// (none ends with `_`; listed for the namer's check).
const RESERVED: &[&str] = &[
    "threadIdx",
    "blockIdx",
    "blockDim",
    "gridDim",
    "warpSize",
    "class",
    "template",
    "namespace",
    "new",
    "delete",
    "this",
    "operator",
];

/// The CUDA target.
#[derive(Clone, Copy, Debug, Default)]
pub struct CudaTarget;

impl Target for CudaTarget {
    fn name(&self) -> &'static str {
        "cuda"
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
        nvrtc_present()?;
        Err(CudaError::CompileOnly.into())
    }

    fn write(&self, module: &Module, options: &WriteOptions) -> Result<Code, WriteError> {
        write(module, options)
    }

    fn load(
        &self,
        code: &Code,
        _module: &Module,
        _cache: Option<&Path>,
    ) -> Result<(Box<dyn Executable>, BuildReport), BuildError> {
        let ptx = compile_ptx(code)?;
        Err(CudaError::NoRuntime {
            ptx_bytes: ptx.len(),
        }
        .into())
    }
}

fn nvrtc_present() -> Result<(), CudaError> {
    // SAFETY: only tries to open the library.
    if unsafe { cudarc::nvrtc::sys::is_culib_present() } {
        Ok(())
    } else {
        Err(CudaError::NoCompiler)
    }
}

/// Compiles CUDA code to PTX with NVRTC; returns the PTX.
pub fn compile_ptx(code: &Code) -> Result<String, CudaError> {
    nvrtc_present()?;
    let options = cudarc::nvrtc::CompileOptions {
        options: NVRTC_OPTIONS.iter().map(|o| o.to_string()).collect(),
        name: Some(format!("{}.cu", code.function)),
        ..Default::default()
    };
    cudarc::nvrtc::compile_ptx_with_opts(&code.source, options)
        .map(|ptx| ptx.to_src())
        .map_err(|e| CudaError::Compile(e.to_string()))
}

/// Writes a device module as CUDA C++.
pub fn write(module: &Module, options: &WriteOptions) -> Result<Code, WriteError> {
    super::grid::write(module, options, &Cuda)
}

/// CUDA C++ without the standard headers NVRTC lacks: built-in integer
/// types, its own NaN and infinity, `__device__` helpers.
struct Cuda;

impl GridDialect for Cuda {
    fn preamble(&self) -> &'static [&'static str] {
        &[
            "#define NAN __int_as_float(0x7fc00000)",
            "#define INFINITY __int_as_float(0x7f800000)",
        ]
    }

    fn extension(&self) -> &'static str {
        "cu"
    }

    fn kernel_head(&self) -> &'static str {
        "extern \"C\" __global__ void"
    }

    fn global_pointer(&self, element: &str) -> String {
        format!("{element} *__restrict__")
    }

    fn global_index(&self, dim: usize) -> String {
        let axis = ["x", "y", "z"][dim.min(2)];
        format!("(long long)blockIdx.{axis} * blockDim.{axis} + threadIdx.{axis}")
    }
}

impl Dialect for Cuda {
    fn target(&self) -> &'static str {
        "cuda"
    }

    fn type_name(&self, t: DType) -> &'static str {
        match t {
            DType::Bool => "unsigned char",
            DType::Int8 => "signed char",
            DType::Int16 => "short",
            DType::Int32 => "int",
            DType::Int64 => "long long",
            DType::Float32 => "float",
            DType::Float64 => "double",
        }
    }

    fn unsigned_name(&self, bits: u32) -> &'static str {
        match bits {
            8 => "unsigned char",
            16 => "unsigned short",
            32 => "unsigned int",
            _ => "unsigned long long",
        }
    }

    fn int64_literal(&self, value: i64) -> String {
        format!("{value}LL")
    }

    fn int_min(&self, bits: u32) -> &'static str {
        if bits == 64 {
            "(-9223372036854775807LL - 1)"
        } else {
            "(-2147483647 - 1)"
        }
    }

    fn helper_qualifier(&self) -> &'static str {
        "static __device__ __forceinline__"
    }

    fn write_fail(&self, p: &mut Printer<'_>, code: i32) -> Result<(), WriteError> {
        p.out.line(&format!("*{} = {code};", names::STATUS));
        Ok(())
    }
}
