//! Declarations: namespaces, linkage specifications, templates, using
//! declarations and directives, aliases, static_assert, class and enum
//! definitions, and the simple declarations and function definitions that
//! share a decl-specifier-seq and declarators.

use super::super::names::NameKind;
use super::super::parser::Parser;
use super::declarators::{self, DeclaratorKind, SpecContext};
use super::paths::{self, PathMode, peek_path};
use super::{attributes, expressions, statements};
use crate::SyntaxKind::*;
use crate::T;
use smol_str::SmolStr;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum DeclContext {
    Namespace,
    Class,
    Block,
}

impl DeclContext {
    fn spec_context(self) -> SpecContext {
        match self {
            DeclContext::Namespace => SpecContext::Namespace,
            DeclContext::Class => SpecContext::Class,
            DeclContext::Block => SpecContext::Block,
        }
    }
}

/// Parses one declaration (or reports and skips what cannot start one).
pub(crate) fn declaration(p: &mut Parser<'_>, ctx: DeclContext) {
    if !p.enter() {
        p.leave();
        skip_declaration(p);
        return;
    }
    declaration_inner(p, ctx);
    p.leave();
}

fn declaration_inner(p: &mut Parser<'_>, ctx: DeclContext) {
    match p.current() {
        T![;] => {
            let m = p.start();
            p.bump_any();
            m.complete(p, EMPTY_DECL);
        }
        T![namespace] => namespace_def(p),
        T![inline] if p.nth_at(1, T![namespace]) => namespace_def(p),
        T![extern] if p.nth_at(1, STRING_LIT) => linkage_spec(p, ctx),
        T![export] if p.nth_at(1, T![template]) => template_decl(p, ctx),
        T![template] => template_decl(p, ctx),
        T![extern] if p.nth_at(1, T![template]) => template_decl(p, ctx),
        T![using] => using_decl(p),
        T![static_assert] => static_assert(p),
        T![public] | T![protected] | T![private] if p.nth_at(1, T![:]) => {
            let m = p.start();
            p.bump_any();
            p.bump_any();
            m.complete(p, ACCESS_SPEC);
        }
        T![asm] => {
            let m = p.start();
            p.bump_any();
            while matches!(p.current(), T![volatile] | T![inline] | T![goto]) {
                p.bump_any();
            }
            if p.at(T!['(']) {
                p.skip_balanced();
            }
            p.expect(T![;]);
            m.complete(p, ASM_DECL);
        }
        T![concept] => concept_def(p),
        T![__extension__] => {
            // `__extension__` before any declaration (GNU): just a marker
            p.bump_any();
            declaration_inner(p, ctx);
        }
        T!['}'] | T![')'] | T![']'] => {
            let m = p.start();
            p.error("expected a declaration");
            p.bump_any();
            m.complete(p, ERROR_DECL);
        }
        _ => simple_declaration(p, ctx),
    }
}

/// Skips to the end of the current declaration (`;` or a balanced `}`).
fn skip_declaration(p: &mut Parser<'_>) {
    let m = p.start();
    while !p.at_eof() {
        match p.current() {
            T![;] => {
                p.bump_any();
                break;
            }
            T!['{'] | T!['('] | T!['['] => {
                let was_brace = p.at(T!['{']);
                p.skip_balanced();
                if was_brace && !p.at(T![;]) {
                    break;
                }
            }
            T!['}'] => break,
            _ => p.bump_any(),
        }
    }
    m.complete(p, ERROR_DECL);
}

