//! On-the-fly recomputation of temporaries read at horizontal offsets.
//!
//! A temporary whose value comes from a short *recipe* — plain assignments at
//! the current point, in earlier executions of the same section, that read only
//! inputs (fields nothing writes), scalars and the recipe's own temporaries at
//! the current point — can be recomputed by its reader instead of stored: for
//! each offset `(di, dj)` at which an execution reads it, the recipe is copied
//! to the start of that execution, shifted by the offset and writing fresh
//! temporaries, and the read becomes a read of the copy at the current point.
//!
//! Only zero-offset reads of the original are left, so the producers' extents
//! shrink to the reader's; `fusion` then merges them with the reader and
//! `demote` turns every temporary of the chain into a scalar. hdiff's flux
//! limiter becomes one pass over memory, without tile buffers.
//!
//! Values are unchanged: the copies run the same operations on the same inputs
//! (which nothing writes) as the producers did at the shifted point.

use crate::ir::{Expr, FieldRef, KOffset, Symbol, SymbolId, SymbolKind};
use crate::oir::extents::Extents;
use crate::oir::{Section, Stencil, Stmt};
use std::collections::{BTreeMap, BTreeSet};

/// Most expression nodes recomputed per reading execution: beyond it the
/// temporary stays in a tile buffer.
const MAX_NODES: usize = 400;

/// Most expression nodes one temporary's copies may cost a reader (its
/// recipe's nodes times the offsets read). hdiff's fluxes (37 nodes each)
/// pay: 10.2 ms instead of 16.8 ms at 256x256x80. PyFV3's `compute_x_flux`
/// with `mord = 8` (recipes of 50 and 112 nodes, the temporaries still
/// stored for their other readers) ran 6.8x slower for them at 256x256x80
/// (189 ms against 28 ms) and 3x slower at c12's 13x13x80 (508 us against
/// 170 us), where GT4Py's `gt:cpu_ifirst` takes 274 us.
const MAX_RECIPE_NODES: usize = 40;

/// Runs the pass.
pub fn run(stencil: &mut Stencil) -> Option<String> {
    let extents = crate::oir::extents::compute(stencil);
    let mut written = write_counts(stencil);
    let mut report = Vec::new();
    let mut symbols = std::mem::take(&mut stencil.symbols);
    for l in &mut stencil.loops {
        for s in &mut l.sections {
            for reader in 0..s.executions.len() {
                if s.executions[reader].block.is_some() {
                    // Its offset reads may see values from before its block.
                    continue;
                }
                recompute_in(s, reader, &extents, &mut written, &mut symbols, &mut report);
            }
        }
    }
    stencil.symbols = symbols;
    (!report.is_empty()).then(|| format!("recomputed at offsets: {}", report.join(", ")))
}

/// How many assignments write each field, anywhere in the stencil.
fn write_counts(stencil: &Stencil) -> BTreeMap<SymbolId, usize> {
    let mut written = BTreeMap::new();
    for (_, _, e) in stencil.executions() {
        for top in &e.body {
            top.walk(&mut |s| {
                if let Stmt::Assign { target, .. } = s {
                    *written.entry(target.field).or_default() += 1;
                }
            });
        }
    }
    written
}

/// A plain assignment at the current point (the only statements a recipe holds).
fn plain_target(s: &Stmt) -> Option<&FieldRef> {
    match s {
        Stmt::Assign { target, .. }
            if !target.offset.is_horizontal()
                && matches!(target.offset.k, KOffset::Const(0))
                && target.data_index.is_empty() =>
        {
            Some(target)
        }
        _ => None,
    }
}

