//! cicc's #177 on entities with internal linkage that nothing refers to:
//! `static` functions and variables, those of unnamed namespaces, and
//! namespace-scope constants. (cudafe++ classifies #177 as a remark, which
//! is not shown.) A name counts as referred to when it appears anywhere in
//! the translation unit other than in its declarations.

use crate::{Anchor, Diag, SemaDb};
use base_db::{Side, UnitSide};
use diagnostics::{DiagKind, Entity};
use hir::ItemLookup;
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// How many times each identifier appears in one part's tree, and, in a
/// part of the body, how many of those are inside templates (whose uses
/// cicc counts only when the template is instantiated: see
/// `live_template_uses`).
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct IdentCounts {
    all: FxHashMap<smol_str::SmolStr, u32>,
    in_templates: FxHashMap<smol_str::SmolStr, u32>,
    /// The appearances as the name of a template-id (`g<int>`), which
    /// refer to a template, never to a function that is none.
    template_ids: FxHashMap<smol_str::SmolStr, u32>,
}

impl IdentCounts {
    /// Every appearance of `name` in the part.
    pub(crate) fn get(&self, name: &str) -> u32 {
        self.all.get(name).copied().unwrap_or(0)
    }

    /// The appearances as a template-id's name (`g` of `g<int>()`).
    pub(crate) fn template_ids(&self, name: &str) -> u32 {
        self.template_ids.get(name).copied().unwrap_or(0)
    }

    /// The appearances inside a template (none counted in the preamble).
    fn in_templates(&self, name: &str) -> u32 {
        self.in_templates.get(name).copied().unwrap_or(0)
    }
}

/// The identifiers of one part's tree, counted (walked as green nodes: no
/// cursor is made for the few hundred thousand tokens of a preamble).
#[salsa::tracked(returns(ref))]
pub(crate) fn ident_counts<'db>(
    db: &'db dyn SemaDb,
    key: base_db::UnitPart<'db>,
) -> Arc<IdentCounts> {
    let parse = base_db::parse_part(db, key.us(db), key.part(db));
    let mut counts = IdentCounts::default();
    // (the preamble's templates count as instantiated: its counts are kept
    // whole, and not twice)
    let split = key.part(db) != base_db::Part::Preamble;
    let kind = |k: syntax::SyntaxKind| rowan::SyntaxKind(k.into());
    let ident = kind(syntax::SyntaxKind::IDENT);
    // (an attribute's name, `global` of `__global__`, names no entity; nor
    // do the arguments of an attribute EDG does not know, which it skips)
    let attribute_name = kind(syntax::SyntaxKind::ATTRIBUTE_NAME);
    let attribute = kind(syntax::SyntaxKind::ATTRIBUTE);
    let template_id = kind(syntax::SyntaxKind::TEMPLATE_ID);
    let name_ref = kind(syntax::SyntaxKind::NAME_REF);
    let bump = |map: &mut FxHashMap<smol_str::SmolStr, u32>, text: &str| match map.get_mut(text) {
        Some(n) => *n += 1,
        None => {
            map.insert(text.into(), 1);
        }
    };
    let mut stack: Vec<(&rowan::GreenNodeData, Walk, bool)> =
        vec![(parse.parse.green(), Walk::Plain, false)];
    while let Some((node, walk, in_template)) = stack.pop() {
        for child in node.children() {
            match child {
                rowan::NodeOrToken::Node(n) if n.kind() == attribute_name => {}
                rowan::NodeOrToken::Node(n) if n.kind() == attribute && !known_attribute(n) => {}
                rowan::NodeOrToken::Node(n) => {
                    if n.kind() == template_id
                        && let Some(name) = n
                            .children()
                            .find_map(|c| c.into_node())
                            .filter(|c| c.kind() == name_ref)
                        && let Some(t) = name
                            .children()
                            .find_map(|c| c.into_token())
                            .filter(|t| t.kind() == ident)
                    {
                        bump(&mut counts.template_ids, t.text());
                    }
                    let Some(next) = walk.into_child(n) else {
                        continue;
                    };
                    stack.push((n, next, in_template || (split && is_template(n))));
                }
                rowan::NodeOrToken::Token(t) if t.kind() == ident => {
                    bump(&mut counts.all, t.text());
                    if in_template {
                        bump(&mut counts.in_templates, t.text());
                    }
                }
                rowan::NodeOrToken::Token(_) => {}
            }
        }
    }
    Arc::new(counts)
}

