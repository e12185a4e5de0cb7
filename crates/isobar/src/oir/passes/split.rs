//! Splitting of vertical loops at offset hazards between their sections: a
//! computation whose interval writes a field parameter that another of its
//! intervals reads at a horizontal offset (inside regions, as GT4Py allows)
//! becomes one vertical loop per interval. The sections of a loop run one
//! after the other in K order (PARALLEL: in any order, since they share no
//! level), so the values are the same; what changes is that code running a
//! loop part of the plane at a time (CPU tiles) can finish one interval
//! everywhere before the next ([`crate::kernel::analysis::tile_phases`]).
//!
//! Not in [`super::PIPELINE`]: the CPU back-ends need it, so it cannot be
//! switched off; [`super::optimize`] runs it last.

use crate::oir::{Stencil, VerticalLoop};

/// Runs the split; returns what changed, if anything.
pub fn run(stencil: &mut Stencil) -> Option<String> {
    let mut loops = Vec::new();
    let mut split = 0;
    for l in std::mem::take(&mut stencil.loops) {
        if l.sections.len() > 1 && sections_conflict(stencil, &l) {
            split += 1;
            let (order, span) = (l.order, l.span);
            loops.extend(l.sections.into_iter().map(|section| VerticalLoop {
                order,
                sections: vec![section],
                span,
            }));
        } else {
            loops.push(l);
        }
    }
    stencil.loops = loops;
    (split > 0).then(|| format!("{split} vertical loop(s) split into one per interval"))
}

/// True if one section of `l` writes a field parameter that another reads at
/// a horizontal offset.
fn sections_conflict(stencil: &Stencil, l: &VerticalLoop) -> bool {
    let sets: Vec<_> = l
        .sections
        .iter()
        .map(|s| {
            let stmts: Vec<_> = s
                .executions
                .iter()
                .flat_map(|e| e.body.iter().cloned())
                .collect();
            crate::oir::writes_and_shifted_reads(&stmts)
        })
        .collect();
    sets.iter().enumerate().any(|(a, (written, _))| {
        sets.iter().enumerate().any(|(b, (_, shifted))| {
            a != b
                && written
                    .intersection(shifted)
                    .any(|id| stencil.symbols.get(*id).is_field_param())
        })
    })
}
