//! Run-time support: field storage, typed values, and the validation of a call's
//! arguments before anything executes.

pub mod alias;
mod error;
pub mod field;
pub mod jit;
pub mod pages;
pub mod stream;
pub use crate::ir::value;

use crate::ir::{DType, SymbolKind};
use crate::oir::{extents::Extents, Stencil};
pub use error::{RuntimeError, RuntimeErrorKind};
pub use field::{Buffer, Field};
use std::collections::BTreeMap;
pub use value::Scalar;

/// A field argument: the array and the index of the compute domain's first point
/// in it, one entry per spatial axis of the field.
#[derive(Clone, Debug, PartialEq)]
pub struct FieldArg {
    /// The array (spatial axes, then data dimensions).
    pub field: Field,
    /// Array index of compute point (0, 0, 0), per spatial axis.
    pub origin: Vec<usize>,
}

/// Bytes of the cache line `isobar.storage` aligns rows to.
const LINE: usize = 64;

impl FieldArg {
    /// The same values in an array laid out as `isobar.storage` lays them
    /// out: the contiguous axis (if spatial) gets spare points in front, so
    /// that the origin starts a 64-byte line, and after, so that every row
    /// is a whole number of lines (every row's origin is then aligned too).
    /// The spare points are zero and lie outside every access the stencil
    /// makes (they are beyond the halo the array already had).
    pub fn aligned_like_storage(&self) -> FieldArg {
        let field = &self.field;
        let size = field.dtype().size_bytes();
        let strides = field.strides();
        let Some(axis) = (0..self.origin.len()).find(|&a| strides[a] == 1) else {
            return self.clone();
        };
        if size == 0 || !LINE.is_multiple_of(size) || field.shape()[axis] == 0 {
            return self.clone();
        }
        let per_line = LINE / size;
        let mut shape = field.shape().to_vec();
        // Room for up to a line in front, and rows of whole lines.
        shape[axis] = (shape[axis] + per_line).div_ceil(per_line) * per_line;
        let order = field.axis_order();
        let mut padded = Field::zeros_in_order(field.dtype(), &shape, &order);
        let base = padded.as_mut_ptr() as usize;
        let misaligned = (base + self.origin[axis] * size) % LINE;
        let front = ((LINE - misaligned) % LINE) / size;
        let new_strides = padded.strides();
        let old_positions = field.positions();
        for (n, index) in multi_indices(field.shape()).enumerate() {
            let position: usize = index
                .iter()
                .enumerate()
                .map(|(a, &x)| (x + if a == axis { front } else { 0 }) * new_strides[a])
                .sum();
            padded.set(position, field.get(old_positions[n]));
        }
        let mut origin = self.origin.clone();
        origin[axis] += front;
        FieldArg {
            field: padded,
            origin,
        }
    }
}

/// Every index of `shape`, in row-major order.
fn multi_indices(shape: &[usize]) -> impl Iterator<Item = Vec<usize>> + '_ {
    let total: usize = shape.iter().product();
    (0..total).map(move |mut n| {
        let mut index = vec![0; shape.len()];
        for a in (0..shape.len()).rev() {
            index[a] = n % shape[a];
            n /= shape[a];
        }
        index
    })
}

/// The arguments of one stencil call.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Call {
    /// Field arguments by parameter name.
    pub fields: BTreeMap<String, FieldArg>,
    /// Scalar arguments by parameter name.
    pub scalars: BTreeMap<String, Scalar>,
    /// The compute domain `[ni, nj, nk]`.
    pub domain: [usize; 3],
}

/// A field argument in memory the caller owns, such as a NumPy array's buffer:
/// the generated code reads and writes it in place, with the caller's strides.
#[derive(Clone, Debug, PartialEq)]
pub struct ArrayArg {
    /// Address of element `[0, 0, ...]`.
    pub data: *mut std::ffi::c_void,
    /// Element type.
    pub dtype: DType,
    /// Spatial axes, then data dimensions.
    pub shape: Vec<usize>,
    /// Strides in elements (negative for reversed views), one per dimension.
    pub strides: Vec<isize>,
    /// Array index of compute point (0, 0, 0), per spatial axis.
    pub origin: Vec<usize>,
}

