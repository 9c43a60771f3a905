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
//! A constructor that leaves such a base or member to be
//! default-initialized (`C() {}` with a member `S s;`) gets the same error
//! at its body (`deleted_member_defaults`).
//!
//! Not modelled: namespace-scope variables, inheriting constructors (EDG's
//! "the sub-object construction of ... for inheriting constructors cannot
//! be performed"), references and `const` members without initializers
//! (which delete the implicit constructor too), deleted overloads, copies
//! with deleted copy constructors.

use crate::calls::CheckCx;
use crate::infer::Callee;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, Entity, TypeName};
use hir::{ExprId, ItemLookup};

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

    /// A constructor's bases and data members that its initializer list
    /// leaves to be default-initialized: an error, at the body's `{`, for
    /// each whose default constructor is deleted. EDG says it twice when
    /// the class whose constructor is declared `= delete` has a
    /// user-provided constructor or destructor (checked with the oracle:
    /// not when those are all deleted or defaulted, nor for other member
    /// functions), once otherwise.
    pub(crate) fn deleted_member_defaults(&mut self) {
        let d = self.decl;
        let Some(path) = d.class_path.as_deref() else {
            return;
        };
        if path.last() != Some(&d.name.name)
            || d.is_template_pattern()
            || !self.subst.is_empty()
            || d.is_deleted
            || d.is_defaulted
            || self.body.mem_inits.iter().any(|m| m.name == d.name.name)
        {
            return;
        }
        let tree = hir::SideItems::new(self.db, self.unit_side);
        let Some(class) = tree.class(path) else {
            return;
        };
        if class.is_template || class.kind == hir::items::ClassKind::Union {
            return;
        }
        let initialized = |name: &str| self.body.mem_inits.iter().any(|m| m.name == name);
        let scope = &path[..path.len() - 1];
        let bases = class.bases.iter().filter_map(|b| {
            let c = crate::infer::base_class(&tree, b, scope)?;
            (!initialized(c.path.last()?)).then(|| c.path.clone())
        });
        let members = class
            .fields
            .iter()
            .filter(|f| !f.has_init && !initialized(&f.name))
            .filter_map(|f| match f.ty.array_element() {
                hir::ty::Ty::Class(c, _) if c.args.is_empty() && !c.is_enum => Some(c.path.clone()),
                _ => None,
            });
        let uninitialized: Vec<Vec<smol_str::SmolStr>> = bases.chain(members).collect();
        let resolver = self.resolver(self.fn_space);
        // `s()`: a value-initialization, an error at its `(` (once)
        let class_of = |name: &str| {
            let base = class.bases.iter().find_map(|b| {
                let c = crate::infer::base_class(&tree, b, scope)?;
                (c.path.last()? == name).then(|| c.path.clone())
            });
            base.or_else(|| {
                let f = class.fields.iter().find(|f| f.name == name)?;
                match f.ty.array_element() {
                    hir::ty::Ty::Class(c, _) if c.args.is_empty() && !c.is_enum => {
                        Some(c.path.clone())
                    }
                    _ => None,
                }
            })
        };
        let value_initialized: Vec<(ExprId, Vec<smol_str::SmolStr>)> = self
            .body
            .mem_inits
            .iter()
            .filter(|m| m.empty_parens)
            .filter_map(|m| Some((m.open, class_of(&m.name)?)))
            .filter(|(_, p)| p.as_slice() != path && resolver.default_constructor_deleted(p, 0))
            .collect();
        let deleted: Vec<(Vec<smol_str::SmolStr>, bool)> = uninitialized
            .into_iter()
            .filter(|p| p.as_slice() != path)
            .filter_map(|p| {
                let provided = resolver.deleted_default_constructor(&p, 0)?;
                Some((p, provided))
            })
            .collect();
        for (open, p) in value_initialized {
            self.push(Diag::fixed(
                DiagKind::DeletedDefaultConstructor {
                    class: TypeName::new(hir::ty::diag_qualified_name(
                        p.iter().map(|s| s.as_str()),
                    )),
                },
                Anchor::Expr(open),
            ));
        }
        for (p, provided) in deleted {
            let times = if provided { 2 } else { 1 };
            for _ in 0..times {
                self.push(Diag::fixed(
                    DiagKind::DeletedDefaultConstructor {
                        class: TypeName::new(hir::ty::diag_qualified_name(
                            p.iter().map(|s| s.as_str()),
                        )),
                    },
                    Anchor::BodyStart,
                ));
            }
        }
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

    #[test]
    fn constructors_leaving_deleted_defaults() {
        check_diagnostics(
            r#"
struct S { S() = delete; };
struct P { P() = delete; P(int) {} };
struct C { S s; P p; int i; C() : i(0) {} };
                                     //^ error: the default constructor of "S" cannot be referenced -- it is a deleted function
                                     //^ error: the default constructor of "P" cannot be referenced -- it is a deleted function
                                     //^ error: the default constructor of "P" cannot be referenced -- it is a deleted function
struct D { S s; P p; D() : s(), p(1) {} D(int) : D() {} };
                          //^ error: the default constructor of "S" cannot be referenced -- it is a deleted function
"#,
        );
    }
}
