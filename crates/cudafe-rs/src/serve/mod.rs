//! `cudafe-rs serve`: a language server over stdin/stdout.
//!
//! One database lives on the main thread, which alone writes to it: open
//! documents become overlays (`RootDatabase::set_file_text`) and units.
//! Every request and every diagnostics run works on a clone of the
//! database in a thread of its own; an edit cancels them (a salsa write
//! waits for the clones to be dropped, and their queries unwind with
//! `salsa::Cancelled`), so a stale request is answered with
//! `ContentModified` and stale diagnostics are never published. A panic in
//! one request is caught, logged to stderr and answered with an error; the
//! server goes on. Malformed frames are answered with errors
//! (`lsp_wire`).

mod analysis;
mod documents;

pub use documents::{Encoding, LineIndex, path_to_uri, uri_to_path};

use crate::check::{self, LoadedUnit};
use crate::cli::{CheckArgs, DiagControls};
use crate::compile_db::{self, CompileDb};
use crate::db::{FileChange, RootDatabase};
use analysis::{Analysis, Span};
use documents::Document;
use lsp_server::{Message, Notification, Request, RequestId, Response};
use lsp_types as lt;
use lsp_wire::{Incoming, Outgoing};
use rustc_hash::{FxHashMap, FxHashSet};
use serde_json::{Value, json};
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Arc, Mutex, mpsc};

/// Stack of the worker threads: the parser and checks recurse.
const WORKER_STACK: usize = 256 << 20;

/// JSON-RPC and LSP error codes.
mod code {
    pub const INVALID_REQUEST: i32 = -32600;
    pub const METHOD_NOT_FOUND: i32 = -32601;
    pub const INVALID_PARAMS: i32 = -32602;
    pub const INTERNAL_ERROR: i32 = -32603;
    pub const SERVER_NOT_INITIALIZED: i32 = -32002;
    pub const REQUEST_CANCELLED: i32 = -32800;
    pub const CONTENT_MODIFIED: i32 = -32801;
}

/// A request's failure: code and message.
type Failure = (i32, String);

/// `cudafe-rs serve [--compile-commands FILE] [check flags]`.
pub fn run(args: &[String]) -> i32 {
    // a long-running process (see `daemon_memory`)
    crate::daemon_memory();
    let mut compile_commands = None;
    let mut rest = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--compile-commands" {
            i += 1;
            compile_commands = args.get(i).cloned();
        } else if let Some(v) = args[i].strip_prefix("--compile-commands=") {
            compile_commands = Some(v.to_string());
        } else {
            rest.push(args[i].clone());
        }
        i += 1;
    }
    let default_args =
        match crate::cli::parse_check_args(&rest).and_then(crate::toolkit::with_toolkit) {
            Ok(a) => a,
            Err(e) => {
                eprintln!("cudafe-rs serve: command-line error: {e}");
                return 4;
            }
        };
    let compile_db = match compile_commands
        .as_deref()
        .map(|p| CompileDb::load(p.as_ref()))
    {
        Some(Ok(db)) => Some(db),
        Some(Err(e)) => {
            eprintln!("cudafe-rs serve: {e}");
            return 4;
        }
        None => None,
    };
    let incoming = lsp_wire::spawn_reader();
    let (out, writer) = lsp_wire::spawn_writer();
    let mut server = Server::new(default_args, compile_db, out);
    let code = server.main_loop(incoming);
    drop(server);
    let _ = writer.join();
    code
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Uninitialized,
    Running,
    ShutDown,
}

struct Server {
    db: RootDatabase,
    out: mpsc::Sender<Outgoing>,
    phase: Phase,
    encoding: Encoding,
    /// nvcc flags a quick fix turned on for a document (`cudafe-rs.checkWithFlag`).
    extra_flags: FxHashMap<String, Vec<String>>,
    /// The client shows `relatedInformation`: instantiation context and
    /// notes go there rather than into the message.
    related_info: bool,
    /// Open documents by path.
    docs: FxHashMap<String, Document>,
    /// The unit of each open document, and its diagnostic controls.
    units: FxHashMap<String, (LoadedUnit, DiagControls)>,
    options: check::OptionsCache,
    default_args: CheckArgs,
    compile_db: Option<CompileDb>,
    /// The database came from the command line (not looked up at
    /// `initialize`).
    explicit_compile_db: bool,
    /// Requests not answered yet (a `$/cancelRequest` answers at once; the
    /// worker's late answer is then dropped).
    pending: Arc<Mutex<FxHashSet<RequestId>>>,
    /// The current diagnostics run: an older one publishes nothing.
    diag_generation: Arc<Mutex<u64>>,
    log: bool,
    test_hooks: bool,
}

impl Server {
    fn new(
        default_args: CheckArgs,
        compile_db: Option<CompileDb>,
        out: mpsc::Sender<Outgoing>,
    ) -> Server {
        Server {
            db: RootDatabase::default(),
            out,
            phase: Phase::Uninitialized,
            encoding: Encoding::Utf16,
            related_info: false,
            extra_flags: FxHashMap::default(),
            docs: FxHashMap::default(),
            units: FxHashMap::default(),
            options: check::OptionsCache::default(),
            default_args,
            explicit_compile_db: compile_db.is_some(),
            compile_db,
            pending: Arc::default(),
            diag_generation: Arc::default(),
            log: std::env::var_os("CUDAFE_RS_LOG").is_some(),
            test_hooks: std::env::var_os("CUDAFE_RS_TEST_HOOKS").is_some(),
        }
    }

