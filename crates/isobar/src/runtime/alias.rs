//! Aliased arguments: two field arguments that share memory where the
//! stencil writes one of them. GTScript forbids them (seed 004, rule 4: no
//! "aliases pointing to the same memory"), and the back-ends disagree on
//! them (the C code declares its pointers `restrict`), so a call with
//! overlapping arrays is refused, naming both parameters.
//!
//! Two cases of the very same array passed for two parameters are let
//! through, where every order of evaluation gives NumPy's numbers: a stencil
//! that accesses both only at offset zero and reads the other one before it
//! first writes the written one (`b = a * 2.0`), and one that never reads
//! the other one where it writes the written one (FV3's corner filling).
//!
//! The test is exact for arrays with the same strides (views of one buffer
//! shifted against each other, or interleaved components of a larger
//! array, which do not overlap) and conservative otherwise: arrays whose
//! byte ranges intersect are taken to overlap.

use super::{ArrayArg, RuntimeError};
pub use crate::signature::alias::{accesses_are_apart, same_array_is_safe};
use std::collections::{BTreeMap, BTreeSet};

/// The memory an array spans: its first element, element size, shape and
/// strides (in elements).
#[derive(Clone, Copy, Debug)]
pub struct Memory<'a> {
    /// Address of element `[0, 0, ...]`.
    pub address: usize,
    /// Bytes per element.
    pub element: usize,
    /// Points per dimension.
    pub shape: &'a [usize],
    /// Strides in elements, one per dimension.
    pub strides: &'a [isize],
}

