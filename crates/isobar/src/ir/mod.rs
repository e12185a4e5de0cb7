//! The stencil IR: GTScript after name resolution, function inlining and
//! folding of compile-time values, still shaped like the source.
//!
//! A [`Stencil`] is a list of [`Computation`]s (iteration policy), each a list
//! of [`IntervalBlock`]s (a vertical range) holding [`Stmt`]s. Every name the
//! body uses is a [`Symbol`] in the stencil's one [`SymbolTable`], referenced by
//! [`SymbolId`]. Every expression carries its [`DType`], decided by GT4Py's
//! promotion rules ([`types`]), and every node keeps the [`Span`] of the source
//! it came from, so later stages can point back at the user's code.
//!
//! Invariants (established by the frontend, relied upon by `check` and later stages):
//! - symbol ids index into the stencil's symbol table;
//! - offsets are stored as three components whatever the field's axes; the
//!   components of axes a field lacks are zero;
//! - augmented assignments are desugared (`a += b` is `a = a + b`);
//! - symbol names are unique; names made by inlining contain a `.` (`lap.f`), so
//!   they never clash with names from the source.

pub mod dump;
mod expr;
pub mod types;
pub mod upcast;
pub mod value;

use crate::diagnostics::Span;
pub use expr::{BinaryOp, Builtin, Expr, ExprKind, Literal, UnaryOp};
use serde::Serialize;
use std::collections::BTreeMap;
pub use types::DType;

/// Most iterations a `while` loop may make at one point before the run stops
/// with an error, on every back-end (a loop that never ends is a bug of the
/// stencil; GT4Py's back-ends would hang).
pub const MAX_WHILE_ITERATIONS: u64 = 10_000_000;

/// A stencil: the unit GTScript compiles and a user calls.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Stencil {
    /// The name of the stencil function.
    pub name: String,
    /// The `def` of the stencil function.
    pub span: Span,
    /// The parameters (fields and scalars), in signature order.
    pub params: Vec<SymbolId>,
    /// Every symbol: parameters and temporaries.
    pub symbols: SymbolTable,
    /// The computations, in source (= execution) order.
    pub computations: Vec<Computation>,
    /// The compile-time externals the stencil used, with their values.
    pub externals: BTreeMap<String, Literal>,
    /// Default values of scalar parameters (`alpha: float = 0.5`), by name:
    /// used when a call does not pass the scalar.
    pub scalar_defaults: BTreeMap<String, Literal>,
}

/// Index of a [`Symbol`] in its stencil's [`SymbolTable`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct SymbolId(pub u32);

/// The symbols of one stencil.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SymbolTable {
    symbols: Vec<Symbol>,
    /// Name → id, for lookups in constant time.
    #[serde(skip)]
    by_name: std::collections::HashMap<String, SymbolId>,
}

impl SymbolTable {
    /// Adds a symbol and returns its id.
    ///
    /// Names are unique: adding a symbol whose name is taken shadows the old one
    /// for [`SymbolTable::lookup`]; the frontend never does that.
    pub fn add(&mut self, symbol: Symbol) -> SymbolId {
        let id = SymbolId(self.symbols.len() as u32);
        self.by_name.insert(symbol.name.clone(), id);
        self.symbols.push(symbol);
        id
    }

    /// The symbol with id `id`.
    ///
    /// Ids are only created by [`SymbolTable::add`], so an id from this table is
    /// always in range; an id from another table is a bug of the caller.
    pub fn get(&self, id: SymbolId) -> &Symbol {
        &self.symbols[id.0 as usize]
    }

    /// The id of the symbol called `name`, if any.
    pub fn lookup(&self, name: &str) -> Option<SymbolId> {
        self.by_name.get(name).copied()
    }

    /// Every symbol with its id.
    pub fn iter(&self) -> impl Iterator<Item = (SymbolId, &Symbol)> {
        self.symbols
            .iter()
            .enumerate()
            .map(|(i, s)| (SymbolId(i as u32), s))
    }

    /// Number of symbols.
    pub fn len(&self) -> usize {
        self.symbols.len()
    }

    /// True if the table has no symbols.
    pub fn is_empty(&self) -> bool {
        self.symbols.is_empty()
    }
}

