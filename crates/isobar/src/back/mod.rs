//! Writers: the kernel IR written in each target language, and nothing
//! else (building and running the code is [`crate::exec`]'s work).
//!
//! A [`Writer`] chooses its lowering ([`kernel::Lowering`]: CPU tiles or
//! device grids), its identifier rules ([`Naming`]) and the storage order it
//! prefers, and writes a [`kernel::Module`] in its language ([`Code`]). The
//! C-family languages share one printer ([`cfamily`]); each writer overrides
//! only what differs. One folder (or file) per language.

pub mod c;
pub mod cfamily;
pub mod cuda;
pub mod fortran;
pub mod grid;
pub mod hoist;
pub mod opencl;

use crate::ir::Axes;
use crate::kernel::namer::Naming;
use crate::kernel::{self, Module};

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

/// How a tile buffer is laid out, spelled for a target whose integer
/// constants `tile_layout` was given.
pub(crate) struct TileLayout {
    /// Points along I with the halo: the tile's, or the domain's.
    pub i_points: String,
    /// Points along J with the halo.
    pub j_points: String,
    /// Levels: the K ring's, or the domain's with the halo.
    pub levels: String,
    /// `(stride, value)`, in the order they must be defined.
    pub strides: Vec<(String, String)>,
    /// The size in elements.
    pub size: String,
}

/// The layout of the tile buffer `b`, `int` spelling an integer constant.
/// I-first: I contiguous, then K, then J, data dimensions outermost (the
/// layout of the fields, `ifirst_axis_order`); J-first (staged columns side
/// by side): the same with the roles of I and J swapped; K-first (C order):
/// I, J, K, then data dimensions innermost.
pub(crate) fn tile_layout(b: &kernel::Buffer, int: fn(i64) -> String) -> TileLayout {
    let [il, ih, jl, jh, kb, ka] = b.halo;
    let (i_points, j_points) = if b.spans_domain {
        (
            format!("(ni + {})", int(il + ih)),
            format!("(nj + {})", int(jl + jh)),
        )
    } else {
        (int(b.tile[0] + il + ih), int(b.tile[1] + jl + jh))
    };
    let levels = match b.k_ring {
        Some(ring) => int(ring),
        None => format!("(nk + {})", int(kb + ka)),
    };
    let (si, sj, sk) = (&b.strides[0], &b.strides[1], &b.strides[2]);
    let mut strides = Vec::new();
    let data_strides = |innermost: String, strides: &mut Vec<(String, String)>| {
        let mut s = innermost;
        for (&d, name) in b.data_dims.iter().zip(&b.strides[3..]).rev() {
            strides.push((name.clone(), s));
            s = format!("{name} * {}", int(d.into()));
        }
        s
    };
    let size = match b.layout {
        kernel::TileOrder::IFirst | kernel::TileOrder::JFirst => {
            let ((fast, fast_n), (slow, slow_n)) = if b.layout == kernel::TileOrder::IFirst {
                ((si, &i_points), (sj, &j_points))
            } else {
                ((sj, &j_points), (si, &i_points))
            };
            strides.push((fast.clone(), int(1)));
            strides.push((sk.clone(), fast_n.clone()));
            strides.push((slow.clone(), format!("{sk} * {levels}")));
            data_strides(format!("{slow} * {slow_n}"), &mut strides)
        }
        kernel::TileOrder::KFirst => {
            let innermost = data_strides(int(1), &mut strides);
            strides.push((sk.clone(), innermost));
            strides.push((sj.clone(), format!("{sk} * {levels}")));
            strides.push((si.clone(), format!("{sj} * {j_points}")));
            format!("{si} * {i_points}")
        }
    };
    TileLayout {
        i_points,
        j_points,
        levels,
        strides,
        size,
    }
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

/// What differs per target language.
pub trait Writer: Sync {
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
    /// Writes the module in the target's language.
    fn write(&self, module: &Module, options: &WriteOptions) -> Result<Code, WriteError>;
}

/// GT4Py's `cpu_ifirst` order: data dimensions outermost, then J, then K,
/// with I contiguous (for C: the innermost loop runs along I in SIMD lanes,
/// also in FORWARD/BACKWARD sweeps; for devices: neighbouring work items
/// The helper functions and float-to-integer conversions some code calls:
/// what a writer's prelude must define.
#[derive(Default)]
pub(crate) struct UsedHelpers {
    /// Calls, by intrinsic and argument type.
    pub calls: std::collections::BTreeSet<(kernel::Intrinsic, crate::ir::DType)>,
    /// Float-to-integer conversions, by their target (`Int32` or `Int64`).
    pub float_to_int: std::collections::BTreeSet<crate::ir::DType>,
}

impl UsedHelpers {
    /// What `bodies` and `exprs` call.
    pub fn of(bodies: &[&[kernel::Node]], exprs: &[&kernel::Expr]) -> Self {
        use kernel::visit::Visitor;
        let mut used = UsedHelpers::default();
        for body in bodies {
            body.iter().for_each(|n| used.visit_node(n));
        }
        exprs.iter().for_each(|e| used.visit_expr(e));
        used
    }
}

impl kernel::visit::Visitor for UsedHelpers {
    fn visit_expr(&mut self, expr: &kernel::Expr) {
        use crate::ir::DType;
        use kernel::Expr;
        match expr {
            Expr::Call(f, args, t) => {
                let arg_type = args.first().map(Expr::dtype).unwrap_or(*t);
                self.calls.insert((*f, arg_type));
            }
            Expr::Cast(t, x) if t.is_integer() && x.dtype().is_float() => {
                let wide = if *t == DType::Int64 {
                    DType::Int64
                } else {
                    DType::Int32
                };
                self.float_to_int.insert(wide);
            }
            _ => {}
        }
        kernel::visit::walk_expr(self, expr);
    }
}

/// The name of the generated helper function for `op` on values of type
/// `t` (`isobar_mod_i32`), alike in every language.
pub(crate) fn helper_symbol(op: &str, t: crate::ir::DType) -> String {
    use crate::ir::DType;
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

/// Lowers an analysed stencil for `target`, fields stored in `layout` (CPU
/// lowerings only; device kernels take any layout through their strides).
pub fn lower(
    target: &dyn Writer,
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
    target: &dyn Writer,
    module: &Module,
    options: &WriteOptions,
) -> Result<Code, WriteError> {
    let errors = kernel::validate(module);
    if !errors.is_empty() {
        return Err(WriteError::Invalid(errors));
    }
    target.write(module, options)
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

    /// A C line that marks `names` used (`(void)name;` each), so that no
    /// compiler warns of a parameter some variant does not read.
    pub fn void_casts<S: AsRef<str>>(&mut self, names: &[S]) {
        let casts: Vec<String> = names
            .iter()
            .map(|n| format!("(void){};", n.as_ref()))
            .collect();
        self.line(&casts.join(" "));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{Expr, HostStep, Kernel, Loop, Node, Schedule, Space};

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
        match generate(&c::CWriter, &m, &WriteOptions::default()) {
            Err(WriteError::Invalid(e)) => {
                assert!(e[0].contains("not inside a team of threads"), "{e:?}");
                assert!(e[1].contains("launches kernel 3"), "{e:?}");
            }
            other => panic!("expected a validation error, got {other:?}"),
        }
    }
}
