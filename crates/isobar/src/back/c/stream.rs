//! Streaming (non-temporal) stores for the C back-end.
//!
//! A field a routine writes and never reads costs three transfers per element
//! with ordinary stores: the line is read into the cache before it is written
//! (write-allocate), then written back. Non-temporal stores write the line
//! without reading it, so a copy-like stencil moves two transfers instead of
//! three. They only pay off when the fields do not fit in the last-level
//! cache (else the next stencil would read them from memory instead of the
//! cache), so the generated code decides at run time, from the domain's
//! footprint and the cache size the C library reports.
//!
//! In the routine specialised for unit strides, a SIMD loop that writes such a
//! field unconditionally, at the loop's own point, computes the row into a
//! small buffer on the stack; after the loop the row goes to memory with
//! aligned streaming stores (AVX-512, AVX or SSE2, through the compilers'
//! builtins; a plain copy elsewhere).
//! Each thread fences its streaming stores before the team's closing barrier.

use super::ctype;
use crate::back::cfamily::Printer;
use crate::back::WriteError;
use crate::ir::DType;
use crate::kernel::visit::{self, walk_expr, Visitor};
use crate::kernel::{Expr, Loop, Module, Node, ParamKind};
use std::collections::{BTreeMap, BTreeSet};

/// Most points of a row written through a streaming buffer (longer rows take
/// ordinary stores).
const ROW: i64 = 512;

/// Most fields one loop streams: each takes a row buffer of [`ROW`] points on
/// the thread's stack (a small OpenMP stack overflowed with one per field of
/// a stencil writing dozens); the others take ordinary stores.
const MAX_ROWS: usize = 4;

/// The flag, computed once per call, that says whether streaming pays off.
pub(super) const FLAG: &str = crate::kernel::names::BEYOND_CACHE;

/// The field parameters a routine may write with streaming stores (floats it
/// writes but never reads, with a unit stride along the loops' innermost
/// axis), each with that axis (0, 1, 2 for I, J, K).
pub(super) fn streamed_arrays(module: &Module) -> BTreeMap<String, usize> {
    let Some(kernel) = module.kernels.first() else {
        return BTreeMap::new();
    };
    let mut loads = Loads::default();
    kernel.body.iter().for_each(|n| loads.visit_node(n));
    module
        .params
        .iter()
        .filter(|p| !loads.0.contains(&p.name))
        .filter_map(|p| match &p.kind {
            ParamKind::Field {
                dtype: DType::Float32 | DType::Float64,
                axes,
                contiguous: Some(c),
                ..
            } => {
                let present = [axes.i, axes.j, axes.k];
                let axis = (0..3).filter(|&a| present[a]).nth(*c)?;
                Some((p.name.clone(), axis))
            }
            _ => None,
        })
        .collect()
}

/// The names of every array the visited nodes read.
#[derive(Default)]
struct Loads(BTreeSet<String>);

impl Visitor for Loads {
    fn visit_expr(&mut self, expr: &Expr) {
        if let Expr::Load(r) = expr {
            self.0.insert(r.array.clone());
        }
        walk_expr(self, expr);
    }
}

/// The test [`FLAG`] holds: whether the fields of one domain exceed the
/// last-level cache.
fn flag_test(module: &Module) -> String {
    format!(
        "isobar_stream_worthwhile(ni, nj, nk, {})",
        module.field_bytes_per_point()
    )
}

/// The declaration of [`FLAG`] at the top of a routine: true when the fields
/// of one domain exceed the last-level cache.
pub(super) fn flag_declaration(module: &Module) -> String {
    format!("const int {FLAG} = {}; (void){FLAG};", flag_test(module))
}

