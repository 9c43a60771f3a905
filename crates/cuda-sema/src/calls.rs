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
use hir::ty::{self, FunctionName, TemplateArg};
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
        // cicc checks instances, not template definitions
        (Side::Device, true, None) => return FunctionCheck::default(),
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
    out: FunctionCheck,
}

impl CheckCx<'_> {
    fn run(&mut self) {
        for (id, expr) in self.body.exprs.iter() {
            match expr {
                Expr::Call { callee, args } => {
                    let space = self.space_of(id);
                    if let Some(c) = self.resolver(space).resolve_call(*callee, args) {
                        self.call(id, *callee, &c, space, false);
                        // cudafe++ reports a call through an object (its
                        // `operator()`) twice
                        if matches!(self.body.exprs[*callee], Expr::Local(_))
                            && self.side == Side::Host
                        {
                            let before = self.out.diags.len();
                            self.call(id, *callee, &c, space, false);
                            self.out
                                .diags
                                .truncate(before + usize::from(self.out.diags.len() > before));
                        }
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

    fn instantiate(&mut self, c: &Callee) {
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
        let _ = call;
        self.instantiate(c);
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
        self.instantiate(&c);
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