/// Recomputes, in execution `reader` of `section`, the temporaries it reads at
/// horizontal offsets, where a recipe exists and fits the budget.
fn recompute_in(
    section: &mut Section,
    reader: usize,
    extents: &Extents,
    written: &mut BTreeMap<SymbolId, usize>,
    symbols: &mut crate::ir::SymbolTable,
    report: &mut Vec<String>,
) {
    // Offsets at which the reader reads each field (K offset zero only).
    let mut offsets: BTreeMap<SymbolId, BTreeSet<(i32, i32)>> = BTreeMap::new();
    let mut other_reads: BTreeSet<SymbolId> = BTreeSet::new();
    for top in &section.executions[reader].body {
        top.walk(&mut |s| {
            for r in s.own_reads() {
                let shifted = r.offset.is_horizontal();
                if shifted && matches!(r.offset.k, KOffset::Const(0)) && r.data_index.is_empty() {
                    offsets
                        .entry(r.field)
                        .or_default()
                        .insert((r.offset.i, r.offset.j));
                } else if shifted || !matches!(r.offset.k, KOffset::Const(0)) {
                    other_reads.insert(r.field);
                }
            }
        });
    }
    let mut budget = MAX_NODES;
    let mut prologue: Vec<Stmt> = Vec::new();
    let mut renames: BTreeMap<(SymbolId, i32, i32), SymbolId> = BTreeMap::new();
    for (field, offs) in offsets {
        if other_reads.contains(&field) || !symbols.get(field).is_temporary() {
            continue;
        }
        let Some((recipe, producers)) = recipe(section, reader, field, written, symbols) else {
            continue;
        };
        // The producers must have run at every point read: a read inside the
        // producers' own group can reach beyond their extent, where the field
        // holds an older value.
        let extent_of = |n: usize| extents.executions.get(&section.executions[n].id).copied();
        let read_at = extent_of(reader).unwrap_or_default();
        let covered = producers.iter().all(|&n| {
            let produced = extent_of(n).unwrap_or_default();
            offs.iter()
                .all(|&(di, dj)| produced.contains(read_at.shifted(di, dj)))
        });
        if !covered {
            continue;
        }
        let cost: usize = recipe.iter().map(stmt_nodes).sum::<usize>() * offs.len();
        if cost > budget || cost > MAX_RECIPE_NODES {
            continue;
        }
        budget -= cost;
        for &(di, dj) in &offs {
            let mut local: BTreeMap<SymbolId, SymbolId> = BTreeMap::new();
            for s in &recipe {
                let Stmt::Assign { target, value } = s else {
                    continue;
                };
                let mut value = value.clone();
                shift_reads(&mut value, di, dj, &local);
                let copy = *local
                    .entry(target.field)
                    .or_insert_with(|| copy_symbol(symbols, target.field, di, dj));
                *written.entry(copy).or_default() += 1;
                let mut target = target.clone();
                target.field = copy;
                prologue.push(Stmt::Assign { target, value });
            }
            if let Some(&copy) = local.get(&field) {
                renames.insert((field, di, dj), copy);
            }
        }
        report.push(format!(
            "{} {} ({cost} nodes)",
            symbols.get(field).name,
            offs.iter()
                .map(|(i, j)| format!("[{i}, {j}]"))
                .collect::<Vec<_>>()
                .join(" ")
        ));
    }
    if prologue.is_empty() {
        return;
    }
    let e = &mut section.executions[reader];
    for s in &mut e.body {
        rename_reads(s, &renames);
    }
    prologue.append(&mut e.body);
    e.body = prologue;
}

/// The statements that compute `field` before execution `reader`: the plain
/// assignments, in order, of `field` and of the temporaries they read, all in
/// earlier executions of the section, and those executions. `None` if the value
/// depends on anything else (inputs that something writes, offsets, conditions,
/// other sections).
fn recipe(
    section: &Section,
    reader: usize,
    field: SymbolId,
    written: &BTreeMap<SymbolId, usize>,
    symbols: &crate::ir::SymbolTable,
) -> Option<(Vec<Stmt>, BTreeSet<usize>)> {
    let mut needed: BTreeSet<SymbolId> = BTreeSet::from([field]);
    let mut chosen: Vec<(usize, usize)> = Vec::new();
    // Walk backwards so that every temporary a statement reads is added to
    // `needed` before its definitions are met.
    for (n, e) in section.executions[..reader].iter().enumerate().rev() {
        for (m, s) in e.body.iter().enumerate().rev() {
            let mut writes = BTreeSet::new();
            s.walk(&mut |x| {
                if let Stmt::Assign { target, .. } = x {
                    writes.insert(target.field);
                }
            });
            if writes.is_disjoint(&needed) {
                continue;
            }
            plain_target(s)?;
            let Stmt::Assign { value, .. } = s else {
                return None;
            };
            for r in value.field_reads() {
                let symbol = symbols.get(r.field);
                let at_point = !r.offset.is_horizontal()
                    && matches!(r.offset.k, KOffset::Const(0))
                    && r.data_index.is_empty();
                if symbol.is_temporary() && written.contains_key(&r.field) {
                    if !at_point {
                        return None;
                    }
                    needed.insert(r.field);
                } else if written.contains_key(&r.field) || !matches!(r.offset.k, KOffset::Const(_))
                {
                    return None;
                }
                if !r.data_index.is_empty() {
                    return None;
                }
            }
            chosen.push((n, m));
        }
    }
    // Every write of a recipe temporary, anywhere in the stencil, must be one
    // of the chosen statements.
    let mut chosen_writes: BTreeMap<SymbolId, usize> = BTreeMap::new();
    for &(n, m) in &chosen {
        if let Some(t) = plain_target(&section.executions[n].body[m]) {
            *chosen_writes.entry(t.field).or_default() += 1;
        }
    }
    if needed.iter().any(|id| {
        let symbol = symbols.get(*id);
        !symbol.is_temporary()
            || symbol.field_type().is_none_or(|t| !t.data_dims.is_empty())
            || chosen_writes.get(id) != written.get(id)
    }) {
        return None;
    }
    chosen.reverse();
    let producers = chosen.iter().map(|&(n, _)| n).collect();
    let stmts: Vec<Stmt> = chosen
        .into_iter()
        .map(|(n, m)| section.executions[n].body[m].clone())
        .collect();
    writes_before_reads(&stmts, &needed).then_some((stmts, producers))
}

