//! The diagnostic pragmas of one side of a unit, as data for the driver's
//! diagnostic controls: `#pragma nv_diag_suppress|remark|warning|error|
//! default|once N[,N...]` and `#pragma nv_diagnostic push|pop`, each with
//! its position and its operand list parsed the way the real front end
//! parses it (numbers are C integer literals, identifiers are tags, a bad
//! list is reported in order: "expected an error number or error tag",
//! "expected a ","").
//!
//! What the real tools do, observed with the oracle: gcc -E rewrites a
//! pragma as `#pragma` and its tokens separated by single spaces, and the
//! front end's columns and echoed source line are those of that rewritten
//! line; `_Pragma("...")` becomes such a line too. The legacy spellings
//! (`#pragma diag_suppress`) and `nv_diag_push`/`nv_diag_pop` are ignored
//! without a word, as are pragmas of other names.
//!
//! A pragma governs the diagnostics positioned after it in the translation
//! unit (headers included): [`TokenLines`] gives a diagnostic's line its
//! place in the token stream, which compares with [`DiagPragma::token_index`].

use crate::{SourceDb, UnitSide};
use rustc_hash::FxHashMap;
use smol_str::SmolStr;
use std::sync::Arc;
use syntax::SyntaxKind;

/// One `nv_diag_*` or `nv_diagnostic` pragma.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiagPragma {
    /// Presumed file name and line of the pragma.
    pub file: String,
    pub line: u32,
    /// In a system header (its own warnings are not reported there).
    pub system: bool,
    /// Index of the preprocessed token the pragma precedes.
    pub token_index: usize,
    /// The directive as gcc -E writes it, which the front end echoes.
    pub source_line: String,
    /// The column just past the end of `source_line`.
    pub end_column: u32,
    pub kind: DiagPragmaKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiagPragmaKind {
    /// `nv_diag_<action>` and its operands, in order.
    Control {
        action: DiagAction,
        list: Vec<ListEntry>,
    },
    Push,
    Pop,
    /// `nv_diagnostic` with neither `push` nor `pop` (#3184 at `column`).
    BadDiagnostic {
        column: u32,
    },
}

/// What a control pragma does to the diagnostics it names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DiagAction {
    Suppress,
    Remark,
    Warning,
    Error,
    /// Back to the severity the command line gave, or the built-in one.
    Default,
    /// Only the first occurrence is reported.
    Once,
}

/// One operand of a control pragma, or a parse error in the list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListEntry {
    /// A number as written (internal or displayed; validity is the
    /// driver's business, it knows the catalog).
    Number {
        column: u32,
        value: u64,
    },
    Tag {
        column: u32,
        name: SmolStr,
    },
    /// "expected an error number or error tag" (#1224).
    ExpectedItem {
        column: u32,
    },
    /// "expected a ","" (#253); the rest of the list is ignored.
    ExpectedComma {
        column: u32,
    },
}

/// A `#pragma` of one side, located at the unit level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitPragma {
    /// The pragma's tokens after `pragma` (see [`preprocessor::Pragma`]).
    pub text: String,
    /// Index of the unit's preprocessed token the pragma precedes.
    pub token_index: usize,
    /// Unit-level file id ([`crate::unit_file_id`]) and offset of the directive.
    pub file_id: preprocessor::FileId,
    pub offset: u32,
    /// Presumed file name, line and column of the directive.
    pub file: String,
    pub line: u32,
    pub column: u32,
    pub system: bool,
}

/// Every `#pragma` of one side, in order, gathered from the parts: an edit
/// of the body re-runs the body's preprocessing only, never a whole run.
#[salsa::tracked(returns(ref))]
pub fn unit_pragmas(db: &dyn SourceDb, us: UnitSide) -> Arc<Vec<UnitPragma>> {
    let mut out = Vec::new();
    for part in crate::parts(db, us) {
        let pp = &crate::preprocess_part(db, us, part).unit.pp;
        if pp.pragmas.is_empty() {
            continue;
        }
        let first_token = crate::part_start(db, us, part).1;
        let file_base = crate::part_file_base(db, us, part);
        let main_offset = crate::part_main_offset(db, us, part);
        let shift = crate::part_line_shift(db, us, part);
        for p in &pp.pragmas {
            let loc = pp.presumed_location_shifted(p.file, p.offset, shift);
            let (_, column) = pp.line_col(p.file, p.offset);
            out.push(UnitPragma {
                text: p.text.clone(),
                token_index: first_token + p.token_index,
                file_id: crate::unit_file_id(p.file, file_base),
                offset: crate::unit_offset(p.file, p.offset, main_offset),
                file: loc.file.to_string(),
                line: loc.line,
                column,
                system: loc.system,
            });
        }
    }
    Arc::new(out)
}

/// The diagnostic pragmas of one side, in order.
#[salsa::tracked(returns(ref))]
pub fn diag_pragmas(db: &dyn SourceDb, us: UnitSide) -> Arc<Vec<DiagPragma>> {
    let out = unit_pragmas(db, us)
        .iter()
        .filter_map(|p| {
            let kind = parse_pragma(&p.text)?;
            Some(DiagPragma {
                file: p.file.clone(),
                line: p.line,
                system: p.system,
                token_index: p.token_index,
                source_line: format!("#pragma {}", p.text),
                end_column: column_of(p.text.len()),
                kind,
            })
        })
        .collect();
    Arc::new(out)
}

