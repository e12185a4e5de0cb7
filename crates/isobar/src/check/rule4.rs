//! Rule 4 of the parallel model and its relatives, as GT4Py 1.2.3 enforces them:
//! horizontal (I/J) offset reads of fields that are written.
//!
//! Execution in blocks of the horizontal plane only gives defined results if no
//! point reads a neighbour that some block may already have overwritten. GT4Py
//! enforces this more strictly than the parallel-model document: a field
//! *parameter* written anywhere must not be read at an I/J offset anywhere, also
//! not through a temporary computed from it. Temporaries may be read at offsets
//! (they are computed on an extended domain), except where the blocking makes
//! that unsafe too: in the body of a `while`, inside a horizontal region after an
//! earlier write, and in a self-assignment.
//!
//! Each field is reported once, under the most specific category that applies.

use crate::diagnostics::{Category, Diagnostic, Span};
use crate::ir::{Computation, Expr, FieldRef, Stencil, Stmt, StmtKind, SymbolId};
use std::collections::{BTreeMap, BTreeSet};

/// Checks rule 4 and its relatives on `stencil`.
pub fn check(stencil: &Stencil) -> Vec<Diagnostic> {
    let mut checker = Checker {
        stencil,
        reported: BTreeSet::new(),
        out: Vec::new(),
    };
    for computation in &stencil.computations {
        checker.computation(computation);
    }
    checker.regions();
    checker.written_parameters_read_at_offset();
    // Extents are computed from the accesses; after a direct violation they would
    // only repeat it as a consequence, so they are analysed on clean stencils only.
    if checker.out.is_empty() {
        checker.through_temporaries();
    }
    checker.out
}

/// An access in program order: the position of its statement, the field, the source.
struct Access {
    pos: usize,
    field: SymbolId,
    span: Span,
}

/// The writes and horizontal-offset reads of a piece of code, in program order.
#[derive(Default)]
struct Accesses {
    writes: Vec<Access>,
    offset_reads: Vec<Access>,
}

impl Accesses {
    /// The accesses of `stmts`, numbering statements (pre-order) from `first_pos`.
    fn of(stmts: &[Stmt], first_pos: &mut usize) -> Self {
        let mut acc = Accesses::default();
        for stmt in stmts {
            stmt.walk(&mut |s| {
                let pos = *first_pos;
                *first_pos += 1;
                let (reads, target): (Vec<&FieldRef>, _) = match &s.kind {
                    StmtKind::Assign { target, value } => {
                        let mut reads = value.field_reads();
                        reads.extend(target.index_reads());
                        (reads, Some(target))
                    }
                    StmtKind::If { cond, .. } | StmtKind::While { cond, .. } => {
                        (cond.field_reads(), None)
                    }
                    StmtKind::Horizontal { .. } => (Vec::new(), None),
                };
                for r in reads.into_iter().filter(|r| r.offset.is_horizontal()) {
                    acc.offset_reads.push(Access {
                        pos,
                        field: r.field,
                        span: r.span,
                    });
                }
                if let Some(t) = target {
                    acc.writes.push(Access {
                        pos,
                        field: t.field,
                        span: t.span,
                    });
                }
            });
        }
        acc
    }

    fn of_stmt(stmt: &Stmt) -> Self {
        Self::of(std::slice::from_ref(stmt), &mut 0)
    }

