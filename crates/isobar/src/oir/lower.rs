//! Stencil IR → optimisation IR: one horizontal execution per statement, masks
//! for field conditionals, guards for regions and scalar conditions.

use super::{BlockId, ExecutionId, HorizontalExecution, Section, Stencil, Stmt, VerticalLoop};
use crate::diagnostics::Span;
use crate::ir::{self, Axes, DType, Expr, ExprKind, FieldRef, FieldType, Offset, SymbolKind};

/// Lowers a (checked) stencil to the optimisation IR. The input is not changed.
/// Temporaries that may be read where they were never written are set to 0
/// first ([`super::uninit`]), so every back-end reads the same value there.
pub fn lower(stencil: &ir::Stencil) -> Stencil {
    let mut oir = lower_uninitialised(stencil);
    let reads = super::uninit::analyse(&oir);
    super::uninit::initialise(&mut oir, &reads);
    oir
}

/// [`lower`] without the initialisation of temporaries read where they may
/// not have been written (what [`super::uninit::analyse`] looks at).
pub fn lower_uninitialised(stencil: &ir::Stencil) -> Stencil {
    let stencil = &ir::upcast::apply(stencil);
    let mut lowering = Lowering {
        symbols: stencil.symbols.clone(),
        executions: 0,
        masks: 0,
        blocks: 0,
    };
    let loops = stencil
        .computations
        .iter()
        .map(|c| VerticalLoop {
            order: c.order,
            span: c.span,
            sections: c
                .intervals
                .iter()
                .map(|block| {
                    let mut executions = Vec::new();
                    for stmt in &block.body {
                        let first = executions.len();
                        lowering.execution_stmt(stmt, &[], &mut executions);
                        lowering.mark_block(&mut executions[first..]);
                    }
                    Section {
                        interval: block.interval,
                        executions,
                    }
                })
                .collect(),
        })
        .collect();
    Stencil {
        name: stencil.name.clone(),
        params: stencil.params.clone(),
        symbols: lowering.symbols,
        loops,
        locals: Default::default(),
        scalar_defaults: stencil.scalar_defaults.clone(),
    }
}

/// A condition or region that encloses a statement.
#[derive(Clone)]
enum Guard {
    Cond(Expr),
    Regions(Vec<ir::Region>),
}

struct Lowering {
    symbols: ir::SymbolTable,
    executions: u32,
    masks: u32,
    blocks: u32,
}

impl Lowering {
    /// Gives the executions of one top-level statement a common
    /// [`BlockId`] if a later one reads at an I/J offset a field an earlier
    /// one writes (GT4Py computes such a block on one extent).
    fn mark_block(&mut self, block: &mut [HorizontalExecution]) {
        let mut written = std::collections::BTreeSet::new();
        let mut reads_own_writes = false;
        for e in block.iter() {
            let (writes, shifted) = super::writes_and_shifted_reads(&e.body);
            reads_own_writes |= !written.is_disjoint(&shifted);
            written.extend(writes);
        }
        if !reads_own_writes {
            return;
        }
        let id = BlockId(self.blocks);
        self.blocks += 1;
        for e in block {
            e.block = Some(id);
        }
    }

    fn push(
        &mut self,
        guards: &[Guard],
        stmt: Stmt,
        span: Span,
        out: &mut Vec<HorizontalExecution>,
    ) {
        let body = wrap(guards, stmt);
        out.push(HorizontalExecution {
            id: ExecutionId(self.executions),
            body: vec![body],
            span,
            block: None,
        });
        self.executions += 1;
    }

    /// A new boolean temporary holding a field condition.
    fn mask(&mut self, span: Span) -> FieldRef {
        self.masks += 1;
        let id = self.symbols.add(ir::Symbol {
            name: format!("mask.{}", self.masks),
            kind: SymbolKind::Temporary(FieldType {
                dtype: DType::Bool,
                axes: Axes::IJK,
                data_dims: Vec::new(),
            }),
            span,
        });
        FieldRef {
            field: id,
            offset: Offset::zero(),
            data_index: Vec::new(),
            span,
        }
    }

