//! Declarations: namespaces, linkage specifications, templates, using
//! declarations and directives, aliases, static_assert, class and enum
//! definitions, and the simple declarations and function definitions that
//! share a decl-specifier-seq and declarators.

use super::super::names::{Frame, NameKind, ValueWhat};
use super::super::parser::Parser;
use super::declarators::{self, DeclaratorKind, SpecContext};
use super::paths::{self, PathMode, peek_path};
use super::{attributes, expressions, statements};
use crate::SyntaxKind::*;
use crate::T;
use diagnostics::DiagKind;
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
            let error_at = p.position();
            p.error(DiagKind::ExpectedDeclaration);
            p.bump_any();
            // (outside every brace, EDG skips on to a `;`, over more `}`)
            if ctx == DeclContext::Namespace && p.decl_lists == 0 {
                p.skip_to_restart(error_at, true);
                p.eat(T![;]);
            }
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
            // (also at block scope: `namespace v = std::__detail::__variant;`)
            match info.and_then(|i| i.key) {
                Some(target) => p.names.declare_alias(name, NameKind::Namespace, target),
                None => p.names.declare(name, NameKind::Namespace),
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
        p.names.push_namespace(key.clone());
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
        p.names.push_namespace(key.clone());
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
    let open = p.position();
    if p.expect(T!['{']) {
        p.decl_lists += 1;
        while !p.at(T!['}']) && !p.at_eof() {
            let before = p.position();
            p.cut_hint();
            declaration(p, ctx);
            if p.position() == before {
                p.err_and_bump(DiagKind::ExpectedDeclaration);
            }
        }
        p.decl_lists -= 1;
        p.expect_closing_brace(open);
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
            p.err_and_bump(DiagKind::ExpectedIdentifier);
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
        IDENT | T![::]
            if peek_path(p, 0).is_some_and(|i| {
                i.kind == Some(NameKind::Concept)
                    && !matches!(p.nth(i.len), T![auto] | T![decltype])
            }) =>
        {
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
        // the alias is declared after its type-id: `using X = X<T>;` in a
        // class names the outer template
        match declarators::type_id(p) {
            Some(target) => p.names.declare_alias(name, kind, target),
            None => p.names.declare(name, kind),
        }
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
            // `using Base::Base;` inherits constructors and declares no
            // name; a member of a scope the table cannot see into does not
            // hide a type of the same name
            let keeps_type =
                info.kind.is_none() && p.names.lookup_here(&info.last).is_some_and(|k| k.is_type());
            if !info.last.is_empty() && info.last != "operator" && !info.is_ctor_like && !keeps_type
            {
                match info.key.clone() {
                    Some(target) if kind.is_type() => {
                        p.names.declare_alias(info.last.clone(), kind, target)
                    }
                    _ => p.names.declare(info.last.clone(), kind),
                }
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
    let attributes_at = p.position();
    attributes::attributes(p);
    let start = p.position();
    // (`__device__ x = 1;`: an attribute is a specifier to EDG's words below)
    let has_attributes = start != attributes_at;
    let specs = declarators::decl_specs(p, ctx.spec_context());
    if p.at(T![;]) {
        if !specs.any {
            p.error(DiagKind::ExpectedDeclaration);
        }
        p.bump(T![;]);
        m.complete(p, SIMPLE_DECL);
        return;
    }
    // `struct S { } int x;`: what follows cannot start a declarator, the
    // declaration ended before it
    if specs.has_type
        && (declarators::is_builtin_type_kw(p.current())
            || matches!(
                p.current(),
                T![struct]
                    | T![class]
                    | T![union]
                    | T![enum]
                    | T![typedef]
                    | T![template]
                    | T![namespace]
                    | T![using]
            ))
    {
        p.error(DiagKind::ExpectedSemicolon);
        m.complete(p, SIMPLE_DECL);
        return;
    }
    // nothing that can begin a declaration (`3 b;` at namespace scope, as
    // EDG goes on after a restart inside a list; a statement outside any
    // function, `if (e) { ... }`, `++i;`, `~x;` of a variable): skipped to
    // its `;`
    if p.position() == start
        && ctx == DeclContext::Namespace
        && matches!(
            p.current(),
            INT_NUMBER
                | FLOAT_NUMBER
                | CHAR_LIT
                | STRING_LIT
                | T![')']
                | T![']']
                | T![if]
                | T![else]
                | T![for]
                | T![while]
                | T![do]
                | T![switch]
                | T![case]
                | T![default]
                | T![return]
                | T![break]
                | T![continue]
                | T![goto]
                | T![++]
                | T![--]
                | T![+]
                | T![-]
                | T![!]
        )
        || (p.position() == start
            && ctx == DeclContext::Namespace
            && p.at(T![~])
            && p.nth_at(1, IDENT)
            && !p
                .lookup_name(p.nth_text(1))
                .is_some_and(|(k, _)| k.is_type()))
    {
        p.error(DiagKind::ExpectedDeclaration);
        recover(p, ctx);
        m.complete(p, ERROR_DECL);
        return;
    }
    if specs.binding_type && p.at(T!['[']) {
        invalid_structured_binding(p, start, ctx);
        m.complete(p, SIMPLE_DECL);
        return;
    }
    let implicit_int = !specs.has_type;
    // (`struct S { ...` cut off by the end of the input: its `;`)
    if p.at_eof() && specs.declared_tag {
        p.expect(T![;]);
        m.complete(p, SIMPLE_DECL);
        return;
    }
    let mut first = true;
    // the last declarator has an initializer
    let mut initialized = false;
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
        // default arguments of member functions wait for the class too
        let old_defer = p.defer_values;
        p.defer_values = ctx == DeclContext::Class;
        let (info, cm) = declarators::declarator(p, DeclaratorKind::Named, ctx.spec_context());
        p.defer_values = old_defer;
        if p.position() == before {
            // nothing parsed: not a declaration at all
            if p.position() == start {
                p.error(if ctx == DeclContext::Block {
                    DiagKind::ExpectedExpression
                } else {
                    DiagKind::ExpectedDeclaration
                });
                recover(p, ctx);
                m.complete(p, ERROR_DECL);
                return;
            }
            p.error(DiagKind::ExpectedIdentifier);
            recover(p, ctx);
            m.complete(p, SIMPLE_DECL);
            return;
        }
        // a function declared without a type or any specifier (`f();`
        // outside functions): int is assumed, as for `static x;` (not a
        // constructor, destructor, conversion function or deduction guide)
        if implicit_int
            && first
            && info.is_function
            && !info.qualified
            && !specs.any
            && !has_attributes
            && ctx != DeclContext::Block
            && let Some(name) = info.name.as_deref()
            && name != "operator"
            && !name.starts_with('~')
            && p.names.current_named_scope().rsplit("::").next() != Some(name)
            && !p.lookup_name(name).is_some_and(|(k, _)| k.is_type())
        {
            p.error_at(info.name_at.unwrap_or(start), DiagKind::ExplicitTypeMissing);
        }
        // a variable without a type: EDG's words depend on whether
        // anything else was specified (`x = 1;`, `static x = 1;`)
        if implicit_int && first && info.name.is_some() && !info.is_function {
            // `ns::C<int> x;` whose `C` the namespace does not declare:
            // that is the error (then the `<`)
            let no_member = (info.qualified && ctx == DeclContext::Namespace)
                .then(|| {
                    declarators::no_namespace_member(
                        p,
                        info.qualifier_key.as_deref(),
                        info.name.as_deref()?,
                    )
                })
                .flatten();
            if let Some(kind) = no_member {
                p.error_at(info.name_at.unwrap_or(start), kind);
            } else if !specs.any && !has_attributes {
                p.error_at(start, DiagKind::MissingDeclSpecifiers);
            } else if let Some(at) = info.name_at {
                p.error_at(at, DiagKind::ExplicitTypeMissing);
            }
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
                // C++ parses member function bodies once the (outermost)
                // class is complete: they see members declared after them
                let deferred = ctx == DeclContext::Class
                    && p.class_nesting > 0
                    && !p.at(T![=])
                    && defer_body(p, &info);
                if !deferred {
                    function_body(p, &info);
                }
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
        let before = p.position();
        initializer(p, ctx);
        initialized = p.position() != before;
        im.complete(p, INIT_DECLARATOR);
        first = false;
        if !p.eat(T![,]) {
            break;
        }
    }
    if !p.eat(T![;]) {
        p.error(DiagKind::ExpectedSemicolon);
        if initialized {
            recover_after_initializer(p, ctx);
        } else {
            recover_soft(p, ctx);
        }
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
    if specs.is_typedef
        && info.plain
        && !info.qualified
        && let Some(target) = specs.type_key.clone()
    {
        p.names.declare_alias(name, NameKind::Type, target);
        return;
    }
    let kind = if specs.is_typedef {
        NameKind::Type
    } else if p.in_template_decl {
        NameKind::ValueTemplate
    } else {
        NameKind::Value
    };
    let what = if info.is_function {
        ValueWhat::Function
    } else if p.class_nesting > 0 {
        ValueWhat::Member
    } else {
        ValueWhat::Variable
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
        // `template<class T> void ns::f(T)` may be the first declaration
        // of f; an out-of-class member definition of a class template
        // (`template<class T> int A<T>::n;`) redeclares a member, which
        // keeps its kind
        if let Some(scope) = info.qualifier_key.clone()
            && kind == NameKind::ValueTemplate
            && p.names.lookup_in(&scope, &name, 0).is_none()
        {
            p.names.declare_in(scope, name, kind);
        }
        return;
    }
    p.names.declare(name.clone(), kind);
    p.names.mark_value(&name, what);
}

/// `a[i] = x;` at namespace scope, `a` no type (see
/// `SpecInfo::binding_type`): EDG reads a structured binding whose
/// specifier is invalid. Its brackets declare nothing and are not looked
/// into (an error node the item tree does not read); the initializer is an
/// expression as any. `start` is where the declaration's specifiers begin.
fn invalid_structured_binding(p: &mut Parser<'_>, start: usize, ctx: DeclContext) {
    let im = p.start();
    let dm = p.start();
    let nm = p.start();
    let end = skip_group(p, 0);
    p.bump(T!['[']);
    let em = p.start();
    if let Some(end) = end {
        for _ in 1..end - 1 {
            p.bump_any();
        }
    }
    em.complete(p, ERROR);
    p.expect(T![']']);
    nm.complete(p, DECL_NAME);
    dm.complete(p, DECLARATOR);
    p.error_at(start, DiagKind::InvalidBindingSpecifier);
    if !matches!(p.current(), T![=] | T!['{'] | T!['(']) {
        p.error(DiagKind::MissingInitializer);
    }
    initializer(p, ctx);
    im.complete(p, INIT_DECLARATOR);
    if !p.eat(T![;]) {
        // (both errors at one token: `a[i][j] = x;`)
        p.error_at(p.position(), DiagKind::ExpectedSemicolon);
        recover_after_initializer(p, ctx);
    }
}

fn initializer(p: &mut Parser<'_>, ctx: DeclContext) {
    p.in_initializer += 1;
    initializer_inner(p, ctx);
    p.in_initializer -= 1;
}

fn initializer_inner(p: &mut Parser<'_>, ctx: DeclContext) {
    // a default member initializer is parsed once the class is complete
    let member = ctx == DeclContext::Class;
    match p.current() {
        T![=] => {
            let m = p.start();
            p.bump(T![=]);
            if member && defer_value(p) {
            } else if p.at(T!['{']) {
                expressions::init_list(p);
            } else {
                expressions::assign_expr(p);
            }
            m.complete(p, INITIALIZER);
        }
        T!['{'] => {
            let m = p.start();
            if !(member && defer_value(p)) {
                expressions::init_list(p);
            }
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
    // names declared in the body are not templates, and classes defined
    // in it are not nested in an enclosing class
    let old = (p.in_template_decl, p.class_nesting);
    p.in_template_decl = false;
    p.class_nesting = 0;
    // the parameters are in the body's outermost scope
    p.names.push_local();
    p.names.declare_all(&info.params);
    if p.at(T![:]) {
        ctor_initializer(p);
    }
    if p.at(T!['{']) {
        statements::compound_stmt(p);
    } else {
        p.error(DiagKind::ExpectedLBrace);
    }
    if is_try {
        while p.at(T![catch]) {
            statements::handler(p);
        }
    }
    p.names.pop();
    for _ in 0..pushed {
        p.names.pop();
    }
    (p.in_template_decl, p.class_nesting) = old;
    m.complete(p, FUNCTION_BODY);
}

/// A part of a class whose parse waits for the class to be complete (a
/// complete-class context of C++): a member function body, a default
/// argument, a default member initializer.
pub(crate) struct DeferredPart {
    slot: u32,
    pos: usize,
    end: usize,
    scopes: Vec<Frame>,
    kind: DeferredKind,
}

enum DeferredKind {
    Body(declarators::DeclaratorInfo),
    /// An initializer's expression or braced list (after `=`).
    Value,
}

/// Defers the expression or braced list at the cursor (a default argument
/// or member initializer) if the cursor is directly in a class and its end
/// can be found; false if it must be parsed now.
pub(crate) fn defer_value(p: &mut Parser<'_>) -> bool {
    if p.class_nesting == 0 {
        return false;
    }
    let Some(end) = value_end(p) else {
        return false;
    };
    let pos = p.position();
    let scopes = p.names.snapshot();
    let slot = p.splice_placeholder(end);
    p.deferred.push(DeferredPart {
        slot,
        pos,
        end,
        scopes,
        kind: DeferredKind::Value,
    });
    true
}

/// The token index just past the initializer at the cursor: a braced list,
/// or an expression ending at a `,`, `)` or `;` outside brackets (commas of
/// known template-ids are skipped with their argument lists).
fn value_end(p: &Parser<'_>) -> Option<usize> {
    if p.at(T!['{']) {
        return skip_group(p, 0).map(|i| p.position() + i);
    }
    let mut i = 0;
    loop {
        match p.nth(i) {
            T!['('] | T!['['] | T!['{'] => i = skip_group(p, i)?,
            T![,] | T![')'] | T![;] => break,
            T![']'] | T!['}'] | EOF => return None,
            // a path with the argument lists of its known templates
            IDENT | T![::] => i += paths::peek_path(p, i).map_or(1, |info| info.len.max(1)),
            _ => i += 1,
        }
    }
    (i > 0).then_some(p.position() + i)
}

/// Skips a member function body (ctor-initializer and handlers included),
/// leaving a placeholder for its events; false if its end cannot be found
/// (then it is parsed in place).
fn defer_body(p: &mut Parser<'_>, info: &declarators::DeclaratorInfo) -> bool {
    let Some(end) = function_body_end(p) else {
        return false;
    };
    let pos = p.position();
    let scopes = p.names.snapshot();
    let slot = p.splice_placeholder(end);
    p.deferred.push(DeferredPart {
        slot,
        pos,
        end,
        scopes,
        kind: DeferredKind::Body(info.clone()),
    });
    true
}

/// Parses the parts deferred since `from` (bodies, default arguments,
/// member initializers), each in the scopes it was written in (now with
/// the complete class).
fn parse_deferred_parts(p: &mut Parser<'_>, from: usize) {
    if from >= p.deferred.len() {
        return;
    }
    let parts: Vec<DeferredPart> = p.deferred.drain(from..).collect();
    for b in parts {
        let saved = p.names.swap_scopes(b.scopes);
        let old = (p.no_gt, p.in_launch, p.in_template_decl);
        (p.no_gt, p.in_launch) = (false, false);
        p.parse_out_of_order(b.pos, b.end, b.slot, |p| match &b.kind {
            DeferredKind::Body(info) => function_body(p, info),
            DeferredKind::Value if p.at(T!['{']) => {
                expressions::init_list(p);
            }
            DeferredKind::Value => {
                expressions::assign_expr(p);
            }
        });
        (p.no_gt, p.in_launch, p.in_template_decl) = old;
        p.names.swap_scopes(saved);
    }
}

/// The token index just past a function body starting at the cursor
/// (`{`, `:` of a ctor-initializer, or `try`), found by matching brackets.
fn function_body_end(p: &Parser<'_>) -> Option<usize> {
    let mut i = 0;
    let is_try = p.nth_at(0, T![try]);
    if is_try {
        i += 1;
    }
    if p.nth_at(i, T![:]) {
        // mem-initializers: a `{` right after a name or a template-id
        // (`x{1}`, `Base<T>{}`) is an initializer, any other starts the body
        i += 1;
        loop {
            match p.nth(i) {
                T!['('] | T!['['] => i = skip_group(p, i)?,
                T!['{'] if matches!(p.nth(i - 1), IDENT | T![>]) => i = skip_group(p, i)?,
                T!['{'] => break,
                EOF | T![;] | T!['}'] | T![')'] | T![']'] => return None,
                _ => i += 1,
            }
        }
    }
    if !p.nth_at(i, T!['{']) {
        return None;
    }
    i = skip_group(p, i)?;
    if is_try {
        while p.nth_at(i, T![catch]) && p.nth_at(i + 1, T!['(']) {
            i = skip_group(p, i + 1)?;
            if !p.nth_at(i, T!['{']) {
                return None;
            }
            i = skip_group(p, i)?;
        }
    }
    Some(p.position() + i)
}

/// The offset just past the bracketed group opening at offset `i`.
pub(crate) fn skip_group(p: &Parser<'_>, mut i: usize) -> Option<usize> {
    let mut depth = 0u32;
    loop {
        match p.nth(i) {
            T!['('] | T!['['] | T!['{'] => depth += 1,
            T![')'] | T![']'] | T!['}'] => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            EOF => return None,
            _ => {}
        }
        i += 1;
    }
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
            p.error(DiagKind::ExpectedLParen);
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
fn recover(p: &mut Parser<'_>, ctx: DeclContext) {
    let error_at = p.position();
    let outermost = ctx == DeclContext::Namespace && p.decl_lists == 0;
    p.skip_to_restart(error_at, outermost);
    p.eat(T![;]);
}

/// After a missing `;`: EDG skips to the next `;` outside brackets and
/// braces and resumes after it, in a block and at namespace scope alike
/// (`int a` followed by `void g() { ... } int b = u;` reports neither g's
/// body nor `u`: checked with the oracle).
fn recover_soft(p: &mut Parser<'_>, ctx: DeclContext) {
    recover(p, ctx);
}

/// After an initializer that a `;` does not follow. In a namespace-scope
/// template declaration, EDG keeps a variable template's initializer as
/// tokens up to its `;` (see `Parser::skip_template_declaration`: over
/// braces, with no restart note); elsewhere as [`recover_soft`]. A
/// template declaration without an initializer (`template <class T> int v
/// junk { ... }`) restarts as any other (checked with the oracle).
fn recover_after_initializer(p: &mut Parser<'_>, ctx: DeclContext) {
    if p.in_template_decl && ctx == DeclContext::Namespace {
        p.skip_template_declaration();
        p.eat(T![;]);
    } else {
        recover_soft(p, ctx);
    }
}

/// Parses a class specifier or an elaborated type specifier; returns true if
/// it declared or defined a class, and the class's scope key if known.
pub(crate) fn class_spec(
    p: &mut Parser<'_>,
    ctx: SpecContext,
    is_friend: bool,
) -> (bool, Option<SmolStr>) {
    let m = p.start();
    p.bump_any(); // class-key
    attributes::attributes(p);
    let mut name: Option<SmolStr> = None;
    let mut qualifier: Option<SmolStr> = None;
    let mut qualified = false;
    let mut elaborated_key = None;
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
                let exists = p.lookup_name(&pi.last).is_some_and(|(k, _)| k.is_type());
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
        elaborated_key = paths::path(p, PathMode::Declarator).and_then(|i| i.key);
    }
    if p.at(IDENT) && p.current_text() == "final" && matches!(p.nth(1), T!['{'] | T![:]) {
        p.bump_any();
    }
    let is_definition = p.at(T!['{']) || (p.at(T![:]) && !p.nth_at(1, T![:]));
    if !is_definition {
        m.complete(p, ELABORATED_TYPE);
        return (name.is_some(), elaborated_key);
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
    let mut missing_definition = false;
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
            // a base a namespace does not declare (`: ns::E`); with
            // arguments (`: ns::E<T>`) EDG gives up on the definition
            if let Some(pi) = peek_path(p, 0)
                && pi.kind.is_none()
                && pi.qualified
                && let Some(DiagKind::NoMember { owner, member }) =
                    declarators::no_namespace_member(p, pi.qualifier_key.as_deref(), &pi.last)
            {
                p.error(DiagKind::NoMemberClass { owner, member });
                if p.nth_at(pi.len, T![<]) {
                    missing_definition = true;
                }
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
    if missing_definition && !p.at(T!['{']) {
        p.error(DiagKind::MissingClassDefinition);
        let m = p.start();
        m.complete(p, MEMBER_LIST);
    } else {
        member_list(p);
    }
    p.in_template_decl = old;
    p.names.pop();
    for _ in 0..outer {
        p.names.pop();
    }
    m.complete(p, CLASS_SPEC);
    (true, Some(key))
}

fn member_list(p: &mut Parser<'_>) {
    let m = p.start();
    if !p.at(T!['{']) {
        p.error(DiagKind::ExpectedLBrace);
        m.complete(p, MEMBER_LIST);
        return;
    }
    let open = p.position();
    p.bump(T!['{']);
    let old = (p.no_gt, p.in_launch);
    p.no_gt = false;
    p.in_launch = false;
    p.class_nesting += 1;
    let first_deferred = p.deferred.len();
    while !p.at(T!['}']) && !p.at_eof() {
        let before = p.position();
        declaration(p, DeclContext::Class);
        if p.position() == before {
            p.err_and_bump(DiagKind::ExpectedDeclaration);
        }
    }
    p.class_nesting -= 1;
    // (cut off by the end of the input: EDG says so before it reads the
    // member bodies it kept for later)
    let cut_off = p.at_eof();
    if cut_off {
        p.expect_closing_brace(open);
    }
    // the outermost class is complete: its member bodies can be parsed
    if p.class_nesting == 0 {
        parse_deferred_parts(p, first_deferred);
    }
    (p.no_gt, p.in_launch) = old;
    if !cut_off {
        p.expect_closing_brace(open);
    }
    m.complete(p, MEMBER_LIST);
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
                p.names.declare(name.clone(), NameKind::Value);
                p.names.mark_value(&name, ValueWhat::Enumerator);
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
