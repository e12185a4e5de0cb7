//! Columns carried along J. On C-order fields (K contiguous) a PARALLEL
//! execution runs, for every I, a loop along J around a SIMD loop along K. An
//! expression of fields the loop never writes that the body evaluates at
//! several J offsets (hdiff's Laplacian at `j - 1`, `j` and `j + 1`) is
//! computed once per column instead, at its largest offset, into a thread's
//! ring of columns, and read back from the ring at the smaller offsets in the
//! iterations that follow (predictive commoning, with whole columns along K
//! for scalars). A short loop before the J loop fills the rings with the
//! columns its first iterations read.
//!
//! Results are unchanged bit for bit: each column holds the same expression,
//! the same operations in the same order, evaluated at a point where the loop
//! evaluated it before; it reads only fields the loop does not write, so
//! when it is computed does not matter. Carried expressions are
//! floating-point arithmetic on loads, scalars and constants, which cannot
//! trap (`-fno-trapping-math`), so computing one where the body had it in an
//! unselected branch is harmless.

use super::bounds::plus;
use super::carriable::{
    self, children, children_mut, collect, offset, read_variables, shift, Groups, Scope,
};
use super::names::{I, J, K};
use super::{ArrayRef, BinaryOp, Buffer, Expr, Intrinsic, Loop, Node, Schedule, TileOrder};
use crate::ir::DType;
use std::collections::{BTreeMap, BTreeSet};

/// Most rings one loop keeps.
const MAX_RINGS: usize = 4;
/// Most columns one ring keeps (its span of J offsets).
const MAX_COLUMNS: i64 = 8;

/// Rewrites every loop along J in `nodes` whose body is one SIMD loop along K
/// of straight-line statements, carrying the columns of expressions it
/// evaluates at several J offsets; the rings go to `buffers`.
pub(super) fn carry_along_j(nodes: &mut Vec<Node>, buffers: &mut Vec<Buffer>) {
    carriable::rewrite_loops(nodes, buffers, &mut carry);
}

/// Who reads a ring: the loop's body, or the producer of another ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Reader {
    Body,
    Ring(usize),
}

/// One carried expression.
struct Ring {
    /// The buffer's identifier.
    name: String,
    /// The expression with its first load at J offset 0.
    canon: Expr,
    /// Smallest and largest J offset it is read at.
    lo: i64,
    hi: i64,
    /// Iteration (relative to the loop's start) of its first column: the
    /// columns from there on are the ones its readers need.
    first: i64,
}

impl Ring {
    fn columns(&self) -> i64 {
        self.hi - self.lo + 1
    }

    /// The identifier of the slot holding the column at offset `d`.
    fn slot(&self, d: i64) -> String {
        format!("{}_at{}", self.name, d - self.lo)
    }

    fn load(&self, d: i64) -> Expr {
        Expr::Load(Box::new(ArrayRef {
            array: self.name.clone(),
            dtype: self.canon.dtype(),
            index: [
                Some(Expr::Int(0)),
                Some(Expr::Var(self.slot(d), DType::Int64)),
                Some(Expr::Var(K.into(), DType::Int64)),
            ],
            data: Vec::new(),
        }))
    }

    /// The statement that computes its column at the iteration's largest offset.
    fn producer(&self) -> Node {
        let Expr::Load(target) = self.load(self.hi) else {
            unreachable!("a ring's element is a load");
        };
        Node::Assign {
            target: *target,
            value: shift(&self.canon, &[(1, self.hi)]),
            line: None,
        }
    }

    /// `slot = (j + d - (start + first + hi)) mod columns`, never negative in
    /// the iterations that use it.
    fn slot_lets(&self, start: &str) -> Vec<Node> {
        (self.lo..=self.hi)
            .map(|d| {
                let from = plus(Expr::Var(start.into(), DType::Int64), self.first + self.hi);
                let at = Expr::Binary(
                    BinaryOp::Sub,
                    Box::new(plus(Expr::Var(J.into(), DType::Int64), d)),
                    Box::new(from),
                    DType::Int64,
                );
                Node::Let {
                    name: self.slot(d),
                    value: Expr::Call(
                        Intrinsic::Mod,
                        vec![at, Expr::Int(self.columns())],
                        DType::Int64,
                    ),
                }
            })
            .collect()
    }

    fn buffer(&self) -> Buffer {
        Buffer {
            name: self.name.clone(),
            source_name: "columns carried along J".into(),
            dtype: self.canon.dtype(),
            tile: [1, self.columns()],
            halo: [0; 6],
            data_dims: Vec::new(),
            strides: ["si", "sj", "sk"]
                .iter()
                .map(|s| format!("{}_{s}", self.name))
                .collect(),
            k_ring: None,
            layout: TileOrder::KFirst,
            level_blocks: false,
            spans_domain: false,
        }
    }
}

