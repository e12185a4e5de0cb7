//! Temporaries read across the wait between tile phases
//! ([`super::analysis::TilePhases`]): a tile buffer lasts one tile, so such a
//! temporary also gets a buffer spanning the domain, shared by the threads.
//! Every tile of the phase that writes it copies its own points there (and
//! the halo beyond the domain's edge where the tile lies on it, so that each
//! point is written once); later phases read it there, indexed from the
//! domain's origin instead of the tile's.

use super::bounds::{plus, size};
use super::lower::Lowerer;
use super::{names, ArrayRef, BinaryOp, Buffer, Expr, Layout, Loop, Node};
use crate::ir::{DType, SymbolId};
use std::collections::BTreeMap;

/// A temporary that a later phase reads ([`super::analysis::TilePhases`]):
/// its tile buffer, and the buffer spanning the domain that the tiles of the
/// phase writing it fill.
pub(super) struct Spanning {
    pub(super) tile: Buffer,
    pub(super) domain: Buffer,
    pub(super) written_in: usize,
}

/// The spanning buffers of the temporaries `crossing`, laid out as their
/// tile buffers, named in the code's own namespace (`isobar_span0`, ...).
pub(super) fn buffers(l: &Lowerer<'_>, crossing: &BTreeMap<SymbolId, usize>) -> Vec<Spanning> {
    let tiles = l.buffers();
    let mut out = Vec::new();
    for (&id, &written_in) in crossing {
        let Some(tile) = l
            .arrays
            .get(&id)
            .and_then(|(name, _)| tiles.iter().find(|b| &b.name == name))
        else {
            continue;
        };
        let name = format!("isobar_span{}", out.len());
        let domain = Buffer {
            strides: ["i", "j", "k"]
                .iter()
                .map(|axis| format!("{name}_s{axis}"))
                .collect(),
            name,
            k_ring: None,
            spans_domain: true,
            ..tile.clone()
        };
        out.push(Spanning {
            tile: tile.clone(),
            domain,
            written_in,
        });
    }
    out
}

/// Points the reads of phase `phase` of temporaries an earlier phase wrote
/// at their spanning buffers, indexed from the domain's origin.
pub(super) fn read_across_the_wait(work: &mut [Node], spanning: &[Spanning], phase: usize) {
    let to: BTreeMap<&str, &str> = spanning
        .iter()
        .filter(|s| s.written_in < phase)
        .map(|s| (s.tile.name.as_str(), s.domain.name.as_str()))
        .collect();
    if to.is_empty() {
        return;
    }
    super::for_each_ref_mut(work, &mut |r| {
        let Some(&domain) = to.get(r.array.as_str()) else {
            return;
        };
        r.array = domain.to_string();
        for (axis, index) in r.index.iter_mut().take(2).enumerate() {
            if let Some(x) = index.take() {
                *index = Some(Expr::Binary(
                    BinaryOp::Add,
                    Box::new(x),
                    Box::new(Expr::Var(names::TILE_BOUNDS[axis][0].into(), DType::Int64)),
                    DType::Int64,
                ));
            }
        }
    });
}

/// Copies the points of the current tile from a temporary's tile buffer to
/// its spanning buffer: the tile's own points, and the halo beyond the
/// domain's edge where the tile lies on it, so that the tiles together
/// write every point once.
pub(super) fn copy_from_tile(s: &Spanning, layout: Layout) -> Node {
    let [il, ih, jl, jh, kb, ka] = s.tile.halo;
    let var = |name: &str| Expr::Var(name.into(), DType::Int64);
    let owned = |axis: usize, below: i64, above: i64| {
        let [lo, hi] = names::TILE_BOUNDS[axis];
        let at = |bound: &str, edge: Expr| {
            Box::new(Expr::Binary(
                BinaryOp::Eq,
                Box::new(var(bound)),
                Box::new(edge),
                DType::Bool,
            ))
        };
        (
            Expr::Ternary(
                at(lo, Expr::Int(0)),
                Box::new(Expr::Int(-below)),
                Box::new(var(lo)),
            ),
            Expr::Ternary(
                at(hi, size(axis)),
                Box::new(plus(size(axis), above)),
                Box::new(var(hi)),
            ),
        )
    };
    let (i_lo, i_hi) = owned(0, il, ih);
    let (j_lo, j_hi) = owned(1, jl, jh);
    let element = |b: &Buffer, from_tile: bool| {
        let horizontal = |axis: usize| {
            let x = var([names::I, names::J][axis]);
            if from_tile {
                Expr::Binary(
                    BinaryOp::Sub,
                    Box::new(x),
                    Box::new(var(names::TILE_BOUNDS[axis][0])),
                    DType::Int64,
                )
            } else {
                x
            }
        };
        ArrayRef {
            array: b.name.clone(),
            dtype: b.dtype,
            index: [
                Some(horizontal(0)),
                Some(horizontal(1)),
                Some(var(names::K)),
            ],
            data: Vec::new(),
        }
    };
    let assign = Node::Assign {
        target: element(&s.domain, false),
        value: Expr::Load(Box::new(element(&s.tile, true))),
        line: None,
    };
    let axis_loop = |var: &str, start: Expr, stop: Expr, body: Vec<Node>| {
        Node::Loop(Loop {
            var: var.into(),
            start,
            stop,
            reverse: false,
            body,
        })
    };
    let levels = |body| axis_loop(names::K, Expr::Int(-kb), plus(size(2), ka), body);
    match layout {
        Layout::IFirst => axis_loop(
            names::J,
            j_lo,
            j_hi,
            vec![levels(vec![axis_loop(names::I, i_lo, i_hi, vec![assign])])],
        ),
        Layout::KFirst => axis_loop(
            names::I,
            i_lo,
            i_hi,
            vec![axis_loop(names::J, j_lo, j_hi, vec![levels(vec![assign])])],
        ),
    }
}