/// Columns count in `#pragma <text>`.
fn column_of(offset_in_text: usize) -> u32 {
    "#pragma ".len() as u32 + offset_in_text as u32 + 1
}

/// Parses a pragma's text (after `pragma`); `None` for the pragmas that
/// are not diagnostic controls.
pub fn parse_pragma(text: &str) -> Option<DiagPragmaKind> {
    // significant tokens with their columns
    let mut toks: Vec<(SyntaxKind, &str, u32)> = Vec::new();
    let mut pos = 0usize;
    for t in syntax::lexer::lex(text) {
        let end = pos + t.len as usize;
        if !matches!(
            t.kind,
            SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE | SyntaxKind::COMMENT
        ) {
            toks.push((t.kind, &text[pos..end], column_of(pos)));
        }
        pos = end;
    }
    let end_column = column_of(text.len());
    let (&(_, name, _), rest) = toks.split_first()?;
    let action = match name {
        "nv_diag_suppress" => DiagAction::Suppress,
        "nv_diag_remark" => DiagAction::Remark,
        "nv_diag_warning" => DiagAction::Warning,
        "nv_diag_error" => DiagAction::Error,
        "nv_diag_default" => DiagAction::Default,
        "nv_diag_once" => DiagAction::Once,
        "nv_diagnostic" => {
            return Some(match rest.first() {
                Some((_, "push", _)) => DiagPragmaKind::Push,
                Some((_, "pop", _)) => DiagPragmaKind::Pop,
                Some(&(_, _, column)) => DiagPragmaKind::BadDiagnostic { column },
                None => DiagPragmaKind::BadDiagnostic { column: end_column },
            });
        }
        _ => return None,
    };
    Some(DiagPragmaKind::Control {
        action,
        list: parse_list(rest, end_column),
    })
}

/// `N[, N...]`: after a bad operand (which is skipped) or a missing comma
/// the real front end reports a missing comma at the next token and stops.
fn parse_list(toks: &[(SyntaxKind, &str, u32)], end_column: u32) -> Vec<ListEntry> {
    let mut out = Vec::new();
    let mut i = 0;
    let column_at = |i: usize| toks.get(i).map_or(end_column, |t| t.2);
    loop {
        let column = column_at(i);
        let good = match toks.get(i) {
            Some(&(SyntaxKind::INT_NUMBER, text, _)) => match parse_integer(text) {
                Some(value) => {
                    out.push(ListEntry::Number { column, value });
                    true
                }
                None => false,
            },
            Some(&(kind, text, _)) if kind.is_identifier_like() => {
                out.push(ListEntry::Tag {
                    column,
                    name: SmolStr::new(text),
                });
                true
            }
            _ => false,
        };
        if !good {
            out.push(ListEntry::ExpectedItem { column });
            if i < toks.len() {
                i += 1;
            }
            out.push(ListEntry::ExpectedComma {
                column: column_at(i),
            });
            return out;
        }
        i += 1;
        match toks.get(i) {
            None => return out,
            Some((_, ",", _)) => i += 1,
            Some(_) => {
                out.push(ListEntry::ExpectedComma {
                    column: column_at(i),
                });
                return out;
            }
        }
    }
}

/// Parses a C integer literal as EDG reads the numbers of a diagnostic
/// control (`177`, `0x4e4b`, `02`, `177u`); `None` when it is not one.
pub fn parse_integer(text: &str) -> Option<u64> {
    let digits = text.trim_end_matches(['u', 'U', 'l', 'L']);
    let (radix, body) = if let Some(hex) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        (16, hex)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if body.is_empty() {
        return None;
    }
    u64::from_str_radix(body, radix).ok()
}

/// Where each line of each file starts in the token stream of one side: a
/// diagnostic on a line is governed by the pragmas whose
/// [`DiagPragma::token_index`] is at most [`TokenLines::position`].
///
/// Built per part (the preamble's is not rebuilt after an edit of the body)
/// and read as if built over the joined token stream.
#[derive(Debug, PartialEq, Eq)]
pub struct TokenLines {
    /// Each part's lines with the index of its first token in the unit.
    parts: Vec<(Arc<PartLines>, usize)>,
}

/// The lines of one part's files.
#[derive(Debug, PartialEq, Eq)]
pub struct PartLines {
    /// Per presumed file: (line, index of its first token in the part),
    /// lines increasing (a file's later inclusions are left out).
    files: FxHashMap<String, Vec<(u32, usize)>>,
}

