//! GT4Py 1.2.3's read-extent analysis, as its `validate_stencil_memory_accesses`
//! runs it before any optimisation: a field parameter the stencil writes must
//! never be accessed outside the compute domain.
//!
//! GT4Py splits each `with interval` block into horizontal executions: one per
//! top-level statement (a whole `if`, `while` or region block is one), and one
//! per region of a multi-region `with horizontal(...)`. Walking the executions
//! backwards, an execution runs on the union of the extents of the fields it
//! writes, and every access in it (reads and writes) needs that extent shifted
//! by its I/J offset. Inside a region the extent is first clipped to the part of
//! the region that overlaps it; a region that does not overlap adds nothing
//! (the same computation as the OIR's, [`crate::oir::extents::region_access`]).

use crate::diagnostics::Span;
use crate::ir::{FieldRef, Region, Stencil, Stmt, StmtKind, SymbolId};
use crate::oir::extents::{region_access, Extent};
use std::collections::BTreeMap;

/// One field access in a horizontal execution.
struct Access<'s> {
    field: SymbolId,
    i: i32,
    j: i32,
    is_write: bool,
    region: Option<&'s Region>,
    span: Span,
}

/// The extent of a field and the access that last widened it.
#[derive(Clone, Copy, Debug)]
pub struct FieldExtent {
    /// The extent.
    pub extent: Extent,
    /// An access that made it wider, an offset read if there is one.
    pub cause: Span,
    /// True if that access was at a non-zero I/J offset.
    pub cause_is_offset: bool,
}

/// The read extent of every field accessed by `stencil`, as GT4Py computes it.
pub fn field_extents(stencil: &Stencil) -> BTreeMap<SymbolId, FieldExtent> {
    let mut executions: Vec<Vec<Access>> = Vec::new();
    for computation in &stencil.computations {
        for block in &computation.intervals {
            for stmt in &block.body {
                match &stmt.kind {
                    StmtKind::Horizontal { regions, body } => {
                        for region in regions {
                            let mut accesses = Vec::new();
                            collect(body, Some(region), &mut accesses);
                            executions.push(accesses);
                        }
                    }
                    _ => {
                        let mut accesses = Vec::new();
                        collect(std::slice::from_ref(stmt), None, &mut accesses);
                        executions.push(accesses);
                    }
                }
            }
        }
    }
    let mut fields: BTreeMap<SymbolId, FieldExtent> = BTreeMap::new();
    for accesses in executions.iter().rev() {
        let mut at = Extent::default();
        for a in accesses.iter().filter(|a| a.is_write) {
            let e = fields.entry(a.field).or_insert(FieldExtent {
                extent: Extent::default(),
                cause: a.span,
                cause_is_offset: false,
            });
            at = at.union(e.extent);
        }
        for a in accesses {
            let extent = match a.region {
                Some(region) => region_access(at, region, a.i, a.j),
                None => Some(at.shifted(a.i, a.j)),
            };
            let Some(extent) = extent else {
                continue;
            };
            let is_offset = a.i != 0 || a.j != 0;
            match fields.get_mut(&a.field) {
                Some(e) => {
                    let joined = e.extent.union(extent);
                    if joined != e.extent {
                        e.extent = joined;
                        // A direct offset read explains an extent best.
                        if is_offset || !e.cause_is_offset {
                            e.cause = a.span;
                            e.cause_is_offset = is_offset;
                        }
                    }
                }
                None => {
                    fields.insert(
                        a.field,
                        FieldExtent {
                            extent,
                            cause: a.span,
                            cause_is_offset: is_offset,
                        },
                    );
                }
            }
        }
    }
    fields
}

/// The accesses of `stmts`, in a region if `region` is set (a region nested
/// inside an `if` splits into one copy of its accesses per region).
fn collect<'s>(stmts: &'s [Stmt], region: Option<&'s Region>, out: &mut Vec<Access<'s>>) {
    let read = |r: &FieldRef, out: &mut Vec<Access<'s>>| {
        out.push(Access {
            field: r.field,
            i: r.offset.i,
            j: r.offset.j,
            is_write: false,
            region,
            span: r.span,
        })
    };
    for stmt in stmts {
        match &stmt.kind {
            StmtKind::Assign { target, value } => {
                for r in value.field_reads().into_iter().chain(target.index_reads()) {
                    read(r, out);
                }
                out.push(Access {
                    field: target.field,
                    i: 0,
                    j: 0,
                    is_write: true,
                    region,
                    span: target.span,
                });
            }
            StmtKind::If {
                cond,
                then_body,
                else_body,
            } => {
                cond.field_reads().into_iter().for_each(|r| read(r, out));
                collect(then_body, region, out);
                collect(else_body, region, out);
            }
            StmtKind::While { cond, body } => {
                cond.field_reads().into_iter().for_each(|r| read(r, out));
                collect(body, region, out);
            }
            StmtKind::Horizontal { regions, body } => {
                for inner in regions {
                    collect(body, Some(inner), out);
                }
            }
        }
    }
}

/// True for GT4Py's zero extent (every bound 0).
pub fn is_zero(e: &Extent) -> bool {
    *e == Extent::default()
}
