//! Entities: the declarations of a function merged into one, with the
//! union of their CUDA attributes, and the index of entities by simple name.

use crate::items::{CudaAttrs, FunctionDecl, ItemTree};
use crate::lower_ty::TypeContext;
use crate::ty::Ty;
use rustc_hash::FxHashMap;
use smol_str::SmolStr;

/// One function: all its declarations, in order.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Entity {
    pub key: SmolStr,
    /// The declarations (the item tree's own, shared: every definition's
    /// and every name lookup's copy of an entity, made relative to it,
    /// holds the same ones), in source order, each with its ordinal in the
    /// item tree.
    pub decls: Vec<(u32, std::sync::Arc<FunctionDecl>)>,
}

impl Entity {
    /// The most parameters with default arguments any declaration gives
    /// (defaults may be spread over redeclarations).
    pub fn default_args(&self) -> usize {
        self.decls
            .iter()
            .map(|(_, d)| d.default_args)
            .max()
            .unwrap_or(0)
    }

    /// Whether a call with `n` arguments has too few (`Less`) or too many
    /// (`Greater`) for the parameters; `None` when the count fits. Default
    /// arguments (of any declaration) may be left out, a trailing pack may
    /// be empty, and an ellipsis or a pack takes any number more.
    pub fn arity_mismatch(&self, n: usize) -> Option<std::cmp::Ordering> {
        let d = self.first();
        let params = d.name.sig.params.len();
        let min = params
            .saturating_sub(self.default_args())
            .saturating_sub(usize::from(d.has_pack));
        if n < min {
            Some(std::cmp::Ordering::Less)
        } else if n > params && !d.accepts_any_count() {
            Some(std::cmp::Ordering::Greater)
        } else {
            None
        }
    }

    /// The CUDA attributes combined over the declarations before item
    /// `before` (cudafe++ checks a call against what is declared so far).
    pub fn attrs_before(&self, before: u32) -> CudaAttrs {
        let mut a = CudaAttrs::default();
        for (i, d) in &self.decls {
            if *i < before || a == CudaAttrs::default() && *i == self.decls[0].0 {
                let b = d.attrs;
                a.host |= b.host;
                a.device |= b.device;
                a.global |= b.global;
                a.launch_bounds |= b.launch_bounds;
                a.maxnreg |= b.maxnreg;
                a.cluster_dims |= b.cluster_dims;
                a.block_size |= b.block_size;
            }
        }
        a
    }

    /// The attributes combined over all declarations.
    pub fn attrs(&self) -> CudaAttrs {
        self.attrs_before(u32::MAX)
    }

    pub fn first(&self) -> &FunctionDecl {
        &self.decls[0].1
    }

    pub fn is_constexpr(&self) -> bool {
        self.decls
            .iter()
            .any(|(_, d)| d.is_constexpr || d.is_consteval)
    }
}

/// A side's functions as entities, indexed by key and by simple name.
///
/// The summary of a whole side is built over its preamble's ([`Self::over`]):
/// the body's entities are added to the preamble's summary, which stays
/// shared, so that a signature edit below the preamble summarizes the
/// body's functions only.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ItemSummary {
    /// The preamble's summary, when this one is built over it.
    below: Option<std::sync::Arc<ItemSummary>>,
    /// The entities first declared here (after `below`'s), in order.
    entities: Vec<Entity>,
    /// `below`'s entities that are declared here again, with all their
    /// declarations.
    merged: FxHashMap<SmolStr, Entity>,
    /// Indexes into `entities`.
    by_name: FxHashMap<SmolStr, Vec<usize>>,
    by_key: FxHashMap<SmolStr, usize>,
    /// The item-tree indices of each key's definitions, in order (for a
    /// key defined here, its definitions in `below` too).
    definitions: FxHashMap<SmolStr, Vec<u32>>,
}

impl ItemSummary {
    pub fn build(tree: &ItemTree) -> ItemSummary {
        // (sized for every function: growing the maps was a sixth of this)
        let n = tree.functions.len();
        let mut s = ItemSummary {
            entities: Vec::with_capacity(n),
            by_name: FxHashMap::with_capacity_and_hasher(n, Default::default()),
            by_key: FxHashMap::with_capacity_and_hasher(n, Default::default()),
            ..Default::default()
        };
        s.add(tree, 0);
        s
    }

    /// The summary of `tree`, whose functions before `start` are those
    /// `below` summarizes.
    pub fn over(below: std::sync::Arc<ItemSummary>, tree: &ItemTree, start: usize) -> ItemSummary {
        // (one level: `entities` and `named` read `below`'s own fields)
        debug_assert!(below.below.is_none());
        let mut s = ItemSummary {
            below: Some(below),
            ..Default::default()
        };
        s.add(tree, start);
        s
    }

