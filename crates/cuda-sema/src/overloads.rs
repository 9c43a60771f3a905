//! Calls that no function template matches: EDG's `no instance of
//! overloaded function "f" matches the argument list` (or `no instance of
//! function template "f"` for one candidate), with the argument types and
//! a note per candidate, the last declared first: #3322 when the number of
//! parameters does not match, #3327 when deduction fails.
//!
//! Only what is certain is reported, since a false error is worse than a
//! missed one: every candidate is a namespace-scope function template, the
//! arguments are scalars, pointers to scalars or EDG's `<error-type>`
//! (so argument-dependent lookup adds nothing), and a candidate fails only
//! by its parameter count or by a parameter that cannot be deduced from
//! its argument: `T *` from a non-pointer, `S<T>` from a scalar or pointer,
//! either from `<error-type>` (the type of a variable declared with a type
//! nobody declared, such as the `texture<...>` the toolkit removed).
//! A plain `T` (or `T &`, `const T &`) deduces from anything, `<error-type>`
//! included.

use crate::calls::CheckCx;
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, EntityKind};
use hir::ItemLookup;
use hir::ty::{self, Ty};
use hir::{Entity, Expr, ExprId};

/// Why a candidate does not match.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Failure {
    ParamCount,
    Deduction,
}

impl CheckCx<'_> {
    /// The calls of the body that are evaluated (not in `sizeof` and the
    /// like): call, callee, arguments.
    fn evaluated_calls(&self) -> Vec<(ExprId, ExprId, Vec<ExprId>)> {
        self.body
            .exprs
            .iter()
            .filter_map(|(id, e)| match e {
                Expr::Call { callee, args } if !self.body.is_unevaluated(id) => {
                    Some((id, *callee, args.clone()))
                }
                _ => None,
            })
            .collect()
    }

    /// Uses of variables of `<error-type>`: EDG takes the expressions they
    /// are in as erroneous (the locals those set get no #177/#550).
    pub(crate) fn error_typed_uses(&mut self) {
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        let r = self.resolver(self.fn_space);
        let found: Vec<ExprId> = self
            .body
            .exprs
            .iter()
            .filter(|(_, e)| matches!(e, Expr::Path { .. } | Expr::Local(_)))
            .filter(|&(id, _)| r.type_of(id).is_some_and(|t| tree.is_error_type(&t)))
            .map(|(id, _)| id)
            .collect();
        self.undefined_uses.extend(found);
    }

    /// A call to the only function of its name with too few or too many
    /// arguments: EDG's "too few arguments in function call" (or "too
    /// many"). Only when the unit has no other function of that name (so
    /// neither overloading nor argument-dependent lookup can find
    /// another), it is no template or member, and the call is not in a
    /// template.
    pub(crate) fn argument_counts(&mut self) {
        if self.decl.in_template || self.decl.template_params.is_some() {
            return;
        }
        for (id, callee, args) in self.evaluated_calls() {
            let Expr::Path {
                segments,
                template_args: None,
                ..
            } = &self.body.exprs[callee]
            else {
                continue;
            };
            let Some(name) = segments.last() else {
                continue;
            };
            let all = hir::functions_named(
                self.db,
                hir::CalleeName::new(self.db, self.unit_side, name.clone()),
            );
            let [only] = all.as_slice() else {
                continue;
            };
            let r = self.resolver(self.space_of(id));
            let Some(candidates) = r.call_candidates(callee) else {
                continue;
            };
            let [candidate] = candidates.as_slice() else {
                continue;
            };
            let d = candidate.first();
            if candidate.key != only.key
                || d.template_params.is_some()
                || d.is_member
                || d.has_pack
                || candidate.decls.iter().any(|(_, f)| f.in_template)
            {
                continue;
            }
            let candidate = (*candidate).clone();
            if self.argument_count(&candidate, id, &args) {
                self.undefined_uses.insert(id);
            }
        }
    }

    pub(crate) fn unmatched_calls(&mut self) {
        // a template's calls wait for its arguments
        if self.decl.in_template || self.decl.template_params.is_some() {
            return;
        }
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        for (id, callee, args) in self.evaluated_calls() {
            let space = self.space_of(id);
            let r = self.resolver(space);
            let Some(candidates) = r.call_candidates(callee) else {
                continue;
            };
            if candidates.is_empty()
                || candidates.iter().any(|e| {
                    let d = e.first();
                    d.template_params.is_none() || d.is_member || d.written_params.is_none()
                })
            {
                continue;
            }
            // the argument types, each one we can reason about
            let mut arg_types = Vec::new();
            for &a in &args {
                match r.type_of(a) {
                    Some(t) if tree.is_error_type(&t) => arg_types.push(None),
                    Some(t) if plain_argument(&t) => arg_types.push(Some(t)),
                    _ => break,
                }
            }
            if arg_types.len() != args.len() {
                continue;
            }
            let failures: Option<Vec<Failure>> = candidates
                .iter()
                .map(|e| candidate_failure(e, &arg_types))
                .collect();
            let Some(failures) = failures else {
                continue;
            };
            let Expr::Path {
                segments, global, ..
            } = &self.body.exprs[callee]
            else {
                continue;
            };
            let written = format!("{}{}", if *global { "::" } else { "" }, segments.join("::"));
            let types: Vec<String> = arg_types
                .iter()
                .map(|t| match t {
                    Some(t) => ty::edg_type_plain(t),
                    None => "<error-type>".to_string(),
                })
                .collect();
            let one = candidates.len() == 1;
            let mut d = Diag::fixed(
                DiagKind::NoMatchingFunction {
                    candidates: diagnostics::Entity::new(
                        if one {
                            EntityKind::FunctionTemplate
                        } else {
                            EntityKind::OverloadedFunction
                        },
                        written,
                    ),
                    argument_types: types.join(", "),
                },
                Anchor::Expr(callee),
            );
            // the candidates' declarations by their place in the unit (a
            // body's own indices are relative to it)
            let summary = hir::item_summary(self.db, self.unit_side);
            let mut notes: Vec<(u32, DiagKind)> = Vec::new();
            for (e, failure) in candidates.iter().zip(failures) {
                let Some(&(index, _)) = summary.by_key(&e.key).and_then(|e| e.decls.first()) else {
                    continue;
                };
                let candidate = diagnostics::Entity::new(
                    EntityKind::FunctionTemplate,
                    if one {
                        ty::diag_function_name(&e.first().name)
                    } else {
                        candidate_text(e)
                    },
                );
                notes.push((
                    index,
                    match failure {
                        Failure::ParamCount => DiagKind::ParamCountMismatch { candidate },
                        Failure::Deduction => DiagKind::FailedDeduction { candidate },
                    },
                ));
            }
            // the last declared first
            notes.sort_by_key(|(i, _)| std::cmp::Reverse(*i));
            for (index, note) in notes {
                d.related.push((note, Anchor::DeclName(index), None));
            }
            self.push(d);
            self.undefined_uses.insert(id);
        }
    }
}

