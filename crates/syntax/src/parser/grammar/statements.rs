//! Statements. Whether a statement is a declaration or an expression is
//! decided by the name table (C++'s rule: anything that can be a declaration
//! is one), never by guessing.

use super::super::names::NameKind;
use super::super::parser::Parser;
use super::declarations::{self, DeclContext};
use super::declarators::{self, DeclaratorKind, SpecContext, is_builtin_type_kw};
use super::paths::{self, peek_path};
use super::{attributes, expressions};
use crate::SyntaxKind::*;
use crate::T;
use diagnostics::DiagKind;

pub(crate) fn compound_stmt(p: &mut Parser<'_>) {
    let m = p.start();
    let open = p.position();
    p.bump(T!['{']);
    let old = (p.no_gt, p.in_launch);
    p.no_gt = false;
    p.in_launch = false;
    p.names.push_local();
    p.in_blocks += 1;
    while !p.at(T!['}']) && !p.at_eof() {
        let before = p.position();
        statement(p);
        if p.position() == before {
            p.err_and_bump(DiagKind::ExpectedStatement);
        }
    }
    p.in_blocks -= 1;
    p.names.pop();
    (p.no_gt, p.in_launch) = old;
    p.expect_closing_brace(open);
    m.complete(p, COMPOUND_STMT);
}

pub(crate) fn statement(p: &mut Parser<'_>) {
    if !p.enter() {
        p.leave();
        // too deep: skip one balanced group as an error statement
        let m = p.start();
        if matches!(p.current(), T!['{'] | T!['('] | T!['[']) {
            p.skip_balanced();
        } else {
            p.bump_any();
        }
        m.complete(p, ERROR_STMT);
        return;
    }
    statement_inner(p);
    p.leave();
}

