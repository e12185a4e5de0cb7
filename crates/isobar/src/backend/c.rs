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

use super::{Output, Visitor, WriteError, Writer};
use crate::ir::DType;
use crate::loops::{
    ArrayRef, BinaryOp, Buffer, Directive, Expr, Layout, Loop, Node, ParamKind, Routine, UnaryOp,
};
use std::collections::BTreeSet;

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

/// Options of the C writer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct COptions {
    /// Emit `#line` directives pointing at the GTScript source.
    pub line_directives: bool,
}

impl Default for COptions {
    fn default() -> Self {
        COptions {
            line_directives: true,
        }
    }
}

/// The generated translation unit and its header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CCode {
    /// The `.c` file.
    pub source: String,
    /// The `.h` file.
    pub header: String,
    /// The name of the typed function.
    pub function: String,
    /// The name of the array-argument entry point.
    pub entry: String,
}

/// Writes `routine` as C.
pub fn write(routine: &Routine, options: COptions) -> Result<CCode, WriteError> {
    let mut w = CWriter {
        options,
        out: Output::default(),
        source_file: routine.source_file.clone(),
        strides: Vec::new(),
    };
    super::generate(&mut w, routine)?;
    let entry = crate::loops::namer::entry_name(&routine.name);
    Ok(CCode {
        source: w.out.into_text(),
        header: header(routine, &entry),
        function: routine.name.clone(),
        entry,
    })
}

