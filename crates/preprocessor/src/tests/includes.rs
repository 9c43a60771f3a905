//! `#include` search, `#include_next`, guards, `#pragma once`, limits.

use expect_test::{Expect, expect};

use super::{MemLoader, check, check_with, parse_fixture, render};
use crate::{Config, preprocess};

fn search_config() -> Config {
    Config {
        quote_dirs: vec!["quote".into()],
        include_dirs: vec!["inc1".into(), "inc2/".into()],
        system_dirs: vec!["sys".into()],
        ..Config::default()
    }
}

/// Also lists the include records and every path the loader was asked for.
fn check_loads(config: &Config, fixture: &str, expect: Expect) {
    let mut loader = MemLoader::new(parse_fixture(fixture));
    let main = loader.load_main();
    let pp = preprocess(main, config, &mut loader);
    let mut out = render(&pp);
    for inc in &pp.includes {
        let (line, _) = pp.line_col(inc.includer, inc.offset);
        let includer = &pp.file(inc.includer).unwrap().path;
        let included = inc.included.map_or("NOT FOUND".to_string(), |id| {
            pp.file(id).unwrap().path.clone()
        });
        out.push_str(&format!("include {includer}:{line} -> {included}\n"));
    }
    out.push_str(&format!("loads: {}\n", loader.loads.join(" ")));
    expect.assert_eq(&out);
    super::assert_base_macros_equivalent(config, fixture);
}

impl MemLoader {
    fn load_main(&mut self) -> crate::LoadedFile {
        let f = crate::FileLoader::load(self, "main.cu").expect("main.cu");
        self.loads.clear();
        f
    }
}

