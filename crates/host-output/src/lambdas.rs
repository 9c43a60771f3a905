//! Extended `__device__` lambdas (`--extended-lambda`) in host code. The
//! device side compiles the kernel template instantiated with the lambda
//! as an instance with a wrapper type that names the enclosing function
//! and the lambda's number in it:
//! `__nv_dl_wrapper_t<__nv_dl_tag<void (*)(float *, int, float), &scale, 1>, float>`
//! (the captured variables' types follow the tag). The host side must
//! launch that same instance, so each such lambda in host code becomes an
//! object of the wrapper type holding its captures, and the host file
//! defines the wrapper templates (with the captures as members in order,
//! the layout the device side copies).
//!
//! The stub names the kernel instance after the wrapper
//! ([`stub_closure`]): cicc's device name mangles the closure type
//! (`_Z5applyIZ5scalePfifEUlfE_EviS0_T_`), the host stub function the
//! wrapper (`..._Z5applyIZ5scalePfifEUnvdl1_PFvS0_ifE5scale1_fEviS0_T_`),
//! and parameters of the closure type are printed through a typedef of the
//! wrapper named after the closure's mangling.
//!
//! Only `__device__` lambdas in functions, function templates and members
//! (see [`owner_is_rewritable`]) that do not use `this` are rewritten;
//! other places are left as they are (documented as not done).
//! `__host__ __device__` lambdas are wrapped instead (see
//! `host_device_lambdas.rs`), under the same conditions and with the same
//! tag, numbered with the `__device__` ones. In a function template the
//! tag names the template by its own parameters
//! (`__nv_dl_tag<void (*)(T *, Args...),(& ::go< T, Args...>),1>`), so
//! that each instance of the template gets its own wrapper type, as cicc's
//! stub expects. [`stub_closure`] (our own stub) does not name the
//! instances of a template owner yet.

use crate::SemaDb;
use crate::cprint::cpp_type;
use crate::layout::Layouts;
use base_db::UnitSide;
use hir::FunctionDecl;
use hir::ty::{ClosureMangle, Cv, FnSig, Ty};
use smol_str::SmolStr;
use syntax::SyntaxKind::*;
use syntax::SyntaxNode;
use syntax::ast::{self, AstNode};

/// One lambda to rewrite.
#[derive(Debug, Clone)]
pub struct DeviceLambda {
    /// `void (*)(float *, int, float)`.
    pub function_type: String,
    /// `::scale`.
    pub function_name: String,
    /// 1-based among the extended device lambdas of the function.
    pub index: u32,
    /// The captured variables, in order of first use.
    pub captures: Vec<String>,
    /// The trailing return type as written (`-> double`): the wrapper
    /// then preserves it (`__nv_dl_trailing_return_tag`), so that host
    /// code may ask for the call's result type.
    pub trailing_return: Option<String>,
}

impl DeviceLambda {
    /// `__nv_dl_wrapper_t< Tag , typename __nvdl_remove_ref<decltype(a)>::type>( Tag {} , a)`.
    pub fn wrapper_expression(&self) -> String {
        let tag = match &self.trailing_return {
            Some(ret) => format!(
                "__nv_dl_trailing_return_tag<{},(& {}),{ret}, {}>",
                self.function_type, self.function_name, self.index
            ),
            None => format!(
                "__nv_dl_tag<{},(& {}),{}>",
                self.function_type, self.function_name, self.index
            ),
        };
        let mut types = String::new();
        let mut values = String::new();
        for c in &self.captures {
            types.push_str(&format!(
                ", typename __nvdl_remove_ref<decltype({c})>::type"
            ));
            values.push_str(&format!(", {c}"));
        }
        format!("__nv_dl_wrapper_t< {tag} {types}>( {tag} {{}} {values})")
    }
}

