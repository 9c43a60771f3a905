//! A C/C++ preprocessor for cudafe-rs: `#include` with search paths and
//! guards, object- and function-like macros (variadic, `__VA_OPT__`, `#`,
//! `##`), conditionals with full `#if` expressions and `__has_include`,
//! `#line` and GCC line markers (for `.ii` input), `#pragma`/`_Pragma`
//! recording and the dynamic predefined macros.
//!
//! It is a pure library: files come from a [`FileLoader`] supplied by the
//! host, tokens come from `syntax::lexer`, and everything that goes wrong is a
//! [`PpDiagnostic`] value; [`preprocess`] never panics and always returns.
//!
//! The predefined macros of a compiler (hundreds of them) can be parsed once
//! with [`build_macro_table`] and shared by every run through
//! [`Config::base_macros`].

mod chunks;
mod directives;
mod engine;
mod expand;
mod expr;
mod features;
mod include;
mod location;
mod macros;
mod preamble;
mod source;
mod table;
mod token;

#[cfg(test)]
mod tests;

use std::sync::Arc;

use rustc_hash::FxHashMap;
use smol_str::SmolStr;
use syntax::SyntaxKind;

pub use chunks::{
    ChunkCache, ChunkStart, MAX_CHUNKS, MIN_CHUNK, body_chunks, body_chunks_of, rescan_agrees,
};
pub use expr::char_literal_value;

/// gcc 12 has this builtin (`__has_builtin(name)` is true): what nvcc's
/// host compiler and EDG in gcc mode know without a declaration.
pub fn is_gcc_builtin(name: &str) -> bool {
    features::has_builtin(name, true)
}

/// gcc 12 knows this attribute (`__has_attribute(name)`, or
/// `__has_cpp_attribute(name)` for a standard one): `__x__` is `x`.
pub fn is_gcc_attribute(name: &str) -> bool {
    features::has_attribute(None, name, true) != 0 || features::has_cpp_attribute(None, name) != 0
}
pub use location::{PresumedLoc, line_col};
pub use preamble::preamble_end;
pub use table::{MacroTable, build_macro_table};

/// Whether lexing `text` in two halves on two threads (as files of 256 KB
/// and more are) gives the tokens of one pass (for the fuzz target).
#[doc(hidden)]
pub fn lexing_in_two_agrees(text: &str) -> bool {
    source::lex_in_two_agrees(text)
}

/// Identity of a source file, assigned by the host's [`FileLoader`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// A file as handed over by the host.
#[derive(Clone, Debug)]
pub struct LoadedFile {
    pub id: FileId,
    pub path: String,
    pub text: Arc<str>,
}

/// The host's access to files; the preprocessor never touches the file system.
pub trait FileLoader {
    /// The file at `path` (a path the preprocessor composed: dir + "/" + name,
    /// or as written if absolute), if it exists.
    fn load(&mut self, path: &str) -> Option<LoadedFile>;

    /// Why a path that [`FileLoader::load`] did not give could not be read
    /// although something is there (a FIFO, a device, a file too large):
    /// the include is then an error with this reason instead of "No such
    /// file or directory". `None`: nothing is there.
    fn refusal(&mut self, _path: &str) -> Option<String> {
        None
    }
}

/// What the command line decides: search paths, predefined macros, limits.
#[derive(Clone, Debug)]
pub struct Config {
    /// `-iquote` directories, searched for `"..."` only (after the includer's dir).
    pub quote_dirs: Vec<String>,
    /// `-I` directories, searched for `"..."` and `<...>`.
    pub include_dirs: Vec<String>,
    /// `-isystem` and the compiler's system directories, searched last.
    pub system_dirs: Vec<String>,
    /// Predefined macros parsed once (see [`build_macro_table`]), shared by
    /// every run: the run starts from them instead of the builtins, then
    /// applies `defines` and `undefs`. With a table built from `(D1, U1)`,
    /// the result is that of the builtins, `D1`, `-U U1`, then `defines` and
    /// `undefs`; so when `U1` is empty, exactly that of no table and `D1`
    /// followed by `defines` as `defines` (output, diagnostics, redefinition
    /// warnings, `#undef`, `defined`, `push_macro`/`pop_macro`, ...).
    pub base_macros: Option<Arc<MacroTable>>,
    /// Predefined and `-D` macros as `(name or name(params), body)`, in order.
    pub defines: Vec<(String, String)>,
    /// `-U` names, applied after `defines`.
    pub undefs: Vec<String>,
    /// `-include` files, processed before the main file.
    pub forced_includes: Vec<String>,
    pub max_include_depth: u32,
    /// Limit on output tokens, and on the tokens produced by macro
    /// expansions, that guards against exponential macro blow-ups (beyond
    /// it: a fatal diagnostic, and preprocessing stops).
    pub max_tokens: usize,
    /// C++ mode: `true`/`false` are 1/0 in `#if` (in C they are ordinary
    /// identifiers, hence 0).
    pub cplusplus: bool,
    /// Value of `SOURCE_DATE_EPOCH` for `__DATE__`/`__TIME__`; `None` gives the
    /// fixed, reproducible "Jan  1 1970" "00:00:00".
    pub source_date_epoch: Option<u64>,
    /// The main file is already preprocessed (a `.ii` or `.i`, as nvcc
    /// hands it to cudafe++), as with gcc's `-fpreprocessed`: no macro is
    /// expanded, and the only directives are line markers, `#line` and
    /// `#pragma` (the others are ignored).
    pub preprocessed: bool,
    /// The line the main file's text starts at (1, unless the text is a
    /// chunk of a file: see [`body_chunks`]), for `__LINE__` and positions.
    pub main_first_line: u32,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            quote_dirs: Vec::new(),
            include_dirs: Vec::new(),
            system_dirs: Vec::new(),
            base_macros: None,
            defines: Vec::new(),
            undefs: Vec::new(),
            forced_includes: Vec::new(),
            max_include_depth: 200,
            max_tokens: 10_000_000,
            cplusplus: true,
            source_date_epoch: None,
            preprocessed: false,
            main_first_line: 1,
        }
    }
}

