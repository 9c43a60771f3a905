//! What the declaration checks know of each entity after some of its
//! declarations, in two layers: the preamble's (a query's result, equal
//! after an edit below the preamble) and the body's on top of it.
//!
//! The checks walk a side's functions in declaration order (a declaration
//! is judged by those before it). On a Thrust unit the preamble holds tens
//! of thousands of functions and the body a few dozen, so a signature edit
//! walks the body's functions only, starting from the preamble's state.

use crate::space::Space;
use hir::CudaAttrs;
use rustc_hash::FxHashMap;
use smol_str::SmolStr;

/// One kind of fact per entity key, the body's entries over the
/// preamble's.
pub(crate) struct Layered<'a, V> {
    below: Option<&'a FxHashMap<SmolStr, V>>,
    top: FxHashMap<SmolStr, V>,
}

impl<'a, V: Copy> Layered<'a, V> {
    pub(crate) fn over(below: Option<&'a FxHashMap<SmolStr, V>>) -> Self {
        Layered {
            below,
            top: FxHashMap::default(),
        }
    }

    pub(crate) fn get(&self, key: &str) -> Option<V> {
        self.top.get(key).or_else(|| self.below?.get(key)).copied()
    }

    pub(crate) fn insert(&mut self, key: &SmolStr, value: V) {
        self.top.insert(key.clone(), value);
    }

    /// Inserts `value` unless the key has one; whether it was inserted.
    pub(crate) fn insert_new(&mut self, key: &SmolStr, value: V) -> bool {
        if self.get(key).is_some() {
            return false;
        }
        self.insert(key, value);
        true
    }

    /// The top layer's entries (the whole state when nothing is below).
    pub(crate) fn into_top(self) -> FxHashMap<SmolStr, V> {
        self.top
    }
}

/// The facts per entity key after a run of declarations.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct DeclState {
    /// Explicit keywords seen so far, and cicc's implicit-host view.
    pub seen: FxHashMap<SmolStr, (CudaAttrs, Space)>,
    /// The last declaration (for the `__grid_constant__` rule).
    pub last_decl: FxHashMap<SmolStr, usize>,
    /// The entities defined so far: a second definition is a
    /// redefinition, not a change of execution space.
    pub defined: FxHashMap<SmolStr, ()>,
    /// The first declaration of each member inside its class.
    pub in_class: FxHashMap<SmolStr, usize>,
    /// The first definition of each namespace-scope function (for
    /// "has already been defined").
    pub first_definition: FxHashMap<SmolStr, usize>,
    /// The first declaration of each namespace-scope function (for
    /// "cannot overload functions distinguished by return type alone").
    pub first_declaration: FxHashMap<SmolStr, usize>,
}

/// [`DeclState`] as two layers.
pub(crate) struct LayeredState<'a> {
    pub seen: Layered<'a, (CudaAttrs, Space)>,
    pub last_decl: Layered<'a, usize>,
    pub defined: Layered<'a, ()>,
    pub in_class: Layered<'a, usize>,
    pub first_definition: Layered<'a, usize>,
    pub first_declaration: Layered<'a, usize>,
}

impl<'a> LayeredState<'a> {
    pub(crate) fn over(below: Option<&'a DeclState>) -> Self {
        LayeredState {
            seen: Layered::over(below.map(|b| &b.seen)),
            last_decl: Layered::over(below.map(|b| &b.last_decl)),
            defined: Layered::over(below.map(|b| &b.defined)),
            in_class: Layered::over(below.map(|b| &b.in_class)),
            first_definition: Layered::over(below.map(|b| &b.first_definition)),
            first_declaration: Layered::over(below.map(|b| &b.first_declaration)),
        }
    }

    /// The top layer as a state of its own.
    pub(crate) fn into_top(self) -> DeclState {
        DeclState {
            seen: self.seen.into_top(),
            last_decl: self.last_decl.into_top(),
            defined: self.defined.into_top(),
            in_class: self.in_class.into_top(),
            first_definition: self.first_definition.into_top(),
            first_declaration: self.first_declaration.into_top(),
        }
    }
}
