//! EDG's #312 "no suitable user-defined conversion from "B" to "A"
//! exists": an object of class `A` initialized from a value of an
//! unrelated class `B` (`A a = b;`, `A a(b);`, `return b;` in a function
//! returning `A`, `take(b)` for a parameter `A` or `const A &`), when no
//! constructor of `A` can take a `B` and `B` has no conversion function
//! (checked with the oracle over variations). Only what is certain is
//! judged: plain classes (no templates, no bases on either side, every
//! member declaration understood), constructors whose first parameter is
//! a builtin or pointer type, or `A` itself (copy and move). A local's
//! class written with a typedef is shown `"T" (aka "A")`; parameters'
//! typedefs are not known (their canonical name is shown). Braced lists
//! (aggregates) and assignments (#349 with candidates) are left.
//!
//! EDG's #413 "no suitable conversion function from "B" to "int" exists":
//! a value of a class without conversion functions (and without bases)
//! converted to an arithmetic type, by a copy initialization, an
//! assignment, an argument or a returned value (`float z = v;` with `v` a
//! `float2`). The local so initialized is then not reported unused.

use crate::calls::CheckCx;
use crate::conversions::ConversionSite;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, TypeName};
use hir::ty::{ClassName, Ty};
use hir::{Expr, ExprId, ItemLookup};
use smol_str::SmolStr;

