//! Macro invocation (C11 6.10.3): finding the arguments of a function-like
//! macro, substituting them into the replacement list (pre-expanded, or raw
//! next to `#` and `##`), `__VA_OPT__`, stringification, token pasting with
//! re-lexing, and the dynamic builtins. The rescan happens in the token pump
//! (`engine.rs`): the result is pushed as a context with the macro disabled.

use smol_str::SmolStr;
use syntax::SyntaxKind::{self, *};

use crate::engine::{Context, MAX_ARG_NESTING, MacroId, Preprocessor, place_expansion};
use crate::macros::{BodyTok, Builtin, Macro, Special, matching_paren};
use crate::token::{FROM_MACRO, LEADING_SPACE, LINE_START, NO_EXPAND, PASTE_OP, PLACEMARKER, Tok};

/// One invocation being substituted.
struct Invocation<'m> {
    m: &'m Macro,
    args: Vec<Vec<Tok>>,
    /// Fully macro-expanded arguments, computed when first needed.
    expanded: Vec<Option<Vec<Tok>>>,
    name: Tok,
}

impl Preprocessor<'_> {
    /// Expands macro `id` whose name token is `name`. False when this is not
    /// an invocation (a function-like macro name without `(`) or when the
    /// invocation is erroneous: then `name` is output as an ordinary token.
    pub(crate) fn enter_macro(&mut self, id: MacroId, name: &Tok) -> bool {
        let m = self.macro_ref(id);
        if let Some(builtin) = m.builtin {
            let mut tok = self.builtin_token(builtin, name);
            tok.file = name.file;
            tok.offset = name.offset;
            tok.flags = (name.flags & (LEADING_SPACE | LINE_START)) | FROM_MACRO;
            self.contexts.push(Context {
                toks: vec![tok],
                pos: 0,
                macro_id: None,
                barrier: false,
            });
            return true;
        }
        let args = if m.function_like {
            if !self.peek_lparen() {
                return false;
            }
            match self.collect_args(&m, name) {
                Some(args) => args,
                None => return false,
            }
        } else {
            Vec::new()
        };
        let mut toks = if m.body.is_empty() {
            Vec::new()
        } else {
            self.substitute(&m, args, name)
        };
        if self.stopped {
            return true;
        }
        place_expansion(&mut toks, name);
        if toks.is_empty() {
            self.carry |= name.flags & (LEADING_SPACE | LINE_START);
            return true;
        }
        if !self.charge(toks.len(), name) {
            return true;
        }
        self.disabled[id] += 1;
        self.contexts.push(Context {
            toks,
            pos: 0,
            macro_id: Some(id),
            barrier: false,
        });
        true
    }

    /// Reads the arguments after the `(` of an invocation, unexpanded.
    fn collect_args(&mut self, m: &Macro, name: &Tok) -> Option<Vec<Vec<Tok>>> {
        let nparams = m.params.len();
        let mut args: Vec<Vec<Tok>> = vec![Vec::new()];
        let mut depth = 0usize;
        self.collecting_args += 1;
        let complete = loop {
            let Some(mut t) = self.next_raw() else {
                break false;
            };
            if t.is_ident()
                && let Some(&id) = self.macros.get(&t.text)
                && self.disabled[id] > 0
            {
                t.flags |= NO_EXPAND;
            }
            match t.kind {
                L_PAREN => depth += 1,
                R_PAREN if depth == 0 => break true,
                R_PAREN => depth -= 1,
                COMMA if depth == 0 && !(m.variadic && args.len() == nparams) => {
                    args.push(Vec::new());
                    continue;
                }
                _ => {}
            }
            args.last_mut().expect("one argument").push(t);
        };
        self.collecting_args -= 1;
        if !complete {
            if !self.stopped {
                self.error_at(
                    name.file,
                    name.offset,
                    format!("unterminated argument list invoking macro \"{}\"", m.name),
                );
            }
            return None;
        }
        let given = args.len();
        if nparams == 0 {
            if given == 1 && args[0].is_empty() {
                return Some(Vec::new());
            }
            self.error_at(
                name.file,
                name.offset,
                format!(
                    "macro \"{}\" passed {given} arguments, but takes just 0",
                    m.name
                ),
            );
            return None;
        }
        if given < nparams {
            if m.variadic && given == nparams - 1 {
                args.push(Vec::new());
                return Some(args);
            }
            self.error_at(
                name.file,
                name.offset,
                format!(
                    "macro \"{}\" requires {nparams} arguments, but only {given} given",
                    m.name
                ),
            );
            return None;
        }
        if given > nparams {
            self.error_at(
                name.file,
                name.offset,
                format!(
                    "macro \"{}\" passed {given} arguments, but takes just {nparams}",
                    m.name
                ),
            );
            return None;
        }
        Some(args)
    }

    fn substitute(&mut self, m: &Macro, args: Vec<Vec<Tok>>, name: &Tok) -> Vec<Tok> {
        let n = args.len();
        let mut inv = Invocation {
            m,
            args,
            expanded: vec![None; n],
            name: name.clone(),
        };
        let mut out = Vec::with_capacity(m.body.len());
        self.subst_range(&mut inv, &m.body, &mut out);
        out.retain(|t| !t.has(PLACEMARKER));
        out
    }

    /// Substitutes `body` (the whole replacement list, or the inside of a
    /// `__VA_OPT__`) onto `out`, then performs its `##` operations.
    /// Placemarkers are kept: an enclosing `##` may still need them.
    fn subst_range<'m>(
        &mut self,
        inv: &mut Invocation<'m>,
        body: &'m [BodyTok],
        out: &mut Vec<Tok>,
    ) {
        let start = out.len();
        let m = inv.m;
        let va = m.variadic.then(|| m.params.len() - 1);
        let mut i = 0;
        while i < body.len() {
            if self.stopped || out.len().saturating_add(self.work) > self.work_limit {
                let name = inv.name.clone();
                self.charge(out.len(), &name);
                return;
            }
            let b = &body[i];
            if m.function_like && b.tok.kind == POUND {
                match body.get(i + 1).map(|n| n.special) {
                    Some(Special::Param(p)) => {
                        out.push(string_tok(stringify(&inv.args[p as usize]), &b.tok));
                        i += 2;
                        continue;
                    }
                    Some(Special::VaOpt) => {
                        if let Some(close) = matching_paren(body, i + 2) {
                            let mut inner = Vec::new();
                            if !self.va_empty(inv) {
                                self.subst_range(inv, &body[i + 3..close], &mut inner);
                            }
                            inner.retain(|t| !t.has(PLACEMARKER));
                            out.push(string_tok(stringify(&inner), &b.tok));
                            i = close + 1;
                            continue;
                        }
                    }
                    _ => {}
                }
            }
            match b.special {
                Special::Param(p) => {
                    let p = p as usize;
                    let after_paste = i > 0 && body[i - 1].tok.has(PASTE_OP);
                    let before_paste = body.get(i + 1).is_some_and(|n| n.tok.has(PASTE_OP));
                    if Some(p) == va
                        && after_paste
                        && i >= 2
                        && body[i - 2].tok.kind == COMMA
                        && body[i - 2].special == Special::None
                    {
                        // GNU `, ## __VA_ARGS__`: the comma disappears when
                        // there are no variable arguments; otherwise no paste.
                        if out.last().is_some_and(|t| t.has(PASTE_OP)) {
                            out.pop();
                        }
                        if inv.args[p].is_empty() {
                            if out.len() > start && out.last().is_some_and(|t| t.kind == COMMA) {
                                out.pop();
                            }
                            out.push(Tok::placemarker(b.tok.file, b.tok.offset));
                        } else {
                            push_arg(out, inv.args[p].clone(), &b.tok);
                        }
                        i += 1;
                        continue;
                    }
                    let toks = if after_paste || before_paste {
                        inv.args[p].clone()
                    } else {
                        self.expanded_arg(inv, p)
                    };
                    push_arg(out, toks, &b.tok);
                    i += 1;
                }
                Special::VaOpt => {
                    let Some(close) = matching_paren(body, i + 1) else {
                        out.push(b.tok.clone());
                        i += 1;
                        continue;
                    };
                    let before = out.len();
                    if !self.va_empty(inv) {
                        self.subst_range(inv, &body[i + 2..close], out);
                    }
                    if out.len() == before {
                        out.push(Tok::placemarker(b.tok.file, b.tok.offset));
                    }
                    let first = &mut out[before];
                    first.flags = (first.flags & !LEADING_SPACE) | (b.tok.flags & LEADING_SPACE);
                    i = close + 1;
                }
                Special::None => {
                    out.push(b.tok.clone());
                    i += 1;
                }
            }
        }
        self.paste_pass(out, start, &inv.name);
    }

    fn expanded_arg(&mut self, inv: &mut Invocation, p: usize) -> Vec<Tok> {
        if let Some(e) = &inv.expanded[p] {
            return e.clone();
        }
        let e = self.pre_expand(inv.args[p].clone(), &inv.name);
        inv.expanded[p] = Some(e.clone());
        e
    }

    /// C++20 [cpp.subst]: `__VA_OPT__` vanishes when `__VA_ARGS__` would
    /// expand to nothing.
    fn va_empty(&mut self, inv: &mut Invocation) -> bool {
        let va = inv.m.params.len() - 1;
        self.expanded_arg(inv, va).is_empty()
    }

    /// Fully expands an argument before substitution (C11 6.10.3.1).
    fn pre_expand(&mut self, toks: Vec<Tok>, name: &Tok) -> Vec<Tok> {
        if !toks
            .iter()
            .any(|t| t.is_ident() && !t.has(NO_EXPAND) && self.macros.contains_key(&t.text))
        {
            return toks;
        }
        if self.arg_nesting >= MAX_ARG_NESTING {
            self.fatal_at(
                name.file,
                name.offset,
                format!("macro arguments nested more than {MAX_ARG_NESTING} levels deep"),
            );
            return toks;
        }
        self.arg_nesting += 1;
        let out = self.expand_isolated(toks);
        self.arg_nesting -= 1;
        out
    }

    /// Performs the `##` operators among `out[start..]`, left to right.
    fn paste_pass(&mut self, out: &mut Vec<Tok>, start: usize, name: &Tok) {
        if !out[start..].iter().any(|t| t.has(PASTE_OP)) {
            return;
        }
        let items = out.split_off(start);
        let mut it = items.into_iter();
        while let Some(t) = it.next() {
            if !t.has(PASTE_OP) {
                out.push(t);
                continue;
            }
            let Some(mut rhs) = it.next() else { continue };
            rhs.flags &= !PASTE_OP;
            if out.len() <= start {
                out.push(rhs);
                continue;
            }
            let lhs = out.pop().expect("checked above");
            self.paste(lhs, rhs, name, out);
        }
    }

    fn paste(&mut self, lhs: Tok, mut rhs: Tok, name: &Tok, out: &mut Vec<Tok>) {
        if lhs.has(PLACEMARKER) {
            if !rhs.has(PLACEMARKER) {
                rhs.flags =
                    (rhs.flags & !(LEADING_SPACE | NO_EXPAND)) | (lhs.flags & LEADING_SPACE);
            }
            out.push(rhs);
            return;
        }
        if rhs.has(PLACEMARKER) {
            out.push(lhs);
            return;
        }
        let text = format!("{}{}", lhs.text, rhs.text);
        let lexed = syntax::lexer::lex(&text);
        let flags = lhs.flags & LEADING_SPACE;
        if let [one] = lexed.as_slice()
            && one.error.is_none()
            && !matches!(one.kind, WHITESPACE | NEWLINE | COMMENT)
        {
            out.push(Tok {
                kind: one.kind,
                text: SmolStr::new(&text),
                file: lhs.file,
                offset: lhs.offset,
                flags,
            });
            return;
        }
        if matches!(text.as_str(), ">=" | ">>" | ">>=") {
            // `>` is always lexed alone; these are still single punctuators.
            let mut pos = 0usize;
            for (k, t) in lexed.iter().enumerate() {
                let piece = &text[pos..pos + t.len as usize];
                pos += t.len as usize;
                out.push(Tok {
                    kind: t.kind,
                    text: SmolStr::new(piece),
                    file: lhs.file,
                    offset: lhs.offset,
                    flags: if k == 0 { flags } else { 0 },
                });
            }
            return;
        }
        self.error_at(
            name.file,
            name.offset,
            format!(
                "pasting \"{}\" and \"{}\" does not give a valid preprocessing token",
                lhs.text, rhs.text
            ),
        );
        rhs.flags &= !LEADING_SPACE;
        out.push(lhs);
        out.push(rhs);
    }

    fn builtin_token(&mut self, builtin: Builtin, name: &Tok) -> Tok {
        let (kind, text): (SyntaxKind, String) = match builtin {
            Builtin::File => {
                let file = self.presumed_of(name).file;
                (STRING_LIT, quote(&file))
            }
            Builtin::Line => {
                self.line_used = true;
                (INT_NUMBER, self.presumed_of(name).line.to_string())
            }
            Builtin::Counter => {
                let c = self.counter;
                self.counter += 1;
                (INT_NUMBER, c.to_string())
            }
            Builtin::IncludeLevel => (INT_NUMBER, self.stack.len().saturating_sub(1).to_string()),
            Builtin::BaseFile => (STRING_LIT, quote(&self.files[0].path)),
            Builtin::Date => (STRING_LIT, date_time(self.config.source_date_epoch).0),
            Builtin::Time => (STRING_LIT, date_time(self.config.source_date_epoch).1),
        };
        Tok {
            kind,
            text: SmolStr::new(text),
            file: name.file,
            offset: name.offset,
            flags: 0,
        }
    }

    pub(crate) fn presumed_of(&self, tok: &Tok) -> crate::PresumedLoc {
        match self.file_index.get(&tok.file) {
            Some(&i) => {
                let line = self.locations.line(i, tok.offset);
                self.locations.presumed_line(i, line)
            }
            None => crate::PresumedLoc {
                file: "".into(),
                line: 0,
                system: false,
            },
        }
    }
}

