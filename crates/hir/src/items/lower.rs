//! Lowering: the syntax tree of a unit (or of one part of it) to the item
//! tree and its source map, and the syntax helpers lowering shares with the
//! bodies (memory spaces, attribute arguments, initializer effects).

use super::data::*;
use super::keys::*;
use super::syntax_facts::*;
use crate::class_names::ClassNameIndex;
use crate::const_expr::ConstExpr;
use crate::lower_ty::{self, TypeContext};
use crate::ty::{FnSig, FunctionName, ScopeName, TemplateArg, Ty};
use rustc_hash::{FxHashMap, FxHashSet};
use smol_str::SmolStr;
use std::sync::Arc;
use syntax::ast::{self, AstNode};
use syntax::{SyntaxKind::*, SyntaxNode, SyntaxNodePtr, TextRange};

/// Lowers the declarations of a whole translation unit's tree.
pub fn lower(root: &SyntaxNode) -> (ItemTree, ItemSourceMap, ItemNodes) {
    lower_after(root, None)
}

/// Typedefs by qualified name.
pub type TypedefMap = FxHashMap<Vec<SmolStr>, Ty>;

/// What the parts lowered before leave for the next (see [`lower_after`]).
#[derive(Clone, Copy)]
pub struct LowerPrior<'a> {
    /// The typedefs of the parts before, one map per part, in order.
    pub typedefs: &'a [Arc<TypedefMap>],
    /// The classes of the parts before, one set per part, in order: a
    /// member defined outside its class may be far below it (in another
    /// chunk of the body) or in another file (the class in a header of
    /// the preamble).
    pub classes: &'a [Arc<ClassPaths>],
    /// The namespace-scope lambdas of the parts before.
    pub namespace_lambdas: usize,
}

/// Lowers the declarations of a part of a translation unit that follows the
/// parts `prior` describes (whose typedefs it may use).
pub fn lower_after(
    root: &SyntaxNode,
    prior: Option<LowerPrior<'_>>,
) -> (ItemTree, ItemSourceMap, ItemNodes) {
    let mut l = Lowerer::default();
    if let Some(prior) = prior {
        l.prior_typedefs = prior.typedefs.to_vec();
        l.prior_classes = prior.classes.to_vec();
        l.tree.namespace_lambdas = prior.namespace_lambdas;
    }
    if let Some(tu) = ast::TranslationUnit::cast(root.clone()) {
        for decl in tu.decls() {
            l.decl(&decl);
        }
    }
    (l.tree, l.map, l.nodes)
}

#[derive(Default)]
struct Lowerer {
    tree: ItemTree,
    map: ItemSourceMap,
    nodes: ItemNodes,
    scope: Vec<ScopeName>,
    extern_c: bool,
    template_params: Vec<Vec<SmolStr>>,
    in_class: Vec<Vec<SmolStr>>,
    /// For each class being lowered, how many template headers enclose
    /// its body (its own, if it is a template, and its enclosing ones'):
    /// a member's header beyond those is the member's own.
    class_template_depth: Vec<usize>,
    /// The item-tree index of each class being lowered (innermost last).
    class_index: Vec<usize>,
    /// Per entry of `class_index`: the class's specialization arguments
    /// (see `FunctionDecl::class_specialization`).
    class_specializations: Vec<Option<Vec<TemplateArg>>>,
    typedefs: FxHashMap<Vec<SmolStr>, Ty>,
    /// The typedefs of the parts lowered before (looked up after
    /// `typedefs`, the last part first).
    prior_typedefs: Vec<Arc<TypedefMap>>,
    explicit_instantiation: bool,
    /// The access of the members being lowered (`public` outside classes).
    access: &'static str,
    /// Lowering the members of a class defined in a function body.
    in_local_class: bool,
    /// The template parameters' kinds, parallel to `template_params`.
    template_param_info: Vec<Vec<TemplateParamInfo>>,
    /// Per enclosing namespace: (unnamed, inline unnamed).
    namespaces: Vec<(bool, bool)>,
    /// The scopes whose unnamed namespace was declared `inline` (it stays
    /// inline when reopened).
    inline_unnamed: FxHashSet<Vec<SmolStr>>,
    /// The classes being lowered: (name, unnamed, access within the parent).
    classes: Vec<(SmolStr, bool, &'static str)>,
    /// Lowering an `extern template` directive.
    extern_instantiation: bool,
    /// The paths of `tree.classes`, and their last names: type lowering
    /// asks for them for every name it meets, and a part of the real
    /// headers declares thousands of classes.
    classes_here: ClassPaths,
    /// Those of the parts before (see [`LowerPrior::classes`]).
    prior_classes: Vec<Arc<ClassPaths>>,
    /// The inline named namespaces opened in this part (one stays inline
    /// when reopened without the keyword).
    inline_named: FxHashSet<Vec<SmolStr>>,
    /// The parameter list of each template header in `template_params`.
    template_lists: Vec<Option<ast::TemplateParamList>>,
    /// Lowering the declaration of `extern "C" int x;` (without braces):
    /// as if declared `extern`.
    linkage_declaration: bool,
}

/// The classes of (a part of) an item tree: their paths and last names.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClassPaths {
    paths: FxHashSet<Vec<SmolStr>>,
    names: FxHashSet<SmolStr>,
    /// Through inline namespaces, and default template arguments.
    naming: ClassNameIndex,
}

impl ClassPaths {
    pub fn new(classes: &[Arc<ClassDecl>], names: &[ClassNameInfo]) -> Self {
        let mut out = ClassPaths::default();
        for c in classes {
            out.insert(&c.path);
        }
        out.naming = ClassNameIndex::new(names);
        out
    }

    fn insert(&mut self, path: &[SmolStr]) {
        if let Some(name) = path.last() {
            self.names.insert(name.clone());
        }
        self.paths.insert(path.to_vec());
    }
}

struct Ctx<'a> {
    l: &'a Lowerer,
    /// Parameters of the function's own template, which hide outer ones.
    params: Option<&'a [SmolStr]>,
}

impl TypeContext for Ctx<'_> {
    fn template_param(&self, name: &str) -> Option<u32> {
        if let Some(p) = self.params
            && let Some(i) = p.iter().position(|n| n == name)
        {
            return Some(i as u32);
        }
        for params in self.l.template_params.iter().rev() {
            if let Some(i) = params.iter().position(|n| n == name) {
                return Some(i as u32);
            }
        }
        None
    }
    fn typedef(&self, path: &[SmolStr], global: bool) -> Option<Ty> {
        // innermost scope first
        let scope: Vec<SmolStr> = self.l.scope.iter().map(|s| s.name.clone()).collect();
        for n in (0..=if global { 0 } else { scope.len() }).rev() {
            let mut full = scope[..n].to_vec();
            full.extend(path.iter().cloned());
            if let Some(t) = self.l.typedef_named(&full) {
                return Some(t.clone());
            }
            // a class of an inner scope hides a typedef of an outer one
            // (`enum class Alg` in a namespace, `typedef struct {} Alg;`
            // at global scope)
            if self.l.has_class(&full) || self.l.is_declared(&full) {
                return None;
            }
        }
        None
    }
    fn class_path(&self, path: &[SmolStr], global: bool) -> Vec<SmolStr> {
        // the innermost enclosing scope that declares the class
        let scope: Vec<SmolStr> = self.l.scope.iter().map(|s| s.name.clone()).collect();
        for n in (0..=if global { 0 } else { scope.len() }).rev() {
            let mut full = scope[..n].to_vec();
            full.extend(path.iter().cloned());
            if self.l.has_class(&full) || self.l.is_declared(&full) {
                return full;
            }
            if let Some(target) = self.l.naming(|n| n.inline_target(&full)) {
                return target.clone();
            }
            if let Some(target) = self
                .l
                .typedef_named(&full)
                .and_then(crate::ty::alias_of_class)
            {
                return target;
            }
        }
        path.to_vec()
    }
    fn class_defaults(&self, path: &[SmolStr]) -> Option<&[Option<crate::ty::TemplateArg>]> {
        self.l.naming(|n| n.defaults(path))
    }
}

/// Where a class or enumeration is named: its name as written, or the
/// class key of an unnamed one.
fn class_name_range(name: Option<ast::Path>, spec: &SyntaxNode) -> TextRange {
    match (name, spec.first_token()) {
        (Some(p), _) => p.syntax().text_range(),
        (None, Some(key)) => key.text_range(),
        (None, None) => spec.text_range(),
    }
}

/// A template parameter's default argument, lowered (`None`: no default,
/// or one that could not be lowered in full and so cannot be substituted
/// into a specialization's arguments).
fn template_param_default(ctx: &Ctx, p: &ast::TemplateParam) -> Option<crate::ty::TemplateArg> {
    if !p.syntax().children_with_tokens().any(|e| e.kind() == EQ) {
        return None;
    }
    let arg = match p {
        ast::TemplateParam::TypeParam(t) => {
            crate::ty::TemplateArg::Type(lower_ty::lower_type_id(ctx, &t.type_id()?))
        }
        ast::TemplateParam::ParamDecl(d) => ctx.const_arg(&d.expr()?),
        ast::TemplateParam::TemplateTemplateParam(_) => return None,
    };
    (!arg.mentions_unknown()).then_some(arg)
}

impl Lowerer {
    /// Adds a class to the tree and to the indices of its paths; `name`
    /// is the class name written (or the class key of an unnamed one).
    fn push_class(&mut self, class: ClassDecl, name: TextRange) {
        self.classes_here.insert(&class.path);
        // a class template's definition begins with its header
        let start = match self.template_lists.last() {
            Some(Some(list)) if class.own_template => list
                .syntax()
                .parent()
                .map_or(name, |header| header.text_range()),
            _ => name,
        };
        self.map.classes.push(name);
        self.map.class_starts.push(start);
        self.map.linkage_typedef_inits.push(None);
        self.tree.classes.push(Arc::new(class));
    }

