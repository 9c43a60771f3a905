//! Objects of an incomplete type: EDG's "incomplete type "void" is not
//! allowed" (#70) for a variable declared `void x;`, at namespace scope or
//! in a block, with or without an initializer or `extern` (checked with the
//! oracle; a function declared with parameters of undeclared types,
//! `void k(Node *n)`, is parsed as such a variable too). Only the keyword
//! is judged: a typedef of `void` would be named (`"V" (aka "void")`), and
//! incomplete classes are not modelled.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, TypeName};

/// #70 for a namespace-scope variable.
pub(crate) fn check_variable(v: &hir::items::VariableDecl, anchor: Anchor, out: &mut Vec<Diag>) {
    if v.void_object && !v.is_template {
        out.push(void_object(anchor));
    }
}

fn void_object(anchor: Anchor) -> Diag {
    Diag::fixed(
        DiagKind::IncompleteTypeNotAllowed {
            ty: TypeName::new("void".to_string()),
        },
        anchor,
    )
}

impl CheckCx<'_> {
    /// #70 for the body's locals (templates wait for their instances).
    pub(crate) fn incomplete_locals(&mut self) {
        if !self.plain_function() {
            return;
        }
        for (id, local) in self.body.locals.iter() {
            if local.decl.as_ref().is_some_and(|d| d.void_object) {
                self.invalid_locals.insert(id);
                self.out.diags.push(void_object(Anchor::Local(id)));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn objects_of_type_void() {
        check_diagnostics(
            r#"
void v;
   //^ error: incomplete type "void" is not allowed
extern void x;
          //^ error: incomplete type "void" is not allowed
void f() { void q; }
              //^ error: incomplete type "void" is not allowed
"#,
        );
    }
}
