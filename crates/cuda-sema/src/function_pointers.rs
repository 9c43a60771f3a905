//! A pointer to function initialized with a function of another type:
//! EDG's #144 `a value of type "B (*)()" cannot be used to initialize an
//! entity of type "AF" (aka "A (*)()")`, on both sides (checked with the
//! oracle, `test-data/oracle/checks/function_pointer_initializers.cu`).
//!
//! A function converts to a pointer to function only of its own type (C++
//! has no conversion between function types), so a local initialized with
//! `f` or `&f` is wrong when `f`'s return or parameter types differ from
//! the pointer's. Judged only when that is certain: the name denotes one
//! function that is no template and no member (an overloaded name picks
//! the one that fits), and the types that differ are builtin types,
//! classes the unit defines, or pointers and references to them.
//! Templates wait for their instances.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, TypeName};
use hir::ty::{FnSig, Ty};
use hir::{Expr, ExprId};
use syntax::SyntaxKind::AMP;

impl CheckCx<'_> {
    pub(crate) fn function_pointer_initializations(&mut self) {
        if !self.plain_function() {
            return;
        }
        let tree = hir::SideItems::new(self.db, self.unit_side);
        let known_class = |c: &hir::ty::ClassName| hir::lookup::surely_a_class(&tree, c);
        let mut found = Vec::new();
        for &(local, e) in &self.body.conversions {
            let target = &self.body.locals[local].ty;
            let Ty::Pointer(pointee, _) = target.without_cv() else {
                continue;
            };
            let Ty::Function(wanted) = pointee.as_ref() else {
                continue;
            };
            let Some(sig) = self.designated_function(e) else {
                continue;
            };
            if !signatures_differ(wanted, &sig, &known_class) {
                continue;
            }
            let from = Ty::Pointer(Box::new(Ty::Function(Box::new(sig))), Default::default());
            found.push((local, e, from));
        }
        for (local, e, from) in found {
            let to = self.local_type_name(local, &self.body.locals[local].ty);
            self.push(Diag::fixed(
                DiagKind::BadInitializerType {
                    from: TypeName(hir::ty::edg_type_plain(&from)),
                    to,
                },
                Anchor::Expr(e),
            ));
            self.invalid_locals.insert(local);
        }
    }

    /// The type of the one function `f` or `&f` denotes, when it is no
    /// template and no member.
    fn designated_function(&self, e: ExprId) -> Option<FnSig> {
        let name = match &self.body.exprs[e] {
            Expr::Unary { op: AMP, expr } => *expr,
            _ => e,
        };
        let Expr::Path {
            segments,
            template_args: None,
            global,
            class_args: None,
        } = &self.body.exprs[name]
        else {
            return None;
        };
        let resolver = self.resolver(self.space_of(e));
        // (a local or variable of that name hides the function)
        if resolver.type_of(name).is_some() {
            return None;
        }
        let callee = resolver.resolve_named_function(segments, *global)?;
        let decl = callee.entity.first();
        if decl.is_member || decl.template_params.is_some() || decl.in_template {
            return None;
        }
        Some(decl.name.sig.clone())
    }
}

/// The two function types are surely not the same: a different number of
/// parameters, or a return or parameter type that surely differs.
fn signatures_differ(
    p: &FnSig,
    a: &FnSig,
    known_class: &impl Fn(&hir::ty::ClassName) -> bool,
) -> bool {
    p.params.len() != a.params.len()
        || p.variadic != a.variadic
        || types_differ(&p.ret, &a.ret, known_class)
        || p.params
            .iter()
            .zip(&a.params)
            .any(|(x, y)| types_differ(&x.without_cv(), &y.without_cv(), known_class))
}

/// `a` and `b` are surely different types (the cv-qualifiers of what a
/// pointer or reference designates count; a class counts only when the
/// unit defines it, as a name we do not know may be a typedef).
fn types_differ(a: &Ty, b: &Ty, known_class: &impl Fn(&hir::ty::ClassName) -> bool) -> bool {
    let known = |t: &Ty| match t {
        Ty::Builtin(..) => true,
        Ty::Class(c, _) => known_class(c),
        _ => false,
    };
    match (a, b) {
        (Ty::Builtin(x, _), Ty::Builtin(y, _)) => x != y,
        (Ty::Class(x, _), Ty::Class(y, _)) => known_class(x) && known_class(y) && x.path != y.path,
        (Ty::Builtin(..) | Ty::Class(..), Ty::Builtin(..) | Ty::Class(..)) => known(a) && known(b),
        (Ty::Pointer(x, _), Ty::Pointer(y, _))
        | (Ty::LRef(x), Ty::LRef(y))
        | (Ty::RRef(x), Ty::RRef(y)) => {
            types_differ(x, y, known_class) || (known(x) && known(y) && x.cv() != y.cv())
        }
        // a pointer against a number or a class, a reference against a
        // value
        (Ty::Pointer(x, _), _) | (_, Ty::Pointer(x, _)) if known(x) && (known(a) || known(b)) => {
            true
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn function_pointers_of_another_type() {
        check_diagnostics(
            r#"
struct A {}; struct B {};
typedef A (*AF)();
typedef int (*IF)(int);
B f();
int g(long);
int same(const int);
int h(int);
int h(long);
void use(IF, IF, int (*)(const char *));
void k() {
  AF p = f;
       //^ error: a value of type "B (*)()" cannot be used to initialize an entity of type "AF" (aka "A (*)()")
  IF q = &g;
       //^ error: a value of type "int (*)(long)" cannot be used to initialize an entity of type "IF" (aka "int (*)(int)")
  void (*v)() = f;
              //^ error: a value of type "B (*)()" cannot be used to initialize an entity of type "void (*)()"
  IF s = same;
  IF o = h;
  int (*t)(const char *) = 0;
  use(s, o, t);
}
"#,
        );
    }
}
