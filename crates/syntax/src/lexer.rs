//! The C++20 lexer: splits text into tokens with trivia kept (whitespace,
//! newlines, comments), so that the concatenation of the tokens is the input.
//!
//! Raw strings, digit separators, user-defined literal suffixes, encoding
//! prefixes, digraphs and alternative tokens (`and`, `<:`) are handled here.
//! `>` is always lexed alone (the parser glues `>>`, `>=`, `>>>` from joint
//! tokens) so that `a<b<c>>` closes two template argument lists, while `<<<`
//! is lexed as `<<` `<` and glued by the parser after a callee.

use crate::SyntaxKind::{self, *};

/// One token: its kind, its length in bytes, and a message when the text is
/// malformed (an unterminated literal or comment, a stray character).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LexedToken {
    pub kind: SyntaxKind,
    pub len: u32,
    pub error: Option<LexError>,
}

/// What is wrong with a malformed token (one byte: the preprocessor keeps
/// a list of a few hundred thousand tokens with this in each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LexError {
    UnterminatedComment,
    UnterminatedChar,
    UnterminatedString,
    StrayCharacter,
}

impl LexError {
    /// gcc's wording.
    pub fn message(self) -> &'static str {
        match self {
            LexError::UnterminatedComment => "unterminated comment",
            LexError::UnterminatedChar => "missing terminating ' character",
            LexError::UnterminatedString => "missing terminating \" character",
            LexError::StrayCharacter => "stray character in program",
        }
    }
}

impl std::fmt::Display for LexError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.message())
    }
}

/// Lexes the whole text. Never fails: malformed input yields `ERROR` tokens or
/// tokens carrying an error message.
pub fn lex(text: &str) -> Vec<LexedToken> {
    tokens(text).collect()
}

/// The tokens of `text`, one at a time: callers that stop early (the
/// preamble scan) or keep only some tokens (the preprocessor) lex no more
/// than they need and build no intermediate list.
pub fn tokens(text: &str) -> Tokens<'_> {
    Tokens {
        text,
        cursor: Cursor {
            bytes: text.as_bytes(),
            pos: 0,
        },
    }
}

/// The iterator of [`tokens`].
pub struct Tokens<'a> {
    text: &'a str,
    cursor: Cursor<'a>,
}

impl Iterator for Tokens<'_> {
    type Item = LexedToken;

    fn next(&mut self) -> Option<LexedToken> {
        let start = self.cursor.pos;
        if start >= self.cursor.bytes.len() {
            return None;
        }
        let (kind, error) = self.cursor.next_token(self.text);
        debug_assert!(self.cursor.pos > start);
        Some(LexedToken {
            kind,
            len: (self.cursor.pos - start) as u32,
            error,
        })
    }
}

/// Lexes preprocessed text (a `.ii`): like [`lex`], but a line whose first
/// token is `#` (a line marker or a `#pragma` that `gcc -E` kept) becomes a
/// single `PP_DIRECTIVE` token, which the parser treats as trivia. Returns
/// tokens with their texts, ready for the parser.
pub fn lex_preprocessed(text: &str) -> Vec<crate::Token> {
    let lexed = lex(text);
    let mut out = Vec::with_capacity(lexed.len());
    let mut pos = 0usize;
    let mut line_start = true;
    let mut i = 0;
    while i < lexed.len() {
        let t = lexed[i];
        let start = pos;
        pos += t.len as usize;
        i += 1;
        let is_pound = t.kind == POUND;
        if is_pound && line_start {
            // the directive runs to the end of the line (newline excluded)
            while i < lexed.len() && lexed[i].kind != NEWLINE {
                pos += lexed[i].len as usize;
                i += 1;
            }
            out.push(crate::Token {
                kind: PP_DIRECTIVE,
                text: text[start..pos].into(),
            });
            continue;
        }
        match t.kind {
            NEWLINE => line_start = true,
            WHITESPACE | COMMENT => {}
            _ => line_start = false,
        }
        out.push(crate::Token {
            kind: t.kind,
            text: text[start..pos].into(),
        });
    }
    out
}

