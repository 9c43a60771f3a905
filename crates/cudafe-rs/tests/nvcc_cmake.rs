//! `cudafe-rs nvcc` as a CMake project's CUDA compiler, end to end: a
//! small CMake + Ninja project (a whole-program executable and a
//! separately compiled static library whose unit has no entity to name its
//! module id, so that cudafe++ falls back to the time and its process id)
//! is configured and built with the wrapper script `cudafe-rs nvcc
//! --write-wrapper` writes, and with the toolkit's own nvcc:
//!
//! - it builds and links, and every object's `nm` equals the stock
//!   build's (for the fallback unit, after masking its module id, which
//!   differs between two stock builds too);
//! - two clean builds give byte-identical objects;
//! - `cudafe-rs check --compile-commands` takes CMake's
//!   `compile_commands.json` as it is;
//! - under `CMAKE_CUDA_COMPILER_LAUNCHER=ccache`, a clean rebuild is all
//!   cache hits.
//!
//! Needs the toolkit (skipped without it), CMake and Ninja (and ccache for
//! the last part). In CI (`CUDAFE_RS_CI`), where `.ci/run` installs them,
//! missing tools fail the test instead.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn have(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Whether the tools are here; in CI their absence is a failure.
fn tools_present(tools: &[&str]) -> bool {
    let missing: Vec<&&str> = tools.iter().filter(|t| !have(t)).collect();
    if missing.is_empty() {
        return true;
    }
    assert!(
        std::env::var_os("CUDAFE_RS_CI").is_none(),
        "CI installs these tools, but {missing:?} cannot be run"
    );
    eprintln!("skipped: {missing:?} not installed");
    false
}

const CMAKELISTS: &str = "cmake_minimum_required(VERSION 3.18)
project(demo LANGUAGES CXX CUDA)
add_library(zero STATIC zero.cu)
set_target_properties(zero PROPERTIES CUDA_SEPARABLE_COMPILATION ON)
add_executable(demo main.cu scale.cu)
target_link_libraries(demo zero)
set_target_properties(demo PROPERTIES CUDA_RESOLVE_DEVICE_SYMBOLS ON)
";

const MAIN: &str = "#include <cstdio>
void launch_scale(float *p, float s, int n);
namespace {
__global__ void fill(float *p, int n) { int i = threadIdx.x; if (i < n) p[i] = 1.0f; }
}
int main() {
  float *d = NULL;
  cudaMalloc(&d, 64 * sizeof(float));
  fill<<<1, 64>>>(d, 64);
  launch_scale(d, 2.0f, 64);
  std::printf(\"done\\n\");
  return 0;
}
";

const SCALE: &str = "__global__ void scale(float *p, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= s;
}
void launch_scale(float *p, float s, int n) { scale<<<(n + 255) / 256, 256>>>(p, s, n); }
";

/// No definition here qualifies to name the module id: a template, its
/// explicit instantiation and an inline function.
const ZERO: &str = "template <class T> __global__ void zero(T *p, int n) {
  int i = threadIdx.x;
  if (i < n) p[i] = T();
}
template __global__ void zero<float>(float *, int);
inline void clear(float *p, int n) { zero<<<1, 64>>>(p, n); }
";

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().expect("cannot run the command");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{cmd:?} failed:\n{text}");
    text
}

/// Configures and builds the project in `build` with `compiler`.
fn build(src: &Path, build: &Path, compiler: &Path, extra: &[&str], env: &[(&str, &Path)]) {
    let mut configure = Command::new("cmake");
    configure
        .arg("-S")
        .arg(src)
        .arg("-B")
        .arg(build)
        .args(["-G", "Ninja", "-DCMAKE_CUDA_ARCHITECTURES=75"])
        .arg("-DCMAKE_EXPORT_COMPILE_COMMANDS=ON")
        .arg(format!("-DCMAKE_CUDA_COMPILER={}", compiler.display()))
        .args(extra);
    for (k, v) in env {
        configure.env(k, v);
    }
    run(&mut configure);
    let mut make = Command::new("cmake");
    make.arg("--build").arg(build);
    for (k, v) in env {
        make.env(k, v);
    }
    run(&mut make);
}

/// Every object file under `dir`, by its path relative to `dir`.
fn objects(dir: &Path) -> Vec<PathBuf> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(root, &p, out);
            } else if p.extension().is_some_and(|x| x == "o") {
                out.push(p.strip_prefix(root).unwrap().to_path_buf());
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, &dir.join("CMakeFiles"), &mut out);
    out.sort();
    out
}

fn nm(object: &Path) -> String {
    run(Command::new("nm").arg(object))
}

/// The module id of the unit compiled into `object`: the suffix of its
/// `__fatbinwrap_` symbol.
fn module_id(object: &Path) -> String {
    nm(object)
        .lines()
        .find_map(|l| l.split("__fatbinwrap_").nth(1))
        .expect("a CUDA object has a __fatbinwrap_ symbol")
        .trim()
        .to_string()
}

