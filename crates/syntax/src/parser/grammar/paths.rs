//! Names: qualified paths, template-ids and their argument lists, operator,
//! conversion and destructor names; and the look-ahead that classifies a
//! path (type, template, value, namespace) through the name table.

use super::super::names::NameKind;
use super::super::parser::Parser;
use super::{declarators, expressions};
use crate::SyntaxKind::*;
use crate::T;
use diagnostics::DiagKind;
use smol_str::SmolStr;

/// What a path at the cursor names, found by look-ahead.
#[derive(Debug, Clone)]
pub(crate) struct PathInfo {
    /// Tokens the path spans (template arguments included).
    pub(crate) len: usize,
    pub(crate) kind: Option<NameKind>,
    /// The name-table key of the scope the path denotes (namespaces and
    /// known classes).
    pub(crate) key: Option<SmolStr>,
    /// The last two components are the same name (`S::S`, a constructor)
    /// or the last one is a destructor (`S::~S`).
    pub(crate) is_ctor_like: bool,
    pub(crate) last: SmolStr,
    pub(crate) qualified: bool,
    /// The path ends in template arguments (`f<int>`).
    pub(crate) has_args: bool,
    /// The name-table key of the scope the last component was found in,
    /// for a qualified path (`C` of `C::f`).
    pub(crate) qualifier_key: Option<SmolStr>,
}

pub(crate) fn at_path_start(p: &Parser<'_>) -> bool {
    match p.current() {
        IDENT => true,
        T![::] => matches!(p.nth(1), IDENT | T![template] | T![operator] | T![~]),
        _ => false,
    }
}

/// Looks ahead at a path starting `n` tokens from the cursor, without
/// consuming anything.
pub(crate) fn peek_path(p: &Parser<'_>, n: usize) -> Option<PathInfo> {
    let key = p.lookahead_key(n);
    if let Some((k, info)) = &*p.path_cache.borrow()
        && *k == key
    {
        return info.clone();
    }
    let info = peek_path_uncached(p, n);
    *p.path_cache.borrow_mut() = Some((key, info.clone()));
    info
}

fn peek_path_uncached(p: &Parser<'_>, n: usize) -> Option<PathInfo> {
    let mut i = n;
    let mut scope: Option<SmolStr> = None; // None = unqualified so far
    let mut qualified = false;
    if p.nth_at(i, T![::]) {
        i += 1;
        scope = Some(SmolStr::default());
        qualified = true;
    }
    let mut kind: Option<NameKind>;
    let mut key: Option<SmolStr>;
    let mut dependent = false;
    let mut prev: Option<SmolStr> = None;
    let mut last;
    let mut has_args;
    loop {
        if p.nth_at(i, T![template]) {
            i += 1;
        }
        if p.nth_at(i, T![~]) && p.nth_at(i + 1, IDENT) {
            let is_ctor_like = qualified;
            return Some(PathInfo {
                len: i + 2 - n,
                kind: Some(NameKind::Value),
                key: None,
                is_ctor_like,
                last: SmolStr::new(format!("~{}", p.nth_text(i + 1))),
                qualified,
                has_args: false,
                qualifier_key: scope.clone().filter(|_| !dependent),
            });
        }
        if p.nth_at(i, T![operator]) {
            return Some(PathInfo {
                len: i + 1 - n,
                kind: Some(NameKind::Value),
                key: None,
                is_ctor_like: false,
                last: SmolStr::new("operator"),
                qualified,
                has_args: false,
                qualifier_key: scope.clone().filter(|_| !dependent),
            });
        }
        if !p.nth_at(i, IDENT) {
            return if i == n {
                None
            } else {
                Some(PathInfo {
                    len: i - n,
                    kind: None,
                    key: None,
                    is_ctor_like: false,
                    last: SmolStr::default(),
                    qualified,
                    has_args: false,
                    qualifier_key: None,
                })
            };
        }
        let name = SmolStr::new(p.nth_text(i));
        last = name.clone();
        let found = if dependent {
            None
        } else {
            match &scope {
                None => p.lookup_name(&name),
                Some(s) => p.names.lookup_in(s, &name, 0),
            }
        };
        let explicitly_template = i > 0 && p.nth_at(i - 1, T![template]);
        kind = found.as_ref().map(|f| f.0);
        key = found.and_then(|f| f.1);
        i += 1;
        has_args = false;
        let is_template = kind.is_some_and(|k| k.is_template()) || explicitly_template;
        if is_template && p.nth_at(i, T![<]) {
            i = skip_angle(p, i)?;
            has_args = true;
        }
        if p.nth_at(i, T![::]) && !p.nth_at(i + 1, T![*]) {
            qualified = true;
            match kind {
                Some(NameKind::Namespace) | Some(NameKind::Type) | Some(NameKind::TypeTemplate) => {
                    match &key {
                        Some(k) if p.names.is_named_scope(k) => scope = Some(k.clone()),
                        _ => dependent = true,
                    }
                }
                _ => dependent = true,
            }
            prev = Some(name);
            i += 1;
            continue;
        }
        let is_ctor_like = prev.as_ref() == Some(&name);
        if dependent {
            kind = None;
        }
        let qualifier_key = if qualified && !dependent {
            scope.clone()
        } else {
            None
        };
        return Some(PathInfo {
            len: i - n,
            kind,
            key,
            is_ctor_like,
            last,
            qualified,
            has_args,
            qualifier_key,
        });
    }
}

