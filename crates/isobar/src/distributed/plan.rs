//! The plan of a decomposed run: every rank's share of each call, and the
//! halo exchanges placed as nodes between the calls.
//!
//! A call covers a rectangle `G` of the global domain (its origin and domain,
//! in global compute coordinates: possibly beyond the domain, into the halo).
//! A rank computes `G` cut to the points it owns, extended on every side by
//! as much as `G` extends beyond the global domain: a call that computes a
//! flux one point into the halo computes it one point into every rank's halo,
//! redundantly, as NDSL does. Regions (`I[0]`, `I[-1]`, ...) stay where they
//! are in the global domain: each rank's stencil has them moved into its own
//! frame, so an edge region acts only where the rank owns that edge.
//!
//! A call never reads at an offset a field it writes (GTScript's rule 4), so
//! no rank needs, within one call, points another rank writes in it.
//!
//! For every field, the plan tracks on every rank how far each halo side
//! holds the values one rank would hold there (the *valid width*). A call
//! that reads a neighbour's points beyond the valid width on any rank gets an
//! exchange of that field before it; the exchange starts right after the
//! field's last change and waits right before the call, so the calls between
//! run while the messages travel. Every rank makes the same plan (it looks at
//! all ranks), so exchanges match.

mod planner;

use super::decompose::{Decomposition, Subdomain};
use super::Error;
use crate::oir::extents::Extent;
use crate::program::graph::Graph;
use crate::program::{FieldId, Program};
use planner::Planner;
use std::collections::BTreeMap;

/// One node of a rank's run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Node {
    /// A program call (skipped on ranks where its share is empty).
    Call {
        /// Index into the program's calls.
        call: usize,
        /// The step it belongs to.
        step: usize,
    },
    /// The part of a call whose reads stay clear of the halos an exchange in
    /// flight will fill: it runs before the exchange's wait.
    Interior {
        /// Index into the program's calls.
        call: usize,
        /// Index into [`DistributedPlan::splits`].
        split: usize,
    },
    /// The rest of a call split by [`Node::Interior`], after the wait.
    Rim {
        /// Index into the program's calls.
        call: usize,
        /// Index into [`DistributedPlan::splits`].
        split: usize,
    },
    /// A transient zero-filled (at the start of every step).
    Zero(FieldId),
    /// Two fields exchange their arrays (the state advances a step).
    Swap(FieldId, FieldId),
    /// Pack and send the fields of an exchange, post its receives.
    Start(usize),
    /// Wait for an exchange and unpack what arrived.
    Wait(usize),
}

/// A halo exchange of some fields, each over its whole halo.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exchange {
    /// The fields.
    pub fields: Vec<FieldId>,
    /// The first message slot (tags are made from slots, unique among the
    /// exchanges in flight).
    pub first_slot: usize,
    /// The call that needs it.
    pub before_call: usize,
    /// The step of that call.
    pub step: usize,
}

/// A call split around the exchanges it waits for: the fields they fill and
/// where the call reads them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Split {
    /// Fields being exchanged, with the extent of the call's reads.
    pub fields: Vec<(FieldId, Extent)>,
}

/// A rank's share of one call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocalCall {
    /// Origin of every field parameter in the rank's arrays.
    pub origins: BTreeMap<String, Vec<usize>>,
    /// The rank's compute domain.
    pub domain: [usize; 3],
    /// Where the call's global domain starts relative to the rank's (for
    /// moving regions), per horizontal axis.
    pub shift: [i64; 2],
    /// The call's global domain, I and J.
    pub global_domain: [usize; 2],
    /// The share's first point, in global compute coordinates.
    pub start: [i64; 2],
}

