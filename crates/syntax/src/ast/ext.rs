//! Hand-written AST helpers: operators of expressions, names of paths, and
//! the accessors the generated code cannot express.

use super::*;
use crate::SyntaxKind::{self, *};

impl BinExpr {
    pub fn op_kind(&self) -> Option<SyntaxKind> {
        self.syntax
            .children_with_tokens()
            .filter_map(|e| e.into_token())
            .find(|t| !t.kind().is_trivia())
            .map(|t| t.kind())
    }
}

impl Path {
    /// The last segment's name (`c` of `a::b<int>::c`, `operator+`,
    /// `operator int`, `~S`).
    pub fn last_name(&self) -> Option<String> {
        self.segment_names().pop()
    }

    /// The identifier texts of all segments (`["a", "b", "c"]`).
    pub fn segment_names(&self) -> Vec<String> {
        self.path_segments()
            .filter_map(|seg| match seg {
                PathSegment::NameRef(n) => Some(n.ident_token()?.text().to_string()),
                PathSegment::TemplateId(t) => Some(t.name_ref()?.ident_token()?.text().to_string()),
                PathSegment::DestructorName(d) => {
                    Some(format!("~{}", d.name_ref()?.ident_token()?.text()))
                }
                PathSegment::OperatorName(o) => Some(o.name()),
                PathSegment::ConversionName(c) => Some(c.name()),
                PathSegment::DecltypeType(_) => None,
            })
            .collect()
    }

    pub fn is_global(&self) -> bool {
        self.syntax
            .children_with_tokens()
            .find(|e| !e.kind().is_trivia())
            .is_some_and(|e| e.kind() == COLON2)
    }
}

impl Attribute {
    /// The attribute's name without a namespace and without surrounding
    /// underscores (`__global__` and `global` are the same attribute).
    pub fn normalized_name(&self) -> Option<String> {
        let name = self.attribute_name()?;
        let last = name
            .syntax()
            .children_with_tokens()
            .filter_map(|e| e.into_token())
            .filter(|t| t.kind() == IDENT)
            .last()?;
        let text = last.text();
        let trimmed = text
            .strip_prefix("__")
            .and_then(|t| t.strip_suffix("__"))
            .unwrap_or(text);
        Some(trimmed.to_string())
    }

    /// The attribute namespace (`gnu` of `gnu::global`), if any.
    pub fn namespace(&self) -> Option<String> {
        let name = self.attribute_name()?;
        let idents: Vec<_> = name
            .syntax()
            .children_with_tokens()
            .filter_map(|e| e.into_token())
            .filter(|t| t.kind() == IDENT)
            .collect();
        if idents.len() == 2 {
            Some(idents[0].text().to_string())
        } else {
            None
        }
    }
}

impl DeclSpecs {
    /// The keyword tokens among the specifiers (`static`, `constexpr`, ...).
    pub fn keywords(&self) -> impl Iterator<Item = SyntaxKind> + '_ {
        self.syntax
            .children_with_tokens()
            .filter_map(|e| e.into_token())
            .map(|t| t.kind())
            .filter(|k| k.is_keyword())
    }
    pub fn has_keyword(&self, kind: SyntaxKind) -> bool {
        self.keywords().any(|k| k == kind)
    }
    /// Whether a builtin type specifier of the sequence is the keyword
    /// `kind` (`void`, `int`: they sit in a BUILTIN_TYPE node).
    pub fn has_builtin_type_keyword(&self, kind: SyntaxKind) -> bool {
        self.syntax
            .children()
            .filter(|n| n.kind() == BUILTIN_TYPE)
            .flat_map(|n| n.children_with_tokens())
            .any(|t| t.kind() == kind)
            || self.has_keyword(kind)
    }
    /// `thread_local` itself (GNU's `__thread` is the same keyword to the
    /// parser, but cicc rejects only the standard one in device code).
    pub fn has_standard_thread_local(&self) -> bool {
        self.syntax
            .children_with_tokens()
            .filter_map(|e| e.into_token())
            .any(|t| t.kind() == THREAD_LOCAL_KW && t.text() == "thread_local")
    }
}

impl PrefixExpr {
    pub fn op_kind(&self) -> Option<SyntaxKind> {
        self.syntax
            .children_with_tokens()
            .filter_map(|e| e.into_token())
            .find(|t| !t.kind().is_trivia())
            .map(|t| t.kind())
    }
}

impl OperatorName {
    /// `operator+`, `operator()`, `operator new[]`: the symbol without spaces.
    pub fn name(&self) -> String {
        let sym: String = self
            .operator_symbol()
            .map(|s| s.syntax().text().to_string())
            .unwrap_or_default();
        let sym: String = sym.split_whitespace().collect::<Vec<_>>().join(" ");
        if sym.chars().next().is_some_and(|c| c.is_alphabetic()) {
            format!("operator {sym}")
        } else {
            format!("operator{}", sym.replace(' ', ""))
        }
    }
}

impl ConversionName {
    /// `operator int`, `operator const char *`: the type's tokens separated
    /// by single spaces.
    pub fn name(&self) -> String {
        let tokens: Vec<String> = self
            .syntax()
            .descendants_with_tokens()
            .filter_map(|e| e.into_token())
            .filter(|t| !t.kind().is_trivia() && t.kind() != OPERATOR_KW)
            .map(|t| t.text().to_string())
            .collect();
        format!("operator {}", tokens.join(" "))
    }
}

impl NamespaceDef {
    /// The names a definition opens, outermost first, each with whether it
    /// is inline: `namespace a::inline b {` opens `a` then inline `b`;
    /// `inline namespace c {` is `[("c", true)]`; an unnamed namespace has
    /// none.
    pub fn names(&self) -> Vec<(String, bool)> {
        let outer_inline = self.inline_kw_token().is_some();
        let mut out = Vec::new();
        let mut inline_next = false;
        let mut seen_namespace = false;
        for e in self.syntax.children_with_tokens() {
            match e.kind() {
                NAMESPACE_KW => seen_namespace = true,
                INLINE_KW if seen_namespace => inline_next = true,
                NAME => {
                    if let Some(t) = e
                        .as_node()
                        .and_then(|n| Name::cast(n.clone())?.ident_token())
                    {
                        out.push((t.text().to_string(), std::mem::take(&mut inline_next)));
                    }
                }
                DECL_LIST => break,
                _ => {}
            }
        }
        // `inline namespace a::b` is not C++; the keyword applies to the last
        if outer_inline && let Some(last) = out.last_mut() {
            last.1 = true;
        }
        out
    }
}
