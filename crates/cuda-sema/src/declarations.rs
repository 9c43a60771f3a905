//! Rules on declarations: `__global__` signatures, launch-configuration
//! attributes on non-kernels, conflicting and changing execution spaces
//! over redeclarations, annotations on defaulted members.

use crate::declaration_state::{DeclState, Layered, LayeredState};
use crate::space::Space;
use crate::{Anchor, Diag, SemaDb};
use crate::{kernels, launch_attrs};
use base_db::{Side, UnitSide};
use diagnostics::{DiagKind, Entity, EntityKind, Redeclared, TypeName};
use hir::{CudaAttrs, FunctionDecl};
use std::sync::Arc;

/// The declaration diagnostics of one side of a unit.
#[salsa::tracked(returns(ref))]
pub fn check_declarations(db: &dyn SemaDb, us: UnitSide) -> Arc<Vec<Diag>> {
    let tree = hir::item_tree(db, us);
    let side = us.side(db);
    let options = us.unit(db).options(db).options(db);
    let items = hir::indexed_tree(db, us);
    // the preamble's functions are walked once (see `declaration_state`)
    let below = (!us.is_preamble_view(db) && base_db::has_preamble(db, us))
        .then(|| preamble_walk(db, us.preamble_view(db)));
    let start = below.map_or(0, |b| b.functions);
    let mut state = LayeredState::over(below.map(|b| &b.state));
    let mut out = below.map_or_else(Vec::new, |b| b.walk.clone());
    walk(tree, &items, start, side, options, &mut state, &mut out);
    virtual_overrides(tree, &mut out);
    crate::constexpr_constructors::defaulted_constexpr_constructors(
        tree,
        &items,
        start,
        options.cplusplus,
        &mut out,
    );
    aliases(tree, start, &mut out);
    if let Some(b) = below {
        out.extend(b.redefinitions.iter().cloned());
    }
    redefinitions(
        tree,
        side,
        start,
        &mut state.first_definition,
        &mut state.first_declaration,
        &mut out,
    );
    // EDG says nothing more of a function defined again (a template's
    // merge warning is cicc's, and stays)
    let redefined: rustc_hash::FxHashSet<u32> =
        out.iter()
            .filter_map(|d| match (&d.kind, d.anchor) {
                (
                    crate::SemaDiag::Fixed(DiagKind::Redefinition { entity }),
                    Anchor::DeclName(i),
                ) if entity.kind == EntityKind::Function => Some(i),
                _ => None,
            })
            .collect();
    if !redefined.is_empty() {
        out.retain(|d| {
            matches!(
                d.kind,
                crate::SemaDiag::Fixed(DiagKind::Redefinition { .. })
            ) || !d
                .anchor
                .declaration()
                .is_some_and(|i| redefined.contains(&i))
        });
    }
    let o = crate::variables::VarOptions {
        side,
        rdc: options.rdc,
    };
    // (before the variables' own checks: EDG finds the clash first)
    crate::redefinitions::functions_redeclared_as_variables(tree, &mut out);
    crate::redefinitions::variable_redefinitions(tree, &mut out);
    crate::redefinitions::variables_redeclared_as_functions(tree, &mut out);
    // (EDG applies a variable's attributes once it has declared the name,
    // before it checks the type: on one declarator, in this order)
    crate::variables::ignored_memory_attrs(tree, &mut out);
    crate::variables::check_variables(&items, &o, &mut out);
    crate::literal_types::namespace_objects(tree, &items, options.cplusplus, &mut out);
    crate::unnamed_classes::default_member_initializers(tree, &mut out);
    crate::unnamed_classes::static_data_members(tree, &mut out);
    crate::redefinitions::class_redefinitions(tree, &mut out);
    crate::redefinitions::typedef_redefinitions(tree, &mut out);
    out.extend(crate::static_asserts::failed_static_asserts(tree));
    Arc::new(out)
}

/// The walk over the preamble's functions: its diagnostics and what it
/// leaves to the body's.
#[derive(Debug, PartialEq, Eq)]
struct PreambleWalk {
    functions: usize,
    state: DeclState,
    walk: Vec<Diag>,
    redefinitions: Vec<Diag>,
}