/// The C writer.
pub struct CWriter {
    options: COptions,
    out: Output,
    source_file: String,
    /// Stride identifiers of every array of the routine being written.
    strides: Vec<(String, Vec<String>)>,
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

fn signature(routine: &Routine) -> String {
    let mut args = Vec::new();
    for p in &routine.params {
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
    format!("int {}({})", routine.name, args.join(", "))
}

fn entry_signature(entry: &str) -> String {
    format!(
        "int {entry}(void *const *fields, const int64_t *strides, const void *const *scalars, const int64_t *domain)"
    )
}

fn header(routine: &Routine, entry: &str) -> String {
    let guard = format!("{}_H", routine.name.to_uppercase());
    let mut fields = Vec::new();
    for p in &routine.params {
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
        src = comment_text(&routine.source_file),
        name = comment_text(&routine.stencil_name),
        fields = fields.join("\n"),
        sig = signature(routine),
        entry_sig = entry_signature(entry),
    )
}

/// Collects the strides of the buffers of a routine's scopes.
#[derive(Default)]
struct Buffers(Vec<(String, Vec<String>)>);

impl Visitor for Buffers {
    fn visit_node(&mut self, node: &Node) {
        if let Node::Scope { buffers, .. } = node {
            self.0
                .extend(buffers.iter().map(|b| (b.name.clone(), b.strides.clone())));
        }
        super::walk_node(self, node);
    }
}

/// Collects the prelude helpers a routine calls.
#[derive(Default)]
struct Helpers(BTreeSet<String>);

impl Visitor for Helpers {
    fn visit_expr(&mut self, expr: &Expr) {
        if let Expr::Call(name, ..) = expr {
            if name.starts_with("isobar_") {
                self.0.insert(name.clone());
            }
        }
        super::walk_expr(self, expr);
    }
}

/// The C definition of a prelude helper, if `name` is one.
fn helper_definition(name: &str) -> Option<String> {
    if name == "isobar_ring" {
        return Some("static inline int64_t isobar_ring(int64_t k, int64_t n) { const int64_t r = k % n; return r < 0 ? r + n : r; }".into());
    }
    if name == "isobar_clamp" {
        return Some("static inline int64_t isobar_clamp(int64_t x, int64_t lo, int64_t hi) { return x < lo ? lo : (x > hi ? hi : x); }".into());
    }
    let rest = name.strip_prefix("isobar_")?;
    let (op, suffix) = rest.rsplit_once('_')?;
    let (t, u, w) = match suffix {
        "i8" => ("int8_t", "uint8_t", "uint32_t"),
        "i16" => ("int16_t", "uint16_t", "uint32_t"),
        "i32" => ("int32_t", "uint32_t", "uint32_t"),
        "i64" => ("int64_t", "uint64_t", "uint64_t"),
        "f32" => ("float", "", "f"),
        "f64" => ("double", "", ""),
        _ => return None,
    };
    let float = u.is_empty();
    // Operands widened through the unsigned type, so that overflow wraps around.
    let widen = |x: &str| {
        if u == w {
            format!("({w}){x}")
        } else {
            format!("({w})({u}){x}")
        }
    };
    let (wa, wb) = (widen("a"), widen("b"));
    let wrap = |sym: &str| format!("return ({t})({u})({wa} {sym} {wb});");
    let body = match (op, float) {
        ("add", false) => wrap("+"),
        ("sub", false) => wrap("-"),
        ("mul", false) => wrap("*"),
        ("neg", false) => return Some(format!("static inline {t} {name}({t} a) {{ return ({t})({u})(({w})0 - {wa}); }}")),
        ("abs", false) => return Some(format!("static inline {t} {name}({t} a) {{ return a < 0 ? ({t})({u})(({w})0 - {wa}) : a; }}")),
        ("div", false) => format!("return (b == 0 || (b == -1 && a < 0 && ({t})(a - 1) > a)) ? 0 : ({t})(a / b);"),
        ("mod", false) => format!("if (b == 0 || b == -1) return 0; {t} r = ({t})(a % b); return (r != 0 && ((r < 0) != (b < 0))) ? ({t})(r + b) : r;"),
        ("pow", false) => format!("if (b < 0) return 0; {w} r = 1, x = {wa}; while (b) {{ if (b & 1) r = ({w})(r * x); x = ({w})(x * x); b = ({t})(b >> 1); }} return ({t})({u})r;"),
        ("min", false) => "return a <= b ? a : b;".into(),
        ("max", false) => "return a >= b ? a : b;".into(),
        ("min", true) => "return (isnan(a) || isnan(b)) ? (a + b) : (a <= b ? a : b);".into(),
        ("max", true) => "return (isnan(a) || isnan(b)) ? (a + b) : (a >= b ? a : b);".into(),
        ("mod", true) => format!(
            "if (b == 0) return NAN; {t} r = fmod{w}(a, b); if (r != 0) {{ if ((r < 0) != (b < 0)) r += b; }} else {{ r = copysign{w}(0, b); }} return r;"
        ),
        _ => return None,
    };
    Some(format!(
        "static inline {t} {name}({t} a, {t} b) {{ {body} }}"
    ))
}

impl CWriter {
    fn expr(&self, e: &Expr) -> String {
        match e {
            Expr::Int(i) if *i == i64::MIN => "(-INT64_C(9223372036854775807) - 1)".into(),
            Expr::Int(i) if i32::try_from(*i).is_ok() => i.to_string(),
            Expr::Int(i) => format!("INT64_C({i})"),
            Expr::Float(f, t) => {
                let text = if f.is_nan() {
                    "NAN".to_string()
                } else if f.is_infinite() {
                    if *f > 0.0 {
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
                if *t == DType::Float32 && f.is_finite() {
                    format!("{text}f")
                } else {
                    text
                }
            }
            Expr::Bool(b) => if *b { "1" } else { "0" }.into(),
            Expr::Var(name, _) => name.clone(),
            Expr::Load(r) => self.array_ref(r),
            Expr::Unary(UnaryOp::Neg, x) => format!("(-{})", self.expr(x)),
            Expr::Unary(UnaryOp::Not, x) => format!("(!{})", self.expr(x)),
            Expr::Binary(op, a, b, _) => {
                let sym = match op {
                    BinaryOp::Add => "+",
                    BinaryOp::Sub => "-",
                    BinaryOp::Mul => "*",
                    BinaryOp::Div => "/",
                    BinaryOp::And => "&&",
                    BinaryOp::Or => "||",
                    BinaryOp::Eq => "==",
                    BinaryOp::Ne => "!=",
                    BinaryOp::Lt => "<",
                    BinaryOp::Le => "<=",
                    BinaryOp::Gt => ">",
                    BinaryOp::Ge => ">=",
                };
                format!("({} {sym} {})", self.expr(a), self.expr(b))
            }
            Expr::Call(name, args, _) => {
                let args: Vec<String> = args.iter().map(|a| self.expr(a)).collect();
                format!("{name}({})", args.join(", "))
            }
            Expr::Cast(DType::Bool, x) => format!("({} != 0)", self.expr(x)),
            Expr::Cast(t, x) if t.is_integer() && x.dtype().is_float() => {
                float_to_int(*t, &self.expr(x))
            }
            Expr::Cast(t, x) => format!("(({}){})", ctype(*t), self.expr(x)),
            Expr::Ternary(c, a, b) => {
                format!("({} ? {} : {})", self.expr(c), self.expr(a), self.expr(b))
            }
        }
    }

    fn array_ref(&self, r: &ArrayRef) -> String {
        if r.index.iter().all(Option::is_none) && r.data.is_empty() {
            return r.array.clone();
        }
        let mut terms = Vec::new();
        let mut strides = self.strides_of(&r.array).into_iter();
        for index in r.index.iter().flatten().chain(&r.data) {
            let stride = strides.next().unwrap_or_else(|| "1".into());
            terms.push(format!("{} * {stride}", self.expr(index)));
        }
        if terms.is_empty() {
            terms.push("0".into());
        }
        format!("{}[{}]", r.array, terms.join(" + "))
    }

    fn strides_of(&self, array: &str) -> Vec<String> {
        self.strides
            .iter()
            .find(|(name, _)| name == array)
            .map(|(_, s)| s.clone())
            .unwrap_or_default()
    }

    fn block(&mut self, nodes: &[Node]) -> Result<(), WriteError> {
        self.out.indent();
        for n in nodes {
            self.write_node(n)?;
        }
        self.out.dedent();
        Ok(())
    }

    fn loop_header(&self, l: &Loop) -> String {
        let (start, stop) = (self.expr(&l.start), self.expr(&l.stop));
        if l.reverse {
            format!(
                "for (int64_t {v} = {stop} - 1; {v} >= {start}; --{v})",
                v = l.var
            )
        } else {
            format!(
                "for (int64_t {v} = {start}; {v} < {stop}; ++{v})",
                v = l.var
            )
        }
    }
}

impl Writer for CWriter {
    fn write_routine(&mut self, routine: &Routine) -> Result<(), WriteError> {
        self.strides = routine
            .params
            .iter()
            .filter_map(|p| match &p.kind {
                ParamKind::Field { strides, .. } => Some((p.name.clone(), strides.clone())),
                ParamKind::Scalar { .. } => None,
            })
            .collect();
        let mut buffers = Buffers::default();
        routine.body.iter().for_each(|n| buffers.visit_node(n));
        self.strides.extend(buffers.0);
        let mut helpers = Helpers::default();
        routine.body.iter().for_each(|n| helpers.visit_node(n));
        self.out.line(&format!(
            "/* Generated by isobar from {}: stencil `{}`. Do not edit. */",
            comment_text(&routine.source_file),
            comment_text(&routine.stencil_name)
        ));
        for include in ["math.h", "stdint.h", "stdlib.h"] {
            self.out.line(&format!("#include <{include}>"));
        }
        self.out.line("");
        for h in &helpers.0 {
            if let Some(def) = helper_definition(h) {
                self.out.line(&def);
            }
        }
        self.out.line("");
        self.out.line(&signature(routine));
        self.out.line("{");
        self.out.indent();
        self.out.line("int status = 0;");
        let mut unused: Vec<String> = Vec::new();
        for p in &routine.params {
            unused.push(p.name.clone());
            if let ParamKind::Field {
                strides, k_bounds, ..
            } = &p.kind
            {
                unused.extend(strides.iter().cloned());
                if let Some((lo, hi)) = k_bounds {
                    unused.push(lo.clone());
                    unused.push(hi.clone());
                }
            }
        }
        unused.extend(["ni", "nj", "nk"].map(String::from));
        self.out.line(
            &unused
                .iter()
                .map(|u| format!("(void){u};"))
                .collect::<Vec<_>>()
                .join(" "),
        );
        for n in &routine.body {
            self.write_node(n)?;
        }
        self.out.line("return status;");
        self.out.dedent();
        self.out.line("}");
        self.out.line("");
        // The array-argument entry point.
        let entry = crate::loops::namer::entry_name(&routine.name);
        self.out.line(&entry_signature(&entry));
        self.out.line("{");
        self.out.indent();
        let (mut f, mut s, mut sc) = (0, 0, 0);
        let mut args = Vec::new();
        for p in &routine.params {
            match &p.kind {
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
                self.out.line(&format!("(void){unused};"));
            }
        }
        self.out
            .line(&format!("return {}({});", routine.name, args.join(", ")));
        self.out.dedent();
        self.out.line("}");
        Ok(())
    }

    fn write_loop(&mut self, l: &Loop) -> Result<(), WriteError> {
        let header = self.loop_header(l);
        self.out.line(&format!("{header} {{"));
        self.block(&l.body)?;
        self.out.line("}");
        Ok(())
    }

    fn write_while(&mut self, cond: &Expr, body: &[Node]) -> Result<(), WriteError> {
        let c = self.expr(cond);
        self.out.line(&format!("while ({c}) {{"));
        self.block(body)?;
        self.out.line("}");
        Ok(())
    }

    fn write_if(
        &mut self,
        cond: &Expr,
        then: &[Node],
        otherwise: &[Node],
    ) -> Result<(), WriteError> {
        let c = self.expr(cond);
        self.out.line(&format!("if ({c}) {{"));
        self.block(then)?;
        if !otherwise.is_empty() {
            self.out.line("} else {");
            self.block(otherwise)?;
        }
        self.out.line("}");
        Ok(())
    }

    fn write_assign(
        &mut self,
        target: &ArrayRef,
        value: &Expr,
        line: Option<u32>,
    ) -> Result<(), WriteError> {
        if let (true, Some(line)) = (self.options.line_directives, line) {
            let file = string_literal_body(&self.source_file);
            self.out.raw_line(&format!("#line {line} \"{file}\""));
        }
        let value = if target.dtype == DType::Bool {
            format!("(uint8_t){}", self.expr(value))
        } else {
            self.expr(value)
        };
        let lhs = self.array_ref(target);
        self.out.line(&format!("{lhs} = {value};"));
        Ok(())
    }

    fn write_local(&mut self, name: &str, dtype: DType) -> Result<(), WriteError> {
        self.out.line(&format!("{} {name};", ctype(dtype)));
        Ok(())
    }

    fn write_let(&mut self, name: &str, value: &Expr) -> Result<(), WriteError> {
        let v = self.expr(value);
        self.out.line(&format!("const int64_t {name} = {v};"));
        Ok(())
    }

    fn write_scope(&mut self, buffers: &[Buffer], body: &[Node]) -> Result<(), WriteError> {
        self.out.line("{");
        self.out.indent();
        for b in buffers {
            let t = ctype(b.dtype);
            let [il, ih, jl, jh, kb, ka] = b.halo;
            let [ti, tj] = b.tile;
            let (si, sj, sk) = (&b.strides[0], &b.strides[1], &b.strides[2]);
            let kept = match b.k_ring {
                Some(ring) => format!("k-cache of the last {ring} level(s)"),
                None => format!("levels k[-{kb}, +{ka}]"),
            };
            self.out.line(&format!(
                "/* {}: tile {ti}x{tj} with halo i[-{il}, +{ih}] j[-{jl}, +{jh}], {kept} */",
                b.name
            ));
            let levels = match b.k_ring {
                Some(ring) => ring.to_string(),
                None => format!("(nk + {})", kb + ka),
            };
            let size = match b.layout {
                // I contiguous, then K, then J, data dimensions outermost: the
                // layout of the fields (`Backend::axis_order`).
                Layout::IFirst => {
                    self.out.line(&format!("const int64_t {si} = 1;"));
                    self.out
                        .line(&format!("const int64_t {sk} = {};", ti + il + ih));
                    self.out
                        .line(&format!("const int64_t {sj} = {sk} * {levels};"));
                    let mut s = format!("{sj} * {}", tj + jl + jh);
                    for (d, name) in b.data_dims.iter().zip(&b.strides[3..]).rev() {
                        self.out.line(&format!("const int64_t {name} = {s};"));
                        s = format!("{name} * {d}");
                    }
                    s
                }
                // C order: I, J, K, then data dimensions innermost.
                Layout::KFirst => {
                    let mut s = "1".to_string();
                    for (d, name) in b.data_dims.iter().zip(&b.strides[3..]).rev() {
                        self.out.line(&format!("const int64_t {name} = {s};"));
                        s = format!("{name} * {d}");
                    }
                    self.out.line(&format!("const int64_t {sk} = {s};"));
                    self.out
                        .line(&format!("const int64_t {sj} = {sk} * {levels};"));
                    self.out
                        .line(&format!("const int64_t {si} = {sj} * {};", tj + jl + jh));
                    format!("{si} * {}", ti + il + ih)
                }
            };
            self.out.line(&format!(
                "{t} *const {n}_base = ({t} *)malloc(sizeof({t}) * (size_t)({size}));",
                n = b.name
            ));
            self.out.line(&format!(
                "{t} *restrict {n} = {n}_base ? {n}_base + {il} * {si} + {jl} * {sj} + {kb} * {sk} : 0;",
                n = b.name
            ));
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
        self.out.line(&format!("const int buffers_ok = {ok};"));
        self.out.line("if (!buffers_ok) {");
        self.out.indent();
        self.write_fail(2)?;
        self.out.dedent();
        self.out.line("}");
        for n in body {
            self.write_node(n)?;
        }
        for b in buffers {
            self.out.line(&format!("free({}_base);", b.name));
        }
        self.out.dedent();
        self.out.line("}");
        Ok(())
    }

    fn write_fail(&mut self, code: i32) -> Result<(), WriteError> {
        self.out.raw_line("#pragma omp atomic write");
        self.out.line(&format!("status = {code};"));
        Ok(())
    }

    fn write_directive(&mut self, directive: &Directive) -> Result<(), WriteError> {
        match directive {
            Directive::ParallelRegion { body } => {
                self.out.raw_line("#pragma omp parallel");
                self.out.line("{");
                self.block(body)?;
                self.out.line("}");
            }
            Directive::Simd { body } => {
                self.out.raw_line("#pragma omp simd");
                self.write_loop(body)?;
            }
            Directive::For { collapse, body } => {
                let clause = if *collapse > 1 {
                    format!(" collapse({collapse})")
                } else {
                    String::new()
                };
                self.out
                    .raw_line(&format!("#pragma omp for{clause} schedule(static)"));
                self.write_loop(body)?;
            }
        }
        Ok(())
    }

    fn write_comment(&mut self, text: &str) -> Result<(), WriteError> {
        self.out
            .line(&format!("/* {} */", text.replace("*/", "* /")));
        Ok(())
    }
}

/// A float converted to an integer type as NumPy does on x86-64 (C leaves it
/// undefined): truncation toward zero, and the type's minimum for NaN and for
/// values out of range (int8 and int16 go through int32, then wrap).
fn float_to_int(t: DType, x: &str) -> String {
    let (lo, hi, min) = if t == DType::Int64 {
        (
            "-9223372036854775808.0",
            "9223372036854775808.0",
            "INT64_MIN",
        )
    } else {
        ("-2147483649.0", "2147483648.0", "INT32_MIN")
    };
    let wide = if t == DType::Int64 {
        "int64_t"
    } else {
        "int32_t"
    };
    format!(
        "(({})({{ const double isobar_v = (double)({x}); \
         (isobar_v > {lo} && isobar_v < {hi}) ? ({wide})isobar_v : {min}; }}))",
        ctype(t)
    )
}
