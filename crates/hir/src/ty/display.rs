//! Types and function names as cudafe++ and cicc print them in the
//! cross-execution-space call messages.
//!
//! The callee of `calling a __device__ function("...")` (cudafe++, before
//! any error) and every name in cicc's messages is the *demangled* form of
//! the function's Itanium mangled name, printed by NVIDIA's variant of
//! EDG's demangler (`decode.c`). That variant differs from g++'s
//! `c++filt`, and its oddities come from the mangled structure, so we do
//! what it does: mangle (`mangle.rs` builds the tree and decides the
//! substitutions) and render the tree like `decode.c` does:
//! - a type is printed in two parts around the declarator (`int (*` +
//!   `)(int)`); a pointer/reference operator follows its pointee and a
//!   space (`int *`, `    ::S &`), cv-qualifiers precede a simple type and
//!   follow a `*` (`const int *const *`);
//! - template parameters print as `T1`, `T2`, ... (`T_`, `T0_`, ...), so a
//!   template's signature shows in terms of its own parameters;
//! - a template argument list is followed by a space: `<int> `;
//! - a substitution is re-printed according to what was recorded there: a
//!   whole type prints as that type again, a scope prefix prints bare with
//!   no trailing space (`f( ::ns::Q::In, ns::Q*)`), a template name re-used
//!   with new arguments prints ` ::TS<float> `;
//! - a type name that *starts* with a substitution (`S_IfE`, `SaIiE`, `So`)
//!   is printed by the substitution code, which writes no space before a
//!   following `*`/`&`: ` ::TS<float> *` but `    ::TS<int>  *`.
//!
//! So `S, S` prints `    ::S,     ::S` (a type substitution re-prints the
//! type) but `TS<int>, TS<float>` prints `    ::TS<int> ,  ::TS<float> `.
//!
//! NVIDIA's global qualification of class names (no source found; every
//! rule below is from oracle probes, see the tests):
//! - a class with an unscoped name (global, or directly in `std`):
//!   4 spaces + `::` (`    ::S`, `    ::std::X`, `    ::TS<int> `);
//! - a nested name: 1 space + `::` (` ::ns::Q`, ` ::Outer::Inner`); when
//!   its first component is a substitution of a whole type, 3 spaces and
//!   that type's text (`S, S::In` → `    ::S,        ::S::In`); `St` or a
//!   substituted anonymous-namespace prefix first: 3 spaces + `::`;
//! - `std::allocator`, `std::basic_string` and `std::nullptr_t`: `::std::...`
//!   with no space, and the `Ss`/`So`/... abbreviations as `decode.c`'s
//!   fixed strings (`::std::basic_string<char, std::char_traits<char>,
//!   std::allocator<char> >`);
//! - a class name printed at the very start of the output (the return type
//!   of a function template) is bare: `S  ::ts<int> (T1)`, `ns::Q  ::tq...`;
//! - an unscoped function template name after the return type gets ` ::`
//!   (`T1  ::td<int> (T1)`), a nested one does not (`T1 ns::nt<int> (T1)`);
//! - the anonymous namespace prints as `_NV_ANON_NAMESPACE`.

use super::mangle::{
    Builder, CompHead, Entry, EntryKind, MArg, MClass, MComp, MFuncName, MFunction, MType,
    NameKind, TemplateHead, Unq, name_kind,
};
use super::{Builtin, Cv, FunctionName, TemplateArg, Ty};

/// A type as it appears inside a demangled name, e.g. as a parameter:
/// `int`, `const char *`, `const     ::S &`, ` ::ns::Q *`, `    ::TS<int> `,
/// `T1`, `(int)3`-style arguments inside `    ::TN<(int)3> `,
/// `::std::nullptr_t`, `int (*)(int)`, `int [3]`. Substitutions within the
/// type itself apply (`    ::TS< ::TS<int> > `).
pub fn edg_type(ty: &Ty) -> String {
    let mut b = Builder::new(false);
    let m = b.ty(ty);
    let mut p = Printer {
        entries: &b.entries,
        out: String::new(),
        start_is_bare: false,
    };
    p.full_type(&m);
    p.out
}

/// The demangled callee name: `d(int)`, `ns::M::mc(int, unsigned int) const`,
/// `M::operator ()(int)`, `T1  ::td<int> (T1)`, `int  ::t2<int, float> (T1, T2)`,
/// `M::M(int,     ::S)`, `M::~M()`, `M::operator int()`, `f(int, ...)`,
/// `_NV_ANON_NAMESPACE::an(int)`; `extern "C"` functions are their name.
pub fn edg_function_name(f: &FunctionName) -> String {
    if f.extern_c {
        return f.name.to_string();
    }
    render_function(f, true)
}

/// A qualified name as EDG's ordinary diagnostics write it: `ns::S::f`,
/// an unnamed namespace as `<unnamed>`.
pub fn diag_qualified_name<'a>(parts: impl IntoIterator<Item = &'a str>) -> String {
    parts
        .into_iter()
        .map(|p| if p.is_empty() { "<unnamed>" } else { p })
        .collect::<Vec<_>>()
        .join("::")
}

/// A function's qualified name without parameters, as EDG's ordinary
/// diagnostics write it (`ns::f`, `S::operator int`, `<unnamed>::g`).
pub fn diag_function_name(f: &FunctionName) -> String {
    diag_qualified_name(
        f.scope
            .iter()
            .map(|s| s.name.as_str())
            .chain(std::iter::once(f.name.as_str())),
    )
}

/// A function's qualified name with its parameter types, as EDG's ordinary
/// diagnostics name an overloaded function (`S::operator=(const S &)`,
/// `S::f(const int *, unsigned long)`, `operator new(unsigned long, S &)`,
/// `S::g(int) const`). A conversion function has no parameters to show.
pub fn diag_function_signature(f: &FunctionName) -> String {
    let mut out = diag_qualified_name(
        f.scope
            .iter()
            .map(|s| s.name.as_str())
            .chain(std::iter::once(simple_operator_name(f).as_str())),
    );
    if matches!(name_kind(f), NameKind::Conversion(_)) {
        return out;
    }
    let mut params: Vec<String> = f.sig.params.iter().map(diag_type).collect();
    if f.sig.variadic {
        params.push("...".to_string());
    }
    out.push('(');
    out.push_str(&params.join(", "));
    out.push(')');
    if f.is_const {
        out.push_str(" const");
    }
    out
}

/// A function's simple name with an operator written as EDG's ordinary
/// diagnostics write it: `operator=`, `operator()`, `operator new`.
fn simple_operator_name(f: &FunctionName) -> String {
    if !matches!(name_kind(f), NameKind::Operator(..)) {
        return f.name.to_string();
    }
    let sym: String = f
        .name
        .trim_start_matches("operator")
        .split_whitespace()
        .collect();
    if sym.starts_with(|c: char| c.is_alphabetic()) {
        format!("operator {sym}")
    } else {
        format!("operator{sym}")
    }
}

/// cudafe++'s name for the caller of a host-side cross-space call: the
/// unqualified simple name without parameters or template arguments (`nh`
/// for `ns::nh`, `M` for a constructor, `~M`, `operator+`, `operator()`,
/// `th` for a template instance), a conversion function as `operator ` +
/// its type in EDG's ordinary diagnostic spelling (`operator S *`,
/// `operator const char *`, `operator TS<int>`).
pub fn host_caller_name(f: &FunctionName) -> String {
    match name_kind(f) {
        NameKind::Conversion(t) => format!("operator {}", diag_type(&t)),
        NameKind::Operator(..) => simple_operator_name(f),
        NameKind::Dtor => format!("~{}", f.name.trim_start_matches('~').trim()),
        NameKind::Ctor | NameKind::Plain => f.name.to_string(),
    }
}

/// cicc's name for a device-side caller: the demangled name without return
/// type and parameters, qualified: `M::dm`, `ns::nd`, `M::M`, `M::~M`,
/// `M::operator +`, `TS<int> ::f`, `td<int> ` (function template instance,
/// trailing space, no ` ::`), `M::cm const`, `_NV_ANON_NAMESPACE::an`.
pub fn device_caller_name(f: &FunctionName) -> String {
    if f.extern_c {
        return f.name.to_string();
    }
    render_function(f, false)
}

