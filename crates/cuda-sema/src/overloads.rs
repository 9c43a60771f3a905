//! Calls that no candidate matches: EDG's `no instance of overloaded
//! function "f" matches the argument list` (or `no instance of function
//! template "f"` for one template), with the argument types and a note per
//! candidate, the last declared first: #3322 when the number of parameters
//! does not match, #3327 when deduction fails, #3326 when no conversion
//! takes an argument of a plain function to its parameter. The only plain
//! function of its name gets #167 for such an argument instead.
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
use crate::conversions::{incompatible, null_ok, plain_value};
use crate::{Anchor, Diag};
use diagnostics::{DiagKind, EntityKind};
use hir::ItemLookup;
use hir::ty::{self, Ty};
use hir::{Entity, Expr, ExprId};

/// Why a candidate does not match.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Failure {
    ParamCount,
    Deduction,
    /// The argument (from 1) no conversion takes to its parameter.
    Argument(u32),
}

impl CheckCx<'_> {
    /// The calls of the body that are evaluated (not in `sizeof` and the
    /// like): call, callee, arguments.
    pub(crate) fn evaluated_calls(&self) -> Vec<(ExprId, ExprId, Vec<ExprId>)> {
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
        if self.decl.is_template_pattern() {
            return;
        }
        for (id, callee, args) in self.evaluated_calls() {
            // a member function of a plain class, the only one of its name
            // there: `s.get(1)` for `int get() const`
            if let Expr::Member { base, name, .. } = &self.body.exprs[callee] {
                let r = self.resolver(self.space_of(id));
                let Some(candidates) = r.plain_member_candidates(*base, name) else {
                    continue;
                };
                if let [candidate] = candidates.as_slice()
                    && fixed_arity(candidate)
                {
                    let candidate = (*candidate).clone();
                    if self.argument_count(&candidate, id, &args) {
                        self.undefined_uses.insert(id);
                    }
                }
                continue;
            }
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
            if candidate.key != only.key || candidate.first().is_member || !fixed_arity(candidate) {
                continue;
            }
            let candidate = (*candidate).clone();
            // the arguments given, each against its parameter (before the
            // count: EDG judges them as it reads them)
            if !candidate.first().accepts_any_count() {
                self.unconvertible_arguments(&candidate, id, &args);
            }
            if self.argument_count(&candidate, id, &args) {
                self.undefined_uses.insert(id);
            }
        }
    }

    /// The arguments of a call to the only function of its name that no
    /// conversion takes to their parameters: #167 for a scalar or pointer
    /// parameter, #415 for a class one no constructor takes them to.
    pub(crate) fn unconvertible_arguments(
        &mut self,
        candidate: &Entity,
        id: ExprId,
        args: &[ExprId],
    ) {
        let params = candidate.first().name.sig.params.clone();
        let arg_types: Vec<Option<Ty>> = {
            let r = self.resolver(self.space_of(id));
            args.iter().map(|&a| r.type_of(a)).collect()
        };
        for ((p, &a), t) in params.iter().zip(args).zip(arg_types) {
            let Some(t) = t else { continue };
            if plain_value(&t)
                && self.simple_value(a)
                && let Some(class) = self.class_taking_no(p, &t, false)
            {
                self.push(Diag::fixed(
                    DiagKind::NoConstructorForConversion {
                        from: self.argument_type_name(a, &t),
                        to: diagnostics::TypeName(ty::edg_type_plain(&class)),
                    },
                    Anchor::Expr(a),
                ));
                self.undefined_uses.insert(id);
                continue;
            }
            // a pointer to a plain class for a number, from a local
            // whose declaration tells how its type is written (a
            // parameter's typedef is not known)
            let class_pointer = matches!(t.strip_ref(), Ty::Pointer(inner, _)
                if matches!(&**inner, Ty::Class(c, _) if c.args.is_empty() && !c.is_enum))
                && matches!(&self.body.exprs[a], Expr::Local(l)
                    if self.body.locals[*l].decl.is_some());
            if (plain_value(&t) || class_pointer)
                && incompatible(p, &t)
                && !(null_ok(p) && self.body.is_null_pointer_constant(a))
            {
                self.push(Diag::fixed(
                    DiagKind::IncompatibleArgument {
                        argument: self.argument_type_name(a, &t),
                        parameter: diagnostics::TypeName(ty::edg_type_plain(p)),
                    },
                    Anchor::Expr(a),
                ));
                self.undefined_uses.insert(id);
            }
        }
    }

    pub(crate) fn unmatched_calls(&mut self) {
        // a template's calls wait for its arguments
        if self.decl.is_template_pattern() {
            return;
        }
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        // (a launch of a kernel template is matched as a call is: `launch`
        // counts the arguments of a plain kernel only)
        let launches = self.body.exprs.iter().filter_map(|(id, e)| match e {
            Expr::Launch { callee, args, .. }
                if matches!(
                    &self.body.exprs[*callee],
                    Expr::Path {
                        template_args: None,
                        ..
                    }
                ) =>
            {
                Some((id, *callee, args.clone()))
            }
            _ => None,
        });
        let calls: Vec<(ExprId, ExprId, Vec<ExprId>)> =
            self.evaluated_calls().into_iter().chain(launches).collect();
        for (id, callee, args) in calls {
            let space = self.space_of(id);
            let r = self.resolver(space);
            let Some(candidates) = r.call_candidates(callee) else {
                continue;
            };
            // namespace-scope candidates only; a non-template one alone
            // gets other messages (`argument_counts`, `incompatible_arguments`)
            let plain = |e: &Entity| e.first().template_params.is_none();
            if candidates.is_empty()
                || (candidates.len() == 1 && candidates.iter().all(|e| plain(e)))
                || candidates.iter().any(|e| {
                    let d = e.first();
                    d.is_member
                        || (d.template_params.is_some() && d.written_params.is_none())
                        || e.decls
                            .iter()
                            .any(|(_, f)| f.in_template && f.template_params.is_none())
                })
            {
                continue;
            }
            // the argument types, each one we can reason about (or, for a
            // call no candidate takes that many arguments, print as EDG does)
            let no_count_fits = candidates
                .iter()
                .all(|e| e.arity_mismatch(args.len()).is_some());
            let mut arg_types = Vec::new();
            for &a in &args {
                match r.type_of(a) {
                    Some(t) if tree.is_error_type(&t) => arg_types.push(None),
                    Some(t) if plain_value(&t) => arg_types.push(Some(t)),
                    Some(t) if no_count_fits && listable(&t, tree) => arg_types.push(Some(t)),
                    // (the resolver leaves enumerators untyped: listed by
                    // their enumeration, `cudaMemcpyKind`)
                    None if no_count_fits && let Some(t) = self.enumerator_type(a) => {
                        arg_types.push(Some(t))
                    }
                    _ => break,
                }
            }
            if arg_types.len() != args.len() {
                continue;
            }
            let failures: Option<Vec<Failure>> = candidates
                .iter()
                .map(|e| {
                    if e.first().template_params.is_none() {
                        plain_failure(e, &arg_types, |i| {
                            self.body.is_null_pointer_constant(args[i])
                        })
                    } else {
                        candidate_failure(e, &arg_types)
                    }
                })
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
            let device = self.side == base_db::Side::Device;
            let spelled = |text: String| if device { device_spelling(&text) } else { text };
            let types: Vec<String> = arg_types
                .iter()
                .zip(&args)
                .map(|(t, &a)| match t {
                    Some(t) => spelled(
                        self.listed_argument_type(a, t)
                            .unwrap_or_else(|| ty::edg_type_plain(t)),
                    ),
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
            let mut notes = Vec::new();
            for (e, failure) in candidates.iter().zip(failures) {
                // (in the order of their first declarations, the last
                // first; each at its definition, if it has one)
                let Some(decls) = summary.by_key(&e.key).map(|e| &e.decls) else {
                    continue;
                };
                let Some(&(first, _)) = decls.first() else {
                    continue;
                };
                let at = decls
                    .iter()
                    .find(|(_, d)| d.is_definition)
                    .map_or(first, |&(i, _)| i);
                let candidate = if e.first().template_params.is_none() {
                    diagnostics::Entity::function(spelled(plain_candidate_text(e)))
                } else {
                    diagnostics::Entity::new(
                        EntityKind::FunctionTemplate,
                        if one {
                            ty::diag_function_name(&e.first().name)
                        } else {
                            spelled(candidate_text(e))
                        },
                    )
                };
                notes.push((first, at, candidate, failure));
            }
            add_failure_notes_at(&mut d, notes);
            self.push(d);
            self.undefined_uses.insert(id);
        }
    }
}

impl CheckCx<'_> {
    /// An argument's type as EDG lists it among a call's argument types,
    /// when a typedef the declaration writes shows in it: a local declared
    /// `myint m` is `myint`, and `uint32_t *p` (or its address) is
    /// `uint32_t *` (`uint32_t **`).
    /// The type of an argument that names an enumerator of a named
    /// enumeration (`cudaMemcpyHostToDevice`: `cudaMemcpyKind`), when the
    /// name denotes nothing else.
    fn enumerator_type(&self, arg: ExprId) -> Option<Ty> {
        let Expr::Path {
            segments,
            template_args: None,
            ..
        } = &self.body.exprs[arg]
        else {
            return None;
        };
        let name = segments.last()?;
        let tree = hir::item_tree(self.db, self.unit_side);
        let mut found = tree
            .enumerators
            .iter()
            .zip(&tree.enumerator_enums)
            .filter(|((p, _), e)| p.ends_with(segments) && !e.is_empty() && p.last() == Some(name))
            .map(|(_, e)| e);
        let path = found.next()?;
        if found.any(|other| other != path) || !self.functions_named(name).is_empty() {
            return None;
        }
        Some(Ty::Class(
            ty::ClassName {
                path: path.clone(),
                args: Vec::new(),
                is_enum: true,
            },
            ty::Cv::default(),
        ))
    }

    fn listed_argument_type(&self, arg: ExprId, t: &Ty) -> Option<String> {
        let (local, address) = match &self.body.exprs[arg] {
            Expr::Local(l) => (*l, false),
            Expr::Unary { op, expr } if *op == syntax::SyntaxKind::AMP => {
                match &self.body.exprs[*expr] {
                    Expr::Local(l) => (*l, true),
                    _ => return None,
                }
            }
            _ => return None,
        };
        let name = self.body.locals[local].decl.as_ref()?.spec_name.clone()?;
        // the local's type: the typedef under plain pointers
        let mut stars = usize::from(address);
        let mut inner = t.strip_ref().without_cv();
        if address {
            inner = match inner {
                Ty::Pointer(to, _) => to.without_cv(),
                _ => return None,
            };
        }
        while !self.typedef_denotes(&name, &inner) {
            match inner {
                Ty::Pointer(to, c) if !c.is_const && !c.is_volatile => {
                    stars += 1;
                    inner = to.without_cv();
                }
                _ => return None,
            }
        }
        Some(if stars == 0 {
            name.to_string()
        } else {
            format!("{name} {}", "*".repeat(stars))
        })
    }

    /// A typedef named `name` (its last name, as a declaration writes it)
    /// denotes `t`, cv-qualifiers aside.
    fn typedef_denotes(&self, name: &str, t: &Ty) -> bool {
        hir::SideItems::new(self.db, self.unit_side)
            .typedefs()
            .iter()
            .any(|(path, target)| {
                path.last().is_some_and(|l| l == name) && target.without_cv() == t.without_cv()
            })
    }

    /// An argument's type as EDG shows it: a local declared with a typedef
    /// name by that name (`"strm" (aka "CUst *")`), an array as the
    /// pointer it decays to.
    fn argument_type_name(&self, arg: ExprId, t: &Ty) -> diagnostics::TypeName {
        match &self.body.exprs[arg] {
            Expr::Local(l) => self.local_type_name(*l, t),
            _ => diagnostics::TypeName(ty::edg_type_plain(&decayed(t))),
        }
    }

    /// A local's type `t` as EDG shows it: by the typedef name its
    /// declaration writes, when that names the whole type (`strm s`, not
    /// `strm *s`): `"strm" (aka "CUst *")`; an array as the pointer it
    /// decays to.
    pub(crate) fn local_type_name(&self, local: hir::LocalId, t: &Ty) -> diagnostics::TypeName {
        let canonical = ty::edg_type_plain(&decayed(t));
        let written = self.body.locals[local]
            .decl
            .as_ref()
            .and_then(|d| d.spec_name.clone());
        match written {
            Some(name) if self.typedef_denotes(&name, t.strip_ref()) => {
                diagnostics::TypeName::aka(&name, &canonical)
            }
            _ => diagnostics::TypeName(canonical),
        }
    }
}

