//! How many generated names (`__T<n>`) cicc's front end has handed out
//! before the stub's own: the stub's restrict temporaries and the
//! registration callback's parameter continue the count.
//!
//! Observed with cicc 13.5: in the code it emits for the device (kernels,
//! device and host-device functions with external linkage, and what they
//! call; the runtime's device-side wrappers that any code references), a
//! call with two or more arguments that are not constants evaluates each
//! such argument into a temporary first (`((__T0 = a), (void)(__T1 = b)),
//! f(__T0, __T1)`). Template instances of the runtime's host templates
//! (`cudaMalloc<T>`) do the same for their calls of the runtime. This is a
//! model of that rule, not of EDG's lowering: exotic code may differ.

use crate::SemaDb;
use crate::entities::Kernel;
use base_db::UnitSide;
use cuda_sema::infer::Resolver;
use cuda_sema::space::Space;
use hir::ty::TemplateArg;
use hir::{Body, Entity, Expr, ExprId, FunctionDef};
use rustc_hash::FxHashSet;
use smol_str::SmolStr;

/// Upper bound on the functions visited (the closure can be large).
const MAX_FUNCTIONS: usize = 20_000;

pub fn device_temps(db: &dyn SemaDb, us: UnitSide, kernels: &[Kernel]) -> u32 {
    let tree = hir::item_tree(db, us);
    let summary = hir::item_summary(db, us);
    let map = hir::item_source_map(db, us);
    let token_map = base_db::token_map(db, us);
    // code in headers counts only when the main file uses it
    let main = us.unit(db).main(db).path(db).clone();
    let main_loc = token_map
        .location_of_token(token_map.len().saturating_sub(1))
        .map(|l| l.file.clone());
    let in_system_header = |index: usize| {
        map.function_name(index)
            .and_then(|r| token_map.location(r))
            .is_none_or(|l| l.system || (l.file != main && Some(&l.file) != main_loc.as_ref()))
    };
    let mut work: Vec<(SmolStr, Option<Vec<TemplateArg>>)> = Vec::new();
    let mut seen: FxHashSet<(SmolStr, Option<Vec<TemplateArg>>)> = FxHashSet::default();
    for k in kernels {
        if let Some(d) = tree.functions.get(k.def_index) {
            let args = k
                .is_instance
                .then(|| k.name.template_args.clone().unwrap_or_default());
            work.push((d.key.clone(), args));
        }
    }
    for e in &summary.entities {
        let a = e.attrs();
        let f = e.first();
        let any_inline = e.decls.iter().any(|(_, d)| d.is_inline || d.is_constexpr);
        let any_static = e.decls.iter().any(|(_, d)| d.is_static);
        if a.device
            && !a.global
            && !f.is_template()
            && !f.in_template
            && !any_inline
            && !any_static
            && !f.name.scope.iter().any(|s| s.name.is_empty() || s.is_class)
            && summary
                .definition(&e.key, 0)
                .is_some_and(|d| !in_system_header(d as usize))
        {
            work.push((e.key.clone(), None));
        }
    }
    // the runtime's device-side wrappers referenced from host code, and
    // the runtime's host templates instantiated by it
    for def in hir::function_defs(db, us) {
        let Some((index, decl)) = hir::def_decl(db, def) else {
            continue;
        };
        if decl.attrs.device || decl.attrs.global || in_system_header(index) {
            continue;
        }
        let body = hir::function_body(db, def);
        let resolver = Resolver {
            db,
            us,
            side: us.side(db),
            body,
            caller: decl,
            caller_index: index as u32,
            caller_def: None,
            subst: &[],
            caller_space: Space::Host,
        };
        // device-capable functions called from host code are emitted for
        // the device too (the runtime's wrappers, `make_float4`, ...)
        for (_, e) in body.exprs.iter() {
            let Expr::Call { callee, args } = e else {
                continue;
            };
            let callee_ent = match resolver.resolve_call(*callee, args) {
                Some(c) => Some((c.entity, c.template_args)),
                None => callee_name(body, *callee).and_then(|n| {
                    candidates(db, us, &n, args.len())
                        .into_iter()
                        .find(|e| device_definition(db, us, &e.key))
                        .map(|e| (e, None))
                }),
            };
            if let Some((ent, targs)) = callee_ent
                && device_definition(db, us, &ent.key)
                && (targs.is_some() || !ent.first().is_template())
            {
                work.push((ent.key.clone(), targs));
            }
        }
        let instantiations = &cuda_sema::calls::check_function(db, def).instantiations;
        for inst in instantiations {
            if host_definition(db, us, &inst.key) && calls_runtime(db, us, &inst.key) {
                work.push((inst.key.clone(), Some(inst.args.clone())));
            }
        }
        // calls of runtime templates whose arguments could not be
        // deduced: one instance
        for (_, e) in body.exprs.iter() {
            // a function passed by name (`cudaFuncGetAttributes(&a, k)`):
            // our deduction does not follow it, the runtime's template
            // taking `T *` is meant
            if let Expr::Call { callee, args } = e
                && args.iter().any(|a| names_function(db, us, body, *a))
                && let Some(name) = callee_name(body, *callee)
            {
                for ent in candidates(db, us, &name, args.len()) {
                    if ent.first().is_template()
                        && host_definition(db, us, &ent.key)
                        && calls_runtime(db, us, &ent.key)
                    {
                        work.push((ent.key.clone(), Some(Vec::new())));
                    }
                }
                continue;
            }
            if let Expr::Call { callee, args } = e
                && let Some(c) = resolver.resolve_call(*callee, args)
                && c.template_args.is_none()
                && c.entity.first().is_template()
                && !instantiations.iter().any(|i| i.key == c.entity.key)
                && host_definition(db, us, &c.entity.key)
                && calls_runtime(db, us, &c.entity.key)
            {
                work.push((c.entity.key.clone(), Some(Vec::new())));
            }
        }
    }
    let mut total = 0u32;
    // a launch configured with a computed grid or block size converts it
    // with dim3's constructor, which is then emitted for the device
    // (its three parameters take temporaries)
    if launches_with_computed_dims(db, us, &in_system_header) {
        total += 3;
    }
    total += constructors_with_parameters(db, us, &in_system_header);
    let mut i = 0;
    while i < work.len() && seen.len() < MAX_FUNCTIONS {
        let item = work[i].clone();
        i += 1;
        if !seen.insert(item.clone()) {
            continue;
        }
        let (key, targs) = item.clone();
        if summary.definition(&key, 0).is_none() {
            continue;
        }
        let def = FunctionDef::new(db, us, key.clone(), 0);
        let body = hir::function_body(db, def);
        let Some((index, decl)) = hir::def_decl(db, def) else {
            continue;
        };
        let host_only = !decl.attrs.device && !decl.attrs.global;
        let subst = targs.clone().unwrap_or_default();
        let resolver = Resolver {
            db,
            us,
            side: us.side(db),
            body,
            caller: decl,
            caller_index: index as u32,
            caller_def: None,
            subst: &subst,
            caller_space: Space::from_attrs(decl.attrs),
        };
        // returning an object of class type takes a temporary
        let returns_object = match &decl.name.sig.ret {
            hir::ty::Ty::Class(c, _) => crate::layout::Layouts::new(tree)
                .class(c)
                .is_none_or(|d| d.kind != hir::ClassKind::Enum),
            _ => false,
        };
        if !host_only && returns_object {
            total += 1;
        }
        for (_, e) in body.exprs.iter() {
            let Expr::Call { callee, args } = e else {
                continue;
            };
            // the callee: resolved, else any function of that name and arity
            let resolved = resolver.resolve_call(*callee, args);
            let cands: Vec<(Entity, Option<Vec<TemplateArg>>)> = match resolved {
                Some(c) => vec![(c.entity, c.template_args)],
                None => callee_name(body, *callee)
                    .map(|n| candidates(db, us, &n, args.len()))
                    .unwrap_or_default()
                    .into_iter()
                    .take(1)
                    .map(|e| (e, None))
                    .collect(),
            };
            // host code counts only for its calls of the runtime
            let runtime = cands
                .iter()
                .any(|(c, _)| c.decls.iter().any(|(_, d)| d.attrs.cudart_builtin));
            if !host_only || runtime {
                let n = temps_of_call(body, args);
                if n > 0 && std::env::var_os("CUDAFE_RS_DEBUG_TEMPS").is_some() {
                    eprintln!("temps {n} in {key} {targs:?}");
                }
                total += n;
            }
            for (c, t) in cands {
                // from host code, only what has a device definition
                let wanted = if host_only {
                    device_definition(db, us, &c.key)
                } else {
                    c.decls.iter().any(|(_, d)| d.attrs.device)
                };
                if wanted && (t.is_some() || !c.first().is_template()) {
                    work.push((c.key.clone(), t));
                }
            }
        }
    }
    total
}

