//! No message text outside the table: the fixed words of every entry's
//! template (its runs of text between fill-ins, when long enough to be
//! unmistakable) must not appear in a string literal anywhere else in the
//! workspace's sources. Tests, which compare with expected output, and
//! comments are not sources of messages and are skipped.

use diagnostics::Message;
use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        let name = e.file_name();
        let name = name.to_string_lossy();
        if path.is_dir() {
            if !matches!(name.as_ref(), "tests" | "target" | "examples" | "benches") {
                sources(&path, out);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" {
            out.push(path);
        }
    }
}

/// The string literals of a file's non-test code, with their lines.
fn literals(text: &str) -> Vec<(usize, String)> {
    let code = match text.find("#[cfg(test)]") {
        Some(at) => &text[..at],
        None => text,
    };
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let line = line.trim_start();
        if line.starts_with("//") {
            continue;
        }
        let mut rest = line;
        while let Some(open) = rest.find('"') {
            // a quote inside a char literal is not a string
            if rest[..open].ends_with('\'') {
                rest = &rest[open + 1..];
                continue;
            }
            let body = &rest[open + 1..];
            let mut end = None;
            let mut escaped = false;
            for (i, c) in body.char_indices() {
                match c {
                    '\\' if !escaped => escaped = true,
                    '"' if !escaped => {
                        end = Some(i);
                        break;
                    }
                    _ => escaped = false,
                }
            }
            let Some(end) = end else { break };
            out.push((n + 1, body[..end].replace("\\\"", "\"")));
            rest = &body[end + 1..];
        }
    }
    out
}

/// The runs of fixed text of a template long enough to name it.
fn fragments(template: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut run = String::new();
    let mut chars = template.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '%' {
            // skip the specifier: letter, options, index
            while chars.peek().is_some_and(|c| c.is_ascii_alphanumeric()) {
                chars.next();
            }
            out.push(std::mem::take(&mut run));
        } else {
            run.push(c);
        }
    }
    out.push(run);
    out.into_iter()
        .map(|s| s.trim().to_string())
        .filter(|s| s.len() >= 24 && s.split(' ').count() >= 4)
        .collect()
}

#[test]
fn message_texts_live_in_the_table_only() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    sources(&root.join("crates"), &mut files);
    sources(&root.join("xtask"), &mut files);
    assert!(
        files.len() > 50,
        "sources not found under {}",
        root.display()
    );
    let catalog = Path::new("catalog.rs");
    // the preprocessor speaks as gcc does in nvcc's pipeline: its messages
    // are gcc's texts (carried by the table's `Preprocessor*` entries as
    // they are), and some contain an EDG message's words (gcc's "integer
    // constant is too large for its type" against EDG's #23)
    let gcc_texts = root.join("crates/preprocessor/src");
    let fragments: Vec<(Message, String)> = Message::ALL
        .iter()
        .flat_map(|m| {
            fragments(m.entry().template)
                .into_iter()
                .map(move |f| (*m, f))
        })
        .collect();
    assert!(fragments.len() > 150);
    let mut stray = Vec::new();
    for file in &files {
        if file.ends_with(catalog) || file.starts_with(&gcc_texts) {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(file) else {
            continue;
        };
        for (line, literal) in literals(&text) {
            for (m, fragment) in &fragments {
                if literal.contains(fragment.as_str()) {
                    stray.push(format!(
                        "{}:{line}: text of {} ({fragment:?})",
                        file.display(),
                        m.name()
                    ));
                }
            }
        }
    }
    assert!(
        stray.is_empty(),
        "message text outside the table:\n{}",
        stray.join("\n")
    );
}

#[test]
fn the_scan_finds_a_stray_text() {
    let text = "fn f() { push(\"zero-sized variable \\\"x\\\" is not allowed in device code\"); }";
    let found = literals(text);
    assert_eq!(found.len(), 1);
    let all: Vec<String> = Message::ALL
        .iter()
        .flat_map(|m| fragments(m.entry().template))
        .collect();
    assert!(all.iter().any(|f| found[0].1.contains(f.as_str())));
}
