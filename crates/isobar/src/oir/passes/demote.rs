//! Demotion of temporaries to per-point scalars: a temporary whose every access
//! is at the current point (no I, J or K offset, no data index) and whose first
//! access in every horizontal execution that uses it is an unconditional write
//! (top-level, or inside the region the whole execution runs on)
//! never needs memory: no value flows from one execution (or level) to another,
//! so it lives in a register, declared afresh in each execution.
//!
//! Before that, [`localise`] gives such a first write to the 3-D temporaries
//! that only one execution uses, at the current point, but first writes under
//! a condition (the branches of an inlined helper, `if c: t = x`): each point
//! of that execution, at each level, has a memory cell of its own that no
//! other execution touches, so the only value a read there can find before a
//! write is the temporary's initial one. The execution now starts by writing
//! that value (the zero-initialisation's, moved from its loop, or 0 where no
//! read can find it unwritten), which keeps every result and needs no memory.

use crate::ir::{Axes, Expr, ExprKind, FieldRef, IterationOrder, KOffset, SymbolId};
use crate::oir::{ExecutionId, Stencil, Stmt};
use std::collections::{BTreeMap, BTreeSet};

/// Runs the pass.
pub fn run(stencil: &mut Stencil) -> Option<String> {
    let localised = localise(stencil);
    let mut used: BTreeSet<SymbolId> = BTreeSet::new();
    let mut shifted: BTreeSet<SymbolId> = BTreeSet::new();
    let mut first_is_write: BTreeMap<(SymbolId, ExecutionId), bool> = BTreeMap::new();
    for (_, _, e) in stencil.executions() {
        let unconditional = e.clipped_stmts();
        for top in &e.body {
            top.walk(&mut |s| {
                let is_top = unconditional.iter().any(|u| std::ptr::eq(s, *u));
                for (r, is_write) in s.own_accesses() {
                    used.insert(r.field);
                    first_is_write
                        .entry((r.field, e.id))
                        .or_insert(is_write && is_top);
                    if at_other_point(r) {
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
        let first = if localised > 0 {
            format!("{localised} given their initial value in the one execution using them; ")
        } else {
            String::new()
        };
        format!(
            "{first}{} temporar(y/ies) made scalars: {}",
            demoted.len(),
            demoted.join(", ")
        )
    })
}

/// True if `r` reaches another point than the current one (an I, J or K
/// offset, or a data index).
fn at_other_point(r: &FieldRef) -> bool {
    r.offset.is_horizontal() || !matches!(r.offset.k, KOffset::Const(0)) || !r.data_index.is_empty()
}

/// How one temporary is used, over the whole stencil.
#[derive(Default)]
struct Use {
    /// The executions that access it, but for its initialisation.
    executions: BTreeSet<ExecutionId>,
    /// Whether any access reaches another point.
    shifted: bool,
    /// Whether the first access of every execution is an unconditional write.
    written_first: bool,
}

/// Gives the temporaries that one execution alone uses, at the current point,
/// an unconditional first write of their initial value in that execution
/// (see the module's documentation); returns how many.
fn localise(stencil: &mut Stencil) -> usize {
    let initialised = initialisations(stencil);
    let uses = uses(stencil, &initialised);
    let mut chosen: Vec<(SymbolId, ExecutionId)> = Vec::new();
    for (id, u) in &uses {
        let Some(ty) = stencil.symbols.get(*id).field_type() else {
            continue;
        };
        if !stencil.symbols.get(*id).is_temporary()
            || ty.axes != Axes::IJK
            || !ty.data_dims.is_empty()
            || u.shifted
            || u.written_first
            || u.executions.len() != 1
        {
            continue;
        }
        chosen.extend(u.executions.iter().map(|e| (*id, *e)));
    }
    // Prepended in reverse, so that the writes run in the order of the symbols.
    for &(id, execution) in chosen.iter().rev() {
        let value = match initialised.get(&id) {
            Some((_, value)) => value.clone(),
            None => {
                let ty = stencil.symbols.get(id).field_type().expect("a temporary");
                crate::oir::uninit::initial_value(ty, stencil.symbols.get(id).span)
            }
        };
        let target = FieldRef {
            field: id,
            offset: crate::ir::Offset::zero(),
            data_index: Vec::new(),
            span: value.span,
        };
        prepend(stencil, execution, Stmt::Assign { target, value });
    }
    let moved: BTreeSet<ExecutionId> = chosen
        .iter()
        .filter_map(|(id, _)| initialised.get(id).map(|(e, _)| *e))
        .collect();
    if !moved.is_empty() {
        for section in &mut stencil.loops[0].sections {
            section.executions.retain(|e| !moved.contains(&e.id));
        }
        if stencil.loops[0]
            .sections
            .iter()
            .all(|s| s.executions.is_empty())
        {
            stencil.loops.remove(0);
        }
    }
    stencil.renumber_executions();
    chosen.len()
}

/// The temporaries the stencil's first vertical loop sets to a constant over
/// the whole column and nothing else (the zero-initialisation of
/// [`crate::oir::uninit::initialise`], or a computation of the same shape),
/// each with its execution and value.
fn initialisations(stencil: &Stencil) -> BTreeMap<SymbolId, (ExecutionId, Expr)> {
    let mut out = BTreeMap::new();
    let Some(first) = stencil.loops.first() else {
        return out;
    };
    let whole_column = |s: &crate::oir::Section| {
        s.interval.start == crate::ir::LevelBound::start(0)
            && s.interval.end == crate::ir::LevelBound::end(0)
    };
    if first.order != IterationOrder::Parallel || !first.sections.iter().all(whole_column) {
        return out;
    }
    let mut written: BTreeMap<SymbolId, usize> = BTreeMap::new();
    for section in &first.sections {
        for e in &section.executions {
            let [Stmt::Assign { target, value }] = e.body.as_slice() else {
                continue;
            };
            *written.entry(target.field).or_default() += 1;
            if !at_other_point(target) && is_constant(value) {
                out.insert(target.field, (e.id, value.clone()));
            }
        }
    }
    // A temporary written twice there keeps its loop.
    out.retain(|id, _| written.get(id) == Some(&1));
    out
}

/// True for a literal, or a cast of one.
fn is_constant(value: &Expr) -> bool {
    match &value.kind {
        ExprKind::Literal(_) => true,
        ExprKind::Cast(inner) => matches!(inner.kind, ExprKind::Literal(_)),
        _ => false,
    }
}

/// How every symbol is used, the initialisations of `initialised` left out.
fn uses(
    stencil: &Stencil,
    initialised: &BTreeMap<SymbolId, (ExecutionId, Expr)>,
) -> BTreeMap<SymbolId, Use> {
    let mut uses: BTreeMap<SymbolId, Use> = BTreeMap::new();
    let init_of = |id: SymbolId| initialised.get(&id).map(|(e, _)| *e);
    for (_, _, e) in stencil.executions() {
        let unconditional = e.clipped_stmts();
        let mut seen: BTreeSet<SymbolId> = BTreeSet::new();
        for top in &e.body {
            top.walk(&mut |s| {
                let is_top = unconditional.iter().any(|u| std::ptr::eq(s, *u));
                for (r, is_write) in s.own_accesses() {
                    let u = uses.entry(r.field).or_insert_with(|| Use {
                        written_first: true,
                        ..Default::default()
                    });
                    if init_of(r.field) == Some(e.id) {
                        continue;
                    }
                    u.executions.insert(e.id);
                    u.shifted |= at_other_point(r);
                    if seen.insert(r.field) {
                        u.written_first &= is_write && is_top;
                    }
                }
            });
        }
    }
    uses
}

/// Puts `stmt` first in `execution`: inside the regions the whole execution
/// runs on, if it has any, so that it keeps running there alone.
fn prepend(stencil: &mut Stencil, execution: ExecutionId, stmt: Stmt) {
    let e = stencil
        .loops
        .iter_mut()
        .flat_map(|l| &mut l.sections)
        .flat_map(|s| &mut s.executions)
        .find(|e| e.id == execution)
        .expect("the execution exists");
    let depth = e.clip_regions().len();
    insert_first(&mut e.body, depth, stmt);
}

/// Inserts `stmt` first in `body`, `depth` regions down its first statement
/// (every statement of the execution lies in its regions, the first too).
fn insert_first(body: &mut Vec<Stmt>, depth: usize, stmt: Stmt) {
    match body.first_mut() {
        Some(Stmt::Restricted { body: inner, .. }) if depth > 0 => {
            insert_first(inner, depth - 1, stmt)
        }
        _ => body.insert(0, stmt),
    }
}
