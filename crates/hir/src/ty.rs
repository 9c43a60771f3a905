//! A small model of C++ types: enough to print a function's signature the
//! way cudafe++ and cicc print it in diagnostics, to mangle it (Itanium ABI),
//! and to deduce template arguments in the common cases.
//!
//! Types are plain values (no interning): they are small, compared rarely,
//! and must be `Eq + Hash` to live in salsa results.

use smol_str::SmolStr;

/// cv-qualifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Cv {
    pub is_const: bool,
    pub is_volatile: bool,
}

/// The fundamental types, by their canonical C++ spelling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Builtin {
    Void,
    Bool,
    Char,
    SignedChar,
    UnsignedChar,
    WChar,
    Char8,
    Char16,
    Char32,
    Short,
    UnsignedShort,
    Int,
    UnsignedInt,
    Long,
    UnsignedLong,
    LongLong,
    UnsignedLongLong,
    Int128,
    UnsignedInt128,
    Float,
    Double,
    LongDouble,
    Float128,
    /// The extended floating-point types EDG knows as keywords: `__bf16`
    /// (bfloat16), `_Float16` and `__fp16` (IEEE half precision).
    BFloat16,
    Float16,
    Fp16,
    NullptrT,
}

impl Builtin {
    /// A floating-point type.
    pub fn is_floating(self) -> bool {
        use Builtin::*;
        matches!(
            self,
            Float | Double | LongDouble | Float128 | BFloat16 | Float16 | Fp16
        )
    }

    /// The extended floating-point type a keyword-like name spells
    /// (`__bf16`, `_Float16`, `__fp16`: names to the parser, not keywords).
    pub fn extended_float(name: &str) -> Option<Builtin> {
        match name {
            "__bf16" => Some(Builtin::BFloat16),
            "_Float16" => Some(Builtin::Float16),
            "__fp16" => Some(Builtin::Fp16),
            _ => None,
        }
    }

    /// An integer or character type (not `bool`): the types a cast of a
    /// null pointer constant keeps it one through.
    pub fn is_integral(self) -> bool {
        use Builtin::*;
        matches!(
            self,
            Char | SignedChar
                | UnsignedChar
                | WChar
                | Char8
                | Char16
                | Char32
                | Short
                | UnsignedShort
                | Int
                | UnsignedInt
                | Long
                | UnsignedLong
                | LongLong
                | UnsignedLongLong
                | Int128
                | UnsignedInt128
        )
    }
}

/// A class (or enum) type named by its scopes: `ns::Q` is
/// `["ns", "Q"]`; template arguments apply to the last component.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ClassName {
    pub path: Vec<SmolStr>,
    pub args: Vec<TemplateArg>,
    /// The innermost scope is a namespace or the global scope (as opposed
    /// to a class): EDG prints the two differently.
    pub is_enum: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TemplateArg {
    Type(Ty),
    /// A non-type argument, with its type (`(int)3` in EDG's printing).
    Value {
        ty: Ty,
        value: i128,
    },
    /// An argument that could not be evaluated (printed as written).
    Other(SmolStr),
    /// The arguments of a template parameter pack.
    Pack(Vec<TemplateArg>),
}

