//! The stencil API (seed 002): a [`Stencil`] is built once from source; its
//! [`Stencil::generate`] returns the code (cached) and [`Stencil::call`] runs
//! it, building the library first if needed. Code generation and execution are
//! separate, so the generated code can also be handed to another build.
//! A [`CompiledProgram`] builds and runs a planned program's groups.
//!
//! ```no_run
//! use isobar::stencil::{Backend, Stencil};
//! let source = std::fs::read_to_string("examples/copy.py").unwrap();
//! let stencil = Stencil::from_source(&source).backend(Backend::C).build().unwrap();
//! println!("{}", stencil.generate().unwrap().source);
//! ```

mod call;
mod call_stencils;
pub mod dump;
mod program;

pub use call_stencils::CallStencils;
pub use program::{CompiledProgram, ProgramArray, ProgramArrays};

use crate::back::{Code, WriteError, WriteOptions, Writer};
pub use crate::backend::Backend;
use crate::exec::{BuildError, Executable, Source};
use crate::frontend::FrontendOptions;
use crate::ir::{self, Literal};
use crate::kernel::analysis::Analysis;
use crate::kernel::{Layout, Module};
use crate::oir::{self, extents::Extents};
use crate::runtime::jit::BuildReport;
use crate::runtime::{self, RuntimeError, Scalar};
use crate::signature::{Optimise, Signature};
use crate::Diagnostics;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

/// Anything that can go wrong between source and result.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The stencil is not valid GTScript.
    #[error("{0}")]
    Diagnostics(Diagnostics),
    /// Code generation failed.
    #[error(transparent)]
    Write(WriteError),
    /// Building, loading or running the code failed.
    #[error(transparent)]
    Build(Arc<BuildError>),
    /// The call's arguments are wrong, or the run failed.
    #[error(transparent)]
    Runtime(RuntimeError),
}

impl From<RuntimeError> for Error {
    fn from(e: RuntimeError) -> Self {
        Error::Runtime(e)
    }
}

impl From<BuildError> for Error {
    fn from(e: BuildError) -> Self {
        match e {
            // The interpreter's refusals are the call's errors.
            BuildError::Run(e) => Error::Runtime(e),
            e => Error::Build(Arc::new(e)),
        }
    }
}

/// How a stencil's code is optimised, written, built and run: everything of
/// a build but the stencil itself. A program's groups are built with them.
#[derive(Clone, Debug, Default)]
pub struct CodeOptions {
    /// The back-end (default: C).
    pub backend: Backend,
    /// The writer's options (`#line` directives).
    pub write: WriteOptions,
    /// The on-disk cache of compiled libraries (default: the user cache
    /// directory).
    pub cache_dir: Option<PathBuf>,
    /// Optimisation passes switched off, by name.
    pub disabled_passes: Vec<String>,
    /// The domain calls are expected to have, if known: the C back-end
    /// builds the code for that size first (calls on domains whose fields
    /// exceed the last-level cache take other code, built when first
    /// needed; see [`crate::exec::native::Regime`]).
    pub expected_domain: Option<[usize; 3]>,
}

impl CodeOptions {
    /// The options for `backend`, the others at their defaults.
    pub fn for_backend(backend: Backend) -> CodeOptions {
        CodeOptions {
            backend,
            ..CodeOptions::default()
        }
    }

    /// Which OIR the back-end's code runs: the interpreter, the oracle,
    /// runs the OIR as lowered; compiled back-ends run the optimised one.
    fn optimise(&self) -> Optimise<'_> {
        if self.backend.interprets() {
            Optimise::AsLowered
        } else {
            Optimise::Passes {
                disabled: &self.disabled_passes,
            }
        }
    }
}

/// Options of a stencil build.
#[derive(Clone, Debug)]
pub struct StencilBuilder {
    source: String,
    file_name: String,
    frontend: FrontendOptions,
    code: CodeOptions,
    /// A stencil IR made elsewhere (a merged program group), used instead of
    /// the source; it is not re-checked.
    prebuilt: Option<ir::Stencil>,
    /// The I and J sizes of the domain every call will have, if known.
    domain_size: Option<[i64; 2]>,
}

impl StencilBuilder {
    /// The name of the source file, for diagnostics and `#line`.
    pub fn file_name(mut self, name: &str) -> Self {
        self.file_name = name.to_string();
        self
    }

    /// Frontend options (externals, stencil selection, host constants).
    pub fn frontend_options(mut self, options: FrontendOptions) -> Self {
        self.frontend = options;
        self
    }

    /// Sets an external.
    pub fn external(mut self, name: &str, value: Literal) -> Self {
        self.frontend.externals.insert(name.to_string(), value);
        self
    }

