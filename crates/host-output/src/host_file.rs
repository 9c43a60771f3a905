//! The host file (`X.cudafe1.cpp`): the preprocessed translation unit for
//! the host compiler. cudafe++ re-prints its whole AST; we copy the tokens
//! through (with line directives) and rewrite only the CUDA constructs, as
//! cudafe++ 13.5 rewrites them (shared/spec/outputs.md §2):
//!
//! - a fixed preamble, and a trailer that includes the stub file;
//! - `crt/host_runtime.h` included right after the `size_t` typedef, and
//!   the `__device_builtin__` types it defines hidden in `#if 0`;
//! - CUDA attributes removed;
//! - device-only functions keep their declaration, with a body that
//!   exits (the real one in `#if 0`);
//! - kernels become declarations (the stub file defines them); kernel
//!   templates forward to a `__wrapper__device_stub_` template the stub
//!   specializes;
//! - launches become `__cudaPushCallConfiguration` calls;
//! - device variables become host shadows, `__managed__` ones pointers
//!   used through the managed runtime;
//! - anonymous namespaces get the unit's name `_GLOBAL__N_<module id>`;
//! - with `-rdc=true`, the host reference arrays.

use crate::SemaDb;
use crate::emit::{self, Edits, Replace, Source, Writer};
use crate::entities::NamingOptions;
use base_db::UnitSide;
use hir::FunctionDecl;
use hir::MemorySpace;
use rustc_hash::{FxHashMap, FxHashSet};
use smol_str::SmolStr;
use std::collections::BTreeMap;
use std::ops::Range;
use syntax::SyntaxKind::*;
use syntax::SyntaxNode;
use syntax::ast::{self, AstNode};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostFileOptions {
    /// The source's name in the preamble's `# 1 "..."` lines.
    pub source_name: String,
    /// The stub's name as the trailer includes it.
    pub stub_include_name: String,
    pub naming: NamingOptions,
    pub extended_lambda: bool,
    /// `--device-hidden-visibility`.
    pub hidden_visibility: bool,
    /// `--expt-relaxed-constexpr`.
    pub relaxed_constexpr: bool,
}

/// Attributes only CUDA knows: removed from the host text.
const CUDA_ATTRIBUTES: &[&str] = &[
    "host",
    "device",
    "global",
    "shared",
    "constant",
    "managed",
    "launch_bounds",
    "cluster_dims",
    "maxnreg",
    "block_size",
    "grid_constant",
    "device_builtin",
    "device_builtin_texture_type",
    "device_builtin_surface_type",
    "cudart_builtin",
    "nv_pure",
    "tile_global",
    "tile",
    "nv_register_params",
];

/// `#pragma`s the host compiler must not see.
fn keep_pragma(text: &str) -> bool {
    let first = text.split_whitespace().next().unwrap_or("");
    !(first == "once"
        || first == "unroll"
        || first == "nounroll"
        || first.starts_with("nv_")
        || first.starts_with("diag_")
        || text.starts_with("GCC system_header")
        || text.starts_with("clang system_header"))
}

/// The host file of one unit (host side).
pub fn host_file(db: &dyn SemaDb, us: UnitSide, opts: &HostFileOptions) -> String {
    let pre = base_db::preprocess(db, us);
    let map = base_db::token_map(db, us);
    let parse = base_db::parse(db, us);
    let root = parse.syntax_node();
    let tokens = &pre.pp.tokens;
    let mut pragmas: BTreeMap<usize, Vec<String>> = BTreeMap::new();
    for p in &pre.pp.pragmas {
        if keep_pragma(&p.text) {
            pragmas
                .entry(p.token_index)
                .or_default()
                .push(p.text.clone());
        }
    }
    let src = Source {
        tokens,
        map,
        pragmas,
    };
    let mut cx = Cx {
        db,
        us,
        opts,
        map,
        tokens,
        tree: hir::item_tree(db, us),
        summary: hir::item_summary(db, us),
        items: hir::item_source_map(db, us)
            .function_ranges()
            .enumerate()
            .map(|(i, r)| (r, i))
            .collect(),
        edits: Edits::new(tokens.len()),
        hidden: Vec::new(),
        runtime_included: false,
        runtime_at: None,
        anon_done: FxHashSet::default(),
        builtin_variables: FxHashSet::default(),
    };
    cx.strip_cuda_attributes(&root);
    cx.keywords(tokens, &root);
    if let Some(tu) = ast::TranslationUnit::cast(root.clone()) {
        let mut scope = Vec::new();
        cx.decls(tu.decls(), &mut scope, None);
    }
    cx.builtin_variable_uses(&root);
    cx.launches(&root);
    if opts.extended_lambda {
        let (max, max_host_device) = cx.extended_lambdas(&root);
        // the wrapper templates where the runtime header makes room for
        // them (after its `<utility>`, which the host-device wrapper
        // uses), else right after the runtime header
        let mut text = crate::lambdas::implementation(max);
        let preheader = lambda_preheader(&root).map(|d| cx.last(&d));
        // (without the runtime header's `<utility>` and no host-device
        // lambda to wrap, the wrapper, which names `std::move`, is left
        // out and its trait is false)
        if preheader.is_some() || max_host_device.is_some() {
            text.push_str(&crate::host_device_lambdas::implementation(max_host_device));
        } else {
            text.push_str("#define __nv_is_extended_host_device_lambda_closure_type(X) false\n");
        }
        match preheader.or(cx.runtime_at) {
            Some(i) => cx.edits.insert_after(i, text),
            None => cx.edits.insert_before_first(0, text),
        }
    }
    cx.managed_uses();

    let mut w = Writer::default();
    w.text(&preamble(&opts.source_name, opts.extended_lambda));
    emit::render(&src, &cx.edits, 0..tokens.len(), &mut w);
    w.newline();
    w.text(&trailer(opts));
    if opts.naming.rdc {
        w.text(&crate::host_refs::host_reference_arrays(
            db,
            us,
            &opts.naming,
        ));
    }
    w.out
}

