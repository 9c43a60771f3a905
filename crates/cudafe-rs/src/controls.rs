//! The diagnostic controls: `#pragma nv_diag_*` and `nv_diagnostic
//! push/pop` (from `base_db::diag_pragmas`), the command line's
//! `--diag_suppress|remark|warning|error|once`, `-w`, `--remarks`,
//! `-Werror=all-warnings` and the error limit, applied to each side's
//! diagnostics as that side's front end applies them, before the two
//! sides are merged.
//!
//! The rules, as observed with the real tools (see the cases in
//! `test-data/oracle/controls/`):
//!
//! - Only discretionary diagnostics change severity (every warning and
//!   remark, some errors: `diagnostics::ids`); hard errors ignore the
//!   controls.
//! - A pragma governs the diagnostics positioned after it in the
//!   translation unit; `nv_diagnostic pop` restores what `push` saw.
//! - The command line sets the starting severity; a pragma overrides it
//!   from its position on, and `nv_diag_default` returns to the command
//!   line's severity (not the built-in one).
//! - `nv_diag_once N` (or `--diag_once`): after it, an `N` is reported only
//!   if no `N` was reported before, wherever.
//! - Remarks are hidden unless `--remarks`; `-w` hides warnings and
//!   remarks; `-Werror=all-warnings` makes the warnings shown errors.
//! - The error limit (100 unless `--error_limit`) counts errors only: the
//!   front end stops after that many, with `Error limit reached.`.
//! - The pragmas' own mistakes are warnings: #253 `expected a ","`, #1222
//!   `invalid error number`, #1224 `expected an error number or error
//!   tag`, #3184/#3185 for `nv_diagnostic` (not in system headers).

use crate::cli::DiagControls;
use base_db::{DiagAction, DiagPragma, DiagPragmaKind, ListEntry, UnitSide};
use diagnostics::{Diagnostic, Origin, Severity};
use rustc_hash::FxHashMap;

/// A severity a control can give.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Suppress,
    Remark,
    Warning,
    Error,
}

impl Level {
    fn of(severity: Severity) -> Level {
        match severity {
            Severity::Remark => Level::Remark,
            Severity::Warning => Level::Warning,
            Severity::Error | Severity::Fatal => Level::Error,
        }
    }
}

/// A unit's diagnostics after the controls, both sides merged.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    pub diagnostics: Vec<Diagnostic>,
    /// A side stopped at the error limit (a catastrophic error: exit 4).
    pub error_limit_reached: bool,
}

impl Report {
    /// cudafe++'s exit code: 0, 2 with errors, 4 after a catastrophic
    /// error (the error limit, or a file that cannot be read, which gcc
    /// reports in nvcc's pipeline and cudafe++ would report as catastrophic).
    pub fn exit_code(&self) -> i32 {
        if self.error_limit_reached
            || self
                .diagnostics
                .iter()
                .any(|d| d.severity == Severity::Fatal)
        {
            4
        } else if self.diagnostics.iter().any(|d| d.is_error()) {
            2
        } else {
            0
        }
    }
}

/// The diagnostics of a unit (both sides) with the controls applied.
pub fn unit_report(
    db: &dyn cuda_sema::SemaDb,
    host: UnitSide,
    device: UnitSide,
    controls: &DiagControls,
) -> Report {
    let (host_diags, device_diags) = cuda_sema::both_sides_diagnostics(db, host, device);
    let (host_diags, host_limit) = apply_side(db, host, host_diags, controls, Origin::Host);
    let (device_diags, device_limit) =
        apply_side(db, device, device_diags, controls, Origin::Device);
    let main = host.unit(db).main(db).path(db).clone();
    Report {
        diagnostics: cuda_sema::merge_sides(host_diags, device_diags, &main),
        error_limit_reached: host_limit || device_limit,
    }
}

