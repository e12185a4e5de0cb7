//! The C back-end: readable C11 with OpenMP, `gcc -Wall -Wextra` clean.
//!
//! Calling convention of the generated code (also written into the header):
//!
//! ```c
//! int NAME(T *restrict field, int64_t field_si, ..., S scalar, ..., int64_t ni, int64_t nj, int64_t nk);
//! int isobar_entry_NAME(void *const *fields, const int64_t *strides,
//!                       const void *const *scalars, const int64_t *domain);
//! ```
//!
//! Each field is passed as a pointer to the element at the compute domain's
//! origin, followed by its strides in elements (one per spatial axis it has, then
//! one per data dimension) and, if the stencil reads it at variable K offsets,
//! the valid K index range `[lo, hi)` relative to the origin. Scalars follow in
//! signature order, then the domain size. `bool` is one byte (`uint8_t`). The
//! functions return 0, 2 when memory ran out, or 16 + n when an access at a
//! variable K offset or data index fell outside its array (the offending point
//! is skipped; n is the number of the field's symbol).
//! `isobar_entry_NAME` is the same function with its arguments in arrays:
//! `fields[n]` and `scalars[m]` (a pointer to the value) in signature order,
//! `strides` the concatenation of every field's strides and K range, `domain`
//! `{ni, nj, nk}`.

use super::c_stream;
use super::cfamily::{comment_text, Dialect, Printer};
use super::{
    BuildError, Code, Executable, FieldView, Invocation, Target, WriteError, WriteOptions,
};
use crate::ir::DType;
use crate::kernel::namer::Naming;
use crate::kernel::{Buffer, Module, Node, ParamKind, Prefetch, Schedule, Stage, TileOrder};
use crate::runtime::jit::{BuildReport, Jit, Library};
use crate::runtime::Scalar;
use std::ffi::c_void;
use std::path::Path;
use std::sync::Arc;

/// The C target: one function per stencil, OpenMP threads over tiles.
#[derive(Clone, Copy, Debug, Default)]
pub struct CTarget;

impl Target for CTarget {
    fn name(&self) -> &'static str {
        "c"
    }

    fn lowering(&self) -> crate::kernel::Lowering {
        crate::kernel::Lowering::Cpu
    }

    fn naming(&self) -> Naming {
        Naming::default()
    }

    fn stages_columns(&self) -> bool {
        true
    }

    fn availability(&self) -> Result<String, BuildError> {
        let jit = Jit::new()?;
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
        let jit = match cache {
            Some(dir) => Jit::with_cache_dir(dir),
            None => Jit::new(),
        }?;
        let (library, report) = jit.build(&code.source)?;
        let exe = NativeExecutable::load(library, &code.entry, Convention::Origin)?;
        Ok((Box::new(exe), report))
    }
}

/// The array-argument entry point of a generated library (C and Fortran).
type Entry =
    unsafe extern "C" fn(*const *mut c_void, *const i64, *const *const c_void, *const i64) -> i32;

/// How an array-argument entry point takes its fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Convention {
    /// C: `fields[n]` points at the compute domain's origin; its strides,
    /// then its K range if it has one.
    Origin,
    /// Fortran: `fields[n]` points at the first element of the memory the
    /// field covers; its length, the origin's offset from there, its
    /// strides, then its K range if it has one.
    Span,
}

/// A loaded native library (compiled C or Fortran) and its entry point.
pub(super) struct NativeExecutable {
    library: Arc<Library>,
    entry: Entry,
    convention: Convention,
}

impl NativeExecutable {
    /// The entry point `entry` of `library`, taking fields by `convention`.
    pub(super) fn load(
        library: Arc<Library>,
        entry: &str,
        convention: Convention,
    ) -> Result<Self, BuildError> {
        // SAFETY: the entry point's type is the one the C and Fortran writers emit.
        let entry = unsafe { library.function::<Entry>(entry) }?;
        Ok(NativeExecutable {
            library,
            entry,
            convention,
        })
    }
}

