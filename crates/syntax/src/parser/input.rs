//! The parser's input: the significant tokens the grammar reads (kinds,
//! texts, and whether each is joint with the next), and the "raw" tokens
//! the tree is built from, trivia included.
//!
//! The raw tokens come in two forms:
//! - [`Raw::Tokens`]: the caller's own token list, trivia among the
//!   significant tokens (text lexed directly, with its comments);
//! - [`Raw::Spaced`]: significant tokens only, each with the [`Spacing`]
//!   before it, as the preprocessor reports its output. Raw position `2i`
//!   is the trivia slot before token `i` (one space, one newline, or
//!   nothing), `2i + 1` the token. No token list with the trivia is made:
//!   for a translation unit of a few hundred thousand tokens it was a
//!   15 MB copy, and the page faults of fresh memory were a third of the
//!   parse.

use super::Token;
use crate::SyntaxKind;

/// What separates a significant token from the one before it in the
/// preprocessor's output: the tree has one whitespace or newline token
/// there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spacing {
    Joint,
    Space,
    Newline,
}

impl Spacing {
    /// The trivia token the tree has for this spacing (none when joint).
    pub fn trivia(self) -> Option<(SyntaxKind, &'static str)> {
        match self {
            Spacing::Joint => None,
            Spacing::Space => Some((SyntaxKind::WHITESPACE, " ")),
            Spacing::Newline => Some((SyntaxKind::NEWLINE, "\n")),
        }
    }
}

pub(crate) struct Input<'t> {
    pub(crate) kinds: Vec<SyntaxKind>,
    pub(crate) texts: Vec<&'t str>,
    /// `joint[i]`: token `i + 1` follows token `i` with no trivia between.
    pub(crate) joint: Vec<bool>,
    raw: Raw<'t>,
}

enum Raw<'t> {
    Tokens {
        tokens: &'t [Token],
        /// The index in `tokens` of each significant token.
        significant: Vec<usize>,
    },
    Spaced(Vec<Spacing>),
}

impl<'t> Input<'t> {
    /// The input of a token list with its trivia.
    pub(crate) fn new(tokens: &'t [Token]) -> Self {
        let significant: Vec<usize> = (0..tokens.len())
            .filter(|&i| !tokens[i].kind.is_trivia())
            .collect();
        let kinds = significant.iter().map(|&i| tokens[i].kind).collect();
        let texts = significant
            .iter()
            .map(|&i| tokens[i].text.as_str())
            .collect();
        let joint = significant
            .windows(2)
            .map(|w| w[1] == w[0] + 1)
            .chain(std::iter::once(false))
            .collect();
        Input {
            kinds,
            texts,
            joint,
            raw: Raw::Tokens {
                tokens,
                significant,
            },
        }
    }

    /// The input of significant tokens, each with the spacing before it.
    pub(crate) fn spaced(tokens: impl IntoIterator<Item = (SyntaxKind, &'t str, Spacing)>) -> Self {
        let tokens = tokens.into_iter();
        let n = tokens.size_hint().0;
        let mut kinds = Vec::with_capacity(n);
        let mut texts = Vec::with_capacity(n);
        let mut spacing = Vec::with_capacity(n);
        for (kind, text, space) in tokens {
            kinds.push(kind);
            texts.push(text);
            spacing.push(space);
        }
        let joint = spacing
            .iter()
            .skip(1)
            .map(|&s| s == Spacing::Joint)
            .chain(std::iter::once(false))
            .collect();
        Input {
            kinds,
            texts,
            joint,
            raw: Raw::Spaced(spacing),
        }
    }

    /// The number of raw positions.
    pub(crate) fn raw_len(&self) -> usize {
        match &self.raw {
            Raw::Tokens { tokens, .. } => tokens.len(),
            Raw::Spaced(spacing) => 2 * spacing.len(),
        }
    }

    /// The raw position of significant token `i` (`raw_len` past the end).
    pub(crate) fn raw_of(&self, i: usize) -> usize {
        match &self.raw {
            Raw::Tokens {
                tokens,
                significant,
            } => significant.get(i).copied().unwrap_or(tokens.len()),
            Raw::Spaced(spacing) => {
                if i < spacing.len() {
                    2 * i + 1
                } else {
                    2 * spacing.len()
                }
            }
        }
    }

    /// Whether raw position `raw` holds trivia (or an empty trivia slot).
    pub(crate) fn is_trivia(&self, raw: usize) -> bool {
        match &self.raw {
            Raw::Tokens { tokens, .. } => tokens[raw].kind.is_trivia(),
            Raw::Spaced(_) => raw.is_multiple_of(2),
        }
    }

    /// The token at raw position `raw` (`None`: an empty trivia slot).
    pub(crate) fn raw_token(&self, raw: usize) -> Option<(SyntaxKind, &'t str)> {
        match &self.raw {
            Raw::Tokens { tokens, .. } => {
                let tokens: &'t [Token] = tokens;
                Some((tokens[raw].kind, tokens[raw].text.as_str()))
            }
            Raw::Spaced(spacing) if raw.is_multiple_of(2) => spacing[raw / 2].trivia(),
            Raw::Spaced(_) => Some((self.kinds[raw / 2], self.texts[raw / 2])),
        }
    }
}