/// [`PreambleWalk`] of the preamble's view `us`.
#[salsa::tracked(returns(ref))]
fn preamble_walk(db: &dyn SemaDb, us: UnitSide) -> Arc<PreambleWalk> {
    let tree = hir::item_tree(db, us);
    let options = us.unit(db).options(db).options(db);
    let items = hir::indexed_tree(db, us);
    let mut state = LayeredState::over(None);
    let mut walk_diags = Vec::new();
    walk(
        tree,
        &items,
        0,
        us.side(db),
        options,
        &mut state,
        &mut walk_diags,
    );
    let mut redefinition_diags = Vec::new();
    redefinitions(
        tree,
        us.side(db),
        0,
        &mut state.first_definition,
        &mut state.first_declaration,
        &mut redefinition_diags,
    );
    Arc::new(PreambleWalk {
        functions: tree.functions.len(),
        state: state.into_top(),
        walk: walk_diags,
        redefinitions: redefinition_diags,
    })
}

/// The rules that judge each function by the declarations before it,
/// from item `start` on.
fn walk(
    tree: &hir::ItemTree,
    items: &hir::IndexedTree,
    start: usize,
    side: Side,
    options: &base_db::Options,
    state: &mut LayeredState,
    out: &mut Vec<Diag>,
) {
    let zero_sized = crate::variables::zero_sized_classes(tree);
    for (i, f) in tree.functions.iter().enumerate().skip(start) {
        let prev = state.seen.get(&f.key);
        let before = out.len();
        check_one(tree, &zero_sized, f, i as u32, side, options, prev, out);
        // a member declared twice in its class is an invalid redeclaration
        // (with other spaces too: not a change of space)
        let mut unknown_class_name = false;
        let member_again = f.in_class
            && f.is_member
            && f.template_params.is_none()
            && !f.in_local_class
            && match state.in_class.get(&f.key) {
                Some(p) => {
                    let g = &tree.functions[p];
                    let spaces = |a: CudaAttrs| (a.host, a.device, a.global);
                    if spaces(g.attrs) != spaces(f.attrs) || surely_same_member(g, f) {
                        out.truncate(before);
                        // (in a class template EDG names the class with its
                        // parameters, `U<T>::f()`; known for the template's
                        // own members, not for those of a class nested in it)
                        let mut name = f.name.clone();
                        if f.in_template {
                            // (one class template of that path, defined by
                            // its plain name: `class layout_left::mapping`
                            // and `class layout_stride::mapping` may share
                            // a path here)
                            let mut same = tree
                                .classes
                                .iter()
                                .filter(|c| Some(&c.path) == f.class_path.as_ref());
                            let own = match (same.next(), same.next()) {
                                (Some(c), None) => c.own_template && !c.is_qualified,
                                _ => false,
                            };
                            match name.scope.last_mut() {
                                Some(class) if own && !f.class_template_params.is_empty() => {
                                    class.name = format!(
                                        "{}<{}>",
                                        class.name,
                                        f.class_template_params.join(", ")
                                    )
                                    .into();
                                }
                                _ => unknown_class_name = true,
                            }
                        }
                        let mut d = Diag::fixed(
                            DiagKind::InvalidMemberRedeclaration {
                                member: Entity::function(format!(
                                    "{}{}",
                                    hir::ty::diag_function_signature(&name),
                                    hir::items::ExceptionSpec::suffix(f.exception_spec)
                                )),
                            },
                            Anchor::DeclName(i as u32),
                        );
                        d.refers_to = Some(Anchor::DeclName(p as u32));
                        if !unknown_class_name {
                            out.push(d);
                        }
                        true
                    } else {
                        false
                    }
                }
                None => {
                    if f.in_class && f.is_member {
                        state.in_class.insert(&f.key, i);
                    }
                    false
                }
            };
        // (the merge warnings stay on a function template defined again)
        if !member_again
            && f.is_definition
            && !state.defined.insert_new(&f.key, ())
            && f.template_params.is_none()
        {
            let own = out.split_off(before);
            out.extend(
                own.into_iter()
                    .filter(|d| !matches!(&d.kind, crate::SemaDiag::Fixed(k) if is_space_merge(k))),
            );
        }
        let previous = state
            .last_decl
            .get(&f.key)
            .or_else(|| primary_template(items, f, i));
        if let Some(p) = previous {
            grid_constant_redeclaration(tree, p, f, i as u32, out);
        }
        state.last_decl.insert(&f.key, i);
        let own_space = crate::space::from_attrs(f.attrs);
        let (mut a, view) = prev.unwrap_or((CudaAttrs::default(), own_space));
        a.host |= f.attrs.host;
        a.device |= f.attrs.device;
        a.global |= f.attrs.global;
        a.cudart_builtin |= f.attrs.cudart_builtin;
        let view = merge_device_view(view, own_space, f.attrs);
        state.seen.insert(&f.key, (a, view));
    }
}

