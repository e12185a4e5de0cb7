//! Rule 4 of the parallel model and its relatives, as GT4Py 1.2.3 enforces them:
//! horizontal (I/J) offset reads of fields that are written.
//!
//! Execution in blocks of the horizontal plane only gives defined results if no
//! point reads a neighbour that some block may already have overwritten. GT4Py
//! enforces this with five rules, reproduced here one by one:
//!
//! 1. no assignment reads its own target at an I/J offset;
//! 2. within one `with interval` block, no field is both written and read at an
//!    I/J offset (in any order), except temporaries the block declares (first
//!    assigns);
//! 3. within the body of a `while`, no field at all is both written and read at
//!    an I/J offset;
//! 4. a region does not read at an I/J offset a field written, outside regions,
//!    earlier in the source;
//! 5. a written field parameter is never needed outside the compute domain, by
//!    GT4Py's extent analysis ([`super::extents`]): not read at an offset, and not
//!    accessed in a statement that runs on an extended domain because a later
//!    statement reads a temporary it writes at an offset.
//!
//! Reads with a variable K offset do not count for rules 1-3, as in GT4Py. Each
//! field is reported once, under the first rule it breaks.

use super::extents::{self, FieldExtent};
use crate::diagnostics::{Category, Diagnostic, Span};
use crate::ir::{Expr, FieldRef, KOffset, Stencil, Stmt, StmtKind, SymbolId};
use std::collections::{BTreeMap, BTreeSet};

/// Checks rule 4 and its relatives on `stencil`.
pub fn check(stencil: &Stencil) -> Vec<Diagnostic> {
    let mut checker = Checker {
        stencil,
        reported: BTreeSet::new(),
        out: Vec::new(),
    };
    stencil.walk_stmts(&mut |s| {
        if let StmtKind::Assign { target, value } = &s.kind {
            checker.self_assignment(target, value);
        }
    });
    checker.interval_blocks();
    stencil.walk_stmts(&mut |s| {
        if let StmtKind::While { body, .. } = &s.kind {
            checker.while_body(body);
        }
    });
    checker.regions();
    checker.extents();
    checker.out
}

/// An I/J offset read that GT4Py's write-and-read rules see (not through a
/// variable K offset).
fn is_cartesian_offset_read(r: &FieldRef) -> bool {
    r.offset.is_horizontal() && matches!(r.offset.k, KOffset::Const(_))
}

/// The writes and horizontal-offset reads of some statements, in program order.
#[derive(Default)]
struct Accesses<'s> {
    writes: Vec<&'s FieldRef>,
    offset_reads: Vec<&'s FieldRef>,
}

impl<'s> Accesses<'s> {
    fn of(stmts: &'s [Stmt]) -> Self {
        let mut acc = Accesses::default();
        for stmt in stmts {
            stmt.walk(&mut |s| {
                let reads = match &s.kind {
                    StmtKind::Assign { target, value } => {
                        acc.writes.push(target);
                        let mut reads = value.field_reads();
                        reads.extend(target.index_reads());
                        reads
                    }
                    StmtKind::If { cond, .. } | StmtKind::While { cond, .. } => cond.field_reads(),
                    StmtKind::Horizontal { .. } => Vec::new(),
                };
                acc.offset_reads
                    .extend(reads.into_iter().filter(|r| is_cartesian_offset_read(r)));
            });
        }
        acc
    }
}

struct Checker<'s> {
    stencil: &'s Stencil,
    reported: BTreeSet<SymbolId>,
    out: Vec<Diagnostic>,
}

