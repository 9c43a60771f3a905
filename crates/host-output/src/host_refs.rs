//! The host reference arrays that end a host file compiled with
//! `-rdc=true`: for the device linker, the kernels and device variables
//! host code refers to, as name patterns in six sections (kernels, device
//! and constant variables; internal and external linkage). Observed with
//! cudafe++ 13.5 (shared/spec/outputs.md §2.11).

use crate::SemaDb;
use crate::entities::NamingOptions;
use base_db::UnitSide;
use hir::MemorySpace;
use smol_str::SmolStr;
use std::collections::BTreeSet;

/// The six arrays, each a sorted set of patterns.
#[derive(Debug, Default)]
struct Arrays {
    kernel_internal: BTreeSet<String>,
    kernel_external: BTreeSet<String>,
    device_internal: BTreeSet<String>,
    device_external: BTreeSet<String>,
    constant_internal: BTreeSet<String>,
    constant_external: BTreeSet<String>,
}

/// `<len><name>` for each scope and the name (the anonymous namespace by
/// its unit name).
fn components(scope: &[SmolStr], name: &str, naming: &NamingOptions) -> String {
    let mut s = String::new();
    for c in scope {
        let c = if c.is_empty() {
            naming.anon_namespace()
        } else {
            c.to_string()
        };
        s.push_str(&format!("{}{c}", c.len()));
    }
    s.push_str(&format!("{}{name}", name.len()));
    s
}

fn static_prefix(naming: &NamingOptions) -> String {
    format!(
        "__nv_static_{}_{}_",
        naming.module_id.len(),
        naming.module_id
    )
}

/// The arrays' text (after the trailer).
pub fn host_reference_arrays(db: &dyn SemaDb, us: UnitSide, naming: &NamingOptions) -> String {
    let arrays = collect(db, us, naming);
    let mut out = String::new();
    let blocks: [(&str, &str, &BTreeSet<String>); 6] = [
        (
            "KI",
            "hostRefKernelArrayInternalLinkage",
            &arrays.kernel_internal,
        ),
        (
            "KE",
            "hostRefKernelArrayExternalLinkage",
            &arrays.kernel_external,
        ),
        (
            "DI",
            "hostRefDeviceArrayInternalLinkage",
            &arrays.device_internal,
        ),
        (
            "DE",
            "hostRefDeviceArrayExternalLinkage",
            &arrays.device_external,
        ),
        (
            "CI",
            "hostRefConstantArrayInternalLinkage",
            &arrays.constant_internal,
        ),
        (
            "CE",
            "hostRefConstantArrayExternalLinkage",
            &arrays.constant_external,
        ),
    ];
    for (section, name, entries) in blocks {
        out.push_str(&format!(
            "\nextern \"C\" {{\nextern __attribute__ ((section (\".nvHR{section}\"))) __attribute__((weak)) const unsigned char {name}[] = {{\n"
        ));
        if entries.is_empty() {
            out.push_str("0x0};\n}\n");
            continue;
        }
        for e in entries {
            out.push_str(&format!("/* {e} */\n"));
            for b in e.bytes() {
                out.push_str(&format!("0x{b:x},"));
            }
            out.push_str("0x0,\n");
        }
        out.push_str("};\n}\n");
    }
    out
}

fn collect(db: &dyn SemaDb, us: UnitSide, naming: &NamingOptions) -> Arrays {
    let mut arrays = Arrays::default();
    let summary = hir::item_summary(db, us);
    let tree = hir::item_tree(db, us);
    let prefix = static_prefix(naming);
    for def in hir::function_defs(db, us) {
        let Some((_, decl)) = hir::def_decl(db, def) else {
            continue;
        };
        // host code only (host and host-device functions)
        let attrs = summary
            .by_key(&decl.key)
            .map(|e| e.attrs())
            .unwrap_or(decl.attrs);
        if attrs.global || (attrs.device && !attrs.host) {
            continue;
        }
        let body = hir::function_body(db, def);
        for (_, e) in body.exprs.iter() {
            let hir::Expr::Path { segments, .. } = e else {
                continue;
            };
            let Some(last) = segments.last() else {
                continue;
            };
            let fits = |path: &[SmolStr]| {
                path.len() >= segments.len() && path[path.len() - segments.len()..] == segments[..]
            };
            // kernels
            for entity in summary.named(last) {
                if !entity.attrs().global {
                    continue;
                }
                let f = entity.first();
                let mut path: Vec<SmolStr> = f.name.scope.iter().map(|s| s.name.clone()).collect();
                path.push(f.name.name.clone());
                if !fits(&path) {
                    continue;
                }
                let scope: Vec<SmolStr> = f.name.scope.iter().map(|s| s.name.clone()).collect();
                let comps = components(&scope, &f.name.name, naming);
                let internal = entity.decls.iter().any(|(_, d)| d.is_static)
                    || scope.iter().any(|s| s.is_empty());
                if f.name.extern_c {
                    if internal {
                        arrays
                            .kernel_internal
                            .insert(format!("{prefix}*{}", f.name.name));
                    } else {
                        arrays.kernel_external.insert(f.name.name.to_string());
                    }
                    continue;
                }
                if internal || f.is_template() {
                    arrays.kernel_internal.insert(format!("{prefix}*{comps}*"));
                }
                if !internal {
                    let n = if scope.is_empty() { "" } else { "N" };
                    arrays.kernel_external.insert(format!("_Z{n}{comps}*"));
                }
            }
            // device and constant variables
            for (i, v) in tree
                .variables
                .iter()
                .enumerate()
                .filter(|(_, v)| v.name() == last)
            {
                let (internal_set, external_set) = match v.memory {
                    Some(MemorySpace::Device) => {
                        (&mut arrays.device_internal, &mut arrays.device_external)
                    }
                    Some(MemorySpace::Constant) => {
                        (&mut arrays.constant_internal, &mut arrays.constant_external)
                    }
                    _ => continue,
                };
                if !fits(&v.path) {
                    continue;
                }
                let scope: Vec<SmolStr> = v.path[..v.path.len() - 1].to_vec();
                let internal = crate::entities::variable_is_internal(
                    &tree.variables,
                    i,
                    is_static_variable(db, us, v),
                );
                let comps = components(&scope, last, naming);
                match (internal, scope.is_empty()) {
                    (false, true) => {
                        external_set.insert(last.to_string());
                    }
                    (false, false) => {
                        external_set.insert(format!("_ZN{comps}*"));
                    }
                    (true, true) => {
                        internal_set.insert(format!("{prefix}*{last}"));
                    }
                    (true, false) => {
                        internal_set.insert(format!("{prefix}*{comps}*"));
                    }
                }
            }
        }
    }
    arrays
}

/// Whether a namespace-scope variable is declared `static`.
fn is_static_variable(db: &dyn SemaDb, us: UnitSide, v: &hir::items::VariableDecl) -> bool {
    let tree = hir::item_tree(db, us);
    let map = hir::item_source_map(db, us);
    let root = base_db::parse(db, us).syntax_node();
    tree.variables
        .iter()
        .zip(map.variables())
        .filter(|(w, _)| w.path == v.path)
        .any(|(_, r)| {
            crate::entities::decl_specs_of(&root, r)
                .is_some_and(|s| s.has_keyword(syntax::SyntaxKind::STATIC_KW))
        })
}
