//! Extent analysis: the IJ compute domain of every horizontal execution, and the
//! halo (IJ) and extra levels (K) every field needs.
//!
//! Seed 004, "Compute Domain": every statement runs on the domain extended so
//! that later reads of what it writes at horizontal offsets are valid. Walking
//! the executions backwards, an execution's extent is the union of the extents
//! at which the temporaries it writes are read later (parameters are written on
//! the compute domain only), and each read it makes requires its field on that
//! extent shifted by the read's offset.
//!
//! Accesses inside a horizontal region are computed as GT4Py computes them
//! (`mask_overlap_with_extent`): the execution's extent is first cut to the
//! part the region covers, so a region starting at `I[0] + s` absorbs up to
//! `s` points of negative offset, a side bounded only from the other edge
//! needs no halo, and a region that does not overlap the extent at all
//! contributes nothing.

use super::{ExecutionId, HorizontalExecution, Section, Stencil, Stmt};
use crate::ir::{Anchor, Interval, KOffset, SymbolId};
use serde::Serialize;
use std::collections::BTreeMap;

/// A horizontal extent: `[i_lo, i_hi] x [j_lo, j_hi]` points around the compute
/// domain (`i_lo`, `j_lo` <= 0 <= `i_hi`, `j_hi`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Extent {
    /// Points before the first I of the domain (<= 0).
    pub i_lo: i32,
    /// Points after the last I of the domain (>= 0).
    pub i_hi: i32,
    /// Points before the first J (<= 0).
    pub j_lo: i32,
    /// Points after the last J (>= 0).
    pub j_hi: i32,
}

impl Extent {
    /// The smallest extent containing both.
    pub fn union(self, o: Extent) -> Extent {
        Extent {
            i_lo: self.i_lo.min(o.i_lo),
            i_hi: self.i_hi.max(o.i_hi),
            j_lo: self.j_lo.min(o.j_lo),
            j_hi: self.j_hi.max(o.j_hi),
        }
    }

    /// This extent shifted by an offset. The result may not contain the compute
    /// domain's origin (a read at `[1, 0, 0]` of the compute domain spans `1..=1`).
    pub fn shifted(self, di: i32, dj: i32) -> Extent {
        Extent {
            i_lo: self.i_lo.saturating_add(di),
            i_hi: self.i_hi.saturating_add(di),
            j_lo: self.j_lo.saturating_add(dj),
            j_hi: self.j_hi.saturating_add(dj),
        }
    }

    /// True if every point of `other` is in this extent.
    pub fn contains(self, other: Extent) -> bool {
        self.i_lo <= other.i_lo
            && self.i_hi >= other.i_hi
            && self.j_lo <= other.j_lo
            && self.j_hi >= other.j_hi
    }

    /// This extent widened to contain the compute domain (what must be allocated).
    pub fn with_domain(self) -> Extent {
        self.union(Extent::default())
    }
}

/// The points of a field a stencil accesses, relative to the compute domain, as
/// GT4Py reports them (`gt4py_boundary`): negative values mean the accesses stay
/// inside the domain on that side. [`FieldExtent::halo`] is what must exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct FieldExtent {
    /// IJ range accessed around the compute domain.
    pub horizontal: Extent,
    /// Levels accessed below the first level of the domain (lowest level accessed,
    /// negated); `None` if only intervals counted from the top access the field.
    pub k_below: Option<i64>,
    /// Levels accessed above the last level of the domain; `None` if only
    /// intervals counted from the bottom access the field.
    pub k_above: Option<i64>,
    /// Levels below the domain that some access can reach on a domain of any
    /// valid size (the most negative K offset): intervals counted from the
    /// top come down to level 0 when the domain is small.
    pub k_reach_below: i64,
    /// Likewise above the domain (the most positive K offset).
    pub k_reach_above: i64,
}

impl FieldExtent {
    fn new(horizontal: Extent) -> Self {
        FieldExtent {
            horizontal,
            k_below: None,
            k_above: None,
            k_reach_below: 0,
            k_reach_above: 0,
        }
    }

