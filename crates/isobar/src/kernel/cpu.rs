//! OIR → kernel IR for CPUs: one kernel, run once, whose team of threads
//! shares out tiles of the plane; every tile runs all computations over itself
//! plus the halo its temporaries need, with temporaries in thread-private tile
//! buffers (or k-caches).
//!
//! Loops are ordered for the fields' [`Layout`]. I-first (the C back-end's
//! own storage): I is innermost, in SIMD lanes wherever the statements allow;
//! PARALLEL intervals run each execution over J, K, I (for valid stencils,
//! with no K races, the order of levels does not matter), or, when nothing
//! they write is read at another level, level by level with every execution
//! over the tile at each level (fused programs: one level of the temporaries
//! stays in cache); FORWARD/BACKWARD
//! intervals loop over K outside the executions, or, when the columns are
//! independent, sweep each row of the tile level by level with the row's
//! columns in SIMD lanes. K-first (NumPy's C order): K innermost for
//! PARALLEL, sweeps level by level over rows of J columns.

use super::analysis::{narrow_rows, reads_own_writes_shifted, Analysis};
use super::bounds::{level, plus, size, tile_axis};
use super::lower::{Lowerer, Mode};
use super::namer::Naming;
use super::{carry, rows, spanning, staging};
use super::{
    names, BinaryOp, Buffer, Expr, HostStep, Intrinsic, Kernel, Layout, Loop, Module, Node,
    Schedule, Space, TileOrder,
};
use crate::ir::{DType, IterationOrder};
use crate::oir;
use std::collections::BTreeMap;

