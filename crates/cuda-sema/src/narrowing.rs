//! Narrowing conversions in list-initialization ([dcl.init.list]), which
//! EDG allows with a warning: #2361 `invalid narrowing conversion from
//! "double" to "int"` (checked with the oracle,
//! `test-data/oracle/checks/narrowing_conversions.cu`), for the values of
//! arithmetic locals and of the elements of arrays initialized by a
//! braced list (`int a{d};`, `int b = {2.5};`, `int c[] = {1.5, 2};`).
//!
//! A floating value to an integer type is narrowing whatever it is; a
//! floating value to a floating type of lower rank, an integer to a
//! floating type, and an integer to an integer type that cannot represent
//! all its values only when the value is not a constant (a constant that
//! does not fit gets #68/#69 instead). Judged only when the value is
//! surely not constant: a local or parameter not declared `const` or
//! `constexpr`. `bool`, character types other than `char`, and the
//! extended floating types are left out; templates wait for their
//! instances.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, TypeName};
use hir::Expr;
use hir::ty::{Builtin, Ty};

/// An integer type's (signed, size in bytes), for the types judged here.
fn integer(b: Builtin) -> Option<(bool, u32)> {
    use Builtin::*;
    Some(match b {
        Char | SignedChar => (true, 1),
        UnsignedChar => (false, 1),
        Short => (true, 2),
        UnsignedShort => (false, 2),
        Int => (true, 4),
        UnsignedInt => (false, 4),
        Long | LongLong => (true, 8),
        UnsignedLong | UnsignedLongLong => (false, 8),
        _ => return None,
    })
}

/// A standard floating type's rank.
fn floating(b: Builtin) -> Option<u32> {
    match b {
        Builtin::Float => Some(1),
        Builtin::Double => Some(2),
        Builtin::LongDouble => Some(3),
        _ => None,
    }
}

/// Whether converting a `from` value to `to` narrows it: `Some(true)` for
/// every value, `Some(false)` for values that are not constants.
fn narrowing(to: Builtin, from: Builtin) -> Option<bool> {
    match (integer(to), floating(to), integer(from), floating(from)) {
        (Some(_), _, _, Some(_)) => Some(true),
        (_, Some(t), _, Some(f)) => (t < f).then_some(false),
        (_, Some(_), Some(_), _) => Some(false),
        (Some((st, zt)), _, Some((sf, zf)), _) => {
            let all = if st == sf { zt >= zf } else { st && zt > zf };
            (!all).then_some(false)
        }
        _ => None,
    }
}

impl CheckCx<'_> {
    /// #2361 for the body's list-initializations (see the module's doc).
    pub(crate) fn narrowing_conversions(&mut self) {
        if !self.plain_function() || self.body.list_inits.is_empty() {
            return;
        }
        let mut out = Vec::new();
        for (value, target) in &self.body.list_inits {
            let Ty::Builtin(to, _) = target else { continue };
            let Some(Ty::Builtin(from, _)) = self
                .resolver(self.space_of(*value))
                .type_of(*value)
                .map(|t| t.strip_ref().without_cv())
            else {
                continue;
            };
            let Some(always) = narrowing(*to, from) else {
                continue;
            };
            let variable =
                matches!(self.body.exprs[*value], Expr::Local(l) if !self.const_local(l));
            if !always && !variable {
                continue;
            }
            out.push(Diag::fixed(
                DiagKind::NarrowingConversion {
                    from: TypeName(hir::ty::edg_type_plain(&Ty::builtin(from))),
                    to: TypeName(hir::ty::edg_type_plain(&Ty::builtin(*to))),
                },
                Anchor::Expr(*value),
            ));
        }
        for d in out {
            self.push(d);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn narrowing_list_initializations() {
        check_diagnostics(
            r#"
double h(double d, long l, int i) {
    int a{2.5};
        //^ warning: invalid narrowing conversion from "double" to "int"
    float f{d};
          //^ warning: invalid narrowing conversion from "double" to "float"
    float g{1.5};
    int e = {l};
           //^ warning: invalid narrowing conversion from "long" to "int"
    long long ll{i};
    int arr[2] = {1.5, 2};
                //^ warning: invalid narrowing conversion from "double" to "int"
    return a + f + g + e + ll + arr[0];
}
"#,
        );
    }
}
