//! The rules on `__global__` functions' declarations: return type, deduced
//! return types, ellipsis, members and friends, `constexpr`/`consteval`,
//! exception specifications, operator functions, `main`, parameter types
//! (rvalue references, `va_list`, `std::initializer_list`), inline unnamed
//! namespaces and variadic templates. The checks that depend on template
//! arguments run again per instance (`instance_signature`), with EDG's
//! `based on template argument` context.

use crate::{Anchor, Diag};
use base_db::Side;
use diagnostics::{DiagKind, EntityKind};
use hir::items::TemplateParamKind;
use hir::ty::{TemplateArg, Ty};
use hir::{FunctionDecl, ReturnKind};

/// The checks of a kernel's declaration (`i` is its item index).
pub fn global_signature(f: &FunctionDecl, i: u32, side: Side, out: &mut Vec<Diag>) {
    let push =
        |out: &mut Vec<Diag>, kind: DiagKind, anchor: Anchor| out.push(Diag::fixed(kind, anchor));
    // inline is ignored on kernels (constexpr and friend definitions imply it)
    let implicit_inline = f.is_constexpr || f.is_consteval || (f.is_friend && f.is_definition);
    if f.is_inline || implicit_inline {
        push(out, DiagKind::GlobalInlineIgnored, Anchor::Specifier(i));
    }
    if f.is_operator {
        push(out, DiagKind::GlobalOperator, Anchor::GlobalAttr(i));
    }
    return_type(f, &f.name.sig.ret, i, out);
    if is_main(f) {
        push(out, DiagKind::MainMarked, Anchor::GlobalAttr(i));
    }
    if f.exception_spec.is_some() {
        push(
            out,
            DiagKind::GlobalExceptionSpecification,
            Anchor::GlobalAttr(i),
        );
    }
    if f.is_variadic() {
        push(out, DiagKind::GlobalEllipsis, Anchor::DeclName(i));
    }
    if f.is_member && !f.is_friend {
        push(out, DiagKind::GlobalMember, Anchor::DeclName(i));
    }
    if f.is_friend && f.is_definition {
        push(out, DiagKind::GlobalFriendDefinition, Anchor::DeclName(i));
    }
    if side == Side::Device {
        if f.is_consteval {
            push(out, DiagKind::GlobalConsteval, Anchor::DeclName(i));
        } else if f.is_constexpr {
            push(out, DiagKind::GlobalConstexpr, Anchor::DeclName(i));
        }
        if f.name
            .sig
            .params
            .iter()
            .any(|p| matches!(p, Ty::RRef(_)) && !p.is_dependent())
        {
            push(out, DiagKind::GlobalRvalueRefParam, Anchor::DeclName(i));
        }
        if f.name.sig.params.iter().any(is_va_list) {
            push(out, DiagKind::GlobalVaListParam, Anchor::DeclName(i));
        }
        if f.name.sig.params.iter().any(is_initializer_list) {
            push(
                out,
                DiagKind::GlobalInitializerListParam,
                Anchor::DeclName(i),
            );
        }
        if f.in_inline_unnamed_ns {
            push(
                out,
                DiagKind::GlobalInInlineUnnamedNamespace,
                Anchor::DeclName(i),
            );
        }
    }
    variadic_template(f, i, out);
}

/// `main` at global scope.
pub fn is_main(f: &FunctionDecl) -> bool {
    f.name.name == "main" && f.name.scope.is_empty() && !f.is_member
}

/// `main` declared `__device__` (kernels are checked with the signature).
pub fn device_main(f: &FunctionDecl, i: u32, out: &mut Vec<Diag>) {
    if is_main(f) && f.attrs.device && !f.attrs.global {
        out.push(Diag::fixed(DiagKind::MainMarked, Anchor::DeviceAttr(i)));
    }
}

