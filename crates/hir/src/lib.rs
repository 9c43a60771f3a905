//! The semantic model: declarations (the item tree, a firewall), entities
//! (declarations merged into functions with their combined CUDA attributes),
//! name lookup of functions, and function bodies, all as salsa queries at
//! the granularity the checks need:
//!
//! - `item_tree(us)`: position-free declarations; equal after a body edit;
//! - `item_summary(us)`: entities and a name index, built from the item tree;
//! - `functions_named(name)`: the entities a name can call, so that a check
//!   depends only on the names it uses;
//! - `function_body(def)`: a definition's body, position-free, and
//!   `body_source_map(def)` with its positions;
//! - `lookup`: what a body's checks look up (its own declaration, the type
//!   declarations, functions by name), never the whole item tree.

pub mod body;
pub mod builtins;
pub mod class_names;
pub mod const_expr;
pub mod flow;
pub mod items;
pub mod literal_suffixes;
pub mod lookup;
pub mod lower_ty;
pub mod namespaces;
pub mod side_map;
pub mod summary;
pub mod ty;

pub use body::{Body, BodySourceMap, Expr, ExprId, LambdaId, LocalId};
/// Memory spaces are the diagnostics' own enum (messages spell them).
pub use diagnostics::MemorySpace;
pub use items::{
    ClassDecl, ClassKind, CudaAttrs, FieldDecl, FunctionDecl, ItemNodes, ItemSourceMap, ItemTree,
    ReturnKind,
};
pub use lookup::{
    CALLER_INDEX, DefInfo, IndexedTree, ItemLookup, NameFrom, SideItems, TypeItems,
    conversion_functions, def_info, def_lookups, function_decls_named, functions_named_from,
    functions_visible_from, type_items,
};
pub use side_map::SideItemSourceMap;
pub use summary::{Entity, ItemSummary};

use base_db::{Part, SourceDb, UnitPart, UnitSide};
use rustc_hash::FxHashSet;
use smol_str::SmolStr;
use std::sync::Arc;

#[salsa::db]
pub trait HirDb: SourceDb {}

/// The items of one part of a side (see [`base_db::Part`]): the body's
/// are lowered after the preamble's, so that an edit below the preamble
/// lowers only the body again.
fn lower_items_part(
    db: &dyn HirDb,
    us: UnitSide,
    part: Part,
) -> &(Arc<ItemTree>, Arc<ItemSourceMap>, Arc<ItemNodes>) {
    lower_items_unit_part(db, UnitPart::new(db, us.whole(db), part))
}

#[salsa::tracked(returns(ref))]
fn lower_items_unit_part<'db>(
    db: &'db dyn HirDb,
    key: UnitPart<'db>,
) -> (Arc<ItemTree>, Arc<ItemSourceMap>, Arc<ItemNodes>) {
    let (us, part) = (key.us(db), key.part(db));
    let parse = base_db::parse_part(db, us, part);
    let prior = match part {
        Part::Preamble => None,
        Part::Body if !base_db::has_preamble(db, us) => None,
        _ => Some(lower_start(db, key)),
    };
    let prior = prior.map(|p| items::LowerPrior {
        typedefs: &p.typedefs,
        classes: &p.classes,
        namespace_lambdas: p.namespace_lambdas,
    });
    let (tree, map, nodes) = items::lower_after(&parse.parse.syntax_node(), prior);
    (Arc::new(tree), Arc::new(map), Arc::new(nodes))
}

/// What the lowering of a part continues from: the typedefs of the parts
/// before (one map per part, shared) and their namespace-scope lambdas.
#[derive(Debug, Default, PartialEq, Eq)]
struct LowerStart {
    typedefs: Vec<Arc<items::TypedefMap>>,
    classes: Vec<Arc<items::ClassPaths>>,
    namespace_lambdas: usize,
}

/// [`LowerStart`] of a part: equal after an edit of the parts before that
/// changes no typedef and no namespace-scope lambda, so that the part is
/// not lowered again.
#[salsa::tracked(returns(ref))]
fn lower_start<'db>(db: &'db dyn HirDb, key: UnitPart<'db>) -> Arc<LowerStart> {
    let us = key.us(db);
    let Some(prev) = base_db::previous_part(key.part(db)) else {
        return Arc::default();
    };
    let prev_key = UnitPart::new(db, us, prev);
    let mut start = match prev {
        Part::Preamble => LowerStart::default(),
        _ => {
            let s = lower_start(db, prev_key);
            LowerStart {
                typedefs: s.typedefs.clone(),
                classes: s.classes.clone(),
                namespace_lambdas: 0,
            }
        }
    };
    start.typedefs.push(part_typedefs(db, prev_key).clone());
    start.classes.push(part_classes(db, prev_key).clone());
    start.namespace_lambdas = item_tree_part(db, us, prev).namespace_lambdas;
    Arc::new(start)
}

