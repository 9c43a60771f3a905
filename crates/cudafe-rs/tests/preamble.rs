//! Preamble reuse and body chunks are invisible: for every `.cu` in
//! test-data, the tokens of the preamble followed by those of the body's
//! chunks (each part preprocessed on its own, continuing from the state the
//! part before left) are the tokens of one preprocessing run over the whole
//! unit, on both sides, at the same presumed lines (a chunk's own lines
//! moved by its line shift).

use base_db::CompileOptions;
use cudafe_rs::check;
use cudafe_rs::cli::parse_check_args;
use cudafe_rs::db::RootDatabase;

mod common;

/// A token as the later phases see it (file ids differ between runs), with
/// its presumed file and line (`shift`: the part's line shift).
fn spelled(
    pp: &preprocessor::Preprocessed,
    t: &preprocessor::PpToken,
    shift: u32,
) -> (syntax::SyntaxKind, String, u8, (String, u32)) {
    let loc = pp.presumed_location_shifted(t.file, t.offset, shift);
    (
        t.kind,
        t.text.to_string(),
        t.flags,
        (loc.file.to_string(), loc.line),
    )
}

#[test]
fn the_parts_preprocess_to_the_whole() {
    let files = common::cu_files("test-data");
    assert!(files.len() > 50, "test-data has its .cu files");
    // (files side by side: each has a database of its own)
    let counts = common::in_parallel(&files, |file| {
        let (mut with_preamble, mut chunked) = (0, 0);
        let path = file.to_string_lossy().to_string();
        let db = RootDatabase::default();
        let args = parse_check_args(std::slice::from_ref(&path)).unwrap();
        let options = CompileOptions::new(&db, check::compile_options(&args));
        let unit = check::load_unit(&db, &path, options).unwrap();
        for us in [unit.host, unit.device] {
            let whole_pp = &base_db::preprocess(&db, us).pp;
            let whole: Vec<_> = whole_pp
                .tokens
                .iter()
                .map(|t| spelled(whole_pp, t, 0))
                .collect();
            let mut parts = Vec::new();
            let unit_parts = base_db::parts(&db, us);
            if unit_parts.len() > 2 {
                chunked += 1;
            }
            for part in unit_parts {
                let pp = &base_db::preprocess_part(&db, us, part).unit.pp;
                let shift = base_db::part_line_shift(&db, us, part);
                parts.extend(pp.tokens.iter().map(|t| spelled(pp, t, shift)));
            }
            assert_eq!(
                whole, parts,
                "{path}: the parts' tokens differ from the whole's"
            );
            if base_db::preamble_end(&db, us) > 0 {
                with_preamble += 1;
            }
        }
        (with_preamble, chunked)
    });
    let with_preamble: usize = counts.iter().map(|c| c.0).sum();
    let chunked: usize = counts.iter().map(|c| c.1).sum();
    assert!(
        with_preamble > 20,
        "most test files start with #include lines"
    );
    assert!(
        chunked > 10,
        "longer test files are cut in chunks: {chunked}"
    );
}
