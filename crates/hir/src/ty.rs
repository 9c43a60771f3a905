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
    NullptrT,
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

    /// Replaces template parameters by the given arguments.
    pub fn substitute(&self, args: &[TemplateArg]) -> Ty {
        match self {
            Ty::Param { index, cv, .. } => match args.get(*index as usize) {
                Some(TemplateArg::Type(t)) => t.clone().with_cv(*cv),
                _ => self.clone(),
            },
            Ty::Builtin(..) | Ty::Unknown(_) => self.clone(),
            Ty::Class(c, cv) => Ty::Class(
                ClassName {
                    path: c.path.clone(),
                    args: c.args.iter().map(|a| a.substitute(args)).collect(),
                    is_enum: c.is_enum,
                },
                *cv,
            ),
            Ty::Pointer(t, cv) => Ty::Pointer(Box::new(t.substitute(args)), *cv),
            Ty::LRef(t) => Ty::LRef(Box::new(t.substitute(args))),
            Ty::RRef(t) => Ty::RRef(Box::new(t.substitute(args))),
            Ty::Array(t, n) => Ty::Array(Box::new(t.substitute(args)), *n),
            Ty::Function(sig) => Ty::Function(Box::new(FnSig {
                ret: sig.ret.substitute(args),
                params: sig.params.iter().map(|p| p.substitute(args)).collect(),
                variadic: sig.variadic,
            })),
        }
    }

    /// The type with references removed.
    pub fn strip_ref(&self) -> &Ty {
        match self {
            Ty::LRef(t) | Ty::RRef(t) => t,
            t => t,
        }
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

    pub fn substitute(&self, args: &[TemplateArg]) -> TemplateArg {
        match self {
            TemplateArg::Type(t) => TemplateArg::Type(t.substitute(args)),
            TemplateArg::Value { ty, value } => TemplateArg::Value {
                ty: ty.substitute(args),
                value: *value,
            },
            TemplateArg::Other(s) => TemplateArg::Other(s.clone()),
            TemplateArg::Pack(p) => {
                TemplateArg::Pack(p.iter().map(|a| a.substitute(args)).collect())
            }
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

mod display;
mod mangle;
pub use display::*;
pub use mangle::*;
