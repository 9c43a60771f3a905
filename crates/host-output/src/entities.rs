//! The CUDA entities of a translation unit that the host side must know
//! about: kernels (each non-template definition, each instance of a
//! kernel template) and device variables, with their device names, in the
//! orders cicc uses for stub definitions and registrations.

use crate::SemaDb;
use crate::cprint::PType;
use crate::layout::{Layouts, args_are_concrete};
use base_db::UnitSide;
use cuda_sema::calls::{Instance, check_function, check_instance};
use hir::MemorySpace;
use hir::lower_ty::{self, TypeContext};
use hir::summary::BodyTypeContext;
use hir::ty::{
    ClosureMangle, FunctionName, MangleConfig, ScopeName, TemplateArg, Ty, mangle_variable,
    mangle_with,
};
use hir::{FunctionDecl, ItemTree};
use rustc_hash::{FxHashMap, FxHashSet};
use smol_str::SmolStr;
use std::sync::Arc;
use syntax::SyntaxKind::*;
use syntax::ast::{self, AstNode};
use syntax::{SyntaxNode, TextRange};

/// How the unit is compiled, as far as names are concerned.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct NamingOptions {
    pub module_id: String,
    /// `-rdc=true`: internal-linkage device entities get `__nv_static_`
    /// names.
    pub rdc: bool,
}

impl NamingOptions {
    /// `_GLOBAL__N_<module id>`.
    pub fn anon_namespace(&self) -> String {
        format!("_GLOBAL__N_{}", self.module_id)
    }

    pub fn mangle_config(&self) -> MangleConfig {
        MangleConfig {
            anon_namespace: Some(SmolStr::new(self.anon_namespace())),
            ..Default::default()
        }
    }

    /// `__nv_static_<len>_<id>_`.
    fn static_prefix(&self) -> String {
        format!("__nv_static_{}_{}_", self.module_id.len(), self.module_id)
    }
}

/// One kernel the stub defines: a non-template kernel definition or an
/// instance of a kernel template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kernel {
    /// The name; for an instance, with its template arguments.
    pub name: FunctionName,
    /// The item-tree index of the definition (the template's, for an
    /// instance without an explicit specialization).
    pub def_index: usize,
    pub is_instance: bool,
    /// `static` or in an anonymous namespace.
    pub internal: bool,
    /// Declared `static`.
    pub is_static: bool,
    /// The Itanium name (what the stub function is named after).
    pub mangled: String,
    pub params: Vec<Param>,
    /// `__launch_bounds__`'s first argument.
    pub launch_bounds: Option<i64>,
    /// The device-side name (`_Z4kernPi`, `__nv_static_..._Z4kinti`).
    pub device_name: String,
    /// For non-template kernels: where the definition is (file as the line
    /// markers name it, line of the name, of `{` and of `}`).
    pub position: Option<DefPosition>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Param {
    pub ty: PType,
    /// Size and alignment, when known.
    pub size: Option<u64>,
    pub align: Option<u64>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DefPosition {
    pub file: String,
    pub name_line: u32,
    pub open_line: u32,
    pub close_line: u32,
}

/// The memory space of a device variable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Memory {
    Device,
    Constant,
    Managed,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceVar {
    /// The enclosing namespaces (the anonymous one as an empty name).
    pub scope: Vec<SmolStr>,
    pub name: SmolStr,
    pub ty: Ty,
    pub memory: Memory,
    pub internal: bool,
    pub size: Option<u64>,
    pub device_name: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CudaEntities {
    /// In the order the stub defines them.
    pub kernels: Vec<Kernel>,
    /// Indices into `kernels`, in the order the stub registers them.
    pub registration: Vec<usize>,
    /// In the order the stub registers them (see [`scope_orders`]).
    pub variables: Vec<DeviceVar>,
    /// Generated names (`__T<n>`) taken before the stub's own: see
    /// [`crate::temps`].
    pub temps_before_stub: u32,
    /// The extended `__device__` lambdas among the kernels' template
    /// arguments (see [`crate::lambdas::stub_closure`]), for mangling and
    /// printing.
    pub closures: Vec<(SmolStr, ClosureMangle)>,
}

impl CudaEntities {
    /// The mangling configuration of the stub's names and typedefs.
    pub fn mangle_config(&self, naming: &NamingOptions) -> MangleConfig {
        let mut cfg = naming.mangle_config();
        cfg.closures = self.closures.clone();
        cfg
    }
}

/// The unit's kernels and device variables (for the stub: compute it on
/// the device side).
#[salsa::tracked(returns(ref))]
pub fn cuda_entities<'db>(db: &'db dyn SemaDb, key: EntitiesKey<'db>) -> Arc<CudaEntities> {
    let naming = NamingOptions {
        module_id: key.module_id(db).to_string(),
        rdc: key.rdc(db),
    };
    Arc::new(collect(db, key.us(db), &naming))
}

/// A unit side with the naming options, as a salsa key.
#[salsa::interned(debug)]
pub struct EntitiesKey<'db> {
    #[returns(copy)]
    pub us: UnitSide,
    #[returns(ref)]
    pub module_id: SmolStr,
    #[returns(copy)]
    pub rdc: bool,
}

struct Collector<'a> {
    tree: &'a ItemTree,
    map: &'a hir::SideItemSourceMap,
    root: SyntaxNode,
    token_map: &'a base_db::UnitTokenMap,
    layouts: Layouts<'a>,
    naming: &'a NamingOptions,
    /// Extended lambdas found among template arguments so far.
    closures: std::cell::RefCell<Vec<(SmolStr, ClosureMangle)>>,
}

