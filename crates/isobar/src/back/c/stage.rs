//! Staging for the C back-end: column sweeps over fields stored with K
//! contiguous (NumPy's C order) run on a thread's copy of eight columns kept
//! side by side level by level, so that the sweep's recurrences run in SIMD
//! lanes. The copies go through 8×8 transposes in registers where AVX-512
//! allows, and the next block of columns is prefetched while this one is
//! copied (the columns' lines are read out of order, which the hardware
//! prefetchers do not follow).

use crate::back::cfamily::Printer;
use crate::back::WriteError;
use crate::kernel::visit::{self, Visitor};
use crate::kernel::{names, Module, Node, Prefetch, Stage};

/// Whether any kernel of `module` copies columns to or from a buffer.
pub(super) fn uses_staging(module: &Module) -> bool {
    struct Finds(bool);
    impl Visitor for Finds {
        fn visit_node(&mut self, node: &Node) {
            if matches!(node, Node::Stage(_)) {
                self.0 = true;
            }
            visit::walk_node(self, node);
        }
    }
    let mut f = Finds(false);
    for k in &module.kernels {
        k.body.iter().for_each(|n| f.visit_node(n));
    }
    f.0
}

/// Writes a [`Stage`] as a call of the prelude's copy: the addresses of the
/// first lane at the first level, the strides, the counts.
pub(super) fn write_stage(p: &mut Printer<'_>, st: &Stage) -> Result<(), WriteError> {
    let (lo, hi, lanes) = (p.expr(&st.lo), p.expr(&st.hi), p.expr(&st.lanes));
    p.out.line("{");
    p.out.indent();
    p.out.line(&format!("const int64_t {} = 0;", Stage::LANE));
    p.out.line(&format!("const int64_t {} = {lo};", names::K));
    let (buffer, field) = (p.array_ref(&st.buffer), p.array_ref(&st.field));
    let (si, sk) = (&st.lane_stride, &st.level_stride);
    let sj = p.expr(&st.next_block);
    let bk = &st.buffer_level_stride;
    let levels = format!("({hi}) - {}", names::K);
    let call = if st.into_buffer {
        format!(
            "isobar_stage_in_f64(&{buffer}, {bk}, &{field}, {si}, {sj}, {sk}, {lanes}, {levels});"
        )
    } else {
        format!(
            "isobar_stage_out_f64(&{field}, {si}, {sj}, {sk}, &{buffer}, {bk}, {lanes}, {levels}, {});",
            super::stream::FLAG
        )
    };
    p.out.line(&call);
    p.out.dedent();
    p.out.line("}");
    Ok(())
}

/// Writes a [`Prefetch`] as a call of the prelude's slice prefetch.
pub(super) fn write_prefetch(p: &mut Printer<'_>, pf: &Prefetch) -> Result<(), WriteError> {
    let field = p.array_ref(&pf.field);
    let (skip, extent) = (p.expr(&pf.skip), p.expr(&pf.extent));
    let (part, parts) = (p.expr(&pf.part), p.expr(&pf.parts));
    p.out.line(&format!(
        "isobar_prefetch_slice_f64(&{field}, {}, {skip}, {extent}, {part}, {parts});",
        pf.level_stride
    ));
    Ok(())
}

