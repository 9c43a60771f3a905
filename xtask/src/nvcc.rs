//! Running NVIDIA's nvcc pipeline with cudafe-rs in place of cudafe++.
//!
//! `cargo xtask nvcc-dropin FILE.cu [nvcc flags]` asks `nvcc --dryrun` for
//! the commands it would run, replaces the `cudafe++` step by cudafe-rs
//! (which accepts cudafe++'s command line), and runs them: the result is
//! the object nvcc would have built, with our host file and module id.
//!
//! `cargo xtask host-check [DIR]` does that for every program of a
//! directory (default `test-data/host`), with and without `-rdc=true`, and
//! checks against stock nvcc: the object links into an executable with
//! g++ and the CUDA runtime, `nm` shows the same kernel-stub and
//! registration symbols, the module id is cudafe++'s, and the stub file
//! cudafe-rs writes (`cudafe-rs stub`) is byte-identical to cicc's. The
//! results are compared with `DIR/nvcc-status.txt` (`--update` rewrites
//! it); a difference fails the task.
//!
//! The pieces of that check (`compile_args`, `dryrun`, `run_script`,
//! `compare`, `in_parallel`) are shared with `cargo xtask corpus --mode
//! dropin` (`corpus.rs`), which makes the same comparisons on the public
//! corpus.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The CUDA toolkit: `CUDAFE_RS_CUDA_PATH`, else the oracle's.
pub fn toolkit() -> Option<PathBuf> {
    if let Ok(p) = std::env::var("CUDAFE_RS_CUDA_PATH") {
        return Some(PathBuf::from(p));
    }
    let home = std::env::var("HOME").ok()?;
    let lib = Path::new(&home).join(".cache/cuda-oracle/venv/lib");
    for entry in std::fs::read_dir(lib).ok()? {
        let p = entry.ok()?.path().join("site-packages/nvidia/cu13");
        if p.join("bin/nvcc").exists() {
            return Some(p);
        }
    }
    None
}

pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// The cudafe-rs binary (built in debug mode unless `CUDAFE_RS_BIN` says).
fn cudafe_rs() -> Result<PathBuf, String> {
    build_cudafe_rs(false)
}

/// The cudafe-rs binary, built in debug or release mode (`CUDAFE_RS_BIN`
/// names one instead, and nothing is built).
pub fn build_cudafe_rs(release: bool) -> Result<PathBuf, String> {
    if let Ok(p) = std::env::var("CUDAFE_RS_BIN") {
        return Ok(PathBuf::from(p));
    }
    let mut args = vec!["build"];
    if release {
        args.push("--release");
    }
    args.extend(["-q", "-p", "cudafe-rs"]);
    let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(&args)
        .current_dir(workspace_root())
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err("building cudafe-rs failed".into());
    }
    // (where cargo put it: `CARGO_TARGET_DIR` moves the target directory)
    // (relative to the workspace, where the build above ran)
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(|dir| workspace_root().join(dir))
        .unwrap_or_else(|| workspace_root().join("target"));
    let profile = if release { "release" } else { "debug" };
    Ok(target.join(profile).join("cudafe-rs"))
}

/// What `nvcc --dryrun` printed: environment settings and commands.
#[derive(Debug, Clone, Default)]
pub struct Plan {
    pub env: Vec<String>,
    pub commands: Vec<String>,
}

impl Plan {
    /// The commands as a shell script, with cudafe++ replaced.
    pub fn script(&self, cudafe: &Path) -> String {
        let mut s = String::from("set -e\n");
        for e in &self.env {
            // only single-word settings are plain shell assignments
            // (`SYSTEM_INCLUDES="-isystem" "..."` is nvcc's own business)
            let value = e.split_once('=').map_or("", |(_, v)| v);
            if shell_words(value).len() <= 1 {
                s.push_str("export ");
                s.push_str(e);
                s.push('\n');
            }
        }
        for c in &self.commands {
            // nvcc removes temporaries that may not exist in a replay
            let c = match c.strip_prefix("rm ") {
                Some(rest) => format!("rm -f {rest}"),
                None => replace_cudafe(c, cudafe),
            };
            s.push_str(&c);
            s.push('\n');
        }
        s
    }