impl TemplateArg {
    /// As a specialization's argument, it may match several (a partial
    /// specialization's own parameter, or one not understood).
    pub fn may_vary(&self) -> bool {
        match self {
            TemplateArg::Type(t) => t.is_dependent() || matches!(t, Ty::Unknown(_)),
            TemplateArg::Value { .. } => false,
            TemplateArg::Other(_) => true,
            TemplateArg::Pack(args) => args.iter().any(TemplateArg::may_vary),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Ty {
    Builtin(Builtin, Cv),
    Class(ClassName, Cv),
    Pointer(Box<Ty>, Cv),
    LRef(Box<Ty>),
    RRef(Box<Ty>),
    Array(Box<Ty>, Option<u64>),
    Function(Box<FnSig>),
    /// A template type parameter: `index` (0-based) in its template
    /// parameter list, and its name as written.
    Param {
        index: u32,
        name: SmolStr,
        cv: Cv,
    },
    /// A type we do not model (dependent member types, decltype, ...),
    /// with its spelling.
    Unknown(SmolStr),
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FnSig {
    pub ret: Ty,
    pub params: Vec<Ty>,
    pub variadic: bool,
}

impl Ty {
    pub const VOID: Ty = Ty::Builtin(
        Builtin::Void,
        Cv {
            is_const: false,
            is_volatile: false,
        },
    );
    pub const INT: Ty = Ty::Builtin(
        Builtin::Int,
        Cv {
            is_const: false,
            is_volatile: false,
        },
    );

    pub fn builtin(b: Builtin) -> Ty {
        Ty::Builtin(b, Cv::default())
    }

    pub fn is_void(&self) -> bool {
        matches!(self, Ty::Builtin(Builtin::Void, _))
    }

    pub fn cv(&self) -> Cv {
        match self {
            Ty::Builtin(_, cv) | Ty::Class(_, cv) | Ty::Pointer(_, cv) | Ty::Param { cv, .. } => {
                *cv
            }
            _ => Cv::default(),
        }
    }

    pub fn with_cv(self, add: Cv) -> Ty {
        let merge = |cv: Cv| Cv {
            is_const: cv.is_const || add.is_const,
            is_volatile: cv.is_volatile || add.is_volatile,
        };
        match self {
            Ty::Builtin(b, cv) => Ty::Builtin(b, merge(cv)),
            Ty::Class(c, cv) => Ty::Class(c, merge(cv)),
            Ty::Pointer(t, cv) => Ty::Pointer(t, merge(cv)),
            Ty::Param { index, name, cv } => Ty::Param {
                index,
                name,
                cv: merge(cv),
            },
            // cv on an array applies to its elements
            Ty::Array(t, n) => Ty::Array(Box::new(t.with_cv(add)), n),
            other => other,
        }
    }

    pub fn without_cv(&self) -> Ty {
        match self {
            Ty::Builtin(b, _) => Ty::Builtin(*b, Cv::default()),
            Ty::Class(c, _) => Ty::Class(c.clone(), Cv::default()),
            Ty::Pointer(t, _) => Ty::Pointer(t.clone(), Cv::default()),
            Ty::Param { index, name, .. } => Ty::Param {
                index: *index,
                name: name.clone(),
                cv: Cv::default(),
            },
            other => other.clone(),
        }
    }

    /// Mentions a template parameter anywhere.
    pub fn is_dependent(&self) -> bool {
        match self {
            Ty::Param { .. } => true,
            Ty::Builtin(..) => false,
            Ty::Class(c, _) => c.args.iter().any(TemplateArg::is_dependent),
            Ty::Pointer(t, _) | Ty::LRef(t) | Ty::RRef(t) | Ty::Array(t, _) => t.is_dependent(),
            Ty::Function(sig) => sig.ret.is_dependent() || sig.params.iter().any(Ty::is_dependent),
            Ty::Unknown(_) => false,
        }
    }

    /// Has a part that was not understood (`Ty::Unknown`, an argument kept
    /// as written).
    pub fn mentions_unknown(&self) -> bool {
        match self {
            Ty::Unknown(_) => true,
            Ty::Builtin(..) | Ty::Param { .. } => false,
            Ty::Class(c, _) => c.args.iter().any(TemplateArg::mentions_unknown),
            Ty::Pointer(t, _) | Ty::LRef(t) | Ty::RRef(t) | Ty::Array(t, _) => t.mentions_unknown(),
            Ty::Function(sig) => {
                sig.ret.mentions_unknown() || sig.params.iter().any(Ty::mentions_unknown)
            }
        }
    }

    /// Replaces template parameters by the given arguments.
    pub fn substitute(&self, args: &[TemplateArg]) -> Ty {
        self.map_params(&|index, cv| match args.get(index as usize) {
            Some(TemplateArg::Type(t)) => Some(t.clone().with_cv(cv)),
            _ => None,
        })
    }

    /// Replaces each template parameter `f` maps (by index and cv) to a
    /// type; keeps the others.
    fn map_params(&self, f: &dyn Fn(u32, Cv) -> Option<Ty>) -> Ty {
        match self {
            Ty::Param { index, cv, .. } => f(*index, *cv).unwrap_or_else(|| self.clone()),
            Ty::Builtin(..) | Ty::Unknown(_) => self.clone(),
            Ty::Class(c, cv) => Ty::Class(
                ClassName {
                    path: c.path.clone(),
                    args: c.args.iter().map(|a| a.map_params(f)).collect(),
                    is_enum: c.is_enum,
                },
                *cv,
            ),
            Ty::Pointer(t, cv) => Ty::Pointer(Box::new(t.map_params(f)), *cv),
            Ty::LRef(t) => Ty::LRef(Box::new(t.map_params(f))),
            Ty::RRef(t) => Ty::RRef(Box::new(t.map_params(f))),
            Ty::Array(t, n) => Ty::Array(Box::new(t.map_params(f)), *n),
            Ty::Function(sig) => Ty::Function(Box::new(FnSig {
                ret: sig.ret.map_params(f),
                params: sig.params.iter().map(|p| p.map_params(f)).collect(),
                variadic: sig.variadic,
            })),
        }
    }

    /// The element type of a (multidimensional) array; any other type
    /// itself.
    pub fn array_element(&self) -> &Ty {
        match self {
            Ty::Array(inner, _) => inner.array_element(),
            t => t,
        }
    }

    /// The type with references removed.
    pub fn strip_ref(&self) -> &Ty {
        match self {
            Ty::LRef(t) | Ty::RRef(t) => t,
            t => t,
        }
    }

    /// The type with every pointer, reference and array of a declarator
    /// taken off (what the decl-specifiers wrote: `int` of `int *a[2]`).
    pub fn specified(&self) -> &Ty {
        let mut t = self;
        while let Ty::Pointer(inner, _) | Ty::LRef(inner) | Ty::RRef(inner) | Ty::Array(inner, _) =
            t
        {
            t = inner;
        }
        t
    }
}

impl TemplateArg {
    /// Mentions a template parameter.
    pub fn is_dependent(&self) -> bool {
        match self {
            TemplateArg::Type(t) => t.is_dependent(),
            TemplateArg::Value { ty, .. } => ty.is_dependent(),
            TemplateArg::Other(_) => false,
            TemplateArg::Pack(p) => p.iter().any(TemplateArg::is_dependent),
        }
    }

    /// Has a part that was not understood (see [`Ty::mentions_unknown`]).
    pub fn mentions_unknown(&self) -> bool {
        match self {
            TemplateArg::Type(t) | TemplateArg::Value { ty: t, .. } => t.mentions_unknown(),
            TemplateArg::Other(_) => true,
            TemplateArg::Pack(p) => p.iter().any(TemplateArg::mentions_unknown),
        }
    }

    pub fn substitute(&self, args: &[TemplateArg]) -> TemplateArg {
        self.map_params(&|index, cv| match args.get(index as usize) {
            Some(TemplateArg::Type(t)) => Some(t.clone().with_cv(cv)),
            _ => None,
        })
    }

    /// Replaces every template parameter by its type argument; `None` when
    /// one of them has no type argument among `args`.
    pub fn substitute_types(&self, args: &[TemplateArg]) -> Option<TemplateArg> {
        let missing = std::cell::Cell::new(false);
        let out = self.map_params(&|index, cv| match args.get(index as usize) {
            Some(TemplateArg::Type(t)) => Some(t.clone().with_cv(cv)),
            _ => {
                missing.set(true);
                None
            }
        });
        (!missing.get()).then_some(out)
    }

    fn map_params(&self, f: &dyn Fn(u32, Cv) -> Option<Ty>) -> TemplateArg {
        match self {
            TemplateArg::Type(t) => TemplateArg::Type(t.map_params(f)),
            TemplateArg::Value { ty, value } => TemplateArg::Value {
                ty: ty.map_params(f),
                value: *value,
            },
            TemplateArg::Other(s) => TemplateArg::Other(s.clone()),
            TemplateArg::Pack(p) => TemplateArg::Pack(p.iter().map(|a| a.map_params(f)).collect()),
        }
    }
}

/// One enclosing scope of an entity: a namespace or a class (with its
/// template arguments when it is a class template specialisation).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ScopeName {
    pub name: SmolStr,
    pub is_class: bool,
    pub args: Vec<TemplateArg>,
}

/// Everything needed to print or mangle a function's name.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FunctionName {
    /// Enclosing namespaces and classes, outermost first (an anonymous
    /// namespace has an empty name).
    pub scope: Vec<ScopeName>,
    /// The simple name: `f`, `operator+`, `operator()`, `S` (constructor),
    /// `~S` (destructor), `operator int` (conversion).
    pub name: SmolStr,
    /// For a function template specialisation, its template arguments.
    pub template_args: Option<Vec<TemplateArg>>,
    /// The signature as declared (in a template, parameters are `Ty::Param`).
    pub sig: FnSig,
    /// A `const` member function.
    pub is_const: bool,
    /// Declared inside `extern "C"`: printed and mangled as the bare name.
    pub extern_c: bool,
}

impl FunctionName {
    /// The names of the enclosing namespaces and classes, outermost first.
    pub fn scope_names(&self) -> Vec<&str> {
        self.scope.iter().map(|s| s.name.as_str()).collect()
    }

    /// The namespaces the function is in, outermost first (a member
    /// function's class is not one).
    pub fn namespaces(&self) -> Vec<SmolStr> {
        self.scope
            .iter()
            .take_while(|s| !s.is_class)
            .map(|s| s.name.clone())
            .collect()
    }
}

mod display;
mod mangle;
pub use display::*;
pub use mangle::*;

/// A declaration of an object of type `void` (#70) or of an array of
/// `void` (#89), written with the keyword (a typedef of `void` would be
/// named in the message).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum VoidObject {
    #[default]
    No,
    Object,
    Array,
}

impl VoidObject {
    /// What declaring an object of type `ty` is, `void_keyword` when its
    /// specifiers spell `void`.
    pub fn of(ty: &Ty, void_keyword: bool) -> VoidObject {
        match ty {
            _ if !void_keyword => VoidObject::No,
            t if t.is_void() => VoidObject::Object,
            Ty::Array(..) if ty.array_element().is_void() => VoidObject::Array,
            _ => VoidObject::No,
        }
    }

