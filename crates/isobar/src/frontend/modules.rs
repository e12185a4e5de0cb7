//! The modules a stencil file imports, found on a search path and parsed.
//!
//! Model code keeps its helpers and constants in other modules
//! (`from ndsl.stencils.basic_operations import sign`,
//! `import pyFV3.stencils.basic_operations as basic`). Modules are loaded on
//! demand, name by name: starting from the stencil's file, every name its
//! code uses that an `import`/`from ... import` binds is looked up in the
//! module imported (a file under a directory of the search path, `a/b.py` or
//! `a/b/__init__.py`), where the statements defining that name are followed
//! in turn, and so on. A model module importing half of its infrastructure
//! (and that infrastructure SymPy) costs only the modules the stencils'
//! helpers and constants come from; at most [`MAX_MODULES`] modules and
//! [`MAX_BYTES`] of text are loaded. Modules outside the
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
use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{Expr, ModModule, Stmt};
use std::collections::{HashMap, HashSet};
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
/// its code takes names from, on demand (see the module documentation).
/// Errors in the stencil file are returned; an imported module that cannot be
/// read or parsed is skipped.
pub fn load(
    path: Option<&Path>,
    display_name: &str,
    text: &str,
    search: &SearchPath,
) -> Result<ModuleSet, Vec<Diagnostic>> {
    load_with(path, display_name, text, search, &[])
}

/// [`load`], also loading the helpers `extra` names by module and name
/// (`ndsl.stencils.corners.fill_x`: those function-valued externals name).
pub fn load_with(
    path: Option<&Path>,
    display_name: &str,
    text: &str,
    search: &SearchPath,
    extra: &[&str],
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
        units: Vec::new(),
        edges: Vec::new(),
        by_name: HashMap::new(),
        skipped: Vec::new(),
        bytes: text.len(),
        resolved: HashSet::new(),
        followed: HashSet::new(),
        work: Vec::new(),
    };
    loader.add(LoadedModule {
        name: main_name,
        path: path.map(Path::to_path_buf),
        is_package: main_is_package,
        module: main_module,
    });
    // Everything the stencil's file defines may be used.
    for unit in (0..loader.units[0].len()).rev() {
        loader.work.push(Task::Follow(0, unit));
    }
    for dotted in extra {
        let chain: Vec<String> = dotted.split('.').map(str::to_string).collect();
        let (module, rest) = loader.longest_module(&chain);
        if let Some(p) = loader.load_module(&module) {
            loader.edges[0].push(p);
            loader.work.push(Task::Resolve(p, rest));
        }
    }
    loader.run();
    let order = loader.dependencies_first();
    let skipped = loader.skipped;
    let mut slots: Vec<Option<LoadedModule>> = loader.loaded.into_iter().map(Some).collect();
    let modules: Vec<LoadedModule> = order.iter().filter_map(|&i| slots[i].take()).collect();
    let by_name = modules
        .iter()
        .enumerate()
        .map(|(i, m)| (m.name.clone(), i))
        .collect();
    Ok(ModuleSet {
        modules,
        by_name,
        sources,
        skipped,
    })
}

/// One step of the loader's work.
enum Task {
    /// Find what the dotted name (`a`, `a.b.c`) means in a module.
    Resolve(usize, Vec<String>),
    /// Follow the names a top-level statement of a module uses.
    Follow(usize, usize),
}

struct Loader<'l> {
    search: &'l SearchPath,
    sources: &'l mut SourceMap,
    /// Modules in the order they were loaded; the stencil's file first.
    loaded: Vec<LoadedModule>,
    /// Each module's top-level statements, those inside top-level `if` and
    /// `try` blocks included (`try: import x` / `except: x = None`).
    units: Vec<Vec<Unit>>,
    /// Each module's imports that were needed (indices into `loaded`).
    edges: Vec<Vec<usize>>,
    by_name: HashMap<String, usize>,
    skipped: Vec<(String, String)>,
    bytes: usize,
    resolved: HashSet<(usize, Vec<String>)>,
    followed: HashSet<(usize, usize)>,
    work: Vec<Task>,
}

