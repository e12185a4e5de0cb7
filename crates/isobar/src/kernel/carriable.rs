//! What the two loop rewrites that carry values from one iteration to the
//! next agree on (columns along J in [`super::carry`], rows along I and J in
//! [`super::rows`]): a loop body's [`Scope`], which expressions can be
//! carried ([`key_of`]), and moving an expression's loads ([`shift`]).
//!
//! A carriable expression is floating-point arithmetic on loads of fields
//! the loop does not write, scalars and constants; the two rewrites differ
//! only in which loads they accept and along which axes a load's offset is
//! measured, which each gives as a [`LoadRule`].

use super::bounds::plus;
use super::names::{I, J, K};
use super::{ArrayRef, BinaryOp, Buffer, Expr, Intrinsic, Loop, Node, Schedule, UnaryOp};
use crate::ir::DType;
use std::collections::{BTreeMap, BTreeSet};

/// Fewest loads an expression must hold to be carried.
pub(super) const MIN_LOADS: usize = 3;

/// Rewrites every loop in `nodes` (and in the loops it leaves and in `if`
/// branches) that `carried` carries: `carried(l, first_id)` is the nodes in
/// place of `l` and their rings, numbered from `first_id`; the rings go to
/// `buffers`.
pub(super) fn rewrite_loops<F>(nodes: &mut Vec<Node>, buffers: &mut Vec<Buffer>, carried: &mut F)
where
    F: FnMut(&Loop, usize) -> Option<(Vec<Node>, Vec<Buffer>)>,
{
    let mut out = Vec::with_capacity(nodes.len());
    for mut node in std::mem::take(nodes) {
        match &mut node {
            Node::Loop(l) => {
                if let Some((replacement, rings)) = carried(l, buffers.len()) {
                    buffers.extend(rings);
                    out.extend(replacement);
                    continue;
                }
                rewrite_loops(&mut l.body, buffers, carried);
            }
            Node::If {
                then_body,
                else_body,
                ..
            } => {
                rewrite_loops(then_body, buffers, carried);
                rewrite_loops(else_body, buffers, carried);
            }
            _ => {}
        }
        out.push(node);
    }
    *nodes = out;
}

/// The SIMD loop that is the whole body of `l`, if its own body is
/// straight-line statements (assignments, declarations, comments).
pub(super) fn straight_lanes(l: &Loop) -> Option<&Loop> {
    let [Node::Schedule(Schedule::Lanes { body: lanes })] = l.body.as_slice() else {
        return None;
    };
    let straight = lanes.body.iter().all(|n| {
        matches!(
            n,
            Node::Assign { .. } | Node::Local { .. } | Node::Let { .. } | Node::Comment(_)
        )
    });
    straight.then_some(lanes)
}

/// What a loop's body declares and writes.
pub(super) struct Scope {
    /// Arrays assigned in the body (and the rings).
    pub written: BTreeSet<String>,
    /// Variables declared or assigned in the body, and the loop variables.
    pub locals: BTreeSet<String>,
}

impl Scope {
    /// The scope of `body`.
    pub fn of(body: &[Node]) -> Scope {
        let mut written = BTreeSet::new();
        let mut locals: BTreeSet<String> = [I, J, K].iter().map(|s| s.to_string()).collect();
        for n in body {
            match n {
                Node::Assign { target, .. } => {
                    written.insert(target.array.clone());
                    locals.insert(target.array.clone());
                }
                Node::Local { name, .. } | Node::Let { name, .. } => {
                    locals.insert(name.clone());
                }
                _ => {}
            }
        }
        Scope { written, locals }
    }

    /// Whether `index` reads no variable of the body but the loop variables
    /// in `free` (those the carried value does not depend on).
    pub fn invariant(&self, index: &Expr, free: &[&str]) -> bool {
        match index {
            Expr::Var(v, _) => free.contains(&v.as_str()) || !self.locals.contains(v),
            Expr::Int(_) => true,
            other => children(other).into_iter().all(|c| self.invariant(c, free)),
        }
    }
}

/// A rewrite's rule for one load of a field the loop does not write: the
/// load's offset along the carried axes, `Some(None)` for a load with none
/// (it reads the same along them), or `None` if the load cannot be carried.
pub(super) type LoadRule<O> = fn(&ArrayRef, &Scope) -> Option<Option<O>>;

/// A carriable expression's loads, size and the offset of its first load
/// that has one, or None if `e` cannot be carried.
fn shape<O: Copy>(e: &Expr, scope: &Scope, load: LoadRule<O>) -> Option<(usize, usize, Option<O>)> {
    if !e.dtype().is_float() {
        return None;
    }
    let (mut loads, mut size, mut first) = (0, 1, None);
    match e {
        Expr::Float(..) => {}
        Expr::Var(v, _) => {
            if scope.locals.contains(v) {
                return None;
            }
        }
        Expr::Load(r) => {
            if scope.written.contains(&r.array) || !r.data.iter().all(|d| matches!(d, Expr::Int(_)))
            {
                return None;
            }
            first = load(r, scope)?;
            loads = 1;
        }
        Expr::Unary(UnaryOp::Neg, _)
        | Expr::Cast(..)
        | Expr::Binary(BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div, ..)
        | Expr::Call(Intrinsic::Math(_) | Intrinsic::Pow | Intrinsic::Min | Intrinsic::Max, ..) => {
            for c in children(e) {
                let (l, s, f) = shape(c, scope, load)?;
                loads += l;
                size += s;
                first = first.or(f);
            }
        }
        _ => return None,
    }
    Some((loads, size, first))
}

