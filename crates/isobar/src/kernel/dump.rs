//! A readable text form of the kernel IR (`isobar dump --stage kernel`): one
//! line per statement, expressions in a neutral infix notation, intrinsics by
//! name with their type, array elements as `name[i, j, k; data]`.

use super::{
    ArrayRef, BinaryOp, Expr, HostStep, Intrinsic, Kernel, Module, Node, ParamKind, Schedule,
    Space, UnaryOp, WrappingOp,
};
use std::fmt::Write;

/// The module as text.
pub fn to_text(module: &Module) -> String {
    let mut d = Dump::default();
    d.line(&format!(
        "module {} (stencil `{}` from {})",
        module.name, module.stencil_name, module.source_file
    ));
    for p in &module.params {
        let what = match &p.kind {
            ParamKind::Field {
                dtype,
                axes,
                data_dims,
                strides,
                k_bounds,
                ..
            } => {
                let mut s = format!(
                    "field {} {}{} strides ({})",
                    dtype.name(),
                    axes.name(),
                    data_suffix(data_dims),
                    strides.join(", ")
                );
                if let Some((lo, hi)) = k_bounds {
                    let _ = write!(s, " k-range ({lo}, {hi})");
                }
                s
            }
            ParamKind::Scalar { dtype } => format!("scalar {}", dtype.name()),
        };
        d.line(&format!("  param {} (`{}`): {what}", p.name, p.source_name));
    }
    for b in &module.buffers {
        d.line(&format!(
            "  buffer {} (`{}`): {}{}{} halo {:?} strides ({})",
            b.name,
            b.source_name,
            b.dtype.name(),
            if b.has_k { " IJK" } else { " IJ" },
            data_suffix(&b.data_dims),
            b.halo,
            b.strides.join(", ")
        ));
    }
    for kernel in &module.kernels {
        d.kernel(kernel);
    }
    d.line("host:");
    d.depth = 1;
    for step in &module.host {
        d.host(step);
    }
    d.text
}

fn data_suffix(dims: &[u32]) -> String {
    if dims.is_empty() {
        String::new()
    } else {
        format!(" x data {dims:?}")
    }
}

#[derive(Default)]
struct Dump {
    text: String,
    depth: usize,
}

impl Dump {
    fn line(&mut self, s: &str) {
        for _ in 0..self.depth {
            self.text.push_str("  ");
        }
        self.text.push_str(s);
        self.text.push('\n');
    }

    fn kernel(&mut self, k: &Kernel) {
        self.depth = 0;
        let space = match &k.space {
            Space::Once => "once".to_string(),
            Space::Grid(axes) => axes
                .iter()
                .map(|a| format!("{} in [{}, {})", a.var, expr(&a.start), expr(&a.stop)))
                .collect::<Vec<_>>()
                .join(", "),
        };
        self.line(&format!("kernel {} over {space}:", k.name));
        self.block(&k.body);
    }

    fn host(&mut self, step: &HostStep) {
        match step {
            HostStep::Launch(n) => self.line(&format!("launch kernel {n}")),
            HostStep::Levels {
                var,
                start,
                stop,
                reverse,
                body,
            } => {
                let dir = if *reverse { " downwards" } else { "" };
                self.line(&format!(
                    "for {var} in [{}, {}){dir}:",
                    expr(start),
                    expr(stop)
                ));
                self.depth += 1;
                body.iter().for_each(|s| self.host(s));
                self.depth -= 1;
            }
        }
    }

    fn block(&mut self, nodes: &[Node]) {
        self.depth += 1;
        nodes.iter().for_each(|n| self.node(n));
        self.depth -= 1;
    }