impl CheckCx<'_> {
    /// #312 for the body's class initializations (see the module's doc).
    pub(crate) fn unconvertible_class_values(&mut self) {
        if !self.plain_function() {
            return;
        }
        let body = self.body;
        // (target, value, the name the local's declaration writes for its
        // class: a typedef is shown `"T" (aka "A")`)
        let mut pairs: Vec<(Ty, ExprId, Option<SmolStr>)> = Vec::new();
        let mut out = Vec::new();
        let mut invalid = Vec::new();
        for &(c, local) in &body.object_inits {
            if let Expr::Construct { ty, args } = &body.exprs[c]
                && let [only] = args.as_slice()
                && !body.brace_inits.contains(&c)
            {
                let written = body.locals[local]
                    .decl
                    .as_ref()
                    .and_then(|d| d.spec_name.clone());
                // a scalar or pointer no constructor takes (#415; `L b(4)`
                // is judged as the direct initialization it may be)
                if let Some(d) = self.scalar_to_class(*only, ty, true, written.as_deref()) {
                    out.push(d);
                    invalid.push(local);
                    continue;
                }
                pairs.push((ty.clone(), *only, written));
            }
        }
        // a reference to const bound to a temporary of a class made from a
        // scalar (`const L &r = 6;`)
        for &(local, init) in &body.ref_inits {
            if let Some(d) = self.scalar_to_class(init, &body.locals[local].ty, false, None) {
                out.push(d);
                invalid.push(local);
            }
        }
        // arguments and returned values (by value or by reference to const)
        for &(ref target, value, site) in self.implicit_conversions() {
            if !matches!(site, ConversionSite::Argument(_) | ConversionSite::Return)
                || !self.certain_site(site)
            {
                continue;
            }
            let target = match target {
                Ty::LRef(inner) if inner.cv().is_const => (**inner).clone(),
                Ty::Class(..) => target.clone(),
                _ => continue,
            };
            pairs.push((target, value, None));
        }
        pairs.sort_by_key(|(_, e, _)| *e);
        pairs.dedup_by_key(|(_, e, _)| *e);
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        for (target, value, written) in pairs {
            // (a reference to const names its target `const A`)
            let canonical = hir::ty::edg_type_plain(&target);
            let to_name = match &written {
                Some(w) => TypeName::aka(w, &canonical),
                None => TypeName(canonical),
            };
            let Ty::Class(to, _) = target.without_cv() else {
                continue;
            };
            let Some(from) = self.class_of_value(value) else {
                continue;
            };
            if self.erroneous(value) || !self.no_conversion(tree, &from, &to) {
                continue;
            }
            out.push(Diag::fixed(
                DiagKind::NoUserDefinedConversion {
                    from: TypeName(hir::ty::edg_type_plain(&Ty::Class(
                        from,
                        Default::default(),
                    ))),
                    to: to_name,
                },
                Anchor::Expr(value),
            ));
        }
        self.invalid_locals.extend(invalid);
        self.out.diags.extend(out);
    }

    /// #413 for class values converted to arithmetic types (see the
    /// module's doc).
    pub(crate) fn class_values_to_arithmetic(&mut self) {
        if !self.plain_function() {
            return;
        }
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        let mut out = Vec::new();
        let mut invalid = Vec::new();
        for &(ref target, value, site) in self.implicit_conversions() {
            if !self.certain_site(site) {
                continue;
            }
            let Ty::Builtin(b, _) = target.strip_ref().without_cv() else {
                continue;
            };
            if matches!(b, hir::ty::Builtin::Void | hir::ty::Builtin::NullptrT) {
                continue;
            }
            let Some(from) = self.class_of_value(value) else {
                continue;
            };
            if !self.converts_to_nothing(tree, &from) || self.erroneous(value) {
                continue;
            }
            if site == ConversionSite::Initializer
                && let Some(&(local, _)) = self.body.conversions.iter().find(|(_, e)| *e == value)
            {
                invalid.push(local);
            }
            out.push(Diag::fixed(
                DiagKind::NoConversionFunction {
                    from: TypeName(hir::ty::edg_type_plain(&Ty::Class(
                        from,
                        Default::default(),
                    ))),
                    to: TypeName(hir::ty::edg_type_plain(&Ty::builtin(b))),
                },
                Anchor::Expr(value),
            ));
        }
        self.invalid_locals.extend(invalid);
        self.out.diags.extend(out);
    }

    /// The class of a value's type (references and cv dropped).
    fn class_of_value(&self, value: ExprId) -> Option<ClassName> {
        match self
            .resolver(self.space_of(value))
            .type_of(value)?
            .strip_ref()
            .without_cv()
        {
            Ty::Class(c, _) => Some(c),
            _ => None,
        }
    }

    /// A plain class: not a template or specialization, no bases, every
    /// member declaration understood (what these checks can be sure of).
    fn plain_class(tree: &dyn ItemLookup, c: &ClassName) -> bool {
        c.args.is_empty()
            && !c.is_enum
            && tree.class(&c.path).is_some_and(|k| {
                k.is_definition && !k.is_template && k.bases.is_empty() && k.members.is_some()
            })
    }

    /// A plain class without a conversion function (the unit's conversion
    /// functions, `hir::conversion_functions`, none of them its member).
    fn converts_to_nothing(&self, tree: &dyn ItemLookup, c: &ClassName) -> bool {
        Self::plain_class(tree, c)
            && !hir::conversion_functions(self.db, self.unit_side)
                .iter()
                .any(|e| e.first().class_path.as_deref() == Some(c.path.as_slice()))
    }

    /// No constructor of `to` takes a `from` and `from` converts to
    /// nothing, for certain.
    fn no_conversion(&self, tree: &dyn ItemLookup, from: &ClassName, to: &ClassName) -> bool {
        if from.path == to.path
            || !Self::plain_class(tree, to)
            || !self.converts_to_nothing(tree, from)
        {
            return false;
        }
        let Some(name) = to.path.last() else {
            return false;
        };
        // every constructor of `to` that one argument may call takes a
        // builtin, a pointer, or a `to`
        self.functions_named(name)
            .iter()
            .filter(|e| e.first().class_path.as_ref() == Some(&to.path))
            .all(|e| {
                let f = e.first();
                if f.template_params.is_some() {
                    return false;
                }
                let Some(first) = f.name.sig.params.first() else {
                    return true;
                };
                match first.strip_ref().without_cv() {
                    Ty::Builtin(..) | Ty::Pointer(..) => true,
                    Ty::Class(c, _) => c.path == to.path,
                    _ => false,
                }
            })
    }
}