/// Appends an argument's tokens in place of a parameter (a placemarker when
/// empty); the first one takes the parameter's spacing.
fn push_arg(out: &mut Vec<Tok>, toks: Vec<Tok>, param: &Tok) {
    if toks.is_empty() {
        let mut pm = Tok::placemarker(param.file, param.offset);
        pm.flags |= param.flags & LEADING_SPACE;
        out.push(pm);
        return;
    }
    let first = out.len();
    out.extend(toks);
    let f = &mut out[first];
    f.flags = (f.flags & !(LEADING_SPACE | LINE_START)) | (param.flags & LEADING_SPACE);
}

fn string_tok(text: String, at: &Tok) -> Tok {
    Tok {
        kind: STRING_LIT,
        text: SmolStr::new(text),
        file: at.file,
        offset: at.offset,
        flags: at.flags & LEADING_SPACE,
    }
}

/// The `#` operator (C11 6.10.3.2): spellings joined by single spaces where
/// there was whitespace, with `"` and `\` escaped inside literals.
pub(crate) fn stringify(toks: &[Tok]) -> String {
    let mut s = String::with_capacity(toks.iter().map(|t| t.text.len() + 1).sum::<usize>() + 2);
    s.push('"');
    let mut first = true;
    for t in toks.iter().filter(|t| !t.has(PLACEMARKER)) {
        if !first && t.has(LEADING_SPACE | LINE_START) {
            s.push(' ');
        }
        first = false;
        if matches!(t.kind, STRING_LIT | CHAR_LIT) {
            for c in t.text.chars() {
                if c == '"' || c == '\\' {
                    s.push('\\');
                }
                s.push(c);
            }
        } else {
            s.push_str(&t.text);
        }
    }
    s.push('"');
    s
}

/// A string literal spelling `text` (for `__FILE__`).
pub(crate) fn quote(text: &str) -> String {
    let mut s = String::with_capacity(text.len() + 2);
    s.push('"');
    for c in text.chars() {
        if c == '"' || c == '\\' {
            s.push('\\');
        }
        s.push(c);
    }
    s.push('"');
    s
}

/// `__DATE__` and `__TIME__`: from `SOURCE_DATE_EPOCH` when given, else a
/// fixed value so that output is reproducible.
fn date_time(epoch: Option<u64>) -> (String, String) {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let secs = epoch.unwrap_or(0);
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // Civil-from-days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (
        format!("\"{} {:2} {}\"", MONTHS[(month - 1) as usize], day, year),
        format!("\"{:02}:{:02}:{:02}\"", rem / 3600, rem / 60 % 60, rem % 60),
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn date_time_from_epoch() {
        assert_eq!(
            super::date_time(None),
            ("\"Jan  1 1970\"".to_string(), "\"00:00:00\"".to_string())
        );
        // 2024-02-29 13:45:07 UTC
        assert_eq!(
            super::date_time(Some(1_709_214_307)),
            ("\"Feb 29 2024\"".to_string(), "\"13:45:07\"".to_string())
        );
    }
}
