//! `cudafe-rs watch [--compile-commands FILE] [--clear] [FLAGS]
//! FILE-OR-DIR...`: one database for the process; the files, the headers they include and
//! the directories given are watched (notify, events debounced), and every
//! change re-checks the units it touches and prints their diagnostics with
//! the time taken. Only what the change invalidated is recomputed.
//!
//! Directories are watched rather than files: editors save by writing a
//! new file and renaming it over the old one, which a watch on the old
//! file's inode would miss. Watching starts before anything is read, so a
//! change during the first check is not lost. A deleted, renamed or
//! unreadable file is reported, never fatal: its report says so and it is
//! checked again if it comes back.
//!
//! Without `--compile-commands`, the flags come from a compilation database
//! found as `serve` finds one (`compile_commands.json`, `build*/...`), in
//! the first file's directory or above it (`--no-compile-commands`: none).
//! Each report's summary line has the time of day; `--clear` clears a
//! terminal before each batch of reports.

use crate::check::{self, LoadedUnit, OptionsCache};
use crate::cli::{self, CheckArgs, OutputFormat};
use crate::compile_db::{self, CompileDb};
use crate::db::{FileChange, RootDatabase};
use base_db::SourceDb;
use diagnostics::{RenderOptions, Severity, render_edg};
use notify::{RecursiveMode, Watcher};
use rustc_hash::FxHashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long the file system must be quiet before a re-check: an editor's
/// save is several events (write, rename, attributes).
const DEBOUNCE: Duration = Duration::from_millis(50);

pub fn run(args: &[String]) -> i32 {
    // a long-running process (see `daemon_memory`)
    crate::daemon_memory();
    let mut compile_commands = None;
    let mut rest = Vec::new();
    let mut clear = false;
    let mut search_db = true;
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--clear" {
            clear = true;
        } else if args[i] == "--no-compile-commands" {
            search_db = false;
        } else if args[i] == "--compile-commands" {
            i += 1;
            match args.get(i) {
                Some(f) => compile_commands = Some(f.clone()),
                None => return usage_error("missing argument for option '--compile-commands'"),
            }
        } else if let Some(v) = args[i].strip_prefix("--compile-commands=") {
            compile_commands = Some(v.to_string());
        } else {
            rest.push(args[i].clone());
        }
        i += 1;
    }
    let args = match cli::parse_check_args(&rest).and_then(crate::toolkit::with_toolkit) {
        Ok(a) => a,
        Err(e) => return usage_error(&e.to_string()),
    };
    // like `serve`: a database beside the files or above them
    if compile_commands.is_none() && search_db {
        let start = args
            .files
            .first()
            .map(|f| compile_db::absolute(Path::new(f)));
        let start = start.map(|f| {
            if f.is_dir() {
                f
            } else {
                f.parent().map_or(f.clone(), Path::to_path_buf)
            }
        });
        if let Some(found) = start
            .as_deref()
            .and_then(|d| d.ancestors().find_map(compile_db::find_in))
        {
            crate::errln!("cudafe-rs watch: flags from {}", found.display());
            compile_commands = Some(crate::os_text::to_text(found.as_os_str()));
        }
    }
    let compile_db = match compile_commands {
        Some(p) => match CompileDb::load(Path::new(&p)) {
            Ok(db) => {
                for w in &db.warnings {
                    crate::errln!("cudafe-rs watch: {p}: {w}");
                }
                Some(db)
            }
            Err(e) => {
                crate::errln!("cudafe-rs watch: {e}");
                return 4;
            }
        },
        None => None,
    };
    let mut targets: Vec<PathBuf> = args
        .files
        .iter()
        .map(|f| compile_db::absolute(Path::new(f)))
        .collect();
    if targets.is_empty() {
        match &compile_db {
            // the database's CUDA files
            Some(db) => targets.extend(
                db.entries
                    .iter()
                    .filter(|e| e.is_cuda)
                    .map(|e| e.file.clone()),
            ),
            None => return usage_error("no input files or directories"),
        }
    }
    let (tx, rx) = mpsc::channel();
    let watcher = notify::recommended_watcher(move |event| {
        let _ = tx.send(event);
    });
    let watcher = match watcher {
        Ok(w) => w,
        Err(e) => {
            crate::errln!("cudafe-rs watch: cannot watch files: {e}");
            return 4;
        }
    };
    let mut w = Watch {
        db: RootDatabase::default(),
        args,
        compile_db,
        options: OptionsCache::default(),
        watcher,
        watched: FxHashSet::default(),
        wanted: Vec::new(),
        dirs: Vec::new(),
        units: Vec::new(),
        clear: clear && std::io::IsTerminal::is_terminal(&std::io::stdout()),
    };
    // watch first, read after
    for t in &targets {
        if t.is_dir() {
            w.watch(t, RecursiveMode::Recursive);
            w.dirs.push(t.clone());
        } else if let Some(parent) = t.parent() {
            w.watch(parent, RecursiveMode::NonRecursive);
        }
    }
    let mut files = Vec::new();
    for t in &targets {
        if t.is_dir() {
            cuda_files_in(t, &mut files);
        } else {
            files.push(t.clone());
        }
    }
    // a file given together with its directory (or twice) is one unit
    let mut seen = FxHashSet::default();
    files.retain(|f| seen.insert(compile_db::normalize(&compile_db::absolute(f))));
    for f in files {
        w.add_unit(&f);
    }
    let all: Vec<usize> = (0..w.units.len()).collect();
    w.check_and_report(&all, None);
    w.event_loop(rx);
    0
}