impl Executable for NativeExecutable {
    unsafe fn run(&self, call: &Invocation<'_>) -> Result<i32, BuildError> {
        let mut fields: Vec<*mut c_void> = Vec::new();
        let mut strides: Vec<i64> = Vec::new();
        let mut views = call.fields.iter();
        for param in &call.module.params {
            if let ParamKind::Field { axes, k_bounds, .. } = &param.kind {
                let Some(view) = views.next() else { break };
                match self.convention {
                    // SAFETY: validation checked that the origin lies inside the array.
                    Convention::Origin => fields.push(unsafe { origin_pointer(view) }.cast()),
                    Convention::Span => {
                        let span = view.span();
                        let bytes = view.dtype.size_bytes() as isize;
                        // SAFETY: the span lies inside the caller's array.
                        fields.push(unsafe { view.data.offset(span.first * bytes) }.cast());
                        strides.push(span.len as i64);
                        strides.push((view.origin_offset() - span.first) as i64);
                    }
                }
                strides.extend(view.strides.iter().map(|&s| s as i64));
                if k_bounds.is_some() {
                    let k_axis = axes.rank() - 1;
                    let origin_k = view.origin[k_axis] as i64;
                    strides.push(-origin_k);
                    strides.push(view.shape[k_axis] as i64 - origin_k);
                }
            }
        }
        let scalar_bytes: Vec<[u8; 8]> = call.scalars.iter().map(|&v| scalar_to_bytes(v)).collect();
        let scalars: Vec<*const c_void> = scalar_bytes.iter().map(|b| b.as_ptr().cast()).collect();
        // SAFETY: the arguments were validated against the stencil: every field is
        // as large as the accesses need, variable offsets are checked by the code.
        Ok(unsafe {
            (self.entry)(
                fields.as_ptr(),
                strides.as_ptr(),
                scalars.as_ptr(),
                call.domain.as_ptr(),
            )
        })
    }

    fn set_threads(&self, threads: usize) -> Result<(), BuildError> {
        Ok(self.library.set_threads(threads)?)
    }
}

/// The address of a field's element at the compute domain's origin.
///
/// # Safety
/// The origin must lie inside the array `view` describes.
pub unsafe fn origin_pointer(view: &FieldView) -> *mut u8 {
    unsafe {
        view.data
            .offset(view.origin_offset() * view.dtype.size_bytes() as isize)
    }
}

/// A scalar in native byte order, in an 8-byte slot.
pub fn scalar_to_bytes(v: Scalar) -> [u8; 8] {
    let mut out = [0u8; 8];
    let bytes: Vec<u8> = match v {
        Scalar::Bool(b) => vec![b as u8],
        Scalar::I8(x) => x.to_ne_bytes().to_vec(),
        Scalar::I16(x) => x.to_ne_bytes().to_vec(),
        Scalar::I32(x) => x.to_ne_bytes().to_vec(),
        Scalar::I64(x) => x.to_ne_bytes().to_vec(),
        Scalar::F32(x) => x.to_ne_bytes().to_vec(),
        Scalar::F64(x) => x.to_ne_bytes().to_vec(),
    };
    out[..bytes.len()].copy_from_slice(&bytes);
    out
}

