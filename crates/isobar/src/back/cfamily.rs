//! The printer shared by the C-family languages (C, OpenCL C, CUDA C++):
//! expressions, statements, loops, the prelude of helper functions for the
//! [`Intrinsic`]s, and escaping. What differs per language — type names,
//! literal spellings, math function names, and the nodes only some targets
//! have (schedules, tile-buffer scopes, failures) — is a [`Dialect`].

use super::{Output, WriteError};
use crate::ir::{Builtin, DType};
use crate::kernel::{
    names, ArrayRef, Buffer, Expr, Intrinsic, Loop, Node, Prefetch, Schedule, Stage, UnaryOp,
    WrappingOp,
};

/// What a C-family language spells its own way.
pub trait Dialect {
    /// The target's name, for errors.
    fn target(&self) -> &'static str;
    /// The type of a value or element of `t` (`bool` is one byte).
    fn type_name(&self, t: DType) -> &'static str;
    /// The unsigned integer type of `bits` bits (8, 16, 32 or 64).
    fn unsigned_name(&self, bits: u32) -> &'static str;
    /// An `int64` literal of a value outside `int32`'s range.
    fn int64_literal(&self, value: i64) -> String;
    /// The smallest value of `int32` (`bits` = 32) or `int64` (64).
    fn int_min(&self, bits: u32) -> &'static str;
    /// The math library's function `name` for floats of type `t`.
    fn math_function(&self, name: &str, t: DType) -> String {
        if t == DType::Float32 {
            format!("{name}f")
        } else {
            name.to_string()
        }
    }
    /// True where the library's `float` transcendental functions may be
    /// several ulps from the correctly rounded value (OpenCL allows up to 8,
    /// CUDA 2–4): they are then computed in `double` and rounded, which gives
    /// the correctly rounded `float` for nearly every argument, as NumPy's
    /// are within an ulp of it. Well-conditioned as one call is, its ulp can
    /// grow a thousandfold in the next (`asin` near 1).
    fn float32_math_in_double(&self) -> bool {
        false
    }
    /// The storage class and qualifiers of the prelude's helper functions.
    fn helper_qualifier(&self) -> &'static str {
        "static inline"
    }
    /// Writes a CPU schedule.
    fn write_schedule(&self, p: &mut Printer<'_>, _s: &Schedule) -> Result<(), WriteError> {
        p.unsupported("Schedule")
    }
    /// Writes a scope with thread-private buffers.
    fn write_scope(
        &self,
        p: &mut Printer<'_>,
        _buffers: &[Buffer],
        _body: &[Node],
    ) -> Result<(), WriteError> {
        p.unsupported("Scope")
    }
    /// Writes a copy of columns between a field and a buffer.
    fn write_stage(&self, p: &mut Printer<'_>, _s: &Stage) -> Result<(), WriteError> {
        p.unsupported("Stage")
    }
    /// Writes a prefetch hint (by default nothing: it changes no value).
    fn write_prefetch(&self, _p: &mut Printer<'_>, _pf: &Prefetch) -> Result<(), WriteError> {
        Ok(())
    }
    /// True where loads an expression makes only under a condition are read
    /// before it, unconditionally ([`super::hoist`]): on CPUs, where the
    /// compiler would otherwise vectorise them as masked loads.
    fn reads_guarded_loads_first(&self) -> bool {
        false
    }
    /// Writes a failure: the status becomes `code`.
    fn write_fail(&self, p: &mut Printer<'_>, code: i32) -> Result<(), WriteError>;
}

