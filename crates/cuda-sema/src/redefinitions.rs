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

/// The redefinitions among the classes of `tree`, and the classes defined
/// with the name of an alias declared before them in the same scope.
pub fn class_redefinitions(tree: &hir::ItemTree, out: &mut Vec<Diag>) {
    let mut first: FxHashMap<&[SmolStr], usize> = FxHashMap::default();
    let aliases = AliasesBefore::of(tree);
    for (i, c) in tree.classes.iter().enumerate() {
        let unnameable = c.path.iter().any(|p| p.starts_with('<'));
        if c.typedef_named && c.is_definition && !unnameable {
            // (`typedef struct { } D;` defines the class its alias names)
            first.entry(&c.path).or_insert(i);
            continue;
        }
        if !c.is_definition
            || c.is_specialization
            || c.is_qualified
            || unnameable
            || (c.is_template && !c.own_template)
        {
            continue;
        }
        if c.kind != ClassKind::Enum
            && !c.is_template
            && let Some(k) = aliases.before(&c.path, i)
            && let Some(d) = alias_redefinition(tree, &first, i, k)
        {
            out.push(d);
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

/// Typedefs and alias declarations of a name their scope declares as
/// another type already (checked with the oracle,
/// `test-data/oracle/checks/typedef_redefinition.cu`): after an alias of
/// another type, `type "S" has already been defined (previous definition
/// at <the alias>)` when that alias names a class, `invalid redeclaration
/// of type name "A" (declared at <it>)` otherwise; after a class defined there (and not this very class:
/// `typedef struct S S;`), `class "S" has already been defined (previous
/// definition at <the class>)`; after a class only declared, or an
/// enumeration, `invalid redeclaration of type name "T" (declared at <it>)`.
/// Only where the two types are surely different: nothing unknown, no
/// template parameter or instance in either; and not in classes (the
/// typedefs of a class template's specializations share its path).
pub fn typedef_redefinitions(tree: &hir::ItemTree, out: &mut Vec<Diag>) {
    use hir::ty::Ty;
    fn known(t: &Ty) -> bool {
        match t {
            Ty::Builtin(..) => true,
            Ty::Class(c, _) => c.args.is_empty(),
            Ty::Pointer(t, _) | Ty::LRef(t) | Ty::RRef(t) | Ty::Array(t, _) => known(t),
            Ty::Function(sig) => known(&sig.ret) && sig.params.iter().all(known),
            Ty::Param { .. } | Ty::Unknown(_) => false,
        }
    }
    let mut classes: FxHashMap<&[SmolStr], Vec<usize>> = FxHashMap::default();
    for (i, c) in tree.classes.iter().enumerate() {
        if !c.path.iter().any(|p| p.starts_with('<')) {
            classes.entry(&c.path).or_default().push(i);
        }
    }
    let mut aliases: FxHashMap<&[SmolStr], usize> = FxHashMap::default();
    for (i, ((path, ty), before)) in tree
        .typedefs
        .iter()
        .zip(&tree.typedef_classes_before)
        .enumerate()
    {
        // (a using-declaration names a type declared elsewhere)
        let Some(before) = before else { continue };
        // (a class's members are left: the typedefs of a class template's
        // specializations share the template's path)
        let in_class = classes.contains_key(&path[..path.len().saturating_sub(1)]);
        if path.iter().any(|p| p.starts_with('<')) || in_class {
            continue;
        }
        let entity = |kind| Entity::new(kind, display_path(path));
        if let Some(&j) = aliases.get(path.as_slice()) {
            let (_, earlier) = &tree.typedefs[j];
            if known(earlier) && known(ty) && earlier != ty {
                // (as for a class after an alias: "defined" when the
                // earlier alias names a class, an invalid redeclaration
                // otherwise)
                let kind = if matches!(earlier, Ty::Class(c, _) if !c.is_enum) {
                    DiagKind::Redefinition {
                        entity: entity(EntityKind::Type),
                    }
                } else {
                    DiagKind::TypeNameRedeclaration {
                        entity: entity(EntityKind::Type),
                    }
                };
                let mut d = Diag::fixed(kind, Anchor::Typedef(i as u32));
                d.refers_to = Some(Anchor::Typedef(j as u32));
                out.push(d);
            }
            continue;
        }
        aliases.insert(path, i);
        let earlier: Vec<usize> = classes
            .get(path.as_slice())
            .map(|v| {
                v.iter()
                    .copied()
                    .filter(|&c| c < *before as usize)
                    .collect()
            })
            .unwrap_or_default();
        let Some(&first) = earlier.first() else {
            continue;
        };
        let same_class = matches!(ty, Ty::Class(c, _) if c.path == *path);
        if same_class || !known(ty) || earlier.iter().any(|&c| tree.classes[c].is_template) {
            continue;
        }
        let definition = earlier
            .iter()
            .copied()
            .find(|&c| tree.classes[c].is_definition && tree.classes[c].kind != ClassKind::Enum);
        let d = match definition {
            Some(c) => {
                let kind = match tree.classes[c].kind {
                    ClassKind::Union => EntityKind::Union,
                    _ => EntityKind::Class,
                };
                let mut d = Diag::fixed(
                    DiagKind::Redefinition {
                        entity: entity(kind),
                    },
                    Anchor::Typedef(i as u32),
                );
                d.refers_to = Some(Anchor::ClassStart(c as u32));
                d
            }
            None => {
                let mut d = Diag::fixed(
                    DiagKind::TypeNameRedeclaration {
                        entity: entity(EntityKind::Type),
                    },
                    Anchor::Typedef(i as u32),
                );
                d.refers_to = Some(Anchor::ClassName(first as u32));
                d
            }
        };
        out.push(d);
    }
}

/// The typedefs and alias declarations of a tree by name, in order, with
/// the number of classes declared before each.
struct AliasesBefore<'t> {
    by_path: FxHashMap<&'t [SmolStr], Vec<(usize, u32)>>,
}

impl<'t> AliasesBefore<'t> {
    fn of(tree: &'t hir::ItemTree) -> Self {
        let mut by_path: FxHashMap<&[SmolStr], Vec<(usize, u32)>> = FxHashMap::default();
        for (k, ((path, _), before)) in tree
            .typedefs
            .iter()
            .zip(&tree.typedef_classes_before)
            .enumerate()
        {
            if let Some(before) = before {
                by_path.entry(path).or_default().push((k, *before));
            }
        }
        AliasesBefore { by_path }
    }

    /// The first alias named `path` declared before class `class`.
    fn before(&self, path: &[SmolStr], class: usize) -> Option<usize> {
        let (k, _) = self
            .by_path
            .get(path)?
            .iter()
            .find(|(_, before)| *before as usize <= class)?;
        Some(*k)
    }
}

/// Class `class` defined where alias `alias` of the same name is already
/// declared. When the alias names a class already defined (itself, after
/// `typedef struct S S;`, or another), EDG says `type "S" has already been
/// defined (previous definition at <the alias>)`; when it names a class
/// not yet defined, or a type that is not a class, `invalid redeclaration
/// of type name "S" (declared at <the alias>)`; when it names this very
/// class, not yet defined, this is its definition (`None`). The alias may
/// be in a header (`struct float4 { }` after `vector_types.h`'s `typedef
/// struct float4 float4;`): EDG names its file.
/// (`test-data/oracle/checks/class_alias_redefinition.cu`)
fn alias_redefinition(
    tree: &hir::ItemTree,
    first: &FxHashMap<&[SmolStr], usize>,
    class: usize,
    alias: usize,
) -> Option<Diag> {
    let path = &tree.classes[class].path;
    let (_, target) = &tree.typedefs[alias];
    let entity = |kind| Entity::new(kind, display_path(path));
    let kind = match target {
        hir::ty::Ty::Class(name, _) if name.args.is_empty() && !name.is_enum => {
            let defined = first.get(name.path.as_slice()).is_some_and(|&j| j < class);
            if defined {
                DiagKind::Redefinition {
                    entity: entity(EntityKind::Type),
                }
            } else if name.path == *path {
                return None;
            } else {
                DiagKind::TypeNameRedeclaration {
                    entity: entity(EntityKind::Type),
                }
            }
        }
        // (a template's instance is complete or not as EDG has
        // instantiated it: not judged)
        hir::ty::Ty::Class(..) | hir::ty::Ty::Unknown(_) | hir::ty::Ty::Param { .. } => {
            return None;
        }
        _ => DiagKind::TypeNameRedeclaration {
            entity: entity(EntityKind::Type),
        },
    };
    let mut d = Diag::fixed(kind, Anchor::ClassName(class as u32));
    d.refers_to = Some(Anchor::Typedef(alias as u32));
    Some(d)
}

/// A builtin type, or a pointer or reference to one: the types whose
/// spelling EDG's messages give and we keep (not typedefs such as
/// `cudaError_t`).
fn plain(t: &hir::ty::Ty) -> bool {
    use hir::ty::Ty;
    match t {
        Ty::Builtin(..) => true,
        Ty::Pointer(inner, _) | Ty::LRef(inner) | Ty::RRef(inner) => plain(inner),
        _ => false,
    }
}

/// A namespace-scope variable with the name of a function declared before
/// it in the same scope (`int g;` after `void g(int);`, or `free(p);`
/// outside any function, which EDG reads as a variable `free` initialized
/// with `p`): `declaration is incompatible with "void free(void *)
/// noexcept(true)" (declared at line N of FILE)`, naming the function's
/// definition, or else its latest declaration on the side (the toolkit's
/// device declaration of `free` after `<stdlib.h>`'s on the device side). A global function is
/// named with its types as written (`size_t`, `cudaError_t`); others only
/// when their types are builtin, or pointers and references to them.
pub fn functions_redeclared_as_variables(tree: &hir::ItemTree, out: &mut Vec<Diag>) {
    // the namespace-scope functions by name, in order (one pass over the
    // unit's functions, not one per variable)
    let mut functions: FxHashMap<&SmolStr, Vec<usize>> = FxHashMap::default();
    for (k, f) in tree.functions.iter().enumerate() {
        if !f.is_member && f.template_params.is_none() {
            functions.entry(&f.name.name).or_default().push(k);
        }
    }
    let mut seen: rustc_hash::FxHashSet<&[SmolStr]> = Default::default();
    for (i, v) in tree.variables.iter().enumerate() {
        // (once the name is a variable, a second one is a redefinition)
        let first = seen.insert(&v.path);
        if !first || v.is_member || v.is_template || v.path.iter().any(|p| p.starts_with('<')) {
            continue;
        }
        let Some((name, scope)) = v.path.split_last() else {
            continue;
        };
        // (the definition if there is one, else the latest declaration:
        // the device side's `cudaFree` is named at its inline definition,
        // before the host declaration that follows it)
        let mut candidates = functions
            .get(name)
            .into_iter()
            .flatten()
            .rev()
            .filter(|&&k| k < v.functions_before as usize)
            .map(|&k| (k, &tree.functions[k]))
            .filter(|(_, f)| {
                f.name.scope.len() == scope.len()
                    && f.name.scope.iter().zip(scope).all(|(s, p)| s.name == *p)
            })
            .peekable();
        let Some(&latest) = candidates.peek() else {
            continue;
        };
        let (k, f) = candidates.find(|(_, f)| f.is_definition).unwrap_or(latest);
        let sig = &f.name.sig;
        // (a global function with its types as written: `size_t`,
        // `cudaError_t`; others when their types are builtin)
        let text = match (&f.written_ret, &f.written_params) {
            (Some(ret), Some(params)) if f.name.scope.is_empty() && !sig.variadic => {
                let sep = if ret.ends_with(['*', '&']) { "" } else { " " };
                format!(
                    "{ret}{sep}{}({}){}",
                    f.name.name,
                    params.join(", "),
                    hir::items::ExceptionSpec::suffix(f.exception_spec)
                )
            }
            _ => {
                if !plain(&sig.ret) || !sig.params.iter().all(plain) {
                    continue;
                }
                let ret = hir::ty::edg_type_plain(&sig.ret);
                let sep = if ret.ends_with(['*', '&']) { "" } else { " " };
                format!(
                    "{ret}{sep}{}{}",
                    hir::ty::diag_function_signature(&f.name),
                    hir::items::ExceptionSpec::suffix(f.exception_spec)
                )
            }
        };
        let mut d = Diag::fixed(
            DiagKind::IncompatibleDeclaration {
                function: Entity::name_only(text),
            },
            Anchor::Variable(i as u32),
        );
        d.refers_to = Some(Anchor::DeclName(k as u32));
        out.push(d);
    }
}

/// A namespace-scope function declared after a variable of its name in
/// the same scope (`int g;` then `void g(int);`): the first declaration is
/// `declaration is incompatible with "int g" (declared at line N)`; a
/// later one with the same parameters is taken as its redeclaration, and
/// one with other parameters is `declaration is incompatible with
/// previous "g" (declared at line N)`. The variable is named with its type
/// only when that is builtin, or a pointer or reference to one (as for
/// [`functions_redeclared_as_variables`]); a variable that follows a
/// function of its name is that rule's.
pub fn variables_redeclared_as_functions(tree: &hir::ItemTree, out: &mut Vec<Diag>) {
    // the first namespace-scope variable of each name, by name
    let mut variables: FxHashMap<&SmolStr, Vec<usize>> = FxHashMap::default();
    let mut seen: rustc_hash::FxHashSet<&[SmolStr]> = Default::default();
    for (i, v) in tree.variables.iter().enumerate() {
        if v.is_member || v.is_template || v.path.iter().any(|p| p.starts_with('<')) {
            continue;
        }
        if seen.insert(&v.path)
            && let Some(name) = v.path.last()
        {
            variables.entry(name).or_default().push(i);
        }
    }
    if variables.is_empty() {
        return;
    }
    // per variable: the parameter lists of the functions declared after it
    let mut redeclared: FxHashMap<usize, Vec<&hir::ty::FnSig>> = FxHashMap::default();
    let mut before_variable: rustc_hash::FxHashSet<usize> = Default::default();
    for (k, f) in tree.functions.iter().enumerate() {
        if f.is_member || f.template_params.is_some() {
            continue;
        }
        let scope = &f.name.scope;
        let Some(&i) = variables.get(&f.name.name).and_then(|vs| {
            vs.iter().find(|&&i| {
                let path = &tree.variables[i].path;
                path.len() == scope.len() + 1 && scope.iter().zip(path).all(|(s, p)| s.name == *p)
            })
        }) else {
            continue;
        };
        let v = &tree.variables[i];
        // (a function before the variable makes the variable the wrong one)
        if k < v.functions_before as usize {
            before_variable.insert(i);
            continue;
        }
        if before_variable.contains(&i) {
            continue;
        }
        let sig = &f.name.sig;
        let earlier = redeclared.entry(i).or_default();
        let same = |s: &&hir::ty::FnSig| s.params == sig.params && s.variadic == sig.variadic;
        let kind = if earlier.is_empty() {
            let Some(text) = plain_variable_text(v) else {
                earlier.push(sig);
                continue;
            };
            DiagKind::IncompatibleDeclaration {
                function: Entity::name_only(text),
            }
        } else if earlier.iter().any(same) {
            continue;
        } else {
            DiagKind::IncompatibleWithPreviousUse {
                entity: Entity::new(EntityKind::Variable, display_path(&v.path)),
            }
        };
        earlier.push(sig);
        let mut d = Diag::fixed(kind, Anchor::DeclName(k as u32));
        d.refers_to = Some(Anchor::Variable(i as u32));
        out.push(d);
    }
}

/// `int *const n::p` for a variable of a builtin type (or a pointer or
/// reference to one), as EDG names it in `declaration is incompatible`.
fn plain_variable_text(v: &hir::items::VariableDecl) -> Option<String> {
    if !plain(&v.ty) {
        return None;
    }
    let ty = hir::ty::edg_type_plain(&v.ty);
    let sep = if ty.ends_with(['*', '&']) { "" } else { " " };
    Some(format!("{ty}{sep}{}", display_path(&v.path)))
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn variables_named_as_functions() {
        check_diagnostics(
            r#"
void g(int *p);
int g;
  //^ error: declaration is incompatible with "void g(int *)" (declared at line 2)
namespace N { void k() noexcept; }
namespace N { float k; }
                  //^ error: declaration is incompatible with "void N::k() noexcept" (declared at line 5)
struct S { void m(); int n; };
int m;
"#,
        );
    }

    #[test]
    fn functions_named_as_variables() {
        check_diagnostics(
            r#"
int g;
void g(int);
   //^ error: declaration is incompatible with "int g" (declared at line 2)
void g(int) {}
void g(float);
   //^ error: declaration is incompatible with previous "g" (declared at line 2)
namespace n { const int *k; }
namespace n { int k(); }
                //^ error: declaration is incompatible with "const int *n::k" (declared at line 8)
void m();
int m;
  //^ error: declaration is incompatible with "void m()" (declared at line 11)
void m(int);
"#,
        );
    }

    #[test]
    fn typedefs_of_names_declared_as_other_types() {
        check_diagnostics(
            r#"
struct S { int x; };
typedef S S;
typedef int S;
          //^ error: type "S" has already been defined (previous definition at line 3)
struct U {};
typedef float U;
            //^ error: class "U" has already been defined (previous definition at line 6)
typedef unsigned A;
typedef unsigned int A;
typedef long A;
           //^ error: invalid redeclaration of type name "A" (declared at line 9)
"#,
        );
    }

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

    #[test]
    fn classes_defined_with_an_alias_name() {
        check_diagnostics(
            r#"
struct S1 { int a; };
typedef struct S1 S1;
struct S1 { int b; };
     //^ error: type "S1" has already been defined (previous definition at line 3)
typedef int I;
struct I { int r; };
     //^ error: invalid redeclaration of type name "I" (declared at line 6)
typedef struct node node;
struct node { node *next; };
"#,
        );
    }
}
