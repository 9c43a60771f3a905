//! What a `constexpr` constructor must initialize before C++20 (where a
//! constexpr constructor may leave members default-initialized). Checked
//! with the oracle in C++14 and C++17; reported on both sides, at the
//! body's `{`:
//! - #2398 `constexpr "D::D(int)" provides no initializer for:`, followed
//!   by a line `member "D::x"` (#2399) per data member of a scalar type
//!   (or an array of one) with neither a member initializer nor a default
//!   member initializer; the members of an anonymous struct count as the
//!   class's own (`member "R::a"`);
//! - #2433 `constexpr constructor must initialize direct base class "G"`
//!   for a base without a member initializer whose own (implicit) default
//!   constructor would leave a scalar member uninitialized;
//! - #2427 for a union's constexpr constructor that initializes none of
//!   its members;
//! - #2422 `defaulted default constructor cannot be constexpr because ...`
//!   for `constexpr S() = default;` in a class whose implicit default
//!   constructor would leave a scalar member uninitialized (at the
//!   declaration).
//!
//! A delegating constructor initializes through the other one. Classes
//! whose members are not all understood, members of class type (whose
//! default constructor may well be constexpr) and templates (judged in
//! their instances by EDG) are left alone: a miss, never a false error.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, TypeName};
use hir::ItemLookup;
use hir::items::{ClassDecl, ClassKind};
use hir::ty::Ty;
use smol_str::SmolStr;

impl CheckCx<'_> {
    pub(crate) fn constexpr_constructors(&mut self) {
        let cplusplus = self.cplusplus();
        if !self.subst.is_empty() {
            return;
        }
        let inits: Vec<&SmolStr> = self.body.mem_inits.iter().map(|m| &m.name).collect();
        let tree = hir::SideItems::new(self.db, self.unit_side);
        for kind in constructor_errors(self.decl, &inits, &tree, cplusplus) {
            self.push(Diag::fixed(kind, Anchor::BodyStart));
        }
    }
}

/// What EDG reports at the body of `d` when it is a constexpr constructor
/// (not defaulted, of a plain class) whose member initializers name
/// `inits`, in C++ before 20.
pub(crate) fn constructor_errors(
    d: &hir::FunctionDecl,
    inits: &[&SmolStr],
    items: &impl ItemLookup,
    cplusplus: u32,
) -> Vec<DiagKind> {
    let mut out = Vec::new();
    if cplusplus >= 202002
        || !d.is_constexpr
        || d.is_defaulted
        || d.template_params.is_some()
        || d.in_template
        || !d.class_template_params.is_empty()
    {
        return out;
    }
    let Some(class_path) = &d.class_path else {
        return out;
    };
    // (a delegating constructor initializes through the other)
    if class_path.last() != Some(&d.name.name) || inits.contains(&&d.name.name) {
        return out;
    }
    let Some(class) = items.class(class_path) else {
        return out;
    };
    if class.members.is_none() {
        return out;
    }
    if class.kind == ClassKind::Union {
        if inits.is_empty() && !class.fields.iter().any(|f| f.has_init) {
            out.push(DiagKind::ConstexprUnionCtorInitializesNothing);
        }
        return out;
    }
    for base in &class.bases {
        let Some(name) = base.last() else { continue };
        if !inits.contains(&name)
            && items
                .class(base)
                .is_some_and(|b| leaves_scalar_uninitialized(b, items))
        {
            out.push(DiagKind::ConstexprCtorBaseNotInitialized {
                base: TypeName::new(base.join("::")),
            });
        }
    }
    let mut members = Vec::new();
    uninitialized_members(class, items, inits, class_path, &mut members, 0);
    if !members.is_empty() {
        out.push(DiagKind::ConstexprCtorMissingInitializers {
            constructor: hir::ty::diag_function_signature(&d.name),
            members,
        });
    }
    out
}