    /// The I and J sizes of the domain every call will run on, when they are
    /// known (a program's group): the CPU schedule may fit its tiles to them.
    pub fn domain_size(mut self, ni: usize, nj: usize) -> Self {
        self.domain_size = i64::try_from(ni)
            .ok()
            .zip(i64::try_from(nj).ok())
            .map(|(a, b)| [a, b]);
        self
    }

    /// The back-end (default: C).
    pub fn backend(mut self, backend: Backend) -> Self {
        self.code.backend = backend;
        self
    }

    /// Whether generated code carries `#line` directives (default: yes).
    pub fn line_directives(mut self, on: bool) -> Self {
        self.code.write.line_directives = on;
        self
    }

    /// Switches off an optimisation pass by name (see [`crate::oir::passes::PIPELINE`]).
    pub fn disable_pass(mut self, name: &str) -> Self {
        self.code.disabled_passes.push(name.to_string());
        self
    }

    /// The on-disk cache of compiled libraries (default: the user cache directory).
    pub fn cache_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.code.cache_dir = Some(dir.into());
        self
    }

    /// The domain calls are expected to have (see
    /// [`CodeOptions::expected_domain`]): a hint, any domain still runs.
    pub fn expected_domain(mut self, domain: [usize; 3]) -> Self {
        self.code.expected_domain = Some(domain);
        self
    }

    /// Every option of the code at once (replacing back-end, passes, cache
    /// and writer options set before).
    pub fn code_options(mut self, code: CodeOptions) -> Self {
        self.code = code;
        self
    }

    /// Parses, checks and lowers the stencil. Code is generated and compiled later,
    /// on first use.
    pub fn build(self) -> Result<Stencil, Error> {
        let (signature, mut timings) = self.lower()?;
        let t = Instant::now();
        let mut stencil = Stencil::from_signature(Arc::new(signature), self.code);
        stencil.analysis.domain_size = self.domain_size;
        timings.lower += t.elapsed();
        stencil.timings = timings;
        Ok(stencil)
    }

    /// Parses, checks and lowers the stencil to its [`Signature`] only: what
    /// a program records of the stencils it calls.
    pub fn signature(self) -> Result<Arc<Signature>, Error> {
        self.lower().map(|(signature, _)| Arc::new(signature))
    }

    /// The front end, the checks and the OIR, timed.
    fn lower(&self) -> Result<(Signature, Timings), Error> {
        let mut timings = Timings::default();
        let t = Instant::now();
        let ir = match &self.prebuilt {
            Some(ir) => ir.clone(),
            None => {
                let ir = crate::frontend::lower_source(&self.source, &self.frontend)
                    .map_err(Error::Diagnostics)?;
                timings.parse = t.elapsed();
                let t = Instant::now();
                let problems = crate::check::check(&ir);
                if !problems.is_empty() {
                    return Err(Error::Diagnostics(Diagnostics(problems)));
                }
                timings.check = t.elapsed();
                ir
            }
        };
        let t = Instant::now();
        let signature = Signature::new(ir, self.code.optimise(), &self.file_name, &self.source);
        timings.lower = t.elapsed();
        Ok((signature, timings))
    }
}

/// Where the time of a build went.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Timings {
    /// Parsing and lowering to the stencil IR.
    pub parse: Duration,
    /// The parallel-model checks.
    pub check: Duration,
    /// Lowering to the optimisation IR and extent analysis.
    pub lower: Duration,
    /// Kernel IR and the target's code.
    pub generate: Duration,
    /// The build of the library (compile and load, or cache lookup).
    pub build: BuildReport,
}

/// A checked stencil, ready to generate code and run.
pub struct Stencil {
    /// The stencil before any target: IR, OIR, what a call must satisfy.
    signature: Arc<Signature>,
    /// The analyses every target's lowering uses, computed once.
    analysis: Analysis,
    options: CodeOptions,
    timings: Timings,
    /// Kernel IR and code per [`Layout`] (by index), each made on first use.
    generated: [OnceLock<Result<Generated, WriteError>>; 2],
    /// The loaded code per layout, and how its build went.
    library: [OnceLock<Loaded>; 2],
}

/// Loaded code, or why it could not be loaded.
type Loaded = Result<Box<dyn Executable>, Arc<BuildError>>;

/// The kernel IR and the code written from it.
struct Generated {
    module: Module,
    code: Code,
}

impl Stencil {
    /// Starts building a stencil from GTScript source.
    pub fn from_source(source: &str) -> StencilBuilder {
        StencilBuilder {
            source: source.to_string(),
            file_name: "stencil.py".into(),
            frontend: FrontendOptions::default(),
            code: CodeOptions::default(),
            prebuilt: None,
            domain_size: None,
        }
    }

