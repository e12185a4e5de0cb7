//! The stencils a program's calls run: one per signature, built once and
//! shared by the groups of a compiled program, by the ranks of a decomposed
//! run, and with the stencil objects the caller already holds.

use super::{CodeOptions, Stencil};
use crate::program::Program;
use crate::signature::Signature;
use std::sync::Arc;

/// One stencil per distinct signature of a program's calls.
#[derive(Clone)]
pub struct CallStencils {
    code: CodeOptions,
    stencils: Vec<Arc<Stencil>>,
}

impl CallStencils {
    /// The stencils of `program`'s calls: each of `prebuilt` whose
    /// signature a call has (its code is then loaded once, for the caller
    /// and the program alike), the others made with `code`.
    pub fn new(program: &Program, code: &CodeOptions, prebuilt: &[Arc<Stencil>]) -> CallStencils {
        let mut stencils: Vec<Arc<Stencil>> = Vec::new();
        for call in &program.calls {
            let signature = &call.signature;
            if stencils
                .iter()
                .any(|s| Arc::ptr_eq(s.signature(), signature))
            {
                continue;
            }
            let stencil = prebuilt
                .iter()
                .find(|s| Arc::ptr_eq(s.signature(), signature))
                .cloned()
                .unwrap_or_else(|| {
                    Arc::new(Stencil::from_signature(signature.clone(), code.clone()))
                });
            stencils.push(stencil);
        }
        CallStencils {
            code: code.clone(),
            stencils,
        }
    }

    /// The options new code is made with (a program's merged groups).
    pub fn code(&self) -> &CodeOptions {
        &self.code
    }

    /// The stencil of `signature`, made with [`CallStencils::code`] if it is
    /// none of the program's.
    pub fn of(&self, signature: &Arc<Signature>) -> Arc<Stencil> {
        self.stencils
            .iter()
            .find(|s| Arc::ptr_eq(s.signature(), signature))
            .cloned()
            .unwrap_or_else(|| {
                Arc::new(Stencil::from_signature(
                    signature.clone(),
                    self.code.clone(),
                ))
            })
    }
}
