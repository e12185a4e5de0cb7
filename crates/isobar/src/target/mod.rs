//! Targets: what differs between the languages and machines isobar generates
//! code for, behind one [`Target`] trait, and the registry of back-ends
//! ([`Backend`]) the library, the command line and Python all use.
//!
//! A target chooses its lowering ([`kernel::Lowering`]: CPU tiles or device
//! grids), its identifier rules ([`Naming`]), the storage order it prefers,
//! writes a [`kernel::Module`] in its language ([`Code`]), and builds and
//! loads that code ([`Target::load`]) into an [`Executable`] that runs calls.
//! The C-family languages share one printer ([`cfamily`]); each target's
//! writer overrides only what differs.
//!
//! Adding a target: a `Target` impl and its writer, and a variant of [`Backend`].

pub mod c;
mod c_align;
mod c_stage;
mod c_stream;
pub mod cfamily;
pub mod cuda;
pub mod fortran;
pub mod grid;
pub mod opencl;

use crate::ir::{Axes, DType};
use crate::kernel::namer::Naming;
use crate::kernel::{self, Expr, Loop, Module, Node, Schedule};
use crate::runtime::Scalar;
use std::path::Path;

/// Why code could not be generated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WriteError {
    /// The writer does not support a kind of node.
    #[error("the {target} back-end cannot write a `{what}` node")]
    Unsupported {
        /// The target.
        target: &'static str,
        /// The kind of node.
        what: &'static str,
    },
    /// The stencil reads at an offset a field parameter it writes elsewhere
    /// in the same computation (or keeps a temporary across such a point),
    /// which the tile-by-tile CPU schedule cannot run correctly.
    #[error("the {target} back-end runs stencils tile by tile, waiting for every tile between computations where one writes a field another reads at a horizontal offset; but `{field}` is written by one statement and read at a horizontal offset by another in the same computation (inside a horizontal region), or is a temporary used on both sides of such a wait: tiles would read their neighbours' points before or after they are written. Split the computation, or run this stencil with the debug or opencl back-end")]
    TileHazard {
        /// The target.
        target: &'static str,
        /// The field parameter.
        field: String,
    },
    /// The module breaks a global constraint (see [`kernel::validate`]).
    #[error("invalid kernel IR: {}", .0.join("; "))]
    Invalid(Vec<String>),
}

/// Why generated code could not be built, loaded or run.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// The C toolchain failed (compiler, cache, loader).
    #[error(transparent)]
    Jit(#[from] crate::runtime::jit::JitError),
    /// The OpenCL runtime failed or is missing.
    #[error(transparent)]
    OpenCl(#[from] opencl::OpenClError),
    /// NVRTC failed or is missing, or there is no GPU to run on.
    #[error(transparent)]
    Cuda(#[from] cuda::CudaError),
}

/// The generated code of one module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Code {
    /// The main file (`.c`, `.cl`, `.cu`).
    pub source: String,
    /// The header declaring the entry points (empty where the target has none).
    pub header: String,
    /// The extension of the main file, without the dot.
    pub extension: &'static str,
    /// The name of the typed entry function.
    pub function: String,
    /// The name of the array-argument entry point.
    pub entry: String,
}

/// Options of code generation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteOptions {
    /// Emit `#line` directives pointing at the GTScript source.
    pub line_directives: bool,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            line_directives: true,
        }
    }
}

/// One field argument of a call, as the caller stores it.
#[derive(Clone, Debug)]
pub struct FieldView {
    /// The element at index zero of every axis.
    pub data: *mut u8,
    /// Element type.
    pub dtype: DType,
    /// Shape (spatial axes the field has, then data dimensions).
    pub shape: Vec<usize>,
    /// Strides in elements, one per axis of `shape`.
    pub strides: Vec<isize>,
    /// The compute domain's origin, one index per spatial axis.
    pub origin: Vec<usize>,
    /// Whether the stencil writes it.
    pub written: bool,
}

/// The memory a field's shape and strides cover, as one contiguous run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    /// Offset (elements) of the run's first element from index zero.
    pub first: isize,
    /// Elements in the run (0 for an empty field).
    pub len: usize,
}

impl FieldView {
    /// The run of memory the field covers (strides may be negative).
    pub fn span(&self) -> Span {
        let (mut lo, mut hi) = (0isize, 0isize);
        for (&n, &s) in self.shape.iter().zip(&self.strides) {
            if n == 0 {
                return Span { first: 0, len: 0 };
            }
            let reach = (n as isize - 1) * s;
            if reach < 0 {
                lo += reach;
            } else {
                hi += reach;
            }
        }
        Span {
            first: lo,
            len: (hi - lo + 1) as usize,
        }
    }

