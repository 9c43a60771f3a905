//! `-fpreprocessed` input (a `.ii`): no macro expands, only line markers,
//! `#line` and `#pragma` act, and the rest of the text is the output. Most
//! of it goes through the engine's fast path (`pump_preprocessed`), which
//! must stop at every directive line, malformed token and output limit.

use expect_test::expect;

use super::{check_with, run};
use crate::{Config, tests::render_tokens};

fn config() -> Config {
    Config {
        preprocessed: true,
        ..Config::default()
    }
}

#[test]
fn directives_and_tokens() {
    check_with(
        &config(),
        r#"# 1 "k.cu"
# 1 "<built-in>"
#define unix 1
int unix;
# 7 "k.cu" 2
#pragma pack(4)
  int   x=__LINE__ ;
#include "missing.h"
#line 40 "other.cu"
char *s = "abc
int y;
#pragma once
"#,
        expect![[r#"
            int unix;
            int x=__LINE__ ;
            char *s = "abc
            int y;
            main.cu:6: pragma before token 3: pack(4)
            main.cu:12: pragma before token 16: once
            main.cu:10: error: missing terminating " character
        "#]],
    );
}

/// The output limit cuts the fast path as it cuts the general one.
#[test]
fn output_limit() {
    let config = Config {
        max_tokens: 5,
        ..config()
    };
    let pp = run(&config, "int a, b, c, d, e;\n");
    assert_eq!(render_tokens(&pp), "int a, b,");
    expect![[r#"
        [
            PpDiagnostic {
                file: FileId(
                    0,
                ),
                offset: 10,
                severity: Fatal,
                message: "too many tokens: the output exceeds 5 tokens",
                previous: None,
            },
        ]
    "#]]
    .assert_debug_eq(&pp.diagnostics);
}