fn namespace_def(p: &mut Parser<'_>) {
    let m = p.start();
    let is_inline = p.eat(T![inline]);
    p.bump(T![namespace]);
    attributes::attributes(p);
    if p.at(IDENT) && p.nth_at(1, T![=]) {
        // namespace alias
        let name = paths::name(p);
        p.bump(T![=]);
        let info = paths::path(p, PathMode::Type);
        if let Some(name) = name {
            p.names.declare(name.clone(), NameKind::Namespace);
            if let Some(target) = info.and_then(|i| i.key) {
                let key = p.names.child_key(&name);
                p.names.import_into(key, target);
            }
        }
        p.expect(T![;]);
        m.complete(p, NAMESPACE_ALIAS);
        return;
    }
    // `namespace a::b::inline c { }` (C++20 nested form)
    let mut pushed = 0;
    let parent = p.names.current_named_scope();
    let mut anonymous = true;
    while p.at(IDENT) || (p.at(T![inline]) && p.nth_at(1, IDENT)) {
        let nested_inline = p.eat(T![inline]);
        let nm = p.start();
        let name = SmolStr::new(p.current_text());
        p.bump(IDENT);
        nm.complete(p, NAME);
        anonymous = false;
        p.names.declare(name.clone(), NameKind::Namespace);
        let outer = p.names.current_named_scope();
        let key = p.names.child_key(&name);
        p.names.push_named(key.clone());
        pushed += 1;
        if nested_inline || (is_inline && !p.at(T![::])) {
            p.names.import_into(outer, key);
        }
        if !p.eat(T![::]) {
            break;
        }
    }
    if anonymous {
        // the anonymous namespace's members are visible in the parent
        let key = p.names.child_key("(anonymous)");
        p.names.push_named(key.clone());
        p.names.import_into(parent.clone(), key);
        pushed += 1;
    }
    attributes::attributes(p);
    decl_list(p, DECL_LIST, DeclContext::Namespace);
    for _ in 0..pushed {
        p.names.pop();
    }
    m.complete(p, NAMESPACE_DEF);
}

/// `{ decl* }` as a node of `kind`.
fn decl_list(p: &mut Parser<'_>, kind: crate::SyntaxKind, ctx: DeclContext) {
    let m = p.start();
    if p.expect(T!['{']) {
        while !p.at(T!['}']) && !p.at_eof() {
            let before = p.position();
            declaration(p, ctx);
            if p.position() == before {
                p.err_and_bump("expected a declaration");
            }
        }
        p.expect(T!['}']);
    }
    m.complete(p, kind);
}

fn linkage_spec(p: &mut Parser<'_>, ctx: DeclContext) {
    let m = p.start();
    p.bump(T![extern]);
    p.bump(STRING_LIT);
    if p.at(T!['{']) {
        decl_list(p, DECL_LIST, ctx);
    } else {
        declaration(p, ctx);
    }
    m.complete(p, LINKAGE_SPEC);
}

fn template_decl(p: &mut Parser<'_>, ctx: DeclContext) {
    let m = p.start();
    let is_extern = p.eat(T![extern]);
    p.eat(T![export]);
    p.bump(T![template]);
    if !p.at(T![<]) || is_extern {
        // explicit instantiation: `template void f<int>(int);`
        declaration(p, ctx);
        m.complete(p, EXPLICIT_INSTANTIATION);
        return;
    }
    p.names.push_template();
    template_param_list(p);
    if p.at(T![requires]) {
        requires_clause(p);
    }
    let old = p.in_template_decl;
    p.in_template_decl = true;
    if p.at(T![concept]) {
        concept_def(p);
    } else {
        declaration(p, ctx);
    }
    p.in_template_decl = old;
    p.names.pop();
    m.complete(p, TEMPLATE_DECL);
}

pub(crate) fn requires_clause(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump(T![requires]);
    let old = p.no_gt;
    // a requires-clause is a primary expression chained with && and ||
    expressions::requires_clause_expr(p);
    p.no_gt = old;
    m.complete(p, REQUIRES_CLAUSE);
}

pub(crate) fn template_param_list(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump(T![<]);
    let old = (p.no_gt, p.in_launch);
    p.no_gt = true;
    p.in_launch = false;
    while !p.at(T![>]) && !p.at_eof() {
        let before = p.position();
        template_param(p);
        if p.position() == before {
            p.err_and_bump("expected an identifier");
        }
        if !p.eat(T![,]) {
            break;
        }
    }
    (p.no_gt, p.in_launch) = old;
    p.expect(T![>]);
    m.complete(p, TEMPLATE_PARAM_LIST);
}

