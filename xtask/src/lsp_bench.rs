//! `cargo xtask bench lsp [--edits N]`: the latency an editor sees.
//! `cudafe-rs serve` is driven over stdio as an editor drives it: one
//! document opened, then edits sent one at a time as incremental
//! `didChange`s, each timed from the moment it is written to the moment
//! the `publishDiagnostics` of its version is read.
//!
//! The document is the incremental benchmark's generated program (about
//! 3,000 lines; `bench_incremental --write`), and the same program at ten
//! times the size (30,000 lines). The edits, `--edits` (default 100) of
//! each kind:
//! - body: a constant inside a kernel;
//! - signature: a parameter type of a device function (`int` <-> `long`);
//! - insert error / remove error: a statement that is an error put into a
//!   host function's body, and taken out again.
//!
//! The p50 and p95 of each are split into the time in the check (the
//! server's own log, `CUDAFE_RS_LOG=1`: "(check X ms)") and the time
//! outside it (reading and applying the change, scheduling the check,
//! converting the diagnostics, writing and reading the message).

use crate::bench;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A running server and the client's ends of its pipes.
struct Session {
    child: Child,
    stdin: ChildStdin,
    messages: mpsc::Receiver<Value>,
    /// The check times the server logged, in order (ms).
    checks: Arc<Mutex<Vec<f64>>>,
    /// The times the server logged for applying each change (ms).
    applies: Arc<Mutex<Vec<f64>>>,
    uri: String,
    text: String,
    version: i64,
}

impl Session {
    fn start(bin: &std::path::Path, cuda_path: &[String]) -> Result<Session, String> {
        let mut child = Command::new(bin)
            .arg("serve")
            .args(cuda_path)
            .env("CUDAFE_RS_LOG", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let stderr = child.stderr.take().ok_or("no stderr")?;
        let (tx, messages) = mpsc::channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stdout);
            while let Ok(Some(frame)) = lsp_wire::read_frame(&mut r) {
                if let lsp_wire::Incoming::Message(m) = frame
                    && let Ok(v) = serde_json::to_value(&m)
                    && tx.send(v).is_err()
                {
                    break;
                }
            }
        });
        let checks = Arc::new(Mutex::new(Vec::new()));
        let applies = Arc::new(Mutex::new(Vec::new()));
        let (check_log, apply_log) = (checks.clone(), applies.clone());
        std::thread::spawn(move || {
            let ms_after = |line: &str, key: &str| {
                line.split(key)
                    .nth(1)
                    .and_then(|r| r.split(" ms").next())
                    .and_then(|n| n.trim().parse::<f64>().ok())
            };
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(ms) = ms_after(&line, "(check ") {
                    check_log.lock().unwrap().push(ms);
                } else if let Some(ms) = ms_after(&line, "edit applied in ") {
                    apply_log.lock().unwrap().push(ms);
                }
            }
        });
        let mut s = Session {
            child,
            stdin,
            messages,
            checks,
            applies,
            uri: String::new(),
            text: String::new(),
            version: 0,
        };
        s.send(json!({"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"processId": null, "rootUri": null, "capabilities": {}}}))?;
        s.wait_for(|m| m.get("id") == Some(&json!(1)), Duration::from_secs(30))?;
        s.send(json!({"jsonrpc": "2.0", "method": "initialized", "params": {}}))?;
        Ok(s)
    }

    fn send(&mut self, message: Value) -> Result<(), String> {
        let body = message.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{}", body.len(), body)
            .and_then(|_| self.stdin.flush())
            .map_err(|e| format!("the server's stdin: {e}"))
    }

    fn wait_for(&self, want: impl Fn(&Value) -> bool, limit: Duration) -> Result<Value, String> {
        let deadline = Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.messages.recv_timeout(left) {
                Ok(m) if want(&m) => return Ok(m),
                Ok(_) => {}
                Err(_) => return Err("the server did not answer in time".into()),
            }
        }
    }

    /// Waits for the diagnostics of the current version; their count.
    fn diagnostics(&self) -> Result<usize, String> {
        let (uri, version) = (self.uri.clone(), self.version);
        let m = self.wait_for(
            |m| {
                m["method"] == "textDocument/publishDiagnostics"
                    && m["params"]["uri"] == uri.as_str()
                    && m["params"]["version"] == version
            },
            Duration::from_secs(120),
        )?;
        Ok(m["params"]["diagnostics"].as_array().map_or(0, Vec::len))
    }

    fn open(&mut self, path: &std::path::Path, text: String) -> Result<Duration, String> {
        self.uri = format!("file://{}", path.display());
        self.text = text;
        self.version = 1;
        let started = Instant::now();
        self.send(json!({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
            "textDocument": {"uri": self.uri, "languageId": "cuda", "version": 1, "text": self.text}}}))?;
        self.diagnostics()?;
        Ok(started.elapsed())
    }

    /// Replaces bytes `start..end` of the document with `new` (an
    /// incremental change; the text is ASCII, so columns are bytes) and
    /// waits for its diagnostics: the latency, the server's check time,
    /// and the number of diagnostics.
    fn edit(
        &mut self,
        start: usize,
        end: usize,
        new: &str,
    ) -> Result<(Duration, f64, usize), String> {
        let position = |offset: usize| {
            let before = &self.text[..offset];
            let line = before.matches('\n').count();
            let character = offset - before.rfind('\n').map_or(0, |i| i + 1);
            json!({"line": line, "character": character})
        };
        let range = json!({"start": position(start), "end": position(end)});
        self.text.replace_range(start..end, new);
        self.version += 1;
        let checks_before = self.checks.lock().unwrap().len();
        let message = json!({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": self.uri, "version": self.version},
            "contentChanges": [{"range": range, "text": new}]}});
        let started = Instant::now();
        self.send(message)?;
        let count = self.diagnostics()?;
        let latency = started.elapsed();
        // the log line is written before the message: wait for its reader
        let deadline = Instant::now() + Duration::from_secs(5);
        let check = loop {
            if let Some(&ms) = self.checks.lock().unwrap().get(checks_before) {
                break ms;
            }
            if Instant::now() > deadline {
                return Err("the server logged no check time".into());
            }
            std::thread::sleep(Duration::from_micros(200));
        };
        Ok((latency, check, count))
    }

    fn stop(mut self) {
        let _ = self.send(json!({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}));
        let _ = self.wait_for(|m| m.get("id") == Some(&json!(2)), Duration::from_secs(10));
        let _ = self.send(json!({"jsonrpc": "2.0", "method": "exit"}));
        let _ = self.child.wait();
    }
}

