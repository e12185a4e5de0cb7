//! One rank of a decomposed run: its arrays, its stencils (regions moved into
//! its frame), and the plan's nodes run in order with a communicator.

use super::comm::{Communicator, Pending, Reduce};
use super::halo::{self, Rect, Strip};
use super::plan::{interior_and_rim, Area, DistributedPlan, LocalCall, Node};
use super::segments::Segment;
use super::Error;
use crate::ir::StmtKind;
use crate::program::{FieldId, Program};
use crate::runtime::{ArrayArg, ArrayCall, Field, Scalar};
use crate::signature::Signature;
use crate::stencil::{CallStencils, CodeOptions, ProgramArray, Stencil};
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Instant;

/// Where a rank's time went.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Stats {
    /// Seconds in the whole run.
    pub total_s: f64,
    /// Seconds packing, posting, waiting for and unpacking exchanges.
    pub exchange_s: f64,
    /// Exchanges made.
    pub exchanges: usize,
    /// Bytes this rank sent.
    pub bytes_sent: usize,
    /// Calls into compiled code per run of the plan's nodes.
    pub launches: usize,
}

/// An exchange in flight: what will arrive, and where it goes.
struct InFlight {
    pending: Box<dyn Pending>,
    /// Per expected message: the field and the rectangle.
    targets: Vec<(FieldId, Rect)>,
}

/// A stencil (by address) and the frame its regions are moved into: shift,
/// the call's global domain, the share's domain.
type RebaseKey = (usize, [i64; 2], [usize; 2], [usize; 2]);

/// A rank's share of a decomposed run.
pub struct RankRun<'a> {
    program: &'a Program,
    plan: &'a DistributedPlan,
    rank: usize,
    fields: Vec<Field>,
    scalars: Vec<Scalar>,
    /// Per program call, the stencil this rank runs (`None`: no share).
    stencils: Vec<Option<Arc<Stencil>>>,
    in_flight: BTreeMap<usize, InFlight>,
    /// Fused segments of calls, by their first node.
    segments: BTreeMap<usize, Segment>,
    /// Transients only fused segments use, as their own temporaries: their
    /// arrays are never read, so they are not zero-filled.
    unused: std::collections::BTreeSet<FieldId>,
    /// Where the time went.
    pub stats: Stats,
}