fn statement_inner(p: &mut Parser<'_>) {
    // `[[likely]] { ... }`, `[[fallthrough]];`: attributes on a statement
    if p.at(T!['[']) && p.nth_at(1, T!['[']) && !at_declaration_after_attributes(p) {
        attributes::attributes(p);
        if p.at(T!['}']) {
            return;
        }
        return statement_inner(p);
    }
    match p.current() {
        T!['{'] => compound_stmt(p),
        T![;] => {
            let m = p.start();
            p.bump_any();
            m.complete(p, EMPTY_STMT);
        }
        T![if] => if_stmt(p),
        T![for] => for_stmt(p),
        T![while] => {
            let m = p.start();
            p.bump_any();
            p.names.push_local();
            paren_condition(p);
            statement(p);
            p.names.pop();
            m.complete(p, WHILE_STMT);
        }
        T![do] => {
            let m = p.start();
            p.bump_any();
            statement(p);
            p.expect(T![while]);
            if p.expect(T!['(']) {
                expressions::expr(p);
                p.expect(T![')']);
            }
            p.expect(T![;]);
            m.complete(p, DO_STMT);
        }
        T![switch] => {
            let m = p.start();
            p.bump_any();
            p.names.push_local();
            paren_condition(p);
            statement(p);
            p.names.pop();
            m.complete(p, SWITCH_STMT);
        }
        T![case] => {
            let m = p.start();
            p.bump_any();
            expressions::cond_expr(p);
            if p.eat(T![...]) {
                expressions::cond_expr(p);
            }
            p.expect(T![:]);
            if !p.at(T!['}']) {
                statement(p);
            }
            m.complete(p, CASE_LABEL);
        }
        T![default] if p.nth_at(1, T![:]) => {
            let m = p.start();
            p.bump_any();
            p.bump_any();
            if !p.at(T!['}']) {
                statement(p);
            }
            m.complete(p, DEFAULT_LABEL);
        }
        T![break] | T![continue] => {
            let kind = if p.at(T![break]) {
                BREAK_STMT
            } else {
                CONTINUE_STMT
            };
            let m = p.start();
            p.bump_any();
            p.expect(T![;]);
            m.complete(p, kind);
        }
        T![return] | T![co_return] => {
            let m = p.start();
            p.bump_any();
            if p.at(T!['{']) {
                expressions::init_list(p);
            } else if !p.at(T![;]) {
                expressions::expr(p);
            }
            p.expect(T![;]);
            m.complete(p, RETURN_STMT);
        }
        T![goto] => {
            let m = p.start();
            p.bump_any();
            if p.at(T![*]) {
                // GNU computed goto
                p.bump_any();
                expressions::expr(p);
            } else {
                paths::name(p);
            }
            p.expect(T![;]);
            m.complete(p, GOTO_STMT);
        }
        T![try] => {
            let m = p.start();
            p.bump_any();
            if p.at(T!['{']) {
                compound_stmt(p);
            } else {
                p.error(DiagKind::ExpectedLBrace);
            }
            while p.at(T![catch]) {
                handler(p);
            }
            m.complete(p, TRY_STMT);
        }
        T![asm] => {
            let m = p.start();
            p.bump_any();
            while matches!(p.current(), T![volatile] | T![inline] | T![goto]) {
                p.bump_any();
            }
            if p.at(T!['(']) {
                p.skip_balanced();
            } else {
                p.error(DiagKind::ExpectedLParen);
            }
            p.expect(T![;]);
            m.complete(p, ASM_STMT);
        }
        T![__label__] => {
            let m = p.start();
            while !p.at(T![;]) && !p.at_eof() {
                p.bump_any();
            }
            p.expect(T![;]);
            m.complete(p, DECL_STMT);
        }
        IDENT if p.nth_at(1, T![:]) && !p.nth_at(1, T![::]) => {
            let m = p.start();
            paths::name(p);
            p.bump(T![:]);
            // GNU attributes of the label: `out: __attribute__((unused));`
            if p.at(T![__attribute__]) {
                attributes::attributes(p);
                if p.at(T![;]) {
                    let em = p.start();
                    p.bump_any();
                    em.complete(p, EMPTY_STMT);
                    m.complete(p, LABELED_STMT);
                    return;
                }
            }
            if !p.at(T!['}']) {
                statement(p);
            }
            m.complete(p, LABELED_STMT);
        }
        _ if at_declaration(p) => {
            let m = p.start();
            declarations::declaration(p, DeclContext::Block);
            m.complete(p, DECL_STMT);
        }
        _ => {
            let m = p.start();
            // (`__shared__ v x;` with a variable `v`: GNU attributes of an
            // expression statement, which EDG says do not apply here)
            if p.at(T![__attribute__]) {
                attributes::attributes(p);
            }
            expressions::expr(p);
            if !p.eat(T![;]) {
                let error_at = p.position();
                p.error(DiagKind::ExpectedSemicolon);
                // EDG skips the rest of the statement: nothing in it is
                // looked up (`a = 1 b = 2;` reports no `b`)
                let e = p.start();
                p.skip_to_restart(error_at, false);
                e.complete(p, ERROR);
                p.eat(T![;]);
            }
            m.complete(p, EXPR_STMT);
        }
    }
}

pub(crate) fn handler(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump(T![catch]);
    p.names.push_local();
    if p.expect(T!['(']) {
        if !p.eat(T![...]) {
            declarators::param_decl(p);
        }
        p.expect(T![')']);
    }
    if p.at(T!['{']) {
        compound_stmt(p);
    } else {
        p.error(DiagKind::ExpectedLBrace);
    }
    p.names.pop();
    m.complete(p, HANDLER);
}