/// How far `skip_angle` looks ahead before giving up.
const MAX_LOOKAHEAD: usize = 100_000;

/// Skips a balanced `<...>` starting at token `i` (a `<`); returns the index
/// after the closing `>`.
fn skip_angle(p: &Parser<'_>, mut i: usize) -> Option<usize> {
    let mut angle = 0i32;
    // parentheses, brackets and braces (`T{}` arguments) nest
    let mut nest = 0i32;
    loop {
        match p.nth(i) {
            EOF | T![;] => return None,
            T![<] if nest == 0 && (angle == 0 || opens_angle(p, i)) => angle += 1,
            // `>=` is an operator, not a closing `>`
            T![>] if nest == 0 && !(p.nth_joint_at(i) && p.nth_at(i + 1, T![=])) => {
                angle -= 1;
                if angle == 0 {
                    return Some(i + 1);
                }
            }
            T!['('] | T!['['] | T!['{'] => nest += 1,
            T![')'] | T![']'] | T!['}'] => {
                nest -= 1;
                if nest < 0 {
                    return None;
                }
            }
            _ => {}
        }
        i += 1;
        if i > MAX_LOOKAHEAD {
            return None;
        }
    }
}

/// Inside template arguments, does the `<` at token `i` open a nested
/// argument list? Not after a value: `sizeof(T) < 4`, `N < 2` for a known
/// non-template `N`, a literal.
fn opens_angle(p: &Parser<'_>, i: usize) -> bool {
    match p.nth(i - 1) {
        T![')'] | T![']'] | INT_NUMBER | FLOAT_NUMBER | CHAR_LIT | STRING_LIT | T![this] => false,
        T![true] | T![false] | T![nullptr] => false,
        IDENT => {
            let member = matches!(
                p.nth(i.wrapping_sub(2)),
                T![::] | T![.] | T![->] | T![template]
            );
            member
                || !p
                    .lookup_name(p.nth_text(i - 1))
                    .is_some_and(|(k, _)| k == NameKind::Value)
        }
        _ => true,
    }
}

/// Where a path is parsed: in a declarator-id, a name that is not yet
/// declared may still take template arguments (explicit specialisations).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum PathMode {
    Expr,
    Type,
    Declarator,
    /// The type of a declaration whose name is undeclared but has template
    /// arguments (`texture<float> t;`): they are parsed as arguments.
    NotATemplate,
}

/// Parses a path into a PATH node. Returns what it named (by look-ahead).
pub(crate) fn path(p: &mut Parser<'_>, mode: PathMode) -> Option<PathInfo> {
    let info = peek_path(p, 0);
    let m = p.start();
    // The scope the next segment is looked up in: `None` for unqualified
    // lookup, `Some(None)` for a dependent or unknown qualifier.
    let mut scope: Option<Option<SmolStr>> = None;
    if p.eat(T![::]) {
        scope = Some(Some(SmolStr::default()));
    }
    let mut segments = 0;
    loop {
        let Some(next_scope) = path_segment(p, mode, &scope) else {
            if segments == 0 {
                p.error(DiagKind::ExpectedIdentifier);
            }
            break;
        };
        segments += 1;
        if p.at(T![::]) && matches!(p.nth(1), IDENT | T![template] | T![~] | T![operator]) {
            p.bump(T![::]);
            scope = Some(next_scope);
            continue;
        }
        break;
    }
    m.complete(p, PATH);
    info
}

