//! The branches of `if constexpr` that an instance of a function template
//! discards: EDG does not instantiate a discarded statement, so nothing in
//! it is checked, and the templates it names are not instantiated. In a
//! template's definition EDG checks no call across execution spaces in
//! any branch of an `if constexpr` (not even of `if constexpr (true)`).
//!
//! Only conditions that the instance's arguments decide are evaluated:
//! the template's own non-type parameters, integer literals, `!`, `&&`,
//! `||`, comparisons, and `std::is_same_v<A, B>` (or `is_same<A,
//! B>::value`) on types. Anything else keeps both branches, as before.

use hir::FunctionDecl;
use hir::body::{Body, Expr, ExprId};
use hir::ty::TemplateArg;
use std::ops::Range;
use syntax::SyntaxKind::*;

/// The expression ranges that an instance with arguments `subst`
/// discards (empty for a definition checked as written).
pub(crate) fn discarded(
    body: &Body,
    decl: &FunctionDecl,
    subst: &[TemplateArg],
) -> Vec<Range<u32>> {
    if body.constexpr_ifs.is_empty() {
        return Vec::new();
    }
    // a template's definition, checked as written: EDG checks no branch
    // of an `if constexpr` there (not even of `if constexpr (true)`)
    if subst.is_empty() && decl.is_template_pattern() {
        return body
            .constexpr_ifs
            .iter()
            .flat_map(|c| [c.then_exprs.clone(), c.else_exprs.clone()])
            .filter(|r| !r.is_empty())
            .collect();
    }
    let Some(params) = &decl.template_params else {
        return Vec::new();
    };
    if subst.is_empty() {
        return Vec::new();
    }
    let cx = Eval {
        body,
        params,
        subst,
    };
    body.constexpr_ifs
        .iter()
        .filter_map(|c| match cx.value(c.cond?, 0)? {
            0 => Some(c.then_exprs.clone()),
            _ => Some(c.else_exprs.clone()),
        })
        .filter(|r| !r.is_empty())
        .collect()
}

/// Whether expression `e` lies in one of the `discarded` ranges.
pub(crate) fn contains(discarded: &[Range<u32>], e: ExprId) -> bool {
    let i = e.into_raw().into_u32();
    discarded.iter().any(|r| r.contains(&i))
}

struct Eval<'a> {
    body: &'a Body,
    params: &'a [smol_str::SmolStr],
    subst: &'a [TemplateArg],
}

impl Eval<'_> {
    fn value(&self, e: ExprId, depth: u32) -> Option<i128> {
        if depth > 64 {
            return None;
        }
        let v = |e: ExprId| self.value(e, depth + 1);
        match &self.body.exprs[e] {
            Expr::Path {
                segments,
                template_args,
                class_args,
                ..
            } => {
                let names: Vec<&str> = segments.iter().map(|s| s.as_str()).collect();
                match names[..] {
                    [name] if template_args.is_none() => {
                        let k = self.params.iter().position(|p| p == name)?;
                        arg_value(self.subst.get(k)?)
                    }
                    ["std", "is_same_v"] | ["is_same_v"] => self.same(template_args.as_deref()?),
                    ["std", "is_same", "value"] | ["is_same", "value"] => {
                        self.same(class_args.as_deref()?)
                    }
                    _ => None,
                }
            }
            Expr::Literal(_) => self.body.int_value(e),
            Expr::Unary { op: BANG, expr } => Some(i128::from(v(*expr)? == 0)),
            Expr::Unary { op: MINUS, expr } => Some(-v(*expr)?),
            Expr::Binary { op, lhs, rhs } => {
                let (a, b) = (v(*lhs)?, v(*rhs)?);
                let truth = |t: bool| Some(i128::from(t));
                match op {
                    AMP2 => truth(a != 0 && b != 0),
                    PIPE2 => truth(a != 0 || b != 0),
                    EQ2 => truth(a == b),
                    NEQ => truth(a != b),
                    L_ANGLE => truth(a < b),
                    R_ANGLE => truth(a > b),
                    LTEQ => truth(a <= b),
                    GTEQ => truth(a >= b),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// `is_same` of two types, when the arguments decide them.
    fn same(&self, args: &[TemplateArg]) -> Option<i128> {
        let [TemplateArg::Type(a), TemplateArg::Type(b)] = args else {
            return None;
        };
        let (a, b) = (a.substitute(self.subst), b.substitute(self.subst));
        if a.is_dependent() || b.is_dependent() || !known(&a) || !known(&b) {
            return None;
        }
        Some(i128::from(a == b))
    }
}

/// A type whose identity we are sure of (builtins and pointers to them:
/// a class name might be an alias we did not expand).
fn known(t: &hir::ty::Ty) -> bool {
    use hir::ty::Ty;
    match t {
        Ty::Builtin(..) => true,
        Ty::Pointer(t, _) | Ty::LRef(t) | Ty::RRef(t) => known(t),
        _ => false,
    }
}

/// The value of a non-type template argument.
fn arg_value(arg: &TemplateArg) -> Option<i128> {
    match arg {
        TemplateArg::Value { value, .. } => Some(*value),
        TemplateArg::Other(text) => match text.as_str() {
            "true" => Some(1),
            "false" => Some(0),
            t => t.trim_end_matches(['u', 'U', 'l', 'L']).parse().ok(),
        },
        TemplateArg::Type(_) | TemplateArg::Pack(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn discarded_branches_of_instances() {
        check_diagnostics(
            r#"
void host_only();
template<int N> __device__ void unroll() {
    if constexpr (N > 2) host_only(); else { }
                       //^ error: calling a __host__ function("host_only()") from a __device__ function("unroll<(int)3> ") is not allowed
                       //^ error: identifier "host_only" is undefined in device code
}
__global__ void run() { unroll<1>(); unroll<3>(); }
template<bool B> void definition() { if constexpr (B) { } }
"#,
        );
    }
}
