//! The stencil API (seed 002): a [`Stencil`] is built once from source; its
//! [`Stencil::generate`] returns the code (cached) and [`Stencil::call`] runs
//! it, building the library first if needed. Code generation and execution are
//! separate, so the generated code can also be handed to another build.
//!
//! ```no_run
//! use isobar::stencil::{Backend, Stencil};
//! let source = std::fs::read_to_string("examples/copy.py").unwrap();
//! let stencil = Stencil::from_source(&source).backend(Backend::C).build().unwrap();
//! println!("{}", stencil.generate().unwrap().source);
//! ```

mod call;
pub mod dump;

use crate::back::{Code, WriteError, WriteOptions, Writer};
pub use crate::backend::Backend;
use crate::exec::{BuildError, Executable};
use crate::frontend::FrontendOptions;
use crate::ir::{self, Literal, SymbolKind};
use crate::kernel::analysis::Analysis;
use crate::kernel::{Layout, Module};
use crate::oir::{self, extents::Extents};
use crate::runtime::jit::BuildReport;
use crate::runtime::{self, RuntimeError, Scalar};
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
        Error::Build(Arc::new(e))
    }
}

/// Options of a stencil build.
#[derive(Clone, Debug)]
pub struct StencilBuilder {
    source: String,
    file_name: String,
    frontend: FrontendOptions,
    backend: Backend,
    write: WriteOptions,
    cache_dir: Option<PathBuf>,
    disabled_passes: Vec<String>,
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

    /// The back-end chosen.
    pub fn backend_choice(&self) -> Backend {
        self.backend
    }

    /// The passes switched off.
    pub fn disabled_passes(&self) -> &[String] {
        &self.disabled_passes
    }

    /// The cache directory, if one was set.
    pub fn cache_directory(&self) -> Option<&std::path::Path> {
        self.cache_dir.as_deref()
    }

    /// The back-end (default: C).
    pub fn backend(mut self, backend: Backend) -> Self {
        self.backend = backend;
        self
    }

    /// Whether generated code carries `#line` directives (default: yes).
    pub fn line_directives(mut self, on: bool) -> Self {
        self.write.line_directives = on;
        self
    }

    /// Switches off an optimisation pass by name (see [`crate::oir::passes::PIPELINE`]).
    pub fn disable_pass(mut self, name: &str) -> Self {
        self.disabled_passes.push(name.to_string());
        self
    }

