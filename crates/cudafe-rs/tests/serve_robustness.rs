//! Every question the server answers, asked at identifiers all over the
//! test programs (every fourth, to bound the time): no request may fail
//! with an internal error (a caught panic), and every answer has the
//! expected shape.

mod common;

use common::Client;
use serde_json::{Value, json};

#[test]
fn every_identifier_of_the_test_programs() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data");
    let mut files: Vec<_> = ["programs", "examples", "oracle/examples"]
        .iter()
        .flat_map(|d| std::fs::read_dir(root.join(d)).into_iter().flatten())
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .collect();
    files.sort();
    assert!(files.len() > 5, "test programs not found");
    let mut c = Client::start(&[]);
    c.initialize(root.to_str().unwrap());
    let mut id = 10;
    let mut asked = 0;
    let mut seen_words = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let uri = format!("file://{}", std::fs::canonicalize(file).unwrap().display());
        c.open(&uri, &text);
        let mut ask = |c: &mut Client, method: &str, params: Value| {
            id += 1;
            let r = c.request(id, method, params);
            assert!(r.get("error").is_none(), "{method} on {uri}: {r}");
            r["result"].clone()
        };
        let doc = json!({"uri": uri});
        let symbols = ask(
            &mut c,
            "textDocument/documentSymbol",
            json!({"textDocument": doc}),
        );
        assert!(symbols.is_array(), "{symbols}");
        let hints = ask(
            &mut c,
            "textDocument/inlayHint",
            json!({"textDocument": doc, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9999, "character": 0}}}),
        );
        assert!(hints.is_array(), "{hints}");
        for (line, l) in text.lines().enumerate() {
            let bytes = l.as_bytes();
            for col in 0..bytes.len() {
                let starts_word = (bytes[col].is_ascii_alphabetic() || bytes[col] == b'_')
                    && (col == 0
                        || !(bytes[col - 1].is_ascii_alphanumeric() || bytes[col - 1] == b'_'));
                if !starts_word || !l.is_ascii() {
                    continue;
                }
                seen_words += 1;
                if seen_words % 4 != 0 {
                    continue;
                }
                let at = json!({"textDocument": doc, "position": {"line": line, "character": col}});
                let hover = ask(&mut c, "textDocument/hover", at.clone());
                assert!(
                    hover.is_null() || hover["contents"]["value"].is_string(),
                    "{hover}"
                );
                let def = ask(&mut c, "textDocument/definition", at);
                assert!(def.is_null() || def.is_array(), "{def}");
                asked += 2;
            }
        }
        c.notify("textDocument/didClose", json!({"textDocument": doc}));
    }
    assert!(asked > 500, "only {asked} requests");
    assert_eq!(c.shutdown(1), Some(0));
}
