//! Overload resolution where every step is certain, and the calls it finds
//! ambiguous: EDG's #308 `more than one instance of overloaded function
//! "f" matches the argument list:`, with a line per best candidate
//! (`function "f(long)" (declared at line 3)`), the argument types and,
//! for a call through an object, `object type is: S`; the candidates that
//! cannot take the arguments get #3322/#3326 notes, the last declared
//! first (as for #304).
//!
//! Certain means: every candidate is a plain function (no template, none
//! declared in a template, no parameter pack or `...`), all of one
//! execution space (EDG's host/device overloading is not modelled here) and
//! no two with the same parameter types; every argument is of a builtin
//! arithmetic type we know for sure (literals, variables, arithmetic on
//! them, casts), and every parameter of a candidate of the right arity is
//! an arithmetic type by value or by `const &`, or a pointer (which such an
//! argument cannot convert to). `bool` and the extended floating types are
//! left out (the device side spells `bool` as `__nv_bool`). Then the
//! conversion of each argument is an exact match, a promotion or a
//! conversion ([over.ics.rank]), and a candidate is better than another
//! when none of its conversions is worse and one is better. The resolver
//! takes the unique best (`infer::Resolver::select`); an ambiguous call
//! has no callee, so nothing else is judged on it.

use crate::calls::CheckCx;
use crate::infer::Resolver;
use crate::overloads::{Failure, add_failure_notes, plain_failure};
use crate::space::entity_space;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, EntityKind};
use hir::ty::{self, Builtin, Ty};
use hir::{Entity, Expr, ExprId};
use syntax::SyntaxKind::*;

/// How an argument converts to a parameter, best first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Rank {
    Exact,
    Promotion,
    Conversion,
}

/// The outcome of a certain overload resolution.
pub(crate) struct Ranking<'a> {
    /// The candidates no other beats, in the order given.
    pub(crate) best: Vec<&'a Entity>,
    /// The candidates that cannot take the arguments, and why.
    pub(crate) rejected: Vec<(&'a Entity, Failure)>,
    /// The arguments' types.
    pub(crate) arg_types: Vec<Builtin>,
}

impl<'a> Resolver<'a> {
    /// The builtin arithmetic type of an argument, when it is certain.
    pub(crate) fn certain_arithmetic(&self, e: ExprId) -> Option<Builtin> {
        self.certain_arithmetic_depth(e, 0).filter(|b| ordinary(*b))
    }

    fn certain_arithmetic_depth(&self, e: ExprId, depth: u32) -> Option<Builtin> {
        if depth > 32 {
            return None;
        }
        let inner = |x: ExprId| self.certain_arithmetic_depth(x, depth + 1);
        let builtin = |t: Option<Ty>| match t?.strip_ref() {
            Ty::Builtin(b, _) => Some(*b),
            _ => None,
        };
        let b = match &self.body.exprs[e] {
            Expr::Literal(_) | Expr::Local(_) | Expr::Path { .. } | Expr::Cast { .. } => {
                builtin(self.type_of(e))?
            }
            Expr::Unary { op, expr } if matches!(*op, PLUS | MINUS | TILDE) => {
                promoted(inner(*expr)?)
            }
            Expr::Binary { op, lhs, rhs }
                if matches!(
                    *op,
                    PLUS | MINUS | STAR | SLASH | PERCENT | AMP | PIPE | CARET
                ) =>
            {
                let (a, b) = (inner(*lhs)?, inner(*rhs)?);
                builtin(self.type_of(e)).filter(|t| *t == usual(a, b))?
            }
            _ => return None,
        };
        Some(b)
    }

