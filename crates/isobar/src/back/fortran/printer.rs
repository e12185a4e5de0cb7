//! The Fortran printer: statements (declarations in `block`s, loops with
//! their variables, OpenMP directives, tile buffers) and expressions
//! (kinds, `logical` values of byte-stored booleans, short-circuit-free
//! conditions), with lines continued before 120 columns.

use super::prelude::{c_interface, c_math, helper_name};
use super::{comment_text, kind, origin_name, storage, value_type};
use crate::back::WriteError;
use crate::ir::{Builtin, DType};
use crate::kernel::visit::Visitor;
use crate::kernel::{
    names, ArrayRef, BinaryOp, Buffer, Expr, Intrinsic, Loop, Module, Node, ParamKind, Schedule,
    UnaryOp, WrappingOp,
};
use std::collections::{BTreeMap, BTreeSet};

/// The Fortran printer: text, indentation, and what it knows about arrays.
/// Columns a line aims at (Fortran allows 132).
const LINE: usize = 120;

/// The deepest indentation written, in levels of two spaces.
const MAX_INDENT: usize = 20;

/// Where to continue a line `text` that should be cut before column
/// `budget`: after the last space, `(` or `,` before it (always between
/// tokens), else after the first one beyond it (a long token), else nowhere.
fn break_point(text: &str, budget: usize) -> usize {
    let is_break = |c: u8| c == b' ' || c == b'(' || c == b',' || c == b')';
    let bytes = text.as_bytes();
    let window = budget.min(bytes.len());
    (1..window)
        .rev()
        .find(|&i| is_break(bytes[i - 1]))
        .or_else(|| (window..bytes.len()).find(|&i| i > 0 && is_break(bytes[i - 1])))
        .unwrap_or(bytes.len())
}

pub(super) struct Writer {
    /// The text so far.
    pub(super) text: String,
    depth: usize,
    /// Per array: its strides and, for fields, the name of the origin offset.
    arrays: BTreeMap<String, (Vec<String>, Option<String>)>,
    /// Scalars stored as one byte that hold booleans (scalar parameters).
    byte_bools: BTreeSet<String>,
}

impl Writer {
    pub(super) fn new(module: &Module) -> Self {
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

    pub(super) fn indent(&mut self) {
        self.depth += 1;
    }

    pub(super) fn dedent(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Appends a line, continued with `&` where it would pass 120 columns.
    pub(super) fn line(&mut self, text: &str) {
        if text.is_empty() {
            self.text.push('\n');
            return;
        }
        // Indentation is capped so that deep nests keep room for code.
        let pad = "  ".repeat(self.depth.min(MAX_INDENT));
        let mut rest = text.to_string();
        let mut first = true;
        let mut in_string = false;
        loop {
            let prefix = match (first, in_string) {
                (true, _) => pad.clone(),
                // A character literal goes on right after the `&`.
                (false, true) => format!("{pad}&"),
                (false, false) => format!("{pad}& "),
            };
            if prefix.len() + rest.len() <= LINE || rest.starts_with('!') {
                self.text.push_str(&prefix);
                self.text.push_str(&rest);
                self.text.push('\n');
                return;
            }
            let budget = LINE - 2 - prefix.len();
            // A character literal too long for a line (a long stencil name
            // in `bind(C, name="...")`) is continued inside the literal.
            let open_quote = rest.as_bytes()[..budget]
                .iter()
                .filter(|&&c| c == b'"')
                .count()
                % 2
                == 1;
            if open_quote && break_point(&rest, budget) > budget && rest.is_char_boundary(budget) {
                self.text.push_str(&prefix);
                self.text.push_str(&rest[..budget]);
                self.text.push_str("&\n");
                rest = rest[budget..].to_string();
                first = false;
                in_string = true;
                continue;
            }
            in_string = false;
            let cut = break_point(&rest, budget);
            self.text.push_str(&prefix);
            self.text.push_str(rest[..cut].trim_end());
            self.text.push_str(" &\n");
            rest = rest[cut..].trim_start().to_string();
            first = false;
        }
    }

    /// Writes statements; declarations (`Let`, `Local`) open a `block` that
    /// lasts to the end of the list.
    pub(super) fn nodes(&mut self, nodes: &[Node]) -> Result<(), WriteError> {
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
                let spins = names::WHILE_ITERATIONS;
                self.line("block");
                self.indent();
                self.line(&format!("integer(c_int64_t) :: {spins}"));
                self.line(&format!("{spins} = 0"));
                self.line("do");
                self.indent();
                for part in conjuncts(cond) {
                    let c = self.expr(part);
                    self.line(&format!("if (.not. {c}) exit"));
                }
                self.line(&format!("{spins} = {spins} + 1"));
                self.line(&format!(
                    "if ({spins} > {}_c_int64_t) then",
                    crate::ir::MAX_WHILE_ITERATIONS
                ));
                self.indent();
                self.line("!$omp atomic write");
                self.line(&format!(
                    "{} = {}",
                    names::STATUS,
                    crate::kernel::FAIL_ENDLESS_WHILE
                ));
                self.line("exit");
                self.dedent();
                self.line("end if");
                self.nodes(body)?;
                self.dedent();
                self.line("end do");
                self.dedent();
                self.line("end block");
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
            // The Fortran target never asks for staged columns
            // (`Target::stages_columns`).
            Node::Stage(_) => {
                return Err(WriteError::Unsupported {
                    target: "fortran",
                    what: "Stage",
                })
            }
            // A hint, and never asked for here (only staged sweeps have it).
            Node::Prefetch(_) => {}
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
        let [il, _, jl, _, kb, _] = b.halo;
        let (si, sj, sk) = (&b.strides[0], &b.strides[1], &b.strides[2]);
        let layout = crate::back::tile_layout(b, |n| format!("{n}_c_int64_t"));
        for (stride, value) in layout.strides {
            self.line(&format!("{stride} = {value}"));
        }
        let size = layout.size;
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
            // C's pow, as the other targets: gfortran rejects `**` of a
            // negative constant to a real constant at compile time.
            Intrinsic::Pow => {
                let (x, y) = two();
                format!("{}({x}, {y})", c_interface("pow", arg_type))
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

/// Records the tile buffers' strides (before the body refers to them).
pub(super) fn collect_buffers(nodes: &[Node], w: &mut Writer) {
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
            crate::kernel::visit::walk_node(self, node);
        }
    }
    let mut c = Collect(w);
    nodes.iter().for_each(|n| c.visit_node(n));
}

#[cfg(test)]
mod tests {
    use super::break_point;

    #[test]
    fn lines_break_between_tokens_only() {
        let long = "int(isobar_f2i_i64(real(isobar_min_f64(isobar_max_f64(real(merge(real(omp_get_thread_num_(isobar_o2 + i";
        let cut = break_point(long, 84);
        assert!(cut <= 84);
        assert!(long[..cut].ends_with('('), "{}", &long[..cut]);
        assert_eq!(break_point("a + b", 3), 2);
        assert_eq!(break_point(&"x".repeat(200), 50), 200);
        let token = format!("{} (b)", "y".repeat(90));
        assert_eq!(break_point(&token, 50), 91);
    }
}
