//! OIR → kernel IR, the part every lowering shares: names of the arrays and
//! scalars, the parameters, and the statements at one point (assignments with
//! their casts and bounds checks, masks, `while`, regions) with their array
//! accesses. The CPU lowering ([`super::cpu`]) and the device lowering
//! ([`super::device`]) arrange these points in loops and kernels.

use super::analysis::Analysis;
use super::bounds::{in_domain, in_tile, plus, region_cond, size, within};
use super::namer::{Namer, Naming};
use super::{names, ArrayRef, BinaryOp, Expr, Intrinsic, Layout, Node, Param, ParamKind};
use crate::ir::{self, DType, ExprKind, KOffset, SymbolId, SymbolKind};
use crate::oir::extents::{Extent, Extents};
use crate::oir::{self, Stmt};
use std::collections::{BTreeMap, BTreeSet};

/// How the points of the stencil are arranged: by a CPU lowering, in tiles
/// (temporaries in tile buffers, indexed from the tile's origin), or by the
/// device lowering (temporaries over the whole domain).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    /// Tiles of `tile` points (I x J), fields stored in `layout`.
    Cpu {
        /// Storage order.
        layout: Layout,
        /// Tile size in I and J.
        tile: [i64; 2],
        /// Column sweeps run on staged copies of K-first fields
        /// ([`super::staging`]): tile buffers keep I contiguous.
        staged: bool,
    },
    /// Grids of work items over the domain.
    Device,
}

pub(super) struct Lowerer<'a> {
    pub(super) analysis: &'a Analysis,
    pub(super) mode: Mode,
    pub(super) routine_name: String,
    /// Identifier and strides of every array (parameter or temporary).
    pub(super) arrays: BTreeMap<SymbolId, (String, Vec<String>)>,
    /// Identifier of every scalar parameter.
    pub(super) scalars: BTreeMap<SymbolId, String>,
    /// `(lo, hi)` K bound identifiers of fields read at variable K offsets.
    k_bounds: BTreeMap<SymbolId, (String, String)>,
    /// Identifiers of the temporaries demoted to scalars.
    locals: BTreeMap<SymbolId, String>,
    /// Ring sizes of the temporaries kept as k-caches (2-D temporaries: 1).
    pub(super) rings: BTreeMap<SymbolId, i64>,
}

impl<'a> Lowerer<'a> {
    /// The halo `[-i_lo, i_hi, -j_lo, j_hi, below, above]` of the buffer of
    /// the temporary `id` on `extents`: no levels below or above for one
    /// kept in a ring; none at all for one accessed only in regions that
    /// never run (it has no extent, yet gets a never used buffer).
    pub(super) fn buffer_halo(&self, extents: &Extents, id: SymbolId) -> [i64; 6] {
        let (h, below, above) = extents
            .fields
            .get(&id)
            .map(|f| f.buffer_halo())
            .unwrap_or_default();
        let (below, above) = if self.rings.contains_key(&id) {
            (0, 0)
        } else {
            (below, above)
        };
        [
            -h.i_lo as i64,
            h.i_hi as i64,
            -h.j_lo as i64,
            h.j_hi as i64,
            below,
            above,
        ]
    }

