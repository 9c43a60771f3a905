//! `cudafe-rs check`: preprocess, parse and check each file on both sides,
//! and print the diagnostics as cudafe++ does.

use crate::cli::{CheckArgs, DiagControls, OutputFormat};
use crate::controls::Report;
use crate::db::RootDatabase;
use crate::host_compiler;
use base_db::{CompileOptions, Options, Side, SourceDb, Unit, UnitSide};
use diagnostics::{Diagnostic, RenderOptions, Severity, render_edg};

/// Builds the compile options for a set of command-line arguments.
pub fn compile_options(args: &CheckArgs) -> Options {
    let std_flag = args.std.as_ref().map(|s| format!("-std={s}"));
    let host = host_compiler::detect(
        args.host_compiler.as_deref(),
        std_flag.as_deref(),
        &args.host_flags,
    );
    let mut predefined = host.macros;
    predefined.extend(host_compiler::nvcc_macros(args.arch));
    let mut include_dirs = args.include_dirs.clone();
    let mut system_dirs = args.system_dirs.clone();
    // The toolkit was resolved with the command line (`toolkit::with_toolkit`:
    // --cuda-path, CUDA_PATH, ...): the options depend on the arguments
    // alone, so an in-process caller gets the same unit in any environment.
    match &args.cuda_path {
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
        Some("c++11") | Some("gnu++11") => 201103,
        Some("c++03") | Some("gnu++03") => 199711,
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
        toolkit_headers: args.cuda_path.is_some() && !args.no_cuda_include,
    }
}

/// One `CompileOptions` input per distinct set of options, for the
/// long-running modes, where files come and go with their own flags.
#[derive(Default)]
pub struct OptionsCache(rustc_hash::FxHashMap<Options, CompileOptions>);

impl OptionsCache {
    pub fn get(&mut self, db: &RootDatabase, args: &CheckArgs) -> CompileOptions {
        let options = compile_options(args);
        *self
            .0
            .entry(options.clone())
            .or_insert_with(|| CompileOptions::new(db, options))
    }
}

/// One translation unit in a database, with its two sides.
#[derive(Debug, Clone, Copy)]
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

/// The diagnostics of one unit, both sides, as reported without options
/// (the headers' `#pragma nv_diag_suppress` applied: the prelude's, like
/// the toolkit's, silences its own uses of deprecated vector types).
pub fn diagnostics(db: &RootDatabase, unit: &LoadedUnit) -> Vec<Diagnostic> {
    report(db, unit, &crate::cli::DiagControls::default()).diagnostics
}

/// Computes each side's diagnostics, the device side on a second thread.
fn compute_sides(db: &RootDatabase, unit: &LoadedUnit) {
    // The two sides share nothing until they are merged: the device side is
    // computed on a second thread (on its own handle of the same database)
    // while this one does the host side, and the merge then finds both
    // memoized.
    let device = unit.device;
    let worker_db = db.clone();
    let worker = std::thread::Builder::new()
        .name("device-side".into())
        .stack_size(256 << 20)
        .spawn(move || {
            // a cancelled or panicking worker only loses the head start: the
            // merge below recomputes what is missing
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                cuda_sema::collect::side_diagnostics(&worker_db, device);
            }));
        });
    let _ = cuda_sema::collect::side_diagnostics(db, unit.host);
    if let Ok(worker) = worker {
        let _ = worker.join();
    }
}

/// The diagnostics of one unit, both sides, with the diagnostic controls
/// (pragmas and command line) applied.
pub fn report(db: &RootDatabase, unit: &LoadedUnit, controls: &DiagControls) -> Report {
    compute_sides(db, unit);
    crate::controls::unit_report(db, unit.host, unit.device, controls)
}

fn severity_name(s: Severity) -> &'static str {
    match s {
        Severity::Remark => "remark",
        Severity::Warning => "warning",
        Severity::Error => "error",
        Severity::Fatal => "fatal",
    }
}

/// One JSON object per diagnostic, one per line: `file`, `line`,
/// `column`, `end_line` and `end_column` (just past the word or character
/// at the position; columns count bytes from 1), `severity`, `number` (also
/// for errors, whose text shows none), `message`, `notes` and `side`. A run stopped at the error limit ends
/// with an object of severity `catastrophic` and no position.
pub fn render_json(report: &Report) -> String {
    let mut out = String::new();
    for d in &report.diagnostics {
        let origin = match d.origin {
            diagnostics::Origin::Host => "host",
            diagnostics::Origin::Device => "device",
            diagnostics::Origin::Both => "both",
        };
        let value = serde_json::json!({
            "file": d.file,
            "line": d.line,
            "column": d.column,
            "end_line": d.line,
            "end_column": end_column(d),
            "severity": severity_name(d.severity),
            "number": d.number,
            "message": d.message,
            "notes": d.notes,
            "side": origin,
        });
        out.push_str(&value.to_string());
        out.push('\n');
    }
    if report.error_limit_reached {
        let value = serde_json::json!({
            "file": "",
            "line": 0,
            "column": 0,
            "end_line": 0,
            "end_column": 0,
            "severity": "catastrophic",
            "number": null,
            "message": ERROR_LIMIT_MESSAGE,
            "notes": [],
            "side": "both",
        });
        out.push_str(&value.to_string());
        out.push('\n');
    }
    out
}