/// The arguments of one call on caller-owned arrays.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ArrayCall {
    /// Field arguments by parameter name.
    pub fields: BTreeMap<String, ArrayArg>,
    /// Scalar arguments by parameter name.
    pub scalars: BTreeMap<String, Scalar>,
    /// The compute domain `[ni, nj, nk]`.
    pub domain: [usize; 3],
}

impl ArrayArg {
    /// Copies the array into an owned field (C order).
    ///
    /// # Safety
    /// `data`, `shape` and `strides` must describe memory valid for reads.
    pub unsafe fn to_field(&self) -> Result<Field, RuntimeError> {
        let mut field = Field::try_zeros(self.dtype, &self.shape)?;
        for (n, offset) in self.offsets().into_iter().enumerate() {
            // SAFETY: the caller guarantees every element lies in valid memory.
            field.set(n, unsafe { value::read(self.data, self.dtype, offset) });
        }
        Ok(field)
    }

    /// The part `[lo[d], hi[d])` of every dimension `d`, as an array of its
    /// own (origins shifted by `lo`). The bounds must lie within the shape.
    pub fn window(&self, lo: &[usize], hi: &[usize]) -> ArrayArg {
        let start: isize = lo
            .iter()
            .zip(&self.strides)
            .map(|(&l, &s)| l as isize * s)
            .sum();
        let bytes = start * self.dtype.size_bytes() as isize;
        ArrayArg {
            data: self.data.cast::<u8>().wrapping_offset(bytes).cast(),
            dtype: self.dtype,
            shape: lo.iter().zip(hi).map(|(&l, &h)| h - l).collect(),
            strides: self.strides.clone(),
            origin: self.origin.iter().zip(lo).map(|(&o, &l)| o - l).collect(),
        }
    }

    /// A copy of the array in memory of its own, its axes stored in the same
    /// order: the owned field and the argument that points into it (valid
    /// while the field lives and is not moved out of).
    ///
    /// # Safety
    /// `data`, `shape` and `strides` must describe memory valid for reads.
    pub unsafe fn private_copy(&self) -> Result<(Field, ArrayArg), RuntimeError> {
        let mut order: Vec<usize> = (0..self.strides.len()).collect();
        order.sort_by(|&a, &b| {
            (self.strides[b].unsigned_abs())
                .cmp(&self.strides[a].unsigned_abs())
                .then(a.cmp(&b))
        });
        let mut field = Field::try_zeros_in_order(self.dtype, &self.shape, &order)?;
        let positions = field.positions();
        for (offset, position) in self.offsets().into_iter().zip(positions) {
            // SAFETY: the caller guarantees every element lies in valid memory.
            field.set(position, unsafe {
                value::read(self.data, self.dtype, offset)
            });
        }
        let copy = ArrayArg {
            data: field.as_mut_ptr(),
            dtype: self.dtype,
            shape: self.shape.clone(),
            strides: field.strides().iter().map(|&s| s as isize).collect(),
            origin: self.origin.clone(),
        };
        Ok((field, copy))
    }

    /// Copies `field` (same shape, any layout) back into the array.
    ///
    /// # Safety
    /// `data`, `shape` and `strides` must describe memory valid for writes.
    pub unsafe fn copy_from(&self, field: &Field) {
        let c = field.to_c_order();
        for (n, offset) in self.offsets().into_iter().enumerate() {
            // SAFETY: as above.
            unsafe { value::write(self.data, offset, c.get(n)) };
        }
    }

    /// Element offsets of the array in logical (C) order.
    fn offsets(&self) -> Vec<isize> {
        let mut out = vec![0isize];
        for (&n, &s) in self.shape.iter().zip(&self.strides) {
            out = out
                .iter()
                .flat_map(|&base| (0..n as isize).map(move |x| base + x * s))
                .collect();
        }
        out
    }
}

/// What validation needs to know of a field argument.
pub trait FieldShape {
    /// Element type.
    fn dtype(&self) -> DType;
    /// Spatial axes, then data dimensions.
    fn shape(&self) -> &[usize];
    /// Array index of compute point (0, 0, 0), per spatial axis.
    fn origin(&self) -> &[usize];
}