/// Whether an entity's definition is device code (or host and device).
fn device_definition(db: &dyn SemaDb, us: UnitSide, key: &SmolStr) -> bool {
    let summary = hir::item_summary(db, us);
    summary.definition(key, 0).is_some()
        && hir::def_decl(db, FunctionDef::new(db, us, key.clone(), 0))
            .is_some_and(|(_, d)| d.attrs.device && !d.attrs.global)
}

/// Whether user host code launches a kernel with a grid or block size
/// that is neither a constant nor a `dim3` object.
fn launches_with_computed_dims(
    db: &dyn SemaDb,
    us: UnitSide,
    in_system_header: &dyn Fn(usize) -> bool,
) -> bool {
    for def in hir::function_defs(db, us) {
        let Some((index, _)) = hir::def_decl(db, def) else {
            continue;
        };
        if in_system_header(index) {
            continue;
        }
        let body = hir::function_body(db, def);
        for (_, e) in body.exprs.iter() {
            let Expr::Launch { config, .. } = e else {
                continue;
            };
            for &c in config.iter().take(2) {
                let is_dim3 = match &body.exprs[c] {
                    Expr::Local(l) => matches!(body.locals[*l].ty, hir::ty::Ty::Class(..)),
                    Expr::Construct { .. } => true,
                    _ => false,
                };
                if !is_dim3 && !is_constant(body, c) {
                    return true;
                }
            }
        }
    }
    false
}