/// A part's typedefs by qualified name.
#[salsa::tracked(returns(ref))]
fn part_typedefs<'db>(db: &'db dyn HirDb, key: UnitPart<'db>) -> Arc<items::TypedefMap> {
    let tree = item_tree_part(db, key.us(db), key.part(db));
    Arc::new(tree.typedefs.iter().cloned().collect())
}

/// A part's classes by path and by name.
#[salsa::tracked(returns(ref))]
fn part_classes<'db>(db: &'db dyn HirDb, key: UnitPart<'db>) -> Arc<items::ClassPaths> {
    let tree = item_tree_part(db, key.us(db), key.part(db));
    Arc::new(items::ClassPaths::new(&tree.classes, &tree.class_names))
}

/// The syntax nodes of a part's functions.
fn item_nodes_part(db: &dyn HirDb, us: UnitSide, part: Part) -> &Arc<ItemNodes> {
    item_nodes_unit_part(db, UnitPart::new(db, us.whole(db), part))
}

#[salsa::tracked(returns(ref))]
fn item_nodes_unit_part<'db>(db: &'db dyn HirDb, key: UnitPart<'db>) -> Arc<ItemNodes> {
    lower_items_part(db, key.us(db), key.part(db)).2.clone()
}

/// Where each part's functions start among the side's: a side's function
/// indexes are the parts' in order.
#[salsa::tracked(returns(ref))]
fn part_function_starts(db: &dyn HirDb, us: UnitSide) -> Arc<Vec<(Part, usize)>> {
    let mut next = 0;
    Arc::new(
        base_db::parts(db, us)
            .into_iter()
            .map(|part| {
                let start = next;
                next += item_tree_part(db, us, part).functions.len();
                (part, start)
            })
            .collect(),
    )
}

/// The number of the preamble's functions: the side's functions from this
/// index on are the body's.
pub fn preamble_function_count(db: &dyn HirDb, us: UnitSide) -> usize {
    item_tree_part(db, us, Part::Preamble).functions.len()
}

/// The part a function of the side's item tree is declared in, and its
/// index among that part's functions.
fn function_part(db: &dyn HirDb, us: UnitSide, index: usize) -> (Part, usize) {
    let starts = part_function_starts(db, us);
    let at = starts.partition_point(|&(_, start)| start <= index).max(1) - 1;
    let (part, start) = starts[at];
    (part, index - start)
}

/// The side's item tree with its functions indexed by simple name, each
/// part's index a query of its own (see [`lookup::IndexedTree`]).
pub fn indexed_tree(db: &dyn HirDb, us: UnitSide) -> IndexedTree<'_> {
    let parts = part_function_starts(db, us)
        .iter()
        .map(|&(part, start)| {
            let names = part_function_names(db, UnitPart::new(db, us.whole(db), part));
            (start as u32, &**names)
        })
        .collect();
    IndexedTree {
        tree: item_tree(db, us),
        parts,
    }
}

#[salsa::tracked(returns(ref))]
fn part_function_names<'db>(db: &'db dyn HirDb, key: UnitPart<'db>) -> Arc<lookup::FunctionNames> {
    let tree = item_tree_part(db, key.us(db), key.part(db));
    Arc::new(IndexedTree::function_names(tree))
}

/// A part's declarations, without positions: equal after a body edit, so
/// that the side's merged item tree is not rebuilt.
fn item_tree_part(db: &dyn HirDb, us: UnitSide, part: Part) -> &Arc<ItemTree> {
    item_tree_unit_part(db, UnitPart::new(db, us.whole(db), part))
}

#[salsa::tracked(returns(ref))]
fn item_tree_unit_part<'db>(db: &'db dyn HirDb, key: UnitPart<'db>) -> Arc<ItemTree> {
    lower_items_part(db, key.us(db), key.part(db)).0.clone()
}

/// The using-directives, namespace aliases and using-declarations of one
/// side (equal after edits that change none: the name lookups of bodies
/// read this, not the item tree).
#[salsa::tracked(returns(ref))]
pub fn namespace_links(db: &dyn HirDb, us: UnitSide) -> Arc<namespaces::NamespaceLinks> {
    Arc::new(namespaces::NamespaceLinks {
        links: item_tree(db, us).namespace_links.clone(),
    })
}

