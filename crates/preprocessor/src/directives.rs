//! Executing directives: conditionals (and skipping the groups they exclude),
//! `#define`/`#undef`, `#include` header names, `#line` and GCC line markers,
//! `#error`/`#warning`, and `#pragma`/`_Pragma` (recorded, with `once`,
//! `push_macro`/`pop_macro`, `GCC system_header`, `GCC warning`/`error`
//! acted upon).

use smol_str::SmolStr;
use std::sync::Arc;
use syntax::SyntaxKind::*;

use crate::engine::{Cond, Preprocessor, tokens_of_text};
use crate::include::IncludeKind;
use crate::source::{directive_name, next_line};
use crate::token::{LEADING_SPACE, LINE_START, Tok, join_spelling};
use crate::{FileId, Pragma};

impl Preprocessor<'_> {
    /// True when the directive at the read point is one that ends the
    /// collection of macro arguments (as in GCC, an `#include` cannot be
    /// inside a macro invocation; other directives are executed).
    pub(crate) fn directive_ends_arguments(&self) -> bool {
        let Some(st) = self.stack.last() else {
            return true;
        };
        matches!(
            directive_name(&st.text, &st.lexed.toks, st.pos),
            "include" | "include_next" | "import"
        )
    }

    /// Executes the directive whose `#` is at the read point of the current file.
    pub(crate) fn directive(&mut self) {
        let Some(st) = self.stack.last_mut() else {
            return;
        };
        let lexed = st.lexed.clone();
        let text = st.text.clone();
        let file = st.id;
        let hash = st.pos;
        let end = next_line(&lexed.toks, hash);
        st.pos = end;
        let hash_offset = lexed.toks[hash].start;
        let last_offset = lexed.toks[end - 1].start;
        if hash + 1 >= end {
            return; // the null directive
        }
        let name_raw = lexed.toks[hash + 1];
        let line = self.line_tokens(hash + 2, end);
        if name_raw.kind == INT_NUMBER {
            let mut all = vec![self.file_tok(hash + 1)];
            all.extend(line);
            self.line_marker(&all, last_offset);
            return;
        }
        let name = name_raw.text(&text);
        if self.config.preprocessed && !matches!(name, "line" | "pragma") {
            // `gcc -fpreprocessed`: a `#define` kept by `-dD`, say, does nothing
            return;
        }
        match name {
            "if" => {
                let v = self.eval_condition(line, "#if", (file, hash_offset));
                self.push_cond("if", hash_offset, v);
            }
            "ifdef" | "ifndef" => {
                let v = match self.macro_name_operand(&line, name, (file, name_raw.start)) {
                    Some(n) => self.is_defined(&n) == (name == "ifdef"),
                    None => false,
                };
                self.push_cond(
                    if name == "ifdef" { "ifdef" } else { "ifndef" },
                    hash_offset,
                    v,
                );
            }
            "elif" | "elifdef" | "elifndef" => {
                let Some(c) = self.current_cond() else {
                    self.error_at(file, name_raw.start, format!("#{name} without #if"));
                    return;
                };
                let (taken, seen_else) = (c.taken, c.seen_else);
                c.directive = "elif";
                if seen_else {
                    self.error_at(file, name_raw.start, format!("#{name} after #else"));
                }
                if taken {
                    self.skip_group();
                    return;
                }
                let v = if name == "elif" {
                    self.eval_condition(line, "#elif", (file, hash_offset))
                } else {
                    match self.macro_name_operand(&line, name, (file, name_raw.start)) {
                        Some(n) => self.is_defined(&n) == (name == "elifdef"),
                        None => false,
                    }
                };
                if v {
                    if let Some(c) = self.current_cond() {
                        c.taken = true;
                    }
                } else {
                    self.skip_group();
                }
            }
            "else" => {
                let Some(c) = self.current_cond() else {
                    self.error_at(file, name_raw.start, "#else without #if");
                    return;
                };
                let (taken, seen_else) = (c.taken, c.seen_else);
                c.seen_else = true;
                c.taken = true;
                c.directive = "else";
                if seen_else {
                    self.error_at(file, name_raw.start, "#else after #else");
                }
                self.extra_tokens(&line, "else");
                if taken {
                    self.skip_group();
                }
            }
            "endif" => {
                if self.stack.last_mut().and_then(|s| s.conds.pop()).is_none() {
                    self.error_at(file, name_raw.start, "#endif without #if");
                    return;
                }
                self.extra_tokens(&line, "endif");
            }
            "define" => self.do_define(&line, (file, name_raw.start)),
            "undef" => {
                if let Some(n) = self.macro_name_operand(&line, "undef", (file, name_raw.start)) {
                    if let Some(&id) = self.macros.get(&n)
                        && self.macro_def(id).builtin.is_some()
                    {
                        self.warning_at(file, line[0].offset, format!("undefining \"{n}\""));
                    }
                    self.macros.remove(&n);
                }
            }
            "include" | "include_next" | "import" => {
                let kind = match name {
                    "include" => IncludeKind::Include,
                    "include_next" => IncludeKind::IncludeNext,
                    _ => IncludeKind::Import,
                };
                self.do_include(kind, name, line, (file, hash_offset, name_raw.start));
            }
            "line" => self.do_line(line, (file, name_raw.start), last_offset),
            "error" | "warning" => {
                let text = join_spelling(&line);
                let message = if text.is_empty() {
                    format!("#{name}")
                } else {
                    format!("#{name} {text}")
                };
                if name == "error" {
                    self.error_at(file, hash_offset, message);
                } else {
                    self.warning_at(file, hash_offset, message);
                }
            }
            "pragma" => self.pragma(&line, file, hash_offset, last_offset),
            "ident" | "sccs" | "assert" | "unassert" => {}
            _ => self.error_at(
                file,
                name_raw.start,
                format!("invalid preprocessing directive #{name}"),
            ),
        }
    }

    /// Tokens `from..end` of the current file (a directive's operands),
    /// reporting an unterminated comment.
    fn line_tokens(&mut self, from: usize, end: usize) -> Vec<Tok> {
        let mut out = Vec::with_capacity(end.saturating_sub(from));
        for i in from..end {
            let t = self.file_tok(i);
            if t.kind == COMMENT {
                self.error_at(t.file, t.offset, "unterminated comment");
                continue;
            }
            out.push(t);
        }
        out
    }

    fn current_cond(&mut self) -> Option<&mut Cond> {
        self.stack.last_mut().and_then(|s| s.conds.last_mut())
    }

    fn push_cond(&mut self, directive: &'static str, offset: u32, value: bool) {
        if let Some(st) = self.stack.last_mut() {
            st.conds.push(Cond {
                directive,
                offset,
                taken: value,
                seen_else: false,
            });
        }
        if !value {
            self.skip_group();
        }
    }

    /// Skips lines up to the next `#elif`/`#else`/`#endif` of the current
    /// conditional, leaving the read point on it.
    fn skip_group(&mut self) {
        let Some(st) = self.stack.last_mut() else {
            return;
        };
        let toks = &st.lexed.toks;
        let mut depth = 0usize;
        let mut i = st.pos;
        while i < toks.len() {
            if toks[i].is_directive_start() {
                match directive_name(&st.text, toks, i) {
                    "if" | "ifdef" | "ifndef" => depth += 1,
                    "endif" if depth > 0 => depth -= 1,
                    "else" | "elif" | "elifdef" | "elifndef" | "endif" if depth == 0 => {
                        st.pos = i;
                        return;
                    }
                    _ => {}
                }
            }
            i = next_line(toks, i);
        }
        st.pos = toks.len();
    }

    /// Evaluates a `#if`/`#elif` line; erroneous expressions count as false.
    fn eval_condition(&mut self, line: Vec<Tok>, directive: &str, at: (FileId, u32)) -> bool {
        let saved = std::mem::replace(&mut self.in_directive, true);
        let v = self.with_isolated(line, |pp| crate::expr::evaluate(pp, directive, at));
        self.in_directive = saved;
        v
    }

    /// Expands a directive's operands (computed `#include`, `#line`).
    fn expand_directive_line(&mut self, line: Vec<Tok>) -> Vec<Tok> {
        let saved = std::mem::replace(&mut self.in_directive, true);
        let v = self.expand_isolated(line);
        self.in_directive = saved;
        v
    }

    /// The identifier operand of `#ifdef`, `#undef`, ...
    fn macro_name_operand(
        &mut self,
        line: &[Tok],
        directive: &str,
        at: (FileId, u32),
    ) -> Option<SmolStr> {
        let Some(first) = line.first() else {
            self.error_at(
                at.0,
                at.1,
                format!("no macro name given in #{directive} directive"),
            );
            return None;
        };
        if !first.is_ident() {
            self.error_at(first.file, first.offset, "macro names must be identifiers");
            return None;
        }
        if first.text == "defined" && directive == "undef" {
            self.error_at(
                first.file,
                first.offset,
                "\"defined\" cannot be used as a macro name",
            );
            return None;
        }
        self.extra_tokens(&line[1..], directive);
        Some(first.text.clone())
    }

    fn extra_tokens(&mut self, rest: &[Tok], directive: &str) {
        if let Some(t) = rest.first() {
            self.warning_at(
                t.file,
                t.offset,
                format!("extra tokens at end of #{directive} directive"),
            );
        }
    }

    fn do_define(&mut self, line: &[Tok], at: (FileId, u32)) {
        let mut issues = Vec::new();
        let m = crate::macros::parse_define(line, at, &mut issues);
        for issue in issues {
            let severity = if issue.is_error {
                crate::Severity::Error
            } else {
                crate::Severity::Warning
            };
            self.diag(at.0, issue.offset, severity, issue.message);
        }
        if let Some(m) = m {
            self.define(m, true);
        }
    }

    fn do_include(
        &mut self,
        kind: IncludeKind,
        directive: &str,
        line: Vec<Tok>,
        at: (FileId, u32, u32),
    ) {
        let (file, hash_offset, name_offset) = at;
        let expects = || format!("#{directive} expects \"FILENAME\" or <FILENAME>");
        let Some(text) = self.stack.last().map(|st| st.text.clone()) else {
            return;
        };
        let Some(head) = line.first() else {
            self.error_at(file, name_offset, expects());
            return;
        };
        let head_offset = head.offset;
        let (name, angled, rest): (String, bool, Vec<Tok>) =
            if head.kind == STRING_LIT && head.text.starts_with('"') {
                if !head.text.ends_with('"') || head.text.len() < 2 {
                    self.error_at(file, head.offset, "missing terminating \" character");
                    return;
                }
                (
                    head.text[1..head.text.len() - 1].to_string(),
                    false,
                    line[1..].to_vec(),
                )
            } else if head.kind == L_ANGLE {
                // A header name is lexed from the raw text: `//` or `'` inside
                // `<...>` are not comments or literals.
                let bytes = text.as_bytes();
                let start = head.offset as usize + 1;
                let mut k = start;
                while k < bytes.len() && bytes[k] != b'>' && bytes[k] != b'\n' {
                    k += 1;
                }
                if k >= bytes.len() || bytes[k] != b'>' {
                    self.error_at(file, head.offset, "missing terminating > character");
                    return;
                }
                let rest: Vec<Tok> = line
                    .iter()
                    .filter(|t| t.offset as usize > k)
                    .cloned()
                    .collect();
                (text[start..k].to_string(), true, rest)
            } else {
                let expanded = self.expand_directive_line(line);
                if self.stopped {
                    return;
                }
                match expanded.first() {
                    Some(t)
                        if t.kind == STRING_LIT
                            && t.text.starts_with('"')
                            && t.text.ends_with('"')
                            && t.text.len() >= 2 =>
                    {
                        (
                            t.text[1..t.text.len() - 1].to_string(),
                            false,
                            expanded[1..].to_vec(),
                        )
                    }
                    Some(t) if t.kind == L_ANGLE => {
                        match expanded.iter().position(|t| t.kind == R_ANGLE) {
                            Some(close) => (
                                join_spelling(&expanded[1..close]),
                                true,
                                expanded[close + 1..].to_vec(),
                            ),
                            None => {
                                self.error_at(file, head_offset, "missing terminating > character");
                                return;
                            }
                        }
                    }
                    _ => {
                        self.error_at(file, head_offset, expects());
                        return;
                    }
                }
            };
        if name.is_empty() {
            self.error_at(file, head_offset, format!("empty filename in #{directive}"));
            return;
        }
        if let Some(t) = rest.first() {
            self.warning_at(
                t.file,
                t.offset,
                format!("extra tokens at end of #{directive} directive"),
            );
        }
        self.include(&name, angled, kind, hash_offset, head_offset);
    }

    fn do_line(&mut self, line: Vec<Tok>, at: (FileId, u32), last_offset: u32) {
        let toks = if line.first().is_some_and(|t| t.kind == INT_NUMBER) {
            line
        } else {
            self.expand_directive_line(line)
        };
        let Some(first) = toks.first() else {
            self.error_at(at.0, at.1, "unexpected end of file after #line");
            return;
        };
        let Some(n) = digit_sequence(&first.text) else {
            self.error_at(
                at.0,
                first.offset,
                format!("\"{}\" after #line is not a positive integer", first.text),
            );
            return;
        };
        let mut name = None;
        if let Some(s) = toks.get(1) {
            match unquote(s) {
                Some(q) => name = Some(q),
                None => {
                    self.error_at(
                        at.0,
                        s.offset,
                        format!("\"{}\" is not a valid filename", s.text),
                    );
                    return;
                }
            }
            self.extra_tokens(&toks[2..], "line");
        }
        self.remap_lines(last_offset, n, name, None);
    }

    /// `# 33 "file" 1 3` (GCC's line markers in preprocessed output).
    fn line_marker(&mut self, toks: &[Tok], last_offset: u32) {
        let Some(n) = digit_sequence(&toks[0].text) else {
            self.error_at(
                toks[0].file,
                toks[0].offset,
                format!("\"{}\" after # is not a positive integer", toks[0].text),
            );
            return;
        };
        let mut name = None;
        let mut system = false;
        if let Some(s) = toks.get(1) {
            match unquote(s) {
                Some(q) => name = Some(q),
                None => {
                    self.error_at(s.file, s.offset, format!("invalid filename \"{}\"", s.text));
                    return;
                }
            }
            for flag in &toks[2..] {
                match flag.text.as_str() {
                    "1" | "2" | "4" => {}
                    "3" => system = true,
                    _ => {
                        self.error_at(
                            flag.file,
                            flag.offset,
                            format!("invalid flag \"{}\" in line directive", flag.text),
                        );
                        return;
                    }
                }
            }
        }
        self.remap_lines(last_offset, n, name, Some(system));
    }

    fn remap_lines(
        &mut self,
        last_offset: u32,
        line: u32,
        name: Option<String>,
        system: Option<bool>,
    ) {
        let Some(st) = self.stack.last() else { return };
        if st.first_visit {
            let file = st.file;
            self.locations
                .remap(file, last_offset, line, name.map(Arc::from), system);
        }
    }

    // ---- pragmas -----------------------------------------------------------

    /// A macro expansion that starts an output line with `# pragma`
    /// (`#define UNROLL #pragma unroll`): gcc leaves the tokens as they are,
    /// but the output line then reads as a pragma directive to the front
    /// end that parses the `.ii` (EDG, cicc), so it is one for us too, up
    /// to the end of that line. Only recorded: gcc itself never acted on
    /// it (no `once`, no `push_macro`).
    pub(crate) fn expanded_pragma(&mut self, hash: &Tok) -> bool {
        let Some(word) = self.next_token() else {
            return false;
        };
        if !(word.is_ident() && word.text == "pragma" && !word.has(LINE_START)) {
            self.push_back(word);
            return false;
        }
        let mut toks = Vec::new();
        while let Some(t) = self.next_token() {
            if t.has(LINE_START) {
                self.push_back(t);
                break;
            }
            toks.push(t);
        }
        self.pragmas.push(Pragma {
            file: hash.file,
            offset: hash.offset,
            token_index: self.out.len(),
            text: join_spelling(&toks),
        });
        true
    }

    /// Records a pragma (tokens after `pragma`) and acts on the few that
    /// concern the preprocessor.
    pub(crate) fn pragma(&mut self, toks: &[Tok], file: FileId, offset: u32, last_offset: u32) {
        self.pragmas.push(Pragma {
            file,
            offset,
            token_index: self.out.len(),
            text: join_spelling(toks),
        });
        let words: Vec<&str> = toks.iter().map(|t| t.text.as_str()).collect();
        match words.as_slice() {
            ["once", ..] => {
                if let Some(st) = self.stack.last() {
                    self.once.insert(st.id);
                }
            }
            ["GCC", "system_header", ..] => {
                if self.stack.len() > 1
                    && let Some(st) = self.stack.last()
                    && st.first_visit
                {
                    let f = st.file;
                    self.locations.mark_system(f, last_offset);
                }
            }
            ["push_macro", "(", _, ")"] => {
                if let Some(name) = unquote(&toks[2]) {
                    let current = self.macros.get(name.as_str()).copied();
                    self.pushed_macros
                        .entry(SmolStr::new(&name))
                        .or_default()
                        .push(current);
                }
            }
            ["pop_macro", "(", _, ")"] => {
                if let Some(name) = unquote(&toks[2])
                    && let Some(saved) = self
                        .pushed_macros
                        .get_mut(name.as_str())
                        .and_then(|v| v.pop())
                {
                    match saved {
                        Some(id) => self.macros.insert(SmolStr::new(&name), id),
                        None => self.macros.remove(name.as_str()),
                    };
                }
            }
            ["GCC", kind @ ("warning" | "error"), _, ..] => {
                let t = &toks[2];
                let msg = unquote(t).unwrap_or_else(|| t.text.to_string());
                if *kind == "error" {
                    self.error_at(t.file, t.offset, msg);
                } else {
                    self.warning_at(t.file, t.offset, msg);
                }
            }
            _ => {}
        }
    }

    /// `_Pragma("...")` (C11 6.10.9), met while expanding; true when consumed.
    pub(crate) fn pragma_operator(&mut self, op: &Tok) -> bool {
        self.in_pragma_operator = true;
        let done = self.pragma_operator_inner(op);
        self.in_pragma_operator = false;
        done
    }

    fn pragma_operator_inner(&mut self, op: &Tok) -> bool {
        let malformed = |pp: &mut Self| {
            pp.error_at(
                op.file,
                op.offset,
                "_Pragma takes a parenthesized string literal",
            )
        };
        let Some(open) = self.next_token() else {
            malformed(self);
            return false;
        };
        if open.kind != L_PAREN {
            self.push_back(open);
            malformed(self);
            return false;
        }
        let string = self.next_token();
        let Some(body) = string.as_ref().and_then(destringize) else {
            if let Some(t) = string {
                self.push_back(t);
            }
            malformed(self);
            return false;
        };
        match self.next_token() {
            Some(t) if t.kind == R_PAREN => {}
            other => {
                if let Some(t) = other {
                    self.push_back(t);
                }
                malformed(self);
                return false;
            }
        }
        let toks = tokens_of_text(&body, op.file, op.offset);
        self.pragma(&toks, op.file, op.offset, op.offset);
        self.carry |= op.flags & (LEADING_SPACE | LINE_START);
        true
    }
}

