//! `#if` expression evaluation: each line `#if EXPR` prints `yes` or `no`.

use expect_test::{Expect, expect};

use super::{check, check_with};
use crate::Config;

/// Evaluates each line of `exprs` in its own `#if`, printing `LINE: yes|no`
/// (lines starting with `#` are copied as they are).
fn check_exprs(exprs: &str, expect: Expect) {
    check_exprs_with(&Config::default(), exprs, expect);
}

fn check_exprs_with(config: &Config, exprs: &str, expect: Expect) {
    let mut text = String::new();
    for (i, e) in exprs.lines().enumerate() {
        if e.starts_with('#') {
            text.push_str(e);
            text.push('\n');
            continue;
        }
        text.push_str(&format!(
            "#if {e}\n{}: yes\n#else\n{}: no\n#endif\n",
            i + 1,
            i + 1
        ));
    }
    check_with(config, &text, expect);
}

#[test]
fn arithmetic_and_logic() {
    check_exprs(
        r#"1 + 2 * 3 == 7
(1 + 2) * 3 == 9
10 / 3 == 3 && 10 % 3 == 1
-10 / 3 == -3 && -10 % 3 == -1
1 << 4 == 16 && 256 >> 4 == 16
-1 >> 1 == -1
1 << 63 < 0
1 << -1 == 0
~0 == -1
!0 && !!5
3 & 5 | 8 ^ 1
1 ? 2 : 0
0 ? 1 / 0 : 3
0 && 1 / 0
1 || 1 / 0
1, 0
1 >= 1 && 2 > 1 && !(1 > 2) && 1 <= 1 && 0 < 1 && 1 != 2
2 >>= 1
0x10 == 16 && 010 == 8 && 0b11 == 3 && 1'000 == 1000
9223372036854775807 + 1 < 0
-9223372036854775807 - 1 < 0"#,
        expect![[r#"
            1: yes
            2: yes
            3: yes
            4: yes
            5: yes
            6: yes
            7: yes
            8: yes
            9: yes
            10: yes
            11: yes
            12: yes
            13: yes
            14: no
            15: yes
            16: no
            17: yes
            18: no
            19: yes
            20: yes
            21: yes
            main.cu:86: error: token "=" is not valid in preprocessor expressions
            main.cu:96: warning: integer overflow in preprocessor expression
        "#]],
    );
}

#[test]
fn unsigned_arithmetic() {
    check_exprs(
        r#"-1 < 0u
-1 > 0u
0u - 1 > 0
-1 / 2u > 0
18446744073709551615 == -1
18446744073709551615 > 0
0xFFFFFFFFFFFFFFFF > 0
(1 ? -1 : 0u) > 0
1u << 63 > 0
-1 >> 63 == -1 && (0u - 1) >> 63 == 1
100000000000000000000"#,
        expect![[r#"
            1: no
            2: yes
            3: yes
            4: yes
            5: yes
            6: yes
            7: yes
            8: yes
            9: yes
            10: yes
            11: yes
            main.cu:51: warning: integer constant is too large for its type
        "#]],
    );
}

#[test]
fn character_constants() {
    check_exprs(
        r#"'a' == 97
'\n' == 10 && '\0' == 0 && '\x41' == 65 && '\101' == 65
'\377' < 0
u'\xff' == 255 && U'\xffff' > 0 && L'A' == 65
'ab' == 24930
''
'\''  == 39"#,
        expect![[r#"
            1: yes
            2: yes
            3: yes
            4: yes
            5: yes
            6: no
            7: yes
            main.cu:21: warning: multi-character character constant
            main.cu:26: error: empty character constant
        "#]],
    );
}

#[test]
fn identifiers_defined_true_false() {
    check_exprs(
        r#"#define A
#define B 1
#define FN_MACRO(x) x
#define DEF defined
#define GT >
defined A
defined(A) && defined B
!defined C && !defined(C)
UNDEFINED_IDENT == 0
true && !false
FN_MACRO
FN_MACRO(1) == 1
DEF A
DEF
defined
defined(
defined(A
__has_include
defined __has_include && defined(__has_cpp_attribute)
GT= 1"#,
        expect![[r#"
            6: yes
            7: yes
            8: yes
            9: yes
            10: yes
            11: no
            12: yes
            13: yes
            14: no
            15: no
            16: no
            17: no
            18: no
            19: yes
            20: no
            main.cu:46: error: operator "defined" requires an identifier
            main.cu:51: error: operator "defined" requires an identifier
            main.cu:56: error: operator "defined" requires an identifier
            main.cu:61: error: missing ')' after "defined"
            main.cu:66: error: missing '(' before "__has_include" operand
            main.cu:76: error: operator '>' has no left operand
        "#]],
    );
}

#[test]
fn true_is_zero_in_c() {
    let config = Config {
        cplusplus: false,
        ..Config::default()
    };
    check_exprs_with(
        &config,
        "true\n!false",
        expect![[r#"
        1: no
        2: yes
    "#]],
    );
}

#[test]
fn defined_from_macro_expansion() {
    check(
        r#"
#define A
#define HAS(x) defined(x)
#define EITHER defined A || defined(B)
#if !HAS(C) && !HAS(B)
ok1
#endif
#if HAS(A)
#endif
#if EITHER
ok2
#endif
"#,
        expect![[r#"
            ok1
            ok2
            main.cu:8: error: operator "defined" requires an identifier
        "#]],
    );
}

#[test]
fn expression_errors() {
    check_exprs(
        r#"1 +
(1

1 / 0
1 % 0
()
1 2
"s"
1.0
1 ? 2
1 : 2
08
1abc
1lL
foo(1)
1 ==
)
1 )
-
a.b
x = 1
((((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))))
__has_include(
__has_attribute(
__has_include(x"#,
        expect![[r#"
            1: no
            2: no
            3: no
            4: no
            5: no
            6: no
            7: no
            8: no
            9: no
            10: no
            11: no
            12: no
            13: no
            14: no
            15: no
            16: no
            17: no
            18: no
            19: no
            20: no
            21: no
            22: yes
            23: no
            24: no
            25: no
            main.cu:1: error: operator '+' has no right operand
            main.cu:6: error: missing ')' in expression
            main.cu:11: error: #if with no expression
            main.cu:16: error: division by zero in #if
            main.cu:21: error: division by zero in #if
            main.cu:26: error: missing expression between '(' and ')'
            main.cu:31: error: missing binary operator before token "2"
            main.cu:36: error: token ""s"" is not valid in preprocessor expressions
            main.cu:41: error: floating constant in preprocessor expression
            main.cu:46: error: '?' without following ':'
            main.cu:51: error: ':' without preceding '?'
            main.cu:56: error: invalid digit "8" in octal constant
            main.cu:61: error: user-defined literal in preprocessor expression
            main.cu:66: error: user-defined literal in preprocessor expression
            main.cu:71: error: missing binary operator before token "("
            main.cu:76: error: operator '==' has no right operand
            main.cu:81: error: missing '(' in expression
            main.cu:86: error: missing '(' in expression
            main.cu:91: error: operator '-' has no right operand
            main.cu:96: error: token "." is not valid in preprocessor expressions
            main.cu:101: error: token "=" is not valid in preprocessor expressions
            main.cu:111: error: operator "__has_include" requires a header-name
            main.cu:116: error: macro "__has_attribute" requires an identifier
            main.cu:121: error: operator "__has_include" requires a header-name
        "#]],
    );
}

#[test]
fn has_include_and_features() {
    let config = Config {
        include_dirs: vec!["inc".into()],
        ..Config::default()
    };
    check_with(
        &config,
        r#"//- /main.cu
#define HDR <present.h>
#define QHDR "local.h"
#if __has_include(<present.h>) && __has_include("present.h") && __has_include(HDR) && __has_include(QHDR)
found
#endif
#if !__has_include(<absent.h>) && !__has_include("absent.h")
not_found
#endif
#if __has_attribute(noreturn) && __has_attribute(__always_inline__) && __has_attribute(gnu::unused)
attributes
#endif
#if !__has_attribute(no_such_thing) && !__has_attribute(clang::fallthrough)
no_attributes
#endif
#if __has_cpp_attribute(nodiscard) == 201907 && __has_cpp_attribute(gnu::always_inline) && !__has_cpp_attribute(foo)
cpp_attributes
#endif
#if __has_builtin(__builtin_expect) && __has_builtin(__is_same) && !__has_builtin(__builtin_nonexistent) && !__has_builtin(__builtin_va_arg) && !__has_builtin(__make_integer_seq)
builtins
#endif
#ifdef __has_include
has_include_defined
#endif
//- /local.h
//- /inc/present.h
"#,
        expect![[r#"
            found
            not_found
            attributes
            no_attributes
            cpp_attributes
            builtins
            has_include_defined
        "#]],
    );
}
