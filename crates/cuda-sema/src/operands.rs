//! Operands of the wrong kind of type, which EDG rejects on both sides:
//! `*x` of a non-pointer (#75), `x[i]` where neither side is a pointer or
//! an array (#142), a call of a scalar local (#109), `&` of a literal
//! (#158), an assignment to a literal or to the value of a builtin
//! arithmetic operator (`x + 1 = y`, `-x = y`: #137), `%`, `<<`, `>>`,
//! `&`, `|` and `^` on a floating-point value and the sum of two pointers
//! (#2140), `*` and `/` on a pointer (#2138). Only builtin and pointer
//! types count (a class may overload the operator); templates wait for
//! their instances.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, TypeName};
use hir::ty::{Builtin, Ty};
use hir::{Expr, ExprId};
use syntax::SyntaxKind::*;

/// What the checks need to know of an operand's type.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Integral,
    Floating,
    Pointer,
    /// A class, an array, a template parameter, unknown: not judged.
    Other,
}

fn kind_of(t: &Ty) -> Kind {
    match t.strip_ref().without_cv() {
        Ty::Builtin(b, _) if b.is_integral() || b == Builtin::Bool => Kind::Integral,
        Ty::Builtin(b, _) if b.is_floating() => Kind::Floating,
        Ty::Pointer(..) => Kind::Pointer,
        _ => Kind::Other,
    }
}

impl CheckCx<'_> {
    pub(crate) fn operand_types(&mut self) {
        if !self.plain_function() {
            return;
        }
        let body = self.body;
        let mut out = Vec::new();
        for (id, e) in body.exprs.iter() {
            if body.is_unevaluated(id) {
                continue;
            }
            let r = self.resolver(self.space_of(id));
            let ty = |x: ExprId| r.type_of(x);
            // only operands whose types are certain: locals, literals, and
            // casts and unary operators of them (a call or a member may be
            // of a class with operators we do not see)
            let kind = |x: ExprId| {
                if certain(body, x) {
                    ty(x).map_or(Kind::Other, |t| kind_of(&t))
                } else {
                    Kind::Other
                }
            };
            let literal = |x: ExprId| matches!(body.exprs[x], Expr::Literal(_));
            // the value of a builtin operator that yields no lvalue: `x + 1`,
            // `p - 1`, `-x`, `!x` of scalar operands (a class's operator may
            // return a reference)
            let scalar = |x: ExprId| kind(x) != Kind::Other;
            let builtin_prvalue = |x: ExprId| match &body.exprs[x] {
                Expr::Binary { op, lhs, rhs } => {
                    !matches!(op, COMMA) && scalar(*lhs) && scalar(*rhs)
                }
                Expr::Unary {
                    op: MINUS | PLUS | BANG | TILDE,
                    expr,
                } => scalar(*expr),
                _ => false,
            };
            match e {
                Expr::Unary { op: STAR, expr }
                    if matches!(kind(*expr), Kind::Integral | Kind::Floating) =>
                {
                    if let Some(t) = ty(*expr) {
                        out.push(Diag::fixed(
                            DiagKind::IndirectionOfNonPointer {
                                ty: TypeName(hir::ty::edg_type_plain(t.strip_ref())),
                            },
                            Anchor::Expr(*expr),
                        ));
                    }
                }
                // (`*nullptr`: EDG names the type as the library does)
                Expr::Unary { op: STAR, expr }
                    if matches!(
                        body.exprs[*expr],
                        Expr::Literal(Ty::Builtin(Builtin::NullptrT, _))
                    ) =>
                {
                    out.push(Diag::fixed(
                        DiagKind::IndirectionOfNonPointer {
                            ty: TypeName("std::nullptr_t".to_string()),
                        },
                        Anchor::Expr(*expr),
                    ));
                }
                Expr::Unary { op: AMP, expr } if literal(*expr) => {
                    out.push(Diag::fixed(DiagKind::NotAnLvalue, Anchor::Expr(*expr)));
                }
                Expr::Index { base, index }
                    if matches!(kind(*base), Kind::Integral | Kind::Floating)
                        && kind(*index) == Kind::Integral =>
                {
                    if let Some(t) = ty(*base) {
                        out.push(Diag::fixed(
                            DiagKind::SubscriptOfNonPointer {
                                ty: TypeName(hir::ty::edg_type_plain(t.strip_ref())),
                            },
                            Anchor::Expr(*base),
                        ));
                    }
                }
                // (a pointer may be a function pointer behind a typedef)
                Expr::Call { callee, .. }
                    if matches!(body.exprs[*callee], Expr::Local(_))
                        && matches!(kind(*callee), Kind::Integral | Kind::Floating) =>
                {
                    out.push(Diag::fixed(
                        DiagKind::CallOfNonFunction,
                        Anchor::Expr(*callee),
                    ));
                }
                Expr::Assign { lhs, .. } if literal(*lhs) || builtin_prvalue(*lhs) => {
                    out.push(Diag::fixed(
                        DiagKind::NotModifiableLvalue,
                        Anchor::Expr(*lhs),
                    ));
                }
                Expr::Binary { op, lhs, rhs } => {
                    let (a, b) = (kind(*lhs), kind(*rhs));
                    let integral_only = matches!(op, PERCENT | SHL | SHR | AMP | PIPE | CARET);
                    if integral_only
                        && matches!(
                            (a, b),
                            (
                                Kind::Floating | Kind::Integral,
                                Kind::Floating | Kind::Integral
                            )
                        )
                        && (a == Kind::Floating || b == Kind::Floating)
                    {
                        let at = if a == Kind::Floating { *lhs } else { *rhs };
                        out.push(Diag::fixed(DiagKind::NotIntegral, Anchor::Expr(at)));
                    } else if integral_only
                        && matches!(b, Kind::Integral | Kind::Floating)
                        && self.names_only_functions(*lhs)
                    {
                        // `k << 1`, `k<<1, 32>>>(d)` (a launch missing a `<`):
                        // a function is no integer
                        out.push(Diag::fixed(DiagKind::NotIntegral, Anchor::Expr(*lhs)));
                    } else if *op == PLUS && a == Kind::Pointer && b == Kind::Pointer {
                        out.push(Diag::fixed(DiagKind::NotIntegral, Anchor::Expr(*rhs)));
                    } else if matches!(op, STAR | SLASH)
                        && (a == Kind::Pointer || b == Kind::Pointer)
                        && a != Kind::Other
                        && b != Kind::Other
                    {
                        let at = if a == Kind::Pointer { *lhs } else { *rhs };
                        out.push(Diag::fixed(DiagKind::NotArithmetic, Anchor::Expr(at)));
                    }
                }
                _ => {}
            }
        }
        // the expressions are erroneous: no #177/#550 for what they set
        for d in &out {
            if let Anchor::Expr(e) = d.anchor {
                self.undefined_uses.insert(e);
            }
        }
        self.out.diags.extend(out);
    }
}