impl FieldShape for FieldArg {
    fn dtype(&self) -> DType {
        self.field.dtype()
    }
    fn shape(&self) -> &[usize] {
        self.field.shape()
    }
    fn origin(&self) -> &[usize] {
        &self.origin
    }
}

impl FieldShape for ArrayArg {
    fn dtype(&self) -> DType {
        self.dtype
    }
    fn shape(&self) -> &[usize] {
        &self.shape
    }
    fn origin(&self) -> &[usize] {
        &self.origin
    }
}

const AXES: [&str; 3] = ["I", "J", "K"];

/// Checks every argument of `call` against `stencil` before execution: every field
/// present with the declared type, rank and data dimensions, large enough around
/// its origin for everything the stencil reads and writes; every scalar present
/// and of the declared kind. Scalars are converted to their declared type.
pub fn validate(stencil: &Stencil, extents: &Extents, call: &mut Call) -> Result<(), RuntimeError> {
    validate_parts(
        stencil,
        extents,
        &call.fields,
        &mut call.scalars,
        call.domain,
    )
}

/// The most points a domain may have along one axis (no array is larger, and
/// sizes below it cannot overflow the index arithmetic).
pub const MAX_DOMAIN: usize = 1 << 40;

/// [`validate`] for the parts of any call (owned fields or caller-owned arrays).
pub fn validate_parts<F: FieldShape>(
    stencil: &Stencil,
    extents: &Extents,
    fields: &BTreeMap<String, F>,
    scalars: &mut BTreeMap<String, Scalar>,
    domain: [usize; 3],
) -> Result<(), RuntimeError> {
    if domain.contains(&0) {
        return Err(RuntimeError::new(format!(
            "the domain {:?} is empty: every axis needs at least one point",
            domain
        )));
    }
    if let Some(n) = domain.iter().find(|&&n| n > MAX_DOMAIN) {
        return Err(RuntimeError::new(format!(
            "the domain {domain:?} is too large: {n} points along one axis (at most {MAX_DOMAIN})"
        )));
    }
    check_levels(stencil, domain[2])?;
    let placed = regions_on_domain(stencil, extents, domain)?;
    for &p in &stencil.params {
        let symbol = stencil.symbols.get(p);
        let name = &symbol.name;
        match &symbol.kind {
            SymbolKind::ScalarParam(dtype) => {
                let default = stencil.scalar_defaults.get(name).map(|&l| Scalar::from(l));
                let value = scalars.get(name).copied().or(default).ok_or_else(|| {
                    RuntimeError::new(format!("missing scalar argument `{name}` ({dtype})"))
                })?;
                let fits = match dtype {
                    DType::Bool => value.dtype() == DType::Bool,
                    t if t.is_integer() => value.dtype().is_integer(),
                    _ => value.dtype().is_number(),
                };
                if !fits {
                    return Err(RuntimeError::of_kind(
                        RuntimeErrorKind::Type,
                        format!(
                            "scalar `{name}` is declared {dtype} but the argument is a {}",
                            value.dtype()
                        ),
                    ));
                }
                check_integer_range(name, *dtype, value)?;
                scalars.insert(name.clone(), value.cast(*dtype));
            }
            SymbolKind::FieldParam(ty) => {
                let arg = fields
                    .get(name)
                    .ok_or_else(|| RuntimeError::new(format!("missing field argument `{name}`")))?;
                let dtype = arg.dtype();
                if dtype != ty.dtype {
                    return Err(RuntimeError::of_kind(
                        RuntimeErrorKind::Type,
                        format!(
                            "field `{name}` has dtype {dtype} but the stencil declares {}",
                            ty.dtype
                        ),
                    ));
                }
                let shape = arg.shape();
                let rank = ty.axes.rank();
                if shape.len() != rank + ty.data_dims.len() {
                    return Err(RuntimeError::new(format!(
                        "field `{name}` has {} dimensions but the stencil declares {} ({} axes{})",
                        shape.len(),
                        rank + ty.data_dims.len(),
                        ty.axes.name(),
                        if ty.data_dims.is_empty() {
                            String::new()
                        } else {
                            format!(" and data dimensions {:?}", ty.data_dims)
                        }
                    )));
                }
                for (d, (&have, &want)) in shape[rank..].iter().zip(&ty.data_dims).enumerate() {
                    if have != want as usize {
                        return Err(RuntimeError::new(format!(
                            "data dimension {d} of field `{name}` has {have} components, the stencil declares {want}"
                        )));
                    }
                }
                if arg.origin().len() != rank {
                    return Err(RuntimeError::new(format!(
                        "the origin of field `{name}` has {} entries, but the field has {} spatial axes ({})",
                        arg.origin().len(),
                        rank,
                        ty.axes.name()
                    )));
                }
                let (mut h, below, above) =
                    extents.fields.get(&p).map(|f| f.halo()).unwrap_or_default();
                if let Some(f) = placed.as_ref().and_then(|e| e.fields.get(&p)) {
                    h = h.union(f.halo().0);
                }
                // In i128: origins and sizes come from the caller and may be
                // anything up to usize::MAX; no sum below can overflow.
                let needs = [
                    (i128::from(h.i_lo), i128::from(h.i_hi)),
                    (i128::from(h.j_lo), i128::from(h.j_hi)),
                    (-i128::from(below), i128::from(above)),
                ];
                let present = [ty.axes.i, ty.axes.j, ty.axes.k];
                let mut a = 0;
                for axis in 0..3 {
                    if !present[axis] {
                        continue;
                    }
                    let (lo, hi) = needs[axis];
                    let origin = arg.origin()[a] as i128;
                    let size = shape[a] as i128;
                    if origin + lo < 0 {
                        return Err(RuntimeError::new(format!(
                            "field `{name}` is too small along {}: the stencil accesses {} point(s) before the origin, but the origin is {origin}: {} point(s) missing",
                            AXES[axis], -lo, -(origin + lo)
                        )));
                    }
                    let end = origin + domain[axis] as i128 + hi;
                    if end > size {
                        return Err(RuntimeError::new(format!(
                            "field `{name}` is too small along {}: origin {origin} + domain {} + {} point(s) after it need {end}, but the size is {size}: {} point(s) missing",
                            AXES[axis], domain[axis], hi, end - size
                        )));
                    }
                    a += 1;
                }
                if ty.axes.k {
                    check_k_accesses(extents, p, name, arg, rank - 1, domain[2])?;
                }
            }
            SymbolKind::Temporary(_) => {}
        }
    }
    Ok(())
}

