//! The C++/CUDA syntax layer: tokens, a lexer, an event-based recursive
//! descent parser producing a lossless rowan tree with error recovery, and a
//! typed AST over that tree. It knows nothing of salsa, files or macros: the
//! parser consumes a token stream (usually the preprocessor's output).

pub mod ast;
mod generated;
pub mod lexer;
pub mod parser;
mod syntax_node;

pub use generated::kinds::SyntaxKind;
pub use parser::{
    NameState, Parse, ParseError, Spacing, Token, parse_preprocessed_text, parse_spaced_from,
    parse_text, parse_tokens, parse_tokens_from,
};
pub use rowan::{GreenNode, TextRange, TextSize, WalkEvent};
pub use syntax_node::{
    CppLanguage, SyntaxElement, SyntaxNode, SyntaxNodePtr, SyntaxToken, significant_tokens,
};
