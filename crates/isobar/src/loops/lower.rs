//! OIR → loop IR: the `StencilCall` domain node lowers itself to a routine.
//!
//! Structure of the generated routine: one OpenMP parallel region whose threads
//! share out tiles of the plane (`omp for` over tile rows and columns); every
//! tile runs all computations over itself plus the halo its temporaries need,
//! with temporaries in thread-private tile buffers.
//!
//! Loops are ordered for the C back-end's layout (I contiguous, then K, then J;
//! see `Backend::axis_order`): I is innermost, in SIMD lanes wherever the
//! statements allow. PARALLEL intervals run each execution over J, K, I; for
//! valid stencils (no K races) the order of levels does not matter.
//! FORWARD/BACKWARD intervals loop over K outside the executions, or, when the
//! columns are independent, sweep each row of the tile level by level with the
//! row's columns in SIMD lanes.

use super::bounds::{in_tile, level, plus, region_cond, size, tile_axis, within};
use super::namer::Namer;
use super::{
    names, ArrayRef, BinaryOp, Buffer, Directive, Expr, Layout, Loop, Node, Param, ParamKind,
    Routine,
};
use crate::ir::{self, DType, ExprKind, IterationOrder, KOffset, SymbolId, SymbolKind};
use crate::oir::extents::{Extent, Extents};
use crate::oir::{self, Stmt};
use std::collections::{BTreeMap, BTreeSet};

/// A call of a stencil over the compute domain: the domain node the loop IR
/// starts from. It owns copies of what it lowers.
#[derive(Clone, Debug)]
pub struct StencilCall {
    stencil: oir::Stencil,
    extents: Extents,
    /// The extents a tile needs around itself ([`oir::extents::compute_for_tiles`]).
    tile_extents: Extents,
    source_file: String,
    line_starts: Vec<u32>,
    layout: Layout,
}