/// The declarations of one side of a unit, without positions: the
/// preamble's, then the body's.
#[salsa::tracked(returns(ref))]
pub fn item_tree(db: &dyn HirDb, us: UnitSide) -> Arc<ItemTree> {
    let parts = base_db::parts(db, us);
    if let [part] = parts[..] {
        return item_tree_part(db, us, part).clone();
    }
    let mut tree = (**item_tree_part(db, us, Part::Preamble)).clone();
    for &part in &parts[1..] {
        tree.append(item_tree_part(db, us, part));
    }
    Arc::new(tree)
}

/// Where the item tree's declarations are in the side's syntax tree
/// ([`base_db::parse`]).
#[salsa::tracked(returns(ref))]
pub fn item_source_map(db: &dyn HirDb, us: UnitSide) -> Arc<SideItemSourceMap> {
    Arc::new(SideItemSourceMap::new(
        base_db::parts(db, us)
            .into_iter()
            .map(|part| {
                (
                    lower_items_part(db, us, part).1.clone(),
                    base_db::part_start(db, us, part).0,
                )
            })
            .collect(),
    ))
}

/// Entities and the name index.
#[salsa::tracked(returns(ref))]
pub fn item_summary(db: &dyn HirDb, us: UnitSide) -> Arc<ItemSummary> {
    // (over the preamble's summary: see `ItemSummary::over`)
    if !us.is_preamble_view(db) && base_db::has_preamble(db, us) {
        let below = item_summary(db, us.preamble_view(db)).clone();
        let start = preamble_function_count(db, us);
        return Arc::new(ItemSummary::over(below, item_tree(db, us), start));
    }
    Arc::new(ItemSummary::build(item_tree(db, us)))
}

/// A name used in a call, on one side of a unit (or its preamble's view:
/// what the preamble's definitions call).
///
/// Collectable, as `FunctionDef` and `NameFrom`: salsa records a read of
/// an interned value only when it was interned by a query of the lowest
/// durability, and those of the preamble's view are interned by its own
/// queries, so the view's checks stay of a higher durability.
#[salsa::interned(debug)]
pub struct CalleeName<'db> {
    #[returns(copy)]
    pub us: UnitSide,
    #[returns(ref)]
    pub name: SmolStr,
}

/// The function entities with a given simple name (all scopes), with
/// everything the checks need to know about them.
#[salsa::tracked(returns(ref))]
pub fn functions_named<'db>(db: &'db dyn HirDb, name: CalleeName<'db>) -> Arc<Vec<Entity>> {
    let summary = item_summary(db, name.us(db));
    Arc::new(summary.named(name.name(db)).cloned().collect())
}

/// The namespace-scope variables with a given simple name.
#[salsa::tracked(returns(ref))]
pub fn variables_named<'db>(
    db: &'db dyn HirDb,
    name: CalleeName<'db>,
) -> Arc<Vec<items::VariableDecl>> {
    let tree = item_tree(db, name.us(db));
    let wanted = name.name(db);
    Arc::new(
        tree.variables
            .iter()
            .filter(|v| v.name() == wanted)
            .cloned()
            .collect(),
    )
}

/// A function definition (or a namespace-scope lambda), by its entity key
/// and its ordinal among definitions with that key. The preamble's
/// definitions are checked in the preamble's view ([`base_db::View`]).
#[salsa::interned(debug)]
pub struct FunctionDef<'db> {
    #[returns(copy)]
    pub us: UnitSide,
    #[returns(ref)]
    pub key: SmolStr,
    #[returns(copy)]
    pub ordinal: u32,
}

/// The definitions of one side of a unit, in source order: those of the
/// preamble in the preamble's view (as their checks see them), then the
/// body's ([`body_function_defs`]).
pub fn function_defs<'db>(db: &'db dyn HirDb, us: UnitSide) -> Vec<FunctionDef<'db>> {
    if !us.is_preamble_view(db) && base_db::has_preamble(db, us) {
        let mut out = function_defs(db, us.preamble_view(db));
        out.extend(body_function_defs(db, us));
        return out;
    }
    number_definitions(db, us, item_tree(db, us).functions.iter(), |_| 0)
}