/// A scalar, or a pointer or array of scalars: no associated namespaces,
/// and a type EDG prints as we do.
fn plain_argument(t: &Ty) -> bool {
    match t.strip_ref() {
        Ty::Builtin(..) => true,
        Ty::Pointer(inner, _) | Ty::Array(inner, _) => matches!(&**inner, Ty::Builtin(..)),
        _ => false,
    }
}

/// Why the candidate cannot be called with arguments of these types
/// (`None` for `<error-type>`); `None` when it may match.
fn candidate_failure(e: &Entity, args: &[Option<Ty>]) -> Option<Failure> {
    let d = e.first();
    let params = &d.name.sig.params;
    if e.arity_mismatch(args.len()).is_some() {
        return Some(Failure::ParamCount);
    }
    if d.accepts_any_count() {
        // (what a pack deduces is not modelled)
        return None;
    }
    // a template parameter named nowhere in the parameters, without a
    // default, cannot be deduced (`template<class T> T f(int)`)
    // (a default may be given by any declaration)
    let has_default = |k: usize| {
        e.decls
            .iter()
            .any(|(_, d)| d.template_param_info.get(k).is_some_and(|t| t.has_default))
    };
    if d.template_param_info
        .iter()
        .enumerate()
        .any(|(k, t)| !t.in_function_params && !t.is_pack && !has_default(k))
    {
        return Some(Failure::Deduction);
    }
    params
        .iter()
        .zip(args)
        .any(|(p, a)| p.is_dependent() && !deducible(p.strip_ref(), a.as_ref()))
        .then_some(Failure::Deduction)
}

/// Whether a dependent parameter type can be deduced from an argument type
/// (`None`: `<error-type>`). Only the certain failures say no.
fn deducible(p: &Ty, a: Option<&Ty>) -> bool {
    match p {
        Ty::Param { .. } => true,
        Ty::Pointer(inner, _) => match a.map(Ty::strip_ref) {
            Some(Ty::Pointer(ai, _) | Ty::Array(ai, _)) => {
                !inner.is_dependent() || deducible(inner, Some(ai))
            }
            Some(Ty::Builtin(hir::ty::Builtin::NullptrT, _)) | None => false,
            Some(Ty::Builtin(..)) => false,
            Some(_) => true,
        },
        Ty::Class(..) => !matches!(
            a.map(Ty::strip_ref),
            None | Some(Ty::Builtin(..) | Ty::Pointer(..) | Ty::Array(..))
        ),
        _ => true,
    }
}

/// `ns::f(T *, obj_t)`, or `ns::f<T,U>(T *, obj_t)` when some template
/// parameter is not deduced from the parameters: a candidate as EDG's
/// notes name it.
fn candidate_text(e: &Entity) -> String {
    let d = e.first();
    let mut out = ty::diag_function_name(&d.name);
    if d.template_param_info.iter().any(|p| !p.in_function_params) {
        let names: Vec<&str> = d
            .template_param_info
            .iter()
            .map(|p| p.name.as_str())
            .collect();
        out.push('<');
        out.push_str(&names.join(","));
        out.push('>');
    }
    let params = d.written_params.as_deref().unwrap_or_default();
    out.push('(');
    out.push_str(&params.join(", "));
    out.push(')');
    out
}
