//! Rules on namespace-scope variables and static data members: memory-space
//! combinations, `__managed__` restrictions, `__shared__` initializers,
//! inline variables in whole-program mode, inline unnamed namespaces,
//! `thread_local`, `extern __shared__`, dynamic initialization (cicc's
//! later phase), texture variables, attributes that do not apply.

use crate::{Anchor, Diag};
use base_db::Side;
use diagnostics::DiagKind;
use hir::ItemLookup;
use hir::items::{ItemTree, VariableDecl};
use hir::ty::Ty;

pub struct VarOptions {
    pub side: Side,
    pub rdc: bool,
}

pub fn check_variables(tree: &ItemTree, o: &VarOptions, out: &mut Vec<Diag>) {
    for (i, v) in tree.variables.iter().enumerate() {
        let anchor = Anchor::Variable(i as u32);
        check_one(tree, v, anchor, o, out);
    }
}

fn check_one(
    tree: &ItemTree,
    v: &VariableDecl,
    anchor: Anchor,
    o: &VarOptions,
    out: &mut Vec<Diag>,
) {
    if v.grid_constant {
        out.push(Diag::fixed(
            DiagKind::AttributeIgnored("grid_constant"),
            anchor,
        ));
    }
    // a static data member, declared or defined with a memory space (EDG
    // reports nothing else about it)
    if (v.is_member || v.member_definition) && (v.memory.is_some() || !v.spaces.is_empty()) {
        out.push(Diag::fixed(
            DiagKind::Text("memory qualifier on data member is not allowed"),
            anchor,
        ));
        return;
    }
    let managed = v.spaces.contains(&"__managed__");
    if managed && (v.spaces.contains(&"__shared__") || v.spaces.contains(&"__constant__")) {
        out.push(Diag::fixed(
            DiagKind::Text("__managed__ variables cannot be marked __shared__ or __constant__"),
            anchor,
        ));
    }
    match v.memory {
        Some("__shared__") if v.has_init => {
            out.push(Diag::fixed(DiagKind::SharedInitializer, anchor))
        }
        Some("__managed__") => {
            if matches!(v.ty, Ty::LRef(_) | Ty::RRef(_)) {
                out.push(Diag::fixed(DiagKind::ManagedReference, anchor));
            } else if v.ty.cv().is_const {
                out.push(Diag::fixed(DiagKind::ManagedConst, anchor));
            }
        }
        _ => {}
    }
    let internal = v.is_static || v.in_unnamed_ns;
    if let Some(space @ ("__device__" | "__constant__" | "__managed__")) = v.memory
        && v.is_inline
        && !internal
        && !o.rdc
    {
        out.push(Diag::error(
            format!("An inline {space} variable must have internal linkage when the program is compiled in whole program mode (-rdc=false)"),
            anchor,
        ));
    }
    if v.in_inline_unnamed_ns {
        if let Some(space) = v.memory {
            out.push(Diag::error(
                format!("A {space} variable cannot be declared within an inline unnamed namespace"),
                anchor,
            ));
        } else if is_texture(tree, &v.ty) {
            out.push(Diag::fixed(
                DiagKind::Text("A texture or surface variable cannot be declared within an inline unnamed namespace"),
                anchor,
            ));
        }
    }
    if o.side != Side::Device {
        return;
    }
    if v.memory.is_some() && has_ucn(v.name()) {
        out.push(ucn_error(v.name(), anchor));
    }
    if let Some(space) = v.memory
        && v.is_thread_local
    {
        out.push(Diag::error(
            format!("cannot use thread_local specifier for a {space} variable"),
            anchor,
        ));
    }
    if v.memory == Some("__shared__") && v.is_extern && !matches!(v.ty, Ty::Array(..)) {
        out.push(
            Diag::warning(
                format!(
                    "extern declaration of the entity {} is treated as a static definition",
                    v.name()
                ),
                20044,
                anchor,
            )
            .later(),
        );
    }
    if let Some(space @ ("__device__" | "__constant__" | "__managed__")) = v.memory
        && !v.is_extern
        && dynamic_init(tree, v)
    {
        out.push(
            Diag::error(
                format!("dynamic initialization is not supported for a {space} variable"),
                anchor,
            )
            .later(),
        );
    }
}

/// A texture or surface type (a class marked as one by the runtime headers).
pub fn is_texture(tree: &dyn ItemLookup, t: &Ty) -> bool {
    matches!(t.strip_ref(), Ty::Class(c, _) if tree.classes().iter().any(|k| k.is_texture && k.path.ends_with(&c.path)))
}

/// The initialization of a variable needs code to run: its initializer
/// calls a function that is not constexpr, or its class's default
/// constructor (not constexpr) does something.
pub fn dynamic_init(tree: &dyn ItemLookup, v: &VariableDecl) -> bool {
    let constexpr_named = |name: &str| {
        tree.functions_named(name)
            .into_iter()
            .any(|f| f.is_constexpr || f.is_consteval)
    };
    if v.init_calls.iter().any(|path| {
        let Some(name) = path.last() else {
            return false;
        };
        // a call of a constructor (`T(...)`) or a function
        !constexpr_named(name) && !tree.functions_named(name).is_empty()
    }) {
        return true;
    }
    if v.has_init {
        return false;
    }
    let Ty::Class(c, _) = &v.ty else { return false };
    class_default_ctor_runs(tree, &c.path)
}

/// The default constructor of a class is user-provided, not constexpr, and
/// does something.
pub fn class_default_ctor_runs(tree: &dyn ItemLookup, path: &[smol_str::SmolStr]) -> bool {
    let Some(name) = path.last() else {
        return false;
    };
    tree.functions_named(name).into_iter().any(|f| {
        f.class_path.as_ref().is_some_and(|p| p.ends_with(path))
            && f.name.sig.params.is_empty()
            && f.is_definition
            && !f.is_constexpr
            && !f.is_defaulted
            && !f.empty_body
    })
}

/// Memory-space attributes on non-static data members and parameters.
pub fn ignored_memory_attrs(tree: &ItemTree, out: &mut Vec<Diag>) {
    for (k, kw) in tree.ignored_memory_attrs.iter().enumerate() {
        out.push(Diag::fixed(
            DiagKind::AttributeIgnored(kw),
            Anchor::IgnoredAttr(k as u32),
        ));
    }
}

/// A name spelled with universal character names (`\u00e9`).
pub fn has_ucn(name: &str) -> bool {
    name.contains("\\u") || name.contains("\\U")
}

pub fn ucn_error(name: &str, anchor: Anchor) -> Diag {
    Diag::error(
        format!("Universal character is not allowed in device entity name (\"{name}\")"),
        anchor,
    )
}

/// A type of size zero: a zero-length array, or a class whose data
/// members all are.
pub fn is_zero_sized(tree: &dyn ItemLookup, t: &Ty) -> bool {
    match t {
        Ty::Array(_, Some(0)) => true,
        Ty::Array(inner, _) => is_zero_sized(tree, inner),
        Ty::Class(c, _) => tree
            .classes()
            .iter()
            .any(|k| k.zero_sized && k.path.ends_with(&c.path)),
        _ => false,
    }
}
