//! Program passes: dead calls removed, the live calls cut into fusion groups,
//! and the transients that live inside one group made temporaries of it.
//!
//! Fusion is greedy over consecutive calls: a call joins the group before it
//! when its fields share one origin (so it sits in the group's frame at a
//! fixed shift), its K range is the group's, and the merged stencil's accesses
//! fit in the arrays the program has. Everything else about fusing across
//! calls (which executions share a loop, which temporaries stay in registers,
//! over-computation into tile halos) is then the stencil optimiser's.

use super::graph::Graph;
use super::merge::{self, Bindings, Frame};
use super::{FieldId, Program, Shape};
use crate::ir::value::Scalar;
use crate::ir::{self, SymbolKind};
use crate::signature::validate;
use std::collections::{BTreeMap, BTreeSet};

/// Most calls one fusion group takes: a longer run of fusable calls is cut
/// into groups of this many, so that the generated code of a group, the time
/// to compile it and the time to plan it stay bounded, and a program's build
/// grows linearly with its calls (groups alike compile once: the build cache
/// finds the second). Model timesteps fuse far fewer calls per group.
pub const MAX_GROUP_CALLS: usize = 64;

/// Which program passes run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlanOptions {
    /// Fuse consecutive calls into one stencil.
    pub fuse: bool,
    /// Remove calls whose results nothing uses.
    pub remove_dead: bool,
}

impl Default for PlanOptions {
    fn default() -> Self {
        PlanOptions {
            fuse: true,
            remove_dead: true,
        }
    }
}

impl PlanOptions {
    /// Every call on its own, as written (the reference the fused program is
    /// compared with).
    pub fn unfused() -> Self {
        PlanOptions {
            fuse: false,
            remove_dead: false,
        }
    }
}

/// A group of consecutive calls run as one stencil.
#[derive(Clone, Debug)]
pub struct Group {
    /// The calls, in order.
    pub calls: Vec<usize>,
    /// For groups of two calls or more: the frame, the merged stencil and its
    /// bindings. A single call runs its own stencil.
    pub merged: Option<(Frame, ir::Stencil, Bindings)>,
}

/// What the passes decided.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The dataflow graph of every call.
    pub graph: Graph,
    /// Calls removed because nothing uses what they write.
    pub dead: Vec<usize>,
    /// The groups, in execution order.
    pub groups: Vec<Group>,
    /// Transients held as temporaries of one group: never stored.
    pub temporaries: BTreeSet<FieldId>,
    /// Why consecutive calls were not fused, one line per cut.
    pub cuts: Vec<String>,
}

impl Plan {
    /// Runs the passes on `program`.
    pub fn new(program: &Program, options: PlanOptions) -> Plan {
        let graph = Graph::build(program);
        let (live, dead) = if options.remove_dead {
            live_calls(program, &graph)
        } else {
            ((0..program.calls.len()).collect(), Vec::new())
        };
        let mut cuts = Vec::new();
        let mut forced = BTreeSet::new();
        let (groups, temporaries) = loop {
            cuts.clear();
            let groups: Vec<Vec<usize>> = if options.fuse {
                fuse(program, &graph, &live, &forced, &mut cuts)
            } else {
                live.iter().map(|&c| vec![c]).collect()
            };
            let temporaries = temporaries(program, &graph, &groups, &live);
            // Groups were grown assuming the transients they use would stay
            // inside them; where one did not, check the group again with it
            // stored, and cut where it fails.
            let failure = groups
                .iter()
                .filter(|g| g.len() > 1)
                .find_map(|g| check_group(program, &graph, g, &temporaries).err());
            match failure {
                Some((at, _)) => {
                    forced.insert(at);
                }
                None => break (groups, temporaries),
            }
        };
        let groups = groups
            .into_iter()
            .map(|calls| {
                let merged = (calls.len() > 1).then(|| {
                    let frame = frame_of(program, &calls).expect("fused calls have a frame");
                    let name = format!("{}_group", program.name);
                    let (mut stencil, bindings) =
                        merge::merge(program, &calls, &frame, &temporaries, &name);
                    // Named by what it computes, not by its place: groups
                    // alike (a loop of calls) have the same code, built once.
                    let mut hasher = std::collections::hash_map::DefaultHasher::new();
                    std::hash::Hash::hash(&ir::dump::to_text(&stencil), &mut hasher);
                    let digest = std::hash::Hasher::finish(&hasher) as u32;
                    stencil.name = format!("{name}_{digest:08x}");
                    (frame, stencil, bindings)
                });
                Group { calls, merged }
            })
            .collect();
        Plan {
            graph,
            dead,
            groups,
            temporaries,
            cuts,
        }
    }