    fn main_loop(&mut self, incoming: mpsc::Receiver<Incoming>) -> i32 {
        for frame in incoming {
            match frame {
                Incoming::Malformed { code, message, id } => {
                    eprintln!("cudafe-rs serve: malformed message: {message}");
                    match id {
                        Some(id) => self.send(Response::new_err(id, code, message)),
                        None => {
                            let _ = self.out.send(Outgoing::NullIdError { code, message });
                        }
                    }
                }
                Incoming::Message(Message::Request(req)) => self.on_request(req),
                Incoming::Message(Message::Notification(n)) if n.method == "exit" => {
                    return if self.phase == Phase::ShutDown { 0 } else { 1 };
                }
                Incoming::Message(Message::Notification(n)) => self.on_notification(n),
                // the server sends no requests
                Incoming::Message(Message::Response(_)) => {}
            }
        }
        // end of input without `exit`
        1
    }

    fn send(&self, m: impl Into<Message>) {
        let _ = self.out.send(Outgoing::Message(m.into()));
    }

    fn on_request(&mut self, req: Request) {
        let id = req.id.clone();
        let fail = |code: i32, message: String| Response::new_err(id.clone(), code, message);
        match (self.phase, req.method.as_str()) {
            (Phase::Uninitialized, "initialize") => {
                let result = self.initialize(&req.params);
                self.phase = Phase::Running;
                self.send(Response::new_ok(id, result));
            }
            (Phase::Uninitialized, _) => self.send(fail(
                code::SERVER_NOT_INITIALIZED,
                "the server is not initialized".into(),
            )),
            (Phase::ShutDown, _) => self.send(fail(
                code::INVALID_REQUEST,
                "the server is shut down".into(),
            )),
            (Phase::Running, "initialize") => {
                self.send(fail(code::INVALID_REQUEST, "initialize sent twice".into()))
            }
            (Phase::Running, "shutdown") => {
                self.phase = Phase::ShutDown;
                self.send(Response::new_ok(id, Value::Null));
            }
            (Phase::Running, "workspace/executeCommand") => match self.execute(&req.params) {
                Ok(()) => self.send(Response::new_ok(id, Value::Null)),
                Err((code, message)) => self.send(fail(code, message)),
            },
            (Phase::Running, method) => match self.document_request(id.clone(), method, req.params)
            {
                Ok(()) => {}
                Err((code, message)) => self.send(fail(code, message)),
            },
        }
    }

    /// The answer to `initialize`: the capabilities, after the options the
    /// client sent (position encoding, workspace root, database path).
    fn initialize(&mut self, params: &Value) -> Value {
        let offered = params
            .pointer("/capabilities/general/positionEncodings")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if offered.iter().any(|e| e == "utf-8") {
            self.encoding = Encoding::Utf8;
        }
        self.related_info = params
            .pointer("/capabilities/textDocument/publishDiagnostics/relatedInformation")
            .and_then(Value::as_bool)
            .unwrap_or(false);
        if !self.explicit_compile_db {
            let explicit = params
                .pointer("/initializationOptions/compileCommands")
                .and_then(Value::as_str)
                .map(std::path::PathBuf::from);
            let root = params
                .pointer("/workspaceFolders/0/uri")
                .or_else(|| params.get("rootUri"))
                .and_then(Value::as_str)
                .and_then(uri_to_path)
                .or_else(|| {
                    params
                        .get("rootPath")
                        .and_then(Value::as_str)
                        .map(String::from)
                });
            let found = explicit.or_else(|| compile_db::find_in(root.as_ref()?.as_ref()));
            if let Some(path) = found {
                match CompileDb::load(&path) {
                    Ok(db) => {
                        for w in &db.warnings {
                            eprintln!("cudafe-rs serve: {}: {w}", path.display());
                        }
                        self.compile_db = Some(db);
                    }
                    Err(e) => eprintln!("cudafe-rs serve: {e}"),
                }
            }
        }
        let encoding = match self.encoding {
            Encoding::Utf8 => "utf-8",
            Encoding::Utf16 => "utf-16",
        };
        json!({
            "capabilities": {
                "positionEncoding": encoding,
                "textDocumentSync": { "openClose": true, "change": 2 },
                "hoverProvider": true,
                "definitionProvider": true,
                "documentSymbolProvider": true,
                "inlayHintProvider": true,
                "codeActionProvider": { "codeActionKinds": ["quickfix"] },
                "executeCommandProvider": { "commands": [CHECK_WITH_FLAG] },
            },
            "serverInfo": { "name": "cudafe-rs", "version": env!("CARGO_PKG_VERSION") },
        })
    }

