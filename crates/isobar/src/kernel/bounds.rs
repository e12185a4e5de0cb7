//! Index and bound expressions of the loop nest: domain sizes, clamped level
//! bounds, range tests, the loops over the current tile and region conditions.

use super::{names, BinaryOp, Expr, Intrinsic, Loop, Node};
use crate::ir::{self, Anchor, DType, LevelBound};

pub(super) fn size(axis: usize) -> Expr {
    Expr::Var(names::SIZES[axis].into(), DType::Int64)
}

/// `e + n` (`e - |n|` for a negative `n`; `e` itself for 0).
pub(crate) fn plus(e: Expr, n: i64) -> Expr {
    match n {
        0 => e,
        n if n < 0 && n != i64::MIN => Expr::Binary(
            BinaryOp::Sub,
            Box::new(e),
            Box::new(Expr::Int(-n)),
            DType::Int64,
        ),
        n => Expr::Binary(
            BinaryOp::Add,
            Box::new(e),
            Box::new(Expr::Int(n)),
            DType::Int64,
        ),
    }
}

/// A level bound as an index clamped to `[0, nk]`.
pub(super) fn level(b: LevelBound) -> Expr {
    let raw = match (b.anchor, b.offset) {
        (Anchor::Start, 0) => return Expr::Int(0),
        (Anchor::End, 0) => return size(2),
        (Anchor::Start, n) => Expr::Int(n),
        (Anchor::End, n) => plus(size(2), n),
    };
    Expr::Call(
        Intrinsic::Clamp,
        vec![raw, Expr::Int(0), size(2)],
        DType::Int64,
    )
}

pub(super) fn within(x: Expr, lo: Expr, hi: Expr) -> Expr {
    Expr::Binary(
        BinaryOp::And,
        Box::new(Expr::Binary(
            BinaryOp::Ge,
            Box::new(x.clone()),
            Box::new(lo),
            DType::Bool,
        )),
        Box::new(Expr::Binary(
            BinaryOp::Lt,
            Box::new(x),
            Box::new(hi),
            DType::Bool,
        )),
        DType::Bool,
    )
}

/// The loop over the current tile along I (`n` = 0) or J (1), widened by
/// `lo` and `hi` points (an execution's extent).
pub(super) fn tile_axis(n: usize, lo: i32, hi: i32, body: Vec<Node>) -> Loop {
    let [start, stop] = names::TILE_BOUNDS[n];
    Loop {
        var: [names::I, names::J][n].into(),
        start: plus(Expr::Var(start.into(), DType::Int64), lo as i64),
        stop: plus(Expr::Var(stop.into(), DType::Int64), hi as i64),
        reverse: false,
        body,
    }
}

/// True at points of the compute domain.
pub(super) fn in_domain() -> Expr {
    let axis = |v: &str, n: usize| within(Expr::Var(v.into(), DType::Int64), Expr::Int(0), size(n));
    Expr::Binary(
        BinaryOp::And,
        Box::new(axis(names::I, 0)),
        Box::new(axis(names::J, 1)),
        DType::Bool,
    )
}

/// True at points of the current tile's part of the compute domain.
pub(super) fn in_tile() -> Expr {
    let axis = |v: &str, n: usize| {
        let [lo, hi] = names::TILE_BOUNDS[n];
        within(
            Expr::Var(v.into(), DType::Int64),
            Expr::Var(lo.into(), DType::Int64),
            Expr::Var(hi.into(), DType::Int64),
        )
    };
    Expr::Binary(
        BinaryOp::And,
        Box::new(axis(names::I, 0)),
        Box::new(axis(names::J, 1)),
        DType::Bool,
    )
}

/// The first point and the end of `range` along axis `n` (0 = I, 1 = J), in
/// compute-domain coordinates; `None` where the range is unbounded.
pub(super) fn range_bounds(range: ir::AxisRange, n: usize) -> (Option<Expr>, Option<Expr>) {
    let bound = |b: LevelBound| match b.anchor {
        Anchor::Start => Expr::Int(b.offset),
        Anchor::End => plus(size(n), b.offset),
    };
    (range.start.map(bound), range.end.map(bound))
}

pub(super) fn region_cond(r: &ir::Region) -> Expr {
    let mut parts = Vec::new();
    for (range, var, n) in [(r.i, names::I, 0), (r.j, names::J, 1)] {
        let (start, end) = range_bounds(range, n);
        for (op, bound) in [(BinaryOp::Ge, start), (BinaryOp::Lt, end)] {
            if let Some(bound) = bound {
                parts.push(Expr::Binary(
                    op,
                    Box::new(Expr::Var(var.into(), DType::Int64)),
                    Box::new(bound),
                    DType::Bool,
                ));
            }
        }
    }
    parts
        .into_iter()
        .reduce(|a, b| Expr::Binary(BinaryOp::And, Box::new(a), Box::new(b), DType::Bool))
        .unwrap_or(Expr::Bool(true))
}
