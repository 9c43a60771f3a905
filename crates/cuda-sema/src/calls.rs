//! Rules on calls inside function bodies: calls across execution spaces
//! (with cudafe++'s host-side and cicc's device-side split), calls to
//! kernels without a launch configuration, launches of non-kernels,
//! launches from device code without `-rdc=true`, and the arity of
//! launches. Templates: cudafe++ checks a template's definition once and
//! skips calls that depend on its parameters; cicc checks each instance.

use crate::infer::{Callee, Resolver};
use crate::space::{Space, entity_space};
use crate::{Anchor, Diag, Instantiation, SemaDb, SemaDiag};
use base_db::Side;
use diagnostics::DiagKind;
use hir::ty::{self, FunctionName, TemplateArg, Ty};
use hir::{Body, Expr, ExprId, FunctionDecl, FunctionDef, LambdaId};
use std::sync::Arc;

/// A template specialisation to check: a definition and its arguments.
#[salsa::interned(debug)]
pub struct Instance<'db> {
    #[returns(copy)]
    pub def: FunctionDef<'db>,
    #[returns(ref)]
    pub args: Vec<TemplateArg>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FunctionCheck {
    pub diags: Vec<Diag>,
    /// Specialisations of function templates this body uses.
    pub instantiations: Vec<Instantiation>,
    /// For each instantiation, the expression that requested it first.
    pub instantiation_sites: Vec<ExprId>,
}

/// Checks a function definition (for a template: its definition, which
/// only cudafe++ does).
#[salsa::tracked(returns(ref))]
pub fn check_function<'db>(db: &'db dyn SemaDb, def: FunctionDef<'db>) -> Arc<FunctionCheck> {
    Arc::new(check(db, def, None))
}

/// Checks one specialisation of a function template (cicc only).
#[salsa::tracked(returns(ref))]
pub fn check_instance<'db>(db: &'db dyn SemaDb, inst: Instance<'db>) -> Arc<FunctionCheck> {
    Arc::new(check(db, inst.def(db), Some(inst.args(db))))
}

fn check<'db>(
    db: &'db dyn SemaDb,
    def: FunctionDef<'db>,
    args: Option<&[TemplateArg]>,
) -> FunctionCheck {
    let us = def.us(db);
    let side = us.side(db);
    let Some((index, decl)) = hir::def_decl(db, def) else {
        return FunctionCheck::default();
    };
    let is_template = decl.template_params.is_some();
    match (side, is_template, args) {
        // cudafe++ checks template definitions, never instances
        (Side::Host, _, Some(_)) => return FunctionCheck::default(),
        // cicc checks instances, not template definitions (nor the members
        // of class templates, which it sees only when instantiated)
        (Side::Device, true, None) => return FunctionCheck::default(),
        (Side::Device, false, None) if decl.in_template => return FunctionCheck::default(),
        _ => {}
    }
    let summary = hir::item_summary(db, us);
    let Some(entity) = summary.by_key(&decl.key) else {
        return FunctionCheck::default();
    };
    let fn_space = entity_space(entity, side, index as u32);
    let options = us.unit(db).options(db).options(db).clone();
    let body = hir::function_body(db, def);
    let subst = args.unwrap_or(&[]);
    let mut name = decl.name.clone();
    if let Some(a) = args {
        name.template_args = Some(a.to_vec());
    }
    let mut cx = CheckCx {
        db,
        unit_side: us,
        side,
        body,
        decl,
        index: index as u32,
        fn_space,
        name,
        subst,
        relaxed: options.relaxed_constexpr,
        rdc: options.rdc,
        extended_lambda: options.extended_lambda,
        call_params: Default::default(),
        out: FunctionCheck::default(),
    };
    cx.run();
    cx.out
}

struct CheckCx<'a> {
    db: &'a dyn SemaDb,
    unit_side: base_db::UnitSide,
    side: Side,
    body: &'a Body,
    decl: &'a FunctionDecl,
    index: u32,
    fn_space: Space,
    /// The caller's name (with template arguments for an instance).
    name: FunctionName,
    subst: &'a [TemplateArg],
    relaxed: bool,
    rdc: bool,
    extended_lambda: bool,
    /// The parameter types of each resolved call's callee (by call
    /// expression), resolved once in `run` and reused by the variable checks.
    call_params: rustc_hash::FxHashMap<ExprId, Vec<Ty>>,
    out: FunctionCheck,
}

