//! Integer literals too large for every integer type (#23, "integer
//! constant is too large"): EDG warns as its scanner converts them, on
//! both sides, in function bodies, templates and initializers alike. Only
//! the user's files are looked at (warnings in system headers are not
//! shown).
//!
//! Where: the scanner runs ahead of the parser, so the position is a token
//! before the literal. Observed with cudafe++ 13.5: the token just before
//! it (`return 1e99`, `= N`, `(N)`, `-N`), but after a binary operator or
//! a comma the start of that operand chain (`x * N` and `x + 1 + N` at
//! `x`, `f(x, N)` at `x`, `{1, N}` at `1`), even on an earlier line.
//!
//! The same scan finds numbers with a suffix the language does not have
//! (`hir::literal_suffixes`), reported at the number by `collect`.

/// Whether an integer literal's value exceeds `unsigned long long`
/// (decimal, octal, hexadecimal or binary; digit separators and the
/// standard suffixes allowed). A token that is not such a literal (a
/// user-defined literal, a malformed one) is not.
pub(crate) fn too_large(text: &str) -> bool {
    let body = text.trim_end_matches(['u', 'U', 'l', 'L', 'z', 'Z']);
    let (radix, digits) = if let Some(h) = body.strip_prefix("0x").or(body.strip_prefix("0X")) {
        (16, h)
    } else if let Some(b) = body.strip_prefix("0b").or(body.strip_prefix("0B")) {
        (2, b)
    } else if body.len() > 1 && body.starts_with('0') {
        (8, &body[1..])
    } else {
        (10, body)
    };
    let mut value: u64 = 0;
    for c in digits.chars().filter(|&c| c != '\'') {
        let Some(d) = c.to_digit(radix) else {
            return false;
        };
        match value
            .checked_mul(u64::from(radix))
            .and_then(|v| v.checked_add(u64::from(d)))
        {
            Some(v) => value = v,
            // (the rest must still be digits for it to be a literal)
            None => {
                return digits
                    .chars()
                    .filter(|&c| c != '\'')
                    .all(|c| c.is_digit(radix));
            }
        }
    }
    false
}

/// What a side's numbers give rise to, with token indexes among the
/// side's tokens: each literal too large (#23), with the index of the token
/// its warning is shown at, and each number with a suffix problem (in the
/// user's files or not: the caller filters).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Numbers<I> {
    pub(crate) too_large: Vec<(I, I)>,
    pub(crate) suffixes: Vec<(I, hir::literal_suffixes::SuffixProblem)>,
}

/// [`Numbers`] of a side, from each part's (shifted by where it starts).
pub(crate) fn numbers(db: &dyn crate::SemaDb, us: base_db::UnitSide) -> Numbers<usize> {
    let mut out = Numbers::default();
    for part in base_db::parts(db, us) {
        let first = base_db::part_start(db, us, part).1;
        let key = base_db::UnitPart::new(db, us.whole(db), part);
        let n = part_numbers(db, key);
        let at = |i: u32| first + i as usize;
        out.too_large
            .extend(n.too_large.iter().map(|&(lit, shown)| (at(lit), at(shown))));
        out.suffixes
            .extend(n.suffixes.iter().map(|(i, p)| (at(*i), p.clone())));
    }
    out
}

/// [`numbers`] of one part, in its own token indexes: a query, so that an
/// edit scans its own chunk again, not the hundreds of thousands of tokens
/// of the headers.
#[salsa::tracked(returns(ref))]
fn part_numbers<'db>(db: &'db dyn crate::SemaDb, key: base_db::UnitPart<'db>) -> Numbers<u32> {
    let tokens = &base_db::preprocess_part(db, key.us(db), key.part(db))
        .unit
        .pp
        .tokens;
    let mut out = Numbers::default();
    for (i, t) in tokens.iter().enumerate() {
        if t.kind == syntax::SyntaxKind::INT_NUMBER && too_large(&t.text) {
            let shown = warning_token(|j| tokens[j].kind, i);
            out.too_large.push((i as u32, shown as u32));
        }
        if let Some(p) = hir::literal_suffixes::suffix_problem(t.kind, &t.text) {
            out.suffixes.push((i as u32, p));
        }
    }
    out
}