    /// The offset (elements) of the compute domain's origin from index zero.
    pub fn origin_offset(&self) -> isize {
        self.origin
            .iter()
            .zip(&self.strides)
            .map(|(&o, &s)| o as isize * s)
            .sum()
    }
}

/// A validated call, in the module's parameter order.
#[derive(Debug)]
pub struct Invocation<'a> {
    /// The module called.
    pub module: &'a Module,
    /// One per field parameter, in order.
    pub fields: Vec<FieldView>,
    /// One per scalar parameter, in order, of the declared type.
    pub scalars: Vec<Scalar>,
    /// The compute domain's size.
    pub domain: [i64; 3],
}

/// Loaded code that runs calls.
pub trait Executable: Send + Sync {
    /// Runs one call; returns the module's status (0: success; see
    /// [`kernel::FAIL_OUT_OF_BOUNDS`]).
    ///
    /// # Safety
    /// Every field view must describe memory valid for reads and writes at
    /// every index of its shape, validated against the stencil's extents.
    unsafe fn run(&self, call: &Invocation<'_>) -> Result<i32, BuildError>;

    /// Sets the number of threads later calls use (where that means anything).
    fn set_threads(&self, _threads: usize) -> Result<(), BuildError> {
        Ok(())
    }
}

/// What differs per target.
pub trait Target: Sync {
    /// The registry name (`c`, `opencl`, `cuda`).
    fn name(&self) -> &'static str;
    /// Which lowering arranges the kernels.
    fn lowering(&self) -> kernel::Lowering;
    /// The rules for identifiers in its language.
    fn naming(&self) -> Naming;
    /// Whether its CPU lowering may run column sweeps over K-contiguous
    /// fields on staged copies of the columns ([`kernel::Stage`]).
    fn stages_columns(&self) -> bool {
        false
    }
    /// The order in which the target prefers a field's axes stored, slowest
    /// first (indices into its shape: spatial axes in I, J, K order, then data
    /// dimensions). Every target accepts any order.
    fn axis_order(&self, axes: Axes, data_dims: usize) -> Vec<usize> {
        ifirst_axis_order(axes, data_dims)
    }
    /// Whether code for this target can run on this machine: a description
    /// of what runs it (the compiler, the device), or why nothing can.
    fn availability(&self) -> Result<String, BuildError>;
    /// Writes the module in the target's language.
    fn write(&self, module: &Module, options: &WriteOptions) -> Result<Code, WriteError>;
    /// Builds and loads the code (`cache`: the directory of compiled code, if
    /// the target keeps one); returns how the build went.
    fn load(
        &self,
        code: &Code,
        module: &Module,
        cache: Option<&Path>,
    ) -> Result<(Box<dyn Executable>, crate::runtime::jit::BuildReport), BuildError>;
}

/// GT4Py's `cpu_ifirst` order: data dimensions outermost, then J, then K,
/// with I contiguous (for C: the innermost loop runs along I in SIMD lanes,
/// also in FORWARD/BACKWARD sweeps; for devices: neighbouring work items
/// read neighbouring elements).
pub fn ifirst_axis_order(axes: Axes, data_dims: usize) -> Vec<usize> {
    let spatial = axes.rank();
    let position =
        |present: bool, before: &[bool]| present.then(|| before.iter().filter(|&&b| b).count());
    let i = position(axes.i, &[]);
    let j = position(axes.j, &[axes.i]);
    let k = position(axes.k, &[axes.i, axes.j]);
    let mut order: Vec<usize> = (spatial..spatial + data_dims).collect();
    order.extend([j, k, i].into_iter().flatten());
    order
}

/// The back-ends, by the names users give them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Backend {
    /// The reference interpreter (no target: it runs the OIR).
    Debug,
    /// C with OpenMP, compiled by the system compiler.
    C,
    /// OpenCL C, built and run by the OpenCL platform (PoCL on CPUs, or a GPU's).
    OpenCl,
    /// CUDA C++, compiled to PTX by NVRTC (running it needs a GPU).
    Cuda,
    /// Fortran 2008 with OpenMP, compiled by gfortran.
    Fortran,
}

impl Backend {
    /// Every back-end, in the order of their names in help texts.
    pub const ALL: [Backend; 5] = [
        Backend::Debug,
        Backend::C,
        Backend::OpenCl,
        Backend::Cuda,
        Backend::Fortran,
    ];

