//! The `isobar` command-line tool.

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand, ValueEnum};
use isobar::stencil::dump::{self, Form, Notation};
use isobar::stencil::Backend;
use isobar::{Diagnostic, Diagnostics};
use select::Select;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

mod bench;
mod check;
mod conformance;
mod decomposed;
mod program;
mod run;
mod select;

/// isobar: a compiler for GTScript (GT4Py) weather and climate stencils.
#[derive(Parser)]
#[command(name = "isobar", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check stencils against the GTScript parallel model; exit 1 if any is invalid.
    Check {
        /// GTScript files (.py); every stencil of a file is checked, or only
        /// NAME with `file.py::NAME`.
        #[arg(required = true, value_name = "FILE[::STENCIL]")]
        files: Vec<String>,
        #[command(flatten)]
        select: Select,
        /// Output format of the diagnostics.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
    },
    /// Run a stencil on random inputs with the reference interpreter; print the
    /// time and a checksum of every field it writes.
    Run {
        /// A GTScript file (.py).
        file: PathBuf,
        #[command(flatten)]
        select: Select,
        /// Compute domain NI,NJ,NK.
        #[arg(long, value_parser = parse_domain, default_value = "32,32,16")]
        domain: [usize; 3],
        /// Execution back-end: debug (the interpreter), c, opencl (cuda: compiles only).
        #[arg(long, value_parser = parse_backend, default_value = "debug")]
        backend: Backend,
        /// Seed of the random inputs.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Print the time of every stage, and whether the compilation cache was hit.
        #[arg(long)]
        timings: bool,
        /// Print what each optimisation pass did.
        #[arg(long)]
        explain: bool,
        /// Switch off an optimisation pass (repeatable): select, fusion, demote.
        #[arg(long = "disable-pass")]
        disable_pass: Vec<String>,
        /// The `@isobar.program` function to run (default: the file's program,
        /// when it has one and `--stencil` is not given). A program runs fused
        /// and then unfused (every call on its own), and the two are compared.
        #[arg(long)]
        program: Option<String>,
        #[command(flatten)]
        decomposed: DecomposedArgs,
    },
    /// Benchmark stencils against the STREAM bandwidth measured in the same run.
    Bench {
        /// Stencil files (default: the benchmark examples under `examples/`).
        files: Vec<PathBuf>,
        /// Only the stencils whose file name contains this (repeatable).
        #[arg(long = "stencil")]
        stencils: Vec<String>,
        /// Domains NI,NJ,NK (repeatable; default 128,128,80 and 256,256,80).
        #[arg(long = "domain", value_parser = parse_domain)]
        domains: Vec<[usize; 3]>,
        /// OpenMP thread counts (repeatable; default 1 and 2).
        #[arg(long = "threads")]
        threads: Vec<usize>,
        /// Timed calls per measurement, after 3 warm-up calls.
        #[arg(long, default_value_t = 20)]
        repetitions: usize,
        /// Elements of each STREAM array (default 2^25: 256 MiB, beyond the caches).
        #[arg(long, default_value_t = 1 << 25)]
        stream_elements: usize,
        /// Write the results as JSON.
        #[arg(long)]
        json: Option<PathBuf>,
        /// Write a bar chart (SVG).
        #[arg(long)]
        chart: Option<PathBuf>,
        /// Write the Markdown table to a file as well.
        #[arg(long)]
        markdown: Option<PathBuf>,
        /// Benchmark the example programs (or the program files given) fused
        /// and unfused, instead of stencils.
        #[arg(long)]
        programs: bool,
    },
    /// Run a conformance corpus (cases recorded with GT4Py) and compare results.
    Conformance {
        /// The corpus directory (with cases/ and errors/).
        dir: PathBuf,
        /// Execution back-end: debug (the interpreter), c, opencl (cuda: compiles only).
        #[arg(long, value_parser = parse_backend, default_value = "debug")]
        backend: Backend,
        /// Only cases whose name contains this text.
        #[arg(long)]
        filter: Option<String>,
        /// Switch off an optimisation pass (repeatable): select, fusion, demote.
        #[arg(long = "disable-pass")]
        disable_pass: Vec<String>,
        /// How fields are stored when passed: as recorded (NumPy C order, K
        /// contiguous) or in the back-end's own layout (I contiguous for C).
        #[arg(long, value_enum, default_value_t = LayoutArg::Recorded)]
        layout: LayoutArg,
        /// `human`: a line per failure and the summary; `json`: one object per
        /// case (`case`, `passed`, `failures`) as it finishes, then the summary.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
        /// How many cases run at once (default: one per core); the output
        /// keeps the corpus's order.
        #[arg(long, default_value_t = 0, hide_default_value = true)]
        jobs: usize,
    },
    /// Write the generated code of a stencil (static mode: for another build).
    Generate {
        /// A GTScript file (.py).
        file: PathBuf,
        #[command(flatten)]
        select: Select,
        /// Back-end whose code to write: c, opencl, cuda.
        #[arg(long, value_parser = parse_backend, default_value = "c")]
        backend: Backend,
        /// Output directory (created if missing); writes NAME.c and NAME.h.
        #[arg(short, long)]
        output: PathBuf,
        /// Leave out `#line` directives.
        #[arg(long)]
        no_line_directives: bool,
        /// For a program file: the domain NI,NJ,NK its code is generated for.
        #[arg(long, value_parser = parse_domain, default_value = "32,32,16")]
        domain: [usize; 3],
        /// The fields' storage order the code is written for (CPU back-ends):
        /// `preferred` (I contiguous) or `recorded` (NumPy's C order, K contiguous).
        #[arg(long, value_enum, default_value_t = LayoutArg::Preferred)]
        layout: LayoutArg,
    },
    /// List the back-ends and whether each can run on this machine.
    Backends,
    /// Print the stencil IR of a file.
    Dump {
        /// A GTScript file (.py).
        file: PathBuf,
        #[command(flatten)]
        select: Select,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
        /// The IR to print.
        #[arg(long, value_enum, default_value_t = Stage::Ir)]
        stage: Stage,
        /// The back-end whose kernel IR `--stage kernel` prints: c, opencl, cuda.
        #[arg(long, value_parser = parse_backend, default_value = "c")]
        backend: Backend,
        /// Switch off an optimisation pass (repeatable), for the optimised stages.
        #[arg(long = "disable-pass")]
        disable_pass: Vec<String>,
        /// `--stage program`: the program to dump (default: the file's only one).
        #[arg(long)]
        program: Option<String>,
        /// `--stage program`: the domain NI,NJ,NK it is instantiated on.
        #[arg(long, value_parser = parse_domain, default_value = "32,32,16")]
        domain: [usize; 3],
        /// `--stage program`: where NAME.dot and NAME.svg are written (default: .).
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
}

