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

/// A name reported undefined at namespace scope: where (a variable's
/// bound or initializer, a `static_assert`'s condition), and how many
/// functions precede that declaration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamespaceUndefined {
    pub name: SmolStr,
    pub at: Anchor,
    pub functions_before: u32,
}

/// Whether anything but a function declares `name`: a variable, an
/// enumerator, a class or a type alias.
pub(crate) fn is_declared_non_function(db: &dyn SemaDb, us: UnitSide, name: &SmolStr) -> bool {
    let tree = hir::SideItems::new(db, us);
    let n = hir::CalleeName::new(db, us, name.clone());
    !hir::variables_named(db, n).is_empty()
        || tree.enumerators().iter().any(|(p, _)| {
            // (a scoped enumeration's enumerators are named through it:
            // `io_errc::stream` does not declare `stream`)
            p.last() == Some(name)
                && !p
                    .split_last()
                    .and_then(|(_, scope)| tree.class(scope))
                    .is_some_and(|c| c.kind == hir::items::ClassKind::Enum)
        })
        || tree.has_class_named(name)
        || tree.typedefs().iter().any(|(p, _)| p.last() == Some(name))
}

/// The names first reported at namespace scope, in order.
#[salsa::tracked(returns(ref))]
pub fn namespace_undefined(db: &dyn SemaDb, us: UnitSide) -> Arc<Vec<NamespaceUndefined>> {
    let tree = hir::item_tree(db, us);
    let mut out: Vec<NamespaceUndefined> = Vec::new();
    // (a reserved name only when no compiler knows it: `hir::builtins`)
    let toolkit_headers = us.unit(db).options(db).options(db).toolkit_headers;
    let device = us.side(db) == base_db::Side::Device;
    let reserved_known = |name: &str| {
        name.starts_with("__") && !hir::builtins::reserved_unknown(name, device, toolkit_headers)
    };
    let undefined = |out: &Vec<NamespaceUndefined>, name: &SmolStr| {
        !(reserved_known(name)
            || out.iter().any(|u| &u.name == name)
            || !hir::functions_named(db, hir::CalleeName::new(db, us, name.clone())).is_empty()
            || is_declared_non_function(db, us, name))
    };
    // (the main file's initializers and static assertions only: the
    // headers' are valid code, and their names are not all modelled)
    let (in_main, first_assert) = main_file_items(db, us);
    let report = |out: &mut Vec<NamespaceUndefined>, name: &SmolStr, at, before| {
        if undefined(out, name) {
            out.push(NamespaceUndefined {
                name: name.clone(),
                at,
                functions_before: before,
            });
        }
    };
    // the `static_assert`s in their places among the variables
    let mut asserts = tree
        .static_asserts
        .iter()
        .enumerate()
        .skip(first_assert)
        .filter(|(_, a)| !a.names.is_empty())
        .peekable();
    let mut asserts_before = |out: &mut Vec<NamespaceUndefined>, i: usize| {
        while let Some((k, a)) = asserts.next_if(|(_, a)| a.variables_before as usize <= i) {
            for (j, name) in a.names.iter().enumerate() {
                report(
                    out,
                    name,
                    Anchor::StaticAssertName(k as u32, j as u32),
                    a.functions_before,
                );
            }
        }
    };
    for (i, v) in tree.variables.iter().enumerate() {
        asserts_before(&mut out, i);
        if v.is_member {
            continue;
        }
        // (a template's bounds may name its parameters)
        for name in v.bound_names.iter().filter(|_| !v.is_template) {
            report(
                &mut out,
                name,
                Anchor::Variable(i as u32),
                v.functions_before,
            );
        }
        if v.init_names.is_empty() || !in_main(i) {
            continue;
        }
        for (k, name) in v.init_names.iter().enumerate() {
            report(
                &mut out,
                name,
                Anchor::VariableInitName(i as u32, k as u32),
                v.functions_before,
            );
        }
    }
    asserts_before(&mut out, usize::MAX);
    Arc::new(out)
}

/// Whether variable `i` of the side's item tree comes after the headers
/// of the preamble (the main file's own), and the first `static_assert`
/// after them (by index, so that no position is read and an edit of a
/// body does not run this again).
fn main_file_items(db: &dyn SemaDb, us: UnitSide) -> (impl Fn(usize) -> bool, usize) {
    let (variables, asserts) = if !us.is_preamble_view(db) && base_db::has_preamble(db, us) {
        let pre = hir::item_tree(db, us.preamble_view(db));
        (pre.variables.len(), pre.static_asserts.len())
    } else {
        (0, 0)
    };
    (move |i| i >= variables, asserts)
}

/// The diagnostics of [`namespace_undefined`].
pub fn namespace_undefined_diags(db: &dyn SemaDb, us: UnitSide) -> Vec<Diag> {
    // (most units name nothing in a namespace-scope bound or initializer:
    // no query then)
    let (in_main, first_assert) = main_file_items(db, us);
    let tree = hir::item_tree(db, us);
    let named = tree.variables.iter().enumerate().any(|(i, v)| {
        ((!v.bound_names.is_empty() && !v.is_template) || (!v.init_names.is_empty() && in_main(i)))
            && !v.is_member
    }) || tree
        .static_asserts
        .iter()
        .skip(first_assert)
        .any(|a| !a.names.is_empty());
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
                u.at,
            )
        })
        .collect()
}