/// How a decomposed run goes.
#[derive(Clone, Debug, PartialEq)]
pub struct DistributedPlan {
    /// Fuse the calls between exchanges on every rank.
    pub fuse: bool,
    /// The decomposition.
    pub decomposition: Decomposition,
    /// Halo of every field (I, J); zero for replicated fields.
    pub halos: Vec<[usize; 2]>,
    /// Fields without I and J axes (`Field[K, ...]`, such as `ak`, `bk`):
    /// every rank holds the whole array; they are read, never exchanged.
    pub replicated: Vec<bool>,
    /// The nodes, the same on every rank.
    pub nodes: Vec<Node>,
    /// The exchanges, by index.
    pub exchanges: Vec<Exchange>,
    /// The calls split into interior and rim, by index.
    pub splits: Vec<Split>,
    /// Per rank, per program call: its share (`None`: nothing to compute).
    pub shares: Vec<Vec<Option<LocalCall>>>,
}

/// What a run does besides the calls.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RunOptions {
    /// Steps (each runs every call once).
    pub steps: usize,
    /// Pairs of fields swapped between steps (not after the last).
    pub swaps: Vec<(FieldId, FieldId)>,
    /// Start each exchange right after its field last changed, and (unless
    /// several calls are fused) run the interior of the call that needs it
    /// before waiting (`true`); or start right before the wait (`false`: no
    /// overlap).
    pub overlap: bool,
    /// Fuse the calls between exchanges on every rank (as programs fuse).
    pub fuse: bool,
}

/// Valid halo widths of one field on one rank: `[axis][side]`.
type Valid = [[i64; 2]; 2];

impl DistributedPlan {
    /// Plans `options.steps` steps of `program`, whose fields span the
    /// decomposition's global domain with equal halos on both sides.
    pub fn new(
        program: &Program,
        decomposition: Decomposition,
        options: &RunOptions,
    ) -> Result<DistributedPlan, Error> {
        let replicated = replicated_fields(program)?;
        let halos = field_halos(program, &decomposition, &replicated)?;
        for &(a, b) in &options.swaps {
            let (fa, fb) = (&program.fields[a.0], &program.fields[b.0]);
            if fa.dtype != fb.dtype || fa.shape != fb.shape {
                return Err(Error::Plan(format!(
                    "fields `{}` and `{}` cannot be swapped between steps: {} {:?} and {} {:?}",
                    fa.name, fb.name, fa.dtype, fa.shape, fb.dtype, fb.shape
                )));
            }
        }
        let graph = Graph::build(program);
        let subs = decomposition.subdomains();
        let starts = call_starts(program, &halos, &replicated)?;
        let shares: Vec<Vec<Option<LocalCall>>> = subs
            .iter()
            .map(|s| {
                (0..program.calls.len())
                    .map(|c| {
                        local_call(
                            program,
                            c,
                            starts[c],
                            s,
                            &halos,
                            &replicated,
                            &decomposition,
                        )
                    })
                    .collect()
            })
            .collect();
        let mut planner = Planner {
            program,
            decomposition: &decomposition,
            halos: &halos,
            replicated: &replicated,
            subs: &subs,
            starts: &starts,
            shares: &shares,
            valid: vec![vec![[[0; 2]; 2]; program.fields.len()]; subs.len()],
            nodes: Vec::new(),
            last_change: vec![None; program.fields.len()],
            starts_after: BTreeMap::new(),
            exchanges: Vec::new(),
            splits: Vec::new(),
            slots: 0,
            overlap: options.overlap,
            fuse: options.fuse,
        };
        for step in 0..options.steps {
            planner.step(step, options.steps, &graph, &options.swaps)?;
        }
        let nodes = planner.nodes_with_starts();
        let exchanges = planner.exchanges;
        let splits = planner.splits;
        Ok(DistributedPlan {
            fuse: options.fuse,
            decomposition,
            halos,
            replicated,
            nodes,
            exchanges,
            splits,
            shares,
        })
    }

    /// The shape of field `f`'s array on `rank`.
    pub fn local_shape(&self, program: &Program, f: FieldId, rank: usize) -> Vec<usize> {
        let s = self.decomposition.subdomain(rank);
        let mut shape = program.fields[f.0].shape.clone();
        if self.replicated[f.0] {
            return shape;
        }
        for (axis, extent) in shape.iter_mut().take(2).enumerate() {
            *extent = s.size[axis] + 2 * self.halos[f.0][axis];
        }
        shape
    }
}

