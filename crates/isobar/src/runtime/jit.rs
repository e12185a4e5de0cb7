//! Just-in-time compilation of generated code (C, Fortran) with the
//! system's compilers.
//!
//! Libraries are cached on disk under a key that hashes the source, the
//! compiler's identity and the flags. Entries are written atomically (temporary
//! file, then rename), guarded by a file lock so that processes building the same
//! stencil at once build it once, and carry a content hash so that a truncated
//! or corrupt entry is detected and rebuilt. Loaded libraries are kept in a
//! process-wide table and opened with `RTLD_NODELETE`: unloading a library that
//! ran OpenMP code crashes the process.

use libloading::os::unix::Library as UnixLibrary;
use std::collections::HashMap;
use std::fs::{self, File};
use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// Flags every C library is compiled with (`-ffp-contract=off`: no fused
/// multiply-add, so results match NumPy's operation by operation;
/// `-fno-trapping-math`: floating-point operations raise no traps, so both
/// sides of a select may be computed and the loop vectorised: values are
/// unchanged, only the exception flags a branch would have left alone;
/// `-fno-thread-jumps`: GCC's jump threading would turn the two selects of
/// a GTScript `if`/`else` back into branches and sink into them the loads
/// the printer reads first (`back::hoist`), to be vectorised as masked
/// loads again).
pub const FLAGS: &[&str] = &[
    "-O3",
    "-march=native",
    "-fopenmp",
    "-fPIC",
    "-shared",
    "-std=gnu11",
    "-ffp-contract=off",
    "-fno-trapping-math",
    "-fno-thread-jumps",
];

/// A language the JIT compiles: which compiler, with which flags.
#[derive(Debug)]
pub struct Language {
    /// Its name, for messages.
    pub name: &'static str,
    /// The environment variable naming the compiler (`CC`, `FC`).
    pub compiler_var: &'static str,
    /// The compiler when that variable is unset.
    pub default_compiler: &'static str,
    /// The environment variable with extra flags.
    pub flags_var: &'static str,
    /// Flags every library is compiled with.
    pub flags: &'static [&'static str],
    /// The source file's extension.
    pub extension: &'static str,
    /// The flag that tells the compiler where to write module files, if it
    /// writes any (gfortran's `-J`).
    pub module_dir_flag: Option<&'static str>,
}

/// C, compiled by `$CC` (default `cc`).
pub const C: Language = Language {
    name: "C",
    compiler_var: "CC",
    default_compiler: "cc",
    flags_var: "ISOBAR_CFLAGS",
    flags: FLAGS,
    extension: "c",
    module_dir_flag: None,
};

/// Fortran 2008, compiled by `$FC` (default `gfortran`): as for C, no fused
/// multiply-add; `-fwrapv`: signed integer arithmetic wraps around, as
/// NumPy's does; `-fno-range-check`: constant expressions that overflow or
/// divide by zero fold to what the same operation gives at run time (a
/// narrowing `int(1000003, int8)` wraps, `1.0 / 0.0` is infinite), where
/// gfortran otherwise refused to compile them (fuzz seeds 5407, 5415).
pub const FORTRAN: Language = Language {
    name: "Fortran",
    compiler_var: "FC",
    default_compiler: "gfortran",
    flags_var: "ISOBAR_FFLAGS",
    flags: &[
        "-O3",
        "-march=native",
        "-fopenmp",
        "-fPIC",
        "-shared",
        "-std=f2008",
        "-ffp-contract=off",
        "-fwrapv",
        "-fno-range-check",
    ],
    extension: "f90",
    module_dir_flag: Some("-J"),
};

