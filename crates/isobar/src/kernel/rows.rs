//! Rows carried along J (I-first fields). A PARALLEL execution on fields
//! stored I first runs, over a tile of rows, a loop along J around a loop
//! over levels around a SIMD loop along I. An expression of fields the loop
//! never writes that the body evaluates at several J offsets (hdiff's
//! Laplacian at `j - 1`, `j` and `j + 1`, and at `i - 1` and `i + 1`) is
//! computed once per point instead: at its largest J offset, over the row
//! widened by its I offsets, into a thread's ring of rows, and read back from
//! the ring at every offset in the iterations that follow (predictive
//! commoning, the sliding window along J). A ring keeps a block of
//! [`BLOCK_LEVELS`] levels, so that it stays in the L1 cache: the loops run
//! block by block, each block along all the rows of the tile, starting a
//! few rows before the tile's first: those rows only fill the rings with
//! what the first iteration reads. The carried form runs only where the fields exceed the
//! last-level cache (`names::BEYOND_CACHE`, decided per call) and the tile
//! has rows and points to compute; otherwise the original loop runs.
//!
//! Results are unchanged bit for bit: each element of a ring holds the same
//! expression, the same operations in the same order, evaluated at a point
//! where the loop evaluated it before; it reads only fields the loop does
//! not write, so when it is computed does not matter. Only occurrences the
//! body evaluates at every point are carried (none in a branch of a
//! select), so every field element a ring reads lies in the box of elements
//! the body read before (in a tile a region leaves empty, the body reads
//! nothing, and neither do the rings). Carried expressions are floating-point arithmetic
//! on loads, scalars and constants, which cannot trap
//! (`-fno-trapping-math`).
//!
//! Measured here (AMD EPYC, 256x256x80, 2 threads, C harness): hdiff's
//! recomputed Laplacians took 3.6-3.7 ms; the Laplacian carried in rings of
//! 4 levels, 3.2-3.3 ms (2 to 8 levels alike; all 80 levels, whose rings
//! leave the L1 cache, 4.2 ms). The rows the next iteration reads must be
//! prefetched (`back::c::stream`): without, 5.2 ms.

use super::bounds::plus;
use super::carriable::{
    self, children, children_mut, collect, offset, read_variables, shift, Groups, Scope,
};
use super::names::{I, J, K};
use super::{ArrayRef, BinaryOp, Buffer, Expr, Intrinsic, Loop, Node, Schedule, TileOrder};
use crate::ir::DType;
use std::collections::{BTreeMap, BTreeSet};

/// Levels a ring keeps: the loops run over blocks of this many levels.
pub(super) const BLOCK_LEVELS: i64 = 4;
/// Most rows of a tile (along J) when rows are carried: the rings are
/// filled once per tile and block, so each tile recomputes the few rows
/// before it (measured on hdiff at 256x256x80: tiles of 8 or 16 rows gave
/// up most of the gain of 32).
pub(super) const TILE_ROWS: i64 = 32;
/// Fewest rows of a tile when rows are carried.
const MIN_TILE_ROWS: i64 = 4;
/// Fewest tiles along J the domain is cut into where it has rows enough:
/// tiles of [`TILE_ROWS`] left one thread idle on 32 rows.
const MIN_TILES: i64 = 8;

/// The rows of a tile, computed per call from the domain's rows:
/// `min(TILE_ROWS, max(MIN_TILE_ROWS, nj / MIN_TILES))`.
pub(super) fn tile_rows() -> Expr {
    let per_tile = Expr::Binary(
        BinaryOp::Div,
        Box::new(Expr::Var(super::names::SIZES[1].into(), DType::Int64)),
        Box::new(Expr::Int(MIN_TILES)),
        DType::Int64,
    );
    let at_least = Expr::Call(
        Intrinsic::Max,
        vec![Expr::Int(MIN_TILE_ROWS), per_tile],
        DType::Int64,
    );
    Expr::Call(
        Intrinsic::Min,
        vec![Expr::Int(TILE_ROWS), at_least],
        DType::Int64,
    )
}

/// Most rings one loop keeps.
const MAX_RINGS: usize = 4;
/// Most rows one ring keeps (its span of J offsets).
const MAX_ROWS: i64 = 8;
/// Most points a ring's row reaches beyond the tile along I, on each side.
const MAX_I_REACH: i64 = 8;

