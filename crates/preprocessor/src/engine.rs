//! The preprocessor's state and its token pump: tokens come from the stack of
//! macro-expansion contexts, or else from the current file (where directives
//! are executed as they are met), and identifiers naming enabled macros are
//! expanded on the way out. The other modules add methods to
//! [`Preprocessor`]: `directives`, `expand`, `include`, `expr`.

use std::collections::VecDeque;
use std::rc::Rc;
use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};
use smol_str::SmolStr;
use syntax::SyntaxKind::{self, *};

use crate::location::LocationMap;
use crate::macros::{BUILTINS, Macro};
use crate::source::{LexedFile, RawTok};
use crate::token::{FROM_MACRO, LEADING_SPACE, LINE_START, NO_EXPAND, Tok};
use crate::{
    Config, FileId, FileLoader, IncludeRecord, LoadedFile, PpDiagnostic, PpToken, Pragma,
    Preprocessed, Severity,
};

pub(crate) type MacroId = usize;

/// A macro definition: of the base table (borrowed from the [`Config`]) or
/// of this run.
pub(crate) enum MacroRef<'a> {
    Base(&'a Macro),
    Local(Rc<Macro>),
}

impl std::ops::Deref for MacroRef<'_> {
    type Target = Macro;

    fn deref(&self) -> &Macro {
        match self {
            MacroRef::Base(m) => m,
            MacroRef::Local(m) => m,
        }
    }
}

/// How deeply macro arguments may nest inside macro arguments before we give
/// up: each level costs native stack (argument pre-expansion is recursive).
pub(crate) const MAX_ARG_NESTING: u32 = 200;

/// An `#if` group being processed in the current file.
pub(crate) struct Cond {
    /// `if`, `ifdef`, `ifndef`, `elif`, `else`, ... for "unterminated #..." messages.
    pub directive: &'static str,
    pub offset: u32,
    /// Some group of this conditional has been (or is being) processed.
    pub taken: bool,
    pub seen_else: bool,
}

/// A file being read.
pub(crate) struct FileState {
    pub file: usize,
    pub id: FileId,
    pub lexed: Rc<LexedFile>,
    pub text: Arc<str>,
    pub pos: usize,
    pub conds: Vec<Cond>,
    /// Index in the search chain of the directory the file was found in
    /// (where `#include_next` resumes).
    pub found_dir: Option<usize>,
    /// Directory of the file's path, for `#include "..."`.
    pub dir: String,
    /// Line-number remappings are recorded only on the first visit.
    pub first_visit: bool,
}

/// Tokens being rescanned: a macro's replacement (the macro is disabled while
/// the context lives), or an isolated sequence (a macro argument being
/// pre-expanded, a directive line) that must not be read past: a barrier.
pub(crate) struct Context {
    pub toks: Vec<Tok>,
    pub pos: usize,
    pub macro_id: Option<MacroId>,
    pub barrier: bool,
}