/// One side's diagnostics alone with the controls applied (drop-in mode:
/// nvcc runs cudafe++ on the host side only).
pub fn side_report(db: &dyn cuda_sema::SemaDb, us: UnitSide, controls: &DiagControls) -> Report {
    let diags = cuda_sema::side_diagnostics(db, us).clone();
    let (diagnostics, error_limit_reached) = apply_side(db, us, diags, controls, Origin::Host);
    Report {
        diagnostics,
        error_limit_reached,
    }
}

/// One side's diagnostics (in the order its front end reports them) with
/// its pragmas and the command line applied; true when the side stopped
/// at the error limit.
fn apply_side(
    db: &dyn cuda_sema::SemaDb,
    us: UnitSide,
    diags: Vec<Diagnostic>,
    controls: &DiagControls,
    origin: Origin,
) -> (Vec<Diagnostic>, bool) {
    let diag_pragmas = base_db::diag_pragmas(db, us);
    let mut pragmas = PragmaTable::new(diag_pragmas, origin);
    // positions matter only when there are pragmas
    let lines = (!diag_pragmas.is_empty()).then(|| base_db::token_lines(db, us));
    let position = |d: &Diagnostic| lines.map_or(0, |l| l.position(&d.file, d.line));
    let cli: FxHashMap<u32, Level> = controls.severities.iter().copied().collect();

    // the pragmas' own warnings take their place among the diagnostics
    let mut positioned: Vec<(usize, Diagnostic)> = Vec::with_capacity(diags.len());
    let mut extra = std::mem::take(&mut pragmas.warnings).into_iter().peekable();
    for d in diags {
        let pos = position(&d);
        while let Some(w) = extra.next_if(|(p, _)| *p <= pos) {
            positioned.push(w);
        }
        positioned.push((pos, d));
    }
    positioned.extend(extra);

    let mut out = Vec::new();
    let mut reported: FxHashMap<u32, u32> = FxHashMap::default();
    let mut errors = 0;
    for (pos, mut d) in positioned {
        if d.severity != Severity::Fatal {
            let mut level = Level::of(d.severity);
            if d.is_discretionary()
                && let Some(n) = d.number
            {
                let default = cli.get(&n).copied().unwrap_or(level);
                level = pragmas.level_at(n, pos).unwrap_or(default);
            }
            let hidden = match level {
                Level::Suppress => true,
                Level::Remark => !controls.remarks || controls.no_warnings,
                Level::Warning => controls.no_warnings,
                Level::Error => false,
            };
            let once = d.number.is_some_and(|n| {
                reported.get(&n).is_some_and(|&c| c > 0)
                    && (controls.once.contains(&n) || pragmas.once_at(n, pos))
            });
            if hidden || once {
                continue;
            }
            if level == Level::Warning && controls.promote_warnings {
                level = Level::Error;
                d.promoted = true;
            }
            d.severity = match level {
                Level::Remark => Severity::Remark,
                Level::Warning => Severity::Warning,
                _ => Severity::Error,
            };
        }
        if let Some(n) = d.number {
            *reported.entry(n).or_default() += 1;
        }
        let error = d.is_error();
        out.push(d);
        if error {
            errors += 1;
            if controls.error_limit > 0 && errors >= controls.error_limit {
                return (out, true);
            }
        }
    }
    (out, false)
}

/// The diagnostics up to the error limit's last error (`limit` 0: no
/// limit), and whether the limit was reached.
pub fn error_limited(diags: &[Diagnostic], limit: u32) -> (&[Diagnostic], bool) {
    if limit == 0 {
        return (diags, false);
    }
    let mut errors = 0;
    for (i, d) in diags.iter().enumerate() {
        if d.is_error() {
            errors += 1;
            if errors >= limit {
                return (&diags[..=i], true);
            }
        }
    }
    (diags, false)
}

/// One side's pragmas, replayed: for each number, where its severity
/// changes (`None`: back to the default); where `once` starts; and the
/// pragmas' own warnings.
struct PragmaTable {
    changes: FxHashMap<u32, Vec<(usize, Option<Level>)>>,
    once: FxHashMap<u32, usize>,
    warnings: Vec<(usize, Diagnostic)>,
}

