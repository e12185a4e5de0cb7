//! The reference interpreter as one more executable: it runs no written
//! code but the OIR as lowered ([`crate::interp`]), on a copy of the part
//! of each array a call may access, and copies back what the stencil writes.

use super::{BuildError, Executable, Invocation, Loaded, Loader, Source};
use crate::ir::SymbolKind;
use crate::oir::extents::Extents;
use crate::oir::Stencil;
use crate::runtime::jit::BuildReport;
use crate::runtime::{self, ArrayArg, Call, FieldArg, RuntimeError};
use std::collections::BTreeMap;

/// Loads the interpreter for a stencil's OIR.
#[derive(Clone, Copy, Debug, Default)]
pub struct InterpreterLoader;

impl Loader for InterpreterLoader {
    fn availability(&self) -> Result<String, BuildError> {
        Ok("the reference interpreter".into())
    }

    fn runs_code(&self) -> bool {
        false
    }

    fn load(&self, source: &Source<'_>) -> Loaded {
        let exe = Interpreter {
            stencil: source.analysis.stencil.clone(),
            extents: source.analysis.extents.clone(),
        };
        Ok((Box::new(exe), BuildReport::default()))
    }
}

/// The OIR of one stencil, run by the interpreter.
pub struct Interpreter {
    stencil: Stencil,
    extents: Extents,
}

impl Executable for Interpreter {
    unsafe fn run(&self, call: &Invocation) -> Result<i32, BuildError> {
        let domain = call.domain.map(|d| d as usize);
        let mut owned = Call {
            domain,
            ..Default::default()
        };
        // Only the part of each array the stencil can access is copied (a
        // broadcast input may span more than memory).
        let placed = runtime::extents_on_domain(&self.stencil, &self.extents, domain);
        let mut windows = BTreeMap::new();
        let (mut fields, mut scalars) = (call.fields.iter(), call.scalars.iter());
        for &p in &self.stencil.params {
            let symbol = self.stencil.symbols.get(p);
            let name = &symbol.name;
            match symbol.kind {
                SymbolKind::FieldParam(_) => {
                    let Some(view) = fields.next() else { break };
                    let arg = ArrayArg {
                        data: view.data.cast(),
                        dtype: view.dtype,
                        shape: view.shape.clone(),
                        strides: view.strides.clone(),
                        origin: view.origin.clone(),
                    };
                    let window = runtime::accessed_window(
                        &self.stencil,
                        &self.extents,
                        name,
                        &arg,
                        domain,
                        placed.as_ref(),
                    );
                    // SAFETY: the caller's guarantee; the window lies
                    // inside the validated array.
                    let field = unsafe { window.to_field() }
                        .map_err(|e| RuntimeError::new(format!("field `{name}`: {e}")))?;
                    let origin = window.origin.clone();
                    owned
                        .fields
                        .insert(name.clone(), FieldArg { field, origin });
                    windows.insert(name.clone(), (window, view.written));
                }
                SymbolKind::ScalarParam(_) => {
                    if let Some(&value) = scalars.next() {
                        owned.scalars.insert(name.clone(), value);
                    }
                }
                SymbolKind::Temporary(_) => {}
            }
        }
        crate::interp::run(&self.stencil, &self.extents, &mut owned)?;
        // Only what the stencil writes goes back: an input aliasing an
        // output must not overwrite it with its old values.
        for (name, (window, written)) in &windows {
            if let (true, Some(result)) = (*written, owned.fields.get(name)) {
                // SAFETY: the caller's guarantee.
                unsafe { window.copy_from(&result.field) };
            }
        }
        Ok(0)
    }
}
