//! The parser state: a cursor over the significant tokens, markers for
//! nodes, error reporting, and the glued-token queries (`>>`, `>=`, `<<<`,
//! `>>>`) that the lexer leaves to the grammar.

use super::ParseConfig;
use super::ParseError;
use super::event::Event;
use super::input::Input;
use super::names::{NameKind, NameTable};
use crate::SyntaxKind::{self, *};
use crate::T;
use diagnostics::DiagKind;
use smol_str::SmolStr;

/// What a parse leaves for the tree build.
pub(crate) struct Finished {
    pub events: Vec<Event>,
    /// Event lists parsed out of order (see `Event::Splice`).
    pub spliced: Vec<Vec<Event>>,
    pub errors: Vec<ParseError>,
    pub names: NameTable,
    pub cut_hints: Vec<(u32, u32)>,
}

/// Maximum nesting of the grammar's recursion before it gives up on a
/// construct (so that 10,000 nested parentheses cannot overflow the stack).
const MAX_DEPTH: u32 = 400;

pub(crate) struct Parser<'t> {
    input: &'t Input<'t>,
    pos: usize,
    /// Tokens at or after `end` read as end of input (a deferred member
    /// function body is parsed with `end` at its closing brace).
    end: usize,
    events: Vec<Event>,
    /// Event lists parsed out of order (see `Event::Splice`).
    spliced: Vec<Vec<Event>>,
    /// Member function bodies, default arguments and member initializers
    /// waiting for their outermost class to be complete.
    pub(crate) deferred: Vec<super::grammar::DeferredPart>,
    /// How many class member lists the cursor is directly inside (reset by
    /// function bodies): bodies are deferred while it is not zero.
    pub(crate) class_nesting: u32,
    /// How many namespace or linkage-specification bodies (`{ ... }`) the
    /// cursor is inside.
    pub(crate) decl_lists: u32,
    /// Default arguments and member initializers met now belong to a class
    /// member declaration and are deferred like bodies.
    pub(crate) defer_values: bool,
    errors: Vec<ParseError>,
    pub(crate) names: NameTable,
    depth: u32,
    /// Inside template argument lists, `>` closes the list instead of being
    /// an operator (reset inside parentheses and brackets).
    pub(crate) no_gt: bool,
    /// Inside a kernel launch configuration, `>>>` closes it.
    pub(crate) in_launch: bool,
    /// How many blocks (`{ ... }` of statements) the cursor is inside:
    /// names there are the semantic phase's to report.
    pub(crate) in_blocks: u32,
    /// The declaration being parsed is the body of a template declaration:
    /// the names it declares are templates.
    pub(crate) in_template_decl: bool,
    /// How many initializers and default arguments the cursor is inside
    /// (their names are the semantic phase's to report).
    pub(crate) in_initializer: u32,
    /// The last path look-ahead (`paths::peek_path`): the grammar often
    /// classifies the same path several times before consuming it. Keyed
    /// by cursor, offset, input end and name-table version (the offset
    /// apart: the look-ahead looks behind its start only when it is not 0).
    pub(crate) path_cache: std::cell::RefCell<Option<PathCacheEntry>>,
    /// See `ParseConfig::token_lines`.
    token_lines: Option<super::TokenLines>,
    /// The last unqualified name lookup, keyed by name-table version and
    /// name: a path is looked up once while the grammar peeks at it and
    /// again when it is consumed.
    lookup_cache: std::cell::RefCell<Option<LookupCacheEntry>>,
    /// Where namespace-scope declarations start in the main event list
    /// (event index, tokens consumed): places where the tree build can be
    /// cut in two without replaying the events (see `split`).
    cut_hints: Vec<(u32, u32)>,
    /// Inside `parse_out_of_order`: events go to a list of their own.
    out_of_order: u32,
}

type LookupCacheEntry = (u64, SmolStr, Option<(NameKind, Option<SmolStr>)>);

pub(crate) type PathCacheEntry = (
    (usize, usize, usize, u64),
    Option<super::grammar::paths::PathInfo>,
);

