//! `#if`/`#elif` expressions (C11 6.10.1): integer constant expressions in
//! intmax_t/uintmax_t with C's usual arithmetic conversions, `defined`,
//! `__has_include`, `__has_attribute` and friends, character constants, and
//! gcc's diagnostics. Tokens are pulled lazily from the token pump so that
//! `defined X` sees `X` unexpanded, even when `defined` comes from a macro.

use std::collections::VecDeque;

use syntax::SyntaxKind::{self, *};

use crate::FileId;
use crate::engine::Preprocessor;
use crate::features;
use crate::token::{FROM_MACRO, LEADING_SPACE, Tok, join_spelling};

/// Parentheses, `?:` and the like may nest this deeply (each level is a
/// native stack frame).
const MAX_DEPTH: u32 = 256;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Val {
    v: u64,
    unsigned: bool,
}

impl Val {
    fn signed(v: i64) -> Val {
        Val {
            v: v as u64,
            unsigned: false,
        }
    }
    fn bool(b: bool) -> Val {
        Val::signed(b as i64)
    }
}

/// An error has been reported; the whole expression is false.
struct Failed;

type R = Result<Val, Failed>;

pub(crate) fn evaluate(pp: &mut Preprocessor, directive: &str, at: (FileId, u32)) -> bool {
    let mut e = Eval {
        pp,
        buf: VecDeque::new(),
        skip: 0,
        depth: 0,
        pending_op: None,
        directive,
        last: at,
    };
    if e.peek().is_none() {
        e.error_at(at, format!("{directive} with no expression"));
        return false;
    }
    let Ok(v) = e.comma() else { return false };
    match e.next() {
        None => v.v != 0,
        Some(t) => {
            e.unexpected(&t);
            false
        }
    }
}

struct Eval<'p, 'a> {
    pp: &'p mut Preprocessor<'a>,
    /// Expanded tokens already read (lookahead, or `>` not glued).
    buf: VecDeque<Tok>,
    /// > 0 inside an operand that is not evaluated (`0 && x/0`).
    skip: u32,
    depth: u32,
    /// The operator whose operand is being parsed, for "has no right operand".
    pending_op: Option<String>,
    directive: &'p str,
    last: (FileId, u32),
}

impl Eval<'_, '_> {
    fn error_at(&mut self, at: (FileId, u32), message: String) {
        self.pp.error_at(at.0, at.1, message);
    }

    fn fail<T>(&mut self, message: String) -> Result<T, Failed> {
        let at = self.last;
        self.error_at(at, message);
        Err(Failed)
    }

    fn fetch(&mut self) -> Option<Tok> {
        let t = self.buf.pop_front().or_else(|| self.pp.next_token())?;
        self.last = (t.file, t.offset);
        Some(t)
    }

    /// The next expanded token, with `>` glued to a following `=` or `>`
    /// (the lexer never joins them).
    fn next(&mut self) -> Option<Tok> {
        let mut t = self.fetch()?;
        if t.kind == R_ANGLE {
            if let Some(n) = self.fetch() {
                if adjacent(&t, &n) && matches!(n.kind, EQ | R_ANGLE) {
                    t.kind = if n.kind == EQ { GTEQ } else { SHR };
                    t.text = if n.kind == EQ {
                        ">=".into()
                    } else {
                        ">>".into()
                    };
                } else {
                    self.buf.push_front(n);
                }
            }
            self.last = (t.file, t.offset);
        }
        Some(t)
    }

    fn peek(&mut self) -> Option<&Tok> {
        if self.buf.is_empty() || self.buf[0].kind == R_ANGLE {
            let t = self.next()?;
            self.buf.push_front(t);
        }
        self.buf.front()
    }

    fn peek_kind(&mut self) -> Option<SyntaxKind> {
        self.peek().map(|t| t.kind)
    }

