//! Local variables that must be initialized and are not: a `const` object
//! of a scalar or pointer type, or an array of them ("const variable "c"
//! requires an initializer", #257), a `constexpr` one ("missing
//! initializer for constexpr variable") and an `auto` one ("cannot deduce
//! "auto" type (initializer required)"). `extern` declarations and the
//! variables of range-based `for`s have their values elsewhere. Observed
//! with cudafe++ 13.5: in a template EDG makes #257 a host-side warning
//! at the definition, so templates and their instances are left. A
//! `const` or `constexpr` object of a class is default-initialized by its
//! constructor: fine if the class has one of its own (or nothing to
//! initialize: no data members, or a default member initializer for each),
//! else "const variable "p" requires an initializer -- class "P" has no
//! user-provided default constructor" (#811). The position is just after
//! the declarator, as EDG's.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, Entity, TypeName};
use hir::ItemLookup;
use hir::ty::Ty;

impl CheckCx<'_> {
    pub(crate) fn missing_initializers(&mut self) {
        if !self.plain_function() {
            return;
        }
        let mut out = Vec::new();
        for (id, local) in self.body.locals.iter() {
            let Some(decl) = &local.decl else {
                continue;
            };
            if decl.has_init || decl.is_extern || decl.in_range_for {
                continue;
            }
            if let Ty::Class(c, cv) = &local.ty
                && (decl.is_constexpr || cv.is_const)
            {
                if self.default_initialization_leaves_unset(c) {
                    out.push(Diag::fixed(
                        DiagKind::ConstClassRequiresInitializer {
                            entity: Entity::variable(local.name.as_str()),
                            class: TypeName::new(hir::ty::diag_qualified_name(
                                c.path.iter().map(|s| s.as_str()),
                            )),
                        },
                        Anchor::LocalEnd(id),
                    ));
                }
                continue;
            }
            let kind = if decl.is_constexpr {
                DiagKind::ConstexprRequiresInitializer
            } else if matches!(&local.ty, Ty::Unknown(s) if s == "auto") {
                DiagKind::AutoRequiresInitializer
            } else if const_scalar(&local.ty) {
                DiagKind::ConstRequiresInitializer {
                    entity: Entity::variable(local.name.as_str()),
                }
            } else {
                continue;
            };
            out.push(Diag::fixed(kind, Anchor::LocalEnd(id)));
        }
        self.out.diags.extend(out);
    }
}

impl CheckCx<'_> {
    /// A class without constructors of its own whose default
    /// initialization leaves a scalar member unset (no default member
    /// initializer). `false` when unsure (a base, a member of class type,
    /// a template).
    fn default_initialization_leaves_unset(&self, c: &hir::ty::ClassName) -> bool {
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        let Some(class) = tree.class(&c.path) else {
            return false;
        };
        let Some(name) = c.path.last() else {
            return false;
        };
        let scalar = |t: &Ty| matches!(t, Ty::Builtin(..) | Ty::Pointer(..));
        let has_constructor = self
            .functions_named(name)
            .iter()
            .any(|e| e.first().class_path.as_ref() == Some(&c.path));
        class.is_definition
            && !class.is_template
            && c.args.is_empty()
            && class.bases.is_empty()
            && !class.has_virtual
            && !has_constructor
            && class.fields.iter().all(|f| scalar(&f.ty))
            && class.fields.iter().any(|f| !f.has_init)
    }
}

/// A `const` builtin or pointer object, or an array of `const` builtins.
fn const_scalar(t: &Ty) -> bool {
    match t {
        Ty::Builtin(_, cv) | Ty::Pointer(_, cv) => cv.is_const,
        Ty::Array(elem, _) => const_scalar(elem),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn locals_that_need_an_initializer() {
        check_diagnostics(
            r#"
void f() {
    const int c;
             //^ error: const variable "c" requires an initializer
    const int *pointee_const;
    int *const cp;
               //^ error: const variable "cp" requires an initializer
    static const int sc;
                     //^ error: const variable "sc" requires an initializer
    extern const int ec;
    const int arr[3];
                  //^ error: const variable "arr" requires an initializer
    auto z;
        //^ error: cannot deduce "auto" type (initializer required)
    constexpr int ce;
                  //^ error: missing initializer for constexpr variable
    const int ok = 1;
    (void)c; (void)pointee_const; (void)cp; (void)sc; (void)arr; (void)ok; (void)ce;
}
template <class T> void t() { const int k; (void)k; }
"#,
        );
    }
}
