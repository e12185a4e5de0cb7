//! Decomposed runs (issue 14): the horizontal domain split over ranks, halo
//! exchanges as program nodes, and communicators to carry them.
//!
//! [`decompose`] splits the domain over a 2-D layout of ranks; [`plan`] gives
//! every rank its share of each call and places [`plan::Node::Start`] /
//! [`plan::Node::Wait`] exchange nodes where a call reads a neighbour's
//! points that changed since the last exchange; [`halo`] packs and unpacks
//! the strips; [`run`] runs one rank's nodes with a [`comm::Communicator`]:
//! [`comm::InProcess`] (threads) or, with the `mpi` feature, `mpi::Mpi`.
//! Results are those of one rank, bit for bit.

pub mod comm;
pub mod decompose;
pub mod halo;
#[cfg(feature = "mpi")]
pub mod mpi;
pub mod plan;
pub mod run;
pub mod segments;

pub use comm::{CommError, Communicator, InProcess, Reduce};
pub use decompose::{Decomposition, Layout};
pub use plan::{DistributedPlan, RunOptions};
pub use run::{RankRun, Stats};

use crate::program::{FieldId, Program};
use crate::runtime::{Field, Scalar};
use crate::stencil::CallStencils;

/// Why a decomposed run cannot be planned, or failed.
#[derive(Clone, Debug, thiserror::Error)]
pub enum Error {
    /// The domain cannot be split over the layout of ranks.
    #[error(transparent)]
    Decomposition(#[from] decompose::DecompositionError),
    /// The request does not fit the program: a halo wider than a rank's
    /// share, a swap of a field it lacks, a layout of another size.
    #[error("{0}")]
    Plan(String),
    /// The arrays or values given do not fit the program.
    #[error("{0}")]
    Arguments(String),
    /// A stencil of the program failed to build or run.
    #[error("{0}")]
    Stencil(std::sync::Arc<crate::stencil::Error>),
    /// An exchange failed, or another rank stopped the run.
    #[error(transparent)]
    Comm(#[from] CommError),
}

impl From<crate::stencil::Error> for Error {
    fn from(e: crate::stencil::Error) -> Self {
        Error::Stencil(std::sync::Arc::new(e))
    }
}

/// What one rank's run gives back.
#[derive(Debug)]
pub struct Outcome {
    /// The argument fields' interiors gathered on rank 0 (empty elsewhere).
    pub gathered: Vec<(FieldId, Field)>,
    /// Where the rank's time went.
    pub stats: Stats,
    /// Per argument field, its global minimum and maximum (global
    /// reductions over every rank's interior; the same on every rank).
    pub extrema: Vec<(FieldId, f64, f64)>,
}

/// Runs `plan` on `comm`'s rank, its calls run by `stencils`: cuts its
/// arrays from `global`, runs every node, and gathers the argument fields on
/// rank 0.
pub fn run_rank(
    program: &Program,
    plan: &DistributedPlan,
    stencils: &CallStencils,
    comm: &dyn Communicator,
    global: &[Field],
    scalars: &[Scalar],
    threads: Option<usize>,
) -> Result<Outcome, Error> {
    if comm.size() != plan.decomposition.ranks() {
        return Err(Error::Plan(format!(
            "the layout {} needs {} ranks, the communicator has {}",
            plan.decomposition.layout,
            plan.decomposition.ranks(),
            comm.size()
        )));
    }
    let mut rank = RankRun::new(
        program,
        plan,
        stencils,
        comm.rank(),
        global,
        scalars.to_vec(),
    )?;
    rank.prepare()?;
    rank.stats.launches = rank.launches();
    if let Some(t) = threads {
        rank.set_threads(t)?;
    }
    comm.barrier()?;
    rank.run(comm)?;
    let mut extrema = Vec::new();
    for (n, f) in program.fields.iter().enumerate() {
        if !f.transient {
            let id = FieldId(n);
            let lo = rank.reduce(comm, id, Reduce::Min)?;
            let hi = rank.reduce(comm, id, Reduce::Max)?;
            extrema.push((id, lo, hi));
        }
    }
    let gathered = rank.gather(comm, 0)?.unwrap_or_default();
    Ok(Outcome {
        gathered,
        stats: rank.stats,
        extrema,
    })
}

/// Runs `plan` on threads, one per rank; returns rank 0's outcome and every
/// rank's stats.
pub fn run_in_process(
    program: &Program,
    plan: &DistributedPlan,
    stencils: &CallStencils,
    global: &[Field],
    scalars: &[Scalar],
    threads: Option<usize>,
) -> Result<(Outcome, Vec<Stats>), Error> {
    // The ranks share the calls' stencils: their code is built once.
    let results = InProcess::run(plan.decomposition.ranks(), |comm| {
        run_rank(program, plan, stencils, &comm, global, scalars, threads)
    });
    let mut first = None;
    let mut stats = Vec::new();
    let mut errors = Vec::new();
    for r in results {
        match r {
            Ok(o) => {
                stats.push(o.stats);
                if first.is_none() {
                    first = Some(o);
                }
            }
            Err(e) => errors.push(e),
        }
    }
    // The rank that failed says why; the others only say they were aborted.
    if let Some(e) = errors
        .iter()
        .find(|e| !matches!(e, Error::Comm(CommError::Aborted(_))))
        .or(errors.first())
    {
        return Err(e.clone());
    }
    first
        .map(|o| (o, stats))
        .ok_or_else(|| Error::Plan("no rank ran".into()))
}

/// A program of one call of `stencil` with the arguments of `call` (fields
/// in parameter order, scalars as the program's scalars): what `isobar run`
/// decomposes for a single stencil.
pub fn stencil_program(
    stencil: std::sync::Arc<crate::signature::Signature>,
    call: crate::runtime::Call,
) -> Result<(Program, Vec<Field>, Vec<Scalar>), Error> {
    use crate::ir::SymbolKind;
    use crate::program::ScalarArg;
    let mut program = Program::new(stencil.name());
    let mut fields = Vec::new();
    let mut scalars = Vec::new();
    let mut bound_fields = Vec::new();
    let mut bound_scalars = Vec::new();
    let mut origins = std::collections::BTreeMap::new();
    for &p in &stencil.ir().params {
        let symbol = stencil.ir().symbols.get(p);
        match &symbol.kind {
            SymbolKind::FieldParam(_) => {
                let arg = call.fields.get(&symbol.name).ok_or_else(|| {
                    Error::Arguments(format!("no array for field `{}`", symbol.name))
                })?;
                let id = program.field(&symbol.name, arg.field.dtype(), arg.field.shape());
                bound_fields.push((symbol.name.clone(), id));
                origins.insert(symbol.name.clone(), arg.origin.clone());
                fields.push(arg.field.clone());
            }
            SymbolKind::ScalarParam(t) => {
                let value = call.scalars.get(&symbol.name).ok_or_else(|| {
                    Error::Arguments(format!("no value for scalar `{}`", symbol.name))
                })?;
                let id = program.scalar(&symbol.name, *t);
                bound_scalars.push((symbol.name.clone(), ScalarArg::Param(id)));
                scalars.push(*value);
            }
            SymbolKind::Temporary(_) => {}
        }
    }
    let f: Vec<(&str, FieldId)> = bound_fields
        .iter()
        .map(|(n, id)| (n.as_str(), *id))
        .collect();
    let s: Vec<(&str, crate::program::ScalarArg)> = bound_scalars
        .iter()
        .map(|(n, a)| (n.as_str(), *a))
        .collect();
    program
        .call_with_origins(stencil, &f, &s, origins, call.domain)
        .map_err(|e| Error::Arguments(e.to_string()))?;
    Ok((program, fields, scalars))
}

/// The state a step hands to the next: every stored field the program
/// writes, paired in order with the first stored field of the same type and
/// shape that it only reads (`out` becomes the next step's `in`).
pub fn default_swaps(program: &Program) -> Vec<(FieldId, FieldId)> {
    let graph = crate::program::graph::Graph::build(program);
    let written = |f: FieldId| graph.nodes.iter().any(|n| n.writes.contains(&f));
    let read = |f: FieldId| graph.nodes.iter().any(|n| n.reads.contains_key(&f));
    let stored = (0..program.fields.len())
        .map(FieldId)
        .filter(|f| !program.fields[f.0].transient);
    let mut ins: Vec<FieldId> = stored.clone().filter(|&f| !written(f) && read(f)).collect();
    let mut pairs = Vec::new();
    for out in stored.filter(|&f| written(f)) {
        let alike = |f: &FieldId| {
            let (a, b) = (&program.fields[f.0], &program.fields[out.0]);
            a.dtype == b.dtype && a.shape == b.shape
        };
        if let Some(at) = ins.iter().position(alike) {
            pairs.push((out, ins.remove(at)));
        }
    }
    pairs
}
