//! EDG's #2463 "conversion may change the value", as it gives it for the
//! extended floating-point types (checked with the oracle): an implicit
//! conversion to `__bf16` from any other floating type, and from `__bf16`
//! to `_Float16` or `__fp16` (neither holds all of the other's values), of
//! a value that is not a constant. Initializations, assignments with `=`,
//! arguments and returned values count; casts, compound assignments and
//! integers do not, nor does `_Float16 h = f;` from a `float`. On both
//! sides, in every function.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::DiagKind;
use hir::ty::{Builtin, Ty};
use hir::{Expr, ExprId};

/// Whether converting a `from` value to `to` may change it, for EDG.
fn lossy(to: Builtin, from: Builtin) -> bool {
    match (to, from) {
        (Builtin::BFloat16, f) => f.is_floating() && f != Builtin::BFloat16,
        (Builtin::Float16 | Builtin::Fp16, Builtin::BFloat16) => true,
        _ => false,
    }
}

impl CheckCx<'_> {
    /// #2463 for the body's implicit conversions (see the module's doc).
    pub(crate) fn lossy_conversions(&mut self) {
        let mut out = Vec::new();
        let mut erroneous: Option<Vec<bool>> = None;
        for &(ref target, value, _) in self.implicit_conversions() {
            let Ty::Builtin(to, _) = target.strip_ref().without_cv() else {
                continue;
            };
            let Some(Ty::Builtin(from, _)) = self
                .resolver(self.space_of(value))
                .type_of(value)
                .map(|t| t.strip_ref().without_cv())
            else {
                continue;
            };
            if !lossy(to, from) || self.constant(value) {
                continue;
            }
            let erroneous = erroneous.get_or_insert_with(|| self.erroneous_exprs());
            if !erroneous[value.into_raw().into_u32() as usize] {
                // (reported as the converted value is complete, after
                // what its operands report)
                let mut d = Diag::fixed(DiagKind::LossyConversion, Anchor::Expr(value));
                d.order_after = Some((value, 1));
                out.push(d);
            }
        }
        self.out.diags.extend(out);
    }

    /// A constant made of literals (EDG converts those exactly, or at
    /// least knowingly, and says nothing).
    fn constant(&self, e: ExprId) -> bool {
        let mut stack = vec![e];
        while let Some(x) = stack.pop() {
            match &self.body.exprs[x] {
                Expr::Literal(_) => {}
                Expr::Unary { expr, .. } | Expr::Cast { expr, .. } => stack.push(*expr),
                Expr::Binary { lhs, rhs, .. } => stack.extend([*lhs, *rhs]),
                _ => return false,
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn conversions_to_and_from_bfloat16() {
        check_diagnostics(
            r#"
void g(__bf16);
void sink(const void *);
__bf16 r(float f) { return f; }
                         //^ warning: conversion may change the value
void h(__bf16 b, _Float16 h16, float f, double d, int i) {
  __bf16 x = f;
           //^ warning: conversion may change the value
  g(d);
  //^ warning: conversion may change the value
  g(1.5f);
  b = i;
  b = (__bf16)f;
  b = b + f;
    //^ warning: conversion may change the value
  h16 = b;
      //^ warning: conversion may change the value
  h16 = f;
  f = b;
  sink(&x); sink(&h16);
}
"#,
        );
    }
}
