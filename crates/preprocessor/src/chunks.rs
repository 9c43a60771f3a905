//! The body of a main file (what follows its preamble) cut in chunks at
//! namespace-scope declaration boundaries, so that an edit preprocesses,
//! parses and lowers one chunk again: each chunk continues from the state
//! the one before leaves (macros, names, typedefs), and the later chunks,
//! whose text and starting state are unchanged, are not redone.
//!
//! The cut is textual (the real lexer's tokens, before macro expansion): at
//! the start of a line, after a `;` or `}`, outside any brace, parenthesis
//! or conditional group. Macros can hide braces from this view; the
//! database checks that every chunk parses to a clean end and falls back
//! to the whole body otherwise. Bodies with what a chunk could not carry
//! over to the next (`#line` and line markers, `push_macro`/`pop_macro`,
//! `#pragma GCC system_header`) are not cut.

use crate::source::raw_tokens;
use syntax::SyntaxKind::*;

/// Where a chunk starts: its byte offset in the file and its 1-based line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ChunkStart {
    pub offset: u32,
    pub line: u32,
}

/// The smallest chunk, in bytes (a chunk ends at the first cut after it).
pub const MIN_CHUNK: u32 = 1024;
/// At most this many chunks: a longer body gets longer chunks.
pub const MAX_CHUNKS: u32 = 256;

/// The chunks of `text` from byte `from` (a line start: the end of the
/// preamble) on; one chunk when the text cannot be cut.
pub fn body_chunks(text: &str, from: u32) -> Vec<ChunkStart> {
    body_chunks_of(text, from, min_len_for(text, from))
}

/// The smallest chunk of a body (see [`MAX_CHUNKS`]).
fn min_len_for(text: &str, from: u32) -> u32 {
    let len = text.len().saturating_sub(from as usize) as u32;
    MIN_CHUNK.max(len / MAX_CHUNKS)
}

/// [`body_chunks`] with chunks of at least `min_len` bytes (the fuzz
/// target cuts at every place it can).
pub fn body_chunks_of(text: &str, from: u32, min_len: u32) -> Vec<ChunkStart> {
    let from = from.min(text.len() as u32);
    let first = ChunkStart {
        offset: from,
        line: text.as_bytes()[..from as usize]
            .iter()
            .filter(|&&b| b == b'\n')
            .count() as u32
            + 1,
    };
    match scan(text, first, false, min_len, |_| false) {
        Some(cuts) => std::iter::once(first).chain(cuts).collect(),
        None => vec![first],
    }
}

/// The cuts after `start` (a chunk start: the scan's state there is the
/// initial one, or, `after_cut`, the one every cut leaves), in order, up to
/// the end of the text or to the first cut `stop` accepts; none when the
/// text cannot be cut (see the module doc).
fn scan(
    text: &str,
    start: ChunkStart,
    after_cut: bool,
    min_len: u32,
    mut stop: impl FnMut(ChunkStart) -> bool,
) -> Option<Vec<ChunkStart>> {
    let base = start.offset;
    let body = &text[base as usize..];
    let mut out = Vec::new();
    let (mut braces, mut parens, mut conditionals) = (0i64, 0i64, 0i64);
    // (a cut follows a `;` or a `}`: either leaves the same state)
    let mut last = after_cut.then_some(SEMICOLON);
    let mut toks = raw_tokens(body).peekable();
    // offsets are relative to `base`; lines are counted from the last cut
    let (mut previous, mut counted_to, mut line) = (0u32, 0u32, start.line);
    while let Some(t) = toks.next() {
        // the cut is at the start of the line, so that the chunk has the
        // line's indentation (the token's column and leading space); not
        // where a comment from an earlier line ends before the token
        let candidate = t.is_bol()
            && braces == 0
            && parens == 0
            && conditionals == 0
            && matches!(last, Some(SEMICOLON | R_CURLY));
        let line_start = if candidate {
            body[..t.start as usize].rfind('\n').map_or(0, |i| i + 1) as u32
        } else {
            0
        };
        let cut_here = candidate
            && line_start > previous
            && line_start - previous >= min_len
            && body.as_bytes()[line_start as usize..t.start as usize]
                .iter()
                .all(|b| matches!(b, b' ' | b'\t' | b'\x0b' | b'\x0c' | b'\r'));
        if cut_here {
            line += body.as_bytes()[counted_to as usize..line_start as usize]
                .iter()
                .filter(|&&b| b == b'\n')
                .count() as u32;
            counted_to = line_start;
            previous = line_start;
            let cut = ChunkStart {
                offset: base + line_start,
                line,
            };
            out.push(cut);
            if stop(cut) {
                return Some(out);
            }
        }
        if t.is_directive_start() {
            let name = match toks.peek() {
                Some(n) if !n.is_bol() && n.kind.is_identifier_like() => n.text(body),
                _ => "",
            };
            match name {
                "if" | "ifdef" | "ifndef" => conditionals += 1,
                "endif" => conditionals -= 1,
                "" | "line" => return None,
                _ => {}
            }
            while let Some(d) = toks.next_if(|d| !d.is_bol()) {
                if matches!(d.text(body), "push_macro" | "pop_macro" | "system_header") {
                    return None;
                }
            }
            continue;
        }
        match t.kind {
            L_CURLY => braces += 1,
            R_CURLY => braces -= 1,
            L_PAREN | L_BRACK => parens += 1,
            R_PAREN | R_BRACK => parens -= 1,
            // `_Pragma("push_macro(...)")` and friends
            STRING_LIT
                if t.text(body).contains("_macro") || t.text(body).contains("system_header") =>
            {
                return None;
            }
            _ => {}
        }
        if braces < 0 || parens < 0 || conditionals < 0 {
            return None;
        }
        last = Some(t.kind);
    }
    Some(out)
}

