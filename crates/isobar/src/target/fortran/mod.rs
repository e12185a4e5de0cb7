//! The Fortran target: a Fortran 2008 module per stencil, from the CPU
//! lowering (OpenMP threads over tiles, as C), with `bind(C)` interfaces,
//! compiled by `gfortran` for calls from isobar, and written by `isobar
//! generate --backend fortran` for a host model to `use` (static mode).
//!
//! The module `isobar_stencil_NAME_m` has two public functions:
//!
//! ```fortran
//! integer(c_int) function isobar_stencil_NAME(f, f_origin, f_si, ..., s, ..., ni, nj, nk)
//! integer(c_int) function isobar_entry_NAME(fields, strides, scalars, domain)
//! ```
//!
//! Each field is passed as an array whose element 0 is the first element of
//! the memory the field covers (`f(0:*)`; from Fortran, the array itself),
//! then the offset of the compute domain's origin from there, its strides in
//! elements (spatial axes it has, then data dimensions) and, if the stencil
//! reads it at variable K offsets, its valid K range `[lo, hi)` relative to
//! the origin. Scalars follow by value, then the domain size. `bool` is
//! `integer(c_int8_t)`. The status is as for C (0, 2 out of memory, 16 + n).
//! The entry point takes the same in arrays (C's `void **`, `int64_t *`),
//! each field's strides preceded by its length and origin offset.

mod prelude;
mod printer;

use super::c::{Convention, NativeExecutable};
use super::{BuildError, Code, Executable, Target, WriteError, WriteOptions};
use crate::ir::DType;
use crate::kernel::namer::Naming;
use crate::kernel::{names, Module, Node, ParamKind};
use crate::runtime::jit::{default_cache_dir, BuildReport, Jit, FORTRAN};
use prelude::{used_functions, write_c_interfaces, write_helpers};
use printer::{collect_buffers, Writer};
use std::path::Path;

/// The Fortran target.
#[derive(Clone, Copy, Debug, Default)]
pub struct FortranTarget;

/// The longest identifier Fortran 2008 allows.
const MAX_NAME: usize = 63;

/// Fortran's keywords and the intrinsic names the generated code calls
/// (none ends with `_`: listed for the namer's check).
const RESERVED: &[&str] = &[
    "do", "if", "then", "else", "end", "block", "function", "result", "module", "use", "exit",
    "merge", "modulo", "min", "max", "abs", "real", "int", "logical", "integer",
];

impl Target for FortranTarget {
    fn name(&self) -> &'static str {
        "fortran"
    }

    fn lowering(&self) -> crate::kernel::Lowering {
        crate::kernel::Lowering::Cpu
    }

    fn naming(&self) -> Naming {
        Naming {
            case_insensitive: true,
            letter_first: true,
            max_len: Some(MAX_NAME),
            reserved: RESERVED,
        }
    }

    fn availability(&self) -> Result<String, BuildError> {
        let jit = Jit::for_language(&FORTRAN, &default_cache_dir())?;
        Ok(format!("compiled by {}", jit.compiler().display()))
    }

    fn write(&self, module: &Module, options: &WriteOptions) -> Result<Code, WriteError> {
        write(module, options)
    }

    fn load(
        &self,
        code: &Code,
        _module: &Module,
        cache: Option<&Path>,
    ) -> Result<(Box<dyn Executable>, BuildReport), BuildError> {
        let dir = cache
            .map(Path::to_path_buf)
            .unwrap_or_else(default_cache_dir);
        let jit = Jit::for_language(&FORTRAN, &dir)?;
        let (library, report) = jit.build(&code.source)?;
        let exe = NativeExecutable::load(library, &code.entry, Convention::Span)?;
        Ok((Box::new(exe), report))
    }
}

/// `name` if Fortran allows its length, else cut with a hash of the whole.
fn fortran_name(name: &str) -> String {
    if name.len() <= MAX_NAME {
        return name.to_string();
    }
    let hash = blake3::hash(name.as_bytes()).to_hex();
    format!("{}_{}", &name[..MAX_NAME - 9], &hash[..8])
}

/// The kind parameter of a type's storage.
pub(super) fn kind(t: DType) -> &'static str {
    match t {
        DType::Bool | DType::Int8 => "c_int8_t",
        DType::Int16 => "c_int16_t",
        DType::Int32 => "c_int32_t",
        DType::Int64 => "c_int64_t",
        DType::Float32 => "c_float",
        DType::Float64 => "c_double",
    }
}

/// The declared type of storage of `t` (`bool` is stored as one byte).
pub(super) fn storage(t: DType) -> String {
    if t.is_float() {
        format!("real({})", kind(t))
    } else {
        format!("integer({})", kind(t))
    }
}

/// The declared type of a value of `t` (`bool` values are `logical`).
pub(super) fn value_type(t: DType) -> String {
    if t == DType::Bool {
        "logical".into()
    } else {
        storage(t)
    }
}

