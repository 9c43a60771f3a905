//! The item tree: every function declaration of a translation unit (side),
//! lowered from the syntax tree to position-free values. It is the firewall
//! of the semantic model: editing a function body leaves it equal, so
//! nothing that depends only on declarations is recomputed.
//!
//! Positions live apart, in [`ItemSourceMap`], which changes on every edit.

use crate::MemorySpace;
use crate::const_expr::ConstExpr;
use crate::lower_ty::{self, TypeContext};
use crate::ty::{FnSig, FunctionName, ScopeName, Ty};
use rustc_hash::{FxHashMap, FxHashSet};
use smol_str::SmolStr;
use std::sync::Arc;
use syntax::ast::{self, AstNode};
use syntax::{SyntaxKind::*, SyntaxNode, SyntaxNodePtr, TextRange};

/// CUDA attributes of a declaration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CudaAttrs {
    pub host: bool,
    pub device: bool,
    pub global: bool,
    pub launch_bounds: bool,
    pub maxnreg: bool,
    pub cluster_dims: bool,
    pub block_size: bool,
    pub forceinline: bool,
    pub noinline: bool,
    /// `__cudart_builtin__`: the CUDA runtime's own declarations, which
    /// cicc lets differ between host and device.
    pub cudart_builtin: bool,
    pub local_maxnreg: bool,
    /// `__inline_hint__` (`nv_inline_hint`).
    pub inline_hint: bool,
    /// `__nv_register_params__`.
    pub register_params: bool,
}

/// How the return type was written.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ReturnKind {
    /// An explicit type (possibly via a trailing return type).
    Explicit,
    /// `auto` without a trailing return type.
    Auto,
    /// `decltype(auto)`.
    DecltypeAuto,
    /// Constructors, destructors and conversion functions.
    None,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FunctionDecl {
    pub name: FunctionName,
    pub attrs: CudaAttrs,
    pub return_kind: ReturnKind,
    pub is_definition: bool,
    pub is_constexpr: bool,
    pub is_consteval: bool,
    pub is_inline: bool,
    pub is_static: bool,
    /// Declared inside a class body.
    pub in_class: bool,
    /// A member function (declared in a class, or defined as `C::f`).
    pub is_member: bool,
    pub is_friend: bool,
    pub is_virtual: bool,
    pub is_defaulted: bool,
    /// Defined as deleted (`= delete`).
    pub is_deleted: bool,
    /// The names of the template parameters, if this is a template.
    pub template_params: Option<Vec<SmolStr>>,
    /// An explicit instantiation (`template void f<int>(int);`).
    pub explicit_instantiation: bool,
    /// An explicit instantiation declaration (`extern template ...`).
    pub extern_instantiation: bool,
    /// Declared in a class template (or a template's member): its calls may
    /// depend on template parameters even if it is no template itself.
    pub in_template: bool,
    /// The arguments of the launch configuration attributes, by attribute
    /// (`launch_bounds`, `maxnreg`, `cluster_dims`, `block_size`): groups of
    /// values (one group, or one per parenthesised tuple of `__block_size__`),
    /// `None` for an argument that is not an integer literal.
    pub launch_args: Vec<(&'static str, Vec<Vec<ConstExpr>>)>,
    /// `public`, `protected` or `private` (members); `public` otherwise.
    pub access: &'static str,
    /// A member of a class defined inside a function.
    pub in_local_class: bool,
    /// The types, as written, of the parameters annotated `__grid_constant__`.
    pub grid_constant_params: Vec<Ty>,
    /// The last parameter is a pack (`Ts... xs`): any number of arguments.
    pub has_pack: bool,
    /// Parameters declared `T&&` (rvalue references).
    pub has_rvalue_ref_param: bool,
    /// Default arguments: the number of trailing parameters that have one.
    pub default_args: usize,
    /// The names of the parameters, for the body's scope.
    pub param_names: Vec<SmolStr>,
    /// Explicit `const` on the return type (`const void`).
    pub const_return: bool,
    /// The class this is a member of, by its path.
    pub class_path: Option<Vec<SmolStr>>,
    /// The entity key: the qualified name and parameter types, which
    /// identifies redeclarations of the same function.
    pub key: SmolStr,
    /// A `noexcept`/`throw()` specification, or an implicit one (the
    /// deallocation functions).
    pub exception_spec: bool,
    /// An operator function (`operator+`, `operator new`; not a conversion).
    pub is_operator: bool,
    /// Declared in an inline unnamed namespace (or a reopening of one).
    pub in_inline_unnamed_ns: bool,
    /// Declared in an unnamed namespace (internal linkage).
    pub in_unnamed_ns: bool,
    /// The function's own template parameters.
    pub template_param_info: Vec<TemplateParamInfo>,
    /// A function template's parameter types as written and as EDG spells
    /// them in its candidate notes (`T *`, `const T &`, `obj_t`); `None`
    /// for other functions and for declarators we do not spell (arrays,
    /// function pointers, packs).
    pub written_params: Option<Vec<SmolStr>>,
    /// Declared `[[noreturn]]` / `__attribute__((noreturn))`: a call to it
    /// does not complete.
    pub is_noreturn: bool,
    /// Per parameter: annotated `__grid_constant__`.
    pub param_grid_constant: Vec<bool>,
    /// An explicit specialization (`template <> ...`).
    pub is_specialization: bool,
    /// A member of a class without a name.
    pub in_unnamed_class: bool,
    /// A definition that does nothing: no member initializers, an empty body.
    pub empty_body: bool,
    /// A member of a class nested in another with private or protected access.
    pub in_inaccessible_nested_class: Option<SmolStr>,
}

/// What kind of template parameter, and whether it is a pack.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TemplateParamInfo {
    pub name: SmolStr,
    pub is_pack: bool,
    pub kind: TemplateParamKind,
    /// It has a default argument (`typename = ...`).
    pub has_default: bool,
    /// Its name is written in the function's parameter list (set for a
    /// function template's own parameters): a parameter that is not can
    /// only be given explicitly.
    pub in_function_params: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TemplateParamKind {
    Type,
    NonType,
    Template,
}

impl FunctionDecl {
    /// The `operator()` of a lambda's closure, as a callee.
    pub fn closure_call(key: SmolStr, attrs: CudaAttrs) -> FunctionDecl {
        FunctionDecl {
            name: FunctionName {
                scope: Vec::new(),
                name: SmolStr::new("operator()"),
                template_args: None,
                sig: FnSig {
                    ret: Ty::Unknown("auto".into()),
                    params: Vec::new(),
                    variadic: true,
                },
                is_const: true,
                extern_c: false,
            },
            attrs,
            return_kind: ReturnKind::Auto,
            is_definition: true,
            is_constexpr: true,
            is_consteval: false,
            is_inline: true,
            is_static: false,
            in_class: true,
            is_member: true,
            is_friend: false,
            is_virtual: false,
            is_defaulted: false,
            is_deleted: false,
            template_params: None,
            explicit_instantiation: false,
            extern_instantiation: false,
            in_template: false,
            launch_args: Vec::new(),
            access: "public",
            in_local_class: false,
            grid_constant_params: Vec::new(),
            has_pack: false,
            has_rvalue_ref_param: false,
            default_args: 0,
            param_names: Vec::new(),
            const_return: false,
            class_path: None,
            key,
            exception_spec: false,
            is_operator: true,
            in_inline_unnamed_ns: false,
            in_unnamed_ns: false,
            template_param_info: Vec::new(),
            written_params: None,
            is_noreturn: false,
            param_grid_constant: Vec::new(),
            is_specialization: false,
            in_unnamed_class: false,
            in_inaccessible_nested_class: None,
            empty_body: false,
        }
    }

    pub fn is_template(&self) -> bool {
        self.template_params.is_some()
    }
    pub fn is_variadic(&self) -> bool {
        self.name.sig.variadic
    }
    /// Takes any number of arguments from some position on (C ellipsis or
    /// a parameter pack).
    pub fn accepts_any_count(&self) -> bool {
        self.name.sig.variadic || self.has_pack
    }
}

/// A class (for member lookup).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ClassDecl {
    pub path: Vec<SmolStr>,
    pub bases: Vec<Vec<SmolStr>>,
    pub is_template: bool,
    /// A texture or surface type (`__device_builtin_texture_type__`).
    pub is_texture: bool,
    /// Of size zero (GNU): data members that are all zero-length arrays.
    pub zero_sized: bool,
    /// The access of a nested class within its enclosing class.
    pub access: &'static str,
    /// The names its members declare (data members, functions, types,
    /// enumerators), when every member declaration is understood.
    pub members: Option<Vec<SmolStr>>,
    pub kind: ClassKind,
    /// The non-static data members, in order (of a definition).
    pub fields: Vec<FieldDecl>,
    /// `alignas(N)` or `__attribute__((aligned(N)))` on the class.
    pub align: Option<u64>,
    /// An enumeration's fixed underlying type.
    pub underlying: Option<Ty>,
    /// An unnamed class or enumeration named by a typedef
    /// (`typedef struct { ... } T;`), which it is known by.
    pub typedef_named: bool,
    /// A definition (not only a declaration).
    pub is_definition: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClassKind {
    Struct,
    Class,
    Union,
    Enum,
}

/// A non-static data member.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FieldDecl {
    pub ty: Ty,
    /// The width of a bit-field.
    pub bit_width: Option<u32>,
    /// `alignas(N)` on the member.
    pub align: Option<u64>,
}