/// Writes `module` (a CPU module: one kernel run once) as C.
pub fn write(module: &Module, options: &WriteOptions) -> Result<Code, WriteError> {
    let Some(kernel) = module.kernels.first() else {
        return Err(WriteError::Invalid(vec![
            "a C module needs one kernel".into()
        ]));
    };
    let mut p = Printer::new(&C, &module.source_file, options.line_directives);
    for param in &module.params {
        if let ParamKind::Field { strides, .. } = &param.kind {
            p.add_array(&param.name, strides);
        }
    }
    let mut buffers = Vec::new();
    collect_buffers(&kernel.body, &mut buffers);
    for b in &buffers {
        p.add_array(&b.name, &b.strides);
        p.buffers.push(b.name.clone());
        if b.level_blocks {
            p.level_blocked.push(b.name.clone());
        }
    }
    p.out.line(&format!(
        "/* Generated by isobar from {}: stencil `{}`. Do not edit. */",
        comment_text(&module.source_file),
        comment_text(&module.stencil_name)
    ));
    for include in ["math.h", "stdint.h", "stdlib.h"] {
        p.out.line(&format!("#include <{include}>"));
    }
    p.out.line("");
    let prelude = p.prelude(&[&kernel.body], &[]);
    let float_to_int = prelude.iter().any(|d| d.contains("isobar_f2i_"));
    for def in prelude {
        p.out.line(&def);
    }
    p.out.line("");
    if float_to_int {
        // With -fno-trapping-math GCC turns `(double)(int64_t)v` into
        // `trunc(v)`, which is -0.0 where the integer is 0 for v in (-1, 0)
        // (1.0 / it gave -inf instead of inf: fuzz seed 5041). Code that
        // converts floats to integers keeps trapping math.
        for line in TRAPPING_MATH.lines() {
            p.out.raw_line(line);
        }
        p.out.line("");
    }
    let unit = unit_strides(module);
    let streamed = if unit.is_empty() {
        Default::default()
    } else {
        c_stream::streamed_arrays(module)
    };
    // Staged columns go out with streaming stores too.
    let staged = super::c_stage::uses_staging(module);
    if !streamed.is_empty() || staged {
        for line in c_stream::PRELUDE.lines() {
            p.out.raw_line(line);
        }
        p.out.line("");
    }
    if staged {
        for line in super::c_stage::PRELUDE.lines() {
            p.out.raw_line(line);
        }
        p.out.line("");
    }
    p.stream_fence = !streamed.is_empty() || staged;
    if !unit.is_empty() {
        for line in ROW_LOOPS.lines() {
            p.out.raw_line(line);
        }
        p.out.line("");
        // The same routine with a literal unit stride along the axis its loops
        // run innermost: the compiler then vectorises with plain vector loads
        // and stores instead of strided accesses.
        for (array, position, _) in &unit {
            p.set_stride(array, *position, "1");
        }
        p.out.line(&format!(
            "ISOBAR_ROW_LOOPS static int {}({})",
            unit_stride_name(&module.name),
            signature_args(module).join(", ")
        ));
        p.out.line("{");
        p.out.indent();
        if !streamed.is_empty() || staged || !p.level_blocked.is_empty() {
            p.out.line(&c_stream::flag_declaration(module));
        }
        // Loops along K on C-order fields follow the fields' alignment.
        if let Some((reference, size)) = super::c_align::reference(module) {
            p.out.line(&super::c_align::declaration(&reference));
            p.align = Some(size);
        }
        p.out.dedent();
        p.streamed = streamed;
        write_body(&mut p, module, kernel)?;
        p.streamed.clear();
        p.align = None;
        p.stream_fence = staged;
        for (array, position, stride) in &unit {
            p.set_stride(array, *position, stride);
        }
        p.out.line("");
    }
    p.out.line(&signature(module));
    p.out.line("{");
    p.out.indent();
    if staged {
        p.out.line(&c_stream::flag_declaration(module));
    } else if !p.level_blocked.is_empty() {
        // Rows are carried only in the routine for unit strides: here the
        // compiler drops that code (it took the build 1.1 s instead of 0.8).
        p.out.line(&c_stream::flag_off());
    }
    if !unit.is_empty() {
        let all_unit: Vec<String> = unit.iter().map(|(_, _, s)| format!("{s} == 1")).collect();
        p.out.line(&format!(
            "if ({}) return {}({});",
            all_unit.join(" && "),
            unit_stride_name(&module.name),
            call_args(module).join(", ")
        ));
    }
    p.out.dedent();
    write_body(&mut p, module, kernel)?;
    p.out.line("");
    let entry = crate::kernel::namer::entry_name(&module.name);
    write_entry(&mut p, module, &entry);
    Ok(Code {
        source: p.out.into_text(),
        header: header(module, &entry),
        extension: "c",
        function: module.name.clone(),
        entry,
    })
}

