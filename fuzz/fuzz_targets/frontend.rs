//! Fuzz target over the whole syntax layer: the lexer (plain and `.ii`
//! mode), the preprocessor (with every `#include` answered from a small
//! in-memory file system that includes the input itself, so that include
//! recursion, guards and `#pragma once` are exercised) and the parser, on
//! both raw text and the preprocessor's output. Beyond "no panic, no hang",
//! it checks the invariant the tools rely on: the tree's text is the input.

#![no_main]

use libfuzzer_sys::fuzz_target;
use preprocessor::{Config, FileId, FileLoader, LoadedFile};
use std::sync::Arc;

/// Serves `self.main` for `fuzz.h` and for any path ending in `self.h`,
/// and a fixed guarded header for everything else that ends in `.h`.
struct Loader {
    main: Arc<str>,
    next: u32,
}

impl FileLoader for Loader {
    fn load(&mut self, path: &str) -> Option<LoadedFile> {
        let text: Arc<str> = if path.ends_with("self.h") || path.ends_with("fuzz.h") {
            self.main.clone()
        } else if path.ends_with(".h") {
            Arc::from("#pragma once\n#define FROM_HEADER(x, ...) x __VA_OPT__(+) __VA_ARGS__\nint header_var;\n")
        } else {
            return None;
        };
        self.next += 1;
        Some(LoadedFile {
            id: FileId(self.next),
            path: path.to_string(),
            text,
        })
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let text: &str = &text;

    // lexer: tokens cover the text exactly
    let tokens = syntax::lexer::lex(text);
    let total: usize = tokens.iter().map(|t| t.len as usize).sum();
    assert_eq!(total, text.len(), "lexer tokens do not cover the input");

    // the two-thread lexer agrees with one pass
    assert!(preprocessor::lexing_in_two_agrees(text), "lexing in two halves differs");

    // parser over raw text and over `.ii` text: lossless trees
    let parse = syntax::parse_text(text);
    assert_eq!(parse.syntax_node().to_string(), text, "tree is not the input");
    // the two-thread tree build gives the same tree
    let raw: Vec<syntax::Token> = syntax::lexer::lex_preprocessed(text);
    let one = syntax::parser::parse_tokens(&raw, &Default::default());
    let two = syntax::parser::parse_tokens_in_two(&raw, &Default::default());
    assert_eq!(one.green(), two.green(), "the tree built in two halves differs");
    assert_eq!(one.errors(), two.errors(), "errors differ with the tree built in two halves");
    let parse = syntax::parse_preprocessed_text(text);
    assert_eq!(parse.syntax_node().to_string(), text, "`.ii` tree is not the input");

    // preprocessor, then the parser on its output
    let config = Config {
        include_dirs: vec!["/inc".into()],
        max_tokens: 2_000_000,
        max_include_depth: 40,
        // one input in eight read as a `.ii` (gcc's -fpreprocessed)
        preprocessed: data.first().is_some_and(|b| b % 8 == 0),
        ..Config::default()
    };
    let main: Arc<str> = Arc::from(text);
    let mut loader = Loader { main: main.clone(), next: 0 };
    let pp = preprocessor::preprocess(
        LoadedFile { id: FileId(0), path: "/src/fuzz.cu".into(), text: main },
        &config,
        &mut loader,
    );
    // the parser reads the output with its spacing (one thread and two),
    // as it reads the same tokens with the spacing written out
    let spaced: Vec<(syntax::SyntaxKind, &str, syntax::Spacing)> = pp
        .tokens
        .iter()
        .enumerate()
        .map(|(i, t)| (t.kind, t.text.as_str(), t.spacing(i > 0)))
        .collect();
    let mut written = Vec::with_capacity(spaced.len() * 2);
    for &(kind, text, spacing) in &spaced {
        written.extend(
            spacing
                .trivia()
                .map(|(kind, text)| syntax::Token { kind, text: text.into() }),
        );
        written.push(syntax::Token { kind, text: text.into() });
    }
    let expected = syntax::parse_tokens(&written, &Default::default());
    let (one, _) = syntax::parse_spaced_from(spaced.iter().copied(), &Default::default(), None);
    let two = syntax::parser::parse_spaced_in_two(spaced.iter().copied(), &Default::default());
    assert_eq!(one.green(), expected.green(), "the spaced parse differs");
    assert_eq!(two.green(), expected.green(), "the spaced parse in two halves differs");
    assert_eq!(one.errors(), expected.errors(), "the spaced parse's errors differ");
    assert_eq!(two.errors(), expected.errors(), "the spaced parse's errors differ in two halves");
    for t in pp.tokens.iter().take(64) {
        let _ = pp.presumed_location(t.file, t.offset);
        let _ = pp.line_col(t.file, t.offset);
    }

    // the text cut in chunks (as the database cuts a main file's body, here
    // at every place it can), each preprocessed from its own text as the
    // continuation of the chunks before: the same tokens at the same lines
    // as one run (unless a limit stopped either)
    if !config.preprocessed && !pp.has_fatal() {
        check_chunks(text, &config, &pp);
    }

    // the chunks of an edited text found from the old text's (as the
    // database finds them after an edit) are those of a whole scan
    check_rescan(data, text);
});