    /// The halo of a buffer that must hold every access on a domain of any
    /// valid size: [`FieldExtent::halo`] widened to the K offsets' reach.
    pub fn buffer_halo(&self) -> (Extent, i64, i64) {
        let (h, below, above) = self.halo();
        (
            h,
            below.max(self.k_reach_below),
            above.max(self.k_reach_above),
        )
    }

    /// The halo to allocate: `(extent around the domain, levels below, levels above)`,
    /// all non-negative.
    pub fn halo(&self) -> (Extent, i64, i64) {
        (
            self.horizontal.with_domain(),
            self.k_below.unwrap_or(0).max(0),
            self.k_above.unwrap_or(0).max(0),
        )
    }
}

/// The K offsets at which one interval accesses a field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct KWindow {
    /// The interval.
    pub interval: Interval,
    /// Lowest constant K offset.
    pub lo: i64,
    /// Highest constant K offset.
    pub hi: i64,
}

/// The result of the analysis.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Extents {
    /// Compute extent of every horizontal execution.
    pub executions: BTreeMap<ExecutionId, Extent>,
    /// Accesses of every field (parameters and temporaries) beyond the domain.
    pub fields: BTreeMap<SymbolId, FieldExtent>,
    /// Per field, the K offsets each interval accesses it at (constant offsets).
    pub k_windows: BTreeMap<SymbolId, Vec<KWindow>>,
}

impl Extents {
    /// The lowest and highest level of `field` the stencil accesses on a
    /// domain of `nk` levels (relative to the domain's first level), or `None`
    /// if no interval that accesses it at a constant offset is non-empty.
    pub fn levels_accessed(&self, field: SymbolId, nk: i64) -> Option<(i64, i64)> {
        let mut out: Option<(i64, i64)> = None;
        for w in self.k_windows.get(&field)? {
            let start = w.interval.start.resolve(nk).clamp(0, nk);
            let end = w.interval.end.resolve(nk).clamp(0, nk);
            if start >= end {
                continue;
            }
            let (lo, hi) = (start + w.lo, end - 1 + w.hi);
            out = Some(out.map_or((lo, hi), |(a, b)| (a.min(lo), b.max(hi))));
        }
        out
    }
}

/// How the analysis treats horizontal regions.
#[derive(Clone, Copy, Debug)]
enum Regions<'a> {
    /// Cut as GT4Py cuts them, for a domain of any size (`compute`).
    Clip,
    /// Taken as covering the whole extent (`compute_for_tiles`).
    Whole,
    /// Placed on a domain of `ni x nj` points, executions running at least on
    /// the extents of `floor` (what the generated code runs on).
    Domain {
        ni: i64,
        nj: i64,
        floor: &'a Extents,
    },
}

/// Runs the analysis on `stencil`.
pub fn compute(stencil: &Stencil) -> Extents {
    compute_with(stencil, Regions::Clip)
}

/// The analysis for one call's domain of `ni x nj` points, executions running
/// on the extents `static_extents` gives them ([`compute`]'s): a region is
/// placed on the actual domain, so one at `J[0] + 4` reading `[0, 1, 0]`
/// reaches past a domain of 5 rows, which the domain-independent analysis
/// (GT4Py's) cannot see. What a call must provide is the union of both.
pub fn compute_for_domain(
    stencil: &Stencil,
    static_extents: &Extents,
    ni: i64,
    nj: i64,
) -> Extents {
    compute_with(
        stencil,
        Regions::Domain {
            ni,
            nj,
            floor: static_extents,
        },
    )
}

/// The analysis with every horizontal region taken as covering the whole
/// extent: what a part of the domain (a tile) needs around itself where its
/// edges are not the domain's edges, so that regions cut nothing. Its
/// extents contain those of [`compute`].
pub fn compute_for_tiles(stencil: &Stencil) -> Extents {
    compute_with(stencil, Regions::Whole)
}

