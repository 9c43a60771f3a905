//! `cargo xtask bench heavy [--runs N] [--edits N] [--only NAME]`: real,
//! heavy CUDA units of the public corpus (`shared/corpus`: a Thrust
//! example, a CUB example, llama.cpp's biggest CUDA file), each with the
//! nvcc flags of the corpus's MANIFEST.tsv.
//!
//! For each unit, in the same run:
//! - ours, cold: `cudafe-rs check` as a user runs it (both sides, its own
//!   preprocessing), wall and CPU time (user + system, from `wait4`) and
//!   peak resident memory, median of `--runs` (default 3);
//! - the real `cudafe++` host pass on nvcc's `.ii` of the same file and
//!   flags (`cudafe-oracle time`: wall; the same command line again for
//!   CPU time), and `cicc`'s front end (its own time trace);
//! - ours, warm: a body edit and a signature edit of the unit held in one
//!   database as the daemon holds it (the `bench_heavy` example), medians
//!   over `--edits` (default 50) edits each.
//!
//! The ratios printed are ours over theirs; the targets are issue 21's.

use crate::bench;
use std::path::PathBuf;
use std::process::Command;

/// A heavy unit: its path in the corpus, the text that opens the body the
/// body edit goes into, and a parameter list (ending in `)`) of a function
/// called directly, which the signature edit extends with a defaulted
/// parameter.
struct Unit {
    name: &'static str,
    path: &'static str,
    body: &'static str,
    signature: &'static str,
}

const UNITS: &[Unit] = &[
    Unit {
        name: "thrust-sort",
        path: "cccl/thrust/examples/sort.cu",
        body: "int main()\n{",
        signature: "void initialize(thrust::device_vector<int>& v)",
    },
    Unit {
        name: "cub-radix-sort",
        path: "cccl/cub/examples/device/example_device_radix_sort_custom.cu",
        body: "int main()\n{",
        signature: "std::bitset<64> to_binary_representation(custom_t value)",
    },
    Unit {
        name: "llama-ggml-cuda",
        path: "llama.cpp/ggml/src/ggml-cuda/ggml-cuda.cu",
        body: "static void ggml_cuda_set_peer_access(const int n_tokens, int main_device) {",
        signature: "static void ggml_cuda_mul_mat(ggml_backend_cuda_context & ctx, const ggml_tensor * src0, const ggml_tensor * src1, ggml_tensor * dst)",
    },
];

fn corpus_dir() -> PathBuf {
    bench::root().join("../shared/corpus")
}

/// The unit's nvcc flags from MANIFEST.tsv, split into words.
fn manifest_flags(path: &str) -> Result<Vec<String>, String> {
    let manifest = std::fs::read_to_string(corpus_dir().join("MANIFEST.tsv"))
        .map_err(|e| format!("the corpus's MANIFEST.tsv: {e}"))?;
    manifest
        .lines()
        .find_map(|l| {
            let mut cols = l.split('\t');
            (cols.next() == Some(path)).then(|| {
                cols.next()
                    .unwrap_or("")
                    .split_whitespace()
                    .map(String::from)
                    .collect()
            })
        })
        .ok_or(format!("{path} is not in MANIFEST.tsv"))
}

/// nvcc's flags as the oracle's `--flag`s: `-I DIR` joined into `-IDIR`.
fn oracle_flags(flags: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < flags.len() {
        let f = &flags[i];
        if (f == "-I" || f == "-D") && i + 1 < flags.len() {
            out.push(format!("--flag={f}{}", flags[i + 1]));
            i += 2;
        } else {
            out.push(format!("--flag={f}"));
            i += 1;
        }
    }
    out
}

/// One run of a command: wall seconds, CPU seconds (user + system) and
/// peak resident memory in MB, from `wait4`'s resource usage.
fn measured_run(cmd: &mut Command) -> Result<(f64, f64, f64, i32), String> {
    let started = std::time::Instant::now();
    let child = cmd
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value; wait4 fills it for the
    // child we own and have not waited for.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = unsafe { libc::wait4(child.id() as i32, &mut status, 0, &mut usage) };
    if pid < 0 {
        return Err(format!("wait4: {}", std::io::Error::last_os_error()));
    }
    let wall = started.elapsed().as_secs_f64();
    let tv = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    let cpu = tv(usage.ru_utime) + tv(usage.ru_stime);
    let code = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -1
    };
    Ok((wall, cpu, usage.ru_maxrss as f64 / 1024.0, code))
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// The in-process edit benchmark's release binary (built with the driver).
fn bench_heavy_example() -> Result<PathBuf, String> {
    let status = Command::new(env!("CARGO"))
        .current_dir(bench::root())
        .args([
            "build",
            "-q",
            "--release",
            "-p",
            "cudafe-rs",
            "--example",
            "bench_heavy",
        ])
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err("building the bench_heavy example failed".into());
    }
    Ok(bench::root().join("target/release/examples/bench_heavy"))
}

