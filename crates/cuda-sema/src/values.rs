//! EDG's checks of values whose outcome is known from the source: a
//! negative constant converted to an unsigned type (#68), an unsigned
//! value compared with zero the way that is always true or always false
//! (#186), a constant zero divisor (#39, #179), a value no conversion
//! takes to the local it is assigned to (#513), a write to a `const` local
//! (#137), a non-`const` reference bound to a literal (#461) and an
//! array given more initializers than its bound (#146).
//! Both front ends report them, in every function whatever its space.
//!
//! Only what is certain is reported: literal constants, locals whose
//! declared types are builtin or pointer types, and operands whose types
//! are known to be builtin. Templates are left alone (EDG checks their
//! instances, where a dependent type may make the code fine): a miss,
//! never a false warning.

use crate::calls::CheckCx;
use crate::conversions::{incompatible, null_ok, scalar_or_pointer};
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, TypeName};
use hir::ty::{Builtin, Ty};
use hir::{Expr, ExprId, LocalId};
use syntax::SyntaxKind::*;

/// The unsigned types that stay unsigned through the usual arithmetic
/// conversions (smaller ones are promoted to `int`).
fn unsigned_after_promotion(t: &Ty) -> bool {
    matches!(
        t.strip_ref().without_cv(),
        Ty::Builtin(
            Builtin::UnsignedInt | Builtin::UnsignedLong | Builtin::UnsignedLongLong,
            _
        )
    )
}

/// An unsigned integer type a negative value converts to with a change of sign.
fn unsigned_integer(t: &Ty) -> bool {
    matches!(
        t.strip_ref().without_cv(),
        Ty::Builtin(
            Builtin::UnsignedChar
                | Builtin::UnsignedShort
                | Builtin::UnsignedInt
                | Builtin::UnsignedLong
                | Builtin::UnsignedLongLong
                | Builtin::UnsignedInt128,
            _
        )
    )
}

fn arithmetic(t: &Ty) -> bool {
    matches!(t.strip_ref().without_cv(), Ty::Builtin(b, _) if b != Builtin::Void && b != Builtin::NullptrT)
}

