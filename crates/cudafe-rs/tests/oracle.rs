//! The oracle cases: each `.cu` under `test-data/oracle/` is checked and its
//! diagnostics, in the oracle's normalized form, are compared with the
//! `.oracle.txt` NVIDIA's tools produced for it (without the side tags).
//!
//! Cases listed in `test-data/oracle/slice-cases.txt` must match exactly;
//! for every other case the test records how far we are in
//! `test-data/oracle/status.txt` (a golden file: refresh it with
//! `UPDATE_EXPECT=1 cargo test`), so that progress and regressions show.

mod common;

use common::{case_args, root};
use cudafe_rs::check;
use cudafe_rs::cli::parse_check_args;
use cudafe_rs::controls::Report;
use cudafe_rs::db::RootDatabase;
use diagnostics::Severity;
use std::path::{Path, PathBuf};

/// Our diagnostics in the oracle's `diag` format, without side tags: the
/// number column shows what the text shows (warnings' and remarks' numbers,
/// unless `--no_display_error_number`), and the error limit is the raw
/// line `Error limit reached.` without a position.
fn normalize(report: &Report, main: &str, display_numbers: bool) -> Vec<String> {
    // errors where the input ends are raw lines without a position, first;
    // their notes join the group of the diagnostic printed before them (the
    // oracle's normalizer groups a note with the line above it), or follow
    // the raw lines when none was
    let mut raw = Vec::new();
    let mut notes = Vec::new();
    let mut lines: Vec<(bool, bool, String, u32, String)> = Vec::new();
    for d in &report.diagnostics {
        if d.end_of_source {
            raw.push(format!(
                "0:raw:-:At end of source: error: {}",
                d.message.trim()
            ));
            for r in &d.related {
                let number = r.number.map_or("-".to_string(), |n| n.to_string());
                let shown = if r.file == main || r.file.is_empty() {
                    String::new()
                } else {
                    format!("{}:", r.file)
                };
                let note = format!("{shown}{}:note:{number}:{}", r.line, r.message.trim());
                match lines.last_mut() {
                    Some(group) => {
                        group.4.push('\n');
                        group.4.push_str(&note);
                    }
                    None => notes.push(note),
                }
            }
            continue;
        }
        let severity = match d.severity {
            Severity::Remark => "remark",
            Severity::Warning => "warning",
            Severity::Error => "error",
            Severity::Fatal => "fatal",
        };
        let number = d
            .shown_number()
            .filter(|_| display_numbers)
            .map_or("-".to_string(), |n| n.to_string());
        // a message's own continuation lines (`argument types are:`),
        // joined as the oracle's normalizer joins EDG's
        let message = d
            .message
            .trim()
            .lines()
            .map(str::trim)
            .collect::<Vec<_>>()
            .join(" | ");
        let in_main = d.file == main || d.file.is_empty();
        let prefix = |f: &str| {
            if f == main || f.is_empty() {
                String::new()
            } else {
                format!("{f}:")
            }
        };
        // a note stays with the diagnostic it belongs to
        let mut group = format!(
            "{}{}:{severity}:{number}:{message}",
            prefix(&d.file),
            d.line
        );
        for r in &d.related {
            let number = r.number.map_or("-".to_string(), |n| n.to_string());
            group.push_str(&format!(
                "\n{}{}:note:{number}:{}",
                prefix(&r.file),
                r.line,
                r.message.trim()
            ));
        }
        // (the instance context ends the group, after the notes)
        for note in &d.notes {
            group.push_str(" | ");
            group.push_str(note.trim());
        }
        let file = if in_main {
            main.to_string()
        } else {
            d.file.clone()
        };
        lines.push((!d.preprocessor, !in_main, file, d.line, group));
    }
    if !raw.is_empty() {
        raw.extend(notes);
        lines.push((true, false, main.to_string(), 0, raw.join("\n")));
    }
    if report.error_limit_reached {
        lines.push((
            true,
            false,
            main.to_string(),
            0,
            format!("0:raw:-:{}", check::ERROR_LIMIT_MESSAGE),
        ));
    }
    // the preprocessor's groups first (gcc runs before the front ends),
    // then each list by input file first, file, line
    lines.sort_by(|a, b| (a.0, a.1, &a.2, a.3).cmp(&(b.0, b.1, &b.2, b.3)));
    lines
        .into_iter()
        .flat_map(|l| l.4.split('\n').map(str::to_string).collect::<Vec<_>>())
        .collect()
}

