//! The chunks of an edited file, found from the old text's chunks as the
//! database finds them after an edit (`preprocessor::ChunkCache`), are those
//! of a whole scan: for every `.cu` of test-data, pseudo-random edits that
//! open, close or end things, with chunks as small as the scan allows.

use std::path::{Path, PathBuf};

fn cu_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            cu_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "cu") {
            out.push(p);
        }
    }
}

/// A deterministic generator (xorshift), so that failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[test]
fn chunks_found_after_edits_are_those_of_a_whole_scan() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data");
    let mut files = Vec::new();
    cu_files(&root, &mut files);
    files.sort();
    assert!(files.len() > 100, "test-data has its .cu files");
    let inserted = [
        "}\n",
        ";\n",
        "{",
        "/*",
        "*/",
        "\n#if X\n",
        "#endif\n",
        "int x;\n",
        "\"",
        "(",
        "",
    ];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut checked = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        if text.is_empty() {
            continue;
        }
        for _ in 0..8 {
            let boundary = |mut at: usize| {
                while !text.is_char_boundary(at) {
                    at -= 1;
                }
                at
            };
            let at = boundary(rng.next() as usize % text.len());
            let end = boundary((at + rng.next() as usize % 48).min(text.len())).max(at);
            let what = inserted[rng.next() as usize % inserted.len()];
            let edited = format!("{}{what}{}", &text[..at], &text[end..]);
            for min_len in [1, 64, 1024] {
                assert!(
                    preprocessor::rescan_agrees(&text, &edited, 0, min_len),
                    "{}: replacing {at}..{end} with {what:?} (chunks of {min_len}+ bytes)",
                    path.display()
                );
                // and back
                assert!(
                    preprocessor::rescan_agrees(&edited, &text, 0, min_len),
                    "{}: undoing {at}..{end} -> {what:?} (chunks of {min_len}+ bytes)",
                    path.display()
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "{checked}");
}