/// Every field's halo: its I and J sizes must be the global domain's plus
/// the same number of points on both sides.
/// Which fields are replicated: those whose calls bind them to parameters
/// without I and J axes. A field with only one of I and J cannot be
/// decomposed.
fn replicated_fields(program: &Program) -> Result<Vec<bool>, Error> {
    let mut axes: Vec<Option<(bool, bool)>> = vec![None; program.fields.len()];
    for call in &program.calls {
        let ir = call.signature.ir();
        for (param, field) in &call.fields {
            let Some(ty) = ir.params.iter().find_map(|&p| {
                let symbol = ir.symbols.get(p);
                match &symbol.kind {
                    crate::ir::SymbolKind::FieldParam(ty) if &symbol.name == param => Some(ty),
                    _ => None,
                }
            }) else {
                continue;
            };
            let these = (ty.axes.i, ty.axes.j);
            let name = &program.fields[field.0].name;
            if these.0 != these.1 {
                return Err(Error::Plan(format!(
                    "stencil `{}` binds `{name}` to `{param}`, which has only one of the I and J \
                     axes: decomposed runs need fields with both or neither",
                    call.name()
                )));
            }
            if axes[field.0].is_some_and(|a| a != these) {
                return Err(Error::Plan(format!(
                    "field `{name}` is bound with different axes by different calls"
                )));
            }
            axes[field.0] = Some(these);
        }
    }
    Ok(axes
        .iter()
        .zip(&program.fields)
        .map(|(a, f)| match a {
            Some((i, _)) => !i,
            None => f.shape.len() < 2,
        })
        .collect())
}

fn field_halos(
    program: &Program,
    d: &Decomposition,
    replicated: &[bool],
) -> Result<Vec<[usize; 2]>, Error> {
    program
        .fields
        .iter()
        .zip(replicated)
        .map(|(f, &replicated)| {
            if replicated {
                return Ok([0, 0]);
            }
            if f.shape.len() < 2 {
                return Err(Error::Plan(format!(
                    "field `{}` has no I and J axes: it cannot be decomposed",
                    f.name
                )));
            }
            let mut h = [0; 2];
            for axis in 0..2 {
                let extra = f.shape[axis].checked_sub(d.global[axis]);
                match extra {
                    Some(e) if e % 2 == 0 => h[axis] = e / 2,
                    _ => {
                        return Err(Error::Plan(format!(
                            "field `{}` has {} points along {}: a decomposed run needs the \
                             domain's {} plus an equal halo on both sides",
                            f.name,
                            f.shape[axis],
                            ["I", "J"][axis],
                            d.global[axis]
                        )))
                    }
                }
            }
            let small = d.smallest();
            if (0..2).any(|a| h[a] > small[a]) {
                return Err(Error::Plan(format!(
                    "field `{}` has a halo of {}x{} points, more than the smallest rank's \
                     {}x{}: use fewer ranks or a larger domain",
                    f.name, h[0], h[1], small[0], small[1]
                )));
            }
            Ok(h)
        })
        .collect()
}

/// Where every call's domain starts, in global compute coordinates (the
/// same for all of its fields).
fn call_starts(
    program: &Program,
    halos: &[[usize; 2]],
    replicated: &[bool],
) -> Result<Vec<[i64; 2]>, Error> {
    program
        .calls
        .iter()
        .map(|call| {
            let mut start: Option<[i64; 2]> = None;
            for (param, field) in &call.fields {
                if replicated[field.0] {
                    continue;
                }
                let origin = &call.origins[param];
                if origin.len() < 2 {
                    return Err(Error::Plan(format!(
                        "stencil `{}`: field `{param}` has no I and J axes; decomposed runs \
                         need 3-D or 2-D (IJ) fields",
                        call.name()
                    )));
                }
                let h = halos[field.0];
                let s = [
                    origin[0] as i64 - h[0] as i64,
                    origin[1] as i64 - h[1] as i64,
                ];
                if start.is_some_and(|t| t != s) {
                    return Err(Error::Plan(format!(
                        "stencil `{}`: its fields' origins disagree about where the domain \
                         starts (field `{param}`)",
                        call.name()
                    )));
                }
                start = Some(s);
            }
            Ok(start.unwrap_or([0, 0]))
        })
        .collect()
}

