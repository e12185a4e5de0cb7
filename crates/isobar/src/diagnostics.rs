//! Diagnostics: every error isobar reports about a stencil, with a category code,
//! a message that says *why* the code is illegal, and source spans.
//!
//! Rendering goes through `codespan-reporting`, so the output looks like rustc's:
//! the category code in brackets, the message, the source line and a caret under
//! the offending span.

use crate::sources::SourceMap;
use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term;
use serde::Serialize;
use std::fmt;

/// A half-open byte range `[start, end)` into the source text of one file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Span {
    /// First byte of the range.
    pub start: u32,
    /// One past the last byte of the range.
    pub end: u32,
}

impl Span {
    /// A span covering `start..end`.
    pub fn new(start: u32, end: u32) -> Self {
        Span { start, end }
    }

    /// The smallest span covering both `self` and `other`.
    pub fn to(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }
}

impl From<ruff_text_size::TextRange> for Span {
    fn from(range: ruff_text_size::TextRange) -> Self {
        Span::new(range.start().to_u32(), range.end().to_u32())
    }
}

/// The kind of an error. The kebab-case spelling (see [`Category::code`]) is the
/// stable code printed in diagnostics and JSON, shared with the conformance corpus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Category {
    /// The file is not valid Python.
    SyntaxError,
    /// Valid Python that GTScript does not support (`for`, `return`, `//`, `a = b = c`, ...).
    UnsupportedSyntax,
    /// A name that is not a parameter, temporary, import, constant or external.
    UndefinedSymbol,
    /// Warning: a temporary may be read where it was never written.
    MaybeUnwrittenRead,
    /// The file has no stencil, or the stencil's signature cannot be understood.
    InvalidStencil,
    /// A `@gtscript.function` that breaks the rules of GTScript functions.
    FunctionDefinition,
    /// `compile_assert(...)` evaluated to false.
    CompileAssert,
    /// Operand types that GTScript does not allow together.
    TypeMismatch,
    /// Wrong number of offsets for a field's rank, or a data index out of range.
    InvalidOffset,
    /// Assignment target with an I or J offset.
    OffsetWriteIj,
    /// Assignment to a field lacking the axes the computation iterates over.
    InvalidLvalueDims,
    /// Off-center K write in a PARALLEL computation.
    OffcenterKWriteParallel,
    /// In PARALLEL, a field written and read at a different K offset.
    ParallelKRace,
    /// Two intervals of one computation overlap.
    OverlappingIntervals,
    /// Intervals not written in execution order.
    IntervalOrder,
    /// An interval specification that is not understood.
    InvalidInterval,
    /// An interval bound known only at run time (a scalar parameter, a
    /// field or a temporary): GT4Py's experimental runtime interval bounds,
    /// which its numpy back-end does not implement either.
    RuntimeIntervalBound,
    /// Rule 4: a field written and read with a horizontal offset in one computation.
    Rule4OffsetWrite,
    /// Rule 4: `a = a[1, 0, 0]`.
    Rule4SelfAssign,
    /// Rule 4 through a temporary computed from the written field.
    Rule4ThroughTemporary,
    /// A parameter field written anywhere is read with a horizontal offset elsewhere.
    Rule4WrittenFieldOffsetRead,
    /// A `while` body writes a field it reads with a horizontal offset.
    WhileOffsetWrite,
    /// Inside a region, a value written before the region is read at an offset.
    RegionOffsetReadAfterWrite,
    /// A region bound not of the form `I[0] + n` / `I[-1] + n`.
    InvalidRegion,
    /// The input exceeds a limit of the compiler (nesting depth, size).
    LimitExceeded,
    /// `I` or `J` used as a value (only the K index can be read).
    InvalidIteratorAccess,
    /// A typed temporary whose axes or data dimensions GTScript does not allow.
    InvalidTemporaryDims,
    /// `field.at(...)` not of the form `field.at(K=index, ddim=[...])`.
    InvalidAbsoluteIndex,
    /// An import GTScript does not allow inside a stencil or function.
    InvalidImport,
    /// An external the stencil uses was given no value.
    MissingExternal,
    /// An external's value cannot be used where it is used.
    InvalidExternalValue,
    /// A field element type GTScript does not have.
    InvalidDtype,
    /// An assignment to something that is neither a field nor a new temporary.
    InvalidAssignmentTarget,
    /// A horizontal region nested inside another.
    RegionNesting,
    /// A write to a `GlobalTable` (read-only, indexed with `.A[...]`).
    GlobalTableWrite,
    /// A program function (`@isobar.program`) outside what isobar can read
    /// statically, or a call in it that does not fit its stencil.
    InvalidProgram,
}

