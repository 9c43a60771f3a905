//! Pathological inputs through the command line: 10,000 nested
//! parentheses (and braces, and template argument lists), an exponential
//! macro expansion, and a 20 MB file. Each must end with a clean exit (no
//! signal, no panic, no stack overflow) and, where the input is at fault, a
//! diagnostic that says so; `preprocess`, `parse` and (but for the big
//! file) `check` are run on each.

use std::path::{Path, PathBuf};
use std::process::Command;

struct Outcome {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn run(command: &str, file: &Path) -> Outcome {
    let out = Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
        .arg(command)
        .arg("--no-cuda-include")
        .arg(file)
        .output()
        .expect("cannot run cudafe-rs");
    Outcome {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// A scratch directory of this test process.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "cudafe-rs-pathological-{}-{name}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs every command on `text` and checks each exits cleanly (code 0, 2
/// or 4: no signal) without a panic; returns the outcomes by command.
fn run_all(name: &str, text: &str, commands: &[&'static str]) -> Vec<(&'static str, Outcome)> {
    let dir = scratch(name);
    let file = dir.join(format!("{name}.cu"));
    std::fs::write(&file, text).unwrap();
    let mut outcomes = Vec::new();
    for &command in commands {
        let o = run(command, &file);
        assert!(
            matches!(o.code, Some(0 | 2 | 4)),
            "{name}: `cudafe-rs {command}` did not exit cleanly ({:?}):\n{}",
            o.code,
            o.stderr.chars().take(2000).collect::<String>()
        );
        assert!(
            !o.stderr.contains("panicked") && !o.stderr.contains("overflow"),
            "{name}: `cudafe-rs {command}`:\n{}",
            o.stderr.chars().take(2000).collect::<String>()
        );
        outcomes.push((command, o));
    }
    std::fs::remove_dir_all(&dir).ok();
    outcomes
}

const ALL: [&str; 3] = ["preprocess", "parse", "check"];

/// The outcome of one command.
fn of<'a>(outcomes: &'a [(&str, Outcome)], command: &str) -> &'a Outcome {
    &outcomes.iter().find(|(c, _)| *c == command).unwrap().1
}

#[test]
fn ten_thousand_nested_parentheses() {
    for (name, text) in [
        (
            "parens",
            format!("int x = {}1{};\n", "(".repeat(10_000), ")".repeat(10_000)),
        ),
        (
            "braces",
            format!("void f() {}{}\n", "{".repeat(10_000), "}".repeat(10_000)),
        ),
        (
            "angles",
            format!(
                "template <class T> struct A; A{}int{} a;\n",
                "<A".repeat(10_000),
                ">".repeat(10_000)
            ),
        ),
    ] {
        let outcomes = run_all(name, &text, &ALL);
        let parse = of(&outcomes, "parse");
        assert_eq!(parse.code, Some(2), "{name}: {}", parse.stdout);
        assert!(
            parse.stdout.contains("nesting too deep") || parse.stderr.contains("nesting too deep"),
            "{name}: no diagnostic for the nesting:\n{}{}",
            parse.stdout,
            parse.stderr
        );
        let check = of(&outcomes, "check");
        assert_ne!(check.code, Some(0), "{name}: check accepted it");
    }
}

#[test]
fn exponential_macro_expansion() {
    // 8^24 tokens if it were expanded
    let text = "#define a(x) x x x x x x x x\n#define b(x) a(a(a(a(a(a(a(a(x))))))))\nint v = b(b(b(1)));\n";
    let outcomes = run_all("macro_bomb", text, &ALL);
    for command in ["preprocess", "parse", "check"] {
        let o = of(&outcomes, command);
        assert_ne!(o.code, Some(0), "{command} accepted it");
        let all = format!("{}{}", o.stdout, o.stderr);
        assert!(
            all.contains("exceeds the limit") || all.contains("too many tokens"),
            "`{command}`: no diagnostic for the expansion:\n{}",
            all.chars().take(2000).collect::<String>()
        );
    }
}

#[test]
fn twenty_megabyte_file() {
    // 20 MB of declarations, then one syntax error on the last line: the
    // file is processed whole and the error is placed right
    // (plain C++: without the CUDA headers `__device__` is an error on
    // every line, and the error limit would stop the run at line 50)
    let line = "static int f0(int x) { return x + 1; }\n";
    let n = 20 * 1024 * 1024 / line.len();
    let mut text = String::with_capacity(n * line.len() + 64);
    for i in 0..n {
        text.push_str(&line.replace("f0", &format!("f{i}")));
    }
    text.push_str("int broken = ;\n");
    // not `check`: the semantic phases on 480,000 functions take minutes
    // in a debug build, and are not what this test is about
    let outcomes = run_all("big", &text, &["preprocess", "parse"]);
    let parse = of(&outcomes, "parse");
    assert_eq!(parse.code, Some(2));
    let last_line = format!("({})", n + 1);
    assert!(
        parse.stdout.contains(&last_line) || parse.stderr.contains(&last_line),
        "the error is not reported on line {}:\n{}{}",
        n + 1,
        parse.stdout,
        parse.stderr
    );
    assert_eq!(of(&outcomes, "preprocess").code, Some(0));
}