impl Loader<'_> {
    fn add(&mut self, module: LoadedModule) -> usize {
        let index = self.loaded.len();
        let mut units = Vec::new();
        flatten(&module.module.body, &[], &mut units);
        self.by_name.insert(module.name.clone(), index);
        self.units.push(units);
        self.edges.push(Vec::new());
        self.loaded.push(module);
        index
    }

    fn run(&mut self) {
        while let Some(task) = self.work.pop() {
            match task {
                Task::Follow(m, unit) => {
                    if self.followed.insert((m, unit)) {
                        let mut refs = References::default();
                        let unit = &self.units[m][unit];
                        refs.statement(&unit.stmt);
                        for guard in &unit.guards {
                            refs.visit_expr(guard);
                        }
                        for chain in refs.chains.into_iter().rev() {
                            self.work.push(Task::Resolve(m, chain));
                        }
                    }
                }
                Task::Resolve(m, chain) => {
                    if !chain.is_empty() && self.resolved.insert((m, chain.clone())) {
                        self.resolve(m, &chain);
                    }
                }
            }
        }
    }

    /// What `chain` means in module `m`: the statements defining its first
    /// name are followed; a name an import binds is resolved in the module
    /// imported, loading it.
    fn resolve(&mut self, m: usize, chain: &[String]) {
        let name = chain[0].as_str();
        let rest = &chain[1..];
        let importer = self.loaded[m].name.clone();
        let is_package = self.loaded[m].is_package;
        let mut imports: Vec<(String, Vec<String>)> = Vec::new();
        let mut stars = Vec::new();
        for (index, unit) in self.units[m].iter().enumerate() {
            match &unit.stmt {
                Stmt::Import(import) => {
                    for alias in &import.names {
                        let dotted = alias.name.as_str();
                        match &alias.asname {
                            Some(asname) if asname.as_str() == name => {
                                imports.push((dotted.to_string(), rest.to_vec()));
                            }
                            None if dotted.split('.').next() == Some(name) => {
                                imports.push(self.longest_module(chain));
                            }
                            _ => {}
                        }
                    }
                }
                Stmt::ImportFrom(import) => {
                    let Some(base) = absolute_module(
                        import.module.as_ref().map(|m| m.as_str()),
                        import.level,
                        &importer,
                        is_package,
                    ) else {
                        continue;
                    };
                    for alias in &import.names {
                        let imported = alias.name.as_str();
                        if imported == "*" {
                            stars.push(base.clone());
                            continue;
                        }
                        let bound = alias.asname.as_ref().map_or(imported, |a| a.as_str());
                        if bound != name {
                            continue;
                        }
                        let submodule = join(&base, imported);
                        if self.search.find(&submodule).is_some() {
                            imports.push((submodule, rest.to_vec()));
                        } else {
                            let mut inner = vec![imported.to_string()];
                            inner.extend_from_slice(rest);
                            imports.push((base.clone(), inner));
                        }
                    }
                }
                other if binds(other, name) => {
                    self.work.push(Task::Follow(m, index));
                }
                _ => {}
            }
        }
        // A star import may rebind the name even after a definition.
        imports.extend(stars.into_iter().map(|base| (base, chain.to_vec())));
        for (module, rest) in imports {
            if let Some(p) = self.load_module(&module) {
                if !self.edges[m].contains(&p) {
                    self.edges[m].push(p);
                }
                self.work.push(Task::Resolve(p, rest));
            }
        }
    }

    /// For `import a.b.c` binding `a`: the longest prefix of `chain` that is a
    /// module on the search path, and the rest of the chain.
    fn longest_module(&self, chain: &[String]) -> (String, Vec<String>) {
        for k in (1..=chain.len()).rev() {
            let module = chain[..k].join(".");
            if self.search.find(&module).is_some() {
                return (module, chain[k..].to_vec());
            }
        }
        (chain[0].clone(), chain[1..].to_vec())
    }

    /// The index of module `name`, loaded now if it was not; `None` if it is
    /// not on the search path or cannot be loaded.
    fn load_module(&mut self, name: &str) -> Option<usize> {
        if let Some(&index) = self.by_name.get(name) {
            return Some(index);
        }
        let file = self.search.find(name)?;
        if self.loaded.len() >= MAX_MODULES {
            self.skip(name, format!("more than {MAX_MODULES} modules"));
            return None;
        }
        let Ok(Ok(text)) = crate::sources::read_bounded(&file).map(String::from_utf8) else {
            self.skip(
                name,
                format!("{} is not readable UTF-8 text", file.display()),
            );
            return None;
        };
        if self.bytes + text.len() > MAX_BYTES {
            self.skip(
                name,
                format!("more than {} MiB of modules", MAX_BYTES >> 20),
            );
            return None;
        }
        let shown = file.display().to_string();
        let Some(base) = self.sources.add(&shown, &text) else {
            self.skip(name, "the sources are too large".into());
            return None;
        };
        let Ok(module) = parse_module_at(&text, base) else {
            self.skip(name, format!("{shown} is not valid Python"));
            return None;
        };
        self.bytes += text.len();
        let is_package = file.file_name().is_some_and(|f| f == "__init__.py");
        Some(self.add(LoadedModule {
            name: name.to_string(),
            path: Some(file),
            is_package,
            module,
        }))
    }

    /// The loaded modules' indices, each after the modules it imports (an
    /// import cycle is cut where it closes); the stencil's file last.
    fn dependencies_first(&self) -> Vec<usize> {
        let mut order = Vec::new();
        let mut state = vec![0u8; self.loaded.len()]; // 0 new, 1 open, 2 done
        let mut stack = vec![(0usize, 0usize)];
        state[0] = 1;
        while let Some((node, next)) = stack.pop() {
            if let Some(&dep) = self.edges[node].get(next) {
                stack.push((node, next + 1));
                if state[dep] == 0 {
                    state[dep] = 1;
                    stack.push((dep, 0));
                }
            } else {
                state[node] = 2;
                order.push(node);
            }
        }
        order
    }

    fn skip(&mut self, name: &str, why: String) {
        if !self.skipped.iter().any(|(n, _)| n == name) {
            self.skipped.push((name.to_string(), why));
        }
    }
}