/// The declaration of [`FLAG`] in the routine for unit strides, where the
/// library may be built for domains in cache only
/// ([`super::IN_CACHE_ONLY`]): that build declares the flag false, so that
/// the compiler leaves out the code for large domains (and the loops for
/// small ones run without its branches: a 12 x 12 x 79 copy took 6.6 µs
/// with them and 3.4 µs without), and returns
/// [`crate::kernel::FAIL_NEEDS_BEYOND_CACHE`], before touching anything,
/// for a domain that exceeds the cache. The build for domains beyond the
/// cache ([`super::BEYOND_CACHE_ONLY`]) is the converse: the flag true, and
/// [`crate::kernel::FAIL_NEEDS_IN_CACHE`] for a domain that fits.
pub(super) fn unit_stride_flag_lines(module: &Module) -> Vec<(bool, String)> {
    vec![
        (true, format!("#ifdef {}", super::IN_CACHE_ONLY)),
        (
            false,
            format!(
                "if ({}) return {};",
                flag_test(module),
                crate::kernel::FAIL_NEEDS_BEYOND_CACHE
            ),
        ),
        (false, flag_off()),
        (true, format!("#elif defined({})", super::BEYOND_CACHE_ONLY)),
        (
            false,
            format!(
                "if (!{}) return {};",
                flag_test(module),
                crate::kernel::FAIL_NEEDS_IN_CACHE
            ),
        ),
        (false, format!("const int {FLAG} = 1; (void){FLAG};")),
        (true, "#else".to_string()),
        (false, flag_declaration(module)),
        (true, "#endif".to_string()),
    ]
}

/// [`FLAG`] declared false: the code that depends on it is left out.
pub(super) fn flag_off() -> String {
    format!("const int {FLAG} = 0; (void){FLAG};")
}

/// The helpers the streaming code calls.
pub(super) const PRELUDE: &str = r#"#include <stdio.h>
#include <unistd.h>

/* The last-level cache of this machine in bytes: $ISOBAR_CACHE_BYTES if set,
 * else Linux's sysfs (the C library's sysconf reports the whole package on
 * some machines), else sysconf, else 32 MiB. Read once per library. */
__attribute__((unused)) static long isobar_cache_bytes(void)
{
    static _Atomic long known = 0;
    long bytes = known;
    if (bytes > 0) return bytes;
    const char *given = getenv("ISOBAR_CACHE_BYTES");
    if (given) bytes = strtol(given, 0, 10);
    FILE *f = bytes > 0 ? 0 : fopen("/sys/devices/system/cpu/cpu0/cache/index3/size", "r");
    if (f) {
        long value = 0;
        char unit = 0;
        if (fscanf(f, "%ld%c", &value, &unit) >= 1)
            bytes = value * (unit == 'K' ? 1024L : unit == 'M' ? 1048576L : 1L);
        fclose(f);
    }
#if defined(_SC_LEVEL3_CACHE_SIZE)
    if (bytes <= 0) bytes = sysconf(_SC_LEVEL3_CACHE_SIZE);
#endif
    if (bytes <= 0) bytes = 32L << 20;
    known = bytes;
    return bytes;
}

/* Whether fields of (ni x nj x nk) points, `bytes` per point in all, exceed
 * the last-level cache: only then do streaming stores pay off. */
__attribute__((unused)) static inline int isobar_stream_worthwhile(int64_t ni, int64_t nj, int64_t nk, int64_t bytes)
{
    return (double)ni * (double)nj * (double)nk * (double)bytes > (double)isobar_cache_bytes();
}

/* Streaming stores through the compilers' builtins, not <immintrin.h>:
 * parsing that header took half the compile of a small stencil. Vectors of
 * V, the widest the target has; loads through memcpy are unaligned loads. */