/// Lowers the analysed stencil to a CPU module for fields stored in `layout`,
/// with identifiers chosen by `naming`'s rules; `stage_columns` (the C
/// target) lets K-first column sweeps run on staged copies of their columns
/// ([`staging`]) and K-first loops along J carry columns ([`carry`]).
pub fn lower(analysis: &Analysis, layout: Layout, naming: Naming, stage_columns: bool) -> Module {
    // Phases the threads finish in turn ([`super::analysis::tile_phases`];
    // a stencil it fails for is refused before lowering): the copies and
    // rings of staged columns and carried rows are left to one-phase
    // stencils.
    let phases = super::analysis::tile_phases(&analysis.stencil).unwrap_or_default();
    let starts = &phases.starts;
    let stage_columns = stage_columns && starts.is_empty();
    let staged = (stage_columns && layout == Layout::KFirst)
        .then(|| staging::plan(&analysis.stencil, &analysis.independent_columns))
        .flatten();
    let carried_rows = carries_rows(analysis, layout, stage_columns);
    let mut l = cpu_lowering(analysis, layout, naming, staged.is_some(), carried_rows);
    // A temporary read across the wait keeps every level in its tile buffer.
    l.rings.retain(|id, _| !phases.crossing.contains_key(id));
    let spanning = spanning::buffers(&l, &phases.crossing);
    let tile = l.tile();
    // The tile's size along each axis: rows carried along J take tiles of
    // as many rows as keep the threads busy on small domains.
    let tile_size = |axis: usize| {
        if axis == 1 && carried_rows {
            rows::tile_rows()
        } else {
            Expr::Int(tile[axis])
        }
    };
    let params = l.params();
    let mut per_tile = Vec::new();
    for (axis, [lo, hi]) in names::TILE_BOUNDS.iter().enumerate() {
        let start = Expr::Binary(
            BinaryOp::Mul,
            Box::new(Expr::Var(names::TILE_INDEX[axis].into(), DType::Int64)),
            Box::new(tile_size(axis)),
            DType::Int64,
        );
        per_tile.push(Node::Let {
            name: (*lo).into(),
            value: start,
        });
        let end = Expr::Call(
            Intrinsic::Min,
            vec![
                Expr::Binary(
                    BinaryOp::Add,
                    Box::new(Expr::Var((*lo).into(), DType::Int64)),
                    Box::new(tile_size(axis)),
                    DType::Int64,
                ),
                size(axis),
            ],
            DType::Int64,
        );
        per_tile.push(Node::Let {
            name: (*hi).into(),
            value: end,
        });
    }
    let mut bounds = vec![0];
    bounds.extend(starts);
    bounds.push(analysis.stencil.loops.len());
    let mut rings = Vec::new();
    let phases: Vec<Vec<Node>> = bounds
        .windows(2)
        .enumerate()
        .map(|(phase, range)| {
            let mut work = work(&l, analysis, staged.as_ref(), range[0]..range[1]);
            spanning::read_across_the_wait(&mut work, &spanning, phase);
            work.extend(
                spanning
                    .iter()
                    .filter(|s| s.written_in == phase)
                    .map(|s| spanning::copy_from_tile(s, layout)),
            );
            // C-order fields: expressions evaluated at several J offsets are
            // computed once per column and carried along J ([`carry`]);
            // I-first fields, once per point and carried in rows ([`rows`]).
            if layout == Layout::KFirst && stage_columns {
                carry::carry_along_j(&mut work, &mut rings);
            }
            if carried_rows {
                rows::carry_rows(&mut work, &mut rings, tile[0]);
            }
            let mut body = per_tile.clone();
            body.push(Node::If {
                cond: Expr::Var(names::BUFFERS_OK.into(), DType::Bool),
                then_body: work,
                else_body: vec![],
            });
            body
        })
        .collect();
    let tiles = |axis: usize, body| Loop {
        var: names::TILE_INDEX[axis].into(),
        start: Expr::Int(0),
        stop: Expr::Binary(
            BinaryOp::Div,
            Box::new(match tile_size(axis) {
                Expr::Int(n) => plus(size(axis), n - 1),
                t => plus(
                    Expr::Binary(
                        BinaryOp::Add,
                        Box::new(size(axis)),
                        Box::new(t),
                        DType::Int64,
                    ),
                    -1,
                ),
            }),
            Box::new(tile_size(axis)),
            DType::Int64,
        ),
        reverse: false,
        body,
    };
    // Tiles run along the contiguous axis first; the threads share out the
    // tiles of each phase in turn (and wait for each other after each).
    let tile_loops: Vec<Node> = phases
        .into_iter()
        .map(|per_tile| {
            let body = match layout {
                Layout::IFirst => tiles(1, vec![Node::Loop(tiles(0, per_tile))]),
                Layout::KFirst => tiles(0, vec![Node::Loop(tiles(1, per_tile))]),
            };
            Node::Schedule(Schedule::ShareOut { collapse: 2, body })
        })
        .collect();
    let mut buffers = l.buffers();
    buffers.extend(rings);
    if let Some(fields) = &staged {
        buffers.extend(staging::buffers(&analysis.stencil, fields));
    }
    let scope = Node::Scope {
        buffers,
        body: tile_loops,
    };
    let threads = Node::Schedule(Schedule::Threads { body: vec![scope] });
    // Buffers spanning the domain are allocated once, for all threads.
    let body = if spanning.is_empty() {
        vec![threads]
    } else {
        vec![Node::Scope {
            buffers: spanning.iter().map(|s| s.domain.clone()).collect(),
            body: vec![Node::If {
                cond: Expr::Var(names::BUFFERS_OK.into(), DType::Bool),
                then_body: vec![threads],
                else_body: vec![],
            }],
        }]
    };
    Module {
        name: l.routine_name.clone(),
        stencil_name: analysis.stencil.name.clone(),
        source_file: analysis.source_file.clone(),
        params,
        buffers: Vec::new(),
        kernels: vec![Kernel {
            name: l.routine_name.clone(),
            space: Space::Once,
            body,
        }],
        host: vec![HostStep::Launch(0)],
    }
}

/// The loop nests of every vertical loop over one tile; column sweeps over
/// `staged` fields run on their staged copies.
fn work(
    l: &Lowerer<'_>,
    analysis: &Analysis,
    staged: Option<&BTreeMap<crate::ir::SymbolId, staging::StagedField>>,
    loops: std::ops::Range<usize>,
) -> Vec<Node> {
    let mut work = Vec::new();
    for (n, vloop) in analysis.stencil.loops.iter().enumerate() {
        if !loops.contains(&n) {
            continue;
        }
        if analysis.independent_columns[n] {
            let mut sweep = vec![l.column_sweep(vloop)];
            if let Some(fields) = staged {
                let (before, after) = staging::copies(&analysis.stencil, vloop, fields, &l.arrays);
                let to = fields
                    .iter()
                    .filter_map(|(id, f)| Some((l.arrays.get(id)?.0.clone(), f.buffer.clone())))
                    .collect();
                staging::redirect(&mut sweep, &to);
                staging::prefetch_next_block(&mut sweep, &before);
                work.extend(before);
                work.extend(sweep);
                work.extend(after);
            } else {
                work.extend(sweep);
            }
            continue;
        }
        for section in &vloop.sections {
            work.extend(l.section(vloop.order, section));
        }
    }
    work
}

