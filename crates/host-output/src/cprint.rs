//! Types printed the way cicc's C generator prints them in stub files.
//!
//! A parameter's type keeps its typedef names (`uint`, `size_t`) and its
//! `__restrict__` qualifiers, which the semantic [`Ty`] does not, so it is
//! read from the declaration's syntax into a [`PType`]: typedef names and
//! pointer operators as written, everything else as a `Ty`.
//!
//! Styles (observed with cicc 13.5):
//! - [`Style::Decl`], in the `__device_stub_` functions and the launch
//!   casts: `unsigned`, `struct P`, `enum E`, `uint`;
//! - [`Style::Def`], in the kernel definitions and the wrapper
//!   specializations: `struct ::P`, `enum ::E`, `::uint`;
//! - classes that are not plain global names (namespaces, templates) are
//!   printed through a typedef named after their mangling, which the stub
//!   declares first: `typedef ns::Q _ZN2ns1QE;`, then ` _ZN2ns1QE`;
//! - in the template arguments of an instance's name (`tk<float> `,
//!   `l2<(int)64> `, `by_value<    ::Vec3> `).

use crate::layout::Layouts;
use hir::ClassKind;
use hir::ty::{Builtin, ClassName, ClosureMangle, Cv, MangleConfig, TemplateArg, Ty, mangle_type};
use smol_str::SmolStr;
use std::cell::RefCell;

/// A parameter type as written, as far as printing needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PType {
    /// Known by its meaning only.
    Ty(Ty),
    /// A typedef name as written (qualified path), with cv-qualifiers and
    /// the type it names.
    Typedef {
        path: Vec<SmolStr>,
        target: Ty,
        cv: Cv,
    },
    Pointer {
        pointee: Box<PType>,
        cv: Cv,
        restrict: bool,
    },
    LRef(Box<PType>),
    RRef(Box<PType>),
    /// A parameter declared as an array (a pointer), printed as declared
    /// in definitions.
    DecayedArray {
        declared: Ty,
    },
}

impl PType {
    /// The meaning: typedefs expanded.
    pub fn ty(&self) -> Ty {
        match self {
            PType::Ty(t) => t.clone(),
            PType::Typedef { target, cv, .. } => target.clone().with_cv(*cv),
            PType::Pointer { pointee, cv, .. } => Ty::Pointer(Box::new(pointee.ty()), *cv),
            PType::LRef(t) => Ty::LRef(Box::new(t.ty())),
            PType::RRef(t) => Ty::RRef(Box::new(t.ty())),
            PType::DecayedArray { declared } => match declared {
                Ty::Array(e, _) => Ty::Pointer(e.clone(), Cv::default()),
                t => t.clone(),
            },
        }
    }

    /// Replaces template parameters by arguments (the result of a
    /// substitution prints canonically, as cicc prints deduced types).
    pub fn substitute(&self, args: &[TemplateArg]) -> PType {
        match self {
            PType::Ty(t) => PType::Ty(t.substitute(args)),
            PType::Typedef { path, target, cv } => {
                if target.is_dependent() {
                    PType::Ty(target.substitute(args).with_cv(*cv))
                } else {
                    PType::Typedef {
                        path: path.clone(),
                        target: target.clone(),
                        cv: *cv,
                    }
                }
            }
            PType::Pointer {
                pointee,
                cv,
                restrict,
            } => PType::Pointer {
                pointee: Box::new(pointee.substitute(args)),
                cv: *cv,
                restrict: *restrict,
            },
            PType::LRef(t) => PType::LRef(Box::new(t.substitute(args))),
            PType::RRef(t) => PType::RRef(Box::new(t.substitute(args))),
            PType::DecayedArray { declared } => PType::DecayedArray {
                declared: declared.substitute(args),
            },
        }
    }

    /// The top-level pointer is `__restrict__`.
    pub fn is_restrict(&self) -> bool {
        matches!(self, PType::Pointer { restrict: true, .. })
    }