#if defined(__x86_64__) && defined(__AVX512F__)
#define ISOBAR_STREAM_BYTES 64
#elif defined(__x86_64__) && defined(__AVX__)
#define ISOBAR_STREAM_BYTES 32
#elif defined(__x86_64__) && defined(__SSE2__)
#define ISOBAR_STREAM_BYTES 16
#endif
#if defined(ISOBAR_STREAM_BYTES) && defined(__clang__)
#define ISOBAR_NT_F64(p, v) __builtin_nontemporal_store((v), (isobar_vf64 *)(p))
#define ISOBAR_NT_F32(p, v) __builtin_nontemporal_store((v), (isobar_vf32 *)(p))
#elif defined(ISOBAR_STREAM_BYTES) && defined(__GNUC__) && ISOBAR_STREAM_BYTES == 64
#define ISOBAR_NT_F64(p, v) __builtin_ia32_movntpd512((p), (v))
#define ISOBAR_NT_F32(p, v) __builtin_ia32_movntps512((p), (v))
#elif defined(ISOBAR_STREAM_BYTES) && defined(__GNUC__) && ISOBAR_STREAM_BYTES == 32
#define ISOBAR_NT_F64(p, v) __builtin_ia32_movntpd256((p), (v))
#define ISOBAR_NT_F32(p, v) __builtin_ia32_movntps256((p), (v))
#elif defined(ISOBAR_STREAM_BYTES) && defined(__GNUC__)
#define ISOBAR_NT_F64(p, v) __builtin_ia32_movntpd((p), (v))
#define ISOBAR_NT_F32(p, v) __builtin_ia32_movntps((p), (v))
#endif
#if defined(ISOBAR_NT_F64)
typedef double isobar_vf64 __attribute__((vector_size(ISOBAR_STREAM_BYTES)));
typedef float isobar_vf32 __attribute__((vector_size(ISOBAR_STREAM_BYTES)));
/* Scalar stores up to an aligned element, then whole-vector streaming stores. */
#define ISOBAR_STREAM_VECTORS(V, STORE) \
    for (; i < n && ((uintptr_t)(dst + i) % sizeof(V)) != 0; ++i) dst[i] = src[i]; \
    for (; i + (int64_t)(sizeof(V) / sizeof(*dst)) <= n; i += (int64_t)(sizeof(V) / sizeof(*dst))) { \
        V v; \
        __builtin_memcpy(&v, src + i, sizeof v); \
        STORE(dst + i, v); \
    }
#define ISOBAR_STREAM_F64 ISOBAR_STREAM_VECTORS(isobar_vf64, ISOBAR_NT_F64)
#define ISOBAR_STREAM_F32 ISOBAR_STREAM_VECTORS(isobar_vf32, ISOBAR_NT_F32)
#define ISOBAR_STREAM_FENCE __builtin_ia32_sfence()
#else
#define ISOBAR_STREAM_F64
#define ISOBAR_STREAM_F32
#define ISOBAR_STREAM_FENCE (void)0
#endif

/* Writes the row src[0, n) to dst with streaming stores where it can. */
__attribute__((unused)) static inline void isobar_stream_f64(double *restrict dst, const double *restrict src, int64_t n)
{
    int64_t i = 0;
    ISOBAR_STREAM_F64
    for (; i < n; ++i) dst[i] = src[i];
}

__attribute__((unused)) static inline void isobar_stream_f32(float *restrict dst, const float *restrict src, int64_t n)
{
    int64_t i = 0;
    ISOBAR_STREAM_F32
    for (; i < n; ++i) dst[i] = src[i];
}

/* Orders this thread's streaming stores before what follows (a barrier). */
__attribute__((unused)) static inline void isobar_stream_fence(void)
{
    ISOBAR_STREAM_FENCE;
}
"#;

/// The fields of `streamed` a SIMD loop writes row by row: each written by an
/// assignment at the top of the body, at the loop's point along the
/// innermost axis, and only ever written (at that same element) in the loop.
fn row_targets(
    body: &Loop,
    streamed: &BTreeMap<String, usize>,
) -> Vec<(String, crate::kernel::ArrayRef)> {
    let mut out: Vec<(String, crate::kernel::ArrayRef)> = Vec::new();
    for node in &body.body {
        let Node::Assign { target, .. } = node else {
            continue;
        };
        let Some(&axis) = streamed.get(&target.array) else {
            continue;
        };
        if out.iter().any(|(a, _)| *a == target.array) {
            continue;
        }
        let at_lane = matches!(&target.index[axis], Some(Expr::Var(v, _)) if *v == body.var);
        let others_free = target
            .index
            .iter()
            .enumerate()
            .filter(|&(a, _)| a != axis)
            .filter_map(|(_, e)| e.as_ref())
            .chain(&target.data)
            .all(|e| !mentions(e, &body.var));
        if at_lane && others_free && only_written_at(&body.body, target) {
            out.push((target.array.clone(), target.clone()));
        }
        if out.len() == MAX_ROWS {
            break;
        }
    }
    out
}

