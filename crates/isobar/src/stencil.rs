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

use crate::backend::c::{self, CCode, COptions};
use crate::backend::WriteError;
use crate::frontend::FrontendOptions;
use crate::ir::{self, Literal, SymbolKind};
use crate::loops::{Layout, Param, ParamKind, StencilCall};
use crate::oir::{self, extents::Extents};
use crate::runtime::jit::{BuildReport, Jit, JitError, Library};
use crate::runtime::{self, Call, RuntimeError, Scalar};
use crate::{interp, Diagnostics};
use std::collections::BTreeMap;
use std::ffi::c_void;
use std::fmt;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

/// Where a stencil runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// The reference interpreter.
    Debug,
    /// Generated C with OpenMP, compiled by the system compiler.
    C,
}

impl Backend {
    /// The order in which the back-end prefers a field's axes stored, slowest
    /// first, for a field with `axes` and `data_dims` data dimensions (indices
    /// into its shape: spatial axes in I, J, K order, then data dimensions).
    ///
    /// The C back-end uses GT4Py's `cpu_ifirst` layout: data dimensions
    /// outermost, then J, then K, with I contiguous, so that the innermost loop
    /// runs along I in SIMD lanes, also in FORWARD/BACKWARD sweeps. The
    /// interpreter uses C order, as NumPy does. Both accept any layout.
    pub fn axis_order(self, axes: crate::ir::Axes, data_dims: usize) -> Vec<usize> {
        let spatial = [axes.i, axes.j, axes.k].iter().filter(|&&a| a).count();
        match self {
            Backend::Debug => (0..spatial + data_dims).collect(),
            Backend::C => {
                let position = |present: bool, before: &[bool]| {
                    present.then(|| before.iter().filter(|&&b| b).count())
                };
                let i = position(axes.i, &[]);
                let j = position(axes.j, &[axes.i]);
                let k = position(axes.k, &[axes.i, axes.j]);
                let mut order: Vec<usize> = (spatial..spatial + data_dims).collect();
                order.extend([j, k, i].into_iter().flatten());
                order
            }
        }
    }
}

