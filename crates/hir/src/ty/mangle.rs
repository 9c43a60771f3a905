//! Itanium C++ ABI mangling of function names, as g++ does it, and the
//! broken "quirk" mangling that cudafe++ prints after an earlier error.
//!
//! Why a tree and not a string: the diagnostics name functions by the
//! *demangled* form of their mangled name, and NVIDIA's demangler (EDG's
//! `decode.c` with NVIDIA changes) prints a substitution (`S_`, `S0_`, ...)
//! by re-demangling the text it refers to, in a way that depends on *what
//! kind* of component was recorded there (a whole type, a scope prefix, a
//! template name). So mangling builds an [`MFunction`] tree in which every
//! substitution is an index into the list of recorded candidates
//! ([`Entry`]); [`mangle`] serialises the tree, and `display.rs` renders the
//! same tree the way the demangler would. One walk decides the
//! substitutions for both, so they cannot disagree.
//!
//! Choices (checked against g++ 12 and `nm`, see the test table):
//! - constructors mangle as `C1` and destructors as `D1` (complete object),
//!   which is what a call refers to and what cudafe++ prints (`_ZN1MC1E1?`);
//! - the anonymous namespace is g++'s `_GLOBAL__N_1` (cudafe++/cicc use a
//!   module-id based name that depends on the file path);
//! - `std::allocator` → `Sa`, `std::basic_string` → `Sb`, and the full
//!   `std::string`/`istream`/`ostream`/`iostream` specialisations → `Ss`,
//!   `Si`, `So`, `Sd`; other `std::` names use `St`;
//! - function parameters are adjusted as the language does (arrays and
//!   functions decay to pointers, top-level cv is dropped);
//! - `Ty::Unknown` becomes a vendor type `u<len><spelling>` and
//!   `TemplateArg::Other` an expression `X<len><spelling>E` (best effort:
//!   such names are not valid manglings of anything real).

use std::collections::HashMap;

use smol_str::SmolStr;

use super::{Builtin, ClassName, Cv, FunctionName, ScopeName, TemplateArg, Ty};

/// The Itanium mangled name of a function (`_Z1di`, `_ZNK1M2mcEi`,
/// `_Z2tdIiET_S0_`); `extern "C"` functions are their bare name.
pub fn mangle(f: &FunctionName) -> String {
    mangle_with(f, &MangleConfig::default())
}

/// What the Itanium ABI leaves to the compiler, decided the way CUDA's
/// front ends decide it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct MangleConfig {
    /// The anonymous namespace's name: cudafe++ and cicc use
    /// `_GLOBAL__N_<module id>` (so that host and device agree across
    /// translation units); `None` is g++'s `_GLOBAL__N_1`.
    pub anon_namespace: Option<SmolStr>,
    /// Closure types this mangling can name, by the spelling of their
    /// `Ty::Unknown` (see `ty::closure_type`); others mangle as vendor
    /// types.
    pub closures: Vec<(SmolStr, ClosureMangle)>,
    /// Mangle extended `__device__` lambdas as the host side names the
    /// kernel instances they are passed to (`Unvdl`), not as closure
    /// types (`Ul`).
    pub nvdl: bool,
}

/// What the mangling of an extended `__device__` lambda's closure type
/// needs (checked with the oracle: cicc names the device instance after
/// the closure, `Z5scalePfifEUlfE_`, and cudafe++ the host stub after the
/// wrapper, `Z5scalePfifEUnvdl1_PFvS0_ifE5scale1_fE`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ClosureMangle {
    /// The enclosing function (its encoding starts the local name).
    pub owner: FunctionName,
    /// The enclosing function as the wrapper's tag prints it
    /// (`     ::f`, ` :: ns::f`).
    pub function_text: String,
    /// `main`'s encoding has no parameter types.
    pub owner_is_main: bool,
    /// The lambda's parameter types.
    pub params: Vec<Ty>,
    /// Among the closures of the function with the same parameter types,
    /// 0-based (the first has no number).
    pub discriminator: u32,
    /// The wrapper's tag: a pointer to the enclosing function's type
    /// (for a non-static member function, a pointer to member of
    /// `member_of`, the function's type being the pointee)...
    pub function_pointer: Ty,
    pub member_of: Option<Ty>,
    /// ... the lambda's 1-based number among the function's extended
    /// lambdas, the trailing return type if written, and the captured
    /// variables' types.
    pub id: u32,
    pub trailing_return: Option<Ty>,
    pub captures: Vec<Ty>,
    /// The enclosing function is defined in its class's body: cicc
    /// declares such closures' typedefs after the others (observed).
    pub deferred: bool,
}

/// [`mangle`] with the given configuration.
pub fn mangle_with(f: &FunctionName, cfg: &MangleConfig) -> String {
    if f.extern_c {
        return f.name.to_string();
    }
    let mut b = Builder::new(false);
    b.configure(cfg);
    let m = b.function(f);
    let mut out = String::new();
    ser_function(&m, &mut out);
    out
}

/// The mangled name of a variable: the bare identifier at global scope
/// (as for C), `_ZN <scopes> <name> E` in a namespace or class.
pub fn mangle_variable(scope: &[ScopeName], name: &str, cfg: &MangleConfig) -> String {
    if scope.is_empty() {
        return name.to_string();
    }
    let mut b = Builder::new(false);
    b.configure(cfg);
    let path: Path = scope
        .iter()
        .map(|s| {
            let args = (!s.args.is_empty()).then(|| s.args.clone());
            (s.name.clone(), args)
        })
        .collect();
    let comps = b.prefix(&path);
    let mut out = String::from("_ZN");
    ser_comps(&comps, &mut out);
    ser_source(name, &mut out);
    out.push('E');
    out
}

/// `_Z` followed by the mangling of a type (`_ZN2ns1QE`, `_Z2TSIiE`): the
/// names cicc gives the typedefs it writes for class types in stub files.
pub fn mangle_type(t: &Ty, cfg: &MangleConfig) -> String {
    let mut b = Builder::new(false);
    b.configure(cfg);
    let m = b.ty(t);
    let mut out = String::from("_Z");
    ser_type(&m, &mut out);
    out
}

/// What cudafe++ prints for a host → device callee once the translation
/// unit has had an error: the mangling with every *type* (parameter types,
/// template type arguments, the type of a non-type template argument, the
/// return type of a function template, the target of a conversion
/// function) replaced by the two characters `1?`, printed raw because its
/// demangler rejects `?`. Nothing takes part in substitutions
/// (`d(S, S)` → `_Z2d11?1?`, checked with the oracle). When no `1?` is left
/// (no parameters, no template arguments: `_Z2d0v`, `_ZNK1M2m0Ev`,
/// `_ZN1MD1Ev`) the name demangles fine, so the demangled form is printed:
/// then this returns [`super::edg_function_name`]. `extern "C"`: the name.
pub fn quirk_mangled_name(f: &FunctionName) -> String {
    if f.extern_c {
        return f.name.to_string();
    }
    let mut b = Builder::new(true);
    let m = b.function(f);
    let mut out = String::new();
    ser_function(&m, &mut out);
    if out.contains("1?") {
        out
    } else {
        super::edg_function_name(f)
    }
}

// ---------------------------------------------------------------------------
// The mangled tree

/// A mangled function: `_Z <name> [<return type>] <parameter types>`.
#[derive(Debug, Clone)]
pub(super) struct MFunction {
    pub name: MFuncName,
    /// Only function templates encode their return type (and not
    /// constructors, destructors or conversion functions).
    pub ret: Option<MType>,
    pub params: Vec<MType>,
    pub variadic: bool,
    /// ABI tags of the return type that the parameters do not carry
    /// (`_Z1fB5cxx11v`): only in the mangled string, the demangled names
    /// EDG prints leave them out.
    pub abi_tags: Vec<&'static str>,
}

