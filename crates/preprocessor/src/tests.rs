//! Data-driven tests: a fixture of virtual files is preprocessed from
//! `main.cu` and the output (tokens as text, pragmas, diagnostics) compared
//! with an `expect!` snapshot. Fixtures use `//- /path` lines to start files;
//! without them the whole fixture is `main.cu`.

mod conditionals;
mod expressions;
mod includes;
mod locations;
mod macros;
mod robustness;

use std::collections::HashMap;
use std::sync::Arc;

use expect_test::Expect;

use crate::{Config, FileId, FileLoader, LoadedFile, Preprocessed, preprocess};

/// A `FileLoader` over in-memory files; ids are given in order of first load.
pub(crate) struct MemLoader {
    files: HashMap<String, String>,
    ids: HashMap<String, FileId>,
    pub loads: Vec<String>,
}

impl MemLoader {
    pub fn new(files: HashMap<String, String>) -> Self {
        MemLoader {
            files,
            ids: HashMap::new(),
            loads: Vec::new(),
        }
    }

    fn file(&mut self, path: &str) -> Option<LoadedFile> {
        let text = self.files.get(path)?;
        let next = FileId(self.ids.len() as u32);
        let id = *self.ids.entry(path.to_string()).or_insert(next);
        Some(LoadedFile {
            id,
            path: path.to_string(),
            text: Arc::from(text.as_str()),
        })
    }
}

impl FileLoader for MemLoader {
    fn load(&mut self, path: &str) -> Option<LoadedFile> {
        self.loads.push(path.to_string());
        self.file(path)
    }
}

pub(crate) fn parse_fixture(fixture: &str) -> HashMap<String, String> {
    let mut files = HashMap::new();
    if !fixture.starts_with("//- ") {
        files.insert("main.cu".to_string(), fixture.to_string());
        return files;
    }
    let mut current: Option<(String, String)> = None;
    for line in fixture.split_inclusive('\n') {
        if let Some(path) = line.strip_prefix("//- ") {
            if let Some((p, t)) = current.take() {
                files.insert(p, t);
            }
            // `//- /a.h` is the relative path `a.h`; `//- //abs/a.h` is `/abs/a.h`.
            let path = path.trim();
            let path = path.strip_prefix('/').unwrap_or(path).to_string();
            current = Some((path, String::new()));
        } else if let Some((_, t)) = current.as_mut() {
            t.push_str(line);
        }
    }
    if let Some((p, t)) = current.take() {
        files.insert(p, t);
    }
    files
}

pub(crate) fn run(config: &Config, fixture: &str) -> Preprocessed {
    let mut loader = MemLoader::new(parse_fixture(fixture));
    let main = loader.file("main.cu").expect("fixture has main.cu");
    preprocess(main, config, &mut loader)
}

/// The output tokens as text: a newline before line-starting tokens, a space
/// before tokens with leading whitespace.
pub(crate) fn render_tokens(pp: &Preprocessed) -> String {
    let mut out = String::new();
    for (i, t) in pp.tokens.iter().enumerate() {
        if i > 0 {
            if t.is_line_start() {
                out.push('\n');
            } else if t.has_leading_space() {
                out.push(' ');
            }
        }
        out.push_str(&t.text);
    }
    out
}

pub(crate) fn render(pp: &Preprocessed) -> String {
    let mut out = render_tokens(pp);
    out.push('\n');
    for p in &pp.pragmas {
        let path = &pp.file(p.file).unwrap().path;
        let (line, _) = pp.line_col(p.file, p.offset);
        out.push_str(&format!(
            "{path}:{line}: pragma before token {}: {}\n",
            p.token_index, p.text
        ));
    }
    for d in &pp.diagnostics {
        let path = &pp.file(d.file).unwrap().path;
        let (line, _) = pp.line_col(d.file, d.offset);
        let severity = match d.severity {
            crate::Severity::Fatal => "fatal error",
            crate::Severity::Error => "error",
            crate::Severity::Warning => "warning",
        };
        out.push_str(&format!("{path}:{line}: {severity}: {}\n", d.message));
    }
    out
}

pub(crate) fn check(fixture: &str, expect: Expect) {
    check_with(&Config::default(), fixture, expect);
}

pub(crate) fn check_with(config: &Config, fixture: &str, expect: Expect) {
    let pp = run(config, fixture);
    expect.assert_eq(&render(&pp));
}
