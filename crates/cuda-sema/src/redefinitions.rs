//! Classes and variables defined twice (functions: `declarations.rs`).
//!
//! A class, union or enumeration defined twice in one scope: EDG says
//! `class "n::C" has already been defined (previous definition at line
//! N)` at the second definition's name, with the line of the first
//! definition's name (of a class template, of its template header:
//! `class template "T1" ...`). Checked with the oracle over variations
//! (`test-data/oracle/checks/class_redefinition.cu`).
//!
//! Left out, where our paths cannot tell the classes apart or name them as
//! EDG does: specializations (their path is the primary template's),
//! members defined outside their class (`struct O::I { }`), local classes
//! (two blocks of one function may each define one), classes nested in a
//! class template (`Out<T>::In`), and unnamed classes. As for functions,
//! `collect` keeps the error only when both definitions are in the main
//! file.
//!
//! A namespace-scope variable defined twice (any declaration without
//! `extern`, or with an initializer, defines it; the memory space does not
//! matter): `variable "n::v" has already been defined (previous definition
//! at line N)` (`test-data/oracle/checks/variable_redefinition.cu`).
//! Variable templates and definitions by a qualified name (`int S::m;`,
//! `int ns::v;`, whose path we keep without the qualifier) are left.

use crate::{Anchor, Diag};
use diagnostics::{DiagKind, Entity, EntityKind};
use hir::items::ClassKind;
use rustc_hash::FxHashMap;
use smol_str::SmolStr;

/// A path as EDG names it (`<unnamed>` for an anonymous namespace).
fn display_path(path: &[SmolStr]) -> String {
    let names: Vec<&str> = path
        .iter()
        .map(|p| {
            if p.is_empty() {
                "<unnamed>"
            } else {
                p.as_str()
            }
        })
        .collect();
    names.join("::")
}

/// The redefinitions among the namespace-scope variables of `tree`.
pub fn variable_redefinitions(tree: &hir::ItemTree, out: &mut Vec<Diag>) {
    let mut first: FxHashMap<&[SmolStr], usize> = FxHashMap::default();
    for (i, v) in tree.variables.iter().enumerate() {
        let defines = !v.is_extern || v.has_init;
        if !defines
            || v.is_member
            || v.is_qualified
            || v.is_template
            || v.in_anonymous_union
            || v.path.iter().any(|p| p.starts_with('<'))
        {
            continue;
        }
        let Some(&prev) = first.get(v.path.as_slice()) else {
            first.insert(&v.path, i);
            continue;
        };
        let mut d = Diag::fixed(
            DiagKind::Redefinition {
                entity: Entity::new(EntityKind::Variable, display_path(&v.path)),
            },
            Anchor::Variable(i as u32),
        );
        d.refers_to = Some(Anchor::Variable(prev as u32));
        out.push(d);
    }
}

/// The redefinitions among the classes of `tree`.
pub fn class_redefinitions(tree: &hir::ItemTree, out: &mut Vec<Diag>) {
    let mut first: FxHashMap<&[SmolStr], usize> = FxHashMap::default();
    for (i, c) in tree.classes.iter().enumerate() {
        let unnameable = c.path.iter().any(|p| p.starts_with('<'));
        if !c.is_definition
            || c.is_specialization
            || c.is_qualified
            || c.typedef_named
            || unnameable
            || (c.is_template && !c.own_template)
        {
            continue;
        }
        let Some(&prev) = first.get(c.path.as_slice()) else {
            first.insert(&c.path, i);
            continue;
        };
        let kind = match c.kind {
            _ if c.own_template => EntityKind::ClassTemplate,
            ClassKind::Union => EntityKind::Union,
            ClassKind::Enum => EntityKind::Enum,
            ClassKind::Struct | ClassKind::Class => EntityKind::Class,
        };
        let mut d = Diag::fixed(
            DiagKind::Redefinition {
                entity: Entity::new(kind, display_path(&c.path)),
            },
            Anchor::ClassName(i as u32),
        );
        d.refers_to = Some(Anchor::ClassStart(prev as u32));
        out.push(d);
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn second_definitions_in_one_scope() {
        check_diagnostics(
            r#"
struct S { int a; };
struct S { int b; };
     //^ error: class "S" has already been defined (previous definition at line 2)
namespace n { union U {}; }
namespace n { union U { int x; }; }
                  //^ error: union "n::U" has already been defined (previous definition at line 5)
template <class T>
struct T1 {};
template <class T> struct T1 { };
                        //^ error: class template "T1" has already been defined (previous definition at line 8)
"#,
        );
    }

    #[test]
    fn variables_defined_twice() {
        check_diagnostics(
            r#"
int b;
__device__ int b;
             //^ error: variable "b" has already been defined (previous definition at line 2)
extern int e;
extern int e = 1;
int e;
  //^ error: variable "e" has already been defined (previous definition at line 6)
namespace ns { extern int v; }
int ns::v = 1;
int v = 2;
extern "C" int c1;
int c1;
"#,
        );
    }

    #[test]
    fn what_only_looks_like_a_second_definition() {
        check_diagnostics(
            r#"
template <class T> struct Sp {};
template <> struct Sp<int> {};
template <class T> struct Sp<T *> {};
struct Outer { struct In; };
struct In {};
struct Outer::In {};
namespace m { struct In {}; }
void f() { { struct L {}; } { struct L {}; } }
template <class T> struct Out { struct Nested {}; };
"#,
        );
    }
}