/// The function-pointer type of a function (`void (*)(float *, int)`), or
/// for a non-static member function the pointer-to-member type
/// (`void (::ns::C::*)(float *, int) const`).
fn function_pointer_type(layouts: &Layouts<'_>, decl: &FunctionDecl) -> Option<String> {
    let sig: &FnSig = &decl.name.sig;
    let ty = Ty::Pointer(
        Box::new(Ty::Function(Box::new(sig.clone()))),
        Default::default(),
    );
    let plain = cpp_type(layouts, &ty)?;
    if !decl.is_member || decl.is_static {
        return Some(plain);
    }
    let class = decl.class_path.as_ref()?;
    let member = format!("(::{}::*)", class.join("::"));
    let mut s = plain.replacen("(*)", &member, 1);
    if decl.name.is_const {
        s.push_str(" const");
    }
    Some(s)
}

/// A function template's type as a pointer, from its definition as written
/// (`mem_t<typename std::iterator_traits<it_t>::value_type> (*)(it_t a,
/// context_t &context)`), as cudafe++ spells it in the tag: read inside
/// the template, it names the template's own parameters and whatever the
/// declaration named. Default arguments are left out. `None` for
/// declarators of other shapes (parenthesized, members).
pub fn written_function_pointer_type(
    function: &SyntaxNode,
    member_of: Option<&str>,
) -> Option<String> {
    let specs = function.children().find(|c| c.kind() == DECL_SPECS)?;
    let mut ret = String::new();
    for child in specs.children_with_tokens() {
        let keep = match child.kind() {
            // what declares the function rather than its type
            STATIC_KW | INLINE_KW | EXTERN_KW | CONSTEXPR_KW | CONSTEVAL_KW | VIRTUAL_KW
            | EXPLICIT_KW | FRIEND_KW | GNU_ATTRIBUTES | CXX_ATTRIBUTES | DECLSPEC_ATTRIBUTES => {
                false
            }
            _ => true,
        };
        if keep {
            ret.push_str(&child.to_string());
        }
    }
    let declarator = crate::entities::declarator_of(function)?;
    let mut ptr_ops = String::new();
    let mut params: Vec<String> = Vec::new();
    let mut suffix = String::new();
    let mut quals = String::new();
    let mut named = false;
    for child in declarator.syntax().children() {
        match child.kind() {
            PTR_OP if !named => ptr_ops.push_str(&child.to_string()),
            DECL_NAME => named = true,
            FUNCTION_SUFFIX if named => {
                for part in child.children() {
                    match part.kind() {
                        PARAM_LIST => {
                            for p in part.children().filter(|p| p.kind() == PARAM_DECL) {
                                // up to a default argument
                                let text: String = p
                                    .children_with_tokens()
                                    .take_while(|t| t.kind() != EQ)
                                    .map(|t| t.to_string())
                                    .collect();
                                params.push(text.trim().to_string());
                            }
                            if part.children_with_tokens().any(|t| t.kind() == DOT3) {
                                params.push("...".into());
                            }
                        }
                        TRAILING_RETURN => suffix.push_str(&format!(" {}", part.text())),
                        _ => {}
                    }
                }
                // a member's qualifiers
                for t in child.children_with_tokens() {
                    if member_of.is_some() && matches!(t.kind(), CONST_KW | VOLATILE_KW) {
                        quals.push_str(&format!(" {t}"));
                    }
                }
            }
            _ => return None,
        }
    }
    // a deduced return type (`auto` without a trailing one) makes no
    // pointer type to write
    let deduced = specs.descendants_with_tokens().any(|t| t.kind() == AUTO_KW) && suffix.is_empty();
    if deduced {
        return None;
    }
    let pointer = match member_of {
        Some(class) => format!("({class}::*)"),
        None => "(*)".to_string(),
    };
    named.then(|| {
        format!(
            "{} {ptr_ops}{pointer}({}){quals}{suffix}",
            ret.trim(),
            params.join(", ")
        )
    })
}

