//! Command-line arguments and paths that are not UTF-8.
//!
//! A Unix file name is bytes. The database, the preprocessor and the
//! diagnostics name files by `str`, so a name that is not UTF-8 is carried
//! as text in which each byte that is not part of a UTF-8 sequence stands
//! as one character of a private range (`U+10FF00 + byte`, the last 256
//! code points of plane 16, which no real file name uses). The mapping is
//! undone where the name meets the system again: opening or writing a file
//! ([`fs_path`]) and printing ([`to_bytes`]), so the user sees and gets
//! back exactly the bytes they gave, as gcc does.

use std::borrow::Cow;
use std::ffi::{OsStr, OsString};
use std::path::PathBuf;

/// The first character of the range that stands for raw bytes.
const RAW_BASE: u32 = 0x10FF00;

/// The text of an argument or a path (lossless; see the module doc).
pub fn to_text(s: &OsStr) -> String {
    if let Some(t) = s.to_str() {
        return t.to_string();
    }
    bytes_to_text(&os_bytes(s))
}

/// The text of a file's bytes, lossless in the same way: a source that is
/// not UTF-8 is read as gcc reads it, as bytes (a header name in it finds
/// the file of that name; its string literals reach the host file as they
/// were).
pub fn bytes_to_text(bytes: &[u8]) -> String {
    if let Ok(t) = std::str::from_utf8(bytes) {
        return t.to_string();
    }
    let mut out = String::with_capacity(bytes.len() + 8);
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        for &b in chunk.invalid() {
            out.push(char::from_u32(RAW_BASE + b as u32).expect("plane 16 is valid"));
        }
    }
    out
}

/// The command line (without the program name), each argument as text.
pub fn args() -> Vec<String> {
    std::env::args_os().skip(1).map(|a| to_text(&a)).collect()
}

/// The bytes a text stands for.
pub fn to_bytes(text: &str) -> Cow<'_, [u8]> {
    if !text.chars().any(is_raw) {
        return Cow::Borrowed(text.as_bytes());
    }
    let mut out = Vec::with_capacity(text.len());
    for c in text.chars() {
        if is_raw(c) {
            out.push((c as u32 - RAW_BASE) as u8);
        } else {
            let mut buf = [0; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
        }
    }
    Cow::Owned(out)
}

/// The file system path a text names.
pub fn fs_path(text: &str) -> PathBuf {
    match to_bytes(text) {
        Cow::Borrowed(_) => PathBuf::from(text),
        Cow::Owned(bytes) => PathBuf::from(os_from_bytes(bytes)),
    }
}

fn is_raw(c: char) -> bool {
    c as u32 >= RAW_BASE
}

#[cfg(unix)]
fn os_bytes(s: &OsStr) -> Vec<u8> {
    use std::os::unix::ffi::OsStrExt;
    s.as_bytes().to_vec()
}

#[cfg(unix)]
fn os_from_bytes(b: Vec<u8>) -> OsString {
    use std::os::unix::ffi::OsStringExt;
    OsString::from_vec(b)
}

// Elsewhere a name is UTF-16 and turned into text lossily by the system's
// own rules; the range is then never produced.
#[cfg(not(unix))]
fn os_bytes(s: &OsStr) -> Vec<u8> {
    s.to_string_lossy().into_owned().into_bytes()
}

#[cfg(not(unix))]
fn os_from_bytes(b: Vec<u8>) -> OsString {
    OsString::from(String::from_utf8_lossy(&b).into_owned())
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::ffi::OsStrExt;

    #[test]
    fn names_that_are_not_utf8_round_trip() {
        for bytes in [
            &b"\xff.cu"[..],
            b"dir/\xc3(x\xe2\x82.cu",
            "ok/é.cu".as_bytes(),
            b"",
        ] {
            let text = to_text(OsStr::from_bytes(bytes));
            assert_eq!(&*to_bytes(&text), bytes);
            assert_eq!(fs_path(&text).as_os_str().as_bytes(), bytes);
        }
        assert_eq!(to_text(OsStr::from_bytes(b"a\xffb")).chars().count(), 3);
    }
}