    /// Resolves a call among `candidates` when every step is certain (see
    /// the module's doc); `None` when it is not.
    pub(crate) fn rank_call(
        &self,
        candidates: &[&'a Entity],
        args: &[ExprId],
    ) -> Option<Ranking<'a>> {
        if candidates.len() < 2 {
            return None;
        }
        let arg_types: Vec<Builtin> = args
            .iter()
            .map(|&a| self.certain_arithmetic(a))
            .collect::<Option<_>>()?;
        let space = entity_space(candidates[0], self.side, self.caller_index);
        for (k, e) in candidates.iter().enumerate() {
            let d = e.first();
            if d.template_params.is_some()
                || d.has_pack
                || d.name.sig.variadic
                || e.decls.iter().any(|(_, f)| f.in_template)
                || entity_space(e, self.side, self.caller_index) != space
                || d.name.sig.params.iter().any(|p| !plain_param(p))
                || candidates[..k]
                    .iter()
                    .any(|o| same_params(&o.first().name.sig.params, &d.name.sig.params))
            {
                return None;
            }
        }
        let args_as_types: Vec<Option<Ty>> =
            arg_types.iter().map(|&b| Some(Ty::builtin(b))).collect();
        let mut viable: Vec<(&'a Entity, Vec<Rank>)> = Vec::new();
        let mut rejected = Vec::new();
        for &e in candidates {
            if let Some(f) = plain_failure(e, &args_as_types, |i| {
                self.body.is_null_pointer_constant(args[i])
            }) {
                rejected.push((e, f));
                continue;
            }
            let ranks: Option<Vec<Rank>> = e
                .first()
                .name
                .sig
                .params
                .iter()
                .zip(&arg_types)
                .map(|(p, &a)| rank(p, a))
                .collect();
            // (a pointer parameter for a null pointer constant, which
            // plain_failure lets through: not ranked here)
            viable.push((e, ranks?));
        }
        let better = |x: &[Rank], y: &[Rank]| {
            x.iter().zip(y).all(|(a, b)| a <= b) && x.iter().zip(y).any(|(a, b)| a < b)
        };
        let best: Vec<usize> = (0..viable.len())
            .filter(|&i| !viable.iter().any(|(_, r)| better(r, &viable[i].1)))
            .collect();
        // every other candidate must lose to each of the best, or which
        // ones EDG lists would depend on the order it compares them in
        let settled = (0..viable.len())
            .filter(|i| !best.contains(i))
            .all(|i| best.iter().all(|&b| better(&viable[b].1, &viable[i].1)));
        if !settled {
            return None;
        }
        Some(Ranking {
            best: best.into_iter().map(|i| viable[i].0).collect(),
            rejected,
            arg_types,
        })
    }
}

/// Not `bool` (spelled otherwise on the device side), the extended
/// floating types, `__int128` or the character types with promotions of
/// their own.
fn ordinary(b: Builtin) -> bool {
    use Builtin::*;
    (b.is_integral() && !matches!(b, WChar | Char8 | Char16 | Char32 | Int128 | UnsignedInt128))
        || matches!(b, Float | Double | LongDouble)
}

/// A parameter the ranking understands: an ordinary arithmetic type by
/// value or by `const &`, or a pointer.
fn plain_param(p: &Ty) -> bool {
    match p {
        Ty::Builtin(b, _) => ordinary(*b),
        Ty::LRef(inner) => {
            matches!(&**inner, Ty::Builtin(b, cv) if ordinary(*b) && cv.is_const && !cv.is_volatile)
        }
        Ty::Pointer(..) => true,
        _ => false,
    }
}

fn same_params(a: &[Ty], b: &[Ty]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x.strip_ref().without_cv() == y.strip_ref().without_cv())
}

/// The conversion of an argument of type `a` to parameter `p`; `None` for
/// one not ranked here.
fn rank(p: &Ty, a: Builtin) -> Option<Rank> {
    let Ty::Builtin(p, _) = p.strip_ref() else {
        return None;
    };
    Some(if *p == a {
        Rank::Exact
    } else if promoted(a) == *p || (a == Builtin::Float && *p == Builtin::Double) {
        Rank::Promotion
    } else {
        Rank::Conversion
    })
}

/// The integral promotion of an ordinary type (itself for the others).
fn promoted(b: Builtin) -> Builtin {
    use Builtin::*;
    match b {
        Char | SignedChar | UnsignedChar | Short | UnsignedShort => Int,
        b => b,
    }
}

/// The usual arithmetic conversions of two ordinary types.
fn usual(a: Builtin, b: Builtin) -> Builtin {
    match crate::infer::arithmetic(&Ty::builtin(a), &Ty::builtin(b)) {
        Ty::Builtin(t, _) => t,
        _ => Builtin::Int,
    }
}