/// The wrapper templates, with specializations for up to `max_captures`
/// captures, and the traits behind `__nv_is_extended_*`.
pub fn implementation(max_captures: usize) -> String {
    let mut s = String::from(
        "\n# 1 \"cudafe_rs_extended_lambda_implementation\"\n\
template <typename T> struct __nvdl_remove_ref { typedef T type; };\n\
template <typename T> struct __nvdl_remove_ref<T &> { typedef T type; };\n\
template <typename T> struct __nvdl_remove_ref<T &&> { typedef T type; };\n\
template <typename T, typename... Args> struct __nvdl_remove_ref<T (&)(Args...)> { typedef T (*type)(Args...); };\n\
template <typename T> struct __nvdl_remove_cv { typedef T type; };\n\
template <typename T> struct __nvdl_remove_cv<const T> { typedef T type; };\n\
template <typename T> struct __nvdl_remove_cv<volatile T> { typedef T type; };\n\
template <typename T> struct __nvdl_remove_cv<const volatile T> { typedef T type; };\n\
template <typename U, U func, unsigned> struct __nv_dl_tag { };\n\
template <typename Tag, typename... F> struct __nv_dl_wrapper_t;\n\
template <typename Tag> struct __nv_dl_wrapper_t<Tag> {\n\
  __nv_dl_wrapper_t(Tag) { }\n\
  template <typename... U> int operator()(U...) const { return 0; }\n\
};\n\
template <typename U, U func, typename Return, unsigned> struct __nv_dl_trailing_return_tag { };\n\
template <typename U, U func, typename Return, unsigned Id> struct __nv_dl_wrapper_t<__nv_dl_trailing_return_tag<U, func, Return, Id> > {\n\
  __nv_dl_wrapper_t(__nv_dl_trailing_return_tag<U, func, Return, Id>) { }\n\
  template <typename... U1> Return operator()(U1...) const { __builtin_unreachable(); }\n\
};\n",
    );
    for n in 1..=max_captures {
        let params: Vec<String> = (1..=n).map(|i| format!("typename F{i}")).collect();
        let args: Vec<String> = (1..=n).map(|i| format!("F{i}")).collect();
        let members: String = (1..=n).map(|i| format!("  F{i} f{i};\n")).collect();
        let ctor_params: Vec<String> = (1..=n).map(|i| format!("F{i} in{i}")).collect();
        let inits: Vec<String> = (1..=n).map(|i| format!("f{i}(in{i})")).collect();
        s.push_str(&format!(
            "template <typename Tag, {}> struct __nv_dl_wrapper_t<Tag, {}> {{\n{members}  __nv_dl_wrapper_t(Tag, {}) : {} {{ }}\n  template <typename... U> int operator()(U...) const {{ return 0; }}\n}};\n",
            params.join(", "),
            args.join(", "),
            ctor_params.join(", "),
            inits.join(", ")
        ));
        s.push_str(&format!(
            "template <typename U, U func, typename Return, unsigned Id, {}> struct __nv_dl_wrapper_t<__nv_dl_trailing_return_tag<U, func, Return, Id>, {}> {{\n{members}  __nv_dl_wrapper_t(__nv_dl_trailing_return_tag<U, func, Return, Id>, {}) : {} {{ }}\n  template <typename... U1> Return operator()(U1...) const {{ __builtin_unreachable(); }}\n}};\n",
            params.join(", "),
            args.join(", "),
            ctor_params.join(", "),
            inits.join(", ")
        ));
    }
    s.push_str(
        "template <typename T> struct __nv_extended_device_lambda_trait_helper { static const bool value = false; };\n\
template <typename T1, typename... Pack> struct __nv_extended_device_lambda_trait_helper<__nv_dl_wrapper_t<T1, Pack...> > { static const bool value = true; };\n\
#define __nv_is_extended_device_lambda_closure_type(X) __nv_extended_device_lambda_trait_helper< typename __nvdl_remove_cv<X>::type>::value\n\
template <typename T> struct __nv_extended_device_lambda_with_trailing_return_trait_helper { static const bool value = false; };\n\
template <typename U, U func, typename Return, unsigned Id, typename... Pack> struct __nv_extended_device_lambda_with_trailing_return_trait_helper<__nv_dl_wrapper_t<__nv_dl_trailing_return_tag<U, func, Return, Id>, Pack...> > { static const bool value = true; };\n\
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) __nv_extended_device_lambda_with_trailing_return_trait_helper< typename __nvdl_remove_cv<X>::type>::value\n",
    );
    s
}