    /// The same type without a top-level `__restrict__`.
    pub fn without_restrict(&self) -> PType {
        match self {
            PType::Pointer { pointee, cv, .. } => PType::Pointer {
                pointee: pointee.clone(),
                cv: *cv,
                restrict: false,
            },
            t => t.clone(),
        }
    }

    pub fn is_reference(&self) -> bool {
        matches!(self, PType::LRef(_) | PType::RRef(_))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Decl,
    Def,
}

/// Prints types; collects the typedefs the stub must declare.
pub struct Printer<'a> {
    pub layouts: &'a Layouts<'a>,
    pub mangle: MangleConfig,
    /// `(declaration text, mangled name)`, in order of first use.
    pub typedefs: RefCell<Vec<(String, String)>>,
}

impl<'a> Printer<'a> {
    pub fn new(layouts: &'a Layouts<'a>, mangle: MangleConfig) -> Self {
        Printer {
            layouts,
            mangle,
            typedefs: RefCell::new(Vec::new()),
        }
    }

    /// A declaration of `name` (empty: abstract) with type `t`.
    pub fn declare(&self, t: &PType, name: &str, style: Style) -> String {
        self.pdecl(t, name.to_string(), style)
    }

    fn pdecl(&self, t: &PType, inner: String, style: Style) -> String {
        match t {
            PType::Ty(t) => self.decl(t, inner, style),
            PType::Typedef { path, cv, .. } => {
                let mut spec = cv_prefix(*cv);
                if style == Style::Def {
                    spec.push_str("::");
                }
                spec.push_str(&join_path(path));
                with_inner(spec, inner)
            }
            PType::Pointer {
                pointee,
                cv,
                restrict,
            } => {
                let inner = pointer_declarator(*cv, *restrict, &inner);
                self.pdecl(pointee, inner, style)
            }
            PType::LRef(t) => self.pdecl(t, format!("&{inner}"), style),
            PType::RRef(t) => self.pdecl(t, format!("&&{inner}"), style),
            PType::DecayedArray { declared } => match style {
                Style::Def => self.decl(declared, inner, style),
                Style::Decl => self.decl(&t.ty(), inner, style),
            },
        }
    }

    /// A C declarator around `inner` for a semantic type.
    pub fn decl(&self, t: &Ty, inner: String, style: Style) -> String {
        match t {
            Ty::Builtin(b, cv) => with_inner(cv_prefix(*cv) + builtin_name(*b), inner),
            Ty::Class(c, cv) => with_inner(cv_prefix(*cv) + &self.class_spec(c, style), inner),
            Ty::Param { name, cv, .. } => with_inner(cv_prefix(*cv) + name, inner),
            Ty::Unknown(s) => match self.closure(s) {
                // through a typedef of the wrapper named after the closure
                Some(c) => {
                    let mangled = mangle_type(t, &self.mangle);
                    let mut typedefs = self.typedefs.borrow_mut();
                    if !typedefs.iter().any(|(_, m)| *m == mangled) {
                        typedefs.push((self.wrapper(c), mangled.clone()));
                    }
                    with_inner(format!(" {mangled}"), inner)
                }
                None => with_inner(s.to_string(), inner),
            },
            Ty::Pointer(p, cv) => self.decl(p, pointer_declarator(*cv, false, &inner), style),
            Ty::LRef(p) => self.decl(p, format!("&{inner}"), style),
            Ty::RRef(p) => self.decl(p, format!("&&{inner}"), style),
            Ty::Array(e, n) => {
                let inner = parenthesize(inner);
                let n = n.map(|n| n.to_string()).unwrap_or_default();
                self.decl(e, format!("{inner}[{n}]"), style)
            }
            Ty::Function(sig) => {
                let inner = parenthesize(inner);
                let mut params: Vec<String> = sig
                    .params
                    .iter()
                    .map(|p| self.decl(p, String::new(), style))
                    .collect();
                if sig.variadic {
                    params.push("...".into());
                }
                let params = if params.is_empty() {
                    "void".to_string()
                } else {
                    params.join(", ")
                };
                self.decl(&sig.ret, format!("{inner}({params})"), style)
            }
        }
    }