    /// Requests about one open document, run on a worker.
    fn document_request(
        &mut self,
        id: RequestId,
        method: &str,
        params: Value,
    ) -> Result<(), Failure> {
        type Handler = fn(&Job, &RootDatabase) -> Result<Value, Failure>;
        let (needs_position, handler): (bool, Handler) = match method {
            "textDocument/hover" => (true, Job::hover),
            "textDocument/definition" => (true, Job::definition),
            "textDocument/documentSymbol" => (false, Job::symbols),
            "textDocument/inlayHint" => (false, Job::inlay_hints),
            "textDocument/codeAction" => (false, Job::code_actions),
            // lets the tests check that a panicking request is survived
            "cudafe-rs/panic" if self.test_hooks => (false, |_, _| panic!("test hook")),
            _ => return Err((code::METHOD_NOT_FOUND, format!("unknown method {method:?}"))),
        };
        let uri = params
            .pointer("/textDocument/uri")
            .and_then(Value::as_str)
            .ok_or((code::INVALID_PARAMS, "missing textDocument.uri".to_string()))?
            .to_string();
        let field =
            |name: &str| -> Result<Option<Value>, Failure> { Ok(params.get(name).cloned()) };
        let position = match field("position")? {
            Some(p) => Some(
                serde_json::from_value::<lt::Position>(p)
                    .map_err(|e| (code::INVALID_PARAMS, format!("invalid position: {e}")))?,
            ),
            None if needs_position => {
                return Err((code::INVALID_PARAMS, "missing position".into()));
            }
            None => None,
        };
        let range = match field("range")? {
            Some(r) => Some(
                serde_json::from_value::<lt::Range>(r)
                    .map_err(|e| (code::INVALID_PARAMS, format!("invalid range: {e}")))?,
            ),
            None => None,
        };
        let path =
            uri_to_path(&uri).ok_or((code::INVALID_PARAMS, format!("not a file URI: {uri}")))?;
        let (unit, _) = *self.units.get(&path).ok_or((
            code::INVALID_PARAMS,
            format!("unknown document {uri} (not open)"),
        ))?;
        let diagnostics = params
            .pointer("/context/diagnostics")
            .cloned()
            .map(serde_json::from_value::<Vec<lt::Diagnostic>>)
            .transpose()
            .map_err(|e| (code::INVALID_PARAMS, format!("invalid diagnostics: {e}")))?
            .unwrap_or_default();
        let job = Job {
            uri,
            unit,
            position,
            range,
            diagnostics,
            encoding: self.encoding,
        };
        self.spawn_request(id, method.to_string(), move |db| handler(&job, db));
        Ok(())
    }

