//! A readable text form of the optimisation IR (`isobar dump --stage oir`).

use super::extents::Extents;
use super::{Stencil, Stmt};
use crate::ir::dump::{expr_to_text, field_ref_to_text, interval, region};
use std::fmt::Write;

/// Renders `stencil`, with the extents of its executions and fields.
pub fn to_text(stencil: &Stencil, extents: &Extents) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "stencil {}", stencil.name);
    for (id, f) in &extents.fields {
        let h = f.horizontal;
        let _ = writeln!(
            out,
            "  field {}: accessed i[{:+}, {:+}] j[{:+}, {:+}] k below {} above {}",
            stencil.symbols.get(*id).name,
            h.i_lo,
            h.i_hi,
            h.j_lo,
            h.j_hi,
            f.k_below.map_or("-".into(), |k| k.to_string()),
            f.k_above.map_or("-".into(), |k| k.to_string()),
        );
    }
    for l in &stencil.loops {
        let _ = writeln!(out, "vertical_loop({}):", l.order.name());
        for section in &l.sections {
            let _ = writeln!(out, "  section{}:", interval(section.interval));
            for e in &section.executions {
                let x = extents.executions.get(&e.id).copied().unwrap_or_default();
                let block = e
                    .block
                    .map(|b| format!(" (block {})", b.0))
                    .unwrap_or_default();
                let _ = writeln!(
                    out,
                    "    horizontal_execution #{} extent i[{}, +{}] j[{}, +{}]{block}:",
                    e.id.0, x.i_lo, x.i_hi, x.j_lo, x.j_hi
                );
                for s in &e.body {
                    stmt(&mut out, stencil, s, 3);
                }
            }
        }
    }
    out
}

fn stmt(out: &mut String, stencil: &Stencil, s: &Stmt, depth: usize) {
    let pad = "  ".repeat(depth);
    let sy = &stencil.symbols;
    let (head, body) = match s {
        Stmt::Assign { target, value } => {
            let _ = writeln!(
                out,
                "{pad}{} = {}",
                field_ref_to_text(sy, target),
                expr_to_text(sy, value)
            );
            return;
        }
        Stmt::Masked { cond, body } => (format!("masked {}:", expr_to_text(sy, cond)), body),
        Stmt::While { cond, body } => (format!("while {}:", expr_to_text(sy, cond)), body),
        Stmt::Restricted { regions, body } => (
            format!(
                "restricted {}:",
                regions.iter().map(region).collect::<Vec<_>>().join(", ")
            ),
            body,
        ),
    };
    let _ = writeln!(out, "{pad}{head}");
    for b in body {
        stmt(out, stencil, b, depth + 1);
    }
}