impl<'a> Memory<'a> {
    /// The memory of a caller-owned array.
    pub fn of(arg: &'a ArrayArg) -> Memory<'a> {
        Memory {
            address: arg.data as usize,
            element: arg.dtype.size_bytes(),
            shape: &arg.shape,
            strides: &arg.strides,
        }
    }

    /// The bytes `[first, last]` the array touches, or `None` if it is empty.
    fn bounds(&self) -> Option<(i128, i128)> {
        if self.shape.contains(&0) {
            return None;
        }
        let (mut lo, mut hi) = (self.address as i128, self.address as i128);
        for (&n, &s) in self.shape.iter().zip(self.strides) {
            let reach = (n as i128 - 1) * s as i128 * self.element as i128;
            if reach < 0 {
                lo += reach;
            } else {
                hi += reach;
            }
        }
        Some((lo, hi + self.element as i128 - 1))
    }
}

/// Most branches the exact search may take before it gives up (and answers
/// that the arrays may overlap).
const SEARCH_LIMIT: usize = 100_000;

/// True if `a` and `b` may share a byte.
pub fn overlap(a: Memory<'_>, b: Memory<'_>) -> bool {
    let (Some((a_lo, a_hi)), Some((b_lo, b_hi))) = (a.bounds(), b.bounds()) else {
        return false;
    };
    if a_hi < b_lo || b_hi < a_lo {
        return false;
    }
    if a.strides != b.strides || a.element != b.element || a.shape.len() != b.shape.len() {
        return true;
    }
    // Element x of a and y of b overlap iff |sum (x_i - y_i) s_i - d| < size,
    // d = b - a in bytes; c_i = x_i - y_i lies in [1 - nb_i, na_i - 1].
    let e = a.element as i128;
    let mut axes: Vec<(i128, i128, i128)> = (0..a.shape.len())
        .map(|i| {
            let stride = a.strides[i] as i128 * e;
            (stride, 1 - b.shape[i] as i128, a.shape[i] as i128 - 1)
        })
        .collect();
    axes.sort_by_key(|&(s, _, _)| std::cmp::Reverse(s.abs()));
    let target = b.address as i128 - a.address as i128;
    let mut budget = SEARCH_LIMIT;
    solvable(&axes, target, e, &mut budget)
}

/// Whether some `c` within the axes' bounds has `|sum c_i s_i - target| < e`
/// (true as well when the search runs out of `budget`).
fn solvable(axes: &[(i128, i128, i128)], target: i128, e: i128, budget: &mut usize) -> bool {
    let Some((&(stride, lo, hi), rest)) = axes.split_first() else {
        return target.abs() < e;
    };
    if *budget == 0 {
        return true;
    }
    *budget -= 1;
    let reach: i128 = rest
        .iter()
        .map(|&(s, l, h)| s.abs() * l.abs().max(h.abs()))
        .sum::<i128>()
        + e
        - 1;
    if stride == 0 {
        return solvable(rest, target, e, budget);
    }
    // c * stride must lie within [target - reach, target + reach].
    let (mut first, mut last) = (
        div_ceil(target - reach, stride),
        div_floor(target + reach, stride),
    );
    if stride < 0 {
        (first, last) = (
            div_ceil(target + reach, stride),
            div_floor(target - reach, stride),
        );
    }
    let (first, last) = (first.max(lo), last.min(hi));
    (first..=last).any(|c| solvable(rest, target - c * stride, e, budget))
}

fn div_floor(a: i128, b: i128) -> i128 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn div_ceil(a: i128, b: i128) -> i128 {
    -div_floor(-a, b)
}

/// Refuses a call in which a field the stencil writes shares memory with
/// another field argument (`written`: the parameters the stencil writes),
/// but for the same array passed twice where [`same_array_is_safe`] or
/// [`accesses_are_apart`] hold for `stencil` (the stencil as written, so
/// that every back-end decides alike). Answers the parameters let through
/// that way which the stencil only reads: a compiled back-end runs on a
/// private copy of each, so that what its passes and its compiler reorder
/// never meets the aliasing.
///
/// `shareable(written, other)` answers whether [`same_array_is_safe`] or
/// [`accesses_are_apart`] holds for the call's domain (a caller may keep its
/// answers per domain).
pub fn check(
    shareable: impl Fn(&str, &str) -> bool,
    written: &[String],
    fields: &BTreeMap<String, ArrayArg>,
) -> Result<BTreeSet<String>, RuntimeError> {
    let written: BTreeSet<&str> = written.iter().map(String::as_str).collect();
    let mut read_only_twins = BTreeSet::new();
    let args: Vec<(&String, &ArrayArg)> = fields.iter().collect();
    for (n, &(a_name, a)) in args.iter().enumerate() {
        for &(b_name, b) in &args[n + 1..] {
            let a_written = written.contains(a_name.as_str());
            if !a_written && !written.contains(b_name.as_str()) {
                continue;
            }
            if overlap(Memory::of(a), Memory::of(b)) {
                let (w, other) = if a_written {
                    (a_name, b_name)
                } else {
                    (b_name, a_name)
                };
                let same = a.data == b.data
                    && a.shape == b.shape
                    && a.strides == b.strides
                    && a.origin == b.origin;
                if same && shareable(w, other) {
                    read_only_twins.insert(other.clone());
                    continue;
                }
                return Err(RuntimeError::new(format!(
                    "fields `{a_name}` and `{b_name}` share memory, and the stencil writes `{w}`: GTScript does not allow aliased arguments (the result would depend on the order points are computed in); pass a copy of `{other}`"
                )));
            }
        }
    }
    Ok(read_only_twins)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn memory<'a>(address: usize, shape: &'a [usize], strides: &'a [isize]) -> Memory<'a> {
        Memory {
            address,
            element: 8,
            shape,
            strides,
        }
    }

    #[test]
    fn shifted_views_of_one_buffer_overlap() {
        let (shape, strides) = ([8, 8, 3], [24, 3, 1]);
        let a = memory(1000, &shape, &strides);
        let b = memory(1000 + 24 * 8, &shape, &strides);
        assert!(overlap(a, b));
        assert!(overlap(a, a));
    }

    #[test]
    fn interleaved_components_do_not_overlap() {
        // u = state[..., 0], v = state[..., 1] of a (4, 5, 6, 2) array.
        let (shape, strides) = ([4, 5, 6], [60, 12, 2]);
        let u = memory(1000, &shape, &strides);
        let v = memory(1008, &shape, &strides);
        assert!(!overlap(u, v));
        // Every other row: a[::2] and a[1::2].
        let (shape, strides) = ([3, 5], [10, 1]);
        assert!(!overlap(
            memory(0, &shape, &strides),
            memory(40, &shape, &strides)
        ));
        assert!(overlap(
            memory(0, &shape, &strides),
            memory(80, &shape, &strides)
        ));
    }

    #[test]
    fn disjoint_and_reversed_arrays() {
        let (shape, strides) = ([4, 4], [4, 1]);
        assert!(!overlap(
            memory(0, &shape, &strides),
            memory(128, &shape, &strides)
        ));
        let back = [-4, -1];
        // The same 16 elements, walked backwards from the last one.
        assert!(overlap(
            memory(0, &shape, &strides),
            memory(120, &shape, &back)
        ));
        assert!(!overlap(
            memory(0, &shape, &strides),
            memory(0, &[0, 4], &strides)
        ));
    }

    #[test]
    fn division_rounds_both_ways() {
        assert_eq!((div_floor(-7, 2), div_ceil(-7, 2)), (-4, -3));
        assert_eq!((div_floor(7, -2), div_ceil(7, -2)), (-4, -3));
        assert_eq!((div_floor(6, 3), div_ceil(6, 3)), (2, 2));
    }
}
