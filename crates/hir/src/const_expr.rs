//! Constant expressions as written in attribute arguments
//! (`__launch_bounds__(N * 2, ci)`) and simple initializers: a small
//! position-free tree built from tokens, evaluated later with the values a
//! check knows (template arguments, enumerators, constants, which functions
//! are constexpr).

use smol_str::SmolStr;
use syntax::SyntaxKind::{self, *};

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ConstExpr {
    Int(i128),
    /// A floating literal, by the type EDG names (`double`, `float`).
    Float(&'static str),
    /// A string literal (type `const char *` once decayed).
    Str,
    /// A cast to a pointer type (`(void *)0`), by the type EDG names.
    Pointer(&'static str),
    /// A name: a template parameter, an enumerator, a constant variable.
    Name(Vec<SmolStr>),
    /// A call `f(...)`, by the callee's name.
    Call(Vec<SmolStr>),
    Unary(SyntaxKind, Box<ConstExpr>),
    Binary(SyntaxKind, Box<ConstExpr>, Box<ConstExpr>),
    Cond(Box<ConstExpr>, Box<ConstExpr>, Box<ConstExpr>),
    /// Anything else (`sizeof(T)`, casts, ...): not evaluated.
    Unknown,
}

/// The value of a constant expression, or why it has none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConstValue {
    Int(i128),
    /// Not of integral type: the type's name as EDG prints it.
    NotIntegral(&'static str),
    /// Calls a function that is not constexpr (its name).
    NonConstexprCall(SmolStr),
    /// Reads a variable that is not a constant (its path).
    NonConstantVariable(Vec<SmolStr>),
    /// Depends on something unknown here (a template parameter without an
    /// argument, an unmodelled construct): not checked.
    Unknown,
}

/// What an evaluation may ask about names.
pub trait ConstEnv {
    /// The value of a name (template parameter, enumerator, constant).
    fn name_value(&self, path: &[SmolStr]) -> Option<i128>;
    /// Whether a function of that name is constexpr; `None` if unknown.
    fn is_constexpr_function(&self, path: &[SmolStr]) -> Option<bool>;
    /// The value of a constexpr function call with no arguments we model
    /// (only its constexpr-ness matters to the checks).
    fn constexpr_call_value(&self, _path: &[SmolStr]) -> Option<i128> {
        None
    }
    /// Whether the name is a variable known not to be a constant (neither
    /// `const` nor `constexpr`).
    fn is_non_constant_variable(&self, _path: &[SmolStr]) -> bool {
        false
    }
}

impl ConstExpr {
    /// Parses one expression from non-trivia tokens (kind, text).
    pub fn parse(tokens: &[(SyntaxKind, String)]) -> ConstExpr {
        let mut p = TokenParser {
            toks: tokens,
            pos: 0,
        };
        let e = p.cond();
        if p.pos != tokens.len() {
            return ConstExpr::Unknown;
        }
        e
    }

    /// Uses a template parameter (by name) anywhere.
    pub fn mentions_params(&self, names: &[SmolStr]) -> bool {
        match self {
            ConstExpr::Name(p) => p.len() == 1 && names.contains(&p[0]),
            ConstExpr::Unary(_, a) => a.mentions_params(names),
            ConstExpr::Binary(_, a, b) => a.mentions_params(names) || b.mentions_params(names),
            ConstExpr::Cond(a, b, c) => {
                a.mentions_params(names) || b.mentions_params(names) || c.mentions_params(names)
            }
            ConstExpr::Unknown => true,
            _ => false,
        }
    }

    pub fn eval(&self, env: &dyn ConstEnv) -> ConstValue {
        use ConstValue as V;
        match self {
            ConstExpr::Int(v) => V::Int(*v),
            ConstExpr::Float(t) | ConstExpr::Pointer(t) => V::NotIntegral(t),
            ConstExpr::Str => V::NotIntegral("const char *"),
            ConstExpr::Name(p) => match env.name_value(p) {
                Some(v) => V::Int(v),
                None if env.is_non_constant_variable(p) => V::NonConstantVariable(p.clone()),
                None => V::Unknown,
            },
            ConstExpr::Call(p) => match env.is_constexpr_function(p) {
                Some(false) => V::NonConstexprCall(p.last().cloned().unwrap_or_default()),
                Some(true) => env.constexpr_call_value(p).map_or(V::Unknown, V::Int),
                None => V::Unknown,
            },
            // (an address is no integer: `&v` is judged elsewhere)
            ConstExpr::Unary(AMP, _) => V::Unknown,
            ConstExpr::Unary(op, a) => match a.eval(env) {
                V::Int(v) => match op {
                    MINUS => V::Int(-v),
                    PLUS => V::Int(v),
                    BANG => V::Int((v == 0) as i128),
                    TILDE => V::Int(!v),
                    _ => V::Unknown,
                },
                other => other,
            },
            ConstExpr::Binary(op, a, b) => {
                let (x, y) = (a.eval(env), b.eval(env));
                let (x, y) = match (x, y) {
                    (V::Int(x), V::Int(y)) => (x, y),
                    (V::Int(_), other) | (other, _) => return other,
                };
                let v = match op {
                    PLUS => x.checked_add(y),
                    MINUS => x.checked_sub(y),
                    STAR => x.checked_mul(y),
                    SLASH => x.checked_div(y),
                    PERCENT => x.checked_rem(y),
                    SHL => u32::try_from(y).ok().and_then(|s| x.checked_shl(s)),
                    SHR => u32::try_from(y).ok().and_then(|s| x.checked_shr(s)),
                    AMP => Some(x & y),
                    PIPE => Some(x | y),
                    CARET => Some(x ^ y),
                    AMP2 => Some((x != 0 && y != 0) as i128),
                    PIPE2 => Some((x != 0 || y != 0) as i128),
                    EQ2 => Some((x == y) as i128),
                    NEQ => Some((x != y) as i128),
                    L_ANGLE => Some((x < y) as i128),
                    R_ANGLE => Some((x > y) as i128),
                    LTEQ => Some((x <= y) as i128),
                    GTEQ => Some((x >= y) as i128),
                    _ => None,
                };
                v.map_or(V::Unknown, V::Int)
            }
            ConstExpr::Cond(c, a, b) => match c.eval(env) {
                V::Int(0) => b.eval(env),
                V::Int(_) => a.eval(env),
                other => other,
            },
            ConstExpr::Unknown => V::Unknown,
        }
    }
}

struct TokenParser<'a> {
    toks: &'a [(SyntaxKind, String)],
    pos: usize,
}

impl TokenParser<'_> {
    fn peek(&self) -> Option<SyntaxKind> {
        self.toks.get(self.pos).map(|t| t.0)
    }

    fn cond(&mut self) -> ConstExpr {
        let c = self.binary(0);
        if self.peek() == Some(QUESTION) {
            self.pos += 1;
            let a = self.cond();
            if self.peek() != Some(COLON) {
                return ConstExpr::Unknown;
            }
            self.pos += 1;
            let b = self.cond();
            return ConstExpr::Cond(Box::new(c), Box::new(a), Box::new(b));
        }
        c
    }

    fn binary(&mut self, min_prec: u8) -> ConstExpr {
        let mut lhs = self.unary();
        while let Some(op) = self.peek() {
            let Some(prec) = precedence(op) else { break };
            if prec < min_prec {
                break;
            }
            self.pos += 1;
            let rhs = self.binary(prec + 1);
            lhs = ConstExpr::Binary(op, Box::new(lhs), Box::new(rhs));
        }
        lhs
    }

    fn unary(&mut self) -> ConstExpr {
        match self.peek() {
            Some(op @ (MINUS | PLUS | BANG | TILDE | AMP)) => {
                self.pos += 1;
                ConstExpr::Unary(op, Box::new(self.unary()))
            }
            _ => self.primary(),
        }
    }

    /// After `sizeof`: `(T)` for a builtin type `T` or a pointer to one,
    /// as its size on the LP64 targets both sides compile for, and the
    /// number of tokens to the `)`. (`long double` is left: cicc computes
    /// it as `double`.)
    fn sizeof_builtin(&self) -> Option<(i128, usize)> {
        let mut k = 1;
        let (mut longs, mut base, mut pointer, mut sign) = (0, None, false, false);
        loop {
            let kind = self.toks.get(self.pos + k)?.0;
            k += 1;
            match kind {
                R_PAREN => break,
                UNSIGNED_KW | SIGNED_KW => sign = true,
                CONST_KW => {}
                LONG_KW => longs += 1,
                CHAR_KW | BOOL_KW => base = Some(1),
                SHORT_KW => base = Some(2),
                INT_KW | FLOAT_KW => base = base.or(Some(4)),
                DOUBLE_KW => base = Some(8),
                VOID_KW => base = Some(0),
                STAR => pointer = true,
                _ => return None,
            }
        }
        let size = match (pointer, base, longs) {
            (true, _, _) => 8,
            (false, Some(8), 0) => 8,
            (false, Some(8), _) => return None,
            (false, Some(0), _) => return None,
            (false, _, 1 | 2) => 8,
            (false, Some(b), 0) => b,
            (false, None, 0) if sign => 4,
            _ => return None,
        };
        Some((size, k))
    }

    /// After a `(`: a cast to a pointer to a builtin type (`void *)`), as
    /// the type's name and the number of tokens up to the `)`.
    fn pointer_cast(&self) -> Option<(&'static str, usize)> {
        let kind = |k: usize| self.toks.get(self.pos + k).map(|t| t.0);
        let name = match kind(0)? {
            VOID_KW => "void *",
            CHAR_KW => "char *",
            INT_KW => "int *",
            FLOAT_KW => "float *",
            _ => return None,
        };
        (kind(1)? == STAR && kind(2)? == R_PAREN).then_some((name, 3))
    }

    fn primary(&mut self) -> ConstExpr {
        let Some((kind, text)) = self.toks.get(self.pos) else {
            return ConstExpr::Unknown;
        };
        self.pos += 1;
        match kind {
            INT_NUMBER => parse_int(text).map_or(ConstExpr::Unknown, ConstExpr::Int),
            FLOAT_NUMBER => {
                let t = text.to_ascii_lowercase();
                if t.ends_with('f') && !t.starts_with("0x") {
                    ConstExpr::Float("float")
                } else if t.ends_with('l') {
                    ConstExpr::Float("long double")
                } else {
                    ConstExpr::Float("double")
                }
            }
            STRING_LIT => {
                // adjacent literals concatenate
                while self.peek() == Some(STRING_LIT) {
                    self.pos += 1;
                }
                ConstExpr::Str
            }
            SIZEOF_KW if self.peek() == Some(L_PAREN) => match self.sizeof_builtin() {
                Some((size, len)) => {
                    self.pos += len;
                    ConstExpr::Int(size)
                }
                None => {
                    self.pos = self.toks.len();
                    ConstExpr::Unknown
                }
            },
            TRUE_KW => ConstExpr::Int(1),
            FALSE_KW => ConstExpr::Int(0),
            L_PAREN if self.pointer_cast().is_some() => {
                let (name, len) = self.pointer_cast().unwrap_or(("", 0));
                self.pos += len;
                match self.primary() {
                    ConstExpr::Unknown => ConstExpr::Unknown,
                    _ => ConstExpr::Pointer(name),
                }
            }
            L_PAREN => {
                let e = self.cond();
                if self.peek() != Some(R_PAREN) {
                    return ConstExpr::Unknown;
                }
                self.pos += 1;
                e
            }
            IDENT | COLON2 => {
                self.pos -= 1;
                let mut path = Vec::new();
                if self.peek() == Some(COLON2) {
                    self.pos += 1;
                }
                loop {
                    match self.toks.get(self.pos) {
                        Some((IDENT, name)) => {
                            path.push(SmolStr::new(name));
                            self.pos += 1;
                        }
                        _ => return ConstExpr::Unknown,
                    }
                    if self.peek() == Some(COLON2) {
                        self.pos += 1;
                    } else {
                        break;
                    }
                }
                if self.peek() == Some(L_PAREN) {
                    // a call: skip its (balanced) arguments
                    let mut depth = 0;
                    while let Some(k) = self.peek() {
                        self.pos += 1;
                        match k {
                            L_PAREN => depth += 1,
                            R_PAREN => {
                                depth -= 1;
                                if depth == 0 {
                                    break;
                                }
                            }
                            _ => {}
                        }
                    }
                    return ConstExpr::Call(path);
                }
                ConstExpr::Name(path)
            }
            _ => {
                // skip to the end: `sizeof(T)`, casts, ... are not modelled
                self.pos = self.toks.len();
                ConstExpr::Unknown
            }
        }
    }
}