fn template_param(p: &mut Parser<'_>) {
    match p.current() {
        T![typename] | T![class] if is_type_parameter(p) => {
            let m = p.start();
            p.bump_any();
            p.eat(T![...]);
            if p.at(IDENT) {
                let name = SmolStr::new(p.current_text());
                paths::name(p);
                p.names.declare_param(name, NameKind::Type);
            }
            if p.eat(T![=]) {
                declarators::type_id(p);
            }
            m.complete(p, TYPE_PARAM);
        }
        T![template] => {
            let m = p.start();
            p.bump_any();
            p.names.push_template();
            if p.at(T![<]) {
                template_param_list(p);
            }
            p.names.pop();
            if matches!(p.current(), T![typename] | T![class]) {
                p.bump_any();
            }
            p.eat(T![...]);
            if p.at(IDENT) {
                let name = SmolStr::new(p.current_text());
                paths::name(p);
                p.names.declare_param(name, NameKind::TypeTemplate);
            }
            if p.eat(T![=]) {
                paths::path(p, PathMode::Type);
            }
            m.complete(p, TEMPLATE_TEMPLATE_PARAM);
        }
        IDENT | T![::] if peek_path(p, 0).is_some_and(|i| i.kind == Some(NameKind::Concept)) => {
            // a constrained parameter: `Concept T` or `Concept<U> T`
            let m = p.start();
            paths::path(p, PathMode::Type);
            p.eat(T![...]);
            if p.at(IDENT) {
                let name = SmolStr::new(p.current_text());
                paths::name(p);
                p.names.declare_param(name, NameKind::Type);
            }
            if p.eat(T![=]) {
                declarators::type_id(p);
            }
            m.complete(p, TYPE_PARAM);
        }
        _ => {
            // a non-type parameter
            let m = p.start();
            attributes::attributes(p);
            declarators::decl_specs(p, SpecContext::Param);
            let (info, _) = declarators::declarator(p, DeclaratorKind::Either, SpecContext::Param);
            if let Some(name) = info.name {
                p.names.declare_param(name, NameKind::Value);
            }
            if p.eat(T![=]) {
                expressions::assign_expr(p);
            }
            m.complete(p, PARAM_DECL);
        }
    }
}

/// `typename T`, `class = int`, `typename... Ts`: a type parameter, as
/// opposed to a non-type parameter whose type is a `typename X::y`.
fn is_type_parameter(p: &Parser<'_>) -> bool {
    match p.nth(1) {
        T![...] | T![,] | T![>] | T![=] => true,
        IDENT => matches!(p.nth(2), T![,] | T![>] | T![=] | T![...]),
        _ => false,
    }
}

fn using_decl(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump(T![using]);
    if p.eat(T![namespace]) {
        let info = paths::path(p, PathMode::Type);
        if let Some(key) = info.and_then(|i| i.key) {
            p.names.import(key);
        }
        p.expect(T![;]);
        m.complete(p, USING_DIRECTIVE);
        return;
    }
    if p.at(IDENT) && (p.nth_at(1, T![=]) || attributes_then_eq(p)) {
        let name = SmolStr::new(p.current_text());
        paths::name(p);
        attributes::attributes(p);
        p.expect(T![=]);
        let kind = if p.in_template_decl {
            NameKind::TypeTemplate
        } else {
            NameKind::Type
        };
        p.names.declare(name, kind);
        declarators::type_id(p);
        p.expect(T![;]);
        m.complete(p, ALIAS_DECL);
        return;
    }
    if p.at(T![enum]) {
        p.bump_any();
    }
    let is_typename = p.eat(T![typename]);
    loop {
        let info = paths::path(p, PathMode::Expr);
        p.eat(T![...]);
        if let Some(info) = info {
            // `using typename Base::type;` names a type whatever the table knows
            let kind = if is_typename {
                NameKind::Type
            } else {
                info.kind.unwrap_or(NameKind::Value)
            };
            if !info.last.is_empty() && info.last != "operator" {
                p.names.declare(info.last.clone(), kind);
            }
        }
        if !p.eat(T![,]) {
            break;
        }
    }
    p.expect(T![;]);
    m.complete(p, USING_DECL);
}