/// Whether `expr` reads the variable `var`.
fn mentions(expr: &Expr, var: &str) -> bool {
    struct Finds<'a>(&'a str, bool);
    impl Visitor for Finds<'_> {
        fn visit_expr(&mut self, expr: &Expr) {
            if matches!(expr, Expr::Var(v, _) if v == self.0) {
                self.1 = true;
            }
            walk_expr(self, expr);
        }
    }
    let mut f = Finds(var, false);
    f.visit_expr(expr);
    f.1
}

/// Whether every assignment to `target`'s array in `nodes` writes `target`.
fn only_written_at(nodes: &[Node], target: &crate::kernel::ArrayRef) -> bool {
    struct Writes<'a>(&'a crate::kernel::ArrayRef, bool);
    impl Visitor for Writes<'_> {
        fn visit_node(&mut self, node: &Node) {
            if let Node::Assign { target, .. } = node {
                if target.array == self.0.array && target != self.0 {
                    self.1 = false;
                }
            }
            visit::walk_node(self, node);
        }
    }
    let mut w = Writes(target, true);
    nodes.iter().for_each(|n| w.visit_node(n));
    w.1
}

/// Levels ahead at which a row loop along I prefetches the rows it will read.
const PREFETCH_LEVELS: i64 = 8;

/// Most fields a row loop reads for it to prefetch them.
const MAX_PREFETCHED_FIELDS: usize = 2;

/// Most fields a row loop over a block of levels (`rows`) reads for it to
/// prefetch them: there the hardware prefetcher sees short streams (the
/// block's rows), and without the software prefetches hdiff ran 1.6x slower.
const MAX_BLOCKED_FIELDS: usize = 4;

/// Columns ahead at which a loop along K (C-order fields) prefetches the
/// column it will read.
const PREFETCH_COLUMNS: i64 = 4;

/// Points of a row loop between two groups of prefetches (eight lines of
/// `float64`).
const CHUNK: i64 = 64;

/// Levels of a loop along K (C-order fields) between two groups of
/// prefetches: whole columns of up to 128 levels at once (cut in pieces of
/// [`CHUNK`], 80 levels ran as 64 and 16: hdiff and laplacian_of_laplacian
/// 4-8 % slower, measured here at 256x256x80, 2 threads).
const CHUNK_LEVELS: i64 = 128;

