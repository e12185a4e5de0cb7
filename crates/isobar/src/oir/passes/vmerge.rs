//! Merging of vertical loops: consecutive PARALLEL computations over the same
//! single interval become one loop whose section runs their executions in
//! order. Each execution still covers the whole interval before the next
//! starts (seed 004), so the values are the same; what changes is that later
//! passes and the schedule see the executions side by side: fusion can merge
//! them, and the CPU schedule can run them level by level. Stencils made of
//! many stencil calls (programs) have one computation per call.
//!
//! Computations are not merged where one writes a field parameter the other
//! reads at a horizontal offset (inside regions, as GT4Py allows): code that
//! runs a loop's executions part of the plane at a time (CPU tiles, device
//! work-groups) must finish one computation everywhere before the other.

use crate::ir::IterationOrder;
use crate::oir::Stencil;

/// Runs the pass.
pub fn run(stencil: &mut Stencil) -> Option<String> {
    let before = stencil.loops.len();
    let mut merged: Vec<crate::oir::VerticalLoop> = Vec::new();
    for l in std::mem::take(&mut stencil.loops) {
        if let Some(prev) = merged.last_mut() {
            let mergeable = prev.order == IterationOrder::Parallel
                && l.order == IterationOrder::Parallel
                && prev.sections.len() == 1
                && l.sections.len() == 1
                && prev.sections[0].interval == l.sections[0].interval
                && !offset_hazard(stencil, prev, &l);
            if mergeable {
                let [section] = <[_; 1]>::try_from(l.sections).expect("one section");
                prev.sections[0].executions.extend(section.executions);
                prev.span = prev.span.to(l.span);
                continue;
            }
        }
        merged.push(l);
    }
    stencil.loops = merged;
    let after = stencil.loops.len();
    (after < before).then(|| format!("{before} vertical loops merged into {after}"))
}

/// True if one of the loops writes a field parameter the other reads at a
/// horizontal offset.
fn offset_hazard(
    stencil: &Stencil,
    a: &crate::oir::VerticalLoop,
    b: &crate::oir::VerticalLoop,
) -> bool {
    let sets = |l: &crate::oir::VerticalLoop| {
        let stmts: Vec<_> = l
            .sections
            .iter()
            .flat_map(|s| &s.executions)
            .flat_map(|e| e.body.iter().cloned())
            .collect();
        crate::oir::writes_and_shifted_reads(&stmts)
    };
    let ((wa, ra), (wb, rb)) = (sets(a), sets(b));
    wa.intersection(&rb)
        .chain(wb.intersection(&ra))
        .any(|id| stencil.symbols.get(*id).is_field_param())
}