pub(crate) struct Preprocessor<'a> {
    pub config: &'a Config,
    pub loader: &'a mut dyn FileLoader,

    pub files: Vec<LoadedFile>,
    pub file_index: FxHashMap<FileId, usize>,
    pub lexed: Vec<Option<Rc<LexedFile>>>,
    /// By file index: the include guard of a file whose tokens were
    /// dropped (see `end_of_file`), so that it is skipped without lexing it
    /// again while its guard is defined.
    pub dropped_guards: Vec<Option<SmolStr>>,
    /// Results of `FileLoader::load` by path, so that each candidate path of
    /// each search is asked for once.
    pub load_cache: FxHashMap<String, Option<usize>>,
    /// Why the last search found a path it could not read (a FIFO, a
    /// device: `FileLoader::refusal`), reported instead of "not found".
    pub refused: Option<String>,
    pub visits: Vec<u32>,
    pub locations: LocationMap,
    pub once: FxHashSet<FileId>,
    /// Paths made once-only by a run this one continues (see
    /// [`crate::PpState`]).
    pub once_paths: FxHashSet<String>,
    pub search_chain: Vec<String>,
    /// Index in `search_chain` of the first system directory.
    pub first_system_dir: usize,
    pub pending_forced: VecDeque<String>,

    pub stack: Vec<FileState>,
    pub contexts: Vec<Context>,
    /// The macros defined, by name. Ids below `base_defs.len()` designate
    /// definitions of [`Config::base_macros`], the others `defs`.
    pub macros: FxHashMap<SmolStr, MacroId>,
    pub base_defs: &'a [Macro],
    /// The definitions made by this run (`Config::defines`, `#define`).
    pub defs: Vec<Rc<Macro>>,
    /// By macro id: how many expansions of the macro are being rescanned.
    pub disabled: Vec<u32>,
    pub pushed_macros: FxHashMap<SmolStr, Vec<Option<MacroId>>>,
    pub counter: u64,
    /// `__LINE__` was expanded (see [`Preprocessed::line_used`]).
    pub line_used: bool,
    /// Flags of a macro invocation that expanded to nothing, passed on to the
    /// next token (so that it starts the line / has a space before it).
    pub carry: u8,
    pub collecting_args: u32,
    pub arg_nesting: u32,
    /// Evaluating a directive's expression: `_Pragma` is left alone.
    pub in_directive: bool,
    /// Reading a `_Pragma`'s operand: another `_Pragma` there is an ordinary
    /// identifier (no recursion on `_Pragma _Pragma _Pragma ...`).
    pub in_pragma_operator: bool,
    pub work: usize,
    pub work_limit: usize,
    pub stopped: bool,
    pub main_id: FileId,
    /// Return the state at the end even when resuming (see
    /// [`crate::preprocess_continuing`]).
    pub export: bool,
    /// The keywords the unit's standard does not have, output as
    /// identifiers (see `demoted_keywords`).
    pub demoted: &'static [SyntaxKind],

    pub out: Vec<PpToken>,
    pub diagnostics: Vec<PpDiagnostic>,
    pub pragmas: Vec<Pragma>,
    pub includes: Vec<IncludeRecord>,
}

impl<'a> Preprocessor<'a> {
    pub fn new(config: &'a Config, loader: &'a mut dyn FileLoader) -> Self {
        let mut search_chain = Vec::new();
        search_chain.extend(config.quote_dirs.iter().cloned());
        search_chain.extend(config.include_dirs.iter().cloned());
        let first_system_dir = search_chain.len();
        search_chain.extend(config.system_dirs.iter().cloned());
        let (macros, base_defs) = match config.base_macros.as_deref() {
            Some(table) => (table.names.clone(), &table.defs[..]),
            None => (FxHashMap::default(), &[][..]),
        };
        Preprocessor {
            config,
            loader,
            files: Vec::new(),
            file_index: FxHashMap::default(),
            lexed: Vec::new(),
            dropped_guards: Vec::new(),
            load_cache: FxHashMap::default(),
            refused: None,
            visits: Vec::new(),
            locations: LocationMap::default(),
            once: FxHashSet::default(),
            once_paths: FxHashSet::default(),
            search_chain,
            first_system_dir,
            pending_forced: config.forced_includes.iter().cloned().collect(),
            stack: Vec::new(),
            contexts: Vec::new(),
            macros,
            base_defs,
            defs: Vec::new(),
            disabled: vec![0; base_defs.len()],
            pushed_macros: FxHashMap::default(),
            counter: 0,
            line_used: false,
            carry: 0,
            collecting_args: 0,
            arg_nesting: 0,
            in_directive: false,
            in_pragma_operator: false,
            work: 0,
            work_limit: config.max_tokens.max(1024),
            stopped: false,
            main_id: FileId(0),
            export: false,
            demoted: &[],
            out: Vec::new(),
            diagnostics: Vec::new(),
            pragmas: Vec::new(),
            includes: Vec::new(),
        }
    }

