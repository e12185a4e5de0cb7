//! The optimisation IR: the stencil as GTScript's parallel model executes it.
//!
//! A [`Stencil`] is a list of [`VerticalLoop`]s (one per computation, with its
//! iteration order), each a list of [`Section`]s (one per interval, in source
//! order), each a list of [`HorizontalExecution`]s: a block of statements that
//! runs to completion over its whole IJ extent before the next one starts, at
//! every K level of the section. Every top-level statement of the stencil IR
//! becomes its own horizontal execution, which is what makes the statements of
//! GTScript behave "as if" run one after the other over the plane.
//!
//! Field conditionals are explicit: the condition is stored in a boolean mask
//! temporary by one horizontal execution, and the statements of each branch are
//! horizontal executions guarded by a [`Stmt::Masked`] read of it. Horizontal
//! regions become [`Stmt::Restricted`] guards. `while` loops stay whole inside
//! one horizontal execution, each point iterating on its own.
//!
//! Expressions and field references are those of the stencil IR.
//! [`extents`] computes the compute domain of every horizontal execution and the
//! halos every parameter field needs; [`validate`] checks the invariants.

pub mod dump;
pub mod extents;
mod lower;
pub mod params;
pub mod passes;
pub mod uninit;
pub mod validate;

use crate::diagnostics::Span;
use crate::ir::{self, Expr, FieldRef, Interval, IterationOrder, Region, SymbolId, SymbolTable};
use serde::Serialize;

pub use lower::{lower, lower_uninitialised};

/// A stencil in the optimisation IR.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Stencil {
    /// The stencil's name.
    pub name: String,
    /// Parameters in signature order.
    pub params: Vec<SymbolId>,
    /// All symbols: those of the stencil IR plus mask temporaries.
    pub symbols: SymbolTable,
    /// The vertical loops, in execution order.
    pub loops: Vec<VerticalLoop>,
    /// Temporaries demoted to per-point scalars: each is written before it is
    /// read, at the current point only, within one horizontal execution.
    pub locals: std::collections::BTreeSet<SymbolId>,
    /// Default values of scalar parameters, by name (see [`ir::Stencil`]).
    pub scalar_defaults: std::collections::BTreeMap<String, ir::Literal>,
}

/// One computation: sections visited in order, each level by level in `order`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VerticalLoop {
    /// Iteration order over K.
    pub order: IterationOrder,
    /// The sections, in execution order.
    pub sections: Vec<Section>,
    /// The `computation(...)` in the source.
    pub span: Span,
}

/// One interval of a computation.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Section {
    /// The K range.
    pub interval: Interval,
    /// Horizontal executions, run one after the other at every level.
    pub executions: Vec<HorizontalExecution>,
}

/// Identifies a horizontal execution within its stencil (its position in
/// execution order); side tables such as extents are keyed by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct ExecutionId(pub u32);

/// Identifies the top-level source statement that a group of consecutive
/// horizontal executions was lowered from (see [`HorizontalExecution::block`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct BlockId(pub u32);

/// Statements run over one IJ extent, to completion, before the next execution.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HorizontalExecution {
    /// Position in the stencil's execution order.
    pub id: ExecutionId,
    /// The statements.
    pub body: Vec<Stmt>,
    /// The source statement.
    pub span: Span,
    /// Set on the executions of one top-level `if` or region whose statements
    /// read at an I/J offset what earlier statements of the same block wrote.
    /// GT4Py runs such a block as one horizontal execution on one extent,
    /// fixed before the block's own reads are seen, so those reads see the
    /// new values only inside it; [`extents`] gives every execution of the
    /// block that extent, and passes never merge it with other executions.
    /// `None` everywhere else (there, one extent per statement gives the same
    /// values).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub block: Option<BlockId>,
}

/// Statements of a horizontal execution, executed point by point.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "stmt", rename_all = "snake_case")]
pub enum Stmt {
    /// `target = value`.
    Assign {
        /// The field written.
        target: FieldRef,
        /// The value, converted to the target's type on assignment.
        value: Expr,
    },
    /// The body runs where the condition holds (a mask read or a scalar condition).
    Masked {
        /// A boolean expression.
        cond: Expr,
        /// Guarded statements.
        body: Vec<Stmt>,
    },
    /// Runs the body while the condition holds, independently at each point.
    While {
        /// A boolean expression.
        cond: Expr,
        /// Loop body.
        body: Vec<Stmt>,
    },
    /// The body runs only at points inside one of the regions.
    Restricted {
        /// Regions relative to the compute domain.
        regions: Vec<Region>,
        /// Restricted statements.
        body: Vec<Stmt>,
    },
}

impl Stencil {
    /// Every horizontal execution, in execution order.
    pub fn executions(
        &self,
    ) -> impl Iterator<Item = (&VerticalLoop, &Section, &HorizontalExecution)> {
        self.loops.iter().flat_map(|l| {
            l.sections
                .iter()
                .flat_map(move |s| s.executions.iter().map(move |e| (l, s, e)))
        })
    }