/// A variable declared at namespace scope or as a static member.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct VariableDecl {
    pub path: Vec<SmolStr>,
    /// The unqualified names in the declarator's array bounds (`N` of
    /// `int a[N + 1]`): EDG looks them up at namespace scope.
    pub bound_names: Vec<SmolStr>,
    /// How many functions the item tree declares before this variable
    /// (its place among them).
    pub functions_before: u32,
    pub ty: Ty,
    /// `__device__`, `__constant__`, `__shared__` or `__managed__`.
    pub memory: Option<MemorySpace>,
    /// `const` or `constexpr`: usable in device code when its value is known.
    pub is_const: bool,
    pub has_init: bool,
    /// Annotated `__grid_constant__`, which applies to kernel parameters only.
    pub grid_constant: bool,
    /// The initializer of a constant (`const`/`constexpr` with `= expr`).
    pub const_init: Option<ConstExpr>,
    /// Every memory-space attribute written (`__managed__ __shared__`).
    pub spaces: Vec<MemorySpace>,
    pub is_inline: bool,
    pub is_static: bool,
    pub is_extern: bool,
    pub is_thread_local: bool,
    pub is_constexpr: bool,
    /// In an inline unnamed namespace (or a reopening of one).
    pub in_inline_unnamed_ns: bool,
    /// In an unnamed namespace.
    pub in_unnamed_ns: bool,
    /// A static data member (declared in a class).
    pub is_member: bool,
    /// The definition of a static data member outside its class
    /// (`int A::n = 1;`, `template <class T> T B<T>::v;`).
    pub member_definition: bool,
    /// The initializer calls these functions (by name), for the dynamic
    /// initialization rule.
    pub init_calls: Vec<Vec<SmolStr>>,
    /// The class the type names (for texture types and constructors).
    pub class_type: Option<Vec<SmolStr>>,
    /// A member of an anonymous union at namespace scope.
    pub in_anonymous_union: bool,
    /// A variable template.
    pub is_template: bool,
    /// A variable template's parameter names.
    pub template_params: Vec<SmolStr>,
}

impl VariableDecl {
    /// A local variable seen as a variable declaration (for the checks on
    /// uses of variables).
    pub fn local(name: SmolStr, ty: Ty, memory: Option<MemorySpace>) -> VariableDecl {
        VariableDecl {
            path: vec![name],
            bound_names: Vec::new(),
            functions_before: 0,
            ty,
            memory,
            is_const: false,
            has_init: false,
            grid_constant: false,
            const_init: None,
            spaces: memory.into_iter().collect(),
            is_inline: false,
            is_static: false,
            is_extern: false,
            is_thread_local: false,
            is_constexpr: false,
            in_inline_unnamed_ns: false,
            in_unnamed_ns: false,
            is_member: false,
            member_definition: false,
            init_calls: Vec::new(),
            class_type: None,
            in_anonymous_union: false,
            is_template: false,
            template_params: Vec::new(),
        }
    }