#[derive(Debug, Clone)]
pub(super) enum MFuncName {
    /// `d`, `St2sf`, `2tdIiE` (`std` = the `St` prefix).
    Unscoped {
        std: bool,
        unq: Unq,
        targs: Option<Vec<MArg>>,
    },
    /// `N [K] <prefix> <name> [<template args>] E`.
    Nested {
        is_const: bool,
        comps: Vec<MComp>,
        unq: Unq,
        targs: Option<Vec<MArg>>,
    },
}

/// The last component of a name.
#[derive(Debug, Clone)]
pub(super) enum Unq {
    Source(SmolStr),
    /// The anonymous namespace (`_GLOBAL__N_1`).
    Anon,
    Operator {
        code: &'static str,
        sym: &'static str,
    },
    /// Constructor / destructor of the class named by the string.
    Ctor(SmolStr),
    Dtor(SmolStr),
    /// `cv <type>`.
    Conversion(Box<MType>),
}

/// One component of a nested name, with its template arguments.
#[derive(Debug, Clone)]
pub(super) struct MComp {
    pub head: CompHead,
    pub args: Option<Vec<MArg>>,
}

#[derive(Debug, Clone)]
pub(super) enum CompHead {
    Name(Unq),
    /// `St` (the `std` namespace as the first component).
    Std,
    Subst(usize),
}

#[derive(Debug, Clone)]
pub(super) enum MType {
    Builtin(Builtin),
    Cv(Cv, Box<MType>),
    Ptr(Box<MType>),
    LRef(Box<MType>),
    RRef(Box<MType>),
    Array(Option<u64>, Box<MType>),
    Func {
        ret: Box<MType>,
        params: Vec<MType>,
        variadic: bool,
    },
    /// A template parameter by 0-based index (`T_`, `T0_`, ...).
    Param(u32),
    /// `u <source-name>`: a type we only know by its spelling.
    Vendor(SmolStr),
    Class(MClass),
    Subst(usize),
    /// The `1?` of the quirk mangling.
    Quirk,
    /// `Dp <type>`: a pack expansion (`Ts...`).
    PackExpansion(Box<MType>),
    /// A lambda's closure type, local to its function.
    Closure(Box<MClosure>),
    /// `M <class type> <member type>`: a pointer to member.
    MemberPtr(Box<MType>, Box<MType>),
}

#[derive(Debug, Clone)]
pub(super) struct MClosure {
    pub owner: MFunction,
    /// The owner's encoding has no parameter types (`main`).
    pub owner_bare: bool,
    pub tail: ClosureTail,
}

#[derive(Debug, Clone)]
pub(super) enum ClosureTail {
    Lambda {
        params: Vec<MType>,
        discriminator: u32,
    },
    Nvdl {
        function_pointer: MType,
        comps: Vec<MComp>,
        /// A `const` member function (`NK...E`).
        is_const: bool,
        name: SmolStr,
        trailing_return: Option<MType>,
        id: u32,
        captures: Vec<MType>,
    },
}

#[derive(Debug, Clone)]
pub(super) enum MClass {
    /// `1S`, `St1X`.
    Unscoped { std: bool, unq: Unq },
    /// `2TSIiE`, `St6vectorIiE`, `S_IfE`, `SaIiE`.
    Template { head: TemplateHead, args: Vec<MArg> },
    /// `N ... E`.
    Nested(Vec<MComp>),
    /// `Ss`, `Si`, `So`, `Sd`: whole specialisations with an abbreviation.
    StdAbbrev(&'static str),
}

#[derive(Debug, Clone)]
pub(super) enum TemplateHead {
    Name {
        std: bool,
        unq: Unq,
    },
    Subst(usize),
    /// `Sa`, `Sb`.
    StdAbbrev(&'static str),
}

#[derive(Debug, Clone)]
pub(super) enum MArg {
    Type(MType),
    /// `L <type> <value> E`.
    Literal {
        ty: MType,
        value: i128,
    },
    /// `X <expression> E` (an argument we only know by its spelling).
    Expr(SmolStr),
    /// `J <args> E`: the arguments of a parameter pack.
    Pack(Vec<MArg>),
}

/// A substitution candidate, in the order the mangling records them.
#[derive(Debug, Clone)]
pub(super) struct Entry {
    pub kind: EntryKind,
}

/// What was recorded: the demangler re-demangles a substitution according
/// to this, which is why the printed text depends on it.
#[derive(Debug, Clone)]
pub(super) enum EntryKind {
    /// A whole type (recorded at a `<type>`).
    Type(MType),
    /// A scope prefix of a nested name (namespace or class), as the list of
    /// components from the start of that nested name.
    Prefix(Vec<MComp>),
    /// The template-name part of a nested name (`ns::NT` in `ns::NT<int>`).
    TemplatePrefix(Vec<MComp>),
    /// An unscoped template name (`TS` of `2TSIiE`, `td` of `_Z2tdIiE...`).
    UnscopedTemplate { std: bool, unq: Unq },
}

/// The identity of a substitutable entity, to find it again.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Key {
    /// A namespace or class (also a class used as a type): full path, each
    /// component with its template arguments (`None`: not a template).
    Scope(Vec<(SmolStr, Option<Vec<TemplateArg>>)>),
    /// A template name, by its full path.
    Template(Vec<SmolStr>),
    /// Any other type (pointers, cv-qualified types, template parameters...).
    Type(Ty),
}

type Path = Vec<(SmolStr, Option<Vec<TemplateArg>>)>;

/// Walks a function name in mangling order, records substitution
/// candidates and builds the tree.
pub(super) struct Builder {
    pub entries: Vec<Entry>,
    keys: HashMap<Key, usize>,
    /// Build the quirk mangling: every type is `1?`, nothing is recorded.
    quirk: bool,
    /// The anonymous namespace's name, if not g++'s.
    anon: Option<SmolStr>,
    closures: Vec<(SmolStr, ClosureMangle)>,
    nvdl: bool,
}

impl Builder {
    pub fn new(quirk: bool) -> Builder {
        Builder {
            entries: Vec::new(),
            keys: HashMap::new(),
            quirk,
            anon: None,
            closures: Vec::new(),
            nvdl: false,
        }
    }

    fn configure(&mut self, cfg: &MangleConfig) {
        self.anon = cfg.anon_namespace.clone();
        self.closures = cfg.closures.clone();
        self.nvdl = cfg.nvdl;
    }

    fn lookup(&self, key: &Key) -> Option<usize> {
        self.keys.get(key).copied()
    }

    fn record(&mut self, key: Key, kind: EntryKind) {
        if self.quirk || self.keys.contains_key(&key) {
            return;
        }
        self.keys.insert(key, self.entries.len());
        self.entries.push(Entry { kind });
    }

