//! Finding and entering included files: the search chain (includer's dir,
//! `-iquote`, `-I`, system dirs), `#include_next`, `#pragma once`, include
//! guards (a guarded file is not re-read while its guard macro is defined),
//! the nesting limit, and gcc's fatal "No such file or directory".

use crate::IncludeRecord;
use crate::engine::Preprocessor;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum IncludeKind {
    Include,
    IncludeNext,
    /// `#import`: like `#include`, at most once per file.
    Import,
}

/// Where a header was found: the file's index and the index of its directory
/// in the search chain (`None` when found next to the includer or by an
/// absolute path).
pub(crate) type Found = (usize, Option<usize>);

fn join(dir: &str, name: &str) -> String {
    if dir.is_empty() {
        name.to_string()
    } else if dir.ends_with('/') {
        format!("{dir}{name}")
    } else {
        format!("{dir}/{name}")
    }
}

impl Preprocessor<'_> {
    /// Loads `path` through the host (once per path).
    fn load_path(&mut self, path: &str, system: bool) -> Option<usize> {
        if let Some(&cached) = self.load_cache.get(path) {
            return cached;
        }
        let idx = match self.loader.load(path) {
            Some(file) => match self.file_index.get(&file.id) {
                Some(&idx) => Some(idx),
                None => Some(self.register_file(file, system)),
            },
            None => {
                if self.refused.is_none() {
                    self.refused = self.loader.refusal(path);
                }
                None
            }
        };
        self.load_cache.insert(path.to_string(), idx);
        idx
    }

    /// Searches for a header as `#include` (or `#include_next`) would from
    /// the current file.
    pub(crate) fn resolve(&mut self, name: &str, angled: bool, next: bool) -> Option<Found> {
        self.refused = None;
        if name.starts_with('/') {
            return self.load_path(name, false).map(|i| (i, None));
        }
        let current = self.stack.last();
        let found_dir = current.and_then(|s| s.found_dir);
        let start = match (next, found_dir) {
            (true, Some(k)) => k + 1,
            _ if angled => self.config.quote_dirs.len(),
            _ => {
                if !next {
                    let dir = current.map(|s| s.dir.clone()).unwrap_or_default();
                    let system =
                        current.is_some_and(|s| self.locations.presumed_line(s.file, 1).system);
                    if let Some(i) = self.load_path(&join(&dir, name), system) {
                        return Some((i, None));
                    }
                }
                0
            }
        };
        for k in start..self.search_chain.len() {
            let path = join(&self.search_chain[k], name);
            if let Some(i) = self.load_path(&path, k >= self.first_system_dir) {
                return Some((i, Some(k)));
            }
        }
        None
    }

    /// Executes an include of `name` from the directive at `hash_offset`
    /// whose header name is at `name_offset`.
    pub(crate) fn include(
        &mut self,
        name: &str,
        angled: bool,
        kind: IncludeKind,
        hash_offset: u32,
        name_offset: u32,
    ) {
        let Some(includer) = self.stack.last().map(|s| s.id) else {
            return;
        };
        let mut kind = kind;
        if kind == IncludeKind::IncludeNext && self.stack.len() == 1 {
            self.warning_at(
                includer,
                hash_offset,
                "#include_next in primary source file",
            );
            kind = IncludeKind::Include;
        }
        let found = self.resolve(name, angled, kind == IncludeKind::IncludeNext);
        self.includes.push(IncludeRecord {
            includer,
            offset: hash_offset,
            included: found.map(|(i, _)| self.files[i].id),
        });
        let Some((idx, dir)) = found else {
            let why = self.refused.take();
            self.fatal_at(includer, name_offset, missing_message(name, why));
            return;
        };
        self.enter(idx, dir, kind, includer, name_offset);
    }

    fn enter(
        &mut self,
        idx: usize,
        dir: Option<usize>,
        kind: IncludeKind,
        includer: crate::FileId,
        at: u32,
    ) {
        let id = self.files[idx].id;
        if self.once.contains(&id) || self.once_paths.contains(&self.files[idx].path) {
            return;
        }
        if kind == IncludeKind::Import {
            // GCC: an imported file is once-only, and not re-entered if it
            // was already included.
            self.once.insert(id);
            if self.visits[idx] > 0 {
                return;
            }
        }
        if let Some(guard) = self.file_guard(idx)
            && self.macros.contains_key(&guard)
        {
            return;
        }
        let depth = self.stack.len();
        if depth >= self.config.max_include_depth as usize {
            let max = self.config.max_include_depth;
            self.fatal_at(
                includer,
                at,
                format!("#include nested depth {depth} exceeds maximum of {max}"),
            );
            return;
        }
        self.push_file(idx, dir);
    }

    /// A `-include` file: searched like `#include "..."` from the main file.
    pub(crate) fn forced_include(&mut self, name: &str) {
        let main = self.main_id;
        let found = self.resolve(name, false, false);
        self.includes.push(IncludeRecord {
            includer: main,
            offset: 0,
            included: found.map(|(i, _)| self.files[i].id),
        });
        match found {
            Some((idx, dir)) => self.enter(idx, dir, IncludeKind::Include, main, 0),
            None => {
                let why = self.refused.take();
                self.fatal_at(main, 0, missing_message(name, why))
            }
        }
    }
}

/// gcc's fatal error for a header not found, or our reason for one found
/// but not readable as a source (see `FileLoader::refusal`).
fn missing_message(name: &str, refused: Option<String>) -> String {
    match refused {
        Some(why) => format!("{name}: {why}"),
        None => format!("{name}: No such file or directory"),
    }
}