/// Whether some loop nest in `nodes` has an expression to carry.
pub(super) fn applies(nodes: &[Node]) -> bool {
    nodes.iter().any(|n| match n {
        Node::Loop(l) => {
            nest(l).is_some_and(|(_, lanes)| {
                let scope = Scope::of(&lanes.body);
                best_group(&lanes.body, &scope).is_some()
            }) || applies(&l.body)
        }
        Node::If {
            then_body,
            else_body,
            ..
        } => applies(then_body) || applies(else_body),
        _ => false,
    })
}

/// Rewrites every loop nest in `nodes` that [`applies`], carrying its rows
/// in rings whose rows are `tile_i` points wide plus their reach; the rings
/// go to `buffers`.
pub(super) fn carry_rows(nodes: &mut Vec<Node>, buffers: &mut Vec<Buffer>, tile_i: i64) {
    carriable::rewrite_loops(nodes, buffers, &mut |l, first_id| {
        carry(l, first_id, tile_i)
    });
}

/// The loop over levels and the SIMD loop along I of a loop nest
/// `for j { for k { lanes for i { straight-line statements } } }`.
fn nest(l: &Loop) -> Option<(&Loop, &Loop)> {
    if l.var != J || l.reverse {
        return None;
    }
    let [Node::Loop(levels)] = l.body.as_slice() else {
        return None;
    };
    if levels.var != K || levels.reverse {
        return None;
    }
    let lanes = carriable::straight_lanes(levels)?;
    let bounds_fixed = [&levels.start, &levels.stop, &lanes.start, &lanes.stop]
        .iter()
        .all(|e| !mentions_var(e, J) && !mentions_var(e, K) && !mentions_var(e, I));
    (lanes.var == I && bounds_fixed && level_local(&lanes.body)).then_some((levels, lanes))
}

/// Whether `body` reads what it writes only at the level it writes it: the
/// order of levels and rows then does not matter, and blocks of levels may
/// run along J one after the other.
fn level_local(body: &[Node]) -> bool {
    let written: BTreeSet<&str> = body
        .iter()
        .filter_map(|n| match n {
            Node::Assign { target, .. } if target.index.iter().any(Option::is_some) => {
                Some(target.array.as_str())
            }
            _ => None,
        })
        .collect();
    fn local(e: &Expr, written: &BTreeSet<&str>) -> bool {
        match e {
            Expr::Load(r) => {
                let own_level = match &r.index[2] {
                    Some(k) => matches!(k, Expr::Var(v, _) if v == K),
                    None => true,
                };
                (own_level || !written.contains(r.array.as_str()))
                    && r.index
                        .iter()
                        .flatten()
                        .chain(&r.data)
                        .all(|x| local(x, written))
            }
            other => children(other).into_iter().all(|c| local(c, written)),
        }
    }
    body.iter().all(|n| match n {
        Node::Assign { target, value, .. } => {
            local(value, &written) && target.index.iter().flatten().all(|x| local(x, &written))
        }
        _ => true,
    })
}

/// One carried expression.
struct Ring {
    /// The buffer's identifier.
    name: String,
    /// The expression with its first load at I and J offset 0.
    canon: Expr,
    /// Smallest and largest J offset it is read at.
    lo: i64,
    hi: i64,
    /// Smallest and largest I offset it is read at.
    i_lo: i64,
    i_hi: i64,
}

/// The identifiers one carried loop nest defines.
struct Names {
    /// The first row of the tile.
    j0: String,
    /// The first point of the row.
    i0: String,
    /// The block of levels: its index, first level and end.
    block: String,
    k0: String,
    k1: String,
}

impl Names {
    fn new(id: usize) -> Names {
        Names {
            j0: format!("isobar_rj{id}"),
            i0: format!("isobar_ri{id}"),
            block: format!("isobar_rb{id}"),
            k0: format!("isobar_rk{id}"),
            k1: format!("isobar_rke{id}"),
        }
    }
}

fn var(name: &str) -> Expr {
    Expr::Var(name.into(), DType::Int64)
}

/// `a - b` (`a` itself for `b` = 0).
fn minus(a: Expr, b: Expr) -> Expr {
    match b {
        Expr::Int(0) => a,
        b => Expr::Binary(BinaryOp::Sub, Box::new(a), Box::new(b), DType::Int64),
    }
}

impl Ring {
    fn rows(&self) -> i64 {
        self.hi - self.lo + 1
    }

    /// The identifier of the slot holding the row at J offset `d`.
    fn slot(&self, d: i64) -> String {
        format!("{}_at{}", self.name, d - self.lo)
    }