    pub fn function(&mut self, f: &FunctionName) -> MFunction {
        let kind = name_kind(f);
        // `std::f` and `f` are unscoped; anything else is a nested name
        let std_only = f.scope.len() == 1 && f.scope[0].name == "std" && !f.scope[0].is_class;
        let unscoped = f.scope.is_empty() || std_only;
        let scope: Path = f
            .scope
            .iter()
            .map(|s| {
                (
                    s.name.clone(),
                    if s.args.is_empty() {
                        None
                    } else {
                        Some(s.args.clone())
                    },
                )
            })
            .collect();

        let comps = if unscoped {
            Vec::new()
        } else {
            self.prefix(&scope)
        };
        let unq = self.unqualified(f, &kind);

        let mut name_path: Vec<SmolStr> = f.scope.iter().map(|s| s.name.clone()).collect();
        name_path.push(f.name.clone());
        let targs = f.template_args.as_ref().map(|args| {
            // the template name is a candidate before its arguments
            let key = Key::Template(name_path.clone());
            if unscoped {
                self.record(
                    key,
                    EntryKind::UnscopedTemplate {
                        std: std_only,
                        unq: unq.clone(),
                    },
                );
            } else {
                let mut c = comps.clone();
                c.push(MComp {
                    head: CompHead::Name(unq.clone()),
                    args: None,
                });
                self.record(key, EntryKind::TemplatePrefix(c));
            }
            args.iter().map(|a| self.arg(a)).collect::<Vec<_>>()
        });

        let name = if unscoped {
            MFuncName::Unscoped {
                std: std_only,
                unq,
                targs: targs.clone(),
            }
        } else {
            MFuncName::Nested {
                is_const: f.is_const,
                comps,
                unq,
                targs: targs.clone(),
            }
        };
        let has_ret = targs.is_some() && matches!(kind, NameKind::Plain | NameKind::Operator(..));
        let ret = has_ret.then(|| self.ty(&f.sig.ret));
        // a parameter whose type names a pack (`Ts... args`) is an expansion
        let packs: Vec<u32> = f
            .template_args
            .iter()
            .flatten()
            .enumerate()
            .filter(|(_, a)| matches!(a, TemplateArg::Pack(_)))
            .map(|(i, _)| i as u32)
            .collect();
        let params = effective_params(&f.sig.params)
            .iter()
            .map(|p| {
                let m = self.ty(&adjust_param(p));
                if !packs.is_empty() && mentions_param(p, &packs) {
                    MType::PackExpansion(Box::new(m))
                } else {
                    m
                }
            })
            .collect();
        // what a plain function's mangling does not show of its return
        // type (a template's encodes the return type itself)
        let abi_tags =
            if targs.is_none() && matches!(kind, NameKind::Plain | NameKind::Operator(..)) {
                let mut in_params = Vec::new();
                for p in &f.sig.params {
                    abi_tags(p, &mut in_params);
                }
                let mut tags = Vec::new();
                abi_tags(&f.sig.ret, &mut tags);
                tags.retain(|t| !in_params.contains(t));
                tags
            } else {
                Vec::new()
            };
        MFunction {
            name,
            ret,
            params,
            variadic: f.sig.variadic,
            abi_tags,
        }
    }

    fn unqualified(&mut self, f: &FunctionName, kind: &NameKind) -> Unq {
        match kind {
            NameKind::Plain => Unq::Source(f.name.clone()),
            NameKind::Operator(code, sym) => Unq::Operator { code, sym },
            NameKind::Ctor => Unq::Ctor(f.name.clone()),
            NameKind::Dtor => Unq::Dtor(SmolStr::new(f.name.trim_start_matches('~').trim())),
            NameKind::Conversion(t) => Unq::Conversion(Box::new(self.ty(t))),
        }
    }

    /// A scope path used as the prefix of a nested name: every level is a
    /// candidate (except a lone `std`), the longest known one is substituted.
    fn prefix(&mut self, path: &[(SmolStr, Option<Vec<TemplateArg>>)]) -> Vec<MComp> {
        let n = path.len();
        if n == 0 {
            return Vec::new();
        }
        if let Some(i) = self.lookup(&Key::Scope(path.to_vec())) {
            return vec![MComp {
                head: CompHead::Subst(i),
                args: None,
            }];
        }
        let comps = self.path_levels(path);
        if !(n == 1 && path[0].0 == "std") {
            self.record(Key::Scope(path.to_vec()), EntryKind::Prefix(comps.clone()));
        }
        comps
    }

    /// The components of `path` whose last level is mangled here (not
    /// looked up as a whole): the caller records the whole.
    fn path_levels(&mut self, path: &[(SmolStr, Option<Vec<TemplateArg>>)]) -> Vec<MComp> {
        let n = path.len();
        let (name, args) = &path[n - 1];
        let anon = self.anon.clone();
        let head_of = |i: usize, name: &SmolStr| -> CompHead {
            if i == 0 && name == "std" {
                CompHead::Std
            } else if name.is_empty() {
                match &anon {
                    Some(a) => CompHead::Name(Unq::Source(a.clone())),
                    None => CompHead::Name(Unq::Anon),
                }
            } else {
                CompHead::Name(Unq::Source(name.clone()))
            }
        };
        let mut comps = match args {
            Some(args) => {
                let names: Vec<SmolStr> = path.iter().map(|p| p.0.clone()).collect();
                let key = Key::Template(names);
                let mut comps = match self.lookup(&key) {
                    Some(i) => vec![MComp {
                        head: CompHead::Subst(i),
                        args: None,
                    }],
                    None => {
                        let mut c = self.prefix(&path[..n - 1]);
                        c.push(MComp {
                            head: head_of(n - 1, name),
                            args: None,
                        });
                        self.record(key, EntryKind::TemplatePrefix(c.clone()));
                        c
                    }
                };
                let margs = args.iter().map(|a| self.arg(a)).collect();
                comps.last_mut().unwrap().args = Some(margs);
                return comps;
            }
            None => self.prefix(&path[..n - 1]),
        };
        comps.push(MComp {
            head: head_of(n - 1, name),
            args: None,
        });
        comps
    }

    pub fn ty(&mut self, t: &Ty) -> MType {
        if self.quirk {
            return MType::Quirk;
        }
        match t {
            Ty::Builtin(b, cv) if !is_cv(*cv) => return MType::Builtin(*b),
            Ty::Unknown(s) => {
                let Some(c) = self
                    .closures
                    .iter()
                    .find(|c| c.0 == *s)
                    .map(|c| c.1.clone())
                else {
                    return MType::Vendor(s.clone());
                };
                let key = Key::Type(t.clone());
                if let Some(i) = self.lookup(&key) {
                    return MType::Subst(i);
                }
                let m = MType::Closure(Box::new(self.closure(&c)));
                self.record(key, EntryKind::Type(m.clone()));
                return m;
            }
            Ty::Class(c, cv) if !is_cv(*cv) => return self.class(c),
            _ => {}
        }
        let key = Key::Type(t.clone());
        if let Some(i) = self.lookup(&key) {
            return MType::Subst(i);
        }
        let m = match t {
            Ty::Builtin(..) | Ty::Class(..) | Ty::Pointer(..) | Ty::Param { .. }
                if is_cv(t.cv()) =>
            {
                // the unqualified type first, then the qualified one
                let inner = self.ty(&t.without_cv());
                MType::Cv(t.cv(), Box::new(inner))
            }
            Ty::Pointer(inner, _) => MType::Ptr(Box::new(self.ty(inner))),
            Ty::LRef(inner) => MType::LRef(Box::new(self.ty(inner))),
            Ty::RRef(inner) => MType::RRef(Box::new(self.ty(inner))),
            Ty::Array(inner, n) => MType::Array(*n, Box::new(self.ty(inner))),
            Ty::Function(sig) => {
                let ret = Box::new(self.ty(&sig.ret));
                let params = effective_params(&sig.params)
                    .iter()
                    .map(|p| self.ty(&adjust_param(p)))
                    .collect();
                MType::Func {
                    ret,
                    params,
                    variadic: sig.variadic,
                }
            }
            Ty::Param { index, .. } => MType::Param(*index),
            Ty::Builtin(..) | Ty::Class(..) | Ty::Unknown(_) => unreachable!(),
        };
        self.record(key, EntryKind::Type(m.clone()));
        m
    }

