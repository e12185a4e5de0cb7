//! One fusion group of calls written as one stencil of the stencil IR.
//!
//! The calls run in a common *frame*: one origin for every field, and a
//! domain that is the bounding box of the calls' domains. A call whose fields
//! all share one origin sits in the frame at a fixed shift, so its offsets are
//! unchanged; its horizontal regions are moved by the shift.
//!
//! Semantics kept from the calls one by one:
//! - a call's writes to program fields happen on its own domain only: where
//!   that is not the whole frame, or where the field is a transient (a
//!   temporary here, which extent analysis would otherwise compute into the
//!   halo), the assignment is restricted to a region that is the call's
//!   domain, so neighbours outside it keep what was there (zero, for a
//!   transient);
//! - a call's own temporaries get their own names (`c3.lap`), and are
//!   computed wherever the call's reads need them, as in the call alone;
//! - every scalar of every call is its own parameter (`c3.alpha`).

use super::{FieldId, Program};
use crate::ir::{
    self, AxisRange, Expr, ExprKind, FieldRef, KOffset, LevelBound, Region, Stmt, StmtKind, Symbol,
    SymbolId, SymbolKind, SymbolTable,
};
use std::collections::{BTreeMap, BTreeSet};

/// Where the calls of a group sit in the merged stencil's domain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The origin, per axis I, J, K, of every field in the merged call.
    pub base: [usize; 3],
    /// The merged domain: the bounding box of the calls' domains.
    pub domain: [usize; 3],
    /// Per call of the group: its domain's first point in the frame (I, J).
    pub starts: Vec<[usize; 2]>,
}

impl Frame {
    /// The call's domain in the frame, as a region (start- and end-anchored).
    fn region(&self, position: usize, domain: [usize; 3]) -> Region {
        let range = |axis: usize| {
            let lo = self.starts[position][axis] as i64;
            let hi = lo + domain[axis] as i64;
            AxisRange {
                start: Some(LevelBound::start(lo)),
                end: Some(LevelBound::end(hi - self.domain[axis] as i64)),
            }
        };
        Region {
            i: range(0),
            j: range(1),
            span: Default::default(),
        }
    }

    /// True if the call covers the whole frame in I and J.
    fn covers(&self, position: usize, domain: [usize; 3]) -> bool {
        self.starts[position] == [0, 0] && domain[..2] == self.domain[..2]
    }
}

/// How the merged stencil's parameters bind to the program.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Bindings {
    /// Field parameters: merged name → program field.
    pub fields: Vec<(String, FieldId)>,
    /// Scalar parameters: merged name → (call, the call's parameter name).
    pub scalars: Vec<(String, usize, String)>,
}

/// The calls `calls` of `program` (in order) as one stencil named `name`;
/// `temporaries` are the transients that live only inside this group.
pub fn merge(
    program: &Program,
    calls: &[usize],
    frame: &Frame,
    temporaries: &BTreeSet<FieldId>,
    name: &str,
) -> (ir::Stencil, Bindings) {
    let mut m = Merger {
        program,
        temporaries,
        symbols: SymbolTable::default(),
        params: Vec::new(),
        field_symbols: BTreeMap::new(),
        bindings: Bindings::default(),
        scalar_defaults: BTreeMap::new(),
        externals: BTreeMap::new(),
    };
    let mut computations = Vec::new();
    for (position, &c) in calls.iter().enumerate() {
        let map = m.map_symbols(c);
        let call = &program.calls[c];
        let region = frame.region(position, call.domain);
        let wrap_all = !frame.covers(position, call.domain);
        let program_fields: BTreeSet<SymbolId> = m.field_symbols.values().copied().collect();
        let rewrite = Rewrite {
            map: &map,
            region,
            wrap_all,
            program_fields: &program_fields,
            temporaries: &m.field_symbols_temporary(),
            shift: frame.starts[position],
            frame_domain: frame.domain,
            call_domain: call.domain,
        };
        for comp in &call.stencil.ir().computations {
            let mut comp = comp.clone();
            for block in &mut comp.intervals {
                block.body = block.body.iter().map(|s| rewrite.top_level(s)).collect();
            }
            computations.push(comp);
        }
    }
    let stencil = ir::Stencil {
        name: name.to_string(),
        span: Default::default(),
        params: m.params,
        symbols: m.symbols,
        computations,
        externals: m.externals,
        scalar_defaults: m.scalar_defaults,
    };
    (stencil, m.bindings)
}

