//! The body of a main file (what follows its preamble) cut in chunks at
//! namespace-scope declaration boundaries, so that an edit preprocesses,
//! parses and lowers one chunk again: each chunk continues from the state
//! the one before leaves (macros, names, typedefs), and the later chunks,
//! whose text and starting state are unchanged, are not redone.
//!
//! The cut is textual (the real lexer's tokens, before macro expansion): at
//! the start of a line, after a `;` or `}`, outside any brace, parenthesis
//! or conditional group. Macros can hide braces from this view; the
//! database checks that every chunk parses to a clean end and falls back
//! to the whole body otherwise. Bodies with what a chunk could not carry
//! over to the next (`#line` and line markers, `push_macro`/`pop_macro`,
//! `#pragma GCC system_header`) are not cut.

use crate::source::raw_tokens;
use syntax::SyntaxKind::*;

/// Where a chunk starts: its byte offset in the file and its 1-based line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ChunkStart {
    pub offset: u32,
    pub line: u32,
}

/// The smallest chunk, in bytes (a chunk ends at the first cut after it).
pub const MIN_CHUNK: u32 = 1024;
/// At most this many chunks: a longer body gets longer chunks.
pub const MAX_CHUNKS: u32 = 256;

/// The chunks of `text` from byte `from` (a line start: the end of the
/// preamble) on; one chunk when the text cannot be cut.
pub fn body_chunks(text: &str, from: u32) -> Vec<ChunkStart> {
    let len = text.len().saturating_sub(from as usize) as u32;
    body_chunks_of(text, from, MIN_CHUNK.max(len / MAX_CHUNKS))
}

/// [`body_chunks`] with chunks of at least `min_len` bytes (the fuzz
/// target cuts at every place it can).
pub fn body_chunks_of(text: &str, from: u32, min_len: u32) -> Vec<ChunkStart> {
    let from = from.min(text.len() as u32);
    let line_of = |at: u32| {
        text.as_bytes()[..at as usize]
            .iter()
            .filter(|&&b| b == b'\n')
            .count() as u32
            + 1
    };
    let first = ChunkStart {
        offset: from,
        line: line_of(from),
    };
    let body = &text[from as usize..];
    let mut out = vec![first];
    let (mut braces, mut parens, mut conditionals) = (0i64, 0i64, 0i64);
    let mut last = None;
    let mut toks = raw_tokens(body).peekable();
    // lines are counted from the previous cut
    let (mut counted_to, mut line) = (0u32, first.line);
    while let Some(t) = toks.next() {
        // the cut is at the start of the line, so that the chunk has the
        // line's indentation (the token's column and leading space); not
        // where a comment from an earlier line ends before the token
        let candidate = t.is_bol()
            && braces == 0
            && parens == 0
            && conditionals == 0
            && matches!(last, Some(SEMICOLON | R_CURLY));
        let previous = out.last().map_or(0, |c| c.offset - from);
        let line_start = if candidate {
            body[..t.start as usize].rfind('\n').map_or(0, |i| i + 1) as u32
        } else {
            0
        };
        let cut_here = candidate
            && line_start > previous
            && line_start - previous >= min_len
            && body.as_bytes()[line_start as usize..t.start as usize]
                .iter()
                .all(|b| matches!(b, b' ' | b'\t' | b'\x0b' | b'\x0c' | b'\r'));
        if cut_here {
            line += body.as_bytes()[counted_to as usize..line_start as usize]
                .iter()
                .filter(|&&b| b == b'\n')
                .count() as u32;
            counted_to = line_start;
            out.push(ChunkStart {
                offset: from + line_start,
                line,
            });
        }
        if t.is_directive_start() {
            let name = match toks.peek() {
                Some(n) if !n.is_bol() && n.kind.is_identifier_like() => n.text(body),
                _ => "",
            };
            match name {
                "if" | "ifdef" | "ifndef" => conditionals += 1,
                "endif" => conditionals -= 1,
                "" | "line" => return vec![first],
                _ => {}
            }
            while let Some(d) = toks.next_if(|d| !d.is_bol()) {
                if matches!(d.text(body), "push_macro" | "pop_macro" | "system_header") {
                    return vec![first];
                }
            }
            continue;
        }
        match t.kind {
            L_CURLY => braces += 1,
            R_CURLY => braces -= 1,
            L_PAREN | L_BRACK => parens += 1,
            R_PAREN | R_BRACK => parens -= 1,
            // `_Pragma("push_macro(...)")` and friends
            STRING_LIT
                if t.text(body).contains("_macro") || t.text(body).contains("system_header") =>
            {
                return vec![first];
            }
            _ => {}
        }
        if braces < 0 || parens < 0 || conditionals < 0 {
            return vec![first];
        }
        last = Some(t.kind);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cuts(text: &str) -> Vec<(String, u32)> {
        body_chunks(text, 0)
            .iter()
            .map(|c| {
                let rest = &text[c.offset as usize..];
                (rest.lines().next().unwrap_or("").to_string(), c.line)
            })
            .collect()
    }

    fn filler(n: usize) -> String {
        (0..n).map(|i| format!("int v{i} = {i};\n")).collect()
    }

    #[test]
    fn cuts_at_declarations_after_enough_text() {
        let text = format!(
            "{}void f() {{\n  int x;\n}}\n{}struct S {{ int a; }};\nint g();\n",
            filler(80),
            filler(80)
        );
        let got = cuts(&text);
        assert_eq!(got[0], ("int v0 = 0;".to_string(), 1));
        assert!(got.len() >= 3, "{got:?}");
        for (line, n) in &got[1..] {
            // never inside the function or the class, always at a line start
            assert!(!line.starts_with("  "), "{line}");
            assert_eq!(text.lines().nth(*n as usize - 1).unwrap(), line);
        }
    }

    #[test]
    fn cuts_at_line_starts_before_indentation_not_inside_comments() {
        let text = format!("{}  int y;\n/* a\n */ int z;\n{}", filler(60), filler(60));
        for c in body_chunks_of(&text, 0, 1).iter().skip(1) {
            let at = c.offset as usize;
            assert_eq!(&text[at - 1..at], "\n", "at a line start");
            assert!(!text[at..].starts_with(" */"), "not inside a comment");
        }
    }

    #[test]
    fn never_cuts_inside_braces_parentheses_or_conditionals() {
        let inner = filler(200);
        for text in [
            format!("namespace n {{\n{inner}}}\n"),
            format!("#if X\n{inner}#endif\n"),
            format!("int a[] = {{\n{}\n}};\n", "1,\n".repeat(800)),
        ] {
            assert_eq!(body_chunks(&text, 0).len(), 1, "{text}");
        }
    }

    #[test]
    fn what_a_chunk_cannot_carry_over_prevents_cutting() {
        for bad in [
            "#line 40\n",
            "# 3 \"x.cu\"\n",
            "#pragma push_macro(\"X\")\n",
            "_Pragma(\"pop_macro(\\\"X\\\")\")\n",
        ] {
            let text = format!("{}{bad}{}", filler(100), filler(100));
            assert_eq!(body_chunks(&text, 0).len(), 1, "{bad}");
        }
    }

    #[test]
    fn comments_and_strings_hide_braces() {
        let text = format!("// {{\n/* {{ */\nconst char *s = \"{{\";\n{}", filler(300));
        assert!(body_chunks(&text, 0).len() > 1);
    }
}
