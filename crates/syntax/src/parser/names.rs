//! The table of names the parser needs to disambiguate C++: which names are
//! types, which are templates (so that `<` opens an argument list), which
//! are namespaces. It is maintained while parsing, with scopes for
//! namespaces, classes, templates and blocks, and supports qualified lookup
//! (`std::vector`) through a map of named scopes.
//!
//! It is deliberately an approximation of C++ lookup, used only to choose
//! between parses; the semantic model (`hir`) does real lookup later.

use rustc_hash::FxHashMap;
use smol_str::SmolStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum NameKind {
    Type,
    /// A class or alias template: `X<...>` is a type.
    TypeTemplate,
    /// A function or variable template: `f<...>` is a value.
    ValueTemplate,
    Concept,
    Namespace,
    Value,
}

impl NameKind {
    pub(crate) fn is_template(self) -> bool {
        matches!(
            self,
            NameKind::TypeTemplate | NameKind::ValueTemplate | NameKind::Concept
        )
    }
    pub(crate) fn is_type(self) -> bool {
        matches!(self, NameKind::Type | NameKind::TypeTemplate)
    }
}

#[derive(Default, Debug, Clone)]
struct ScopeData {
    names: FxHashMap<SmolStr, NameKind>,
    /// Namespaces or classes whose names are visible here too (using
    /// directives, base classes, inline namespaces).
    imports: Vec<SmolStr>,
    /// Type aliases (`typedef`, `using X = Y`) of a class or namespace:
    /// the key of the scope they denote, so that `X::member` resolves.
    aliases: FxHashMap<SmolStr, SmolStr>,
}

#[derive(Debug, Clone)]
pub(crate) struct Frame {
    /// The key of a named scope in `named`, or a local scope's own data.
    named: Option<SmolStr>,
    local: ScopeData,
    /// Template parameter scopes hold only the parameters: the entity the
    /// template declares goes to the scope around them.
    is_template: bool,
}

#[derive(Debug, Clone)]
pub(crate) struct NameTable {
    named: FxHashMap<SmolStr, ScopeData>,
    stack: Vec<Frame>,
}

const GLOBAL: &str = "";

impl NameTable {
    /// Leaves every scope but the global one.
    pub(crate) fn close_to_global(&mut self) {
        self.stack.truncate(1);
    }

    pub(crate) fn new() -> Self {
        let mut named = FxHashMap::default();
        named.insert(SmolStr::new_static(GLOBAL), ScopeData::default());
        let mut t = NameTable {
            named,
            stack: vec![Frame {
                named: Some(SmolStr::new_static(GLOBAL)),
                local: ScopeData::default(),
                is_template: false,
            }],
        };
        for builtin in [
            "__builtin_va_list",
            "__int128_t",
            "__uint128_t",
            "__bf16",
            "_Float16",
            "__fp16",
        ] {
            t.declare_type(SmolStr::new(builtin));
        }
        t
    }

    /// The key of the innermost named scope (namespace or class).
    pub(crate) fn current_named_scope(&self) -> SmolStr {
        self.stack
            .iter()
            .rev()
            .find_map(|f| f.named.clone())
            .unwrap_or_default()
    }

    /// Enters a namespace or class scope named `name` inside the current
    /// named scope (or, for `A::B` definitions, the given qualified key).
    pub(crate) fn push_named(&mut self, key: SmolStr) {
        self.named.entry(key.clone()).or_default();
        self.stack.push(Frame {
            named: Some(key),
            local: ScopeData::default(),
            is_template: false,
        });
    }

    /// Enters the scope of a qualified declarator (`A::B::f`): the scope
    /// `A::B` and, as C++ looks outwards from a class, the scopes enclosing
    /// it. Returns how many frames were pushed (for `pop`).
    pub(crate) fn push_qualified(&mut self, key: &SmolStr) -> usize {
        let mut pushed = 0;
        let mut end = 0;
        let parts: Vec<&str> = key.split("::").collect();
        for (i, part) in parts.iter().enumerate() {
            end += part.len() + if i > 0 { 2 } else { 0 };
            let prefix = &key[..end];
            if self.named.contains_key(prefix) {
                self.push_named(SmolStr::new(prefix));
                pushed += 1;
            }
        }
        pushed
    }

