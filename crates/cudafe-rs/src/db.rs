//! The root database: salsa storage plus the file loading that the lower
//! layers leave to the driver (disk, the embedded prelude, and in-memory
//! overlays for editors and tests).

use base_db::SourceFile;
use rustc_hash::FxHashMap;
use salsa::{Durability, Setter};
use std::sync::{Arc, Mutex};

#[salsa::db]
#[derive(Clone)]
pub struct RootDatabase {
    storage: salsa::Storage<Self>,
    files: Arc<Mutex<FxHashMap<String, Option<SourceFile>>>>,
    /// Texts that replace the disk's (unsaved editor buffers, tests).
    overlay: Arc<Mutex<FxHashMap<String, Arc<str>>>>,
    /// Inputs of files that disappeared, kept to be reused if they return.
    retired: Arc<Mutex<FxHashMap<String, SourceFile>>>,
    /// Paths found but not read, and why (see [`read_source`]).
    refused: Arc<Mutex<FxHashMap<String, String>>>,
    /// Names of the queries executed, when logging is on (tests).
    log: Arc<Mutex<Option<Vec<String>>>>,
    /// Names of the memoized queries found still valid, when that logging
    /// is on (tests: what an edit makes salsa visit at all).
    validated: Arc<Mutex<Option<Vec<String>>>>,
    /// Whether salsa reports its events to the logs above (see
    /// [`RootDatabase::with_query_log`]).
    logs: bool,
    /// The chunks of the main files cut so far (see
    /// [`base_db::SourceDb::chunk_cache`]).
    chunks: Arc<preprocessor::ChunkCache>,
}

impl Default for RootDatabase {
    /// A database without an event callback: salsa then makes no event at
    /// all (an event per query verified was a tenth of an edit's time).
    fn default() -> Self {
        RootDatabase {
            storage: salsa::Storage::new(None),
            files: Arc::default(),
            overlay: Arc::default(),
            retired: Arc::default(),
            refused: Arc::default(),
            log: Arc::default(),
            validated: Arc::default(),
            logs: false,
            chunks: Arc::default(),
        }
    }
}

impl RootDatabase {
    /// A database that can record the queries it runs and verifies
    /// ([`RootDatabase::enable_logging`]): for tests and benchmarks.
    pub fn with_query_log() -> Self {
        let log: Arc<Mutex<Option<Vec<String>>>> = Arc::default();
        let validated: Arc<Mutex<Option<Vec<String>>>> = Arc::default();
        let (sink, validated_sink) = (log.clone(), validated.clone());
        let storage = salsa::Storage::new(Some(Box::new(move |event: salsa::Event| {
            match event.kind {
                salsa::EventKind::WillExecute { database_key } => {
                    if let Some(log) = sink.lock().unwrap().as_mut() {
                        log.push(format!("{database_key:?}"));
                    }
                }
                salsa::EventKind::DidValidateMemoizedValue { database_key } => {
                    if let Some(log) = validated_sink.lock().unwrap().as_mut() {
                        log.push(format!("{database_key:?}"));
                    }
                }
                _ => {}
            }
        })));
        RootDatabase {
            storage,
            files: Arc::default(),
            overlay: Arc::default(),
            retired: Arc::default(),
            refused: Arc::default(),
            log,
            validated,
            logs: true,
            chunks: Arc::default(),
        }
    }

    /// Sets (or replaces) the text of a file, as an editor buffer does.
    pub fn set_file_text(&mut self, path: &str, text: &str) -> FileChange {
        let text: Arc<str> = Arc::from(text);
        self.overlay
            .lock()
            .unwrap()
            .insert(path.to_string(), text.clone());
        let known = self.files.lock().unwrap().get(path).copied();
        match known {
            Some(Some(file)) => {
                if *file.text(self) == text {
                    return FileChange::None;
                }
                file.update(self, text, Durability::LOW);
                FileChange::Text
            }
            Some(None) => {
                // a file seen as missing: looked up again on next use
                self.files.lock().unwrap().remove(path);
                FileChange::Existence
            }
            None => FileChange::None,
        }
    }

    /// Drops an editor's text: the file is the disk's again.
    pub fn remove_overlay(&mut self, path: &str) -> FileChange {
        self.overlay.lock().unwrap().remove(path);
        self.refresh_from_disk(path)
    }

    /// Re-reads a file the database has seen, after the disk changed (an
    /// editor's overlay wins). Says what changed; on a change of existence
    /// the units that may include the file must be re-preprocessed
    /// ([`RootDatabase::touch_unit`]), since a missing file is no input.
    pub fn refresh_from_disk(&mut self, path: &str) -> FileChange {
        if self.overlay.lock().unwrap().contains_key(path) || crate::prelude::file(path).is_some() {
            return FileChange::None;
        }
        let known = self.files.lock().unwrap().get(path).copied();
        let Some(known) = known else {
            // never asked for: nothing depends on it
            return FileChange::None;
        };
        let text = read_source(path).ok().flatten();
        match (known, text) {
            (Some(file), Some(text)) => {
                if *file.text(self) == text {
                    return FileChange::None;
                }
                // (a file that changed on disk is likely to change again)
                file.update(self, text, Durability::LOW);
                FileChange::Text
            }
            (Some(file), None) => {
                self.files.lock().unwrap().insert(path.to_string(), None);
                self.retired.lock().unwrap().insert(path.to_string(), file);
                FileChange::Existence
            }
            (None, Some(text)) => {
                let old = self.retired.lock().unwrap().remove(path);
                let file = match old {
                    Some(file) => {
                        file.update(self, text, Durability::LOW);
                        file
                    }
                    None => SourceFile::create(self, path.to_string(), text, durability_of(path)),
                };
                self.files
                    .lock()
                    .unwrap()
                    .insert(path.to_string(), Some(file));
                FileChange::Existence
            }
            (None, None) => FileChange::None,
        }
    }