fn compute_with(stencil: &Stencil, regions: Regions) -> Extents {
    let mut out = Extents::default();
    let all: Vec<_> = stencil.executions().collect();
    let mut end = all.len();
    while end > 0 {
        // The executions of one block (or a lone execution) share an extent,
        // fixed by what later executions need before the block's own reads.
        let block = all[end - 1].2.block;
        let mut start = end - 1;
        while block.is_some() && start > 0 && all[start - 1].2.block == block {
            start -= 1;
        }
        let group = &all[start..end];
        let mut extent = group
            .iter()
            .map(|(_, _, e)| written_extent(stencil, &out, e))
            .fold(Extent::default(), Extent::union);
        if let Regions::Domain { floor, .. } = regions {
            for (_, _, e) in group {
                extent = extent.union(floor.executions.get(&e.id).copied().unwrap_or_default());
            }
        }
        for (_, section, execution) in group.iter().rev() {
            let mut own = extent;
            if let Regions::Whole = regions {
                // Around a tile, a block's execution also runs where the
                // block's later executions read what it writes: the block
                // shares an extent on the domain (GT4Py's rule, kept by
                // clipping the tile's loops to it), but within the domain a
                // tile's edge is not an edge, and the points past it belong
                // to the next tile's copy of the execution.
                own = own.union(written_extent(stencil, &out, execution));
            }
            out.executions.insert(execution.id, own);
            accumulate_accesses(stencil, section, execution, own, regions, &mut out);
        }
        end = start;
    }
    out
}

/// The extent on which `execution` must run so that the temporaries it writes
/// exist wherever later executions read them.
fn written_extent(stencil: &Stencil, out: &Extents, execution: &HorizontalExecution) -> Extent {
    let mut extent = Extent::default();
    for stmt in &execution.body {
        stmt.walk(&mut |s| {
            if let Stmt::Assign { target, .. } = s {
                if stencil.symbols.get(target.field).is_temporary() {
                    let needed = out.fields.get(&target.field).map(|f| f.horizontal);
                    extent = extent.union(needed.unwrap_or_default().with_domain());
                }
            }
        });
    }
    extent
}

/// Where GT4Py counts a statement as run (see [`for_each_reached`]).
#[derive(Clone, Copy, Debug)]
pub struct Reach(Where);

impl Reach {
    /// The points an access at offset `(di, dj)` touches, whatever the
    /// field's axes (GT4Py's extents ignore them).
    pub fn access(self, di: i32, dj: i32) -> Extent {
        self.0.access(di, dj)
    }
}

/// Calls `f` on every statement of `stencil` that GT4Py counts as run, with
/// where it runs, in execution order and pre-order (a statement before the
/// ones it nests): all but those inside a horizontal region that does not
/// overlap its execution's extent on a domain of any size (GT4Py's
/// `mask_overlap_with_extent`). `extents` are [`compute`]'s.
pub fn for_each_reached(stencil: &Stencil, extents: &Extents, f: &mut dyn FnMut(&Stmt, Reach)) {
    for (_, _, execution) in stencil.executions() {
        let extent = extents
            .executions
            .get(&execution.id)
            .copied()
            .unwrap_or_default();
        for stmt in &execution.body {
            walk_with_regions(stmt, extent, Regions::Clip, &mut |s, at| {
                if let Some(at) = at {
                    f(s, Reach(at))
                }
            });
        }
    }
}

/// A box of points `[i_first, i_last, j_first, j_last]`, indices counted
/// from the domain's first point.
pub type PointBox = [i64; 4];

/// One access of a field by a statement on a call's domain
/// ([`access_events`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    /// The statement's place in the order every point runs the statements
    /// in (a statement reads before it writes; later statements, larger).
    pub order: usize,
    /// Where: a box of points ([`PointBox`]).
    pub points: PointBox,
    /// A write (else a read).
    pub write: bool,
    /// A read of the point the statement runs at (offset zero, by an
    /// execution on the domain, outside any `while`): on every back-end it
    /// happens at that point after the statements before it and before
    /// those after it.
    pub own_point: bool,
}

