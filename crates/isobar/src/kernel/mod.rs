//! The kernel IR: code that says nothing about a language — loops,
//! conditionals, assignments to array elements, [`Intrinsic`] calls, and the
//! schedule as data — which every target prints in its own language.
//!
//! A [`Module`] is what one stencil call runs: the stencil's [`Param`]s (the
//! calling convention's order), the temporaries the host allocates for it
//! ([`DeviceBuffer`], device targets only), its [`Kernel`]s and the
//! [`HostStep`]s that launch them. A CPU module is one kernel run once whose
//! body shares its loops among threads ([`Schedule`]); a device module is
//! kernels run over grids of work items, launched one after the other.
//!
//! Array accesses are [`ArrayRef`]s: an array, one index expression per axis it
//! has and its data indices; a target turns them into `base[index * stride]`.
//! Expressions are typed: every operation's operands have the operation's type
//! (the lowering inserts the casts GT4Py's promotion rules ask for), and
//! integer arithmetic that must wrap around is an [`Intrinsic`].
//!
//! What the lowerings need to know about a stencil is computed once, by
//! [`analysis::Analysis`], and handed to every target's lowering ([`cpu`],
//! [`device`]); lowering never changes the IR it starts from.

pub mod analysis;
mod bounds;
mod carriable;
mod carry;
pub mod cpu;
pub mod device;
pub mod dump;
mod expr;
mod kcache;
mod lower;
pub mod namer;
pub mod names;
mod rows;
mod spanning;
mod staging;
pub mod visit;
pub(crate) use bounds::plus;
pub use lower::{
    fail_code, FAIL_ENDLESS_WHILE, FAIL_NEEDS_ANY_STRIDES, FAIL_NEEDS_BEYOND_CACHE,
    FAIL_NEEDS_IN_CACHE, FAIL_OUT_OF_BOUNDS,
};

/// Which lowering arranges a target's kernels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Lowering {
    /// One kernel whose threads share tiles of the plane ([`cpu`]).
    Cpu,
    /// Kernels over grids of work items, launched by the host ([`device`]).
    Device,
}

use crate::ir::{Axes, Builtin, DType};
use serde::Serialize;

/// Everything one stencil call runs, in a form every target can print.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Module {
    /// The name of the generated code's entry point (`isobar_stencil_NAME`).
    pub name: String,
    /// The stencil's name in the GTScript source (for comments).
    pub stencil_name: String,
    /// The name of the GTScript file the code comes from (for `#line`).
    pub source_file: String,
    /// Parameters in call order (fields and scalars as in the stencil's signature).
    pub params: Vec<Param>,
    /// Temporaries over the whole domain, allocated by the host before the
    /// first launch (device targets; CPU kernels allocate their own tiles).
    pub buffers: Vec<DeviceBuffer>,
    /// The kernels.
    pub kernels: Vec<Kernel>,
    /// What the host does, in order.
    pub host: Vec<HostStep>,
}

impl Module {
    /// Bytes the field parameters hold per point of the domain (each
    /// field's element size times its data dimensions): with the domain's
    /// size, the memory one call's fields span.
    pub fn field_bytes_per_point(&self) -> u64 {
        self.params
            .iter()
            .filter_map(|p| match &p.kind {
                ParamKind::Field {
                    dtype, data_dims, ..
                } => Some(
                    dtype.size_bytes() as u64
                        * data_dims.iter().map(|&d| d as u64).product::<u64>(),
                ),
                ParamKind::Scalar { .. } => None,
            })
            .sum()
    }
}

/// One kernel: code run once ([`Space::Once`]) or once per point of a grid.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Kernel {
    /// Its name in generated code.
    pub name: String,
    /// Where it runs.
    pub space: Space,
    /// The statements (per work item on a grid).
    pub body: Vec<Node>,
}

/// The iteration space of a kernel.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Space {
    /// Run once; the body shares its work among threads with [`Schedule`]s.
    Once,
    /// One work item per point of `axes` (at most three, fastest first): each
    /// binds its variable to a value in `[start, stop)`.
    Grid(Vec<GridAxis>),
}

/// One axis of a kernel's grid.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GridAxis {
    /// The variable bound in the kernel.
    pub var: String,
    /// First value (over sizes and host variables).
    pub start: Expr,
    /// One past the last value.
    pub stop: Expr,
}