/// A template instance asked for: (position, template key, arguments,
/// the explicit specialization's definition, written explicitly).
type Request = (u32, SmolStr, Vec<TemplateArg>, Option<usize>, bool);

/// A kernel before ordering: its scope, position and instance order.
struct Found {
    kernel: Kernel,
    scope: Vec<SmolStr>,
    /// Tree offset of the first declaration (the template's, for instances).
    pos: u32,
    /// For instances: tree offset of what requested it first.
    request: u32,
}

fn collect(db: &dyn SemaDb, us: UnitSide, naming: &NamingOptions) -> CudaEntities {
    let tree = hir::item_tree(db, us);
    let map = hir::item_source_map(db, us);
    let root = base_db::parse(db, us).syntax_node();
    let c = Collector {
        tree,
        map,
        root,
        token_map: base_db::token_map(db, us),
        layouts: Layouts::new(tree),
        naming,
        closures: Default::default(),
    };
    let summary = hir::item_summary(db, us);
    let mut found: Vec<Found> = Vec::new();

    // non-template kernel definitions, and kernel templates
    let mut templates: FxHashMap<SmolStr, usize> = FxHashMap::default();
    for entity in summary.entities() {
        if !entity.attrs().global {
            continue;
        }
        let first = entity.first();
        let pos = c.offset(entity.decls[0].0 as usize);
        // explicit specializations are instances of their primary
        if first.template_params.as_ref().is_some_and(|p| p.is_empty()) {
            continue;
        }
        if first.is_template() {
            if let Some(def) = summary.definition(&entity.key, 0) {
                templates.insert(entity.key.clone(), def as usize);
            }
            continue;
        }
        let Some(def) = summary.definition(&entity.key, 0) else {
            continue;
        };
        let def = def as usize;
        if let Some(k) = c.kernel(def, None, pos) {
            found.push(k);
        }
    }

    // instances: explicit instantiations and specializations, then those
    // requested by calls and launches (as cicc instantiates them)
    let mut seen: FxHashSet<(SmolStr, Vec<TemplateArg>)> = FxHashSet::default();
    let mut requests: Vec<Request> = Vec::new();
    for (i, f) in tree.functions.iter().enumerate() {
        if !f.attrs.global && !summary.by_key(&f.key).is_some_and(|e| e.attrs().global) {
            continue;
        }
        let explicit_spec = f.template_params.as_ref().is_some_and(|p| p.is_empty());
        if !(f.explicit_instantiation || explicit_spec) {
            continue;
        }
        let args = if explicit_spec {
            c.specialization_args(i)
        } else {
            f.name.template_args.clone()
        };
        let Some(args) = args else { continue };
        // the primary template: same scope and name
        let Some(key) = templates.keys().find(|k| {
            summary.by_key(k).is_some_and(|e| {
                e.first().name.name == f.name.name && e.first().name.scope == f.name.scope
            })
        }) else {
            continue;
        };
        let def = explicit_spec.then_some(i).filter(|_| f.is_definition);
        requests.push((c.offset(i), key.clone(), args, def, true));
    }
    let defs = hir::function_defs(db, us);
    let mut queue: Vec<(u32, cuda_sema::Instantiation)> = Vec::new();
    for def in defs {
        let check = check_function(db, def);
        let pos = hir::def_decl(db, def)
            .map(|(i, _)| c.offset(i))
            .unwrap_or(u32::MAX);
        for (inst, site) in check.instantiations.iter().zip(&check.instantiation_sites) {
            // a parameter pack takes the types of the remaining arguments,
            // which differ from launch to launch (the checks record one
            // instance per deduced argument list: the other launches of
            // the template are found here)
            if let Some(&def_index) = templates.get(&inst.key)
                && c.pack_index(def_index).is_some()
            {
                for s in same_callee_sites(db, def, *site) {
                    let mut each = inst.clone();
                    if let Some(args) = c.pack_args(db, def, s, def_index, &inst.args) {
                        each.args = args;
                    }
                    queue.push((pos, each));
                }
                continue;
            }
            queue.push((pos, inst.clone()));
        }
    }
    // instances requested by instances, breadth first
    let mut visited: FxHashSet<cuda_sema::Instantiation> = FxHashSet::default();
    let mut i = 0;
    while i < queue.len() && i < 10_000 {
        let (pos, inst) = queue[i].clone();
        i += 1;
        if !visited.insert(inst.clone()) {
            continue;
        }
        if templates.contains_key(&inst.key) {
            requests.push((pos, inst.key.clone(), inst.args.clone(), None, false));
        }
        if let Some(d) = summary.definition(&inst.key, 0)
            && args_are_concrete(&inst.args)
        {
            // (checked where the diagnostics check it)
            let fdef = hir::instance_def(db, us, &inst.key, &inst.args);
            let _ = d;
            let check = check_instance(db, Instance::new(db, fdef, inst.args.clone()));
            for next in &check.instantiations {
                queue.push((u32::MAX - 1, next.clone()));
            }
        }
    }
    // non-type arguments written as literals get their parameter's type
    for r in requests.iter_mut() {
        if let Some(&def) = templates.get(&r.1) {
            r.2 = c.normalize_args(def, &r.2);
        }
    }
    requests.sort_by_key(|r| r.0);
    // an explicit specialization replaces the instance of the primary
    let specialized: FxHashSet<(SmolStr, Vec<TemplateArg>)> = requests
        .iter()
        .filter(|r| r.3.is_some())
        .map(|r| (r.1.clone(), r.2.clone()))
        .collect();
    for (request, key, args, spec_def, explicit) in requests {
        c.register_closures(db, us, &args);
        if !args_are_concrete(&args)
            || !args_are_known(&args, &|s| c.is_closure(s))
            || !seen.insert((key.clone(), args.clone()))
        {
            continue;
        }
        let def = match spec_def {
            Some(d) => d,
            None if specialized.contains(&(key.clone(), args.clone())) => continue,
            None => templates[&key],
        };
        // explicit instantiations and specializations are where they are
        // written; implicit ones at the end of the unit (as EDG does)
        let pos = if explicit { request } else { u32::MAX };
        if let Some(mut k) = c.kernel(def, Some(args), pos) {
            if spec_def.is_some() {
                // named (mangled) as the primary's instance
                let primary = &tree.functions[templates[&key]];
                let targs = k.kernel.name.template_args.clone();
                k.kernel.name = primary.name.clone();
                k.kernel.name.template_args = targs;
                let (mangled, device_name) = c.names(&k.kernel.name, k.kernel.internal);
                k.kernel.mangled = mangled;
                k.kernel.device_name = device_name;
            }
            k.request = request;
            found.push(k);
        }
    }

    let order = c.namespace_order();
    let (stub_order, reg_order) = orders(&found, &order);
    let mut kernels = Vec::new();
    let mut index_of = FxHashMap::default();
    for &i in &stub_order {
        index_of.insert(i, kernels.len());
        kernels.push(found[i].kernel.clone());
    }
    let registration = reg_order.iter().map(|i| index_of[i]).collect();
    let mut variables = c.variables();
    let var_scopes: Vec<&[SmolStr]> = variables.iter().map(|v| &v.scope[..]).collect();
    let (var_order, _) = scope_orders(&var_scopes, |i| i, &order);
    variables = var_order.iter().map(|&i| variables[i].clone()).collect();
    // an instance whose function parameter pack is empty keeps a dummy
    // declaration of the pack under a generated name (`__T0 args;`)
    let empty_packs = kernels
        .iter()
        .filter(|k| {
            k.is_instance
                && tree.functions.get(k.def_index).is_some_and(|d| d.has_pack)
                && k.name.template_args.as_ref().is_some_and(|a| {
                    a.iter()
                        .any(|t| matches!(t, TemplateArg::Pack(p) if p.is_empty()))
                })
        })
        .count() as u32;
    let temps_before_stub = crate::temps::device_temps(db, us, &kernels)
        + c.unnamed_kernel_params(summary)
        + empty_packs;
    CudaEntities {
        kernels,
        registration,
        variables,
        temps_before_stub,
        closures: c.closures.take(),
    }
}