    /// Runs a request on a clone of the database in a thread of its own,
    /// and answers it (unless `$/cancelRequest` did already).
    fn spawn_request(
        &mut self,
        id: RequestId,
        method: String,
        f: impl FnOnce(&RootDatabase) -> Result<Value, Failure> + Send + 'static,
    ) {
        self.pending.lock().unwrap().insert(id.clone());
        let snapshot = self.db.clone();
        let out = self.out.clone();
        let pending = self.pending.clone();
        let answer_id = id.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("lsp {method}"))
            .stack_size(WORKER_STACK)
            .spawn(move || {
                let result = panic::catch_unwind(AssertUnwindSafe(|| f(&snapshot)));
                // release the database before answering: an edit may be
                // waiting for this clone to go
                drop(snapshot);
                let response = match result {
                    Ok(Ok(value)) => Response::new_ok(id.clone(), value),
                    Ok(Err((code, message))) => Response::new_err(id.clone(), code, message),
                    Err(payload) if payload.is::<salsa::Cancelled>() => Response::new_err(
                        id.clone(),
                        code::CONTENT_MODIFIED,
                        "the document changed".into(),
                    ),
                    Err(payload) => {
                        let what = panic_message(&*payload);
                        eprintln!("cudafe-rs serve: request {method} ({id}) failed: {what}");
                        Response::new_err(
                            id.clone(),
                            code::INTERNAL_ERROR,
                            format!("internal error in {method}: {what}"),
                        )
                    }
                };
                if pending.lock().unwrap().remove(&id) {
                    let _ = out.send(Outgoing::Message(response.into()));
                }
            });
        if spawned.is_err() && self.pending.lock().unwrap().remove(&answer_id) {
            self.send(Response::new_err(
                answer_id,
                code::INTERNAL_ERROR,
                "cannot start a worker thread".into(),
            ));
        }
    }

    fn on_notification(&mut self, n: Notification) {
        if self.phase != Phase::Running {
            return; // dropped before initialize, as the protocol says
        }
        let params = n.params;
        let uri = params
            .pointer("/textDocument/uri")
            .and_then(Value::as_str)
            .map(str::to_string);
        let path = uri.as_deref().and_then(uri_to_path);
        match n.method.as_str() {
            "textDocument/didOpen" => {
                let (Some(uri), Some(path)) = (uri, path) else {
                    return self.log_bad(&n.method, "a file URI");
                };
                let Some(text) = params.pointer("/textDocument/text").and_then(Value::as_str)
                else {
                    return self.log_bad(&n.method, "textDocument.text");
                };
                let version = params
                    .pointer("/textDocument/version")
                    .and_then(Value::as_i64)
                    .unwrap_or(0) as i32;
                let doc = Document {
                    uri,
                    version,
                    text: text.to_string(),
                };
                let change = self.db.set_file_text(&path, &doc.text);
                self.docs.insert(path.clone(), doc);
                self.open_unit(&path);
                self.after_change(change, Some(&path));
            }
            "textDocument/didChange" => {
                let Some(path) = path.filter(|p| self.docs.contains_key(p)) else {
                    return self.log_bad(&n.method, "an open document");
                };
                let Ok(changes) = serde_json::from_value::<Vec<lt::TextDocumentContentChangeEvent>>(
                    params.get("contentChanges").cloned().unwrap_or_default(),
                ) else {
                    return self.log_bad(&n.method, "contentChanges");
                };
                let encoding = self.encoding;
                let doc = self.docs.get_mut(&path).expect("checked above");
                doc.apply(changes, encoding);
                if let Some(v) = params
                    .pointer("/textDocument/version")
                    .and_then(Value::as_i64)
                {
                    doc.version = v as i32;
                }
                let text = doc.text.clone();
                // the write waits for the workers to notice the
                // cancellation, at their next query
                let started = std::time::Instant::now();
                let change = self.db.set_file_text(&path, &text);
                if self.log {
                    eprintln!(
                        "cudafe-rs serve: edit applied in {:.1} ms",
                        started.elapsed().as_secs_f64() * 1e3
                    );
                }
                self.after_change(change, Some(&path));
            }
            "textDocument/didClose" => {
                let Some(path) = path.filter(|p| self.docs.contains_key(p)) else {
                    return self.log_bad(&n.method, "an open document");
                };
                let doc = self.docs.remove(&path).expect("checked above");
                self.units.remove(&path);
                let change = self.db.remove_overlay(&path);
                // its diagnostics go with it
                self.publish_now(&doc.uri, None, Vec::new());
                self.after_change(change, None);
            }
            "workspace/didChangeWatchedFiles" => {
                let mut change = FileChange::None;
                let changes = params
                    .get("changes")
                    .and_then(Value::as_array)
                    .cloned()
                    .unwrap_or_default();
                for c in changes {
                    if let Some(p) = c.get("uri").and_then(Value::as_str).and_then(uri_to_path) {
                        change = change.max(self.db.refresh_from_disk(&p));
                    }
                }
                self.after_change(change, None);
            }
            "$/cancelRequest" => {
                let id = match params.get("id") {
                    Some(Value::Number(n)) => n
                        .as_i64()
                        .and_then(|n| i32::try_from(n).ok())
                        .map(RequestId::from),
                    Some(Value::String(s)) => Some(RequestId::from(s.clone())),
                    _ => None,
                };
                if let Some(id) = id
                    && self.pending.lock().unwrap().remove(&id)
                {
                    self.send(Response::new_err(
                        id,
                        code::REQUEST_CANCELLED,
                        "cancelled".into(),
                    ));
                }
            }
            // initialized, didSave, $/setTrace, ...: nothing to do
            _ => {}
        }
    }

    fn log_bad(&self, method: &str, wanted: &str) {
        eprintln!("cudafe-rs serve: {method} without {wanted}: ignored");
    }

    /// Creates the unit of a newly opened document, with the options its
    /// compilation database entry (or the command line) gives.
    fn open_unit(&mut self, path: &str) {
        let mut args =
            compile_db::args_for(self.compile_db.as_ref(), path.as_ref(), &self.default_args);
        for flag in self.extra_flags.get(path).into_iter().flatten() {
            match flag.as_str() {
                "--expt-relaxed-constexpr" => args.relaxed_constexpr = true,
                "--extended-lambda" => args.extended_lambda = true,
                _ => {}
            }
        }
        let input = self.options.get(&self.db, &args);
        if let Some(unit) = check::load_unit(&self.db, path, input) {
            self.units.insert(path.to_string(), (unit, args.controls));
        }
    }

    /// `workspace/executeCommand`: `cudafe-rs.checkWithFlag URI FLAG`
    /// checks an open document again as if FLAG were among its nvcc flags,
    /// and says that the build needs it too.
    fn execute(&mut self, params: &Value) -> Result<(), Failure> {
        let command = params.get("command").and_then(Value::as_str);
        if command != Some(CHECK_WITH_FLAG) {
            return Err((code::INVALID_PARAMS, format!("unknown command {command:?}")));
        }
        let arg = |i: usize| {
            params
                .pointer(&format!("/arguments/{i}"))
                .and_then(Value::as_str)
                .map(str::to_string)
        };
        let (Some(uri), Some(flag)) = (arg(0), arg(1)) else {
            return Err((
                code::INVALID_PARAMS,
                "expected a document and a flag".into(),
            ));
        };
        if !HINTED_FLAGS.contains(&flag.as_str()) {
            return Err((code::INVALID_PARAMS, format!("not a flag to offer: {flag}")));
        }
        let path = uri_to_path(&uri)
            .filter(|p| self.units.contains_key(p))
            .ok_or((
                code::INVALID_PARAMS,
                format!("unknown document {uri} (not open)"),
            ))?;
        let flags = self.extra_flags.entry(path.clone()).or_default();
        if !flags.contains(&flag) {
            flags.push(flag.clone());
        }
        self.open_unit(&path);
        self.send(Notification::new(
            "window/showMessage".into(),
            json!({ "type": 3, "message": format!(
                "cudafe-rs: {path} is now checked with {flag}; add it to the build's nvcc flags too"
            ) }),
        ));
        self.publish_diagnostics(Some(&path));
        Ok(())
    }

    /// After the database changed: units re-preprocess if a file appeared
    /// or disappeared, and every open document gets new diagnostics (an
    /// edit of a header changes its includers' too).
    fn after_change(&mut self, change: FileChange, first: Option<&str>) {
        if change == FileChange::Existence {
            let units: Vec<_> = self.units.values().map(|(u, _)| u.unit).collect();
            for u in units {
                self.db.touch_unit(u);
            }
        }
        self.publish_diagnostics(first);
    }

    fn publish_now(&self, uri: &str, version: Option<i32>, diagnostics: Vec<lt::Diagnostic>) {
        self.send(publish_notification(uri, version, diagnostics));
    }

    /// Starts a diagnostics run over the open documents (`first` first).
    fn publish_diagnostics(&mut self, first: Option<&str>) {
        let generation = {
            let mut g = self.diag_generation.lock().unwrap();
            *g += 1;
            *g
        };
        let mut work: Vec<(String, String, i32, LoadedUnit, DiagControls)> = self
            .docs
            .iter()
            .filter_map(|(path, doc)| {
                let (unit, controls) = self.units.get(path)?;
                Some((
                    path.clone(),
                    doc.uri.clone(),
                    doc.version,
                    *unit,
                    controls.clone(),
                ))
            })
            .collect();
        work.sort_by_key(|(path, ..)| (Some(path.as_str()) != first, path.clone()));
        if work.is_empty() {
            return;
        }
        let snapshot = self.db.clone();
        let out = self.out.clone();
        let current = self.diag_generation.clone();
        let encoding = self.encoding;
        let related_info = self.related_info;
        let log = self.log;
        let _ = std::thread::Builder::new()
            .name("lsp diagnostics".into())
            .stack_size(WORKER_STACK)
            .spawn(move || {
                for (path, uri, version, unit, controls) in work {
                    let started = std::time::Instant::now();
                    let result = panic::catch_unwind(AssertUnwindSafe(|| {
                        let diags = check::report(&snapshot, &unit, &controls).diagnostics;
                        // (the check's own share, for the log: `bench lsp`
                        // tells it from the server's path with it)
                        let checked = started.elapsed();
                        let text = unit.unit.main(&snapshot).text(&snapshot).clone();
                        (
                            to_lsp_diagnostics(&diags, &path, &text, encoding, related_info),
                            checked,
                        )
                    }));
                    let (diagnostics, checked) = match result {
                        Ok(d) => d,
                        Err(payload) if payload.is::<salsa::Cancelled>() => return,
                        Err(payload) => {
                            eprintln!(
                                "cudafe-rs serve: checking {path} failed: {}",
                                panic_message(&*payload)
                            );
                            continue;
                        }
                    };
                    if log {
                        eprintln!(
                            "cudafe-rs serve: {path}: {} diagnostics in {:.1} ms (check {:.1} ms)",
                            diagnostics.len(),
                            started.elapsed().as_secs_f64() * 1e3,
                            checked.as_secs_f64() * 1e3
                        );
                    }
                    // publish under the lock: a newer run cannot have
                    // published before this one's stale result
                    let g = current.lock().unwrap();
                    if *g != generation {
                        return;
                    }
                    let _ = out.send(Outgoing::Message(
                        publish_notification(&uri, Some(version), diagnostics).into(),
                    ));
                    drop(g);
                }
            });
    }
}

