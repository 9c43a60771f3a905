//! Garbage and pathological inputs: every one must return cleanly, with
//! diagnostics, in bounded time and memory.

use std::time::{Duration, Instant};

use expect_test::expect;

use super::{check, check_with, run};
use crate::{Config, Severity};

/// Runs a fixture and checks that it returned quickly; returns a summary.
fn survive(config: &Config, fixture: &str) -> String {
    let start = Instant::now();
    let pp = run(config, fixture);
    assert!(
        start.elapsed() < Duration::from_secs(20),
        "took {:?}",
        start.elapsed()
    );
    let count = |s: Severity| pp.diagnostics.iter().filter(|d| d.severity == s).count();
    format!(
        "tokens={} fatal={} errors={} warnings={}",
        pp.tokens.len(),
        count(Severity::Fatal),
        count(Severity::Error),
        count(Severity::Warning)
    )
}

#[test]
fn binary_garbage() {
    let mut state = 0x1234_5678_u32;
    let mut bytes = Vec::new();
    for _ in 0..200_000 {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        // Lots of `#`, parens, quotes, backslashes and newlines.
        let b = match state % 16 {
            0 => b'#',
            1 => b'\n',
            2 => b'(',
            3 => b')',
            4 => b'"',
            5 => b'\'',
            6 => b'\\',
            7 => b',',
            8 => b'/',
            9 => b'*',
            _ => (state >> 8) as u8,
        };
        bytes.push(b);
    }
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let _ = survive(&Config::default(), &text);
    let directives = text.replace('\n', "\n#if (\n#define f(x) #x ## x\nf(");
    let _ = survive(&Config::default(), &directives);
}

#[test]
fn deep_conditional_nesting() {
    let n = 10_000;
    let text = format!("{}x\n{}", "#if 1\n".repeat(n), "#endif\n".repeat(n));
    expect!["tokens=1 fatal=0 errors=0 warnings=0"].assert_eq(&survive(&Config::default(), &text));
    let skipped = format!(
        "#if 0\n{}x\n{}#endif\ny\n",
        "#if 1\n".repeat(n),
        "#endif\n".repeat(n)
    );
    expect!["tokens=1 fatal=0 errors=0 warnings=0"]
        .assert_eq(&survive(&Config::default(), &skipped));
    let unterminated = "#if 1\n".repeat(n);
    expect!["tokens=0 fatal=0 errors=10000 warnings=0"]
        .assert_eq(&survive(&Config::default(), &unterminated));
}

#[test]
fn deep_expression_and_argument_nesting() {
    let n = 10_000;
    let parens = format!("#if {}1{}\n#endif\n", "(".repeat(n), ")".repeat(n));
    expect!["tokens=0 fatal=0 errors=1 warnings=0"]
        .assert_eq(&survive(&Config::default(), &parens));
    let unary = format!("#if {}1\nyes\n#endif\n", "- ".repeat(n));
    expect!["tokens=1 fatal=0 errors=0 warnings=0"].assert_eq(&survive(&Config::default(), &unary));
    let ternary = format!("#if {}1\nyes\n#endif\n", "0 ? 1 : ".repeat(n));
    expect!["tokens=0 fatal=0 errors=1 warnings=0"]
        .assert_eq(&survive(&Config::default(), &ternary));
    let calls = format!("#define f(x) x\n{}1{}\n", "f(".repeat(150), ")".repeat(150));
    expect!["tokens=1 fatal=0 errors=0 warnings=0"].assert_eq(&survive(&Config::default(), &calls));
    let calls = format!("#define f(x) x\n{}1{}\n", "f(".repeat(n), ")".repeat(n));
    expect!["tokens=0 fatal=1 errors=0 warnings=0"].assert_eq(&survive(&Config::default(), &calls));
    let parens_in_args = format!("#define f(x) x\nf({}1{})\n", "(".repeat(n), ")".repeat(n));
    expect!["tokens=20001 fatal=0 errors=0 warnings=0"]
        .assert_eq(&survive(&Config::default(), &parens_in_args));
}

