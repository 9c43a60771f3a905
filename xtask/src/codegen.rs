//! `cargo xtask codegen`: generates the syntax kinds and the typed AST of the
//! `syntax` crate from `crates/syntax/cpp.ungram` and the token tables in
//! `codegen/kinds.rs`. The output is committed; `Mode::Check` (used by the
//! test below) fails when the committed files are stale.

mod ast_gen;
mod kinds;
mod kinds_gen;

use std::path::{Path, PathBuf};

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Write,
    Check,
}

pub fn project_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

pub fn generate(mode: Mode) -> Result<(), String> {
    let root = project_root();
    let grammar_text = std::fs::read_to_string(root.join("crates/syntax/cpp.ungram"))
        .map_err(|e| format!("reading cpp.ungram: {e}"))?;
    let grammar: ungrammar::Grammar = grammar_text
        .parse()
        .map_err(|e| format!("cpp.ungram: {e}"))?;
    let model = ast_gen::lower(&grammar);
    let kinds = kinds_gen::generate(&model);
    let nodes = ast_gen::generate(&model);
    let out = root.join("crates/syntax/src/generated");
    let mut stale = Vec::new();
    for (name, text) in [("kinds.rs", kinds), ("nodes.rs", nodes)] {
        let text = rustfmt(&text)?;
        let path = out.join(name);
        let old = std::fs::read_to_string(&path).unwrap_or_default();
        if old != text {
            match mode {
                Mode::Write => {
                    std::fs::write(&path, text).map_err(|e| format!("writing {name}: {e}"))?
                }
                Mode::Check => stale.push(name),
            }
        }
    }
    if stale.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "generated files are stale ({}): run `cargo xtask codegen`",
            stale.join(", ")
        ))
    }
}

fn rustfmt(text: &str) -> Result<String, String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2024", "--emit", "stdout"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("running rustfmt: {e}"))?;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err("rustfmt failed on generated code".to_string());
    }
    Ok(String::from_utf8(out.stdout).unwrap())
}

#[cfg(test)]
mod tests {
    #[test]
    fn generated_code_is_fresh() {
        if let Err(e) = super::generate(super::Mode::Check) {
            panic!("{e}");
        }
    }
}
