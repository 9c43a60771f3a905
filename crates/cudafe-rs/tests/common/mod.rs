//! Helpers shared by the integration tests: a minimal LSP client that runs
//! `cudafe-rs serve` (every wait has a deadline), the oracle cases' flags,
//! where the repository and the test data are, a deterministic generator,
//! and where the oracle's CUDA toolkit is installed (if it is).

#![allow(dead_code)]

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Generous: the first check of a file reads the host compiler's headers.
pub const TIMEOUT: Duration = Duration::from_secs(120);

pub struct Client {
    child: Child,
    /// `None` once closed.
    stdin: Option<ChildStdin>,
    rx: mpsc::Receiver<Value>,
    /// Messages read but not yet asked for.
    backlog: Vec<Value>,
}

impl Client {
    pub fn start(env: &[(&str, &str)]) -> Client {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_cudafe-rs"));
        cmd.arg("serve")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        for (k, v) in env {
            cmd.env(k, v);
        }
        let mut child = cmd.spawn().expect("cannot run cudafe-rs serve");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stdout);
            loop {
                let mut length = None;
                loop {
                    let mut line = String::new();
                    if r.read_line(&mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    let line = line.trim_end();
                    if line.is_empty() {
                        break;
                    }
                    if let Some(v) = line.strip_prefix("Content-Length:") {
                        length = v.trim().parse::<usize>().ok();
                    }
                }
                let mut body = vec![0; length.expect("the server sent no Content-Length")];
                if r.read_exact(&mut body).is_err() {
                    return;
                }
                let value: Value = serde_json::from_slice(&body).expect("the server sent bad JSON");
                if tx.send(value).is_err() {
                    return;
                }
            }
        });
        Client {
            child,
            stdin: Some(stdin),
            rx,
            backlog: Vec::new(),
        }
    }

    pub fn send_raw(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin is open");
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    pub fn send(&mut self, message: Value) {
        let body = message.to_string();
        self.send_raw(format!("Content-Length: {}\r\n\r\n{}", body.len(), body).as_bytes());
    }

    pub fn request(&mut self, id: i64, method: &str, params: Value) -> Value {
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        self.wait(|m| m.get("id") == Some(&json!(id)) && m.get("method").is_none())
    }

    pub fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    /// The first message (read before or after) that matches.
    pub fn wait(&mut self, wanted: impl Fn(&Value) -> bool) -> Value {
        if let Some(i) = self.backlog.iter().position(&wanted) {
            return self.backlog.remove(i);
        }
        let deadline = Instant::now() + TIMEOUT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.rx.recv_timeout(left) {
                Ok(m) if wanted(&m) => return m,
                Ok(m) => self.backlog.push(m),
                Err(_) => panic!(
                    "no expected message from the server within {TIMEOUT:?}; got: {:#?}",
                    self.backlog
                ),
            }
        }
    }

    /// The messages read but not asked for yet.
    pub fn take_backlog(&mut self) -> Vec<Value> {
        std::mem::take(&mut self.backlog)
    }

    /// The next diagnostics published for a URI (earlier ones are skipped
    /// when `version` is given and they are older).
    pub fn diagnostics(&mut self, uri: &str, version: Option<i64>) -> Value {
        let m = self.wait(|m| {
            m["method"] == "textDocument/publishDiagnostics"
                && m["params"]["uri"] == uri
                && version.is_none_or(|v| m["params"]["version"] == v)
        });
        m["params"]["diagnostics"].clone()
    }

    pub fn initialize(&mut self, root: &str) -> Value {
        let r = self.request(
            1,
            "initialize",
            json!({"processId": null, "rootUri": format!("file://{root}"), "capabilities": {}}),
        );
        self.notify("initialized", json!({}));
        r
    }

    pub fn open(&mut self, uri: &str, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri, "languageId": "cuda", "version": 1, "text": text}}),
        );
    }

    /// Sends `shutdown` and `exit`; the exit code of the server.
    pub fn shutdown(mut self, id: i64) -> Option<i32> {
        let r = self.request(id, "shutdown", Value::Null);
        assert_eq!(r["result"], Value::Null, "{r}");
        self.notify("exit", Value::Null);
        self.exit_code()
    }

    /// Closes the server's stdin; its exit code.
    pub fn close(mut self) -> Option<i32> {
        self.stdin = None;
        self.exit_code()
    }

    fn exit_code(&mut self) -> Option<i32> {
        let deadline = Instant::now() + TIMEOUT;
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status.code();
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        None
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A fresh directory under the target directory (no temp-dir crate).
pub fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Diagnostics as `line:col severity message` lines (LSP positions are
/// 0-based; shown 1-based like the compiler's).
pub fn show_diagnostics(diags: &Value) -> String {
    let mut out = String::new();
    for d in diags.as_array().unwrap() {
        out.push_str(&format!(
            "{}:{} {} [{}] {}\n",
            d["range"]["start"]["line"].as_u64().unwrap() + 1,
            d["range"]["start"]["character"].as_u64().unwrap() + 1,
            match d["severity"].as_u64() {
                Some(1) => "error",
                Some(2) => "warning",
                _ => "info",
            },
            d["source"].as_str().unwrap_or(""),
            d["message"].as_str().unwrap()
        ));
    }
    out
}

/// The command-line arguments that give `cudafe-rs check` what a case's
/// magic comments ask of the oracle: `ORACLE-FLAGS` (nvcc flags, which our
/// command line takes), `ORACLE-HEADERS` (`none`/`macros`: no CUDA
/// runtime header; `mini` and `full`: our prelude) and `ORACLE-ARCH`.
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

pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A small deterministic generator (xorshift), so that failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
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

/// Runs `f` on every item, on as many threads as there are cores (the
/// inputs are large translation units).
pub fn in_parallel<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(4);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    let r = f(item);
                    results.lock().unwrap().push((i, r));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| r.0);
    results.into_iter().map(|r| r.1).collect()
}
