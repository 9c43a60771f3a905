//! Local arrays of variable length in device code. g++ (and so cudafe++,
//! on the host side) accepts them as an extension; cicc's front end does
//! not: "expression must have a constant value", with a note naming the
//! parameter or variable whose value the bound needs ("the value of
//! parameter "n" (declared at line N) cannot be used as a constant").
//!
//! A bound is judged variable when it names a parameter or a local that is
//! neither `const` nor `constexpr`. Other bounds (calls, members, const
//! locals initialized at run time) are left alone: a miss, never a false
//! error. Templates wait: their bounds may be constant per instance.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use base_db::Side;
use diagnostics::{DiagKind, Entity, EntityKind};
use hir::LocalId;
use hir::body::{Expr, ExprId};

impl CheckCx<'_> {
    pub(crate) fn variable_length_arrays(&mut self) {
        if self.side != Side::Device || !self.plain_function() {
            return;
        }
        let mut out = Vec::new();
        for &(array, bound) in &self.body.array_bounds {
            if !self.space_of(bound).runs_on_device() {
                continue;
            }
            let Some(named) = self.variable_in(bound, 0) else {
                continue;
            };
            out.push((array, self.not_constant(bound, named)));
        }
        for (array, d) in out {
            // (an erroneous declaration is not also unused)
            self.invalid_locals.insert(array);
            self.push(d);
        }
    }

    /// The first parameter or non-constant local that expression `e`
    /// reads, through its operators (not in an unevaluated operand, as of
    /// `sizeof`): what keeps it from being a constant expression.
    pub(crate) fn variable_in(&self, e: ExprId, depth: u32) -> Option<LocalId> {
        if depth > 32 || self.body.is_unevaluated(e) {
            return None;
        }
        match &self.body.exprs[e] {
            Expr::Local(l) => {
                let local = &self.body.locals[*l];
                // (a parameter's value is never a constant, `const` or not)
                let constant = !self.body.params.contains(l)
                    && (local.ty.cv().is_const
                        || local.decl.as_ref().is_some_and(|d| d.is_constexpr));
                // a `const` local is one only if its initializer is
                // (`const int z = g();` is not): judged when that is certain
                let run_time_const = constant
                    && !local.decl.as_ref().is_some_and(|d| d.is_constexpr)
                    && self
                        .body
                        .conversions
                        .iter()
                        .find(|(x, _)| x == l)
                        .is_some_and(|&(_, init)| {
                            self.variable_in(init, depth + 1).is_some()
                                || self.non_constexpr_callee(init).is_some()
                        });
                (!constant || run_time_const).then_some(*l)
            }
            Expr::Binary { lhs, rhs, .. } => self
                .variable_in(*lhs, depth + 1)
                .or_else(|| self.variable_in(*rhs, depth + 1)),
            Expr::Unary { expr, .. } => self.variable_in(*expr, depth + 1),
            _ => None,
        }
    }

    /// "expression must have a constant value" at `e`, with the note
    /// "the value of parameter "n" (declared at line N) cannot be used as
    /// a constant" for the local `named` it reads.
    pub(crate) fn not_constant(&self, e: ExprId, named: LocalId) -> Diag {
        let kind = if self.body.params.contains(&named) {
            EntityKind::Parameter
        } else {
            EntityKind::Variable
        };
        let name = self.body.locals[named].name.to_string();
        let mut d = Diag::fixed(DiagKind::ExprNotConstant, Anchor::Expr(e));
        d.related.push((
            DiagKind::VariableNotConstant {
                variable: Entity::new(kind, name),
            },
            Anchor::Expr(e),
            Some(Anchor::Local(named)),
        ));
        d
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn variable_bounds_in_device_code() {
        check_diagnostics(
            r#"
__device__ void d(int n) {
    int a[n]; (void)a;
        //^ error: expression must have a constant value
        //^ note: the value of parameter "n" (declared at line 2) cannot be used as a constant
    const int k = 3;
    int b[k]; (void)b;
}
void h(int n) { int c[n]; (void)c; }
"#,
        );
    }
}