impl StencilCall {
    /// A call of `stencil` (with its `extents`), whose GTScript text is `source`
    /// from the file `source_file` (used for `#line`).
    pub fn new(stencil: &oir::Stencil, extents: &Extents, source_file: &str, source: &str) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(source.match_indices('\n').map(|(p, _)| p as u32 + 1));
        StencilCall {
            stencil: stencil.clone(),
            extents: extents.clone(),
            tile_extents: oir::extents::compute_for_tiles(stencil),
            source_file: source_file.to_string(),
            line_starts,
            layout: Layout::IFirst,
        }
    }

    /// The same call, compiled for fields stored in `layout`.
    pub fn with_layout(mut self, layout: Layout) -> Self {
        self.layout = layout;
        self
    }

    /// What the loop schedule does with the stencil, one line per choice: the
    /// tile, how each vertical loop runs, and what lives in buffers (the
    /// schedule part of `--explain`).
    pub fn describe(&self) -> Vec<String> {
        let l = Lowering::new(self);
        let [ti, tj] = l.tile;
        let mut out = vec![format!(
            "tiles of {ti}x{tj} points (I x J), I innermost in SIMD lanes"
        )];
        for (n, vloop) in self.stencil.loops.iter().enumerate() {
            let how = if l.columns_are_independent(vloop) {
                "swept level by level over rows of independent columns"
            } else if vloop.order == IterationOrder::Parallel {
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

    /// Lowers the call to a routine named after the stencil.
    pub fn lower(&self) -> Routine {
        let l = Lowering::new(self);
        let tile = l.tile;
        let params = l.params();
        let mut per_tile = Vec::new();
        for (axis, [lo, hi]) in names::TILE_BOUNDS.iter().enumerate() {
            let start = Expr::Binary(
                BinaryOp::Mul,
                Box::new(Expr::Var(names::TILE_INDEX[axis].into(), DType::Int64)),
                Box::new(Expr::Int(tile[axis])),
                DType::Int64,
            );
            per_tile.push(Node::Let {
                name: (*lo).into(),
                value: start,
            });
            let end = Expr::Call(
                super::lower::helper("min", DType::Int64),
                vec![
                    plus(Expr::Var((*lo).into(), DType::Int64), tile[axis]),
                    size(axis),
                ],
                DType::Int64,
            );
            per_tile.push(Node::Let {
                name: (*hi).into(),
                value: end,
            });
        }
        let mut work = Vec::new();
        for vloop in &self.stencil.loops {
            if l.columns_are_independent(vloop) {
                work.push(l.column_sweep(vloop));
                continue;
            }
            for section in &vloop.sections {
                work.extend(l.section(vloop.order, section));
            }
        }
        per_tile.push(Node::If {
            cond: Expr::Var(names::BUFFERS_OK.into(), DType::Bool),
            then_body: work,
            else_body: vec![],
        });
        let tiles = |axis: usize, body| Loop {
            var: names::TILE_INDEX[axis].into(),
            start: Expr::Int(0),
            stop: Expr::Binary(
                BinaryOp::Div,
                Box::new(plus(size(axis), tile[axis] - 1)),
                Box::new(Expr::Int(tile[axis])),
                DType::Int64,
            ),
            reverse: false,
            body,
        };
        // Tiles run along the contiguous axis first.
        let tile_loop = match self.layout {
            Layout::IFirst => tiles(1, vec![Node::Loop(tiles(0, per_tile))]),
            Layout::KFirst => tiles(0, vec![Node::Loop(tiles(1, per_tile))]),
        };
        let scope = Node::Scope {
            buffers: l.buffers(),
            body: vec![Node::Directive(Directive::For {
                collapse: 2,
                body: tile_loop,
            })],
        };
        Routine {
            name: l.routine_name,
            stencil_name: self.stencil.name.clone(),
            source_file: self.source_file.clone(),
            params,
            body: vec![Node::Directive(Directive::ParallelRegion {
                body: vec![scope],
            })],
        }
    }
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
        // K innermost: small square tiles keep a tile's columns in cache;
        // sweeps overlap the recurrences of a row of 16 columns.
        (Layout::KFirst, _, true) => [8, 8],
        (Layout::KFirst, _, false) => [4, 16],
    }
}

pub(super) struct Lowering<'c> {
    call: &'c StencilCall,
    routine_name: String,
    /// Identifier and strides of every array (parameter or temporary).
    arrays: BTreeMap<SymbolId, (String, Vec<String>)>,
    /// Identifier of every scalar parameter.
    pub(super) scalars: BTreeMap<SymbolId, String>,
    /// `(lo, hi)` K bound identifiers of fields read at variable K offsets.
    k_bounds: BTreeMap<SymbolId, (String, String)>,
    /// Identifiers of the temporaries demoted to scalars.
    locals: BTreeMap<SymbolId, String>,
    /// Tile size in I and J.
    tile: [i64; 2],
    /// Ring sizes of the temporaries kept as k-caches.
    rings: BTreeMap<SymbolId, i64>,
}

impl<'c> Lowering<'c> {
    fn new(call: &'c StencilCall) -> Self {
        let s = &call.stencil;
        let mut namer = Namer::new();
        let routine_name = super::namer::routine_name(&s.name);
        let mut arrays = BTreeMap::new();
        let mut scalars = BTreeMap::new();
        let mut k_bounds = BTreeMap::new();
        let mut locals = BTreeMap::new();
        let variable_k = fields_with_variable_k(s);
        let accessed = accessed_fields(s);
        for (id, symbol) in s.symbols.iter() {
            match &symbol.kind {
                SymbolKind::ScalarParam(_) => {
                    scalars.insert(id, namer.name(&symbol.name));
                }
                SymbolKind::FieldParam(ty) | SymbolKind::Temporary(ty) => {
                    if s.locals.contains(&id) {
                        locals.insert(id, namer.name(&symbol.name));
                        continue;
                    }
                    if symbol.is_temporary() && !accessed.contains(&id) {
                        continue;
                    }
                    let name = namer.name(&symbol.name);
                    let base = &symbol.name;
                    let mut strides = Vec::new();
                    for (axis, has) in ["i", "j", "k"]
                        .iter()
                        .zip([ty.axes.i, ty.axes.j, ty.axes.k])
                    {
                        if has || symbol.is_temporary() {
                            strides.push(namer.name(&format!("{base}_s{axis}")));
                        }
                    }
                    for d in 0..ty.data_dims.len() {
                        strides.push(namer.name(&format!("{base}_s{d}")));
                    }
                    if symbol.is_field_param() && variable_k.contains(&id) {
                        let lo = namer.name(&format!("{base}_klo"));
                        let hi = namer.name(&format!("{base}_khi"));
                        k_bounds.insert(id, (lo, hi));
                    }
                    arrays.insert(id, (name, strides));
                }
            }
        }
        Lowering {
            call,
            routine_name,
            arrays,
            scalars,
            k_bounds,
            locals,
            tile: [1, 1],
            rings: BTreeMap::new(),
        }
        .with_tile()
    }

