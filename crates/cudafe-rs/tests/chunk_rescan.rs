//! The chunks of an edited file, found from the old text's chunks as the
//! database finds them after an edit (`preprocessor::ChunkCache`), are those
//! of a whole scan: for every `.cu` of test-data, pseudo-random edits that
//! open, close or end things, with chunks as small as the scan allows.

mod common;

#[test]
fn chunks_found_after_edits_are_those_of_a_whole_scan() {
    let files = common::cu_files("test-data");
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
    let mut rng = common::Rng(0x9e37_79b9_7f4a_7c15);
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