/// The copies a [`Stage`] calls (C, after the includes).
pub(super) const PRELUDE: &str = r#"#if defined(__AVX512F__)
#include <immintrin.h>
/* Transposes eight rows of eight doubles in place. */
__attribute__((unused)) static inline void isobar_transpose8_f64(__m512d r[8])
{
    const __m512i lo2 = _mm512_set_epi64(13, 12, 5, 4, 9, 8, 1, 0);
    const __m512i hi2 = _mm512_set_epi64(15, 14, 7, 6, 11, 10, 3, 2);
    const __m512i lo4 = _mm512_set_epi64(11, 10, 9, 8, 3, 2, 1, 0);
    const __m512i hi4 = _mm512_set_epi64(15, 14, 13, 12, 7, 6, 5, 4);
    __m512d t[8], u[8];
    for (int c = 0; c < 8; c += 2) {
        t[c] = _mm512_unpacklo_pd(r[c], r[c + 1]);
        t[c + 1] = _mm512_unpackhi_pd(r[c], r[c + 1]);
    }
    for (int c = 0; c < 8; c += 4) {
        u[c] = _mm512_permutex2var_pd(t[c], lo2, t[c + 2]);
        u[c + 1] = _mm512_permutex2var_pd(t[c + 1], lo2, t[c + 3]);
        u[c + 2] = _mm512_permutex2var_pd(t[c], hi2, t[c + 2]);
        u[c + 3] = _mm512_permutex2var_pd(t[c + 1], hi2, t[c + 3]);
    }
    for (int c = 0; c < 4; ++c) {
        r[c] = _mm512_permutex2var_pd(u[c], lo4, u[c + 4]);
        r[c + 4] = _mm512_permutex2var_pd(u[c], hi4, u[c + 4]);
    }
}
#endif

/* Levels of a column before its first 64-byte boundary: the same for every
 * column when the columns lie a multiple of 64 bytes apart (`*aligned`). */
__attribute__((unused)) static inline int64_t isobar_stage_head(const double *f, int64_t f_si, int64_t levels, int *aligned)
{
    const uintptr_t at = (uintptr_t)f;
    *aligned = (at & 7) == 0 && (f_si & 7) == 0;
    if (!*aligned) return 0;
    const int64_t head = (int64_t)(((64 - (at & 63)) & 63) / 8);
    return head < levels ? head : levels;
}

/* The address three blocks of `next` elements after p, in unsigned
 * arithmetic (no pointer beyond an array, no overflow): for prefetches. */
__attribute__((unused)) static inline const void *isobar_ahead(const double *p, int64_t next)
{
    return (const void *)((uintptr_t)p + (uintptr_t)next * 3u * (uintptr_t)sizeof(double));
}

/* Prefetches slice `part` of `parts` of the `extent` doubles that start `skip`
 * elements after p, line by line (unsigned arithmetic: the addresses are
 * hints, never dereferenced); nothing unless the levels are contiguous
 * (p_sk == 1: the block is one piece of memory). */
__attribute__((unused)) static inline void isobar_prefetch_slice_f64(const double *p, int64_t p_sk, int64_t skip, int64_t extent, int64_t part, int64_t parts)
{
    if (p_sk != 1 || part < 0 || part >= parts || extent <= 0) return;
    const uintptr_t from = (uintptr_t)p + (uintptr_t)skip * sizeof(double);
    const uintptr_t bytes = (uintptr_t)extent * sizeof(double);
    const uintptr_t lo = ((uintptr_t)part * bytes / (uintptr_t)parts) & ~(uintptr_t)63;
    const uintptr_t hi = (uintptr_t)(part + 1) * bytes / (uintptr_t)parts;
    for (uintptr_t b = lo; b < hi; b += 64) __builtin_prefetch((const void *)(from + b), 0, 2);
}

/* The most levels isobar_stage_in_f64 reads through its stack copy (16 KiB). */
#define ISOBAR_STAGE_LEVELS 256

/* Copies `lanes` columns of `levels` levels (column c at f + c * f_si, level l
 * at + l * f_sk) into buf, level l's lanes at buf + l * buf_sk. Each group of
 * eight columns is read in memory order into a copy on the stack (the
 * transposes would read lines out of order, which the hardware prefetchers do
 * not follow), the columns three blocks further on (`next` elements per
 * block) prefetched as it goes, then transposed from that copy. */