/// Whether a lambda expression is annotated `__device__` and not
/// `__host__` (an extended device lambda, in host code).
pub fn is_device_only(node: &SyntaxNode) -> bool {
    let (host, device) = lambda_spaces(node);
    device && !host
}

/// Whether a lambda expression is annotated `__device__` (with `__host__`
/// or not): an extended lambda, which the tag numbers.
pub fn is_extended(node: &SyntaxNode) -> bool {
    lambda_spaces(node).1
}

/// Whether a lambda is annotated `__host__`, and `__device__`.
pub fn lambda_spaces(node: &SyntaxNode) -> (bool, bool) {
    let names: Vec<String> = hir::items::lambda_attributes(node)
        .iter()
        .filter_map(|a| a.normalized_name())
        .collect();
    (
        names.iter().any(|n| n == "host"),
        names.iter().any(|n| n == "device"),
    )
}

/// Whether the lambdas of this function can become wrappers in the host
/// file: a function, function template or member function (of a class or
/// class template), not an explicit specialization nor a friend, outside
/// local classes, at most one anonymous namespace deep (at global scope).
pub fn owner_is_rewritable(decl: &FunctionDecl) -> bool {
    let scope = &decl.name.scope;
    let anon_ok = match scope.iter().position(|s| s.name.is_empty()) {
        None => true,
        Some(i) => i == 0 && scope.len() == 1,
    };
    !(decl.in_local_class || decl.is_specialization || decl.is_friend) && anon_ok
}

/// The template arguments that name a function template inside its own
/// definition (`< T, N, Args...>`), as cudafe++ writes them in the tag;
/// empty for other functions.
fn own_template_args(decl: &FunctionDecl) -> String {
    if !decl.is_template() {
        return String::new();
    }
    let args: Vec<String> = decl
        .template_param_info
        .iter()
        .map(|p| {
            let dots = if p.is_pack { "..." } else { "" };
            format!("{}{dots}", p.name)
        })
        .collect();
    format!("< {}>", args.join(", "))
}

/// The enclosing function as the tag names it: its type as a pointer and
/// its name (`void (*)(float *, int)` and `::ns::f`). Inside templates
/// (checked with the oracle) the type is the one written in the
/// definition, and the name is the template's own: `::ns::go< T>`, for
/// a member of a class template `void (W::*)(U u) const` and `W::up< U>`
/// (the injected class name), for a static member `up< U>`.
pub fn tag_function(
    layouts: &Layouts<'_>,
    decl: &FunctionDecl,
    function: &SyntaxNode,
    anon_namespace: &str,
) -> Option<(String, String)> {
    let own = own_template_args(decl);
    // `::ns::C::f`, the anonymous namespace by the name this file gives it
    let mut qualified = String::from("::");
    for s in &decl.name.scope {
        qualified.push_str(if s.name.is_empty() {
            anon_namespace
        } else {
            &s.name
        });
        qualified.push_str("::");
    }
    qualified.push_str(&decl.name.name);
    if !(decl.is_template() || decl.in_template) {
        return Some((function_pointer_type(layouts, decl)?, qualified));
    }
    if !decl.is_member {
        let ty = written_function_pointer_type(function, None)?;
        return Some((ty, format!("{qualified}{own}")));
    }
    let class = decl.class_path.as_ref()?.last()?;
    if decl.is_static {
        let ty = written_function_pointer_type(function, None)?;
        return Some((ty, format!("{}{own}", decl.name.name)));
    }
    let ty = written_function_pointer_type(function, Some(class))?;
    Some((ty, format!("{class}::{}{own}", decl.name.name)))
}