    /// `Z <encoding> E <closure name>`, the closure named as a lambda
    /// (`Ul <params> E [n] _`) or as cudafe++'s wrapper
    /// (`Unvdl <captures>_ <tag function type> <function name> <id>_
    /// <capture types>`, without a closing `E`; `Unvdtl` with the trailing
    /// return type after the name).
    fn closure(&mut self, c: &ClosureMangle) -> MClosure {
        let mut owner = self.function(&c.owner);
        if c.owner_is_main {
            owner.params.clear();
        }
        let tail = if self.nvdl {
            let function_pointer = match (&c.member_of, &c.function_pointer) {
                // `M <class> [K] <function type>`
                (Some(class), Ty::Pointer(f, _)) => {
                    let class = self.ty(class);
                    let f = self.ty(f);
                    let f = if c.owner.is_const {
                        MType::Cv(
                            Cv {
                                is_const: true,
                                is_volatile: false,
                            },
                            Box::new(f),
                        )
                    } else {
                        f
                    };
                    MType::MemberPtr(Box::new(class), Box::new(f))
                }
                _ => self.ty(&c.function_pointer),
            };
            let scope: Path = c
                .owner
                .scope
                .iter()
                .map(|s| (s.name.clone(), (!s.args.is_empty()).then(|| s.args.clone())))
                .collect();
            let comps = self.prefix(&scope);
            let trailing_return = c.trailing_return.as_ref().map(|t| self.ty(t));
            let captures = c.captures.iter().map(|t| self.ty(t)).collect();
            ClosureTail::Nvdl {
                function_pointer,
                comps,
                is_const: c.owner.is_const,
                name: c.owner.name.clone(),
                trailing_return,
                id: c.id,
                captures,
            }
        } else {
            let params = c.params.iter().map(|p| self.ty(&adjust_param(p))).collect();
            ClosureTail::Lambda {
                params,
                discriminator: c.discriminator,
            }
        };
        MClosure {
            owner,
            owner_bare: c.owner_is_main,
            tail,
        }
    }

    fn class(&mut self, c: &ClassName) -> MType {
        let path = class_path(c);
        let key = Key::Scope(path.clone());
        if let Some(i) = self.lookup(&key) {
            return MType::Subst(i);
        }
        let names: Vec<&str> = c.path.iter().map(|s| s.as_str()).collect();
        let m = if let Some(abbrev) = std_abbrev(c) {
            // a substitution in itself: nothing is recorded
            return MType::Class(MClass::StdAbbrev(abbrev));
        } else if let (["std", "allocator"] | ["std", "basic_string"], false) =
            (names.as_slice(), c.args.is_empty())
        {
            let abbrev = if names[1] == "allocator" { "Sa" } else { "Sb" };
            let args = c.args.iter().map(|a| self.arg(a)).collect();
            MClass::Template {
                head: TemplateHead::StdAbbrev(abbrev),
                args,
            }
        } else if is_unscoped(&c.path) {
            let std = c.path.len() == 2;
            let unq = Unq::Source(c.path.last().cloned().unwrap_or_default());
            if c.args.is_empty() {
                MClass::Unscoped { std, unq }
            } else {
                let tkey = Key::Template(c.path.clone());
                let head = match self.lookup(&tkey) {
                    Some(i) => TemplateHead::Subst(i),
                    None => {
                        self.record(
                            tkey,
                            EntryKind::UnscopedTemplate {
                                std,
                                unq: unq.clone(),
                            },
                        );
                        TemplateHead::Name { std, unq }
                    }
                };
                let args = c.args.iter().map(|a| self.arg(a)).collect();
                MClass::Template { head, args }
            }
        } else {
            MClass::Nested(self.path_levels(&path))
        };
        let m = MType::Class(m);
        self.record(key, EntryKind::Type(m.clone()));
        m
    }

    fn arg(&mut self, a: &TemplateArg) -> MArg {
        match a {
            TemplateArg::Type(t) => MArg::Type(self.ty(t)),
            TemplateArg::Value { ty, value } => MArg::Literal {
                ty: self.ty(ty),
                value: *value,
            },
            TemplateArg::Other(s) => MArg::Expr(s.clone()),
            TemplateArg::Pack(p) => MArg::Pack(p.iter().map(|a| self.arg(a)).collect()),
        }
    }
}

/// Whether a type mentions one of these template parameters.
fn mentions_param(t: &Ty, params: &[u32]) -> bool {
    match t {
        Ty::Param { index, .. } => params.contains(index),
        Ty::Pointer(p, _) | Ty::LRef(p) | Ty::RRef(p) | Ty::Array(p, _) => {
            mentions_param(p, params)
        }
        Ty::Class(c, _) => c.args.iter().any(|a| match a {
            TemplateArg::Type(t) => mentions_param(t, params),
            _ => false,
        }),
        Ty::Function(sig) => {
            mentions_param(&sig.ret, params) || sig.params.iter().any(|p| mentions_param(p, params))
        }
        _ => false,
    }
}

fn is_cv(cv: Cv) -> bool {
    cv.is_const || cv.is_volatile
}

/// A class at global scope, or directly in `std` (`St1X`), has an unscoped
/// name; the anonymous namespace makes a nested name.
fn is_unscoped(path: &[SmolStr]) -> bool {
    match path {
        [name] => !name.is_empty(),
        [std, name] => std == "std" && !name.is_empty(),
        _ => false,
    }
}

fn class_path(c: &ClassName) -> Path {
    let n = c.path.len();
    c.path
        .iter()
        .enumerate()
        .map(|(i, s)| {
            (
                s.clone(),
                if i + 1 == n && !c.args.is_empty() {
                    Some(c.args.clone())
                } else {
                    None
                },
            )
        })
        .collect()
}

/// `Ss`, `Si`, `So`, `Sd`: the standard abbreviations of whole types.
fn std_abbrev(c: &ClassName) -> Option<&'static str> {
    let names: Vec<&str> = c.path.iter().map(|s| s.as_str()).collect();
    let is_char = |a: &TemplateArg| matches!(a, TemplateArg::Type(Ty::Builtin(Builtin::Char, cv)) if !is_cv(*cv));
    let is_std_of_char = |a: &TemplateArg, name: &str| match a {
        TemplateArg::Type(Ty::Class(c, cv)) => {
            !is_cv(*cv)
                && c.path.len() == 2
                && c.path[0] == "std"
                && c.path[1] == name
                && c.args.len() == 1
                && is_char(&c.args[0])
        }
        _ => false,
    };
    match (names.as_slice(), c.args.as_slice()) {
        (["std", "basic_string"], [ch, tr, al])
            if is_char(ch)
                && is_std_of_char(tr, "char_traits")
                && is_std_of_char(al, "allocator") =>
        {
            Some("Ss")
        }
        (["std", stream], [ch, tr]) if is_char(ch) && is_std_of_char(tr, "char_traits") => {
            match *stream {
                "basic_istream" => Some("Si"),
                "basic_ostream" => Some("So"),
                "basic_iostream" => Some("Sd"),
                _ => None,
            }
        }
        _ => None,
    }
}

/// `f(void)` is `f()`.
pub(super) fn effective_params(params: &[Ty]) -> &[Ty] {
    match params {
        [Ty::Builtin(Builtin::Void, _)] => &[],
        p => p,
    }
}