    /// Names every array and scalar of the stencil with `naming`'s rules.
    pub(super) fn new(analysis: &'a Analysis, mode: Mode, naming: Naming) -> Self {
        let s = &analysis.stencil;
        let mut namer = Namer::with_rules(naming);
        let routine_name = super::namer::routine_name(&s.name);
        let mut arrays = BTreeMap::new();
        let mut scalars = BTreeMap::new();
        let mut k_bounds = BTreeMap::new();
        let mut locals = BTreeMap::new();
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
                    if symbol.is_temporary() && !analysis.is_buffered(id) {
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
                    if symbol.is_field_param() && analysis.variable_k.contains(&id) {
                        let lo = namer.name(&format!("{base}_klo"));
                        let hi = namer.name(&format!("{base}_khi"));
                        k_bounds.insert(id, (lo, hi));
                    }
                    arrays.insert(id, (name, strides));
                }
            }
        }
        let mut rings = match mode {
            Mode::Cpu { .. } => analysis.rings.clone(),
            Mode::Device => BTreeMap::new(),
        };
        // A 2-D temporary is a buffer of one level, reused at every level.
        for (id, symbol) in s.symbols.iter() {
            if symbol.is_temporary() && symbol.field_type().is_some_and(|t| !t.axes.k) {
                rings.insert(id, 1);
            }
        }
        if let Mode::Cpu {
            layout: super::Layout::IFirst,
            ..
        } = mode
        {
            // Temporaries of one section run level by level keep one level.
            for id in super::cpu::one_level_temporaries(analysis) {
                rings.insert(id, 1);
            }
        }
        rings.retain(|id, _| arrays.contains_key(id));
        Lowerer {
            analysis,
            mode,
            routine_name,
            arrays,
            scalars,
            k_bounds,
            locals,
            rings,
        }
    }

    pub(super) fn symbols(&self) -> &'a ir::SymbolTable {
        &self.analysis.stencil.symbols
    }

    pub(super) fn params(&self) -> Vec<Param> {
        self.analysis
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
                        contiguous: self.contiguous_stride(ty.axes),
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

    /// The position among a field's strides of the axis the loops run
    /// innermost, for a CPU routine (none on devices).
    fn contiguous_stride(&self, axes: ir::Axes) -> Option<usize> {
        match self.mode {
            Mode::Cpu {
                layout: super::Layout::IFirst,
                ..
            } => axes.i.then_some(0),
            Mode::Cpu {
                layout: super::Layout::KFirst,
                ..
            } => axes.k.then_some(axes.i as usize + axes.j as usize),
            Mode::Device => None,
        }
    }

    /// The statements of an execution at one point, with its scalar temporaries.
    /// The point bodies of `executions` run one after the other in one loop
    /// body (a column sweep): a local several of them use is declared once.
    pub(super) fn joined_point_bodies<'e>(
        &self,
        executions: impl IntoIterator<Item = &'e oir::HorizontalExecution>,
    ) -> Vec<Node> {
        let mut out: Vec<Node> = Vec::new();
        for e in executions {
            for node in self.point_body(e) {
                let declared = matches!(&node, Node::Local { name, .. }
                    if out.iter().any(|n| matches!(n, Node::Local { name: m, .. } if m == name)));
                if !declared {
                    out.push(node);
                }
            }
        }
        out
    }

    pub(super) fn point_body(&self, e: &oir::HorizontalExecution) -> Vec<Node> {
        let x = match self.mode {
            Mode::Cpu { .. } => self.analysis.tile_extent(e),
            Mode::Device => self.analysis.domain_extent(e),
        };
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

    fn line(&self, span: crate::diagnostics::Span) -> Option<u32> {
        self.analysis.line(span)
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
                let mut refs = guarded_reads(value);
                refs.push((target, Vec::new()));
                refs.extend(target.index_reads().into_iter().map(|r| (r, Vec::new())));
                let guarded = self.bounds_checked(&refs, assign);
                let is_param = self.symbols().get(target.field).is_field_param();
                if is_param && x != Extent::default() {
                    vec![Node::If {
                        cond: match self.mode {
                            Mode::Cpu { .. } => in_tile(),
                            Mode::Device => in_domain(),
                        },
                        then_body: vec![guarded],
                        else_body: vec![],
                    }]
                } else {
                    vec![guarded]
                }
            }
            Stmt::Masked { cond, body } => vec![self.bounds_checked(
                &guarded_reads(cond),
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
                let checks = self.bounds_checks(&guarded_reads(cond));
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
    /// index among `refs` is inside its array where the statement evaluates
    /// it; outside, the routine fails with the status that names the field
    /// ([`fail_code`]).
    fn bounds_checked(&self, refs: &[GuardedRead], node: Node) -> Node {
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
    /// data index is inside its array or not evaluated (a read in a branch of
    /// a select, or in the right operand of `and`/`or`, only counts where the
    /// branch is taken), with the failure status of its field.
    fn bounds_checks(&self, refs: &[GuardedRead]) -> Vec<(Expr, i32)> {
        let mut checks = Vec::new();
        for (r, path) in refs {
            let mut conds = Vec::new();
            if let KOffset::Variable(dk) = &r.offset.k {
                // `lo - k <= dk < hi - k`, not `lo <= k + dk < hi`: the offset
                // is user data, and `k + dk` could overflow.
                let (lo, hi) = self.k_range(r.field);
                let k = || Box::new(Expr::Var(names::K.into(), DType::Int64));
                let minus_k =
                    |bound| Expr::Binary(BinaryOp::Sub, Box::new(bound), k(), DType::Int64);
                conds.push(within(
                    cast(self.expr(dk), DType::Int64),
                    minus_k(lo),
                    minus_k(hi),
                ));
            }
            for (d, size) in r.data_index.iter().zip(self.data_dims(r.field)) {
                if !matches!(d.kind, ExprKind::Literal(_)) {
                    conds.push(within(
                        cast(self.expr(d), DType::Int64),
                        Expr::Int(0),
                        Expr::Int(size as i64),
                    ));
                }
            }
            let Some(inside) = conds.into_iter().reduce(and) else {
                continue;
            };
            let evaluated = path
                .iter()
                .map(|(cond, holds)| {
                    let c = cast(self.expr(cond), DType::Bool);
                    if *holds {
                        c
                    } else {
                        Expr::Unary(super::UnaryOp::Not, Box::new(c))
                    }
                })
                .reduce(and);
            let check = match evaluated {
                Some(e) => Expr::Binary(
                    BinaryOp::Or,
                    Box::new(Expr::Unary(super::UnaryOp::Not, Box::new(e))),
                    Box::new(inside),
                    DType::Bool,
                ),
                None => inside,
            };
            checks.push((check, fail_code(r.field)));
        }
        checks
    }

    /// `k` plus a variable K offset.
    fn variable_k(&self, dk: &ir::Expr) -> Expr {
        Expr::Binary(
            BinaryOp::Add,
            Box::new(Expr::Var(names::K.into(), DType::Int64)),
            Box::new(cast(self.expr(dk), DType::Int64)),
            DType::Int64,
        )
    }

    /// The levels of `field`'s array, `[lo, hi)`, relative to the domain.
    fn k_range(&self, field: SymbolId) -> (Expr, Expr) {
        match self.k_bounds.get(&field) {
            Some((lo, hi)) => (
                Expr::Var(lo.clone(), DType::Int64),
                Expr::Var(hi.clone(), DType::Int64),
            ),
            None => {
                let b = self
                    .analysis
                    .extents
                    .fields
                    .get(&field)
                    .map(|f| f.buffer_halo())
                    .unwrap_or_default();
                (Expr::Int(-b.1), plus(size(2), b.2))
            }
        }
    }

    fn data_dims(&self, field: SymbolId) -> Vec<u32> {
        self.symbols()
            .get(field)
            .field_type()
            .map(|f| f.data_dims.clone())
            .unwrap_or_default()
    }

    /// The access a read makes: as [`Self::array_ref`], with variable K
    /// offsets and data indices clamped into the array. Where the read is
    /// evaluated its bounds check has passed and the clamp changes nothing;
    /// a read whose select branch is not taken (`merge` in Fortran evaluates
    /// both) or whose value is discarded stays inside the array.
    pub(super) fn read_ref(&self, r: &ir::FieldRef) -> ArrayRef {
        let mut access = self.array_ref(r);
        if let KOffset::Variable(_) = &r.offset.k {
            if let Some(k) = access.index[2].take() {
                let (lo, hi) = self.k_range(r.field);
                access.index[2] = Some(clamp(k, lo, plus(hi, -1)));
            }
        }
        for ((d, index), size) in r
            .data_index
            .iter()
            .zip(access.data.iter_mut())
            .zip(self.data_dims(r.field))
        {
            if !matches!(d.kind, ExprKind::Literal(_)) {
                let x = std::mem::replace(index, Expr::Int(0));
                *index = clamp(x, Expr::Int(0), Expr::Int(i64::from(size) - 1));
            }
        }
        access
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
                Intrinsic::Ring,
                vec![
                    plus(Expr::Var(names::K.into(), DType::Int64), *dk as i64),
                    Expr::Int(self.rings[&r.field]),
                ],
                DType::Int64,
            ),
            KOffset::Const(dk) => plus(Expr::Var(names::K.into(), DType::Int64), *dk as i64),
            KOffset::Variable(dk) => self.variable_k(dk),
        };
        // On CPUs temporaries live in tile buffers: index them from the tile's origin.
        let tiled = matches!(self.mode, Mode::Cpu { .. });
        let horizontal = |var: &str, n: usize, offset: i32| {
            let x = Expr::Var(var.into(), DType::Int64);
            let x = if symbol.is_temporary() && tiled {
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

/// `e` converted to `t` (unchanged if it already has that type).
pub(super) fn cast(e: Expr, t: DType) -> Expr {
    if e.dtype() == t {
        e
    } else {
        Expr::Cast(t, Box::new(e))
    }
}

/// The first status of [`fail_code`]; lower statuses: 0 success, 2 out of
/// memory, [`FAIL_ENDLESS_WHILE`].
pub const FAIL_OUT_OF_BOUNDS: i32 = 16;

/// The status of a routine in which a `while` loop ran more than
/// [`ir::MAX_WHILE_ITERATIONS`] iterations at one point (every target's
/// printer counts them; the loop is left there).
pub const FAIL_ENDLESS_WHILE: i32 = 3;

/// The status of a C library built for unit strides only, called on fields
/// with other strides along the contiguous axis: the caller runs the library
/// built for any strides instead ([`crate::back::c::UNIT_STRIDES_ONLY`]).
pub const FAIL_NEEDS_ANY_STRIDES: i32 = 4;

/// The status of a C library built for domains that fit in the last-level
/// cache, called on a larger one (before it touched anything): the caller
/// runs the library built with the code for large domains (streaming
/// stores, staged sweeps) instead ([`crate::back::c::IN_CACHE_ONLY`]).
pub const FAIL_NEEDS_BEYOND_CACHE: i32 = 5;

/// The status of a C library built for domains beyond the last-level cache,
/// called on one that fits in it (before it touched anything): the caller
/// runs the library built for domains in cache instead
/// ([`crate::back::c::BEYOND_CACHE_ONLY`]).
pub const FAIL_NEEDS_IN_CACHE: i32 = 6;

/// The status a routine returns when an access to `field` at a variable K
/// offset or data index falls outside its array: [`FAIL_OUT_OF_BOUNDS`] plus
/// the field's symbol number, so that the caller can name the field.
pub fn fail_code(field: ir::SymbolId) -> i32 {
    i32::try_from(field.0)
        .ok()
        .and_then(|n| n.checked_add(FAIL_OUT_OF_BOUNDS))
        .unwrap_or(i32::MAX)
}

/// A field read in an expression and the conditions under which the
/// expression evaluates it: the selects and `and`/`or` operands it lies in,
/// each with the value it must have.
type GuardedRead<'e> = (&'e ir::FieldRef, Vec<(&'e ir::Expr, bool)>);

/// The reads of `e` (those in indices included), each with its conditions.
fn guarded_reads(e: &ir::Expr) -> Vec<GuardedRead<'_>> {
    let mut out = Vec::new();
    collect_reads(e, &mut Vec::new(), &mut out);
    out
}

fn collect_reads<'e>(
    e: &'e ir::Expr,
    path: &mut Vec<(&'e ir::Expr, bool)>,
    out: &mut Vec<GuardedRead<'e>>,
) {
    match &e.kind {
        ExprKind::Field(r) => {
            out.push((r, path.clone()));
            for d in &r.data_index {
                collect_reads(d, path, out);
            }
            if let KOffset::Variable(dk) = &r.offset.k {
                collect_reads(dk, path, out);
            }
        }
        ExprKind::Ternary {
            cond,
            then,
            otherwise,
        } => {
            collect_reads(cond, path, out);
            collect_in_branch(then, (cond, true), path, out);
            collect_in_branch(otherwise, (cond, false), path, out);
        }
        ExprKind::Binary {
            op: op @ (ir::BinaryOp::And | ir::BinaryOp::Or),
            left,
            right,
        } => {
            collect_reads(left, path, out);
            collect_in_branch(right, (left, *op == ir::BinaryOp::And), path, out);
        }
        ExprKind::Binary { left, right, .. } => {
            collect_reads(left, path, out);
            collect_reads(right, path, out);
        }
        ExprKind::Unary { operand, .. } | ExprKind::Cast(operand) => {
            collect_reads(operand, path, out);
        }
        ExprKind::Call { args, .. } => {
            for a in args {
                collect_reads(a, path, out);
            }
        }
        ExprKind::Literal(_) | ExprKind::Scalar(_) | ExprKind::KIndex => {}
    }
}

/// The reads of `branch`, evaluated only where `guard` holds.
fn collect_in_branch<'e>(
    branch: &'e ir::Expr,
    guard: (&'e ir::Expr, bool),
    path: &mut Vec<(&'e ir::Expr, bool)>,
    out: &mut Vec<GuardedRead<'e>>,
) {
    path.push(guard);
    collect_reads(branch, path, out);
    path.pop();
}

fn and(a: Expr, b: Expr) -> Expr {
    Expr::Binary(BinaryOp::And, Box::new(a), Box::new(b), DType::Bool)
}

fn clamp(x: Expr, lo: Expr, hi: Expr) -> Expr {
    Expr::Call(Intrinsic::Clamp, vec![x, lo, hi], DType::Int64)
}
