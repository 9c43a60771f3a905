//! `printf`'s format strings, as the device side's front end checks them
//! (cicc; cudafe++'s host pass says nothing): a literal format with fewer
//! arguments than conversions (#224, at the last argument) or more (#225,
//! at the first one left over), in every function it compiles; and, in
//! functions that run on the device, an argument of another kind or size
//! than its conversion wants (#181: `%d` of a `long`, `%f` of an `int`,
//! `%s` of an `int`, `%Lf` of a `double`).
//!
//! Observed with CUDA 13.5: the signedness of an integer does not matter
//! (`%u` of an `int`, `%x` of an `int`), nor `long` against `long long`
//! (`%ld` of a `long long`), nor the pointee of `%s` and `%p`; `%hd` and
//! `%c` take the promoted `int`. Only arguments whose types are certain
//! (locals, literals, casts of them, calls of plain functions returning
//! builtin types, data members of local objects) and are not promoted (`char`,
//! `short`, `bool`, `float`) are judged, so that the message names the
//! type EDG names, and `sizeof`/`alignof` (`unsigned long`); templates
//! wait for their instances.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use base_db::Side;
use diagnostics::{DiagKind, TypeName};
use hir::ty::{Builtin, Ty};
use hir::{Expr, ExprId};

/// What one conversion wants of its argument.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Wants {
    /// An integer of this many bytes, named as EDG names it.
    Integer(u8, &'static str),
    /// `double` (8) or `long double` (16).
    Floating(u8, &'static str),
    /// `%s`: a pointer (its pointee is not judged).
    CharPointer,
    /// `%p`: any pointer.
    VoidPointer,
    /// Consumes an argument that is not judged (`%n`, `%hhd`, `%C`, ...).
    Any,
}

/// What a format string's conversions take.
enum Conversions {
    /// The arguments, in order.
    Args(Vec<Wants>),
    /// A conversion no printf has (`% @`, `%5.2%`, `%y`): EDG's #226 at
    /// the argument it would take (this many are taken before it; none
    /// when there is no such argument), and nothing else is judged.
    Invalid(usize),
}

/// The arguments a format string's conversions take, in order; `None`
/// for a conversion not understood (the call is then left alone).
fn conversions(format: &str) -> Option<Conversions> {
    let mut out = Vec::new();
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            continue;
        }
        if chars.peek() == Some(&'%') {
            chars.next();
            continue;
        }
        while chars.peek().is_some_and(|c| "-+ #0'".contains(*c)) {
            chars.next();
        }
        // width and precision: digits, or `*` (an int argument)
        for part in 0..2 {
            if part == 1 {
                if chars.peek() != Some(&'.') {
                    break;
                }
                chars.next();
            }
            if chars.peek() == Some(&'*') {
                chars.next();
                out.push(Wants::Integer(4, "int"));
            } else {
                while chars.peek().is_some_and(char::is_ascii_digit) {
                    chars.next();
                }
            }
        }
        let mut length = String::new();
        while chars.peek().is_some_and(|c| "hlLqjzt".contains(*c)) {
            length.push(chars.next()?);
        }
        let conversion = chars.next()?;
        if !"diouxXfFeEgGaAcspnCSm".contains(conversion) {
            return Some(Conversions::Invalid(out.len()));
        }
        let signed = matches!(conversion, 'd' | 'i');
        let integer = |bytes, signed_name, unsigned_name| {
            Wants::Integer(bytes, if signed { signed_name } else { unsigned_name })
        };
        out.push(match (conversion, length.as_str()) {
            ('d' | 'i' | 'u' | 'o' | 'x' | 'X', "") => integer(4, "int", "unsigned int"),
            ('d' | 'i' | 'u' | 'o' | 'x' | 'X', "l") => integer(8, "long", "unsigned long"),
            ('d' | 'i' | 'u' | 'o' | 'x' | 'X', "ll") => {
                integer(8, "long long", "unsigned long long")
            }
            ('d' | 'i' | 'u' | 'o' | 'x' | 'X', _) => Wants::Any,
            ('c', "") => Wants::Integer(4, "int"),
            ('f' | 'F' | 'e' | 'E' | 'g' | 'G' | 'a' | 'A', "" | "l") => {
                Wants::Floating(8, "double")
            }
            ('f' | 'F' | 'e' | 'E' | 'g' | 'G' | 'a' | 'A', "L") => {
                Wants::Floating(16, "long double")
            }
            ('s', "") => Wants::CharPointer,
            ('p', "") => Wants::VoidPointer,
            ('n' | 'c' | 's' | 'C' | 'S', _) => Wants::Any,
            _ => return None,
        });
    }
    Some(Conversions::Args(out))
}

