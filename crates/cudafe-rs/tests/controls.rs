//! Diagnostic controls on the command line (`--diag_suppress`,
//! `-diag-error`, `--diag_warning`, `-w`), the exact text of the cases in
//! `test-data/oracle/controls/` whose `NAME.cudafe.txt` holds what the real
//! cudafe++ printed (and its exit code), and the JSON output format. (Each
//! control's cases are also compared with the oracle's diagnostics by
//! `tests/oracle.rs`.)

mod common;

use expect_test::{Expect, expect};
use std::path::Path;

fn check(args: &[&str], expect: Expect) {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/oracle/examples");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
        .arg("check")
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    let text = format!(
        "exit {}\n{}{}",
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with("  ") && !l.is_empty())
        .collect();
    expect.assert_eq(&(lines.join("\n") + "\n"));
}

#[test]
fn suppress_a_warning() {
    check(
        &["--diag_suppress=20092", "var_device_from_host.cu"],
        expect![[r#"
        exit 2
        var_device_from_host.cu(5): warning #20091-D: a __device__ variable "dev_var" cannot be directly read in a host function
        Remark: The warnings can be suppressed with "-diag-suppress <warning-number>"
        var_device_from_host.cu(9): warning #20094-D: a host variable "host_var" cannot be directly read in a __device__/__global__ function
        var_device_from_host.cu(9): error: identifier "host_var" is undefined in device code
        1 error detected in the compilation of "var_device_from_host.cu".
    "#]],
    );
}

#[test]
fn promote_a_warning_to_an_error_in_nvcc_spelling() {
    check(
        &["-diag-error=20091", "var_device_from_host.cu"],
        expect![[r#"
        exit 2
        var_device_from_host.cu(5): error: a __device__ variable "dev_var" cannot be directly read in a host function
        var_device_from_host.cu(7): warning #20092-D: a __device__ variable "dev_var" cannot be directly written in a host function
        Remark: The warnings can be suppressed with "-diag-suppress <warning-number>"
        var_device_from_host.cu(9): warning #20094-D: a host variable "host_var" cannot be directly read in a __device__/__global__ function
        var_device_from_host.cu(9): error: identifier "host_var" is undefined in device code
        2 errors detected in the compilation of "var_device_from_host.cu".
    "#]],
    );
}

#[test]
fn no_warnings() {
    check(
        &["-w", "var_device_from_host.cu"],
        expect![[r#"
        exit 2
        var_device_from_host.cu(9): error: identifier "host_var" is undefined in device code
        1 error detected in the compilation of "var_device_from_host.cu".
    "#]],
    );
}

#[test]
fn json_output() {
    check(
        &["--format=json", "global_nonvoid_return.cu"],
        expect![[r#"
            exit 2
            {"column":1,"end_column":11,"end_line":2,"file":"global_nonvoid_return.cu","line":2,"message":"a __global__ function must have a void return type","notes":[],"number":20048,"severity":"error","side":"both"}
            {"column":1,"end_column":11,"end_line":3,"file":"global_nonvoid_return.cu","line":3,"message":"a __global__ function must not have a deduced return type","notes":[],"number":20049,"severity":"error","side":"both"}
            {"column":1,"end_column":11,"end_line":4,"file":"global_nonvoid_return.cu","line":4,"message":"a __global__ function must not have a deduced return type","notes":[],"number":20049,"severity":"error","side":"both"}
        "#]],
    );
}

#[test]
fn bad_control_is_a_command_line_error() {
    check(
        &["--diag_suppress=99999", "global_nonvoid_return.cu"],
        expect![[r#"
            exit 4
            cudafe-rs: command-line error: invalid error number in diagnostic control option: 99999
            usage: cudafe-rs check|preprocess [--device]|parse [--device] [--tree]|spaces [--why] [FLAGS] FILE...
            FLAGS: [-I DIR] [-isystem DIR] [-D NAME[=VAL]] [-U NAME] [-include FILE] [-std=c++03|c++11|c++14|c++17|c++20]
        "#]],
    );
}

/// Our `check` prints exactly what cudafe++ printed for these cases
/// (carets, columns in pragmas, the remark line, the error limit's lines)
/// and exits with its code.
#[test]
fn text_as_cudafe_prints_it() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/oracle/controls");
    let mut goldens: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_str().is_some_and(|s| s.ends_with(".cudafe.txt")))
        .collect();
    goldens.sort();
    assert!(goldens.len() >= 5, "the cudafe++ texts are missing");
    let mut failures = Vec::new();
    for golden in &goldens {
        let name = golden.file_name().unwrap().to_str().unwrap();
        let case = name.trim_end_matches(".cudafe.txt").to_string() + ".cu";
        let text = std::fs::read_to_string(dir.join(&case)).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
            .arg("check")
            .args(common::case_args(&text))
            .arg(&case)
            .current_dir(&dir)
            .output()
            .unwrap();
        let got = format!(
            "exit {}\n{}",
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stderr)
        );
        let want = std::fs::read_to_string(golden).unwrap();
        if got != want {
            failures.push(format!("{case}:\n--- cudafe++\n{want}--- cudafe-rs\n{got}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// JSON: every diagnostic has file, line, column, severity, number (also
/// on errors), message, notes (the instantiation context) and side; a run
/// stopped at the error limit ends with a `catastrophic` object.
#[test]
fn json_notes_and_error_limit() {
    let run = |dir: &str, args: &[&str]| {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../test-data/oracle")
            .join(dir);
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
            .arg("check")
            .arg("--format=json")
            .args(args)
            .current_dir(dir)
            .output()
            .unwrap();
        format!(
            "exit {}\n{}",
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout)
        )
    };
    expect![[r#"
        exit 2
        {"column":42,"end_column":46,"end_line":5,"file":"unconfigured_call_in_template.cu","line":5,"message":"a __global__ function call must be configured","notes":[],"number":20051,"severity":"error","side":"host"}
        {"column":39,"end_column":43,"end_line":6,"file":"unconfigured_call_in_template.cu","line":6,"message":"a __global__ function call must be configured","notes":["detected during instantiation of \"void t_dep(T *) [with T=int]\" at line 7"],"number":20051,"severity":"error","side":"device"}
    "#]].assert_eq(&run("slice", &["unconfigured_call_in_template.cu"]));
    expect![[r#"
        exit 4
        {"column":19,"end_column":26,"end_line":6,"file":"error_limit_text.cu","line":6,"message":"a __device__ variable \"dev_var\" cannot be directly read in a host function","notes":[],"number":20091,"severity":"error","side":"host"}
        {"column":19,"end_column":26,"end_line":8,"file":"error_limit_text.cu","line":8,"message":"a __device__ variable \"dev_var\" cannot be directly read in a host function","notes":[],"number":20091,"severity":"error","side":"host"}
        {"column":0,"end_column":0,"end_line":0,"file":"","line":0,"message":"Error limit reached.","notes":[],"number":null,"severity":"catastrophic","side":"both"}
    "#]].assert_eq(&run(
        "controls",
        &[
            "--no-cuda-include",
            "-Xcudafe",
            "--error_limit=2",
            "-Werror=all-warnings",
            "error_limit_text.cu",
        ],
    ));
}