/// A step of the host program.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum HostStep {
    /// Runs kernel number `n`; threads wait for it to finish.
    Launch(usize),
    /// Runs `body` for every level `var` in `[start, stop)` (downwards when
    /// `reverse`), `var` passed to the kernels it launches.
    Levels {
        /// The level variable ([`names::K`]).
        var: String,
        /// First level.
        start: Expr,
        /// One past the last level.
        stop: Expr,
        /// From `stop - 1` down to `start`.
        reverse: bool,
        /// The steps per level.
        body: Vec<HostStep>,
    },
}

/// A temporary over the whole domain (plus its halo), in device memory: I
/// contiguous, then J, then K, data dimensions outermost; the host computes
/// the strides and passes them to every kernel.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DeviceBuffer {
    /// The identifier (pointer to the domain's origin).
    pub name: String,
    /// The temporary's name in the stencil.
    pub source_name: String,
    /// Element type.
    pub dtype: DType,
    /// Whether it has a K axis (2-D temporaries have none).
    pub has_k: bool,
    /// Points before/after the domain in I and J, levels below/above in K.
    pub halo: [i64; 6],
    /// Data dimension sizes.
    pub data_dims: Vec<u32>,
    /// Identifiers of the strides: I, J, K, then data dimensions.
    pub strides: Vec<String>,
}

/// A parameter of a routine.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Param {
    /// The identifier in generated code.
    pub name: String,
    /// The name in the GTScript source.
    pub source_name: String,
    /// Field or scalar.
    pub kind: ParamKind,
}

/// What a parameter is.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum ParamKind {
    /// A pointer to the compute domain's origin, with one stride per axis and data dimension.
    Field {
        /// Element type.
        dtype: DType,
        /// Spatial axes.
        axes: Axes,
        /// Data dimension sizes.
        data_dims: Vec<u32>,
        /// Identifiers of the strides (in elements), spatial axes then data dimensions.
        strides: Vec<String>,
        /// Identifiers of the valid K index range `[lo, hi)` relative to the origin,
        /// passed when the stencil reads the field at variable K offsets.
        k_bounds: Option<(String, String)>,
        /// The position in `strides` of the axis a CPU routine's loops run
        /// innermost (I or K, by its layout), when the field has that axis.
        /// The C back-end writes a variant for a unit stride there.
        contiguous: Option<usize>,
    },
    /// A value.
    Scalar {
        /// Its type.
        dtype: DType,
    },
}

impl ParamKind {
    /// A field's integer arguments after its pointer, in the calling
    /// convention's order: its strides, then its valid K range where it has
    /// one. None for a scalar.
    pub fn index_args(&self) -> Vec<&str> {
        match self {
            ParamKind::Field {
                strides, k_bounds, ..
            } => strides
                .iter()
                .map(String::as_str)
                .chain(
                    k_bounds
                        .iter()
                        .flat_map(|(lo, hi)| [lo.as_str(), hi.as_str()]),
                )
                .collect(),
            ParamKind::Scalar { .. } => Vec::new(),
        }
    }
}

/// The storage order a routine is compiled for: which axis its loops run
/// innermost, in SIMD lanes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub enum Layout {
    /// I contiguous, then K, then J: the C back-end's own storage (GT4Py's
    /// `cpu_ifirst`). PARALLEL loops run J, K, I; sweeps vectorise over I.
    #[default]
    IFirst,
    /// K contiguous, as NumPy's C order stores an IJK array. PARALLEL loops run
    /// I, J, K; sweeps run level by level over rows of J columns.
    KFirst,
}

impl Layout {
    /// Both layouts, in the order of their index.
    pub const ALL: [Layout; 2] = [Layout::IFirst, Layout::KFirst];

