//! Which reserved names (`__x`) the compilers know without a declaration.
//!
//! EDG in gcc mode knows gcc's builtins and a few of its own
//! (`__builtin_assume`, `__FUNCTION__`), and the headers declare CUDA's
//! intrinsics. A name outside all of these is "identifier ... is
//! undefined", as any other name is: clang's and HIP's builtins
//! (`__builtin_amdgcn_fence`, `__builtin_elementwise_abs`), and names in
//! capitals that only a macro could have been (`__HIP_MEMORY_SCOPE_AGENT`).
//!
//! The `__builtin_` names EDG knows beyond gcc 12's were found with the
//! oracle: each of the 731 that the builtin tables of cudafe++ and cicc
//! hold and gcc 12 does not, used in a function, is undefined in gcc mode
//! but for those of [`EDG_GNU_EXTRAS`]. The other reserved names in
//! lowercase (`__hip_atomic_load`, `__addrspaceof`) are known only when
//! the tables of `reserved_names_both.txt` and `reserved_names_device.txt`
//! hold them: the binaries hold names of every mode, so each of their
//! lowercase `__` names was tried with the oracle (see the files' heads).
//! A name that neither the compilers nor the headers declare is undefined;
//! this needs the toolkit's own headers (the built-in prelude declares only
//! part of what they declare), which the caller knows.

/// The `__builtin_` names EDG knows in gcc mode that gcc 12 does not have.
const EDG_GNU_EXTRAS: &[&str] = &[
    "__builtin_assume",
    "__builtin_clzs",
    "__builtin_complex",
    "__builtin_ctzs",
    "__builtin_pgi_va_arg",
    "__builtin_pgi_va_start",
    "__builtin_stdarg_start",
    "__builtin_types_compatible_p",
    "__builtin_va_arg",
    "__builtin_va_list",
];