/// A C-family printer over one module.
pub struct Printer<'d> {
    /// The language.
    pub dialect: &'d dyn Dialect,
    /// The text written so far.
    pub out: Output,
    /// Stride identifiers of every array.
    strides: Vec<(String, Vec<String>)>,
    /// The GTScript file, for `#line`.
    source_file: String,
    line_directives: bool,
    /// Arrays the C target may write with streaming stores, with the axis
    /// along which their rows are contiguous.
    pub streamed: std::collections::BTreeMap<String, usize>,
    /// Whether the C target's teams of threads end with a fence after
    /// streaming stores (of streamed rows or staged columns).
    pub stream_fence: bool,
    /// Element accesses written as something else (an array's row buffer):
    /// (array, replacement text).
    pub redirects: Vec<(String, String)>,
    /// The names of the tile buffers.
    pub buffers: Vec<String>,
    /// The names of the rings of rows carried along J over blocks of levels
    /// ([`crate::kernel::Buffer::level_blocks`]).
    pub level_blocked: Vec<String>,
    /// In the C routine for unit strides along K: the element size of the
    /// field whose misalignment loops along K and buffers indexed by K
    /// follow (`back::c::align`).
    pub align: Option<usize>,
    /// In the `else` branch of a test that the fields exceed the last-level
    /// cache (`names::BEYOND_CACHE` and more): wherever that branch does
    /// any work the fields fit, so the streaming variants are left out.
    pub within_cache: bool,
    /// In the `then` branch of such a test: the fields exceed the cache, so
    /// the streaming variants need no test of their own.
    pub beyond_cache: bool,
    /// The values of the `const` integers declared so far (tile bounds), by
    /// name: what [`Printer::span_at_most`] knows of a loop's bounds.
    lets: std::collections::HashMap<String, Expr>,
    /// How many guarded loads were read first so far (each gets its own name).
    guarded_loads: usize,
}

impl<'d> Printer<'d> {
    /// A printer for code from `source_file`.
    pub fn new(dialect: &'d dyn Dialect, source_file: &str, line_directives: bool) -> Self {
        Printer {
            dialect,
            out: Output::default(),
            strides: Vec::new(),
            source_file: source_file.to_string(),
            line_directives,
            streamed: Default::default(),
            stream_fence: false,
            redirects: Vec::new(),
            buffers: Vec::new(),
            level_blocked: Vec::new(),
            align: None,
            within_cache: false,
            beyond_cache: false,
            lets: Default::default(),
            guarded_loads: 0,
        }
    }

    /// An upper bound of `stop - start` where both are a variable plus a
    /// constant, and `stop`'s variable is the same as `start`'s or a `const`
    /// declared as `min(v + n, ...)` of it (a tile's end): `None` where the
    /// bounds take another form.
    pub fn span_at_most(&self, start: &Expr, stop: &Expr) -> Option<i64> {
        let (from, lo) = var_plus_constant(start)?;
        let (to, hi) = var_plus_constant(stop)?;
        let reach = if to == from {
            0
        } else {
            let Some(Expr::Call(crate::kernel::Intrinsic::Min, args, _)) = self.lets.get(to) else {
                return None;
            };
            args.iter()
                .filter_map(var_plus_constant)
                .filter(|(v, _)| *v == from)
                .map(|(_, n)| n)
                .min()?
        };
        reach.checked_add(hi)?.checked_sub(lo)
    }

    /// Declares the strides of `array` (for its element accesses).
    pub fn add_array(&mut self, array: &str, strides: &[String]) {
        self.strides.push((array.to_string(), strides.to_vec()));
    }

    /// Writes `stride` for the `position`th stride of `array` from now on (a
    /// literal `1` in a routine specialised for unit strides).
    pub fn set_stride(&mut self, array: &str, position: usize, stride: &str) {
        if let Some((_, strides)) = self.strides.iter_mut().find(|(name, _)| name == array) {
            if let Some(s) = strides.get_mut(position) {
                *s = stride.to_string();
            }
        }
    }

    /// Whether `array` is a thread's tile buffer (declared with its strides
    /// after the parameters).
    pub fn is_buffer(&self, array: &str) -> bool {
        self.buffers.iter().any(|b| b == array)
    }

    /// Reports a node this target does not write.
    pub fn unsupported(&self, what: &'static str) -> Result<(), WriteError> {
        Err(WriteError::Unsupported {
            target: self.dialect.target(),
            what,
        })
    }

