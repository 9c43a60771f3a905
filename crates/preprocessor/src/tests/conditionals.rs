//! Conditional inclusion and the other simple directives.

use expect_test::expect;

use super::check;

#[test]
fn if_elif_else() {
    check(
        r#"
#define A 1
#if A
a1
#elif 1
a2
#else
a3
#endif
#if !A
b1
#elif A + 1 == 2
b2
#else
b3
#endif
#if 0
c1
#elif 0
c2
#else
c3
#endif
#ifdef A
d1
#endif
#ifndef A
d2
#else
d3
#endif
#ifdef B
#elifdef A
e1
#elifndef A
e2
#endif
#ifndef A
#elifndef B
f1
#endif
"#,
        expect![[r#"
            a1
            b2
            c3
            d1
            d3
            e1
            f1
        "#]],
    );
}

#[test]
fn nested_and_skipped_groups() {
    check(
        r#"
#if 0
#if garbage ( (
#error not reached
#else
#endif
#include "does-not-exist.h"
#bogus directive
'unterminated char in skipped code
#elif 1
#ifdef X
#else
ok
#endif
#elif 1 / 0
#else
#endif
#if 1
#else
#if 1 / 0
#endif
#endif
"#,
        expect![[r#"
            ok
        "#]],
    );
}

#[test]
fn conditional_errors() {
    check(
        r#"
#else
#endif
#elif 1
#if 1
#else
#else
#elif 1
#endif
#ifdef
#endif
#ifdef 3
#endif
#ifdef A B
#endif X
#if
#endif
#if 0
#elif
#endif
#if 1
#endif
"#,
        expect![[r#"

            main.cu:2: error: #else without #if
            main.cu:3: error: #endif without #if
            main.cu:4: error: #elif without #if
            main.cu:7: error: #else after #else
            main.cu:8: error: #elif after #else
            main.cu:10: error: no macro name given in #ifdef directive
            main.cu:12: error: macro names must be identifiers
            main.cu:14: warning: extra tokens at end of #ifdef directive
            main.cu:15: warning: extra tokens at end of #endif directive
            main.cu:16: error: #if with no expression
            main.cu:19: error: #elif with no expression
        "#]],
    );
}

#[test]
fn unterminated_conditionals() {
    check(
        r#"//- /main.cu
after
#if 1
#ifdef X
#else
"#,
        expect![[r#"
            after
            main.cu:3: error: unterminated #else
            main.cu:2: error: unterminated #if
        "#]],
    );
    check(
        r#"//- /main.cu
#include "a.h"
main
//- /a.h
#ifndef G
#if 1
in_a
"#,
        expect![[r#"
            in_a
            main
            a.h:2: error: unterminated #if
            a.h:1: error: unterminated #ifndef
        "#]],
    );
}

#[test]
fn other_directives() {
    check(
        r#"
#
# /* null directive with a comment */
#error stop   right   here
#error
#warning careful "quoted"
#ident "version"
#sccs "x"
#foo bar
#123abc
#!
x
"#,
        expect![[r#"
            x
            main.cu:4: error: #error stop right here
            main.cu:5: error: #error
            main.cu:6: warning: #warning careful "quoted"
            main.cu:9: error: invalid preprocessing directive #foo
            main.cu:10: error: "123abc" after # is not a positive integer
            main.cu:11: error: invalid preprocessing directive #!
        "#]],
    );
}