/// Whether namespace-scope variable `i` has internal linkage: `static`,
/// in an unnamed namespace, or `const`/`constexpr` and neither `extern` nor
/// `inline` (C++ [basic.link]), where an earlier `extern` declaration of
/// it counts too. Internal variables get cicc's `_INTERNAL<id>` scope.
pub(crate) fn variable_is_internal(
    variables: &[hir::items::VariableDecl],
    i: usize,
    is_static: bool,
) -> bool {
    let v = &variables[i];
    let in_anon = v.path.iter().any(|s| s.is_empty());
    let extern_before = variables[..i]
        .iter()
        .any(|w| w.path == v.path && w.is_extern);
    let is_const = v.is_constexpr || crate::first_entity::is_const_object(&v.ty);
    let const_internal = is_const
        && !v.is_extern
        && !v.is_inline
        && !v.is_member
        && !v.member_definition
        && !extern_before;
    is_static || in_anon || const_internal
}

/// Stub order: at global scope the scope's own kernels first, then the
/// namespaces; inside a namespace, its nested namespaces first. The
/// registration order is the reverse of "own kernels, then namespaces" at
/// every level (observed with cicc 13.5).
fn orders(found: &[Found], namespaces: &[Vec<SmolStr>]) -> (Vec<usize>, Vec<usize>) {
    let scopes: Vec<&[SmolStr]> = found.iter().map(|f| &f.scope[..]).collect();
    scope_orders(&scopes, |i| (found[i].pos, found[i].request), namespaces)
}