/// Whether the C lowering carries rows along J ([`rows`]): on I-first
/// fields, for stencils without buffered temporaries whose loop nests
/// evaluate an expression at several J offsets.
fn carries_rows(analysis: &Analysis, layout: Layout, stage_columns: bool) -> bool {
    if layout != Layout::IFirst || !stage_columns || analysis.buffered_temporaries().count() > 0 {
        return false;
    }
    let l = cpu_lowering(analysis, layout, Naming::default(), false, false);
    rows::applies(&work(&l, analysis, None, 0..analysis.stencil.loops.len()))
}

/// What the CPU schedule does with the stencil, one line per choice: the
/// tile, how each vertical loop runs, and what lives in buffers (the schedule
/// part of `--explain`); `stage_columns` as for [`lower`].
pub fn describe(analysis: &Analysis, layout: Layout, stage_columns: bool) -> Vec<String> {
    let carried_rows = carries_rows(analysis, layout, stage_columns);
    let l = cpu_lowering(analysis, layout, Naming::default(), false, carried_rows);
    let [ti, tj] = l.tile();
    let rows = if carried_rows {
        format!("min({tj}, max(4, nj / 8))")
    } else {
        tj.to_string()
    };
    let mut out = vec![format!(
        "tiles of {ti}x{rows} points (I x J), I innermost in SIMD lanes"
    )];
    if carried_rows {
        out.push(format!(
            "expressions read at several J offsets: computed once per point into rings of rows carried along J, {} levels at a time",
            rows::BLOCK_LEVELS
        ));
    }
    for (n, vloop) in analysis.stencil.loops.iter().enumerate() {
        let how = if analysis.independent_columns[n] {
            "swept level by level over rows of independent columns"
        } else if vloop.order == IterationOrder::Parallel
            && !(layout == Layout::IFirst
                && vloop
                    .sections
                    .iter()
                    .all(|s| s.executions.len() > 1 && level_local(s)))
        {
            "each execution over J, K, I"
        } else {
            "level by level, each execution over the tile"
        };
        out.push(format!(
            "computation {} ({}): {how}",
            n + 1,
            vloop.order.name()
        ));
    }
    for b in l.buffers() {
        let what = match b.k_ring {
            Some(1) => {
                "tile buffer of one level (2-D, or a k-cache of the current level)".to_string()
            }
            Some(r) => format!("k-cache of {r} level(s)"),
            None => "tile buffer over every level".to_string(),
        };
        out.push(format!("{}: {what}", b.source_name));
    }
    out
}

/// The 3-D temporaries (without data dimensions) every access of which lies
/// in one section that runs level by level: one level of their tile buffer is
/// all they need (a ring of one level), so a fused program's temporaries stay
/// in cache.
pub(super) fn one_level_temporaries(analysis: &Analysis) -> Vec<crate::ir::SymbolId> {
    use std::collections::BTreeMap;
    let stencil = &analysis.stencil;
    // Temporary → the sections (loop, section) that access it.
    let mut homes: BTreeMap<crate::ir::SymbolId, std::collections::BTreeSet<(usize, usize)>> =
        BTreeMap::new();
    for (n, vloop) in stencil.loops.iter().enumerate() {
        for (m, section) in vloop.sections.iter().enumerate() {
            for e in &section.executions {
                for st in &e.body {
                    st.walk(&mut |x| {
                        for (r, _) in x.own_accesses() {
                            if stencil.symbols.get(r.field).is_temporary() {
                                homes.entry(r.field).or_default().insert((n, m));
                            }
                        }
                    });
                }
            }
        }
    }
    homes
        .into_iter()
        .filter(|(id, sections)| {
            let ty = stencil.symbols.get(*id).field_type();
            let plain = ty.is_some_and(|t| t.axes.k && t.data_dims.is_empty());
            let mut it = sections.iter();
            let (Some(&(n, m)), None) = (it.next(), it.next()) else {
                return false;
            };
            let vloop = &stencil.loops[n];
            plain
                && !analysis.independent_columns[n]
                && level_by_level(vloop.order, &vloop.sections[m])
        })
        .map(|(id, _)| id)
        .collect()
}

