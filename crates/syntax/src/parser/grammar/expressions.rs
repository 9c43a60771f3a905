//! Expressions, by precedence climbing. Kernel launches
//! `k<<<grid, block, shmem, stream>>>(args)` are postfix expressions; `>`
//! inside template argument lists closes the list (`Parser::no_gt`), and
//! `>>>` closes a launch configuration.

use super::super::parser::{CompletedMarker, Parser};
use super::declarators::{self, SpecContext, is_builtin_type_kw};
use super::paths::{self, PathMode, peek_path};
use super::{attributes, declarations, statements};
use crate::SyntaxKind::{self, *};
use crate::T;
use crate::parser::names::NameKind;
use diagnostics::DiagKind;

/// A full expression, with the comma operator.
pub(crate) fn expr(p: &mut Parser<'_>) -> Option<CompletedMarker> {
    let mut lhs = assign_expr(p)?;
    while p.at(T![,]) && !p.in_launch {
        let m = lhs.precede(p);
        p.bump(T![,]);
        assign_expr(p);
        lhs = m.complete(p, COMMA_EXPR);
    }
    Some(lhs)
}

/// Past the nesting limit: one balanced group becomes an error expression
/// (`Parser::enter` reported it).
fn too_deep(p: &mut Parser<'_>) -> CompletedMarker {
    p.leave();
    let m = p.start();
    if matches!(p.current(), T!['('] | T!['['] | T!['{']) {
        p.skip_balanced();
    } else {
        p.bump_any();
    }
    m.complete(p, ERROR_EXPR)
}

/// An assignment-expression (no top-level comma).
pub(crate) fn assign_expr(p: &mut Parser<'_>) -> Option<CompletedMarker> {
    if !p.enter() {
        return Some(too_deep(p));
    }
    let r = assign_expr_inner(p);
    p.leave();
    r
}

fn assign_expr_inner(p: &mut Parser<'_>) -> Option<CompletedMarker> {
    if p.at(T![throw]) {
        let m = p.start();
        p.bump_any();
        if !at_expr_end(p) {
            assign_expr(p);
        }
        return Some(m.complete(p, THROW_EXPR));
    }
    if p.at(T![co_yield]) {
        let m = p.start();
        p.bump_any();
        if p.at(T!['{']) {
            init_list(p);
        } else {
            assign_expr(p);
        }
        return Some(m.complete(p, PREFIX_EXPR));
    }
    let lhs = binary_expr(p, 0)?;
    if p.at(T![?]) {
        let m = lhs.precede(p);
        p.bump(T![?]);
        let old = (p.no_gt, p.in_launch);
        p.no_gt = false;
        p.in_launch = false;
        expr(p);
        (p.no_gt, p.in_launch) = old;
        p.expect(T![:]);
        assign_expr(p);
        return Some(m.complete(p, COND_EXPR));
    }
    if let Some(n) = at_assign_op(p) {
        let m = lhs.precede(p);
        let kind = p.current();
        if n > 1 {
            p.bump_glued(T![>>=], n);
        } else {
            p.bump_remap(kind);
        }
        if p.at(T!['{']) {
            init_list(p);
        } else {
            assign_expr(p);
        }
        return Some(m.complete(p, ASSIGN_EXPR));
    }
    Some(lhs)
}

/// A conditional-expression (used by bit-fields and case labels).
pub(crate) fn cond_expr(p: &mut Parser<'_>) -> Option<CompletedMarker> {
    let lhs = binary_expr(p, 0)?;
    if p.at(T![?]) {
        let m = lhs.precede(p);
        p.bump(T![?]);
        expr(p);
        p.expect(T![:]);
        assign_expr(p);
        return Some(m.complete(p, COND_EXPR));
    }
    Some(lhs)
}

fn at_expr_end(p: &Parser<'_>) -> bool {
    matches!(
        p.current(),
        T![;] | T![')'] | T![']'] | T!['}'] | T![,] | T![:] | EOF
    )
}

/// The number of tokens of an assignment operator at the cursor.
fn at_assign_op(p: &Parser<'_>) -> Option<u8> {
    match p.current() {
        T![=] | T![+=] | T![-=] | T![*=] | T![/=] | T![%=] | T![^=] | T![&=] | T![|=] | T![<<=] => {
            Some(1)
        }
        T![>] if !p.no_gt && !p.in_launch && p.at_shr() && p.nth_joint(1) && p.nth_at(2, T![=]) => {
            Some(3)
        }
        _ => None,
    }
}

