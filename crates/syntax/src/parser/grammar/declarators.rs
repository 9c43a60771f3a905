//! Declaration specifiers, declarators, parameter lists and type-ids: the
//! parts of C++ declarations that describe types.

use super::super::names::{NameKind, ValueWhat};
use super::super::parser::{CompletedMarker, Parser};
use super::paths::{self, PathMode, peek_path};
use super::{attributes, declarations, expressions};
use crate::SyntaxKind::{self, *};
use crate::T;
use diagnostics::DiagKind;
use smol_str::SmolStr;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum SpecContext {
    Namespace,
    Class,
    Block,
    Param,
    TypeId,
}

/// What the decl-specifiers contained.
#[derive(Default, Debug, Clone)]
pub(crate) struct SpecInfo {
    pub(crate) has_type: bool,
    pub(crate) is_typedef: bool,
    pub(crate) is_friend: bool,
    pub(crate) any: bool,
    /// A class or enum was defined or named with a tag (`struct S;`).
    pub(crate) declared_tag: bool,
    /// The name-table key of the class or namespace scope the type
    /// specifier denotes, if it is one (for aliases: `typedef S T;`).
    pub(crate) type_key: Option<SmolStr>,
    /// The type so far is made of builtin keywords only (`unsigned long`),
    /// which more keywords may extend.
    pub(crate) builtin_only: bool,
    /// At namespace scope, a name that is no type followed by `[`
    /// (`a[i] = x;`): EDG takes it as the type of a structured binding,
    /// whose specifier is then invalid (see
    /// `declarations::invalid_structured_binding`).
    pub(crate) binding_type: bool,
}

pub(crate) fn is_builtin_type_kw(k: SyntaxKind) -> bool {
    matches!(
        k,
        T![int]
            | T![char]
            | T![char8_t]
            | T![char16_t]
            | T![char32_t]
            | T![wchar_t]
            | T![bool]
            | T![short]
            | T![long]
            | T![signed]
            | T![unsigned]
            | T![float]
            | T![double]
            | T![void]
            | T![__int128]
            | T![__float128]
            | T![__complex__]
    )
}

fn is_plain_specifier_kw(k: SyntaxKind) -> bool {
    matches!(
        k,
        T![static]
            | T![extern]
            | T![inline]
            | T![constexpr]
            | T![consteval]
            | T![constinit]
            | T![virtual]
            | T![friend]
            | T![typedef]
            | T![mutable]
            | T![register]
            | T![thread_local]
            | T![const]
            | T![volatile]
            | T![__restrict__]
            | T![__extension__]
            | T![__noinline__]
    )
}

/// Can a type-id start here (template arguments, casts, `sizeof(...)`)?
pub(crate) fn at_type_id_start(p: &Parser<'_>) -> bool {
    let k = p.current();
    if is_builtin_type_kw(k) {
        return true;
    }
    match k {
        T![const]
        | T![volatile]
        | T![auto]
        | T![decltype]
        | T![__typeof__]
        | T![class]
        | T![struct]
        | T![union]
        | T![enum]
        | T![typename]
        | T![__restrict__] => true,
        IDENT | T![::] => peek_path(p, 0).is_some_and(|i| i.kind.is_some_and(|k| k.is_type())),
        _ => false,
    }
}

/// In a template argument or a builtin's argument, is a type name followed
/// by `(` or `{` an expression (`T{}`, `T(x)`, `int(3) + 1`) rather than a
/// type (`T()`, `void(int)`)? A braced list always makes a value; a
/// parenthesised list makes a function type only if it looks like
/// parameters.
pub(crate) fn type_is_functional_cast_expr(p: &Parser<'_>) -> bool {
    let start = usize::from(p.at(T![typename]));
    let len = if is_builtin_type_kw(p.nth(start)) {
        let mut n = start;
        while is_builtin_type_kw(p.nth(n)) {
            n += 1;
        }
        n
    } else if let Some(info) = peek_path(p, start) {
        start + info.len
    } else {
        return false;
    };
    match p.nth(len) {
        T!['{'] => true,
        T!['('] => {
            // `T() == 0`: an operator after `T()` or `T(int)` makes a value
            // (`T(*)(int)` and `T(&)[2]` are declarators)
            let member_pointer = peek_path(p, len + 1).is_some_and(|i| {
                p.nth_at(len + 1 + i.len, T![::]) && p.nth_at(len + 2 + i.len, T![*])
            });
            if !matches!(p.nth(len + 1), T![*] | T![&] | T![&&] | T![^])
                && !member_pointer
                && let Some(close) = closing_paren(p, len)
            {
                let after = p.nth(close + 1);
                // what may follow a function type: qualifiers, `noexcept`,
                // a trailing return type, the end of the argument
                let ends_arg = matches!(
                    after,
                    T![,]
                        | T![...]
                        | T![')']
                        | T![;]
                        | EOF
                        | T![const]
                        | T![volatile]
                        | T![noexcept]
                        | T![throw]
                        | T![->]
                        | T![__attribute__]
                ) || (after == T![>]
                    && !(p.nth_joint_at(close + 1) && p.nth_at(close + 2, T![=])))
                    || (matches!(after, T![&] | T![&&])
                        && matches!(p.nth(close + 2), T![,] | T![>] | T![...]));
                if !ends_arg {
                    return true;
                }
            }
            let next = p.nth(len + 1);
            let looks_like_params = matches!(
                next,
                T![')'] | T![...] | T![const] | T![volatile] | T![*] | T![&] | T![&&]
            ) || is_builtin_type_kw(next)
                || matches!(
                    next,
                    T![class]
                        | T![struct]
                        | T![union]
                        | T![enum]
                        | T![typename]
                        | T![decltype]
                        | T![auto]
                )
                || (matches!(next, IDENT | T![::])
                    && peek_path(p, len + 1).is_some_and(|i| i.kind.is_some_and(|k| k.is_type())));
            !looks_like_params
        }
        _ => false,
    }
}

