//! Optimisation passes on the OIR. [`PIPELINE`] is the list, in order; it has no
//! logic of its own. Each pass keeps the semantics of the parallel model, keeps
//! the OIR valid (tests re-validate after every pass), and can be switched off by
//! name for debugging.

pub mod dead;
pub mod demote;
pub mod fold;
pub mod fusion;
pub mod inline;
pub mod recompute;
pub mod select;
pub mod split;
pub mod vmerge;

use super::Stencil;

/// A pass: its name, what it does, and the function.
pub struct Pass {
    /// Name used to switch it off.
    pub name: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// The transformation; returns a line saying what changed, if anything.
    pub run: fn(&mut Stencil) -> Option<String>,
}

/// The optimisation pipeline.
pub const PIPELINE: &[Pass] = &[
    Pass {
        name: "fold",
        summary: "constant expressions computed, constant guards resolved",
        run: fold::run,
    },
    Pass {
        name: "inline",
        summary: "temporaries computed from inputs alone are recomputed where they are read",
        run: inline::run,
    },
    Pass {
        name: "select",
        summary: "masked single assignments become branch-free selects",
        run: select::run,
    },
    Pass {
        name: "recompute",
        summary: "temporaries read at horizontal offsets are recomputed by their reader from inputs",
        run: recompute::run,
    },
    Pass {
        name: "dead",
        summary: "assignments to temporaries nothing reads removed",
        run: dead::run,
    },
    Pass {
        name: "vmerge",
        summary: "consecutive PARALLEL computations over the same interval become one vertical loop",
        run: vmerge::run,
    },
    Pass {
        name: "fusion",
        summary: "consecutive horizontal executions with the same extent and no offset reads between them become one",
        run: fusion::run,
    },
    Pass {
        name: "demote",
        summary: "temporaries used at the current point within one execution become scalars",
        run: demote::run,
    },
];