/// [`orders`] of items by their scopes (each scope's own items sorted by
/// `key`): the device variables are defined and registered in the stub's
/// order too (observed with cicc 13.5: the global scope's own first, then
/// each namespace after its nested ones, a reopened namespace's items
/// together).
fn scope_orders<K: Ord>(
    item_scopes: &[&[SmolStr]],
    key: impl Fn(usize) -> K,
    namespaces: &[Vec<SmolStr>],
) -> (Vec<usize>, Vec<usize>) {
    let mut own: FxHashMap<&[SmolStr], Vec<usize>> = FxHashMap::default();
    for (i, s) in item_scopes.iter().enumerate() {
        own.entry(s).or_default().push(i);
    }
    for list in own.values_mut() {
        list.sort_by_key(|&i| key(i));
    }
    // every scope that holds items, with its ancestors, in order of first
    // appearance
    let mut scopes: Vec<Vec<SmolStr>> = namespaces.to_vec();
    for scope in item_scopes {
        for n in 1..=scope.len() {
            if !scopes.iter().any(|s| s[..] == scope[..n]) {
                scopes.push(scope[..n].to_vec());
            }
        }
    }
    let children = |parent: &[SmolStr]| -> Vec<Vec<SmolStr>> {
        scopes
            .iter()
            .filter(|s| s.len() == parent.len() + 1 && s[..parent.len()] == *parent)
            .cloned()
            .collect()
    };
    fn stub_walk(
        scope: &[SmolStr],
        own: &FxHashMap<&[SmolStr], Vec<usize>>,
        children: &dyn Fn(&[SmolStr]) -> Vec<Vec<SmolStr>>,
        out: &mut Vec<usize>,
        depth: usize,
    ) {
        if depth > 256 {
            return;
        }
        let mine = own.get(scope).cloned().unwrap_or_default();
        if scope.is_empty() {
            out.extend(&mine);
        }
        for c in children(scope) {
            stub_walk(&c, own, children, out, depth + 1);
        }
        if !scope.is_empty() {
            out.extend(&mine);
        }
    }
    fn reg_walk(
        scope: &[SmolStr],
        own: &FxHashMap<&[SmolStr], Vec<usize>>,
        children: &dyn Fn(&[SmolStr]) -> Vec<Vec<SmolStr>>,
        out: &mut Vec<usize>,
        depth: usize,
    ) {
        if depth > 256 {
            return;
        }
        out.extend(own.get(scope).cloned().unwrap_or_default());
        for c in children(scope) {
            reg_walk(&c, own, children, out, depth + 1);
        }
    }
    let mut stub = Vec::new();
    stub_walk(&[], &own, &children, &mut stub, 0);
    let mut reg = Vec::new();
    reg_walk(&[], &own, &children, &mut reg, 0);
    reg.reverse();
    (stub, reg)
}