fn precedence(op: SyntaxKind) -> Option<u8> {
    Some(match op {
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

/// An integer literal's value (suffixes and digit separators allowed).
pub fn parse_int(text: &str) -> Option<i128> {
    let t = text
        .trim_end_matches(['u', 'U', 'l', 'L', 'z', 'Z'])
        .replace('\'', "");
    if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        i128::from_str_radix(hex, 16).ok()
    } else if let Some(bin) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        i128::from_str_radix(bin, 2).ok()
    } else if t.len() > 1 && t.starts_with('0') {
        i128::from_str_radix(&t[1..], 8).ok()
    } else {
        t.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Env;
    impl ConstEnv for Env {
        fn name_value(&self, path: &[SmolStr]) -> Option<i128> {
            (path == [SmolStr::new("N")]).then_some(4)
        }
        fn is_constexpr_function(&self, path: &[SmolStr]) -> Option<bool> {
            Some(path == [SmolStr::new("cf")])
        }
    }

    fn eval(tokens: &[(SyntaxKind, &str)]) -> ConstValue {
        let t: Vec<(SyntaxKind, String)> =
            tokens.iter().map(|(k, s)| (*k, s.to_string())).collect();
        ConstExpr::parse(&t).eval(&Env)
    }

    #[test]
    fn evaluates() {
        assert_eq!(
            eval(&[
                (IDENT, "N"),
                (STAR, "*"),
                (INT_NUMBER, "2"),
                (PLUS, "+"),
                (INT_NUMBER, "1")
            ]),
            ConstValue::Int(9)
        );
        assert_eq!(
            eval(&[(MINUS, "-"), (INT_NUMBER, "0x10")]),
            ConstValue::Int(-16)
        );
        assert_eq!(
            eval(&[(FLOAT_NUMBER, "1.5")]),
            ConstValue::NotIntegral("double")
        );
        assert_eq!(
            eval(&[(STRING_LIT, "\"x\"")]),
            ConstValue::NotIntegral("const char *")
        );
        assert_eq!(
            eval(&[(IDENT, "rv"), (L_PAREN, "("), (R_PAREN, ")")]),
            ConstValue::NonConstexprCall("rv".into())
        );
        assert_eq!(eval(&[(IDENT, "M")]), ConstValue::Unknown);
        assert_eq!(
            eval(&[
                (L_PAREN, "("),
                (VOID_KW, "void"),
                (STAR, "*"),
                (R_PAREN, ")"),
                (INT_NUMBER, "0")
            ]),
            ConstValue::NotIntegral("void *")
        );
        let sizeof = |inner: &[(SyntaxKind, &'static str)]| {
            let mut t = vec![(SIZEOF_KW, "sizeof"), (L_PAREN, "(")];
            t.extend_from_slice(inner);
            t.push((R_PAREN, ")"));
            eval(&t)
        };
        assert_eq!(sizeof(&[(INT_KW, "int")]), ConstValue::Int(4));
        assert_eq!(sizeof(&[(UNSIGNED_KW, "unsigned")]), ConstValue::Int(4));
        assert_eq!(
            sizeof(&[(LONG_KW, "long"), (LONG_KW, "long")]),
            ConstValue::Int(8)
        );
        assert_eq!(
            sizeof(&[(CHAR_KW, "char"), (STAR, "*")]),
            ConstValue::Int(8)
        );
        assert_eq!(
            sizeof(&[(SHORT_KW, "short"), (INT_KW, "int")]),
            ConstValue::Int(2)
        );
        assert_eq!(
            sizeof(&[(LONG_KW, "long"), (DOUBLE_KW, "double")]),
            ConstValue::Unknown
        );
        assert_eq!(sizeof(&[(IDENT, "T")]), ConstValue::Unknown);
        // a parenthesized operand is no cast
        assert_eq!(
            eval(&[
                (L_PAREN, "("),
                (IDENT, "N"),
                (R_PAREN, ")"),
                (STAR, "*"),
                (INT_NUMBER, "2")
            ]),
            ConstValue::Int(8)
        );
    }
}