impl Category {
    /// Every category, in declaration order.
    pub const ALL: [Category; 36] = [
        Category::SyntaxError,
        Category::UnsupportedSyntax,
        Category::UndefinedSymbol,
        Category::InvalidStencil,
        Category::FunctionDefinition,
        Category::CompileAssert,
        Category::TypeMismatch,
        Category::InvalidOffset,
        Category::OffsetWriteIj,
        Category::InvalidLvalueDims,
        Category::OffcenterKWriteParallel,
        Category::ParallelKRace,
        Category::OverlappingIntervals,
        Category::IntervalOrder,
        Category::InvalidInterval,
        Category::RuntimeIntervalBound,
        Category::Rule4OffsetWrite,
        Category::Rule4SelfAssign,
        Category::Rule4ThroughTemporary,
        Category::Rule4WrittenFieldOffsetRead,
        Category::WhileOffsetWrite,
        Category::RegionOffsetReadAfterWrite,
        Category::InvalidRegion,
        Category::LimitExceeded,
        Category::MaybeUnwrittenRead,
        Category::InvalidIteratorAccess,
        Category::InvalidTemporaryDims,
        Category::InvalidAbsoluteIndex,
        Category::InvalidImport,
        Category::MissingExternal,
        Category::InvalidExternalValue,
        Category::InvalidDtype,
        Category::InvalidAssignmentTarget,
        Category::RegionNesting,
        Category::GlobalTableWrite,
        Category::InvalidProgram,
    ];

    /// The stable kebab-case code of this category, e.g. `rule4-self-assign`.
    pub fn code(self) -> &'static str {
        match self {
            Category::SyntaxError => "syntax-error",
            Category::UnsupportedSyntax => "unsupported-syntax",
            Category::UndefinedSymbol => "undefined-symbol",
            Category::InvalidStencil => "invalid-stencil",
            Category::FunctionDefinition => "function-definition",
            Category::CompileAssert => "compile-assert",
            Category::TypeMismatch => "type-mismatch",
            Category::InvalidOffset => "invalid-offset",
            Category::OffsetWriteIj => "offset-write-ij",
            Category::InvalidLvalueDims => "invalid-lvalue-dims",
            Category::OffcenterKWriteParallel => "offcenter-k-write-parallel",
            Category::ParallelKRace => "parallel-k-race",
            Category::OverlappingIntervals => "overlapping-intervals",
            Category::IntervalOrder => "interval-order",
            Category::InvalidInterval => "invalid-interval",
            Category::RuntimeIntervalBound => "runtime-interval-bound",
            Category::Rule4OffsetWrite => "rule4-offset-write",
            Category::Rule4SelfAssign => "rule4-self-assign",
            Category::Rule4ThroughTemporary => "rule4-through-temporary",
            Category::Rule4WrittenFieldOffsetRead => "rule4-written-field-offset-read",
            Category::WhileOffsetWrite => "while-offset-write",
            Category::RegionOffsetReadAfterWrite => "region-offset-read-after-write",
            Category::InvalidRegion => "invalid-region",
            Category::LimitExceeded => "limit-exceeded",
            Category::MaybeUnwrittenRead => "maybe-unwritten-read",
            Category::InvalidIteratorAccess => "invalid-iterator-access",
            Category::InvalidTemporaryDims => "invalid-temporary-dims",
            Category::InvalidAbsoluteIndex => "invalid-absolute-index",
            Category::InvalidImport => "invalid-import",
            Category::MissingExternal => "missing-external",
            Category::InvalidExternalValue => "invalid-external-value",
            Category::InvalidDtype => "invalid-dtype",
            Category::InvalidAssignmentTarget => "invalid-assignment-target",
            Category::RegionNesting => "region-nesting",
            Category::GlobalTableWrite => "global-table-write",
            Category::InvalidProgram => "invalid-program",
        }
    }

    /// The category with the given code, if any.
    pub fn from_code(code: &str) -> Option<Category> {
        Category::ALL.into_iter().find(|c| c.code() == code)
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl Serialize for Category {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

/// A secondary source location that explains the primary one.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SecondaryLabel {
    /// Where.
    pub span: Span,
    /// What happens there.
    pub message: String,
}

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The stencil is rejected.
    #[default]
    Error,
    /// The stencil is accepted, but probably not what was meant.
    Warning,
}

