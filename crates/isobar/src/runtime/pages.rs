//! Transparent huge pages for large buffers. NumPy asks the kernel for them on
//! every array of 4 MiB or more (`madvise(MADV_HUGEPAGE)`), so fields made by
//! NumPy or `isobar.storage` are walked with few TLB misses; fields the CLI and
//! the STREAM measurement allocate ask for them the same way, so that every
//! figure is measured on the memory a Python user's arrays live in.

/// Buffers of at least this many bytes ask for huge pages (NumPy's threshold).
pub const THRESHOLD_BYTES: usize = 4 << 20;

/// Advises the kernel to back the whole pages inside `buffer` with huge pages,
/// if it holds at least [`THRESHOLD_BYTES`]. Only a hint: where the kernel or
/// the platform does not support it, nothing changes.
pub fn advise_huge_pages<T>(buffer: &mut [T]) {
    advise_if_large(buffer.as_mut_ptr() as usize, std::mem::size_of_val(buffer));
}

/// [`advise_huge_pages`] for the whole capacity of `vector`, written or not
/// (call it before the first write, so that the pages are faulted in huge).
pub fn advise_huge_pages_for_capacity<T>(vector: &mut Vec<T>) {
    let bytes = vector.capacity().saturating_mul(std::mem::size_of::<T>());
    advise_if_large(vector.as_mut_ptr() as usize, bytes);
}

fn advise_if_large(start: usize, bytes: usize) {
    if bytes >= THRESHOLD_BYTES {
        advise(start, bytes);
    }
}

#[cfg(target_os = "linux")]
fn advise(start: usize, bytes: usize) {
    // SAFETY: sysconf has no preconditions.
    let page = usize::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).unwrap_or(4096);
    let first = start.div_ceil(page) * page;
    let end = (start + bytes) / page * page;
    if end > first {
        // SAFETY: [first, end) lies inside `buffer`, which this process owns;
        // MADV_HUGEPAGE changes how pages are backed, never their contents.
        unsafe { libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE) };
    }
}

#[cfg(not(target_os = "linux"))]
fn advise(_start: usize, _bytes: usize) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advice_keeps_the_contents() {
        let mut small = vec![1.5f64; 16];
        advise_huge_pages(&mut small);
        assert!(small.iter().all(|&x| x == 1.5));
        let mut large = vec![0.0f64; THRESHOLD_BYTES / 8 + 1000];
        large[12345] = 2.0;
        advise_huge_pages(&mut large);
        assert_eq!(large[12345], 2.0);
        assert_eq!(large.iter().sum::<f64>(), 2.0);
        let mut empty = Vec::<f64>::with_capacity(THRESHOLD_BYTES);
        advise_huge_pages_for_capacity(&mut empty);
        assert!(empty.is_empty());
    }
}