/// A `#line` number: digits only.
fn digit_sequence(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// The contents of an ordinary string literal, with `\\` and `\"` undone
/// (file names in line markers, `push_macro` operands, `GCC warning` text).
fn unquote(t: &Tok) -> Option<String> {
    if t.kind != STRING_LIT
        || !t.text.starts_with('"')
        || !t.text.ends_with('"')
        || t.text.len() < 2
    {
        return None;
    }
    let inner = &t.text[1..t.text.len() - 1];
    if !inner.contains('\\') {
        // (nearly every line marker of a `.ii`)
        return Some(inner.to_string());
    }
    let mut s = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some(n @ ('\\' | '"')) => s.push(n),
                Some(n) => {
                    s.push('\\');
                    s.push(n);
                }
                None => s.push('\\'),
            }
        } else {
            s.push(c);
        }
    }
    Some(s)
}

/// The destringization of C11 6.10.9: an `L` prefix dropped, `\"` and `\\`
/// undone.
fn destringize(t: &Tok) -> Option<String> {
    if t.kind != STRING_LIT {
        return None;
    }
    let text = t.text.strip_prefix('L').unwrap_or(&t.text);
    let stripped = Tok {
        text: SmolStr::new(text),
        ..t.clone()
    };
    unquote(&stripped)
}
