//! A name qualified by a namespace that declares nothing of that name:
//! EDG's `namespace "thrust" has no member "make_tuple"` (#135), the usual
//! error of a missing `#include` (`std::cout` without `<iostream>`).
//! Checked with the oracle (`test-data/oracle/checks/namespace_no_member.cu`).
//!
//! A false error is worse than a missed one, so the rule is conservative:
//! - the qualifier must name exactly one namespace, as written from the
//!   function's namespace outwards (not a class, a type alias or a
//!   namespace alias);
//! - any entity of that simple name declared in the namespace or in a
//!   namespace inside it (inline namespaces among them: `thrust::get` is
//!   `thrust::_V_...::get`) counts, whether declared before the use or
//!   after, and so does a using-declaration of that name anywhere;
//! - a namespace with a using-directive in it (or in an inline namespace
//!   of it) is left alone;
//! - a template is checked as written, not in its instances (a name a
//!   namespace qualifies depends on no template parameter); the names of
//!   expressions and of the types block-scope declarations write (template
//!   arguments among them) are looked at;
//! - a side whose headers do not parse cleanly is not checked (a
//!   declaration the parser could not read would be missing).

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, Entity, EntityKind};
use hir::Expr;
use hir::ItemLookup;
use hir::namespaces::NamespaceLink;
use smol_str::SmolStr;

/// Whether `path` is `prefix` or lies inside it.
fn within(path: &[SmolStr], prefix: &[SmolStr]) -> bool {
    path.len() >= prefix.len() && path[..prefix.len()] == *prefix
}

/// Whether every syntax error of the side is in the main file: the
/// headers' declarations are all known.
#[salsa::tracked]
fn headers_parse_cleanly(db: &dyn crate::SemaDb, us: base_db::UnitSide) -> bool {
    let parts = base_db::parts(db, us);
    // (no error at all, the usual case: no need for the token map)
    if parts
        .iter()
        .all(|&part| base_db::parse_part(db, us, part).parse.errors().is_empty())
    {
        return true;
    }
    let main = us.unit(db).main(db).path(db);
    let map = base_db::token_map(db, us);
    parts.into_iter().all(|part| {
        let first_token = base_db::part_start(db, us, part).1;
        base_db::parse_part(db, us, part)
            .parse
            .errors()
            .iter()
            .all(|e| {
                map.location_of_token(first_token + e.token_index as usize)
                    .is_some_and(|l| l.file == *main)
            })
    })
}