    /// The fields that need memory: every field some group passes as an
    /// argument (transients among them are allocated by the program).
    pub fn stored(&self, program: &Program) -> BTreeSet<FieldId> {
        let mut out = BTreeSet::new();
        for g in &self.groups {
            match &g.merged {
                Some((_, _, b)) => out.extend(b.fields.iter().map(|(_, f)| *f)),
                None => out.extend(
                    g.calls
                        .iter()
                        .flat_map(|&c| program.calls[c].fields.values()),
                ),
            }
        }
        out
    }
}

/// Live calls (in order) and dead ones: a call is live if it writes a field
/// that is seen after the program or read by a later live call.
fn live_calls(program: &Program, graph: &Graph) -> (Vec<usize>, Vec<usize>) {
    let mut needed: BTreeSet<FieldId> = (0..program.fields.len())
        .map(FieldId)
        .filter(|f| !program.fields[f.0].transient)
        .collect();
    let mut live = Vec::new();
    let mut dead = Vec::new();
    for c in (0..program.calls.len()).rev() {
        let node = &graph.nodes[c];
        if node.writes.iter().any(|f| needed.contains(f)) {
            live.push(c);
            needed.extend(node.reads.keys());
        } else {
            dead.push(c);
        }
    }
    live.reverse();
    dead.reverse();
    (live, dead)
}

/// The origin of a call as one point (I, J, K), if all its fields share it
/// and no field is bound to two parameters.
fn call_origin(program: &Program, c: usize) -> Option<[usize; 3]> {
    let call = &program.calls[c];
    let bound: BTreeSet<FieldId> = call.fields.values().copied().collect();
    if bound.len() != call.fields.len() {
        return None;
    }
    let ir = call.signature.ir();
    let mut origin: [Option<usize>; 3] = [None; 3];
    for &p in &ir.params {
        let symbol = ir.symbols.get(p);
        let SymbolKind::FieldParam(ty) = &symbol.kind else {
            continue;
        };
        let o = call.origins.get(&symbol.name)?;
        let present = [ty.axes.i, ty.axes.j, ty.axes.k];
        let axes = (0..3).filter(|&a| present[a]);
        for (a, &value) in axes.zip(o) {
            match origin[a] {
                Some(v) if v != value => return None,
                _ => origin[a] = Some(value),
            }
        }
    }
    Some([origin[0]?, origin[1]?, origin[2]?])
}

/// The common frame of `calls`, if they can share one.
pub(crate) fn frame_of(program: &Program, calls: &[usize]) -> Option<Frame> {
    let origins: Vec<[usize; 3]> = calls
        .iter()
        .map(|&c| call_origin(program, c))
        .collect::<Option<_>>()?;
    let first = &program.calls[calls[0]];
    let k_origin = origins[0][2];
    let nk = first.domain[2];
    if origins.iter().any(|o| o[2] != k_origin)
        || calls.iter().any(|&c| program.calls[c].domain[2] != nk)
    {
        return None;
    }
    let base = [
        origins.iter().map(|o| o[0]).min()?,
        origins.iter().map(|o| o[1]).min()?,
        k_origin,
    ];
    let starts: Vec<[usize; 2]> = origins
        .iter()
        .map(|o| [o[0] - base[0], o[1] - base[1]])
        .collect();
    let mut domain = [0, 0, nk];
    for (s, &c) in starts.iter().zip(calls) {
        for a in 0..2 {
            domain[a] = domain[a].max(s[a] + program.calls[c].domain[a]);
        }
    }
    Some(Frame {
        base,
        domain,
        starts,
    })
}