/// Does the statement at the cursor start a declaration?
pub(crate) fn at_declaration(p: &Parser<'_>) -> bool {
    let k = p.current();
    if is_builtin_type_kw(k) {
        let mut n = 1;
        while is_builtin_type_kw(p.nth(n)) {
            n += 1;
        }
        return match p.nth(n) {
            // `int{}` is a value; `int(x)` declares x only if a declarator
            // can end there (`int(x);`, `int(x) = 1`), else it is a cast
            T!['{'] => false,
            T!['('] => paren_declarator_ends(p, n),
            _ => true,
        };
    }
    match k {
        T![__attribute__] => !gnu_attributes_before_value(p),
        T![typedef]
        | T![static]
        | T![extern]
        | T![const]
        | T![volatile]
        | T![register]
        | T![thread_local]
        | T![constexpr]
        | T![consteval]
        | T![constinit]
        | T![inline]
        | T![class]
        | T![struct]
        | T![union]
        | T![enum]
        | T![using]
        | T![namespace]
        | T![static_assert]
        | T![template]
        | T![alignas]
        | T![mutable]
        | T![friend]
        | T![__declspec]
        | T![concept] => true,
        T![auto] => true,
        T![__extension__] => true,
        T![decltype] | T![__typeof__] => {
            // `decltype(x) y;` vs `decltype(x)::f();`: look past the parens
            let mut i = 1;
            let mut depth = 0;
            loop {
                match p.nth(i) {
                    T!['('] => depth += 1,
                    T![')'] => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    EOF => return false,
                    _ => {}
                }
                i += 1;
            }
            matches!(p.nth(i + 1), IDENT | T![*] | T![&] | T![&&] | T![const])
        }
        // `typename T::type{}` and `typename T::type(x)` are values
        T![typename] => match peek_path(p, 1) {
            Some(info) => !matches!(
                p.nth(1 + info.len),
                T!['{'] | T!['('] | T![.] | T![->] | T![')']
            ),
            None => true,
        },
        T!['['] => p.nth_at(1, T!['[']),
        IDENT | T![::] => {
            let Some(info) = peek_path(p, 0) else {
                return false;
            };
            if !info.kind.is_some_and(|k| k.is_type()) {
                // an undeclared name followed by a declarator-id and what
                // ends one (`fp x;`, `fp y = 1;`): a declaration whose type
                // is unknown (EDG reports the name, once); `fp *x;` stays a
                // product of two unknown names
                // (`ns::R r;` whose namespace has no `R` too)
                return info.kind.is_none()
                    && (!info.qualified
                        || declarators::no_namespace_member(
                            p,
                            info.qualifier_key.as_deref(),
                            &info.last,
                        )
                        .is_some())
                    && p.nth_at(info.len, IDENT)
                    && matches!(
                        p.nth(info.len + 1),
                        T![;] | T![=] | T![,] | T!['['] | T!['{']
                    );
            }
            match p.nth(info.len) {
                // `T(x);` declares x (C++'s rule), `T(x).f()` and `T(1)` are
                // expressions
                T!['('] => {
                    (matches!(p.nth(info.len + 1), T![*] | T![&] | T![&&])
                        || p.nth_at(info.len + 1, IDENT))
                        && !peek_path(p, info.len + 1)
                            .is_some_and(|i| i.kind.is_some_and(|k| k.is_type()))
                        && paren_declarator_ends(p, info.len)
                }
                T!['{'] | T![.] | T![->] | T![::] | T![;] | T![=] | T![,] | T![')'] => false,
                _ => true,
            }
        }
        _ => false,
    }
}

/// After leading `[[...]]` attributes, does a declaration follow?
fn at_declaration_after_attributes(p: &Parser<'_>) -> bool {
    let mut i = 0;
    while p.nth_at(i, T!['[']) && p.nth_at(i + 1, T!['[']) {
        let Some(next) = declarations::skip_group(p, i) else {
            return false;
        };
        i = next;
    }
    let k = p.nth(i);
    is_builtin_type_kw(k)
        || matches!(
            k,
            T![const]
                | T![static]
                | T![auto]
                | T![constexpr]
                | T![struct]
                | T![class]
                | T![enum]
                | T![typedef]
                | T![using]
        )
        || (matches!(k, IDENT | T![::])
            && peek_path(p, i).is_some_and(|info| {
                info.kind.is_some_and(|k| k.is_type())
                    && !matches!(
                        p.nth(i + info.len),
                        T!['('] | T!['{'] | T![.] | T![->] | T![::] | T![;] | T![=]
                    )
            }))
}