/// #2422 for the defaulted constexpr default constructors of the
/// functions from `start` on.
pub(crate) fn defaulted_constexpr_constructors(
    tree: &hir::ItemTree,
    items: &impl ItemLookup,
    start: usize,
    cplusplus: u32,
    out: &mut Vec<Diag>,
) {
    if cplusplus >= 202002 {
        return;
    }
    for (k, f) in tree.functions.iter().enumerate().skip(start) {
        if !f.is_constexpr
            || !f.is_defaulted
            || !f.in_class
            || f.in_template
            || f.template_params.is_some()
            || !f.name.sig.params.is_empty()
        {
            continue;
        }
        let Some(path) = &f.class_path else { continue };
        if path.last() != Some(&f.name.name) {
            continue;
        }
        let Some(class) = items.class(path) else {
            continue;
        };
        if class.members.is_none() || class.kind == ClassKind::Union {
            continue;
        }
        let mut missing = Vec::new();
        uninitialized_members(class, items, &[], path, &mut missing, 0);
        let base_missing = class.bases.iter().any(|b| {
            items
                .class(b)
                .is_some_and(|b| leaves_scalar_uninitialized(b, items))
        });
        if !missing.is_empty() || base_missing {
            out.push(Diag::fixed(
                DiagKind::DefaultedCtorCannotBeConstexpr,
                Anchor::DeclName(k as u32),
            ));
        }
    }
}

/// A type whose default initialization leaves its value indeterminate: a
/// builtin, a pointer or an enumeration, or an array of one.
fn scalar(t: &Ty) -> bool {
    match t.array_element() {
        Ty::Builtin(..) | Ty::Pointer(..) => true,
        Ty::Class(c, _) => c.is_enum,
        _ => false,
    }
}

/// The anonymous struct a nameless member is, when it is one.
fn anonymous_struct<'t>(
    f: &hir::items::FieldDecl,
    tree: &'t impl ItemLookup,
) -> Option<&'t ClassDecl> {
    if !f.name.is_empty() || f.bit_width.is_some() {
        return None;
    }
    let Ty::Class(c, _) = &f.ty else { return None };
    tree.class(&c.path).filter(|k| k.kind == ClassKind::Struct)
}

/// The scalar members of `class` (the members of its anonymous structs
/// too, named in `owner`) that neither `inits` nor a default member
/// initializer initialize, as `owner::name`.
fn uninitialized_members(
    class: &ClassDecl,
    tree: &impl ItemLookup,
    inits: &[&SmolStr],
    owner: &[SmolStr],
    out: &mut Vec<String>,
    depth: u32,
) {
    for f in &class.fields {
        if let Some(inner) = anonymous_struct(f, tree) {
            if depth < 8 {
                uninitialized_members(inner, tree, inits, owner, out, depth + 1);
            }
            continue;
        }
        if !f.name.is_empty() && !f.has_init && !inits.contains(&&f.name) && scalar(&f.ty) {
            out.push(format!("{}::{}", owner.join("::"), f.name));
        }
    }
}

/// Whether the implicit default constructor of `class` (it declares no
/// constructor) leaves a scalar member uninitialized.
fn leaves_scalar_uninitialized(class: &ClassDecl, tree: &impl ItemLookup) -> bool {
    let Some(members) = &class.members else {
        return false;
    };
    let Some(name) = class.path.last() else {
        return false;
    };
    if members.contains(name) || !class.bases.is_empty() {
        return false;
    }
    let mut missing = Vec::new();
    uninitialized_members(class, tree, &[], &class.path, &mut missing, 0);
    !missing.is_empty()
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn constexpr_constructors_initialize_every_scalar() {
        check_diagnostics(
            r#"
struct A { int x; constexpr A() { x = 1; } };
                              //^ error: constexpr "A::A()" provides no initializer for: | member "A::x"
struct B { int x = 0; constexpr B() {} };
struct C { int x; A a; constexpr C() : x(1) {} };
struct D { int x, y; constexpr D(int v) : y(v) {} };
                                             //^ error: constexpr "D::D(int)" provides no initializer for: | member "D::x"
struct G { int x; };
struct H : G { constexpr H() {} };
                           //^ error: constexpr constructor must initialize direct base class "G"
union U { int a; float b; constexpr U() {} };
                                      //^ error: constexpr constructor of a union must initialize one of its fields
struct L { int x; constexpr L(int) : L() {} constexpr L() : x(0) {} };
template <class T> struct P { T x; constexpr P() {} };
struct K { int x; constexpr K() = default; };
                          //^ error: defaulted default constructor cannot be constexpr because the corresponding implicitly declared default constructor would not be constexpr
struct K2 { int x = 0; constexpr K2() = default; };
"#,
        );
    }
}
