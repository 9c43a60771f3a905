//! The item tree: every function declaration of a translation unit (side),
//! lowered from the syntax tree to position-free values. It is the firewall
//! of the semantic model: editing a function body leaves it equal, so
//! nothing that depends only on declarations is recomputed.
//!
//! Positions live apart, in [`ItemSourceMap`], which changes on every edit.

use crate::lower_ty::{self, TypeContext};
use crate::ty::{FnSig, FunctionName, ScopeName, Ty};
use rustc_hash::FxHashMap;
use smol_str::SmolStr;
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
    /// The names of the template parameters, if this is a template.
    pub template_params: Option<Vec<SmolStr>>,
    /// An explicit instantiation (`template void f<int>(int);`).
    pub explicit_instantiation: bool,
    /// Declared in a class template (or a template's member): its calls may
    /// depend on template parameters even if it is no template itself.
    pub in_template: bool,
    /// The arguments of the launch configuration attributes, by attribute
    /// (`launch_bounds`, `maxnreg`, `cluster_dims`, `block_size`): groups of
    /// values (one group, or one per parenthesised tuple of `__block_size__`),
    /// `None` for an argument that is not an integer literal.
    pub launch_args: Vec<(&'static str, Vec<Vec<Option<i64>>>)>,
    /// `public`, `protected` or `private` (members); `public` otherwise.
    pub access: &'static str,
    /// A member of a class defined inside a function.
    pub in_local_class: bool,
    /// Parameters annotated `__grid_constant__`: (const-qualified, reference).
    pub grid_constant_params: Vec<(bool, bool)>,
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
}

impl FunctionDecl {
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

/// A class or enumeration (for member lookup and for layouts).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ClassDecl {
    pub path: Vec<SmolStr>,
    pub bases: Vec<Vec<SmolStr>>,
    pub is_template: bool,
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
    pub ty: Ty,
    /// `__device__`, `__constant__`, `__shared__` or `__managed__`.
    pub memory: Option<&'static str>,
    /// `const` or `constexpr`: usable in device code when its value is known.
    pub is_const: bool,
    pub has_init: bool,
    /// Annotated `__grid_constant__`, which applies to kernel parameters only.
    pub grid_constant: bool,
}

impl VariableDecl {
    pub fn name(&self) -> &SmolStr {
        self.path.last().expect("variables have a name")
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ItemTree {
    pub functions: Vec<FunctionDecl>,
    pub classes: Vec<ClassDecl>,
    pub variables: Vec<VariableDecl>,
    /// `typedef`/`using` aliases by qualified name.
    pub typedefs: Vec<(Vec<SmolStr>, Ty)>,
    /// Namespace-scope lambdas (their bodies are checked like functions).
    pub namespace_lambdas: usize,
}

/// Where each item of the [`ItemTree`] is, in the current syntax tree.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ItemSourceMap {
    /// The FUNCTION_DEF node, or the DECLARATOR of a declaration.
    pub functions: Vec<SyntaxNodePtr>,
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
}

pub fn lower(root: &SyntaxNode) -> (ItemTree, ItemSourceMap) {
    let mut l = Lowerer::default();
    if let Some(tu) = ast::TranslationUnit::cast(root.clone()) {
        for decl in tu.decls() {
            l.decl(&decl);
        }
    }
    (l.tree, l.map)
}

#[derive(Default)]
struct Lowerer {
    tree: ItemTree,
    map: ItemSourceMap,
    scope: Vec<ScopeName>,
    extern_c: bool,
    template_params: Vec<Vec<SmolStr>>,
    in_class: Vec<Vec<SmolStr>>,
    /// The item-tree index of each class being lowered (innermost last).
    class_index: Vec<usize>,
    typedefs: FxHashMap<Vec<SmolStr>, Ty>,
    explicit_instantiation: bool,
    /// The access of the members being lowered (`public` outside classes).
    access: &'static str,
    /// Lowering the members of a class defined in a function body.
    in_local_class: bool,
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
            if let Some(t) = self.l.typedefs.get(&full) {
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
            if self.l.tree.classes.iter().any(|c| c.path == full) {
                return full;
            }
        }
        path.to_vec()
    }
}

