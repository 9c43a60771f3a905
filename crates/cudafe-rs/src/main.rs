//! `cudafe-rs`: a CUDA C++ front end compatible with NVIDIA's cudafe++.

use cudafe_rs::{check, cli};
use std::process::ExitCode;

const USAGE: &str = "usage: cudafe-rs check|preprocess [--device]|parse [--device] [--tree]|spaces [--why] [FLAGS] FILE...
       cudafe-rs watch [--compile-commands FILE] [FLAGS] FILE-OR-DIR...
       cudafe-rs serve [--compile-commands FILE] [FLAGS]      (a language server on stdin/stdout)
       cudafe-rs host [-o DIR] [FLAGS] FILE...                 (host file, stub and module id)
       cudafe-rs stub (--module-id ID | --module-id-file F) [--stub-file-name N] [--fatbin-name N] X.cpp1.ii -o OUT
       cudafe-rs nvcc [--cuda-path DIR] NVCC-ARGS...            (nvcc, with cudafe-rs as its cudafe++)
       cudafe-rs --c++17 ... X.cpp4.ii                         (drop-in: cudafe++'s command line)
       cudafe-rs --print-cuda-path [--cuda-path DIR]           (the toolkit a command would use)
FLAGS: [-I DIR] [-isystem DIR] [-D NAME[=VAL]] [-U NAME] [-include FILE] [-std=c++03|c++11|c++14|c++17|c++20]
       [--extended-lambda] [--expt-relaxed-constexpr] [-rdc=true] [-arch=sm_XX]
       [-ccbin COMPILER] [-Xcompiler OPTS] [--cuda-path DIR] [--no-cuda-include] [-nostdinc]
       [--diag_suppress=N,...] [--diag_warning=N,...] [--diag_error=N,...] [-w] [--format=text|json|sarif]";

fn main() -> ExitCode {
    let args = cudafe_rs::os_text::args();
    // The parser and checks recurse; give them a big stack, in a thread of
    // their own, so that deeply nested input cannot overflow it.
    let child = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || run(&args));
    let code = match child.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            cudafe_rs::errln!("cudafe-rs: internal error");
            134
        }
    };
    ExitCode::from(code as u8)
}

/// Parses a command's arguments (with flags of its own, reported in the
/// order given) and runs it; command-line errors exit with 4, as cudafe++'s
/// do.
fn with_args(
    args: &[String],
    own_flags: &[&str],
    run: impl FnOnce(&cli::CheckArgs, &[bool]) -> i32,
) -> i32 {
    let present: Vec<bool> = own_flags
        .iter()
        .map(|f| args.iter().any(|a| a == f))
        .collect();
    let rest: Vec<String> = args
        .iter()
        .filter(|a| !own_flags.contains(&a.as_str()))
        .cloned()
        .collect();
    match cli::parse_check_args(&rest).and_then(cudafe_rs::toolkit::with_toolkit) {
        Ok(a) if !a.files.is_empty() => run(&a, &present),
        Ok(_) => {
            cudafe_rs::errln!("cudafe-rs: no input files\n{USAGE}");
            4
        }
        Err(e) => {
            cudafe_rs::errln!("cudafe-rs: command-line error: {e}\n{USAGE}");
            sarif_command_line_error(args, &e.to_string());
            4
        }
    }
}

/// A run asked for SARIF still gets a log when its command line is wrong:
/// the error as a tool notification.
fn sarif_command_line_error(args: &[String], error: &str) {
    let sarif = args.iter().enumerate().any(|(i, a)| {
        a == "--format=sarif" || (a == "--format" && args.get(i + 1).is_some_and(|v| v == "sarif"))
    });
    if sarif {
        let mut log = cudafe_rs::sarif::SarifLog::default();
        log.command_line_error(error);
        cudafe_rs::outln!("{}", log.finish(4));
    }
}