/// Runs the pipeline except the passes named in `disabled`, then
/// [`split::run`]; returns what each pass did (the `--explain` report).
pub fn optimize(stencil: &mut Stencil, disabled: &[String]) -> Vec<String> {
    let mut report = Vec::new();
    for pass in PIPELINE {
        if disabled.iter().any(|d| d == pass.name) {
            report.push(format!("{}: off", pass.name));
            continue;
        }
        let what = (pass.run)(stencil).unwrap_or_else(|| "nothing to do".into());
        report.push(format!("{}: {what}", pass.name));
    }
    if let Some(what) = split::run(stencil) {
        report.push(format!("split: {what}"));
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::FrontendOptions;
    use crate::ir::{ExprKind, Literal};
    use crate::oir::Stmt;

    fn lowered(body: &str) -> Stencil {
        let src = format!(
            "from gt4py.cartesian.gtscript import *\ndef s(a: Field[float], b: Field[float], c: Field[float]):\n    from __externals__ import FLAG\n    with computation(PARALLEL), interval(...):\n{body}"
        );
        let options = FrontendOptions {
            externals: [("FLAG".to_string(), Literal::Bool(false))].into(),
            ..Default::default()
        };
        match crate::compile(&src, &options) {
            Ok(ir) => crate::oir::lower(&ir),
            Err(d) => panic!("{}", d.render("t.py", &src)),
        }
    }

    fn assigns(s: &Stencil) -> usize {
        let mut n = 0;
        for (_, _, e) in s.executions() {
            e.body
                .iter()
                .for_each(|st| st.walk(&mut |x| n += matches!(x, Stmt::Assign { .. }) as usize));
        }
        n
    }

    #[test]
    fn fold_resolves_constants_and_constant_guards() {
        let mut s = lowered("        if FLAG:\n            b = a * 2.0\n        else:\n            b = a\n        c = 1.0 + 2.0 * 3.0\n");
        assert_eq!(assigns(&s), 3);
        assert!(fold::run(&mut s).is_some());
        assert_eq!(assigns(&s), 2, "the `if False` branch is gone");
        let folded = s.executions().any(|(_, _, e)| {
            matches!(&e.body[0], Stmt::Assign { value, .. } if value.kind == ExprKind::Literal(Literal::Float(7.0)))
        });
        assert!(folded);
    }

    #[test]
    fn dead_removes_unread_temporaries_transitively() {
        let mut s = lowered("        t = a + 1.0\n        u = t * 2.0\n        b = a\n");
        assert!(dead::run(&mut s).is_some());
        assert_eq!(assigns(&s), 1);
        assert_eq!(s.executions().count(), 1);
        assert!(crate::oir::validate::validate(&s).is_empty());
    }

    #[test]
    fn inline_recomputes_temporaries_of_inputs_at_the_read_offset() {
        let mut s =
            lowered("        t = a[1, 0, 0] - a\n        b = t[-1, 0, 0] + t\n        c = a\n");
        assert!(inline::run(&mut s).is_some());
        let after_inline = crate::oir::dump::to_text(&s, &crate::oir::extents::compute(&s));
        assert!(dead::run(&mut s).is_some(), "{after_inline}");
        assert_eq!(assigns(&s), 2, "t's definition is gone");
        let text = crate::oir::dump::to_text(&s, &crate::oir::extents::compute(&s));
        assert!(
            text.contains("b[0, 0, 0] = ((a[0, 0, 0] - a[-1, 0, 0]) + (a[1, 0, 0] - a[0, 0, 0]))"),
            "{text}"
        );
        // A temporary computed from something the stencil writes (here `u`) is
        // not recomputed; `u` itself is.
        let mut s =
            lowered("        u = a * 2.0\n        t = u[1, 0, 0]\n        b = t[-1, 0, 0]\n");
        assert!(inline::run(&mut s).is_some());
        let text = crate::oir::dump::to_text(&s, &crate::oir::extents::compute(&s));
        assert!(text.contains("t[0, 0, 0] = (a[1, 0, 0] * 2.0)"), "{text}");
        assert!(text.contains("b[0, 0, 0] = t[-1, 0, 0]"), "{text}");
    }

    #[test]
    fn recompute_copies_a_masked_recipe_to_each_read_offset() {
        let mut s = lowered(
            "        t = a[1, 0, 0] - a\n        if t * a > 0.0:\n            t = 0.0\n        b = t[-1, 0, 0] + t\n",
        );
        assert!(select::run(&mut s).is_some());
        let what = recompute::run(&mut s).expect("recomputed");
        assert!(what.contains("t [-1, 0]"), "{what}");
        assert!(crate::oir::validate::validate(&s).is_empty());
        let text = crate::oir::dump::to_text(&s, &crate::oir::extents::compute(&s));
        // The copy reads the inputs one point to the west, and its own mask.
        assert!(
            text.contains("t.im1[0, 0, 0] = (a[0, 0, 0] - a[-1, 0, 0])"),
            "{text}"
        );
        assert!(
            text.contains("b[0, 0, 0] = (t.im1[0, 0, 0] + t[0, 0, 0])"),
            "{text}"
        );
        // Only zero-offset reads of `t` are left: fusion makes one execution,
        // and every temporary becomes a scalar.
        dead::run(&mut s);
        fusion::run(&mut s);
        assert_eq!(s.executions().count(), 1);
        demote::run(&mut s);
        assert!(s
            .symbols
            .iter()
            .filter(|(_, sym)| sym.is_temporary())
            .all(|(id, _)| s.locals.contains(&id)));
    }

    #[test]
    fn recompute_leaves_costly_recipes_stored() {
        // A recipe of more than 40 expression nodes (here 53) costs more
        // recomputed than stored (PyFV3's compute_x_flux ran 3-7x slower).
        let long = (1..=20)
            .map(|n| format!("a[{n}, 0, 0]"))
            .collect::<Vec<_>>()
            .join(" * ");
        let mut s = lowered(&format!(
            "        t = {long} - a\n        if t * a > 0.0:\n            t = 0.0\n        b = t[-1, 0, 0] + t\n"
        ));
        assert!(select::run(&mut s).is_some());
        assert_eq!(recompute::run(&mut s), None);
    }

    #[test]
    fn recompute_leaves_temporaries_without_a_recipe_alone() {
        // `t` is computed in a region only.
        let mut s = lowered(
            "        t = a\n        with horizontal(region[I[0], :]):\n            t = a * 2.0\n        b = t[1, 0, 0]\n",
        );
        assert!(recompute::run(&mut s).is_none());
    }

    #[test]
    fn demote_makes_scalars_of_temporaries_rewritten_in_every_execution() {
        let mut s = lowered(
            "        t = a * 2.0\n        b = t\n        t = a * 3.0\n        c = t[1, 0, 0]\n",
        );
        demote::run(&mut s);
        assert!(s.locals.is_empty(), "t is read at an offset");
        let mut s =
            lowered("        t = a * 2.0\n        b = t\n        t = a * 3.0\n        c = t\n");
        fusion::run(&mut s);
        demote::run(&mut s);
        assert_eq!(s.locals.len(), 1);
    }

    #[test]
    fn passes_can_be_switched_off_by_name() {
        let mut s = lowered("        t = a + 1.0\n        b = a\n");
        let report = optimize(&mut s, &["dead".to_string()]);
        assert!(report.contains(&"dead: off".to_string()), "{report:?}");
        assert_eq!(assigns(&s), 2, "t is still assigned");
    }
}
