//! The token the preprocessor works with internally: a [`crate::PpToken`] plus
//! private flags that steer macro expansion (painted-blue identifiers, `##`
//! operators, placemarkers).

use smol_str::SmolStr;
use syntax::SyntaxKind;

use crate::{FileId, PpToken};

pub(crate) const LEADING_SPACE: u8 = PpToken::LEADING_SPACE;
pub(crate) const LINE_START: u8 = PpToken::LINE_START;
pub(crate) const FROM_MACRO: u8 = PpToken::FROM_MACRO;
/// The flags visible in the output.
pub(crate) const PUBLIC_FLAGS: u8 = LEADING_SPACE | LINE_START | FROM_MACRO;
/// An identifier that named a macro while that macro was being expanded: it
/// must never be expanded again ("painted blue", C11 6.10.3.4p2).
pub(crate) const NO_EXPAND: u8 = 8;
/// A `##` written in a replacement list (as opposed to one coming from an
/// argument, which is an ordinary token).
pub(crate) const PASTE_OP: u8 = 16;
/// The placemarker of C11 6.10.3.3: an empty argument next to `##`.
pub(crate) const PLACEMARKER: u8 = 32;

#[derive(Clone, Debug)]
pub(crate) struct Tok {
    pub kind: SyntaxKind,
    pub text: SmolStr,
    pub file: FileId,
    pub offset: u32,
    pub flags: u8,
}

impl Tok {
    pub fn has(&self, flag: u8) -> bool {
        self.flags & flag != 0
    }

    pub fn is_ident(&self) -> bool {
        self.kind.is_identifier_like()
    }

    pub fn placemarker(file: FileId, offset: u32) -> Tok {
        Tok {
            kind: SyntaxKind::WHITESPACE,
            text: SmolStr::default(),
            file,
            offset,
            flags: PLACEMARKER,
        }
    }

    pub fn into_output(self) -> PpToken {
        PpToken {
            kind: self.kind,
            text: self.text,
            file: self.file,
            offset: self.offset,
            flags: self.flags & PUBLIC_FLAGS,
        }
    }
}

/// Joins token spellings with one space wherever the source had whitespace
/// (used for `#pragma` text, `#error` messages and computed header names).
pub(crate) fn join_spelling(toks: &[Tok]) -> String {
    let mut s = String::new();
    for (i, t) in toks.iter().enumerate() {
        if i > 0 && t.has(LEADING_SPACE | LINE_START) {
            s.push(' ');
        }
        s.push_str(&t.text);
    }
    s
}