    /// Sets the tile size from the stencil and its buffered temporaries.
    fn with_tile(mut self) -> Self {
        let buffered = self
            .arrays
            .keys()
            .filter(|&&id| self.symbols().get(id).is_temporary())
            .count();
        self.tile = tile_for(&self.call.stencil, buffered, self.call.layout);
        let swept: Vec<bool> = self
            .call
            .stencil
            .loops
            .iter()
            .map(|l| self.columns_are_independent(l))
            .collect();
        self.rings = super::kcache::rings(&self.call.stencil, &swept);
        // A 2-D temporary is a tile buffer of one level, reused at every level.
        for (id, symbol) in self.symbols().iter() {
            if symbol.is_temporary() && symbol.field_type().is_some_and(|t| !t.axes.k) {
                self.rings.insert(id, 1);
            }
        }
        self.rings.retain(|id, _| self.arrays.contains_key(id));
        self
    }

    pub(super) fn symbols(&self) -> &'c ir::SymbolTable {
        &self.call.stencil.symbols
    }

    fn params(&self) -> Vec<Param> {
        self.call
            .stencil
            .params
            .iter()
            .map(|&p| {
                let symbol = self.symbols().get(p);
                let kind = match &symbol.kind {
                    SymbolKind::ScalarParam(t) => ParamKind::Scalar { dtype: *t },
                    SymbolKind::FieldParam(ty) | SymbolKind::Temporary(ty) => ParamKind::Field {
                        dtype: ty.dtype,
                        axes: ty.axes,
                        data_dims: ty.data_dims.clone(),
                        strides: self.arrays.get(&p).map(|a| a.1.clone()).unwrap_or_default(),
                        k_bounds: self.k_bounds.get(&p).cloned(),
                    },
                };
                let name = match &symbol.kind {
                    SymbolKind::ScalarParam(_) => self.scalars.get(&p).cloned(),
                    _ => self.arrays.get(&p).map(|a| a.0.clone()),
                };
                Param {
                    name: name.unwrap_or_else(|| symbol.name.clone()),
                    source_name: symbol.name.clone(),
                    kind,
                }
            })
            .collect()
    }

    fn buffers(&self) -> Vec<Buffer> {
        let mut out = Vec::new();
        for (&id, (name, strides)) in &self.arrays {
            let symbol = self.symbols().get(id);
            let Some(ty) = symbol.field_type().filter(|_| symbol.is_temporary()) else {
                continue;
            };
            // A temporary accessed only in regions that never run has no
            // extent: it still gets a (never used) buffer and a derived name.
            let (h, below, above) = self
                .call
                .tile_extents
                .fields
                .get(&id)
                .map(|f| f.buffer_halo())
                .unwrap_or_default();
            let k_ring = self.rings.get(&id).copied();
            let (below, above) = if k_ring.is_some() {
                (0, 0)
            } else {
                (below, above)
            };
            out.push(Buffer {
                name: name.clone(),
                source_name: symbol.name.clone(),
                dtype: ty.dtype,
                tile: self.tile,
                halo: [
                    -h.i_lo as i64,
                    h.i_hi as i64,
                    -h.j_lo as i64,
                    h.j_hi as i64,
                    below,
                    above,
                ],
                data_dims: ty.data_dims.clone(),
                strides: strides.clone(),
                k_ring,
                layout: self.call.layout,
            });
        }
        out
    }

    /// True if the columns of a FORWARD/BACKWARD loop can be swept one by one:
    /// every execution runs on the compute domain only, and nothing the loop
    /// writes is read at an I/J offset within it.
    fn columns_are_independent(&self, vloop: &oir::VerticalLoop) -> bool {
        if vloop.order == IterationOrder::Parallel {
            return false;
        }
        let mut stmts = Vec::new();
        for section in &vloop.sections {
            for e in &section.executions {
                if self.extent(e) != Extent::default() {
                    return false;
                }
                stmts.extend(e.body.iter().cloned());
            }
        }
        let (written, shifted) = oir::writes_and_shifted_reads(&stmts);
        written.is_disjoint(&shifted)
    }

    /// A FORWARD/BACKWARD loop swept over the tile row by row: for every J
    /// row, each section's levels in order and at every level the row's columns
    /// (I, the contiguous axis) innermost, in SIMD lanes: independent
    /// recurrences side by side, on rows that stay in cache level to level.
    fn column_sweep(&self, vloop: &oir::VerticalLoop) -> Node {
        let mut row = Vec::new();
        for section in &vloop.sections {
            let mut per_point = Vec::new();
            let mut lanes = true;
            for e in &section.executions {
                per_point.extend(self.point_body(e));
                lanes &= !reads_own_writes_shifted(e);
            }
            // The row's columns innermost: along I in SIMD lanes when I is
            // contiguous, along J one after the other when K is.
            let (_, inner) = self.plane_axes();
            let lanes = lanes && self.call.layout == Layout::IFirst;
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
        match self.call.layout {
            Layout::IFirst => (1, 0),
            Layout::KFirst => (0, 1),
        }
    }

    /// The loop along I, in SIMD lanes when its body allows and `lanes` holds.
    fn row_loop(&self, l: Loop, lanes: bool) -> Node {
        if lanes && super::simd_safe(&l.body) {
            Node::Directive(Directive::Simd { body: l })
        } else {
            Node::Loop(l)
        }
    }

    /// The extent an execution runs on around a tile: what the tile's own
    /// later executions need, regions cutting nothing (a tile's edge is not
    /// the domain's).
    fn extent(&self, e: &oir::HorizontalExecution) -> Extent {
        self.call
            .tile_extents
            .executions
            .get(&e.id)
            .copied()
            .unwrap_or_default()
    }

    /// The loop over the current tile along axis `n` for execution `e`: the
    /// tile widened by its tile extent, and kept within the extent it has on
    /// the whole domain (where regions do cut it: beyond it, nothing reads
    /// its values and its own reads may leave the fields' halos).
    fn tile_loop(&self, n: usize, e: &oir::HorizontalExecution, body: Vec<Node>) -> Loop {
        let tile = self.extent(e);
        let domain = self
            .call
            .extents
            .executions
            .get(&e.id)
            .copied()
            .unwrap_or_default();
        let ((lo, hi), (dlo, dhi)) = if n == 0 {
            ((tile.i_lo, tile.i_hi), (domain.i_lo, domain.i_hi))
        } else {
            ((tile.j_lo, tile.j_hi), (domain.j_lo, domain.j_hi))
        };
        let mut l = tile_axis(n, lo, hi, body);
        if dlo != lo {
            l.start = Expr::Call(
                "isobar_max_i64".into(),
                vec![l.start, Expr::Int(i64::from(dlo))],
                DType::Int64,
            );
        }
        if dhi != hi {
            l.stop = Expr::Call(
                "isobar_min_i64".into(),
                vec![l.stop, plus(size(n), i64::from(dhi))],
                DType::Int64,
            );
        }
        l
    }

    /// The statements of an execution at one point, with its scalar temporaries.
    fn point_body(&self, e: &oir::HorizontalExecution) -> Vec<Node> {
        let x = self.extent(e);
        let mut used = BTreeSet::new();
        for s in &e.body {
            s.walk(&mut |st| {
                if let Stmt::Assign { target, .. } = st {
                    used.insert(target.field);
                }
            });
        }
        let mut body: Vec<Node> = used
            .iter()
            .filter_map(|id| {
                self.locals.get(id).map(|name| Node::Local {
                    name: name.clone(),
                    dtype: self.symbols().get(*id).dtype(),
                })
            })
            .collect();
        body.extend(e.body.iter().flat_map(|s| self.stmt(s, x)));
        body
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
        match (self.call.layout, order) {
            // No K races in PARALLEL (the checks guarantee it): levels are
            // independent, and each execution covers all of them in turn.
            (Layout::IFirst, IterationOrder::Parallel) => section
                .executions
                .iter()
                .map(|e| {
                    let i = self.tile_loop(0, e, self.point_body(e));
                    let i = self.row_loop(i, !reads_own_writes_shifted(e));
                    let k = Node::Loop(k_loop(vec![i]));
                    Node::Loop(self.tile_loop(1, e, vec![k]))
                })
                .collect(),
            (Layout::KFirst, IterationOrder::Parallel) => section
                .executions
                .iter()
                .map(|e| {
                    let k = self.row_loop(k_loop(self.point_body(e)), true);
                    let j = self.tile_loop(1, e, vec![k]);
                    Node::Loop(self.tile_loop(0, e, vec![Node::Loop(j)]))
                })
                .collect(),
            (layout, _) => {
                let body = section
                    .executions
                    .iter()
                    .map(|e| {
                        let (outer, inner) = self.plane_axes();
                        let lanes = layout == Layout::IFirst && !reads_own_writes_shifted(e);
                        let inner = self.tile_loop(inner, e, self.point_body(e));
                        let inner = self.row_loop(inner, lanes);
                        Node::Loop(self.tile_loop(outer, e, vec![inner]))
                    })
                    .collect();
                vec![Node::Loop(k_loop(body))]
            }
        }
    }

    fn line(&self, span: crate::diagnostics::Span) -> Option<u32> {
        let p = self.call.line_starts.partition_point(|&s| s <= span.start);
        (p > 0).then_some(p as u32)
    }

    /// Lowers an OIR statement at point (i, j, k) of an execution with extent `x`.
    fn stmt(&self, s: &Stmt, x: Extent) -> Vec<Node> {
        match s {
            Stmt::Assign { target, value } => {
                let assign = Node::Assign {
                    target: self.array_ref(target),
                    value: cast(self.expr(value), self.symbols().get(target.field).dtype()),
                    line: self.line(target.span),
                };
                let mut refs: Vec<&ir::FieldRef> = value.field_reads();
                refs.push(target);
                refs.extend(target.index_reads());
                let guarded = self.bounds_checked(&refs, assign);
                let is_param = self.symbols().get(target.field).is_field_param();
                if is_param && x != Extent::default() {
                    vec![Node::If {
                        cond: in_tile(),
                        then_body: vec![guarded],
                        else_body: vec![],
                    }]
                } else {
                    vec![guarded]
                }
            }
            Stmt::Masked { cond, body } => vec![self.bounds_checked(
                &cond.field_reads(),
                Node::If {
                    cond: self.expr(cond),
                    then_body: body.iter().flat_map(|b| self.stmt(b, x)).collect(),
                    else_body: vec![],
                },
            )],
            Stmt::While { cond, body } => {
                // The condition is evaluated again after every iteration (the
                // body may change its indices): the loop runs while its reads
                // are in bounds and it holds (`&&` does not evaluate the
                // condition out of bounds), and fails after it if they are not.
                let checks = self.bounds_checks(&cond.field_reads());
                let body: Vec<Node> = body.iter().flat_map(|b| self.stmt(b, x)).collect();
                let Some(in_bounds) = checks.iter().map(|(c, _)| c.clone()).reduce(|a, b| {
                    Expr::Binary(BinaryOp::And, Box::new(a), Box::new(b), DType::Bool)
                }) else {
                    return vec![Node::While {
                        cond: self.expr(cond),
                        body,
                    }];
                };
                let guarded = Expr::Binary(
                    BinaryOp::And,
                    Box::new(in_bounds),
                    Box::new(self.expr(cond)),
                    DType::Bool,
                );
                let fails = checks.into_iter().map(|(c, code)| Node::If {
                    cond: c,
                    then_body: vec![],
                    else_body: vec![Node::Fail { code }],
                });
                std::iter::once(Node::While {
                    cond: guarded,
                    body,
                })
                .chain(fails)
                .collect()
            }
            Stmt::Restricted { regions, body } => {
                let cond = regions
                    .iter()
                    .map(region_cond)
                    .reduce(|a, b| {
                        Expr::Binary(BinaryOp::Or, Box::new(a), Box::new(b), DType::Bool)
                    })
                    .unwrap_or(Expr::Bool(false));
                vec![Node::If {
                    cond,
                    then_body: body.iter().flat_map(|b| self.stmt(b, x)).collect(),
                    else_body: vec![],
                }]
            }
        }
    }

    /// Wraps `node` in a check that every variable K offset and variable data
    /// index among `refs` is inside its array; outside, the routine fails with
    /// the status that names the field ([`fail_code`]).
    fn bounds_checked(&self, refs: &[&ir::FieldRef], node: Node) -> Node {
        self.bounds_checks(refs)
            .into_iter()
            .rev()
            .fold(node, |inner, (cond, code)| Node::If {
                cond,
                then_body: vec![inner],
                else_body: vec![Node::Fail { code }],
            })
    }

    /// The conditions under which each of `refs` with a variable K offset or
    /// data index is inside its array, with the failure status of its field.
    fn bounds_checks(&self, refs: &[&ir::FieldRef]) -> Vec<(Expr, i32)> {
        let mut checks = Vec::new();
        for r in refs {
            let mut conds = Vec::new();
            if let KOffset::Variable(dk) = &r.offset.k {
                let index = Expr::Binary(
                    BinaryOp::Add,
                    Box::new(Expr::Var(names::K.into(), DType::Int64)),
                    Box::new(cast(self.expr(dk), DType::Int64)),
                    DType::Int64,
                );
                let (lo, hi) = match self.k_bounds.get(&r.field) {
                    Some((lo, hi)) => (
                        Expr::Var(lo.clone(), DType::Int64),
                        Expr::Var(hi.clone(), DType::Int64),
                    ),
                    None => {
                        let b = self
                            .call
                            .extents
                            .fields
                            .get(&r.field)
                            .map(|f| f.buffer_halo())
                            .unwrap_or_default();
                        (Expr::Int(-b.1), plus(size(2), b.2))
                    }
                };
                conds.push(within(index, lo, hi));
            }
            let dims = self
                .symbols()
                .get(r.field)
                .field_type()
                .map(|f| f.data_dims.clone())
                .unwrap_or_default();
            for (d, size) in r.data_index.iter().zip(dims) {
                if !matches!(d.kind, ExprKind::Literal(_)) {
                    conds.push(within(
                        cast(self.expr(d), DType::Int64),
                        Expr::Int(0),
                        Expr::Int(size as i64),
                    ));
                }
            }
            let all = conds
                .into_iter()
                .reduce(|a, b| Expr::Binary(BinaryOp::And, Box::new(a), Box::new(b), DType::Bool));
            if let Some(cond) = all {
                checks.push((cond, fail_code(r.field)));
            }
        }
        checks
    }

    pub(super) fn array_ref(&self, r: &ir::FieldRef) -> ArrayRef {
        let symbol = self.symbols().get(r.field);
        if let Some(name) = self.locals.get(&r.field) {
            return ArrayRef {
                array: name.clone(),
                dtype: symbol.dtype(),
                index: [None, None, None],
                data: Vec::new(),
            };
        }
        let axes = if symbol.is_temporary() {
            ir::Axes::IJK
        } else {
            symbol.field_type().map(|f| f.axes).unwrap_or(ir::Axes::IJK)
        };
        let k = match &r.offset.k {
            KOffset::Const(_) if self.rings.get(&r.field) == Some(&1) => Expr::Int(0),
            KOffset::Const(dk) if self.rings.contains_key(&r.field) => Expr::Call(
                "isobar_ring".into(),
                vec![
                    plus(Expr::Var(names::K.into(), DType::Int64), *dk as i64),
                    Expr::Int(self.rings[&r.field]),
                ],
                DType::Int64,
            ),
            KOffset::Const(dk) => plus(Expr::Var(names::K.into(), DType::Int64), *dk as i64),
            KOffset::Variable(dk) => Expr::Binary(
                BinaryOp::Add,
                Box::new(Expr::Var(names::K.into(), DType::Int64)),
                Box::new(cast(self.expr(dk), DType::Int64)),
                DType::Int64,
            ),
        };
        // Temporaries live in tile buffers: index them from the tile's origin.
        let horizontal = |var: &str, n: usize, offset: i32| {
            let x = Expr::Var(var.into(), DType::Int64);
            let x = if symbol.is_temporary() {
                Expr::Binary(
                    BinaryOp::Sub,
                    Box::new(x),
                    Box::new(Expr::Var(names::TILE_BOUNDS[n][0].into(), DType::Int64)),
                    DType::Int64,
                )
            } else {
                x
            };
            plus(x, offset as i64)
        };
        let index = [
            axes.i.then(|| horizontal(names::I, 0, r.offset.i)),
            axes.j.then(|| horizontal(names::J, 1, r.offset.j)),
            axes.k.then_some(k),
        ];
        ArrayRef {
            array: self
                .arrays
                .get(&r.field)
                .map(|a| a.0.clone())
                .unwrap_or_else(|| symbol.name.clone()),
            dtype: symbol.dtype(),
            index,
            data: r
                .data_index
                .iter()
                .map(|d| cast(self.expr(d), DType::Int64))
                .collect(),
        }
    }
}

