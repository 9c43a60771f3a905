//! A predefined macro table built once and shared by many
//! [`crate::preprocess`] calls through [`crate::Config::base_macros`]: the
//! builtins, then the host compiler's and the driver's predefined macros,
//! parsed once. A run starts from a copy of the table's name → id map (ids
//! below the table's length designate the table's definitions, which are
//! borrowed, never copied); its own `#define`s get higher ids, and `#undef`,
//! `push_macro`/`pop_macro` only touch its copy of the map.

use std::fmt;

use rustc_hash::FxHashMap;
use smol_str::SmolStr;

use crate::FileId;
use crate::engine::MacroId;
use crate::macros::{BUILTINS, Macro, parse_command_line};

/// Where the tokens of the table's definitions are said to be. It is never
/// seen: the expansion of a macro is placed at the invocation's name, and
/// the definition's own position only matters for the warning about
/// redefining it, which is given at the new definition.
const TABLE_FILE: FileId = FileId(u32::MAX);

/// The predefined macros, parsed: see [`build_macro_table`].
pub struct MacroTable {
    pub(crate) names: FxHashMap<SmolStr, MacroId>,
    pub(crate) defs: Vec<Macro>,
    /// Errors in the definitions, reported at offset 0 of the main file of
    /// every run that uses the table (as for [`crate::Config::defines`]).
    pub(crate) errors: Vec<String>,
}

impl MacroTable {
    /// The number of macros defined (builtins included).
    pub fn len(&self) -> usize {
        self.names.len()
    }

    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// Whether `name` is defined.
    pub fn contains(&self, name: &str) -> bool {
        self.names.contains_key(name)
    }
}

impl fmt::Debug for MacroTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MacroTable")
            .field("macros", &self.names.len())
            .field("errors", &self.errors)
            .finish()
    }
}

/// Parses predefined macros once, for [`crate::Config::base_macros`]: the
/// builtins (`__FILE__`, `__LINE__`, ...), then `defines` as
/// `(name or name(params), body)` in order, then the `undefs` removed,
/// exactly as [`crate::Config::defines`] and [`crate::Config::undefs`] are
/// processed. Definitions with errors are left out, and the errors are
/// reported by every [`crate::preprocess`] that uses the table, where they
/// would be for `Config::defines` (offset 0 of the main file, before those of
/// `Config::defines`).
pub fn build_macro_table(defines: &[(String, String)], undefs: &[String]) -> MacroTable {
    let mut names: FxHashMap<SmolStr, MacroId> = FxHashMap::default();
    let mut defs: Vec<Macro> = Vec::with_capacity(BUILTINS.len() + defines.len());
    let mut errors = Vec::new();
    let mut add = |m: Macro, defs: &mut Vec<Macro>| {
        names.insert(m.name.clone(), defs.len());
        defs.push(m);
    };
    for (name, builtin) in BUILTINS {
        add(Macro::builtin(name, *builtin, TABLE_FILE), &mut defs);
    }
    for (name, body) in defines {
        match parse_command_line(name, body, TABLE_FILE) {
            Ok(m) => add(m, &mut defs),
            Err(messages) => errors.extend(messages),
        }
    }
    for name in undefs {
        names.remove(name.as_str());
    }

    // Keep only the definitions still named, in order.
    let mut live: Vec<MacroId> = names.values().copied().collect();
    live.sort_unstable();
    let mut remap = vec![MacroId::MAX; defs.len()];
    for (new, &old) in live.iter().enumerate() {
        remap[old] = new;
    }
    let defs: Vec<Macro> = defs
        .into_iter()
        .enumerate()
        .filter(|&(old, _)| remap[old] != MacroId::MAX)
        .map(|(_, m)| m)
        .collect();
    for id in names.values_mut() {
        *id = remap[*id];
    }
    MacroTable {
        names,
        defs,
        errors,
    }
}
