//! The suffixes of numbers, as EDG reads them: the language's own, a
//! user-defined one, or extra text (shared by the literals' types in
//! bodies and the diagnostics on them).

use crate::ty::Ty;
use smol_str::SmolStr;

/// What is wrong with a number's suffix, for EDG (checked with the
/// oracle): a suffix the language does not have is a user-defined one
/// (`1.0f16`, `1q`, `2i`, `1.5_km`), which needs a literal operator; a
/// floating suffix letter followed by digits (`1.5f32`, `1.0q16`) is
/// extra text after the number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SuffixProblem {
    UserDefined(SmolStr),
    ExtraText,
}

/// The problem with the suffix of a number token, if any.
pub fn suffix_problem(kind: syntax::SyntaxKind, text: &str) -> Option<SuffixProblem> {
    use syntax::SyntaxKind::*;
    let lower = text.to_ascii_lowercase();
    let hex = lower.starts_with("0x");
    let floating = kind == FLOAT_NUMBER;
    if !matches!(kind, INT_NUMBER | FLOAT_NUMBER) {
        return None;
    }
    // where the digits end: after hex digits, the exponent's digits, a `.`
    let bytes = text.as_bytes();
    let mut end = 0;
    let binary = !floating && lower.starts_with("0b");
    let mut i = 0;
    if hex || binary {
        i = 2;
    }
    while i < bytes.len() {
        let c = bytes[i] as char;
        let digit = c.is_ascii_digit()
            || c == '\''
            || c == '.'
            || (hex && c.is_ascii_hexdigit() && !(floating && matches!(c, 'p' | 'P')));
        let exponent = if hex {
            matches!(c, 'p' | 'P')
        } else {
            floating && matches!(c, 'e' | 'E')
        };
        if exponent {
            // the exponent's sign and digits (`1e` has none: a suffix)
            let mut j = i + 1;
            if j < bytes.len() && matches!(bytes[j], b'+' | b'-') {
                j += 1;
            }
            if j < bytes.len() && bytes[j].is_ascii_digit() {
                while j < bytes.len() && bytes[j].is_ascii_digit() {
                    j += 1;
                }
                i = j;
                end = j;
                continue;
            }
            break;
        }
        if !digit {
            break;
        }
        i += 1;
        end = i;
    }
    // (a hexadecimal integer's `0x` with nothing after it is another error)
    let suffix = &text[end.max(if hex || binary { 2 } else { 0 }).min(text.len())..];
    if suffix.is_empty() {
        return None;
    }
    let s = suffix.to_ascii_lowercase();
    let standard = if floating {
        matches!(s.as_str(), "f" | "l" | "q" | "w")
    } else {
        let same_case_ll = !(suffix.contains("lL") || suffix.contains("Ll"));
        same_case_ll
            && matches!(
                s.as_str(),
                "u" | "l" | "ul" | "lu" | "ll" | "ull" | "llu" | "z" | "uz" | "zu"
            )
    };
    if standard {
        return None;
    }
    if floating
        && s.len() > 1
        && s.starts_with(['f', 'l', 'q', 'w'])
        && s[1..].bytes().all(|b| b.is_ascii_digit())
        && s != "f16"
    {
        return Some(SuffixProblem::ExtraText);
    }
    Some(SuffixProblem::UserDefined(SmolStr::new(suffix)))
}

/// The type a body gives a number with a suffix problem: unknown, with the
/// problem kept in its spelling (read back by [`problem_of_type`]).
pub fn literal_type(problem: &SuffixProblem) -> Ty {
    Ty::Unknown(match problem {
        SuffixProblem::UserDefined(suffix) => {
            SmolStr::new(format!("<user-defined literal {suffix}>"))
        }
        SuffixProblem::ExtraText => SmolStr::new_static("<malformed number>"),
    })
}

/// The suffix problem of a number typed by [`literal_type`].
pub fn problem_of_type(ty: &Ty) -> Option<SuffixProblem> {
    let Ty::Unknown(t) = ty else { return None };
    if t == "<malformed number>" {
        return Some(SuffixProblem::ExtraText);
    }
    t.strip_prefix("<user-defined literal ")
        .and_then(|r| r.strip_suffix('>'))
        .map(|suffix| SuffixProblem::UserDefined(SmolStr::new(suffix)))
}

/// The name of the literal operator that takes a suffix, as the item tree
/// spells it (`operator""_km`, however spaced in the source).
pub fn literal_operator_name(suffix: &str) -> String {
    format!("operator\"\"{suffix}")
}