    /// The name users give it (`debug`, `c`, `opencl`).
    pub fn name(self) -> &'static str {
        match self {
            Backend::Debug => "debug",
            Backend::C => "c",
            Backend::OpenCl => "opencl",
            Backend::Cuda => "cuda",
            Backend::Fortran => "fortran",
        }
    }

    /// The back-end called `name`.
    pub fn from_name(name: &str) -> Option<Backend> {
        Backend::ALL.into_iter().find(|b| b.name() == name)
    }

    /// The target that generates its code (`None` for the interpreter).
    pub fn target(self) -> Option<&'static dyn Target> {
        match self {
            Backend::Debug => None,
            Backend::C => Some(&c::CTarget),
            Backend::OpenCl => Some(&opencl::OpenClTarget),
            Backend::Cuda => Some(&cuda::CudaTarget),
            Backend::Fortran => Some(&fortran::FortranTarget),
        }
    }

    /// The order in which the back-end prefers a field's axes stored (see
    /// [`Target::axis_order`]); the interpreter uses C order, as NumPy does.
    pub fn axis_order(self, axes: Axes, data_dims: usize) -> Vec<usize> {
        match self.target() {
            Some(t) => t.axis_order(axes, data_dims),
            None => (0..axes.rank() + data_dims).collect(),
        }
    }
}

/// Lowers an analysed stencil for `target`, fields stored in `layout` (CPU
/// lowerings only; device kernels take any layout through their strides).
pub fn lower(
    target: &dyn Target,
    analysis: &kernel::analysis::Analysis,
    layout: kernel::Layout,
) -> Module {
    match target.lowering() {
        kernel::Lowering::Cpu => {
            kernel::cpu::lower(analysis, layout, target.naming(), target.stages_columns())
        }
        kernel::Lowering::Device => kernel::device::lower(analysis, target.naming()),
    }
}

/// Validates the module's global constraints, then writes it for `target`.
pub fn generate(
    target: &dyn Target,
    module: &Module,
    options: &WriteOptions,
) -> Result<Code, WriteError> {
    let errors = kernel::validate(module);
    if !errors.is_empty() {
        return Err(WriteError::Invalid(errors));
    }
    target.write(module, options)
}

/// Walks the kernel IR; override what you need, the defaults visit the children.
pub trait Visitor {
    /// Visits a statement.
    fn visit_node(&mut self, node: &Node) {
        walk_node(self, node);
    }
    /// Visits an expression.
    fn visit_expr(&mut self, expr: &Expr) {
        walk_expr(self, expr);
    }
}

/// Visits the children of `node`.
pub fn walk_node<V: Visitor + ?Sized>(v: &mut V, node: &Node) {
    let walk_loop = |v: &mut V, l: &Loop| {
        v.visit_expr(&l.start);
        v.visit_expr(&l.stop);
        l.body.iter().for_each(|n| v.visit_node(n));
    };
    match node {
        Node::Loop(l) => walk_loop(v, l),
        Node::While { cond, body } => {
            v.visit_expr(cond);
            body.iter().for_each(|n| v.visit_node(n));
        }
        Node::If {
            cond,
            then_body,
            else_body,
        } => {
            v.visit_expr(cond);
            then_body
                .iter()
                .chain(else_body)
                .for_each(|n| v.visit_node(n));
        }
        Node::Assign { target, value, .. } => {
            target
                .index
                .iter()
                .flatten()
                .chain(&target.data)
                .for_each(|e| v.visit_expr(e));
            v.visit_expr(value);
        }
        Node::Schedule(Schedule::Threads { body }) | Node::Scope { body, .. } => {
            body.iter().for_each(|n| v.visit_node(n))
        }
        Node::Let { value, .. } => v.visit_expr(value),
        Node::Local { .. } => {}
        Node::Schedule(Schedule::ShareOut { body, .. })
        | Node::Schedule(Schedule::Lanes { body }) => walk_loop(v, body),
        Node::Stage(st) => {
            for r in [&st.buffer, &st.field] {
                r.index
                    .iter()
                    .flatten()
                    .chain(&r.data)
                    .for_each(|e| v.visit_expr(e));
            }
            [&st.lanes, &st.lo, &st.hi]
                .into_iter()
                .for_each(|e| v.visit_expr(e));
        }
        Node::Prefetch(pf) => {
            pf.field
                .index
                .iter()
                .flatten()
                .chain(&pf.field.data)
                .chain([&pf.skip, &pf.extent, &pf.part, &pf.parts])
                .for_each(|e| v.visit_expr(e));
        }
        Node::Fail { .. } | Node::Comment(_) => {}
    }
}

/// Visits the children of `expr`.
pub fn walk_expr<V: Visitor + ?Sized>(v: &mut V, expr: &Expr) {
    match expr {
        Expr::Int(_) | Expr::Float(..) | Expr::Bool(_) | Expr::Var(..) => {}
        Expr::Load(r) => r
            .index
            .iter()
            .flatten()
            .chain(&r.data)
            .for_each(|e| v.visit_expr(e)),
        Expr::Unary(_, e) | Expr::Cast(_, e) => v.visit_expr(e),
        Expr::Binary(_, a, b, _) => {
            v.visit_expr(a);
            v.visit_expr(b);
        }
        Expr::Call(_, args, _) => args.iter().for_each(|e| v.visit_expr(e)),
        Expr::Ternary(c, a, b) => {
            v.visit_expr(c);
            v.visit_expr(a);
            v.visit_expr(b);
        }
    }
}