/// What a worker needs to answer a request about a document.
#[derive(Clone)]
struct Job {
    uri: String,
    unit: LoadedUnit,
    position: Option<lt::Position>,
    range: Option<lt::Range>,
    /// A code action's diagnostics (`context.diagnostics`).
    diagnostics: Vec<lt::Diagnostic>,
    encoding: Encoding,
}

impl Job {
    /// The document's text in this snapshot, its line index, and the
    /// cursor's byte offset.
    fn cursor(&self, db: &RootDatabase) -> (Arc<str>, LineIndex, u32) {
        let text = self.unit.unit.main(db).text(db).clone();
        let index = LineIndex::new(&text);
        let offset = self
            .position
            .map_or(0, |p| index.offset(&text, p, self.encoding));
        (text, index, offset as u32)
    }

    /// The target under the cursor, host side first (the device side
    /// sees code under `#ifdef __CUDA_ARCH__`).
    fn target<'db>(&self, db: &'db RootDatabase) -> Option<(Analysis<'db>, analysis::Target<'db>)> {
        let (_, _, offset) = self.cursor(db);
        for us in [self.unit.host, self.unit.device] {
            let a = Analysis::new(db, us);
            if let Some(t) = a.target_at(offset) {
                return Some((a, t));
            }
        }
        None
    }

    fn hover(&self, db: &RootDatabase) -> Result<Value, Failure> {
        let (text, index, offset) = self.cursor(db);
        let Some((a, target)) = self.target(db) else {
            return Ok(Value::Null);
        };
        let range = analysis::word_at(&text, offset as usize)
            .map(|(s, e)| index.range(&text, s, e, self.encoding));
        let mut value = a.hover(&target);
        if let Some(config) = a.launch_config(offset) {
            value.push_str(&launch_text(&config));
        }
        let hover = lt::Hover {
            contents: lt::HoverContents::Markup(lt::MarkupContent {
                kind: lt::MarkupKind::Markdown,
                value,
            }),
            range,
        };
        Ok(serde_json::to_value(hover).unwrap_or(Value::Null))
    }

    fn definition(&self, db: &RootDatabase) -> Result<Value, Failure> {
        let Some((a, target)) = self.target(db) else {
            return Ok(Value::Null);
        };
        let locations: Vec<lt::Location> = a
            .definition(&target)
            .into_iter()
            .filter_map(|s| location(&a, s, self.encoding))
            .collect();
        Ok(serde_json::to_value(locations).unwrap_or(Value::Null))
    }

    fn symbols(&self, db: &RootDatabase) -> Result<Value, Failure> {
        let (text, index, _) = self.cursor(db);
        let range = |s: Span| index.range(&text, s.start as usize, s.end as usize, self.encoding);
        let mut seen = FxHashSet::default();
        let mut out = Vec::new();
        for us in [self.unit.host, self.unit.device] {
            for s in Analysis::new(db, us).symbols() {
                if !seen.insert((s.name_span.start, s.name.clone())) {
                    continue;
                }
                #[allow(deprecated)]
                out.push(lt::DocumentSymbol {
                    name: s.name,
                    detail: Some(s.detail),
                    kind: match s.kind {
                        analysis::SymbolKind::Function => lt::SymbolKind::FUNCTION,
                        analysis::SymbolKind::Method => lt::SymbolKind::METHOD,
                        analysis::SymbolKind::Variable => lt::SymbolKind::VARIABLE,
                    },
                    tags: None,
                    deprecated: None,
                    range: range(s.whole),
                    selection_range: range(s.name_span),
                    children: None,
                });
            }
        }
        out.sort_by_key(|s| (s.range.start, s.selection_range.start));
        Ok(serde_json::to_value(out).unwrap_or(Value::Null))
    }

    /// Quick fixes for the diagnostics the client sends: a call of a
    /// function that lacks the caller's space gets the keyword added to
    /// every declaration of the callee (see `Analysis::space_fixes`).
    fn code_actions(&self, db: &RootDatabase) -> Result<Value, Failure> {
        let (text, index, _) = self.cursor(db);
        let Ok(uri) = self.uri.parse::<lt::Uri>() else {
            return Ok(json!([]));
        };
        let mut actions: Vec<lt::CodeAction> = Vec::new();
        for d in &self.diagnostics {
            let number = match &d.code {
                Some(lt::NumberOrString::String(c)) => c.trim_end_matches("-D").parse().ok(),
                Some(lt::NumberOrString::Number(n)) => u32::try_from(*n).ok(),
                None => None,
            };
            if let Some(action) = remove_ignored_attribute(&text, &index, self.encoding, &uri, d) {
                actions.push(action);
                continue;
            }
            if let Some(action) = flag_hint(&self.uri, d)
                && !actions.iter().any(|a| a.title == action.title)
            {
                actions.push(action);
                continue;
            }
            let Some(missing) = number.and_then(diagnostics::space_missing_for_call) else {
                continue;
            };
            let offset = index.offset(&text, d.range.start, self.encoding) as u32;
            let fixes = [self.unit.host, self.unit.device]
                .into_iter()
                .map(|us| Analysis::new(db, us).space_fixes(offset, missing))
                .find(|f| !f.is_empty())
                .unwrap_or_default();
            for fix in fixes {
                if actions.iter().any(|a| a.title == fix.title) {
                    continue;
                }
                let edits = fix
                    .at
                    .iter()
                    .map(|&at| {
                        let p = index.position(&text, at as usize, self.encoding);
                        lt::TextEdit::new(lt::Range::new(p, p), fix.insert.to_string())
                    })
                    .collect();
                actions.push(lt::CodeAction {
                    title: fix.title,
                    kind: Some(lt::CodeActionKind::QUICKFIX),
                    diagnostics: Some(vec![d.clone()]),
                    edit: Some(lt::WorkspaceEdit {
                        changes: Some([(uri.clone(), edits)].into_iter().collect()),
                        ..Default::default()
                    }),
                    is_preferred: Some(fix.preferred),
                    ..Default::default()
                });
            }
        }
        Ok(serde_json::to_value(actions).unwrap_or(Value::Null))
    }

    fn inlay_hints(&self, db: &RootDatabase) -> Result<Value, Failure> {
        let (text, index, _) = self.cursor(db);
        let (from, to) = match self.range {
            Some(r) => (
                index.offset(&text, r.start, self.encoding) as u32,
                index.offset(&text, r.end, self.encoding) as u32,
            ),
            None => (0, text.len() as u32),
        };
        let a = Analysis::new(db, self.unit.host);
        let hints: Vec<lt::InlayHint> = a
            .inferred_spaces(from, to)
            .into_iter()
            .map(|(offset, label, why)| lt::InlayHint {
                position: index.position(&text, offset as usize, self.encoding),
                label: lt::InlayHintLabel::String(label),
                kind: None,
                text_edits: None,
                tooltip: Some(lt::InlayHintTooltip::String(why)),
                padding_left: None,
                padding_right: Some(true),
                data: None,
            })
            .collect();
        Ok(serde_json::to_value(hints).unwrap_or(Value::Null))
    }
}

