//! cicc's #177 on entities with internal linkage that nothing refers to:
//! `static` functions and variables, those of unnamed namespaces, and
//! namespace-scope constants. (cudafe++ classifies #177 as a remark, which
//! is not shown.) A name counts as referred to when it appears anywhere in
//! the translation unit other than in its declarations.

use crate::{Anchor, Diag, SemaDb};
use base_db::{Side, UnitSide};
use diagnostics::{DiagKind, Entity};
use hir::ItemLookup;
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// How many times each identifier appears in one part's tree (walked as
/// green nodes: no cursor is made for the few hundred thousand tokens of
/// a preamble).
#[salsa::tracked(returns(ref))]
pub(crate) fn ident_counts<'db>(
    db: &'db dyn SemaDb,
    key: base_db::UnitPart<'db>,
) -> Arc<FxHashMap<smol_str::SmolStr, u32>> {
    let parse = base_db::parse_part(db, key.us(db), key.part(db));
    let mut counts: FxHashMap<smol_str::SmolStr, u32> = FxHashMap::default();
    let ident = rowan::SyntaxKind(syntax::SyntaxKind::IDENT.into());
    // (an attribute's name, `global` of `__global__`, names no entity)
    let attribute_name = rowan::SyntaxKind(syntax::SyntaxKind::ATTRIBUTE_NAME.into());
    let mut stack: Vec<&rowan::GreenNodeData> = vec![parse.parse.green()];
    while let Some(node) = stack.pop() {
        for child in node.children() {
            match child {
                rowan::NodeOrToken::Node(n) if n.kind() == attribute_name => {}
                rowan::NodeOrToken::Node(n) => stack.push(n),
                rowan::NodeOrToken::Token(t) if t.kind() == ident => {
                    match counts.get_mut(t.text()) {
                        Some(n) => *n += 1,
                        None => {
                            counts.insert(t.text().into(), 1);
                        }
                    }
                }
                rowan::NodeOrToken::Token(_) => {}
            }
        }
    }
    Arc::new(counts)
}

#[salsa::tracked(returns(ref))]
pub fn unreferenced_entities(db: &dyn SemaDb, us: UnitSide) -> Arc<Vec<Diag>> {
    if us.side(db) != Side::Device {
        return Arc::new(Vec::new());
    }
    let tree = hir::item_tree(db, us);
    // the entities that may be reported: internal ones (few, next to the
    // tens of thousands of declarations of a CUDA unit)
    let variables: Vec<(usize, &hir::items::VariableDecl)> = tree
        .variables
        .iter()
        .enumerate()
        .filter(|(_, v)| {
            let internal = v.is_static
                || v.in_unnamed_ns
                || (v.is_const && !v.is_extern && !v.is_inline && !v.ty.cv().is_volatile);
            internal
                && !v.is_member
                && !v.member_definition
                && !v.is_template
                && !v.in_anonymous_union
                && !v.is_extern
        })
        // (a variable of `<error-type>` is not reported)
        .filter(|(_, v)| !hir::SideItems::new(db, us).is_error_type(&v.ty))
        .collect();
    let functions: Vec<(usize, &hir::FunctionDecl)> = tree
        .functions
        .iter()
        .enumerate()
        .map(|(i, f)| (i, &**f))
        .filter(|(_, f)| {
            let internal = (f.is_static && !f.is_member) || f.in_unnamed_ns;
            // (`inline` and `constexpr` ones too: `static inline`,
            // `static __forceinline__`)
            internal
                && f.is_definition
                && f.template_params.is_none()
                && !f.in_template
                && !f.is_member
                && !f.key.starts_with("<lambda")
                && !f.name.name.starts_with("operator")
        })
        .collect();
    if variables.is_empty() && functions.is_empty() {
        return Arc::new(Vec::new());
    }
    // the identifiers of each part, counted once per part: after an edit
    // below the preamble only the body's are counted again
    let parts: Vec<_> = base_db::parts(db, us)
        .into_iter()
        .map(|part| ident_counts(db, base_db::UnitPart::new(db, us.whole(db), part)))
        .collect();
    let mut pragma_uses: FxHashMap<&str, u32> = FxHashMap::default();
    // the arguments of pragmas (`#pragma nv_abi preserve_n_data(N)`) refer
    // to names too
    let pragmas = base_db::unit_pragmas(db, us);
    for p in pragmas.iter() {
        for word in p
            .text
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .skip(1)
            .filter(|w| w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'))
        {
            *pragma_uses.entry(word).or_default() += 1;
        }
    }
    let uses = |name: &str| {
        parts
            .iter()
            .map(|counts| counts.get(name).copied().unwrap_or(0))
            .sum::<u32>()
            + pragma_uses.get(name).copied().unwrap_or(0)
    };
    // each declaration names the entity once (counted for the names of
    // those entities only)
    let mut decls: FxHashMap<&str, u32> = FxHashMap::default();
    for (_, v) in &variables {
        decls.insert(v.name().as_str(), 0);
    }
    for (_, f) in &functions {
        decls.insert(f.name.name.as_str(), 0);
    }
    let names = tree.functions.iter().map(|f| f.name.name.as_str());
    for name in names.chain(tree.variables.iter().map(|v| v.name().as_str())) {
        if let Some(n) = decls.get_mut(name) {
            *n += 1;
        }
    }
    let unused = |name: &str| uses(name) <= decls.get(name).copied().unwrap_or(0);
    // (a function defined twice is an error, not reported as unused)
    let defined_twice = |f: &hir::FunctionDecl| {
        tree.functions
            .iter()
            .filter(|g| g.is_definition && g.key == f.key)
            .nth(1)
            .is_some()
    };
    let mut out = Vec::new();
    for (i, v) in variables {
        if unused(v.name()) {
            out.push(Diag::fixed(
                DiagKind::DeclaredButNotReferenced {
                    entity: Entity::variable(hir::ty::diag_qualified_name(
                        v.path.iter().map(|p| p.as_str()),
                    )),
                },
                Anchor::Variable(i as u32),
            ));
        }
    }
    for (i, f) in functions {
        if unused(&f.name.name) && !defined_twice(f) {
            out.push(Diag::fixed(
                DiagKind::DeclaredButNotReferenced {
                    entity: Entity::function(hir::ty::diag_function_name(&f.name)),
                },
                Anchor::DeclName(i as u32),
            ));
        }
    }
    Arc::new(out)
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn unused_locals_and_namespace_variables() {
        check_diagnostics(
            r#"
__global__ void k(int *p) { int unused; int set; set = 1; }
                              //^ warning: variable "unused" was declared but never referenced
                                          //^ warning: variable "set" was set but never used
static int never_used;
         //^ warning: variable "never_used" was declared but never referenced
"#,
        );
    }
}