fn attributes_then_eq(p: &Parser<'_>) -> bool {
    p.nth_at(1, T![__attribute__]) || (p.nth_at(1, T!['[']) && p.nth_at(2, T!['[']))
}

fn static_assert(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump(T![static_assert]);
    if p.expect(T!['(']) {
        let old = (p.no_gt, p.in_launch);
        p.no_gt = false;
        p.in_launch = false;
        expressions::assign_expr(p);
        if p.eat(T![,]) {
            expressions::assign_expr(p);
        }
        (p.no_gt, p.in_launch) = old;
        p.expect(T![')']);
    }
    p.expect(T![;]);
    m.complete(p, STATIC_ASSERT);
}

fn concept_def(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump(T![concept]);
    if let Some(name) = paths::name(p) {
        p.names.declare(name, NameKind::Concept);
    }
    attributes::attributes(p);
    if p.expect(T![=]) {
        expressions::expr(p);
    }
    p.expect(T![;]);
    m.complete(p, CONCEPT_DEF);
}

/// A simple declaration or a function definition.
pub(crate) fn simple_declaration(p: &mut Parser<'_>, ctx: DeclContext) {
    let m = p.start();
    attributes::attributes(p);
    let start = p.position();
    let specs = declarators::decl_specs(p, ctx.spec_context());
    if p.at(T![;]) {
        if !specs.any {
            p.error("expected a declaration");
        }
        p.bump(T![;]);
        m.complete(p, SIMPLE_DECL);
        return;
    }
    let implicit_int = !specs.has_type;
    let mut first = true;
    loop {
        // an unnamed bit-field: `int :32;`
        if ctx == DeclContext::Class && p.at(T![:]) {
            let im = p.start();
            initializer(p, ctx);
            im.complete(p, INIT_DECLARATOR);
            first = false;
            if p.eat(T![,]) {
                continue;
            }
            break;
        }
        let before = p.position();
        let (info, cm) = declarators::declarator(p, DeclaratorKind::Named, ctx.spec_context());
        if p.position() == before {
            // nothing parsed: not a declaration at all
            if p.position() == start {
                p.error(if ctx == DeclContext::Block {
                    "expected an expression"
                } else {
                    "expected a declaration"
                });
                recover(p, ctx);
                m.complete(p, ERROR_DECL);
                return;
            }
            p.error("expected an identifier");
            recover(p, ctx);
            m.complete(p, SIMPLE_DECL);
            return;
        }
        if implicit_int && first && info.name.is_some() && !info.is_function && !specs.any {
            p.error_at(
                start,
                "this declaration has no storage class or type specifier",
            );
        }
        declare_names(p, &specs, &info);
        // A function definition?
        if first && info.is_function {
            if p.at(T![requires]) {
                let rm = p.start();
                declarations_requires(p);
                rm.complete(p, CONTRACT);
            }
            let at_body = match p.current() {
                T!['{'] | T![try] => true,
                T![:] => ctx != DeclContext::Block,
                T![=] => matches!(p.nth(1), T![default] | T![delete]) && p.nth_at(2, T![;]),
                _ => false,
            };
            if at_body {
                function_body(p, &info);
                m.complete(p, FUNCTION_DEF);
                return;
            }
        }
        // an init-declarator
        let im = match cm {
            Some(cm) => cm.precede(p),
            None => p.start(),
        };
        if p.at(T![requires]) {
            let rm = p.start();
            declarations_requires(p);
            rm.complete(p, CONTRACT);
        }
        initializer(p, ctx);
        im.complete(p, INIT_DECLARATOR);
        first = false;
        if !p.eat(T![,]) {
            break;
        }
    }
    if !p.eat(T![;]) {
        p.error("expected a \";\"");
        // do not swallow the next declaration: only skip junk on this line
        recover_soft(p, ctx);
    }
    m.complete(p, SIMPLE_DECL);
}

fn declarations_requires(p: &mut Parser<'_>) {
    requires_clause(p);
}