/// True if the I-first schedule runs `section` level by level: a PARALLEL
/// section of several executions, none of which reads at another level what
/// the section writes.
pub(super) fn level_by_level(order: IterationOrder, section: &oir::Section) -> bool {
    order == IterationOrder::Parallel && section.executions.len() > 1 && level_local(section)
}

/// True if no execution of `section` reads, at a K offset other than zero,
/// a field that an execution of the section writes: the section can then run
/// level by level.
fn level_local(section: &oir::Section) -> bool {
    let mut written = std::collections::BTreeSet::new();
    for e in &section.executions {
        for s in &e.body {
            s.walk(&mut |st| {
                if let oir::Stmt::Assign { target, .. } = st {
                    written.insert(target.field);
                }
            });
        }
    }
    let mut local = true;
    for e in &section.executions {
        for s in &e.body {
            s.walk(&mut |st| {
                for (r, _) in st.own_accesses() {
                    if written.contains(&r.field) && r.offset.k_const() != Some(0) {
                        local = false;
                    }
                }
            });
        }
    }
    local
}

fn cpu_lowering(
    analysis: &Analysis,
    layout: Layout,
    naming: Naming,
    staged: bool,
    carried_rows: bool,
) -> Lowerer<'_> {
    let buffered = analysis.buffered_temporaries().count();
    let mut tile = tile_for(&analysis.stencil, buffered, layout);
    if carried_rows {
        // Rings are filled once per tile: tall tiles (`rows`).
        tile[1] = rows::TILE_ROWS;
    }
    if staged {
        // A tile is a row of columns along J, consecutive in memory.
        tile = [1, staging::LANES];
    }
    // Deep halos (chains of neighbour reads through temporaries, as fused
    // programs have) would recompute most rows of a thin tile: make the tile
    // about four times as tall as the halo.
    let halo_j = analysis
        .tile_extents
        .executions
        .values()
        .map(|e| (-e.j_lo).max(e.j_hi))
        .max()
        .unwrap_or(0);
    if layout == Layout::IFirst && tile[1] > 1 {
        tile[1] = (4 * i64::from(halo_j)).clamp(tile[1], 32);
    }
    // Sections run level by level (fused programs) keep one level of their
    // temporaries: whole rows of 256 points stream the fields' rows, and 16
    // rows or more keep the halo rows recomputed around a tile few.
    let level_by_level = analysis
        .stencil
        .loops
        .iter()
        .any(|l| l.sections.iter().any(|s| level_by_level(l.order, s)));
    if layout == Layout::IFirst && level_by_level && buffered > 0 {
        tile = [256, (4 * i64::from(halo_j)).clamp(16, 32)];
        if let Some([ni, nj]) = analysis.domain_size {
            // A known domain up to 512 points wide is one tile wide, and is
            // cut along J into a multiple of four tiles of at most 48 rows,
            // which two or four threads share evenly.
            if (1..=512).contains(&ni) {
                tile[0] = ni;
            }
            if nj > 0 {
                let tiles = ((nj + 47) / 48 + 3) / 4 * 4;
                tile[1] = ((nj + tiles - 1) / tiles).max(8);
            }
        }
    }
    Lowerer::new(
        analysis,
        Mode::Cpu {
            layout,
            tile,
            staged,
        },
        naming,
    )
}