    /// The on-disk cache of compiled libraries (default: the user cache directory).
    pub fn cache_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.cache_dir = Some(dir.into());
        self
    }

    /// Parses, checks and lowers the stencil. Code is generated and compiled later,
    /// on first use.
    pub fn build(self) -> Result<Stencil, Error> {
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
        let mut oir = oir::lower(&ir);
        // The interpreter is the oracle: it runs the OIR as lowered. Compiled
        // back-ends run the optimised OIR.
        let (explain, reference) = if self.backend.interprets() {
            (Vec::new(), None)
        } else {
            let lowered = oir.clone();
            let explain = oir::passes::optimize(&mut oir, &self.disabled_passes);
            let extents = oir::extents::compute(&lowered);
            (explain, Some(Box::new((lowered, extents))))
        };
        let extents = oir::extents::compute(&oir);
        let mut analysis = Analysis::new(&oir, &extents, &self.file_name, &self.source);
        analysis.domain_size = self.domain_size;
        timings.lower = t.elapsed();
        Ok(Stencil {
            ir,
            oir,
            extents,
            reference,
            analysis,
            options: self,
            timings,
            explain,
            generated: Default::default(),
            library: Default::default(),
        })
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
    ir: ir::Stencil,
    oir: oir::Stencil,
    extents: Extents,
    /// For compiled back-ends: the OIR as lowered, before the passes, with
    /// its extents ([`Stencil::reference_oir`]).
    reference: Option<Box<(oir::Stencil, Extents)>>,
    /// The analyses every target's lowering uses, computed once.
    analysis: Analysis,
    options: StencilBuilder,
    timings: Timings,
    explain: Vec<String>,
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
            backend: Backend::C,
            write: WriteOptions::default(),
            cache_dir: None,
            disabled_passes: Vec::new(),
            prebuilt: None,
            domain_size: None,
        }
    }

    /// A builder for stencil IR made from this one's (a rewritten copy), with
    /// this stencil's back-end, cache, passes and write options; the IR is not
    /// re-checked, and the domain size is left unset.
    pub fn with_ir(&self, ir: ir::Stencil) -> StencilBuilder {
        StencilBuilder {
            source: String::new(),
            prebuilt: Some(ir),
            domain_size: None,
            ..self.options.clone()
        }
    }

    /// Starts building a stencil from stencil IR made by another stage (a
    /// program's merged group): it is not re-checked, and its code carries no
    /// `#line` directives (its spans point into several sources).
    pub fn from_ir(ir: ir::Stencil) -> StencilBuilder {
        let mut builder = Stencil::from_source("").line_directives(false);
        builder.prebuilt = Some(ir);
        builder
    }

    /// The options it was built with, to build related stencils alike.
    pub fn options(&self) -> &StencilBuilder {
        &self.options
    }

    /// The stencil IR.
    pub fn ir(&self) -> &ir::Stencil {
        &self.ir
    }

    /// The optimisation IR and its extents.
    pub fn oir(&self) -> (&oir::Stencil, &Extents) {
        (&self.oir, &self.extents)
    }

    /// The OIR as lowered, before the optimisation passes, with its extents:
    /// the stencil's accesses as written, which the interpreter runs. Calls
    /// are checked against them on every back-end, so that a call the
    /// interpreter refuses (a field too small for a read the passes remove
    /// as dead, say) is refused everywhere.
    pub fn reference_oir(&self) -> (&oir::Stencil, &Extents) {
        match &self.reference {
            Some(r) => (&r.0, &r.1),
            None => (&self.oir, &self.extents),
        }
    }

    /// Checks that `fields` and `scalars` fit a call over `domain`: for the
    /// stencil as written ([`Stencil::reference_oir`]) and as optimised.
    pub fn validate_parts<F: runtime::FieldShape>(
        &self,
        fields: &BTreeMap<String, F>,
        scalars: &mut BTreeMap<String, Scalar>,
        domain: [usize; 3],
    ) -> Result<(), RuntimeError> {
        let (oir, extents) = self.reference_oir();
        runtime::validate_parts(oir, extents, fields, scalars, domain)?;
        if self.reference.is_some() {
            runtime::validate_parts(&self.oir, &self.extents, fields, scalars, domain)?;
        }
        Ok(())
    }

    /// What each optimisation pass did (empty for the interpreter).
    pub fn explain(&self) -> &[String] {
        &self.explain
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

    /// The names of the field parameters the stencil writes.
    pub fn written_fields(&self) -> Vec<String> {
        self.analysis
            .written_params
            .iter()
            .map(|&id| self.oir.symbols.get(id).name.clone())
            .collect()
    }

    /// For every field parameter, per spatial axis of the field, the lowest
    /// index the stencil accesses on a call over `domain`, relative to the
    /// field's origin: the smallest origin GT4Py takes is its negation. It
    /// is positive where every access lies after the origin (a field read
    /// at `[1, 0, 0]` only may have the origin -1 along I, as GT4Py's
    /// boundary `(-1, 1)` allows). Conservatively 0 where the stencil does
    /// not access the field, or accesses it at a variable K offset (along
    /// K). Horizontal regions count as placed on `domain` and as GT4Py
    /// places them, whichever reaches lower.
    pub fn lowest_accesses(&self, domain: [usize; 3]) -> BTreeMap<String, Vec<i64>> {
        let placed = runtime::extents_on_domain(&self.oir, &self.extents, domain);
        let nk = i64::try_from(domain[2]).unwrap_or(i64::MAX);
        let mut out = BTreeMap::new();
        for &p in &self.oir.params {
            let symbol = self.oir.symbols.get(p);
            let SymbolKind::FieldParam(ty) = &symbol.kind else {
                continue;
            };
            let mut lows = Vec::new();
            match self.extents.fields.get(&p) {
                None => lows.resize(ty.axes.rank(), 0),
                Some(f) => {
                    let mut h = f.horizontal;
                    if let Some(g) = placed.as_ref().and_then(|e| e.fields.get(&p)) {
                        h = h.union(g.horizontal);
                    }
                    if ty.axes.i {
                        lows.push(i64::from(h.i_lo));
                    }
                    if ty.axes.j {
                        lows.push(i64::from(h.j_lo));
                    }
                    if ty.axes.k {
                        let levels = self.extents.levels_accessed(p, nk).map(|(lo, _)| lo);
                        let below = f.k_below.map(|b| -b);
                        let lo = match (levels, below) {
                            _ if self.analysis.variable_k.contains(&p) => 0,
                            (Some(a), Some(b)) => a.min(b),
                            (Some(a), None) | (None, Some(a)) => a,
                            (None, None) => 0,
                        };
                        lows.push(lo);
                    }
                }
            }
            out.insert(symbol.name.clone(), lows);
        }
        out
    }

    /// The target's schedule for this stencil, one line per choice (for C:
    /// tiles, loop orders, buffers and k-caches; for devices: the kernels;
    /// nothing for the interpreter).
    pub fn schedule(&self) -> Vec<String> {
        if self.options.backend.interprets() {
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
                if let Err(id) = crate::kernel::analysis::tile_phases(&self.oir) {
                    return Err(WriteError::TileHazard {
                        target: writer.name(),
                        field: self.oir.symbols.get(id).name.clone(),
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
        if self.options.backend.interprets() {
            return Ok(self.timings);
        }
        if self.library[Layout::IFirst.index()].get().is_none() {
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
        let Some(loader) = self.options.backend.loader() else {
            return Ok(BuildReport::default());
        };
        let layout = self.code_layout(layout);
        let generated = self.generated(layout)?;
        let mut first = None;
        let loaded = self.library[layout.index()].get_or_init(|| {
            let cache = self.options.cache_dir.as_deref();
            let (exe, report) = loader
                .load(&generated.code, &generated.module, cache)
                .map_err(Arc::new)?;
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
        match self.library[self.code_layout(layout).index()].get() {
            Some(Ok(exe)) => Ok(exe.as_ref()),
            Some(Err(e)) => Err(Error::Build(e.clone())),
            None => Err(Error::Runtime(RuntimeError::new("the code is not loaded"))),
        }
    }

    /// Generates and loads the code for the target's own layout, if that has
    /// not happened yet (as [`Stencil::compile`], through a shared reference).
    pub fn prepare(&self) -> Result<(), Error> {
        if !self.options.backend.interprets() {
            self.load(Layout::IFirst)?;
        }
        Ok(())
    }

    /// Sets the number of threads used by later calls (C back-end; loads the
    /// library if needed).
    pub fn set_threads(&self, threads: usize) -> Result<(), Error> {
        if !self.options.backend.interprets() {
            self.executable(Layout::IFirst)?.set_threads(threads)?;
        }
        Ok(())
    }
}
