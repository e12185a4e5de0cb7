//! Staged column sweeps for fields stored with K contiguous (NumPy's C
//! order). A sweep's recurrence runs along K, so on such fields the columns
//! cannot share SIMD lanes where they lie. Instead, each tile of 32 columns
//! (consecutive along J, so one piece of memory) is copied into a thread's
//! buffer that keeps them side by side at every level ([`Stage`]); the sweep
//! then runs with the columns in SIMD lanes, as on I-first fields, and the
//! fields it writes are copied back.
//!
//! A routine is staged only when every sweep qualifies: each field parameter
//! a sweep touches is a plain 3-D `float64` field accessed at the column's
//! own point (no I/J offsets) and constant K offsets, outside regions. A
//! field the sweep writes is copied in first unless the sweep provably
//! overwrites every level it later reads or copies back (see
//! [`overwrites`]).

use super::bounds::{level, plus};
use super::{names, ArrayRef, Buffer, Expr, Intrinsic, Node, Prefetch, Stage, TileOrder};
use crate::ir::{self, Anchor, DType, IterationOrder, KOffset, LevelBound, SymbolId};
use crate::oir::{self, Stmt};
use std::collections::BTreeMap;

/// Tile width in J of a staged routine: four AVX-512 vectors of `float64`,
/// whose recurrences overlap (one vector's would wait on its division).
pub(super) const LANES: i64 = 32;

/// A field parameter's staging buffer.
#[derive(Clone, Debug)]
pub(super) struct StagedField {
    /// The buffer's identifier.
    pub buffer: String,
    /// Its stride identifiers (I, J, K).
    pub strides: Vec<String>,
    /// Levels below and above the domain that sweeps access.
    pub below: i64,
    pub above: i64,
}

/// Every field parameter staged by a routine, or `None` when some sweep does
/// not qualify.
pub(super) fn plan(
    stencil: &oir::Stencil,
    independent: &[bool],
) -> Option<BTreeMap<SymbolId, StagedField>> {
    let mut fields: BTreeMap<SymbolId, StagedField> = BTreeMap::new();
    let mut sweeps = 0;
    for (n, vloop) in stencil.loops.iter().enumerate() {
        if vloop.order == IterationOrder::Parallel {
            continue;
        }
        if !independent[n] {
            return None;
        }
        sweeps += 1;
        for (id, access) in accesses(stencil, vloop)? {
            let entry = fields.entry(id).or_insert_with(|| StagedField {
                buffer: format!("isobar_stage{}", id.0),
                strides: ["si", "sj", "sk"]
                    .iter()
                    .map(|s| format!("isobar_stage{}_{s}", id.0))
                    .collect(),
                below: 0,
                above: 0,
            });
            entry.below = entry.below.max(-access.min_dk);
            entry.above = entry.above.max(access.max_dk);
        }
    }
    (sweeps > 0).then_some(fields)
}

/// How one sweep accesses one field parameter.
#[derive(Clone, Debug, Default)]
struct Access {
    min_dk: i64,
    max_dk: i64,
    /// (section, K offset) of every read.
    reads: Vec<(usize, i64)>,
    /// Sections that assign it at their top level (every column, every level).
    plain_writes: Vec<usize>,
    /// Sections that assign it anywhere.
    writes: Vec<usize>,
}

/// The field parameters `vloop` accesses, or `None` if one of them (or the
/// loop) does not qualify for staging.
fn accesses(
    stencil: &oir::Stencil,
    vloop: &oir::VerticalLoop,
) -> Option<BTreeMap<SymbolId, Access>> {
    let mut out: BTreeMap<SymbolId, Access> = BTreeMap::new();
    let mut ok = true;
    for (m, section) in vloop.sections.iter().enumerate() {
        for e in &section.executions {
            for top in &e.body {
                if let Stmt::Assign { target, .. } = top {
                    if stencil.symbols.get(target.field).is_field_param() {
                        out.entry(target.field).or_default().plain_writes.push(m);
                    }
                }
                top.walk(&mut |st| {
                    if matches!(st, Stmt::Restricted { .. }) {
                        ok = false;
                    }
                    for (r, write) in st.own_accesses() {
                        let symbol = stencil.symbols.get(r.field);
                        if !symbol.is_field_param() {
                            continue;
                        }
                        let plain = symbol.field_type().is_some_and(|t| {
                            t.axes == ir::Axes::IJK
                                && t.data_dims.is_empty()
                                && t.dtype == DType::Float64
                        });
                        let KOffset::Const(dk) = r.offset.k else {
                            ok = false;
                            continue;
                        };
                        if !plain || r.offset.i != 0 || r.offset.j != 0 || (write && dk != 0) {
                            ok = false;
                            continue;
                        }
                        let a = out.entry(r.field).or_default();
                        a.min_dk = a.min_dk.min(i64::from(dk));
                        a.max_dk = a.max_dk.max(i64::from(dk));
                        if write {
                            a.writes.push(m);
                        } else {
                            a.reads.push((m, i64::from(dk)));
                        }
                    }
                });
            }
        }
    }
    ok.then_some(out)
}

