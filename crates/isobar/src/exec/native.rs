//! The native executable: a shared library compiled from C or Fortran by
//! the system's compilers ([`crate::runtime::jit`]), called through its
//! array-argument entry point `isobar_entry_NAME(fields, strides, scalars,
//! domain)` (the calling convention is in [`crate::back::c`] and
//! [`crate::back::fortran`]).

use super::{BuildError, Executable, FieldView, Invocation, Loaded, Loader, Source};
use crate::back::c;
use crate::kernel::{
    Module, ParamKind, FAIL_NEEDS_ANY_STRIDES, FAIL_NEEDS_BEYOND_CACHE, FAIL_NEEDS_IN_CACHE,
};
use crate::runtime::jit::{default_cache_dir, Jit, Language, Library, C, FORTRAN};
use crate::runtime::Scalar;
use std::ffi::c_void;
use std::path::Path;
use std::sync::{Arc, OnceLock};

/// Builds code with the system's compiler of its language (OpenMP) and
/// loads the shared library.
#[derive(Clone, Copy, Debug)]
pub struct NativeLoader {
    language: &'static Language,
    convention: Convention,
}

/// C, compiled by the system C compiler (`CC`).
pub const C_LOADER: NativeLoader = NativeLoader {
    language: &C,
    convention: Convention::Origin,
};

/// Fortran, compiled by gfortran (`FC`).
pub const FORTRAN_LOADER: NativeLoader = NativeLoader {
    language: &FORTRAN,
    convention: Convention::Span,
};

impl Loader for NativeLoader {
    fn availability(&self) -> Result<String, BuildError> {
        let jit = Jit::for_language(self.language, &default_cache_dir())?;
        Ok(format!("compiled by {}", jit.compiler().display()))
    }

    fn load(&self, source: &Source<'_>) -> Loaded {
        let (code, module) = source.code(self.language.name)?;
        let dir = source
            .cache
            .map(Path::to_path_buf)
            .unwrap_or_else(default_cache_dir);
        let is_c = self.language.name == C.name;
        let compiler = Jit::for_language(self.language, &dir)?;
        let regime = match source.expected_domain {
            Some(domain) if beyond_cache(module, domain) => Regime::BeyondCache,
            _ => Regime::InCache,
        };
        let jit = match is_c {
            true => usual_c_build(&compiler, regime),
            false => compiler.clone(),
        };
        let (library, report) = jit.build(&code.source)?;
        let params: Vec<ParamKind> = module.params.iter().map(|p| p.kind.clone()).collect();
        let mut exe = NativeExecutable::load(library, &code.entry, self.convention, params)?;
        if is_c {
            let variant = |status: i32, flags: &[&str]| {
                let jit = flags.iter().fold(compiler.clone(), |jit, flag| {
                    jit.with_flag(&format!("-D{flag}"))
                });
                Variant {
                    status,
                    jit,
                    source: code.source.clone(),
                    entry: code.entry.clone(),
                    loaded: OnceLock::new(),
                }
            };
            exe.variants
                .push(variant(FAIL_NEEDS_ANY_STRIDES, &[c::ANY_STRIDES_ONLY]));
            exe.variants.push(match regime {
                Regime::InCache => variant(
                    FAIL_NEEDS_BEYOND_CACHE,
                    &[c::UNIT_STRIDES_ONLY, c::BEYOND_CACHE_ONLY],
                ),
                Regime::BeyondCache => variant(
                    FAIL_NEEDS_IN_CACHE,
                    &[c::UNIT_STRIDES_ONLY, c::IN_CACHE_ONLY],
                ),
            });
        }
        Ok((Box::new(exe), report))
    }
}

/// Which calls a C library's usual build is for: the code for domains larger
/// than the last-level cache (streaming stores, staged sweeps) costs the
/// loops of small domains their speed, so it is built only where calls need
/// it (see [`crate::back::c::IN_CACHE_ONLY`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Regime {
    /// Domains whose fields fit in the cache; larger ones are left to a
    /// second library, built on the first such call.
    InCache,
    /// Domains whose fields exceed the cache; smaller ones are left to a
    /// second library, built on the first such call.
    BeyondCache,
}

/// Whether the fields of a call of `module` on `domain` exceed the
/// last-level cache, as the generated code decides it.
fn beyond_cache(module: &Module, domain: [usize; 3]) -> bool {
    let points = domain.iter().map(|&d| d as f64).product::<f64>();
    points * module.field_bytes_per_point() as f64 > last_level_cache_bytes() as f64
}

/// The last-level cache in bytes, as the generated code reads it:
/// `$ISOBAR_CACHE_BYTES` if set, else Linux's sysfs, else 32 MiB.
fn last_level_cache_bytes() -> u64 {
    let given = std::env::var("ISOBAR_CACHE_BYTES")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .filter(|&b| b > 0);
    given
        .or_else(|| {
            let text =
                std::fs::read_to_string("/sys/devices/system/cpu/cpu0/cache/index3/size").ok()?;
            let text = text.trim();
            let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
            let value: u64 = digits.parse().ok()?;
            let unit = match text[digits.len()..].chars().next() {
                Some('K') => 1 << 10,
                Some('M') => 1 << 20,
                _ => 1,
            };
            value.checked_mul(unit)
        })
        .unwrap_or(32 << 20)
}

/// The C compiler as the C loader runs it for a stencil's usual build (unit
/// strides only, see [`crate::back::c::UNIT_STRIDES_ONLY`], for calls in
/// `regime`), with the cache in `dir`: what finds a stencil's library in the
/// cache.
pub fn c_jit(dir: &Path, regime: Regime) -> Result<Jit, crate::runtime::jit::JitError> {
    Ok(usual_c_build(&Jit::for_language(&C, dir)?, regime))
}