/// The definitions among `functions`, each numbered among those with its
/// key, from `before(key)` on (the definitions with that key earlier).
fn number_definitions<'db, 'f>(
    db: &'db dyn HirDb,
    us: UnitSide,
    functions: impl Iterator<Item = &'f Arc<FunctionDecl>>,
    before: impl Fn(&SmolStr) -> u32,
) -> Vec<FunctionDef<'db>> {
    let mut seen: rustc_hash::FxHashMap<&str, u32> = Default::default();
    let mut out = Vec::new();
    for f in functions.filter(|f| f.is_definition) {
        let n = seen.entry(f.key.as_str()).or_insert_with(|| before(&f.key));
        out.push(FunctionDef::new(db, us, f.key.clone(), *n));
        *n += 1;
    }
    out
}

/// The definitions of the body part of a whole side, in source order (the
/// preamble's are [`function_defs`] of the side's preamble view): their
/// ordinals continue the preamble's.
pub fn body_function_defs<'db>(db: &'db dyn HirDb, us: UnitSide) -> Vec<FunctionDef<'db>> {
    if !base_db::has_preamble(db, us) {
        return function_defs(db, us);
    }
    body_function_defs_query(db, us.whole(db)).clone()
}

/// [`body_function_defs`] of a side with a preamble, as a query: its parts'
/// item trees are equal after an edit of a body, so the definitions are not
/// interned again.
#[salsa::tracked(returns(ref))]
fn body_function_defs_query<'db>(db: &'db dyn HirDb, us: UnitSide) -> Vec<FunctionDef<'db>> {
    let before = preamble_definitions(db, us);
    let parts = base_db::parts(db, us);
    let body = parts[1..]
        .iter()
        .flat_map(|&part| item_tree_part(db, us, part).functions.iter());
    number_definitions(db, us, body, |key| {
        before.get(key).map_or(0, |v| v.len() as u32)
    })
}

/// The item-tree index of a definition (the preamble's definitions are
/// found without the side's summary, which any declaration edit below
/// changes). Not a query of its own: [`def_decl_entry`] is the firewall.
fn def_index<'db>(db: &'db dyn HirDb, def: FunctionDef<'db>) -> Option<u32> {
    let (us, key, ordinal) = (def.us(db), def.key(db), def.ordinal(db) as usize);
    // the preamble's definitions come first: theirs are found without the
    // side's summary, which any declaration edit below changes
    let preamble = preamble_definitions(db, us);
    match preamble.get(key) {
        Some(found) if ordinal < found.len() => Some(found[ordinal]),
        _ => item_summary(db, us).definition(key, ordinal as u32),
    }
}

/// Whether a template instance can be checked in the side's preamble view
/// ([`base_db::View::Preamble`]) with the same result as in the whole side:
/// the template is defined in the preamble (or nowhere), and nothing its arguments name
/// can be something the body declares (a class the preamble defines, a
/// builtin type, a template parameter, or a name the body declares nothing
/// with: the template's own dependent names, such as `_Base::pointer`).
/// Its checks then see only what the template's definition context sees,
/// and salsa verifies them in one step after an edit below the preamble.
///
/// (Argument-dependent lookup at the point of instantiation could also
/// find functions the body adds to the namespaces of such types, such as
/// new overloads in `std`: the checks look up callees in the definition's
/// context.)
fn instance_in_preamble(db: &dyn HirDb, us: UnitSide, key: &str, args: &[ty::TemplateArg]) -> bool {
    if us.is_preamble_view(db) || !base_db::has_preamble(db, us) {
        return false;
    }
    let us = us.whole(db);
    // (a template defined nowhere has nothing to check on either side)
    let defined_in_preamble = preamble_definitions(db, us).contains_key(key);
    if !defined_in_preamble && item_summary(db, us).definition(key, 0).is_some() {
        return false;
    }
    let names = NamesOfParts {
        preamble_classes: preamble_class_paths(db, us),
        body: body_declared_names(db, us),
    };
    args.iter().all(|a| names.arg_in_preamble(a))
}

/// The definition a template instance of `key` with `args` is checked as
/// on side `us`: in the preamble's view when [`instance_in_preamble`]
/// says that gives the same result (then salsa verifies its check in one
/// step after an edit of the body), else in the whole side.
pub fn instance_def<'db>(
    db: &'db dyn HirDb,
    us: UnitSide,
    key: &SmolStr,
    args: &[ty::TemplateArg],
) -> FunctionDef<'db> {
    let def_us = if instance_in_preamble(db, us, key, args) {
        us.preamble_view(db)
    } else {
        us
    };
    FunctionDef::new(db, def_us, key.clone(), 0)
}