/// A named value of the stencil.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Symbol {
    /// The name in the source.
    pub name: String,
    /// What the name denotes.
    pub kind: SymbolKind,
    /// Where it is declared (parameter or first assignment).
    pub span: Span,
}

impl Symbol {
    /// The element type of the field or scalar.
    pub fn dtype(&self) -> DType {
        match &self.kind {
            SymbolKind::FieldParam(f) | SymbolKind::Temporary(f) => f.dtype,
            SymbolKind::ScalarParam(t) => *t,
        }
    }

    /// The field type, if the symbol is a field (parameter or temporary).
    pub fn field_type(&self) -> Option<&FieldType> {
        match &self.kind {
            SymbolKind::FieldParam(f) | SymbolKind::Temporary(f) => Some(f),
            SymbolKind::ScalarParam(_) => None,
        }
    }

    /// True for field parameters (the fields a caller passes).
    pub fn is_field_param(&self) -> bool {
        matches!(self.kind, SymbolKind::FieldParam(_))
    }

    /// True for temporaries.
    pub fn is_temporary(&self) -> bool {
        matches!(self.kind, SymbolKind::Temporary(_))
    }
}

/// What a symbol denotes.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", content = "type", rename_all = "snake_case")]
pub enum SymbolKind {
    /// A field passed by the caller.
    FieldParam(FieldType),
    /// A scalar passed by the caller.
    ScalarParam(DType),
    /// A field local to the stencil, declared by its first assignment.
    Temporary(FieldType),
}

/// The type of a field: element type, spatial axes and data dimensions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FieldType {
    /// Element type.
    pub dtype: DType,
    /// Which of I, J, K the field has.
    pub axes: Axes,
    /// Sizes of the data dimensions (`Field[(np.float64, (3,))]` has `[3]`).
    pub data_dims: Vec<u32>,
}

/// The spatial axes of a field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Axes {
    /// Has the I axis.
    pub i: bool,
    /// Has the J axis.
    pub j: bool,
    /// Has the K axis.
    pub k: bool,
}

impl Axes {
    /// The axes whose flags are set.
    const fn new(i: bool, j: bool, k: bool) -> Axes {
        Axes { i, j, k }
    }

    /// I, J and K: a 3-D field.
    pub const IJK: Axes = Axes::new(true, true, true);
    /// A 2-D horizontal field.
    pub const IJ: Axes = Axes::new(true, true, false);
    /// A 1-D vertical field.
    pub const K: Axes = Axes::new(false, false, true);
    /// A 1-D field along I.
    pub const I: Axes = Axes::new(true, false, false);
    /// A 1-D field along J.
    pub const J: Axes = Axes::new(false, true, false);

    /// No spatial axis: a `GlobalTable` (data dimensions only).
    pub const NONE: Axes = Axes::new(false, false, false);

    /// Number of spatial axes.
    pub fn rank(self) -> usize {
        self.i as usize + self.j as usize + self.k as usize
    }

    /// The axes' names, e.g. `IJK`, `IJ`, `K`.
    pub fn name(self) -> String {
        let mut s = String::new();
        for (has, c) in [(self.i, 'I'), (self.j, 'J'), (self.k, 'K')] {
            if has {
                s.push(c);
            }
        }
        s
    }
}

/// The order in which the K levels of a computation are visited.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum IterationOrder {
    /// No order: levels may run in parallel.
    Parallel,
    /// Bottom to top.
    Forward,
    /// Top to bottom.
    Backward,
}

impl IterationOrder {
    /// `PARALLEL`, `FORWARD` or `BACKWARD`.
    pub fn name(self) -> &'static str {
        match self {
            IterationOrder::Parallel => "PARALLEL",
            IterationOrder::Forward => "FORWARD",
            IterationOrder::Backward => "BACKWARD",
        }
    }
}

/// `with computation(ORDER): ...`: intervals run one after the other, each a
/// loop over its K levels in the computation's order.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Computation {
    /// Iteration policy.
    pub order: IterationOrder,
    /// The intervals in source order (which GTScript requires to be execution order).
    pub intervals: Vec<IntervalBlock>,
    /// The `computation(...)` call.
    pub span: Span,
}

/// `with interval(start, end): body`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct IntervalBlock {
    /// The vertical range.
    pub interval: Interval,
    /// The statements executed at every level of the range.
    pub body: Vec<Stmt>,
    /// The `interval(...)` call.
    pub span: Span,
}

