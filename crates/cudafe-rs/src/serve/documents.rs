//! Open documents: their text as the editor has it (incremental changes
//! applied to it), positions converted between LSP's line/character (in
//! UTF-16 or UTF-8 code units, as negotiated) and byte offsets, and
//! `file://` URIs converted to and from paths.

use lsp_types::{Position, Range, TextDocumentContentChangeEvent};

/// How `Position::character` counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    Utf16,
    Utf8,
}

/// Line starts of a text, for converting positions.
#[derive(Debug, Clone)]
pub struct LineIndex {
    starts: Vec<usize>,
    len: usize,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex {
            starts,
            len: text.len(),
        }
    }

    /// The byte offset of a position, clamped to its line and to the text
    /// (editors send positions past the end of a line to mean its end).
    pub fn offset(&self, text: &str, pos: Position, enc: Encoding) -> usize {
        let Some(&start) = self.starts.get(pos.line as usize) else {
            return self.len;
        };
        let mut end = self
            .starts
            .get(pos.line as usize + 1)
            .map_or(self.len, |&next| next - 1);
        // the end of a CRLF line is before its `\r`
        if text[start..end].ends_with('\r') {
            end -= 1;
        }
        let line = &text[start..end];
        let mut units = 0u32;
        for (i, c) in line.char_indices() {
            if units >= pos.character {
                return start + i;
            }
            units += match enc {
                Encoding::Utf16 => c.len_utf16() as u32,
                Encoding::Utf8 => c.len_utf8() as u32,
            };
        }
        end
    }

    /// The position of a byte offset (clamped to the text, and moved back
    /// to a character boundary).
    pub fn position(&self, text: &str, offset: usize, enc: Encoding) -> Position {
        let mut offset = offset.min(self.len);
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&s| s <= offset) - 1;
        let start = self.starts[line];
        let character = match enc {
            Encoding::Utf16 => text[start..offset].encode_utf16().count(),
            Encoding::Utf8 => offset - start,
        };
        Position::new(line as u32, character as u32)
    }

    pub fn range(&self, text: &str, start: usize, end: usize, enc: Encoding) -> Range {
        Range::new(
            self.position(text, start, enc),
            self.position(text, end.max(start), enc),
        )
    }
}

/// An open document.
#[derive(Debug, Clone)]
pub struct Document {
    pub uri: String,
    pub version: i32,
    pub text: String,
}

impl Document {
    /// Applies the changes of one `didChange`, in order.
    pub fn apply(&mut self, changes: Vec<TextDocumentContentChangeEvent>, enc: Encoding) {
        for change in changes {
            match change.range {
                None => self.text = change.text,
                Some(range) => {
                    let index = LineIndex::new(&self.text);
                    let a = index.offset(&self.text, range.start, enc);
                    let b = index.offset(&self.text, range.end, enc);
                    let (a, b) = (a.min(b), a.max(b));
                    self.text.replace_range(a..b, &change.text);
                }
            }
        }
    }
}

/// The path of a `file://` URI; `None` for other schemes.
pub fn uri_to_path(uri: &str) -> Option<String> {
    let rest = uri.strip_prefix("file://")?;
    // file:///p, file://localhost/p
    let path = if rest.starts_with('/') {
        rest
    } else {
        rest.strip_prefix("localhost")?
    };
    let path = path.split(['?', '#']).next().unwrap_or(path);
    let decoded = percent_decode(path)?;
    decoded.starts_with('/').then_some(decoded)
}

fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The `file://` URI of an absolute path, percent-encoded as editors do.
pub fn path_to_uri(path: &str) -> String {
    let mut out = String::from("file://");
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || b"/-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_round_trip_in_both_encodings() {
        let text = "ab\n\u{e9}\u{1F600}x\n\nlast";
        let index = LineIndex::new(text);
        for enc in [Encoding::Utf16, Encoding::Utf8] {
            for offset in (0..=text.len()).filter(|&o| text.is_char_boundary(o)) {
                let pos = index.position(text, offset, enc);
                assert_eq!(index.offset(text, pos, enc), offset, "{enc:?} {offset}");
            }
        }
        // 😀 is two UTF-16 units, four bytes
        assert_eq!(
            index.position(text, 9, Encoding::Utf16),
            Position::new(1, 3)
        );
        assert_eq!(index.position(text, 9, Encoding::Utf8), Position::new(1, 6));
        // past the end of a line or of the text: clamped
        assert_eq!(index.offset(text, Position::new(0, 99), Encoding::Utf16), 2);
        assert_eq!(
            index.offset(text, Position::new(99, 0), Encoding::Utf16),
            text.len()
        );
    }

    #[test]
    fn incremental_changes() {
        let mut doc = Document {
            uri: String::new(),
            version: 0,
            text: "int f() {\n  return 1;\n}\n".into(),
        };
        let change = |l1, c1, l2, c2, t: &str| TextDocumentContentChangeEvent {
            range: Some(Range::new(Position::new(l1, c1), Position::new(l2, c2))),
            range_length: None,
            text: t.into(),
        };
        doc.apply(
            vec![
                change(1, 9, 1, 10, "42"),
                change(0, 4, 0, 5, "g"),
                change(3, 0, 3, 0, "// end\n"),
            ],
            Encoding::Utf16,
        );
        assert_eq!(doc.text, "int g() {\n  return 42;\n}\n// end\n");
    }

    #[test]
    fn uris() {
        assert_eq!(
            uri_to_path("file:///tmp/a%20b/k.cu").as_deref(),
            Some("/tmp/a b/k.cu")
        );
        assert_eq!(
            uri_to_path("file://localhost/x.cu").as_deref(),
            Some("/x.cu")
        );
        assert_eq!(uri_to_path("untitled:Untitled-1"), None);
        assert_eq!(uri_to_path("file:///bad%zz"), None);
        assert_eq!(path_to_uri("/tmp/a b/k+1.cu"), "file:///tmp/a%20b/k%2B1.cu");
    }
}