/// The result of preprocessing one translation unit.
#[derive(Debug, Default)]
pub struct Preprocessed {
    /// The non-trivia output tokens, in order (no EOF token).
    pub tokens: Vec<PpToken>,
    /// Every file read, main first, in order of first load.
    pub files: Vec<LoadedFile>,
    pub diagnostics: Vec<PpDiagnostic>,
    /// Every `#pragma` and `_Pragma`, in order.
    pub pragmas: Vec<Pragma>,
    /// Every `#include` (and forced include), in order.
    pub includes: Vec<IncludeRecord>,
    pub(crate) locations: location::LocationMap,
    pub(crate) file_index: FxHashMap<FileId, usize>,
    /// `__LINE__` was expanded: the output depends on the main file's
    /// first line (`Config::main_first_line`), which otherwise only
    /// numbers positions and can be applied afterwards
    /// ([`Preprocessed::presumed_location_shifted`]).
    pub line_used: bool,
}

impl Preprocessed {
    /// The loaded file with this id.
    pub fn file(&self, id: FileId) -> Option<&LoadedFile> {
        self.file_index.get(&id).map(|&i| &self.files[i])
    }

    /// The presumed file name and line of an offset, after `#line` directives
    /// and GCC line markers in that file (the position compilers report).
    pub fn presumed(&self, file: FileId, offset: u32) -> (String, u32) {
        let loc = self.presumed_location(file, offset);
        (loc.file.to_string(), loc.line)
    }

    /// Like [`Preprocessed::presumed`], also telling whether the position is
    /// in a system header (found in a system dir, marked by line-marker flag 3
    /// or by `#pragma GCC system_header`).
    pub fn presumed_location(&self, file: FileId, offset: u32) -> PresumedLoc {
        self.presumed_location_shifted(file, offset, 0)
    }

    /// [`Preprocessed::presumed_location`] with `shift` lines added where
    /// the position is numbered from the file's own lines (no `#line`
    /// or line marker applies): a chunk of a file preprocessed from line 1
    /// and placed at its line `shift + 1` afterwards, so that moving it
    /// does not preprocess it again.
    pub fn presumed_location_shifted(&self, file: FileId, offset: u32, shift: u32) -> PresumedLoc {
        match self.file_index.get(&file) {
            Some(&i) => self.locations.presumed_shifted(i, offset, shift),
            None => PresumedLoc {
                file: Arc::from(""),
                line: 0,
                system: false,
            },
        }
    }

    /// The 1-based physical line and column of an offset in a loaded file.
    pub fn line_col(&self, file: FileId, offset: u32) -> (u32, u32) {
        match self.file_index.get(&file) {
            Some(&i) => self.locations.line_col(i, offset),
            None => (0, 0),
        }
    }

    /// True when a fatal diagnostic stopped preprocessing early.
    pub fn has_fatal(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == Severity::Fatal)
    }
}

/// One output token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PpToken {
    pub kind: SyntaxKind,
    pub text: SmolStr,
    /// Where the token was written; for tokens from a macro expansion, the
    /// position of the outermost macro invocation's name.
    pub file: FileId,
    pub offset: u32,
    /// [`PpToken::LEADING_SPACE`] | [`PpToken::LINE_START`] | [`PpToken::FROM_MACRO`].
    pub flags: u8,
}

impl PpToken {
    /// Whitespace or a comment precedes the token.
    pub const LEADING_SPACE: u8 = 1;
    /// First token of a line in the output.
    pub const LINE_START: u8 = 2;
    /// Produced by a macro expansion.
    pub const FROM_MACRO: u8 = 4;