fn lookup_scoped(
    p: &Parser<'_>,
    scope: &Option<Option<SmolStr>>,
    name: &str,
) -> Option<(NameKind, Option<SmolStr>)> {
    match scope {
        None => p.lookup_name(name),
        Some(Some(s)) => p.names.lookup_in(s, name, 0),
        Some(None) => None,
    }
}

/// Parses one segment; returns the scope key it denotes (for the next
/// segment), or `None` if there was no segment.
fn path_segment(
    p: &mut Parser<'_>,
    mode: PathMode,
    scope: &Option<Option<SmolStr>>,
) -> Option<Option<SmolStr>> {
    match p.current() {
        IDENT => {
            let found = lookup_scoped(p, scope, p.current_text());
            let is_template = found.as_ref().is_some_and(|(k, _)| k.is_template());
            let takes_args = p.nth_at(1, T![<])
                && (is_template
                    || (mode == PathMode::Declarator && looks_like_template_args(p, 1))
                    || mode == PathMode::NotATemplate);
            if takes_args {
                let m = p.start();
                name_ref(p);
                template_arg_list(p);
                m.complete(p, TEMPLATE_ID);
            } else {
                name_ref(p);
            }
            Some(
                found
                    .and_then(|(_, key)| key)
                    .filter(|k| p.names.is_named_scope(k)),
            )
        }
        T![template] if p.nth_at(1, IDENT) => {
            let m = p.start();
            p.bump(T![template]);
            name_ref(p);
            if p.at(T![<]) {
                template_arg_list(p);
            }
            m.complete(p, TEMPLATE_ID);
            Some(None)
        }
        T![~] if p.nth_at(1, IDENT) => {
            let m = p.start();
            p.bump(T![~]);
            let is_template =
                lookup_scoped(p, scope, p.current_text()).is_some_and(|(k, _)| k.is_template());
            name_ref(p);
            if p.at(T![<]) && is_template {
                template_arg_list(p);
            }
            m.complete(p, DESTRUCTOR_NAME);
            Some(None)
        }
        T![~] if p.nth_at(1, T![decltype]) => {
            let m = p.start();
            p.bump(T![~]);
            declarators::decltype_type(p);
            m.complete(p, DESTRUCTOR_NAME);
            Some(None)
        }
        T![operator] => {
            operator_name(p);
            Some(None)
        }
        T![decltype] => {
            declarators::decltype_type(p);
            Some(None)
        }
        _ => None,
    }
}

/// `<...>` at token `n` is balanced and followed by `(` or `::`.
pub(crate) fn angle_then_call(p: &Parser<'_>, n: usize) -> bool {
    p.nth_at(n, T![<]) && skip_angle(p, n).is_some_and(|end| matches!(p.nth(end), T!['('] | T![::]))
}

/// `name<...>` of a name nobody declared, at token `n` (the `<`): the
/// token after the balanced argument list and any `::member` segments, if
/// a declarator-id (or `*`/`&` and one) follows there. EDG reads such a
/// declaration on with the name's arguments skipped ("X is not a template").
pub(crate) fn unknown_template_then_declarator(p: &Parser<'_>, n: usize) -> bool {
    if !p.nth_at(n, T![<]) {
        return false;
    }
    let Some(mut end) = skip_angle(p, n) else {
        return false;
    };
    while p.nth_at(end, T![::]) && p.nth_at(end + 1, IDENT) {
        end += 2;
    }
    match p.nth(end) {
        IDENT => true,
        T![*] | T![&] | T![&&] => p.nth_at(end + 1, IDENT),
        _ => false,
    }
}

/// For a declarator-id such as `f<int>` in an explicit specialisation, where
/// `f` may not be known as a template: the `<...>` is balanced and is
/// followed by `(` or `::` or `;`.
fn looks_like_template_args(p: &Parser<'_>, n: usize) -> bool {
    match skip_angle(p, n) {
        Some(end) => matches!(p.nth(end), T!['('] | T![::] | T![;] | T!['{'] | T![:]),
        None => false,
    }
}

pub(crate) fn name_ref(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump_remap(IDENT);
    m.complete(p, NAME_REF);
}

pub(crate) fn name(p: &mut Parser<'_>) -> Option<SmolStr> {
    if p.at(IDENT) {
        let text = SmolStr::new(p.current_text());
        let m = p.start();
        p.bump(IDENT);
        m.complete(p, NAME);
        Some(text)
    } else {
        p.error(DiagKind::ExpectedIdentifier);
        None
    }
}

