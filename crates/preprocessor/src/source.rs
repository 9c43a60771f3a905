//! A source file lexed once per `preprocess` call: its significant tokens with
//! line-start and leading-space flags (so directives are found by index, not
//! by re-scanning text), and its include guard if it has one.

use smol_str::SmolStr;
use syntax::SyntaxKind::{self, *};

use crate::token::{LEADING_SPACE, LINE_START};

/// A significant token of a file, located by byte range.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RawTok {
    pub kind: SyntaxKind,
    pub start: u32,
    pub len: u32,
    /// `LEADING_SPACE` and `LINE_START` (first token of a logical line).
    pub flags: u8,
    pub error: Option<&'static str>,
}

impl RawTok {
    pub fn is_bol(&self) -> bool {
        self.flags & LINE_START != 0
    }
    pub fn text<'a>(&self, text: &'a str) -> &'a str {
        text.get(self.start as usize..(self.start + self.len) as usize)
            .unwrap_or("")
    }
    /// A `#` that starts a directive line.
    pub fn is_directive_start(&self) -> bool {
        self.is_bol() && self.kind == POUND
    }
}

pub(crate) struct LexedFile {
    pub toks: Vec<RawTok>,
    /// `X` when the whole file is `#ifndef X` (or `#if !defined X`) ... `#endif`
    /// with nothing outside: re-including it while `X` is defined is a no-op.
    pub guard: Option<SmolStr>,
}

pub(crate) fn lex_file(text: &str) -> LexedFile {
    let mut toks = Vec::new();
    let mut flags = LINE_START;
    let mut pos = 0u32;
    // Unterminated comments are the only lexer error that hides tokens; keep
    // one so that it can be reported.
    for t in syntax::lexer::lex(text) {
        match t.kind {
            NEWLINE => flags = LINE_START,
            WHITESPACE => flags |= LEADING_SPACE,
            COMMENT if t.error.is_none() => flags |= LEADING_SPACE,
            _ => {
                toks.push(RawTok {
                    kind: t.kind,
                    start: pos,
                    len: t.len,
                    flags,
                    error: t.error,
                });
                flags = 0;
            }
        }
        pos += t.len;
    }
    let guard = detect_guard(text, &toks);
    LexedFile { toks, guard }
}

/// The directive name of the line starting at `i` (a directive `#`).
pub(crate) fn directive_name<'a>(text: &'a str, toks: &[RawTok], i: usize) -> &'a str {
    match toks.get(i + 1) {
        Some(t) if !t.is_bol() && t.kind.is_identifier_like() => t.text(text),
        _ => "",
    }
}

/// Index of the first token of the next line after the one containing `i`.
pub(crate) fn next_line(toks: &[RawTok], mut i: usize) -> usize {
    i += 1;
    while i < toks.len() && !toks[i].is_bol() {
        i += 1;
    }
    i
}

fn detect_guard(text: &str, toks: &[RawTok]) -> Option<SmolStr> {
    if toks.is_empty() || !toks[0].is_directive_start() {
        return None;
    }
    let end = next_line(toks, 0);
    let line: Vec<&RawTok> = toks[1..end].iter().collect();
    let name = match line.as_slice() {
        [d, x] if d.text(text) == "ifndef" && x.kind.is_identifier_like() => x.text(text),
        [d, bang, def, x] | [d, bang, def, _, x, _]
            if d.text(text) == "if"
                && bang.kind == BANG
                && def.text(text) == "defined"
                && x.kind.is_identifier_like() =>
        {
            if line.len() == 6 && (line[3].kind != L_PAREN || line[5].kind != R_PAREN) {
                return None;
            }
            x.text(text)
        }
        _ => return None,
    };
    // The matching #endif must close the file, with no #else/#elif at the top level.
    let mut depth = 0usize;
    let mut i = 0;
    while i < toks.len() {
        if toks[i].is_directive_start() {
            match directive_name(text, toks, i) {
                "if" | "ifdef" | "ifndef" => depth += 1,
                "else" | "elif" | "elifdef" | "elifndef" if depth == 1 => return None,
                "endif" => {
                    depth -= 1;
                    if depth == 0 {
                        return (next_line(toks, i) == toks.len()).then(|| SmolStr::new(name));
                    }
                }
                _ => {}
            }
        }
        i = next_line(toks, i);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::lex_file;

    #[test]
    fn include_guards() {
        let guard = |text: &str| lex_file(text).guard.map(|g| g.to_string());
        assert_eq!(guard("#ifndef A\n#define A\nx\n#endif\n"), Some("A".into()));
        assert_eq!(
            guard("/* c */\n  # ifndef A // c\n#if 1\n#else\n#endif\n#endif /* c */\n"),
            Some("A".into())
        );
        assert_eq!(guard("#if !defined(B)\n#endif"), Some("B".into()));
        assert_eq!(guard("#if !defined B\n#endif"), Some("B".into()));
        assert_eq!(guard("x\n#ifndef A\n#endif\n"), None);
        assert_eq!(guard("#ifndef A\n#endif\nx\n"), None);
        assert_eq!(guard("#ifndef A\n#else\n#endif\n"), None);
        assert_eq!(guard("#ifndef A\n#endif\n#ifndef B\n#endif\n"), None);
        assert_eq!(guard("#ifdef A\n#endif\n"), None);
        assert_eq!(guard("#if !defined(A) && 1\n#endif\n"), None);
        assert_eq!(guard("#ifndef A\n"), None);
    }
}