/// True if the stencil reads at variable K offsets or has a `while` loop:
/// what it reads, or how long it runs, depends on the data.
fn data_dependent(signature: &crate::signature::Signature) -> bool {
    let mut has_while = false;
    signature.ir().walk_stmts(&mut |s| {
        has_while |= matches!(s.kind, crate::ir::StmtKind::While { .. });
    });
    has_while || !signature.variable_k().is_empty()
}

/// True if every computation of the call is PARALLEL and reads nothing at a
/// horizontal offset: it mixes with column sweeps and with horizontal calls.
fn pointwise(program: &Program, c: usize) -> bool {
    let stencil = &program.calls[c].signature;
    let (oir, extents) = stencil.oir();
    oir.loops
        .iter()
        .all(|l| l.order == crate::ir::IterationOrder::Parallel)
        && extents
            .fields
            .values()
            .all(|f| f.horizontal.with_domain() == crate::oir::extents::Extent::default())
}

/// Greedy fusion of consecutive live calls; a call in `forced` always
/// starts a new group.
fn fuse(
    program: &Program,
    graph: &Graph,
    live: &[usize],
    forced: &BTreeSet<usize>,
    cuts: &mut Vec<String>,
) -> Vec<Vec<usize>> {
    let mut groups = Vec::new();
    let mut current: Vec<usize> = Vec::new();
    for &c in live {
        if !current.is_empty() {
            let mut candidate = current.clone();
            candidate.push(c);
            if current.len() >= MAX_GROUP_CALLS {
                cuts.push(format!(
                    "c{c} ({}) starts a new group: the group has {MAX_GROUP_CALLS} calls, the most one group takes",
                    program.calls[c].name()
                ));
                groups.push(std::mem::take(&mut current));
                current.push(c);
                continue;
            }
            let verdict = if forced.contains(&c) {
                Err("a transient it shares with the group is used beyond the group, so it is stored".to_string())
            } else {
                fits(program, graph, live, &candidate)
            };
            match verdict {
                Ok(()) => {
                    current = candidate;
                    continue;
                }
                Err(why) => {
                    cuts.push(format!(
                        "c{c} ({}) starts a new group: {why}",
                        program.calls[c].name()
                    ));
                    // Pointwise calls at the end of the group may rather go
                    // with the call that starts the next one (the
                    // coefficients of a column sweep, with the sweep).
                    let mut moved = Vec::new();
                    while current.len() > 1
                        && pointwise(program, *current.last().expect("non-empty"))
                    {
                        moved.insert(0, current.pop().expect("non-empty"));
                    }
                    let mut next = moved.clone();
                    next.push(c);
                    let fits_next = moved.is_empty()
                        || (!moved
                            .iter()
                            .chain([&c])
                            .any(|m| forced.contains(m) && *m != moved[0])
                            && fits(program, graph, live, &next).is_ok());
                    if fits_next && !moved.is_empty() {
                        groups.push(std::mem::take(&mut current));
                        current = next;
                        continue;
                    }
                    current.extend(moved);
                    groups.push(std::mem::take(&mut current));
                }
            }
        }
        current.push(c);
    }
    if !current.is_empty() {
        groups.push(current);
    }
    groups
}

/// Whether `calls` can run as one merged stencil: a common frame, and every
/// access of the merged stencil inside the arrays.
fn fits(program: &Program, graph: &Graph, live: &[usize], calls: &[usize]) -> Result<(), String> {
    // Transients not used before the group may all end up inside it.
    let live_set: BTreeSet<usize> = live.iter().copied().collect();
    let temporaries: BTreeSet<FieldId> = (0..program.fields.len())
        .map(FieldId)
        .filter(|&f| {
            program.fields[f.0].transient
                && graph
                    .users(f)
                    .iter()
                    .filter(|c| live_set.contains(c))
                    .all(|&c| c >= calls[0])
        })
        .collect();
    check_group(program, graph, calls, &temporaries).map_err(|(_, why)| why)
}