/// A template declaration with parameters (not `template <>`, an explicit
/// specialization, whose code is plain code).
fn is_template(node: &rowan::GreenNodeData) -> bool {
    let kind = |k: syntax::SyntaxKind| rowan::SyntaxKind(k.into());
    node.kind() == kind(syntax::SyntaxKind::TEMPLATE_DECL)
        && node.children().any(|c| {
            c.as_node().is_some_and(|list| {
                list.kind() == kind(syntax::SyntaxKind::TEMPLATE_PARAM_LIST)
                    && list.children().any(|p| p.as_node().is_some())
            })
        })
}

/// The templates of one part of the body (the outermost ones: a member
/// template of a class template is part of it): the names each declares
/// and the identifiers it contains.
#[salsa::tracked(returns(ref))]
fn part_templates<'db>(
    db: &'db dyn SemaDb,
    key: base_db::UnitPart<'db>,
) -> Arc<Vec<TemplateNames>> {
    let parse = base_db::parse_part(db, key.us(db), key.part(db));
    let mut out = Vec::new();
    let mut stack: Vec<&rowan::GreenNodeData> = vec![parse.parse.green()];
    while let Some(node) = stack.pop() {
        for n in node.children().filter_map(|c| c.into_node()) {
            if is_template(n) {
                out.push(TemplateNames::of(n));
            } else {
                stack.push(n);
            }
        }
    }
    Arc::new(out)
}

/// What `part_templates` keeps of one template.
#[derive(Debug, PartialEq, Eq)]
struct TemplateNames {
    /// The identifiers of its declarator-id or class name (`S` and `g` of
    /// `S<T>::g`); empty when it declares an operator, a conversion or
    /// something else that is used without its name being written.
    declares: Vec<smol_str::SmolStr>,
    /// The identifiers it contains, each once.
    contains: rustc_hash::FxHashSet<smol_str::SmolStr>,
}

impl TemplateNames {
    fn of(template: &rowan::GreenNodeData) -> TemplateNames {
        use syntax::SyntaxKind as K;
        let is = |n: &rowan::GreenNodeData, k: K| n.kind() == rowan::SyntaxKind(k.into());
        let mut contains = rustc_hash::FxHashSet::default();
        let mut declares = Vec::new();
        let mut hidden = false;
        let mut stack: Vec<(&rowan::GreenNodeData, Naming)> = vec![(template, Naming::Search)];
        while let Some((node, naming)) = stack.pop() {
            for child in node.children() {
                match child {
                    rowan::NodeOrToken::Node(n) => {
                        let next = match naming {
                            // the declared name: a declarator's, a class's,
                            // an alias's or a concept's, outside the
                            // parameters, bodies and initializers
                            Naming::Search
                                if is(n, K::DECL_NAME)
                                    || (is(n, K::PATH) && is(node, K::CLASS_SPEC))
                                    || (is(n, K::NAME)
                                        && (is(node, K::ALIAS_DECL)
                                            || is(node, K::CONCEPT_DEF))) =>
                            {
                                Naming::Name
                            }
                            Naming::Search
                                if is(n, K::PARAM_LIST)
                                    || is(n, K::TEMPLATE_PARAM_LIST)
                                    || is(n, K::FUNCTION_BODY)
                                    || is(n, K::MEMBER_LIST)
                                    || is(n, K::INITIALIZER)
                                    || is(n, K::DECL_SPECS) && !has_class_spec(n) =>
                            {
                                Naming::Off
                            }
                            Naming::Name if is(n, K::TEMPLATE_ARG_LIST) => Naming::Off,
                            Naming::Name
                                if is(n, K::OPERATOR_NAME)
                                    || is(n, K::CONVERSION_NAME)
                                    || is(n, K::DESTRUCTOR_NAME) =>
                            {
                                hidden = true;
                                Naming::Name
                            }
                            other => other,
                        };
                        stack.push((n, next));
                    }
                    rowan::NodeOrToken::Token(t)
                        if t.kind() == rowan::SyntaxKind(K::IDENT.into()) =>
                    {
                        contains.insert(smol_str::SmolStr::new(t.text()));
                        if naming == Naming::Name {
                            declares.push(smol_str::SmolStr::new(t.text()));
                        }
                    }
                    rowan::NodeOrToken::Token(_) => {}
                }
            }
        }
        if hidden {
            declares.clear();
        }
        TemplateNames { declares, contains }
    }
}

