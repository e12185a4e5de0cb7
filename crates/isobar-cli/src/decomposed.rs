//! `isobar run --ranks N --layout PxQ --steps S --periodic`: a stencil or a
//! program run decomposed over ranks (threads of this process, or MPI ranks
//! when started by `mpirun` with the `mpi` feature), the argument fields
//! gathered and printed as checksums that do not depend on the layout.

use anyhow::{bail, Result};
use isobar::distributed::{self, Decomposition, DistributedPlan, Layout, RunOptions, Stats};
use isobar::program::{FieldId, Program};
use isobar::runtime::{Field, Scalar};

/// What the command line asked for.
pub struct Options {
    /// Ranks (default: the layout's, or 1).
    pub ranks: Option<usize>,
    /// Layout (default: the squarest for `ranks`).
    pub layout: Option<Layout>,
    /// Steps.
    pub steps: usize,
    /// Periodic in I and J (otherwise physical boundaries).
    pub periodic: bool,
    /// Start exchanges early (overlapping other calls).
    pub overlap: bool,
    /// `OUT:IN` pairs swapped between steps (default: written fields with
    /// the read-only fields of the same shape, in order).
    pub swaps: Vec<String>,
    /// OpenMP threads per rank.
    pub threads: Option<usize>,
    /// Print the plan's nodes (calls, exchanges, swaps) first.
    pub explain: bool,
    /// Fuse the calls between exchanges on every rank.
    pub fuse: bool,
}

impl Options {
    /// True if any option asks for a decomposed run (options that only a
    /// decomposed run has count, so that they are never silently ignored).
    pub fn requested(&self) -> bool {
        self.ranks.is_some()
            || self.layout.is_some()
            || self.steps != 1
            || self.periodic
            || !self.swaps.is_empty()
            || !self.overlap
            || !self.fuse
            || self.threads.is_some()
    }

    /// Errors for values no run can take.
    fn check(&self) -> Result<()> {
        if self.steps == 0 {
            bail!("--steps must be at least 1");
        }
        if self.threads == Some(0) {
            bail!("--threads must be at least 1");
        }
        Ok(())
    }

    fn layout(&self) -> Result<Layout> {
        match (self.ranks, self.layout) {
            (Some(n), Some(l)) if l.ranks() != n => {
                bail!(
                    "layout {l} has {} ranks, but --ranks {n} was given",
                    l.ranks()
                )
            }
            (_, Some(l)) => Ok(l),
            (Some(0), None) => bail!("--ranks must be at least 1"),
            (Some(n), None) if n > MAX_RANKS => {
                bail!("--ranks {n}: at most {MAX_RANKS} ranks (give --layout for a layout of your own)")
            }
            (Some(n), None) => {
                // The squarest px x py = n, px >= py: divisors up to sqrt(n).
                let py = (1..=n)
                    .take_while(|d| d.checked_mul(*d).is_some_and(|sq| sq <= n))
                    .filter(|d| n % d == 0)
                    .last()
                    .unwrap_or(1);
                Ok(Layout { px: n / py, py })
            }
            (None, None) => Ok(Layout { px: 1, py: 1 }),
        }
    }
}

/// The most ranks `--ranks` lays out by itself (the search for the
/// squarest layout takes sqrt(n) steps).
const MAX_RANKS: usize = 1 << 24;

fn swaps(program: &Program, given: &[String]) -> Result<Vec<(FieldId, FieldId)>> {
    if given.is_empty() {
        return Ok(distributed::default_swaps(program));
    }
    given
        .iter()
        .map(|pair| {
            let Some((out, inp)) = pair.split_once(':') else {
                bail!("--swap `{pair}` is not OUT:IN");
            };
            let find = |name: &str| {
                program
                    .field_named(name)
                    .ok_or_else(|| anyhow::anyhow!("--swap `{pair}`: no field `{name}`"))
            };
            Ok((find(out)?, find(inp)?))
        })
        .collect()
}

