//! What the checks of one function look up among the declarations of its
//! side, as queries narrow enough to be firewalls: a function's checks must
//! not depend on the whole item tree, or every signature edit anywhere would
//! re-check every body.
//!
//! - [`def_info`]: a definition's own declaration, item index and entity;
//! - [`type_items`]: classes, type aliases and enumerators (equal across
//!   edits of functions);
//! - [`function_decls_named`]: the declarations of the functions with one
//!   simple name (like [`crate::functions_named`], declarations instead of
//!   entities, explicit instantiations included);
//! - [`conversion_functions`]: the conversion functions (`operator int`);
//! - [`functions_named_from`]: [`crate::functions_named`] as one definition
//!   sees it, with item indices relative to the definition.
//!
//! Item indices shift when a declaration is inserted above. The checks use
//! them only to compare a callee's declarations with the caller (what was
//! declared before the call), so what they are given is relative: the
//! caller is [`CALLER_INDEX`] and the callee's declarations are numbered
//! around it in order. Inserting a declaration elsewhere changes none of it.
//!
//! [`ItemLookup`] is the interface the check helpers take: the whole
//! [`ItemTree`] implements it (for the declaration checks, which read every
//! declaration anyway; [`IndexedTree`] with its functions indexed by name,
//! for those that look names up as they go), and [`SideItems`] implements it with the queries
//! above (for the checks of bodies).

use crate::items::{ClassDecl, FunctionDecl, ItemTree};
use crate::summary::Entity;
use crate::ty::Ty;
use crate::{CalleeName, FunctionDef, HirDb};
use base_db::UnitSide;
use rustc_hash::{FxHashMap, FxHashSet};
use smol_str::SmolStr;
use std::sync::Arc;

/// The type declarations of one side (see [`type_items`]).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TypeItems {
    pub classes: Vec<Arc<ClassDecl>>,
    pub typedefs: Vec<(Vec<SmolStr>, Ty)>,
    pub enumerators: Vec<(Vec<SmolStr>, Option<i128>)>,
    pub class_names: Vec<crate::items::ClassNameInfo>,
    /// The named namespaces, by path (each once).
    pub namespaces: Vec<Vec<SmolStr>>,
    /// Those declared `inline` (each once).
    pub inline_namespaces: Vec<Vec<SmolStr>>,
    /// The concepts, by path.
    pub concepts: Vec<Vec<SmolStr>>,
    /// The namespace aliases (`namespace cg = cooperative_groups;`) and
    /// using-directives, as written: a type may name a class through them.
    pub qualifier_links: Vec<crate::namespaces::NamespaceLink>,
}

/// The classes and typedefs of a [`TypeItems`] by path: body lowering
/// looks up every type name it meets, against thousands of declarations.
#[derive(Debug, Clone, Default)]
pub struct TypeIndex {
    /// The index of the first class of each path.
    classes: FxHashMap<Vec<SmolStr>, usize>,
    /// The last names of the classes.
    class_names: FxHashSet<SmolStr>,
    /// The index of the first typedef of each path.
    typedefs: FxHashMap<Vec<SmolStr>, usize>,
    /// The specializations (explicit and partial) of each class template.
    specializations: FxHashMap<Vec<SmolStr>, Vec<usize>>,
    /// Classes through inline namespaces, and default template arguments.
    pub naming: crate::class_names::ClassNameIndex,
}

impl TypeIndex {
    fn new(types: &TypeItems) -> Self {
        let (classes, typedefs) = (&types.classes, &types.typedefs);
        let mut index = TypeIndex {
            classes: FxHashMap::with_capacity_and_hasher(classes.len(), Default::default()),
            class_names: FxHashSet::with_capacity_and_hasher(classes.len(), Default::default()),
            typedefs: FxHashMap::with_capacity_and_hasher(typedefs.len(), Default::default()),
            specializations: FxHashMap::default(),
            naming: crate::class_names::ClassNameIndex::new(&types.class_names),
        };
        for (i, c) in classes.iter().enumerate() {
            index.classes.entry(c.path.clone()).or_insert(i);
            if c.is_specialization {
                index
                    .specializations
                    .entry(c.path.clone())
                    .or_default()
                    .push(i);
            }
            if let Some(name) = c.path.last() {
                index.class_names.insert(name.clone());
            }
        }
        for (i, (path, _)) in typedefs.iter().enumerate() {
            index.typedefs.entry(path.clone()).or_insert(i);
        }
        index
    }