#[test]
fn search_order() {
    check_loads(
        &search_config(),
        r#"//- /main.cu
#include "a.h"
#include <a.h>
#include "q.h"
#include <q.h>
#include "sub/b.h"
#include <s.h>
#include </abs/x.h>
//- /a.h
local_a
//- /inc1/a.h
inc1_a
//- /quote/q.h
quote_q
//- /inc2/q.h
inc2_q
//- /sub/b.h
#include "c.h"
//- /sub/c.h
sub_c
//- /sys/s.h
sys_s
//- //abs/x.h
abs_x
"#,
        expect![[r#"
            local_a
            inc1_a
            quote_q
            inc2_q
            sub_c
            sys_s
            abs_x
            include main.cu:1 -> a.h
            include main.cu:2 -> inc1/a.h
            include main.cu:3 -> quote/q.h
            include main.cu:4 -> inc2/q.h
            include main.cu:5 -> sub/b.h
            include sub/b.h:1 -> sub/c.h
            include main.cu:6 -> sys/s.h
            include main.cu:7 -> /abs/x.h
            loads: a.h inc1/a.h q.h quote/q.h inc1/q.h inc2/q.h sub/b.h sub/c.h inc1/s.h inc2/s.h sys/s.h /abs/x.h
        "#]],
    );
}

#[test]
fn include_next() {
    check_loads(
        &search_config(),
        r#"//- /main.cu
#include <stdlib.h>
#include_next <stdlib.h>
//- /inc1/stdlib.h
inc1_before
#include_next <stdlib.h>
inc1_after
//- /inc2/stdlib.h
inc2
#include_next <stdlib.h>
#if __has_include_next(<stdlib.h>) && !__has_include_next(<nope.h>)
has_next
#endif
//- /sys/stdlib.h
#if !__has_include_next(<stdlib.h>)
sys_last
#endif
"#,
        expect![[r#"
            inc1_before
            inc2
            sys_last
            has_next
            inc1_after
            inc1_before
            inc2
            sys_last
            has_next
            inc1_after
            main.cu:2: warning: #include_next in primary source file
            include main.cu:1 -> inc1/stdlib.h
            include inc1/stdlib.h:2 -> inc2/stdlib.h
            include inc2/stdlib.h:2 -> sys/stdlib.h
            include main.cu:2 -> inc1/stdlib.h
            include inc1/stdlib.h:2 -> inc2/stdlib.h
            include inc2/stdlib.h:2 -> sys/stdlib.h
            loads: inc1/stdlib.h inc2/stdlib.h sys/stdlib.h sys/nope.h
        "#]],
    );
}

#[test]
fn guards_and_once() {
    check_loads(
        &Config::default(),
        r#"//- /main.cu
#include "guarded.h"
#include "guarded.h"
#include "ifdefined.h"
#include "ifdefined.h"
#include "once.h"
#include "once.h"
#include "notguarded.h"
#include "notguarded.h"
#include "trailing.h"
#include "trailing.h"
GUARDED_H
//- /guarded.h
// a comment before the guard is fine
#ifndef GUARDED_H
#define GUARDED_H
guarded
#endif
//- /ifdefined.h
#if !defined(IFDEF_H)
#define IFDEF_H
ifdefined
#endif
//- /once.h
#pragma once
once
//- /notguarded.h
#ifndef NG_H
#define NG_H
#else
#endif
notguarded
//- /trailing.h
#ifndef TR_H
#define TR_H
#endif
trailing
"#,
        expect![[r#"
            guarded
            ifdefined
            once
            notguarded
            notguarded
            trailing
            trailing
            once.h:1: pragma before token 2: once
            include main.cu:1 -> guarded.h
            include main.cu:2 -> guarded.h
            include main.cu:3 -> ifdefined.h
            include main.cu:4 -> ifdefined.h
            include main.cu:5 -> once.h
            include main.cu:6 -> once.h
            include main.cu:7 -> notguarded.h
            include main.cu:8 -> notguarded.h
            include main.cu:9 -> trailing.h
            include main.cu:10 -> trailing.h
            loads: guarded.h ifdefined.h once.h notguarded.h trailing.h
        "#]],
    );
}

#[test]
fn missing_include_is_fatal_and_stops() {
    check(
        r#"//- /main.cu
before
#include "a.h"
never
//- /a.h
in_a
#include <missing/header.h>
after_missing
"#,
        expect![[r#"
            before
            in_a
            a.h:2: fatal error: missing/header.h: No such file or directory
        "#]],
    );
    check(
        "#include \"nope.h\" \nnever\n",
        expect![[r#"

        main.cu:1: fatal error: nope.h: No such file or directory
    "#]],
    );
}

#[test]
fn forced_include_missing_is_fatal() {
    let config = Config {
        forced_includes: vec!["nope.h".into()],
        ..Config::default()
    };
    check_with(
        &config,
        "never\n",
        expect![[r#"

        main.cu:1: fatal error: nope.h: No such file or directory
    "#]],
    );
}

#[test]
fn recursive_include_hits_depth_limit() {
    let config = Config {
        max_include_depth: 10,
        ..Config::default()
    };
    check_with(
        &config,
        r#"//- /main.cu
#include "self.h"
never
//- /self.h
x __INCLUDE_LEVEL__
#include "self.h"
"#,
        expect![[r#"
            x 1
            x 2
            x 3
            x 4
            x 5
            x 6
            x 7
            x 8
            x 9
            self.h:2: fatal error: #include nested depth 10 exceeds maximum of 10
        "#]],
    );
    check(
        r#"//- /main.cu
#include "main.cu"
"#,
        expect![[r#"

            main.cu:1: fatal error: #include nested depth 200 exceeds maximum of 200
        "#]],
    );
}

#[test]
fn include_forms_and_errors() {
    let config = Config {
        include_dirs: vec!["inc".into()],
        ..Config::default()
    };
    check_with(
        &config,
        r#"//- /main.cu
#define NAME "a.h"
#define ANGLED <a.h>
#define PARTS <a . h>
#include NAME
#include ANGLED
#include PARTS
#include "a.h" extra
#include <a.h> // comment
#include
#include x
#include ""
#include <>
#include <a.h
#include "a.h
#include 42
#include_next "a.h"
#import "a.h"
#import "a.h"
#define f(x) x
f(1
#include "a.h"
)
//- /a.h
a
//- /inc/a.h
inc_a
//- /inc/a . h
spaced
"#,
        expect![[r#"
            a
            inc_a
            spaced
            a
            inc_a
            a
            f
            )
            main.cu:7: warning: extra tokens at end of #include directive
            main.cu:9: error: #include expects "FILENAME" or <FILENAME>
            main.cu:10: error: #include expects "FILENAME" or <FILENAME>
            main.cu:11: error: empty filename in #include
            main.cu:12: error: empty filename in #include
            main.cu:13: error: missing terminating > character
            main.cu:14: error: missing terminating " character
            main.cu:15: error: #include expects "FILENAME" or <FILENAME>
            main.cu:16: warning: #include_next in primary source file
            main.cu:20: error: unterminated argument list invoking macro "f"
        "#]],
    );
}