/// True if the sweep writes the field at every level it covers before any
/// read of that level, so that nothing needs copying in: every section
/// assigns it at its top level, the sections are adjacent, and every read
/// looks back (below in FORWARD, above in BACKWARD) at a level the sweep
/// has already passed, counted from the same end as the first section.
fn overwrites(vloop: &oir::VerticalLoop, a: &Access) -> bool {
    let sections = &vloop.sections;
    let all = (0..sections.len()).all(|m| a.plain_writes.contains(&m));
    let forward = vloop.order == IterationOrder::Forward;
    let adjacent = sections.windows(2).all(|w| {
        if forward {
            w[0].interval.end == w[1].interval.start
        } else {
            w[0].interval.start == w[1].interval.end
        }
    });
    let Some(first) = sections.first() else {
        return false;
    };
    let reads_back = a.reads.iter().all(|&(m, dk)| {
        let s = &sections[m].interval;
        if forward {
            // Levels from the first section's start on are written.
            let lo = first.interval.start;
            dk < 0
                && lo.anchor == Anchor::Start
                && lo.offset >= 0
                && s.start.anchor == lo.anchor
                && s.start
                    .offset
                    .checked_add(dk)
                    .is_some_and(|x| x >= lo.offset)
        } else {
            let hi = first.interval.end;
            dk > 0
                && hi.anchor == Anchor::End
                && hi.offset <= 0
                && s.end.anchor == hi.anchor
                && s.end.offset.checked_add(dk).is_some_and(|x| x <= hi.offset)
        }
    });
    all && adjacent && reads_back
}

/// Removes repeated expressions (keeping the first of each).
fn dedup(es: &mut Vec<Expr>) {
    let mut kept: Vec<Expr> = Vec::new();
    for e in es.drain(..) {
        if !kept.contains(&e) {
            kept.push(e);
        }
    }
    *es = kept;
}

fn bound_plus(b: LevelBound, dk: i64) -> Expr {
    plus(level(b), dk)
}

fn min_all(mut es: Vec<Expr>) -> Option<Expr> {
    dedup(&mut es);
    let first = es.pop()?;
    Some(es.into_iter().fold(first, |a, b| {
        Expr::Call(Intrinsic::Min, vec![a, b], DType::Int64)
    }))
}

fn max_all(mut es: Vec<Expr>) -> Option<Expr> {
    dedup(&mut es);
    let first = es.pop()?;
    Some(es.into_iter().fold(first, |a, b| {
        Expr::Call(Intrinsic::Max, vec![a, b], DType::Int64)
    }))
}

/// The copies into buffers before `vloop` and back after it, for the fields
/// in `fields` (with their identifiers and strides in `params`).
pub(super) fn copies(
    stencil: &oir::Stencil,
    vloop: &oir::VerticalLoop,
    fields: &BTreeMap<SymbolId, StagedField>,
    params: &BTreeMap<SymbolId, (String, Vec<String>)>,
) -> (Vec<Node>, Vec<Node>) {
    let (mut before, mut after) = (Vec::new(), Vec::new());
    let Some(all) = accesses(stencil, vloop) else {
        return (before, after);
    };
    let sections = &vloop.sections;
    for (id, a) in all {
        let (Some(staged), Some((name, strides))) = (fields.get(&id), params.get(&id)) else {
            continue;
        };
        let stage = |into_buffer, lo, hi| {
            Node::Stage(Box::new(Stage {
                into_buffer,
                buffer: ArrayRef {
                    array: staged.buffer.clone(),
                    dtype: DType::Float64,
                    index: [
                        Some(Expr::Int(0)),
                        Some(Expr::Var(Stage::LANE.into(), DType::Int64)),
                        Some(Expr::Var(names::K.into(), DType::Int64)),
                    ],
                    data: Vec::new(),
                },
                field: ArrayRef {
                    array: name.clone(),
                    dtype: DType::Float64,
                    index: [
                        Some(Expr::Var(names::TILE_BOUNDS[0][0].into(), DType::Int64)),
                        Some(Expr::Binary(
                            super::BinaryOp::Add,
                            Box::new(Expr::Var(names::TILE_BOUNDS[1][0].into(), DType::Int64)),
                            Box::new(Expr::Var(Stage::LANE.into(), DType::Int64)),
                            DType::Int64,
                        )),
                        Some(Expr::Var(names::K.into(), DType::Int64)),
                    ],
                    data: Vec::new(),
                },
                lane_stride: strides[1].clone(),
                level_stride: strides[2].clone(),
                next_block: Expr::Binary(
                    super::BinaryOp::Mul,
                    Box::new(Expr::Int(LANES)),
                    Box::new(Expr::Var(strides[1].clone(), DType::Int64)),
                    DType::Int64,
                ),
                buffer_level_stride: staged.strides[2].clone(),
                lanes: Expr::Binary(
                    super::BinaryOp::Sub,
                    Box::new(Expr::Var(names::TILE_BOUNDS[1][1].into(), DType::Int64)),
                    Box::new(Expr::Var(names::TILE_BOUNDS[1][0].into(), DType::Int64)),
                    DType::Int64,
                ),
                lo,
                hi,
            }))
        };
        let written = !a.writes.is_empty();
        let write_lo = min_all(
            a.writes
                .iter()
                .map(|&m| level(sections[m].interval.start))
                .collect(),
        );
        let write_hi = max_all(
            a.writes
                .iter()
                .map(|&m| level(sections[m].interval.end))
                .collect(),
        );
        if !written || !overwrites(vloop, &a) {
            let mut los: Vec<Expr> = a
                .reads
                .iter()
                .map(|&(m, dk)| bound_plus(sections[m].interval.start, dk))
                .collect();
            let mut his: Vec<Expr> = a
                .reads
                .iter()
                .map(|&(m, dk)| bound_plus(sections[m].interval.end, dk))
                .collect();
            los.extend(write_lo.clone());
            his.extend(write_hi.clone());
            if let (Some(lo), Some(hi)) = (min_all(los), max_all(his)) {
                before.push(stage(true, lo, hi));
            }
        }
        if let (Some(lo), Some(hi)) = (write_lo, write_hi) {
            after.push(stage(false, lo, hi));
        }
    }
    (before, after)
}

