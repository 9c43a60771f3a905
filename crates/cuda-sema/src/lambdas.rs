//! Lambdas with execution-space annotations. Without `--extended-lambda`
//! the annotation is an error; with it, a `__device__` or
//! `__host__ __device__` lambda defined in host code is an *extended
//! lambda*, and cudafe++ (and cicc) restrict its captures, its specifiers,
//! where it is nested and the function that encloses it. Annotations
//! written after the parameter list would apply to `operator()` and are
//! rejected in any case.

use crate::calls::CheckCx;
use crate::space::Space;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, TypeName};
use hir::ItemLookup;
use hir::ty::{self, Ty};
use hir::{Expr, ExprId, LambdaId, LocalId};

impl CheckCx<'_> {
    pub(crate) fn lambdas(&mut self) {
        for i in 0..self.body.lambdas.len() {
            let id = LambdaId(i as u32);
            let lambda = &self.body.lambdas[i];
            let anchor = Anchor::Lambda(id);
            if lambda.operator_annotated {
                self.push(Diag::fixed(DiagKind::LambdaOperatorAnnotated, anchor));
            }
            if !(lambda.attrs.host || lambda.attrs.device) {
                continue;
            }
            if !self.extended_lambda {
                self.push(Diag::fixed(DiagKind::LambdaAnnotationWithoutFlag, anchor));
                continue;
            }
            // only lambdas defined in host code are extended lambdas
            let enclosing = match lambda.parent {
                Some(p) => self.lambda_space(p),
                None => self.fn_space,
            };
            if !lambda.attrs.device || !enclosing.runs_on_host() {
                continue;
            }
            self.extended_lambda(id);
        }
    }

    fn extended_lambda(&mut self, id: LambdaId) {
        let lambda = &self.body.lambdas[id.0 as usize];
        let anchor = Anchor::Lambda(id);
        let hd = lambda.attrs.host;
        let kind = if hd { Space::HostDevice } else { Space::Device };
        let lambda_kind = kind;
        let mut out: Vec<Diag> = Vec::new();
        let err = |out: &mut Vec<Diag>, kind: DiagKind, at: Anchor| out.push(Diag::fixed(kind, at));
        // where it is defined
        if let Some(p) = lambda.parent {
            let parent = &self.body.lambdas[p.0 as usize];
            if parent.is_generic && !(parent.attrs.host || parent.attrs.device) {
                err(
                    &mut out,
                    DiagKind::LambdaInGenericLambda { lambda: kind },
                    anchor,
                );
            } else if parent.attrs.host && parent.attrs.device {
                err(
                    &mut out,
                    DiagKind::LambdaInHostDeviceLambda { lambda: kind },
                    anchor,
                );
            }
        }
        if hd && lambda.is_generic {
            err(&mut out, DiagKind::HostDeviceLambdaGeneric, anchor);
        }
        for (on, word) in [
            (lambda.is_constexpr, "constexpr"),
            (lambda.is_consteval, "consteval"),
        ] {
            if on {
                err(
                    &mut out,
                    DiagKind::LambdaSpecifier {
                        specifier: word.into(),
                        lambda: kind,
                    },
                    anchor,
                );
            }
        }
        // the enclosing function
        if hir::items::is_namespace_lambda_key(&self.decl.key) {
            // a lambda at namespace scope encloses it
            err(
                &mut out,
                DiagKind::LambdaInNonExtendedLambda { lambda: kind },
                anchor,
            );
            self.out.diags.extend(out);
            return;
        }
        let parent_name = ty::host_caller_name(&self.decl.name);
        let parent = parent_name.to_string();
        if self.decl.in_local_class {
            err(
                &mut out,
                DiagKind::LambdaParentInsideFunction {
                    lambda: kind,
                    parent: parent.clone(),
                },
                anchor,
            );
        }
        if matches!(self.decl.access, "private" | "protected") && self.decl.is_member {
            err(
                &mut out,
                DiagKind::LambdaParentPrivate {
                    lambda: kind,
                    parent: parent.clone(),
                },
                anchor,
            );
        }
        if let Some(class) = &self.decl.in_inaccessible_nested_class {
            err(
                &mut out,
                DiagKind::LambdaInPrivateClass {
                    lambda: kind,
                    class: class.to_string(),
                },
                anchor,
            );
        }
        if self.decl.in_unnamed_class {
            err(
                &mut out,
                DiagKind::LambdaParentUnnamedClass {
                    lambda: kind,
                    parent: parent.clone(),
                },
                anchor,
            );
        }
        if matches!(
            self.decl.return_kind,
            hir::ReturnKind::Auto | hir::ReturnKind::DecltypeAuto
        ) {
            err(
                &mut out,
                DiagKind::LambdaParentDeducedReturn {
                    lambda: kind,
                    parent: parent.clone(),
                },
                anchor,
            );
        }
        // constructors and destructors have no address
        if self.decl.is_structor() {
            err(
                &mut out,
                DiagKind::LambdaParentAddress {
                    lambda: kind,
                    parent: parent.clone(),
                },
                anchor,
            );
        }
        // the enclosing template's arguments (cicc, per instance)
        if self.side == base_db::Side::Device {
            let tree = &hir::SideItems::new(self.db, self.unit_side);
            for a in self.subst {
                let hir::ty::TemplateArg::Type(Ty::Class(c, _)) = a else {
                    continue;
                };
                let private = tree
                    .classes()
                    .iter()
                    .find(|k| k.path == c.path)
                    .is_some_and(|k| {
                        k.path.len() > 1 && matches!(k.access, "private" | "protected")
                    });
                let ty = TypeName(c.path.join("::"));
                let message = if private {
                    DiagKind::LambdaParentPrivateTypeArg { ty }
                } else if is_local_class(tree, &c.path) {
                    DiagKind::LambdaParentLocalTypeArg { ty }
                } else {
                    continue;
                };
                err(&mut out, message, anchor);
            }
        }
        // the captures
        let by_ref = DiagKind::LambdaCaptureByReference { lambda: kind };
        let implicit = self.implicit_captures(id);
        if lambda.default_capture == Some(syntax::SyntaxKind::AMP) {
            err(&mut out, by_ref.clone(), anchor);
            for (_, at) in &implicit {
                err(&mut out, by_ref.clone(), Anchor::Expr(*at));
            }
        }
        let mut captured: Vec<(LocalId, Anchor)> = implicit
            .iter()
            .map(|(l, at)| (*l, Anchor::Expr(*at)))
            .collect();
        for c in &lambda.captures {
            if c.this {
                continue;
            }
            if c.by_ref {
                err(&mut out, by_ref.clone(), anchor);
            }
            if c.pack {
                err(
                    &mut out,
                    DiagKind::LambdaCapturePackElement { lambda: kind },
                    anchor,
                );
                continue;
            }
            if let Some(init) = c.init {
                if hd {
                    err(&mut out, DiagKind::HostDeviceLambdaInitCapture, anchor);
                } else if c.init_list {
                    err(
                        &mut out,
                        DiagKind::LambdaInitCaptureInitializerList { lambda: kind },
                        anchor,
                    );
                } else if matches!(
                    self.resolver(self.space_of(init))
                        .type_of(init)
                        .as_ref()
                        .map(|t| t.strip_ref()),
                    Some(Ty::Array(..))
                ) {
                    err(
                        &mut out,
                        DiagKind::LambdaInitCaptureArray { lambda: kind },
                        anchor,
                    );
                }
                continue;
            }
            if let Some(l) = c.local {
                captured.push((l, anchor));
            }
        }
        // a variable first captured inside `if constexpr`
        for (_, at) in &implicit {
            if self.body.in_constexpr_if.binary_search(at).is_ok() {
                err(
                    &mut out,
                    DiagKind::LambdaCaptureInConstexprIf { lambda: kind },
                    Anchor::Expr(*at),
                );
            }
        }
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        for (l, at) in captured {
            let t = self.body.locals[l].ty.substitute(self.subst);
            let t = t.strip_ref();
            // arrays are copied element by element on the host
            if let Ty::Array(..) = t
                && let Ty::Class(c, _) = innermost(t)
            {
                let members = |name: &str| -> Vec<&hir::FunctionDecl> {
                    tree.functions_named(name)
                        .into_iter()
                        .filter(|f| f.class_path.as_ref().is_some_and(|p| p.ends_with(&c.path)))
                        .collect()
                };
                let name = c.path.last().map(|s| s.as_str()).unwrap_or_default();
                if members("operator=").iter().any(|f| f.is_deleted) {
                    err(
                        &mut out,
                        DiagKind::LambdaCaptureArrayNotAssignable {
                            lambda: lambda_kind,
                            ty: TypeName(c.path.join("::")),
                        },
                        at,
                    );
                } else if !members(name).is_empty()
                    && !members(name)
                        .iter()
                        .any(|f| f.name.sig.params.len() <= f.default_args && !f.is_deleted)
                {
                    err(
                        &mut out,
                        DiagKind::LambdaCaptureArrayNotDefaultConstructible {
                            lambda: lambda_kind,
                            ty: TypeName(c.path.join("::")),
                        },
                        at,
                    );
                }
            }
            if array_rank(t) > 7 {
                err(
                    &mut out,
                    DiagKind::LambdaCaptureArrayRank {
                        lambda: lambda_kind,
                        ty: TypeName(ty::edg_type_plain(t)),
                    },
                    at,
                );
            }
            let Ty::Class(c, _) = innermost(t) else {
                continue;
            };
            if let Some(k) = tree.class(&c.path)
                && k.path.len() > 1
                && matches!(k.access, "private" | "protected")
            {
                err(
                    &mut out,
                    DiagKind::LambdaCapturePrivateType {
                        ty: TypeName(c.path.join("::")),
                    },
                    at,
                );
            } else if is_local_class(tree, &c.path) {
                err(
                    &mut out,
                    DiagKind::LambdaCaptureLocalType {
                        ty: TypeName(c.path.join("::")),
                    },
                    at,
                );
            }
        }
        self.out.diags.extend(out);
    }

    /// The locals of enclosing code a lambda uses without naming them in its
    /// captures, each with its first use.
    fn implicit_captures(&self, id: LambdaId) -> Vec<(LocalId, ExprId)> {
        let lambda = &self.body.lambdas[id.0 as usize];
        let inside = |mut owner: Option<LambdaId>| {
            while let Some(o) = owner {
                if o == id {
                    return true;
                }
                owner = self.body.lambdas[o.0 as usize].parent;
            }
            false
        };
        let mut out: Vec<(LocalId, ExprId)> = Vec::new();
        for (e, x) in self.body.exprs.iter() {
            let Expr::Local(l) = x else { continue };
            if !inside(self.body.owner(e)) || inside(self.body.locals_space(*l)) {
                continue;
            }
            let local = &self.body.locals[*l];
            if local
                .decl
                .as_ref()
                .is_some_and(|d| d.is_static || d.is_extern)
                || lambda.captures.iter().any(|c| c.local == Some(*l))
                || out.iter().any(|(k, _)| k == l)
            {
                continue;
            }
            out.push((*l, e));
        }
        out
    }
}

fn array_rank(t: &Ty) -> usize {
    match t {
        Ty::Array(inner, _) => 1 + array_rank(inner),
        _ => 0,
    }
}

/// The element type of arrays and the pointee of pointers.
fn innermost(t: &Ty) -> &Ty {
    match t {
        Ty::Array(inner, _) | Ty::Pointer(inner, _) => innermost(inner),
        t => t,
    }
}

/// A class defined inside a function body (the item tree puts it in a
/// `<local in f>` scope; types in bodies name it without that scope).
pub(crate) fn is_local_class(tree: &dyn hir::ItemLookup, path: &[smol_str::SmolStr]) -> bool {
    tree.class(path).is_none()
        && tree.classes().iter().any(|k| {
            k.path.len() > path.len()
                && k.path.ends_with(path)
                && k.path[k.path.len() - path.len() - 1].starts_with("<local in")
        })
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn annotated_lambda_without_the_flag() {
        check_diagnostics(
            r#"
void h() { auto l = [] __device__ (int x) { return x; }; (void)l; }
                  //^ error: __host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag
              //^ warning: variable "l" was set but never used
"#,
        );
    }
}