/// Text with indentation state.
#[derive(Debug, Default)]
pub struct Output {
    text: String,
    depth: usize,
}

impl Output {
    /// Appends one line at the current indentation.
    pub fn line(&mut self, text: &str) {
        if text.is_empty() {
            self.text.push('\n');
            return;
        }
        for _ in 0..self.depth {
            self.text.push_str("    ");
        }
        self.text.push_str(text);
        self.text.push('\n');
    }

    /// Appends a line without indentation (preprocessor directives).
    pub fn raw_line(&mut self, text: &str) {
        self.text.push_str(text);
        self.text.push('\n');
    }

    /// Indents the following lines one level more.
    pub fn indent(&mut self) {
        self.depth += 1;
    }

    /// Indents the following lines one level less.
    pub fn dedent(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// The text so far.
    pub fn into_text(self) -> String {
        self.text
    }
}

/// Evaluates an integer expression of the host program (grid bounds, level
/// ranges) for a domain of `sizes`: integers, sizes, `+ - * /`, `min`, `max`
/// and `clamp`. `None` for anything else (a bug in the lowering).
pub fn eval_host(e: &Expr, sizes: [i64; 3]) -> Option<i64> {
    use crate::kernel::{names, BinaryOp, Intrinsic};
    match e {
        Expr::Int(i) => Some(*i),
        Expr::Var(v, _) => names::SIZES.iter().position(|s| s == v).map(|n| sizes[n]),
        Expr::Binary(op, a, b, _) => {
            let (a, b) = (eval_host(a, sizes)?, eval_host(b, sizes)?);
            match op {
                BinaryOp::Add => a.checked_add(b),
                BinaryOp::Sub => a.checked_sub(b),
                BinaryOp::Mul => a.checked_mul(b),
                BinaryOp::Div => a.checked_div(b),
                _ => None,
            }
        }
        Expr::Call(f, args, _) => {
            let args: Option<Vec<i64>> = args.iter().map(|a| eval_host(a, sizes)).collect();
            match (f, args?.as_slice()) {
                (Intrinsic::Min, [a, b]) => Some(*a.min(b)),
                (Intrinsic::Max, [a, b]) => Some(*a.max(b)),
                (Intrinsic::Clamp, [x, lo, hi]) => Some(*x.max(lo).min(hi)),
                _ => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{HostStep, Kernel, Space};

    fn module(body: Vec<Node>, host: Vec<HostStep>) -> Module {
        Module {
            name: "r".into(),
            stencil_name: "r".into(),
            source_file: "r.py".into(),
            params: vec![],
            buffers: vec![],
            kernels: vec![Kernel {
                name: "r".into(),
                space: Space::Once,
                body,
            }],
            host,
        }
    }

    #[test]
    fn global_constraints_are_checked_before_writing() {
        let stray = Node::Schedule(Schedule::ShareOut {
            collapse: 1,
            body: Loop {
                var: "i".into(),
                start: Expr::Int(0),
                stop: Expr::Int(1),
                reverse: false,
                body: vec![],
            },
        });
        let m = module(vec![stray], vec![HostStep::Launch(3)]);
        match generate(&c::CTarget, &m, &WriteOptions::default()) {
            Err(WriteError::Invalid(e)) => {
                assert!(e[0].contains("not inside a team of threads"), "{e:?}");
                assert!(e[1].contains("launches kernel 3"), "{e:?}");
            }
            other => panic!("expected a validation error, got {other:?}"),
        }
    }

    #[test]
    fn the_registry_finds_every_backend_by_its_name() {
        for b in Backend::ALL {
            assert_eq!(Backend::from_name(b.name()), Some(b));
            if let Some(t) = b.target() {
                assert_eq!(t.name(), b.name());
            }
        }
        assert_eq!(Backend::from_name("fortran77"), None);
    }

    #[test]
    fn host_expressions_evaluate_over_the_sizes() {
        use crate::kernel::{BinaryOp, Intrinsic};
        let nk = Expr::Var("nk".into(), DType::Int64);
        let e = Expr::Call(
            Intrinsic::Clamp,
            vec![
                Expr::Binary(
                    BinaryOp::Sub,
                    Box::new(nk.clone()),
                    Box::new(Expr::Int(9)),
                    DType::Int64,
                ),
                Expr::Int(0),
                nk,
            ],
            DType::Int64,
        );
        assert_eq!(eval_host(&e, [4, 5, 6]), Some(0));
        assert_eq!(eval_host(&e, [4, 5, 20]), Some(11));
        assert_eq!(
            eval_host(&Expr::Var("x".into(), DType::Int64), [1, 1, 1]),
            None
        );
    }
}