fn expected(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path.with_extension("oracle.txt")).unwrap_or_default();
    text.lines()
        .map(|l| match l.rfind(" [") {
            Some(i) if l.ends_with(']') => l[..i].to_string(),
            _ => l.to_string(),
        })
        .collect()
}

fn run_case(path: &Path, toolkit: Option<&Path>) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    let dir = path.parent().unwrap();
    let name = path.file_name().unwrap().to_str().unwrap().to_string();
    // run like the oracle: in the file's directory, by base name
    let mut args = case_args(&text);
    if let Some(tk) = toolkit {
        args.push("--cuda-path".into());
        args.push(tk.to_str().unwrap().into());
    }
    args.push(dir.join(&name).to_str().unwrap().to_string());
    let args = parse_check_args(&args).unwrap();
    let db = RootDatabase::default();
    let options = base_db::CompileOptions::new(&db, check::compile_options(&args));
    let unit = check::load_unit(&db, &args.files[0], options).unwrap();
    let mut report = check::report(&db, &unit, &args.controls);
    // the oracle prints the main file by its base name, and other files
    // relative to its directory
    let full = args.files[0].clone();
    let dir_prefix = format!("{}/", dir.to_str().unwrap());
    // the toolkit's files as the oracle writes them
    let toolkit_prefix = toolkit.map(|tk| format!("{}/", tk.to_str().unwrap()));
    let in_toolkit = |f: &mut String| {
        if let Some(rest) = toolkit_prefix.as_deref().and_then(|p| f.strip_prefix(p)) {
            *f = format!("<cuda>/{rest}");
        }
    };
    for d in &mut report.diagnostics {
        in_toolkit(&mut d.file);
        // (and where a message names a header: `previous definition at
        // line 115 of <cuda>/include/texture_types.h`)
        if let Some(p) = &toolkit_prefix {
            d.message = d.message.replace(p.as_str(), "<cuda>/");
        }
        for r in &mut d.related {
            in_toolkit(&mut r.file);
        }
        if d.file == full {
            d.file = name.clone();
        } else if let Some(rel) = d.file.strip_prefix(&dir_prefix) {
            d.file = rel.to_string();
        }
        // paths in messages (`defined at FILE:LINE`) too, as the oracle does
        d.message = d.message.replace(&full, &name);
        for r in &mut d.related {
            if r.file == full {
                r.file = name.clone();
            } else if let Some(rel) = r.file.strip_prefix(&dir_prefix) {
                r.file = rel.to_string();
            }
        }
    }
    normalize(&report, &name, args.controls.display_error_number)
}

fn cases() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for dir in [
        "test-data/oracle/examples",
        "test-data/oracle/slice",
        "test-data/oracle/controls",
        "test-data/oracle/checks",
    ] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "cu"))
            .collect();
        files.sort();
        out.extend(files);
    }
    out
}

fn case_name(p: &Path) -> String {
    let rel = p
        .strip_prefix(root())
        .unwrap_or(p)
        .to_str()
        .unwrap()
        .to_string();
    rel.trim_start_matches("test-data/oracle/")
        .trim_start_matches("test-data/")
        .to_string()
}

/// The cases listed in `slice-cases.txt`, which must match exactly.
fn required_cases() -> Vec<String> {
    std::fs::read_to_string(root().join("test-data/oracle/slice-cases.txt"))
        .unwrap()
        .lines()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect()
}

#[test]
fn oracle_cases() {
    let required = required_cases();
    let mut status = String::new();
    let mut failures = Vec::new();
    let mut passed = 0;
    let all = cases();
    // (the cases are independent: checked side by side)
    let results = common::in_parallel(&all, |p| run_case(p, None));
    for (path, got) in all.iter().zip(results) {
        let name = case_name(path);
        let want = expected(path);
        let ok = got == want;
        if ok {
            passed += 1;
        }
        status.push_str(&format!("{} {name}\n", if ok { "PASS" } else { "FAIL" }));
        if !ok && required.contains(&name) {
            failures.push(format!(
                "{name}:\n  expected:\n    {}\n  got:\n    {}",
                want.join("\n    "),
                got.join("\n    ")
            ));
        }
    }
    status.push_str(&format!(
        "{passed} of {} cases match the oracle\n",
        all.len()
    ));
    expect_test::expect_file![root().join("test-data/oracle/status.txt")].assert_eq(&status);
    assert!(
        failures.is_empty(),
        "required oracle cases differ:\n{}",
        failures.join("\n")
    );
    let programs = common::cu_files("test-data/programs");
    for r in &required {
        assert!(
            all.iter().chain(&programs).any(|p| &case_name(p) == r),
            "listed case {r} does not exist"
        );
    }
}