/// Before a row loop over large fields that reads at most
/// [`MAX_PREFETCHED_FIELDS`] fields: for each, the prefetches of the one row
/// of the coming loops that no earlier loop has read, one line at a time.
/// A row along I (I-first fields, inside the loop over levels) prefetches
/// the row at the field's largest J offset [`PREFETCH_LEVELS`] levels ahead;
/// a column along K (C-order fields, rows of columns along J) the column at
/// its largest I offset [`PREFETCH_COLUMNS`] columns ahead.
fn prefetched_rows(p: &Printer<'_>, body: &Loop) -> Vec<(crate::kernel::ArrayRef, usize)> {
    use crate::kernel::names::{I, J, K, SIZES};
    let along_i = body.var == I;
    if !along_i && body.var != K {
        return Vec::new();
    }
    // Inside a block of levels along J (`rows`): the next row along J.
    let blocked = along_i && uses_level_blocks(p, body);
    // Per field, the read whose row comes newest: (the reference, its
    // offsets ranked).
    let mut rows: Vec<(crate::kernel::ArrayRef, (i64, i64))> = Vec::new();
    for r in loads(&body.body) {
        let [Some(i), Some(j), Some(k)] = &r.index else {
            continue;
        };
        let lane = if along_i { i } else { k };
        if !mentions(lane, &body.var) || !r.data.is_empty() || p.is_buffer(&r.array) {
            continue;
        }
        let (Some(di), Some(dj)) = (offset_of(i, I), offset_of(j, J)) else {
            continue;
        };
        let rank = if along_i { (dj, 0) } else { (di, dj) };
        match rows.iter_mut().find(|(q, _)| q.array == r.array) {
            Some((q, best)) => {
                if rank > *best {
                    *q = r.clone();
                    *best = rank;
                }
            }
            None => rows.push((r.clone(), rank)),
        }
    }
    // Measured here (AMD EPYC, 256x256x80, 2 threads): laplacian (one field
    // read) 15-25 % faster, hdiff (two) 8 %, upwind_advection (three) 15 %
    // slower: with more streams the hardware prefetcher keeps up, and
    // software prefetches only compete with it.
    if rows.len()
        > if blocked {
            MAX_BLOCKED_FIELDS
        } else {
            MAX_PREFETCHED_FIELDS
        }
    {
        return Vec::new();
    }
    let var = |n: &str| Expr::Var(n.into(), DType::Int64);
    let ahead = |axis: usize, by: i64| {
        // `min(x + by, n - 1)` for the loop variable x of `axis`: never past
        // the last point the loops read.
        Expr::Call(
            crate::kernel::Intrinsic::Min,
            vec![
                Expr::Binary(
                    crate::kernel::BinaryOp::Add,
                    Box::new(var([I, J, K][axis])),
                    Box::new(Expr::Int(by)),
                    DType::Int64,
                ),
                Expr::Binary(
                    crate::kernel::BinaryOp::Sub,
                    Box::new(var(SIZES[axis])),
                    Box::new(Expr::Int(1)),
                    DType::Int64,
                ),
            ],
            DType::Int64,
        )
    };
    let mut out = Vec::new();
    for (mut r, _) in rows {
        if blocked {
            // The row one further along J, at the same level and I offset
            // (an element the loop reads, so within the field's halo), kept
            // within the domain's rows: a region may cut the loop's rows.
            let offset = |axis: usize, var: &str| {
                r.index[axis]
                    .as_ref()
                    .and_then(|x| offset_of(x, var))
                    .unwrap_or(0)
            };
            let (di, dj) = (offset(0, I), offset(1, J));
            r.index[0] = Some(crate::kernel::plus(var("isobar_p"), di));
            // `max(0, min(row, nj - 1))`: no branch, which GCC's loop
            // unswitching copied every row loop for (hdiff's compile 1.4x
            // longer).
            let row = crate::kernel::plus(var(J), dj + 1);
            r.index[1] = Some(Expr::Call(
                crate::kernel::Intrinsic::Max,
                vec![
                    Expr::Int(0),
                    Expr::Call(
                        crate::kernel::Intrinsic::Min,
                        vec![row, crate::kernel::plus(var(SIZES[1]), -1)],
                        DType::Int64,
                    ),
                ],
                DType::Int64,
            ));
        } else if along_i {
            r.index[0] = Some(var("isobar_p"));
            r.index[2] = Some(ahead(2, PREFETCH_LEVELS));
        } else {
            let dj = r.index[1]
                .as_ref()
                .and_then(|j| offset_of(j, J))
                .unwrap_or(0);
            r.index[1] = Some(crate::kernel::plus(ahead(1, PREFETCH_COLUMNS), dj));
            r.index[2] = Some(var("isobar_p"));
        }
        let per_line = (64 / r.dtype.size_bytes()).max(1);
        out.push((r, per_line));
    }
    out
}