    pub(crate) fn push_local(&mut self) {
        self.stack.push(Frame {
            named: None,
            local: ScopeData::default(),
            is_template: false,
        });
    }

    pub(crate) fn push_template(&mut self) {
        self.stack.push(Frame {
            named: None,
            local: ScopeData::default(),
            is_template: true,
        });
    }

    /// Declares a template parameter in the innermost (template) frame.
    pub(crate) fn declare_param(&mut self, name: SmolStr, kind: NameKind) {
        let depth = self.stack.len() - 1;
        self.stack[depth].local.names.insert(name, kind);
    }

    pub(crate) fn pop(&mut self) {
        if self.stack.len() > 1 {
            self.stack.pop();
        }
    }

    /// Pops a local frame and returns the names it declared (a function's
    /// parameters, declared again in its body).
    pub(crate) fn pop_names(&mut self) -> Vec<(SmolStr, NameKind)> {
        if self.stack.len() > 1
            && let Some(frame) = self.stack.pop()
        {
            return frame.local.names.into_iter().collect();
        }
        Vec::new()
    }

    /// Declares names in the innermost frame (see `pop_names`).
    pub(crate) fn declare_all(&mut self, names: &[(SmolStr, NameKind)]) {
        for (name, kind) in names {
            self.declare(name.clone(), *kind);
        }
    }

    /// The scopes the cursor is in, to parse something later in the same
    /// scopes (`swap_scopes`).
    pub(crate) fn snapshot(&self) -> Vec<Frame> {
        self.stack.clone()
    }

    /// Replaces the scopes the cursor is in; returns the previous ones.
    pub(crate) fn swap_scopes(&mut self, frames: Vec<Frame>) -> Vec<Frame> {
        std::mem::replace(&mut self.stack, frames)
    }

    pub(crate) fn child_key(&self, name: &str) -> SmolStr {
        let cur = self.current_named_scope();
        if cur.is_empty() {
            SmolStr::new(name)
        } else {
            SmolStr::new(format!("{cur}::{name}"))
        }
    }

    pub(crate) fn declare(&mut self, name: SmolStr, kind: NameKind) {
        let depth = self.stack.iter().rposition(|f| !f.is_template).unwrap_or(0);
        let frame = &mut self.stack[depth];
        match &frame.named {
            Some(key) => {
                let key = key.clone();
                let data = self.named.entry(key.clone()).or_default();
                data.aliases.remove(&name);
                data.names
                    .insert(name.clone(), merge(data.names.get(&name).copied(), kind));
            }
            None => {
                frame.local.aliases.remove(&name);
                frame.local.names.insert(name, kind);
            }
        }
    }

    /// Declares a name in an explicitly given named scope (for `A::f`
    /// definitions and for class members declared from outside).
    pub(crate) fn declare_in(&mut self, scope: SmolStr, name: SmolStr, kind: NameKind) {
        let data = self.named.entry(scope.clone()).or_default();
        data.names
            .insert(name.clone(), merge(data.names.get(&name).copied(), kind));
    }

    /// Declares `name` as a type alias of the class or namespace `target`
    /// (a scope key), in the current scope.
    pub(crate) fn declare_alias(&mut self, name: SmolStr, kind: NameKind, target: SmolStr) {
        self.declare(name.clone(), kind);
        if !self.is_named_scope(&target) {
            return;
        }
        let depth = self.stack.iter().rposition(|f| !f.is_template).unwrap_or(0);
        let frame = &mut self.stack[depth];
        match &frame.named {
            Some(key) => {
                let key = key.clone();
                self.named
                    .entry(key)
                    .or_default()
                    .aliases
                    .insert(name, target);
            }
            None => {
                frame.local.aliases.insert(name, target);
            }
        }
    }

    pub(crate) fn declare_type(&mut self, name: SmolStr) {
        self.declare(name, NameKind::Type);
    }

    /// A using-directive or base class: names of `target` become visible in
    /// the current scope.
    pub(crate) fn import(&mut self, target: SmolStr) {
        let depth = self.stack.iter().rposition(|f| !f.is_template).unwrap_or(0);
        let frame = &mut self.stack[depth];
        match &frame.named {
            Some(key) => {
                let key = key.clone();
                let data = self.named.entry(key.clone()).or_default();
                if key != target && !data.imports.contains(&target) {
                    data.imports.push(target);
                }
            }
            None => {
                frame.local.imports.push(target);
            }
        }
    }