struct Cx<'a> {
    db: &'a dyn SemaDb,
    tokens: &'a [preprocessor::PpToken],
    us: UnitSide,
    opts: &'a HostFileOptions,
    map: &'a base_db::UnitTokenMap,
    tree: &'a hir::ItemTree,
    summary: &'a hir::ItemSummary,
    items: FxHashMap<syntax::TextRange, usize>,
    edits: Edits,
    /// Token ranges hidden in `#if 0` (device code).
    hidden: Vec<Range<usize>>,
    runtime_included: bool,
    /// The token after which the runtime header is included.
    runtime_at: Option<usize>,
    /// Scopes whose anonymous namespace has been introduced.
    anon_done: FxHashSet<Vec<SmolStr>>,
    /// The `__device_builtin__` variables declared (`threadIdx`, ...).
    builtin_variables: FxHashSet<SmolStr>,
}

/// cudafe++ declares `threadIdx` & co. for the host as
/// `__device_builtin_variable_threadIdx` and names them so in the code it
/// keeps (bodies of device code that g++ sees: constexpr functions,
/// member initializers).
const BUILTIN_VARIABLE_PREFIX: &str = "__device_builtin_variable_";

/// Where a function stands for the host.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Host,
    DeviceOnly,
    Kernel,
}

impl Cx<'_> {
    fn range(&self, n: &SyntaxNode) -> Range<usize> {
        let r = n.text_range();
        self.map.token_at(r.start())..self.map.token_at(r.end())
    }

    fn first(&self, n: &SyntaxNode) -> usize {
        self.map.token_at(n.text_range().start())
    }

    fn last(&self, n: &SyntaxNode) -> usize {
        self.map.token_at(n.text_range().end()).saturating_sub(1)
    }

    fn hide(&mut self, n: &SyntaxNode) {
        let r = self.range(n);
        self.hide_range(r);
    }

    fn hide_range(&mut self, r: Range<usize>) {
        if r.is_empty() {
            return;
        }
        self.edits.insert_before(r.start, "\n#if 0\n");
        self.edits.insert_after(r.end - 1, "\n#endif\n");
        self.hidden.push(r);
    }

    fn is_hidden(&self, i: usize) -> bool {
        self.hidden.iter().any(|r| r.contains(&i))
    }

    /// Removes `__attribute__((device))` & co. everywhere.
    fn strip_cuda_attributes(&mut self, root: &SyntaxNode) {
        for n in root.descendants().filter(|n| n.kind() == GNU_ATTRIBUTES) {
            let attrs: Vec<ast::Attribute> =
                n.descendants().filter_map(ast::Attribute::cast).collect();
            if attrs.is_empty() {
                continue;
            }
            let all_cuda = attrs.iter().all(|a| {
                a.normalized_name()
                    .is_some_and(|name| CUDA_ATTRIBUTES.contains(&name.as_str()))
            });
            if all_cuda {
                let r = self.range(&n);
                self.edits.delete(r);
            }
        }
    }

    /// CUDA's keywords that the host compiler spells as attributes.
    fn keywords(&mut self, tokens: &[preprocessor::PpToken], root: &SyntaxNode) {
        // not inside `__attribute__((__noinline__))`
        let attributes: Vec<Range<usize>> = root
            .descendants()
            .filter(|n| n.kind() == GNU_ATTRIBUTES)
            .map(|n| self.range(&n))
            .collect();
        for (i, t) in tokens.iter().enumerate() {
            if t.text == "__noinline__" && !attributes.iter().any(|r| r.contains(&i)) {
                self.edits.delete(i..i + 1);
                self.edits.insert_before(i, "__attribute__((noinline))");
            }
        }
    }

    fn decls(
        &mut self,
        decls: impl Iterator<Item = ast::Decl>,
        scope: &mut Vec<SmolStr>,
        template: Option<&ast::TemplateDecl>,
    ) {
        for d in decls {
            self.decl(&d, scope, template);
        }
    }

    fn decl(
        &mut self,
        d: &ast::Decl,
        scope: &mut Vec<SmolStr>,
        template: Option<&ast::TemplateDecl>,
    ) {
        match d {
            ast::Decl::NamespaceDef(ns) => {
                // `namespace a::b {` opens both
                let mut names: Vec<SmolStr> = ns
                    .names()
                    .into_iter()
                    .map(|(n, _)| SmolStr::new(n))
                    .collect();
                if names.is_empty() {
                    self.anonymous_namespace(ns, scope);
                    names.push(SmolStr::default());
                }
                scope.extend(names.iter().cloned());
                if let Some(list) = ns.decl_list() {
                    self.decls(list.decls(), scope, None);
                }
                scope.truncate(scope.len() - names.len());
            }
            ast::Decl::LinkageSpec(ls) => {
                if let Some(list) = ls.decl_list() {
                    self.decls(list.decls(), scope, None);
                }
                if let Some(d) = ls.decl() {
                    self.decl(&d, scope, None);
                }
            }
            ast::Decl::TemplateDecl(td) => {
                if let Some(inner) = td.decl() {
                    self.decl(&inner, scope, Some(td));
                }
            }
            ast::Decl::FunctionDef(f) => {
                self.class_members(f.decl_specs().as_ref(), scope);
                self.function_def(f, template);
            }
            ast::Decl::SimpleDecl(sd) => {
                self.class_members(sd.decl_specs().as_ref(), scope);
                self.simple_decl(sd, scope, template);
            }
            _ => {}
        }
    }

    /// Member functions of classes defined in decl-specifiers.
    fn class_members(&mut self, specs: Option<&ast::DeclSpecs>, scope: &mut Vec<SmolStr>) {
        let Some(specs) = specs else { return };
        for ts in specs.type_specs() {
            if let ast::TypeSpec::ClassSpec(cs) = ts
                && let Some(list) = cs.member_list()
            {
                let name = cs
                    .path()
                    .and_then(|p| p.last_name())
                    .map(SmolStr::new)
                    .unwrap_or_default();
                scope.push(name);
                for d in list.decls() {
                    self.member(&d, scope);
                }
                scope.pop();
            }
        }
    }

    /// A member declaration of a class (member templates and nested
    /// classes, class templates included).
    fn member(&mut self, d: &ast::Decl, scope: &mut Vec<SmolStr>) {
        match d {
            ast::Decl::FunctionDef(f) => {
                self.class_members(f.decl_specs().as_ref(), scope);
                self.function_def(f, None);
            }
            ast::Decl::SimpleDecl(sd) => {
                self.class_members(sd.decl_specs().as_ref(), scope);
                self.member_decl(sd);
            }
            ast::Decl::TemplateDecl(td) => {
                if let Some(inner) = td.decl() {
                    self.member(&inner, scope);
                }
            }
            ast::Decl::AliasDecl(a) => self.self_named_alias(a, scope),
            _ => {}
        }
    }

    /// `using N = N<T>;` in a class names the enclosing namespace's `N`,
    /// which g++ rejects as changing the meaning of `N` in the class: the
    /// name gets its namespace, as cudafe++ prints it.
    fn self_named_alias(&mut self, a: &ast::AliasDecl, scope: &[SmolStr]) {
        let Some(name) = a.name().and_then(|n| n.ident_token()) else {
            return;
        };
        let name = name.text();
        let Some(path) = a.type_id().and_then(|t| t.decl_specs()).and_then(|s| {
            s.type_specs().find_map(|t| match t {
                ast::TypeSpec::PathType(p) => p.path(),
                _ => None,
            })
        }) else {
            return;
        };
        if path.is_global() || path.segment_names().first().map(String::as_str) != Some(name) {
            return;
        }
        // the innermost enclosing scope that declares a class `name`
        let found = (0..scope.len()).rev().find_map(|n| {
            let prefix = &scope[..n];
            self.tree
                .classes
                .iter()
                .find(|c| c.path.len() == n + 1 && c.path[..n] == *prefix && c.path[n] == name)
                .map(|_| prefix)
        });
        let Some(prefix) = found else { return };
        if prefix.iter().any(|s| s.is_empty()) {
            return;
        }
        let mut qualifier = String::from("::");
        for s in prefix {
            qualifier.push_str(s);
            qualifier.push_str("::");
        }
        let at = self.first(path.syntax());
        self.edits.insert_before(at, qualifier);
    }

    /// `namespace {` becomes the unit's named namespace, introduced once
    /// per enclosing scope with a using-directive.
    fn anonymous_namespace(&mut self, ns: &ast::NamespaceDef, scope: &[SmolStr]) {
        let Some(kw) = ns.namespace_kw_token() else {
            return;
        };
        let kw_index = self.map.token_at(kw.text_range().start());
        let name = self.opts.naming.anon_namespace();
        let attr = "__attribute__((visibility(\"hidden\")))";
        self.edits
            .insert_after(kw_index, format!(" {name} {attr} "));
        if self.anon_done.insert(scope.to_vec()) {
            let mut qualified = String::from("::");
            for s in scope {
                qualified.push_str(if s.is_empty() { &name } else { s });
                qualified.push_str("::");
            }
            qualified.push_str(&name);
            let first = self.first(ns.syntax());
            self.edits.insert_before_first(
                first,
                format!(
                    "namespace {name} {attr}  {{ }}; using namespace {qualified}; \n#pragma GCC diagnostic ignored \"-Wattributes\"\n"
                ),
            );
        }
    }

    fn item(&self, n: &SyntaxNode) -> Option<(usize, &FunctionDecl)> {
        let i = *self.items.get(&n.text_range())?;
        Some((i, self.tree.functions.get(i)?))
    }

    fn role(&self, decl: &FunctionDecl) -> Role {
        let attrs = match self.summary.by_key(&decl.key) {
            Some(e) => e.attrs(),
            None => decl.attrs,
        };
        // with --expt-relaxed-constexpr, constexpr functions are callable
        // from host code: their bodies stay
        let relaxed = self.opts.relaxed_constexpr && (decl.is_constexpr || decl.is_consteval);
        if attrs.global {
            Role::Kernel
        } else if attrs.device && !attrs.host && !relaxed {
            Role::DeviceOnly
        } else {
            Role::Host
        }
    }

    /// A redeclaration of a `constexpr` function is `constexpr` too: EDG
    /// accepts the CUDA headers' plain redeclarations of the standard
    /// library's constexpr functions, g++ wants them to agree.
    fn inherit_constexpr(&mut self, index: usize, decl: &FunctionDecl, start: usize) {
        if decl.is_constexpr || decl.is_consteval {
            return;
        }
        let Some(entity) = self.summary.by_key(&decl.key) else {
            return;
        };
        // (overloaded templates share a key: the parameters must agree)
        if entity.decls.iter().any(|(i, d)| {
            (*i as usize) < index && d.is_constexpr && d.template_params == decl.template_params
        }) {
            self.edits.insert_before(start, "constexpr ");
        }
    }

    fn external(&self, decl: &FunctionDecl) -> bool {
        !decl.is_static && !decl.name.scope.iter().any(|s| s.name.is_empty())
    }

    fn function_def(&mut self, f: &ast::FunctionDef, template: Option<&ast::TemplateDecl>) {
        let Some((index, decl)) = self.item(f.syntax()) else {
            return;
        };
        let decl = decl.clone();
        // after the leading standard attributes (`[[nodiscard]] constexpr`)
        let start = f
            .decl_specs()
            .map(|s| self.first(s.syntax()))
            .unwrap_or_else(|| self.first(f.syntax()));
        self.inherit_constexpr(index, &decl, start);
        let Some(body) = f.function_body() else {
            return;
        };
        match self.role(&decl) {
            Role::Host => {}
            Role::DeviceOnly => {
                if !decl.is_member {
                    self.edits.insert_before(start, "__attribute__((unused)) ");
                }
                // cudafe++ keeps the bodies of constexpr device functions:
                // the host compiler may need them in constant expressions
                if decl.is_constexpr || decl.is_consteval {
                    return;
                }
                let dummy = dummy_body(&decl);
                // a constructor's member initializers stay (const and
                // reference members, bases without default constructors)
                let kept_init = body.try_kw_token().is_none() && body.ctor_initializer().is_some();
                match body.compound_stmt() {
                    Some(block) if kept_init => {
                        let b = self.first(block.syntax());
                        let end = self.range(body.syntax()).end;
                        self.edits.insert_before(b, dummy);
                        self.hide_range(b..end);
                    }
                    _ => {
                        let b = self.first(body.syntax());
                        self.edits.insert_before(b, dummy);
                        self.hide(body.syntax());
                    }
                }
            }
            Role::Kernel => match template {
                Some(td) if decl.is_template() => self.kernel_template(f, td, &decl, &body),
                _ => {
                    if self.external(&decl) && self.opts.hidden_visibility {
                        self.edits
                            .insert_before(start, "__attribute__((visibility(\"hidden\"))) ");
                    }
                    let b = self.first(body.syntax());
                    self.edits.insert_after(b.saturating_sub(1), " ;");
                    self.hide(body.syntax());
                }
            },
        }
    }

    /// A kernel template: the wrapper template the stub specializes, then
    /// the kernel forwarding to it (its body hidden).
    fn kernel_template(
        &mut self,
        f: &ast::FunctionDef,
        td: &ast::TemplateDecl,
        decl: &FunctionDecl,
        body: &ast::FunctionBody,
    ) {
        let specialization = decl.template_params.as_ref().is_some_and(|p| p.is_empty());
        if !specialization {
            self.name_unnamed_template_params(td);
        }
        let header_end = self.first(f.syntax());
        let header = self.plain(self.first(td.syntax())..header_end);
        let Some(d) = f.declarator() else { return };
        let Some(list) = crate::entities::param_list(&d) else {
            return;
        };
        let name = &decl.name.name;
        // the specialization's template arguments as written
        let spec_args = if specialization {
            d.decl_name()
                .and_then(|n| n.path())
                .and_then(|p| p.path_segments().last())
                .and_then(|s| match s {
                    ast::PathSegment::TemplateId(t) => t.template_arg_list(),
                    _ => None,
                })
                .map(|l| self.plain(self.range(l.syntax())))
                .unwrap_or_default()
        } else {
            String::new()
        };
        // parameters: as references for the wrapper, named for forwarding
        let mut ref_params = Vec::new();
        let mut forward = Vec::new();
        for (i, p) in list.param_decls().enumerate() {
            let (text, name, pack) = self.reference_param(&p, i);
            if text.is_empty() {
                continue;
            }
            ref_params.push(text);
            forward.push(if pack { format!("{name}...") } else { name });
        }
        let targs = if specialization {
            spec_args
                .trim_start_matches('<')
                .trim_end_matches('>')
                .trim()
                .to_string()
        } else {
            template_arg_names(td)
        };
        let storage = if specialization {
            "__specialization_static "
        } else if self.opts.naming.rdc {
            if self.external(decl) && self.opts.hidden_visibility {
                "__attribute__((visibility(\"hidden\"))) "
            } else {
                ""
            }
        } else if decl.is_static {
            // (written `static`: it keeps its own)
            ""
        } else {
            "static "
        };
        let wrapper_storage = if specialization {
            "__specialization_static"
        } else {
            "static"
        };
        let wrapper_name = format!("__wrapper__device_stub_{name}{spec_args}");
        let wrapper_body = if specialization {
            " ;".to_string()
        } else {
            " { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}".to_string()
        };
        let wrapper = format!(
            "{header} {wrapper_storage} void {wrapper_name}({}){wrapper_body}",
            ref_params.join(", ")
        );
        let td_start = self.first(td.syntax());
        if specialization {
            self.edits.insert_before(td_start, format!("\n{wrapper}\n"));
        } else {
            self.edits.insert_before(
                td_start,
                format!(
                    "\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-parameter\"\n{wrapper}\n#pragma GCC diagnostic pop\n"
                ),
            );
        }
        // the kernel itself
        self.edits.insert_before(header_end, storage);
        self.name_unnamed_params(&list);
        let b = self.first(body.syntax());
        self.edits.insert_before(
            b,
            format!(
                "{{__wrapper__device_stub_{name}<{targs}>({});return;}}",
                forward.join(",")
            ),
        );
        self.hide(body.syntax());
    }

    /// Names for a kernel template's unnamed template parameters (the
    /// forwarding call passes them on), as `template_arg_names` names them.
    fn name_unnamed_template_params(&mut self, td: &ast::TemplateDecl) {
        let Some(list) = td.template_param_list() else {
            return;
        };
        for (i, p) in list.template_params().enumerate() {
            let name = format!(" __cuda_tparam{i}");
            match &p {
                ast::TemplateParam::TypeParam(t) if t.name().is_none() => {
                    // after `class`, `typename`, a concept or `...`
                    let at = t
                        .syntax()
                        .children_with_tokens()
                        .take_while(|e| e.kind() != EQ)
                        .filter(|e| !e.kind().is_trivia())
                        .last()
                        .map(|e| self.map.token_at(e.text_range().end()));
                    if let Some(at) = at {
                        self.edits.insert_before(at, name);
                    }
                }
                ast::TemplateParam::ParamDecl(d) if d.declarator().is_none() => {
                    if let Some(specs) = d.decl_specs() {
                        let at = self.last(specs.syntax());
                        self.edits.insert_after(at, name);
                    }
                }
                _ => {}
            }
        }
    }

    /// Names for unnamed parameters (the forwarding call needs them).
    fn name_unnamed_params(&mut self, list: &ast::ParamList) {
        for (i, p) in list.param_decls().enumerate() {
            if p.declarator()
                .and_then(|d| hir::items::declarator_name(&d))
                .is_some()
            {
                continue;
            }
            if is_void_param(&p) {
                continue;
            }
            match p.declarator() {
                Some(d) if d.decl_name().is_none() && d.paren_declarator().is_none() => {
                    // `int *` or `T...`: the name goes at the end of the
                    // pointer operators and `...`
                    let at = d
                        .declarator_suffixs()
                        .next()
                        .map(|s| self.first(s.syntax()))
                        .unwrap_or_else(|| self.last(d.syntax()) + 1);
                    self.edits.insert_before(at, format!(" __cuda_param{i} "));
                }
                None => {
                    let at = self.last(p.syntax());
                    self.edits.insert_after(at, format!(" __cuda_param{i}"));
                }
                _ => {}
            }
        }
    }

    /// A parameter declaration as an lvalue reference (`T *&p`), its
    /// name, and whether it is a pack.
    fn reference_param(&self, p: &ast::ParamDecl, index: usize) -> (String, String, bool) {
        if is_void_param(p) {
            return (String::new(), String::new(), false);
        }
        let specs = p
            .decl_specs()
            .map(|s| self.plain(self.range(s.syntax())))
            .unwrap_or_default();
        let Some(d) = p.declarator() else {
            let name = format!("__cuda_param{index}");
            return (format!("{specs} &{name}"), name, false);
        };
        let name = hir::items::declarator_name(&d)
            .map(|n| n.to_string())
            .unwrap_or_else(|| format!("__cuda_param{index}"));
        let pack = d.syntax().children_with_tokens().any(|e| e.kind() == DOT3);
        // rebuild the declarator: pointer operators, `&`, `...`, the name
        // (arrays are pointers), other suffixes
        if d.paren_declarator().is_some() {
            // `(*f)(int)`: a reference to the pointer
            let text = self.plain(self.range(d.syntax()));
            let text = text.replacen('*', "*&", 1);
            return (format!("{specs} {text}"), name, pack);
        }
        let ptrs: Vec<String> = d
            .ptr_ops()
            .map(|op| self.plain(self.range(op.syntax())))
            .collect();
        let mut suffixes: Vec<String> = d
            .declarator_suffixs()
            .map(|s| self.plain(self.range(s.syntax())))
            .collect();
        let mut ptr_text = ptrs.join(" ");
        if d.declarator_suffixs()
            .next()
            .is_some_and(|s| matches!(s, ast::DeclaratorSuffix::ArraySuffix(_)))
        {
            suffixes.remove(0);
            ptr_text.push('*');
        }
        let dots = if pack { "..." } else { "" };
        let text = format!("{specs} {ptr_text}&{dots}{name}{}", suffixes.concat());
        (text, name, pack)
    }

    /// The tokens of a range as written.
    fn plain(&self, r: Range<usize>) -> String {
        let src = Source {
            tokens: self.tokens,
            map: self.map,
            pragmas: BTreeMap::new(),
        };
        emit::render_inline(&src, &self.edits, r)
    }

    fn member_decl(&mut self, sd: &ast::SimpleDecl) {
        // member declarations stay as they are
        let _ = sd;
    }

    fn simple_decl(
        &mut self,
        sd: &ast::SimpleDecl,
        scope: &[SmolStr],
        template: Option<&ast::TemplateDecl>,
    ) {
        let specs = sd.decl_specs();
        let start = self.first(sd.syntax());
        // attributes of the declaration, its specifiers, its class or enum
        // head, and its declarators
        let mut attr_lists: Vec<ast::AttributeList> = sd
            .attribute_lists()
            .chain(specs.iter().flat_map(|s| s.attribute_lists()))
            .collect();
        if let Some(specs) = &specs {
            for ts in specs.syntax().children() {
                if matches!(ts.kind(), CLASS_SPEC | ENUM_SPEC | ELABORATED_TYPE) {
                    attr_lists.extend(ts.children().filter_map(ast::AttributeList::cast));
                }
            }
        }
        for init in sd.init_declarators() {
            if let Some(d) = init.declarator() {
                attr_lists.extend(d.attribute_lists());
            }
        }
        let has_attr = |name: &str| {
            attr_lists.iter().any(|l| {
                l.syntax()
                    .descendants()
                    .filter_map(ast::Attribute::cast)
                    .any(|a| a.normalized_name().as_deref() == Some(name))
            })
        };
        let is_typedef = specs.as_ref().is_some_and(|s| s.has_keyword(TYPEDEF_KW));
        let declares_type = specs.as_ref().is_some_and(|s| {
            s.type_specs().any(|t| match t {
                ast::TypeSpec::ClassSpec(_) => true,
                ast::TypeSpec::EnumSpec(e) => e.enumerator_list().is_some(),
                _ => false,
            })
        });
        let declarators: Vec<ast::InitDeclarator> = sd.init_declarators().collect();
        let functions = declarators
            .iter()
            .filter(|i| {
                i.declarator()
                    .is_some_and(|d| hir::items::is_function_declarator(&d))
            })
            .count();

        // the built-in variables (`threadIdx`, ...): declared under the
        // names host code uses for them (`builtin_variable_uses`)
        if has_attr("device_builtin") && !is_typedef && !declares_type && functions == 0 {
            for init in &declarators {
                if let Some(name) = init
                    .declarator()
                    .and_then(|d| d.decl_name())
                    .and_then(|n| n.syntax().last_token())
                {
                    let i = self.map.token_at(name.text_range().start());
                    self.builtin_variables.insert(SmolStr::new(name.text()));
                    self.edits.replace(
                        i..i + 1,
                        Replace::Text(format!("{BUILTIN_VARIABLE_PREFIX}{}", name.text())),
                    );
                }
            }
            return;
        }
        // `__device_builtin__` types: defined by crt/host_runtime.h
        if (has_attr("device_builtin")
            || has_attr("device_builtin_texture_type")
            || has_attr("device_builtin_surface_type"))
            && (is_typedef || declares_type || functions < declarators.len())
        {
            self.hide(sd.syntax());
            return;
        }

        // the first `typedef ... size_t;` brings in the runtime header
        if is_typedef
            && scope.is_empty()
            && !self.runtime_included
            && declarators.iter().any(|i| {
                i.declarator()
                    .and_then(|d| hir::items::declarator_name(&d))
                    .is_some_and(|n| n == "size_t")
            })
        {
            self.runtime_included = true;
            let end = self.last(sd.syntax());
            self.runtime_at = Some(end);
            self.edits.insert_after(
                end,
                "\n#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)\n#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n#endif\n#include \"crt/host_runtime.h\"\n",
            );
        }
        if is_typedef {
            return;
        }

        // function declarations
        for init in &declarators {
            let Some(d) = init.declarator() else { continue };
            if !hir::items::is_function_declarator(&d) {
                continue;
            }
            let Some((index, decl)) = self.item(d.syntax()) else {
                continue;
            };
            let decl = decl.clone();
            if declarators.len() == 1 {
                let at = specs
                    .as_ref()
                    .map(|s| self.first(s.syntax()))
                    .unwrap_or(start);
                self.inherit_constexpr(index, &decl, at);
            }
            match self.role(&decl) {
                Role::DeviceOnly if !decl.is_member && declarators.len() == 1 => {
                    self.edits.insert_before(start, "__attribute__((unused)) ");
                }
                Role::Kernel if declarators.len() == 1 => {
                    if decl.is_template() && template.is_some() {
                        if !self.opts.naming.rdc {
                            // (a kernel template written `static` keeps its one)
                            if !decl.is_static {
                                self.edits.insert_before(start, "static ");
                            }
                        } else if self.external(&decl) && self.opts.hidden_visibility {
                            self.edits
                                .insert_before(start, "__attribute__((visibility(\"hidden\"))) ");
                        }
                    } else if self.external(&decl) && self.opts.hidden_visibility {
                        self.edits
                            .insert_before(start, "__attribute__((visibility(\"hidden\"))) ");
                    }
                }
                _ => {}
            }
        }
        if functions == declarators.len() && !declarators.is_empty() {
            return;
        }

        // variables in a memory space
        let Some(first) = declarators.iter().find_map(|i| i.declarator()) else {
            return;
        };
        let memory = hir::items::memory_space(
            &sd.attribute_lists().collect::<Vec<_>>(),
            specs.as_ref(),
            &first,
        );
        let Some(memory) = memory else { return };
        let is_static = specs.as_ref().is_some_and(|s| s.has_keyword(STATIC_KW));
        let is_extern = specs.as_ref().is_some_and(|s| s.has_keyword(EXTERN_KW));
        let is_const = specs
            .as_ref()
            .is_some_and(|s| s.has_keyword(CONST_KW) || s.has_keyword(CONSTEXPR_KW));
        let in_anon = scope.iter().any(|s| s.is_empty());
        let rdc = self.opts.naming.rdc;
        let hidden = "__attribute__((visibility(\"hidden\"))) ";
        match memory {
            MemorySpace::Shared => {
                self.edits.insert_before(start, "__attribute__((unused)) ");
            }
            MemorySpace::Managed => {
                let mut prefix = String::from("__attribute__((section(\"__nv_managed_data__\"))) ");
                if !rdc && !is_static {
                    if is_extern {
                        self.delete_keyword(specs.as_ref(), EXTERN_KW);
                    }
                    prefix.push_str("static ");
                } else if rdc && !is_static && !in_anon && self.opts.hidden_visibility {
                    prefix.push_str(hidden);
                }
                self.edits.insert_before(start, prefix);
                for init in &declarators {
                    let Some(d) = init.declarator() else { continue };
                    self.managed_declarator(&d);
                    if let Some(i) = init.initializer() {
                        let r = self.range(i.syntax());
                        self.edits.delete(r);
                    }
                    let end = self.last(init.syntax());
                    self.edits.insert_after(end, " = 0");
                }
            }
            _ => {
                // __device__ and __constant__: host shadows
                if !rdc {
                    if is_extern {
                        self.delete_keyword(specs.as_ref(), EXTERN_KW);
                    }
                    if !is_static {
                        self.edits.insert_before(start, "static ");
                    }
                } else if !is_static && !in_anon && !is_const && self.opts.hidden_visibility {
                    self.edits.insert_before(start, hidden);
                }
                if !is_const {
                    for init in &declarators {
                        if let Some(i) = init.initializer() {
                            let r = self.range(i.syntax());
                            self.edits.delete(r);
                        }
                    }
                }
            }
        }
    }

    fn delete_keyword(&mut self, specs: Option<&ast::DeclSpecs>, kw: syntax::SyntaxKind) {
        let Some(specs) = specs else { return };
        if let Some(t) = specs
            .syntax()
            .children_with_tokens()
            .filter_map(|e| e.into_token())
            .find(|t| t.kind() == kw)
        {
            let i = self.map.token_at(t.text_range().start());
            self.edits.delete(i..i + 1);
        }
    }

    /// `m` becomes `*m`, `a[3]` becomes `(*a)[3]`.
    fn managed_declarator(&mut self, d: &ast::Declarator) {
        let Some(name) = d.decl_name() else { return };
        let i = self.first(name.syntax());
        let j = self.last(name.syntax());
        if d.declarator_suffixs().next().is_some() {
            self.edits.insert_before(i, "(*");
            self.edits.insert_after(j, ")");
        } else {
            self.edits.insert_before(i, "*");
        }
    }

    /// Uses of the built-in variables in the code g++ sees (not those a
    /// local declaration of the same name hides).
    fn builtin_variable_uses(&mut self, root: &SyntaxNode) {
        if self.builtin_variables.is_empty() {
            return;
        }
        for n in root.descendants().filter(|n| n.kind() == PATH_EXPR) {
            let Some(path) = n.children().find_map(ast::Path::cast) else {
                continue;
            };
            let segments: Vec<ast::PathSegment> = path.path_segments().collect();
            let [ast::PathSegment::NameRef(name)] = segments.as_slice() else {
                continue;
            };
            let Some(ident) = name.ident_token() else {
                continue;
            };
            let text = ident.text();
            if !self.builtin_variables.contains(text) {
                continue;
            }
            let i = self.map.token_at(ident.text_range().start());
            if self.is_hidden(i) {
                continue;
            }
            let function = n
                .ancestors()
                .find(|a| matches!(a.kind(), FUNCTION_DEF | LAMBDA_EXPR));
            let shadowed = function.is_some_and(|f| {
                f.descendants()
                    .filter_map(ast::Declarator::cast)
                    .any(|d| hir::items::declarator_name(&d).is_some_and(|x| x == text))
            });
            if !shadowed {
                self.edits.replace(
                    i..i + 1,
                    Replace::Text(format!("{BUILTIN_VARIABLE_PREFIX}{text}")),
                );
            }
        }
    }

    /// Launches in host code.
    fn launches(&mut self, root: &SyntaxNode) {
        for n in root.descendants().filter(|n| n.kind() == KERNEL_LAUNCH) {
            let Some(k) = ast::KernelLaunch::cast(n.clone()) else {
                continue;
            };
            let r = self.range(&n);
            if r.is_empty() || self.is_hidden(r.start) {
                continue;
            }
            let (Some(callee), Some(config), Some(args)) =
                (k.expr(), k.launch_config(), k.arg_list())
            else {
                continue;
            };
            // between the delimiters (`<<<` may be several tokens)
            let inner = |cx: &Self, node: &SyntaxNode| {
                let toks: Vec<syntax::SyntaxToken> = node
                    .children_with_tokens()
                    .filter_map(|e| e.into_token())
                    .filter(|t| !t.kind().is_trivia())
                    .collect();
                match (toks.first(), toks.last()) {
                    (Some(open), Some(close)) if toks.len() >= 2 => {
                        let a = cx.map.token_at(open.text_range().end());
                        let b = cx.map.token_at(close.text_range().start());
                        a..b.max(a)
                    }
                    _ => cx.range(node),
                }
            };
            let paren = n.parent().is_none_or(|p| p.kind() != EXPR_STMT);
            self.edits.replace(
                r,
                Replace::Launch {
                    callee: self.range(callee.syntax()),
                    config: inner(self, config.syntax()),
                    args: inner(self, args.syntax()),
                    paren,
                },
            );
        }
    }

    /// Extended `__device__` lambdas in host code become wrapper objects
    /// (see `lambdas.rs`); returns the largest number of captures.
    /// Rewrites the extended lambdas of host code; returns the most
    /// captures of a `__device__` one, and of a `__host__ __device__` one
    /// (if any).
    fn extended_lambdas(&mut self, root: &SyntaxNode) -> (usize, Option<usize>) {
        let layouts = crate::layout::Layouts::new(self.tree);
        let defs: FxHashMap<usize, hir::FunctionDef<'_>> = hir::function_defs(self.db, self.us)
            .into_iter()
            .filter_map(|d| hir::def_decl(self.db, d).map(|(i, _)| (i, d)))
            .collect();
        let mut counters: FxHashMap<usize, u32> = FxHashMap::default();
        let mut max = 0;
        let mut max_host_device = None;
        for node in root.descendants().filter(|n| n.kind() == LAMBDA_EXPR) {
            let r = self.range(&node);
            if r.is_empty() || self.is_hidden(r.start) {
                continue;
            }
            let (host, device) = crate::lambdas::lambda_spaces(&node);
            if !device {
                continue;
            }
            let Some(f) = node.ancestors().find_map(ast::FunctionDef::cast) else {
                continue;
            };
            let Some((index, decl)) = self.item(f.syntax()) else {
                continue;
            };
            let decl = decl.clone();
            let n = counters.entry(index).or_insert(0);
            *n += 1;
            let number = *n;
            if !crate::lambdas::owner_is_rewritable(&decl)
                || node
                    .ancestors()
                    .skip(1)
                    .take_while(|a| a != f.syntax())
                    .any(|a| a.kind() == LAMBDA_EXPR)
            {
                continue;
            }
            // `this`, init-captures and references are not rewritten
            let Some(explicit) = crate::lambdas::explicit_captures(&node) else {
                continue;
            };
            let Some(&def) = defs.get(&index) else {
                continue;
            };
            let body = hir::function_body(self.db, def);
            let map = hir::body_source_map(self.db, def);
            let Some(id) = crate::lambdas::lambda_id(map, &node) else {
                continue;
            };
            // a lambda that uses the object would need `this` captured
            if crate::lambdas::uses_this(self.tree, body, id, &decl) {
                continue;
            }
            let Some(found) = crate::lambdas::captures(body, map, id, &explicit) else {
                continue;
            };
            let captures: Vec<String> = found.into_iter().map(|(n, _)| n).collect();
            let anon = self.opts.naming.anon_namespace();
            let Some((function_type, function_name)) =
                crate::lambdas::tag_function(&layouts, &decl, f.syntax(), &anon)
            else {
                continue;
            };
            // a captured pack of the enclosing template is not done
            if decl.has_pack
                && decl.is_template()
                && decl
                    .param_names
                    .last()
                    .is_some_and(|p| captures.contains(&p.to_string()))
            {
                continue;
            }
            if host {
                let lambda = crate::host_device_lambdas::HostDeviceLambda {
                    function_type,
                    function_name,
                    index: number,
                    is_mutable: crate::host_device_lambdas::is_mutable(&node),
                    has_function_pointer: crate::host_device_lambdas::captures_nothing(&node),
                    captures,
                };
                max_host_device = max_host_device.max(Some(lambda.captures.len()));
                self.edits.insert_before(r.start, lambda.prefix());
                self.edits.insert_after(r.end - 1, lambda.suffix());
                continue;
            }
            let trailing_return = node
                .children()
                .find_map(ast::TrailingReturn::cast)
                .and_then(|t| t.type_id())
                .map(|t| self.plain(self.range(t.syntax())));
            let lambda = crate::lambdas::DeviceLambda {
                function_type,
                function_name,
                index: number,
                captures,
                trailing_return,
            };
            max = max.max(lambda.captures.len());
            self.edits
                .replace(r, Replace::Text(lambda.wrapper_expression()));
        }
        (max, max_host_device)
    }

    /// Uses of `__managed__` variables in host code.
    fn managed_uses(&mut self) {
        let managed: Vec<&hir::items::VariableDecl> = self
            .tree
            .variables
            .iter()
            .filter(|v| v.memory == Some(MemorySpace::Managed))
            .collect();
        if managed.is_empty() {
            return;
        }
        let names: FxHashSet<&SmolStr> = managed.iter().map(|v| v.name()).collect();
        for def in hir::function_defs(self.db, self.us) {
            let Some((index, decl)) = hir::def_decl(self.db, def) else {
                continue;
            };
            if self.role(decl) != Role::Host {
                continue;
            }
            let _ = index;
            let body = hir::function_body(self.db, def);
            let map = hir::body_source_map(self.db, def);
            for (id, e) in body.exprs.iter() {
                let hir::Expr::Path { segments, .. } = e else {
                    continue;
                };
                let Some(last) = segments.last() else {
                    continue;
                };
                if !names.contains(last) {
                    continue;
                }
                // the qualifier must fit the variable's scope
                let fits = managed.iter().any(|v| {
                    v.name() == last
                        && v.path.len() >= segments.len()
                        && v.path[v.path.len() - segments.len()..] == segments[..]
                });
                if !fits {
                    continue;
                }
                if let Some(r) = map.expr_range(id) {
                    let tr = self.map.token_at(r.start())..self.map.token_at(r.end());
                    if !self.is_hidden(tr.start) {
                        self.edits.replace(tr, Replace::Managed);
                    }
                }
            }
        }
    }
}