impl CheckCx<'_> {
    /// #415 for `value`, a scalar or pointer whose type is certain and
    /// that no constructor of `target`'s class takes (see
    /// [`Self::class_taking_no`]); the class shown by the name the
    /// declaration writes for it, if any (`"T" (aka "A")`).
    fn scalar_to_class(
        &self,
        value: ExprId,
        target: &Ty,
        direct: bool,
        written: Option<&str>,
    ) -> Option<Diag> {
        if !self.simple_value(value) || self.erroneous(value) {
            return None;
        }
        let value_ty = self
            .resolver(self.space_of(value))
            .type_of(value)
            .filter(crate::conversions::plain_value)?;
        let class = self.class_taking_no(target, &value_ty, direct)?;
        let canonical = hir::ty::edg_type_plain(&class);
        Some(Diag::fixed(
            DiagKind::NoConstructorForConversion {
                from: TypeName(hir::ty::edg_type_plain(&value_ty)),
                to: match written {
                    Some(w) => TypeName::aka(w, &canonical),
                    None => TypeName(canonical),
                },
            },
            Anchor::Expr(value),
        ))
    }

    /// A value whose type is known for sure: a literal, a variable, a
    /// cast, or the address of a variable (not an operator's result,
    /// which may be an overloaded operator's or in error).
    pub(crate) fn simple_value(&self, e: ExprId) -> bool {
        match &self.body.exprs[e] {
            Expr::Literal(_) | Expr::Local(_) | Expr::Path { .. } | Expr::Cast { .. } => true,
            Expr::Unary { op, expr } => {
                *op == syntax::SyntaxKind::AMP
                    && matches!(self.body.exprs[*expr], Expr::Local(_) | Expr::Path { .. })
            }
            _ => false,
        }
    }

    /// The class of parameter `param` (by value or by reference to const)
    /// when no constructor of it takes a value of scalar or pointer type
    /// `value`: a plain class whose constructors callable with one
    /// argument (none for an aggregate) take a class (its own: copy and
    /// move; another: only by a user-defined conversion, which copy
    /// initialization does not chain to a constructor's, `direct` does).
    /// EDG's #415 "no suitable constructor exists to convert from "int" to
    /// "L"".
    pub(crate) fn class_taking_no(&self, param: &Ty, value: &Ty, direct: bool) -> Option<Ty> {
        let target = match param {
            Ty::LRef(inner) if inner.cv().is_const => (**inner).without_cv(),
            Ty::Class(..) => param.without_cv(),
            _ => return None,
        };
        let Ty::Class(to, _) = &target else {
            return None;
        };
        if !matches!(
            value.strip_ref(),
            Ty::Builtin(..) | Ty::Pointer(..) | Ty::Array(..)
        ) || matches!(value.strip_ref(), Ty::Builtin(hir::ty::Builtin::Void, _))
        {
            return None;
        }
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        if !Self::plain_class(tree, to) {
            return None;
        }
        let name = to.path.last()?;
        let takes_one_other = self
            .functions_named(name)
            .iter()
            .filter(|e| e.first().class_path.as_ref() == Some(&to.path))
            .any(|e| {
                let f = e.first();
                let params = &f.name.sig.params;
                let callable_with_one = !params.is_empty() && params.len() <= 1 + e.default_args()
                    || f.accepts_any_count()
                    || f.template_params.is_some();
                let takes_a_class = params.first().is_some_and(|p| {
                    matches!(p.strip_ref().without_cv(), Ty::Class(c, _)
                        if c.path == to.path || (!direct && !c.is_enum))
                });
                callable_with_one && !takes_a_class
            });
        (!takes_one_other).then_some(target)
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn class_values_without_conversion_functions() {
        check_diagnostics(
            r#"
struct B { int y; };
struct C { operator int() const; };
int take(int);
int over(int);
int over(B);
float r(B b) { return b; }
                    //^ error: no suitable conversion function from "B" to "float" exists
void f(B b, C c) {
  int x = b;
        //^ error: no suitable conversion function from "B" to "int" exists
  int y = c;
  take(b);
     //^ error: no suitable conversion function from "B" to "int" exists
  over(b);
  x = y;
}
"#,
        );
    }

    #[test]
    fn values_of_unrelated_classes() {
        check_diagnostics(
            r#"
struct A { int x; };
struct B { int y; };
struct C { C(int); };
struct E { operator A() const; };
struct F { F(const B &); };
B mk();
void take(A);
void use(A &, C &, F &);
A r(B b) { return b; }
                //^ error: no suitable user-defined conversion from "B" to "A" exists
void f(B b, E e) {
  A a1 = b;
       //^ error: no suitable user-defined conversion from "B" to "A" exists
  A a2 = mk();
       //^^^^ error: no suitable user-defined conversion from "B" to "A" exists
  A a3 = e;
  C c1 = b;
       //^ error: no suitable user-defined conversion from "B" to "C" exists
  F f1 = b;
  take(b);
     //^ error: no suitable user-defined conversion from "B" to "A" exists
  use(a1, c1, f1);
  (void)a2; (void)a3;
}
"#,
        );
    }
}