    /// An operand token, not macro-expanded (`defined X`, `__has_include(<x>)`).
    fn next_raw(&mut self) -> Option<Tok> {
        let t = self.buf.pop_front().or_else(|| self.pp.next_raw())?;
        self.last = (t.file, t.offset);
        Some(t)
    }

    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> Result<T, Failed>) -> Result<T, Failed> {
        if self.depth >= MAX_DEPTH {
            return self.fail(format!("{} expression nested too deeply", self.directive));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    /// Reports a token where an operator or the end was expected.
    fn unexpected(&mut self, t: &Tok) {
        self.last = (t.file, t.offset);
        let msg = match t.kind {
            R_PAREN => "missing '(' in expression".to_string(),
            COLON => "':' without preceding '?'".to_string(),
            INT_NUMBER | FLOAT_NUMBER | CHAR_LIT | L_PAREN => {
                format!("missing binary operator before token \"{}\"", t.text)
            }
            _ if t.is_ident() => format!("missing binary operator before token \"{}\"", t.text),
            _ => format!(
                "token \"{}\" is not valid in preprocessor expressions",
                t.text
            ),
        };
        let at = self.last;
        self.error_at(at, msg);
    }

    fn comma(&mut self) -> R {
        let mut v = self.conditional()?;
        while self.peek_kind() == Some(COMMA) {
            self.next();
            self.pending_op = Some(",".into());
            v = self.conditional()?;
        }
        Ok(v)
    }

    fn conditional(&mut self) -> R {
        self.nested(|e| {
            let c = e.binary(0)?;
            if e.peek_kind() != Some(QUESTION) {
                return Ok(c);
            }
            e.next();
            e.pending_op = Some("?".into());
            let cond = c.v != 0;
            e.skip += u32::from(!cond);
            let a = e.comma()?;
            e.skip -= u32::from(!cond);
            if e.peek_kind() != Some(COLON) {
                return e.fail("'?' without following ':'".into());
            }
            e.next();
            e.pending_op = Some(":".into());
            e.skip += u32::from(cond);
            let b = e.conditional()?;
            e.skip -= u32::from(cond);
            let unsigned = a.unsigned || b.unsigned;
            Ok(Val {
                v: if cond { a.v } else { b.v },
                unsigned,
            })
        })
    }

    fn binary(&mut self, min_prec: u8) -> R {
        let mut lhs = self.unary()?;
        while let Some(kind) = self.peek_kind() {
            let Some(prec) = precedence(kind) else { break };
            if prec < min_prec {
                break;
            }
            let op = self.next().expect("peeked");
            let short = match kind {
                AMP2 => lhs.v == 0,
                PIPE2 => lhs.v != 0,
                _ => false,
            };
            self.pending_op = Some(op.text.to_string());
            self.skip += u32::from(short);
            let rhs = self.binary(prec + 1)?;
            self.skip -= u32::from(short);
            lhs = self.apply(kind, lhs, rhs)?;
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> R {
        let mut ops = Vec::new();
        while let Some(kind @ (PLUS | MINUS | TILDE | BANG)) = self.peek_kind() {
            let t = self.next().expect("peeked");
            self.pending_op = Some(t.text.to_string());
            ops.push(kind);
        }
        let mut v = self.primary()?;
        for op in ops.into_iter().rev() {
            v = match op {
                MINUS => {
                    if !v.unsigned && v.v == i64::MIN as u64 && self.skip == 0 {
                        self.overflow();
                    }
                    Val {
                        v: v.v.wrapping_neg(),
                        unsigned: v.unsigned,
                    }
                }
                TILDE => Val {
                    v: !v.v,
                    unsigned: v.unsigned,
                },
                BANG => Val::bool(v.v == 0),
                _ => v,
            };
        }
        Ok(v)
    }

    fn overflow(&mut self) {
        let at = self.last;
        self.pp
            .warning_at(at.0, at.1, "integer overflow in preprocessor expression");
    }

    fn primary(&mut self) -> R {
        let Some(t) = self.next() else {
            return match self.pending_op.take() {
                Some(op) => self.fail(format!("operator '{op}' has no right operand")),
                None => self.fail(format!("{} with no expression", self.directive)),
            };
        };
        let op = self.pending_op.take();
        match t.kind {
            INT_NUMBER => self.number(&t),
            CHAR_LIT => self.char_constant(&t),
            L_PAREN => self.nested(|e| {
                match e.peek_kind() {
                    Some(R_PAREN) => {
                        return e.fail("missing expression between '(' and ')'".into());
                    }
                    None => return e.fail("missing ')' in expression".into()),
                    _ => {}
                }
                let v = e.comma()?;
                match e.next() {
                    Some(c) if c.kind == R_PAREN => Ok(v),
                    Some(c) => {
                        e.unexpected(&c);
                        Err(Failed)
                    }
                    None => e.fail("missing ')' in expression".into()),
                }
            }),
            R_PAREN | COLON | COMMA if op.is_some() => self.fail(format!(
                "operator '{}' has no right operand",
                op.unwrap_or_default()
            )),
            R_PAREN => self.fail("missing '(' in expression".into()),
            kind if precedence(kind).is_some() || kind == QUESTION => {
                self.fail(format!("operator '{}' has no left operand", t.text))
            }
            STRING_LIT => self.fail(format!(
                "token \"{}\" is not valid in preprocessor expressions",
                t.text
            )),
            FLOAT_NUMBER => self.fail("floating constant in preprocessor expression".into()),
            _ if t.is_ident() => self.identifier(&t),
            _ => self.fail(format!(
                "token \"{}\" is not valid in preprocessor expressions",
                t.text
            )),
        }
    }

    fn identifier(&mut self, t: &Tok) -> R {
        match t.text.as_str() {
            "defined" => self.defined(),
            "__has_include" => self.has_include(false),
            "__has_include_next" => self.has_include(true),
            "__has_attribute" | "__has_cpp_attribute" | "__has_builtin" => {
                self.has_feature(&t.text)
            }
            "true" if self.pp.config.cplusplus => Ok(Val::signed(1)),
            // Any other identifier (including keywords and `false`) is 0.
            _ => Ok(Val::signed(0)),
        }
    }

    fn defined(&mut self) -> R {
        let mut t = self.next_raw();
        let paren = t.as_ref().is_some_and(|t| t.kind == L_PAREN);
        if paren {
            t = self.next_raw();
        }
        let Some(name) = t.filter(|t| t.is_ident()) else {
            return self.fail("operator \"defined\" requires an identifier".into());
        };
        if paren && self.next_raw().is_none_or(|c| c.kind != R_PAREN) {
            return self.fail("missing ')' after \"defined\"".into());
        }
        Ok(Val::bool(self.pp.is_defined(&name.text)))
    }

    fn has_include(&mut self, next: bool) -> R {
        let op = if next {
            "__has_include_next"
        } else {
            "__has_include"
        };
        if self.next_raw().is_none_or(|t| t.kind != L_PAREN) {
            return self.fail(format!("missing '(' before \"{op}\" operand"));
        }
        let Some(first) = self.next_raw() else {
            return self.fail(format!("operator \"{op}\" requires a header-name"));
        };
        let raw = matches!(first.kind, STRING_LIT | L_ANGLE);
        let first = if raw {
            first
        } else {
            // A macro that expands to a header name.
            self.pp.push_back(first);
            match self.fetch() {
                Some(t) => t,
                None => return self.fail(format!("operator \"{op}\" requires a header-name")),
            }
        };
        let (name, angled) =
            if first.kind == STRING_LIT && first.text.starts_with('"') && first.text.len() >= 2 {
                (first.text[1..first.text.len() - 1].to_string(), false)
            } else if first.kind == L_ANGLE {
                let mut parts = Vec::new();
                loop {
                    let t = if raw { self.next_raw() } else { self.fetch() };
                    match t {
                        Some(t) if t.kind == R_ANGLE => break,
                        Some(t) => parts.push(t),
                        None => return self.fail("missing terminating > character".into()),
                    }
                }
                (join_spelling(&parts), true)
            } else {
                return self.fail(format!("operator \"{op}\" requires a header-name"));
            };
        let close = if raw { self.next_raw() } else { self.fetch() };
        if close.is_none_or(|t| t.kind != R_PAREN) {
            return self.fail(format!("missing ')' after \"{op}\" operand"));
        }
        Ok(Val::bool(
            !name.is_empty() && self.pp.resolve(&name, angled, next).is_some(),
        ))
    }

    /// `__has_attribute(x)`, `__has_cpp_attribute(ns::x)`, `__has_builtin(x)`.
    fn has_feature(&mut self, op: &str) -> R {
        if self.next_raw().is_none_or(|t| t.kind != L_PAREN) {
            return self.fail(format!("missing '(' after \"{op}\""));
        }
        let mut operand = Vec::new();
        let mut depth = 0usize;
        loop {
            match self.next_raw() {
                None if operand.is_empty() => {
                    return self.fail(format!("macro \"{op}\" requires an identifier"));
                }
                None => return self.fail(format!("missing ')' after \"{op}\" operand")),
                Some(t) if t.kind == R_PAREN && depth == 0 => break,
                Some(t) => {
                    match t.kind {
                        L_PAREN => depth += 1,
                        R_PAREN => depth -= 1,
                        _ => {}
                    }
                    operand.push(t);
                }
            }
        }
        let (scope, name) = match operand.as_slice() {
            [n] if n.is_ident() => (None, n.text.as_str()),
            [s, c, n] if s.is_ident() && c.kind == COLON2 && n.is_ident() => {
                (Some(s.text.as_str()), n.text.as_str())
            }
            _ => return self.fail(format!("macro \"{op}\" requires an identifier")),
        };
        let cplusplus = self.pp.config.cplusplus;
        let v = match op {
            "__has_attribute" => features::has_attribute(scope, name, cplusplus),
            "__has_cpp_attribute" => features::has_cpp_attribute(scope, name),
            _ => u32::from(features::has_builtin(
                name,
                self.pp.is_defined("__cpp_impl_coroutine"),
            )),
        };
        Ok(Val::signed(v.into()))
    }

    fn apply(&mut self, op: SyntaxKind, l: Val, r: Val) -> R {
        let unsigned = l.unsigned || r.unsigned;
        let (a, b) = (l.v, r.v);
        let (sa, sb) = (a as i64, b as i64);
        let arith = |v: u64| Ok(Val { v, unsigned });
        match op {
            STAR | PLUS | MINUS => {
                let (v, overflow) = match op {
                    STAR => {
                        let (v, o) = sa.overflowing_mul(sb);
                        (v as u64, o)
                    }
                    PLUS => {
                        let (v, o) = sa.overflowing_add(sb);
                        (v as u64, o)
                    }
                    _ => {
                        let (v, o) = sa.overflowing_sub(sb);
                        (v as u64, o)
                    }
                };
                if overflow && !unsigned && self.skip == 0 {
                    self.overflow();
                }
                arith(v)
            }
            SLASH | PERCENT => {
                if b == 0 {
                    if self.skip == 0 {
                        return self.fail("division by zero in #if".into());
                    }
                    return arith(0);
                }
                let v = match (op, unsigned) {
                    (SLASH, true) => a / b,
                    (SLASH, false) => sa.wrapping_div(sb) as u64,
                    (_, true) => a % b,
                    (_, false) => sa.wrapping_rem(sb) as u64,
                };
                arith(v)
            }
            SHL | SHR => {
                // A negative count shifts the other way, as in gcc.
                let (left, count) = match (op == SHL, !r.unsigned && sb < 0) {
                    (l, true) => (!l, sb.unsigned_abs()),
                    (l, false) => (l, b),
                };
                let v = if left {
                    if count >= 64 { 0 } else { a << count }
                } else if l.unsigned {
                    if count >= 64 { 0 } else { a >> count }
                } else if count >= 64 {
                    if sa < 0 { u64::MAX } else { 0 }
                } else {
                    (sa >> count) as u64
                };
                Ok(Val {
                    v,
                    unsigned: l.unsigned,
                })
            }
            L_ANGLE | R_ANGLE | LTEQ | GTEQ => {
                let ord = if unsigned { a.cmp(&b) } else { sa.cmp(&sb) };
                Ok(Val::bool(match op {
                    L_ANGLE => ord.is_lt(),
                    R_ANGLE => ord.is_gt(),
                    LTEQ => ord.is_le(),
                    _ => ord.is_ge(),
                }))
            }
            EQ2 => Ok(Val::bool(a == b)),
            NEQ => Ok(Val::bool(a != b)),
            AMP => arith(a & b),
            CARET => arith(a ^ b),
            PIPE => arith(a | b),
            AMP2 => Ok(Val::bool(a != 0 && b != 0)),
            PIPE2 => Ok(Val::bool(a != 0 || b != 0)),
            _ => self.fail(format!(
                "token \"{op:?}\" is not valid in preprocessor expressions"
            )),
        }
    }

    fn number(&mut self, t: &Tok) -> R {
        match parse_integer(&t.text, self.pp.config.cplusplus) {
            Ok((v, warning)) => {
                if let Some(w) = warning {
                    self.pp.warning_at(t.file, t.offset, w);
                }
                Ok(v)
            }
            Err(e) => self.fail(e),
        }
    }

    fn char_constant(&mut self, t: &Tok) -> R {
        match parse_char(&t.text) {
            Ok((v, warning)) => {
                if let Some(w) = warning {
                    self.pp.warning_at(t.file, t.offset, w);
                }
                Ok(v)
            }
            Err(e) => self.fail(e),
        }
    }
}

/// `b` was written right after `a` (`>` `=` spelled `>=`), in the source
/// or in one replacement list; tokens from different expansions never join.
fn adjacent(a: &Tok, b: &Tok) -> bool {
    if b.has(LEADING_SPACE) || a.file != b.file || a.has(FROM_MACRO) != b.has(FROM_MACRO) {
        return false;
    }
    if a.has(FROM_MACRO) {
        a.offset == b.offset
    } else {
        a.offset + a.text.len() as u32 == b.offset
    }
}

fn precedence(kind: SyntaxKind) -> Option<u8> {
    Some(match kind {
        PIPE2 => 1,
        AMP2 => 2,
        PIPE => 3,
        CARET => 4,
        AMP => 5,
        EQ2 | NEQ => 6,
        L_ANGLE | R_ANGLE | LTEQ | GTEQ => 7,
        SHL | SHR => 8,
        PLUS | MINUS => 9,
        STAR | SLASH | PERCENT => 10,
        _ => return None,
    })
}

/// An integer literal's value: unsigned when suffixed `u` or too large for
/// intmax_t. Returns a warning for values beyond uintmax_t.
fn parse_integer(text: &str, cplusplus: bool) -> Result<(Val, Option<String>), String> {
    let clean: String = text.chars().filter(|&c| c != '\'').collect();
    let bytes = clean.as_bytes();
    let (radix, start) = if bytes.len() > 1 && bytes[0] == b'0' && matches!(bytes[1], b'x' | b'X') {
        (16, 2)
    } else if bytes.len() > 1 && bytes[0] == b'0' && matches!(bytes[1], b'b' | b'B') {
        (2, 2)
    } else if bytes.first() == Some(&b'0') {
        (8, 1)
    } else {
        (10, 0)
    };
    let mut end = start;
    while end < bytes.len() && (bytes[end] as char).is_digit(if radix == 8 { 10 } else { radix }) {
        end += 1;
    }
    let digits = &clean[start..end];
    let suffix = &clean[end..];
    if radix == 8
        && let Some(bad) = digits.bytes().find(|b| matches!(b, b'8' | b'9'))
    {
        return Err(format!(
            "invalid digit \"{}\" in octal constant",
            bad as char
        ));
    }
    if (radix == 16 || radix == 2) && digits.is_empty() {
        return Err(format!(
            "invalid suffix \"{}\" on integer constant",
            &clean[1..]
        ));
    }
    let unsigned_suffix = match integer_suffix(suffix) {
        Some(unsigned) => unsigned,
        None => {
            if cplusplus && (suffix.starts_with('_') || suffix.as_bytes()[0].is_ascii_alphabetic())
            {
                return Err("user-defined literal in preprocessor expression".into());
            }
            return Err(format!("invalid suffix \"{suffix}\" on integer constant"));
        }
    };
    let mut v: u64 = 0;
    let mut too_large = false;
    for c in digits.chars() {
        let d = c.to_digit(radix).unwrap_or(0) as u64;
        match v.checked_mul(radix as u64).and_then(|x| x.checked_add(d)) {
            Some(n) => v = n,
            None => {
                too_large = true;
                v = v.wrapping_mul(radix as u64).wrapping_add(d);
            }
        }
    }
    let warning = too_large.then(|| "integer constant is too large for its type".to_string());
    Ok((
        Val {
            v,
            unsigned: unsigned_suffix || v > i64::MAX as u64,
        },
        warning,
    ))
}

/// Whether a valid integer suffix (`u`, `l`, `ll`, `z` and combinations, in
/// either case but `ll` not mixed) makes the literal unsigned.
fn integer_suffix(suffix: &str) -> Option<bool> {
    let (unsigned, rest) = match suffix.strip_prefix(['u', 'U']) {
        Some(rest) => (true, rest),
        None => match suffix.strip_suffix(['u', 'U']) {
            Some(rest) => (true, rest),
            None => (false, suffix),
        },
    };
    matches!(rest, "" | "l" | "L" | "ll" | "LL" | "z" | "Z").then_some(unsigned)
}

/// A character literal's value as gcc computes it (see `parse_char`), for
/// the front end's constants; `None` when it is malformed.
pub fn char_literal_value(text: &str) -> Option<i128> {
    let (v, _) = parse_char(text).ok()?;
    Some(if v.unsigned {
        v.v as i128
    } else {
        v.v as i64 as i128
    })
}

/// A character constant's value as gcc computes it on x86-64 Linux: plain
/// `char` is signed, `wchar_t` is a signed 32-bit int, `char8_t`/`char16_t`/
/// `char32_t` are unsigned; multi-character constants pack bytes big-endian.
fn parse_char(text: &str) -> Result<(Val, Option<String>), String> {
    let (prefix, rest) = match text.find('\'') {
        Some(q) => (&text[..q], &text[q..]),
        None => {
            return Err(format!(
                "token \"{text}\" is not valid in preprocessor expressions"
            ));
        }
    };
    let Some(inner) = rest
        .strip_prefix('\'')
        .and_then(|r| r.rfind('\'').map(|e| &r[..e]))
    else {
        return Err("missing terminating ' character".into());
    };
    let mut units: Vec<u32> = Vec::new();
    let b = inner.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            let ch = inner[i..].chars().next().unwrap_or('\0');
            if prefix.is_empty() || prefix == "u8" {
                units.extend(ch.to_string().bytes().map(u32::from));
            } else {
                units.push(ch as u32);
            }
            i += ch.len_utf8();
            continue;
        }
        i += 1;
        let Some(e) = inner.get(i..).and_then(|r| r.chars().next()) else {
            break;
        };
        i += e.len_utf8();
        let v = match e {
            'n' => 10,
            't' => 9,
            'v' => 11,
            'b' => 8,
            'r' => 13,
            'f' => 12,
            'a' => 7,
            'e' | 'E' => 27,
            'x' | 'u' | 'U' => {
                let max = match e {
                    'u' => 4,
                    'U' => 8,
                    _ => usize::MAX,
                };
                let s = i;
                while i < b.len() && i - s < max && b[i].is_ascii_hexdigit() {
                    i += 1;
                }
                u32::from_str_radix(&inner[s..i], 16).unwrap_or(0)
            }
            '0'..='7' => {
                let s = i - 1;
                while i < b.len() && i - s < 3 && (b'0'..=b'7').contains(&b[i]) {
                    i += 1;
                }
                u32::from_str_radix(&inner[s..i], 8).unwrap_or(0)
            }
            other => other as u32,
        };
        units.push(v);
    }
    if units.is_empty() {
        return Err("empty character constant".into());
    }
    let mut warning = None;
    let val = match prefix {
        "" => {
            if units.len() == 1 {
                Val::signed(i64::from(units[0] as u8 as i8))
            } else {
                warning = Some("multi-character character constant".to_string());
                let v = units.iter().fold(0u32, |acc, &u| (acc << 8) | (u & 0xff));
                Val::signed(i64::from(v as i32))
            }
        }
        "L" => {
            if units.len() > 1 {
                warning = Some("character constant too long for its type".to_string());
            }
            Val::signed(i64::from(*units.last().unwrap_or(&0) as i32))
        }
        _ => {
            if units.len() > 1 {
                warning = Some("character constant too long for its type".to_string());
            }
            let mask = match prefix {
                "u8" => 0xff,
                "u" => 0xffff,
                _ => u32::MAX,
            };
            Val {
                v: u64::from(*units.last().unwrap_or(&0) & mask),
                unsigned: true,
            }
        }
    };
    Ok((val, warning))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers() {
        let v = |s: &str| parse_integer(s, true).map(|(v, _)| (v.v as i64, v.unsigned));
        assert_eq!(v("42"), Ok((42, false)));
        assert_eq!(v("0x2A"), Ok((42, false)));
        assert_eq!(v("052"), Ok((42, false)));
        assert_eq!(v("0b101010"), Ok((42, false)));
        assert_eq!(v("1'000"), Ok((1000, false)));
        assert_eq!(v("42uLL"), Ok((42, true)));
        assert_eq!(v("201103L"), Ok((201103, false)));
        assert_eq!(v("0xFFFFFFFFFFFFFFFF"), Ok((-1, true)));
        assert_eq!(v("0"), Ok((0, false)));
        assert!(v("08").is_err());
        assert!(v("1abc").is_err());
        assert!(
            parse_integer("99999999999999999999", true)
                .unwrap()
                .1
                .is_some()
        );
    }

    #[test]
    fn characters() {
        let v = |s: &str| parse_char(s).map(|(v, _)| v.v as i64);
        assert_eq!(v("'a'"), Ok(97));
        assert_eq!(v("'\\n'"), Ok(10));
        assert_eq!(v("'\\377'"), Ok(-1));
        assert_eq!(v("'\\xff'"), Ok(-1));
        assert_eq!(v("u'\\xff'"), Ok(255));
        assert_eq!(v("L'\\x41'"), Ok(65));
        assert_eq!(v("'ab'"), Ok(0x6162));
        assert_eq!(v("'\\0'"), Ok(0));
        assert!(v("''").is_err());
        // Never panics on odd escapes.
        assert_eq!(v("'\\é'"), Ok(-23));
        assert_eq!(v("u'\\u12é'"), Ok(0xe9));
        assert!(v("'\\'").is_err());
        assert!(v("'").is_err());
    }
}
