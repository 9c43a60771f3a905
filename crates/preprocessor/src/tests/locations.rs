//! Token positions, `#line`, GCC line markers and presumed locations.

use expect_test::{Expect, expect};

use super::{check, run};
use crate::{Config, line_col};

/// Lists each output token with its presumed `file:line` (and `[sys]`).
fn check_presumed(fixture: &str, expect: Expect) {
    let pp = run(&Config::default(), fixture);
    let mut out = String::new();
    for t in &pp.tokens {
        let loc = pp.presumed_location(t.file, t.offset);
        let sys = if loc.system { " [sys]" } else { "" };
        out.push_str(&format!("{} {}:{}{}\n", t.text, loc.file, loc.line, sys));
    }
    for d in &pp.diagnostics {
        let (file, line) = pp.presumed(d.file, d.offset);
        out.push_str(&format!("{file}:{line}: {:?}: {}\n", d.severity, d.message));
    }
    expect.assert_eq(&out);
}

#[test]
fn line_col_counts_bytes() {
    assert_eq!(line_col("ab\ncd\r\nef", 0), (1, 1));
    assert_eq!(line_col("ab\ncd\r\nef", 4), (2, 2));
    assert_eq!(line_col("ab\ncd\r\nef", 7), (3, 1));
    assert_eq!(line_col("ab", 99), (1, 3));
}

#[test]
fn line_directive() {
    check_presumed(
        r#"a
#line 100
b
c
#line 7 "other.cu"
d __LINE__ __FILE__
#define N 50
#line N
e
#line x
#line 5 y
f
"#,
        expect![[r#"
            a main.cu:1
            b main.cu:100
            c main.cu:101
            d other.cu:7
            7 other.cu:7
            "other.cu" other.cu:7
            e other.cu:50
            f other.cu:53
            other.cu:51: Error: "x" after #line is not a positive integer
            other.cu:52: Error: "y" is not a valid filename
        "#]],
    );
}

#[test]
fn gcc_line_markers() {
    check_presumed(
        r#"# 0 "k.cu"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "k.cu"
# 1 "sub/hdr.h" 1
int h;
# 2 "k.cu" 2

__global__ void k() {}
# 1 "/usr/include/stdio.h" 1 3 4
extern int printf(const char *, ...);
# 3 "k.cu" 2
int x = __LINE__; const char *f = __FILE__;
# 7 "C:\\dir\\a.cu"
y
# x
# 5 "f" 9
"#,
        expect![[r#"
            int sub/hdr.h:1
            h sub/hdr.h:1
            ; sub/hdr.h:1
            __global__ k.cu:3
            void k.cu:3
            k k.cu:3
            ( k.cu:3
            ) k.cu:3
            { k.cu:3
            } k.cu:3
            extern /usr/include/stdio.h:1 [sys]
            int /usr/include/stdio.h:1 [sys]
            printf /usr/include/stdio.h:1 [sys]
            ( /usr/include/stdio.h:1 [sys]
            const /usr/include/stdio.h:1 [sys]
            char /usr/include/stdio.h:1 [sys]
            * /usr/include/stdio.h:1 [sys]
            , /usr/include/stdio.h:1 [sys]
            ... /usr/include/stdio.h:1 [sys]
            ) /usr/include/stdio.h:1 [sys]
            ; /usr/include/stdio.h:1 [sys]
            int k.cu:3
            x k.cu:3
            = k.cu:3
            3 k.cu:3
            ; k.cu:3
            const k.cu:3
            char k.cu:3
            * k.cu:3
            f k.cu:3
            = k.cu:3
            "k.cu" k.cu:3
            ; k.cu:3
            y C:\dir\a.cu:7
            C:\dir\a.cu:8: Error: invalid preprocessing directive #x
            C:\dir\a.cu:9: Error: invalid flag "9" in line directive
        "#]],
    );
}

#[test]
fn macro_tokens_are_placed_at_the_outermost_invocation() {
    check_presumed(
        r#"#define INNER(x) x + 1
#define OUTER(y) INNER(y) * 2
a
  OUTER(
    b
  ) c
"#,
        expect![[r#"
            a main.cu:3
            b main.cu:4
            + main.cu:4
            1 main.cu:4
            * main.cu:4
            2 main.cu:4
            c main.cu:6
        "#]],
    );
}

#[test]
fn system_header_pragma() {
    let config = Config {
        system_dirs: vec!["sys".into()],
        ..Config::default()
    };
    let pp = super::run(
        &config,
        "//- /main.cu\n#include \"user.h\"\n#include <s.h>\nmain\n//- /user.h\nuser1\n#pragma GCC system_header\nuser2\n//- /sys/s.h\nsys\n",
    );
    let out: Vec<String> = pp
        .tokens
        .iter()
        .map(|t| {
            let loc = pp.presumed_location(t.file, t.offset);
            format!("{} {}:{} system={}", t.text, loc.file, loc.line, loc.system)
        })
        .collect();
    expect![[r#"
        [
            "user1 user.h:1 system=false",
            "user2 user.h:3 system=true",
            "sys sys/s.h:1 system=true",
            "main main.cu:3 system=false",
        ]
    "#]]
    .assert_debug_eq(&out);
}

// FIXME: a backslash-newline inside an identifier (`long\<newline>name`)
// should splice it into one token; `syntax::lexer` lexes the splice as
// whitespace between two identifiers.
#[test]
fn crlf_and_splices() {
    check(
        "#define A \\\r\n  1\r\nA\r\n#if A \\\n == 1\r\nyes\r\n#endif\r\nlong\\\nname __LINE__\r\n\"str\\\ning\" R\"(raw\\\n)\"\n",
        expect![[r#"
            1
            yes
            long name 9
            "string" R"(raw\
            )"
        "#]],
    );
}