/// Why a library could not be built or loaded.
#[derive(Debug, thiserror::Error)]
pub enum JitError {
    /// No C compiler was found.
    #[error("no C compiler: {0}")]
    NoCompiler(String),
    /// The compiler rejected the code.
    #[error("{language} compilation failed: {command}\n{output}")]
    Compile {
        /// The language (`C`, `Fortran`).
        language: &'static str,
        /// The command.
        command: String,
        /// What the compiler printed.
        output: String,
    },
    /// A file-system error around the cache.
    #[error("compilation cache: {context}")]
    Io {
        /// What was being done, and to which path.
        context: String,
        /// The error.
        #[source]
        source: std::io::Error,
    },
    /// `dlopen` or symbol lookup failed.
    #[error("cannot load compiled stencil: {0}")]
    Load(String),
    /// A thread count OpenMP cannot start.
    #[error("{0}")]
    Threads(String),
}

/// The most threads a stencil may be asked to run on: oversubscription is
/// allowed up to 64 threads per core (beyond, the OpenMP runtime would abort
/// the process when it fails to create them).
pub fn max_threads() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    cores.saturating_mul(64)
}

fn io(context: &str, path: &Path) -> impl Fn(std::io::Error) -> JitError {
    let what = format!("{context} {}", path.display());
    move |source| JitError::Io {
        context: what.clone(),
        source,
    }
}

/// A loaded library (never unloaded).
pub struct Library {
    library: UnixLibrary,
    /// Where it lives in the cache.
    pub path: PathBuf,
}

impl Library {
    /// Sets the number of OpenMP threads of later parallel regions (all
    /// libraries share one OpenMP runtime).
    pub fn set_threads(&self, threads: usize) -> Result<(), JitError> {
        // SAFETY: `omp_set_num_threads` has type `void (int)`.
        let most = max_threads();
        if threads == 0 || threads > most {
            return Err(JitError::Threads(format!(
                "cannot run on {threads} threads: between 1 and {most} (64 per core of this machine)"
            )));
        }
        let set = unsafe { self.function::<unsafe extern "C" fn(i32)>("omp_set_num_threads") }?;
        unsafe { set(threads.min(i32::MAX as usize) as i32) };
        Ok(())
    }

    /// The address of the function `name`.
    ///
    /// # Safety
    /// `T` must be the function's real type.
    pub unsafe fn function<T: Copy>(&self, name: &str) -> Result<T, JitError> {
        let symbol = unsafe { self.library.get::<T>(name.as_bytes()) }
            .map_err(|e| JitError::Load(format!("{name}: {e}")))?;
        Ok(*symbol)
    }
}

/// How a build went.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct BuildReport {
    /// Found in this process's table of loaded libraries.
    pub in_process: bool,
    /// Found in the on-disk cache (no compilation).
    pub cache_hit: bool,
    /// Time spent in the C compiler.
    pub compile: Duration,
    /// Time spent checking and loading the library.
    pub load: Duration,
    /// The cache directory could not be written (read-only, say): the library
    /// was compiled into a private cache of this process instead.
    pub private_cache: bool,
}

/// The compiler and cache used to build libraries.
#[derive(Clone, Debug)]
pub struct Jit {
    language: &'static Language,
    cache_dir: PathBuf,
    compiler: PathBuf,
    /// Flags from `$CC` after the program name, then `$ISOBAR_CFLAGS`.
    extra_flags: Vec<String>,
    identity: String,
}

fn loaded() -> &'static Mutex<HashMap<String, Arc<Library>>> {
    static LOADED: OnceLock<Mutex<HashMap<String, Arc<Library>>>> = OnceLock::new();
    LOADED.get_or_init(|| Mutex::new(HashMap::new()))
}

/// `$ISOBAR_CACHE_DIR`, else the user cache directory's `isobar`.
pub fn default_cache_dir() -> PathBuf {
    // An empty value means unset, as for most variables of its kind (a
    // relative empty path would put the cache in the working directory).
    if let Some(dir) = std::env::var_os("ISOBAR_CACHE_DIR").filter(|d| !d.is_empty()) {
        let dir = PathBuf::from(dir);
        // A relative directory is taken from where the process started, so
        // that libraries load by path, not by the loader's search.
        return std::path::absolute(&dir).unwrap_or(dir);
    }
    directories::ProjectDirs::from("", "", "isobar")
        .map(|d| d.cache_dir().to_path_buf())
        .unwrap_or_else(|| std::env::temp_dir().join("isobar-cache"))
}