/// The type of a parameter as part of the function type: arrays and
/// functions decay to pointers, top-level cv-qualifiers go.
pub(super) fn adjust_param(t: &Ty) -> Ty {
    match t {
        Ty::Array(elem, _) => Ty::Pointer(elem.clone(), Cv::default()),
        Ty::Function(_) => Ty::Pointer(Box::new(t.clone()), Cv::default()),
        t => t.without_cv(),
    }
}

/// What kind of name a function has; operators carry their Itanium code
/// and the spelling EDG's demangler prints after `operator `.
#[derive(Debug, Clone)]
pub(super) enum NameKind {
    Plain,
    Operator(&'static str, &'static str),
    Ctor,
    Dtor,
    /// A conversion function to this type.
    Conversion(Ty),
}

/// `(symbol, binary code, unary code, demangler spelling)`.
const OPERATORS: &[(&str, &str, &str, &str)] = &[
    ("new", "nw", "nw", "new "),
    ("new[]", "na", "na", "new[] "),
    ("delete", "dl", "dl", "delete "),
    ("delete[]", "da", "da", "delete[] "),
    ("+", "pl", "ps", "+"),
    ("-", "mi", "ng", "-"),
    ("*", "ml", "de", "*"),
    ("&", "an", "ad", "&"),
    ("~", "co", "co", "~"),
    ("/", "dv", "dv", "/"),
    ("%", "rm", "rm", "%"),
    ("|", "or", "or", "|"),
    ("^", "eo", "eo", "^"),
    ("=", "aS", "aS", "="),
    ("+=", "pL", "pL", "+="),
    ("-=", "mI", "mI", "-="),
    ("*=", "mL", "mL", "*="),
    ("/=", "dV", "dV", "/="),
    ("%=", "rM", "rM", "%="),
    ("&=", "aN", "aN", "&="),
    ("|=", "oR", "oR", "|="),
    ("^=", "eO", "eO", "^="),
    ("<<", "ls", "ls", "<<"),
    (">>", "rs", "rs", ">>"),
    ("<<=", "lS", "lS", "<<="),
    (">>=", "rS", "rS", ">>="),
    ("==", "eq", "eq", "=="),
    ("!=", "ne", "ne", "!="),
    ("<", "lt", "lt", "<"),
    (">", "gt", "gt", ">"),
    ("<=", "le", "le", "<="),
    (">=", "ge", "ge", ">="),
    ("<=>", "ss", "ss", "<=>"),
    ("!", "nt", "nt", "!"),
    ("&&", "aa", "aa", "&&"),
    ("||", "oo", "oo", "||"),
    ("++", "pp", "pp", "++"),
    ("--", "mm", "mm", "--"),
    (",", "cm", "cm", ","),
    ("->*", "pm", "pm", "->*"),
    ("->", "pt", "pt", "->"),
    ("()", "cl", "cl", "()"),
    ("[]", "ix", "ix", "[]"),
    ("co_await", "aw", "aw", "co_await"),
];

/// Classifies `f.name`. The name may be written with or without spaces
/// (`operator +`, `operator+`), so operators are recognised by their
/// symbol. Any other `operator...` name is a conversion function when it
/// is written with a space (`operator int`) or is a member without
/// parameters (the lowering squeezes `operator int` to `operatorint`; an
/// identifier such as `operators` that is not a parameterless member stays
/// a plain name).
pub(super) fn name_kind(f: &FunctionName) -> NameKind {
    let name = f.name.as_str();
    let is_member = f.scope.last().is_some_and(|s| s.is_class);
    if let Some(class) = f.scope.last().filter(|s| s.is_class) {
        if name == class.name {
            return NameKind::Ctor;
        }
        if name.starts_with('~') {
            return NameKind::Dtor;
        }
    }
    let Some(rest) = name.strip_prefix("operator") else {
        return NameKind::Plain;
    };
    let squeezed: String = rest.split_whitespace().collect();
    if squeezed.is_empty() || squeezed.starts_with("\"\"") {
        return NameKind::Plain;
    }
    if let Some(&(_, bin, un, sym)) = OPERATORS.iter().find(|o| o.0 == squeezed) {
        let arity = effective_params(&f.sig.params).len() + usize::from(is_member);
        return NameKind::Operator(if arity == 1 { un } else { bin }, sym);
    }
    let spaced = rest.starts_with(char::is_whitespace);
    let parameterless_member =
        is_member && effective_params(&f.sig.params).is_empty() && !f.sig.variadic;
    if !(spaced || parameterless_member) {
        return NameKind::Plain;
    }
    NameKind::Conversion(conversion_target(&f.sig.ret, rest))
}

/// The target type of a conversion function: the signature's return type
/// when the lowering recorded one, else the type spelled in the name.
fn conversion_target(ret: &Ty, spelled: &str) -> Ty {
    match ret {
        Ty::Unknown(_) => parse_spelled_type(spelled),
        Ty::Builtin(Builtin::Void, _) if !matches!(spelled.trim(), "void") => {
            parse_spelled_type(spelled)
        }
        t => t.clone(),
    }
}

/// A best-effort reading of a simple type spelling (`int`, `S *`,
/// `const char*`, `ns::Q &`): cv keywords, one builtin or a `::`-path, and
/// trailing `*`/`&`/`&&`. Anything else stays `Ty::Unknown`.
fn parse_spelled_type(s: &str) -> Ty {
    let s = s.trim();
    if let Some(inner) = s.strip_suffix("&&") {
        return Ty::RRef(Box::new(parse_spelled_type(inner)));
    }
    if let Some(inner) = s.strip_suffix('&') {
        return Ty::LRef(Box::new(parse_spelled_type(inner)));
    }
    if let Some(inner) = s.strip_suffix('*') {
        return Ty::Pointer(Box::new(parse_spelled_type(inner)), Cv::default());
    }
    if let Some(inner) = s.strip_suffix("const").filter(|i| i.ends_with(['*', ' '])) {
        return parse_spelled_type(inner).with_cv(Cv {
            is_const: true,
            is_volatile: false,
        });
    }
    let mut cv = Cv::default();
    let mut words: Vec<&str> = Vec::new();
    for w in s.split_whitespace() {
        match w {
            "const" => cv.is_const = true,
            "volatile" => cv.is_volatile = true,
            w => words.push(w),
        }
    }
    let text = words.join(" ");
    let builtin = match text.as_str() {
        "void" => Some(Builtin::Void),
        "bool" => Some(Builtin::Bool),
        "char" => Some(Builtin::Char),
        "signed char" => Some(Builtin::SignedChar),
        "unsigned char" => Some(Builtin::UnsignedChar),
        "wchar_t" => Some(Builtin::WChar),
        "char8_t" => Some(Builtin::Char8),
        "char16_t" => Some(Builtin::Char16),
        "char32_t" => Some(Builtin::Char32),
        "short" | "short int" => Some(Builtin::Short),
        "unsigned short" | "unsigned short int" => Some(Builtin::UnsignedShort),
        "int" | "signed" | "signed int" => Some(Builtin::Int),
        "unsigned" | "unsigned int" => Some(Builtin::UnsignedInt),
        "long" | "long int" => Some(Builtin::Long),
        "unsigned long" | "unsigned long int" => Some(Builtin::UnsignedLong),
        "long long" | "long long int" => Some(Builtin::LongLong),
        "unsigned long long" | "unsigned long long int" => Some(Builtin::UnsignedLongLong),
        "float" => Some(Builtin::Float),
        "double" => Some(Builtin::Double),
        "long double" => Some(Builtin::LongDouble),
        _ => None,
    };
    if let Some(b) = builtin {
        return Ty::Builtin(b, cv);
    }
    let path: Vec<&str> = text.trim_start_matches("::").split("::").collect();
    if !text.is_empty()
        && path
            .iter()
            .all(|p| !p.is_empty() && p.chars().all(|c| c.is_alphanumeric() || c == '_'))
    {
        let path = path.into_iter().map(SmolStr::new).collect();
        return Ty::Class(
            ClassName {
                path,
                args: Vec::new(),
                is_enum: false,
            },
            cv,
        );
    }
    Ty::Unknown(SmolStr::new(s))
}