/// What an argument is, for the comparison: an unpromoted integer or
/// floating type's size, or a pointer; `None` when not judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Has {
    Integer(u8),
    Floating(u8),
    Pointer,
}

fn has(t: &Ty) -> Option<Has> {
    match t.strip_ref().without_cv() {
        Ty::Builtin(b, _) => match b {
            Builtin::Int | Builtin::UnsignedInt => Some(Has::Integer(4)),
            Builtin::Long
            | Builtin::UnsignedLong
            | Builtin::LongLong
            | Builtin::UnsignedLongLong => Some(Has::Integer(8)),
            Builtin::Double => Some(Has::Floating(8)),
            Builtin::LongDouble => Some(Has::Floating(16)),
            _ => None,
        },
        Ty::Pointer(..) => Some(Has::Pointer),
        _ => None,
    }
}

/// The type a conversion wants, when the argument is of another kind or
/// size.
fn mismatch(wants: Wants, has: Has) -> Option<&'static str> {
    match (wants, has) {
        (Wants::Integer(a, name), Has::Integer(b)) if a != b => Some(name),
        (Wants::Integer(_, name), Has::Floating(_) | Has::Pointer) => Some(name),
        (Wants::Floating(a, name), Has::Floating(b)) if a != b => Some(name),
        (Wants::Floating(_, name), Has::Integer(_) | Has::Pointer) => Some(name),
        (Wants::CharPointer, Has::Integer(_) | Has::Floating(_)) => Some("char *"),
        (Wants::VoidPointer, Has::Integer(_) | Has::Floating(_)) => Some("void *"),
        _ => None,
    }
}

