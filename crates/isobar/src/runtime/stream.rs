//! A STREAM kernel (copy and triad), compiled with the same compiler and flags
//! as the stencils, to measure the memory bandwidth of the machine in the same
//! run as the stencils it is compared with.

use super::jit::{Jit, JitError};
use super::pages::advise_huge_pages_for_capacity;
use serde::Serialize;
use std::time::Instant;

const SOURCE: &str = r#"/* STREAM copy and triad (isobar). */
#include <stdint.h>
void isobar_stream_init(double *restrict a, int64_t n, double v) {
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i) a[i] = v;
}
void isobar_stream_copy(double *restrict a, const double *restrict b, int64_t n) {
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i) a[i] = b[i];
}
void isobar_stream_triad(double *restrict a, const double *restrict b, const double *restrict c, double s, int64_t n) {
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i) a[i] = b[i] + s * c[i];
}
"#;

/// Bandwidths measured by STREAM, in GB/s (10^9 bytes per second), counting
/// bytes as STREAM does (copy: 16 per element, triad: 24).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Stream {
    /// Median copy bandwidth.
    pub copy_gbs: f64,
    /// Median triad bandwidth.
    pub triad_gbs: f64,
    /// Elements per array.
    pub elements: usize,
    /// OpenMP threads.
    pub threads: usize,
}

type Init = unsafe extern "C" fn(*mut f64, i64, f64);
type Copy = unsafe extern "C" fn(*mut f64, *const f64, i64);
type Triad = unsafe extern "C" fn(*mut f64, *const f64, *const f64, f64, i64);

/// Measures copy and triad on three arrays of `elements` doubles with `threads`
/// threads; the median of `repetitions` runs of each.
pub fn measure(
    jit: &Jit,
    elements: usize,
    threads: usize,
    repetitions: usize,
) -> Result<Stream, JitError> {
    let (lib, _) = jit.build(SOURCE)?;
    lib.set_threads(threads)?;
    // SAFETY: the types are those of the C functions above.
    let (init, copy, triad) = unsafe {
        (
            lib.function::<Init>("isobar_stream_init")?,
            lib.function::<Copy>("isobar_stream_copy")?,
            lib.function::<Triad>("isobar_stream_triad")?,
        )
    };
    let n = elements as i64;
    let (mut a, mut b, mut c) = (
        Vec::<f64>::with_capacity(elements),
        Vec::<f64>::with_capacity(elements),
        Vec::<f64>::with_capacity(elements),
    );
    // Huge pages, as NumPy's arrays and the fields the CLI allocates have them.
    for v in [&mut a, &mut b, &mut c] {
        advise_huge_pages_for_capacity(v);
    }
    // SAFETY: the kernels write every element before Rust reads any; the vectors
    // have capacity `elements`; first touch happens in the parallel init.
    unsafe {
        init(a.as_mut_ptr(), n, 1.0);
        init(b.as_mut_ptr(), n, 2.0);
        init(c.as_mut_ptr(), n, 0.5);
        a.set_len(elements);
        b.set_len(elements);
        c.set_len(elements);
    }
    let mut copies = Vec::new();
    let mut triads = Vec::new();
    for _ in 0..repetitions.max(1) + 1 {
        let t = Instant::now();
        // SAFETY: all three arrays hold `elements` doubles.
        unsafe { copy(a.as_mut_ptr(), b.as_ptr(), n) };
        copies.push(t.elapsed().as_secs_f64());
        let t = Instant::now();
        unsafe { triad(a.as_mut_ptr(), b.as_ptr(), c.as_ptr(), 3.0, n) };
        triads.push(t.elapsed().as_secs_f64());
    }
    // The first repetition warms up.
    let gbs = |times: &mut Vec<f64>, bytes: f64| {
        times.remove(0);
        bytes * elements as f64 / median(times) / 1e9
    };
    std::hint::black_box(&a);
    Ok(Stream {
        copy_gbs: gbs(&mut copies, 16.0),
        triad_gbs: gbs(&mut triads, 24.0),
        elements,
        threads,
    })
}

/// The median of `values` (sorted in place).
pub fn median(values: &mut [f64]) -> f64 {
    values.sort_by(|a, b| a.total_cmp(b));
    match values.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => values[n / 2],
        n => 0.5 * (values[n / 2 - 1] + values[n / 2]),
    }
}
