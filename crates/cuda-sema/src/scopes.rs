//! EDG's errors about the structure of a body that the parser sees: a
//! local declared again in the scope of an earlier one of the same name
//! (#101; a parameter counts in the function's outermost block), and
//! `break` or `continue` outside any loop (or switch, for `break`: #116,
//! #115). Both front ends report them. A redeclaration of a `for`
//! statement's variable in its body has a message of its own, not given
//! yet; templates wait for their instances (a miss, not a false error).

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::DiagKind;

impl CheckCx<'_> {
    pub(crate) fn scopes(&mut self) {
        if !self.plain_function() {
            return;
        }
        let body = self.body;
        let mut out = Vec::new();
        for &l in &body.redeclared_locals {
            out.push(Diag::fixed(
                DiagKind::AlreadyDeclaredInScope {
                    name: body.locals[l].name.to_string(),
                },
                Anchor::Local(l),
            ));
        }
        for &(at, continue_) in &body.stray_jumps {
            let kind = if continue_ {
                DiagKind::StrayContinue
            } else {
                DiagKind::StrayBreak
            };
            out.push(Diag::fixed(kind, Anchor::Expr(at)));
        }
        out.extend(crate::static_asserts::failed_in_body(body));
        self.out.diags.extend(out);
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn locals_declared_again_and_stray_jumps() {
        check_diagnostics(
            r#"
void a1() { int x = 0; int x = 1; (void)x; }
              //^ warning: variable "x" was declared but never referenced
                         //^ error: "x" has already been declared in the current scope
                         //^ warning: variable "x" was set but never used
void a2() { int x = 0; { int x = 1; (void)x; } (void)x; }
              //^ warning: variable "x" was set but never used
                           //^ warning: variable "x" was set but never used
void b1() { break; }
          //^ error: a break statement may only be used within a loop or switch
void b4(int s) { switch (s) { case 1: break; } }
void b5(int s) { for (;;) { switch (s) { case 1: continue; } } }
"#,
        );
    }
}