/// One error (or warning) found in a stencil.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// The kind of error.
    pub category: Category,
    /// One sentence saying what is wrong and why.
    pub message: String,
    /// The offending source, if the error has a location.
    pub span: Option<Span>,
    /// The text shown under the caret of the primary span.
    pub label: String,
    /// Related locations (e.g. the earlier write that a read conflicts with).
    pub secondary: Vec<SecondaryLabel>,
    /// Extra lines: hints and explanations.
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// A diagnostic pointing at `span`.
    pub fn new(category: Category, span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            category,
            message: message.into(),
            span: Some(span),
            label: String::new(),
            secondary: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// A diagnostic about the whole file rather than one place in it.
    pub fn without_span(category: Category, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            category,
            message: message.into(),
            span: None,
            label: String::new(),
            secondary: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// A warning pointing at `span`.
    pub fn warning(category: Category, span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::new(category, span, message)
        }
    }

    /// Sets the text shown under the caret.
    pub fn with_label(mut self, label: impl Into<String>) -> Self {
        self.label = label.into();
        self
    }

    /// Adds a related location.
    pub fn with_secondary(mut self, span: Span, message: impl Into<String>) -> Self {
        self.secondary.push(SecondaryLabel {
            span,
            message: message.into(),
        });
        self
    }

    /// Adds a note line.
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    /// Adds the note lines of `notes` (none for `None`).
    pub fn with_notes(mut self, notes: impl IntoIterator<Item = String>) -> Self {
        self.notes.extend(notes);
        self
    }

    /// Renders this diagnostic rustc-style against `source` (named `file_name`),
    /// without colours.
    pub fn render(&self, file_name: &str, source: &str) -> String {
        self.render_in(&SourceMap::single(file_name, source))
    }

    /// Renders this diagnostic rustc-style against the files of `sources`
    /// (each span in the file it points into), without colours.
    pub fn render_in(&self, sources: &SourceMap) -> String {
        let mut files = SimpleFiles::new();
        for f in sources.files() {
            files.add(f.name.as_str(), f.text.as_str());
        }
        let config = term::Config::default();
        let diagnostic = self.to_codespan(sources);
        term::emit_into_string(&config, &files, &diagnostic)
            .unwrap_or_else(|_| format!("error[{}]: {}\n", self.category, self.message))
    }

    /// 1-based line and column of the primary span in `source`, if it has one.
    pub fn line_column(&self, source: &str) -> Option<(usize, usize)> {
        let span = self.span?;
        Some(line_column(source, span.start as usize))
    }

    /// Where the primary span is: the file's name, and the 1-based line and
    /// column of its start and of its end.
    pub fn location<'m>(&self, sources: &'m SourceMap) -> Option<Location<'m>> {
        let span = self.span?;
        let (index, range) = sources.locate(span.start, span.end)?;
        let file = &sources.files()[index];
        Some(Location {
            file: &file.name,
            start: line_column(&file.text, range.start),
            end: line_column(&file.text, range.end),
        })
    }

    fn to_codespan(&self, sources: &SourceMap) -> CsDiagnostic<usize> {
        let locate = |span: Span| sources.locate(span.start, span.end).unwrap_or((0, 0..0));
        let mut labels = Vec::new();
        if let Some(span) = self.span {
            let (file, range) = locate(span);
            labels.push(Label::primary(file, range).with_message(self.label.clone()));
        }
        for secondary in &self.secondary {
            let (file, range) = locate(secondary.span);
            labels.push(Label::secondary(file, range).with_message(secondary.message.clone()));
        }
        let diagnostic = match self.severity {
            Severity::Error => CsDiagnostic::error(),
            Severity::Warning => CsDiagnostic::warning(),
        };
        diagnostic
            .with_code(self.category.code())
            .with_message(self.message.clone())
            .with_labels(labels)
            .with_notes(self.notes.clone())
    }
}

/// A span's place in its file, for JSON output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location<'m> {
    /// The file's name.
    pub file: &'m str,
    /// 1-based line and column of the first byte.
    pub start: (usize, usize),
    /// 1-based line and column one past the last byte.
    pub end: (usize, usize),
}

/// 1-based (line, column) of byte `offset` in `source`; the column counts characters.
pub fn line_column(source: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(source.len());
    while !source.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &source[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |p| p + 1);
    let column = source[line_start..offset].chars().count() + 1;
    (line, column)
}

/// The diagnostics of one compilation, in the order they were found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    /// Renders every diagnostic, separated by blank lines.
    pub fn render(&self, file_name: &str, source: &str) -> String {
        self.render_in(&SourceMap::single(file_name, source))
    }

    /// Renders every diagnostic against the files of `sources`.
    pub fn render_in(&self, sources: &SourceMap) -> String {
        self.0
            .iter()
            .map(|d| d.render_in(sources))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Self {
        Diagnostics(vec![d])
    }
}

impl From<Vec<Diagnostic>> for Diagnostics {
    fn from(d: Vec<Diagnostic>) -> Self {
        Diagnostics(d)
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.0 {
            writeln!(f, "error[{}]: {}", d.category, d.message)?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for c in Category::ALL {
            assert_eq!(Category::from_code(c.code()), Some(c));
        }
        assert_eq!(Category::from_code("no-such-code"), None);
    }

    #[test]
    fn line_column_counts_from_one() {
        let src = "ab\ncdé\nf";
        assert_eq!(line_column(src, 0), (1, 1));
        assert_eq!(line_column(src, 3), (2, 1));
        assert_eq!(line_column(src, 8), (3, 1));
        // Past the end and inside a multi-byte character: clamped, no panic.
        assert_eq!(line_column(src, 1000), (3, 2));
        assert_eq!(line_column(src, 6), (2, 3));
    }

    #[test]
    fn render_has_code_and_caret() {
        let src = "x = 1\ny = z\n";
        let d = Diagnostic::new(
            Category::UndefinedSymbol,
            Span::new(10, 11),
            "unknown name `z`",
        )
        .with_label("not defined");
        let text = d.render("t.py", src);
        assert!(
            text.contains("error[undefined-symbol]: unknown name `z`"),
            "{text}"
        );
        assert!(text.contains("t.py:2:5"), "{text}");
        assert!(text.contains('^'), "{text}");
    }
}