    /// The extended lambda a closure type's spelling stands for.
    pub fn closure(&self, spelling: &str) -> Option<&ClosureMangle> {
        self.mangle
            .closures
            .iter()
            .find(|(s, _)| s == spelling)
            .map(|(_, c)| c)
    }

    /// The wrapper type an extended `__device__` lambda becomes, as cicc
    /// prints it:
    /// `__nv_dl_wrapper_t<__nv_dl_tag<void (*)(float *, int),(&     ::f), 1> ,float>`
    /// (a namespace's function as `(& :: ns::f)`).
    pub fn wrapper(&self, c: &ClosureMangle) -> String {
        let (mut ret, mut params) = (String::new(), String::new());
        if let Ty::Pointer(f, _) = &c.function_pointer
            && let Ty::Function(sig) = &**f
        {
            ret = self.arg_type(&sig.ret);
            params = sig
                .params
                .iter()
                .map(|p| self.arg_type(p))
                .collect::<Vec<_>>()
                .join(", ");
        }
        // `void ( :: ns::C::*)(float *, int) const` for a member function
        let pointer = match &c.member_of {
            Some(Ty::Class(class, _)) => format!("( :: {}::*)", join_path(&class.path)),
            _ => "(*)".to_string(),
        };
        let qualifier = if c.member_of.is_some() && c.owner.is_const {
            " const"
        } else {
            ""
        };
        let function = &c.function_text;
        let tag = match &c.trailing_return {
            Some(r) => format!(
                "__nv_dl_trailing_return_tag<{ret} {pointer}({params}){qualifier},(&{function}), {}, {}> ",
                self.arg_type(r),
                c.id
            ),
            None => format!(
                "__nv_dl_tag<{ret} {pointer}({params}){qualifier},(&{function}), {}> ",
                c.id
            ),
        };
        let captures: String = c
            .captures
            .iter()
            .map(|t| format!(",{}", self.arg_type(t)))
            .collect();
        format!("__nv_dl_wrapper_t<{tag}{captures}>")
    }

    /// A class, union or enumeration type's specifier.
    fn class_spec(&self, c: &ClassName, style: Style) -> String {
        let decl = self.layouts.class(c);
        let typedef_named = decl.is_some_and(|d| d.typedef_named);
        let simple = c.path.len() == 1 && c.args.is_empty();
        if simple && typedef_named {
            return match style {
                Style::Decl => c.path[0].to_string(),
                Style::Def => format!("::{}", c.path[0]),
            };
        }
        if simple {
            let key = class_key(decl.map(|d| d.kind));
            return match style {
                Style::Decl => format!("{key} {}", c.path[0]),
                Style::Def => format!("{key} ::{}", c.path[0]),
            };
        }
        // through a typedef named after the mangling
        let ty = Ty::Class(c.clone(), Cv::default());
        let mangled = mangle_type(&ty, &self.mangle);
        let mut typedefs = self.typedefs.borrow_mut();
        if !typedefs.iter().any(|(_, m)| *m == mangled) {
            typedefs.push((self.qualified_class(c), mangled.clone()));
        }
        format!(" {mangled}")
    }

    /// `ns::Q`, `TS<int> `, `_NV_ANON_NAMESPACE::L`.
    fn qualified_class(&self, c: &ClassName) -> String {
        let mut s = join_path(&c.path);
        if !c.args.is_empty() {
            s.push('<');
            s.push_str(&self.template_args(&c.args));
            s.push_str("> ");
        }
        s
    }