/// A top-level statement, with the conditions of the `if`/`elif` chains it
/// lies in (which decide whether it runs, so they are followed with it).
struct Unit {
    stmt: Stmt,
    guards: Vec<Expr>,
}

/// The statements of a block with the bodies of `if`/`try` blocks spliced in.
fn flatten(body: &[Stmt], guards: &[Expr], out: &mut Vec<Unit>) {
    for stmt in body {
        match stmt {
            Stmt::If(s) => {
                let mut inner = guards.to_vec();
                inner.push((*s.test).clone());
                inner.extend(s.elif_else_clauses.iter().filter_map(|c| c.test.clone()));
                flatten(&s.body, &inner, out);
                for clause in &s.elif_else_clauses {
                    flatten(&clause.body, &inner, out);
                }
            }
            Stmt::Try(s) => {
                flatten(&s.body, guards, out);
                for handler in &s.handlers {
                    let ruff_python_ast::ExceptHandler::ExceptHandler(h) = handler;
                    flatten(&h.body, guards, out);
                }
                flatten(&s.orelse, guards, out);
                flatten(&s.finalbody, guards, out);
            }
            other => out.push(Unit {
                stmt: other.clone(),
                guards: guards.to_vec(),
            }),
        }
    }
}

/// True if the top-level statement `stmt` defines `name` (a function, a
/// class, or an assignment to it).
fn binds(stmt: &Stmt, name: &str) -> bool {
    fn target_binds(target: &Expr, name: &str) -> bool {
        match target {
            Expr::Name(n) => n.id.as_str() == name,
            Expr::Tuple(t) => t.elts.iter().any(|e| target_binds(e, name)),
            Expr::List(l) => l.elts.iter().any(|e| target_binds(e, name)),
            Expr::Starred(s) => target_binds(&s.value, name),
            _ => false,
        }
    }
    match stmt {
        Stmt::FunctionDef(f) => f.name.as_str() == name,
        Stmt::ClassDef(c) => c.name.as_str() == name,
        Stmt::Assign(a) => a.targets.iter().any(|t| target_binds(t, name)),
        Stmt::AnnAssign(a) => target_binds(&a.target, name),
        Stmt::AugAssign(a) => target_binds(&a.target, name),
        _ => false,
    }
}

/// The dotted names (`x`, `consts.GRAV`, `np.float64`) a statement uses.
/// A class contributes its bases, decorators and class-level statements
/// (constants on classes), not its methods.
#[derive(Default)]
struct References {
    chains: Vec<Vec<String>>,
}

impl References {
    fn statement(&mut self, stmt: &Stmt) {
        match stmt {
            Stmt::ClassDef(class) => {
                for decorator in &class.decorator_list {
                    self.visit_expr(&decorator.expression);
                }
                if let Some(arguments) = &class.arguments {
                    for base in arguments.args.iter() {
                        self.visit_expr(base);
                    }
                }
                for inner in &class.body {
                    if !matches!(inner, Stmt::FunctionDef(_)) {
                        self.statement(inner);
                    }
                }
            }
            other => self.visit_stmt(other),
        }
    }
}

