//! Whether two field parameters of a stencil may be bound to one array
//! without changing any number: analyses of the OIR alone, shared by the
//! checks of a call ([`crate::runtime::alias`]) and of a program's recorded
//! calls.

use crate::ir::{FieldRef, KOffset};
use crate::oir::extents::Extents;
use crate::oir::{Stencil, Stmt};

/// True if `written` (a parameter `stencil` writes) and `other` may be one
/// array without changing any number: both are accessed at offset zero only,
/// `other` is not written, and it is not read after `written` is first
/// written (statements in execution order).
pub fn same_array_is_safe(stencil: &Stencil, written: &str, other: &str) -> bool {
    let ids = [written, other].map(|n| stencil.symbols.lookup(n));
    let [Some(w), Some(o)] = ids else {
        return false;
    };
    let at_zero = |r: &FieldRef| {
        r.offset.i == 0 && r.offset.j == 0 && matches!(r.offset.k, KOffset::Const(0))
    };
    let mut safe = true;
    let mut written_yet = false;
    for (_, _, execution) in stencil.executions() {
        for stmt in &execution.body {
            stmt.walk(&mut |s| {
                for r in s.own_reads() {
                    if r.field == w || r.field == o {
                        safe &= at_zero(r) && !(written_yet && r.field == o);
                    }
                }
                if let Stmt::Assign { target, .. } = s {
                    if target.field == o {
                        safe = false;
                    }
                    if target.field == w {
                        safe &= at_zero(target);
                        written_yet = true;
                    }
                }
            });
        }
    }
    safe
}

/// True if, on `domain`, `stencil` never writes `other` and never reads it
/// at a point where it writes `written`, but for reads of a statement's own
/// point that come before the writes there: one array for both then reads
/// only values no write has changed yet, in any order of the points (the
/// corner-filling stencils of FV3 update their corners from points they
/// leave alone, `fill_corners(q, q)`, and copy every other point onto
/// itself, `fill_corners_delp_pt_w(delp, …, delp, …)`).
pub fn accesses_are_apart(
    stencil: &Stencil,
    extents: &Extents,
    domain: [usize; 3],
    written: &str,
    other: &str,
) -> bool {
    let ids = [written, other].map(|n| stencil.symbols.lookup(n));
    let [Some(w), Some(o)] = ids else {
        return false;
    };
    let size = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    let (ni, nj) = (size(domain[0]), size(domain[1]));
    let writes: Vec<_> = crate::oir::extents::access_events(stencil, extents, ni, nj, w, Some(o))
        .into_iter()
        .filter(|a| a.write)
        .collect();
    let others = crate::oir::extents::access_events(stencil, extents, ni, nj, o, None);
    let meet =
        |a: &[i64; 4], b: &[i64; 4]| a[0] <= b[1] && b[0] <= a[1] && a[2] <= b[3] && b[2] <= a[3];
    others.iter().all(|r| {
        !r.write
            && writes
                .iter()
                .all(|x| !meet(&r.points, &x.points) || (r.own_point && r.order <= x.order))
    })
}
