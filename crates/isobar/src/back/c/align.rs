//! Alignment of loops along K on C-order fields, for the C back-end.
//!
//! NumPy puts a large array 16 bytes past a page boundary, so on C-order
//! fields every column starts 16 bytes into a cache line: vector loads split
//! lines, and streamed columns begin and end with partial lines. In the
//! routine specialised for unit strides along K, the misalignment of one
//! reference field, `isobar_align` bytes, is read once per call; then
//!
//! - every SIMD loop along K runs its first piece up to the first level where
//!   the reference is aligned, so the rest runs on whole lines;
//! - the thread's buffers indexed by K (rings of carried columns) and the row
//!   buffers of streamed columns are shifted by the same amount, so they are
//!   aligned where the fields are.
//!
//! Other fields of the same element size and shape (NumPy's arrays, as
//! allocated) share the reference's misalignment. None of this changes a
//! value: only where pieces of loops begin, and where buffers lie.

use super::ctype;
use crate::ir::DType;
use crate::kernel::{Module, ParamKind};

/// The C variable holding the reference field's misalignment in bytes.
pub(super) const VAR: &str = "isobar_align";

/// The alignment the loops and buffers are shifted to (a cache line).
const LINE: usize = 64;

/// The reference of a module: its first 3-D float field contiguous along K,
/// with its element size.
pub(super) fn reference(module: &Module) -> Option<(String, usize)> {
    module.params.iter().find_map(|p| match &p.kind {
        ParamKind::Field {
            dtype: dtype @ (DType::Float32 | DType::Float64),
            axes,
            contiguous: Some(2),
            data_dims,
            ..
        } if axes.i && axes.j && axes.k && data_dims.is_empty() => {
            Some((p.name.clone(), dtype.size_bytes()))
        }
        _ => None,
    })
}

/// The declaration of [`VAR`] from the reference field's pointer.
pub(super) fn declaration(reference: &str) -> String {
    format!("const int64_t {VAR} = (int64_t)((uintptr_t){reference} % {LINE}); (void){VAR};")
}

/// Elements of `size` bytes per line.
fn per_line(size: usize) -> usize {
    (LINE / size.max(1)).max(1)
}

/// The reference's misalignment in its elements, `start` levels on: the C
/// expression of `(align / size + start) mod per_line` (never negative).
fn phase(size: usize, start: &str) -> String {
    let n = per_line(size);
    format!("((({VAR} / {size}) + ({start})) % {n} + {n}) % {n}")
}

/// The first level at or after `start` where the reference (of element size
/// `size`) begins a line.
pub(super) fn first_aligned_level(size: usize, start: &str) -> String {
    let n = per_line(size);
    format!("({start}) + ({n} - {}) % {n}", phase(size, start))
}

/// Elements of `dtype` a row buffer indexed `k - start` is shifted by, so
/// that it lies as the reference does; `None` where the element sizes differ
/// (no shift then).
pub(super) fn row_shift(reference_size: usize, dtype: DType, start: &str) -> Option<String> {
    (dtype.size_bytes() == reference_size).then(|| phase(reference_size, start))
}

/// Extra elements a shifted row buffer of `dtype` needs.
pub(super) fn row_slack(dtype: DType) -> usize {
    per_line(dtype.size_bytes())
}

/// The pointer a thread's buffer indexed by K (level stride 1) starts at,
/// for `raw` (the `malloc`ed pointer, `slack_elements` longer than needed):
/// rounded up to a line, then shifted so that level 0 (`levels_below` levels
/// after the pointer) lies as the reference's level 0.
pub(super) fn shifted_buffer(
    raw: &str,
    dtype: DType,
    reference_size: usize,
    levels_below: i64,
) -> String {
    let t = ctype(dtype);
    let size = dtype.size_bytes();
    let aligned = format!(
        "({t} *)(((uintptr_t){raw} + {}) & ~(uintptr_t){})",
        LINE - 1,
        LINE - 1
    );
    if size != reference_size {
        return aligned;
    }
    format!("{aligned} + {}", phase(size, &(-levels_below).to_string()))
}

/// Elements a shifted buffer of `dtype` needs beyond its size: a line to
/// round up to, a line to shift by.
pub(super) fn buffer_slack(dtype: DType) -> usize {
    2 * per_line(dtype.size_bytes())
}

/// `levels` rounded up to whole lines of `dtype` (a C expression).
pub(super) fn whole_lines(levels: &str, dtype: DType) -> String {
    let n = per_line(dtype.size_bytes());
    format!("((({levels}) + {}) / {n} * {n})", n - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Evaluates the C expressions above in Rust, for one misalignment.
    fn first_aligned(align: i64, size: i64, start: i64) -> i64 {
        let n = 64 / size;
        let phase = ((align / size + start) % n + n) % n;
        start + (n - phase) % n
    }

    #[test]
    fn the_first_aligned_level_begins_a_line() {
        for align in (0..64).step_by(8) {
            for start in -3..20 {
                let k = first_aligned(align, 8, start);
                assert!(k >= start && k < start + 8);
                assert_eq!(
                    (align + 8 * k).rem_euclid(64),
                    0,
                    "align {align} start {start}"
                );
            }
        }
        assert!(first_aligned_level(8, "k0").contains("isobar_align"));
    }
}
