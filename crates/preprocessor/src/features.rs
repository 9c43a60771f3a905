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
//! - the builtins and type traits GCC 12 has, among those the headers ask
//!   about, so that they take the branches they take with GCC.

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

/// What GCC 12.2 answers "yes" to among the names that libstdc++ 12, the
/// CUDA 13 headers and CCCL test with `__has_builtin` (and the type traits
/// and common builtins beside them), as `g++ -E` evaluated it in C++17 and
/// C++20 mode (the same answers). GCC says "no" to `__builtin_va_arg`,
/// which is a keyword for it, and to Clang's `__make_integer_seq` and
/// `__builtin_operator_new`, so headers take GCC's branches.
const BUILTINS: &[&str] = &[
    "__builtin_FILE",
    "__builtin_FUNCTION",
    "__builtin_LINE",
    "__builtin_abs",
    "__builtin_add_overflow",
    "__builtin_addressof",
    "__builtin_alloca",
    "__builtin_assume_aligned",
    "__builtin_bit_cast",
    "__builtin_bswap128",
    "__builtin_bswap16",
    "__builtin_bswap32",
    "__builtin_bswap64",
    "__builtin_classify_type",
    "__builtin_clear_padding",
    "__builtin_clz",
    "__builtin_clzll",
    "__builtin_constant_p",
    "__builtin_convertvector",
    "__builtin_ctz",
    "__builtin_ctzll",
    "__builtin_dynamic_object_size",
    "__builtin_expect",
    "__builtin_ffs",
    "__builtin_has_attribute",
    "__builtin_huge_val",
    "__builtin_huge_valf",
    "__builtin_inf",
    "__builtin_inff",
    "__builtin_is_constant_evaluated",
    "__builtin_is_corresponding_member",
    "__builtin_is_pointer_interconvertible_with_class",
    "__builtin_isfinite",
    "__builtin_isinf",
    "__builtin_isnan",
    "__builtin_launder",
    "__builtin_memcmp",
    "__builtin_memcpy",
    "__builtin_memmove",
    "__builtin_memset",
    "__builtin_mul_overflow",
    "__builtin_nan",
    "__builtin_nanf",
    "__builtin_object_size",
    "__builtin_offsetof",
    "__builtin_popcount",
    "__builtin_popcountll",
    "__builtin_prefetch",
    "__builtin_shuffle",
    "__builtin_shufflevector",
    "__builtin_sincos",
    "__builtin_sincosf",
    "__builtin_sincosl",
    "__builtin_source_location",
    "__builtin_speculation_safe_value",
    "__builtin_sprintf",
    "__builtin_strlen",
    "__builtin_sub_overflow",
    "__builtin_trap",
    "__builtin_unreachable",
    "__builtin_va_copy",
    "__builtin_va_end",
    "__builtin_va_start",
    "__has_nothrow_assign",
    "__has_nothrow_constructor",
    "__has_nothrow_copy",
    "__has_trivial_assign",
    "__has_trivial_constructor",
    "__has_trivial_copy",
    "__has_trivial_destructor",
    "__has_unique_object_representations",
    "__has_virtual_destructor",
    "__integer_pack",
    "__is_abstract",
    "__is_aggregate",
    "__is_assignable",
    "__is_base_of",
    "__is_class",
    "__is_constructible",
    "__is_empty",
    "__is_enum",
    "__is_final",
    "__is_layout_compatible",
    "__is_literal_type",
    "__is_pod",
    "__is_pointer_interconvertible_base_of",
    "__is_polymorphic",
    "__is_same",
    "__is_same_as",
    "__is_standard_layout",
    "__is_trivial",
    "__is_trivially_assignable",
    "__is_trivially_constructible",
    "__is_trivially_copyable",
    "__is_union",
    "__underlying_type",
    "isinf",
    "isnan",
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
    BUILTINS.binary_search(&name).is_ok()
}