__attribute__((unused)) static void isobar_stage_in_f64(double *restrict buf, int64_t buf_sk, const double *restrict f, int64_t f_si, int64_t next, int64_t f_sk, int64_t lanes, int64_t levels)
{
    int64_t first = 0;
#if defined(__AVX512F__)
    if (f_sk == 1 && levels >= 8 && levels <= ISOBAR_STAGE_LEVELS) {
        double copy[8 * ISOBAR_STAGE_LEVELS] __attribute__((aligned(64)));
        const int64_t row = (levels + 7) & ~(int64_t)7;
        for (; first + 8 <= lanes; first += 8) {
            const double *from = f + first * f_si;
            double *to = buf + first;
            for (int c = 0; c < 8; ++c) {
                const double *column = from + c * f_si;
                int64_t l = 0;
                for (; l + 8 <= levels; l += 8) {
                    __builtin_prefetch(isobar_ahead(column + l, next), 0, 2);
                    _mm512_store_pd(copy + c * row + l, _mm512_loadu_pd(column + l));
                }
                if (l < levels)
                    _mm512_store_pd(copy + c * row + l, _mm512_maskz_loadu_pd((__mmask8)((1u << (levels - l)) - 1u), column + l));
            }
            for (int64_t l = 0; l < levels; l += 8) {
                const int64_t valid = levels - l < 8 ? levels - l : 8;
                __m512d r[8];
                for (int c = 0; c < 8; ++c) r[c] = _mm512_load_pd(copy + c * row + l);
                isobar_transpose8_f64(r);
                for (int64_t c = 0; c < valid; ++c) _mm512_storeu_pd(to + (l + c) * buf_sk, r[c]);
            }
        }
    }
#endif
    (void)next;
    for (int64_t l = 0; l < levels; ++l)
        for (int64_t c = first; c < lanes; ++c) buf[l * buf_sk + c] = f[c * f_si + l * f_sk];
}

/* The reverse of isobar_stage_in_f64; with `stream` set, whole lines go out
 * with streaming stores (no read of the line first). */
__attribute__((unused)) static void isobar_stage_out_f64(double *restrict f, int64_t f_si, int64_t next, int64_t f_sk, const double *restrict buf, int64_t buf_sk, int64_t lanes, int64_t levels, int stream)
{
    int64_t first = 0;
#if defined(__AVX512F__)
    if (f_sk == 1 && levels >= 8) {
        int aligned;
        /* Blocks of eight levels start at a column's first 64-byte boundary,
         * so that whole lines go out; the levels before it and after the last
         * whole block are masked. */
        const int64_t head = isobar_stage_head(f, f_si, levels, &aligned);
        stream = stream && aligned;
        for (; first + 8 <= lanes; first += 8) {
            double *to = f + first * f_si;
            const double *from = buf + first;
            for (int64_t l = head > 0 ? head - 8 : 0; l < levels; l += 8) {
                const int64_t lo = l < 0 ? -l : 0;
                const int64_t hi = levels - l < 8 ? levels - l : 8;
                const __mmask8 keep = (__mmask8)(((1u << hi) - 1u) & ~((1u << lo) - 1u));
                __m512d r[8];
                for (int c = 0; c < 8; ++c)
                    r[c] = c >= lo && c < hi ? _mm512_loadu_pd(from + (l + c) * buf_sk) : _mm512_setzero_pd();
                isobar_transpose8_f64(r);
                if (stream && keep == 0xFF) {
                    for (int c = 0; c < 8; ++c) _mm512_stream_pd(to + c * f_si + l, r[c]);
                } else {
                    if (!stream)
                        for (int c = 0; c < 8; ++c) __builtin_prefetch(isobar_ahead(to + c * f_si + l, next), 1, 2);
                    for (int c = 0; c < 8; ++c) _mm512_mask_storeu_pd(to + c * f_si + l, keep, r[c]);
                }
            }
        }
    }
#endif
    (void)next;
    (void)stream;
    for (int64_t l = 0; l < levels; ++l)
        for (int64_t c = first; c < lanes; ++c) f[c * f_si + l * f_sk] = buf[l * buf_sk + c];
}"#;