/// Whether `calls` can run as one merged stencil with `temporaries` kept
/// inside it; on failure, the call at which to cut and why.
fn check_group(
    program: &Program,
    graph: &Graph,
    calls: &[usize],
    temporaries: &BTreeSet<FieldId>,
) -> Result<(), (usize, String)> {
    let last = *calls.last().expect("a group has calls");
    let frame = frame_of(program, calls).ok_or((
        last,
        "its fields do not share one origin, or its K range differs from the group's".to_string(),
    ))?;
    // A merged stencil evaluates a call's temporaries on the whole frame,
    // its writes only on its own domain: a call whose reads depend on data
    // (variable K offsets, `while` loops) would run them, with whatever
    // values lie there, beyond its domain.
    for (position, &c) in calls.iter().enumerate() {
        let call = &program.calls[c];
        if !frame.covers(position, call.domain) && data_dependent(&call.signature) {
            return Err((
                c,
                format!(
                    "c{c} ({}) reads at variable K offsets or loops on data, and does not \
                     cover the group's domain",
                    call.name()
                ),
            ));
        }
    }
    offset_hazard(program, graph, calls, temporaries)?;
    // The CPU schedule is chosen per stencil: column sweeps (thin rows of
    // tiles) would make every horizontal call recompute deep halos, so
    // sweeping calls and purely parallel ones go in separate groups.
    let sweeps = |c: usize| {
        program.calls[c]
            .signature
            .ir()
            .computations
            .iter()
            .any(|comp| comp.order != crate::ir::IterationOrder::Parallel)
    };
    let horizontal = |c: usize| !sweeps(c) && !pointwise(program, c);
    if calls.iter().any(|&c| sweeps(c)) && calls.iter().any(|&c| horizontal(c)) {
        return Err((
            last,
            "it mixes FORWARD/BACKWARD sweeps with calls that read neighbours".to_string(),
        ));
    }
    let temporaries = temporaries.clone();
    let (stencil, bindings) = merge::merge(program, calls, &frame, &temporaries, "candidate");
    let oir = crate::oir::lower(&stencil);
    let extents = crate::oir::extents::compute(&oir);
    let mut shapes = BTreeMap::new();
    let mut origins = Vec::new();
    for &p in &oir.params {
        let symbol = oir.symbols.get(p);
        if let SymbolKind::FieldParam(ty) = &symbol.kind {
            let present = [ty.axes.i, ty.axes.j, ty.axes.k];
            let origin: Vec<usize> = (0..3)
                .filter(|&a| present[a])
                .map(|a| frame.base[a])
                .collect();
            origins.push((symbol.name.clone(), origin));
        }
    }
    let by_name: BTreeMap<&str, FieldId> = bindings
        .fields
        .iter()
        .map(|(n, f)| (n.as_str(), *f))
        .collect();
    for (name, origin) in &origins {
        let field = &program.fields[by_name[name.as_str()].0];
        shapes.insert(
            name.clone(),
            Shape {
                dtype: field.dtype,
                shape: &field.shape,
                origin,
            },
        );
    }
    let mut scalars: BTreeMap<String, Scalar> = oir
        .params
        .iter()
        .map(|&p| oir.symbols.get(p))
        .filter_map(|s| match s.kind {
            SymbolKind::ScalarParam(t) => Some((s.name.clone(), Scalar::zero(t))),
            _ => None,
        })
        .collect();
    validate::validate_parts(&oir, &extents, &shapes, &mut scalars, frame.domain)
        .map_err(|e| (last, format!("fused, {e}")))?;
    let tile_extents = crate::oir::extents::compute_for_tiles(&oir);
    tile_hazard(program, graph, calls, &oir, &tile_extents, &bindings).map_err(|why| (last, why))
}