/// Two declarations of one key in a class, with the same spaces, that
/// surely declare the same member: nothing the key leaves out tells them
/// apart (a ref-qualifier, `volatile`, a requires-clause), their
/// parameter types are understood, and the class is no template (where
/// dependent types are kept as written).
fn surely_same_member(a: &FunctionDecl, b: &FunctionDecl) -> bool {
    let understood = |f: &FunctionDecl| {
        !f.overload_qualifiers
            && !f.in_template
            && !f.name.sig.params.iter().any(hir::ty::Ty::mentions_unknown)
    };
    understood(a) && understood(b)
}

/// A namespace-scope function defined twice: `function "f" has already
/// been defined (previous definition at line N)`, whatever the execution
/// spaces of the two. Members ("invalid redeclaration of member
/// function"), templates and specializations (whose keys we do not tell
/// apart from SFINAE overloads) are left. Reported only when both
/// definitions are in the main file (see `collect`): a header of ours
/// would not hold two, and our keys may conflate what a header overloads.
fn redefinitions(
    tree: &hir::ItemTree,
    side: Side,
    start: usize,
    first: &mut Layered<usize>,
    first_declared: &mut Layered<usize>,
    out: &mut Vec<Diag>,
) {
    for (i, f) in tree.functions.iter().enumerate().skip(start) {
        // a template defined again with other spaces is a redefinition too
        // (with the same spaces, our keys may conflate SFINAE overloads)
        let template = f.template_params.is_some();
        if template
            && first.get(&f.key).is_some_and(|p| {
                let g = &tree.functions[p];
                (g.attrs.host, g.attrs.device, g.attrs.global)
                    == (f.attrs.host, f.attrs.device, f.attrs.global)
            })
        {
            continue;
        }
        // what neither check judges: members ("invalid redeclaration of
        // member function"), friends, specializations and what our keys may
        // conflate
        // (a template's own parameters make it `in_template`)
        let left = f.is_member
            || f.is_friend
            || (f.in_template && !template)
            || f.is_specialization
            || f.explicit_instantiation
            || f.in_local_class
            || f.key.starts_with('<');
        let plain = !left && !template;
        // a declaration (or definition) that returns another type than the
        // first declaration of its parameters
        match first_declared.get(&f.key) {
            Some(prev)
                if plain && hir::lookup::return_types_differ(tree, &tree.functions[prev], f) =>
            {
                let mut d = Diag::fixed(
                    DiagKind::OverloadByReturnTypeAlone,
                    Anchor::DeclName(i as u32),
                );
                d.refers_to = Some(Anchor::DeclName(prev as u32));
                out.push(d);
                continue;
            }
            None if plain => first_declared.insert(&f.key, i),
            _ => {}
        }
        if !f.is_definition || left {
            continue;
        }
        match first.get(&f.key) {
            Some(prev) => {
                let kind = if template {
                    EntityKind::FunctionTemplate
                } else {
                    EntityKind::Function
                };
                // (an overloaded name, one declared before with other
                // parameters, is named with its parameters)
                // (the global allocation functions are: C++ declares its
                // own, `operator delete(void *)` with `noexcept`, which
                // cicc prints `throw()`)
                let allocation = f.name.scope.is_empty()
                    && matches!(
                        f.name.name.as_str(),
                        "operator new" | "operator new[]" | "operator delete" | "operator delete[]"
                    );
                let overloaded = allocation
                    || (!template
                        && tree.functions[..i].iter().any(|g| {
                            g.key != f.key
                                && g.name.name == f.name.name
                                && g.name.scope == f.name.scope
                                && !g.is_member
                        }));
                let mut name = if overloaded {
                    hir::ty::diag_function_signature(&f.name)
                } else {
                    hir::ty::diag_function_name(&f.name)
                };
                if allocation && f.name.name.starts_with("operator delete") {
                    name.push_str(if side == Side::Device {
                        " throw()"
                    } else {
                        " noexcept"
                    });
                }
                let mut d = Diag::fixed(
                    DiagKind::Redefinition {
                        entity: Entity::new(kind, name),
                    },
                    Anchor::DeclName(i as u32),
                );
                // (a template's definition is where its header begins)
                d.refers_to = Some(if template {
                    Anchor::TemplateParam(prev as u32, 0)
                } else {
                    Anchor::DeclName(prev as u32)
                });
                out.push(d);
            }
            None => first.insert(&f.key, i),
        }
    }
}

