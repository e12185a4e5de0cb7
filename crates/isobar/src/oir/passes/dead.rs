//! Dead code: assignments to temporaries that nothing reads are removed (until
//! none is left), then executions left empty.

use crate::ir::SymbolId;
use crate::oir::{Stencil, Stmt};
use std::collections::BTreeSet;

/// Runs the pass.
pub fn run(stencil: &mut Stencil) -> Option<String> {
    let mut removed = 0;
    loop {
        let mut read: BTreeSet<SymbolId> = BTreeSet::new();
        for (_, _, e) in stencil.executions() {
            for s in &e.body {
                s.walk(&mut |st| read.extend(st.own_reads().iter().map(|r| r.field)));
            }
        }
        let dead = |id: SymbolId| stencil.symbols.get(id).is_temporary() && !read.contains(&id);
        let mut changed = 0;
        let mut loops = std::mem::take(&mut stencil.loops);
        for l in &mut loops {
            for s in &mut l.sections {
                for e in &mut s.executions {
                    let body = std::mem::take(&mut e.body);
                    e.body = prune(body, &dead, &mut changed);
                }
                s.executions.retain(|e| !e.body.is_empty());
            }
        }
        stencil.loops = loops;
        removed += changed;
        if changed == 0 {
            break;
        }
    }
    stencil.renumber_executions();
    (removed > 0).then(|| format!("{removed} dead assignment(s) removed"))
}

fn prune(body: Vec<Stmt>, dead: &dyn Fn(SymbolId) -> bool, changed: &mut usize) -> Vec<Stmt> {
    let mut out = Vec::new();
    for stmt in body {
        match stmt {
            Stmt::Assign { ref target, .. } if dead(target.field) => *changed += 1,
            Stmt::Assign { .. } => out.push(stmt),
            Stmt::Masked { cond, body } => {
                let body = prune(body, dead, changed);
                if !body.is_empty() {
                    out.push(Stmt::Masked { cond, body });
                }
            }
            Stmt::Restricted { regions, body } => {
                let body = prune(body, dead, changed);
                if !body.is_empty() {
                    out.push(Stmt::Restricted { regions, body });
                }
            }
            // A loop's body is kept whole: it decides when the loop ends.
            Stmt::While { cond, body } => out.push(Stmt::While { cond, body }),
        }
    }
    out
}