/// The tile size in I and J for `stencil`. The plane is cut into tiles that
/// threads compute independently, every statement of the stencil over one tile
/// (plus the halo its temporaries need) before the next tile. GT4Py's rules make
/// tiles independent: parameters written are never read at I/J offsets, and
/// temporaries live in thread-private tile buffers.
///
/// Tiles are rows of the plane (long along I, the contiguous axis): stencils
/// with no buffered temporaries stream whole rows; buffered temporaries cover
/// every level of the tile, so their tiles are cut to stay in L2 cache.
pub fn tile_for(stencil: &oir::Stencil, buffered: usize, layout: Layout) -> [i64; 2] {
    let parallel = stencil
        .loops
        .iter()
        .all(|l| l.order == IterationOrder::Parallel);
    match (layout, buffered, parallel) {
        (Layout::IFirst, 0, _) => [256, 1],
        (Layout::IFirst, _, true) => [64, 4],
        (Layout::IFirst, _, false) => [256, 1],
        // K innermost. Without buffers, a tile is a row of whole columns
        // along J, which lie one after the other in memory: the fields stream
        // (tiles of 8x8 columns read them in 5 KiB pieces, 1.5x slower).
        // Buffered temporaries keep small square tiles in cache; sweeps
        // overlap the recurrences of 64 columns (2 rows of 32).
        (Layout::KFirst, 0, true) => [1, 256],
        (Layout::KFirst, _, true) => [8, 8],
        (Layout::KFirst, _, false) => [2, 32],
    }
}