    /// The ring's element at I offset `di` and J offset `dj`.
    fn element(&self, names: &Names, di: i64, dj: i64) -> ArrayRef {
        ArrayRef {
            array: self.name.clone(),
            dtype: self.canon.dtype(),
            index: [
                Some(plus(minus(var(I), var(&names.i0)), di)),
                Some(var(&self.slot(dj))),
                Some(minus(var(K), var(&names.k0))),
            ],
            data: Vec::new(),
        }
    }

    /// The loop over the block's levels that computes the ring's row at the
    /// iteration's largest offset, along the row widened by its I offsets.
    fn producer(&self, names: &Names, lanes: &Loop) -> Node {
        let assign = Node::Assign {
            target: self.element(names, 0, self.hi),
            value: shift(&self.canon, &[(1, self.hi)]),
            line: None,
        };
        let row = Loop {
            var: I.into(),
            start: plus(var(&names.i0), self.i_lo),
            stop: plus(lanes.stop.clone(), self.i_hi),
            reverse: false,
            body: vec![assign],
        };
        block_levels(names, Node::Schedule(Schedule::Lanes { body: row }))
    }

    /// `slot = (j + d - (j0 + lo)) mod rows`, never negative in the
    /// iterations that use it (from `j0 + lo - hi` on).
    fn slot_lets(&self, names: &Names) -> Vec<Node> {
        (self.lo..=self.hi)
            .map(|d| Node::Let {
                name: self.slot(d),
                value: Expr::Call(
                    Intrinsic::Mod,
                    vec![
                        minus(plus(var(J), d), plus(var(&names.j0), self.lo)),
                        Expr::Int(self.rows()),
                    ],
                    DType::Int64,
                ),
            })
            .collect()
    }

    fn buffer(&self, tile_i: i64) -> Buffer {
        Buffer {
            name: self.name.clone(),
            source_name: "rows carried along J".into(),
            dtype: self.canon.dtype(),
            tile: [tile_i, self.rows()],
            halo: [(-self.i_lo).max(0), self.i_hi.max(0), 0, 0, 0, 0],
            data_dims: Vec::new(),
            strides: ["si", "sj", "sk"]
                .iter()
                .map(|s| format!("{}_{s}", self.name))
                .collect(),
            k_ring: Some(BLOCK_LEVELS),
            layout: TileOrder::IFirst,
            level_blocks: true,
            spans_domain: false,
        }
    }
}

/// `for k in [k0, k1) { body }`: the levels of the current block.
fn block_levels(names: &Names, body: Node) -> Node {
    Node::Loop(Loop {
        var: K.into(),
        start: var(&names.k0),
        stop: var(&names.k1),
        reverse: false,
        body: vec![body],
    })
}

/// The carried form of the loop nest `l` and its rings (numbered from
/// `first_id`), if it has reuse to carry.
fn carry(l: &Loop, first_id: usize, tile_i: i64) -> Option<(Vec<Node>, Vec<Buffer>)> {
    let (levels, lanes) = nest(l)?;
    let names = Names::new(first_id);
    let mut scope = Scope::of(&lanes.body);
    let mut body = lanes.body.clone();
    let mut rings: Vec<Ring> = Vec::new();
    while rings.len() < MAX_RINGS {
        let Some((key, canon, offsets)) = best_group(&body, &scope) else {
            break;
        };
        let name = format!("isobar_rows{}", first_id + rings.len());
        scope.written.insert(name.clone());
        let ring = Ring {
            name,
            canon,
            lo: offsets.iter().map(|o| o.1).min().unwrap_or(0),
            hi: offsets.iter().map(|o| o.1).max().unwrap_or(0),
            i_lo: offsets.iter().map(|o| o.0).min().unwrap_or(0),
            i_hi: offsets.iter().map(|o| o.0).max().unwrap_or(0),
        };
        for n in body.iter_mut() {
            if let Node::Assign { value, .. } = n {
                replace(value, &key, &ring, &names, &scope);
            }
        }
        rings.push(ring);
    }
    if rings.is_empty() {
        return None;
    }
    let (carried, buffers) = assemble(l, levels, lanes, body, &rings, &names, tile_i);
    // Fields in the cache: recomputation ran faster (hdiff at 128x128x80,
    // 2 threads: 0.9-1.3 ms against 1.2-1.5 ms carried). A nest with no
    // rows or no points in this tile (cut by a region) reads nothing: its
    // rings must not be filled either (rows past the field).
    let and = |a: Expr, b: Expr| Expr::Binary(BinaryOp::And, Box::new(a), Box::new(b), DType::Bool);
    let less = |a: &Expr, b: &Expr| {
        Expr::Binary(
            BinaryOp::Lt,
            Box::new(a.clone()),
            Box::new(b.clone()),
            DType::Bool,
        )
    };
    let choice = Node::If {
        cond: and(
            Expr::Var(super::names::BEYOND_CACHE.into(), DType::Bool),
            and(less(&l.start, &l.stop), less(&lanes.start, &lanes.stop)),
        ),
        then_body: carried,
        else_body: vec![Node::Loop(l.clone())],
    };
    Some((vec![choice], buffers))
}

