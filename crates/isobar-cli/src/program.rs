//! Programs from the command line: a file's `@isobar.program` function read
//! statically, instantiated on a domain, then run, dumped or benchmarked.

use anyhow::{bail, Context, Result};
use isobar::ir::Axes;
use isobar::program::source::{self, ProgramSource};
use isobar::program::{dump, Plan, PlanOptions, Program};
use isobar::runtime::{Field, Scalar};
use isobar::signature::Signature;
use isobar::stencil::{Backend, CallStencils, CodeOptions, CompiledProgram, Stencil};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

/// A program that is not valid (its diagnostics are already printed): the
/// command exits with 1, as for invalid GTScript.
#[derive(Debug)]
pub struct Invalid(pub String);

impl std::fmt::Display for Invalid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Invalid {}

/// How to build a file's stencils.
pub struct Build<'a> {
    /// The file.
    pub file: &'a Path,
    /// Its text.
    pub source: &'a str,
    /// Frontend options (externals, search path).
    pub options: isobar::FrontendOptions,
    /// The back-end, the passes switched off, the library cache.
    pub code: CodeOptions,
}

/// The program functions of a file; invalid ones are reported as diagnostics.
pub fn find(file: &Path, text: &str) -> Result<Vec<ProgramSource>> {
    match source::find(text) {
        Ok(p) => Ok(p),
        Err(d) => {
            crate::report(&d, file, text, crate::Format::Human);
            Err(Invalid(format!(
                "{}: the program function cannot be read",
                file.display()
            ))
            .into())
        }
    }
}

/// The program named `name` (or the file's only one).
pub fn select(
    programs: Vec<ProgramSource>,
    name: Option<&str>,
    file: &Path,
) -> Result<ProgramSource> {
    let names: Vec<String> = programs.iter().map(|p| p.name.clone()).collect();
    let mut matching: Vec<ProgramSource> = programs
        .into_iter()
        .filter(|p| name.is_none_or(|n| p.name == n))
        .collect();
    match matching.len() {
        1 => Ok(matching.remove(0)),
        0 if names.is_empty() => bail!(
            "{}: no program {}: the file has no @isobar.program function",
            file.display(),
            name.unwrap_or("")
        ),
        0 => bail!(
            "{}: no program {} (programs: {})",
            file.display(),
            name.unwrap_or(""),
            names.join(", ")
        ),
        _ => bail!(
            "{}: several programs ({}); choose one with --program",
            file.display(),
            names.join(", ")
        ),
    }
}

/// The program on `domain`, its stencils built by `build`.
pub fn instantiate(found: &ProgramSource, domain: [usize; 3], build: &Build) -> Result<Program> {
    let mut make = |name: &str| -> std::result::Result<Arc<Signature>, String> {
        let mut options = build.options.clone();
        options.stencil = Some(name.to_string());
        Stencil::from_source(build.source)
            .file_name(&build.file.display().to_string())
            .frontend_options(options)
            .code_options(build.code.clone())
            .signature()
            .map_err(|e| format!("stencil `{name}`: {e}"))
    };
    match found.instantiate(domain, &mut make) {
        Ok(p) => Ok(p),
        Err(d) => {
            crate::report(&d, build.file, build.source, crate::Format::Human);
            bail!(
                "{}: program `{}` is invalid",
                build.file.display(),
                found.name
            )
        }
    }
}

/// The program `name` of `build.file` (or its only one) on `domain`; `None`
/// when the file has no program and none was asked for (`required`).
pub fn load(
    build: &Build,
    name: Option<&str>,
    required: bool,
    domain: [usize; 3],
) -> Result<Option<Program>> {
    let found = find(build.file, build.source)?;
    if found.is_empty() && !required {
        return Ok(None);
    }
    let chosen = select(found, name, build.file)?;
    instantiate(&chosen, domain, build).map(Some)
}