/// Declares what a declarator introduces in the name table.
fn declare_names(
    p: &mut Parser<'_>,
    specs: &declarators::SpecInfo,
    info: &declarators::DeclaratorInfo,
) {
    let Some(name) = info.name.clone() else {
        return;
    };
    if specs.is_friend && !specs.is_typedef {
        return;
    }
    let kind = if specs.is_typedef {
        NameKind::Type
    } else if p.in_template_decl {
        NameKind::ValueTemplate
    } else {
        NameKind::Value
    };
    if name == "operator" || name.starts_with('~') {
        return;
    }
    // a constructor does not hide its class's name
    let scope = p.names.current_named_scope();
    if info.is_function && scope.rsplit("::").next() == Some(name.as_str()) {
        return;
    }
    if info.qualified {
        if let Some(scope) = info.qualifier_key.clone()
            && kind == NameKind::ValueTemplate
        {
            p.names.declare_in(scope, name, kind);
        }
        return;
    }
    p.names.declare(name, kind);
}

fn initializer(p: &mut Parser<'_>, ctx: DeclContext) {
    match p.current() {
        T![=] => {
            let m = p.start();
            p.bump(T![=]);
            if p.at(T!['{']) {
                expressions::init_list(p);
            } else {
                expressions::assign_expr(p);
            }
            m.complete(p, INITIALIZER);
        }
        T!['{'] => {
            let m = p.start();
            expressions::init_list(p);
            m.complete(p, INITIALIZER);
        }
        T!['('] => {
            let m = p.start();
            expressions::arg_list(p);
            m.complete(p, INITIALIZER);
        }
        T![:] if ctx == DeclContext::Class => {
            let m = p.start();
            let bm = p.start();
            p.bump(T![:]);
            let old = p.no_gt;
            expressions::cond_expr(p);
            p.no_gt = old;
            bm.complete(p, BIT_FIELD);
            if p.at(T![=]) || p.at(T!['{']) {
                // C++20 default member initializer of a bit-field
                if p.eat(T![=]) && !p.at(T!['{']) {
                    expressions::assign_expr(p);
                } else {
                    expressions::init_list(p);
                }
            }
            m.complete(p, INITIALIZER);
        }
        _ => {}
    }
}

fn function_body(p: &mut Parser<'_>, info: &declarators::DeclaratorInfo) {
    if p.at(T![=]) {
        let m = p.start();
        p.bump(T![=]);
        p.bump_any();
        p.bump(T![;]);
        m.complete(p, DEFAULTED_BODY);
        return;
    }
    let m = p.start();
    let is_try = p.eat(T![try]);
    // Member functions defined outside their class see the class members.
    let pushed = match &info.qualifier_key {
        Some(key) if info.qualified && !key.is_empty() => p.names.push_qualified(key),
        _ => 0,
    };
    // names declared in the body are not templates
    let old_template = p.in_template_decl;
    p.in_template_decl = false;
    if p.at(T![:]) {
        ctor_initializer(p);
    }
    p.names.push_local();
    if p.at(T!['{']) {
        statements::compound_stmt(p);
    } else {
        p.error("expected a \"{\"");
    }
    p.names.pop();
    if is_try {
        while p.at(T![catch]) {
            statements::handler(p);
        }
    }
    for _ in 0..pushed {
        p.names.pop();
    }
    p.in_template_decl = old_template;
    m.complete(p, FUNCTION_BODY);
}

fn ctor_initializer(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump(T![:]);
    loop {
        let before = p.position();
        let im = p.start();
        paths::path(p, PathMode::Type);
        if p.at(T!['(']) {
            expressions::arg_list(p);
        } else if p.at(T!['{']) {
            expressions::init_list(p);
        } else {
            p.error("expected a \"(\"");
        }
        p.eat(T![...]);
        im.complete(p, MEM_INITIALIZER);
        if !p.eat(T![,]) || p.position() == before {
            break;
        }
    }
    m.complete(p, CTOR_INITIALIZER);
}

