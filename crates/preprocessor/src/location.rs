//! Physical and presumed positions. Each loaded file gets a table of line
//! starts and a list of remappings made by `#line`, GCC line markers
//! (`# 33 "k.cu" 2` in `.ii` input) and `#pragma GCC system_header`, so that
//! an offset can be turned into the file name and line compilers report.

use std::sync::Arc;

/// A position as compilers report it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PresumedLoc {
    pub file: Arc<str>,
    pub line: u32,
    /// In a system header: found in a system directory, or marked so by a
    /// line marker's flag 3 or by `#pragma GCC system_header`.
    pub system: bool,
}

/// The 1-based line and column (in bytes) of `offset` in `text`.
pub fn line_col(text: &str, offset: u32) -> (u32, u32) {
    let bytes = text.as_bytes();
    let end = (offset as usize).min(bytes.len());
    let before = &bytes[..end];
    let line = before.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    (line, (end - line_start) as u32 + 1)
}

/// From physical line `from_line` on, line `from_line` is presumed to be line
/// `presumed_line` of `file`.
#[derive(Clone, Debug)]
struct LineEntry {
    from_line: u32,
    presumed_line: u32,
    file: Arc<str>,
    system: bool,
}

#[derive(Debug)]
struct FileLines {
    line_starts: Vec<u32>,
    /// Added to physical lines (a file's text that is a chunk of a file
    /// starts at that file's line `first_line`).
    line_base: u32,
    path: Arc<str>,
    system: bool,
    entries: Vec<LineEntry>,
}

#[derive(Debug, Default)]
pub(crate) struct LocationMap {
    files: Vec<FileLines>,
}

impl LocationMap {
    /// Registers a file; its index must equal its index in `Preprocessed::files`.
    pub fn add_file(&mut self, path: &str, text: &str, system: bool) {
        let mut line_starts = vec![0u32];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i as u32 + 1));
        self.files.push(FileLines {
            line_starts,
            line_base: 0,
            path: Arc::from(path),
            system,
            entries: Vec::new(),
        });
    }

    /// Numbers the lines of file `file` from `first_line` on.
    pub fn set_first_line(&mut self, file: usize, first_line: u32) {
        self.files[file].line_base = first_line.saturating_sub(1);
    }

    /// 1-based physical line of an offset.
    pub fn line(&self, file: usize, offset: u32) -> u32 {
        let starts = &self.files[file].line_starts;
        starts.partition_point(|&s| s <= offset) as u32
    }

    pub fn line_col(&self, file: usize, offset: u32) -> (u32, u32) {
        let line = self.line(file, offset);
        let start = self.files[file].line_starts[line as usize - 1];
        (line, offset.saturating_sub(start) + 1)
    }

    /// The presumed position of an offset, `shift` lines further down
    /// where no `#line` or line marker applies (see
    /// [`crate::Preprocessed::presumed_location_shifted`]).
    pub fn presumed_shifted(&self, file: usize, offset: u32, shift: u32) -> PresumedLoc {
        let line = self.line(file, offset);
        self.presumed_line_shifted(file, line, shift)
    }

    pub fn presumed_line(&self, file: usize, line: u32) -> PresumedLoc {
        self.presumed_line_shifted(file, line, 0)
    }

    fn presumed_line_shifted(&self, file: usize, line: u32, shift: u32) -> PresumedLoc {
        let f = &self.files[file];
        let i = f.entries.partition_point(|e| e.from_line <= line);
        match i.checked_sub(1).map(|i| &f.entries[i]) {
            Some(e) => PresumedLoc {
                file: e.file.clone(),
                line: e.presumed_line.wrapping_add(line - e.from_line),
                system: e.system,
            },
            None => PresumedLoc {
                file: f.path.clone(),
                line: line + f.line_base + shift,
                system: f.system,
            },
        }
    }

    /// Applies a `#line`/line marker whose last token is at `end_offset`: the
    /// next physical line becomes `presumed_line` of `name` (or of the current
    /// presumed file).
    pub fn remap(
        &mut self,
        file: usize,
        end_offset: u32,
        presumed_line: u32,
        name: Option<Arc<str>>,
        system: Option<bool>,
    ) {
        let from_line = self.line(file, end_offset) + 1;
        let current = self.presumed_line(file, from_line);
        let f = &mut self.files[file];
        if f.entries.last().is_some_and(|e| e.from_line >= from_line) {
            // Already recorded when the file was read before.
            return;
        }
        f.entries.push(LineEntry {
            from_line,
            presumed_line,
            file: name.unwrap_or(current.file),
            system: system.unwrap_or(current.system),
        });
    }

    /// `#pragma GCC system_header`: the rest of the file is a system header.
    pub fn mark_system(&mut self, file: usize, end_offset: u32) {
        let next = self.line(file, end_offset) + 1;
        let current = self.presumed_line(file, next);
        self.remap(
            file,
            end_offset,
            current.line,
            Some(current.file),
            Some(true),
        );
    }
}
