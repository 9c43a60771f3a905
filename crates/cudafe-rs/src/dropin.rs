//! Drop-in mode: cudafe-rs run with cudafe++'s command line, exactly as
//! nvcc passes it (`--c++17 --static-host-stub ... --gen_c_file_name F
//! --module_id_file_name F X.cpp4.ii`). It checks the host side of the
//! preprocessed input, and on success writes the host file and the module
//! id file (atomically); it exits with cudafe++'s codes: 0, 2 when the
//! input has errors (no file written), 4 for command-line errors and
//! unreadable input.

use crate::cli::DiagControls;
use crate::cudafe_options::{FLAG_OPTIONS, VALUE_OPTIONS};
use crate::db::RootDatabase;
use crate::os_text::fs_path;
use crate::output_files::{remove_stale, write_all_or_nothing};
use base_db::{CompileOptions, Options, SourceDb};
use diagnostics::{RenderOptions, render_edg};
use host_output::{Fallback, HostFileOptions, ModuleIdInputs, NamingOptions};
use std::path::PathBuf;

/// cudafe++'s command line, as far as we act on it.
#[derive(Debug, Clone, Default)]
pub struct DropinArgs {
    pub input: String,
    pub cplusplus: u32,
    pub rdc: bool,
    pub extended_lambda: bool,
    pub relaxed_constexpr: bool,
    pub static_host_stub: bool,
    pub hidden_visibility: bool,
    pub orig_src_file_name: Option<String>,
    pub orig_src_path_name: Option<String>,
    pub gen_c_file_name: Option<String>,
    pub stub_file_name: Option<String>,
    pub module_id_file_name: Option<String>,
    pub gen_module_id_file: bool,
    pub random_seed: Option<String>,
    pub controls: DiagControls,
    pub version: bool,
}

/// A command-line error, in cudafe++'s words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandLineError(pub String);

/// Whether arguments look like cudafe++'s (rather than a cudafe-rs command).
pub fn is_dropin(args: &[String]) -> bool {
    args.first()
        .is_some_and(|a| a.starts_with('-') && !matches!(a.as_str(), "-h" | "--help"))
}

/// Resolves a long option name: exact, else a unique prefix.
fn resolve(name: &str) -> Result<(&'static str, bool), CommandLineError> {
    let find = |list: &'static [&'static str], value: bool| {
        list.iter().find(|o| **o == name).map(|o| (*o, value))
    };
    if let Some(hit) = find(VALUE_OPTIONS, true).or_else(|| find(FLAG_OPTIONS, false)) {
        return Ok(hit);
    }
    let matches: Vec<(&'static str, bool)> = VALUE_OPTIONS
        .iter()
        .map(|o| (*o, true))
        .chain(FLAG_OPTIONS.iter().map(|o| (*o, false)))
        .filter(|(o, _)| o.starts_with(name))
        .collect();
    match matches.as_slice() {
        [one] => Ok(*one),
        [] => Err(CommandLineError(format!("invalid option: --{name}"))),
        _ => Err(CommandLineError(format!(
            "ambiguous command-line option: --{name}"
        ))),
    }
}

pub fn parse(args: &[String]) -> Result<DropinArgs, CommandLineError> {
    let mut out = DropinArgs {
        cplusplus: 201703,
        ..Default::default()
    };
    let mut input: Option<String> = None;
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if let Some(long) = a.strip_prefix("--") {
            let (name, inline) = match long.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (long, None),
            };
            let (name, takes_value) = resolve(name)?;
            let value = if takes_value {
                match inline {
                    Some(v) => Some(v),
                    None => {
                        let v = args.get(i).cloned().ok_or_else(|| {
                            CommandLineError(format!("\"--{name}\" requires an argument"))
                        })?;
                        i += 1;
                        Some(v)
                    }
                }
            } else {
                if inline.is_some() {
                    return Err(CommandLineError(format!("invalid option: {a}")));
                }
                None
            };
            apply(&mut out, name, value)?;
        } else if let Some(short) = a.strip_prefix('-') {
            match short {
                "w" => out.controls.no_warnings = true,
                "W" | "r" | "E" | "C" | "P" | "x" | "a" | "A" | "n" => {}
                "v" => out.version = true,
                s if s.len() > 1
                    && (s.starts_with('t')
                        || s.starts_with('D')
                        || s.starts_with('U')
                        || s.starts_with('I')) => {}
                _ => return Err(CommandLineError(format!("invalid option: {a}"))),
            }
        } else {
            if input.is_some() {
                return Err(CommandLineError(
                    "too many arguments on command line".into(),
                ));
            }
            input = Some(a.clone());
        }
    }
    match input {
        Some(f) => out.input = f,
        None if out.version => {}
        None => return Err(CommandLineError("missing source file name".into())),
    }
    Ok(out)
}

