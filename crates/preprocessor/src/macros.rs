//! Macro definitions: the parsed form of `#define` (parameters, replacement
//! list with parameter references resolved), the dynamic builtins
//! (`__LINE__`, ...), and the "same definition" test for redefinitions.

use smol_str::SmolStr;
use syntax::SyntaxKind::*;

use crate::FileId;
use crate::token::{LEADING_SPACE, LINE_START, PASTE_OP, Tok};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Builtin {
    File,
    Line,
    Counter,
    Date,
    Time,
    IncludeLevel,
    BaseFile,
}

pub(crate) const BUILTINS: &[(&str, Builtin)] = &[
    ("__FILE__", Builtin::File),
    ("__LINE__", Builtin::Line),
    ("__COUNTER__", Builtin::Counter),
    ("__DATE__", Builtin::Date),
    ("__TIME__", Builtin::Time),
    ("__INCLUDE_LEVEL__", Builtin::IncludeLevel),
    ("__BASE_FILE__", Builtin::BaseFile),
];

/// What a replacement-list token is, decided once at definition time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Special {
    None,
    Param(u16),
    /// `__VA_OPT__` in a variadic macro.
    VaOpt,
}

#[derive(Clone, Debug)]
pub(crate) struct BodyTok {
    pub tok: Tok,
    pub special: Special,
}

#[derive(Clone, Debug)]
pub(crate) struct Macro {
    pub name: SmolStr,
    pub function_like: bool,
    /// Parameter names; a `...` parameter is named `__VA_ARGS__`.
    pub params: Vec<SmolStr>,
    /// The last parameter takes the variable arguments.
    pub variadic: bool,
    pub body: Vec<BodyTok>,
    pub builtin: Option<Builtin>,
    pub file: FileId,
    pub offset: u32,
}

impl Macro {
    pub fn builtin(name: &str, builtin: Builtin, file: FileId) -> Macro {
        Macro {
            name: SmolStr::new(name),
            function_like: false,
            params: Vec::new(),
            variadic: false,
            body: Vec::new(),
            builtin: Some(builtin),
            file,
            offset: 0,
        }
    }

    /// C11 6.10.3p2: a redefinition must have the same parameters and the
    /// same replacement list, with whitespace in the same places.
    pub fn same_definition(&self, other: &Macro) -> bool {
        self.function_like == other.function_like
            && self.variadic == other.variadic
            && self.params == other.params
            && self.builtin == other.builtin
            && self.body.len() == other.body.len()
            && self
                .body
                .iter()
                .zip(&other.body)
                .enumerate()
                .all(|(i, (a, b))| {
                    a.tok.text == b.tok.text
                        && (i == 0
                            || a.tok.has(LEADING_SPACE | LINE_START)
                                == b.tok.has(LEADING_SPACE | LINE_START))
                })
    }
}

/// A diagnostic found while parsing a definition, at a token's offset.
pub(crate) struct DefineIssue {
    pub offset: u32,
    pub message: String,
    pub is_error: bool,
}