/// The merged code runs tile by tile: a stored field the group writes must
/// be accessed by the merged stencil only point by point on its tile. A read
/// of it beyond a tile (at an offset, or by an execution that runs into the
/// tile's halo to feed a temporary) would see a neighbour tile's points
/// before or after that tile wrote them. `extents` are the extents around a
/// tile (regions cut nothing: a tile's edges are not the domain's).
fn tile_hazard(
    program: &Program,
    graph: &Graph,
    calls: &[usize],
    oir: &crate::oir::Stencil,
    extents: &crate::oir::extents::Extents,
    bindings: &merge::Bindings,
) -> Result<(), String> {
    let written: BTreeSet<FieldId> = calls
        .iter()
        .flat_map(|&c| graph.nodes[c].writes.iter().copied())
        .collect();
    let zero = crate::oir::extents::Extent::default();
    for &p in &oir.params {
        let name = &oir.symbols.get(p).name;
        let Some(&(_, field)) = bindings.fields.iter().find(|(n, _)| n == name) else {
            continue;
        };
        if !written.contains(&field) {
            continue;
        }
        let reach = extents.fields.get(&p).map(|f| f.horizontal.with_domain());
        if reach.is_some_and(|e| e != zero) {
            return Err(format!(
                "`{}` is written in the group and read around the tile of another call",
                program.fields[field.0].name
            ));
        }
    }
    if let Some(p) = crate::oir::params::param_offset_hazard(oir) {
        return Err(format!(
            "`{}` is written in the group and read at an offset inside a region",
            oir.symbols.get(p).name
        ));
    }
    Ok(())
}

/// A stored field one call of the group writes and another reads at a
/// horizontal offset: the merged code runs tile by tile, so a tile would read
/// its neighbours' points before (or after) the other call wrote them there.
/// Only temporaries are recomputed around each tile; stored fields need the
/// calls in separate groups.
fn offset_hazard(
    program: &Program,
    graph: &Graph,
    calls: &[usize],
    temporaries: &BTreeSet<FieldId>,
) -> Result<(), (usize, String)> {
    let zero = crate::oir::extents::Extent::default();
    for &reader in calls {
        for (&field, &extent) in &graph.nodes[reader].reads {
            if extent.with_domain() == zero || temporaries.contains(&field) {
                continue;
            }
            if let Some(&writer) = calls
                .iter()
                .find(|&&w| w != reader && graph.nodes[w].writes.contains(&field))
            {
                return Err((
                    reader.max(writer),
                    format!(
                        "`{}` is written by c{writer} and read at an offset by c{reader}",
                        program.fields[field.0].name
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Whether a transient may live as a temporary of a merged stencil: every
/// call binds it to a plain field (no data dimensions, whose unwritten
/// elements temporaries do not zero), accessed within the K domain (levels
/// outside it would not be zeroed either) at constant K offsets (variable
/// ones are checked against the temporary, not the array).
fn can_be_temporary(program: &Program, field: FieldId) -> bool {
    program.calls.iter().all(|call| {
        let (oir, extents) = call.signature.oir();
        call.fields
            .iter()
            .filter(|(_, &f)| f == field)
            .all(|(param, _)| {
                let Some(&id) = oir
                    .params
                    .iter()
                    .find(|&&p| &oir.symbols.get(p).name == param)
                else {
                    return false;
                };
                let plain = oir
                    .symbols
                    .get(id)
                    .field_type()
                    .is_some_and(|t| t.data_dims.is_empty());
                let within = extents.fields.get(&id).is_none_or(|e| {
                    let (_, below, above) = e.halo();
                    below == 0 && above == 0
                });
                plain && within && !call.signature.variable_k().contains(&id)
            })
    })
}

/// Transients every live user of which is in one group of two calls or more.
fn temporaries(
    program: &Program,
    graph: &Graph,
    groups: &[Vec<usize>],
    live: &[usize],
) -> BTreeSet<FieldId> {
    let live: BTreeSet<usize> = live.iter().copied().collect();
    (0..program.fields.len())
        .map(FieldId)
        .filter(|f| program.fields[f.0].transient && can_be_temporary(program, *f))
        .filter(|&f| {
            let users: Vec<usize> = graph
                .users(f)
                .into_iter()
                .filter(|c| live.contains(c))
                .collect();
            groups
                .iter()
                .any(|g| g.len() > 1 && users.iter().all(|u| g.contains(u)))
        })
        .collect()
}