    /// A small index (for tables of per-layout values).
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A temporary array private to a CPU thread, covering one tile of the plane (plus
/// a halo) and every level, or the last few levels of a sweep (a k-cache); or
/// shared, covering the domain ([`Buffer::spans_domain`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Buffer {
    /// The identifier (pointer to the tile's origin).
    pub name: String,
    /// The temporary's name in the stencil.
    pub source_name: String,
    /// Element type.
    pub dtype: DType,
    /// Tile size in I and J.
    pub tile: [i64; 2],
    /// Points before/after the tile in I and J, levels below/above in K.
    pub halo: [i64; 6],
    /// Data dimension sizes.
    pub data_dims: Vec<u32>,
    /// Identifiers of the strides, as for fields.
    pub strides: Vec<String>,
    /// For a k-cache: how many levels it keeps, indexed by `k` modulo this
    /// (the K halo is then zero).
    pub k_ring: Option<i64>,
    /// Storage order.
    pub layout: TileOrder,
    /// A ring of rows carried along J over a block of levels (`rows`): the
    /// loops using it step along J inside the block, so the rows they read
    /// next lie one row further along J, at the same levels.
    pub level_blocks: bool,
    /// Shared by the threads and spanning the whole domain (plus the halo),
    /// indexed from the domain's origin instead of the tile's: a temporary
    /// that a later phase of the tile loop reads ([`analysis::TilePhases`]);
    /// [`Buffer::tile`] is then unused.
    pub spans_domain: bool,
}

/// The storage order of a thread's tile buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum TileOrder {
    /// I contiguous, then K, then J, data dimensions outermost (as
    /// [`Layout::IFirst`] fields).
    IFirst,
    /// J contiguous, then K, then I, data dimensions outermost: the columns
    /// of a staged sweep side by side at every level ([`Stage`]).
    JFirst,
    /// C order: I, J, K, then data dimensions innermost (as
    /// [`Layout::KFirst`] fields).
    KFirst,
}

impl From<Layout> for TileOrder {
    fn from(layout: Layout) -> Self {
        match layout {
            Layout::IFirst => TileOrder::IFirst,
            Layout::KFirst => TileOrder::KFirst,
        }
    }
}

/// A statement.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Node {
    /// A counted loop.
    Loop(Loop),
    /// `while (cond) body`, left with [`FAIL_ENDLESS_WHILE`] after
    /// [`crate::ir::MAX_WHILE_ITERATIONS`] iterations (the printers count them).
    While {
        /// Condition.
        cond: Expr,
        /// Body.
        body: Vec<Node>,
    },
    /// `if (cond) then else`.
    If {
        /// Condition.
        cond: Expr,
        /// Then branch.
        then_body: Vec<Node>,
        /// Else branch.
        else_body: Vec<Node>,
    },
    /// `target = value`.
    Assign {
        /// The element written.
        target: ArrayRef,
        /// The value, of the target's type.
        value: Expr,
        /// Line in the GTScript source, for `#line`.
        line: Option<u32>,
    },
    /// Records a failure (`status = code`) and skips the rest of the current iteration.
    Fail {
        /// The error code returned by the routine.
        code: i32,
    },
    /// Declares a scalar variable (a demoted temporary) for the rest of the block.
    Local {
        /// Variable name.
        name: String,
        /// Its type.
        dtype: DType,
    },
    /// An `int64` constant, visible in the rest of the enclosing block.
    Let {
        /// Variable name.
        name: String,
        /// Value (int64).
        value: Expr,
    },
    /// Allocates `buffers` for the executing thread, runs `body`, frees them;
    /// [`names::BUFFERS_OK`] tells the body whether allocation succeeded.
    Scope {
        /// Thread-private buffers.
        buffers: Vec<Buffer>,
        /// Code using them.
        body: Vec<Node>,
    },
    /// How a CPU kernel's work is shared among threads and SIMD lanes.
    Schedule(Schedule),
    /// Copies a block of columns between a field and a thread's buffer.
    Stage(Box<Stage>),
    /// Asks for a slice of a field's next block of columns to be fetched
    /// into the cache (a hint: no value changes).
    Prefetch(Box<Prefetch>),
    /// A comment.
    Comment(String),
}

