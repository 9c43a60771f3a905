//! Parser tests: inline snapshots of small fragments, and a check that the
//! oracle examples parse without errors.

use super::{Spacing, Token, parse_text};
use crate::SyntaxKind;
use expect_test::{Expect, expect};

fn check(input: &str, expect: Expect) {
    let parse = parse_text(input);
    assert_eq!(
        parse.syntax_node().text().to_string(),
        input,
        "tree must be lossless"
    );
    expect.assert_eq(&parse.debug_dump());
}

fn check_errors(input: &str, expect: Expect) {
    let parse = parse_text(input);
    assert_eq!(
        parse.syntax_node().text().to_string(),
        input,
        "tree must be lossless"
    );
    let errs: Vec<String> = parse
        .errors()
        .iter()
        .map(|e| format!("{}: {}", e.token_index, e.kind.message()))
        .collect();
    expect.assert_eq(&errs.join("\n"));
}

#[test]
fn kernel_launch() {
    check(
        "void f() { k<<<1, 2>>>(x); }",
        expect![[r#"
            TRANSLATION_UNIT@0..28
              FUNCTION_DEF@0..28
                DECL_SPECS@0..4
                  BUILTIN_TYPE@0..4
                    VOID_KW@0..4 "void"
                WHITESPACE@4..5 " "
                DECLARATOR@5..8
                  DECL_NAME@5..6
                    PATH@5..6
                      NAME_REF@5..6
                        IDENT@5..6 "f"
                  FUNCTION_SUFFIX@6..8
                    PARAM_LIST@6..8
                      L_PAREN@6..7 "("
                      R_PAREN@7..8 ")"
                WHITESPACE@8..9 " "
                FUNCTION_BODY@9..28
                  COMPOUND_STMT@9..28
                    L_CURLY@9..10 "{"
                    WHITESPACE@10..11 " "
                    EXPR_STMT@11..26
                      KERNEL_LAUNCH@11..25
                        PATH_EXPR@11..12
                          PATH@11..12
                            NAME_REF@11..12
                              IDENT@11..12 "k"
                        LAUNCH_CONFIG@12..22
                          LAUNCH_OPEN@12..15 "<<<"
                          LITERAL@15..16
                            INT_NUMBER@15..16 "1"
                          COMMA@16..17 ","
                          WHITESPACE@17..18 " "
                          LITERAL@18..19
                            INT_NUMBER@18..19 "2"
                          LAUNCH_CLOSE@19..22 ">>>"
                        ARG_LIST@22..25
                          L_PAREN@22..23 "("
                          PATH_EXPR@23..24
                            PATH@23..24
                              NAME_REF@23..24
                                IDENT@23..24 "x"
                          R_PAREN@24..25 ")"
                      SEMICOLON@25..26 ";"
                    WHITESPACE@26..27 " "
                    R_CURLY@27..28 "}"
        "#]],
    );
}

#[test]
fn no_errors_on_common_code() {
    check_errors(
        r#"
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
template <typename T> struct vec { T* p; T& operator[](int i) { return p[i]; } };
namespace ns { inline namespace v1 { template <class T, int N = 3> class arr { T a[N]; }; } }
typedef unsigned long size_t;
using u32 = unsigned int;
extern "C" int printf(const char*, ...);
__attribute__((global)) void k(int *p, size_t n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = p[i] * 2 + (int)n;
    for (int j = 0; j < 4; ++j) { p[j] += j; }
    ns::arr<int> a;
    vec<float> v;
    auto l = [=] __attribute__((device)) (int q) -> int { return q + i; };
}
template <typename T> __attribute__((global)) void tk(T a, const T *x) { }
void run(int *p) {
    k<<<dim3(2), 32>>>(p, 10);
    k<<<1, 2, 0, 0>>>(p, 10);
    tk<float><<<1, 1>>>(1.0f, nullptr);
    vec<vec<int>> vv;
    bool b = 1 < 2 && 3 > 2;
    int s = 8 >> 1;
    s >>= 1;
    int *q = new int[10];
    delete[] q;
    static_cast<void>(sizeof(int));
}
"#,
        expect![[r#""#]],
    );
}

/// The two-thread tree build gives the same tree as the sequential one on
/// every C++ file of test-data (parser goldens, oracle cases, programs),
/// parsed raw (without preprocessing) and cut at its middle.
#[test]
fn building_in_two_halves_gives_the_same_tree() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data");
    let mut files = Vec::new();
    collect_sources(&root, &mut files);
    assert!(
        files.len() > 100,
        "test-data not found at {}",
        root.display()
    );
    let mut cut = 0;
    let mut hinted = 0;
    for path in files {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let tokens = super::lexer::lex_preprocessed(&text);
        let config = super::ParseConfig::default();
        let input = super::input::Input::new(&tokens);
        let (one, _) = super::parse_with(&input, &config, None, usize::MAX);
        let (two, _) = super::parse_with(&input, &config, None, 0);
        assert_eq!(one.green, two.green, "{}", path.display());
        assert_eq!(one.errors, two.errors, "{}", path.display());
        // the same tokens as the preprocessor reports them (significant
        // ones, with the spacing before each), in one thread and in two,
        // give the tree of the token list with that spacing written out
        let spaced = spaced_tokens(&tokens);
        let written: Vec<Token> = spaced
            .iter()
            .flat_map(|&(kind, text, spacing)| {
                spacing
                    .trivia()
                    .into_iter()
                    .chain([(kind, text)])
                    .map(|(kind, text)| Token {
                        kind,
                        text: text.into(),
                    })
            })
            .collect();
        let (expected, _) = super::parse_with(
            &super::input::Input::new(&written),
            &config,
            None,
            usize::MAX,
        );
        for parallel_min in [usize::MAX, 0] {
            let input = super::input::Input::spaced(spaced.iter().copied());
            let (got, _) = super::parse_with(&input, &config, None, parallel_min);
            assert_eq!(got.green, expected.green, "{}", path.display());
            assert_eq!(got.errors, expected.errors, "{}", path.display());
        }
        assert_eq!(
            two.syntax_node().text().to_string(),
            text,
            "{}",
            path.display()
        );
        // the cut itself, as the build finds it
        let input = super::input::Input::new(&tokens);
        let mut p = super::parser::Parser::new(&input, &config);
        super::grammar::translation_unit(&mut p);
        let done = p.finish();
        let (events, spliced) = (&done.events, &done.spliced);
        let found = super::split::find_cut(&input, events, spliced, &done.cut_hints);
        cut += usize::from(found.is_some());
        // a cut at a parser's hint is the one the replay of the events finds there
        if let Some(found) = found {
            let replayed =
                super::split::replay_to_cut(&input, events, spliced, |e| e == found.event);
            assert_eq!(Some(found), replayed, "{}", path.display());
            hinted += usize::from(
                done.cut_hints
                    .iter()
                    .any(|&(e, _)| e as usize == found.event),
            );
        }
    }
    assert!(cut > 100, "too few files with a cut: {cut}");
    assert!(
        hinted > 50,
        "too few cuts at the parser's hints: {hinted} of {cut}"
    );
}

/// The significant tokens of `tokens`, each with a space or a newline
/// before it where trivia (with or without a line break) was.
fn spaced_tokens(tokens: &[Token]) -> Vec<(SyntaxKind, &str, Spacing)> {
    let mut out = Vec::new();
    let mut spacing = Spacing::Joint;
    for t in tokens {
        if t.kind.is_trivia() {
            if t.kind == SyntaxKind::NEWLINE || t.text.contains('\n') {
                spacing = Spacing::Newline;
            } else if spacing == Spacing::Joint {
                spacing = Spacing::Space;
            }
        } else {
            out.push((t.kind, t.text.as_str(), spacing));
            spacing = Spacing::Joint;
        }
    }
    out
}

fn collect_sources(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect_sources(&path, out);
        } else if path
            .extension()
            .is_some_and(|e| e == "cu" || e == "cpp" || e == "cuh" || e == "h" || e == "ii")
        {
            out.push(path);
        }
    }
}

#[test]
fn an_undeclared_name_used_in_a_block_is_a_variable_there() {
    // `Vec* a;` uses `Vec` as a value: `Vec c;` after it, in the same
    // block, is an expression; in the next block it is a declaration again
    check_errors(
        "void f() { { Vec* a; Vec c; } Vec d; }",
        expect![[r#"
            11: expected a ";"
            14: identifier "Vec" is undefined"#]],
    );
}

#[test]
fn gnu_attributes_before_a_variable_start_an_expression() {
    check_errors(
        "void f(int v) { __attribute__((shared)) v w; __attribute__((shared)) int x; }",
        expect![[r#"14: expected a ";""#]],
    );
}

#[test]
fn names_that_are_not_types() {
    check_errors(
        "int v; void f(); namespace n { int m; } v a; f *b; n::m c; n d; int g = u + 1; u e;",
        expect![[r#"
            15: variable "v" is not a type name
            18: function "f" is not a type name
            22: variable "n::m" is not a type name
            27: namespace "n" is not a type name
            37: "u" is not a type name"#]],
    );
}
