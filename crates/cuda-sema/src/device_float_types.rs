//! EDG's #3690: device code cannot have `__float128` ("a 128-bit
//! floating-point") or `__bf16` ("a C++23 extended floating-point").
//! `_Float16` and `__fp16` are fine. What is judged (checked with the
//! oracle):
//! - the type of a function that runs on the device (`__device__`,
//!   `__global__`, `__host__ __device__`; declarations too, not template
//!   instances): `"void (__float128)" contains ...`, on the device side;
//! - in such a function's body, each declaration of objects, once, by the
//!   type its decl-specifiers give (pointers and arrays stripped:
//!   `__float128 *p;` is `"__float128" is ...`, `S s;` is `"S" contains
//!   ...` when a member of `S` has one), each typedef or alias declaration
//!   and each cast to such a type. A
//!   typedef is shown as written (`"G" (aka "__float128")`). The host side
//!   reports the `__bf16` ones that are not inside a class;
//! - a namespace-scope `__device__`, `__constant__`, `__shared__` or
//!   `__managed__` variable, on the device side.

use crate::calls::CheckCx;
use crate::space::Space;
use crate::{Anchor, Diag};
use base_db::Side;
use diagnostics::{DiagKind, TypeName, UnsupportedFloat};
use hir::ItemLookup;
use hir::ty::{Builtin, Ty};

/// How a type holds an unsupported floating type: it is one, or it
/// contains one (in a function's signature, a member, a base).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Found {
    contains: bool,
    float: UnsupportedFloat,
}

/// What `t` is or contains (classes looked up in `tree`, to a bounded
/// depth: a class that contains itself through pointers stops there).
fn found_in(tree: &dyn ItemLookup, t: &Ty, depth: u32) -> Option<Found> {
    let contained = |f: Found| Found {
        contains: true,
        ..f
    };
    match t {
        Ty::Builtin(Builtin::Float128, _) => Some(Found {
            contains: false,
            float: UnsupportedFloat::Float128,
        }),
        Ty::Builtin(Builtin::BFloat16, _) => Some(Found {
            contains: false,
            float: UnsupportedFloat::BFloat16,
        }),
        Ty::Pointer(inner, _) | Ty::LRef(inner) | Ty::RRef(inner) | Ty::Array(inner, _) => {
            found_in(tree, inner, depth).map(contained)
        }
        Ty::Function(sig) => std::iter::once(&sig.ret)
            .chain(&sig.params)
            .find_map(|p| found_in(tree, p, depth))
            .map(contained),
        Ty::Class(c, _) if depth < 8 => {
            let class = tree.class(&c.path)?;
            if class.is_template {
                return None;
            }
            class
                .fields
                .iter()
                .find_map(|f| found_in(tree, &f.ty, depth + 1))
                .or_else(|| {
                    class.bases.iter().find_map(|b| {
                        let base = Ty::Class(
                            hir::ty::ClassName {
                                path: b.clone(),
                                args: Vec::new(),
                                is_enum: false,
                            },
                            Default::default(),
                        );
                        found_in(tree, &base, depth + 1)
                    })
                })
                .map(contained)
        }
        _ => None,
    }
}

/// A type as the device side prints it (`bool` is its headers'
/// `__nv_bool`), and a function type as `void (int, float *)`.
fn device_type_name(t: &Ty) -> String {
    match t {
        Ty::Builtin(Builtin::Bool, _) => "__nv_bool".to_string(),
        Ty::Function(sig) => {
            let ret = device_type_name(&sig.ret);
            let mut params: Vec<String> = sig.params.iter().map(device_type_name).collect();
            if sig.variadic {
                params.push("...".to_string());
            }
            let space = if ret.ends_with(['*', '&']) { "" } else { " " };
            format!("{ret}{space}({})", params.join(", "))
        }
        t => hir::ty::edg_type_plain(t),
    }
}

fn diag(ty: TypeName, found: Found, anchor: Anchor) -> Diag {
    Diag::fixed(
        DiagKind::UnsupportedDeviceType {
            ty,
            contains: found.contains,
            float: found.float,
        },
        anchor,
    )
}

