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