/// The notes of a failed overload resolution, one per candidate that
/// cannot take the arguments (its declaration's index, its name, why), the
/// last declared first.
pub(crate) fn add_failure_notes(d: &mut Diag, notes: Vec<(u32, diagnostics::Entity, Failure)>) {
    add_failure_notes_at(d, notes.into_iter().map(|(i, c, f)| (i, i, c, f)).collect());
}

/// [`add_failure_notes`] for candidates ordered by one declaration (their
/// first) and shown at another (their definition).
fn add_failure_notes_at(d: &mut Diag, mut notes: Vec<(u32, u32, diagnostics::Entity, Failure)>) {
    notes.sort_by_key(|(i, _, _, _)| std::cmp::Reverse(*i));
    for (_, index, candidate, failure) in notes {
        let note = match failure {
            Failure::ParamCount => DiagKind::ParamCountMismatch { candidate },
            Failure::Deduction => DiagKind::FailedDeduction { candidate },
            Failure::Argument(index) => DiagKind::ArgumentMismatch { candidate, index },
        };
        d.related.push((note, Anchor::DeclName(index), None));
    }
}

/// A type we print as EDG does in an argument list: builtin types,
/// classes and enums without template arguments that the unit declares,
/// and pointers to them.
fn listable(t: &Ty, tree: &hir::SideItems) -> bool {
    match t.strip_ref() {
        Ty::Builtin(..) => true,
        // (a pointer to a class only declared: `CUstream_st *`)
        Ty::Pointer(inner, _) if matches!(&**inner, Ty::Class(c, _) if c.args.is_empty()) => true,
        Ty::Pointer(inner, _) => listable(inner, tree),
        Ty::Class(c, _) => hir::lookup::surely_a_class(tree, c) || (c.is_enum && c.args.is_empty()),
        _ => false,
    }
}

