//! `cargo xtask bench parse|incremental`: builds the benchmark examples of
//! the driver crate in release mode, runs them, and, when NVIDIA's toolkit
//! is installed (../shared/oracle), puts our times next to the real
//! cudafe++'s (`cudafe-oracle time`, the host `cudafe++` step alone).
//!
//! - `parse`: our preprocess-plus-parse time of the `.ii` nvcc makes of
//!   `test-data/examples/vector_add.cu` (which includes `<cuda_runtime.h>`),
//!   as a ratio of cudafe++'s whole run on the same `.ii`: in wall time
//!   (`cudafe-oracle time`), and in CPU time (cudafe++ run again with the
//!   oracle's command line, its CPU time read from bash's `times`), which
//!   is the steadier measure on a machine shared with other work.
//! - `incremental`: cold check and re-check latencies on
//!   `test-data/bench/incremental.cu` (see the example's docs), the cold
//!   check as a ratio of cudafe++'s time on the same file.

use std::path::{Path, PathBuf};
use std::process::Command;

pub(crate) fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn oracle() -> PathBuf {
    root().join("../shared/oracle/cudafe-oracle")
}

/// The toolkit the oracle installed, if any.
pub(crate) fn toolkit() -> Option<PathBuf> {
    let home = std::env::var("CUDAFE_ORACLE_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|_| {
            PathBuf::from(std::env::var("HOME").unwrap_or_default()).join(".cache/cuda-oracle")
        });
    let lib = home.join("venv/lib");
    std::fs::read_dir(lib).ok()?.flatten().find_map(|e| {
        let p = e.path().join("site-packages/nvidia/cu13");
        p.join("bin/nvcc").exists().then_some(p)
    })
}

