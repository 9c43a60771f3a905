//! Diagnostic numbers and tags, as the diagnostic controls see them
//! (`--diag_suppress=N`, `#pragma nv_diag_warning tag`).
//!
//! Everything here was observed with the real tools (the oracle):
//!
//! - EDG numbers its diagnostics internally `1..=4012`; NVIDIA's own start at
//!   3584 and are *displayed* 16416 higher (`EC3595` is `#20011`). A control
//!   takes either form; we work with the displayed one throughout.
//! - `0`, `4013..=19999` and everything above `20428` are "invalid error
//!   number"s (#1222 in a pragma, a command-line error on the command line).
//! - Only some errors are *discretionary* (EDG's severity 7: the controls can
//!   suppress or demote them); the others (severity 8) ignore every control.
//!   Every warning and remark is discretionary.
//! - A tag names a diagnostic (`declared_but_not_referenced` is #177). Only
//!   the tags below were verified (a pragma or `--diag_suppress` with the tag
//!   removes the diagnostic); EDG knows thousands more, so an unknown tag is
//!   not an error for us (see `docs/architecture.md`).

/// Highest internal number the real front end accepts.
pub const MAX_INTERNAL: u32 = 4012;
/// First internal number of NVIDIA's diagnostics (displayed from 20000 on).
const FIRST_CUDA_INTERNAL: u32 = 3584;
const DISPLAY_OFFSET: u32 = 16416;

/// The displayed number for a number as a control names it (internal or
/// displayed), or `None` when the real tool calls it invalid.
pub fn display_number(n: u64) -> Option<u32> {
    let n = u32::try_from(n).ok()?;
    match n {
        1..=MAX_INTERNAL if n >= FIRST_CUDA_INTERNAL => Some(n + DISPLAY_OFFSET),
        1..=MAX_INTERNAL => Some(n),
        20000.. if n <= MAX_INTERNAL + DISPLAY_OFFSET => Some(n),
        _ => None,
    }
}

/// EDG's internal number for a displayed one (SARIF's `ruleId` is `EC<internal>`).
pub fn internal_number(display: u32) -> u32 {
    if display >= FIRST_CUDA_INTERNAL + DISPLAY_OFFSET {
        display - DISPLAY_OFFSET
    } else {
        display
    }
}

/// Errors whose severity the controls can change (observed: `-diag-warn=N`
/// turns them into warnings). Other errors are hard.
const DISCRETIONARY_ERRORS: &[u32] = &[
    77,    // this declaration has no storage class or type specifier
    20048, // a __global__ function must have a void return type
    20049, // a __global__ function must not have a deduced return type
    20077, // __launch_bounds__/__cluster_dims__/__block_size__ is only allowed on a __global__ function
    20125, // the closure type for a lambda cannot be used in the template argument ...
    20135, // extended lambda's parent defined inside another function
    20136, // extended __device__ lambda capturing by reference
    20151, // extended lambda's parent with private or protected access
    20155, // __host__ or __device__ annotation on lambda requires --extended-lambda
    20186, // __global__ defined in a friend declaration
    20228, // __cluster_dims__ arguments must be positive integers
    20230, // __cluster_dims__ is not supported for this GPU architecture
    20245, // __grid_constant__ only allowed on a parameter of a __global__ function
    20258, // __maxnreg__ is only allowed on a __global__ function
    20260, // the maximum number of registers ... must be positive
    20262, // __launch_bounds__ and __maxnreg__ on the same kernel
    20332, // __block_size__ arguments must be positive integers
    20335, // second tuple in __block_size__ while __cluster_dims__ is present
];

/// True when an error with this number can be suppressed or demoted.
pub fn is_discretionary_error(number: u32) -> bool {
    DISCRETIONARY_ERRORS.contains(&number)
}

/// Tags verified against the real tools, with their displayed numbers.
const TAGS: &[(&str, u32)] = &[
    ("declared_but_not_referenced", 177),
    ("used_before_set", 549),
    ("set_but_not_used", 550),
    ("useless_type_qualifier_on_return_type", 815),
    ("h_general_hd_illegal_call", 20011),
    ("esa_on_defaulted_function_ignored", 20012),
    ("h_general_hd_illegal_call_constexpr", 20013),
    ("h_general_hd_illegal_call_generic_constexpr", 20015),
    ("device_function_redeclared_with_host", 20035),
    ("device_function_redeclared_with_host_device", 20036),
    ("device_function_redeclared_without_device", 20037),
    ("host_function_redeclared_with_device", 20039),
    ("host_function_redeclared_with_host_device", 20040),
    ("global_function_return_type", 20048),
    ("global_function_deduced_return_type", 20049),
    ("global_function_inline", 20050),
    ("device_var_read_in_host", 20091),
    ("device_var_written_in_host", 20092),
    ("host_var_read_in_device", 20094),
    ("global_lambda_template_arg", 20125),
    ("extended_lambda_enclosing_function_local", 20135),
    ("extended_lambda_reference_capture", 20136),
    ("extended_lambda_inaccessible_parent", 20151),
    ("extended_lambda_disallowed", 20155),
    ("global_friend_definition", 20186),
    ("cluster_dims_must_be_positive", 20228),
    ("cluster_dims_unsupported", 20230),
    ("grid_constant_non_kernel", 20245),
    ("maxnreg_attr_only_on_global_func", 20258),
    ("bounds_maxnreg_incompatible_qualifiers", 20262),
    ("block_size_must_be_positive", 20332),
    ("conflict_between_cluster_dim_and_block_size", 20335),
];

/// The displayed number a tag names, if we know the tag.
pub fn tag_number(tag: &str) -> Option<u32> {
    TAGS.iter().find(|(t, _)| *t == tag).map(|&(_, n)| n)
}

/// The number of one of EDG's syntax errors, from its text.
pub(crate) fn syntax_number(message: &str) -> Option<u32> {
    Some(match message {
        "expected a \")\"" => 18,
        "expected an expression" => 29,
        "expected an identifier" => 40,
        "expected a \";\"" => 65,
        "expected a \"}\"" => 67,
        "this declaration has no storage class or type specifier" => 77,
        "expected a type specifier" => 79,
        "expected a \"(\"" => 125,
        "expected a statement" => 127,
        "expected a \"{\"" => 130,
        "expected a declaration" => 169,
        "expected a \">\"" => 439,
        m if m.starts_with("identifier \"") && m.ends_with("\" is undefined") => 20,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_as_the_real_tool_takes_them() {
        let got: Vec<_> = [
            0u64, 1, 3583, 3584, 3675, 4012, 4013, 19999, 20000, 20091, 20428, 20429,
        ]
        .iter()
        .map(|&n| (n, display_number(n)))
        .collect();
        expect_test::expect!["[(0, None), (1, Some(1)), (3583, Some(3583)), (3584, Some(20000)), (3675, Some(20091)), (4012, Some(20428)), (4013, None), (19999, None), (20000, Some(20000)), (20091, Some(20091)), (20428, Some(20428)), (20429, None)]"]
        .assert_eq(&format!("{got:?}"));
        assert_eq!(internal_number(20011), 3595);
        assert_eq!(internal_number(177), 177);
    }
}
