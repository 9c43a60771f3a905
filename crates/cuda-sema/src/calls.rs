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
use diagnostics::{DiagKind, Entity, EntityKind, MemorySpace, TypeName};
use hir::ItemLookup;
use hir::ty::{self, FunctionName, TemplateArg, Ty};
use hir::{Body, Expr, ExprId, FunctionDecl, FunctionDef, LambdaId, LocalId};
use std::sync::Arc;

/// A template specialisation to check: a definition and its arguments.
#[salsa::interned(debug)]
pub struct Instance<'db> {
    #[returns(copy)]
    pub def: FunctionDef<'db>,
    #[returns(ref)]
    pub args: Vec<TemplateArg>,
}

/// How a call is made: written, implied by a construction, destruction or
/// conversion, or virtual (through a member access).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum CallKind {
    Explicit,
    Implicit,
    Virtual,
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
    // the definition's own declaration and entity, not the whole summary:
    // an edit of another function's signature leaves this check alone
    let Some(info) = hir::def_info(db, def) else {
        return FunctionCheck::default();
    };
    let (index, decl, entity) = (info.index, &info.decl, &info.entity);
    let host_instance = side == Side::Host && args.is_some();
    // cicc checks instances, not template definitions (nor the members of
    // class templates, which it sees only when instantiated); an explicit
    // specialization is checked as a plain function
    if side == Side::Device && decl.is_template_pattern() && args.is_none() {
        return FunctionCheck::default();
    }
    let fn_space = entity_space(entity, side, index);
    let options = us.unit(db).options(db).options(db);
    let body = hir::function_body(db, def);
    let subst = args.unwrap_or(&[]);
    let mut name = decl.name.clone();
    if let Some(a) = args {
        if decl.template_params.is_none() {
            // a member of a class template: the arguments are the class's
            if let Some(s) = name.scope.iter_mut().rev().find(|s| s.is_class) {
                s.args = a.to_vec();
            }
        } else {
            name.template_args = Some(decl.typed_template_args(a));
        }
    }
    let mut cx = CheckCx {
        db,
        def,
        unit_side: us,
        side,
        body,
        decl,
        index,
        fn_space,
        name,
        subst,
        relaxed: options.relaxed_constexpr,
        rdc: options.rdc,
        toolkit_headers: options.toolkit_headers,
        extended_lambda: options.extended_lambda,
        arch: options.arch,
        call_params: Default::default(),
        implicit_conversions: Default::default(),
        invalid_locals: Default::default(),
        unused_like_scalars: Default::default(),
        undefined_uses: Default::default(),
        exec_check_disabled: *crate::pragmas::exec_check_disabled_def(db, def),
        out: FunctionCheck::default(),
    };
    cx.run();
    if host_instance {
        // cudafe++ checks template definitions, never instances: only
        // what the instance instantiates in turn is kept
        cx.out.diags.clear();
    }
    // (nothing in a branch the instance discards is checked or instantiated)
    let discarded = crate::discarded::discarded(body, decl, subst);
    if !discarded.is_empty() {
        // (a template's definition keeps what is not a call across spaces:
        // EDG judges the rest of its `if constexpr` branches as written)
        let definition = subst.is_empty();
        cx.out.diags.retain(|d| {
            let cross_space = match &d.kind {
                crate::SemaDiag::HostCallee { .. } => true,
                crate::SemaDiag::Fixed(k) => diagnostics::is_cross_space_call(k),
            };
            let inside =
                matches!(d.anchor, Anchor::Expr(e) if crate::discarded::contains(&discarded, e));
            let device_construct = d.as_written
                && matches!(
                    &d.kind,
                    crate::SemaDiag::Fixed(
                        DiagKind::ExceptionHandlingInDevice | DiagKind::OperatorInDevice { .. }
                    )
                );
            !inside || (definition && !cross_space) || device_construct
        });
        let sites = std::mem::take(&mut cx.out.instantiation_sites);
        let instantiations = std::mem::take(&mut cx.out.instantiations);
        for (inst, site) in instantiations.into_iter().zip(sites) {
            if !crate::discarded::contains(&discarded, site) {
                cx.out.instantiations.push(inst);
                cx.out.instantiation_sites.push(site);
            }
        }
    }
    cx.out
}

pub(crate) struct CheckCx<'a> {
    pub(crate) db: &'a dyn SemaDb,
    /// The definition being checked.
    pub(crate) def: hir::FunctionDef<'a>,
    pub(crate) unit_side: base_db::UnitSide,
    pub(crate) side: Side,
    pub(crate) body: &'a Body,
    pub(crate) decl: &'a FunctionDecl,
    pub(crate) index: u32,
    pub(crate) fn_space: Space,
    /// The caller's name (with template arguments for an instance).
    pub(crate) name: FunctionName,
    pub(crate) subst: &'a [TemplateArg],
    pub(crate) relaxed: bool,
    pub(crate) rdc: bool,
    /// The toolkit's own headers are read (see `Options::toolkit_headers`).
    pub(crate) toolkit_headers: bool,
    pub(crate) extended_lambda: bool,
    pub(crate) arch: u32,
    /// The parameter types of each resolved call's callee (by call
    /// expression), resolved once in `run` and reused by the variable checks.
    pub(crate) call_params: rustc_hash::FxHashMap<ExprId, Vec<Ty>>,
    /// The body's implicit conversions, found once (after `call_params`)
    /// for the checks that judge them (see `conversions`).
    pub(crate) implicit_conversions:
        std::cell::OnceCell<Vec<(Ty, ExprId, crate::conversions::ConversionSite)>>,
    /// `#pragma nv_exec_check_disable` precedes the function: the calls
    /// its `__host__ __device__` code makes are not checked.
    pub(crate) exec_check_disabled: bool,
    /// Locals whose declaration is invalid (no #177 for them).
    pub(crate) invalid_locals: rustc_hash::FxHashSet<hir::LocalId>,
    /// Constexpr objects of a non-literal class that EDG still reports
    /// unused like scalars (see `literal_types`).
    pub(crate) unused_like_scalars: rustc_hash::FxHashSet<hir::LocalId>,
    /// The uses of undefined identifiers: EDG takes the expressions they
    /// are in as erroneous, and the locals those initialize or assign are
    /// not reported as unused (#177, #550).
    pub(crate) undefined_uses: rustc_hash::FxHashSet<ExprId>,
    pub(crate) out: FunctionCheck,
}

