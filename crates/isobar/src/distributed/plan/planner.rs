//! The planner of exchanges: it follows every field's valid halo widths on
//! every rank through the calls, and places an exchange before a call that
//! reads beyond them, started right after the field's last change.

use super::*;

pub(super) struct Planner<'a> {
    pub(super) program: &'a Program,
    pub(super) decomposition: &'a Decomposition,
    pub(super) halos: &'a [[usize; 2]],
    pub(super) replicated: &'a [bool],
    pub(super) subs: &'a [Subdomain],
    pub(super) starts: &'a [[i64; 2]],
    pub(super) shares: &'a [Vec<Option<LocalCall>>],
    /// Per rank, per field.
    pub(super) valid: Vec<Vec<Valid>>,
    pub(super) nodes: Vec<Node>,
    /// The node that last changed each field.
    pub(super) last_change: Vec<Option<usize>>,
    /// Exchanges to start after a node (`None`: before the first).
    pub(super) starts_after: BTreeMap<Option<usize>, Vec<usize>>,
    pub(super) exchanges: Vec<Exchange>,
    pub(super) splits: Vec<Split>,
    pub(super) slots: usize,
    pub(super) overlap: bool,
    pub(super) fuse: bool,
}

impl Planner<'_> {
    pub(super) fn step(
        &mut self,
        step: usize,
        steps: usize,
        graph: &Graph,
        swaps: &[(FieldId, FieldId)],
    ) -> Result<(), Error> {
        for (n, f) in self.program.fields.iter().enumerate() {
            if f.transient {
                let id = FieldId(n);
                self.change(Node::Zero(id), &[id]);
                let h = self.halos[n];
                for rank in &mut self.valid {
                    rank[n] = [[h[0] as i64; 2], [h[1] as i64; 2]];
                }
            }
        }
        for (c, node) in graph.nodes.iter().enumerate() {
            let waits = self.exchange_for(c, step, &node.reads)?;
            let written: Vec<FieldId> = node.writes.iter().copied().collect();
            // Splitting a call keeps it out of fusion: programs of several
            // calls are fused between exchanges instead.
            let split = self.overlap && !(self.fuse && graph.nodes.len() > 1);
            if split && !waits.is_empty() && splittable(&self.program.calls[c], node) {
                let fields = waits
                    .iter()
                    .flat_map(|&x| self.exchanges[x].fields.clone())
                    .map(|f| (f, node.reads[&f]))
                    .collect();
                let split = self.splits.len();
                self.splits.push(Split { fields });
                self.nodes.push(Node::Interior { call: c, split });
                self.nodes.extend(waits.iter().map(|&x| Node::Wait(x)));
                for &f in &written {
                    self.after_write(c, f);
                }
                self.change(Node::Rim { call: c, split }, &written);
            } else {
                self.nodes.extend(waits.iter().map(|&x| Node::Wait(x)));
                for &f in &written {
                    self.after_write(c, f);
                }
                self.change(Node::Call { call: c, step }, &written);
            }
        }
        for &(a, b) in swaps.iter().filter(|_| step + 1 < steps) {
            self.change(Node::Swap(a, b), &[a, b]);
            for rank in &mut self.valid {
                rank.swap(a.0, b.0);
            }
        }
        Ok(())
    }

    /// Appends a node that changes `fields`.
    pub(super) fn change(&mut self, node: Node, fields: &[FieldId]) {
        self.nodes.push(node);
        for f in fields {
            self.last_change[f.0] = Some(self.nodes.len() - 1);
        }
    }

    /// Adds (and starts) the exchanges call `c` needs before it; returns
    /// them, to be waited for.
    pub(super) fn exchange_for(
        &mut self,
        c: usize,
        step: usize,
        reads: &BTreeMap<FieldId, Extent>,
    ) -> Result<Vec<usize>, Error> {
        let mut waits = Vec::new();
        let mut needed: BTreeMap<Option<usize>, Vec<FieldId>> = BTreeMap::new();
        for (&f, &extent) in reads {
            if self.needs_exchange(c, f, extent)? {
                let at = if self.overlap {
                    self.last_change[f.0]
                } else {
                    self.nodes.len().checked_sub(1)
                };
                needed.entry(at).or_default().push(f);
            }
        }
        for (at, fields) in needed {
            let id = self.exchanges.len();
            for f in &fields {
                let h = self.halos[f.0];
                for rank in &mut self.valid {
                    rank[f.0] = [[h[0] as i64; 2], [h[1] as i64; 2]];
                }
            }
            self.slots += fields.len();
            self.exchanges.push(Exchange {
                first_slot: self.slots - fields.len(),
                fields,
                before_call: c,
                step,
            });
            if self.overlap {
                self.starts_after.entry(at).or_default().push(id);
            } else {
                self.nodes.push(Node::Start(id));
            }
            waits.push(id);
        }
        Ok(waits)
    }

    /// True if some rank reads field `f` beyond its valid halo in call `c`.
    pub(super) fn needs_exchange(
        &self,
        c: usize,
        f: FieldId,
        extent: Extent,
    ) -> Result<bool, Error> {
        if self.replicated[f.0] {
            return Ok(false);
        }
        let mut needed = false;
        for (r, s) in self.subs.iter().enumerate() {
            let Some(local) = &self.shares[r][c] else {
                continue;
            };
            let lo = [local_start(local, s, 0), local_start(local, s, 1)];
            let reach = [
                [
                    -lo[0] - extent.i_lo as i64,
                    lo[0] + local.domain[0] as i64 - s.size[0] as i64 + extent.i_hi as i64,
                ],
                [
                    -lo[1] - extent.j_lo as i64,
                    lo[1] + local.domain[1] as i64 - s.size[1] as i64 + extent.j_hi as i64,
                ],
            ];
            for (axis, sides) in reach.iter().enumerate() {
                for (side, &want) in sides.iter().enumerate() {
                    if self.decomposition.is_physical(r, axis, side) {
                        continue;
                    }
                    if want > self.halos[f.0][axis] as i64 {
                        return Err(Error::Plan(format!(
                            "stencil `{}` reads `{}` {want} points beyond a rank's edge, \
                             further than its halo",
                            self.program.calls[c].name(),
                            self.program.fields[f.0].name
                        )));
                    }
                    needed |= want > self.valid[r][f.0][axis][side];
                }
            }
        }
        Ok(needed)
    }

    /// Narrows the valid widths of `f` after call `c` wrote it. A halo side
    /// holds copies of the points next to it (the neighbour's, or on a
    /// periodic axis the other end's); where the call writes any of those,
    /// the side stays valid only as far as the rank computed it itself (and,
    /// across a periodic boundary, the call wrote the image too). Results are
    /// those of one rank whose halos are refreshed before every call.
    pub(super) fn after_write(&mut self, c: usize, f: FieldId) {
        if self.replicated[f.0] {
            return;
        }
        let call = &self.program.calls[c];
        for (r, s) in self.subs.iter().enumerate() {
            let local = &self.shares[r][c];
            for axis in 0..2 {
                let a = self.starts[c][axis];
                let e = a + call.domain[axis] as i64;
                let h = self.halos[f.0][axis] as i64;
                let n = self.decomposition.global[axis] as i64;
                let periodic = self.decomposition.periodic[axis];
                let own_lo = s.start[axis] as i64;
                let own_hi = own_lo + s.size[axis] as i64;
                let (computed_below, computed_above) = match local {
                    Some(l) => {
                        let lo = local_start(l, s, axis);
                        (
                            (-lo).max(0),
                            (lo + l.domain[axis] as i64 - s.size[axis] as i64).max(0),
                        )
                    }
                    None => (0, 0),
                };
                // Across a periodic boundary, a halo point is a copy of its
                // image at the other end: one the rank computed is valid only
                // if the call wrote the image too, with the same code. A
                // region is placed on the call's domain, not modulo the
                // period, so with regions the two may differ: not valid.
                let regions = call.signature.ir().has_regions();
                let consistent = |below: bool, computed: i64| -> i64 {
                    let at_boundary = periodic && if below { own_lo == 0 } else { own_hi == n };
                    if !at_boundary {
                        return computed;
                    }
                    if regions {
                        return 0;
                    }
                    (0..computed)
                        .take_while(|&d| {
                            let x = if below { own_lo - 1 - d } else { own_hi + d };
                            let image = if below { x + n } else { x - n };
                            a <= image && image < e
                        })
                        .count() as i64
                };
                let below = consistent(true, computed_below);
                let above = consistent(false, computed_above);
                let v = &mut self.valid[r][f.0][axis];
                if overlaps((a, e), (own_lo - h, own_lo), n, periodic) {
                    v[0] = v[0].min(below);
                }
                if overlaps((a, e), (own_hi, own_hi + h), n, periodic) {
                    v[1] = v[1].min(above);
                }
            }
        }
    }

    /// The nodes with every exchange's start placed.
    pub(super) fn nodes_with_starts(&self) -> Vec<Node> {
        let mut out = Vec::new();
        let starts = |at: Option<usize>, out: &mut Vec<Node>| {
            for &id in self.starts_after.get(&at).into_iter().flatten() {
                out.push(Node::Start(id));
            }
        };
        starts(None, &mut out);
        for (n, &node) in self.nodes.iter().enumerate() {
            out.push(node);
            starts(Some(n), &mut out);
        }
        if self.fuse {
            self.hoist_waits(&mut out);
        }
        out
    }

    /// Moves every wait before the calls in front of it that do not touch
    /// the exchanged fields, so that those calls join the fused run of calls
    /// after the wait (the unpack writes nothing they read or write).
    pub(super) fn hoist_waits(&self, nodes: &mut [Node]) {
        for n in 0..nodes.len() {
            let Node::Wait(x) = nodes[n] else {
                continue;
            };
            let fields = &self.exchanges[x].fields;
            let mut at = n;
            while at > 0 {
                let Node::Call { call, .. } = nodes[at - 1] else {
                    break;
                };
                let c = &self.program.calls[call];
                if c.fields.values().any(|f| fields.contains(f)) {
                    break;
                }
                nodes.swap(at - 1, at);
                at -= 1;
            }
        }
    }
}