/// The NAME of cicc's `identifier "NAME" is undefined in device code`: the
/// same text as [`device_caller_name`] (`hf`, `ns::nh`, `M::sh`,
/// `M::operator == const`, `th<int> `, `t2<int, float> `, `M::M`).
pub fn device_undefined_name(f: &FunctionName) -> String {
    device_caller_name(f)
}

fn render_function(f: &FunctionName, full: bool) -> String {
    let mut b = Builder::new(false);
    let m = b.function(f);
    let mut p = Printer {
        entries: &b.entries,
        out: String::new(),
        start_is_bare: true,
    };
    p.function(&m, full);
    p.out
}

const NO_CV: Cv = Cv {
    is_const: false,
    is_volatile: false,
};

fn or_cv(a: Cv, b: Cv) -> Cv {
    Cv {
        is_const: a.is_const || b.is_const,
        is_volatile: a.is_volatile || b.is_volatile,
    }
}

/// Renders a mangled tree the way NVIDIA's demangler prints it.
struct Printer<'a> {
    entries: &'a [Entry],
    out: String,
    /// Class names at the start of the output print bare (true when
    /// printing a whole function name; false for a stand-alone type, which
    /// prints as it would inside a parameter list).
    start_is_bare: bool,
}

impl Printer<'_> {
    fn at_start(&self) -> bool {
        self.start_is_bare && self.out.is_empty()
    }

    fn function(&mut self, f: &MFunction, full: bool) {
        if let (true, Some(r)) = (full, &f.ret) {
            self.full_type(r);
            self.out.push(' ');
        }
        match &f.name {
            MFuncName::Unscoped { std, unq, targs } => {
                if targs.is_some() && !self.out.is_empty() {
                    self.out.push_str(" ::");
                }
                if *std {
                    self.out.push_str("std::");
                }
                self.unq(unq);
                if let Some(args) = targs {
                    self.args(args);
                }
            }
            MFuncName::Nested {
                comps, unq, targs, ..
            } => {
                self.comps(comps);
                self.out.push_str("::");
                self.unq(unq);
                if let Some(args) = targs {
                    self.args(args);
                }
            }
        }
        if full {
            self.params(&f.params, f.variadic);
        }
        if let MFuncName::Nested { is_const: true, .. } = f.name {
            self.out.push_str(" const");
        }
    }

    fn params(&mut self, params: &[MType], variadic: bool) {
        self.out.push('(');
        for (i, p) in params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.full_type(p);
        }
        if variadic {
            if !params.is_empty() {
                self.out.push_str(", ");
            }
            self.out.push_str("...");
        }
        self.out.push(')');
    }

    fn cv(&mut self, cv: Cv, trailing_space: bool) {
        let mut any = false;
        if cv.is_const {
            self.out.push_str("const");
            any = true;
        }
        if cv.is_volatile {
            if any {
                self.out.push(' ');
            }
            self.out.push_str("volatile");
            any = true;
        }
        if any && trailing_space {
            self.out.push(' ');
        }
    }

    fn full_type(&mut self, t: &MType) {
        self.first_part(t, NO_CV, false, false);
        self.second_part(t, NO_CV, false);
    }

    /// What precedes the declarator (`decode.c`'s `demangle_type_first_part`).
    /// `under_declarator`: a pointer/reference applies to this type, so a
    /// function or array needs parentheses; `space`: a declarator follows.
    fn first_part(&mut self, t: &MType, cv: Cv, under_declarator: bool, space: bool) {
        match t {
            MType::Cv(c, inner) => self.first_part(inner, or_cv(cv, *c), under_declarator, space),
            MType::Subst(i) => match &self.entries[*i].kind {
                EntryKind::Type(m) => self.first_part(m, cv, under_declarator, space),
                // a prefix re-demangled as a type: no trailing space
                EntryKind::Prefix(c) | EntryKind::TemplatePrefix(c) => {
                    self.cv(cv, true);
                    self.comps(c);
                }
                EntryKind::UnscopedTemplate { std, unq } => {
                    self.cv(cv, true);
                    if *std {
                        self.out.push_str("std::");
                    }
                    self.unq(unq);
                }
            },
            MType::Ptr(inner) | MType::LRef(inner) | MType::RRef(inner) => {
                self.first_part(inner, NO_CV, true, true);
                self.out.push_str(match t {
                    MType::Ptr(_) => "*",
                    MType::LRef(_) => "&",
                    _ => "&&",
                });
                self.cv(cv, true);
            }
            MType::Func { ret, .. } => {
                self.first_part(ret, NO_CV, false, true);
                if under_declarator {
                    self.out.push('(');
                }
            }
            MType::Array(_, elem) => {
                self.first_part(elem, NO_CV, false, true);
                if under_declarator {
                    self.out.push('(');
                }
            }
            _ => {
                self.cv(cv, true);
                self.specifier(t);
                // a name that starts with a substitution (`S_IfE`, `SaIiE`,
                // `So`) is printed by the substitution code, which adds no
                // space before a declarator: ` ::TS<float> *`, `...> >&`
                let starts_with_subst = matches!(
                    t,
                    MType::Class(MClass::StdAbbrev(_))
                        | MType::Class(MClass::Template {
                            head: TemplateHead::Subst(_) | TemplateHead::StdAbbrev(_),
                            ..
                        })
                );
                if space && !starts_with_subst {
                    self.out.push(' ');
                }
            }
        }
    }

    /// What follows the declarator: closing parentheses, parameter lists,
    /// array bounds (`demangle_type_second_part`).
    fn second_part(&mut self, t: &MType, cv: Cv, under_declarator: bool) {
        match t {
            MType::Cv(c, inner) => self.second_part(inner, or_cv(cv, *c), under_declarator),
            MType::Subst(i) => {
                if let EntryKind::Type(m) = &self.entries[*i].kind {
                    self.second_part(m, cv, under_declarator);
                }
            }
            MType::Ptr(inner) | MType::LRef(inner) | MType::RRef(inner) => {
                self.second_part(inner, NO_CV, true)
            }
            MType::Func {
                ret,
                params,
                variadic,
            } => {
                if under_declarator {
                    self.out.push(')');
                }
                self.params(params, *variadic);
                if cv.is_const || cv.is_volatile {
                    self.out.push(' ');
                    self.cv(cv, false);
                }
                self.second_part(ret, NO_CV, false);
            }
            MType::Array(n, elem) => {
                if under_declarator {
                    self.out.push(')');
                }
                self.out.push('[');
                if let Some(n) = n {
                    self.out.push_str(&n.to_string());
                }
                self.out.push(']');
                self.second_part(elem, NO_CV, false);
            }
            _ => {}
        }
    }

    fn specifier(&mut self, t: &MType) {
        match t {
            MType::Builtin(b) => self.out.push_str(builtin_name(*b)),
            MType::Param(i) => {
                self.out.push('T');
                self.out.push_str(&(i + 1).to_string());
            }
            MType::Vendor(s) => self.out.push_str(s),
            MType::PackExpansion(inner) => {
                self.full_type(inner);
                self.out.push_str("...");
            }
            MType::Class(c) => self.class(c),
            MType::Quirk => self.out.push_str("1?"),
            MType::Closure(_) => self.out.push_str("lambda"),
            MType::MemberPtr(..) => self.out.push_str("member pointer"),
            // handled by first_part
            _ => {}
        }
    }

    fn class(&mut self, c: &MClass) {
        let bare = self.at_start();
        match c {
            MClass::Unscoped { std, unq } => {
                if !bare {
                    self.out.push_str("    ::");
                }
                if *std {
                    self.out.push_str("std::");
                }
                self.unq(unq);
            }
            MClass::Template { head, args } => {
                match head {
                    TemplateHead::Name { std, unq } => {
                        if !bare {
                            self.out.push_str("    ::");
                        }
                        if *std {
                            self.out.push_str("std::");
                        }
                        self.unq(unq);
                    }
                    TemplateHead::Subst(i) => match &self.entries[*i].kind {
                        EntryKind::UnscopedTemplate { std, unq } => {
                            if !bare {
                                self.out.push_str(" ::");
                            }
                            if *std {
                                self.out.push_str("std::");
                            }
                            self.unq(unq);
                        }
                        // a template name seen in the function's own name
                        EntryKind::Prefix(c) | EntryKind::TemplatePrefix(c) => self.comps(c),
                        EntryKind::Type(m) => self.full_type(m),
                    },
                    TemplateHead::StdAbbrev(s) => {
                        if !bare {
                            self.out.push_str("::");
                        }
                        self.out.push_str(if *s == "Sa" {
                            "std::allocator"
                        } else {
                            "std::basic_string"
                        });
                    }
                }
                self.args(args);
            }
            MClass::Nested(comps) => {
                if !bare {
                    let lead = match &comps[0].head {
                        CompHead::Std => "   ::",
                        CompHead::Subst(i) => match &self.entries[*i].kind {
                            EntryKind::Type(_) => "   ",
                            EntryKind::Prefix(c) | EntryKind::TemplatePrefix(c)
                                if self.starts_with_anon(c) =>
                            {
                                "   ::"
                            }
                            _ => " ::",
                        },
                        CompHead::Name(_) => " ::",
                    };
                    self.out.push_str(lead);
                }
                self.comps(comps);
            }
            MClass::StdAbbrev(s) => {
                if !bare {
                    self.out.push_str("::");
                }
                self.out.push_str(match *s {
                    "Ss" => {
                        "std::basic_string<char, std::char_traits<char>, std::allocator<char> >"
                    }
                    "Si" => "std::basic_istream<char, std::char_traits<char> >",
                    "So" => "std::basic_ostream<char, std::char_traits<char> >",
                    _ => "std::basic_iostream<char, std::char_traits<char> >",
                });
            }
        }
    }

    fn starts_with_anon(&self, comps: &[MComp]) -> bool {
        match comps.first().map(|c| &c.head) {
            Some(CompHead::Name(Unq::Anon)) => true,
            Some(CompHead::Subst(i)) => match &self.entries[*i].kind {
                EntryKind::Prefix(c) | EntryKind::TemplatePrefix(c) => self.starts_with_anon(c),
                _ => false,
            },
            _ => false,
        }
    }

    /// The components of a nested name joined by `::`, as a prefix prints
    /// (no leading `::`): `ns::M`, `TS<long> ::f`.
    fn comps(&mut self, comps: &[MComp]) {
        for (k, c) in comps.iter().enumerate() {
            if k > 0 {
                self.out.push_str("::");
            }
            match &c.head {
                CompHead::Name(u) => self.unq(u),
                CompHead::Std => self.out.push_str("std"),
                CompHead::Subst(i) => match &self.entries[*i].kind {
                    EntryKind::Prefix(p) | EntryKind::TemplatePrefix(p) => self.comps(p),
                    EntryKind::Type(m) => self.full_type(m),
                    EntryKind::UnscopedTemplate { std, unq } => {
                        if *std {
                            self.out.push_str("std::");
                        }
                        self.unq(unq);
                    }
                },
            }
            if let Some(args) = &c.args {
                self.args(args);
            }
        }
    }

    fn unq(&mut self, u: &Unq) {
        match u {
            Unq::Source(s) => self.out.push_str(s),
            Unq::Anon => self.out.push_str("_NV_ANON_NAMESPACE"),
            Unq::Operator { sym, .. } => {
                self.out.push_str("operator ");
                self.out.push_str(sym);
            }
            Unq::Ctor(s) => self.out.push_str(s),
            Unq::Dtor(s) => {
                self.out.push('~');
                self.out.push_str(s);
            }
            Unq::Conversion(t) => {
                self.out.push_str("operator ");
                self.full_type(t);
            }
        }
    }

    fn args(&mut self, args: &[MArg]) {
        self.out.push('<');
        for (i, a) in args.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            match a {
                MArg::Type(t) => self.full_type(t),
                MArg::Literal { ty, value } => {
                    self.out.push('(');
                    self.full_type(ty);
                    self.out.push(')');
                    self.out.push_str(&value.to_string());
                }
                MArg::Expr(s) => self.out.push_str(s),
                MArg::Pack(p) => {
                    for (j, a) in p.iter().enumerate() {
                        if j > 0 {
                            self.out.push_str(", ");
                        }
                        match a {
                            MArg::Type(t) => self.full_type(t),
                            MArg::Literal { value, .. } => self.out.push_str(&value.to_string()),
                            MArg::Expr(s) => self.out.push_str(s),
                            MArg::Pack(_) => {}
                        }
                    }
                }
            }
        }
        self.out.push_str("> ");
    }
}