/// The points of the call `[a, a + d)` rank `s` computes along `axis`, in
/// global coordinates: its own, extended as far as the call extends beyond
/// the global domain of `n` points.
fn share(a: i64, d: usize, n: usize, s: &Subdomain, axis: usize) -> Option<(i64, i64)> {
    let e = a + d as i64;
    let below = (-a).max(0);
    let above = (e - n as i64).max(0);
    let own_lo = s.start[axis] as i64;
    let own_hi = own_lo + s.size[axis] as i64;
    let lo = a.max(own_lo - below);
    let hi = e.min(own_hi + above);
    (lo < hi).then_some((lo, hi))
}

fn local_call(
    program: &Program,
    c: usize,
    start: [i64; 2],
    s: &Subdomain,
    halos: &[[usize; 2]],
    replicated: &[bool],
    d: &Decomposition,
) -> Option<LocalCall> {
    let call = &program.calls[c];
    let i = share(start[0], call.domain[0], d.global[0], s, 0)?;
    let j = share(start[1], call.domain[1], d.global[1], s, 1)?;
    let lo = [i.0, j.0];
    let origins = call
        .fields
        .iter()
        .map(|(param, field)| {
            let mut origin = call.origins[param].clone();
            if replicated[field.0] {
                return (param.clone(), origin);
            }
            for axis in 0..2 {
                // Local index of global point x is x - start + halo (>= 0:
                // shares stay within the halo).
                let h = halos[field.0][axis] as i64;
                origin[axis] = (lo[axis] - s.start[axis] as i64 + h).max(0) as usize;
            }
            (param.clone(), origin)
        })
        .collect();
    Some(LocalCall {
        origins,
        domain: [(i.1 - i.0) as usize, (j.1 - j.0) as usize, call.domain[2]],
        shift: [start[0] - lo[0], start[1] - lo[1]],
        global_domain: [call.domain[0], call.domain[1]],
        start: lo,
    })
}

/// True if a call may run in parts (its interior, then its rim) with the
/// same results: no regions (their frame would move), and no field it
/// writes is read at a horizontal offset (a part would read another part's
/// old values).
fn splittable(call: &crate::program::StencilCall, node: &crate::program::graph::CallNode) -> bool {
    !call.signature.ir().has_regions()
        && node.writes.iter().all(|f| {
            node.reads
                .get(f)
                .is_none_or(|e| (e.i_lo, e.i_hi, e.j_lo, e.j_hi) == (0, 0, 0, 0))
        })
}