/// The canonical key of a carriable `e` (its text with its first load moved
/// to offset 0 by `back`), that form, the first load's offset and the
/// expression's size; None unless it holds [`MIN_LOADS`] loads.
pub(super) fn key_of<O: Copy>(
    e: &Expr,
    scope: &Scope,
    load: LoadRule<O>,
    back: impl Fn(O) -> Vec<(usize, i64)>,
) -> Option<(String, Expr, O, usize)> {
    let (loads, size, first) = shape(e, scope, load)?;
    let first = first?;
    if loads < MIN_LOADS {
        return None;
    }
    let canon = shift(e, &back(first));
    Some((format!("{canon:?}"), canon, first, size))
}

/// Occurrences of carriable expressions by canonical key: the canonical
/// form, its size and the offsets it is evaluated at.
pub(super) type Groups<O> = BTreeMap<String, (Expr, usize, BTreeSet<O>)>;

/// A rewrite's [`key_of`] with its load rule.
pub(super) type KeyOf<O> = fn(&Expr, &Scope) -> Option<(String, Expr, O, usize)>;

/// Adds to `groups` every carriable expression in `e`, descending through
/// `operands` (all of them, or only those evaluated wherever `e` is).
pub(super) fn collect<O: Ord>(
    e: &Expr,
    scope: &Scope,
    key_of: KeyOf<O>,
    operands: fn(&Expr) -> Vec<&Expr>,
    groups: &mut Groups<O>,
) {
    if let Some((key, canon, at, size)) = key_of(e, scope) {
        groups
            .entry(key)
            .or_insert_with(|| (canon, size, BTreeSet::new()))
            .2
            .insert(at);
    }
    for c in operands(e) {
        collect(c, scope, key_of, operands, groups);
    }
}

/// `c` for an index `var + c` (`var`, `var - c`).
pub(super) fn offset(index: &Expr, var: &str) -> Option<i64> {
    match index {
        Expr::Var(v, _) if v == var => Some(0),
        Expr::Binary(op, a, b, _) => match (op, &**a, &**b) {
            (BinaryOp::Add, Expr::Var(v, _), Expr::Int(c)) if v == var => Some(*c),
            (BinaryOp::Sub, Expr::Var(v, _), Expr::Int(c)) if v == var => c.checked_neg(),
            _ => None,
        },
        _ => None,
    }
}

/// `e` with every load at `i + c` (`j + c`, `k + c`) moved by `d` along
/// each `(axis, d)` of `moves`.
pub(super) fn shift(e: &Expr, moves: &[(usize, i64)]) -> Expr {
    let mut e = e.clone();
    shift_in_place(&mut e, moves);
    e
}

fn shift_in_place(e: &mut Expr, moves: &[(usize, i64)]) {
    if let Expr::Load(r) = e {
        for &(axis, d) in moves {
            let name = [I, J, K][axis];
            if let Some(c) = r.index[axis].as_ref().and_then(|x| offset(x, name)) {
                r.index[axis] = Some(plus(Expr::Var(name.into(), DType::Int64), c + d));
            }
        }
        return;
    }
    for c in children_mut(e) {
        shift_in_place(c, moves);
    }
}

/// Adds to `out` every variable `e` reads, in its values and its indices.
pub(super) fn read_variables(e: &Expr, out: &mut BTreeSet<String>) {
    match e {
        Expr::Var(v, _) => {
            out.insert(v.clone());
        }
        Expr::Load(r) => r
            .index
            .iter()
            .flatten()
            .chain(&r.data)
            .for_each(|x| read_variables(x, out)),
        other => children(other)
            .into_iter()
            .for_each(|c| read_variables(c, out)),
    }
}

/// The operands of `e` (none for a load: its indices are not operands).
pub(super) fn children(e: &Expr) -> Vec<&Expr> {
    match e {
        Expr::Unary(_, a) | Expr::Cast(_, a) => vec![&**a],
        Expr::Binary(_, a, b, _) => vec![&**a, &**b],
        Expr::Call(_, args, _) => args.iter().collect(),
        Expr::Ternary(c, a, b) => vec![&**c, &**a, &**b],
        _ => Vec::new(),
    }
}

/// The operands of `e`, to rewrite.
pub(super) fn children_mut(e: &mut Expr) -> Vec<&mut Expr> {
    match e {
        Expr::Unary(_, a) | Expr::Cast(_, a) => vec![&mut **a],
        Expr::Binary(_, a, b, _) => vec![&mut **a, &mut **b],
        Expr::Call(_, args, _) => args.iter_mut().collect(),
        Expr::Ternary(c, a, b) => vec![&mut **c, &mut **a, &mut **b],
        _ => Vec::new(),
    }
}
