//! The implicit conversions that certainly do not exist, shared by the
//! checks of arguments (`overloads`), assignments (`values`) and returned
//! values (`returns`): a number to a pointer (but a null pointer constant),
//! a pointer or array to a number other than `bool`, a pointer to a
//! different builtin type or one that drops a `const`. Everything else may
//! convert (classes, templates, typedefs we do not resolve): the checks
//! stay silent there.

use hir::ty::Ty;

/// A pointer parameter, which a null pointer constant converts to.
pub(crate) fn null_ok(p: &Ty) -> bool {
    matches!(p.strip_ref(), Ty::Pointer(..))
}

/// No implicit conversion takes an argument of type `a` to a parameter of
/// type `p` (only the certain cases: scalars against pointers and arrays,
/// pointers to different builtin types or dropping a `const`).
pub(crate) fn incompatible(p: &Ty, a: &Ty) -> bool {
    use hir::ty::Builtin;
    let p = p.strip_ref().without_cv();
    let a = a.strip_ref().without_cv();
    let arithmetic =
        |t: &Ty| matches!(t, Ty::Builtin(b, _) if *b != Builtin::Void && *b != Builtin::NullptrT);
    match (&p, &a) {
        // a pointer or array to a number (`bool` takes pointers)
        (Ty::Builtin(b, _), Ty::Pointer(..) | Ty::Array(..)) => {
            *b != Builtin::Bool && arithmetic(&p)
        }
        // a number to a pointer (a null pointer constant is seen to by the caller)
        (Ty::Pointer(..), Ty::Builtin(b, _)) => *b != Builtin::NullptrT && arithmetic(&a),
        // pointers to different builtin types (not to `void`)
        // (or dropping a `const`)
        // (a string literal may still go to `char *`, deprecated: #2464)
        (Ty::Pointer(pi, _), Ty::Pointer(ai, _) | Ty::Array(ai, _)) => {
            let from_pointer = matches!(a, Ty::Pointer(..));
            match (pi.without_cv(), ai.without_cv()) {
                (Ty::Builtin(x, _), Ty::Builtin(y, _)) => {
                    (x != Builtin::Void && x != y)
                        || (from_pointer && ai.cv().is_const && !pi.cv().is_const)
                }
                _ => false,
            }
        }
        _ => false,
    }
}

/// A builtin type, or a pointer to one: a type we print as EDG does and
/// whose conversions we know.
pub(crate) fn scalar_or_pointer(t: &Ty) -> bool {
    match t.strip_ref() {
        Ty::Builtin(..) => true,
        Ty::Pointer(inner, _) => matches!(&**inner, Ty::Builtin(..)),
        _ => false,
    }
}

/// A value of such a type, or an array of a builtin type (as it decays):
/// no associated namespaces, and a type EDG prints as we do.
pub(crate) fn plain_value(t: &Ty) -> bool {
    scalar_or_pointer(t)
        || matches!(t.strip_ref(), Ty::Array(inner, _) if matches!(&**inner, Ty::Builtin(..)))
}

/// Where an implicit conversion happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ConversionSite {
    Initializer,
    Assignment,
    /// An argument of this call.
    Argument(hir::ExprId),
    Return,
}

impl crate::calls::CheckCx<'_> {
    /// The body's implicit conversions we can see, as (target type, value,
    /// site): a local's initializer, a value assigned with `=` (to a local,
    /// or to an lvalue whose type we know), a call's arguments (calls
    /// resolved to one function) and returned values (with a written
    /// return type). Unevaluated operands are left out. In source order of
    /// the values. Found once per check, so only once the calls are
    /// resolved (`call_params`).
    pub(crate) fn implicit_conversions(&self) -> &[(Ty, hir::ExprId, ConversionSite)] {
        self.implicit_conversions
            .get_or_init(|| self.find_implicit_conversions())
    }

    fn find_implicit_conversions(&self) -> Vec<(Ty, hir::ExprId, ConversionSite)> {
        use hir::Expr;
        let body = self.body;
        let mut out: Vec<(Ty, hir::ExprId, ConversionSite)> = Vec::new();
        for &(local, e) in &body.conversions {
            out.push((
                body.locals[local].ty.substitute(self.subst),
                e,
                ConversionSite::Initializer,
            ));
        }
        for (_, e) in body.exprs.iter() {
            if let Expr::Assign {
                op: syntax::SyntaxKind::EQ,
                lhs,
                rhs,
            } = e
            {
                let target = match &body.exprs[*lhs] {
                    Expr::Local(l) => Some(body.locals[*l].ty.substitute(self.subst)),
                    _ => self
                        .resolver(self.space_of(*lhs))
                        .type_of(*lhs)
                        .map(|t| t.strip_ref().without_cv()),
                };
                if let Some(t) = target {
                    out.push((t, *rhs, ConversionSite::Assignment));
                }
            }
        }
        for (call, params) in &self.call_params {
            if let Expr::Call { args, .. } = &body.exprs[*call] {
                for (a, p) in args.iter().zip(params) {
                    out.push((
                        p.substitute(self.subst),
                        *a,
                        ConversionSite::Argument(*call),
                    ));
                }
            }
        }
        if self.decl.return_kind == hir::ReturnKind::Explicit {
            let ret = self.decl.name.sig.ret.substitute(self.subst);
            for &(_, v) in &body.returns {
                if let Some(v) = v {
                    out.push((ret.clone(), v, ConversionSite::Return));
                }
            }
        }
        out.retain(|&(_, e, _)| !body.is_unevaluated(e));
        out.sort_by_key(|&(_, e, _)| e);
        out
    }

    /// The site's conversion is certainly the one written: not an argument
    /// of a call whose name has overloads (our choice among them may be
    /// wrong, and a wrong choice would make a false error).
    pub(crate) fn certain_site(&self, site: ConversionSite) -> bool {
        let ConversionSite::Argument(call) = site else {
            return true;
        };
        let hir::Expr::Call { callee, .. } = &self.body.exprs[call] else {
            return false;
        };
        match &self.body.exprs[*callee] {
            hir::Expr::Path {
                segments,
                template_args: None,
                ..
            } => segments
                .last()
                .is_some_and(|name| self.functions_named(name).len() == 1),
            _ => false,
        }
    }
}