/// `check --compile-commands FILE [FLAGS] [FILE...]`: every CUDA entry of
/// a compilation database (or the files named) with its own flags, as a
/// CI job checks a whole project.
fn check_project(args: &[String]) -> i32 {
    let (jobs, args) = match take_value(args, "--jobs") {
        Ok(Some((n, rest))) => match n.parse::<usize>() {
            Ok(n) if n > 0 => (n, rest),
            _ => {
                cudafe_rs::errln!(
                    "cudafe-rs: command-line error: --jobs takes a number of files at once, not '{n}'"
                );
                return 4;
            }
        },
        Ok(None) => (cudafe_rs::project::default_jobs(), args.to_vec()),
        Err(()) => {
            cudafe_rs::errln!(
                "cudafe-rs: command-line error: missing argument for option '--jobs'"
            );
            return 4;
        }
    };
    let args = &args[..];
    let (db_path, rest) = match take_value(args, "--compile-commands") {
        Ok(Some((v, rest))) => (v, rest),
        Ok(None) | Err(_) => {
            cudafe_rs::errln!(
                "cudafe-rs: command-line error: missing argument for option '--compile-commands'"
            );
            return 4;
        }
    };
    let defaults = match cli::parse_check_args(&rest) {
        Ok(a) => a,
        Err(e) => {
            cudafe_rs::errln!("cudafe-rs: command-line error: {e}\n{USAGE}");
            return 4;
        }
    };
    let db = match cudafe_rs::compile_db::CompileDb::load(std::path::Path::new(&db_path)) {
        Ok(db) => db,
        Err(e) => {
            cudafe_rs::errln!("cudafe-rs: {e}");
            return 4;
        }
    };
    for w in &db.warnings {
        cudafe_rs::errln!("cudafe-rs: {db_path}: {w}");
    }
    let files: Vec<std::path::PathBuf> = if defaults.files.is_empty() {
        db.entries
            .iter()
            .filter(|e| e.is_cuda)
            .map(|e| e.file.clone())
            .collect()
    } else {
        defaults
            .files
            .iter()
            .map(std::path::PathBuf::from)
            .collect()
    };
    if files.is_empty() {
        cudafe_rs::errln!("cudafe-rs: {db_path}: no CUDA entries");
        return 4;
    }
    let runs: Vec<cli::CheckArgs> = files
        .iter()
        .map(|f| {
            let mut a = cudafe_rs::compile_db::args_for(Some(&db), f, &defaults);
            // the command line's diagnostic controls, when it gives any,
            // for every file
            if defaults.controls != cli::DiagControls::default() {
                a.controls = defaults.controls.clone();
            }
            a.files = vec![cudafe_rs::os_text::to_text(f.as_os_str())];
            cudafe_rs::toolkit::with_toolkit(a)
        })
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| {
            cudafe_rs::errln!("cudafe-rs: command-line error: {e}");
            Vec::new()
        });
    if runs.is_empty() {
        return 4;
    }
    cudafe_rs::project::run(&runs, jobs)
}

/// `--flag VALUE` or `--flag=VALUE` taken out of the arguments.
fn take_value(args: &[String], flag: &str) -> Result<Option<(String, Vec<String>)>, ()> {
    let mut rest = Vec::new();
    let mut value = None;
    let mut i = 0;
    while i < args.len() {
        if args[i] == flag {
            value = Some(args.get(i + 1).cloned().ok_or(())?);
            i += 2;
            continue;
        }
        if let Some(v) = args[i].strip_prefix(&format!("{flag}=")) {
            value = Some(v.to_string());
        } else {
            rest.push(args[i].clone());
        }
        i += 1;
    }
    Ok(value.map(|v| (v, rest)))
}

/// Each command, its usage line and what it does (`cudafe-rs CMD --help`).
const COMMANDS: &[(&str, &str, &str)] = &[
    (
        "check",
        "cudafe-rs check [FLAGS] FILE...   |   cudafe-rs check --compile-commands FILE [--jobs N] [FLAGS] [FILE...]",
        "Checks each file on both sides (host and device) and prints the\ndiagnostics as nvcc does. With --compile-commands, every CUDA entry of\nthe compilation database (or the files named) with its own flags, N\nfiles at once, a progress bar on a terminal and a summary at the end.\nExit 0: clean or warnings; 2: errors; 4: an input or the command line\ncould not be used.",
    ),
    (
        "preprocess",
        "cudafe-rs preprocess [--device] [FLAGS] FILE...",
        "Prints the preprocessed host side (or, with --device, the device side).",
    ),
    (
        "parse",
        "cudafe-rs parse [--device] [--tree] [FLAGS] FILE...",
        "Parses the preprocessed side and reports syntax errors; --tree prints\nthe syntax tree.",
    ),
    (
        "spaces",
        "cudafe-rs spaces [--why] [FLAGS] FILE...",
        "Prints the execution space of every function (--why: the reason).",
    ),
    (
        "watch",
        cudafe_rs::watch::USAGE,
        "Checks the files, then checks again whatever an edit affects, printing\nthe diagnostics each time, each report ending with the time of day\n(--clear: on a cleared terminal). The flags come from --compile-commands,\nelse from a compile_commands.json found beside the first file or above\nit (--no-compile-commands: none).",
    ),
    (
        "serve",
        "cudafe-rs serve [--compile-commands FILE] [FLAGS]",
        "A language server (LSP) on stdin/stdout.",
    ),
    (
        "host",
        "cudafe-rs host [-o DIR] [FLAGS] FILE...",
        "Writes the host file (.cudafe1.cpp), the stub and the module id of each\nfile that checks without errors; nothing when it has errors.",
    ),
    (
        "stub",
        "cudafe-rs stub (--module-id ID | --module-id-file F) [--stub-file-name N] [--fatbin-name N] X.cpp1.ii -o OUT",
        "Writes the stub file (.cudafe1.stub.c) of a device-side preprocessed\ninput, as cicc does.",
    ),
    (
        "nvcc",
        cudafe_rs::nvcc_cmd::USAGE,
        cudafe_rs::nvcc_cmd::ABOUT,
    ),
];