impl CheckCx<'_> {
    pub(crate) fn known_values(&mut self) {
        if !self.plain_function() {
            return;
        }
        let body = self.body;
        let negative = |e: ExprId| body.is_negative_constant(e);
        let zero = |e: ExprId| body.int_value(e) == Some(0);
        let mut out = Vec::new();
        // initializers and assignments of unsigned locals
        for &(l, e) in &body.conversions {
            if unsigned_integer(&body.locals[l].ty) && negative(e) {
                out.push(Diag::fixed(DiagKind::IntegerSignChange, Anchor::Expr(e)));
            }
        }
        let ret = &self.decl.name.sig.ret;
        if self.decl.return_kind == hir::ReturnKind::Explicit && unsigned_integer(ret) {
            for &(_, v) in &body.returns {
                if let Some(v) = v
                    && negative(v)
                {
                    out.push(Diag::fixed(DiagKind::IntegerSignChange, Anchor::Expr(v)));
                }
            }
        }
        for (id, e) in body.exprs.iter() {
            if body.is_unevaluated(id) {
                continue;
            }
            let r = self.resolver(self.space_of(id));
            match e {
                // a local, or an element of a local array or pointer
                Expr::Assign { op: EQ, lhs, rhs }
                    if matches!(body.exprs[*lhs], Expr::Local(_))
                        || (matches!(
                            body.exprs[*lhs],
                            Expr::Index { .. } | Expr::Unary { op: STAR, .. }
                        ) && crate::operands::certain(body, *lhs)) =>
                {
                    let target = match body.exprs[*lhs] {
                        Expr::Local(l) => body.locals[l].ty.clone(),
                        _ => match r.type_of(*lhs) {
                            // (a const element is not modifiable: another error)
                            Some(t) if !t.cv().is_const => t.strip_ref().clone(),
                            _ => continue,
                        },
                    };
                    let target = &target;
                    if unsigned_integer(target) && negative(*rhs) {
                        out.push(Diag::fixed(DiagKind::IntegerSignChange, Anchor::Expr(*rhs)));
                    }
                    // a value no conversion takes to the local's type
                    if let Some(t) = r.type_of(*rhs)
                        && scalar_or_pointer(target)
                        && scalar_or_pointer(&t)
                        && incompatible(target, &t)
                        && !(null_ok(target) && body.is_null_pointer_constant(*rhs))
                        && !self.erroneous(*rhs)
                    {
                        out.push(Diag::fixed(
                            DiagKind::IncompatibleAssignment {
                                from: TypeName(hir::ty::edg_type_plain(t.strip_ref())),
                                to: TypeName(hir::ty::edg_type_plain(target)),
                            },
                            Anchor::Expr(*rhs),
                        ));
                    }
                }
                Expr::Binary { op, lhs, rhs } => {
                    let ty = |x: ExprId| r.type_of(x);
                    match op {
                        L_ANGLE | GTEQ
                            if zero(*rhs)
                                && ty(*lhs).is_some_and(|t| unsigned_after_promotion(&t)) =>
                        {
                            out.push(Diag::fixed(
                                DiagKind::UnsignedComparedWithZero,
                                Anchor::Expr(id),
                            ))
                        }
                        R_ANGLE | LTEQ
                            if zero(*lhs)
                                && ty(*rhs).is_some_and(|t| unsigned_after_promotion(&t)) =>
                        {
                            out.push(Diag::fixed(
                                DiagKind::UnsignedComparedWithZero,
                                Anchor::Expr(id),
                            ))
                        }
                        SLASH if zero(*rhs) && ty(*lhs).is_some_and(|t| arithmetic(&t)) => {
                            out.push(Diag::fixed(DiagKind::DivisionByZero, Anchor::Expr(id)))
                        }
                        PERCENT if zero(*rhs) && ty(*lhs).is_some_and(|t| arithmetic(&t)) => {
                            out.push(Diag::fixed(DiagKind::ModuloByZero, Anchor::Expr(id)))
                        }
                        _ => {}
                    }
                }
                Expr::Assign { op, lhs, rhs }
                    if matches!(op, SLASHEQ | PERCENTEQ)
                        && zero(*rhs)
                        && r.type_of(*lhs).is_some_and(|t| arithmetic(&t)) =>
                {
                    out.push(Diag::fixed(
                        if *op == SLASHEQ {
                            DiagKind::DivisionByZero
                        } else {
                            DiagKind::ModuloByZero
                        },
                        Anchor::Expr(id),
                    ));
                }
                _ => {}
            }
        }
        self.out.diags.extend(out);
    }

    /// Writes to `const` and `constexpr` locals and to arrays (not array
    /// parameters, which are pointers), and non-`const` references bound
    /// to a literal. The local is then erroneous: no #550 follows for it.
    pub(crate) fn lvalues(&mut self) {
        if !self.plain_function() {
            return;
        }
        let body = self.body;
        let const_scalar = |l: LocalId| {
            let local = &body.locals[l];
            let t = &local.ty;
            let constant = t.cv().is_const || local.decl.as_ref().is_some_and(|d| d.is_constexpr);
            (matches!(t, Ty::Builtin(..) | Ty::Pointer(..)) && constant)
                || (matches!(t, Ty::Array(..)) && !body.params.contains(&l))
        };
        let mut out = Vec::new();
        for (id, e) in body.exprs.iter() {
            if body.is_unevaluated(id) {
                continue;
            }
            let target = match e {
                Expr::Assign { lhs, .. } => *lhs,
                Expr::Unary {
                    op: PLUS2 | MINUS2,
                    expr,
                } => *expr,
                _ => continue,
            };
            if let Expr::Local(l) = body.exprs[target]
                && const_scalar(l)
            {
                out.push((
                    l,
                    Diag::fixed(DiagKind::NotModifiableLvalue, Anchor::Expr(target)),
                ));
            }
            // an element of a local array of arrays that is itself an array
            // (`a[0] = p;` with `int a[3][4]`: a parameter's first bound
            // decays, the others do not)
            if let Some((l, indexes)) = indexed_local(body, target)
                && indexes > 0
                && matches!(
                    subscripted(&body.locals[l].ty, indexes),
                    Some(Ty::Array(..))
                )
            {
                out.push((
                    l,
                    Diag::fixed(DiagKind::NotModifiableLvalue, Anchor::Expr(target)),
                ));
            }
        }
        for &(l, e) in &body.ref_inits {
            let Ty::LRef(inner) = &body.locals[l].ty else {
                continue;
            };
            if !inner.cv().is_const && matches!(body.exprs[e], Expr::Literal(_)) {
                out.push((
                    l,
                    Diag::fixed(DiagKind::NonConstReferenceToRvalue, Anchor::Expr(e)),
                ));
            }
        }
        for (l, d) in out {
            self.invalid_locals.insert(l);
            self.push(d);
        }
        // more initializers than an array's bound or a scalar takes (#146,
        // at the first one too many; the local is still set, for #550)
        // (EDG counts them once it has parsed them all: ordered after what
        // it reports in them)
        for o in &body.overfull_inits {
            let at = o.excess.map_or(Anchor::Local(o.local), Anchor::Expr);
            let mut d = Diag::fixed(DiagKind::TooManyInitializers, at);
            d.order_after = o.last.map(|e| (e, 1));
            self.push(d);
            if o.invalidates {
                self.invalid_locals.insert(o.local);
            }
        }
    }
}

