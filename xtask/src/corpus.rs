//! `cargo xtask corpus`: scores cudafe-rs on the public real-world corpus
//! (`shared/corpus`: real CUDA files from five open-source projects, with
//! what NVIDIA's front end said about each).
//!
//! ```text
//! cargo xtask corpus [--mode clean|check|dropin] [--only PREFIX] [-j N]
//!                    [--min PERCENT] [--timeout S] [--keep] [--list]
//! ```
//!
//! - `check` (the default) and `clean` run the corpus's own scorer,
//!   `run.py`, on a release build of cudafe-rs: `check` is exact equality
//!   of the diagnostics with `expected/`, `clean` counts the files cudafe++
//!   accepts that we accept too. The scorer is reused rather than
//!   reimplemented so that there is one normalization of the diagnostics,
//!   the one the expectations were made with. Every failing file is listed
//!   with its first differing line.
//! - `dropin` compiles every `clean` file twice, from the corpus directory:
//!   with stock nvcc, and with nvcc's pipeline where cudafe-rs replaces
//!   cudafe++ (as `cargo xtask host-check` does for `test-data/host`, with
//!   the same comparisons: the pipeline succeeds, `nm` shows the same
//!   runtime-facing symbols, the module id is cudafe++'s, `cudafe-rs stub`
//!   writes cicc's stub byte for byte, and, for a file with a `main` whose
//!   stock object links, our object links too). This is the drop-in test
//!   on code nobody wrote for us.
//!
//! Each mode prints per-project counts and a last line `MODE: N/M (P%)`.
//! The score is the output: the exit code is 0 unless the run itself
//! failed, or the score is below `--min PERCENT`. `--list` prints the rows
//! a mode would run and stops. `--keep` keeps the work directory of each
//! file that fails `dropin` (and prints where).
//!
//! The corpus is `<workspace>/../shared/corpus` (`CUDAFE_RS_CORPUS`
//! overrides), the toolkit `nvcc::toolkit()`, the binary a release build
//! (`CUDAFE_RS_BIN` overrides).

use crate::nvcc;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

const USAGE: &str = "usage: cargo xtask corpus [--mode clean|check|dropin] [--only PREFIX] [-j N] [--min PERCENT] [--timeout S] [--keep] [--list]";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Clean,
    Check,
    Dropin,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::Clean => "clean",
            Mode::Check => "check",
            Mode::Dropin => "dropin",
        }
    }
}

struct Options {
    mode: Mode,
    only: String,
    jobs: usize,
    min: Option<f64>,
    timeout: u64,
    keep: bool,
    list: bool,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        mode: Mode::Check,
        only: String::new(),
        jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
        min: None,
        timeout: 600,
        keep: false,
        list: false,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        // `--flag VALUE` or `--flag=VALUE` (and `-jN`)
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => match a.strip_prefix("-j") {
                Some(n) if !n.is_empty() => ("-j", Some(n.to_string())),
                _ => (a.as_str(), None),
            },
        };
        let mut value = |what: &str| -> Result<String, String> {
            inline
                .clone()
                .or_else(|| it.next().cloned())
                .ok_or_else(|| format!("{what} needs a value\n{USAGE}"))
        };
        match flag {
            "--mode" => {
                o.mode = match value("--mode")?.as_str() {
                    "clean" => Mode::Clean,
                    "check" => Mode::Check,
                    "dropin" => Mode::Dropin,
                    m => return Err(format!("unknown mode `{m}`\n{USAGE}")),
                }
            }
            "--only" => o.only = value("--only")?,
            "-j" | "--jobs" => {
                o.jobs = value("-j")?
                    .parse()
                    .map_err(|_| format!("-j needs a number\n{USAGE}"))?
            }
            "--min" => {
                let v = value("--min")?;
                o.min = Some(
                    v.trim_end_matches('%')
                        .parse()
                        .map_err(|_| format!("--min needs a percentage, not `{v}`"))?,
                )
            }
            "--timeout" => {
                o.timeout = value("--timeout")?
                    .parse()
                    .map_err(|_| format!("--timeout needs seconds\n{USAGE}"))?
            }
            "--keep" => o.keep = true,
            "--list" => o.list = true,
            "-h" | "--help" => return Err(USAGE.to_string()),
            _ => return Err(format!("unknown argument `{a}`\n{USAGE}")),
        }
    }
    Ok(o)
}