// ---------------------------------------------------------------------------
// Serialisation

/// The ABI tags (GCC's `abi_tag`) a type carries, sorted, each once.
/// libstdc++ declares the classes of its C++11 ABI (`std::__cxx11::
/// basic_string`, `list`) in the inline namespace `std::__cxx11`, which it
/// tags `cxx11`; a type names such a class by its full path (see
/// `crate::class_names`).
pub fn abi_tags(t: &Ty, out: &mut Vec<&'static str>) {
    match t {
        Ty::Class(c, _) => {
            if c.path.len() > 2
                && c.path[0] == "std"
                && c.path[1] == "__cxx11"
                && !out.contains(&"cxx11")
            {
                out.push("cxx11");
                out.sort_unstable();
            }
            for a in &c.args {
                arg_abi_tags(a, out);
            }
        }
        Ty::Pointer(t, _) | Ty::LRef(t) | Ty::RRef(t) | Ty::Array(t, _) => abi_tags(t, out),
        Ty::Function(sig) => {
            abi_tags(&sig.ret, out);
            for p in &sig.params {
                abi_tags(p, out);
            }
        }
        Ty::Builtin(..) | Ty::Param { .. } | Ty::Unknown(_) => {}
    }
}

fn arg_abi_tags(a: &TemplateArg, out: &mut Vec<&'static str>) {
    match a {
        TemplateArg::Type(t) | TemplateArg::Value { ty: t, .. } => abi_tags(t, out),
        TemplateArg::Pack(p) => p.iter().for_each(|a| arg_abi_tags(a, out)),
        TemplateArg::Other(_) => {}
    }
}

/// `B <length> <tag>` for each tag.
fn ser_abi_tags(tags: &[&str], out: &mut String) {
    for t in tags {
        out.push('B');
        ser_source(t, out);
    }
}

fn ser_function(f: &MFunction, out: &mut String) {
    out.push_str("_Z");
    ser_encoding(f, out);
}

/// A function's encoding (what follows `_Z`).
fn ser_encoding(f: &MFunction, out: &mut String) {
    match &f.name {
        MFuncName::Unscoped { std, unq, targs } => {
            if *std {
                out.push_str("St");
            }
            ser_unq(unq, out);
            ser_abi_tags(&f.abi_tags, out);
            if let Some(args) = targs {
                ser_args(args, out);
            }
        }
        MFuncName::Nested {
            is_const,
            comps,
            unq,
            targs,
        } => {
            out.push('N');
            if *is_const {
                out.push('K');
            }
            ser_comps(comps, out);
            ser_unq(unq, out);
            ser_abi_tags(&f.abi_tags, out);
            if let Some(args) = targs {
                ser_args(args, out);
            }
            out.push('E');
        }
    }
    if let Some(r) = &f.ret {
        ser_type(r, out);
    }
    ser_params(&f.params, f.variadic, out);
}

fn ser_params(params: &[MType], variadic: bool, out: &mut String) {
    if params.is_empty() && !variadic {
        out.push('v');
    }
    for p in params {
        ser_type(p, out);
    }
    if variadic {
        out.push('z');
    }
}

fn ser_source(name: &str, out: &mut String) {
    out.push_str(&name.len().to_string());
    out.push_str(name);
}

fn ser_unq(u: &Unq, out: &mut String) {
    match u {
        Unq::Source(s) => ser_source(s, out),
        Unq::Anon => out.push_str("12_GLOBAL__N_1"),
        Unq::Operator { code, .. } => out.push_str(code),
        Unq::Ctor(_) => out.push_str("C1"),
        Unq::Dtor(_) => out.push_str("D1"),
        Unq::Conversion(t) => {
            out.push_str("cv");
            ser_type(t, out);
        }
    }
}

fn ser_comps(comps: &[MComp], out: &mut String) {
    for c in comps {
        match &c.head {
            CompHead::Name(u) => ser_unq(u, out),
            CompHead::Std => out.push_str("St"),
            CompHead::Subst(i) => ser_subst(*i, out),
        }
        if let Some(args) = &c.args {
            ser_args(args, out);
        }
    }
}

fn ser_args(args: &[MArg], out: &mut String) {
    out.push('I');
    for a in args {
        match a {
            MArg::Type(t) => ser_type(t, out),
            MArg::Literal { ty, value } => {
                out.push('L');
                ser_type(ty, out);
                if *value < 0 {
                    out.push('n');
                }
                out.push_str(&value.unsigned_abs().to_string());
                out.push('E');
            }
            MArg::Expr(s) => {
                out.push('X');
                ser_source(s, out);
                out.push('E');
            }
            MArg::Pack(p) => {
                out.push('J');
                let inner = ser_args_inner(p);
                out.push_str(&inner);
                out.push('E');
            }
        }
    }
    out.push('E');
}

/// The arguments of a pack, without `I ... E`.
fn ser_args_inner(args: &[MArg]) -> String {
    let mut s = String::new();
    ser_args(args, &mut s);
    s[1..s.len() - 1].to_string()
}

/// `S_`, `S0_`, ..., `S9_`, `SA_`, ..., `SZ_`, `S10_` (base 36).
fn ser_subst(i: usize, out: &mut String) {
    out.push('S');
    if i > 0 {
        let mut n = i - 1;
        let mut digits = Vec::new();
        loop {
            let d = (n % 36) as u8;
            digits.push(if d < 10 { b'0' + d } else { b'A' + d - 10 } as char);
            n /= 36;
            if n == 0 {
                break;
            }
        }
        out.extend(digits.iter().rev());
    }
    out.push('_');
}

fn builtin_code(b: Builtin) -> &'static str {
    use Builtin::*;
    match b {
        Void => "v",
        Bool => "b",
        Char => "c",
        SignedChar => "a",
        UnsignedChar => "h",
        WChar => "w",
        Char8 => "Du",
        Char16 => "Ds",
        Char32 => "Di",
        Short => "s",
        UnsignedShort => "t",
        Int => "i",
        UnsignedInt => "j",
        Long => "l",
        UnsignedLong => "m",
        LongLong => "x",
        UnsignedLongLong => "y",
        Int128 => "n",
        UnsignedInt128 => "o",
        Float => "f",
        Double => "d",
        LongDouble => "e",
        Float128 => "g",
        BFloat16 => "DF16b",
        Float16 => "DF16_",
        Fp16 => "Dh",
        NullptrT => "Dn",
    }
}