/// Plans and runs `program` decomposed; prints on rank 0. `Ok(false)` if the
/// run failed (the error is printed).
pub fn run(
    program: &Program,
    fields: &[Field],
    scalars: &[Scalar],
    domain: [usize; 3],
    code: &isobar::stencil::CodeOptions,
    options: &Options,
) -> Result<bool> {
    let backend = code.backend.name();
    options.check()?;
    if let Some(sum) = program.sums.first() {
        bail!(
            "program `{}` takes a global sum (`{}`): `isobar run` computes global sums on one \
             rank; a decomposed run (--ranks) does not compute them yet",
            program.name,
            sum.name
        );
    }
    let layout = options.layout()?;
    let decomposition = Decomposition::new(
        [domain[0], domain[1]],
        layout,
        [options.periodic, options.periodic],
    )?;
    let run_options = RunOptions {
        steps: options.steps,
        swaps: swaps(program, &options.swaps)?,
        overlap: options.overlap,
        fuse: options.fuse,
    };
    let plan = DistributedPlan::new(program, decomposition, &run_options)?;
    let stencils = isobar::stencil::CallStencils::new(program, code, &[]);
    if options.explain && !is_mpi_rank_other_than_0() {
        print!("{}", plan.describe(program));
    }
    #[cfg(feature = "mpi")]
    if isobar::distributed::mpi::Mpi::launched() {
        let Some(comm) = isobar::distributed::mpi::Mpi::init() else {
            bail!("MPI could not be initialised");
        };
        let outcome = distributed::run_rank(
            program,
            &plan,
            &stencils,
            &comm,
            fields,
            scalars,
            options.threads,
        );
        let outcome = match outcome {
            Ok(o) => o,
            Err(e) => {
                distributed::Communicator::abort(&comm, &e.to_string());
                return Ok(false);
            }
        };
        let stats = gather_stats(&comm, outcome.stats)?;
        if distributed::Communicator::rank(&comm) == 0 {
            report(
                program, &plan, &outcome, &stats, "MPI", domain, backend, options,
            );
        }
        return Ok(true);
    }
    let (outcome, stats) =
        distributed::run_in_process(program, &plan, &stencils, fields, scalars, options.threads)?;
    report(
        program, &plan, &outcome, &stats, "threads", domain, backend, options,
    );
    Ok(true)
}

/// True in an MPI job's ranks other than 0 (they print nothing).
fn is_mpi_rank_other_than_0() -> bool {
    ["OMPI_COMM_WORLD_RANK", "PMI_RANK"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .any(|r| r != "0")
}

/// Every rank's stats on rank 0.
#[cfg(feature = "mpi")]
fn gather_stats(comm: &dyn distributed::Communicator, mine: Stats) -> Result<Vec<Stats>> {
    let bytes: Vec<u8> = [
        mine.total_s,
        mine.exchange_s,
        mine.exchanges as f64,
        mine.bytes_sent as f64,
        mine.launches as f64,
    ]
    .iter()
    .flat_map(|x| x.to_le_bytes())
    .collect();
    let all = comm.gather(bytes, 0)?.unwrap_or_default();
    Ok(all
        .iter()
        .map(|b| {
            let x = |n: usize| f64::from_le_bytes(b[n * 8..n * 8 + 8].try_into().unwrap_or([0; 8]));
            Stats {
                total_s: x(0),
                exchange_s: x(1),
                exchanges: x(2) as usize,
                bytes_sent: x(3) as usize,
                launches: x(4) as usize,
            }
        })
        .collect())
}

#[allow(clippy::too_many_arguments)]
fn report(
    program: &Program,
    plan: &DistributedPlan,
    outcome: &distributed::Outcome,
    stats: &[Stats],
    how: &str,
    domain: [usize; 3],
    backend: &str,
    options: &Options,
) {
    let layout = plan.decomposition.layout;
    let steps = options.steps.max(1) as f64;
    let slowest = stats.iter().map(|s| s.total_s).fold(0.0, f64::max);
    let exchange = stats.iter().map(|s| s.exchange_s).fold(0.0, f64::max);
    let exchanges = stats.iter().map(|s| s.exchanges).max().unwrap_or(0);
    let sent = stats.iter().map(|s| s.bytes_sent).max().unwrap_or(0);
    println!(
        "{}: domain {}x{}x{}, {} ranks as {layout} ({how}), {} steps, {} boundaries, backend {backend}",
        program.name,
        domain[0],
        domain[1],
        domain[2],
        layout.ranks(),
        options.steps.max(1),
        if options.periodic { "periodic" } else { "physical" },
    );
    println!(
        "  {:.3} ms per step, of which exchanges {:.3} ms ({} exchanges, {:.1} KiB sent per rank per step; slowest rank)",
        slowest / steps * 1e3,
        exchange / steps * 1e3,
        exchanges,
        sent as f64 / steps / 1024.0
    );
    for ((id, field), (_, lo, hi)) in outcome.gathered.iter().zip(&outcome.extrema) {
        let sum: f64 = field
            .positions()
            .into_iter()
            .map(|n| field.get(n).as_f64())
            .sum();
        println!(
            "  {}: checksum {sum:.12e} (global min {lo:.6e}, max {hi:.6e})",
            program.fields[id.0].name
        );
    }
}
