//! Incrementality: after an edit, only the queries the edit affects run
//! again. The executed queries are recorded through salsa's events and
//! snapshotted with function names in place of salsa ids.

use base_db::{CompileOptions, UnitSide};
use cudafe_rs::check::{self, LoadedUnit};
use cudafe_rs::cli::parse_check_args;
use cudafe_rs::db::RootDatabase;
use expect_test::{Expect, expect};
use salsa::plumbing::AsId;

const PATH: &str = "/virtual/incremental/k.cu";

const BEFORE: &str = r#"
__device__ int a(int x) { return x * 2; }
__device__ int b(int x) { return a(x) + 1; }
int c(int x) { return x + 3; }
__global__ void k(int *p) { p[0] = b(p[0]); }
"#;

fn setup(text: &str) -> (RootDatabase, LoadedUnit) {
    let mut db = RootDatabase::with_query_log();
    db.set_file_text(PATH, text);
    let args = parse_check_args(&[PATH.to_string()]).unwrap();
    let options = CompileOptions::new(&db, check::compile_options(&args));
    let unit = check::load_unit(&db, PATH, options).unwrap();
    (db, unit)
}

/// A body of 100 small device functions: long enough to be cut in chunks.
fn hundred_functions() -> String {
    (0..100)
        .map(|i| format!("__device__ int f{i}(int x) {{ return x + {i}; }}\n"))
        .collect()
}

/// The preprocessing, parsing and item lowering among recorded queries.
fn front_end_queries(ran: &str) -> Vec<&str> {
    ran.lines()
        .filter(|l| {
            l.starts_with("preprocess_unit_part")
                || l.starts_with("parse_unit_part")
                || l.starts_with("lower_items_unit_part")
        })
        .collect()
}

/// Renders the recorded queries: salsa ids of function definitions are
/// replaced by `side:name`, and the list is sorted and deduplicated.
fn executed(db: &RootDatabase, unit: &LoadedUnit) -> String {
    let rename = renamer(db, unit);
    let mut lines: Vec<String> = db
        .take_log()
        .into_iter()
        .map(rename)
        // Cutting a definition's syntax out of the new tree (`def_syntax`,
        // compared node by node) and finding where it starts (`def_offset`)
        // re-run for every definition: they read the tree, and they are the
        // firewalls that keep the other bodies from being lowered again, so
        // they are left out of the snapshot (`lowered_body` and
        // `function_body` show which bodies were lowered again).
        //
        // Likewise, after a change of declarations, the small per-definition
        // and per-name lookups (`def_index`, `def_decl_entry`, `def_info`, `functions_named`(`_from`),
        // `function_decls_named`, `variables_named`) run again for every definition and name
        // (they read the new summary) and are equal when their function is
        // not the one edited: they are the firewalls of the checks, left out
        // too (the checks that do run show which ones changed).
        .filter(|l| {
            ![
                "def_syntax",
                "def_offset",
                "def_index",
                "def_decl_entry",
                "def_info",
                "functions_named",
                "function_decls_named",
                "variables_named",
            ]
            .iter()
            .any(|q| l.starts_with(q))
        })
        .collect();
    lines.sort();
    lines.dedup();
    lines.join("\n") + "\n"
}

/// Replaces the salsa ids in a log line by names: `side:name` for the
/// unit's definitions and parts, `side` and `side-preamble` for its sides.
fn renamer(db: &RootDatabase, unit: &LoadedUnit) -> impl Fn(String) -> String {
    let mut names: Vec<(String, String)> = Vec::new();
    for (us, side) in [(unit.host, "host"), (unit.device, "device")] {
        collect_def_names(db, us, side, &mut names);
    }
    move |l| names.iter().fold(l, |l, (id, name)| l.replace(id, name))
}

/// A unit whose preamble includes a small header read from disk (in a
/// temporary directory, kept alive by the first value), checked once and
/// clean; the second value is the unit's text.
fn unit_with_header() -> (tempfile::TempDir, String, RootDatabase, LoadedUnit) {
    let dir = tempfile::tempdir().unwrap();
    let header = dir.path().join("h.cuh");
    std::fs::write(
        &header,
        "__device__ int h1(int x) { return x + 1; }\n__device__ int h2(int x) { return h1(x) * 2; }\n",
    )
    .unwrap();
    let text = format!("#include \"{}\"\n{BEFORE}", header.display());
    let (db, unit) = setup(&text);
    assert!(check::diagnostics(&db, &unit).is_empty());
    (dir, text, db, unit)
}

