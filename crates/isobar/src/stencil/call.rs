//! Calls: arguments made for a domain, validated calls on owned fields or
//! on the caller's arrays, run by the executable of the arguments' layout
//! (loaded code, or the interpreter), and the status read back.

use super::{Error, Stencil};
use crate::exec::{FieldView, Invocation};
use crate::ir::SymbolKind;
use crate::kernel::Layout;
use crate::runtime::{self, Call, RuntimeError, Scalar};
use std::collections::{BTreeMap, BTreeSet};

impl Stencil {
    /// Arguments for a call on `domain`: every field allocated with the levels the
    /// stencil needs above and below and `halo` points in I and J (`None`: the
    /// points it needs), in the back-end's preferred layout
    /// ([`Backend::axis_order`]), its elements from `field_value` in logical
    /// order; scalars from `scalar_value`. Both get the declared type.
    pub fn arguments(
        &self,
        domain: [usize; 3],
        halo: Option<usize>,
        field_value: &mut dyn FnMut(crate::ir::DType) -> Scalar,
        scalar_value: &mut dyn FnMut(crate::ir::DType) -> Scalar,
    ) -> Result<Call, runtime::RuntimeError> {
        let mut call = Call {
            domain,
            ..Default::default()
        };
        // What the stencil as written and as optimised access (calls are
        // checked against both), each with its regions placed on the domain
        // (a region placed on a small domain may reach further).
        let mut analyses = vec![self.reference_oir()];
        if self.signature.is_optimised() {
            analyses.push(self.oir());
        }
        let analyses: Vec<_> = analyses
            .into_iter()
            .map(|(oir, extents)| {
                let placed = crate::runtime::extents_on_domain(oir, extents, domain);
                (extents, placed)
            })
            .collect();
        for &p in &self.ir().params {
            let symbol = self.ir().symbols.get(p);
            match &symbol.kind {
                SymbolKind::ScalarParam(t) => {
                    call.scalars
                        .insert(symbol.name.clone(), scalar_value(*t).cast(*t));
                }
                SymbolKind::FieldParam(ty) => {
                    let (mut h, mut below, mut above) = Default::default();
                    for (extents, placed) in &analyses {
                        if let Some(f) = extents.fields.get(&p) {
                            let (fh, fb, fa) = f.buffer_halo();
                            h = fh.union(h);
                            (below, above) = (fb.max(below), fa.max(above));
                        }
                        if let Some(f) = placed.as_ref().and_then(|e| e.fields.get(&p)) {
                            h = h.union(f.halo().0);
                        }
                    }
                    let needed = [
                        (-h.i_lo as usize, h.i_hi as usize),
                        (-h.j_lo as usize, h.j_hi as usize),
                    ];
                    let pads = [
                        halo.map_or(needed[0], |n| (n, n)),
                        halo.map_or(needed[1], |n| (n, n)),
                        (below as usize, above as usize),
                    ];
                    let present = [ty.axes.i, ty.axes.j, ty.axes.k];
                    let (mut shape, mut origin) = (Vec::new(), Vec::new());
                    for axis in 0..3 {
                        if present[axis] {
                            let size = pads[axis]
                                .0
                                .checked_add(domain[axis])
                                .and_then(|n| n.checked_add(pads[axis].1))
                                .ok_or_else(|| {
                                    runtime::RuntimeError::new(format!(
                                        "field `{}`: domain {} and halo {:?} along {} overflow",
                                        symbol.name,
                                        domain[axis],
                                        pads[axis],
                                        ["I", "J", "K"][axis]
                                    ))
                                })?;
                            shape.push(size);
                            origin.push(pads[axis].0);
                        }
                    }
                    shape.extend(ty.data_dims.iter().map(|&d| d as usize));
                    let order = self.options.backend.axis_order(ty.axes, ty.data_dims.len());
                    let mut field =
                        crate::runtime::Field::try_zeros_in_order(ty.dtype, &shape, &order)
                            .map_err(|e| {
                                runtime::RuntimeError::new(format!("field `{}`: {e}", symbol.name))
                            })?;
                    for n in field.positions() {
                        field.set(n, field_value(ty.dtype));
                    }
                    call.fields.insert(
                        symbol.name.clone(),
                        crate::runtime::FieldArg { field, origin },
                    );
                }
                SymbolKind::Temporary(_) => {}
            }
        }
        Ok(call)
    }

    /// Seed 002's name for [`Stencil::call`].
    pub fn compute(&self, call: &mut Call) -> Result<(), Error> {
        self.call(call)
    }

    /// Runs the stencil on `call` (validated first); fields are updated in place.
    pub fn call(&self, call: &mut Call) -> Result<(), Error> {
        self.validate_parts(&call.fields, &mut call.scalars, call.domain)?;
        self.call_owned(call)
    }

