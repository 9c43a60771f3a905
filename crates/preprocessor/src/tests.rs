//! Data-driven tests: a fixture of virtual files is preprocessed from
//! `main.cu` and the output (tokens as text, pragmas, diagnostics) compared
//! with an `expect!` snapshot. Fixtures use `//- /path` lines to start files;
//! without them the whole fixture is `main.cu`.

mod base_macros;
mod conditionals;
mod expressions;
mod includes;
mod locations;
mod macros;
mod preprocessed;
mod robustness;

use std::collections::HashMap;
use std::sync::Arc;

use expect_test::Expect;

use crate::{Config, FileId, FileLoader, LoadedFile, Preprocessed, build_macro_table, preprocess};

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
    assert_base_macros_equivalent(config, fixture);
}

/// Everything a run produces, for exact comparisons: the rendering, every
/// token, diagnostic, pragma and include record with positions and flags,
/// the files read and the paths the loader was asked for.
pub(crate) fn dump_run(config: &Config, fixture: &str) -> String {
    let mut loader = MemLoader::new(parse_fixture(fixture));
    let main = loader.file("main.cu").expect("fixture has main.cu");
    let pp = preprocess(main, config, &mut loader);
    let files: Vec<_> = pp.files.iter().map(|f| (f.id, &f.path)).collect();
    format!(
        "{}\n{:?}\n{:?}\n{:?}\n{:?}\n{files:?}\nloads: {:?}\n",
        render(&pp),
        pp.tokens,
        pp.diagnostics,
        pp.pragmas,
        pp.includes,
        loader.loads
    )
}

/// Predefined macros added to every fixture in the `base_macros`
/// equivalence checks: some of the host compiler's, one erroneous, one
/// undefined again, and some named like the fixtures' own macros (so that
/// the fixtures redefine, `#undef` and `push_macro` macros of the table).
const EXTRA_PREDEFINED: &[(&str, &str)] = &[
    ("__CHAR_BIT__", "8"),
    ("__GNUC__", "12"),
    ("__GNUC_MINOR__", "2"),
    ("__cplusplus", "201703L"),
    ("__x86_64__", "1"),
    ("__SIZE_TYPE__", "long unsigned int"),
    ("__INT64_C(c)", "c ## L"),
    ("__VERSION__", "\"12.2.0\""),
    (
        "__DBL_EPSILON__",
        "double(2.22044604925031308084726333618164062e-16L)",
    ),
    ("__STDC__", "1"),
    ("__EXTRA_GONE", "1"),
    ("__EXTRA_BAD(", "x"),
    ("f(x)", "[x]"),
    ("F", "0"),
    ("M", "1"),
    ("N", "10"),
    ("x", "3"),
    ("X", "X"),
    ("A", "a"),
    ("OBJ_LIKE", "(1-1)"),
    ("FUNC_LIKE(a)", "( a )"),
    ("directive", "1"),
];

/// Checks that a fixture gives exactly the same results when the config's
/// macros come from a `base_macros` table (wholly, or in part), and when the
/// extra predefined macros come from a table rather than `defines`. (A
/// config that already has `base_macros` is left alone.)
pub(crate) fn assert_base_macros_equivalent(config: &Config, fixture: &str) {
    if config.base_macros.is_some() {
        // Already from a table (the tests of `base_macros` compare themselves).
        return;
    }
    let table = |defines: &[(String, String)], undefs: &[String]| {
        Some(Arc::new(build_macro_table(defines, undefs)))
    };
    let reference = dump_run(config, fixture);
    let all_in_table = Config {
        base_macros: table(&config.defines, &config.undefs),
        defines: Vec::new(),
        undefs: Vec::new(),
        ..config.clone()
    };
    assert_eq!(
        dump_run(&all_in_table, fixture),
        reference,
        "all in base_macros"
    );
    let half = config.defines.len() / 2;
    let split = Config {
        base_macros: table(&config.defines[..half], &[]),
        defines: config.defines[half..].to_vec(),
        ..config.clone()
    };
    assert_eq!(dump_run(&split, fixture), reference, "half in base_macros");

    let extra: Vec<(String, String)> = EXTRA_PREDEFINED
        .iter()
        .map(|(n, b)| (n.to_string(), b.to_string()))
        .collect();
    let gone = vec!["__EXTRA_GONE".to_string()];
    let extra_reference = Config {
        defines: extra.iter().chain(&config.defines).cloned().collect(),
        undefs: gone.iter().chain(&config.undefs).cloned().collect(),
        ..config.clone()
    };
    let extra_in_table = Config {
        base_macros: table(&extra, &gone),
        ..config.clone()
    };
    assert_eq!(
        dump_run(&extra_in_table, fixture),
        dump_run(&extra_reference, fixture),
        "extra predefined macros in base_macros"
    );
}
