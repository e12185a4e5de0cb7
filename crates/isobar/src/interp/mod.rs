//! The reference interpreter: executes the optimisation IR (before any
//! optimisation) exactly as the GTScript parallel model says. It is the oracle
//! every back-end is tested against, so it is written to be obviously right,
//! not fast.
//!
//! Computations run in order; the sections of a computation in order, each
//! level by level in the iteration order; at every level each horizontal
//! execution runs over its whole extent before the next one starts. Parameter
//! fields are only ever written on the compute domain. Every access is bounds
//! checked: a bad call is an error, never a panic or an out-of-bounds access.

mod eval;

use crate::ir::{self, Axes, IterationOrder, KOffset, SymbolId, SymbolKind};
use crate::oir::extents::Extents;
use crate::oir::{Stencil, Stmt};
use crate::runtime::{self, Call, Field, FieldArg, RuntimeError, Scalar};

pub use crate::ir::MAX_WHILE_ITERATIONS;

/// Validates `call` and runs `stencil` on it; fields are updated in place.
pub fn run(stencil: &Stencil, extents: &Extents, call: &mut Call) -> Result<(), RuntimeError> {
    runtime::validate(stencil, extents, call)?;
    let mut machine = Machine::new(stencil, extents, call)?;
    let result = machine.execute();
    machine.give_back(call);
    result
}

/// A field being read and written: the array, its origin (per axis I, J, K, 0
/// for absent axes) and its axes.
pub(crate) struct Array {
    field: Field,
    origin: [i64; 3],
    axes: Axes,
    strides: Vec<usize>,
    is_param: bool,
}

/// The state of one run.
pub(crate) struct Machine<'s> {
    stencil: &'s Stencil,
    extents: &'s Extents,
    arrays: Vec<Option<Array>>,
    scalars: Vec<Option<Scalar>>,
    domain: [i64; 3],
}

/// A point of the iteration space, relative to the compute domain.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Point {
    i: i64,
    j: i64,
    k: i64,
}

impl<'s> Machine<'s> {
    fn new(
        stencil: &'s Stencil,
        extents: &'s Extents,
        call: &mut Call,
    ) -> Result<Self, RuntimeError> {
        let domain = call.domain.map(|d| d as i64);
        let n = stencil.symbols.len();
        let mut arrays: Vec<Option<Array>> = (0..n).map(|_| None).collect();
        let mut scalars = vec![None; n];
        for (id, symbol) in stencil.symbols.iter() {
            let slot = id.0 as usize;
            match &symbol.kind {
                SymbolKind::ScalarParam(_) => {
                    scalars[slot] = call.scalars.get(&symbol.name).copied()
                }
                SymbolKind::FieldParam(ty) => {
                    let Some(arg) = call.fields.remove(&symbol.name) else {
                        continue;
                    };
                    let mut origin = [0i64; 3];
                    let present = [ty.axes.i, ty.axes.j, ty.axes.k];
                    let mut a = 0;
                    for axis in 0..3 {
                        if present[axis] {
                            origin[axis] = arg.origin[a] as i64;
                            a += 1;
                        }
                    }
                    let strides = arg.field.strides();
                    arrays[slot] = Some(Array {
                        field: arg.field,
                        origin,
                        axes: ty.axes,
                        strides,
                        is_param: true,
                    });
                }
                SymbolKind::Temporary(ty) => {
                    let (h, below, above) = extents
                        .fields
                        .get(&id)
                        .map(|f| f.buffer_halo())
                        .unwrap_or_default();
                    let shape = [
                        (domain[0] - h.i_lo as i64 + h.i_hi as i64) as usize,
                        (domain[1] - h.j_lo as i64 + h.j_hi as i64) as usize,
                        (domain[2] + below + above) as usize,
                    ];
                    // A 2-D temporary (`Field[IJ, dtype]`) has one value per
                    // column, kept from level to level.
                    let present = [ty.axes.i, ty.axes.j, ty.axes.k];
                    let mut full: Vec<usize> =
                        (0..3).filter(|&a| present[a]).map(|a| shape[a]).collect();
                    full.extend(ty.data_dims.iter().map(|&d| d as usize));
                    let mut field = Field::try_zeros(ty.dtype, &full).map_err(|e| {
                        RuntimeError::new(format!("temporary `{}`: {e}", symbol.name))
                    })?;
                    if crate::oir::uninit::poisoned() {
                        let poison = Scalar::F64(f64::NAN).cast(ty.dtype);
                        for n in 0..field.len() {
                            field.set(n, poison);
                        }
                    }
                    let strides = field.strides();
                    arrays[slot] = Some(Array {
                        field,
                        origin: [-(h.i_lo as i64), -(h.j_lo as i64), below],
                        axes: ty.axes,
                        strides,
                        is_param: false,
                    });
                }
            }
        }
        Ok(Machine {
            stencil,
            extents,
            arrays,
            scalars,
            domain,
        })
    }

