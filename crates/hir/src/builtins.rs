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
//! but for those of [`EDG_GNU_EXTRAS`]. Other reserved names are taken as
//! known: the binaries hold names of every mode (clang's
//! `__hip_atomic_load` among them), so which lowercase name is known in
//! gcc mode cannot be read from them.

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

#[cfg(test)]
mod tests {
    use super::unknown_to_the_compilers;

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