    /// Template arguments as in an instance's name: `float`,
    /// `(int)64`, `    ::Vec3`.
    pub fn template_args(&self, args: &[TemplateArg]) -> String {
        args.iter()
            .map(|a| self.template_arg(a))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn template_arg(&self, a: &TemplateArg) -> String {
        match a {
            TemplateArg::Type(t) => self.arg_type(t),
            TemplateArg::Value { ty, value } => value_arg(ty, *value),
            TemplateArg::Other(s) => s.to_string(),
            // `many<int, float, char > `, `many< > `
            TemplateArg::Pack(p) => format!("{} ", self.template_args(p)),
        }
    }

    /// A type as a template argument: classes fully qualified after four
    /// spaces (where cicc leaves room for a class key it does not print).
    fn arg_type(&self, t: &Ty) -> String {
        fn has_class(t: &Ty, p: &Printer<'_>) -> bool {
            match t {
                Ty::Class(..) => true,
                Ty::Unknown(s) => p.closure(s).is_some(),
                Ty::Pointer(x, _) | Ty::LRef(x) | Ty::RRef(x) | Ty::Array(x, _) => has_class(x, p),
                _ => false,
            }
        }
        if !has_class(t, self) {
            return self.decl(t, String::new(), Style::Decl);
        }
        let printer = ArgPrinter { p: self };
        printer.decl(t, String::new())
    }
}

/// Printing inside template arguments (classes as `    ::Name`).
struct ArgPrinter<'p, 'a> {
    p: &'p Printer<'a>,
}

impl ArgPrinter<'_, '_> {
    fn decl(&self, t: &Ty, inner: String) -> String {
        match t {
            // `    ::P` at global scope (room for a class key cicc does not
            // print), ` ::ns::Q` when qualified (checked with the oracle)
            Ty::Class(c, cv) => {
                let mut s = cv_prefix(*cv);
                s.push_str(if c.path.len() > 1 { " ::" } else { "    ::" });
                s.push_str(&self.p.qualified_class(c));
                with_inner(s, inner)
            }
            Ty::Unknown(spelling) => match self.p.closure(spelling) {
                Some(c) => with_inner(format!(" ::{}", self.p.wrapper(c)), inner),
                None => self.p.decl(t, inner, Style::Decl),
            },
            Ty::Pointer(p, cv) => self.decl(p, pointer_declarator(*cv, false, &inner)),
            Ty::LRef(p) => self.decl(p, format!("&{inner}")),
            Ty::RRef(p) => self.decl(p, format!("&&{inner}")),
            Ty::Array(e, n) => {
                let inner = parenthesize(inner);
                let n = n.map(|n| n.to_string()).unwrap_or_default();
                self.decl(e, format!("{inner}[{n}]"))
            }
            t => self.p.decl(t, inner, Style::Decl),
        }
    }
}

/// `(int)64`, `(bool)1`, `(unsigned int)7u`.
fn value_arg(ty: &Ty, value: i128) -> String {
    let (name, suffix) = match ty {
        Ty::Builtin(b, _) => (cast_name(*b), literal_suffix(*b)),
        _ => ("int".to_string(), ""),
    };
    format!("({name}){value}{suffix}")
}

fn literal_suffix(b: Builtin) -> &'static str {
    use Builtin::*;
    match b {
        UnsignedInt => "u",
        Long => "L",
        UnsignedLong => "uL",
        LongLong => "LL",
        UnsignedLongLong => "uLL",
        _ => "",
    }
}

/// A builtin as in a cast (`unsigned int`, not `unsigned`).
fn cast_name(b: Builtin) -> String {
    match b {
        Builtin::UnsignedInt => "unsigned int".into(),
        b => builtin_name(b).into(),
    }
}

/// A builtin as cicc prints it in declarations.
pub fn builtin_name(b: Builtin) -> &'static str {
    use Builtin::*;
    match b {
        Void => "void",
        Bool => "bool",
        Char => "char",
        SignedChar => "signed char",
        UnsignedChar => "unsigned char",
        WChar => "wchar_t",
        Char8 => "char8_t",
        Char16 => "char16_t",
        Char32 => "char32_t",
        Short => "short",
        UnsignedShort => "unsigned short",
        Int => "int",
        UnsignedInt => "unsigned",
        Long => "long",
        UnsignedLong => "unsigned long",
        LongLong => "long long",
        UnsignedLongLong => "unsigned long long",
        Int128 => "__int128",
        UnsignedInt128 => "unsigned __int128",
        Float => "float",
        Double => "double",
        LongDouble => "long double",
        Float128 => "__float128",
        BFloat16 => "__bf16",
        Float16 => "_Float16",
        Fp16 => "__fp16",
        NullptrT => "decltype(nullptr)",
    }
}