impl CheckCx<'_> {
    pub(crate) fn undefined_qualified_names(&mut self) {
        // (a template's names qualified by a namespace are looked up where
        // it is written: its definition is checked, not its instances)
        if !self.subst.is_empty() || self.decl.in_local_class {
            return;
        }
        // (the headers' templates are left alone: in them, names come from
        // declarations that are not all modelled)
        let us = self.def.us(self.db);
        if self.decl.is_template_pattern()
            && (us.is_preamble_view(self.db) || !base_db::has_preamble(self.db, us))
        {
            return;
        }
        // the qualified names of expressions, and of the types that
        // declarations write (`std::vector<std::thread> v;`)
        let paths: Vec<(hir::ExprId, &[SmolStr])> = self
            .body
            .exprs
            .iter()
            .filter_map(|(id, e)| match e {
                Expr::Path {
                    segments,
                    global: false,
                    class_args: None,
                    ..
                } if segments.len() > 1 => Some((id, segments.as_slice())),
                _ => None,
            })
            .chain(
                self.body
                    .qualified_types
                    .iter()
                    .map(|(id, names)| (*id, names.as_slice())),
            )
            .collect();
        if paths.is_empty() || !headers_parse_cleanly(self.db, self.unit_side) {
            return;
        }
        let tree = hir::SideItems::new(self.db, self.unit_side);
        let types = tree.types();
        let links = hir::namespace_links(self.db, self.unit_side);
        // the function's namespaces, outermost first
        let scope = self.decl.name.namespaces();
        let mut found = Vec::new();
        for (id, segments) in paths {
            let [qualifier @ .., name] = segments else {
                continue;
            };
            if qualifier.is_empty() || name.is_empty() || name.starts_with("operator") {
                continue;
            }
            // the namespaces the qualifier may name, from the innermost
            // (`types.namespaces` is short: hundreds)
            let candidates: Vec<Vec<SmolStr>> = (0..=scope.len())
                .rev()
                .map(|k| {
                    let mut p = scope[..k].to_vec();
                    p.extend(qualifier.iter().cloned());
                    p
                })
                .filter(|p| types.namespaces.contains(p))
                .collect();
            let [namespace] = candidates.as_slice() else {
                continue;
            };
            // (most names are found at once: the scans below are for the
            // few that are not)
            if self.declared_in(types, links, namespace, name) {
                continue;
            }
            // a using-directive in the namespace, or in an inline namespace
            // of it, adds to what qualified lookup finds there (one in a
            // nested namespace does not: `std::chrono`'s)
            let looked_through = |scope: &[SmolStr]| {
                within(scope, namespace)
                    && (namespace.len()..scope.len())
                        .all(|k| types.inline_namespaces.iter().any(|p| p[..] == scope[..=k]))
            };
            let directive_inside = links.links.iter().any(
                |l| matches!(l, NamespaceLink::Directive { scope, .. } if looked_through(scope)),
            );
            // a namespace alias, a class or a type alias is not looked into
            let first = &qualifier[0];
            let aliased = links
                .links
                .iter()
                .any(|l| matches!(l, NamespaceLink::Alias { name: a, .. } if a == first));
            if directive_inside
                || aliased
                || tree.has_class_named(first)
                || types.typedefs.iter().any(|(p, _)| p.last() == Some(first))
            {
                continue;
            }
            found.push((id, namespace.clone(), name.clone()));
        }
        for (id, namespace, name) in found {
            self.undefined_uses.insert(id);
            self.push(Diag::fixed(
                DiagKind::NoMember {
                    owner: Entity::new(EntityKind::Namespace, namespace.join("::")),
                    member: name.to_string(),
                },
                Anchor::Expr(id),
            ));
        }
    }

    /// Whether anything named `name` is declared in `namespace` or a
    /// namespace inside it, or by a using-declaration anywhere.
    fn declared_in(
        &self,
        types: &hir::lookup::TypeItems,
        links: &hir::namespaces::NamespaceLinks,
        namespace: &[SmolStr],
        name: &SmolStr,
    ) -> bool {
        let us = self.unit_side;
        let callee = hir::CalleeName::new(self.db, us, name.clone());
        let scope_of = |path: &[SmolStr]| path[..path.len().saturating_sub(1)].to_vec();
        let in_namespace = |path: &[SmolStr]| within(&scope_of(path), namespace);
        if hir::functions_named(self.db, callee).iter().any(|e| {
            let scope: Vec<SmolStr> = e
                .first()
                .name
                .scope
                .iter()
                .map(|s| s.name.clone())
                .collect();
            within(&scope, namespace)
        }) {
            return true;
        }
        if hir::variables_named(self.db, callee)
            .iter()
            .any(|v| in_namespace(&v.path))
        {
            return true;
        }
        if links.links.iter().any(|l| {
            matches!(l, NamespaceLink::Declaration { target, .. } if target.last() == Some(name))
        }) {
            return true;
        }
        let named = |p: &[SmolStr]| p.last() == Some(name) && in_namespace(p);
        types.classes.iter().any(|c| named(&c.path))
            || types.class_names.iter().any(|c| named(&c.path))
            || types.typedefs.iter().any(|(p, _)| named(p))
            || types.enumerators.iter().any(|(p, _)| named(p))
            || types.namespaces.iter().any(|p| named(p))
            || types.concepts.iter().any(|p| named(p))
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn members_a_namespace_does_not_declare() {
        check_diagnostics(
            r#"
namespace lib { int f(int); namespace in { int g(); } inline namespace v1 { int h(); } struct T {}; }
namespace other { using namespace lib; }
namespace al = lib;
int main() {
  lib::missing(3);
//^ error: namespace "lib" has no member "missing"
  lib::in::zz();
//^ error: namespace "lib::in" has no member "zz"
  lib::in::g();
  lib::h();
  other::f(2);
  al::f(3);
  lib::T t; (void)t;
  return lib::f(1) + later::k();
}
namespace later { int k(); }
"#,
        );
    }
}
