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

use super::c::{Convention, NativeExecutable};
use super::{BuildError, Code, Executable, Target, Visitor, WriteError, WriteOptions};
use crate::ir::{Builtin, DType};
use crate::kernel::namer::Naming;
use crate::kernel::{
    names, ArrayRef, BinaryOp, Buffer, Expr, Intrinsic, Layout, Loop, Module, Node, ParamKind,
    Schedule, UnaryOp, WrappingOp,
};
use crate::runtime::jit::{default_cache_dir, BuildReport, Jit, FORTRAN};
use std::collections::{BTreeMap, BTreeSet};
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
fn kind(t: DType) -> &'static str {
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
fn storage(t: DType) -> String {
    if t.is_float() {
        format!("real({})", kind(t))
    } else {
        format!("integer({})", kind(t))
    }
}

/// The declared type of a value of `t` (`bool` values are `logical`).
fn value_type(t: DType) -> String {
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
fn comment_text(text: &str) -> String {
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

/// The Fortran printer: text, indentation, and what it knows about arrays.
struct Writer {
    text: String,
    depth: usize,
    /// Per array: its strides and, for fields, the name of the origin offset.
    arrays: BTreeMap<String, (Vec<String>, Option<String>)>,
    /// Scalars stored as one byte that hold booleans (scalar parameters).
    byte_bools: BTreeSet<String>,
}

impl Writer {
    fn new(module: &Module) -> Self {
        let mut w = Writer {
            text: String::new(),
            depth: 0,
            arrays: BTreeMap::new(),
            byte_bools: BTreeSet::new(),
        };
        let mut n = 0;
        for p in &module.params {
            match &p.kind {
                ParamKind::Field { strides, .. } => {
                    n += 1;
                    w.arrays
                        .insert(p.name.clone(), (strides.clone(), Some(origin_name(n))));
                }
                ParamKind::Scalar { dtype } => {
                    if *dtype == DType::Bool {
                        w.byte_bools.insert(p.name.clone());
                    }
                }
            }
        }
        w
    }

    fn indent(&mut self) {
        self.depth += 1;
    }

    fn dedent(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Appends a line, continued with `&` where it would pass 120 columns.
    fn line(&mut self, text: &str) {
        if text.is_empty() {
            self.text.push('\n');
            return;
        }
        let pad = "  ".repeat(self.depth);
        let mut rest = text.to_string();
        let mut first = true;
        loop {
            let prefix = if first {
                pad.clone()
            } else {
                format!("{pad}& ")
            };
            if prefix.len() + rest.len() <= 120 || rest.starts_with('!') {
                self.text.push_str(&prefix);
                self.text.push_str(&rest);
                self.text.push('\n');
                return;
            }
            let limit = 118 - prefix.len().min(60);
            let cut = rest[..limit.min(rest.len())]
                .rfind(' ')
                .filter(|&c| c > 0)
                .unwrap_or(limit.min(rest.len()));
            self.text.push_str(&prefix);
            self.text.push_str(rest[..cut].trim_end());
            self.text.push_str(" &\n");
            rest = rest[cut..].trim_start().to_string();
            first = false;
        }
    }

    /// Writes statements; declarations (`Let`, `Local`) open a `block` that
    /// lasts to the end of the list.
    fn nodes(&mut self, nodes: &[Node]) -> Result<(), WriteError> {
        let mut opened = 0;
        let mut n = 0;
        while n < nodes.len() {
            let decls: Vec<&Node> = nodes[n..]
                .iter()
                .take_while(|x| matches!(x, Node::Let { .. } | Node::Local { .. }))
                .collect();
            if decls.is_empty() {
                self.node(&nodes[n])?;
                n += 1;
                continue;
            }
            n += decls.len();
            self.line("block");
            self.indent();
            opened += 1;
            for d in &decls {
                match d {
                    Node::Let { name, .. } => self.line(&format!("integer(c_int64_t) :: {name}")),
                    Node::Local { name, dtype } => {
                        self.line(&format!("{} :: {name}", value_type(*dtype)))
                    }
                    _ => {}
                }
            }
            for d in &decls {
                if let Node::Let { name, value } = d {
                    let v = self.expr(value);
                    self.line(&format!("{name} = {v}"));
                }
            }
        }
        for _ in 0..opened {
            self.dedent();
            self.line("end block");
        }
        Ok(())
    }

    fn block(&mut self, nodes: &[Node]) -> Result<(), WriteError> {
        self.indent();
        self.nodes(nodes)?;
        self.dedent();
        Ok(())
    }

    fn node(&mut self, node: &Node) -> Result<(), WriteError> {
        match node {
            Node::Loop(l) => {
                self.line("block");
                self.indent();
                self.line(&format!("integer(c_int64_t) :: {}", l.var));
                self.do_loop(l, |w, l| w.block(&l.body))?;
                self.dedent();
                self.line("end block");
            }
            Node::While { cond, body } => {
                // Fortran's `.and.` does not short-circuit: each part of the
                // condition is tested in turn (bounds before the reads they guard).
                self.line("do");
                self.indent();
                for part in conjuncts(cond) {
                    let c = self.expr(part);
                    self.line(&format!("if (.not. {c}) exit"));
                }
                self.nodes(body)?;
                self.dedent();
                self.line("end do");
            }
            Node::If {
                cond,
                then_body,
                else_body,
            } => {
                let c = self.expr(cond);
                self.line(&format!("if ({c}) then"));
                self.block(then_body)?;
                if !else_body.is_empty() {
                    self.line("else");
                    self.block(else_body)?;
                }
                self.line("end if");
            }
            Node::Assign {
                target,
                value,
                line,
            } => {
                if let Some(line) = line {
                    self.line(&format!("! line {line}"));
                }
                let lhs = self.array_ref(target);
                let v = self.expr(value);
                let v = if target.dtype == DType::Bool && !is_local(target) {
                    format!("merge(1_c_int8_t, 0_c_int8_t, {v})")
                } else {
                    v
                };
                self.line(&format!("{lhs} = {v}"));
            }
            Node::Fail { code } => {
                self.line("!$omp atomic write");
                self.line(&format!("{} = {code}", names::STATUS));
            }
            Node::Let { .. } | Node::Local { .. } => self.nodes(std::slice::from_ref(node))?,
            Node::Scope { buffers, body } => self.scope(buffers, body)?,
            Node::Schedule(s) => self.schedule(s)?,
            Node::Comment(c) => self.line(&format!("! {}", comment_text(c))),
        }
        Ok(())
    }

    /// `do var = ...` around what `body` writes.
    fn do_loop(
        &mut self,
        l: &Loop,
        body: impl FnOnce(&mut Self, &Loop) -> Result<(), WriteError>,
    ) -> Result<(), WriteError> {
        let (start, stop) = (self.expr(&l.start), self.expr(&l.stop));
        if l.reverse {
            self.line(&format!(
                "do {} = {stop} - 1_c_int64_t, {start}, -1_c_int64_t",
                l.var
            ));
        } else {
            self.line(&format!("do {} = {start}, {stop} - 1_c_int64_t", l.var));
        }
        body(self, l)?;
        self.line("end do");
        Ok(())
    }

    fn schedule(&mut self, s: &Schedule) -> Result<(), WriteError> {
        match s {
            Schedule::Threads { body } => {
                self.line("!$omp parallel");
                self.block(body)?;
                self.line("!$omp end parallel");
            }
            Schedule::Lanes { body } => {
                self.line("block");
                self.indent();
                self.line(&format!("integer(c_int64_t) :: {}", body.var));
                self.line("!$omp simd");
                self.do_loop(body, |w, l| w.block(&l.body))?;
                self.line("!$omp end simd");
                self.dedent();
                self.line("end block");
            }
            Schedule::ShareOut { collapse, body } => {
                // The collapsed loops must nest perfectly: their variables are
                // declared around the whole nest.
                let mut nest = vec![body];
                while nest.len() < *collapse as usize {
                    match nest.last().and_then(|l| l.body.as_slice().first()) {
                        Some(Node::Loop(inner)) if nest.last().unwrap().body.len() == 1 => {
                            nest.push(inner)
                        }
                        _ => break,
                    }
                }
                let vars: Vec<&str> = nest.iter().map(|l| l.var.as_str()).collect();
                self.line("block");
                self.indent();
                self.line(&format!("integer(c_int64_t) :: {}", vars.join(", ")));
                self.line(&format!(
                    "!$omp do collapse({}) schedule(static)",
                    nest.len()
                ));
                self.nest(&nest)?;
                self.line("!$omp end do");
                self.dedent();
                self.line("end block");
            }
        }
        Ok(())
    }

    fn nest(&mut self, nest: &[&Loop]) -> Result<(), WriteError> {
        match nest {
            [] => Ok(()),
            [last] => self.do_loop(last, |w, l| w.block(&l.body)),
            [outer, rest @ ..] => self.do_loop(outer, |w, _| {
                w.indent();
                w.nest(rest)?;
                w.dedent();
                Ok(())
            }),
        }
    }

    /// Thread-private tile buffers, allocated with their origin at index 0.
    fn scope(&mut self, buffers: &[Buffer], body: &[Node]) -> Result<(), WriteError> {
        self.line("block");
        self.indent();
        for b in buffers {
            self.line(&format!(
                "{}, allocatable :: {}(:)",
                storage(b.dtype),
                b.name
            ));
            self.line(&format!("integer(c_int64_t) :: {}", b.strides.join(", ")));
        }
        self.line("integer :: isobar_stat");
        self.line(&format!("logical :: {}", names::BUFFERS_OK));
        self.line(&format!("{} = .true.", names::BUFFERS_OK));
        for b in buffers {
            let (size, origin) = self.tile_buffer_layout(b);
            self.line(&format!(
                "allocate({n}(-({origin}):{size} - ({origin}) - 1_c_int64_t), stat=isobar_stat)",
                n = b.name
            ));
            self.line(&format!(
                "{ok} = {ok} .and. isobar_stat == 0",
                ok = names::BUFFERS_OK
            ));
            self.arrays
                .insert(b.name.clone(), (b.strides.clone(), None));
        }
        self.line(&format!("if (.not. {}) then", names::BUFFERS_OK));
        self.indent();
        self.line("!$omp atomic write");
        self.line(&format!("{} = 2", names::STATUS));
        self.dedent();
        self.line("end if");
        self.nodes(body)?;
        for b in buffers {
            self.line(&format!("if (allocated({n})) deallocate({n})", n = b.name));
        }
        self.dedent();
        self.line("end block");
        Ok(())
    }

    /// Defines a tile buffer's strides; returns its size and the offset of
    /// the tile's origin (the same layouts as the C target's).
    fn tile_buffer_layout(&mut self, b: &Buffer) -> (String, String) {
        let [il, ih, jl, jh, kb, ka] = b.halo;
        let [ti, tj] = b.tile;
        let (si, sj, sk) = (&b.strides[0], &b.strides[1], &b.strides[2]);
        let levels = match b.k_ring {
            Some(ring) => format!("{ring}_c_int64_t"),
            None => format!("(nk + {}_c_int64_t)", kb + ka),
        };
        let size = match b.layout {
            Layout::IFirst => {
                self.line(&format!("{si} = 1_c_int64_t"));
                self.line(&format!("{sk} = {}_c_int64_t", ti + il + ih));
                self.line(&format!("{sj} = {sk} * {levels}"));
                let mut s = format!("{sj} * {}_c_int64_t", tj + jl + jh);
                for (d, name) in b.data_dims.iter().zip(&b.strides[3..]).rev() {
                    self.line(&format!("{name} = {s}"));
                    s = format!("{name} * {d}_c_int64_t");
                }
                s
            }
            Layout::KFirst => {
                let mut s = "1_c_int64_t".to_string();
                for (d, name) in b.data_dims.iter().zip(&b.strides[3..]).rev() {
                    self.line(&format!("{name} = {s}"));
                    s = format!("{name} * {d}_c_int64_t");
                }
                self.line(&format!("{sk} = {s}"));
                self.line(&format!("{sj} = {sk} * {levels}"));
                self.line(&format!("{si} = {sj} * {}_c_int64_t", tj + jl + jh));
                format!("{si} * {}_c_int64_t", ti + il + ih)
            }
        };
        let kb = if b.k_ring.is_some() { 0 } else { kb };
        let origin =
            format!("{il}_c_int64_t * {si} + {jl}_c_int64_t * {sj} + {kb}_c_int64_t * {sk}");
        (size, origin)
    }

    fn array_ref(&self, r: &ArrayRef) -> String {
        if is_local(r) {
            return r.array.clone();
        }
        let (strides, origin) = self.arrays.get(&r.array).cloned().unwrap_or_default();
        let mut terms: Vec<String> = origin.into_iter().collect();
        let mut strides = strides.iter();
        for index in r.index.iter().flatten().chain(&r.data) {
            let stride = strides
                .next()
                .cloned()
                .unwrap_or_else(|| "1_c_int64_t".into());
            terms.push(format!("{} * {stride}", self.expr(index)));
        }
        if terms.is_empty() {
            terms.push("0_c_int64_t".into());
        }
        format!("{}({})", r.array, terms.join(" + "))
    }

    fn expr(&self, e: &Expr) -> String {
        match e {
            Expr::Int(i) if *i == i64::MIN => "(-huge(0_c_int64_t) - 1_c_int64_t)".into(),
            Expr::Int(i) if *i < 0 => format!("({i}_c_int64_t)"),
            Expr::Int(i) => format!("{i}_c_int64_t"),
            Expr::Float(f, t) => float_literal(*f, *t),
            Expr::Bool(b) => if *b { ".true." } else { ".false." }.into(),
            Expr::Var(name, DType::Bool) if self.byte_bools.contains(name) => {
                format!("({name} /= 0_c_int8_t)")
            }
            Expr::Var(name, _) => name.clone(),
            Expr::Load(r) if r.dtype == DType::Bool && !is_local(r) => {
                format!("({} /= 0_c_int8_t)", self.array_ref(r))
            }
            Expr::Load(r) => self.array_ref(r),
            Expr::Unary(UnaryOp::Neg, x) => format!("(-{})", self.expr(x)),
            Expr::Unary(UnaryOp::Not, x) => format!("(.not. {})", self.expr(x)),
            Expr::Binary(op, a, b, _) => self.binary(*op, a, b),
            Expr::Call(f, args, t) => self.call(*f, args, *t),
            Expr::Cast(t, x) => self.cast(*t, x),
            Expr::Ternary(c, a, b) => format!(
                "merge({}, {}, {})",
                self.expr(a),
                self.expr(b),
                self.expr(c)
            ),
        }
    }

    fn binary(&self, op: BinaryOp, a: &Expr, b: &Expr) -> String {
        let bools = a.dtype() == DType::Bool;
        let sym = match op {
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Mul => "*",
            BinaryOp::Div => "/",
            BinaryOp::And => ".and.",
            BinaryOp::Or => ".or.",
            BinaryOp::Eq if bools => ".eqv.",
            BinaryOp::Ne if bools => ".neqv.",
            BinaryOp::Eq => "==",
            BinaryOp::Ne => "/=",
            BinaryOp::Lt => "<",
            BinaryOp::Le => "<=",
            BinaryOp::Gt => ">",
            BinaryOp::Ge => ">=",
        };
        let ordered = matches!(
            op,
            BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge
        );
        let (x, y) = if bools && ordered {
            let byte = |e: &Expr| format!("merge(1_c_int8_t, 0_c_int8_t, {})", self.expr(e));
            (byte(a), byte(b))
        } else {
            (self.expr(a), self.expr(b))
        };
        format!("({x} {sym} {y})")
    }

    fn call(&self, f: Intrinsic, args: &[Expr], t: DType) -> String {
        let arg_type = args.first().map(Expr::dtype).unwrap_or(t);
        let a: Vec<String> = args.iter().map(|x| self.expr(x)).collect();
        let one = || a.first().cloned().unwrap_or_default();
        let two = || (one(), a.get(1).cloned().unwrap_or_default());
        match f {
            Intrinsic::Math(b) => match b {
                Builtin::IsNan => format!("ieee_is_nan({})", one()),
                Builtin::IsFinite => format!("ieee_is_finite({})", one()),
                Builtin::IsInf => format!(
                    "(.not. ieee_is_finite({x}) .and. .not. ieee_is_nan({x}))",
                    x = one()
                ),
                Builtin::Abs => format!("abs({})", one()),
                Builtin::Gamma => format!("gamma({})", one()),
                b if c_math(b).is_some() => {
                    format!(
                        "{}({})",
                        c_interface(c_math(b).unwrap_or("floor"), arg_type),
                        one()
                    )
                }
                other => format!("{}({})", other.name(), one()),
            },
            Intrinsic::Pow => {
                let (x, y) = two();
                format!("({x} ** {y})")
            }
            Intrinsic::Min | Intrinsic::Max if arg_type == DType::Bool => {
                let (x, y) = two();
                let op = if f == Intrinsic::Min { ".and." } else { ".or." };
                format!("({x} {op} {y})")
            }
            Intrinsic::Min | Intrinsic::Max if !arg_type.is_float() => {
                let (x, y) = two();
                let name = if f == Intrinsic::Min { "min" } else { "max" };
                format!("{name}({x}, {y})")
            }
            Intrinsic::Ring => {
                let (x, y) = two();
                format!("modulo({x}, {y})")
            }
            Intrinsic::Clamp => format!(
                "min(max({}, {}), {})",
                a[0].clone(),
                a.get(1).cloned().unwrap_or_default(),
                a.get(2).cloned().unwrap_or_default()
            ),
            Intrinsic::Wrapping(op @ (WrappingOp::Add | WrappingOp::Sub | WrappingOp::Mul)) => {
                // `-fwrapv`: signed arithmetic wraps around in every kind.
                let (x, y) = two();
                let sym = match op {
                    WrappingOp::Add => "+",
                    WrappingOp::Sub => "-",
                    _ => "*",
                };
                format!("({x} {sym} {y})")
            }
            Intrinsic::Wrapping(WrappingOp::Neg) => format!("(-{})", one()),
            Intrinsic::Wrapping(WrappingOp::Abs) => format!("abs({})", one()),
            _ => format!("{}({})", helper_name(f, arg_type), a.join(", ")),
        }
    }

    fn cast(&self, t: DType, x: &Expr) -> String {
        let from = x.dtype();
        let v = self.expr(x);
        match (t, from) {
            (DType::Bool, DType::Bool) => v,
            (DType::Bool, f) if f.is_float() => format!("({v} /= 0.0_{})", kind(f)),
            (DType::Bool, f) => format!("({v} /= 0_{})", kind(f)),
            (t, DType::Bool) => {
                if t.is_float() {
                    format!("merge(1.0_{k}, 0.0_{k}, {v})", k = kind(t))
                } else {
                    format!("merge(1_{k}, 0_{k}, {v})", k = kind(t))
                }
            }
            (t, f) if t.is_integer() && f.is_float() => {
                let wide = if t == DType::Int64 { "i64" } else { "i32" };
                format!("int(isobar_f2i_{wide}(real({v}, c_double)), {})", kind(t))
            }
            (t, _) if t.is_float() => format!("real({v}, {})", kind(t)),
            (t, _) => format!("int({v}, {})", kind(t)),
        }
    }
}

/// The dummy argument holding field number `n`'s origin offset.
fn origin_name(n: usize) -> String {
    format!("isobar_o{n}")
}

fn is_local(r: &ArrayRef) -> bool {
    r.index.iter().all(Option::is_none) && r.data.is_empty()
}

/// The parts of a chain of `&&`, in order.
fn conjuncts(e: &Expr) -> Vec<&Expr> {
    match e {
        Expr::Binary(BinaryOp::And, a, b, _) => {
            let mut out = conjuncts(a);
            out.extend(conjuncts(b));
            out
        }
        other => vec![other],
    }
}

/// A real literal of kind `t`.
fn float_literal(f: f64, t: DType) -> String {
    let k = kind(t);
    if f.is_nan() {
        return format!("ieee_value(0.0_{k}, ieee_quiet_nan)");
    }
    if f.is_infinite() {
        let which = if f > 0.0 { "positive" } else { "negative" };
        return format!("ieee_value(0.0_{k}, ieee_{which}_inf)");
    }
    let s = format!("{f:e}");
    let (mantissa, exponent) = s.split_once('e').unwrap_or((&s, "0"));
    let mantissa = if mantissa.contains('.') {
        mantissa.to_string()
    } else {
        format!("{mantissa}.0")
    };
    let text = format!("{mantissa}e{exponent}_{k}");
    if f < 0.0 || (f == 0.0 && f.is_sign_negative()) {
        format!("({text})")
    } else {
        text
    }
}

/// The C math library's function for a builtin that has no Fortran
/// intrinsic with the same results (floor and friends give floats here).
fn c_math(b: Builtin) -> Option<&'static str> {
    Some(match b {
        Builtin::Floor => "floor",
        Builtin::Ceil => "ceil",
        Builtin::Trunc => "trunc",
        Builtin::Round => "rint",
        Builtin::RoundAwayFromZero => "round",
        Builtin::Cbrt => "cbrt",
        _ => return None,
    })
}

/// The interface name of C's `name` for floats of `t` (`isobar_c_floorf`).
fn c_interface(name: &str, t: DType) -> String {
    let suffix = if t == DType::Float32 { "f" } else { "" };
    format!("isobar_c_{name}{suffix}")
}

/// The helper's name for `f` on `t`, e.g. `isobar_mod_i32`.
fn helper_name(f: Intrinsic, t: DType) -> String {
    let op = match f {
        Intrinsic::Min => "min",
        Intrinsic::Max => "max",
        Intrinsic::Mod => "mod",
        Intrinsic::Wrapping(WrappingOp::Div) => "div",
        Intrinsic::Wrapping(WrappingOp::Pow) => "pow",
        _ => "unknown",
    };
    let suffix = match t {
        DType::Bool => "b",
        DType::Int8 => "i8",
        DType::Int16 => "i16",
        DType::Int32 => "i32",
        DType::Int64 => "i64",
        DType::Float32 => "f32",
        DType::Float64 => "f64",
    };
    format!("isobar_{op}_{suffix}")
}

/// The functions some code calls that need a helper or a C interface.
#[derive(Default)]
struct Used {
    calls: BTreeSet<(Intrinsic, DType)>,
    float_to_int: BTreeSet<&'static str>,
}

impl Visitor for Used {
    fn visit_expr(&mut self, expr: &Expr) {
        match expr {
            Expr::Call(f, args, t) => {
                let arg_type = args.first().map(Expr::dtype).unwrap_or(*t);
                self.calls.insert((*f, arg_type));
            }
            Expr::Cast(t, x) if t.is_integer() && x.dtype().is_float() => {
                self.float_to_int
                    .insert(if *t == DType::Int64 { "i64" } else { "i32" });
            }
            _ => {}
        }
        super::walk_expr(self, expr);
    }
}

fn used_functions(body: &[Node]) -> Used {
    let mut used = Used::default();
    body.iter().for_each(|n| used.visit_node(n));
    used
}

/// Records the tile buffers' strides (before the body refers to them).
fn collect_buffers(nodes: &[Node], w: &mut Writer) {
    struct Collect<'a>(&'a mut Writer);
    impl Visitor for Collect<'_> {
        fn visit_node(&mut self, node: &Node) {
            if let Node::Scope { buffers, .. } = node {
                for b in buffers {
                    self.0
                        .arrays
                        .insert(b.name.clone(), (b.strides.clone(), None));
                }
            }
            super::walk_node(self, node);
        }
    }
    let mut c = Collect(w);
    nodes.iter().for_each(|n| c.visit_node(n));
}