impl Lowerer<'_> {
    fn layout(&self) -> Layout {
        match self.mode {
            Mode::Cpu { layout, .. } => layout,
            Mode::Device => Layout::IFirst,
        }
    }

    fn staged(&self) -> bool {
        matches!(self.mode, Mode::Cpu { staged: true, .. })
    }

    fn tile(&self) -> [i64; 2] {
        match self.mode {
            Mode::Cpu { tile, .. } => tile,
            Mode::Device => [1, 1],
        }
    }

    /// A tile buffer for every buffered temporary.
    pub(super) fn buffers(&self) -> Vec<Buffer> {
        let mut out = Vec::new();
        for (&id, (name, strides)) in &self.arrays {
            let symbol = self.symbols().get(id);
            let Some(ty) = symbol.field_type().filter(|_| symbol.is_temporary()) else {
                continue;
            };
            let k_ring = self.rings.get(&id).copied();
            out.push(Buffer {
                name: name.clone(),
                source_name: symbol.name.clone(),
                dtype: ty.dtype,
                tile: self.tile(),
                halo: self.buffer_halo(&self.analysis.tile_extents, id),
                data_dims: ty.data_dims.clone(),
                strides: strides.clone(),
                k_ring,
                layout: if self.staged() {
                    TileOrder::JFirst
                } else {
                    self.layout().into()
                },
                level_blocks: false,
                spans_domain: false,
            });
        }
        out
    }

    /// A FORWARD/BACKWARD loop swept over the tile row by row: for every J
    /// row, each section's levels in order and at every level the row's columns
    /// (I, the contiguous axis) innermost, in SIMD lanes: independent
    /// recurrences side by side, on rows that stay in cache level to level.
    fn column_sweep(&self, vloop: &oir::VerticalLoop) -> Node {
        let mut row = Vec::new();
        for section in &vloop.sections {
            let per_point = self.joined_point_bodies(&section.executions);
            let lanes = section
                .executions
                .iter()
                .all(|e| !reads_own_writes_shifted(e));
            // The row's columns innermost: along I in SIMD lanes when I is
            // contiguous (or the columns are staged), along J one after the
            // other when K is.
            let (_, inner) = self.plane_axes();
            let lanes = lanes && (self.layout() == Layout::IFirst || self.staged());
            let columns = self.row_loop(tile_axis(inner, 0, 0, per_point), lanes);
            row.push(Node::Loop(Loop {
                var: names::K.into(),
                start: level(section.interval.start),
                stop: level(section.interval.end),
                reverse: vloop.order == IterationOrder::Backward,
                body: vec![columns],
            }));
        }
        let (outer, _) = self.plane_axes();
        Node::Loop(tile_axis(outer, 0, 0, row))
    }

    /// The plane's outer and inner axis (0 = I, 1 = J): I inner when it is
    /// contiguous, J inner when K is (I, the slowest axis, outside).
    fn plane_axes(&self) -> (usize, usize) {
        match self.layout() {
            Layout::IFirst => (1, 0),
            Layout::KFirst => (0, 1),
        }
    }

    /// The statements of `e` at one point, for loops made by
    /// [`Lowerer::tile_loop`] on both axes: where those loops are cut to the
    /// execution's regions, the regions' tests are left out.
    fn clipped_body(&self, e: &oir::HorizontalExecution) -> Vec<Node> {
        if e.clip_regions().is_empty() {
            return self.point_body(e);
        }
        let inner = oir::HorizontalExecution {
            body: e.clipped_stmts().into_iter().cloned().collect(),
            ..e.clone()
        };
        self.point_body(&inner)
    }

    /// The loop along I, in SIMD lanes when its body allows and `lanes` holds.
    fn row_loop(&self, l: Loop, lanes: bool) -> Node {
        if lanes && super::simd_safe(&l.body) {
            Node::Schedule(Schedule::Lanes { body: l })
        } else {
            Node::Loop(l)
        }
    }

    /// The loop over the current tile along axis `n` for execution `e`: the
    /// tile widened by its tile extent, and kept within the extent it has on
    /// the whole domain (where regions do cut it: beyond it, nothing reads
    /// its values and its own reads may leave the fields' halos).
    fn tile_loop(&self, n: usize, e: &oir::HorizontalExecution, body: Vec<Node>) -> Loop {
        let tile = self.analysis.tile_extent(e);
        let domain = self.analysis.domain_extent(e);
        let ((lo, hi), (dlo, dhi)) = if n == 0 {
            ((tile.i_lo, tile.i_hi), (domain.i_lo, domain.i_hi))
        } else {
            ((tile.j_lo, tile.j_hi), (domain.j_lo, domain.j_hi))
        };
        let mut l = tile_axis(n, lo, hi, body);
        // An execution whose statements all lie in regions (a fused
        // program's call on its own domain, a `horizontal` region inside it)
        // loops over their intersection only.
        for region in e.clip_regions() {
            let range = if n == 0 { region.i } else { region.j };
            let (start, end) = super::bounds::range_bounds(range, n);
            if let Some(start) = start {
                l.start = Expr::Call(Intrinsic::Max, vec![l.start, start], DType::Int64);
            }
            if let Some(end) = end {
                l.stop = Expr::Call(Intrinsic::Min, vec![l.stop, end], DType::Int64);
            }
        }
        if dlo != lo {
            l.start = Expr::Call(
                Intrinsic::Max,
                vec![l.start, Expr::Int(i64::from(dlo))],
                DType::Int64,
            );
        }
        if dhi != hi {
            l.stop = Expr::Call(
                Intrinsic::Min,
                vec![l.stop, plus(size(n), i64::from(dhi))],
                DType::Int64,
            );
        }
        l
    }

    /// One interval, over the current tile: PARALLEL runs each execution over
    /// J, K and I; FORWARD/BACKWARD loop over K outside the executions. I, the
    /// contiguous axis, is innermost.
    fn section(&self, order: IterationOrder, section: &oir::Section) -> Vec<Node> {
        let k_loop = |body| Loop {
            var: names::K.into(),
            start: level(section.interval.start),
            stop: level(section.interval.end),
            reverse: order == IterationOrder::Backward,
            body,
        };
        match (self.layout(), order) {
            // No K races in PARALLEL (the checks guarantee it): levels are
            // independent, and each execution covers all of them in turn.
            // Levels are independent and nothing the section writes is read
            // at another level: every execution of a level runs over the
            // tile before the next level, so the temporaries' working set is
            // one level of the tile (the fused stencil calls of a program).
            (Layout::IFirst, IterationOrder::Parallel) if level_by_level(order, section) => {
                let nests = section
                    .executions
                    .iter()
                    .map(|e| self.plane_nest(e, (1, 0), in_lanes(e)))
                    .collect();
                levels_around(nests, k_loop)
            }
            (Layout::IFirst, IterationOrder::Parallel) => section
                .executions
                .iter()
                .map(|e| {
                    let i = self.tile_loop(0, e, self.clipped_body(e));
                    let i = self.row_loop(i, in_lanes(e));
                    let k = Node::Loop(k_loop(vec![i]));
                    Node::Loop(self.tile_loop(1, e, vec![k]))
                })
                .collect(),
            (Layout::KFirst, IterationOrder::Parallel) => section
                .executions
                .iter()
                .map(|e| {
                    let k = self.row_loop(k_loop(self.clipped_body(e)), true);
                    let j = self.tile_loop(1, e, vec![k]);
                    Node::Loop(self.tile_loop(0, e, vec![Node::Loop(j)]))
                })
                .collect(),
            (layout, _) => {
                let nests = section
                    .executions
                    .iter()
                    .map(|e| {
                        let lanes = layout == Layout::IFirst && in_lanes(e);
                        self.plane_nest(e, self.plane_axes(), lanes)
                    })
                    .collect();
                levels_around(nests, k_loop)
            }
        }
    }

    /// The loops of `e` over the tile, the `outer` axis around the `inner`
    /// one (0 = I, 1 = J), the inner one in SIMD lanes where `lanes` allows;
    /// for an execution cut to one region, also the name and value of a
    /// number that is zero where the region leaves the tile no point.
    fn plane_nest(
        &self,
        e: &oir::HorizontalExecution,
        (outer, inner): (usize, usize),
        lanes: bool,
    ) -> PlaneNest {
        let inner = self.tile_loop(inner, e, self.clipped_body(e));
        let outer = self.tile_loop(outer, e, Vec::new());
        let points = (!e.clip_regions().is_empty()).then(|| {
            let span = |l: &Loop| {
                Expr::Call(
                    Intrinsic::Max,
                    vec![
                        Expr::Int(0),
                        Expr::Binary(
                            BinaryOp::Sub,
                            Box::new(l.stop.clone()),
                            Box::new(l.start.clone()),
                            DType::Int64,
                        ),
                    ],
                    DType::Int64,
                )
            };
            let value = Expr::Call(
                Intrinsic::Min,
                vec![span(&outer), span(&inner)],
                DType::Int64,
            );
            (format!("isobar_in_tile{}", e.id.0), value)
        });
        let nest = Loop {
            body: vec![self.row_loop(inner, lanes)],
            ..outer
        };
        PlaneNest { nest, points }
    }
}

