//! Developer tasks: `cargo xtask codegen` regenerates the syntax kinds and the
//! typed AST from `crates/syntax/cpp.ungram`; `cargo xtask bench ...` runs the
//! benchmarks; `cargo xtask nvcc-dropin FILE.cu [flags]` runs nvcc's
//! pipeline with cudafe-rs in place of cudafe++, and `cargo xtask
//! host-check` checks that substitution on every program of
//! `test-data/host` against stock nvcc; `cargo xtask corpus [--mode
//! clean|check|dropin]` scores cudafe-rs on the public real-world corpus
//! (`shared/corpus`): diagnostics as the corpus's scorer counts them, or
//! nvcc with cudafe-rs in place of cudafe++ against stock nvcc;
//! `cargo xtask toolkit-tests` runs the long comparisons with NVIDIA's
//! tools and g++ that `cargo test` leaves out (`#[ignore]`d there).
//! Everything here is for developers, never shipped.

mod bench;
mod codegen;
mod corpus;
mod heavy;
mod lsp_bench;
mod nvcc;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("codegen") => {
            let mode = if args.iter().any(|a| a == "--check") {
                codegen::Mode::Check
            } else {
                codegen::Mode::Write
            };
            match codegen::generate(mode) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("codegen failed: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Some("nvcc-dropin") => match nvcc::nvcc_dropin(&args[1..]) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("nvcc-dropin: {e}");
                ExitCode::FAILURE
            }
        },
        Some("host-check") => match nvcc::host_check(&args[1..]) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::FAILURE,
            Err(e) => {
                eprintln!("host-check: {e}");
                ExitCode::FAILURE
            }
        },
        Some("corpus") => match corpus::run(&args[1..]) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::FAILURE,
            Err(e) => {
                eprintln!("corpus: {e}");
                ExitCode::FAILURE
            }
        },
        Some("toolkit-tests") => match toolkit_tests(&args[1..]) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::FAILURE,
            Err(e) => {
                eprintln!("{e}");
                ExitCode::FAILURE
            }
        },
        Some("bench") => match bench::run(&args[1..]) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{e}");
                ExitCode::FAILURE
            }
        },
        _ => {
            eprintln!(
                "usage: cargo xtask codegen [--check] | bench parse|incremental|big|heavy | toolkit-tests [TEST ARGS]\n       cargo xtask nvcc-dropin FILE.cu [nvcc flags]\n       cargo xtask host-check [DIR] [--update] [--only NAME,...]\n       cargo xtask corpus [--mode clean|check|dropin] [--only PREFIX] [-j N] [--min PERCENT] [--timeout S] [--keep] [--list]"
            );
            ExitCode::from(2)
        }
    }
}

/// The integration tests that compare at length with NVIDIA's tools and
/// g++ (the host files compiled, the real headers parsed in every mode,
/// tokens against `gcc -E`, stubs and module ids against the oracle's, a
/// CMake project built through `cudafe-rs nvcc`). They are `#[ignore]`d in
/// `cargo test`, which stays short; CI runs them here. Extra arguments go
/// to the test harness (`--exact NAME`, `--nocapture`).
fn toolkit_tests(extra: &[String]) -> Result<bool, String> {
    const TESTS: [&str; 5] = [
        "host_compile",
        "real_headers",
        "pp_tokens",
        "host_output",
        "nvcc_cmake",
    ];
    let mut cmd = std::process::Command::new(std::env::var("CARGO").unwrap_or("cargo".into()));
    cmd.current_dir(nvcc::workspace_root())
        .args(["test", "-p", "cudafe-rs"]);
    for t in TESTS {
        cmd.args(["--test", t]);
    }
    cmd.args(["--", "--ignored"]).args(extra);
    let status = cmd.status().map_err(|e| format!("cargo test: {e}"))?;
    Ok(status.success())
}
