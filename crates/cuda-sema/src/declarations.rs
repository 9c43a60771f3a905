//! Rules on declarations: `__global__` signatures, launch-configuration
//! attributes on non-kernels, conflicting and changing execution spaces
//! over redeclarations, annotations on defaulted members.

use crate::space::Space;
use crate::{Anchor, Diag, SemaDb};
use crate::{kernels, launch_attrs};
use base_db::{Side, UnitSide};
use diagnostics::DiagKind;
use hir::{CudaAttrs, FunctionDecl};
use std::sync::Arc;

/// The declaration diagnostics of one side of a unit.
#[salsa::tracked(returns(ref))]
pub fn check_declarations(db: &dyn SemaDb, us: UnitSide) -> Arc<Vec<Diag>> {
    let tree = hir::item_tree(db, us);
    let side = us.side(db);
    let options = us.unit(db).options(db).options(db);
    let mut out = Vec::new();
    // explicit keywords seen so far per entity, and the implicit-host view
    // (sized for every function: growing them was a fifth of this check)
    let n = tree.functions.len();
    let mut seen: rustc_hash::FxHashMap<&str, (CudaAttrs, Space)> =
        rustc_hash::FxHashMap::with_capacity_and_hasher(n, Default::default());
    // the last declaration of each entity, for the `__grid_constant__` rule
    let mut last_decl: rustc_hash::FxHashMap<&str, usize> =
        rustc_hash::FxHashMap::with_capacity_and_hasher(n, Default::default());
    // the entities defined so far: a second definition is a redefinition
    // (`redefinitions`), not a change of execution space
    let mut defined: rustc_hash::FxHashSet<&str> = Default::default();
    for (i, f) in tree.functions.iter().enumerate() {
        let prev = seen.get(f.key.as_str()).copied();
        let before = out.len();
        check_one(tree, f, i as u32, side, options, prev, &mut out);
        if f.is_definition && !defined.insert(f.key.as_str()) {
            let own = out.split_off(before);
            out.extend(own.into_iter().filter(|d| {
                !matches!(
                    d.kind,
                    crate::SemaDiag::Fixed(DiagKind::RedeclaredAsHostDevice { .. })
                )
            }));
        }
        let previous = last_decl
            .get(f.key.as_str())
            .copied()
            .or_else(|| primary_template(tree, f, i));
        if let Some(p) = previous {
            grid_constant_redeclaration(tree, p, f, i as u32, &mut out);
        }
        last_decl.insert(f.key.as_str(), i);
        let own_space = Space::from_attrs(f.attrs);
        let entry = seen
            .entry(f.key.as_str())
            .or_insert((CudaAttrs::default(), own_space));
        let a = &mut entry.0;
        a.host |= f.attrs.host;
        a.device |= f.attrs.device;
        a.global |= f.attrs.global;
        a.cudart_builtin |= f.attrs.cudart_builtin;
        entry.1 = merge_device_view(entry.1, own_space, f.attrs);
    }
    virtual_overrides(tree, &mut out);
    redefinitions(tree, &mut out);
    let o = crate::variables::VarOptions {
        side,
        rdc: options.rdc,
    };
    crate::variables::check_variables(tree, &o, &mut out);
    crate::variables::ignored_memory_attrs(tree, &mut out);
    Arc::new(out)
}

/// A namespace-scope function defined twice: `function "f" has already
/// been defined (previous definition at line N)`, whatever the execution
/// spaces of the two. Members ("invalid redeclaration of member
/// function"), templates and specializations (whose keys we do not tell
/// apart from SFINAE overloads) are left. Reported only when both
/// definitions are in the main file (see `collect`): a header of ours
/// would not hold two, and our keys may conflate what a header overloads.
fn redefinitions(tree: &hir::ItemTree, out: &mut Vec<Diag>) {
    let mut first: rustc_hash::FxHashMap<&str, usize> = Default::default();
    for (i, f) in tree.functions.iter().enumerate() {
        if !f.is_definition
            || f.is_member
            || f.is_friend
            || f.template_params.is_some()
            || f.in_template
            || f.is_specialization
            || f.explicit_instantiation
            || f.in_local_class
            || f.key.starts_with('<')
        {
            continue;
        }
        match first.get(f.key.as_str()) {
            Some(&prev) => {
                let mut d = Diag::fixed(
                    DiagKind::Redefinition {
                        name: hir::ty::diag_function_name(&f.name),
                    },
                    Anchor::DeclName(i as u32),
                );
                d.refers_to = Some(Anchor::DeclName(prev as u32));
                out.push(d);
            }
            None => {
                first.insert(f.key.as_str(), i);
            }
        }
    }
}