/// Every access of `field` by `stencil` on a domain of `ni x nj` points, its
/// executions on the extents of `static_extents`: boxes of points where it
/// may read and write it (conditions are ignored: over-approximated), with
/// each access's statement order and whether it reads its own point.
///
/// With `copy_of`, writes that store at each point the value `copy_of` has
/// there, unchanged (`field = copy_of` or through temporaries so assigned,
/// as FV3's `delp_out = fill_corners(delp_in)` does away from the corners),
/// are left out: where the two share memory, they change nothing.
pub fn access_events(
    stencil: &Stencil,
    static_extents: &Extents,
    ni: i64,
    nj: i64,
    field: SymbolId,
    copy_of: Option<SymbolId>,
) -> Vec<Access> {
    let mut out = Vec::new();
    let mode = Regions::Domain {
        ni,
        nj,
        floor: static_extents,
    };
    // Around CPU tiles an execution may also run at points of the next tile
    // (its block's later executions read there): no read of it is then sure
    // to be of its own point.
    let tiles = compute_for_tiles(stencil);
    let mut copies = Copies::new(stencil, copy_of, field, [ni, nj]);
    let mut order = 0;
    for (_, section, execution) in stencil.executions() {
        let all_levels = section.interval.start == crate::ir::LevelBound::start(0)
            && section.interval.end == crate::ir::LevelBound::end(0);
        let extent = static_extents
            .executions
            .get(&execution.id)
            .copied()
            .unwrap_or_default();
        let on_its_points = extent == Extent::default()
            && tiles
                .executions
                .get(&execution.id)
                .copied()
                .unwrap_or_default()
                == Extent::default();
        for stmt in &execution.body {
            // Statements that may run again after later ones (in a `while`),
            // and those that may not run at all (under a condition).
            let (mut looped, mut guarded) = (Vec::new(), Vec::new());
            stmt.walk(&mut |s| match s {
                Stmt::While { body, .. } | Stmt::Masked { body, .. } => {
                    let inner = body.iter();
                    if let Stmt::While { .. } = s {
                        s.walk(&mut |x| looped.push(x as *const Stmt));
                    }
                    for b in inner {
                        b.walk(&mut |x| guarded.push(x as *const Stmt));
                    }
                }
                _ => {}
            });
            walk_with_regions(stmt, extent, mode, &mut |s, at| {
                order += 1;
                let Some(Where::Extent(e) | Where::Region(e)) = at else {
                    return;
                };
                let at = |di: i32, dj: i32| {
                    [
                        i64::from(e.i_lo) + i64::from(di),
                        ni - 1 + i64::from(e.i_hi) + i64::from(di),
                        i64::from(e.j_lo) + i64::from(dj),
                        nj - 1 + i64::from(e.j_hi) + i64::from(dj),
                    ]
                };
                let in_loop = looped.contains(&(s as *const Stmt));
                for r in s.own_reads().into_iter().filter(|r| r.field == field) {
                    out.push(Access {
                        order,
                        points: at(r.offset.i, r.offset.j),
                        write: false,
                        own_point: r.offset == crate::ir::Offset::zero()
                            && on_its_points
                            && !in_loop,
                    });
                }
                if let Stmt::Assign { target, value } = s {
                    let points = at(target.offset.i, target.offset.j);
                    let whole = all_levels
                        && !guarded.contains(&(s as *const Stmt))
                        && covers(points, [0, ni - 1, 0, nj - 1]);
                    let changed = copies.assign(target, value, points, whole);
                    if target.field == field {
                        out.extend(changed.into_iter().map(|points| Access {
                            order,
                            points,
                            write: true,
                            own_point: false,
                        }));
                    }
                }
            });
        }
    }
    out
}

/// Where each temporary may hold something else than the value a field
/// (`of`) has at the same point, for [`access_events`]: boxes of points
/// (everywhere until an assignment of the whole domain says otherwise).
struct Copies<'s> {
    stencil: &'s Stencil,
    of: Option<SymbolId>,
    /// The field whose writes are followed, and whether one of them may have
    /// changed a value yet: until then its own values are `of`'s too.
    written: SymbolId,
    changed: bool,
    differ: BTreeMap<SymbolId, Vec<PointBox>>,
    everywhere: PointBox,
}