/// True if an execution reads at an I/J offset a field it writes: its points
/// must then run one after the other, not in SIMD lanes.
fn reads_own_writes_shifted(e: &oir::HorizontalExecution) -> bool {
    let (written, shifted) = oir::writes_and_shifted_reads(&e.body);
    !written.is_disjoint(&shifted)
}

/// The fields read somewhere at a variable K offset.
/// Every field the statements of `s` read or write (temporaries removed by
/// the passes are not among them).
fn accessed_fields(s: &oir::Stencil) -> BTreeSet<SymbolId> {
    let mut out = BTreeSet::new();
    for (_, _, e) in s.executions() {
        for st in &e.body {
            st.walk(&mut |x| {
                out.extend(x.own_reads().into_iter().map(|r| r.field));
                if let Stmt::Assign { target, .. } = x {
                    out.insert(target.field);
                }
            });
        }
    }
    out
}

fn fields_with_variable_k(s: &oir::Stencil) -> BTreeSet<SymbolId> {
    let mut out = BTreeSet::new();
    for (_, _, e) in s.executions() {
        for st in &e.body {
            st.walk(&mut |x| {
                for r in x.own_reads() {
                    if matches!(r.offset.k, KOffset::Variable(_)) {
                        out.insert(r.field);
                    }
                }
                if let Stmt::Assign { target, .. } = x {
                    if matches!(target.offset.k, KOffset::Variable(_)) {
                        out.insert(target.field);
                    }
                }
            });
        }
    }
    out
}

