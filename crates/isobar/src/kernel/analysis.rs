//! What every target's lowering needs to know about a stencil, computed once
//! per build and handed to each of them: the extents (over the domain and
//! around a CPU tile), which fields are read at variable K offsets, which are
//! accessed at all, which vertical loops sweep independent columns, the
//! k-cache rings, the fields the stencil writes, and the source's lines.
//!
//! Executions keep the OIR's ids ([`oir::HorizontalExecution::id`]), so an
//! analysis result found for an execution here is found for it everywhere.

use crate::ir::{IterationOrder, SymbolId};
use crate::oir::extents::{Extent, Extents};
pub use crate::oir::params::param_offset_hazard;
use crate::oir::params::{fields_with_variable_k, written_params};
use crate::oir::{self, Stmt};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// The per-stencil analyses, with the stencil they describe.
#[derive(Clone, Debug, Serialize)]
pub struct Analysis {
    /// The (optimised) stencil.
    pub stencil: oir::Stencil,
    /// Extents over the compute domain.
    pub extents: Extents,
    /// The extents a CPU tile needs around itself ([`oir::extents::compute_for_tiles`]).
    pub tile_extents: Extents,
    /// The GTScript file's name (for `#line` and comments).
    pub source_file: String,
    /// Byte offset of the start of every line of the source.
    pub line_starts: Vec<u32>,
    /// Fields read or written somewhere at a variable K offset.
    pub variable_k: BTreeSet<SymbolId>,
    /// Every field some statement reads or writes.
    pub accessed: BTreeSet<SymbolId>,
    /// Per vertical loop: true if it is a FORWARD/BACKWARD loop whose columns
    /// are independent (see [`columns_are_independent`]).
    pub independent_columns: Vec<bool>,
    /// Ring sizes of the temporaries a column sweep keeps as k-caches.
    pub rings: BTreeMap<SymbolId, i64>,
    /// The size (I, J) of the domain the code will run on, when the build
    /// knows it (a program's fused group): tiles can then fit it.
    pub domain_size: Option<[i64; 2]>,
    /// The field parameters the stencil writes.
    pub written_params: BTreeSet<SymbolId>,
}

impl Analysis {
    /// Analyses `stencil` (with its domain `extents`), whose GTScript text is
    /// `source` from the file `source_file`.
    pub fn new(stencil: &oir::Stencil, extents: &Extents, source_file: &str, source: &str) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(source.match_indices('\n').map(|(p, _)| p as u32 + 1));
        let tile_extents = oir::extents::compute_for_tiles(stencil);
        let independent_columns: Vec<bool> = stencil
            .loops
            .iter()
            .map(|l| columns_are_independent(l, &tile_extents))
            .collect();
        let rings = super::kcache::rings(stencil, &independent_columns);
        Analysis {
            variable_k: fields_with_variable_k(stencil),
            accessed: accessed_fields(stencil),
            written_params: written_params(stencil),
            stencil: stencil.clone(),
            extents: extents.clone(),
            tile_extents,
            source_file: source_file.to_string(),
            line_starts,
            independent_columns,
            rings,
            domain_size: None,
        }
    }

    /// The line (from 1) of a byte offset of the source.
    pub fn line(&self, span: crate::diagnostics::Span) -> Option<u32> {
        let p = self.line_starts.partition_point(|&s| s <= span.start);
        (p > 0).then_some(p as u32)
    }

    /// True for a temporary that lives in an array: accessed by some
    /// statement and not demoted to a scalar.
    pub fn is_buffered(&self, id: SymbolId) -> bool {
        self.accessed.contains(&id) && !self.stencil.locals.contains(&id)
    }

    /// The temporaries that live in arrays, in symbol order.
    pub fn buffered_temporaries(&self) -> impl Iterator<Item = SymbolId> + '_ {
        self.stencil
            .symbols
            .iter()
            .filter(|(id, s)| s.is_temporary() && s.field_type().is_some() && self.is_buffered(*id))
            .map(|(id, _)| id)
    }

    /// The extent of an execution over the compute domain.
    pub fn domain_extent(&self, e: &oir::HorizontalExecution) -> Extent {
        self.extents
            .executions
            .get(&e.id)
            .copied()
            .unwrap_or_default()
    }

    /// The extent of an execution around a CPU tile.
    pub fn tile_extent(&self, e: &oir::HorizontalExecution) -> Extent {
        self.tile_extents
            .executions
            .get(&e.id)
            .copied()
            .unwrap_or_default()
    }
}

/// True if the columns of a FORWARD/BACKWARD loop can be swept one by one:
/// every execution runs on the compute domain only (also around a tile), and
/// nothing the loop writes is read at an I/J offset within it.
pub fn columns_are_independent(vloop: &oir::VerticalLoop, tile_extents: &Extents) -> bool {
    if vloop.order == IterationOrder::Parallel {
        return false;
    }
    let mut stmts = Vec::new();
    for section in &vloop.sections {
        for e in &section.executions {
            let extent = tile_extents
                .executions
                .get(&e.id)
                .copied()
                .unwrap_or_default();
            if extent != Extent::default() {
                return false;
            }
            stmts.extend(e.body.iter().cloned());
        }
    }
    let (written, shifted) = oir::writes_and_shifted_reads(&stmts);
    written.is_disjoint(&shifted)
}