fn class_key(kind: Option<ClassKind>) -> &'static str {
    match kind {
        Some(ClassKind::Union) => "union",
        Some(ClassKind::Enum) => "enum",
        _ => "struct",
    }
}

fn cv_prefix(cv: Cv) -> String {
    let mut s = String::new();
    if cv.is_const {
        s.push_str("const ");
    }
    if cv.is_volatile {
        s.push_str("volatile ");
    }
    s
}

/// `*`, `*const`, `*__restrict__` in front of an inner declarator.
fn pointer_declarator(cv: Cv, restrict: bool, inner: &str) -> String {
    let mut quals = Vec::new();
    if cv.is_const {
        quals.push("const");
    }
    if cv.is_volatile {
        quals.push("volatile");
    }
    if restrict {
        quals.push("__restrict__");
    }
    if quals.is_empty() {
        format!("*{inner}")
    } else if inner.is_empty() {
        format!("*{}", quals.join(" "))
    } else {
        format!("*{} {inner}", quals.join(" "))
    }
}

fn parenthesize(inner: String) -> String {
    if inner.starts_with('*') || inner.starts_with('&') {
        format!("({inner})")
    } else {
        inner
    }
}

fn with_inner(spec: String, inner: String) -> String {
    if inner.is_empty() {
        spec
    } else {
        format!("{spec} {inner}")
    }
}

/// `a::b::c`, the anonymous namespace as `_NV_ANON_NAMESPACE`.
pub fn join_path(path: &[SmolStr]) -> String {
    path.iter()
        .map(|s| {
            if s.is_empty() {
                "_NV_ANON_NAMESPACE"
            } else {
                s.as_str()
            }
        })
        .collect::<Vec<_>>()
        .join("::")
}

/// A type as C++ source (classes fully qualified, `::ns::Q<int>`), for
/// text the host compiler reads; `None` for types we only know by their
/// spelling.
pub fn cpp_type(layouts: &Layouts<'_>, t: &Ty) -> Option<String> {
    cpp_decl(layouts, t, String::new())
}

fn cpp_decl(layouts: &Layouts<'_>, t: &Ty, inner: String) -> Option<String> {
    Some(match t {
        Ty::Builtin(b, cv) => with_inner(cv_prefix(*cv) + cast_name(*b).as_str(), inner),
        Ty::Class(c, cv) => {
            let mut s = cv_prefix(*cv);
            s.push_str("::");
            if c.path.iter().any(|p| p.is_empty() || p.starts_with('<')) {
                return None;
            }
            s.push_str(&c.path.join("::"));
            if !c.args.is_empty() {
                let args: Option<Vec<String>> = c
                    .args
                    .iter()
                    .map(|a| match a {
                        TemplateArg::Type(t) => cpp_type(layouts, t),
                        TemplateArg::Value { value, .. } => Some(value.to_string()),
                        _ => None,
                    })
                    .collect();
                s.push_str(&format!("<{} >", args?.join(", ")));
            }
            with_inner(s, inner)
        }
        Ty::Pointer(p, cv) => cpp_decl(layouts, p, pointer_declarator(*cv, false, &inner))?,
        Ty::LRef(p) => cpp_decl(layouts, p, format!("&{inner}"))?,
        Ty::RRef(p) => cpp_decl(layouts, p, format!("&&{inner}"))?,
        Ty::Array(e, n) => {
            let inner = parenthesize(inner);
            let n = n.map(|n| n.to_string()).unwrap_or_default();
            cpp_decl(layouts, e, format!("{inner}[{n}]"))?
        }
        Ty::Function(sig) => {
            let inner = parenthesize(inner);
            let mut params = sig
                .params
                .iter()
                .map(|p| cpp_type(layouts, p))
                .collect::<Option<Vec<_>>>()?;
            if sig.variadic {
                params.push("...".into());
            }
            let params = if params.is_empty() {
                "void".to_string()
            } else {
                params.join(", ")
            };
            cpp_decl(layouts, &sig.ret, format!("{inner}({params})"))?
        }
        Ty::Param { .. } | Ty::Unknown(_) => return None,
    })
}