impl<'t> Parser<'t> {
    pub(crate) fn new(input: &'t Input<'t>, config: &ParseConfig) -> Self {
        let mut names = NameTable::new();
        for name in &config.builtin_type_names {
            names.declare_type(name.clone());
        }
        Parser {
            input,
            pos: 0,
            end: input.kinds.len(),
            // about 3.7 to 4.5 events per token in real headers (the pages of
            // capacity never written are mostly never backed by memory, and
            // regrowing would copy the list)
            events: Vec::with_capacity(input.kinds.len() * 5 + 16),
            spliced: Vec::new(),
            deferred: Vec::new(),
            class_nesting: 0,
            decl_lists: 0,
            defer_values: false,
            errors: Vec::new(),
            names,
            depth: 0,
            no_gt: false,
            in_launch: false,
            in_blocks: 0,
            in_template_decl: false,
            in_initializer: 0,
            path_cache: std::cell::RefCell::new(None),
            lookup_cache: std::cell::RefCell::new(None),
            token_lines: config.token_lines.clone(),
            cut_hints: Vec::new(),
            out_of_order: 0,
        }
    }

    /// Unqualified lookup of `name` in the name table (see `lookup_cache`).
    pub(crate) fn lookup_name(&self, name: &str) -> Option<(NameKind, Option<SmolStr>)> {
        let version = self.names.version();
        if let Some((v, n, found)) = &*self.lookup_cache.borrow()
            && *v == version
            && n == name
        {
            return found.clone();
        }
        let found = self.names.lookup(name);
        *self.lookup_cache.borrow_mut() = Some((version, SmolStr::new(name), found.clone()));
        found
    }

    /// The key of a look-ahead result `n` tokens ahead (see `path_cache`).
    pub(crate) fn lookahead_key(&self, n: usize) -> (usize, usize, usize, u64) {
        (self.pos, n, self.end, self.names.version())
    }

    pub(crate) fn finish(mut self) -> Finished {
        // a character no token begins with (`@`, a backquote, a stray
        // backslash) is EDG's "unrecognized token" where it is scanned:
        // before what the grammar says at it, and also where a recovery
        // skips it
        let mut errors: Vec<ParseError> = self
            .input
            .kinds
            .iter()
            .enumerate()
            .filter(|(_, k)| **k == ERROR)
            .map(|(i, _)| ParseError {
                token_index: i as u32,
                kind: DiagKind::UnrecognizedToken,
                matching: None,
            })
            .collect();
        if !errors.is_empty() {
            errors.append(&mut self.errors);
            self.errors = errors;
        }
        // deferred bodies report their errors late: keep them in token order
        // (stable: the unrecognized tokens first at theirs)
        self.errors.sort_by_key(|e| e.token_index);
        Finished {
            events: self.events,
            spliced: self.spliced,
            errors: self.errors,
            names: self.names,
            cut_hints: self.cut_hints,
        }
    }

    /// A namespace-scope declaration starts here (see `cut_hints`).
    pub(crate) fn cut_hint(&mut self) {
        if self.out_of_order == 0 {
            self.cut_hints
                .push((self.events.len() as u32, self.pos as u32));
        }
    }

