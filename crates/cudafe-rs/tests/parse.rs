//! `cudafe-rs parse` and the losslessness of the tree.
//!
//! The tree of every `.cu` under `test-data` is its text, byte for byte:
//! parsed as it is (directives as trivia) and, after our preprocessing on
//! both sides, the preprocessed text. (The `.ii` files nvcc makes are
//! checked in `real_headers.rs`, where the toolkit is.) The command itself
//! is run on small inputs: errors in EDG's format and exit code 2, nothing
//! and exit code 0 for a clean file, positions through the line markers of
//! a `.ii`, and the tree.

use cudafe_rs::check;
use cudafe_rs::cli::parse_check_args;
use cudafe_rs::db::RootDatabase;
use expect_test::{Expect, expect};
use std::path::{Path, PathBuf};
use std::process::Command;

mod common;
use common::{case_args, cu_files};

#[test]
fn trees_are_lossless() {
    let files: Vec<PathBuf> = cu_files("test-data");
    assert!(files.len() > 50);
    // (files side by side: each has a database of its own)
    common::in_parallel(&files, |path| {
        let text = String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned();
        // the source as it is
        let parse = syntax::parse_preprocessed_text(&text);
        assert_eq!(
            parse.syntax_node().text().to_string(),
            text,
            "{}: the tree of the source is not its text",
            path.display()
        );
        // the preprocessed form, on both sides
        let mut args = case_args(&text);
        args.push(path.to_str().unwrap().to_string());
        let args = parse_check_args(&args).unwrap();
        let db = RootDatabase::default();
        let options = base_db::CompileOptions::new(&db, check::compile_options(&args));
        let unit = check::load_unit(&db, &args.files[0], options).unwrap();
        for us in [unit.host, unit.device] {
            let pre = base_db::preprocess(&db, us);
            let expected: String = base_db::tree_tokens(&pre.pp.tokens)
                .iter()
                .map(|t| t.text.as_str())
                .collect();
            let tree = base_db::parse(&db, us).syntax_node().text().to_string();
            assert!(
                tree == expected,
                "{}: the tree of the preprocessed text is not that text",
                path.display()
            );
        }
    });
}

/// Runs `cudafe-rs parse ARGS` in a directory with the given files; shows
/// the exit code, then stderr, then stdout.
///
/// Each call has a fresh directory of its own (removed when done): tests
/// run in parallel, and cases with the same arguments (`k.cu`) must not
/// see each other's files.
fn run(files: &[(&str, &str)], args: &[&str], expect: Expect) {
    let dir = tempfile::Builder::new()
        .prefix("cudafe-rs-parse-")
        .tempdir()
        .unwrap();
    for (name, text) in files {
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    let out = Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
        .arg("parse")
        .args(args)
        .current_dir(dir.path())
        .output()
        .unwrap();
    let shown = format!(
        "exit {}\n{}{}",
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(&out.stdout)
    );
    expect.assert_eq(&shown);
}

#[test]
fn a_clean_file_has_no_output_and_exit_code_zero() {
    run(
        &[(
            "k.cu",
            "__global__ void k(int *p) { p[threadIdx.x] = 1; }\n",
        )],
        &["k.cu"],
        expect![[r#"
            exit 0
        "#]],
    );
}

#[test]
fn syntax_errors_are_reported_as_cudafe_does() {
    run(
        &[(
            "k.cu",
            "#define N 4\nint f(int a) {\n  int b = a + ;\n  return b * N\n}\n",
        )],
        &["--device", "k.cu"],
        expect![[r#"
            exit 2
            k.cu(3): error: expected an expression
                int b = a + ;
                            ^

            k.cu(5): error: expected a ";"
              }
              ^

            2 errors detected in the compilation of "k.cu".
        "#]],
    );
}

#[test]
fn a_missing_include_is_fatal() {
    run(
        &[("k.cu", "#include \"nope.h\"\nint x;\n")],
        &["k.cu"],
        expect![[r#"
            exit 4
            k.cu:1:10: fatal error: nope.h: No such file or directory
                1 | #include "nope.h"
                  |          ^~~~~~~~
            compilation terminated.
        "#]],
    );
}

#[test]
fn preprocessed_input_is_positioned_by_its_line_markers() {
    let ii = "# 1 \"k.cu\"\n# 1 \"<built-in>\"\n# 1 \"k.cu\"\n#pragma GCC diagnostic push\n\n# 7 \"k.cu\"\nint f() {\n  return 1 +;\n}\n# 3 \"inc/h.h\" 1\nint g(;\n";
    run(
        &[("k.ii", ii)],
        &["k.ii"],
        expect![[r#"
            exit 2
            k.cu(8): error: expected an expression
                return 1 +;
                          ^

            inc/h.h(3): error: expected an expression
              int g(;
                    ^

            2 errors detected in the compilation of "k.ii".
        "#]],
    );
}

#[test]
fn the_tree_of_preprocessed_input() {
    run(
        &[("t.ii", "# 1 \"t.cu\"\nint x = 1 + 2;\n")],
        &["--tree", "t.ii"],
        expect![[r##"
            exit 0
            TRANSLATION_UNIT@0..26
              PP_DIRECTIVE@0..10 "# 1 \"t.cu\""
              NEWLINE@10..11 "\n"
              SIMPLE_DECL@11..25
                DECL_SPECS@11..14
                  BUILTIN_TYPE@11..14
                    INT_KW@11..14 "int"
                WHITESPACE@14..15 " "
                INIT_DECLARATOR@15..24
                  DECLARATOR@15..16
                    DECL_NAME@15..16
                      PATH@15..16
                        NAME_REF@15..16
                          IDENT@15..16 "x"
                  WHITESPACE@16..17 " "
                  INITIALIZER@17..24
                    EQ@17..18 "="
                    WHITESPACE@18..19 " "
                    BIN_EXPR@19..24
                      LITERAL@19..20
                        INT_NUMBER@19..20 "1"
                      WHITESPACE@20..21 " "
                      PLUS@21..22 "+"
                      WHITESPACE@22..23 " "
                      LITERAL@23..24
                        INT_NUMBER@23..24 "2"
                SEMICOLON@24..25 ";"
              NEWLINE@25..26 "\n"
        "##]],
    );
}

#[test]
fn a_missing_file_is_exit_code_four() {
    let missing = Path::new("/nonexistent/dir/k.ii").to_str().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_cudafe-rs"))
        .args(["parse", missing])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(4));
}
