//! In a PARALLEL computation the levels of an interval may run in any order, so a
//! field (parameter or temporary) written in an interval must not be read there at
//! another level. One-level intervals are exempt: they have no other level.

use crate::diagnostics::{Category, Diagnostic};
use crate::ir::{Anchor, FieldRef, IterationOrder, KOffset, Stencil, StmtKind, SymbolId};
use std::collections::BTreeSet;

/// Checks every interval of every PARALLEL computation.
pub fn check(stencil: &Stencil) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for computation in &stencil.computations {
        if computation.order != IterationOrder::Parallel {
            continue;
        }
        for block in &computation.intervals {
            let i = block.interval;
            let one_level = i.start.anchor == i.end.anchor
                && i.end.offset.checked_sub(i.start.offset) == Some(1);
            if one_level {
                continue;
            }
            let mut written = BTreeSet::new();
            let mut reads: Vec<&FieldRef> = Vec::new();
            for stmt in &block.body {
                stmt.walk(&mut |s| match &s.kind {
                    StmtKind::Assign { target, value } => {
                        written.insert(target.field);
                        reads.extend(value.field_reads());
                        reads.extend(target.index_reads());
                    }
                    StmtKind::If { cond, .. } | StmtKind::While { cond, .. } => {
                        reads.extend(cond.field_reads())
                    }
                    StmtKind::Horizontal { .. } => {}
                });
            }
            let mut reported: BTreeSet<SymbolId> = BTreeSet::new();
            for r in reads {
                let shift = match r.offset.k {
                    KOffset::Const(0) => continue,
                    KOffset::Const(_) => "at another K level",
                    KOffset::Variable(_) => "at a variable K offset",
                };
                if written.contains(&r.field) && reported.insert(r.field) {
                    let name = &stencil.symbols.get(r.field).name;
                    let mut d = Diagnostic::new(
                        Category::ParallelKRace,
                        r.span,
                        format!("`{name}` is written in this PARALLEL interval and read here {shift}"),
                    )
                    .with_label(format!("read {shift}"))
                    .with_note("the levels of a PARALLEL computation run in no particular order, so this read may see old or new values; use FORWARD or BACKWARD");
                    if i.start.anchor == Anchor::Start && i.end.anchor == Anchor::End {
                        d = d.with_secondary(block.span, "this interval has many levels");
                    }
                    out.push(d);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::check::test_util::{categories, stencil};
    use crate::diagnostics::Category;

    fn run(order: &str, interval: &str, body: &str) -> Vec<Category> {
        categories(&stencil(
            "a: Field[np.float64], b: Field[np.float64]",
            &format!("    with computation({order}), interval({interval}):\n{body}"),
        ))
    }

    #[test]
    fn self_read_at_k_offset_in_parallel() {
        let body = "        a = a[0, 0, -1] + b\n";
        assert_eq!(run("PARALLEL", "1, None", body), [Category::ParallelKRace]);
        assert!(run("FORWARD", "1, None", body).is_empty());
        assert!(
            run("PARALLEL", "1, 2", body).is_empty(),
            "one-level interval"
        );
        assert!(
            run("PARALLEL", "-1, None", body).is_empty(),
            "one-level interval"
        );
    }

    #[test]
    fn temporary_read_at_k_offset_in_parallel() {
        let body = "        t = a * 2.0\n        b = t[0, 0, 1]\n";
        assert_eq!(run("PARALLEL", "0, -1", body), [Category::ParallelKRace]);
        assert!(run("BACKWARD", "0, -1", body).is_empty());
    }

    #[test]
    fn reads_of_unwritten_fields_are_fine() {
        assert!(run(
            "PARALLEL",
            "1, -1",
            "        b = a[0, 0, 1] - a[0, 0, -1]\n"
        )
        .is_empty());
    }
}