/// Keeps GCC from folding `(double)(int64_t)v` into `trunc(v)` (see where
/// it is written).
const TRAPPING_MATH: &str = "#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize(\"trapping-math\")
#endif";

/// A function attribute that keeps GCC from turning a row copied in a loop
/// into a call of `memcpy` (slow for rows of a few kilobytes, and it defeats
/// the streaming stores that follow).
const ROW_LOOPS: &str = "#if defined(__GNUC__) && !defined(__clang__)
#define ISOBAR_ROW_LOOPS __attribute__((optimize(\"no-tree-loop-distribute-patterns\")))
#else
#define ISOBAR_ROW_LOOPS
#endif";

/// Writes the statements of the routine, one level deeper (its signature and
/// opening brace are written already; this writes the closing one).
fn write_body(
    p: &mut Printer<'_>,
    module: &Module,
    kernel: &crate::kernel::Kernel,
) -> Result<(), WriteError> {
    p.out.indent();
    p.out.line("int status = 0;");
    let mut unused: Vec<String> = Vec::new();
    for param in &module.params {
        unused.push(param.name.clone());
        if let ParamKind::Field {
            strides, k_bounds, ..
        } = &param.kind
        {
            unused.extend(strides.iter().cloned());
            if let Some((lo, hi)) = k_bounds {
                unused.push(lo.clone());
                unused.push(hi.clone());
            }
        }
    }
    unused.extend(["ni", "nj", "nk"].map(String::from));
    p.out.line(
        &unused
            .iter()
            .map(|u| format!("(void){u};"))
            .collect::<Vec<_>>()
            .join(" "),
    );
    p.nodes(&kernel.body)?;
    p.out.line("return status;");
    p.out.dedent();
    p.out.line("}");
    Ok(())
}

/// The strides along the axis the loops run innermost, of every field that has
/// it: (array, position among its strides, stride identifier).
fn unit_strides(module: &Module) -> Vec<(String, usize, String)> {
    module
        .params
        .iter()
        .filter_map(|param| match &param.kind {
            ParamKind::Field {
                strides,
                contiguous: Some(c),
                ..
            } => Some((param.name.clone(), *c, strides.get(*c)?.clone())),
            _ => None,
        })
        .collect()
}

/// The routine specialised for unit strides (`static`: never a symbol of the
/// library; the `isobar_` prefix keeps it apart from user names).
fn unit_stride_name(routine: &str) -> String {
    let base = routine.strip_prefix("isobar_stencil_").unwrap_or(routine);
    format!("isobar_unit_stride_{base}")
}

fn collect_buffers(nodes: &[Node], out: &mut Vec<Buffer>) {
    struct Collect<'a>(&'a mut Vec<Buffer>);
    impl super::Visitor for Collect<'_> {
        fn visit_node(&mut self, node: &Node) {
            if let Node::Scope { buffers, .. } = node {
                self.0.extend(buffers.iter().cloned());
            }
            super::walk_node(self, node);
        }
    }
    let mut c = Collect(out);
    nodes
        .iter()
        .for_each(|n| super::Visitor::visit_node(&mut c, n));
}

/// The array-argument entry point, which calls the typed function.
fn write_entry(p: &mut Printer<'_>, module: &Module, entry: &str) {
    p.out.line(&entry_signature(entry));
    p.out.line("{");
    p.out.indent();
    let (mut f, mut s, mut sc) = (0, 0, 0);
    let mut args = Vec::new();
    for param in &module.params {
        match &param.kind {
            ParamKind::Field {
                dtype,
                strides,
                k_bounds,
                ..
            } => {
                args.push(format!("({} *)fields[{f}]", ctype(*dtype)));
                f += 1;
                let n = strides.len() + if k_bounds.is_some() { 2 } else { 0 };
                for _ in 0..n {
                    args.push(format!("strides[{s}]"));
                    s += 1;
                }
            }
            ParamKind::Scalar { dtype } => {
                args.push(format!("*(const {} *)scalars[{sc}]", ctype(*dtype)));
                sc += 1;
            }
        }
    }
    args.extend(["domain[0]", "domain[1]", "domain[2]"].map(String::from));
    for (unused, used) in [("fields", f), ("strides", s), ("scalars", sc)] {
        if used == 0 {
            p.out.line(&format!("(void){unused};"));
        }
    }
    p.out
        .line(&format!("return {}({});", module.name, args.join(", ")));
    p.out.dedent();
    p.out.line("}");
}