/// Writes `module` (a CPU module) as a Fortran 2008 module.
pub fn write(module: &Module, _options: &WriteOptions) -> Result<Code, WriteError> {
    let Some(kernel) = module.kernels.first() else {
        return Err(WriteError::Invalid(vec![
            "a Fortran module needs one kernel".into(),
        ]));
    };
    let function = fortran_name(&module.name);
    let entry_c = crate::kernel::namer::entry_name(&module.name);
    let entry = fortran_name(&entry_c);
    let module_name = fortran_name(&format!("{}_m", module.name));
    let mut w = Writer::new(module);
    collect_buffers(&kernel.body, &mut w);
    let used = used_functions(&kernel.body);
    w.line(&format!(
        "! Generated by isobar from {}: stencil `{}`. Do not edit.",
        comment_text(&module.source_file),
        comment_text(&module.stencil_name)
    ));
    w.line(&format!("module {module_name}"));
    w.indent();
    w.line("use, intrinsic :: iso_c_binding");
    w.line("use, intrinsic :: ieee_arithmetic");
    w.line("implicit none");
    w.line("private");
    w.line(&format!("public :: {function}, {entry}"));
    write_c_interfaces(&mut w, &used);
    w.dedent();
    w.line("contains");
    w.indent();
    write_helpers(&mut w, &used);
    w.line("");
    write_function(&mut w, module, &function, &kernel.body)?;
    w.line("");
    write_entry(&mut w, module, &function, &entry, &entry_c);
    w.dedent();
    w.line(&format!("end module {module_name}"));
    Ok(Code {
        source: w.text,
        header: String::new(),
        extension: "f90",
        function,
        entry: entry_c,
    })
}

/// `text` safe for a one-line comment.
pub(super) fn comment_text(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_ascii_graphic() || c == ' ' {
                c
            } else {
                '?'
            }
        })
        .collect()
}

/// The dummy argument holding field number `n`'s origin offset.
pub(super) fn origin_name(n: usize) -> String {
    format!("isobar_o{n}")
}

/// The typed function: the kernel's body over dummy arguments.
fn write_function(
    w: &mut Writer,
    module: &Module,
    function: &str,
    body: &[Node],
) -> Result<(), WriteError> {
    let mut args = Vec::new();
    let mut decls = Vec::new();
    let mut n = 0;
    for p in &module.params {
        match &p.kind {
            ParamKind::Field {
                dtype,
                strides,
                k_bounds,
                ..
            } => {
                n += 1;
                args.push(p.name.clone());
                decls.push(format!(
                    "{}, intent(inout) :: {}(0:*)",
                    storage(*dtype),
                    p.name
                ));
                let mut longs = vec![origin_name(n)];
                longs.extend(strides.iter().cloned());
                if let Some((lo, hi)) = k_bounds {
                    longs.push(lo.clone());
                    longs.push(hi.clone());
                }
                args.extend(longs.iter().cloned());
                decls.push(format!("integer(c_int64_t), value :: {}", longs.join(", ")));
            }
            ParamKind::Scalar { dtype } => {
                args.push(p.name.clone());
                decls.push(format!("{}, value :: {}", storage(*dtype), p.name));
            }
        }
    }
    args.extend(names::SIZES.iter().map(|s| s.to_string()));
    decls.push(format!(
        "integer(c_int64_t), value :: {}",
        names::SIZES.join(", ")
    ));
    w.line(&format!(
        "function {function}({}) result({}) bind(C, name=\"{}\")",
        args.join(", "),
        names::STATUS,
        module.name
    ));
    w.indent();
    for d in decls {
        w.line(&d);
    }
    w.line(&format!("integer(c_int) :: {}", names::STATUS));
    w.line(&format!("{} = 0", names::STATUS));
    w.nodes(body)?;
    w.dedent();
    w.line(&format!("end function {function}"));
    Ok(())
}

/// The array-argument entry point, which calls the typed function.
fn write_entry(w: &mut Writer, module: &Module, function: &str, entry: &str, entry_c: &str) {
    w.line(&format!(
        "function {entry}(fields, strides, scalars, domain) result({}) bind(C, name=\"{entry_c}\")",
        names::STATUS
    ));
    w.indent();
    w.line("type(c_ptr), intent(in) :: fields(*)");
    w.line("integer(c_int64_t), intent(in) :: strides(*)");
    w.line("type(c_ptr), intent(in) :: scalars(*)");
    w.line("integer(c_int64_t), intent(in) :: domain(3)");
    w.line(&format!("integer(c_int) :: {}", names::STATUS));
    let (mut f, mut s, mut sc) = (0, 0, 0);
    let mut setup = Vec::new();
    let mut args = Vec::new();
    for p in &module.params {
        match &p.kind {
            ParamKind::Field {
                dtype,
                strides,
                k_bounds,
                ..
            } => {
                f += 1;
                let name = format!("isobar_f{f}");
                w.line(&format!("{}, pointer :: {name}(:)", storage(*dtype)));
                s += 1;
                setup.push(format!(
                    "call c_f_pointer(fields({f}), {name}, [max(strides({s}), 1_c_int64_t)])"
                ));
                args.push(name);
                let count = 1 + strides.len() + if k_bounds.is_some() { 2 } else { 0 };
                for _ in 0..count {
                    s += 1;
                    args.push(format!("strides({s})"));
                }
            }
            ParamKind::Scalar { dtype } => {
                sc += 1;
                let name = format!("isobar_s{sc}");
                w.line(&format!("{}, pointer :: {name}", storage(*dtype)));
                setup.push(format!("call c_f_pointer(scalars({sc}), {name})"));
                args.push(name);
            }
        }
    }
    args.extend(["domain(1)", "domain(2)", "domain(3)"].map(String::from));
    for line in setup {
        w.line(&line);
    }
    w.line(&format!(
        "{} = {function}({})",
        names::STATUS,
        args.join(", ")
    ));
    w.dedent();
    w.line(&format!("end function {entry}"));
}
