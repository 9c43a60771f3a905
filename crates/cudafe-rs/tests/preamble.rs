//! Preamble reuse is invisible: for every `.cu` in test-data, the tokens
//! of the preamble followed by those of the body (each part preprocessed on
//! its own, the body continuing from the preamble's state) are the tokens
//! of one preprocessing run over the whole unit, on both sides.

use base_db::{CompileOptions, Part};
use cudafe_rs::check;
use cudafe_rs::cli::parse_check_args;
use cudafe_rs::db::RootDatabase;
use std::path::{Path, PathBuf};

fn cu_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            cu_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "cu") {
            out.push(p);
        }
    }
}

/// A token as the later phases see it (file ids differ between runs).
fn spelled(t: &preprocessor::PpToken) -> (syntax::SyntaxKind, String, u8) {
    (t.kind, t.text.to_string(), t.flags)
}

#[test]
fn the_parts_preprocess_to_the_whole() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data");
    let mut files = Vec::new();
    cu_files(&root, &mut files);
    files.sort();
    assert!(files.len() > 50, "test-data has its .cu files");
    let mut with_preamble = 0;
    for file in &files {
        let path = file.to_string_lossy().to_string();
        let db = RootDatabase::default();
        let args = parse_check_args(std::slice::from_ref(&path)).unwrap();
        let options = CompileOptions::new(&db, check::compile_options(&args));
        let unit = check::load_unit(&db, &path, options).unwrap();
        for us in [unit.host, unit.device] {
            let whole: Vec<_> = base_db::preprocess(&db, us)
                .pp
                .tokens
                .iter()
                .map(spelled)
                .collect();
            let mut parts = Vec::new();
            for part in [Part::Preamble, Part::Body] {
                let pp = &base_db::preprocess_part(&db, us, part).unit.pp;
                parts.extend(pp.tokens.iter().map(spelled));
            }
            assert_eq!(
                whole, parts,
                "{path}: the parts' tokens differ from the whole's"
            );
            if base_db::preamble_end(&db, us) > 0 {
                with_preamble += 1;
            }
        }
    }
    assert!(
        with_preamble > 20,
        "most test files start with #include lines"
    );
}