    /// The index of the first class of `path`.
    pub fn class(&self, path: &[SmolStr]) -> Option<usize> {
        self.classes.get(path).copied()
    }

    /// Whether a class has this (last) name.
    pub fn has_class_named(&self, name: &str) -> bool {
        self.class_names.contains(name)
    }

    /// The indexes of the specializations of the class template `path`.
    pub fn specializations(&self, path: &[SmolStr]) -> &[usize] {
        self.specializations.get(path).map_or(&[], Vec::as_slice)
    }

    /// The index of the first typedef of `path`.
    pub fn typedef(&self, path: &[SmolStr]) -> Option<usize> {
        self.typedefs.get(path).copied()
    }
}

/// [`TypeIndex`] of a side's [`type_items`]: a memo of its own, made again
/// only when they change (not after each signature edit, which makes
/// `type_items` again but finds them equal).
#[salsa::tracked(returns(ref), no_eq)]
pub fn type_index(db: &dyn HirDb, us: UnitSide) -> Arc<TypeIndex> {
    let types = type_items(db, us);
    Arc::new(TypeIndex::new(types))
}

/// Classes, type aliases and enumerators of one side, in item-tree order.
#[salsa::tracked(returns(ref))]
pub fn type_items(db: &dyn HirDb, us: UnitSide) -> Arc<TypeItems> {
    let tree = crate::item_tree(db, us);
    Arc::new(TypeItems {
        classes: tree.classes.clone(),
        typedefs: tree.typedefs.clone(),
        enumerators: tree.enumerators.clone(),
        class_names: tree.class_names.clone(),
        namespaces: each_once(&tree.namespaces),
        inline_namespaces: each_once(&tree.inline_namespaces),
        concepts: tree.concepts.clone(),
        qualifier_links: crate::namespaces::qualifier_links(&tree.namespace_links),
    })
}

/// The paths of a list, each once, in the order they first come.
fn each_once(paths: &[Vec<SmolStr>]) -> Vec<Vec<SmolStr>> {
    let mut seen = rustc_hash::FxHashSet::default();
    paths
        .iter()
        .filter(|p| seen.insert(p.as_slice()))
        .cloned()
        .collect()
}

/// Every declaration (in item-tree order) of a function with a simple name.
#[salsa::tracked(returns(ref))]
pub fn function_decls_named<'db>(
    db: &'db dyn HirDb,
    name: CalleeName<'db>,
) -> Arc<Vec<Arc<FunctionDecl>>> {
    let wanted = name.name(db);
    Arc::new(
        crate::item_tree(db, name.us(db))
            .functions
            .iter()
            .filter(|f| f.name.name == *wanted)
            .cloned()
            .collect(),
    )
}

/// The item index a definition's checks see for the definition itself.
pub const CALLER_INDEX: u32 = u32::MAX / 2;

/// See [`relative_to`].
pub const MAX_RELATIVE_DECLS: usize = 16;