/// The C dialect: `<stdint.h>` types, OpenMP schedules, `malloc`ed tile buffers.
struct C;

impl Dialect for C {
    fn target(&self) -> &'static str {
        "c"
    }

    fn type_name(&self, t: DType) -> &'static str {
        ctype(t)
    }

    fn unsigned_name(&self, bits: u32) -> &'static str {
        match bits {
            8 => "uint8_t",
            16 => "uint16_t",
            32 => "uint32_t",
            _ => "uint64_t",
        }
    }

    fn int64_literal(&self, value: i64) -> String {
        format!("INT64_C({value})")
    }

    fn int_min(&self, bits: u32) -> &'static str {
        if bits == 64 {
            "INT64_MIN"
        } else {
            "INT32_MIN"
        }
    }

    fn write_schedule(&self, p: &mut Printer<'_>, s: &Schedule) -> Result<(), WriteError> {
        match s {
            Schedule::Threads { body } => {
                p.out.raw_line("#pragma omp parallel");
                p.out.line("{");
                p.block(body)?;
                if p.stream_fence {
                    p.out.indent();
                    p.out.line("isobar_stream_fence();");
                    p.out.dedent();
                }
                p.out.line("}");
            }
            Schedule::Lanes { body } => c_stream::write_lanes(p, body)?,
            Schedule::ShareOut { collapse, body } => {
                let clause = if *collapse > 1 {
                    format!(" collapse({collapse})")
                } else {
                    String::new()
                };
                p.out
                    .raw_line(&format!("#pragma omp for{clause} schedule(static)"));
                p.write_loop(body)?;
            }
        }
        Ok(())
    }

    fn write_scope(
        &self,
        p: &mut Printer<'_>,
        buffers: &[Buffer],
        body: &[Node],
    ) -> Result<(), WriteError> {
        p.out.line("{");
        p.out.indent();
        for b in buffers {
            write_tile_buffer(p, b);
        }
        let ok: Vec<String> = buffers
            .iter()
            .map(|b| format!("{}_base != 0", b.name))
            .collect();
        let ok = if ok.is_empty() {
            "1".to_string()
        } else {
            ok.join(" && ")
        };
        p.out.line(&format!("const int buffers_ok = {ok};"));
        p.out.line("if (!buffers_ok) {");
        p.out.indent();
        self.write_fail(p, 2)?;
        p.out.dedent();
        p.out.line("}");
        p.nodes(body)?;
        for b in buffers {
            p.out.line(&format!("free({}_base);", b.name));
        }
        p.out.dedent();
        p.out.line("}");
        Ok(())
    }

    fn write_stage(&self, p: &mut Printer<'_>, s: &Stage) -> Result<(), WriteError> {
        super::c_stage::write_stage(p, s)
    }

    fn write_prefetch(&self, p: &mut Printer<'_>, pf: &Prefetch) -> Result<(), WriteError> {
        super::c_stage::write_prefetch(p, pf)
    }

    fn write_fail(&self, p: &mut Printer<'_>, code: i32) -> Result<(), WriteError> {
        p.out.raw_line("#pragma omp atomic write");
        p.out.line(&format!("status = {code};"));
        Ok(())
    }
}