impl CheckCx<'_> {
    fn run(&mut self) {
        self.kernel_template_references();
        self.deleted_member_defaults();
        for (id, expr) in self.body.exprs.iter() {
            match expr {
                Expr::Call { callee, args } if self.body.is_unevaluated(id) => {
                    // not a call: a reference
                    let space = self.space_of(id);
                    if let Some(c) = self.resolver(space).resolve_call(*callee, args) {
                        self.auto_reference(*callee, &c, space);
                    }
                }
                Expr::Call { callee, args }
                    if matches!(&self.body.exprs[*callee], Expr::Path { segments, .. }
                        if segments.len() == 1 && segments[0].starts_with("__nv_atomic_")) =>
                {
                    if let Expr::Path { segments, .. } = &self.body.exprs[*callee] {
                        let name = segments[0].clone();
                        self.atomic_builtin(id, &name, args);
                    }
                }
                Expr::Call { callee, args } => {
                    self.gnu_atomic_builtin(id, args);
                    let space = self.space_of(id);
                    if let Some(c) = self.resolver(space).resolve_call(*callee, args) {
                        let before = self.out.diags.len();
                        let kind = if matches!(self.body.exprs[*callee], Expr::Member { .. })
                            && self.resolver(space).is_virtual(&c.entity)
                        {
                            CallKind::Virtual
                        } else {
                            CallKind::Explicit
                        };
                        self.call(id, *callee, &c, space, kind);
                        // cudafe++ reports a call through an object (its
                        // `operator()`) twice, cicc a call of a closure
                        let namespace_closure = hir::items::is_namespace_lambda_key(&c.entity.key);
                        if matches!(self.body.exprs[*callee], Expr::Local(_)) || namespace_closure {
                            let closure = c.entity.key.starts_with("<closure") || namespace_closure;
                            let again: Vec<Diag> = self.out.diags[before..]
                                .iter()
                                .filter(|d| {
                                    matches!(d.kind, SemaDiag::HostCallee { .. })
                                        || (closure && self.side == Side::Device)
                                })
                                .cloned()
                                .collect();
                            self.out.diags.extend(again);
                        }
                        self.auto_reference(*callee, &c, space);
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
                        self.call(id, id, &c, space, CallKind::Explicit);
                    }
                }
                Expr::Unary { op, expr } => {
                    let space = self.space_of(id);
                    if let Some(c) = self.resolver(space).resolve_unary_operator(*op, *expr) {
                        self.call(id, id, &c, space, CallKind::Explicit);
                    }
                }
                Expr::Construct { ty, args } => self.construct(id, ty, args),
                // (a class object's `new` is judged with its construction)
                Expr::Other(_) if self.side == Side::Host => {
                    if let Some(n) = self
                        .body
                        .news
                        .iter()
                        .find(|n| n.at == id && n.construct.is_none())
                    {
                        let space = self.space_of(id);
                        if let Some(d) =
                            self.placement_without_operator(id, &n.ty, &n.placement, space)
                        {
                            self.push(d);
                        }
                    }
                }
                Expr::Path {
                    segments,
                    template_args: Some(args),
                    global,
                    ..
                } if self.side == Side::Device => {
                    self.variable_template(id, segments, args, *global)
                }
                _ => {}
            }
        }
        self.implicit_calls();
        // (a declarator's bound is judged before its storage: EDG reports
        // a static variable length array before a `__shared__` variable in
        // a host function)
        self.variable_length_arrays();
        self.local_declarations();
        self.constructs();
        self.deprecated_declared_types();
        self.unsupported_float_types();
        self.lossy_conversions();
        self.narrowing_conversions();
        self.unconvertible_class_values();
        self.class_values_to_arithmetic();
        if self.side == Side::Device {
            self.long_double();
            self.texture_indirection();
        }
        self.lambdas();
        self.invalid_initializations();
        self.function_pointer_initializations();
        self.string_literals_to_char_pointers();
        self.undefined_identifiers();
        self.undefined_qualified_names();
        self.error_typed_uses();
        // (after the undefined names: an access inside an erroneous
        // expression is not judged)
        self.variable_accesses();
        self.unmatched_calls();
        self.ambiguous_calls();
        self.ambiguous_template_calls();
        self.argument_counts();
        // (after what makes an initializer erroneous)
        self.constexpr_local_initializers();
        self.constexpr_constructors();
        self.constexpr_class_locals();
        self.member_accesses();
        // (operands first: what they find erroneous the others pass over)
        self.operand_types();
        self.class_operands();
        self.printf_formats();
        self.known_values();
        self.integer_folding();
        self.lvalues();
        self.scopes();
        self.expressions_without_effect();
        self.missing_initializers();
        self.incomplete_locals();
        self.switch_statements();
        self.missing_return();
        self.missing_lambda_returns();
        self.return_statements();
        self.used_before_set();
        if self.side == Side::Device {
            self.unused_locals();
        }
    }

    /// Whether the body is checked as written: not a template or a member
    /// of one, nor an instance (EDG checks a template's instances, where a
    /// dependent type may make the code fine).
    pub(crate) fn plain_function(&self) -> bool {
        !self.decl.is_template_pattern() && self.subst.is_empty()
    }

    /// Kernel template specializations named as values rather than
    /// launched or called (`doit(kern<float>, p)`,
    /// `cudaFuncGetAttributes(&a, kern<int>)`): instantiated all the same,
    /// so cicc defines and registers their stubs.
    fn kernel_template_references(&mut self) {
        let callees: rustc_hash::FxHashSet<ExprId> = self
            .body
            .exprs
            .iter()
            .filter_map(|(_, e)| match e {
                Expr::Call { callee, .. } | Expr::Launch { callee, .. } => Some(*callee),
                _ => None,
            })
            .collect();
        for (id, expr) in self.body.exprs.iter() {
            let Expr::Path {
                segments,
                template_args: Some(args),
                global,
                ..
            } = expr
            else {
                continue;
            };
            if callees.contains(&id) || self.body.is_unevaluated(id) {
                continue;
            }
            let args: Vec<TemplateArg> = args.iter().map(|a| a.substitute(self.subst)).collect();
            if args.iter().any(|a| a.is_dependent()) {
                continue;
            }
            let space = self.space_of(id);
            let kernels: Vec<Callee> = self
                .resolver(space)
                .templates_named(segments, *global)
                .into_iter()
                .filter(|e| {
                    e.first()
                        .template_params
                        .as_ref()
                        .is_some_and(|p| p.len() == args.len())
                        && entity_space(e, self.side, self.index) == Space::Global
                })
                .map(|e| Callee {
                    entity: e.clone(),
                    template_args: Some(args.clone()),
                    dependent: false,
                    class_args: None,
                })
                .collect();
            // (one kernel template of that name and arity: no overloads to
            // choose among without the function type wanted)
            if let [k] = &kernels[..] {
                self.instantiate(k, id);
            }
        }
    }

    /// A construction: its constructor, and for a temporary its destructor
    /// (cudafe++ reports the destructor first, at the construction; cicc
    /// reports the destructor of a variable where it is destroyed).
    fn construct(&mut self, id: ExprId, ty: &Ty, args: &[ExprId]) {
        let Ty::Class(class, _) = ty.substitute(self.subst) else {
            return;
        };
        let space = self.space_of(id);
        self.deleted_default_construction(id, &class, args);
        // (a local's arguments' `(` is where EDG reports a construction by
        // an inherited constructor; a functional cast's type)
        if !(self.decl.is_template_pattern() && self.subst.is_empty()) {
            let at = self
                .body
                .construct_opens
                .iter()
                .find(|(c, _)| *c == id)
                .map_or(id, |&(_, open)| open);
            // (`T x{a}`: the list's values)
            let listed: Vec<ExprId> = match args {
                [only] if self.body.brace_inits.contains(&id) => match &self.body.exprs[*only] {
                    Expr::Other(values) => values.clone(),
                    _ => args.to_vec(),
                },
                _ => args.to_vec(),
            };
            self.inherited_construction(at, &class, &listed);
        }
        // `A a = 10;` of a class template `A`: the deduced `A<int>`
        let class = self
            .resolver(space)
            .deduce_class_args(&class, args)
            .unwrap_or(class);
        let initialized = self.body.object_inits.iter().find(|(e, _)| *e == id);
        // a constexpr or constinit variable is made at compile time, on
        // neither side
        if let Some((_, local)) = initialized
            && self.body.locals[*local]
                .decl
                .as_ref()
                .is_some_and(|d| d.constant_init)
        {
            return;
        }
        // a variable in a memory space is constructed where it lives, not
        // by the code around it (cicc rejects a dynamic initialization of
        // it instead, see `local_variables`); a constexpr constructor is
        // still checked as a call (`__shared__ A a;` with a constexpr
        // `__host__` `A()`: checked with the oracle)
        if let Some((_, local)) = initialized
            && self.body.locals[*local]
                .decl
                .as_ref()
                .is_some_and(|d| d.memory.is_some())
        {
            let r = self.resolver(space);
            if let Some(c) = r.resolve_constructor(&class, args)
                && c.entity.is_constexpr()
            {
                self.call(id, id, &c, space, CallKind::Implicit);
            }
            return;
        }
        // (an object `new` makes is destroyed by no one here)
        let new_expr = self.body.news.iter().find(|n| n.construct == Some(id));
        if let Some(n) = new_expr
            && self.side == Side::Host
            && let Some(d) = self.placement_without_operator(id, &n.ty, &n.placement, space)
        {
            self.push(d);
        }
        let r = self.resolver(space);
        let ctor = r.resolve_constructor(&class, args);
        let dtor = r.resolve_destructor(&class).filter(|_| new_expr.is_none());
        let temporary = initialized.is_none();
        if self.side == Side::Host
            && let Some(d) = &dtor
        {
            self.call(id, id, d, space, CallKind::Implicit);
        }
        if let Some(c) = &ctor {
            self.call(id, id, c, space, CallKind::Implicit);
        }
        if self.side == Side::Device
            && temporary
            && let Some(d) = &dtor
        {
            self.call(id, id, d, space, CallKind::Implicit);
        }
    }

    /// `::new (p) S()` with no placement `operator new` declared (`<new>`
    /// not included, no class-specific one): EDG's host side finds only
    /// the implicitly declared `operator new(unsigned long)` and
    /// `operator new(unsigned long, std::align_val_t)`, neither of which
    /// takes the argument (cicc's device side takes it). One placement
    /// argument of a known type only.
    fn placement_without_operator(
        &self,
        at: ExprId,
        allocated: &Ty,
        placement: &[ExprId],
        space: Space,
    ) -> Option<Diag> {
        let [arg] = placement else {
            return None;
        };
        // (a type the template's parameters make defers the lookup to the
        // instance, and what we do not understand is not judged)
        let allocated = allocated.substitute(self.subst);
        if allocated.is_dependent() || matches!(allocated, Ty::Unknown(_)) {
            return None;
        }
        if let Ty::Class(c, _) = &allocated
            && c.args.iter().any(|a| a.may_vary())
        {
            return None;
        }
        let n = hir::CalleeName::new(
            self.db,
            self.unit_side,
            smol_str::SmolStr::new("operator new"),
        );
        let declared = hir::functions_named(self.db, n)
            .iter()
            .any(|e| e.first().name.sig.params.len() >= 2 || e.first().class_path.is_some());
        if declared {
            return None;
        }
        let ty = self.resolver(space).type_of(*arg)?;
        if matches!(ty, Ty::Unknown(_)) || ty.is_dependent() {
            return None;
        }
        let name = |params: &str| diagnostics::Entity::function(format!("operator new({params})"));
        let mut d = Diag::fixed(
            DiagKind::NoMatchingNew {
                function: diagnostics::Entity::new(
                    diagnostics::EntityKind::Function,
                    "operator new",
                ),
                argument_types: format!("unsigned long, {}", ty::edg_type_plain(&ty)),
            },
            Anchor::Expr(at),
        );
        // (the implicit declarations have no position)
        d.related.push((
            DiagKind::ArgumentMismatch {
                candidate: name("unsigned long, std::align_val_t"),
                index: 2,
            },
            Anchor::Nowhere,
            None,
        ));
        d.related.push((
            DiagKind::ParamCountMismatch {
                candidate: name("unsigned long"),
            },
            Anchor::Nowhere,
            None,
        ));
        Some(d)
    }

    /// cicc's destructor calls where variables are destroyed, and
    /// conversion functions called to initialize scalars.
    fn implicit_calls(&mut self) {
        if self.side == Side::Device {
            for &(local, at) in &self.body.destructions {
                let space = self.space_of(at);
                let Ty::Class(class, _) = self.resolver(space).local_type(local) else {
                    continue;
                };
                if let Some(d) = self.resolver(space).resolve_destructor(&class) {
                    self.call(at, at, &d, space, CallKind::Implicit);
                }
            }
        }
        for &(_, e) in &self.body.conversions {
            let space = self.space_of(e);
            let r = self.resolver(space);
            let Some(Ty::Class(class, _)) = r.type_of(e).map(|t| t.strip_ref().clone()) else {
                continue;
            };
            if let Some(c) = r.resolve_conversion(&class) {
                self.call(e, e, &c, space, CallKind::Explicit);
            }
        }
    }

    /// A name that denotes nothing: EDG's `identifier "x" is undefined`,
    /// then taken as declared in the block where it was reported, so that
    /// later uses there and in nested blocks are not reported again. Only in
    /// functions where every visible name is known to us: not members of
    /// class templates, and members only of a class (not nested, without
    /// bases) whose every member we know. A function template's body is
    /// checked as written (not in its instances) for the names that do not
    /// wait for its arguments: a call or launch with a type-dependent
    /// argument may find its function by argument-dependent lookup when
    /// instantiated.
    fn undefined_identifiers(&mut self) {
        // (`in_template` is also set by a function template's own header;
        // a namespace-scope one is in no other template)
        let function_template = self.decl.template_params.is_some() && !self.decl.is_member;
        // (a member of a local class also sees the enclosing function's
        // static locals, which we do not give it)
        if (self.decl.in_template && !function_template)
            || (function_template && !self.subst.is_empty())
            || self.decl.in_local_class
        {
            return;
        }
        let callees_with_arguments: rustc_hash::FxHashSet<ExprId> = if function_template {
            self.body
                .exprs
                .iter()
                .filter_map(|(id, e)| match e {
                    Expr::Call { callee, args } | Expr::Launch { callee, args, .. }
                        if args.iter().any(|&a| {
                            self.type_dependent(id, a) && !self.names_nothing_declared(a)
                        }) =>
                    {
                        Some(*callee)
                    }
                    _ => None,
                })
                .collect()
        } else {
            Default::default()
        };
        let template_params = self.decl.template_params.clone().unwrap_or_default();
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        let mut class_members: &[smol_str::SmolStr] = &[];
        if self.decl.is_member {
            let scope = &self.decl.name.scope;
            let path: Vec<smol_str::SmolStr> = scope.iter().map(|s| s.name.clone()).collect();
            let Some(class) = tree.class(&path) else {
                return;
            };
            let nested = scope.iter().rev().skip(1).any(|s| s.is_class);
            match &class.members {
                Some(m) if class.bases.is_empty() && !class.is_template && !nested => {
                    class_members = m
                }
                _ => return,
            }
        }
        // the blocks each undefined name was reported in
        let mut reported: rustc_hash::FxHashMap<smol_str::SmolStr, Vec<u32>> = Default::default();
        // `&&label` names a label, not an object
        let labels: rustc_hash::FxHashSet<ExprId> = self
            .body
            .exprs
            .iter()
            .filter_map(|(_, e)| match e {
                Expr::Unary {
                    op: syntax::SyntaxKind::AMP2,
                    expr,
                } => Some(*expr),
                _ => None,
            })
            .collect();
        for (id, e) in self.body.exprs.iter() {
            let Expr::Path {
                segments,
                template_args: None,
                global: false,
                ..
            } = e
            else {
                continue;
            };
            if labels.contains(&id) {
                continue;
            }
            let [name] = segments.as_slice() else {
                continue;
            };
            // (the compilers declare their builtins themselves: a `__` name
            // is reported only when the host side's headers declare it and
            // the device side's do not, as an intrinsic of older
            // architectures, `__shfl`, or when no compiler knows it: see
            // `hir::builtins`)
            let reserved_unknown = hir::builtins::reserved_unknown(
                name,
                self.side == Side::Device,
                self.toolkit_headers,
            );
            if reserved_unknown
                && !self.declared_for_host_only(name)
                && self.maybe_in_static_asserts(name)
            {
                // (reported where a `static_assert` names it first, and
                // declared there: the use is still an erroneous one, whose
                // arguments are not converted)
                self.undefined_uses.insert(id);
                continue;
            }
            if (name.starts_with("__") && !self.declared_for_host_only(name) && !reserved_unknown)
                || name.is_empty()
                || class_members.contains(name)
                || template_params.contains(name)
                || callees_with_arguments.contains(&id)
            {
                continue;
            }
            // (a function is known from its first declaration on: one
            // declared only after this plain function is not, as a member
            // or a friend always is)
            let later_only = self.plain_function();
            let known = self.functions_named(name).iter().any(|e| {
                !later_only
                    || e.decls.iter().any(|(i, d)| {
                        *i <= hir::lookup::CALLER_INDEX || d.is_member || d.is_friend || d.in_class
                    })
            }) || crate::namespace_names::is_declared_non_function(
                self.db,
                self.unit_side,
                name,
            );
            if !known && self.reported_at_namespace_scope(name) {
                // (declared by EDG where it was reported)
                self.undefined_uses.insert(id);
                continue;
            }
            if !known {
                self.undefined_uses.insert(id);
            }
            let block = self.body.name_block(id).unwrap_or(0);
            let blocks = reported.entry(name.clone()).or_default();
            if !known && !blocks.iter().any(|&b| self.body.block_within(block, b)) {
                blocks.push(block);
                let mut d = Diag::fixed(
                    DiagKind::UndefinedIdentifier {
                        name: name.to_string(),
                    },
                    Anchor::Expr(id),
                );
                // an undeclared function's name waits for its arguments
                // (which argument-dependent lookup might use): it is
                // reported after what they report
                d.order_after = self.body.exprs.iter().find_map(|(call, e)| match e {
                    Expr::Call { callee, args } if *callee == id && !args.is_empty() => {
                        Some((call, 0))
                    }
                    _ => None,
                });
                self.push(d);
            }
        }
    }

    /// An argument whose type waits for the template's arguments (or that
    /// we cannot type): its call is looked up when instantiated.
    fn type_dependent(&self, call: ExprId, arg: ExprId) -> bool {
        self.resolver(self.space_of(call))
            .type_of(arg)
            .is_none_or(|t| t.is_dependent() || matches!(t.strip_ref(), Ty::Unknown(_)))
    }

    /// An argument that is a plain name nothing declares (an error, not a
    /// type-dependent expression: `bound_function(stream)` with `stream`
    /// undeclared reports both names in a template too).
    fn names_nothing_declared(&self, e: ExprId) -> bool {
        let Expr::Path {
            segments,
            template_args: None,
            global: false,
            ..
        } = &self.body.exprs[e]
        else {
            return false;
        };
        let [name] = segments.as_slice() else {
            return false;
        };
        !name.is_empty()
            && !name.starts_with("__")
            && !self
                .decl
                .template_params
                .as_ref()
                .is_some_and(|p| p.contains(name))
            && self.functions_named(name).is_empty()
            && !crate::namespace_names::is_declared_non_function(self.db, self.unit_side, name)
    }

    /// On the device side: the headers declare a function `name` for the
    /// host side only.
    fn declared_for_host_only(&self, name: &str) -> bool {
        if self.side != Side::Device || !self.functions_named(name).is_empty() {
            return false;
        }
        let us = self.unit_side;
        let host =
            base_db::UnitSide::new_view(self.db, us.unit(self.db), Side::Host, us.view(self.db));
        !hir::indexed_tree(self.db, host)
            .indexes_named(name)
            .is_empty()
    }

    /// Whether `name` was reported undefined in a namespace-scope
    /// declaration before this function (read only for names about to be
    /// reported, so that other bodies do not depend on it).
    fn reported_at_namespace_scope(&self, name: &smol_str::SmolStr) -> bool {
        let Some((index, _)) = hir::def_decl_arc(self.db, self.def) else {
            return false;
        };
        crate::namespace_names::namespace_undefined(self.db, self.unit_side)
            .iter()
            .any(|u| &u.name == name && (u.functions_before as usize) <= index)
    }

    /// Member accesses on a local: a scalar has no members, and a class
    /// (without bases, whose members we know) may lack the one named (a
    /// field the toolkit removed: `cudaDeviceProp::deviceOverlap`). In a
    /// template instance, the locals whose type comes from the template
    /// arguments.
    fn member_accesses(&mut self) {
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        for (id, e) in self.body.exprs.iter() {
            let Expr::Member { base, name, arrow } = e else {
                continue;
            };
            // (no name: the parser said "expected a member name")
            if name.is_empty() {
                continue;
            }
            let Expr::Local(l) = &self.body.exprs[*base] else {
                continue;
            };
            let declared = &self.body.locals[*l].ty;
            // a dependent type is checked in the template's instances, any
            // other once, in the body as written, unless that is a
            // template's (whose member typedefs we may not see right)
            if declared.is_dependent() == self.subst.is_empty()
                || (self.subst.is_empty() && self.decl.is_template_pattern())
            {
                continue;
            }
            let t = declared.substitute(self.subst);
            let t = match (t.strip_ref(), arrow) {
                (Ty::Pointer(inner, _), true) => (**inner).clone(),
                (t, false) => t.clone(),
                _ => continue,
            };
            match &t {
                Ty::Builtin(..) | Ty::Pointer(..) => self.push(Diag::fixed(
                    DiagKind::ExprNotClass {
                        ty: TypeName(ty::edg_type_plain(&t)),
                    },
                    Anchor::Expr(*base),
                )),
                Ty::Class(c, _) => {
                    let Some(class) = tree.class(&c.path) else {
                        continue;
                    };
                    if !class.bases.is_empty() || class.is_template {
                        continue;
                    }
                    if let Some(members) = &class.members
                        && !members.contains(name)
                    {
                        self.push(Diag::fixed(
                            DiagKind::NoMember {
                                owner: Entity::new(EntityKind::Class, c.path.join("::")),
                                member: name.to_string(),
                            },
                            Anchor::Expr(id),
                        ));
                    }
                }
                _ => {}
            }
        }
    }

    /// EDG's "a value of type ... cannot be used to initialize an entity
    /// of type ...": a pointer initialized with an arithmetic value (other
    /// than a null pointer constant), and an arithmetic entity other than
    /// `bool` initialized with a pointer, an array (a string literal is
    /// `const char *`) or `nullptr`, and a pointer with a pointer to another
    /// builtin type or one that drops a `const` (`int *p = malloc(n);`;
    /// see `conversions::incompatible`).
    fn invalid_initializations(&mut self) {
        use hir::ty::Builtin;
        for &(local, e) in &self.body.conversions {
            let target = self.body.locals[local].ty.substitute(self.subst);
            if self.body.is_null_pointer_constant(e) {
                continue;
            }
            let space = self.space_of(e);
            let Some(source) = self.resolver(space).type_of(e) else {
                continue;
            };
            let source = source.strip_ref().without_cv();
            // (a gcc atomic rejected for its operand is a `void` call, see
            // `atomics`)
            let void_atomic =
                source.is_void() && crate::atomics::gnu_value_atomic_callee(self.body, e).is_some();
            let flagged = match (&target, &source) {
                (Ty::Builtin(b, _), Ty::Builtin(Builtin::NullptrT, _)) => {
                    !matches!(b, Builtin::Bool | Builtin::Void | Builtin::NullptrT)
                }
                _ if void_atomic => true,
                _ => crate::conversions::incompatible(&target, &source),
            };
            // (a pointer's type in a template is reported at its definition,
            // with the template's parameters: not by an instance)
            let from_pointer = !matches!(source, Ty::Builtin(b, _) if b != Builtin::NullptrT);
            if !flagged || (from_pointer && (!self.subst.is_empty() || source.is_dependent())) {
                continue;
            }
            let source_name = match &source {
                // cicc's name for `bool` is the type its headers define
                Ty::Builtin(Builtin::Bool, _) if self.side == Side::Device => {
                    "__nv_bool".to_string()
                }
                Ty::Builtin(Builtin::NullptrT, _) => "std::nullptr_t".to_string(),
                // an array (a string literal) decays to a pointer
                Ty::Array(elem, _) => {
                    ty::edg_type_plain(&Ty::Pointer(elem.clone(), Default::default()))
                }
                _ => ty::edg_type_plain(&source),
            };
            let mut d = Diag::fixed(
                DiagKind::BadInitializerType {
                    from: TypeName(source_name),
                    to: TypeName(ty::edg_type_plain(&target)),
                },
                Anchor::Expr(e),
            );
            if void_atomic {
                // (after the call's own error)
                d.order_after = Some((e, 2));
            }
            self.push(d);
            self.invalid_locals.insert(local);
        }
    }

    /// EDG's #2464: a string literal converted to `char *` (not `const`),
    /// deprecated since C++98: wherever the body converts values
    /// (initializing a local, assigned to any lvalue of that type, passed
    /// to a parameter of that type, returned; checked with the oracle).
    fn string_literals_to_char_pointers(&mut self) {
        let is_string = |body: &hir::Body, e: ExprId| {
            matches!(&body.exprs[e], Expr::Literal(Ty::Array(t, _))
                if matches!(**t, Ty::Builtin(hir::ty::Builtin::Char, _)))
        };
        let is_char_pointer = |t: &Ty| {
            matches!(t, Ty::Pointer(inner, _)
                if matches!(**inner, Ty::Builtin(hir::ty::Builtin::Char, cv) if !cv.is_const))
        };
        let mut found: Vec<ExprId> = self
            .implicit_conversions()
            .iter()
            .filter(|(target, e, _)| is_string(self.body, *e) && is_char_pointer(target))
            .map(|&(_, e, _)| e)
            .collect();
        found.sort();
        found.dedup();
        for e in found {
            self.push(Diag::fixed(
                DiagKind::StringLiteralToCharPointer,
                Anchor::Expr(e),
            ));
        }
    }

    /// EDG's #549: a scalar local without an initializer whose first use
    /// reads it. Only uses whose reading is certain count: operands of
    /// built-in arithmetic, the value assigned or returned, an index.
    fn used_before_set(&mut self) {
        let mut first: rustc_hash::FxHashMap<hir::LocalId, ExprId> = Default::default();
        for (id, e) in self.body.exprs.iter() {
            if let Expr::Local(l) = e {
                first.entry(*l).or_insert(id);
            }
        }
        // how each expression is used by its parent
        let mut reads = rustc_hash::FxHashSet::default();
        // reads by the language's own operators whatever the types around
        // (the local is a scalar): `-x`, `*p`, `x++`, `p->m`, `p[i]`,
        // `x += 1`, `(long)x`, `c ? x : y`, conditions, returned values and
        // initializers (checked with the oracle; `(void)x` and `x;` are no
        // reads)
        let mut plain_reads = rustc_hash::FxHashSet::default();
        // (an operator with an erroneous operand is not formed: its other
        // operands are not read, `x + undefined`, `undefined = x`)
        let erroneous = self.erroneous_exprs();
        let ok = |e: ExprId| !erroneous[e.into_raw().into_u32() as usize];
        for (_, e) in self.body.exprs.iter() {
            use syntax::SyntaxKind::*;
            match e {
                Expr::Binary { op, lhs, rhs } if !matches!(op, COMMA) => {
                    if ok(*rhs) {
                        reads.insert(*lhs);
                    }
                    if ok(*lhs) {
                        reads.insert(*rhs);
                    }
                }
                Expr::Assign { op, lhs, rhs } => {
                    if ok(*lhs) {
                        reads.insert(*rhs);
                    }
                    if *op != EQ && ok(*rhs) {
                        plain_reads.insert(*lhs);
                    }
                }
                Expr::Index { base, index } => {
                    if ok(*base) {
                        reads.insert(*index);
                    }
                    if ok(*index) {
                        plain_reads.insert(*base);
                    }
                }
                Expr::Unary {
                    op: MINUS | PLUS | BANG | TILDE | STAR | PLUS2 | MINUS2,
                    expr,
                } => {
                    plain_reads.insert(*expr);
                }
                Expr::Cast { ty, expr } if !ty.is_void() => {
                    plain_reads.insert(*expr);
                }
                Expr::Cond { cond, then, else_ } if ok(*cond) && ok(*then) && ok(*else_) => {
                    plain_reads.extend([*cond, *then, *else_]);
                }
                Expr::Member {
                    base, arrow: true, ..
                } => {
                    plain_reads.insert(*base);
                }
                _ => {}
            }
        }
        plain_reads.extend(self.body.conditions.iter().copied());
        plain_reads.extend(self.body.returns.iter().filter_map(|&(_, v)| v));
        plain_reads.extend(self.body.conversions.iter().map(|&(_, e)| e));
        // arguments passed by value to a resolved call or launch are read
        let mut arg_reads = rustc_hash::FxHashSet::default();
        for (id, e) in self.body.exprs.iter() {
            let params = match e {
                Expr::Call { .. } => self.call_params.get(&id).cloned(),
                Expr::Launch { callee, args, .. } => self
                    .resolver(self.space_of(id))
                    .resolve_call(*callee, args)
                    .map(|c| c.decl().name.sig.params.clone()),
                _ => None,
            };
            let (Expr::Call { args, .. } | Expr::Launch { args, .. }) = e else {
                continue;
            };
            let Some(params) = params else { continue };
            for (arg, param) in args.iter().zip(&params) {
                // (a by-value `T` never deduces a reference)
                if !matches!(param, Ty::LRef(_) | Ty::RRef(_) | Ty::Unknown(_)) {
                    arg_reads.insert(*arg);
                }
            }
        }
        reads.extend(arg_reads.iter().copied());
        let mut out = Vec::new();
        for (l, use_) in first {
            let local = &self.body.locals[l];
            let Some(decl) = &local.decl else { continue };
            if decl.has_init
                || decl.is_static
                || decl.is_extern
                || decl.memory == Some(MemorySpace::Shared)
                || !matches!(local.ty, Ty::Builtin(..) | Ty::Pointer(..))
                || self.body.owner(use_) != self.body.locals_space(l)
                || self.body.is_unevaluated(use_)
                || !(reads.contains(&use_) || plain_reads.contains(&use_))
            {
                continue;
            }
            // a read whose operands are all built-in values
            let space = self.space_of(use_);
            let builtin = |x: ExprId| {
                self.resolver(space)
                    .type_of(x)
                    .is_some_and(|t| matches!(t.strip_ref(), Ty::Builtin(..) | Ty::Pointer(..)))
            };
            let parent_ok = self.body.exprs.iter().any(|(_, e)| match e {
                Expr::Binary { lhs, rhs, .. } => {
                    (*lhs == use_ || *rhs == use_) && builtin(*lhs) && builtin(*rhs)
                }
                Expr::Assign { rhs, .. } => *rhs == use_,
                Expr::Index { index, .. } => *index == use_,
                _ => false,
            }) || (arg_reads.contains(&use_) && builtin(use_))
                || plain_reads.contains(&use_);
            if parent_ok {
                out.push((use_, local.name.to_string()));
            }
        }
        if out.is_empty() {
            return;
        }
        out.sort();
        // a read in an assignment's target (`*p = v`, `q[0] = v`) is
        // reported once the assignment is formed, after what its value
        // reports (checked with the oracle)
        let mut parent: rustc_hash::FxHashMap<ExprId, ExprId> = Default::default();
        for (id, e) in self.body.exprs.iter() {
            for c in e.children() {
                parent.insert(c, id);
            }
        }
        let assigned_after = |mut e: ExprId| {
            for _ in 0..64 {
                let p = *parent.get(&e)?;
                if let Expr::Assign { lhs, rhs, .. } = &self.body.exprs[p]
                    && *lhs == e
                {
                    return Some(*rhs);
                }
                e = p;
            }
            None
        };
        for (use_, name) in out {
            let mut d = Diag::fixed(
                DiagKind::UsedBeforeSet {
                    variable: Entity::variable(name),
                },
                Anchor::Expr(use_),
            );
            d.order_after = assigned_after(use_).map(|rhs| (rhs, 1));
            self.push(d);
        }
    }

    /// cicc's warnings on local variables that are never read: #177 when
    /// never referenced (unless the initialization does something: calls a
    /// function that is not constexpr, assigns, ...), #550 when only
    /// assigned. Class-typed variables are left alone (their constructors
    /// and destructors are uses).
    fn unused_locals(&mut self) {
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        // a call of a function we know only as constexpr, with literal
        // arguments, is a constant; any other call does something
        let runtime_call = |path: &Vec<smol_str::SmolStr>| {
            let Some(name) = path.last() else {
                return true;
            };
            let fs = tree.functions_named(name);
            fs.is_empty() || !fs.iter().all(|f| f.is_constexpr || f.is_consteval)
        };
        // (an enumeration is a scalar; a type as written does not say it)
        let is_enumeration = |c: &hir::ty::ClassName| {
            c.is_enum
                || tree
                    .class(&c.path)
                    .is_some_and(|d| d.kind == hir::items::ClassKind::Enum)
        };
        let n = self.body.locals.len();
        let mut referenced = vec![false; n];
        // locals initialized from an erroneous expression
        let mut erroneous = vec![false; n];
        {
            let body = self.body;
            for &(l, e) in &body.conversions {
                if self.erroneous(e) {
                    erroneous[l.into_raw().into_u32() as usize] = true;
                }
            }
            // (an assignment of one does not: `a = u;` still sets `a`)
        }
        // locals whose initialization runs code of the program through a
        // class: an overloaded operator, a conversion function
        let mut init_runs_code = vec![false; n];
        for &(l, e) in &self.body.conversions {
            if self.runs_class_code(e) {
                init_runs_code[l.into_raw().into_u32() as usize] = true;
            }
        }
        // locals initialized with a value that a conversion to or from a
        // floating type changes (`int b = d;`, `float f(x);`): the
        // conversion may raise a floating-point exception, so cicc keeps
        // the initialization as an effect (checked with the oracle; not
        // for a literal, whose conversion is done at compile time)
        for &(l, e) in &self.body.value_inits {
            let Ty::Builtin(to, _) = self.body.locals[l].ty.without_cv() else {
                continue;
            };
            let from = self
                .resolver(self.space_of(e))
                .type_of(e)
                .map(|t| t.strip_ref().without_cv());
            let literal = matches!(self.body.exprs[e], Expr::Literal(_))
                || matches!(&self.body.exprs[e], Expr::Unary { expr, .. }
                    if matches!(self.body.exprs[*expr], Expr::Literal(_)));
            if let Some(Ty::Builtin(from, _)) = from
                && from != to
                && (from.is_floating() || to.is_floating())
                && !literal
            {
                init_runs_code[l.into_raw().into_u32() as usize] = true;
            }
        }
        let mut read = vec![false; n];
        let mut plain_targets = rustc_hash::FxHashSet::default();
        // (a class object assigned an erroneous value is not set: its
        // `operator=` is not formed; a scalar is, checked with the oracle)
        let erroneous_values = self.erroneous_exprs();
        for (_, e) in self.body.exprs.iter() {
            if let Expr::Assign {
                op: syntax::SyntaxKind::EQ,
                lhs,
                rhs,
            } = e
            {
                let class_target = matches!(&self.body.exprs[*lhs], Expr::Local(l)
                    if matches!(self.body.locals[*l].ty.without_cv(), Ty::Class(..)));
                if class_target && erroneous_values[rhs.into_raw().into_u32() as usize] {
                    continue;
                }
                plain_targets.insert(*lhs);
            }
        }

        // a write to an element or member of a local array or plain object
        // (`a[0] = 1;`, `p.v = 1;`, `q[1].w = 2;`) sets it, as for a
        // scalar (checked with the oracle); through a pointer it reads it
        let whole: Vec<(ExprId, ExprId)> = plain_targets
            .iter()
            .map(|&t| (t, self.written_whole(t)))
            .filter(|(t, w)| t != w)
            .collect();
        for (_, w) in whole {
            plain_targets.insert(w);
        }
        // a local cast to void is named, not used: cicc still says a local
        // set (initialized or assigned) was set but never used, though the
        // idiom silences gcc (not so for parameters and `const` locals)
        let assigned: rustc_hash::FxHashSet<LocalId> = plain_targets
            .iter()
            .filter_map(|&t| match self.body.exprs[t] {
                Expr::Local(l) => Some(l),
                _ => None,
            })
            .collect();
        let label_address = self
            .body
            .constructs
            .iter()
            .any(|(c, _)| matches!(c, hir::body::Construct::LabelAddress));
        // a local that has a value to be unused: assigned, initialized
        // (without calls), or of static storage (`static int s;`,
        // `__shared__ int sh;`); not a `const` one or a parameter, and not
        // in a body with the address of a label (an error there)
        let set = |l: LocalId| {
            !self.body.params.contains(&l)
                && !self.const_local(l)
                && !label_address
                && (assigned.contains(&l)
                    || self.body.locals[l].decl.as_ref().is_some_and(|d| {
                        (d.has_init && d.init_calls.is_empty() && !d.init_effects)
                            || (!d.has_init && !d.is_extern && (d.is_static || d.memory.is_some()))
                            // (an object whose members all have default
                            // member initializers is set by its declaration)
                            || (!d.has_init
                                && matches!(self.member_inits(&self.body.locals[l].ty),
                                    Some((with, all)) if with > 0 && with == all))
                            // (as is one a user-provided constexpr default
                            // constructor makes)
                            || (!d.has_init
                                && self.constexpr_default_constructor(&self.body.locals[l].ty))
                    }))
        };
        // `x;` and `(void)x;` name a local without reading it: one that is
        // set is still set but never used (the idiom silences gcc, not
        // cicc); one that is not set gets nothing (checked with the oracle)
        for &e in &self.body.expr_stmts {
            if let Expr::Local(l) = self.body.exprs[e]
                && set(l)
            {
                plain_targets.insert(e);
            }
        }
        for (_, e) in self.body.exprs.iter() {
            if let Expr::Cast { ty, expr } = e
                && ty.is_void()
                && let Expr::Local(l) = self.body.exprs[*expr]
                && set(l)
            {
                plain_targets.insert(*expr);
            }
        }
        // (a use in an unevaluated operand, `sizeof(x)`, `decltype(x + 1)`,
        // a `static_assert`, references it without reading it: one set is
        // set but never used; checked with the oracle)
        let mut evaluated = vec![false; n];
        for (id, e) in self.body.exprs.iter() {
            if let Expr::Local(l) = e {
                let i = l.into_raw().into_u32() as usize;
                referenced[i] = true;
                if !self.body.is_unevaluated(id) {
                    evaluated[i] = true;
                    if !plain_targets.contains(&id) {
                        read[i] = true;
                    }
                }
            }
        }
        // (one only referenced there and never set gets nothing; `set` is
        // asked of those alone)
        let unset_unevaluated: Vec<bool> = self
            .body
            .locals
            .iter()
            .map(|(l, _)| {
                let i = l.into_raw().into_u32() as usize;
                referenced[i] && !evaluated[i] && !set(l)
            })
            .collect();
        for l in &self.body.named_locals {
            let i = l.into_raw().into_u32() as usize;
            referenced[i] = true;
            read[i] = true;
        }
        for (id, local) in self.body.locals.iter() {
            let Some(decl) = &local.decl else {
                // a scalar parameter only assigned: #550 (never #177)
                let i = id.into_raw().into_u32() as usize;
                if self.body.params.contains(&id)
                    && matches!(local.ty, Ty::Builtin(..) | Ty::Pointer(..))
                    && evaluated[i]
                    && !read[i]
                {
                    self.push(Diag::fixed(
                        DiagKind::SetButNotUsed {
                            entity: Entity::new(EntityKind::Parameter, local.name.as_str()),
                        },
                        Anchor::Local(id),
                    ));
                }
                continue;
            };
            if self.invalid_locals.contains(&id) {
                continue;
            }
            // (in an instance, a local of a type the template's parameters
            // make is not judged; checked with the oracle)
            // (a reference binding a named object is reported whatever
            // the type: once, where the template is written)
            if !self.subst.is_empty()
                && local.ty.is_dependent()
                && !(matches!(local.ty, Ty::LRef(_) | Ty::RRef(_)) && self.binds_named_object(id))
            {
                continue;
            }
            let deduced = self
                .auto_type(decl)
                .filter(|t| matches!(t, Ty::Builtin(..) | Ty::Pointer(..)));
            let substituted = local.ty.substitute(self.subst);
            let local_ty = deduced.as_ref().unwrap_or(&substituted);
            // (a class's constructor may have effects; a lambda's closure
            // object has none, and cicc reports it like a scalar)
            let closure = hir::ty::closure_info(local_ty).is_some();
            // (copied from another object of its class without calls, it is
            // set as a scalar is: `P w = q;`; from another class, a
            // conversion function runs)
            let plain_object = self.unused_like_scalars.contains(&id)
                || matches!(local_ty, Ty::Class(c, _)
                if self.constructs_nothing(c)
                    // (a constexpr or constinit object with a constexpr
                    // destructor, C++20's, runs none either; any other
                    // destructor makes the object used)
                    || (decl.constant_init && self.constructs_nothing_but_a_constexpr_destructor(c)))
                && (self.constant_construction(id)
                    || (decl.init_calls.is_empty()
                        && !decl.init_effects
                        && self.copy_construction(id, local_ty)))
                // (default-initialized, a class with default member
                // initializers for some members only has a default
                // constructor that is no constant one: it runs)
                && (decl.has_init
                    || !matches!(self.member_inits(local_ty), Some((with, all)) if with > 0 && with < all));
            // a reference is reported as a scalar is (binding one runs
            // nothing), unless it binds a temporary that a constructor
            // makes, or a range-based `for` declares it (checked with the
            // oracle)
            let reference = matches!(local_ty, Ty::LRef(_) | Ty::RRef(_));
            if decl.is_extern
                || decl.maybe_unused
                || (reference && (decl.in_range_for || self.binds_made_object(id, local_ty)))
                || (!closure
                    && !plain_object
                    // (an enumeration is a scalar)
                    && (matches!(local_ty, Ty::Class(c, _) if !is_enumeration(c))
                        || matches!(local_ty, Ty::Unknown(_))))
            {
                continue;
            }
            // an array of objects of a class that constructs nothing is
            // reported like a scalar
            let element = local_ty.array_element();
            if matches!(local_ty, Ty::Array(..))
                && match element {
                    Ty::Class(c, _) => !is_enumeration(c) && !self.constructs_nothing(c),
                    Ty::Unknown(_) => true,
                    _ => false,
                }
            {
                continue;
            }
            let i = id.into_raw().into_u32() as usize;
            if erroneous[i] {
                continue;
            }
            // an initialization that does something is a use: neither
            // warning follows, whatever is assigned later (checked with the
            // oracle: `int a = g(); a = 2;` gets none, `int a = 1; a =
            // g();` gets #550)
            if decl.init_effects || decl.init_calls.iter().any(runtime_call) || init_runs_code[i] {
                continue;
            }
            let kind = if !referenced[i] {
                DiagKind::DeclaredButNotReferenced {
                    entity: Entity::variable(local.name.as_str()),
                }
            } else if !read[i] && !reference && !unset_unevaluated[i] {
                // (assigning through a reference is no setting of it)
                DiagKind::SetButNotUsed {
                    entity: Entity::variable(local.name.as_str()),
                }
            } else {
                continue;
            };
            let mut d = Diag::fixed(kind, Anchor::Local(id));
            // (a template's local is judged where the template is written:
            // once, without the instance as context)
            d.as_written = !self.subst.is_empty();
            self.push(d);
        }
    }

    /// A reference local that may bind an object its initialization makes:
    /// one of a class that constructs something (or of a type not known),
    /// unless the initializer names an existing object (a variable, an
    /// element, a member).
    fn binds_made_object(&self, l: LocalId, ty: &Ty) -> bool {
        let made = match ty.strip_ref() {
            Ty::Class(c, _) => !self.constructs_nothing(c),
            Ty::Unknown(_) => true,
            _ => false,
        };
        made && !self.binds_named_object(l)
    }

    /// A reference local whose initializer names an existing object (a
    /// variable, an element, a member).
    fn binds_named_object(&self, l: LocalId) -> bool {
        self.body
            .ref_inits
            .iter()
            .find(|&&(x, _)| x == l)
            .is_some_and(|&(_, e)| {
                matches!(
                    self.body.exprs[e],
                    Expr::Local(_) | Expr::Path { .. } | Expr::Index { .. } | Expr::Member { .. }
                )
            })
    }

    /// The type of a local declared `auto x = e;`: `e`'s, references and
    /// top-level cv dropped, as `auto` deduces.
    pub(crate) fn auto_type(&self, decl: &hir::body::LocalDecl) -> Option<Ty> {
        let init = decl.auto_init?;
        let t = self.resolver(self.space_of(init)).type_of(init)?;
        Some(t.strip_ref().without_cv())
    }

    /// Of a plain class's data members, how many have a default member
    /// initializer, and how many there are.
    fn member_inits(&self, t: &Ty) -> Option<(usize, usize)> {
        let Ty::Class(c, _) = t else { return None };
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        let class = tree.class(&c.path)?;
        let with = class.fields.iter().filter(|f| f.has_init).count();
        Some((with, class.fields.len()))
    }

    /// The local expression an assignment to `target` writes part of: for
    /// `a[i].m` (an element or member, reached with `[]` on an array and
    /// `.`), the `a`, when `a` is an array or an object of a class that
    /// constructs nothing; else `target` itself.
    fn written_whole(&self, target: ExprId) -> ExprId {
        let mut e = target;
        // the step that reached `e` was `[]`
        let mut indexed = false;
        loop {
            match &self.body.exprs[e] {
                Expr::Member {
                    base, arrow: false, ..
                } => (e, indexed) = (*base, false),
                Expr::Index { base, .. } => (e, indexed) = (*base, true),
                // (`*a = 1` is `a[0] = 1`)
                Expr::Unary {
                    op: syntax::SyntaxKind::STAR,
                    expr,
                } => (e, indexed) = (*expr, true),
                Expr::Local(l) if e != target => {
                    // (`[]` on an object calls its class's operator)
                    let plain = match &self.body.locals[*l].ty {
                        Ty::Array(..) => true,
                        Ty::Class(c, _) => !indexed && self.constructs_nothing(c),
                        _ => false,
                    };
                    return if plain { e } else { target };
                }
                _ => return target,
            }
        }
    }

    /// Whether evaluating `e` calls a function of a class: it has a class
    /// type (a scalar initialized from it goes through a conversion
    /// function), or an operator, subscript or call applies to an operand
    /// of class type (an overloaded operator, `operator()`).
    fn runs_class_code(&self, e: ExprId) -> bool {
        let space = self.space_of(e);
        let r = self.resolver(space);
        let class_typed = |x: ExprId| {
            matches!(
                r.type_of(x).map(|t| t.strip_ref().clone()),
                Some(Ty::Class(..))
            )
        };
        if class_typed(e) {
            return true;
        }
        let mut stack = vec![e];
        let mut seen = 0usize;
        while let Some(x) = stack.pop() {
            // (bounded: an initializer is one expression of the body)
            seen += 1;
            if seen > self.body.exprs.len() {
                break;
            }
            let expr = &self.body.exprs[x];
            let operands: Vec<ExprId> = match expr {
                Expr::Index { base, .. } => vec![*base],
                Expr::Call { callee, .. } => vec![*callee],
                // (`&x` takes an address: no operator of the class)
                Expr::Unary { op, expr } if *op != syntax::SyntaxKind::AMP => vec![*expr],
                Expr::Binary { lhs, rhs, .. } | Expr::Assign { lhs, rhs, .. } => vec![*lhs, *rhs],
                _ => Vec::new(),
            };
            if operands.into_iter().any(class_typed) {
                return true;
            }
            stack.extend(expr.children());
        }
        false
    }

    /// A `const` or `constexpr` local (naming it is reading it).
    pub(crate) fn const_local(&self, l: LocalId) -> bool {
        let local = &self.body.locals[l];
        local.ty.cv().is_const || local.decl.as_ref().is_some_and(|d| d.is_constexpr)
    }

    /// A class whose objects are made and destroyed without running any
    /// code of the program's: no bases, data members of scalar types only,
    /// constructors (if any) all constexpr, no destructor (`dim3`, a
    /// plain struct). cicc reports such a local that nothing refers to
    /// (#177) as it does a scalar.
    fn constructs_nothing(&self, c: &hir::ty::ClassName) -> bool {
        self.constructs_nothing_apart_from_destruction(c, 0)
            && hir::SideItems::new(self.db, self.unit_side)
                .class(&c.path)
                .and_then(|class| class.members.as_ref())
                .is_some_and(|members| !members.iter().any(|m| m.starts_with('~')))
    }

    /// A member's class (`depth` members down) whose construction and
    /// destruction are trivial: no constructor of its own but defaulted
    /// ones (a constexpr one is not enough there, checked with the
    /// oracle), no destructor, no default member initializer.
    fn trivial_member_class(&self, c: &hir::ty::ClassName, depth: u32) -> bool {
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        let Some(class) = tree.class(&c.path) else {
            return false;
        };
        let Some(name) = c.path.last() else {
            return false;
        };
        depth < 4
            && class
                .members
                .as_ref()
                .is_some_and(|m| !m.iter().any(|m| m.starts_with('~')))
            && !class.fields.iter().any(|f| f.has_init)
            && self.constructs_nothing_apart_from_destruction(c, depth)
            && self
                .functions_named(name)
                .iter()
                .filter(|e| self.own_member(e, c))
                .all(|e| e.first().is_defaulted && !e.first().is_deleted)
    }

    /// [`Self::constructs_nothing`] without looking at the destructor.
    fn constructs_nothing_apart_from_destruction(
        &self,
        c: &hir::ty::ClassName,
        depth: u32,
    ) -> bool {
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        let Some(class) = tree.class(&c.path) else {
            return false;
        };
        // (every member declaration understood)
        if class.members.is_none() {
            return false;
        }
        let Some(name) = c.path.last() else {
            return false;
        };
        let plain = |t: &Ty| match t {
            Ty::Builtin(..) | Ty::Pointer(..) => true,
            Ty::Class(member, _) => self.trivial_member_class(member, depth + 1),
            _ => false,
        };
        let field = |t: &Ty| match t {
            Ty::Array(inner, _) => plain(inner),
            t => plain(t),
        };
        // (an instance of a class template without specializations is made
        // from its pattern: members of the parameters' types are no plain
        // ones here, so what is judged does not depend on the arguments)
        let pattern_instance =
            class.own_template && !c.args.is_empty() && tree.instance_of_primary(&c.path, &c.args);
        class.bases.is_empty()
            && (pattern_instance || (!class.is_template && c.args.is_empty()))
            && !class.has_virtual
            && !class.fields.iter().any(|f| f.init_calls)
            && class.fields.iter().all(|f| field(&f.ty))
            && self
                .functions_named(name)
                .iter()
                .filter(|e| self.own_member(e, c))
                // (defaulted on its first declaration: as if implicit)
                .all(|e| e.is_constexpr() || (e.first().is_defaulted && !e.first().is_deleted))
    }

    /// The class's default constructor is a user-provided constexpr one
    /// (`constexpr CE() {}`).
    fn constexpr_default_constructor(&self, t: &Ty) -> bool {
        let Ty::Class(c, _) = t.substitute(self.subst) else {
            return false;
        };
        let Some(name) = c.path.last() else {
            return false;
        };
        self.functions_named(name).iter().any(|e| {
            let f = e.first();
            self.own_member(e, &c)
                && f.name.sig.params.is_empty()
                && e.is_constexpr()
                && !f.is_defaulted
                && !f.is_deleted
        })
    }

    /// `e` is a member of the class `c` names, by its exact path (see
    /// [`hir::lookup::is_member_of`] for its specializations).
    fn own_member(&self, e: &hir::Entity, c: &hir::ty::ClassName) -> bool {
        e.first().class_path.as_ref() == Some(&c.path)
            && hir::lookup::is_member_of(
                &hir::SideItems::new(self.db, self.unit_side),
                e.first(),
                c,
            )
    }

    /// [`Self::constructs_nothing`] but for a destructor of its own, which
    /// is constexpr.
    fn constructs_nothing_but_a_constexpr_destructor(&self, c: &hir::ty::ClassName) -> bool {
        let Some(name) = c.path.last() else {
            return false;
        };
        let dtors: Vec<&hir::Entity> = self
            .functions_named(&format!("~{name}"))
            .iter()
            .filter(|e| self.own_member(e, c))
            .collect();
        !dtors.is_empty()
            && dtors.iter().all(|e| e.is_constexpr())
            && self.constructs_nothing_apart_from_destruction(c, 0)
    }

    /// The local's construction takes constants only (or nothing).
    fn constant_construction(&self, local: hir::LocalId) -> bool {
        self.body
            .object_inits
            .iter()
            .filter(|(_, l)| *l == local)
            .all(|(c, _)| match &self.body.exprs[*c] {
                Expr::Construct { args, .. } => args
                    .iter()
                    .all(|&a| matches!(self.body.exprs[a], Expr::Literal(_))),
                _ => false,
            })
    }

    /// The local is made as a copy of objects of its own class (`P w = q;`)
    /// or from a braced list of constants (`P y = {};`, `P v = {1, 2};`).
    fn copy_construction(&self, local: hir::LocalId, ty: &Ty) -> bool {
        let r = self.resolver(self.fn_space);
        let class = |t: &Ty| match t.strip_ref() {
            Ty::Class(c, _) => Some(c.path.clone()),
            _ => None,
        };
        let own = class(ty);
        let constant = |e: ExprId| match &self.body.exprs[e] {
            Expr::Literal(_) => true,
            // (a braced list)
            Expr::Other(items) => items
                .iter()
                .all(|&i| matches!(self.body.exprs[i], Expr::Literal(_))),
            _ => false,
        };
        self.body
            .object_inits
            .iter()
            .filter(|(_, l)| *l == local)
            .all(|(c, _)| match &self.body.exprs[*c] {
                Expr::Construct { args, .. } => {
                    !args.is_empty()
                        && args.iter().all(|&a| {
                            // (an erroneous initializer: not judged)
                            !self.erroneous(a)
                                && (constant(a)
                                    || (own.is_some()
                                        && r.type_of(a).as_ref().and_then(class) == own))
                        })
                }
                _ => false,
            })
    }

    /// Memory-space annotations and other rules on local variables.
    fn local_declarations(&mut self) {
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        for (id, local) in self.body.locals.iter() {
            let Some(decl) = &local.decl else { continue };
            let anchor = Anchor::Local(id);
            let space = self
                .body
                .locals_space(id)
                .map_or(self.fn_space, |l| self.lambda_space(l));
            if decl.grid_constant {
                self.push(Diag::fixed(
                    DiagKind::AttributeIgnored {
                        attribute: "grid_constant".into(),
                    },
                    anchor,
                ));
            }
            // (an `extern` declaration allocates nothing)
            if self.side == Side::Device
                && space.runs_on_device()
                && !decl.is_extern
                && crate::variables::is_zero_sized(tree, &local.ty)
            {
                self.push(Diag::fixed(
                    DiagKind::ZeroSizedVariable {
                        name: local.name.to_string(),
                    },
                    anchor,
                ));
            }
            if self.side == Side::Device && space.runs_on_device() && decl.is_thread_local {
                self.push(Diag::fixed(DiagKind::ThreadLocalInDevice, anchor));
            }
            if let Some(memory) = decl.memory {
                if decl.in_range_for && memory == MemorySpace::Shared {
                    self.push(Diag::fixed(DiagKind::SharedInRangeFor, anchor));
                    continue;
                }
                if !decl.is_extern {
                    // cudafe++: no memory space in a host function; shared
                    // variables are static anyway
                    if self.side == Side::Host && space.runs_on_host() {
                        let storage = if decl.is_static || memory == MemorySpace::Shared {
                            "static"
                        } else {
                            "automatic"
                        };
                        self.push(Diag::fixed(
                            diagnostics::local_memory_space(storage, memory, false),
                            anchor,
                        ));
                    }
                    // cicc: only static variables may live in device memory
                    if self.side == Side::Device
                        && space.runs_on_device()
                        && !decl.is_static
                        && memory != MemorySpace::Shared
                    {
                        self.push(Diag::fixed(
                            diagnostics::local_memory_space("automatic", memory, true),
                            anchor,
                        ));
                    }
                }
                if memory == MemorySpace::Shared && decl.has_init && !decl.is_extern {
                    self.push(Diag::fixed(DiagKind::SharedInitializer, anchor));
                }
                // cicc allocates a used `extern __shared__` scalar or array
                // of a known size here (not the dynamic `T buf[]`)
                if memory == MemorySpace::Shared
                    && decl.is_extern
                    && self.side == Side::Device
                    && space.runs_on_device()
                    && !matches!(local.ty, Ty::Array(_, None))
                    && self
                        .body
                        .exprs
                        .iter()
                        .any(|(_, e)| matches!(e, Expr::Local(l) if *l == id))
                {
                    self.push(
                        Diag::fixed(
                            DiagKind::ExternTreatedAsStatic {
                                name: local.name.to_string(),
                            },
                            anchor,
                        )
                        .later(),
                    );
                }
            }
            // function-scope statics of device code are initialized once,
            // statically: cicc's later phase rejects dynamic initialization
            if self.side == Side::Device
                && matches!(space, Space::Device | Space::Global)
                && (decl.is_static || decl.memory == Some(MemorySpace::Shared))
                && !decl.is_extern
            {
                let calls_runtime = decl.init_calls.iter().any(|path| {
                    path.last().is_some_and(|name| {
                        let fs = tree.functions_named(name);
                        !fs.is_empty() && !fs.iter().any(|f| f.is_constexpr || f.is_consteval)
                    })
                });
                // (a virtual table pointer is set at run time here, unlike
                // at namespace scope)
                let ctor_runs = matches!(&local.ty, Ty::Class(c, _)
                    if (!decl.has_init && crate::variables::class_default_ctor_runs(tree, &c.path))
                        || crate::variables::class_dtor_runs(tree, &c.path)
                        || crate::variables::has_virtual_table(tree, &c.path))
                    || self.constructed_by_code(id, space);
                if calls_runtime || ctor_runs {
                    let memory = decl.memory.unwrap_or(MemorySpace::Device);
                    let mut d = Diag::fixed(DiagKind::StaticDynamicInit { memory }, anchor);
                    // EDG demotes it for shared memory
                    if memory == MemorySpace::Shared {
                        d.severity = Some(diagnostics::Severity::Warning);
                    }
                    self.push(d.later());
                }
            }
        }
    }

    /// A local constructed with arguments by a constructor that is not
    /// constexpr.
    fn constructed_by_code(&self, local: hir::LocalId, space: Space) -> bool {
        self.body
            .object_inits
            .iter()
            .filter(|(_, l)| *l == local)
            .any(|(c, _)| match &self.body.exprs[*c] {
                Expr::Construct {
                    ty: Ty::Class(class, _),
                    args,
                } if !args.is_empty() => self
                    .resolver(space)
                    .resolve_constructor(class, args)
                    .is_some_and(|ctor| !ctor.entity.is_constexpr()),
                _ => false,
            })
    }

    /// cicc computes `long double` as `double` (#20208): it says so for a
    /// local variable of that type (front end), for a conversion of such a
    /// value (NVVM, with a line) and for arithmetic on one (NVVM, with no
    /// position).
    fn long_double(&mut self) {
        let is_ld = |t: &Ty| matches!(t.strip_ref(), Ty::Builtin(hir::ty::Builtin::LongDouble, _));
        for (id, local) in self.body.locals.iter() {
            let space = self
                .body
                .locals_space(id)
                .map_or(self.fn_space, |l| self.lambda_space(l));
            if local.decl.is_some()
                && matches!(space, Space::Device | Space::Global)
                && is_ld(&local.ty)
            {
                self.push(Diag::fixed(DiagKind::LongDoubleAsDouble, Anchor::Local(id)));
            }
        }
        for (id, e) in self.body.exprs.iter() {
            let space = self.space_of(id);
            if !matches!(space, Space::Device | Space::Global) || self.body.is_unevaluated(id) {
                continue;
            }
            let r = self.resolver(space);
            match e {
                Expr::Cast { ty, expr }
                    if !is_ld(ty) && r.type_of(*expr).is_some_and(|t| is_ld(&t)) =>
                {
                    self.push(Diag::fixed(DiagKind::LongDoubleAsDouble, Anchor::Expr(id)).later());
                }
                Expr::Binary { lhs, rhs, .. }
                    if r.type_of(*lhs).is_some_and(|t| is_ld(&t))
                        || r.type_of(*rhs).is_some_and(|t| is_ld(&t)) =>
                {
                    self.push(
                        Diag::fixed(DiagKind::LongDoubleAsDouble, Anchor::Expr(id))
                            .later()
                            .unpositioned(),
                    );
                }
                _ => {}
            }
        }
    }

    /// Device code reaching a texture through a pointer parameter (reported
    /// once per parameter).
    fn texture_indirection(&mut self) {
        if self.side != Side::Device || !matches!(self.fn_space, Space::Device | Space::Global) {
            return;
        }
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        let mut reported = rustc_hash::FxHashSet::default();
        for (id, e) in self.body.exprs.iter() {
            let base = match e {
                Expr::Unary {
                    op: syntax::SyntaxKind::STAR,
                    expr,
                } => *expr,
                Expr::Member {
                    base, arrow: true, ..
                } => *base,
                _ => continue,
            };
            let Expr::Local(l) = &self.body.exprs[base] else {
                continue;
            };
            if !self.body.params.contains(l) || !reported.insert(*l) {
                continue;
            }
            if let Ty::Pointer(t, _) = &self.body.locals[*l].ty
                && crate::variables::is_texture(tree, t)
            {
                self.push(Diag::fixed(
                    DiagKind::TextureIndirectionInDevice {
                        name: self.body.locals[*l].name.to_string(),
                    },
                    Anchor::Expr(id),
                ));
            }
        }
    }

    /// EDG's "too few arguments in function call" (at the call) or "too
    /// many" (at the first argument too many) for a call or launch of
    /// `callee`; whether it was reported.
    pub(crate) fn argument_count(
        &mut self,
        callee: &hir::Entity,
        id: ExprId,
        args: &[ExprId],
    ) -> bool {
        let (text, anchor) = match callee.arity_mismatch(args.len()) {
            Some(std::cmp::Ordering::Less) => (DiagKind::TooFewArguments, id),
            Some(_) => {
                let params = callee.first().name.sig.params.len();
                (DiagKind::TooManyArguments, args[params])
            }
            None => return false,
        };
        let mut d = Diag::fixed(text, Anchor::Expr(anchor));
        // (judged when the call is complete: after what its arguments
        // report on the same line)
        if anchor == id {
            d.order_after = Some((id, 1));
        }
        self.push(d);
        true
    }

    /// The space of a lambda (its annotations, or its enclosing code's).
    pub(crate) fn lambda_space(&self, l: LambdaId) -> Space {
        let mut owner = Some(l);
        while let Some(LambdaId(i)) = owner {
            let lambda = &self.body.lambdas[i as usize];
            // (`__global__` on a lambda changes nothing: EDG ignores it)
            if lambda.attrs.host || lambda.attrs.device {
                let mut attrs = lambda.attrs;
                attrs.global = false;
                return crate::space::from_attrs(attrs);
            }
            owner = lambda.parent;
        }
        lambda_in(self.fn_space)
    }

    /// Constructs device code does not support (cicc), and other checks on
    /// constructs (`asm` clobbers, `decltype` of a managed variable).
    fn constructs(&mut self) {
        use hir::body::Construct;
        let mut coroutine_seen = false;
        // (EDG judges exception handling, `typeid` and `dynamic_cast` in a
        // template as written, dependent or not, once the template is
        // instantiated: once, without the instance, and in branches the
        // instance discards too; checked with the oracle)
        let in_template = self.decl.is_template_pattern();
        for (c, at) in &self.body.constructs {
            let space = self.space_of(*at);
            let device = self.side == Side::Device && space.runs_on_device();
            let anchor = Anchor::Expr(*at);
            let text = |k: DiagKind| {
                let mut d = Diag::fixed(k, anchor);
                d.as_written = in_template
                    && matches!(
                        c,
                        Construct::Throw
                            | Construct::Try
                            | Construct::Typeid
                            | Construct::DynamicCast
                    );
                d
            };
            match c {
                Construct::MisplacedAttribute(keyword) => {
                    self.push(text(DiagKind::AttributeIgnored {
                        attribute: keyword.to_string(),
                    }))
                }
                Construct::Throw | Construct::Try if device => {
                    self.push(text(DiagKind::ExceptionHandlingInDevice))
                }
                Construct::Typeid if device => self.push(text(DiagKind::OperatorInDevice {
                    operator: "typeid".into(),
                })),
                Construct::DynamicCast if device => self.push(text(DiagKind::OperatorInDevice {
                    operator: "dynamic_cast".into(),
                })),
                Construct::Coroutine if device => {
                    // the function is a coroutine, and this is a coroutine
                    // expression: once for each
                    if !coroutine_seen {
                        self.push(text(DiagKind::CoroutinesInDevice));
                        coroutine_seen = true;
                    }
                    self.push(text(DiagKind::CoroutinesInDevice))
                }
                Construct::LabelAddress if device && space != Space::HostDevice => {
                    self.push(text(DiagKind::AddressOfLabelInDevice))
                }
                Construct::Asm {
                    constraints,
                    clobbers,
                } => {
                    let in_device = space.runs_on_device();
                    if in_device && clobbers.iter().any(|c| c == "cc") {
                        self.push(text(DiagKind::CcClobberInDevice));
                    }
                    for c in constraints {
                        let letters: Vec<char> = c
                            .chars()
                            .filter(|ch| !matches!(ch, '=' | '+' | '&'))
                            .collect();
                        if !in_device {
                            if letters.contains(&'C') {
                                self.push(text(DiagKind::ConstraintCOutsideDevice));
                            }
                            continue;
                        }
                        if !device {
                            continue;
                        }
                        if letters.is_empty() {
                            self.push(text(DiagKind::AsmConstraintWithoutLetter));
                            continue;
                        }
                        if letters.len() > 1 {
                            self.push(text(DiagKind::AsmSingleConstraintLetter));
                        }
                        for l in &letters {
                            // letters of no target EDG knows (it knows gcc's
                            // x86 table besides NVPTX's own)
                            if matches!(
                                l,
                                'j' | 'k' | 'v' | 'w' | 'z' | 'B' | 'O' | 'P' | 'T' | 'U' | 'W'
                            ) {
                                self.push(Diag::fixed(
                                    DiagKind::UnknownAsmConstraintLetter {
                                        letter: l.to_string(),
                                    },
                                    anchor,
                                ));
                            } else if !matches!(
                                l,
                                'h' | 'r' | 'l' | 'q' | 'f' | 'd' | 'n' | 'C' | 'c' | 'b'
                            ) {
                                self.push(Diag::fixed(
                                    DiagKind::AsmConstraintLetter {
                                        letter: l.to_string(),
                                    },
                                    anchor,
                                ));
                            }
                        }
                    }
                }
                Construct::DecltypeName(path) => {
                    if let Some(v) = self.resolve_variable(path, false)
                        && v.memory == Some(MemorySpace::Managed)
                    {
                        self.push(text(DiagKind::ManagedInDecltype));
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
        // the variable expression an access goes to: `v`, `v[i]`, `v.f`;
        // past a pointer (`v.p[i]`, `v->f`) the access goes to what the
        // pointer points to, and the variable is only read (a kernel storing
        // through a pointer kept in `__constant__` memory stores elsewhere)
        // (a field whose type we do not know may be a pointer: better no
        // warning than a false one)
        let through_pointer = |e: ExprId| match self.resolver(self.space_of(e)).type_of(e) {
            Some(t) => matches!(t.strip_ref(), Ty::Pointer(..)),
            None => !matches!(self.body.exprs[e], Expr::Path { .. }),
        };
        let target = |mut e: ExprId| loop {
            match &self.body.exprs[e] {
                Expr::Index { base, .. } if through_pointer(*base) => return e,
                Expr::Member { arrow: true, .. } => return e,
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
                        let candidates: Vec<&hir::Entity> = self
                            .functions_named(name)
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
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        let mut undefined = Vec::new();
        let ref_bound: rustc_hash::FxHashSet<ExprId> =
            self.body.ref_inits.iter().map(|&(_, e)| e).collect();
        // variables whose elements are accessed with a constant index
        let constant_index: rustc_hash::FxHashSet<ExprId> = self
            .body
            .exprs
            .iter()
            .filter_map(|(_, e)| match e {
                Expr::Index { base, index } if self.body.int_value(*index).is_some() => Some(*base),
                _ => None,
            })
            .collect();
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
        // a name whose value is discarded (`x;`, `(void)x`) is not read
        let discarded: rustc_hash::FxHashSet<ExprId> = self
            .body
            .expr_stmts
            .iter()
            .copied()
            .chain(self.body.exprs.iter().filter_map(|(_, e)| match e {
                Expr::Cast { ty, expr } if ty.is_void() => Some(*expr),
                _ => None,
            }))
            .filter(|&e| matches!(self.body.exprs[e], Expr::Path { .. } | Expr::Local(_)))
            .collect();
        // the expressions an undefined name makes erroneous: those holding
        // one (EDG judges no access whose operation is one of them)
        let erroneous = self.erroneous_expressions();
        let in_erroneous: rustc_hash::FxHashSet<ExprId> = if erroneous.is_empty() {
            Default::default()
        } else {
            let mut parent: rustc_hash::FxHashMap<ExprId, ExprId> = Default::default();
            for (id, e) in self.body.exprs.iter() {
                for c in e.children() {
                    parent.insert(c, id);
                }
            }
            self.body
                .exprs
                .iter()
                .filter(|(_, e)| matches!(e, Expr::Path { .. } | Expr::Local(_)))
                .map(|(id, _)| id)
                .filter(|&id| {
                    // up from the variable to what is accessed (`v[i]`, `v.f`)
                    let mut root = id;
                    while let Some(&p) = parent.get(&root)
                        && matches!(&self.body.exprs[p],
                            Expr::Index { base, .. } | Expr::Member { base, .. } if *base == root)
                    {
                        root = p;
                    }
                    erroneous.contains(&root)
                        || parent.get(&root).is_some_and(|p| erroneous.contains(p))
                })
                .collect()
        };
        for (id, e) in self.body.exprs.iter() {
            if in_erroneous.contains(&id) {
                continue;
            }
            let var = match e {
                // calling a variable's closure takes its address (`this`)
                Expr::Path {
                    segments, global, ..
                } if callees.contains(&id) && !self.body.is_unevaluated(id) => {
                    match self.resolve_variable(segments, *global) {
                        Some(var) if var.closure.is_some() => {
                            addressed.insert(id);
                            var
                        }
                        _ => continue,
                    }
                }
                Expr::Path {
                    segments, global, ..
                } if !callees.contains(&id) && !self.body.is_unevaluated(id) => {
                    let Some(var) = self.resolve_variable(segments, *global) else {
                        self.function_as_value(id, segments, *global);
                        continue;
                    };
                    if by_reference.contains(&id) || discarded.contains(&id) {
                        continue;
                    }
                    var
                }
                // a local `__shared__` variable in host code
                Expr::Local(l) if !discarded.contains(&id) => {
                    let local = &self.body.locals[*l];
                    let Some(memory) = local.decl.as_ref().and_then(|d| d.memory) else {
                        continue;
                    };
                    hir::items::VariableDecl::local(
                        local.name.clone(),
                        local.ty.clone(),
                        Some(memory),
                    )
                }
                _ => continue,
            };
            let space = self.space_of(id);
            let anchor = Anchor::Expr(id);
            // an array used as a value decays to its address
            let decays = matches!(var.ty, Ty::Array(..))
                && !writes.contains_key(&id)
                && !indexed.contains(&id);
            // (binding a reference takes the address: `int &r = v;`)
            let bound = ref_bound.contains(&id);
            let accesses: &[Access] = if addressed.contains(&id) || decays || bound {
                &[Access::AddressOf]
            } else {
                match writes.get(&id) {
                    Some(true) => &[Access::Read, Access::Write],
                    Some(false) => &[Access::Write],
                    None => &[Access::Read],
                }
            };
            // (named by the declaration's full path, as EDG prints it)
            let name = ty::diag_qualified_name(var.path.iter().map(|s| s.as_str()));
            match self.side {
                Side::Host => {
                    let Some(mem) = var.memory else { continue };
                    if !space.runs_on_host() || mem == MemorySpace::Managed {
                        continue;
                    }
                    for &access in accesses {
                        if access != Access::AddressOf || mem == MemorySpace::Shared {
                            self.push(Diag::fixed(
                                diagnostics::device_variable_in_host(access, mem, name.clone()),
                                anchor,
                            ));
                        }
                    }
                }
                Side::Device => {
                    if !space.runs_on_device() {
                        continue;
                    }
                    if var.in_anonymous_union && space != Space::HostDevice {
                        self.push(Diag::fixed(DiagKind::AnonymousUnionMemberInDevice, anchor));
                        continue;
                    }
                    if crate::variables::is_texture(tree, &var.ty) && space != Space::HostDevice {
                        if addressed.contains(&id) {
                            self.push(Diag::fixed(
                                DiagKind::TextureAddressInDevice { name: name.clone() },
                                anchor,
                            ));
                        } else if self.body.ref_inits.iter().any(|(_, e)| *e == id)
                            || by_reference.contains(&id)
                        {
                            self.push(Diag::fixed(DiagKind::TextureReferenceInDevice, anchor));
                        }
                        continue;
                    }
                    // NVVM rejects stores to constant memory in the kernels it emits
                    if var.memory == Some(MemorySpace::Constant)
                        && accesses.contains(&Access::Write)
                        && space == Space::Global
                    {
                        self.push(Diag::fixed(DiagKind::StoreToConstantMemory, anchor).later());
                    }
                    // a const array's elements are read as constants when
                    // the index is one; otherwise cicc needs the array
                    // itself, which device code does not have (no warning)
                    if var.memory.is_none() && const_array(&var.ty) {
                        if !constant_index.contains(&id) {
                            let name = undefined_variable_name(&var.path);
                            undefined.push(
                                Diag::fixed(DiagKind::UndefinedInDeviceCode { name }, anchor)
                                    .later(),
                            );
                        }
                        continue;
                    }
                    // (nor of a variable of `<error-type>`)
                    if var.memory.is_some()
                        || var.is_const
                        || hir::SideItems::new(self.db, self.unit_side).is_error_type(&var.ty)
                    {
                        continue;
                    }
                    let access = *accesses.last().unwrap();
                    // a static data member of the enclosing class template,
                    // of a type its parameters do not make: judged as
                    // written (once, without the instance as context),
                    // named with the template's parameters (`A<T,
                    // <unnamed>>::m`); the instance's "undefined in device
                    // code" names the instance (`A<float, (int)1> ::m`)
                    let own_static = (var.is_member || var.member_definition)
                        && !self.decl.class_template_params.is_empty()
                        && self.decl.class_path.as_deref()
                            == var.path.split_last().map(|(_, scope)| scope)
                        && !var.ty.is_dependent();
                    let name = if own_static {
                        let Some((member, scope)) = var.path.split_last() else {
                            continue;
                        };
                        let params: Vec<&str> = self
                            .decl
                            .class_template_params
                            .iter()
                            .map(|p| {
                                if p.is_empty() {
                                    "<unnamed>"
                                } else {
                                    p.as_str()
                                }
                            })
                            .collect();
                        format!(
                            "{}<{}>::{member}",
                            ty::diag_qualified_name(scope.iter().map(|s| s.as_str())),
                            params.join(", ")
                        )
                    } else {
                        name
                    };
                    // (cicc's front end: printed with its source line, and
                    // after front-end errors too)
                    let mut d = Diag::fixed(
                        diagnostics::host_variable_in_device(access, {
                            // (EDG calls a static data member a member)
                            let kind = if var.is_member || var.member_definition {
                                diagnostics::EntityKind::Member
                            } else {
                                diagnostics::EntityKind::Variable
                            };
                            diagnostics::Entity::new(kind, name.clone())
                        }),
                        anchor,
                    );
                    d.as_written = own_static && !self.subst.is_empty();
                    self.push(d);
                    if own_static {
                        // (named by the instance: `holder<int, (int)1> ::m`)
                        if let Some(name) = self.instance_member_name(&var.path) {
                            undefined.push(
                                Diag::fixed(DiagKind::UndefinedInDeviceCode { name }, anchor)
                                    .later(),
                            );
                        }
                        continue;
                    }
                    // cicc reports the undefined names after the warnings
                    let name = undefined_variable_name(&var.path);
                    undefined.push(
                        Diag::fixed(DiagKind::UndefinedInDeviceCode { name }, anchor).later(),
                    );
                }
            }
        }
        self.out.diags.extend(undefined);
    }

    /// cudafe++ rejects references from host code to a device function
    /// whose return type is deduced (its type is unknown there).
    fn auto_reference(&mut self, anchor_expr: ExprId, c: &Callee, space: Space) {
        let d = c.decl();
        if self.side != Side::Host
            || !space.runs_on_host()
            || !matches!(
                d.return_kind,
                hir::ReturnKind::Auto | hir::ReturnKind::DecltypeAuto
            )
            || c.entity.is_constexpr()
        {
            return;
        }
        let callee_space = entity_space(&c.entity, self.side, self.index);
        if !matches!(callee_space, Space::Device | Space::Global) {
            return;
        }
        self.push(Diag::fixed(
            DiagKind::AutoDeviceFunctionReference {
                function: d.name.name.to_string(),
            },
            Anchor::Expr(anchor_expr),
        ));
    }

    /// An instantiation of a `__device__` variable template: cicc rejects
    /// some template arguments.
    fn variable_template(
        &mut self,
        id: ExprId,
        segments: &[smol_str::SmolStr],
        args: &[TemplateArg],
        global: bool,
    ) {
        let Some(var) = self.resolve_variable(segments, global) else {
            return;
        };
        if !var.is_template || var.memory.is_none() {
            return;
        }
        // `decltype(x)` of a local names the local's type
        let args: Vec<TemplateArg> = args
            .iter()
            .map(|a| match a.substitute(self.subst) {
                TemplateArg::Type(Ty::Unknown(s)) if s.starts_with("decltype(") => {
                    let name = s
                        .trim_start_matches("decltype(")
                        .trim_end_matches(')')
                        .trim();
                    match self.body.locals.iter().rev().find(|(_, l)| l.name == name) {
                        Some((_, l)) => TemplateArg::Type(l.ty.clone()),
                        None => TemplateArg::Type(
                            self.resolver(self.space_of(id))
                                .variable_type(&[smol_str::SmolStr::new(name)], false)
                                .unwrap_or(Ty::Unknown(s)),
                        ),
                    }
                }
                a => a,
            })
            .collect();
        let tree = &hir::SideItems::new(self.db, self.unit_side);
        let messages = crate::template_args::check(
            tree,
            &[],
            &args,
            crate::template_args::Instantiated::VariableTemplate,
            self.extended_lambda,
        );
        if messages.is_empty() {
            return;
        }
        let with: Vec<String> = var
            .template_params
            .iter()
            .zip(&args)
            .map(|(p, a)| match a {
                TemplateArg::Type(t) => format!("{p}={}", ty::plain_type(t, &[])),
                TemplateArg::Value { value, .. } => format!("{p}={value}"),
                TemplateArg::Other(s) => format!("{p}={s}"),
                TemplateArg::Pack(x) => format!("{p}=<{} elements>", x.len()),
            })
            .collect();
        let note = format!(
            "detected during instantiation of \"{} {} [with {}]\" at line {{line}}",
            ty::plain_type(&var.ty, &var.template_params),
            var.name(),
            with.join(", ")
        );
        for m in messages {
            let mut d = Diag::fixed(m, Anchor::Expr(id));
            d.notes.push(note.clone());
            d.refers_to = Some(Anchor::Expr(id));
            self.push(d);
        }
    }

    /// A host function named (not called) in device code, e.g. to take its
    /// address: cicc's later phase says it is undefined there.
    fn function_as_value(&mut self, id: ExprId, segments: &[smol_str::SmolStr], global: bool) {
        let space = self.space_of(id);
        if self.side == Side::Host {
            if let Some(c) = self
                .resolver(space)
                .resolve_named_function(segments, global)
            {
                self.auto_reference(id, &c, space);
            }
            return;
        }
        if self.side != Side::Device || !space.runs_on_device() || space == Space::HostDevice {
            return;
        }
        let Some(c) = self
            .resolver(space)
            .resolve_named_function(segments, global)
        else {
            return;
        };
        self.deprecated_use(&c, id, id, space);
        if entity_space(&c.entity, self.side, self.index) != Space::Host || c.entity.is_constexpr()
        {
            return;
        }
        let name = ty::device_undefined_name(&self.callee_name(&c));
        self.push(Diag::fixed(DiagKind::UndefinedInDeviceCode { name }, Anchor::Expr(id)).later());
    }

    /// A `static_assert` at namespace scope may name `name`: EDG reports an
    /// undefined name there first and then declares it, so the uses after
    /// it are not reported (the conditions are not lowered as expressions:
    /// one we cannot read counts as naming it; the body's own are lowered,
    /// and report their names as any expression does).
    fn maybe_in_static_asserts(&self, name: &str) -> bool {
        fn mentions(e: &hir::const_expr::ConstExpr, name: &str) -> bool {
            use hir::const_expr::ConstExpr as C;
            match e {
                C::Name(p) | C::Call(p) => p.last().is_some_and(|n| n == name),
                C::Unknown => true,
                C::Unary(_, a) => mentions(a, name),
                C::Binary(_, a, b) => mentions(a, name) || mentions(b, name),
                C::Cond(a, b, c) => mentions(a, name) || mentions(b, name) || mentions(c, name),
                C::Int(_) | C::Float(_) | C::Str | C::Pointer(_) => false,
            }
        }
        // (the headers' own, before the main file's body, are not read)
        let us = self.unit_side;
        let tree = hir::item_tree(self.db, us);
        let headers = if !us.is_preamble_view(self.db) && base_db::has_preamble(self.db, us) {
            hir::item_tree(self.db, us.preamble_view(self.db))
                .static_asserts
                .len()
        } else {
            0
        };
        tree.static_asserts
            .iter()
            .skip(headers)
            .any(|d| mentions(&d.cond, name))
    }

    /// The expressions holding a use of an undefined name (with the uses
    /// themselves).
    fn erroneous_expressions(&self) -> rustc_hash::FxHashSet<ExprId> {
        let mut out = rustc_hash::FxHashSet::default();
        if self.undefined_uses.is_empty() {
            return out;
        }
        // (children come before their parents in the arena)
        for (id, e) in self.body.exprs.iter() {
            if self.undefined_uses.contains(&id) || e.children().iter().any(|c| out.contains(c)) {
                out.insert(id);
            }
        }
        out
    }

    /// The namespace-scope variable a name denotes from the caller, if any.
    pub(crate) fn resolve_variable(
        &self,
        segments: &[smol_str::SmolStr],
        global: bool,
    ) -> Option<hir::items::VariableDecl> {
        let (name, qualifier) = segments.split_last()?;
        let qualifier: Vec<&str> = qualifier.iter().map(|s| s.as_str()).collect();
        // (an unnamed namespace's members are visible around it)
        let from: Vec<&str> = self
            .decl
            .name
            .scope
            .iter()
            .map(|s| s.name.as_str())
            .filter(|s| !s.is_empty())
            .collect();
        let n = hir::CalleeName::new(self.db, self.unit_side, name.clone());
        hir::variables_named(self.db, n)
            .iter()
            .filter(|v| variable_visible(&v.path, &qualifier, global, &from))
            // the innermost visible declaration wins
            .max_by_key(|v| v.path.len())
            .cloned()
    }

    /// The function entities with a simple name, as this definition sees
    /// them (item indices relative to it: see `hir::lookup`).
    /// The unit's `__cplusplus` (201703 for C++17).
    pub(crate) fn cplusplus(&self) -> u32 {
        self.unit_side
            .unit(self.db)
            .options(self.db)
            .options(self.db)
            .cplusplus
    }

    pub(crate) fn functions_named(&self, name: &str) -> &[hir::Entity] {
        hir::functions_visible_from(self.db, self.def, name)
    }

    pub(crate) fn resolver(&self, caller_space: Space) -> Resolver<'_> {
        let us = self.db_us();
        Resolver {
            db: self.db,
            us,
            side: self.side,
            body: self.body,
            caller: self.decl,
            caller_index: self.index,
            caller_def: Some(self.def),
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
    pub(crate) fn space_of(&self, e: ExprId) -> Space {
        match self.body.owner(e) {
            Some(l) => self.lambda_space(l),
            None => self.fn_space,
        }
    }

    /// The caller as the message names it: the function, or within a
    /// lambda its `operator()` (cicc's later phase names that in full).
    fn caller_name(&self, e: ExprId) -> String {
        if let Some(l) = self.body.owner(e) {
            if self.side == Side::Device
                && let Some(name) = self.lambda_operator_name(l, false)
            {
                return name;
            }
            return "operator()".to_string();
        }
        match self.side {
            Side::Host => ty::host_caller_name(&self.name),
            Side::Device => ty::device_caller_name(&self.name),
        }
    }

    /// The caller as the front end (not cicc's later phase) names it on
    /// the device side: without template arguments, those of an explicit
    /// specialization's (`template <> void bar<int>()`: "bar") too.
    fn front_end_caller_name(&self, e: ExprId) -> String {
        if self.body.owner(e).is_some() {
            return "operator()".to_string();
        }
        let mut name = self.decl.name.clone();
        name.template_args = None;
        ty::device_caller_name(&name)
    }

    /// A lambda's `operator()` as cicc's demangler names it: the enclosing
    /// function or operator with its parameters, then
    /// `[lambda(int) (instance 1)]::operator () const` (the operator's own
    /// parameters shown only where it encloses another lambda). Lambdas of
    /// the same enclosing scope and parameters are numbered in order. None
    /// for generic lambdas.
    fn lambda_operator_name(&self, l: LambdaId, with_params: bool) -> Option<String> {
        let lambda = &self.body.lambdas[l.0 as usize];
        if lambda.is_generic {
            return None;
        }
        let outer = match lambda.parent {
            Some(p) => self.lambda_operator_name(p, true)?,
            None => ty::edg_function_name(&self.decl.name),
        };
        let params = |x: &hir::body::Lambda| -> Vec<String> {
            x.params
                .iter()
                .map(|p| ty::edg_type(&self.body.locals[*p].ty))
                .collect()
        };
        let own = params(lambda);
        let instance = 1 + self.body.lambdas[..l.0 as usize]
            .iter()
            .filter(|x| x.parent == lambda.parent && !x.is_generic && params(x) == own)
            .count();
        let own = own.join(", ");
        let shown = if with_params {
            format!("({own})")
        } else {
            String::new()
        };
        let constness = if lambda.is_mutable { "" } else { " const" };
        Some(format!(
            "{outer}::[lambda({own}) (instance {instance})]::operator (){shown}{constness}"
        ))
    }

    pub(crate) fn push(&mut self, d: Diag) {
        self.out.diags.push(d);
    }

    fn instantiate(&mut self, c: &Callee, site: ExprId) {
        // a member of a class template, named with the class's arguments:
        // cicc checks the member of that specialisation
        let d = c.decl();
        // (a constructor or destructor is named with its instance's
        // arguments, but its body is not checked per instance: its
        // overloads and SFINAE are beyond what is modelled)
        if !d.is_structor()
            && d.template_params.is_none()
            && d.in_template
            && d.class_path.is_some()
            && let Some(args) = &c.class_args
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
            return;
        }
        if let Some(args) = &c.template_args
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
        // a member of a class template's instance is named with the
        // instance's arguments (`D<int> ::D()`)
        if let Some(args) = &c.class_args
            && !args.iter().any(TemplateArg::may_vary)
            && let Some(class) = n.scope.last_mut()
            && class.is_class
            && class.args.is_empty()
        {
            class.args = args.clone();
            // and its signature with them (`H<int> ::g(int, int *)`); a
            // member template's own parameters stay `T1` as cicc prints them
            if c.decl().template_params.is_none() {
                n.sig.ret = n.sig.ret.substitute(args);
                for p in &mut n.sig.params {
                    *p = p.substitute(args);
                }
            }
        }
        n
    }

    /// A call (not a launch) of a resolved function.
    fn call(
        &mut self,
        call: ExprId,
        anchor_expr: ExprId,
        c: &Callee,
        space: Space,
        kind: CallKind,
    ) {
        self.instantiate(c, call);
        if kind == CallKind::Explicit {
            self.deleted_call(anchor_expr, c);
        }
        let callee_space = entity_space(&c.entity, self.side, self.index);
        let anchor = Anchor::Expr(anchor_expr);
        if c.dependent && self.side == Side::Host {
            return;
        }
        if !c.dependent && kind != CallKind::Implicit {
            self.deprecated_use(c, call, anchor_expr, space);
        }
        if callee_space == Space::Global {
            self.push(Diag::fixed(
                DiagKind::CallConfiguration { host_callee: false },
                anchor,
            ));
            return;
        }
        if c.entity.decls.iter().any(|(_, d)| d.is_consteval) {
            // immediate functions run at compile time, on neither side
            return;
        }
        if self.exec_check_disabled && space == Space::HostDevice {
            return;
        }
        let mut constexpr = c.entity.is_constexpr();
        if hir::items::is_namespace_lambda_key(&c.entity.key) {
            // a namespace-scope lambda's `operator()` is constexpr from
            // C++17 on; before, cicc names it in full
            // (`l::[lambda() (instance 1)]::operator ()() const`), which is
            // not done: nothing is reported
            if self.cplusplus() < 201703 {
                return;
            }
            constexpr = true;
        }
        // (named only when reported: a lambda's full name takes a walk)
        match self.side {
            Side::Host => {
                if callee_space != Space::Device || !space.runs_on_host() {
                    return;
                }
                if constexpr && self.relaxed {
                    return;
                }
                let caller = self.caller_name(anchor_expr);
                self.push(Diag {
                    kind: SemaDiag::HostCallee {
                        callee: self.callee_name(c),
                        constexpr,
                        callee_space: Space::Device,
                        caller_space: space,
                        caller,
                    },
                    anchor,
                    phase: crate::Phase::FrontEnd,
                    notes: Vec::new(),
                    refers_to: None,
                    related: Vec::new(),
                    severity: None,
                    unpositioned: false,
                    as_written: false,
                    order_after: None,
                    named_decls: Vec::new(),
                });
            }
            Side::Device => {
                if callee_space != Space::Host || !space.runs_on_device() {
                    return;
                }
                let caller = self.caller_name(anchor_expr);
                let full = ty::edg_function_name(&self.callee_name(c));
                let warning = space == Space::HostDevice;
                if constexpr {
                    if self.relaxed {
                        return;
                    }
                    let short = c.decl().name.name.to_string();
                    // the front end names the caller without template arguments
                    let front_caller = self.front_end_caller_name(anchor_expr);
                    self.push(
                        Diag::fixed(
                            cross_space(Space::Host, space, true, short, front_caller),
                            anchor,
                        )
                        .warning_if(warning),
                    );
                    if warning {
                        self.push(
                            Diag::fixed(DiagKind::ConstexprHostFromHostDeviceUnnamed, anchor)
                                .later(),
                        );
                        self.push(
                            Diag::fixed(
                                cross_space(Space::Host, space, true, full, caller),
                                anchor,
                            )
                            .warning_if(warning)
                            .later(),
                        );
                    }
                    return;
                }
                if kind == CallKind::Virtual {
                    // a virtual call is checked by cicc's front end, which
                    // names the callee plainly
                    let caller = self.front_end_caller_name(anchor_expr);
                    self.push(
                        Diag::fixed(
                            cross_space(
                                Space::Host,
                                space,
                                false,
                                c.decl().name.name.to_string(),
                                caller,
                            ),
                            anchor,
                        )
                        .warning_if(warning),
                    );
                    return;
                }
                // the front end warns (without names, where the call is) of
                // a call of a member function defined in the unit, or of a
                // friend defined in its class, before cicc names it (checked
                // with the oracle: not for other functions, inline or not,
                // nor for a member only declared)
                // (nor, from a plain function, for members of class
                // templates: an instance's members are made later, and
                // neither warning comes for them; from a template's
                // instance they come; an explicit specialization's members
                // are no instances)
                let decls = &c.entity.decls;
                let d = c.decl();
                let of_template = self.subst.is_empty()
                    && d.in_template
                    && d.template_params.is_none()
                    && d.class_specialization
                        .as_ref()
                        .is_none_or(|a| a.iter().any(TemplateArg::is_dependent));
                let in_class = decls.iter().any(|(_, d)| d.is_definition)
                    && decls.iter().any(|(_, d)| {
                        (d.class_path.is_some() && !d.is_friend) || (d.is_friend && d.is_definition)
                    });
                if warning && kind == CallKind::Explicit && in_class && !of_template {
                    self.push(Diag::fixed(DiagKind::HostFromHostDeviceUnnamed, anchor));
                }
                self.push(
                    Diag::fixed(cross_space(Space::Host, space, false, full, caller), anchor)
                        .warning_if(warning)
                        .later(),
                );
                if warning && kind == CallKind::Implicit && !of_template {
                    // and once more, with no names and no position
                    self.push(
                        Diag::fixed(DiagKind::HostFromHostDeviceUnnamed, anchor)
                            .later()
                            .unpositioned(),
                    );
                }
                if !warning {
                    let undefined = ty::device_undefined_name(&self.callee_name(c));
                    self.push(
                        Diag::fixed(DiagKind::UndefinedInDeviceCode { name: undefined }, anchor)
                            .later(),
                    );
                }
            }
        }
    }

    /// Arguments of a device-side launch are copied bitwise: a user-provided
    /// copy constructor or destructor cannot run.
    fn device_launch_arguments(&mut self, args: &[ExprId], space: Space) {
        for &a in args {
            let r = self.resolver(space);
            let Some(Ty::Class(class, _)) = r.type_of(a).map(|t| t.strip_ref().clone()) else {
                continue;
            };
            let copy = r
                .resolve_constructor(&class, &[a])
                .is_some_and(|c| c.decl().name.sig.params.len() == 1);
            let dtor = r.resolve_destructor(&class).is_some();
            if copy {
                self.push(Diag::fixed(
                    DiagKind::DeviceLaunchArgCopyCtor,
                    Anchor::Expr(a),
                ));
            }
            if dtor {
                self.push(Diag::fixed(DiagKind::DeviceLaunchArgDtor, Anchor::Expr(a)));
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
        if config.is_empty() {
            self.push(Diag::fixed(DiagKind::TooFewArguments, Anchor::Expr(id)));
        } else if config.len() > 4 {
            self.push(Diag::fixed(
                DiagKind::TooManyArguments,
                Anchor::Expr(config[4]),
            ));
        }
        // the grid and block dimensions convert to `dim3`
        for &e in config.iter().take(2) {
            let t = self.resolver(space).type_of(e);
            if let Some(t) = t.as_ref().map(|t| t.strip_ref())
                && (matches!(t, Ty::Array(..) | Ty::Pointer(..))
                    || matches!(t, Ty::Class(c, _) if !matches!(c.path.last().map(|s| s.as_str()), Some("dim3" | "uint3"))))
            {
                self.push(Diag::fixed(
                    DiagKind::NoConstructorForConversion {
                        from: TypeName(ty::edg_type_plain(t)),
                        to: TypeName::new("dim3"),
                    },
                    Anchor::Expr(e),
                ));
            }
        }
        let Some(c) = self.resolver(space).resolve_launch_target(callee, args) else {
            return;
        };
        let callee_space = entity_space(&c.entity, self.side, self.index);
        if callee_space != Space::Global {
            self.push(Diag::fixed(
                DiagKind::CallConfiguration { host_callee: true },
                anchor,
            ));
            return;
        }
        self.auto_reference(callee, &c, space);
        self.instantiate(&c, id);
        // the arguments against the parameters of the only kernel of its
        // name (as for a call: before the count)
        if !self.decl.is_template_pattern()
            && c.template_args.is_none()
            && c.decl().template_params.is_none()
            && !c.decl().accepts_any_count()
            && let [only] = self.functions_named(&c.decl().name.name)
            && only.key == c.entity.key
        {
            let entity = c.entity.clone();
            self.unconvertible_arguments(&entity, id, args);
        }
        // (a kernel template's deduction fails instead: `unmatched_calls`)
        if c.template_args.is_some() || c.decl().template_params.is_none() {
            self.argument_count(&c.entity, id, args);
        }
        if self.side == Side::Device && space.runs_on_device() {
            if !self.rdc {
                self.push(Diag::fixed(DiagKind::DeviceLaunchWithoutRdc, anchor));
            } else {
                // the launch is lowered to calls of the device runtime
                let declared = |name: &str| !self.functions_named(name).is_empty();
                if !declared("cudaGetParameterBuffer") || !declared("cudaLaunchDevice") {
                    self.push(Diag::fixed(DiagKind::DeviceLaunchMissingApi, anchor));
                }
                self.device_launch_arguments(args, space);
            }
        }
    }
}

/// A call across execution spaces, as the table numbers it.
/// The space of a lambda's `operator()` that inherits its enclosing
/// function's: a kernel's lambdas are device functions.
fn lambda_in(space: Space) -> Space {
    if space == Space::Global {
        Space::Device
    } else {
        space
    }
}

fn cross_space(
    callee: Space,
    caller: Space,
    constexpr: bool,
    callee_name: String,
    caller_name: String,
) -> DiagKind {
    diagnostics::cross_space_call(callee, caller, constexpr, callee_name, caller_name)
        .unwrap_or(DiagKind::HostFromHostDeviceUnnamed)
}

/// An array of `const` elements (`const int table[] = {...}`): readable
/// in device code like a `const` scalar.
fn const_array(t: &Ty) -> bool {
    match t {
        Ty::Array(inner, _) => inner.cv().is_const || const_array(inner),
        _ => false,
    }
}

/// A variable's full path as cicc's "undefined in device code" prints
/// it: an unnamed namespace as `_NV_ANON_NAMESPACE` (other messages use
/// `ty::diag_qualified_name`, with `<unnamed>`).
impl CheckCx<'_> {
    /// A static data member of the class template instance this function
    /// belongs to, as cicc names it in "undefined in device code": the
    /// class with every argument (defaults too; values as `(int)1`), a
    /// space, then `::member`. `None` when an argument is not known.
    fn instance_member_name(&self, path: &[smol_str::SmolStr]) -> Option<String> {
        let (member, class) = path.split_last()?;
        if self.subst.is_empty() {
            return None;
        }
        let tree = hir::SideItems::new(self.db, self.unit_side);
        let args = match tree.class_defaults(class) {
            Some(defaults) => hir::class_names::with_defaults(self.subst.to_vec(), defaults),
            None => self.subst.to_vec(),
        };
        if args.len() != self.decl.class_template_params.len() {
            return None;
        }
        let texts: Option<Vec<String>> = args
            .iter()
            .map(|a| match a {
                TemplateArg::Type(t) if !t.is_dependent() => Some(ty::edg_type_plain(t)),
                TemplateArg::Value { ty: t, value } => {
                    Some(format!("({}){value}", ty::edg_type_plain(t)))
                }
                _ => None,
            })
            .collect();
        Some(format!(
            "{}<{}> ::{member}",
            undefined_variable_name(class),
            texts?.join(", ")
        ))
    }
}

fn undefined_variable_name(path: &[smol_str::SmolStr]) -> String {
    let segments: Vec<&str> = path
        .iter()
        .map(|s| {
            if s.is_empty() {
                "_NV_ANON_NAMESPACE"
            } else {
                s.as_str()
            }
        })
        .collect();
    segments.join("::")
}

/// The namespace-scope variable of path `var` is one a name qualified by
/// `qualifier` (after `::` when `global`) can denote from the scope `from`
/// (its names, unnamed namespaces left out: their members are seen from
/// around them): by a qualifier, a variable of a scope the qualifier ends
/// (of exactly it after `::`); unqualified, one of `from` or of a scope
/// enclosing it.
pub(crate) fn variable_visible(
    var: &[smol_str::SmolStr],
    qualifier: &[&str],
    global: bool,
    from: &[&str],
) -> bool {
    let scope: Vec<&str> = var[..var.len().saturating_sub(1)]
        .iter()
        .map(|s| s.as_str())
        .filter(|s| !s.is_empty())
        .collect();
    if global {
        scope == qualifier
    } else if !qualifier.is_empty() {
        scope.ends_with(qualifier)
    } else {
        scope.len() <= from.len() && scope.iter().zip(from).all(|(a, b)| a == b)
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn initializations_no_conversion_makes() {
        check_diagnostics(
            r#"
int g(int *p, int *q) {
    int a = "text";
          //^ error: a value of type "const char *" cannot be used to initialize an entity of type "int"
    long b = q;
           //^ error: a value of type "int *" cannot be used to initialize an entity of type "long"
    float c = nullptr;
            //^ error: a value of type "std::nullptr_t" cannot be used to initialize an entity of type "float"
    int *d = 1;
           //^ error: a value of type "int" cannot be used to initialize an entity of type "int *"
    bool fine = p;
    long diff = p - q;
    int *null = 0;
    int elem = p[1];
    return a + b + c + fine + diff + elem + *d + *null;
}
"#,
        );
    }

    #[test]
    fn host_members_called_from_host_device_functions() {
        check_diagnostics(
            r#"
void plain() {}
struct P { void f() {} };
__host__ __device__ void a(P *p) { plain(); p->f(); }
                                 //^ warning: calling a __host__ function("plain()") from a __host__ __device__ function("a") is not allowed
                                          //^ warning: calling a __host__ function from a __host__ __device__ function is not allowed
                                          //^ warning: calling a __host__ function("P::f()") from a __host__ __device__ function("a") is not allowed
"#,
        );
    }

    #[test]
    fn members_of_class_template_instances() {
        check_diagnostics(
            r#"
template <class T> struct B { B(T) {} void put(T, T *) {} };
__host__ __device__ void a() { B<int> b = 1; b.put(1, 0); }
                                    //^ warning: calling a __host__ function("B<int> ::B(int)") from a __host__ __device__ function("a") is not allowed
                                           //^ warning: calling a __host__ function("B<int> ::put(int, int *)") from a __host__ __device__ function("a") is not allowed
"#,
        );
    }

    #[test]
    fn class_template_argument_deduction() {
        check_diagnostics(
            r#"
template <class T, class U> struct D { __device__ D(T, U *) {} };
void h(float *f) { D d(1, f); }
                   //^ error: calling a __device__ function("D<int, float> ::D(int, float *)") from a __host__ function("h") is not allowed
"#,
        );
    }

    #[test]
    fn unused_references() {
        check_diagnostics(
            r#"
struct M { M(); };
M m;
void f(int *p) {
    M &a = m;
     //^ warning: variable "a" was declared but never referenced
    const M &b = M();
    int &c = p[0];
    c = 1;
}
"#,
        );
    }

    #[test]
    fn calls_across_execution_spaces() {
        check_diagnostics(
            r#"
int host_only(int x) { return x; }
__device__ int dev_only(int x) { return x; }
__global__ void k(int *p) { p[0] = host_only(p[0]); }
                                 //^ error: calling a __host__ function("host_only(int)") from a __global__ function("k") is not allowed
                                 //^ error: identifier "host_only" is undefined in device code
void h(int *p) { p[0] = dev_only(p[0]); }
                      //^ error: calling a __device__ function("dev_only(int)") from a __host__ function("h") is not allowed
__host__ __device__ int both(int x) { return host_only(x); }
                                           //^ warning: calling a __host__ function("host_only(int)") from a __host__ __device__ function("both") is not allowed
"#,
        );
    }

    #[test]
    fn syntax_errors_come_from_the_table() {
        check_diagnostics(
            r#"
int a = ;
      //^ error: expected an expression
void f() { int x = 1 }
                   //^ error: expected a ";"
             //^ warning: variable "x" was declared but never referenced
"#,
        );
    }
}
