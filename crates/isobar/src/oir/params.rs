//! Facts about a stencil's parameters read off its OIR, which the program
//! stage (fusion), the call checks and the kernel lowerings all ask.

use crate::ir::{KOffset, SymbolId};
use crate::oir::{self, Stmt};
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
    let mut out = BTreeSet::new();
    for (_, _, e) in s.executions() {
        for st in &e.body {
            st.walk(&mut |x| {
                for r in x.own_reads() {
                    if matches!(r.offset.k, KOffset::Variable(_)) {
                        out.insert(r.field);
                    }
                }
                if let Stmt::Assign { target, .. } = x {
                    if matches!(target.offset.k, KOffset::Variable(_)) {
                        out.insert(target.field);
                    }
                }
            });
        }
    }
    out
}

/// The field parameters some statement assigns.
pub fn written_params(s: &oir::Stencil) -> BTreeSet<SymbolId> {
    let mut out = BTreeSet::new();
    for (_, _, e) in s.executions() {
        for st in &e.body {
            st.walk(&mut |x| {
                if let Stmt::Assign { target, .. } = x {
                    if s.symbols.get(target.field).is_field_param() {
                        out.insert(target.field);
                    }
                }
            });
        }
    }
    out
}