/// #1152: `__attribute__((alias("name")))` names no entity the unit
/// defines at global scope by that identifier (checked with the oracle:
/// a function or variable defined anywhere in the unit, before or after;
/// a declaration without definition, a member or a namespace member does
/// not count, nor does the target's mangled name). A function template of
/// that name is another error, left.
fn aliases(tree: &hir::ItemTree, start: usize, out: &mut Vec<Diag>) {
    for (i, f) in tree.functions.iter().enumerate().skip(start) {
        let Some(target) = &f.alias else { continue };
        let global =
            |g: &FunctionDecl| g.name.scope.is_empty() && !g.is_member && g.name.name == *target;
        let function = tree
            .functions
            .iter()
            .any(|g| global(g) && (g.is_definition || g.template_params.is_some()));
        let variable = tree.variables.iter().any(|v| {
            v.path.len() == 1 && v.name() == target.as_str() && (!v.is_extern || v.has_init)
        });
        if !function && !variable {
            out.push(Diag::fixed(
                DiagKind::AliasedNameUndeclared {
                    name: target.to_string(),
                },
                Anchor::DeclName(i as u32),
            ));
        }
    }
}

/// The template an explicit specialization or instantiation belongs to.
fn primary_template(items: &hir::IndexedTree, f: &FunctionDecl, i: usize) -> Option<usize> {
    if !f.is_specialization && !f.explicit_instantiation {
        return None;
    }
    crate::primary_templates::last_before(items, f, i)
}

/// `__grid_constant__` must be on the same parameters in every declaration.
fn grid_constant_redeclaration(
    tree: &hir::ItemTree,
    prev: usize,
    f: &FunctionDecl,
    i: u32,
    out: &mut Vec<Diag>,
) {
    let p = &tree.functions[prev];
    let message = |parameter: String| {
        if f.explicit_instantiation {
            DiagKind::GridConstantInstantiationDirective { parameter }
        } else if f.is_specialization {
            DiagKind::GridConstantSpecialization { parameter }
        } else if f.template_params.is_some() {
            DiagKind::GridConstantTemplateRedeclaration { parameter }
        } else {
            DiagKind::GridConstantRedeclaration { parameter }
        }
    };
    for (k, (a, b)) in p
        .param_grid_constant
        .iter()
        .zip(&f.param_grid_constant)
        .enumerate()
    {
        if a != b {
            let name = f.param_names.get(k).cloned().unwrap_or_default();
            let mut d = Diag::fixed(message(name.to_string()), Anchor::DeclName(i));
            d.refers_to = Some(Anchor::DeclName(prev as u32));
            out.push(d);
        }
    }
}