fn usage_error(e: &str) -> i32 {
    crate::errln!("cudafe-rs watch: {e}\nusage: {USAGE}");
    4
}

pub const USAGE: &str = "cudafe-rs watch [--compile-commands FILE | --no-compile-commands] [--clear] [FLAGS] FILE-OR-DIR...";

/// The local time of day, `HH:MM:SS`, to tell one report from the next.
fn clock_time() -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs()) as libc::time_t;
    // SAFETY: localtime_r writes only the `tm` given; both live here.
    let tm = unsafe {
        let mut tm: libc::tm = std::mem::zeroed();
        if libc::localtime_r(&now, &mut tm).is_null() {
            return String::from("--:--:--");
        }
        tm
    };
    format!("{:02}:{:02}:{:02}", tm.tm_hour, tm.tm_min, tm.tm_sec)
}

struct WatchedUnit {
    path: PathBuf,
    /// Created once the file could be read.
    unit: Option<LoadedUnit>,
    controls: cli::DiagControls,
    /// The files it read last time (absolute), to know what a change touches.
    deps: FxHashSet<PathBuf>,
}

struct Watch {
    db: RootDatabase,
    args: CheckArgs,
    compile_db: Option<CompileDb>,
    options: OptionsCache,
    watcher: notify::RecommendedWatcher,
    /// Directories watched now (non-recursively, or recursively for
    /// `dirs`), and the nearest existing ancestors of missing ones.
    watched: FxHashSet<PathBuf>,
    /// Every directory that should be watched, with its mode: one that is
    /// deleted is watched again when it comes back (see `rearm`).
    wanted: Vec<(PathBuf, RecursiveMode)>,
    /// Directories given on the command line: new `.cu` files in them are
    /// checked too.
    dirs: Vec<PathBuf>,
    units: Vec<WatchedUnit>,
    /// `--clear` on a terminal: each batch of reports on a clean screen.
    clear: bool,
}

impl Watch {
    /// Watches `dir` from now on, and its parent too: the parent sees the
    /// directory itself deleted, renamed or created again.
    fn watch(&mut self, dir: &Path, mode: RecursiveMode) {
        if !self.wanted.iter().any(|(d, _)| d == dir) {
            self.wanted.push((dir.to_path_buf(), mode));
        }
        self.arm(dir, mode);
        if let Some(parent) = dir.parent() {
            self.arm(parent, RecursiveMode::NonRecursive);
        }
    }

    fn arm(&mut self, dir: &Path, mode: RecursiveMode) -> bool {
        if self.watched.contains(dir) {
            return false;
        }
        match self.watcher.watch(dir, mode) {
            Ok(()) => {
                self.watched.insert(dir.to_path_buf());
                true
            }
            Err(e) => {
                // out of inotify watches, say: reported, the rest is still
                // watched (a missing directory is watched through its
                // ancestor until it comes back)
                if dir.exists() {
                    crate::errln!("cudafe-rs watch: cannot watch {}: {e}", dir.display());
                }
                false
            }
        }
    }

    /// After a batch of events: a wanted directory that is gone is watched
    /// through its nearest existing ancestor; one that came back is watched
    /// again. Returns the known files under the directories armed again
    /// (they are read anew: they may have changed while nobody watched).
    fn rearm(&mut self) -> Vec<PathBuf> {
        let mut again = Vec::new();
        for (dir, mode) in self.wanted.clone() {
            if dir.is_dir() {
                if self.arm(&dir, mode) {
                    again.push(dir);
                }
            } else {
                // the kernel dropped its watch with the directory
                if self.watched.remove(&dir) {
                    let _ = self.watcher.unwatch(&dir);
                }
                if let Some(ancestor) = dir.ancestors().skip(1).find(|a| a.is_dir()) {
                    self.arm(ancestor, RecursiveMode::NonRecursive);
                }
            }
        }
        again
            .iter()
            .flat_map(|d| self.known_files_under(d))
            .collect()
    }

