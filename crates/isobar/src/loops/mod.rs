//! The loop IR: language-level code (loops, conditionals, assignments to array
//! elements, calls of math functions, OpenMP directives) that back-ends print.
//!
//! A [`Routine`] is one function: its [`Param`]s (fields with strides, scalars,
//! the domain sizes), the temporary [`Buffer`]s it allocates, and its body.
//! Array accesses are [`ArrayRef`]s: an array, one index expression per axis it
//! has and its data indices; a back-end turns them into `base[index * stride]`.
//! Expressions are typed at the language level: every operation's operands have
//! the operation's type (the lowering inserts the casts GT4Py's promotion rules
//! ask for), and integer arithmetic that must wrap around is a call of a helper.
//!
//! Domain-level nodes ([`StencilCall`]) lower themselves to a routine on a copy:
//! lowering never changes the IR it starts from.

mod bounds;
mod expr;
mod kcache;
mod lower;
pub use lower::{fail_code, FAIL_OUT_OF_BOUNDS};
pub mod namer;

use crate::ir::{Axes, DType};
use serde::Serialize;

pub use lower::StencilCall;

/// One generated function.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Routine {
    /// The function's name.
    pub name: String,
    /// The stencil's name in the GTScript source (for comments).
    pub stencil_name: String,
    /// The name of the GTScript file the code comes from (for `#line`).
    pub source_file: String,
    /// Parameters in call order (fields and scalars as in the stencil's signature).
    pub params: Vec<Param>,
    /// The statements.
    pub body: Vec<Node>,
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
    },
    /// A value.
    Scalar {
        /// Its type.
        dtype: DType,
    },
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

/// A temporary array private to a thread, covering one tile of the plane (plus
/// a halo) and every level, or the last few levels of a sweep (a k-cache).
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
    /// Storage order (that of the fields the routine is compiled for).
    pub layout: Layout,
}

/// The loop variables and domain sizes every routine has.
pub mod names {
    /// Loop variable along I.
    pub const I: &str = "i";
    /// Loop variable along J.
    pub const J: &str = "j";
    /// Loop variable along K.
    pub const K: &str = "k";
    /// Domain size along I, J, K.
    pub const SIZES: [&str; 3] = ["ni", "nj", "nk"];
    /// The error flag a routine returns.
    pub const STATUS: &str = "status";
    /// Tile indices along I and J.
    pub const TILE_INDEX: [&str; 2] = ["it", "jt"];
    /// First and one-past-last point of the current tile along I and J.
    pub const TILE_BOUNDS: [[&str; 2]; 2] = [["ti0", "ti1"], ["tj0", "tj1"]];
    /// True in a thread whose buffers were allocated.
    pub const BUFFERS_OK: &str = "buffers_ok";
}

/// A statement.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Node {
    /// A counted loop.
    Loop(Loop),
    /// `while (cond) body`.
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
    /// `const int64_t name = value;` — visible in the rest of the enclosing block.
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
    /// An OpenMP directive.
    Directive(Directive),
    /// A comment.
    Comment(String),
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

/// OpenMP directives.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Directive {
    /// `#pragma omp parallel`: the body runs on every thread.
    ParallelRegion {
        /// Code run by every thread.
        body: Vec<Node>,
    },
    /// `#pragma omp simd`: the loop's iterations are independent and may run in
    /// SIMD lanes (its body holds no loops, `while`, failures or directives).
    Simd {
        /// The loop.
        body: Loop,
    },
    /// `#pragma omp for collapse(n)`: the iterations of the loop nest are shared
    /// among the threads of the enclosing parallel region; threads wait at the end.
    For {
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
    /// A call of a math function or of a helper of the generated prelude.
    Call(String, Vec<Expr>, DType),
    /// A conversion.
    Cast(DType, Box<Expr>),
    /// `cond ? then : otherwise`.
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>),
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

/// Checks the global constraints of a routine: every `omp for` sits inside a
/// parallel region and parallel regions do not nest; returns the violations.
pub fn validate(routine: &Routine) -> Vec<String> {
    let mut errors = Vec::new();
    walk(&routine.body, false, &mut errors);
    errors
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
            Node::Directive(Directive::ParallelRegion { body }) => {
                if in_parallel {
                    errors
                        .push("a parallel region is nested inside another parallel region".into());
                }
                walk(body, true, errors);
            }
            Node::Directive(Directive::For { collapse, body }) => {
                if !in_parallel {
                    errors.push(format!(
                        "an `omp for` over `{}` is not inside a parallel region",
                        body.var
                    ));
                }
                if *collapse == 0 {
                    errors.push("an `omp for` must collapse at least one loop".into());
                }
                walk(&body.body, in_parallel, errors);
            }
            Node::Loop(l) => walk(&l.body, in_parallel, errors),
            Node::Scope { body, .. } => walk(body, in_parallel, errors),
            Node::Directive(Directive::Simd { body }) => {
                if !simd_safe(&body.body) {
                    errors.push(format!("the `omp simd` loop over `{}` holds a loop, a `while`, a failure or a directive", body.var));
                }
                walk(&body.body, in_parallel, errors);
            }
            Node::While { body, .. } => walk(body, in_parallel, errors),
            Node::If {
                then_body,
                else_body,
                ..
            } => {
                walk(then_body, in_parallel, errors);
                walk(else_body, in_parallel, errors);
            }
            Node::Assign { .. }
            | Node::Fail { .. }
            | Node::Comment(_)
            | Node::Let { .. }
            | Node::Local { .. } => {}
        }
    }
}