/// The carried form of the loop `l`, and its rings (numbered from `first_id`),
/// if it is a loop along J with reuse to carry.
fn carry(l: &Loop, first_id: usize) -> Option<(Vec<Node>, Vec<Buffer>)> {
    if l.var != J || l.reverse {
        return None;
    }
    let lanes = carriable::straight_lanes(l)?;
    if lanes.var != K {
        return None;
    }
    let mut scope = Scope::of(&lanes.body);
    let mut body = lanes.body.clone();
    let mut rings: Vec<Ring> = Vec::new();
    // Each ring's producer, rewritten as later rings take over its operands.
    let mut producers: Vec<Node> = Vec::new();
    // Each ring's readers and the offsets they read it at.
    let mut readers: Vec<Vec<(Reader, i64)>> = Vec::new();
    while rings.len() < MAX_RINGS {
        let Some((key, canon)) = best_group(&body, &producers, &scope) else {
            break;
        };
        let name = format!("isobar_ring{}", first_id + rings.len());
        scope.written.insert(name.clone());
        // Occurrences become placeholder reads (the offset in place of the
        // slot) until the ring's offsets are known.
        let mut found = Vec::new();
        for (reader, roots) in readers_roots(&mut body, &mut producers) {
            for root in roots {
                replace(root, &key, &name, &scope, &mut |d| found.push((reader, d)));
            }
        }
        let lo = found.iter().map(|s| s.1).min().unwrap_or(0);
        let hi = found.iter().map(|s| s.1).max().unwrap_or(0);
        let ring = Ring {
            name,
            canon,
            lo,
            hi,
            first: 0,
        };
        for (_, roots) in readers_roots(&mut body, &mut producers) {
            for root in roots {
                fix_slots(root, &ring);
            }
        }
        producers.push(ring.producer());
        readers.push(found);
        rings.push(ring);
    }
    if rings.is_empty() {
        return None;
    }
    // A ring's first column is the first its readers need (the body from
    // the loop's start, a producer from its own first iteration); the rings
    // that read a ring were all created before it.
    for g in 0..rings.len() {
        let needed = readers[g]
            .iter()
            .map(|&(reader, d)| match reader {
                Reader::Body => d,
                Reader::Ring(h) => rings[h].first + d,
            })
            .min()
            .unwrap_or(0);
        rings[g].first = needed - rings[g].hi;
    }
    Some(assemble(l, lanes, body, producers, &rings, first_id))
}

/// The loop that fills the rings, then the carried loop.
fn assemble(
    l: &Loop,
    lanes: &Loop,
    body: Vec<Node>,
    producers: Vec<Node>,
    rings: &[Ring],
    first_id: usize,
) -> (Vec<Node>, Vec<Buffer>) {
    let start = format!("isobar_j{first_id}");
    let lets: Vec<Node> = rings.iter().flat_map(|r| r.slot_lets(&start)).collect();
    // The slot variables `nodes` use, defined before them, except those in
    // `defined` (already in the enclosing block, with the same value); the
    // ones it defines are added there.
    let with_slots = |nodes: Vec<Node>, defined: &mut BTreeSet<String>| {
        let used = variables(&nodes);
        let mut out: Vec<Node> = lets
            .iter()
            .filter(|n| {
                matches!(n, Node::Let { name, .. } if used.contains(name) && defined.insert(name.clone()))
            })
            .cloned()
            .collect();
        out.push(Node::Schedule(Schedule::Lanes {
            body: Loop {
                body: nodes,
                ..lanes.clone()
            },
        }));
        out
    };
    let var = |n: &str| Expr::Var(n.into(), DType::Int64);
    let earliest = rings.iter().map(|r| r.first).min().unwrap_or(0);
    // Rings are produced innermost first: a ring's producer reads only rings
    // created after it.
    let mut prime = Vec::new();
    // Slots defined at the top of the priming loop's body: two producers
    // reading the same slot share one definition.
    let mut in_prime = BTreeSet::new();
    for (ring, producer) in rings.iter().zip(&producers).rev() {
        if ring.first > earliest {
            // A block of its own: its slots are defined inside.
            let step = with_slots(vec![producer.clone()], &mut in_prime.clone());
            prime.push(Node::If {
                cond: Expr::Binary(
                    BinaryOp::Ge,
                    Box::new(var(J)),
                    Box::new(plus(var(&start), ring.first)),
                    DType::Bool,
                ),
                then_body: step,
                else_body: vec![],
            });
        } else {
            prime.extend(with_slots(vec![producer.clone()], &mut in_prime));
        }
    }
    let mut statements: Vec<Node> = producers.into_iter().rev().collect();
    statements.extend(body);
    let carried = vec![
        Node::Let {
            name: start.clone(),
            value: l.start.clone(),
        },
        Node::Loop(Loop {
            var: J.into(),
            start: plus(var(&start), earliest),
            stop: var(&start),
            reverse: false,
            body: prime,
        }),
        Node::Loop(Loop {
            var: J.into(),
            start: var(&start),
            stop: l.stop.clone(),
            reverse: false,
            body: with_slots(statements, &mut BTreeSet::new()),
        }),
    ];
    // A loop with no columns here (cut by a region) reads nothing: its rings
    // must not be filled either (columns past the field).
    let nodes = vec![
        Node::Comment(format!(
            "{} expression(s) computed once per column, carried along J in rings",
            rings.len()
        )),
        Node::If {
            cond: Expr::Binary(
                BinaryOp::Lt,
                Box::new(l.start.clone()),
                Box::new(l.stop.clone()),
                DType::Bool,
            ),
            then_body: carried,
            else_body: vec![],
        },
    ];
    (nodes, rings.iter().map(Ring::buffer).collect())
}