/// `nm`'s listing with the module id `id` masked: in a symbol that embeds
/// it, the id becomes `MODULE_ID` and the digits go (a mangled name's
/// lengths count the id's characters).
fn masked(listing: &str, id: &str) -> String {
    listing
        .lines()
        .map(|l| {
            if l.contains(id) {
                l.replace(id, "MODULE_ID")
                    .chars()
                    .filter(|c| !c.is_ascii_digit())
                    .collect()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<String>>()
        .join("\n")
}

#[test]
#[ignore = "a long comparison with NVIDIA's tools or g++: run by `cargo xtask toolkit-tests` (CI runs it)"]
fn cmake_project_with_cudafe_rs_nvcc() {
    let tk = std::env::var_os("CUDAFE_RS_CUDA_PATH")
        .map(PathBuf::from)
        .filter(|p| p.join("bin/nvcc").is_file())
        .or_else(common::toolkit);
    let Some(tk) = tk else {
        eprintln!("skipped: no CUDA toolkit");
        return;
    };
    if !tools_present(&["cmake", "ninja", "nm"]) {
        return;
    }
    let dir = common::temp_dir("nvcc_cmake");
    let src = dir.join("src");
    std::fs::create_dir_all(&src).unwrap();
    for (name, text) in [
        ("CMakeLists.txt", CMAKELISTS),
        ("main.cu", MAIN),
        ("scale.cu", SCALE),
        ("zero.cu", ZERO),
    ] {
        std::fs::write(src.join(name), text).unwrap();
    }
    let cache = dir.join("cache");
    let env: &[(&str, &Path)] = &[("CUDAFE_RS_CACHE_DIR", &cache)];

    let wrap = dir.join("wrap");
    let printed = run(Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
        .args(["nvcc", "--cuda-path"])
        .arg(&tk)
        .arg("--write-wrapper")
        .arg(&wrap)
        .env("CUDAFE_RS_CACHE_DIR", &cache));
    let nvcc = wrap.join("nvcc");
    assert_eq!(printed.trim(), nvcc.display().to_string());

    build(&src, &dir.join("stock"), &tk.join("bin/nvcc"), &[], env);
    build(&src, &dir.join("a"), &nvcc, &[], env);
    build(&src, &dir.join("b"), &nvcc, &[], env);

    // the same objects as the stock build's, symbol for symbol
    let stock = objects(&dir.join("stock"));
    let ours = objects(&dir.join("a"));
    assert_eq!(stock, ours, "the same objects");
    assert!(ours.len() >= 4, "three units and a device link: {ours:?}");
    let zero = Path::new("CMakeFiles/zero.dir/zero.cu.o");
    let (stock_id, our_id) = (
        module_id(&dir.join("stock").join(zero)),
        module_id(&dir.join("a").join(zero)),
    );
    for o in &ours {
        let theirs = masked(&nm(&dir.join("stock").join(o)), &stock_id);
        let mine = masked(&nm(&dir.join("a").join(o)), &our_id);
        assert_eq!(theirs, mine, "nm of {}", o.display());
    }
    // the fallback unit: cudafe++'s id ends with its process id, ours
    // with a hash of the source
    assert!(
        stock_id.split('_').count() > our_id.split('_').count(),
        "{stock_id} / {our_id}"
    );

    // two clean builds, byte for byte
    for o in &ours {
        let a = std::fs::read(dir.join("a").join(o)).unwrap();
        let b = std::fs::read(dir.join("b").join(o)).unwrap();
        assert!(a == b, "{} differs between two builds", o.display());
    }

    // CMake's compilation database, as it is
    let out = Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
        .args(["check", "--compile-commands"])
        .arg(dir.join("a/compile_commands.json"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "check --compile-commands: {}",
        String::from_utf8_lossy(&out.stderr)
    );

    // a clean rebuild under ccache: all hits
    if !tools_present(&["ccache"]) {
        return;
    }
    let ccache_dir = dir.join("ccache");
    let env: &[(&str, &Path)] = &[("CUDAFE_RS_CACHE_DIR", &cache), ("CCACHE_DIR", &ccache_dir)];
    let c = dir.join("c");
    let launcher = ["-DCMAKE_CUDA_COMPILER_LAUNCHER=ccache"];
    build(&src, &c, &nvcc, &launcher, env);
    run(Command::new("cmake")
        .arg("--build")
        .arg(&c)
        .args(["--target", "clean"]));
    run(Command::new("ccache")
        .arg("-z")
        .env("CCACHE_DIR", &ccache_dir));
    build(&src, &c, &nvcc, &launcher, env);
    let stats = run(Command::new("ccache")
        .arg("--print-stats")
        .env("CCACHE_DIR", &ccache_dir));
    let stat = |name: &str| -> u64 {
        stats
            .lines()
            .find_map(|l| l.strip_prefix(name)?.trim().parse().ok())
            .unwrap_or(0)
    };
    let hits = stat("direct_cache_hit") + stat("preprocessed_cache_hit");
    assert_eq!(
        (hits, stat("cache_miss")),
        (3, 0),
        "three compilations, all from the cache:\n{stats}"
    );
}