/// Fields for every program field (transients zero), in the back-end's
/// layout, the arguments filled with seeded random values in [0, 1); and the
/// scalars, random in [0, 1). Fails, naming the field, where a field cannot
/// be allocated (a shape beyond the machine's memory).
pub fn arguments(
    program: &Program,
    backend: Backend,
    seed: u64,
) -> Result<(Vec<Field>, Vec<Scalar>)> {
    let mut rng = StdRng::seed_from_u64(seed);
    let fields = program
        .fields
        .iter()
        .map(|f| {
            let order = backend.axis_order(Axes::IJK, f.shape.len().saturating_sub(3));
            let mut field = Field::try_zeros_in_order(f.dtype, &f.shape, &order)
                .with_context(|| format!("program field `{}`", f.name))?;
            if !f.transient {
                for n in field.positions() {
                    field.set(n, Scalar::F64(rng.random_range(0.0..1.0)).cast(f.dtype));
                }
            }
            Ok(field)
        })
        .collect::<Result<Vec<_>>>()?;
    let scalars = program
        .scalars
        .iter()
        .map(|s| Scalar::F64(rng.random_range(0.0..1.0)).cast(s.dtype))
        .collect();
    Ok((fields, scalars))
}

fn checksum(field: &Field) -> f64 {
    field
        .positions()
        .into_iter()
        .map(|n| field.get(n).as_f64())
        .sum()
}

/// `isobar run` on a program: fused, then unfused to compare; prints times,
/// the checksum of every argument field and the program's global sums (a
/// program with sums between its calls runs as one fused program per
/// stretch between them).
pub fn run(program: Program, seed: u64, code: &CodeOptions, explain: bool) -> Result<bool> {
    let name = program.name.clone();
    let backend = code.backend;
    let (mut a, scalars) = arguments(&program, backend, seed)?;
    let mut b = a.clone();
    let mut sums = vec![(0.0, 0.0); program.sums.len()];
    let record = |after: usize, a: &[Field], b: &[Field], sums: &mut Vec<(f64, f64)>| {
        for (n, s) in program.sums.iter().enumerate() {
            if s.after_calls == after {
                let field = s.field.0;
                sums[n] = (a[field].interior_sum(s.halo), b[field].interior_sum(s.halo));
            }
        }
    };
    record(0, &a, &b, &mut sums);
    let (mut fused_s, mut unfused_s, mut launches) = (0.0, 0.0, 0);
    for (end, part) in program.split_at_sums() {
        if part.calls.is_empty() {
            continue;
        }
        let (mut fused, mut unfused) = fused_and_unfused(&part, code)?;
        fused.compile()?;
        unfused.compile()?;
        if explain {
            explain_groups(&fused);
        }
        let t = Instant::now();
        fused.run(&mut a, &scalars)?;
        fused_s += t.elapsed().as_secs_f64();
        let t = Instant::now();
        unfused.run(&mut b, &scalars)?;
        unfused_s += t.elapsed().as_secs_f64();
        launches += fused.launches();
        record(end, &a, &b, &mut sums);
    }
    println!(
        "{name}: {} calls, {launches} fused group(s); run {:.3} ms fused, {:.3} ms unfused (backend {})",
        program.calls.len(),
        fused_s * 1e3,
        unfused_s * 1e3,
        backend.name()
    );
    let mut same = true;
    for (f, (x, y)) in program.fields.iter().zip(a.iter().zip(&b)) {
        if f.transient {
            continue;
        }
        let differs = x
            .positions()
            .into_iter()
            .any(|n| x.get(n).as_f64().to_bits() != y.get(n).as_f64().to_bits());
        same &= !differs;
        println!(
            "  {}: checksum {:.12e}{}",
            f.name,
            checksum(x),
            if differs {
                "  (differs from the unfused calls!)"
            } else {
                ""
            }
        );
    }
    for (s, (x, y)) in program.sums.iter().zip(&sums) {
        let differs = x.to_bits() != y.to_bits();
        same &= !differs;
        println!(
            "  global sum {} of {} after {} calls: {x:.12e}{}",
            s.name,
            program.fields[s.field.0].name,
            s.after_calls,
            if differs {
                "  (differs from the unfused calls!)"
            } else {
                ""
            }
        );
    }
    if same {
        println!("  fused and unfused results are bitwise identical");
    }
    Ok(same)
}