/// The binary operator at the cursor: (precedence, tokens, kind). Higher
/// binds tighter.
fn binary_op(p: &Parser<'_>) -> Option<(u8, u8, SyntaxKind)> {
    let op = match p.current() {
        T![||] => (1, 1, T![||]),
        T![&&] => (2, 1, T![&&]),
        T![|] => (3, 1, T![|]),
        T![^] => (4, 1, T![^]),
        T![&] => (5, 1, T![&]),
        T![==] | T![!=] => (6, 1, p.current()),
        T![<] | T![<=] => (7, 1, p.current()),
        T![>] => {
            if p.in_launch && p.at_launch_close() {
                return None;
            }
            if p.at_shr() {
                if p.no_gt || p.nth_joint(1) && p.nth_at(2, T![=]) {
                    return None;
                }
                (9, 2, T![>>])
            } else if p.nth_joint(0) && p.nth_at(1, T![=]) {
                // `>=` is one token in C++: it never closes a template
                // argument list
                (7, 2, T![>=])
            } else {
                if p.no_gt {
                    return None;
                }
                (7, 1, T![>])
            }
        }
        T![<=>] => (8, 1, T![<=>]),
        T![<<] => {
            if p.at_launch_open() {
                return None;
            }
            (9, 1, T![<<])
        }
        T![+] | T![-] => (10, 1, p.current()),
        T![*] | T![/] | T![%] => (11, 1, p.current()),
        T![.*] | T![->*] => (12, 1, p.current()),
        _ => return None,
    };
    Some(op)
}

fn binary_expr(p: &mut Parser<'_>, min_prec: u8) -> Option<CompletedMarker> {
    let mut lhs = unary_expr(p)?;
    while let Some((prec, n, kind)) = binary_op(p) {
        if prec <= min_prec {
            break;
        }
        let m = lhs.precede(p);
        if n > 1 {
            p.bump_glued(kind, n);
        } else {
            p.bump_remap(kind);
        }
        binary_expr(p, prec);
        lhs = m.complete(p, BIN_EXPR);
    }
    Some(lhs)
}

fn unary_expr(p: &mut Parser<'_>) -> Option<CompletedMarker> {
    if !p.enter() {
        return Some(too_deep(p));
    }
    let r = unary_expr_inner(p);
    p.leave();
    r
}

fn unary_expr_inner(p: &mut Parser<'_>) -> Option<CompletedMarker> {
    match p.current() {
        T![+]
        | T![-]
        | T![!]
        | T![~]
        | T![*]
        | T![&]
        | T![++]
        | T![--]
        | T![__extension__]
        | T![__real__]
        | T![__imag__]
        | T![co_await] => {
            let m = p.start();
            p.bump_any();
            unary_expr(p);
            Some(m.complete(p, PREFIX_EXPR))
        }
        T![&&] => {
            // GNU address of a label: `&&label`
            let m = p.start();
            p.bump_any();
            unary_expr(p);
            Some(m.complete(p, PREFIX_EXPR))
        }
        T![sizeof] => {
            let m = p.start();
            p.bump_any();
            if p.eat(T![...]) {
                if p.expect(T!['(']) {
                    if p.at(IDENT) {
                        p.bump_remap(IDENT);
                    }
                    p.expect(T![')']);
                }
            } else if p.at(T!['(']) && type_in_parens(p) {
                p.bump(T!['(']);
                declarators::type_id(p);
                p.expect(T![')']);
            } else {
                unary_expr(p);
            }
            Some(m.complete(p, SIZEOF_EXPR))
        }
        T![alignof] => {
            let m = p.start();
            p.bump_any();
            if p.at(T!['(']) && type_in_parens(p) {
                p.bump(T!['(']);
                declarators::type_id(p);
                p.expect(T![')']);
            } else {
                unary_expr(p);
            }
            Some(m.complete(p, ALIGNOF_EXPR))
        }
        T![new] => Some(new_expr(p)),
        T![::] if p.nth_at(1, T![new]) => Some(new_expr(p)),
        T![delete] => Some(delete_expr(p)),
        T![::] if p.nth_at(1, T![delete]) => Some(delete_expr(p)),
        T!['('] if type_in_parens(p) && !p.nth_at(1, T!['{']) => {
            // a C-style cast, unless what follows cannot start an operand
            // (`(T)` alone is then an error; `(T){...}` is a compound literal)
            let m = p.start();
            p.bump(T!['(']);
            let old = (p.no_gt, p.in_launch);
            p.no_gt = false;
            p.in_launch = false;
            declarators::type_id(p);
            (p.no_gt, p.in_launch) = old;
            p.expect(T![')']);
            if p.at(T!['{']) {
                init_list(p);
            } else {
                unary_expr(p);
            }
            Some(m.complete(p, CAST_EXPR))
        }
        _ => postfix_expr(p),
    }
}

/// At `(`: is the parenthesised thing a type-id (cast, `sizeof(T)`)?
pub(crate) fn type_in_parens(p: &Parser<'_>) -> bool {
    let k = p.nth(1);
    if is_builtin_type_kw(k) {
        // `(int)x`, `(unsigned long*)p`, `(void(*)(int))f`, but not
        // `(int(3))` or `(int{3} + ...)`: a functional cast in parens
        let mut n = 2;
        while is_builtin_type_kw(p.nth(n)) {
            n += 1;
        }
        return match p.nth(n) {
            T!['{'] => false,
            T!['('] => matches!(p.nth(n + 1), T![*] | T![&] | T![&&] | T![^] | T![')']),
            _ => true,
        };
    }
    match k {
        T![typename] => match peek_path(p, 2) {
            // `(typename T::type(0) + ...)` is a value
            Some(info) => !matches!(p.nth(2 + info.len), T!['('] | T!['{']),
            None => true,
        },
        T![const]
        | T![volatile]
        | T![struct]
        | T![class]
        | T![union]
        | T![enum]
        | T![decltype]
        | T![__typeof__]
        | T![auto]
        // `(__attribute__((address_space(3))) void *)p`
        | T![__attribute__] => true,
        IDENT | T![::] => match peek_path(p, 1) {
            Some(info) if info.kind.is_some_and(|k| k.is_type()) => {
                // `(T)` / `(T*)` / `(T<int>&)`; `(T(x))` and `(T{})` are values
                !matches!(
                    p.nth(1 + info.len),
                    T!['('] | T!['{'] | T![.] | T![->] | T![::]
                ) || (p.nth_at(1 + info.len, T!['('])
                    && matches!(p.nth(2 + info.len), T![*] | T![&])
                    && p.nth_at(3 + info.len, T![')']))
            }
            _ => false,
        },
        _ => false,
    }
}

