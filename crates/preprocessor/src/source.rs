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
    pub error: Option<syntax::lexer::LexError>,
}

// (12 bytes: a unit's main file can have a few hundred thousand)
const _: () = assert!(std::mem::size_of::<RawTok>() <= 12);

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

/// Files at least this long are lexed by two threads (the preprocessed
/// `.ii` that nvcc hands to cudafe++ is a few MB in one file).
const PARALLEL_LEX_MIN: usize = 256 * 1024;

pub(crate) fn lex_file(text: &str) -> LexedFile {
    let toks = if text.len() >= PARALLEL_LEX_MIN {
        lex_in_two(text)
    } else {
        // about one token per 6 bytes of real headers, and up to one per 4
        // (the pages of capacity never written are mostly never backed by
        // memory; regrowing would copy the list)
        let mut toks = Vec::with_capacity(text.len() / 4);
        toks.extend(raw_tokens(text));
        toks
    };
    let guard = detect_guard(text, &toks);
    LexedFile { toks, guard }
}

/// [`lex_file`]'s tokens, the second half of the text lexed on another
/// thread from the start of a line near the middle. The lexer looks only
/// ahead, so the other thread's tokens are the ones a single pass makes
/// when that pass has a token boundary there, just after a newline token
/// (so that the flags start afresh); otherwise (the line start is inside
/// a comment, a raw string or a line splice) they are dropped and this
/// thread lexes on.
fn lex_in_two(text: &str) -> Vec<RawTok> {
    // (searched as bytes: the middle may fall inside a UTF-8 character; a
    // position after a newline never does)
    let middle = text.len() / 2;
    let Some(cut) = text.as_bytes()[middle..]
        .iter()
        .position(|&b| b == b'\n')
        .map(|i| middle + i + 1)
        .filter(|&cut| cut < text.len())
    else {
        return raw_tokens(text).collect();
    };
    std::thread::scope(|s| {
        let second = std::thread::Builder::new()
            .name("lex".into())
            .spawn_scoped(s, || {
                let mut toks = Vec::with_capacity((text.len() - cut) / 4);
                toks.extend(raw_tokens(&text[cut..]).map(|mut t| {
                    t.start += cut as u32;
                    t
                }));
                toks
            });
        let mut toks = Vec::with_capacity(text.len() / 4);
        let mut first = RawTokens::new(text);
        while let Some(t) = first.next_before(cut as u32) {
            toks.push(t);
        }
        // (no thread, or a boundary that does not line up: lex on here)
        let rest = second.ok().and_then(|handle| handle.join().ok());
        match rest {
            Some(rest) if first.pos == cut as u32 && first.flags == LINE_START => toks.extend(rest),
            _ => toks.extend(first),
        }
        toks
    })
}

/// See [`crate::lexing_in_two_agrees`].
pub(crate) fn lex_in_two_agrees(text: &str) -> bool {
    let key = |t: &RawTok| (t.kind, t.start, t.len, t.flags, t.error);
    raw_tokens(text)
        .map(|t| key(&t))
        .eq(lex_in_two(text).iter().map(key))
}

/// The significant tokens of `text`, lexed as they are asked for.
pub(crate) fn raw_tokens(text: &str) -> RawTokens<'_> {
    RawTokens::new(text)
}

/// The iterator of [`raw_tokens`]: it tracks the flags of the next token
/// (newlines and spaces seen since the last significant one).
pub(crate) struct RawTokens<'a> {
    lexer: syntax::lexer::Tokens<'a>,
    /// The offset of the next raw token.
    pos: u32,
    flags: u8,
}

impl<'a> RawTokens<'a> {
    fn new(text: &'a str) -> Self {
        RawTokens {
            lexer: syntax::lexer::tokens(text),
            pos: 0,
            flags: LINE_START,
        }
    }

    /// The next significant token, lexing no raw token that starts at or
    /// after `limit`.
    fn next_before(&mut self, limit: u32) -> Option<RawTok> {
        while self.pos < limit {
            let t = self.lexer.next()?;
            let start = self.pos;
            self.pos += t.len;
            match t.kind {
                NEWLINE => self.flags = LINE_START,
                WHITESPACE => self.flags |= LEADING_SPACE,
                // Unterminated comments are the only lexer error that hides
                // tokens; keep one so that it can be reported.
                COMMENT if t.error.is_none() => self.flags |= LEADING_SPACE,
                _ => {
                    let tok = RawTok {
                        kind: t.kind,
                        start,
                        len: t.len,
                        flags: self.flags,
                        error: t.error,
                    };
                    self.flags = 0;
                    return Some(tok);
                }
            }
        }
        None
    }
}

impl Iterator for RawTokens<'_> {
    type Item = RawTok;

    fn next(&mut self) -> Option<RawTok> {
        self.next_before(u32::MAX)
    }
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
    use super::{lex_file, lex_in_two_agrees};

    /// The two-thread lexer agrees with one pass wherever the middle line
    /// start falls: between lines, inside a block comment, a raw string, a
    /// line splice, an unterminated comment, at CRLF line ends.
    #[test]
    fn lexing_in_two_halves_gives_the_same_tokens() {
        let pieces = [
            "int a = 1;\n",
            "  x += y; // c\n",
            "/* a\n b\n c */ z\n",
            "auto s = R\"(one\ntwo\nthree)\";\n",
            "#define M(a) \\\n  (a) \\\n  + 1\n",
            "\"str\" 'c' 1.5e+3\r\n",
            "\n\n   \t\n",
            "/* unterminated\n",
            "é€𝄞 \"ü\" // ñ\n",
        ];
        for i in 0..pieces.len() {
            for j in 0..pieces.len() {
                for k in 0..pieces.len() {
                    let text = [pieces[i], pieces[j], pieces[k], pieces[j]].concat();
                    assert!(lex_in_two_agrees(&text), "{text:?}");
                }
            }
        }
    }

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