/// Device-capable constructors with parameters of the classes user code
/// constructs: cicc emits them for the device, with one temporary each
/// (observed; a constructor without parameters takes none).
fn constructors_with_parameters(
    db: &dyn SemaDb,
    us: UnitSide,
    in_system_header: &dyn Fn(usize) -> bool,
) -> u32 {
    let summary = hir::item_summary(db, us);
    let mut used: FxHashSet<Vec<SmolStr>> = FxHashSet::default();
    for def in hir::function_defs(db, us) {
        let Some((index, decl)) = hir::def_decl(db, def) else {
            continue;
        };
        if in_system_header(index) {
            continue;
        }
        for p in &decl.name.sig.params {
            if let hir::ty::Ty::Class(c, _) = p {
                used.insert(c.path.clone());
            }
        }
        let body = hir::function_body(db, def);
        for (_, l) in body.locals.iter() {
            if let hir::ty::Ty::Class(c, _) = &l.ty {
                used.insert(c.path.clone());
            }
        }
        for (_, e) in body.exprs.iter() {
            if let Expr::Construct {
                ty: hir::ty::Ty::Class(c, _),
                ..
            } = e
            {
                used.insert(c.path.clone());
            }
        }
    }
    let mut n = 0;
    for e in &summary.entities {
        let f = e.first();
        let Some(class) = &f.class_path else { continue };
        // (dim3's constexpr constructors take none)
        let is_ctor = class.last() == Some(&f.name.name)
            && !f.name.sig.params.is_empty()
            && !e.is_constexpr();
        let in_user_code = summary
            .definition(&e.key, 0)
            .is_some_and(|d| !in_system_header(d as usize));
        if is_ctor && in_user_code && used.contains(class) && device_definition(db, us, &e.key) {
            n += 1;
        }
    }
    n
}