    pub fn has_leading_space(&self) -> bool {
        self.flags & Self::LEADING_SPACE != 0
    }
    pub fn is_line_start(&self) -> bool {
        self.flags & Self::LINE_START != 0
    }
    /// What separates the token from the one before it in a tree of the
    /// output (nothing before the first token of a tree, unless it comes
    /// `after` earlier tokens).
    pub fn spacing(&self, after: bool) -> syntax::Spacing {
        if !after {
            syntax::Spacing::Joint
        } else if self.is_line_start() {
            syntax::Spacing::Newline
        } else if self.has_leading_space() {
            syntax::Spacing::Space
        } else {
            syntax::Spacing::Joint
        }
    }
    pub fn is_from_macro(&self) -> bool {
        self.flags & Self::FROM_MACRO != 0
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Fatal,
    Error,
    Warning,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PpDiagnostic {
    pub file: FileId,
    pub offset: u32,
    pub severity: Severity,
    pub message: String,
    /// Where the definition a redefinition replaces was written (gcc's
    /// note "this is the location of the previous definition").
    pub previous: Option<(FileId, u32)>,
}

/// A `#pragma` directive or `_Pragma` operator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pragma {
    pub file: FileId,
    pub offset: u32,
    /// Index in [`Preprocessed::tokens`] of the output token the pragma precedes.
    pub token_index: usize,
    /// The pragma's tokens after `pragma`, joined by single spaces where the
    /// source had whitespace.
    pub text: String,
}

/// One `#include` (or `#include_next`, `#import`, forced include).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IncludeRecord {
    pub includer: FileId,
    /// Offset of the directive's `#` (0 for forced includes).
    pub offset: u32,
    /// The included file, also when it was skipped thanks to its include guard
    /// or `#pragma once`; `None` when it was not found.
    pub included: Option<FileId>,
}

/// Preprocesses `main` (and everything it includes) into a token stream.
pub fn preprocess(main: LoadedFile, config: &Config, loader: &mut dyn FileLoader) -> Preprocessed {
    engine::Preprocessor::new(config, loader).run(main, None).0
}

/// What a run leaves behind for a run that continues where it stopped (the
/// preamble of a file is preprocessed once, and the rest of the file after
/// each edit): the macros defined at the end, the `#pragma once` files and
/// the `__COUNTER__` value.
#[derive(Debug, Clone)]
pub struct PpState {
    /// The macros defined at the end of the run, as a base table (the
    /// run's base table itself when the run defined and undefined nothing).
    pub macros: Arc<MacroTable>,
    /// Paths of the files that must not be entered again.
    pub once_paths: Vec<String>,
    pub counter: u64,
}

/// States are equal when their macro tables are the same table (a run
/// that changes no macro passes its base table on), so that a chunk that
/// leaves the state it left before does not make the next one run again.
impl PartialEq for PpState {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.macros, &other.macros)
            && self.once_paths == other.once_paths
            && self.counter == other.counter
    }
}
impl Eq for PpState {}

/// Preprocesses `main` like [`preprocess`], and also returns the state at
/// the end, to continue from with [`preprocess_from`].
pub fn preprocess_exporting(
    main: LoadedFile,
    config: &Config,
    loader: &mut dyn FileLoader,
) -> (Preprocessed, PpState) {
    let (pp, state) = engine::Preprocessor::new(config, loader).run(main, None);
    (pp, state.expect("an exporting run returns its state"))
}

/// Preprocesses `main` from byte `start` on (a line start outside any
/// conditional, or 0), continuing from a state left by [`preprocess_exporting`]
/// on the text before `start`. `config` should have that state's macros as
/// its base table and neither forced includes nor definitions of its own.
pub fn preprocess_from(
    main: LoadedFile,
    start: u32,
    state: &PpState,
    config: &Config,
    loader: &mut dyn FileLoader,
) -> Preprocessed {
    let mut engine = engine::Preprocessor::new(config, loader);
    engine.counter = state.counter;
    engine.once_paths = state.once_paths.iter().cloned().collect();
    engine.run(main, Some(start)).0
}

/// Preprocesses `main`, a chunk of a file ([`body_chunks`]), as the
/// continuation of a run that left `state`, and returns the state at its
/// end for the next chunk. `config` should have that state's macros as its
/// base table, no forced includes and no definitions of its own, and the
/// chunk's first line as `main_first_line`.
pub fn preprocess_continuing(
    main: LoadedFile,
    state: &PpState,
    config: &Config,
    loader: &mut dyn FileLoader,
) -> (Preprocessed, PpState) {
    let mut engine = engine::Preprocessor::new(config, loader);
    engine.counter = state.counter;
    engine.once_paths = state.once_paths.iter().cloned().collect();
    engine.export = true;
    let (pp, state) = engine.run(main, Some(0));
    (pp, state.expect("an exporting run returns its state"))
}
