//! Diagnostic controls on the command line (`--diag_suppress`,
//! `-diag-error`, `--diag_warning`, `-w`) and the JSON output format.

use expect_test::{Expect, expect};

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
        {"column":1,"file":"global_nonvoid_return.cu","line":2,"message":"a __global__ function must have a void return type","notes":[],"number":null,"severity":"error","side":"both"}
        {"column":1,"file":"global_nonvoid_return.cu","line":3,"message":"a __global__ function must not have a deduced return type","notes":[],"number":null,"severity":"error","side":"both"}
        {"column":1,"file":"global_nonvoid_return.cu","line":4,"message":"a __global__ function must not have a deduced return type","notes":[],"number":null,"severity":"error","side":"both"}
    "#]],
    );
}

#[test]
fn bad_control_is_a_command_line_error() {
    check(
        &["--diag_suppress=abc", "global_nonvoid_return.cu"],
        expect![[r#"
            exit 4
            cudafe-rs: command-line error: invalid diagnostic number in '--diag_suppress=abc'
            usage: cudafe-rs check|preprocess [--device]|spaces [--why]|host [-o DIR]|stub [-I DIR] [-D NAME[=VAL]] [-U NAME] [-include FILE] [-std=c++17|c++20]
        "#]],
    );
}
