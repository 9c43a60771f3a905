//! Developer tasks: `cargo xtask codegen` regenerates the syntax kinds and the
//! typed AST from `crates/syntax/cpp.ungram`; `cargo xtask bench ...` runs the
//! benchmarks. Everything here is for developers, never shipped.

mod bench;
mod codegen;

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
        Some("bench") => match bench::run(&args[1..]) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{e}");
                ExitCode::FAILURE
            }
        },
        _ => {
            eprintln!("usage: cargo xtask codegen [--check] | bench parse|incremental");
            ExitCode::from(2)
        }
    }
}
