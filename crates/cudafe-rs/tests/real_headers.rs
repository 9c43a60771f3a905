//! The parser against the real headers: every program in
//! `test-data/programs`, the translation units of `test-data/headers`
//! that include every public header of libstdc++ and of CCCL (and every
//! `.cu` under `test-data/oracle` that NVIDIA's front end accepts) preprocessed with the CUDA 13 toolkit and
//! CCCL of the oracle and the host's libstdc++, parsed on both sides, in
//! C++17 and C++20 mode, must have no syntax error; so must the `.ii` files
//! nvcc's own preprocessing (`gcc -E` with nvcc's flags) makes of them, and
//! their trees must be their text, byte for byte.
//!
//! The toolkit is installed by `shared/oracle/setup.sh`; without it these
//! tests print why they were skipped and pass.

use cudafe_rs::check;
use cudafe_rs::cli::parse_check_args;
use cudafe_rs::db::RootDatabase;
use cudafe_rs::parse_cmd;
use std::path::{Path, PathBuf};
use std::process::Command;

mod common;
use common::{case_args, cu_files, in_parallel, oracle_script, own_std, root, toolkit};

/// The programs, and the translation units made of all the headers.
fn programs() -> Vec<PathBuf> {
    let mut files = cu_files("test-data/programs");
    files.extend(cu_files("test-data/headers"));
    files
}

/// The C++ modes a file is checked in: its own `-std=` if it asks for one
/// (a C++20 program is no C++17 program), else both; in CI
/// (`CUDAFE_RS_CI` set, to keep the run short) C++17 only.
fn std_modes(text: &str) -> Vec<String> {
    match own_std(text) {
        Some(s) => vec![s],
        None if std::env::var_os("CUDAFE_RS_CI").is_some() => vec!["c++17".into()],
        None => vec!["c++17".into(), "c++20".into()],
    }
}

/// The syntax errors (and preprocessing errors) of one file on both sides,
/// rendered one per line.
fn syntax_errors(path: &Path, toolkit: &Path, std: &str) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut args = case_args(&text);
    args.push(format!("-std={std}"));
    args.push("--cuda-path".into());
    args.push(toolkit.to_str().unwrap().into());
    args.push(path.to_str().unwrap().into());
    let args = parse_check_args(&args).unwrap();
    let db = RootDatabase::default();
    let options = base_db::CompileOptions::new(&db, check::compile_options(&args));
    let unit = check::load_unit(&db, &args.files[0], options).unwrap();
    let mut out = Vec::new();
    for (device, side) in [(false, "host"), (true, "device")] {
        let (_, diags) = parse_cmd::unit_syntax_diagnostics(&db, &unit, device);
        for d in diags.iter().filter(|d| d.is_error()) {
            out.push(format!(
                "{side}: {}({}): {}",
                d.file.rsplit('/').next().unwrap_or(&d.file),
                d.line,
                d.message
            ));
        }
    }
    out
}

fn name_of(p: &Path) -> String {
    p.strip_prefix(root())
        .unwrap_or(p)
        .to_string_lossy()
        .trim_start_matches("test-data/")
        .to_string()
}