    pub fn name(&self) -> &SmolStr {
        self.path.last().expect("variables have a name")
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ItemTree {
    pub functions: Vec<Arc<FunctionDecl>>,
    pub classes: Vec<Arc<ClassDecl>>,
    pub variables: Vec<VariableDecl>,
    /// `typedef`/`using` aliases by qualified name.
    pub typedefs: Vec<(Vec<SmolStr>, Ty)>,
    /// Namespace-scope lambdas (their bodies are checked like functions).
    pub namespace_lambdas: usize,
    /// Enumerators by qualified name, with their values when known.
    pub enumerators: Vec<(Vec<SmolStr>, Option<i128>)>,
    /// Memory-space attributes where they do not apply (non-static data
    /// members, parameters), by their keyword (`__shared__`).
    pub ignored_memory_attrs: Vec<MemorySpace>,
    /// Using-directives, namespace aliases and using-declarations at
    /// namespace scope (see [`crate::namespaces`]).
    pub namespace_links: Vec<crate::namespaces::NamespaceLink>,
}

impl ItemTree {
    /// Appends the items of the part lowered after this one (see
    /// [`lower_after`]).
    pub fn append(&mut self, later: &ItemTree) {
        // destructured so that a new field cannot be forgotten here (the
        // parts of a unit are lowered apart and joined by this)
        let ItemTree {
            functions,
            classes,
            variables,
            typedefs,
            namespace_lambdas,
            enumerators,
            ignored_memory_attrs,
            namespace_links,
        } = later;
        // (a variable's place among the functions counts this part's too)
        let before = self.functions.len() as u32;
        self.functions.extend(functions.iter().cloned());
        self.classes.extend(classes.iter().cloned());
        self.variables
            .extend(variables.iter().map(|v| VariableDecl {
                functions_before: v.functions_before + before,
                ..v.clone()
            }));
        self.typedefs.extend(typedefs.iter().cloned());
        self.enumerators.extend(enumerators.iter().cloned());
        self.ignored_memory_attrs
            .extend(ignored_memory_attrs.iter().copied());
        self.namespace_links.extend(namespace_links.iter().cloned());
        // the later part counted on from this one's lambdas
        self.namespace_lambdas = *namespace_lambdas;
    }
}

/// The syntax node of each function of an [`ItemTree`] (in the tree of the
/// part that was lowered).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ItemNodes {
    /// The FUNCTION_DEF node, or the DECLARATOR of a declaration.
    pub functions: Vec<SyntaxNodePtr>,
}

/// Where each item of the [`ItemTree`] is, in the current syntax tree.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ItemSourceMap {
    /// The range of each function's FUNCTION_DEF node, or the DECLARATOR of
    /// a declaration.
    pub function_ranges: Vec<TextRange>,
    /// The range of the declarator's name (where EDG puts most carets).
    pub function_names: Vec<TextRange>,
    /// The range of the `global` attribute, when present.
    pub global_attrs: Vec<Option<TextRange>>,
    /// The range of the launch-bounds-like attribute, when present.
    pub launch_attrs: Vec<Option<TextRange>>,
    /// The `inline`/`constexpr` keyword range, when present.
    pub specifier_ranges: Vec<Option<TextRange>>,
    /// The declarator of each variable of the item tree.
    pub variables: Vec<TextRange>,
    /// Per function: the range of each launch-configuration attribute, in
    /// the order of `launch_args`.
    pub launch_attr_ranges: Vec<Vec<TextRange>>,
    /// Per function: the name (or the whole) of each own template parameter.
    pub template_param_ranges: Vec<Vec<TextRange>>,
    /// Per function: the `device` attribute, when present.
    pub device_attrs: Vec<Option<TextRange>>,
    /// Per function: the declarator (or the whole) of each parameter.
    pub param_ranges: Vec<Vec<TextRange>>,
    /// The attribute of each entry of `ignored_memory_attrs`.
    pub ignored_memory_attrs: Vec<TextRange>,
}

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
    /// The item-tree index of each class being lowered (innermost last).
    class_index: Vec<usize>,
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
}

/// The classes of (a part of) an item tree: their paths and last names.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClassPaths {
    paths: FxHashSet<Vec<SmolStr>>,
    names: FxHashSet<SmolStr>,
}