    pub(crate) fn nth(&self, n: usize) -> SyntaxKind {
        let i = self.pos + n;
        if i < self.end {
            self.input.kinds[i]
        } else {
            EOF
        }
    }
    pub(crate) fn current(&self) -> SyntaxKind {
        self.nth(0)
    }
    pub(crate) fn at(&self, kind: SyntaxKind) -> bool {
        self.current() == kind
    }
    pub(crate) fn nth_at(&self, n: usize, kind: SyntaxKind) -> bool {
        self.nth(n) == kind
    }
    pub(crate) fn at_eof(&self) -> bool {
        self.pos >= self.end
    }
    pub(crate) fn nth_text(&self, n: usize) -> &'t str {
        let i = self.pos + n;
        if i < self.end {
            self.input.texts[i]
        } else {
            ""
        }
    }
    pub(crate) fn current_text(&self) -> &'t str {
        self.nth_text(0)
    }
    /// Token `n` is immediately followed by token `n + 1`.
    pub(crate) fn nth_joint(&self, n: usize) -> bool {
        self.input.joint.get(self.pos + n).copied().unwrap_or(false)
    }
    /// `nth_joint` for a look-ahead offset.
    pub(crate) fn nth_joint_at(&self, n: usize) -> bool {
        self.nth_joint(n)
    }
    pub(crate) fn position(&self) -> usize {
        self.pos
    }

    /// Parses `tokens[pos..end]` out of order with `f`, into an event list
    /// of its own that replaces the `Event::Splice` at `slot` (emitted
    /// earlier by `splice_placeholder`). Every token of the range ends up
    /// in the tree: what `f` does not consume becomes an error node.
    pub(crate) fn parse_out_of_order(
        &mut self,
        pos: usize,
        end: usize,
        slot: u32,
        f: impl FnOnce(&mut Parser<'t>),
    ) {
        let saved = (self.pos, self.end, std::mem::take(&mut self.events));
        self.pos = pos;
        self.end = end.min(saved.1);
        self.out_of_order += 1;
        f(self);
        self.out_of_order -= 1;
        if self.pos < self.end {
            self.error(DiagKind::ExpectedDeclaration);
            let m = self.start();
            while self.pos < self.end {
                self.bump_any();
            }
            m.complete(self, ERROR);
        }
        let events = std::mem::replace(&mut self.events, saved.2);
        (self.pos, self.end) = (saved.0, saved.1);
        if let Some(s) = self.spliced.get_mut(slot as usize) {
            *s = events;
        }
    }

    /// Emits a placeholder for events parsed later and skips the tokens up
    /// to `end` (they are consumed by the later parse).
    pub(crate) fn splice_placeholder(&mut self, end: usize) -> u32 {
        let slot = self.spliced.len() as u32;
        self.spliced.push(Vec::new());
        self.events.push(Event::Splice(slot));
        self.pos = end.min(self.end).max(self.pos);
        slot
    }

    /// `>>` made of two joint `>`.
    pub(crate) fn at_shr(&self) -> bool {
        self.at(T![>]) && self.nth_joint(0) && self.nth_at(1, T![>])
    }
    /// `>>>` closing a launch configuration; EDG also takes `>> >`
    /// (written so by code that predates C++11's `>>`), not `> > >`.
    pub(crate) fn at_launch_close(&self) -> bool {
        self.at_shr() && self.nth_at(2, T![>])
    }
    /// `<<<` opening a launch configuration (lexed as `<<` `<`); EDG also
    /// takes `<< <`, not `< < <`.
    pub(crate) fn at_launch_open(&self) -> bool {
        self.at(T![<<]) && self.nth_at(1, T![<])
    }

    pub(crate) fn start(&mut self) -> Marker {
        let pos = self.events.len() as u32;
        self.events.push(Event::Tombstone);
        Marker {
            pos,
            completed: false,
        }
    }

    pub(crate) fn bump_any(&mut self) {
        if self.at_eof() {
            return;
        }
        let kind = self.current();
        self.events.push(Event::Token { kind, n_raw: 1 });
        self.pos += 1;
    }

    /// Consumes the current token as `kind` (a contextual keyword, or a
    /// remapped token).
    pub(crate) fn bump_remap(&mut self, kind: SyntaxKind) {
        if self.at_eof() {
            return;
        }
        self.events.push(Event::Token { kind, n_raw: 1 });
        self.pos += 1;
    }

    /// Consumes `n` joint tokens as one token of `kind`.
    pub(crate) fn bump_glued(&mut self, kind: SyntaxKind, n: u8) {
        let left = self.end.saturating_sub(self.pos);
        let n = (n as usize).min(left).max(1) as u8;
        self.events.push(Event::Token { kind, n_raw: n });
        self.pos += n as usize;
    }

    pub(crate) fn bump(&mut self, kind: SyntaxKind) {
        debug_assert_eq!(self.current(), kind);
        self.bump_any();
    }

    pub(crate) fn eat(&mut self, kind: SyntaxKind) -> bool {
        if self.at(kind) {
            self.bump_any();
            true
        } else {
            false
        }
    }

    /// Expects `kind`, reporting EDG's `expected a "X"` otherwise.
    pub(crate) fn expect(&mut self, kind: SyntaxKind) -> bool {
        if self.eat(kind) {
            return true;
        }
        self.error(expected(kind));
        false
    }

    /// The `;` a `for` header misses where a part ended in an error at the
    /// same `)` (`for ()`: "expected an expression", then this): reported
    /// though another error is there.
    pub(crate) fn missing_semicolon_after_error(&mut self) {
        self.errors.push(ParseError {
            token_index: self.pos as u32,
            kind: expected(SyntaxKind::SEMICOLON),
            matching: None,
        });
    }

    pub(crate) fn error(&mut self, kind: DiagKind) {
        let token_index = self.pos as u32;
        // one error per position is enough (error recovery may retry), but
        // where the input ends each construct left open reports what it
        // misses (`expected a "}"`, then `expected a ";"`)
        let at_eof = self.at_eof();
        if self.errors.last().is_some_and(|e| {
            e.token_index == token_index
                && e.kind != DiagKind::ParsingRestarts
                && (!at_eof || e.kind == kind)
        }) {
            return;
        }
        self.errors.push(ParseError {
            token_index,
            kind,
            matching: None,
        });
    }

    /// Expects the `}` that closes the `{` at token `open`: when the input
    /// ends first, EDG notes the `{` (one error per unclosed brace).
    pub(crate) fn expect_closing_brace(&mut self, open: usize) -> bool {
        if self.eat(T!['}']) {
            return true;
        }
        if self.at_eof() {
            self.errors.push(ParseError {
                token_index: self.pos as u32,
                kind: expected(T!['}']),
                matching: Some(open as u32),
            });
        } else {
            self.error(expected(T!['}']));
        }
        false
    }

    /// Parsing goes on at the cursor after a syntax error at token
    /// `error_at` made the grammar skip what lies between: EDG's
    /// `parsing restarts here after previous syntax error` (#12) when the
    /// cursor's line is three or more below the error's (checked with the
    /// oracle; nearer restarts get no word).
    pub(crate) fn note_restart(&mut self, error_at: usize) {
        let Some(lines) = &self.token_lines else {
            return;
        };
        if let (Some(error), Some(here)) = ((lines.0)(error_at), (lines.0)(self.pos))
            && here >= error + 3
        {
            self.errors.push(ParseError {
                token_index: self.pos as u32,
                kind: DiagKind::ParsingRestarts,
                matching: None,
            });
        }
    }

    /// The source line of the token with this index, when the input has
    /// lines.
    pub(crate) fn line_at(&self, index: usize) -> Option<u32> {
        (self.token_lines.as_ref()?.0)(index)
    }

    /// EDG's recovery from a syntax error at token `error_at` in a
    /// declaration or statement: skip to a `;` (left for the caller: the
    /// restart is noted there, see `note_restart`), or to a `}` that closes
    /// the enclosing scope. A `;` inside the groups the skip opens ends it
    /// too once it is far enough below the line of the outermost of them:
    /// 3 or more lines for parentheses or brackets, 21 or more for braces
    /// (whatever is opened inside; checked with the oracle over nested and
    /// later-opened groups: the restart of `void f(fp *a, int b) { ... }`,
    /// read as a variable, falls 21 lines into the body). Without lines,
    /// only a `;` outside them. `outermost`: at namespace scope outside
    /// every brace, where a `}` closes nothing and is skipped too.
    pub(crate) fn skip_to_restart(&mut self, error_at: usize, outermost: bool) {
        let mut open: Vec<SyntaxKind> = Vec::new();
        // the line where the outermost open group began, and how far below
        // it a `;` in it ends the skip
        let mut outer: Option<(u32, u32)> = None;
        loop {
            match self.current() {
                SyntaxKind::EOF => return,
                T![;] => {
                    let stop = open.is_empty()
                        || matches!((outer, self.line_at(self.pos)),
                            (Some((from, lines)), Some(h)) if h >= from + lines);
                    if stop {
                        self.note_restart(error_at);
                        return;
                    }
                }
                // (the scope's `}` ends the skip: a restart there too)
                T!['}'] if open.is_empty() && !outermost => {
                    self.note_restart(error_at);
                    return;
                }
                k @ (T!['('] | T!['['] | T!['{']) => {
                    if open.is_empty() {
                        let lines = if k == T!['{'] { 21 } else { 3 };
                        outer = self.line_at(self.pos).map(|l| (l, lines));
                    }
                    open.push(match k {
                        T!['('] => T![')'],
                        T!['['] => T![']'],
                        _ => T!['}'],
                    });
                }
                k @ (T![')'] | T![']'] | T!['}']) => {
                    if let Some(i) = open.iter().rposition(|&c| c == k) {
                        open.truncate(i);
                    }
                }
                _ => {}
            }
            self.bump_any();
        }
    }

    /// EDG's recovery from a missing `;` after a variable template's
    /// initializer at namespace scope: skip to a `;` outside every group the skip opens,
    /// over the braces of a function body and over the `}` of an enclosing
    /// namespace, with no word where parsing restarts; where the input ends
    /// first, the `;` is missed there ("At end of source"). Checked with
    /// the oracle: `template <class T> float f(std::vector<T> v) { ... }`,
    /// read as a variable, resumes after the next declaration that ends in
    /// a `;`, however far below.
    pub(crate) fn skip_template_declaration(&mut self) {
        let mut open: Vec<SyntaxKind> = Vec::new();
        loop {
            match self.current() {
                SyntaxKind::EOF => {
                    self.error(expected(T![;]));
                    return;
                }
                T![;] if open.is_empty() => return,
                T!['('] => open.push(T![')']),
                T!['['] => open.push(T![']']),
                T!['{'] => open.push(T!['}']),
                k @ (T![')'] | T![']'] | T!['}']) => {
                    if let Some(i) = open.iter().rposition(|&c| c == k) {
                        open.truncate(i);
                    }
                }
                _ => {}
            }
            self.bump_any();
        }
    }

    /// Reports an error at an earlier token position.
    pub(crate) fn error_at(&mut self, token_index: usize, kind: DiagKind) {
        self.errors.push(ParseError {
            token_index: token_index as u32,
            kind,
            matching: None,
        });
    }

    /// Reports an error and wraps the current token in an error node.
    pub(crate) fn err_and_bump(&mut self, kind: DiagKind) {
        self.error(kind);
        let m = self.start();
        self.bump_any();
        m.complete(self, ERROR_STMT);
    }

    /// How many errors the parse has reported so far.
    pub(crate) fn error_count(&self) -> usize {
        self.errors.len()
    }

    /// The `n`-th error reported: its token and kind.
    pub(crate) fn nth_error(&self, n: usize) -> Option<(usize, &DiagKind)> {
        self.errors
            .get(n)
            .map(|e| (e.token_index as usize, &e.kind))
    }

    /// EDG's recovery inside a parenthesized header (`for (...)`, `if
    /// (...)`): after a syntax error there, it skips to the `)` that closes
    /// the header and reports nothing more in it. The tokens skipped become
    /// an error node; a brace ends the skip (never into a block), and so
    /// does the end of input.
    pub(crate) fn skip_to_close_paren(&mut self) {
        self.skip_in_parens(false);
    }

    /// After a syntax error in a part of a `for` header, skips to the `;`
    /// that ends the part (or to the header's `)`), as
    /// [`Self::skip_to_close_paren`] does. Whether it skipped any token.
    pub(crate) fn skip_to_semicolon_in_parens(&mut self) -> bool {
        self.skip_in_parens(true)
    }

    /// The skip of the two above: to the `)` at depth 0 (or a `;` there,
    /// with `at_semicolon`), over balanced parentheses, never past a brace
    /// or the end of input; the tokens skipped become an ERROR node.
    fn skip_in_parens(&mut self, at_semicolon: bool) -> bool {
        let m = self.start();
        let mut skipped = false;
        let mut depth = 0usize;
        loop {
            match self.current() {
                SyntaxKind::EOF | SyntaxKind::L_CURLY | SyntaxKind::R_CURLY => break,
                SyntaxKind::R_PAREN if depth == 0 => break,
                SyntaxKind::SEMICOLON if depth == 0 && at_semicolon => break,
                SyntaxKind::R_PAREN => depth -= 1,
                SyntaxKind::L_PAREN => depth += 1,
                _ => {}
            }
            if self.at_eof() {
                break;
            }
            self.bump_any();
            skipped = true;
        }
        m.complete(self, SyntaxKind::ERROR);
        skipped
    }

    /// Skips a balanced group starting at the current open delimiter.
    pub(crate) fn skip_balanced(&mut self) {
        let mut stack: Vec<SyntaxKind> = Vec::new();
        loop {
            let k = self.current();
            match k {
                EOF => return,
                T!['('] => stack.push(T![')']),
                T!['['] => stack.push(T![']']),
                T!['{'] => stack.push(T!['}']),
                T![')'] | T![']'] | T!['}'] => {
                    if stack.last() == Some(&k) {
                        stack.pop();
                    } else if !stack.is_empty() {
                        // mismatched: pop until it matches, if it does
                        if let Some(i) = stack.iter().rposition(|&c| c == k) {
                            stack.truncate(i);
                        } else {
                            return;
                        }
                    } else {
                        return;
                    }
                }
                _ => {}
            }
            self.bump_any();
            if stack.is_empty() {
                return;
            }
        }
    }

    /// Enters one level of grammar recursion; false (after reporting) when
    /// the nesting is too deep, in which case the caller must skip.
    pub(crate) fn enter(&mut self) -> bool {
        if self.depth >= MAX_DEPTH {
            if self.depth == MAX_DEPTH {
                self.error(DiagKind::NestingTooDeep);
                self.depth += 1;
            }
            return false;
        }
        self.depth += 1;
        true
    }
    pub(crate) fn leave(&mut self) {
        if self.depth == MAX_DEPTH + 1 {
            self.depth = MAX_DEPTH;
        }
        self.depth = self.depth.saturating_sub(1);
    }
}