/// The command of the flag hints.
const CHECK_WITH_FLAG: &str = "cudafe-rs.checkWithFlag";

/// The nvcc flags messages name as what would allow the code.
const HINTED_FLAGS: [&str; 2] = ["--expt-relaxed-constexpr", "--extended-lambda"];

/// For a message that names an nvcc flag that would allow the code (the
/// constexpr calls across spaces, extended lambdas): an action that checks
/// the document with it (`cudafe-rs.checkWithFlag`). The build needs the
/// flag too, which no edit of the document can give: the action says so.
fn flag_hint(uri: &str, d: &lt::Diagnostic) -> Option<lt::CodeAction> {
    let flag = HINTED_FLAGS.into_iter().find(|f| {
        // `--extended-lambda` is also spelled `-extended-lambda`
        d.message.contains(f) || d.message.contains(&f[1..])
    })?;
    Some(lt::CodeAction {
        title: format!("Check with {flag} (an nvcc flag: add it to the build too)"),
        kind: Some(lt::CodeActionKind::QUICKFIX),
        diagnostics: Some(vec![d.clone()]),
        command: Some(lt::Command {
            title: format!("Check with {flag}"),
            command: CHECK_WITH_FLAG.to_string(),
            arguments: Some(vec![json!(uri), json!(flag)]),
        }),
        is_preferred: Some(false),
        ..Default::default()
    })
}

