//! Temporaries that may be read where they were never written.
//!
//! GTScript leaves such values undefined (seed 004: a temporary is an
//! uninitialised field). isobar makes them deterministic and the same on every
//! back-end: [`initialise`] gives every such temporary the value 0 everywhere
//! before the stencil's first computation (an explicit vertical loop of the
//! OIR, so the interpreter and every target run it alike), and [`analyse`]
//! finds the reads, so that the check stage can warn about them with a span.
//!
//! The analysis is conservative: a read is covered when an earlier write in
//! execution order reaches the level it reads, unconditionally or under the
//! same conditions and regions as the read (and then at the same horizontal
//! point). Writes under a condition, a region or in a `while` body cover only
//! reads under the same guards; everything else is reported. Levels are
//! checked for a range of domain sizes, since intervals are relative to both
//! ends of the column.

use super::{ExecutionId, HorizontalExecution, Section, Stencil, Stmt, VerticalLoop};
use crate::diagnostics::Span;
use crate::ir::{
    self, Expr, ExprKind, FieldRef, Interval, IterationOrder, KOffset, LevelBound, Literal, Offset,
    SymbolId,
};

/// A read of a temporary that may find no value written before it.
#[derive(Clone, Debug, PartialEq)]
pub struct UnwrittenRead {
    /// The temporary.
    pub field: SymbolId,
    /// The read.
    pub span: Span,
}

/// What encloses a statement: a condition, regions, or a `while` body.
#[derive(Clone, Debug, PartialEq)]
enum Guard {
    Cond(Expr),
    Regions(Vec<ir::Region>),
    While(usize),
}

/// One access of a temporary, with where and when it happens.
struct Access {
    field: SymbolId,
    loop_index: usize,
    section: usize,
    interval: Interval,
    order: IterationOrder,
    /// Position in execution order (reads of a statement before its write).
    seq: usize,
    guards: Vec<Guard>,
    offset: (i32, i32, Option<i32>),
    span: Span,
    /// A 2-D temporary: one value per column, which a write at any level
    /// leaves for the levels after it.
    column: bool,
}

/// The domain sizes the coverage is checked for.
const SIZES: std::ops::RangeInclusive<i64> = 1..=40;

/// Every temporary read that may find no earlier write, one per temporary
/// (the first such read in execution order).
pub fn analyse(stencil: &Stencil) -> Vec<UnwrittenRead> {
    let (writes, reads) = collect(stencil);
    let mut out: Vec<UnwrittenRead> = Vec::new();
    for read in &reads {
        if out.iter().any(|u| u.field == read.field) {
            continue;
        }
        let covered = SIZES
            .chain([64, 100])
            .all(|nk| levels_read(read, nk).all(|k| covered(read, k, nk, &writes)));
        if !covered {
            out.push(UnwrittenRead {
                field: read.field,
                span: read.span,
            });
        }
    }
    out
}

/// The environment variable that, set (and not `0`), makes temporaries start
/// as NaN (floats), a non-zero integer and True instead of zero, in this
/// initialisation and in the interpreter's arrays: a value read from a
/// temporary that no statement wrote then shows in the outputs. GT4Py leaves
/// such values undefined; the differential fuzzer runs both ways to find
/// them.
pub const POISON_TEMPORARIES: &str = "ISOBAR_POISON_TEMPORARIES";

/// True if [`POISON_TEMPORARIES`] is set.
pub fn poisoned() -> bool {
    std::env::var_os(POISON_TEMPORARIES).is_some_and(|v| !v.is_empty() && v != "0")
}

/// Adds a first vertical loop setting every temporary of `reads` to 0 over
/// the whole column (temporaries with data dimensions are left as they are;
/// see [`POISON_TEMPORARIES`]).
pub fn initialise(stencil: &mut Stencil, reads: &[UnwrittenRead]) {
    let mut executions = Vec::new();
    let mut seen = Vec::new();
    for read in reads {
        let Some(ty) = stencil.symbols.get(read.field).field_type() else {
            continue;
        };
        if !ty.data_dims.is_empty() || seen.contains(&read.field) {
            continue;
        }
        seen.push(read.field);
        let value = initial_value(ty, read.span);
        let target = FieldRef {
            field: read.field,
            offset: Offset {
                i: 0,
                j: 0,
                k: KOffset::Const(0),
            },
            data_index: Vec::new(),
            span: read.span,
        };
        executions.push(HorizontalExecution {
            id: ExecutionId(0),
            body: vec![Stmt::Assign { target, value }],
            span: read.span,
            block: None,
        });
    }
    if executions.is_empty() {
        return;
    }
    let span = stencil.loops.first().map(|l| l.span).unwrap_or_default();
    stencil.loops.insert(
        0,
        VerticalLoop {
            order: IterationOrder::Parallel,
            sections: vec![Section {
                interval: Interval {
                    start: LevelBound::start(0),
                    end: LevelBound::end(0),
                },
                executions,
            }],
            span,
        },
    );
    stencil.renumber_executions();
}