    /// The stencil of `signature`, whose code will be made with `options`
    /// (their passes must be those the signature was optimised with).
    pub fn from_signature(signature: Arc<Signature>, options: CodeOptions) -> Stencil {
        debug_assert_eq!(
            signature.is_optimised(),
            !options.backend.interprets(),
            "stencil `{}`: its signature was lowered for another kind of back-end than {}",
            signature.name(),
            options.backend.name()
        );
        let (oir, extents) = signature.oir();
        let analysis = Analysis::new(oir, extents, signature.source_file(), signature.source());
        Stencil {
            signature,
            analysis,
            options,
            timings: Timings::default(),
            generated: Default::default(),
            library: Default::default(),
        }
    }

    /// A builder for stencil IR made from this one's (a rewritten copy), with
    /// this stencil's code options; the IR is not re-checked, and the domain
    /// size is left unset.
    pub fn with_ir(&self, ir: ir::Stencil) -> StencilBuilder {
        let mut builder = Stencil::from_source("").code_options(self.options.clone());
        builder.file_name = self.signature.source_file().to_string();
        builder.prebuilt = Some(ir);
        builder
    }

    /// Starts building a stencil from stencil IR made by another stage (a
    /// program's merged group): it is not re-checked, and its code carries no
    /// `#line` directives (its spans point into several sources).
    pub fn from_ir(ir: ir::Stencil) -> StencilBuilder {
        let mut builder = Stencil::from_source("").line_directives(false);
        builder.prebuilt = Some(ir);
        builder
    }

    /// The code options it was built with, to build related stencils alike.
    pub fn code_options(&self) -> &CodeOptions {
        &self.options
    }

    /// The stencil before any target (shared with the programs that call it).
    pub fn signature(&self) -> &Arc<Signature> {
        &self.signature
    }

    /// The stencil IR.
    pub fn ir(&self) -> &ir::Stencil {
        self.signature.ir()
    }

    /// The optimisation IR and its extents.
    pub fn oir(&self) -> (&oir::Stencil, &Extents) {
        self.signature.oir()
    }

    /// The OIR as lowered, before the optimisation passes, with its extents
    /// (see [`Signature::reference_oir`]).
    pub fn reference_oir(&self) -> (&oir::Stencil, &Extents) {
        self.signature.reference_oir()
    }

    /// Checks that `fields` and `scalars` fit a call over `domain`: for the
    /// stencil as written ([`Stencil::reference_oir`]) and as optimised.
    pub fn validate_parts<F: runtime::FieldShape>(
        &self,
        fields: &BTreeMap<String, F>,
        scalars: &mut BTreeMap<String, Scalar>,
        domain: [usize; 3],
    ) -> Result<(), RuntimeError> {
        self.signature.validate_parts(fields, scalars, domain)
    }

    /// What each optimisation pass did (empty for the interpreter).
    pub fn explain(&self) -> &[String] {
        self.signature.explain()
    }

    /// The back-end.
    pub fn backend(&self) -> Backend {
        self.options.backend
    }

    /// Timings of the build so far.
    pub fn timings(&self) -> Timings {
        self.timings
    }

    /// The generated code for fields in the target's own layout (for C: I
    /// contiguous), generated once, then cached. Nothing is executed.
    /// The interpreter has no code: it gets the C target's.
    pub fn generate(&self) -> Result<&Code, Error> {
        self.generate_for(Layout::IFirst)
    }

    /// The generated code for fields stored in `layout` (CPU targets; device
    /// targets take any layout through their strides).
    pub fn generate_for(&self, layout: Layout) -> Result<&Code, Error> {
        self.generated(layout).map(|g| &g.code)
    }

    /// The kernel IR the code is written from, for fields stored in `layout`.
    pub fn kernel_module(&self, layout: Layout) -> Result<&Module, Error> {
        self.generated(layout).map(|g| &g.module)
    }

    /// The per-stencil analyses handed to every target.
    pub fn analysis(&self) -> &Analysis {
        &self.analysis
    }