/// p50 and p95 of a list of milliseconds.
fn p50_p95(mut v: Vec<f64>) -> (f64, f64) {
    v.sort_by(f64::total_cmp);
    (v[v.len() / 2], v[(v.len() * 95 / 100).min(v.len() - 1)])
}

/// The offset of the first `needle` in the program.
fn find(text: &str, needle: &str) -> Result<usize, String> {
    text.find(needle)
        .ok_or(format!("{needle:?} is not in the program"))
}

/// One kind of edit, timed `edits` times; prints its line and returns the
/// client latency's p50.
fn run_kind(
    s: &mut Session,
    name: &str,
    edits: usize,
    mut one: impl FnMut(&mut Session, usize) -> Result<(Duration, f64, usize), String>,
) -> Result<f64, String> {
    let mut samples = Vec::with_capacity(edits);
    for i in 0..edits {
        let (latency, check, _) = one(s, i)?;
        samples.push((latency, check));
    }
    Ok(report(name, &samples))
}

/// Prints the line of one kind of edit from its (latency, check time)
/// samples; returns the latency's p50 in ms.
fn report(name: &str, samples: &[(Duration, f64)]) -> f64 {
    let total: Vec<f64> = samples.iter().map(|(l, _)| l.as_secs_f64() * 1e3).collect();
    let inside: Vec<f64> = samples.iter().map(|&(_, c)| c).collect();
    let outside: Vec<f64> = total
        .iter()
        .zip(&inside)
        .map(|(t, c)| (t - c).max(0.0))
        .collect();
    let (t50, t95) = p50_p95(total);
    let (c50, c95) = p50_p95(inside);
    let (o50, o95) = p50_p95(outside);
    println!(
        "  {name:<15} p50 {t50:6.2} ms, p95 {t95:6.2} ms   (in the check: p50 {c50:6.2}, p95 {c95:6.2}; outside it: p50 {o50:5.2}, p95 {o95:5.2})"
    );
    t50
}

