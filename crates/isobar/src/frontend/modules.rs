//! The modules a stencil file imports, found on a search path and parsed.
//!
//! Model code keeps its helpers and constants in other modules
//! (`from ndsl.stencils.basic_operations import sign`,
//! `import pyFV3.stencils.basic_operations as basic`). Starting from the
//! stencil's file, every top-level `import`/`from ... import` whose module is
//! a file under a directory of the search path (`a/b.py` or
//! `a/b/__init__.py`) is parsed, and so on from there, up to
//! [`MAX_MODULES`] modules and [`MAX_BYTES`] of text. Modules outside the
//! search path (NumPy, GT4Py, the standard library) are not looked for:
//! names from them stay unknown, with a note saying where they come from.
//!
//! Each module is parsed at its own offset in the [`SourceMap`], so spans in
//! an imported helper point into that module's file. Modules come out
//! dependencies first, the stencil's file last, which is the order their
//! constants are evaluated in.

use super::parse::parse_module_at;
use crate::diagnostics::Diagnostic;
use crate::sources::SourceMap;
use ruff_python_ast::{ModModule, Stmt};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Most modules loaded for one stencil file, itself included.
pub const MAX_MODULES: usize = 128;
/// Most bytes of module text loaded for one stencil file.
pub const MAX_BYTES: usize = 16 << 20;

/// One parsed module.
pub struct LoadedModule {
    /// Dotted module name (`ndsl.constants`); the stencil file's own name
    /// where it lies in a package, else its file stem.
    pub name: String,
    /// The file.
    pub path: Option<PathBuf>,
    /// True for a package's `__init__.py` (relative imports start there).
    pub is_package: bool,
    /// The syntax tree (spans at the file's offset in the source map).
    pub module: ModModule,
}

/// The stencil's file and the modules it imports, transitively.
pub struct ModuleSet {
    /// Dependencies before the modules importing them; the stencil's file last.
    pub modules: Vec<LoadedModule>,
    /// Index of each module by dotted name.
    pub by_name: HashMap<String, usize>,
    /// The text of every file.
    pub sources: SourceMap,
    /// Modules found but not loaded (limits reached, unreadable, invalid
    /// Python): name and why.
    pub skipped: Vec<(String, String)>,
}

/// Where imports are looked for.
#[derive(Clone, Debug, Default)]
pub struct SearchPath {
    /// Directories, in order.
    pub roots: Vec<PathBuf>,
    /// Top-level packages not looked for.
    pub skip: std::collections::BTreeSet<String>,
}

impl SearchPath {
    /// `extra` directories, then the package root of `file` (the directory
    /// above the outermost package holding it). (The command line adds
    /// `PYTHONPATH` to `extra`; the library reads no environment.)
    pub fn for_file(file: Option<&Path>, extra: &[PathBuf]) -> SearchPath {
        let mut roots: Vec<PathBuf> = extra.to_vec();
        if let Some(root) = file.and_then(|f| package_root(f).map(|(root, _)| root)) {
            roots.push(root);
        }
        let mut seen = Vec::new();
        roots.retain(|r| {
            let key = r.canonicalize().unwrap_or_else(|_| r.clone());
            let new = !seen.contains(&key);
            seen.push(key);
            new
        });
        SearchPath {
            roots,
            skip: ["gt4py", "numpy", "isobar"].map(String::from).into(),
        }
    }

    /// The file of module `name`, if it is under one of the roots.
    fn find(&self, name: &str) -> Option<PathBuf> {
        if name.is_empty() || !name.split('.').all(is_identifier) {
            return None;
        }
        if name
            .split('.')
            .next()
            .is_some_and(|top| self.skip.contains(top))
        {
            return None;
        }
        let relative: PathBuf = name.split('.').collect();
        for root in &self.roots {
            let file = root.join(&relative).with_extension("py");
            if file.is_file() {
                return Some(file);
            }
            let init = root.join(&relative).join("__init__.py");
            if init.is_file() {
                return Some(init);
            }
        }
        None
    }
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && chars.all(|c| c.is_alphanumeric() || c == '_')
}

