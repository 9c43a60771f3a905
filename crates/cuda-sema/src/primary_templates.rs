//! The primary function template an explicit specialization or
//! instantiation directive belongs to, found through the side's index of
//! functions by name.
//!
//! Scanning every declaration for each directive was quadratic on real
//! units: libstdc++ alone has hundreds of `extern template` directives
//! among tens of thousands of functions, and the scans were most of a
//! signature edit on a Thrust unit.

use hir::{FunctionDecl, IndexedTree};

/// The templates `f` may belong to: same name, scope and number of
/// parameters, with template parameters, in declaration order.
fn candidates<'a>(
    items: &'a IndexedTree,
    f: &'a FunctionDecl,
) -> impl DoubleEndedIterator<Item = usize> + 'a {
    items
        .indexes_named(&f.name.name)
        .into_iter()
        .filter_map(move |i| {
            let g = &items.tree.functions[i as usize];
            (g.template_params.as_ref().is_some_and(|p| !p.is_empty())
                && g.name.scope == f.name.scope
                && g.name.sig.params.len() == f.name.sig.params.len())
            .then_some(i as usize)
        })
}

/// The template declared last before item `i` that `f` may belong to
/// (a specialization's or directive's template, as declared so far).
pub(crate) fn last_before(items: &IndexedTree, f: &FunctionDecl, i: usize) -> Option<usize> {
    candidates(items, f).rev().find(|&g| g < i)
}

/// The first template, not itself an instantiation directive, that the
/// directive `f` may name.
pub(crate) fn first_for_directive(items: &IndexedTree, f: &FunctionDecl) -> Option<usize> {
    candidates(items, f).find(|&g| !items.tree.functions[g].explicit_instantiation)
}
