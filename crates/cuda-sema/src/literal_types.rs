//! `constexpr` objects of a class that is no literal type: #2402 "a
//! constexpr variable must have a literal type or a reference type", after
//! what evaluating its initialization finds (checked with the oracle, on
//! both sides, for locals, static locals and namespace-scope variables):
//! - without an initializer: #2807 "initialization is not constant";
//! - `T x(a)`, `T x = a;` and an aggregate's `T x{a}`: #28 "expression
//!   must have a constant value";
//! - `T x = T(a);`: #28 without a note;
//! - a non-aggregate's `T x{a}`: nothing before #2402;
//!
//! each (but the third) with #2703 "cannot call non-constexpr function"
//! naming what stops the evaluation: the class's destructor when it has a
//! user-provided one (`"F::~F"`; constexpr from C++20 on), else the
//! constructor the initialization calls, which is not constexpr
//! (`"M::M(int)"`, with its parameters when the class has several). A
//! constexpr constructor that is itself in error (see
//! `constexpr_constructors`) stops nothing: #2402 alone.
//!
//! A local reported so is not reported unused (#177) when its
//! initialization is the first or the last two kinds above; a
//! namespace-scope one is, as usual.
//!
//! Left alone (a miss, never a false error): class templates, classes
//! whose members are not all understood, and destructors made non-trivial
//! by a member's or a base's (`"W::~W" (declared implicitly)`).

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, Entity};
use hir::ItemLookup;
use hir::items::{ClassKind, InitForm};
use hir::ty::Ty;
use smol_str::SmolStr;

/// What a constexpr object of a non-literal class gets, before #2402.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct NonLiteral {
    /// #2807 or #28, when reported.
    pub not_constant: Option<DiagKind>,
    /// The function of the #2703 note: its index in the side's item tree
    /// and its name as EDG shows it.
    pub note: Option<(u32, String)>,
    /// A local keeps being reported unused.
    pub still_unused: bool,
}

/// What EDG reports for a constexpr object of type `ty` initialized as
/// `form`, when that type is a plain class that is no literal type.
pub(crate) fn non_literal_object(
    ty: &Ty,
    form: InitForm,
    tree: &hir::ItemTree,
    items: &impl ItemLookup,
    cplusplus: u32,
) -> Option<NonLiteral> {
    let Ty::Class(c, _) = ty else { return None };
    if !c.args.is_empty() || c.is_enum {
        return None;
    }
    let class = items.class(&c.path)?;
    let name = c.path.last()?;
    if class.is_template
        || class.kind == ClassKind::Union
        || class.members.is_none()
        || !class.is_definition
    {
        return None;
    }
    // the class's own constructors or destructor named `n`
    let own = |n: &str| -> Vec<(u32, &hir::FunctionDecl)> {
        tree.functions
            .iter()
            .enumerate()
            .filter(|(_, f)| {
                f.class_path.as_ref() == Some(&c.path) && f.name.name == n && !f.is_friend
            })
            .map(|(k, f)| (k as u32, &**f))
            .collect()
    };
    let dtor_name = format!("~{name}");
    let dtor = own(&dtor_name)
        .into_iter()
        .find(|(_, f)| !(f.is_defaulted || (cplusplus >= 202002 && f.is_constexpr)));
    let mut ctors: Vec<(u32, &hir::FunctionDecl)> = Vec::new();
    for (k, f) in own(name) {
        // (one entry per constructor: its definition, else its first
        // declaration)
        if let Some(at) = ctors.iter().position(|(_, g)| g.name.sig == f.name.sig) {
            if f.is_definition {
                ctors[at] = (k, f);
            }
        } else {
            ctors.push((k, f));
        }
    }
    let aggregate = ctors.is_empty() && !class.has_virtual;
    // the constructor the initialization calls (by its number of
    // arguments), when one alone takes them
    let args = match form {
        InitForm::Default => 0,
        InitForm::Call { args } | InitForm::Braces { args } => args,
        InitForm::Temporary => 1,
    };
    let takes = |f: &hir::FunctionDecl| {
        let n = f.name.sig.params.len();
        !f.name.sig.variadic && args <= n && n - f.default_args <= args
    };
    let mut callable = ctors.iter().filter(|(_, f)| takes(f));
    let called = match (callable.next(), callable.next()) {
        (Some(&only), None) => Some(only),
        _ => None,
    };
    // (a constructor is named with its parameters)
    let note_of = |(k, f): (u32, &hir::FunctionDecl)| {
        let text = if f.name.name.starts_with('~') {
            hir::ty::diag_function_name(&f.name)
        } else {
            hir::ty::diag_function_signature(&f.name)
        };
        (k, text)
    };
    let note = if let Some(d) = dtor {
        Some(note_of(d))
    } else if aggregate
        || ctors
            .iter()
            .any(|(_, f)| (f.is_constexpr || f.is_defaulted) && !copy_or_move(f, name))
    {
        // (a literal type, as far as its constructors go: a defaulted one
        // is constexpr when it can be)
        return None;
    } else {
        // (an implicit copy or move does not select a constructor here)
        Some(note_of(called.filter(|(_, f)| !f.is_constexpr)?))
    };
    // a constexpr constructor in error: no evaluation at all
    if let Some((_, f)) = called
        && f.is_constexpr
    {
        let inits: Vec<&SmolStr> = f.constexpr_mem_inits.iter().collect();
        if !crate::constexpr_constructors::constructor_errors(f, &inits, items, cplusplus)
            .is_empty()
        {
            return Some(NonLiteral {
                not_constant: None,
                note: None,
                still_unused: false,
            });
        }
    }
    Some(match form {
        InitForm::Default => NonLiteral {
            not_constant: Some(DiagKind::InitializationNotConstant),
            note,
            still_unused: false,
        },
        InitForm::Call { .. } => NonLiteral {
            not_constant: Some(DiagKind::ExprNotConstant),
            note,
            still_unused: true,
        },
        InitForm::Temporary => NonLiteral {
            not_constant: Some(DiagKind::ExprNotConstant),
            note: None,
            still_unused: false,
        },
        InitForm::Braces { .. } if aggregate => NonLiteral {
            not_constant: Some(DiagKind::ExprNotConstant),
            note,
            still_unused: true,
        },
        InitForm::Braces { .. } => NonLiteral {
            not_constant: None,
            note: None,
            still_unused: false,
        },
    })
}