/// Interfaces to the C math functions the code calls.
fn write_c_interfaces(w: &mut Writer, used: &Used) {
    let mut wanted = BTreeSet::new();
    for (f, t) in &used.calls {
        match f {
            Intrinsic::Math(b) => {
                if let Some(name) = c_math(*b) {
                    wanted.insert((name, *t, 1));
                }
            }
            Intrinsic::Mod if t.is_float() => {
                wanted.insert(("fmod", *t, 2));
                wanted.insert(("copysign", *t, 2));
            }
            _ => {}
        }
    }
    if wanted.is_empty() {
        return;
    }
    w.line("interface");
    w.indent();
    for (name, t, arity) in wanted {
        let k = kind(t);
        let suffix = if t == DType::Float32 { "f" } else { "" };
        let args = if arity == 2 { "a, b" } else { "a" };
        w.line(&format!(
            "pure real({k}) function {}({args}) bind(C, name=\"{name}{suffix}\")",
            c_interface(name, t)
        ));
        w.indent();
        w.line(&format!("import :: {k}"));
        w.line(&format!("real({k}), value :: {args}"));
        w.dedent();
        w.line("end function");
    }
    w.dedent();
    w.line("end interface");
}

/// The module procedures behind [`helper_name`] and the float-to-integer
/// conversions.
fn write_helpers(w: &mut Writer, used: &Used) {
    for wide in &used.float_to_int {
        let (k, lo, hi) = if *wide == "i64" {
            (
                "c_int64_t",
                "-9223372036854775808.0",
                "9223372036854775808.0",
            )
        } else {
            ("c_int32_t", "-2147483649.0", "2147483648.0")
        };
        w.line(&format!("pure integer({k}) function isobar_f2i_{wide}(v)"));
        w.indent();
        w.line("real(c_double), intent(in) :: v");
        w.line(&format!(
            "if (v > {lo}_c_double .and. v < {hi}_c_double) then"
        ));
        w.line(&format!("  isobar_f2i_{wide} = int(v, {k})"));
        w.line("else");
        w.line(&format!("  isobar_f2i_{wide} = -huge(0_{k}) - 1_{k}"));
        w.line("end if");
        w.dedent();
        w.line("end function");
    }
    for (f, t) in &used.calls {
        let body: Vec<String> = match (f, t.is_float()) {
            (Intrinsic::Min | Intrinsic::Max, true) => {
                let cmp = if *f == Intrinsic::Min { "<=" } else { ">=" };
                vec![
                    "if (ieee_is_nan(a) .or. ieee_is_nan(b)) then".into(),
                    "  r = a + b".into(),
                    format!("else if (a {cmp} b) then"),
                    "  r = a".into(),
                    "else".into(),
                    "  r = b".into(),
                    "end if".into(),
                ]
            }
            (Intrinsic::Mod, true) => vec![
                "if (b == 0) then".into(),
                "  r = ieee_value(r, ieee_quiet_nan)".into(),
                "  return".into(),
                "end if".into(),
                format!("r = {}(a, b)", c_interface("fmod", *t)),
                "if (r /= 0) then".into(),
                "  if ((r < 0) .neqv. (b < 0)) r = r + b".into(),
                "else".into(),
                format!("  r = {}(0.0_{}, b)", c_interface("copysign", *t), kind(*t)),
                "end if".into(),
            ],
            (Intrinsic::Mod, false) => vec![
                "if (b == 0 .or. b == -1) then".into(),
                "  r = 0".into(),
                "else".into(),
                "  r = modulo(a, b)".into(),
                "end if".into(),
            ],
            (Intrinsic::Wrapping(WrappingOp::Div), false) => vec![
                "if (b == 0) then".into(),
                "  r = 0".into(),
                "else if (b == -1 .and. a == -huge(a) - 1) then".into(),
                "  r = 0".into(),
                "else".into(),
                "  r = a / b".into(),
                "end if".into(),
            ],
            (Intrinsic::Wrapping(WrappingOp::Pow), false) => vec![
                "r = 0".into(),
                "if (b < 0) return".into(),
                "r = 1".into(),
                "x = a".into(),
                "e = b".into(),
                "do while (e /= 0)".into(),
                "  if (iand(e, 1_KIND) /= 0) r = r * x".into(),
                "  x = x * x".into(),
                "  e = shiftr(e, 1)".into(),
                "end do".into(),
            ],
            _ => continue,
        };
        let ty = storage(*t);
        let name = helper_name(*f, *t);
        w.line(&format!("pure function {name}(a, b) result(r)"));
        w.indent();
        w.line(&format!("{ty}, intent(in) :: a, b"));
        w.line(&format!("{ty} :: r"));
        if matches!(f, Intrinsic::Wrapping(WrappingOp::Pow)) {
            w.line(&format!("{ty} :: x, e"));
        }
        for l in body {
            w.line(&l.replace("KIND", kind(*t)));
        }
        w.dedent();
        w.line("end function");
    }
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