/// The compiler and the flags the environment adds, for C: `$CC` split at
/// white space as `make` does (`CC="gcc -fsanitize=address"`), else `cc`,
/// looked up in `PATH`; then the words of `$ISOBAR_CFLAGS` (for Fortran:
/// `$FC`, `gfortran`, `$ISOBAR_FFLAGS`).
fn find_compiler(language: &Language) -> Result<(PathBuf, Vec<String>), JitError> {
    let cc = std::env::var(language.compiler_var).unwrap_or_default();
    let mut words = cc.split_whitespace().map(str::to_string);
    let name = words
        .next()
        .unwrap_or_else(|| language.default_compiler.into());
    let mut flags: Vec<String> = words.collect();
    if let Ok(extra) = std::env::var(language.flags_var) {
        flags.extend(extra.split_whitespace().map(str::to_string));
    }
    let program = find_program(&name).map_err(|_| {
        JitError::NoCompiler(format!(
            "`{name}` is not in PATH; install it or set {}",
            language.compiler_var
        ))
    })?;
    Ok((program, flags))
}

/// `name` itself if it is a path, else its location in `PATH`.
fn find_program(name: &str) -> Result<PathBuf, JitError> {
    if name.contains('/') {
        return Ok(PathBuf::from(name));
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
        .ok_or_else(|| {
            JitError::NoCompiler(format!("`{name}` is not in PATH; install gcc or set CC"))
        })
}

impl Jit {
    /// The C compiler it runs.
    pub fn compiler(&self) -> &Path {
        &self.compiler
    }

    /// The system compiler with the default cache directory.
    pub fn new() -> Result<Jit, JitError> {
        Jit::with_cache_dir(&default_cache_dir())
    }

    /// The system C compiler with the given cache directory.
    pub fn with_cache_dir(dir: &Path) -> Result<Jit, JitError> {
        Jit::for_language(&C, dir)
    }

    /// The system's compiler of `language`, with the given cache directory.
    pub fn for_language(language: &'static Language, dir: &Path) -> Result<Jit, JitError> {
        let (compiler, extra_flags) = find_compiler(language)?;
        let resolved = fs::canonicalize(&compiler).unwrap_or_else(|_| compiler.clone());
        let meta = fs::metadata(&resolved).map_err(io("cannot inspect", &resolved))?;
        let modified = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map(|d| d.as_nanos())
            .unwrap_or_default();
        Ok(Jit {
            language,
            cache_dir: dir.to_path_buf(),
            identity: format!(
                "{}:{}:{}:{}",
                resolved.display(),
                meta.len(),
                modified,
                extra_flags.join(" ")
            ),
            compiler,
            extra_flags,
        })
    }

    /// The same compiler with one more flag (part of the cache key).
    pub fn with_flag(&self, flag: &str) -> Jit {
        let mut jit = self.clone();
        jit.extra_flags.push(flag.to_string());
        jit.identity = format!("{} {flag}", jit.identity);
        jit
    }

    /// The cache directory.
    pub fn cache_dir(&self) -> &Path {
        &self.cache_dir
    }

    /// The cache key of `source`.
    pub fn key(&self, source: &str) -> String {
        let mut h = blake3::Hasher::new();
        for part in [source, &self.identity, &self.language.flags.join(" ")] {
            h.update(&(part.len() as u64).to_le_bytes());
            h.update(part.as_bytes());
        }
        h.finalize().to_hex()[..32].to_string()
    }

    /// Loads `source`'s library from the on-disk cache (compiling it if missing),
    /// without consulting this process's table of loaded libraries: what a new
    /// process pays for a cached stencil.
    pub fn load_from_disk(&self, source: &str) -> Result<(Arc<Library>, BuildReport), JitError> {
        let key = self.key(source);
        let so = self.cache_dir.join(format!("{key}.so"));
        if !entry_is_valid(&so) {
            return self.build(source);
        }
        let start = Instant::now();
        let valid = entry_is_valid(&so);
        let library = open(&so)?;
        let report = BuildReport {
            in_process: false,
            cache_hit: valid,
            load: start.elapsed(),
            ..Default::default()
        };
        Ok((Arc::new(Library { library, path: so }), report))
    }

    /// Compiles `source` (or finds it in a cache) and loads it.
    pub fn build(&self, source: &str) -> Result<(Arc<Library>, BuildReport), JitError> {
        let key = self.key(source);
        let start = Instant::now();
        if let Some(lib) = loaded()
            .lock()
            .map_err(|_| JitError::Load("poisoned".into()))?
            .get(&key)
        {
            let report = BuildReport {
                in_process: true,
                cache_hit: true,
                load: start.elapsed(),
                ..Default::default()
            };
            return Ok((lib.clone(), report));
        }
        // A complete entry is loaded as it is: no lock, so a read-only cache
        // works (entries are moved into place whole, then their hash).
        let so = self.cache_dir.join(format!("{key}.so"));
        if entry_is_valid(&so) {
            let library = open(&so)?;
            let report = BuildReport {
                cache_hit: true,
                load: start.elapsed(),
                ..Default::default()
            };
            return Ok((self.remember(key, library, so), report));
        }
        match self.lock_entry(&self.cache_dir, &key) {
            Ok(lock) => self.build_locked(source, key, &self.cache_dir.clone(), lock, start),
            Err(_) => {
                // The cache cannot be written: a private one for this process.
                let private = private_cache_dir()?;
                let lock = self.lock_entry(&private, &key)?;
                let jit = Jit {
                    cache_dir: private.clone(),
                    ..self.clone()
                };
                let (lib, mut report) = jit.build_locked(source, key, &private, lock, start)?;
                report.private_cache = true;
                Ok((lib, report))
            }
        }
    }

    /// Creates `dir` if needed and takes the lock of the entry `key` in it.
    fn lock_entry(&self, dir: &Path, key: &str) -> Result<File, JitError> {
        fs::create_dir_all(dir).map_err(io("cannot create", dir))?;
        let lock_path = dir.join(format!("{key}.lock"));
        // Opened without blocking (a FIFO planted as the lock would block
        // the open until a writer came), and only a regular file is a lock.
        let lock = File::options()
            .create(true)
            .truncate(false)
            .write(true)
            .custom_flags(libc::O_NONBLOCK | libc::O_NOFOLLOW)
            .open(&lock_path)
            .map_err(io("cannot open", &lock_path))?;
        let regular = lock.metadata().is_ok_and(|m| m.file_type().is_file());
        if !regular {
            return Err(io("cannot lock", &lock_path)(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                "the lock is not a regular file",
            )));
        }
        lock.lock().map_err(io("cannot lock", &lock_path))?;
        Ok(lock)
    }

    /// Adds a loaded library to this process's table (or returns the one
    /// another thread added first).
    fn remember(&self, key: String, library: UnixLibrary, path: PathBuf) -> Arc<Library> {
        let lib = Arc::new(Library { library, path });
        match loaded().lock() {
            Ok(mut table) => table.entry(key).or_insert(lib).clone(),
            Err(_) => lib,
        }
    }

    /// Compiles `source` into `dir` unless another process did, holding the
    /// entry's lock, and loads it.
    fn build_locked(
        &self,
        source: &str,
        key: String,
        dir: &Path,
        lock: File,
        start: Instant,
    ) -> Result<(Arc<Library>, BuildReport), JitError> {
        let so = dir.join(format!("{key}.so"));
        let mut report = BuildReport::default();
        if !entry_is_valid(&so) {
            let t = Instant::now();
            self.compile(source, &key, &so)?;
            report.compile = t.elapsed();
        } else {
            report.cache_hit = true;
        }
        let t = Instant::now();
        let library = open(&so)?;
        drop(lock);
        // A cache hit's load time includes checking the entry.
        report.load = if report.cache_hit {
            start.elapsed()
        } else {
            t.elapsed()
        };
        Ok((self.remember(key, library, so), report))
    }

    fn compile(&self, source: &str, key: &str, so: &Path) -> Result<(), JitError> {
        let tmp = tempfile::Builder::new()
            .prefix(&format!("{key}."))
            .tempdir_in(&self.cache_dir)
            .map_err(io(
                "cannot create a temporary directory in",
                &self.cache_dir,
            ))?;
        let ext = self.language.extension;
        let c = tmp.path().join(format!("stencil.{ext}"));
        fs::write(&c, source).map_err(io("cannot write", &c))?;
        let out = tmp.path().join("stencil.so");
        let mut cmd = Command::new(&self.compiler);
        cmd.args(self.language.flags).args(&self.extra_flags);
        if let Some(flag) = self.language.module_dir_flag {
            cmd.arg(flag).arg(tmp.path());
        }
        cmd.arg("-o").arg(&out).arg(&c);
        let command = format!("{cmd:?}");
        let result = cmd
            .output()
            .map_err(|e| JitError::NoCompiler(format!("{}: {e}", self.compiler.display())))?;
        if !result.status.success() {
            return Err(JitError::Compile {
                language: self.language.name,
                command,
                output: String::from_utf8_lossy(&result.stderr).into_owned(),
            });
        }
        let bytes = fs::read(&out).map_err(io("cannot read", &out))?;
        let hash = blake3::hash(&bytes).to_hex().to_string();
        // Keep the source next to the library, for debugging.
        let _ = fs::copy(&c, so.with_extension(ext));
        fs::rename(&out, so).map_err(io("cannot move into place", so))?;
        let hash_tmp = tmp.path().join("hash");
        let mut f = File::create(&hash_tmp).map_err(io("cannot write", &hash_tmp))?;
        f.write_all(hash.as_bytes())
            .map_err(io("cannot write", &hash_tmp))?;
        f.sync_all().map_err(io("cannot sync", &hash_tmp))?;
        fs::rename(&hash_tmp, hash_path(so)).map_err(io("cannot move into place", so))?;
        Ok(())
    }
}