/// The local an expression indexes (`a[i][j]`), with how many subscripts.
fn indexed_local(body: &hir::Body, mut e: ExprId) -> Option<(LocalId, usize)> {
    let mut indexes = 0;
    loop {
        match &body.exprs[e] {
            Expr::Index { base, .. } => {
                indexes += 1;
                e = *base;
            }
            Expr::Local(l) => return Some((*l, indexes)),
            _ => return None,
        }
    }
}

/// The type `n` subscripts of an object of type `t` denote (`int[3][4]`
/// once: `int[4]`; a pointer to arrays too), when each applies to an array
/// or a pointer.
fn subscripted(t: &Ty, n: usize) -> Option<&Ty> {
    let mut t = t;
    for _ in 0..n {
        t = match t {
            Ty::Array(inner, _) | Ty::Pointer(inner, _) => inner,
            _ => return None,
        };
    }
    Some(t)
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn negative_constants_to_unsigned() {
        check_diagnostics(
            r#"
unsigned e5() { return -1; }
                     //^ warning: integer conversion resulted in a change of sign
void e4() { unsigned v = 1; v = -2; }
                   //^ warning: variable "v" was set but never used
                              //^ warning: integer conversion resulted in a change of sign
void e8(int i) { unsigned w = i; w++; }
"#,
        );
    }

    #[test]
    fn comparisons_and_divisors() {
        check_diagnostics(
            r#"
int f1(unsigned u) { return u < 0; }
                          //^ warning: pointless comparison of unsigned integer with zero
int f5(unsigned u) { return u > 0; }
int g1(int x) { return x / 0; }
                     //^ warning: division by zero
int g2(int x) { return x % 0; }
                     //^ warning: right operand of "%" is zero
template <class T> int f6(T t) { return t < 0; }
"#,
        );
    }

    #[test]
    fn const_locals_and_references() {
        check_diagnostics(
            r#"
void d1() { const int c = 1; c = 2; }
                           //^ error: expression must be a modifiable lvalue
void d5() { const int *q = 0; q = 0; (void)q; }
                     //^ warning: variable "q" was set but never used
void n1() { int &r = 1; (void)r; }
                   //^ error: initial value of reference to non-const must be an lvalue
"#,
        );
    }
}
