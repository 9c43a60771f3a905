//! The rowan language of C++ and the aliases for its tree types.

use crate::SyntaxKind;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CppLanguage {}

impl rowan::Language for CppLanguage {
    type Kind = SyntaxKind;
    fn kind_from_raw(raw: rowan::SyntaxKind) -> SyntaxKind {
        SyntaxKind::from(raw.0)
    }
    fn kind_to_raw(kind: SyntaxKind) -> rowan::SyntaxKind {
        rowan::SyntaxKind(kind.into())
    }
}

pub type SyntaxNode = rowan::SyntaxNode<CppLanguage>;
pub type SyntaxToken = rowan::SyntaxToken<CppLanguage>;
pub type SyntaxElement = rowan::SyntaxElement<CppLanguage>;
pub type SyntaxNodePtr = rowan::ast::SyntaxNodePtr<CppLanguage>;

/// The tokens under `node` that are not trivia (whitespace, newlines,
/// comments, directives), in order.
pub fn significant_tokens(node: &SyntaxNode) -> impl Iterator<Item = SyntaxToken> + use<> {
    node.descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .filter(|t| !t.kind().is_trivia())
}

impl SyntaxKind {
    pub fn is_trivia(self) -> bool {
        matches!(
            self,
            SyntaxKind::WHITESPACE
                | SyntaxKind::NEWLINE
                | SyntaxKind::COMMENT
                | SyntaxKind::PP_DIRECTIVE
        )
    }

    /// Keywords behave as identifiers for the preprocessor (a macro may be
    /// named `inline` or `__attribute__`).
    pub fn is_identifier_like(self) -> bool {
        self == SyntaxKind::IDENT || self.is_keyword()
    }
}