impl<'a> RankRun<'a> {
    /// The rank's arrays cut from the global ones (`global`, one per program
    /// field, halos included), and its stencils: those of `stencils`, or made
    /// with their options where the rank moves a call's regions.
    pub fn new(
        program: &'a Program,
        plan: &'a DistributedPlan,
        stencils: &CallStencils,
        rank: usize,
        global: &[Field],
        scalars: Vec<Scalar>,
    ) -> Result<RankRun<'a>, Error> {
        program
            .check_argument_counts(Some(global.len()), None)
            .map_err(|e| Error::Arguments(e.message))?;
        let s = plan.decomposition.subdomain(rank);
        let mut fields = Vec::new();
        for (n, g) in global.iter().enumerate() {
            let f = &program.fields[n];
            if g.shape() != f.shape.as_slice() || g.dtype() != f.dtype {
                return Err(Error::Arguments(format!(
                    "field `{}` is {} {:?}, the program has {} {:?}",
                    f.name,
                    g.dtype(),
                    g.shape(),
                    f.dtype,
                    f.shape
                )));
            }
            if plan.replicated[n] {
                fields.push(g.clone());
                continue;
            }
            let shape = plan.local_shape(program, FieldId(n), rank);
            let mut local = Field::zeros_in_order(f.dtype, &shape, &g.axis_order());
            let from = Rect {
                lo: s.start,
                hi: [s.start[0] + shape[0], s.start[1] + shape[1]],
            };
            let to = Rect {
                lo: [0, 0],
                hi: [shape[0], shape[1]],
            };
            halo::unpack(&mut local, to, &halo::pack(g, from))?;
            fields.push(local);
        }
        let code = stencils.code();
        let shared = stencils;
        let mut built: BTreeMap<RebaseKey, Arc<Stencil>> = BTreeMap::new();
        let mut stencils = Vec::new();
        for (c, call) in program.calls.iter().enumerate() {
            let stencil = match &plan.shares[rank][c] {
                None => None,
                Some(local) if call.signature.ir().has_regions() => {
                    let key = (
                        Arc::as_ptr(&call.signature) as usize,
                        local.shift,
                        local.global_domain,
                        [local.domain[0], local.domain[1]],
                    );
                    if let Some(s) = built.get(&key) {
                        Some(s.clone())
                    } else {
                        let own = shared.of(&call.signature);
                        let s = Arc::new(rebased(&call.signature, local, own.code_options())?);
                        built.insert(key, s.clone());
                        Some(s)
                    }
                }
                Some(_) => Some(shared.of(&call.signature)),
            };
            stencils.push(stencil);
        }
        let segments = if plan.fuse {
            super::segments::segments(program, plan, rank, &stencils, code)?
                .into_iter()
                .map(|s| (s.first, s))
                .collect()
        } else {
            BTreeMap::new()
        };
        let swapped: Vec<FieldId> = plan
            .nodes
            .iter()
            .filter_map(|n| match n {
                Node::Swap(a, b) => Some([*a, *b]),
                _ => None,
            })
            .flatten()
            .collect();
        let unused = segments
            .values()
            .flat_map(|s: &Segment| s.transients.iter().copied())
            .filter(|f| !swapped.contains(f))
            .collect();
        Ok(RankRun {
            program,
            plan,
            rank,
            fields,
            scalars,
            stencils,
            in_flight: BTreeMap::new(),
            segments,
            unused,
            stats: Stats::default(),
        })
    }

    /// The rank's arrays (halos included), by program field.
    pub fn fields(&self) -> &[Field] {
        &self.fields
    }

    /// Sets the threads of every stencil's code.
    pub fn set_threads(&self, threads: usize) -> Result<(), Error> {
        for s in self.stencils.iter().flatten() {
            s.set_threads(threads)?;
        }
        for s in self.segments.values() {
            s.compiled.set_threads(threads)?;
        }
        Ok(())
    }

    /// Calls into compiled code per run of all nodes (fused segments count once).
    pub fn launches(&self) -> usize {
        let mut n = 0;
        let mut at = 0;
        while at < self.plan.nodes.len() {
            if let Some(s) = self.segments.get(&at) {
                n += s.compiled.launches();
                at += s.len;
                continue;
            }
            match self.plan.nodes[at] {
                Node::Call { call, .. } | Node::Interior { call, .. } | Node::Rim { call, .. } => {
                    n += usize::from(self.stencils[call].is_some())
                }
                _ => {}
            }
            at += 1;
        }
        n
    }

    /// Builds every stencil's code (otherwise done on first use).
    pub fn prepare(&self) -> Result<(), Error> {
        // One per core at once; segments compiled when the run was made.
        let stencils: Vec<&Arc<Stencil>> = self.stencils.iter().flatten().collect();
        crate::parallel::try_for_each(&stencils, |s| s.prepare())?;
        Ok(())
    }

    /// Runs every node of the plan.
    pub fn run(&mut self, comm: &dyn Communicator) -> Result<(), Error> {
        let t = Instant::now();
        let mut at = 0;
        while at < self.plan.nodes.len() {
            if let Some(segment) = self.segments.get(&at) {
                let arrays: Vec<Option<ProgramArray>> = self
                    .fields
                    .iter_mut()
                    .map(|f| Some(ProgramArray::of_field(f)))
                    .collect();
                // SAFETY: every array is one of this rank's fields, distinct
                // and alive for the run.
                unsafe { segment.compiled.run_arrays(&arrays, &self.scalars) }?;
                at += segment.len;
                continue;
            }
            let node = self.plan.nodes[at];
            at += 1;
            match node {
                Node::Call { call, .. } => self.call(call)?,
                Node::Interior { call, split } => {
                    if let Some((Some(inner), _)) = self.parts(call, split) {
                        self.call_area(call, inner)?;
                    }
                }
                Node::Rim { call, split } => {
                    if let Some((_, rim)) = self.parts(call, split) {
                        for area in rim {
                            self.call_area(call, area)?;
                        }
                    }
                }
                Node::Zero(f) => {
                    if !self.unused.contains(&f) {
                        self.fields[f.0].fill_zero();
                    }
                }
                Node::Swap(a, b) => self.fields.swap(a.0, b.0),
                Node::Start(x) => {
                    let t = Instant::now();
                    self.start(x, comm)?;
                    self.stats.exchange_s += t.elapsed().as_secs_f64();
                }
                Node::Wait(x) => {
                    let t = Instant::now();
                    self.wait(x)?;
                    self.stats.exchange_s += t.elapsed().as_secs_f64();
                    self.stats.exchanges += 1;
                }
            }
        }
        self.stats.total_s += t.elapsed().as_secs_f64();
        Ok(())
    }

    /// The interior and rim of this rank's share of a split call (`None`:
    /// no share).
    fn parts(&self, c: usize, split: usize) -> Option<(Option<Area>, Vec<Area>)> {
        let local = self.plan.shares[self.rank][c].as_ref()?;
        let s = self.plan.decomposition.subdomain(self.rank);
        Some(interior_and_rim(
            local,
            &s,
            &self.plan.splits[split],
            &self.plan.decomposition,
        ))
    }

    /// Runs this rank's whole share of call `c`.
    fn call(&mut self, c: usize) -> Result<(), Error> {
        let Some(local) = &self.plan.shares[self.rank][c] else {
            return Ok(());
        };
        let whole = Area {
            lo: local.start,
            hi: [
                local.start[0] + local.domain[0] as i64,
                local.start[1] + local.domain[1] as i64,
            ],
        };
        self.call_area(c, whole)
    }

    /// Runs call `c` on `area`, a part of this rank's share (the whole share
    /// for a stencil with regions, whose frame is the share).
    fn call_area(&mut self, c: usize, area: Area) -> Result<(), Error> {
        let (Some(stencil), Some(local)) = (&self.stencils[c], &self.plan.shares[self.rank][c])
        else {
            return Ok(());
        };
        let call = &self.program.calls[c];
        let mut args = ArrayCall {
            domain: [
                (area.hi[0] - area.lo[0]) as usize,
                (area.hi[1] - area.lo[1]) as usize,
                local.domain[2],
            ],
            ..Default::default()
        };
        for (param, field) in &call.fields {
            let f = &mut self.fields[field.0];
            let mut origin = local.origins[param].clone();
            // Replicated fields have no I and J to move along.
            let horizontal = if self.plan.replicated[field.0] { 0 } else { 2 };
            for (o, (lo, start)) in origin
                .iter_mut()
                .take(horizontal)
                .zip(area.lo.iter().zip(local.start))
            {
                // Parts lie inside the share: the shift is >= 0.
                *o += (lo - start) as usize;
            }
            args.fields.insert(
                param.clone(),
                ArrayArg {
                    data: f.as_mut_ptr(),
                    dtype: f.dtype(),
                    shape: f.shape().to_vec(),
                    strides: f.strides().iter().map(|&s| s as isize).collect(),
                    origin,
                },
            );
        }
        for (param, arg) in &call.scalars {
            args.scalars.insert(param.clone(), arg.value(&self.scalars));
        }
        // SAFETY: every array is one of this rank's fields, alive and not
        // resized during the call; the program was validated as one rank.
        unsafe { stencil.call_arrays(&mut args) }?;
        Ok(())
    }

    fn strips(&self, f: FieldId) -> (Vec<Strip>, Vec<Strip>) {
        halo::strips(&self.plan.decomposition, self.rank, self.plan.halos[f.0])
    }

    fn start(&mut self, x: usize, comm: &dyn Communicator) -> Result<(), Error> {
        let exchange = &self.plan.exchanges[x];
        let mut sends = Vec::new();
        let mut expects = Vec::new();
        let mut targets = Vec::new();
        for (k, &f) in exchange.fields.iter().enumerate() {
            let slot = exchange.first_slot + k;
            let (out, inc) = self.strips(f);
            sends.extend(halo::messages(&self.fields[f.0], slot, &out));
            expects.extend(halo::expects(slot, &inc));
            targets.extend(inc.iter().map(|s| (f, s.rect)));
        }
        self.stats.bytes_sent += sends.iter().map(|m| m.data.len()).sum::<usize>();
        let pending = comm.start(sends, expects)?;
        self.in_flight.insert(x, InFlight { pending, targets });
        Ok(())
    }

    fn wait(&mut self, x: usize) -> Result<(), Error> {
        let flight = self
            .in_flight
            .remove(&x)
            .ok_or_else(|| Error::Plan(format!("exchange {x} waited for before it started")))?;
        let received = flight.pending.wait()?;
        for ((f, rect), data) in flight.targets.into_iter().zip(received) {
            halo::unpack(&mut self.fields[f.0], rect, &data)?;
        }
        Ok(())
    }

    /// The interior of every argument field (not transients), gathered on
    /// `root` into arrays of the global compute domain; `None` elsewhere.
    pub fn gather(
        &self,
        comm: &dyn Communicator,
        root: usize,
    ) -> Result<Option<Vec<(FieldId, Field)>>, Error> {
        let d = &self.plan.decomposition;
        let mut out = Vec::new();
        for (n, f) in self.program.fields.iter().enumerate() {
            if f.transient {
                continue;
            }
            if self.plan.replicated[n] {
                // The same on every rank (never written).
                if comm.rank() == root {
                    out.push((FieldId(n), self.fields[n].clone()));
                }
                continue;
            }
            let h = self.plan.halos[n];
            let s = d.subdomain(self.rank);
            let interior = Rect {
                lo: h,
                hi: [h[0] + s.size[0], h[1] + s.size[1]],
            };
            let bytes = halo::pack(&self.fields[n], interior);
            if let Some(all) = comm.gather(bytes, root)? {
                let mut shape = f.shape.clone();
                shape[0] = d.global[0];
                shape[1] = d.global[1];
                let local = &self.fields[n];
                let mut global = Field::zeros_in_order(f.dtype, &shape, &local.axis_order());
                for (rank, data) in all.iter().enumerate() {
                    let t = d.subdomain(rank);
                    let at = Rect {
                        lo: t.start,
                        hi: [t.start[0] + t.size[0], t.start[1] + t.size[1]],
                    };
                    halo::unpack(&mut global, at, data)?;
                }
                out.push((FieldId(n), global));
            }
        }
        Ok((comm.rank() == root).then_some(out))
    }

    /// `op` over the interior points of field `f` on every rank (a global
    /// reduction; sums depend on the decomposition in their last bits).
    pub fn reduce(&self, comm: &dyn Communicator, f: FieldId, op: Reduce) -> Result<f64, Error> {
        let field = &self.fields[f.0];
        let start = match op {
            Reduce::Sum => 0.0,
            Reduce::Min => f64::INFINITY,
            Reduce::Max => f64::NEG_INFINITY,
        };
        let fold = |acc: f64, x: f64| match op {
            Reduce::Sum => acc + x,
            Reduce::Min => acc.min(x),
            Reduce::Max => acc.max(x),
        };
        let positions = field.positions();
        let value = |n: usize| field.get(positions[n]).as_f64();
        let mine = if self.plan.replicated[f.0] {
            // Every rank holds it all: reduced on rank 0 only.
            if comm.rank() == 0 {
                (0..positions.len()).map(value).fold(start, fold)
            } else {
                start
            }
        } else {
            let h = self.plan.halos[f.0];
            let s = self.plan.decomposition.subdomain(self.rank);
            let shape = field.shape();
            let inner: usize = shape[2..].iter().product();
            let mut acc = start;
            for i in h[0]..h[0] + s.size[0] {
                for j in h[1]..h[1] + s.size[1] {
                    for rest in 0..inner {
                        acc = fold(acc, value((i * shape[1] + j) * inner + rest));
                    }
                }
            }
            acc
        };
        Ok(comm.all_reduce(mine, op)?)
    }
}

/// The stencil with its regions moved into the rank's share of a call.
fn rebased(stencil: &Signature, local: &LocalCall, code: &CodeOptions) -> Result<Stencil, Error> {
    let mut ir = stencil.ir().clone();
    let frame = [local.domain[0], local.domain[1]];
    ir.walk_stmts_mut(&mut |s| {
        if let StmtKind::Horizontal { regions, .. } = &mut s.kind {
            for r in regions.iter_mut() {
                *r = r.rebased(local.shift, local.global_domain, frame);
            }
        }
    });
    Ok(Stencil::from_ir(ir)
        .file_name(stencil.source_file())
        .code_options(code.clone())
        .build()?)
}