/// Parses the tokens of a `#define` line after the directive name. `Err` when
/// the macro must not be defined (gcc's behaviour on errors).
pub(crate) fn parse_define(
    line: &[Tok],
    at: (FileId, u32),
    issues: &mut Vec<DefineIssue>,
) -> Option<Macro> {
    fn error(issues: &mut Vec<DefineIssue>, offset: u32, message: String) -> Option<Macro> {
        issues.push(DefineIssue {
            offset,
            message,
            is_error: true,
        });
        None
    }
    let Some(name_tok) = line.first() else {
        return error(
            issues,
            at.1,
            "no macro name given in #define directive".into(),
        );
    };
    if !name_tok.is_ident() {
        return error(
            issues,
            name_tok.offset,
            "macro names must be identifiers".into(),
        );
    }
    if name_tok.text == "defined" {
        return error(
            issues,
            name_tok.offset,
            "\"defined\" cannot be used as a macro name".into(),
        );
    }
    let mut i = 1;
    let mut params: Vec<SmolStr> = Vec::new();
    let mut variadic = false;
    let function_like = line
        .get(1)
        .is_some_and(|t| t.kind == L_PAREN && !t.has(LEADING_SPACE));
    if function_like {
        i = 2;
        loop {
            let Some(t) = line.get(i) else {
                return error(
                    issues,
                    line[i - 1].offset,
                    "expected parameter name before end of line".into(),
                );
            };
            i += 1;
            if t.kind == R_PAREN && params.is_empty() {
                break;
            }
            if t.kind == DOT3 {
                variadic = true;
                params.push(SmolStr::new_static("__VA_ARGS__"));
                match line.get(i) {
                    Some(close) if close.kind == R_PAREN => {
                        i += 1;
                        break;
                    }
                    _ => return error(issues, t.offset, "expected ')' after \"...\"".into()),
                }
            }
            if !t.is_ident() {
                return error(
                    issues,
                    t.offset,
                    format!("expected parameter name, found \"{}\"", t.text),
                );
            }
            if t.text == "__VA_ARGS__" {
                return error(
                    issues,
                    t.offset,
                    "__VA_ARGS__ can not be used as a parameter name".into(),
                );
            }
            if params.contains(&t.text) {
                return error(
                    issues,
                    t.offset,
                    format!("duplicate macro parameter \"{}\"", t.text),
                );
            }
            params.push(t.text.clone());
            match line.get(i) {
                Some(n) if n.kind == COMMA => i += 1,
                Some(n) if n.kind == R_PAREN => {
                    i += 1;
                    break;
                }
                Some(n) if n.kind == DOT3 => {
                    // GNU named variadic parameter: `args...`
                    variadic = true;
                    match line.get(i + 1) {
                        Some(close) if close.kind == R_PAREN => {
                            i += 2;
                            break;
                        }
                        _ => return error(issues, n.offset, "expected ')' after \"...\"".into()),
                    }
                }
                Some(n) => {
                    return error(
                        issues,
                        n.offset,
                        format!("expected ',' or ')', found \"{}\"", n.text),
                    );
                }
                None => return error(issues, t.offset, "expected ')' before end of line".into()),
            }
        }
    } else if let Some(first) = line.get(1)
        && !first.has(LEADING_SPACE)
    {
        issues.push(DefineIssue {
            offset: first.offset,
            message: "missing whitespace after the macro name".into(),
            is_error: false,
        });
    }

    let mut body: Vec<BodyTok> = Vec::with_capacity(line.len() - i);
    for (k, t) in line[i..].iter().enumerate() {
        let mut tok = t.clone();
        tok.flags &= LEADING_SPACE;
        if k == 0 {
            tok.flags = 0;
        }
        if tok.kind == POUND2 {
            tok.flags |= PASTE_OP;
        }
        let special = if !tok.is_ident() {
            Special::None
        } else if let Some(p) = params.iter().position(|p| *p == tok.text) {
            Special::Param(p as u16)
        } else if variadic && tok.text == "__VA_OPT__" {
            Special::VaOpt
        } else {
            if tok.text == "__VA_ARGS__" {
                issues.push(DefineIssue {
                    offset: tok.offset,
                    message:
                        "__VA_ARGS__ can only appear in the expansion of a C++11 variadic macro"
                            .into(),
                    is_error: false,
                });
            }
            Special::None
        };
        body.push(BodyTok { tok, special });
    }

    if body.first().is_some_and(|b| b.tok.kind == POUND2)
        || body.last().is_some_and(|b| b.tok.kind == POUND2)
    {
        let t = if body[0].tok.kind == POUND2 {
            &body[0]
        } else {
            body.last().unwrap()
        };
        return error(
            issues,
            t.tok.offset,
            "'##' cannot appear at either end of a macro expansion".into(),
        );
    }
    if function_like {
        let mut k = 0;
        let mut va_opt_end: Option<usize> = None;
        while k < body.len() {
            let b = &body[k];
            if va_opt_end == Some(k) {
                va_opt_end = None;
            }
            if b.tok.kind == POUND
                && !matches!(
                    body.get(k + 1).map(|n| n.special),
                    Some(Special::Param(_) | Special::VaOpt)
                )
            {
                return error(
                    issues,
                    b.tok.offset,
                    "'#' is not followed by a macro parameter".into(),
                );
            }
            if b.special == Special::VaOpt {
                if va_opt_end.is_some() {
                    return error(
                        issues,
                        b.tok.offset,
                        "__VA_OPT__ may not appear in a __VA_OPT__".into(),
                    );
                }
                if body.get(k + 1).is_none_or(|n| n.tok.kind != L_PAREN) {
                    return error(issues, b.tok.offset, "unterminated __VA_OPT__".into());
                }
                let Some(close) = matching_paren(&body, k + 1) else {
                    return error(issues, b.tok.offset, "unterminated __VA_OPT__".into());
                };
                if body.get(k + 2).is_some_and(|t| t.tok.kind == POUND2)
                    || (close > k + 2 && body[close - 1].tok.kind == POUND2)
                {
                    return error(
                        issues,
                        b.tok.offset,
                        "'##' cannot appear at either end of __VA_OPT__".into(),
                    );
                }
                va_opt_end = Some(close);
            }
            k += 1;
        }
    }

    Some(Macro {
        name: name_tok.text.clone(),
        function_like,
        params,
        variadic,
        body,
        builtin: None,
        file: at.0,
        offset: name_tok.offset,
    })
}

/// Parses a command-line definition (`-Dname=body`, given as `name` or
/// `name(params)` and `body`), with every token at offset 0 of `file`: the
/// macro, or the messages of the errors that prevent its definition (warnings
/// are not reported for command-line definitions).
pub(crate) fn parse_command_line(
    name: &str,
    body: &str,
    file: FileId,
) -> Result<Macro, Vec<String>> {
    let text = format!("{name} {body}");
    let toks = crate::engine::tokens_of_text(&text, file, 0);
    let mut issues = Vec::new();
    match parse_define(&toks, (file, 0), &mut issues) {
        Some(m) => Ok(m),
        None => Err(issues
            .into_iter()
            .filter(|i| i.is_error)
            .map(|i| format!("{} (in the definition of `{name}`)", i.message))
            .collect()),
    }
}

/// Index of the `)` matching the `(` at `open`.
pub(crate) fn matching_paren(body: &[BodyTok], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (k, b) in body.iter().enumerate().skip(open) {
        match b.tok.kind {
            L_PAREN => depth += 1,
            R_PAREN => {
                depth -= 1;
                if depth == 0 {
                    return Some(k);
                }
            }
            _ => {}
        }
    }
    None
}
