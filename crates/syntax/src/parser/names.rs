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
use std::sync::Arc;

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

/// A declared name: its kind, the type alias's target scope (see
/// `declare_alias`), and, for namespaces and types of a named scope, the
/// key of the scope the name denotes (computed once when declared rather
/// than at every lookup: lookups are what the parser does most).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Entry {
    kind: NameKind,
    alias: Option<SmolStr>,
    key: Option<SmolStr>,
    /// What a `Value` is, when its declaration said (for EDG's `variable
    /// "v" is not a type name`).
    what: ValueWhat,
}

/// What kind of entity a `NameKind::Value` name is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum ValueWhat {
    #[default]
    Unknown,
    Variable,
    Function,
    /// A data member, static or not.
    Member,
    Enumerator,
    /// A name an expression used though nothing declared it (EDG's
    /// erroneous entity: see `NameTable::declare_undeclared_use`).
    Erroneous,
}

impl Entry {
    fn found(&self) -> (NameKind, Option<SmolStr>) {
        (self.kind, self.alias.clone().or_else(|| self.key.clone()))
    }
}

/// Index of a named scope in `NameTable::scopes`.
type ScopeId = u32;

/// The scopes one lookup has visited, at most [`Visited::MAX`] (a lookup
/// runs for most identifiers: this keeps it off the heap).
struct Visited {
    ids: [ScopeId; Visited::MAX],
    len: usize,
}

impl Visited {
    const MAX: usize = 64;

    /// Records `scope`; false when it was visited already or the limit is
    /// reached.
    fn insert(&mut self, scope: ScopeId) -> bool {
        if self.len == Self::MAX || self.ids[..self.len].contains(&scope) {
            return false;
        }
        self.ids[self.len] = scope;
        self.len += 1;
        true
    }

    fn clear(&mut self) {
        self.len = 0;
    }
}

impl Default for Visited {
    fn default() -> Self {
        Visited {
            ids: [0; Visited::MAX],
            len: 0,
        }
    }
}

/// The names of one scope: a shared base, a shared middle layer and what
/// was declared since they were shared. A part of a unit parsed as the
/// continuation of another copies only the last (at most
/// [`Names::FOLD_AT`] names) when it declares into the scope: the global
/// scope of a CUDA unit has thousands of names from the headers, and a
/// part of the body declares into it.
#[derive(Default, Debug, Clone)]
struct Names {
    /// (none until the first fold: most scopes are small)
    base: Option<Arc<FxHashMap<SmolStr, Entry>>>,
    /// Names folded since the base, up to a quarter of it.
    mid: Option<Arc<FxHashMap<SmolStr, Entry>>>,
    own: FxHashMap<SmolStr, Entry>,
}

impl Names {
    /// `own` is folded into `mid` once it is this large, and `mid` into the
    /// base once it is a quarter of it, so that copies stay small.
    const FOLD_AT: usize = 256;

    fn get(&self, name: &str) -> Option<&Entry> {
        if let Some(e) = self.own.get(name) {
            return Some(e);
        }
        if let Some(e) = self.mid.as_ref().and_then(|m| m.get(name)) {
            return Some(e);
        }
        self.base.as_ref()?.get(name)
    }

    fn get_mut(&mut self, name: &str) -> Option<&mut Entry> {
        if !self.own.contains_key(name) {
            let e = self.get(name)?.clone();
            self.own.insert(SmolStr::new(name), e);
        }
        self.own.get_mut(name)
    }

    fn insert(&mut self, name: SmolStr, entry: Entry) {
        self.own.insert(name, entry);
        if self.own.len() < Self::FOLD_AT {
            return;
        }
        let own = std::mem::take(&mut self.own);
        let mid = Arc::make_mut(self.mid.get_or_insert_with(Arc::default));
        mid.extend(own);
        let base_len = self.base.as_ref().map_or(0, |b| b.len());
        if mid.len() * 4 >= base_len {
            let mid = std::mem::take(mid);
            self.mid = None;
            Arc::make_mut(self.base.get_or_insert_with(Arc::default)).extend(mid);
        }
    }

