//! Merging of vertical loops: consecutive PARALLEL computations over the same
//! single interval become one loop whose section runs their executions in
//! order. Each execution still covers the whole interval before the next
//! starts (seed 004), so the values are the same; what changes is that later
//! passes and the schedule see the executions side by side: fusion can merge
//! them, and the CPU schedule can run them level by level. Stencils made of
//! many stencil calls (programs) have one computation per call.

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
                && prev.sections[0].interval == l.sections[0].interval;
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