impl ClassPaths {
    pub fn new(classes: &[Arc<ClassDecl>]) -> Self {
        let mut out = ClassPaths::default();
        for c in classes {
            out.insert(&c.path);
        }
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
    fn typedef(&self, path: &[SmolStr]) -> Option<Ty> {
        // innermost scope first
        let scope: Vec<SmolStr> = self.l.scope.iter().map(|s| s.name.clone()).collect();
        for n in (0..=scope.len()).rev() {
            let mut full = scope[..n].to_vec();
            full.extend(path.iter().cloned());
            if let Some(t) = self.l.typedef_named(&full) {
                return Some(t.clone());
            }
        }
        None
    }
    fn class_path(&self, path: &[SmolStr]) -> Vec<SmolStr> {
        // the innermost enclosing scope that declares the class
        let scope: Vec<SmolStr> = self.l.scope.iter().map(|s| s.name.clone()).collect();
        for n in (0..=scope.len()).rev() {
            let mut full = scope[..n].to_vec();
            full.extend(path.iter().cloned());
            if self.l.has_class(&full) {
                return full;
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
}

impl Lowerer {
    /// Adds a class to the tree and to the indices of its paths.
    fn push_class(&mut self, class: ClassDecl) {
        self.classes_here.insert(&class.path);
        self.tree.classes.push(Arc::new(class));
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
                    self.decl(&d);
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
                if let Some(d) = td.decl() {
                    self.decl(&d);
                }
                self.template_params.pop();
                self.template_param_info.pop();
            }
            ast::Decl::ExplicitInstantiation(ei) => {
                let old = (self.explicit_instantiation, self.extern_instantiation);
                self.explicit_instantiation = true;
                self.extern_instantiation = ei
                    .syntax()
                    .children_with_tokens()
                    .any(|t| t.kind() == EXTERN_KW);
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
                            });
                    }
                }
                let attrs: Vec<ast::AttributeList> = sd.attribute_lists().collect();
                for init in sd.init_declarators() {
                    let Some(d) = init.declarator() else { continue };
                    if is_typedef {
                        self.typedef(specs.as_ref(), &d);
                        continue;
                    }
                    if self.in_class.is_empty()
                        && self.template_params.is_empty()
                        && let Some(init) = init.initializer()
                    {
                        self.namespace_lambdas(init.syntax());
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
                        let lists: Vec<ast::AttributeList> = attrs
                            .iter()
                            .cloned()
                            .chain(specs.iter().flat_map(|s| s.attribute_lists()))
                            .chain(d.attribute_lists())
                            .collect();
                        for l in &lists {
                            self.ignored_memory(l);
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
                        if let Some(name) = declarator_name(&d) {
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
                            let init_node = init.initializer();
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
                            self.tree.variables.push(crate::items::VariableDecl {
                                path,
                                bound_names,
                                functions_before: self.tree.functions.len() as u32,
                                ty,
                                memory,
                                is_const,
                                has_init,
                                grid_constant,
                                const_init,
                                spaces: memory_spaces(&attrs, specs.as_ref(), &d),
                                is_inline: kw(INLINE_KW),
                                is_static: kw(STATIC_KW),
                                is_extern: kw(EXTERN_KW),
                                is_thread_local: kw(THREAD_LOCAL_KW),
                                is_constexpr: kw(CONSTEXPR_KW),
                                in_inline_unnamed_ns: self.namespaces.iter().any(|n| n.1),
                                in_unnamed_ns: self.namespaces.iter().any(|n| n.0),
                                is_member: !self.in_class.is_empty(),
                                member_definition: self.in_class.is_empty()
                                    && self.names_a_class_member(&d),
                                init_calls,
                                class_type,
                                in_anonymous_union: false,
                                is_template: !self.template_params.is_empty()
                                    && self.in_class.is_empty(),
                                template_params: if self.in_class.is_empty() {
                                    self.template_params.last().cloned().unwrap_or_default()
                                } else {
                                    Vec::new()
                                },
                            });
                            self.map.variables.push(d.syntax().text_range());
                        }
                    }
                }
            }
            ast::Decl::UsingDecl(u) => {
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
                    let ctx = Ctx {
                        l: self,
                        params: None,
                    };
                    let ty = lower_ty::lower_type_id(&ctx, &t);
                    let mut path = self.scope_path();
                    path.push(SmolStr::new(name.text()));
                    self.typedefs.insert(path.clone(), ty.clone());
                    self.tree.typedefs.push((path, ty));
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
                key: SmolStr::new(format!("<lambda #{ordinal}>")),
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
                has_rvalue_ref_param: false,
                has_pack: false,
                access: "public",
                in_local_class: false,
                grid_constant_params: Vec::new(),
                launch_args: Vec::new(),
                default_args: 0,
                param_names,
                const_return: false,
                class_path: None,
                exception_spec: false,
                is_operator: false,
                in_inline_unnamed_ns: self.namespaces.iter().any(|n| n.1),
                in_unnamed_ns: self.namespaces.iter().any(|n| n.0),
                template_param_info: Vec::new(),
                written_params: None,
                is_noreturn: false,
                param_grid_constant: Vec::new(),
                is_specialization: false,
                in_unnamed_class: false,
                in_inaccessible_nested_class: None,
                empty_body: false,
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
                }
            }
        }
    }

    /// Records the memory-space attributes of a list where they do not apply.
    fn ignored_memory(&mut self, list: &ast::AttributeList) {
        for a in list.syntax().descendants().filter_map(ast::Attribute::cast) {
            let kw = match a.normalized_name().as_deref() {
                Some("device") => MemorySpace::Device,
                Some("constant") => MemorySpace::Constant,
                Some("shared") => MemorySpace::Shared,
                Some("managed") => MemorySpace::Managed,
                _ => continue,
            };
            self.tree.ignored_memory_attrs.push(kw);
            self.map.ignored_memory_attrs.push(a.syntax().text_range());
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
        let ty = if let Some(t) = ctx.typedef(&names) {
            t
        } else {
            let full = ctx.class_path(&names);
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
        self.typedefs.insert(alias.clone(), ty.clone());
        self.tree.typedefs.push((alias, ty));
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
            self.typedefs.insert(path.clone(), ty.clone());
            self.tree.typedefs.push((path, ty));
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
        self.push_class(ClassDecl {
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
        });
        path
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
        Arc::make_mut(&mut self.tree.classes[owner])
            .fields
            .push(FieldDecl {
                ty,
                bit_width,
                align,
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
        let mut path = self.scope_path();
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
        self.class_index.push(self.tree.classes.len());
        self.push_class(ClassDecl {
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
        });
        self.scope.push(ScopeName {
            name,
            is_class: true,
            args: Vec::new(),
        });
        self.in_class.push(path.clone());
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
        self.class_index.pop();
        self.scope.pop();
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
        let own_params: Option<Vec<SmolStr>> =
            if self.template_params.len() > self.in_class.len() + class_headers {
                self.template_params.last().cloned()
            } else {
                None
            };
        let own_params = if self.explicit_instantiation {
            None
        } else {
            own_params
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
        if let Some(f) = &func_suffix {
            all_attrs.extend(f.attribute_lists());
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
                        device_range.get_or_insert(range);
                    }
                    Some("global") => {
                        attrs.global = true;
                        global_range.get_or_insert(range);
                    }
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
        let has_rvalue_ref_param = sig.params.iter().any(|p| matches!(p, Ty::RRef(_)));
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
        let template_args = if self.explicit_instantiation {
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
        let exception_spec = func_suffix
            .as_ref()
            .is_some_and(|f| f.noexcept_spec().is_some())
            || (is_operator && simple.starts_with("operator delete"));
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
        let written_params = if own_params.is_some() {
            func_suffix
                .as_ref()
                .and_then(|f| f.param_list())
                .and_then(|list| list.param_decls().map(|p| written_param(&p)).collect())
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
        let empty_body = ast::FunctionDef::cast(node.clone())
            .and_then(|f| f.function_body())
            .is_some_and(|b| {
                b.ctor_initializer().is_none()
                    && b.compound_stmt()
                        .is_some_and(|c| c.stmts().next().is_none())
            });
        // memory-space attributes on parameters do not apply
        if let Some(list) = func_suffix.as_ref().and_then(|f| f.param_list()) {
            for p in list.param_decls() {
                for a in p.attribute_lists().chain(
                    p.decl_specs()
                        .into_iter()
                        .flat_map(|s| s.attribute_lists().collect::<Vec<_>>()),
                ) {
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
        self.tree.functions.push(Arc::new(FunctionDecl {
            name,
            attrs,
            return_kind,
            is_definition,
            is_constexpr,
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
            has_rvalue_ref_param,
            has_pack,
            access: if in_class { self.access } else { "public" },
            in_local_class: self.in_local_class && in_class,
            grid_constant_params,
            launch_args,
            default_args,
            param_names,
            const_return,
            class_path,
            key,
            exception_spec,
            is_operator,
            in_inline_unnamed_ns: self.namespaces.iter().any(|n| n.1),
            in_unnamed_ns: self.namespaces.iter().any(|n| n.0),
            template_param_info,
            written_params,
            is_noreturn,
            param_grid_constant,
            is_specialization,
            in_unnamed_class,
            in_inaccessible_nested_class,
            empty_body,
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
        self.map.param_ranges.push(param_ranges);
    }
}

/// Whether a token under `node` spells `grid_constant` (as
/// `__grid_constant__` does): read from the green tree, which allocates
/// nothing, before looking for the attribute with the typed tree, which
/// allocates a cursor per node (and every parameter of every function is
/// asked).
fn mentions_grid_constant(node: &SyntaxNode) -> bool {
    fn walk(green: &rowan::GreenNodeData) -> bool {
        green.children().any(|c| match c {
            rowan::NodeOrToken::Node(n) => walk(n),
            rowan::NodeOrToken::Token(t) => t.text().contains("grid_constant"),
        })
    }
    walk(&node.green())
}

/// The key that identifies the declarations of one function: its scopes,
/// name, template-ness and parameter types, in a compact spelling (keys
/// are hashed and compared for every declaration of a unit: the headers'
/// tens of thousands).
pub fn entity_key(name: &FunctionName, template_params: Option<usize>) -> SmolStr {
    use std::fmt::Write as _;
    let mut key = String::new();
    for s in &name.scope {
        key.push_str(&s.name);
        key.push_str("::");
    }
    key.push_str(&name.name);
    if let Some(n) = template_params {
        let _ = write!(key, "<{n}>");
    }
    if let Some(args) = &name.template_args {
        key.push('<');
        for a in args {
            key_arg(&mut key, a);
            key.push(',');
        }
        key.push('>');
    }
    key.push('(');
    for p in &name.sig.params {
        key_ty(&mut key, p);
        key.push(',');
    }
    if name.sig.variadic {
        key.push_str("...");
    }
    key.push(')');
    if name.is_const {
        key.push_str(" const");
    }
    SmolStr::new(key)
}

/// A type in an entity key: each form with its own marks, template
/// parameters by position only (a redeclaration may name them
/// differently).
fn key_ty(out: &mut String, t: &Ty) {
    use std::fmt::Write as _;
    let cv = |out: &mut String, cv: crate::ty::Cv| {
        if cv.is_const {
            out.push_str(" c");
        }
        if cv.is_volatile {
            out.push_str(" v");
        }
    };
    match t {
        Ty::Builtin(b, c) => {
            let _ = write!(out, "{b:?}");
            cv(out, *c);
        }
        Ty::Class(c, q) => {
            out.push_str(if c.is_enum { "E{" } else { "C{" });
            for (i, seg) in c.path.iter().enumerate() {
                if i > 0 {
                    out.push_str("::");
                }
                out.push_str(seg);
            }
            if !c.args.is_empty() {
                out.push('<');
                for a in &c.args {
                    key_arg(out, a);
                    out.push(',');
                }
                out.push('>');
            }
            out.push('}');
            cv(out, *q);
        }
        Ty::Pointer(inner, c) => {
            key_ty(out, inner);
            out.push('*');
            cv(out, *c);
        }
        Ty::LRef(inner) => {
            key_ty(out, inner);
            out.push('&');
        }
        Ty::RRef(inner) => {
            key_ty(out, inner);
            out.push_str("&&");
        }
        Ty::Array(inner, n) => {
            key_ty(out, inner);
            match n {
                Some(n) => {
                    let _ = write!(out, "[{n}]");
                }
                None => out.push_str("[]"),
            }
        }
        Ty::Function(sig) => {
            out.push_str("F{");
            key_ty(out, &sig.ret);
            out.push('(');
            for p in &sig.params {
                key_ty(out, p);
                out.push(',');
            }
            if sig.variadic {
                out.push_str("...");
            }
            out.push_str(")}");
        }
        Ty::Param { index, cv: c, .. } => {
            let _ = write!(out, "${index}");
            cv(out, *c);
        }
        Ty::Unknown(spelling) => {
            out.push_str("?{");
            out.push_str(spelling);
            out.push('}');
        }
    }
}

/// A template argument in an entity key (see [`key_ty`]).
fn key_arg(out: &mut String, a: &crate::ty::TemplateArg) {
    use crate::ty::TemplateArg;
    use std::fmt::Write as _;
    match a {
        TemplateArg::Type(t) => key_ty(out, t),
        TemplateArg::Value { ty, value } => {
            out.push('=');
            key_ty(out, ty);
            let _ = write!(out, ":{value}");
        }
        TemplateArg::Other(spelling) => {
            out.push_str("'{");
            out.push_str(spelling);
            out.push('}');
        }
        TemplateArg::Pack(args) => {
            out.push_str("...[");
            for a in args {
                key_arg(out, a);
                out.push(',');
            }
            out.push(']');
        }
    }
}

/// The names a class's member list declares, or `None` when a member
/// declaration is of a kind whose names are not collected here.
fn class_member_names(list: &ast::MemberList) -> Option<Vec<SmolStr>> {
    let mut names = Vec::new();
    for d in list.decls() {
        match &d {
            ast::Decl::AccessSpec(_) => {}
            ast::Decl::FunctionDef(f) => names.push(declarator_name(&f.declarator()?)?),
            ast::Decl::SimpleDecl(sd) => {
                for ts in sd.decl_specs().iter().flat_map(|s| s.type_specs()) {
                    match ts {
                        ast::TypeSpec::ClassSpec(cs) => match cs.path().and_then(|p| p.last_name())
                        {
                            Some(n) => names.push(SmolStr::new(n)),
                            // an anonymous struct or union's members are the class's
                            None => names.extend(class_member_names(&cs.member_list()?)?),
                        },
                        ast::TypeSpec::EnumSpec(es) => {
                            if let Some(n) = es.path().and_then(|p| p.last_name()) {
                                names.push(SmolStr::new(n));
                            }
                            for e in es.enumerator_list().iter().flat_map(|l| l.enumerators()) {
                                names.push(SmolStr::new(e.name()?.ident_token()?.text()));
                            }
                        }
                        _ => {}
                    }
                }
                for init in sd.init_declarators() {
                    if let Some(n) = init.declarator().and_then(|d| declarator_name(&d)) {
                        names.push(n);
                    }
                }
            }
            ast::Decl::AliasDecl(a) => names.push(SmolStr::new(a.name()?.ident_token()?.text())),
            ast::Decl::TemplateDecl(td) => match td.decl()? {
                ast::Decl::FunctionDef(f) => names.push(declarator_name(&f.declarator()?)?),
                ast::Decl::SimpleDecl(sd) => {
                    for init in sd.init_declarators() {
                        names.push(declarator_name(&init.declarator()?)?);
                    }
                    // a member class template: not collected
                    sd.init_declarators().next()?;
                }
                _ => return None,
            },
            // using-declarations, static_assert and the like
            _ => return None,
        }
    }
    Some(names)
}

/// The enumerators seen so far, as names for constant expressions.
struct EnumEnv<'a>(&'a [(Vec<SmolStr>, Option<i128>)]);

impl crate::const_expr::ConstEnv for EnumEnv<'_> {
    fn name_value(&self, path: &[SmolStr]) -> Option<i128> {
        self.0
            .iter()
            .rev()
            .find(|(p, _)| p.ends_with(path))
            .and_then(|(_, v)| *v)
    }
    fn is_constexpr_function(&self, _path: &[SmolStr]) -> Option<bool> {
        None
    }
}

/// A constant expression from the tokens of a syntax node.
pub fn const_expr_of(node: &SyntaxNode) -> ConstExpr {
    let tokens: Vec<(syntax::SyntaxKind, String)> = node
        .descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .filter(|t| !t.kind().is_trivia())
        .map(|t| (t.kind(), t.text().to_string()))
        .collect();
    ConstExpr::parse(&tokens)
}

/// Where a template parameter's name is (or the parameter, when unnamed).
fn template_param_name_range(p: &ast::TemplateParam) -> TextRange {
    let name = match p {
        ast::TemplateParam::TypeParam(t) => t.name().map(|n| n.syntax().text_range()),
        ast::TemplateParam::TemplateTemplateParam(t) => t.name().map(|n| n.syntax().text_range()),
        ast::TemplateParam::ParamDecl(d) => d
            .declarator()
            .and_then(|d| d.decl_name().map(|n| n.syntax().text_range())),
    };
    name.unwrap_or_else(|| p.syntax().text_range())
}

/// The identifiers of an expression that name something by unqualified
/// lookup: not members (`a.b`, `p->b`), not qualified (`A::b`), not the
/// qualifiers or templates themselves (`A::`, `f<`).
fn unqualified_names(e: &SyntaxNode) -> Vec<SmolStr> {
    let tokens: Vec<syntax::SyntaxToken> = e
        .descendants_with_tokens()
        .filter_map(|t| t.into_token())
        .filter(|t| !t.kind().is_trivia())
        .collect();
    let mut out = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        if t.kind() != IDENT {
            continue;
        }
        let before = i.checked_sub(1).map(|k| tokens[k].kind());
        let after = tokens.get(i + 1).map(|t| t.kind());
        if matches!(before, Some(COLON2 | DOT | ARROW)) || matches!(after, Some(COLON2 | L_ANGLE)) {
            continue;
        }
        out.push(SmolStr::new(t.text()));
    }
    out
}

/// A parameter's type as written, spelled as EDG prints it in candidate
/// notes: `const` first, words spaced, `T *`, `const T &`, `S<T, U>`.
/// `None` for a declarator we do not spell (arrays, function pointers,
/// packs, attributes).
fn written_param(p: &ast::ParamDecl) -> Option<SmolStr> {
    let specs = p.decl_specs()?;
    let mut cv = String::new();
    let mut ty = String::new();
    let word = |t: &str| {
        t.chars()
            .next()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
    };
    for t in specs
        .syntax()
        .descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .filter(|t| !t.kind().is_trivia())
    {
        match t.kind() {
            CONST_KW | VOLATILE_KW => {
                cv.push_str(t.text());
                cv.push(' ');
            }
            DOT3 | L_BRACK | L_PAREN => return None,
            _ => {
                if ty.ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ',')
                    && word(t.text())
                    || ty.ends_with(',')
                {
                    ty.push(' ');
                }
                ty.push_str(t.text());
            }
        }
    }
    if ty.is_empty() {
        return None;
    }
    let mut out = format!("{cv}{ty}");
    if let Some(d) = p.declarator() {
        if d.paren_declarator().is_some()
            || d.declarator_suffixs().next().is_some()
            || d.syntax().children_with_tokens().any(|t| t.kind() == DOT3)
        {
            return None;
        }
        for op in d.ptr_ops() {
            let sym = op
                .syntax()
                .children_with_tokens()
                .filter_map(|e| e.into_token())
                .find(|t| matches!(t.kind(), STAR | AMP | AMP2))?;
            if op.path().is_some() {
                return None;
            }
            out.push(' ');
            out.push_str(sym.text());
            if op.const_kw_token().is_some() {
                out.push_str("const");
            }
        }
    }
    Some(SmolStr::new(out))
}

fn template_param_info(p: &ast::TemplateParam) -> TemplateParamInfo {
    let has_dots = |n: &SyntaxNode| n.children_with_tokens().any(|e| e.kind() == DOT3);
    let (is_pack, kind) = match p {
        ast::TemplateParam::TypeParam(t) => (has_dots(t.syntax()), TemplateParamKind::Type),
        ast::TemplateParam::TemplateTemplateParam(t) => {
            (has_dots(t.syntax()), TemplateParamKind::Template)
        }
        ast::TemplateParam::ParamDecl(d) => (
            d.declarator().is_some_and(|d| has_dots(d.syntax())) || has_dots(d.syntax()),
            TemplateParamKind::NonType,
        ),
    };
    // the `=` of a default argument is a direct child of the parameter
    let has_default = p.syntax().children_with_tokens().any(|e| e.kind() == EQ);
    TemplateParamInfo {
        name: template_param_name(p),
        is_pack,
        kind,
        has_default,
        in_function_params: false,
    }
}

fn template_param_name(p: &ast::TemplateParam) -> SmolStr {
    let name = match p {
        ast::TemplateParam::TypeParam(t) => t.name().and_then(|n| n.ident_token()),
        ast::TemplateParam::TemplateTemplateParam(t) => t.name().and_then(|n| n.ident_token()),
        ast::TemplateParam::ParamDecl(d) => {
            return d
                .declarator()
                .and_then(|d| declarator_name(&d))
                .unwrap_or_default();
        }
    };
    name.map(|t| SmolStr::new(t.text())).unwrap_or_default()
}

/// An attribute's arguments as constant expressions: `(128, 2)` is one
/// group, `((128, 1, 1), (2, 1, 1))` two.
fn attribute_arg_groups(attr: &ast::Attribute) -> Vec<Vec<ConstExpr>> {
    let Some(args) = attr.attribute_args() else {
        return Vec::new();
    };
    let tokens: Vec<(syntax::SyntaxKind, String)> = args
        .syntax()
        .descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .filter(|t| !t.kind().is_trivia())
        .map(|t| (t.kind(), t.text().to_string()))
        .collect();
    // drop the outer parentheses
    let inner = if tokens.len() >= 2 {
        &tokens[1..tokens.len() - 1]
    } else {
        &tokens[..]
    };
    let split = |toks: &[(syntax::SyntaxKind, String)]| -> Vec<Vec<(syntax::SyntaxKind, String)>> {
        let mut parts = vec![Vec::new()];
        let mut depth = 0;
        // template argument lists (`<` after a name) hold commas too
        let mut angles: i32 = 0;
        let mut prev: Option<syntax::SyntaxKind> = None;
        for t in toks {
            match t.0 {
                L_PAREN | L_BRACK | L_CURLY => depth += 1,
                R_PAREN | R_BRACK | R_CURLY => depth -= 1,
                L_ANGLE if prev == Some(IDENT) => angles += 1,
                R_ANGLE if angles > 0 => angles -= 1,
                SHR if angles > 0 => angles = (angles - 2).max(0),
                COMMA if depth == 0 && angles == 0 => {
                    parts.push(Vec::new());
                    prev = Some(COMMA);
                    continue;
                }
                _ => {}
            }
            prev = Some(t.0);
            parts.last_mut().unwrap().push(t.clone());
        }
        if parts.len() == 1 && parts[0].is_empty() {
            parts.clear();
        }
        parts
    };
    let parts = split(inner);
    let tuples = !parts.is_empty()
        && parts.iter().all(|p| {
            p.first().is_some_and(|t| t.0 == L_PAREN)
                && p.last().is_some_and(|t| t.0 == R_PAREN)
                && split(&p[1..p.len() - 1]).len() > 1
        });
    if tuples {
        parts
            .iter()
            .map(|p| {
                split(&p[1..p.len() - 1])
                    .iter()
                    .map(|x| ConstExpr::parse(x))
                    .collect()
            })
            .collect()
    } else {
        vec![parts.iter().map(|x| ConstExpr::parse(x)).collect()]
    }
}

/// The alignment an attribute list asks for: `alignas(N)`,
/// `__attribute__((aligned(N)))` (CUDA's `__align__`/`__builtin_align__`).
pub fn alignment_of(list: &ast::AttributeList) -> Option<u64> {
    if list.syntax().kind() == ALIGNAS_SPEC {
        return list
            .syntax()
            .children()
            .find_map(ast::Expr::cast)
            .and_then(|e| lower_ty::eval_int_literal(&e));
    }
    list.syntax()
        .descendants()
        .filter_map(ast::Attribute::cast)
        .filter(|a| a.normalized_name().as_deref() == Some("aligned"))
        .find_map(|a| {
            // `aligned(16)`: the first argument as a literal
            a.attribute_args()?
                .syntax()
                .descendants_with_tokens()
                .filter_map(|e| e.into_token())
                .find(|t| t.kind() == INT_NUMBER)
                .and_then(|t| {
                    t.text()
                        .trim_end_matches(['u', 'U', 'l', 'L'])
                        .parse::<u64>()
                        .ok()
                })
        })
}

/// The CUDA memory space of a variable declaration, from its attributes.
pub fn memory_space(
    before: &[ast::AttributeList],
    specs: Option<&ast::DeclSpecs>,
    d: &ast::Declarator,
) -> Option<MemorySpace> {
    let lists = before
        .iter()
        .cloned()
        .chain(specs.into_iter().flat_map(|s| s.attribute_lists()))
        .chain(d.attribute_lists());
    let mut space = None;
    for list in lists {
        for a in list.syntax().descendants().filter_map(ast::Attribute::cast) {
            match a.normalized_name().as_deref() {
                Some("device") => space = space.or(Some(MemorySpace::Device)),
                Some("constant") => space = Some(MemorySpace::Constant),
                Some("shared") => space = Some(MemorySpace::Shared),
                Some("managed") => space = Some(MemorySpace::Managed),
                _ => {}
            }
        }
    }
    space
}

/// Every memory-space attribute of a declaration, in order.
pub(crate) fn memory_spaces(
    before: &[ast::AttributeList],
    specs: Option<&ast::DeclSpecs>,
    d: &ast::Declarator,
) -> Vec<MemorySpace> {
    let lists = before
        .iter()
        .cloned()
        .chain(specs.into_iter().flat_map(|s| s.attribute_lists()))
        .chain(d.attribute_lists());
    let mut out = Vec::new();
    for list in lists {
        for a in list.syntax().descendants().filter_map(ast::Attribute::cast) {
            let space = match a.normalized_name().as_deref() {
                Some("device") => MemorySpace::Device,
                Some("constant") => MemorySpace::Constant,
                Some("shared") => MemorySpace::Shared,
                Some("managed") => MemorySpace::Managed,
                _ => continue,
            };
            if !out.contains(&space) {
                out.push(space);
            }
        }
    }
    out
}

/// The functions an initializer calls, by the names written.
pub fn initializer_calls(init: &SyntaxNode) -> Vec<Vec<SmolStr>> {
    evaluated_nodes(init)
        .into_iter()
        .filter(|n| n.kind() == CALL_EXPR)
        .filter_map(|call| {
            let callee = call.first_child()?;
            let path = ast::PathExpr::cast(callee)?.path()?;
            Some(path.segment_names().into_iter().map(SmolStr::new).collect())
        })
        .collect()
}

/// The nodes of an expression that run when it is evaluated: not the
/// operands of `sizeof`, `alignof`, `noexcept`, `decltype`, `typeid`
/// (of a type), nor the bodies of lambdas.
fn evaluated_nodes(root: &SyntaxNode) -> Vec<SyntaxNode> {
    let mut out = Vec::new();
    let mut walk = root.preorder();
    while let Some(ev) = walk.next() {
        let rowan::WalkEvent::Enter(n) = ev else {
            continue;
        };
        if n != *root
            && matches!(
                n.kind(),
                SIZEOF_EXPR
                    | ALIGNOF_EXPR
                    | NOEXCEPT_EXPR
                    | DECLTYPE_TYPE
                    | TYPEID_EXPR
                    | LAMBDA_EXPR
                    | REQUIRES_EXPR
            )
        {
            walk.skip_subtree();
            continue;
        }
        out.push(n);
    }
    out
}

/// The initializer may have a side effect that is not a call of a named
/// function with literal arguments (those are in [`initializer_calls`],
/// for the checks to see whether the function is constexpr): EDG does not
/// call a local "never referenced" when its initialization does something.
/// Unevaluated operands (`sizeof`, `decltype`, ...) and lambda bodies do
/// nothing here.
pub fn initializer_has_effects(init: &SyntaxNode) -> bool {
    let literal = |e: &SyntaxNode| {
        let mut e = e.clone();
        loop {
            match e.kind() {
                LITERAL => return true,
                PAREN_EXPR | PREFIX_EXPR => match e.first_child() {
                    Some(c) => e = c,
                    None => return false,
                },
                _ => return false,
            }
        }
    };
    for n in evaluated_nodes(init) {
        match n.kind() {
            ASSIGN_EXPR | NEW_EXPR | DELETE_EXPR | THROW_EXPR | STMT_EXPR | BUILTIN_CALL_EXPR => {
                return true;
            }
            PREFIX_EXPR | POSTFIX_EXPR
                if n.children_with_tokens()
                    .any(|t| matches!(t.kind(), PLUS2 | MINUS2)) =>
            {
                return true;
            }
            CALL_EXPR => {
                let mut children = n.children();
                let named = children.next().is_some_and(|c| c.kind() == PATH_EXPR);
                let args_literal = children
                    .filter(|c| c.kind() == ARG_LIST)
                    .flat_map(|a| a.children().collect::<Vec<_>>())
                    .all(|a| literal(&a));
                if !named || !args_literal {
                    return true;
                }
            }
            _ => {}
        }
    }
    false
}

/// The name a declarator declares (through nested parentheses).
pub fn declarator_name(d: &ast::Declarator) -> Option<SmolStr> {
    if let Some(p) = d.decl_name().and_then(|n| n.path()) {
        return p.last_name().map(SmolStr::new);
    }
    d.paren_declarator()
        .and_then(|p| p.declarator())
        .and_then(|d| declarator_name(&d))
}

/// The declarator declares a function: its name is followed directly by a
/// parameter list (not `(*f)(int)`, a pointer to function).
pub fn is_function_declarator(d: &ast::Declarator) -> bool {
    if d.decl_name().is_some() {
        return matches!(
            d.declarator_suffixs().next(),
            Some(ast::DeclaratorSuffix::FunctionSuffix(_))
        );
    }
    match d.paren_declarator().and_then(|p| p.declarator()) {
        // `int (f)(int)` declares f; `int (*f)(int)` does not
        Some(inner) => inner.ptr_ops().next().is_none() && is_function_declarator(&inner),
        None => false,
    }
}

/// The attributes written on a lambda expression (before and after its
/// parameter list), where `__host__`/`__device__` are.
pub fn lambda_attributes(node: &SyntaxNode) -> Vec<ast::Attribute> {
    node.children()
        .filter(|c| {
            matches!(
                c.kind(),
                GNU_ATTRIBUTES | CXX_ATTRIBUTES | LAMBDA_SPECIFIERS
            )
        })
        .flat_map(|c| c.descendants().filter_map(ast::Attribute::cast))
        .collect()
}

/// The type an `auto` variable takes from an initializer whose type is
/// written in it: `= T{...}` or `= T(...)` (a functional cast) or a
/// literal; `None` for anything else (it stays `auto`). Its size counts
/// where the variable is registered with the runtime.
fn deduce_auto(ctx: &dyn lower_ty::TypeContext, init: &SyntaxNode) -> Option<Ty> {
    let e = init
        .children()
        .find(|c| ast::Expr::cast(c.clone()).is_some())?;
    match e.kind() {
        FUNCTIONAL_CAST => Some(crate::body::functional_cast_type(ctx, &e)),
        LITERAL => Some(crate::body::literal_type(&e)),
        _ => None,
    }
    .filter(|t| !matches!(t, Ty::Unknown(_)))
}

/// The names of a path written with plain names only (`N::M::f`; a
/// leading `::` is dropped: namespace links are resolved outward anyway).
pub(crate) fn path_names(p: &ast::Path) -> Option<Vec<SmolStr>> {
    let mut names = Vec::new();
    for seg in p.path_segments() {
        match seg {
            ast::PathSegment::NameRef(n) => names.push(lower_ty::ident_text(n.syntax())),
            _ => return None,
        }
    }
    (!names.is_empty()).then_some(names)
}