/// `compiler` for the usual C build (see [`c_jit`]).
fn usual_c_build(compiler: &Jit, regime: Regime) -> Jit {
    let unit = compiler.with_flag(&format!("-D{}", c::UNIT_STRIDES_ONLY));
    match regime {
        Regime::InCache => unit.with_flag(&format!("-D{}", c::IN_CACHE_ONLY)),
        Regime::BeyondCache => unit.with_flag(&format!("-D{}", c::BEYOND_CACHE_ONLY)),
    }
}

/// The array-argument entry point of a generated library (C and Fortran).
type Entry =
    unsafe extern "C" fn(*const *mut c_void, *const i64, *const *const c_void, *const i64) -> i32;

/// How an array-argument entry point takes its fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Convention {
    /// C: `fields[n]` points at the compute domain's origin; its strides,
    /// then its K range if it has one.
    Origin,
    /// Fortran: `fields[n]` points at the first element of the memory the
    /// field covers; its length, the origin's offset from there, its
    /// strides, then its K range if it has one.
    Span,
}

/// A loaded native library (compiled C or Fortran) and its entry point.
pub struct NativeExecutable {
    library: Arc<Library>,
    entry: Entry,
    convention: Convention,
    /// The entry point's parameters, in order.
    params: Vec<ParamKind>,
    /// For C: the libraries of the same code built for the calls the usual
    /// build leaves (fields of any strides, domains beyond the cache), each
    /// made on the first call that returns its status.
    variants: Vec<Variant>,
}

/// Another build of a C library (see [`crate::back::c::ANY_STRIDES_ONLY`]
/// and [`crate::back::c::IN_CACHE_ONLY`]), for the calls on which the usual
/// build returns `status` before touching anything.
struct Variant {
    status: i32,
    jit: Jit,
    source: String,
    entry: String,
    loaded: OnceLock<Result<NativeExecutable, Arc<BuildError>>>,
}

impl Variant {
    /// The executable, built on first use.
    fn executable(&self, like: &NativeExecutable) -> Result<&NativeExecutable, BuildError> {
        let loaded = self.loaded.get_or_init(|| {
            let (library, _) = self
                .jit
                .build(&self.source)
                .map_err(|e| Arc::new(e.into()))?;
            NativeExecutable::load(library, &self.entry, like.convention, like.params.clone())
                .map_err(Arc::new)
        });
        loaded
            .as_ref()
            .map_err(|e| BuildError::Shared(Arc::clone(e)))
    }
}

impl NativeExecutable {
    /// The entry point `entry` of `library`, taking fields by `convention`
    /// for the parameters `params` (the kernel module's, in order).
    pub fn load(
        library: Arc<Library>,
        entry: &str,
        convention: Convention,
        params: Vec<ParamKind>,
    ) -> Result<Self, BuildError> {
        // SAFETY: the entry point's type is the one the C and Fortran writers emit.
        let entry = unsafe { library.function::<Entry>(entry) }?;
        Ok(NativeExecutable {
            library,
            entry,
            convention,
            params,
            variants: Vec::new(),
        })
    }
}

impl Executable for NativeExecutable {
    unsafe fn run(&self, call: &Invocation) -> Result<i32, BuildError> {
        let mut fields: Vec<*mut c_void> = Vec::new();
        let mut strides: Vec<i64> = Vec::new();
        let mut views = call.fields.iter();
        for param in &self.params {
            if let ParamKind::Field { axes, k_bounds, .. } = param {
                let Some(view) = views.next() else { break };
                match self.convention {
                    // SAFETY: validation checked that the origin lies inside the array.
                    Convention::Origin => fields.push(unsafe { origin_pointer(view) }.cast()),
                    Convention::Span => {
                        let span = view.span();
                        let bytes = view.dtype.size_bytes() as isize;
                        // SAFETY: the span lies inside the caller's array.
                        fields.push(unsafe { view.data.offset(span.first * bytes) }.cast());
                        strides.push(span.len as i64);
                        strides.push((view.origin_offset() - span.first) as i64);
                    }
                }
                strides.extend(view.strides.iter().map(|&s| s as i64));
                if k_bounds.is_some() {
                    let k_axis = axes.rank() - 1;
                    let origin_k = view.origin[k_axis] as i64;
                    strides.push(-origin_k);
                    strides.push(view.shape[k_axis] as i64 - origin_k);
                }
            }
        }
        let scalar_bytes: Vec<[u8; 8]> = call.scalars.iter().map(|&v| scalar_to_bytes(v)).collect();
        let scalars: Vec<*const c_void> = scalar_bytes.iter().map(|b| b.as_ptr().cast()).collect();
        // SAFETY: the arguments were validated against the stencil: every field is
        // as large as the accesses need, variable offsets are checked by the code.
        let status = unsafe {
            (self.entry)(
                fields.as_ptr(),
                strides.as_ptr(),
                scalars.as_ptr(),
                call.domain.as_ptr(),
            )
        };
        match self.variants.iter().find(|v| v.status == status) {
            // SAFETY: the same call, on the same code built for such calls.
            Some(variant) => unsafe { variant.executable(self)?.run(call) },
            None => Ok(status),
        }
    }

    fn set_threads(&self, threads: usize) -> Result<(), BuildError> {
        Ok(self.library.set_threads(threads)?)
    }
}

/// The address of a field's element at the compute domain's origin.
///
/// # Safety
/// The origin must lie inside the array `view` describes.
pub unsafe fn origin_pointer(view: &FieldView) -> *mut u8 {
    unsafe {
        view.data
            .offset(view.origin_offset() * view.dtype.size_bytes() as isize)
    }
}

/// A scalar in native byte order, in an 8-byte slot.
pub fn scalar_to_bytes(v: Scalar) -> [u8; 8] {
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