struct Merger<'a> {
    program: &'a Program,
    temporaries: &'a BTreeSet<FieldId>,
    symbols: SymbolTable,
    params: Vec<SymbolId>,
    field_symbols: BTreeMap<FieldId, SymbolId>,
    bindings: Bindings,
    scalar_defaults: BTreeMap<String, ir::Literal>,
    externals: BTreeMap<String, ir::Literal>,
}

impl Merger<'_> {
    /// Symbols of call `c` → symbols of the merged stencil (created on first use).
    fn map_symbols(&mut self, c: usize) -> BTreeMap<SymbolId, SymbolId> {
        let call = &self.program.calls[c];
        let ir = call.stencil.ir();
        for (k, v) in &ir.externals {
            self.externals.insert(format!("c{c}.{k}"), *v);
        }
        let mut map = BTreeMap::new();
        for (id, symbol) in ir.symbols.iter() {
            let new = match &symbol.kind {
                SymbolKind::FieldParam(ty) => match call.fields.get(&symbol.name) {
                    Some(&field) => self.program_field(field, ty),
                    // Unbound parameters are caught when the call is recorded.
                    None => continue,
                },
                SymbolKind::ScalarParam(t) => {
                    let name = format!("c{c}.{}", symbol.name);
                    if let Some(d) = ir.scalar_defaults.get(&symbol.name) {
                        self.scalar_defaults.insert(name.clone(), *d);
                    }
                    let new = self.symbols.add(Symbol {
                        name: name.clone(),
                        kind: SymbolKind::ScalarParam(*t),
                        span: symbol.span,
                    });
                    self.params.push(new);
                    self.bindings.scalars.push((name, c, symbol.name.clone()));
                    new
                }
                SymbolKind::Temporary(ty) => self.symbols.add(Symbol {
                    name: format!("c{c}.{}", symbol.name),
                    kind: SymbolKind::Temporary(ty.clone()),
                    span: symbol.span,
                }),
            };
            map.insert(id, new);
        }
        map
    }

    /// The merged symbol of a program field: a parameter, or a temporary for
    /// transients that live inside the group.
    fn program_field(&mut self, field: FieldId, ty: &ir::FieldType) -> SymbolId {
        if let Some(&s) = self.field_symbols.get(&field) {
            return s;
        }
        let name = self.program.fields[field.0].name.clone();
        let kind = if self.temporaries.contains(&field) {
            SymbolKind::Temporary(ty.clone())
        } else {
            SymbolKind::FieldParam(ty.clone())
        };
        let id = self.symbols.add(Symbol {
            name: name.clone(),
            kind,
            span: Default::default(),
        });
        if !self.temporaries.contains(&field) {
            self.params.push(id);
            self.bindings.fields.push((name, field));
        }
        self.field_symbols.insert(field, id);
        id
    }

    /// The merged symbols that are program fields held as temporaries.
    fn field_symbols_temporary(&self) -> BTreeSet<SymbolId> {
        self.field_symbols
            .iter()
            .filter(|(f, _)| self.temporaries.contains(f))
            .map(|(_, &s)| s)
            .collect()
    }
}

/// Rewrites one call's statements into the merged stencil.
struct Rewrite<'a> {
    map: &'a BTreeMap<SymbolId, SymbolId>,
    /// The call's domain in the frame.
    region: Region,
    /// The call does not cover the frame: every write to a program field is
    /// restricted to its domain.
    wrap_all: bool,
    /// The merged symbols of program fields.
    program_fields: &'a BTreeSet<SymbolId>,
    /// Program fields held as temporaries: their writes are always restricted.
    temporaries: &'a BTreeSet<SymbolId>,
    shift: [usize; 2],
    frame_domain: [usize; 3],
    call_domain: [usize; 3],
}