impl<'s> Copies<'s> {
    fn new(
        stencil: &'s Stencil,
        of: Option<SymbolId>,
        written: SymbolId,
        [ni, nj]: [i64; 2],
    ) -> Self {
        let margin = i64::from(i32::MAX);
        Copies {
            stencil,
            of,
            written,
            changed: false,
            differ: BTreeMap::new(),
            everywhere: [-margin, ni + margin, -margin, nj + margin],
        }
    }

    /// Where the value of `r` (read at `points`) may differ from `of` there:
    /// nowhere for `of` itself, a temporary's boxes, else everywhere.
    fn differs(&self, value: &crate::ir::Expr, target: SymbolId) -> Option<Vec<PointBox>> {
        let crate::ir::ExprKind::Field(r) = &value.kind else {
            return None;
        };
        let same_type = |a: SymbolId, b: SymbolId| {
            self.stencil.symbols.get(a).dtype() == self.stencil.symbols.get(b).dtype()
        };
        if r.offset != crate::ir::Offset::zero() || !r.data_index.is_empty() {
            return None;
        }
        // `of`, or the field written while nothing changed it (sharing
        // memory with `of`, it holds `of`'s values: `q_out =
        // fill_corners(q_out, q_in)` with one array for both).
        let unchanged = Some(r.field) == self.of || (r.field == self.written && !self.changed);
        if unchanged && same_type(r.field, target) {
            return Some(Vec::new());
        }
        if self.stencil.symbols.get(r.field).is_temporary() && same_type(r.field, target) {
            return Some(
                self.differ
                    .get(&r.field)
                    .cloned()
                    .unwrap_or_else(|| vec![self.everywhere]),
            );
        }
        None
    }

    /// Records `target = value` at `points` (`whole`: at every point and
    /// level, unconditionally); returns the boxes where it may store
    /// something else than `of`'s value there.
    fn assign(
        &mut self,
        target: &crate::ir::FieldRef,
        value: &crate::ir::Expr,
        points: PointBox,
        whole: bool,
    ) -> Vec<PointBox> {
        let changed: Vec<PointBox> = match self.differs(value, target.field) {
            Some(boxes) if self.of.is_some() && target.offset == crate::ir::Offset::zero() => boxes
                .iter()
                .filter_map(|b| intersection(b, &points))
                .collect(),
            _ => vec![points],
        };
        if target.field == self.written && !changed.is_empty() {
            self.changed = true;
        }
        if self.stencil.symbols.get(target.field).is_temporary() {
            let entry = self
                .differ
                .entry(target.field)
                .or_insert_with(|| vec![self.everywhere]);
            if whole {
                // Written at `points` only: beyond them it holds what it held.
                let e = self.everywhere;
                let beyond = [
                    [e[0], points[0] - 1, e[2], e[3]],
                    [points[1] + 1, e[1], e[2], e[3]],
                    [points[0], points[1], e[2], points[2] - 1],
                    [points[0], points[1], points[3] + 1, e[3]],
                ];
                let kept: Vec<PointBox> = entry
                    .iter()
                    .flat_map(|b| beyond.iter().filter_map(move |x| intersection(b, x)))
                    .collect();
                *entry = kept;
            }
            entry.extend(changed.iter().copied());
        }
        changed
    }
}

/// The points boxes `a` and `b` share, if any.
fn intersection(a: &PointBox, b: &PointBox) -> Option<PointBox> {
    let c = [
        a[0].max(b[0]),
        a[1].min(b[1]),
        a[2].max(b[2]),
        a[3].min(b[3]),
    ];
    (c[0] <= c[1] && c[2] <= c[3]).then_some(c)
}

/// True if box `a` contains box `b`.
fn covers(a: PointBox, b: PointBox) -> bool {
    a[0] <= b[0] && b[1] <= a[1] && a[2] <= b[2] && b[3] <= a[3]
}

