//! The source files of one compilation and where their bytes sit in the span
//! space.
//!
//! A stencil's file is at offset 0; every module it imports is parsed so that
//! its spans start after the end of the previous file (see
//! [`crate::frontend::parse::parse_module_at`]). A [`crate::diagnostics::Span`]
//! therefore names its file by its offset alone, and a diagnostic inside a
//! helper imported from another module renders against that module's text.

use std::ops::Range;

/// One file of a compilation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceFile {
    /// The name shown in diagnostics (the path as given, or a module path).
    pub name: String,
    /// The text.
    pub text: String,
    /// Offset of the file's first byte in the span space.
    pub base: u32,
}

/// The files of a compilation, in the order their offsets were given out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    /// A map of one file at offset 0.
    pub fn single(name: &str, text: &str) -> Self {
        SourceMap {
            files: vec![SourceFile {
                name: name.to_string(),
                text: text.to_string(),
                base: 0,
            }],
        }
    }

    /// Adds a file after the last one; returns its base offset, or `None` if
    /// the span space (4 GiB) is full. The gap of at least two bytes leaves
    /// room for the comment line that shifts the file's parse (and keeps an
    /// offset at the end of one file out of the next).
    pub fn add(&mut self, name: &str, text: &str) -> Option<u32> {
        let base = match self.files.last() {
            None => 0,
            Some(last) => {
                let end = u64::from(last.base) + last.text.len() as u64 + 2;
                u32::try_from(end).ok()?
            }
        };
        u32::try_from(u64::from(base) + text.len() as u64).ok()?;
        self.files.push(SourceFile {
            name: name.to_string(),
            text: text.to_string(),
            base,
        });
        Some(base)
    }

    /// Every file, the stencil's first.
    pub fn files(&self) -> &[SourceFile] {
        &self.files
    }

    /// The index of the file holding `offset` (the last file starting at or
    /// before it), if any.
    pub fn file_index(&self, offset: u32) -> Option<usize> {
        match self.files.binary_search_by(|f| f.base.cmp(&offset)) {
            Ok(i) => Some(i),
            Err(0) => None,
            Err(i) => Some(i - 1),
        }
    }

    /// The file holding `offset`.
    pub fn file_of(&self, offset: u32) -> Option<&SourceFile> {
        self.file_index(offset).map(|i| &self.files[i])
    }

    /// The file of a span and its byte range within that file (clamped to it).
    pub fn locate(&self, start: u32, end: u32) -> Option<(usize, Range<usize>)> {
        let index = self.file_index(start)?;
        let file = &self.files[index];
        let len = file.text.len();
        let local_start = ((start - file.base) as usize).min(len);
        let local_end = (end.saturating_sub(file.base) as usize).clamp(local_start, len);
        Some((index, local_start..local_end))
    }
}

/// The most bytes isobar reads from one input file (a source, a module, a
/// table of externals): an input like `/dev/zero` is refused instead of
/// filling the memory.
pub const MAX_INPUT_BYTES: u64 = 64 << 20;

/// Reads `path`, refusing more than [`MAX_INPUT_BYTES`].
pub fn read_bounded(path: &std::path::Path) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(MAX_INPUT_BYTES + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(std::io::Error::new(
            std::io::ErrorKind::FileTooLarge,
            format!("larger than {MAX_INPUT_BYTES} bytes"),
        ));
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_find_their_file() {
        let mut map = SourceMap::single("main.py", "abc\n");
        let base = map.add("helpers.py", "xy").expect("room");
        assert_eq!(base, 6);
        assert_eq!(map.file_of(2).map(|f| f.name.as_str()), Some("main.py"));
        assert_eq!(map.file_of(7).map(|f| f.name.as_str()), Some("helpers.py"));
        assert_eq!(map.locate(6, 8), Some((1, 0..2)));
        // Past the end of a file: clamped to it.
        assert_eq!(map.locate(7, 100), Some((1, 1..2)));
    }
}