impl Collector<'_> {
    /// The tree offset of item `i`.
    fn offset(&self, i: usize) -> u32 {
        self.map
            .function_range(i)
            .map(|r| r.start().into())
            .unwrap_or(u32::MAX)
    }

    fn node(&self, i: usize) -> Option<SyntaxNode> {
        crate::item_node(&self.root, self.map.function_range(i)?)
    }

    /// The index of a template's parameter pack (`typename... Ts`).
    fn pack_index(&self, def: usize) -> Option<usize> {
        let node = self.node(def)?;
        let td = node.ancestors().find_map(ast::TemplateDecl::cast)?;
        td.template_param_list()?
            .template_params()
            .position(|p| p.syntax().children_with_tokens().any(|e| e.kind() == DOT3))
    }

    /// The template arguments of a call of a variadic kernel template:
    /// the deduced ones, and for the pack the types of the arguments that
    /// follow the fixed parameters.
    fn pack_args(
        &self,
        db: &dyn SemaDb,
        caller: hir::FunctionDef<'_>,
        site: hir::ExprId,
        def: usize,
        deduced: &[TemplateArg],
    ) -> Option<Vec<TemplateArg>> {
        let pack = self.pack_index(def)?;
        let decl = self.tree.functions.get(def)?;
        if !decl.has_pack {
            return None;
        }
        let body = hir::function_body(db, caller);
        let args = match &body.exprs[site] {
            hir::Expr::Launch { args, .. } | hir::Expr::Call { args, .. } => args.clone(),
            _ => return None,
        };
        let fixed = decl.name.sig.params.len().saturating_sub(1);
        let (caller_index, caller_decl) = hir::def_decl(db, caller)?;
        let resolver = cuda_sema::infer::Resolver {
            db,
            us: caller.us(db),
            side: caller.us(db).side(db),
            body,
            caller: caller_decl,
            caller_index: caller_index as u32,
            caller_def: None,
            subst: &[],
            caller_space: cuda_sema::space::Space::Host,
        };
        let mut elems = Vec::new();
        for &a in args.iter().skip(fixed) {
            let t = resolver.type_of(a)?;
            let t = match t.strip_ref().clone() {
                Ty::Array(e, _) => Ty::Pointer(e, Default::default()),
                t => t.without_cv(),
            };
            elems.push(TemplateArg::Type(t));
        }
        let mut out: Vec<TemplateArg> = deduced.iter().take(pack).cloned().collect();
        while out.len() < pack {
            out.push(TemplateArg::Other(SmolStr::new("?")));
        }
        out.push(TemplateArg::Pack(elems));
        Some(out)
    }

    /// Registers the extended lambdas among template arguments.
    fn register_closures(&self, db: &dyn SemaDb, us: UnitSide, args: &[TemplateArg]) {
        fn walk(t: &Ty, out: &mut Vec<Ty>) {
            match t {
                Ty::Unknown(_) => out.push(t.clone()),
                Ty::Pointer(p, _) | Ty::LRef(p) | Ty::RRef(p) | Ty::Array(p, _) => walk(p, out),
                _ => {}
            }
        }
        let mut found = Vec::new();
        for a in args {
            match a {
                TemplateArg::Type(t) => walk(t, &mut found),
                TemplateArg::Pack(p) => p.iter().for_each(|a| {
                    if let TemplateArg::Type(t) = a {
                        walk(t, &mut found)
                    }
                }),
                _ => {}
            }
        }
        for t in found {
            let Ty::Unknown(s) = &t else { continue };
            if self.is_closure(s) {
                continue;
            }
            if let Some(c) = crate::lambdas::stub_closure(db, us, self.naming, &t) {
                self.closures.borrow_mut().push(c);
            }
        }
    }

    fn is_closure(&self, spelling: &str) -> bool {
        self.closures.borrow().iter().any(|(s, _)| s == spelling)
    }

    /// The layout of an extended lambda's wrapper: its captures in order.
    fn closure_layout(&self, t: &Ty) -> Option<crate::layout::Layout> {
        let Ty::Unknown(s) = t else { return None };
        let closures = self.closures.borrow();
        let (_, c) = closures.iter().find(|(x, _)| x == s)?;
        self.layouts.fields(&c.captures)
    }

    fn mangle_config(&self, nvdl: bool) -> MangleConfig {
        let mut cfg = self.naming.mangle_config();
        cfg.closures = self.closures.borrow().clone();
        cfg.nvdl = nvdl;
        cfg
    }

    /// A kernel's Itanium name (the stub is named after it, even for
    /// `extern "C"`; an extended lambda argument as its wrapper) and its
    /// device name.
    fn names(&self, name: &FunctionName, internal: bool) -> (String, String) {
        let mut itanium = name.clone();
        itanium.extern_c = false;
        let mangled = mangle_with(&itanium, &self.mangle_config(true));
        let plain = mangle_with(name, &self.mangle_config(false));
        let device_name = if self.naming.rdc && internal {
            self.naming.static_prefix() + &plain
        } else {
            plain
        };
        (mangled, device_name)
    }

    /// Template arguments with non-type values written as literals
    /// (`shift<long, 3>`) turned into typed values.
    fn normalize_args(&self, def: usize, args: &[TemplateArg]) -> Vec<TemplateArg> {
        let types = self.node(def).map(|n| template_param_types(self.tree, &n));
        args.iter()
            .enumerate()
            .map(|(i, a)| match a {
                TemplateArg::Other(text) => match parse_literal(text) {
                    Some((value, suffix_ty)) => {
                        let ty = types
                            .as_ref()
                            .and_then(|t| t.get(i).cloned().flatten())
                            .unwrap_or(suffix_ty);
                        let value = match ty {
                            Ty::Builtin(hir::ty::Builtin::Bool, _) => i128::from(value != 0),
                            _ => value,
                        };
                        TemplateArg::Value { ty, value }
                    }
                    None => a.clone(),
                },
                a => a.clone(),
            })
            .collect()
    }

    /// The template arguments of an explicit specialization
    /// (`template <> __global__ void k<int>(int *)`).
    fn specialization_args(&self, i: usize) -> Option<Vec<TemplateArg>> {
        let decl = &self.tree.functions[i];
        let node = self.node(i)?;
        let d = declarator_of(&node)?;
        let path = d.decl_name()?.path()?;
        let ctx = BodyTypeContext::new(self.tree, decl);
        let last = path.path_segments().last()?;
        match last {
            ast::PathSegment::TemplateId(t) => t
                .template_arg_list()
                .map(|l| lower_ty::lower_template_args(&ctx, &l)),
            _ => None,
        }
    }

    /// A kernel from its definition (item `def`), instantiated with `args`.
    fn kernel(&self, def: usize, args: Option<Vec<TemplateArg>>, pos: u32) -> Option<Found> {
        let decl = self.tree.functions.get(def)?;
        let node = self.node(def)?;
        let is_instance = args.is_some();
        let mut name = decl.name.clone();
        if let Some(a) = &args {
            name.template_args = Some(a.clone());
        }
        let subst = args.clone().unwrap_or_default();
        let mut ptypes = self.param_types(decl, &node);
        // the pack parameter stands for one parameter per pack element
        if decl.has_pack
            && let Some(TemplateArg::Pack(elems)) =
                subst.iter().find(|a| matches!(a, TemplateArg::Pack(_)))
            && !ptypes.is_empty()
        {
            ptypes.pop();
            for e in elems {
                if let TemplateArg::Type(t) = e {
                    ptypes.push(PType::Ty(t.clone()));
                }
            }
        }
        let params: Vec<Param> = ptypes
            .into_iter()
            .map(|p| {
                let p = if is_instance { p.substitute(&subst) } else { p };
                let layout = self
                    .layouts
                    .of(&p.ty())
                    .or_else(|| self.closure_layout(&p.ty()));
                Param {
                    ty: p,
                    size: layout.map(|l| l.size),
                    align: layout.map(|l| l.align),
                }
            })
            .collect();
        let internal = decl.is_static || decl.name.scope.iter().any(|s| s.name.is_empty());
        let (mangled, device_name) = self.names(&name, internal);
        let launch_bounds = self.launch_bounds(decl, &node, &subst);
        let position = (!is_instance)
            .then(|| self.def_position(def, &node))
            .flatten();
        Some(Found {
            scope: decl.name.scope.iter().map(|s| s.name.clone()).collect(),
            kernel: Kernel {
                name,
                def_index: def,
                is_instance,
                internal,
                is_static: decl.is_static,
                mangled,
                params,
                launch_bounds,
                device_name,
                position,
            },
            pos,
            request: 0,
        })
    }

    fn def_position(&self, def: usize, node: &SyntaxNode) -> Option<DefPosition> {
        let name_range = self.map.function_name(def)?;
        let name = self.token_map.location(name_range)?;
        let body = ast::FunctionDef::cast(node.clone())?
            .function_body()?
            .syntax()
            .children()
            .find(|n| n.kind() == COMPOUND_STMT)?;
        let open = body.first_token()?;
        let close = body.last_token()?;
        let line = |r: TextRange| self.token_map.location(r).map(|l| l.line);
        Some(DefPosition {
            file: name.file.clone(),
            name_line: name.line,
            open_line: line(open.text_range())?,
            close_line: line(close.text_range())?,
        })
    }

    /// The parameter types of a declaration, as written.
    fn param_types(&self, decl: &FunctionDecl, node: &SyntaxNode) -> Vec<PType> {
        let Some(list) = declarator_of(node).and_then(|d| param_list(&d)) else {
            return decl
                .name
                .sig
                .params
                .iter()
                .cloned()
                .map(PType::Ty)
                .collect();
        };
        let ctx = BodyTypeContext::new(self.tree, decl);
        let params: Vec<PType> = list.param_decls().map(|p| param_ptype(&ctx, &p)).collect();
        if params.len() == 1 && params[0].ty().is_void() {
            return Vec::new();
        }
        params
    }

    /// `__launch_bounds__(N, ...)`: N, also when it names a template
    /// parameter of the instance.
    fn launch_bounds(
        &self,
        decl: &FunctionDecl,
        node: &SyntaxNode,
        args: &[TemplateArg],
    ) -> Option<i64> {
        if let Some((_, groups)) = decl.launch_args.iter().find(|(n, _)| *n == "launch_bounds")
            && let Some(hir::const_expr::ConstExpr::Int(v)) = groups.first().and_then(|g| g.first())
        {
            return i64::try_from(*v).ok();
        }
        // a template parameter: find the attribute's first argument
        let attr = node
            .descendants()
            .filter_map(ast::Attribute::cast)
            .find(|a| a.normalized_name().as_deref() == Some("launch_bounds"))?;
        let tokens: Vec<String> = syntax::significant_tokens(attr.attribute_args()?.syntax())
            .map(|t| t.text().to_string())
            .collect();
        let first = tokens.get(1)?;
        let index = decl
            .template_params
            .as_ref()?
            .iter()
            .position(|p| p == first)?;
        match args.get(index)? {
            TemplateArg::Value { value, .. } => i64::try_from(*value).ok(),
            _ => None,
        }
    }

    /// Unnamed parameters of kernel definitions: cicc names them `__T<n>`.
    fn unnamed_kernel_params(&self, summary: &hir::ItemSummary) -> u32 {
        let mut n = 0;
        for f in self.tree.functions.iter() {
            if !f.is_definition || !summary.by_key(&f.key).is_some_and(|e| e.attrs().global) {
                continue;
            }
            // (`(void)` has a nameless entry but no parameter)
            if f.name.sig.params.is_empty() {
                continue;
            }
            n += f.param_names.iter().filter(|p| p.is_empty()).count() as u32;
        }
        n
    }

    /// Namespaces in order of first appearance (the anonymous one as "").
    fn namespace_order(&self) -> Vec<Vec<SmolStr>> {
        let mut out: Vec<Vec<SmolStr>> = Vec::new();
        let mut path = Vec::new();
        if let Some(tu) = ast::TranslationUnit::cast(self.root.clone()) {
            walk_namespaces(tu.decls(), &mut path, &mut out, 0);
        }
        out
    }

    fn variables(&self) -> Vec<DeviceVar> {
        let mut out: Vec<DeviceVar> = Vec::new();
        for (i, v) in self.tree.variables.iter().enumerate() {
            // a variable template has no object of its own to register
            if v.is_template {
                continue;
            }
            let memory = match v.memory {
                Some(MemorySpace::Device) => Memory::Device,
                Some(MemorySpace::Constant) => Memory::Constant,
                Some(MemorySpace::Managed) => Memory::Managed,
                _ => continue,
            };
            let Some(range) = self.map.variable(i) else {
                continue;
            };
            let specs = decl_specs_of(&self.root, range);
            let is_static = specs.as_ref().is_some_and(|s| s.has_keyword(STATIC_KW));
            let scope: Vec<SmolStr> = v.path[..v.path.len() - 1].to_vec();
            let name = v.name().clone();
            if out.iter().any(|o| o.scope == scope && o.name == name) {
                continue;
            }
            let internal = variable_is_internal(&self.tree.variables, i, is_static);
            let device_name = self.variable_name(&scope, &name, internal);
            out.push(DeviceVar {
                size: self.layouts.of(&v.ty).map(|l| l.size),
                scope,
                name,
                ty: v.ty.clone(),
                memory,
                internal,
                device_name,
            });
        }
        out
    }

    /// `dvar`, `_ZN2ns3nsvE`, `_ZN<n>_INTERNAL<id>...E` for internal
    /// variables in namespaces, with `__nv_static_` in rdc.
    fn variable_name(&self, scope: &[SmolStr], name: &str, internal: bool) -> String {
        let cfg = self.naming.mangle_config();
        let mut scopes: Vec<ScopeName> = scope
            .iter()
            .map(|s| ScopeName {
                name: s.clone(),
                is_class: false,
                args: Vec::new(),
            })
            .collect();
        if internal && !scopes.is_empty() {
            scopes.insert(
                0,
                ScopeName {
                    name: SmolStr::new(format!("_INTERNAL{}", self.naming.module_id)),
                    is_class: false,
                    args: Vec::new(),
                },
            );
        }
        let mangled = mangle_variable(&scopes, name, &cfg);
        if internal && self.naming.rdc {
            self.naming.static_prefix() + &mangled
        } else {
            mangled
        }
    }
}