    /// Runs on `main`, or with `resume_at`, on `main` from that byte on
    /// as the continuation of an earlier run; returns the state at the end
    /// too when not resuming.
    pub fn run(
        mut self,
        main: LoadedFile,
        resume_at: Option<u32>,
    ) -> (Preprocessed, Option<crate::PpState>) {
        self.main_id = main.id;
        let main_path = main.path.clone();
        let idx = self.register_file(main, false);
        self.locations
            .set_first_line(idx, self.config.main_first_line);
        self.load_cache.insert(main_path, Some(idx));
        self.predefine();
        self.demoted = self.demoted_keywords();
        self.push_file(idx, None);
        if let Some(start) = resume_at {
            // the forced includes were processed by the earlier run
            self.pending_forced.clear();
            if let Some(st) = self.stack.last_mut() {
                st.pos = st.lexed.toks.partition_point(|t| t.start < start);
            }
        }
        loop {
            if self.config.preprocessed {
                self.pump_preprocessed();
            }
            let Some(tok) = self.next_token() else { break };
            if self.out.len() >= self.config.max_tokens {
                self.fatal_at(
                    tok.file,
                    tok.offset,
                    format!(
                        "too many tokens: the output exceeds {} tokens",
                        self.config.max_tokens
                    ),
                );
                break;
            }
            if tok.kind == POUND
                && tok.has(FROM_MACRO)
                && tok.has(LINE_START)
                && self.expanded_pragma(&tok)
            {
                continue;
            }
            self.out.push(output(self.demoted, tok.into_output()));
        }
        let state = (resume_at.is_none() || self.export).then(|| self.export_state());
        // the output was reserved for every token of every file read (see
        // `push_file`), skipped groups and directives too: give back what
        // was not used (a few tens of MB in a CUDA unit, for as long as the
        // tokens are kept)
        self.out.shrink_to_fit();
        let pp = Preprocessed {
            tokens: self.out,
            files: self.files,
            diagnostics: self.diagnostics,
            pragmas: self.pragmas,
            includes: self.includes,
            locations: self.locations,
            file_index: self.file_index,
            line_used: self.line_used,
        };
        (pp, state)
    }

    /// `-fpreprocessed` input: the current file's tokens up to the next
    /// directive line, malformed token or output limit go straight to the
    /// output. No macro expands there, so the token pump's general path
    /// (macro contexts, argument collection, forced includes) has nothing
    /// to do; this loop is most of the time spent on a `.ii`.
    fn pump_preprocessed(&mut self) {
        if self.stopped
            || !self.contexts.is_empty()
            || self.carry != 0
            || self.collecting_args > 0
            || !self.pending_forced.is_empty()
        {
            return;
        }
        let Some(st) = self.stack.last_mut() else {
            return;
        };
        let limit = self.config.max_tokens;
        let rest = st.lexed.toks.get(st.pos..).unwrap_or_default();
        let mut taken = 0;
        for raw in rest {
            if raw.is_directive_start() || raw.error.is_some() || self.out.len() >= limit {
                break;
            }
            self.out.push(output(
                self.demoted,
                make_tok(raw, &st.text, st.id).into_output(),
            ));
            taken += 1;
        }
        st.pos += taken;
    }

    /// The macros, once-only files and counter at the end of the run.
    fn export_state(&self) -> crate::PpState {
        let mut once_paths: Vec<String> = self
            .once
            .iter()
            .filter_map(|id| self.file_index.get(id).map(|&i| self.files[i].path.clone()))
            .chain(self.once_paths.iter().cloned())
            .collect();
        once_paths.sort();
        once_paths.dedup();
        // a run that defined and undefined nothing passes its table on
        if let Some(base) = &self.config.base_macros
            && self.defs.is_empty()
            && self.macros.len() == base.names.len()
        {
            return crate::PpState {
                macros: base.clone(),
                once_paths,
                counter: self.counter,
            };
        }
        let mut live: Vec<(&SmolStr, MacroId)> =
            self.macros.iter().map(|(n, &id)| (n, id)).collect();
        // keep definition order, so that the table is deterministic
        live.sort_unstable_by_key(|&(_, id)| id);
        let mut names = FxHashMap::default();
        let mut defs = Vec::with_capacity(live.len());
        for (name, id) in live {
            names.insert(name.clone(), defs.len());
            defs.push(self.macro_def(id).clone());
        }
        crate::PpState {
            macros: std::sync::Arc::new(crate::MacroTable {
                names,
                defs,
                errors: Vec::new(),
            }),
            once_paths,
            counter: self.counter,
        }
    }

    // ---- diagnostics -------------------------------------------------------

    pub fn diag(
        &mut self,
        file: FileId,
        offset: u32,
        severity: Severity,
        message: impl Into<String>,
    ) {
        self.diagnostics.push(PpDiagnostic {
            file,
            offset,
            severity,
            message: message.into(),
            previous: None,
        });
    }

    pub fn error_at(&mut self, file: FileId, offset: u32, message: impl Into<String>) {
        self.diag(file, offset, Severity::Error, message);
    }

    pub fn warning_at(&mut self, file: FileId, offset: u32, message: impl Into<String>) {
        self.diag(file, offset, Severity::Warning, message);
    }

