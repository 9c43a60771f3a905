//! The parser: tokens in, a lossless rowan tree plus syntax errors out.
//!
//! Parsing is split as in rust-analyzer: the recursive-descent grammar
//! (`grammar/`) drives a [`Parser`](parser::Parser) that only emits
//! [`Event`](event::Event)s; `build` turns the events and the tokens
//! (trivia included) into a green tree. Parsing never fails: errors are
//! recorded and the tree still covers every input token.
//!
//! C++ cannot be parsed without knowing which names are types and templates;
//! `names` keeps that table while parsing (see its docs).

mod build;
mod event;
mod grammar;
mod input;
mod names;
#[allow(clippy::module_inception)]
mod parser;
mod split;

use crate::{SyntaxKind, SyntaxNode, lexer};
pub use input::Spacing;
use smol_str::SmolStr;
use std::sync::Arc;

/// One input token. Trivia (whitespace, newlines, comments) may be present:
/// it is kept in the tree but skipped by the grammar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub kind: SyntaxKind,
    pub text: SmolStr,
}

/// A syntax error at a non-trivia token (its index among the non-trivia
/// tokens; the end of input is `count`), with EDG's wording.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ParseError {
    pub token_index: u32,
    pub kind: diagnostics::DiagKind,
    /// For a missing closing brace: the token index of the `{` it would
    /// close (EDG's note `to match this "{"`).
    pub matching: Option<u32>,
}

/// The result of parsing: the green tree and the errors.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parse {
    green: rowan::GreenNode,
    errors: Arc<Vec<ParseError>>,
}

impl Parse {
    pub fn syntax_node(&self) -> SyntaxNode {
        SyntaxNode::new_root(self.green.clone())
    }
    pub fn errors(&self) -> &[ParseError] {
        &self.errors
    }
    pub fn green(&self) -> &rowan::GreenNode {
        &self.green
    }
    /// A debug dump of the tree (kinds, ranges and token texts), then the errors.
    pub fn debug_dump(&self) -> String {
        let mut out = format!("{:#?}", self.syntax_node());
        out.pop();
        for e in self.errors.iter() {
            out.push_str(&format!(
                "\nerror at token {}: {}",
                e.token_index,
                e.kind.message()
            ));
        }
        out.push('\n');
        out
    }
}

/// Options of the grammar that depend on the compilation.
#[derive(Debug, Clone, Default)]
pub struct ParseConfig {
    /// Names to treat as type names before any declaration (builtin typedefs
    /// of the host compiler such as `__builtin_va_list`).
    pub builtin_type_names: Vec<SmolStr>,
    /// The source line of each significant token, asked for only on syntax
    /// errors (EDG's `parsing restarts here` depends on how many lines its
    /// recovery skipped); none for text parsed without a source.
    pub token_lines: Option<TokenLines>,
}

/// The line of the significant token with an index (see
/// `ParseConfig::token_lines`).
#[derive(Clone)]
pub struct TokenLines(pub Arc<dyn Fn(usize) -> Option<u32> + Send + Sync>);

impl std::fmt::Debug for TokenLines {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TokenLines")
    }
}

/// Parses a token stream (usually the preprocessor's output).
pub fn parse_tokens(tokens: &[Token], config: &ParseConfig) -> Parse {
    parse_tokens_from(tokens, config, None).0
}

/// What the parser knows of names at the end of a translation unit's
/// prefix (which names are types, templates, namespaces), so that the rest
/// can be parsed later, alone, as if it had followed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameState(names::NameTable);

/// Parses `tokens` as the continuation of the tokens that left `start`
/// (none: a whole translation unit), and returns the names known at the end.
pub fn parse_tokens_from(
    tokens: &[Token],
    config: &ParseConfig,
    start: Option<&NameState>,
) -> (Parse, NameState) {
    let input = input::Input::new(tokens);
    parse_with(&input, config, start, build::PARALLEL_MIN_EVENTS)
}

