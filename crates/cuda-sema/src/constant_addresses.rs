//! A pointer or reference to a `__shared__` or `__managed__` variable is
//! no constant: EDG's #28 "expression must have a constant value" with the
//! note #2690 "a pointer or reference to variable "b" (declared at line N)
//! cannot be used as a constant", for a `constexpr` variable initialized
//! with such a variable's address (`&b`), with the variable itself bound to
//! a reference, or with such an array decaying to a pointer (`N::s`). At
//! namespace scope, as a static member and as a local; both sides report
//! it. (A `__device__` or `__constant__` variable's address is a constant,
//! as a host variable's is.)
//! (`test-data/oracle/checks/constexpr_shared_managed_address.cu`)
//!
//! Left out: template arguments (`get<&c>()`, where EDG adds a failed
//! substitution), and initializers of any other form.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, Entity, MemorySpace};
use hir::body::{Expr, ExprId};
use hir::const_expr::ConstExpr;
use hir::items::{ItemTree, VariableDecl};
use hir::ty::Ty;
use smol_str::SmolStr;
use syntax::SyntaxKind;

/// A variable in memory whose address is not known when the program is
/// compiled.
fn unaddressable(v: &VariableDecl) -> bool {
    v.spaces
        .iter()
        .chain(&v.memory)
        .any(|s| matches!(s, MemorySpace::Shared | MemorySpace::Managed))
}

/// #28 at `at`, with the #2690 note for the variable `target` of the item
/// tree.
fn not_constant(at: Anchor, tree: &ItemTree, target: usize) -> Diag {
    let path = &tree.variables[target].path;
    let mut d = Diag::fixed(DiagKind::ExprNotConstant, at);
    d.related.push((
        DiagKind::VariableAddressNotConstant {
            variable: Entity::variable(hir::ty::diag_qualified_name(
                path.iter().map(SmolStr::as_str),
            )),
        },
        at,
        Some(Anchor::Variable(target as u32)),
    ));
    d
}

/// The namespace-scope variable `name` denotes from the scope `scope`: the
/// innermost visible one (as [`crate::calls::variable_visible`] sees it
/// for the body checks).
fn visible_variable(tree: &ItemTree, scope: &[SmolStr], name: &[SmolStr]) -> Option<usize> {
    let (last, qualifier) = name.split_last()?;
    let qualifier: Vec<&str> = qualifier.iter().map(SmolStr::as_str).collect();
    let from: Vec<&str> = scope
        .iter()
        .map(SmolStr::as_str)
        .filter(|s| !s.is_empty())
        .collect();
    tree.variables
        .iter()
        .enumerate()
        .filter(|(_, w)| !w.is_member && w.name() == last.as_str())
        .filter(|(_, w)| crate::calls::variable_visible(&w.path, &qualifier, false, &from))
        .max_by_key(|(_, w)| w.path.len())
        .map(|(j, _)| j)
}

/// The #28 of namespace-scope `constexpr` variable `i` (or static member)
/// whose initializer is a pointer or reference to a `__shared__` or
/// `__managed__` variable.
pub fn namespace_constant(tree: &ItemTree, i: usize, out: &mut Vec<Diag>) {
    let v = &tree.variables[i];
    if !v.is_constexpr || v.is_template {
        return;
    }
    let named = match v.const_init.as_ref() {
        Some(ConstExpr::Unary(SyntaxKind::AMP, inner)) => match &**inner {
            ConstExpr::Name(p) => p,
            _ => return,
        },
        Some(ConstExpr::Name(p)) if matches!(v.ty, Ty::Pointer(..) | Ty::LRef(_)) => p,
        _ => return,
    };
    let scope = &v.path[..v.path.len() - 1];
    let Some(j) = visible_variable(tree, scope, named) else {
        return;
    };
    let target = &tree.variables[j];
    // (a pointer initialized with a name: an array that decays)
    let decays = matches!(target.ty, Ty::Array(..)) || !matches!(v.ty, Ty::Pointer(..));
    let by_address = matches!(v.const_init, Some(ConstExpr::Unary(..)));
    if unaddressable(target) && (by_address || decays) {
        out.push(not_constant(Anchor::Variable(i as u32), tree, j));
    }
}

impl CheckCx<'_> {
    /// The #28 of a `constexpr` local initialized with a pointer or
    /// reference to a `__shared__` or `__managed__` variable (`init` is
    /// its initializer, `ty` its type).
    pub(crate) fn local_constant_address(&self, init: ExprId, ty: &Ty) -> Option<Diag> {
        let (path, global, by_address) = match &self.body.exprs[init] {
            Expr::Unary {
                op: SyntaxKind::AMP,
                expr,
            } => match &self.body.exprs[*expr] {
                Expr::Path {
                    segments, global, ..
                } => (segments, *global, true),
                _ => return None,
            },
            Expr::Path {
                segments, global, ..
            } if matches!(ty, Ty::Pointer(..) | Ty::LRef(_)) => (segments, *global, false),
            _ => return None,
        };
        let target = self.resolve_variable(path, global)?;
        let decays = matches!(target.ty, Ty::Array(..)) || !matches!(ty, Ty::Pointer(..));
        if !unaddressable(&target) || !(by_address || decays) {
            return None;
        }
        let tree = hir::item_tree(self.db, self.unit_side);
        let j = tree.variables.iter().position(|w| *w == target)?;
        Some(not_constant(Anchor::Expr(init), tree, j))
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn addresses_of_shared_and_managed_variables() {
        check_diagnostics(
            r#"
__shared__ int b;
__device__ int d = 1;
constexpr int *pb = &b;
            //^ error: expression must have a constant value
            //^ note: a pointer or reference to variable "b" (declared at line 2) cannot be used as a constant
            //^ warning: variable "pb" was declared but never referenced
constexpr int *pd = &d;
            //^ warning: variable "pd" was declared but never referenced
"#,
        );
    }
}