/// The corpus directory: `CUDAFE_RS_CORPUS`, else `shared/corpus` beside
/// the workspace.
fn corpus_dir() -> Result<PathBuf, String> {
    let dir = match std::env::var_os("CUDAFE_RS_CORPUS") {
        Some(d) => std::path::absolute(d).map_err(|e| e.to_string())?,
        None => nvcc::workspace_root().join("../shared/corpus"),
    };
    if !dir.join("MANIFEST.tsv").exists() {
        return Err(format!(
            "no corpus at {} (no MANIFEST.tsv; set CUDAFE_RS_CORPUS)",
            dir.display()
        ));
    }
    Ok(dir)
}

/// One row of `MANIFEST.tsv`.
struct Row {
    path: String,
    flags: String,
    verdict: String,
}

impl Row {
    /// The project: the first component of the path.
    fn project(&self) -> &str {
        self.path.split('/').next().unwrap_or("")
    }
}

/// The rows of `MANIFEST.tsv` (as `run.py` reads them).
fn manifest(corpus: &Path) -> Result<Vec<Row>, String> {
    let path = corpus.join("MANIFEST.tsv");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut rows = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut parts = line.split('\t');
        let path = parts.next().unwrap_or_default().to_string();
        if i == 0 && path == "path" {
            continue;
        }
        rows.push(Row {
            path,
            flags: parts.next().unwrap_or_default().to_string(),
            verdict: parts.next().unwrap_or_default().to_string(),
        });
    }
    Ok(rows)
}

/// `cargo xtask corpus ...`: `Ok(false)` when the score is below `--min`.
pub fn run(args: &[String]) -> Result<bool, String> {
    let o = parse_args(args)?;
    let corpus = corpus_dir()?;
    if o.list {
        for r in manifest(&corpus)? {
            let wanted =
                r.path.starts_with(&o.only) && (o.mode == Mode::Check || r.verdict == "clean");
            if wanted {
                println!("{}\t{}\t{}", r.path, r.flags, r.verdict);
            }
        }
        return Ok(true);
    }
    let tk = nvcc::toolkit().ok_or("no CUDA toolkit (set CUDAFE_RS_CUDA_PATH)")?;
    let bin = std::path::absolute(nvcc::build_cudafe_rs(true)?).map_err(|e| e.to_string())?;
    let score = match o.mode {
        Mode::Clean | Mode::Check => scorer(&o, &corpus, &tk, &bin)?,
        Mode::Dropin => dropin(&o, &corpus, &tk, &bin)?,
    };
    Ok(match o.min {
        Some(min) if score < min => {
            eprintln!(
                "corpus: {}: {score:.1}% is below --min {min}%",
                o.mode.name()
            );
            false
        }
        _ => true,
    })
}

/// `clean` and `check`: the corpus's `run.py`; the score in percent.
fn scorer(o: &Options, corpus: &Path, tk: &Path, bin: &Path) -> Result<f64, String> {
    let mut child = Command::new("python3")
        .arg(corpus.join("run.py"))
        .arg(bin)
        .args(["--mode", o.mode.name(), "--list", "-j", &o.jobs.to_string()])
        .args(["--only", &o.only])
        .env("CUDA_PATH", tk)
        .current_dir(corpus)
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run python3: {e}"))?;
    // the output goes through as it comes; the last line is the score
    let prefix = format!("{}: ", o.mode.name());
    let mut score = None;
    for line in BufReader::new(child.stdout.take().expect("piped")).lines() {
        let line = line.map_err(|e| e.to_string())?;
        println!("{line}");
        if let Some(rest) = line.strip_prefix(&prefix) {
            score = parse_score(rest);
        }
    }
    let status = child.wait().map_err(|e| e.to_string())?;
    if !status.success() {
        return Err(format!("run.py failed ({status})"));
    }
    score.ok_or_else(|| "run.py printed no score".to_string())
}

/// `N/M (P%)`: 100·N/M (100 for no file).
fn parse_score(s: &str) -> Option<f64> {
    let (n, rest) = s.split_once('/')?;
    let m = rest.split_whitespace().next()?;
    let (n, m): (f64, f64) = (n.trim().parse().ok()?, m.parse().ok()?);
    Some(if m == 0.0 { 100.0 } else { 100.0 * n / m })
}

/// The outcome of one file in `dropin` mode.
struct Outcome {
    /// what failed (empty: the file passes)
    failures: Vec<String>,
    /// the work directory, when kept
    kept: Option<PathBuf>,
}

