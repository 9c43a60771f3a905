//! The wire of `cudafe-rs serve`: `Content-Length` framed JSON-RPC over
//! stdin/stdout. A crate of its own: it knows nothing of the compiler, and
//! the fuzz target `transport` drives it alone.
//!
//! lsp-server's own reader stops the connection at the first malformed
//! frame; a language server must instead answer a broken message with an
//! error and go on. So frames are read here, tolerantly: a header block
//! without a valid `Content-Length` or a body that is not a JSON-RPC
//! message becomes [`Incoming::Malformed`] (answered with a parse or
//! invalid-request error), and reading resumes at the next header. The
//! messages themselves are lsp-server's types, written by its writer.

use lsp_server::{Message, RequestId};
use std::io::{self, BufRead, Write};
use std::sync::mpsc;

/// What the reader saw.
#[derive(Debug)]
pub enum Incoming {
    Message(Message),
    /// A frame that could not be read as a message: the error code to
    /// answer with (-32700 parse error, -32600 invalid request), a
    /// description, and the request id if one could be recovered.
    Malformed {
        code: i32,
        message: String,
        id: Option<RequestId>,
    },
}

/// The largest body accepted (a whole file's text fits many times over);
/// a larger `Content-Length` is treated as malformed, not allocated.
const MAX_BODY: usize = 256 << 20;

