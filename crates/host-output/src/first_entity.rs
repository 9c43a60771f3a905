//! The entity that names a translation unit in its module id: the first
//! definition, in source order, of a function with a body or a variable
//! with an initializer that has external linkage and is not inline, not a
//! template (nor an instantiation), not a function with a deduced return
//! type, and not a class member defined in its class (observed with
//! cudafe++ 13.5; see shared/spec/outputs.md §5.4). Inline is a property
//! of the entity: a member declared `inline` in its class and defined
//! outside it without the keyword (libstdc++'s `ctype<char>::is`, which
//! `<iostream>` brings in) is inline.

use crate::SemaDb;
use base_db::UnitSide;
use hir::ty::{MangleConfig, ScopeName, Ty, mangle_variable, mangle_with};
use hir::{FunctionDecl, ReturnKind};
use rustc_hash::{FxHashMap, FxHashSet};
use smol_str::SmolStr;
use syntax::SyntaxKind::*;
use syntax::ast::{self, AstNode};
use syntax::{TextRange, TextSize};

/// The name the module id is built from, if some entity qualifies:
/// a function's mangled name (`main` and `extern "C"` functions plain), a
/// variable's identifier at global scope, its mangled name elsewhere.
#[salsa::tracked]
pub fn module_id_entity(db: &dyn SemaDb, us: UnitSide) -> Option<SmolStr> {
    first_entity(db, us, false)
}

/// [`module_id_entity`] with `-rdc=true`: there cudafe++ fixes the module
/// id at the first reference to a `__global__` function template (a call,
/// a template-id or its address, also in a template or an inline function
/// that never runs), and an entity after it does not count: with none
/// before, the id is the fallback (observed with cudafe++ 13.5 over
/// variations: `test-data/host/rdc_module_id_kernel_template_reference.cu`).
/// An explicit instantiation directive is no such reference.
#[salsa::tracked]
pub fn module_id_entity_rdc(db: &dyn SemaDb, us: UnitSide) -> Option<SmolStr> {
    first_entity(db, us, true)
}

/// The module id's entity for a compilation with or without `-rdc=true`
/// (the drivers' one entry: [`module_id_entity`] or
/// [`module_id_entity_rdc`]).
pub fn module_id_entity_for(db: &dyn SemaDb, us: UnitSide, rdc: bool) -> Option<SmolStr> {
    if rdc {
        module_id_entity_rdc(db, us).clone()
    } else {
        module_id_entity(db, us).clone()
    }
}

fn first_entity(db: &dyn SemaDb, us: UnitSide, rdc: bool) -> Option<SmolStr> {
    let parse = base_db::parse(db, us);
    let tree = hir::item_tree(db, us);
    let map = hir::item_source_map(db, us);
    let functions: FxHashMap<TextRange, usize> = map
        .function_ranges()
        .enumerate()
        .map(|(i, r)| (r, i))
        .collect();
    let variables: FxHashMap<TextRange, usize> =
        map.variables().enumerate().map(|(i, r)| (r, i)).collect();
    // functions with an inline (or constexpr) declaration anywhere, by
    // their scope, name, arity and constness: the entity key spells the
    // parameter types as each declaration resolved them, and a member
    // defined outside its class may see a typedef the class inherited
    // under another spelling
    let inline_overloads: FxHashSet<OverloadShape> = tree
        .functions
        .iter()
        .filter(|d| d.is_inline || d.is_constexpr || d.is_consteval)
        .map(|d| OverloadShape::of(d))
        .collect();
    // the `__global__` function templates, by name, with where each is
    // first declared
    let mut kernel_templates: FxHashMap<&str, TextSize> = FxHashMap::default();
    if rdc {
        for (d, r) in tree.functions.iter().zip(map.function_ranges()) {
            if d.is_template() && d.attrs.global {
                let at = kernel_templates
                    .entry(d.name.name.as_str())
                    .or_insert(r.start());
                *at = (*at).min(r.start());
            }
        }
    }
    let finder = Finder {
        functions: &functions,
        inline_overloads: &inline_overloads,
        decls: &tree.functions,
        variables: &variables,
        var_types: &tree.variables,
        kernel_templates: &kernel_templates,
    };
    let root = ast::TranslationUnit::cast(parse.syntax_node())?;
    let mut scope = Vec::new();
    match finder.decls(root.decls(), &mut scope, false)? {
        Found::Entity(name) => Some(SmolStr::new(name)),
        Found::KernelTemplateReference => None,
    }
}