fn new_expr(p: &mut Parser<'_>) -> CompletedMarker {
    let m = p.start();
    p.eat(T![::]);
    p.bump(T![new]);
    // placement args `new (buf) T` vs parenthesised type `new (T)`
    if p.at(T!['(']) {
        if type_in_parens(p) {
            p.bump(T!['(']);
            declarators::type_id(p);
            p.expect(T![')']);
        } else {
            arg_list(p);
            if p.at(T!['(']) && type_in_parens(p) {
                p.bump(T!['(']);
                declarators::type_id(p);
                p.expect(T![')']);
            } else {
                new_type_id(p);
            }
        }
    } else {
        new_type_id(p);
    }
    if p.at(T!['(']) {
        arg_list(p);
    } else if p.at(T!['{']) {
        init_list(p);
    }
    m.complete(p, NEW_EXPR)
}

/// The type of a new-expression: specifiers, pointer operators, and array
/// bounds (which may be run-time expressions).
fn new_type_id(p: &mut Parser<'_>) {
    let m = p.start();
    declarators::decl_specs(p, SpecContext::TypeId);
    let dm = p.start();
    let mut any = false;
    while matches!(
        p.current(),
        T![*] | T![&] | T![&&] | T![const] | T![volatile]
    ) {
        p.bump_any();
        any = true;
    }
    while p.at(T!['[']) && !p.nth_at(1, T!['[']) {
        let am = p.start();
        p.bump(T!['[']);
        if !p.at(T![']']) {
            expr(p);
        }
        p.expect(T![']']);
        am.complete(p, ARRAY_SUFFIX);
        any = true;
    }
    if any {
        dm.complete(p, DECLARATOR);
    } else {
        dm.abandon(p);
    }
    m.complete(p, TYPE_ID);
}

fn delete_expr(p: &mut Parser<'_>) -> CompletedMarker {
    let m = p.start();
    p.eat(T![::]);
    p.bump(T![delete]);
    if p.at(T!['[']) && p.nth_at(1, T![']']) {
        p.bump_any();
        p.bump_any();
    }
    unary_expr(p);
    m.complete(p, DELETE_EXPR)
}

fn postfix_expr(p: &mut Parser<'_>) -> Option<CompletedMarker> {
    let mut lhs = primary_expr(p)?;
    loop {
        match p.current() {
            T!['('] => {
                let m = lhs.precede(p);
                arg_list(p);
                lhs = m.complete(p, CALL_EXPR);
            }
            T!['['] if !p.nth_at(1, T!['[']) => {
                let m = lhs.precede(p);
                p.bump(T!['[']);
                let old = (p.no_gt, p.in_launch);
                p.no_gt = false;
                p.in_launch = false;
                if p.at(T!['{']) {
                    init_list(p);
                } else {
                    expr(p);
                }
                (p.no_gt, p.in_launch) = old;
                p.expect(T![']']);
                lhs = m.complete(p, INDEX_EXPR);
            }
            T![.] | T![->] => {
                let m = lhs.precede(p);
                p.bump_any();
                p.eat(T![template]);
                if paths::at_path_start(p) || matches!(p.current(), T![~] | T![operator]) {
                    member_path(p);
                } else {
                    p.error(DiagKind::ExpectedMemberName);
                }
                lhs = m.complete(p, MEMBER_EXPR);
            }
            T![++] | T![--] => {
                let m = lhs.precede(p);
                p.bump_any();
                lhs = m.complete(p, POSTFIX_EXPR);
            }
            T![<<] if p.at_launch_open() => {
                let m = lhs.precede(p);
                launch_config(p);
                if p.at(T!['(']) {
                    arg_list(p);
                } else {
                    p.error(DiagKind::ExpectedLParen);
                }
                lhs = m.complete(p, KERNEL_LAUNCH);
            }
            _ => break,
        }
    }
    Some(lhs)
}