#[test]
#[ignore = "a long comparison with NVIDIA's tools or g++: run by `cargo xtask toolkit-tests` (CI runs it)"]
fn programs_parse_without_syntax_errors() {
    let Some(tk) = toolkit() else {
        eprintln!(
            "SKIPPED: the oracle's CUDA toolkit is not installed (run shared/oracle/setup.sh)"
        );
        return;
    };
    let mut jobs: Vec<(PathBuf, String)> = Vec::new();
    for p in programs() {
        let text = std::fs::read_to_string(&p).unwrap();
        for std in std_modes(&text) {
            jobs.push((p.clone(), std));
        }
    }
    let results = in_parallel(&jobs, |(p, std)| syntax_errors(p, &tk, std));
    let mut failures = Vec::new();
    for ((p, std), errors) in jobs.iter().zip(&results) {
        eprintln!(
            "{:>4} syntax errors: {} -std={std}",
            errors.len(),
            name_of(p)
        );
        if !errors.is_empty() {
            failures.push(format!(
                "{} -std={std}:\n  {}",
                name_of(p),
                errors.join("\n  ")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "syntax errors:\n{}",
        failures.join("\n")
    );
}

/// The `.cu` files under `test-data/oracle` that the oracle accepts (no
/// error of any kind in their `.oracle.txt`).
fn accepted_oracle_cases() -> Vec<PathBuf> {
    cu_files("test-data/oracle")
        .into_iter()
        .filter(|p| {
            let expected =
                std::fs::read_to_string(p.with_extension("oracle.txt")).unwrap_or_default();
            // Raw lines carry the severity in their text ("At end of
            // source: error: ..."), the others in their second field.
            !expected.lines().any(|l| {
                [":error:", ":fatal:", ":catastrophic:", ":internal:"]
                    .iter()
                    .any(|s| l.contains(s))
                    || (l.contains(":raw:") && l.contains("error"))
            })
        })
        .collect()
}

#[test]
#[ignore = "a long comparison with NVIDIA's tools or g++: run by `cargo xtask toolkit-tests` (CI runs it)"]
fn accepted_oracle_cases_parse_without_syntax_errors() {
    let Some(tk) = toolkit() else {
        eprintln!(
            "SKIPPED: the oracle's CUDA toolkit is not installed (run shared/oracle/setup.sh)"
        );
        return;
    };
    let cases = accepted_oracle_cases();
    assert!(!cases.is_empty());
    let results = in_parallel(&cases, |p| {
        let text = std::fs::read_to_string(p).unwrap();
        let std = own_std(&text).unwrap_or_else(|| "c++17".into());
        syntax_errors(p, &tk, &std)
    });
    let failures: Vec<String> = cases
        .iter()
        .zip(&results)
        .filter(|(_, e)| !e.is_empty())
        .map(|(p, e)| format!("{}:\n  {}", name_of(p), e.join("\n  ")))
        .collect();
    eprintln!("{} accepted oracle cases checked", cases.len());
    assert!(
        failures.is_empty(),
        "syntax errors:\n{}",
        failures.join("\n")
    );
}

/// The preprocessing commands nvcc runs for a file (host, then device), as
/// the oracle's `plan` prints them, with the toolkit filled in and the
/// output redirected to `out_dir`.
fn nvcc_preprocess_commands(
    script: &Path,
    file: &Path,
    toolkit: &Path,
    std: &str,
    out_dir: &Path,
) -> Vec<(String, Vec<String>)> {
    let out = Command::new("python3")
        .arg(script)
        .arg("plan")
        .arg(file.file_name().unwrap())
        .args(["--std", std])
        .current_dir(file.parent().unwrap())
        .env("CUDAFE_ORACLE_NO_SETUP", "1")
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "oracle plan failed for {}",
        file.display()
    );
    let stem = file.file_stem().unwrap().to_string_lossy().to_string();
    let mut commands = Vec::new();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let side = if line.starts_with("[host-pp]") {
            "host"
        } else if line.starts_with("[device-pp") {
            "device"
        } else {
            continue;
        };
        let cmd = line.split_once("] ").unwrap().1;
        let mut argv = shell_words(&cmd.replace("<cuda>", toolkit.to_str().unwrap()));
        if let Some(i) = argv.iter().position(|a| a == "-o") {
            argv[i + 1] = out_dir
                .join(format!("{stem}.{std}.{side}.ii"))
                .to_string_lossy()
                .to_string();
        }
        commands.push((side.to_string(), argv));
    }
    commands
}

/// Splits a command line as a POSIX shell does for the quoting `plan` uses
/// (single quotes only).
fn shell_words(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut quoted = false;
    for c in s.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                in_word = true;
            }
            ' ' if !quoted => {
                if in_word {
                    out.push(std::mem::take(&mut cur));
                }
                in_word = false;
            }
            _ => {
                cur.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        out.push(cur);
    }
    out
}

#[test]
#[ignore = "a long comparison with NVIDIA's tools or g++: run by `cargo xtask toolkit-tests` (CI runs it)"]
fn nvcc_preprocessed_programs_parse_losslessly_without_errors() {
    let (Some(tk), Some(script)) = (toolkit(), oracle_script()) else {
        eprintln!("SKIPPED: needs the oracle's CUDA toolkit and shared/oracle/cudafe-oracle");
        return;
    };
    if Command::new("gcc").arg("--version").output().is_err() {
        eprintln!("SKIPPED: gcc is not installed");
        return;
    }
    let out_dir = std::env::temp_dir().join(format!("cudafe-rs-ii-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).unwrap();
    let mut jobs: Vec<(PathBuf, String)> = Vec::new();
    for p in programs() {
        let text = std::fs::read_to_string(&p).unwrap();
        for std in std_modes(&text) {
            jobs.push((p.clone(), std));
        }
    }
    let results = in_parallel(&jobs, |(p, std)| {
        let mut problems = Vec::new();
        for (side, argv) in nvcc_preprocess_commands(&script, p, &tk, std, &out_dir) {
            let status = Command::new(&argv[0])
                .args(&argv[1..])
                .current_dir(p.parent().unwrap())
                .output()
                .expect("gcc runs");
            assert!(status.status.success(), "gcc -E failed for {}", p.display());
            let ii = PathBuf::from(&argv[argv.iter().position(|a| a == "-o").unwrap() + 1]);
            let text = std::fs::read_to_string(&ii).unwrap();
            let parse = syntax::parse_preprocessed_text(&text);
            if parse.syntax_node().text() != text.as_str() {
                problems.push(format!("{side}: the tree is not the text"));
            }
            let diags = parse_cmd::preprocessed_diagnostics(&text, &ii.to_string_lossy(), &parse);
            for d in diags {
                problems.push(format!("{side}: {}({}): {}", d.file, d.line, d.message));
            }
            let _ = std::fs::remove_file(&ii);
        }
        problems
    });
    let _ = std::fs::remove_dir_all(&out_dir);
    let mut failures = Vec::new();
    for ((p, std), problems) in jobs.iter().zip(&results) {
        eprintln!(
            "{:>4} problems in nvcc's .ii: {} -std={std}",
            problems.len(),
            name_of(p)
        );
        if !problems.is_empty() {
            failures.push(format!(
                "{} -std={std}:\n  {}",
                name_of(p),
                problems.join("\n  ")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