/// The block loop: in each block of levels, the loop that fills the rings,
/// then the carried loop along J.
fn assemble(
    l: &Loop,
    levels: &Loop,
    lanes: &Loop,
    body: Vec<Node>,
    rings: &[Ring],
    names: &Names,
    tile_i: i64,
) -> (Vec<Node>, Vec<Buffer>) {
    let slots =
        |rings: &[&Ring]| -> Vec<Node> { rings.iter().flat_map(|r| r.slot_lets(names)).collect() };
    // Before the tile's first row: the rows each ring's readers need from
    // there, those before its largest offset (`j0 + lo` up to `j0 + hi`).
    let earliest = rings.iter().map(|r| r.lo - r.hi).min().unwrap_or(0);
    // One loop along J from there: each row fills the rings with the rows
    // it produces, and from the tile's first row on also runs the body (a
    // separate loop for the rows before the tile, a second copy of each
    // producer, made hdiff's C take 1.3x as long to compile).
    let mut row = Vec::new();
    for ring in rings {
        let step = ring.producer(names, lanes);
        if ring.lo - ring.hi > earliest {
            row.push(Node::If {
                cond: at_least(var(J), plus(var(&names.j0), ring.lo - ring.hi)),
                then_body: vec![step],
                else_body: vec![],
            });
        } else {
            row.push(step);
        }
    }
    row.push(Node::If {
        cond: at_least(var(J), var(&names.j0)),
        then_body: vec![block_levels(
            names,
            Node::Schedule(Schedule::Lanes {
                body: Loop {
                    body,
                    ..lanes.clone()
                },
            }),
        )],
        else_body: vec![],
    });
    let row = with_slots(row, &slots(&rings.iter().collect::<Vec<_>>()));
    let count = Expr::Binary(
        BinaryOp::Div,
        Box::new(plus(
            minus(levels.stop.clone(), levels.start.clone()),
            BLOCK_LEVELS - 1,
        )),
        Box::new(Expr::Int(BLOCK_LEVELS)),
        DType::Int64,
    );
    let mut block_start = Expr::Binary(
        BinaryOp::Mul,
        Box::new(var(&names.block)),
        Box::new(Expr::Int(BLOCK_LEVELS)),
        DType::Int64,
    );
    if levels.start != Expr::Int(0) {
        block_start = Expr::Binary(
            BinaryOp::Add,
            Box::new(levels.start.clone()),
            Box::new(block_start),
            DType::Int64,
        );
    }
    let block = Loop {
        var: names.block.clone(),
        start: Expr::Int(0),
        stop: count,
        reverse: false,
        body: vec![
            Node::Let {
                name: names.k0.clone(),
                value: block_start,
            },
            Node::Let {
                name: names.k1.clone(),
                value: Expr::Call(
                    Intrinsic::Min,
                    vec![plus(var(&names.k0), BLOCK_LEVELS), levels.stop.clone()],
                    DType::Int64,
                ),
            },
            Node::Loop(Loop {
                var: J.into(),
                start: plus(var(&names.j0), earliest),
                stop: l.stop.clone(),
                reverse: false,
                body: row,
            }),
        ],
    };
    let nodes = vec![
        Node::Comment(format!(
            "{} expression(s) computed once per point, carried along J in rings of rows, {} levels at a time",
            rings.len(),
            BLOCK_LEVELS
        )),
        Node::Let {
            name: names.j0.clone(),
            value: l.start.clone(),
        },
        Node::Let {
            name: names.i0.clone(),
            value: lanes.start.clone(),
        },
        Node::Loop(block),
    ];
    (nodes, rings.iter().map(|r| r.buffer(tile_i)).collect())
}