    /// The type name of `t`.
    pub fn ty(&self, t: DType) -> &'static str {
        self.dialect.type_name(t)
    }

    /// Writes every node of `nodes`.
    pub fn nodes(&mut self, nodes: &[Node]) -> Result<(), WriteError> {
        nodes.iter().try_for_each(|n| self.node(n))
    }

    /// Writes `nodes` one level deeper.
    pub fn block(&mut self, nodes: &[Node]) -> Result<(), WriteError> {
        self.out.indent();
        self.nodes(nodes)?;
        self.out.dedent();
        Ok(())
    }

    /// Writes one node.
    pub fn node(&mut self, node: &Node) -> Result<(), WriteError> {
        match node {
            Node::Loop(l) => self.write_loop(l),
            Node::While { cond, body } => {
                // Each loop counts its iterations in its own block (an inner
                // loop's counter shadows the outer one's).
                let c = self.expr(cond);
                let spins = names::WHILE_ITERATIONS;
                self.out.line("{");
                self.out.indent();
                let t = self.ty(DType::Int64);
                self.out.line(&format!("{t} {spins} = 0;"));
                self.out.line(&format!("while ({c}) {{"));
                self.out.indent();
                self.out.line(&format!(
                    "if (++{spins} > {}) {{",
                    crate::ir::MAX_WHILE_ITERATIONS
                ));
                self.out.indent();
                let dialect = self.dialect;
                dialect.write_fail(self, crate::kernel::FAIL_ENDLESS_WHILE)?;
                self.out.line("break;");
                self.out.dedent();
                self.out.line("}");
                self.out.dedent();
                self.block(body)?;
                self.out.line("}");
                self.out.dedent();
                self.out.line("}");
                Ok(())
            }
            Node::If {
                cond,
                then_body,
                else_body,
            } => {
                let c = self.expr(cond);
                self.out.line(&format!("if ({c}) {{"));
                let beyond_cache = self.beyond_cache;
                self.beyond_cache |= requires_beyond_cache(cond);
                let written = self.block(then_body);
                self.beyond_cache = beyond_cache;
                written?;
                if !else_body.is_empty() {
                    self.out.line("} else {");
                    let within_cache = self.within_cache;
                    self.within_cache |= requires_beyond_cache(cond);
                    let written = self.block(else_body);
                    self.within_cache = within_cache;
                    written?;
                }
                self.out.line("}");
                Ok(())
            }
            Node::Assign {
                target,
                value,
                line,
            } => {
                self.assign(target, value, *line);
                Ok(())
            }
            Node::Fail { code } => {
                let dialect = self.dialect;
                dialect.write_fail(self, *code)
            }
            Node::Local { name, dtype } => {
                let t = self.ty(*dtype);
                self.out.line(&format!("{t} {name};"));
                Ok(())
            }
            Node::Let { name, value } => {
                self.lets.insert(name.clone(), value.clone());
                let (t, v) = (self.ty(DType::Int64), self.expr(value));
                self.out.line(&format!("const {t} {name} = {v};"));
                Ok(())
            }
            Node::Scope { buffers, body } => {
                let dialect = self.dialect;
                dialect.write_scope(self, buffers, body)
            }
            Node::Schedule(s) => {
                let dialect = self.dialect;
                dialect.write_schedule(self, s)
            }
            Node::Stage(st) => {
                let dialect = self.dialect;
                dialect.write_stage(self, st)
            }
            Node::Prefetch(pf) => {
                let dialect = self.dialect;
                dialect.write_prefetch(self, pf)
            }
            Node::Comment(c) => {
                self.out.line(&format!("/* {} */", comment_text(c)));
                Ok(())
            }
        }
    }

    /// Writes a counted loop.
    pub fn write_loop(&mut self, l: &Loop) -> Result<(), WriteError> {
        let (start, stop) = (self.expr(&l.start), self.expr(&l.stop));
        let t = self.ty(DType::Int64);
        let header = if l.reverse {
            format!(
                "for ({t} {v} = {stop} - 1; {v} >= {start}; --{v})",
                v = l.var
            )
        } else {
            format!("for ({t} {v} = {start}; {v} < {stop}; ++{v})", v = l.var)
        };
        self.out.line(&format!("{header} {{"));
        self.block(&l.body)?;
        self.out.line("}");
        Ok(())
    }

    fn assign(&mut self, target: &ArrayRef, value: &Expr, line: Option<u32>) {
        if let (true, Some(line)) = (self.line_directives, line) {
            let file = string_literal_body(&self.source_file);
            self.out.raw_line(&format!("#line {line} \"{file}\""));
        }
        let read_first = self.read_guarded_loads_first(value);
        let value = read_first.as_ref().unwrap_or(value);
        let value = if target.dtype == DType::Bool {
            format!("({}){}", self.ty(DType::Bool), self.expr(value))
        } else {
            self.expr(value)
        };
        let lhs = self.array_ref(target);
        self.out.line(&format!("{lhs} = {value};"));
    }

    /// Where the dialect reads guarded loads first: declares a constant for
    /// each load `value` makes only under a condition, and gives `value`
    /// reading those constants instead.
    fn read_guarded_loads_first(&mut self, value: &Expr) -> Option<Expr> {
        if !self.dialect.reads_guarded_loads_first() {
            return None;
        }
        let loads = super::hoist::guarded_loads(value);
        if loads.is_empty() {
            return None;
        }
        let mut names = Vec::with_capacity(loads.len());
        for load in loads {
            let name = format!("{}{}", names::GUARDED_LOAD, self.guarded_loads);
            self.guarded_loads += 1;
            let t = self.ty(load.dtype);
            let read = self.expr(&Expr::Load(Box::new(load.clone())));
            self.out.line(&format!("const {t} {name} = {read};"));
            names.push((load, name));
        }
        Some(super::hoist::replace_loads(value, &names))
    }

    /// An expression.
    pub fn expr(&self, e: &Expr) -> String {
        match e {
            Expr::Int(i) if *i == i64::MIN => {
                format!("(-{} - 1)", self.dialect.int64_literal(i64::MAX))
            }
            Expr::Int(i) if i32::try_from(*i).is_ok() => i.to_string(),
            Expr::Int(i) => self.dialect.int64_literal(*i),
            Expr::Float(f, t) => float_literal(*f, *t),
            Expr::Bool(b) => if *b { "1" } else { "0" }.into(),
            Expr::Var(name, _) => name.clone(),
            // A bool array may hold any byte (NumPy views of uint8 data);
            // every non-zero byte is True, as NumPy and Python read it.
            Expr::Load(r) if r.dtype == DType::Bool => format!("({} != 0)", self.array_ref(r)),
            Expr::Load(r) => self.array_ref(r),
            Expr::Unary(UnaryOp::Neg, x) => {
                // `-` before a negative literal would be `--`, a decrement.
                let x = self.expr(x);
                if x.starts_with('-') {
                    format!("(-({x}))")
                } else {
                    format!("(-{x})")
                }
            }
            Expr::Unary(UnaryOp::Not, x) => format!("(!{})", self.expr(x)),
            Expr::Binary(op, a, b, _) => {
                format!("({} {} {})", self.expr(a), op.symbol(), self.expr(b))
            }
            Expr::Call(f, args, t) => {
                let arg_type = args.first().map(Expr::dtype).unwrap_or(*t);
                let args: Vec<String> = args.iter().map(|a| self.expr(a)).collect();
                if arg_type == DType::Float32
                    && self.dialect.float32_math_in_double()
                    && is_inexact_library_call(*f)
                {
                    let wide: Vec<String> = args.iter().map(|a| format!("(double){a}")).collect();
                    let name = self.function_name(*f, DType::Float64);
                    return format!("((float){name}({}))", wide.join(", "));
                }
                let call = format!("{}({})", self.function_name(*f, arg_type), args.join(", "));
                if is_classification(*f) {
                    // C's `isinf` is -1 for -inf (GCC's `__builtin_isinf_sign`):
                    // stored in a bool byte it would be 255, not NumPy's 1.
                    return format!("({call} != 0)");
                }
                call
            }
            Expr::Cast(DType::Bool, x) => format!("({} != 0)", self.expr(x)),
            Expr::Cast(t, x) if t.is_integer() && x.dtype().is_float() => {
                let wide = if *t == DType::Int64 { "i64" } else { "i32" };
                format!(
                    "(({})isobar_f2i_{wide}((double)({})))",
                    self.ty(*t),
                    self.expr(x)
                )
            }
            Expr::Cast(t, x) => format!("(({}){})", self.ty(*t), self.expr(x)),
            Expr::Ternary(c, a, b) => {
                format!("({} ? {} : {})", self.expr(c), self.expr(a), self.expr(b))
            }
        }
    }

    /// An array element `base[index * stride + ...]`, or a scalar variable.
    pub fn array_ref(&self, r: &ArrayRef) -> String {
        if r.index.iter().all(Option::is_none) && r.data.is_empty() {
            return r.array.clone();
        }
        if let Some((_, text)) = self.redirects.iter().find(|(a, _)| *a == r.array) {
            return text.clone();
        }
        let strides = self
            .strides
            .iter()
            .find(|(name, _)| *name == r.array)
            .map(|(_, s)| s.as_slice())
            .unwrap_or_default();
        let mut strides = strides.iter();
        let mut terms = Vec::new();
        for index in r.index.iter().flatten().chain(&r.data) {
            let stride = strides.next().map(String::as_str).unwrap_or("1");
            terms.push(format!("{} * {stride}", self.expr(index)));
        }
        if terms.is_empty() {
            terms.push("0".into());
        }
        format!("{}[{}]", r.array, terms.join(" + "))
    }

    /// The name of the function that computes `f` on operands of type `t`.
    fn function_name(&self, f: Intrinsic, t: DType) -> String {
        match f {
            Intrinsic::Math(b) => match b {
                Builtin::IsFinite | Builtin::IsInf | Builtin::IsNan => b.name().into(),
                _ => self.dialect.math_function(math_name(b), t),
            },
            Intrinsic::Pow => self.dialect.math_function("pow", t),
            _ => helper_name(f, t),
        }
    }

    /// The definitions of the prelude helpers the given nodes and
    /// expressions call, and of the float-to-integer conversions, one per line.
    pub fn prelude(&self, bodies: &[&[Node]], exprs: &[&Expr]) -> Vec<String> {
        let used = super::UsedHelpers::of(bodies, exprs);
        let mut out = Vec::new();
        for bits in [32, 64] {
            let (t, lo, hi) = if bits == 64 {
                (
                    DType::Int64,
                    "-9223372036854775808.0",
                    "9223372036854775808.0",
                )
            } else {
                (DType::Int32, "-2147483649.0", "2147483648.0")
            };
            if used.float_to_int.contains(&t) {
                out.push(format!(
                    "{q} {ty} isobar_f2i_i{bits}(double v) {{ return (v > {lo} && v < {hi}) ? ({ty})v : {min}; }}",
                    q = self.dialect.helper_qualifier(),
                    ty = self.ty(t),
                    min = self.dialect.int_min(bits)
                ));
            }
        }
        for (f, t) in used.calls {
            if let Some(def) = self.helper_definition(f, t) {
                out.push(def);
            }
        }
        out
    }

    /// The definition of the helper for `f` on `t`, if it is one.
    fn helper_definition(&self, f: Intrinsic, t: DType) -> Option<String> {
        let name = helper_name(f, t);
        let q = self.dialect.helper_qualifier();
        let ty = self.ty(t);
        let i64t = self.ty(DType::Int64);
        match f {
            Intrinsic::Ring => {
                return Some(format!("{q} {i64t} {name}({i64t} k, {i64t} n) {{ const {i64t} r = k % n; return r < 0 ? r + n : r; }}"))
            }
            Intrinsic::Clamp => {
                return Some(format!("{q} {i64t} {name}({i64t} x, {i64t} lo, {i64t} hi) {{ return x < lo ? lo : (x > hi ? hi : x); }}"))
            }
            Intrinsic::Math(_) | Intrinsic::Pow => return None,
            _ => {}
        }
        if t.is_float() {
            let isnan = "isnan";
            let body = match f {
                Intrinsic::Min => {
                    format!("return ({isnan}(a) || {isnan}(b)) ? (a + b) : (a <= b ? a : b);")
                }
                Intrinsic::Max => {
                    format!("return ({isnan}(a) || {isnan}(b)) ? (a + b) : (a >= b ? a : b);")
                }
                Intrinsic::Mod => {
                    let fmod = self.dialect.math_function("fmod", t);
                    let copysign = self.dialect.math_function("copysign", t);
                    format!("if (b == 0) return NAN; {ty} r = {fmod}(a, b); if (r != 0) {{ if ((r < 0) != (b < 0)) r += b; }} else {{ r = {copysign}(({ty})0, b); }} return r;")
                }
                _ => return None,
            };
            return Some(format!("{q} {ty} {name}({ty} a, {ty} b) {{ {body} }}"));
        }
        let bits = (t.size_bytes() * 8) as u32;
        let u = self.dialect.unsigned_name(bits);
        // Operations run in the unsigned type at least 32 bits wide, so that
        // overflow wraps around (C promotes narrower types to `int`).
        let w = self.dialect.unsigned_name(bits.max(32));
        let widen = |x: &str| {
            if u == w {
                format!("({w}){x}")
            } else {
                format!("({w})({u}){x}")
            }
        };
        let (wa, wb) = (widen("a"), widen("b"));
        let wrap = |sym: &str| format!("return ({ty})({u})({wa} {sym} {wb});");
        let body = match f {
            Intrinsic::Wrapping(WrappingOp::Neg) => {
                return Some(format!("{q} {ty} {name}({ty} a) {{ return ({ty})({u})(({w})0 - {wa}); }}"))
            }
            Intrinsic::Wrapping(WrappingOp::Abs) => {
                return Some(format!("{q} {ty} {name}({ty} a) {{ return a < 0 ? ({ty})({u})(({w})0 - {wa}) : a; }}"))
            }
            Intrinsic::Wrapping(WrappingOp::Add) => wrap("+"),
            Intrinsic::Wrapping(WrappingOp::Sub) => wrap("-"),
            Intrinsic::Wrapping(WrappingOp::Mul) => wrap("*"),
            Intrinsic::Wrapping(WrappingOp::Div) => format!("return (b == 0 || (b == -1 && a < 0 && ({ty})(a - 1) > a)) ? 0 : ({ty})(a / b);"),
            Intrinsic::Mod => format!("if (b == 0 || b == -1) return 0; {ty} r = ({ty})(a % b); return (r != 0 && ((r < 0) != (b < 0))) ? ({ty})(r + b) : r;"),
            Intrinsic::Wrapping(WrappingOp::Pow) => format!("if (b < 0) return 0; {w} r = 1, x = {wa}; while (b) {{ if (b & 1) r = ({w})(r * x); x = ({w})(x * x); b = ({ty})(b >> 1); }} return ({ty})({u})r;"),
            Intrinsic::Min => "return a <= b ? a : b;".into(),
            Intrinsic::Max => "return a >= b ? a : b;".into(),
            _ => return None,
        };
        Some(format!("{q} {ty} {name}({ty} a, {ty} b) {{ {body} }}"))
    }
}

