//! Facts about a stencil's parameters read off its OIR, which the program
//! stage (fusion), the call checks and the kernel lowerings all ask.

use crate::ir::{ExprKind, FieldRef, KOffset, SymbolId};
use crate::oir;
use crate::oir::extents::{self, Extent, Extents, Reach};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// How a stencil accesses a parameter, as GT4Py's `AccessKind` classes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum ParamAccess {
    /// Never accessed (GT4Py lists it as unreferenced).
    None,
    /// Only read, or read after its first access was a write.
    Read,
    /// First accessed by a write.
    Write,
    /// Written after some read.
    ReadWrite,
}

impl ParamAccess {
    /// GT4Py's name of the kind (`AccessKind.READ_WRITE` is `"READ_WRITE"`).
    pub fn gt4py_name(self) -> &'static str {
        match self {
            ParamAccess::None => "NONE",
            ParamAccess::Read => "READ",
            ParamAccess::Write => "WRITE",
            ParamAccess::ReadWrite => "READ_WRITE",
        }
    }

    /// The kind after one more access, by GT4Py's rule: the first access
    /// decides, and only a write after a read changes it.
    fn then(self, write: bool) -> ParamAccess {
        match (self, write) {
            (ParamAccess::None, false) => ParamAccess::Read,
            (ParamAccess::None, true) => ParamAccess::Write,
            (ParamAccess::Read, true) => ParamAccess::ReadWrite,
            (kind, _) => kind,
        }
    }
}

/// What GT4Py's module data says of a parameter (`field_info`,
/// `parameter_info`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Gt4pyParam {
    /// The access kind (`compute_access_kinds`).
    pub access: ParamAccess,
    /// `[(i_before, i_after), (j_before, j_after), (k_below, k_above)]`:
    /// negative where every access stays inside the domain on that side;
    /// zeros for a parameter never accessed, and for scalars.
    pub boundary: [(i64, i64); 3],
}

/// Every parameter as GT4Py's module data describes it, computed by GT4Py's
/// rules from `s` as lowered and its [`extents::compute`]:
///
/// - the access kind (`compute_access_kinds`): statements in execution
///   order, each one's reads (its condition, its value, its target's
///   indices) before its write; the first access decides, and a write after
///   a read makes it read-write;
/// - the horizontal boundary (`compute_fields_extents`): the union of every
///   access's points, whatever the field's axes;
/// - the K boundary (`compute_k_boundary`): every access at a constant K
///   offset, in regions or not, whatever the field's axes, from the
///   interval's bounds counted from the same end.
///
/// Statements inside a region that does not overlap their execution's
/// extent count for the K boundary only, as in GT4Py.
pub fn gt4py_params(s: &oir::Stencil, extents: &Extents) -> BTreeMap<SymbolId, Gt4pyParam> {
    let mut out: BTreeMap<SymbolId, (ParamAccess, Option<Extent>)> = s
        .params
        .iter()
        .map(|&p| (p, (ParamAccess::None, None)))
        .collect();
    // One access of a parameter: a field's at an I/J offset, a scalar's at none.
    let mut note = |id: SymbolId, offset: Option<(i32, i32)>, write: bool, reach: Reach| {
        let Some((kind, horizontal)) = out.get_mut(&id) else {
            return;
        };
        *kind = kind.then(write);
        if let Some((di, dj)) = offset {
            let points = reach.access(di, dj);
            *horizontal = Some(horizontal.map_or(points, |h| h.union(points)));
        }
    };
    extents::for_each_reached(s, extents, &mut |stmt, reach| {
        let mut read = |e: &crate::ir::Expr| match &e.kind {
            ExprKind::Field(r) => note(r.field, Some((r.offset.i, r.offset.j)), false, reach),
            ExprKind::Scalar(id) => note(*id, None, false, reach),
            _ => {}
        };
        match stmt {
            oir::Stmt::Assign { target, value } => {
                value.visit(&mut read);
                target.visit_indices(&mut read);
                let offset = Some((target.offset.i, target.offset.j));
                note(target.field, offset, true, reach);
            }
            oir::Stmt::Masked { cond, .. } | oir::Stmt::While { cond, .. } => cond.visit(&mut read),
            oir::Stmt::Restricted { .. } => {}
        }
    });
    let k = gt4py_k_boundaries(s);
    out.into_iter()
        .map(|(p, (access, horizontal))| {
            let boundary = match (access, horizontal) {
                (ParamAccess::None, _) | (_, None) => [(0, 0); 3],
                (_, Some(h)) => [
                    (-i64::from(h.i_lo), i64::from(h.i_hi)),
                    (-i64::from(h.j_lo), i64::from(h.j_hi)),
                    k.get(&p).copied().unwrap_or((0, 0)),
                ],
            };
            (p, Gt4pyParam { access, boundary })
        })
        .collect()
}