/// `entity` with its declarations' item indices made relative to item
/// `caller`: the order among them and with the caller is kept, nothing else.
///
/// Each definition gets its own copy, so an entity with very many
/// declarations (only generated or broken input: 20,000 redefinitions of
/// one function) would cost the square of that number: beyond
/// [`MAX_RELATIVE_DECLS`] only the first declarations and those nearest
/// the caller are kept.
pub fn relative_to(entity: &Entity, caller: u32) -> Entity {
    let kept: Vec<&(u32, Arc<FunctionDecl>)> = if entity.decls.len() <= MAX_RELATIVE_DECLS {
        entity.decls.iter().collect()
    } else {
        let at = entity.decls.partition_point(|(i, _)| *i < caller);
        let near = MAX_RELATIVE_DECLS / 4;
        entity
            .decls
            .iter()
            .enumerate()
            .filter(|(k, _)| *k < MAX_RELATIVE_DECLS / 4 || k.abs_diff(at) <= near)
            .map(|(_, d)| d)
            .collect()
    };
    let before = kept.iter().filter(|(i, _)| *i < caller).count() as u32;
    let (mut k_before, mut k_after) = (0, 0);
    let decls = kept
        .into_iter()
        .map(|(i, d)| {
            let relative = match (*i).cmp(&caller) {
                std::cmp::Ordering::Less => {
                    k_before += 1;
                    CALLER_INDEX - before + (k_before - 1)
                }
                std::cmp::Ordering::Equal => CALLER_INDEX,
                std::cmp::Ordering::Greater => {
                    k_after += 1;
                    CALLER_INDEX + k_after
                }
            };
            (relative, d.clone())
        })
        .collect();
    Entity {
        key: entity.key.clone(),
        decls,
    }
}

/// A definition's declaration in the item tree and its entity (all the
/// function's declarations), with item indices relative to the definition
/// (see the module doc).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DefInfo {
    /// Always [`CALLER_INDEX`].
    pub index: u32,
    pub decl: Arc<FunctionDecl>,
    pub entity: Entity,
}

/// The declaration, index and entity of a definition; `None` when the
/// definition is gone (or, for an explicit instantiation, has no entity).
#[salsa::tracked(returns(ref))]
pub fn def_info<'db>(db: &'db dyn HirDb, def: FunctionDef<'db>) -> Option<Arc<DefInfo>> {
    let us = def.us(db);
    let (index, decl) = crate::def_decl_arc(db, def)?;
    // (through the function's name, whose entities are equal after an edit
    // of other functions, not the whole summary)
    let named = crate::functions_named(db, CalleeName::new(db, us, decl.name.name.clone()));
    let entity = named.iter().find(|e| e.key == decl.key)?;
    Some(Arc::new(DefInfo {
        index: CALLER_INDEX,
        decl,
        entity: relative_to(entity, index as u32),
    }))
}

/// A simple name as one definition's body uses it.
#[salsa::interned(debug)]
pub struct NameFrom<'db> {
    #[returns(copy)]
    pub def: FunctionDef<'db>,
    #[returns(ref)]
    pub name: SmolStr,
}

/// [`functions_named_from`] for `name` as `def` uses it: from the
/// definition's [`def_lookups`] when the name is among them.
pub fn functions_visible_from<'db>(
    db: &'db dyn HirDb,
    def: FunctionDef<'db>,
    name: &str,
) -> &'db [Entity] {
    // (the preamble's definitions are verified in one step, through their
    // view's durability: one memo per name costs them nothing per edit,
    // and is made only for the names looked up)
    if !def.us(db).is_preamble_view(db) {
        let known = def_lookups(db, def);
        if let Ok(i) = known.binary_search_by(|(n, _)| n.as_str().cmp(name)) {
            return known[i].1.as_slice();
        }
    }
    functions_named_from(db, NameFrom::new(db, def, SmolStr::new(name))).as_slice()
}

/// [`functions_named_from`] for every name a body definition is likely to
/// look up (see [`names_looked_up`]), by name: one memo per definition
/// instead of one per name, since after every edit salsa visits each memo
/// a check read. Equal after an edit elsewhere, as each result is.
#[salsa::tracked(returns(ref))]
pub fn def_lookups<'db>(
    db: &'db dyn HirDb,
    def: FunctionDef<'db>,
) -> Vec<(SmolStr, Arc<Vec<Entity>>)> {
    names_looked_up(crate::function_body(db, def))
        .into_iter()
        .map(|name| {
            let entities = named_relative_to(db, def, &name);
            (name, entities)
        })
        .collect()
}