/// Refuses an integer scalar outside the range of its declared type, as
/// NumPy 2 does (`OverflowError: Python integer ... out of bounds for
/// int32`), instead of wrapping it.
fn check_integer_range(name: &str, dtype: DType, value: Scalar) -> Result<(), RuntimeError> {
    let (lo, hi) = match dtype {
        DType::Int8 => (i64::from(i8::MIN), i64::from(i8::MAX)),
        DType::Int16 => (i64::from(i16::MIN), i64::from(i16::MAX)),
        DType::Int32 => (i64::from(i32::MIN), i64::from(i32::MAX)),
        _ => return Ok(()),
    };
    let v = match value {
        Scalar::I64(v) => v,
        Scalar::I32(v) => i64::from(v),
        _ => return Ok(()),
    };
    if (lo..=hi).contains(&v) {
        return Ok(());
    }
    Err(RuntimeError::of_kind(
        RuntimeErrorKind::Overflow,
        format!(
        "scalar `{name}` is declared {dtype}, but the argument {v} is out of its range [{lo}, {hi}]"
    ),
    ))
}

/// For a stencil with horizontal regions, its extents ([`compute`]'s, given
/// as `extents`) with the regions placed on `domain`; `None` without regions.
///
/// [`compute`]: crate::oir::extents::compute
pub fn extents_on_domain(
    stencil: &Stencil,
    extents: &Extents,
    domain: [usize; 3],
) -> Option<Extents> {
    let mut has_regions = false;
    for (_, _, execution) in stencil.executions() {
        for stmt in &execution.body {
            stmt.walk(&mut |s| has_regions |= matches!(s, crate::oir::Stmt::Restricted { .. }));
        }
    }
    let size = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    has_regions.then(|| {
        crate::oir::extents::compute_for_domain(stencil, extents, size(domain[0]), size(domain[1]))
    })
}

