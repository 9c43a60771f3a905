//! The item source map of one side of a unit ([`crate::item_source_map`]):
//! the parts' maps (the preamble's, the body's or its chunks'), read
//! through the side's item indexes, each part's ranges moved by where its
//! tree starts in the side's tree. The parts' maps are shared, not joined:
//! after an edit below the preamble, the preamble's map (a few thousand
//! functions of the headers) is not copied again.

use crate::items::ItemSourceMap;
use std::sync::Arc;
use syntax::{TextRange, TextSize};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideItemSourceMap {
    /// Each part's map and where the part's tree starts.
    parts: Vec<(Arc<ItemSourceMap>, TextSize)>,
}

impl SideItemSourceMap {
    /// The map of a side made of parts, each with where its tree starts.
    pub fn new(parts: Vec<(Arc<ItemSourceMap>, TextSize)>) -> Self {
        SideItemSourceMap { parts }
    }

    /// The part holding item `i` of a list (`len` gives the list's length in
    /// a part), the index there, and the part's shift (past the end: the
    /// last part, with an index out of its range).
    fn locate(
        &self,
        mut i: usize,
        len: impl Fn(&ItemSourceMap) -> usize,
    ) -> (&ItemSourceMap, usize, TextSize) {
        for (k, (map, shift)) in self.parts.iter().enumerate() {
            let n = len(map);
            if i < n || k + 1 == self.parts.len() {
                return (map, i, *shift);
            }
            i -= n;
        }
        unreachable!("a side map has a part")
    }

    fn function(&self, i: usize) -> (&ItemSourceMap, usize, TextSize) {
        self.locate(i, |m| m.function_ranges.len())
    }

    /// Entry `i` of one of the maps' lists (its length in a part is the
    /// list's own), moved to the side's tree.
    fn nth(&self, i: usize, list: impl Fn(&ItemSourceMap) -> &Vec<TextRange>) -> Option<TextRange> {
        let (map, local, shift) = self.locate(i, |m| list(m).len());
        Some(*list(map).get(local)? + shift)
    }

    /// Directive `i` of `ItemTree::class_instantiations`.
    pub fn class_instantiation(&self, i: usize) -> Option<TextRange> {
        self.nth(i, |m| &m.class_instantiations)
    }

    /// Entry `i` of one of the maps' lists of optional ranges.
    fn nth_opt(
        &self,
        i: usize,
        list: impl Fn(&ItemSourceMap) -> &Vec<Option<TextRange>>,
    ) -> Option<TextRange> {
        let (map, local, shift) = self.locate(i, |m| list(m).len());
        Some((*list(map).get(local)?)? + shift)
    }