/// The chunks of the texts last cut, by file, so that after an edit only
/// the text from the chunk before the edit is scanned again, until the scan
/// cuts where it cut before in the unchanged end: lexing a whole long file
/// after each keystroke was a tenth of a re-check. The result is always
/// [`body_chunks`]'s (see [`ChunkCache::body_chunks`]).
#[derive(Debug, Default)]
pub struct ChunkCache {
    last: std::sync::Mutex<rustc_hash::FxHashMap<String, Cut>>,
}

/// A text and its chunks (of at least `min_len` bytes).
#[derive(Debug, Clone)]
struct Cut {
    text: std::sync::Arc<str>,
    from: u32,
    min_len: u32,
    chunks: std::sync::Arc<Vec<ChunkStart>>,
}

impl ChunkCache {
    /// At most this many files are remembered (a daemon edits a few).
    const FILES: usize = 64;

    /// [`body_chunks`] of the text of file `path`.
    pub fn body_chunks(
        &self,
        path: &str,
        text: &std::sync::Arc<str>,
        from: u32,
    ) -> std::sync::Arc<Vec<ChunkStart>> {
        let before = self.lock().get(path).cloned();
        if let Some(before) = &before
            && std::sync::Arc::ptr_eq(&before.text, text)
            && before.from == from
        {
            return before.chunks.clone();
        }
        let min_len = min_len_for(text, from);
        let chunks = std::sync::Arc::new(
            before
                .and_then(|before| rescan(&before, text, from, min_len))
                .unwrap_or_else(|| body_chunks_of(text, from, min_len)),
        );
        let mut last = self.lock();
        if last.len() >= Self::FILES && !last.contains_key(path) {
            last.clear();
        }
        last.insert(
            path.to_string(),
            Cut {
                text: text.clone(),
                from,
                min_len,
                chunks: chunks.clone(),
            },
        );
        chunks
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, rustc_hash::FxHashMap<String, Cut>> {
        // (a panic elsewhere while locked leaves a map that is still whole)
        self.last.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Whether the chunks of `new` found from those of `old` (as
/// [`ChunkCache`] finds them after an edit) are those of a whole scan,
/// with chunks of at least `min_len` bytes (the fuzz target's check).
pub fn rescan_agrees(old: &str, new: &str, from: u32, min_len: u32) -> bool {
    let from = from.min(old.len().min(new.len()) as u32);
    if !old.is_char_boundary(from as usize) || !new.is_char_boundary(from as usize) {
        return true;
    }
    let before = Cut {
        text: std::sync::Arc::from(old),
        from,
        min_len,
        chunks: std::sync::Arc::new(body_chunks_of(old, from, min_len)),
    };
    rescan(&before, new, from, min_len).is_none_or(|got| got == body_chunks_of(new, from, min_len))
}

/// The length of the common start of `a` and `b` (compared a block at a
/// time: a file of 100 KB is compared after each keystroke).
fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    const BLOCK: usize = 64;
    let n = a.len().min(b.len());
    let mut at = 0;
    while at + BLOCK <= n && a[at..at + BLOCK] == b[at..at + BLOCK] {
        at += BLOCK;
    }
    at + a[at..n]
        .iter()
        .zip(&b[at..n])
        .take_while(|(x, y)| x == y)
        .count()
}

/// The length of the common end of `a` and `b` (see [`common_prefix`]).
fn common_suffix(a: &[u8], b: &[u8]) -> usize {
    const BLOCK: usize = 64;
    let n = a.len().min(b.len());
    let (a, b) = (&a[a.len() - n..], &b[b.len() - n..]);
    let mut len = 0;
    while len + BLOCK <= n && a[n - len - BLOCK..n - len] == b[n - len - BLOCK..n - len] {
        len += BLOCK;
    }
    len + a[..n - len]
        .iter()
        .rev()
        .zip(b[..n - len].iter().rev())
        .take_while(|(x, y)| x == y)
        .count()
}

/// [`body_chunks`] of `text`, from the chunks of the text `before` it was
/// edited: the cuts before the chunk preceding the edit are kept (what
/// decides them is unchanged), the scan resumes at that chunk's start (where
/// its state is the one every cut leaves) and stops at the first cut in the
/// unchanged end that is a cut of the old text too, after which the old
/// cuts follow, moved. None when it cannot tell (another preamble end or
/// smallest chunk, a text that was not cut): then the whole text is cut.
fn rescan(before: &Cut, text: &str, from: u32, min_len: u32) -> Option<Vec<ChunkStart>> {
    let (old, new) = (before.text.as_bytes(), text.as_bytes());
    let chunks = &before.chunks;
    if before.from != from || before.min_len != min_len || chunks.len() < 2 {
        return None;
    }
    let prefix = common_prefix(old, new);
    let most = old.len().min(new.len()) - prefix;
    let suffix = common_suffix(&old[prefix..], &new[prefix..]).min(most);
    if prefix < from as usize {
        return None;
    }
    // the chunk holding the edit's start, and the one before it
    let holding = chunks.partition_point(|c| c.offset as usize <= prefix) - 1;
    let resume = holding.saturating_sub(1);
    let newlines = |t: &[u8]| t.iter().filter(|&&b| b == b'\n').count() as i64;
    let line_delta =
        newlines(&new[prefix..new.len() - suffix]) - newlines(&old[prefix..old.len() - suffix]);
    let delta = new.len() as i64 - old.len() as i64;
    let unchanged_from = new.len() - suffix;
    let mut synced = None;
    let cuts = scan(text, chunks[resume], resume > 0, min_len, |cut| {
        if (cut.offset as usize) < unchanged_from {
            return false;
        }
        let old_offset = (cut.offset as i64 - delta) as u32;
        synced = chunks.binary_search_by_key(&old_offset, |c| c.offset).ok();
        synced.is_some()
    });
    let Some(cuts) = cuts else {
        // (the whole scan meets the same reason not to cut)
        return Some(vec![chunks[0]]);
    };
    let mut out = chunks[..=resume].to_vec();
    out.extend(cuts);
    if let Some(m) = synced {
        out.extend(chunks[m + 1..].iter().map(|c| ChunkStart {
            offset: (c.offset as i64 + delta) as u32,
            line: (c.line as i64 + line_delta) as u32,
        }));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cuts(text: &str) -> Vec<(String, u32)> {
        body_chunks(text, 0)
            .iter()
            .map(|c| {
                let rest = &text[c.offset as usize..];
                (rest.lines().next().unwrap_or("").to_string(), c.line)
            })
            .collect()
    }

    fn filler(n: usize) -> String {
        (0..n).map(|i| format!("int v{i} = {i};\n")).collect()
    }

    #[test]
    fn cuts_at_declarations_after_enough_text() {
        let text = format!(
            "{}void f() {{\n  int x;\n}}\n{}struct S {{ int a; }};\nint g();\n",
            filler(80),
            filler(80)
        );
        let got = cuts(&text);
        assert_eq!(got[0], ("int v0 = 0;".to_string(), 1));
        assert!(got.len() >= 3, "{got:?}");
        for (line, n) in &got[1..] {
            // never inside the function or the class, always at a line start
            assert!(!line.starts_with("  "), "{line}");
            assert_eq!(text.lines().nth(*n as usize - 1).unwrap(), line);
        }
    }

    #[test]
    fn cuts_at_line_starts_before_indentation_not_inside_comments() {
        let text = format!("{}  int y;\n/* a\n */ int z;\n{}", filler(60), filler(60));
        for c in body_chunks_of(&text, 0, 1).iter().skip(1) {
            let at = c.offset as usize;
            assert_eq!(&text[at - 1..at], "\n", "at a line start");
            assert!(!text[at..].starts_with(" */"), "not inside a comment");
        }
    }

    #[test]
    fn never_cuts_inside_braces_parentheses_or_conditionals() {
        let inner = filler(200);
        for text in [
            format!("namespace n {{\n{inner}}}\n"),
            format!("#if X\n{inner}#endif\n"),
            format!("int a[] = {{\n{}\n}};\n", "1,\n".repeat(800)),
        ] {
            assert_eq!(body_chunks(&text, 0).len(), 1, "{text}");
        }
    }

    #[test]
    fn what_a_chunk_cannot_carry_over_prevents_cutting() {
        for bad in [
            "#line 40\n",
            "# 3 \"x.cu\"\n",
            "#pragma push_macro(\"X\")\n",
            "_Pragma(\"pop_macro(\\\"X\\\")\")\n",
        ] {
            let text = format!("{}{bad}{}", filler(100), filler(100));
            assert_eq!(body_chunks(&text, 0).len(), 1, "{bad}");
        }
    }

    #[test]
    fn comments_and_strings_hide_braces() {
        let text = format!("// {{\n/* {{ */\nconst char *s = \"{{\";\n{}", filler(300));
        assert!(body_chunks(&text, 0).len() > 1);
    }

    /// Edits of every kind and place: the cache's chunks are always those
    /// of a whole scan.
    #[test]
    fn chunks_after_an_edit_are_those_of_a_whole_scan() {
        let base = format!(
            "#include <x.h>\n{}void f() {{\n  int x;\n}}\n{}struct S {{ int a; }};\n{}",
            filler(150),
            filler(150),
            filler(150)
        );
        let from = base.find("int v0").unwrap() as u32;
        type Edit = Box<dyn Fn(&str) -> String>;
        let edits: Vec<Edit> = vec![
            Box::new(|t| t.replacen("int v3 = 3;", "int v3 = 33333;", 1)),
            Box::new(|t| t.replacen("int v70 = 70;\n", "", 1)),
            Box::new(|t| t.replacen("int v80 = 80;", "int v80 = 80;\nvoid g() {\n}\n", 1)),
            Box::new(|t| t.replacen("  int x;", "  int x; {", 1)),
            Box::new(|t| t.replacen("int v120 = 120;", "#line 4\n", 1)),
            Box::new(|t| t.replacen("int v140 = 140;", "/* int v140 = 140;", 1)),
            Box::new(|t| format!("{t}int added;\n")),
            Box::new(|t| t.replacen("int a;", "int a; int b;", 1)),
            Box::new(|t| t.replacen("int v149 = 149;", "int v149 = 149", 1)),
            Box::new(|t| t.replacen("int v0 = 0;", "", 1)),
        ];
        let cache = ChunkCache::default();
        let mut text = std::sync::Arc::<str>::from(base.as_str());
        assert_eq!(
            *cache.body_chunks("a.cu", &text, from),
            body_chunks(&text, from)
        );
        let mut rescanned = 0;
        for (i, edit) in edits.iter().enumerate() {
            // each edit, and each edit undone
            for next in [edit(&text), base.clone()] {
                let before = cache.lock().get("a.cu").cloned().unwrap();
                rescanned +=
                    rescan(&before, &next, from, min_len_for(&next, from)).is_some() as usize;
                text = std::sync::Arc::from(next.as_str());
                let got = cache.body_chunks("a.cu", &text, from);
                assert_eq!(*got, body_chunks(&text, from), "edit {i}");
            }
        }
        // (most edits are cut from the old chunks, not scanned whole)
        assert!(rescanned >= 15, "{rescanned}");
    }

    #[test]
    fn common_ends_are_found_block_by_block_and_byte_by_byte() {
        let a: Vec<u8> = (0..300u32).map(|i| (i % 251) as u8).collect();
        for cut in [0usize, 1, 63, 64, 65, 200, 299] {
            let mut b = a.clone();
            b[cut] ^= 1;
            assert_eq!(common_prefix(&a, &b), cut);
            assert_eq!(common_suffix(&a, &b), a.len() - cut - 1);
        }
        assert_eq!(common_prefix(&a, &a[..100]), 100);
        assert_eq!(common_suffix(&a, &a[200..]), 100);
        assert_eq!(common_prefix(&a, &[]), 0);
    }
}