    fn into_iter(self) -> impl Iterator<Item = (SmolStr, Entry)> {
        let Names { base, mid, own } = self;
        let shadowed =
            |n: &SmolStr| own.contains_key(n) || mid.as_ref().is_some_and(|m| m.contains_key(n));
        let mut out: Vec<(SmolStr, Entry)> = base
            .iter()
            .flat_map(|b| b.iter())
            .filter(|(n, _)| !shadowed(n))
            .map(|(n, e)| (n.clone(), e.clone()))
            .collect();
        out.extend(
            mid.iter()
                .flat_map(|m| m.iter())
                .filter(|(n, _)| !own.contains_key(*n))
                .map(|(n, e)| (n.clone(), e.clone())),
        );
        out.into_iter().chain(own)
    }
}

/// Two optional shared maps are the same: the same map, equal maps, or
/// both empty.
fn same_layer(
    a: &Option<Arc<FxHashMap<SmolStr, Entry>>>,
    b: &Option<Arc<FxHashMap<SmolStr, Entry>>>,
) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => Arc::ptr_eq(a, b) || a == b,
        (a, b) => {
            a.as_ref().is_none_or(|m| m.is_empty()) && b.as_ref().is_none_or(|m| m.is_empty())
        }
    }
}

impl PartialEq for Names {
    fn eq(&self, other: &Self) -> bool {
        same_layer(&self.base, &other.base)
            && same_layer(&self.mid, &other.mid)
            && self.own == other.own
    }
}
impl Eq for Names {}

