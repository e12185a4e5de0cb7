//! K-caches: temporaries of a FORWARD/BACKWARD sweep that only look back a
//! few levels keep just those levels, in a ring indexed by `k` modulo its size,
//! instead of a buffer covering every level.
//!
//! A temporary qualifies when every access to it lies in one vertical loop
//! that is swept column by column, at the current point of the plane, written
//! at the current level and read at the current level or up to `d` levels
//! behind the sweep (below it for FORWARD, above for BACKWARD). Levels further
//! back are never read again, so a ring of `d + 1` levels holds every value a
//! read can see (vadv-style recurrences: `t = f(t[0, 0, -1])`).

use crate::ir::{IterationOrder, KOffset, SymbolId, SymbolTable};
use crate::oir;
use std::collections::{BTreeMap, BTreeSet};

/// The ring size of each temporary that can be a k-cache; `swept[n]` tells
/// whether vertical loop `n` is swept column by column.
pub fn rings(stencil: &oir::Stencil, swept: &[bool]) -> BTreeMap<SymbolId, i64> {
    let mut home: BTreeMap<SymbolId, BTreeSet<usize>> = BTreeMap::new();
    let mut depth: BTreeMap<SymbolId, i64> = BTreeMap::new();
    let mut excluded: BTreeSet<SymbolId> = BTreeSet::new();
    for (n, vloop) in stencil.loops.iter().enumerate() {
        // Levels behind the sweep have this sign.
        let behind = match vloop.order {
            IterationOrder::Forward => -1,
            IterationOrder::Backward => 1,
            IterationOrder::Parallel => 0,
        };
        let is_sweep = swept.get(n).copied().unwrap_or(false) && behind != 0;
        for section in &vloop.sections {
            for e in &section.executions {
                for top in &e.body {
                    top.walk(&mut |s| {
                        for (r, is_write) in s.own_accesses() {
                            if !is_temporary(&stencil.symbols, r.field) {
                                continue;
                            }
                            home.entry(r.field).or_default().insert(n);
                            let dk = match r.offset.k {
                                KOffset::Const(dk) => i64::from(dk),
                                KOffset::Variable(_) => i64::MIN,
                            };
                            let fits = is_sweep
                                && !r.offset.is_horizontal()
                                && r.data_index.is_empty()
                                && if is_write { dk == 0 } else { dk * behind >= 0 };
                            if fits {
                                let d = depth.entry(r.field).or_default();
                                *d = (*d).max(dk.abs());
                            } else {
                                excluded.insert(r.field);
                            }
                        }
                    });
                }
            }
        }
    }
    home.into_iter()
        .filter(|(id, loops)| loops.len() == 1 && !excluded.contains(id))
        .map(|(id, _)| (id, depth.get(&id).copied().unwrap_or(0) + 1))
        .collect()
}

fn is_temporary(symbols: &SymbolTable, id: SymbolId) -> bool {
    symbols.get(id).is_temporary()
}