    /// A fatal diagnostic: preprocessing stops (tokens produced so far are kept).
    pub fn fatal_at(&mut self, file: FileId, offset: u32, message: impl Into<String>) {
        if !self.stopped {
            self.diag(file, offset, Severity::Fatal, message);
            self.stopped = true;
        }
    }

    /// Counts macro-expansion work against the limit; false (after a fatal
    /// diagnostic) when it is exceeded.
    pub fn charge(&mut self, tokens: usize, at: &Tok) -> bool {
        self.work = self.work.saturating_add(tokens);
        if self.work > self.work_limit {
            self.fatal_at(
                at.file,
                at.offset,
                format!(
                    "macro expansion exceeds the limit of {} tokens",
                    self.work_limit
                ),
            );
            return false;
        }
        true
    }

    // ---- files -------------------------------------------------------------

    pub fn register_file(&mut self, file: LoadedFile, system: bool) -> usize {
        let idx = self.files.len();
        self.locations.add_file(&file.path, &file.text, system);
        self.file_index.insert(file.id, idx);
        self.files.push(file);
        self.lexed.push(None);
        self.dropped_guards.push(None);
        self.visits.push(0);
        idx
    }

    pub fn lexed_file(&mut self, idx: usize) -> Rc<LexedFile> {
        if let Some(l) = &self.lexed[idx] {
            return l.clone();
        }
        let l = Rc::new(crate::source::lex_file(&self.files[idx].text));
        self.lexed[idx] = Some(l.clone());
        l
    }

    pub fn push_file(&mut self, idx: usize, found_dir: Option<usize>) {
        let lexed = self.lexed_file(idx);
        let f = &self.files[idx];
        let dir = match f.path.rfind('/') {
            Some(p) => f.path[..p.max(1)].to_string(),
            None => String::new(),
        };
        self.visits[idx] += 1;
        if self.visits[idx] == 1 {
            // room for the file's tokens up front: growing the output by
            // doubling copies it and touches twice the memory
            self.out.reserve(lexed.toks.len());
        }
        self.stack.push(FileState {
            file: idx,
            id: f.id,
            lexed,
            text: f.text.clone(),
            pos: 0,
            conds: Vec::new(),
            found_dir,
            dir,
            first_visit: self.visits[idx] == 1,
        });
    }

    /// The token at index `i` of the current file.
    pub fn file_tok(&self, i: usize) -> Tok {
        let st = self.stack.last().expect("a file is open");
        make_tok(&st.lexed.toks[i], &st.text, st.id)
    }

    fn end_of_file(&mut self) {
        let Some(st) = self.stack.pop() else { return };
        for c in st.conds.iter().rev() {
            self.error_at(st.id, c.offset, format!("unterminated #{}", c.directive));
        }
        // a guarded file whose guard is now defined is not entered again
        // while it stays defined: its tokens (a few MB over a CUDA unit's
        // headers) need not be kept; they are lexed again if it is undefined
        if let Some(guard) = &st.lexed.guard
            && self.macros.contains_key(guard)
            && !self.stack.iter().any(|s| s.file == st.file)
        {
            self.dropped_guards[st.file] = Some(guard.clone());
            self.lexed[st.file] = None;
        }
    }

    /// The include guard of a file: the one kept for a file whose tokens
    /// were dropped, else its lexed file's (lexing it if need be).
    pub fn file_guard(&mut self, idx: usize) -> Option<SmolStr> {
        if self.lexed[idx].is_none()
            && let Some(guard) = &self.dropped_guards[idx]
        {
            return Some(guard.clone());
        }
        self.lexed_file(idx).guard.clone()
    }

    // ---- macros ------------------------------------------------------------

    /// The builtins, or the base table (already in `macros`), then the
    /// command-line definitions.
    fn predefine(&mut self) {
        let main = self.main_id;
        let config = self.config;
        match config.base_macros.as_deref() {
            Some(table) => {
                for message in &table.errors {
                    self.error_at(main, 0, message.clone());
                }
            }
            None => {
                for (name, builtin) in BUILTINS {
                    self.define(Macro::builtin(name, *builtin, main), false);
                }
            }
        }
        for (name, body) in &config.defines {
            match crate::macros::parse_command_line(name, body, main) {
                Ok(m) => self.define(m, false),
                Err(messages) => {
                    for message in messages {
                        self.error_at(main, 0, message);
                    }
                }
            }
        }
        for name in &config.undefs {
            self.macros.remove(name.as_str());
        }
    }

