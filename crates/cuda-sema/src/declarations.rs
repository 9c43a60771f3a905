//! Rules on declarations: `__global__` signatures, launch-configuration
//! attributes on non-kernels, conflicting and changing execution spaces
//! over redeclarations, annotations on defaulted members.

use crate::space::Space;
use crate::{Anchor, Diag, SemaDb};
use base_db::{Side, UnitSide};
use diagnostics::DiagKind;
use hir::{CudaAttrs, FunctionDecl, ReturnKind, ty::Ty};
use std::sync::Arc;

/// The declaration diagnostics of one side of a unit.
#[salsa::tracked(returns(ref))]
pub fn check_declarations(db: &dyn SemaDb, us: UnitSide) -> Arc<Vec<Diag>> {
    let tree = hir::item_tree(db, us);
    let side = us.side(db);
    let arch = us.unit(db).options(db).options(db).arch;
    let mut out = Vec::new();
    // explicit keywords seen so far per entity, and the implicit-host view
    let mut seen: rustc_hash::FxHashMap<&str, (CudaAttrs, Space)> = Default::default();
    for (i, f) in tree.functions.iter().enumerate() {
        let i = i as u32;
        let prev = seen.get(f.key.as_str()).copied();
        check_one(f, i, side, arch, prev, &mut out);
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
    for (i, v) in tree.variables.iter().enumerate() {
        let anchor = Anchor::Variable(i as u32);
        if v.grid_constant {
            out.push(Diag::fixed(
                DiagKind::AttributeIgnored("grid_constant"),
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
    }
    Arc::new(out)
}

/// An override must have the execution space of the function it overrides
/// (the matrix of errors 3542-3547 in the wiki's numbering).
fn virtual_overrides(tree: &hir::ItemTree, out: &mut Vec<Diag>) {
    use hir::items::ClassDecl;
    let classes: rustc_hash::FxHashMap<&[smol_str::SmolStr], &ClassDecl> = tree
        .classes
        .iter()
        .map(|c| (c.path.as_slice(), c))
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

/// The values of `__launch_bounds__`, `__maxnreg__`, `__cluster_dims__`
/// and `__block_size__` on a kernel, and their combinations.
fn launch_attribute_values(f: &FunctionDecl, i: u32, side: Side, arch: u32, out: &mut Vec<Diag>) {
    let anchor = Anchor::DeclName(i);
    let text =
        |out: &mut Vec<Diag>, t: &'static str| out.push(Diag::fixed(DiagKind::Text(t), anchor));
    let positive =
        |groups: &Vec<Vec<Option<i64>>>| groups.iter().flatten().all(|v| v.is_none_or(|v| v > 0));
    let has = |name: &str| f.launch_args.iter().any(|(n, _)| *n == name);
    for (name, groups) in &f.launch_args {
        let count = groups.first().map_or(0, Vec::len);
        match *name {
            // EDG parses at most three arguments (`expected a ")"` after them)
            "launch_bounds" | "cluster_dims" if count > 3 => out.push(Diag::fixed(
                DiagKind::Syntax("expected a \")\"".into()),
                anchor,
            )),
            "maxnreg" if !positive(groups) => text(
                out,
                "The maximum number of registers that can be allocated per thread must be positive",
            ),
            "cluster_dims" if !positive(groups) => {
                text(out, "__cluster_dims__ arguments must be positive integers")
            }
            // thread block clusters need sm_90 (cicc knows the target)
            "cluster_dims" if side == Side::Device && arch < 90 => text(
                out,
                "__cluster_dims__ is not supported for this GPU architecture",
            ),
            "block_size" => {
                if !positive(groups) {
                    text(out, "__block_size__ arguments must be positive integers");
                }
                if groups.len() > 1 && has("cluster_dims") {
                    text(
                        out,
                        "cannot specify the second tuple in __block_size__ while __cluster_dims__ is present",
                    );
                }
            }
            _ => {}
        }
    }
    if has("launch_bounds") && has("maxnreg") {
        text(
            out,
            "The __launch_bounds__ and __maxnreg__ qualifiers cannot be applied to the same kernel",
        );
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

fn check_one(
    f: &FunctionDecl,
    i: u32,
    side: Side,
    arch: u32,
    prev: Option<(CudaAttrs, Space)>,
    out: &mut Vec<Diag>,
) {
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
        global_signature(f, i, side, out);
    }
    // `__grid_constant__` parameters
    for &(is_const, is_ref) in &f.grid_constant_params {
        let anchor = Anchor::DeclName(i);
        if !combined.global {
            both(
                out,
                DiagKind::Text(
                    "__grid_constant__ annotation is only allowed on a parameter of a __global__ function",
                ),
                anchor,
            );
        } else if side == Side::Device {
            if !is_const {
                both(
                    out,
                    DiagKind::Text(
                        "a parameter annotated with __grid_constant__ must have const-qualified type",
                    ),
                    anchor,
                );
            }
            if is_ref {
                both(
                    out,
                    DiagKind::Text(
                        "a parameter annotated with __grid_constant__ must not have reference type",
                    ),
                    anchor,
                );
            }
        }
    }
    // launch configuration attributes belong on kernels only
    for (present, name) in [
        (f.attrs.launch_bounds, "__launch_bounds__"),
        (f.attrs.maxnreg, "__maxnreg__"),
        (f.attrs.cluster_dims, "__cluster_dims__"),
        (f.attrs.block_size, "__block_size__"),
    ] {
        if present && !combined.global {
            both(
                out,
                DiagKind::LaunchAttributeNotGlobal(name),
                Anchor::DeclName(i),
            );
        }
    }
    if combined.global {
        launch_attribute_values(f, i, side, arch, out);
    }
    // `__global__` together with `__host__` or `__device__`
    let conflict = (f.attrs.global && (combined.host || combined.device))
        || (prev.is_some_and(|(p, _)| p.global) && (f.attrs.host || f.attrs.device));
    if conflict && side == Side::Host {
        for present in [combined.host, combined.device] {
            if present {
                both(out, DiagKind::IllegalMemoryQualifiers, Anchor::DeclName(i));
            }
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
}

fn global_signature(f: &FunctionDecl, i: u32, side: Side, out: &mut Vec<Diag>) {
    let push =
        |out: &mut Vec<Diag>, kind: DiagKind, anchor: Anchor| out.push(Diag::fixed(kind, anchor));
    // inline is ignored on kernels (constexpr and friend definitions imply it)
    let implicit_inline = f.is_constexpr || (f.is_friend && f.is_definition);
    if f.is_inline || implicit_inline {
        push(out, DiagKind::GlobalInlineIgnored, Anchor::Specifier(i));
    }
    match f.return_kind {
        ReturnKind::Auto | ReturnKind::DecltypeAuto => {
            push(out, DiagKind::GlobalDeducedReturn, Anchor::GlobalAttr(i))
        }
        ReturnKind::Explicit => {
            let ret = &f.name.sig.ret;
            if !ret.is_dependent() && !ret.is_void() && !matches!(ret, Ty::Unknown(_)) {
                push(out, DiagKind::GlobalNonVoidReturn, Anchor::GlobalAttr(i));
            } else if ret.is_void() && f.const_return {
                push(out, DiagKind::TypeQualifierOnReturn, Anchor::GlobalAttr(i));
            }
        }
        ReturnKind::None => {}
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
        if f.is_constexpr || f.is_consteval {
            push(out, DiagKind::GlobalConstexpr, Anchor::DeclName(i));
        }
        if f.has_rvalue_ref_param {
            push(out, DiagKind::GlobalRvalueRefParam, Anchor::DeclName(i));
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