/// A half-open range of K levels `[start, end)`, relative to the compute domain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Interval {
    /// First level.
    pub start: LevelBound,
    /// One past the last level.
    pub end: LevelBound,
}

/// Which end of an axis of the compute domain a bound counts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Anchor {
    /// The first point (index 0).
    Start,
    /// One past the last point (index `n`).
    End,
}

/// A position on an axis: `anchor + offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct LevelBound {
    /// The end counted from.
    pub anchor: Anchor,
    /// Offset from the anchor, in points.
    pub offset: i64,
}

impl LevelBound {
    /// `start + offset`.
    pub fn start(offset: i64) -> Self {
        LevelBound {
            anchor: Anchor::Start,
            offset,
        }
    }

    /// `end + offset`.
    pub fn end(offset: i64) -> Self {
        LevelBound {
            anchor: Anchor::End,
            offset,
        }
    }

    /// The absolute index on an axis of `n` points.
    pub fn resolve(self, n: i64) -> i64 {
        match self.anchor {
            Anchor::Start => self.offset,
            Anchor::End => n.saturating_add(self.offset),
        }
    }
}

/// A statement with its source span.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Stmt {
    /// What the statement does.
    pub kind: StmtKind,
    /// The source statement.
    pub span: Span,
}

/// The statements of GTScript.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "stmt", rename_all = "snake_case")]
pub enum StmtKind {
    /// `target = value`.
    Assign {
        /// The field written (possibly at a K offset).
        target: FieldRef,
        /// The value.
        value: Expr,
    },
    /// `if cond: then_body else: else_body`. A condition that reads a field is a
    /// mask evaluated once before either body runs.
    If {
        /// The condition (bool).
        cond: Expr,
        /// Executed where the condition holds.
        then_body: Vec<Stmt>,
        /// Executed elsewhere (`elif` chains nest here).
        else_body: Vec<Stmt>,
    },
    /// `while cond: body`, each point iterating until its condition is false.
    While {
        /// The condition (bool).
        cond: Expr,
        /// The loop body.
        body: Vec<Stmt>,
    },
    /// `with horizontal(region[..]): body`: the body runs only inside the
    /// regions. The front end gives each region of `horizontal(r1, r2)` its own
    /// statement, as GT4Py runs the body once per region, in order.
    Horizontal {
        /// The regions (at least one).
        regions: Vec<Region>,
        /// The statements restricted to the regions.
        body: Vec<Stmt>,
    },
}

/// A rectangle of the horizontal plane: `region[i_range, j_range]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Region {
    /// The range in I.
    pub i: AxisRange,
    /// The range in J.
    pub j: AxisRange,
    /// The `region[...]` subscript.
    pub span: Span,
}

impl Region {
    /// The same points as bounds of another domain (a *frame*): the region's
    /// own domain starts `shift` points after the frame's (negative: before)
    /// and spans `domain` points; the frame spans `frame` points.
    pub fn rebased(&self, shift: [i64; 2], domain: [usize; 2], frame: [usize; 2]) -> Region {
        let axis = |r: AxisRange, a: usize| {
            let lo = shift[a];
            let hi = lo + domain[a] as i64;
            let n = frame[a] as i64;
            let move_bound = |b: LevelBound| match b.anchor {
                Anchor::Start => LevelBound::start(b.offset + lo),
                Anchor::End => LevelBound::end(b.offset + hi - n),
            };
            AxisRange {
                start: r.start.map(move_bound),
                end: r.end.map(move_bound),
            }
        };
        Region {
            i: axis(self.i, 0),
            j: axis(self.j, 1),
            span: self.span,
        }
    }
}

/// A half-open range on a horizontal axis; a missing bound is unbounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct AxisRange {
    /// First point, or unbounded below.
    pub start: Option<LevelBound>,
    /// One past the last point, or unbounded above.
    pub end: Option<LevelBound>,
}

/// A reference to a field element: `name[i, j, k][data...]`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FieldRef {
    /// The field (parameter or temporary).
    pub field: SymbolId,
    /// Offset from the current point.
    pub offset: Offset,
    /// Indices into the data dimensions, one per data dimension.
    pub data_index: Vec<Expr>,
    /// The source of the reference.
    pub span: Span,
}