impl<'s> Checker<'s> {
    fn name(&self, id: SymbolId) -> &'s str {
        &self.stencil.symbols.get(id).name
    }

    fn is_param(&self, id: SymbolId) -> bool {
        self.stencil.symbols.get(id).is_field_param()
    }

    fn report(&mut self, field: SymbolId, diagnostic: Diagnostic) {
        if self.reported.insert(field) {
            self.out.push(diagnostic);
        }
    }

    /// Rule 1: `a = a[1, 0, 0]`, for parameters and temporaries alike.
    fn self_assignment(&mut self, target: &FieldRef, value: &Expr) {
        let read = value
            .field_reads()
            .into_iter()
            .find(|r| r.field == target.field && is_cartesian_offset_read(r));
        if let Some(read) = read {
            let name = self.name(target.field);
            self.report(
                target.field,
                Diagnostic::new(
                    Category::Rule4SelfAssign,
                    read.span,
                    format!("`{name}` is assigned from its own value at a horizontal offset"),
                )
                .with_label("reads a neighbour of the point being written")
                .with_secondary(target.span, "written here")
                .with_note("the result would depend on the order in which points are updated; write into a new temporary or field instead"),
            );
        }
    }

    /// Rule 2, per `with interval` block.
    fn interval_blocks(&mut self) {
        // The block that declares each temporary: the one of its first assignment.
        let mut declared_in: BTreeMap<SymbolId, usize> = BTreeMap::new();
        let blocks: Vec<&'s [Stmt]> = self
            .stencil
            .computations
            .iter()
            .flat_map(|c| c.intervals.iter().map(|b| b.body.as_slice()))
            .collect();
        for (n, body) in blocks.iter().enumerate() {
            for w in Accesses::of(body).writes {
                declared_in.entry(w.field).or_insert(n);
            }
        }
        for (n, body) in blocks.iter().enumerate() {
            // The writes of the block, with the top-level statement of each.
            let writes: Vec<(usize, &FieldRef)> = body
                .iter()
                .enumerate()
                .flat_map(|(t, s)| {
                    Accesses::of(std::slice::from_ref(s))
                        .writes
                        .into_iter()
                        .map(move |w| (t, w))
                })
                .collect();
            for (top, stmt) in body.iter().enumerate() {
                for read in Accesses::of(std::slice::from_ref(stmt)).offset_reads {
                    let f = read.field;
                    let symbol = self.stencil.symbols.get(f);
                    if symbol.is_temporary() && declared_in.get(&f) == Some(&n) {
                        continue;
                    }
                    let mut of_field = writes.iter().filter(|(_, w)| w.field == f);
                    let Some(&(_, first)) = of_field.clone().next() else {
                        continue;
                    };
                    // Written after the read, or in the same `if` statement: the
                    // read may see values the write has replaced.
                    let conflicting = of_field.find(|(t, w)| {
                        w.span.start > read.span.start
                            || (*t == top && matches!(stmt.kind, StmtKind::If { .. }))
                    });
                    self.block_violation(f, read.span, conflicting.map(|c| c.1.span), first.span);
                }
            }
        }
    }

    fn block_violation(
        &mut self,
        field: SymbolId,
        read: Span,
        conflicting: Option<Span>,
        first: Span,
    ) {
        let name = self.name(field);
        let what = if self.is_param(field) {
            "the field"
        } else {
            "the temporary (declared in an earlier block)"
        };
        let diagnostic = match conflicting {
            Some(write) => Diagnostic::new(
                Category::Rule4OffsetWrite,
                read,
                format!("{what} `{name}` is read at a horizontal offset and written in the same interval block"),
            )
            .with_label("read at an I/J offset")
            .with_secondary(write, "written here")
            .with_note("with blocked parallel execution the read may see neighbours that were already overwritten (rule 4 of the parallel model)"),
            None => Diagnostic::new(
                Category::Rule4WrittenFieldOffsetRead,
                read,
                format!("{what} `{name}` is written in this interval block, so it cannot be read at a horizontal offset in it"),
            )
            .with_label("read at an I/J offset")
            .with_secondary(first, "written here")
            .with_note("GT4Py only computes temporaries first assigned in the same block on extended domains; copy the values into a new temporary and read that at the offset"),
        };
        self.report(field, diagnostic);
    }

    /// Rule 3, per `while` body (its condition excluded).
    fn while_body(&mut self, body: &'s [Stmt]) {
        let acc = Accesses::of(body);
        let found: Vec<(SymbolId, Span, Span)> = acc
            .offset_reads
            .iter()
            .filter_map(|r| {
                let w = acc.writes.iter().find(|w| w.field == r.field)?;
                Some((r.field, r.span, w.span))
            })
            .collect();
        self.report_offset_reads(
            found,
            Category::WhileOffsetWrite,
            |name| format!("`{name}` is written and read at a horizontal offset in the same `while` loop"),
            "read at an I/J offset",
            "points iterate independently, so a neighbour may be at another iteration; temporaries are not computed on extended domains inside loops",
        );
    }

    /// Reports each `(field, read, write)` of `found`, a read at an offset
    /// of a field written at `write`: `category`, `message` of the field's
    /// name, the read labelled `label`, with `note`.
    fn report_offset_reads(
        &mut self,
        found: Vec<(SymbolId, Span, Span)>,
        category: Category,
        message: impl Fn(&str) -> String,
        label: &str,
        note: &str,
    ) {
        for (field, read, write) in found {
            let diagnostic = Diagnostic::new(category, read, message(self.name(field)))
                .with_label(label)
                .with_secondary(write, "written here")
                .with_note(note);
            self.report(field, diagnostic);
        }
    }

    /// Rule 4: offset reads inside a region of fields written earlier in the
    /// source outside regions.
    fn regions(&mut self) {
        let mut written: BTreeMap<SymbolId, Span> = BTreeMap::new();
        let mut found = Vec::new();
        for c in &self.stencil.computations {
            for block in &c.intervals {
                regions_in(&block.body, &mut written, &mut found);
            }
        }
        self.report_offset_reads(
            found,
            Category::RegionOffsetReadAfterWrite,
            |name| format!("`{name}` is written outside horizontal regions and then read inside this region at an offset"),
            "read at an I/J offset inside a region",
            "a region covers only part of the domain, so the neighbours it reads are not guaranteed to be computed; read the value outside the region",
        );
    }

    /// Rule 5: written field parameters with a non-zero extent.
    fn extents(&mut self) {
        let extents = extents::field_extents(self.stencil);
        let mut written = BTreeMap::new();
        self.stencil.walk_stmts(&mut |s| {
            if let StmtKind::Assign { target, .. } = &s.kind {
                written.entry(target.field).or_insert(target.span);
            }
        });
        for (field, write) in written {
            if !self.is_param(field) {
                continue;
            }
            let Some(&FieldExtent {
                extent,
                cause,
                cause_is_offset,
            }) = extents.get(&field)
            else {
                continue;
            };
            if extents::is_zero(&extent) {
                continue;
            }
            let name = self.name(field);
            let range = format!(
                "I {}..{}, J {}..{}",
                extent.i_lo, extent.i_hi, extent.j_lo, extent.j_hi
            );
            let diagnostic = if cause_is_offset {
                Diagnostic::new(
                    Category::Rule4WrittenFieldOffsetRead,
                    cause,
                    format!("the field parameter `{name}` is written by this stencil, so it cannot be read at a horizontal offset ({range})"),
                )
                .with_label("read outside the compute domain")
                .with_note("GT4Py only computes temporaries on extended domains; copy the values into a temporary and read that at the offset")
            } else {
                Diagnostic::new(
                    Category::Rule4ThroughTemporary,
                    cause,
                    format!("`{name}` is written by this stencil but needed at horizontal offsets ({range}) through a temporary computed in the same statement"),
                )
                .with_label("this access runs on an extended domain")
                .with_note("a statement that computes a temporary read later at an offset runs beyond the domain, and so does every access in it (the whole `if`, `while` or region block); move the access to a statement of its own")
            };
            self.report(field, diagnostic.with_secondary(write, "written here"));
        }
    }
}