fn is_void_param(p: &ast::ParamDecl) -> bool {
    p.declarator().is_none()
        && p.decl_specs()
            .is_some_and(|s| s.syntax().text().to_string().trim() == "void")
}

/// `T`, `N`, `Ts...` for a template's parameter list.
fn template_arg_names(td: &ast::TemplateDecl) -> String {
    let Some(list) = td.template_param_list() else {
        return String::new();
    };
    list.template_params()
        .enumerate()
        .map(|(i, p)| {
            let (name, pack) = match &p {
                ast::TemplateParam::TypeParam(t) => (
                    t.name()
                        .and_then(|n| n.ident_token())
                        .map(|t| t.text().to_string()),
                    t.syntax().children_with_tokens().any(|e| e.kind() == DOT3),
                ),
                ast::TemplateParam::TemplateTemplateParam(t) => (
                    t.name()
                        .and_then(|n| n.ident_token())
                        .map(|t| t.text().to_string()),
                    t.syntax().children_with_tokens().any(|e| e.kind() == DOT3),
                ),
                ast::TemplateParam::ParamDecl(d) => (
                    d.declarator()
                        .and_then(|d| hir::items::declarator_name(&d))
                        .map(|n| n.to_string()),
                    d.declarator().is_some_and(|d| {
                        d.syntax().children_with_tokens().any(|e| e.kind() == DOT3)
                    }),
                ),
            };
            let name = name.unwrap_or_else(|| format!("__cuda_tparam{i}"));
            if pack { format!("{name}...") } else { name }
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// The body a device-only function gets on the host: it never returns.
fn dummy_body(decl: &FunctionDecl) -> String {
    let voids: String = decl
        .param_names
        .iter()
        .enumerate()
        .filter(|(i, n)| !(n.is_empty() || decl.has_pack && *i + 1 == decl.param_names.len()))
        .map(|(_, n)| format!("(void){n};"))
        .collect();
    // constructors and destructors (named after their class)
    let class = decl.class_path.as_ref().and_then(|p| p.last());
    let structor = class.is_some_and(|c| {
        decl.name.name == *c || decl.name.name.trim_start_matches('~').trim() == c.as_str()
    });
    if structor {
        format!("{{int *volatile ___ = 0;{voids}::free(___);}}")
    } else {
        format!("{{int volatile ___ = 1;{voids}::exit(___);}}")
    }
}

/// The runtime header's `struct __nv_lambda_preheader_injection { };`
/// (declared with `--extended-lambda`, after `<functional>` and
/// `<utility>`): cudafe++ puts the lambda wrappers' templates there.
fn lambda_preheader(root: &SyntaxNode) -> Option<SyntaxNode> {
    let tu = ast::TranslationUnit::cast(root.clone())?;
    tu.decls().find_map(|d| {
        let ast::Decl::SimpleDecl(sd) = d else {
            return None;
        };
        let declares = sd.decl_specs()?.type_specs().any(|t| {
            matches!(t, ast::TypeSpec::ClassSpec(cs)
                if cs.path().and_then(|p| p.last_name()).as_deref() == Some("__nv_lambda_preheader_injection"))
        });
        declares.then(|| sd.syntax().clone())
    })
}

/// The fixed start of every host file (GCC host compiler).
pub fn preamble(source: &str, extended_lambda: bool) -> String {
    let mut s = format!("# 1 \"{source}\"\n");
    s.push_str("#pragma GCC diagnostic ignored \"-Wunused-local-typedefs\"\n# 1\n\n");
    s.push_str("#pragma GCC diagnostic ignored \"-Wattributes\"\n\n");
    s.push_str("#pragma GCC diagnostic ignored \"-Wunused-but-set-variable\"\n");
    s.push_str("#pragma GCC diagnostic push\n# 1\n");
    s.push_str("#pragma GCC diagnostic ignored \"-Wunused-variable\"\n# 1\n");
    s.push_str("#pragma GCC diagnostic ignored \"-Wunused-function\"\n# 1\n");
    s.push_str("# 1 \"<built-in>\"\n");
    s.push_str("static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}\n");
    s.push_str(&format!("# 1 \"{source}\"\n"));
    s.push_str("#pragma GCC diagnostic pop\n# 1\n");
    s.push_str("#pragma GCC diagnostic ignored \"-Wunused-variable\"\n\n# 1\n");
    if !extended_lambda {
        s.push_str("#define __nv_is_extended_device_lambda_closure_type(X) false\n");
        s.push_str("#define __nv_is_extended_host_device_lambda_closure_type(X) false\n");
        s.push_str("#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false\n");
        s.push_str("#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)\n#endif\n\n");
    }
    s.push_str("# 1\n");
    s
}

fn trailer(opts: &HostFileOptions) -> String {
    let stub = &opts.stub_include_name;
    format!(
        "\n# 1 \"{stub}\"\n#define _NV_ANON_NAMESPACE {}\n#ifdef _NV_ANON_NAMESPACE\n#endif\n# 1 \"{stub}\"\n#include \"{stub}\"\n# 1 \"{stub}\"\n#undef _NV_ANON_NAMESPACE\n",
        opts.naming.anon_namespace()
    )
}