    /// The definition of macro `id`.
    pub fn macro_def(&self, id: MacroId) -> &Macro {
        match id.checked_sub(self.base_defs.len()) {
            None => &self.base_defs[id],
            Some(local) => &self.defs[local],
        }
    }

    /// The definition of macro `id`, as a handle that does not borrow `self`.
    pub fn macro_ref(&self, id: MacroId) -> MacroRef<'a> {
        let base: &'a [Macro] = self.base_defs;
        match id.checked_sub(base.len()) {
            None => MacroRef::Base(&base[id]),
            Some(local) => MacroRef::Local(self.defs[local].clone()),
        }
    }

    /// Installs a definition; with `check`, warns about incompatible redefinitions.
    pub fn define(&mut self, m: Macro, check: bool) {
        if check && let Some(&old) = self.macros.get(&m.name) {
            let old_def = self.macro_def(old);
            if !old_def.same_definition(&m) {
                let msg = format!("\"{}\" redefined", m.name);
                // (a predefined or command-line macro has no place in a
                // file: gcc's note then says `<command-line>`, which the
                // oracle does not show; their definitions sit at offset 0)
                let previous = (old >= self.base_defs.len() && old_def.offset > 0)
                    .then_some((old_def.file, old_def.offset));
                self.warning_at(m.file, m.offset, msg);
                if let Some(d) = self.diagnostics.last_mut() {
                    d.previous = previous;
                }
            }
        }
        let id = self.base_defs.len() + self.defs.len();
        self.macros.insert(m.name.clone(), id);
        self.defs.push(Rc::new(m));
        self.disabled.push(0);
    }

    pub fn is_defined(&self, name: &str) -> bool {
        self.macros.contains_key(name) || crate::features::is_special_operator(name)
    }

    // ---- the token pump ----------------------------------------------------

    /// The next fully macro-expanded token; `None` at the end of input (or of
    /// the innermost barrier context).
    pub fn next_token(&mut self) -> Option<Tok> {
        loop {
            let mut tok = self.next_raw()?;
            if tok.is_ident() && !tok.has(NO_EXPAND) && !self.config.preprocessed {
                if let Some(&id) = self.macros.get(&tok.text) {
                    if self.disabled[id] > 0 {
                        tok.flags |= NO_EXPAND;
                    } else if self.enter_macro(id, &tok) {
                        continue;
                    }
                } else if tok.text == "_Pragma"
                    && self.arg_nesting == 0
                    && !self.in_directive
                    && !self.in_pragma_operator
                    && self.pragma_operator(&tok)
                {
                    continue;
                }
            }
            if self.carry != 0 {
                tok.flags |= self.carry;
                self.carry = 0;
            }
            return Some(tok);
        }
    }

    /// The next token without macro expansion.
    pub fn next_raw(&mut self) -> Option<Tok> {
        loop {
            if self.stopped {
                return None;
            }
            if let Some(ctx) = self.contexts.last_mut() {
                if ctx.pos < ctx.toks.len() {
                    let t = ctx.toks[ctx.pos].clone();
                    ctx.pos += 1;
                    return Some(t);
                }
                if ctx.barrier {
                    return None;
                }
                self.pop_context();
                continue;
            }
            return self.next_file_token();
        }
    }

    pub fn pop_context(&mut self) {
        if let Some(ctx) = self.contexts.pop()
            && let Some(id) = ctx.macro_id
        {
            self.disabled[id] -= 1;
        }
    }

    pub fn pop_contexts_to(&mut self, len: usize) {
        while self.contexts.len() > len {
            self.pop_context();
        }
    }

    /// A string or character literal whose suffix is a macro's name
    /// (`"%"PRId64`, `extern "C"__global__`): gcc takes the two apart, so
    /// that the macro expands, and warns (C++11 reads a user-defined
    /// literal there). A suffix that starts with a single `_` is a
    /// user-defined literal's, whatever macros exist.
    fn split_macro_suffix(&mut self, tok: &Tok) -> Option<Tok> {
        let quote = if tok.kind == STRING_LIT { '"' } else { '\'' };
        let end = tok.text.rfind(quote)? + 1;
        let suffix = &tok.text[end..];
        let b = suffix.as_bytes();
        if suffix.is_empty() || (b[0] == b'_' && b.get(1) != Some(&b'_')) {
            return None;
        }
        if !self.macros.contains_key(suffix) {
            return None;
        }
        let literal = Tok {
            kind: tok.kind,
            text: SmolStr::new(&tok.text[..end]),
            file: tok.file,
            offset: tok.offset,
            flags: tok.flags,
        };
        let ident = Tok {
            kind: IDENT,
            text: SmolStr::new(suffix),
            file: tok.file,
            offset: tok.offset + end as u32,
            flags: 0,
        };
        let cxx11 = self
            .cplusplus()
            .is_none_or(|m| !m.body.iter().any(|t| t.tok.text.starts_with("1997")));
        if cxx11 {
            self.warning_at(
                tok.file,
                tok.offset,
                "invalid suffix on literal; C++11 requires a space between literal and string macro [-Wliteral-suffix]",
            );
        }
        self.push_back(ident);
        Some(literal)
    }

    /// The definition of `__cplusplus`, which tells the unit's standard.
    fn cplusplus(&self) -> Option<&Macro> {
        self.macros.get("__cplusplus").map(|&id| self.macro_def(id))
    }

    /// The keywords of later C++ standards than the unit's (`__cplusplus`
    /// as predefined or defined on the command line), which are plain
    /// identifiers to it: `concept`, `requires`, `consteval`, `constinit`,
    /// `char8_t` and the coroutine keywords before C++20 (EDG: `identifier
    /// "concept" is undefined`). None when
    /// the value is unknown (an already preprocessed unit).
    fn demoted_keywords(&self) -> &'static [SyntaxKind] {
        const CXX20: &[SyntaxKind] = &[
            CONCEPT_KW,
            REQUIRES_KW,
            CONSTEVAL_KW,
            CONSTINIT_KW,
            CO_AWAIT_KW,
            CO_RETURN_KW,
            CO_YIELD_KW,
            CHAR8_T_KW,
        ];
        let Some(value) = self
            .cplusplus()
            .and_then(|m| m.body.first())
            .and_then(|t| t.tok.text.trim_end_matches(['L', 'l']).parse::<u64>().ok())
        else {
            return &[];
        };
        // (C++11's keywords are not demoted in C++03: the built-in
        // prelude's headers use them; what EDG does there is not checked)
        if value >= 202002 { &[] } else { CXX20 }
    }

    /// Puts a token back in front of the stream.
    pub fn push_back(&mut self, tok: Tok) {
        self.contexts.push(Context {
            toks: vec![tok],
            pos: 0,
            macro_id: None,
            barrier: false,
        });
    }

    /// Runs `f` with `toks` as an isolated input (a barrier context), then
    /// discards whatever `f` left unread.
    pub fn with_isolated<R>(&mut self, toks: Vec<Tok>, f: impl FnOnce(&mut Self) -> R) -> R {
        let base = self.contexts.len();
        let carry = std::mem::take(&mut self.carry);
        self.contexts.push(Context {
            toks,
            pos: 0,
            macro_id: None,
            barrier: true,
        });
        let r = f(self);
        self.pop_contexts_to(base);
        self.carry = carry;
        r
    }

    /// Fully macro-expands a token sequence on its own.
    pub fn expand_isolated(&mut self, toks: Vec<Tok>) -> Vec<Tok> {
        self.with_isolated(toks, |pp| {
            let mut out = Vec::new();
            while let Some(t) = pp.next_token() {
                out.push(t);
            }
            out
        })
    }

    /// The next token of the current file, executing directives; at the end
    /// of an included file, continues in the includer unless a macro's
    /// arguments are being collected (an invocation cannot span files).
    fn next_file_token(&mut self) -> Option<Tok> {
        loop {
            if self.stopped {
                return None;
            }
            if self.stack.len() == 1 && !self.pending_forced.is_empty() && self.collecting_args == 0
            {
                let name = self.pending_forced.pop_front().unwrap_or_default();
                self.forced_include(&name);
                continue;
            }
            let st = self.stack.last_mut()?;
            let Some(raw) = st.lexed.toks.get(st.pos).copied() else {
                if self.collecting_args > 0 {
                    return None;
                }
                self.end_of_file();
                continue;
            };
            if raw.is_directive_start() {
                if self.collecting_args > 0 && self.directive_ends_arguments() {
                    return None;
                }
                self.directive();
                continue;
            }
            st.pos += 1;
            let tok = make_tok(&raw, &st.text, st.id);
            if matches!(raw.kind, STRING_LIT | CHAR_LIT)
                && let Some(tok) = self.split_macro_suffix(&tok)
            {
                return Some(tok);
            }
            if let Some(error) = raw.error {
                if raw.kind == COMMENT {
                    self.error_at(tok.file, tok.offset, error.message());
                    continue;
                }
                if raw.kind != ERROR {
                    self.error_at(tok.file, tok.offset, error.message());
                }
            }
            return Some(tok);
        }
    }

    /// While looking for the `(` of a function-like macro invocation: true
    /// (and the `(` consumed) when the next token is one. Exhausted macro
    /// contexts are left on the way (as GCC does), but not files, barriers or
    /// directive lines.
    pub fn peek_lparen(&mut self) -> bool {
        loop {
            if self.stopped {
                return false;
            }
            if let Some(ctx) = self.contexts.last_mut() {
                if let Some(t) = ctx.toks.get(ctx.pos) {
                    if t.kind == L_PAREN {
                        ctx.pos += 1;
                        return true;
                    }
                    return false;
                }
                if ctx.barrier {
                    return false;
                }
                self.pop_context();
                continue;
            }
            let Some(st) = self.stack.last_mut() else {
                return false;
            };
            return match st.lexed.toks.get(st.pos) {
                Some(r) if r.kind == L_PAREN && !r.is_directive_start() => {
                    st.pos += 1;
                    true
                }
                _ => false,
            };
        }
    }
}