/// The program with `groups` groups, from the incremental benchmark.
fn program(groups: usize, dir: &std::path::Path) -> Result<(std::path::PathBuf, String), String> {
    let path = dir.join(format!("lsp_bench_{groups}.cu"));
    let status = Command::new(env!("CARGO"))
        .current_dir(bench::root())
        .args(["run", "-q", "--release", "-p", "cudafe-rs", "--example"])
        .args([
            "bench_incremental",
            "--",
            "--groups",
            &groups.to_string(),
            "--write",
        ])
        .arg(&path)
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err("bench_incremental --write failed".into());
    }
    let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
    Ok((path, text))
}

pub fn run(args: &[String], cuda_path: &[String]) -> Result<(), String> {
    let edits = bench::number_option(args, "--edits", 100)?.max(1);
    let bin = crate::nvcc::build_cudafe_rs(true)?;
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    println!(
        "bench lsp: `cudafe-rs serve` over stdio, {edits} edits of each kind; {} CPUs, load average {}",
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        bench::load_average()
    );
    for (groups, targets) in [(60, (5.0, 20.0)), (600, (6.0, f64::INFINITY))] {
        let (path, text) = program(groups, dir.path())?;
        let lines = text.lines().count();
        let mut s = Session::start(&bin, cuda_path)?;
        let cold = s.open(&path, text)?;
        println!(
            "{lines}-line file: open to first diagnostics {:.0} ms",
            cold.as_secs_f64() * 1e3
        );
        let body = run_kind(&mut s, "body edit", edits, |s, i| {
            let g = i % groups;
            let at = find(&s.text, &format!("/*EDIT{g}*/"))? + format!("/*EDIT{g}*/").len();
            let end = at + s.text[at..].find(')').ok_or("no ) after the constant")?;
            s.edit(at, end, &(4 + i).to_string())
        })?;
        let signature = run_kind(&mut s, "signature edit", edits, |s, i| {
            let g = i % groups;
            let tail = format!(" k /*SIG{g}*/");
            let end = find(&s.text, &tail)?;
            let start = s.text[..end].rfind(['(', ' ']).ok_or("no parameter type")? + 1;
            let ty = if &s.text[start..end] == "int" {
                "long"
            } else {
                "int"
            };
            s.edit(start, end, ty)
        })?;
        // an error in and out of a host function's body, in turns
        let error = "\n    int bench_error = \"not an int\";";
        let mut inserted = Vec::new();
        let mut removed = Vec::new();
        for i in 0..edits {
            let g = i % groups;
            let head = format!("double summarize{g}(const std::vector<float> &values)\n{{");
            let at = find(&s.text, &head)? + head.len();
            let (latency, check, count) = s.edit(at, at, error)?;
            if count == 0 {
                return Err("the inserted error was not reported".into());
            }
            inserted.push((latency, check));
            let (latency, check, count) = s.edit(at, at + error.len(), "")?;
            if count != 0 {
                return Err("the removed error is still reported".into());
            }
            removed.push((latency, check));
        }
        report("insert error", &inserted);
        report("remove error", &removed);
        let applies = s.applies.lock().unwrap().clone();
        if !applies.is_empty() {
            let (a50, a95) = p50_p95(applies);
            println!(
                "  (of the time outside the check, applying a change to the database: p50 {a50:.2} ms, p95 {a95:.2} ms over every edit)"
            );
        }
        s.stop();
        let verdict = |v: f64, t: f64| if v <= t { "met" } else { "NOT met" };
        if targets.1.is_finite() {
            println!(
                "  targets: body edit <= {} ms: {}; signature edit <= {} ms: {}",
                targets.0,
                verdict(body, targets.0),
                targets.1,
                verdict(signature, targets.1)
            );
        } else {
            println!(
                "  target: body edit <= {} ms: {}",
                targets.0,
                verdict(body, targets.0)
            );
        }
    }
    Ok(())
}
