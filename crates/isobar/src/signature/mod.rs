//! A checked stencil as the stages after the OIR see it, before any target:
//! its stencil IR, its OIR as lowered and as optimised (with extents), and
//! what a call of it must satisfy.
//!
//! A [`Signature`] is plain data. The program stage records calls of
//! signatures and fuses them (IR → IR); the stencil objects of the driver
//! (`crate::stencil`) add a back-end, generated code and a loaded executable.

pub mod alias;
mod error;
mod memo;
pub mod validate;

pub use error::{RuntimeError, RuntimeErrorKind};
pub use validate::FieldShape;

use crate::ir::{self, value::Scalar, SymbolId, SymbolKind};
use crate::oir::{self, extents::Extents};
use std::collections::{BTreeMap, BTreeSet};

/// A checked stencil lowered to the OIR: what is known of it before a target
/// is chosen.
#[derive(Clone, Debug)]
pub struct Signature {
    ir: ir::Stencil,
    oir: oir::Stencil,
    extents: Extents,
    /// When optimised: the OIR as lowered, before the passes, with its
    /// extents ([`Signature::reference_oir`]).
    reference: Option<Box<(oir::Stencil, Extents)>>,
    explain: Vec<String>,
    written_params: BTreeSet<SymbolId>,
    variable_k: BTreeSet<SymbolId>,
    /// The GTScript file's name and text (for `#line` and comments).
    source_file: String,
    source: String,
    /// Per I and J size of a call's domain: the extents with the regions
    /// placed on it ([`Signature::placed`]).
    placed: memo::Memo<[usize; 2], memo::Placed>,
    /// Per domain and pair of parameters: whether the same array may be
    /// passed for both ([`Signature::may_share`]).
    shareable: memo::Memo<([usize; 2], String, String), bool>,
}

/// Which OIR a signature's code runs.
#[derive(Clone, Copy, Debug)]
pub enum Optimise<'a> {
    /// The OIR as lowered (the reference interpreter runs it).
    AsLowered,
    /// The OIR after the optimisation passes, but for the ones named.
    Passes {
        /// Passes switched off (see [`crate::oir::passes::PIPELINE`]).
        disabled: &'a [String],
    },
}

impl Signature {
    /// Lowers checked stencil IR, from the GTScript text `source` of the
    /// file `source_file`, to the OIR and, with [`Optimise::Passes`],
    /// optimises it.
    pub fn new(
        ir: ir::Stencil,
        optimise: Optimise<'_>,
        source_file: &str,
        source: &str,
    ) -> Signature {
        let mut oir = oir::lower(&ir);
        let (explain, reference) = match optimise {
            Optimise::AsLowered => (Vec::new(), None),
            Optimise::Passes { disabled } => {
                let lowered = oir.clone();
                let explain = oir::passes::optimize(&mut oir, disabled);
                let extents = oir::extents::compute(&lowered);
                (explain, Some(Box::new((lowered, extents))))
            }
        };
        let extents = oir::extents::compute(&oir);
        Signature {
            written_params: oir::params::written_params(&oir),
            variable_k: oir::params::fields_with_variable_k(&oir),
            ir,
            oir,
            extents,
            reference,
            explain,
            source_file: source_file.to_string(),
            source: source.to_string(),
            placed: Default::default(),
            shareable: Default::default(),
        }
    }

    /// The extents with horizontal regions placed on `domain` (`None`
    /// without regions), of the OIR as lowered (`[0]`) and as optimised
    /// (`[1]`), computed once per domain.
    pub fn placed(&self, domain: [usize; 3]) -> memo::Placed {
        self.placed.get_or([domain[0], domain[1]], || {
            let optimised = validate::extents_on_domain(&self.oir, &self.extents, domain);
            // Without passes the OIR as lowered is the one the code runs.
            let lowered = match &self.reference {
                Some(r) => validate::extents_on_domain(&r.0, &r.1, domain),
                None => optimised.clone(),
            };
            std::sync::Arc::new([lowered, optimised])
        })
    }

    /// Whether one array may be passed for both `written` and `other` on a
    /// call over `domain`: [`alias::same_array_is_safe`] or
    /// [`alias::accesses_are_apart`] for the stencil as written, computed
    /// once per domain and pair.
    pub fn may_share(&self, domain: [usize; 3], written: &str, other: &str) -> bool {
        let key = (
            [domain[0], domain[1]],
            written.to_string(),
            other.to_string(),
        );
        self.shareable.get_or(key, || {
            let (oir, extents) = self.reference_oir();
            alias::same_array_is_safe(oir, written, other)
                || alias::accesses_are_apart(oir, extents, domain, written, other)
        })
    }

    /// The name of the GTScript file it was read from.
    pub fn source_file(&self) -> &str {
        &self.source_file
    }

    /// The GTScript text it was read from (empty for IR made by a stage).
    pub fn source(&self) -> &str {
        &self.source
    }

    /// The stencil's name.
    pub fn name(&self) -> &str {
        &self.ir.name
    }

