//! `Config::base_macros`: a predefined macro table built once and shared.
//! (Every fixture of the other tests is also run with its macros in a table,
//! see `assert_base_macros_equivalent`.)

use std::sync::Arc;

use expect_test::expect;

use super::{MemLoader, check_with, dump_run, parse_fixture, render};
use crate::{Config, FileId, LoadedFile, MacroTable, build_macro_table, preprocess};

fn defines(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(n, b)| (n.to_string(), b.to_string()))
        .collect()
}

/// The host's macros (and one undefined again).
fn host_defines() -> (Vec<(String, String)>, Vec<String>) {
    let d = defines(&[
        ("__GNUC__", "12"),
        ("__cplusplus", "201703L"),
        ("__INT64_C(c)", "c ## L"),
        ("__SIZE_TYPE__", "long unsigned int"),
        ("__VERSION__", "\"12.2.0\""),
        ("BASE_GONE", "1"),
        ("__STDC__", "1"),
    ]);
    (d, vec!["BASE_GONE".into()])
}

fn host_table() -> Arc<MacroTable> {
    let (d, u) = host_defines();
    Arc::new(build_macro_table(&d, &u))
}

/// Checks that `config`, whose `base_macros` were built from
/// `(base_defines, base_undefs)`, gives exactly what passing those through
/// `defines` and `undefs` gives (`base_undefs` must not be redefined by
/// `config.defines`).
fn assert_same_as_defines(
    config: &Config,
    base_defines: &[(String, String)],
    base_undefs: &[String],
    fixture: &str,
) {
    let through_defines = Config {
        base_macros: None,
        defines: base_defines
            .iter()
            .chain(&config.defines)
            .cloned()
            .collect(),
        undefs: base_undefs.iter().chain(&config.undefs).cloned().collect(),
        ..config.clone()
    };
    assert_eq!(
        dump_run(config, fixture),
        dump_run(&through_defines, fixture)
    );
}

fn base_config() -> Config {
    Config {
        base_macros: Some(host_table()),
        ..Config::default()
    }
}

const UNDEF_AND_REDEFINE: &str = r#"
__GNUC__ __cplusplus __INT64_C(5) __SIZE_TYPE__ __VERSION__ BASE_GONE
#if defined(__GNUC__) && __GNUC__ >= 12 && !defined BASE_GONE
gnuc
#endif
#define __GNUC__ 12
#define __cplusplus 201402L
#define __INT64_C(c) c ## LL
#pragma push_macro("__SIZE_TYPE__")
#undef __SIZE_TYPE__
#ifndef __SIZE_TYPE__
undefined __SIZE_TYPE__
#endif
#define __SIZE_TYPE__ unsigned
__SIZE_TYPE__
#pragma pop_macro("__SIZE_TYPE__")
__SIZE_TYPE__
#undef __VERSION__
#define __VERSION__ "mine"
#undef __FILE__
#define __LINE__ 0
__GNUC__ __cplusplus __INT64_C(5) __VERSION__ __FILE__ __LINE__
#pragma push_macro("__STDC__")
#define __STDC__ 2
#pragma pop_macro("__STDC__")
__STDC__
"#;