/// A member name after `.` or `->`: member templates are unknown to the
/// table, so `x.f<int>(...)` needs the `template` keyword as in C++,
/// except for names the table knows as templates.
fn member_path(p: &mut Parser<'_>) {
    let m = p.start();
    if p.at(IDENT) {
        // Member templates are not in the table (the object's type is not
        // known while parsing); C++ needs `.template` only in dependent
        // code, so also take `<...>` followed by `(` as arguments.
        let is_template = p
            .lookup_name(p.current_text())
            .is_some_and(|(k, _)| k.is_template())
            || super::paths::angle_then_call(p, 1);
        if p.nth_at(1, T![<]) && is_template {
            let tm = p.start();
            paths::name_ref(p);
            paths::template_arg_list(p);
            tm.complete(p, TEMPLATE_ID);
        } else {
            paths::name_ref(p);
        }
        if p.at(T![::]) && matches!(p.nth(1), IDENT | T![~] | T![template] | T![operator]) {
            // `x.Base::member`
            p.bump(T![::]);
            m.abandon(p);
            paths::path(p, PathMode::Expr);
            return;
        }
        m.complete(p, PATH);
        return;
    }
    m.abandon(p);
    paths::path(p, PathMode::Expr);
}

fn launch_config(p: &mut Parser<'_>) {
    let m = p.start();
    // (a glued token has no room for the space of `<< <`: then its two
    // tokens stay apart, as in `>> >`)
    if p.nth_joint(0) {
        p.bump_glued(LAUNCH_OPEN, 2);
    } else {
        p.bump_any();
        p.bump_any();
    }
    let old = (p.no_gt, p.in_launch);
    p.no_gt = false;
    p.in_launch = true;
    while !p.at_launch_close() && !p.at_eof() && !p.at(T![;]) {
        let before = p.position();
        assign_expr(p);
        if !p.eat(T![,]) {
            break;
        }
        if p.position() == before {
            break;
        }
    }
    (p.no_gt, p.in_launch) = old;
    if p.at_launch_close() && p.nth_joint(1) {
        p.bump_glued(LAUNCH_CLOSE, 3);
    } else if p.at_launch_close() {
        p.bump_glued(T![>>], 2);
        p.bump_any();
    } else {
        p.error(DiagKind::ExpectedLaunchEnd);
    }
    m.complete(p, LAUNCH_CONFIG);
}

pub(crate) fn arg_list(p: &mut Parser<'_>) {
    let m = p.start();
    p.bump(T!['(']);
    let old = (p.no_gt, p.in_launch);
    p.no_gt = false;
    p.in_launch = false;
    while !p.at(T![')']) && !p.at_eof() {
        let before = p.position();
        let errors_before = p.error_count();
        if p.at(T!['{']) {
            init_list(p);
        } else {
            assign_expr(p);
        }
        p.eat(T![...]);
        // an element that begins no expression (`f(1, const int x, 2)`):
        // EDG goes on at the list's next `,` (after another error in an
        // element, `f(1, int x)`, it expects the `)`)
        let failed = p.position() == before
            || p.nth_error(errors_before)
                .is_some_and(|(at, k)| at == before && *k == DiagKind::ExpectedExpression);
        if failed && !(matches!(p.current(), T![;] | T!['}'] | T![')']) || p.at_eof()) {
            if p.position() == before {
                p.error(DiagKind::ExpectedExpression);
            }
            skip_list_element(p);
            if p.eat(T![,]) {
                continue;
            }
            break;
        }
        if p.position() == before {
            break;
        }
        if !p.eat(T![,]) {
            break;
        }
    }
    (p.no_gt, p.in_launch) = old;
    close_arg_list(p);
    m.complete(p, ARG_LIST);
}

/// Skips what is left of a list element to the list's next `,` or its
/// `)` (see `skip_in_list`), in an error node.
fn skip_list_element(p: &mut Parser<'_>) {
    let m = p.start();
    skip_in_list(p, true);
    m.complete(p, ERROR);
}

/// Skips tokens, balanced groups as one, to the list's `)` (or, with
/// `at_comma`, its next `,`), never past the statement's end.
fn skip_in_list(p: &mut Parser<'_>, at_comma: bool) {
    let stops = |p: &Parser<'_>| {
        p.at_eof() || matches!(p.current(), T![;] | T!['}'] | T![')']) || (at_comma && p.at(T![,]))
    };
    while !stops(p) {
        if matches!(p.current(), T!['('] | T!['['] | T!['{']) {
            p.skip_balanced();
        } else {
            p.bump_any();
        }
    }
}

/// The `)` of an argument list. When it is missing, EDG skips to the
/// list's `)` and goes on as if the list closed there (`g(1 2) + u` is
/// `g(1)` with its own errors, and `u` is looked up), never past the
/// statement's end (checked with the oracle for calls and builtins'
/// arguments).
fn close_arg_list(p: &mut Parser<'_>) {
    let error_at = p.position();
    if p.expect(T![')']) {
        return;
    }
    skip_in_list(p, false);
    if p.at(T![')']) {
        p.note_restart(error_at);
    }
    p.eat(T![')']);
}