fn collect_def_names(db: &RootDatabase, us: UnitSide, side: &str, out: &mut Vec<(String, String)>) {
    for def in hir::function_defs(db, us) {
        let name = hir::def_decl(db, def)
            .map(|(_, d)| d.name.name.to_string())
            .unwrap_or_default();
        out.push((format!("({:?})", def.as_id()), format!("({side}:{name})")));
    }
    out.push((format!("({:?})", us.as_id()), format!("({side})")));
    let view = us.preamble_view(db).as_id();
    out.push((format!("({view:?})"), format!("({side}-preamble)")));
    for part in base_db::parts(db, us) {
        let name = match part {
            base_db::Part::Preamble => "preamble".to_string(),
            base_db::Part::Body => "body".to_string(),
            base_db::Part::Chunk(k) => format!("chunk{k}"),
        };
        let id = base_db::UnitPart::new(db, us, part).as_id();
        out.push((format!("({id:?})"), format!("({side}:{name})")));
    }
}

/// Applies an edit to a warm database and snapshots what re-executed.
fn check_edit(edit: impl FnOnce(&str) -> String, expect: Expect) {
    let (mut db, unit) = setup(BEFORE);
    check::diagnostics(&db, &unit);
    db.enable_logging();
    db.set_file_text(PATH, &edit(BEFORE));
    let diags = check::diagnostics(&db, &unit);
    assert!(diags.is_empty(), "{diags:?}");
    expect.assert_eq(&executed(&db, &unit));
}

// The snapshots show what must *not* run: `item_summary` (the declarations
// are unchanged) and the checks of the functions that were not edited
// (`check_function` appears for `b` only).