/// Lexes one token at the start of `text` (used by the preprocessor when it
/// pastes tokens with `##` and re-lexes the result).
pub fn lex_single(text: &str) -> Option<SyntaxKind> {
    let toks = lex(text);
    match toks.as_slice() {
        [one] if one.error.is_none() => Some(one.kind),
        _ => None,
    }
}

struct Cursor<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl Cursor<'_> {
    fn peek(&self, n: usize) -> u8 {
        self.bytes.get(self.pos + n).copied().unwrap_or(0)
    }

    fn at(&self, s: &str) -> bool {
        self.bytes[self.pos..].starts_with(s.as_bytes())
    }

    fn next_token(&mut self, text: &str) -> (SyntaxKind, Option<LexError>) {
        let c = self.peek(0);
        match c {
            b'\n' => {
                self.pos += 1;
                (NEWLINE, None)
            }
            b'\r' if self.peek(1) == b'\n' => {
                self.pos += 2;
                (NEWLINE, None)
            }
            b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {
                self.eat_horizontal_space();
                (WHITESPACE, None)
            }
            b'\\' if self.splice_len() > 0 => {
                self.eat_horizontal_space();
                (WHITESPACE, None)
            }
            // a universal character name starts an identifier
            b'\\' if self.ucn_len() > 0 => self.ident_or_prefixed_literal(text),
            b'/' if self.peek(1) == b'/' => {
                self.line_comment();
                (COMMENT, None)
            }
            b'/' if self.peek(1) == b'*' => {
                let ok = self.block_comment();
                (
                    COMMENT,
                    if ok {
                        None
                    } else {
                        Some(LexError::UnterminatedComment)
                    },
                )
            }
            b'0'..=b'9' => self.number(),
            b'.' if self.peek(1).is_ascii_digit() => self.number(),
            b'\'' => self.char_literal(),
            b'"' => self.string_literal(false),
            c if is_ident_start(c) => self.ident_or_prefixed_literal(text),
            _ => self.punct(),
        }
    }

    /// Length of a universal character name (`\u00e9`, `\U0001F600`) at the
    /// cursor, or 0.
    fn ucn_len(&self) -> usize {
        let digits = match (self.peek(0), self.peek(1)) {
            (b'\\', b'u') => 4,
            (b'\\', b'U') => 8,
            _ => return 0,
        };
        if (2..2 + digits).all(|i| self.peek(i).is_ascii_hexdigit()) {
            2 + digits
        } else {
            0
        }
    }

    /// Length of a backslash-newline line splice at the cursor, or 0.
    fn splice_len(&self) -> usize {
        if self.peek(0) != b'\\' {
            return 0;
        }
        let mut i = 1;
        while matches!(self.peek(i), b' ' | b'\t') {
            i += 1;
        }
        match self.peek(i) {
            b'\n' => i + 1,
            b'\r' if self.peek(i + 1) == b'\n' => i + 2,
            _ => 0,
        }
    }

    fn eat_horizontal_space(&mut self) {
        loop {
            match self.peek(0) {
                b' ' | b'\t' | 0x0b | 0x0c => self.pos += 1,
                b'\r' if self.peek(1) != b'\n' => self.pos += 1,
                b'\\' => {
                    let n = self.splice_len();
                    if n == 0 {
                        break;
                    }
                    self.pos += n;
                }
                _ => break,
            }
        }
    }

    fn line_comment(&mut self) {
        while self.pos < self.bytes.len() {
            match self.peek(0) {
                b'\n' => break,
                b'\r' if self.peek(1) == b'\n' => break,
                b'\\' if self.splice_len() > 0 => self.pos += self.splice_len(),
                _ => self.pos += 1,
            }
        }
    }

    fn block_comment(&mut self) -> bool {
        self.pos += 2;
        while self.pos < self.bytes.len() {
            if self.at("*/") {
                self.pos += 2;
                return true;
            }
            self.pos += 1;
        }
        false
    }

    fn number(&mut self) -> (SyntaxKind, Option<LexError>) {
        // A pp-number: digits, letters, `_`, `.`, digit separators, and signs
        // after an exponent letter.
        let hex = self.peek(0) == b'0' && matches!(self.peek(1), b'x' | b'X');
        let mut is_float = false;
        let mut suffix_started = false;
        loop {
            let c = self.peek(0);
            // an exponent sign: `e+` in decimal, `p+` in hexadecimal
            let exponent = if hex {
                matches!(c, b'p' | b'P')
            } else {
                matches!(c, b'e' | b'E')
            };
            if exponent && !suffix_started && matches!(self.peek(1), b'+' | b'-') {
                is_float = true;
                self.pos += 2;
            } else if c == b'.' {
                if !suffix_started {
                    is_float = true;
                }
                self.pos += 1;
            } else if c == b'\'' && is_ident_continue(self.peek(1)) {
                self.pos += 2;
            } else if is_ident_continue(c) {
                if !suffix_started
                    && !hex
                    && matches!(c, b'e' | b'E')
                    && self.peek(1).is_ascii_digit()
                {
                    is_float = true;
                } else if (c.is_ascii_alphabetic() || c == b'_')
                    && !(hex && c.is_ascii_hexdigit())
                    && !(c == b'x' || c == b'X' || c == b'b' || c == b'B')
                {
                    suffix_started = true;
                }
                self.pos += 1;
            } else {
                break;
            }
        }
        (if is_float { FLOAT_NUMBER } else { INT_NUMBER }, None)
    }

    fn char_literal(&mut self) -> (SyntaxKind, Option<LexError>) {
        let ok = self.quoted(b'\'');
        self.udl_suffix();
        (
            CHAR_LIT,
            if ok {
                None
            } else {
                Some(LexError::UnterminatedChar)
            },
        )
    }

    /// Skips a quoted literal starting at the opening quote; false when the
    /// line ends first.
    fn quoted(&mut self, quote: u8) -> bool {
        self.pos += 1;
        while self.pos < self.bytes.len() {
            match self.peek(0) {
                b'\\' => {
                    let n = self.splice_len();
                    self.pos += if n > 0 {
                        n
                    } else {
                        2.min(self.bytes.len() - self.pos)
                    };
                }
                b'\n' => return false,
                b'\r' if self.peek(1) == b'\n' => return false,
                c if c == quote => {
                    self.pos += 1;
                    return true;
                }
                _ => self.pos += 1,
            }
        }
        false
    }

    fn string_literal(&mut self, raw: bool) -> (SyntaxKind, Option<LexError>) {
        let ok = if raw {
            self.raw_string()
        } else {
            self.quoted(b'"')
        };
        self.udl_suffix();
        (
            STRING_LIT,
            if ok {
                None
            } else {
                Some(LexError::UnterminatedString)
            },
        )
    }

    /// `R"delim( ... )delim"` with the cursor on the opening quote.
    fn raw_string(&mut self) -> bool {
        let start = self.pos + 1;
        let mut i = start;
        while i < self.bytes.len() && i - start <= 16 {
            let c = self.bytes[i];
            if c == b'(' {
                break;
            }
            if matches!(c, b' ' | b')' | b'\\' | b'\t' | b'\n' | b'"') {
                // invalid delimiter: lex as an ordinary string
                return self.quoted(b'"');
            }
            i += 1;
        }
        if i >= self.bytes.len() || self.bytes[i] != b'(' {
            return self.quoted(b'"');
        }
        let mut closing = Vec::with_capacity(i - start + 2);
        closing.push(b')');
        closing.extend_from_slice(&self.bytes[start..i]);
        closing.push(b'"');
        let body = i + 1;
        match find(&self.bytes[body..], &closing) {
            Some(off) => {
                self.pos = body + off + closing.len();
                true
            }
            None => {
                self.pos = self.bytes.len();
                false
            }
        }
    }

    fn udl_suffix(&mut self) {
        if is_ident_start(self.peek(0)) {
            while is_ident_continue(self.peek(0)) {
                self.pos += 1;
            }
        }
    }

    fn ident_or_prefixed_literal(&mut self, text: &str) -> (SyntaxKind, Option<LexError>) {
        let start = self.pos;
        loop {
            if is_ident_continue(self.peek(0)) {
                self.pos += 1;
            } else if self.ucn_len() > 0 {
                self.pos += self.ucn_len();
            } else {
                break;
            }
        }
        let word = &text[start..self.pos];
        let next = self.peek(0);
        if next == b'"' || next == b'\'' {
            let (encoding, raw) = match word.strip_suffix('R') {
                Some(enc) => (enc, true),
                None => (word, false),
            };
            if matches!(encoding, "" | "u8" | "u" | "U" | "L") && !(raw && next == b'\'') {
                return if next == b'\'' {
                    self.char_literal()
                } else {
                    self.string_literal(raw)
                };
            }
        }
        if let Some(kind) = SyntaxKind::from_keyword(word) {
            return (kind, None);
        }
        if let Some(kind) = SyntaxKind::from_alternative_word(word) {
            return (kind, None);
        }
        (IDENT, None)
    }

    fn punct(&mut self) -> (SyntaxKind, Option<LexError>) {
        // `<::` not followed by `:` or `>` is `<` `::` ([lex.pptoken]/3.2).
        if self.at("<::") && !matches!(self.peek(3), b':' | b'>') {
            self.pos += 1;
            return (L_ANGLE, None);
        }
        // longest match first, by the first byte (no `>=`, `>>`: the
        // grammar glues `>` tokens, see the parser)
        let (c1, c2, c3) = (self.peek(1), self.peek(2), self.peek(3));
        let (kind, len) = match self.peek(0) {
            b'%' if c1 == b':' && c2 == b'%' && c3 == b':' => (POUND2, 4),
            b'%' if c1 == b'=' => (PERCENTEQ, 2),
            b'%' if c1 == b'>' => (R_CURLY, 2),
            b'%' if c1 == b':' => (POUND, 2),
            b'%' => (PERCENT, 1),
            b'.' if c1 == b'.' && c2 == b'.' => (DOT3, 3),
            b'.' if c1 == b'*' => (DOT_STAR, 2),
            b'.' => (DOT, 1),
            b'-' if c1 == b'>' && c2 == b'*' => (ARROW_STAR, 3),
            b'-' if c1 == b'>' => (ARROW, 2),
            b'-' if c1 == b'=' => (MINUSEQ, 2),
            b'-' if c1 == b'-' => (MINUS2, 2),
            b'-' => (MINUS, 1),
            b'<' if c1 == b'=' && c2 == b'>' => (SPACESHIP, 3),
            b'<' if c1 == b'<' && c2 == b'=' => (SHLEQ, 3),
            b'<' if c1 == b'=' => (LTEQ, 2),
            b'<' if c1 == b'<' => (SHL, 2),
            b'<' if c1 == b':' => (L_BRACK, 2),
            b'<' if c1 == b'%' => (L_CURLY, 2),
            b'<' => (L_ANGLE, 1),
            b':' if c1 == b':' => (COLON2, 2),
            b':' if c1 == b'>' => (R_BRACK, 2),
            b':' => (COLON, 1),
            b'+' if c1 == b'=' => (PLUSEQ, 2),
            b'+' if c1 == b'+' => (PLUS2, 2),
            b'+' => (PLUS, 1),
            b'*' if c1 == b'=' => (STAREQ, 2),
            b'*' => (STAR, 1),
            b'/' if c1 == b'=' => (SLASHEQ, 2),
            b'/' => (SLASH, 1),
            b'^' if c1 == b'=' => (CARETEQ, 2),
            b'^' => (CARET, 1),
            b'&' if c1 == b'=' => (AMPEQ, 2),
            b'&' if c1 == b'&' => (AMP2, 2),
            b'&' => (AMP, 1),
            b'|' if c1 == b'=' => (PIPEEQ, 2),
            b'|' if c1 == b'|' => (PIPE2, 2),
            b'|' => (PIPE, 1),
            b'=' if c1 == b'=' => (EQ2, 2),
            b'=' => (EQ, 1),
            b'!' if c1 == b'=' => (NEQ, 2),
            b'!' => (BANG, 1),
            b'#' if c1 == b'#' => (POUND2, 2),
            b'#' => (POUND, 1),
            b'{' => (L_CURLY, 1),
            b'}' => (R_CURLY, 1),
            b'[' => (L_BRACK, 1),
            b']' => (R_BRACK, 1),
            b'(' => (L_PAREN, 1),
            b')' => (R_PAREN, 1),
            b';' => (SEMICOLON, 1),
            b'?' => (QUESTION, 1),
            b'~' => (TILDE, 1),
            b'>' => (R_ANGLE, 1),
            b',' => (COMMA, 1),
            _ => {
                // a stray character: one whole UTF-8 scalar
                let len = utf8_len(self.peek(0));
                self.pos = (self.pos + len).min(self.bytes.len());
                return (ERROR, Some(LexError::StrayCharacter));
            }
        };
        self.pos += len;
        (kind, None)
    }
}

