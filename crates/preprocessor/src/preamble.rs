//! The preamble of a main file: its leading directive lines (the
//! `#include`s and `#define`s before the first declaration). Editors change
//! the code below them far more often than the lines themselves, so the
//! preamble, with everything it includes, is preprocessed once and the rest
//! of the file continues from the state it leaves (see
//! [`crate::preprocess_exporting`] and [`crate::preprocess_from`]).

use crate::source::{RawTok, raw_tokens};

/// The byte offset where the preamble of `text` ends: the start of the first
/// line after the leading directive lines, never inside a conditional group
/// (the rest must start with no `#if` open) and never past a `#line` or a
/// line marker (their effect on positions would not carry over). 0 when
/// there is no preamble.
pub fn preamble_end(text: &str) -> u32 {
    // lexed lazily: the scan stops at the first line of code, and a file
    // that starts with code (or an `.ii`'s line marker) costs one line
    let mut toks = raw_tokens(text).peekable();
    let mut depth = 0u32;
    let mut safe = 0u32;
    while toks.next_if(RawTok::is_directive_start).is_some() {
        let name = match toks.peek() {
            Some(t) if !t.is_bol() && t.kind.is_identifier_like() => t.text(text),
            _ => "",
        };
        match name {
            "if" | "ifdef" | "ifndef" => depth += 1,
            "endif" => depth = depth.saturating_sub(1),
            // `# 12 "file"` markers have no name; `#line` remaps positions
            "" | "line" => break,
            _ => {}
        }
        while toks.next_if(|t| !t.is_bol()).is_some() {}
        if depth == 0 {
            safe = toks.peek().map_or(text.len() as u32, |t| t.start);
        }
    }
    safe
}

#[cfg(test)]
mod tests {
    use super::preamble_end;

    fn cut(text: &str) -> &str {
        &text[..preamble_end(text) as usize]
    }

    #[test]
    fn leading_directives_form_the_preamble() {
        let text = "#include <a.h>\n// note\n#define N 4\nint x;\n#include <b.h>\n";
        assert_eq!(cut(text), "#include <a.h>\n// note\n#define N 4\n");
    }

    #[test]
    fn the_preamble_never_ends_inside_a_conditional() {
        let text = "#include <a.h>\n#ifdef X\n#include <b.h>\nint y;\n#endif\n";
        assert_eq!(cut(text), "#include <a.h>\n");
        let text = "#ifdef X\n#include <b.h>\n#endif\nint y;\n";
        assert_eq!(cut(text), "#ifdef X\n#include <b.h>\n#endif\n");
    }

    #[test]
    fn line_markers_end_the_preamble() {
        assert_eq!(cut("# 1 \"a.cu\"\nint x;\n"), "");
        assert_eq!(cut("#include <a.h>\n#line 7\nint x;\n"), "#include <a.h>\n");
    }

    #[test]
    fn code_first_means_no_preamble() {
        assert_eq!(cut("int x;\n#include <a.h>\n"), "");
        assert_eq!(cut(""), "");
    }
}