fn ser_type(t: &MType, out: &mut String) {
    match t {
        MType::Builtin(b) => out.push_str(builtin_code(*b)),
        MType::Cv(cv, inner) => {
            // <CV-qualifiers> ::= [r] [V] [K]
            if cv.is_volatile {
                out.push('V');
            }
            if cv.is_const {
                out.push('K');
            }
            ser_type(inner, out);
        }
        MType::Ptr(inner) => {
            out.push('P');
            ser_type(inner, out);
        }
        MType::LRef(inner) => {
            out.push('R');
            ser_type(inner, out);
        }
        MType::RRef(inner) => {
            out.push('O');
            ser_type(inner, out);
        }
        MType::Array(n, inner) => {
            out.push('A');
            if let Some(n) = n {
                out.push_str(&n.to_string());
            }
            out.push('_');
            ser_type(inner, out);
        }
        MType::Func {
            ret,
            params,
            variadic,
        } => {
            out.push('F');
            ser_type(ret, out);
            ser_params(params, *variadic, out);
            out.push('E');
        }
        MType::Param(0) => out.push_str("T_"),
        MType::Param(i) => {
            out.push('T');
            out.push_str(&(i - 1).to_string());
            out.push('_');
        }
        MType::Vendor(s) => {
            out.push('u');
            ser_source(s, out);
        }
        MType::PackExpansion(inner) => {
            out.push_str("Dp");
            ser_type(inner, out);
        }
        MType::Class(c) => match c {
            MClass::Unscoped { std, unq } => {
                if *std {
                    out.push_str("St");
                }
                ser_unq(unq, out);
            }
            MClass::Template { head, args } => {
                match head {
                    TemplateHead::Name { std, unq } => {
                        if *std {
                            out.push_str("St");
                        }
                        ser_unq(unq, out);
                    }
                    TemplateHead::Subst(i) => ser_subst(*i, out),
                    TemplateHead::StdAbbrev(s) => out.push_str(s),
                }
                ser_args(args, out);
            }
            MClass::Nested(comps) => {
                out.push('N');
                ser_comps(comps, out);
                out.push('E');
            }
            MClass::StdAbbrev(s) => out.push_str(s),
        },
        MType::Subst(i) => ser_subst(*i, out),
        MType::Quirk => out.push_str("1?"),
        MType::Closure(c) => ser_closure(c, out),
        MType::MemberPtr(class, member) => {
            out.push('M');
            ser_type(class, out);
            ser_type(member, out);
        }
    }
}