/// Writes the SIMD loop `body` (already redirected to row buffers), in
/// pieces of [`CHUNK`] points ([`CHUNK_LEVELS`] along K) each preceded by
/// the prefetches of `rows` for the same points: spread through the loop,
/// they keep memory busy while it computes (issued all at once, they stalled
/// the core: hdiff 10-15 % slower). Along K in a routine that follows the
/// fields' alignment (`back::c::align`), the first piece ends where they begin a
/// line; without prefetches or alignment, the loop is written whole.
fn write_prefetched_loop(
    p: &mut Printer<'_>,
    body: &Loop,
    rows: &[(crate::kernel::ArrayRef, usize)],
) -> Result<(), WriteError> {
    let along_k = body.var == crate::kernel::names::K;
    let aligned = p.align.filter(|_| along_k);
    if rows.is_empty() && aligned.is_none() {
        p.out.raw_line("#pragma omp simd");
        return p.write_loop(body);
    }
    let (start, stop) = (p.expr(&body.start), p.expr(&body.stop));
    let chunk = if along_k { CHUNK_LEVELS } else { CHUNK };
    match aligned {
        // The first piece ends where the fields begin a line.
        Some(size) => {
            let first = super::align::first_aligned_level(size, &start);
            p.out.line("{");
            p.out.indent();
            p.out.line(&format!("const int64_t isobar_c0 = {first};"));
            p.out.line(&format!(
                "for (int64_t isobar_c = {start}, isobar_ce; isobar_c < {stop}; isobar_c = isobar_ce) {{"
            ));
            p.out.indent();
            p.out.line(&format!(
                "isobar_ce = isobar_min_i64(isobar_c < isobar_c0 ? isobar_c0 : isobar_c + {chunk}, {stop});"
            ));
        }
        None => {
            p.out.line(&format!(
                "for (int64_t isobar_c = {start}; isobar_c < {stop}; isobar_c += {chunk}) {{"
            ));
            p.out.indent();
            p.out.line(&format!(
                "const int64_t isobar_ce = isobar_min_i64(isobar_c + {chunk}, {stop});"
            ));
        }
    }
    for (r, per_line) in rows {
        p.out.line(&format!(
            "for (int64_t isobar_p = isobar_c; isobar_p < isobar_ce; isobar_p += {per_line}) __builtin_prefetch(&{});",
            p.array_ref(r)
        ));
    }
    let piece = Loop {
        start: Expr::Var("isobar_c".into(), DType::Int64),
        stop: Expr::Var("isobar_ce".into(), DType::Int64),
        ..body.clone()
    };
    p.out.raw_line("#pragma omp simd");
    p.write_loop(&piece)?;
    p.out.dedent();
    p.out.line("}");
    if aligned.is_some() {
        p.out.dedent();
        p.out.line("}");
    }
    Ok(())
}

/// Whether the row loop `body` reads or writes a ring of rows carried over
/// a block of levels (`rows`).
fn uses_level_blocks(p: &Printer<'_>, body: &Loop) -> bool {
    let mut refs = loads(&body.body);
    for n in &body.body {
        if let Node::Assign { target, .. } = n {
            refs.push(target.clone());
        }
    }
    refs.iter().any(|r| p.level_blocked.contains(&r.array))
}

/// The element reads in `nodes`.
fn loads(nodes: &[Node]) -> Vec<crate::kernel::ArrayRef> {
    #[derive(Default)]
    struct All(Vec<crate::kernel::ArrayRef>);
    impl Visitor for All {
        fn visit_expr(&mut self, expr: &Expr) {
            if let Expr::Load(r) = expr {
                self.0.push((**r).clone());
            }
            walk_expr(self, expr);
        }
    }
    let mut all = All::default();
    nodes.iter().for_each(|n| all.visit_node(n));
    all.0
}

