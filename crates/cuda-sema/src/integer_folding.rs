//! EDG folds integer arithmetic whose operands are constants wherever it
//! appears, not only where a constant is required, and warns as it folds:
//! a signed result out of its type's range (#61 "integer operation result
//! is out of range": `N * N * N` for a `const int N = 4096`, `INT_MIN /
//! -1`, `-INT_MIN`), a shift count that is negative (#62) or not less
//! than the width of the shifted operand's promoted type (#63). Unsigned
//! arithmetic wraps without a word, and so does a shift into or past the
//! sign bit (`1 << 31`, `3L << 62`): checked with the oracle.
//!
//! The constants folded: integer and character literals, `const` and
//! `constexpr` locals and namespace-scope variables of integral type with
//! a constant initializer (not a member of the function's class of the
//! same name), and casts to integral types (which truncate). Operands are
//! folded once, where they are written; an overflow wraps as the target
//! does, so that an enclosing operation sees the wrapped value (`65536 *
//! 65536 * 2` is reported once). Anything else (enumerators, `true`,
//! calls, conditionals) is not a constant here: a miss, never a false
//! warning. Templates wait for their instances.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::DiagKind;
use hir::ty::{Builtin, Ty};
use hir::{Expr, ExprId};
use rustc_hash::FxHashMap;
use syntax::SyntaxKind::*;

/// An integer type after the integral promotions: its width and sign.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct IntType {
    bits: u32,
    signed: bool,
}

impl IntType {
    /// The promoted type of `t` (bool and the types narrower than `int`
    /// become `int`); none for other types.
    fn promoted(t: &Ty) -> Option<IntType> {
        let Ty::Builtin(b, _) = t.strip_ref().without_cv() else {
            return None;
        };
        use Builtin::*;
        let (bits, signed) = match b {
            Bool | Char | SignedChar | UnsignedChar | Short | UnsignedShort | Char8 | Char16
            | WChar | Int => (32, true),
            Char32 | UnsignedInt => (32, false),
            Long | LongLong => (64, true),
            UnsignedLong | UnsignedLongLong => (64, false),
            _ => return None,
        };
        Some(IntType { bits, signed })
    }

    /// The width and sign of `t` itself (what a conversion to it keeps).
    fn exact(t: &Ty) -> Option<IntType> {
        let Ty::Builtin(b, _) = t.strip_ref().without_cv() else {
            return None;
        };
        use Builtin::*;
        let (bits, signed) = match b {
            Bool => (1, false),
            Char | SignedChar => (8, true),
            UnsignedChar | Char8 => (8, false),
            Short => (16, true),
            UnsignedShort | Char16 => (16, false),
            _ => return IntType::promoted(t),
        };
        Some(IntType { bits, signed })
    }

    fn in_range(self, v: i128) -> bool {
        let bits = self.bits;
        if self.signed {
            let half = 1i128 << (bits - 1);
            (-half..half).contains(&v)
        } else {
            (0..1i128 << bits).contains(&v)
        }
    }

    /// `v` as this type holds it (two's complement wrap; a conversion to
    /// `bool` is a test against zero).
    fn wrap(self, v: i128) -> i128 {
        if self.bits == 1 {
            return i128::from(v != 0);
        }
        let modulus = 1i128 << self.bits;
        let mut w = v.rem_euclid(modulus);
        if self.signed && w >= modulus / 2 {
            w -= modulus;
        }
        w
    }
}

/// The folder of one body: each expression's value once (`None`: not a
/// constant), and the warnings found on the way.
struct Folder<'a, 'b> {
    cx: &'a CheckCx<'b>,
    values: FxHashMap<ExprId, Option<i128>>,
    out: Vec<Diag>,
}

impl Folder<'_, '_> {
    fn type_of(&self, e: ExprId) -> Option<Ty> {
        self.cx.resolver(self.cx.space_of(e)).type_of(e)
    }

    fn fold(&mut self, e: ExprId, depth: u32) -> Option<i128> {
        if let Some(v) = self.values.get(&e) {
            return *v;
        }
        // (deep operand chains are not constants worth folding)
        let v = if depth > 64 {
            None
        } else {
            self.compute(e, depth)
        };
        self.values.insert(e, v);
        v
    }