    /// What `f` finds in the class names of this part, else of the parts
    /// before (the last first).
    fn naming<'s, T: ?Sized>(
        &'s self,
        f: impl Fn(&'s ClassNameIndex) -> Option<&'s T>,
    ) -> Option<&'s T> {
        f(&self.classes_here.naming)
            .or_else(|| self.prior_classes.iter().rev().find_map(|c| f(&c.naming)))
    }

    /// Whether a class of this full path is declared without a body, here
    /// or in a part before.
    fn is_declared(&self, path: &[SmolStr]) -> bool {
        self.classes_here.naming.is_declared(path)
            || self
                .prior_classes
                .iter()
                .any(|c| c.naming.is_declared(path))
    }

    /// Records how a class declared here at `path` is named (see
    /// [`crate::class_names`]): through the inline namespaces around it,
    /// and with the default arguments of its own template header, if
    /// `own_header` (a primary template, not a specialization).
    fn record_class_name(&mut self, path: &[SmolStr], own_header: bool, is_declaration: bool) {
        let mut lookup = Vec::with_capacity(path.len());
        for i in 0..path.len() {
            if i + 1 == path.len() || !self.inline_named.contains(&path[..=i]) {
                lookup.push(path[i].clone());
            }
        }
        let lookup = (lookup.len() < path.len()).then_some(lookup);
        // a template nested in another template may name the outer
        // parameters in its defaults, which these indexes cannot tell apart
        let defaults = match self.template_lists.last() {
            Some(Some(list)) if own_header && self.template_lists.len() == 1 => {
                let ctx = Ctx {
                    l: self,
                    params: None,
                };
                list.template_params()
                    .map(|p| template_param_default(&ctx, &p))
                    .collect()
            }
            _ => Vec::new(),
        };
        if lookup.is_none() && !defaults.iter().any(Option::is_some) && !is_declaration {
            return;
        }
        let info = ClassNameInfo {
            path: path.to_vec(),
            lookup,
            defaults,
            is_declaration,
        };
        self.classes_here.naming.insert(&info);
        self.tree.class_names.push(info);
    }

    /// Whether the innermost template header is the declaration's own
    /// (not one of an enclosing class template's).
    fn has_own_header(&self) -> bool {
        self.template_params.len() > self.class_template_depth.last().copied().unwrap_or(0)
    }

    /// A class declared without a body (`template <class T, class A =
    /// alloc<T>> class vec;`): its name may be used before (or without)
    /// its definition.
    fn class_declaration(&mut self, specs: Option<&ast::DeclSpecs>) {
        let Some(specs) = specs else { return };
        if specs.has_keyword(FRIEND_KW) {
            return;
        }
        for ts in specs.type_specs() {
            let ast::TypeSpec::ElaboratedType(et) = ts else {
                continue;
            };
            if et.enum_kw_token().is_some() {
                continue;
            }
            let Some(path) = et.path() else { continue };
            let segments: Vec<ast::PathSegment> = path.path_segments().collect();
            let [ast::PathSegment::NameRef(name)] = segments.as_slice() else {
                continue;
            };
            let mut full = self.scope_path();
            full.push(lower_ty::ident_text(name.syntax()));
            let own_header = self.has_own_header();
            self.record_class_name(&full, own_header, true);
        }
    }

    /// Whether a class of this full path is declared, here or in a part
    /// before.
    fn has_class(&self, path: &[SmolStr]) -> bool {
        self.classes_here.paths.contains(path)
            || self.prior_classes.iter().any(|c| c.paths.contains(path))
    }

    /// Whether a declarator's qualifier names a class (`A::n`, `B<T>::v`,
    /// `C::Inner::q`), from the current scope or the global one.
    fn names_a_class_member(&self, d: &ast::Declarator) -> bool {
        let Some(path) = d.decl_name().and_then(|n| n.path()) else {
            return false;
        };
        let segments: Vec<ast::PathSegment> = path.path_segments().collect();
        if segments.len() < 2 {
            return false;
        }
        let qualifier = &segments[..segments.len() - 1];
        if qualifier
            .iter()
            .any(|s| matches!(s, ast::PathSegment::TemplateId(_)))
        {
            return true;
        }
        let names = path.segment_names();
        let names: Vec<SmolStr> = names[..names.len() - 1].iter().map(SmolStr::new).collect();
        let mut full = self.scope_path();
        full.extend(names.iter().cloned());
        self.has_class(&full) || self.has_class(&names)
    }

    /// Whether a class has this (last) name, here or in a part before.
    fn has_class_named(&self, name: &str) -> bool {
        self.classes_here.names.contains(name)
            || self.prior_classes.iter().any(|c| c.names.contains(name))
    }

    fn decl(&mut self, decl: &ast::Decl) {
        match decl {
            ast::Decl::NamespaceDef(ns) => {
                // `namespace a::b {` opens both
                let mut names: Vec<SmolStr> = ns
                    .names()
                    .into_iter()
                    .map(|(n, _)| SmolStr::new(n))
                    .collect();
                if names.is_empty() {
                    names.push(SmolStr::default());
                }
                for name in &names {
                    let unnamed = name.is_empty();
                    let parent = self.scope_path();
                    if unnamed && ns.inline_kw_token().is_some() {
                        self.inline_unnamed.insert(parent.clone());
                    }
                    if !unnamed {
                        let mut path = parent.clone();
                        path.push(name.clone());
                        if ns.inline_kw_token().is_some() && self.inline_named.insert(path.clone())
                        {
                            self.tree.inline_namespaces.push(path.clone());
                        }
                        self.tree.namespaces.push(path);
                    }
                    let inline_unnamed = unnamed && self.inline_unnamed.contains(&parent);
                    self.namespaces.push((unnamed, inline_unnamed));
                    self.scope.push(ScopeName {
                        name: name.clone(),
                        is_class: false,
                        args: Vec::new(),
                    });
                }
                if let Some(list) = ns.decl_list() {
                    for d in list.decls() {
                        self.decl(&d);
                    }
                }
                for _ in &names {
                    self.scope.pop();
                    self.namespaces.pop();
                }
            }
            ast::Decl::LinkageSpec(ls) => {
                let old = self.extern_c;
                self.extern_c = ls.string_lit_token().is_some_and(|t| t.text() == "\"C\"");
                if let Some(list) = ls.decl_list() {
                    for d in list.decls() {
                        self.decl(&d);
                    }
                }
                if let Some(d) = ls.decl() {
                    // `extern "C" int x;` declares (the braces' form defines)
                    let outer = std::mem::replace(&mut self.linkage_declaration, true);
                    self.decl(&d);
                    self.linkage_declaration = outer;
                }
                self.extern_c = old;
            }
            ast::Decl::TemplateDecl(td) => {
                let params: Vec<SmolStr> = td
                    .template_param_list()
                    .map(|l| {
                        l.template_params()
                            .map(|p| template_param_name(&p))
                            .collect()
                    })
                    .unwrap_or_default();
                let info: Vec<TemplateParamInfo> = td
                    .template_param_list()
                    .map(|l| {
                        l.template_params()
                            .map(|p| template_param_info(&p))
                            .collect()
                    })
                    .unwrap_or_default();
                self.template_params.push(params);
                self.template_param_info.push(info);
                self.template_lists.push(td.template_param_list());
                if let Some(d) = td.decl() {
                    self.decl(&d);
                }
                // `template <class T> concept C = ...;`
                if let Some(name) = td
                    .syntax()
                    .children()
                    .find(|c| c.kind() == CONCEPT_DEF)
                    .and_then(|c| c.descendants_with_tokens().find(|t| t.kind() == IDENT))
                {
                    let mut path = self.scope_path();
                    path.push(SmolStr::new(name.as_token().map_or("", |t| t.text())));
                    self.tree.concepts.push(path);
                }
                self.template_params.pop();
                self.template_param_info.pop();
                self.template_lists.pop();
            }
            ast::Decl::ExplicitInstantiation(ei) => {
                let old = (self.explicit_instantiation, self.extern_instantiation);
                self.explicit_instantiation = true;
                self.extern_instantiation = ei
                    .syntax()
                    .children_with_tokens()
                    .any(|t| t.kind() == EXTERN_KW);
                if !self.extern_instantiation {
                    self.class_instantiation(ei);
                }
                if let Some(d) = ei.decl() {
                    self.decl(&d);
                }
                (self.explicit_instantiation, self.extern_instantiation) = old;
            }
            ast::Decl::FunctionDef(f) => {
                let specs = f.decl_specs();
                self.class_specs(specs.as_ref());
                if let Some(body) = f.function_body() {
                    self.local_classes(
                        body.syntax(),
                        f.declarator().and_then(|d| declarator_name(&d)),
                    );
                }
                if let Some(d) = f.declarator() {
                    let attrs: Vec<ast::AttributeList> = f.attribute_lists().collect();
                    self.function(
                        f.syntax(),
                        &attrs,
                        specs.as_ref(),
                        &d,
                        true,
                        f.defaulted_body().is_some(),
                    );
                }
            }
            ast::Decl::SimpleDecl(sd) => {
                let specs = sd.decl_specs();
                let is_typedef = specs.as_ref().is_some_and(|s| s.has_keyword(TYPEDEF_KW));
                // `typedef struct { ... } T;` names the class `T`
                let typedef_name = is_typedef
                    .then(|| {
                        sd.init_declarators()
                            .next()
                            .and_then(|i| i.declarator())
                            .and_then(|d| declarator_name(&d))
                    })
                    .flatten();
                let unnamed = self.class_specs_named(specs.as_ref(), typedef_name);
                if sd.init_declarators().next().is_none() {
                    self.class_declaration(specs.as_ref());
                }
                if self.in_class.is_empty() && sd.init_declarators().next().is_none() {
                    self.anonymous_union_members(specs.as_ref());
                }
                if !is_typedef && sd.init_declarators().next().is_none() {
                    // an anonymous union or struct member: a field of its own
                    if let (Some(path), Some(&owner)) = (&unnamed, self.class_index.last())
                        && self.in_class.len() == self.class_index.len()
                    {
                        Arc::make_mut(&mut self.tree.classes[owner])
                            .fields
                            .push(FieldDecl {
                                name: SmolStr::default(),
                                ty: Ty::Class(
                                    crate::ty::ClassName {
                                        path: path.clone(),
                                        args: Vec::new(),
                                        is_enum: false,
                                    },
                                    Default::default(),
                                ),
                                bit_width: None,
                                align: None,
                                init_calls: false,
                                is_mutable: false,
                                has_init: false,
                            });
                    }
                }
                let attrs: Vec<ast::AttributeList> = sd.attribute_lists().collect();
                // (no CUDA attribute applies to a typedef: those of the
                // declaration are reported once, a declarator's own with it)
                if is_typedef {
                    let shared: Vec<ast::AttributeList> = attrs
                        .iter()
                        .cloned()
                        .chain(specs.iter().flat_map(|s| s.attribute_lists()))
                        .collect();
                    for l in &shared {
                        self.ignored(l, CUDA_ATTRIBUTE_GROUPS);
                    }
                }
                for (nth, init) in sd.init_declarators().enumerate() {
                    let Some(d) = init.declarator() else { continue };
                    // (the declaration's own attributes are reported once,
                    // with its first declarator; a declarator's with it)
                    let attribute_lists = |d: &ast::Declarator| {
                        if nth == 0 {
                            declaration_attribute_lists(&attrs, specs.as_ref(), d)
                        } else {
                            d.attribute_lists().collect()
                        }
                    };
                    if is_typedef {
                        for l in d.attribute_lists() {
                            self.ignored(&l, CUDA_ATTRIBUTE_GROUPS);
                        }
                        self.typedef(specs.as_ref(), &d);
                        continue;
                    }
                    // (a variable initialized with a lambda alone holds its
                    // closure: `auto l = [] { ... };`)
                    let mut closure = None;
                    if self.in_class.is_empty()
                        && self.template_params.is_empty()
                        && let Some(init) = init.initializer()
                    {
                        let first = self.tree.namespace_lambdas as u32;
                        self.namespace_lambdas(init.syntax());
                        let exprs: Vec<SyntaxNode> = init
                            .syntax()
                            .children()
                            .filter(|c| ast::Expr::can_cast(c.kind()))
                            .collect();
                        if let [only] = exprs.as_slice()
                            && only.kind() == LAMBDA_EXPR
                        {
                            closure = Some(first);
                        }
                    }
                    if is_function_declarator(&d) {
                        self.function(d.syntax(), &attrs, specs.as_ref(), &d, false, false);
                    } else if !self.in_class.is_empty()
                        && !specs.as_ref().is_some_and(|s| s.has_keyword(STATIC_KW))
                    {
                        if let Some(&owner) = self.class_index.last()
                            && self.in_class.len() == self.class_index.len()
                            && !specs.as_ref().is_some_and(|s| {
                                s.has_keyword(FRIEND_KW) || s.has_keyword(USING_KW)
                            })
                        {
                            self.field(owner, specs.as_ref(), &d, &init, unnamed.as_deref());
                        }
                        let lists = attribute_lists(&d);
                        // (no CUDA attribute applies to a non-static data
                        // member)
                        for l in &lists {
                            self.ignored(l, CUDA_ATTRIBUTE_GROUPS);
                        }
                    } else if self.in_class.is_empty()
                        || specs.as_ref().is_some_and(|s| s.has_keyword(STATIC_KW))
                    {
                        let ctx = Ctx {
                            l: self,
                            params: None,
                        };
                        let base = specs
                            .as_ref()
                            .map(|s| lower_ty::lower_decl_specs(&ctx, s))
                            .unwrap_or(Ty::INT);
                        let mut ty = lower_ty::apply_declarator(&ctx, base, &d);
                        if matches!(&ty, Ty::Unknown(s) if s == "auto")
                            && let Some(deduced) = init
                                .initializer()
                                .and_then(|i| deduce_auto(&ctx, i.syntax()))
                        {
                            ty = deduced;
                        }
                        // a structured binding declares its names, the
                        // first holding the initializer (as the object EDG
                        // binds them to does); an invalid one declares only
                        // that object, under a name no source can write
                        let names: Vec<SmolStr> = match binding_names(&d) {
                            Some(names) if names.is_empty() => vec![SmolStr::new(format!(
                                "<struct binding {}>",
                                self.tree.variables.len()
                            ))],
                            Some(names) => {
                                ty = Ty::Unknown("auto".into());
                                names
                            }
                            None => declarator_name(&d).into_iter().collect(),
                        };
                        for (k, name) in names.into_iter().enumerate() {
                            let carries_init = k == 0;
                            let mut path = self.scope_path();
                            path.push(name);
                            let memory = memory_space(&attrs, specs.as_ref(), &d);
                            let is_const =
                                specs.as_ref().is_some_and(|s| s.has_keyword(CONSTEXPR_KW))
                                    || ty.cv().is_const;
                            let has_init = init.initializer().is_some();
                            let grid_constant = attrs
                                .iter()
                                .cloned()
                                .chain(specs.iter().flat_map(|s| s.attribute_lists()))
                                .chain(d.attribute_lists())
                                .any(|l| {
                                    l.syntax()
                                        .descendants()
                                        .filter_map(ast::Attribute::cast)
                                        .any(|a| {
                                            a.normalized_name().as_deref() == Some("grid_constant")
                                        })
                                });
                            let kw = |k| specs.as_ref().is_some_and(|s| s.has_keyword(k));
                            let init_node = init.initializer().filter(|_| carries_init);
                            let const_init = match &init_node {
                                Some(i) if is_const => i
                                    .syntax()
                                    .children()
                                    .find(|c| ast::Expr::cast(c.clone()).is_some())
                                    .map(|e| const_expr_of(&e)),
                                _ => None,
                            };
                            let init_calls = init_node
                                .as_ref()
                                .map(|i| initializer_calls(i.syntax()))
                                .unwrap_or_default();
                            let init_member_calls = init_node
                                .as_ref()
                                .map(|i| initializer_member_calls(i.syntax()))
                                .unwrap_or_default();
                            let class_type = match ty.strip_ref() {
                                Ty::Class(c, _) => Some(c.path.clone()),
                                _ => None,
                            };
                            let bound_names = d
                                .declarator_suffixs()
                                .filter_map(|s| match s {
                                    ast::DeclaratorSuffix::ArraySuffix(a) => a.expr(),
                                    _ => None,
                                })
                                .flat_map(|e| unqualified_names(e.syntax()))
                                .collect();
                            // (names a member definition looks up are looked up
                            // where we do not follow; a variable template's own
                            // parameters are declared, its other names are
                            // looked up at the definition as anywhere else)
                            let (init_names, init_name_ranges): (Vec<SmolStr>, Vec<TextRange>) =
                                match &init_node {
                                    Some(i)
                                        if self.in_class.is_empty()
                                            && !self.names_a_class_member(&d) =>
                                    {
                                        initializer_names(i.syntax())
                                            .into_iter()
                                            .filter(|(n, _)| {
                                                !self
                                                    .template_params
                                                    .iter()
                                                    .flatten()
                                                    .any(|p| p == n)
                                            })
                                            .unzip()
                                    }
                                    _ => Default::default(),
                                };
                            let overfull = init_node
                                .as_ref()
                                .and_then(|i| crate::body::overfull_init(&ty, i.syntax()));
                            let overfull_init = overfull.is_some();
                            // (a token the list skipped over to recover, or
                            // no closing parenthesis or brace)
                            let init_cut_short = init_node.as_ref().is_some_and(|i| {
                                i.syntax().children().any(|l| {
                                    matches!(l.kind(), INIT_LIST | ARG_LIST)
                                        && (l.children_with_tokens().any(|t| {
                                            t.as_token().is_some_and(|t| {
                                                !t.kind().is_trivia()
                                                    && !matches!(
                                                        t.kind(),
                                                        L_PAREN
                                                            | R_PAREN
                                                            | L_CURLY
                                                            | R_CURLY
                                                            | COMMA
                                                    )
                                            })
                                        }) || !l
                                            .children_with_tokens()
                                            .any(|t| matches!(t.kind(), R_PAREN | R_CURLY)))
                                })
                            });
                            // (`__host__`/`__global__` do not apply to variables)
                            let lists = declaration_attribute_lists(&attrs, specs.as_ref(), &d);
                            let owner = Some(d.syntax().text_range());
                            for list in &attribute_lists(&d) {
                                self.ignored_on(list, &[FUNCTION_SPACES, LAUNCH_ATTRIBUTES], owner);
                            }
                            self.tree.variables.push(crate::items::VariableDecl {
                                path,
                                bound_names,
                                init_names,
                                void_object: crate::ty::VoidObject::of(
                                    &ty,
                                    specs
                                        .as_ref()
                                        .is_some_and(|s| s.has_builtin_type_keyword(VOID_KW)),
                                ),
                                overfull_init,
                                init_cut_short,
                                functions_before: self.tree.functions.len() as u32,
                                ty: ty.clone(),
                                memory,
                                is_const,
                                has_init,
                                grid_constant,
                                const_init,
                                spaces: memory_spaces(&attrs, specs.as_ref(), &d),
                                is_inline: kw(INLINE_KW),
                                is_static: kw(STATIC_KW),
                                is_extern: kw(EXTERN_KW) || self.linkage_declaration,
                                is_thread_local: specs
                                    .as_ref()
                                    .is_some_and(|s| s.has_standard_thread_local()),
                                is_constexpr: kw(CONSTEXPR_KW),
                                init_form: if kw(CONSTEXPR_KW) {
                                    init_form(&ty, init.initializer().as_ref().map(|i| i.syntax()))
                                } else {
                                    InitForm::Default
                                },
                                in_inline_unnamed_ns: self.namespaces.iter().any(|n| n.1),
                                in_unnamed_ns: self.namespaces.iter().any(|n| n.0),
                                is_member: !self.in_class.is_empty(),
                                member_definition: self.in_class.is_empty()
                                    && self.names_a_class_member(&d),
                                init_calls,
                                init_member_calls,
                                class_type,
                                in_anonymous_union: false,
                                is_qualified: d
                                    .decl_name()
                                    .and_then(|n| n.path())
                                    .is_some_and(|p| p.path_segments().count() > 1),
                                is_template: !self.template_params.is_empty()
                                    && self.in_class.is_empty(),
                                template_params: if self.in_class.is_empty() {
                                    self.template_params.last().cloned().unwrap_or_default()
                                } else {
                                    Vec::new()
                                },
                                maybe_unused: marks_maybe_unused(&lists),
                                closure,
                            });
                            self.map.variables.push(d.syntax().text_range());
                            self.map.variable_init_names.push(init_name_ranges);
                            // (from the excess initializer to the list's end)
                            let tail = init_node.as_ref().and_then(|i| {
                                let list = i
                                    .syntax()
                                    .children()
                                    .find(|c| matches!(c.kind(), INIT_LIST | ARG_LIST))?;
                                Some(u32::from(list.text_range().end()))
                            });
                            self.map.variable_overfull.push(overfull.map(|r| {
                                (
                                    r,
                                    tail.map_or(0, |end| end.saturating_sub(u32::from(r.start()))),
                                )
                            }));
                        }
                    }
                }
            }
            ast::Decl::UsingDecl(u) => {
                // `using A::A;` in a class: it inherits A's constructors
                if let Some(names) = u.path().and_then(|p| path_names(&p))
                    && let [.., base, ctor] = names.as_slice()
                    && base == ctor
                    && !self.in_class.is_empty()
                    && self.in_class.len() == self.class_index.len()
                    && let Some(&owner) = self.class_index.last()
                {
                    Arc::make_mut(&mut self.tree.classes[owner]).inherits_from = Some(ctor.clone());
                }
                if self.in_class.is_empty()
                    && let Some(target) = u.path().and_then(|p| path_names(&p))
                {
                    self.tree
                        .namespace_links
                        .push(crate::namespaces::NamespaceLink::Declaration {
                            scope: self.scope_path(),
                            target,
                        });
                }
                self.using_decl(u)
            }
            ast::Decl::UsingDirective(u) => {
                if let Some(target) = u.path().and_then(|p| path_names(&p)) {
                    self.tree
                        .namespace_links
                        .push(crate::namespaces::NamespaceLink::Directive {
                            scope: self.scope_path(),
                            target,
                        });
                }
            }
            ast::Decl::NamespaceAlias(a) => {
                if let (Some(name), Some(target)) = (
                    a.name().and_then(|n| n.ident_token()),
                    a.path().and_then(|p| path_names(&p)),
                ) {
                    self.tree
                        .namespace_links
                        .push(crate::namespaces::NamespaceLink::Alias {
                            scope: self.scope_path(),
                            name: SmolStr::new(name.text()),
                            target,
                        });
                }
            }
            ast::Decl::AliasDecl(a) => {
                if let (Some(name), Some(t)) = (a.name().and_then(|n| n.ident_token()), a.type_id())
                {
                    // a class or enumeration defined in the alias
                    // (`using memory_order = enum memory_order { ... };`,
                    // libcu++'s): its enumerators are members of the scope
                    self.class_specs_named(
                        t.decl_specs().as_ref(),
                        Some(SmolStr::new(name.text())),
                    );
                    let ctx = Ctx {
                        l: self,
                        params: None,
                    };
                    let ty = lower_ty::lower_type_id(&ctx, &t);
                    for l in t.decl_specs().iter().flat_map(|s| s.attribute_lists()) {
                        self.ignored(&l, CUDA_ATTRIBUTE_GROUPS);
                    }
                    let mut path = self.scope_path();
                    path.push(SmolStr::new(name.text()));
                    self.push_typedef(path, ty, Some(name.text_range()));
                }
            }
            ast::Decl::StaticAssert(sa) => {
                if let Some(mut decl) =
                    static_assert_decl(sa.syntax(), !self.template_params.is_empty())
                {
                    let (names, ranges): (Vec<SmolStr>, Vec<TextRange>) = match sa
                        .syntax()
                        .children()
                        .find(|c| ast::Expr::can_cast(c.kind()))
                    {
                        Some(cond)
                            if self.in_class.is_empty() && self.template_params.is_empty() =>
                        {
                            initializer_names(&cond).into_iter().unzip()
                        }
                        _ => Default::default(),
                    };
                    decl.names = names;
                    decl.variables_before = self.tree.variables.len() as u32;
                    decl.functions_before = self.tree.functions.len() as u32;
                    self.tree.static_asserts.push(decl);
                    self.map.static_asserts.push(sa.syntax().text_range());
                    self.map.static_assert_names.push(ranges);
                }
            }
            _ => {}
        }
    }

    /// Classes defined inside a function body: their member functions are
    /// functions too (checked like any other, and known to be local).
    fn local_classes(&mut self, body: &SyntaxNode, function: Option<SmolStr>) {
        let classes: Vec<ast::ClassSpec> = body
            .descendants()
            .filter(|n| n.kind() == CLASS_SPEC)
            // only the outermost local classes; nested ones come with them
            .filter(|n| {
                !n.ancestors()
                    .skip(1)
                    .take_while(|a| a != body)
                    .any(|a| a.kind() == CLASS_SPEC)
            })
            .filter_map(ast::ClassSpec::cast)
            .collect();
        if classes.is_empty() {
            return;
        }
        let old = self.in_local_class;
        self.in_local_class = true;
        // a scope of its own, so that local classes do not collide
        self.scope.push(ScopeName {
            name: SmolStr::new(format!("<local in {}>", function.unwrap_or_default())),
            is_class: false,
            args: Vec::new(),
        });
        for cs in classes {
            self.class(&cs, None);
        }
        self.scope.pop();
        self.in_local_class = old;
    }

    /// Lambdas in the initializers of namespace-scope variables: their call
    /// operators are functions of their own (cudafe++ checks their bodies
    /// and calls them `operator()`).
    fn namespace_lambdas(&mut self, init: &SyntaxNode) {
        for node in init.descendants().filter(|n| n.kind() == LAMBDA_EXPR) {
            // only outermost lambdas; nested ones are part of their body
            if node
                .ancestors()
                .skip(1)
                .take_while(|a| a != init)
                .any(|a| a.kind() == LAMBDA_EXPR)
            {
                continue;
            }
            let Some(lambda) = ast::LambdaExpr::cast(node.clone()) else {
                continue;
            };
            let mut attrs = CudaAttrs::default();
            for a in lambda_attributes(&node) {
                match a.normalized_name().as_deref() {
                    Some("host") => attrs.host = true,
                    Some("device") => attrs.device = true,
                    _ => {}
                }
            }
            let ctx = Ctx {
                l: self,
                params: None,
            };
            let (params, variadic) = lower_ty::lower_params(&ctx, lambda.param_list().as_ref());
            let param_names = lambda
                .param_list()
                .map(|l| {
                    l.param_decls()
                        .map(|p| {
                            p.declarator()
                                .and_then(|d| declarator_name(&d))
                                .unwrap_or_default()
                        })
                        .collect()
                })
                .unwrap_or_default();
            let ordinal = self.tree.namespace_lambdas;
            self.tree.namespace_lambdas += 1;
            let name = FunctionName {
                scope: self.scope.clone(),
                name: SmolStr::new("operator()"),
                template_args: None,
                sig: FnSig {
                    ret: Ty::Unknown("auto".into()),
                    params,
                    variadic,
                },
                is_const: true,
                extern_c: false,
            };
            let range = node.text_range();
            self.tree.functions.push(Arc::new(FunctionDecl {
                key: namespace_lambda_key(ordinal as u32),
                name,
                attrs,
                return_kind: ReturnKind::Auto,
                is_definition: true,
                is_constexpr: false,
                is_consteval: false,
                is_inline: true,
                is_static: false,
                in_class: false,
                is_member: false,
                is_friend: false,
                is_virtual: false,
                is_defaulted: false,
                is_deleted: false,
                in_template: false,
                template_params: None,
                explicit_instantiation: false,
                extern_instantiation: false,
                has_pack: false,
                access: "public",
                in_local_class: false,
                grid_constant_params: Vec::new(),
                launch_args: Vec::new(),
                default_args: 0,
                param_names,
                const_return: false,
                overload_qualifiers: false,
                class_path: None,
                exception_spec: None,
                is_operator: false,
                in_inline_unnamed_ns: self.namespaces.iter().any(|n| n.1),
                in_unnamed_ns: self.namespaces.iter().any(|n| n.0),
                template_param_info: Vec::new(),
                class_template_params: Vec::new(),
                class_specialization: None,
                written_params: None,
                written_ret: None,
                is_noreturn: false,
                deprecated: None,
                alias: None,
                maybe_unused: false,
                param_grid_constant: Vec::new(),
                is_specialization: false,
                in_unnamed_class: false,
                in_inaccessible_nested_class: None,
                empty_body: false,
                empty_apart_from_inits: None,
                constexpr_mem_inits: Vec::new(),
                calls_unfolded_builtin: false,
                suffix_attributes: false,
            }));
            self.nodes.functions.push(SyntaxNodePtr::new(&node));
            self.map.function_ranges.push(node.text_range());
            self.map.function_names.push(range);
            self.map.global_attrs.push(None);
            self.map.launch_attrs.push(None);
            self.map.specifier_ranges.push(None);
            self.map.launch_attr_ranges.push(Vec::new());
            self.map.template_param_ranges.push(Vec::new());
            self.map.device_attrs.push(None);
            self.map.deprecated_attrs.push(None);
            self.map.param_ranges.push(Vec::new());
        }
    }

    /// The members of an anonymous union at namespace scope are variables
    /// of the enclosing scope.
    fn anonymous_union_members(&mut self, specs: Option<&ast::DeclSpecs>) {
        let Some(specs) = specs else { return };
        for ts in specs.type_specs() {
            let ast::TypeSpec::ClassSpec(cs) = ts else {
                continue;
            };
            if cs.path().is_some() {
                continue;
            }
            let Some(list) = cs.member_list() else {
                continue;
            };
            for d in list.decls() {
                let ast::Decl::SimpleDecl(m) = d else {
                    continue;
                };
                let mspecs = m.decl_specs();
                for init in m.init_declarators() {
                    let Some(decl) = init.declarator() else {
                        continue;
                    };
                    let Some(name) = declarator_name(&decl) else {
                        continue;
                    };
                    let ctx = Ctx {
                        l: self,
                        params: None,
                    };
                    let base = mspecs
                        .as_ref()
                        .map(|s| lower_ty::lower_decl_specs(&ctx, s))
                        .unwrap_or(Ty::INT);
                    let ty = lower_ty::apply_declarator(&ctx, base, &decl);
                    let mut path = self.scope_path();
                    path.push(name.clone());
                    let mut v = VariableDecl::local(name, ty, None);
                    v.path = path;
                    v.is_static = true;
                    v.in_anonymous_union = true;
                    self.tree.variables.push(v);
                    self.map.variables.push(decl.syntax().text_range());
                    self.map.variable_init_names.push(Vec::new());
                    self.map.variable_overfull.push(None);
                }
            }
        }
    }

    /// Records the memory-space (and launch-configuration) attributes of a
    /// list where they do not apply.
    fn ignored_memory(&mut self, list: &ast::AttributeList) {
        self.ignored(list, &[MEMORY_SPACES, LAUNCH_ATTRIBUTES]);
    }

    /// Records the attributes of a list named in one of the groups `names`
    /// (normalized: `host`
    /// for `__host__`): they do not apply where they are.
    fn ignored(&mut self, list: &ast::AttributeList, names: &[&[&str]]) {
        self.ignored_on(list, names, None);
    }

    /// [`Self::ignored`], for the attributes written on the variable named
    /// at `owner`.
    fn ignored_on(
        &mut self,
        list: &ast::AttributeList,
        names: &[&[&str]],
        owner: Option<TextRange>,
    ) {
        for (keyword, range) in cuda_attributes_in(list, names) {
            self.tree.ignored_attrs.push(keyword);
            self.map.ignored_attrs.push(range);
            self.map.ignored_attr_owners.push(owner);
        }
    }

    /// `using ns::T;` makes `T` here name the class (or the type alias) that
    /// `ns::T` names: it is recorded as an alias of that type, so that type
    /// names through it resolve (a class template's alias has no
    /// arguments, see the contexts' `class_path`).
    fn using_decl(&mut self, u: &ast::UsingDecl) {
        let Some(path) = u.path() else {
            return;
        };
        let mut names = Vec::new();
        for seg in path.path_segments() {
            match seg {
                ast::PathSegment::NameRef(n) => names.push(lower_ty::ident_text(n.syntax())),
                _ => return,
            }
        }
        let Some(last) = names.last().cloned() else {
            return;
        };
        let ctx = Ctx {
            l: self,
            params: None,
        };
        let global = path.is_global();
        let ty = if let Some(t) = ctx.typedef(&names, global) {
            t
        } else {
            let full = ctx.class_path(&names, global);
            if !self.has_class(&full) {
                // a function, a variable or an unknown name
                return;
            }
            Ty::Class(
                crate::ty::ClassName {
                    path: full,
                    args: Vec::new(),
                    is_enum: false,
                },
                crate::ty::Cv::default(),
            )
        };
        let mut alias = self.scope_path();
        alias.push(last);
        if self.typedef_named(&alias).is_some() {
            return;
        }
        self.push_typedef(alias, ty, None);
    }

    /// The template arguments of a path segment `X<...>`, lowered where no
    /// function template's parameters are in view.
    fn template_id_args(&self, segment: Option<ast::PathSegment>) -> Option<Vec<TemplateArg>> {
        let ast::PathSegment::TemplateId(t) = segment? else {
            return None;
        };
        let ctx = Ctx {
            l: self,
            params: None,
        };
        Some(lower_ty::lower_template_args(&ctx, &t.template_arg_list()?))
    }

    /// Records an alias: a `typedef` or `using X = ...` named at `name`,
    /// or a using-declaration (`using ns::X;`, without a name range).
    fn push_typedef(&mut self, path: Vec<SmolStr>, ty: Ty, name: Option<TextRange>) {
        self.typedefs.insert(path.clone(), ty.clone());
        self.tree.typedefs.push((path, ty));
        let classes_before = self.tree.classes.len() as u32;
        self.tree
            .typedef_classes_before
            .push(name.map(|_| classes_before));
        self.map.typedefs.push(name);
    }

    /// The typedef with this qualified name, this part's first.
    fn typedef_named(&self, path: &[SmolStr]) -> Option<&Ty> {
        self.typedefs
            .get(path)
            .or_else(|| self.prior_typedefs.iter().rev().find_map(|m| m.get(path)))
    }

    fn scope_path(&self) -> Vec<SmolStr> {
        self.scope.iter().map(|s| s.name.clone()).collect()
    }

    fn typedef(&mut self, specs: Option<&ast::DeclSpecs>, d: &ast::Declarator) {
        let ctx = Ctx {
            l: self,
            params: None,
        };
        let base = specs
            .map(|s| lower_ty::lower_decl_specs(&ctx, s))
            .unwrap_or(Ty::INT);
        let plain = d.ptr_ops().next().is_none() && d.declarator_suffixs().next().is_none();
        let mut ty = lower_ty::apply_declarator(&ctx, base, d);
        if let Some(name) = declarator_name(d) {
            let mut path = self.scope_path();
            path.push(name);
            // `typedef struct { ... } S;`: the class is named S for linkage
            if plain && matches!(&ty, Ty::Unknown(s) if s.ends_with(" <unnamed>")) {
                let is_enum = matches!(&ty, Ty::Unknown(s) if s.starts_with("enum"));
                ty = Ty::Class(
                    crate::ty::ClassName {
                        path: path.clone(),
                        args: Vec::new(),
                        is_enum,
                    },
                    Default::default(),
                );
            }
            if let Some(s) = specs {
                self.deprecated_type(s.syntax(), path[path.len() - 1].clone(), false, false);
            }
            let at = d.decl_name().map(|n| n.syntax().text_range());
            self.push_typedef(path, ty, at.or(Some(d.syntax().text_range())));
        }
    }

    /// Records a class or typedef named `name` whose specifiers (or class
    /// head) under `node` hold a `deprecated` attribute.
    fn deprecated_type(&mut self, node: &SyntaxNode, name: SmolStr, is_class: bool, is_enum: bool) {
        if let Some((range, message)) = deprecated_attribute(node) {
            self.tree.deprecated_types.push(DeprecatedType {
                name,
                is_class,
                is_enum,
                message,
            });
            self.map.deprecated_types.push(range);
        }
    }

    /// Classes defined in decl-specifiers: record them and lower members.
    fn class_specs(&mut self, specs: Option<&ast::DeclSpecs>) {
        self.class_specs_named(specs, None);
    }

    /// Like `class_specs`; an unnamed class or enum takes `typedef_name`
    /// (or a name unique in the unit). Returns the path of an unnamed one.
    fn class_specs_named(
        &mut self,
        specs: Option<&ast::DeclSpecs>,
        typedef_name: Option<SmolStr>,
    ) -> Option<Vec<SmolStr>> {
        let specs = specs?;
        let mut unnamed = None;
        for ts in specs.type_specs() {
            match ts {
                ast::TypeSpec::ClassSpec(cs) => {
                    let named = cs.path().and_then(|p| p.last_name()).is_some();
                    let path = self.class(&cs, typedef_name.clone());
                    if !named {
                        unnamed = Some(path);
                    }
                }
                ast::TypeSpec::EnumSpec(es) => {
                    let named = es.path().and_then(|p| p.last_name()).is_some();
                    let path = self.enumeration(&es, typedef_name.clone());
                    self.enumerators(&es);
                    if !named {
                        unnamed = Some(path);
                    }
                }
                _ => {}
            }
        }
        unnamed
    }

    /// Records an enumeration (its underlying type, for layouts).
    fn enumeration(&mut self, es: &ast::EnumSpec, typedef_name: Option<SmolStr>) -> Vec<SmolStr> {
        let (name, typedef_named) = match es.path().and_then(|p| p.last_name()) {
            Some(n) => (SmolStr::new(n), false),
            None => match typedef_name {
                Some(t) => (t, true),
                None => (
                    SmolStr::new(format!("<anonymous#{}>", self.tree.classes.len())),
                    false,
                ),
            },
        };
        let mut path = self.scope_path();
        path.push(name);
        let ctx = Ctx {
            l: self,
            params: None,
        };
        let scoped = es
            .syntax()
            .children_with_tokens()
            .any(|e| matches!(e.kind(), CLASS_KW | STRUCT_KW));
        let underlying = es
            .enum_base()
            .and_then(|b| b.type_id())
            .map(|t| lower_ty::lower_type_id(&ctx, &t))
            .or_else(|| scoped.then_some(Ty::INT));
        let access = if self.in_class.is_empty() {
            "public"
        } else {
            self.access
        };
        self.record_class_name(&path, false, false);
        let name_range = class_name_range(es.path(), es.syntax());
        if let Some(last) = path.last() {
            self.deprecated_type(es.syntax(), last.clone(), true, true);
        }
        self.push_class(
            ClassDecl {
                path: path.clone(),
                bases: Vec::new(),
                is_template: !self.template_params.is_empty(),
                is_texture: false,
                zero_sized: false,
                access,
                // enumerators are not members a `.` can name
                members: None,
                kind: ClassKind::Enum,
                fields: Vec::new(),
                align: None,
                underlying,
                typedef_named,
                is_definition: es.enumerator_list().is_some(),
                has_virtual: false,
                is_specialization: false,
                specialization_args: None,
                is_qualified: es.path().is_some_and(|p| p.path_segments().count() > 1),
                own_template: false,
                inherits_from: None,
            },
            name_range,
        );
        path
    }

    /// `template struct ETI<int>;`: an explicit instantiation definition
    /// of a class template specialization (no declarator, a template-id
    /// for the class).
    fn class_instantiation(&mut self, ei: &ast::ExplicitInstantiation) {
        let Some(ast::Decl::SimpleDecl(sd)) = ei.decl() else {
            return;
        };
        if sd.init_declarators().next().is_some() {
            return;
        }
        let Some(path) = sd.decl_specs().and_then(|specs| {
            specs
                .syntax()
                .children()
                .filter(|n| matches!(n.kind(), ELABORATED_TYPE | CLASS_SPEC))
                .find_map(|n| n.children().find_map(ast::Path::cast))
        }) else {
            return;
        };
        let ctx = Ctx {
            l: self,
            params: None,
        };
        if let Ty::Class(c, _) = lower_ty::lower_path_type(&ctx, &path)
            && !c.args.is_empty()
            && !c.is_enum
        {
            self.tree.class_instantiations.push(c);
            self.map.class_instantiations.push(ei.syntax().text_range());
        }
    }

    /// A non-static data member of class `owner`.
    fn field(
        &mut self,
        owner: usize,
        specs: Option<&ast::DeclSpecs>,
        d: &ast::Declarator,
        init: &ast::InitDeclarator,
        unnamed: Option<&[SmolStr]>,
    ) {
        let ctx = Ctx {
            l: self,
            params: None,
        };
        let base = match unnamed {
            Some(path) => Ty::Class(
                crate::ty::ClassName {
                    path: path.to_vec(),
                    args: Vec::new(),
                    is_enum: false,
                },
                Default::default(),
            ),
            None => specs
                .map(|s| lower_ty::lower_decl_specs(&ctx, s))
                .unwrap_or(Ty::INT),
        };
        let ty = lower_ty::apply_declarator(&ctx, base, d);
        let bit_width = init
            .initializer()
            .and_then(|i| i.syntax().children().find(|n| n.kind() == BIT_FIELD))
            .and_then(|b| b.children().find_map(ast::Expr::cast))
            .and_then(|e| lower_ty::eval_int_literal(&e))
            .map(|w| w as u32);
        let align = specs
            .into_iter()
            .flat_map(|s| s.attribute_lists())
            .find_map(|l| alignment_of(&l));
        let init_calls = init
            .initializer()
            .is_some_and(|i| !initializer_calls(i.syntax()).is_empty());
        // (a bit-field's width is no initializer)
        let has_init = init.initializer().is_some_and(|i| {
            i.syntax()
                .children_with_tokens()
                .any(|c| !c.kind().is_trivia() && c.kind() != BIT_FIELD)
        });
        if has_init
            && self.tree.classes[owner].typedef_named
            && let Some(slot @ None) = self.map.linkage_typedef_inits.get_mut(owner)
        {
            *slot = Some(d.syntax().text_range());
        }
        Arc::make_mut(&mut self.tree.classes[owner])
            .fields
            .push(FieldDecl {
                name: declarator_name(d).unwrap_or_default(),
                ty,
                bit_width,
                align,
                init_calls,
                has_init,
                is_mutable: specs.is_some_and(|s| s.has_keyword(MUTABLE_KW)),
            });
    }

    /// The enumerators of an enum, with their values where the
    /// initializers are constant.
    fn enumerators(&mut self, es: &ast::EnumSpec) {
        let scoped = es
            .syntax()
            .children_with_tokens()
            .any(|e| matches!(e.kind(), CLASS_KW | STRUCT_KW));
        let mut scope = self.scope_path();
        let enum_path = match es.path().and_then(|p| p.last_name()) {
            Some(name) => {
                let mut p = scope.clone();
                p.push(SmolStr::new(name));
                p
            }
            None => Vec::new(),
        };
        if scoped && let Some(name) = es.path().and_then(|p| p.last_name()) {
            scope.push(SmolStr::new(name));
        }
        let Some(list) = es.enumerator_list() else {
            return;
        };
        let mut next: Option<i128> = Some(0);
        for e in list.enumerators() {
            let Some(name) = e.name().and_then(|n| n.ident_token()) else {
                continue;
            };
            let value = match e.expr() {
                Some(x) => {
                    let env = EnumEnv(&self.tree.enumerators);
                    match const_expr_of(x.syntax()).eval(&env) {
                        crate::const_expr::ConstValue::Int(v) => Some(v),
                        _ => None,
                    }
                }
                None => next,
            };
            next = value.map(|v| v + 1);
            let mut path = scope.clone();
            path.push(SmolStr::new(name.text()));
            self.tree.enumerators.push((path, value));
            self.tree.enumerator_enums.push(enum_path.clone());
        }
    }

    fn class(&mut self, cs: &ast::ClassSpec, typedef_name: Option<SmolStr>) -> Vec<SmolStr> {
        let (name, typedef_named) = match cs.path().and_then(|p| p.last_name()) {
            Some(n) => (SmolStr::new(n), false),
            None => match typedef_name {
                Some(t) => (t, true),
                None => (SmolStr::new("<anonymous>"), false),
            },
        };
        // a class defined by a qualified name (`struct A::In { ... }`,
        // `template <> struct std::hash<K> { ... }`) is a member of the
        // scope its qualifier names, from here
        let qualifier: Vec<SmolStr> = cs
            .path()
            .filter(|p| p.path_segments().count() > 1)
            .map(|p| {
                let mut names = p.segment_names();
                names.pop();
                names.into_iter().map(SmolStr::new).collect()
            })
            .unwrap_or_default();
        let mut path = self.scope_path();
        let mut qualifier_scopes = Vec::new();
        for q in &qualifier {
            path.push(q.clone());
            let is_class = self.has_class(&path);
            qualifier_scopes.push(ScopeName {
                name: q.clone(),
                is_class,
                args: Vec::new(),
            });
        }
        path.push(name.clone());
        let bases = cs
            .base_clause()
            .map(|b| {
                b.syntax()
                    .descendants()
                    .filter_map(ast::PathType::cast)
                    .filter_map(|p| p.path())
                    .map(|p| p.segment_names().into_iter().map(SmolStr::new).collect())
                    .collect()
            })
            .unwrap_or_default();
        let is_template = !self.template_params.is_empty();
        let own_access = if self.in_class.is_empty() {
            "public"
        } else {
            self.access
        };
        self.classes
            .push((name.clone(), cs.path().is_none(), own_access));
        let is_texture = cs
            .syntax()
            .children()
            .filter(|c| ast::AttributeList::can_cast(c.kind()))
            .any(|l| {
                l.descendants().filter_map(ast::Attribute::cast).any(|a| {
                    matches!(
                        a.normalized_name().as_deref(),
                        Some("device_builtin_texture_type" | "device_builtin_surface_type")
                    )
                })
            });
        let zero_sized = cs.member_list().is_some_and(|list| {
            let mut members = 0;
            let all_empty = list.decls().all(|d| {
                let ast::Decl::SimpleDecl(sd) = d else {
                    return true;
                };
                let specs = sd.decl_specs();
                if specs
                    .as_ref()
                    .is_some_and(|s| s.has_keyword(STATIC_KW) || s.has_keyword(TYPEDEF_KW))
                {
                    return true;
                }
                sd.init_declarators().all(|i| {
                    let Some(d) = i.declarator() else { return true };
                    if is_function_declarator(&d) {
                        return true;
                    }
                    members += 1;
                    d.declarator_suffixs().any(|s| match s {
                        ast::DeclaratorSuffix::ArraySuffix(a) => a
                            .expr()
                            .is_some_and(|e| e.syntax().text().to_string().trim() == "0"),
                        _ => false,
                    })
                })
            });
            all_empty && members > 0
        });
        let members = cs.member_list().and_then(|l| class_member_names(&l));
        let kind = if cs.class_kw_token().is_some() {
            ClassKind::Class
        } else if cs
            .syntax()
            .children_with_tokens()
            .any(|e| e.kind() == UNION_KW)
        {
            ClassKind::Union
        } else {
            ClassKind::Struct
        };
        let align = cs.attribute_lists().find_map(|l| alignment_of(&l));
        let specialization = cs.path().is_some_and(|p| {
            matches!(
                p.path_segments().last(),
                Some(ast::PathSegment::TemplateId(_))
            )
        });
        let own_template = !specialization && self.has_own_header();
        let specialization_args = specialization
            .then(|| self.template_id_args(cs.path()?.path_segments().last()))
            .flatten();
        self.record_class_name(&path, own_template, false);
        self.class_index.push(self.tree.classes.len());
        self.class_specializations.push(specialization_args.clone());
        let is_qualified = cs.path().is_some_and(|p| p.path_segments().count() > 1);
        let name_range = class_name_range(cs.path(), cs.syntax());
        if let Some(last) = path.last() {
            self.deprecated_type(cs.syntax(), last.clone(), true, false);
        }
        self.push_class(
            ClassDecl {
                path: path.clone(),
                bases,
                is_template,
                is_texture,
                zero_sized,
                access: own_access,
                members,
                kind,
                fields: Vec::new(),
                align,
                underlying: None,
                typedef_named,
                is_definition: true,
                has_virtual: false,
                is_specialization: specialization,
                specialization_args,
                is_qualified,
                own_template,
                inherits_from: None,
            },
            name_range,
        );
        let qualifier_depth = qualifier_scopes.len();
        self.scope.extend(qualifier_scopes);
        self.scope.push(ScopeName {
            name,
            is_class: true,
            args: Vec::new(),
        });
        self.in_class.push(path.clone());
        self.class_template_depth.push(self.template_params.len());
        // a class's members are not templates of the enclosing template
        // declaration, but they do see its parameters
        // members of a `class` are private until an access specifier says
        // otherwise; of a `struct` or `union`, public
        let outer_access = self.access;
        self.access = if cs.class_kw_token().is_some() {
            "private"
        } else {
            "public"
        };
        if let Some(list) = cs.member_list() {
            for d in list.decls() {
                if let ast::Decl::AccessSpec(a) = &d
                    && let Some(t) = a.syntax().first_token()
                {
                    self.access = match t.kind() {
                        PRIVATE_KW => "private",
                        PROTECTED_KW => "protected",
                        _ => "public",
                    };
                }
                self.decl(&d);
            }
        }
        self.access = outer_access;
        self.in_class.pop();
        self.class_template_depth.pop();
        self.class_index.pop();
        self.class_specializations.pop();
        self.scope.truncate(self.scope.len() - 1 - qualifier_depth);
        self.classes.pop();
        path
    }

    fn function(
        &mut self,
        node: &SyntaxNode,
        attrs_before: &[ast::AttributeList],
        specs: Option<&ast::DeclSpecs>,
        decl: &ast::Declarator,
        is_definition: bool,
        is_defaulted: bool,
    ) {
        // the function's own declarator: the innermost with a name
        let Some(name_path) = decl.decl_name().and_then(|n| n.path()) else {
            return;
        };
        let segments = name_path.segment_names();
        let Some(simple) = segments.last().cloned() else {
            return;
        };
        let qualifier: Vec<SmolStr> = segments[..segments.len() - 1]
            .iter()
            .map(SmolStr::new)
            .collect();

        // the template headers of a member defined outside its class
        // template (`template <class V> void Box<V>::put(V)`) are the
        // class's, one per qualifier naming a specialization: the
        // function's own header, if any, comes after them
        let class_headers = name_path
            .path_segments()
            .take(segments.len().saturating_sub(1))
            .filter(|seg| matches!(seg, ast::PathSegment::TemplateId(_)))
            .count();
        let class_headers = if self.template_params.last().is_some_and(|p| p.is_empty()) {
            // (`template <>`: an explicit specialization, the function's)
            0
        } else {
            class_headers
        };
        let own_params: Option<Vec<SmolStr>> = if self.template_params.len()
            > self.class_template_depth.last().copied().unwrap_or(0) + class_headers
        {
            self.template_params.last().cloned()
        } else {
            None
        };
        let own_params = if self.explicit_instantiation {
            None
        } else {
            own_params
        };
        // a member declared in a specialization's body, or defined outside
        // it by a qualifier with arguments that name one class
        // (`G<char>::G() {}`; `template <class T> G<T>::G()` is the
        // primary's)
        let class_specialization =
            if !self.in_class.is_empty() && self.in_class.len() == self.class_index.len() {
                self.class_specializations.last().cloned().flatten()
            } else {
                self.template_id_args(
                    name_path
                        .path_segments()
                        .take(segments.len().saturating_sub(1))
                        .last(),
                )
                .filter(|args| !args.is_empty() && !args.iter().any(TemplateArg::may_vary))
            };
        // the header of the class template a plain member belongs to: the
        // last one enclosing its class's body, or the last written before
        // a definition outside the class (`template <class T> int
        // ETI<T>::call(T)`)
        let class_template_params: Vec<SmolStr> =
            if own_params.is_some() || self.explicit_instantiation {
                Vec::new()
            } else if !self.in_class.is_empty()
                && self
                    .class_index
                    .last()
                    .is_some_and(|&c| self.tree.classes[c].own_template)
            {
                self.class_template_depth
                    .last()
                    .and_then(|&d| d.checked_sub(1))
                    .and_then(|d| self.template_params.get(d))
                    .cloned()
                    .unwrap_or_default()
            } else if class_headers > 0 {
                self.template_params.last().cloned().unwrap_or_default()
            } else {
                Vec::new()
            };
        let ctx = Ctx {
            l: self,
            params: own_params.as_deref(),
        };

        // specifiers
        let kw = |k| specs.is_some_and(|s| s.has_keyword(k));
        let is_constexpr = kw(CONSTEXPR_KW);
        let is_consteval = kw(CONSTEVAL_KW);
        let mut is_inline = kw(INLINE_KW);
        let is_static = kw(STATIC_KW);
        let is_friend = kw(FRIEND_KW);
        let is_virtual = kw(VIRTUAL_KW);
        let const_return = specs.is_some_and(|s| {
            s.syntax()
                .children_with_tokens()
                .any(|e| e.kind() == CONST_KW)
        });

        // attributes: before the specifiers, among them, after the declarator
        let mut attrs = CudaAttrs::default();
        let mut global_range = None;
        let mut launch_range = None;
        let mut device_range = None;
        let mut deprecated: Option<(TextRange, Option<SmolStr>)> = None;
        let mut alias: Option<SmolStr> = None;
        let mut launch_attr_ranges: Vec<TextRange> = Vec::new();
        let mut launch_args: Vec<(&'static str, Vec<Vec<ConstExpr>>)> = Vec::new();
        let mut all_attrs: Vec<ast::AttributeList> = attrs_before.to_vec();
        if let Some(s) = specs {
            all_attrs.extend(s.attribute_lists());
        }
        all_attrs.extend(decl.attribute_lists());
        let func_suffix = decl.declarator_suffixs().find_map(|s| match s {
            ast::DeclaratorSuffix::FunctionSuffix(f) => Some(f),
            _ => None,
        });
        // a deduction guide (`template <class T> S(T) -> S<T>;`): no
        // function, whatever it is annotated with (EDG takes
        // `__global__ S(W) -> S<W>;` without a word)
        if self.in_class.is_empty()
            && qualifier.is_empty()
            && specs.is_none_or(|s| {
                !s.syntax().children().any(|n| {
                    matches!(
                        n.kind(),
                        BUILTIN_TYPE
                            | AUTO_TYPE
                            | PATH_TYPE
                            | CLASS_SPEC
                            | ELABORATED_TYPE
                            | ENUM_SPEC
                            | DECLTYPE_TYPE
                            | TYPEOF_TYPE
                    )
                })
            })
            && func_suffix
                .as_ref()
                .is_some_and(|f| f.trailing_return().is_some())
            && self.has_class_named(&simple)
        {
            return;
        }
        let mut suffix_attributes = false;
        if let Some(f) = &func_suffix {
            let before = all_attrs.len();
            all_attrs.extend(f.attribute_lists());
            suffix_attributes = all_attrs.len() > before;
        }
        let is_noreturn = all_attrs.iter().any(|list| {
            list.syntax()
                .descendants()
                .filter_map(ast::Attribute::cast)
                .any(|a| a.normalized_name().as_deref() == Some("noreturn"))
        });
        for list in &all_attrs {
            for attr in list.syntax().descendants().filter_map(ast::Attribute::cast) {
                let ns = attr.namespace();
                if ns.as_deref().is_some_and(|n| n != "gnu") {
                    continue;
                }
                let range = attr.syntax().text_range();
                let before = launch_args.len();
                match attr.normalized_name().as_deref() {
                    Some("host") => attrs.host = true,
                    Some("device") => {
                        attrs.device = true;
                        attrs.device_first |= !attrs.host;
                        device_range.get_or_insert(range);
                    }
                    Some("global") => {
                        attrs.global = true;
                        global_range.get_or_insert(range);
                    }
                    Some("deprecated") => {
                        deprecated.get_or_insert_with(|| (range, attribute_message(&attr)));
                    }
                    Some("alias") => alias = attribute_message(&attr),
                    Some("launch_bounds") => {
                        attrs.launch_bounds = true;
                        launch_range.get_or_insert(range);
                        launch_args.push(("launch_bounds", attribute_arg_groups(&attr)));
                    }
                    Some("maxnreg") => {
                        attrs.maxnreg = true;
                        launch_args.push(("maxnreg", attribute_arg_groups(&attr)));
                    }
                    Some("cluster_dims") => {
                        attrs.cluster_dims = true;
                        launch_args.push(("cluster_dims", attribute_arg_groups(&attr)));
                    }
                    Some("block_size") => {
                        attrs.block_size = true;
                        launch_args.push(("block_size", attribute_arg_groups(&attr)));
                    }
                    Some("always_inline") => {
                        attrs.forceinline = true;
                    }
                    Some("noinline") => attrs.noinline = true,
                    Some("cudart_builtin") => attrs.cudart_builtin = true,
                    Some("local_maxnreg") => {
                        attrs.local_maxnreg = true;
                        launch_args.push(("local_maxnreg", attribute_arg_groups(&attr)));
                    }
                    Some("nv_inline_hint") => attrs.inline_hint = true,
                    Some("nv_register_params") => attrs.register_params = true,
                    _ => {}
                }
                if launch_args.len() > before {
                    launch_attr_ranges.push(range);
                }
            }
        }
        if specs.is_some_and(|s| {
            s.syntax()
                .children_with_tokens()
                .any(|e| e.kind() == NOINLINE_KW)
        }) {
            attrs.noinline = true;
        }
        // `__forceinline__` is `__inline__ __attribute__((always_inline))`
        if attrs.forceinline {
            is_inline = true;
        }

        // the type
        let base = specs
            .map(|s| lower_ty::lower_decl_specs(&ctx, s))
            .unwrap_or(Ty::Unknown("".into()));
        let return_kind = match &base {
            Ty::Unknown(s) if s == "auto" => {
                if func_suffix
                    .as_ref()
                    .and_then(|f| f.trailing_return())
                    .is_some()
                {
                    ReturnKind::Explicit
                } else {
                    ReturnKind::Auto
                }
            }
            Ty::Unknown(s) if s == "decltype(auto)" => ReturnKind::DecltypeAuto,
            Ty::Unknown(s) if s.is_empty() => ReturnKind::None,
            _ => ReturnKind::Explicit,
        };
        let conversion_ty = name_path.path_segments().last().and_then(|seg| match seg {
            ast::PathSegment::ConversionName(c) => {
                c.type_id().map(|t| lower_ty::lower_type_id(&ctx, &t))
            }
            _ => None,
        });
        let base = conversion_ty.unwrap_or(base);
        let full = lower_ty::apply_declarator(&ctx, base, decl);
        let overload_qualifiers = func_suffix.as_ref().is_some_and(|f| {
            f.volatile_kw_token().is_some()
                || f.syntax()
                    .children_with_tokens()
                    .any(|t| matches!(t.kind(), AMP | AMP2))
        }) || node
            .descendants_with_tokens()
            .any(|t| t.kind() == REQUIRES_KW);
        let (sig, is_const) = match &full {
            Ty::Function(sig) => (
                (**sig).clone(),
                func_suffix
                    .as_ref()
                    .is_some_and(|f| f.const_kw_token().is_some()),
            ),
            _ => (
                FnSig {
                    ret: full.clone(),
                    params: Vec::new(),
                    variadic: false,
                },
                false,
            ),
        };
        let has_pack = func_suffix
            .as_ref()
            .and_then(|f| f.param_list())
            .is_some_and(|l| {
                l.param_decls().any(|p| {
                    p.declarator().is_some_and(|d| {
                        d.syntax().children_with_tokens().any(|e| e.kind() == DOT3)
                    })
                })
            });
        let (default_args, param_names) = match func_suffix.as_ref().and_then(|f| f.param_list()) {
            Some(list) => {
                let params: Vec<ast::ParamDecl> = list.param_decls().collect();
                let defaults = params
                    .iter()
                    .rev()
                    .take_while(|p| p.expr().is_some() || p.init_list().is_some())
                    .count();
                let names = params
                    .iter()
                    .map(|p| {
                        p.declarator()
                            .and_then(|d| declarator_name(&d))
                            .unwrap_or_default()
                    })
                    .collect();
                (defaults, names)
            }
            None => (0, Vec::new()),
        };

        // `__grid_constant__` parameters: (is const-qualified, is a reference)
        let grid_constant_params: Vec<Ty> = func_suffix
            .as_ref()
            .and_then(|f| f.param_list())
            .map(|list| {
                list.param_decls()
                    .filter(|p| {
                        mentions_grid_constant(p.syntax())
                            && p.syntax()
                                .descendants()
                                .filter_map(ast::Attribute::cast)
                                .any(|a| {
                                    a.normalized_name().as_deref() == Some("grid_constant")
                                        && !a.syntax().ancestors().any(|n| n.kind() == LAMBDA_EXPR)
                                })
                    })
                    .map(|p| {
                        let ctx = Ctx {
                            l: self,
                            params: own_params.as_deref(),
                        };
                        let base = p
                            .decl_specs()
                            .map(|s| lower_ty::lower_decl_specs(&ctx, &s))
                            .unwrap_or(Ty::INT);
                        match p.declarator() {
                            Some(d) => lower_ty::apply_declarator(&ctx, base, &d),
                            None => base,
                        }
                    })
                    .collect()
            })
            .unwrap_or_default();

        // scope: the enclosing scopes plus the declarator's qualifier
        let mut scope = self.scope.clone();
        for q in &qualifier {
            scope.push(ScopeName {
                name: q.clone(),
                is_class: self.has_class_named(q),
                args: Vec::new(),
            });
        }
        // (a specialization's member is named with its arguments: `G<char>
        // ::G()`, its own entity)
        if let Some(args) = &class_specialization
            && !is_friend
            && let Some(class) = scope.last_mut().filter(|s| s.is_class)
        {
            class.args = args.clone();
        }
        let in_class = !self.in_class.is_empty() && qualifier.is_empty() && !is_friend;
        let class_path: Option<Vec<SmolStr>> = if in_class {
            self.in_class.last().cloned()
        } else if !qualifier.is_empty() {
            let path: Vec<SmolStr> = scope.iter().map(|s| s.name.clone()).collect();
            self.has_class(&path).then_some(path)
        } else {
            None
        };
        // friends declared in a class belong to the enclosing namespace
        if is_friend && !self.in_class.is_empty() {
            while scope.last().is_some_and(|s| s.is_class) {
                scope.pop();
            }
        }
        let is_member = class_path.is_some();
        // (an explicit instantiation or specialization written with its
        // arguments, `template <> void bar<int>()`, is named with them)
        let template_args =
            if self.explicit_instantiation || own_params.as_ref().is_some_and(|p| p.is_empty()) {
                name_path.path_segments().last().and_then(|seg| match seg {
                    ast::PathSegment::TemplateId(t) => t
                        .template_arg_list()
                        .map(|l| lower_ty::lower_template_args(&ctx, &l)),
                    _ => None,
                })
            } else {
                None
            };
        let extern_c = self.extern_c;
        let name = FunctionName {
            scope,
            name: SmolStr::new(simple.as_str()),
            template_args: template_args.clone(),
            sig,
            is_const,
            extern_c,
        };
        let key = entity_key(&name, own_params.as_ref().map(|p| p.len()));
        let is_operator = matches!(
            name_path.path_segments().last(),
            Some(ast::PathSegment::OperatorName(_))
        );
        // deallocation functions are implicitly noexcept
        let exception_spec = match func_suffix.as_ref().and_then(|f| f.noexcept_spec()) {
            Some(spec) => {
                let text: String = syntax::significant_tokens(spec.syntax())
                    .map(|t| t.text().to_string())
                    .collect();
                Some(match text.as_str() {
                    "noexcept" => ExceptionSpec::Noexcept,
                    "noexcept(true)" => ExceptionSpec::NoexceptTrue,
                    "throw()" => ExceptionSpec::Throw,
                    _ => ExceptionSpec::Other,
                })
            }
            None if is_operator && simple.starts_with("operator delete") => {
                Some(ExceptionSpec::Noexcept)
            }
            None => None,
        };
        let template_param_info = if own_params.is_some() {
            let mut info = self.template_param_info.last().cloned().unwrap_or_default();
            if let Some(list) = func_suffix.as_ref().and_then(|f| f.param_list()) {
                let written: Vec<syntax::SyntaxToken> = list
                    .syntax()
                    .descendants_with_tokens()
                    .filter_map(|e| e.into_token())
                    .filter(|t| t.kind() == IDENT)
                    .collect();
                for p in &mut info {
                    p.in_function_params = written.iter().any(|t| t.text() == p.name);
                }
            }
            info
        } else {
            Vec::new()
        };
        // (a template's, and a global function's: see `written_params`)
        let written_params = if own_params.is_some() || (self.scope_path().is_empty() && !is_member)
        {
            func_suffix
                .as_ref()
                .and_then(|f| f.param_list())
                .and_then(|list| list.param_decls().map(|p| written_param(&p)).collect())
        } else {
            None
        };
        let written_ret = if own_params.as_ref().is_some_and(|p| !p.is_empty())
            || (self.scope_path().is_empty() && !is_member && own_params.is_none())
        {
            let scope = self.scope_path();
            let qualify = |name: &str| -> Option<String> {
                (0..=scope.len()).rev().find_map(|n| {
                    let mut full = scope[..n].to_vec();
                    full.push(SmolStr::new(name));
                    self.has_class(&full).then(|| {
                        scope[..n]
                            .iter()
                            .map(|s| format!("{s}::"))
                            .collect::<String>()
                    })
                })
            };
            specs.and_then(|s| written_return(s, decl, qualify))
        } else {
            None
        };
        let is_specialization = own_params.as_ref().is_some_and(|p| p.is_empty());
        let param_grid_constant: Vec<bool> = func_suffix
            .as_ref()
            .and_then(|f| f.param_list())
            .map(|list| {
                list.param_decls()
                    .map(|p| {
                        mentions_grid_constant(p.syntax())
                            && p.syntax()
                                .descendants()
                                .filter_map(ast::Attribute::cast)
                                .any(|a| a.normalized_name().as_deref() == Some("grid_constant"))
                    })
                    .collect()
            })
            .unwrap_or_default();
        let in_unnamed_class = in_class && self.classes.last().is_some_and(|c| c.1);
        let is_deleted = ast::FunctionDef::cast(node.clone())
            .and_then(|f| f.defaulted_body())
            .is_some_and(|b| {
                b.syntax()
                    .children_with_tokens()
                    .any(|t| t.kind() == DELETE_KW)
            });
        // (a static local is initialized once, elsewhere: cicc counts a
        // body of such declarations as doing nothing)
        let body_does_nothing = |b: &ast::FunctionBody| {
            b.compound_stmt().is_some_and(|c| {
                c.stmts().all(|s| {
                    s.syntax().kind() == DECL_STMT
                        && s.syntax()
                            .children()
                            .filter_map(ast::SimpleDecl::cast)
                            .all(|d| d.decl_specs().is_some_and(|sp| sp.has_keyword(STATIC_KW)))
                })
            })
        };
        let body = ast::FunctionDef::cast(node.clone()).and_then(|f| f.function_body());
        let empty_body = body
            .as_ref()
            .is_some_and(|b| b.ctor_initializer().is_none() && body_does_nothing(b));
        // (a constructor whose member initializers all have empty
        // parentheses, `: Base() {}`: it does nothing if they do not)
        let empty_apart_from_inits = body
            .as_ref()
            .filter(|b| body_does_nothing(b))
            .and_then(|b| match b.ctor_initializer() {
                None => Some(Vec::new()),
                Some(ci) => ci
                    .syntax()
                    .children()
                    .filter(|m| m.kind() == MEM_INITIALIZER)
                    .map(|m| {
                        let empty = m.children().any(|c| {
                            c.kind() == ARG_LIST
                                && !c.children().any(|e| ast::Expr::can_cast(e.kind()))
                        });
                        empty.then(|| mem_initializer_name(&m)).flatten()
                    })
                    .collect(),
            });
        let constexpr_mem_inits = if is_constexpr {
            ast::FunctionDef::cast(node.clone())
                .and_then(|f| f.function_body())
                .and_then(|b| b.ctor_initializer())
                .map(|ci| {
                    ci.syntax()
                        .children()
                        .filter(|m| m.kind() == MEM_INITIALIZER)
                        .filter_map(|m| mem_initializer_name(&m))
                        .collect()
                })
                .unwrap_or_default()
        } else {
            Vec::new()
        };
        let calls_unfolded_builtin = is_constexpr
            && ast::FunctionDef::cast(node.clone())
                .and_then(|f| f.function_body())
                .is_some_and(|b| {
                    b.syntax()
                        .descendants_with_tokens()
                        .filter_map(|t| t.into_token())
                        .any(|t| {
                            t.kind() == IDENT && !crate::builtins::folded_in_constants(t.text())
                        })
                });
        // memory-space attributes on parameters do not apply
        if let Some(list) = func_suffix.as_ref().and_then(|f| f.param_list()) {
            for p in list.param_decls() {
                for a in p
                    .attribute_lists()
                    .chain(
                        p.decl_specs()
                            .into_iter()
                            .flat_map(|s| s.attribute_lists().collect::<Vec<_>>()),
                    )
                    .chain(
                        p.declarator()
                            .into_iter()
                            .flat_map(|d| d.attribute_lists().collect::<Vec<_>>()),
                    )
                {
                    self.ignored_memory(&a);
                }
            }
        }
        let param_ranges: Vec<TextRange> = func_suffix
            .as_ref()
            .and_then(|f| f.param_list())
            .map(|list| {
                list.param_decls()
                    .map(|p| {
                        p.declarator()
                            .and_then(|d| d.decl_name().map(|n| n.syntax().text_range()))
                            .unwrap_or_else(|| p.syntax().text_range())
                    })
                    .collect()
            })
            .unwrap_or_default();
        let template_param_ranges: Vec<TextRange> = if own_params.is_some() {
            node.ancestors()
                .find_map(ast::TemplateDecl::cast)
                .and_then(|td| td.template_param_list())
                .map(|l| {
                    l.template_params()
                        .map(|p| template_param_name_range(&p))
                        .collect()
                })
                .unwrap_or_default()
        } else {
            Vec::new()
        };
        let in_inaccessible_nested_class = if in_class {
            self.classes
                .iter()
                .skip(1)
                .rev()
                .find(|c| matches!(c.2, "private" | "protected"))
                .map(|c| c.0.clone())
        } else {
            None
        };
        let specifier_range = specs.and_then(|s| {
            s.syntax()
                .children_with_tokens()
                .find(|e| matches!(e.kind(), INLINE_KW | CONSTEXPR_KW))
                .map(|e| e.text_range())
        });
        let name_range = decl
            .decl_name()
            .map(|n| n.syntax().text_range())
            .unwrap_or_else(|| decl.syntax().text_range());
        // (memory spaces do not apply to functions)
        for list in &all_attrs {
            self.ignored(list, &[&["constant", "shared", "managed"]]);
        }
        if is_virtual
            && in_class
            && let Some(&owner) = self.class_index.last()
            && self.in_class.len() == self.class_index.len()
        {
            Arc::make_mut(&mut self.tree.classes[owner]).has_virtual = true;
        }
        self.tree.functions.push(Arc::new(FunctionDecl {
            name,
            attrs,
            return_kind,
            is_definition,
            is_constexpr,
            calls_unfolded_builtin,
            is_consteval,
            is_inline,
            is_static,
            in_class,
            is_member,
            is_friend,
            is_virtual,
            is_defaulted,
            is_deleted,
            in_template: !self.template_params.is_empty() && !self.explicit_instantiation,
            template_params: own_params,
            explicit_instantiation: self.explicit_instantiation,
            extern_instantiation: self.extern_instantiation,
            has_pack,
            access: if in_class { self.access } else { "public" },
            in_local_class: self.in_local_class && in_class,
            grid_constant_params,
            launch_args,
            default_args,
            param_names,
            const_return,
            overload_qualifiers,
            class_path,
            key,
            exception_spec,
            is_operator,
            in_inline_unnamed_ns: self.namespaces.iter().any(|n| n.1),
            in_unnamed_ns: self.namespaces.iter().any(|n| n.0),
            template_param_info,
            class_template_params,
            class_specialization,
            written_params,
            written_ret,
            is_noreturn,
            deprecated: deprecated.as_ref().map(|(_, m)| m.clone()),
            alias,
            maybe_unused: marks_maybe_unused(&all_attrs),
            param_grid_constant,
            is_specialization,
            in_unnamed_class,
            in_inaccessible_nested_class,
            empty_body,
            empty_apart_from_inits,
            constexpr_mem_inits,
            suffix_attributes,
        }));
        self.nodes.functions.push(SyntaxNodePtr::new(node));
        self.map.function_ranges.push(node.text_range());
        self.map.function_names.push(name_range);
        self.map.global_attrs.push(global_range);
        self.map.launch_attrs.push(launch_range);
        self.map.specifier_ranges.push(specifier_range);
        self.map.launch_attr_ranges.push(launch_attr_ranges);
        self.map.template_param_ranges.push(template_param_ranges);
        self.map.device_attrs.push(device_range);
        self.map.deprecated_attrs.push(deprecated.map(|(r, _)| r));
        self.map.param_ranges.push(param_ranges);
    }
}