/// The real programs (and the other files the oracle checked with the
/// toolkit's headers: `test-data/examples`, `test-data/host`), checked as
/// the oracle checked them, with the CUDA toolkit's own headers (thrust,
/// cub, cooperative groups are not in our prelude). Every one must match;
/// `test-data/oracle/programs-status.txt` records them. Without the oracle's
/// toolkit installed, this prints why it was skipped and passes.
#[test]
fn programs_match_the_oracle_with_the_toolkit() {
    let Some(tk) = common::toolkit() else {
        eprintln!(
            "SKIPPED: the oracle's CUDA toolkit is not installed (run shared/oracle/setup.sh)"
        );
        return;
    };
    let mut all = Vec::new();
    for dir in ["test-data/programs", "test-data/examples", "test-data/host"] {
        all.extend(
            common::cu_files(dir)
                .into_iter()
                .filter(|p| p.with_extension("oracle.txt").exists()),
        );
    }
    let results = common::in_parallel(&all, |p| run_case(p, Some(&tk)));
    let mut status = String::new();
    let mut failures = Vec::new();
    let mut passed = 0;
    for (path, got) in all.iter().zip(&results) {
        let name = case_name(path);
        let want = expected(path);
        let ok = *got == want;
        if ok {
            passed += 1;
        } else {
            failures.push(format!(
                "{name}:\n  expected:\n    {}\n  got:\n    {}",
                want.join("\n    "),
                got.join("\n    ")
            ));
        }
        status.push_str(&format!("{} {name}\n", if ok { "PASS" } else { "FAIL" }));
    }
    status.push_str(&format!(
        "{passed} of {} files match the oracle with the toolkit's headers\n",
        all.len()
    ));
    expect_test::expect_file![root().join("test-data/oracle/programs-status.txt")]
        .assert_eq(&status);
    assert!(
        failures.is_empty(),
        "programs differ:\n{}",
        failures.join("\n")
    );
}

/// Every real program without a toolkit, on the built-in prelude: a
/// program the prelude can serve (its headers are the C++ library's and
/// CUDA's runtime: `std::pair` through `cuda_runtime.h` included) gives
/// exactly the oracle's lines, as it does with the toolkit's headers
/// (`programs_match_the_oracle_with_the_toolkit`); one that needs a library
/// the prelude does not have (Thrust, CUB, cooperative groups, cuComplex)
/// stops with that header's fatal error alone, not with errors in code the
/// real headers accept. `test-data/oracle/prelude-status.txt` records which.
#[test]
fn programs_on_the_prelude_as_on_the_toolkit() {
    let programs: Vec<PathBuf> = common::cu_files("test-data/programs")
        .into_iter()
        .filter(|p| p.with_extension("oracle.txt").exists())
        .collect();
    let results = common::in_parallel(&programs, |p| run_case(p, None));
    let mut status = String::new();
    let mut failures = Vec::new();
    let (mut served, mut unserved) = (0, 0);
    for (path, got) in programs.iter().zip(&results) {
        let name = case_name(path);
        let missing_library = matches!(got.as_slice(), [only]
            if only.contains(":fatal:") && only.contains("No such file or directory"));
        let verdict = if *got == expected(path) {
            served += 1;
            "SAME"
        } else if missing_library {
            unserved += 1;
            "NEEDS-TOOLKIT"
        } else {
            failures.push(format!(
                "{name}:\n  expected:\n    {}\n  got:\n    {}",
                expected(path).join("\n    "),
                got.join("\n    ")
            ));
            "DIFFERS"
        };
        status.push_str(&format!("{verdict} {name}\n"));
    }
    status.push_str(&format!(
        "{served} programs match the oracle on the prelude, {unserved} need the toolkit's libraries\n"
    ));
    expect_test::expect_file![root().join("test-data/oracle/prelude-status.txt")]
        .assert_eq(&status);
    assert!(
        failures.is_empty(),
        "programs differ on the prelude:\n{}",
        failures.join("\n")
    );
}