/// A copy of `lanes` columns (consecutive along J) over the levels `[lo, hi)`
/// between a field stored with K contiguous and a thread's buffer that keeps
/// the columns side by side at every level ([`TileOrder::JFirst`]): a column
/// sweep then runs on the buffer with its columns in SIMD lanes. For every
/// level `k` and lane `lane`, `buffer = field` (or the reverse) with both
/// references indexed by [`names::K`] and [`Stage::LANE`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Stage {
    /// From the field into the buffer (`true`) or back (`false`).
    pub into_buffer: bool,
    /// The buffer's element.
    pub buffer: ArrayRef,
    /// The field's element.
    pub field: ArrayRef,
    /// Identifier of the field's stride between lanes (J).
    pub lane_stride: String,
    /// Identifier of the field's stride between levels (K).
    pub level_stride: String,
    /// How far (in elements) the next block of columns lies (prefetched).
    pub next_block: Expr,
    /// Identifier of the buffer's stride along K (between levels).
    pub buffer_level_stride: String,
    /// Number of columns (at most the buffer's lanes).
    pub lanes: Expr,
    /// First level.
    pub lo: Expr,
    /// One past the last level.
    pub hi: Expr,
}

impl Stage {
    /// The lane variable of [`Stage::buffer`] and [`Stage::field`].
    pub const LANE: &'static str = "isobar_lane";
}

/// Slice `part` of `parts` equal slices of the `extent` elements that start
/// `skip` elements after `field` (the block of columns a staged sweep copies
/// next), prefetched for reading. Issued once per level of a sweep, the next
/// block arrives while this one computes, instead of all at once when it is
/// copied (measured: vadv on C-order fields at 256x256x80, 2 threads, 7.6 ->
/// 5.3 ms). The addresses are never dereferenced: past the field's end they
/// cost a wasted hint, nothing else.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Prefetch {
    /// The field's element at the first lane and level of this block.
    pub field: ArrayRef,
    /// Elements from `field` to the next block.
    pub skip: Expr,
    /// Elements of the next block.
    pub extent: Expr,
    /// Which slice (`0 <= part < parts`; others prefetch nothing).
    pub part: Expr,
    /// Number of slices.
    pub parts: Expr,
    /// Identifier of the field's stride between levels: only where it is 1
    /// (columns contiguous, blocks in one piece) is anything prefetched.
    pub level_stride: String,
}

/// `for (var = start; var < stop; ++var)`, or downwards when `reverse`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Loop {
    /// Loop variable.
    pub var: String,
    /// First value.
    pub start: Expr,
    /// One past the last value (the last value is `stop - 1`, also when reversed).
    pub stop: Expr,
    /// Iterate from `stop - 1` down to `start`.
    pub reverse: bool,
    /// Body.
    pub body: Vec<Node>,
}

/// The CPU schedule as data (OpenMP's `parallel`, `for` and `simd` in C,
/// the same directives in Fortran).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Schedule {
    /// A team of threads: the body runs on every thread.
    Threads {
        /// Code run by every thread.
        body: Vec<Node>,
    },
    /// The loop's iterations are independent and may run in SIMD lanes (its
    /// body holds no loops, `while`, failures or schedules).
    Lanes {
        /// The loop.
        body: Loop,
    },
    /// The iterations of the loop nest are shared among the threads of the
    /// enclosing team; threads wait at the end.
    ShareOut {
        /// Number of perfectly nested loops shared out.
        collapse: u32,
        /// The loop nest.
        body: Loop,
    },
}

/// An array element: one index per axis the array has, then data indices. A
/// reference without any index is a scalar variable (a demoted temporary).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArrayRef {
    /// The array (field parameter or buffer).
    pub array: String,
    /// Element type.
    pub dtype: DType,
    /// Index along I, J, K relative to the origin (`None` for axes it lacks).
    pub index: [Option<Expr>; 3],
    /// Data indices.
    pub data: Vec<Expr>,
}

/// A typed expression. Operands of operators have the operator's type.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Expr {
    /// An integer constant of type `int64`.
    Int(i64),
    /// A constant of a floating type.
    Float(f64, DType),
    /// `true` / `false`.
    Bool(bool),
    /// A variable (loop variable, size, scalar parameter, bound).
    Var(String, DType),
    /// An array element.
    Load(Box<ArrayRef>),
    /// `-x` (floats only; integers use a wrapping helper) or `!x`.
    Unary(UnaryOp, Box<Expr>),
    /// A binary operator on operands of the same type.
    Binary(BinaryOp, Box<Expr>, Box<Expr>, DType),
    /// An intrinsic function; the value has the given type.
    Call(Intrinsic, Vec<Expr>, DType),
    /// A conversion.
    Cast(DType, Box<Expr>),
    /// `cond ? then : otherwise`.
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>),
}

