//! Demotion of temporaries to per-point scalars: a temporary whose every access
//! is at the current point (no I, J or K offset, no data index) and whose first
//! access in every horizontal execution that uses it is an unconditional write
//! (top-level, or inside the region the whole execution runs on)
//! never needs memory: no value flows from one execution (or level) to another,
//! so it lives in a register, declared afresh in each execution.

use crate::ir::{KOffset, SymbolId};
use crate::oir::{ExecutionId, Stencil};
use std::collections::{BTreeMap, BTreeSet};

/// Runs the pass.
pub fn run(stencil: &mut Stencil) -> Option<String> {
    let mut used: BTreeSet<SymbolId> = BTreeSet::new();
    let mut shifted: BTreeSet<SymbolId> = BTreeSet::new();
    let mut first_is_write: BTreeMap<(SymbolId, ExecutionId), bool> = BTreeMap::new();
    for (_, _, e) in stencil.executions() {
        let unconditional = e.unconditional();
        for top in &e.body {
            top.walk(&mut |s| {
                let is_top = unconditional.iter().any(|u| std::ptr::eq(s, *u));
                for (r, is_write) in s.own_accesses() {
                    used.insert(r.field);
                    first_is_write
                        .entry((r.field, e.id))
                        .or_insert(is_write && is_top);
                    if r.offset.is_horizontal()
                        || !matches!(r.offset.k, KOffset::Const(0))
                        || !r.data_index.is_empty()
                    {
                        shifted.insert(r.field);
                    }
                }
            });
        }
    }
    let mut demoted = Vec::new();
    for id in used {
        let symbol = stencil.symbols.get(id);
        let local = symbol.is_temporary()
            && !shifted.contains(&id)
            && first_is_write
                .iter()
                .filter(|((f, _), _)| *f == id)
                .all(|(_, &w)| w)
            && symbol.field_type().is_some_and(|t| t.data_dims.is_empty());
        if local {
            stencil.locals.insert(id);
            demoted.push(symbol.name.clone());
        }
    }
    (!demoted.is_empty()).then(|| {
        format!(
            "{} temporar(y/ies) made scalars: {}",
            demoted.len(),
            demoted.join(", ")
        )
    })
}