impl CheckCx<'_> {
    /// Calls that more than one candidate matches equally well (#308).
    pub(crate) fn ambiguous_calls(&mut self) {
        let in_template = self.decl.is_template_pattern();
        for (id, callee, args) in self.evaluated_calls() {
            let r = self.resolver(self.space_of(id));
            let (candidates, object) = match &self.body.exprs[callee] {
                Expr::Path {
                    segments,
                    template_args: None,
                    class_args: None,
                    ..
                } => {
                    let Some(mut candidates) = r.call_candidates(callee) else {
                        continue;
                    };
                    // a plain function sees the functions declared before
                    // it, not those after (its callers' instances aside)
                    if !in_template {
                        candidates.retain(|e| {
                            e.first().is_member
                                || e.decls.iter().any(|(i, _)| *i <= hir::CALLER_INDEX)
                        });
                    }
                    // EDG lists the candidates in declaration order when
                    // it finds them in the enclosing scopes or the one
                    // named, otherwise (through a using-directive) not
                    let qualifier = &segments[..segments.len() - 1];
                    let caller_scope = self.decl.name.scope_names();
                    let found_in_order = candidates.iter().all(|e| {
                        let scope = e.first().name.scope_names();
                        if qualifier.is_empty() {
                            caller_scope.starts_with(&scope)
                        } else {
                            scope
                                .iter()
                                .copied()
                                .eq(qualifier.iter().map(|s| s.as_str()))
                        }
                    });
                    if !found_in_order {
                        continue;
                    }
                    (candidates, None)
                }
                Expr::Member { base, name, .. } => {
                    let Some(candidates) = r.plain_member_candidates(*base, name) else {
                        continue;
                    };
                    let object = match r.type_of(*base).map(|t| match t {
                        Ty::Pointer(inner, _) => *inner,
                        t => t.strip_ref().clone(),
                    }) {
                        Some(t @ Ty::Class(..)) => ty::edg_type_plain(&t.without_cv()),
                        _ => continue,
                    };
                    (candidates, Some(object))
                }
                _ => continue,
            };
            let Some(ranking) = r.rank_call(&candidates, &args) else {
                continue;
            };
            if ranking.best.len() < 2 {
                continue;
            }
            // in a template, a call whose arguments do not depend on its
            // parameters is judged where it is written: once, without the
            // instance (a dependent one in each instance)
            let as_written = in_template && {
                let as_written = Resolver { subst: &[], ..r };
                args.iter()
                    .all(|&a| as_written.certain_arithmetic(a).is_some())
            };
            let arg_types: Vec<String> = ranking
                .arg_types
                .iter()
                .map(|&b| ty::edg_type_plain(&Ty::builtin(b)))
                .collect();
            // (the candidates' places in the unit: read only to report, so
            // that the check does not depend on every declaration)
            let summary = hir::item_summary(self.db, self.unit_side);
            let decl_of = |e: &Entity| first_declaration(summary, e);
            let Some(mut best) = ranking
                .best
                .iter()
                .map(|&e| Some((decl_of(e)?, e)))
                .collect::<Option<Vec<(u32, &Entity)>>>()
            else {
                continue;
            };
            best.sort_by_key(|(i, _)| *i);
            let first = best[0].1.first();
            let mut d = Diag::fixed(
                DiagKind::AmbiguousCall {
                    candidates: diagnostics::Entity::new(
                        EntityKind::OverloadedFunction,
                        // (qualified, however the call names it)
                        ty::diag_function_name(&first.name),
                    ),
                    best: best
                        .iter()
                        .map(|(_, e)| {
                            diagnostics::Entity::function(ty::edg_function_name(&e.first().name))
                        })
                        .collect(),
                    argument_types: arg_types.join(", "),
                    object_type: object,
                },
                Anchor::Expr(callee),
            );
            d.as_written = as_written;
            d.named_decls = best.iter().map(|(i, _)| Anchor::DeclName(*i)).collect();
            let notes = ranking
                .rejected
                .iter()
                .filter_map(|(e, failure)| {
                    let candidate =
                        diagnostics::Entity::function(ty::edg_function_name(&e.first().name));
                    Some((decl_of(e)?, candidate, *failure))
                })
                .collect();
            add_failure_notes(&mut d, notes);
            self.push(d);
            self.undefined_uses.insert(id);
        }
    }
}

/// How a function template's parameters take their arguments, when each
/// is one of its own type parameters by value (`T`) or by forwarding
/// reference (`T &&`), every type parameter is deduced from them and
/// none has a default: two templates of the same shape deduce alike and
/// neither is more specialized, so a call they both take is ambiguous.
fn forwarding_shape(e: &Entity) -> Option<Vec<(u32, bool)>> {
    let d = e.first();
    let info = &d.template_param_info;
    if d.template_params.is_none()
        || d.has_pack
        || d.default_args > 0
        || d.name.sig.variadic
        || d.written_params.is_none()
        || d.written_ret.is_none()
        || e.decls
            .iter()
            .any(|(_, f)| f.template_param_info.iter().any(|t| t.has_default))
        || info
            .iter()
            .any(|t| t.kind != hir::items::TemplateParamKind::Type || t.is_pack)
    {
        return None;
    }
    let shape: Vec<(u32, bool)> = d
        .name
        .sig
        .params
        .iter()
        .map(|p| match p {
            Ty::Param { index, cv, .. } if *cv == ty::Cv::default() => Some((*index, false)),
            Ty::RRef(inner) => match &**inner {
                Ty::Param { index, cv, .. } if *cv == ty::Cv::default() => Some((*index, true)),
                _ => None,
            },
            _ => None,
        })
        .collect::<Option<_>>()?;
    let deduced = (0..info.len() as u32).all(|k| shape.iter().any(|(i, _)| *i == k));
    deduced.then_some(shape)
}