/// For `attribute "__shared__" does not apply here` (#1835), written as
/// that keyword at the diagnostic's position: the quick fix that deletes
/// it (and the blanks after it).
fn remove_ignored_attribute(
    text: &str,
    index: &LineIndex,
    enc: Encoding,
    uri: &lt::Uri,
    d: &lt::Diagnostic,
) -> Option<lt::CodeAction> {
    let number = diagnostics::DiagKind::AttributeIgnored {
        attribute: String::new(),
    }
    .number()?;
    if d.code != Some(lt::NumberOrString::String(format!("{number}-D"))) {
        return None;
    }
    let attribute = d.message.split('"').nth(1)?;
    let start = index.offset(text, d.range.start, enc);
    let (s, e) = analysis::word_at(text, start)?;
    if s != start || &text[s..e] != attribute {
        return None;
    }
    let blanks = text[e..].len() - text[e..].trim_start_matches([' ', '\t']).len();
    let range = index.range(text, s, e + blanks, enc);
    Some(lt::CodeAction {
        title: format!("Remove {attribute}"),
        kind: Some(lt::CodeActionKind::QUICKFIX),
        diagnostics: Some(vec![d.clone()]),
        edit: Some(lt::WorkspaceEdit {
            changes: Some(
                [(uri.clone(), vec![lt::TextEdit::new(range, String::new())])]
                    .into_iter()
                    .collect(),
            ),
            ..Default::default()
        }),
        is_preferred: Some(true),
        ..Default::default()
    })
}

/// A kernel launch's configuration, for its hover: each argument by what
/// it sets.
fn launch_text(config: &[String]) -> String {
    const WHAT: [&str; 4] = ["grid", "block", "dynamic shared memory (bytes)", "stream"];
    let mut out = format!("\n\nLaunch: `<<<{}>>>`", config.join(", "));
    for (what, arg) in WHAT.iter().zip(config) {
        out.push_str(&format!("\n- {what}: `{}`", arg.trim()));
    }
    out
}

/// An LSP location of a span (none in the built-in prelude, which has no
/// file on disk).
fn location(a: &Analysis<'_>, span: Span, enc: Encoding) -> Option<lt::Location> {
    let (path, text) = a.file(span.file)?;
    if path.starts_with('<') {
        return None;
    }
    let path = compile_db::absolute(path.as_ref())
        .to_string_lossy()
        .into_owned();
    let index = LineIndex::new(text);
    let uri = path_to_uri(&path).parse().ok()?;
    Some(lt::Location {
        uri,
        range: index.range(text, span.start as usize, span.end as usize, enc),
    })
}

fn publish_notification(
    uri: &str,
    version: Option<i32>,
    diagnostics: Vec<lt::Diagnostic>,
) -> Notification {
    let mut params = json!({ "uri": uri, "diagnostics": diagnostics });
    if let Some(v) = version {
        params["version"] = json!(v);
    }
    Notification::new("textDocument/publishDiagnostics".into(), params)
}

/// The diagnostics of a unit, for its main file: positioned in it, or, for
/// those in included files, on the first line with the file and line in
/// the message and a related location. With `related_info` (the client
/// shows it), notes with a position and the instantiation context are
/// related locations; otherwise their text follows the message. The same
/// diagnostic from both sides is published once.
pub fn to_lsp_diagnostics(
    diags: &[diagnostics::Diagnostic],
    main_path: &str,
    text: &str,
    enc: Encoding,
    related_info: bool,
) -> Vec<lt::Diagnostic> {
    let index = LineIndex::new(text);
    let main_abs = compile_db::absolute(main_path.as_ref());
    let uri_of = |file: &str| -> Option<lt::Uri> {
        if file.is_empty() || file.starts_with('<') {
            return None;
        }
        path_to_uri(&compile_db::absolute(file.as_ref()).to_string_lossy())
            .parse()
            .ok()
    };
    let at = |file: &str, line: u32, column: u32| -> Option<lt::Location> {
        let pos = lt::Position::new(line.checked_sub(1)?, column.saturating_sub(1));
        Some(lt::Location {
            uri: uri_of(file)?,
            range: lt::Range::new(pos, pos),
        })
    };
    let mut out: Vec<lt::Diagnostic> = Vec::new();
    for d in diags {
        let in_main = d.line > 0 && compile_db::absolute(d.file.as_ref()) == main_abs;
        let mut message = d.message.clone();
        let mut related = Vec::new();
        if related_info {
            for r in &d.related {
                if let Some(location) = at(&r.file, r.line, r.column) {
                    related.push(lt::DiagnosticRelatedInformation {
                        location,
                        message: r.message.clone(),
                    });
                }
            }
            for (note, file, line) in d.note_positions() {
                match at(file, line, 1) {
                    Some(location) => related.push(lt::DiagnosticRelatedInformation {
                        location,
                        message: note.to_string(),
                    }),
                    None => {
                        message.push('\n');
                        message.push_str(note);
                    }
                }
            }
            // notes with no line (but the `detected during:` heading)
            for note in &d.notes {
                if !note.contains(" at line ") && !note.trim_end().ends_with(':') {
                    message.push('\n');
                    message.push_str(note);
                }
            }
        } else {
            for note in &d.notes {
                message.push('\n');
                message.push_str(note);
            }
        }
        let range = if in_main {
            let line_start = index.offset(text, lt::Position::new(d.line - 1, 0), Encoding::Utf8);
            let line_end = text[line_start..]
                .find('\n')
                .map_or(text.len(), |e| line_start + e);
            let mut start = (line_start + d.column.saturating_sub(1) as usize).min(line_end);
            // a column from a `#line`-mapped position may fall inside
            // a character of this file
            while !text.is_char_boundary(start) {
                start -= 1;
            }
            let end = analysis::word_at(text, start)
                .filter(|(s, _)| *s == start)
                .map_or_else(
                    || next_char(text, start).min(line_end.max(start)),
                    |(_, e)| e,
                );
            index.range(text, start, end, enc)
        } else {
            if d.line > 0 && !d.file.is_empty() {
                message = format!("in included file {}:{}: {message}", d.file, d.line);
                if let Some(location) = at(&d.file, d.line, d.column) {
                    related.insert(
                        0,
                        lt::DiagnosticRelatedInformation {
                            location,
                            message: d.message.clone(),
                        },
                    );
                }
            }
            lt::Range::default()
        };
        let side = match d.origin {
            diagnostics::Origin::Host => "cudafe-rs (host)",
            diagnostics::Origin::Device => "cudafe-rs (device)",
            diagnostics::Origin::Both => "cudafe-rs",
        };
        let diagnostic = lt::Diagnostic {
            range,
            severity: Some(match d.severity {
                diagnostics::Severity::Remark => lt::DiagnosticSeverity::INFORMATION,
                diagnostics::Severity::Warning => lt::DiagnosticSeverity::WARNING,
                _ => lt::DiagnosticSeverity::ERROR,
            }),
            code: d
                .number
                .map(|n| lt::NumberOrString::String(format!("{n}-D"))),
            code_description: None,
            source: Some(side.to_string()),
            message,
            related_information: (!related.is_empty()).then_some(related),
            tags: None,
            data: None,
        };
        // the same diagnostic from the other side: one, of both sides
        match out.iter_mut().find(|o| {
            o.range == diagnostic.range
                && o.severity == diagnostic.severity
                && o.code == diagnostic.code
                && o.message == diagnostic.message
        }) {
            Some(o) => {
                if o.source != diagnostic.source {
                    o.source = Some("cudafe-rs".to_string());
                }
            }
            None => out.push(diagnostic),
        }
    }
    out
}