/// `--explain`: the plan, and every group's passes and schedule.
fn explain_groups(fused: &CompiledProgram) {
    print!("{}", dump::text(fused.program(), fused.plan()));
    for (g, stencil) in fused.stencils().iter().enumerate() {
        for line in stencil.explain() {
            println!("group {g} pass {line}");
        }
        for line in stencil.schedule() {
            println!("group {g} schedule: {line}");
        }
    }
}

/// `isobar dump --stage program`: the plan as text; the dataflow graph as
/// DOT and SVG into `output` (default: the current directory).
pub fn dump_program(program: &Program, output: Option<&Path>) -> Result<()> {
    let plan = Plan::new(program, PlanOptions::default());
    print!("{}", dump::text(program, &plan));
    for (g, group) in plan.groups.iter().enumerate() {
        if let Some((_, ir, _)) = &group.merged {
            println!("\ngroup {g} as one stencil:");
            print!("{}", isobar::ir::dump::to_text(ir));
        }
    }
    let dir = output.unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let dot = dump::dot(program, &plan);
    let dot_path = dir.join(format!("{}.dot", program.name));
    std::fs::write(&dot_path, &dot)
        .with_context(|| format!("cannot write {}", dot_path.display()))?;
    let svg_path = dir.join(format!("{}.svg", program.name));
    std::fs::write(&svg_path, svg(&dot)?)
        .with_context(|| format!("cannot write {}", svg_path.display()))?;
    println!("wrote {} and {}", dot_path.display(), svg_path.display());
    Ok(())
}

/// Renders DOT to SVG with the `layout-rs` crate.
fn svg(dot: &str) -> Result<String> {
    let dot = dot.to_string();
    std::panic::catch_unwind(move || {
        let mut parser = layout::gv::DotParser::new(&dot);
        let graph = parser.process().map_err(|e| anyhow::anyhow!("DOT: {e}"))?;
        let mut builder = layout::gv::GraphBuilder::new();
        builder.visit_graph(&graph);
        let mut visual = builder.get();
        let mut writer = layout::backends::svg::SVGWriter::new();
        visual.do_it(false, false, false, &mut writer);
        Ok(writer.finalize())
    })
    .unwrap_or_else(|_| bail!("the graph layout failed"))
}

/// The bytes a program moves at least per point: its argument fields read
/// and written (as the stencil benchmarks count them).
fn bytes_per_point(program: &Program) -> f64 {
    let graph = isobar::program::graph::Graph::build(program);
    let mut total = 0.0;
    for (n, f) in program.fields.iter().enumerate() {
        if f.transient {
            continue;
        }
        let id = isobar::program::FieldId(n);
        let read = graph.nodes.iter().any(|c| c.reads.contains_key(&id));
        let written = graph.nodes.iter().any(|c| c.writes.contains(&id));
        total += ((read as usize + written as usize) * f.dtype.size_bytes()) as f64;
    }
    total
}

/// One program measurement of `isobar bench --programs`.
#[derive(Clone, Debug, serde::Serialize)]
pub struct ProgramResult {
    /// The program's name.
    pub program: String,
    /// Interior domain.
    pub domain: [usize; 3],
    /// Threads.
    pub threads: usize,
    /// Median seconds per run, fused.
    pub fused_median_s: f64,
    /// Median seconds per run, every call on its own.
    pub unfused_median_s: f64,
    /// `unfused / fused`.
    pub speedup: f64,
    /// Stencil calls, and calls into compiled code when fused.
    pub calls: usize,
    /// Calls into compiled code per fused run.
    pub fused_launches: usize,
    /// Argument-field bytes per point over the fused median, in GB/s.
    pub fused_gbs: f64,
    /// That as a percentage of the run's STREAM copy.
    pub pct_stream_copy: f64,
    /// Fused and unfused results bitwise identical on this domain.
    pub identical: bool,
}

