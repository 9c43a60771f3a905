//! Undefined names in namespace-scope declarations: EDG's `identifier "N"
//! is undefined` for a name in a variable's array bound
//! (`__constant__ int a[N + 1];` when nothing defines `N`) or initializer
//! (`int h = M;`, of the main file's variables). EDG then declares the
//! name at namespace scope, so it is reported once: not in later
//! declarations, nor in the bodies of the functions after it.

use crate::{Anchor, Diag, SemaDb};
use base_db::UnitSide;
use hir::ItemLookup;
use smol_str::SmolStr;
use std::sync::Arc;

/// A name reported undefined at namespace scope: the variable whose bound
/// or initializer names it (`init_name`: the name's place among the
/// initializer's), and how many functions precede that variable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamespaceUndefined {
    pub name: SmolStr,
    pub variable: u32,
    pub init_name: Option<u32>,
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
    let undefined = |out: &Vec<NamespaceUndefined>, name: &SmolStr| {
        !(name.starts_with("__")
            || out.iter().any(|u| &u.name == name)
            || !hir::functions_named(db, hir::CalleeName::new(db, us, name.clone())).is_empty()
            || is_declared_non_function(db, us, name))
    };
    // (the main file's initializers only: the headers' are valid code, and
    // their names are not all modelled)
    let in_main = main_file_variables(db, us);
    for (i, v) in tree.variables.iter().enumerate() {
        if v.is_member || v.is_template {
            continue;
        }
        for name in &v.bound_names {
            if undefined(&out, name) {
                out.push(NamespaceUndefined {
                    name: name.clone(),
                    variable: i as u32,
                    init_name: None,
                    functions_before: v.functions_before,
                });
            }
        }
        if v.init_names.is_empty() || !in_main(i) {
            continue;
        }
        for (k, name) in v.init_names.iter().enumerate() {
            if undefined(&out, name) {
                out.push(NamespaceUndefined {
                    name: name.clone(),
                    variable: i as u32,
                    init_name: Some(k as u32),
                    functions_before: v.functions_before,
                });
            }
        }
    }
    Arc::new(out)
}

/// Whether variable `i` of the side's item tree comes after the headers
/// of the preamble (the main file's own; by index, so that no position is
/// read and an edit of a body does not run this again).
fn main_file_variables(db: &dyn SemaDb, us: UnitSide) -> impl Fn(usize) -> bool {
    let headers = if !us.is_preamble_view(db) && base_db::has_preamble(db, us) {
        hir::item_tree(db, us.preamble_view(db)).variables.len()
    } else {
        0
    };
    move |i| i >= headers
}

/// The diagnostics of [`namespace_undefined`].
pub fn namespace_undefined_diags(db: &dyn SemaDb, us: UnitSide) -> Vec<Diag> {
    // (most units name nothing in a namespace-scope bound or initializer:
    // no query then)
    let in_main = main_file_variables(db, us);
    let named = hir::item_tree(db, us)
        .variables
        .iter()
        .enumerate()
        .any(|(i, v)| {
            (!v.bound_names.is_empty() || (!v.init_names.is_empty() && in_main(i)))
                && !v.is_member
                && !v.is_template
        });
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
                match u.init_name {
                    Some(k) => Anchor::VariableInitName(u.variable, k),
                    None => Anchor::Variable(u.variable),
                },
            )
        })
        .collect()
}