/// Allocates one thread's tile buffer and defines its strides.
fn write_tile_buffer(p: &mut Printer<'_>, b: &Buffer) {
    let t = ctype(b.dtype);
    let [il, ih, jl, jh, kb, ka] = b.halo;
    let (si, sj, sk) = (&b.strides[0], &b.strides[1], &b.strides[2]);
    let kept = match b.k_ring {
        Some(ring) => format!("k-cache of the last {ring} level(s)"),
        None => format!("levels k[-{kb}, +{ka}]"),
    };
    // Points along I and J with the halo: the tile's, or the domain's.
    let (ti, tj) = match b.spans_domain {
        false => (
            (b.tile[0] + il + ih).to_string(),
            (b.tile[1] + jl + jh).to_string(),
        ),
        true => (format!("(ni + {})", il + ih), format!("(nj + {})", jl + jh)),
    };
    let what = match b.spans_domain {
        false => format!("tile {}x{}", b.tile[0], b.tile[1]),
        true => "the domain (shared by the threads)".to_string(),
    };
    p.out.line(&format!(
        "/* {}: {what} with halo i[-{il}, +{ih}] j[-{jl}, +{jh}], {kept} */",
        b.name
    ));
    let levels = match b.k_ring {
        Some(ring) => ring.to_string(),
        None => format!("(nk + {})", kb + ka),
    };
    let size = match b.layout {
        // I contiguous, then K, then J, data dimensions outermost: the
        // layout of the fields (`ifirst_axis_order`).
        // J contiguous, then K, then I (staged columns side by side): the
        // same with the roles of I and J swapped.
        TileOrder::IFirst | TileOrder::JFirst => {
            let ((fast, fast_n), (slow, slow_n)) = if b.layout == TileOrder::IFirst {
                ((si, &ti), (sj, &tj))
            } else {
                ((sj, &tj), (si, &ti))
            };
            p.out.line(&format!("const int64_t {fast} = 1;"));
            p.out.line(&format!("const int64_t {sk} = {fast_n};"));
            p.out
                .line(&format!("const int64_t {slow} = {sk} * {levels};"));
            let mut s = format!("{slow} * {slow_n}");
            for (d, name) in b.data_dims.iter().zip(&b.strides[3..]).rev() {
                p.out.line(&format!("const int64_t {name} = {s};"));
                s = format!("{name} * {d}");
            }
            s
        }
        // Levels contiguous in the routine that follows the fields' alignment:
        // whole lines per column, the buffer shifted as the fields lie.
        TileOrder::KFirst if p.align.is_some() && b.data_dims.is_empty() && !b.spans_domain => {
            let lines = super::c_align::whole_lines(&levels, b.dtype);
            p.out.line(&format!("const int64_t {sk} = 1;"));
            p.out.line(&format!("const int64_t {sj} = {lines};"));
            p.out.line(&format!("const int64_t {si} = {sj} * {tj};"));
            let slack = super::c_align::buffer_slack(b.dtype);
            let size = format!("{si} * {ti} + {slack}");
            p.out.line(&format!(
                "{t} *const {n}_base = ({t} *)malloc(sizeof({t}) * (size_t)({size}));",
                n = b.name
            ));
            let start = super::c_align::shifted_buffer(
                &format!("{}_base", b.name),
                b.dtype,
                p.align.unwrap_or(8),
                kb,
            );
            p.out.line(&format!(
                "{t} *restrict {n} = {n}_base ? {start} + {il} * {si} + {jl} * {sj} + {kb} * {sk} : 0;",
                n = b.name
            ));
            return;
        }
        // C order: I, J, K, then data dimensions innermost.
        TileOrder::KFirst => {
            let mut s = "1".to_string();
            for (d, name) in b.data_dims.iter().zip(&b.strides[3..]).rev() {
                p.out.line(&format!("const int64_t {name} = {s};"));
                s = format!("{name} * {d}");
            }
            p.out.line(&format!("const int64_t {sk} = {s};"));
            p.out
                .line(&format!("const int64_t {sj} = {sk} * {levels};"));
            p.out.line(&format!("const int64_t {si} = {sj} * {tj};"));
            format!("{si} * {ti}")
        }
    };
    p.out.line(&format!(
        "{t} *const {n}_base = ({t} *)malloc(sizeof({t}) * (size_t)({size}));",
        n = b.name
    ));
    p.out.line(&format!(
        "{t} *restrict {n} = {n}_base ? {n}_base + {il} * {si} + {jl} * {sj} + {kb} * {sk} : 0;",
        n = b.name
    ));
}

