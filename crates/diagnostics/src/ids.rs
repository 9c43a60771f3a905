//! Diagnostic numbers and tags, as the diagnostic controls see them
//! (`--diag_suppress=N`, `#pragma nv_diag_warning tag`).
//!
//! Everything here was observed with the real tools (the oracle):
//!
//! - EDG numbers its diagnostics internally `1..=4012`; NVIDIA's own start at
//!   3584 and are *displayed* 16416 higher (`EC3595` is `#20011`). A control
//!   takes either form; we work with the displayed one throughout.
//! - `0`, `4013..=19999` and everything above `20428` are "invalid error
//!   number"s (#1222 in a pragma, a command-line error on the command line).
//! - Only some errors are *discretionary* (EDG's severity 7: the controls can
//!   suppress or demote them); the others (severity 8) ignore every control.
//!   Every warning and remark is discretionary.
//! - A tag names a diagnostic (`declared_but_not_referenced` is #177); the
//!   table (`catalog`) holds the tag of each of our messages, as the binary
//!   has it.

/// Highest internal number the real front end accepts.
pub const MAX_INTERNAL: u32 = 4012;
/// First internal number of NVIDIA's diagnostics (displayed from 20000 on).
const FIRST_CUDA_INTERNAL: u32 = 3584;
const DISPLAY_OFFSET: u32 = 16416;

/// The displayed number for a number as a control names it (internal or
/// displayed), or `None` when the real tool calls it invalid.
pub fn display_number(n: u64) -> Option<u32> {
    let n = u32::try_from(n).ok()?;
    match n {
        1..=MAX_INTERNAL if n >= FIRST_CUDA_INTERNAL => Some(n + DISPLAY_OFFSET),
        1..=MAX_INTERNAL => Some(n),
        20000.. if n <= MAX_INTERNAL + DISPLAY_OFFSET => Some(n),
        _ => None,
    }
}

/// The number cudafe++ displays for an internal one.
pub fn displayed(internal: u32) -> u32 {
    if internal >= FIRST_CUDA_INTERNAL {
        internal + DISPLAY_OFFSET
    } else {
        internal
    }
}

/// EDG's internal number for a displayed one (SARIF's `ruleId` is `EC<internal>`).
pub fn internal_number(display: u32) -> u32 {
    if display >= FIRST_CUDA_INTERNAL + DISPLAY_OFFSET {
        display - DISPLAY_OFFSET
    } else {
        display
    }
}

/// True when an error with this number can be suppressed or demoted (a
/// soft error of the table; observed: `-diag-warn=N` turns them into
/// warnings). Other errors are hard.
pub fn is_discretionary_error(number: u32) -> bool {
    crate::Message::ALL.iter().any(|m| {
        let e = m.entry();
        e.class == crate::Class::SoftError && e.edg.map(displayed) == Some(number)
    })
}

/// The displayed number a tag names, if the table has its message. EDG
/// knows thousands more tags; an unknown one is not an error for us (see
/// `docs/architecture.md`).
pub fn tag_number(tag: &str) -> Option<u32> {
    if tag.is_empty() {
        return None;
    }
    crate::Message::ALL.iter().find_map(|m| {
        let e = m.entry();
        (e.tag == tag).then_some(e.edg.map(displayed)).flatten()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_as_the_real_tool_takes_them() {
        let got: Vec<_> = [
            0u64, 1, 3583, 3584, 3675, 4012, 4013, 19999, 20000, 20091, 20428, 20429,
        ]
        .iter()
        .map(|&n| (n, display_number(n)))
        .collect();
        expect_test::expect!["[(0, None), (1, Some(1)), (3583, Some(3583)), (3584, Some(20000)), (3675, Some(20091)), (4012, Some(20428)), (4013, None), (19999, None), (20000, Some(20000)), (20091, Some(20091)), (20428, Some(20428)), (20429, None)]"]
        .assert_eq(&format!("{got:?}"));
        assert_eq!(internal_number(20011), 3595);
        assert_eq!(internal_number(177), 177);
    }
}