    /// The stencil IR.
    pub fn ir(&self) -> &ir::Stencil {
        &self.ir
    }

    /// The OIR the code runs and its extents.
    pub fn oir(&self) -> (&oir::Stencil, &Extents) {
        (&self.oir, &self.extents)
    }

    /// The OIR as lowered, before the optimisation passes, with its extents:
    /// the stencil's accesses as written, which the interpreter runs. Calls
    /// are checked against them on every back-end, so that a call the
    /// interpreter refuses (a field too small for a read the passes remove
    /// as dead, say) is refused everywhere.
    pub fn reference_oir(&self) -> (&oir::Stencil, &Extents) {
        match &self.reference {
            Some(r) => (&r.0, &r.1),
            None => (&self.oir, &self.extents),
        }
    }

    /// Whether the code runs the optimised OIR.
    pub fn is_optimised(&self) -> bool {
        self.reference.is_some()
    }

    /// What each optimisation pass did (empty when not optimised).
    pub fn explain(&self) -> &[String] {
        &self.explain
    }

    /// The field parameters the stencil writes (ids of [`Signature::oir`]).
    pub fn written_params(&self) -> &BTreeSet<SymbolId> {
        &self.written_params
    }

    /// Fields read or written somewhere at a variable K offset.
    pub fn variable_k(&self) -> &BTreeSet<SymbolId> {
        &self.variable_k
    }

    /// The names of the field parameters the stencil writes.
    pub fn written_fields(&self) -> Vec<String> {
        self.written_params
            .iter()
            .map(|&id| self.oir.symbols.get(id).name.clone())
            .collect()
    }

    /// The spatial axes of the field parameter `param`, if there is one.
    pub fn field_axes(&self, param: &str) -> Option<ir::Axes> {
        self.ir
            .params
            .iter()
            .map(|&p| self.ir.symbols.get(p))
            .find(|s| s.name == param)
            .and_then(|s| match &s.kind {
                SymbolKind::FieldParam(t) => Some(t.axes),
                _ => None,
            })
    }

    /// Checks that `fields` and `scalars` fit a call over `domain`: for the
    /// stencil as written ([`Signature::reference_oir`]) and as optimised.
    pub fn validate_parts<F: FieldShape>(
        &self,
        fields: &BTreeMap<String, F>,
        scalars: &mut BTreeMap<String, Scalar>,
        domain: [usize; 3],
    ) -> Result<(), RuntimeError> {
        let placed = self.placed(domain);
        let (oir, extents) = self.reference_oir();
        validate::validate_placed(oir, extents, placed[0].as_ref(), fields, scalars, domain)?;
        if self.reference.is_some() {
            let optimised = placed[1].as_ref();
            validate::validate_placed(
                &self.oir,
                &self.extents,
                optimised,
                fields,
                scalars,
                domain,
            )?;
        }
        Ok(())
    }

    /// For every field parameter, per spatial axis of the field, the lowest
    /// index the stencil accesses on a call over `domain`, relative to the
    /// field's origin: the smallest origin GT4Py takes is its negation. It
    /// is positive where every access lies after the origin (a field read
    /// at `[1, 0, 0]` only may have the origin -1 along I, as GT4Py's
    /// boundary `(-1, 1)` allows). Conservatively 0 where the stencil does
    /// not access the field, or accesses it at a variable K offset (along
    /// K). Horizontal regions count as placed on `domain` and as GT4Py
    /// places them, whichever reaches lower.
    pub fn lowest_accesses(&self, domain: [usize; 3]) -> BTreeMap<String, Vec<i64>> {
        let placed = self.placed(domain);
        let placed = placed[1].as_ref();
        let nk = i64::try_from(domain[2]).unwrap_or(i64::MAX);
        let mut out = BTreeMap::new();
        for &p in &self.oir.params {
            let symbol = self.oir.symbols.get(p);
            let SymbolKind::FieldParam(ty) = &symbol.kind else {
                continue;
            };
            let mut lows = Vec::new();
            match self.extents.fields.get(&p) {
                None => lows.resize(ty.axes.rank(), 0),
                Some(f) => {
                    let mut h = f.horizontal;
                    if let Some(g) = placed.as_ref().and_then(|e| e.fields.get(&p)) {
                        h = h.union(g.horizontal);
                    }
                    if ty.axes.i {
                        lows.push(i64::from(h.i_lo));
                    }
                    if ty.axes.j {
                        lows.push(i64::from(h.j_lo));
                    }
                    if ty.axes.k {
                        let levels = self.extents.levels_accessed(p, nk).map(|(lo, _)| lo);
                        let below = f.k_below.map(|b| -b);
                        let lo = match (levels, below) {
                            _ if self.variable_k.contains(&p) => 0,
                            (Some(a), Some(b)) => a.min(b),
                            (Some(a), None) | (None, Some(a)) => a,
                            (None, None) => 0,
                        };
                        lows.push(lo);
                    }
                }
            }
            out.insert(symbol.name.clone(), lows);
        }
        out
    }
}
