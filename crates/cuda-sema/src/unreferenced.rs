//! cicc's #177 on entities with internal linkage that nothing refers to:
//! `static` functions and variables, those of unnamed namespaces, and
//! namespace-scope constants. (cudafe++ classifies #177 as a remark, which
//! is not shown.) A name counts as referred to when it appears anywhere in
//! the translation unit other than in its declarations.

use crate::{Anchor, Diag, SemaDb};
use base_db::{Side, UnitSide};
use diagnostics::DiagKind;
use rustc_hash::FxHashMap;
use std::sync::Arc;

#[salsa::tracked(returns(ref))]
pub fn unreferenced_entities(db: &dyn SemaDb, us: UnitSide) -> Arc<Vec<Diag>> {
    if us.side(db) != Side::Device {
        return Arc::new(Vec::new());
    }
    let tree = hir::item_tree(db, us);
    let root = base_db::parse(db, us).syntax_node();
    let mut uses: FxHashMap<String, u32> = FxHashMap::default();
    for t in root
        .descendants_with_tokens()
        .filter_map(|e| e.into_token())
    {
        if t.kind() == syntax::SyntaxKind::IDENT {
            *uses.entry(t.text().to_string()).or_default() += 1;
        }
    }
    // the arguments of pragmas (`#pragma nv_abi preserve_n_data(N)`) refer
    // to names too
    for p in base_db::unit_pragmas(db, us).iter() {
        for word in p
            .text
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .skip(1)
            .filter(|w| w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'))
        {
            *uses.entry(word.to_string()).or_default() += 1;
        }
    }
    // each declaration names the entity once
    let mut decls: FxHashMap<&str, u32> = FxHashMap::default();
    for f in &tree.functions {
        *decls.entry(f.name.name.as_str()).or_default() += 1;
    }
    for v in &tree.variables {
        *decls.entry(v.name().as_str()).or_default() += 1;
    }
    let unused =
        |name: &str| uses.get(name).copied().unwrap_or(0) <= decls.get(name).copied().unwrap_or(0);
    let qualified = |path: &[smol_str::SmolStr]| {
        path.iter()
            .map(|s| {
                if s.is_empty() {
                    "<unnamed>"
                } else {
                    s.as_str()
                }
            })
            .collect::<Vec<_>>()
            .join("::")
    };
    let mut out = Vec::new();
    for (i, v) in tree.variables.iter().enumerate() {
        let internal = v.is_static
            || v.in_unnamed_ns
            || (v.is_const && !v.is_extern && !v.is_inline && !v.ty.cv().is_volatile);
        if !internal || v.is_member || v.is_template || v.in_anonymous_union || v.is_extern {
            continue;
        }
        if unused(v.name()) {
            out.push(Diag::fixed(
                DiagKind::UnreferencedEntity {
                    what: "variable",
                    name: qualified(&v.path),
                },
                Anchor::Variable(i as u32),
            ));
        }
    }
    for (i, f) in tree.functions.iter().enumerate() {
        let internal = (f.is_static && !f.is_member) || f.in_unnamed_ns;
        // (EDG says nothing about unused inline functions)
        if !internal
            || !f.is_definition
            || f.is_inline
            || f.is_constexpr
            || f.template_params.is_some()
            || f.in_template
            || f.is_member
        {
            continue;
        }
        if f.key.starts_with("<lambda") || f.name.name.starts_with("operator") {
            continue;
        }
        if unused(&f.name.name) {
            let mut path: Vec<smol_str::SmolStr> =
                f.name.scope.iter().map(|s| s.name.clone()).collect();
            path.push(f.name.name.clone());
            out.push(Diag::fixed(
                DiagKind::UnreferencedEntity {
                    what: "function",
                    name: qualified(&path),
                },
                Anchor::DeclName(i as u32),
            ));
        }
    }
    Arc::new(out)
}