impl TokenLines {
    /// The position of a diagnostic at `line` of `file`: the index of the
    /// first token at or after that line; 0 (before every pragma) for a
    /// diagnostic without a position or in a file without tokens.
    pub fn position(&self, file: &str, line: u32) -> usize {
        if line == 0 {
            return 0;
        }
        // The joined list of a file is the first part's, then the later
        // parts' lines past it (a later part's list is increasing, so its
        // first line at or after `line`, when `line` is past the earlier
        // parts, is the joined list's).
        let mut last = None;
        for (part, start) in &self.parts {
            let Some(lines) = part.files.get(file) else {
                continue;
            };
            let i = lines.partition_point(|&(l, _)| l < line);
            if let Some(&(_, index)) = lines.get(i) {
                return start + index;
            }
            if let Some(&(l, index)) = lines.last()
                && last.is_none_or(|(seen, _)| l > seen)
            {
                last = Some((l, start + index));
            }
        }
        last.map_or(0, |(_, index)| index + 1)
    }
}

#[salsa::tracked(returns(ref))]
fn token_lines_unit_part<'db>(db: &'db dyn SourceDb, key: crate::UnitPart<'db>) -> Arc<PartLines> {
    let map = crate::token_map_part(db, key.us(db), key.part(db));
    let mut files: FxHashMap<String, Vec<(u32, usize)>> = FxHashMap::default();
    for i in 0..map.len() {
        let Some((file, line)) = map.presumed_line(i) else {
            continue;
        };
        // (no allocation per token: most tokens are in a file seen before)
        match files.get_mut(&*file) {
            Some(lines) => {
                if lines.last().is_none_or(|&(l, _)| line > l) {
                    lines.push((line, i));
                }
            }
            None => {
                files.insert(file.to_string(), vec![(line, i)]);
            }
        }
    }
    Arc::new(PartLines { files })
}

#[salsa::tracked(returns(ref))]
pub fn token_lines(db: &dyn SourceDb, us: UnitSide) -> Arc<TokenLines> {
    let parts = crate::parts(db, us)
        .into_iter()
        .filter(|&part| part != crate::Part::Preamble || crate::has_preamble(db, us))
        .map(|part| {
            let key = crate::UnitPart::new(db, us.whole(db), part);
            let lines = token_lines_unit_part(db, key).clone();
            (lines, crate::part_start(db, us, part).1)
        })
        .collect();
    Arc::new(TokenLines { parts })
}

#[cfg(test)]
mod tests {
    use super::*;
    use expect_test::{Expect, expect};

    fn check(text: &str, expect: Expect) {
        expect.assert_eq(&format!("{:?}\n", parse_pragma(text)));
    }

    #[test]
    fn lists_as_the_real_front_end_reads_them() {
        check(
            "nv_diag_suppress 20091, 0x4e4b,declared_but_not_referenced",
            expect![[r#"
            Some(Control { action: Suppress, list: [Number { column: 26, value: 20091 }, Number { column: 33, value: 20043 }, Tag { column: 40, name: "declared_but_not_referenced" }] })
        "#]],
        );
        // a missing comma: the first number counts, the rest is ignored
        check(
            "nv_diag_warning 20091 20093",
            expect![[r#"
            Some(Control { action: Warning, list: [Number { column: 25, value: 20091 }, ExpectedComma { column: 31 }] })
        "#]],
        );
        check(
            "nv_diag_error (20091)",
            expect![[r#"
            Some(Control { action: Error, list: [ExpectedItem { column: 23 }, ExpectedComma { column: 24 }] })
        "#]],
        );
        check(
            "nv_diag_suppress",
            expect![[r#"
            Some(Control { action: Suppress, list: [ExpectedItem { column: 25 }, ExpectedComma { column: 25 }] })
        "#]],
        );
        check(
            "nv_diag_suppress 177,,550",
            expect![[r#"
            Some(Control { action: Suppress, list: [Number { column: 26, value: 177 }, ExpectedItem { column: 30 }, ExpectedComma { column: 31 }] })
        "#]],
        );
        check(
            "nv_diag_once 20091-D",
            expect![[r#"
            Some(Control { action: Once, list: [Number { column: 22, value: 20091 }, ExpectedComma { column: 27 }] })
        "#]],
        );
    }

    #[test]
    fn push_pop_and_others() {
        check(
            "nv_diagnostic push",
            expect![[r#"
            Some(Push)
        "#]],
        );
        check(
            "nv_diagnostic pop extra",
            expect![[r#"
            Some(Pop)
        "#]],
        );
        check(
            "nv_diagnostic foo bar",
            expect![[r#"
            Some(BadDiagnostic { column: 23 })
        "#]],
        );
        check(
            "nv_diagnostic",
            expect![[r#"
            Some(BadDiagnostic { column: 22 })
        "#]],
        );
        check(
            "diag_suppress 177",
            expect![[r#"
            None
        "#]],
        );
        check(
            "nv_diag_push",
            expect![[r#"
            None
        "#]],
        );
        check(
            "once",
            expect![[r#"
            None
        "#]],
        );
    }

    #[test]
    fn integer_literals() {
        let got: Vec<_> = ["177", "0x4e4b", "02", "177u", "0x", "1e5", "abc"]
            .iter()
            .map(|s| parse_integer(s))
            .collect();
        expect![[r#"
            [Some(177), Some(20043), Some(2), Some(177), None, None, None]
        "#]]
        .assert_eq(&format!("{got:?}\n"));
    }
}