    /// The value of `--flag "value"` in the first command running `program`.
    pub fn flag_value(&self, program: &str, flag: &str) -> Option<String> {
        let cmd = self
            .commands
            .iter()
            .find(|c| first_word(c).ends_with(program))?;
        let words = shell_words(cmd);
        let i = words.iter().position(|w| w == flag)?;
        words.get(i + 1).cloned()
    }
}

fn first_word(c: &str) -> String {
    shell_words(c).into_iter().next().unwrap_or_default()
}

/// Splits a command line as the shell would (quotes, no expansions).
fn shell_words(c: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    for ch in c.chars() {
        match (quote, ch) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => cur.push(c),
            (None, '"' | '\'') => {
                quote = Some(ch);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    out.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            (None, c) => {
                cur.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        out.push(cur);
    }
    out
}

fn replace_cudafe(cmd: &str, cudafe: &Path) -> String {
    let trimmed = cmd.trim_start();
    let word = first_word(trimmed);
    if word == "cudafe++" || word.ends_with("/cudafe++") {
        let rest = &trimmed[trimmed.find(char::is_whitespace).unwrap_or(trimmed.len())..];
        format!("\"{}\"{rest}", cudafe.display())
    } else {
        cmd.to_string()
    }
}

/// Runs `nvcc --dryrun` in `dir`.
pub fn dryrun(nvcc: &Path, dir: &Path, args: &[String]) -> Result<Plan, String> {
    let out = Command::new(nvcc)
        .arg("--dryrun")
        .args(args)
        .current_dir(dir)
        .env_remove("NVCC_PREPEND_FLAGS")
        .env_remove("NVCC_APPEND_FLAGS")
        .output()
        .map_err(|e| format!("cannot run nvcc: {e}"))?;
    let text =
        String::from_utf8_lossy(&out.stderr).to_string() + &String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        return Err(format!("nvcc --dryrun failed:\n{text}"));
    }
    let mut plan = Plan::default();
    for line in text.lines() {
        let Some(l) = line.strip_prefix("#$ ") else {
            continue;
        };
        let is_env = l.split_once('=').is_some_and(|(k, _)| {
            !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        });
        if is_env {
            plan.env.push(l.to_string());
        } else {
            plan.commands.push(l.to_string());
        }
    }
    Ok(plan)
}

/// Runs a script of `Plan::script` in `dir`, its output to `log`; on
/// failure, the error is the output.
pub fn run_script(script: &str, dir: &Path, log: &Path) -> Result<(), String> {
    run_script_with_timeout(script, dir, log, None)
}

/// `run_script`, stopped (with coreutils' `timeout`) after `timeout`.
pub fn run_script_with_timeout(
    script: &str,
    dir: &Path,
    log: &Path,
    timeout: Option<std::time::Duration>,
) -> Result<(), String> {
    let mut cmd = match timeout {
        Some(t) => {
            let mut c = Command::new("timeout");
            c.args(["-k", "10", &t.as_secs().max(1).to_string(), "sh"]);
            c
        }
        None => Command::new("sh"),
    };
    let out = cmd
        .arg("-c")
        .arg(script)
        .current_dir(dir)
        .env_remove("NVCC_PREPEND_FLAGS")
        .env_remove("NVCC_APPEND_FLAGS")
        // where no entity names the module, cudafe++'s id is a hash of the
        // time and directory and its process id: ours made the same way
        // (only cudafe-rs reads this), compared up to the process id
        .env("CUDAFE_RS_MODULE_ID_FALLBACK", "time-pid")
        .output()
        .map_err(|e| format!("cannot run sh: {e}"))?;
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    let _ = std::fs::write(log, &text);
    if out.status.success() {
        Ok(())
    } else if timeout.is_some() && out.status.code() == Some(124) {
        Err(format!(
            "timeout after {}s\n{text}",
            timeout.unwrap_or_default().as_secs()
        ))
    } else {
        Err(text)
    }
}

/// `cargo xtask nvcc-dropin FILE.cu [nvcc flags]`.
pub fn nvcc_dropin(args: &[String]) -> Result<(), String> {
    let Some(file) = args.first() else {
        return Err("usage: cargo xtask nvcc-dropin FILE.cu [nvcc flags]".into());
    };
    let tk = toolkit().ok_or("no CUDA toolkit (set CUDAFE_RS_CUDA_PATH)")?;
    let cudafe = cudafe_rs()?;
    let path = std::path::absolute(file).map_err(|e| e.to_string())?;
    let dir = path.parent().ok_or("bad path")?.to_path_buf();
    let name = path
        .file_name()
        .ok_or("bad path")?
        .to_string_lossy()
        .to_string();
    let mut nvcc_args: Vec<String> = args[1..].to_vec();
    if !nvcc_args
        .iter()
        .any(|a| a == "-c" || a == "-dc" || a == "--device-c")
    {
        nvcc_args.push("-c".into());
    }
    if !nvcc_args.iter().any(|a| a == "-o") {
        let stem = name.trim_end_matches(".cu");
        nvcc_args.push("-o".into());
        nvcc_args.push(format!("{stem}.o"));
    }
    nvcc_args.push(name);
    let plan = dryrun(&tk.join("bin/nvcc"), &dir, &nvcc_args)?;
    let script = plan.script(&cudafe);
    eprint!("{script}");
    let log = std::env::temp_dir().join("cudafe-rs-nvcc-dropin.log");
    run_script(&script, &dir, &log).map_err(|e| format!("the pipeline failed:\n{e}"))
}

/// One program in one mode.
struct CaseResult {
    line: String,
}

/// `cargo xtask host-check [DIR] [--update] [--only NAME,...]`.
pub fn host_check(args: &[String]) -> Result<bool, String> {
    let update = args.iter().any(|a| a == "--update");
    let only: Option<Vec<String>> = args
        .iter()
        .position(|a| a == "--only")
        .and_then(|i| args.get(i + 1))
        .map(|s| s.split(',').map(str::to_string).collect());
    let dir = args
        .iter()
        .enumerate()
        .find(|(i, a)| !a.starts_with("--") && (*i == 0 || args[*i - 1] != "--only"))
        .map(|(_, a)| PathBuf::from(a))
        .unwrap_or_else(|| workspace_root().join("test-data/host"));
    let tk = toolkit().ok_or("no CUDA toolkit (set CUDAFE_RS_CUDA_PATH)")?;
    let cudafe = cudafe_rs()?;
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter_map(|n| n.strip_suffix(".cu").map(str::to_string))
        .collect();
    names.sort();
    if let Some(only) = &only {
        names.retain(|n| only.contains(n));
    }
    let cases: Vec<(String, bool)> = names
        .iter()
        .flat_map(|n| [(n.clone(), false), (n.clone(), true)])
        .collect();
    let work = workspace_root().join("target/host-check");
    let _ = std::fs::create_dir_all(&work);
    let results = in_parallel(&cases, 2, |(name, rdc)| {
        let r = check_case(&tk, &cudafe, &dir, &work, name, *rdc);
        eprintln!("{}", r.line);
        r
    });
    let mut report = String::new();
    for r in &results {
        report.push_str(&r.line);
        report.push('\n');
    }
    let count = |what: &str| {
        results
            .iter()
            .filter(|r| r.line.contains(&format!("{what} ok")))
            .count()
    };
    let summary = format!(
        "{} cases: pipeline {}, link {}, nm {}, module-id {}, stub {}\n",
        results.len(),
        count("pipeline"),
        count("link"),
        count("nm"),
        count("module-id"),
        count("stub")
    );
    eprint!("{summary}");
    let status_file = dir.join("nvcc-status.txt");
    if only.is_some() {
        return Ok(true);
    }
    let full = format!("{report}{summary}");
    if update {
        std::fs::write(&status_file, &full).map_err(|e| e.to_string())?;
        return Ok(true);
    }
    let expected = std::fs::read_to_string(&status_file).unwrap_or_default();
    if expected != full {
        eprintln!(
            "results differ from {} (run with --update to accept)",
            status_file.display()
        );
        return Ok(false);
    }
    Ok(true)
}

/// `f` on every item, by `jobs` threads taking the next item in turn;
/// the results in the items' order.
pub fn in_parallel<T: Sync, R: Send>(
    items: &[T],
    jobs: usize,
    f: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let results = std::sync::Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    let Some(item) = items.get(i) else {
                        break;
                    };
                    let r = f(item);
                    results.lock().unwrap().push((i, r));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, r)| r).collect()
}

