//! Our host file must compile: for every program in test-data that the
//! oracle accepts (no error in its `.oracle.txt`, real CUDA headers), the
//! host file and stub that `cudafe-rs host` generates are compiled with
//! g++ the way nvcc compiles `X.cudafe1.cpp` (same defines and include
//! paths; a stand-in for the fatbinary nvcc would embed). `compile-status.txt`
//! records the result per program; the test fails when that changes
//! (`UPDATE_EXPECT=1` to accept an improvement).
//!
//! Needs g++ and the CUDA headers (`CUDAFE_RS_CUDA_PATH`, else the
//! oracle's toolkit), each with and without `-rdc=true`. In CI
//! (`CUDAFE_RS_CI` set) the programs of `test-data/host` are left to
//! `cargo xtask host-check`, which compiles them through nvcc's own
//! pipeline with and without `-rdc=true`; the others are compiled
//! without it only, and the results are compared with the status file's
//! lines of the cases that ran.

use cudafe_rs::check::{compile_options, load_unit};
use cudafe_rs::cli::CheckArgs;
use cudafe_rs::db::RootDatabase;
use cudafe_rs::host_cmd::{HostRequest, generate};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn toolkit() -> Option<String> {
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

/// The programs the oracle accepts (with the real headers).
fn programs() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for dir in [
        "test-data/host",
        "test-data/programs",
        "test-data/examples",
        "test-data/oracle/examples",
        "test-data/oracle/slice",
    ] {
        let Ok(entries) = std::fs::read_dir(root().join(dir)) else {
            continue;
        };
        for e in entries.filter_map(|e| e.ok()) {
            let p = e.path();
            if p.extension().is_none_or(|x| x != "cu") {
                continue;
            }
            let text = std::fs::read_to_string(&p).unwrap_or_default();
            if text.contains("ORACLE-HEADERS") {
                continue;
            }
            let oracle = p.with_extension("oracle.txt");
            let accepted = match std::fs::read_to_string(&oracle) {
                Ok(o) => !o.lines().any(|l| {
                    [":error:", ":catastrophic:", ":fatal:", ":internal:"]
                        .iter()
                        .any(|s| l.contains(s))
                }),
                // test-data/examples has the oracle's verdict elsewhere
                Err(_) => dir == "test-data/examples",
            };
            if accepted {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// What nvcc's `X.fatbin.c` declares, without a device image.
const FATBIN_STAND_IN: &str = r#"#include "fatbinary_section.h"
#define __CUDAFATBINSECTION  ".nvFatBinSegment"
#define __CUDAFATBINDATASECTION  ".nv_fatbin"
static const unsigned long long fatbinData[1] = {0};
extern "C" {
#ifdef __NV_MODULE_ID
#define __FATIDNAME_CORE(x) __fatbinwrap##x
#define __FATIDNAME(x) __FATIDNAME_CORE(x)
extern const __fatBinC_Wrapper_t __FATIDNAME(__NV_MODULE_ID) __attribute__ ((aligned (8))) __attribute__ ((section (__CUDAFATBINSECTION)))= { 0x466243b1, 1, fatbinData, 0 };
#else
static const __fatBinC_Wrapper_t __fatDeviceText __attribute__ ((aligned (8))) __attribute__ ((section (__CUDAFATBINSECTION)))= { 0x466243b1, 1, fatbinData, 0 };
#endif
}
"#;

fn compile(path: &Path, cuda: &str, rdc: bool, out_dir: &Path) -> Result<(), String> {
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let stem = name.trim_end_matches(".cu").to_string();
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    // the oracle's flags for the file (`// ORACLE-FLAGS: -std=c++20`)
    let flags: Vec<&str> = text
        .lines()
        .find_map(|l| l.split("ORACLE-FLAGS:").nth(1))
        .map(|f| f.split_whitespace().collect())
        .unwrap_or_default();
    let std = flags
        .iter()
        .find_map(|f| f.strip_prefix("-std=").or_else(|| f.strip_prefix("--std=")))
        .map(str::to_string);
    let args = CheckArgs {
        files: vec![name.clone()],
        arch: 90,
        cuda_path: Some(cuda.to_string()),
        rdc,
        extended_lambda: flags.contains(&"--extended-lambda"),
        relaxed_constexpr: flags.contains(&"--expt-relaxed-constexpr"),
        std: std.clone(),
        ..Default::default()
    };
    let mut db = RootDatabase::default();
    db.set_file_text(&name, &text);
    let options = base_db::CompileOptions::new(&db, compile_options(&args));
    let unit = load_unit(&db, &name, options).ok_or("cannot load")?;
    let req = HostRequest {
        orig_src_file_name: name.clone(),
        orig_src_path_name: Some(path.display().to_string()),
        stub_include_name: format!("{stem}.cudafe1.stub.c"),
        stub_self_name: format!("{stem}.cudafe1.stub.c"),
        fatbin_name: format!("{stem}.fatbin.c"),
        random_seed: None,
        time_pid_fallback: false,
    };
    let out = generate(&db, &unit, &req);
    let dir = out_dir.join(format!("{stem}{}", if rdc { "-rdc" } else { "" }));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let host = dir.join(format!("{stem}.cudafe1.cpp"));
    std::fs::write(&host, &out.host_file).map_err(|e| e.to_string())?;
    std::fs::write(dir.join(&req.stub_include_name), &out.stub_file).map_err(|e| e.to_string())?;
    std::fs::write(dir.join(&req.fatbin_name), FATBIN_STAND_IN).map_err(|e| e.to_string())?;
    // as nvcc compiles X.cudafe1.cpp
    let mut g = Command::new("g++");
    if let Some(std) = &std {
        g.arg(format!("-std={std}"));
    }
    let g = g
        .args([
            "-D__CUDA_ARCH__=900",
            "-D__CUDA_ARCH_LIST__=900",
            "-fsyntax-only",
            "-x",
            "c++",
        ])
        .args(["-DCUDA_DOUBLE_MATH_FUNCTIONS", "-Wno-psabi", "-m64"])
        .arg(format!("-I{cuda}/include"))
        .arg("-isystem")
        .arg(format!("{cuda}/include/cccl"))
        .arg(&host)
        .output()
        .map_err(|e| e.to_string())?;
    if g.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&g.stderr).to_string())
    }
}

#[test]
#[ignore = "a long comparison with NVIDIA's tools or g++: run by `cargo xtask toolkit-tests` (CI runs it)"]
fn host_files_compile_with_gxx() {
    let Some(cuda) = toolkit() else {
        eprintln!("skipped: no CUDA toolkit (set CUDAFE_RS_CUDA_PATH)");
        return;
    };
    if Command::new("g++").arg("--version").output().is_err() {
        eprintln!("skipped: no g++");
        return;
    }
    let mut programs = programs();
    if let Ok(only) = std::env::var("HOST_CASE") {
        programs.retain(|p| {
            only.split(',')
                .any(|o| p.file_stem().is_some_and(|s| s == o))
        });
    }
    let ci = std::env::var_os("CUDAFE_RS_CI").is_some();
    let host_dir = root().join("test-data/host");
    let cases: Vec<(PathBuf, bool)> = programs
        .iter()
        .flat_map(|p| [(p.clone(), false), (p.clone(), true)])
        // (in CI, `cargo xtask host-check` compiles the programs of
        // test-data/host through nvcc's own pipeline: not twice)
        .filter(|(p, rdc)| !ci || (!rdc && !p.starts_with(&host_dir)))
        .collect();
    let out_dir = root().join("target/host-compile");
    let results = std::sync::Mutex::new(vec![String::new(); cases.len()]);
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    let Some((path, rdc)) = cases.get(i) else {
                        break;
                    };
                    let r = std::thread::scope(|s2| {
                        std::thread::Builder::new()
                            .stack_size(256 << 20)
                            .spawn_scoped(s2, || compile(path, &cuda, *rdc, &out_dir))
                            .unwrap()
                            .join()
                            .unwrap_or(Err("panic".into()))
                    });
                    let rel = path
                        .strip_prefix(root())
                        .unwrap_or(path)
                        .display()
                        .to_string()
                        .replace("../", "");
                    let line = match &r {
                        Ok(()) => format!("{rel}{}: ok", if *rdc { " [rdc]" } else { "" }),
                        Err(e) => {
                            if std::env::var_os("HOST_DIFFS").is_some() {
                                eprintln!("{rel}: {e}");
                            }
                            format!("{rel}{}: FAIL", if *rdc { " [rdc]" } else { "" })
                        }
                    };
                    results.lock().unwrap()[i] = line;
                }
            });
        }
    });
    let results = results.into_inner().unwrap();
    let ok = results.iter().filter(|l| l.ends_with(": ok")).count();
    let mut status = results.join("\n");
    status.push_str(&format!("\n{ok}/{} compile\n", results.len()));
    if std::env::var("HOST_CASE").is_ok() {
        eprint!("{status}");
        return;
    }
    if ci {
        // the status file's lines of the cases that ran
        let golden = std::fs::read_to_string(root().join("test-data/host/compile-status.txt"))
            .unwrap_or_default();
        let ran: Vec<&str> = results
            .iter()
            .map(|l| l.rsplit_once(": ").map_or(l.as_str(), |(c, _)| c))
            .collect();
        let expected: Vec<&str> = golden
            .lines()
            .filter(|l| l.rsplit_once(": ").is_some_and(|(c, _)| ran.contains(&c)))
            .collect();
        let got: Vec<&str> = results.iter().map(String::as_str).collect();
        assert_eq!(
            expected, got,
            "host files compile differently from test-data/host/compile-status.txt"
        );
        return;
    }
    expect_test::expect_file!["../../../test-data/host/compile-status.txt"].assert_eq(&status);
}
