//! Types cicc does not accept as template arguments of `__global__`
//! function templates and of variable templates: private or protected
//! member types (and member templates as template template arguments),
//! unnamed types, types defined in host functions, and the closure types of
//! lambdas that are neither defined in device code nor extended lambdas.
//! (Device code needs a name for the instantiation that host code can
//! refer to as well.)

use diagnostics::{DiagKind, TypeName};
use hir::items::{TemplateParamInfo, TemplateParamKind};
use hir::ty::{self, TemplateArg, Ty};

/// What is instantiated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Instantiated {
    Kernel,
    VariableTemplate,
}

/// The messages for the arguments of one instantiation. A closure's
/// position is left as a placeholder (`closure_placeholder`), which
/// `collect` replaces with `FILE:LINE`.
pub fn check(
    tree: &dyn hir::ItemLookup,
    params: &[TemplateParamInfo],
    args: &[TemplateArg],
    what: Instantiated,
    extended_lambda: bool,
) -> Vec<DiagKind> {
    let mut out = Vec::new();
    for (k, a) in args.iter().enumerate() {
        let TemplateArg::Type(t) = a else { continue };
        let template_param = params
            .get(k)
            .is_some_and(|p| p.kind == TemplateParamKind::Template);
        check_type(tree, t, template_param, what, extended_lambda, &mut out);
    }
    out
}

fn check_type(
    tree: &dyn hir::ItemLookup,
    t: &Ty,
    template_param: bool,
    what: Instantiated,
    extended_lambda: bool,
    out: &mut Vec<DiagKind>,
) {
    let kernel = what == Instantiated::Kernel;
    match t {
        Ty::Pointer(inner, _) | Ty::LRef(inner) | Ty::RRef(inner) | Ty::Array(inner, _) => {
            check_type(tree, inner, false, what, extended_lambda, out)
        }
        Ty::Class(c, _) => {
            let class = tree.class(&c.path);
            let ty = TypeName(ty::edg_type_plain(t));
            if let Some(k) = class
                && k.path.len() > 1
                && matches!(k.access, "private" | "protected")
            {
                if template_param {
                    if kernel {
                        out.push(DiagKind::KernelPrivateTemplateArg);
                    }
                } else if kernel {
                    out.push(DiagKind::KernelPrivateTypeArg { ty });
                } else {
                    out.push(DiagKind::VariableTemplatePrivateTypeArg { ty });
                }
            } else if crate::lambdas::is_local_class(tree, &c.path)
                && local_to_host_function(tree, &c.path)
            {
                out.push(if kernel {
                    DiagKind::KernelHostLocalTypeArg { ty }
                } else {
                    DiagKind::VariableTemplateHostLocalTypeArg { ty }
                });
            }
            for a in &c.args {
                if let TemplateArg::Type(t) = a {
                    check_type(tree, t, false, what, extended_lambda, out);
                }
            }
        }
        Ty::Unknown(s) if s.ends_with(" <unnamed>") => {
            let ty = TypeName(s.to_string());
            out.push(if kernel {
                DiagKind::KernelUnnamedTypeArg { ty }
            } else {
                DiagKind::VariableTemplateUnnamedTypeArg { ty }
            })
        }
        Ty::Unknown(_) => {
            let Some(c) = ty::closure_info(t) else { return };
            let extended = extended_lambda && c.annotated_device && !c.in_device_code;
            if c.in_device_code || extended {
                return;
            }
            let closure = TypeName(c.desc.to_string());
            let defined_at = format!(", defined at {}", closure_placeholder(c.owner, c.index));
            out.push(if kernel {
                DiagKind::KernelClosureTemplateArg {
                    closure,
                    defined_at,
                }
            } else {
                DiagKind::VariableTemplateClosureArg {
                    closure,
                    defined_at,
                }
            });
        }
        _ => {}
    }
}

/// The function a local class is defined in is host code (its scope is
/// `<local in NAME>`).
fn local_to_host_function(tree: &dyn hir::ItemLookup, path: &[smol_str::SmolStr]) -> bool {
    let Some(k) = tree.classes().iter().find(|k| {
        k.path.len() > path.len()
            && k.path.ends_with(path)
            && k.path[k.path.len() - path.len() - 1].starts_with("<local in")
    }) else {
        return false;
    };
    let scope = &k.path[k.path.len() - path.len() - 1];
    let function = scope.trim_start_matches("<local in ").trim_end_matches('>');
    !tree
        .functions_named(function)
        .into_iter()
        .any(|f| (f.attrs.device || f.attrs.global) && !f.attrs.host)
}

const MARK: char = '\u{1e}';

/// Stands for where a lambda is defined, until positions are known.
pub fn closure_placeholder(owner: &str, index: u32) -> String {
    format!("{MARK}{owner}{MARK}{index}{MARK}")
}

/// Replaces the closure placeholders in a message with `FILE:LINE`.
pub fn resolve_closures(message: &str, at: &dyn Fn(&str, u32) -> Option<String>) -> String {
    if !message.contains(MARK) {
        return message.to_string();
    }
    // text, then (owner, index, text) for each placeholder
    let parts: Vec<&str> = message.split(MARK).collect();
    let mut out = parts[0].to_string();
    for chunk in parts[1..].chunks(3) {
        if let [owner, index, tail] = chunk {
            let place = index
                .parse()
                .ok()
                .and_then(|n| at(owner, n))
                .unwrap_or_default();
            out.push_str(&place);
            out.push_str(tail);
        }
    }
    out
}