/// The directory above the outermost package holding `file`, and the file's
/// dotted module name relative to it (`None` if `file` is in no package).
pub fn package_root(file: &Path) -> Option<(PathBuf, String)> {
    let file = file.canonicalize().ok()?;
    let mut parts = vec![file.file_stem()?.to_string_lossy().into_owned()];
    let mut dir = file.parent()?.to_path_buf();
    let mut in_package = false;
    while dir.join("__init__.py").is_file() {
        in_package = true;
        parts.push(dir.file_name()?.to_string_lossy().into_owned());
        dir = dir.parent()?.to_path_buf();
    }
    if !in_package {
        return None;
    }
    parts.reverse();
    if parts.last().map(String::as_str) == Some("__init__") {
        parts.pop();
    }
    Some((dir, parts.join(".")))
}

/// The modules a top-level import statement of module `importer` names, as
/// candidates in order of preference (`from a import b`: the submodule
/// `a.b`, else `a`).
fn imported_modules(stmt: &Stmt, importer: &str, is_package: bool) -> Vec<Vec<String>> {
    match stmt {
        Stmt::Import(import) => import
            .names
            .iter()
            .map(|a| vec![a.name.to_string()])
            .collect(),
        Stmt::ImportFrom(import) => {
            let Some(base) = absolute_module(
                import.module.as_ref().map(|m| m.as_str()),
                import.level,
                importer,
                is_package,
            ) else {
                return Vec::new();
            };
            import
                .names
                .iter()
                .map(|a| {
                    let mut candidates = Vec::new();
                    if a.name.as_str() != "*" {
                        candidates.push(join(&base, a.name.as_str()));
                    }
                    candidates.push(base.clone());
                    candidates
                })
                .collect()
        }
        _ => Vec::new(),
    }
}

fn join(base: &str, name: &str) -> String {
    if base.is_empty() {
        name.to_string()
    } else {
        format!("{base}.{name}")
    }
}

/// The absolute name of the module `from <level dots><module> import ...`
/// refers to in module `importer` (a package's `__init__` if `is_package`).
pub fn absolute_module(
    module: Option<&str>,
    level: u32,
    importer: &str,
    is_package: bool,
) -> Option<String> {
    if level == 0 {
        return module.map(str::to_string);
    }
    let mut parts: Vec<&str> = importer.split('.').collect();
    if !is_package {
        parts.pop();
    }
    for _ in 1..level {
        parts.pop()?;
    }
    let base = parts.join(".");
    Some(match module {
        Some(m) => join(&base, m),
        None => base,
    })
}

/// Loads the stencil file `text` (at `path`, if it is a file) and the modules
/// it imports from `search`. Errors in the stencil file are returned; an
/// imported module that cannot be read or parsed is skipped.
pub fn load(
    path: Option<&Path>,
    display_name: &str,
    text: &str,
    search: &SearchPath,
) -> Result<ModuleSet, Vec<Diagnostic>> {
    let mut sources = SourceMap::single(display_name, text);
    let main_module = parse_module_at(text, 0)?;
    let (main_name, main_is_package) = match path.and_then(package_root) {
        Some((_, name)) => {
            let is_package =
                path.is_some_and(|p| p.file_name().is_some_and(|f| f == "__init__.py"));
            (name, is_package)
        }
        None => (
            path.and_then(|p| p.file_stem())
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| "__main__".into()),
            false,
        ),
    };
    let mut loader = Loader {
        search,
        sources: &mut sources,
        loaded: Vec::new(),
        by_name: HashMap::new(),
        visiting: Vec::new(),
        skipped: Vec::new(),
        bytes: text.len(),
    };
    loader.visiting.push(main_name.clone());
    loader.visit_imports(&main_module, &main_name, main_is_package);
    let mut modules = loader.loaded;
    let mut by_name = loader.by_name;
    let skipped = loader.skipped;
    by_name.insert(main_name.clone(), modules.len());
    modules.push(LoadedModule {
        name: main_name,
        path: path.map(Path::to_path_buf),
        is_package: main_is_package,
        module: main_module,
    });
    Ok(ModuleSet {
        modules,
        by_name,
        sources,
        skipped,
    })
}

struct Loader<'l> {
    search: &'l SearchPath,
    sources: &'l mut SourceMap,
    loaded: Vec<LoadedModule>,
    by_name: HashMap<String, usize>,
    /// Modules being loaded (an import cycle stops at them).
    visiting: Vec<String>,
    skipped: Vec<(String, String)>,
    bytes: usize,
}