/// What tells a function's declarations apart well enough to find its
/// other declarations: scope, name, number of parameters, `const`.
#[derive(PartialEq, Eq, Hash)]
struct OverloadShape<'a> {
    scope: Vec<&'a str>,
    name: &'a str,
    arity: usize,
    is_const: bool,
}

impl<'a> OverloadShape<'a> {
    fn of(d: &'a FunctionDecl) -> Self {
        OverloadShape {
            scope: d.name.scope.iter().map(|s| s.name.as_str()).collect(),
            name: d.name.name.as_str(),
            arity: d.name.sig.params.len(),
            is_const: d.name.is_const,
        }
    }
}

struct Finder<'a> {
    functions: &'a FxHashMap<TextRange, usize>,
    decls: &'a [std::sync::Arc<FunctionDecl>],
    inline_overloads: &'a FxHashSet<OverloadShape<'a>>,
    variables: &'a FxHashMap<TextRange, usize>,
    var_types: &'a [hir::items::VariableDecl],
    /// With `-rdc=true`: the `__global__` function templates by name and
    /// first declaration (empty otherwise).
    kernel_templates: &'a FxHashMap<&'a str, TextSize>,
}

/// Why the scan stopped.
enum Found {
    Entity(String),
    /// A reference to a `__global__` function template came first.
    KernelTemplateReference,
}

