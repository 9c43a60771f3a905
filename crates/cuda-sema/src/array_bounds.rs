//! Local arrays of variable length. g++ (and so cudafe++, on the host
//! side) accepts them as an extension; cicc's front end does not: in
//! device code "expression must have a constant value", with a note naming
//! the parameter or variable whose value the bound needs ("the value of
//! parameter "n" (declared at line N) cannot be used as a constant"), or
//! "attempt to access run-time storage" for a built-in variable
//! (`blockDim.x`). An array of static storage (`static`, `__shared__`)
//! cannot have a variable length anywhere else either: "a variable length
//! array cannot have static storage duration" (the host side, and the
//! device side's host functions).
//!
//! A bound is judged variable when it names a parameter, a local that is
//! neither `const` nor `constexpr`, or a built-in variable. Other bounds
//! (calls, members, const locals initialized at run time) are left alone:
//! a miss, never a false error. Templates wait: their bounds may be
//! constant per instance.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use base_db::Side;
use diagnostics::{DiagKind, Entity, EntityKind, MemorySpace};
use hir::LocalId;
use hir::body::{Expr, ExprId};

/// What keeps a bound from being a constant.
#[derive(Clone, Copy)]
enum Variable {
    Local(LocalId),
    /// `blockDim`, `threadIdx`, `warpSize`, ...
    BuiltIn,
}

impl CheckCx<'_> {
    pub(crate) fn variable_length_arrays(&mut self) {
        if !self.plain_function() {
            return;
        }
        let mut out = Vec::new();
        // (an array of arrays of variable bounds is one static-storage
        // error, and one constant-value error per bound)
        let mut judged = rustc_hash::FxHashSet::default();
        for &(array, bound) in &self.body.array_bounds {
            let Some(variable) = self
                .variable_in(bound, 0)
                .map(Variable::Local)
                .or_else(|| self.built_in_in(bound, 0).then_some(Variable::BuiltIn))
            else {
                continue;
            };
            if self.side == Side::Device && self.space_of(bound).runs_on_device() {
                // (an erroneous declaration is not also unused)
                self.invalid_locals.insert(array);
                out.push(self.not_constant_bound(bound, variable));
            } else if self.body.locals[array]
                .decl
                .as_ref()
                .is_some_and(|d| d.is_static || d.memory == Some(MemorySpace::Shared))
                && judged.insert(array)
            {
                // (the array stays declared: cicc still says it is unused)
                out.push(Diag::fixed(
                    DiagKind::StaticVariableLengthArray,
                    Anchor::Local(array),
                ));
            }
        }
        for d in out {
            self.push(d);
        }
    }

    fn not_constant_bound(&self, bound: ExprId, variable: Variable) -> Diag {
        match variable {
            Variable::Local(named) => self.not_constant(bound, named),
            Variable::BuiltIn => {
                let mut d = Diag::fixed(DiagKind::ExprNotConstant, Anchor::Expr(bound));
                d.related
                    .push((DiagKind::RunTimeStorage, Anchor::Expr(bound), None));
                d
            }
        }
    }

    /// Whether expression `e` reads a built-in variable of device code
    /// (`blockDim.x * 2`), through its operators.
    fn built_in_in(&self, e: ExprId, depth: u32) -> bool {
        if depth > 32 || self.body.is_unevaluated(e) {
            return false;
        }
        match &self.body.exprs[e] {
            Expr::Path { segments, .. } => matches!(
                segments.as_slice(),
                [n] if matches!(
                    n.as_str(),
                    "threadIdx" | "blockIdx" | "blockDim" | "gridDim" | "warpSize"
                )
            ),
            Expr::Member { base, .. } => self.built_in_in(*base, depth + 1),
            Expr::Binary { lhs, rhs, .. } => {
                self.built_in_in(*lhs, depth + 1) || self.built_in_in(*rhs, depth + 1)
            }
            Expr::Unary { expr, .. } => self.built_in_in(*expr, depth + 1),
            _ => false,
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
