//! Fuzz target over the language server's transport (`lsp-wire`): any
//! bytes, then one valid request. The reader must get through all of it
//! without a panic or a hang, with at most one frame per input byte (and
//! the request), and, when the bytes never mention a `Content-Length` (so
//! that no header of theirs can claim the request as its body), the
//! request after them must be read as that request: broken input never
//! wedges the reader.

#![no_main]

use libfuzzer_sys::fuzz_target;
use lsp_server::{Message, RequestId};
use lsp_wire::{Incoming, read_frame};

const REQUEST: &str = r#"{"jsonrpc":"2.0","id":777,"method":"shutdown"}"#;

fuzz_target!(|data: &[u8]| {
    let mut stream = data.to_vec();
    stream.extend_from_slice(format!("Content-Length: {}\r\n\r\n{REQUEST}", REQUEST.len()).as_bytes());
    let mut reader = std::io::Cursor::new(stream);
    let mut frames = 0usize;
    let mut last = None;
    while let Some(frame) = read_frame(&mut reader).expect("reading from memory cannot fail") {
        frames += 1;
        assert!(frames <= data.len() + 1, "more frames than bytes");
        last = Some(frame);
    }
    let mentions_header = data
        .windows(b"content-length".len())
        .any(|w| w.eq_ignore_ascii_case(b"content-length"));
    if !mentions_header {
        match last {
            Some(Incoming::Message(Message::Request(r))) => {
                assert_eq!(r.id, RequestId::from(777));
                assert_eq!(r.method, "shutdown");
            }
            other => panic!("the request after the input was not read: {other:?}"),
        }
    }
});