/// The launches (or calls) in a body that name the same function as the
/// one at `site`, in order, `site` included.
fn same_callee_sites(
    db: &dyn SemaDb,
    def: hir::FunctionDef<'_>,
    site: hir::ExprId,
) -> Vec<hir::ExprId> {
    let body = hir::function_body(db, def);
    let callee_of = |e: hir::ExprId| match &body.exprs[e] {
        hir::Expr::Launch { callee, .. } => Some((true, *callee)),
        hir::Expr::Call { callee, .. } => Some((false, *callee)),
        _ => None,
    };
    let path_of = |callee: hir::ExprId| match &body.exprs[callee] {
        hir::Expr::Path { segments, .. } => Some(segments.clone()),
        _ => None,
    };
    let Some((launch, callee)) = callee_of(site) else {
        return vec![site];
    };
    let Some(path) = path_of(callee) else {
        return vec![site];
    };
    let mut out: Vec<hir::ExprId> = body
        .exprs
        .iter()
        .filter(|(e, _)| {
            callee_of(*e).is_some_and(|(l, c)| l == launch && path_of(c).as_ref() == Some(&path))
        })
        .map(|(e, _)| e)
        .collect();
    if !out.contains(&site) {
        out.insert(0, site);
    }
    out
}

fn walk_namespaces(
    decls: impl Iterator<Item = ast::Decl>,
    path: &mut Vec<SmolStr>,
    out: &mut Vec<Vec<SmolStr>>,
    depth: usize,
) {
    if depth > 256 {
        return;
    }
    for d in decls {
        match d {
            ast::Decl::NamespaceDef(ns) => {
                let mut names: Vec<SmolStr> = ns
                    .names()
                    .into_iter()
                    .map(|(n, _)| SmolStr::new(n))
                    .collect();
                if names.is_empty() {
                    names.push(SmolStr::default());
                }
                for name in &names {
                    path.push(name.clone());
                    if !out.contains(path) {
                        out.push(path.clone());
                    }
                }
                if let Some(list) = ns.decl_list() {
                    walk_namespaces(list.decls(), path, out, depth + 1);
                }
                for _ in &names {
                    path.pop();
                }
            }
            ast::Decl::LinkageSpec(ls) => {
                if let Some(list) = ls.decl_list() {
                    walk_namespaces(list.decls(), path, out, depth + 1);
                }
            }
            _ => {}
        }
    }
}