/// The offset of the `)` matching the `(` at offset `n`.
fn closing_paren(p: &Parser<'_>, n: usize) -> Option<usize> {
    let mut depth = 0u32;
    let mut i = n;
    loop {
        match p.nth(i) {
            T!['('] | T!['['] | T!['{'] => depth += 1,
            T![')'] | T![']'] | T!['}'] => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i);
                }
            }
            EOF => return None,
            _ => {}
        }
        i += 1;
    }
}

pub(crate) fn decltype_type(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump(T![decltype]);
    if p.expect(T!['(']) {
        let old = (p.no_gt, p.in_launch);
        p.no_gt = false;
        p.in_launch = false;
        if p.at(T![auto]) && p.nth_at(1, T![')']) {
            p.bump_any();
        } else {
            expressions::expr(p);
        }
        (p.no_gt, p.in_launch) = old;
        p.expect(T![')']);
    }
    m.complete(p, DECLTYPE_TYPE);
}

/// Parses a decl-specifier-seq into a DECL_SPECS node.
pub(crate) fn decl_specs(p: &mut Parser<'_>, ctx: SpecContext) -> SpecInfo {
    let mut info = SpecInfo::default();
    let m = p.start();
    loop {
        let k = p.current();
        if is_plain_specifier_kw(k) {
            match k {
                T![typedef] => info.is_typedef = true,
                T![friend] => info.is_friend = true,
                _ => {}
            }
            p.bump_any();
        } else if k == T![explicit] {
            p.bump_any();
            if p.at(T!['(']) {
                p.skip_balanced();
            }
        } else if attributes::at_attribute(p) {
            attributes::attribute_list(p);
        } else if is_builtin_type_kw(k) && (!info.has_type || info.builtin_only) {
            // (after a class or a named type, `int` starts something else:
            // `struct S {} int x;` misses a `;`)
            let bm = p.start();
            p.bump_any();
            bm.complete(p, BUILTIN_TYPE);
            info.has_type = true;
            info.builtin_only = true;
        } else if k == T![auto] && !info.has_type {
            let am = p.start();
            p.bump_any();
            am.complete(p, AUTO_TYPE);
            info.has_type = true;
        } else if k == T![decltype] && !info.has_type {
            decltype_type(p);
            // `decltype(x)::member`
            if p.at(T![::]) {
                p.bump_any();
                paths::path(p, PathMode::Type);
            }
            info.has_type = true;
        } else if k == T![__typeof__] && !info.has_type {
            let tm = p.start();
            p.bump_any();
            if p.at(T!['(']) {
                // `__typeof__(T)` or, as sizeof decides, a value such as
                // `__typeof__(T() + U())` (libstdc++'s __promote_2 before C++17)
                let is_type = expressions::type_in_parens(p);
                p.bump_any();
                if is_type {
                    type_id(p);
                } else {
                    expressions::expr(p);
                }
                p.expect(T![')']);
            }
            tm.complete(p, TYPEOF_TYPE);
            info.has_type = true;
        } else if matches!(k, T![class] | T![struct] | T![union]) && !info.has_type {
            let (declared, key) = declarations::class_spec(p, ctx, info.is_friend);
            info.declared_tag = declared;
            info.type_key = key;
            info.has_type = true;
        } else if k == T![enum] && !info.has_type {
            declarations::enum_spec(p);
            info.declared_tag = true;
            info.has_type = true;
        } else if k == T![typename] && !info.has_type {
            let tm = p.start();
            p.bump_any();
            info.type_key = paths::path(p, PathMode::Type).and_then(|i| i.key);
            tm.complete(p, PATH_TYPE);
            info.has_type = true;
        } else if k == IDENT
            && !info.has_type
            && is_type_trait_type(p.current_text())
            && p.nth_at(1, T!['('])
        {
            // GCC's type-producing builtins: `__underlying_type(T)`
            let tm = p.start();
            p.bump_any();
            p.skip_balanced();
            tm.complete(p, TYPEOF_TYPE);
            info.has_type = true;
        } else if matches!(k, IDENT | T![::])
            && !info.has_type
            && peek_path(p, 0).is_some_and(|pi| {
                pi.kind == Some(NameKind::Concept)
                    && matches!(p.nth(pi.len), T![auto] | T![decltype])
            })
        {
            // a constrained placeholder: `Concept<U> auto`
            let cm = p.start();
            paths::path(p, PathMode::Type);
            cm.complete(p, TYPE_CONSTRAINT);
        } else if matches!(k, IDENT | T![::]) && !info.has_type {
            let Some(pi) = peek_path(p, 0) else { break };
            if pi.kind == Some(NameKind::TypeTemplate)
                && !pi.has_args
                && is_deduction_guide(p, pi.len)
            {
                break;
            }
            let is_type = pi.kind.is_some_and(|k| k.is_type());
            if !is_type {
                // An unknown name followed by a declarator-looking token at
                // namespace or class scope: take it as a type name so that
                // the rest parses (the semantic phase reports the name).
                let unknown = pi.kind.is_none() && !pi.qualified;
                let next = p.nth(pi.len);
                // `a[i] = x;` at namespace scope: `a` is taken as a type
                // and `[i]` as a structured binding (EDG's reading)
                let binding_follows = ctx == SpecContext::Namespace
                    && !pi.qualified
                    && !pi.has_args
                    && next == T!['[']
                    && !p.nth_at(pi.len + 1, T!['[']);
                // `void f(C auto)` whose `C` is no concept (a variable
                // template before C++20): a placeholder follows
                let placeholder_follows = ctx == SpecContext::Param && next == T![auto];
                let declarator_follows = next == IDENT
                    || (matches!(next, T![*] | T![&] | T![&&]) && p.nth_at(pi.len + 1, IDENT))
                    || binding_follows
                    || placeholder_follows;
                // `texture<float, 1> t;` (a template the toolkit removed)
                let not_a_template = unknown
                    && matches!(ctx, SpecContext::Namespace | SpecContext::Class)
                    && paths::unknown_template_then_declarator(p, pi.len);
                // (at block scope only `fp x`: `fp *x` is a product there,
                // as `statements::at_declaration` decides)
                let block_declaration = ctx == SpecContext::Block && next == IDENT;
                // where only a type can be (`reinterpret_cast<u32 *>(p)`),
                // an unknown name is one nobody declared (EDG's words)
                let required_type =
                    unknown && ctx == SpecContext::TypeId && !info.has_type && next != T![<];
                let recover = not_a_template
                    || required_type
                    || (unknown
                    && (matches!(
                        ctx,
                        SpecContext::Namespace | SpecContext::Class | SpecContext::Param
                    ) && declarator_follows
                        || block_declaration))
                    // `A::b` whose scope the table cannot see into (an alias
                    // of a specialisation): a type where only a type can be
                    || (pi.kind.is_none()
                        && pi.qualified
                        && (ctx == SpecContext::TypeId || declarator_follows));
                // a variable, function, enumerator or namespace followed by
                // a declarator at namespace or class scope or in a
                // parameter: EDG's `variable "v" is not a type name`, and
                // the declaration goes on with an erroneous type
                // (at block scope after a specifier, `static v x;`: the
                // statement is a declaration already)
                let not_a_type = (!info.has_type
                    && !pi.has_args
                    && declarator_follows
                    && (matches!(
                        ctx,
                        SpecContext::Namespace | SpecContext::Class | SpecContext::Param
                    ) || ctx == SpecContext::Block && info.any))
                    .then(|| not_a_type_name(p, &pi))
                    .flatten();
                if let Some(kind) = not_a_type {
                    p.error(kind);
                    info.binding_type = binding_follows;
                    let tm = p.start();
                    paths::path(p, PathMode::Type);
                    if placeholder_follows {
                        p.bump(T![auto]);
                    }
                    tm.complete(p, PATH_TYPE);
                    info.has_type = true;
                    info.any = true;
                    continue;
                }
                if !recover {
                    break;
                }
                if not_a_template {
                    // EDG's words (unquoted); the declaration goes on with
                    // the name and its arguments as a type nobody declared
                    p.error(DiagKind::NotATemplate {
                        name: pi.last.to_string(),
                    });
                    let tm = p.start();
                    paths::path(p, PathMode::NotATemplate);
                    tm.complete(p, PATH_TYPE);
                    info.has_type = true;
                    info.any = true;
                    continue;
                }
                if unknown {
                    // EDG's words for a type name nobody declared; the
                    // declaration goes on with it as a type
                    p.error(DiagKind::UndefinedIdentifier {
                        name: pi.last.to_string(),
                    });
                    info.binding_type = binding_follows;
                } else if p.in_blocks == 0
                    && pi.kind.is_none()
                    && let Some(kind) =
                        no_namespace_member(p, pi.qualifier_key.as_deref(), &pi.last)
                {
                    // (in a function's blocks the semantic phase says it)
                    p.error(kind);
                }
            }
            if is_constructor_name(p, &pi, ctx) {
                break;
            }
            let tm = p.start();
            info.type_key = paths::path(p, PathMode::Type).and_then(|i| i.key);
            tm.complete(p, PATH_TYPE);
            info.has_type = true;
        } else {
            break;
        }
        info.any = true;
    }
    m.complete(p, DECL_SPECS);
    info
}