/// An array as the pointer it decays to.
fn decayed(t: &Ty) -> Ty {
    match t.strip_ref() {
        Ty::Array(inner, _) => Ty::Pointer(inner.clone(), Default::default()),
        t => t.clone(),
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

/// Why a non-template candidate cannot be called with arguments of these
/// types (`None` for `<error-type>`, which matches anything); `None` when
/// it may match. `null(i)`: argument `i` is a null pointer constant.
pub(crate) fn plain_failure(
    e: &Entity,
    args: &[Option<Ty>],
    null: impl Fn(usize) -> bool,
) -> Option<Failure> {
    let d = e.first();
    if e.arity_mismatch(args.len()).is_some() {
        return Some(Failure::ParamCount);
    }
    if d.accepts_any_count() {
        return None;
    }
    let params = &d.name.sig.params;
    params
        .iter()
        .zip(args)
        .enumerate()
        .position(|(i, (p, a))| {
            a.as_ref().is_some_and(|a| incompatible(p, a)) && !(null(i) && null_ok(p))
        })
        .map(|i| Failure::Argument(i as u32 + 1))
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
/// `text` as cicc spells it: its headers define `bool` as `__nv_bool`,
/// and the device side's types print by that name.
pub(crate) fn device_spelling(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("bool") {
        let before = rest[..at].chars().next_back();
        let after = rest[at + 4..].chars().next();
        let word = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
        out.push_str(&rest[..at]);
        out.push_str(if word(before) || word(after) {
            "bool"
        } else {
            "__nv_bool"
        });
        rest = &rest[at + 4..];
    }
    out.push_str(rest);
    out
}

pub(crate) fn candidate_text(e: &Entity) -> String {
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

/// A function that is no template as EDG names it among the candidates of
/// a failed call: with its parameters (`f(int *, int)`); one of the global
/// scope with them as written (`cudaMalloc(void **, size_t)`: a typedef
/// shows by its name).
fn plain_candidate_text(e: &Entity) -> String {
    let d = e.first();
    match &d.written_params {
        Some(params) if d.name.scope.is_empty() => {
            format!("{}({})", d.name.name, params.join(", "))
        }
        _ if d.name.extern_c => ty::diag_function_signature(&d.name),
        _ => ty::edg_function_name(&d.name),
    }
}

/// A function whose parameter count a call's argument count is judged
/// by: no template, no parameter pack, not declared inside a template.
fn fixed_arity(candidate: &hir::Entity) -> bool {
    let d = candidate.first();
    d.template_params.is_none()
        && !d.has_pack
        && !candidate.decls.iter().any(|(_, f)| f.in_template)
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn member_calls_with_too_many_arguments() {
        check_diagnostics(
            r#"
struct S { int v; int get() const { return v; } void set(int x, int y = 0) { v = x + y; } };
struct T : S { int more(int a) { return a; } };
int r(S s, S *ps, T t) {
    s.set(1, 2);
    s.set(1, 2, 3);
              //^ error: too many arguments in function call
    ps->get(5);
          //^ error: too many arguments in function call
    t.more(1);
    return s.get();
}
"#,
        );
    }

    #[test]
    fn plain_overloads_that_cannot_take_the_arguments() {
        check_diagnostics(
            r#"
void ov(int);
   //^ note: function "ov(int)" does not match because argument #1 does not match parameter
void ov(double);
   //^ note: function "ov(double)" does not match because argument #1 does not match parameter
void h1() { ov("s"); }
          //^ error: no instance of overloaded function "ov" matches the argument list | argument types are: (const char [2])
void one(int *);
void h5() { one(2.5); one(0); }
              //^ error: argument of type "double" is incompatible with parameter of type "int *"
"#,
        );
    }
}
