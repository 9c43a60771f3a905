//! Answers to `__has_attribute`, `__has_cpp_attribute` and `__has_builtin`.
//!
//! Headers test these to choose between a plain fallback and a
//! compiler-specific path, and nvcc preprocesses with the host gcc, so the
//! answers are the host gcc's: `gcc12_features.txt` holds every "yes" GCC
//! 12.2 gives (with its value) among half a million candidate names (see
//! its header). The `__x__` spelling of an attribute is the attribute `x`,
//! as in GCC.

use std::sync::OnceLock;

use rustc_hash::FxHashMap;

/// Identifiers that are operators in `#if` and count as defined macros, as in
/// GCC (`#ifdef __has_include`).
pub(crate) fn is_special_operator(name: &str) -> bool {
    matches!(
        name,
        "__has_include"
            | "__has_include_next"
            | "__has_attribute"
            | "__has_cpp_attribute"
            | "__has_builtin"
    )
}

/// The answers of `gcc12_features.txt`, by kind of question.
#[derive(Default)]
struct Tables {
    builtins: FxHashMap<&'static str, bool>,
    attributes: FxHashMap<&'static str, u32>,
    cpp_attributes: FxHashMap<&'static str, u32>,
    gnu_attributes: FxHashMap<&'static str, u32>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut t = Tables::default();
        for line in include_str!("gcc12_features.txt").lines() {
            let mut words = line.split_whitespace();
            let (Some(tag), Some(name)) = (words.next(), words.next()) else {
                continue;
            };
            let value = words.next().and_then(|v| v.parse().ok()).unwrap_or(1);
            match tag {
                "B" => {
                    t.builtins.insert(name, false);
                }
                "B20" => {
                    t.builtins.insert(name, true);
                }
                "A" => {
                    t.attributes.insert(name, value);
                }
                "C" => {
                    t.cpp_attributes.insert(name, value);
                }
                "G" => {
                    t.gnu_attributes.insert(name, value);
                }
                _ => {}
            }
        }
        t
    })
}

/// `__attribute__((__x__))` is `x`.
fn strip_underscores(name: &str) -> &str {
    name.strip_prefix("__")
        .and_then(|n| n.strip_suffix("__"))
        .filter(|n| !n.is_empty())
        .unwrap_or(name)
}

fn is_gnu_scope(scope: &str) -> bool {
    matches!(scope, "gnu" | "__gnu__")
}

fn answer(table: &FxHashMap<&'static str, u32>, name: &str) -> u32 {
    table
        .get(name)
        .or_else(|| table.get(strip_underscores(name)))
        .copied()
        .unwrap_or(0)
}

pub(crate) fn has_attribute(scope: Option<&str>, name: &str, cplusplus: bool) -> u32 {
    let t = tables();
    match scope {
        None => {
            let v = answer(&t.attributes, name);
            // the standard attributes' dates are C++'s; C has none of them
            if cplusplus || v == 1 { v } else { 0 }
        }
        Some(s) if is_gnu_scope(s) => answer(&t.gnu_attributes, name),
        Some(_) => 0,
    }
}

pub(crate) fn has_cpp_attribute(scope: Option<&str>, name: &str) -> u32 {
    let t = tables();
    match scope {
        None => answer(&t.cpp_attributes, name),
        Some(s) if is_gnu_scope(s) => answer(&t.gnu_attributes, name),
        Some(_) => 0,
    }
}

/// `coroutines`: C++20's coroutines are on (`__cpp_impl_coroutine`), which
/// brings the coroutine builtins.
pub(crate) fn has_builtin(name: &str, coroutines: bool) -> bool {
    tables()
        .builtins
        .get(name)
        .is_some_and(|&needs_coroutines| coroutines || !needs_coroutines)
}