/// [`parse_tokens_from`] for significant tokens only, each with the
/// [`Spacing`] before it (the preprocessor's output): the tree has one
/// whitespace or newline token wherever the spacing says.
pub fn parse_spaced_from<'t>(
    tokens: impl IntoIterator<Item = (SyntaxKind, &'t str, Spacing)>,
    config: &ParseConfig,
    start: Option<&NameState>,
) -> (Parse, NameState) {
    let input = input::Input::spaced(tokens);
    parse_with(&input, config, start, build::PARALLEL_MIN_EVENTS)
}

/// Parses `input`, building the tree on two threads from `parallel_min`
/// events on (see `build::build_tree_with`).
fn parse_with(
    input: &input::Input<'_>,
    config: &ParseConfig,
    start: Option<&NameState>,
    parallel_min: usize,
) -> (Parse, NameState) {
    let mut p = parser::Parser::new(input, config);
    if let Some(NameState(names)) = start {
        p.names = names.clone();
    }
    grammar::translation_unit(&mut p);
    let parser::Finished {
        events,
        spliced,
        errors,
        mut names,
        cut_hints,
    } = p.finish();
    // scopes left open by broken code do not outlive the unit
    names.close_to_global();
    let green = build::build_tree_with(input, events, spliced, &cut_hints, parallel_min);
    let parse = Parse {
        green,
        errors: Arc::new(errors),
    };
    (parse, NameState(names))
}

impl Parse {
    /// The parse of consecutive parts of a translation unit as one tree:
    /// the parts' top-level children under one root (shared, not copied),
    /// and their errors with token indexes counted from the first part.
    /// `parts` gives each parse with its number of non-trivia tokens.
    pub fn concat(parts: &[(&Parse, u32)]) -> Parse {
        let mut children = Vec::new();
        let mut errors = Vec::new();
        let mut before = 0u32;
        for (parse, significant) in parts {
            children.extend(parse.green.children().map(|c| c.to_owned()));
            errors.extend(parse.errors.iter().map(|e| ParseError {
                token_index: e.token_index + before,
                kind: e.kind.clone(),
                matching: e.matching.map(|m| m + before),
            }));
            before += significant;
        }
        Parse {
            green: rowan::GreenNode::new(
                rowan::SyntaxKind(SyntaxKind::TRANSLATION_UNIT.into()),
                children,
            ),
            errors: Arc::new(errors),
        }
    }
}

/// Lexes and parses text directly, without preprocessing (for tests and for
/// already-preprocessed input without directives).
pub fn parse_text(text: &str) -> Parse {
    let mut pos = 0usize;
    let tokens: Vec<Token> = lexer::lex(text)
        .into_iter()
        .map(|t| {
            let s = &text[pos..pos + t.len as usize];
            pos += t.len as usize;
            Token {
                kind: t.kind,
                text: SmolStr::new(s),
            }
        })
        .collect();
    parse_tokens(&tokens, &ParseConfig::default())
}

/// [`parse_tokens`] with the tree built in two halves on two threads
/// whatever the input's size (the fuzz target compares it with the
/// one-thread build, which big units use below their threshold).
#[doc(hidden)]
pub fn parse_tokens_in_two(tokens: &[Token], config: &ParseConfig) -> Parse {
    parse_with(&input::Input::new(tokens), config, None, 0).0
}

/// [`parse_spaced_from`] with the tree built in two halves on two threads
/// whatever the input's size (for the fuzz target, as
/// [`parse_tokens_in_two`]).
#[doc(hidden)]
pub fn parse_spaced_in_two<'t>(
    tokens: impl IntoIterator<Item = (SyntaxKind, &'t str, Spacing)>,
    config: &ParseConfig,
) -> Parse {
    parse_with(&input::Input::spaced(tokens), config, None, 0).0
}

/// Parses already-preprocessed text (a `.ii` as `gcc -E` writes it): the
/// lines that are directives (line markers, `#pragma`) are kept as
/// `PP_DIRECTIVE` trivia, everything else is lexed and parsed.
pub fn parse_preprocessed_text(text: &str) -> Parse {
    parse_tokens(&lexer::lex_preprocessed(text), &ParseConfig::default())
}

#[cfg(test)]
mod tests;