/// An override must have the execution space of the function it overrides
/// (the matrix of errors 3542-3547 in the wiki's numbering).
fn virtual_overrides(tree: &hir::ItemTree, out: &mut Vec<Diag>) {
    use hir::items::ClassDecl;
    let classes: rustc_hash::FxHashMap<&[smol_str::SmolStr], &ClassDecl> = tree
        .classes
        .iter()
        .map(|c| (c.path.as_slice(), &**c))
        .collect();
    let find_class =
        |from: &[smol_str::SmolStr], segs: &[smol_str::SmolStr]| -> Option<&ClassDecl> {
            // the base's name as written, looked up from the derived class's scope outwards
            (0..from.len()).rev().find_map(|n| {
                let mut full = from[..n].to_vec();
                full.extend(segs.iter().cloned());
                classes.get(full.as_slice()).copied()
            })
        };
    // the member functions of each class, by its path
    let mut by_class: rustc_hash::FxHashMap<&[smol_str::SmolStr], Vec<(usize, &FunctionDecl)>> =
        Default::default();
    for (i, f) in tree.functions.iter().enumerate() {
        if let Some(c) = &f.class_path {
            by_class.entry(c.as_slice()).or_default().push((i, f));
        }
    }
    let members = |class: &[smol_str::SmolStr]| {
        by_class
            .get(class)
            .map(|v| v.as_slice())
            .unwrap_or(&[])
            .iter()
            .copied()
    };
    for class in &tree.classes {
        if class.bases.is_empty() {
            continue;
        }
        let mut own = members(&class.path)
            .filter(|(_, f)| f.in_class && !f.is_static)
            .peekable();
        if own.peek().is_none() {
            continue;
        }
        // the bases in the order they are searched, depth first, the
        // first 64 (the same for every member: found once per class)
        let mut ancestors: Vec<&ClassDecl> = Vec::new();
        let mut queue: Vec<&ClassDecl> = class
            .bases
            .iter()
            .filter_map(|b| find_class(&class.path, b))
            .collect();
        while let Some(base) = queue.pop() {
            if ancestors.len() == 64 {
                break;
            }
            ancestors.push(base);
            queue.extend(base.bases.iter().filter_map(|b| find_class(&base.path, b)));
        }
        for (i, f) in own {
            let overridden = ancestors.iter().find_map(|base| {
                members(&base.path).find(|(_, g)| {
                    g.is_virtual
                        && g.name.name == f.name.name
                        && g.name.sig.params == f.name.sig.params
                        && g.name.is_const == f.name.is_const
                })
            });
            let Some((_, g)) = overridden else { continue };
            let (gs, fs) = (
                crate::space::from_attrs(g.attrs),
                crate::space::from_attrs(f.attrs),
            );
            if gs != fs {
                let qualified = |h: &FunctionDecl| {
                    let mut s: Vec<&str> =
                        h.class_path.iter().flatten().map(|x| x.as_str()).collect();
                    s.push(&h.name.name);
                    s.join("::")
                };
                if let Some(kind) =
                    diagnostics::virtual_override(gs, fs, qualified(g), qualified(f))
                {
                    out.push(Diag::fixed(kind, Anchor::DeclName(i as u32)));
                }
            }
        }
    }
}

/// cicc's view of the space after one more declaration.
fn merge_device_view(prev: Space, own: Space, attrs: CudaAttrs) -> Space {
    let explicit = attrs.host || attrs.device || attrs.global;
    match (prev, own) {
        (Space::Global, _) | (_, Space::Global) => Space::Global,
        (p, o) if p == o => p,
        (Space::HostDevice, _) => Space::HostDevice,
        (_, _) if !explicit && prev == Space::Device => Space::HostDevice,
        _ => Space::HostDevice,
    }
}