/// The function entities named `name` on `def`'s side, with item indices
/// relative to `def` (as they are when the definition is gone).
fn named_relative_to(db: &dyn HirDb, def: FunctionDef<'_>, name: &SmolStr) -> Arc<Vec<Entity>> {
    let named = crate::functions_named(db, CalleeName::new(db, def.us(db), name.clone()));
    match crate::def_decl(db, def) {
        Some((caller, _)) => Arc::new(
            named
                .iter()
                .map(|e| relative_to(e, caller as u32))
                .collect(),
        ),
        None => named.clone(),
    }
}

/// The simple names of the functions a body's checks look up, sorted: the
/// names it uses, its members, the operators it applies, and the
/// constructors and destructors of the classes it constructs (a name
/// missing here is looked up on its own, with the same result).
fn names_looked_up(body: &crate::Body) -> Vec<SmolStr> {
    use crate::Expr;
    let mut names: Vec<SmolStr> = Vec::new();
    let class = |ty: &Ty, names: &mut Vec<SmolStr>| {
        if let Ty::Class(c, _) = ty.strip_ref()
            && let Some(last) = c.path.last()
        {
            names.push(last.clone());
            names.push(SmolStr::from(format!("~{last}")));
        }
    };
    let operator =
        |op: syntax::SyntaxKind| op.text().map(|t| SmolStr::from(format!("operator{t}")));
    for (_, e) in body.exprs.iter() {
        match e {
            Expr::Path { segments, .. } => names.extend(segments.last().cloned()),
            Expr::Member { name, .. } => names.push(name.clone()),
            Expr::Call { .. } => names.push(SmolStr::new_static("operator()")),
            Expr::Index { .. } => names.push(SmolStr::new_static("operator[]")),
            Expr::Unary { op, .. } | Expr::Binary { op, .. } | Expr::Assign { op, .. } => {
                names.extend(operator(*op))
            }
            Expr::Construct { ty, .. } | Expr::Cast { ty, .. } => class(ty, &mut names),
            _ => {}
        }
    }
    for (_, local) in body.locals.iter() {
        class(&local.ty, &mut names);
    }
    names.sort_unstable();
    names.dedup();
    names
}

/// The function entities with a simple name, with item indices relative to
/// the definition using the name (see the module doc).
#[salsa::tracked(returns(ref))]
pub fn functions_named_from<'db>(db: &'db dyn HirDb, key: NameFrom<'db>) -> Arc<Vec<Entity>> {
    named_relative_to(db, key.def(db), key.name(db))
}

/// The conversion functions (`operator T`) of one side, as entities.
#[salsa::tracked(returns(ref))]
pub fn conversion_functions(db: &dyn HirDb, us: UnitSide) -> Arc<Vec<Entity>> {
    Arc::new(
        crate::item_summary(db, us)
            .entities()
            .filter(|e| {
                let d = e.first();
                d.name.name.starts_with("operator ") && !d.is_operator
            })
            .cloned()
            .collect(),
    )
}

/// `f` is a member of the class `class` names: declared in it (its path
/// ends with `class`'s), and in the specialization its arguments select.
/// A specialization's members (`template <> struct E<int> { E(); };`) are
/// not the primary template's, nor the other way round; where a partial
/// specialization could be selected (those are not matched), the
/// primary's members are no members either.
pub fn is_member_of(tree: &dyn ItemLookup, f: &FunctionDecl, class: &crate::ty::ClassName) -> bool {
    let Some(own) = f.class_path.as_deref() else {
        return false;
    };
    if !(own == class.path.as_slice() || (own.ends_with(&class.path) && !class.path.is_empty())) {
        return false;
    }
    match &f.class_specialization {
        Some(args) => *args == class.args,
        None => class.args.is_empty() || tree.instance_of_primary(own, &class.args),
    }
}