pub(crate) struct Marker {
    pos: u32,
    completed: bool,
}

impl Marker {
    pub(crate) fn complete(mut self, p: &mut Parser<'_>, kind: SyntaxKind) -> CompletedMarker {
        self.completed = true;
        let idx = self.pos as usize;
        if let Event::Tombstone = p.events[idx] {
            p.events[idx] = Event::Start {
                kind,
                forward_parent: None,
            };
        }
        p.events.push(Event::Finish);
        CompletedMarker { pos: self.pos }
    }

    pub(crate) fn abandon(mut self, p: &mut Parser<'_>) {
        self.completed = true;
        let idx = self.pos as usize;
        if idx == p.events.len() - 1
            && let Event::Tombstone = p.events[idx]
        {
            p.events.pop();
        }
    }
}

impl Drop for Marker {
    fn drop(&mut self) {
        if !self.completed && !std::thread::panicking() {
            // A marker dropped without completion is a grammar bug; it is
            // left as a tombstone (no node) rather than crashing the parse.
        }
    }
}

#[derive(Clone, Copy)]
pub(crate) struct CompletedMarker {
    pos: u32,
}

impl CompletedMarker {
    pub(crate) fn precede(self, p: &mut Parser<'_>) -> Marker {
        let new = p.start();
        if let Event::Start { forward_parent, .. } = &mut p.events[self.pos as usize] {
            *forward_parent = std::num::NonZeroU32::new(new.pos);
        }
        new
    }
}

/// EDG's error for a missing token (`expected a ")"`); a token without a
/// message of its own is reported as the nearest construct EDG names.
fn expected(kind: SyntaxKind) -> DiagKind {
    match kind {
        T!['('] => DiagKind::ExpectedLParen,
        T![')'] => DiagKind::ExpectedRParen,
        T!['{'] => DiagKind::ExpectedLBrace,
        T!['}'] => DiagKind::ExpectedRBrace,
        T![;] => DiagKind::ExpectedSemicolon,
        T![:] => DiagKind::ExpectedColon,
        T![=] => DiagKind::ExpectedAssign,
        T![>] => DiagKind::ExpectedGt,
        T![<] => DiagKind::ExpectedLt,
        T![while] => DiagKind::ExpectedWhile,
        IDENT => DiagKind::ExpectedIdentifier,
        _ => DiagKind::ExpectedExpression,
    }
}