/// Where the walk of `TemplateNames::of` is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Naming {
    /// Looking for the declared name.
    Search,
    /// Inside it.
    Name,
    /// Where no declared name is.
    Off,
}

/// A `DECL_SPECS` that defines or names a class (`template <class T>
/// struct S { };`), whose name is the template's.
fn has_class_spec(specs: &rowan::GreenNodeData) -> bool {
    specs.children().any(|c| {
        c.as_node()
            .is_some_and(|n| n.kind() == rowan::SyntaxKind(syntax::SyntaxKind::CLASS_SPEC.into()))
    })
}

/// How many times each identifier appears inside the templates of the
/// body that cicc instantiates, as far as names tell: a template is taken
/// as instantiated when one of its names appears outside templates (in any
/// part), or in a template taken as instantiated, or when it is used
/// without its name (an operator). cicc counts no use inside a template it
/// does not instantiate: a `static` function only such a template calls is
/// "declared but never referenced".
#[salsa::tracked(returns(ref))]
fn live_template_uses(db: &dyn SemaDb, us: UnitSide) -> Arc<FxHashMap<smol_str::SmolStr, u32>> {
    let whole = us.whole(db);
    let parts = base_db::parts(db, us);
    // (the preamble's names are no uses of the body's templates, declared
    // after it)
    let body_parts: Vec<base_db::Part> = parts
        .into_iter()
        .filter(|&part| part != base_db::Part::Preamble)
        .collect();
    let counts: Vec<&Arc<IdentCounts>> = body_parts
        .iter()
        .map(|&part| ident_counts(db, base_db::UnitPart::new(db, whole, part)))
        .collect();
    let outside = |name: &str| {
        counts
            .iter()
            .map(|c| c.get(name) - c.in_templates(name))
            .sum::<u32>()
    };
    let templates: Vec<&TemplateNames> = body_parts
        .iter()
        .flat_map(|&part| part_templates(db, base_db::UnitPart::new(db, whole, part)).iter())
        .collect();
    let mut by_name: FxHashMap<&str, Vec<usize>> = FxHashMap::default();
    for (i, t) in templates.iter().enumerate() {
        for n in &t.declares {
            by_name.entry(n.as_str()).or_default().push(i);
        }
    }
    let mut live = vec![false; templates.len()];
    let mut work: Vec<usize> = templates
        .iter()
        .enumerate()
        .filter(|(_, t)| t.declares.is_empty() || t.declares.iter().any(|n| outside(n) > 0))
        .map(|(i, _)| i)
        .collect();
    for &i in &work {
        live[i] = true;
    }
    while let Some(i) = work.pop() {
        for name in &templates[i].contains {
            for &j in by_name.get(name.as_str()).map_or(&[][..], |v| v.as_slice()) {
                if !live[j] {
                    live[j] = true;
                    work.push(j);
                }
            }
        }
    }
    // the uses themselves, counted again in the live templates' parts
    let mut uses: FxHashMap<smol_str::SmolStr, u32> = FxHashMap::default();
    for (t, _) in templates.iter().zip(&live).filter(|(_, l)| **l) {
        for name in &t.contains {
            *uses.entry(name.clone()).or_default() += 1;
        }
    }
    Arc::new(uses)
}

/// Where the walk of `ident_counts` is: the name a block-scope declaration
/// (other than `extern`), a data member or a parameter declares is
/// another entity's, not a reference (a local `var2` is no use of a
/// namespace's `static int var2`).
#[derive(Clone, Copy)]
enum Walk {
    Plain,
    /// A declaration statement (not `extern`).
    LocalStmt,
    /// A class's member list.
    Members,
    /// The `SIMPLE_DECL` of a local or member declaration.
    OwnDecl,
    /// One of its `INIT_DECLARATOR`s, or a `PARAM_DECL`.
    InitDeclarator,
    /// The `DECLARATOR` of a local, member or parameter.
    Declarator,
}