    fn writer(&self) -> &'static dyn Writer {
        self.options.backend.writer()
    }

    /// The layout whose code runs fields stored in `layout`: device targets
    /// have one code for every layout.
    fn code_layout(&self, layout: Layout) -> Layout {
        match self.writer().lowering() {
            crate::kernel::Lowering::Cpu => layout,
            crate::kernel::Lowering::Device => Layout::IFirst,
        }
    }

    /// The layout whose executable runs fields stored in `layout`: the
    /// interpreter's runs every layout.
    fn executable_layout(&self, layout: Layout) -> Layout {
        match self.runs_code() {
            true => self.code_layout(layout),
            false => Layout::IFirst,
        }
    }

    /// The names of the field parameters the stencil writes.
    pub fn written_fields(&self) -> Vec<String> {
        self.signature.written_fields()
    }

    /// For every field parameter, per spatial axis of the field, the lowest
    /// index the stencil accesses on a call over `domain`, relative to the
    /// field's origin (see [`Signature::lowest_accesses`]).
    pub fn lowest_accesses(&self, domain: [usize; 3]) -> BTreeMap<String, Vec<i64>> {
        self.signature.lowest_accesses(domain)
    }

    /// The target's schedule for this stencil, one line per choice (for C:
    /// tiles, loop orders, buffers and k-caches; for devices: the kernels;
    /// nothing for the interpreter).
    pub fn schedule(&self) -> Vec<String> {
        if !self.runs_code() {
            return Vec::new();
        }
        match self.writer().lowering() {
            crate::kernel::Lowering::Cpu => {
                let staged = self.writer().stages_columns();
                crate::kernel::cpu::describe(&self.analysis, Layout::IFirst, staged)
            }
            crate::kernel::Lowering::Device => match self.kernel_module(Layout::IFirst) {
                Ok(m) => crate::kernel::device::describe(m),
                Err(e) => vec![e.to_string()],
            },
        }
    }

    fn generated(&self, layout: Layout) -> Result<&Generated, Error> {
        let layout = self.code_layout(layout);
        let generated = self.generated[layout.index()].get_or_init(|| {
            let writer = self.writer();
            if writer.lowering() == crate::kernel::Lowering::Cpu {
                let oir = self.oir().0;
                if let Err(id) = crate::kernel::analysis::tile_phases(oir) {
                    return Err(WriteError::TileHazard {
                        target: writer.name(),
                        field: oir.symbols.get(id).name.clone(),
                    });
                }
            }
            let module = crate::back::lower(writer, &self.analysis, layout);
            let code = crate::back::generate(writer, &module, &self.options.write)?;
            Ok(Generated { module, code })
        });
        generated.as_ref().map_err(|e| Error::Write(e.clone()))
    }

    /// Generates, compiles and loads the code if that has not happened yet;
    /// returns the timings of the build.
    pub fn compile(&mut self) -> Result<Timings, Error> {
        if self.runs_code() && self.library[Layout::IFirst.index()].get().is_none() {
            let t = Instant::now();
            self.generate()?;
            self.timings.generate = t.elapsed();
        }
        let report = self.load(Layout::IFirst)?;
        self.timings.build = report;
        Ok(self.timings)
    }

    /// The loaded code for `layout`, built on first use; the report says how
    /// this call found it (a cache hit in this process after the first).
    fn load(&self, layout: Layout) -> Result<BuildReport, Error> {
        let loader = self.options.backend.loader();
        let layout = self.executable_layout(layout);
        let generated = match loader.runs_code() {
            true => Some(self.generated(layout)?),
            false => None,
        };
        let mut first = None;
        let loaded = self.library[layout.index()].get_or_init(|| {
            let source = Source {
                analysis: &self.analysis,
                generated: generated.map(|g| (&g.code, &g.module)),
                cache: self.options.cache_dir.as_deref(),
                expected_domain: self.options.expected_domain,
            };
            let (exe, report) = loader.load(&source).map_err(Arc::new)?;
            first = Some(report);
            Ok(exe)
        });
        match loaded {
            Ok(_) => Ok(first.unwrap_or(BuildReport {
                in_process: true,
                cache_hit: true,
                ..Default::default()
            })),
            Err(e) => Err(Error::Build(e.clone())),
        }
    }

    fn executable(&self, layout: Layout) -> Result<&dyn Executable, Error> {
        self.load(layout)?;
        match self.library[self.executable_layout(layout).index()].get() {
            Some(Ok(exe)) => Ok(exe.as_ref()),
            Some(Err(e)) => Err(Error::Build(e.clone())),
            None => Err(Error::Runtime(RuntimeError::new("the code is not loaded"))),
        }
    }

    /// Generates and loads the code for the target's own layout, if that has
    /// not happened yet (as [`Stencil::compile`], through a shared reference).
    pub fn prepare(&self) -> Result<(), Error> {
        self.load(Layout::IFirst).map(|_| ())
    }

    /// Sets the number of threads used by later calls (C back-end; loads the
    /// library if needed).
    pub fn set_threads(&self, threads: usize) -> Result<(), Error> {
        Ok(self.executable(Layout::IFirst)?.set_threads(threads)?)
    }

    /// Whether its executable runs code a writer wrote (the interpreter's
    /// runs the OIR).
    fn runs_code(&self) -> bool {
        self.options.backend.loader().runs_code()
    }
}