    /// Lowers a statement of an interval body into horizontal executions.
    fn execution_stmt(
        &mut self,
        stmt: &ir::Stmt,
        guards: &[Guard],
        out: &mut Vec<HorizontalExecution>,
    ) {
        match &stmt.kind {
            ir::StmtKind::Assign { target, value } => self.push(
                guards,
                Stmt::Assign {
                    target: target.clone(),
                    value: value.clone(),
                },
                stmt.span,
                out,
            ),
            ir::StmtKind::If {
                cond,
                then_body,
                else_body,
            } => {
                let (yes, no) = if cond.is_scalar() {
                    (cond.clone(), not(cond.clone()))
                } else {
                    let mask = self.mask(cond.span);
                    self.push(
                        guards,
                        Stmt::Assign {
                            target: mask.clone(),
                            value: cond.clone(),
                        },
                        cond.span,
                        out,
                    );
                    let read = read(mask);
                    (read.clone(), not(read))
                };
                for (cond, body) in [(yes, then_body), (no, else_body)] {
                    let mut inner = guards.to_vec();
                    inner.push(Guard::Cond(cond));
                    for s in body {
                        self.execution_stmt(s, &inner, out);
                    }
                }
            }
            ir::StmtKind::While { cond, body } => {
                let body = self.point_stmts(body);
                self.push(
                    guards,
                    Stmt::While {
                        cond: cond.clone(),
                        body,
                    },
                    stmt.span,
                    out,
                );
            }
            ir::StmtKind::Horizontal { regions, body } => {
                let mut inner = guards.to_vec();
                inner.push(Guard::Regions(regions.clone()));
                for s in body {
                    self.execution_stmt(s, &inner, out);
                }
            }
        }
    }

    /// Lowers statements that run point by point inside one horizontal execution
    /// (the body of a `while`).
    fn point_stmts(&mut self, stmts: &[ir::Stmt]) -> Vec<Stmt> {
        let mut out = Vec::new();
        for stmt in stmts {
            match &stmt.kind {
                ir::StmtKind::Assign { target, value } => out.push(Stmt::Assign {
                    target: target.clone(),
                    value: value.clone(),
                }),
                ir::StmtKind::If {
                    cond,
                    then_body,
                    else_body,
                } => {
                    let mask = self.mask(cond.span);
                    out.push(Stmt::Assign {
                        target: mask.clone(),
                        value: cond.clone(),
                    });
                    let m = read(mask);
                    out.push(Stmt::Masked {
                        cond: m.clone(),
                        body: self.point_stmts(then_body),
                    });
                    out.push(Stmt::Masked {
                        cond: not(m),
                        body: self.point_stmts(else_body),
                    });
                }
                ir::StmtKind::While { cond, body } => out.push(Stmt::While {
                    cond: cond.clone(),
                    body: self.point_stmts(body),
                }),
                ir::StmtKind::Horizontal { regions, body } => out.push(Stmt::Restricted {
                    regions: regions.clone(),
                    body: self.point_stmts(body),
                }),
            }
        }
        out
    }
}

/// `stmt` under its guards: regions outermost, then the conditions from
/// the outermost in. Both test the point alone, so their order does not
/// change what runs; with regions outside, an execution under one region
/// loops over that region only ([`HorizontalExecution::clip_regions`]), and
/// its conditions are read only where the region's statements run.
fn wrap(guards: &[Guard], stmt: Stmt) -> Stmt {
    let regions = guards.iter().filter(|g| matches!(g, Guard::Regions(_)));
    let conds = guards.iter().filter(|g| matches!(g, Guard::Cond(_)));
    regions
        .chain(conds)
        .rev()
        .fold(stmt, |inner, guard| match guard {
            Guard::Cond(cond) => Stmt::Masked {
                cond: cond.clone(),
                body: vec![inner],
            },
            Guard::Regions(regions) => Stmt::Restricted {
                regions: regions.clone(),
                body: vec![inner],
            },
        })
}

fn read(mask: FieldRef) -> Expr {
    Expr {
        span: mask.span,
        dtype: DType::Bool,
        kind: ExprKind::Field(mask),
    }
}

fn not(e: Expr) -> Expr {
    Expr {
        span: e.span,
        dtype: DType::Bool,
        kind: ExprKind::Unary {
            op: ir::UnaryOp::Not,
            operand: Box::new(e),
        },
    }
}