/// An expression naming a function (not a variable).
fn names_function(db: &dyn SemaDb, us: UnitSide, body: &Body, e: ExprId) -> bool {
    let e = match &body.exprs[e] {
        Expr::Unary { op, expr } if *op == syntax::SyntaxKind::AMP => *expr,
        _ => e,
    };
    match &body.exprs[e] {
        Expr::Path { segments, .. } => segments.last().is_some_and(|n| {
            let name = hir::CalleeName::new(db, us, n.clone());
            !hir::functions_named(db, name).is_empty() && hir::variables_named(db, name).is_empty()
        }),
        _ => false,
    }
}

/// Whether an entity's definition is host code.
fn host_definition(db: &dyn SemaDb, us: UnitSide, key: &SmolStr) -> bool {
    let summary = hir::item_summary(db, us);
    summary.definition(key, 0).is_some()
        && hir::def_decl(db, FunctionDef::new(db, us, key.clone(), 0))
            .is_some_and(|(_, d)| !d.attrs.device && !d.attrs.global)
}

/// Whether a host function template calls the runtime.
fn calls_runtime(db: &dyn SemaDb, us: UnitSide, key: &SmolStr) -> bool {
    let summary = hir::item_summary(db, us);
    if summary.definition(key, 0).is_none() {
        return false;
    }
    let body = hir::function_body(db, FunctionDef::new(db, us, key.clone(), 0));
    body.exprs.iter().any(|(_, e)| match e {
        Expr::Call { callee, args } => callee_name(body, *callee).is_some_and(|n| {
            candidates(db, us, &n, args.len())
                .iter()
                .any(|c| c.decls.iter().any(|(_, d)| d.attrs.cudart_builtin))
        }),
        _ => false,
    })
}

fn callee_name(body: &Body, callee: ExprId) -> Option<SmolStr> {
    match &body.exprs[callee] {
        Expr::Path { segments, .. } => segments.last().cloned(),
        _ => None,
    }
}

/// The functions a call by this name with `n` arguments can mean.
fn candidates(db: &dyn SemaDb, us: UnitSide, name: &str, n: usize) -> Vec<Entity> {
    let name = hir::CalleeName::new(db, us, SmolStr::new(name));
    hir::functions_named(db, name)
        .iter()
        .filter(|e| {
            let d = e.first();
            let params = d.name.sig.params.len();
            let defaults = e
                .decls
                .iter()
                .map(|(_, d)| d.default_args)
                .max()
                .unwrap_or(0);
            n <= params && n + defaults >= params || d.accepts_any_count() && n >= params
        })
        .cloned()
        .collect()
}

/// The temporaries of one call: one per argument that is not a constant,
/// when there are at least two such arguments.
fn temps_of_call(body: &Body, args: &[ExprId]) -> u32 {
    let n = args.iter().filter(|&&a| !is_constant(body, a)).count() as u32;
    if n >= 2 { n } else { 0 }
}

fn is_constant(body: &Body, e: ExprId) -> bool {
    match &body.exprs[e] {
        Expr::Literal(_) => true,
        Expr::Cast { expr, .. } => is_constant(body, *expr),
        // the address of a namespace-scope object is a constant
        Expr::Unary { op, expr } if *op == syntax::SyntaxKind::AMP => {
            matches!(body.exprs[*expr], Expr::Path { .. })
        }
        Expr::Unary { expr, .. } => is_constant(body, *expr),
        Expr::Binary { lhs, rhs, .. } => is_constant(body, *lhs) && is_constant(body, *rhs),
        // a `const` local (with, presumably, a constant initializer)
        Expr::Local(l) => body.locals[*l].decl.is_some() && body.locals[*l].ty.cv().is_const,
        _ => false,
    }
}