/// Walks `stmts` in source order, recording first writes outside regions in
/// `written` and, for each region, the offset reads of fields already written:
/// `(field, read, write)`.
fn regions_in(
    stmts: &[Stmt],
    written: &mut BTreeMap<SymbolId, Span>,
    found: &mut Vec<(SymbolId, Span, Span)>,
) {
    for stmt in stmts {
        match &stmt.kind {
            StmtKind::Horizontal { body, .. } => {
                for r in Accesses::of(body).offset_reads {
                    if let Some(&w) = written.get(&r.field) {
                        found.push((r.field, r.span, w));
                    }
                }
            }
            StmtKind::Assign { target, .. } => {
                written.entry(target.field).or_insert(target.span);
            }
            StmtKind::If {
                then_body,
                else_body,
                ..
            } => {
                regions_in(then_body, written, found);
                regions_in(else_body, written, found);
            }
            StmtKind::While { body, .. } => regions_in(body, written, found),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::check::test_util::{categories, stencil};
    use crate::diagnostics::Category;

    const P: &str =
        "a: Field[np.float64], b: Field[np.float64], c: Field[np.float64], f: Field[np.float64]";

    fn body(code: &str) -> Vec<Category> {
        categories(&stencil(P, code))
    }

    fn one(order: &str, stmts: &str) -> Vec<Category> {
        body(&format!(
            "    with computation({order}), interval(...):\n{stmts}"
        ))
    }

    #[test]
    fn self_assignment() {
        assert_eq!(
            one("FORWARD", "        a = a[1, 1, 0]\n"),
            [Category::Rule4SelfAssign]
        );
        assert_eq!(
            one(
                "PARALLEL",
                "        t = a\n        t = t[1, 0, 0]\n        b = t\n"
            ),
            [Category::Rule4SelfAssign]
        );
    }

    #[test]
    fn write_after_offset_read() {
        assert_eq!(
            one("FORWARD", "        b = a[1, 1, 0]\n        a = 0.0\n"),
            [Category::Rule4OffsetWrite]
        );
    }

    #[test]
    fn field_conditional_branches() {
        assert_eq!(
            one("PARALLEL", "        if f > 0.0:\n            a = 1.0\n        else:\n            b = a[1, 0, 0]\n"),
            [Category::Rule4OffsetWrite]
        );
    }

    #[test]
    fn written_parameter_read_at_offset_later() {
        assert_eq!(
            one(
                "FORWARD",
                "        a = c[1, 1, 0]\n        b = 2.0 * a[1, 1, 0]\n"
            ),
            [Category::Rule4WrittenFieldOffsetRead]
        );
        assert_eq!(
            body("    with computation(PARALLEL), interval(...):\n        b = a * 2.0\n    with computation(PARALLEL), interval(...):\n        c = b[-1, 0, 0] + b\n"),
            [Category::Rule4WrittenFieldOffsetRead]
        );
    }

    #[test]
    fn temporaries_may_be_read_at_offsets() {
        assert!(one(
            "FORWARD",
            "        t = c[1, 1, 0]\n        b = 2.0 * t[1, 1, 0]\n"
        )
        .is_empty());
        assert!(one(
            "PARALLEL",
            "        t = a\n        b = t[1, 0, 0] + t[-1, 0, 0]\n"
        )
        .is_empty());
    }

    #[test]
    fn through_a_temporary() {
        assert_eq!(
            body("    with computation(PARALLEL), interval(...):\n        tmp = a\n    with computation(PARALLEL), interval(...):\n        a = tmp[1, 1, 0]\n"),
            [Category::Rule4ThroughTemporary]
        );
    }

    #[test]
    fn while_loop_offset_reads() {
        assert_eq!(
            one("PARALLEL", "        t = a\n        while b < 2.0:\n            t = t * 1.5\n            b = b + t[1, 0, 0]\n"),
            [Category::WhileOffsetWrite]
        );
        assert!(one(
            "PARALLEL",
            "        t = a\n        while b < 2.0:\n            b = b + t[1, 0, 0]\n"
        )
        .is_empty());
    }

    #[test]
    fn region_reads_after_writes() {
        assert_eq!(
            one("PARALLEL", "        t = a * 2.0\n        b = t\n        with horizontal(region[I[0], :]):\n            b = t[-1, 0, 0]\n"),
            [Category::RegionOffsetReadAfterWrite]
        );
        assert!(one("PARALLEL", "        t = a\n        with horizontal(region[I[0] - 1, :]):\n            t = 0.0\n        b = t[-1, 0, 0] + t[1, 0, 0]\n").is_empty());
        // Writes in other computations count; writes inside regions do not.
        assert_eq!(
            body("    with computation(PARALLEL), interval(...):\n        t = a * 2.0\n    with computation(PARALLEL), interval(...):\n        with horizontal(region[I[0], :]):\n            b = t[-1, 0, 0]\n"),
            [Category::RegionOffsetReadAfterWrite]
        );
        assert!(one("PARALLEL", "        with horizontal(region[I[0] - 1, :]):\n            t = a\n        with horizontal(region[I[0], :]):\n            b = t[-1, 0, 0]\n").is_empty());
    }

    // The cases below were checked against GT4Py 1.2.3 (numpy back-end).

    #[test]
    fn regions_clip_extents() {
        let region = |offset: &str| {
            body(&format!("    with computation(PARALLEL), interval(...):\n        with horizontal(region[I[0], :]):\n            b = a[{offset}, 0, 0]\n    with computation(PARALLEL), interval(...):\n        a = 1.0\n"))
        };
        assert!(region("1").is_empty(), "stays inside the domain");
        assert_eq!(region("-1"), [Category::Rule4WrittenFieldOffsetRead]);
    }

    #[test]
    fn temporaries_declared_in_an_earlier_block_are_not_exempt() {
        assert_eq!(
            body("    with computation(PARALLEL):\n        with interval(0, 1):\n            v = a\n        with interval(1, None):\n            v = 2.0\n            b = v[1, 0, 0]\n"),
            [Category::Rule4WrittenFieldOffsetRead]
        );
    }

    #[test]
    fn a_whole_if_runs_on_the_extent_of_what_it_writes() {
        assert_eq!(
            body("    with computation(PARALLEL), interval(...):\n        if a > 0.0:\n            t = a\n            b = 1.0\n    with computation(PARALLEL), interval(...):\n        c = t[1, 0, 0]\n"),
            [Category::Rule4ThroughTemporary]
        );
        assert!(body("    with computation(PARALLEL), interval(...):\n        t = a\n        b = 1.0\n    with computation(PARALLEL), interval(...):\n        c = t[1, 0, 0]\n").is_empty());
    }
}