impl Loader<'_> {
    fn visit_imports(&mut self, module: &ModModule, name: &str, is_package: bool) {
        for stmt in &module.body {
            for candidates in imported_modules(stmt, name, is_package) {
                for candidate in candidates {
                    if self.load_module(&candidate) {
                        break;
                    }
                }
            }
        }
    }

    /// Loads module `name` (after its own imports) if it is on the search
    /// path; true if it is loaded (now or before) or being loaded.
    fn load_module(&mut self, name: &str) -> bool {
        if self.by_name.contains_key(name) || self.visiting.iter().any(|v| v == name) {
            return true;
        }
        let Some(file) = self.search.find(name) else {
            return false;
        };
        if self.loaded.len() + self.visiting.len() >= MAX_MODULES {
            self.skip(name, format!("more than {MAX_MODULES} modules"));
            return false;
        }
        let text = match std::fs::read(&file).map(String::from_utf8) {
            Ok(Ok(text)) => text,
            _ => {
                self.skip(
                    name,
                    format!("{} is not readable UTF-8 text", file.display()),
                );
                return false;
            }
        };
        if self.bytes + text.len() > MAX_BYTES {
            self.skip(
                name,
                format!("more than {} MiB of modules", MAX_BYTES >> 20),
            );
            return false;
        }
        let shown = file.display().to_string();
        let Some(base) = self.sources.add(&shown, &text) else {
            self.skip(name, "the sources are too large".into());
            return false;
        };
        let module = match parse_module_at(&text, base) {
            Ok(m) => m,
            Err(_) => {
                self.skip(name, format!("{shown} is not valid Python"));
                return false;
            }
        };
        self.bytes += text.len();
        let is_package = file.file_name().is_some_and(|f| f == "__init__.py");
        self.visiting.push(name.to_string());
        self.visit_imports(&module, name, is_package);
        self.visiting.pop();
        self.by_name.insert(name.to_string(), self.loaded.len());
        self.loaded.push(LoadedModule {
            name: name.to_string(),
            path: Some(file),
            is_package,
            module,
        });
        true
    }

    fn skip(&mut self, name: &str, why: String) {
        if !self.skipped.iter().any(|(n, _)| n == name) {
            self.skipped.push((name.to_string(), why));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_imports_resolve_against_the_package() {
        assert_eq!(
            absolute_module(Some("b"), 1, "pkg.sub.mod", false).as_deref(),
            Some("pkg.sub.b")
        );
        assert_eq!(
            absolute_module(Some("b"), 2, "pkg.sub.mod", false).as_deref(),
            Some("pkg.b")
        );
        assert_eq!(
            absolute_module(None, 1, "pkg.sub", true).as_deref(),
            Some("pkg.sub")
        );
        assert_eq!(
            absolute_module(Some("x"), 0, "pkg.mod", false).as_deref(),
            Some("x")
        );
        assert_eq!(absolute_module(Some("x"), 3, "pkg.mod", false), None);
    }

    #[test]
    fn modules_load_from_the_search_path_dependencies_first() {
        let dir = tempfile::tempdir().expect("tempdir");
        let pkg = dir.path().join("pkg");
        std::fs::create_dir_all(pkg.join("sub")).expect("mkdir");
        std::fs::write(pkg.join("__init__.py"), "").expect("write");
        std::fs::write(pkg.join("sub/__init__.py"), "").expect("write");
        std::fs::write(pkg.join("consts.py"), "G = 9.8\n").expect("write");
        std::fs::write(
            pkg.join("sub/helpers.py"),
            "from ..consts import G\nimport numpy as np\n",
        )
        .expect("write");
        let main = pkg.join("stencils.py");
        let text = "from pkg.sub.helpers import twice\nimport pkg.consts as c\n";
        std::fs::write(&main, text).expect("write");
        let search = SearchPath::for_file(Some(&main), &[]);
        let set = load(Some(&main), "stencils.py", text, &search).expect("loads");
        let names: Vec<&str> = set.modules.iter().map(|m| m.name.as_str()).collect();
        assert_eq!(names, ["pkg.consts", "pkg.sub.helpers", "pkg.stencils"]);
        assert_eq!(set.sources.files().len(), 3);
        // numpy is not on the search path: not looked for, not an error.
        assert!(set.skipped.is_empty(), "{:?}", set.skipped);
    }
}
