//! `cudafe-rs check`: preprocess, parse and check each file on both sides,
//! and print the diagnostics as cudafe++ does.

use crate::cli::CheckArgs;
use crate::db::RootDatabase;
use crate::host_compiler;
use base_db::{CompileOptions, Options, Side, SourceDb, Unit, UnitSide};
use diagnostics::{Diagnostic, RenderOptions, render_edg};

/// Builds the compile options for a set of command-line arguments.
pub fn compile_options(args: &CheckArgs) -> Options {
    let std_flag = args.std.as_ref().map(|s| format!("-std={s}"));
    let host = host_compiler::detect(std_flag.as_deref());
    let mut predefined = host.macros;
    predefined.extend(host_compiler::nvcc_macros(args.arch));
    let mut include_dirs = args.include_dirs.clone();
    let mut system_dirs = args.system_dirs.clone();
    let cuda_path = args
        .cuda_path
        .clone()
        .or_else(|| std::env::var("CUDA_PATH").ok());
    match &cuda_path {
        // the real toolkit, the way nvcc passes it
        Some(root) => {
            include_dirs.push(format!("{root}/include"));
            system_dirs.insert(0, format!("{root}/include/cccl"));
        }
        None if !args.no_cuda_include => include_dirs.push(crate::prelude::PRELUDE_DIR.to_string()),
        None => {}
    }
    if !args.no_std_include {
        system_dirs.extend(host.system_dirs);
    }
    let mut forced_includes = Vec::new();
    if !args.no_cuda_include {
        forced_includes.push("cuda_runtime.h".to_string());
    }
    forced_includes.extend(args.forced_includes.iter().cloned());
    let cplusplus = match args.std.as_deref() {
        Some("c++20") | Some("gnu++20") => 202002,
        Some("c++14") | Some("gnu++14") => 201402,
        Some("c++11") => 201103,
        _ => 201703,
    };
    Options {
        include_dirs,
        system_dirs,
        defines: args.defines.clone(),
        undefs: args.undefs.clone(),
        forced_includes,
        predefined,
        cplusplus,
        extended_lambda: args.extended_lambda,
        relaxed_constexpr: args.relaxed_constexpr,
        rdc: args.rdc,
        arch: args.arch,
        default_device: args.default_device,
        static_global_template_stub: args.static_global_template_stub,
        warn_missing_launch_bounds: args.warn_missing_launch_bounds,
    }
}

/// One translation unit in a database, with its two sides.
pub struct LoadedUnit {
    pub unit: Unit,
    pub host: UnitSide,
    pub device: UnitSide,
}

pub fn load_unit(db: &RootDatabase, path: &str, options: CompileOptions) -> Option<LoadedUnit> {
    let main = db.load_file(path)?;
    let unit = Unit::new(db, main, options);
    Some(LoadedUnit {
        unit,
        host: UnitSide::new(db, unit, Side::Host),
        device: UnitSide::new(db, unit, Side::Device),
    })
}

/// The diagnostics of one unit, both sides.
pub fn diagnostics(db: &RootDatabase, unit: &LoadedUnit) -> Vec<Diagnostic> {
    cuda_sema::unit_diagnostics(db, unit.host, unit.device)
}

/// Applies the command line's diagnostic controls. Numbers are the ones
/// cudafe++ displays; a warning promoted to an error loses its number, as
/// the real tool's does.
pub fn apply_controls(
    diags: Vec<Diagnostic>,
    controls: &crate::cli::DiagControls,
) -> Vec<Diagnostic> {
    use diagnostics::Severity;
    diags
        .into_iter()
        .filter_map(|mut d| {
            if let Some(n) = d.number {
                if controls.suppress.contains(&n) {
                    return None;
                }
                if controls.error.contains(&n) {
                    d.severity = Severity::Error;
                    d.number = None;
                } else if controls.warning.contains(&n) {
                    d.severity = Severity::Warning;
                }
            }
            if controls.no_warnings && matches!(d.severity, Severity::Warning | Severity::Remark) {
                return None;
            }
            Some(d)
        })
        .collect()
}

/// One JSON object per diagnostic, one per line.
pub fn render_json(diags: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diags {
        let severity = match d.severity {
            diagnostics::Severity::Remark => "remark",
            diagnostics::Severity::Warning => "warning",
            diagnostics::Severity::Error => "error",
            diagnostics::Severity::Fatal => "fatal",
        };
        let origin = match d.origin {
            diagnostics::Origin::Host => "host",
            diagnostics::Origin::Device => "device",
            diagnostics::Origin::Both => "both",
        };
        let value = serde_json::json!({
            "file": d.file,
            "line": d.line,
            "column": d.column,
            "severity": severity,
            "number": d.number,
            "message": d.message,
            "notes": d.notes,
            "side": origin,
        });
        out.push_str(&value.to_string());
        out.push('\n');
    }
    out
}

/// Runs `check` on every file; returns the exit code (0, or 2 with errors).
/// Loads each file of the command line as a unit of one database and runs
/// `f` on it; returns the highest exit code (4 for a missing file).
pub fn for_each_unit(
    args: &CheckArgs,
    mut f: impl FnMut(&RootDatabase, &str, &LoadedUnit) -> i32,
) -> i32 {
    let db = RootDatabase::default();
    let options = CompileOptions::new(&db, compile_options(args));
    let mut exit = 0;
    for path in &args.files {
        let code = match load_unit(&db, path, options) {
            Some(unit) => f(&db, path, &unit),
            None => {
                eprintln!("cudafe-rs: could not open source file \"{path}\"");
                4
            }
        };
        exit = exit.max(code);
    }
    exit
}

pub fn run(args: &CheckArgs) -> i32 {
    for_each_unit(args, |db, path, unit| {
        let diags = apply_controls(diagnostics(db, unit), &args.controls);
        match args.format {
            crate::cli::OutputFormat::Text => {
                let text = render_edg(
                    &diags,
                    &RenderOptions {
                        main_file_name: path.to_string(),
                    },
                );
                eprint!("{text}");
            }
            crate::cli::OutputFormat::Json => print!("{}", render_json(&diags)),
        }
        if diags.iter().any(|d| d.is_error()) {
            2
        } else {
            0
        }
    })
}
