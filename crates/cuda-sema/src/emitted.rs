//! Which function definitions cicc emits, as far as its later phase
//! cares: the cross-space calls to host functions and the names undefined
//! in device code are found while emitting code, so a function it does not
//! emit gets none of them (its front-end diagnostics stay).
//!
//! An inline function (a member defined in its class, `inline`,
//! `constexpr`) or one of internal linkage is emitted only when something
//! refers to it. Whether something does is judged by name, as the
//! unreferenced-entity check judges it: the identifier appears no more
//! often than the function is declared. A name that something else also
//! uses counts as a reference, so that the checks are kept in doubt.

use crate::SemaDb;
use base_db::UnitSide;
use hir::FunctionDecl;

/// Whether `f` is emitted only when something refers to it.
fn emitted_on_reference(f: &FunctionDecl) -> bool {
    let inline = f.is_inline || f.is_constexpr || (f.in_class && f.is_definition);
    let internal = (f.is_static && !f.is_member) || f.in_unnamed_ns;
    (inline || internal)
        && f.template_params.is_none()
        && !f.in_template
        && !f.in_local_class
        && !f.attrs.global
        && is_identifier(&f.name.name)
}

/// A name that its uses spell as one identifier (not an operator, a
/// destructor or a conversion function).
fn is_identifier(name: &str) -> bool {
    !name.starts_with("operator")
        && name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Whether cicc never emits the definition `f` of side `us`: it is emitted
/// only on reference, and nothing refers to it.
pub(crate) fn never_emitted(db: &dyn SemaDb, us: UnitSide, f: &FunctionDecl) -> bool {
    if !emitted_on_reference(f) {
        return false;
    }
    let name = f.name.name.as_str();
    let declarations = hir::indexed_tree(db, us).indexes_named(name).len() as u32;
    // (`g<int>()` names a template of that name, never `f`)
    let (uses, template_ids) = name_counts(db, us, name);
    uses - template_ids <= declarations
}

/// How many times the identifier appears in the unit (declarations
/// included).
pub(crate) fn name_uses(db: &dyn SemaDb, us: UnitSide, name: &str) -> u32 {
    name_counts(db, us, name).0
}

/// How many times the identifier appears in the unit, and how many of
/// those as a template-id's name.
fn name_counts(db: &dyn SemaDb, us: UnitSide, name: &str) -> (u32, u32) {
    base_db::parts(db, us)
        .into_iter()
        .map(|part| {
            crate::unreferenced::ident_counts(db, base_db::UnitPart::new(db, us.whole(db), part))
        })
        .fold((0, 0), |(u, t), c| {
            (u + c.get(name), t + c.template_ids(name))
        })
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn later_phase_only_in_emitted_functions() {
        check_diagnostics(
            r#"
void host_only();
struct S {
    __host__ __device__ void unused_member() { host_only(); }
    __host__ __device__ void used_member() { host_only(); }
                                           //^ warning: calling a __host__ function("host_only()") from a __host__ __device__ function("S::used_member") is not allowed
};
inline __device__ void unused_inline() { host_only(); }
__global__ void k() { S s; s.used_member(); }
"#,
        );
    }
}