/// A decomposed run (`isobar run --ranks N`): any of these switches it on.
#[derive(clap::Args, Debug)]
struct DecomposedArgs {
    /// Run decomposed over N ranks: threads of this process, or the MPI
    /// ranks of `mpirun -n N` (built with the `mpi` feature). Prints the
    /// gathered fields' checksums, which do not depend on the layout.
    #[arg(long)]
    ranks: Option<usize>,
    /// The rank layout, PxQ (default: the squarest for --ranks).
    #[arg(long)]
    layout: Option<isobar::distributed::Layout>,
    /// Steps to run; between steps each written field swaps with the
    /// read-only field of the same shape (see --swap).
    #[arg(long, default_value_t = 1)]
    steps: usize,
    /// Periodic boundaries in I and J (default: physical boundaries).
    #[arg(long)]
    periodic: bool,
    /// Halo of every field of a single stencil (default: what it reads).
    #[arg(long)]
    halo: Option<usize>,
    /// Fields swapped between steps, OUT:IN (repeatable).
    #[arg(long = "swap", value_name = "OUT:IN")]
    swaps: Vec<String>,
    /// Start every exchange right before the call that needs it, instead of
    /// right after its field last changed.
    #[arg(long)]
    no_overlap: bool,
    /// OpenMP threads per rank.
    #[arg(long)]
    threads: Option<usize>,
    /// Run every call on its own, instead of fusing the calls between two
    /// exchanges on every rank.
    #[arg(long)]
    unfused: bool,
}