pub fn run(args: &[String]) -> Result<(), String> {
    let runs = bench::number_option(args, "--runs", 3)?.max(1);
    let edits = bench::number_option(args, "--edits", 50)?.max(1);
    let only = args
        .iter()
        .position(|a| a == "--only")
        .and_then(|i| args.get(i + 1));
    let toolkit = bench::toolkit().ok_or(
        "bench heavy needs the oracle's CUDA toolkit (../shared/oracle): the units include Thrust and CUB",
    )?;
    let bin = crate::nvcc::build_cudafe_rs(true)?;
    let example = bench_heavy_example()?;
    let corpus = corpus_dir();
    println!(
        "bench heavy: {} CPUs, load average {}",
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        bench::load_average()
    );
    for unit in UNITS {
        if only.is_some_and(|o| o != unit.name) {
            continue;
        }
        let flags = manifest_flags(unit.path)?;
        println!("\n== {} ({}) {}", unit.name, unit.path, flags.join(" "));

        // ours, cold, as a user runs it
        let mut walls = Vec::new();
        let mut cpus = Vec::new();
        let mut peaks = Vec::new();
        for _ in 0..runs {
            let (wall, cpu, peak, code) = measured_run(
                Command::new(&bin)
                    .current_dir(&corpus)
                    .arg("check")
                    .arg("--cuda-path")
                    .arg(&toolkit)
                    .args(&flags)
                    .arg(unit.path),
            )?;
            if code != 0 {
                return Err(format!("cudafe-rs check {} exited {code}", unit.path));
            }
            walls.push(wall);
            cpus.push(cpu);
            peaks.push(peak);
        }
        let (our_wall, our_cpu, our_peak) = (median(walls), median(cpus), median(peaks));
        println!(
            "cudafe-rs check (cold): wall {our_wall:.2} s, CPU {our_cpu:.2} s, peak {our_peak:.0} MB (median of {runs})"
        );

        // the real front ends on the same file and flags
        let keep = tempfile::tempdir().map_err(|e| e.to_string())?;
        let oflags = oracle_flags(&flags);
        let their_wall = bench::oracle_time_in(&corpus, unit.path, &oflags, Some(keep.path()));
        let ii = std::fs::read_dir(keep.path()).ok().and_then(|d| {
            d.flatten()
                .map(|e| e.path())
                .find(|p| p.to_string_lossy().ends_with(".cpp4.ii"))
        });
        let their_cpu = ii.and_then(|ii| bench::cudafe_cpu_time(&ii, &toolkit));
        let cicc = bench::cicc_front_end_time_in(&corpus, unit.path, &oflags);
        if let Some(t) = their_wall {
            println!(
                "  wall ratio (ours / cudafe++ host pass): {:.2}",
                our_wall / t
            );
        }
        if let Some(t) = their_cpu {
            println!(
                "  CPU ratio (ours / cudafe++ host pass): {:.2} (target <= 0.35)",
                our_cpu / t
            );
        }
        if let (Some(h), Some(d)) = (their_cpu, cicc) {
            println!(
                "  CPU ratio (ours / (cudafe++ + cicc's front end) = {:.2} s): {:.2}",
                h + d,
                our_cpu / (h + d)
            );
        }
        if unit.path.starts_with("cccl/") {
            println!(
                "  peak memory: {our_peak:.0} MB (target <= 400 MB: {})",
                if our_peak <= 400.0 { "met" } else { "NOT met" }
            );
        }

        // ours, warm: edits in process
        let out = Command::new(&example)
            .current_dir(&corpus)
            .arg("--edits")
            .arg(edits.to_string())
            .arg("--body")
            .arg(unit.body)
            .arg("--signature")
            .arg(unit.signature)
            .arg("--cuda-path")
            .arg(&toolkit)
            .args(&flags)
            .arg(unit.path)
            .output()
            .map_err(|e| format!("cannot run bench_heavy: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "bench_heavy {} failed:\n{}",
                unit.path,
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        let text = String::from_utf8_lossy(&out.stdout);
        print!("{text}");
        let body = bench::number_after(&text, "body edit: median");
        let sig = bench::number_after(&text, "signature edit: median");
        if let (Some(b), Some(s)) = (body, sig) {
            println!(
                "  edits: body {b:.2} ms (target <= 10: {}), signature {s:.2} ms (target <= 50: {})",
                if b <= 10.0 { "met" } else { "NOT met" },
                if s <= 50.0 { "met" } else { "NOT met" }
            );
        }
    }
    Ok(())
}