#[allow(clippy::too_many_arguments)]
fn check_one(
    tree: &hir::ItemTree,
    zero_sized: &[&[smol_str::SmolStr]],
    f: &FunctionDecl,
    i: u32,
    side: Side,
    options: &base_db::Options,
    prev: Option<(CudaAttrs, Space)>,
    out: &mut Vec<Diag>,
) {
    let (arch, stub, rdc) = (
        options.arch,
        options.static_global_template_stub,
        options.rdc,
    );
    let both =
        |out: &mut Vec<Diag>, kind: DiagKind, anchor: Anchor| out.push(Diag::fixed(kind, anchor));
    // (C++20 allows both)
    if f.is_constexpr && options.cplusplus < 202002 {
        if f.is_virtual {
            both(out, DiagKind::ConstexprVirtual, Anchor::DeclName(i));
        }
        if f.name.name.starts_with('~') {
            both(out, DiagKind::ConstexprDestructor, Anchor::DeclName(i));
        }
    }
    let mut combined = f.attrs;
    if let Some((p, _)) = prev {
        combined.host |= p.host;
        combined.device |= p.device;
        combined.global |= p.global;
        combined.cudart_builtin |= p.cudart_builtin;
    }
    if combined.global && !f.explicit_instantiation {
        kernels::global_signature(f, i, side, out);
    } else if f.explicit_instantiation && f.attrs.global {
        // the directive's own declaration, with its arguments substituted
        kernels::return_type(f, &f.name.sig.ret, i, out);
        if f.extern_instantiation && side == Side::Host && stub && !rdc {
            out.push(Diag::fixed(
                DiagKind::ExternKernelTemplateStub,
                Anchor::DeclName(i),
            ));
        }
    } else {
        kernels::device_main(f, i, out);
        kernels::undeducible_after_pack(f, i, out);
    }
    // `__grid_constant__` parameters
    for t in &f.grid_constant_params {
        if !combined.global {
            both(
                out,
                DiagKind::GridConstantNotKernelParam,
                Anchor::DeclName(i),
            );
        } else if side == Side::Device && f.template_params.is_none() {
            // (a template's are checked in its instances)
            kernels::grid_constant_param(t, i, out);
        }
    }
    if options.warn_missing_launch_bounds
        && combined.global
        && !f.explicit_instantiation
        && !f.attrs.launch_bounds
    {
        out.push(Diag::fixed(
            DiagKind::MissingLaunchBounds,
            Anchor::DeclName(i),
        ));
    }
    // launch configuration attributes belong on kernels only
    // attributes after the parameters of a plain function's definition
    // (EDG accepts them on declarations, members and templates)
    if f.suffix_attributes
        && f.is_definition
        && !f.in_class
        && !f.in_template
        && f.template_params.is_none()
    {
        both(
            out,
            DiagKind::AttributesInFunctionDefinition,
            Anchor::DeclName(i),
        );
    }
    // (the values first: an attribute EDG rejects is not placed)
    let kept = if f.explicit_instantiation {
        Vec::new()
    } else {
        launch_attrs::values(tree, f, i, combined.global, side, arch, None, out)
    };
    launch_attrs::placement(f, i, combined.global, &kept, out);
    // `__global__` together with `__host__` or `__device__`: one error for
    // `__global__` added to a host or device function, one per keyword
    // added to a kernel
    if side == Side::Host {
        let prev_global = prev.is_some_and(|(p, _)| p.global);
        let count = if f.attrs.global && !prev_global {
            usize::from(combined.host || combined.device)
        } else if prev_global || f.attrs.global {
            usize::from(f.attrs.host) + usize::from(f.attrs.device)
        } else {
            0
        };
        for _ in 0..count {
            both(out, DiagKind::IllegalMemoryQualifiers, Anchor::DeclName(i));
        }
    }
    if side == Side::Device
        && !combined.cudart_builtin
        && let Some((p, prev_view)) = prev
    {
        redeclaration(f, i, p, prev_view, out);
    }
    // an annotation on a member defaulted on its first declaration
    if f.is_defaulted
        && !f.is_deleted
        && prev.is_none()
        && !f.is_virtual
        && (f.attrs.host || f.attrs.device)
    {
        // (one warning per annotation, in the order written)
        let mut spaces = Vec::new();
        if f.attrs.host {
            spaces.push(Space::Host);
        }
        if f.attrs.device {
            spaces.push(Space::Device);
        }
        if f.attrs.device_first {
            spaces.reverse();
        }
        for space in spaces {
            both(
                out,
                DiagKind::DefaultedAnnotationIgnored {
                    space,
                    function: f.name.name.to_string(),
                },
                Anchor::DeclName(i),
            );
        }
    }
    if side == Side::Device
        && (combined.device || combined.global)
        && crate::variables::has_ucn(&f.name.name)
    {
        out.push(crate::variables::ucn_error(
            &f.name.name,
            Anchor::DeclName(i),
        ));
    }
    if side == Side::Device
        && (combined.device || combined.global)
        && f.template_params.is_none()
        && !f.in_template
        && let Some(d) = crate::device_float_types::check_function(tree, f, Anchor::DeclName(i))
    {
        out.push(d);
    }
    // zero-sized parameters of device functions (definitions)
    if (combined.device || combined.global) && f.is_definition {
        for t in &f.name.sig.params {
            if crate::variables::is_zero_sized_among(zero_sized, t) {
                out.push(Diag::fixed(
                    DiagKind::ZeroSizedParameterType {
                        ty: TypeName(hir::ty::edg_type_plain(t)),
                    },
                    Anchor::DeclName(i),
                ));
            }
        }
    }
    if f.attrs.register_params {
        both(out, DiagKind::RegisterParamsNotEnabled, Anchor::DeclName(i));
        if f.is_variadic() {
            both(out, DiagKind::RegisterParamsEllipsis, Anchor::DeclName(i));
        }
    }
    if side == Side::Device && f.attrs.inline_hint {
        if f.attrs.forceinline {
            both(out, DiagKind::InlineHintForceinline, Anchor::DeclName(i));
        }
        if f.attrs.noinline {
            both(out, DiagKind::InlineHintNoinline, Anchor::DeclName(i));
        }
    }
}