/// The item index of an entity's first declaration in the unit (a body's
/// own indices are relative to it).
fn first_declaration(summary: &hir::ItemSummary, e: &Entity) -> Option<u32> {
    summary
        .by_key(&e.key)
        .and_then(|e| e.decls.first())
        .map(|d| d.0)
}

/// A function template as EDG lists it among the candidates of an
/// ambiguous call: `T &&ns::mv(T &&)`, `int f(T)`, with ` noexcept`.
fn template_signature(d: &hir::FunctionDecl) -> Option<String> {
    let ret = d.written_ret.as_deref()?;
    let params = d.written_params.as_ref()?;
    let sep = if ret.ends_with(['&', '*']) { "" } else { " " };
    Some(format!(
        "{ret}{sep}{}({}){}",
        ty::diag_function_name(&d.name),
        params.join(", "),
        hir::items::ExceptionSpec::suffix(d.exception_spec)
    ))
}

impl CheckCx<'_> {
    /// Qualified calls of plain code (`std::move(x)`) that two or more
    /// function templates of the same shape take (see `forwarding_shape`)
    /// and no other candidate: #308,
    /// the templates by their signatures as written (those of an inline
    /// namespace first), the candidates of another arity in #3322 notes.
    /// Two distinct templates of one shape differ in their return type or
    /// namespace (`std::move` declared again in an inline namespace).
    pub(crate) fn ambiguous_template_calls(&mut self) {
        if self.decl.is_template_pattern() {
            return;
        }
        for (id, callee, args) in self.evaluated_calls() {
            let Expr::Path {
                segments,
                template_args: None,
                class_args: None,
                ..
            } = &self.body.exprs[callee]
            else {
                continue;
            };
            // (qualified calls only: see below; most calls stop here)
            if segments.len() < 2 {
                continue;
            }
            let r = self.resolver(self.space_of(id));
            let Some(mut candidates) = r.call_candidates(callee) else {
                continue;
            };
            candidates.retain(|e| {
                e.first().is_member || e.decls.iter().any(|(i, _)| *i <= hir::CALLER_INDEX)
            });
            if candidates.iter().any(|e| e.first().is_member)
                || candidates
                    .iter()
                    .filter(|e| e.first().template_params.is_some())
                    .nth(1)
                    .is_none()
            {
                continue;
            }
            // the arguments: objects of known types (no arrays or
            // functions, which decay)
            let arg_types: Option<Vec<Ty>> = args
                .iter()
                .map(|&a| {
                    r.type_of(a).filter(|t| {
                        matches!(
                            t.strip_ref(),
                            Ty::Class(..) | Ty::Builtin(..) | Ty::Pointer(..)
                        ) && !t.is_dependent()
                    })
                })
                .collect();
            let Some(arg_types) = arg_types else {
                continue;
            };
            let (viable, other): (Vec<&Entity>, Vec<&Entity>) = candidates
                .iter()
                .copied()
                .partition(|e| e.arity_mismatch(args.len()).is_none());
            // the others cannot take so many arguments, whatever they are
            if other.iter().any(|e| e.first().accepts_any_count()) {
                continue;
            }
            let shapes: Option<Vec<Vec<(u32, bool)>>> =
                viable.iter().map(|e| forwarding_shape(e)).collect();
            let Some(shapes) = shapes else {
                continue;
            };
            if viable.len() < 2 || shapes.iter().any(|s| *s != shapes[0]) {
                continue;
            }
            // only a qualified call, whose candidates are the named
            // namespace's own and its inline namespaces' members: an
            // unqualified one's nearer declarations hide farther ones, and
            // argument-dependent lookup adds others (not modelled here)
            let types = hir::SideItems::new(self.db, self.unit_side).types();
            let named = |e: &Entity| {
                let scope = e.first().name.scope_names();
                scope.len() >= segments.len() - 1
                    && scope[..segments.len() - 1]
                        .iter()
                        .copied()
                        .eq(segments[..segments.len() - 1].iter().map(|s| s.as_str()))
                    && (segments.len() - 1..scope.len()).all(|k| {
                        types
                            .inline_namespaces
                            .iter()
                            .any(|p| p.iter().map(|s| s.as_str()).eq(scope[..=k].iter().copied()))
                    })
            };
            if !viable.iter().all(|e| named(e)) {
                continue;
            }
            let summary = hir::item_summary(self.db, self.unit_side);
            let decl_of = |e: &Entity| first_declaration(summary, e);
            // (those of an inline namespace inside the one named first)
            let qualifier: Vec<&str> = segments[..segments.len() - 1]
                .iter()
                .map(|s| s.as_str())
                .collect();
            let own =
                |e: &Entity| !qualifier.is_empty() && e.first().name.scope_names() == qualifier;
            let Some(mut best) = viable
                .iter()
                .map(|&e| Some((own(e), decl_of(e)?, e, template_signature(e.first())?)))
                .collect::<Option<Vec<_>>>()
            else {
                continue;
            };
            best.sort_by_key(|(own, i, _, _)| (*own, *i));
            // (the overloaded name as the call writes it when qualified)
            let overloaded = if qualifier.is_empty() {
                ty::diag_function_name(&best[0].2.first().name)
            } else {
                segments.join("::")
            };
            let mut d = Diag::fixed(
                DiagKind::AmbiguousCall {
                    candidates: diagnostics::Entity::new(
                        EntityKind::OverloadedFunction,
                        overloaded,
                    ),
                    best: best
                        .iter()
                        .map(|(_, _, _, sig)| {
                            diagnostics::Entity::new(EntityKind::FunctionTemplate, sig.clone())
                        })
                        .collect(),
                    argument_types: arg_types
                        .iter()
                        .map(|t| ty::edg_type_plain(&t.strip_ref().without_cv()))
                        .collect::<Vec<_>>()
                        .join(", "),
                    object_type: None,
                },
                Anchor::Expr(callee),
            );
            d.named_decls = best
                .iter()
                .map(|(_, i, _, _)| Anchor::DeclName(*i))
                .collect();
            let notes = other
                .iter()
                .filter_map(|e| {
                    let f = e.first();
                    let candidate = if f.template_params.is_some() {
                        diagnostics::Entity::new(
                            EntityKind::FunctionTemplate,
                            crate::overloads::candidate_text(e),
                        )
                    } else {
                        diagnostics::Entity::function(ty::edg_function_name(&f.name))
                    };
                    Some((decl_of(e)?, candidate, Failure::ParamCount))
                })
                .collect();
            add_failure_notes(&mut d, notes);
            self.push(d);
            self.undefined_uses.insert(id);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn function_templates_of_one_shape() {
        check_diagnostics(
            r#"
namespace ns {
template <class T> T &&pass(T &&t);
inline namespace in {
template <class T> int pass(T &&t);
}
template <class T> void pass(T a, T b);
                      //^ note: number of parameters of function template "ns::pass(T, T)" does not match the call
}
struct V { };
void use(V v) { ns::pass(v); }
              //^ error: more than one instance of overloaded function "ns::pass" matches the argument list: | function template "int ns::in::pass(T &&)" (declared at line 5) | function template "T &&ns::pass(T &&)" (declared at line 3) | argument types are: (V)
"#,
        );
    }

    #[test]
    fn arithmetic_arguments_two_candidates_take_alike() {
        check_diagnostics(
            r#"
void g(float);
void g(double);
void g(int *);
   //^ note: function "g(int *)" does not match because argument #1 does not match parameter
   //^ note: function "g(int *)" does not match because argument #1 does not match parameter
void h(long, int);
void h(unsigned long, int);
void h(double, long);
void k(short);
void k(long);
void t(int a, char c, float f) {
    g(a);
  //^ error: more than one instance of overloaded function "g" matches the argument list: | function "g(float)" (declared at line 2) | function "g(double)" (declared at line 3) | argument types are: (int)
    g(f);
    g(1.0);
    g(c + c);
  //^ error: more than one instance of overloaded function "g" matches the argument list: | function "g(float)" (declared at line 2) | function "g(double)" (declared at line 3) | argument types are: (int)
    h(1, 2);
  //^ error: more than one instance of overloaded function "h" matches the argument list: | function "h(long, int)" (declared at line 7) | function "h(unsigned long, int)" (declared at line 8) | argument types are: (int, int)
    h(1.0, 2L);
    k(c);
  //^ error: more than one instance of overloaded function "k" matches the argument list: | function "k(short)" (declared at line 10) | function "k(long)" (declared at line 11) | argument types are: (char)
}
"#,
        );
    }
}
