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
    let root = base_db::parse(db, us).syntax_node();
    let konst = constant_names(db, us);
    let enumerators: FxHashSet<SmolStr> = tree
        .enumerators
        .iter()
        .filter_map(|(p, _)| p.last().cloned())
        .collect();
    // host template instances: the runtime's that are emitted for the
    // device (`cudaMalloc<T>`), and the user's, followed to those
    let follow_host_instance = |key: &SmolStr| {
        host_definition(db, us, key)
            && (summary
                .definition(key, 0)
                .is_some_and(|d| !in_system_header(d as usize))
                || calls_runtime(db, us, key))
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
    for e in summary.entities() {
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
            let callee_ent = match resolve(&resolver, &enumerators, body, *callee, args) {
                Some(c) => Some(c),
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
            if follow_host_instance(&inst.key) {
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
            caller_space: cuda_sema::space::from_attrs(decl.attrs),
        };
        // returning an object of class type takes a temporary
        let returns_object = is_object(tree, &decl.name.sig.ret);
        if !host_only && returns_object {
            total += 1;
        }
        if !host_only {
            // unnamed parameters get generated names (those of kernels
            // are counted with the stub's entities)
            if !decl.attrs.global && !decl.name.sig.params.is_empty() {
                total += decl.param_names.iter().filter(|p| p.is_empty()).count() as u32;
            }
            if let Some(node) = map
                .function_range(index)
                .and_then(|r| crate::item_node(&root, r))
            {
                total += statement_temps(&node);
            }
            // a member of a class object a call returns is read through
            // a temporary holding the object
            for (_, e) in body.exprs.iter() {
                if let Expr::Member {
                    base, arrow: false, ..
                } = e
                    && let Expr::Call { callee, args } = &body.exprs[*base]
                    && let Some((c, _)) = resolve(&resolver, &enumerators, body, *callee, args)
                    && is_object(tree, &c.first().name.sig.ret)
                {
                    total += 1;
                }
            }
        }
        for (_, e) in body.exprs.iter() {
            let Expr::Call { callee, args } = e else {
                continue;
            };
            // the callee: resolved, else any function of that name and arity
            let resolved = resolve(&resolver, &enumerators, body, *callee, args);
            let cands: Vec<(Entity, Option<Vec<TemplateArg>>)> = match resolved {
                Some(c) => vec![c],
                None => callee_name(body, *callee)
                    .map(|n| candidates(db, us, &n, args.len()))
                    .unwrap_or_default()
                    .into_iter()
                    .take(1)
                    .map(|e| (e, None))
                    .collect(),
            };
            // host code counts only for the runtime's own templates'
            // calls of the runtime (`cudaMalloc<T>`), not for user
            // templates, which are only followed to what they call
            let runtime = cands
                .iter()
                .any(|(c, _)| c.decls.iter().any(|(_, d)| d.attrs.cudart_builtin));
            if !host_only || runtime && in_system_header(index) && calls_runtime(db, us, &key) {
                let n = temps_of_call(body, args, &konst);
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
                } else if host_only && t.is_some() && follow_host_instance(&c.key) {
                    // host template instances: followed to the runtime's
                    // templates they instantiate (`cudaMalloc<T>`)
                    work.push((c.key.clone(), t));
                }
            }
        }
    }
    total
}

/// An object of class type (not an enum).
fn is_object(tree: &hir::ItemTree, ty: &hir::ty::Ty) -> bool {
    match ty {
        hir::ty::Ty::Class(c, _) => crate::layout::Layouts::new(tree)
            .class(c)
            .is_none_or(|d| d.kind != hir::ClassKind::Enum),
        _ => false,
    }
}

/// The callee of a call: the resolver's, unless it is a template taking
/// an enumerator for a pointer parameter (which cannot be: the resolver
/// does not type enumerators, so it prefers the template), then none.
fn resolve(
    resolver: &Resolver<'_>,
    enumerators: &FxHashSet<SmolStr>,
    body: &Body,
    callee: ExprId,
    args: &[ExprId],
) -> Option<(Entity, Option<Vec<TemplateArg>>)> {
    let c = resolver.resolve_call(callee, args)?;
    if c.template_args.is_some() {
        let params = &c.decl().name.sig.params;
        let wrong = args.iter().zip(params).any(|(&a, p)| {
            matches!(p, hir::ty::Ty::Pointer(..))
                && matches!(&body.exprs[a], Expr::Path { segments, global, .. }
                    if segments.last().is_some_and(|n| enumerators.contains(n))
                        && resolver.variable_type(segments, *global).is_none())
        });
        if wrong {
            return None;
        }
    }
    Some((c.entity, c.template_args))
}