/// Times `program` fused and unfused on `threads`, median of `repetitions`.
pub fn bench(
    program: &Program,
    code: &CodeOptions,
    threads: usize,
    repetitions: usize,
    stream_copy_gbs: f64,
    domain: [usize; 3],
) -> Result<ProgramResult> {
    let backend = code.backend;
    let (mut fused, mut unfused) = fused_and_unfused(program, code)?;
    fused.compile()?;
    unfused.compile()?;
    fused.set_threads(threads)?;
    unfused.set_threads(threads)?;
    let (mut a, scalars) = arguments(program, backend, 5)?;
    let mut b = a.clone();
    fused.run(&mut a, &scalars)?;
    unfused.run(&mut b, &scalars)?;
    let identical = a
        .iter()
        .zip(&b)
        .zip(&program.fields)
        .filter(|(_, f)| !f.transient)
        .all(|((x, y), _)| {
            x.positions()
                .into_iter()
                .all(|n| x.get(n).as_f64().to_bits() == y.get(n).as_f64().to_bits())
        });
    let time = |p: &CompiledProgram, fields: &mut Vec<Field>| -> Result<f64> {
        for _ in 0..2 {
            p.run(fields, &scalars)?;
        }
        let mut times = Vec::new();
        for _ in 0..repetitions.max(1) {
            let t = Instant::now();
            p.run(fields, &scalars)?;
            times.push(t.elapsed().as_secs_f64());
        }
        Ok(isobar::runtime::stream::median(&mut times))
    };
    // Interleaved, so that both see the same machine.
    let mut fused_times = Vec::new();
    let mut unfused_times = Vec::new();
    for _ in 0..3 {
        fused_times.push(time(&fused, &mut a)?);
        unfused_times.push(time(&unfused, &mut b)?);
    }
    let fused_median_s = isobar::runtime::stream::median(&mut fused_times);
    let unfused_median_s = isobar::runtime::stream::median(&mut unfused_times);
    let points = (domain[0] * domain[1] * domain[2]) as f64;
    let fused_gbs = bytes_per_point(program) * points / fused_median_s / 1e9;
    Ok(ProgramResult {
        program: program.name.clone(),
        domain,
        threads,
        fused_median_s,
        unfused_median_s,
        speedup: unfused_median_s / fused_median_s,
        calls: program.calls.len(),
        fused_launches: fused.launches(),
        fused_gbs,
        pct_stream_copy: 100.0 * fused_gbs / stream_copy_gbs,
        identical,
    })
}

/// `program` planned fused and call by call, the two sharing the calls'
/// stencils (their code is built once).
fn fused_and_unfused(
    program: &Program,
    code: &CodeOptions,
) -> Result<(CompiledProgram, CompiledProgram)> {
    let stencils = CallStencils::new(program, code, &[]);
    let fused = CompiledProgram::with_stencils(program.clone(), PlanOptions::default(), &stencils)?;
    let unfused =
        CompiledProgram::with_stencils(program.clone(), PlanOptions::unfused(), &stencils)?;
    Ok((fused, unfused))
}

/// `isobar generate` on a program: the code of every group and
/// `PROGRAM.json`, the host's sequence of calls.
pub fn generate(program: Program, code: &CodeOptions, output: &Path) -> Result<bool> {
    let compiled = CompiledProgram::new(program, PlanOptions::default(), code)?;
    let (codes, manifest) = compiled.generate()?;
    crate::create_output_dir(output)?;
    for (n, code) in codes.iter().enumerate() {
        let stem = format!("{}_step{n}", compiled.program().name);
        let main = output.join(format!("{stem}.{}", code.extension));
        std::fs::write(&main, &code.source)
            .with_context(|| format!("cannot write {}", main.display()))?;
        if !code.header.is_empty() {
            let h = output.join(format!("{stem}.h"));
            std::fs::write(&h, &code.header)
                .with_context(|| format!("cannot write {}", h.display()))?;
        }
        println!("wrote {}", main.display());
    }
    let path = output.join(format!("{}.json", compiled.program().name));
    std::fs::write(&path, serde_json::to_string_pretty(&manifest)?)
        .with_context(|| format!("cannot write {}", path.display()))?;
    println!("wrote {}", path.display());
    Ok(true)
}