impl CheckCx<'_> {
    pub(crate) fn printf_formats(&mut self) {
        if self.side != Side::Device || !self.plain_function() {
            return;
        }
        let body = self.body;
        let mut out = Vec::new();
        for (id, e) in body.exprs.iter() {
            let Expr::Call { callee, args } = e else {
                continue;
            };
            let is_printf = matches!(&body.exprs[*callee], Expr::Path { segments, .. }
                if segments.last().is_some_and(|s| s == "printf")
                    && (segments.len() == 1 || segments.len() == 2 && segments[0] == "std"));
            if !is_printf || body.is_unevaluated(id) {
                continue;
            }
            let Some((format, rest)) = args.split_first() else {
                continue;
            };
            let wants = match self
                .string_literal(*format)
                .as_deref()
                .and_then(conversions)
            {
                Some(Conversions::Args(wants)) => wants,
                Some(Conversions::Invalid(at)) => {
                    if let Some(&arg) = rest.get(at) {
                        out.push(Diag::fixed(
                            DiagKind::InvalidFormatConversion,
                            Anchor::Expr(arg),
                        ));
                    }
                    continue;
                }
                None => continue,
            };
            if wants.len() > rest.len() {
                let at = rest.last().copied().unwrap_or(*format);
                out.push(Diag::fixed(
                    DiagKind::FormatNeedsMoreArguments,
                    Anchor::Expr(at),
                ));
                continue;
            }
            if wants.len() < rest.len() {
                out.push(Diag::fixed(
                    DiagKind::FormatEndsBeforeArgument,
                    Anchor::Expr(rest[wants.len()]),
                ));
            }
            let space = self.space_of(id);
            if !space.runs_on_device() {
                continue;
            }
            let r = self.resolver(space);
            for (&w, &arg) in wants.iter().zip(rest) {
                // `sizeof` and `alignof` are `size_t` (`unsigned long` on
                // the x86-64 targets)
                let size = body
                    .constructs
                    .iter()
                    .any(|(c, e)| *e == arg && matches!(c, hir::body::Construct::SizeOf));
                let t = if size {
                    Ty::builtin(Builtin::UnsignedLong)
                } else if crate::operands::certain(body, arg)
                    || self.plain_call(arg)
                    || self.plain_field(arg)
                {
                    let Some(t) = r.type_of(arg) else { continue };
                    t
                } else {
                    continue;
                };
                let Some(h) = has(&t) else { continue };
                if let Some(expected) = mismatch(w, h) {
                    out.push(Diag::fixed(
                        DiagKind::FormatArgumentMismatch {
                            expected: TypeName(expected.to_string()),
                            actual: TypeName(hir::ty::edg_type_plain(t.strip_ref())),
                        },
                        Anchor::Expr(arg),
                    ));
                }
            }
        }
        for d in out {
            self.push(d);
        }
    }

    /// A call that resolves to one function that is no template nor in
    /// one, returning a builtin type (`tile.thread_rank()` of a
    /// `thread_group`: `unsigned long long`): its type is certain.
    fn plain_call(&self, e: ExprId) -> bool {
        let Expr::Call { callee, args } = &self.body.exprs[e] else {
            return false;
        };
        let space = self.space_of(e);
        let Some(c) = self.resolver(space).resolve_call(*callee, args) else {
            return false;
        };
        let d = c.entity.first();
        !c.dependent
            && c.template_args.is_none()
            && d.template_params.is_none()
            && !c.entity.decls.iter().any(|(_, f)| f.in_template)
            && matches!(d.name.sig.ret, Ty::Builtin(..))
    }

    /// A data member of a local object of a class that is no template
    /// instance (`h.r`): its type is certain.
    fn plain_field(&self, e: ExprId) -> bool {
        let Expr::Member { base, .. } = &self.body.exprs[e] else {
            return false;
        };
        let Expr::Local(l) = &self.body.exprs[*base] else {
            return false;
        };
        matches!(self.body.locals[*l].ty.strip_ref(), Ty::Class(c, _) if c.args.is_empty())
    }

    /// The text a plain string literal (or a run of them) stands for, its
    /// quotes and escapes left as written; `None` for anything else (a
    /// prefixed or raw literal, a name).
    fn string_literal(&self, e: ExprId) -> Option<String> {
        if !matches!(self.body.exprs[e], Expr::Literal(_)) {
            return None;
        }
        let range = hir::body_source_map(self.db, self.def).expr_range(e)?;
        let root = base_db::parse(self.db, self.unit_side).syntax_node();
        if !root.text_range().contains_range(range) {
            return None;
        }
        let element = root.covering_element(range);
        let tokens: Vec<syntax::SyntaxToken> = match element.as_node() {
            Some(n) => n
                .descendants_with_tokens()
                .filter_map(|t| t.into_token())
                .filter(|t| !t.kind().is_trivia())
                .collect(),
            None => element.into_token().into_iter().collect(),
        };
        let mut text = String::new();
        for t in tokens {
            if t.kind() != syntax::SyntaxKind::STRING_LIT {
                return None;
            }
            let inner = t.text().strip_prefix('"')?.strip_suffix('"')?;
            text.push_str(inner);
        }
        Some(text)
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn printf_formats_on_the_device_side() {
        check_diagnostics(
            r#"
extern "C" __host__ __device__ int printf(const char *, ...);
__device__ void d(long l, unsigned long long ull, long long ll, int i, double x, char *s) {
  printf("%d\n", l);
               //^ warning: argument is incompatible with corresponding format string conversion (expected type "int" but argument has type "long")
  printf("%x %Lf\n", ull, x);
                   //^ warning: argument is incompatible with corresponding format string conversion (expected type "unsigned int" but argument has type "unsigned long long")
                        //^ warning: argument is incompatible with corresponding format string conversion (expected type "long double" but argument has type "double")
  printf("%ld %u %s %p %5.2f %*d %%\n", ll, i, s, s, x, i, i);
  printf("a" "%s" "\n", i);
                      //^ warning: argument is incompatible with corresponding format string conversion (expected type "char *" but argument has type "int")
  printf("%d %d\n", i);
                  //^ warning: the format string requires additional arguments
  printf("%d\n", i, i);
                  //^ warning: the format string ends before this argument
  printf("%d %zu\n", sizeof(int), sizeof(x));
                   //^ warning: argument is incompatible with corresponding format string conversion (expected type "int" but argument has type "unsigned long")
}
void h(long l) { printf("%d\n", l); printf("%d %d\n", l); }
                                                    //^ warning: the format string requires additional arguments
"#,
        );
    }
}