/// True for `isfinite`, `isinf` and `isnan`, which C defines as non-zero
/// for true, not as 1.
fn is_classification(f: Intrinsic) -> bool {
    matches!(
        f,
        Intrinsic::Math(Builtin::IsFinite | Builtin::IsInf | Builtin::IsNan)
    )
}

/// True for the library calls whose results are not exact by the standard:
/// the transcendental functions and `pow` (not `sqrt`, correctly rounded,
/// nor the rounding functions, `abs` and the classifications, exact).
fn is_inexact_library_call(f: Intrinsic) -> bool {
    match f {
        Intrinsic::Pow => true,
        Intrinsic::Math(b) => !matches!(
            b,
            Builtin::Abs
                | Builtin::Min
                | Builtin::Max
                | Builtin::Mod
                | Builtin::Sqrt
                | Builtin::Floor
                | Builtin::Ceil
                | Builtin::Trunc
                | Builtin::Round
                | Builtin::RoundAwayFromZero
                | Builtin::IsFinite
                | Builtin::IsInf
                | Builtin::IsNan
        ),
        _ => false,
    }
}

/// The C math library's name of a builtin on floats.
fn math_name(b: Builtin) -> &'static str {
    match b {
        Builtin::Abs => "fabs",
        Builtin::Round => "rint",
        Builtin::RoundAwayFromZero => "round",
        Builtin::Gamma => "tgamma",
        other => other.name(),
    }
}

