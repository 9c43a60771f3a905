//! `check --compile-commands FILE [--jobs N]`: a whole project's units,
//! each with its own flags, checked in parallel on clones of one database
//! (the headers the units share are read and lowered once), as a CI job
//! runs it.
//!
//! The diagnostics come out as `check` prints them, file by file in the
//! database's order whatever order the workers finish in; a progress bar
//! shows on a terminal only (never in a log); the text format ends with a
//! summary: one line per file with problems and a total. The exit code is
//! the worst of the files' (0, 2 with errors, 4 when a file could not be
//! checked).

use crate::check::{LoadedUnit, OptionsCache, emit, load_unit, report};
use crate::cli::{CheckArgs, OutputFormat};
use crate::controls::Report;
use crate::db::RootDatabase;
use diagnostics::Severity;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The number of units checked at once when `--jobs` does not say: each
/// unit already checks its two sides on two threads.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().div_ceil(2))
}

/// One unit to check: its arguments, its path, and the unit (`None` when
/// the file could not be read).
struct Work<'a> {
    args: &'a CheckArgs,
    path: String,
    unit: Option<LoadedUnit>,
}

/// Problems of one file, for the summary.
#[derive(Default)]
struct Tally {
    errors: usize,
    warnings: usize,
    unreadable: bool,
}

impl Tally {
    fn of(report: &Report) -> Tally {
        let count =
            |f: fn(Severity) -> bool| report.diagnostics.iter().filter(|d| f(d.severity)).count();
        Tally {
            errors: count(|s| matches!(s, Severity::Error | Severity::Fatal))
                + usize::from(report.error_limit_reached),
            warnings: count(|s| s == Severity::Warning),
            unreadable: false,
        }
    }

    fn line(&self, path: &str) -> Option<String> {
        if self.unreadable {
            return Some(format!("{path}: could not be read"));
        }
        let plural = |n: usize, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
        match (self.errors, self.warnings) {
            (0, 0) => None,
            (e, w) => Some(format!(
                "{path}: {}, {}",
                plural(e, "error"),
                plural(w, "warning")
            )),
        }
    }
}

/// Checks every file of every set of arguments with `jobs` units at once;
/// returns the highest exit code.
pub fn run(runs: &[CheckArgs], jobs: usize) -> i32 {
    let Some(first) = runs.first() else {
        return 0;
    };
    let format = first.format;
    let db = RootDatabase::default();
    let mut cache = OptionsCache::default();
    let mut work = Vec::new();
    for args in runs {
        let options = cache.get(&db, args);
        for path in &args.files {
            let unit = load_unit(&db, path, options);
            work.push(Work {
                args,
                path: path.clone(),
                unit,
            });
        }
    }
    let bar = progress_bar(work.len() as u64);
    let next = AtomicUsize::new(0);
    let (tx, rx) = std::sync::mpsc::channel::<(usize, Option<Report>)>();
    let mut sarif = crate::sarif::SarifLog::default();
    let mut tallies: Vec<Tally> = Vec::with_capacity(work.len());
    let mut exit = 0;
    std::thread::scope(|scope| {
        for k in 0..jobs.clamp(1, work.len().max(1)) {
            let (db, tx, work, next) = (db.clone(), tx.clone(), &work, &next);
            let spawned = std::thread::Builder::new()
                .name(format!("check-{k}"))
                // the checks recurse (see main)
                .stack_size(256 << 20)
                .spawn_scoped(scope, move || {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(w) = work.get(i) else { break };
                        let r = w.unit.map(|u| report(&db, &u, &w.args.controls));
                        if tx.send((i, r)).is_err() {
                            break;
                        }
                    }
                });
            if spawned.is_err() && k == 0 {
                crate::errln!("cudafe-rs: cannot start a thread to check the files");
                return;
            }
        }
        drop(tx);
        // in the database's order, as each file's turn comes
        let mut done: Vec<Option<Option<Report>>> = (0..work.len()).map(|_| None).collect();
        let mut shown = 0;
        for (i, r) in rx {
            done[i] = Some(r);
            bar.inc(1);
            while shown < work.len() {
                let Some(r) = done[shown].take() else { break };
                let w = &work[shown];
                bar.set_message(w.path.clone());
                bar.suspend(|| match r {
                    Some(r) => {
                        exit = exit.max(emit(format, &w.path, w.args, &r, &mut sarif));
                        tallies.push(Tally::of(&r));
                    }
                    None => {
                        crate::check::report_unreadable(&db, &w.path);
                        exit = 4;
                        tallies.push(Tally {
                            unreadable: true,
                            ..Tally::default()
                        });
                    }
                });
                shown += 1;
            }
        }
    });
    bar.finish_and_clear();
    if tallies.len() < work.len() {
        return 4;
    }
    match format {
        OutputFormat::Sarif => {
            let unread: Vec<String> = work
                .iter()
                .filter(|w| w.unit.is_none())
                .map(|w| w.path.clone())
                .collect();
            sarif.unread(&unread);
            crate::outln!("{}", sarif.finish(exit));
        }
        OutputFormat::Text => crate::err!("{}", summary(&work, &tallies)),
        OutputFormat::Json => {}
    }
    exit
}

/// The closing lines of a text run: each file with problems, then the
/// totals.
fn summary(work: &[Work], tallies: &[Tally]) -> String {
    let mut out = String::new();
    for (w, t) in work.iter().zip(tallies) {
        if let Some(line) = t.line(&w.path) {
            out.push_str(&line);
            out.push('\n');
        }
    }
    let with_errors = tallies
        .iter()
        .filter(|t| t.errors > 0 || t.unreadable)
        .count();
    let with_warnings = tallies
        .iter()
        .filter(|t| t.errors == 0 && !t.unreadable && t.warnings > 0)
        .count();
    let clean = tallies.len() - with_errors - with_warnings;
    out.push_str(&format!(
        "cudafe-rs: {} checked: {with_errors} with errors, {with_warnings} with warnings only, {clean} clean\n",
        if tallies.len() == 1 {
            "1 file".to_string()
        } else {
            format!("{} files", tallies.len())
        }
    ));
    out
}

/// A bar on stderr when it is a terminal; hidden otherwise (a CI log gets
/// the diagnostics and the summary only).
fn progress_bar(len: u64) -> indicatif::ProgressBar {
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(len);
    if let Ok(style) =
        indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} files  {wide_msg}")
    {
        bar.set_style(style);
    }
    bar
}
