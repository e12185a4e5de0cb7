//! Fusion on a rank: the calls between two exchange nodes (or swaps, zero
//! fills, split calls) form a segment, which becomes one local program —
//! the rank's shares of those calls on its own arrays — planned and fused
//! like any program. A transient all of whose uses in the step lie in the
//! segment is a transient of the local program (it may live in registers).

use super::plan::{DistributedPlan, Node};
use super::Error;
use crate::program::graph::Graph;
use crate::program::{FieldId, PlanOptions, Program};
use crate::stencil::{CallStencils, CodeOptions, CompiledProgram, Stencil};
use std::collections::BTreeSet;
use std::sync::Arc;

/// A fused segment: it replaces the nodes `first..first + len`.
pub struct Segment {
    /// Index of its first node.
    pub first: usize,
    /// Nodes it replaces.
    pub len: usize,
    /// The local program, compiled.
    pub compiled: CompiledProgram,
    /// Transients of the local program that its groups keep as temporaries
    /// (never stored): their arrays on the rank are never touched.
    pub transients: Vec<FieldId>,
}

/// The segments of `rank` worth fusing (two calls or more with a share).
pub fn segments(
    program: &Program,
    plan: &DistributedPlan,
    rank: usize,
    stencils: &[Option<Arc<Stencil>>],
    code: &CodeOptions,
) -> Result<Vec<Segment>, Error> {
    let graph = Graph::build(program);
    let mut out = Vec::new();
    let mut n = 0;
    while n < plan.nodes.len() {
        let first = n;
        let mut calls = Vec::new();
        while let Some(Node::Call { call, .. }) = plan.nodes.get(n) {
            calls.push(*call);
            n += 1;
        }
        if calls.is_empty() {
            n += 1;
            continue;
        }
        let with_share: Vec<usize> = calls
            .iter()
            .copied()
            .filter(|&c| stencils[c].is_some())
            .collect();
        if with_share.len() >= 2 {
            let local = local_program(program, plan, rank, stencils, &calls, &with_share, &graph)?;
            // Single calls run the rank's own stencils (built once).
            let prebuilt: Vec<Arc<Stencil>> = stencils.iter().flatten().cloned().collect();
            let own = CallStencils::new(&local, code, &prebuilt);
            let mut compiled = CompiledProgram::with_stencils(local, PlanOptions::default(), &own)?;
            let stored = compiled.plan().stored(compiled.program());
            let transients = (0..compiled.program().fields.len())
                .map(FieldId)
                .filter(|f| compiled.program().fields[f.0].transient && !stored.contains(f))
                .collect();
            compiled.compile()?;
            out.push(Segment {
                first,
                len: calls.len(),
                compiled,
                transients,
            });
        }
    }
    Ok(out)
}

fn local_program(
    program: &Program,
    plan: &DistributedPlan,
    rank: usize,
    stencils: &[Option<Arc<Stencil>>],
    calls: &[usize],
    with_share: &[usize],
    graph: &Graph,
) -> Result<Program, Error> {
    let inside: BTreeSet<usize> = calls.iter().copied().collect();
    // Named as the whole program, not by rank: ranks whose groups compute
    // the same thing then share one compiled object (in-process and in the
    // cache on disk) instead of compiling a copy per rank.
    let mut local = Program::new(&program.name);
    for (n, f) in program.fields.iter().enumerate() {
        let id = FieldId(n);
        let shape = plan.local_shape(program, id, rank);
        let users = graph.users(id);
        if f.transient && !users.is_empty() && users.iter().all(|c| inside.contains(c)) {
            local.transient(&f.name, f.dtype, &shape);
        } else {
            local.field(&f.name, f.dtype, &shape);
        }
    }
    local.scalars = program.scalars.clone();
    for &c in with_share {
        let (Some(stencil), Some(share)) = (&stencils[c], &plan.shares[rank][c]) else {
            continue;
        };
        let call = &program.calls[c];
        let fields: Vec<(&str, FieldId)> =
            call.fields.iter().map(|(p, f)| (p.as_str(), *f)).collect();
        let scalars: Vec<(&str, crate::program::ScalarArg)> =
            call.scalars.iter().map(|(p, s)| (p.as_str(), *s)).collect();
        local
            .call_with_origins(
                stencil.signature().clone(),
                &fields,
                &scalars,
                share.origins.clone(),
                share.domain,
            )
            .map_err(|e| Error::Plan(format!("rank {rank}: {e}")))?;
    }
    Ok(local)
}