/// `c` for an index `var`, `var + c` or `var - c`.
fn offset_of(index: &Expr, var: &str) -> Option<i64> {
    match index {
        Expr::Var(v, _) if v == var => Some(0),
        Expr::Binary(op, a, b, _) => match (op, &**a, &**b) {
            (crate::kernel::BinaryOp::Add, Expr::Var(v, _), Expr::Int(c)) if v == var => Some(*c),
            (crate::kernel::BinaryOp::Sub, Expr::Var(v, _), Expr::Int(c)) if v == var => Some(-c),
            _ => None,
        },
        _ => None,
    }
}

/// Writes a SIMD loop. Where it writes streamed fields row by row, and
/// [`FLAG`] says so, the rows go through stack buffers and streaming stores;
/// otherwise (and for rows longer than the buffers) the loop stores directly.
pub(super) fn write_lanes(p: &mut Printer<'_>, body: &Loop) -> Result<(), WriteError> {
    let targets = if p.within_cache {
        Vec::new()
    } else {
        row_targets(body, &p.streamed)
    };
    if targets.is_empty() {
        // Rows carried over a block of levels prefetch the next row along J
        // whether or not the fields are large: the block's short rows leave
        // the hardware prefetcher behind.
        let blocked = if uses_level_blocks(p, body) {
            prefetched_rows(p, body)
        } else {
            Vec::new()
        };
        return write_prefetched_loop(p, body, &blocked);
    }
    let (start, stop) = (p.expr(&body.start), p.expr(&body.stop));
    // What is known here needs no test: inside a test of FLAG, that it
    // holds; within a tile, that its rows fit the buffers.
    let short = p
        .span_at_most(&body.start, &body.stop)
        .is_some_and(|n| n <= ROW);
    let mut tests = Vec::new();
    if !p.beyond_cache {
        tests.push(FLAG.to_string());
    }
    if !short {
        tests.push(format!("({stop}) - ({start}) <= {ROW}"));
    }
    let tested = !tests.is_empty();
    if tested {
        p.out.line(&format!("if ({}) {{", tests.join(" && ")));
    } else {
        p.out.line("{");
    }
    p.out.indent();
    let prefetched = prefetched_rows(p, body);
    let mut rows = Vec::new();
    for (n, (array, target)) in targets.iter().enumerate() {
        let row = format!("isobar_row{n}");
        // Along K, shifted to lie as the fields do (`back::c::align`).
        let shift = p
            .align
            .filter(|_| body.var == crate::kernel::names::K)
            .and_then(|size| super::align::row_shift(size, target.dtype, &start));
        let (len, at, index) = match shift {
            Some(shift) => {
                p.out.line(&format!("const int64_t {row}_shift = {shift};"));
                let slack = super::align::row_slack(target.dtype);
                (
                    format!("{ROW} + {slack}"),
                    format!("{row} + {row}_shift"),
                    format!("{row}[{} - ({start}) + {row}_shift]", body.var),
                )
            }
            None => (
                ROW.to_string(),
                row.clone(),
                format!("{row}[{} - ({start})]", body.var),
            ),
        };
        p.out.line(&format!(
            "{} {row}[{len}] __attribute__((aligned(64)));",
            ctype(target.dtype)
        ));
        p.redirects.push((array.clone(), index));
        rows.push(at);
    }
    let written = write_prefetched_loop(p, body, &prefetched);
    p.redirects.clear();
    written?;
    p.out.line("{");
    p.out.indent();
    p.out
        .line(&format!("const int64_t {} = {start};", body.var));
    for ((_, target), row) in targets.iter().zip(&rows) {
        let suffix = if target.dtype == DType::Float32 {
            "f32"
        } else {
            "f64"
        };
        p.out.line(&format!(
            "isobar_stream_{suffix}(&{}, {row}, ({stop}) - ({start}));",
            p.array_ref(target)
        ));
    }
    p.out.dedent();
    p.out.line("}");
    p.out.dedent();
    if tested {
        p.out.line("} else {");
        p.out.indent();
        write_prefetched_loop(p, body, &[])?;
        p.out.dedent();
    }
    p.out.line("}");
    Ok(())
}
