//! Objects of an incomplete type: EDG's "incomplete type "void" is not
//! allowed" (#70) for a variable declared `void x;`, at namespace scope or
//! in a block, with or without an initializer or `extern` (checked with the
//! oracle; a function declared with parameters of undeclared types,
//! `void k(Node *n)`, is parsed as such a variable too), and "array of void
//! is not allowed" (#89) for `void a[3];` or `extern void a[];`. Only the
//! keyword is judged: a typedef of `void` would be named (`"V" (aka
//! "void")`), and incomplete classes are not modelled.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, TypeName};
use hir::ty::VoidObject;

/// #70 or #89 for a namespace-scope variable.
pub(crate) fn check_variable(v: &hir::items::VariableDecl, anchor: Anchor, out: &mut Vec<Diag>) {
    if !v.is_template
        && let Some(d) = void_object(v.void_object, anchor)
    {
        out.push(d);
    }
}

fn void_object(void: VoidObject, anchor: Anchor) -> Option<Diag> {
    let kind = match void {
        VoidObject::No => return None,
        VoidObject::Object => DiagKind::IncompleteTypeNotAllowed {
            ty: TypeName::new("void".to_string()),
        },
        VoidObject::Array => DiagKind::ArrayOfVoid,
    };
    Some(Diag::fixed(kind, anchor))
}

impl CheckCx<'_> {
    /// #70 for the body's locals (templates wait for their instances).
    pub(crate) fn incomplete_locals(&mut self) {
        if !self.plain_function() {
            return;
        }
        for (id, local) in self.body.locals.iter() {
            if let Some(d) = local
                .decl
                .as_ref()
                .and_then(|d| void_object(d.void_object, Anchor::Local(id)))
            {
                self.invalid_locals.insert(id);
                self.out.diags.push(d);
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
void w[3];
   //^ error: array of void is not allowed
extern void w2[];
          //^ error: array of void is not allowed
void g() { void a[2][2]; }
              //^ error: array of void is not allowed
"#,
        );
    }
}