#[derive(Default, Debug, Clone, PartialEq, Eq)]
struct ScopeData {
    names: Names,
    /// Namespaces or classes whose names are visible here too (using
    /// directives, base classes, inline namespaces).
    imports: Vec<ScopeId>,
    /// Whether the scope was declared (entered or declared into), not only
    /// named as the target of an import.
    real: bool,
    /// A namespace's (the global scope's too), not a class's.
    is_namespace: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Frame {
    /// A named scope, or none for a local scope with its own data.
    named: Option<ScopeId>,
    local: ScopeData,
    /// Template parameter scopes hold only the parameters: the entity the
    /// template declares goes to the scope around them.
    is_template: bool,
}

/// Named scopes are known by their key (`std::__cxx11::basic_string`) in
/// the grammar and by a number here, so that unqualified lookup through the
/// scope stack hashes only the name.
#[derive(Debug, Clone)]
///
/// The scopes and the key index are shared (copy on write): a part of a
/// unit parsed as the continuation of another starts from a clone of the
/// table the other left, which copies only the scopes it declares into.
pub(crate) struct NameTable {
    scopes: Vec<Arc<ScopeData>>,
    keys: ScopeKeys,
    stack: Vec<Frame>,
    /// Changes whenever the table does, so that look-ahead results can be
    /// reused while it has not (see `Parser::path_cache`); unique across
    /// tables.
    version: u64,
}

/// The source of `NameTable::version`s.
static VERSIONS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

fn next_version() -> u64 {
    VERSIONS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

const GLOBAL: &str = "";

impl NameTable {
    /// Leaves every scope but the global one.
    pub(crate) fn close_to_global(&mut self) {
        self.version = next_version();
        self.stack.truncate(1);
    }

    pub(crate) fn new() -> Self {
        let mut t = NameTable {
            scopes: Vec::new(),
            keys: ScopeKeys::default(),
            stack: Vec::new(),
            version: next_version(),
        };
        let global = t.real_scope(SmolStr::new_static(GLOBAL));
        Arc::make_mut(&mut t.scopes[global as usize]).is_namespace = true;
        t.stack.push(Frame {
            named: Some(global),
            local: ScopeData::default(),
            is_template: false,
        });
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

    /// The id of the scope with this key, made if it is new.
    fn scope_id(&mut self, key: SmolStr) -> ScopeId {
        self.version = next_version();
        if let Some(id) = self.keys.get(&key) {
            return id;
        }
        self.scopes.push(Arc::default());
        self.keys.push(key)
    }

    /// Like `scope_id`, for a scope being declared.
    fn real_scope(&mut self, key: SmolStr) -> ScopeId {
        self.version = next_version();
        let id = self.scope_id(key);
        if !self.scopes[id as usize].real {
            Arc::make_mut(&mut self.scopes[id as usize]).real = true;
        }
        id
    }

    fn existing(&self, key: &str) -> Option<ScopeId> {
        self.keys
            .get(key)
            .filter(|&id| self.scopes[id as usize].real)
    }

    /// The key of the innermost named scope (namespace or class).
    pub(crate) fn current_named_scope(&self) -> SmolStr {
        self.stack
            .iter()
            .rev()
            .find_map(|f| f.named)
            .map(|id| self.keys.key(id).clone())
            .unwrap_or_default()
    }

    /// Enters a namespace or class scope named `name` inside the current
    /// named scope (or, for `A::B` definitions, the given qualified key).
    pub(crate) fn push_named(&mut self, key: SmolStr) {
        self.version = next_version();
        let id = self.real_scope(key);
        self.stack.push(Frame {
            named: Some(id),
            local: ScopeData::default(),
            is_template: false,
        });
    }

    /// Enters the scope of a qualified declarator (`A::B::f`): the scope
    /// `A::B` and, as C++ looks outwards from a class, the scopes enclosing
    /// it. Returns how many frames were pushed (for `pop`).
    pub(crate) fn push_qualified(&mut self, key: &SmolStr) -> usize {
        self.version = next_version();
        let mut pushed = 0;
        let mut end = 0;
        let parts: Vec<&str> = key.split("::").collect();
        for (i, part) in parts.iter().enumerate() {
            end += part.len() + if i > 0 { 2 } else { 0 };
            let prefix = &key[..end];
            if self.existing(prefix).is_some() {
                self.push_named(SmolStr::new(prefix));
                pushed += 1;
            }
        }
        pushed
    }

    pub(crate) fn push_local(&mut self) {
        self.version = next_version();
        self.stack.push(Frame {
            named: None,
            local: ScopeData::default(),
            is_template: false,
        });
    }

    pub(crate) fn push_template(&mut self) {
        self.version = next_version();
        self.stack.push(Frame {
            named: None,
            local: ScopeData::default(),
            is_template: true,
        });
    }

    /// Declares a template parameter in the innermost (template) frame.
    pub(crate) fn declare_param(&mut self, name: SmolStr, kind: NameKind) {
        self.version = next_version();
        let depth = self.stack.len() - 1;
        self.stack[depth].local.names.insert(
            name,
            Entry {
                kind,
                alias: None,
                key: None,
                what: ValueWhat::Unknown,
            },
        );
    }

    pub(crate) fn pop(&mut self) {
        self.version = next_version();
        if self.stack.len() > 1 {
            self.stack.pop();
        }
    }

    /// Pops a local frame and returns the names it declared (a function's
    /// parameters, declared again in its body).
    pub(crate) fn pop_names(&mut self) -> Vec<(SmolStr, NameKind)> {
        self.version = next_version();
        if self.stack.len() > 1
            && let Some(frame) = self.stack.pop()
        {
            return frame
                .local
                .names
                .into_iter()
                .map(|(n, e)| (n, e.kind))
                .collect();
        }
        Vec::new()
    }

    /// Declares names in the innermost frame (see `pop_names`).
    pub(crate) fn declare_all(&mut self, names: &[(SmolStr, NameKind)]) {
        self.version = next_version();
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
        self.version = next_version();
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

    /// The innermost frame that is not a template parameter scope.
    fn declaring_frame(&self) -> usize {
        self.stack.iter().rposition(|f| !f.is_template).unwrap_or(0)
    }

    pub(crate) fn declare(&mut self, name: SmolStr, kind: NameKind) {
        self.version = next_version();
        let depth = self.declaring_frame();
        match self.stack[depth].named {
            Some(id) => self.insert_named(id, name, kind, true),
            None => {
                self.stack[depth].local.names.insert(
                    name,
                    Entry {
                        kind,
                        alias: None,
                        key: None,
                        what: ValueWhat::Unknown,
                    },
                );
            }
        }
    }

    /// Declares `name`, which an expression used though nothing declared
    /// it, in the innermost block scope: EDG enters such a name there as an
    /// erroneous variable, so that the block's later uses of it are not
    /// reported again and `fp x;` below is an expression (`expected a
    /// ";"`), not a declaration of an unknown type. Not inside a template,
    /// whose unknown names may be found when it is instantiated, nor at
    /// namespace or class scope.
    pub(crate) fn declare_undeclared_use(&mut self, name: &str) {
        if self.stack.iter().any(|f| f.is_template) {
            return;
        }
        let Some(frame) = self.stack.last() else {
            return;
        };
        let entry = Entry {
            kind: NameKind::Value,
            alias: None,
            key: None,
            what: ValueWhat::Erroneous,
        };
        match frame.named {
            None => {
                let frame = self.stack.last_mut().expect("a frame");
                if frame.local.names.get(name).is_some() {
                    return;
                }
                frame.local.names.insert(name.into(), entry);
            }
            // (a namespace's: `int g = yy + 1;` makes `yy z;` below "not a
            // type name"; a class's initializers are not read in order)
            Some(id) if self.scopes[id as usize].is_namespace => {
                let data = Arc::make_mut(&mut self.scopes[id as usize]);
                if data.names.get(name).is_some() {
                    return;
                }
                data.names.insert(name.into(), entry);
            }
            Some(_) => return,
        }
        self.version = next_version();
    }

    /// Records what the `Value` just declared as `name` in the declaring
    /// scope is.
    pub(crate) fn mark_value(&mut self, name: &str, what: ValueWhat) {
        let depth = self.declaring_frame();
        let names = match self.stack[depth].named {
            Some(id) => &mut Arc::make_mut(&mut self.scopes[id as usize]).names,
            None => &mut self.stack[depth].local.names,
        };
        if let Some(e) = names.get_mut(name)
            && matches!(e.kind, NameKind::Value | NameKind::ValueTemplate)
        {
            e.what = what;
        }
    }

    /// What an unqualified `name` denotes, with what its declaration said
    /// it is (for a `Value`) and the key of the named scope it was found
    /// in (none for a block's).
    pub(crate) fn describe(&self, name: &str) -> Option<(NameKind, ValueWhat, Option<SmolStr>)> {
        let (e, scope) = self.find(name)?;
        Some((e.kind, e.what, scope.map(|id| self.keys.key(id).clone())))
    }

    /// As `describe`, for a member of the named scope `scope`.
    pub(crate) fn describe_in(
        &self,
        scope: &str,
        name: &str,
    ) -> Option<(NameKind, ValueWhat, Option<SmolStr>)> {
        let id = self.keys.get(scope)?;
        let (e, found) = self.find_in_visited(id, name, &mut Visited::default())?;
        Some((e.kind, e.what, Some(self.keys.key(found).clone())))
    }

    /// Enters the namespace scope `key`.
    pub(crate) fn push_namespace(&mut self, key: SmolStr) {
        self.push_named(key.clone());
        let id = self.real_scope(key);
        if !self.scopes[id as usize].is_namespace {
            Arc::make_mut(&mut self.scopes[id as usize]).is_namespace = true;
        }
    }

    /// Declares `name` in the named scope `id`, merging with an earlier
    /// declaration; a new declaration replaces an alias unless
    /// `keep_alias`... (`declare_in` keeps it, `declare` does not).
    fn insert_named(&mut self, id: ScopeId, name: SmolStr, kind: NameKind, clear_alias: bool) {
        self.version = next_version();
        let scope = self.keys.key(id);
        let data = Arc::make_mut(&mut self.scopes[id as usize]);
        data.real = true;
        let old = data.names.get(&name);
        let kind = merge(old.map(|e| e.kind), kind);
        let alias = if clear_alias {
            None
        } else {
            old.and_then(|e| e.alias.clone())
        };
        let key = match kind {
            NameKind::Namespace | NameKind::Type | NameKind::TypeTemplate => {
                Some(match old.and_then(|e| e.key.clone()) {
                    Some(k) => k,
                    None => scoped_key(scope, &name, kind),
                })
            }
            _ => None,
        };
        // (a value keeps what an earlier declaration said it is)
        let what = old
            .filter(|e| e.kind == kind)
            .map_or(ValueWhat::Unknown, |e| e.what);
        data.names.insert(
            name,
            Entry {
                kind,
                alias,
                key,
                what,
            },
        );
    }

    /// Declares a name in an explicitly given named scope (for `A::f`
    /// definitions and for class members declared from outside).
    pub(crate) fn declare_in(&mut self, scope: SmolStr, name: SmolStr, kind: NameKind) {
        self.version = next_version();
        let id = self.real_scope(scope);
        self.insert_named(id, name, kind, false);
    }

    /// Declares `name` as a type alias of the class or namespace `target`
    /// (a scope key), in the current scope.
    pub(crate) fn declare_alias(&mut self, name: SmolStr, kind: NameKind, target: SmolStr) {
        self.version = next_version();
        self.declare(name.clone(), kind);
        if self.existing(&target).is_none() {
            return;
        }
        let depth = self.declaring_frame();
        let names = match self.stack[depth].named {
            Some(id) => &mut Arc::make_mut(&mut self.scopes[id as usize]).names,
            None => &mut self.stack[depth].local.names,
        };
        if let Some(e) = names.get_mut(&name) {
            e.alias = Some(target);
        }
    }

    pub(crate) fn declare_type(&mut self, name: SmolStr) {
        self.version = next_version();
        self.declare(name, NameKind::Type);
    }

    /// A using-directive or base class: names of `target` become visible in
    /// the current scope.
    pub(crate) fn import(&mut self, target: SmolStr) {
        self.version = next_version();
        let depth = self.declaring_frame();
        let target_id = self.scope_id(target);
        match self.stack[depth].named {
            Some(id) => {
                let data = Arc::make_mut(&mut self.scopes[id as usize]);
                data.real = true;
                if id != target_id && !data.imports.contains(&target_id) {
                    data.imports.push(target_id);
                }
            }
            None => {
                self.stack[depth].local.imports.push(target_id);
            }
        }
    }

    pub(crate) fn import_into(&mut self, scope: SmolStr, target: SmolStr) {
        self.version = next_version();
        let id = self.real_scope(scope);
        let target_id = self.scope_id(target);
        let data = Arc::make_mut(&mut self.scopes[id as usize]);
        if id != target_id && !data.imports.contains(&target_id) {
            data.imports.push(target_id);
        }
    }

    /// A name declared in the innermost named or local scope itself.
    pub(crate) fn lookup_here(&self, name: &str) -> Option<NameKind> {
        let frame = self.stack.iter().rev().find(|f| !f.is_template)?;
        let names = match frame.named {
            Some(id) => &self.scopes[id as usize].names,
            None => &frame.local.names,
        };
        names.get(name).map(|e| e.kind)
    }

    /// Unqualified lookup from the innermost scope outwards.
    pub(crate) fn lookup(&self, name: &str) -> Option<(NameKind, Option<SmolStr>)> {
        let (e, scope) = self.find(name)?;
        Some(match scope {
            Some(_) => e.found(),
            // local names denote scopes only through aliases
            None => (e.kind, e.alias.clone()),
        })
    }

    /// The entry unqualified lookup of `name` finds from the innermost
    /// scope outwards, with the named scope it is in (none for a block's
    /// own).
    fn find(&self, name: &str) -> Option<(&Entry, Option<ScopeId>)> {
        let mut visited = Visited::default();
        for frame in self.stack.iter().rev() {
            match frame.named {
                Some(id) => {
                    visited.clear();
                    if let Some((e, at)) = self.find_in_visited(id, name, &mut visited) {
                        return Some((e, Some(at)));
                    }
                    // an enclosing class's scope key is also `A::B`: the
                    // parent named scopes are covered by the stack itself.
                }
                None => {
                    if let Some(e) = frame.local.names.get(name) {
                        return Some((e, None));
                    }
                    for &imp in &frame.local.imports {
                        visited.clear();
                        if let Some((e, at)) = self.find_in_visited(imp, name, &mut visited) {
                            return Some((e, Some(at)));
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
        let id = self.keys.get(scope)?;
        self.find_in_visited(id, name, &mut Visited::default())
            .map(|(e, _)| e.found())
    }

    /// Member lookup through imports, each scope visited once (classes
    /// import their bases, and the partial specialisations of a template
    /// share its key, so the import graph has cycles): the entry, and the
    /// scope it is declared in.
    fn find_in_visited(
        &self,
        scope: ScopeId,
        name: &str,
        visited: &mut Visited,
    ) -> Option<(&Entry, ScopeId)> {
        if !visited.insert(scope) {
            return None;
        }
        let data = &self.scopes[scope as usize];
        if let Some(e) = data.names.get(name) {
            return Some((e, scope));
        }
        for &imp in &data.imports {
            if let Some(found) = self.find_in_visited(imp, name, visited) {
                return Some(found);
            }
        }
        None
    }

    /// See the `version` field.
    pub(crate) fn version(&self) -> u64 {
        self.version
    }

    pub(crate) fn is_named_scope(&self, key: &str) -> bool {
        self.existing(key).is_some()
    }

    /// Whether the named scope `key` is a namespace's (not a class's).
    pub(crate) fn is_namespace_scope(&self, key: &str) -> bool {
        self.existing(key)
            .is_some_and(|id| self.scopes[id as usize].is_namespace)
    }
}

/// Equal tables declare the same names in the same scopes (the version is
/// not compared). Shared scopes compare by pointer first: the state a part
/// leaves is compared with the one it left before an edit, and most of it
/// is shared with the state before the part.
impl PartialEq for NameTable {
    fn eq(&self, other: &Self) -> bool {
        self.scopes.len() == other.scopes.len()
            && self
                .scopes
                .iter()
                .zip(&other.scopes)
                .all(|(a, b)| Arc::ptr_eq(a, b) || a == b)
            && self.keys == other.keys
            && self.stack == other.stack
    }
}
impl Eq for NameTable {}

/// The named scopes' keys, by id and by key: like [`Names`], a shared base
/// and what was added since, so that a part of a unit that opens a scope
/// (a class, a namespace) does not copy the thousands of keys of the
/// headers before it.
#[derive(Debug, Clone, Default)]
struct ScopeKeys {
    base_keys: Arc<Vec<SmolStr>>,
    base_index: Arc<FxHashMap<SmolStr, ScopeId>>,
    own_keys: Vec<SmolStr>,
    own_index: FxHashMap<SmolStr, ScopeId>,
}

impl ScopeKeys {
    /// (as [`Names::FOLD_AT`])
    const FOLD_AT: usize = 256;

    fn get(&self, key: &str) -> Option<ScopeId> {
        match self.own_index.get(key) {
            Some(&id) => Some(id),
            None => self.base_index.get(key).copied(),
        }
    }

    fn key(&self, id: ScopeId) -> &SmolStr {
        let (i, n) = (id as usize, self.base_keys.len());
        if i < n {
            &self.base_keys[i]
        } else {
            &self.own_keys[i - n]
        }
    }

    fn len(&self) -> usize {
        self.base_keys.len() + self.own_keys.len()
    }

    /// Adds a key (not there yet); its id is the number of keys before.
    fn push(&mut self, key: SmolStr) -> ScopeId {
        let id = self.len() as ScopeId;
        self.own_keys.push(key.clone());
        self.own_index.insert(key, id);
        if self.own_keys.len() >= Self::FOLD_AT && self.own_keys.len() * 4 >= self.base_keys.len() {
            Arc::make_mut(&mut self.base_keys).append(&mut self.own_keys);
            Arc::make_mut(&mut self.base_index).extend(self.own_index.drain());
        }
        id
    }
}

/// The same keys in the same order, however they are split.
impl PartialEq for ScopeKeys {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len()
            && ((Arc::ptr_eq(&self.base_keys, &other.base_keys) && self.own_keys == other.own_keys)
                || (0..self.len() as ScopeId).all(|i| self.key(i) == other.key(i)))
    }
}
impl Eq for ScopeKeys {}

/// The scope key a type or namespace `name` declared in `scope` denotes:
/// the injected class name denotes the class itself.
fn scoped_key(scope: &str, name: &str, kind: NameKind) -> SmolStr {
    if scope.rsplit("::").next() == Some(name) && kind.is_type() {
        SmolStr::new(scope)
    } else if scope.is_empty() {
        SmolStr::new(name)
    } else {
        SmolStr::new(format!("{scope}::{name}"))
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