/// The prelude helper's name for `f` on `t`, e.g. `isobar_mod_i32`.
fn helper_name(f: Intrinsic, t: DType) -> String {
    let op = match f {
        Intrinsic::Ring => return "isobar_ring".into(),
        Intrinsic::Clamp => return "isobar_clamp".into(),
        Intrinsic::Min => "min",
        Intrinsic::Max => "max",
        Intrinsic::Mod => "mod",
        Intrinsic::Pow => "powf",
        Intrinsic::Math(_) => "math",
        Intrinsic::Wrapping(op) => match op {
            WrappingOp::Add => "add",
            WrappingOp::Sub => "sub",
            WrappingOp::Mul => "mul",
            WrappingOp::Div => "div",
            WrappingOp::Neg => "neg",
            WrappingOp::Abs => "abs",
            WrappingOp::Pow => "pow",
        },
    };
    super::helper_symbol(op, t)
}

/// A float literal of type `t` (`1.5f` for float32; `NAN`, `INFINITY`).
fn float_literal(f: f64, t: DType) -> String {
    let text = if f.is_nan() {
        "NAN".to_string()
    } else if f.is_infinite() {
        if f > 0.0 {
            "INFINITY".into()
        } else {
            "(-INFINITY)".into()
        }
    } else {
        let s = format!("{f:?}");
        if s.contains(['.', 'e', 'E']) {
            s
        } else {
            format!("{s}.0")
        }
    };
    if t == DType::Float32 && f.is_finite() {
        format!("{text}f")
    } else {
        text
    }
}