#[test]
fn editing_a_body_rechecks_only_that_function() {
    check_edit(
        |t| t.replace("return a(x) + 1;", "return a(x) + a(1);"),
        expect![[r#"
            check_function(device:b)
            check_function(host:b)
            def_lookups(device:b)
            def_lookups(host:b)
            file_chunks(Id(80))
            item_nodes_unit_part(device:body)
            item_nodes_unit_part(host:body)
            item_tree_unit_part(device:body)
            item_tree_unit_part(host:body)
            line_shift(device:body)
            line_shift(host:body)
            lower_items_unit_part(device:body)
            lower_items_unit_part(host:body)
            lowered_body(device:b)
            lowered_body(host:b)
            parse_unit_part(device:body)
            parse_unit_part(host:body)
            part_numbers(device:body)
            part_numbers(host:body)
            part_specifier_diagnostics(device:body)
            part_specifier_diagnostics(host:body)
            preprocess_unit_part(device:body)
            preprocess_unit_part(host:body)
            side_diagnostics(device)
            side_diagnostics(host)
            token_lines(device)
            token_lines(host)
            token_lines_unit_part(device:body)
            token_lines_unit_part(host:body)
            token_map(device)
            token_map(host)
            token_map_unit_part(device:body)
            token_map_unit_part(host:body)
            unit_pragmas(device)
            unit_pragmas(host)
        "#]],
    );
}

#[test]
fn an_edit_that_changes_nothing_semantic_rechecks_nothing() {
    check_edit(
        // (literal values are part of a body: constant evaluation reads them)
        |t| t.replace("return a(x) + 1;", "return a(x)  +  1; /* spaced */"),
        expect![[r#"
            file_chunks(Id(80))
            line_shift(device:body)
            line_shift(host:body)
            lower_items_unit_part(device:body)
            lower_items_unit_part(host:body)
            parse_unit_part(device:body)
            parse_unit_part(host:body)
            part_numbers(device:body)
            part_numbers(host:body)
            part_specifier_diagnostics(device:body)
            part_specifier_diagnostics(host:body)
            preprocess_unit_part(device:body)
            preprocess_unit_part(host:body)
            side_diagnostics(device)
            side_diagnostics(host)
            token_lines_unit_part(device:body)
            token_lines_unit_part(host:body)
            token_map(device)
            token_map(host)
            token_map_unit_part(device:body)
            token_map_unit_part(host:body)
            unit_pragmas(device)
            unit_pragmas(host)
        "#]],
    );
}

#[test]
fn a_body_edit_that_moves_later_functions_rechecks_only_that_function() {
    check_edit(
        |t| t.replace("return a(x) + 1;", "int y = x;\n    return a(y) + 1;"),
        expect![[r#"
            check_function(device:b)
            check_function(host:b)
            def_lookups(device:b)
            def_lookups(host:b)
            file_chunks(Id(80))
            item_nodes_unit_part(device:body)
            item_nodes_unit_part(host:body)
            item_tree_unit_part(device:body)
            item_tree_unit_part(host:body)
            line_shift(device:body)
            line_shift(host:body)
            lower_items_unit_part(device:body)
            lower_items_unit_part(host:body)
            lowered_body(device:b)
            lowered_body(host:b)
            parse_unit_part(device:body)
            parse_unit_part(host:body)
            part_numbers(device:body)
            part_numbers(host:body)
            part_specifier_diagnostics(device:body)
            part_specifier_diagnostics(host:body)
            preprocess_unit_part(device:body)
            preprocess_unit_part(host:body)
            side_diagnostics(device)
            side_diagnostics(host)
            token_lines(device)
            token_lines(host)
            token_lines_unit_part(device:body)
            token_lines_unit_part(host:body)
            token_map(device)
            token_map(host)
            token_map_unit_part(device:body)
            token_map_unit_part(host:body)
            unit_pragmas(device)
            unit_pragmas(host)
        "#]],
    );
}

// Signature edits and new functions: the checks of a body read its own
// declaration (`def_info`), the type declarations (`type_items`) and the
// functions it names (`functions_named`, `function_decls_named`), never the
// whole item tree, so only the edited function and its callers run again.

#[test]
fn changing_a_signature_rechecks_the_function_and_its_callers_only() {
    // `a` is called by `b` only; `c` and `k` are not checked again
    check_edit(
        |t| t.replace("__device__ int a(int x)", "__device__ int a(long x)"),
        expect![[r#"
            body_declared_names(host)
            body_function_defs_query(device)
            body_function_defs_query(host)
            check_declarations(device)
            check_declarations(host)
            check_function(device:a)
            check_function(device:b)
            check_function(host:a)
            check_function(host:b)
            def_lookups(device:b)
            def_lookups(host:b)
            exec_check_disabled_def(device:a)
            exec_check_disabled_def(host:a)
            file_chunks(Id(80))
            instance_items(device)
            instance_items(host)
            item_nodes_unit_part(device:body)
            item_nodes_unit_part(host:body)
            item_summary(device)
            item_summary(host)
            item_tree(device)
            item_tree(host)
            item_tree_unit_part(device:body)
            item_tree_unit_part(host:body)
            line_shift(device:body)
            line_shift(host:body)
            lower_items_unit_part(device:body)
            lower_items_unit_part(host:body)
            lowered_body(device:a)
            lowered_body(host:a)
            parse_unit_part(device:body)
            parse_unit_part(host:body)
            part_function_names(device:body)
            part_function_names(host:body)
            part_function_starts(device)
            part_function_starts(host)
            part_numbers(device:body)
            part_numbers(host:body)
            part_specifier_diagnostics(device:body)
            part_specifier_diagnostics(host:body)
            preprocess_unit_part(device:body)
            preprocess_unit_part(host:body)
            side_diagnostics(device)
            side_diagnostics(host)
            token_lines_unit_part(device:body)
            token_lines_unit_part(host:body)
            token_map(device)
            token_map(host)
            token_map_unit_part(device:body)
            token_map_unit_part(host:body)
            type_items(device)
            type_items(host)
            unit_pragmas(device)
            unit_pragmas(host)
            unreferenced_entities(device)
        "#]],
    );
}

#[test]
fn adding_a_function_rechecks_no_other_function() {
    check_edit(
        |t| format!("{t}__device__ int added(int y) {{ return y; }}\n"),
        expect![[r#"
            body_declared_names(host)
            body_function_defs_query(device)
            body_function_defs_query(host)
            check_declarations(device)
            check_declarations(host)
            check_function(device:added)
            check_function(host:added)
            exec_check_disabled_def(device:added)
            exec_check_disabled_def(host:added)
            file_chunks(Id(80))
            instance_items(device)
            instance_items(host)
            item_nodes_unit_part(device:body)
            item_nodes_unit_part(host:body)
            item_summary(device)
            item_summary(host)
            item_tree(device)
            item_tree(host)
            item_tree_unit_part(device:body)
            item_tree_unit_part(host:body)
            line_shift(device:body)
            line_shift(host:body)
            lower_items_unit_part(device:body)
            lower_items_unit_part(host:body)
            lowered_body(device:added)
            lowered_body(host:added)
            parse_unit_part(device:body)
            parse_unit_part(host:body)
            part_function_names(device:body)
            part_function_names(host:body)
            part_function_starts(device)
            part_function_starts(host)
            part_numbers(device:body)
            part_numbers(host:body)
            part_specifier_diagnostics(device:body)
            part_specifier_diagnostics(host:body)
            preprocess_unit_part(device:body)
            preprocess_unit_part(host:body)
            side_diagnostics(device)
            side_diagnostics(host)
            token_lines(device)
            token_lines(host)
            token_lines_unit_part(device:body)
            token_lines_unit_part(host:body)
            token_map(device)
            token_map(host)
            token_map_unit_part(device:body)
            token_map_unit_part(host:body)
            type_items(device)
            type_items(host)
            unit_pragmas(device)
            unit_pragmas(host)
            unreferenced_entities(device)
        "#]],
    );
}

#[test]
fn inserting_a_function_before_others_rechecks_no_other_function() {
    // item indices shift, but the checks see them relative to the function
    // checked (`functions_named_from`), which does not change
    check_edit(
        |t| {
            t.replace(
                "int c(int x)",
                "__device__ int added(int y) { return y; }\nint c(int x)",
            )
        },
        expect![[r#"
            body_declared_names(host)
            body_function_defs_query(device)
            body_function_defs_query(host)
            check_declarations(device)
            check_declarations(host)
            check_function(device:added)
            check_function(host:added)
            def_lookups(device:k)
            def_lookups(host:k)
            exec_check_disabled_def(device:added)
            exec_check_disabled_def(host:added)
            file_chunks(Id(80))
            instance_items(device)
            instance_items(host)
            item_nodes_unit_part(device:body)
            item_nodes_unit_part(host:body)
            item_summary(device)
            item_summary(host)
            item_tree(device)
            item_tree(host)
            item_tree_unit_part(device:body)
            item_tree_unit_part(host:body)
            line_shift(device:body)
            line_shift(host:body)
            lower_items_unit_part(device:body)
            lower_items_unit_part(host:body)
            lowered_body(device:added)
            lowered_body(host:added)
            parse_unit_part(device:body)
            parse_unit_part(host:body)
            part_function_names(device:body)
            part_function_names(host:body)
            part_function_starts(device)
            part_function_starts(host)
            part_numbers(device:body)
            part_numbers(host:body)
            part_specifier_diagnostics(device:body)
            part_specifier_diagnostics(host:body)
            preprocess_unit_part(device:body)
            preprocess_unit_part(host:body)
            side_diagnostics(device)
            side_diagnostics(host)
            token_lines(device)
            token_lines(host)
            token_lines_unit_part(device:body)
            token_lines_unit_part(host:body)
            token_map(device)
            token_map(host)
            token_map_unit_part(device:body)
            token_map_unit_part(host:body)
            type_items(device)
            type_items(host)
            unit_pragmas(device)
            unit_pragmas(host)
            unreferenced_entities(device)
        "#]],
    );
}

/// The preamble's definitions (here those of a header read from disk) are
/// checked in the preamble's view and gathered by one query whose inputs
/// are all of a higher durability than the edited file's text: after an
/// edit below the preamble, salsa neither runs their checks nor even visits
/// them (the headers of a CUDA unit have thousands of inline functions).
#[test]
fn a_body_edit_does_not_visit_the_checks_of_the_preamble() {
    let (_dir, text, mut db, unit) = unit_with_header();
    db.enable_logging();
    db.enable_validation_logging();
    db.set_file_text(
        PATH,
        &text.replace("return a(x) + 1;", "return a(x) + a(1);"),
    );
    let diags = check::diagnostics(&db, &unit);
    assert!(diags.is_empty(), "{diags:?}");
    let rename = renamer(&db, &unit);
    let mut lines: Vec<String> = db
        .take_log()
        .into_iter()
        .map(|l| format!("ran {}", rename(l)))
        .chain(
            db.take_validated()
                .into_iter()
                .map(|l| format!("valid {}", rename(l))),
        )
        .filter(|l| l.contains("check_function") || l.contains("preamble_checks"))
        .collect();
    lines.sort();
    lines.dedup();
    expect![[r#"
        ran check_function(device:b)
        ran check_function(host:b)
        valid check_function(device:a)
        valid check_function(device:c)
        valid check_function(device:k)
        valid check_function(host:a)
        valid check_function(host:c)
        valid check_function(host:k)
        valid preamble_checks(device-preamble)
        valid preamble_checks(host-preamble)
    "#]]
    .assert_eq(&(lines.join("\n") + "\n"));
}

/// The whole-side passes over declarations (the declaration checks in
/// declaration order, the entity summary, the index of functions by name)
/// are built over the preamble's: after a signature edit below the
/// preamble, the preamble's results are reused and only the body's
/// functions are walked again.
#[test]
fn a_signature_edit_does_not_walk_the_declarations_of_the_preamble() {
    let (_dir, text, mut db, unit) = unit_with_header();
    db.enable_logging();
    db.set_file_text(
        PATH,
        &text.replace("int c(int x)", "int c(int x, int y = 0)"),
    );
    let diags = check::diagnostics(&db, &unit);
    assert!(diags.is_empty(), "{diags:?}");
    let rename = renamer(&db, &unit);
    let mut lines: Vec<String> = db
        .take_log()
        .into_iter()
        .filter(|l| {
            [
                "check_declarations",
                "preamble_walk",
                "item_summary",
                "part_function_names",
            ]
            .iter()
            .any(|q| l.starts_with(q))
        })
        .map(rename)
        .collect();
    lines.sort();
    expect![[r#"
        check_declarations(device)
        check_declarations(host)
        item_summary(device)
        item_summary(host)
        part_function_names(device:body)
        part_function_names(host:body)
    "#]]
    .assert_eq(&(lines.join("\n") + "\n"));
}

/// A body long enough to be cut in chunks (see `preprocessor::body_chunks`):
/// an edit inside one function preprocesses, parses and lowers its chunk
/// only, and an edit that changes the length of a chunk does not make the
/// later chunks parse again (their text and starting state are the same).
#[test]
fn an_edit_in_a_long_body_redoes_one_chunk() {
    let before = hundred_functions();
    let (mut db, unit) = setup(&before);
    check::diagnostics(&db, &unit);
    let parts = base_db::parts(&db, unit.host);
    assert!(parts.len() > 3, "the body is cut: {parts:?}");
    db.enable_logging();
    db.set_file_text(PATH, &before.replace("return x + 50;", "return x + 5000;"));
    let diags = check::diagnostics(&db, &unit);
    assert!(diags.is_empty(), "{diags:?}");
    let ran = executed(&db, &unit);
    let chunk_queries: Vec<&str> = ran
        .lines()
        .filter(|l| {
            l.contains(":chunk")
                && !l.starts_with("token_map_unit_part")
                && !l.starts_with("chunk_text")
                && !l.starts_with("chunk_first_line")
                && !l.starts_with("main_offset")
                && !l.starts_with("text_start_of")
        })
        .collect();
    expect![[r#"
        chunk_ends_cleanly(device:chunk2)
        chunk_ends_cleanly(host:chunk2)
        item_nodes_unit_part(device:chunk2)
        item_nodes_unit_part(host:chunk2)
        item_tree_unit_part(device:chunk2)
        item_tree_unit_part(host:chunk2)
        line_shift(device:chunk2)
        line_shift(host:chunk2)
        lower_items_unit_part(device:chunk2)
        lower_items_unit_part(host:chunk2)
        names_after(device:chunk2)
        names_after(host:chunk2)
        parse_unit_part(device:chunk2)
        parse_unit_part(host:chunk2)
        part_file_count(device:chunk2)
        part_file_count(host:chunk2)
        part_numbers(device:chunk2)
        part_numbers(host:chunk2)
        part_specifier_diagnostics(device:chunk2)
        part_specifier_diagnostics(host:chunk2)
        part_text_len(device:chunk2)
        part_text_len(host:chunk2)
        part_tokens(device:chunk2)
        part_tokens(host:chunk2)
        pp_end_state(device:chunk2)
        pp_end_state(host:chunk2)
        preprocess_unit_part(device:chunk2)
        preprocess_unit_part(host:chunk2)
        token_lines_unit_part(device:chunk2)
        token_lines_unit_part(host:chunk2)
    "#]]
    .assert_eq(&(chunk_queries.join("\n") + "\n"));
    let checks: Vec<&str> = ran
        .lines()
        .filter(|l| l.starts_with("check_function") || l.starts_with("lowered_body"))
        .collect();
    expect![[r#"
        check_function(device:f50)
        check_function(host:f50)
        lowered_body(device:f50)
        lowered_body(host:f50)
    "#]]
    .assert_eq(&(checks.join("\n") + "\n"));
}

/// An edit that moves the lines after it (a line break added) preprocesses,
/// parses and lowers its own chunk again, not the later ones: they are
/// numbered from line 1 and placed afterwards, so their diagnostics move
/// with them.
#[test]
fn an_edit_that_moves_lines_redoes_one_chunk_and_moves_later_diagnostics() {
    let mut before = hundred_functions();
    before.push_str("__global__ void k() { int unused; }\n");
    let (mut db, unit) = setup(&before);
    let lines = |db: &RootDatabase| -> Vec<u32> {
        check::diagnostics(db, &unit)
            .iter()
            .map(|d| d.line)
            .collect()
    };
    assert_eq!(lines(&db), vec![101], "the unused variable's warning");
    db.enable_logging();
    db.set_file_text(
        PATH,
        &before.replace("return x + 50;", "\n\nreturn x + 50;"),
    );
    assert_eq!(lines(&db), vec![103], "the warning moves with its line");
    let ran = executed(&db, &unit);
    let preprocessed = front_end_queries(&ran);
    expect![[r#"
        lower_items_unit_part(device:chunk2)
        lower_items_unit_part(host:chunk2)
        parse_unit_part(device:chunk2)
        parse_unit_part(host:chunk2)
        preprocess_unit_part(device:chunk2)
        preprocess_unit_part(host:chunk2)
    "#]]
    .assert_eq(&(preprocessed.join("\n") + "\n"));
}

/// A chunk that expands `__LINE__` is preprocessed again when it moves:
/// its tokens depend on where it is.
#[test]
fn a_moved_chunk_expanding_line_gets_its_new_line() {
    let mut before = hundred_functions();
    before.push_str("__device__ int line_here() { return __LINE__; }\n");
    let (mut db, unit) = setup(&before);
    let line_token = |db: &RootDatabase| -> String {
        let parts = base_db::parts(db, unit.host);
        let part = parts.last().copied().expect("a part");
        let pp = &base_db::preprocess_part(db, unit.host, part).unit.pp;
        let at = pp
            .tokens
            .iter()
            .position(|t| t.text == "line_here")
            .expect("line_here in the last part");
        pp.tokens[at + 5].text.to_string()
    };
    check::diagnostics(&db, &unit);
    assert_eq!(line_token(&db), "101");
    db.set_file_text(
        PATH,
        &before.replace("return x + 50;", "\n\nreturn x + 50;"),
    );
    check::diagnostics(&db, &unit);
    assert_eq!(line_token(&db), "103");
}

/// An edit that adds tokens (a statement) parses and lowers its own chunk
/// again, not the later ones, whose place among the side's tokens moved.
#[test]
fn an_edit_adding_tokens_parses_one_chunk() {
    let before = hundred_functions();
    let (mut db, unit) = setup(&before);
    check::diagnostics(&db, &unit);
    db.enable_logging();
    db.set_file_text(
        PATH,
        &before.replace("return x + 50;", "x = x * 2; return x + 50;"),
    );
    check::diagnostics(&db, &unit);
    let ran = executed(&db, &unit);
    let parsed = front_end_queries(&ran);
    expect![[r#"
        lower_items_unit_part(device:chunk2)
        lower_items_unit_part(host:chunk2)
        parse_unit_part(device:chunk2)
        parse_unit_part(host:chunk2)
        preprocess_unit_part(device:chunk2)
        preprocess_unit_part(host:chunk2)
    "#]]
    .assert_eq(&(parsed.join("\n") + "\n"));
}