    /// Every entry of one of the maps' lists, in item order, moved to the
    /// side's tree.
    fn all<'a>(
        &'a self,
        list: impl Fn(&ItemSourceMap) -> &Vec<TextRange> + Copy + 'a,
    ) -> impl Iterator<Item = TextRange> + 'a {
        self.parts
            .iter()
            .flat_map(move |(map, shift)| list(map).iter().map(move |r| *r + *shift))
    }

    /// The range of function `i`'s FUNCTION_DEF node, or the DECLARATOR of
    /// a declaration.
    pub fn function_range(&self, i: usize) -> Option<TextRange> {
        self.nth(i, |m| &m.function_ranges)
    }

    /// Every function's range, in item order.
    pub fn function_ranges(&self) -> impl Iterator<Item = TextRange> + '_ {
        self.all(|m| &m.function_ranges)
    }

    /// The range of function `i`'s declarator name.
    pub fn function_name(&self, i: usize) -> Option<TextRange> {
        let (map, local, shift) = self.function(i);
        Some(*map.function_names.get(local)? + shift)
    }

    /// Every function's name range, in item order.
    pub fn function_names(&self) -> impl Iterator<Item = TextRange> + '_ {
        self.all(|m| &m.function_names)
    }

    /// An optional range of function `i` in one of the map's per-function
    /// lists.
    fn function_opt(
        &self,
        i: usize,
        field: impl Fn(&ItemSourceMap) -> &Vec<Option<TextRange>>,
    ) -> Option<TextRange> {
        let (map, local, shift) = self.function(i);
        Some((*field(map).get(local)?)? + shift)
    }

    /// Range `k` of function `i` in one of the map's per-function lists of
    /// ranges.
    fn function_nth(
        &self,
        i: usize,
        k: usize,
        field: impl Fn(&ItemSourceMap) -> &Vec<Vec<TextRange>>,
    ) -> Option<TextRange> {
        let (map, local, shift) = self.function(i);
        Some(*field(map).get(local)?.get(k)? + shift)
    }

    /// The `global` attribute of function `i`, when present.
    pub fn global_attr(&self, i: usize) -> Option<TextRange> {
        self.function_opt(i, |m| &m.global_attrs)
    }

    /// The `inline`/`constexpr` keyword of function `i`, when present.
    pub fn specifier_range(&self, i: usize) -> Option<TextRange> {
        self.function_opt(i, |m| &m.specifier_ranges)
    }

    /// The `device` attribute of function `i`, when present.
    pub fn device_attr(&self, i: usize) -> Option<TextRange> {
        self.function_opt(i, |m| &m.device_attrs)
    }

    /// The attribute of entry `k` of `ItemTree::deprecated_types`.
    pub fn deprecated_type(&self, k: usize) -> Option<TextRange> {
        self.nth(k, |m| &m.deprecated_types)
    }

    /// The `deprecated` attribute of function `i`, when present.
    pub fn deprecated_attr(&self, i: usize) -> Option<TextRange> {
        self.function_opt(i, |m| &m.deprecated_attrs)
    }

    /// Function `i`'s `k`-th launch-configuration attribute.
    pub fn launch_attr_range(&self, i: usize, k: usize) -> Option<TextRange> {
        self.function_nth(i, k, |m| &m.launch_attr_ranges)
    }

    /// Function `i`'s `k`-th own template parameter.
    pub fn template_param_range(&self, i: usize, k: usize) -> Option<TextRange> {
        self.function_nth(i, k, |m| &m.template_param_ranges)
    }

    /// Function `i`'s `k`-th parameter.
    pub fn param_range(&self, i: usize, k: usize) -> Option<TextRange> {
        self.function_nth(i, k, |m| &m.param_ranges)
    }

    /// The declarator of variable `i` of the item tree.
    pub fn variable(&self, i: usize) -> Option<TextRange> {
        self.nth(i, |m| &m.variables)
    }

    /// The `k`-th name of variable `i`'s `init_names`.
    pub fn variable_init_name(&self, i: usize, k: usize) -> Option<TextRange> {
        let (map, local, shift) = self.locate(i, |m| m.variables.len());
        Some(*map.variable_init_names.get(local)?.get(k)? + shift)
    }

    /// The first initializer too many of variable `i` (its declarator when
    /// the map has none).
    pub fn variable_overfull(&self, i: usize) -> Option<TextRange> {
        let (map, local, shift) = self.locate(i, |m| m.variables.len());
        match map.variable_overfull.get(local).copied().flatten() {
            Some((r, _)) => Some(r + shift),
            None => self.variable(i),
        }
    }

    /// How far past the start of variable `i`'s first excess initializer
    /// its list closes.
    pub fn variable_overfull_tail(&self, i: usize) -> Option<u32> {
        let (map, local, _) = self.locate(i, |m| m.variables.len());
        map.variable_overfull
            .get(local)
            .copied()
            .flatten()
            .map(|(_, tail)| tail)
    }

    /// The `k`-th name of `static_assert` `i`'s condition.
    pub fn static_assert_name(&self, i: usize, k: usize) -> Option<TextRange> {
        let (map, local, shift) = self.locate(i, |m| m.static_asserts.len());
        Some(*map.static_assert_names.get(local)?.get(k)? + shift)
    }

    /// Every variable's declarator, in item order.
    pub fn static_assert(&self, i: usize) -> Option<TextRange> {
        self.nth(i, |m| &m.static_asserts)
    }

    /// The name of class `i` of the item tree.
    pub fn class_name(&self, i: usize) -> Option<TextRange> {
        self.nth(i, |m| &m.classes)
    }

    /// Where class `i` of the item tree begins: its template header, or
    /// its name.
    pub fn class_start(&self, i: usize) -> Option<TextRange> {
        self.nth(i, |m| &m.class_starts)
    }

    /// The first data member with a default member initializer of class
    /// `i`, when a typedef names the class (see
    /// `ItemSourceMap::linkage_typedef_inits`).
    pub fn linkage_typedef_init(&self, i: usize) -> Option<TextRange> {
        self.nth_opt(i, |m| &m.linkage_typedef_inits)
    }

    /// The name of alias `i` of the item tree's `typedefs`.
    pub fn typedef_name(&self, i: usize) -> Option<TextRange> {
        self.nth_opt(i, |m| &m.typedefs)
    }

    pub fn variables(&self) -> impl Iterator<Item = TextRange> + '_ {
        self.all(|m| &m.variables)
    }

    /// The attribute of entry `k` of the item tree's `ignored_attrs`.
    pub fn ignored_attr(&self, k: usize) -> Option<TextRange> {
        self.nth(k, |m| &m.ignored_attrs)
    }

    /// The name of the variable the attribute of entry `k` of
    /// `ignored_attrs` is written on.
    pub fn ignored_attr_owner(&self, k: usize) -> Option<TextRange> {
        self.nth_opt(k, |m| &m.ignored_attr_owners)
    }
}