    /// The paths the database has looked up (found or not) that name the
    /// file at `path` (which is absolute and normalised); the keys are as
    /// the preprocessor composed them, possibly relative or with `..`.
    pub fn known_paths_of(&self, path: &std::path::Path) -> Vec<String> {
        self.files
            .lock()
            .unwrap()
            .keys()
            .filter(|k| crate::compile_db::absolute(std::path::Path::new(k.as_str())) == path)
            .cloned()
            .collect()
    }

    /// Makes a unit preprocess again (its includes are looked up anew),
    /// after a file it may include appeared or disappeared. Later phases
    /// whose input is unchanged are not re-run.
    pub fn touch_unit(&mut self, unit: base_db::Unit) {
        let main = unit.main(self);
        unit.set_main(self).to(main);
    }

    /// Starts recording the queries that execute.
    pub fn enable_logging(&self) {
        assert!(
            self.logs,
            "only a RootDatabase::with_query_log() records queries"
        );
        *self.log.lock().unwrap() = Some(Vec::new());
    }

    /// Stops recording executed queries (and drops what was recorded).
    pub fn disable_logging(&self) {
        *self.log.lock().unwrap() = None;
    }

    /// Starts recording the memoized queries found valid (see
    /// [`RootDatabase::take_validated`]).
    pub fn enable_validation_logging(&self) {
        assert!(
            self.logs,
            "only a RootDatabase::with_query_log() records queries"
        );
        *self.validated.lock().unwrap() = Some(Vec::new());
    }

    /// The memoized queries found valid since the last call: those salsa
    /// visited without running them.
    pub fn take_validated(&self) -> Vec<String> {
        self.validated
            .lock()
            .unwrap()
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    /// The queries executed since the last call.
    pub fn take_log(&self) -> Vec<String> {
        self.log
            .lock()
            .unwrap()
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }
}

/// What re-reading a file found (ordered: the bigger change wins).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum FileChange {
    None,
    /// New text.
    Text,
    /// The file appeared or disappeared.
    Existence,
}

/// The durability of a file read from disk: system files rarely change;
/// others read from disk are not being edited yet (an edit sets LOW: the
/// editor's text, or a change seen on disk).
fn durability_of(path: &str) -> Durability {
    if path.starts_with("/usr/") {
        Durability::HIGH
    } else {
        Durability::MEDIUM
    }
}

/// The largest source file read (far above any real one): a larger file
/// is refused with a clear reason instead of exhausting memory.
pub const MAX_SOURCE_BYTES: u64 = 1 << 30;

/// Reads a source file from disk: `Ok(None)` when there is none (a
/// directory counts as none, as in gcc's search), `Err` with the reason when
/// something is there that is not read as a source. Only regular files are
/// read (and `/dev/null`, which is empty): a FIFO could block for ever and
/// a device never ends (`#include "/dev/zero"`). A file that is not UTF-8
/// is read as bytes, its invalid sequences replaced.
pub fn read_source(path: &str) -> Result<Option<Arc<str>>, String> {
    let fs_path = crate::os_text::fs_path(path);
    let Ok(meta) = std::fs::metadata(&fs_path) else {
        return Ok(None);
    };
    if meta.is_dir() {
        return Ok(None);
    }
    if !meta.is_file() {
        if path == "/dev/null" {
            return Ok(Some(Arc::from("")));
        }
        return Err("not a regular file (a FIFO, device or socket is not read as a source)".into());
    }
    if meta.len() > MAX_SOURCE_BYTES {
        return Err(format!(
            "file too large ({} bytes; sources are read up to {} bytes)",
            meta.len(),
            MAX_SOURCE_BYTES
        ));
    }
    match std::fs::read(&fs_path) {
        Ok(bytes) => Ok(Some(Arc::from(crate::os_text::bytes_to_text(&bytes)))),
        Err(e) => Err(io_reason(&e)),
    }
}

/// The system's reason, without Rust's "(os error N)".
pub fn io_reason(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

#[salsa::db]
impl salsa::Database for RootDatabase {}

#[salsa::db]
impl base_db::SourceDb for RootDatabase {
    fn chunk_cache(&self) -> Option<&preprocessor::ChunkCache> {
        Some(&self.chunks)
    }

    fn load_refusal(&self, path: &str) -> Option<String> {
        self.refused.lock().unwrap().get(path).cloned()
    }

    fn load_file(&self, path: &str) -> Option<SourceFile> {
        if let Some(known) = self.files.lock().unwrap().get(path) {
            return *known;
        }
        let (text, durability) = if let Some(t) = self.overlay.lock().unwrap().get(path) {
            (Some(t.clone()), Durability::LOW)
        } else if let Some(t) = crate::prelude::file(path) {
            (Some(Arc::from(t)), Durability::HIGH)
        } else {
            let text = match read_source(path) {
                Ok(text) => text,
                Err(why) => {
                    self.refused.lock().unwrap().insert(path.to_string(), why);
                    None
                }
            };
            (text, durability_of(path))
        };
        // The two sides are computed on two threads, which may ask for the
        // same header at once: the first to get here creates the input, the
        // other uses it. (Two inputs for one path would leave the queries
        // that read the loser's stale after the file changes.)
        let mut files = self.files.lock().unwrap();
        if let Some(known) = files.get(path) {
            return *known;
        }
        let file = text.map(|t| SourceFile::create(self, path.to_string(), t, durability));
        files.insert(path.to_string(), file);
        file
    }
}

#[salsa::db]
impl hir::HirDb for RootDatabase {}

#[salsa::db]
impl cuda_sema::SemaDb for RootDatabase {}