/// At `__attribute__((...))` lists followed by a name the table knows as
/// a variable or function (`__shared__ v x;`): an expression statement
/// with attributes, as EDG reads it, not a declaration.
fn gnu_attributes_before_value(p: &Parser<'_>) -> bool {
    let mut i = 0;
    while p.nth_at(i, T![__attribute__]) {
        let Some(next) = declarations::skip_group(p, i + 1) else {
            return false;
        };
        i = next;
    }
    p.nth_at(i, IDENT)
        && peek_path(p, i).is_some_and(|info| {
            !info.qualified && info.len == 1 && info.kind == Some(NameKind::Value)
        })
}

/// At `(` (token `n`): the parenthesised group is followed by something
/// that can follow a declarator (`;`, `=`, `,`, `{`, `[`, or a parameter
/// list), as in `int (x);` or `T (*fp)(int) = f;`.
fn paren_declarator_ends(p: &Parser<'_>, n: usize) -> bool {
    let mut depth = 0;
    let mut i = n;
    loop {
        match p.nth(i) {
            T!['('] | T!['['] | T!['{'] => depth += 1,
            T![')'] | T![']'] | T!['}'] => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            // a declarator has no comma: `T(a, b);` is an expression
            T![,] if depth == 1 => return false,
            EOF | T![;] => return false,
            _ => {}
        }
        i += 1;
    }
    matches!(
        p.nth(i + 1),
        T![;] | T![=] | T![,] | T!['{'] | T!['['] | T!['(']
    )
}

fn if_stmt(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump(T![if]);
    p.eat(T![constexpr]);
    if p.at(T![!]) && p.nth_at(1, T![consteval]) {
        p.bump_any();
    }
    p.names.push_local();
    if p.at(T![consteval]) {
        p.bump_any();
    } else {
        paren_condition(p);
    }
    statement(p);
    if p.at(T![else]) {
        let em = p.start();
        p.bump(T![else]);
        statement(p);
        em.complete(p, ELSE_BRANCH);
    }
    p.names.pop();
    m.complete(p, IF_STMT);
}

/// `( [init-statement] condition )`
fn paren_condition(p: &mut Parser<'_>) {
    if !p.expect(T!['(']) {
        return;
    }
    let old = (p.no_gt, p.in_launch);
    p.no_gt = false;
    p.in_launch = false;
    let m = p.start();
    let im = p.start();
    condition_part(p);
    if p.at(T![;]) {
        p.bump(T![;]);
        im.complete(p, INIT_STMT);
        condition_part(p);
    } else {
        im.abandon(p);
    }
    m.complete(p, CONDITION);
    (p.no_gt, p.in_launch) = old;
    if !p.expect(T![')']) {
        // (EDG: nothing more until the header's `)`)
        p.skip_to_close_paren();
        p.eat(T![')']);
    }
}

/// An expression or a declaration with an initializer.
fn condition_part(p: &mut Parser<'_>) {
    if (at_declaration(p) || at_unknown_range_declaration(p)) && !p.at(T![using]) {
        let m = p.start();
        attributes::attributes(p);
        declarators::decl_specs(p, SpecContext::Block);
        let (info, _) = declarators::declarator(p, DeclaratorKind::Named, SpecContext::Block);
        if let Some(name) = info.name {
            p.names.declare(name, NameKind::Value);
        }
        while p.at(T![,]) || p.at(T![=]) || p.at(T!['{']) || p.at(T!['(']) {
            // initializer(s), and further declarators of an init-statement
            match p.current() {
                T![=] => {
                    let im = p.start();
                    p.bump_any();
                    if p.at(T!['{']) {
                        expressions::init_list(p);
                    } else {
                        expressions::assign_expr(p);
                    }
                    im.complete(p, INITIALIZER);
                }
                T!['{'] => {
                    let im = p.start();
                    expressions::init_list(p);
                    im.complete(p, INITIALIZER);
                }
                T!['('] => {
                    let im = p.start();
                    expressions::arg_list(p);
                    im.complete(p, INITIALIZER);
                }
                _ => {
                    p.bump_any();
                    let (info, _) =
                        declarators::declarator(p, DeclaratorKind::Named, SpecContext::Block);
                    if let Some(name) = info.name {
                        p.names.declare(name, NameKind::Value);
                    }
                }
            }
        }
        m.complete(p, CONDITION_DECL);
    } else {
        expressions::expr(p);
    }
}