fn utf8_len(first: u8) -> usize {
    match first {
        0xF0..=0xF7 => 4,
        0xE0..=0xEF => 3,
        0xC0..=0xDF => 2,
        _ => 1,
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Identifier characters: ASCII letters, digits, `_`, `$` (a GNU extension),
/// and any non-ASCII byte (UTF-8 identifiers are allowed in C++).
pub fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c >= 0x80
}

pub fn is_ident_continue(c: u8) -> bool {
    is_ident_start(c) || c.is_ascii_digit()
}

#[cfg(test)]
mod tests {
    use super::*;
    use expect_test::{Expect, expect};

    fn check(input: &str, expect: Expect) {
        let mut out = String::new();
        let mut pos = 0usize;
        for t in lex(input) {
            let text = &input[pos..pos + t.len as usize];
            pos += t.len as usize;
            if matches!(t.kind, WHITESPACE | NEWLINE) {
                continue;
            }
            out.push_str(&format!("{:?} {:?}", t.kind, text));
            if let Some(e) = t.error {
                out.push_str(&format!(" error: {e}"));
            }
            out.push('\n');
        }
        assert_eq!(pos, input.len());
        expect.assert_eq(&out);
    }

    #[test]
    fn launch_and_nested_templates() {
        check(
            "k<<<g, b>>>(x); a<b<c>>d;",
            expect![[r#"
                IDENT "k"
                SHL "<<"
                L_ANGLE "<"
                IDENT "g"
                COMMA ","
                IDENT "b"
                R_ANGLE ">"
                R_ANGLE ">"
                R_ANGLE ">"
                L_PAREN "("
                IDENT "x"
                R_PAREN ")"
                SEMICOLON ";"
                IDENT "a"
                L_ANGLE "<"
                IDENT "b"
                L_ANGLE "<"
                IDENT "c"
                R_ANGLE ">"
                R_ANGLE ">"
                IDENT "d"
                SEMICOLON ";"
            "#]],
        );
    }

    #[test]
    fn literals() {
        check(
            r#"1'000'000 0x1p-3 1.5e+10f 12_km u8"s" R"xy(a)"b)xy" L'c' "x"_udl .5 0b1010u"#,
            expect![[r#"
                INT_NUMBER "1'000'000"
                FLOAT_NUMBER "0x1p-3"
                FLOAT_NUMBER "1.5e+10f"
                INT_NUMBER "12_km"
                STRING_LIT "u8\"s\""
                STRING_LIT "R\"xy(a)\"b)xy\""
                CHAR_LIT "L'c'"
                STRING_LIT "\"x\"_udl"
                FLOAT_NUMBER ".5"
                INT_NUMBER "0b1010u"
            "#]],
        );
    }

    #[test]
    fn alternative_tokens_and_keywords() {
        check(
            "a and b <: c :> not_eq __attribute__ __restrict x<::y> <::z",
            expect![[r#"
                IDENT "a"
                AMP2 "and"
                IDENT "b"
                L_BRACK "<:"
                IDENT "c"
                R_BRACK ":>"
                NEQ "not_eq"
                ATTRIBUTE_KW "__attribute__"
                RESTRICT_KW "__restrict"
                IDENT "x"
                L_ANGLE "<"
                COLON2 "::"
                IDENT "y"
                R_ANGLE ">"
                L_ANGLE "<"
                COLON2 "::"
                IDENT "z"
            "#]],
        );
    }

    #[test]
    fn unterminated_things_are_errors() {
        check(
            "\"abc\n'x\n/* never closed",
            expect![[r#"
                STRING_LIT "\"abc" error: missing terminating " character
                CHAR_LIT "'x" error: missing terminating ' character
                COMMENT "/* never closed" error: unterminated comment
            "#]],
        );
    }
}