/// An execution's loops over the tile's plane ([`Lowerer::plane_nest`]).
struct PlaneNest {
    nest: Loop,
    /// For an execution cut to one region: the name of a `const` and its
    /// value, zero where the tile holds no point of the region.
    points: Option<(String, Expr)>,
}

/// The loop over levels (`k_loop`) around the executions' `nests`, one
/// after the other at each level. An execution cut to one region runs only
/// in tiles that hold some of it, tested once per tile, before the levels;
/// where every execution is cut so, a tile that holds none skips the levels
/// (NDSL's corner stencils: dozens of one-point regions, which had cost
/// every row of tiles dozens of empty loops per level).
fn levels_around(nests: Vec<PlaneNest>, k_loop: impl FnOnce(Vec<Node>) -> Loop) -> Vec<Node> {
    let positive = |name: &str| {
        Expr::Binary(
            BinaryOp::Gt,
            Box::new(Expr::Var(name.into(), DType::Int64)),
            Box::new(Expr::Int(0)),
            DType::Bool,
        )
    };
    let all_cut = nests.iter().all(|n| n.points.is_some());
    let mut out = Vec::new();
    let mut tests = Vec::new();
    let mut body = Vec::new();
    for PlaneNest { nest, points } in nests {
        match points {
            Some((name, value)) => {
                out.push(Node::Let {
                    name: name.clone(),
                    value,
                });
                tests.push(positive(&name));
                body.push(Node::If {
                    cond: positive(&name),
                    then_body: vec![Node::Loop(nest)],
                    else_body: vec![],
                });
            }
            None => body.push(Node::Loop(nest)),
        }
    }
    let levels = Node::Loop(k_loop(body));
    match tests
        .into_iter()
        .reduce(|a, b| Expr::Binary(BinaryOp::Or, Box::new(a), Box::new(b), DType::Bool))
    {
        Some(any) if all_cut => out.push(Node::If {
            cond: any,
            then_body: vec![levels],
            else_body: vec![],
        }),
        _ => out.push(levels),
    }
    out
}

/// Whether the rows of `e` (along I) may run in SIMD lanes: no point reads
/// what its neighbours write, and the rows are not a few points wide.
fn in_lanes(e: &oir::HorizontalExecution) -> bool {
    !reads_own_writes_shifted(e) && !narrow_rows(e)
}
