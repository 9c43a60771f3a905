//! `cudafe-rs serve` at the protocol level: raw frames on its stdin.
//! Malformed JSON, a bad `Content-Length`, messages that are no JSON-RPC,
//! unknown methods, requests about documents that are not open, a request
//! that panics: each is answered with an error, and the server still
//! answers the valid requests after it.

mod common;

use common::{Client, temp_dir};
use expect_test::expect;
use serde_json::{Value, json};

/// `id: code` of an error answer, `id: ok` of a result.
fn outcome(m: &Value) -> String {
    match m.get("error") {
        Some(e) => format!(
            "{}: error {} {}",
            m["id"],
            e["code"],
            e["message"].as_str().unwrap_or("")
        ),
        None => format!("{}: ok", m["id"]),
    }
}

#[test]
fn bad_messages_get_errors_and_the_server_keeps_serving() {
    let dir = temp_dir("serve_protocol");
    let file = dir.join("k.cu");
    std::fs::write(
        &file,
        "__device__ int d() { return 1; }\nint h() { return d(); }\n",
    )
    .unwrap();
    let uri = format!("file://{}", file.display());
    let mut c = Client::start(&[("CUDAFE_RS_TEST_HOOKS", "1")]);
    let mut log = Vec::new();
    let hover =
        |uri: &str| json!({"textDocument": {"uri": uri}, "position": {"line": 1, "character": 17}});

    // before initialize
    log.push(outcome(&c.request(100, "textDocument/hover", hover(&uri))));
    log.push(outcome(&c.initialize(dir.to_str().unwrap())));

    // malformed JSON: a parse error without an id
    c.send_raw(b"Content-Length: 9\r\n\r\n{not json");
    log.push(outcome(
        &c.wait(|m| m["id"].is_null() && m.get("error").is_some()),
    ));
    // a Content-Length that is no number
    c.send_raw(b"Content-Length: twelve\r\n\r\n");
    log.push(outcome(
        &c.wait(|m| m["id"].is_null() && m.get("error").is_some()),
    ));
    // a header block without Content-Length
    c.send_raw(b"Content-Type: application/vscode-jsonrpc\r\n\r\n");
    log.push(outcome(
        &c.wait(|m| m["id"].is_null() && m.get("error").is_some()),
    ));
    // an understated Content-Length: the tail of the body is skipped
    c.send_raw(b"Content-Length: 10\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\"}\r\n");
    log.push(outcome(
        &c.wait(|m| m["id"].is_null() && m.get("error").is_some()),
    ));
    // JSON, but no JSON-RPC message: answered with its id
    c.send(json!({"jsonrpc": "2.0", "id": 101}));
    log.push(outcome(&c.wait(|m| m["id"] == 101)));
    c.send(json!({"jsonrpc": "2.0", "id": 102, "method": 7}));
    log.push(outcome(&c.wait(|m| m["id"] == 102)));

    // unknown method
    log.push(outcome(&c.request(103, "textDocument/teleport", json!({}))));
    // documents that are not open, URIs that are no files, missing fields
    log.push(outcome(&c.request(104, "textDocument/hover", hover(&uri))));
    log.push(outcome(&c.request(
        105,
        "textDocument/definition",
        hover("untitled:Untitled-1"),
    )));
    log.push(outcome(&c.request(
        106,
        "textDocument/hover",
        json!({"textDocument": {}}),
    )));
    log.push(outcome(&c.request(
        107,
        "textDocument/documentSymbol",
        json!(null),
    )));
    log.push(outcome(&c.request(
        108,
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": {"line": "one"}}),
    )));
    // notifications about unknown documents are ignored
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": "file:///nowhere/x.cu", "version": 2}, "contentChanges": [{"text": "x"}]}),
    );
    c.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": "file:///nowhere/x.cu"}}),
    );
    c.notify("textDocument/didOpen", json!({"textDocument": {"uri": 5}}));

    // a request that panics is answered with an error...
    c.open(&uri, &std::fs::read_to_string(&file).unwrap());
    log.push(outcome(&c.request(
        109,
        "cudafe-rs/panic",
        json!({"textDocument": {"uri": uri}}),
    )));
    // ...and the server goes on
    let h = c.request(110, "textDocument/hover", hover(&uri));
    log.push(outcome(&h));
    assert!(
        h["result"]["contents"]["value"]
            .as_str()
            .unwrap()
            .contains("__device__ int d()"),
        "{h}"
    );
    let diags = c.diagnostics(&uri, None);
    log.push(format!("diagnostics: {}", diags.as_array().unwrap().len()));

    // after shutdown, requests are refused; exit ends the process cleanly
    log.push(outcome(&c.request(111, "shutdown", Value::Null)));
    log.push(outcome(&c.request(112, "textDocument/hover", hover(&uri))));
    c.notify("exit", Value::Null);
    assert_eq!(c.close(), Some(0), "exit after shutdown is a clean exit");
    expect![[r#"
        100: error -32002 the server is not initialized
        1: ok
        null: error -32700 invalid JSON: key must be a string at line 1 column 2
        null: error -32700 invalid Content-Length "twelve"
        null: error -32700 message without a Content-Length header
        null: error -32700 invalid JSON: EOF while parsing an object at line 1 column 10
        101: error -32600 not a JSON-RPC message: data did not match any variant of untagged enum Message
        102: error -32600 not a JSON-RPC message: data did not match any variant of untagged enum Message
        103: error -32601 unknown method "textDocument/teleport"
        104: error -32602 unknown document file://$DIR/k.cu (not open)
        105: error -32602 not a file URI: untitled:Untitled-1
        106: error -32602 missing textDocument.uri
        107: error -32602 missing textDocument.uri
        108: error -32602 invalid position: invalid type: string "one", expected u32
        109: error -32603 internal error in cudafe-rs/panic: test hook
        110: ok
        diagnostics: 1
        111: ok
        112: error -32600 the server is shut down
    "#]]
    .assert_eq(&(log.join("\n") + "\n").replace(dir.to_str().unwrap(), "$DIR"));
}

/// Each broken frame a client or a pipe can send, followed by a valid
/// request: the request is answered (the transport resynchronises on the
/// next header instead of refusing everything after the break).
#[test]
fn the_transport_recovers_after_each_broken_frame() {
    let breaks: [(&str, &[u8]); 5] = [
        ("a stray byte after a body", b"x"),
        ("a negative length", b"Content-Length: -1\r\n\r\n{}"),
        (
            "an overstated length",
            b"Content-Length: 4000\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"x\"}",
        ),
        (
            "a body without a header",
            b"{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}",
        ),
        ("a stray line", b"hello\r\n"),
    ];
    let mut log = Vec::new();
    for (what, junk) in breaks {
        let mut c = Client::start(&[]);
        c.initialize("/");
        c.send_raw(junk);
        // the valid request right behind the broken frame
        let answer = c.request(2, "textDocument/teleport", json!({}));
        log.push(format!("{what}: {}", outcome(&answer)));
        log.push(format!(
            "  shutdown: {}",
            outcome(&c.request(3, "shutdown", Value::Null))
        ));
        c.notify("exit", Value::Null);
        assert_eq!(c.close(), Some(0), "{what}: exit after shutdown");
    }
    expect![[r#"
        a stray byte after a body: 2: error -32601 unknown method "textDocument/teleport"
          shutdown: 3: ok
        a negative length: 2: error -32601 unknown method "textDocument/teleport"
          shutdown: 3: ok
        an overstated length: 2: error -32601 unknown method "textDocument/teleport"
          shutdown: 3: ok
        a body without a header: 2: error -32601 unknown method "textDocument/teleport"
          shutdown: 3: ok
        a stray line: 2: error -32601 unknown method "textDocument/teleport"
          shutdown: 3: ok
    "#]]
    .assert_eq(&(log.join("\n") + "\n"));
}

#[test]
fn end_of_input_without_exit_ends_the_server() {
    let mut c = Client::start(&[]);
    c.initialize("/");
    // a frame cut short, then the end of input
    c.send_raw(b"Content-Length: 50\r\n\r\n{\"jsonrpc\"");
    assert_eq!(c.close(), Some(1));
}