/// The C type of a storage element / value.
pub fn ctype(t: DType) -> &'static str {
    match t {
        DType::Bool => "uint8_t",
        DType::Int8 => "int8_t",
        DType::Int16 => "int16_t",
        DType::Int32 => "int32_t",
        DType::Int64 => "int64_t",
        DType::Float32 => "float",
        DType::Float64 => "double",
    }
}

/// The typed parameters of the routine.
fn signature_args(module: &Module) -> Vec<String> {
    let mut args = Vec::new();
    for p in &module.params {
        match &p.kind {
            ParamKind::Field {
                dtype,
                strides,
                k_bounds,
                ..
            } => {
                args.push(format!("{} *restrict {}", ctype(*dtype), p.name));
                args.extend(strides.iter().map(|s| format!("int64_t {s}")));
                if let Some((lo, hi)) = k_bounds {
                    args.push(format!("int64_t {lo}"));
                    args.push(format!("int64_t {hi}"));
                }
            }
            ParamKind::Scalar { dtype } => args.push(format!("{} {}", ctype(*dtype), p.name)),
        }
    }
    args.extend(["int64_t ni", "int64_t nj", "int64_t nk"].map(String::from));
    args
}

/// The routine's parameter names, in order (to pass them on).
fn call_args(module: &Module) -> Vec<String> {
    signature_args(module)
        .iter()
        .map(|a| a.rsplit(' ').next().unwrap_or_default().to_string())
        .collect()
}

fn signature(module: &Module) -> String {
    format!("int {}({})", module.name, signature_args(module).join(", "))
}

fn entry_signature(entry: &str) -> String {
    format!(
        "int {entry}(void *const *fields, const int64_t *strides, const void *const *scalars, const int64_t *domain)"
    )
}

fn header(module: &Module, entry: &str) -> String {
    let guard = format!("{}_H", module.name.to_uppercase());
    let mut fields = Vec::new();
    for p in &module.params {
        if let ParamKind::Field {
            dtype,
            axes,
            data_dims,
            k_bounds,
            ..
        } = &p.kind
        {
            let mut desc = format!(
                " *   {} ({}): {} {}",
                p.name,
                comment_text(&p.source_name),
                ctype(*dtype),
                axes.name()
            );
            if !data_dims.is_empty() {
                desc.push_str(&format!(" x data {data_dims:?}"));
            }
            if k_bounds.is_some() {
                desc.push_str(", then its valid K range [lo, hi) relative to the origin");
            }
            fields.push(desc);
        }
    }
    format!(
        "/* Generated by isobar from {src}: stencil `{name}`. Do not edit.\n *\n * Fields are passed as a pointer to the element at the compute domain's origin,\n * followed by their strides in elements (spatial axes, then data dimensions):\n{fields}\n * Scalars follow in signature order, then the domain size ni, nj, nk.\n * Returns 0 on success, 2 if memory ran out, 16 + n if an access at a variable\n * K offset or data index left its array (n numbers the field).\n */\n#ifndef {guard}\n#define {guard}\n\n#include <stdint.h>\n\n{sig};\n\n/* The same, with arguments in arrays: fields[n] and scalars[m] (pointers to the\n * values) in signature order, strides of every field concatenated, domain[3]. */\n{entry_sig};\n\n#endif\n",
        src = comment_text(&module.source_file),
        name = comment_text(&module.stencil_name),
        fields = fields.join("\n"),
        sig = signature(module),
        entry_sig = entry_signature(entry),
    )
}