    fn compute(&mut self, e: ExprId, depth: u32) -> Option<i128> {
        let body = self.cx.body;
        match &body.exprs[e] {
            Expr::Literal(ty) => {
                let v = body
                    .int_literals
                    .binary_search_by_key(&e, |(id, _)| *id)
                    .ok()
                    .map(|i| body.int_literals[i].1)?;
                // (the literal's type holds its value, or it is not one
                // we type as EDG does)
                IntType::promoted(ty).filter(|t| t.in_range(v)).map(|_| v)
            }
            Expr::Local(l) => {
                if !constant_local(body, *l) {
                    return None;
                }
                let target = IntType::exact(&body.locals[*l].ty)?;
                let init = body
                    .value_inits
                    .iter()
                    .find(|(x, _)| x == l)
                    .map(|&(_, init)| init)?;
                self.fold(init, depth + 1).map(|v| target.wrap(v))
            }
            Expr::Path {
                segments, global, ..
            } => {
                let r = self.cx.resolver(self.cx.space_of(e));
                let v = r.variable_named(segments, *global)?;
                if !(v.is_const || v.is_constexpr) || v.is_template {
                    return None;
                }
                let target = IntType::exact(&v.ty)?;
                let tree = hir::item_tree(self.cx.db, self.cx.unit_side);
                let env = crate::launch_attrs::DeclEnv {
                    tree,
                    params: &[],
                    args: None,
                    depth: std::cell::Cell::new(0),
                };
                match v.const_init.as_ref()?.eval(&env) {
                    hir::const_expr::ConstValue::Int(x) => Some(target.wrap(x)),
                    _ => None,
                }
            }
            Expr::Cast { ty, expr } => {
                let target = IntType::exact(ty)?;
                self.fold(*expr, depth + 1).map(|v| target.wrap(v))
            }
            // (`-1`: a negative literal, nothing to fold)
            Expr::Unary { op: MINUS, expr } if matches!(body.exprs[*expr], Expr::Literal(_)) => {
                self.fold(*expr, depth + 1).map(|v| -v)
            }
            Expr::Unary {
                op: op @ (PLUS | MINUS | TILDE | BANG),
                expr,
            } if may_be_constant(body, *expr) => {
                let v = self.fold(*expr, depth + 1)?;
                let t = IntType::promoted(&self.type_of(e)?)?;
                let r = match op {
                    PLUS => v,
                    MINUS => -v,
                    TILDE => !v,
                    BANG => return Some(i128::from(v == 0)),
                    _ => return None,
                };
                Some(self.checked(e, t, r))
            }
            Expr::Binary { op, lhs, rhs } => {
                let (op, lhs, rhs) = (*op, *lhs, *rhs);
                // (most operations have an operand that is plainly no
                // constant: nothing is looked up for them)
                if !may_be_constant(body, lhs) || !may_be_constant(body, rhs) {
                    return None;
                }
                let l = self.fold(lhs, depth + 1)?;
                let r = self.fold(rhs, depth + 1)?;
                if matches!(op, SHL | SHR) {
                    return self.shift(e, op, lhs, l, r);
                }
                let t = IntType::promoted(&self.type_of(e)?)?;
                // (the operands converted to the common type)
                let (l, r) = match op {
                    EQ2 | NEQ | L_ANGLE | R_ANGLE | LTEQ | GTEQ | AMP2 | PIPE2 => (l, r),
                    _ => (t.wrap(l), t.wrap(r)),
                };
                let v = match op {
                    PLUS => l + r,
                    MINUS => l - r,
                    STAR => l.checked_mul(r)?,
                    // (a zero divisor has its own warning, #39)
                    SLASH if r != 0 => l / r,
                    PERCENT if r != 0 => l % r,
                    AMP => l & r,
                    PIPE => l | r,
                    CARET => l ^ r,
                    EQ2 => i128::from(l == r),
                    NEQ => i128::from(l != r),
                    L_ANGLE => i128::from(l < r),
                    R_ANGLE => i128::from(l > r),
                    LTEQ => i128::from(l <= r),
                    GTEQ => i128::from(l >= r),
                    AMP2 => i128::from(l != 0 && r != 0),
                    PIPE2 => i128::from(l != 0 || r != 0),
                    _ => return None,
                };
                Some(self.checked(e, t, v))
            }
            _ => None,
        }
    }