/// The column just past what a diagnostic points at: the identifier or
/// number that starts at its column, else one character (the column
/// itself when there is no position or source line).
fn end_column(d: &Diagnostic) -> u32 {
    let Some(line) = d.source_line.as_deref().filter(|_| d.column > 0) else {
        return d.column;
    };
    let start = (d.column - 1) as usize;
    let Some(rest) = line.get(start..).filter(|r| !r.is_empty()) else {
        return d.column;
    };
    let word = rest.len()
        - rest
            .trim_start_matches(|c: char| c.is_alphanumeric() || c == '_')
            .len();
    let len = if word > 0 {
        word
    } else {
        rest.chars().next().map_or(0, char::len_utf8)
    };
    d.column + len as u32
}

/// What the front end says when it stops at the error limit.
pub const ERROR_LIMIT_MESSAGE: &str = "Error limit reached.";

/// The exit code of every command, from the severities of what it
/// reported: 4 for a fatal error (an input that cannot be read, a missing
/// header: nothing after it was checked), 2 for errors, 0 otherwise.
/// (The command line and unreadable inputs exit with 4 as well.)
pub fn exit_code_of(severities: impl IntoIterator<Item = diagnostics::Severity>) -> i32 {
    severities.into_iter().fold(0, |exit, s| {
        exit.max(match s {
            diagnostics::Severity::Fatal => 4,
            diagnostics::Severity::Error => 2,
            _ => 0,
        })
    })
}

/// [`exit_code_of`] the preprocessor's diagnostics.
pub fn preprocessor_exit_code(pp: &preprocessor::Preprocessed) -> i32 {
    exit_code_of(pp.diagnostics.iter().map(|d| match d.severity {
        preprocessor::Severity::Fatal => diagnostics::Severity::Fatal,
        preprocessor::Severity::Error => diagnostics::Severity::Error,
        preprocessor::Severity::Warning => diagnostics::Severity::Warning,
    }))
}

/// Loads each file of the command line as a unit of one database and runs
/// `f` on it; returns the highest exit code (4 for a missing file).
pub fn for_each_unit(
    args: &CheckArgs,
    mut f: impl FnMut(&RootDatabase, &str, &LoadedUnit) -> i32,
) -> i32 {
    for_each_unit_with(std::slice::from_ref(args), |db, _, path, unit| {
        f(db, path, unit)
    })
}

/// [`for_each_unit`] for files with flags of their own (a compilation
/// database's entries): one database, one set of compile options per
/// distinct flags, so that the headers they share are read once.
pub fn for_each_unit_with(
    runs: &[CheckArgs],
    mut f: impl FnMut(&RootDatabase, &CheckArgs, &str, &LoadedUnit) -> i32,
) -> i32 {
    let db = RootDatabase::default();
    let mut cache = OptionsCache::default();
    let mut exit = 0;
    for args in runs {
        let options = cache.get(&db, args);
        exit = exit.max(each_file(&db, args, options, &mut f));
    }
    exit
}

fn each_file(
    db: &RootDatabase,
    args: &CheckArgs,
    options: CompileOptions,
    f: &mut impl FnMut(&RootDatabase, &CheckArgs, &str, &LoadedUnit) -> i32,
) -> i32 {
    let mut exit = 0;
    for path in &args.files {
        let code = match load_unit(db, path, options) {
            Some(unit) => f(db, args, path, &unit),
            None => {
                report_unreadable(db, path);
                4
            }
        };
        exit = exit.max(code);
    }
    exit
}

/// The run stopped at an `#include` whose file was not found.
fn missing_header(report: &Report) -> bool {
    report.diagnostics.iter().any(|d| {
        d.severity == Severity::Fatal && d.message.ends_with(": No such file or directory")
    })
}

/// Says that a file could not be read (and why, when known).
pub fn report_unreadable(db: &RootDatabase, path: &str) {
    match base_db::SourceDb::load_refusal(db, path) {
        Some(why) => crate::errln!("cudafe-rs: could not open source file \"{path}\": {why}"),
        None => crate::errln!("cudafe-rs: could not open source file \"{path}\""),
    }
}

/// Prints one unit's report in `format` (SARIF: adds it to the log);
/// returns its exit code.
pub fn emit(
    format: OutputFormat,
    path: &str,
    own: &CheckArgs,
    report: &Report,
    sarif: &mut crate::sarif::SarifLog,
) -> i32 {
    match format {
        OutputFormat::Text => {
            let text = render_edg(
                &report.diagnostics,
                &RenderOptions {
                    gcc_color: crate::console::gcc_color_on_stderr(),
                    main_file_name: path.to_string(),
                    display_error_number: own.controls.display_error_number,
                    error_limit_reached: report.error_limit_reached,
                },
            );
            crate::err!("{text}");
            if own.cuda_path.is_none()
                && !own.no_cuda_include
                && missing_header(report)
                && crate::console::hints_on_stderr()
            {
                crate::errln!("{}", crate::toolkit::missing_header_hint());
            }
        }
        OutputFormat::Json => crate::out!("{}", render_json(report)),
        OutputFormat::Sarif => sarif.add(path, report),
    }
    report.exit_code()
}

pub fn run(args: &CheckArgs) -> i32 {
    run_each(std::slice::from_ref(args))
}

/// Runs `check` on the files of each set of arguments (their own flags,
/// one output format: the first's); returns the highest exit code.
pub fn run_each(runs: &[CheckArgs]) -> i32 {
    let Some(args) = runs.first() else {
        return 0;
    };
    let mut sarif = crate::sarif::SarifLog::default();
    let exit = for_each_unit_with(runs, |db, own, path, unit| {
        let report = report(db, unit, &own.controls);
        emit(args.format, path, own, &report, &mut sarif)
    });
    if args.format == OutputFormat::Sarif {
        let files: Vec<String> = runs.iter().flat_map(|r| r.files.iter().cloned()).collect();
        sarif.unread(&files);
        crate::outln!("{}", sarif.finish(exit));
    }
    exit
}