/// The void-return and deduced-return rules for a (possibly substituted)
/// return type.
pub fn return_type(f: &FunctionDecl, ret: &Ty, i: u32, out: &mut Vec<Diag>) {
    match f.return_kind {
        ReturnKind::Auto | ReturnKind::DecltypeAuto => out.push(Diag::fixed(
            DiagKind::GlobalDeducedReturn,
            Anchor::GlobalAttr(i),
        )),
        ReturnKind::Explicit => {
            if !ret.is_dependent() && !ret.is_void() && !matches!(ret, Ty::Unknown(_)) {
                out.push(Diag::fixed(
                    DiagKind::GlobalNonVoidReturn,
                    Anchor::GlobalAttr(i),
                ));
            } else if ret.is_void() && f.const_return {
                out.push(Diag::fixed(
                    DiagKind::TypeQualifierOnReturn,
                    Anchor::GlobalAttr(i),
                ));
            }
        }
        ReturnKind::None => {}
    }
}

/// A variadic kernel template: one pack, and last. EDG's #2097 on template
/// parameters that follow a pack and cannot be deduced comes first.
fn variadic_template(f: &FunctionDecl, i: u32, out: &mut Vec<Diag>) {
    let params = &f.template_param_info;
    let Some(first_pack) = params.iter().position(|p| p.is_pack) else {
        return;
    };
    let anchor = |k: usize| Anchor::TemplateParam(i, k as u32);
    for (k, p) in params.iter().enumerate().skip(first_pack + 1) {
        if !deducible_or_defaulted(f, k) {
            out.push(Diag::fixed(undeducible(f, p), anchor(first_pack)));
        }
    }
    if first_pack + 1 != params.len() {
        out.push(Diag::fixed(DiagKind::GlobalPackNotLast, anchor(first_pack)));
    }
    if let Some(second) = params
        .iter()
        .enumerate()
        .skip(first_pack + 1)
        .find(|(_, p)| p.is_pack)
    {
        out.push(Diag::fixed(DiagKind::GlobalMultiplePacks, anchor(second.0)));
    }
}

/// #2097 also applies to function templates that are not kernels.
pub fn undeducible_after_pack(f: &FunctionDecl, i: u32, out: &mut Vec<Diag>) {
    if f.attrs.global {
        return;
    }
    let params = &f.template_param_info;
    let Some(first_pack) = params.iter().position(|p| p.is_pack) else {
        return;
    };
    for (k, p) in params.iter().enumerate().skip(first_pack + 1) {
        if !deducible_or_defaulted(f, k) {
            out.push(Diag::fixed(
                undeducible(f, p),
                Anchor::TemplateParam(i, k as u32),
            ));
        }
    }
}

/// Template parameter `k` of `f` can get its argument without being
/// given one explicitly: it has a default, or the function's parameter
/// list names it (as a type or in a template argument, where EDG deduces
/// it: `index_sequence<I...>`, `int (&)[N]`). A name written only in a
/// non-deduced context counts too: the warning is left out rather than
/// risked where it does not apply.
fn deducible_or_defaulted(f: &FunctionDecl, k: usize) -> bool {
    let p = &f.template_param_info[k];
    p.has_default || p.in_function_params
}

fn is_va_list(t: &Ty) -> bool {
    match t {
        Ty::Unknown(s) => s.contains("va_list"),
        Ty::Class(c, _) => c.path.last().is_some_and(|n| n.contains("va_list")),
        _ => false,
    }
}

fn is_initializer_list(t: &Ty) -> bool {
    matches!(t.strip_ref(), Ty::Class(c, _) if c.path.len() == 2 && c.path[0] == "std" && c.path[1] == "initializer_list")
}