/// The name of a helper of the C prelude, e.g. `isobar_mod_i32`.
pub fn helper(op: &str, t: DType) -> String {
    let suffix = match t {
        DType::Bool => "b",
        DType::Int8 => "i8",
        DType::Int16 => "i16",
        DType::Int32 => "i32",
        DType::Int64 => "i64",
        DType::Float32 => "f32",
        DType::Float64 => "f64",
    };
    format!("isobar_{op}_{suffix}")
}

/// `e` converted to `t` (unchanged if it already has that type).
pub(super) fn cast(e: Expr, t: DType) -> Expr {
    if e.dtype() == t {
        e
    } else {
        Expr::Cast(t, Box::new(e))
    }
}

/// The first status of [`fail_code`]; lower statuses: 0 success, 2 out of memory.
pub const FAIL_OUT_OF_BOUNDS: i32 = 16;

/// The status a routine returns when an access to `field` at a variable K
/// offset or data index falls outside its array: [`FAIL_OUT_OF_BOUNDS`] plus
/// the field's symbol number, so that the caller can name the field.
pub fn fail_code(field: ir::SymbolId) -> i32 {
    i32::try_from(field.0)
        .ok()
        .and_then(|n| n.checked_add(FAIL_OUT_OF_BOUNDS))
        .unwrap_or(i32::MAX)
}