impl PragmaTable {
    fn new(pragmas: &[DiagPragma], origin: Origin) -> PragmaTable {
        let mut table = PragmaTable {
            changes: FxHashMap::default(),
            once: FxHashMap::default(),
            warnings: Vec::new(),
        };
        // the current overrides, and those saved by each open push
        let mut current: FxHashMap<u32, Level> = FxHashMap::default();
        let mut saved: Vec<FxHashMap<u32, Level>> = Vec::new();
        for p in pragmas {
            let pos = p.token_index;
            let mut warn = |column: u32, number: u32, message: &str| {
                if !p.system {
                    table.warnings.push((
                        pos,
                        Diagnostic {
                            file: p.file.clone(),
                            line: p.line,
                            column,
                            severity: Severity::Warning,
                            number: Some(number),
                            message: message.to_string(),
                            notes: Vec::new(),
                            source_line: Some(p.source_line.as_str().into()),
                            origin,
                            promoted: false,
                            preprocessor: false,
                            end_of_source: false,
                            related: Vec::new(),
                        },
                    ));
                }
            };
            match &p.kind {
                DiagPragmaKind::Push => saved.push(current.clone()),
                DiagPragmaKind::Pop => match saved.pop() {
                    Some(before) => {
                        let mut numbers: Vec<u32> =
                            current.keys().chain(before.keys()).copied().collect();
                        numbers.sort_unstable();
                        numbers.dedup();
                        for n in numbers {
                            let restored = before.get(&n).copied();
                            if current.get(&n).copied() != restored {
                                table.changes.entry(n).or_default().push((pos, restored));
                            }
                        }
                        current = before;
                    }
                    None => warn(
                        p.end_column,
                        3185,
                        "no '#pragma diagnostic push' was found to match this 'diagnostic pop'",
                    ),
                },
                DiagPragmaKind::BadDiagnostic { column } => warn(
                    *column,
                    3184,
                    "#pragma diagnostic must have either 'push' or 'pop' argument",
                ),
                DiagPragmaKind::Control { action, list } => {
                    for entry in list {
                        let n = match entry {
                            ListEntry::Number { column, value } => {
                                match diagnostics::ids::display_number(*value) {
                                    Some(n) => n,
                                    None => {
                                        warn(*column, 1222, "invalid error number");
                                        continue;
                                    }
                                }
                            }
                            // EDG knows tags we never emit: an unknown one
                            // is not reported as invalid
                            ListEntry::Tag { name, .. } => {
                                match diagnostics::ids::tag_number(name) {
                                    Some(n) => n,
                                    None => continue,
                                }
                            }
                            ListEntry::ExpectedItem { column } => {
                                warn(*column, 1224, "expected an error number or error tag");
                                continue;
                            }
                            ListEntry::ExpectedComma { column } => {
                                warn(*column, 253, "expected a \",\"");
                                continue;
                            }
                        };
                        let level = match action {
                            DiagAction::Suppress => Some(Level::Suppress),
                            DiagAction::Remark => Some(Level::Remark),
                            DiagAction::Warning => Some(Level::Warning),
                            DiagAction::Error => Some(Level::Error),
                            DiagAction::Default => None,
                            DiagAction::Once => {
                                table.once.entry(n).or_insert(pos);
                                continue;
                            }
                        };
                        match level {
                            Some(l) => current.insert(n, l),
                            None => current.remove(&n),
                        };
                        table.changes.entry(n).or_default().push((pos, level));
                    }
                }
            }
        }
        table
    }

    /// The severity the pragmas give number `n` at a position; `None` when
    /// none applies (or `nv_diag_default` does).
    fn level_at(&self, n: u32, pos: usize) -> Option<Level> {
        let changes = self.changes.get(&n)?;
        let i = changes.partition_point(|&(p, _)| p <= pos);
        changes[..i].last().and_then(|&(_, l)| l)
    }

    /// Whether `nv_diag_once n` is in force at a position.
    fn once_at(&self, n: u32, pos: usize) -> bool {
        self.once.get(&n).is_some_and(|&from| from <= pos)
    }
}