/// Adds the accesses of `execution`, run on `extent`, to the fields' extents.
fn accumulate_accesses(
    stencil: &Stencil,
    section: &Section,
    execution: &HorizontalExecution,
    extent: Extent,
    regions: Regions,
    out: &mut Extents,
) {
    for stmt in &execution.body {
        walk_with_regions(stmt, extent, regions, &mut |s, region_extent| {
            let Some(region_extent) = region_extent else {
                return;
            };
            let write = match s {
                Stmt::Assign { target, .. } => Some(target),
                _ => None,
            };
            for r in s.own_reads().into_iter().chain(write) {
                let axes = stencil.symbols.get(r.field).field_type().map(|f| f.axes);
                let axes = axes.unwrap_or(crate::ir::Axes::IJK);
                let mut accessed = region_extent.access(r.offset.i, r.offset.j);
                if !axes.i {
                    (accessed.i_lo, accessed.i_hi) = (0, 0);
                }
                if !axes.j {
                    (accessed.j_lo, accessed.j_hi) = (0, 0);
                }
                let entry = out
                    .fields
                    .entry(r.field)
                    .and_modify(|f| f.horizontal = f.horizontal.union(accessed))
                    .or_insert(FieldExtent::new(accessed));
                match r.offset.k {
                    KOffset::Const(k) if axes.k => {
                        widen_k(entry, section.interval, k);
                        let k = i64::from(k);
                        entry.k_reach_below = entry.k_reach_below.max(-k);
                        entry.k_reach_above = entry.k_reach_above.max(k);
                        let windows = out.k_windows.entry(r.field).or_default();
                        match windows.iter_mut().find(|w| w.interval == section.interval) {
                            Some(w) => (w.lo, w.hi) = (w.lo.min(k), w.hi.max(k)),
                            None => windows.push(KWindow {
                                interval: section.interval,
                                lo: k,
                                hi: k,
                            }),
                        }
                    }
                    _ => {}
                }
            }
        });
    }
}

/// The points at which the statements of an execution run: the execution's
/// extent, or inside regions the part of it that they cover.
#[derive(Clone, Copy, Debug)]
enum Where {
    /// Everywhere on the extent.
    Extent(Extent),
    /// Inside a region: the extent shrunk by GT4Py's distance from the edge;
    /// a side bounded only from the other edge of the domain is unbounded
    /// here (`i32::MAX` / `i32::MIN`), and contributes no halo.
    Region(Extent),
}

impl Where {
    /// The points an access at offset `(di, dj)` touches.
    fn access(self, di: i32, dj: i32) -> Extent {
        match self {
            Where::Extent(e) => e.shifted(di, dj),
            // GT4Py unions masked accesses with the zero extent.
            Where::Region(e) => e.shifted(di, dj).with_domain(),
        }
    }

    /// The part of `self` inside `region`, or `None` if they do not overlap:
    /// as GT4Py cuts it for a domain of any size, or, given the domain's
    /// size `(ni, nj)`, exactly.
    fn within(self, region: &crate::ir::Region, domain: Option<(i64, i64)>) -> Option<Where> {
        let e = match self {
            Where::Extent(e) | Where::Region(e) => e,
        };
        let ((i_lo, i_hi), (j_lo, j_hi)) = match domain {
            None => (
                overlap(e.i_lo, e.i_hi, region.i)?,
                overlap(e.j_lo, e.j_hi, region.j)?,
            ),
            Some((ni, nj)) => (
                overlap_on(e.i_lo, e.i_hi, region.i, ni)?,
                overlap_on(e.j_lo, e.j_hi, region.j, nj)?,
            ),
        };
        Some(Where::Region(Extent {
            i_lo,
            i_hi,
            j_lo,
            j_hi,
        }))
    }
}

/// The points an access at offset `(di, dj)` inside `region` touches when its
/// execution runs on `extent` (GT4Py's `to_extent` of a masked access), or
/// `None` if the region does not overlap the extent.
pub(crate) fn region_access(
    extent: Extent,
    region: &crate::ir::Region,
    di: i32,
    dj: i32,
) -> Option<Extent> {
    Some(Where::Extent(extent).within(region, None)?.access(di, dj))
}