/// The template an explicit specialization or instantiation belongs to.
fn primary_template(tree: &hir::ItemTree, f: &FunctionDecl, i: usize) -> Option<usize> {
    if !f.is_specialization && !f.explicit_instantiation {
        return None;
    }
    tree.functions[..i].iter().rposition(|g| {
        g.name.name == f.name.name
            && g.name.scope == f.name.scope
            && g.template_params.as_ref().is_some_and(|p| !p.is_empty())
            && g.name.sig.params.len() == f.name.sig.params.len()
    })
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
    let what = if f.explicit_instantiation {
        "instantiation directive"
    } else if f.is_specialization {
        "function specialization"
    } else if f.template_params.is_some() {
        "function template redeclaration"
    } else {
        "function redeclaration"
    };
    for (k, (a, b)) in p
        .param_grid_constant
        .iter()
        .zip(&f.param_grid_constant)
        .enumerate()
    {
        if a != b {
            let name = f.param_names.get(k).cloned().unwrap_or_default();
            let mut d = Diag::error(
                format!(
                    "incompatible __grid_constant__ annotation for parameter {name} in {what} (see previous declaration at line {{line}})"
                ),
                Anchor::DeclName(i),
            );
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
        for (i, f) in members(&class.path) {
            if !f.in_class || f.is_static {
                continue;
            }
            // search the bases, breadth first, for a virtual function it overrides
            let mut queue: Vec<&ClassDecl> = class
                .bases
                .iter()
                .filter_map(|b| find_class(&class.path, b))
                .collect();
            let mut seen = 0;
            while let Some(base) = queue.pop() {
                seen += 1;
                if seen > 64 {
                    break;
                }
                let overridden = members(&base.path).find(|(_, g)| {
                    g.is_virtual
                        && g.name.name == f.name.name
                        && g.name.sig.params == f.name.sig.params
                        && g.name.is_const == f.name.is_const
                });
                if let Some((_, g)) = overridden {
                    let (gs, fs) = (Space::from_attrs(g.attrs), Space::from_attrs(f.attrs));
                    if gs != fs {
                        let qualified = |h: &FunctionDecl| {
                            let mut s: Vec<&str> =
                                h.class_path.iter().flatten().map(|x| x.as_str()).collect();
                            s.push(&h.name.name);
                            s.join("::")
                        };
                        out.push(Diag::fixed(
                            DiagKind::VirtualOverrideSpace {
                                overridden: qualified(g),
                                overridden_space: gs.keyword(),
                                overriding: qualified(f),
                                overriding_space: fs.keyword(),
                            },
                            Anchor::DeclName(i as u32),
                        ));
                    }
                    break;
                }
                queue.extend(base.bases.iter().filter_map(|b| find_class(&base.path, b)));
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
            out.push(Diag::warning(
                "when \"-static-global-template-stub=true\", extern __global__ function template is not supported in whole program compilation mode (\"-rdc=false\"). To resolve the issue, either use separate compilation mode (\"-rdc=true\"), or explicitly set \"-static-global-template-stub=false\" (but see nvcc documentation about downsides of turning it off)",
                20278,
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
                DiagKind::Text(
                    "__grid_constant__ annotation is only allowed on a parameter of a __global__ function",
                ),
                Anchor::DeclName(i),
            );
        } else if side == Side::Device {
            kernels::grid_constant_param(t, i, out);
        }
    }
    if options.warn_missing_launch_bounds
        && combined.global
        && !f.explicit_instantiation
        && !f.attrs.launch_bounds
    {
        out.push(Diag::warning(
            "no __launch_bounds__ specified for __global__ function",
            20238,
            Anchor::DeclName(i),
        ));
    }
    // launch configuration attributes belong on kernels only
    launch_attrs::placement(f, i, combined.global, out);
    if !f.explicit_instantiation {
        launch_attrs::values(tree, f, i, combined.global, side, arch, None, out);
    }
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
    if f.is_defaulted && prev.is_none() && !f.is_virtual && (f.attrs.host || f.attrs.device) {
        let space = if f.attrs.host && f.attrs.device {
            "__host__ __device__"
        } else if f.attrs.device {
            "__device__"
        } else {
            "__host__"
        };
        both(
            out,
            DiagKind::DefaultedAnnotationIgnored {
                space,
                name: f.name.name.to_string(),
            },
            Anchor::DeclName(i),
        );
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
    // zero-sized parameters of device functions (definitions)
    if (combined.device || combined.global) && f.is_definition {
        for t in &f.name.sig.params {
            if crate::variables::is_zero_sized(tree, t) {
                out.push(Diag::error(
                    format!(
                        "zero-sized parameter type \"{}\" is not allowed in device code",
                        hir::ty::edg_type_plain(t)
                    ),
                    Anchor::DeclName(i),
                ));
            }
        }
    }
    if f.attrs.register_params {
        both(
            out,
            DiagKind::Text("__nv_register_params__ support is not enabled"),
            Anchor::DeclName(i),
        );
        if f.is_variadic() {
            both(
                out,
                DiagKind::Text("__nv_register_params__ is not allowed on a function with ellipsis"),
                Anchor::DeclName(i),
            );
        }
    }
    if side == Side::Device && f.attrs.inline_hint {
        if f.attrs.forceinline {
            both(
                out,
                DiagKind::Text(
                    "\"__inline_hint__\" and \"__forceinline__\" may not be used on the same declaration",
                ),
                Anchor::DeclName(i),
            );
        }
        if f.attrs.noinline {
            both(
                out,
                DiagKind::Text(
                    "\"__inline_hint__\" and \"__noinline__\" may not be used on the same declaration",
                ),
                Anchor::DeclName(i),
            );
        }
    }
}

/// cicc's warnings and errors when a redeclaration changes the space.
fn redeclaration(f: &FunctionDecl, i: u32, prev: CudaAttrs, prev_view: Space, out: &mut Vec<Diag>) {
    let name = f.name.name.to_string();
    let own = f.attrs;
    let explicit = own.host || own.device || own.global;
    let prev_kw = if prev.global {
        "__global__"
    } else if prev.host && prev.device {
        "__host__ __device__"
    } else if prev.device {
        "__device__"
    } else {
        "__host__"
    };
    if prev.global || own.global {
        let how = if prev.global && !own.global {
            if own.host && own.device {
                "with __host__ __device__".to_string()
            } else if own.device {
                "with __device__".to_string()
            } else if own.host {
                "with __host__".to_string()
            } else {
                "without __global__".to_string()
            }
        } else if own.global && !prev.global {
            "with __global__".to_string()
        } else {
            return;
        };
        out.push(Diag::fixed(
            DiagKind::RedeclaredGlobal {
                prev: prev_kw,
                name,
                how,
            },
            Anchor::DeclName(i),
        ));
        return;
    }
    if prev_view == Space::HostDevice {
        return;
    }
    let (how, number) = match (prev_view, explicit, own.host, own.device) {
        (Space::Device, false, _, _) => ("without __device__", 20037),
        (Space::Device, true, true, false) => ("with __host__", 20035),
        (Space::Device, true, true, true) => ("with __host__ __device__", 20036),
        (Space::Host, true, false, true) => ("with __device__", 20039),
        (Space::Host, true, true, true) => ("with __host__ __device__", 20040),
        _ => return,
    };
    let prev_name = if prev_view == Space::Device {
        "__device__"
    } else {
        "__host__"
    };
    out.push(Diag::fixed(
        DiagKind::RedeclaredAsHostDevice {
            prev: prev_name,
            name,
            how,
            number,
        },
        Anchor::DeclName(i),
    ));
}
