//! Macro definition and expansion.

use expect_test::expect;

use super::{check, check_with};
use crate::Config;

#[test]
fn object_and_function_like() {
    check(
        r#"
#define N 10
#define ADD(a, b) ((a) + (b))
#define EMPTY
#define F() f
int x = N + ADD(1, N) EMPTY;
ADD ( N ,
  ADD(1, (2, 3)) ) ;
F() F ( ) F ;
ADD(,) ADD((a,b),[c,d])
"#,
        expect![[r#"
            int x = 10 + ((1) + (10)) ;
            ((10) + (((1) + ((2, 3))))) ;
            f f F ;
            (() + ()) ADD
            main.cu:10: error: macro "ADD" passed 3 arguments, but takes just 2
        "#]],
    );
}

#[test]
fn function_like_name_without_parens() {
    check(
        r#"
#define f(x) [x]
#define g f
f + f
(1) g(2) g
(3) f
#define Z 0
(4)
"#,
        expect![[r#"
            f + [1] [2] [3] f
            (4)
        "#]],
    );
}

#[test]
fn c11_example_3() {
    check(
        r#"
#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };
"#,
        expect![[r#"
            f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);
            f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1);
            int i[] = { 1, 23, 4, 5, };
            char c[2][6] = { "hello", "" };
        "#]],
    );
}

#[test]
fn c11_example_4() {
    check(
        r#"//- /main.cu
#define str(s) # s
#define xstr(s) str(s)
#define debug(s, t) printf("x" # s "= %d, x" # t "= %s", \
 x ## s, x ## t)
#define INCFILE(n) vers ## n
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"
debug(1, 2);
fputs(str(strncmp("abc\0d", "abc", '\4') // this goes away
 == 0) str(: @\n), s);
#include xstr(INCFILE(2).h)
glue(HIGH, LOW);
xglue(HIGH, LOW)
//- /vers2.h
vers2_h_included
"#,
        expect![[r#"
            printf("x" "1" "= %d, x" "2" "= %s", x1, x2);
            fputs("strncmp(\"abc\\0d\", \"abc\", '\\4') == 0" ": @\n", s);
            vers2_h_included
            "hello";
            "hello" ", world"
        "#]],
    );
}

#[test]
fn c11_example_5_and_redefinitions() {
    check(
        r#"
#define t(x,y,z) x ## y ## z
int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),
 t(10,,), t(,11,), t(,,12), t(,,) };
#define OBJ_LIKE (1-1)
#define OBJ_LIKE /* white space */ (1-1) /* other */
#define FUNC_LIKE(a) ( a )
#define FUNC_LIKE( a )( /* note the white space */ \
 a /* other stuff on this line
 */ )
#define OBJ_LIKE (0) // different token sequence
#define OBJ_LIKE (1 - 1) // different white space
#define FUNC_LIKE(b) ( a ) // different parameter usage
#define FUNC_LIKE(b) ( b ) // different parameter spelling
"#,
        expect![[r#"
            int j[] = { 123, 45, 67, 89,
            10, 11, 12, };
            main.cu:11: warning: "OBJ_LIKE" redefined
            main.cu:12: warning: "OBJ_LIKE" redefined
            main.cu:13: warning: "FUNC_LIKE" redefined
            main.cu:14: warning: "FUNC_LIKE" redefined
        "#]],
    );
}

#[test]
fn c11_example_7_variadic() {
    check(
        r#"
#define debug(...) fprintf(stderr, __VA_ARGS__)
#define showlist(...) puts(#__VA_ARGS__)
#define report(test, ...) ((test)?puts(#test):\
 printf(__VA_ARGS__))
debug("Flag");
debug("X = %d\n", x);
showlist(The first, second, and third items.);
report(x>y, "x is %d but y is %d", x, y);
"#,
        expect![[r#"
            fprintf(stderr, "Flag");
            fprintf(stderr, "X = %d\n", x);
            puts("The first, second, and third items.");
            ((x>y)?puts("x>y"): printf("x is %d but y is %d", x, y));
        "#]],
    );
}

#[test]
fn va_opt_cpp20_examples() {
    check(
        r#"
#define F(...) f(0 __VA_OPT__(,) __VA_ARGS__)
#define G(X, ...) f(0, X __VA_OPT__(,) __VA_ARGS__)
#define SDEF(sname, ...) S sname __VA_OPT__(= { __VA_ARGS__ })
#define EMP
F(a,b,c)
F()
F(EMP)
G(a,b,c)
G(a,)
G(a)
SDEF(foo);
SDEF(bar, 1, 2);
#define H2(X, Y, ...) __VA_OPT__(X ## Y,) __VA_ARGS__
H2(a, b, c, d)
#define H3(X, ...) #__VA_OPT__(X##X X##X)
H3(, 0)
#define H4(X, ...) __VA_OPT__(a X ## X) ## b
H4(, 1)
#define H5A(...) __VA_OPT__()/**/__VA_OPT__()
#define H5B(X) a ## X ## b
#define H5C(X) H5B(X)
H5C(H5A())
"#,
        expect![[r#"
            f(0 , a,b,c)
            f(0)
            f(0)
            f(0, a , b,c)
            f(0, a)
            f(0, a)
            S foo;
            S bar = { 1, 2 };
            ab, c, d
            ""
            a b
            ab
        "#]],
    );
}

#[test]
fn named_variadics_and_gnu_comma() {
    check(
        r#"
#define LOG(fmt, args...) printf(fmt, ## args)
#define E(fmt, ...) printf(fmt, ##__VA_ARGS__)
#define V(...) g(__VA_ARGS__)
LOG("a");
LOG("a", 1, 2);
E("b");
E("b",);
E("b", x(1, 2));
V();
V(1, (2, 3), 4);
"#,
        expect![[r#"
            printf("a");
            printf("a", 1, 2);
            printf("b");
            printf("b");
            printf("b",x(1, 2));
            g();
            g(1, (2, 3), 4);
        "#]],
    );
}

#[test]
fn stringification() {
    check(
        r#"
#define str(x) #x
#define xstr(x) str(x)
#define S(...) #__VA_ARGS__
str( a  +   b );
str(  "a\n"  'b' "\\" '\'' );
str(
  multi
  line
);
str();
xstr(__LINE__);
S(a, b ,c);
str(R"(raw "x")");
str(L"wide" u8"u");
"#,
        expect![[r#"
            "a + b";
            "\"a\\n\" 'b' \"\\\\\" '\\''";
            "multi line";
            "";
            "12";
            "a, b ,c";
            "R\"(raw \"x\")\"";
            "L\"wide\" u8\"u\"";
        "#]],
    );
}

#[test]
fn pasting() {
    check(
        r#"
#define cat(a, b) a ## b
#define xcat(a, b) cat(a, b)
#define N 42
cat(x, y) cat(x, N) xcat(x, N) cat(1, 2) cat(., 5) cat(-, >) cat(<, <=)
cat(>, =) cat(>, >) cat(>>, =) cat(L, "s") cat(u8, 'c') cat(__LI, NE__)
cat(+, -) cat(/, /) cat(a, "s")
cat(in, t) cat(an, d)
#define hash_hash # ## #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
#define join(c, d) in_between(c hash_hash d)
char p[] = join(x, y);
"#,
        expect![[r#"
            xy xN x42 12 .5 -> <<=
            >= >> >>= L"s" u8'c' 6
            +- // a"s"
            int and
            char p[] = "x ## y";
            main.cu:7: error: pasting "+" and "-" does not give a valid preprocessing token
            main.cu:7: error: pasting "/" and "/" does not give a valid preprocessing token
            main.cu:7: error: pasting "a" and ""s"" does not give a valid preprocessing token
        "#]],
    );
}

#[test]
fn recursion_stops() {
    check(
        r#"
#define a a b
#define b a
#define foo foo
#define f(x) x f
#define g(x) f(x) g
a; b; foo; f(1)(2); g(3)(4)
#define ff(a) a*gg
#define gg(a) ff(a)
ff(2)(9)
#define AA BB
#define BB AA
AA BB
#define LPAREN (
#define F(x) <x>
F LPAREN 1)
#define ID(x) x
ID(ID)(5)
"#,
        expect![[r#"
            a a; a b; foo; 1 f(2); 3 f g(4)
            2*9*gg
            AA BB
            F ( 1)
            ID(5)
        "#]],
    );
}

#[test]
fn definition_errors() {
    check(
        r#"
#define
#define 3
#define defined
#define h(a,a)
#define i(a
#define j(a,
#define k(1)
#define l(a b)
#define m(...) #
#define n ## a
#define o(x) #y
#define p(x) x ##
#define X+1
#define q(x) __VA_ARGS__
#define F(...) __VA_OPT__
#define G(...) __VA_OPT__(
#define H(...) __VA_OPT__(__VA_OPT__())
#define J(...) __VA_OPT__(## a)
#define K(x...) x
#define L(..., x)
#undef
#undef 3
#undef X Y
#undef __FILE__
#define __LINE__ 3
X K(1, 2) __LINE__
"#,
        expect![[r#"
            X 1, 2 3
            main.cu:2: error: no macro name given in #define directive
            main.cu:3: error: macro names must be identifiers
            main.cu:4: error: "defined" cannot be used as a macro name
            main.cu:5: error: duplicate macro parameter "a"
            main.cu:6: error: expected ')' before end of line
            main.cu:7: error: expected parameter name before end of line
            main.cu:8: error: expected parameter name, found "1"
            main.cu:9: error: expected ',' or ')', found "b"
            main.cu:10: error: '#' is not followed by a macro parameter
            main.cu:11: error: '##' cannot appear at either end of a macro expansion
            main.cu:12: error: '#' is not followed by a macro parameter
            main.cu:13: error: '##' cannot appear at either end of a macro expansion
            main.cu:14: warning: missing whitespace after the macro name
            main.cu:15: warning: __VA_ARGS__ can only appear in the expansion of a C++11 variadic macro
            main.cu:16: error: unterminated __VA_OPT__
            main.cu:17: error: unterminated __VA_OPT__
            main.cu:18: error: __VA_OPT__ may not appear in a __VA_OPT__
            main.cu:19: error: '##' cannot appear at either end of __VA_OPT__
            main.cu:21: error: expected ')' after "..."
            main.cu:22: error: no macro name given in #undef directive
            main.cu:23: error: macro names must be identifiers
            main.cu:24: warning: extra tokens at end of #undef directive
            main.cu:25: warning: undefining "__FILE__"
            main.cu:26: warning: "__LINE__" redefined
        "#]],
    );
}

#[test]
fn argument_errors() {
    check(
        r#"
#define f(a) [a]
#define g(a, b) [a|b]
#define z() z
f(1, 2) x
g(1) y
g() y
z(1) w
f((1, 2)) f(()) f([1, 2])
f(1
"#,
        expect![[r#"
            f x
            g y
            g y
            z w
            [(1, 2)] [()] f
            f
            main.cu:5: error: macro "f" passed 2 arguments, but takes just 1
            main.cu:6: error: macro "g" requires 2 arguments, but only 1 given
            main.cu:7: error: macro "g" requires 2 arguments, but only 1 given
            main.cu:8: error: macro "z" passed 1 arguments, but takes just 0
            main.cu:9: error: macro "f" passed 2 arguments, but takes just 1
            main.cu:10: error: unterminated argument list invoking macro "f"
        "#]],
    );
}

#[test]
fn unterminated_arguments_in_included_file() {
    check(
        r#"//- /main.cu
#define f(a) [a]
#include "a.h"
x)
//- /a.h
f(1,
"#,
        expect![[r#"
            f
            x)
            a.h:1: error: unterminated argument list invoking macro "f"
        "#]],
    );
}

#[test]
fn directives_inside_arguments() {
    check(
        r#"
#define f(a) [a]
f(1
#ifdef NOPE
 + 2
#else
 + 3
#endif
#define Q 4
 + Q)
f
#define R 5
(R)
"#,
        expect![[r#"
            [1 + 3 + 4]
            f
            (5)
        "#]],
    );
}

#[test]
fn keywords_are_identifiers() {
    check(
        r#"
#define inline __inline__
#define __attribute__(x)
#define int long
#define true 1
inline int f() __attribute__((noreturn)) { return true; }
#ifdef inline
inline_defined
#endif
"#,
        expect![[r#"
            __inline__ long f() { return 1; }
            inline_defined
        "#]],
    );
}

#[test]
fn dynamic_builtins() {
    check(
        r#"//- /main.cu
__FILE__ __LINE__ __COUNTER__ __COUNTER__ __INCLUDE_LEVEL__ __BASE_FILE__
__DATE__ __TIME__
#define L __LINE__
#define F(x) x __LINE__
L
F(
__LINE__
)
#include "dir/inc.h"
#ifdef __FILE__
defined
#endif
//- /dir/inc.h
__FILE__ __LINE__ __INCLUDE_LEVEL__ __BASE_FILE__ __COUNTER__
"#,
        expect![[r#"
            "main.cu" 1 0 1 0 "main.cu"
            "Jan  1 1970" "00:00:00"
            5
            7 6
            "dir/inc.h" 1 1 "main.cu" 2
            defined
        "#]],
    );
}

#[test]
fn source_date_epoch() {
    let config = Config {
        source_date_epoch: Some(1_709_214_307),
        ..Config::default()
    };
    check_with(
        &config,
        "__DATE__ __TIME__\n",
        expect![[r#"
        "Feb 29 2024" "13:45:07"
    "#]],
    );
}

#[test]
fn config_defines_undefs_forced_includes() {
    let config = Config {
        defines: vec![
            ("__cplusplus".into(), "201703L".into()),
            ("MAX(a,b)".into(), "((a)>(b)?(a):(b))".into()),
            ("ONE".into(), "1".into()),
            ("GONE".into(), "1".into()),
            ("__CUDACC__".into(), "1".into()),
        ],
        undefs: vec!["GONE".into()],
        forced_includes: vec!["pre.h".into(), "inc/pre2.h".into()],
        include_dirs: vec!["inc".into()],
        ..Config::default()
    };
    check_with(
        &config,
        r#"//- /main.cu
__cplusplus MAX(ONE, 2) GONE __CUDACC__ FROM_PRE FROM_PRE2
//- /pre.h
#define FROM_PRE pre
//- /inc/pre2.h
#define FROM_PRE2 pre2
pre2_text
"#,
        expect![[r#"
            pre2_text
            201703L ((1)>(2)?(1):(2)) GONE 1 pre pre2
        "#]],
    );
}

#[test]
fn pragmas() {
    check(
        r#"
a
#pragma once
#pragma nv_diag_suppress 177
#pragma   pack( push,  1 )
b _Pragma("omp parallel for") c
#define DO_PRAGMA(x) _Pragma(#x) after
DO_PRAGMA(message("hi \"there\""))
_Pragma(L"wide") _Pragma(1) _Pragma
#pragma GCC warning "careful"
#pragma GCC error "boom"
#define M 1
#pragma push_macro("M")
#undef M
#define M 2
M
#pragma pop_macro("M")
M
#pragma push_macro("UNDEF")
#define UNDEF 3
#pragma pop_macro("UNDEF")
UNDEF
#pragma
"#,
        expect![[r#"
            a
            b c
            after _Pragma1) _Pragma
            2
            1
            UNDEF
            main.cu:3: pragma before token 1: once
            main.cu:4: pragma before token 1: nv_diag_suppress 177
            main.cu:5: pragma before token 1: pack( push, 1 )
            main.cu:6: pragma before token 2: omp parallel for
            main.cu:8: pragma before token 3: message("hi \"there\"")
            main.cu:9: pragma before token 4: wide
            main.cu:10: pragma before token 7: GCC warning "careful"
            main.cu:11: pragma before token 7: GCC error "boom"
            main.cu:13: pragma before token 7: push_macro("M")
            main.cu:17: pragma before token 9: pop_macro("M")
            main.cu:19: pragma before token 10: push_macro("UNDEF")
            main.cu:21: pragma before token 10: pop_macro("UNDEF")
            main.cu:23: pragma before token 11: 
            main.cu:9: error: _Pragma takes a parenthesized string literal
            main.cu:10: warning: careful
            main.cu:11: error: boom
            main.cu:9: error: _Pragma takes a parenthesized string literal
        "#]],
    );
}

#[test]
fn flags_of_tokens() {
    let pp = super::run(
        &Config::default(),
        "#define E\n#define F(x) x y\nE a  F(b)\n  c/**/d\n",
    );
    let flags: Vec<String> = pp
        .tokens
        .iter()
        .map(|t| format!("{}:{}@{}", t.text, t.flags, t.offset))
        .collect();
    expect![[r#"
        [
            "a:3@29",
            "b:5@32",
            "y:5@32",
            "c:3@39",
            "d:1@44",
        ]
    "#]]
    .assert_debug_eq(&flags);
}