/// The variables read anywhere in `nodes` (in values and indices).
fn variables(nodes: &[Node]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for n in nodes {
        if let Node::Assign { target, value, .. } = n {
            read_variables(&Expr::Load(Box::new(target.clone())), &mut out);
            read_variables(value, &mut out);
        }
    }
    out
}

/// The expressions each reader evaluates: the body's statements, and each
/// producer's operands (a producer's whole expression is its own ring).
fn readers_roots<'a>(
    body: &'a mut [Node],
    producers: &'a mut [Node],
) -> Vec<(Reader, Vec<&'a mut Expr>)> {
    let mut out = vec![(Reader::Body, body.iter_mut().flat_map(node_exprs).collect())];
    for (h, p) in producers.iter_mut().enumerate() {
        let roots = node_exprs(p).into_iter().flat_map(children_mut).collect();
        out.push((Reader::Ring(h), roots));
    }
    out
}

fn node_exprs(node: &mut Node) -> Vec<&mut Expr> {
    match node {
        Node::Assign { value, .. } => vec![value],
        _ => Vec::new(),
    }
}

/// A load this rewrite carries: its J offset (`j + c`; none for a field
/// without J), with every other index the same for every column along J.
fn load_offset(r: &ArrayRef, scope: &Scope) -> Option<Option<i64>> {
    let [i, j, k] = &r.index;
    if !i.iter().chain(k).all(|x| scope.invariant(x, &[I, K])) {
        return None;
    }
    match j {
        Some(j) => offset(j, J).map(Some),
        None => Some(None),
    }
}

/// The canonical key of a carriable `e` (its text with the first load at
/// J offset 0), that form, its offset and size.
fn key_of(e: &Expr, scope: &Scope) -> Option<(String, Expr, i64, usize)> {
    carriable::key_of(e, scope, load_offset, |d| vec![(1, -d)])
}

/// The largest expression evaluated at two or more J offsets (within
/// [`MAX_COLUMNS`]) by the body or the producers' operands.
fn best_group(body: &[Node], producers: &[Node], scope: &Scope) -> Option<(String, Expr)> {
    let mut groups: Groups<i64> = BTreeMap::new();
    for n in body {
        if let Node::Assign { value, .. } = n {
            collect(value, scope, key_of, children, &mut groups);
        }
    }
    for p in producers {
        if let Node::Assign { value, .. } = p {
            for c in children(value) {
                collect(c, scope, key_of, children, &mut groups);
            }
        }
    }
    groups
        .into_iter()
        .filter(|(_, (_, _, offsets))| {
            offsets.len() >= 2
                && offsets.last().zip(offsets.first()).map(|(h, l)| h - l + 1) <= Some(MAX_COLUMNS)
        })
        .max_by_key(|(key, (_, size, offsets))| {
            (*size, offsets.len(), std::cmp::Reverse(key.clone()))
        })
        .map(|(key, (canon, _, _))| (key, canon))
}

/// Replaces, top down, every occurrence of the group `key` in `e` with a read
/// of `ring` (at a placeholder slot) and reports each one's offset.
fn replace(e: &mut Expr, key: &str, ring: &str, scope: &Scope, seen: &mut dyn FnMut(i64)) {
    if let Some((k, _, d, _)) = key_of(e, scope) {
        if k == key {
            seen(d);
            *e = Expr::Load(Box::new(ArrayRef {
                array: ring.into(),
                dtype: e.dtype(),
                index: [None, Some(Expr::Int(d)), None],
                data: Vec::new(),
            }));
            return;
        }
    }
    for c in children_mut(e) {
        replace(c, key, ring, scope, seen);
    }
}

/// Turns the placeholders [`replace`] left for `ring` into its real reads.
fn fix_slots(e: &mut Expr, ring: &Ring) {
    if let Expr::Load(r) = e {
        if r.array == ring.name && r.index[0].is_none() {
            if let Some(Expr::Int(d)) = r.index[1] {
                *e = ring.load(d);
            }
        }
        return;
    }
    for c in children_mut(e) {
        fix_slots(c, ring);
    }
}