/// The index of the token a #23 warning for the literal at `at` is shown
/// at, given the kind of each token before it (see the module doc).
fn warning_token(kind: impl Fn(usize) -> syntax::SyntaxKind, at: usize) -> usize {
    use syntax::SyntaxKind::*;
    let Some(before) = at.checked_sub(1) else {
        return at;
    };
    let operand_end = |k: syntax::SyntaxKind| {
        matches!(
            k,
            IDENT | INT_NUMBER | FLOAT_NUMBER | CHAR_LIT | STRING_LIT | R_PAREN | R_BRACK
        )
    };
    let binary = match kind(before) {
        STAR | SLASH | PERCENT | SHL | SHR | L_ANGLE | R_ANGLE | LTEQ | GTEQ | EQ2 | NEQ
        | CARET | PIPE | AMP2 | PIPE2 | COMMA | QUESTION | COLON => true,
        // `x - N`, `x & N`: binary after an operand, unary otherwise
        MINUS | PLUS | AMP => before > 0 && operand_end(kind(before - 1)),
        _ => false,
    };
    if !binary {
        return before;
    }
    // back over the operand chain to its start: after an unmatched
    // opening bracket, a statement's start, `return` or an assignment
    let mut depth = 0usize;
    let mut start = before;
    for j in (0..before).rev().take(4096) {
        match kind(j) {
            R_PAREN | R_BRACK => depth += 1,
            R_CURLY if depth > 0 => depth += 1,
            L_PAREN | L_BRACK | L_CURLY => {
                if depth == 0 {
                    return start;
                }
                depth -= 1;
            }
            SEMICOLON | R_CURLY | RETURN_KW | EQ if depth == 0 => return start,
            _ => {}
        }
        start = j;
    }
    start
}

#[cfg(test)]
mod tests {
    use super::too_large;
    use hir::literal_suffixes::{SuffixProblem, suffix_problem};
    use syntax::SyntaxKind::{FLOAT_NUMBER, INT_NUMBER};

    #[test]
    fn suffixes_the_language_has_and_others() {
        for (kind, ok) in [
            (INT_NUMBER, "1ul"),
            (INT_NUMBER, "1LL"),
            (INT_NUMBER, "0x1fu"),
            (INT_NUMBER, "1uz"),
            (INT_NUMBER, "0b101"),
            (INT_NUMBER, "1'000"),
            (FLOAT_NUMBER, "1.0f"),
            (FLOAT_NUMBER, "1.0Q"),
            (FLOAT_NUMBER, "1e5f"),
            (FLOAT_NUMBER, "0x1p3f"),
            (FLOAT_NUMBER, "1.5e-3L"),
            (FLOAT_NUMBER, "2."),
        ] {
            assert_eq!(suffix_problem(kind, ok), None, "{ok}");
        }
        for (kind, udl, suffix) in [
            (FLOAT_NUMBER, "1.0f16", "f16"),
            (INT_NUMBER, "1q", "q"),
            (INT_NUMBER, "2i", "i"),
            (FLOAT_NUMBER, "1.5_y", "_y"),
            (FLOAT_NUMBER, "1.0bf16", "bf16"),
            (FLOAT_NUMBER, "1.0fl", "fl"),
            (FLOAT_NUMBER, "1.0e", "e"),
        ] {
            assert_eq!(
                suffix_problem(kind, udl),
                Some(SuffixProblem::UserDefined(suffix.into())),
                "{udl}"
            );
        }
        assert_eq!(
            suffix_problem(FLOAT_NUMBER, "1.5f32"),
            Some(SuffixProblem::ExtraText)
        );
    }

    #[test]
    fn literals_past_unsigned_long_long() {
        for big in [
            "99999999999999999999",
            "18446744073709551616ULL",
            "0x1FFFFFFFFFFFFFFFF",
            "0777777777777777777777777",
            "0b11111111111111111111111111111111111111111111111111111111111111111",
            "1'8446'7440'7370'9551'616",
        ] {
            assert!(too_large(big), "{big}");
        }
        for fits in [
            "18446744073709551615ULL",
            "9223372036854775808",
            "0xFFFFFFFFFFFFFFFF",
            "0",
            "017",
            "123_km",
            "99999999999999999999_km",
            "0x",
        ] {
            assert!(!too_large(fits), "{fits}");
        }
    }

    #[test]
    fn the_warning_is_at_the_token_before_the_literal() {
        crate::fixture::check_diagnostics(
            r#"
int a = 99999999999999999999;
    //^ warning: integer constant is too large
unsigned long long b = 18446744073709551615ULL;
__device__ int f() { return 123456789012345678901234567890; }
                   //^ warning: integer constant is too large
int g(int x) { return x
                    //^ warning: integer constant is too large
  * 88888888888888888888888; }
int h(int, long long);
int p(int x) { return h(x, 88888888888888888888888); }
                      //^ warning: integer constant is too large
int q[] = { 1, 88888888888888888888888 };
          //^ warning: integer constant is too large
"#,
        );
    }
}
