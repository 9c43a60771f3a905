//! Entity keys: the compact spelling that identifies the declarations of
//! one function (scopes, name, template-ness, parameter types).

use crate::ty::{FunctionName, Ty};
use smol_str::SmolStr;

/// The key that identifies the declarations of one function: its scopes,
/// name, template-ness and parameter types, in a compact spelling (keys
/// are hashed and compared for every declaration of a unit: the headers'
/// tens of thousands).
pub fn entity_key(name: &FunctionName, template_params: Option<usize>) -> SmolStr {
    use std::fmt::Write as _;
    let mut key = String::new();
    for s in &name.scope {
        key.push_str(&s.name);
        // (a class template's specialization: its members are its own)
        if !s.args.is_empty() {
            key.push('<');
            for a in &s.args {
                key_arg(&mut key, a);
                key.push(',');
            }
            key.push('>');
        }
        key.push_str("::");
    }
    key.push_str(&name.name);
    if let Some(n) = template_params {
        let _ = write!(key, "<{n}>");
    }
    if let Some(args) = &name.template_args {
        key.push('<');
        for a in args {
            key_arg(&mut key, a);
            key.push(',');
        }
        key.push('>');
    }
    key.push('(');
    for p in &name.sig.params {
        key_ty(&mut key, p);
        key.push(',');
    }
    if name.sig.variadic {
        key.push_str("...");
    }
    key.push(')');
    if name.is_const {
        key.push_str(" const");
    }
    SmolStr::new(key)
}

/// A type in an entity key: each form with its own marks, template
/// parameters by position only (a redeclaration may name them
/// differently).
fn key_ty(out: &mut String, t: &Ty) {
    use std::fmt::Write as _;
    let cv = |out: &mut String, cv: crate::ty::Cv| {
        if cv.is_const {
            out.push_str(" c");
        }
        if cv.is_volatile {
            out.push_str(" v");
        }
    };
    match t {
        Ty::Builtin(b, c) => {
            let _ = write!(out, "{b:?}");
            cv(out, *c);
        }
        Ty::Class(c, q) => {
            out.push_str(if c.is_enum { "E{" } else { "C{" });
            for (i, seg) in c.path.iter().enumerate() {
                if i > 0 {
                    out.push_str("::");
                }
                out.push_str(seg);
            }
            if !c.args.is_empty() {
                out.push('<');
                for a in &c.args {
                    key_arg(out, a);
                    out.push(',');
                }
                out.push('>');
            }
            out.push('}');
            cv(out, *q);
        }
        Ty::Pointer(inner, c) => {
            key_ty(out, inner);
            out.push('*');
            cv(out, *c);
        }
        Ty::LRef(inner) => {
            key_ty(out, inner);
            out.push('&');
        }
        Ty::RRef(inner) => {
            key_ty(out, inner);
            out.push_str("&&");
        }
        Ty::Array(inner, n) => {
            key_ty(out, inner);
            match n {
                Some(n) => {
                    let _ = write!(out, "[{n}]");
                }
                None => out.push_str("[]"),
            }
        }
        Ty::Function(sig) => {
            out.push_str("F{");
            key_ty(out, &sig.ret);
            out.push('(');
            for p in &sig.params {
                key_ty(out, p);
                out.push(',');
            }
            if sig.variadic {
                out.push_str("...");
            }
            out.push_str(")}");
        }
        Ty::Param { index, cv: c, .. } => {
            let _ = write!(out, "${index}");
            cv(out, *c);
        }
        Ty::Unknown(spelling) => {
            out.push_str("?{");
            out.push_str(spelling);
            out.push('}');
        }
    }
}

/// A template argument in an entity key (see [`key_ty`]).
fn key_arg(out: &mut String, a: &crate::ty::TemplateArg) {
    use crate::ty::TemplateArg;
    use std::fmt::Write as _;
    match a {
        TemplateArg::Type(t) => key_ty(out, t),
        TemplateArg::Value { ty, value } => {
            out.push('=');
            key_ty(out, ty);
            let _ = write!(out, ":{value}");
        }
        TemplateArg::Other(spelling) => {
            out.push_str("'{");
            out.push_str(spelling);
            out.push('}');
        }
        TemplateArg::Pack(args) => {
            out.push_str("...[");
            for a in args {
                key_arg(out, a);
                out.push(',');
            }
            out.push(']');
        }
    }
}
