//! The OpenCL writer: OpenCL C kernels from the device lowering, built and
//! run by [`crate::exec::opencl`]. The kernels' parameters are those of
//! every device module ([`super::grid`]).

use super::cfamily::{Dialect, Printer};
use super::grid::{DeviceWriter, GridDialect};
use super::WriteError;
use crate::ir::DType;
use crate::kernel::names;

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

/// The OpenCL C writer.
pub const OPENCL_WRITER: DeviceWriter = DeviceWriter(&OpenCl);

/// OpenCL C: its own scalar types, overloaded math functions, failures
/// written to the status word.
struct OpenCl;

impl GridDialect for OpenCl {
    fn reserved(&self) -> &'static [&'static str] {
        RESERVED
    }

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

    fn float32_math_in_double(&self) -> bool {
        true
    }

    fn write_fail(&self, p: &mut Printer<'_>, code: i32) -> Result<(), WriteError> {
        p.out.line(&format!("*{} = {code};", names::STATUS));
        Ok(())
    }
}