/// Spreads the prefetch of the next block of every column `copies_in` copies
/// over the levels of `sweep`: at the start of each of its loops along K,
/// level `k` asks for slice `k` of `nk` of each field's next block (sections
/// that split the column between loops cover the block once between them).
pub(super) fn prefetch_next_block(sweep: &mut [Node], copies_in: &[Node]) {
    let hints: Vec<Node> = copies_in
        .iter()
        .filter_map(|n| match n {
            Node::Stage(st) if st.into_buffer => Some(next_block_slice(st)),
            _ => None,
        })
        .collect();
    if !hints.is_empty() {
        insert_in_level_loops(sweep, &hints);
    }
}

/// The [`Prefetch`] of level `k`'s slice of the block after `st`'s.
fn next_block_slice(st: &Stage) -> Node {
    let var = |n: &str| Expr::Var(n.into(), DType::Int64);
    let mut field = st.field.clone();
    field.index[1] = Some(var(names::TILE_BOUNDS[1][0]));
    field.index[2] = Some(Expr::Int(0));
    Node::Prefetch(Box::new(Prefetch {
        field,
        skip: st.next_block.clone(),
        extent: st.next_block.clone(),
        part: var(names::K),
        parts: var(names::SIZES[2]),
        level_stride: st.level_stride.clone(),
    }))
}

fn insert_in_level_loops(nodes: &mut [Node], hints: &[Node]) {
    for node in nodes {
        match node {
            Node::Loop(l) if l.var == names::K => {
                l.body.splice(0..0, hints.iter().cloned());
            }
            Node::Loop(l) => insert_in_level_loops(&mut l.body, hints),
            Node::If {
                then_body,
                else_body,
                ..
            } => {
                insert_in_level_loops(then_body, hints);
                insert_in_level_loops(else_body, hints);
            }
            _ => {}
        }
    }
}

/// The staging buffers of `fields`.
pub(super) fn buffers(
    stencil: &oir::Stencil,
    fields: &BTreeMap<SymbolId, StagedField>,
) -> Vec<Buffer> {
    fields
        .iter()
        .map(|(&id, f)| Buffer {
            name: f.buffer.clone(),
            source_name: stencil.symbols.get(id).name.clone(),
            dtype: DType::Float64,
            tile: [1, LANES],
            halo: [0, 0, 0, 0, f.below, f.above],
            data_dims: Vec::new(),
            strides: f.strides.clone(),
            k_ring: None,
            layout: TileOrder::JFirst,
            level_blocks: false,
            spans_domain: false,
        })
        .collect()
}

/// Points every access to a staged field in `nodes` at its buffer, indexed
/// from the tile's origin.
pub(super) fn redirect(nodes: &mut [Node], to: &BTreeMap<String, String>) {
    super::for_each_ref_mut(nodes, &mut |r| {
        let Some(buffer) = to.get(&r.array) else {
            return;
        };
        r.array = buffer.clone();
        for (axis, index) in r.index.iter_mut().take(2).enumerate() {
            if let Some(x) = index.take() {
                *index = Some(Expr::Binary(
                    super::BinaryOp::Sub,
                    Box::new(x),
                    Box::new(Expr::Var(names::TILE_BOUNDS[axis][0].into(), DType::Int64)),
                    DType::Int64,
                ));
            }
        }
    });
}