/// Whether a function has internal linkage: `static` at namespace scope or
/// in an anonymous namespace.
fn is_internal(decl: &FunctionDecl) -> bool {
    (decl.is_static && !decl.is_member) || decl.name.scope.iter().any(|s| s.name.is_empty())
}

/// The enclosing function as the stub's wrapper tag names it (checked with
/// the oracle): `     ::f`, ` :: ns::C::f`, and for internal linkage
/// `    ::f`, `    ::_NV_ANON_NAMESPACE::f`.
fn tag_function_text(decl: &FunctionDecl) -> Option<String> {
    let scope: Vec<SmolStr> = decl.name.scope.iter().map(|s| s.name.clone()).collect();
    let name = &decl.name.name;
    Some(if is_internal(decl) {
        match scope.as_slice() {
            [] => format!("    ::{name}"),
            [anon] if anon.is_empty() => format!("    ::_NV_ANON_NAMESPACE::{name}"),
            // a static function in a named namespace: not checked
            _ => return None,
        }
    } else if scope.is_empty() {
        format!("     ::{name}")
    } else {
        format!(" :: {}::{name}", crate::cprint::join_path(&scope))
    })
}

/// Whether a lambda in a non-static member function uses the object
/// (`this`, or a member named without it): the wrapper would need the
/// `this` capture, which is not done.
pub fn uses_this(
    tree: &hir::ItemTree,
    body: &hir::Body,
    lambda: hir::LambdaId,
    decl: &FunctionDecl,
) -> bool {
    if !decl.is_member || decl.is_static {
        return false;
    }
    // the names the class and its bases declare (unknown: assume used),
    // with the scope each is declared in
    let mut members: Vec<(Vec<SmolStr>, SmolStr)> = Vec::new();
    let mut todo: Vec<Vec<SmolStr>> = decl.class_path.iter().cloned().collect();
    let mut seen = 0;
    while let Some(path) = todo.pop() {
        seen += 1;
        if seen > 64 {
            return true;
        }
        let Some(class) = tree
            .classes
            .iter()
            .find(|c| c.path == path && c.is_definition)
        else {
            return true;
        };
        let Some(names) = &class.members else {
            return true;
        };
        members.extend(names.iter().map(|n| (path.clone(), n.clone())));
        todo.extend(class.bases.iter().cloned());
    }
    // a member that is a type, an enumerator or a static variable needs no
    // object
    let needs_object = |scope: &[SmolStr], name: &SmolStr| {
        let is = |p: &[SmolStr]| {
            p.len() == scope.len() + 1 && p.starts_with(scope) && p.last() == Some(name)
        };
        !(tree.typedefs.iter().any(|(p, _)| is(p))
            || tree.enumerators.iter().any(|(p, _)| is(p))
            || tree.classes.iter().any(|c| is(&c.path))
            || tree.variables.iter().any(|v| is(&v.path)))
    };
    body.exprs.iter().any(|(e, expr)| {
        let inside = body.owner(e).is_some_and(|l| inside_or_is(body, l, lambda));
        inside
            && match expr {
                hir::Expr::This => true,
                hir::Expr::Path {
                    segments, global, ..
                } => {
                    !global
                        && segments.len() == 1
                        && members
                            .iter()
                            .any(|(scope, n)| *n == segments[0] && needs_object(scope, n))
                }
                _ => false,
            }
    })
}