/// The declarator of a function definition or declaration node.
pub fn declarator_of(node: &SyntaxNode) -> Option<ast::Declarator> {
    if let Some(f) = ast::FunctionDef::cast(node.clone()) {
        return f.declarator();
    }
    ast::Declarator::cast(node.clone())
}

/// The parameter list of a function declarator (through parentheses).
pub fn param_list(d: &ast::Declarator) -> Option<ast::ParamList> {
    if d.decl_name().is_some() {
        return d.declarator_suffixs().find_map(|s| match s {
            ast::DeclaratorSuffix::FunctionSuffix(f) => f.param_list(),
            _ => None,
        });
    }
    d.paren_declarator()
        .and_then(|p| p.declarator())
        .and_then(|d| param_list(&d))
}

/// The decl-specifiers of the declaration a declarator (by range) is in.
pub fn decl_specs_of(root: &SyntaxNode, range: TextRange) -> Option<ast::DeclSpecs> {
    let elem = root.covering_element(range);
    let node = match elem {
        rowan::NodeOrToken::Node(n) => n,
        rowan::NodeOrToken::Token(t) => t.parent()?,
    };
    node.ancestors()
        .find_map(ast::SimpleDecl::cast)
        .and_then(|sd| sd.decl_specs())
}

/// A parameter's type as written: typedef names and pointer operators
/// kept, the rest as a [`Ty`].
pub fn param_ptype(ctx: &dyn TypeContext, p: &ast::ParamDecl) -> PType {
    let specs = p.decl_specs();
    let full = || {
        let base = specs
            .as_ref()
            .map(|s| lower_ty::lower_decl_specs(ctx, s))
            .unwrap_or(Ty::INT);
        let t = match p.declarator() {
            Some(d) => lower_ty::apply_declarator(ctx, base, &d),
            None => base,
        };
        // parameters of array and function type are pointers
        match t {
            Ty::Array(e, _) => Ty::Pointer(e, Default::default()),
            Ty::Function(_) => Ty::Pointer(Box::new(t), Default::default()),
            t => t,
        }
    };
    let Some(specs) = specs.clone() else {
        return PType::Ty(full());
    };
    let declarator = p.declarator();
    if declarator
        .as_ref()
        .is_some_and(|d| d.paren_declarator().is_some() || d.declarator_suffixs().next().is_some())
    {
        // an array parameter: a pointer, declared as an array
        if let Some(d) = &declarator
            && d.paren_declarator().is_none()
            && matches!(
                d.declarator_suffixs().next(),
                Some(ast::DeclaratorSuffix::ArraySuffix(_))
            )
        {
            let base = lower_ty::lower_decl_specs(ctx, &specs);
            return PType::DecayedArray {
                declared: lower_ty::apply_declarator(ctx, base, d),
            };
        }
        return PType::Ty(full());
    }
    let mut t = match typedef_spec(ctx, &specs) {
        Some(td) => td,
        None => PType::Ty(lower_ty::lower_decl_specs(ctx, &specs)),
    };
    if let Some(d) = declarator {
        for op in d.ptr_ops() {
            let tokens: Vec<syntax::SyntaxKind> = op
                .syntax()
                .children_with_tokens()
                .filter_map(|e| e.into_token())
                .map(|t| t.kind())
                .filter(|k| !k.is_trivia())
                .collect();
            let cv = hir::ty::Cv {
                is_const: tokens.contains(&CONST_KW),
                is_volatile: tokens.contains(&VOLATILE_KW),
            };
            t = match tokens.first() {
                Some(AMP) => PType::LRef(Box::new(t)),
                Some(AMP2) => PType::RRef(Box::new(t)),
                _ => PType::Pointer {
                    pointee: Box::new(t),
                    cv,
                    restrict: tokens.contains(&RESTRICT_KW),
                },
            };
        }
    }
    t
}