/// The phases of the tile-by-tile schedule ([`tile_phases`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TilePhases {
    /// The vertical loops at which a new phase starts (the first phase
    /// starts at loop 0, not listed).
    pub starts: Vec<usize>,
    /// Temporaries that one phase writes and a later one reads, with the
    /// phase that writes them: tile buffers last one tile, so each also
    /// gets a buffer spanning the domain, into which the tiles of the
    /// writing phase copy their points and from which later phases read.
    pub crossing: BTreeMap<SymbolId, usize>,
}

/// The vertical loops at which the tile-by-tile schedule starts a new phase:
/// every tile finishes the loops before it (the threads wait for each other)
/// before any tile runs it. A field parameter written by one loop and read at
/// an I/J offset by another (GT4Py allows it where a horizontal region keeps
/// the read inside the domain) must not be in one phase: a tile would read
/// its neighbours' points before, or after, the other loop wrote them.
///
/// Fails, naming the field, where no cut between loops does: two executions
/// of one loop with such a parameter between them, or a temporary that a
/// later phase reads and more than one phase writes (or that has data
/// dimensions).
pub fn tile_phases(s: &oir::Stencil) -> Result<TilePhases, SymbolId> {
    let is_param = |id: &SymbolId| s.symbols.get(*id).is_field_param();
    let mut starts = Vec::new();
    let (mut written, mut shifted) = (BTreeSet::new(), BTreeSet::new());
    // Per temporary: the phases that write it, and the last phase reading it.
    let mut writers: BTreeMap<SymbolId, BTreeSet<usize>> = BTreeMap::new();
    let mut last_read: BTreeMap<SymbolId, usize> = BTreeMap::new();
    for (n, vloop) in s.loops.iter().enumerate() {
        let executions: Vec<_> = vloop
            .sections
            .iter()
            .flat_map(|section| &section.executions)
            .collect();
        let sets: Vec<_> = executions
            .iter()
            .map(|e| oir::writes_and_shifted_reads(&e.body))
            .collect();
        for (a, (w, _)) in sets.iter().enumerate() {
            for (b, (_, r)) in sets.iter().enumerate() {
                if let Some(&id) = (a != b)
                    .then(|| w.intersection(r).find(|id| is_param(id)))
                    .flatten()
                {
                    return Err(id);
                }
            }
        }
        let w: BTreeSet<SymbolId> = sets.iter().flat_map(|(w, _)| w.iter().copied()).collect();
        let r: BTreeSet<SymbolId> = sets.iter().flat_map(|(_, r)| r.iter().copied()).collect();
        let cut = r.intersection(&written).any(is_param) || w.intersection(&shifted).any(is_param);
        if cut {
            starts.push(n);
            written.clear();
            shifted.clear();
        }
        let phase = starts.len();
        for e in &executions {
            for st in &e.body {
                st.walk(&mut |x| {
                    for r in x.own_reads() {
                        last_read.insert(r.field, phase);
                    }
                });
            }
        }
        for &id in w.iter().filter(|id| s.symbols.get(**id).is_temporary()) {
            writers.entry(id).or_default().insert(phase);
        }
        written.extend(w);
        shifted.extend(r);
    }
    let mut crossing = BTreeMap::new();
    for (id, phases) in writers {
        let first = phases.first().copied().unwrap_or(0);
        if last_read.get(&id).is_some_and(|&read| read > first) {
            let has_data_dims = s
                .symbols
                .get(id)
                .field_type()
                .is_some_and(|t| !t.data_dims.is_empty());
            if phases.len() > 1 || has_data_dims {
                return Err(id);
            }
            crossing.insert(id, first);
        }
    }
    Ok(TilePhases { starts, crossing })
}

/// True if an execution reads at an I/J offset a field it writes: its points
/// must then run one after the other, not in SIMD lanes.
pub fn reads_own_writes_shifted(e: &oir::HorizontalExecution) -> bool {
    let (written, shifted) = oir::writes_and_shifted_reads(&e.body);
    !written.is_disjoint(&shifted)
}

/// The most points along I of the rows [`narrow_rows`] finds: a loop over
/// so few is not worth SIMD lanes, streaming stores or prefetches (each
/// multiplies the code the compiler works through; NDSL's corner stencils
/// are dozens of one-point regions).
pub const NARROW_ROW: i64 = 4;

/// True if `e` runs inside a region whose I range holds at most
/// [`NARROW_ROW`] points whatever the domain (both bounds counted from the
/// same end).
pub fn narrow_rows(e: &oir::HorizontalExecution) -> bool {
    e.clip_regions()
        .iter()
        .any(|region| match (region.i.start, region.i.end) {
            (Some(a), Some(b)) => a.anchor == b.anchor && b.offset - a.offset <= NARROW_ROW,
            _ => false,
        })
}

/// Every field the statements of `s` read or write (temporaries removed by
/// the passes are not among them).
fn accessed_fields(s: &oir::Stencil) -> BTreeSet<SymbolId> {
    let mut out = BTreeSet::new();
    for (_, _, e) in s.executions() {
        for st in &e.body {
            st.walk(&mut |x| {
                out.extend(x.own_reads().into_iter().map(|r| r.field));
                if let Stmt::Assign { target, .. } = x {
                    out.insert(target.field);
                }
            });
        }
    }
    out
}
