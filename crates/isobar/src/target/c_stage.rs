//! Staging for the C back-end: column sweeps over fields stored with K
//! contiguous (NumPy's C order) run on a thread's copy of eight columns kept
//! side by side level by level, so that the sweep's recurrences run in SIMD
//! lanes. The copies go through 8×8 transposes in registers where AVX-512
//! allows, and the next block of columns is prefetched while this one is
//! copied (the columns' lines are read out of order, which the hardware
//! prefetchers do not follow).

use super::cfamily::Printer;
use super::{Visitor, WriteError};
use crate::kernel::{names, Module, Node, Stage};

/// Whether any kernel of `module` copies columns to or from a buffer.
pub(super) fn uses_staging(module: &Module) -> bool {
    struct Finds(bool);
    impl Visitor for Finds {
        fn visit_node(&mut self, node: &Node) {
            if matches!(node, Node::Stage(_)) {
                self.0 = true;
            }
            super::walk_node(self, node);
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
    let [si, sj, sk] = &st.field_strides;
    let bk = &st.buffer_level_stride;
    let levels = format!("({hi}) - {}", names::K);
    let call = if st.into_buffer {
        format!(
            "isobar_stage_in_f64(&{buffer}, {bk}, &{field}, {si}, {sj}, {sk}, {lanes}, {levels});"
        )
    } else {
        format!(
            "isobar_stage_out_f64(&{field}, {si}, {sj}, {sk}, &{buffer}, {bk}, {lanes}, {levels});"
        )
    };
    p.out.line(&call);
    p.out.dedent();
    p.out.line("}");
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

/* Prefetches the next block of columns (one J step further), without
 * pointer arithmetic beyond the array. */
__attribute__((unused)) static inline void isobar_prefetch_columns(const double *f, int64_t f_si, int64_t f_sj, int64_t lanes, int64_t levels, int write)
{
    for (int64_t c = 0; c < lanes; ++c)
        for (int64_t l = 0; l < levels; l += 8) {
            const void *at = (const void *)((uintptr_t)f + (uintptr_t)((f_sj + c * f_si + l) * (int64_t)sizeof(double)));
            if (write) __builtin_prefetch(at, 1, 1);
            else __builtin_prefetch(at, 0, 1);
        }
}

/* Copies `lanes` columns of `levels` levels (column c at f + c * f_si, level l
 * at + l * f_sk) into buf, level l's lanes at buf + l * buf_sk. */
__attribute__((unused)) static void isobar_stage_in_f64(double *restrict buf, int64_t buf_sk, const double *restrict f, int64_t f_si, int64_t f_sj, int64_t f_sk, int64_t lanes, int64_t levels)
{
    int64_t first = 0;
#if defined(__AVX512F__)
    if (f_sk == 1 && levels >= 8) {
        isobar_prefetch_columns(f, f_si, f_sj, lanes, levels, 0);
        for (; first + 8 <= lanes; first += 8) {
            const double *from = f + first * f_si;
            double *to = buf + first;
            int64_t l = 0;
            for (; l + 8 <= levels; l += 8) {
                __m512d r[8];
                for (int c = 0; c < 8; ++c) r[c] = _mm512_loadu_pd(from + c * f_si + l);
                isobar_transpose8_f64(r);
                for (int c = 0; c < 8; ++c) _mm512_storeu_pd(to + (l + c) * buf_sk, r[c]);
            }
            for (; l < levels; ++l)
                for (int64_t c = 0; c < 8; ++c) to[l * buf_sk + c] = from[c * f_si + l];
        }
    }
#endif
    (void)f_sj;
    for (int64_t l = 0; l < levels; ++l)
        for (int64_t c = first; c < lanes; ++c) buf[l * buf_sk + c] = f[c * f_si + l * f_sk];
}

/* The reverse of isobar_stage_in_f64. */
__attribute__((unused)) static void isobar_stage_out_f64(double *restrict f, int64_t f_si, int64_t f_sj, int64_t f_sk, const double *restrict buf, int64_t buf_sk, int64_t lanes, int64_t levels)
{
    int64_t first = 0;
#if defined(__AVX512F__)
    if (f_sk == 1 && levels >= 8) {
        isobar_prefetch_columns(f, f_si, f_sj, lanes, levels, 1);
        for (; first + 8 <= lanes; first += 8) {
            double *to = f + first * f_si;
            const double *from = buf + first;
            int64_t l = 0;
            for (; l + 8 <= levels; l += 8) {
                __m512d r[8];
                for (int c = 0; c < 8; ++c) r[c] = _mm512_loadu_pd(from + (l + c) * buf_sk);
                isobar_transpose8_f64(r);
                for (int c = 0; c < 8; ++c) _mm512_storeu_pd(to + c * f_si + l, r[c]);
            }
            for (; l < levels; ++l)
                for (int64_t c = 0; c < 8; ++c) to[c * f_si + l] = from[l * buf_sk + c];
        }
    }
#endif
    (void)f_sj;
    for (int64_t l = 0; l < levels; ++l)
        for (int64_t c = first; c < lanes; ++c) f[c * f_si + l * f_sk] = buf[l * buf_sk + c];
}"#;