fn apply(out: &mut DropinArgs, name: &str, value: Option<String>) -> Result<(), CommandLineError> {
    let v = value.unwrap_or_default();
    let number = |v: &str| -> Result<u64, CommandLineError> {
        v.trim()
            .parse::<u64>()
            .map_err(|_| CommandLineError(format!("invalid number: {v}")))
    };
    match name {
        "c++03" => out.cplusplus = 199711,
        "c++11" | "c++0x" => out.cplusplus = 201103,
        "c++14" => out.cplusplus = 201402,
        "c++17" => out.cplusplus = 201703,
        "c++20" => out.cplusplus = 202002,
        "c++23" => out.cplusplus = 202302,
        "c++26" => out.cplusplus = 202400,
        "device-c" => out.rdc = true,
        "extended-lambda" => out.extended_lambda = true,
        "relaxed_constexpr" => out.relaxed_constexpr = true,
        "static-host-stub" => out.static_host_stub = true,
        "device-hidden-visibility" => out.hidden_visibility = true,
        "orig_src_file_name" => out.orig_src_file_name = Some(v),
        "orig_src_path_name" => out.orig_src_path_name = Some(v),
        "gen_c_file_name" => out.gen_c_file_name = Some(v),
        "stub_file_name" => out.stub_file_name = Some(v),
        "module_id_file_name" => out.module_id_file_name = Some(v),
        "gen_module_id_file" => out.gen_module_id_file = true,
        "frandom-seed" => out.random_seed = Some(v),
        "version" | "Version" => out.version = true,
        "gnu_version"
        | "clang_version"
        | "pack_alignment"
        | "time_limit"
        | "context_limit"
        | "pending_instantiations"
        | "max_depth_constexpr_call"
        | "max_cost_constexpr_call" => {
            number(&v)?;
        }
        "output_mode" if !matches!(v.as_str(), "text" | "sarif") => {
            return Err(CommandLineError(format!(
                "unrecognized output mode (must be one of text, sarif): {v}"
            )));
        }
        "diag_suppress"
        | "diag_warning"
        | "diag_error"
        | "diag_remark"
        | "diag_once"
        | "no_warnings"
        | "promote_warnings"
        | "remarks"
        | "error_limit"
        | "display_error_number"
        | "no_display_error_number" => {
            // the driver's own parser of the diagnostic controls
            let mut scratch = crate::cli::CheckArgs {
                controls: out.controls.clone(),
                ..Default::default()
            };
            let flag = if v.is_empty() {
                format!("--{name}")
            } else {
                format!("--{name}={v}")
            };
            crate::cli::control_flag(&flag, None, &mut scratch)
                .map_err(|e| CommandLineError(e.0))?;
            out.controls = scratch.controls;
        }
        _ => {}
    }
    Ok(())
}

const VERSION_BANNER: &str = concat!(
    "cudafe-rs ",
    env!("CARGO_PKG_VERSION"),
    ": a CUDA C++ front end compatible with NVIDIA (R) Cuda Language Front End 13.5\n"
);

fn command_line_error(e: &CommandLineError) -> i32 {
    crate::err!(
        "Command-line error: {}\n\n1 catastrophic error detected in this compilation.\nCompilation terminated.\n",
        e.0
    );
    4
}

/// Runs drop-in mode; returns the exit code.
pub fn run(args: &[String]) -> i32 {
    let a = match parse(args) {
        Ok(a) => a,
        Err(e) => return command_line_error(&e),
    };
    if a.version {
        crate::out!("{VERSION_BANNER}");
        if a.input.is_empty() {
            return 0;
        }
    }
    let db = RootDatabase::default();
    let options = CompileOptions::new(
        &db,
        Options {
            cplusplus: a.cplusplus,
            extended_lambda: a.extended_lambda,
            relaxed_constexpr: a.relaxed_constexpr,
            rdc: a.rdc,
            arch: 90,
            ..Default::default()
        },
    );
    let Some(unit) = crate::check::load_unit(&db, &a.input, options) else {
        crate::err!(
            "Catastrophic error: cannot open source file \"{}\"\n\n1 catastrophic error detected in the compilation of \"{}\".\nCompilation terminated.\n",
            a.input,
            host_output::module_id::base_name(&a.input)
        );
        return 4;
    };
    let display = a
        .orig_src_file_name
        .clone()
        .unwrap_or_else(|| a.input.clone());
    let report = crate::controls::side_report(&db, unit.host, &a.controls);
    let text = render_edg(
        &report.diagnostics,
        &RenderOptions {
            // (cudafe++'s place in a build: never coloured)
            gcc_color: false,
            main_file_name: display.clone(),
            display_error_number: a.controls.display_error_number,
            error_limit_reached: report.error_limit_reached,
        },
    );
    crate::err!("{text}");
    let out_name = a
        .gen_c_file_name
        .clone()
        .unwrap_or_else(|| format!("{}.int.c", a.input));
    let module_id_out = a
        .module_id_file_name
        .as_ref()
        .filter(|_| a.gen_module_id_file)
        .map(|f| fs_path(f));
    let code = report.exit_code();
    if code != 0 {
        // no outputs of an earlier run beside a failed one
        let stale = [Some(fs_path(&out_name)), module_id_out];
        remove_stale(stale.iter().flatten().map(PathBuf::as_path));
        return code;
    }

    // the module id: read (cicc's way) or computed
    let module_id = match (&a.module_id_file_name, a.gen_module_id_file) {
        (Some(f), false) => match std::fs::read_to_string(fs_path(f)) {
            Ok(id) => id.trim_end().to_string(),
            Err(_) => {
                crate::err!(
                    "Catastrophic error: unable to open module id file for reading\n\n1 catastrophic error detected in this compilation.\nCompilation terminated.\n"
                );
                return 4;
            }
        },
        _ => compute_module_id(&db, &unit, &a, &display),
    };
    let stub_name = a
        .stub_file_name
        .clone()
        .unwrap_or_else(|| format!("{}.stub.c", a.input));
    let host = host_output::host_file(
        &db,
        unit.host,
        &HostFileOptions {
            source_name: display.clone(),
            stub_include_name: stub_name,
            naming: NamingOptions {
                module_id: module_id.clone(),
                rdc: a.rdc,
            },
            extended_lambda: a.extended_lambda,
            hidden_visibility: a.hidden_visibility,
            relaxed_constexpr: a.relaxed_constexpr,
        },
    );
    // the host file and the module id file: both or neither
    let host = crate::os_text::to_bytes(&host);
    let mut files: Vec<(PathBuf, &[u8])> = vec![(fs_path(&out_name), &host)];
    files.extend(module_id_out.map(|f| (f, module_id.as_bytes())));
    if let Err(e) = write_all_or_nothing(&files) {
        crate::err!(
            "Catastrophic error: could not open output file \"{}\": {}\n\n1 catastrophic error detected in this compilation.\nCompilation terminated.\n",
            crate::os_text::to_text(e.path.as_os_str()),
            e.reason
        );
        return 4;
    }
    0
}

