//! A program as text (calls, fusion groups, transients) and as a Graphviz
//! DOT graph of its dataflow.

use super::plan::Plan;
use super::{FieldId, Program, ScalarArg};
use crate::oir::extents::Extent;
use std::fmt::Write;

/// The calls, groups, transients and dead calls of a planned program.
pub fn text(program: &Program, plan: &Plan) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "program {}", program.name);
    for (n, f) in program.fields.iter().enumerate() {
        let role = if !f.transient {
            "argument"
        } else if plan.temporaries.contains(&FieldId(n)) {
            "transient, a temporary of its group (never stored)"
        } else {
            "transient, stored between groups"
        };
        let _ = writeln!(
            out,
            "  field {}: {} {:?} ({role})",
            f.name, f.dtype, f.shape
        );
    }
    for s in &program.scalars {
        let _ = writeln!(out, "  scalar {}: {}", s.name, s.dtype);
    }
    let _ = writeln!(out, "calls:");
    for (c, call) in program.calls.iter().enumerate() {
        let _ = writeln!(out, "  {}", call_line(program, c));
        let _ = call;
    }
    for &c in &plan.dead {
        let _ = writeln!(
            out,
            "dead: c{c} ({}): nothing reads what it writes",
            program.calls[c].name()
        );
    }
    let _ = writeln!(
        out,
        "groups ({} calls into compiled code per run):",
        plan.groups.len()
    );
    for (g, group) in plan.groups.iter().enumerate() {
        let calls: Vec<String> = group.calls.iter().map(|c| format!("c{c}")).collect();
        match &group.merged {
            Some((frame, _, _)) => {
                let _ = writeln!(
                    out,
                    "  group {g}: fused {} on domain {:?} at origin {:?}",
                    calls.join(" "),
                    frame.domain,
                    frame.base
                );
            }
            None => {
                let _ = writeln!(out, "  group {g}: {} alone", calls.join(" "));
            }
        }
    }
    for cut in &plan.cuts {
        let _ = writeln!(out, "cut: {cut}");
    }
    out
}

/// `c3 = flux_x(q=q, fx=fx, dt=dt) origin (3, 3, 0) domain (65, 64, 80)`.
fn call_line(program: &Program, c: usize) -> String {
    let call = &program.calls[c];
    let mut args: Vec<String> = call
        .fields
        .iter()
        .map(|(p, f)| format!("{p}={}", program.fields[f.0].name))
        .collect();
    args.extend(call.scalars.iter().map(|(p, s)| match s {
        ScalarArg::Param(id) => format!("{p}={}", program.scalars[id.0].name),
        ScalarArg::Value(v) => format!("{p}={}", v.as_f64()),
    }));
    let origin = call.origins.values().next().cloned().unwrap_or_default();
    format!(
        "c{c} = {}({}) origin {:?} domain {:?}",
        call.name(),
        args.join(", "),
        origin,
        call.domain
    )
}

/// The dataflow graph in Graphviz's DOT language: calls are boxes, clustered
/// by fusion group; fields are ellipses (transients dashed); an edge from a
/// field to a call is labelled with the extent the call reads.
pub fn dot(program: &Program, plan: &Plan) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "digraph {} {{", quote(&program.name));
    let _ = writeln!(
        out,
        "  rankdir=TB;\n  node [fontname=\"Helvetica\", fontsize=10];"
    );
    for (n, f) in program.fields.iter().enumerate() {
        let style = if plan.temporaries.contains(&FieldId(n)) {
            "dashed"
        } else if f.transient {
            "dotted"
        } else {
            "solid"
        };
        let _ = writeln!(
            out,
            "  f{n} [label={}, shape=ellipse, style={style}];",
            quote(&f.name)
        );
    }
    for (g, group) in plan.groups.iter().enumerate() {
        let _ = writeln!(out, "  subgraph cluster_{g} {{");
        let label = if group.merged.is_some() {
            "fused"
        } else {
            "alone"
        };
        let _ = writeln!(out, "    label={};", quote(&format!("group {g} ({label})")));
        for &c in &group.calls {
            let _ = writeln!(
                out,
                "    c{c} [label={}, shape=box];",
                quote(&format!("c{c}: {}", program.calls[c].name()))
            );
        }
        let _ = writeln!(out, "  }}");
    }
    for &c in &plan.dead {
        let _ = writeln!(
            out,
            "  c{c} [label={}, shape=box, style=dashed, color=gray];",
            quote(&format!("c{c}: {} (dead)", program.calls[c].name()))
        );
    }
    for (c, node) in plan.graph.nodes.iter().enumerate() {
        for (f, e) in &node.reads {
            let _ = writeln!(out, "  f{} -> c{c} [label={}];", f.0, quote(&extent(*e)));
        }
        for f in &node.writes {
            let _ = writeln!(out, "  c{c} -> f{};", f.0);
        }
    }
    let _ = writeln!(out, "}}");
    out
}

fn extent(e: Extent) -> String {
    if e == Extent::default() {
        String::new()
    } else {
        format!("i[{},{}] j[{},{}]", e.i_lo, e.i_hi, e.j_lo, e.j_hi)
    }
}

/// A DOT string literal.
fn quote(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}
