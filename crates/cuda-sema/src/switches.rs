//! `switch` statements: a condition of a floating-point or pointer type
//! ("expression must have integral or enum type"), and a `case` value
//! that appeared before in the same `switch` ("case label value has
//! already appeared in this switch at line N", at the later label's
//! value). Values are those of integer and character literals, signed;
//! named constants and enumerators are not worked out (a miss, never a
//! false error). Class-typed conditions may convert: left alone.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::DiagKind;
use hir::ty::Ty;

impl CheckCx<'_> {
    pub(crate) fn switch_statements(&mut self) {
        if !self.plain_function() {
            return;
        }
        let mut out = Vec::new();
        for switch in &self.body.switches {
            if let Some(cond) = switch.cond
                && let Some(t) = self.resolver(self.space_of(cond)).type_of(cond)
            {
                let not_integral = match t.strip_ref().without_cv() {
                    Ty::Builtin(b, _) => b.is_floating(),
                    Ty::Pointer(..) | Ty::Array(..) => true,
                    _ => false,
                };
                if not_integral {
                    out.push(Diag::fixed(DiagKind::NotIntegralOrEnum, Anchor::Expr(cond)));
                }
            }
            let mut seen: rustc_hash::FxHashMap<i128, hir::ExprId> = Default::default();
            for &case in &switch.cases {
                let Some(value) = self.body.int_value(case) else {
                    continue;
                };
                match seen.get(&value) {
                    Some(&first) => {
                        let mut d = Diag::fixed(DiagKind::DuplicateCaseLabel, Anchor::Expr(case));
                        d.refers_to = Some(Anchor::Expr(first));
                        out.push(d);
                    }
                    None => {
                        seen.insert(value, case);
                    }
                }
            }
        }
        self.out.diags.extend(out);
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn switch_conditions_and_case_values() {
        check_diagnostics(
            r#"
void f(int n, double d, char c, int *p) {
    switch (n) {
    case 1: break;
    case 2:
    case 1: break;
       //^ error: case label value has already appeared in this switch at line 4
    case -1: case -1: break;
                //^ error: case label value has already appeared in this switch at line 8
    default: break;
    }
    switch (d) { default: break; }
          //^ error: expression must have integral or enum type
    switch (c) { case 'x': break; }
    switch (p) { default: break; }
          //^ error: expression must have integral or enum type
    switch (n) { case 1: switch (c) { case 1: break; } break; }
}
"#,
        );
    }
}