    fn written(&self) -> BTreeSet<SymbolId> {
        self.writes.iter().map(|w| w.field).collect()
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

    fn computation(&mut self, computation: &'s Computation) {
        let stmts: Vec<&Stmt> = computation
            .intervals
            .iter()
            .flat_map(|b| b.body.iter())
            .collect();
        // 1. `a = a[1, 0, 0]`, for parameters and temporaries alike.
        for stmt in &stmts {
            stmt.walk(&mut |s| {
                if let StmtKind::Assign { target, value } = &s.kind {
                    self.self_assignment(target, value);
                }
            });
        }
        // 2. A parameter read at an offset and written later in the computation.
        let mut pos = 0;
        let mut all = Accesses::default();
        for block in &computation.intervals {
            let acc = Accesses::of(&block.body, &mut pos);
            all.writes.extend(acc.writes);
            all.offset_reads.extend(acc.offset_reads);
        }
        for read in &all.offset_reads {
            if !self.is_param(read.field) {
                continue;
            }
            if let Some(write) = all
                .writes
                .iter()
                .find(|w| w.field == read.field && w.pos > read.pos)
            {
                let name = self.name(read.field);
                self.report(
                    read.field,
                    Diagnostic::new(
                        Category::Rule4OffsetWrite,
                        read.span,
                        format!("`{name}` is read at a horizontal offset and written later in the same computation"),
                    )
                    .with_label("read at an I/J offset")
                    .with_secondary(write.span, "written here")
                    .with_note("with blocked parallel execution the read may see neighbours that were already overwritten (rule 4 of the parallel model)"),
                );
            }
        }
        // 3. Field conditionals, while loops and regions.
        for stmt in &stmts {
            stmt.walk(&mut |s| match &s.kind {
                StmtKind::If { cond, .. } if !cond.is_scalar() => self.field_conditional(s),
                StmtKind::While { .. } => self.while_loop(s),
                _ => {}
            });
        }
    }

    fn self_assignment(&mut self, target: &FieldRef, value: &Expr) {
        let read = value
            .field_reads()
            .into_iter()
            .find(|r| r.field == target.field && r.offset.is_horizontal());
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

    fn field_conditional(&mut self, stmt: &'s Stmt) {
        self.written_and_offset_read_within(
            stmt,
            true,
            Category::Rule4OffsetWrite,
            "in the same field conditional",
            "the branches of a field `if` run over the whole domain one statement after the other, so the read may see overwritten neighbours",
        );
    }

    fn while_loop(&mut self, stmt: &'s Stmt) {
        self.written_and_offset_read_within(
            stmt,
            false,
            Category::WhileOffsetWrite,
            "in the same `while` loop",
            "points iterate independently, so a neighbour may be at another iteration; temporaries are not computed on extended domains inside loops",
        );
    }

    /// Reports fields (parameters only, if `params_only`) both written and read at
    /// a horizontal offset within `stmt`.
    fn written_and_offset_read_within(
        &mut self,
        stmt: &'s Stmt,
        params_only: bool,
        category: Category,
        where_: &str,
        why: &str,
    ) {
        let acc = Accesses::of_stmt(stmt);
        let written = acc.written();
        for read in &acc.offset_reads {
            if (params_only && !self.is_param(read.field)) || !written.contains(&read.field) {
                continue;
            }
            let name = self.name(read.field);
            let mut d = Diagnostic::new(
                category,
                read.span,
                format!("`{name}` is written and read at a horizontal offset {where_}"),
            )
            .with_label("read at an I/J offset")
            .with_note(why);
            if let Some(w) = acc.writes.iter().find(|w| w.field == read.field) {
                d = d.with_secondary(w.span, "written here");
            }
            self.report(read.field, d);
        }
    }

    /// Offset reads inside a region of values the stencil writes outside regions.
    ///
    /// GT4Py collects the fields written anywhere in the stencil outside horizontal
    /// regions; a region may not read those at an I/J offset, because a region
    /// covers only part of the (extended) domain those fields are computed on.
    fn regions(&mut self) {
        let mut written = BTreeMap::new();
        let mut region_bodies: Vec<&'s [Stmt]> = Vec::new();
        for c in &self.stencil.computations {
            for block in &c.intervals {
                collect_outside_regions(&block.body, &mut written, &mut region_bodies);
            }
        }
        for body in region_bodies {
            let acc = Accesses::of(body, &mut 0);
            for read in &acc.offset_reads {
                let Some(&write) = written.get(&read.field) else {
                    continue;
                };
                let name = self.name(read.field);
                self.report(
                    read.field,
                    Diagnostic::new(
                        Category::RegionOffsetReadAfterWrite,
                        read.span,
                        format!("`{name}` is written outside horizontal regions and read inside this region at an offset"),
                    )
                    .with_label("read at an I/J offset inside a region")
                    .with_secondary(write, "written here")
                    .with_note("a region covers only part of the domain, so the neighbours it reads are not guaranteed to be computed; read the value outside the region"),
                );
            }
        }
    }

    /// A parameter written somewhere and read at an offset elsewhere in the stencil.
    fn written_parameters_read_at_offset(&mut self) {
        let mut pos = 0;
        let mut all = Accesses::default();
        for c in &self.stencil.computations {
            for block in &c.intervals {
                let acc = Accesses::of(&block.body, &mut pos);
                all.writes.extend(acc.writes);
                all.offset_reads.extend(acc.offset_reads);
            }
        }
        for read in &all.offset_reads {
            if !self.is_param(read.field) {
                continue;
            }
            if let Some(write) = all.writes.iter().find(|w| w.field == read.field) {
                let name = self.name(read.field);
                self.report(
                    read.field,
                    Diagnostic::new(
                        Category::Rule4WrittenFieldOffsetRead,
                        read.span,
                        format!("the field parameter `{name}` is written by this stencil, so it cannot be read at a horizontal offset"),
                    )
                    .with_label("read at an I/J offset")
                    .with_secondary(write.span, "written here")
                    .with_note("GT4Py only computes temporaries on extended domains; copy the values into a temporary and read that at the offset"),
                );
            }
        }
    }

    /// A written parameter needed at horizontal offsets because a temporary
    /// computed from it is read at offsets.
    fn through_temporaries(&mut self) {
        let mut extents = Extents::default();
        for c in self.stencil.computations.iter().rev() {
            for block in c.intervals.iter().rev() {
                extents.stmts(self.stencil, &block.body);
            }
        }
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
            let Some((extent, cause)) = extents.of.get(&field).copied() else {
                continue;
            };
            if extent == [0; 4] {
                continue;
            }
            let name = self.name(field);
            self.report(
                field,
                Diagnostic::new(
                    Category::Rule4ThroughTemporary,
                    cause,
                    format!(
                        "`{name}` is written by this stencil but needed at horizontal offsets (I {}..{}, J {}..{}) through a temporary computed from it",
                        extent[0], extent[1], extent[2], extent[3]
                    ),
                )
                .with_label("this read is needed on an extended domain")
                .with_secondary(write, "written here")
                .with_note("a temporary read at an offset is computed beyond the domain, which reads the written field at an offset too (rule 4)"),
            );
        }
    }
}

/// Records the first write of every field outside horizontal regions, and the
/// bodies of the regions.
fn collect_outside_regions<'s>(
    stmts: &'s [Stmt],
    written: &mut BTreeMap<SymbolId, Span>,
    regions: &mut Vec<&'s [Stmt]>,
) {
    for stmt in stmts {
        match &stmt.kind {
            StmtKind::Horizontal { body, .. } => regions.push(body),
            StmtKind::Assign { target, .. } => {
                written.entry(target.field).or_insert(target.span);
            }
            StmtKind::If {
                then_body,
                else_body,
                ..
            } => {
                collect_outside_regions(then_body, written, regions);
                collect_outside_regions(else_body, written, regions);
            }
            StmtKind::While { body, .. } => collect_outside_regions(body, written, regions),
        }
    }
}

