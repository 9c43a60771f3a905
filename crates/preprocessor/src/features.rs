//! Answers to `__has_attribute`, `__has_cpp_attribute` and `__has_builtin`.
//!
//! The policy is conservative: headers test these to choose between a plain
//! fallback and a compiler-specific path, and every "yes" we give commits the
//! rest of the front end to understanding what the header then uses. So the
//! answer is 0 except for:
//! - GNU attributes that are pure annotations (inlining, warnings, linkage,
//!   layout attributes every GCC-compatible header uses anyway);
//! - the standard C++ attributes, with their `__has_cpp_attribute` values
//!   from [cpp.cond] (GCC's answers in C++20 mode);
//! - a handful of builtins that libstdc++ and the CUDA headers use
//!   unconditionally with GCC, so saying "yes" changes nothing for them.

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

const GNU_ATTRIBUTES: &[&str] = &[
    "alias",
    "aligned",
    "alloc_size",
    "always_inline",
    "artificial",
    "cold",
    "const",
    "deprecated",
    "fallthrough",
    "flatten",
    "format",
    "format_arg",
    "gnu_inline",
    "hot",
    "leaf",
    "malloc",
    "may_alias",
    "noinline",
    "nonnull",
    "noreturn",
    "nothrow",
    "packed",
    "pure",
    "returns_nonnull",
    "section",
    "sentinel",
    "unused",
    "used",
    "visibility",
    "warn_unused_result",
    "weak",
];

const STD_ATTRIBUTES: &[(&str, u32)] = &[
    ("carries_dependency", 200809),
    ("deprecated", 201309),
    ("fallthrough", 201603),
    ("likely", 201803),
    ("maybe_unused", 201603),
    ("no_unique_address", 201803),
    ("nodiscard", 201907),
    ("noreturn", 200809),
    ("unlikely", 201803),
];

const BUILTINS: &[&str] = &[
    "__builtin_addressof",
    "__builtin_constant_p",
    "__builtin_expect",
    // libstdc++ takes its C++17 constexpr paths only with it; without, a
    // host compiler given our preprocessed text rejects them
    "__builtin_is_constant_evaluated",
    "__builtin_offsetof",
    "__builtin_trap",
    "__builtin_unreachable",
    "__builtin_va_arg",
    "__builtin_va_copy",
    "__builtin_va_end",
    "__builtin_va_start",
];

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

pub(crate) fn has_attribute(scope: Option<&str>, name: &str, cplusplus: bool) -> u32 {
    let name = strip_underscores(name);
    match scope {
        None => {
            if GNU_ATTRIBUTES.contains(&name) {
                1
            } else if cplusplus {
                std_attribute(name)
            } else {
                0
            }
        }
        Some(s) if is_gnu_scope(s) => u32::from(GNU_ATTRIBUTES.contains(&name)),
        Some(_) => 0,
    }
}

pub(crate) fn has_cpp_attribute(scope: Option<&str>, name: &str) -> u32 {
    match scope {
        None => std_attribute(strip_underscores(name)),
        Some(s) if is_gnu_scope(s) => u32::from(GNU_ATTRIBUTES.contains(&strip_underscores(name))),
        Some(_) => 0,
    }
}

fn std_attribute(name: &str) -> u32 {
    STD_ATTRIBUTES
        .iter()
        .find(|(n, _)| *n == name)
        .map_or(0, |&(_, v)| v)
}

pub(crate) fn has_builtin(name: &str) -> bool {
    BUILTINS.contains(&name)
}
