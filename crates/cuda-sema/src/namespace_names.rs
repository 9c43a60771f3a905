//! Undefined names in namespace-scope declarations: EDG's `identifier "N"
//! is undefined` for a name in a variable's array bound
//! (`__constant__ int a[N + 1];` when nothing defines `N`). EDG then
//! declares the name at namespace scope, so it is reported once: not in
//! later declarations, nor in the bodies of the functions after it.

use crate::{Anchor, Diag, SemaDb};
use base_db::UnitSide;
use hir::ItemLookup;
use smol_str::SmolStr;
use std::sync::Arc;

/// A name reported undefined at namespace scope: the variable whose bound
/// names it, and how many functions precede that variable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamespaceUndefined {
    pub name: SmolStr,
    pub variable: u32,
    pub functions_before: u32,
}

/// Whether anything but a function declares `name`: a variable, an
/// enumerator, a class or a type alias.
pub(crate) fn is_declared_non_function(db: &dyn SemaDb, us: UnitSide, name: &SmolStr) -> bool {
    let tree = hir::SideItems::new(db, us);
    let n = hir::CalleeName::new(db, us, name.clone());
    !hir::variables_named(db, n).is_empty()
        || tree
            .enumerators()
            .iter()
            .any(|(p, _)| p.last() == Some(name))
        || tree.has_class_named(name)
        || tree.typedefs().iter().any(|(p, _)| p.last() == Some(name))
}

/// The names first reported at namespace scope, in order.
#[salsa::tracked(returns(ref))]
pub fn namespace_undefined(db: &dyn SemaDb, us: UnitSide) -> Arc<Vec<NamespaceUndefined>> {
    let tree = hir::item_tree(db, us);
    let mut out: Vec<NamespaceUndefined> = Vec::new();
    for (i, v) in tree.variables.iter().enumerate() {
        if v.bound_names.is_empty() || v.is_member || v.is_template {
            continue;
        }
        for name in &v.bound_names {
            if name.starts_with("__")
                || out.iter().any(|u| &u.name == name)
                || !hir::functions_named(db, hir::CalleeName::new(db, us, name.clone())).is_empty()
                || is_declared_non_function(db, us, name)
            {
                continue;
            }
            out.push(NamespaceUndefined {
                name: name.clone(),
                variable: i as u32,
                functions_before: v.functions_before,
            });
        }
    }
    Arc::new(out)
}

/// The diagnostics of [`namespace_undefined`].
pub fn namespace_undefined_diags(db: &dyn SemaDb, us: UnitSide) -> Vec<Diag> {
    // (most units name nothing in a namespace-scope bound: no query then)
    let named = hir::item_tree(db, us)
        .variables
        .iter()
        .any(|v| !v.bound_names.is_empty() && !v.is_member);
    if !named {
        return Vec::new();
    }
    namespace_undefined(db, us)
        .iter()
        .map(|u| {
            Diag::fixed(
                diagnostics::DiagKind::UndefinedIdentifier {
                    name: u.name.to_string(),
                },
                Anchor::Variable(u.variable),
            )
        })
        .collect()
}