/// Error recovery inside a declaration: skip to `;` (eaten) or to a `}` that
/// closes the enclosing scope (not eaten).
fn recover(p: &mut Parser<'_>, _ctx: DeclContext) {
    while !p.at_eof() {
        match p.current() {
            T![;] => {
                p.bump_any();
                return;
            }
            T!['}'] => return,
            T!['{'] | T!['('] | T!['['] => p.skip_balanced(),
            _ => p.bump_any(),
        }
    }
}

/// After a missing `;`: EDG resumes at the next token, so nothing is skipped
/// unless the next token cannot start anything.
fn recover_soft(p: &mut Parser<'_>, ctx: DeclContext) {
    if matches!(p.current(), T![')'] | T![']']) {
        recover(p, ctx);
    }
}

/// Parses a class specifier or an elaborated type specifier; returns true if
/// it declared or defined a class.
pub(crate) fn class_spec(p: &mut Parser<'_>, ctx: SpecContext, is_friend: bool) -> bool {
    let m = p.start();
    p.bump_any(); // class-key
    attributes::attributes(p);
    let mut name: Option<SmolStr> = None;
    let mut qualifier: Option<SmolStr> = None;
    let mut qualified = false;
    if paths::at_path_start(p) {
        let is_template_decl = p.in_template_decl;
        let pi = peek_path(p, 0);
        // Declare before parsing the path so that `struct S<int>` finds S
        // and a self-referencing class sees its own name.
        if let Some(pi) = &pi {
            qualified = pi.qualified;
            name = Some(pi.last.clone());
            if pi.qualified {
                qualifier = pi.qualifier_key.clone();
            }
            if !pi.qualified && !pi.has_args {
                let after = p.nth(pi.len);
                let defines = matches!(after, T!['{'] | T![:])
                    || (after == IDENT && p.nth_text(pi.len) == "final");
                let exists = p.names.lookup(&pi.last).is_some_and(|(k, _)| k.is_type());
                if defines || !exists || after == T![;] {
                    let kind = if is_template_decl {
                        NameKind::TypeTemplate
                    } else {
                        NameKind::Type
                    };
                    // a friend declaration introduces the name only if new
                    if !is_friend || defines || !exists {
                        p.names.declare(pi.last.clone(), kind);
                    }
                }
            }
        }
        paths::path(p, PathMode::Declarator);
    }
    if p.at(IDENT) && p.current_text() == "final" && matches!(p.nth(1), T!['{'] | T![:]) {
        p.bump_any();
    }
    let is_definition = p.at(T!['{']) || (p.at(T![:]) && !p.nth_at(1, T![:]));
    if !is_definition {
        m.complete(p, ELABORATED_TYPE);
        return name.is_some();
    }
    let _ = ctx;
    // the class's scope key
    let key = match (&name, qualified, &qualifier) {
        (Some(n), false, _) => p.names.child_key(n),
        (Some(n), true, Some(q)) => SmolStr::new(if q.is_empty() {
            n.to_string()
        } else {
            format!("{q}::{n}")
        }),
        _ => p.names.child_key("(anonymous class)"),
    };
    let mut bases = Vec::new();
    if p.at(T![:]) {
        let bm = p.start();
        p.bump(T![:]);
        loop {
            let before = p.position();
            let sm = p.start();
            attributes::attributes(p);
            while matches!(
                p.current(),
                T![virtual] | T![public] | T![protected] | T![private]
            ) {
                p.bump_any();
            }
            let tm = p.start();
            p.eat(T![typename]);
            let info = paths::path(p, PathMode::Type);
            tm.complete(p, PATH_TYPE);
            if let Some(k) = info.and_then(|i| i.key) {
                bases.push(k);
            }
            p.eat(T![...]);
            sm.complete(p, BASE_SPECIFIER);
            if !p.eat(T![,]) || p.position() == before {
                break;
            }
        }
        bm.complete(p, BASE_CLAUSE);
    }
    // A class defined as `A::B { ... }` sees the members of A.
    let outer = match (&qualifier, qualified) {
        (Some(q), true) if !q.is_empty() => p.names.push_qualified(q),
        _ => 0,
    };
    p.names.push_named(key.clone());
    if let Some(n) = &name {
        // the injected class name
        let kind = if p.in_template_decl {
            NameKind::TypeTemplate
        } else {
            NameKind::Type
        };
        p.names.declare(n.clone(), kind);
    }
    for b in bases {
        p.names.import(b);
    }
    let old = p.in_template_decl;
    p.in_template_decl = false;
    member_list(p);
    p.in_template_decl = old;
    p.names.pop();
    for _ in 0..outer {
        p.names.pop();
    }
    m.complete(p, CLASS_SPEC);
    true
}