/// #3690 for the type of a function that runs on the device (device
/// side; the caller decides which functions run there).
pub(crate) fn check_function(
    tree: &dyn ItemLookup,
    f: &hir::FunctionDecl,
    anchor: Anchor,
) -> Option<Diag> {
    let t = Ty::Function(Box::new(f.name.sig.clone()));
    let found = found_in(tree, &t, 0)?;
    Some(diag(TypeName::new(device_type_name(&t)), found, anchor))
}

/// #3690 for a namespace-scope variable in a memory space (device side).
pub(crate) fn check_variable(
    tree: &dyn ItemLookup,
    v: &hir::items::VariableDecl,
    anchor: Anchor,
) -> Option<Diag> {
    if v.memory.is_none() || v.is_template {
        return None;
    }
    let base = v.ty.specified();
    let found = found_in(tree, base, 0)?;
    Some(diag(TypeName::new(device_type_name(base)), found, anchor))
}

impl CheckCx<'_> {
    /// #3690 in a body that runs on the device: declarations of objects,
    /// once per declaration, and casts (see the module's doc).
    pub(crate) fn unsupported_float_types(&mut self) {
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        let on_device = |s: Space| matches!(s, Space::Device | Space::Global | Space::HostDevice);
        // which findings this side reports
        let reported = |f: Found, side: Side| {
            side == Side::Device || (f.float == UnsupportedFloat::BFloat16 && !f.contains)
        };
        let mut out = Vec::new();
        for (id, local) in self.body.locals.iter() {
            let Some(decl) = &local.decl else { continue };
            let space = self
                .body
                .locals_space(id)
                .map_or(self.fn_space, |l| self.lambda_space(l));
            if !decl.first_in_decl || !on_device(space) {
                continue;
            }
            // (`auto x = a;`: the initializer's type)
            let ty = self
                .auto_type(decl)
                .unwrap_or_else(|| local.ty.substitute(self.subst));
            let base = ty.specified().without_cv();
            let Some(found) = found_in(tree, &base, 0) else {
                continue;
            };
            if !reported(found, self.side) {
                continue;
            }
            let canonical = device_type_name(&base);
            let name = match &decl.spec_name {
                Some(n) if !matches!(&base, Ty::Class(..)) => TypeName::aka(n, &canonical),
                _ => TypeName::new(canonical),
            };
            out.push(diag(name, found, Anchor::Local(id)));
        }
        let casts = self.body.exprs.iter().filter_map(|(id, e)| match e {
            hir::Expr::Cast { ty, .. } => Some((id, ty)),
            _ => None,
        });
        let typedefs = self.body.typedefs.iter().map(|(id, ty)| (*id, ty));
        let mut named: Vec<_> = casts.chain(typedefs).collect();
        named.sort_by_key(|&(id, _)| id);
        for (id, ty) in named {
            if !on_device(self.space_of(id)) {
                continue;
            }
            let ty = ty.substitute(self.subst);
            let base = ty.specified().without_cv();
            if let Some(found) = found_in(tree, &base, 0)
                && reported(found, self.side)
            {
                out.push(diag(
                    TypeName::new(device_type_name(&base)),
                    found,
                    Anchor::Expr(id),
                ));
            }
        }
        self.out.diags.extend(out);
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn unsupported_floating_types_in_device_code() {
        check_diagnostics(
            r#"
struct S { __float128 m; };
__device__ void sink(const void *);
void hsink(const void *);
__device__ void f(__float128 a, float b) {
              //^ error: "void (__float128, float)" contains a 128-bit floating-point, which is not supported in device code
  __float128 c = b, d;
           //^ error: "__float128" is a 128-bit floating-point, which is not supported in device code
  S s;
  //^ error: "S" contains a 128-bit floating-point, which is not supported in device code
  sink(&c); sink(&d); sink(&s);
}
void h(__float128 a) { __float128 c = a; hsink(&c); }
__device__ void g(_Float16 x, __fp16 y) {}
"#,
        );
    }
}
