//! Golden parser tests: every `test-data/parser/ok/*.cpp` parses without a
//! syntax error and every `test-data/parser/err/*.cpp` with at least one
//! (showing how the parser recovers); each file's tree, with its errors, is
//! compared with `NAME.tree` beside it (`UPDATE_EXPECT=1 cargo test`
//! rewrites them). The files are parsed as preprocessed text, so they may
//! carry line markers, and each tree must be its file's text, byte for byte.

use std::path::{Path, PathBuf};

fn cases(kind: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../test-data/parser")
        .join(kind);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "cpp"))
        .collect();
    files.sort();
    files
}

/// Parses one case; returns the number of errors.
fn check(path: &Path) -> usize {
    let text = std::fs::read_to_string(path).unwrap();
    let parse = syntax::parse_preprocessed_text(&text);
    assert_eq!(
        parse.syntax_node().text().to_string(),
        text,
        "{}: the tree is not the text",
        path.display()
    );
    expect_test::expect_file![path.with_extension("tree")].assert_eq(&parse.debug_dump());
    parse.errors().len()
}

#[test]
fn ok_cases_parse_without_errors() {
    let cases = cases("ok");
    assert!(!cases.is_empty());
    let with_errors: Vec<String> = cases
        .iter()
        .filter(|p| check(p) > 0)
        .map(|p| p.display().to_string())
        .collect();
    assert!(
        with_errors.is_empty(),
        "syntax errors in ok cases (see their .tree files): {with_errors:?}"
    );
}

#[test]
fn err_cases_report_errors_and_recover() {
    let cases = cases("err");
    assert!(!cases.is_empty());
    let without: Vec<String> = cases
        .iter()
        .filter(|p| check(p) == 0)
        .map(|p| p.display().to_string())
        .collect();
    assert!(without.is_empty(), "err cases without errors: {without:?}");
}