/// For a stencil with horizontal regions, the extents of its accesses with
/// the regions placed on the call's domain (`None` without regions). A
/// region placed near the edge of a small domain can reach past it where no
/// domain-independent halo says so; reads of temporaries there would find
/// points the stencil never computes, and are refused.
fn regions_on_domain(
    stencil: &Stencil,
    extents: &Extents,
    domain: [usize; 3],
) -> Result<Option<Extents>, RuntimeError> {
    let Some(placed) = extents_on_domain(stencil, extents, domain) else {
        return Ok(None);
    };
    for (id, field) in &placed.fields {
        let symbol = stencil.symbols.get(*id);
        if !matches!(symbol.kind, SymbolKind::Temporary(_)) {
            continue;
        }
        let computed = extents
            .fields
            .get(id)
            .map(|f| f.halo().0)
            .unwrap_or_default();
        let needed = field.halo().0;
        if !computed.contains(needed) {
            // Masks are isobar's own temporaries: the conditions of `if`s.
            let what = match symbol.name.strip_prefix("mask.") {
                Some(_) => format!(
                    "the condition of an `if` (held in isobar's temporary `{}`)",
                    symbol.name
                ),
                None => format!("the temporary `{}`", symbol.name),
            };
            return Err(RuntimeError::new(format!(
                "the domain {domain:?} is too small for the stencil's regions: a region placed on it reads {what} at points outside those the stencil computes it on ({computed:?}, needed {needed:?}); use a larger domain"
            )));
        }
    }
    Ok(Some(placed))
}

/// Checks that on a domain of `nk` levels the intervals of every computation
/// are well formed, in order and apart, as their source says (GT4Py's minimum
/// K size): with fewer levels, intervals counted from the top and from the
/// bottom would overlap.
fn check_levels(stencil: &Stencil, nk: usize) -> Result<(), RuntimeError> {
    let fits = |l: &crate::oir::VerticalLoop, n: i64| {
        let spans: Vec<(i64, i64)> = l
            .sections
            .iter()
            .map(|s| (s.interval.start.resolve(n), s.interval.end.resolve(n)))
            .collect();
        spans.iter().all(|&(a, b)| 0 <= a && a <= b && b <= n)
            && spans.iter().enumerate().all(|(x, &(a, b))| {
                spans[x + 1..]
                    .iter()
                    .all(|&(c, d)| a == b || c == d || b <= c || d <= a)
            })
    };
    let Ok(levels) = i64::try_from(nk) else {
        return Err(RuntimeError::new(format!(
            "the domain has {nk} level(s) in K: too many"
        )));
    };
    for (n, l) in stencil.loops.iter().enumerate() {
        if fits(l, levels) {
            continue;
        }
        let least = (1..=1i64 << 20).find(|&m| m > levels && fits(l, m));
        let need = least.map_or_else(|| "more".to_string(), |m| format!("at least {m}"));
        return Err(RuntimeError::new(format!(
            "the domain has {nk} level(s) in K, but the intervals of computation {} ({}) need {need} to be in order without overlapping",
            n + 1,
            l.order.name()
        )));
    }
    Ok(())
}