pub(crate) fn init_list(p: &mut Parser<'_>) -> CompletedMarker {
    let m = p.start();
    p.bump(T!['{']);
    let old = (p.no_gt, p.in_launch);
    p.no_gt = false;
    p.in_launch = false;
    while !p.at(T!['}']) && !p.at_eof() {
        let before = p.position();
        // designated initializers `.x = 1` and `[2] = 3`
        if p.at(T![.]) && p.nth_at(1, IDENT) {
            p.bump_any();
            p.bump_remap(IDENT);
            if p.at(T!['{']) {
                init_list(p);
                if !p.eat(T![,]) {
                    break;
                }
                continue;
            }
            p.expect(T![=]);
        }
        if p.at(T!['{']) {
            init_list(p);
        } else {
            assign_expr(p);
        }
        p.eat(T![...]);
        if p.position() == before {
            p.bump_any();
        }
        if !p.eat(T![,]) {
            break;
        }
    }
    (p.no_gt, p.in_launch) = old;
    p.expect(T!['}']);
    m.complete(p, INIT_LIST)
}

fn primary_expr(p: &mut Parser<'_>) -> Option<CompletedMarker> {
    let k = p.current();
    match k {
        INT_NUMBER | FLOAT_NUMBER | CHAR_LIT | T![true] | T![false] | T![nullptr] | T![__null] => {
            let m = p.start();
            p.bump_any();
            Some(m.complete(p, LITERAL))
        }
        STRING_LIT => {
            let m = p.start();
            while p.at(STRING_LIT) {
                p.bump_any();
            }
            Some(m.complete(p, LITERAL))
        }
        T![this] => {
            let m = p.start();
            p.bump_any();
            Some(m.complete(p, THIS_EXPR))
        }
        T!['('] => Some(paren_expr(p)),
        T!['['] if !p.nth_at(1, T!['[']) => Some(lambda_expr(p)),
        T!['{'] => Some(init_list(p)),
        T![static_cast] | T![dynamic_cast] | T![const_cast] | T![reinterpret_cast] => {
            let m = p.start();
            p.bump_any();
            if p.at(T![<]) {
                p.bump_any();
                let old = (p.no_gt, p.in_launch);
                p.no_gt = true;
                p.in_launch = false;
                declarators::type_id(p);
                (p.no_gt, p.in_launch) = old;
                p.expect(T![>]);
            } else {
                p.error(DiagKind::ExpectedLt);
            }
            if p.expect(T!['(']) {
                let old = (p.no_gt, p.in_launch);
                p.no_gt = false;
                p.in_launch = false;
                expr(p);
                (p.no_gt, p.in_launch) = old;
                p.expect(T![')']);
            }
            Some(m.complete(p, CXX_CAST_EXPR))
        }
        T![typeid] => {
            let m = p.start();
            p.bump_any();
            if p.expect(T!['(']) {
                let old = (p.no_gt, p.in_launch);
                p.no_gt = false;
                p.in_launch = false;
                if declarators::at_type_id_start(p) && !declarators::type_is_functional_cast_expr(p)
                {
                    declarators::type_id(p);
                } else {
                    expr(p);
                }
                (p.no_gt, p.in_launch) = old;
                p.expect(T![')']);
            }
            Some(m.complete(p, TYPEID_EXPR))
        }
        T![noexcept] => {
            let m = p.start();
            p.bump_any();
            if p.expect(T!['(']) {
                let old = (p.no_gt, p.in_launch);
                p.no_gt = false;
                p.in_launch = false;
                expr(p);
                (p.no_gt, p.in_launch) = old;
                p.expect(T![')']);
            }
            Some(m.complete(p, NOEXCEPT_EXPR))
        }
        T![requires] => Some(requires_expr(p)),
        T![__builtin_va_arg] | T![__builtin_offsetof] => {
            let m = p.start();
            p.bump_any();
            builtin_args(p);
            Some(m.complete(p, BUILTIN_CALL_EXPR))
        }
        IDENT if is_builtin_trait(p.current_text()) && p.nth_at(1, T!['(']) => {
            let m = p.start();
            p.bump_any();
            builtin_args(p);
            Some(m.complete(p, BUILTIN_CALL_EXPR))
        }
        T![typename] => {
            // `typename T::type(x)` / `typename T::type{}`
            let m = p.start();
            let tm = p.start();
            p.bump_any();
            paths::path(p, PathMode::Type);
            tm.complete(p, PATH_TYPE);
            functional_cast_args(p);
            Some(m.complete(p, FUNCTIONAL_CAST))
        }
        T![decltype] => {
            let m = p.start();
            let pm = p.start();
            declarators::decltype_type(p);
            if p.at(T![::]) {
                p.bump_any();
                pm.abandon(p);
                paths::path(p, PathMode::Expr);
                return Some(m.complete(p, PATH_EXPR));
            }
            pm.abandon(p);
            functional_cast_args(p);
            Some(m.complete(p, FUNCTIONAL_CAST))
        }
        k if is_builtin_type_kw(k) || k == T![auto] => {
            let m = p.start();
            let mut n = 0;
            while is_builtin_type_kw(p.nth(n)) || p.nth_at(n, T![auto]) {
                n += 1;
            }
            // `a < int > b` (an undeclared template at block scope), `(int
            // m)` read as an expression: reported at the type, so that what
            // follows may be reported too (EDG's `expected a ")"` at `m`)
            let cast = matches!(p.nth(n), T!['('] | T!['{']);
            if !cast {
                p.error(DiagKind::TypeNameNotAllowed);
            }
            let tm = p.start();
            for _ in 0..n {
                p.bump_any();
            }
            tm.complete(p, BUILTIN_TYPE);
            if cast {
                functional_cast_args(p);
            }
            Some(m.complete(p, FUNCTIONAL_CAST))
        }
        T![operator] | T![~] | IDENT | T![::] | T![template] => {
            let info = peek_path(p, 0);
            let is_type = info
                .as_ref()
                .is_some_and(|i| i.kind.is_some_and(|k| k.is_type()));
            if is_type && matches!(p.nth(info.as_ref().map_or(0, |i| i.len)), T!['('] | T!['{']) {
                let m = p.start();
                let tm = p.start();
                paths::path(p, PathMode::Type);
                tm.complete(p, PATH_TYPE);
                functional_cast_args(p);
                return Some(m.complete(p, FUNCTIONAL_CAST));
            }
            // a variable template without its arguments (`v + 1`; before
            // C++20, what `template <class T> concept C = ...` declares)
            if let Some(i) = info.as_ref().filter(|i| {
                i.kind == Some(NameKind::ValueTemplate) && !i.has_args && !p.nth_at(i.len, T![<])
            }) && let Some(kind @ DiagKind::TemplateArgumentListMissing { .. }) =
                declarators::not_a_type_name(p, i)
            {
                p.error(kind);
            }
            // `ns::X` whose namespace has not declared `X`, outside any
            // function (in its blocks the semantic phase says it)
            if p.in_blocks == 0
                && let Some(i) = info.as_ref().filter(|i| i.kind.is_none() && i.qualified)
                && let Some(kind) =
                    declarators::no_namespace_member(p, i.qualifier_key.as_deref(), &i.last)
            {
                p.error(kind);
            }
            // (an unqualified name nobody declared: see
            // `NameTable::declare_undeclared_use`)
            if info
                .as_ref()
                .is_some_and(|i| i.kind.is_none() && !i.qualified && i.len == 1)
                && p.at(IDENT)
            {
                let name = p.current_text();
                p.names.declare_undeclared_use(name);
            }
            // a type as an operand (`float f(std::vector<T> v)` read as a
            // variable whose initializer compares with `T`; `std::vector<int>
            // v;` in a block without `<vector>`)
            if p.class_nesting == 0
                && is_type
                && matches!(
                    p.nth(info.as_ref().map_or(0, |i| i.len)),
                    T![>] | T![,] | T![')'] | T![;] | IDENT
                )
            {
                p.error(DiagKind::TypeNameNotAllowed);
            }
            let m = p.start();
            paths::path(p, PathMode::Expr);
            Some(m.complete(p, PATH_EXPR))
        }
        _ => {
            p.error(DiagKind::ExpectedExpression);
            if matches!(k, T![;] | T![')'] | T!['}'] | T![']'] | T![,] | EOF)
                || (k == T![>] && p.no_gt)
            {
                return None;
            }
            let m = p.start();
            p.bump_any();
            Some(m.complete(p, ERROR_EXPR))
        }
    }
}