impl<'a> Visitor<'a> for References {
    fn visit_expr(&mut self, expr: &'a Expr) {
        let mut chain = Vec::new();
        let mut e = expr;
        loop {
            match e {
                Expr::Attribute(a) => {
                    chain.push(a.attr.to_string());
                    e = &a.value;
                }
                // An assignment's target defines the name, it does not use it.
                Expr::Name(n) if n.ctx == ruff_python_ast::ExprContext::Store => return,
                Expr::Name(n) => {
                    chain.push(n.id.to_string());
                    chain.reverse();
                    self.chains.push(chain);
                    return;
                }
                _ => break,
            }
        }
        visitor::walk_expr(self, expr);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes each `(path, text)` under `root`, making the folders on the way.
    fn write_files(root: &Path, files: &[(&str, &str)]) {
        for (path, text) in files {
            let path = root.join(path);
            std::fs::create_dir_all(path.parent().expect("a parent")).expect("mkdir");
            std::fs::write(path, text).expect("write");
        }
    }

    /// Writes `files` into a new folder, then loads its `stencils.py`
    /// (`text`) with the helpers `extra` names, the folder on the search
    /// path; the names of the modules loaded, in order.
    fn loaded_from_folder(files: &[(&str, &str)], text: &str, extra: &[&str]) -> Vec<String> {
        let dir = tempfile::tempdir().expect("tempdir");
        write_files(dir.path(), files);
        write_files(dir.path(), &[("stencils.py", text)]);
        let main = dir.path().join("stencils.py");
        let search = SearchPath::for_file(Some(&main), &[dir.path().to_path_buf()]);
        let set = load_with(Some(&main), "stencils.py", text, &search, extra).expect("loads");
        set.modules.into_iter().map(|m| m.name).collect()
    }

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
        let text =
            "from pkg.sub.helpers import twice\nimport pkg.consts as c\nX = c.G\nY = twice\n";
        write_files(
            &pkg,
            &[
                ("__init__.py", ""),
                ("sub/__init__.py", ""),
                ("consts.py", "G = 9.8\n"),
                (
                    "sub/helpers.py",
                    "from ..consts import G\nimport numpy as np\ndef twice(x):\n    return 2 * G * x\n",
                ),
                ("stencils.py", text),
            ],
        );
        let main = pkg.join("stencils.py");
        let search = SearchPath::for_file(Some(&main), &[]);
        let set = load(Some(&main), "stencils.py", text, &search).expect("loads");
        let names: Vec<&str> = set.modules.iter().map(|m| m.name.as_str()).collect();
        assert_eq!(names, ["pkg.consts", "pkg.sub.helpers", "pkg.stencils"]);
        assert_eq!(set.sources.files().len(), 3);
        // numpy is not on the search path: not looked for, not an error.
        assert!(set.skipped.is_empty(), "{:?}", set.skipped);
    }

    #[test]
    fn conditions_choosing_a_definition_and_named_helpers_are_followed() {
        let names = loaded_from_folder(
            &[
                ("pkg/__init__.py", ""),
                ("pkg/version.py", "V = 1\n"),
                (
                    "pkg/consts.py",
                    "from .version import V\nif V == 1:\n    G = 9.8\nelse:\n    G = 10.0\n",
                ),
                ("pkg/corners.py", "def fill(q):\n    return q\n"),
            ],
            "import pkg.consts as c\nX = c.G\n",
            &["pkg.corners.fill"],
        );
        assert_eq!(
            names,
            ["pkg.corners", "pkg.version", "pkg.consts", "stencils"]
        );
    }

    #[test]
    fn only_modules_the_code_takes_names_from_are_loaded() {
        let text = "from model import sign, Factory\ntry:\n    import model.infra.heavy as h\nexcept ImportError:\n    h = None\ndef f(a):\n    return sign(a, a)\n";
        let names = loaded_from_folder(
            &[
                // The package re-exports a helper; its infrastructure is never used.
                (
                    "model/__init__.py",
                    "from .ops import sign\nfrom .infra.heavy import Factory\n",
                ),
                ("model/ops.py", "def sign(a, b):\n    return a\n"),
                ("model/infra/__init__.py", ""),
                (
                    "model/infra/heavy.py",
                    "import model.infra.more\nclass Factory:\n    pass\n",
                ),
            ],
            text,
            &[],
        );
        assert_eq!(names, ["model.ops", "model", "stencils"]);
    }
}
