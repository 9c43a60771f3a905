//! Classes without a name of their own and local classes: what C++ does
//! not let them have.
//!
//! - A class named by a typedef (`typedef struct { ... } T;`: the typedef's
//!   name is the class's "for linkage purposes") may have only what C has:
//!   EDG warns #3541 "a class with a typedef name for linkage purposes
//!   cannot have a nonstatic data member with a default member
//!   initializer", once per class, at its first data member with one (`= x`
//!   or `{x}`; a member of a nested class does not count).
//! - A class without linkage (unnamed, named by a typedef, local to a
//!   function, or nested in one of those) cannot declare a static data
//!   member: #817 "static data member declaration is not allowed in this
//!   class", at the member.
//!
//! Checked with the oracle over variations (unions, namespaces, several
//! declarators, a class template's member typedef, nested classes), in
//! `test-data/oracle/checks/classes_without_linkage.cu`.

use crate::{Anchor, Diag};
use diagnostics::DiagKind;
use rustc_hash::FxHashMap;
use smol_str::SmolStr;

/// #3541 for the classes of `tree`.
pub fn default_member_initializers(tree: &hir::ItemTree, out: &mut Vec<Diag>) {
    for (i, c) in tree.classes.iter().enumerate() {
        if c.typedef_named && c.fields.iter().any(|f| f.has_init) {
            out.push(Diag::fixed(
                DiagKind::LinkageTypedefFieldInit,
                Anchor::LinkageTypedefInit(i as u32),
            ));
        }
    }
}

/// #817 for the static data members of `tree`'s classes without linkage.
pub fn static_data_members(tree: &hir::ItemTree, out: &mut Vec<Diag>) {
    let members: Vec<usize> = (0..tree.variables.len())
        .filter(|&i| {
            let v = &tree.variables[i];
            v.is_member && !v.member_definition && !v.is_qualified
        })
        .collect();
    if members.is_empty() {
        return;
    }
    let classes: FxHashMap<&[SmolStr], &hir::items::ClassDecl> = tree
        .classes
        .iter()
        .map(|c| (c.path.as_slice(), &**c))
        .collect();
    for i in members {
        let path = &tree.variables[i].path;
        let enclosing = &path[..path.len().saturating_sub(1)];
        // the class itself or any class (or function) around it
        let without_linkage = (1..=enclosing.len()).any(|n| {
            let segment = &enclosing[n - 1];
            segment.starts_with("<local in ")
                || segment.starts_with("<anonymous")
                || classes
                    .get(&enclosing[..n])
                    .is_some_and(|c| c.typedef_named)
        });
        if without_linkage {
            out.push(Diag::fixed(
                DiagKind::StaticDataMemberNotAllowed,
                Anchor::Variable(i as u32),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn first_initialized_member_of_a_typedef_named_class() {
        check_diagnostics(
            r#"
typedef struct {
  int a = 1;
    //^ warning: a class with a typedef name for linkage purposes cannot have a nonstatic data member with a default member initializer
  int b;
  int c = 2;
} T1;
typedef struct S2 { int a = 1; } T2;
struct { int a = 3; } v3;
typedef struct { int z; struct { int q = 1; } inner; } T4;
typedef union { int u{1}; } U5;
                  //^ warning: a class with a typedef name for linkage purposes cannot have a nonstatic data member with a default member initializer
"#,
        );
    }

    #[test]
    fn static_data_members_of_classes_without_linkage() {
        check_diagnostics(
            r#"
typedef struct { static const int s = 1; int t; } T6;
                                //^ error: static data member declaration is not allowed in this class
struct { static int k; } v;
                  //^ error: static data member declaration is not allowed in this class
struct Named { static int ok; struct In { static int fine; }; };
typedef struct { struct In { static int no; }; } T7;
                                      //^ error: static data member declaration is not allowed in this class
"#,
        );
    }
}