fn functional_cast_args(p: &mut Parser<'_>) {
    if p.at(T!['(']) {
        arg_list(p);
    } else if p.at(T!['{']) {
        init_list(p);
    } else {
        p.error(DiagKind::ExpectedLParen);
    }
}

/// GCC/Clang type traits and builtins that take types as arguments.
fn is_builtin_trait(name: &str) -> bool {
    (name.starts_with("__is_")
        || name.starts_with("__nv_is_")
        || name.starts_with("__has_")
        || name.starts_with("__builtin_")
        || name.starts_with("__reference_")
        || name.starts_with("__remove_")
        || name == "__underlying_type")
        && !matches!(
            name,
            "__builtin_expect"
                | "__builtin_memcpy"
                | "__builtin_memset"
                | "__builtin_strlen"
                | "__builtin_abs"
        )
}

/// Arguments that may be types or expressions.
fn builtin_args(p: &mut Parser<'_>) {
    let m = p.start();
    if !p.expect(T!['(']) {
        m.abandon(p);
        return;
    }
    let old = (p.no_gt, p.in_launch);
    p.no_gt = false;
    p.in_launch = false;
    while !p.at(T![')']) && !p.at_eof() {
        let before = p.position();
        if declarators::at_type_id_start(p) && !declarators::type_is_functional_cast_expr(p) {
            declarators::type_id(p);
        } else {
            assign_expr(p);
        }
        p.eat(T![...]);
        if !p.eat(T![,]) || p.position() == before {
            break;
        }
    }
    (p.no_gt, p.in_launch) = old;
    close_arg_list(p);
    m.complete(p, ARG_LIST);
}

