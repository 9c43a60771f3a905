//! Decl-specifier sequences and parameter lists EDG rejects as written
//! (checked with the oracle, `test-data/oracle/checks/specifier_sequences.cu`):
//!
//! - a function specifier, `constexpr`, `friend`, `signed`, `unsigned` or
//!   `short` written twice: "duplicate specifier in declaration" (#240),
//!   also through a macro (`inline __forceinline__`);
//! - a second storage class (`static`, `extern`, `register`, `mutable`,
//!   `typedef`; `thread_local` combines with them): "more than one storage
//!   class may not be specified" (#81);
//! - `const` or `volatile` twice: warning #83, "type qualifier specified
//!   more than once";
//! - `long` three times, `signed` with `unsigned`, `short` with `long`:
//!   "invalid combination of type specifiers" (#84);
//! - two parameters of one function with the same name: "duplicate
//!   parameter name" (#100).
//!
//! Each is reported at the specifier (or parameter) that makes the
//! sequence wrong, in tree order. Only the body's parts are looked at (the
//! preamble is the headers'), and `collect` keeps those in the user's
//! files.

use diagnostics::DiagKind;
use syntax::SyntaxKind::{self, *};
use syntax::ast::AstNode;
use syntax::{SyntaxNode, TextRange};

/// The diagnostics of a side's body, each at a range of the side's tree.
pub(crate) fn specifier_diagnostics(
    db: &dyn crate::SemaDb,
    us: base_db::UnitSide,
) -> Vec<(TextRange, DiagKind)> {
    let mut out = Vec::new();
    for part in base_db::parts(db, us) {
        if part == base_db::Part::Preamble {
            continue;
        }
        let start = base_db::part_start(db, us, part).0;
        let key = base_db::UnitPart::new(db, us.whole(db), part);
        out.extend(
            part_specifier_diagnostics(db, key)
                .iter()
                .map(|(r, k)| (*r + start, k.clone())),
        );
    }
    out
}

/// [`specifier_diagnostics`] of one part, at ranges of its own tree: a
/// query, so that an edit looks at its own chunk again only.
#[salsa::tracked(returns(ref))]
fn part_specifier_diagnostics<'db>(
    db: &'db dyn crate::SemaDb,
    key: base_db::UnitPart<'db>,
) -> Vec<(TextRange, DiagKind)> {
    let root = base_db::parse_part(db, key.us(db), key.part(db))
        .parse
        .syntax_node();
    let mut out = Vec::new();
    for node in root.descendants() {
        match node.kind() {
            DECL_SPECS => decl_specs(&node, &mut out),
            PARAM_LIST => param_list(&node, &mut out),
            _ => {}
        }
    }
    out
}

/// The specifiers of one sequence, in order: its own keywords and those of
/// its builtin type names (not those of a class body, a template argument
/// or an attribute inside it).
fn specifier_tokens(node: &SyntaxNode) -> Vec<(SyntaxKind, TextRange)> {
    let mut out = Vec::new();
    for child in node.children_with_tokens() {
        match child {
            rowan::NodeOrToken::Token(t) => out.push((t.kind(), t.text_range())),
            rowan::NodeOrToken::Node(n) if n.kind() == BUILTIN_TYPE => {
                out.extend(
                    n.children_with_tokens()
                        .filter_map(|e| e.into_token())
                        .map(|t| (t.kind(), t.text_range())),
                );
            }
            rowan::NodeOrToken::Node(_) => {}
        }
    }
    out
}

fn decl_specs(node: &SyntaxNode, out: &mut Vec<(TextRange, DiagKind)>) {
    const ONCE: &[SyntaxKind] = &[
        INLINE_KW,
        VIRTUAL_KW,
        EXPLICIT_KW,
        FRIEND_KW,
        CONSTEXPR_KW,
        SIGNED_KW,
        UNSIGNED_KW,
        SHORT_KW,
    ];
    const STORAGE: &[SyntaxKind] = &[STATIC_KW, EXTERN_KW, REGISTER_KW, MUTABLE_KW, TYPEDEF_KW];
    let mut seen: Vec<SyntaxKind> = Vec::new();
    let mut storage = 0;
    let mut longs = 0;
    for (kind, range) in specifier_tokens(node) {
        let again = seen.contains(&kind);
        let diag = if STORAGE.contains(&kind) {
            storage += 1;
            (storage > 1).then_some(DiagKind::MultipleStorageClasses)
        } else if ONCE.contains(&kind) && again {
            Some(DiagKind::DuplicateSpecifier)
        } else if matches!(kind, CONST_KW | VOLATILE_KW) && again {
            Some(DiagKind::DuplicateTypeQualifier)
        } else if kind == LONG_KW {
            longs += 1;
            (longs > 2 || seen.contains(&SHORT_KW)).then_some(DiagKind::BadTypeSpecifierCombination)
        } else if (kind == SIGNED_KW && seen.contains(&UNSIGNED_KW))
            || (kind == UNSIGNED_KW && seen.contains(&SIGNED_KW))
            || (kind == SHORT_KW && longs > 0)
        {
            Some(DiagKind::BadTypeSpecifierCombination)
        } else {
            None
        };
        seen.push(kind);
        if let Some(d) = diag {
            out.push((range, d));
        }
    }
}

fn param_list(node: &SyntaxNode, out: &mut Vec<(TextRange, DiagKind)>) {
    let mut names: Vec<smol_str::SmolStr> = Vec::new();
    for p in node.children().filter(|c| c.kind() == PARAM_DECL) {
        let Some(d) = p.children().find_map(syntax::ast::Declarator::cast) else {
            continue;
        };
        let Some(name) = hir::items::declarator_name(&d) else {
            continue;
        };
        if names.contains(&name) {
            out.push((d.syntax().text_range(), DiagKind::DuplicateParameterName));
        } else {
            names.push(name);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn specifiers_written_twice() {
        check_diagnostics(
            r#"
inline inline void f1() {}
     //^ error: duplicate specifier in declaration
static static int s;
     //^ error: more than one storage class may not be specified
int use_s() { return s; }
const const int c = 1;
    //^ warning: type qualifier specified more than once
              //^ warning: variable "c" was declared but never referenced
long long long ll;
        //^ error: invalid combination of type specifiers
unsigned signed int us;
       //^ error: invalid combination of type specifiers
void g(int a, int a);
                //^ error: duplicate parameter name
extern thread_local int t1;
extern const int sc;
long long ok;
void h(int a, int b, int);
"#,
        );
    }
}
