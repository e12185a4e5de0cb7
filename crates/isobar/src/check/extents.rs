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
//! the region that overlaps it; a region that does not overlap adds nothing.

use crate::diagnostics::Span;
use crate::ir::{
    Anchor, AxisRange, FieldRef, LevelBound, Region, Stencil, Stmt, StmtKind, SymbolId,
};
use std::collections::BTreeMap;

/// A horizontal extent `[i_min, i_max, j_min, j_max]` (GT4Py's `Extent`: the
/// smallest and largest offsets, not necessarily containing 0).
pub type Extent = [i64; 4];

const ZERO: Extent = [0; 4];

/// One field access in a horizontal execution.
struct Access<'s> {
    field: SymbolId,
    i: i64,
    j: i64,
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
        let mut at = ZERO;
        for a in accesses.iter().filter(|a| a.is_write) {
            let e = fields.entry(a.field).or_insert(FieldExtent {
                extent: ZERO,
                cause: a.span,
                cause_is_offset: false,
            });
            at = union(at, e.extent);
        }
        for a in accesses {
            let Some(extent) = access_extent(a, at) else {
                continue;
            };
            let is_offset = a.i != 0 || a.j != 0;
            match fields.get_mut(&a.field) {
                Some(e) => {
                    let joined = union(e.extent, extent);
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
            i: i64::from(r.offset.i),
            j: i64::from(r.offset.j),
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

/// The extent an access needs in an execution running on `at` (GT4Py's
/// `GenericAccess.to_extent`); `None` if its region does not overlap `at`.
fn access_extent(a: &Access, at: Extent) -> Option<Extent> {
    let shifted = |e: Extent| {
        [
            e[0].saturating_add(a.i),
            e[1].saturating_add(a.i),
            e[2].saturating_add(a.j),
            e[3].saturating_add(a.j),
        ]
    };
    let Some(region) = a.region else {
        return Some(shifted(at));
    };
    let (i_lo, i_hi) = overlap_along_axis((at[0], at[1]), &region.i)?;
    let (j_lo, j_hi) = overlap_along_axis((at[2], at[3]), &region.j)?;
    let clipped = [
        at[0].saturating_sub(i_lo),
        at[1].saturating_sub(i_hi),
        at[2].saturating_sub(j_lo),
        at[3].saturating_sub(j_hi),
    ];
    Some(union(shifted(clipped), ZERO))
}

/// GT4Py's `_overlap_along_axis`: how far the extent `(lo, hi)` reaches beyond
/// the region's bounds counted from the same edge, or `None` if the region
/// lies wholly outside the extent. Bounds counted from the other edge are
/// unknown here and clip nothing.
fn overlap_along_axis(extent: (i64, i64), range: &AxisRange) -> Option<(i64, i64)> {
    let (lo, hi) = extent;
    let from = |b: &Option<LevelBound>, anchor: Anchor| match b {
        Some(b) if b.anchor == anchor => Some(b.offset),
        _ => None,
    };
    let start_diff = match range.start {
        None => Some(1000),
        Some(_) => from(&range.start, Anchor::Start).map(|s| lo.saturating_sub(s)),
    };
    let end_diff = match range.end {
        None => Some(-1000),
        Some(_) => from(&range.end, Anchor::End).map(|e| hi.saturating_sub(e)),
    };
    // (The two tests exclude each other, as GT4Py's `if`/`elif` do.)
    match (start_diff, end_diff, range.start, range.end) {
        (Some(s), None, _, Some(end)) if s > 0 && end.offset <= lo => return None,
        (None, Some(e), Some(start), _) if e < 0 && start.offset > hi => return None,
        _ => {}
    }
    Some((
        start_diff.map_or(-10000, |s| s.min(0)),
        end_diff.map_or(10000, |e| e.max(0)),
    ))
}

fn union(a: Extent, b: Extent) -> Extent {
    [
        a[0].min(b[0]),
        a[1].max(b[1]),
        a[2].min(b[2]),
        a[3].max(b[3]),
    ]
}

/// True for GT4Py's zero extent (every bound 0).
pub fn is_zero(e: &Extent) -> bool {
    *e == ZERO
}