    pub(crate) fn import_into(&mut self, scope: SmolStr, target: SmolStr) {
        let data = self.named.entry(scope.clone()).or_default();
        if scope != target && !data.imports.contains(&target) {
            data.imports.push(target);
        }
    }

    /// A name declared in the innermost named or local scope itself.
    pub(crate) fn lookup_here(&self, name: &str) -> Option<NameKind> {
        let frame = self.stack.iter().rev().find(|f| !f.is_template)?;
        match &frame.named {
            Some(key) => self.named.get(key).and_then(|d| d.names.get(name).copied()),
            None => frame.local.names.get(name).copied(),
        }
    }

    /// Unqualified lookup from the innermost scope outwards.
    pub(crate) fn lookup(&self, name: &str) -> Option<(NameKind, Option<SmolStr>)> {
        for frame in self.stack.iter().rev() {
            match &frame.named {
                Some(key) => {
                    if let Some(found) = self.lookup_in(key, name, 0) {
                        return Some(found);
                    }
                    // an enclosing class's scope key is also `A::B`: the
                    // parent named scopes are covered by the stack itself.
                }
                None => {
                    if let Some(&k) = frame.local.names.get(name) {
                        return Some((k, frame.local.aliases.get(name).cloned()));
                    }
                    for imp in &frame.local.imports {
                        if let Some(found) = self.lookup_in(imp, name, 0) {
                            return Some(found);
                        }
                    }
                }
            }
        }
        None
    }

    /// Lookup of `name` as a member of the named scope `scope` (including
    /// its imports: using-directives, inline namespaces, base classes).
    /// Returns the kind and, for namespaces and classes, the scope key.
    pub(crate) fn lookup_in(
        &self,
        scope: &str,
        name: &str,
        _depth: u32,
    ) -> Option<(NameKind, Option<SmolStr>)> {
        let mut visited: Vec<&str> = Vec::new();
        self.lookup_in_visited(scope, name, &mut visited)
    }

    /// Member lookup through imports, each scope visited once (classes
    /// import their bases, and the partial specialisations of a template
    /// share its key, so the import graph has cycles).
    fn lookup_in_visited<'s>(
        &'s self,
        scope: &'s str,
        name: &str,
        visited: &mut Vec<&'s str>,
    ) -> Option<(NameKind, Option<SmolStr>)> {
        if visited.contains(&scope) || visited.len() > 64 {
            return None;
        }
        visited.push(scope);
        let data = self.named.get(scope)?;
        if let Some(&k) = data.names.get(name) {
            if let Some(target) = data.aliases.get(name) {
                return Some((k, Some(target.clone())));
            }
            // the injected class name denotes the class itself
            let key = if scope.rsplit("::").next() == Some(name) && k.is_type() {
                SmolStr::new(scope)
            } else if scope.is_empty() {
                SmolStr::new(name)
            } else {
                SmolStr::new(format!("{scope}::{name}"))
            };
            let key = match k {
                NameKind::Namespace | NameKind::Type | NameKind::TypeTemplate => Some(key),
                _ => None,
            };
            return Some((k, key));
        }
        for imp in &data.imports {
            if let Some(found) = self.lookup_in_visited(imp, name, visited) {
                return Some(found);
            }
        }
        None
    }

    pub(crate) fn is_named_scope(&self, key: &str) -> bool {
        self.named.contains_key(key)
    }
}

/// A name declared twice keeps its "type-ness": `struct stat` and the
/// function `stat` coexist in C, and the tag is found after `struct`.
fn merge(old: Option<NameKind>, new: NameKind) -> NameKind {
    match (old, new) {
        (Some(NameKind::Namespace), _) => NameKind::Namespace,
        (Some(k), NameKind::Value) if k.is_template() => k,
        // deduction guides do not turn a class template into a function
        (Some(k), NameKind::ValueTemplate) if k.is_type() => k,
        (Some(NameKind::Type), NameKind::Value) => NameKind::Value,
        (_, k) => k,
    }
}