/// The interior and rim of rank `s`'s share `local` of a split call, in
/// global coordinates (`lo`, `hi` per axis): the interior reads none of the
/// halo points `split`'s exchanges fill (`None` if it is empty); the rim is
/// the rest, in at most four rectangles.
pub fn interior_and_rim(
    local: &LocalCall,
    s: &Subdomain,
    split: &Split,
    d: &Decomposition,
) -> (Option<Area>, Vec<Area>) {
    let whole = Area {
        lo: local.start,
        hi: [
            local.start[0] + local.domain[0] as i64,
            local.start[1] + local.domain[1] as i64,
        ],
    };
    let mut inner = whole;
    for axis in 0..2 {
        let reach = |lo: bool| {
            split
                .fields
                .iter()
                .map(|(_, e)| {
                    let (a, b) = if axis == 0 {
                        (e.i_lo, e.i_hi)
                    } else {
                        (e.j_lo, e.j_hi)
                    };
                    i64::from(if lo { -a } else { b })
                })
                .max()
                .unwrap_or(0)
        };
        let own_lo = s.start[axis] as i64;
        let own_hi = own_lo + s.size[axis] as i64;
        if !d.is_physical(s.rank, axis, 0) {
            inner.lo[axis] = inner.lo[axis].max(own_lo + reach(true));
        }
        if !d.is_physical(s.rank, axis, 1) {
            inner.hi[axis] = inner.hi[axis].min(own_hi - reach(false));
        }
    }
    if inner.lo[0] >= inner.hi[0] || inner.lo[1] >= inner.hi[1] {
        return (None, vec![whole]);
    }
    let rim = [
        // Below and above the interior along J, the whole width of I.
        Area {
            lo: [whole.lo[0], whole.lo[1]],
            hi: [whole.hi[0], inner.lo[1]],
        },
        Area {
            lo: [whole.lo[0], inner.hi[1]],
            hi: [whole.hi[0], whole.hi[1]],
        },
        // Left and right of it, within its J range.
        Area {
            lo: [whole.lo[0], inner.lo[1]],
            hi: [inner.lo[0], inner.hi[1]],
        },
        Area {
            lo: [inner.hi[0], inner.lo[1]],
            hi: [whole.hi[0], inner.hi[1]],
        },
    ];
    let rim = rim
        .into_iter()
        .filter(|a| a.lo[0] < a.hi[0] && a.lo[1] < a.hi[1])
        .collect();
    (Some(inner), rim)
}

/// A rectangle in global compute coordinates, half-open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Area {
    /// First point along I and J.
    pub lo: [i64; 2],
    /// One past the last.
    pub hi: [i64; 2],
}

/// True if `[a.0, a.1)` meets `[b.0, b.1)`, or on a periodic axis of `n`
/// points one of its images.
fn overlaps(a: (i64, i64), b: (i64, i64), n: i64, periodic: bool) -> bool {
    let shifts: &[i64] = if periodic { &[-1, 0, 1] } else { &[0] };
    shifts
        .iter()
        .any(|k| a.0.max(b.0 + k * n) < a.1.min(b.1 + k * n))
}

/// Where a rank's share starts relative to its first owned point.
fn local_start(local: &LocalCall, s: &Subdomain, axis: usize) -> i64 {
    local.start[axis] - s.start[axis] as i64
}

impl DistributedPlan {
    /// The nodes as text, one per line: calls (whole, or interior and rim
    /// around an exchange), exchanges with their fields, swaps, zero fills.
    pub fn describe(&self, program: &Program) -> String {
        let field = |f: &FieldId| program.fields[f.0].name.clone();
        let mut out = format!(
            "decomposition {} of {}x{} (periodic I: {}, J: {}); halos:",
            self.decomposition.layout,
            self.decomposition.global[0],
            self.decomposition.global[1],
            self.decomposition.periodic[0],
            self.decomposition.periodic[1]
        );
        for (n, h) in self.halos.iter().enumerate() {
            out += &format!(" {} {}x{}", program.fields[n].name, h[0], h[1]);
        }
        out.push('\n');
        for node in &self.nodes {
            let line = match node {
                Node::Call { call, step } => {
                    format!(
                        "step {step}: call {} `{}`",
                        call,
                        program.calls[*call].name()
                    )
                }
                Node::Interior { call, .. } => {
                    format!(
                        "  call {} `{}`: interior",
                        call,
                        program.calls[*call].name()
                    )
                }
                Node::Rim { call, .. } => {
                    format!("  call {} `{}`: rim", call, program.calls[*call].name())
                }
                Node::Zero(f) => format!("  zero {}", field(f)),
                Node::Swap(a, b) => format!("  swap {} and {}", field(a), field(b)),
                Node::Start(x) => {
                    let e = &self.exchanges[*x];
                    let names: Vec<String> = e.fields.iter().map(field).collect();
                    format!("  start exchange {x}: {}", names.join(", "))
                }
                Node::Wait(x) => format!("  wait exchange {x}"),
            };
            out += &line;
            out.push('\n');
        }
        out
    }
}