/// The value a temporary of type `ty` starts with where it may be read
/// unwritten: 0 (or the poison of [`POISON_TEMPORARIES`]) of its type.
pub(crate) fn initial_value(ty: &ir::FieldType, span: Span) -> Expr {
    let poison = poisoned();
    let zero = match ty.dtype {
        ir::DType::Bool => Literal::Bool(poison),
        t if t.is_float() => Literal::Float(if poison { f64::NAN } else { 0.0 }),
        _ => Literal::Int(if poison { -1 } else { 0 }),
    };
    let value = Expr {
        kind: ExprKind::Literal(zero),
        dtype: zero.dtype(),
        span,
    };
    if value.dtype == ty.dtype {
        value
    } else {
        Expr {
            kind: ExprKind::Cast(Box::new(value)),
            dtype: ty.dtype,
            span,
        }
    }
}

/// The levels `read` reads on a domain of `nk` levels that lie in the domain.
fn levels_read(read: &Access, nk: i64) -> impl Iterator<Item = i64> {
    let start = read.interval.start.resolve(nk).clamp(0, nk);
    let end = read.interval.end.resolve(nk).clamp(0, nk);
    let span: Box<dyn Iterator<Item = i64>> = match read.offset.2 {
        Some(dk) => Box::new((start..end).map(move |k| k + i64::from(dk))),
        // A variable offset may read any level.
        None if start < end => Box::new(0..nk),
        None => Box::new(0..0),
    };
    span.filter(move |&k| (0..nk).contains(&k))
}

/// True if some write reaches level `k` (on `nk` levels) before `read`.
fn covered(read: &Access, k: i64, nk: i64, writes: &[Access]) -> bool {
    // The level whose iteration reads `k`; a variable offset reads from any.
    let at = read.offset.2.map(|dk| k - i64::from(dk));
    writes.iter().any(|w| {
        if w.field != read.field || !read.guards.starts_with(&w.guards) {
            return false;
        }
        if !w.guards.is_empty() && (read.offset.0, read.offset.1) != (0, 0) {
            return false;
        }
        let Some(dk) = w.offset.2 else { return false };
        let (start, end) = (w.interval.start.resolve(nk), w.interval.end.resolve(nk));
        if w.column {
            // Any level the write runs at leaves its value in the column.
            return (start.max(0)..end.min(nk)).any(|level| reaches(w, read, level, at));
        }
        let level = k - i64::from(dk);
        (start..end).contains(&level) && reaches(w, read, level, at)
    })
}

/// True if `w`, run at `level`, happens before `read` runs at `at`.
fn reaches(w: &Access, read: &Access, level: i64, at: Option<i64>) -> bool {
    if w.loop_index != read.loop_index {
        return w.loop_index < read.loop_index;
    }
    let earlier_in_order = w.seq < read.seq;
    match (w.order, at) {
        (IterationOrder::Parallel, _) | (_, None) => {
            w.section < read.section || (w.section == read.section && earlier_in_order)
        }
        (IterationOrder::Forward, Some(at)) => level < at || (level == at && earlier_in_order),
        (IterationOrder::Backward, Some(at)) => level > at || (level == at && earlier_in_order),
    }
}

/// The writes and reads of temporaries, in execution order.
fn collect(stencil: &Stencil) -> (Vec<Access>, Vec<Access>) {
    let mut c = Collector {
        stencil,
        writes: Vec::new(),
        reads: Vec::new(),
        seq: 0,
        whiles: 0,
    };
    for (loop_index, l) in stencil.loops.iter().enumerate() {
        for (section, s) in l.sections.iter().enumerate() {
            for e in &s.executions {
                let at = Place {
                    loop_index,
                    section,
                    interval: s.interval,
                    order: l.order,
                };
                for stmt in &e.body {
                    c.stmt(stmt, &at, &mut Vec::new());
                }
            }
        }
    }
    (c.writes, c.reads)
}

struct Place {
    loop_index: usize,
    section: usize,
    interval: Interval,
    order: IterationOrder,
}

struct Collector<'s> {
    stencil: &'s Stencil,
    writes: Vec<Access>,
    reads: Vec<Access>,
    seq: usize,
    whiles: usize,
}