/// A decl-specifier-seq naming a typedef (not a template parameter).
fn typedef_spec(ctx: &dyn TypeContext, specs: &ast::DeclSpecs) -> Option<PType> {
    let mut path_type = None;
    for n in specs.syntax().children() {
        match n.kind() {
            PATH_TYPE => path_type = ast::PathType::cast(n).and_then(|p| p.path()),
            BUILTIN_TYPE | CLASS_SPEC | ENUM_SPEC | ELABORATED_TYPE | DECLTYPE_TYPE => {
                return None;
            }
            _ => {}
        }
    }
    let path = path_type?;
    if path
        .path_segments()
        .any(|s| matches!(s, ast::PathSegment::TemplateId(_)))
    {
        return None;
    }
    let names: Vec<SmolStr> = path.segment_names().into_iter().map(SmolStr::new).collect();
    if names.len() == 1 && ctx.template_param(&names[0]).is_some() {
        return None;
    }
    let target = ctx.typedef(&names, path.is_global())?;
    // a typedef of a class named by it prints as the class
    if let Ty::Class(c, _) = &target
        && c.path.last() == names.last()
    {
        return None;
    }
    Some(PType::Typedef {
        path: names,
        target,
        cv: lower_ty::decl_specs_cv(specs),
    })
}

/// The types of a template's non-type parameters (`None` for the others).
fn template_param_types(tree: &ItemTree, node: &SyntaxNode) -> Vec<Option<Ty>> {
    let Some(td) = node.ancestors().find_map(ast::TemplateDecl::cast) else {
        return Vec::new();
    };
    let Some(list) = td.template_param_list() else {
        return Vec::new();
    };
    let ctx = lower_ty::SimpleContext::default();
    let _ = tree;
    list.template_params()
        .map(|p| match p {
            ast::TemplateParam::ParamDecl(d) => d
                .decl_specs()
                .map(|s| lower_ty::lower_decl_specs(&ctx, &s).without_cv()),
            _ => None,
        })
        .collect()
}

/// An integer, character or boolean literal as a template argument:
/// its value and the type its form gives it.
fn parse_literal(text: &str) -> Option<(i128, Ty)> {
    use hir::ty::Builtin;
    let t = text.trim();
    match t {
        "true" => return Some((1, Ty::builtin(Builtin::Bool))),
        "false" => return Some((0, Ty::builtin(Builtin::Bool))),
        _ => {}
    }
    let (neg, t) = match t.strip_prefix('-') {
        Some(rest) => (true, rest.trim()),
        None => (false, t),
    };
    let lower = t.to_ascii_lowercase();
    let digits = lower.trim_end_matches(['u', 'l']);
    let suffix = &lower[digits.len()..];
    let value = if let Some(h) = digits.strip_prefix("0x") {
        i128::from_str_radix(h, 16).ok()?
    } else if digits.len() > 1 && digits.starts_with('0') {
        i128::from_str_radix(&digits[1..], 8).ok()?
    } else {
        digits.replace('\'', "").parse().ok()?
    };
    let ty = match (suffix.contains('u'), suffix.matches('l').count()) {
        (false, 0) => Builtin::Int,
        (true, 0) => Builtin::UnsignedInt,
        (false, 1) => Builtin::Long,
        (true, 1) => Builtin::UnsignedLong,
        (false, _) => Builtin::LongLong,
        (true, _) => Builtin::UnsignedLongLong,
    };
    Some((if neg { -value } else { value }, Ty::builtin(ty)))
}

/// Arguments we can name (no types only known by their spelling, such as
/// lambda closures).
fn args_are_known(args: &[TemplateArg], closure: &dyn Fn(&str) -> bool) -> bool {
    fn known(t: &Ty, closure: &dyn Fn(&str) -> bool) -> bool {
        match t {
            Ty::Unknown(s) => closure(s),
            Ty::Pointer(p, _) | Ty::LRef(p) | Ty::RRef(p) | Ty::Array(p, _) => known(p, closure),
            Ty::Class(c, _) => args_are_known(&c.args, closure),
            Ty::Function(sig) => {
                known(&sig.ret, closure) && sig.params.iter().all(|p| known(p, closure))
            }
            _ => true,
        }
    }
    args.iter().all(|a| match a {
        TemplateArg::Type(t) => known(t, closure),
        TemplateArg::Value { .. } => true,
        TemplateArg::Other(_) => false,
        TemplateArg::Pack(p) => args_are_known(p, closure),
    })
}