/// The generated names of a definition's statements: EDG lowers `break`
/// and `continue` to `goto`s to a generated label (one per loop or
/// `switch` and kind), and a range-based `for` to a `for` over three
/// generated variables (the range, its begin and end).
fn statement_temps(node: &syntax::SyntaxNode) -> u32 {
    use syntax::SyntaxKind as K;
    let mut labels: FxHashSet<(syntax::TextRange, bool)> = FxHashSet::default();
    let mut n = 0;
    for d in node.descendants() {
        match d.kind() {
            K::RANGE_FOR_STMT => n += 3,
            kind @ (K::BREAK_STMT | K::CONTINUE_STMT) => {
                let is_break = kind == K::BREAK_STMT;
                let target = d
                    .ancestors()
                    .skip(1)
                    .take_while(|a| !matches!(a.kind(), K::LAMBDA_EXPR | K::FUNCTION_DEF))
                    .find(|a| match a.kind() {
                        K::FOR_STMT | K::RANGE_FOR_STMT | K::WHILE_STMT | K::DO_STMT => true,
                        K::SWITCH_STMT => is_break,
                        _ => false,
                    });
                if let Some(t) = target {
                    labels.insert((t.text_range(), is_break));
                }
            }
            _ => {}
        }
    }
    n + labels.len() as u32
}

/// Whether an entity's definition is device code (or host and device).
fn device_definition(db: &dyn SemaDb, us: UnitSide, key: &SmolStr) -> bool {
    let summary = hir::item_summary(db, us);
    summary.definition(key, 0).is_some()
        && hir::def_decl(db, FunctionDef::new(db, us, key.clone(), 0))
            .is_some_and(|(_, d)| d.attrs.device && !d.attrs.global)
}

/// Whether a launch configures a grid or block size that is neither a
/// constant nor a `dim3` object (it converts with dim3's constructor).
fn launch_with_computed_dims(body: &Body, config: &[ExprId], k: Konst<'_>) -> bool {
    config.iter().take(2).any(|&c| {
        let is_dim3 = match &body.exprs[c] {
            Expr::Local(l) => matches!(body.locals[*l].ty, hir::ty::Ty::Class(..)),
            Expr::Construct { .. } => true,
            _ => false,
        };
        !is_dim3 && !is_constant(body, c, k)
    })
}

/// Device-capable constructors with parameters that user code (host or
/// device) uses: cicc emits them for the device, and the base-object
/// constructor it defines forwards to the complete-object one through
/// parameters with generated names, one per parameter (`_ZN4dim3C2Ejjj(
/// this, __T4, __T5, __T6)`). A constructor of a class user code names
/// counts when it is defined in user code and not constexpr; a constexpr
/// one (dim3's) only when it runs, with an argument that is not a
/// constant (a launch with a computed grid converts it to dim3).
fn constructors_with_parameters(
    db: &dyn SemaDb,
    us: UnitSide,
    in_system_header: &dyn Fn(usize) -> bool,
) -> u32 {
    let summary = hir::item_summary(db, us);
    let konst = constant_names(db, us);
    let mut used: FxHashSet<Vec<SmolStr>> = FxHashSet::default();
    // classes constructed with arguments that are not constants, with
    // the numbers of arguments
    let mut built: FxHashSet<(Vec<SmolStr>, usize)> = FxHashSet::default();
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
            match e {
                Expr::Construct {
                    ty: hir::ty::Ty::Class(c, _),
                    args,
                } => {
                    used.insert(c.path.clone());
                    if args.iter().any(|&a| !is_constant(body, a, &konst)) {
                        built.insert((c.path.clone(), args.len()));
                    }
                }
                Expr::Launch { config, .. } if launch_with_computed_dims(body, config, &konst) => {
                    built.insert((vec![SmolStr::new_static("dim3")], 1));
                }
                _ => {}
            }
        }
    }
    let mut n = 0;
    // the constexpr constructor each class and argument count runs
    let mut constexpr_ctors: rustc_hash::FxHashMap<(Vec<SmolStr>, usize), (usize, SmolStr)> =
        Default::default();
    for e in summary.entities() {
        let f = e.first();
        let Some(class) = &f.class_path else { continue };
        let params = f.name.sig.params.len();
        let is_ctor = class.last() == Some(&f.name.name) && params > 0;
        if !is_ctor || !device_definition(db, us, &e.key) {
            continue;
        }
        if e.is_constexpr() {
            let defaults = e.default_args();
            for (c, args) in &built {
                if c == class && *args <= params && args + defaults >= params {
                    // (of several that take as many, the widest)
                    let best = constexpr_ctors
                        .entry((c.clone(), *args))
                        .or_insert((params, e.key.clone()));
                    if params > best.0 {
                        *best = (params, e.key.clone());
                    }
                }
            }
            continue;
        }
        let in_user_code = summary
            .definition(&e.key, 0)
            .is_some_and(|d| !in_system_header(d as usize));
        if in_user_code && used.contains(class) {
            n += params as u32;
        }
    }
    let run: rustc_hash::FxHashMap<&SmolStr, usize> =
        constexpr_ctors.values().map(|(p, k)| (k, *p)).collect();
    n + run.values().sum::<usize>() as u32
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