/// The signature checks that depend on a kernel template's arguments, for
/// one instance: return type (both sides), rvalue-reference parameters and
/// `__grid_constant__` parameters (cicc).
pub fn instance_signature(
    f: &FunctionDecl,
    i: u32,
    args: &[TemplateArg],
    side: Side,
    out: &mut Vec<Diag>,
) {
    let anchor_ret = Anchor::GlobalAttr(i);
    if f.return_kind == ReturnKind::Explicit && f.name.sig.ret.is_dependent() {
        let ret = f.name.sig.ret.substitute(args);
        if !ret.is_void() && !ret.is_dependent() && !matches!(ret, Ty::Unknown(_)) {
            out.push(Diag::fixed(DiagKind::GlobalNonVoidReturn, anchor_ret));
        }
    }
    if side != Side::Device {
        return;
    }
    let dependent_rref = f.name.sig.params.iter().any(|p| {
        !matches!(p, Ty::RRef(_)) && p.is_dependent() && matches!(p.substitute(args), Ty::RRef(_))
    }) || f.name.sig.params.iter().any(|p| match p {
        // `T&&` with T deduced as a non-reference type
        Ty::RRef(inner) => inner.is_dependent() && !matches!(inner.substitute(args), Ty::LRef(_)),
        _ => false,
    });
    if dependent_rref {
        out.push(Diag::fixed(
            DiagKind::GlobalRvalueRefParam,
            Anchor::DeclName(i),
        ));
    }
    // (all of a template's, dependent or not: cicc checks its instances)
    for t in &f.grid_constant_params {
        grid_constant_param(&t.substitute(args), i, out);
    }
}

/// The const/reference rules of one `__grid_constant__` parameter of a
/// kernel (cicc only).
pub fn grid_constant_param(t: &Ty, i: u32, out: &mut Vec<Diag>) {
    if t.is_dependent() {
        return;
    }
    let is_ref = matches!(t, Ty::LRef(_) | Ty::RRef(_));
    if is_ref || !t.cv().is_const {
        out.push(Diag::fixed(
            DiagKind::GridConstantNotConst,
            Anchor::DeclName(i),
        ));
    }
    if is_ref {
        out.push(Diag::fixed(
            DiagKind::GridConstantReference,
            Anchor::DeclName(i),
        ));
    }
}

/// The checks of a kernel template's declaration for one instantiation:
/// each diagnostic with the template's name (for the context line).
pub fn instance_checks(
    db: &dyn crate::SemaDb,
    us: base_db::UnitSide,
    inst: &crate::Instantiation,
) -> Vec<(String, Diag)> {
    let summary = hir::item_summary(db, us);
    let Some(entity) = summary.by_key(&inst.key) else {
        return Vec::new();
    };
    if !entity.attrs().global {
        return Vec::new();
    }
    let (index, decl) = entity
        .decls
        .iter()
        .find(|(_, d)| d.is_definition)
        .unwrap_or(&entity.decls[0]);
    let side = us.side(db);
    let options = us.unit(db).options(db).options(db);
    let tree = hir::item_tree(db, us);
    let mut out = Vec::new();
    instance_signature(decl, *index, &inst.args, side, &mut out);
    crate::launch_attrs::values(
        tree,
        decl,
        *index,
        true,
        side,
        options.arch,
        Some(&inst.args),
        &mut out,
    );
    let name = decl.name.name.to_string();
    out.into_iter().map(|d| (name.clone(), d)).collect()
}

/// #2097: a template parameter after a pack that nothing can deduce.
fn undeducible(f: &FunctionDecl, p: &hir::items::TemplateParamInfo) -> DiagKind {
    let kind = match p.kind {
        TemplateParamKind::NonType => EntityKind::Constant,
        _ => EntityKind::TemplateParameter,
    };
    DiagKind::UndeducibleAfterPack {
        parameter: diagnostics::Entity::new(kind, p.name.as_str()),
        function: f.name.name.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn global_signatures() {
        check_diagnostics(
            r#"
  __global__ int k1() { return 0; }
//^ error: a __global__ function must have a void return type
__global__ void k2(int, ...) {}
              //^ error: a __global__ function cannot have ellipsis
struct S { __global__ void m(); };
                         //^ error: A __global__ function or function template cannot be a member function
__global__ void k3(int &&r) {}
              //^ error: a __global__ function cannot have a parameter with rvalue reference type
"#,
        );
    }
}