    fn node(&mut self, node: &Node) {
        match node {
            Node::Loop(l) => self.loop_(l, ""),
            Node::While { cond, body } => {
                self.line(&format!("while {}:", expr(cond)));
                self.block(body);
            }
            Node::If {
                cond,
                then_body,
                else_body,
            } => {
                self.line(&format!("if {}:", expr(cond)));
                self.block(then_body);
                if !else_body.is_empty() {
                    self.line("else:");
                    self.block(else_body);
                }
            }
            Node::Assign { target, value, .. } => {
                self.line(&format!("{} = {}", array_ref(target), expr(value)))
            }
            Node::Fail { code } => self.line(&format!("fail {code}")),
            Node::Local { name, dtype } => self.line(&format!("local {name}: {}", dtype.name())),
            Node::Let { name, value } => self.line(&format!("let {name} = {}", expr(value))),
            Node::Scope { buffers, body } => {
                for b in buffers {
                    let kept = match b.k_ring {
                        Some(r) => format!("ring of {r} level(s)"),
                        None => "every level".into(),
                    };
                    self.line(&format!(
                        "tile buffer {} (`{}`): {}{} tile {:?} halo {:?}, {kept}",
                        b.name,
                        b.source_name,
                        b.dtype.name(),
                        data_suffix(&b.data_dims),
                        b.tile,
                        b.halo
                    ));
                }
                self.line("scope:");
                self.block(body);
            }
            Node::Schedule(Schedule::Threads { body }) => {
                self.line("threads:");
                self.block(body);
            }
            Node::Schedule(Schedule::ShareOut { collapse, body }) => {
                self.loop_(body, &format!("shared out (collapse {collapse}) "))
            }
            Node::Schedule(Schedule::Lanes { body }) => self.loop_(body, "lanes "),
            Node::Stage(st) => {
                let (to, from) = if st.into_buffer {
                    (&st.buffer, &st.field)
                } else {
                    (&st.field, &st.buffer)
                };
                self.line(&format!(
                    "stage {} columns, k in [{}, {}): {} = {}",
                    expr(&st.lanes),
                    expr(&st.lo),
                    expr(&st.hi),
                    array_ref(to),
                    array_ref(from)
                ))
            }
            Node::Prefetch(pf) => self.line(&format!(
                "prefetch slice {} of {} of the {} elements {} after {} (if {} is 1)",
                expr(&pf.part),
                expr(&pf.parts),
                expr(&pf.extent),
                expr(&pf.skip),
                array_ref(&pf.field),
                pf.level_stride
            )),
            Node::Comment(c) => self.line(&format!("# {c}")),
        }
    }

    fn loop_(&mut self, l: &super::Loop, how: &str) {
        let dir = if l.reverse { " downwards" } else { "" };
        self.line(&format!(
            "{how}for {} in [{}, {}){dir}:",
            l.var,
            expr(&l.start),
            expr(&l.stop)
        ));
        self.block(&l.body);
    }
}

fn array_ref(r: &ArrayRef) -> String {
    let index: Vec<String> = r.index.iter().flatten().map(expr).collect();
    if index.is_empty() && r.data.is_empty() {
        return r.array.clone();
    }
    let mut s = format!("{}[{}", r.array, index.join(", "));
    if !r.data.is_empty() {
        let data: Vec<String> = r.data.iter().map(expr).collect();
        let _ = write!(s, "; {}", data.join(", "));
    }
    s.push(']');
    s
}

/// The name of an intrinsic in dumps.
pub fn intrinsic_name(f: Intrinsic) -> String {
    match f {
        Intrinsic::Math(b) => b.name().into(),
        Intrinsic::Pow => "pow".into(),
        Intrinsic::Min => "min".into(),
        Intrinsic::Max => "max".into(),
        Intrinsic::Mod => "mod".into(),
        Intrinsic::Ring => "ring".into(),
        Intrinsic::Clamp => "clamp".into(),
        Intrinsic::Wrapping(op) => format!(
            "wrapping_{}",
            match op {
                WrappingOp::Add => "add",
                WrappingOp::Sub => "sub",
                WrappingOp::Mul => "mul",
                WrappingOp::Div => "floordiv",
                WrappingOp::Neg => "neg",
                WrappingOp::Abs => "abs",
                WrappingOp::Pow => "pow",
            }
        ),
    }
}

fn expr(e: &Expr) -> String {
    match e {
        Expr::Int(i) => i.to_string(),
        Expr::Float(f, t) => format!("{f:?}:{}", t.name()),
        Expr::Bool(b) => b.to_string(),
        Expr::Var(v, _) => v.clone(),
        Expr::Load(r) => array_ref(r),
        Expr::Unary(UnaryOp::Neg, x) => format!("-{}", expr(x)),
        Expr::Unary(UnaryOp::Not, x) => format!("not {}", expr(x)),
        Expr::Binary(op, a, b, _) => {
            let sym = match op {
                BinaryOp::And => "and",
                BinaryOp::Or => "or",
                other => other.symbol(),
            };
            format!("({} {sym} {})", expr(a), expr(b))
        }
        Expr::Call(f, args, t) => {
            let args: Vec<String> = args.iter().map(expr).collect();
            format!("{}:{}({})", intrinsic_name(*f), t.name(), args.join(", "))
        }
        Expr::Cast(t, x) => format!("{}({})", t.name(), expr(x)),
        Expr::Ternary(c, a, b) => format!("({} if {} else {})", expr(a), expr(c), expr(b)),
    }
}