impl Finder<'_> {
    fn decls(
        &self,
        decls: impl Iterator<Item = ast::Decl>,
        scope: &mut Vec<ScopeName>,
        extern_c: bool,
    ) -> Option<Found> {
        for d in decls {
            if let Some(found) = self.decl(&d, scope, extern_c) {
                return Some(found);
            }
            // a namespace's declarations were looked at one by one
            let nested = matches!(d, ast::Decl::NamespaceDef(_) | ast::Decl::LinkageSpec(_));
            if !nested && self.references_kernel_template(d.syntax()) {
                return Some(Found::KernelTemplateReference);
            }
        }
        None
    }

    /// Whether a declaration names a `__global__` function template
    /// declared before it, other than in a declaration of that name.
    fn references_kernel_template(&self, d: &syntax::SyntaxNode) -> bool {
        if self.kernel_templates.is_empty() {
            return false;
        }
        syntax::significant_tokens(d)
            .filter(|t| t.kind() == IDENT)
            .any(|t| {
                self.kernel_templates
                    .get(t.text())
                    .is_some_and(|at| *at < t.text_range().start())
                    && !t.parent_ancestors().any(|a| a.kind() == DECL_NAME)
            })
    }

    fn decl(&self, d: &ast::Decl, scope: &mut Vec<ScopeName>, extern_c: bool) -> Option<Found> {
        match d {
            ast::Decl::NamespaceDef(ns) => {
                let names = ns.names();
                // nothing in an anonymous namespace has external linkage
                if names.is_empty() {
                    return None;
                }
                for (name, _) in &names {
                    scope.push(ScopeName {
                        name: SmolStr::new(name),
                        is_class: false,
                        args: Vec::new(),
                    });
                }
                let found = ns
                    .decl_list()
                    .and_then(|l| self.decls(l.decls(), scope, extern_c));
                for _ in &names {
                    scope.pop();
                }
                found
            }
            ast::Decl::LinkageSpec(ls) => {
                let c = ls.string_lit_token().is_some_and(|t| t.text() == "\"C\"");
                if let Some(list) = ls.decl_list() {
                    return self.decls(list.decls(), scope, c);
                }
                ls.decl().and_then(|d| self.decl(&d, scope, c))
            }
            ast::Decl::FunctionDef(f) => self.function(f).map(Found::Entity),
            ast::Decl::SimpleDecl(sd) => self.variable(sd, scope, extern_c).map(Found::Entity),
            _ => None,
        }
    }

    fn function(&self, f: &ast::FunctionDef) -> Option<String> {
        f.function_body()?;
        let index = *self.functions.get(&f.syntax().text_range())?;
        let d = self.decls.get(index)?;
        let qualifies = d.is_definition
            && !d.is_inline
            && !self.inline_overloads.contains(&OverloadShape::of(d))
            && !d.is_constexpr
            && !d.is_consteval
            && !d.is_static
            && !d.in_class
            && !d.is_friend
            && !d.in_template
            && !d.is_template()
            && !d.explicit_instantiation
            && d.name.template_args.is_none()
            && !matches!(d.return_kind, ReturnKind::Auto | ReturnKind::DecltypeAuto)
            && !d.name.scope.iter().any(|s| s.name.is_empty());
        if !qualifies {
            return None;
        }
        if d.name.scope.is_empty() && d.name.name == "main" {
            return Some("main".to_string());
        }
        Some(mangle_with(&d.name, &MangleConfig::default()))
    }

    fn variable(
        &self,
        sd: &ast::SimpleDecl,
        scope: &[ScopeName],
        extern_c: bool,
    ) -> Option<String> {
        let specs = sd.decl_specs()?;
        if specs.has_keyword(TYPEDEF_KW)
            || specs.has_keyword(STATIC_KW)
            || specs.has_keyword(INLINE_KW)
            || specs.has_keyword(CONSTEXPR_KW)
            || specs.has_keyword(FRIEND_KW)
        {
            return None;
        }
        let is_extern = specs.has_keyword(EXTERN_KW);
        for init in sd.init_declarators() {
            let Some(d) = init.declarator() else { continue };
            if init.initializer().is_none() || hir::items::is_function_declarator(&d) {
                continue;
            }
            if matches!(
                init.initializer()
                    .and_then(|i| i.syntax().first_child())
                    .map(|n| n.kind()),
                Some(BIT_FIELD)
            ) {
                continue;
            }
            let Some(path) = declarator_path(&d) else {
                continue;
            };
            // namespace-scope `const` objects have internal linkage
            // unless declared `extern` (here or before)
            if !is_extern
                && let Some(&i) = self.variables.get(&d.syntax().text_range())
                && i < self.var_types.len()
                && crate::entities::variable_is_internal(self.var_types, i, false)
            {
                continue;
            }
            let (qualifier, name) = path.split_at(path.len() - 1);
            let mut full: Vec<ScopeName> = scope.to_vec();
            full.extend(qualifier.iter().map(|q| ScopeName {
                name: q.clone(),
                is_class: true,
                args: Vec::new(),
            }));
            if extern_c && qualifier.is_empty() {
                return Some(name[0].to_string());
            }
            return Some(mangle_variable(&full, &name[0], &MangleConfig::default()));
        }
        None
    }
}

/// A top-level `const` object (arrays: of const elements).
pub(crate) fn is_const_object(ty: &Ty) -> bool {
    match ty {
        Ty::Array(inner, _) => is_const_object(inner),
        t => t.cv().is_const,
    }
}

/// The names of a declarator's declared entity, with its qualifier
/// (`A::sm` is `["A", "sm"]`).
fn declarator_path(d: &ast::Declarator) -> Option<Vec<SmolStr>> {
    if let Some(p) = d.decl_name().and_then(|n| n.path()) {
        let names: Vec<SmolStr> = p.segment_names().into_iter().map(SmolStr::new).collect();
        return (!names.is_empty() && names.iter().all(|n| !n.is_empty())).then_some(names);
    }
    d.paren_declarator()
        .and_then(|p| p.declarator())
        .and_then(|d| declarator_path(&d))
}
