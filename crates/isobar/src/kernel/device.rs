//! OIR → kernel IR for devices (OpenCL devices, GPUs): kernels over grids of
//! work items, launched one after the other by the host, with temporaries in
//! device memory over the whole domain (plus the halo their readers need).
//!
//! A kernel boundary is the only barrier every device has, so the kernels are
//! cut where GTScript's parallel model needs one:
//! * a PARALLEL interval runs each execution as a kernel over I x J x K (the
//!   execution's extent, the interval's levels): an execution sees everything
//!   the one before it wrote, at every point;
//! * a FORWARD/BACKWARD loop whose columns are independent is one kernel over
//!   I x J, each work item sweeping its column through every interval;
//! * any other FORWARD/BACKWARD interval runs level by level on the host,
//!   each execution a kernel over I x J at that level.

use super::analysis::Analysis;
use super::bounds::{level, plus, size};
use super::lower::{Lowerer, Mode};
use super::namer::Naming;
use super::{names, DeviceBuffer, Expr, GridAxis, HostStep, Kernel, Loop, Module, Node, Space};
use crate::ir::{DType, IterationOrder};
use crate::oir;

/// Lowers the analysed stencil to a device module with identifiers chosen by
/// `naming`'s rules.
pub fn lower(analysis: &Analysis, naming: Naming) -> Module {
    let l = Lowerer::new(analysis, Mode::Device, naming);
    let mut module = Module {
        name: l.routine_name.clone(),
        stencil_name: analysis.stencil.name.clone(),
        source_file: analysis.source_file.clone(),
        params: l.params(),
        buffers: l.device_buffers(),
        kernels: Vec::new(),
        host: Vec::new(),
    };
    for (n, vloop) in analysis.stencil.loops.iter().enumerate() {
        let reverse = vloop.order == IterationOrder::Backward;
        if analysis.independent_columns[n] {
            let body = vloop
                .sections
                .iter()
                .map(|section| {
                    Node::Loop(Loop {
                        var: names::K.into(),
                        start: level(section.interval.start),
                        stop: level(section.interval.end),
                        reverse,
                        body: l.joined_point_bodies(&section.executions),
                    })
                })
                .collect();
            let grid = vec![axis(names::I, 0, 0, 0), axis(names::J, 1, 0, 0)];
            let launch = push_kernel(&mut module, grid, body);
            module.host.push(launch);
            continue;
        }
        for section in &vloop.sections {
            let levels = GridAxis {
                var: names::K.into(),
                start: level(section.interval.start),
                stop: level(section.interval.end),
            };
            let mut per_level = Vec::new();
            for e in &section.executions {
                let mut grid = l.plane_grid(e);
                if vloop.order == IterationOrder::Parallel {
                    grid.push(levels.clone());
                    let launch = push_kernel(&mut module, grid, l.point_body(e));
                    module.host.push(launch);
                } else {
                    let mut body = vec![Node::Let {
                        name: names::K.into(),
                        value: Expr::Var(names::LEVEL.into(), DType::Int64),
                    }];
                    body.extend(l.point_body(e));
                    per_level.push(push_kernel(&mut module, grid, body));
                }
            }
            if !per_level.is_empty() {
                module.host.push(HostStep::Levels {
                    var: names::LEVEL.into(),
                    start: levels.start,
                    stop: levels.stop,
                    reverse,
                    body: per_level,
                });
            }
        }
    }
    module
}

/// Adds a kernel over `grid` and returns the step that launches it.
fn push_kernel(module: &mut Module, grid: Vec<GridAxis>, body: Vec<Node>) -> HostStep {
    let n = module.kernels.len();
    module.kernels.push(Kernel {
        name: format!("{}_k{n}", module.name),
        space: Space::Grid(grid),
        body,
    });
    HostStep::Launch(n)
}

/// The grid axis `var` over the domain's axis `n`, widened by `lo` and `hi`.
fn axis(var: &str, n: usize, lo: i64, hi: i64) -> GridAxis {
    GridAxis {
        var: var.into(),
        start: Expr::Int(lo),
        stop: plus(size(n), hi),
    }
}

impl Lowerer<'_> {
    /// The I and J axes of an execution's grid: the domain widened by its extent.
    fn plane_grid(&self, e: &oir::HorizontalExecution) -> Vec<GridAxis> {
        let x = self.analysis.domain_extent(e);
        vec![
            axis(names::I, 0, x.i_lo.into(), x.i_hi.into()),
            axis(names::J, 1, x.j_lo.into(), x.j_hi.into()),
        ]
    }

    /// Every temporary held in an array, over the domain plus the halo its
    /// readers need.
    fn device_buffers(&self) -> Vec<DeviceBuffer> {
        let mut out = Vec::new();
        for id in self.analysis.buffered_temporaries() {
            let symbol = self.symbols().get(id);
            let Some(ty) = symbol.field_type() else {
                continue;
            };
            let (name, strides) = self.arrays[&id].clone();
            out.push(DeviceBuffer {
                name,
                source_name: symbol.name.clone(),
                dtype: ty.dtype,
                has_k: !self.rings.contains_key(&id),
                halo: self.buffer_halo(&self.analysis.extents, id),
                data_dims: ty.data_dims.clone(),
                strides,
            });
        }
        out
    }
}

/// The kernels of a device module and how the host launches them, one line
/// each (the schedule part of `--explain`).
pub fn describe(module: &Module) -> Vec<String> {
    let mut out = Vec::new();
    for (n, k) in module.kernels.iter().enumerate() {
        let axes: Vec<&str> = match &k.space {
            Space::Grid(axes) => axes.iter().map(|a| a.var.as_str()).collect(),
            Space::Once => Vec::new(),
        };
        out.push(format!(
            "kernel {n}: one work item per point of {}",
            axes.join(" x ").to_uppercase()
        ));
    }
    fn steps(s: &[HostStep], out: &mut Vec<String>) {
        for step in s {
            if let HostStep::Levels { body, reverse, .. } = step {
                let kernels: Vec<String> = body
                    .iter()
                    .filter_map(|b| match b {
                        HostStep::Launch(n) => Some(n.to_string()),
                        HostStep::Levels { .. } => None,
                    })
                    .collect();
                let dir = if *reverse { "downwards" } else { "upwards" };
                out.push(format!(
                    "kernels {} launched level by level, {dir}",
                    kernels.join(", ")
                ));
                steps(body, out);
            }
        }
    }
    steps(&module.host, &mut out);
    for b in &module.buffers {
        out.push(format!("{}: device buffer over the domain", b.source_name));
    }
    out
}