/// `namespace "ns" has no member "X"` (#135) for a name a namespace
/// qualifies that the namespace (its inline namespaces and what its
/// using-directives bring in) has not declared so far: the error of a
/// missing `#include` (`std::vector` without `<vector>`). Only for a
/// namespace named by identifiers (not the global or an unnamed one).
pub(crate) fn no_namespace_member(
    p: &Parser<'_>,
    qualifier_key: Option<&str>,
    name: &str,
) -> Option<DiagKind> {
    use diagnostics::{Entity, EntityKind};
    let key = qualifier_key?;
    if key.is_empty()
        || !key.split("::").all(is_identifier)
        || !p.names.is_namespace_scope(key)
        || p.names.lookup_in(key, name, 0).is_some()
    {
        return None;
    }
    Some(DiagKind::NoMember {
        owner: Entity::new(EntityKind::Namespace, key.to_string()),
        member: name.to_string(),
    })
}

/// EDG's error for a type specifier that names a known non-type (see
/// `decl_specs`), when the table knows what the name is.
pub(crate) fn not_a_type_name(p: &Parser<'_>, pi: &paths::PathInfo) -> Option<DiagKind> {
    use diagnostics::{Entity, EntityKind};
    let found = if pi.qualified {
        p.names
            .describe_in(pi.qualifier_key.as_deref()?, &pi.last)?
    } else {
        p.names.describe(&pi.last)?
    };
    let (kind, what, scope) = found;
    // the entity's name as EDG prints it: qualified by the namespaces and
    // classes it is in (a scope key is `A::B`; an unnamed namespace's is
    // not printed that way)
    let qualified = |name: &str| -> Option<String> {
        match scope.as_deref() {
            None | Some("") => Some(name.to_string()),
            Some(s) if s.split("::").all(is_identifier) => Some(format!("{s}::{name}")),
            Some(_) => None,
        }
    };
    let entity = |kind: EntityKind| Some(Entity::new(kind, qualified(&pi.last)?));
    let entity = match (kind, what) {
        (NameKind::Namespace, _) => entity(EntityKind::Namespace)?,
        (NameKind::Value, ValueWhat::Variable) => entity(EntityKind::Variable)?,
        (NameKind::Value, ValueWhat::Function) => entity(EntityKind::Function)?,
        (NameKind::Value, ValueWhat::Member) => entity(EntityKind::Member)?,
        (NameKind::Value, ValueWhat::Enumerator) => entity(EntityKind::Constant)?,
        (NameKind::ValueTemplate, ValueWhat::Variable) => {
            return Some(DiagKind::TemplateArgumentListMissing {
                template: entity(EntityKind::VariableTemplate)?,
            });
        }
        (NameKind::Value, ValueWhat::Erroneous) => {
            return Some(DiagKind::NameNotATypeName {
                name: pi.last.to_string(),
            });
        }
        _ => return None,
    };
    Some(DiagKind::NotATypeName { entity })
}

