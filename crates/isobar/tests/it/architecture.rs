//! The layers of `docs/architecture.md`: every `crate::` path in the
//! library's source names a module of the same layer or of a lower one. The
//! layer list is read from the document (its `layers` block), so the rule and
//! its description cannot drift apart.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Module name → layer (0 = lowest), from the `layers` block.
fn layers(doc: &str) -> BTreeMap<String, usize> {
    let start = doc
        .find("```layers\n")
        .expect("docs/architecture.md has a ```layers block");
    let block = &doc[start + "```layers\n".len()..];
    let block = &block[..block.find("```").expect("the layers block ends")];
    let mut out = BTreeMap::new();
    for (n, line) in block.lines().enumerate() {
        for module in line.split_whitespace() {
            out.insert(module.to_string(), n);
        }
    }
    out
}

/// The first path segment of every `crate::` path in `line` (also inside
/// `use crate::{a, b::c}`).
fn crate_paths(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for item in group[..end].split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    out.push(name);
                }
            }
        } else {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            out.push(name);
        }
    }
    out
}

/// The module a `crate::` path's first segment belongs to: a module of the
/// crate root, or `lib` for the root's own items (`compile`, re-exports).
fn module_of(name: &str, modules: &BTreeMap<String, usize>) -> String {
    if modules.contains_key(name) && name != "lib" {
        name.to_string()
    } else {
        "lib".to_string()
    }
}

/// The library source without its test code (`tests.rs` files are skipped
/// by the caller): each `#[cfg(test)]` item is blanked up to its closing
/// brace, keeping the line numbers.
fn without_tests(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut rest = source;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        let mut depth = 0usize;
        let mut end = item.len();
        for (n, c) in item.char_indices() {
            match c {
                '{' => depth += 1,
                '}' if depth == 1 => {
                    end = n + 1;
                    break;
                }
                '}' => depth = depth.saturating_sub(1),
                ';' if depth == 0 => {
                    end = n + 1;
                    break;
                }
                _ => {}
            }
        }
        out.extend(item[..end].chars().filter(|&c| c == '\n'));
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("source directory") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every upward import in the library: `file:line: a (layer) uses b (layer)`,
/// and every top-level module the layers block does not list.
fn violations(doc: &str) -> Vec<String> {
    let modules = layers(doc);
    let src = repo().join("crates/isobar/src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut out = Vec::new();
    for file in files {
        if file.file_name().is_some_and(|n| n == "tests.rs") {
            continue;
        }
        let relative = file.strip_prefix(&src).expect("inside src");
        let first = relative.components().next().expect("a path");
        let own = first
            .as_os_str()
            .to_string_lossy()
            .trim_end_matches(".rs")
            .to_string();
        let Some(&own_layer) = modules.get(&own) else {
            out.push(format!(
                "{}: module `{own}` is not in the layers block",
                relative.display()
            ));
            continue;
        };
        let text = std::fs::read_to_string(&file).expect("readable");
        for (n, line) in without_tests(&text).lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            for name in crate_paths(line) {
                let used = module_of(&name, &modules);
                let layer = modules[&used];
                if layer > own_layer {
                    out.push(format!(
                        "{}:{}: `{own}` (layer {own_layer}) uses `{used}` (layer {layer})",
                        relative.display(),
                        n + 1
                    ));
                }
            }
        }
    }
    out
}

fn architecture_doc() -> String {
    std::fs::read_to_string(repo().join("docs/architecture.md")).expect("docs/architecture.md")
}

#[test]
fn imports_point_down_the_layers() {
    let found = violations(&architecture_doc());
    assert!(found.is_empty(), "upward imports:\n{}", found.join("\n"));
}

/// The check can fail: with `program` moved back above `stencil` (the
/// layering before programs became IR → IR), the imports the driver's
/// compiled programs make of `program` point up.
#[test]
fn an_upward_import_is_reported() {
    let doc = architecture_doc()
        .replace("\nsignature\nprogram\n", "\nsignature\n")
        .replace(
            "\nstencil\ndistributed\n",
            "\nstencil\nprogram\ndistributed\n",
        );
    assert_ne!(doc, architecture_doc(), "the layers block changed shape");
    let found = violations(&doc);
    assert!(
        found
            .iter()
            .any(|v| v.starts_with("stencil/") && v.contains("uses `program`")),
        "expected stencil → program to be reported, got {found:?}"
    );
}

#[test]
fn paths_in_braces_are_read() {
    assert_eq!(
        crate_paths("use crate::{interp, oir::Stencil, Diagnostics};"),
        ["interp", "oir", "Diagnostics"]
    );
    assert_eq!(crate_paths("let x = crate::ir::DType::Bool;"), ["ir"]);
}

#[test]
fn test_items_are_left_out_keeping_line_numbers() {
    let source = "use crate::a;\n#[cfg(test)]\nmod tests {\n    use crate::b;\n}\nuse crate::c;\n";
    let kept = without_tests(source);
    let lines: Vec<&str> = kept.lines().collect();
    assert_eq!(lines.len(), 6, "{kept:?}");
    assert_eq!(lines[0], "use crate::a;");
    assert_eq!(lines[5], "use crate::c;");
    assert!(!kept.contains("crate::b"));
}