    /// The result of an arithmetic operation in type `t`: #61 when signed
    /// and out of range, then wrapped.
    fn checked(&mut self, e: ExprId, t: IntType, v: i128) -> i128 {
        if t.signed && !t.in_range(v) {
            self.out
                .push(Diag::fixed(DiagKind::IntegerOverflow, Anchor::Expr(e)));
        }
        t.wrap(v)
    }

    /// `l << r` or `l >> r`: the count judged against the promoted left
    /// operand's width (#62, #63; no value then).
    fn shift(
        &mut self,
        e: ExprId,
        op: syntax::SyntaxKind,
        lhs: ExprId,
        l: i128,
        r: i128,
    ) -> Option<i128> {
        let t = IntType::promoted(&self.type_of(lhs)?)?;
        if r < 0 {
            self.out
                .push(Diag::fixed(DiagKind::NegativeShiftCount, Anchor::Expr(e)));
            return None;
        }
        if r >= i128::from(t.bits) {
            self.out
                .push(Diag::fixed(DiagKind::ShiftCountTooLarge, Anchor::Expr(e)));
            return None;
        }
        let l = t.wrap(l);
        Some(if op == SHL { t.wrap(l << r) } else { l >> r })
    }
}

/// An operand that may fold to a constant, judged from its form alone: a
/// literal, a name, a `const` local, a cast or an operator (not a call, a
/// member, an element, a variable local).
fn may_be_constant(body: &hir::Body, e: ExprId) -> bool {
    match &body.exprs[e] {
        Expr::Literal(_)
        | Expr::Path { .. }
        | Expr::Cast { .. }
        | Expr::Unary { .. }
        | Expr::Binary { .. } => true,
        Expr::Local(l) => constant_local(body, *l),
        _ => false,
    }
}

/// A `const` or `constexpr` local that is no parameter (whose value is
/// never a constant).
fn constant_local(body: &hir::Body, l: hir::LocalId) -> bool {
    let local = &body.locals[l];
    !body.params.contains(&l)
        && (local.ty.cv().is_const || local.decl.as_ref().is_some_and(|d| d.is_constexpr))
}

impl CheckCx<'_> {
    /// The warnings of folding the body's integer constants (see the
    /// module's documentation).
    pub(crate) fn integer_folding(&mut self) {
        if !self.plain_function() {
            return;
        }
        let body = self.body;
        let mut folder = Folder {
            cx: self,
            values: FxHashMap::default(),
            out: Vec::new(),
        };
        for (id, e) in body.exprs.iter() {
            if matches!(e, Expr::Binary { .. } | Expr::Unary { .. }) {
                folder.fold(id, 0);
            }
        }
        let out = folder.out;
        self.out.diags.extend(out);
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn signed_overflow_of_constants() {
        check_diagnostics(
            r#"
const int N = 4096;
int a(int x) { const int m = 65536; return m * m + x; }
                                         //^ warning: integer operation result is out of range
int b() { return N * N * N; }
               //^ warning: integer operation result is out of range
int c(int x) { return x * 2147483647 * 2; }
unsigned d() { return 65536u * 65536u + (2 << 31); }
int e() { return (-2147483647 - 1) / -1; }
               //^ warning: integer operation result is out of range
template <class T> int f() { return 65536 * 65536; }
"#,
        );
    }

    #[test]
    fn shift_counts() {
        check_diagnostics(
            r#"
int a() { return 1 << -1; }
               //^ warning: shift count is negative
long b() { return 1L << 64; }
                //^ warning: shift count is too large
long c() { return 1L << 63; }
"#,
        );
    }

    #[test]
    fn literals_take_the_type_that_holds_them() {
        check_diagnostics(
            r#"
unsigned a() { return 0xFFFFFFFF + 1; }
long b() { return 2147483648 + 1; }
long c() { return 4294967296 * 4294967296; }
                //^ warning: integer operation result is out of range
"#,
        );
    }
}