fn builtin_name(b: Builtin) -> &'static str {
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
        UnsignedInt => "unsigned int",
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
        NullptrT => "::std::nullptr_t",
    }
}

/// A type in EDG's ordinary diagnostic spelling (not the demangler's), as
/// cudafe++ names a conversion function caller: `S *`, `const char *`,
/// `TS<int>`, `ns::Q &`, `int (*)(int)`.
fn diag_type(t: &Ty) -> String {
    let (l, r) = diag_parts(t);
    format!("{l}{r}")
}

fn diag_cv(cv: Cv) -> &'static str {
    match (cv.is_const, cv.is_volatile) {
        (true, true) => "const volatile",
        (true, false) => "const",
        (false, true) => "volatile",
        (false, false) => "",
    }
}

fn diag_parts(t: &Ty) -> (String, String) {
    let with_cv = |cv: Cv, s: String| {
        if diag_cv(cv).is_empty() {
            s
        } else {
            format!("{} {s}", diag_cv(cv))
        }
    };
    match t {
        Ty::Builtin(b, cv) => {
            let name = if *b == Builtin::NullptrT {
                "std::nullptr_t"
            } else {
                builtin_name(*b)
            };
            (with_cv(*cv, name.to_string()), String::new())
        }
        Ty::Class(c, cv) => {
            let mut s: Vec<String> = c
                .path
                .iter()
                .map(|p| {
                    if p.is_empty() {
                        "<unnamed>".to_string()
                    } else {
                        p.to_string()
                    }
                })
                .collect();
            if !c.args.is_empty() {
                let args: Vec<String> = c
                    .args
                    .iter()
                    .map(|a| match a {
                        TemplateArg::Type(t) => diag_type(t),
                        TemplateArg::Value { value, .. } => value.to_string(),
                        TemplateArg::Other(s) => s.to_string(),
                        TemplateArg::Pack(p) => format!("{p:?}"),
                    })
                    .collect();
                let last = s.pop().unwrap_or_default();
                s.push(format!("{last}<{}>", args.join(", ")));
            }
            (with_cv(*cv, s.join("::")), String::new())
        }
        Ty::Param { name, cv, .. } => (with_cv(*cv, name.to_string()), String::new()),
        Ty::Unknown(s) => (super::unknown_text(s).to_string(), String::new()),
        Ty::Pointer(inner, _) | Ty::LRef(inner) | Ty::RRef(inner) => {
            let op = match t {
                Ty::Pointer(_, cv) => format!("*{}", diag_cv(*cv)),
                Ty::LRef(_) => "&".to_string(),
                _ => "&&".to_string(),
            };
            let (l, r) = diag_parts(inner);
            if matches!(**inner, Ty::Function(_) | Ty::Array(..)) {
                (format!("{l}({op}"), format!("){r}"))
            } else {
                (format!("{l} {op}"), r)
            }
        }
        Ty::Array(elem, n) => {
            let (l, r) = diag_parts(elem);
            let n = n.map(|n| n.to_string()).unwrap_or_default();
            (format!("{l} "), format!("[{n}]{r}"))
        }
        Ty::Function(sig) => {
            let (l, r) = diag_parts(&sig.ret);
            let mut ps: Vec<String> = sig.params.iter().map(diag_type).collect();
            if sig.variadic {
                ps.push("...".to_string());
            }
            (format!("{l} "), format!("({}){r}", ps.join(", ")))
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    //! Test declarations are written in a C++-like shorthand and parsed by
    //! [`decl`]:
    //!   `[extern "C"] [template<T, U>] [ret] scope::name[<args>](params) [const]`
    //! A scope component starting with an upper-case letter is a class,
    //! otherwise a namespace; `(anon)` is the anonymous namespace. Template
    //! parameters are the names listed in `template<...>`. Non-type
    //! template arguments are written `(int)3`. A function template
    //! specialisation has `<args>` after its name and a `template<...>`
    //! prefix; its return/parameter types use the template parameters.

    use expect_test::expect;
    use smol_str::SmolStr;

    use super::super::{ClassName, FnSig, ScopeName};
    use super::*;

    struct P<'a> {
        toks: Vec<&'a str>,
        pos: usize,
        params: Vec<String>,
        conversion: Option<Ty>,
    }

    fn lex(s: &str) -> Vec<&str> {
        let mut out = Vec::new();
        let b = s.as_bytes();
        let mut i = 0;
        while i < b.len() {
            let c = b[i] as char;
            if c.is_whitespace() {
                i += 1;
            } else if c.is_alphanumeric()
                || c == '_'
                || c == '~'
                || (c == '-' && b.get(i + 1).is_some_and(|d| d.is_ascii_digit()))
            {
                let start = i;
                i += 1;
                while i < b.len() && ((b[i] as char).is_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                out.push(&s[start..i]);
            } else if s[i..].starts_with("::")
                || s[i..].starts_with("&&")
                || s[i..].starts_with("...")
            {
                let n = if s[i..].starts_with("...") { 3 } else { 2 };
                out.push(&s[i..i + n]);
                i += n;
            } else if c == '"' {
                let end = s[i + 1..].find('"').unwrap() + i + 2;
                out.push(&s[i..end]);
                i = end;
            } else {
                out.push(&s[i..i + 1]);
                i += 1;
            }
        }
        out
    }

    const BUILTIN_WORDS: &[&str] = &[
        "void",
        "bool",
        "char",
        "signed",
        "unsigned",
        "short",
        "int",
        "long",
        "float",
        "double",
        "wchar_t",
        "char8_t",
        "char16_t",
        "char32_t",
        "__int128",
        "__float128",
        "__bf16",
        "_Float16",
        "__fp16",
        "nullptr_t",
    ];

    impl<'a> P<'a> {
        fn peek(&self) -> &'a str {
            self.toks.get(self.pos).copied().unwrap_or("")
        }
        fn peek_at(&self, k: usize) -> &'a str {
            self.toks.get(self.pos + k).copied().unwrap_or("")
        }
        fn next(&mut self) -> &'a str {
            let t = self.peek();
            self.pos += 1;
            t
        }
        fn eat(&mut self, t: &str) -> bool {
            if self.peek() == t {
                self.pos += 1;
                true
            } else {
                false
            }
        }
        fn expect(&mut self, t: &str) {
            assert!(
                self.eat(t),
                "expected {t:?} at {:?} in {:?}",
                self.peek(),
                self.toks
            );
        }

        fn cv(&mut self) -> Cv {
            let mut cv = Cv::default();
            loop {
                if self.eat("const") {
                    cv.is_const = true;
                } else if self.eat("volatile") {
                    cv.is_volatile = true;
                } else {
                    return cv;
                }
            }
        }

        fn builtin(&mut self) -> Option<Builtin> {
            let mut words = Vec::new();
            while BUILTIN_WORDS.contains(&self.peek()) {
                words.push(self.next());
            }
            if words.is_empty() {
                return None;
            }
            use Builtin::*;
            Some(match words.join(" ").as_str() {
                "void" => Void,
                "bool" => Bool,
                "char" => Char,
                "signed char" => SignedChar,
                "unsigned char" => UnsignedChar,
                "wchar_t" => WChar,
                "char8_t" => Char8,
                "char16_t" => Char16,
                "char32_t" => Char32,
                "short" => Short,
                "unsigned short" => UnsignedShort,
                "int" | "signed" => Int,
                "unsigned" | "unsigned int" => UnsignedInt,
                "long" => Long,
                "unsigned long" => UnsignedLong,
                "long long" => LongLong,
                "unsigned long long" => UnsignedLongLong,
                "__int128" => Int128,
                "unsigned __int128" => UnsignedInt128,
                "float" => Float,
                "double" => Double,
                "long double" => LongDouble,
                "__float128" => Float128,
                "__bf16" => BFloat16,
                "_Float16" => Float16,
                "__fp16" => Fp16,
                "nullptr_t" => NullptrT,
                w => panic!("unknown builtin {w}"),
            })
        }

        fn template_args(&mut self) -> Vec<TemplateArg> {
            self.expect("<");
            let mut args = Vec::new();
            while !self.eat(">") {
                if self.is_value_arg() {
                    // `(int)3`
                    self.expect("(");
                    let ty = self.ty();
                    self.expect(")");
                    let v = self.next();
                    let value = match v {
                        "true" => 1,
                        "false" => 0,
                        v => v.parse().unwrap(),
                    };
                    args.push(TemplateArg::Value { ty, value });
                } else {
                    args.push(TemplateArg::Type(self.ty()));
                }
                self.eat(",");
            }
            args
        }

        /// `(type)number` at the current position.
        fn is_value_arg(&self) -> bool {
            if self.peek() != "(" {
                return false;
            }
            let mut depth = 0;
            for (k, t) in self.toks[self.pos..].iter().enumerate() {
                match *t {
                    "(" => depth += 1,
                    ")" => {
                        depth -= 1;
                        if depth == 0 {
                            let next = self.peek_at(k + 1);
                            return next.starts_with(|c: char| c.is_ascii_digit() || c == '-')
                                || next == "true"
                                || next == "false";
                        }
                    }
                    _ => {}
                }
            }
            false
        }

        /// `a::B<int>::C` → components with their arguments.
        fn path(&mut self) -> Vec<(SmolStr, Vec<TemplateArg>)> {
            let mut comps = Vec::new();
            loop {
                let name = if self.eat("(") {
                    self.expect("anon");
                    self.expect(")");
                    SmolStr::new("")
                } else if self.peek() == "operator" {
                    self.next();
                    let mut s = String::from("operator");
                    if self.peek() == "(" && self.peek_at(1) == ")" {
                        self.pos += 2;
                        s.push_str("()");
                    } else if self.peek() == "[" {
                        self.pos += 2;
                        s.push_str("[]");
                    } else if matches!(self.peek(), "new" | "delete") {
                        s.push(' ');
                        s.push_str(self.next());
                        if self.eat("[") {
                            self.expect("]");
                            s.push_str("[]");
                        }
                    } else if self.peek().starts_with(|c: char| c.is_alphabetic()) {
                        // conversion function: the target type is its return type
                        let start = self.pos;
                        let base = self.base();
                        let t = self.ptr_ops(base);
                        s.push(' ');
                        s.push_str(&self.toks[start..self.pos].join(" "));
                        self.conversion = Some(t);
                    } else {
                        // a symbol; `<` starts template arguments when a `>` follows before `(`
                        s.push_str(self.next());
                        while self.peek() != "("
                            && !(self.peek() == "<"
                                && self.toks[self.pos..]
                                    .iter()
                                    .take_while(|t| **t != "(")
                                    .any(|t| *t == ">"))
                        {
                            s.push_str(self.next());
                        }
                    }
                    SmolStr::new(s)
                } else {
                    SmolStr::new(self.next())
                };
                let args = if self.peek() == "<" {
                    self.template_args()
                } else {
                    Vec::new()
                };
                comps.push((name, args));
                if !self.eat("::") {
                    return comps;
                }
            }
        }

        fn base(&mut self) -> Ty {
            let mut cv = self.cv();
            let t = if let Some(b) = self.builtin() {
                Ty::Builtin(b, Cv::default())
            } else if let Some(i) = self.params.iter().position(|p| p == self.peek()) {
                let name = SmolStr::new(self.next());
                Ty::Param {
                    index: i as u32,
                    name,
                    cv: Cv::default(),
                }
            } else if self.peek().starts_with('?') {
                Ty::Unknown(SmolStr::new(self.next()))
            } else {
                let comps = self.path();
                let args = comps.last().unwrap().1.clone();
                let path = comps.into_iter().map(|c| c.0).collect();
                Ty::Class(
                    ClassName {
                        path,
                        args,
                        is_enum: false,
                    },
                    Cv::default(),
                )
            };
            let cv2 = self.cv();
            cv = Cv {
                is_const: cv.is_const || cv2.is_const,
                is_volatile: cv.is_volatile || cv2.is_volatile,
            };
            t.with_cv(cv)
        }

        fn ptr_ops(&mut self, mut t: Ty) -> Ty {
            loop {
                if self.eat("*") {
                    let cv = self.cv();
                    t = Ty::Pointer(Box::new(t), cv);
                } else if self.eat("&") {
                    t = Ty::LRef(Box::new(t));
                } else if self.eat("&&") {
                    t = Ty::RRef(Box::new(t));
                } else {
                    return t;
                }
            }
        }

        /// A type-id: base, pointer operators, and an abstract declarator
        /// `(*)(params)`, `(&)[n]`, `[n]`, `(params)`.
        fn ty(&mut self) -> Ty {
            let base = self.base();
            let t = self.ptr_ops(base);
            if self.peek() == "(" && matches!(self.peek_at(1), "*" | "&" | "&&") {
                self.expect("(");
                // collect the inner operators, applied after the suffixes
                let start = self.pos;
                while self.peek() != ")" {
                    self.pos += 1;
                }
                let inner: Vec<&str> = self.toks[start..self.pos].to_vec();
                self.expect(")");
                let mut t = self.suffixes(t);
                let mut sub = P {
                    toks: inner,
                    pos: 0,
                    params: Vec::new(),
                    conversion: None,
                };
                t = sub.ptr_ops(t);
                t
            } else {
                self.suffixes(t)
            }
        }

        fn suffixes(&mut self, t: Ty) -> Ty {
            if self.eat("[") {
                let n = if self.peek() == "]" {
                    None
                } else {
                    Some(self.next().parse().unwrap())
                };
                self.expect("]");
                let elem = self.suffixes(t);
                Ty::Array(Box::new(elem), n)
            } else if self.peek() == "(" && self.peek_at(1) != "anon" {
                let (params, variadic) = self.param_list();
                Ty::Function(Box::new(FnSig {
                    ret: t,
                    params,
                    variadic,
                }))
            } else {
                t
            }
        }

        fn param_list(&mut self) -> (Vec<Ty>, bool) {
            self.expect("(");
            let mut params = Vec::new();
            let mut variadic = false;
            while !self.eat(")") {
                if self.eat("...") {
                    variadic = true;
                } else {
                    params.push(self.ty());
                }
                self.eat(",");
            }
            (params, variadic)
        }
    }

    /// Parses a test declaration (see the module docs).
    pub(crate) fn decl(s: &str) -> FunctionName {
        let mut p = P {
            toks: lex(s),
            pos: 0,
            params: Vec::new(),
            conversion: None,
        };
        let extern_c = p.eat("extern");
        if extern_c {
            p.next();
        }
        if p.eat("template") {
            p.expect("<");
            while !p.eat(">") {
                let t = p.next();
                if t != "," {
                    p.params.push(t.to_string());
                }
            }
        }
        // return type, unless the name comes first (constructor, destructor,
        // conversion function)
        let save = p.pos;
        let name_first = {
            let comps = p.path();
            let n = comps.len();
            let last = comps[n - 1].0.as_str();
            p.pos = save;
            p.toks.get(p.pos..).is_some_and(|_| true)
                && (last.starts_with('~')
                    || (n >= 2 && last == comps[n - 2].0)
                    || (last.starts_with("operator ")
                        && !last.starts_with("operator new")
                        && !last.starts_with("operator delete")))
        };
        let ret = if name_first { Ty::VOID } else { p.ty() };
        p.conversion = None;
        let comps = p.path();
        let (params, variadic) = p.param_list();
        let ret = p.conversion.take().unwrap_or(ret);
        let is_const = p.eat("const");
        assert_eq!(p.peek(), "", "trailing tokens in {s:?}");
        let n = comps.len();
        let scope = comps[..n - 1]
            .iter()
            .map(|(name, args)| ScopeName {
                name: name.clone(),
                is_class: name.starts_with(|c: char| c.is_uppercase()),
                args: args.clone(),
            })
            .collect();
        let (name, targs) = comps[n - 1].clone();
        let template_args = if p.params.is_empty() && targs.is_empty() {
            None
        } else {
            Some(targs)
        };
        FunctionName {
            scope,
            name,
            template_args,
            sig: FnSig {
                ret,
                params,
                variadic,
            },
            is_const,
            extern_c,
        }
    }

    /// Parses a type; `params` are the template parameter names in scope.
    pub(crate) fn parse_ty(s: &str, params: &[&str]) -> Ty {
        let mut p = P {
            toks: lex(s),
            pos: 0,
            params: params.iter().map(|p| p.to_string()).collect(),
            conversion: None,
        };
        let t = p.ty();
        assert_eq!(p.peek(), "", "trailing tokens in {s:?}");
        t
    }

    /// Checks a table of `(declaration, expected)` and reports every mismatch.
    pub(crate) fn check_exact(cases: &[(&str, &str)], render: impl Fn(&FunctionName) -> String) {
        let mut bad = String::new();
        for (d, want) in cases {
            let got = render(&decl(d));
            if got != *want {
                bad.push_str(&format!("{d}\n   want {want:?}\n   got  {got:?}\n"));
            }
        }
        assert!(bad.is_empty(), "mismatches:\n{bad}");
    }

    /// Demangled callee names exactly as the oracle printed them (cudafe++
    /// for the first error of a file, cicc always): test-data/oracle/slice
    /// naming_*.cu, docs/oracle-findings.md §3.1, and probes in
    /// /tmp/naming-probe (a1..a7.cu, dv3.cu), each a host function called
    /// from a `__device__` one.
    const ORACLE_CALLEE: &[(&str, &str)] = &[
        // slice tests
        ("int d(int)", "d(int)"),
        ("int d0()", "d0()"),
        ("int ns::nd0()", "ns::nd0()"),
        ("int M::m0() const", "M::m0() const"),
        ("int M::operator()(int)", "M::operator ()(int)"),
        (
            "int ns::M::mc(int, unsigned int) const",
            "ns::M::mc(int, unsigned int) const",
        ),
        (
            "int f(const S &, int, ns::Q *)",
            "f(const     ::S &, int,  ::ns::Q *)",
        ),
        ("template<T> T td<int>(T)", "T1  ::td<int> (T1)"),
        (
            "template<T, U> int t2<int, float>(T, U)",
            "int  ::t2<int, float> (T1, T2)",
        ),
        ("template<T> T th<int>(T)", "T1  ::th<int> (T1)"),
        ("extern \"C\" int cd(int)", "cd"),
        ("int h1(S)", "h1(    ::S)"),
        (
            "int h2(ns::Q *, const S &)",
            "h2( ::ns::Q *, const     ::S &)",
        ),
        ("int h3(TS<int>)", "h3(    ::TS<int> )"),
        (
            "int h4(unsigned, long long, const char *)",
            "h4(unsigned int, long long, const char *)",
        ),
        ("int hf(int)", "hf(int)"),
        // findings doc §3.1
        ("int f(int *const)", "f(int *)"),
        ("int f(const volatile int *)", "f(const volatile int *)"),
        (
            "int dmix(char, long, double, unsigned)",
            "dmix(char, long, double, unsigned int)",
        ),
        ("int dvar(int, ...)", "dvar(int, ...)"),
        ("int darr(int [4])", "darr(int *)"),
        ("int dfp(int (*)(int))", "dfp(int (*)(int))"),
        ("int f(int (&)(int))", "f(int (&)(int))"),
        ("int f(int &&)", "f(int &&)"),
        ("int f(nullptr_t)", "f(::std::nullptr_t)"),
        ("int de(E)", "de(    ::E)"),
        ("int f(S, S)", "f(    ::S,     ::S)"),
        ("int f(S, int, ns::Q)", "f(    ::S, int,  ::ns::Q)"),
        ("int f(ns::Q *, S *)", "f( ::ns::Q *,     ::S *)"),
        (
            "int f(S **, S *const *, volatile S *, S &&, S [3])",
            "f(    ::S **,     ::S *const *, volatile     ::S *,     ::S &&,     ::S *)",
        ),
        ("int dq(ns::in::R)", "dq( ::ns::in::R)"),
        (
            "int f(TS<ns::Q>, ns::NT<int>)",
            "f(    ::TS< ::ns::Q> ,  ::ns::NT<int> )",
        ),
        ("int f(TS<TS<S>>)", "f(    ::TS< ::TS<    ::S> > )"),
        ("int f(TN<S, (int)-1>)", "f(    ::TN<    ::S, (int)-1> )"),
        ("int ns::in::deep(int)", "ns::in::deep(int)"),
        ("int M::sm(int)", "M::sm(int)"),
        ("int M::operator+(int)", "M::operator +(int)"),
        ("M::M()", "M::M()"),
        ("int TS<int>::tsm(int)", "TS<int> ::tsm(int)"),
        ("int TS<S>::tsm(S)", "TS<    ::S> ::tsm(    ::S)"),
        ("template<T> T td<float>(T)", "T1  ::td<float> (T1)"),
        ("template<T> int td0<S>()", "int  ::td0<    ::S> ()"),
        (
            "template<T> T tref<int>(const T &)",
            "T1  ::tref<int> (const T1 &)",
        ),
        ("template<T> int tptr<int>(T *)", "int  ::tptr<int> (T1 *)"),
        ("template<N> int tn<(int)3>()", "int  ::tn<(int)3> ()"),
        (
            "template<T> T ts<int>(T, T, int)",
            "T1  ::ts<int> (T1, T1, int)",
        ),
        (
            "template<T> int tsf<int>(TS<T>)",
            "int  ::tsf<int> (    ::TS<T1> )",
        ),
        ("template<T> T ns::nt<int>(T)", "T1 ns::nt<int> (T1)"),
        ("template<T> T M::mt<int>(T)", "T1 M::mt<int> (T1)"),
        (
            "template<T> int TS<int>::tm<double>(T)",
            "int TS<int> ::tm<double> (T1)",
        ),
        ("int (anon)::an(int)", "_NV_ANON_NAMESPACE::an(int)"),
        // dv3.cu
        ("int h0(TS<ns::NT<int>>)", "h0(    ::TS< ::ns::NT<int> > )"),
        ("int h1(ns::NT<TS<int>>)", "h1( ::ns::NT<    ::TS<int> > )"),
        (
            "int h2(TN<TS<int>, (int)1>)",
            "h2(    ::TN<    ::TS<int> , (int)1> )",
        ),
        ("int h3(TS<E>)", "h3(    ::TS<    ::E> )"),
        (
            "int h4(TS<TS<TS<int>>>)",
            "h4(    ::TS< ::TS< ::TS<int> > > )",
        ),
        (
            "int h5(TS<Outer::TI<int>>)",
            "h5(    ::TS< ::Outer::TI<int> > )",
        ),
        ("int h6(TS<int (*)(S)>)", "h6(    ::TS<int (*)(    ::S)> )"),
        ("int h7(TB<(bool)1>)", "h7(    ::TB<(bool)1> )"),
        ("int h8(TC<(char)97>)", "h8(    ::TC<(char)97> )"),
        ("int h9(TP<(int *)0>)", "h9(    ::TP<(int *)0> )"),
        (
            "int h10(unsigned long long, char8_t, char32_t)",
            "h10(unsigned long long, char8_t, char32_t)",
        ),
        (
            "int h11(const char *, volatile S *)",
            "h11(const char *, volatile     ::S *)",
        ),
        ("int h12(int (&)(int))", "h12(int (&)(int))"),
        (
            "int h13(long double *, bool &)",
            "h13(long double *, bool &)",
        ),
        ("int h14(TS<S>, S)", "h14(    ::TS<    ::S> ,     ::S)"),
        ("int h15(S, TS<S>)", "h15(    ::S,     ::TS<    ::S> )"),
        // a1.cu
        (
            "int h1(TS<int>, TS<int>)",
            "h1(    ::TS<int> ,     ::TS<int> )",
        ),
        (
            "int h2(TS<int>, TS<float>)",
            "h2(    ::TS<int> ,  ::TS<float> )",
        ),
        ("int h3(ns::Q, ns::R)", "h3( ::ns::Q,  ::ns::R)"),
        (
            "int h4(ns::NT<int>, ns::NT<float>)",
            "h4( ::ns::NT<int> ,  ::ns::NT<float> )",
        ),
        (
            "int h5(ns::NT<ns::NT<int>>)",
            "h5( ::ns::NT< ::ns::NT<int> > )",
        ),
        ("int h6(S *, S *)", "h6(    ::S *,     ::S *)"),
        (
            "int h7(S, S *, const S *, const S &)",
            "h7(    ::S,     ::S *, const     ::S *, const     ::S &)",
        ),
        (
            "int h8(int (*)[3], int (*)(int, float), void (*)())",
            "h8(int (*)[3], int (*)(int, float), void (*)())",
        ),
        (
            "int h9(TS<int [3]>, TS<int ()>, TS<int (*)(int)>)",
            "h9(    ::TS<int [3]> ,  ::TS<int ()> ,  ::TS<int (*)(int)> )",
        ),
        (
            "int h10(int *const *, const int *const *, int **)",
            "h10(int *const *, const int *const *, int **)",
        ),
        (
            "int h11(std::X, std::allocator<int>)",
            "h11(    ::std::X, ::std::allocator<int> )",
        ),
        ("int h12(int, ...)", "h12(int, ...)"),
        ("int h13(...)", "h13(...)"),
        ("int h14(int *, int *, int)", "h14(int *, int *, int)"),
        (
            "int h15(int (*)(int), int (*)(int))",
            "h15(int (*)(int), int (*)(int))",
        ),
        (
            "int h16(S (*)(S), S *(*)(S *))",
            "h16(    ::S (*)(    ::S),     ::S *(*)(    ::S *))",
        ),
        (
            "int h17(int &&, const volatile int *, volatile int &)",
            "h17(int &&, const volatile int *, volatile int &)",
        ),
        (
            "int h18(TS<const int *>, TS<int &>, TS<const S>)",
            "h18(    ::TS<const int *> ,  ::TS<int &> ,  ::TS<const     ::S> )",
        ),
        (
            "int h19(int (*const)(int), void (**)())",
            "h19(int (*)(int), void (**)())",
        ),
        (
            "int h20(int (&)[4], int (*)[2][3])",
            "h20(int (&)[4], int (*)[2][3])",
        ),
        ("int ns::nf(ns::Q, ns::R)", "ns::nf( ::ns::Q,  ::ns::R)"),
        ("int ns::M::f(ns::Q)", "ns::M::f( ::ns::Q)"),
        ("int TS<long>::f(TS<long>)", "TS<long> ::f(TS<long> )"),
        (
            "template<U> int TS<long>::g<double>(long, U)",
            "int TS<long> ::g<double> (long, T1)",
        ),
        // a2.cu
        ("int h1(ns::Q, ns::Q)", "h1( ::ns::Q,  ::ns::Q)"),
        (
            "int h2(ns::NT<int>, ns::NT<int>)",
            "h2( ::ns::NT<int> ,  ::ns::NT<int> )",
        ),
        ("int h3(std::X, std::X)", "h3(    ::std::X,     ::std::X)"),
        (
            "int h4(std::allocator<int>, std::allocator<int>, std::vector<int>, std::vector<float>)",
            "h4(::std::allocator<int> , ::std::allocator<int> ,     ::std::vector<int> ,  ::std::vector<float> )",
        ),
        (
            "int h5(ns::in::R, ns::Q, ns::in::R)",
            "h5( ::ns::in::R,  ::ns::Q,  ::ns::in::R)",
        ),
        (
            "int h6(TS<S>, TS<ns::Q>)",
            "h6(    ::TS<    ::S> ,  ::TS< ::ns::Q> )",
        ),
        (
            "int h7(ns::Q, ns::NT<ns::Q>)",
            "h7( ::ns::Q,  ::ns::NT< ::ns::Q> )",
        ),
        ("int h8(const S, volatile int)", "h8(    ::S, int)"),
        (
            "int h9(TS<S> *, TS<S> &)",
            "h9(    ::TS<    ::S>  *,     ::TS<    ::S>  &)",
        ),
        (
            "int h10(std::vector<std::X>)",
            "h10(    ::std::vector<    ::std::X> )",
        ),
        (
            "int h11(const ns::Q &, ns::Q *)",
            "h11(const  ::ns::Q &,  ::ns::Q *)",
        ),
        ("int TS<long>::f(TS<float>)", "TS<long> ::f(TS<float> )"),
        (
            "int TS<long>::g(TS<long> *, S, S)",
            "TS<long> ::g(TS<long> *,     ::S,     ::S)",
        ),
        // a3.cu
        ("M::M(int, S)", "M::M(int,     ::S)"),
        ("int h1(ns::Q::In, ns::Q)", "h1( ::ns::Q::In, ns::Q)"),
        ("int h2(Outer::Inner, Outer)", "h2( ::Outer::Inner, Outer)"),
        (
            "int h3(Outer, Outer::Inner)",
            "h3(    ::Outer,        ::Outer::Inner)",
        ),
        (
            "template<T> int M::operator+<int>(T)",
            "int M::operator +<int> (T1)",
        ),
        ("int M::operator-()", "M::operator -()"),
        ("int M::operator-(int)", "M::operator -(int)"),
        ("int M::operator[](int)", "M::operator [](int)"),
        ("int M::operator<<(int)", "M::operator <<(int)"),
        (
            "int M::operator==(const M &) const",
            "M::operator ==(const M&) const",
        ),
        ("int M::operator!()", "M::operator !()"),
        ("int M::operator*(int)", "M::operator *(int)"),
        ("int M::operator&(int)", "M::operator &(int)"),
        (
            "template<T> int M::mt<int>(T, S)",
            "int M::mt<int> (T1,     ::S)",
        ),
        (
            "template<T> int M::operator+<double>(T)",
            "int M::operator +<double> (T1)",
        ),
        ("int M::st(const M &)", "M::st(const M&)"),
        ("M &M::operator=(const M &)", "M::operator =(const M&)"),
        ("M::operator S *()", "M::operator     ::S *()"),
        ("int operator-(M &, S)", "operator -(    ::M &,     ::S)"),
        (
            "template<T> const T &cr<int>(const T &, S)",
            "const T1 &  ::cr<int> (const T1 &,     ::S)",
        ),
        ("template<T> S ts<int>(T)", "S  ::ts<int> (T1)"),
        (
            "template<N, T> int tn<(int)3, double>(T)",
            "int  ::tn<(int)3, double> (T2)",
        ),
        (
            "template<T, U> U tu<int, char>(T, U)",
            "T2  ::tu<int, char> (T1, T2)",
        ),
        ("template<T> void tv<int>(T *)", "void  ::tv<int> (T1 *)"),
        ("int ns::nf(int)", "ns::nf(int)"),
        ("int std::sf(int)", "std::sf(int)"),
        ("template<T> T std::stf<int>(T)", "T1  ::std::stf<int> (T1)"),
        (
            "int (anon)::af((anon)::A)",
            "_NV_ANON_NAMESPACE::af(   ::_NV_ANON_NAMESPACE::A)",
        ),
        ("int (anon)::AC::m(int)", "_NV_ANON_NAMESPACE::AC::m(int)"),
        ("M::~M()", "M::~M()"),
        // a4.cu
        ("int h1(Outer::Inner)", "h1( ::Outer::Inner)"),
        ("int h2(std::X::Y)", "h2(   ::std::X::Y)"),
        ("int h3(ns::Q, ns::Q::In)", "h3( ::ns::Q,     ::ns::Q::In)"),
        (
            "int h4(ns::Q::In, ns::Q::In2)",
            "h4( ::ns::Q::In,  ::ns::Q::In2)",
        ),
        ("int h5(S, S::In)", "h5(    ::S,        ::S::In)"),
        (
            "int h6(std::X, std::X::Y)",
            "h6(    ::std::X,        ::std::X::Y)",
        ),
        ("int h8((anon)::A)", "h8( ::_NV_ANON_NAMESPACE::A)"),
        (
            "int h9((anon)::A::B, (anon)::A)",
            "h9( ::_NV_ANON_NAMESPACE::A::B, _NV_ANON_NAMESPACE::A)",
        ),
        ("int h12(S::In, S)", "h12( ::S::In, S)"),
        ("int M::f(M::In)", "M::f( ::M::In)"),
        // a5.cu: class names at the start of the output are bare
        ("template<T> ns::Q tq<int>(T)", "ns::Q  ::tq<int> (T1)"),
        ("template<T> TS<int> tt<int>(T)", "TS<int>   ::tt<int> (T1)"),
        ("template<T> S *tsp<int>(T)", "S *  ::tsp<int> (T1)"),
        (
            "template<T> const S &tcr<int>(T, const S &)",
            "const     ::S &  ::tcr<int> (T1, const     ::S &)",
        ),
        ("template<T> S::In tin<int>(T)", "S::In  ::tin<int> (T1)"),
        ("template<T> TS<T> ttt<int>(T)", "TS<T1>   ::ttt<int> (T1)"),
        (
            "template<T> S tss<int>(T, S)",
            "S  ::tss<int> (T1,     ::S)",
        ),
        (
            "template<T> T *tpp<int>(T *, T **)",
            "T1 *  ::tpp<int> (T1 *, T1 **)",
        ),
        (
            "template<T, U> int tpu<float, int>(U, T, TS<U>)",
            "int  ::tpu<float, int> (T2, T1,     ::TS<T2> )",
        ),
        (
            "template<T> int tarr<int>(T (&)[3], T (*)(T))",
            "int  ::tarr<int> (T1 (&)[3], T1 (*)(T1))",
        ),
        ("int sf0()", "sf0()"),
        // a6.cu
        ("template<T> T tsr<S>(T)", "T1  ::tsr<    ::S> (T1)"),
        ("template<T> S tsr2<S>(T)", "S  ::tsr2<    ::S> (T1)"),
        (
            "template<T> const verylongnamespace::Q &tcq<int>(T, const verylongnamespace::Q &)",
            "const  ::verylongnamespace::Q &  ::tcq<int> (T1, const  ::verylongnamespace::Q &)",
        ),
        (
            "template<T> TS<S> tts<int>(T)",
            "TS<    ::S>   ::tts<int> (T1)",
        ),
        (
            "template<T> TS<T> *ttp<S>(T)",
            "TS<T1>  *  ::ttp<    ::S> (T1)",
        ),
        (
            "template<T> S (*)(S) tfp<int>(T)",
            "S (*)(    ::S)  ::tfp<int> (T1)",
        ),
        ("template<T> S ns::nts<int>(T)", "S ns::nts<int> (T1)"),
        (
            "int h1(VeryLongClassName, verylongnamespace::Q, verylongnamespace::b::C)",
            "h1(    ::VeryLongClassName,  ::verylongnamespace::Q,  ::verylongnamespace::b::C)",
        ),
        // a8.cu: neither has a name starting with a substitution
        (
            "int h1(TS<int>, TS<float> *, TS<float> *)",
            "h1(    ::TS<int> ,  ::TS<float> *,  ::TS<float> *)",
        ),
        (
            "int h2(std::allocator<int> *)",
            "h2(::std::allocator<int> *)",
        ),
        (
            "int h3(ns::NT<int>, ns::NT<float> *)",
            "h3( ::ns::NT<int> ,  ::ns::NT<float>  *)",
        ),
        (
            "int h4(TS<int> *, const TS<int> *)",
            "h4(    ::TS<int>  *, const     ::TS<int>  *)",
        ),
        // a9.cu: a `*const` at the end of a type keeps its trailing space
        (
            "int h1(TS<int *const>, TS<const int>)",
            "h1(    ::TS<int *const > ,  ::TS<const int> )",
        ),
        (
            "int h2(TS<int (&)[2]>, int (*)(int, ...))",
            "h2(    ::TS<int (&)[2]> , int (*)(int, ...))",
        ),
        (
            "int h3(TS<TS<int> *>, TS<S *>, S)",
            "h3(    ::TS< ::TS<int> *> ,  ::TS<    ::S *> ,     ::S)",
        ),
        (
            "int h4(wchar_t, char16_t, signed char, unsigned short, short, unsigned long)",
            "h4(wchar_t, char16_t, signed char, unsigned short, short, unsigned long)",
        ),
        // a7.cu: a prefix substitution printed as a type has no trailing space
        (
            "int h1(ns::Q::In, ns::Q *, ns::Q &)",
            "h1( ::ns::Q::In, ns::Q*, ns::Q&)",
        ),
        (
            "int h2(S, S::In, S::In::Deep)",
            "h2(    ::S,        ::S::In,           ::S::In::Deep)",
        ),
        (
            "int h3(std::basic_string<char, std::char_traits<char>, std::allocator<char>>)",
            "h3(::std::basic_string<char, std::char_traits<char>, std::allocator<char> >)",
        ),
        (
            "int h4(std::basic_string<int, std::char_traits<int>, std::allocator<int>>)",
            "h4(::std::basic_string<int,     ::std::char_traits<int> , ::std::allocator<int> > )",
        ),
        (
            "int h5(std::basic_ostream<char, std::char_traits<char>> &)",
            "h5(::std::basic_ostream<char, std::char_traits<char> >&)",
        ),
        (
            "int h6(std::allocator<int>, std::allocator<float>)",
            "h6(::std::allocator<int> , ::std::allocator<float> )",
        ),
        (
            "int h7(std::vector<int>, std::vector<int> *)",
            "h7(    ::std::vector<int> ,     ::std::vector<int>  *)",
        ),
        (
            "int h8(const ns::Q, const ns::Q *, const ns::Q *)",
            "h8( ::ns::Q, const  ::ns::Q *, const  ::ns::Q *)",
        ),
        (
            "int h9(nullptr_t, nullptr_t *)",
            "h9(::std::nullptr_t, ::std::nullptr_t *)",
        ),
    ];

    #[test]
    fn oracle_callee_names() {
        check_exact(ORACLE_CALLEE, edg_function_name);
    }

    /// cicc's caller names (`from a __device__ function("...")`) and the
    /// NAME of `identifier "NAME" is undefined in device code`: slice tests
    /// caller_names_device.cu, naming_device_side_*.cu, findings §3.2/3.3,
    /// probes c1.cu and a3.cu.
    const ORACLE_DEVICE_NAMES: &[(&str, &str)] = &[
        ("int M::dm(int)", "M::dm"),
        ("int M::ds()", "M::ds"),
        ("M::M()", "M::M"),
        ("int M::operator+(int)", "M::operator +"),
        ("int ns::nd()", "ns::nd"),
        ("int TS<int>::f()", "TS<int> ::f"),
        ("template<T> int td<int>(T)", "td<int> "),
        ("template<T> void hd_tmpl<int>(T)", "hd_tmpl<int> "),
        ("int d()", "d"),
        ("M::~M()", "M::~M"),
        ("M::operator int()", "M::operator int"),
        ("M::operator S *()", "M::operator     ::S *"),
        ("int M::cm() const", "M::cm const"),
        ("template<T> int M::mt<int>(T)", "M::mt<int> "),
        (
            "template<T> int M::operator+<double>(T)",
            "M::operator +<double> ",
        ),
        ("int M::operator()(int)", "M::operator ()"),
        ("int (anon)::an()", "_NV_ANON_NAMESPACE::an"),
        ("int TS<S>::c() const", "TS<    ::S> ::c const"),
        (
            "template<U> int TS<S>::tm<int>(U)",
            "TS<    ::S> ::tm<int> ",
        ),
        ("template<T> int ns::nt<S>(T)", "ns::nt<    ::S> "),
        ("int dvar(int, ...)", "dvar"),
        ("template<T, N> int tn<int, (int)3>(T)", "tn<int, (int)3> "),
        // identifier names
        ("int h(int)", "h"),
        ("int ns::nh(int)", "ns::nh"),
        ("int M::sh(int)", "M::sh"),
        ("template<T> T th<int>(T)", "th<int> "),
        ("template<T> T th<S>(T)", "th<    ::S> "),
        ("template<T, U> int t2<int, float>(T, U)", "t2<int, float> "),
        ("int TS<int>::tsm(int)", "TS<int> ::tsm"),
        ("int TS<int>::mem() const", "TS<int> ::mem const"),
        ("int M::operator==(const M &) const", "M::operator == const"),
        ("int std::sf(int)", "std::sf"),
        ("template<T> T std::stf<int>(T)", "std::stf<int> "),
        ("int operator-(M &, S)", "operator -"),
        ("template<T> const T &cr<int>(const T &, S)", "cr<int> "),
        ("M::M(int, S)", "M::M"),
        ("extern \"C\" int cd(int)", "cd"),
    ];

    #[test]
    fn oracle_device_names() {
        check_exact(ORACLE_DEVICE_NAMES, device_caller_name);
        check_exact(ORACLE_DEVICE_NAMES, device_undefined_name);
    }

    /// cudafe++'s caller names: caller_names_host.cu, probe c2.cu.
    const ORACLE_HOST_CALLERS: &[(&str, &str)] = &[
        ("int ns::nh()", "nh"),
        ("int ns::in::deep()", "deep"),
        ("int M::sm()", "sm"),
        ("int M::m() const", "m"),
        ("int M::operator+(int)", "operator+"),
        ("M::M()", "M"),
        ("M::~M()", "~M"),
        ("M::operator int()", "operator int"),
        ("template<T> int th<int>(T)", "th"),
        ("int Lambda::operator()() const", "operator()"),
        ("int TS<int>::tsm(int)", "tsm"),
        ("M::operator S *()", "operator S *"),
        ("M::operator const char *()", "operator const char *"),
        ("M::operator TS<int>()", "operator TS<int>"),
        ("template<T> int M::operator+<int>(T)", "operator+"),
        ("int M::operator[](int)", "operator[]"),
        ("void *M::operator new(unsigned long)", "operator new"),
        ("int M::operator<<(int)", "operator<<"),
        ("int M::operator<(int)", "operator<"),
        ("int (anon)::an()", "an"),
    ];

    #[test]
    fn oracle_host_callers() {
        check_exact(ORACLE_HOST_CALLERS, host_caller_name);
    }

    #[test]
    fn parse_smoke() {
        let f = decl("template<T> T ns::nt<int>(const T &, int (*)(int), int [3])");
        expect![[r#"
            FunctionName { scope: [ScopeName { name: "ns", is_class: false, args: [] }], name: "nt", template_args: Some([Type(Builtin(Int, Cv { is_const: false, is_volatile: false }))]), sig: FnSig { ret: Param { index: 0, name: "T", cv: Cv { is_const: false, is_volatile: false } }, params: [LRef(Param { index: 0, name: "T", cv: Cv { is_const: true, is_volatile: false } }), Pointer(Function(FnSig { ret: Builtin(Int, Cv { is_const: false, is_volatile: false }), params: [Builtin(Int, Cv { is_const: false, is_volatile: false })], variadic: false }), Cv { is_const: false, is_volatile: false }), Array(Builtin(Int, Cv { is_const: false, is_volatile: false }), Some(3))], variadic: false }, is_const: false, extern_c: false }
        "#]]
        .assert_eq(&format!("{f:?}\n"));
    }

    #[test]
    fn edg_types() {
        let mut out = String::new();
        for t in [
            "int",
            "unsigned int",
            "long long",
            "const char *",
            "const S &",
            "S",
            "E",
            "ns::Q *",
            "TS<int>",
            "TS<TS<int>>",
            "TS<S> *",
            "TN<int, (int)3>",
            "TB<(bool)1>",
            "nullptr_t",
            "int [3]",
            "int (*)(int)",
            "int (&)[4]",
            "void (**)()",
            "S (*)(S, ...)",
            "int *const",
            "T",
            "U",
            "const T &",
            "TS<T> *",
            "std::allocator<int>",
            "std::X",
            "(anon)::A",
        ] {
            out.push_str(&format!(
                "{t:<24} {:?}\n",
                edg_type(&parse_ty(t, &["T", "U"]))
            ));
        }
        out.push_str(&format!(
            "{:<24} {:?}\n",
            "Unknown",
            edg_type(&Ty::Unknown("decltype(x)".into()))
        ));
        expect![[r#"
            int                      "int"
            unsigned int             "unsigned int"
            long long                "long long"
            const char *             "const char *"
            const S &                "const     ::S &"
            S                        "    ::S"
            E                        "    ::E"
            ns::Q *                  " ::ns::Q *"
            TS<int>                  "    ::TS<int> "
            TS<TS<int>>              "    ::TS< ::TS<int> > "
            TS<S> *                  "    ::TS<    ::S>  *"
            TN<int, (int)3>          "    ::TN<int, (int)3> "
            TB<(bool)1>              "    ::TB<(bool)1> "
            nullptr_t                "::std::nullptr_t"
            int [3]                  "int [3]"
            int (*)(int)             "int (*)(int)"
            int (&)[4]               "int (&)[4]"
            void (**)()              "void (**)()"
            S (*)(S, ...)            "    ::S (*)(    ::S, ...)"
            int *const               "int *const "
            T                        "T1"
            U                        "T2"
            const T &                "const T1 &"
            TS<T> *                  "    ::TS<T1>  *"
            std::allocator<int>      "::std::allocator<int> "
            std::X                   "    ::std::X"
            (anon)::A                " ::_NV_ANON_NAMESPACE::A"
            Unknown                  "decltype(x)"
        "#]]
        .assert_eq(&out);
    }
}
