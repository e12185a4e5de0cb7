//! The CUDA writer: CUDA C++ kernels from the device lowering (the same
//! kernels and parameters as OpenCL, [`super::grid`]), compiled to PTX by
//! NVRTC ([`crate::exec::cuda`]).

use super::cfamily::{Dialect, Printer};
use super::grid::{DeviceWriter, GridDialect};
use super::WriteError;
use crate::ir::DType;
use crate::kernel::names;

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

/// The CUDA C++ writer.
pub const CUDA_WRITER: DeviceWriter = DeviceWriter(&Cuda);

/// CUDA C++ without the standard headers NVRTC lacks: built-in integer
/// types, its own NaN and infinity, `__device__` helpers.
struct Cuda;

impl GridDialect for Cuda {
    fn reserved(&self) -> &'static [&'static str] {
        RESERVED
    }

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

    fn float32_math_in_double(&self) -> bool {
        true
    }

    fn write_fail(&self, p: &mut Printer<'_>, code: i32) -> Result<(), WriteError> {
        p.out.line(&format!("*{} = {code};", names::STATUS));
        Ok(())
    }
}
