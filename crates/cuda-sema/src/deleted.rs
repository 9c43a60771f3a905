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
//! A class that inherits its constructors (`using A::A;`) made by one of
//! them while a member or another base has a deleted default constructor:
//! `the sub-object construction of "B" for inheriting constructors cannot
//! be performed -- the associated constructor is deleted` (#3093).
//!
//! Not modelled: namespace-scope variables, references and `const`
//! members without initializers
//! (which delete the implicit constructor too), deleted overloads, copies
//! with deleted copy constructors.

use crate::calls::CheckCx;
use crate::infer::Callee;
use crate::infer::{base_paths, constructed_class};
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
        let bases = base_paths(&tree, class);
        let uninitialized: Vec<Vec<smol_str::SmolStr>> = bases
            .iter()
            .filter(|b| b.last().is_some_and(|n| !initialized(n)))
            .cloned()
            .chain(
                class
                    .fields
                    .iter()
                    .filter(|f| !f.has_init && !initialized(&f.name))
                    .filter_map(|f| constructed_class(&f.ty)),
            )
            .collect();
        let resolver = self.resolver(self.fn_space);
        // `s()`: a value-initialization, an error at its `(` (once)
        let class_of = |name: &str| {
            let base = bases.iter().find(|b| b.last().is_some_and(|n| n == name));
            base.cloned().or_else(|| {
                let f = class.fields.iter().find(|f| f.name == name)?;
                constructed_class(&f.ty)
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
        // `b(0)` of a class that inherits its constructors
        let inherited: Vec<(ExprId, hir::ty::ClassName, Vec<ExprId>)> = self
            .body
            .mem_inits
            .iter()
            .filter(|m| !m.args.is_empty())
            .filter_map(|m| {
                let f = class.fields.iter().find(|f| f.name == m.name)?;
                match &f.ty {
                    hir::ty::Ty::Class(c, _) => Some((m.open, c.clone(), m.args.clone())),
                    _ => None,
                }
            })
            .collect();
        for (open, c, args) in inherited {
            self.inherited_construction(open, &c, &args);
        }
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

    /// The construction of `class` with `args` (reported at `anchor`) by
    /// a constructor it inherits (`using A::A;`, and none of its own):
    /// the members and other bases that constructor default-initializes
    /// must have a default constructor that is not deleted (#3093).
    pub(crate) fn inherited_construction(
        &mut self,
        anchor: ExprId,
        class: &hir::ty::ClassName,
        args: &[ExprId],
    ) {
        if args.is_empty() || !class.args.is_empty() || class.is_enum {
            return;
        }
        let tree = hir::SideItems::new(self.db, self.unit_side);
        let Some(x) = tree.class(&class.path) else {
            return;
        };
        let (Some(base_name), Some(name)) = (&x.inherits_from, class.path.last()) else {
            return;
        };
        if x.is_template || x.kind == hir::items::ClassKind::Union {
            return;
        }
        let resolver = self.resolver(self.space_of(anchor));
        // (a class with constructors of its own may take the arguments
        // itself; a copy or a move takes one of its own type)
        let own = resolver
            .named(name)
            .iter()
            .any(|e| e.first().class_path.as_deref() == Some(&class.path[..]));
        let arg_types: Vec<Option<hir::ty::Ty>> =
            args.iter().map(|&a| resolver.type_of(a)).collect();
        if own
            || arg_types.iter().any(|t| {
                !matches!(
                    t.as_ref().map(|t| t.strip_ref()),
                    Some(hir::ty::Ty::Builtin(..))
                )
            })
        {
            return;
        }
        // the inherited constructor: the base's, of a fitting arity
        let bases = base_paths(&tree, x);
        let Some(base) = bases.iter().find(|b| b.last() == Some(base_name)).cloned() else {
            return;
        };
        let fits = resolver.named(base_name).iter().any(|e| {
            let d = e.first();
            let params = d.name.sig.params.len();
            d.class_path.as_deref() == Some(&base[..])
                && !d.is_deleted
                && args.len() <= params
                && args.len() + d.default_args >= params
        });
        if !fits {
            return;
        }
        let others = bases.iter().filter(|p| **p != base).cloned();
        let members = x
            .fields
            .iter()
            .filter(|f| !f.has_init)
            .filter_map(|f| constructed_class(&f.ty));
        let deleted = others
            .chain(members)
            .any(|p| p != class.path && resolver.default_constructor_deleted(&p, 0));
        if deleted {
            self.push(Diag::fixed(
                DiagKind::InheritedConstructionDeleted {
                    class: TypeName::new(hir::ty::diag_qualified_name(
                        class.path.iter().map(|s| s.as_str()),
                    )),
                },
                Anchor::Expr(anchor),
            ));
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

    #[test]
    fn inherited_constructions() {
        check_diagnostics(
            r#"
struct S { S() = delete; };
struct A { A(int) {} };
struct B : A { using A::A; S s; };
struct C { B b; C() : b(0) {} };
                     //^ error: the sub-object construction of "B" for inheriting constructors cannot be performed -- the associated constructor is deleted
void f() { B x(1); }
            //^ error: the sub-object construction of "B" for inheriting constructors cannot be performed -- the associated constructor is deleted
"#,
        );
    }
}