/// nvcc's arguments to compile `file` (`flags` first) into `keep/NAME.o`,
/// keeping the intermediate files (module id, stub, `.cpp1.ii`) in `keep`.
pub fn compile_args(flags: &[String], keep: &Path, name: &str, file: &str) -> Vec<String> {
    let mut a = flags.to_vec();
    a.extend([
        "-c".to_string(),
        "-keep".into(),
        "-keep-dir".into(),
        keep.display().to_string(),
        "-o".into(),
        keep.join(format!("{name}.o")).display().to_string(),
        file.to_string(),
    ]);
    a
}

fn check_case(
    tk: &Path,
    cudafe: &Path,
    dir: &Path,
    work: &Path,
    name: &str,
    rdc: bool,
) -> CaseResult {
    let label = format!("{name}{}", if rdc { " [rdc]" } else { "" });
    let case_dir = work.join(format!("{name}{}", if rdc { "-rdc" } else { "" }));
    let stock = case_dir.join("stock");
    let ours = case_dir.join("ours");
    let _ = std::fs::remove_dir_all(&case_dir);
    let _ = std::fs::create_dir_all(&stock);
    let _ = std::fs::create_dir_all(&ours);
    let file = format!("{name}.cu");
    let text = std::fs::read_to_string(dir.join(&file)).unwrap_or_default();
    let mut flags: Vec<String> = Vec::new();
    if let Some(line) = text.lines().find_map(|l| l.split("ORACLE-FLAGS:").nth(1)) {
        flags.extend(line.split_whitespace().map(str::to_string));
    }
    if rdc {
        flags.push("-rdc=true".into());
    }
    let nvcc = tk.join("bin/nvcc");
    let args = |keep: &Path| compile_args(&flags, keep, name, &file);
    let fail = |what: &str, why: &str| {
        let _ = std::fs::write(case_dir.join("failure.txt"), why);
        CaseResult {
            line: format!("{label}: {what} FAIL"),
        }
    };
    // stock nvcc
    let plan = match dryrun(&nvcc, dir, &args(&stock)) {
        Ok(p) => p,
        Err(e) => return fail("stock", &e),
    };
    if let Err(e) = run_script(
        &plan.script(Path::new("cudafe++")),
        dir,
        &stock.join("log.txt"),
    ) {
        return fail("stock", &e);
    }
    // ours
    let plan = match dryrun(&nvcc, dir, &args(&ours)) {
        Ok(p) => p,
        Err(e) => return fail("pipeline", &e),
    };
    let mut parts = Vec::new();
    let pipeline = run_script(&plan.script(cudafe), dir, &ours.join("log.txt"));
    parts.push(format!("pipeline {}", ok(pipeline.is_ok())));
    if pipeline.is_err() {
        return CaseResult {
            line: format!("{label}: {}", parts.join(" ")),
        };
    }
    let c = compare(&Builds {
        tk,
        cudafe,
        dir,
        flags: &flags,
        name,
        rdc,
        stock: &stock,
        ours: &ours,
        plan: &plan,
        case_dir: &case_dir,
        link: Some(&[]),
    });
    if let Some(linked) = c.link {
        parts.push(format!("link {}", ok(linked)));
    }
    parts.push(format!("nm {}", if c.nm { "ok" } else { "DIFF" }));
    parts.push(format!(
        "module-id {}",
        if c.module_id { "ok" } else { "DIFF" }
    ));
    parts.push(format!("stub {}", if c.stub { "ok" } else { "DIFF" }));
    CaseResult {
        line: format!("{label}: {}", parts.join(" ")),
    }
}

