//! Diagnostics as plain values, the one table of the messages we emit
//! (`catalog`: number, tag, severity and EDG's text template for each),
//! EDG's fill-in language (`fill_in`), and the renderers. Checks produce
//! [`DiagKind`]s; only the driver renders them.

mod catalog;
mod families;
pub mod fill_in;
pub mod ids;
mod render;
mod spaces;

pub use catalog::{Class, DiagKind, Entry, Message, UnsupportedFloat};
pub use families::{
    Access, Redeclared, cross_space_call, device_variable_in_host, host_variable_in_device,
    is_cross_space_call, local_memory_space, redeclared, space_missing_for_call, virtual_override,
};
pub use fill_in::{Entity, EntityKind, FillIn, Position, TypeName};
pub use render::{RenderOptions, render_edg};
pub use spaces::{ExecSpace, MemorySpace};

/// EDG's severities (and the preprocessor's fatal error, which gcc reports
/// before the front end runs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    Remark,
    Warning,
    Error,
    /// A preprocessing error that stops everything ("fatal error" in gcc).
    Fatal,
}

/// Which front-end pass reports a diagnostic: cudafe++ (host), cicc
/// (device), or both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Origin {
    Host,
    Device,
    Both,
}

/// One diagnostic, positioned and with its final text.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Diagnostic {
    /// The presumed file name (as in the line markers).
    pub file: String,
    /// 1-based line; 0 when the diagnostic has no position.
    pub line: u32,
    /// 1-based column (bytes).
    pub column: u32,
    pub severity: Severity,
    /// The diagnostic's number as cudafe++ displays it (`20011` for
    /// `warning #20011-D`), when known. Errors have one too (the controls
    /// and the machine-readable formats use it), but the text shows it on
    /// warnings and remarks only, as the real tool does.
    pub number: Option<u32>,
    pub message: String,
    /// Context lines (`detected during instantiation of ...`).
    pub notes: Vec<String>,
    /// The source line to echo with a caret under `column` (shared: many
    /// diagnostics on one long line must not each hold a copy of it).
    pub source_line: Option<std::sync::Arc<str>>,
    pub origin: Origin,
    /// A warning made an error by `-Werror=all-warnings`: counted and shown
    /// as an error, but with its number (`error #20091-D`), unlike one made
    /// an error by `--diag_error` or a pragma.
    pub promoted: bool,
    /// Notes that belong to this diagnostic, printed right after it
    /// (`note #2703-D: cannot call non-constexpr function ...`).
    pub related: Vec<Related>,
    /// Reported by the preprocessor, which is gcc in nvcc's pipeline: its
    /// warnings and errors print in gcc's format, before the front end's
    /// (gcc runs first).
    pub preprocessor: bool,
    /// Found where the input ends (a `}` missing there): EDG prints it
    /// `At end of source: error: ...`, without a position (it keeps the
    /// last token's, for the machine-readable formats).
    pub end_of_source: bool,
}

/// A note attached to a diagnostic, with its own position.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Related {
    pub file: String,
    pub line: u32,
    pub column: u32,
    pub number: Option<u32>,
    pub message: String,
    pub source_line: Option<std::sync::Arc<str>>,
}

impl Diagnostic {
    /// Where each context note points (`... at line 7`, `... at line 7 of
    /// "x.h"`), as (note, file, line); notes that name no line (the
    /// `detected during:` heading) are left out.
    pub fn note_positions(&self) -> impl Iterator<Item = (&str, &str, u32)> {
        self.notes.iter().filter_map(|note| {
            let (_, rest) = note.rsplit_once(" at line ")?;
            let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            let line = rest[..digits].parse().ok()?;
            let file = match rest[digits..].strip_prefix(" of ") {
                Some(f) => f.trim().trim_matches('"'),
                None => self.file.as_str(),
            };
            Some((note.trim(), file, line))
        })
    }

    pub fn is_error(&self) -> bool {
        matches!(self.severity, Severity::Error | Severity::Fatal)
    }

    /// The number the text shows (`#20011-D`): on warnings and remarks
    /// only (and on promoted warnings).
    pub fn shown_number(&self) -> Option<u32> {
        match self.severity {
            Severity::Remark | Severity::Warning => self.number,
            Severity::Error if self.promoted => self.number,
            Severity::Error | Severity::Fatal => None,
        }
    }

    /// Whether the controls can change this diagnostic's severity: every
    /// warning and remark, and the discretionary errors.
    pub fn is_discretionary(&self) -> bool {
        match self.severity {
            Severity::Remark | Severity::Warning => self.number.is_some(),
            Severity::Error => self.number.is_some_and(ids::is_discretionary_error),
            Severity::Fatal => false,
        }
    }
}