/// The explicit captures written in the introducer (`[=, a]` gives `a`),
/// or `None` if one is not a plain copy (`this`, references and
/// init-captures are not rewritten).
pub fn explicit_captures(node: &SyntaxNode) -> Option<Vec<String>> {
    let introducer = node.children().find(|c| c.kind() == LAMBDA_INTRODUCER);
    let explicit: Vec<String> = introducer
        .iter()
        .flat_map(|i| i.children().filter_map(ast::LambdaCapture::cast))
        .filter_map(|c| {
            let text = c.syntax().text().to_string();
            let t = text.trim();
            (!t.is_empty() && t != "=").then(|| t.to_string())
        })
        .collect();
    let plain = explicit
        .iter()
        .all(|c| !(c.contains("this") || c.contains('&') || c.contains('=') || c.contains('(')));
    plain.then_some(explicit)
}

/// The lambda whose expression is `node`.
pub fn lambda_id(map: &hir::BodySourceMap, node: &SyntaxNode) -> Option<hir::LambdaId> {
    let range = node.text_range();
    let id = map.lambda_ranges.iter().position(|r| *r == range)?;
    Some(hir::LambdaId(id as u32))
}

/// The variables lambda `lambda` captures: the enclosing function's
/// locals it uses, in order of first use (explicit captures first, as
/// listed), with the local each names when known.
pub fn captures(
    body: &hir::Body,
    map: &hir::BodySourceMap,
    lambda: hir::LambdaId,
    explicit: &[String],
) -> Option<Vec<(String, Option<hir::LocalId>)>> {
    let range = *map.lambda_ranges.get(lambda.0 as usize)?;
    let explicit_local = |name: &str| {
        body.lambdas
            .get(lambda.0 as usize)?
            .captures
            .iter()
            .find(|c| c.name == name)
            .and_then(|c| c.local)
    };
    let mut out: Vec<(String, Option<hir::LocalId>)> = explicit
        .iter()
        .map(|n| (n.clone(), explicit_local(n)))
        .collect();
    for (e, expr) in body.exprs.iter() {
        let hir::Expr::Local(l) = expr else { continue };
        if body.enumerators.contains(l) {
            continue;
        }
        if !body.owner(e).is_some_and(|o| inside_or_is(body, o, lambda)) {
            continue;
        }
        // its own parameters, and those of lambdas inside it
        let own_param = body.lambdas.iter().enumerate().any(|(i, x)| {
            x.params.contains(l) && inside_or_is(body, hir::LambdaId(i as u32), lambda)
        });
        let index = l.into_raw().into_u32() as usize;
        let declared = map.local_ranges.get(index).copied().unwrap_or_default();
        // declared inside the lambda (also what has no range of its own:
        // the enumerators of a local enum)
        let owned = body
            .local_owner
            .get(index)
            .copied()
            .flatten()
            .is_some_and(|o| inside_or_is(body, o, lambda));
        if own_param || owned || (!declared.is_empty() && range.contains_range(declared)) {
            continue;
        }
        let name = body.locals[*l].name.to_string();
        if !out.iter().any(|(n, _)| *n == name) {
            out.push((name, Some(*l)));
        }
    }
    Some(out)
}

/// Whether lambda `l` is `of` or nested in it.
pub fn inside_or_is(body: &hir::Body, l: hir::LambdaId, of: hir::LambdaId) -> bool {
    let mut cur = Some(l);
    let mut depth = 0;
    while let Some(c) = cur {
        if c == of {
            return true;
        }
        depth += 1;
        if depth > 256 {
            return false;
        }
        cur = body.lambdas.get(c.0 as usize).and_then(|x| x.parent);
    }
    false
}