/// The functions of the kernel IR. Operands have the call's type, except
/// where said otherwise; integer arithmetic wraps around as NumPy's does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Intrinsic {
    /// A math builtin of GTScript on a float type (`Abs` on floats; `Round`
    /// rounds half to even). `IsFinite`, `IsInf` and `IsNan` take a float and
    /// give `bool`. Never `Min`, `Max` or `Mod` (see below).
    Math(Builtin),
    /// `a ** b` on floats.
    Pow,
    /// NumPy's `minimum` (NaN wins).
    Min,
    /// NumPy's `maximum` (NaN wins).
    Max,
    /// Python's floored modulo (zero divisor: 0 for integers, NaN for floats).
    Mod,
    /// Integer arithmetic that wraps around, as NumPy's.
    Wrapping(WrappingOp),
    /// `k` modulo `n` in `[0, n)` (`int64`): the slot of a k-cache.
    Ring,
    /// `x` clamped to `[lo, hi]` (`int64`).
    Clamp,
}

/// Integer operations that wrap around.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum WrappingOp {
    /// `a + b`.
    Add,
    /// `a - b`.
    Sub,
    /// `a * b`.
    Mul,
    /// `a / b` truncated toward zero (0 for a zero divisor, and for the
    /// quotient that overflows).
    Div,
    /// `-a`.
    Neg,
    /// `abs(a)`.
    Abs,
    /// `a ** b` (0 for a negative exponent).
    Pow,
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum UnaryOp {
    /// Arithmetic negation.
    Neg,
    /// Logical negation.
    Not,
}

/// Binary operators with C semantics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum BinaryOp {
    /// `+`.
    Add,
    /// `-`.
    Sub,
    /// `*`.
    Mul,
    /// `/`.
    Div,
    /// `&&`.
    And,
    /// `||`.
    Or,
    /// `==`.
    Eq,
    /// `!=`.
    Ne,
    /// `<`.
    Lt,
    /// `<=`.
    Le,
    /// `>`.
    Gt,
    /// `>=`.
    Ge,
}

impl BinaryOp {
    /// The C spelling.
    pub fn symbol(self) -> &'static str {
        match self {
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Mul => "*",
            BinaryOp::Div => "/",
            BinaryOp::And => "&&",
            BinaryOp::Or => "||",
            BinaryOp::Eq => "==",
            BinaryOp::Ne => "!=",
            BinaryOp::Lt => "<",
            BinaryOp::Le => "<=",
            BinaryOp::Gt => ">",
            BinaryOp::Ge => ">=",
        }
    }
}

impl Expr {
    /// The type of the expression's value.
    pub fn dtype(&self) -> DType {
        match self {
            Expr::Int(_) => DType::Int64,
            Expr::Float(_, t)
            | Expr::Var(_, t)
            | Expr::Binary(_, _, _, t)
            | Expr::Call(_, _, t) => *t,
            Expr::Bool(_) => DType::Bool,
            Expr::Load(r) => r.dtype,
            Expr::Unary(UnaryOp::Not, _) => DType::Bool,
            Expr::Unary(UnaryOp::Neg, e) => e.dtype(),
            Expr::Cast(t, _) => *t,
            Expr::Ternary(_, a, _) => a.dtype(),
        }
    }
}

/// Checks the global constraints of a module: every shared-out loop sits
/// inside a team of threads, teams do not nest, a grid kernel holds no CPU
/// schedule, host steps launch kernels that exist; returns the violations.
pub fn validate(module: &Module) -> Vec<String> {
    let mut errors = Vec::new();
    for kernel in &module.kernels {
        if matches!(kernel.space, Space::Grid(_)) && has_schedule(&kernel.body) {
            errors.push(format!(
                "the grid kernel `{}` holds a CPU schedule",
                kernel.name
            ));
        }
        walk(&kernel.body, false, &mut errors);
    }
    check_launches(&module.host, module.kernels.len(), &mut errors);
    errors
}

fn check_launches(steps: &[HostStep], kernels: usize, errors: &mut Vec<String>) {
    for step in steps {
        match step {
            HostStep::Launch(n) if *n >= kernels => errors.push(format!(
                "a host step launches kernel {n}, which does not exist"
            )),
            HostStep::Launch(_) => {}
            HostStep::Levels { body, .. } => check_launches(body, kernels, errors),
        }
    }
}