fn is_identifier(s: &str) -> bool {
    s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn is_type_trait_type(name: &str) -> bool {
    matches!(
        name,
        "__underlying_type"
            | "__remove_cv"
            | "__remove_reference"
            | "__remove_cvref"
            | "__remove_pointer"
            | "__add_pointer"
            | "__add_lvalue_reference"
            | "__add_rvalue_reference"
            | "__decay"
            | "__type_pack_element"
            | "__make_signed"
            | "__make_unsigned"
            | "__remove_extent"
            | "__remove_all_extents"
    )
}

/// `vector(It, It) -> vector<T>;`: a class template's name followed by a
/// parameter list and `->` declares a deduction guide.
fn is_deduction_guide(p: &Parser<'_>, len: usize) -> bool {
    if !p.nth_at(len, T!['(']) {
        return false;
    }
    let mut depth = 0;
    let mut i = len;
    loop {
        match p.nth(i) {
            T!['('] | T!['{'] | T!['['] => depth += 1,
            T![')'] | T!['}'] | T![']'] => {
                depth -= 1;
                if depth == 0 {
                    return p.nth_at(i + 1, T![->]);
                }
            }
            EOF | T![;] => return false,
            _ => {}
        }
        i += 1;
    }
}

/// A type name that is really a constructor's declarator: `S(` inside the
/// class `S`, or `S::S(` / `A::S::S(` outside it.
fn is_constructor_name(p: &Parser<'_>, pi: &paths::PathInfo, ctx: SpecContext) -> bool {
    let next = p.nth(pi.len);
    if pi.is_ctor_like && next == T!['('] {
        return true;
    }
    if ctx == SpecContext::Class && !pi.qualified && next == T!['('] {
        let scope = p.names.current_named_scope();
        let last = scope.rsplit("::").next().unwrap_or("");
        if last == pi.last {
            return true;
        }
    }
    false
}

/// Parses `*`, `&`, `&&`, `C::*` with their qualifiers.
fn ptr_op(p: &mut Parser<'_>) -> bool {
    let m = p.start();
    match p.current() {
        T![*] | T![&] | T![&&] => p.bump_any(),
        T![^] => p.bump_any(),
        IDENT | T![::] if at_member_pointer(p) => {
            paths::path(p, PathMode::Type);
            p.expect(T![::]);
            p.expect(T![*]);
        }
        _ => {
            m.abandon(p);
            return false;
        }
    }
    loop {
        if matches!(p.current(), T![const] | T![volatile] | T![__restrict__]) {
            p.bump_any();
        } else if attributes::at_attribute(p) {
            attributes::attribute_list(p);
        } else {
            break;
        }
    }
    m.complete(p, PTR_OP);
    true
}

fn at_member_pointer(p: &Parser<'_>) -> bool {
    match peek_path(p, 0) {
        Some(info) => p.nth_at(info.len, T![::]) && p.nth_at(info.len + 1, T![*]),
        None => false,
    }
}

pub(crate) fn abstract_ptr_ops(p: &mut Parser<'_>) {
    let m = p.start();
    let mut any = false;
    while ptr_op(p) {
        any = true;
    }
    if any {
        m.complete(p, DECLARATOR);
    } else {
        m.abandon(p);
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum DeclaratorKind {
    /// Must have a name (variables, functions).
    Named,
    /// Must not have a name (type-ids).
    Abstract,
    /// Parameters: a name is optional.
    Either,
}

#[derive(Debug, Clone, Default)]
pub(crate) struct DeclaratorInfo {
    pub(crate) name: Option<SmolStr>,
    /// The token index where the name begins.
    pub(crate) name_at: Option<usize>,
    /// The outermost suffix is a parameter list: this declares a function.
    pub(crate) is_function: bool,
    pub(crate) qualified: bool,
    pub(crate) qualifier_key: Option<SmolStr>,
    pub(crate) empty: bool,
    /// Just a name: no pointer operators, suffixes or parentheses.
    pub(crate) plain: bool,
    /// The parameters of a function declarator (visible in its body).
    pub(crate) params: Vec<(SmolStr, NameKind)>,
}

/// Parses a declarator into a DECLARATOR node.
pub(crate) fn declarator(
    p: &mut Parser<'_>,
    kind: DeclaratorKind,
    ctx: SpecContext,
) -> (DeclaratorInfo, Option<CompletedMarker>) {
    let mut info = DeclaratorInfo::default();
    if !p.enter() {
        p.leave();
        return (info, None);
    }
    let m = p.start();
    let mut has_ptr = false;
    while ptr_op(p) {
        has_ptr = true;
    }
    p.eat(T![...]);
    let mut has_name = false;
    let mut nested_function = false;
    let nested = p.at(T!['(']) && at_nested_declarator(p, kind);
    if nested {
        let pm = p.start();
        p.bump(T!['(']);
        let (inner, _) = declarator(p, kind, ctx);
        info.name = inner.name;
        info.name_at = inner.name_at;
        info.qualified = inner.qualified;
        info.qualifier_key = inner.qualifier_key;
        nested_function = inner.is_function;
        info.params = inner.params;
        has_name = true;
        p.expect(T![')']);
        pm.complete(p, PAREN_DECLARATOR);
    } else if kind != DeclaratorKind::Abstract && at_declarator_id(p) {
        let nm = p.start();
        info.name_at = Some(p.position());
        let pi = paths::path(p, PathMode::Declarator);
        nm.complete(p, DECL_NAME);
        // attributes appertaining to the declarator-id: `f [[nodiscard]] ()`
        attributes::attributes(p);
        if let Some(pi) = pi {
            info.name = Some(pi.last.clone());
            info.qualified = pi.qualified;
            if pi.qualified {
                info.qualifier_key = pi.qualifier_key.clone();
            }
        }
        has_name = true;
    } else if kind != DeclaratorKind::Abstract
        && p.at(T!['['])
        && !p.nth_at(1, T!['['])
        && ctx != SpecContext::Param
    {
        // a structured binding: `auto [a, b] = ...`
        let nm = p.start();
        p.bump(T!['[']);
        while p.at(IDENT) || p.at(T![,]) {
            if p.at(IDENT) {
                let name = SmolStr::new(p.current_text());
                p.names.declare(name, NameKind::Value);
            }
            p.bump_any();
        }
        p.expect(T![']']);
        nm.complete(p, DECL_NAME);
        has_name = true;
    }
    if kind == DeclaratorKind::Named && !has_name && !has_ptr {
        p.error(DiagKind::ExpectedIdentifier);
    }
    info.empty = !has_name && !has_ptr;
    // In `C::f(size_type n)`, the parameters see the members of C.
    let pushed_scope = match &info.qualifier_key {
        Some(key) if info.qualified && !key.is_empty() => p.names.push_qualified(key),
        _ => 0,
    };
    // suffixes
    let mut first_suffix = true;
    // (an operator function's name takes parameters, whatever they look
    // like: `operator=(C auto)` with `C` no concept)
    let operator_name = info.name.as_deref().is_some_and(|n| {
        n.strip_prefix("operator")
            .is_some_and(|rest| !rest.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_'))
    });
    loop {
        if p.at(T!['('])
            && (kind != DeclaratorKind::Named
                || !has_name
                || (operator_name && first_suffix)
                || at_param_list(p))
        {
            if kind == DeclaratorKind::Named && !has_name && !at_param_list(p) {
                break;
            }
            let params = function_suffix(p);
            if first_suffix && !nested_function {
                info.is_function = true;
                info.params = params;
            }
        } else if p.at(T!['[']) && !p.nth_at(1, T!['[']) {
            let am = p.start();
            p.bump(T!['[']);
            if !p.at(T![']']) {
                let old = (p.no_gt, p.in_launch);
                p.no_gt = false;
                p.in_launch = false;
                expressions::expr(p);
                (p.no_gt, p.in_launch) = old;
            }
            p.expect(T![']']);
            attributes::attributes(p);
            am.complete(p, ARRAY_SUFFIX);
        } else {
            break;
        }
        first_suffix = false;
    }
    if nested_function && first_suffix {
        info.is_function = true;
    }
    info.plain = !has_ptr && first_suffix && !nested && has_name;
    for _ in 0..pushed_scope {
        p.names.pop();
    }
    attributes::attributes(p);
    if p.at(T![asm]) {
        let am = p.start();
        p.bump_any();
        if p.at(T!['(']) {
            p.skip_balanced();
        }
        am.complete(p, ASM_LABEL);
    }
    attributes::attributes(p);
    let cm = m.complete(p, DECLARATOR);
    p.leave();
    (info, Some(cm))
}

fn at_declarator_id(p: &Parser<'_>) -> bool {
    match p.current() {
        IDENT | T![operator] => true,
        T![::] => matches!(p.nth(1), IDENT | T![operator] | T![template] | T![~]),
        T![~] => matches!(p.nth(1), IDENT | T![decltype]),
        _ => false,
    }
}

/// `(` starts a nested declarator (`(*fp)(int)`, `(name)`) rather than a
/// parameter list.
fn at_nested_declarator(p: &Parser<'_>, kind: DeclaratorKind) -> bool {
    match p.nth(1) {
        T![*] | T![&] | T![&&] | T![^] => true,
        T![::] | IDENT => {
            if kind == DeclaratorKind::Abstract {
                // `(C::*)` member pointer in an abstract declarator
                return peek_path_from(p, 1).is_some_and(|info| {
                    p.nth_at(1 + info.len, T![::]) && p.nth_at(2 + info.len, T![*])
                });
            }
            match peek_path_from(p, 1) {
                Some(info) => {
                    if p.nth_at(1 + info.len, T![::]) && p.nth_at(2 + info.len, T![*]) {
                        return true;
                    }
                    let is_type = info.kind.is_some_and(|k| k.is_type());
                    !is_type && kind == DeclaratorKind::Named
                }
                None => false,
            }
        }
        T![operator] | T![~] => kind == DeclaratorKind::Named,
        T![...] => false,
        _ => false,
    }
}

fn peek_path_from(p: &Parser<'_>, n: usize) -> Option<paths::PathInfo> {
    peek_path(p, n)
}

/// After a declarator-id, does `(` start a parameter list (a function
/// declarator) rather than a direct initializer `T x(1, 2)`? It does when
/// an item is certainly a parameter declaration (`int n`, `const T &`), or
/// when every comma-separated item can start one (C++ prefers a
/// declaration wherever one is possible: `T x(U(y))`, but not
/// `T x(U(), value)`).
pub(crate) fn at_param_list(p: &Parser<'_>) -> bool {
    debug_assert!(p.at(T!['(']));
    if matches!(p.nth(1), T![')'] | T![...]) {
        return true;
    }
    let mut i = 1;
    loop {
        match param_starts_at(p, i) {
            ParamStart::No => return false,
            ParamStart::Certainly => return true,
            ParamStart::Maybe => {}
        }
        // on to the next item at this level
        let mut depth = 0u32;
        loop {
            match p.nth(i) {
                T!['('] | T!['['] | T!['{'] => depth += 1,
                T![')'] | T![']'] | T!['}'] => {
                    if depth == 0 {
                        return true;
                    }
                    depth -= 1;
                }
                T![,] if depth == 0 => break,
                EOF | T![;] => return false,
                IDENT | T![::] if depth == 0 => {
                    // skip a path with its template arguments
                    if let Some(info) = peek_path(p, i) {
                        i += info.len.max(1);
                        continue;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        i += 1;
    }
}

/// Whether an item of a parenthesised list starts a parameter declaration.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ParamStart {
    /// It cannot (a value: `x`, `1`, `T{}`).
    No,
    /// Only a declaration can start so (`int n`, `const T&`, `T *p` with
    /// `T` a type).
    Certainly,
    /// It can be either (`T()`, `T(x)`): the other items decide.
    Maybe,
}

/// Can a parameter declaration start at token `i` (from the cursor)?
fn param_starts_at(p: &Parser<'_>, i: usize) -> ParamStart {
    let k = p.nth(i);
    if is_builtin_type_kw(k) {
        let mut n = i + 1;
        while is_builtin_type_kw(p.nth(n)) {
            n += 1;
        }
        return after_param_type(p, n);
    }
    if is_plain_specifier_kw(k) {
        return ParamStart::Certainly;
    }
    match k {
        T![...] | T![auto] | T![class] | T![struct] | T![union] | T![enum] => ParamStart::Certainly,
        T![__attribute__] | T![alignas] => ParamStart::Certainly,
        T!['['] if p.nth_at(i + 1, T!['[']) => ParamStart::Certainly,
        // `decltype(x)::value`, `typename T::type{}` may be values
        T![decltype] | T![typename] | T![__typeof__] => ParamStart::Maybe,
        IDENT | T![::] => match peek_path(p, i) {
            Some(info) if info.kind.is_some_and(|k| k.is_type()) => {
                after_param_type(p, i + info.len)
            }
            // a constrained placeholder: `Concept auto x`
            Some(info)
                if info.kind == Some(NameKind::Concept)
                    && matches!(p.nth(i + info.len), T![auto] | T![decltype]) =>
            {
                ParamStart::Certainly
            }
            // an undeclared name followed by a declarator-id (`fp x,`, or
            // `ns::W x,` whose namespace has no `W`): only a parameter whose
            // type is unknown reads so (EDG reports the name as undefined,
            // or not a member, and goes on with the declaration); `fp *x`
            // reads as a product, and makes the list an initializer, as
            // EDG decides
            Some(info)
                if info.kind.is_none()
                    && (!info.qualified
                        || no_namespace_member(p, info.qualifier_key.as_deref(), &info.last)
                            .is_some()) =>
            {
                let n = i + info.len;
                if p.nth_at(n, IDENT) && matches!(p.nth(n + 1), T![,] | T![')'] | T![=] | T!['[']) {
                    ParamStart::Certainly
                } else {
                    ParamStart::No
                }
            }
            _ => ParamStart::No,
        },
        _ => ParamStart::No,
    }
}

/// After the type of a possible parameter (token `n`).
fn after_param_type(p: &Parser<'_>, n: usize) -> ParamStart {
    match p.nth(n) {
        T!['('] => {
            if can_follow_param_type(p, n) {
                ParamStart::Maybe
            } else {
                ParamStart::No
            }
        }
        T!['{'] => ParamStart::No,
        _ => ParamStart::Certainly,
    }
}

/// After the type of a parameter (token `n`): something a parameter
/// declaration can continue with, unlike `T{}`, `T(1)` or `T::value`.
fn can_follow_param_type(p: &Parser<'_>, n: usize) -> bool {
    match p.nth(n) {
        T!['{'] => false,
        // `T()` (a function type), `T(x)`, `T(*fp)(int)`; not `T(1)`
        T!['('] => match p.nth(n + 1) {
            T![')'] | T![*] | T![&] | T![&&] | T![^] | T![...] => true,
            // `T(x)`: a parameter named x (C++'s rule), `T(U)`: a function
            // type; `T(x, y)` and `T(x + 1)` are values
            IDENT | T![::] => match peek_path(p, n + 1) {
                Some(info) if info.kind.is_some_and(|k| k.is_type()) => true,
                Some(info) => !info.qualified && p.nth_at(n + 1 + info.len, T![')']),
                None => false,
            },
            k => is_builtin_type_kw(k) || matches!(k, T![const] | T![volatile]),
        },
        _ => true,
    }
}

/// A parameter list and what follows it; returns the parameters' names.
fn function_suffix(p: &mut Parser<'_>) -> Vec<(SmolStr, NameKind)> {
    let m = p.start();
    let params = param_list(p);
    // the parameters are in scope in a trailing return type and noexcept
    p.names.push_local();
    p.names.declare_all(&params);
    loop {
        match p.current() {
            T![const] | T![volatile] | T![&] | T![&&] | T![__restrict__] => p.bump_any(),
            T![noexcept] => noexcept_spec(p),
            T![throw] if p.nth_at(1, T!['(']) => noexcept_spec(p),
            _ if attributes::at_attribute(p) => attributes::attribute_list(p),
            _ => break,
        }
    }
    if p.at(T![->]) {
        let tm = p.start();
        p.bump(T![->]);
        type_id(p);
        tm.complete(p, TRAILING_RETURN);
    }
    p.names.pop();
    while p.at(IDENT) && matches!(p.current_text(), "override" | "final") {
        let vm = p.start();
        p.bump_any();
        vm.complete(p, VIRT_SPECIFIER);
    }
    m.complete(p, FUNCTION_SUFFIX);
    params
}

pub(crate) fn noexcept_spec(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump_any();
    if p.at(T!['(']) {
        p.bump(T!['(']);
        let old = (p.no_gt, p.in_launch);
        p.no_gt = false;
        p.in_launch = false;
        while !p.at(T![')']) && !p.at_eof() {
            let before = p.position();
            if at_type_id_start(p) {
                type_id(p);
            } else {
                expressions::assign_expr(p);
            }
            p.eat(T![...]);
            if !p.eat(T![,]) || p.position() == before {
                break;
            }
        }
        (p.no_gt, p.in_launch) = old;
        p.expect(T![')']);
    }
    m.complete(p, NOEXCEPT_SPEC);
}

/// Parses a parameter list; returns the names it declared (they are
/// visible in the function's trailing return type and body).
pub(crate) fn param_list(p: &mut Parser<'_>) -> Vec<(SmolStr, NameKind)> {
    let m = p.start();

    p.bump(T!['(']);
    let old = (p.no_gt, p.in_launch);
    p.no_gt = false;
    p.in_launch = false;
    p.names.push_local();
    while !p.at(T![')']) && !p.at_eof() {
        let before = p.position();
        if p.at(T![...]) {
            p.bump_any();
            continue;
        }
        param_decl(p);
        if p.position() == before {
            p.err_and_bump(DiagKind::ExpectedTypeSpecifier);
        }
        if !p.eat(T![,]) && !p.at(T![')']) && !p.at(T![...]) {
            break;
        }
    }
    let names = p.names.pop_names();
    (p.no_gt, p.in_launch) = old;
    // (a parameter that ends in a syntax error: EDG skips to the list's
    // `)` and goes on with the declaration, the body of a definition
    // included)
    if !p.expect(T![')']) && !matches!(p.current(), T![;] | T!['{'] | T!['}']) {
        p.skip_to_close_paren();
        p.eat(T![')']);
    }
    m.complete(p, PARAM_LIST);
    names
}

pub(crate) fn param_decl(p: &mut Parser<'_>) {
    let m = p.start();
    attributes::attributes(p);
    let specs = decl_specs(p, SpecContext::Param);
    if !specs.has_type && !specs.any {
        // `ns::X<int> t` whose namespace has no `X` (in a list that cannot
        // be an initializer: a lambda's): the missing member, and the name
        // read as the type
        let missing = peek_path(p, 0)
            .filter(|i| i.kind.is_none() && i.qualified)
            .and_then(|i| no_namespace_member(p, i.qualifier_key.as_deref(), &i.last));
        match missing {
            Some(kind) => {
                p.error(kind);
                let tm = p.start();
                paths::path(p, PathMode::Type);
                tm.complete(p, PATH_TYPE);
            }
            None => p.error(DiagKind::ExpectedTypeSpecifier),
        }
    }
    // only the member's own parameters have deferred defaults, not those
    // of a function type in a parameter's declarator
    let defer = std::mem::replace(&mut p.defer_values, false);
    let (info, _) = declarator(p, DeclaratorKind::Either, SpecContext::Param);
    p.defer_values = defer;
    // `const ns::X<int> &x` whose namespace has no `X`: EDG reads `const`
    // as the specifiers and `ns::X` as the declarator-id
    if !specs.has_type
        && specs.any
        && info.qualified
        && let Some(at) = info.name_at
    {
        p.error_at(at, DiagKind::ExplicitTypeMissing);
        p.error_at(at, DiagKind::QualifiedNameNotAllowed);
    }
    if let Some(name) = info.name {
        p.names.declare(name, NameKind::Value);
    }
    if p.eat(T![=]) && !(defer && declarations::defer_value(p)) {
        p.in_initializer += 1;
        if p.at(T!['{']) {
            expressions::init_list(p);
        } else {
            expressions::assign_expr(p);
        }
        p.in_initializer -= 1;
    }
    m.complete(p, PARAM_DECL);
}

/// A type-id: specifiers and an abstract declarator. Returns the key of
/// the class or namespace scope it denotes, if it is one.
pub(crate) fn type_id(p: &mut Parser<'_>) -> Option<SmolStr> {
    let m = p.start();
    let specs = decl_specs(p, SpecContext::TypeId);
    let mut key = specs.type_key;
    if (matches!(
        p.current(),
        T![*] | T![&] | T![&&] | T!['('] | T!['['] | T![...]
    ) || (matches!(p.current(), IDENT | T![::]) && at_member_pointer(p)))
        && !(p.at(T!['[']) && p.nth_at(1, T!['[']))
    {
        declarator(p, DeclaratorKind::Abstract, SpecContext::TypeId);
        key = None;
    }
    m.complete(p, TYPE_ID);
    key
}