/// An edit made from the input (a span replaced by one of a few texts that
/// open, close or end things), then [`preprocessor::rescan_agrees`].
fn check_rescan(data: &[u8], text: &str) {
    if text.is_empty() {
        return;
    }
    let seed = data
        .iter()
        .fold(0u64, |h, &b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
    let boundary = |mut at: usize| {
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        at
    };
    let at = boundary((seed % text.len() as u64) as usize);
    let end = boundary((at + (seed >> 16) as usize % 64).min(text.len())).max(at);
    let inserted = ["}\n", ";\n", "{", "/*", "\n#if X\n", "int x;\n", "\"", ""];
    let inserted = inserted[(seed >> 32) as usize % inserted.len()];
    let edited = format!("{}{inserted}{}", &text[..at], &text[end..]);
    for min_len in [1, 64] {
        assert!(
            preprocessor::rescan_agrees(text, &edited, 0, min_len),
            "the chunks found after an edit differ from a whole scan's"
        );
    }
}

fn check_chunks(text: &str, config: &Config, whole: &preprocessor::Preprocessed) {
    let chunks = preprocessor::body_chunks_of(text, 0, 1);
    if chunks.len() < 2 {
        return;
    }
    // (a chunk is numbered from line 1 and shifted to its place, as the
    // database does, unless it expands `__LINE__`)
    let spelled = |pp: &preprocessor::Preprocessed, t: &preprocessor::PpToken, shift: u32| {
        let loc = pp.presumed_location_shifted(t.file, t.offset, shift);
        (t.kind, t.text.clone(), t.flags, (loc.file.to_string(), loc.line))
    };
    let mut loader = Loader { main: Arc::from(text), next: 0 };
    let path = "/src/fuzz.cu".to_string();
    let (_, mut state) = preprocessor::preprocess_exporting(
        LoadedFile { id: FileId(0), path: path.clone(), text: Arc::from("") },
        config,
        &mut loader,
    );
    let mut tokens = Vec::new();
    for (k, c) in chunks.iter().enumerate() {
        let end = chunks.get(k + 1).map_or(text.len(), |n| n.offset as usize);
        let mut run = |first_line: u32| {
            let chunk_config = Config {
                base_macros: Some(state.macros.clone()),
                main_first_line: first_line,
                ..config.clone()
            };
            preprocessor::preprocess_continuing(
                LoadedFile {
                    id: FileId(0),
                    path: path.clone(),
                    text: Arc::from(&text[c.offset as usize..end]),
                },
                &state,
                &chunk_config,
                &mut loader,
            )
        };
        let (mut pp, mut next) = run(1);
        let mut shift = c.line - 1;
        if pp.line_used {
            (pp, next) = run(c.line);
            shift = 0;
        }
        if pp.has_fatal() {
            return;
        }
        tokens.extend(pp.tokens.iter().map(|t| spelled(&pp, t, shift)));
        state = next;
    }
    let expected: Vec<_> = whole.tokens.iter().map(|t| spelled(whole, t, 0)).collect();
    assert_eq!(tokens, expected, "the chunks' tokens differ from one run's");
}