impl Walk {
    /// How to walk `child` of a node walked as `self`; `None` skips it.
    fn into_child(self, child: &rowan::GreenNodeData) -> Option<Walk> {
        use syntax::SyntaxKind as K;
        let is = |k: K| child.kind() == rowan::SyntaxKind(k.into());
        Some(match self {
            _ if is(K::DECL_STMT) => Walk::LocalStmt,
            _ if is(K::MEMBER_LIST) => Walk::Members,
            _ if is(K::PARAM_DECL) => Walk::InitDeclarator,
            // (a block-scope `extern` or a `friend` declaration names an
            // entity of the namespace)
            Walk::LocalStmt if is(K::SIMPLE_DECL) && !has_specifier(child, K::EXTERN_KW) => {
                Walk::OwnDecl
            }
            Walk::Members if is(K::SIMPLE_DECL) && !has_specifier(child, K::FRIEND_KW) => {
                Walk::OwnDecl
            }
            Walk::OwnDecl if is(K::INIT_DECLARATOR) => Walk::InitDeclarator,
            Walk::InitDeclarator if is(K::DECLARATOR) => Walk::Declarator,
            Walk::Declarator if is(K::DECL_NAME) && plain_name(child) => return None,
            _ => Walk::Plain,
        })
    }
}

/// A `DECL_NAME` that is one identifier.
fn plain_name(decl_name: &rowan::GreenNodeData) -> bool {
    use syntax::SyntaxKind as K;
    let only = |n: &rowan::GreenNodeData, k: K| -> Option<rowan::GreenNode> {
        let mut children = n.children();
        let first = children.next()?.into_node()?;
        (children.next().is_none() && first.kind() == rowan::SyntaxKind(k.into()))
            .then(|| first.to_owned())
    };
    only(decl_name, K::PATH)
        .and_then(|p| only(&p, K::NAME_REF))
        .is_some()
}

/// A `SIMPLE_DECL` whose specifiers have `keyword`.
fn has_specifier(simple_decl: &rowan::GreenNodeData, keyword: syntax::SyntaxKind) -> bool {
    let k = |k: syntax::SyntaxKind| rowan::SyntaxKind(k.into());
    simple_decl
        .children()
        .filter_map(|c| c.into_node())
        .filter(|n| n.kind() == k(syntax::SyntaxKind::DECL_SPECS))
        .any(|specs| {
            specs
                .children()
                .any(|c| c.as_token().is_some_and(|t| t.kind() == k(keyword)))
        })
}

/// The attributes whose arguments EDG reads: gcc's and the standard ones,
/// and CUDA's (`crt/host_defines.h`). An attribute with a namespace other
/// than `gnu` is unknown.
fn known_attribute(attr: &rowan::GreenNodeData) -> bool {
    let attribute_name = rowan::SyntaxKind(syntax::SyntaxKind::ATTRIBUTE_NAME.into());
    let ident = rowan::SyntaxKind(syntax::SyntaxKind::IDENT.into());
    let Some(name) = attr.children().find_map(|c| match c {
        rowan::NodeOrToken::Node(n) if n.kind() == attribute_name => Some(n),
        _ => None,
    }) else {
        return true;
    };
    let idents: Vec<&str> = name
        .children()
        .filter_map(|c| {
            c.into_token()
                .filter(|t| t.kind() == ident)
                .map(|t| t.text())
        })
        .collect();
    let (namespace, last) = match idents.as_slice() {
        [last] => (None, *last),
        [ns, last] => (Some(*ns), *last),
        _ => return true,
    };
    if namespace.is_some_and(|ns| !matches!(ns, "gnu" | "__gnu__")) {
        return false;
    }
    let bare = last
        .strip_prefix("__")
        .and_then(|n| n.strip_suffix("__"))
        .unwrap_or(last);
    preprocessor::is_gcc_attribute(last)
        || matches!(
            bare,
            "host"
                | "device"
                | "global"
                | "shared"
                | "constant"
                | "managed"
                | "grid_constant"
                | "launch_bounds"
                | "maxnreg"
                | "local_maxnreg"
                | "cluster_dims"
                | "block_size"
                | "cudart_builtin"
                | "device_builtin"
                | "device_builtin_surface_type"
                | "device_builtin_texture_type"
                | "nv_pure"
                | "nv_inline_hint"
                | "tile"
                | "tile_builtin"
                | "tile_global"
                | "experimental_foreign_name"
                | "experimental_foreign_decl"
        )
        || bare.starts_with("nv_")
}