/// An extended `__device__` lambda's closure type, as a kernel template
/// argument, with what its mangling and the stub's wrapper need; `None`
/// for other types and for lambdas the host file does not rewrite.
pub fn stub_closure(
    db: &dyn SemaDb,
    us: UnitSide,
    naming: &crate::entities::NamingOptions,
    t: &Ty,
) -> Option<(SmolStr, ClosureMangle)> {
    let Ty::Unknown(spelling) = t else {
        return None;
    };
    let info = hir::ty::closure_info(t)?;
    if !info.annotated_device || info.annotated_host || info.in_device_code {
        return None;
    }
    let def = hir::FunctionDef::new(db, us, SmolStr::new(info.owner), 0);
    let (_, decl) = hir::def_decl(db, def)?;
    // the stub's names for a template owner's instances are not done
    if decl.is_template() || decl.in_template || !owner_is_rewritable(decl) {
        return None;
    }
    let function_text = tag_function_text(decl)?;
    let body = hir::function_body(db, def);
    let map = hir::body_source_map(db, def);
    let index = info.index as usize;
    let lambda = body.lambdas.get(index)?;
    if lambda.parent.is_some() {
        return None;
    }
    let tree = hir::item_tree(db, us);
    if uses_this(tree, body, hir::LambdaId(info.index), decl) {
        return None;
    }
    let range = *map.lambda_ranges.get(index)?;
    let root = base_db::parse(db, us).syntax_node();
    let node = match root.covering_element(range) {
        rowan::NodeOrToken::Node(n) => n,
        rowan::NodeOrToken::Token(t) => t.parent()?,
    }
    .ancestors()
    .find(|n| n.kind() == LAMBDA_EXPR && n.text_range() == range)?;
    let function = node.ancestors().find(|n| n.kind() == FUNCTION_DEF)?;
    let explicit = explicit_captures(&node)?;
    let captured = captures(body, map, hir::LambdaId(info.index), &explicit)?;
    // `decltype(x)` without the reference: a parameter declared `const`
    // keeps it (signatures drop it)
    let params_const = const_params(&function);
    let captures = captured
        .iter()
        .map(|(_, l)| {
            let l = (*l)?;
            let t = body.locals[l].ty.strip_ref().clone();
            let i = l.into_raw().into_u32() as usize;
            let is_param = decl.param_names.get(i) == Some(&body.locals[l].name);
            Some(if is_param && params_const.get(i) == Some(&true) {
                let cv = Cv {
                    is_const: true,
                    ..t.cv()
                };
                t.with_cv(cv)
            } else {
                t
            })
        })
        .collect::<Option<Vec<Ty>>>()?;
    let id = 1 + function
        .descendants()
        .filter(|n| n.kind() == LAMBDA_EXPR && is_extended(n))
        .take_while(|n| *n != node)
        .count() as u32;
    let trailing_return = match node.children().find_map(ast::TrailingReturn::cast) {
        Some(t) => {
            let ctx = hir::summary::BodyTypeContext::new(tree, decl);
            Some(hir::lower_ty::lower_type_id(&ctx, &t.type_id()?))
        }
        None => None,
    };
    let param_types = |l: &hir::body::Lambda| -> Vec<Ty> {
        l.params
            .iter()
            .map(|p| body.locals[*p].ty.clone())
            .collect()
    };
    let params = param_types(lambda);
    let discriminator = body.lambdas[..index]
        .iter()
        .filter(|l| l.parent.is_none() && param_types(l) == params)
        .count() as u32;
    // a class of an anonymous namespace prints and mangles differently
    // inside the wrapper (`   ::_NV_ANON_NAMESPACE::R`, `_INTERNAL` in its
    // scope): not done
    let sig_types = decl.name.sig.params.iter().chain([&decl.name.sig.ret]);
    if sig_types
        .chain(&captures)
        .chain(&params)
        .any(mentions_anon_class)
    {
        return None;
    }
    let mut sig = decl.name.sig.clone();
    for p in &mut sig.params {
        *p = p.without_cv();
    }
    let function_pointer = Ty::Pointer(Box::new(Ty::Function(Box::new(sig))), Cv::default());
    // an internal owner's local name is inside `_INTERNAL<module id>`
    let mut owner = decl.name.clone();
    if is_internal(decl) {
        owner.scope.insert(
            0,
            hir::ty::ScopeName {
                name: SmolStr::new(format!("_INTERNAL{}", naming.module_id)),
                is_class: false,
                args: Vec::new(),
            },
        );
    }
    Some((
        spelling.clone(),
        ClosureMangle {
            owner,
            function_text,
            owner_is_main: decl.name.scope.is_empty() && decl.name.name == "main",
            params,
            discriminator,
            function_pointer,
            member_of: (decl.is_member && !decl.is_static)
                .then(|| decl.class_path.clone())
                .flatten()
                .map(|path| {
                    Ty::Class(
                        hir::ty::ClassName {
                            path,
                            args: Vec::new(),
                            is_enum: false,
                        },
                        Cv::default(),
                    )
                }),
            id,
            trailing_return,
            captures,
            deferred: decl.in_class,
        },
    ))
}