/// `dropin`: the score in percent.
fn dropin(o: &Options, corpus: &Path, tk: &Path, bin: &Path) -> Result<f64, String> {
    let rows: Vec<Row> = manifest(corpus)?
        .into_iter()
        .filter(|r| r.verdict == "clean" && r.path.starts_with(&o.only))
        .collect();
    let total = rows.len();
    let done = std::sync::atomic::AtomicUsize::new(0);
    let results = nvcc::in_parallel(&rows, o.jobs, |row| {
        let out = dropin_one(o, corpus, tk, bin, row);
        let k = done.fetch_add(1, std::sync::atomic::Ordering::SeqCst) + 1;
        let status = if out.failures.is_empty() {
            "ok"
        } else {
            "FAIL"
        };
        eprintln!("[{k}/{total}] {}: {status}", row.path);
        out
    });
    // per project, as run.py prints them
    let mut per: Vec<(&str, usize, usize)> = Vec::new();
    for (row, out) in rows.iter().zip(&results) {
        let i = match per.iter().position(|(p, _, _)| *p == row.project()) {
            Some(i) => i,
            None => {
                per.push((row.project(), 0, 0));
                per.len() - 1
            }
        };
        per[i].1 += usize::from(out.failures.is_empty());
        per[i].2 += 1;
    }
    per.sort();
    for (project, good, all) in &per {
        println!(
            "  {project:<14} {good:>4}/{all:<4} ({:.0}%)",
            100.0 * *good as f64 / *all as f64
        );
    }
    for (row, out) in rows.iter().zip(&results) {
        if !out.failures.is_empty() {
            println!("FAIL {}: {}", row.path, out.failures.join(", "));
        }
        if let Some(dir) = &out.kept {
            println!("  kept in {}", dir.display());
        }
    }
    let good = results.iter().filter(|r| r.failures.is_empty()).count();
    let score = if total == 0 {
        0.0
    } else {
        100.0 * good as f64 / total as f64
    };
    println!("dropin: {good}/{total} ({score:.1}%)");
    // `cudafe-rs nvcc` keeps cicc's own stub: what a user's build gets
    let with_ciccs_stub = results
        .iter()
        .filter(|r| r.failures.iter().all(|f| f == "stub"))
        .count();
    println!(
        "with cicc's stub (the `cudafe-rs nvcc` route): {with_ciccs_stub}/{total} ({:.1}%)",
        if total == 0 {
            100.0
        } else {
            100.0 * with_ciccs_stub as f64 / total as f64
        }
    );
    Ok(if total == 0 { 100.0 } else { score })
}

/// Whether nvcc's flags choose the GPU architecture.
fn sets_arch(flags: &[String]) -> bool {
    flags.iter().any(|f| {
        ["-arch", "--gpu-architecture", "-gencode", "--generate-code"]
            .iter()
            .any(|p| f == p || f.starts_with(&format!("{p}=")))
    })
}

/// The flags that choose the architecture, for nvcc's device link.
fn arch_flags(flags: &[String]) -> Vec<String> {
    let takes_value = [
        "-arch",
        "--gpu-architecture",
        "-gencode",
        "--generate-code",
        "-code",
        "--gpu-code",
    ];
    let mut out = Vec::new();
    let mut it = flags.iter();
    while let Some(f) = it.next() {
        let name = f.split_once('=').map_or(f.as_str(), |(n, _)| n);
        if takes_value.contains(&name) {
            out.push(f.clone());
            if name == f {
                out.extend(it.next().cloned());
            }
        }
    }
    out
}

/// Whether relocatable device code is asked for.
fn is_rdc(flags: &[String]) -> bool {
    flags.iter().any(|f| {
        matches!(
            f.as_str(),
            "-rdc=true" | "--relocatable-device-code=true" | "-dc" | "--device-c"
        )
    })
}

/// Whether an object defines `main`.
fn defines_main(obj: &Path) -> bool {
    Command::new("nm")
        .args(["--defined-only"])
        .arg(obj)
        .output()
        .is_ok_and(|out| {
            String::from_utf8_lossy(&out.stdout)
                .lines()
                .any(|l| l.ends_with(" T main"))
        })
}

/// The line of a failure's log that says what went wrong: the first
/// error, else the first line.
fn first_error(log: &str) -> String {
    let lines = || log.lines().map(str::trim).filter(|l| !l.is_empty());
    let line = lines()
        .next()
        .filter(|l| l.starts_with("timeout after"))
        .or_else(|| lines().find(|l| l.to_ascii_lowercase().contains("error")))
        .or_else(|| lines().next())
        .unwrap_or("(no output)");
    let mut s: String = line.chars().take(200).collect();
    if s.len() < line.len() {
        s.push_str("...");
    }
    s
}

