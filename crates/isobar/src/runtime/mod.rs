//! Run-time support: field storage, typed values, and the validation of a call's
//! arguments before anything executes.

pub mod alias;
pub mod field;
pub mod jit;
pub mod pages;
pub mod stream;
pub use crate::ir::value;

use crate::ir::DType;
use crate::oir::{extents::Extents, Stencil};
pub use crate::signature::validate::{extents_on_domain, validate_parts, FieldShape, MAX_DOMAIN};
pub use crate::signature::{RuntimeError, RuntimeErrorKind};
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
        let (mut field, copy) = self.private_buffer()?;
        // SAFETY: the caller's guarantee; `field` has the array's shape.
        unsafe { self.copy_into(&mut field) };
        Ok((field, copy))
    }

    /// Memory of its own for a copy of the array (zeros), its axes stored in
    /// the same order, and the argument that points into it (valid while the
    /// field lives; its heap buffer does not move with it):
    /// [`ArrayArg::copy_into`] fills it.
    pub fn private_buffer(&self) -> Result<(Field, ArrayArg), RuntimeError> {
        let mut order: Vec<usize> = (0..self.strides.len()).collect();
        order.sort_by(|&a, &b| {
            (self.strides[b].unsigned_abs())
                .cmp(&self.strides[a].unsigned_abs())
                .then(a.cmp(&b))
        });
        let mut field = Field::try_zeros_in_order(self.dtype, &self.shape, &order)?;
        let copy = ArrayArg {
            data: field.as_mut_ptr(),
            dtype: self.dtype,
            shape: self.shape.clone(),
            strides: field.strides().iter().map(|&s| s as isize).collect(),
            origin: self.origin.clone(),
        };
        Ok((field, copy))
    }

    /// Copies the array's elements into `field`, made by
    /// [`ArrayArg::private_buffer`] for an array of this shape and type.
    ///
    /// # Safety
    /// `data`, `shape` and `strides` must describe memory valid for reads.
    pub unsafe fn copy_into(&self, field: &mut Field) {
        if self.dtype == DType::Bool {
            // Element by element: a bool is read as GTScript reads it (any
            // non-zero byte is true) and stored canonical.
            let positions = field.positions();
            for (offset, position) in self.offsets().into_iter().zip(positions) {
                // SAFETY: the caller guarantees every element lies in valid memory.
                field.set(position, unsafe {
                    value::read(self.data, self.dtype, offset)
                });
            }
        } else {
            // SAFETY: as above; `field` has the array's shape.
            unsafe { self.copy_rows_into(field) };
        }
    }

    /// Copies the array's elements, as they are in memory, into `field` (of
    /// the same shape and element type), a row along the copy's fastest axis
    /// at a time: a contiguous row in one piece. (Element by element through
    /// [`Scalar`], NDSL's corner stencils, which update a field in place,
    /// spent six times their kernel's time copying it.)
    ///
    /// # Safety
    /// As for [`ArrayArg::private_copy`].
    unsafe fn copy_rows_into(&self, field: &mut Field) {
        let element = self.dtype.size_bytes();
        let (src, dst) = (self.data.cast::<u8>(), field.as_mut_ptr().cast::<u8>());
        let rank = self.shape.len();
        if self.shape.contains(&0) {
            return;
        }
        if rank == 0 {
            // SAFETY: one element, valid on both sides.
            unsafe { std::ptr::copy_nonoverlapping(src, dst, element) };
            return;
        }
        let dst_strides = field.strides();
        let fast = (0..rank)
            .min_by_key(|&a| dst_strides[a])
            .unwrap_or(rank - 1);
        let n = self.shape[fast];
        let contiguous = self.strides[fast] == 1 && dst_strides[fast] == 1;
        let mut index = vec![0usize; rank];
        loop {
            let from: isize = (0..rank).map(|a| index[a] as isize * self.strides[a]).sum();
            let to: usize = (0..rank).map(|a| index[a] * dst_strides[a]).sum();
            // SAFETY: every element of the row lies in the array (the
            // caller's guarantee) and in `field`, which has its shape.
            unsafe {
                if contiguous {
                    let from = src.offset(from * element as isize);
                    std::ptr::copy_nonoverlapping(from, dst.add(to * element), n * element);
                } else {
                    for x in 0..n {
                        let from =
                            src.offset((from + x as isize * self.strides[fast]) * element as isize);
                        let at = dst.add((to + x * dst_strides[fast]) * element);
                        std::ptr::copy_nonoverlapping(from, at, element);
                    }
                }
            }
            // The next row: the other axes counted up, the last fastest.
            let mut axis = rank;
            loop {
                if axis == 0 {
                    return;
                }
                axis -= 1;
                if axis == fast {
                    continue;
                }
                index[axis] += 1;
                if index[axis] < self.shape[axis] {
                    break;
                }
                index[axis] = 0;
            }
        }
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

/// The part of the field argument `arg` (parameter `name` of `stencil`) a
/// call on `domain` may access: in I and J the domain with the halo the
/// stencil reads (its regions placed on the domain: `placed`), every level
/// and data component.
pub fn accessed_window(
    stencil: &Stencil,
    extents: &Extents,
    name: &str,
    arg: &ArrayArg,
    domain: [usize; 3],
    placed: Option<&Extents>,
) -> ArrayArg {
    let mut lo = vec![0; arg.shape.len()];
    let mut hi = arg.shape.clone();
    let id = stencil.symbols.lookup(name);
    let ty = id.and_then(|id| stencil.symbols.get(id).field_type());
    let (Some(id), Some(ty)) = (id, ty) else {
        return arg.window(&lo, &hi);
    };
    let mut h = extents
        .fields
        .get(&id)
        .map(|f| f.halo().0)
        .unwrap_or_default();
    if let Some(f) = placed.and_then(|e| e.fields.get(&id)) {
        h = h.union(f.halo().0);
    }
    let axes = [
        (ty.axes.i, h.i_lo, h.i_hi, 0),
        (ty.axes.j, h.j_lo, h.j_hi, 1),
    ];
    let mut at = 0;
    for (present, below, above, axis) in axes {
        if !present {
            continue;
        }
        let origin = arg.origin[at];
        lo[at] = origin.saturating_sub(below.unsigned_abs() as usize);
        hi[at] = (origin + domain[axis] + above.max(0) as usize).min(arg.shape[at]);
        at += 1;
    }
    arg.window(&lo, &hi)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::FrontendOptions;
    use crate::oir;

    /// A view of `field` (C order, `shape`) with `strides` (elements,
    /// possibly negative) starting at element `start`.
    fn view(field: &mut Field, shape: &[usize], strides: &[isize], start: usize) -> ArrayArg {
        let dtype = field.dtype();
        let base = field.as_mut_ptr().cast::<u8>();
        ArrayArg {
            // SAFETY: `start` lies inside the field.
            data: unsafe { base.add(start * dtype.size_bytes()) }.cast(),
            dtype,
            shape: shape.to_vec(),
            strides: strides.to_vec(),
            origin: vec![0; shape.len()],
        }
    }

    #[test]
    fn private_copies_hold_the_views_elements_in_every_layout() {
        for dtype in [
            DType::Float64,
            DType::Float32,
            DType::Int32,
            DType::Int8,
            DType::Bool,
        ] {
            let mut buffer = Field::zeros(dtype, &[6, 5, 4]);
            for n in 0..120 {
                let v = Scalar::I64(n as i64 % 7 + 1).cast(dtype);
                buffer.set(n, v);
            }
            // C order, I-K-J (I contiguous), a step of 2 along I, K reversed.
            let cases: [(&[usize], &[isize], usize); 4] = [
                (&[6, 5, 4], &[20, 4, 1], 0),
                (&[4, 5, 6], &[1, 4, 20], 0),
                (&[3, 5, 2], &[40, 4, 2], 1),
                (&[6, 5, 4], &[20, 4, -1], 3),
            ];
            for (shape, strides, start) in cases {
                let arg = view(&mut buffer, shape, strides, start);
                // SAFETY: every element of the view lies in `buffer`.
                let (copy, _) = unsafe { arg.private_copy() }.expect("small");
                let want: Vec<Scalar> = arg
                    .offsets()
                    .into_iter()
                    .map(|o| unsafe { value::read(arg.data, dtype, o) })
                    .collect();
                let got: Vec<Scalar> = copy.positions().into_iter().map(|p| copy.get(p)).collect();
                assert_eq!(got, want, "{dtype:?} {shape:?} {strides:?}");
            }
        }
    }

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
