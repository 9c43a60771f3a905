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
    /// Names of the queries executed, when logging is on (tests).
    log: Arc<Mutex<Option<Vec<String>>>>,
}

impl Default for RootDatabase {
    fn default() -> Self {
        let log: Arc<Mutex<Option<Vec<String>>>> = Arc::default();
        let sink = log.clone();
        let storage = salsa::Storage::new(Some(Box::new(move |event: salsa::Event| {
            if let salsa::EventKind::WillExecute { database_key } = event.kind
                && let Some(log) = sink.lock().unwrap().as_mut()
            {
                log.push(format!("{database_key:?}"));
            }
        })));
        RootDatabase {
            storage,
            files: Arc::default(),
            overlay: Arc::default(),
            log,
        }
    }
}

impl RootDatabase {
    /// Sets (or replaces) the text of a file, as an editor buffer does.
    pub fn set_file_text(&mut self, path: &str, text: &str) {
        let text: Arc<str> = Arc::from(text);
        self.overlay
            .lock()
            .unwrap()
            .insert(path.to_string(), text.clone());
        let existing = self.files.lock().unwrap().get(path).copied().flatten();
        match existing {
            Some(file) => {
                file.set_text(self)
                    .with_durability(Durability::LOW)
                    .to(text);
            }
            None => {
                // a file seen as missing before must be re-resolved
                self.files.lock().unwrap().remove(path);
            }
        }
    }

    /// Starts recording the queries that execute.
    pub fn enable_logging(&self) {
        *self.log.lock().unwrap() = Some(Vec::new());
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

#[salsa::db]
impl salsa::Database for RootDatabase {}

#[salsa::db]
impl base_db::SourceDb for RootDatabase {
    fn load_file(&self, path: &str) -> Option<SourceFile> {
        if let Some(known) = self.files.lock().unwrap().get(path) {
            return *known;
        }
        let (text, durability) = if let Some(t) = self.overlay.lock().unwrap().get(path) {
            (Some(t.clone()), Durability::LOW)
        } else if let Some(t) = crate::prelude::file(path) {
            (Some(Arc::from(t)), Durability::HIGH)
        } else {
            let system = path.starts_with("/usr/");
            let text = std::fs::read(path)
                .ok()
                .map(|bytes| Arc::from(String::from_utf8_lossy(&bytes).as_ref()));
            (
                text,
                if system {
                    Durability::HIGH
                } else {
                    Durability::LOW
                },
            )
        };
        let file = text.map(|t| {
            SourceFile::builder(path.to_string(), t)
                .durability(durability)
                .new(self)
        });
        self.files.lock().unwrap().insert(path.to_string(), file);
        file
    }
}

#[salsa::db]
impl hir::HirDb for RootDatabase {}

#[salsa::db]
impl cuda_sema::SemaDb for RootDatabase {}
