//! The program's dataflow graph: what every call reads (at which extent) and
//! writes, and which call reads what another wrote.

use super::{FieldId, Program};
use crate::oir::extents::Extent;
use std::collections::{BTreeMap, BTreeSet};

/// What one call reads and writes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CallNode {
    /// Fields read, each with the extent of the reads around the call's domain.
    pub reads: BTreeMap<FieldId, Extent>,
    /// Fields written (on the call's domain).
    pub writes: BTreeSet<FieldId>,
}

/// A read of what an earlier call wrote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    /// The call that wrote the field last before `to`.
    pub from: usize,
    /// The reading call.
    pub to: usize,
    /// The field.
    pub field: FieldId,
    /// Where around its domain `to` reads it.
    pub extent: Extent,
}

/// The dataflow graph of a program's calls.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Graph {
    /// One node per call, in call order.
    pub nodes: Vec<CallNode>,
    /// Read-after-write dependencies.
    pub edges: Vec<Edge>,
}

impl Graph {
    /// The graph of `program`'s calls.
    pub fn build(program: &Program) -> Graph {
        let nodes: Vec<CallNode> = program.calls.iter().map(node).collect();
        let mut last_writer: BTreeMap<FieldId, usize> = BTreeMap::new();
        let mut edges = Vec::new();
        for (to, n) in nodes.iter().enumerate() {
            for (&field, &extent) in &n.reads {
                if let Some(&from) = last_writer.get(&field) {
                    edges.push(Edge {
                        from,
                        to,
                        field,
                        extent,
                    });
                }
            }
            for &field in &n.writes {
                last_writer.insert(field, to);
            }
        }
        Graph { nodes, edges }
    }

    /// The calls that touch `field`, in order.
    pub fn users(&self, field: FieldId) -> Vec<usize> {
        (0..self.nodes.len())
            .filter(|&c| {
                self.nodes[c].reads.contains_key(&field) || self.nodes[c].writes.contains(&field)
            })
            .collect()
    }
}

/// The reads and writes of one call, from its stencil's optimisation IR.
fn node(call: &super::StencilCall) -> CallNode {
    let (oir, extents) = call.signature.oir();
    let mut read_names = BTreeSet::new();
    for (_, _, execution) in oir.executions() {
        for stmt in &execution.body {
            stmt.walk(&mut |s| {
                for r in s.own_reads() {
                    read_names.insert(r.field);
                }
            });
        }
    }
    let written = &call.signature.written_params();
    let mut out = CallNode::default();
    for &p in &oir.params {
        let name = &oir.symbols.get(p).name;
        let Some(&field) = call.fields.get(name) else {
            continue;
        };
        if read_names.contains(&p) {
            let extent = extents
                .fields
                .get(&p)
                .map(|f| f.horizontal)
                .unwrap_or_default();
            out.reads.insert(field, extent);
        }
        if written.contains(&p) {
            out.writes.insert(field);
        }
    }
    out
}