    /// Runs the stencil on arrays the caller owns (NumPy buffers, say), in
    /// place and without copies on the C back-end (the interpreter copies
    /// in and out). The arguments are validated first, as by [`Stencil::call`].
    ///
    /// # Safety
    /// Every [`runtime::ArrayArg`] must describe memory that is valid for reads
    /// and writes of its dtype at every index of its shape and strides, for the
    /// whole call. Arguments that overlap where the stencil writes are
    /// refused (see [`runtime::alias`]).
    pub unsafe fn call_arrays(&self, call: &mut runtime::ArrayCall) -> Result<(), Error> {
        // SAFETY: the caller's guarantee.
        unsafe { self.call_and_prepare(call) }.map(|_| ())
    }

    /// `fields` with each of `names` replaced by a private copy of the part
    /// a call on `domain` accesses: the copies (each the window of the
    /// caller's array and the memory that holds its copy, which must outlive
    /// the returned arguments) and the arguments. The copies are refreshed
    /// by [`Stencil::run_prepared`], before every run.
    ///
    /// # Safety
    /// As for [`Stencil::call_arrays`].
    unsafe fn with_private_copies(
        &self,
        fields: &BTreeMap<String, runtime::ArrayArg>,
        names: &BTreeSet<String>,
        domain: [usize; 3],
    ) -> Result<(Vec<PrivateCopy>, BTreeMap<String, runtime::ArrayArg>), Error> {
        let placed = self.signature.placed(domain);
        let placed = placed[1].as_ref();
        let mut copies = Vec::new();
        let mut out = fields.clone();
        for name in names {
            let Some(arg) = fields.get(name) else {
                continue;
            };
            let (oir, extents) = self.oir();
            let window = runtime::accessed_window(oir, extents, name, arg, domain, placed);
            let (field, copy) = window
                .private_buffer()
                .map_err(|e| RuntimeError::new(format!("field `{name}`: {e}")))?;
            copies.push(PrivateCopy { window, field });
            out.insert(name.clone(), copy);
        }
        Ok((copies, out))
    }

    fn call_owned(&self, call: &mut Call) -> Result<(), Error> {
        let mut arrays = BTreeMap::new();
        for (name, arg) in &mut call.fields {
            let array = runtime::ArrayArg {
                data: arg.field.as_mut_ptr(),
                dtype: arg.field.dtype(),
                shape: arg.field.shape().to_vec(),
                strides: arg.field.strides().iter().map(|&s| s as isize).collect(),
                origin: arg.origin.clone(),
            };
            arrays.insert(name.clone(), array);
        }
        self.invoke(&arrays, &call.scalars, call.domain)
    }

    /// The layout whose loops suit the arguments: K-first when the fields
    /// with K and a horizontal axis mostly store K contiguously (NumPy's C
    /// order), I-first otherwise.
    fn layout_of(&self, arrays: &BTreeMap<String, runtime::ArrayArg>) -> Layout {
        let (mut k_votes, mut i_votes) = (0, 0);
        for &p in &self.oir().0.params {
            let symbol = self.oir().0.symbols.get(p);
            let (SymbolKind::FieldParam(ty), Some(arg)) = (&symbol.kind, arrays.get(&symbol.name))
            else {
                continue;
            };
            if !ty.axes.k || !(ty.axes.i || ty.axes.j) {
                continue;
            }
            let k_axis = ty.axes.rank() - 1;
            if arg.strides.get(k_axis).map(|s| s.abs()) == Some(1) {
                k_votes += 1;
            } else if ty.axes.i && arg.strides.first().map(|s| s.abs()) == Some(1) {
                i_votes += 1;
            }
        }
        if k_votes > i_votes {
            Layout::KFirst
        } else {
            Layout::IFirst
        }
    }

    /// Validates `call` as [`Stencil::call_arrays`] does and runs it; returns
    /// the call ready to run again on the same arrays (a replayed program's
    /// group). Fields the call writes while another argument overlaps them
    /// run on private copies, kept with the prepared call and refreshed from
    /// the arrays on every run.
    ///
    /// # Safety
    /// As for [`Stencil::call_arrays`].
    pub(crate) unsafe fn call_and_prepare(
        &self,
        call: &mut runtime::ArrayCall,
    ) -> Result<PreparedCall, Error> {
        self.validate_parts(&call.fields, &mut call.scalars, call.domain)?;
        let domain = call.domain;
        let shareable = |w: &str, other: &str| self.signature.may_share(domain, w, other);
        let twins = runtime::alias::check(shareable, &self.written_fields(), &call.fields)?;
        let mut prepared = if twins.is_empty() {
            self.prepare_invocation(&call.fields, &call.scalars, domain)?
        } else {
            // SAFETY: the caller's guarantee.
            let (copies, fields) =
                unsafe { self.with_private_copies(&call.fields, &twins, domain) }?;
            let mut prepared = self.prepare_invocation(&fields, &call.scalars, domain)?;
            prepared.copies = copies;
            prepared
        };
        // SAFETY: validated just now; the caller's guarantee for the memory.
        unsafe { self.run_prepared(&mut prepared) }?;
        Ok(prepared)
    }

