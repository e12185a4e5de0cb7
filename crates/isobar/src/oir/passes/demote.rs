//! Demotion of temporaries to per-point scalars: a temporary whose every access
//! is at the current point (no I, J or K offset, no data index), all within one
//! horizontal execution, and whose first access there is an unconditional write,
//! never needs memory: its value lives in a register.

use crate::ir::{KOffset, SymbolId};
use crate::oir::{ExecutionId, Stencil, Stmt};
use std::collections::{BTreeMap, BTreeSet};

/// Runs the pass.
pub fn run(stencil: &mut Stencil) -> Option<String> {
    let mut home: BTreeMap<SymbolId, BTreeSet<ExecutionId>> = BTreeMap::new();
    let mut shifted: BTreeSet<SymbolId> = BTreeSet::new();
    let mut first_is_write: BTreeMap<SymbolId, bool> = BTreeMap::new();
    for (_, _, e) in stencil.executions() {
        for top in &e.body {
            top.walk(&mut |s| {
                let is_top = std::ptr::eq(s, top);
                for r in s.own_reads() {
                    home.entry(r.field).or_default().insert(e.id);
                    first_is_write.entry(r.field).or_insert(false);
                    if r.offset.is_horizontal()
                        || !matches!(r.offset.k, KOffset::Const(0))
                        || !r.data_index.is_empty()
                    {
                        shifted.insert(r.field);
                    }
                }
                if let Stmt::Assign { target, .. } = s {
                    home.entry(target.field).or_default().insert(e.id);
                    first_is_write.entry(target.field).or_insert(is_top);
                    if target.offset.is_horizontal()
                        || !matches!(target.offset.k, KOffset::Const(0))
                        || !target.data_index.is_empty()
                    {
                        shifted.insert(target.field);
                    }
                }
            });
        }
    }
    let mut demoted = Vec::new();
    for (id, executions) in home {
        let symbol = stencil.symbols.get(id);
        let local = symbol.is_temporary()
            && executions.len() == 1
            && !shifted.contains(&id)
            && first_is_write.get(&id) == Some(&true)
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