/// One input compiled twice in `dir` with `compile_args`: by stock nvcc
/// (into `stock`) and by nvcc's pipeline with cudafe-rs (into `ours`,
/// from `plan`), both successfully.
pub struct Builds<'a> {
    pub tk: &'a Path,
    pub cudafe: &'a Path,
    /// where nvcc ran
    pub dir: &'a Path,
    /// nvcc's flags (besides `compile_args`' own)
    pub flags: &'a [String],
    /// the object is `NAME.o`, the module id `NAME.module_id`
    pub name: &'a str,
    /// relocatable device code (`-rdc=true`)
    pub rdc: bool,
    pub stock: &'a Path,
    pub ours: &'a Path,
    /// the commands that built `ours`
    pub plan: &'a Plan,
    /// where the differences of `nm` are written (`nm.diff.txt`)
    pub case_dir: &'a Path,
    /// whether to link our object, and with what extra flags for
    /// nvcc's device link (`-arch=...`)
    pub link: Option<&'a [String]>,
}

/// What comparing our build with stock nvcc's found.
pub struct Comparison {
    /// the object links into an executable (when asked)
    pub link: Option<bool>,
    /// `nm` shows the same runtime-facing symbols (`cuda_symbols`)
    pub nm: bool,
    /// the module id is cudafe++'s
    pub module_id: bool,
    /// `cudafe-rs stub` writes cicc's stub file, byte for byte
    pub stub: bool,
}