fn run_example(name: &str, args: &[String]) -> Result<String, String> {
    let out = Command::new(env!("CARGO"))
        .current_dir(root())
        .args([
            "run",
            "-q",
            "--release",
            "-p",
            "cudafe-rs",
            "--example",
            name,
            "--",
        ])
        .args(args)
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{name} failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    // (what the benchmark reports on request: CUDAFE_BENCH_LOG, _RSS)
    eprint!("{}", String::from_utf8_lossy(&out.stderr));
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The median time of cicc's front-end phase on `file`, in seconds, from
/// cicc's own time trace (`xtask/toolkit/cicc_fe_time.py`).
fn cicc_front_end_time(file: &Path) -> Option<f64> {
    cicc_front_end_time_in(&root(), &file.display().to_string(), &[])
}

/// As [`cicc_front_end_time`], for `file` relative to `dir`, with the
/// oracle's options (`--flag=-Idir`) relative to `dir` too.
pub(crate) fn cicc_front_end_time_in(dir: &Path, file: &str, options: &[String]) -> Option<f64> {
    let out = Command::new("python3")
        .current_dir(dir)
        .arg(root().join("xtask/toolkit/cicc_fe_time.py"))
        .arg(oracle())
        .arg(file)
        .args(["--runs", "5"])
        .args(options)
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    if !out.status.success() {
        eprint!("{}", String::from_utf8_lossy(&out.stderr));
        return None;
    }
    print!("real cicc: {text}");
    let median = text.split("median ").nth(1)?.split(" s").next()?;
    median.trim().parse().ok()
}

/// `cudafe-oracle time`'s median in seconds, keeping the `.ii` in `keep`.
fn oracle_time(file: &Path, keep: Option<&Path>) -> Option<f64> {
    oracle_time_in(&root(), &file.display().to_string(), &[], keep)
}

/// As [`oracle_time`], for `file` relative to `dir`, with the oracle's
/// options (`--flag=-Idir`) relative to `dir` too.
pub(crate) fn oracle_time_in(
    dir: &Path,
    file: &str,
    options: &[String],
    keep: Option<&Path>,
) -> Option<f64> {
    let mut cmd = Command::new(oracle());
    cmd.current_dir(dir)
        .arg("time")
        .arg(file)
        .args(["--runs", "5"])
        .args(options);
    if let Some(k) = keep {
        cmd.arg("--keep").arg(k);
    }
    let out = cmd.output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    if !out.status.success() {
        eprint!("{}", String::from_utf8_lossy(&out.stderr));
        return None;
    }
    print!("real cudafe++: {text}");
    let median = text.split("median ").nth(1)?.split(" s").next()?;
    median.trim().parse().ok()
}

/// cudafe++'s median CPU time (user + system, seconds) over 5 runs on a
/// `.ii`, with the command line the oracle uses (`cudafe-oracle time
/// --json`); `None` if it cannot be run or fails.
pub(crate) fn cudafe_cpu_time(ii: &Path, toolkit: &Path) -> Option<f64> {
    let keep = ii.parent()?;
    let out = Command::new(oracle())
        .arg("time")
        .arg(ii)
        .args(["--runs", "1", "--json"])
        .output()
        .ok()?;
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).ok()?;
    let scratch = std::env::temp_dir().join(format!("cudafe-rs-bench-cpu-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).ok()?;
    let mut argv: Vec<String> = json["cudafe_argv"]
        .as_array()?
        .iter()
        .filter_map(|a| a.as_str())
        .map(|a| {
            a.replace("<tmp>", &scratch.display().to_string())
                .replace("<src>", &keep.display().to_string())
        })
        .collect();
    *argv.first_mut()? = toolkit.join("bin/cudafe++").display().to_string();
    let mut times = Vec::new();
    for _ in 0..5 {
        // bash's `times`: the second line is the children's user and system time
        let out = Command::new("bash")
            .arg("-c")
            .arg(r#""$@" >/dev/null 2>&1; s=$?; times; exit $s"#)
            .arg("bash")
            .args(&argv)
            .current_dir(&scratch)
            .output()
            .ok()?;
        if !out.status.success() {
            return None;
        }
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let seconds = |t: &str| -> Option<f64> {
            let (m, s) = t.trim_end_matches('s').split_once('m')?;
            Some(m.parse::<f64>().ok()? * 60.0 + s.parse::<f64>().ok()?)
        };
        let line = text.lines().nth(1)?;
        let mut words = line.split_whitespace();
        times.push(seconds(words.next()?)? + seconds(words.next()?)?);
    }
    let _ = std::fs::remove_dir_all(&scratch);
    times.sort_by(f64::total_cmp);
    println!(
        "real cudafe++ CPU time (user + system): median {:.3} s over 5 runs",
        times[2]
    );
    Some(times[2])
}

/// The number given as `NAME N` in `args` (`default` without one).
pub(crate) fn number_option(args: &[String], name: &str, default: usize) -> Result<usize, String> {
    match args.iter().position(|a| a == name) {
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .ok_or(format!("{name} takes a number")),
        None => Ok(default),
    }
}

/// The machine's load average (1, 5 and 15 minutes), for the record.
pub(crate) fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .unwrap_or_default()
        .split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}

pub(crate) fn number_after(text: &str, key: &str) -> Option<f64> {
    let rest = text.split(key).nth(1)?;
    rest.trim_start()
        .split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .next()?
        .parse()
        .ok()
}

pub fn run(args: &[String]) -> Result<(), String> {
    let tk = toolkit();
    let cuda_path: Vec<String> = match &tk {
        Some(p) => vec!["--cuda-path".into(), p.display().to_string()],
        None => {
            println!("(no CUDA toolkit from the oracle: our built-in prelude stands in for it)");
            Vec::new()
        }
    };
    match args.first().map(String::as_str) {
        Some("parse") => {
            let cu = root().join("test-data/examples/vector_add.cu");
            let keep = std::env::temp_dir().join("cudafe-rs-bench-parse");
            let _ = std::fs::create_dir_all(&keep);
            let theirs = if tk.is_some() {
                oracle_time(&cu, Some(&keep))
            } else {
                None
            };

            // the host-side .ii the oracle kept, else the .cu itself
            let ii = std::fs::read_dir(&keep)
                .ok()
                .and_then(|d| {
                    d.flatten()
                        .map(|e| e.path())
                        .find(|p| p.to_string_lossy().ends_with(".cpp4.ii"))
                })
                .unwrap_or(cu);
            let theirs_cpu = match &tk {
                Some(tk) if ii.extension().is_some_and(|e| e == "ii") => cudafe_cpu_time(&ii, tk),
                _ => None,
            };
            let mut a = cuda_path.clone();
            a.push("--no-cuda-include".into());
            a.push(ii.display().to_string());
            let ours = run_example("bench_parse", &a)?;
            print!("cudafe-rs preprocess+parse of {}: {ours}", ii.display());
            if let (Some(t), Some(o)) = (theirs, number_after(&ours, "median")) {
                println!(
                    "wall-time ratio (ours / real cudafe++): {:.2} (target <= 0.25)",
                    o / 1e3 / t
                );
            }
            if let (Some(t), Some(o)) = (theirs_cpu, number_after(&ours, "cpu median")) {
                println!(
                    "CPU-time ratio (ours / real cudafe++): {:.2} (target <= 0.25)",
                    o / 1e3 / t
                );
            }
            Ok(())
        }
        Some("incremental") => {
            let mut a = cuda_path.clone();
            a.extend(args[1..].iter().cloned());
            let ours = run_example("bench_incremental", &a)?;
            print!("{ours}");
            if tk.is_some() {
                let file = root().join("test-data/bench/incremental.cu");
                let ours_cold = number_after(&ours, "cold check:");
                let host = oracle_time(&file, None);
                let device = cicc_front_end_time(&file);
                if let (Some(t), Some(o)) = (host, ours_cold) {
                    println!(
                        "cold check ratio (ours / real cudafe++ host step): {:.2}",
                        o / 1e3 / t
                    );
                }
                if let (Some(h), Some(d), Some(o)) = (host, device, ours_cold) {
                    println!(
                        "cold check ratio (ours / (cudafe++ + cicc's front end) = {:.0} ms / {:.0} ms): {:.2} (target <= 0.5)",
                        o,
                        (h + d) * 1e3,
                        o / 1e3 / (h + d)
                    );
                }
            }
            Ok(())
        }
        Some("big") => big(&args[1..], &cuda_path),
        Some("heavy") => crate::heavy::run(&args[1..]),
        Some("lsp") => crate::lsp_bench::run(&args[1..], &cuda_path),
        _ => Err(
            "usage: cargo xtask bench parse|incremental [--edits N] [--only body|signature|add] | big [--mb N] [--limit-mb M] | heavy [--runs N] [--edits N] [--only NAME] | lsp [--edits N]"
                .into(),
        ),
    }
}

/// A generated source of `mb` megabytes: blocks of device functions,
/// kernels that call them, host functions that launch them, and now and
/// then a table of constants (the embedded data real projects carry).
fn big_source(mb: usize) -> String {
    let mut out = String::with_capacity(mb << 20);
    out.push_str("#include <cuda_runtime.h>\n");
    let mut i = 0usize;
    while out.len() < mb << 20 {
        out.push_str(&format!(
            "__device__ float scale{i}(float x, int k) {{ float y = x * {i}.5f; if (k > 3) y -= x; return y + k; }}\n\
             __global__ void kernel{i}(float *p, int n) {{ int t = blockIdx.x * blockDim.x + threadIdx.x; if (t < n) p[t] = scale{i}(p[t], t); }}\n\
             int launch{i}(float *p, int n) {{ kernel{i}<<<(n + 255) / 256, 256>>>(p, n); return n + {i}; }}\n"
        ));
        if i.is_multiple_of(16) {
            let values: Vec<String> = (0..256).map(|k| ((k * 31 + i) % 251).to_string()).collect();
            out.push_str(&format!(
                "static const unsigned char table{i}[] = {{{}}};\n",
                values.join(", ")
            ));
        }
        i += 1;
    }
    out
}

/// `bench big`: one check of a generated file of `--mb` megabytes (default
/// 50), its wall and CPU time and its peak resident memory, polled from
/// /proc; a run that passes `--limit-mb` (default 4096) is stopped there
/// and reported as over it. Targets: under 30 s and 2 GB for 50 MB.
fn big(args: &[String], cuda_path: &[String]) -> Result<(), String> {
    let (mb, limit_mb) = (
        number_option(args, "--mb", 50)?,
        number_option(args, "--limit-mb", 4096)?,
    );
    let bin = crate::nvcc::build_cudafe_rs(true)?;
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let file = dir.path().join("big.cu");
    std::fs::write(&file, big_source(mb)).map_err(|e| e.to_string())?;
    let size = std::fs::metadata(&file).map_err(|e| e.to_string())?.len();
    let started = std::time::Instant::now();
    let mut child = std::process::Command::new(&bin)
        .arg("check")
        .args(cuda_path)
        .arg(&file)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
    let (mut peak_kb, mut cpu_ticks, mut over) = (0u64, 0u64, false);
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break Some(status);
        }
        let proc_dir = format!("/proc/{}", child.id());
        if let Ok(text) = std::fs::read_to_string(format!("{proc_dir}/status")) {
            for line in text.lines() {
                if let Some(v) = line.strip_prefix("VmHWM:").or(line.strip_prefix("VmRSS:")) {
                    let kb = v.trim().trim_end_matches("kB").trim().parse().unwrap_or(0);
                    peak_kb = peak_kb.max(kb);
                }
            }
        }
        if let Ok(stat) = std::fs::read_to_string(format!("{proc_dir}/stat")) {
            // utime and stime: fields 14 and 15, after the command's `)`
            let fields: Vec<&str> = stat
                .rsplit_once(')')
                .map_or("", |(_, r)| r)
                .split_whitespace()
                .collect();
            let tick = |i: usize| {
                fields
                    .get(i)
                    .and_then(|v| v.parse::<u64>().ok())
                    .unwrap_or(0)
            };
            cpu_ticks = cpu_ticks.max(tick(11) + tick(12));
        }
        if peak_kb > (limit_mb as u64) << 10 {
            let _ = child.kill();
            let _ = child.wait();
            over = true;
            break None;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    let wall = started.elapsed().as_secs_f64();
    let peak_mb = peak_kb as f64 / 1024.0;
    println!(
        "bench big: {:.1} MB source ({} lines), cudafe-rs check{}",
        size as f64 / (1 << 20) as f64,
        std::fs::read_to_string(&file).map_or(0, |t| t.lines().count()),
        if cuda_path.is_empty() {
            " (built-in prelude)"
        } else {
            " (with the toolkit)"
        }
    );
    if over {
        println!(
            "  stopped: resident memory passed {limit_mb} MB after {wall:.1} s (target: under 2048 MB, 30 s)"
        );
        return Ok(());
    }
    println!(
        "  exit {:?}; wall {wall:.1} s, CPU about {:.1} s; peak resident {peak_mb:.0} MB ({:.0}x the source)",
        status.and_then(|s| s.code()),
        cpu_ticks as f64 / 100.0,
        peak_mb * (1 << 20) as f64 / size as f64
    );
    if mb >= 50 {
        println!(
            "  targets: under 30 s: {}; under 2 GB: {}",
            if wall < 30.0 { "met" } else { "NOT met" },
            if peak_mb < 2048.0 { "met" } else { "NOT met" }
        );
    } else {
        println!("  (the targets, 30 s and 2 GB, are for 50 MB: --mb 50)");
    }
    Ok(())
}