/// A cache directory private to this process, made on first use and kept
/// for its lifetime (loaded libraries are never unloaded).
fn private_cache_dir() -> Result<PathBuf, JitError> {
    static DIR: OnceLock<Result<tempfile::TempDir, String>> = OnceLock::new();
    match DIR.get_or_init(|| {
        tempfile::Builder::new()
            .prefix("isobar-private-cache-")
            .tempdir()
            .map_err(|e| e.to_string())
    }) {
        Ok(dir) => Ok(dir.path().to_path_buf()),
        Err(e) => Err(JitError::Load(format!(
            "the cache is not writable and no private cache could be made: {e}"
        ))),
    }
}

fn hash_path(so: &Path) -> PathBuf {
    so.with_extension("so.blake3")
}

/// True if `so` exists and matches its recorded content hash.
fn entry_is_valid(so: &Path) -> bool {
    let (Ok(bytes), Ok(expected)) = (fs::read(so), fs::read_to_string(hash_path(so))) else {
        return false;
    };
    blake3::hash(&bytes).to_hex().as_str() == expected.trim()
}

fn open(path: &Path) -> Result<UnixLibrary, JitError> {
    let flags = libc::RTLD_NOW | libc::RTLD_LOCAL | libc::RTLD_NODELETE;
    // SAFETY: the library is code isobar generated; its initialisers are the C
    // runtime's and OpenMP's. It is never unloaded (RTLD_NODELETE).
    unsafe { UnixLibrary::open(Some(path), flags) }
        .map_err(|e| JitError::Load(format!("{}: {e}", path.display())))
}