fn paren_expr(p: &mut Parser<'_>) -> CompletedMarker {
    let m = p.start();
    p.bump(T!['(']);
    let old = (p.no_gt, p.in_launch);
    p.no_gt = false;
    p.in_launch = false;
    let kind = if p.at(T!['{']) {
        // GNU statement expression
        statements::compound_stmt(p);
        STMT_EXPR
    } else if p.at(T![...]) {
        // `( ... op pack )`
        p.bump_any();
        if !bump_fold_op(p) {
            p.error(DiagKind::ExpectedOperator);
        }
        assign_expr(p);
        FOLD_EXPR
    } else {
        let mut kind = PAREN_EXPR;
        if p.at(T![')']) {
            p.error(DiagKind::ExpectedExpression);
        } else {
            // a fold-expression `(pack op ...)` or `(init op ... op pack)`
            let e = assign_expr_or_fold(p);
            if e {
                kind = FOLD_EXPR;
            } else {
                while p.eat(T![,]) {
                    assign_expr(p);
                }
            }
        }
        kind
    };
    (p.no_gt, p.in_launch) = old;
    p.expect(T![')']);
    m.complete(p, kind)
}

/// Parses an expression inside parentheses; returns true if it turned out
/// to be a fold-expression.
fn assign_expr_or_fold(p: &mut Parser<'_>) -> bool {
    if matches!(p.current(), T![throw] | T![co_yield]) {
        assign_expr(p);
        return false;
    }
    let Some(lhs) = unary_expr(p) else {
        return false;
    };
    // a fold: operand, operator, `...`
    if fold_op(p).is_some_and(|(n, _)| p.nth_at(n as usize, T![...])) {
        bump_fold_op(p);
        p.bump(T![...]);
        if !p.at(T![')']) {
            // `(init op ... op pack)`
            bump_fold_op(p);
            assign_expr(p);
        }
        return true;
    }
    // continue as an ordinary expression with `lhs` already parsed
    continue_binary(p, lhs);
    false
}

/// The operator of a fold-expression at the cursor: any binary operator,
/// assignment operator or the comma (tokens, kind).
fn fold_op(p: &Parser<'_>) -> Option<(u8, SyntaxKind)> {
    if let Some((_, n, kind)) = binary_op(p) {
        return Some((n, kind));
    }
    if p.at(T![>]) && p.at_shr() && p.nth_joint(1) && p.nth_at(2, T![=]) {
        return Some((3, T![>>=]));
    }
    if p.at(T![>]) && p.nth_joint(0) && p.nth_at(1, T![=]) {
        return Some((2, T![>=]));
    }
    if p.at(T![>]) && p.at_shr() {
        return Some((2, T![>>]));
    }
    match p.current() {
        k @ (T![=]
        | T![+=]
        | T![-=]
        | T![*=]
        | T![/=]
        | T![%=]
        | T![^=]
        | T![&=]
        | T![|=]
        | T![<<=]
        | T![,]
        | T![>]) => Some((1, k)),
        _ => None,
    }
}

/// Consumes a fold-expression's operator; false if there is none.
fn bump_fold_op(p: &mut Parser<'_>) -> bool {
    match fold_op(p) {
        Some((1, kind)) => {
            p.bump_remap(kind);
            true
        }
        Some((n, kind)) => {
            p.bump_glued(kind, n);
            true
        }
        None => false,
    }
}

/// Continues parsing binary/conditional/assignment operators after an
/// already-parsed operand.
fn continue_binary(p: &mut Parser<'_>, mut lhs: CompletedMarker) {
    while let Some((prec, n, kind)) = binary_op(p) {
        let m = lhs.precede(p);
        if n > 1 {
            p.bump_glued(kind, n);
        } else {
            p.bump_remap(kind);
        }
        binary_expr(p, prec);
        lhs = m.complete(p, BIN_EXPR);
        // a fold after a binary expression, `(a + b + ...)`
        if let Some((n, _)) = fold_op(p)
            && p.nth_at(n as usize, T![...])
        {
            let fm = lhs.precede(p);
            bump_fold_op(p);
            p.bump(T![...]);
            if !p.at(T![')']) {
                bump_fold_op(p);
                assign_expr(p);
            }
            lhs = fm.complete(p, FOLD_EXPR);
            break;
        }
    }
    if p.at(T![?]) {
        let m = lhs.precede(p);
        p.bump(T![?]);
        expr(p);
        p.expect(T![:]);
        assign_expr(p);
        m.complete(p, COND_EXPR);
    } else if let Some(n) = at_assign_op(p) {
        let m = lhs.precede(p);
        let kind = p.current();
        if n > 1 {
            p.bump_glued(T![>>=], n);
        } else {
            p.bump_remap(kind);
        }
        if p.at(T!['{']) {
            init_list(p);
        } else {
            assign_expr(p);
        }
        m.complete(p, ASSIGN_EXPR);
    }
}