/// The classes the preamble defines and the names the body declares
/// (see [`instance_in_preamble`]).
struct NamesOfParts<'a> {
    preamble_classes: &'a FxHashSet<Vec<SmolStr>>,
    body: &'a FxHashSet<SmolStr>,
}

impl NamesOfParts<'_> {
    fn arg_in_preamble(&self, arg: &ty::TemplateArg) -> bool {
        match arg {
            ty::TemplateArg::Type(t) | ty::TemplateArg::Value { ty: t, .. } => {
                self.ty_in_preamble(t)
            }
            ty::TemplateArg::Pack(args) => args.iter().all(|a| self.arg_in_preamble(a)),
            ty::TemplateArg::Other(spelling) => self.spelling_in_preamble(spelling),
        }
    }

    fn ty_in_preamble(&self, t: &ty::Ty) -> bool {
        use ty::Ty;
        match t {
            Ty::Builtin(..) | Ty::Param { .. } => true,
            Ty::Class(c, _) => {
                let known = self.preamble_classes.contains(&c.path)
                    || c.path.last().is_none_or(|name| !self.body.contains(name));
                known && c.args.iter().all(|a| self.arg_in_preamble(a))
            }
            Ty::Pointer(t, _) | Ty::LRef(t) | Ty::RRef(t) | Ty::Array(t, _) => {
                self.ty_in_preamble(t)
            }
            Ty::Function(sig) => {
                self.ty_in_preamble(&sig.ret) && sig.params.iter().all(|p| self.ty_in_preamble(p))
            }
            Ty::Unknown(spelling) => self.spelling_in_preamble(spelling),
        }
    }

    /// Whether no identifier of an argument kept as written is a name the
    /// body declares.
    fn spelling_in_preamble(&self, spelling: &str) -> bool {
        spelling
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
            .all(|word| !self.body.contains(word))
    }
}

/// The paths of the classes and enumerations the preamble defines.
#[salsa::tracked(returns(ref))]
fn preamble_class_paths(db: &dyn HirDb, us: UnitSide) -> Arc<FxHashSet<Vec<SmolStr>>> {
    Arc::new(
        item_tree_part(db, us, Part::Preamble)
            .classes
            .iter()
            .filter(|c| c.is_definition)
            .map(|c| c.path.clone())
            .collect(),
    )
}

/// The names (last segments) of what the body declares at namespace or
/// class scope: classes, enumerations, type aliases, functions, variables
/// and enumerators. Equal after an edit that declares nothing new.
#[salsa::tracked(returns(ref))]
fn body_declared_names(db: &dyn HirDb, us: UnitSide) -> Arc<FxHashSet<SmolStr>> {
    let mut names = FxHashSet::default();
    for &part in base_db::body_parts(db, us).iter() {
        let tree = item_tree_part(db, us, part);
        let paths = (tree.classes.iter().map(|c| &c.path))
            .chain(tree.typedefs.iter().map(|(path, _)| path))
            .chain(tree.variables.iter().map(|v| &v.path))
            .chain(tree.enumerators.iter().map(|(path, _)| path));
        names.extend(paths.filter_map(|p| p.last().cloned()));
        names.extend(tree.functions.iter().map(|f| f.name.name.clone()));
    }
    Arc::new(names)
}

/// The item indexes of the preamble's definitions, by entity key, in order.
#[salsa::tracked(returns(ref))]
fn preamble_definitions(
    db: &dyn HirDb,
    us: UnitSide,
) -> Arc<rustc_hash::FxHashMap<SmolStr, Vec<u32>>> {
    if !base_db::has_preamble(db, us) {
        return Arc::default();
    }
    Arc::new(summary::definition_indexes(item_tree_part(
        db,
        us,
        Part::Preamble,
    )))
}

/// The declaration of a definition in the item tree.
pub fn def_decl<'db>(
    db: &'db dyn HirDb,
    def: FunctionDef<'db>,
) -> Option<(usize, &'db FunctionDecl)> {
    def_decl_entry(db, def)
        .as_ref()
        .map(|(index, f)| (*index as usize, &**f))
}

/// [`def_decl`], the declaration shared.
pub fn def_decl_arc<'db>(
    db: &'db dyn HirDb,
    def: FunctionDef<'db>,
) -> Option<(usize, Arc<FunctionDecl>)> {
    def_decl_entry(db, def)
        .as_ref()
        .map(|(index, f)| (*index as usize, f.clone()))
}