    /// The units' files and the files they read, under `dir`.
    fn known_files_under(&self, dir: &Path) -> Vec<PathBuf> {
        let mut out: Vec<PathBuf> = self
            .units
            .iter()
            .flat_map(|u| std::iter::once(&u.path).chain(u.deps.iter()))
            .filter(|p| p.starts_with(dir) && p.as_path() != dir)
            .cloned()
            .collect();
        out.sort();
        out.dedup();
        out
    }

    fn add_unit(&mut self, path: &Path) {
        let args = compile_db::args_for(self.compile_db.as_ref(), path, &self.args);
        let options = self.options.get(&self.db, &args);
        let unit = check::load_unit(&self.db, &path.to_string_lossy(), options);
        self.units.push(WatchedUnit {
            path: path.to_path_buf(),
            unit,
            controls: args.controls,
            deps: FxHashSet::default(),
        });
    }

    /// Re-checks some units and prints a report for each.
    /// `since`: when the change was seen (none for the first check).
    fn check_and_report(&mut self, which: &[usize], since: Option<Instant>) {
        let mut out = String::new();
        for &i in which {
            out.push_str(&self.check_one(i, since));
        }
        // headers read for the first time: watch their directories, and
        // re-read them in case they changed before the watch began
        let mut new_dirs = Vec::new();
        for u in &self.units {
            for d in &u.deps {
                if let Some(parent) = d.parent()
                    && !self.watched.contains(parent)
                {
                    new_dirs.push(parent.to_path_buf());
                }
            }
        }
        new_dirs.sort();
        new_dirs.dedup();
        let mut stdout = std::io::stdout().lock();
        if self.clear {
            // erase the screen and the scrollback, cursor home
            let _ = stdout.write_all(b"\x1b[H\x1b[2J\x1b[3J");
        }
        let _ = stdout.write_all(out.as_bytes());
        let _ = stdout.flush();
        drop(stdout);
        if new_dirs.is_empty() {
            return;
        }
        for d in &new_dirs {
            self.watch(d, RecursiveMode::NonRecursive);
        }
        let raced: Vec<PathBuf> = self
            .units
            .iter()
            .flat_map(|u| u.deps.iter())
            .filter(|d| d.parent().is_some_and(|p| new_dirs.iter().any(|n| n == p)))
            .cloned()
            .collect();
        self.apply_changes(raced, Instant::now());
    }

    /// Checks unit `i`; its report (the diagnostics, then a summary line
    /// with the time taken).
    fn check_one(&mut self, i: usize, since: Option<Instant>) -> String {
        let u = &self.units[i];
        let name = u.path.to_string_lossy().into_owned();
        let Some(unit) = u.unit else {
            // never read
            let why = if u.path.exists() {
                missing_reason(&u.path)
            } else {
                "does not exist; no diagnostics".into()
            };
            return format!("{name}: {why}\n");
        };
        // a deleted main file: its input is retired, not checked
        if self.db.load_file(&name).is_none() {
            return format!("{name}: {}\n", missing_reason(&u.path));
        }
        let started = Instant::now();
        let report = check::report(&self.db, &unit, &u.controls);
        let diags = &report.diagnostics;
        let took = started.elapsed();
        let mut deps = FxHashSet::default();
        for us in [unit.host, unit.device] {
            for f in base_db::unit_source_files(&self.db, us) {
                let path = f.path(&self.db);
                if !path.starts_with('<') {
                    deps.insert(compile_db::absolute(Path::new(path)));
                }
            }
        }
        self.units[i].deps = deps;
        let errors = diags.iter().filter(|d| d.is_error()).count();
        let warnings = diags
            .iter()
            .filter(|d| matches!(d.severity, Severity::Warning | Severity::Remark))
            .count();
        let summary = match (errors, warnings) {
            (0, 0) => "no diagnostics".to_string(),
            (e, w) => format!("{e} error{}, {w} warning{}", plural(e), plural(w)),
        };
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        // the diagnostics, then the summary: a report ends with its
        // summary line
        let mut report = match self.args.format {
            OutputFormat::Text if !diags.is_empty() => render_edg(
                diags,
                &RenderOptions {
                    gcc_color: crate::console::gcc_color(std::io::IsTerminal::is_terminal(
                        &std::io::stdout(),
                    )),
                    main_file_name: name.clone(),
                    display_error_number: self.units[i].controls.display_error_number,
                    error_limit_reached: report.error_limit_reached,
                },
            ),
            OutputFormat::Json => check::render_json(&report),
            _ => String::new(),
        };
        let clock = clock_time();
        report.push_str(&match since {
            Some(t) => format!(
                "{name}: {summary} (checked in {:.1} ms, {:.1} ms after the change, at {clock})\n",
                ms(took),
                ms(t.elapsed())
            ),
            None => format!(
                "{name}: {summary} (checked in {:.1} ms, at {clock})\n",
                ms(took)
            ),
        });
        report
    }