fn member_list(p: &mut Parser<'_>) {
    let m = p.start();
    if !p.at(T!['{']) {
        p.error("expected a \"{\"");
        m.complete(p, MEMBER_LIST);
        return;
    }
    // Member function bodies see every member, also those declared after
    // them: declare the class's member types and templates first.
    prescan_member_types(p);
    p.bump(T!['{']);
    let old = (p.no_gt, p.in_launch);
    p.no_gt = false;
    p.in_launch = false;
    while !p.at(T!['}']) && !p.at_eof() {
        let before = p.position();
        declaration(p, DeclContext::Class);
        if p.position() == before {
            p.err_and_bump("expected a declaration");
        }
    }
    (p.no_gt, p.in_launch) = old;
    p.expect(T!['}']);
    m.complete(p, MEMBER_LIST);
}

/// Looks ahead over a member list (the cursor is on its `{`) and declares
/// the names of member types: typedefs, alias declarations, nested classes
/// and enums, member class and alias templates.
fn prescan_member_types(p: &mut Parser<'_>) {
    let mut i = 1;
    let mut depth = 0i32;
    let mut stmt_start = true;
    let mut found: Vec<(smol_str::SmolStr, NameKind)> = Vec::new();
    let mut in_template = false;
    loop {
        let k = p.nth(i);
        if k == EOF || i > 200_000 {
            break;
        }
        match k {
            T!['('] | T!['['] | T!['{'] => {
                depth += 1;
                i += 1;
                continue;
            }
            T![')'] | T![']'] => {
                depth -= 1;
                i += 1;
                continue;
            }
            T!['}'] => {
                if depth == 0 {
                    break;
                }
                depth -= 1;
                i += 1;
                if depth == 0 && !p.nth_at(i, T![;]) {
                    // end of an inline function body
                    stmt_start = true;
                    in_template = false;
                }
                continue;
            }
            _ => {}
        }
        if depth != 0 {
            i += 1;
            continue;
        }
        if k == T![;] {
            stmt_start = true;
            in_template = false;
            i += 1;
            continue;
        }
        if matches!(k, T![public] | T![private] | T![protected]) && p.nth_at(i + 1, T![:]) {
            i += 2;
            stmt_start = true;
            continue;
        }
        if stmt_start {
            stmt_start = false;
            match k {
                T![template] => {
                    in_template = true;
                    // skip the parameter list
                    if p.nth_at(i + 1, T![<]) {
                        let mut angle = 0;
                        i += 1;
                        loop {
                            match p.nth(i) {
                                T![<] => angle += 1,
                                T![>] => {
                                    angle -= 1;
                                    if angle == 0 {
                                        break;
                                    }
                                }
                                EOF | T![;] | T!['{'] | T!['}'] => break,
                                _ => {}
                            }
                            i += 1;
                        }
                    }
                    i += 1;
                    stmt_start = true;
                    continue;
                }
                T![using] if p.nth_at(i + 1, T![typename]) => {
                    // `using typename Base::name;`: the last name before `;`
                    let mut j = i + 2;
                    while !matches!(p.nth(j), T![;] | EOF) && j < i + 64 {
                        j += 1;
                    }
                    if p.nth_at(j - 1, IDENT) {
                        found.push((smol_str::SmolStr::new(p.nth_text(j - 1)), NameKind::Type));
                    }
                }
                T![using] if p.nth_at(i + 1, IDENT) && p.nth_at(i + 2, T![=]) => {
                    let kind = if in_template {
                        NameKind::TypeTemplate
                    } else {
                        NameKind::Type
                    };
                    found.push((smol_str::SmolStr::new(p.nth_text(i + 1)), kind));
                }
                T![class] | T![struct] | T![union] | T![enum] => {
                    let mut j = i + 1;
                    if p.nth_at(j, T![class]) || p.nth_at(j, T![struct]) {
                        j += 1;
                    }
                    if p.nth_at(j, IDENT) && matches!(p.nth(j + 1), T!['{'] | T![:] | T![;] | T![<])
                    {
                        let kind = if in_template {
                            NameKind::TypeTemplate
                        } else {
                            NameKind::Type
                        };
                        found.push((smol_str::SmolStr::new(p.nth_text(j)), kind));
                    }
                }
                T![typedef] => {
                    // the declarator names: the identifiers before `;` or `,`
                    // at this level, or inside `(*name)`
                    let mut j = i + 1;
                    let mut d = 0;
                    // template argument lists: `<` after a name nests
                    let mut angle = 0;
                    let mut last_ident: Option<usize> = None;
                    loop {
                        match p.nth(j) {
                            EOF => break,
                            T![<] if p.nth_at(j - 1, IDENT) => angle += 1,
                            T![>] if angle > 0 => angle -= 1,
                            _ if angle > 0 => {}
                            T!['('] | T!['['] | T!['{'] => {
                                if d == 0 && p.nth_at(j + 1, T![*]) && p.nth_at(j + 2, IDENT) {
                                    last_ident = Some(j + 2);
                                }
                                d += 1;
                            }
                            T![')'] | T![']'] | T!['}'] => d -= 1,
                            T![;] | T![,] if d == 0 => {
                                if let Some(n) = last_ident {
                                    found.push((
                                        smol_str::SmolStr::new(p.nth_text(n)),
                                        NameKind::Type,
                                    ));
                                }
                                if p.nth_at(j, T![;]) {
                                    break;
                                }
                                last_ident = None;
                            }
                            IDENT if d == 0 => last_ident = Some(j),
                            _ => {}
                        }
                        j += 1;
                    }
                }
                _ => {}
            }
        }
        i += 1;
    }
    for (name, kind) in found {
        // do not demote an already-known template to a plain type
        if p.names.lookup_here(&name).is_none() {
            p.names.declare(name, kind);
        }
    }
}