/// Whether a host function template calls the runtime and is declared
/// for the device too (the runtime declares `cudaMalloc<T>` `__device__`
/// besides its host definition, not `cudaFuncSetAttribute<T>`): its
/// instances are then emitted for the device.
fn calls_runtime(db: &dyn SemaDb, us: UnitSide, key: &SmolStr) -> bool {
    let summary = hir::item_summary(db, us);
    if summary.definition(key, 0).is_none()
        || !summary
            .by_key(key)
            .is_some_and(|e| e.decls.iter().any(|(_, d)| d.attrs.device))
    {
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
            let defaults = e.default_args();
            n <= params && n + defaults >= params || d.accepts_any_count() && n >= params
        })
        .cloned()
        .collect()
}

/// The temporaries of one call: one per argument that is not a constant,
/// when there are at least two such arguments.
fn temps_of_call(body: &Body, args: &[ExprId], k: Konst<'_>) -> u32 {
    let n = args.iter().filter(|&&a| !is_constant(body, a, k)).count() as u32;
    if n >= 2 { n } else { 0 }
}

/// Whether a name (not a local) denotes a constant: an enumerator or a
/// `const` namespace-scope variable of a scalar type.
type Konst<'a> = &'a dyn Fn(&[SmolStr]) -> bool;

fn constant_names(db: &dyn SemaDb, us: UnitSide) -> impl Fn(&[SmolStr]) -> bool + '_ {
    let tree = hir::item_tree(db, us);
    move |segments: &[SmolStr]| {
        let [name] = segments else { return false };
        if tree.enumerators.iter().any(|(p, _)| p.last() == Some(name)) {
            return true;
        }
        let vars = hir::variables_named(db, hir::CalleeName::new(db, us, name.clone()));
        !vars.is_empty()
            && vars.iter().all(|v| {
                v.ty.cv().is_const
                    && matches!(v.ty, hir::ty::Ty::Builtin(..) | hir::ty::Ty::Pointer(..))
            })
    }
}

fn is_constant(body: &Body, e: ExprId, k: Konst<'_>) -> bool {
    constant_within(body, e, k, 0)
}

/// [`is_constant`], following at most a few `const` locals' initializers
/// (`const int a = a;` is valid syntax).
fn constant_within(body: &Body, e: ExprId, k: Konst<'_>, locals: u32) -> bool {
    let within = |e: ExprId| constant_within(body, e, k, locals);
    match &body.exprs[e] {
        Expr::Literal(_) => true,
        Expr::Cast { expr, .. } => within(*expr),
        // `float(1.5)`: a functional cast to a scalar type
        Expr::Construct { ty, args }
            if args.len() == 1 && !matches!(ty, hir::ty::Ty::Class(..)) =>
        {
            within(args[0])
        }
        // `sizeof(x)`, `alignof(T)`
        Expr::Other(_) => body
            .constructs
            .iter()
            .any(|(c, at)| *at == e && *c == hir::body::Construct::SizeOf),
        // the address of a namespace-scope object is a constant
        Expr::Unary { op, expr } if *op == syntax::SyntaxKind::AMP => {
            matches!(body.exprs[*expr], Expr::Path { .. })
        }
        Expr::Unary { expr, .. } => within(*expr),
        Expr::Binary { lhs, rhs, .. } => within(*lhs) && within(*rhs),
        // a `const` local initialized with a constant (`const int nb = (n +
        // 255) / 256;` is not one: its launch builds a `dim3` at run time)
        Expr::Local(l) => {
            let local = &body.locals[*l];
            if local.decl.is_none() || !local.ty.cv().is_const {
                return false;
            }
            match body.conversions.iter().find(|(x, _)| x == l) {
                Some((_, init)) => locals < 8 && constant_within(body, *init, k, locals + 1),
                // (initialized some other way: taken as constant)
                None => true,
            }
        }
        Expr::Path { segments, .. } => k(segments),
        _ => false,
    }
}