    pub fn is_some(self) -> bool {
        self != VoidObject::No
    }
}

/// A function type, or a pointer or reference to one, written around the
/// declarator `inner` as C++ declares it: `int (long)`, `B (*)()`,
/// `int (&)(int, ...)`, `void (**)(int *)`. `None` for other types.
fn function_declarator(t: &crate::ty::Ty, inner: String, names: &[SmolStr]) -> Option<String> {
    use crate::ty::Ty;
    match t {
        Ty::Function(sig) => {
            let mut params: Vec<String> = sig.params.iter().map(|p| plain_type(p, names)).collect();
            if sig.variadic {
                params.push("...".into());
            }
            let ret = plain_type(&sig.ret, names);
            Some(if inner.is_empty() {
                format!("{ret} ({})", params.join(", "))
            } else {
                format!("{ret} ({inner})({})", params.join(", "))
            })
        }
        Ty::Pointer(to, c) => {
            let star = if c.is_const { "*const " } else { "*" };
            function_declarator(to, format!("{star}{inner}").trim_end().to_string(), names)
        }
        Ty::LRef(to) => function_declarator(to, format!("&{inner}"), names),
        Ty::RRef(to) => function_declarator(to, format!("&&{inner}"), names),
        _ => None,
    }
}

/// A type as EDG writes it in instantiation contexts: `int *`, `const T &`.
pub fn plain_type(t: &crate::ty::Ty, names: &[SmolStr]) -> String {
    use crate::ty::Ty;
    let cv = |c: crate::ty::Cv, s: String| if c.is_const { format!("const {s}") } else { s };
    if let Some(s) = function_declarator(t, String::new(), names) {
        return s;
    }
    match t {
        Ty::Builtin(..) => crate::ty::edg_type(t),
        Ty::Param { index, cv: c, .. } => cv(
            *c,
            names
                .get(*index as usize)
                .map_or("T".to_string(), |n| n.to_string()),
        ),
        Ty::Class(c, q) => {
            // local classes print without the scope of their function
            let path: Vec<&str> = c
                .path
                .iter()
                .map(|p| p.as_str())
                .filter(|p| !p.starts_with("<local in"))
                .collect();
            let mut s = path.join("::");
            if !c.args.is_empty() {
                let args: Vec<String> = c
                    .args
                    .iter()
                    .map(|a| match a {
                        crate::ty::TemplateArg::Type(t) => plain_type(t, names),
                        crate::ty::TemplateArg::Value { value, .. } => value.to_string(),
                        crate::ty::TemplateArg::Other(s) => s.to_string(),
                        crate::ty::TemplateArg::Pack(p) => format!("<{} elements>", p.len()),
                    })
                    .collect();
                s = format!("{s}<{}>", args.join(", "));
            }
            cv(*q, s)
        }
        Ty::Pointer(inner, c) => {
            // `int **`: stars of a pointer to pointer are not spaced apart
            let inner = plain_type(inner, names);
            let s = if inner.ends_with('*') {
                format!("{inner}*")
            } else {
                format!("{inner} *")
            };
            if c.is_const { format!("{s}const") } else { s }
        }
        Ty::LRef(inner) => format!("{} &", plain_type(inner, names)),
        Ty::RRef(inner) => format!("{} &&", plain_type(inner, names)),
        Ty::Array(..) => {
            // `int [2][3]`: the element type, then every dimension
            let mut dims = String::new();
            let mut t = t;
            while let Ty::Array(inner, n) = t {
                dims.push_str(&format!("[{}]", n.map_or(String::new(), |n| n.to_string())));
                t = inner;
            }
            format!("{} {dims}", plain_type(t, names))
        }
        Ty::Unknown(s) => unknown_text(s).to_string(),
        Ty::Function(_) => crate::ty::edg_type(t),
    }
}

/// A type as EDG writes it in most messages (`Z`, `C::Priv`, `int *`).
pub fn edg_type_plain(t: &Ty) -> String {
    plain_type(t, &[])
}

/// A lambda's closure type is modelled as `Ty::Unknown` with its
/// description (`lambda [](int)->int`, as EDG prints it) and, after a
/// separator, what identifies it: the key of the function that defines it,
/// its index there, whether it is annotated `__device__`, whether that
/// function is device code, whether it is annotated `__host__`, and
/// whether that function is `__host__ __device__` (a lambda that is not an
/// extended one runs where the function that defines it runs).
const CLOSURE_SEP: char = '\u{1f}';

pub fn closure_type(
    desc: &str,
    owner: &str,
    index: u32,
    annotated: (bool, bool),
    in_device_code: bool,
    in_host_device_code: bool,
) -> Ty {
    Ty::Unknown(SmolStr::new(format!(
        "{desc}{CLOSURE_SEP}{owner}{CLOSURE_SEP}{index}{CLOSURE_SEP}{}{}{}{}",
        u8::from(annotated.1),
        u8::from(in_device_code),
        u8::from(annotated.0),
        u8::from(in_host_device_code),
    )))
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClosureInfo<'a> {
    pub desc: &'a str,
    pub owner: &'a str,
    pub index: u32,
    pub annotated_device: bool,
    pub in_device_code: bool,
    pub annotated_host: bool,
    pub in_host_device_code: bool,
}

pub fn closure_info(t: &Ty) -> Option<ClosureInfo<'_>> {
    let Ty::Unknown(s) = t else { return None };
    let mut parts = s.split(CLOSURE_SEP);
    let desc = parts.next()?;
    let owner = parts.next()?;
    let index = parts.next()?.parse().ok()?;
    let flags = parts.next()?.as_bytes();
    Some(ClosureInfo {
        desc,
        owner,
        index,
        annotated_device: flags.first() == Some(&b'1'),
        in_device_code: flags.get(1) == Some(&b'1'),
        annotated_host: flags.get(2) == Some(&b'1'),
        in_host_device_code: flags.get(3) == Some(&b'1'),
    })
}

/// The printable part of an unknown type's spelling.
pub fn unknown_text(s: &str) -> &str {
    s.split(CLOSURE_SEP).next().unwrap_or(s)
}

/// The class an alias names when it can stand for the class itself in
/// `Alias<args>`: an alias of a class without arguments (what `using
/// ns::Template;` records).
pub fn alias_of_class(t: &Ty) -> Option<Vec<SmolStr>> {
    match t {
        Ty::Class(c, cv) if c.args.is_empty() && *cv == Cv::default() => Some(c.path.clone()),
        _ => None,
    }
}