    /// Runs a call [`Stencil::call_and_prepare`] validated, its private
    /// copies refreshed from the arrays first.
    ///
    /// # Safety
    /// The arrays the call was prepared on must still be valid and unmoved,
    /// with the shapes and strides they had (the caller checks that they are
    /// the same arrays).
    pub(crate) unsafe fn run_prepared(&self, prepared: &mut PreparedCall) -> Result<(), Error> {
        let exe = self.executable(prepared.layout)?;
        for copy in &mut prepared.copies {
            // SAFETY: the window lies in the caller's array (validated), and
            // the copy's memory has its shape.
            unsafe { copy.window.copy_into(&mut copy.field) };
        }
        // SAFETY: the caller's guarantee.
        let status = unsafe { exe.run(&prepared.invocation) }?;
        self.status(status)
    }

    /// Calls the code for the arguments' layout (built on first use) on
    /// validated arguments.
    fn invoke(
        &self,
        arrays: &BTreeMap<String, runtime::ArrayArg>,
        scalar_args: &BTreeMap<String, Scalar>,
        domain: [usize; 3],
    ) -> Result<(), Error> {
        let mut prepared = self.prepare_invocation(arrays, scalar_args, domain)?;
        // SAFETY: the arguments were validated against the stencil: every field is
        // as large as the accesses need, variable offsets are checked by the code.
        unsafe { self.run_prepared(&mut prepared) }
    }

    /// The invocation of validated arguments, for the code of their layout
    /// (built here on first use).
    fn prepare_invocation(
        &self,
        arrays: &BTreeMap<String, runtime::ArrayArg>,
        scalar_args: &BTreeMap<String, Scalar>,
        domain: [usize; 3],
    ) -> Result<PreparedCall, Error> {
        let layout = self.layout_of(arrays);
        self.executable(layout)?;
        let mut fields = Vec::new();
        let mut scalars = Vec::new();
        for &id in &self.oir().0.params {
            let symbol = self.oir().0.symbols.get(id);
            match &symbol.kind {
                SymbolKind::FieldParam(_) => {
                    let arg = arrays.get(&symbol.name).ok_or_else(|| {
                        RuntimeError::new(format!("missing field argument `{}`", symbol.name))
                    })?;
                    fields.push(FieldView {
                        data: arg.data.cast(),
                        dtype: arg.dtype,
                        shape: arg.shape.clone(),
                        strides: arg.strides.clone(),
                        origin: arg.origin.clone(),
                        written: self.analysis.written_params.contains(&id),
                    });
                }
                SymbolKind::ScalarParam(dtype) => {
                    let value = scalar_args.get(&symbol.name).copied().ok_or_else(|| {
                        RuntimeError::new(format!("missing scalar argument `{}`", symbol.name))
                    })?;
                    scalars.push(value.cast(*dtype));
                }
                SymbolKind::Temporary(_) => {}
            }
        }
        let invocation = Invocation {
            fields,
            scalars,
            domain: domain.map(|d| d as i64),
        };
        Ok(PreparedCall {
            layout,
            invocation,
            copies: Vec::new(),
        })
    }

    /// The error a non-zero status of the generated code stands for.
    fn status(&self, status: i32) -> Result<(), Error> {
        match status {
            0 => Ok(()),
            2 => Err(Error::Runtime(RuntimeError::new(
                "out of memory for the stencil's temporaries",
            ))),
            crate::kernel::FAIL_ENDLESS_WHILE => Err(Error::Runtime(RuntimeError::new(format!(
                "stencil `{}`: a while loop ran more than {} iterations at a point; does its condition ever become false?",
                self.oir().0.name,
                crate::ir::MAX_WHILE_ITERATIONS
            )))),
            code if code >= crate::kernel::FAIL_OUT_OF_BOUNDS => {
                let id = u32::try_from(code - crate::kernel::FAIL_OUT_OF_BOUNDS).ok();
                let name = id
                    .and_then(|id| self.oir().0.symbols.iter().find(|(s, _)| s.0 == id))
                    .map(|(_, symbol)| symbol.name.clone())
                    .unwrap_or_else(|| "?".into());
                Err(Error::Runtime(RuntimeError::new(format!(
                    "stencil `{}`: an access to `{name}` at a variable K offset or data index fell outside the field; those points were skipped",
                    self.oir().0.name
                ))))
            }
            other => Err(Error::Runtime(RuntimeError::new(format!(
                "the generated code returned {other}"
            )))),
        }
    }
}

/// A call validated on its arrays, to run again on the same arrays: the
/// layout of the code it runs, the invocation of that code, and the private
/// copies of overlapping fields the invocation points into.
pub(crate) struct PreparedCall {
    layout: Layout,
    invocation: Invocation,
    copies: Vec<PrivateCopy>,
}

/// A field a call writes while another of its arguments overlaps it (NDSL's
/// corner stencils fill a field in place): the call reads and writes a copy
/// of the window of the array it accesses.
struct PrivateCopy {
    /// The window of the caller's array.
    window: runtime::ArrayArg,
    /// The copy's memory (the invocation points into it; its heap buffer
    /// does not move with the struct).
    field: runtime::Field,
}

// SAFETY: the invocation's pointers (and the copies' windows) are only
// followed by `Stencil::run_prepared`, whose caller guarantees that the
// arrays behind them are valid for that run (the same arrays the call was
// prepared on); the copies' memory is owned.
unsafe impl Send for PreparedCall {}