    fn event_loop(&mut self, rx: mpsc::Receiver<notify::Result<notify::Event>>) {
        while let Ok(first) = rx.recv() {
            let mut events = vec![first];
            while let Ok(e) = rx.recv_timeout(DEBOUNCE) {
                events.push(e);
            }
            let since = Instant::now();
            let mut paths = Vec::new();
            for e in events {
                match e {
                    Ok(e) => paths.extend(e.paths),
                    Err(e) => crate::errln!("cudafe-rs watch: {e}"),
                }
            }
            paths.sort();
            paths.dedup();
            self.apply_changes(paths, since);
        }
    }

    /// Reads the changed paths again and re-checks the units they touch.
    fn apply_changes(&mut self, paths: Vec<PathBuf>, since: Instant) {
        let mut paths: Vec<PathBuf> = paths.iter().map(|p| compile_db::absolute(p)).collect();
        // a directory deleted, renamed or back: every known file under it
        let under: Vec<PathBuf> = paths
            .iter()
            .flat_map(|p| self.known_files_under(p))
            .collect();
        paths.extend(under);
        paths.extend(self.rearm());
        paths.sort();
        paths.dedup();
        let mut existence = false;
        let mut touched: FxHashSet<PathBuf> = FxHashSet::default();
        // a unit's file that changed into something unreadable (a
        // directory, a FIFO, a link to a device) is reported each time
        for u in &self.units {
            if paths.binary_search(&u.path).is_ok() && u.path.exists() && !u.path.is_file() {
                touched.insert(u.path.clone());
            }
        }
        for p in &paths {
            let p = p.clone();
            for key in self.db.known_paths_of(&p) {
                match self.db.refresh_from_disk(&key) {
                    FileChange::None => {}
                    FileChange::Text => {
                        touched.insert(p.clone());
                    }
                    FileChange::Existence => {
                        existence = true;
                        touched.insert(p.clone());
                    }
                }
            }
            // a new .cu file in a watched directory
            if is_cuda_source(&p)
                && p.is_file()
                && self.dirs.iter().any(|d| p.starts_with(d))
                && !self.units.iter().any(|u| u.path == p)
            {
                self.add_unit(&p);
                touched.insert(p.clone());
            }
            // a target that could not be read before
            if let Some(i) = self
                .units
                .iter()
                .position(|u| u.path == p && u.unit.is_none())
            {
                let path = self.units[i].path.clone();
                self.units.remove(i);
                self.add_unit(&path);
                touched.insert(p.clone());
            }
        }
        if existence {
            // includes are looked up again (a header appeared or went)
            for u in self.units.iter().filter_map(|u| u.unit) {
                self.db.touch_unit(u.unit);
            }
        }
        if touched.is_empty() {
            return;
        }
        let which: Vec<usize> = (0..self.units.len())
            .filter(|&i| {
                let u = &self.units[i];
                let present =
                    u.unit.is_some() && self.db.load_file(&u.path.to_string_lossy()).is_some();
                // a missing file is reported once, when it goes
                touched.contains(&u.path)
                    || present && (existence || u.deps.iter().any(|d| touched.contains(d)))
            })
            .collect();
        self.check_and_report(&which, Some(since));
    }
}

/// Why a unit's file gave no diagnostics: gone, or what it is now.
fn missing_reason(path: &Path) -> String {
    use std::os::unix::fs::FileTypeExt;
    let Ok(meta) = std::fs::metadata(path) else {
        return match std::fs::symlink_metadata(path) {
            Ok(_) => "a broken symbolic link; no diagnostics".into(),
            Err(_) => "deleted or renamed; no diagnostics".into(),
        };
    };
    let t = meta.file_type();
    let what = if t.is_dir() {
        "a directory"
    } else if t.is_fifo() {
        "a FIFO"
    } else if t.is_char_device() || t.is_block_device() {
        "a device"
    } else if t.is_socket() {
        "a socket"
    } else {
        "unreadable"
    };
    let link = if std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
        "a link to "
    } else {
        ""
    };
    match what {
        "unreadable" => "cannot be read; no diagnostics".into(),
        _ => format!("now {link}{what}, not a source file; no diagnostics"),
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn is_cuda_source(p: &Path) -> bool {
    p.extension().is_some_and(|e| e == "cu")
}

/// The `.cu` files under a directory, in name order (hidden directories
/// skipped).
fn cuda_files_in(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        let hidden = p
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with('.'));
        if hidden {
            continue;
        }
        if p.is_dir() {
            cuda_files_in(&p, out);
        } else if is_cuda_source(&p) {
            out.push(p);
        }
    }
}