/// Reads one frame; `None` at the end of input.
pub fn read_frame(r: &mut impl BufRead) -> io::Result<Option<Incoming>> {
    let mut length: Option<Result<usize, String>> = None;
    let mut saw_header = false;
    let mut line = Vec::new();
    loop {
        line.clear();
        if r.read_until(b'\n', &mut line)? == 0 {
            return Ok(saw_header.then(|| Incoming::Malformed {
                code: -32700,
                message: "unexpected end of input in a message header".into(),
                id: None,
            }));
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\r', '\n']);
        // Resynchronise on a header that follows garbage on its line (a
        // stray byte after a body, a body sent without a header, the tail
        // of a body whose length was understated): the frame starts there.
        let text = match find_ignore_case(text, "content-length:") {
            Some(at) if at > 0 => {
                saw_header = false;
                length = None;
                &text[at..]
            }
            _ => text,
        };
        if text.is_empty() {
            if !saw_header {
                continue; // stray blank lines between frames
            }
            break;
        }
        saw_header = true;
        if let Some((name, value)) = text.split_once(':') {
            if name.trim().eq_ignore_ascii_case("content-length") {
                let value = value.trim();
                length = Some(
                    value
                        .parse::<usize>()
                        .map_err(|_| format!("invalid Content-Length {value:?}"))
                        .and_then(|n| {
                            if n > MAX_BODY {
                                Err(format!("Content-Length {n} is too large"))
                            } else {
                                Ok(n)
                            }
                        }),
                );
            }
            // other headers (Content-Type) are ignored
        } else if length.is_none() {
            // not a header: garbage before a frame (the rest of a body
            // whose length was understated); skip it
            saw_header = false;
        }
    }
    let length = match length {
        Some(Ok(n)) => n,
        Some(Err(message)) => {
            return Ok(Some(Incoming::Malformed {
                code: -32700,
                message,
                id: None,
            }));
        }
        None => {
            return Ok(Some(Incoming::Malformed {
                code: -32700,
                message: "message without a Content-Length header".into(),
                id: None,
            }));
        }
    };
    match read_body(r, length)? {
        Some(body) => Ok(Some(parse_body(&body))),
        None => Ok(Some(Incoming::Malformed {
            code: -32700,
            message: "unexpected end of input in a message body".into(),
            id: None,
        })),
    }
}

/// Where `needle` (lower case ASCII) starts in `text`, ignoring case.
fn find_ignore_case(text: &str, needle: &str) -> Option<usize> {
    let (h, n) = (text.as_bytes(), needle.as_bytes());
    (0..=h.len().checked_sub(n.len())?).find(|&i| h[i..i + n.len()].eq_ignore_ascii_case(n))
}

/// Reads a body of at most `length` bytes; `None` at the end of input.
///
/// A body that is a JSON object or array ends where that value ends, even
/// when the declared length is larger: the client that overstated a length
/// is still waiting for an answer, and the next frame's header is already
/// coming. Reading up to the declared length would wait for bytes that
/// never come, or swallow the next messages.
fn read_body(r: &mut impl BufRead, length: usize) -> io::Result<Option<Vec<u8>>> {
    let mut body = Vec::with_capacity(length.min(1 << 16));
    let mut scan = JsonEnd::default();
    while body.len() < length {
        let buf = r.fill_buf()?;
        if buf.is_empty() {
            return Ok(None);
        }
        let want = (length - body.len()).min(buf.len());
        let (take, done) = match buf[..want].iter().position(|&b| scan.push(b)) {
            Some(end) => (end + 1, true),
            None => (want, false),
        };
        body.extend_from_slice(&buf[..take]);
        r.consume(take);
        if done {
            break;
        }
    }
    Ok(Some(body))
}

/// Finds the end of a top-level JSON object or array, byte by byte
/// (strings and their escapes skipped); anything else has no end of its own.
#[derive(Default)]
struct JsonEnd {
    depth: u32,
    started: bool,
    /// Not a JSON object or array: read to the declared length.
    other: bool,
    in_string: bool,
    escaped: bool,
}

impl JsonEnd {
    /// Feeds one byte; true when it closes the value.
    fn push(&mut self, b: u8) -> bool {
        if self.other {
            return false;
        }
        if self.in_string {
            match (self.escaped, b) {
                (true, _) => self.escaped = false,
                (false, b'\\') => self.escaped = true,
                (false, b'"') => self.in_string = false,
                _ => {}
            }
            return false;
        }
        match b {
            b'{' | b'[' => {
                self.started = true;
                self.depth += 1;
            }
            b'}' | b']' if self.depth > 0 => {
                self.depth -= 1;
                return self.depth == 0;
            }
            b'"' if self.started => self.in_string = true,
            b' ' | b'\t' | b'\r' | b'\n' => {}
            _ if !self.started => self.other = true,
            _ => {}
        }
        false
    }
}

/// A body: a JSON-RPC message, or what was wrong with it.
fn parse_body(body: &[u8]) -> Incoming {
    let value: serde_json::Value = match serde_json::from_slice(body) {
        Ok(v) => v,
        Err(e) => {
            return Incoming::Malformed {
                code: -32700,
                message: format!("invalid JSON: {e}"),
                id: None,
            };
        }
    };
    // keep the id of an invalid request, so that its answer can be matched
    let id = value.get("id").and_then(|id| match id {
        serde_json::Value::Number(n) => n
            .as_i64()
            .and_then(|n| i32::try_from(n).ok())
            .map(RequestId::from),
        serde_json::Value::String(s) => Some(RequestId::from(s.clone())),
        _ => None,
    });
    match serde_json::from_value::<Message>(value) {
        Ok(m) => Incoming::Message(m),
        Err(e) => Incoming::Malformed {
            code: -32600,
            message: format!("not a JSON-RPC message: {e}"),
            id,
        },
    }
}

/// Writes a response to a message that had no usable id (`"id": null`, as
/// JSON-RPC wants for parse errors), which lsp-server's types cannot hold.
pub fn write_null_id_error(w: &mut impl Write, code: i32, message: &str) -> io::Result<()> {
    let body = serde_json::json!({
        "jsonrpc": "2.0",
        "id": null,
        "error": { "code": code, "message": message },
    })
    .to_string();
    write!(w, "Content-Length: {}\r\n\r\n{}", body.len(), body)?;
    w.flush()
}

/// What the writer thread writes.
pub enum Outgoing {
    Message(Message),
    NullIdError { code: i32, message: String },
}

/// Starts the thread that reads stdin; frames arrive on the channel, which
/// closes at the end of input or on a read error.
pub fn spawn_reader() -> mpsc::Receiver<Incoming> {
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new()
        .name("lsp-reader".into())
        .spawn(move || {
            let stdin = io::stdin();
            let mut lock = stdin.lock();
            while let Ok(Some(frame)) = read_frame(&mut lock) {
                if tx.send(frame).is_err() {
                    break;
                }
            }
        })
        .expect("cannot start the reader thread");
    rx
}

/// Starts the thread that writes stdout; returns its sender and handle
/// (joined at exit so that the last answers are flushed).
pub fn spawn_writer() -> (mpsc::Sender<Outgoing>, std::thread::JoinHandle<()>) {
    let (tx, rx) = mpsc::channel::<Outgoing>();
    let handle = std::thread::Builder::new()
        .name("lsp-writer".into())
        .spawn(move || {
            let stdout = io::stdout();
            let mut lock = stdout.lock();
            for out in rx {
                let written = match out {
                    Outgoing::Message(m) => m.write(&mut lock),
                    Outgoing::NullIdError { code, message } => {
                        write_null_id_error(&mut lock, code, &message)
                    }
                };
                if written.is_err() {
                    break; // the client is gone
                }
            }
        })
        .expect("cannot start the writer thread");
    (tx, handle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use expect_test::expect;

    fn frames(input: &str) -> String {
        let mut r = io::Cursor::new(input.as_bytes().to_vec());
        let mut out = String::new();
        while let Some(f) = read_frame(&mut r).unwrap() {
            match f {
                Incoming::Message(Message::Request(q)) => {
                    out.push_str(&format!("request {} {}\n", q.id, q.method))
                }
                Incoming::Message(Message::Notification(n)) => {
                    out.push_str(&format!("notification {}\n", n.method))
                }
                Incoming::Message(Message::Response(r)) => {
                    out.push_str(&format!("response {}\n", r.id))
                }
                Incoming::Malformed { code, message, id } => {
                    out.push_str(&format!("malformed {code} {id:?}: {message}\n"))
                }
            }
        }
        out
    }

    fn frame(body: &str) -> String {
        format!("Content-Length: {}\r\n\r\n{}", body.len(), body)
    }

    #[test]
    fn broken_frames_then_good_ones() {
        let good = frame(r#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#);
        let input = [
            frame("{not json"),
            "Content-Length: abc\r\n\r\n".to_string(),
            "Content-Type: x\r\n\r\n".to_string(),
            frame(r#"{"jsonrpc":"2.0","id":3}"#),
            frame(r#"{"jsonrpc":"2.0","id":"s","method":5}"#),
            frame(r#"[1,2]"#),
            // understated length: the rest of the body is skipped
            format!(
                "Content-Length: 5\r\n\r\n{}\r\n",
                r#"{"jsonrpc":"2.0","method":"x"}"#
            ),
            "Content-Length: 99999999999\r\n\r\n".to_string(),
            good.clone(),
            frame(r#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#),
            "Content-Length: 10\r\n\r\n{\"a\"".to_string(),
        ]
        .concat();
        expect![[r#"
            malformed -32700 None: invalid JSON: key must be a string at line 1 column 2
            malformed -32700 None: invalid Content-Length "abc"
            malformed -32700 None: message without a Content-Length header
            malformed -32600 Some(RequestId(I32(3))): not a JSON-RPC message: data did not match any variant of untagged enum Message
            malformed -32600 Some(RequestId(String("s"))): not a JSON-RPC message: data did not match any variant of untagged enum Message
            malformed -32600 None: not a JSON-RPC message: data did not match any variant of untagged enum Message
            malformed -32700 None: invalid JSON: EOF while parsing a string at line 1 column 5
            malformed -32700 None: Content-Length 99999999999 is too large
            request 7 shutdown
            notification initialized
            malformed -32700 None: unexpected end of input in a message body
        "#]]
        .assert_eq(&frames(&input));
    }
}
