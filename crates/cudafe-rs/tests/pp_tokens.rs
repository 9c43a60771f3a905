//! Our preprocessor against the one nvcc uses: for every program in
//! `test-data/programs` and the header translation units of
//! `test-data/headers` (together they include `<cuda_runtime.h>`, the C++
//! standard library, Thrust, CUB and cooperative groups), on the host side
//! and on the device side, `cudafe-rs preprocess` must give the same token
//! sequence as `gcc -E` run with the exact flags of `nvcc --dryrun` (as
//! `cudafe-oracle plan` lists them: nvcc's defines, `-include
//! cuda_runtime.h`, `-D__CUDA_ARCH__=900` on the device side). Tokens are
//! compared one by one; line markers and `#pragma` lines are not tokens.
//!
//! Needs the oracle's toolkit and gcc; without them the test prints why it
//! was skipped and passes.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;
use common::{case_args, cu_files, oracle_script, toolkit};

/// The `gcc -E` command lines nvcc runs for `file`: host side, then device
/// side (`-o` dropped: the output is read from stdout).
fn gcc_commands(oracle: &Path, file: &Path, toolkit: &Path) -> Result<[Vec<String>; 2], String> {
    let out = Command::new(oracle)
        .arg("plan")
        .arg(file)
        .output()
        .map_err(|e| format!("cannot run the oracle: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let command = |tag: &str| -> Option<Vec<String>> {
        let line = text.lines().find(|l| l.starts_with(tag))?;
        // the oracle prints commands with POSIX shell quoting
        let words = cudafe_rs::compile_db::shell_split(line.split_once("] ")?.1);
        let mut args = Vec::new();
        let mut it = words.into_iter();
        while let Some(w) = it.next() {
            if w == "-o" {
                it.next();
                continue;
            }
            args.push(w.replace("<cuda>", &toolkit.display().to_string()));
        }
        Some(args)
    };
    match (command("[host-pp]"), command("[device-pp")) {
        (Some(h), Some(d)) => Ok([h, d]),
        _ => Err(format!(
            "no preprocessing steps in the oracle's plan:\n{text}{}",
            String::from_utf8_lossy(&out.stderr)
        )),
    }
}

/// The tokens of preprocessed text, each with the presumed file and line
/// it came from (from the line markers), directives left out.
fn tokens(text: &str) -> Vec<(String, String, u32)> {
    let mut out = Vec::new();
    let mut file = String::new();
    let mut line = 1u32;
    let mut pos = 0usize;
    for t in syntax::lexer::lex_preprocessed(text) {
        let s = t.text.as_str();
        pos += s.len();
        match t.kind {
            syntax::SyntaxKind::PP_DIRECTIVE => {
                // `# 12 "file" flags`: the next line is line 12 of file
                let mut words = s[1..].split_whitespace();
                if let Some(Ok(n)) = words.next().map(str::parse::<u32>) {
                    line = n;
                    if let Some(f) = words.next() {
                        file = f.trim_matches('"').to_string();
                    }
                    continue;
                }
                line += s.matches('\n').count() as u32;
            }
            k if k.is_trivia() => line += s.matches('\n').count() as u32,
            _ => {
                out.push((s.to_string(), file.clone(), line));
                line += s.matches('\n').count() as u32;
            }
        }
    }
    let _ = pos;
    out
}

/// Compares one side of one file; `Err` describes the first difference.
fn compare(file: &Path, gcc: &[String], device: bool, toolkit: &Path) -> Result<usize, String> {
    let dir = file.parent().unwrap();
    let theirs = Command::new(&gcc[0])
        .args(&gcc[1..])
        .current_dir(dir)
        .env("LC_ALL", "C")
        .output()
        .map_err(|e| format!("cannot run gcc: {e}"))?;
    if !theirs.status.success() {
        return Err(format!(
            "gcc -E failed: {}",
            String::from_utf8_lossy(&theirs.stderr)
        ));
    }
    let text = std::fs::read_to_string(file).unwrap();
    let mut ours = Command::new(env!("CARGO_BIN_EXE_cudafe-rs"));
    ours.arg("preprocess")
        .args(case_args(&text))
        .arg("--cuda-path")
        .arg(toolkit);
    if device {
        ours.arg("--device");
    }
    let ours = ours
        .arg(file.file_name().unwrap())
        .current_dir(dir)
        .output()
        .map_err(|e| format!("cannot run cudafe-rs: {e}"))?;
    let (a, b) = (
        tokens(&String::from_utf8_lossy(&theirs.stdout)),
        tokens(&String::from_utf8_lossy(&ours.stdout)),
    );
    if let Some(i) =
        (0..a.len().max(b.len())).find(|&i| a.get(i).map(|t| &t.0) != b.get(i).map(|t| &t.0))
    {
        let show = |toks: &[(String, String, u32)]| {
            let from = i.saturating_sub(8);
            let context: Vec<&str> = toks[from.min(toks.len())..(i + 8).min(toks.len())]
                .iter()
                .map(|t| t.0.as_str())
                .collect();
            let at = toks
                .get(i)
                .map_or("end of output".to_string(), |t| format!("{}:{}", t.1, t.2));
            format!("{at}: {}", context.join(" "))
        };
        return Err(format!(
            "token {i} differs (gcc {} tokens, ours {}):\n    gcc:  {}\n    ours: {}\n    our stderr: {}",
            a.len(),
            b.len(),
            show(&a),
            show(&b),
            String::from_utf8_lossy(&ours.stderr)
                .lines()
                .take(3)
                .collect::<Vec<_>>()
                .join(" | ")
        ));
    }
    Ok(a.len())
}

/// Runs `f` on every item on two threads, results in order.
fn in_parallel<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    let r = f(item);
                    results.lock().unwrap().push((i, r));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, r)| r).collect()
}

fn gcc_available() -> bool {
    Command::new("gcc")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
#[ignore = "a long comparison with NVIDIA's tools or g++: run by `cargo xtask toolkit-tests` (CI runs it)"]
fn preprocessed_tokens_match_gcc_with_nvcc_flags() {
    let (Some(tk), Some(oracle)) = (toolkit(), oracle_script()) else {
        println!("skipped: the oracle's CUDA toolkit is not installed (shared/oracle/setup.sh)");
        return;
    };
    if !gcc_available() {
        println!("skipped: no gcc to compare with");
        return;
    }
    let mut files: Vec<PathBuf> = cu_files("test-data/programs");
    files.extend(cu_files("test-data/headers"));
    let results = in_parallel(&files, |file| {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let mut lines = Vec::new();
        match gcc_commands(&oracle, file, &tk) {
            Err(e) => lines.push((false, format!("{name}: {e}"))),
            Ok(commands) => {
                for (device, gcc) in [false, true].into_iter().zip(commands.iter()) {
                    let side = if device { "device" } else { "host" };
                    match compare(file, gcc, device, &tk) {
                        Ok(n) => lines.push((true, format!("{name} {side}: {n} tokens, same"))),
                        Err(e) => lines.push((false, format!("{name} {side}: {e}"))),
                    }
                }
            }
        }
        lines
    });
    let mut failed = 0;
    for (ok, line) in results.into_iter().flatten() {
        println!("{line}");
        failed += usize::from(!ok);
    }
    assert_eq!(
        failed, 0,
        "sides whose tokens differ from gcc -E's (see above)"
    );
}