#[salsa::tracked(returns(ref))]
pub fn unreferenced_entities(db: &dyn SemaDb, us: UnitSide) -> Arc<Vec<Diag>> {
    if us.side(db) != Side::Device {
        return Arc::new(Vec::new());
    }
    let tree = hir::item_tree(db, us);
    // the entities that may be reported: internal ones (few, next to the
    // tens of thousands of declarations of a CUDA unit), of the main file
    // (EDG says so only about its entities): the preamble's are found once
    // per preamble (the headers' `static __inline__` functions are many)
    let below = (!us.is_preamble_view(db) && base_db::has_preamble(db, us))
        .then(|| preamble_main_file_candidates(db, us.preamble_view(db)));
    let in_preamble = below.map_or((0, 0), |b| (b.functions, b.variables));
    let maybe_unused = maybe_unused_functions(tree);
    // (`__attribute__((alias("st")))` refers to `st`)
    let alias_targets: rustc_hash::FxHashSet<&str> = tree
        .functions
        .iter()
        .filter_map(|f| f.alias.as_deref())
        .collect();
    let variables: Vec<(usize, &hir::items::VariableDecl)> = tree
        .variables
        .iter()
        .enumerate()
        .filter(|&(i, v)| {
            if i < in_preamble.1 {
                below.is_some_and(|b| b.main_variables.contains(&(i as u32)))
            } else {
                variable_candidate(db, us, v)
            }
        })
        .filter(|(_, v)| !alias_targets.contains(v.name().as_str()))
        .collect();
    let functions: Vec<(usize, &hir::FunctionDecl)> = tree
        .functions
        .iter()
        .enumerate()
        .map(|(i, f)| (i, &**f))
        .filter(|&(i, f)| {
            if i < in_preamble.0 {
                below.is_some_and(|b| b.main_functions.contains(&(i as u32)))
                    && !maybe_unused.contains(f.key.as_str())
            } else {
                function_candidate(f, &maybe_unused)
            }
        })
        .filter(|(_, f)| !alias_targets.contains(f.name.name.as_str()))
        .collect();
    if variables.is_empty() && functions.is_empty() {
        return Arc::new(Vec::new());
    }
    // the identifiers of each part, counted once per part: after an edit
    // below the preamble only the body's are counted again
    let parts: Vec<_> = base_db::parts(db, us)
        .into_iter()
        .map(|part| ident_counts(db, base_db::UnitPart::new(db, us.whole(db), part)))
        .collect();
    let mut pragma_uses: FxHashMap<&str, u32> = FxHashMap::default();
    // the arguments of pragmas (`#pragma nv_abi preserve_n_data(N)`) refer
    // to names too
    let pragmas = base_db::unit_pragmas(db, us);
    for p in pragmas.iter() {
        for word in p
            .text
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .skip(1)
            .filter(|w| w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'))
        {
            *pragma_uses.entry(word).or_default() += 1;
        }
    }
    // a name can refer to an entity only after its declaration: the uses of
    // an entity declared below the preamble are counted there (the
    // headers' `d`, `a` and `c` are no uses of the main file's `d`)
    // (those inside the body's templates count when the template is
    // instantiated)
    let uses = |name: &str, below_preamble: bool| {
        let skip = usize::from(below_preamble && below.is_some());
        let counted = || parts.iter().skip(skip);
        let in_templates: u32 = counted().map(|c| c.in_templates(name)).sum();
        let live = if in_templates > 0 {
            live_template_uses(db, us).get(name).copied().unwrap_or(0)
        } else {
            0
        };
        counted().map(|c| c.get(name)).sum::<u32>() - in_templates
            + live
            + pragma_uses.get(name).copied().unwrap_or(0)
    };
    // each declaration names the entity once (counted for the names of
    // those entities only), those of the preamble apart
    let mut decls: FxHashMap<&str, (u32, u32)> = FxHashMap::default();
    for (_, v) in &variables {
        decls.insert(v.name().as_str(), (0, 0));
    }
    for (_, f) in &functions {
        decls.insert(f.name.name.as_str(), (0, 0));
    }
    let function_names = tree
        .functions
        .iter()
        .enumerate()
        .map(|(i, f)| (f.name.name.as_str(), i < in_preamble.0));
    let variable_names = tree
        .variables
        .iter()
        .enumerate()
        .map(|(i, v)| (v.name().as_str(), i < in_preamble.1));
    for (name, in_the_preamble) in function_names.chain(variable_names) {
        if let Some(n) = decls.get_mut(name) {
            if in_the_preamble {
                n.0 += 1;
            } else {
                n.1 += 1;
            }
        }
    }
    let unused = |name: &str, below_preamble: bool| {
        let (before, after) = decls.get(name).copied().unwrap_or_default();
        let declarations = if below_preamble && below.is_some() {
            after
        } else {
            before + after
        };
        uses(name, below_preamble) <= declarations
    };
    // (a function defined twice is an error, not reported as unused)
    let defined_twice = |f: &hir::FunctionDecl| {
        tree.functions
            .iter()
            .filter(|g| g.is_definition && g.key == f.key)
            .nth(1)
            .is_some()
    };
    let mut out = Vec::new();
    // (nor is a variable defined twice)
    let variable_defined_twice = |v: &hir::items::VariableDecl| {
        tree.variables
            .iter()
            .filter(|w| w.path == v.path && !w.is_extern)
            .nth(1)
            .is_some()
    };
    for (i, v) in variables {
        if unused(v.name(), i >= in_preamble.1) && !variable_defined_twice(v) {
            out.push(Diag::fixed(
                DiagKind::DeclaredButNotReferenced {
                    entity: Entity::variable(hir::ty::diag_qualified_name(
                        v.path.iter().map(|p| p.as_str()),
                    )),
                },
                Anchor::Variable(i as u32),
            ));
        }
    }
    // (a name overloaded in its scope, by any declaration of the unit, is
    // shown with the parameters: `"f(int)"`)
    let indexed = hir::indexed_tree(db, us);
    let overloaded = |f: &hir::FunctionDecl| {
        indexed.indexes_named(&f.name.name).iter().any(|&k| {
            let g = &tree.functions[k as usize];
            g.key != f.key && g.name.scope == f.name.scope && !g.is_member
        })
    };
    for (i, f) in functions {
        if unused(&f.name.name, i >= in_preamble.0) && !defined_twice(f) {
            let name = if overloaded(f) {
                hir::ty::diag_function_signature(&f.name)
            } else {
                hir::ty::diag_function_name(&f.name)
            };
            out.push(Diag::fixed(
                DiagKind::DeclaredButNotReferenced {
                    entity: Entity::function(name),
                },
                Anchor::DeclName(i as u32),
            ));
        }
    }
    Arc::new(out)
}

/// The preamble's candidates for #177 declared in the main file: the
/// main file's text before its last `#include` is in the preamble too.
#[derive(Debug, PartialEq, Eq)]
struct PreambleCandidates {
    /// How many functions and variables the preamble's tree has.
    functions: usize,
    variables: usize,
    main_functions: rustc_hash::FxHashSet<u32>,
    main_variables: rustc_hash::FxHashSet<u32>,
}

#[salsa::tracked(returns(ref))]
fn preamble_main_file_candidates(db: &dyn SemaDb, us: UnitSide) -> Arc<PreambleCandidates> {
    let tree = hir::item_tree(db, us);
    let maybe_unused = maybe_unused_functions(tree);
    let main = us.unit(db).main(db).path(db);
    let map = hir::item_source_map(db, us);
    let tokens = base_db::token_map(db, us);
    let in_main = |r: Option<syntax::TextRange>| {
        r.and_then(|r| tokens.location(r))
            .is_some_and(|l| l.file == *main)
    };
    let main_functions = tree
        .functions
        .iter()
        .enumerate()
        .filter(|(i, f)| function_candidate(f, &maybe_unused) && in_main(map.function_name(*i)))
        .map(|(i, _)| i as u32)
        .collect();
    let main_variables = tree
        .variables
        .iter()
        .enumerate()
        .filter(|(i, v)| variable_candidate(db, us, v) && in_main(map.variable(*i)))
        .map(|(i, _)| i as u32)
        .collect();
    Arc::new(PreambleCandidates {
        functions: tree.functions.len(),
        variables: tree.variables.len(),
        main_functions,
        main_variables,
    })
}

/// The keys of the functions that some declaration marks `[[maybe_unused]]`,
/// `__attribute__((unused))` or `__attribute__((used))`.
fn maybe_unused_functions(tree: &hir::ItemTree) -> rustc_hash::FxHashSet<&str> {
    tree.functions
        .iter()
        .filter(|f| f.maybe_unused)
        .map(|f| f.key.as_str())
        .collect()
}

/// A variable #177 may report: internal (static, in an unnamed namespace,
/// or a namespace-scope constant), not a member, template or `extern`.
fn variable_candidate(db: &dyn SemaDb, us: UnitSide, v: &hir::items::VariableDecl) -> bool {
    // (a reference is no const object: `constexpr int &r = a;` has
    // external linkage)
    let reference = matches!(v.ty, hir::ty::Ty::LRef(_) | hir::ty::Ty::RRef(_));
    let internal = v.is_static
        || v.in_unnamed_ns
        || (v.is_const && !reference && !v.is_extern && !v.is_inline && !v.ty.cv().is_volatile);
    let items = hir::SideItems::new(db, us);
    internal
        && !v.void_object.is_some()
        && !v.is_member
        && !v.member_definition
        && !v.is_template
        && !v.in_anonymous_union
        && !v.is_extern
        && !v.maybe_unused
        // (a variable of `<error-type>` is not reported)
        && !items.is_error_type(&v.ty)
        && (!crate::variables::initialization_calls_code(&items, v)
            || crate::literal_types::non_literal_variable(
                v,
                hir::item_tree(db, us),
                &items,
                us.unit(db).options(db).options(db).cplusplus,
            ))
}

/// A function #177 may report: an internal definition (`static`, in an
/// unnamed namespace; `inline` and `constexpr` ones too), no member,
/// template, lambda or operator.
fn function_candidate(f: &hir::FunctionDecl, maybe_unused: &rustc_hash::FxHashSet<&str>) -> bool {
    let internal = (f.is_static && !f.is_member) || f.in_unnamed_ns;
    internal
        && f.is_definition
        && f.template_params.is_none()
        && !f.in_template
        && !f.is_member
        && !hir::items::is_namespace_lambda_key(&f.key)
        && !f.name.name.starts_with("operator")
        && !maybe_unused.contains(f.key.as_str())
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn unused_locals_and_namespace_variables() {
        check_diagnostics(
            r#"
__global__ void k(int *p) { int unused; int set; set = 1; }
                              //^ warning: variable "unused" was declared but never referenced
                                          //^ warning: variable "set" was set but never used
static int never_used;
         //^ warning: variable "never_used" was declared but never referenced
"#,
        );
    }

    #[test]
    fn uses_in_templates_count_when_instantiated() {
        check_diagnostics(
            r#"
static int only_in_dead(int x) { return x; }
         //^ warning: function "only_in_dead" was declared but never referenced
static int in_live(int x) { return x; }
static int in_operator(int x) { return x; }
template <class T> T dead(T x) { return only_in_dead(x); }
template <class T> T live(T x) { return in_live(x); }
template <class T> struct V { T v; };
template <class T> V<T> operator+(V<T> a, V<T>) { a.v = in_operator(a.v); return a; }
int user() { return live(1); }
"#,
        );
    }

    #[test]
    fn variables_whose_initialization_calls_code() {
        check_diagnostics(
            r#"
int hf() { return 1; }
constexpr int cf() { return 1; }
struct C { C() {} };
struct W { C c; };
static int a = hf();
static int b = cf();
         //^ warning: variable "b" was declared but never referenced
static int l = [](){ return hf(); }();
static C o;
static W w;
"#,
        );
    }

    #[test]
    fn declarations_of_locals_members_and_parameters_are_no_references() {
        check_diagnostics(
            r#"
static int n;
         //^ warning: variable "n" was declared but never referenced
struct S { int n; };
void f(int n);
void g() { extern int e; }
static int e;
void h() { int n; }
             //^ warning: variable "n" was declared but never referenced
"#,
        );
    }
}
