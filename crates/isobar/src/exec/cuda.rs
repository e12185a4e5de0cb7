//! CUDA: the code compiled to PTX by NVRTC, NVIDIA's runtime compiler,
//! loaded at run time (`libnvrtc.so.12`, from the CUDA toolkit or the PyPI
//! wheel `nvidia-cuda-nvrtc-cu12`; see `tools/nvrtc.sh`). NVRTC needs no
//! GPU, so every stencil can be compile-checked anywhere. Running the PTX
//! needs the CUDA driver and a GPU, which isobar does not drive yet:
//! [`CudaLoader::load`] compiles, then says so.

use super::{BuildError, Loaded, Loader, Source};
use crate::back::Code;

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

/// Compiles with NVRTC; cannot run yet.
#[derive(Clone, Copy, Debug, Default)]
pub struct CudaLoader;

impl Loader for CudaLoader {
    fn availability(&self) -> Result<String, BuildError> {
        nvrtc_present()?;
        Err(CudaError::CompileOnly.into())
    }

    fn load(&self, source: &Source<'_>) -> Loaded {
        let (code, _) = source.code("cuda")?;
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
