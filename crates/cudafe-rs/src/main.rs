//! `cudafe-rs`: a CUDA C++ front end compatible with NVIDIA's cudafe++.

use cudafe_rs::{check, cli};
use std::process::ExitCode;

const USAGE: &str = "usage: cudafe-rs check|preprocess [--device]|spaces [--why]|host [-o DIR]|stub [-I DIR] [-D NAME[=VAL]] [-U NAME] [-include FILE] [-std=c++17|c++20]
                       [--extended-lambda] [--expt-relaxed-constexpr] [-rdc=true] [-arch=sm_XX]
                       [--cuda-path DIR] [--no-cuda-include] [-nostdinc] FILE...";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // The parser and checks recurse; give them a big stack, in a thread of
    // their own, so that deeply nested input cannot overflow it.
    let child = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || run(&args));
    let code = match child.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("cudafe-rs: internal error");
            134
        }
    };
    ExitCode::from(code as u8)
}

/// Parses a command's arguments (with an optional flag of its own) and
/// runs it; command-line errors exit with 4, as cudafe++'s do.
fn with_args(
    args: &[String],
    own_flag: Option<&str>,
    run: impl FnOnce(&cli::CheckArgs, bool) -> i32,
) -> i32 {
    let flag = own_flag.is_some_and(|f| args.iter().any(|a| a == f));
    let rest: Vec<String> = args
        .iter()
        .filter(|a| Some(a.as_str()) != own_flag)
        .cloned()
        .collect();
    match cli::parse_check_args(&rest) {
        Ok(a) if !a.files.is_empty() => run(&a, flag),
        Ok(_) => {
            eprintln!("cudafe-rs: no input files\n{USAGE}");
            4
        }
        Err(e) => {
            eprintln!("cudafe-rs: command-line error: {e}\n{USAGE}");
            4
        }
    }
}

fn run(args: &[String]) -> i32 {
    // cudafe++'s own command line (nvcc runs us in its place)
    if cudafe_rs::dropin::is_dropin(args) {
        return cudafe_rs::dropin::run(args);
    }
    match args.first().map(String::as_str) {
        Some("check") => with_args(&args[1..], None, |a, _| check::run(a)),
        Some("preprocess") => {
            with_args(&args[1..], Some("--device"), cudafe_rs::preprocess_cmd::run)
        }
        Some("spaces") => with_args(&args[1..], Some("--why"), cudafe_rs::spaces_cmd::run),
        Some("stub") => cudafe_rs::stub_cmd::run(&args[1..]),
        Some("host") => {
            let (out_dir, rest) = cudafe_rs::host_cmd::split_output_dir(&args[1..]);
            with_args(&rest, None, |a, _| cudafe_rs::host_cmd::run(a, &out_dir))
        }
        Some("--help") | Some("-h") | None => {
            println!("{USAGE}");
            if args.is_empty() { 4 } else { 0 }
        }
        Some(other) => {
            eprintln!("cudafe-rs: unknown command '{other}'\n{USAGE}");
            4
        }
    }
}
