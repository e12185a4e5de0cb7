//! `isobar bench`: the benchmark stencils against the STREAM bandwidth measured
//! in the same run.
//!
//! For every stencil: cold build (empty cache), cached load (a new stencil
//! object finding the library on disk), call overhead (a 1x1x1 domain), a check
//! against the reference interpreter on a small domain, then for every domain
//! and thread count the median and minimum of the timed calls after warm-up.
//! Bandwidth counts the bytes of the parameter fields read and written over the
//! compute domain (a field both read and written counts twice).

use anyhow::{Context, Result};
use indicatif::{ProgressBar, ProgressStyle};
use isobar::conformance::compare_field;
use isobar::ir::{DType, StmtKind};
use isobar::runtime::jit::Jit;
use isobar::runtime::stream::{self, median, Stream};
use isobar::runtime::{Call, Scalar};
use isobar::stencil::{Backend, Stencil};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde::Serialize;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// What to run.
pub struct Plan {
    /// Stencil files.
    pub files: Vec<PathBuf>,
    /// Domains.
    pub domains: Vec<[usize; 3]>,
    /// Thread counts.
    pub threads: Vec<usize>,
    /// Timed calls per measurement (after 3 warm-up calls).
    pub repetitions: usize,
    /// Elements per STREAM array.
    pub stream_elements: usize,
    /// The files are programs (`@isobar.program`): time each fused and unfused.
    pub programs: bool,
}

/// One measurement.
#[derive(Clone, Debug, Serialize)]
pub struct Result1 {
    stencil: String,
    domain: [usize; 3],
    threads: usize,
    median_s: f64,
    min_s: f64,
    gbs: f64,
    pct_stream_copy: f64,
    cold_build_s: f64,
    cached_load_s: f64,
    call_overhead_s: f64,
    checked: bool,
}

/// The whole run.
#[derive(Debug, Serialize)]
pub struct Report {
    stream: Stream,
    streams: Vec<Stream>,
    results: Vec<Result1>,
    /// Programs, fused against unfused (`--programs`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    programs: Vec<crate::program::ProgramResult>,
}

const HALO: usize = 3;

struct Compiled {
    name: String,
    stencil: Stencil,
    cold_build_s: f64,
    cached_load_s: f64,
    bytes_per_point: f64,
}