impl DecomposedArgs {
    fn options(&self, explain: bool) -> decomposed::Options {
        decomposed::Options {
            explain,
            ranks: self.ranks,
            layout: self.layout,
            steps: self.steps,
            periodic: self.periodic,
            overlap: !self.no_overlap,
            swaps: self.swaps.clone(),
            threads: self.threads,
            fuse: !self.unfused,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    /// rustc-style diagnostics with source excerpts.
    Human,
    /// One JSON object per diagnostic, one per line.
    Json,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Stage {
    /// The stencil IR, after the frontend.
    Ir,
    /// The optimisation IR with extents, as lowered.
    Oir,
    /// The optimisation IR after the passes, with extents.
    OptimizedOir,
    /// The kernel IR for `--backend` (default c).
    Kernel,
    /// A program: its calls, fusion groups and transients; its dataflow graph
    /// as DOT and SVG.
    Program,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum LayoutArg {
    /// NumPy's C order, as the corpus files hold the arrays (K contiguous).
    Recorded,
    /// The back-end's preferred layout (I contiguous for the C back-end).
    Preferred,
}

/// Parses a back-end's name (the registry's: `debug`, `c`, `opencl`).
fn parse_backend(text: &str) -> Result<Backend, String> {
    Backend::from_name(text).ok_or_else(|| {
        let names: Vec<&str> = Backend::ALL.iter().map(|b| b.name()).collect();
        format!(
            "unknown back-end `{text}`; the back-ends are {}",
            names.join(", ")
        )
    })
}

/// Parses `NI,NJ,NK`.
fn parse_domain(text: &str) -> Result<[usize; 3], String> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let parse = |s: &str| s.parse::<usize>().ok().filter(|n| *n > 0);
    match parts[..] {
        [a, b, c] => match (parse(a), parse(b), parse(c)) {
            (Some(a), Some(b), Some(c)) => Ok([a, b, c]),
            _ => Err(format!("`{text}`: sizes must be positive integers")),
        },
        _ => Err(format!("`{text}`: expected NI,NJ,NK")),
    }
}

fn main() -> ExitCode {
    // Die quietly on a closed pipe (`isobar ... | head`), like other Unix tools.
    // SAFETY: restores the default disposition of SIGPIPE before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let cli = Cli::parse();
    // Compile on a thread with a generous stack: the frontend bounds nesting, this
    // is a second line of defence for unusual but legal inputs.
    let worker = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || run(cli));
    let outcome = match worker {
        Ok(handle) => handle
            .join()
            .unwrap_or_else(|_| Err(anyhow::anyhow!("internal error: isobar panicked"))),
        Err(e) => Err(anyhow::anyhow!("cannot start the compiler thread: {e}")),
    };
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) if e.downcast_ref::<program::Invalid>().is_some() => {
            eprintln!("error: {e:#}");
            ExitCode::from(1)
        }
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}

/// Runs a command; `Ok(false)` means the input had errors (exit status 1).
fn run(cli: Cli) -> Result<bool> {
    match cli.command {
        Command::Check {
            files,
            select,
            format,
        } => {
            let targets: Vec<check::Target> =
                files.iter().map(|f| check::Target::parse(f)).collect();
            check::check(&targets, &select, format)
        }
        Command::Run {
            file,
            select,
            domain,
            backend,
            seed,
            timings,
            explain,
            disable_pass,
            program,
            decomposed,
        } => {
            let source = read_source(&file)?;
            let split = decomposed.options(explain);
            if program.is_some() || select.stencil.is_none() {
                let build = select.build(&file, &source, backend, &disable_pass)?;
                if let Some(p) =
                    program::load(&build, program.as_deref(), program.is_some(), domain)?
                {
                    if split.requested() {
                        if decomposed.halo.is_some() {
                            bail!(
                                "--halo is for single stencils: a program's halo is its \
                                 @isobar.program(halo=...)"
                            );
                        }
                        let (fields, scalars) = program::arguments(&p, backend, seed)?;
                        return decomposed::run(&p, &fields, &scalars, domain, &build.code, &split);
                    }
                    return program::run(p, seed, &build.code, explain);
                }
            }
            let mut builder = isobar::stencil::Stencil::from_source(&source)
                .file_name(&file.display().to_string())
                .frontend_options(select.options(&file)?)
                .backend(backend);
            for pass in &disable_pass {
                builder = builder.disable_pass(pass);
            }
            let Some(stencil) = build_or_report(builder, &file, &source)? else {
                return Ok(false);
            };
            if explain {
                for line in stencil.explain() {
                    println!("pass {line}");
                }
                for line in stencil.schedule() {
                    println!("schedule: {line}");
                }
            }
            if split.requested() || decomposed.halo.is_some() {
                return run::decomposed(stencil, domain, seed, decomposed.halo, &split);
            }
            run::run(stencil, domain, seed, timings)
        }
        Command::Bench {
            files,
            stencils,
            domains,
            threads,
            repetitions,
            stream_elements,
            json,
            chart,
            markdown,
            programs,
        } => {
            let mut files = if programs && files.is_empty() {
                ["tracer_advection", "hdiff_smoothing"]
                    .iter()
                    .map(|n| PathBuf::from(format!("examples/programs/{n}.py")))
                    .collect()
            } else if files.is_empty() {
                [
                    "copy",
                    "laplacian",
                    "hdiff",
                    "vadv",
                    "upwind_advection",
                    "laplacian_of_laplacian",
                ]
                .iter()
                .map(|n| PathBuf::from(format!("examples/{n}.py")))
                .collect()
            } else {
                files
            };
            if !stencils.is_empty() {
                files.retain(|f| {
                    let stem = f
                        .file_stem()
                        .map(|s| s.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    stencils.contains(&stem)
                });
            }
            let plan = bench::Plan {
                files,
                domains: if domains.is_empty() {
                    vec![[128, 128, 80], [256, 256, 80]]
                } else {
                    domains
                },
                threads: if threads.is_empty() {
                    vec![1, 2]
                } else {
                    threads
                },
                repetitions,
                stream_elements,
                programs,
            };
            let report = bench::run(&plan)?;
            let table = bench::markdown(&report);
            print!("{table}");
            if let Some(path) = json {
                std::fs::write(&path, bench::json(&report)?)
                    .with_context(|| format!("cannot write {}", path.display()))?;
            }
            if let Some(path) = chart {
                std::fs::write(&path, bench::svg(&report))
                    .with_context(|| format!("cannot write {}", path.display()))?;
            }
            if let Some(path) = markdown {
                std::fs::write(&path, table)
                    .with_context(|| format!("cannot write {}", path.display()))?;
            }
            Ok(true)
        }
        Command::Conformance {
            dir,
            backend,
            filter,
            disable_pass,
            layout,
            format,
            jobs,
        } => conformance::run(
            &dir,
            filter.as_deref(),
            conformance::config(backend, disable_pass, layout, jobs)?,
            format,
        ),
        Command::Generate {
            file,
            select,
            backend,
            output,
            no_line_directives,
            domain,
            layout,
        } => {
            if backend.interprets() {
                bail!("the {} back-end generates no code", backend.name());
            }
            let source = read_source(&file)?;
            if select.stencil.is_none() {
                let build = select.build(&file, &source, backend, &[])?;
                if let Some(p) = program::load(&build, None, false, domain)? {
                    return program::generate(p, &build.code, &output);
                }
            }
            let builder = isobar::stencil::Stencil::from_source(&source)
                .file_name(&file.display().to_string())
                .frontend_options(select.options(&file)?)
                .backend(backend)
                .line_directives(!no_line_directives);
            let Some(stencil) = build_or_report(builder, &file, &source)? else {
                return Ok(false);
            };
            let code = stencil.generate_for(match layout {
                LayoutArg::Preferred => isobar::kernel::Layout::IFirst,
                LayoutArg::Recorded => isobar::kernel::Layout::KFirst,
            })?;
            create_output_dir(&output)?;
            let name = &stencil.ir().name;
            let main = output.join(format!("{name}.{}", code.extension));
            std::fs::write(&main, &code.source)
                .with_context(|| format!("cannot write {}", main.display()))?;
            if code.header.is_empty() {
                println!("wrote {}", main.display());
            } else {
                let h = output.join(format!("{name}.h"));
                std::fs::write(&h, &code.header)
                    .with_context(|| format!("cannot write {}", h.display()))?;
                println!("wrote {} and {}", main.display(), h.display());
            }
            Ok(true)
        }
        Command::Backends => {
            for b in Backend::ALL {
                match b.availability() {
                    Ok(what) => println!("{:8} available: {what}", b.name()),
                    Err(e) => println!("{:8} not available: {e}", b.name()),
                }
            }
            Ok(true)
        }
        Command::Dump {
            file,
            select,
            json,
            stage,
            backend,
            disable_pass,
            program,
            domain,
            output,
        } => {
            let source = read_source(&file)?;
            if stage == Stage::Program {
                let build = select.build(&file, &source, backend, &disable_pass)?;
                let instance = program::load(&build, program.as_deref(), true, domain)?
                    .ok_or_else(|| anyhow::anyhow!("{}: no program", file.display()))?;
                program::dump_program(&instance, output.as_deref())?;
                return Ok(true);
            }
            let stencil = match isobar::frontend::lower_source(&source, &select.options(&file)?) {
                Ok(s) => s,
                Err(d) => {
                    report(&d, &file, &source, Format::Human);
                    return Ok(false);
                }
            };
            let problems = isobar::check::check(&stencil);
            let notation = if json { Notation::Json } else { Notation::Text };
            match stage {
                // The OIR of an invalid stencil is not printed.
                Stage::Oir if !problems.is_empty() => {}
                Stage::Ir | Stage::Oir => {
                    let form = if stage == Stage::Ir {
                        Form::Ir
                    } else {
                        Form::Oir
                    };
                    print!(
                        "{}",
                        dump::before_build(&stencil, form, notation)?.unwrap_or_default()
                    );
                }
                Stage::Program => unreachable!("handled above"),
                Stage::OptimizedOir | Stage::Kernel => {
                    return dump_optimized(
                        &file,
                        &source,
                        &select,
                        stage,
                        json,
                        backend,
                        &disable_pass,
                    );
                }
            }
            if !problems.is_empty() {
                report(&Diagnostics(problems), &file, &source, Format::Human);
                return Ok(false);
            }
            Ok(true)
        }
    }
}

/// Prints the optimised OIR or the kernel IR of a valid stencil.
fn dump_optimized(
    file: &Path,
    source: &str,
    select: &Select,
    stage: Stage,
    json: bool,
    backend: Backend,
    disabled: &[String],
) -> Result<bool> {
    if stage == Stage::Kernel && backend.interprets() {
        bail!("the {} back-end has no kernel IR", backend.name());
    }
    let mut builder = isobar::stencil::Stencil::from_source(source)
        .file_name(&file.display().to_string())
        .frontend_options(select.options(file)?)
        .backend(if stage == Stage::Kernel {
            backend
        } else {
            Backend::C
        });
    for pass in disabled {
        builder = builder.disable_pass(pass);
    }
    let Some(stencil) = build_or_report(builder, file, source)? else {
        return Ok(false);
    };
    let form = if stage == Stage::Kernel {
        Form::Kernel
    } else {
        Form::OptimizedOir
    };
    let notation = if json { Notation::Json } else { Notation::Text };
    print!("{}", stencil.dump(form, notation)?);
    Ok(true)
}

/// Builds a stencil; invalid GTScript is reported (and gives `None`), other
/// failures are errors.
fn build_or_report(
    builder: isobar::stencil::StencilBuilder,
    file: &Path,
    source: &str,
) -> Result<Option<isobar::stencil::Stencil>> {
    match builder.build() {
        Ok(s) => Ok(Some(s)),
        Err(isobar::stencil::Error::Diagnostics(d)) => {
            report(&d, file, source, Format::Human);
            Ok(None)
        }
        Err(e) => Err(e.into()),
    }
}

/// Creates the output directory of `generate`, saying so plainly when the
/// path is a symbolic link to nothing (`create_dir_all` only says "File
/// exists").
pub(crate) fn create_output_dir(output: &Path) -> Result<()> {
    let dangling = output.symlink_metadata().is_ok_and(|m| m.is_symlink()) && !output.exists();
    if dangling {
        bail!(
            "cannot create {}: it is a symbolic link to a missing path",
            output.display()
        );
    }
    std::fs::create_dir_all(output).with_context(|| format!("cannot create {}", output.display()))
}

pub(crate) fn read_source(file: &Path) -> Result<String> {
    let bytes = isobar::sources::read_bounded(file)
        .with_context(|| format!("cannot read {}", file.display()))?;
    match String::from_utf8(bytes) {
        Ok(s) => Ok(s),
        Err(_) => bail!("{} is not UTF-8 text", file.display()),
    }
}

fn report(diagnostics: &Diagnostics, file: &Path, source: &str, format: Format) {
    let name = file.display().to_string();
    for d in &diagnostics.0 {
        match format {
            Format::Human => eprintln!("{}", d.render(&name, source)),
            Format::Json => println!(
                "{}",
                json_value(d, &isobar::sources::SourceMap::single(&name, source))
            ),
        }
    }
}

/// A diagnostic as the JSON object `--format json` prints.
fn json_value(d: &Diagnostic, sources: &isobar::sources::SourceMap) -> serde_json::Value {
    let location = d.location(sources);
    let file = location
        .map(|l| l.file)
        .or(sources.files().first().map(|f| f.name.as_str()))
        .unwrap_or("");
    let ((line, column), (end_line, end_column)) =
        location.map_or(((0, 0), (0, 0)), |l| (l.start, l.end));
    let secondary: Vec<serde_json::Value> = d
        .secondary
        .iter()
        .map(|s| {
            let place = sources.locate(s.span.start, s.span.end).map(|(i, range)| {
                let f = &sources.files()[i];
                (
                    f.name.as_str(),
                    isobar::diagnostics::line_column(&f.text, range.start),
                )
            });
            let (file, (line, column)) = place.unwrap_or(("", (0, 0)));
            serde_json::json!({"message": s.message, "file": file, "line": line, "column": column})
        })
        .collect();
    serde_json::json!({
        "severity": d.severity,
        "category": d.category.code(),
        "message": d.message,
        "file": file,
        "line": line,
        "column": column,
        "end_line": end_line,
        "end_column": end_column,
        "label": d.label,
        "secondary": secondary,
        "notes": d.notes,
    })
}