/// `text` escaped for the inside of a C string literal: quotes and
/// backslashes escaped, `?` escaped (no trigraphs), and every byte that is
/// not printable ASCII written as an octal escape (newlines included).
pub fn string_literal_body(text: &str) -> String {
    let mut out = String::new();
    for byte in text.bytes() {
        match byte {
            b'"' | b'\\' | b'?' => {
                out.push('\\');
                out.push(byte as char);
            }
            0x20..=0x7e => out.push(byte as char),
            _ => out.push_str(&format!("\\{byte:03o}")),
        }
    }
    out
}

/// `text` made safe for the inside of a one-line `/* ... */` comment: escaped
/// as for a string literal (no newline, no control character survives), and
/// `*/` and `/*` broken up.
pub fn comment_text(text: &str) -> String {
    string_literal_body(text)
        .replace("*/", "*\\/")
        .replace("/*", "/\\*")
}

/// Whether `cond` holds only where the fields exceed the last-level cache:
/// `names::BEYOND_CACHE`, alone or as a term of a conjunction.
fn requires_beyond_cache(cond: &Expr) -> bool {
    match cond {
        Expr::Var(v, _) => v == names::BEYOND_CACHE,
        Expr::Binary(crate::kernel::BinaryOp::And, a, b, _) => {
            requires_beyond_cache(a) || requires_beyond_cache(b)
        }
        _ => false,
    }
}

/// `e` as a variable plus a constant: `v`, `v + n`, `v - n`.
fn var_plus_constant(e: &Expr) -> Option<(&str, i64)> {
    use crate::kernel::BinaryOp;
    match e {
        Expr::Var(v, _) => Some((v, 0)),
        Expr::Binary(BinaryOp::Add, a, b, _) => match (&**a, &**b) {
            (Expr::Var(v, _), Expr::Int(n)) | (Expr::Int(n), Expr::Var(v, _)) => Some((v, *n)),
            _ => None,
        },
        Expr::Binary(BinaryOp::Sub, a, b, _) => match (&**a, &**b) {
            (Expr::Var(v, _), Expr::Int(n)) => Some((v, n.checked_neg()?)),
            _ => None,
        },
        _ => None,
    }
}