#[test]
fn undef_and_redefine_base_macros() {
    check_with(
        &base_config(),
        UNDEF_AND_REDEFINE,
        expect![[r#"
            12 201703L 5L long unsigned int "12.2.0" BASE_GONE
            gnuc
            undefined __SIZE_TYPE__
            unsigned
            long unsigned int
            12 201402L 5LL "mine" __FILE__ 0
            1
            main.cu:9: pragma before token 9: push_macro("__SIZE_TYPE__")
            main.cu:16: pragma before token 12: pop_macro("__SIZE_TYPE__")
            main.cu:23: pragma before token 21: push_macro("__STDC__")
            main.cu:25: pragma before token 21: pop_macro("__STDC__")
            main.cu:7: warning: "__cplusplus" redefined
            main.cu:8: warning: "__INT64_C" redefined
            main.cu:20: warning: undefining "__FILE__"
            main.cu:21: warning: "__LINE__" redefined
            main.cu:24: warning: "__STDC__" redefined
        "#]],
    );
    let (d, u) = host_defines();
    assert_same_as_defines(&base_config(), &d, &u, UNDEF_AND_REDEFINE);
}

#[test]
fn command_line_macros_on_top_of_the_table() {
    // `-D` and `-U` of the unit apply after the table, silently.
    let config = Config {
        defines: defines(&[
            ("__GNUC__", "13"),
            ("__cplusplus", "202002L"),
            ("NEW", "new"),
        ]),
        undefs: vec!["__STDC__".into(), "__LINE__".into()],
        ..base_config()
    };
    let fixture = "__GNUC__ __cplusplus NEW __STDC__ __LINE__ __SIZE_TYPE__\n";
    check_with(
        &config,
        fixture,
        expect![[r#"
            13 202002L new __STDC__ __LINE__ long unsigned int
        "#]],
    );
    let (d, u) = host_defines();
    assert_same_as_defines(&config, &d, &u, fixture);
}

#[test]
fn errors_in_the_table_are_reported_by_every_run() {
    let base = defines(&[
        ("GOOD", "1"),
        ("BAD(", "x"),
        ("3", "x"),
        ("CAT(a)", "## a"),
        ("W", "2"),
    ]);
    let table = Arc::new(build_macro_table(&base, &[]));
    expect![[r#"MacroTable { macros: 9, errors: ["expected ')' before end of line (in the definition of `BAD(`)", "macro names must be identifiers (in the definition of `3`)", "'##' cannot appear at either end of a macro expansion (in the definition of `CAT(a)`)"] }"#]]
        .assert_eq(&format!("{table:?}"));
    let config = Config {
        base_macros: Some(table),
        defines: defines(&[("defined", "1")]),
        ..Config::default()
    };
    let fixture = "\nGOOD BAD CAT(1) W\n";
    check_with(
        &config,
        fixture,
        expect![[r#"
            1 BAD CAT(1) 2
            main.cu:1: error: expected ')' before end of line (in the definition of `BAD(`)
            main.cu:1: error: macro names must be identifiers (in the definition of `3`)
            main.cu:1: error: '##' cannot appear at either end of a macro expansion (in the definition of `CAT(a)`)
            main.cu:1: error: "defined" cannot be used as a macro name (in the definition of `defined`)
        "#]],
    );
    assert_same_as_defines(&config, &base, &[], fixture);
    // Twice from the same table: the same result.
    assert_eq!(dump_run(&config, fixture), dump_run(&config, fixture));
}

#[test]
fn a_shared_table_is_not_changed_by_its_runs() {
    let config = base_config();
    let first = "#undef __GNUC__\n#define __cplusplus 1\n#define NEW 1\n__GNUC__ __cplusplus NEW\n";
    let second = "__GNUC__ __cplusplus NEW\n#ifdef NEW\nnew\n#endif\n";
    expect![[r#"
        __GNUC__ 1 1
        main.cu:2: warning: "__cplusplus" redefined
    "#]]
    .assert_eq(&render(&super::run(&config, first)));
    // Another main file id, another thread: the table is as built.
    let pp = std::thread::scope(|s| {
        s.spawn(|| {
            let mut loader = MemLoader::new(parse_fixture(second));
            let main = LoadedFile {
                id: FileId(42),
                path: "main.cu".into(),
                text: Arc::from(second),
            };
            preprocess(main, &config, &mut loader)
        })
        .join()
        .unwrap()
    });
    expect![[r#"
        12 201703L NEW
    "#]]
    .assert_eq(&render(&pp));
}

#[test]
fn table_contents() {
    let table = host_table();
    assert!(table.contains("__GNUC__") && table.contains("__LINE__"));
    assert!(!table.contains("BASE_GONE") && !table.contains("__clang__"));
    expect![[r#"MacroTable { macros: 13, errors: [] }"#]].assert_eq(&format!("{table:?}"));
    let builtins_only = build_macro_table(&[], &["__COUNTER__".into()]);
    assert_eq!((builtins_only.len(), builtins_only.is_empty()), (6, false));
    fn send_sync<T: Send + Sync>() {}
    send_sync::<MacroTable>();
    send_sync::<Config>();
}