/// `ns::X &x :` whose qualified name the table does not know: a range-for
/// declaration all the same (EDG reports the name, and declares `x`).
fn at_unknown_range_declaration(p: &Parser<'_>) -> bool {
    let mut n = usize::from(p.at(T![::]));
    if !p.nth_at(n, IDENT) || !p.nth_at(n + 1, T![::]) {
        return false;
    }
    n += 1;
    while p.nth_at(n, T![::]) && p.nth_at(n + 1, IDENT) {
        n += 2;
    }
    while matches!(p.nth(n), T![&] | T![&&] | T![*] | T![const]) {
        n += 1;
    }
    p.nth_at(n, IDENT) && p.nth_at(n + 1, T![:])
}

fn for_stmt(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump(T![for]);
    p.names.push_local();
    if !p.expect(T!['(']) {
        p.names.pop();
        m.complete(p, FOR_STMT);
        return;
    }
    let old = (p.no_gt, p.in_launch);
    p.no_gt = false;
    p.in_launch = false;
    let mut kind = FOR_STMT;
    // after a syntax error in a part of the header, EDG skips to the `;`
    // that ends the part and goes on with the next (to the `)` after one
    // in the last part)
    let errors = p.error_count();
    // the `;` that ends a part: what is left of the part skipped after a
    // syntax error in it (or a missing `;`: reported once); `false` when
    // the header's `)` comes first
    let end_part = |p: &mut Parser<'_>, errors: usize| -> bool {
        if p.eat(T![;]) {
            return true;
        }
        if p.error_count() == errors {
            p.expect(T![;]);
            p.skip_to_semicolon_in_parens();
        } else if !p.skip_to_semicolon_in_parens() && p.at(T![')']) {
            // (the error was at the `)` itself: `for ()`)
            p.missing_semicolon_after_error();
        }
        p.eat(T![;])
    };
    let mut init_ended = true;
    // init-statement or range declaration
    if p.at(T![;]) {
        let im = p.start();
        p.bump_any();
        im.complete(p, INIT_STMT);
    } else {
        let im = p.start();
        condition_part(p);
        if p.at(T![:]) {
            im.abandon(p);
            kind = RANGE_FOR_STMT;
            p.bump(T![:]);
            if p.at(T!['{']) {
                expressions::init_list(p);
            } else {
                expressions::expr(p);
            }
        } else {
            init_ended = end_part(p, errors);
            im.complete(p, INIT_STMT);
            // C++20 range-for with an init-statement
            if at_declaration(p) {
                let cm = p.start();
                condition_part(p);
                if p.eat(T![:]) {
                    cm.abandon(p);
                    kind = RANGE_FOR_STMT;
                    if p.at(T!['{']) {
                        expressions::init_list(p);
                    } else {
                        expressions::expr(p);
                    }
                } else {
                    cm.complete(p, FOR_CONDITION);
                }
            }
        }
    }
    let mut step_errors = p.error_count();
    if kind == FOR_STMT && init_ended {
        let cond_errors = p.error_count();
        // (at a `)`, "expected an expression")
        if !p.at(T![;]) {
            let cm = p.start();
            condition_part(p);
            cm.complete(p, FOR_CONDITION);
        }
        if end_part(p, cond_errors) {
            step_errors = p.error_count();
            let sm = p.start();
            if !p.at(T![')']) {
                expressions::expr(p);
            }
            sm.complete(p, FOR_STEP);
        }
    }
    (p.no_gt, p.in_launch) = old;
    if p.error_count() == step_errors {
        if !p.expect(T![')']) {
            p.skip_to_close_paren();
            p.eat(T![')']);
        }
    } else {
        p.skip_to_close_paren();
        p.expect(T![')']);
    }
    statement(p);
    p.names.pop();
    m.complete(p, kind);
}