    fn add(&mut self, tree: &ItemTree, start: usize) {
        for (i, f) in tree.functions.iter().enumerate().skip(start) {
            if f.is_definition {
                let below = self.below.as_deref();
                self.definitions
                    .entry(f.key.clone())
                    .or_insert_with(|| {
                        below
                            .and_then(|b| b.definitions_of(&f.key))
                            .map(<[u32]>::to_vec)
                            .unwrap_or_default()
                    })
                    .push(i as u32);
            }
            if f.explicit_instantiation {
                continue;
            }
            let decl = (i as u32, f.clone());
            // (a redeclaration that returns another type is an error, #311,
            // and declares nothing: calls see the first declaration alone)
            let invalid = |e: &Entity| crate::lookup::return_types_differ(tree, e.first(), f);
            if let Some(&idx) = self.by_key.get(&f.key) {
                if invalid(&self.entities[idx]) {
                    continue;
                }
                self.entities[idx].decls.push(decl);
            } else if let Some(e) = self.merged.get_mut(&f.key) {
                if !invalid(e) {
                    e.decls.push(decl);
                }
            } else if let Some(e) = self.below.as_deref().and_then(|b| b.by_key(&f.key)) {
                if invalid(e) {
                    continue;
                }
                let mut e = e.clone();
                e.decls.push(decl);
                self.merged.insert(f.key.clone(), e);
            } else {
                let idx = self.entities.len();
                self.entities.push(Entity {
                    key: f.key.clone(),
                    decls: vec![decl],
                });
                self.by_key.insert(f.key.clone(), idx);
                self.by_name
                    .entry(f.name.name.clone())
                    .or_default()
                    .push(idx);
            }
        }
    }

    /// `below`'s entity as this summary has it.
    fn current<'a>(&'a self, e: &'a Entity) -> &'a Entity {
        if self.merged.is_empty() {
            return e;
        }
        self.merged.get(&e.key).unwrap_or(e)
    }

    /// Every entity, in the order of their first declarations.
    pub fn entities(&self) -> impl Iterator<Item = &Entity> + '_ {
        let below = self.below.iter().flat_map(|b| &b.entities);
        below.map(|e| self.current(e)).chain(&self.entities)
    }

    pub fn named<'a>(&'a self, name: &str) -> impl Iterator<Item = &'a Entity> + 'a {
        let below = self.below.as_deref().and_then(|b| {
            let indexes = b.by_name.get(name)?;
            Some(indexes.iter().map(move |&i| &b.entities[i]))
        });
        let own = self.by_name.get(name).into_iter().flatten();
        below
            .into_iter()
            .flatten()
            .map(|e| self.current(e))
            .chain(own.map(|&i| &self.entities[i]))
    }

    fn definitions_of(&self, key: &str) -> Option<&[u32]> {
        match self.definitions.get(key) {
            Some(d) => Some(d),
            None => self.below.as_deref()?.definitions_of(key),
        }
    }

    /// The item-tree index of a key's `ordinal`-th definition.
    pub fn definition(&self, key: &str, ordinal: u32) -> Option<u32> {
        self.definitions_of(key)?.get(ordinal as usize).copied()
    }

    pub fn by_key(&self, key: &str) -> Option<&Entity> {
        if let Some(&i) = self.by_key.get(key) {
            return Some(&self.entities[i]);
        }
        if let Some(e) = self.merged.get(key) {
            return Some(e);
        }
        self.below.as_deref()?.by_key(key)
    }
}

/// The item-tree indices of each key's definitions, in order.
pub fn definition_indexes(tree: &ItemTree) -> FxHashMap<SmolStr, Vec<u32>> {
    let definitions = tree.functions.iter().filter(|f| f.is_definition).count();
    let mut out: FxHashMap<SmolStr, Vec<u32>> =
        FxHashMap::with_capacity_and_hasher(definitions, Default::default());
    for (i, f) in tree.functions.iter().enumerate() {
        if f.is_definition {
            out.entry(f.key.clone()).or_default().push(i as u32);
        }
    }
    out
}