/// A relative position `[i, j, k]`. I and J are compile-time constants; K may be
/// a run-time integer expression.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Offset {
    /// Offset along I.
    pub i: i32,
    /// Offset along J.
    pub j: i32,
    /// Offset along K.
    pub k: KOffset,
}

impl Offset {
    /// `[0, 0, 0]`.
    pub fn zero() -> Self {
        Offset {
            i: 0,
            j: 0,
            k: KOffset::Const(0),
        }
    }

    /// True if the I or J component is non-zero.
    pub fn is_horizontal(&self) -> bool {
        self.i != 0 || self.j != 0
    }

    /// The K component if it is a constant.
    pub fn k_const(&self) -> Option<i32> {
        match self.k {
            KOffset::Const(k) => Some(k),
            KOffset::Variable(_) => None,
        }
    }
}

/// The K component of an offset.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum KOffset {
    /// A constant.
    Const(i32),
    /// An integer expression evaluated at every point (`a[0, 0, koff]`).
    Variable(Box<Expr>),
}

impl FieldRef {
    /// The expressions inside the reference: data indices, then a variable K offset.
    fn index_exprs(&self) -> impl Iterator<Item = &Expr> {
        let k = match &self.offset.k {
            KOffset::Variable(k) => Some(k.as_ref()),
            KOffset::Const(_) => None,
        };
        self.data_index.iter().chain(k)
    }

    /// Calls `f` on the expressions inside the reference (data indices, variable K offset).
    pub fn visit_indices<'a>(&'a self, f: &mut dyn FnMut(&'a Expr)) {
        for e in self.index_exprs() {
            e.visit(f);
        }
    }

    /// Field references read by the indices of this reference.
    pub fn index_reads(&self) -> Vec<&FieldRef> {
        self.index_exprs().flat_map(Expr::field_reads).collect()
    }
}

impl Stmt {
    /// Calls `f` on this statement and every nested statement (pre-order).
    pub fn walk<'a>(&'a self, f: &mut dyn FnMut(&'a Stmt)) {
        f(self);
        for child in self.children() {
            child.walk(f);
        }
    }

    /// The statements nested directly in this one.
    pub fn children(&self) -> impl Iterator<Item = &Stmt> + '_ {
        let (a, b): (&[Stmt], &[Stmt]) = match &self.kind {
            StmtKind::Assign { .. } => (&[], &[]),
            StmtKind::If {
                then_body,
                else_body,
                ..
            } => (then_body, else_body),
            StmtKind::While { body, .. } | StmtKind::Horizontal { body, .. } => (body, &[]),
        };
        a.iter().chain(b.iter())
    }
}

impl Stencil {
    /// Calls `f` on every statement, nested ones included (a statement before
    /// the statements it contains).
    pub fn walk_stmts_mut(&mut self, f: &mut dyn FnMut(&mut Stmt)) {
        fn walk(s: &mut Stmt, f: &mut dyn FnMut(&mut Stmt)) {
            f(s);
            match &mut s.kind {
                StmtKind::Assign { .. } => {}
                StmtKind::If {
                    then_body,
                    else_body,
                    ..
                } => {
                    then_body.iter_mut().for_each(|c| walk(c, f));
                    else_body.iter_mut().for_each(|c| walk(c, f));
                }
                StmtKind::While { body, .. } | StmtKind::Horizontal { body, .. } => {
                    body.iter_mut().for_each(|c| walk(c, f))
                }
            }
        }
        for c in &mut self.computations {
            for block in &mut c.intervals {
                for s in &mut block.body {
                    walk(s, f);
                }
            }
        }
    }

    /// True if some statement is restricted to horizontal regions.
    pub fn has_regions(&self) -> bool {
        let mut found = false;
        self.walk_stmts(&mut |s| found |= matches!(s.kind, StmtKind::Horizontal { .. }));
        found
    }
}

impl Stencil {
    /// Calls `f` on every statement of the stencil, nested ones included, in source order.
    pub fn walk_stmts<'a>(&'a self, f: &mut dyn FnMut(&'a Stmt)) {
        for c in &self.computations {
            for block in &c.intervals {
                for s in &block.body {
                    s.walk(f);
                }
            }
        }
    }
}