/// True if, in `stmts`, every read of a recipe temporary (`needed`) follows a
/// write of it: the recipe never uses a value from outside itself.
fn writes_before_reads(stmts: &[Stmt], needed: &BTreeSet<SymbolId>) -> bool {
    let mut defined = BTreeSet::new();
    for s in stmts {
        let Stmt::Assign { target, value } = s else {
            return false;
        };
        if value
            .field_reads()
            .iter()
            .any(|r| needed.contains(&r.field) && !defined.contains(&r.field))
        {
            return false;
        }
        defined.insert(target.field);
    }
    true
}

fn stmt_nodes(s: &Stmt) -> usize {
    let mut n = 1;
    if let Stmt::Assign { value, .. } = s {
        value.visit(&mut |_| n += 1);
    }
    n
}

/// A fresh temporary like `of`, for its copy at offset `(di, dj)`.
fn copy_symbol(symbols: &mut crate::ir::SymbolTable, of: SymbolId, di: i32, dj: i32) -> SymbolId {
    let original = symbols.get(of).clone();
    let axis = |a: &str, d: i32| match d {
        0 => String::new(),
        d if d < 0 => format!("{a}m{}", d.unsigned_abs()),
        d => format!("{a}p{d}"),
    };
    let mut name = format!("{}.{}{}", original.name, axis("i", di), axis("j", dj));
    let mut n = 1;
    while symbols.lookup(&name).is_some() {
        name = format!("{}.{}{}.{n}", original.name, axis("i", di), axis("j", dj));
        n += 1;
    }
    let kind = match original.kind {
        SymbolKind::Temporary(t) | SymbolKind::FieldParam(t) => SymbolKind::Temporary(t),
        k @ SymbolKind::ScalarParam(_) => k,
    };
    symbols.add(Symbol {
        name,
        kind,
        span: original.span,
    })
}

/// Shifts the reads of `e` by `(di, dj)`, except reads of recipe temporaries
/// already copied (`local`), which become reads of the copy.
fn shift_reads(e: &mut Expr, di: i32, dj: i32, local: &BTreeMap<SymbolId, SymbolId>) {
    e.for_each_ref_mut(&mut |r| {
        if let Some(&copy) = local.get(&r.field) {
            r.field = copy;
        } else {
            r.offset.i = r.offset.i.saturating_add(di);
            r.offset.j = r.offset.j.saturating_add(dj);
        }
    });
}

/// Replaces reads `field[di, dj, 0]` by reads of their copies.
fn rename_reads(s: &mut Stmt, renames: &BTreeMap<(SymbolId, i32, i32), SymbolId>) {
    let apply = |e: &mut Expr| {
        e.for_each_ref_mut(&mut |r| {
            if matches!(r.offset.k, KOffset::Const(0)) && r.data_index.is_empty() {
                if let Some(&copy) = renames.get(&(r.field, r.offset.i, r.offset.j)) {
                    r.field = copy;
                    r.offset.i = 0;
                    r.offset.j = 0;
                }
            }
        })
    };
    match s {
        Stmt::Assign { value, .. } => apply(value),
        Stmt::Masked { cond, body } | Stmt::While { cond, body } => {
            apply(cond);
            body.iter_mut().for_each(|b| rename_reads(b, renames));
        }
        Stmt::Restricted { body, .. } => body.iter_mut().for_each(|b| rename_reads(b, renames)),
    }
}