fn compute_module_id(
    db: &RootDatabase,
    unit: &crate::check::LoadedUnit,
    a: &DropinArgs,
    display: &str,
) -> String {
    let entity = host_output::module_id_entity_for(db, unit.host, a.rdc).map(|s| s.to_string());
    // cudafe++'s non-reproducible fallback only when asked for
    let fallback = if std::env::var("CUDAFE_RS_MODULE_ID_FALLBACK").as_deref() == Ok("time-pid") {
        crate::host_cmd::time_pid_fallback(display)
    } else {
        let main = unit.unit.main(db);
        let _ = db.load_file(main.path(db));
        Fallback::Content(main.text(db).to_string())
    };
    host_output::module_id(&ModuleIdInputs {
        orig_src_path_name: a.orig_src_path_name.clone(),
        base_name: host_output::module_id::base_name(display).to_string(),
        entity,
        random_seed: a.random_seed.clone(),
        fallback,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn nvcc_command_lines_parse() {
        let a = parse(&args(
            "--c++17 --static-host-stub --device-hidden-visibility --gnu_version=120200 --display_error_number --orig_src_file_name k.cu --orig_src_path_name /tmp/k.cu --allow_managed --m64 --parse_templates --gen_c_file_name /tmp/k.cudafe1.cpp --stub_file_name k.cudafe1.stub.c --gen_module_id_file --module_id_file_name /tmp/k.module_id --simt-only k.cpp4.ii",
        ))
        .unwrap();
        assert_eq!(a.input, "k.cpp4.ii");
        assert!(a.static_host_stub && a.hidden_visibility && a.gen_module_id_file && !a.rdc);
        let b = parse(&args(
            "--c++20 --device-hidden-visibility --gnu_version=120200 --diag_suppress 177 --diag_suppress deprecated_entity -w --display_error_number --orig_src_file_name k.cu --allow_managed --device-c --extended-lambda --relaxed_constexpr --debug_mode --m64 --parse_templates --simt-only k.ii",
        ))
        .unwrap();
        assert!(b.rdc && b.extended_lambda && b.relaxed_constexpr && b.controls.no_warnings);
        assert_eq!(b.cplusplus, 202002);
        // (a tag names its number: `deprecated_entity` is #1215)
        assert_eq!(
            b.controls.severities,
            vec![
                (177, crate::controls::Level::Suppress),
                (1215, crate::controls::Level::Suppress)
            ]
        );
    }

    #[test]
    fn command_line_errors_as_cudafe() {
        let errors: Vec<String> = [
            "--bogus_flag k.ii",
            "--orig_src_file_name",
            "",
            "a.ii b.ii",
            "--gnu_version=abc k.ii",
            "--output_mode=xml k.ii",
            "--diag_suppress a-b k.ii",
        ]
        .iter()
        .map(|s| match parse(&args(s)) {
            Ok(_) => "ok".to_string(),
            Err(e) => e.0,
        })
        .collect();
        expect_test::expect![[r#"
            [
                "invalid option: --bogus_flag",
                "\"--orig_src_file_name\" requires an argument",
                "missing source file name",
                "too many arguments on command line",
                "invalid number: abc",
                "unrecognized output mode (must be one of text, sarif): xml",
                "invalid error tag in diagnostic control option: a-b",
            ]
        "#]]
        .assert_debug_eq(&errors);
    }
}
