//! The intermediate forms of a stencil as `isobar dump` prints them: the
//! stencil IR and the OIR as lowered (from the checked IR, before a build),
//! the optimised OIR and the kernel IR (of a built stencil); text, or JSON.

use super::{Error, Stencil};
use crate::kernel::Layout;
use crate::runtime::RuntimeError;
use crate::{ir, oir};

/// A form of a stencil to print.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// The stencil IR, after the front end.
    Ir,
    /// The optimisation IR with the extents, as lowered.
    Oir,
    /// The optimisation IR after the passes, with the extents.
    OptimizedOir,
    /// The kernel IR the back-end's code is written from (I-first layout).
    Kernel,
}

/// Writes a form as text (the IR's own notation) or as JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    /// The dump notation.
    Text,
    /// Pretty-printed JSON.
    Json,
}

/// The stencil IR or the OIR as lowered (`form` [`Form::Ir`] or
/// [`Form::Oir`]) of `stencil`; `Ok(None)` for the forms only a build has.
pub fn before_build(
    stencil: &ir::Stencil,
    form: Form,
    notation: Notation,
) -> Result<Option<String>, Error> {
    let text = match (form, notation) {
        (Form::Ir, Notation::Json) => json(stencil)?,
        (Form::Ir, Notation::Text) => ir::dump::to_text(stencil),
        (Form::Oir, _) => {
            let oir = oir::lower(stencil);
            let extents = oir::extents::compute(&oir);
            oir_text(&oir, &extents, notation)?
        }
        (Form::OptimizedOir | Form::Kernel, _) => return Ok(None),
    };
    Ok(Some(text))
}

impl Stencil {
    /// The optimised OIR or the kernel IR of this built stencil (the stencil
    /// IR and the OIR as lowered for the other forms).
    pub fn dump(&self, form: Form, notation: Notation) -> Result<String, Error> {
        match form {
            Form::Ir | Form::Oir => {
                Ok(before_build(self.ir(), form, notation)?.unwrap_or_default())
            }
            Form::OptimizedOir => {
                let (oir, extents) = self.oir();
                oir_text(oir, extents, notation)
            }
            Form::Kernel => {
                let module = self.kernel_module(Layout::IFirst)?;
                match notation {
                    Notation::Json => json(module),
                    Notation::Text => Ok(crate::kernel::dump::to_text(module)),
                }
            }
        }
    }
}

fn oir_text(
    oir: &oir::Stencil,
    extents: &oir::extents::Extents,
    notation: Notation,
) -> Result<String, Error> {
    match notation {
        Notation::Json => json(&serde_json::json!({"oir": oir, "extents": extents})),
        Notation::Text => Ok(oir::dump::to_text(oir, extents)),
    }
}

/// `value` as pretty JSON, with a newline.
fn json(value: &impl serde::Serialize) -> Result<String, Error> {
    let mut text = serde_json::to_string_pretty(value)
        .map_err(|e| RuntimeError::new(format!("cannot write JSON: {e}")))?;
    text.push('\n');
    Ok(text)
}
