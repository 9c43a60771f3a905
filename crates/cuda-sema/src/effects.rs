//! EDG's #174, "expression has no effect": an expression statement that
//! only computes a value, on both sides. What counts (observed with the
//! oracle): names of locals, literals, `*p`, `p[i]`, casts, unary `-`, `!`
//! and `~`, `?:`, and integer or pointer comparisons and arithmetic, when
//! nothing under them has an effect. The left operand of a comma is one
//! too wherever the comma is (`int a = (p, 3);`), but in a `for` step.
//! Floating-point arithmetic and conversions count only on the device side
//! and in code that runs on the device (the host side keeps them: they may
//! raise exceptions); a floating literal counts on both. An operator of a
//! class never counts (it is a call). Names of variables count
//! unless they are volatile; other names (members, templates) are left
//! alone: a miss, not a false warning.

use crate::calls::CheckCx;
use crate::space::Space;
use crate::{Anchor, Diag};
use base_db::Side;
use diagnostics::DiagKind;
use hir::literal_suffixes::SuffixProblem;
use hir::ty::{Builtin, Ty};
use hir::{Expr, ExprId};
use syntax::SyntaxKind::*;

impl CheckCx<'_> {
    pub(crate) fn expressions_without_effect(&mut self) {
        if !self.plain_function() {
            return;
        }
        let mut out = Vec::new();
        // the commas seen as a statement's parts (a `for` step's are judged
        // as any other: its left operand, not its right, `for (...; ...;
        // ++i, j)` gets nothing, `for (...; ...; j, ++i)` gets #174)
        let mut skip: rustc_hash::FxHashSet<ExprId> = Default::default();
        // a `for` step that does nothing (`+i`, `i + 1`, `i`): not one with
        // a comma (checked with the oracle)
        for &step in &self.body.for_steps {
            if !matches!(self.body.exprs[step], Expr::Binary { op: COMMA, .. })
                && self.without_effect(step)
                && !self.erroneous(step)
            {
                out.push(Diag::fixed(
                    DiagKind::ExpressionHasNoEffect,
                    Anchor::Expr(step),
                ));
            }
        }
        for &root in &self.body.expr_stmts {
            let mut parts = vec![root];
            // `a, b;`: each side on its own
            while let Some(e) = parts.pop() {
                if let Expr::Binary {
                    op: COMMA,
                    lhs,
                    rhs,
                } = &self.body.exprs[e]
                {
                    skip.insert(e);
                    parts.push(*rhs);
                    parts.push(*lhs);
                    continue;
                }
                if self.without_effect(e) && !self.erroneous(e) {
                    out.push(Diag::fixed(
                        DiagKind::ExpressionHasNoEffect,
                        Anchor::Expr(e),
                    ));
                }
            }
        }
        // the left operand of a comma anywhere else: `int a = (p, 3);`
        // (of a chain `a, b, c`, lowered `(a, b), c`, the inner comma
        // stands for `a` and the outer one for `b`)
        for (id, e) in self.body.exprs.iter() {
            let Expr::Binary { op: COMMA, lhs, .. } = e else {
                continue;
            };
            let operand = match &self.body.exprs[*lhs] {
                Expr::Binary { op: COMMA, rhs, .. } => *rhs,
                _ => *lhs,
            };
            if !skip.contains(&id) && self.without_effect(operand) && !self.erroneous(operand) {
                out.push(Diag::fixed(
                    DiagKind::ExpressionHasNoEffect,
                    Anchor::Expr(operand),
                ));
            }
        }
        // (in source order: the parts were taken left to right)
        self.out.diags.extend(out);
    }

    /// An expression with an error in it (EDG says nothing more of it).
    pub(crate) fn erroneous(&self, e: ExprId) -> bool {
        let mut stack = vec![e];
        while let Some(x) = stack.pop() {
            if self.erroneous_itself(x) {
                return true;
            }
            stack.extend(self.body.exprs[x].children());
        }
        false
    }

    /// An expression with an error of its own: an undefined name, a member
    /// access without a name (a syntax error there), a number with a
    /// suffix no literal operator takes, a malformed number.
    fn erroneous_itself(&self, x: ExprId) -> bool {
        if self.undefined_uses.contains(&x) {
            return true;
        }
        match &self.body.exprs[x] {
            hir::Expr::Member { name, .. } => name.is_empty(),
            hir::Expr::Literal(t) => match hir::literal_suffixes::problem_of_type(t) {
                Some(SuffixProblem::ExtraText) => true,
                Some(SuffixProblem::UserDefined(suffix)) => self
                    .functions_named(&hir::literal_suffixes::literal_operator_name(&suffix))
                    .is_empty(),
                None => false,
            },
            _ => false,
        }
    }

    /// [`Self::erroneous`] for every expression of the body, by index, in
    /// one pass (operands are lowered before their operator; one that is
    /// not is walked on its own).
    pub(crate) fn erroneous_exprs(&self) -> Vec<bool> {
        let mut out: Vec<bool> = Vec::with_capacity(self.body.exprs.len());
        for (id, e) in self.body.exprs.iter() {
            let at = id.into_raw().into_u32() as usize;
            let own = self.erroneous_itself(id);
            let below = e.children().into_iter().any(|c| {
                let i = c.into_raw().into_u32() as usize;
                if i < at { out[i] } else { self.erroneous(c) }
            });
            out.push(own || below);
        }
        out
    }

    /// The type of `e` is an integer, `bool`, enumeration-free builtin or a
    /// pointer (or, in device code on the device side, a floating type):
    /// its operators are the language's, without effects.
    fn plain_operand(&self, e: ExprId) -> bool {
        let space = self.space_of(e);
        let Some(t) = self.resolver(space).type_of(e) else {
            return false;
        };
        match t.strip_ref().without_cv() {
            Ty::Builtin(b, _) if b.is_floating() => {
                self.side == Side::Device && space != Space::Host
            }
            Ty::Builtin(b, _) => b.is_integral() || b == Builtin::Bool,
            Ty::Pointer(..) => true,
            _ => false,
        }
    }

    fn without_effect(&self, e: ExprId) -> bool {
        match &self.body.exprs[e] {
            Expr::Local(_) => true,
            // a variable that is not volatile (reading one is an effect)
            Expr::Path {
                segments, global, ..
            } => self
                .resolve_variable(segments, *global)
                .is_some_and(|v| !v.ty.cv().is_volatile),
            Expr::Literal(t) => {
                matches!(t, Ty::Builtin(b, _) if b.is_integral() || b.is_floating() || *b == Builtin::Bool)
            }
            Expr::Unary { op, expr } => {
                matches!(op, PLUS | MINUS | BANG | TILDE | STAR)
                    && self.plain_operand(*expr)
                    && self.without_effect(*expr)
            }
            Expr::Binary { op, lhs, rhs } => {
                matches!(
                    op,
                    EQ2 | NEQ
                        | L_ANGLE
                        | R_ANGLE
                        | LTEQ
                        | GTEQ
                        | PLUS
                        | MINUS
                        | STAR
                        | SLASH
                        | PERCENT
                        | AMP
                        | PIPE
                        | CARET
                        | SHL
                        | SHR
                ) && self.plain_operand(*lhs)
                    && self.plain_operand(*rhs)
                    && self.without_effect(*lhs)
                    && self.without_effect(*rhs)
            }
            Expr::Index { base, index } => {
                self.plain_operand(*base)
                    && self.plain_operand(*index)
                    && self.without_effect(*base)
                    && self.without_effect(*index)
            }
            Expr::Cond { cond, then, else_ } => [*cond, *then, *else_]
                .iter()
                .all(|&x| self.plain_operand(x) && self.without_effect(x)),
            Expr::Cast { ty, expr } => {
                !ty.is_void() && self.plain_operand(*expr) && self.without_effect(*expr)
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn statements_that_only_compute_a_value() {
        check_diagnostics(
            r#"
void d1() { int x = 0; x == 1; }
                     //^ warning: expression has no effect
void d4(int *p) { *p; }
                //^ warning: expression has no effect
void e6(double d) { d * 2.0; }
struct S { bool operator==(int) const; };
void d8(S s) { s == 1; }
void f2(int a) { a++; (void)a; }
"#,
        );
    }

    #[test]
    fn left_operands_of_commas() {
        check_diagnostics(
            r#"
int f(int);
int g(int *p, int x) {
    int a = (p, 3);
           //^ warning: expression has no effect
    int c = (f(x), x++, 5);
    int h = (x, x + 1, 8);
           //^ warning: expression has no effect
              //^ warning: expression has no effect
    for (int i = 0; i < 3; i++, x) {}
    return a + c + h;
}
"#,
        );
    }
}