/// GT4Py's K boundary of every field (`compute_k_boundary`): over every
/// access at a constant K offset `k` (any field, any statement, but not
/// the reads inside another access's indices, which GT4Py does not visit), of an
/// interval `[start, end)`, the largest `-start - k` where `start` counts
/// from the bottom and `end + k` where `end` counts from the top; 0 where
/// there is none.
fn gt4py_k_boundaries(s: &oir::Stencil) -> BTreeMap<SymbolId, (i64, i64)> {
    let mut out: BTreeMap<SymbolId, (Option<i64>, Option<i64>)> = BTreeMap::new();
    for (_, section, execution) in s.executions() {
        let interval = section.interval;
        let mut note = |r: &FieldRef| {
            let KOffset::Const(k) = r.offset.k else {
                return;
            };
            let k = i64::from(k);
            let entry = out.entry(r.field).or_default();
            if interval.start.anchor == crate::ir::Anchor::Start {
                let below = -interval.start.offset - k;
                entry.0 = Some(entry.0.map_or(below, |b| b.max(below)));
            }
            if interval.end.anchor == crate::ir::Anchor::End {
                let above = interval.end.offset + k;
                entry.1 = Some(entry.1.map_or(above, |a| a.max(above)));
            }
        };
        for stmt in &execution.body {
            stmt.walk(&mut |st| match st {
                oir::Stmt::Assign { target, value } => {
                    value.for_each_ref(&mut note);
                    note(target);
                }
                oir::Stmt::Masked { cond, .. } | oir::Stmt::While { cond, .. } => {
                    cond.for_each_ref(&mut note)
                }
                oir::Stmt::Restricted { .. } => {}
            });
        }
    }
    out.into_iter()
        .map(|(f, (below, above))| (f, (below.unwrap_or(0), above.unwrap_or(0))))
        .collect()
}

/// A field parameter that one execution writes and another reads at an I/J
/// offset (GT4Py allows it where a horizontal region keeps the read inside
/// the domain). Code that runs every execution tile by tile cannot run such a
/// stencil: a tile would read its neighbours' points before, or after, the
/// other execution wrote them.
pub fn param_offset_hazard(s: &oir::Stencil) -> Option<SymbolId> {
    let executions: Vec<&oir::HorizontalExecution> = s.executions().map(|(_, _, e)| e).collect();
    let sets: Vec<_> = executions
        .iter()
        .map(|e| oir::writes_and_shifted_reads(&e.body))
        .collect();
    for (a, (written, _)) in sets.iter().enumerate() {
        for (b, (_, shifted)) in sets.iter().enumerate() {
            if a == b {
                continue;
            }
            if let Some(&id) = written
                .intersection(shifted)
                .find(|&&id| s.symbols.get(id).is_field_param())
            {
                return Some(id);
            }
        }
    }
    None
}

/// The fields read or written somewhere at a variable K offset.
pub fn fields_with_variable_k(s: &oir::Stencil) -> BTreeSet<SymbolId> {
    accessed_where(s, |r, _| matches!(r.offset.k, KOffset::Variable(_)))
}

/// The field parameters some statement assigns.
pub fn written_params(s: &oir::Stencil) -> BTreeSet<SymbolId> {
    accessed_where(s, |r, written| {
        written && s.symbols.get(r.field).is_field_param()
    })
}

/// The fields of every access of `s` (nested statements included) for which
/// `keep(reference, written)` holds.
fn accessed_where(s: &oir::Stencil, keep: impl Fn(&FieldRef, bool) -> bool) -> BTreeSet<SymbolId> {
    let mut out = BTreeSet::new();
    for (_, _, e) in s.executions() {
        for st in &e.body {
            st.walk(&mut |x| {
                let kept = x.own_accesses().into_iter().filter(|&(r, w)| keep(r, w));
                out.extend(kept.map(|(r, _)| r.field));
            });
        }
    }
    out
}