fn ser_closure(c: &MClosure, out: &mut String) {
    out.push('Z');
    if c.owner_bare {
        let mut bare = String::new();
        ser_encoding(
            &MFunction {
                params: Vec::new(),
                variadic: false,
                ..c.owner.clone()
            },
            &mut bare,
        );
        // the empty parameter list serialises as `v`: drop it
        bare.pop();
        out.push_str(&bare);
    } else {
        ser_encoding(&c.owner, out);
    }
    out.push('E');
    match &c.tail {
        ClosureTail::Lambda {
            params,
            discriminator,
        } => {
            out.push_str("Ul");
            ser_params(params, false, out);
            out.push('E');
            if *discriminator > 0 {
                out.push_str(&(discriminator - 1).to_string());
            }
            out.push('_');
        }
        ClosureTail::Nvdl {
            function_pointer,
            comps,
            is_const,
            name,
            trailing_return,
            id,
            captures,
        } => {
            out.push_str(if trailing_return.is_some() {
                "Unvdtl"
            } else {
                "Unvdl"
            });
            out.push_str(&captures.len().to_string());
            out.push('_');
            ser_type(function_pointer, out);
            if comps.is_empty() {
                ser_source(name, out);
            } else {
                out.push('N');
                if *is_const {
                    out.push('K');
                }
                ser_comps(comps, out);
                ser_source(name, out);
                out.push('E');
            }
            if let Some(r) = trailing_return {
                ser_type(r, out);
            }
            out.push_str(&id.to_string());
            out.push('_');
            // no closing `E` (cudafe++'s form: the enclosing template
            // argument list's `E` follows the last capture type)
            for t in captures {
                ser_type(t, out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::{Expect, expect};

    use super::super::display::tests::{check_exact, decl};
    use super::*;

    fn check(decls: &str, render: impl Fn(&FunctionName) -> String, expect: Expect) {
        let mut out = String::new();
        for line in decls.lines().map(str::trim).filter(|l| !l.is_empty()) {
            out.push_str(&format!("{line:<72} {}\n", render(&decl(line))));
        }
        expect.assert_eq(&out);
    }

    #[test]
    fn gxx_table() {
        check(
            r#"
            int d(int)
            int d0()
            int f(unsigned long, long double, signed char, wchar_t, char16_t)
            int f(__int128, bool, char8_t, char32_t, unsigned long long, long long, unsigned char, short, unsigned short, float, double, __float128)
            int ns::nd(int)
            int M::mc(int) const
            int M::operator+(int)
            int M::operator()(int)
            int M::operator[](int)
            int M::operator-()
            int operator-(M &, S)
            M::M(int)
            M::~M()
            M::operator int()
            int f(const S &, int, ns::Q *)
            int f(S, S)
            int f(S *, S *)
            template<T> T td<int>(T)
            template<T, U> int t2<int, float>(T, U)
            template<T> int t0<int>()
            template<N> int tn<(int)3>()
            int f(TS<int>, TS<float>)
            int f(TS<TS<int>>)
            int ns::f(ns::Q)
            int f(ns::Q::In, ns::Q)
            int std::sf(int)
            int f(std::X, std::allocator<int>)
            int f(std::basic_string<char, std::char_traits<char>, std::allocator<char>>)
            int (anon)::an(int)
            int (anon)::af((anon)::A)
            extern "C" int cd(int)
            int dvar(int, ...)
            int dfp(int (*)(int))
            int f(int (&)[4], int (*)[2][3])
            int f(const volatile int *, int *const *)
            int TS<int>::f(TS<int>)
            template<U> int TS<long>::g<double>(long, U)
            template<T> T ns::nt<int>(T)
            template<T> T *tpp<int>(T *, T **)
            template<T> int tsf<int>(TS<T>)
            int f(TN<S, (int)-1>)
            int f(TB<(bool)1>)
            int f(int &&, nullptr_t)
            template<T> const T &cr<int>(const T &, S)
            int f(Outer, Outer::Inner)
            M &M::operator=(const M &)
            int M::operator==(const M &) const
            template<T> int M::mt<int>(T, S)
            M::operator S *()
            int f(std::vector<int>, std::vector<float>)
            int f(std::basic_ostream<char, std::char_traits<char>> &)
            int f(int [3], int (int), const int)
            int f(S, const S, const S *, S *const *)
            int f(void (*)(S), S)
            std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>> f1()
            std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>> ns::f5(int)
            std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>> *f7()
            std::vector<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>>> f8(std::vector<int, std::allocator<int>>)
            std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>> f2(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>>)
            template<T> std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>> f6<int>(T)
            "#,
            mangle,
            expect![[r#"
                int d(int)                                                               _Z1di
                int d0()                                                                 _Z2d0v
                int f(unsigned long, long double, signed char, wchar_t, char16_t)        _Z1fmeawDs
                int f(__int128, bool, char8_t, char32_t, unsigned long long, long long, unsigned char, short, unsigned short, float, double, __float128) _Z1fnbDuDiyxhstfdg
                int ns::nd(int)                                                          _ZN2ns2ndEi
                int M::mc(int) const                                                     _ZNK1M2mcEi
                int M::operator+(int)                                                    _ZN1MplEi
                int M::operator()(int)                                                   _ZN1MclEi
                int M::operator[](int)                                                   _ZN1MixEi
                int M::operator-()                                                       _ZN1MngEv
                int operator-(M &, S)                                                    _ZmiR1M1S
                M::M(int)                                                                _ZN1MC1Ei
                M::~M()                                                                  _ZN1MD1Ev
                M::operator int()                                                        _ZN1McviEv
                int f(const S &, int, ns::Q *)                                           _Z1fRK1SiPN2ns1QE
                int f(S, S)                                                              _Z1f1SS_
                int f(S *, S *)                                                          _Z1fP1SS0_
                template<T> T td<int>(T)                                                 _Z2tdIiET_S0_
                template<T, U> int t2<int, float>(T, U)                                  _Z2t2IifEiT_T0_
                template<T> int t0<int>()                                                _Z2t0IiEiv
                template<N> int tn<(int)3>()                                             _Z2tnILi3EEiv
                int f(TS<int>, TS<float>)                                                _Z1f2TSIiES_IfE
                int f(TS<TS<int>>)                                                       _Z1f2TSIS_IiEE
                int ns::f(ns::Q)                                                         _ZN2ns1fENS_1QE
                int f(ns::Q::In, ns::Q)                                                  _Z1fN2ns1Q2InES0_
                int std::sf(int)                                                         _ZSt2sfi
                int f(std::X, std::allocator<int>)                                       _Z1fSt1XSaIiE
                int f(std::basic_string<char, std::char_traits<char>, std::allocator<char>>) _Z1fSs
                int (anon)::an(int)                                                      _ZN12_GLOBAL__N_12anEi
                int (anon)::af((anon)::A)                                                _ZN12_GLOBAL__N_12afENS_1AE
                extern "C" int cd(int)                                                   cd
                int dvar(int, ...)                                                       _Z4dvariz
                int dfp(int (*)(int))                                                    _Z3dfpPFiiE
                int f(int (&)[4], int (*)[2][3])                                         _Z1fRA4_iPA2_A3_i
                int f(const volatile int *, int *const *)                                _Z1fPVKiPKPi
                int TS<int>::f(TS<int>)                                                  _ZN2TSIiE1fES0_
                template<U> int TS<long>::g<double>(long, U)                             _ZN2TSIlE1gIdEEilT_
                template<T> T ns::nt<int>(T)                                             _ZN2ns2ntIiEET_S1_
                template<T> T *tpp<int>(T *, T **)                                       _Z3tppIiEPT_S1_PS1_
                template<T> int tsf<int>(TS<T>)                                          _Z3tsfIiEi2TSIT_E
                int f(TN<S, (int)-1>)                                                    _Z1f2TNI1SLin1EE
                int f(TB<(bool)1>)                                                       _Z1f2TBILb1EE
                int f(int &&, nullptr_t)                                                 _Z1fOiDn
                template<T> const T &cr<int>(const T &, S)                               _Z2crIiERKT_S2_1S
                int f(Outer, Outer::Inner)                                               _Z1f5OuterNS_5InnerE
                M &M::operator=(const M &)                                               _ZN1MaSERKS_
                int M::operator==(const M &) const                                       _ZNK1MeqERKS_
                template<T> int M::mt<int>(T, S)                                         _ZN1M2mtIiEEiT_1S
                M::operator S *()                                                        _ZN1McvP1SEv
                int f(std::vector<int>, std::vector<float>)                              _Z1fSt6vectorIiES_IfE
                int f(std::basic_ostream<char, std::char_traits<char>> &)                _Z1fRSo
                int f(int [3], int (int), const int)                                     _Z1fPiPFiiEi
                int f(S, const S, const S *, S *const *)                                 _Z1f1SS_PKS_PKPS_
                int f(void (*)(S), S)                                                    _Z1fPFv1SES_
                std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>> f1() _Z2f1B5cxx11v
                std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>> ns::f5(int) _ZN2ns2f5B5cxx11Ei
                std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>> *f7() _Z2f7B5cxx11v
                std::vector<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>>> f8(std::vector<int, std::allocator<int>>) _Z2f8B5cxx11St6vectorIiSaIiEE
                std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>> f2(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>>) _Z2f2NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
                template<T> std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>> f6<int>(T) _Z2f6IiENSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEET_
            "#]],
        );
    }

    /// What cudafe++ printed for host → device callees after an earlier
    /// error: test-data/oracle/slice naming_*.cu, findings §3.1, §5 and
    /// probe /tmp/naming-probe/q1.cu.
    const ORACLE_QUIRK: &[(&str, &str)] = &[
        ("int d(int)", "_Z1d1?"),
        ("int e(int, float)", "_Z1e1?1?"),
        ("int z()", "z()"),
        ("int d0()", "d0()"),
        ("int d1(int)", "_Z2d11?"),
        ("int d3(char, long, double)", "_Z2d31?1?1?"),
        ("int dp(int *)", "_Z2dp1?"),
        ("int dr(int &)", "_Z2dr1?"),
        ("int dc(const int)", "_Z2dc1?"),
        ("int dcp(const int *)", "_Z3dcp1?"),
        ("int ds(S)", "_Z2ds1?"),
        ("int dsr(const S &)", "_Z3dsr1?"),
        ("int de(E)", "_Z2de1?"),
        ("int dq(ns::Q)", "_Z2dq1?"),
        ("int dfloat(float)", "_Z6dfloat1?"),
        ("int dmix(char, long, double, unsigned)", "_Z4dmix1?1?1?1?"),
        ("int dvoid(void)", "dvoid()"),
        ("int dev_cube(int)", "_Z8dev_cube1?"),
        ("int dv(int)", "_Z2dv1?"),
        ("int ns::nd(int)", "_ZN2ns2ndE1?"),
        ("int ns::nd0()", "ns::nd0()"),
        ("int M::sm(int)", "_ZN1M2smE1?"),
        ("int M::sm0()", "M::sm0()"),
        ("int M::m(int)", "_ZN1M1mE1?"),
        ("int M::mc(int) const", "_ZNK1M2mcE1?"),
        ("int M::m0() const", "M::m0() const"),
        ("int M::operator+(int) const", "_ZNK1MplE1?"),
        ("int M::operator()(int)", "_ZN1MclE1?"),
        ("template<T> T td<int>(T)", "_Z2tdI1?E1?1?"),
        ("template<T> T td<float>(T)", "_Z2tdI1?E1?1?"),
        ("template<T> int t0<int>()", "_Z2t0I1?E1?v"),
        ("extern \"C\" int cd(int)", "cd"),
        // q1.cu: `1?` takes no part in substitutions
        ("int d1(S, S)", "_Z2d11?1?"),
        ("int d2(int *, int *)", "_Z2d21?1?"),
        ("template<N> int tn<(int)3>()", "_Z2tnIL1?3EE1?v"),
        ("template<T> int tsf<int>(TS<T>)", "_Z3tsfI1?E1?1?"),
        ("int dv(int, ...)", "_Z2dv1?z"),
        ("template<T> T ts<int>(T, T, int)", "_Z2tsI1?E1?1?1?1?"),
        ("int TS<int>::f(int)", "_ZN2TSI1?E1fE1?"),
        ("int TS<int>::g()", "_ZN2TSI1?E1gEv"),
        ("int TS<S>::g()", "_ZN2TSI1?E1gEv"),
        ("int ns::f(ns::Q)", "_ZN2ns1fE1?"),
        ("int std::sf(int)", "_ZSt2sf1?"),
        ("int dfp(int (*)(int))", "_Z3dfp1?"),
        ("template<T> int tn2<S>()", "_Z3tn2I1?E1?v"),
        ("M::~M()", "M::~M()"),
        ("M::M(int)", "_ZN1MC1E1?"),
        ("M::M()", "M::M()"),
        ("M::operator int()", "_ZN1Mcv1?Ev"),
        ("template<T> int M::mt<int>(T)", "_ZN1M2mtI1?EE1?1?"),
    ];

    #[test]
    fn oracle_quirk_names() {
        check_exact(ORACLE_QUIRK, quirk_mangled_name);
    }
}