/// cicc's warnings and errors when a redeclaration changes the space.
fn redeclaration(f: &FunctionDecl, i: u32, prev: CudaAttrs, prev_view: Space, out: &mut Vec<Diag>) {
    let name = hir::ty::diag_function_name(&f.name);
    let own = f.attrs;
    let explicit = own.host || own.device || own.global;
    let prev_space = crate::space::from_attrs(prev);
    if prev.global || own.global {
        let how = if prev.global && !own.global {
            if own.host || own.device {
                Redeclared::With(crate::space::from_attrs(own))
            } else {
                Redeclared::Without
            }
        } else if own.global && !prev.global {
            Redeclared::With(Space::Global)
        } else {
            return;
        };
        if let Some(kind) = diagnostics::redeclared(prev_space, how, name) {
            out.push(Diag::fixed(kind, Anchor::DeclName(i)));
        }
        return;
    }
    if prev_view == Space::HostDevice {
        return;
    }
    let how = match (prev_view, explicit, own.host, own.device) {
        (Space::Device, false, _, _) => Redeclared::Without,
        (Space::Device, true, true, false) => Redeclared::With(Space::Host),
        (Space::Device, true, true, true) => Redeclared::With(Space::HostDevice),
        (Space::Host, true, false, true) => Redeclared::With(Space::Device),
        (Space::Host, true, true, true) => Redeclared::With(Space::HostDevice),
        _ => return,
    };
    if let Some(kind) = diagnostics::redeclared(prev_view, how, name) {
        out.push(Diag::fixed(kind, Anchor::DeclName(i)));
    }
}

/// The warnings that merge a function's spaces into `__host__ __device__`
/// (#20035-#20040): they belong to a declaration followed by another, not
/// to a second definition.
fn is_space_merge(kind: &DiagKind) -> bool {
    matches!(
        kind,
        DiagKind::DeviceRedeclaredWithHost { .. }
            | DiagKind::DeviceRedeclaredWithHostDevice { .. }
            | DiagKind::DeviceRedeclaredWithoutDevice { .. }
            | DiagKind::HostRedeclaredWithDevice { .. }
            | DiagKind::HostRedeclaredWithHostDevice { .. }
    )
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn members_and_templates_defined_again_with_other_spaces() {
        check_diagnostics(
            r#"
struct S {
  __device__ void f() {}
  __host__ void f() {}
              //^ error: invalid redeclaration of member function "S::f()" (declared at line 3)
};
template <class T> __device__ void t(T) {}
template <class T> __host__ void t(T) {}
                               //^ error: function template "t" has already been defined (previous definition at line 7)
                               //^ warning: a __device__ function("t") redeclared with __host__, hence treated as a __host__ __device__ function
"#,
        );
    }

    #[test]
    fn class_template_members_declared_again() {
        check_diagnostics(
            r#"
template <class K, int N> struct U {
  __device__ U(K) {}
  U(K) {}
//^ error: invalid redeclaration of member function "U<K, N>::U(K)" (declared at line 3)
};
template <class T> struct O {
  struct In {
    __device__ void f() {}
    void f() {}
  };
};
"#,
        );
    }

    #[test]
    fn classes_defined_by_qualified_names_are_apart() {
        check_diagnostics(
            r#"
struct A { struct In; };
struct B { struct In; };
struct A::In { __device__ In() {} };
struct B::In { In() {} };
"#,
        );
    }

    #[test]
    fn redeclarations_and_redefinitions() {
        check_diagnostics(
            r#"
__device__ void f();
void f();
   //^ warning: a __device__ function("f") redeclared without __device__, hence treated as a __host__ __device__ function
__global__ void g();
__host__ void g();
            //^ error: illegal combination of memory qualifiers
            //^ error: a __global__ function("g") redeclared with __host__
void d() {}
void d() {}
   //^ error: function "d" has already been defined (previous definition at line 9)
"#,
        );
    }
}