impl Comparison {
    /// The names of the comparisons that failed.
    pub fn failures(&self) -> Vec<&'static str> {
        let mut f = Vec::new();
        if self.link == Some(false) {
            f.push("link");
        }
        if !self.nm {
            f.push("nm");
        }
        if !self.module_id {
            f.push("module-id");
        }
        if !self.stub {
            f.push("stub");
        }
        f
    }
}

/// Two module ids made by cudafe++'s time-and-pid fallback
/// (`..._<hash of time and directory>_<pid>`) for the same file and time:
/// equal but for the process id.
fn same_up_to_pid(a: &str, b: &str) -> bool {
    let split = |s: &str| -> Option<(String, String)> {
        let (rest, pid) = s.rsplit_once('_')?;
        let (_, hash) = rest.rsplit_once('_')?;
        let fallback = !pid.is_empty()
            && pid.bytes().all(|c| c.is_ascii_digit())
            && hash.len() == 8
            && hash.bytes().all(|c| c.is_ascii_hexdigit());
        fallback.then(|| (rest.to_string(), pid.to_string()))
    };
    matches!((split(a), split(b)), (Some((x, _)), Some((y, _))) if x == y)
}

/// `nm`, module id, stub.
pub fn compare(b: &Builds) -> Comparison {
    let Builds {
        tk,
        cudafe,
        dir,
        flags,
        name,
        rdc,
        stock,
        ours,
        plan,
        case_dir,
        link: link_flags,
    } = *b;
    let ours_obj = ours.join(format!("{name}.o"));
    let stock_obj = stock.join(format!("{name}.o"));
    // link into an executable
    let linked = link_flags.map(|extra| {
        let linked = link(tk, &ours_obj, ours, rdc, extra);
        if let Err(e) = &linked {
            let _ = std::fs::write(ours.join("link.txt"), e);
        }
        linked.is_ok()
    });
    // module id
    let id = |d: &Path| std::fs::read_to_string(d.join(format!("{name}.module_id"))).ok();
    let (sid, oid) = (id(stock), id(ours));
    let module_id = match (&sid, &oid) {
        (Some(s), Some(o)) => s == o || same_up_to_pid(s.trim(), o.trim()),
        _ => false,
    };
    // the runtime-facing symbols; a fallback module id (in the fat binary's
    // and the registration's names) differs by the pid on every run
    let unpid = |symbols: Option<Vec<String>>, id: &Option<String>| {
        let id = id.as_deref().map(str::trim).filter(|i| !i.is_empty());
        symbols.map(|v| match id {
            Some(id) if module_id => v
                .into_iter()
                .map(|s| s.replace(id, "<module id>"))
                .collect(),
            _ => v,
        })
    };
    let (a, b) = (
        unpid(cuda_symbols(&stock_obj), &sid),
        unpid(cuda_symbols(&ours_obj), &oid),
    );
    let same = a.is_some() && a == b;
    if !same {
        let _ = std::fs::write(
            case_dir.join("nm.diff.txt"),
            format!(
                "stock:\n{}\nours:\n{}\n",
                a.unwrap_or_default().join("\n"),
                b.unwrap_or_default().join("\n")
            ),
        );
    }
    // our stub against cicc's, from the same input and names
    let stub_ok = (|| -> Option<bool> {
        let stub_name = plan.flag_value("cicc", "--stub_file_name")?;
        let fatbin = plan.flag_value("cicc", "--include_file_name")?;
        let module_id_file = plan.flag_value("cicc", "--module_id_file_name")?;
        let input = plan
            .commands
            .iter()
            .find(|c| first_word(c).ends_with("cicc"))
            .and_then(|c| shell_words(c).into_iter().find(|w| w.ends_with(".cpp1.ii")))?;
        let out = ours.join(format!("{name}.cudafe-rs.stub.c"));
        let mut cmd = Command::new(cudafe);
        cmd.arg("stub")
            .args(["--module-id-file", &module_id_file])
            .args(["--stub-file-name", &stub_name])
            .args(["--fatbin-name", &fatbin])
            .arg(&input)
            .arg("-o")
            .arg(&out)
            .current_dir(dir);
        if rdc {
            cmd.arg("-rdc=true");
        }
        if flags.iter().any(|f| f == "--extended-lambda") {
            cmd.arg("--extended-lambda");
        }
        // (its messages to a log, not among the progress lines)
        let run = cmd.output().ok()?;
        let _ = std::fs::write(
            ours.join("stub.log.txt"),
            [run.stdout.as_slice(), run.stderr.as_slice()].concat(),
        );
        if !run.status.success() {
            return Some(false);
        }
        let cicc = std::fs::read_to_string(dir.join(&stub_name))
            .or_else(|_| std::fs::read_to_string(&stub_name))
            .ok()?;
        Some(std::fs::read_to_string(&out).ok()? == cicc)
    })()
    .unwrap_or(false);
    Comparison {
        link: linked,
        nm: same,
        module_id,
        stub: stub_ok,
    }
}