/// The token for a lexed range of a file. Line splices inside a token (in a
/// string literal continued on the next line) are removed from its spelling
/// (translation phase 2), except in raw strings, where they are kept.
pub(crate) fn make_tok(raw: &RawTok, text: &str, file: FileId) -> Tok {
    let spelling = raw.text(text);
    // (a plain byte loop: tokens are short, and this runs for every one)
    let text = if spelling.bytes().any(|b| b == b'\n') && !is_raw_string(raw.kind, spelling) {
        SmolStr::new(remove_splices(spelling))
    } else if spelling.len() <= 23 {
        // skips `SmolStr::new`'s check for whitespace-only text
        SmolStr::new_inline(spelling)
    } else {
        SmolStr::new(spelling)
    };
    Tok {
        kind: raw.kind,
        text,
        file,
        offset: raw.start,
        flags: raw.flags,
    }
}

fn is_raw_string(kind: syntax::SyntaxKind, spelling: &str) -> bool {
    kind == STRING_LIT
        && spelling
            .split('"')
            .next()
            .is_some_and(|prefix| prefix.ends_with('R'))
}

fn remove_splices(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find('\\') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let trimmed = after.trim_start_matches([' ', '\t']);
        let newline = if trimmed.starts_with("\r\n") {
            2
        } else if trimmed.starts_with('\n') {
            1
        } else {
            0
        };
        if newline > 0 {
            rest = &trimmed[newline..];
        } else {
            out.push('\\');
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

/// Lexes a small text (a command-line definition, a `_Pragma` string) into
/// tokens all placed at `offset` of `file`.
pub(crate) fn tokens_of_text(text: &str, file: FileId, offset: u32) -> Vec<Tok> {
    let lexed = crate::source::lex_file(text);
    lexed
        .toks
        .iter()
        .filter(|r| r.kind != COMMENT)
        .map(|r| {
            let mut t = make_tok(r, text, file);
            t.offset = offset;
            t.flags &= LEADING_SPACE;
            t
        })
        .collect()
}

/// Gives expansion output its position and flags: every token is placed at
/// the invocation's name; the first inherits the name's spacing.
pub(crate) fn place_expansion(toks: &mut [Tok], name: &Tok) {
    for t in toks.iter_mut() {
        t.file = name.file;
        t.offset = name.offset;
        t.flags = (t.flags & (LEADING_SPACE | NO_EXPAND)) | FROM_MACRO;
    }
    if let Some(first) = toks.first_mut() {
        first.flags = (first.flags & !LEADING_SPACE) | (name.flags & (LEADING_SPACE | LINE_START));
    }
}

/// A token as output: a keyword of a later standard than the unit's
/// (`demoted`, see `Preprocessor::demoted_keywords`) is an identifier.
fn output(demoted: &[SyntaxKind], mut out: PpToken) -> PpToken {
    if demoted.contains(&out.kind) {
        out.kind = IDENT;
    }
    out
}