/// GT4Py's `_overlap_along_axis` applied to the extent `[lo, hi]` (`hi`
/// counted from the last point of the domain): the extent cut to the range,
/// or `None` if the range lies wholly outside it.
fn overlap(lo: i32, hi: i32, range: crate::ir::AxisRange) -> Option<(i32, i32)> {
    let clamp = |v: i64| v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
    let start = range.start.map(|b| (b.anchor, clamp(b.offset)));
    let end = range.end.map(|b| (b.anchor, clamp(b.offset)));
    // A range ending before the extent starts, or starting after it ends.
    if let Some((Anchor::Start, e)) = end {
        if start.is_none_or(|(a, s)| a == Anchor::Start && lo > s) && e <= lo {
            return None;
        }
    }
    if let Some((Anchor::End, s)) = start {
        if end.is_none_or(|(a, e)| a == Anchor::End && hi < e) && s > hi {
            return None;
        }
    }
    let new_lo = match start {
        None => lo,
        Some((Anchor::Start, s)) => lo.max(s),
        Some((Anchor::End, _)) => i32::MAX / 2,
    };
    let new_hi = match end {
        None => hi,
        Some((Anchor::End, e)) => hi.min(e),
        Some((Anchor::Start, _)) => i32::MIN / 2,
    };
    Some((new_lo, new_hi))
}

/// The extent `[lo, hi]` (`hi` counted from the last point) of an axis of
/// `n` points cut to `range` placed on it, or `None` if they do not overlap.
fn overlap_on(lo: i32, hi: i32, range: crate::ir::AxisRange, n: i64) -> Option<(i32, i32)> {
    let place = |b: crate::ir::LevelBound| match b.anchor {
        Anchor::Start => b.offset,
        Anchor::End => n.saturating_add(b.offset),
    };
    let (first, last) = (i64::from(lo), n - 1 + i64::from(hi));
    let first = range.start.map_or(first, |b| first.max(place(b)));
    let last = range
        .end
        .map_or(last, |b| last.min(place(b).saturating_sub(1)));
    if first > last {
        return None;
    }
    let clamp = |v: i64| v.clamp(i64::from(i32::MIN / 2), i64::from(i32::MAX / 2)) as i32;
    Some((clamp(first), clamp(last - (n - 1))))
}

/// Walks `stmt` and the statements nested in it (pre-order), telling `f`
/// where each runs (`None`: nowhere within the extent), statements in
/// regions as `regions` says.
fn walk_with_regions(
    stmt: &Stmt,
    extent: Extent,
    regions: Regions,
    f: &mut dyn FnMut(&Stmt, Option<Where>),
) {
    fn go(stmt: &Stmt, at: Option<Where>, mode: Regions, f: &mut dyn FnMut(&Stmt, Option<Where>)) {
        f(stmt, at);
        match stmt {
            Stmt::Assign { .. } => {}
            Stmt::Masked { body, .. } | Stmt::While { body, .. } => {
                body.iter().for_each(|s| go(s, at, mode, f))
            }
            Stmt::Restricted { body, .. } if matches!(mode, Regions::Whole) => {
                body.iter().for_each(|s| go(s, at, mode, f))
            }
            Stmt::Restricted { regions, body } => {
                let domain = match mode {
                    Regions::Domain { ni, nj, .. } => Some((ni, nj)),
                    _ => None,
                };
                for region in regions {
                    let inner = at.and_then(|w| w.within(region, domain));
                    body.iter().for_each(|s| go(s, inner, mode, f));
                }
            }
        }
    }
    go(stmt, Some(Where::Extent(extent)), regions, f)
}

/// Levels accessed at offset `k` from an interval, relative to the domain `[0, nk)`.
fn widen_k(entry: &mut FieldExtent, interval: Interval, k: i32) {
    let k = k as i64;
    if interval.start.anchor == Anchor::Start {
        let below = -(interval.start.offset + k);
        entry.k_below = Some(entry.k_below.map_or(below, |b| b.max(below)));
    }
    if interval.end.anchor == Anchor::End {
        let above = interval.end.offset + k;
        entry.k_above = Some(entry.k_above.map_or(above, |a| a.max(above)));
    }
}

#[cfg(test)]
mod tests;