/// Runs the plan; prints the Markdown table; returns the report.
pub fn run(plan: &Plan) -> Result<Report> {
    let cache = tempfile::tempdir().context("temporary cache directory")?;
    let jit = Jit::with_cache_dir(cache.path())?;
    let total =
        plan.files.len() * (1 + plan.domains.len() * plan.threads.len()) + plan.threads.len();
    let bar = ProgressBar::new(total as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let mut streams = Vec::new();
    for &threads in &plan.threads {
        bar.set_message(format!("STREAM, {threads} thread(s)"));
        streams.push(stream::measure(&jit, plan.stream_elements, threads, 10)?);
        bar.inc(1);
    }
    let mut results = Vec::new();
    let mut programs = Vec::new();
    if plan.programs {
        let code = isobar::stencil::CodeOptions {
            cache_dir: Some(cache.path().to_path_buf()),
            ..isobar::stencil::CodeOptions::for_backend(Backend::C)
        };
        for file in &plan.files {
            for &domain in &plan.domains {
                let program = load_program(file, domain, cache.path())?;
                for (&threads, stream) in plan.threads.iter().zip(&streams) {
                    bar.set_message(format!("{} {domain:?} x{threads}", program.name));
                    programs.push(crate::program::bench(
                        &program,
                        &code,
                        threads,
                        plan.repetitions,
                        stream.copy_gbs,
                        domain,
                    )?);
                    bar.inc(1);
                }
            }
            bar.inc(1);
        }
    }
    for file in plan.files.iter().filter(|_| !plan.programs) {
        bar.set_message(format!("building {}", file.display()));
        // The build makes the code for the largest domain first.
        let largest = plan
            .domains
            .iter()
            .copied()
            .max_by_key(|d| d[0] * d[1] * d[2]);
        let compiled = compile(file, cache.path(), largest)?;
        let checked = check_against_interpreter(&compiled, file)?;
        bar.inc(1);
        for &domain in &plan.domains {
            for (&threads, stream) in plan.threads.iter().zip(&streams) {
                bar.set_message(format!("{} {domain:?} x{threads}", compiled.name));
                compiled.stencil.set_threads(threads)?;
                let (median_s, min_s) = time_calls(&compiled.stencil, domain, plan.repetitions)?;
                let call_overhead_s = time_calls(&compiled.stencil, [1, 1, 1], 200)?.0;
                let points = (domain[0] * domain[1] * domain[2]) as f64;
                let gbs = compiled.bytes_per_point * points / median_s / 1e9;
                results.push(Result1 {
                    stencil: compiled.name.clone(),
                    domain,
                    threads,
                    median_s,
                    min_s,
                    gbs,
                    pct_stream_copy: 100.0 * gbs / stream.copy_gbs,
                    cold_build_s: compiled.cold_build_s,
                    cached_load_s: compiled.cached_load_s,
                    call_overhead_s,
                    checked,
                });
                bar.inc(1);
            }
        }
    }
    bar.finish_and_clear();
    let stream = *streams.last().context("no thread count")?;
    Ok(Report {
        stream,
        streams,
        results,
        programs,
    })
}

/// The program of a program file, on `domain`, built for C.
fn load_program(file: &Path, domain: [usize; 3], cache: &Path) -> Result<isobar::program::Program> {
    let source =
        std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    let build = crate::program::Build {
        file,
        source: &source,
        options: isobar::FrontendOptions {
            file_path: Some(file.to_path_buf()),
            ..Default::default()
        },
        code: isobar::stencil::CodeOptions {
            cache_dir: Some(cache.to_path_buf()),
            ..isobar::stencil::CodeOptions::for_backend(Backend::C)
        },
    };
    crate::program::load(&build, None, true, domain)?
        .with_context(|| format!("{}: no program", file.display()))
}

fn compile(file: &Path, cache: &Path, expected_domain: Option<[usize; 3]>) -> Result<Compiled> {
    let source =
        std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    let builder = || {
        let b = Stencil::from_source(&source)
            .file_name(&file.display().to_string())
            .backend(Backend::C)
            .cache_dir(cache);
        match expected_domain {
            Some(domain) => b.expected_domain(domain),
            None => b,
        }
    };
    let t = Instant::now();
    let mut stencil = builder()
        .build()
        .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    stencil.compile()?;
    let cold_build_s = t.elapsed().as_secs_f64();
    // A new process would parse, check, generate, and find the library on disk.
    let t = Instant::now();
    let again = builder().build().map_err(|e| anyhow::anyhow!("{e}"))?;
    again.prepare()?;
    let cached_load_s = t.elapsed().as_secs_f64();
    let ir = stencil.ir();
    let (mut read, mut written) = (BTreeSet::new(), BTreeSet::new());
    ir.walk_stmts(&mut |s| match &s.kind {
        StmtKind::Assign { target, value } => {
            written.insert(target.field);
            read.extend(value.field_reads().iter().map(|r| r.field));
        }
        StmtKind::If { cond, .. } | StmtKind::While { cond, .. } => {
            read.extend(cond.field_reads().iter().map(|r| r.field))
        }
        StmtKind::Horizontal { .. } => {}
    });
    let bytes_per_point: f64 = ir
        .params
        .iter()
        .filter_map(|&p| {
            let symbol = ir.symbols.get(p);
            let t = symbol.field_type()?;
            let accesses = read.contains(&p) as usize + written.contains(&p) as usize;
            Some((accesses * t.dtype.size_bytes()) as f64)
        })
        .sum();
    Ok(Compiled {
        name: ir.name.clone(),
        stencil,
        cold_build_s,
        cached_load_s,
        bytes_per_point,
    })
}

/// Arguments for `stencil` on `domain`: fields with a halo of 3 in I and J and
/// the extra levels the stencil needs, filled with seeded random values, their
/// rows aligned as `isobar.storage` aligns them.
fn arguments(
    stencil: &Stencil,
    domain: [usize; 3],
    seed: u64,
) -> Result<Call, isobar::runtime::RuntimeError> {
    let rng = std::cell::RefCell::new(StdRng::seed_from_u64(seed));
    let mut call = stencil.arguments(
        domain,
        Some(HALO),
        &mut |_| Scalar::F64(rng.borrow_mut().random_range(1.0..2.0)),
        &mut |t| match t {
            DType::Bool => Scalar::Bool(true),
            t if t.is_integer() => Scalar::I64(1),
            _ => Scalar::F64(rng.borrow_mut().random_range(0.01..0.1)),
        },
    )?;
    // Rows padded and aligned, as isobar.storage allocates them.
    for arg in call.fields.values_mut() {
        *arg = arg.aligned_like_storage();
    }
    Ok(call)
}

/// The median and minimum time of `repetitions` calls after 3 warm-up calls.
fn time_calls(stencil: &Stencil, domain: [usize; 3], repetitions: usize) -> Result<(f64, f64)> {
    let mut call = arguments(stencil, domain, 7)?;
    for _ in 0..3 {
        stencil.call(&mut call)?;
    }
    let mut times = Vec::with_capacity(repetitions);
    for _ in 0..repetitions.max(1) {
        let t = Instant::now();
        stencil.call(&mut call)?;
        times.push(t.elapsed().as_secs_f64());
    }
    let min = times.iter().copied().fold(f64::INFINITY, f64::min);
    Ok((median(&mut times), min))
}

/// Runs the compiled stencil and the interpreter on the same small domain and
/// compares every field.
fn check_against_interpreter(compiled: &Compiled, file: &Path) -> Result<bool> {
    let source = std::fs::read_to_string(file)?;
    let debug = Stencil::from_source(&source)
        .backend(Backend::REFERENCE)
        .build()
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    let domain = [13, 11, 9];
    let mut a = arguments(&compiled.stencil, domain, 11)?;
    let mut b = a.clone();
    compiled.stencil.call(&mut a)?;
    debug.call(&mut b)?;
    for (name, arg) in &b.fields {
        if let Some(line) =
            compare_field(name, &a.fields[name].field, &arg.field, 1e-12, 1e-14, true)
        {
            eprintln!(
                "warning: {} differs from the interpreter: {line}",
                compiled.name
            );
            return Ok(false);
        }
    }
    Ok(true)
}

/// The report as a Markdown table.
pub fn markdown(report: &Report) -> String {
    let mut s = String::from("| threads | STREAM copy GB/s | STREAM triad GB/s |\n|---|---|---|\n");
    for st in &report.streams {
        s.push_str(&format!(
            "| {} | {:.1} | {:.1} |\n",
            st.threads, st.copy_gbs, st.triad_gbs
        ));
    }
    s.push_str("\n| stencil | domain | threads | median ms | min ms | GB/s | % STREAM copy | cold build s | cached load ms | call overhead µs | checked |\n|---|---|---|---|---|---|---|---|---|---|---|\n");
    for r in &report.results {
        s.push_str(&format!(
            "| {} | {}×{}×{} | {} | {:.3} | {:.3} | {:.1} | {:.0} % | {:.3} | {:.2} | {:.1} | {} |\n",
            r.stencil,
            r.domain[0],
            r.domain[1],
            r.domain[2],
            r.threads,
            r.median_s * 1e3,
            r.min_s * 1e3,
            r.gbs,
            r.pct_stream_copy,
            r.cold_build_s,
            r.cached_load_s * 1e3,
            r.call_overhead_s * 1e6,
            if r.checked { "yes" } else { "NO" }
        ));
    }
    if !report.programs.is_empty() {
        s.push_str("\n| program | domain | threads | calls | fused launches | fused ms | unfused ms | speedup | fused GB/s (arguments) | % STREAM copy | identical |\n|---|---|---|---|---|---|---|---|---|---|---|\n");
        for p in &report.programs {
            s.push_str(&format!(
                "| {} | {}×{}×{} | {} | {} | {} | {:.3} | {:.3} | {:.2}× | {:.1} | {:.0} % | {} |\n",
                p.program,
                p.domain[0],
                p.domain[1],
                p.domain[2],
                p.threads,
                p.calls,
                p.fused_launches,
                p.fused_median_s * 1e3,
                p.unfused_median_s * 1e3,
                p.speedup,
                p.fused_gbs,
                p.pct_stream_copy,
                if p.identical { "yes" } else { "NO" }
            ));
        }
    }
    s
}

/// The report as JSON.
pub fn json(report: &Report) -> Result<String> {
    Ok(serde_json::to_string_pretty(report)?)
}

/// A horizontal bar chart (SVG) of every result's bandwidth, with the STREAM
/// copy bandwidth of its thread count as a marker.
pub fn svg(report: &Report) -> String {
    let rows = report.results.len().max(1);
    let (label_w, bar_w, row_h) = (300.0, 500.0, 22.0);
    let height = 60.0 + rows as f64 * row_h;
    let max = report
        .results
        .iter()
        .map(|r| r.gbs)
        .chain(report.streams.iter().map(|s| s.copy_gbs.max(s.triad_gbs)))
        .fold(1.0, f64::max)
        * 1.1;
    let x = |gbs: f64| label_w + bar_w * gbs / max;
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{height}\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n<text x=\"10\" y=\"20\" font-size=\"14\">isobar bench: effective bandwidth (GB/s); red mark = STREAM copy, same run, same threads</text>\n",
        label_w + bar_w + 80.0
    );
    for (n, r) in report.results.iter().enumerate() {
        let y = 40.0 + n as f64 * row_h;
        let copy = report
            .streams
            .iter()
            .find(|st| st.threads == r.threads)
            .map(|st| st.copy_gbs)
            .unwrap_or(0.0);
        s.push_str(&format!(
            "<text x=\"10\" y=\"{:.1}\">{} {}×{}×{} ×{}</text>\n<rect x=\"{label_w}\" y=\"{y:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"#4878a8\"/>\n<text x=\"{:.1}\" y=\"{:.1}\">{:.1} ({:.0} %)</text>\n<line x1=\"{:.1}\" x2=\"{:.1}\" y1=\"{y:.1}\" y2=\"{:.1}\" stroke=\"#c03030\" stroke-width=\"2\"/>\n",
            y + 14.0,
            r.stencil,
            r.domain[0],
            r.domain[1],
            r.domain[2],
            r.threads,
            x(r.gbs) - label_w,
            row_h - 6.0,
            x(r.gbs) + 4.0,
            y + 14.0,
            r.gbs,
            r.pct_stream_copy,
            x(copy),
            x(copy),
            y + row_h - 6.0
        ));
    }
    s.push_str("</svg>\n");
    s
}
