//! `cudafe-rs`: a CUDA C++ front end compatible with NVIDIA's cudafe++.

use cudafe_rs::{check, cli};
use std::process::ExitCode;

const USAGE: &str = "usage: cudafe-rs check|preprocess [--device]|spaces [--why] [-I DIR] [-D NAME[=VAL]] [-U NAME] [-include FILE] [-std=c++17|c++20]
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

fn run(args: &[String]) -> i32 {
    match args.first().map(String::as_str) {
        Some("check") => match cli::parse_check_args(&args[1..]) {
            Ok(a) if !a.files.is_empty() => check::run(&a),
            Ok(_) => {
                eprintln!("cudafe-rs: no input files\n{USAGE}");
                4
            }
            Err(e) => {
                eprintln!("cudafe-rs: command-line error: {e}\n{USAGE}");
                4
            }
        },
        Some("preprocess") => {
            let device = args.iter().any(|a| a == "--device");
            let rest: Vec<String> = args[1..]
                .iter()
                .filter(|a| *a != "--device")
                .cloned()
                .collect();
            match cli::parse_check_args(&rest) {
                Ok(a) if !a.files.is_empty() => cudafe_rs::preprocess_cmd::run(&a, device),
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
        Some("spaces") => {
            let why = args.iter().any(|a| a == "--why");
            let rest: Vec<String> = args[1..]
                .iter()
                .filter(|a| *a != "--why")
                .cloned()
                .collect();
            match cli::parse_check_args(&rest) {
                Ok(a) if !a.files.is_empty() => cudafe_rs::spaces_cmd::run(&a, why),
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