/// The same required cases through the real pipeline the issue names:
/// `cudafe-rs check FILE 2>&1 | cudafe-oracle normalize --input FILE`, run in
/// the file's directory as the oracle runs the real tools. Needs `python3`
/// and `../shared/oracle` (present in CI, beside the clone); without them the
/// in-process comparison above still enforces the same expectations.
#[test]
fn required_cases_through_the_oracle_normalizer() {
    let script = root().join("../shared/oracle/cudafe-oracle");
    if !script.exists() {
        eprintln!(
            "note: {} not found; normalizer comparison skipped",
            script.display()
        );
        return;
    }
    let required = required_cases();
    // `normalize` reads EDG's format only: the oracle's `fatal` lines come
    // from its own run of gcc -E, which no text on stdin produces (the
    // in-process comparison covers that case)
    let paths: Vec<PathBuf> = cases()
        .into_iter()
        .filter(|p| {
            required.contains(&case_name(p)) && !expected(p).iter().any(|l| l.contains(":fatal:"))
        })
        .collect();
    // (two processes per case, cases side by side)
    let failures: Vec<String> = common::in_parallel(&paths, |path| {
        let name = case_name(path);
        let text = std::fs::read_to_string(path).unwrap();
        let base = path.file_name().unwrap().to_str().unwrap().to_string();
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_cudafe-rs"));
        cmd.arg("check")
            .args(case_args(&text))
            .arg(&base)
            .current_dir(path.parent().unwrap());
        let out = cmd.output().unwrap();
        let mut norm = std::process::Command::new("python3")
            .arg(&script)
            .args(["normalize", "--input", &base, "--side", "host"])
            .env("CUDAFE_ORACLE_NO_SETUP", "1")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("python3 runs");
        // gcc's lines (the preprocessor's) come first, as the oracle
        // writes them; `normalize` reads the rest
        let (mut got, rest) = gcc_lines(&String::from_utf8_lossy(&out.stderr), &base);
        {
            use std::io::Write;
            let mut stdin = norm.stdin.take().unwrap();
            stdin.write_all(rest.as_bytes()).unwrap();
        }
        let normalized = norm.wait_with_output().unwrap();
        got.extend(
            String::from_utf8_lossy(&normalized.stdout)
                .lines()
                .map(|l| l.strip_suffix(" [host]").unwrap_or(l).to_string()),
        );
        let want = expected(path);
        (got != want).then(|| {
            format!(
                "{name}:\n  expected:\n    {}\n  got:\n    {}",
                want.join("\n    "),
                got.join("\n    ")
            )
        })
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(
        failures.is_empty(),
        "differences through the oracle's normalizer:\n{}",
        failures.join("\n")
    );
}

/// The preprocessor's diagnostics in gcc's format (`f.h:2:9: warning: MSG`,
/// with their excerpt lines), in the oracle's form and order: groups (a
/// diagnostic and its notes) sorted by input file first, file, line. The
/// rest of the text is returned for `cudafe-oracle normalize`.
fn gcc_lines(text: &str, main: &str) -> (Vec<String>, String) {
    let mut groups: Vec<((bool, String, u32), Vec<String>)> = Vec::new();
    let mut rest = String::new();
    let mut in_gcc = false;
    for line in text.lines() {
        let parsed = ["fatal error", "error", "warning", "note"]
            .iter()
            .find_map(|sev| {
                line.split_once(&format!(": {sev}: "))
                    .map(|(h, m)| (*sev, h, m))
            })
            .and_then(|(sev, head, msg)| {
                let mut parts = head.split(':');
                let file = parts.next()?.to_string();
                let line_no: u32 = parts.next()?.parse().ok()?;
                Some((sev, file, line_no, msg))
            });
        let Some((sev, file, line_no, msg)) = parsed else {
            // excerpt and caret lines belong to the gcc diagnostic
            let excerpt = line.trim_start().split_once('|').is_some_and(|(n, _)| {
                n.trim().is_empty() || n.trim().bytes().all(|b| b.is_ascii_digit())
            });
            if !(in_gcc && excerpt) {
                in_gcc = false;
                rest.push_str(line);
                rest.push('\n');
            }
            continue;
        };
        in_gcc = true;
        let file = file.strip_prefix("./").unwrap_or(&file).to_string();
        let head = if file == main {
            String::new()
        } else {
            format!("{file}:")
        };
        let sev = if sev == "fatal error" { "fatal" } else { sev };
        let text = format!("{head}{line_no}:{sev}:-:{}", msg.trim());
        if sev == "note"
            && let Some(last) = groups.last_mut()
        {
            last.1.push(text);
            continue;
        }
        groups.push(((file != main, file, line_no), vec![text]));
    }
    groups.sort_by(|a, b| a.0.cmp(&b.0));
    (groups.into_iter().flat_map(|(_, g)| g).collect(), rest)
}
