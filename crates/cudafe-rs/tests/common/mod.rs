//! Helpers shared by the integration tests: where the repository and the
//! test data are, the flags a test file asks for in its magic comments, and
//! where the real CUDA toolkit of the oracle is installed (if it is).

#![allow(dead_code)]

use std::path::{Path, PathBuf};

pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The nvcc flags and header mode a case asks for in its magic comments.
pub fn case_args(text: &str) -> Vec<String> {
    let mut args = Vec::new();
    for line in text.lines() {
        if let Some(flags) = line.trim().strip_prefix("// ORACLE-FLAGS:") {
            args.extend(flags.split_whitespace().map(str::to_string));
        }
        if let Some(mode) = line.trim().strip_prefix("// ORACLE-HEADERS:") {
            match mode.trim() {
                "none" => args.push("--no-cuda-include".into()),
                "macros" => {
                    args.push("--no-cuda-include".into());
                    for (name, body) in [
                        ("__host__", "__attribute__((host))"),
                        ("__device__", "__attribute__((device))"),
                        ("__global__", "__attribute__((global))"),
                        ("__shared__", "__attribute__((shared))"),
                        ("__constant__", "__attribute__((constant))"),
                        ("__managed__", "__attribute__((managed))"),
                        (
                            "__launch_bounds__(...)",
                            "__attribute__((launch_bounds(__VA_ARGS__)))",
                        ),
                    ] {
                        args.push(format!("-D{name}={body}"));
                    }
                }
                _ => {}
            }
        }
        if let Some(arch) = line.trim().strip_prefix("// ORACLE-ARCH:") {
            args.push(format!("-arch={}", arch.trim()));
        }
    }
    args
}

/// The `.cu` files under a directory of the repository, recursively, sorted.
pub fn cu_files(dir: &str) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "cu") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(&root().join(dir), &mut out);
    out.sort();
    out
}

/// The root of the CUDA toolkit the oracle uses (the directory with
/// `include/cuda_runtime.h` and `include/cccl`): `$CUDAFE_ORACLE_CUDA_ROOT`,
/// else the oracle's venv under `$CUDAFE_ORACLE_HOME` (default
/// `~/.cache/cuda-oracle`). `None` when it is not installed.
pub fn toolkit() -> Option<PathBuf> {
    let usable =
        |p: &Path| p.join("include/cuda_runtime.h").exists() && p.join("include/cccl").exists();
    if let Ok(p) = std::env::var("CUDAFE_ORACLE_CUDA_ROOT") {
        let p = PathBuf::from(p);
        return usable(&p).then_some(p);
    }
    let home = std::env::var("CUDAFE_ORACLE_HOME")
        .map(PathBuf::from)
        .or_else(|_| std::env::var("HOME").map(|h| Path::new(&h).join(".cache/cuda-oracle")))
        .ok()?;
    let lib = home.join("venv/lib");
    let mut pythons: Vec<PathBuf> = std::fs::read_dir(&lib)
        .ok()?
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("python3"))
        })
        .collect();
    pythons.sort();
    pythons
        .into_iter()
        .map(|p| p.join("site-packages/nvidia/cu13"))
        .find(|p| usable(p))
}

/// The oracle's script, beside the repository (as in CI).
pub fn oracle_script() -> Option<PathBuf> {
    let p = root().join("../shared/oracle/cudafe-oracle");
    p.exists().then_some(p)
}

/// The `-std=` a file asks for in its magic comments, if any.
pub fn own_std(text: &str) -> Option<String> {
    case_args(text)
        .iter()
        .find_map(|a| a.strip_prefix("-std=").map(str::to_string))
}
