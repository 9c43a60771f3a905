//! The in-process half of `cargo xtask bench heavy`: one real, heavy CUDA
//! unit (Thrust, CUB, llama.cpp: hundreds of thousands of lines once its
//! headers are in) held in a database as the daemon holds it, and edited
//! there:
//!
//! - a body edit: `(void)N;` inserted after `--body TEXT` (the opening of
//!   a function body), `N` changing with every edit;
//! - a signature edit: a defaulted parameter appended to `--signature
//!   TEXT` (the parameter list, with its `)`, of a function called
//!   directly), its type alternating between `long` and `short`.
//!
//! Each edit is timed from the new text to the new diagnostics (both
//! sides), which must be those of the unedited file. It prints the cold
//! check in process, the median and p95 of each kind, the queries each
//! kind re-executes, and the daemon's peak resident memory.
//!
//! usage: bench_heavy [--edits N] [--only body|signature] --body TEXT --signature TEXT(...) CHECK-ARGS... FILE
//! (CHECK-ARGS as `cudafe-rs check` takes them; relative paths are read
//! from the current directory)
use bench_common::{median_p95, rss_mb};
use cudafe_rs::{check, cli::parse_check_args, db::RootDatabase};
use std::time::Instant;

mod bench_common;

/// The options given as `NAME VALUE`, taken out of `args`.
fn take_option(args: &mut Vec<String>, name: &str) -> Option<String> {
    let i = args.iter().position(|a| a == name)?;
    let value = args.get(i + 1).cloned();
    args.drain(i..(i + 2).min(args.len()));
    value
}

/// `text` with `insert` placed at `back` bytes before the end of the one
/// occurrence of `anchor`.
fn insert_in(text: &str, anchor: &str, back: usize, insert: &str) -> String {
    let at = text
        .find(anchor)
        .unwrap_or_else(|| panic!("the anchor {anchor:?} is not in the file"))
        + anchor.len()
        - back;
    assert!(
        !text[at..].contains(anchor),
        "the anchor {anchor:?} occurs more than once"
    );
    format!("{}{insert}{}", &text[..at], &text[at..])
}

/// What a check reports, as lines to compare before and after an edit
/// (lines left out: the edits move the lines after them).
fn summary(diags: &[diagnostics::Diagnostic]) -> Vec<String> {
    let mut v: Vec<String> = diags
        .iter()
        .map(|d| format!("{}: {:?} {:?} {}", d.file, d.severity, d.number, d.message))
        .collect();
    v.sort();
    v
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let edits: usize = take_option(&mut args, "--edits")
        .map(|n| n.parse().expect("--edits N"))
        .unwrap_or(50);
    let body = take_option(&mut args, "--body").expect("--body TEXT");
    let signature = take_option(&mut args, "--signature").expect("--signature TEXT");
    // (`--only body|signature`: one kind, for profiling)
    let only = take_option(&mut args, "--only");
    let check_args = parse_check_args(&args).expect("check's arguments");
    let file = check_args.files.first().expect("a file").clone();
    let path = std::fs::canonicalize(&file)
        .expect("the file")
        .display()
        .to_string();
    let base = std::fs::read_to_string(&path).expect("read the file");

    cudafe_rs::daemon_memory();
    let mut db = RootDatabase::default();
    db.set_file_text(&path, &base);
    let t = Instant::now();
    let options = base_db::CompileOptions::new(&db, check::compile_options(&check_args));
    let unit = check::load_unit(&db, &path, options).expect("load the unit");
    let expected = summary(&check::diagnostics(&db, &unit));
    println!(
        "cold check in process: {:.0} ms",
        t.elapsed().as_secs_f64() * 1e3
    );

    let body_edit = |i: usize| insert_in(&base, &body, 0, &format!(" (void){i};"));
    let signature_edit = |i: usize| {
        let ty = if i.is_multiple_of(2) { "long" } else { "short" };
        insert_in(&base, &signature, 1, &format!(", {ty} bench_p = 0"))
    };
    let kinds: [(&str, &dyn Fn(usize) -> String); 2] = [
        ("body edit", &body_edit),
        ("signature edit", &signature_edit),
    ];
    for (name, edit) in kinds {
        if only.as_ref().is_some_and(|o| !name.starts_with(o.as_str())) {
            continue;
        }
        db.set_file_text(&path, &base);
        check::diagnostics(&db, &unit);
        let mut times = Vec::with_capacity(edits);
        for i in 0..edits {
            let text = edit(i);
            let t = Instant::now();
            db.set_file_text(&path, &text);
            let diags = check::diagnostics(&db, &unit);
            times.push(t.elapsed());
            assert_eq!(
                summary(&diags),
                expected,
                "{name} {i} changed what the unit reports"
            );
        }
        let (median, p95) = median_p95(times);
        println!(
            "{name}: median {:.2} ms, p95 {:.2} ms over {edits} edits",
            median.as_secs_f64() * 1e3,
            p95.as_secs_f64() * 1e3
        );
    }
    println!(
        "peak RSS (the daemon holding the unit): {:.0} MB",
        rss_mb("VmHWM:")
    );
}