fn lambda_expr(p: &mut Parser<'_>) -> CompletedMarker {
    let m = p.start();
    let im = p.start();
    p.bump(T!['[']);
    let old = (p.no_gt, p.in_launch);
    p.no_gt = false;
    p.in_launch = false;
    while !p.at(T![']']) && !p.at_eof() {
        let before = p.position();
        let cm = p.start();
        if p.at(T![*]) && p.nth_at(1, T![this]) {
            p.bump_any();
            p.bump_any();
        } else if p.at(T![this]) {
            p.bump_any();
        } else {
            if p.at(T![&]) || p.at(T![=]) {
                p.bump_any();
            }
            p.eat(T![...]);
            if p.at(IDENT) {
                paths::name(p);
                p.eat(T![...]);
                if p.at(T![=]) || p.at(T!['(']) || p.at(T!['{']) {
                    let init = p.start();
                    match p.current() {
                        T![=] => {
                            p.bump_any();
                            if p.at(T!['{']) {
                                init_list(p);
                            } else {
                                assign_expr(p);
                            }
                        }
                        T!['('] => arg_list(p),
                        _ => {
                            init_list(p);
                        }
                    }
                    init.complete(p, INITIALIZER);
                }
            }
        }
        cm.complete(p, LAMBDA_CAPTURE);
        if p.position() == before {
            p.err_and_bump(DiagKind::ExpectedIdentifier);
        }
        if !p.eat(T![,]) {
            break;
        }
    }
    p.expect(T![']']);
    im.complete(p, LAMBDA_INTRODUCER);
    p.names.push_template();
    if p.at(T![<]) {
        declarations::template_param_list(p);
        if p.at(T![requires]) {
            declarations::requires_clause(p);
        }
    }
    // (attributes, `__noinline__` among them: `[&] __device__
    // __noinline__ () {}`)
    while attributes::at_attribute(p) || p.at(T![__noinline__]) {
        if p.at(T![__noinline__]) {
            p.bump_any();
        } else {
            attributes::attribute_list(p);
        }
    }
    // the parameters are visible in the rest of the lambda
    p.names.push_local();
    if p.at(T!['(']) {
        let params = declarators::param_list(p);
        p.names.declare_all(&params);
    }
    let sm = p.start();
    loop {
        match p.current() {
            T![mutable] | T![constexpr] | T![consteval] | T![static] | T![__noinline__] => {
                p.bump_any()
            }
            T![noexcept] => declarators::noexcept_spec(p),
            T![throw] if p.nth_at(1, T!['(']) => declarators::noexcept_spec(p),
            _ if attributes::at_attribute(p) => attributes::attribute_list(p),
            _ => break,
        }
    }
    sm.complete(p, LAMBDA_SPECIFIERS);
    if p.at(T![->]) {
        let tm = p.start();
        p.bump(T![->]);
        declarators::type_id(p);
        tm.complete(p, TRAILING_RETURN);
    }
    if p.at(T![requires]) {
        declarations::requires_clause(p);
    }
    attributes::attributes(p);
    // the lambda's parameters are visible in its body
    if p.at(T!['{']) {
        statements::compound_stmt(p);
    } else {
        p.error(DiagKind::ExpectedLBrace);
    }
    p.names.pop();
    p.names.pop();
    (p.no_gt, p.in_launch) = old;
    m.complete(p, LAMBDA_EXPR)
}

fn requires_expr(p: &mut Parser<'_>) -> CompletedMarker {
    let m = p.start();
    p.bump(T![requires]);
    p.names.push_local();
    if p.at(T!['(']) {
        let params = declarators::param_list(p);
        p.names.declare_all(&params);
    }
    if p.at(T!['{']) {
        // requirements: simple, type, compound and nested; parsed loosely
        let bm = p.start();
        p.bump(T!['{']);
        while !p.at(T!['}']) && !p.at_eof() {
            let before = p.position();
            match p.current() {
                T![typename] => {
                    p.bump_any();
                    paths::path(p, PathMode::Type);
                }
                T![requires] => {
                    p.bump_any();
                    expr(p);
                }
                T!['{'] => {
                    p.skip_balanced();
                    p.eat(T![noexcept]);
                    if p.eat(T![->]) {
                        // a type-constraint: a concept with its arguments
                        if paths::at_path_start(p) {
                            let tm = p.start();
                            paths::path(p, PathMode::Type);
                            tm.complete(p, PATH_TYPE);
                        } else {
                            declarators::type_id(p);
                        }
                    }
                }
                _ => {
                    expr(p);
                }
            }
            if !p.eat(T![;]) {
                if p.position() == before {
                    p.bump_any();
                }
                p.error(DiagKind::ExpectedSemicolon);
                while !p.at(T![;]) && !p.at(T!['}']) && !p.at_eof() {
                    p.bump_any();
                }
                p.eat(T![;]);
            }
        }
        p.expect(T!['}']);
        bm.complete(p, COMPOUND_STMT);
    } else {
        p.error(DiagKind::ExpectedLBrace);
    }
    p.names.pop();
    m.complete(p, REQUIRES_EXPR)
}

/// The expression of a requires-clause: primary expressions joined by `&&`
/// and `||` (a call after a requires-clause's primary belongs to the
/// declarator, not the clause).
pub(crate) fn requires_clause_expr(p: &mut Parser<'_>) {
    let Some(mut lhs) = requires_primary(p) else {
        return;
    };
    while matches!(p.current(), T![&&] | T![||]) {
        let m = lhs.precede(p);
        p.bump_any();
        requires_primary(p);
        lhs = m.complete(p, BIN_EXPR);
    }
}

fn requires_primary(p: &mut Parser<'_>) -> Option<CompletedMarker> {
    match p.current() {
        T!['('] => Some(paren_expr(p)),
        T![!] => {
            let m = p.start();
            p.bump_any();
            requires_primary(p);
            Some(m.complete(p, PREFIX_EXPR))
        }
        _ => primary_expr(p),
    }
}