/// [`def_decl`] as a query: read from the definition's part's item tree,
/// and equal when its declaration is, so that what reads it does not run
/// again after an edit of another declaration of the same part.
#[salsa::tracked(returns(ref))]
fn def_decl_entry<'db>(
    db: &'db dyn HirDb,
    def: FunctionDef<'db>,
) -> Option<(u32, Arc<FunctionDecl>)> {
    let us = def.us(db);
    let index = def_index(db, def)?;
    let (part, local) = function_part(db, us, index as usize);
    let f = item_tree_part(db, us, part).functions.get(local)?;
    Some((index, f.clone()))
}

/// A definition's syntax, without its position: the green node of the
/// definition, equal (compared node by node) when only other code was
/// edited or moved. This is the firewall that keeps a body edit from
/// lowering every other body of the file again.
#[salsa::tracked(returns(ref))]
fn def_syntax<'db>(db: &'db dyn HirDb, def: FunctionDef<'db>) -> Option<syntax::GreenNode> {
    let us = def.us(db);
    let (index, _) = def_decl(db, def)?;
    let (part, local) = function_part(db, us, index);
    let root = base_db::parse_part(db, us, part).parse.syntax_node();
    let node = item_nodes_part(db, us, part)
        .functions
        .get(local)?
        .to_node(&root);
    Some(node.green().into_owned())
}

/// Where a definition starts in its side's tree (see [`def_syntax`]): the
/// item source map's range, equal for a definition nothing moved.
#[salsa::tracked(returns(copy))]
fn def_offset<'db>(db: &'db dyn HirDb, def: FunctionDef<'db>) -> syntax::TextSize {
    // from the part's source map, which an edit of the other part leaves
    // equal (the side's map moves the body part's ranges by where it starts)
    let us = def.us(db);
    let Some(index) = def_decl_entry(db, def).as_ref().map(|(index, _)| *index) else {
        return 0.into();
    };
    let (part, local) = function_part(db, us, index as usize);
    match lower_items_part(db, us, part).1.function_ranges.get(local) {
        Some(range) => base_db::part_start(db, us, part).0 + range.start(),
        None => 0.into(),
    }
}

/// A definition's body lowered from [`def_syntax`], with its source map
/// relative to the start of the definition.
#[salsa::tracked(returns(ref))]
fn lowered_body<'db>(db: &'db dyn HirDb, def: FunctionDef<'db>) -> (Arc<Body>, Arc<BodySourceMap>) {
    let us = def.us(db);
    // the declaration and the types through their firewalls, which a
    // signature edit elsewhere leaves equal
    let decl = match lookup::def_info(db, def) {
        Some(info) => Some(&*info.decl),
        None => def_decl(db, def).map(|(_, d)| d),
    };
    let (Some(decl), Some(green)) = (decl, def_syntax(db, def)) else {
        return (Arc::default(), Arc::default());
    };
    let node = syntax::SyntaxNode::new_root(green.clone());
    let ctx = summary::BodyTypeContext::from_type_items(
        lookup::type_items(db, us),
        lookup::type_index(db, us),
        decl,
    );
    let params: Vec<(SmolStr, ty::Ty)> = decl
        .param_names
        .iter()
        .cloned()
        .zip(decl.name.sig.params.iter().cloned())
        .collect();
    let info = body::BodyInfo {
        owner: decl.key.clone(),
        in_device_code: decl.attrs.global || (decl.attrs.device && !decl.attrs.host),
        in_host_device_code: decl.attrs.device && decl.attrs.host,
    };
    let (body, source_map) = body::lower_body(&ctx, &node, &params, info);
    (Arc::new(body), Arc::new(source_map))
}

/// A definition's body (position-free: equal when only other code moved,
/// and not even lowered again then). Not a query of its own: the body and
/// its relative source map change together but for spacing, and salsa
/// visits every memo a check read after each edit.
pub fn function_body<'db>(db: &'db dyn HirDb, def: FunctionDef<'db>) -> &'db Arc<Body> {
    &lowered_body(db, def).0
}

/// The positions of a definition's body.
#[salsa::tracked(returns(ref))]
pub fn body_source_map<'db>(db: &'db dyn HirDb, def: FunctionDef<'db>) -> Arc<BodySourceMap> {
    let offset = def_offset(db, def);
    let lowered = &lowered_body(db, def).1;
    if offset == 0.into() {
        return lowered.clone();
    }
    let mut map = (**lowered).clone();
    map.shift(offset);
    Arc::new(map)
}