/// The usage of one command: its line, what it does, and the flags.
fn command_help(name: &str) -> Option<String> {
    let (_, line, about) = COMMANDS.iter().find(|(n, _, _)| *n == name)?;
    let flags = USAGE.split_once("FLAGS:").map_or("", |(_, f)| f);
    Some(format!("usage: {line}\n\n{about}\n\nFLAGS:{flags}\n"))
}

/// `cudafe-rs --version`: our version and the front end we match.
const VERSION: &str = concat!(
    "cudafe-rs ",
    env!("CARGO_PKG_VERSION"),
    "\na CUDA C++ front end compatible with NVIDIA (R) Cuda Language Front End 13.5\n"
);

/// `--print-cuda-path [--cuda-path DIR]`: the toolkit a command would use
/// (exit 1 when there is none: the built-in prelude stands in).
fn print_cuda_path(args: &[String]) -> i32 {
    let explicit = match take_value(args, "--cuda-path") {
        Ok(Some((dir, rest))) if rest.is_empty() => Some(dir),
        Ok(None) if args.is_empty() => None,
        _ => {
            cudafe_rs::errln!("usage: cudafe-rs --print-cuda-path [--cuda-path DIR]");
            return 4;
        }
    };
    match cudafe_rs::toolkit::resolve(explicit.as_deref()) {
        Ok(Some(dir)) => {
            cudafe_rs::outln!("{dir}");
            0
        }
        Ok(None) => {
            cudafe_rs::errln!(
                "cudafe-rs: no CUDA toolkit found (looked at {}); the built-in prelude stands in for its headers",
                cudafe_rs::toolkit::SEARCHED
            );
            1
        }
        Err(e) => {
            cudafe_rs::errln!("cudafe-rs: {e}");
            4
        }
    }
}

fn run(args: &[String]) -> i32 {
    if matches!(args.first().map(String::as_str), Some("--version" | "-V")) && args.len() == 1 {
        cudafe_rs::out!("{VERSION}");
        return 0;
    }
    if args.first().is_some_and(|a| a == "--print-cuda-path") {
        return print_cuda_path(&args[1..]);
    }
    // cudafe++'s own command line (nvcc runs us in its place)
    if cudafe_rs::dropin::is_dropin(args) {
        return cudafe_rs::dropin::run(args);
    }
    // `CMD --help` (or `-h`) anywhere among the command's arguments (nvcc's
    // arguments are nvcc's: only a lone `--help` is ours)
    if let Some(cmd) = args.first()
        && (cmd != "nvcc" || args.len() == 2)
        && args[1..].iter().any(|a| a == "--help" || a == "-h")
        && let Some(help) = command_help(cmd)
    {
        cudafe_rs::out!("{help}");
        return 0;
    }
    match args.first().map(String::as_str) {
        Some("check") if args.iter().any(|a| a.starts_with("--compile-commands")) => {
            check_project(&args[1..])
        }
        Some("check") => with_args(&args[1..], &[], |a, _| check::run(a)),
        Some("preprocess") => with_args(&args[1..], &["--device"], |a, f| {
            cudafe_rs::preprocess_cmd::run(a, f[0])
        }),
        Some("parse") => with_args(&args[1..], &["--device", "--tree"], |a, f| {
            let flags = cudafe_rs::parse_cmd::ParseFlags {
                device: f[0],
                tree: f[1],
            };
            cudafe_rs::parse_cmd::run(a, flags)
        }),
        Some("spaces") => with_args(&args[1..], &["--why"], |a, f| {
            cudafe_rs::spaces_cmd::run(a, f[0])
        }),
        Some("serve") => cudafe_rs::serve::run(&args[1..]),
        Some("nvcc") => cudafe_rs::nvcc_cmd::run(&args[1..]),
        Some("watch") => cudafe_rs::watch::run(&args[1..]),
        Some("stub") => cudafe_rs::stub_cmd::run(&args[1..]),
        Some("host") => {
            let (out_dir, rest) = cudafe_rs::host_cmd::split_output_dir(&args[1..]);
            with_args(&rest, &[], |a, _| cudafe_rs::host_cmd::run(a, &out_dir))
        }
        Some("help") if args.len() == 2 && command_help(&args[1]).is_some() => {
            cudafe_rs::out!("{}", command_help(&args[1]).unwrap_or_default());
            0
        }
        Some("--help") | Some("-h") | Some("help") => {
            cudafe_rs::outln!("{USAGE}");
            0
        }
        None => {
            cudafe_rs::errln!("{USAGE}");
            4
        }
        Some(other) => {
            cudafe_rs::errln!("cudafe-rs: unknown command '{other}'\n{USAGE}");
            4
        }
    }
}