    /// Returns the parameter fields to the caller.
    fn give_back(self, call: &mut Call) {
        for (id, array) in self.arrays.into_iter().enumerate() {
            let Some(array) = array else { continue };
            if !array.is_param {
                continue;
            }
            let symbol = self.stencil.symbols.get(SymbolId(id as u32));
            let present = [array.axes.i, array.axes.j, array.axes.k];
            let origin = (0..3)
                .filter(|a| present[*a])
                .map(|a| array.origin[a] as usize)
                .collect();
            call.fields.insert(
                symbol.name.clone(),
                FieldArg {
                    field: array.field,
                    origin,
                },
            );
        }
    }

    fn execute(&mut self) -> Result<(), RuntimeError> {
        let nk = self.domain[2];
        for vloop in &self.stencil.loops {
            for section in &vloop.sections {
                let start = section.interval.start.resolve(nk).clamp(0, nk);
                let end = section.interval.end.resolve(nk).clamp(0, nk);
                let levels: Box<dyn Iterator<Item = i64>> = match vloop.order {
                    IterationOrder::Backward => Box::new((start..end).rev()),
                    _ => Box::new(start..end),
                };
                for k in levels {
                    for execution in &section.executions {
                        let e = self
                            .extents
                            .executions
                            .get(&execution.id)
                            .copied()
                            .unwrap_or_default();
                        for i in e.i_lo as i64..self.domain[0] + e.i_hi as i64 {
                            for j in e.j_lo as i64..self.domain[1] + e.j_hi as i64 {
                                let p = Point { i, j, k };
                                for stmt in &execution.body {
                                    self.stmt(stmt, p)?;
                                }
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn stmt(&mut self, stmt: &Stmt, p: Point) -> Result<(), RuntimeError> {
        match stmt {
            Stmt::Assign { target, value } => {
                let array = self.array(target.field)?;
                let outside = p.i < 0 || p.j < 0 || p.i >= self.domain[0] || p.j >= self.domain[1];
                if array.is_param && outside {
                    return Ok(());
                }
                let v = self.eval(value, p)?;
                let index = self.index(target, p)?;
                self.array_mut(target.field)?.field.set(index, v);
            }
            Stmt::Masked { cond, body } => {
                if self.eval(cond, p)?.truthy() {
                    for s in body {
                        self.stmt(s, p)?;
                    }
                }
            }
            Stmt::While { cond, body } => {
                let mut iterations = 0u64;
                while self.eval(cond, p)?.truthy() {
                    iterations += 1;
                    if iterations > MAX_WHILE_ITERATIONS {
                        return Err(RuntimeError::new(format!(
                            "a while loop ran more than {MAX_WHILE_ITERATIONS} iterations at point ({}, {}, {}); does its condition ever become false?",
                            p.i, p.j, p.k
                        )));
                    }
                    for s in body {
                        self.stmt(s, p)?;
                    }
                }
            }
            Stmt::Restricted { regions, body } => {
                if regions.iter().any(|r| self.in_region(r, p)) {
                    for s in body {
                        self.stmt(s, p)?;
                    }
                }
            }
        }
        Ok(())
    }

    fn in_region(&self, r: &ir::Region, p: Point) -> bool {
        let inside = |range: ir::AxisRange, x: i64, n: i64| {
            range.start.is_none_or(|b| x >= b.resolve(n))
                && range.end.is_none_or(|b| x < b.resolve(n))
        };
        inside(r.i, p.i, self.domain[0]) && inside(r.j, p.j, self.domain[1])
    }

    fn array(&self, id: SymbolId) -> Result<&Array, RuntimeError> {
        self.arrays
            .get(id.0 as usize)
            .and_then(Option::as_ref)
            .ok_or_else(|| {
                RuntimeError::new(format!(
                    "no storage for `{}`",
                    self.stencil.symbols.get(id).name
                ))
            })
    }

    fn array_mut(&mut self, id: SymbolId) -> Result<&mut Array, RuntimeError> {
        let name = self.stencil.symbols.get(id).name.clone();
        self.arrays
            .get_mut(id.0 as usize)
            .and_then(Option::as_mut)
            .ok_or_else(|| RuntimeError::new(format!("no storage for `{name}`")))
    }

    /// The flat index of `r` at point `p`, bounds checked.
    fn index(&self, r: &ir::FieldRef, p: Point) -> Result<usize, RuntimeError> {
        let k_offset = match &r.offset.k {
            KOffset::Const(k) => *k as i64,
            KOffset::Variable(e) => self.eval(e, p)?.as_i64(),
        };
        let mut data = Vec::with_capacity(r.data_index.len());
        for d in &r.data_index {
            data.push(self.eval(d, p)?.as_i64());
        }
        let array = self.array(r.field)?;
        let offsets = [r.offset.i as i64, r.offset.j as i64, k_offset];
        let present = [array.axes.i, array.axes.j, array.axes.k];
        let shape = array.field.shape();
        let mut flat = 0usize;
        let mut a = 0;
        for axis in 0..3 {
            if !present[axis] {
                continue;
            }
            // Offsets come from user data (variable K offsets, `.at(K=...)`):
            // a sum past i64 is as far out of bounds as any other.
            let x = [p.i, p.j, p.k][axis]
                .checked_add(offsets[axis])
                .and_then(|c| c.checked_add(array.origin[axis]))
                .unwrap_or(i64::MAX);
            if x < 0 || x >= shape[a] as i64 {
                return Err(RuntimeError::new(format!(
                    "access to `{}` out of bounds along {}: index {x} for size {} (point {:?}, offset {:?})",
                    self.stencil.symbols.get(r.field).name,
                    ["I", "J", "K"][axis],
                    shape[a],
                    (p.i, p.j, p.k),
                    (r.offset.i, r.offset.j, k_offset)
                )));
            }
            flat += x as usize * array.strides[a];
            a += 1;
        }
        for (d, x) in data.into_iter().enumerate() {
            let size = shape.get(a + d).copied().unwrap_or(0) as i64;
            if x < 0 || x >= size {
                return Err(RuntimeError::new(format!(
                    "data index {x} of `{}` out of bounds (size {size})",
                    self.stencil.symbols.get(r.field).name
                )));
            }
            flat += x as usize * array.strides[a + d];
        }
        Ok(flat)
    }

    fn read(&self, r: &ir::FieldRef, p: Point) -> Result<Scalar, RuntimeError> {
        let index = self.index(r, p)?;
        Ok(self.array(r.field)?.field.get(index))
    }

    fn scalar(&self, id: SymbolId) -> Result<Scalar, RuntimeError> {
        self.scalars
            .get(id.0 as usize)
            .copied()
            .flatten()
            .ok_or_else(|| {
                RuntimeError::new(format!(
                    "missing scalar `{}`",
                    self.stencil.symbols.get(id).name
                ))
            })
    }
}

#[cfg(test)]
mod tests;