/// The declarations the check helpers look up.
pub trait ItemLookup {
    fn classes(&self) -> &[Arc<ClassDecl>];
    fn typedefs(&self) -> &[(Vec<SmolStr>, Ty)];
    fn enumerators(&self) -> &[(Vec<SmolStr>, Option<i128>)];
    /// Every declaration of a function with this simple name, in order.
    fn functions_named(&self, name: &str) -> Vec<&FunctionDecl>;
    /// The first class declared with this full path.
    fn class(&self, path: &[SmolStr]) -> Option<&ClassDecl> {
        self.classes().iter().find(|c| c.path == path).map(|c| &**c)
    }
    /// The specializations (explicit and partial) of the class template
    /// `path`.
    fn specializations(&self, path: &[SmolStr]) -> Vec<&ClassDecl> {
        self.classes()
            .iter()
            .filter(|c| c.is_specialization && c.path == path)
            .map(|c| &**c)
            .collect()
    }
    /// The instance of class template `path` with `args` is made from the
    /// primary template: no specialization of it is (or, a partial one or
    /// one we do not understand, may be) selected.
    fn instance_of_primary(&self, path: &[SmolStr], args: &[crate::ty::TemplateArg]) -> bool {
        self.specializations(path)
            .iter()
            .all(|k| match &k.specialization_args {
                Some(a) => a != args && !a.iter().any(crate::ty::TemplateArg::may_vary),
                None => false,
            })
    }
    /// Whether a class has this (last) name.
    fn has_class_named(&self, name: &str) -> bool {
        self.classes()
            .iter()
            .any(|c| c.path.last().is_some_and(|n| n == name))
    }
    /// EDG's `<error-type>`: a class type whose name no class, enum or
    /// type alias has (a variable declared `fp x` or `texture<T> t` when
    /// nothing declares `fp` or `texture`).
    fn is_error_type(&self, ty: &Ty) -> bool {
        match ty.strip_ref() {
            Ty::Class(c, _) => c.path.last().is_some_and(|name| {
                !self.has_class_named(name)
                    && !self.typedefs().iter().any(|(p, _)| p.last() == Some(name))
            }),
            _ => false,
        }
    }
}

impl ItemLookup for ItemTree {
    fn classes(&self) -> &[Arc<ClassDecl>] {
        &self.classes
    }
    fn typedefs(&self) -> &[(Vec<SmolStr>, Ty)] {
        &self.typedefs
    }
    fn enumerators(&self) -> &[(Vec<SmolStr>, Option<i128>)] {
        &self.enumerators
    }
    fn functions_named(&self, name: &str) -> Vec<&FunctionDecl> {
        self.functions
            .iter()
            .filter(|f| f.name.name == name)
            .map(|f| &**f)
            .collect()
    }
}

/// One part's functions by simple name, with their indexes in the part.
pub type FunctionNames = rustc_hash::FxHashMap<SmolStr, Vec<u32>>;

/// The whole [`ItemTree`] of a side with its functions indexed by simple
/// name: for a pass over every declaration that looks names up as it goes
/// (one scan of the functions per lookup would make it quadratic in the
/// side's size). The index is kept per part ([`crate::indexed_tree`]), so
/// that an edit below the preamble indexes the body's functions only.
pub struct IndexedTree<'t> {
    pub tree: &'t ItemTree,
    /// Each part's index, with the side's index of the part's first function.
    pub(crate) parts: Vec<(u32, &'t FunctionNames)>,
}

impl<'t> IndexedTree<'t> {
    /// One part's functions indexed by simple name.
    pub fn function_names(tree: &ItemTree) -> FunctionNames {
        let mut by_name = FunctionNames::default();
        for (i, f) in tree.functions.iter().enumerate() {
            by_name
                .entry(f.name.name.clone())
                .or_default()
                .push(i as u32);
        }
        by_name
    }

    /// The item indexes of the functions with this simple name, in order.
    pub fn indexes_named(&self, name: &str) -> Vec<u32> {
        self.parts
            .iter()
            .filter_map(|&(start, names)| Some((start, names.get(name)?)))
            .flat_map(|(start, indexes)| indexes.iter().map(move |&i| start + i))
            .collect()
    }
}