/// Horizontal read extents `[i_min, i_max, j_min, j_max]` of every field, with the
/// span of a read that contributed them, computed backwards from the outputs.
#[derive(Default)]
struct Extents {
    of: BTreeMap<SymbolId, ([i32; 4], Span)>,
}

impl Extents {
    /// Walks `stmts` backwards; returns the union of the extents at which they run.
    fn stmts(&mut self, stencil: &Stencil, stmts: &[Stmt]) -> [i32; 4] {
        let mut union = [0; 4];
        for stmt in stmts.iter().rev() {
            let e = match &stmt.kind {
                StmtKind::Assign { target, value } => {
                    let own = if stencil.symbols.get(target.field).is_temporary() {
                        self.of.get(&target.field).map(|x| x.0).unwrap_or([0; 4])
                    } else {
                        [0; 4]
                    };
                    for r in value.field_reads().into_iter().chain(target.index_reads()) {
                        self.add(r, own);
                    }
                    own
                }
                StmtKind::If {
                    cond,
                    then_body,
                    else_body,
                } => {
                    let a = self.stmts(stencil, else_body);
                    let b = self.stmts(stencil, then_body);
                    let e = join(a, b);
                    cond.field_reads().into_iter().for_each(|r| self.add(r, e));
                    e
                }
                StmtKind::While { cond, body } => {
                    let e = self.stmts(stencil, body);
                    cond.field_reads().into_iter().for_each(|r| self.add(r, e));
                    e
                }
                StmtKind::Horizontal { body, .. } => self.stmts(stencil, body),
            };
            union = join(union, e);
        }
        union
    }

    fn add(&mut self, r: &FieldRef, at: [i32; 4]) {
        let e = [
            at[0].saturating_add(r.offset.i.min(0)),
            at[1].saturating_add(r.offset.i.max(0)),
            at[2].saturating_add(r.offset.j.min(0)),
            at[3].saturating_add(r.offset.j.max(0)),
        ];
        let entry = self.of.entry(r.field).or_insert(([0; 4], r.span));
        let joined = join(entry.0, e);
        if joined != entry.0 {
            *entry = (joined, r.span);
        }
    }
}

fn join(a: [i32; 4], b: [i32; 4]) -> [i32; 4] {
    [
        a[0].min(b[0]),
        a[1].max(b[1]),
        a[2].min(b[2]),
        a[3].max(b[3]),
    ]
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
}