/// Anything that can go wrong between source and result.
#[derive(Debug)]
pub enum Error {
    /// The stencil is not valid GTScript.
    Diagnostics(Diagnostics),
    /// Code generation failed.
    Write(WriteError),
    /// Compiling or loading the code failed.
    Jit(JitError),
    /// The call's arguments are wrong, or the run failed.
    Runtime(RuntimeError),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Diagnostics(d) => write!(f, "{d}"),
            Error::Write(e) => write!(f, "{e}"),
            Error::Jit(e) => write!(f, "{e}"),
            Error::Runtime(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<RuntimeError> for Error {
    fn from(e: RuntimeError) -> Self {
        Error::Runtime(e)
    }
}

/// Options of a stencil build.
#[derive(Clone, Debug)]
pub struct StencilBuilder {
    source: String,
    file_name: String,
    frontend: FrontendOptions,
    backend: Backend,
    c: COptions,
    cache_dir: Option<PathBuf>,
    disabled_passes: Vec<String>,
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

    /// The back-end (default: C).
    pub fn backend(mut self, backend: Backend) -> Self {
        self.backend = backend;
        self
    }

    /// Whether generated C carries `#line` directives (default: yes).
    pub fn line_directives(mut self, on: bool) -> Self {
        self.c.line_directives = on;
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
        let ir = crate::frontend::lower_source(&self.source, &self.frontend)
            .map_err(Error::Diagnostics)?;
        timings.parse = t.elapsed();
        let t = Instant::now();
        let problems = crate::check::check(&ir);
        if !problems.is_empty() {
            return Err(Error::Diagnostics(Diagnostics(problems)));
        }
        timings.check = t.elapsed();
        let t = Instant::now();
        let mut oir = oir::lower(&ir);
        // The interpreter is the oracle: it runs the OIR as lowered. Compiled
        // back-ends run the optimised OIR.
        let explain = if self.backend == Backend::Debug {
            Vec::new()
        } else {
            oir::passes::optimize(&mut oir, &self.disabled_passes)
        };
        let extents = oir::extents::compute(&oir);
        timings.lower = t.elapsed();
        Ok(Stencil {
            ir,
            oir,
            extents,
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
    /// Loop IR and C text.
    pub generate: Duration,
    /// The build of the library (compile and load, or cache lookup).
    pub build: BuildReport,
}

/// The C entry point of a generated library.
type Entry =
    unsafe extern "C" fn(*const *mut c_void, *const i64, *const *const c_void, *const i64) -> i32;

struct Loaded {
    _library: Arc<Library>,
    entry: Entry,
}

/// A checked stencil, ready to generate code and run.
pub struct Stencil {
    ir: ir::Stencil,
    oir: oir::Stencil,
    extents: Extents,
    options: StencilBuilder,
    timings: Timings,
    explain: Vec<String>,
    /// Code and library per [`Layout`] (by index), each made on first use.
    generated: [OnceLock<Result<Generated, WriteError>>; 2],
    library: [OnceLock<Result<Loaded, String>>; 2],
}

/// The generated code and the routine's parameters (which say how to pass fields).
struct Generated {
    code: CCode,
    params: Vec<Param>,
}

impl Stencil {
    /// Starts building a stencil from GTScript source.
    pub fn from_source(source: &str) -> StencilBuilder {
        StencilBuilder {
            source: source.to_string(),
            file_name: "stencil.py".into(),
            frontend: FrontendOptions::default(),
            backend: Backend::C,
            c: COptions::default(),
            cache_dir: None,
            disabled_passes: Vec::new(),
        }
    }

    /// The stencil IR.
    pub fn ir(&self) -> &ir::Stencil {
        &self.ir
    }

    /// The optimisation IR and its extents.
    pub fn oir(&self) -> (&oir::Stencil, &Extents) {
        (&self.oir, &self.extents)
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

    /// The generated C code for fields in the C back-end's own layout (I
    /// contiguous), generated once, then cached. Nothing is executed.
    pub fn generate(&self) -> Result<&CCode, Error> {
        self.generate_for(Layout::IFirst)
    }

    /// The generated C code for fields stored in `layout`.
    pub fn generate_for(&self, layout: Layout) -> Result<&CCode, Error> {
        self.generated(layout).map(|g| &g.code)
    }

    /// The names of the field parameters the stencil writes.
    pub fn written_fields(&self) -> Vec<String> {
        let mut written = std::collections::BTreeSet::new();
        for (_, _, e) in self.oir.executions() {
            for top in &e.body {
                top.walk(&mut |s| {
                    if let oir::Stmt::Assign { target, .. } = s {
                        if self.oir.symbols.get(target.field).is_field_param() {
                            written.insert(self.oir.symbols.get(target.field).name.clone());
                        }
                    }
                });
            }
        }
        written.into_iter().collect()
    }

    /// The C back-end's loop schedule for this stencil (tiles, loop orders,
    /// buffers and k-caches), one line per choice.
    pub fn schedule(&self) -> Vec<String> {
        StencilCall::new(
            &self.oir,
            &self.extents,
            &self.options.file_name,
            &self.options.source,
        )
        .describe()
    }

    fn generated(&self, layout: Layout) -> Result<&Generated, Error> {
        let generated = self.generated[layout.index()].get_or_init(|| {
            let call = StencilCall::new(
                &self.oir,
                &self.extents,
                &self.options.file_name,
                &self.options.source,
            )
            .with_layout(layout);
            let routine = call.lower();
            Ok(Generated {
                code: c::write(&routine, self.options.c)?,
                params: routine.params,
            })
        });
        generated.as_ref().map_err(|e| Error::Write(e.clone()))
    }

    /// Generates, compiles and loads the code if that has not happened yet;
    /// returns the timings of the build.
    pub fn compile(&mut self) -> Result<Timings, Error> {
        if self.options.backend == Backend::Debug {
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

    fn load(&self, layout: Layout) -> Result<BuildReport, Error> {
        let mut report = BuildReport {
            in_process: true,
            cache_hit: true,
            ..Default::default()
        };
        let loaded = self.library[layout.index()].get_or_init(|| {
            let code = self.generate_for(layout).map_err(|e| e.to_string())?;
            let jit = match &self.options.cache_dir {
                Some(dir) => Jit::with_cache_dir(dir),
                None => Jit::new(),
            }
            .map_err(|e| e.to_string())?;
            let (library, r) = jit.build(&code.source).map_err(|e| e.to_string())?;
            report = r;
            // SAFETY: the entry point's type is the one the C writer emits.
            let entry =
                unsafe { library.function::<Entry>(&code.entry) }.map_err(|e| e.to_string())?;
            Ok(Loaded {
                _library: library,
                entry,
            })
        });
        match loaded {
            Ok(_) => Ok(report),
            Err(e) => Err(Error::Jit(JitError::Load(e.clone()))),
        }
    }

    /// Sets the number of OpenMP threads used by later calls (C back-end; loads
    /// the library if needed).
    pub fn set_threads(&self, threads: usize) -> Result<(), Error> {
        if self.options.backend == Backend::C {
            self.load(Layout::IFirst)?;
            if let Some(Ok(loaded)) = self.library[Layout::IFirst.index()].get() {
                loaded._library.set_threads(threads).map_err(Error::Jit)?;
            }
        }
        Ok(())
    }

    /// Arguments for a call on `domain`: every field allocated with the levels the
    /// stencil needs above and below and `halo` points in I and J (`None`: the
    /// points it needs), in the back-end's preferred layout
    /// ([`Backend::axis_order`]), its elements from `field_value` in logical
    /// order; scalars from `scalar_value`. Both get the declared type.
    pub fn arguments(
        &self,
        domain: [usize; 3],
        halo: Option<usize>,
        field_value: &mut dyn FnMut(crate::ir::DType) -> Scalar,
        scalar_value: &mut dyn FnMut(crate::ir::DType) -> Scalar,
    ) -> Call {
        let mut call = Call {
            domain,
            ..Default::default()
        };
        for &p in &self.ir.params {
            let symbol = self.ir.symbols.get(p);
            match &symbol.kind {
                SymbolKind::ScalarParam(t) => {
                    call.scalars
                        .insert(symbol.name.clone(), scalar_value(*t).cast(*t));
                }
                SymbolKind::FieldParam(ty) => {
                    let (h, below, above) = self
                        .extents
                        .fields
                        .get(&p)
                        .map(|f| f.buffer_halo())
                        .unwrap_or_default();
                    let needed = [
                        (-h.i_lo as usize, h.i_hi as usize),
                        (-h.j_lo as usize, h.j_hi as usize),
                    ];
                    let pads = [
                        halo.map_or(needed[0], |n| (n, n)),
                        halo.map_or(needed[1], |n| (n, n)),
                        (below as usize, above as usize),
                    ];
                    let present = [ty.axes.i, ty.axes.j, ty.axes.k];
                    let (mut shape, mut origin) = (Vec::new(), Vec::new());
                    for axis in 0..3 {
                        if present[axis] {
                            shape.push(pads[axis].0 + domain[axis] + pads[axis].1);
                            origin.push(pads[axis].0);
                        }
                    }
                    shape.extend(ty.data_dims.iter().map(|&d| d as usize));
                    let order = self.options.backend.axis_order(ty.axes, ty.data_dims.len());
                    let mut field = crate::runtime::Field::zeros_in_order(ty.dtype, &shape, &order);
                    for n in field.positions() {
                        field.set(n, field_value(ty.dtype));
                    }
                    call.fields.insert(
                        symbol.name.clone(),
                        crate::runtime::FieldArg { field, origin },
                    );
                }
                SymbolKind::Temporary(_) => {}
            }
        }
        call
    }

    /// Seed 002's name for [`Stencil::call`].
    pub fn compute(&self, call: &mut Call) -> Result<(), Error> {
        self.call(call)
    }

    /// Runs the stencil on `call` (validated first); fields are updated in place.
    pub fn call(&self, call: &mut Call) -> Result<(), Error> {
        match self.options.backend {
            Backend::Debug => Ok(interp::run(&self.oir, &self.extents, call)?),
            Backend::C => {
                runtime::validate(&self.oir, &self.extents, call)?;
                self.call_c(call)
            }
        }
    }

    /// Runs the stencil on arrays the caller owns (NumPy buffers, say), in
    /// place and without copies on the C back-end (the debug back-end copies
    /// in and out). The arguments are validated first, as by [`Stencil::call`].
    ///
    /// # Safety
    /// Every [`runtime::ArrayArg`] must describe memory that is valid for reads
    /// and writes of its dtype at every index of its shape and strides, for the
    /// whole call, and no two arguments may overlap where the stencil writes.
    pub unsafe fn call_arrays(&self, call: &mut runtime::ArrayCall) -> Result<(), Error> {
        runtime::validate_parts(
            &self.oir,
            &self.extents,
            &call.fields,
            &mut call.scalars,
            call.domain,
        )?;
        match self.options.backend {
            Backend::Debug => {
                let mut owned = Call {
                    domain: call.domain,
                    scalars: call.scalars.clone(),
                    ..Default::default()
                };
                for (name, arg) in &call.fields {
                    let field_arg = runtime::FieldArg {
                        // SAFETY: the caller's guarantee.
                        field: unsafe { arg.to_field() },
                        origin: arg.origin.clone(),
                    };
                    owned.fields.insert(name.clone(), field_arg);
                }
                interp::run(&self.oir, &self.extents, &mut owned)?;
                // Only what the stencil writes goes back: an input aliasing an
                // output must not overwrite it with its old values.
                let written = self.written_fields();
                for (name, arg) in call.fields.iter().filter(|(n, _)| written.contains(n)) {
                    if let Some(result) = owned.fields.get(name) {
                        // SAFETY: the caller's guarantee.
                        unsafe { arg.copy_from(&result.field) };
                    }
                }
                Ok(())
            }
            Backend::C => self.invoke(&call.fields, &call.scalars, call.domain),
        }
    }

    fn call_c(&self, call: &mut Call) -> Result<(), Error> {
        let mut arrays = BTreeMap::new();
        for (name, arg) in &mut call.fields {
            let array = runtime::ArrayArg {
                data: arg.field.as_mut_ptr(),
                dtype: arg.field.dtype(),
                shape: arg.field.shape().to_vec(),
                strides: arg.field.strides().iter().map(|&s| s as isize).collect(),
                origin: arg.origin.clone(),
            };
            arrays.insert(name.clone(), array);
        }
        self.invoke(&arrays, &call.scalars, call.domain)
    }

    /// The layout whose loops suit the arguments: K-first when the fields
    /// with K and a horizontal axis mostly store K contiguously (NumPy's C
    /// order), I-first otherwise.
    fn layout_of(&self, arrays: &BTreeMap<String, runtime::ArrayArg>) -> Layout {
        let (mut k_votes, mut i_votes) = (0, 0);
        for &p in &self.oir.params {
            let symbol = self.oir.symbols.get(p);
            let (SymbolKind::FieldParam(ty), Some(arg)) = (&symbol.kind, arrays.get(&symbol.name))
            else {
                continue;
            };
            if !ty.axes.k || !(ty.axes.i || ty.axes.j) {
                continue;
            }
            let k_axis = ty.axes.rank() - 1;
            if arg.strides.get(k_axis).map(|s| s.abs()) == Some(1) {
                k_votes += 1;
            } else if ty.axes.i && arg.strides.first().map(|s| s.abs()) == Some(1) {
                i_votes += 1;
            }
        }
        if k_votes > i_votes {
            Layout::KFirst
        } else {
            Layout::IFirst
        }
    }

    /// Calls the library for the arguments' layout (built on first use) on
    /// validated arguments.
    fn invoke(
        &self,
        arrays: &BTreeMap<String, runtime::ArrayArg>,
        scalar_args: &BTreeMap<String, Scalar>,
        domain: [usize; 3],
    ) -> Result<(), Error> {
        let layout = self.layout_of(arrays);
        self.load(layout)?;
        let Some(Ok(loaded)) = self.library[layout.index()].get() else {
            return Err(Error::Jit(JitError::Load(
                "the library is not loaded".into(),
            )));
        };
        let generated = self.generated(layout)?;
        let routine_params = &generated.params;
        let mut fields: Vec<*mut c_void> = Vec::new();
        let mut strides: Vec<i64> = Vec::new();
        let mut scalar_bytes: Vec<[u8; 8]> = Vec::new();
        for (param, &id) in routine_params.iter().zip(&self.oir.params) {
            let symbol = self.oir.symbols.get(id);
            match (&param.kind, &symbol.kind) {
                (
                    ParamKind::Field {
                        dtype,
                        axes,
                        k_bounds,
                        ..
                    },
                    SymbolKind::FieldParam(_),
                ) => {
                    let arg = arrays.get(&symbol.name).ok_or_else(|| {
                        RuntimeError::new(format!("missing field argument `{}`", symbol.name))
                    })?;
                    let offset: isize = arg
                        .origin
                        .iter()
                        .zip(&arg.strides)
                        .map(|(&o, &s)| o as isize * s)
                        .sum();
                    // SAFETY: validation checked that the origin lies inside the array.
                    let origin = unsafe {
                        arg.data
                            .cast::<u8>()
                            .offset(offset * dtype.size_bytes() as isize)
                    };
                    fields.push(origin.cast());
                    strides.extend(arg.strides.iter().map(|&s| s as i64));
                    if k_bounds.is_some() {
                        let k_axis = axes.rank() - 1;
                        let origin_k = arg.origin[k_axis] as i64;
                        strides.push(-origin_k);
                        strides.push(arg.shape[k_axis] as i64 - origin_k);
                    }
                }
                (ParamKind::Scalar { dtype }, _) => {
                    let value = scalar_args.get(&symbol.name).copied().ok_or_else(|| {
                        RuntimeError::new(format!("missing scalar argument `{}`", symbol.name))
                    })?;
                    scalar_bytes.push(scalar_to_bytes(value.cast(*dtype)));
                }
                _ => {}
            }
        }
        let scalars: Vec<*const c_void> = scalar_bytes.iter().map(|b| b.as_ptr().cast()).collect();
        let domain = domain.map(|d| d as i64);
        // SAFETY: the arguments were validated against the stencil: every field is
        // as large as the accesses need, variable offsets are checked by the code.
        let status = unsafe {
            (loaded.entry)(
                fields.as_ptr(),
                strides.as_ptr(),
                scalars.as_ptr(),
                domain.as_ptr(),
            )
        };
        match status {
            0 => Ok(()),
            2 => Err(Error::Runtime(RuntimeError::new(
                "out of memory for the stencil's temporaries",
            ))),
            code if code >= crate::loops::FAIL_OUT_OF_BOUNDS => {
                let id = u32::try_from(code - crate::loops::FAIL_OUT_OF_BOUNDS).ok();
                let name = id
                    .and_then(|id| self.oir.symbols.iter().find(|(s, _)| s.0 == id))
                    .map(|(_, symbol)| symbol.name.clone())
                    .unwrap_or_else(|| "?".into());
                Err(Error::Runtime(RuntimeError::new(format!(
                    "stencil `{}`: an access to `{name}` at a variable K offset or data index fell outside the field; those points were skipped",
                    self.oir.name
                ))))
            }
            other => Err(Error::Runtime(RuntimeError::new(format!(
                "the generated code returned {other}"
            )))),
        }
    }
}

/// A scalar in native byte order, in an 8-byte slot.
fn scalar_to_bytes(v: Scalar) -> [u8; 8] {
    let mut out = [0u8; 8];
    let bytes: Vec<u8> = match v {
        Scalar::Bool(b) => vec![b as u8],
        Scalar::I8(x) => x.to_ne_bytes().to_vec(),
        Scalar::I16(x) => x.to_ne_bytes().to_vec(),
        Scalar::I32(x) => x.to_ne_bytes().to_vec(),
        Scalar::I64(x) => x.to_ne_bytes().to_vec(),
        Scalar::F32(x) => x.to_ne_bytes().to_vec(),
        Scalar::F64(x) => x.to_ne_bytes().to_vec(),
    };
    out[..bytes.len()].copy_from_slice(&bytes);
    out
}