/// For each parameter of a function definition, whether it is declared
/// `const` at top level (`const int n`; not `const int *p`).
fn const_params(function: &SyntaxNode) -> Vec<bool> {
    let Some(list) =
        crate::entities::declarator_of(function).and_then(|d| crate::entities::param_list(&d))
    else {
        return Vec::new();
    };
    list.param_decls()
        .map(|p| {
            let no_ptr = p
                .declarator()
                .is_none_or(|d| !d.syntax().descendants().any(|n| n.kind() == PTR_OP));
            let is_const = p.decl_specs().is_some_and(|s| {
                s.syntax()
                    .children_with_tokens()
                    .any(|t| t.kind() == CONST_KW)
            });
            no_ptr && is_const
        })
        .collect()
}

/// Whether a type names a class of an anonymous namespace.
fn mentions_anon_class(t: &Ty) -> bool {
    match t {
        Ty::Class(c, _) => {
            c.path.iter().any(|p| p.is_empty())
                || c.args.iter().any(|a| match a {
                    hir::ty::TemplateArg::Type(t) => mentions_anon_class(t),
                    _ => false,
                })
        }
        Ty::Pointer(p, _) | Ty::LRef(p) | Ty::RRef(p) | Ty::Array(p, _) => mentions_anon_class(p),
        Ty::Function(sig) => {
            mentions_anon_class(&sig.ret) || sig.params.iter().any(mentions_anon_class)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use expect_test::expect;

    /// The tag type of every function definition in `text`, as a function
    /// (`None` prints `-`) and as a member of `W`.
    fn written(text: &str) -> String {
        let root = syntax::parse_preprocessed_text(text).syntax_node();
        root.descendants()
            .filter(|n| n.kind() == FUNCTION_DEF)
            .map(|f| {
                let show = |t: Option<String>| t.unwrap_or_else(|| "-".into());
                format!(
                    "{} | {}\n",
                    show(written_function_pointer_type(&f, None)),
                    show(written_function_pointer_type(&f, Some("W")))
                )
            })
            .collect()
    }

    #[test]
    fn function_types_as_written() {
        expect![[r#"
            void (*)(T *p, int n, T s) | void (W::*)(T *p, int n, T s)
            const T *(*)(T *p, int n) | const T *(W::*)(T *p, int n)
            auto (*)(It it) -> typename std::iterator_traits<It>::value_type | auto (W::*)(It it) -> typename std::iterator_traits<It>::value_type
            int (*)(Args ...args) | int (W::*)(Args ...args) const
            - | -
            void (*)(int, ...) | void (W::*)(int, ...)
        "#]]
        .assert_eq(&written(
            "namespace std { template <class I> struct iterator_traits; }
             template <class T> static inline void go(T *p, int n, T s = T()) {}
             template <class T> __attribute__((host)) const T *first(T *p, int n = 3) { return p; }
             template <class It> auto deref(It it) -> typename std::iterator_traits<It>::value_type { return *it; }
             struct W { template <class... Args> int count(Args ...args) const { return 0; } };
             template <class T> auto deduced(T t) { return t; }
             void variadic(int, ...) {}",
        ));
    }
}