/// The type of `e` is one we know for sure (an element of a local array
/// or pointer too: a class's `operator[]` leaves the type unknown).
pub(crate) fn certain(body: &hir::Body, e: ExprId) -> bool {
    match &body.exprs[e] {
        Expr::Local(_) | Expr::Literal(_) => true,
        Expr::Cast { expr, .. } | Expr::Unary { expr, .. } => certain(body, *expr),
        Expr::Index { base, .. } => certain(body, *base),
        _ => false,
    }
}

impl CheckCx<'_> {
    /// `e` is a plain name that names functions and nothing else (no local,
    /// variable, enumerator, class or type of that name).
    fn names_only_functions(&self, e: ExprId) -> bool {
        let Expr::Path {
            segments,
            template_args: None,
            global: false,
            ..
        } = &self.body.exprs[e]
        else {
            return false;
        };
        let [name] = segments.as_slice() else {
            return false;
        };
        !self.functions_named(name).is_empty()
            && !crate::namespace_names::is_declared_non_function(self.db, self.unit_side, name)
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn operands_of_the_wrong_type() {
        check_diagnostics(
            r#"
void a1(int x) { *x = 1; }
                //^ error: operand of "*" must be a pointer but has type "int"
void a7(double d, int i) { i = d % 2; }
                    //^ warning: parameter "i" was set but never used
                             //^ error: expression must have integral or unscoped enum type
void a8(int *p, int i) { i = p * 2; }
                  //^ warning: parameter "i" was set but never used
                           //^ error: expression must have arithmetic or unscoped enum type
void ok(int *p, int i) { i = p[i] + *(p + 1); }
void b1(int x, int *p) { (x + 1) = 4; p + 1 = p; -x = 1; ++x = 3; x = 1; }
                        //^ error: expression must be a modifiable lvalue
                                    //^ error: expression must be a modifiable lvalue
                                               //^ error: expression must be a modifiable lvalue
struct S { S &operator+(int); S &operator=(int); };
void ok2(S s) { s + 1 = 2; }
void c1(float f) { float *q[2][2]; f = f * q[0][1]; }
                                         //^^^^^^^ error: expression must have arithmetic or unscoped enum type
"#,
        );
    }
}
