//! Fusion of horizontal executions: consecutive executions of a section with the
//! same extent merge into one, run point by point, when no statement of the group
//! reads at an I/J offset a field that the group writes. Running statements per
//! point instead of per plane then gives the same values (seed 004: a statement
//! only needs its horizontal neighbours complete when it reads them at offsets).

use crate::oir::extents::{self, Extent};
use crate::oir::{HorizontalExecution, Stencil, Stmt};

/// Runs the pass.
pub fn run(stencil: &mut Stencil) -> Option<String> {
    let ext = extents::compute(stencil);
    let extent_of =
        |e: &HorizontalExecution| ext.executions.get(&e.id).copied().unwrap_or_default();
    let before = stencil.executions().count();
    for l in &mut stencil.loops {
        let parallel = l.order == crate::ir::IterationOrder::Parallel;
        for section in &mut l.sections {
            let mut fused: Vec<(HorizontalExecution, Extent)> = Vec::new();
            for e in std::mem::take(&mut section.executions) {
                let x = extent_of(&e);
                if let Some((group, gx)) = fused.last_mut() {
                    if *gx == x && can_join(group, &e, parallel) {
                        group.body.extend(e.body);
                        group.span = group.span.to(e.span);
                        continue;
                    }
                }
                fused.push((e, x));
            }
            section.executions = fused.into_iter().map(|(e, _)| e).collect();
        }
    }
    stencil.renumber_executions();
    let after = stencil.executions().count();
    (after < before).then(|| format!("{before} horizontal executions fused into {after}"))
}

/// True if `next` can run point by point with `group`.
fn can_join(group: &HorizontalExecution, next: &HorizontalExecution, parallel: bool) -> bool {
    // A block of executions that share one extent stays apart from the rest.
    if group.block != next.block {
        return false;
    }
    // An execution wholly inside regions joins only executions inside the
    // same ones: each then loops over their intersection alone, without a
    // test per point (the calls of a fused program, each on its own domain,
    // and the `horizontal` regions inside a call).
    let region = |e: &HorizontalExecution| {
        e.clip_regions()
            .iter()
            .map(|r| (r.i, r.j))
            .collect::<Vec<_>>()
    };
    if region(group) != region(next) {
        return false;
    }
    let stmts: Vec<Stmt> = group.body.iter().chain(&next.body).cloned().collect();
    let (written, shifted) = crate::oir::writes_and_shifted_reads(&stmts);
    // PARALLEL sections run each execution over every level before the next
    // (FORWARD/BACKWARD ones level by level, where reads at other levels
    // see the levels already done).
    written.is_disjoint(&shifted)
        && (!parallel || written.is_disjoint(&read_at_other_levels(&stmts)))
}

/// The fields `stmts` read at a K offset other than zero (or a variable one):
/// in one section, executions of different computations (merged by `vmerge`)
/// may depend on each other along K, and point by point that order is lost.
fn read_at_other_levels(stmts: &[Stmt]) -> std::collections::BTreeSet<crate::ir::SymbolId> {
    let mut out = std::collections::BTreeSet::new();
    for s in stmts {
        s.walk(&mut |st| {
            for r in st.own_reads() {
                if r.offset.k_const() != Some(0) {
                    out.insert(r.field);
                }
            }
        });
    }
    out
}