impl CheckCx<'_> {
    fn run(&mut self) {
        for (id, expr) in self.body.exprs.iter() {
            match expr {
                Expr::Call { callee, args } => {
                    let space = self.space_of(id);
                    if let Some(c) = self.resolver(space).resolve_call(*callee, args) {
                        let before = self.out.diags.len();
                        self.call(id, *callee, &c, space, false);
                        // cudafe++ reports a call through an object (its
                        // `operator()`) twice
                        if matches!(self.body.exprs[*callee], Expr::Local(_)) {
                            let again: Vec<Diag> = self.out.diags[before..]
                                .iter()
                                .filter(|d| matches!(d.kind, SemaDiag::HostCallee { .. }))
                                .cloned()
                                .collect();
                            self.out.diags.extend(again);
                        }
                        self.call_params
                            .insert(id, c.decl().name.sig.params.clone());
                    }
                }
                Expr::Launch {
                    callee,
                    config,
                    args,
                } => {
                    let space = self.space_of(id);
                    self.launch(id, *callee, config, args, space);
                }
                Expr::Binary { op, lhs, rhs } => {
                    let space = self.space_of(id);
                    if let Some(c) = self.resolver(space).resolve_operator(*op, *lhs, *rhs) {
                        self.call(id, id, &c, space, false);
                    }
                }
                _ => {}
            }
        }
        self.variable_accesses();
        self.local_declarations();
        self.lambdas();
        if self.side == Side::Device {
            self.unused_locals();
        }
    }

    /// cicc's warnings on local variables that are never read: #177 when
    /// never referenced, #550 when only assigned. Class-typed variables
    /// are left alone (their constructors and destructors are uses).
    fn unused_locals(&mut self) {
        let n = self.body.locals.len();
        let mut referenced = vec![false; n];
        let mut read = vec![false; n];
        let mut plain_targets = rustc_hash::FxHashSet::default();
        for (_, e) in self.body.exprs.iter() {
            if let Expr::Assign {
                op: syntax::SyntaxKind::EQ,
                lhs,
                ..
            } = e
            {
                plain_targets.insert(*lhs);
            }
        }
        for (id, e) in self.body.exprs.iter() {
            if let Expr::Local(l) = e {
                let i = l.into_raw().into_u32() as usize;
                referenced[i] = true;
                if !plain_targets.contains(&id) {
                    read[i] = true;
                }
            }
        }
        for (id, local) in self.body.locals.iter() {
            let Some(decl) = &local.decl else { continue };
            if decl.is_extern
                || matches!(
                    local.ty,
                    Ty::Class(..) | Ty::Unknown(_) | Ty::LRef(_) | Ty::RRef(_)
                )
            {
                continue;
            }
            if matches!(&local.ty, Ty::Array(t, _) if matches!(**t, Ty::Class(..) | Ty::Unknown(_)))
            {
                continue;
            }
            let i = id.into_raw().into_u32() as usize;
            let kind = if !referenced[i] {
                DiagKind::UnreferencedVariable(local.name.to_string())
            } else if !read[i] {
                DiagKind::SetButNotUsed(local.name.to_string())
            } else {
                continue;
            };
            self.push(Diag::fixed(kind, Anchor::Local(id)));
        }
    }

    /// Annotated lambdas: they need `--extended-lambda`, and an extended
    /// lambda (a `__device__` or `__host__ __device__` lambda in host code)
    /// has restrictions on its captures and its enclosing function.
    fn lambdas(&mut self) {
        for (i, lambda) in self.body.lambdas.iter().enumerate() {
            if !(lambda.attrs.host || lambda.attrs.device) {
                continue;
            }
            let anchor = Anchor::Lambda(LambdaId(i as u32));
            if !self.extended_lambda {
                self.out
                    .diags
                    .push(Diag::fixed(DiagKind::LambdaAnnotationWithoutFlag, anchor));
                continue;
            }
            // only lambdas defined in host code are extended lambdas
            let enclosing = match lambda.parent {
                Some(p) => {
                    let a = self.body.lambdas[p.0 as usize].attrs;
                    if a.host || a.device {
                        Space::from_attrs(a)
                    } else {
                        self.fn_space
                    }
                }
                None => self.fn_space,
            };
            if !lambda.attrs.device || !enclosing.runs_on_host() {
                continue;
            }
            let kind = if lambda.attrs.host {
                "__host__ __device__"
            } else {
                "__device__"
            };
            if lambda.captures_by_ref && !lambda.attrs.host {
                // cudafe++ reports this one twice
                for _ in 0..2 {
                    self.out.diags.push(Diag::fixed(
                        DiagKind::ExtendedLambdaByReference { lambda: kind },
                        anchor,
                    ));
                }
            }
            if self.decl.in_local_class {
                let name = ty::host_caller_name(&self.decl.name);
                self.out.diags.push(Diag::fixed(
                    DiagKind::ExtendedLambdaParent {
                        name,
                        lambda: kind,
                        what: "must not be defined inside another function",
                    },
                    anchor,
                ));
            }
            if matches!(self.decl.access, "private" | "protected") && self.decl.is_member {
                let name = ty::host_caller_name(&self.decl.name);
                self.out.diags.push(Diag::fixed(
                    DiagKind::ExtendedLambdaParent {
                        name,
                        lambda: kind,
                        what: "cannot have private or protected access within its class",
                    },
                    anchor,
                ));
            }
        }
    }

    /// Memory-space annotations on local variables.
    fn local_declarations(&mut self) {
        for (id, local) in self.body.locals.iter() {
            let Some(decl) = &local.decl else { continue };
            let Some(space) = decl.memory else { continue };
            let anchor = Anchor::Local(id);
            let function = match (self.side, self.fn_space) {
                (Side::Host, Space::Host) => Some("host"),
                (Side::Device, Space::Device | Space::Global) => Some("device"),
                _ => None,
            };
            match space {
                "__shared__" => {
                    if function == Some("host") {
                        let kind = DiagKind::LocalMemorySpace {
                            storage: "static",
                            space,
                            function: "host",
                        };
                        self.push(Diag::fixed(kind, anchor));
                    }
                    if decl.has_init && !decl.is_extern {
                        self.push(Diag::fixed(DiagKind::SharedInitializer, anchor));
                    }
                }
                "__constant__" | "__managed__" if !decl.is_extern => {
                    if let Some(function) = function {
                        if space == "__managed__" && function == "host" {
                            continue;
                        }
                        let storage = if decl.is_static {
                            "static"
                        } else {
                            "automatic"
                        };
                        self.push(Diag::fixed(
                            DiagKind::LocalMemorySpace {
                                storage,
                                space,
                                function,
                            },
                            anchor,
                        ));
                    }
                }
                _ => {}
            }
        }
    }

    /// Uses of namespace-scope variables across spaces: device variables in
    /// host code (cudafe++, warnings #20091-#20092) and host variables in
    /// device code (cicc, #20094-#20096, with "undefined in device code").
    fn variable_accesses(&mut self) {
        use diagnostics::Access;
        let mut callees = rustc_hash::FxHashSet::default();
        // the variable expression an access goes to: `v`, `v[i]`, `v.f`
        let target = |mut e: ExprId| loop {
            match &self.body.exprs[e] {
                Expr::Index { base, .. } | Expr::Member { base, .. } => e = *base,
                _ => return e,
            }
        };
        let mut writes: rustc_hash::FxHashMap<ExprId, bool> = Default::default();
        let mut addressed = rustc_hash::FxHashSet::default();
        // arguments bound to reference parameters are not reads
        let mut by_reference = rustc_hash::FxHashSet::default();
        for (id, e) in self.body.exprs.iter() {
            match e {
                Expr::Call { callee, args } | Expr::Launch { callee, args, .. } => {
                    callees.insert(*callee);
                    // calls were resolved by `run`; launches are resolved here
                    let params = match e {
                        Expr::Call { .. } => self.call_params.get(&id).cloned(),
                        _ => self
                            .resolver(self.space_of(id))
                            .resolve_call(*callee, args)
                            .map(|c| c.decl().name.sig.params.clone()),
                    };
                    for (arg, param) in args.iter().zip(params.iter().flatten()) {
                        if matches!(param, Ty::LRef(_) | Ty::RRef(_)) {
                            by_reference.insert(*arg);
                        }
                    }
                    // unresolved (e.g. a template we cannot deduce): by
                    // reference when a candidate takes it so, as the
                    // runtime's symbol templates do (`cudaMemcpyToSymbol(v,
                    // ...)` is no read of `v`); better no warning than a
                    // false one
                    if params.is_none()
                        && let Expr::Path { segments, .. } = &self.body.exprs[*callee]
                        && let Some(name) = segments.last()
                    {
                        let key = hir::CalleeName::new(self.db, self.unit_side, name.clone());
                        let candidates: Vec<&hir::Entity> = hir::functions_named(self.db, key)
                            .iter()
                            .filter(|c| {
                                let d = c.first();
                                let n = d.name.sig.params.len();
                                args.len() <= n || d.accepts_any_count()
                            })
                            .collect();
                        for (i, arg) in args.iter().enumerate() {
                            let by_ref = candidates.iter().any(|c| {
                                matches!(
                                    c.first().name.sig.params.get(i),
                                    Some(Ty::LRef(_) | Ty::RRef(_))
                                )
                            });
                            if by_ref {
                                by_reference.insert(*arg);
                            }
                        }
                    }
                }
                Expr::Assign { op, lhs, .. } => {
                    writes.insert(target(*lhs), *op != syntax::SyntaxKind::EQ);
                }
                Expr::Unary {
                    op: syntax::SyntaxKind::PLUS2 | syntax::SyntaxKind::MINUS2,
                    expr,
                } => {
                    writes.insert(target(*expr), true);
                }
                Expr::Unary {
                    op: syntax::SyntaxKind::AMP,
                    expr,
                } => {
                    addressed.insert(target(*expr));
                }
                _ => {}
            }
        }
        // variables whose elements are accessed (`table[2]`)
        let indexed: rustc_hash::FxHashSet<ExprId> = self
            .body
            .exprs
            .iter()
            .filter_map(|(_, e)| match e {
                Expr::Index { base, .. } => Some(*base),
                _ => None,
            })
            .collect();
        for (id, e) in self.body.exprs.iter() {
            let (segments, var) = match e {
                Expr::Path {
                    segments, global, ..
                } if !callees.contains(&id) => {
                    let Some(var) = self.resolve_variable(segments, *global) else {
                        continue;
                    };
                    if by_reference.contains(&id) {
                        continue;
                    }
                    (segments.clone(), var)
                }
                // a local `__shared__` variable in host code
                Expr::Local(l) => {
                    let local = &self.body.locals[*l];
                    let Some(memory) = local.decl.as_ref().and_then(|d| d.memory) else {
                        continue;
                    };
                    let var = hir::items::VariableDecl {
                        path: vec![local.name.clone()],
                        ty: local.ty.clone(),
                        memory: Some(memory),
                        is_const: false,
                        has_init: false,
                        grid_constant: false,
                    };
                    (vec![local.name.clone()], var)
                }
                _ => continue,
            };
            let space = self.space_of(id);
            let anchor = Anchor::Expr(id);
            // an array used as a value decays to its address
            let decays = matches!(var.ty, Ty::Array(..))
                && !writes.contains_key(&id)
                && !indexed.contains(&id);
            let accesses: &[Access] = if addressed.contains(&id) || decays {
                &[Access::AddressOf]
            } else {
                match writes.get(&id) {
                    Some(true) => &[Access::Read, Access::Write],
                    Some(false) => &[Access::Write],
                    None => &[Access::Read],
                }
            };
            let name = segments.join("::");
            match self.side {
                Side::Host => {
                    let Some(mem) = var.memory else { continue };
                    if !space.runs_on_host() || mem == "__managed__" {
                        continue;
                    }
                    for &access in accesses {
                        if access != Access::AddressOf {
                            self.push(Diag::fixed(
                                DiagKind::DeviceVariableInHost {
                                    space: mem,
                                    name: name.clone(),
                                    access,
                                },
                                anchor,
                            ));
                        }
                    }
                }
                Side::Device => {
                    if var.memory.is_some() || var.is_const || !space.runs_on_device() {
                        continue;
                    }
                    let access = *accesses.last().unwrap();
                    self.push(
                        Diag::fixed(
                            DiagKind::HostVariableInDevice {
                                name: name.clone(),
                                access,
                            },
                            anchor,
                        )
                        .later(),
                    );
                    self.push(Diag::fixed(DiagKind::UndefinedInDeviceCode(name), anchor).later());
                }
            }
        }
    }

    /// The namespace-scope variable a name denotes from the caller, if any.
    fn resolve_variable(
        &self,
        segments: &[smol_str::SmolStr],
        global: bool,
    ) -> Option<hir::items::VariableDecl> {
        let name = segments.last()?;
        let qualifier: Vec<&str> = segments[..segments.len() - 1]
            .iter()
            .map(|s| s.as_str())
            .collect();
        let caller_scope: Vec<&str> = self
            .decl
            .name
            .scope
            .iter()
            .map(|s| s.name.as_str())
            .collect();
        let n = hir::CalleeName::new(self.db, self.unit_side, name.clone());
        let vars = hir::variables_named(self.db, n);
        vars.iter()
            .filter(|v| {
                let scope: Vec<&str> = v.path[..v.path.len() - 1]
                    .iter()
                    .map(|s| s.as_str())
                    .collect();
                if global || !qualifier.is_empty() {
                    if global {
                        scope == qualifier
                    } else {
                        scope.ends_with(&qualifier)
                    }
                } else {
                    scope.len() <= caller_scope.len()
                        && scope.iter().zip(&caller_scope).all(|(a, b)| a == b)
                }
            })
            // the innermost visible declaration wins
            .max_by_key(|v| v.path.len())
            .cloned()
    }

    fn resolver(&self, caller_space: Space) -> Resolver<'_> {
        let us = self.db_us();
        Resolver {
            db: self.db,
            us,
            side: self.side,
            body: self.body,
            caller: self.decl,
            caller_index: self.index,
            subst: self.subst,
            caller_space,
        }
    }

    fn db_us(&self) -> base_db::UnitSide {
        // the unit side of the body being checked: stored on its definition
        self.unit_side
    }

    /// The space of the code an expression is in: its lambda's, or the
    /// function's.
    fn space_of(&self, e: ExprId) -> Space {
        let mut owner = self.body.owner(e);
        while let Some(LambdaId(l)) = owner {
            let lambda = &self.body.lambdas[l as usize];
            if lambda.attrs.host || lambda.attrs.device || lambda.attrs.global {
                return Space::from_attrs(lambda.attrs);
            }
            owner = lambda.parent;
        }
        self.fn_space
    }

    fn caller_name(&self, e: ExprId) -> String {
        if self.body.owner(e).is_some() {
            return "operator()".to_string();
        }
        match self.side {
            Side::Host => ty::host_caller_name(&self.name),
            Side::Device => ty::device_caller_name(&self.name),
        }
    }

    fn push(&mut self, d: Diag) {
        self.out.diags.push(d);
    }

    fn instantiate(&mut self, c: &Callee, site: ExprId) {
        if let (Some(args), Side::Device) = (&c.template_args, self.side)
            && !args
                .iter()
                .any(|a| matches!(a, TemplateArg::Type(t) if t.is_dependent()))
        {
            let inst = Instantiation {
                key: c.entity.key.clone(),
                args: args.clone(),
            };
            if !self.out.instantiations.contains(&inst) {
                self.out.instantiations.push(inst);
                self.out.instantiation_sites.push(site);
            }
        }
    }

    fn callee_name(&self, c: &Callee) -> FunctionName {
        let mut n = c.decl().name.clone();
        if let Some(a) = &c.template_args {
            n.template_args = Some(a.clone());
        }
        n
    }

    /// A call (not a launch) of a resolved function.
    fn call(&mut self, call: ExprId, anchor_expr: ExprId, c: &Callee, space: Space, _launch: bool) {
        self.instantiate(c, call);
        let callee_space = entity_space(&c.entity, self.side, self.index);
        let anchor = Anchor::Expr(anchor_expr);
        if c.dependent && self.side == Side::Host {
            return;
        }
        if callee_space == Space::Global {
            self.push(Diag::fixed(DiagKind::UnconfiguredGlobalCall, anchor));
            return;
        }
        if c.entity.decls.iter().any(|(_, d)| d.is_consteval) {
            // immediate functions run at compile time, on neither side
            return;
        }
        let constexpr = c.entity.is_constexpr();
        let caller = self.caller_name(anchor_expr);
        match self.side {
            Side::Host => {
                if callee_space != Space::Device || !space.runs_on_host() {
                    return;
                }
                if constexpr && self.relaxed {
                    return;
                }
                self.push(Diag {
                    kind: SemaDiag::HostCallee {
                        callee: self.callee_name(c),
                        constexpr,
                        callee_space: "__device__",
                        caller_space: space.keyword(),
                        caller,
                    },
                    anchor,
                    phase: crate::Phase::FrontEnd,
                    notes: Vec::new(),
                });
            }
            Side::Device => {
                if callee_space != Space::Host || !space.runs_on_device() {
                    return;
                }
                let full = ty::edg_function_name(&self.callee_name(c));
                let warning = space == Space::HostDevice;
                if constexpr {
                    if self.relaxed {
                        return;
                    }
                    let short = c.decl().name.name.to_string();
                    self.push(Diag::fixed(
                        DiagKind::ConstexprCrossSpaceCall {
                            callee_space: "__host__",
                            callee: short,
                            caller_space: space.keyword(),
                            caller: caller.clone(),
                            warning,
                        },
                        anchor,
                    ));
                    if warning {
                        self.push(
                            Diag::fixed(DiagKind::ConstexprHostFromHdUnnamed, anchor).later(),
                        );
                        self.push(
                            Diag::fixed(
                                DiagKind::ConstexprCrossSpaceCall {
                                    callee_space: "__host__",
                                    callee: full,
                                    caller_space: space.keyword(),
                                    caller,
                                    warning,
                                },
                                anchor,
                            )
                            .later(),
                        );
                    }
                    return;
                }
                self.push(
                    Diag::fixed(
                        DiagKind::CrossSpaceCall {
                            callee_space: "__host__",
                            callee: full,
                            caller_space: space.keyword(),
                            caller,
                            warning,
                        },
                        anchor,
                    )
                    .later(),
                );
                if !warning {
                    let undefined = ty::device_undefined_name(&self.callee_name(c));
                    self.push(
                        Diag::fixed(DiagKind::UndefinedInDeviceCode(undefined), anchor).later(),
                    );
                }
            }
        }
    }

    fn launch(
        &mut self,
        id: ExprId,
        callee: ExprId,
        config: &[ExprId],
        args: &[ExprId],
        space: Space,
    ) {
        let anchor = Anchor::Expr(callee);
        // `__cudaPushCallConfiguration(grid, block = 1, shmem = 0, stream = 0)`
        if config.len() > 4 {
            self.push(Diag::fixed(
                DiagKind::CallArity("too many arguments in function call"),
                Anchor::Expr(config[4]),
            ));
        }
        let Some(c) = self.resolver(space).resolve_launch_target(callee, args) else {
            return;
        };
        let callee_space = entity_space(&c.entity, self.side, self.index);
        if callee_space != Space::Global {
            self.push(Diag::fixed(DiagKind::HostCallConfigured, anchor));
            return;
        }
        self.instantiate(&c, id);
        let d = c.decl();
        let params = d.name.sig.params.len();
        let max_default = c
            .entity
            .decls
            .iter()
            .map(|(_, d)| d.default_args)
            .max()
            .unwrap_or(0);
        let min = params
            .saturating_sub(max_default)
            .saturating_sub(usize::from(d.has_pack));
        if args.len() < min {
            self.push(Diag::fixed(
                DiagKind::CallArity("too few arguments in function call"),
                Anchor::Expr(id),
            ));
        } else if args.len() > params && !d.accepts_any_count() {
            self.push(Diag::fixed(
                DiagKind::CallArity("too many arguments in function call"),
                Anchor::Expr(args[params]),
            ));
        }
        if self.side == Side::Device && space.runs_on_device() && !self.rdc {
            self.push(Diag::fixed(DiagKind::DeviceLaunchWithoutRdc, anchor));
        }
    }
}