/// Checks that every level the stencil reads or writes of a field, on a
/// domain of `nk` levels, lies inside the array (K is spatial axis `k_axis`).
fn check_k_accesses<F: FieldShape>(
    extents: &Extents,
    field: crate::ir::SymbolId,
    name: &str,
    arg: &F,
    k_axis: usize,
    nk: usize,
) -> Result<(), RuntimeError> {
    let Some((lo, hi)) = extents.levels_accessed(field, i64::try_from(nk).unwrap_or(i64::MAX))
    else {
        return Ok(());
    };
    let (lo, hi) = (i128::from(lo), i128::from(hi));
    let origin = arg.origin()[k_axis] as i128;
    let size = arg.shape()[k_axis] as i128;
    if origin + lo < 0 {
        return Err(RuntimeError::new(format!(
            "field `{name}` is too small along K: on {nk} level(s) the stencil accesses level {lo} of the domain, but the origin is {origin}: {} level(s) missing below",
            -(origin + lo)
        )));
    }
    if origin + hi >= size {
        return Err(RuntimeError::new(format!(
            "field `{name}` is too small along K: on {nk} level(s) the stencil accesses level {hi} of the domain, but origin {origin} + {} needs {} levels and the size is {size}: {} level(s) missing above",
            hi + 1,
            origin + hi + 1,
            origin + hi + 1 - size
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::FrontendOptions;
    use crate::oir;

    #[test]
    fn aligned_like_storage_keeps_values_and_aligns_the_origin() {
        let shape = [7, 5, 3];
        let mut field = Field::zeros_in_order(DType::Float64, &shape, &[1, 2, 0]);
        for (n, p) in field.positions().into_iter().enumerate() {
            field.set(p, Scalar::F64(n as f64));
        }
        let arg = FieldArg {
            field,
            origin: vec![3, 2, 0],
        };
        let mut aligned = arg.aligned_like_storage();
        let front = aligned.origin[0] - 3;
        assert_eq!(aligned.origin[1..], [2, 0]);
        assert_eq!(aligned.field.shape()[0] % 8, 0);
        let (old, new) = (arg.field.strides(), aligned.field.strides());
        let base = aligned.field.as_mut_ptr() as usize;
        assert_eq!((base + 8 * aligned.origin[0]) % 64, 0);
        for i in 0..7 {
            for j in 0..5 {
                for k in 0..3 {
                    let before = arg.field.get(old[0] * i + old[1] * j + old[2] * k);
                    let after = aligned
                        .field
                        .get(new[0] * (i + front) + new[1] * j + new[2] * k);
                    assert_eq!(before, after);
                }
            }
        }
    }

    const SRC: &str = "import numpy as np\nfrom gt4py.cartesian.gtscript import *\n\ndef s(a: Field[np.float64], b: Field[np.float64], s2: Field[IJ, np.int32], alpha: float, n: int, on: bool):\n    with computation(FORWARD), interval(...):\n        b[0, 0, 1] = alpha * a[1, 0, 0] + s2 + n\n";

    fn good_call() -> Call {
        let mut call = Call {
            domain: [4, 3, 2],
            ..Default::default()
        };
        call.fields.insert(
            "a".into(),
            FieldArg {
                field: Field::zeros(DType::Float64, &[5, 3, 2]),
                origin: vec![0, 0, 0],
            },
        );
        call.fields.insert(
            "b".into(),
            FieldArg {
                field: Field::zeros(DType::Float64, &[4, 3, 3]),
                origin: vec![0, 0, 0],
            },
        );
        call.fields.insert(
            "s2".into(),
            FieldArg {
                field: Field::zeros(DType::Int32, &[4, 3]),
                origin: vec![0, 0],
            },
        );
        call.scalars.insert("alpha".into(), Scalar::F64(2.0));
        call.scalars.insert("n".into(), Scalar::I64(1));
        call.scalars.insert("on".into(), Scalar::Bool(true));
        call
    }

    fn check(call: &mut Call) -> Result<(), String> {
        let ir = crate::compile(SRC, &FrontendOptions::default()).expect("valid stencil");
        let o = oir::lower(&ir);
        let e = oir::extents::compute(&o);
        crate::interp::run(&o, &e, call).map_err(|e| e.message)
    }

    /// Validates a call of `src` with one 3-D field per name, of `levels` levels.
    fn validate_src(src: &str, names: &[&str], levels: usize, nk: usize) -> Result<(), String> {
        let ir = crate::compile(src, &FrontendOptions::default()).expect("valid stencil");
        let o = oir::lower(&ir);
        let e = oir::extents::compute(&o);
        let mut call = Call {
            domain: [2, 2, nk],
            ..Default::default()
        };
        for n in names {
            let field = Field::zeros(DType::Float64, &[2, 2, levels]);
            let arg = FieldArg {
                field,
                origin: vec![0, 0, 0],
            };
            call.fields.insert((*n).into(), arg);
        }
        validate(&o, &e, &mut call).map_err(|e| e.message)
    }

    #[test]
    fn k_accesses_are_checked_for_the_actual_number_of_levels() {
        // interval(0, 2) writes one level above its last level: on nk = 2 that
        // is level 2, which GT4Py's boundary (counted from the bottom) misses.
        let src = "from gt4py.cartesian.gtscript import *\ndef s(a: Field[float], b: Field[float]):\n    with computation(FORWARD), interval(0, 2):\n        a[0, 0, 1] = b\n";
        let err = validate_src(src, &["a", "b"], 2, 2).expect_err("level 2 is missing");
        assert!(
            err.contains("field `a` is too small along K")
                && err.contains("1 level(s) missing above"),
            "{err}"
        );
        validate_src(src, &["a", "b"], 3, 2).expect("3 levels hold level 2");
        // interval(-2, None) reads one level below: on nk = 2 that is level -1.
        let src = "from gt4py.cartesian.gtscript import *\ndef s(a: Field[float], b: Field[float]):\n    with computation(PARALLEL), interval(-2, None):\n        b = a[0, 0, -1]\n";
        let err = validate_src(src, &["a", "b"], 2, 2).expect_err("level -1 is missing");
        assert!(
            err.contains("field `a` is too small along K") && err.contains("missing below"),
            "{err}"
        );
    }

    #[test]
    fn intervals_must_fit_the_domain_in_order() {
        let src = "from gt4py.cartesian.gtscript import *\ndef s(a: Field[float], b: Field[float]):\n    with computation(FORWARD):\n        with interval(0, 3):\n            b = a\n        with interval(-2, None):\n            b = a + 1.0\n";
        let err = validate_src(src, &["a", "b"], 4, 4).expect_err("intervals overlap");
        assert!(err.contains("need at least 5"), "{err}");
        validate_src(src, &["a", "b"], 5, 5).expect("5 levels fit");
    }

    #[test]
    fn a_correct_call_runs() {
        let mut call = good_call();
        check(&mut call).expect("valid call");
        assert_eq!(call.scalars["n"], Scalar::I64(1));
    }

    #[test]
    fn every_bad_argument_is_named() {
        type Breakage = Box<dyn Fn(&mut Call)>;
        let cases: Vec<(Breakage, &[&str])> = vec![
            (
                Box::new(|c| {
                    c.fields.remove("a");
                }),
                &["missing field", "`a`"],
            ),
            (
                Box::new(|c| {
                    c.fields.get_mut("a").unwrap().field = Field::zeros(DType::Float32, &[5, 3, 2])
                }),
                &["`a`", "float32", "float64"],
            ),
            (
                Box::new(|c| {
                    c.fields.get_mut("s2").unwrap().field = Field::zeros(DType::Int32, &[4, 3, 2])
                }),
                &["`s2`", "3 dimensions", "IJ"],
            ),
            (
                Box::new(|c| {
                    c.fields.get_mut("a").unwrap().field = Field::zeros(DType::Float64, &[4, 3, 2])
                }),
                &["`a`", "along I", "1 point(s) missing"],
            ),
            (
                Box::new(|c| {
                    c.fields.get_mut("b").unwrap().field = Field::zeros(DType::Float64, &[4, 3, 2])
                }),
                &["`b`", "along K", "1 point(s) missing"],
            ),
            (
                Box::new(|c| c.fields.get_mut("a").unwrap().origin = vec![0, 0]),
                &["origin of field `a`", "3"],
            ),
            (
                Box::new(|c| {
                    c.scalars.remove("alpha");
                }),
                &["missing scalar", "`alpha`"],
            ),
            (
                Box::new(|c| {
                    c.scalars.insert("n".into(), Scalar::F64(1.5));
                }),
                &["`n`", "int64", "float64"],
            ),
            (
                Box::new(|c| {
                    c.scalars.insert("on".into(), Scalar::I64(1));
                }),
                &["`on`", "bool"],
            ),
            (Box::new(|c| c.domain = [0, 3, 2]), &["empty"]),
        ];
        for (break_it, words) in cases {
            let mut call = good_call();
            break_it(&mut call);
            let err = check(&mut call).expect_err("must be rejected");
            for w in words {
                assert!(err.contains(w), "`{w}` not in: {err}");
            }
        }
    }
}