/// One file: stock nvcc, our pipeline, the comparisons.
fn dropin_one(o: &Options, corpus: &Path, tk: &Path, bin: &Path, row: &Row) -> Outcome {
    let work = match tempfile::Builder::new()
        .prefix("cudafe-rs-corpus-")
        .tempdir()
    {
        Ok(w) => w,
        Err(e) => {
            return Outcome {
                failures: vec![format!("no work directory: {e}")],
                kept: None,
            };
        }
    };
    let failures = dropin_compare(o, corpus, tk, bin, row, work.path());
    let kept = if o.keep && !failures.is_empty() {
        Some(work.keep())
    } else {
        None
    };
    Outcome { failures, kept }
}

/// The failed comparisons of one file, compiled in `work`.
fn dropin_compare(
    o: &Options,
    corpus: &Path,
    tk: &Path,
    bin: &Path,
    row: &Row,
    work: &Path,
) -> Vec<String> {
    let stock = work.join("stock");
    let ours = work.join("ours");
    for d in [&stock, &ours] {
        if let Err(e) = std::fs::create_dir_all(d) {
            return vec![format!("no work directory: {e}")];
        }
    }
    let mut flags: Vec<String> = row.flags.split_whitespace().map(str::to_string).collect();
    if !sets_arch(&flags) {
        flags.push("-arch=sm_90".into());
    }
    let rdc = is_rdc(&flags);
    let name = Path::new(&row.path)
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_default();
    let nvcc = tk.join("bin/nvcc");
    // stock nvcc
    let stock_run = Command::new(&nvcc)
        .args(nvcc::compile_args(&flags, &stock, &name, &row.path))
        .current_dir(corpus)
        .env_remove("NVCC_PREPEND_FLAGS")
        .env_remove("NVCC_APPEND_FLAGS")
        .output();
    match stock_run {
        Ok(out) if out.status.success() => {}
        Ok(out) => {
            let log = String::from_utf8_lossy(&[out.stdout, out.stderr].concat()).to_string();
            let _ = std::fs::write(stock.join("log.txt"), &log);
            return vec![format!("stock nvcc failed ({})", first_error(&log))];
        }
        Err(e) => return vec![format!("cannot run nvcc: {e}")],
    }
    // nvcc's pipeline with cudafe-rs
    let args = nvcc::compile_args(&flags, &ours, &name, &row.path);
    let plan = match nvcc::dryrun(&nvcc, corpus, &args) {
        Ok(p) => p,
        Err(e) => return vec![format!("pipeline ({})", first_error(&e))],
    };
    let timeout = Some(Duration::from_secs(o.timeout));
    if let Err(e) =
        nvcc::run_script_with_timeout(&plan.script(bin), corpus, &ours.join("log.txt"), timeout)
    {
        return vec![format!("pipeline ({})", first_error(&e))];
    }
    // link when stock nvcc's object is a program that links
    let stock_obj = stock.join(format!("{name}.o"));
    let dlink = arch_flags(&flags);
    let links = defines_main(&stock_obj) && nvcc::link(tk, &stock_obj, &stock, rdc, &dlink).is_ok();
    let c = nvcc::compare(&nvcc::Builds {
        tk,
        cudafe: bin,
        dir: corpus,
        flags: &flags,
        name: &name,
        rdc,
        stock: &stock,
        ours: &ours,
        plan: &plan,
        case_dir: work,
        link: links.then_some(dlink.as_slice()),
    });
    c.failures().into_iter().map(str::to_string).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn scores_and_flags() {
        assert_eq!(parse_score("3/4 (75.0%)"), Some(75.0));
        assert_eq!(parse_score("0/0 (0.0%)"), Some(100.0));
        assert!(sets_arch(&words("-I x -arch=sm_80")));
        assert!(!sets_arch(&words("-I x -DARCH")));
        assert_eq!(
            arch_flags(&words("-I x -arch sm_80 -O2")),
            words("-arch sm_80")
        );
        assert!(is_rdc(&words("--extended-lambda -rdc=true")));
        assert_eq!(
            first_error("warning: a\nx.cu(3): error: b\n"),
            "x.cu(3): error: b"
        );
        assert_eq!(
            first_error("timeout after 5s\nx.cu(3): error: b\n"),
            "timeout after 5s"
        );
    }

    #[test]
    fn options() {
        let o = parse_args(&words("--mode=dropin --only code -j3 --min 90%")).unwrap();
        assert_eq!(o.mode, Mode::Dropin);
        assert_eq!(o.only, "code");
        assert_eq!(o.jobs, 3);
        assert_eq!(o.min, Some(90.0));
        assert!(parse_args(&words("--mode fast")).is_err());
    }
}
