//! `cudafe-rs host [flags] FILE.cu -o DIR`: preprocessing, the checks of
//! both sides, and the host side's output files in one step, for users
//! without nvcc: `X.cudafe1.cpp` (what cudafe++ writes), `X.cudafe1.stub.c`
//! (what cicc writes) and `X.module_id`. Files are written only when the
//! unit has no error, each to a temporary file renamed into place.

use crate::check::{LoadedUnit, for_each_unit};
use crate::cli::CheckArgs;
use crate::db::RootDatabase;
use crate::output_files::{remove_stale, write_all_or_nothing};
use diagnostics::{RenderOptions, render_edg};
use host_output::{
    EntitiesKey, Fallback, HostFileOptions, ModuleIdInputs, NamingOptions, StubOptions,
};
use std::path::{Path, PathBuf};

/// What names the outputs carry (as nvcc passes them to cudafe++/cicc).
#[derive(Debug, Clone, Default)]
pub struct HostRequest {
    /// `--orig_src_file_name`: the base name in the module id.
    pub orig_src_file_name: String,
    /// `--orig_src_path_name`: its CRC starts the module id.
    pub orig_src_path_name: Option<String>,
    /// The stub's name as the host file includes it.
    pub stub_include_name: String,
    /// The stub's name as cicc is given it (in the stub's `# 1` lines).
    pub stub_self_name: String,
    /// The fatbinary the stub includes.
    pub fatbin_name: String,
    pub random_seed: Option<String>,
    /// Use cudafe++'s time-and-pid fallback for the module id.
    pub time_pid_fallback: bool,
}

/// The generated texts.
#[derive(Debug, Clone)]
pub struct HostOutputs {
    pub module_id: String,
    pub stub_file: String,
    pub host_file: String,
}

/// The module id of a unit (computed on the host side, as cudafe++ does).
pub fn module_id(db: &RootDatabase, unit: &LoadedUnit, req: &HostRequest) -> String {
    let rdc = unit.unit.options(db).options(db).rdc;
    let entity = host_output::module_id_entity_for(db, unit.host, rdc).map(|s| s.to_string());
    let base = host_output::module_id::base_name(&req.orig_src_file_name).to_string();
    let main = unit.unit.main(db);
    let fallback = if req.time_pid_fallback {
        time_pid_fallback(main.path(db))
    } else {
        Fallback::Content(main.text(db).to_string())
    };
    host_output::module_id(&ModuleIdInputs {
        orig_src_path_name: req.orig_src_path_name.clone(),
        base_name: base,
        entity,
        random_seed: req.random_seed.clone(),
        fallback,
    })
}

/// cudafe++'s fallback: the source's modification time, the working
/// directory and the process id.
pub fn time_pid_fallback(path: &str) -> Fallback {
    let mtime = std::fs::metadata(crate::os_text::fs_path(path))
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map(|d| d.as_secs())
        .unwrap_or(0);
    Fallback::TimeAndPid {
        ctime: crate::output_files::ctime_utc(mtime),
        cwd: std::env::current_dir()
            .map(|d| d.display().to_string())
            .unwrap_or_default(),
        pid: std::process::id(),
    }
}

/// The stub file and module id of a unit.
pub fn generate(db: &RootDatabase, unit: &LoadedUnit, req: &HostRequest) -> HostOutputs {
    let module_id = module_id(db, unit, req);
    let options = unit.unit.options(db).options(db);
    let naming = NamingOptions {
        module_id: module_id.clone(),
        rdc: options.rdc,
    };
    let key = EntitiesKey::new(
        db,
        unit.device,
        smol_str::SmolStr::new(&module_id),
        options.rdc,
    );
    let entities = host_output::cuda_entities(db, key);
    let tree = hir::item_tree(db, unit.device);
    let stub_file = host_output::stub_file(
        tree,
        entities,
        &StubOptions {
            stub_file_name: req.stub_self_name.clone(),
            fatbin_name: req.fatbin_name.clone(),
            naming,
            hidden_visibility: true,
        },
    );
    let host_file = host_output::host_file(
        db,
        unit.host,
        &HostFileOptions {
            source_name: req.orig_src_file_name.clone(),
            stub_include_name: req.stub_include_name.clone(),
            naming: NamingOptions {
                module_id: module_id.clone(),
                rdc: options.rdc,
            },
            extended_lambda: options.extended_lambda,
            hidden_visibility: true,
            relaxed_constexpr: options.relaxed_constexpr,
        },
    );
    HostOutputs {
        module_id,
        stub_file,
        host_file,
    }
}

/// The request nvcc would make for `path` (names derived from its stem).
pub fn request_for(path: &str) -> HostRequest {
    let base = host_output::module_id::base_name(path).to_string();
    let stem = base
        .rsplit_once('.')
        .map_or(base.as_str(), |(s, _)| s)
        .to_string();
    let abs = std::path::absolute(path)
        .map(|p| p.display().to_string())
        .unwrap_or_else(|_| path.to_string());
    HostRequest {
        orig_src_file_name: base.clone(),
        orig_src_path_name: Some(abs),
        stub_include_name: format!("{stem}.cudafe1.stub.c"),
        stub_self_name: format!("{stem}.cudafe1.stub.c"),
        fatbin_name: format!("{stem}.fatbin.c"),
        random_seed: None,
        time_pid_fallback: false,
    }
}

/// Runs the command: checks each file, then writes its outputs to `out_dir`.
pub fn run(args: &CheckArgs, out_dir: &str) -> i32 {
    for_each_unit(args, |db, path, unit| {
        let report = crate::check::report(db, unit, &args.controls);
        let text = render_edg(
            &report.diagnostics,
            &RenderOptions {
                gcc_color: crate::console::gcc_color_on_stderr(),
                main_file_name: path.to_string(),
                display_error_number: args.controls.display_error_number,
                error_limit_reached: report.error_limit_reached,
            },
        );
        crate::err!("{text}");
        let req = request_for(path);
        let stem = req
            .stub_include_name
            .trim_end_matches(".cudafe1.stub.c")
            .to_string();
        let dir = Path::new(out_dir);
        let names = [
            dir.join(format!("{stem}.cudafe1.cpp")),
            dir.join(&req.stub_include_name),
            dir.join(format!("{stem}.module_id")),
        ];
        let code = report.exit_code();
        if code != 0 {
            // no outputs of an earlier run beside a failed one
            remove_stale(names.iter().map(PathBuf::as_path));
            return code;
        }
        let out = generate(db, unit, &req);
        // (as the bytes the text stands for: see `os_text`)
        let texts = [out.host_file, out.stub_file, out.module_id]
            .map(|t| crate::os_text::to_bytes(&t).into_owned());
        let files: Vec<(PathBuf, &[u8])> = names
            .into_iter()
            .zip(texts.iter().map(|t| t.as_slice()))
            .collect();
        match write_all_or_nothing(&files) {
            Ok(()) => 0,
            Err(e) => {
                crate::errln!(
                    "cudafe-rs: could not write \"{}\": {}",
                    e.path.display(),
                    e.reason
                );
                4
            }
        }
    })
}

/// Takes `-o DIR` (default `.`) out of the command's arguments.
pub fn split_output_dir(args: &[String]) -> (String, Vec<String>) {
    let mut dir = ".".to_string();
    let mut rest = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if args[i] == "-o" && i + 1 < args.len() {
            dir = args[i + 1].clone();
            i += 2;
            continue;
        }
        rest.push(args[i].clone());
        i += 1;
    }
    (dir, rest)
}