pub(crate) fn enum_spec(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump(T![enum]);
    let scoped = p.eat(T![class]) || p.eat(T![struct]);
    attributes::attributes(p);
    let mut key = None;
    if paths::at_path_start(p) {
        if let Some(pi) = peek_path(p, 0)
            && !pi.qualified
        {
            p.names.declare(pi.last.clone(), NameKind::Type);
            key = Some(p.names.child_key(&pi.last));
        }
        paths::path(p, PathMode::Declarator);
    }
    if p.at(T![:]) && !p.nth_at(1, T![:]) {
        let bm = p.start();
        p.bump(T![:]);
        declarators::type_id(p);
        bm.complete(p, ENUM_BASE);
    }
    if p.at(T!['{']) {
        let lm = p.start();
        p.bump(T!['{']);
        if let (true, Some(k)) = (scoped, &key) {
            p.names.push_named(k.clone());
        }
        while !p.at(T!['}']) && !p.at_eof() {
            let before = p.position();
            let em = p.start();
            if let Some(name) = paths::name(p) {
                p.names.declare(name, NameKind::Value);
            }
            attributes::attributes(p);
            if p.eat(T![=]) {
                let old = p.no_gt;
                p.no_gt = false;
                expressions::assign_expr(p);
                p.no_gt = old;
            }
            em.complete(p, ENUMERATOR);
            if !p.eat(T![,]) {
                break;
            }
            if p.position() == before {
                p.bump_any();
            }
        }
        if let (true, Some(_)) = (scoped, &key) {
            p.names.pop();
        }
        p.expect(T!['}']);
        lm.complete(p, ENUMERATOR_LIST);
    }
    m.complete(p, ENUM_SPEC);
}
