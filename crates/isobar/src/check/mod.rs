//! The parallel-model checks of seed 004, as GT4Py 1.2.3 enforces them, on the
//! stencil IR. Each check is a function from the IR to diagnostics; [`check`]
//! runs them all and returns what they found, in source order.
//!
//! | module | categories |
//! |---|---|
//! | [`intervals`] | `overlapping-intervals`, `interval-order` |
//! | [`lvalues`] | `offset-write-ij`, `offcenter-k-write-parallel`, `invalid-lvalue-dims`, `invalid-offset` (data indices) |
//! | [`kraces`] | `parallel-k-race` |
//! | [`rule4`] | `rule4-*`, `while-offset-write`, `region-offset-read-after-write` |
//! | [`types`] | `type-mismatch` |
//! | [`extents`] | (GT4Py's read extents, used by [`rule4`]) |

pub mod extents;
pub mod intervals;
pub mod kraces;
pub mod lvalues;
pub mod rule4;
pub mod types;

use crate::diagnostics::Diagnostic;
use crate::ir::Stencil;

/// Runs every check on `stencil`; returns the diagnostics found (empty if valid),
/// ordered by source position.
pub fn check(stencil: &Stencil) -> Vec<Diagnostic> {
    let mut diagnostics = Vec::new();
    diagnostics.extend(intervals::check(stencil));
    diagnostics.extend(lvalues::check(stencil));
    diagnostics.extend(types::check(stencil));
    diagnostics.extend(kraces::check(stencil));
    diagnostics.extend(rule4::check(stencil));
    diagnostics.sort_by_key(|d| d.span.map(|s| (s.start, s.end)));
    // A body shared by several regions is checked once per region.
    diagnostics
        .dedup_by(|a, b| a.span == b.span && a.category == b.category && a.message == b.message);
    diagnostics
}

/// Warnings about a valid stencil: temporaries that may be read where they
/// were never written (GTScript leaves the value undefined; isobar reads 0).
pub fn warnings(stencil: &Stencil) -> Vec<Diagnostic> {
    let oir = crate::oir::lower_uninitialised(stencil);
    crate::oir::uninit::analyse(&oir)
        .into_iter()
        .map(|read| {
            let name = &oir.symbols.get(read.field).name;
            Diagnostic::warning(
                crate::diagnostics::Category::MaybeUnwrittenRead,
                read.span,
                format!("the temporary `{name}` may be read where it was never written"),
            )
            .with_label("read here")
            .with_note("it is written only under a condition, in a region, on other levels or later; GTScript leaves such values undefined, isobar reads 0 there on every back-end")
        })
        .collect()
}

#[cfg(test)]
pub(crate) mod test_util {
    use crate::diagnostics::Category;
    use crate::frontend::{lower_source, FrontendOptions};

    /// Wraps a stencil body (indented by 4) in a definition with the given parameters.
    pub fn stencil(params: &str, body: &str) -> String {
        format!(
            "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s({params}):\n{body}"
        )
    }

    /// The categories `check` reports for `source`; panics if the frontend fails.
    pub fn categories(source: &str) -> Vec<Category> {
        let ir = match lower_source(source, &FrontendOptions::default()) {
            Ok(ir) => ir,
            Err(d) => panic!("frontend failed: {}", d.render("test.py", source)),
        };
        super::check(&ir).into_iter().map(|d| d.category).collect()
    }
}