impl Lowerer {
    fn decl(&mut self, decl: &ast::Decl) {
        match decl {
            ast::Decl::NamespaceDef(ns) => {
                let name = ns
                    .name()
                    .and_then(|n| n.ident_token())
                    .map(|t| SmolStr::new(t.text()))
                    .unwrap_or_default();
                self.scope.push(ScopeName {
                    name,
                    is_class: false,
                    args: Vec::new(),
                });
                if let Some(list) = ns.decl_list() {
                    for d in list.decls() {
                        self.decl(&d);
                    }
                }
                self.scope.pop();
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
                self.template_params.push(params);
                if let Some(d) = td.decl() {
                    self.decl(&d);
                }
                self.template_params.pop();
            }
            ast::Decl::ExplicitInstantiation(ei) => {
                let old = self.explicit_instantiation;
                self.explicit_instantiation = true;
                if let Some(d) = ei.decl() {
                    self.decl(&d);
                }
                self.explicit_instantiation = old;
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
                let unnamed = self.class_specs_named(specs.as_ref(), typedef_name.clone());
                if !is_typedef && sd.init_declarators().next().is_none() {
                    // an anonymous union or struct member: a field of its own
                    if let (Some(path), Some(&owner)) = (&unnamed, self.class_index.last()) {
                        self.tree.classes[owner].fields.push(FieldDecl {
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
                        self.typedef(specs.as_ref(), &d, unnamed.as_deref());
                        continue;
                    }
                    if let Some(&owner) = self.class_index.last()
                        && self.in_class.len() == self.class_index.len()
                        && !is_function_declarator(&d)
                        && !specs.as_ref().is_some_and(|s| {
                            s.has_keyword(STATIC_KW)
                                || s.has_keyword(FRIEND_KW)
                                || s.has_keyword(USING_KW)
                        })
                    {
                        self.field(owner, specs.as_ref(), &d, &init, unnamed.as_deref());
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
                        let ty = lower_ty::apply_declarator(&ctx, base, &d);
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
                            self.tree.variables.push(crate::items::VariableDecl {
                                path,
                                ty,
                                memory,
                                is_const,
                                has_init,
                                grid_constant,
                            });
                            self.map.variables.push(d.syntax().text_range());
                        }
                    }
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
            for a in node
                .children()
                .filter(|c| {
                    matches!(
                        c.kind(),
                        GNU_ATTRIBUTES | CXX_ATTRIBUTES | LAMBDA_SPECIFIERS
                    )
                })
                .flat_map(|c| {
                    c.descendants()
                        .filter_map(ast::Attribute::cast)
                        .collect::<Vec<_>>()
                })
            {
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
            self.tree.functions.push(FunctionDecl {
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
                in_template: false,
                template_params: None,
                explicit_instantiation: false,
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
            });
            self.map.functions.push(SyntaxNodePtr::new(&node));
            self.map.function_names.push(range);
            self.map.global_attrs.push(None);
            self.map.launch_attrs.push(None);
            self.map.specifier_ranges.push(None);
        }
    }

    fn scope_path(&self) -> Vec<SmolStr> {
        self.scope.iter().map(|s| s.name.clone()).collect()
    }

    fn typedef(
        &mut self,
        specs: Option<&ast::DeclSpecs>,
        d: &ast::Declarator,
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
            )
            .with_cv(specs.map(lower_ty::decl_specs_cv).unwrap_or_default()),
            None => specs
                .map(|s| lower_ty::lower_decl_specs(&ctx, s))
                .unwrap_or(Ty::INT),
        };
        let ty = lower_ty::apply_declarator(&ctx, base, d);
        if let Some(name) = declarator_name(d) {
            let mut path = self.scope_path();
            path.push(name);
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
        self.tree.classes.push(ClassDecl {
            path: path.clone(),
            bases: Vec::new(),
            is_template: !self.template_params.is_empty(),
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
        self.tree.classes[owner].fields.push(FieldDecl {
            ty,
            bit_width,
            align,
        });
    }

    fn class(&mut self, cs: &ast::ClassSpec, typedef_name: Option<SmolStr>) -> Vec<SmolStr> {
        let (name, typedef_named) = match cs.path().and_then(|p| p.last_name()) {
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
        self.tree.classes.push(ClassDecl {
            path: path.clone(),
            bases,
            is_template,
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

        let own_params: Option<Vec<SmolStr>> = if self.template_params.len() > self.in_class.len() {
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
        let mut launch_args: Vec<(&'static str, Vec<Vec<Option<i64>>>)> = Vec::new();
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
        for list in &all_attrs {
            for attr in list.syntax().descendants().filter_map(ast::Attribute::cast) {
                let ns = attr.namespace();
                if ns.as_deref().is_some_and(|n| n != "gnu") {
                    continue;
                }
                let range = attr.syntax().text_range();
                match attr.normalized_name().as_deref() {
                    Some("host") => attrs.host = true,
                    Some("device") => attrs.device = true,
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
                    _ => {}
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
        let grid_constant_params: Vec<(bool, bool)> = func_suffix
            .as_ref()
            .and_then(|f| f.param_list())
            .map(|list| {
                list.param_decls()
                    .filter(|p| {
                        p.syntax()
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
                        let ty = match p.declarator() {
                            Some(d) => lower_ty::apply_declarator(&ctx, base, &d),
                            None => base,
                        };
                        (ty.cv().is_const, matches!(ty, Ty::LRef(_) | Ty::RRef(_)))
                    })
                    .collect()
            })
            .unwrap_or_default();

        // scope: the enclosing scopes plus the declarator's qualifier
        let mut scope = self.scope.clone();
        for q in &qualifier {
            scope.push(ScopeName {
                name: q.clone(),
                is_class: self.tree.classes.iter().any(|c| c.path.last() == Some(q)),
                args: Vec::new(),
            });
        }
        let in_class = !self.in_class.is_empty() && qualifier.is_empty() && !is_friend;
        let class_path: Option<Vec<SmolStr>> = if in_class {
            self.in_class.last().cloned()
        } else if !qualifier.is_empty() {
            let path: Vec<SmolStr> = scope.iter().map(|s| s.name.clone()).collect();
            self.tree
                .classes
                .iter()
                .any(|c| c.path == path)
                .then_some(path)
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
        self.tree.functions.push(FunctionDecl {
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
            in_template: !self.template_params.is_empty() && !self.explicit_instantiation,
            template_params: own_params,
            explicit_instantiation: self.explicit_instantiation,
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
        });
        self.map.functions.push(SyntaxNodePtr::new(node));
        self.map.function_names.push(name_range);
        self.map.global_attrs.push(global_range);
        self.map.launch_attrs.push(launch_range);
        self.map.specifier_ranges.push(specifier_range);
    }
}

/// The key that identifies the declarations of one function: its scopes,
/// name, template-ness and parameter types.
pub fn entity_key(name: &FunctionName, template_params: Option<usize>) -> SmolStr {
    let mut key = String::new();
    for s in &name.scope {
        key.push_str(&s.name);
        key.push_str("::");
    }
    key.push_str(&name.name);
    if let Some(n) = template_params {
        key.push_str(&format!("<{n}>"));
    }
    if let Some(args) = &name.template_args {
        key.push_str(&format!("{args:?}"));
    }
    key.push('(');
    for p in &name.sig.params {
        key.push_str(&format!("{p:?},"));
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

/// An attribute's arguments as integer constants: `(128, 2)` is one group,
/// `((128, 1, 1), (2, 1, 1))` two. Anything but an integer literal (with an
/// optional sign) is `None`: constant evaluation is not modelled yet.
fn attribute_arg_groups(attr: &ast::Attribute) -> Vec<Vec<Option<i64>>> {
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
        for t in toks {
            match t.0 {
                L_PAREN => depth += 1,
                R_PAREN => depth -= 1,
                COMMA if depth == 0 => {
                    parts.push(Vec::new());
                    continue;
                }
                _ => {}
            }
            parts.last_mut().unwrap().push(t.clone());
        }
        parts
    };
    let value = |part: &[(syntax::SyntaxKind, String)]| -> Option<i64> {
        match part {
            [(INT_NUMBER, n)] => parse_int(n),
            [(MINUS, _), (INT_NUMBER, n)] => parse_int(n).map(|v| -v),
            [(PLUS, _), (INT_NUMBER, n)] => parse_int(n),
            _ => None,
        }
    };
    let parts = split(inner);
    let tuples = parts.iter().all(|p| {
        p.first().is_some_and(|t| t.0 == L_PAREN) && p.last().is_some_and(|t| t.0 == R_PAREN)
    });
    if tuples && !parts.is_empty() {
        parts
            .iter()
            .map(|p| split(&p[1..p.len() - 1]).iter().map(|x| value(x)).collect())
            .collect()
    } else {
        vec![parts.iter().map(|x| value(x)).collect()]
    }
}

fn parse_int(text: &str) -> Option<i64> {
    let t = text
        .trim_end_matches(['u', 'U', 'l', 'L'])
        .replace('\'', "");
    if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        i64::from_str_radix(hex, 16).ok()
    } else {
        t.parse().ok()
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
            attribute_arg_groups(&a)
                .first()
                .and_then(|g| g.first().copied().flatten())
                .map(|v| v as u64)
        })
}

/// The CUDA memory space of a variable declaration, from its attributes.
pub fn memory_space(
    before: &[ast::AttributeList],
    specs: Option<&ast::DeclSpecs>,
    d: &ast::Declarator,
) -> Option<&'static str> {
    let lists = before
        .iter()
        .cloned()
        .chain(specs.into_iter().flat_map(|s| s.attribute_lists()))
        .chain(d.attribute_lists());
    let mut space = None;
    for list in lists {
        for a in list.syntax().descendants().filter_map(ast::Attribute::cast) {
            match a.normalized_name().as_deref() {
                Some("device") => space = space.or(Some("__device__")),
                Some("constant") => space = Some("__constant__"),
                Some("shared") => space = Some("__shared__"),
                Some("managed") => space = Some("__managed__"),
                _ => {}
            }
        }
    }
    space
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