/// Type lowering inside a function body: the function's template
/// parameters and the file's typedefs.
pub struct BodyTypeContext<'a> {
    classes: &'a [std::sync::Arc<crate::items::ClassDecl>],
    typedefs: &'a [(Vec<SmolStr>, crate::ty::Ty)],
    /// `classes` and `typedefs` by path, when built (else searched).
    index: Option<&'a crate::lookup::TypeIndex>,
    params: Vec<SmolStr>,
    scope: Vec<SmolStr>,
    /// The namespace links (aliases and directives are read).
    links: &'a [crate::namespaces::NamespaceLink],
}

impl<'a> BodyTypeContext<'a> {
    pub fn new(tree: &'a ItemTree, decl: &FunctionDecl) -> Self {
        Self::with_types(
            &tree.classes,
            &tree.typedefs,
            None,
            &tree.namespace_links,
            decl,
        )
    }

    /// The context from a side's [`crate::lookup::TypeItems`] (which a
    /// signature edit leaves equal, unlike the item tree).
    pub fn from_type_items(
        types: &'a crate::lookup::TypeItems,
        index: &'a crate::lookup::TypeIndex,
        decl: &FunctionDecl,
    ) -> Self {
        Self::with_types(
            &types.classes,
            &types.typedefs,
            Some(index),
            &types.qualifier_links,
            decl,
        )
    }

    fn with_types(
        classes: &'a [std::sync::Arc<crate::items::ClassDecl>],
        typedefs: &'a [(Vec<SmolStr>, crate::ty::Ty)],
        index: Option<&'a crate::lookup::TypeIndex>,
        links: &'a [crate::namespaces::NamespaceLink],
        decl: &FunctionDecl,
    ) -> Self {
        BodyTypeContext {
            classes,
            typedefs,
            index,
            links,
            // (a member of a class template sees the class's parameters)
            params: decl
                .template_params
                .clone()
                .unwrap_or_else(|| decl.class_template_params.clone()),
            scope: decl.name.scope.iter().map(|s| s.name.clone()).collect(),
        }
    }
}

impl BodyTypeContext<'_> {
    /// The first typedef of a full path.
    fn typedef_of(&self, full: &[SmolStr]) -> Option<&crate::ty::Ty> {
        match self.index {
            Some(index) => index.typedef(full).map(|i| &self.typedefs[i].1),
            None => self
                .typedefs
                .iter()
                .find(|(p, _)| p == full)
                .map(|(_, t)| t),
        }
    }

    /// Whether a class of that full path is declared.
    fn has_class(&self, full: &[SmolStr]) -> bool {
        match self.index {
            Some(index) => index.class(full).is_some(),
            None => self.classes.iter().any(|c| c.path == full),
        }
    }
}

impl TypeContext for BodyTypeContext<'_> {
    fn template_param(&self, name: &str) -> Option<u32> {
        self.params.iter().position(|p| p == name).map(|i| i as u32)
    }
    fn typedef(&self, path: &[SmolStr], global: bool) -> Option<Ty> {
        for n in (0..=if global { 0 } else { self.scope.len() }).rev() {
            let mut full = self.scope[..n].to_vec();
            full.extend(path.iter().cloned());
            if let Some(t) = self.typedef_of(&full) {
                return Some(t.clone());
            }
            // a class of an inner scope hides a typedef of an outer one
            if self.has_class(&full) || self.index.is_some_and(|i| i.naming.is_declared(&full)) {
                return None;
            }
        }
        None
    }
    fn class_path(&self, path: &[SmolStr], global: bool) -> Vec<SmolStr> {
        for n in (0..=if global { 0 } else { self.scope.len() }).rev() {
            let mut full = self.scope[..n].to_vec();
            full.extend(path.iter().cloned());
            if self.has_class(&full) || self.index.is_some_and(|i| i.naming.is_declared(&full)) {
                return full;
            }
            if let Some(target) = self.index.and_then(|i| i.naming.inline_target(&full)) {
                return target.clone();
            }
            if let Some(target) = self.typedef_of(&full).and_then(crate::ty::alias_of_class) {
                return target;
            }
        }
        // through namespace aliases and directives (`cg::thread_group`)
        if path.len() > 1 {
            let scope: &[SmolStr] = if global { &[] } else { &self.scope };
            for full in crate::namespaces::through_qualifier_links(self.links, scope, path) {
                if self.has_class(&full) || self.index.is_some_and(|i| i.naming.is_declared(&full))
                {
                    return full;
                }
                if let Some(target) = self.index.and_then(|i| i.naming.inline_target(&full)) {
                    return target.clone();
                }
            }
        }
        path.to_vec()
    }
    fn class_defaults(&self, path: &[SmolStr]) -> Option<&[Option<crate::ty::TemplateArg>]> {
        self.index.and_then(|i| i.naming.defaults(path))
    }
}