impl ItemLookup for IndexedTree<'_> {
    fn classes(&self) -> &[Arc<ClassDecl>] {
        &self.tree.classes
    }
    fn typedefs(&self) -> &[(Vec<SmolStr>, Ty)] {
        &self.tree.typedefs
    }
    fn enumerators(&self) -> &[(Vec<SmolStr>, Option<i128>)] {
        &self.tree.enumerators
    }
    fn functions_named(&self, name: &str) -> Vec<&FunctionDecl> {
        self.indexes_named(name)
            .iter()
            .map(|&i| &*self.tree.functions[i as usize])
            .collect()
    }
}

/// One side's declarations through the narrow queries (see the module doc).
#[derive(Clone, Copy)]
pub struct SideItems<'db> {
    db: &'db dyn HirDb,
    us: UnitSide,
    types: &'db TypeItems,
    index: &'db TypeIndex,
}

impl<'db> SideItems<'db> {
    pub fn new(db: &'db dyn HirDb, us: UnitSide) -> SideItems<'db> {
        SideItems {
            db,
            us,
            types: type_items(db, us),
            index: type_index(db, us),
        }
    }

    /// The classes, type aliases, enumerators and namespaces of the side.
    pub fn types(&self) -> &'db TypeItems {
        self.types
    }

    /// The default template arguments of the class template `path`.
    pub fn class_defaults(
        &self,
        path: &[SmolStr],
    ) -> Option<&'db [Option<crate::ty::TemplateArg>]> {
        self.index.naming.defaults(path)
    }
}

impl ItemLookup for SideItems<'_> {
    fn classes(&self) -> &[Arc<ClassDecl>] {
        &self.types.classes
    }
    fn class(&self, path: &[SmolStr]) -> Option<&ClassDecl> {
        let i = self.index.class(path)?;
        Some(&self.types.classes[i])
    }
    fn has_class_named(&self, name: &str) -> bool {
        self.index.has_class_named(name)
    }
    fn specializations(&self, path: &[SmolStr]) -> Vec<&ClassDecl> {
        self.index
            .specializations(path)
            .iter()
            .map(|&i| &*self.types.classes[i])
            .collect()
    }
    fn typedefs(&self) -> &[(Vec<SmolStr>, Ty)] {
        &self.types.typedefs
    }
    fn enumerators(&self) -> &[(Vec<SmolStr>, Option<i128>)] {
        &self.types.enumerators
    }
    fn functions_named(&self, name: &str) -> Vec<&FunctionDecl> {
        let name = CalleeName::new(self.db, self.us, SmolStr::new(name));
        function_decls_named(self.db, name)
            .iter()
            .map(|f| &**f)
            .collect()
    }
}

/// `c` surely names a class: one `tree` declares, without template
/// arguments, and not a name a typedef could make another type.
pub fn surely_a_class(tree: &dyn ItemLookup, c: &crate::ty::ClassName) -> bool {
    c.args.is_empty()
        && tree.class(&c.path).is_some()
        && !tree
            .typedefs()
            .iter()
            .any(|(p, _)| p.last() == c.path.last())
}

/// Two declarations of the same parameters surely return different types:
/// distinct builtin types, or distinct classes (not names a typedef could
/// make equal). EDG then says the overload differs by return type alone,
/// and the later declaration declares nothing.
pub fn return_types_differ(tree: &dyn ItemLookup, a: &FunctionDecl, b: &FunctionDecl) -> bool {
    use crate::ty::Ty;
    if a.template_params.is_some()
        || a.return_kind != crate::ReturnKind::Explicit
        || b.return_kind != crate::ReturnKind::Explicit
    {
        return false;
    }
    let known_class = |c| surely_a_class(tree, c);
    match (&a.name.sig.ret, &b.name.sig.ret) {
        (Ty::Builtin(x, _), Ty::Builtin(y, _)) => x != y,
        (Ty::Class(x, _), Ty::Class(y, _)) => x.path != y.path && known_class(x) && known_class(y),
        (Ty::Builtin(..), Ty::Class(c, _)) | (Ty::Class(c, _), Ty::Builtin(..)) => known_class(c),
        _ => false,
    }
}
