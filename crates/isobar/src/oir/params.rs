//! Facts about a stencil's parameters read off its OIR, which the program
//! stage (fusion), the call checks and the kernel lowerings all ask.

use crate::ir::{FieldRef, KOffset, SymbolId};
use crate::oir;
use std::collections::BTreeSet;

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
