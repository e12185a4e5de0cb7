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
    pub(crate) fn covers(&self, position: usize, domain: [usize; 3]) -> bool {
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
        let map = m.map_symbols(c, position);
        let call = &program.calls[c];
        let region = frame.region(position, call.domain);
        let wrap_all = !frame.covers(position, call.domain);
        let program_fields: BTreeSet<SymbolId> = m.field_symbols.values().copied().collect();
        let stored: BTreeSet<SymbolId> = m
            .field_symbols
            .iter()
            .filter(|(f, _)| !temporaries.contains(f))
            .map(|(_, &s)| s)
            .collect();
        let rewrite = Rewrite {
            map: &map,
            region,
            wrap_all,
            needed_outside: &needed_outside(call.signature.ir()),
            program_fields: &program_fields,
            stored: &stored,
            temporaries: &m.field_symbols_temporary(),
            shift: frame.starts[position],
            frame_domain: frame.domain,
            call_domain: call.domain,
        };
        for comp in &call.signature.ir().computations {
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
    /// Symbols of call `c`, at `position` in the group → symbols of the
    /// merged stencil (created on first use). Names carry the position, not
    /// the call's number: groups alike merge into the same stencil.
    fn map_symbols(&mut self, c: usize, position: usize) -> BTreeMap<SymbolId, SymbolId> {
        let call = &self.program.calls[c];
        let ir = call.signature.ir();
        for (k, v) in &ir.externals {
            self.externals.insert(format!("c{position}.{k}"), *v);
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
                    let name = format!("c{position}.{}", symbol.name);
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
                    name: format!("c{position}.{}", symbol.name),
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

    /// The merged symbols of program fields held as temporaries. Their writes
    /// are restricted to each writer's domain like stored fields': that keeps
    /// the extents (and the halos the arrays need) those of the calls, and
    /// costs nothing once the CPU loops are cut to the region.
    fn field_symbols_temporary(&self) -> BTreeSet<SymbolId> {
        self.field_symbols
            .iter()
            .filter(|(f, _)| self.temporaries.contains(f))
            .map(|(_, &s)| s)
            .collect()
    }
}

/// What one top-level statement writes, and the temporaries it reads (each
/// with whether the read is at a horizontal offset).
type Summary = (BTreeSet<SymbolId>, Vec<(SymbolId, bool)>);

/// The temporaries of `stencil` needed outside its domain (see
/// [`Rewrite::needed_outside`]), by the stencil's own symbol ids.
fn needed_outside(stencil: &ir::Stencil) -> BTreeSet<SymbolId> {
    let is_temporary = |id: SymbolId| stencil.symbols.get(id).is_temporary();
    let tops: Vec<&Stmt> = stencil
        .computations
        .iter()
        .flat_map(|c| c.intervals.iter().flat_map(|b| b.body.iter()))
        .collect();
    // Per top-level statement: what it writes, and the temporaries it reads.
    let summaries: Vec<Summary> = tops
        .iter()
        .map(|top| {
            let mut writes = BTreeSet::new();
            let mut reads = Vec::new();
            top.walk(&mut |s| {
                let exprs: Vec<&Expr> = match &s.kind {
                    StmtKind::Assign { target, value } => {
                        writes.insert(target.field);
                        let mut exprs = vec![value];
                        exprs.extend(target.data_index.iter());
                        if let KOffset::Variable(k) = &target.offset.k {
                            exprs.push(k);
                        }
                        exprs
                    }
                    StmtKind::If { cond, .. } | StmtKind::While { cond, .. } => vec![cond],
                    StmtKind::Horizontal { .. } => vec![],
                };
                for e in exprs {
                    for r in e.field_reads() {
                        if is_temporary(r.field) {
                            reads.push((r.field, r.offset.is_horizontal()));
                        }
                    }
                }
            });
            (writes, reads)
        })
        .collect();
    let mut needed: BTreeSet<SymbolId> = summaries
        .iter()
        .flat_map(|(_, reads)| {
            reads
                .iter()
                .filter(|(_, shifted)| *shifted)
                .map(|(id, _)| *id)
        })
        .collect();
    loop {
        let before = needed.len();
        for (writes, reads) in &summaries {
            if !writes.is_disjoint(&needed) {
                needed.extend(reads.iter().map(|(id, _)| *id));
            }
        }
        if needed.len() == before {
            return needed;
        }
    }
}

/// Rewrites one call's statements into the merged stencil.
struct Rewrite<'a> {
    map: &'a BTreeMap<SymbolId, SymbolId>,
    /// The call's domain in the frame.
    region: Region,
    /// The call does not cover the frame: every write to a stored program
    /// field is restricted to its domain.
    wrap_all: bool,
    /// The merged symbols of program fields.
    program_fields: &'a BTreeSet<SymbolId>,
    /// The call's temporaries (its own symbols) that are needed outside its
    /// domain: read at a horizontal offset, or read by a statement that
    /// computes one of those.
    needed_outside: &'a BTreeSet<SymbolId>,
    /// Program fields passed as parameters: restricted when `wrap_all`.
    stored: &'a BTreeSet<SymbolId>,
    /// Program fields held as temporaries whose writes are always restricted.
    temporaries: &'a BTreeSet<SymbolId>,
    shift: [usize; 2],
    frame_domain: [usize; 3],
    call_domain: [usize; 3],
}

impl Rewrite<'_> {
    /// A top-level statement that writes nothing needed outside the call's
    /// domain is restricted to it as a whole (its conditions then read only
    /// inside the domain, as they do when the call runs alone, and its loops
    /// are cut to the domain); one that writes a temporary of the call that
    /// is needed around the domain has each program-field write restricted.
    fn top_level(&self, stmt: &Stmt) -> Stmt {
        let mut writes = false;
        let mut needed_outside = false;
        stmt.walk(&mut |s| {
            if let StmtKind::Assign { target, .. } = &s.kind {
                writes = true;
                needed_outside |= self.needed_outside.contains(&target.field);
            }
        });
        if needed_outside || !writes {
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

    /// True if writes to the merged symbol `id` are restricted to the call's domain.
    fn restricts(&self, id: SymbolId) -> bool {
        (self.wrap_all && self.stored.contains(&id)) || self.temporaries.contains(&id)
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
                if program_field && self.restricts(target.field) {
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
        region.rebased(
            [self.shift[0] as i64, self.shift[1] as i64],
            [self.call_domain[0], self.call_domain[1]],
            [self.frame_domain[0], self.frame_domain[1]],
        )
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