fn ok(b: bool) -> &'static str {
    if b { "ok" } else { "FAIL" }
}

/// Links an object with g++ and the CUDA runtime into `dir/a.out` (after
/// nvcc's device link, with `dlink_flags`, for relocatable device code).
pub fn link(
    tk: &Path,
    obj: &Path,
    dir: &Path,
    rdc: bool,
    dlink_flags: &[String],
) -> Result<(), String> {
    let lib = tk.join("lib");
    let mut objs = vec![obj.to_path_buf()];
    if rdc {
        let dlink = dir.join("dlink.o");
        let out = Command::new(tk.join("bin/nvcc"))
            .args(dlink_flags)
            .arg("-dlink")
            .arg(obj)
            .arg("-o")
            .arg(&dlink)
            .output()
            .map_err(|e| e.to_string())?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).to_string());
        }
        objs.push(dlink);
    }
    let out = Command::new("g++")
        .args(&objs)
        .arg(format!("-L{}", lib.display()))
        .args([
            "-lcudadevrt",
            "-lcudart_static",
            "-lpthread",
            "-ldl",
            "-lrt",
        ])
        .arg("-o")
        .arg(dir.join("a.out"))
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).to_string())
    }
}

/// The object's symbols that the CUDA runtime and the kernels' host side
/// are made of: device stubs, kernel entry points (what the stub
/// registers), registration functions, the fatbinary and module id.
pub fn cuda_symbols(obj: &Path) -> Option<Vec<String>> {
    let out = Command::new("nm").arg(obj).output().ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let all: Vec<(String, String)> = text
        .lines()
        .filter_map(|l| {
            let mut parts = l.split_whitespace().rev();
            let name = parts.next()?.to_string();
            let kind = parts.next()?.to_string();
            Some((kind, name))
        })
        .collect();
    // the kernels: what a device stub is named after
    // (`_Z24__device_stub__Z4fillPiiPii` is the stub of `_Z4fillPii`)
    let kernels: Vec<String> = all
        .iter()
        .filter_map(|(_, n)| {
            let rest = n.strip_prefix("_Z")?;
            let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
            let len: usize = digits.parse().ok()?;
            let ident = rest.get(digits.len()..digits.len() + len)?;
            ident.strip_prefix("__device_stub_").map(str::to_string)
        })
        .collect();
    let mut syms: Vec<String> = all
        .iter()
        .filter(|(_, name)| {
            name.contains("__device_stub_")
                || name.contains("cudaRegister")
                || name.contains("__nv_cudaEntityRegisterCallback")
                || name.contains("__sti____cudaRegisterAll")
                || name.contains("__fatbinwrap")
                || name.contains("__nv_module_id")
                || name.contains("hostRef")
                || kernels.contains(name)
        })
        .map(|(k, n)| format!("{k} {n}"))
        .collect();
    syms.sort();
    syms.dedup();
    Some(syms)
}