pub(crate) fn template_arg_list(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump(T![<]);
    let (old_gt, old_launch) = (p.no_gt, p.in_launch);
    p.no_gt = true;
    p.in_launch = false;
    if p.enter() {
        while !p.at(T![>]) && !p.at_eof() {
            let before = p.position();
            template_arg(p);
            p.eat(T![...]);
            if !p.eat(T![,]) {
                break;
            }
            if p.position() == before {
                break;
            }
        }
    } else {
        skip_to_close_angle(p);
    }
    p.leave();
    p.no_gt = old_gt;
    p.in_launch = old_launch;
    if !p.eat(T![>]) {
        p.error(DiagKind::ExpectedGt);
        // EDG goes on after the list's `>` (`Foo<T x>` is one error)
        skip_to_close_angle(p);
        p.eat(T![>]);
    }
    m.complete(p, TEMPLATE_ARG_LIST);
}

fn skip_to_close_angle(p: &mut Parser<'_>) {
    while !p.at(T![>]) && !p.at_eof() && !p.at(T![;]) {
        if matches!(p.current(), T!['('] | T!['['] | T!['{']) {
            p.skip_balanced();
        } else {
            p.bump_any();
        }
    }
}

fn template_arg(p: &mut Parser<'_>) {
    // `ns::B<ns::U>` whose namespace has no `U`: a type (the type's
    // specifiers report it)
    if let Some(info) = peek_path(p, 0)
        && info.kind.is_none()
        && info.qualified
        && matches!(p.nth(info.len), T![,] | T![>] | T![*] | T![&])
        && declarators::no_namespace_member(p, info.qualifier_key.as_deref(), &info.last).is_some()
    {
        declarators::type_id(p);
        return;
    }
    // an argument nobody declared in a type outside functions, classes and
    // initializers (`Q<T> q;` with no `T`); elsewhere the semantic phase
    // judges the names
    if p.in_blocks == 0
        && p.class_nesting == 0
        && p.in_initializer == 0
        && p.at(IDENT)
        && matches!(p.nth(1), T![,] | T![>])
        && peek_path(p, 0).is_some_and(|i| i.kind.is_none() && !i.qualified && i.len == 1)
    {
        p.error(DiagKind::UndefinedIdentifier {
            name: p.current_text().into(),
        });
    }
    if declarators::at_type_id_start(p) && !declarators::type_is_functional_cast_expr(p) {
        declarators::type_id(p);
    } else {
        expressions::assign_expr(p);
    }
}

/// `operator+`, `operator()`, `operator new[]`, `operator""_km`, or a
/// conversion function `operator int*`.
fn operator_name(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump(T![operator]);
    let kind = p.current();
    let sym = p.start();
    match kind {
        T!['('] if p.nth_at(1, T![')']) => {
            p.bump_any();
            p.bump_any();
        }
        T!['['] if p.nth_at(1, T![']']) => {
            p.bump_any();
            p.bump_any();
        }
        T![new] | T![delete] => {
            p.bump_any();
            if p.at(T!['[']) && p.nth_at(1, T![']']) {
                p.bump_any();
                p.bump_any();
            }
        }
        STRING_LIT => {
            p.bump_any();
            if p.at(IDENT) {
                p.bump_any();
            }
        }
        T![>] => {
            // `>`, `>>`, `>=`, `>>=` from joint `>` tokens
            if p.at_shr() {
                if p.nth_joint(1) && p.nth_at(2, T![=]) {
                    p.bump_glued(T![>>=], 3);
                } else {
                    p.bump_glued(T![>>], 2);
                }
            } else if p.nth_joint(0) && p.nth_at(1, T![=]) {
                p.bump_glued(T![>=], 2);
            } else {
                p.bump_any();
            }
        }
        T![co_await] => p.bump_any(),
        k if k.is_punct()
            && !matches!(
                k,
                T![;] | T!['{'] | T!['}'] | T![')'] | T![']'] | T!['('] | T!['['] | T![:] | T![::]
            ) =>
        {
            p.bump_any();
        }
        _ => {
            sym.abandon(p);
            // a conversion function: `operator T`
            let tm = p.start();
            declarators::decl_specs(p, declarators::SpecContext::TypeId);
            declarators::abstract_ptr_ops(p);
            tm.complete(p, TYPE_ID);
            m.complete(p, CONVERSION_NAME);
            return;
        }
    }
    sym.complete(p, OPERATOR_SYMBOL);
    if p.at(T![<]) && kind != T![<] && looks_like_template_args(p, 0) {
        template_arg_list(p);
    }
    m.complete(p, OPERATOR_NAME);
}