/// `nodes` after the definitions in `lets` of the variables they use.
fn with_slots(nodes: Vec<Node>, lets: &[Node]) -> Vec<Node> {
    fn used(nodes: &[Node], out: &mut BTreeSet<String>) {
        for n in nodes {
            match n {
                Node::Assign { target, value, .. } => {
                    read_variables(&Expr::Load(Box::new(target.clone())), out);
                    read_variables(value, out);
                }
                Node::Loop(l) | Node::Schedule(Schedule::Lanes { body: l }) => used(&l.body, out),
                Node::If {
                    then_body,
                    else_body,
                    ..
                } => {
                    used(then_body, out);
                    used(else_body, out);
                }
                _ => {}
            }
        }
    }
    let mut names = BTreeSet::new();
    used(&nodes, &mut names);
    let mut out: Vec<Node> = lets
        .iter()
        .filter(|n| matches!(n, Node::Let { name, .. } if names.contains(name)))
        .cloned()
        .collect();
    out.extend(nodes);
    out
}

/// Whether `e` reads the variable `name`.
fn mentions_var(e: &Expr, name: &str) -> bool {
    let mut read = BTreeSet::new();
    read_variables(e, &mut read);
    read.contains(name)
}

/// A load this rewrite carries: its I and J offsets (`i + c`, `j + c`),
/// with its K index the same for every point of a level.
fn load_offset(r: &ArrayRef, scope: &Scope) -> Option<Option<Offset>> {
    let [Some(i), Some(j), k] = &r.index else {
        return None;
    };
    if !k.iter().all(|x| scope.invariant(x, &[K])) {
        return None;
    }
    Some(Some((offset(i, I)?, offset(j, J)?)))
}

/// The canonical key of a carriable `e` (its text with the first load at
/// offsets 0), that form, its offsets and size.
fn key_of(e: &Expr, scope: &Scope) -> Option<(String, Expr, Offset, usize)> {
    carriable::key_of(e, scope, load_offset, |(di, dj)| vec![(0, -di), (1, -dj)])
}

/// The subexpressions of `e` the body evaluates wherever it evaluates `e`:
/// not the branches of a select, nor the right operand of `and`/`or`.
fn unconditional_children(e: &Expr) -> Vec<&Expr> {
    match e {
        Expr::Ternary(c, _, _) => vec![&**c],
        Expr::Binary(BinaryOp::And | BinaryOp::Or, a, _, _) => vec![&**a],
        other => children(other),
    }
}

fn unconditional_children_mut(e: &mut Expr) -> Vec<&mut Expr> {
    match e {
        Expr::Ternary(c, _, _) => vec![&mut **c],
        Expr::Binary(BinaryOp::And | BinaryOp::Or, a, _, _) => vec![&mut **a],
        other => children_mut(other),
    }
}

/// An offset along I and J.
type Offset = (i64, i64);

/// The offsets at which an expression is evaluated.
type Offsets = BTreeSet<Offset>;

/// The expression evaluated, at every point, at two or more J offsets (within
/// [`MAX_ROWS`] and [`MAX_I_REACH`]) whose carrying saves the most
/// operations: its size times the points it is evaluated at, less one.
fn best_group(body: &[Node], scope: &Scope) -> Option<(String, Expr, Offsets)> {
    let mut groups: Groups<Offset> = BTreeMap::new();
    for n in body {
        if let Node::Assign { value, .. } = n {
            collect(value, scope, key_of, unconditional_children, &mut groups);
        }
    }
    groups
        .into_iter()
        .filter(|(_, (_, _, at))| {
            let rows: BTreeSet<i64> = at.iter().map(|o| o.1).collect();
            let span = |x: Option<&i64>, y: Option<&i64>| x.zip(y).map(|(h, l)| h - l + 1);
            rows.len() >= 2
                && span(rows.last(), rows.first()) <= Some(MAX_ROWS)
                && at.iter().all(|o| o.0.abs() <= MAX_I_REACH)
        })
        .max_by_key(|(key, (_, size, at))| {
            (size * (at.len() - 1), *size, std::cmp::Reverse(key.clone()))
        })
        .map(|(key, (canon, _, at))| (key, canon, at))
}

/// Replaces, top down, every occurrence of the group `key` the body
/// evaluates at every point with a read of `ring`.
fn replace(e: &mut Expr, key: &str, ring: &Ring, names: &Names, scope: &Scope) {
    if let Some((k, _, (di, dj), _)) = key_of(e, scope) {
        if k == key {
            *e = Expr::Load(Box::new(ring.element(names, di, dj)));
            return;
        }
    }
    for c in unconditional_children_mut(e) {
        replace(c, key, ring, names, scope);
    }
}

/// `a >= b`.
fn at_least(a: Expr, b: Expr) -> Expr {
    Expr::Binary(BinaryOp::Ge, Box::new(a), Box::new(b), DType::Bool)
}