    /// Numbers the executions in execution order again: an execution's id
    /// is its position in that order.
    pub fn renumber_executions(&mut self) {
        let executions = self
            .loops
            .iter_mut()
            .flat_map(|l| &mut l.sections)
            .flat_map(|s| &mut s.executions);
        for (n, e) in (0..).zip(executions) {
            e.id = ExecutionId(n);
        }
    }
}

impl HorizontalExecution {
    /// The regions every statement of the execution is restricted to, one
    /// inside the other, outermost first (a fused program's call on its own
    /// domain, and inside it a region of the call's own `horizontal`); empty
    /// if some statement runs everywhere. The execution then runs on the
    /// regions' intersection alone, and the statements inside them are as
    /// unconditional as top-level ones.
    pub fn clip_regions(&self) -> Vec<Region> {
        common_regions(&self.body)
    }

    /// The statements of the execution with its [`clip_regions`](Self::clip_regions)
    /// taken off: what runs unconditionally at every point of their
    /// intersection (the top-level statements where there are none).
    pub fn clipped_stmts(&self) -> Vec<&Stmt> {
        let mut stmts: Vec<&Stmt> = self.body.iter().collect();
        for _ in 0..self.clip_regions().len() {
            stmts = stmts
                .into_iter()
                .flat_map(|s| match s {
                    Stmt::Restricted { body, .. } => body.iter().collect::<Vec<_>>(),
                    other => vec![other],
                })
                .collect();
        }
        stmts
    }
}

/// The chain of single regions, outermost first, that every one of `stmts`
/// lies in (compared by their ranges, not where they were written).
fn common_regions(stmts: &[Stmt]) -> Vec<Region> {
    let mut common: Option<Vec<Region>> = None;
    for s in stmts {
        let Stmt::Restricted { regions, body } = s else {
            return Vec::new();
        };
        let [r] = regions.as_slice() else {
            return Vec::new();
        };
        let mut chain = vec![*r];
        chain.extend(common_regions(body));
        common = Some(match common {
            None => chain,
            Some(c) => c
                .into_iter()
                .zip(chain)
                .take_while(|(a, b)| a.i == b.i && a.j == b.j)
                .map(|(a, _)| a)
                .collect(),
        });
        if common.as_ref().is_some_and(Vec::is_empty) {
            return Vec::new();
        }
    }
    common.unwrap_or_default()
}

impl Stmt {
    /// Calls `f` on this statement and every nested one (pre-order).
    pub fn walk<'a>(&'a self, f: &mut dyn FnMut(&'a Stmt)) {
        f(self);
        match self {
            Stmt::Assign { .. } => {}
            Stmt::Masked { body, .. }
            | Stmt::While { body, .. }
            | Stmt::Restricted { body, .. } => body.iter().for_each(|s| s.walk(f)),
        }
    }

    /// Field references this statement reads (conditions and values, not nested bodies).
    pub fn own_reads(&self) -> Vec<&FieldRef> {
        match self {
            Stmt::Assign { target, value } => {
                let mut r = value.field_reads();
                r.extend(target.index_reads());
                r
            }
            Stmt::Masked { cond, .. } | Stmt::While { cond, .. } => cond.field_reads(),
            Stmt::Restricted { .. } => Vec::new(),
        }
    }

    /// Field references this statement accesses, each with whether it is
    /// written: its [`own_reads`](Self::own_reads), then an assignment's target.
    pub fn own_accesses(&self) -> Vec<(&FieldRef, bool)> {
        let mut accesses: Vec<(&FieldRef, bool)> =
            self.own_reads().into_iter().map(|r| (r, false)).collect();
        if let Stmt::Assign { target, .. } = self {
            accesses.push((target, true));
        }
        accesses
    }
}

/// The fields `stmts` write, and those they read at an I/J offset (nested
/// statements included): where the two meet, points depend on neighbours
/// computed by the same statements.
pub fn writes_and_shifted_reads(
    stmts: &[Stmt],
) -> (
    std::collections::BTreeSet<SymbolId>,
    std::collections::BTreeSet<SymbolId>,
) {
    let mut written = std::collections::BTreeSet::new();
    let mut shifted = std::collections::BTreeSet::new();
    for s in stmts {
        s.walk(&mut |st| {
            if let Stmt::Assign { target, .. } = st {
                written.insert(target.field);
            }
            for r in st.own_reads() {
                if r.offset.is_horizontal() {
                    shifted.insert(r.field);
                }
            }
        });
    }
    (written, shifted)
}

/// Convenience: the stencil IR's symbol kind of a field.
pub fn is_temporary(symbols: &SymbolTable, id: SymbolId) -> bool {
    symbols.get(id).is_temporary()
}

/// Re-exported for users of the OIR.
pub use ir::{Anchor, AxisRange, LevelBound};