/// Sorted names of a table file (lines that are not comments).
fn table(text: &'static str) -> Vec<&'static str> {
    let mut v: Vec<&str> = text
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    v.sort_unstable();
    v
}

static KNOWN_ON_BOTH_SIDES: std::sync::LazyLock<Vec<&'static str>> =
    std::sync::LazyLock::new(|| table(include_str!("reserved_names_both.txt")));
static KNOWN_ON_THE_DEVICE: std::sync::LazyLock<Vec<&'static str>> =
    std::sync::LazyLock::new(|| table(include_str!("reserved_names_device.txt")));

/// A lowercase reserved name (`__addrspaceof`, `__hip_atomic_load`) that
/// the compiler of this side does not know by itself: unless the toolkit's
/// headers declare it, it is undefined. `__builtin_` names and names in
/// capitals are [`unknown_to_the_compilers`]'s.
pub fn lowercase_unknown_to(name: &str, device: bool) -> bool {
    name.starts_with("__")
        && name
            .as_bytes()
            .get(2)
            .is_some_and(|b| b.is_ascii_lowercase())
        && !name.starts_with("__builtin_")
        && KNOWN_ON_BOTH_SIDES.binary_search(&name).is_err()
        && !(device && KNOWN_ON_THE_DEVICE.binary_search(&name).is_ok())
}

/// A reserved name (`__x`) that the compiler of this side does not know by
/// itself, as far as we can tell: [`unknown_to_the_compilers`], or a
/// lowercase one [`lowercase_unknown_to`] when the toolkit's own headers
/// are read (with the prelude we cannot tell what they would declare).
pub fn reserved_unknown(name: &str, device: bool, toolkit_headers: bool) -> bool {
    unknown_to_the_compilers(name) || (toolkit_headers && lowercase_unknown_to(name, device))
}

/// A reserved name that no compiler of nvcc's pipeline knows by itself:
/// unless a header declares it, it is undefined.
pub fn unknown_to_the_compilers(name: &str) -> bool {
    if let Some(rest) = name.strip_prefix("__builtin_") {
        return !rest.is_empty()
            && !preprocessor::is_gcc_builtin(name)
            && !EDG_GNU_EXTRAS.contains(&name);
    }
    // (what is left of a macro's name after preprocessing: EDG's own names
    // in capitals are these)
    name.starts_with("__")
        && name.len() > 2
        && name
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
        && name.bytes().any(|b| b.is_ascii_uppercase())
        && !matches!(
            name,
            "__FUNCTION__" | "__PRETTY_FUNCTION__" | "__FUNCDNAME__" | "__FUNCSIG__"
        )
}

/// The gcc math builtins EDG does not evaluate in a constant expression
/// (found with the oracle: a constexpr function returning each, called to
/// initialize a namespace-scope `const`, makes that a dynamic
/// initialization). It folds `fabs`, `ceil`, `copysign`, `nan`, `inf`,
/// `huge_val` and the classifications (`isnan`, `signbit`, ...), and the
/// integer builtins.
const UNFOLDED_MATH: &[&str] = &[
    "acos",
    "acosh",
    "asin",
    "asinh",
    "atan",
    "atan2",
    "atanh",
    "cbrt",
    "cos",
    "cosh",
    "erf",
    "erfc",
    "exp",
    "exp2",
    "expm1",
    "fdim",
    "floor",
    "fma",
    "fmax",
    "fmin",
    "fmod",
    "fpclassify",
    "frexp",
    "hypot",
    "ilogb",
    "ldexp",
    "lgamma",
    "llrint",
    "llround",
    "log",
    "log10",
    "log1p",
    "log2",
    "logb",
    "lrint",
    "lround",
    "modf",
    "nearbyint",
    "nextafter",
    "nexttoward",
    "pow",
    "remainder",
    "remquo",
    "rint",
    "round",
    "scalbln",
    "scalbn",
    "sin",
    "sinh",
    "sqrt",
    "tan",
    "tanh",
    "tgamma",
    "trunc",
];

/// Whether EDG evaluates a call of `name` in a constant expression as far
/// as builtins go: false only for the math builtins it leaves to run time
/// (`__builtin_sqrtf`, `__builtin_acos`, `__builtin_powl`).
pub fn folded_in_constants(name: &str) -> bool {
    let Some(stem) = name.strip_prefix("__builtin_") else {
        return true;
    };
    let stem = match stem {
        s if UNFOLDED_MATH.contains(&s) => s,
        s => s
            .strip_suffix('f')
            .or_else(|| s.strip_suffix('l'))
            .unwrap_or(s),
    };
    !UNFOLDED_MATH.contains(&stem)
}

#[cfg(test)]
mod tests {
    use super::{lowercase_unknown_to, unknown_to_the_compilers};

    #[test]
    fn lowercase_reserved_names_by_side() {
        let names = [
            "__addrspaceof",
            "__hip_atomic_load",
            "__syncthreads",
            "__sync_fetch_and_add",
            "__nvvm_atom_add_gen_i",
            "__float128",
            "__builtin_amdgcn_fence",
            "__HIP_MEMORY_SCOPE_AGENT",
        ];
        let unknown = |device| -> Vec<&str> {
            names
                .into_iter()
                .filter(|n| lowercase_unknown_to(n, device))
                .collect()
        };
        assert_eq!(
            unknown(false),
            [
                "__addrspaceof",
                "__hip_atomic_load",
                "__nvvm_atom_add_gen_i"
            ]
        );
        assert_eq!(unknown(true), ["__addrspaceof", "__hip_atomic_load"]);
    }

    #[test]
    fn reserved_names_by_who_knows_them() {
        let unknown: Vec<&str> = [
            "__builtin_expect",
            "__builtin_assume",
            "__builtin_ia32_pause",
            "__builtin_amdgcn_fence",
            "__builtin_get_device_side_mangled_name",
            "__builtin_elementwise_convert_from_f8e5m2_f16",
            "__builtin_elementwise_abs",
            "__HIP_MEMORY_SCOPE_AGENT",
            "__FUNCTION__",
            "__hip_atomic_load",
            "__shfl_sync",
            "__syncthreads",
        ]
        .into_iter()
        .filter(|n| unknown_to_the_compilers(n))
        .collect();
        assert_eq!(
            unknown,
            [
                "__builtin_amdgcn_fence",
                "__builtin_get_device_side_mangled_name",
                "__builtin_elementwise_convert_from_f8e5m2_f16",
                "__builtin_elementwise_abs",
                "__HIP_MEMORY_SCOPE_AGENT"
            ]
        );
    }
}
