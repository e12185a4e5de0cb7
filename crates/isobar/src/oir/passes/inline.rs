//! On-the-fly recomputation: a temporary defined once, unconditionally, by an
//! expression of fields nothing writes (and scalars), is replaced at each read
//! by its expression shifted by the read's offset. Its horizontal execution and
//! its buffer disappear; consumers recompute the value from inputs in cache
//! instead of reading it back (hdiff's Laplacian).

use crate::ir::{Expr, ExprKind, FieldRef, KOffset, SymbolId};
use crate::oir::{Stencil, Stmt};
use std::collections::{BTreeMap, BTreeSet};

/// Largest expression (in nodes) that is recomputed rather than stored.
const MAX_NODES: usize = 24;

/// Runs the pass.
pub fn run(stencil: &mut Stencil) -> Option<String> {
    let mut written = BTreeSet::new();
    let mut definitions: BTreeMap<SymbolId, Vec<Expr>> = BTreeMap::new();
    for (_, _, e) in stencil.executions() {
        for top in &e.body {
            top.walk(&mut |s| {
                if let Stmt::Assign { target, value } = s {
                    written.insert(target.field);
                    let simple = std::ptr::eq(s, top)
                        && !target.offset.is_horizontal()
                        && matches!(target.offset.k, KOffset::Const(0))
                        && target.data_index.is_empty();
                    let entry = definitions.entry(target.field).or_default();
                    entry.push(value.clone());
                    if !simple {
                        // A second entry: conditional or shifted definitions are kept.
                        entry.push(value.clone());
                    }
                }
            });
        }
    }
    let inlinable: BTreeMap<SymbolId, Expr> = definitions
        .into_iter()
        // A 2-D temporary keeps its value from level to level: a read may
        // see a value written at another level.
        .filter(|(id, defs)| {
            let symbol = stencil.symbols.get(*id);
            symbol.is_temporary()
                && symbol.field_type().is_some_and(|t| t.axes.k)
                && defs.len() == 1
        })
        .filter_map(|(id, mut defs)| defs.pop().map(|d| (id, d)))
        .filter(|(_, d)| {
            let mut nodes = 0;
            let mut pure = true;
            d.visit(&mut |e| {
                nodes += 1;
                match &e.kind {
                    ExprKind::Field(r) => {
                        pure &=
                            !written.contains(&r.field) && matches!(r.offset.k, KOffset::Const(_));
                    }
                    // Its value at a K offset is not the shifted expression.
                    ExprKind::KIndex => pure = false,
                    _ => {}
                }
            });
            pure && nodes <= MAX_NODES
        })
        .collect();
    if inlinable.is_empty() {
        return None;
    }
    let mut replaced = 0;
    for l in &mut stencil.loops {
        for s in &mut l.sections {
            for e in &mut s.executions {
                for st in &mut e.body {
                    substitute_stmt(st, &inlinable, &mut replaced);
                }
            }
        }
    }
    let names: Vec<String> = inlinable
        .keys()
        .map(|id| stencil.symbols.get(*id).name.clone())
        .collect();
    // The definitions are now unread; the `dead` pass, next, removes them.
    (replaced > 0).then(|| {
        format!(
            "{replaced} read(s) of {} recomputed in place",
            names.join(", ")
        )
    })
}

fn substitute_stmt(s: &mut Stmt, defs: &BTreeMap<SymbolId, Expr>, replaced: &mut usize) {
    match s {
        Stmt::Assign { value, .. } => substitute(value, defs, replaced),
        Stmt::Masked { cond, body } | Stmt::While { cond, body } => {
            substitute(cond, defs, replaced);
            body.iter_mut()
                .for_each(|b| substitute_stmt(b, defs, replaced));
        }
        Stmt::Restricted { body, .. } => body
            .iter_mut()
            .for_each(|b| substitute_stmt(b, defs, replaced)),
    }
}

fn substitute(e: &mut Expr, defs: &BTreeMap<SymbolId, Expr>, replaced: &mut usize) {
    if let ExprKind::Field(r) = &e.kind {
        if let (Some(def), KOffset::Const(dk)) = (defs.get(&r.field), &r.offset.k) {
            let mut value = def.clone();
            shift(&mut value, r.offset.i, r.offset.j, *dk);
            if value.dtype == e.dtype {
                *e = Expr {
                    span: e.span,
                    ..value
                };
                *replaced += 1;
            }
            return;
        }
    }
    match &mut e.kind {
        ExprKind::Unary { operand, .. } | ExprKind::Cast(operand) => {
            substitute(operand, defs, replaced)
        }
        ExprKind::Binary { left, right, .. } => {
            substitute(left, defs, replaced);
            substitute(right, defs, replaced);
        }
        ExprKind::Ternary {
            cond,
            then,
            otherwise,
        } => {
            substitute(cond, defs, replaced);
            substitute(then, defs, replaced);
            substitute(otherwise, defs, replaced);
        }
        ExprKind::Call { args, .. } => args.iter_mut().for_each(|a| substitute(a, defs, replaced)),
        ExprKind::Field(_) | ExprKind::Literal(_) | ExprKind::Scalar(_) | ExprKind::KIndex => {}
    }
}

/// Adds an offset to every field reference of `e`.
fn shift(e: &mut Expr, di: i32, dj: i32, dk: i32) {
    let mut visit = |r: &mut FieldRef| {
        r.offset.i = r.offset.i.saturating_add(di);
        r.offset.j = r.offset.j.saturating_add(dj);
        if let KOffset::Const(k) = &mut r.offset.k {
            *k = k.saturating_add(dk);
        }
    };
    e.for_each_ref_mut(&mut visit);
}