/// A copy or move constructor of class `name` (`S(const S &)`, `S(S &&)`).
fn copy_or_move(f: &hir::FunctionDecl, name: &SmolStr) -> bool {
    matches!(f.name.sig.params.as_slice(), [p] if matches!(
        p.strip_ref(),
        Ty::Class(c, _) if c.path.last() == Some(name)
    ) && matches!(p, Ty::LRef(_) | Ty::RRef(_)))
}

/// The namespace-scope constexpr objects of a non-literal class, from
/// variable `start` on.
pub(crate) fn namespace_objects(
    tree: &hir::ItemTree,
    items: &impl ItemLookup,
    cplusplus: u32,
    out: &mut Vec<Diag>,
) {
    for (i, v) in tree.variables.iter().enumerate() {
        if !v.is_constexpr || v.is_template || v.is_member || v.member_definition {
            continue;
        }
        if let Some(n) = non_literal_object(&v.ty, v.init_form, tree, items, cplusplus) {
            out.extend(diagnostics(&n, Anchor::Variable(i as u32)));
        }
    }
}

/// Whether namespace-scope variable `v` is a constexpr object of a
/// non-literal class: reported unused whatever its construction runs.
pub(crate) fn non_literal_variable(
    v: &hir::items::VariableDecl,
    tree: &hir::ItemTree,
    items: &impl ItemLookup,
    cplusplus: u32,
) -> bool {
    v.is_constexpr
        && matches!(v.ty, Ty::Class(..))
        && non_literal_object(&v.ty, v.init_form, tree, items, cplusplus).is_some()
}

/// The diagnostics of a [`NonLiteral`] object at `anchor`, in order.
pub(crate) fn diagnostics(n: &NonLiteral, anchor: Anchor) -> Vec<Diag> {
    let mut out = Vec::new();
    if let Some(kind) = &n.not_constant {
        let mut d = Diag::fixed(kind.clone(), anchor);
        if let Some((index, name)) = &n.note {
            d.related.push((
                DiagKind::NonConstexprCall {
                    function: Entity::function(name.clone()),
                },
                anchor,
                Some(Anchor::DeclName(*index)),
            ));
        }
        out.push(d);
    }
    out.push(Diag::fixed(DiagKind::ConstexprVariableNotLiteral, anchor));
    out
}

impl CheckCx<'_> {
    /// The body's constexpr class objects (a template's in its instances).
    pub(crate) fn constexpr_class_locals(&mut self) {
        if self.decl.is_template_pattern() && self.subst.is_empty() {
            return;
        }
        if !self.body.object_inits.iter().any(|(_, l)| {
            self.body.locals[*l]
                .decl
                .as_ref()
                .is_some_and(|d| d.is_constexpr)
        }) {
            return;
        }
        let cplusplus = self.cplusplus();
        let tree = hir::item_tree(self.db, self.unit_side);
        let items = hir::SideItems::new(self.db, self.unit_side);
        for &(c, local) in &self.body.object_inits {
            let l = &self.body.locals[local];
            if !l.decl.as_ref().is_some_and(|d| d.is_constexpr) || self.erroneous(c) {
                continue;
            }
            let form = l.decl.as_ref().map_or(InitForm::Default, |d| d.init_form);
            let Some(n) = non_literal_object(&l.ty, form, tree, &items, cplusplus) else {
                continue;
            };
            if n.still_unused {
                self.unused_like_scalars.insert(local);
            } else {
                self.invalid_locals.insert(local);
            }
            for d in diagnostics(&n, Anchor::Local(local)) {
                self.push(d);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn constexpr_objects_of_non_literal_classes() {
        check_diagnostics(
            r#"
struct F { ~F() {} int x; constexpr F() : x(0) {} constexpr F(int v) : x(v) {} };
struct M { int x; M() {} M(int) {} };
struct L { int x; constexpr L() : x(0) {} };
void f() {
  constexpr F a1;
            //^ error: initialization is not constant
            //^ note: cannot call non-constexpr function "F::~F" (declared at line 2)
            //^ error: a constexpr variable must have a literal type or a reference type
  constexpr F a3{1};
            //^ error: a constexpr variable must have a literal type or a reference type
  constexpr L ok;
  (void)ok;
}
"#,
        );
    }
}