fn has_schedule(nodes: &[Node]) -> bool {
    nodes.iter().any(|n| match n {
        Node::Schedule(_) => true,
        other => other.bodies().into_iter().any(has_schedule),
    })
}

/// True if `nodes` may form the body of an `omp simd` loop.
pub fn simd_safe(nodes: &[Node]) -> bool {
    nodes.iter().all(|n| match n {
        Node::Assign { .. } | Node::Local { .. } | Node::Let { .. } | Node::Comment(_) => true,
        Node::If {
            then_body,
            else_body,
            ..
        } => simd_safe(then_body) && simd_safe(else_body),
        _ => false,
    })
}

fn walk(nodes: &[Node], in_parallel: bool, errors: &mut Vec<String>) {
    for node in nodes {
        match node {
            Node::Schedule(Schedule::Threads { body }) => {
                if in_parallel {
                    errors.push("a team of threads is nested inside another team".into());
                }
                walk(body, true, errors);
            }
            Node::Schedule(Schedule::ShareOut { collapse, body }) => {
                if !in_parallel {
                    errors.push(format!(
                        "the shared-out loop over `{}` is not inside a team of threads",
                        body.var
                    ));
                }
                if *collapse == 0 {
                    errors.push("a shared-out loop nest must collapse at least one loop".into());
                }
                walk(&body.body, in_parallel, errors);
            }
            Node::Schedule(Schedule::Lanes { body }) => {
                if !simd_safe(&body.body) {
                    errors.push(format!(
                        "the SIMD loop over `{}` holds a loop, a `while`, a failure or a schedule",
                        body.var
                    ));
                }
                walk(&body.body, in_parallel, errors);
            }
            other => {
                for body in other.bodies() {
                    walk(body, in_parallel, errors);
                }
            }
        }
    }
}

/// Calls `f` on every array reference in `nodes`: assignment targets and
/// loads, those inside indices first.
pub(crate) fn for_each_ref_mut(nodes: &mut [Node], f: &mut dyn FnMut(&mut ArrayRef)) {
    for node in nodes {
        match node {
            Node::Loop(l) => for_each_ref_mut(&mut l.body, f),
            Node::While { cond, body } => {
                expr_refs_mut(cond, f);
                for_each_ref_mut(body, f);
            }
            Node::If {
                cond,
                then_body,
                else_body,
            } => {
                expr_refs_mut(cond, f);
                for_each_ref_mut(then_body, f);
                for_each_ref_mut(else_body, f);
            }
            Node::Assign { target, value, .. } => {
                ref_mut(target, f);
                expr_refs_mut(value, f);
            }
            Node::Let { value, .. } => expr_refs_mut(value, f),
            Node::Scope { body, .. } | Node::Schedule(Schedule::Threads { body }) => {
                for_each_ref_mut(body, f)
            }
            Node::Schedule(Schedule::Lanes { body })
            | Node::Schedule(Schedule::ShareOut { body, .. }) => {
                for_each_ref_mut(&mut body.body, f)
            }
            Node::Fail { .. }
            | Node::Local { .. }
            | Node::Stage(_)
            | Node::Prefetch(_)
            | Node::Comment(_) => {}
        }
    }
}

fn ref_mut(r: &mut ArrayRef, f: &mut dyn FnMut(&mut ArrayRef)) {
    r.index
        .iter_mut()
        .flatten()
        .chain(r.data.iter_mut())
        .for_each(|e| expr_refs_mut(e, f));
    f(r);
}

fn expr_refs_mut(e: &mut Expr, f: &mut dyn FnMut(&mut ArrayRef)) {
    match e {
        Expr::Int(_) | Expr::Float(..) | Expr::Bool(_) | Expr::Var(..) => {}
        Expr::Load(r) => ref_mut(r, f),
        Expr::Unary(_, x) | Expr::Cast(_, x) => expr_refs_mut(x, f),
        Expr::Binary(_, a, b, _) => {
            expr_refs_mut(a, f);
            expr_refs_mut(b, f);
        }
        Expr::Call(_, args, _) => args.iter_mut().for_each(|a| expr_refs_mut(a, f)),
        Expr::Ternary(c, a, b) => {
            expr_refs_mut(c, f);
            expr_refs_mut(a, f);
            expr_refs_mut(b, f);
        }
    }
}