/// The offset after the character at `i` (an empty range shows nothing).
fn next_char(text: &str, i: usize) -> usize {
    text[i.min(text.len())..]
        .chars()
        .next()
        .map_or(i, |c| i + c.len_utf8())
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "panic".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diagnostic(origin: diagnostics::Origin, notes: &[&str]) -> diagnostics::Diagnostic {
        diagnostics::Diagnostic {
            file: "/src/k.cu".into(),
            line: 3,
            column: 5,
            severity: diagnostics::Severity::Error,
            number: Some(20014),
            message: "calling a __host__ function(\"h\") from a __device__ function(\"d<int>\") is not allowed".into(),
            notes: notes.iter().map(|n| n.to_string()).collect(),
            source_line: None,
            origin,
            promoted: false,
            related: Vec::new(),
            preprocessor: false,
            end_of_source: false,
        }
    }

    const TEXT: &str = "int h();\ntemplate <class T> __device__ T d() {\n    h(); return T();\n}\n";

    #[test]
    fn instantiation_context_is_related_information_when_the_client_shows_it() {
        let d = diagnostic(
            diagnostics::Origin::Device,
            &[
                "detected during:",
                "instantiation of \"d<int>\" at line 7",
                "instantiation of \"e\" at line 9 of \"/src/h.cuh\"",
            ],
        );
        let with = to_lsp_diagnostics(
            std::slice::from_ref(&d),
            "/src/k.cu",
            TEXT,
            Encoding::Utf16,
            true,
        );
        let related: Vec<String> = with[0]
            .related_information
            .iter()
            .flatten()
            .map(|r| {
                format!(
                    "{} {}: {}",
                    r.location.uri.as_str(),
                    r.location.range.start.line + 1,
                    r.message
                )
            })
            .collect();
        assert_eq!(
            related,
            [
                "file:///src/k.cu 7: instantiation of \"d<int>\" at line 7",
                "file:///src/h.cuh 9: instantiation of \"e\" at line 9 of \"/src/h.cuh\""
            ]
        );
        assert_eq!(with[0].message, d.message);
        // a client without it gets the context in the message
        let without = to_lsp_diagnostics(
            std::slice::from_ref(&d),
            "/src/k.cu",
            TEXT,
            Encoding::Utf16,
            false,
        );
        assert!(without[0].related_information.is_none());
        assert!(
            without[0].message.ends_with("at line 9 of \"/src/h.cuh\""),
            "{}",
            without[0].message
        );
    }

    #[test]
    fn the_same_diagnostic_of_both_sides_is_published_once() {
        let host = diagnostic(diagnostics::Origin::Host, &[]);
        let device = diagnostic(diagnostics::Origin::Device, &[]);
        let out = to_lsp_diagnostics(
            &[host, device.clone()],
            "/src/k.cu",
            TEXT,
            Encoding::Utf16,
            true,
        );
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].source.as_deref(), Some("cudafe-rs"));
        let mut other = device;
        other.column = 6;
        let host = diagnostic(diagnostics::Origin::Host, &[]);
        assert_eq!(
            to_lsp_diagnostics(&[host, other], "/src/k.cu", TEXT, Encoding::Utf16, true).len(),
            2
        );
    }
}