impl Collector<'_> {
    fn stmt(&mut self, stmt: &Stmt, at: &Place, guards: &mut Vec<Guard>) {
        for r in stmt.own_reads() {
            self.access(r, at, guards, false);
        }
        match stmt {
            Stmt::Assign { target, .. } => self.access(target, at, guards, true),
            Stmt::Masked { cond, body } => {
                guards.push(Guard::Cond(cond.clone()));
                body.iter().for_each(|s| self.stmt(s, at, guards));
                guards.pop();
            }
            Stmt::While { body, .. } => {
                self.whiles += 1;
                guards.push(Guard::While(self.whiles));
                body.iter().for_each(|s| self.stmt(s, at, guards));
                guards.pop();
            }
            Stmt::Restricted { regions, body } => {
                guards.push(Guard::Regions(regions.clone()));
                body.iter().for_each(|s| self.stmt(s, at, guards));
                guards.pop();
            }
        }
    }

    fn access(&mut self, r: &FieldRef, at: &Place, guards: &[Guard], write: bool) {
        if !self.stencil.symbols.get(r.field).is_temporary() {
            return;
        }
        self.seq += 1;
        let k = match r.offset.k {
            KOffset::Const(k) => Some(k),
            KOffset::Variable(_) => None,
        };
        let access = Access {
            field: r.field,
            loop_index: at.loop_index,
            section: at.section,
            interval: at.interval,
            order: at.order,
            seq: self.seq,
            guards: guards.to_vec(),
            offset: (r.offset.i, r.offset.j, k),
            span: r.span,
            column: self
                .stencil
                .symbols
                .get(r.field)
                .field_type()
                .is_some_and(|t| !t.axes.k),
        };
        if write {
            self.writes.push(access);
        } else {
            self.reads.push(access);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::FrontendOptions;

    fn unwritten(body: &str) -> Vec<String> {
        let src = format!(
            "from gt4py.cartesian.gtscript import *\ndef s(a: Field[float], b: Field[float]):\n{body}"
        );
        let ir = crate::compile(&src, &FrontendOptions::default()).expect("valid");
        let oir = super::super::lower_uninitialised(&ir);
        analyse(&oir)
            .iter()
            .map(|u| oir.symbols.get(u.field).name.clone())
            .collect()
    }

    /// Asserts that every read of each stencil body is covered by a write.
    fn assert_covered(bodies: &[&str]) {
        for body in bodies {
            assert!(unwritten(body).is_empty(), "{body}");
        }
    }

    #[test]
    fn unconditional_writes_cover_later_reads() {
        assert_covered(&[
            "    with computation(PARALLEL), interval(...):\n        t = a\n        b = t[1, 0, 0] + t\n",
            "    with computation(FORWARD):\n        with interval(0, 1):\n            t = a\n        with interval(1, None):\n            t = t[0, 0, -1] + a\n            b = t\n",
            "    with computation(BACKWARD):\n        with interval(-1, None):\n            t = a\n        with interval(0, -1):\n            t = t[0, 0, 1] + a\n            b = t\n",
        ]);
    }

    #[test]
    fn reads_under_the_writes_guard_are_covered() {
        assert_covered(&[
            "    with computation(PARALLEL), interval(...):\n        with horizontal(region[I[0], :]):\n            t = a\n            b = t\n",
            "    with computation(PARALLEL), interval(...):\n        if a > 0.0:\n            t = a\n            b = t\n",
        ]);
    }

    #[test]
    fn conditional_writes_do_not_cover_other_reads() {
        let body = "    with computation(PARALLEL), interval(...):\n        with horizontal(region[I[0], :]):\n            t = a\n        b = t\n";
        assert_eq!(unwritten(body), ["t"]);
        let body = "    with computation(PARALLEL), interval(...):\n        if a > 0.0:\n            t = a\n        b = t\n";
        assert_eq!(unwritten(body), ["t"]);
        // Written on the first level only, read on every level.
        let body = "    with computation(PARALLEL), interval(0, 1):\n        t = a\n    with computation(PARALLEL), interval(...):\n        b = t\n";
        assert_eq!(unwritten(body), ["t"]);
        // A FORWARD sweep reading the level above before it is written.
        let body = "    with computation(FORWARD), interval(0, -1):\n        t = a\n        b = t[0, 0, 1]\n";
        assert_eq!(unwritten(body), ["t"]);
    }

    #[test]
    fn initialisation_comes_first_and_renumbers() {
        let src = "from gt4py.cartesian.gtscript import *\ndef s(a: Field[float], b: Field[float]):\n    with computation(PARALLEL), interval(...):\n        if a > 0.0:\n            t = a\n        b = t\n";
        let ir = crate::compile(src, &FrontendOptions::default()).expect("valid");
        let oir = super::super::lower(&ir);
        assert_eq!(oir.loops.len(), 2, "the zero-initialisation loop was added");
        let ids: Vec<u32> = oir.executions().map(|(_, _, e)| e.id.0).collect();
        assert_eq!(ids, (0..ids.len() as u32).collect::<Vec<_>>());
        assert!(
            analyse(&oir).is_empty(),
            "after initialisation every read is covered"
        );
    }
}