#[test]
fn exponential_macros_hit_the_token_limit() {
    let config = Config {
        max_tokens: 100_000,
        ..Config::default()
    };
    let mut text = String::new();
    for i in 0..40 {
        text.push_str(&format!("#define m{i} m{} m{}\n", i + 1, i + 1));
    }
    text.push_str("m0\n");
    expect!["tokens=49968 fatal=1 errors=0 warnings=0"].assert_eq(&survive(&config, &text));

    let bomb = "#define a(x) x x x x x x x x\n#define b(x) a(a(a(a(a(a(a(a(x))))))))\nint v = b(b(b(1)));\n";
    expect!["tokens=3 fatal=1 errors=0 warnings=0"].assert_eq(&survive(&Config::default(), bomb));

    let nested_args = format!("#define d(x) x x\n{}1{}\n", "d(".repeat(40), ")".repeat(40));
    expect!["tokens=0 fatal=1 errors=0 warnings=0"].assert_eq(&survive(&config, &nested_args));

    check_with(
        &Config {
            max_tokens: 5,
            ..Config::default()
        },
        "#define a a a a\na a a\n",
        expect![[r#"
            a a a a a
            main.cu:2: fatal error: too many tokens: the output exceeds 5 tokens
        "#]],
    );
}

#[test]
fn repeated_pragma_operators() {
    let text = "_Pragma ".repeat(100_000);
    expect!["tokens=100000 fatal=0 errors=100000 warnings=0"]
        .assert_eq(&survive(&Config::default(), &text));
    let text = "_Pragma(\"once\") ".repeat(100_000);
    expect!["tokens=0 fatal=0 errors=0 warnings=0"].assert_eq(&survive(&Config::default(), &text));
}

#[test]
fn self_referential_macros() {
    check(
        r#"
#define a a a
#define b b(b)
#define c(x) c(x c(x))
#define d(x) x(d)
a b c(1) c(c(2)) d(d)(3)
"#,
        expect![[r#"
            a a b(b) c(1 c(1)) c(c(2 c(2)) c(c(2 c(2)))) d(d)(3)
        "#]],
    );
}

#[test]
fn unterminated_everything() {
    check(
        "#define f(x) x\n#if 1\nf((\n\"unterminated string\n'c\n/* unterminated comment",
        expect![[r#"
            f
            main.cu:4: error: missing terminating " character
            main.cu:5: error: missing terminating ' character
            main.cu:6: error: unterminated comment
            main.cu:3: error: unterminated argument list invoking macro "f"
            main.cu:2: error: unterminated #if
        "#]],
    );
    check(
        "#define s(x) #x\ns(\"\n",
        expect![[r#"
        s
        main.cu:2: error: missing terminating " character
        main.cu:2: error: unterminated argument list invoking macro "s"
    "#]],
    );
    check(
        "#include \"",
        expect![[r#"

        main.cu:1: error: missing terminating " character
    "#]],
    );
    check(
        "#include <",
        expect![[r#"

        main.cu:1: error: missing terminating > character
    "#]],
    );
    check(
        "#if",
        expect![[r#"

        main.cu:1: error: #if with no expression
        main.cu:1: error: unterminated #if
    "#]],
    );
    check(
        "#define",
        expect![[r#"

        main.cu:1: error: no macro name given in #define directive
    "#]],
    );
    check(
        "#define f(",
        expect![[r#"

        main.cu:1: error: expected parameter name before end of line
    "#]],
    );
    check(
        "_Pragma(",
        expect![[r#"
        _Pragma
        main.cu:1: error: _Pragma takes a parenthesized string literal
    "#]],
    );
    check(
        "#if __has_include(",
        expect![[r#"

        main.cu:1: error: operator "__has_include" requires a header-name
        main.cu:1: error: unterminated #if
    "#]],
    );
    let empty = run(&Config::default(), "");
    assert!(empty.tokens.is_empty() && empty.diagnostics.is_empty());
}

#[test]
fn many_macros_and_large_file_are_linear() {
    let mut text = String::new();
    for i in 0..20_000 {
        text.push_str(&format!(
            "#define M{i}(a, b) ((a) + (b) + {i})\nint v{i} = M{i}(v, M{i}(1, 2));\n"
        ));
    }
    let start = Instant::now();
    let pp = run(&Config::default(), &text);
    assert!(start.elapsed() < Duration::from_secs(10));
    assert!(pp.diagnostics.is_empty());
    assert_eq!(pp.tokens.len(), 20_000 * 25);
}

#[test]
fn include_same_header_many_times_lexes_once() {
    let mut text = "//- /main.cu\n".to_string();
    for _ in 0..5_000 {
        text.push_str("#include \"h.h\"\n");
    }
    text.push_str("//- /h.h\nx __COUNTER__\n");
    let pp = run(&Config::default(), &text);
    assert_eq!(pp.tokens.len(), 10_000);
    assert_eq!(pp.files.len(), 2);
}