impl Rewrite<'_> {
    /// A top-level statement: one that writes program fields only is
    /// restricted as a whole (its conditions then read only inside the
    /// call's domain, as they do when the call runs alone); one that also
    /// writes the call's temporaries has each program-field write restricted.
    fn top_level(&self, stmt: &Stmt) -> Stmt {
        let mut writes_own_temporary = false;
        let mut writes_program_field = false;
        let mut restricted = false;
        stmt.walk(&mut |s| {
            if let StmtKind::Assign { target, .. } = &s.kind {
                let id = self.map[&target.field];
                if self.program_fields.contains(&id) {
                    writes_program_field = true;
                    restricted |= self.wrap_all || self.temporaries.contains(&id);
                } else {
                    writes_own_temporary = true;
                }
            }
        });
        if writes_own_temporary || !writes_program_field || !restricted {
            return self.stmt(stmt);
        }
        let inner = Rewrite {
            wrap_all: false,
            temporaries: &BTreeSet::new(),
            ..*self
        };
        Stmt {
            kind: StmtKind::Horizontal {
                regions: vec![self.region],
                body: vec![inner.stmt(stmt)],
            },
            span: stmt.span,
        }
    }

    fn stmts(&self, stmts: &[Stmt]) -> Vec<Stmt> {
        stmts.iter().map(|s| self.stmt(s)).collect()
    }

    fn stmt(&self, stmt: &Stmt) -> Stmt {
        let kind = match &stmt.kind {
            StmtKind::Assign { target, value } => {
                let target = self.field_ref(target);
                let program_field = self.program_fields.contains(&target.field);
                let assign = Stmt {
                    kind: StmtKind::Assign {
                        target: target.clone(),
                        value: self.expr(value),
                    },
                    span: stmt.span,
                };
                if program_field && (self.wrap_all || self.temporaries.contains(&target.field)) {
                    StmtKind::Horizontal {
                        regions: vec![self.region],
                        body: vec![assign],
                    }
                } else {
                    return assign;
                }
            }
            StmtKind::If {
                cond,
                then_body,
                else_body,
            } => StmtKind::If {
                cond: self.expr(cond),
                then_body: self.stmts(then_body),
                else_body: self.stmts(else_body),
            },
            StmtKind::While { cond, body } => StmtKind::While {
                cond: self.expr(cond),
                body: self.stmts(body),
            },
            StmtKind::Horizontal { regions, body } => StmtKind::Horizontal {
                regions: regions.iter().map(|r| self.rebase(r)).collect(),
                body: self.stmts(body),
            },
        };
        Stmt {
            kind,
            span: stmt.span,
        }
    }

    /// A region of the call moved into the frame.
    fn rebase(&self, region: &Region) -> Region {
        let axis = |r: AxisRange, a: usize| {
            let lo = self.shift[a] as i64;
            let hi = lo + self.call_domain[a] as i64;
            let n = self.frame_domain[a] as i64;
            let move_bound = |b: LevelBound| match b.anchor {
                ir::Anchor::Start => LevelBound::start(b.offset + lo),
                ir::Anchor::End => LevelBound::end(b.offset + hi - n),
            };
            AxisRange {
                start: r.start.map(move_bound),
                end: r.end.map(move_bound),
            }
        };
        Region {
            i: axis(region.i, 0),
            j: axis(region.j, 1),
            span: region.span,
        }
    }

    fn field_ref(&self, r: &FieldRef) -> FieldRef {
        FieldRef {
            field: self.map[&r.field],
            offset: ir::Offset {
                i: r.offset.i,
                j: r.offset.j,
                k: match &r.offset.k {
                    KOffset::Const(k) => KOffset::Const(*k),
                    KOffset::Variable(e) => KOffset::Variable(Box::new(self.expr(e))),
                },
            },
            data_index: r.data_index.iter().map(|e| self.expr(e)).collect(),
            span: r.span,
        }
    }

    fn expr(&self, e: &Expr) -> Expr {
        let kind = match &e.kind {
            ExprKind::Literal(l) => ExprKind::Literal(*l),
            ExprKind::Field(r) => ExprKind::Field(self.field_ref(r)),
            ExprKind::Scalar(s) => ExprKind::Scalar(self.map[s]),
            ExprKind::Unary { op, operand } => ExprKind::Unary {
                op: *op,
                operand: Box::new(self.expr(operand)),
            },
            ExprKind::Binary { op, left, right } => ExprKind::Binary {
                op: *op,
                left: Box::new(self.expr(left)),
                right: Box::new(self.expr(right)),
            },
            ExprKind::Ternary {
                cond,
                then,
                otherwise,
            } => ExprKind::Ternary {
                cond: Box::new(self.expr(cond)),
                then: Box::new(self.expr(then)),
                otherwise: Box::new(self.expr(otherwise)),
            },
            ExprKind::Call { func, args } => ExprKind::Call {
                func: *func,
                args: args.iter().map(|a| self.expr(a)).collect(),
            },
            ExprKind::Cast(x) => ExprKind::Cast(Box::new(self.expr(x))),
            ExprKind::KIndex => ExprKind::KIndex,
        };
        Expr {
            kind,
            dtype: e.dtype,
            span: e.span,
        }
    }
}
