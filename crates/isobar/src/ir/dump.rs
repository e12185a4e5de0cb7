//! A readable text form of the stencil IR (`isobar dump`).

use super::*;
use std::fmt::Write;

/// Renders `stencil` as indented text.
pub fn to_text(stencil: &Stencil) -> String {
    let mut p = Printer {
        stencil,
        out: String::new(),
    };
    p.stencil();
    p.out
}

struct Printer<'a> {
    stencil: &'a Stencil,
    out: String,
}

impl Printer<'_> {
    fn line(&mut self, depth: usize, text: &str) {
        let _ = writeln!(self.out, "{}{}", "    ".repeat(depth), text);
    }

    fn stencil(&mut self) {
        let s = self.stencil;
        let params: Vec<String> = s.params.iter().map(|id| self.declaration(*id)).collect();
        self.line(0, &format!("stencil {}(", s.name));
        for p in params {
            self.line(1, &format!("{p},"));
        }
        self.line(0, ")");
        let temps: Vec<String> = s
            .symbols
            .iter()
            .filter(|(_, sym)| sym.is_temporary())
            .map(|(id, _)| self.declaration(id))
            .collect();
        if !temps.is_empty() {
            self.line(0, "temporaries:");
            for t in temps {
                self.line(1, &t);
            }
        }
        if !s.externals.is_empty() {
            let ext: Vec<String> = s
                .externals
                .iter()
                .map(|(k, v)| format!("{k} = {}", literal(*v)))
                .collect();
            self.line(0, &format!("externals: {}", ext.join(", ")));
        }
        for c in &s.computations {
            self.line(0, &format!("computation({}):", c.order.name()));
            for block in &c.intervals {
                self.line(1, &format!("interval{}:", interval(block.interval)));
                self.stmts(2, &block.body);
            }
        }
    }

    fn declaration(&self, id: SymbolId) -> String {
        let sym = self.stencil.symbols.get(id);
        match &sym.kind {
            SymbolKind::FieldParam(f) | SymbolKind::Temporary(f) => {
                let data = if f.data_dims.is_empty() {
                    String::new()
                } else {
                    format!(
                        ", data=({})",
                        f.data_dims
                            .iter()
                            .map(u32::to_string)
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                };
                format!(
                    "{}: Field[{}, {}{}]",
                    sym.name,
                    f.axes.name(),
                    f.dtype,
                    data
                )
            }
            SymbolKind::ScalarParam(t) => format!("{}: {}", sym.name, t),
        }
    }

    fn stmts(&mut self, depth: usize, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(depth, s);
        }
    }

    fn stmt(&mut self, depth: usize, s: &Stmt) {
        match &s.kind {
            StmtKind::Assign { target, value } => {
                let text = format!("{} = {}", self.field_ref(target), self.expr(value));
                self.line(depth, &text);
            }
            StmtKind::If {
                cond,
                then_body,
                else_body,
            } => {
                let kind = if cond.is_scalar() { "if" } else { "if (mask)" };
                let text = format!("{kind} {}:", self.expr(cond));
                self.line(depth, &text);
                self.stmts(depth + 1, then_body);
                if !else_body.is_empty() {
                    self.line(depth, "else:");
                    self.stmts(depth + 1, else_body);
                }
            }
            StmtKind::While { cond, body } => {
                let text = format!("while {}:", self.expr(cond));
                self.line(depth, &text);
                self.stmts(depth + 1, body);
            }
            StmtKind::Horizontal { regions, body } => {
                let r: Vec<String> = regions.iter().map(region).collect();
                self.line(depth, &format!("horizontal({}):", r.join(", ")));
                self.stmts(depth + 1, body);
            }
        }
    }

    fn field_ref(&self, r: &FieldRef) -> String {
        field_ref_to_text(&self.stencil.symbols, r)
    }

    fn expr(&self, e: &Expr) -> String {
        expr_to_text(&self.stencil.symbols, e)
    }
}

/// `name[i, j, k][data]` for a field reference.
pub fn field_ref_to_text(symbols: &SymbolTable, r: &FieldRef) -> String {
    ExprPrinter { symbols }.field_ref(r)
}

/// An expression in Python-like syntax, fully parenthesised.
pub fn expr_to_text(symbols: &SymbolTable, e: &Expr) -> String {
    ExprPrinter { symbols }.expr(e)
}

struct ExprPrinter<'a> {
    symbols: &'a SymbolTable,
}

impl ExprPrinter<'_> {
    fn field_ref(&self, r: &FieldRef) -> String {
        let name = &self.symbols.get(r.field).name;
        let k = match &r.offset.k {
            KOffset::Const(k) => k.to_string(),
            KOffset::Variable(e) => self.expr(e),
        };
        let mut s = format!("{name}[{}, {}, {k}]", r.offset.i, r.offset.j);
        if !r.data_index.is_empty() {
            let idx: Vec<String> = r.data_index.iter().map(|e| self.expr(e)).collect();
            let _ = write!(s, "[{}]", idx.join(", "));
        }
        s
    }

    fn expr(&self, e: &Expr) -> String {
        match &e.kind {
            ExprKind::Literal(l) => literal(*l),
            ExprKind::Field(r) => self.field_ref(r),
            ExprKind::Scalar(id) => self.symbols.get(*id).name.clone(),
            ExprKind::KIndex => "K".into(),
            ExprKind::Unary { op, operand } => {
                let op = match op {
                    UnaryOp::Neg => "-",
                    UnaryOp::Pos => "+",
                    UnaryOp::Not => "not ",
                };
                format!("{op}{}", self.expr(operand))
            }
            ExprKind::Binary { op, left, right } => {
                format!("({} {} {})", self.expr(left), op.symbol(), self.expr(right))
            }
            ExprKind::Ternary {
                cond,
                then,
                otherwise,
            } => format!(
                "({} if {} else {})",
                self.expr(then),
                self.expr(cond),
                self.expr(otherwise)
            ),
            ExprKind::Call { func, args } => {
                let a: Vec<String> = args.iter().map(|x| self.expr(x)).collect();
                format!("{}({})", func.name(), a.join(", "))
            }
            ExprKind::Cast(value) => format!("{}({})", e.dtype, self.expr(value)),
        }
    }
}

fn literal(l: Literal) -> String {
    match l {
        Literal::Bool(b) => if b { "True" } else { "False" }.to_string(),
        Literal::Int(i) => i.to_string(),
        Literal::Float(f) => format!("{f:?}"),
    }
}

fn bound(b: LevelBound) -> String {
    match (b.anchor, b.offset) {
        (Anchor::Start, 0) => "start".into(),
        (Anchor::End, 0) => "end".into(),
        (Anchor::Start, n) => format!("start{n:+}"),
        (Anchor::End, n) => format!("end{n:+}"),
    }
}

/// `[start, end-1)` for an interval.
pub fn interval(i: Interval) -> String {
    format!("[{}, {})", bound(i.start), bound(i.end))
}

/// `region[start:start+1, :]` for a region.
pub fn region(r: &Region) -> String {
    let axis = |a: AxisRange| {
        let s = a.start.map(bound).unwrap_or_default();
        let e = a.end.map(bound).unwrap_or_default();
        format!("{s}:{e}")
    };
    format!("region[{}, {}]", axis(r.i), axis(r.j))
}
