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
//!   `body_source_map(def)` with its positions.

pub mod body;
pub mod items;
pub mod lower_ty;
pub mod summary;
pub mod ty;

pub use body::{Body, BodySourceMap, Expr, ExprId, LambdaId, LocalId};
pub use items::{
    ClassDecl, ClassKind, CudaAttrs, FieldDecl, FunctionDecl, ItemSourceMap, ItemTree, ReturnKind,
};
pub use summary::{Entity, ItemSummary};

use base_db::{SourceDb, UnitSide};
use smol_str::SmolStr;
use std::sync::Arc;

#[salsa::db]
pub trait HirDb: SourceDb {}

#[salsa::tracked(returns(ref))]
fn lower_items(db: &dyn HirDb, us: UnitSide) -> (Arc<ItemTree>, Arc<ItemSourceMap>) {
    let parse = base_db::parse(db, us);
    let (tree, map) = items::lower(&parse.syntax_node());
    (Arc::new(tree), Arc::new(map))
}

/// The declarations of one side of a unit, without positions.
#[salsa::tracked(returns(ref))]
pub fn item_tree(db: &dyn HirDb, us: UnitSide) -> Arc<ItemTree> {
    lower_items(db, us).0.clone()
}

/// Where the item tree's declarations are in the current syntax tree.
#[salsa::tracked(returns(ref))]
pub fn item_source_map(db: &dyn HirDb, us: UnitSide) -> Arc<ItemSourceMap> {
    lower_items(db, us).1.clone()
}

/// Entities and the name index.
#[salsa::tracked(returns(ref))]
pub fn item_summary(db: &dyn HirDb, us: UnitSide) -> Arc<ItemSummary> {
    Arc::new(ItemSummary::build(item_tree(db, us)))
}

/// A name used in a call, on one side of a unit.
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
/// and its ordinal among definitions with that key.
#[salsa::interned(debug)]
pub struct FunctionDef<'db> {
    #[returns(copy)]
    pub us: UnitSide,
    #[returns(ref)]
    pub key: SmolStr,
    #[returns(copy)]
    pub ordinal: u32,
}

/// The definitions of one side of a unit, in source order.
pub fn function_defs<'db>(db: &'db dyn HirDb, us: UnitSide) -> Vec<FunctionDef<'db>> {
    let tree = item_tree(db, us);
    let mut seen: rustc_hash::FxHashMap<&str, u32> = Default::default();
    let mut out = Vec::new();
    for f in tree.functions.iter().filter(|f| f.is_definition) {
        let n = seen.entry(f.key.as_str()).or_insert(0);
        out.push(FunctionDef::new(db, us, f.key.clone(), *n));
        *n += 1;
    }
    out
}

/// The declaration of a definition in the item tree.
pub fn def_decl<'db>(
    db: &'db dyn HirDb,
    def: FunctionDef<'db>,
) -> Option<(usize, &'db FunctionDecl)> {
    let us = def.us(db);
    let index = item_summary(db, us).definition(def.key(db), def.ordinal(db))? as usize;
    item_tree(db, us).functions.get(index).map(|f| (index, f))
}

#[salsa::tracked(returns(ref))]
fn body_with_source_map<'db>(
    db: &'db dyn HirDb,
    def: FunctionDef<'db>,
) -> (Arc<Body>, Arc<BodySourceMap>) {
    let us = def.us(db);
    let Some((index, decl)) = def_decl(db, def) else {
        return (Arc::default(), Arc::default());
    };
    let map = item_source_map(db, us);
    let root = base_db::parse(db, us).syntax_node();
    let node = map.functions[index].to_node(&root);
    let ctx = summary::BodyTypeContext::new(item_tree(db, us), decl);
    let params: Vec<(SmolStr, ty::Ty)> = decl
        .param_names
        .iter()
        .cloned()
        .zip(decl.name.sig.params.iter().cloned())
        .collect();
    let (body, source_map) = body::lower_body(&ctx, &node, &params);
    (Arc::new(body), Arc::new(source_map))
}

/// A definition's body (position-free: equal when only other code moved).
#[salsa::tracked(returns(ref))]
pub fn function_body<'db>(db: &'db dyn HirDb, def: FunctionDef<'db>) -> Arc<Body> {
    body_with_source_map(db, def).0.clone()
}

/// The positions of a definition's body.
#[salsa::tracked(returns(ref))]
pub fn body_source_map<'db>(db: &'db dyn HirDb, def: FunctionDef<'db>) -> Arc<BodySourceMap> {
    body_with_source_map(db, def).1.clone()
}
