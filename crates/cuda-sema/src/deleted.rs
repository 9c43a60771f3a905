//! Uses of deleted functions.
//!
//! A class object default-initialized (`S s;`, `new S`, an array's
//! elements) or value-initialized (`S()`, `new S()`) whose default
//! constructor is deleted: EDG's `the default constructor of "S" cannot be
//! referenced -- it is a deleted function` (#1790), on both sides. The
//! constructor is deleted when declared `= delete`, or when it is implicit
//! and a base's or a member's is (checked with the oracle,
//! `test-data/oracle/checks/deleted_default_constructors.cu`). A braced
//! list (`S s{};`) initializes an aggregate without it.
//!
//! An explicit call of a function defined `= delete` whose name is not
//! overloaded: `function "g(int)" (declared at line 12) cannot be
//! referenced -- it is a deleted function` (#1776).
//!
//! Not modelled: the members a constructor of another class initializes
//! (`C() {}` with a member of such a class), references and `const`
//! members without initializers (which delete the implicit constructor
//! too), deleted overloads, copies with deleted copy constructors.

use crate::calls::CheckCx;
use crate::infer::Callee;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, Entity, TypeName};
use hir::ExprId;

impl CheckCx<'_> {
    /// An explicit call `call` (its callee named at `callee_expr`) of a
    /// function defined as deleted: `function "g(int)" (declared at line
    /// N) cannot be referenced -- it is a deleted function` (#1776). Only
    /// where the name is not overloaded: `= delete` overloads exist to be
    /// rejected by overload resolution, which must then be exact.
    pub(crate) fn deleted_call(&mut self, callee_expr: ExprId, c: &Callee) {
        let d = c.decl();
        if c.dependent
            || c.class_args.is_some()
            || c.template_args.is_some()
            || !c.entity.decls.iter().any(|(_, d)| d.is_deleted)
            || (self.decl.is_template_pattern() && self.subst.is_empty())
        {
            return;
        }
        let space = self.space_of(callee_expr);
        let overloaded = self
            .resolver(space)
            .named(&d.name.name)
            .iter()
            .any(|e| e.key != c.entity.key && e.first().name.scope == d.name.scope);
        if overloaded {
            return;
        }
        let summary = hir::item_summary(self.db, self.unit_side);
        let Some(&(first, _)) = summary.by_key(&c.entity.key).and_then(|e| e.decls.first()) else {
            return;
        };
        let mut diag = Diag::fixed(
            DiagKind::DeletedFunction {
                function: Entity::function(hir::ty::diag_function_signature(&d.name)),
            },
            Anchor::Expr(callee_expr),
        );
        diag.refers_to = Some(Anchor::DeclName(first));
        self.push(diag);
    }

    /// The construction `id` of `class` with `args`: an error if it calls
    /// a deleted default constructor.
    pub(crate) fn deleted_default_construction(
        &mut self,
        id: ExprId,
        class: &hir::ty::ClassName,
        args: &[ExprId],
    ) {
        if !args.is_empty()
            || !class.args.is_empty()
            || self.body.brace_inits.contains(&id)
            || (self.decl.is_template_pattern() && self.subst.is_empty())
        {
            return;
        }
        let space = self.space_of(id);
        if self
            .resolver(space)
            .default_constructor_deleted(&class.path, 0)
        {
            self.push(Diag::fixed(
                DiagKind::DeletedDefaultConstructor {
                    class: TypeName::new(hir::ty::diag_qualified_name(
                        class.path.iter().map(|s| s.as_str()),
                    )),
                },
                Anchor::Expr(id),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn deleted_default_constructors() {
        check_diagnostics(
            r#"
struct S { S() = delete; };
struct B { int x; S s; };
struct D : B { };
struct N { S s = S{}; };
void f() {
    S s;
    //^ error: the default constructor of "S" cannot be referenced -- it is a deleted function
    D d;
    //^ error: the default constructor of "D" cannot be referenced -- it is a deleted function
    N n;
    S t{};
}
void g(int) = delete;
void h() { g(1); }
         //^ error: function "g(int)" (declared at line 14) cannot be referenced -- it is a deleted function
"#,
        );
    }
}
