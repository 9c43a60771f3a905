//! The host-side outputs of every program in `test-data/host/` against
//! what the real cudafe++ and cicc wrote for it (`NAME.host.txt`, and
//! `NAME.rdc.host.txt` with `-rdc=true`, made by `cudafe-oracle host`):
//! the module id and the stub file, byte for byte after the oracle's
//! normalization. `status.txt` records which parts match; the test fails
//! when that changes (`UPDATE_EXPECT=1` to accept an improvement).
//!
//! Needs the CUDA headers: `CUDAFE_RS_CUDA_PATH`, else the oracle's
//! toolkit in `~/.cache/cuda-oracle`.

use cudafe_rs::check::{compile_options, load_unit};
use cudafe_rs::cli::CheckArgs;
use cudafe_rs::db::RootDatabase;
use cudafe_rs::host_cmd::{HostRequest, generate};
use host_output::module_id::fallback_fields;
use std::path::{Path, PathBuf};

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/host")
}

/// The CUDA toolkit to take headers from.
pub fn toolkit() -> Option<String> {
    if let Ok(p) = std::env::var("CUDAFE_RS_CUDA_PATH") {
        return Some(p);
    }
    let home = std::env::var("HOME").ok()?;
    let lib = Path::new(&home).join(".cache/cuda-oracle/venv/lib");
    for entry in std::fs::read_dir(lib).ok()? {
        let p = entry.ok()?.path().join("site-packages/nvidia/cu13");
        if p.join("include/cuda_runtime.h").exists() {
            return Some(p.display().to_string());
        }
    }
    None
}

/// The oracle's output split into (user part, stub, module id).
fn split_oracle(text: &str) -> Option<(String, String, String)> {
    let stub_at = text.find("//==== cudafe-oracle: stub file ")?;
    let stub_start = stub_at + text[stub_at..].find('\n')? + 1;
    let id_at = text.find("//==== cudafe-oracle: module id ====\n")?;
    let user = text[..stub_at].to_string();
    let stub = text[stub_start..id_at].to_string();
    let id = text[id_at..].lines().nth(1).unwrap_or_default().to_string();
    Some((user, stub, id))
}

/// What replaces the fallback's fields on both sides.
const FALLBACK: &str = "<time>_<pid>";

struct Case {
    name: String,
    rdc: bool,
}

fn run_case(case: &Case, cuda: &str) -> (String, Vec<String>) {
    let dir = data_dir();
    let file = format!("{}.cu", case.name);
    let text = std::fs::read_to_string(dir.join(&file)).unwrap();
    let expected_file = if case.rdc {
        format!("{}.rdc.host.txt", case.name)
    } else {
        format!("{}.host.txt", case.name)
    };
    let expected = std::fs::read_to_string(dir.join(&expected_file)).unwrap_or_default();
    let label = format!("{}{}", case.name, if case.rdc { " [rdc]" } else { "" });
    let Some((_user, exp_stub, exp_id)) = split_oracle(&expected) else {
        return (format!("{label}: no oracle output"), Vec::new());
    };
    let args = CheckArgs {
        files: vec![file.clone()],
        arch: 90,
        cuda_path: Some(cuda.to_string()),
        rdc: case.rdc,
        extended_lambda: text.contains("ORACLE-FLAGS: --extended-lambda"),
        ..Default::default()
    };
    let mut db = RootDatabase::default();
    // by base name, as nvcc is run in the file's directory
    db.set_file_text(&file, &text);
    let options = base_db::CompileOptions::new(&db, compile_options(&args));
    let unit = load_unit(&db, &file, options).unwrap();
    let req = HostRequest {
        orig_src_file_name: file.clone(),
        orig_src_path_name: Some(format!("/src/{file}")),
        stub_include_name: format!("{}.cudafe1.stub.c", case.name),
        stub_self_name: format!("<tmp>/{}.cudafe1.stub.c", case.name),
        fatbin_name: format!("{}.fatbin.c", case.name),
        random_seed: None,
        // cudafe++'s fallback differs on every run: compared by its form
        time_pid_fallback: fallback_fields(&exp_id).is_some(),
    };
    let out = generate(&db, &unit, &req);
    let hash = out.module_id.get(1..9).unwrap_or_default().to_string();
    let norm = |s: &str| s.replace(&hash, "<modhash>");
    let mut id = norm(&out.module_id);
    let mut stub = norm(&out.stub_file);
    let (mut exp_id, mut exp_stub) = (exp_id, exp_stub);
    if let (Some(ours), Some(theirs)) = (fallback_fields(&id), fallback_fields(&exp_id)) {
        let (ours, theirs) = (ours.to_string(), theirs.to_string());
        (id, stub) = (id.replace(&ours, FALLBACK), stub.replace(&ours, FALLBACK));
        exp_id = exp_id.replace(&theirs, FALLBACK);
        exp_stub = exp_stub.replace(&theirs, FALLBACK);
    }
    let mut diffs = Vec::new();
    let id_ok = id == exp_id;
    if !id_ok {
        diffs.push(format!("{label} module id: got {id}, expected {exp_id}"));
    }
    let stub_ok = stub == exp_stub;
    if !stub_ok {
        diffs.push(format!(
            "{label} stub:\n--- expected\n{exp_stub}\n--- got\n{stub}"
        ));
    }
    let mark = |ok: bool| if ok { "ok" } else { "DIFF" };
    (
        format!("{label}: module-id {} stub {}", mark(id_ok), mark(stub_ok)),
        diffs,
    )
}

#[test]
#[ignore = "a long comparison with NVIDIA's tools or g++: run by `cargo xtask toolkit-tests` (CI runs it)"]
fn host_outputs_match_the_oracle() {
    let Some(cuda) = toolkit() else {
        eprintln!("skipped: no CUDA toolkit (set CUDAFE_RS_CUDA_PATH)");
        return;
    };
    let mut names: Vec<String> = std::fs::read_dir(data_dir())
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter_map(|n| n.strip_suffix(".cu").map(str::to_string))
        .collect();
    names.sort();
    if let Ok(only) = std::env::var("HOST_CASE") {
        names.retain(|n| only.split(",").any(|o| o == n));
    }
    let cases: Vec<Case> = names
        .iter()
        .flat_map(|n| {
            [false, true].map(|rdc| Case {
                name: n.clone(),
                rdc,
            })
        })
        .collect();
    // two workers: the machine is shared
    let results = std::sync::Mutex::new(vec![(String::new(), Vec::new()); cases.len()]);
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    if i >= cases.len() {
                        break;
                    }
                    let case = &cases[i];
                    // a big stack, as the driver gives the front end
                    let r = std::thread::scope(|s2| {
                        std::thread::Builder::new()
                            .stack_size(256 << 20)
                            .spawn_scoped(s2, || run_case(case, &cuda))
                            .unwrap()
                            .join()
                            .unwrap()
                    });
                    results.lock().unwrap()[i] = r;
                }
            });
        }
    });
    let results = results.into_inner().unwrap();
    let mut status = String::new();
    for (line, diffs) in &results {
        status.push_str(line);
        status.push('\n');
        if std::env::var_os("HOST_DIFFS").is_some() {
            for d in diffs {
                eprintln!("{d}");
            }
        }
    }
    if std::env::var("HOST_CASE").is_ok() {
        eprint!("{status}");
        return;
    }
    expect_test::expect_file!["../../../test-data/host/status.txt"].assert_eq(&status);
}
