//! `constexpr` locals whose initializer is no constant expression: EDG's
//! #28 "expression must have a constant value", with a note for what
//! keeps it from being one: #2689 "the value of parameter "a" (declared at
//! line N) cannot be used as a constant" for a parameter or a local that
//! is neither `const` nor `constexpr` read through the initializer's
//! operators (not in `sizeof`), or #2703 "cannot call non-constexpr
//! function "g" (declared at line N)" for a call of the only function of
//! its name, a plain one that is not `constexpr`. Both sides report it,
//! and the local is still reported unused (#177) if it is.
//!
//! A `const` local is constant only if its initializer is: `const int z =
//! g();` read by a `constexpr` initializer gets #2689 for `z`.
//!
//! Left out (a miss, never a false error): members, casts, indexing,
//! calls of overloaded functions or templates. A template is judged in its
//! instances.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, Entity};
use hir::body::{Expr, ExprId};

impl CheckCx<'_> {
    pub(crate) fn constexpr_local_initializers(&mut self) {
        // (a template as written waits for its instances)
        if self.decl.is_template_pattern() && self.subst.is_empty() {
            return;
        }
        let mut out = Vec::new();
        for &(local, init) in &self.body.constexpr_inits {
            if self.erroneous(init) {
                continue;
            }
            let ty = &self.body.locals[local].ty;
            if let Some(d) = self.local_constant_address(init, ty) {
                out.push(d);
            } else if matches!(ty, hir::ty::Ty::LRef(_) | hir::ty::Ty::RRef(_)) {
                // (a reference needs an address, not a value)
                continue;
            } else if let Some(named) = self.variable_in(init, 0) {
                out.push(self.not_constant(init, named));
            } else if let Some(d) = self.non_constexpr_call(init) {
                out.push(d);
            }
        }
        // (the local is still reported unused: EDG declares it all the same)
        for d in out {
            self.push(d);
        }
    }

    /// #28 with #2703 when `e` is a call of the only function of its name,
    /// a plain one that is not `constexpr`.
    fn non_constexpr_call(&self, e: ExprId) -> Option<Diag> {
        let (index, name) = self.non_constexpr_callee(e)?;
        let mut d = Diag::fixed(DiagKind::ExprNotConstant, Anchor::Expr(e));
        d.related.push((
            DiagKind::NonConstexprCall {
                function: Entity::function(name),
            },
            Anchor::Expr(e),
            Some(Anchor::DeclName(index)),
        ));
        Some(d)
    }

    /// When `e` is a call of the only function of its name, a plain one
    /// that is not `constexpr`: its first declaration's index and its name
    /// as EDG shows it.
    pub(crate) fn non_constexpr_callee(&self, e: ExprId) -> Option<(u32, String)> {
        let Expr::Call { callee, .. } = &self.body.exprs[e] else {
            return None;
        };
        let Expr::Path {
            segments,
            template_args: None,
            ..
        } = &self.body.exprs[*callee]
        else {
            return None;
        };
        let name = segments.last()?;
        if name.starts_with("__") {
            return None;
        }
        let all = hir::functions_named(
            self.db,
            hir::CalleeName::new(self.db, self.unit_side, name.clone()),
        );
        let [only] = all.as_slice() else {
            return None;
        };
        let f = only.first();
        if only.is_constexpr()
            || f.template_params.is_some()
            || f.in_template
            || f.is_member
            || only.decls.iter().any(|(_, d)| d.is_member)
        {
            return None;
        }
        // the callee the call finds is that function
        let found = self.resolver(self.space_of(e)).call_candidates(*callee)?;
        if !matches!(found.as_slice(), [c] if c.key == only.key) {
            return None;
        }
        let summary = hir::item_summary(self.db, self.unit_side);
        let &(index, _) = summary.by_key(&only.key)?.decls.first()?;
        Some((index, hir::ty::diag_function_name(&f.name)))
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn constexpr_locals_from_run_time_values() {
        check_diagnostics(
            r#"
int g();
constexpr int cg() { return 1; }
int h(int a, const int **pp) {
    constexpr int b = sizeof(a);
    constexpr int c = a + 1;
                    //^ error: expression must have a constant value
                    //^ note: the value of parameter "a" (declared at line 4) cannot be used as a constant
    constexpr int d = **pp;
                    //^ error: expression must have a constant value
                    //^ note: the value of parameter "pp" (declared at line 4) cannot be used as a constant
    const int y = 2;
    constexpr int f = y * 2;
    constexpr int v = g();
                    //^ error: expression must have a constant value
                    //^ note: cannot call non-constexpr function "g" (declared at line 2)
    constexpr int u = cg();
    return b + c + d + f + v + u;
}
"#,
        );
    }
}
