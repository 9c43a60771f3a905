//! Rules on namespace-scope variables and static data members: memory-space
//! combinations, `__managed__` restrictions, `__shared__` initializers,
//! inline variables in whole-program mode, inline unnamed namespaces,
//! `thread_local`, `extern __shared__`, dynamic initialization (cicc's
//! later phase), texture variables, attributes that do not apply.

use crate::{Anchor, Diag};
use base_db::Side;
use diagnostics::{DiagKind, MemorySpace};
use hir::FunctionDecl;
use hir::items::{ItemTree, VariableDecl};
use hir::ty::Ty;
use hir::{IndexedTree, ItemLookup};
use smol_str::SmolStr;

pub struct VarOptions {
    pub side: Side,
    pub rdc: bool,
}

pub fn check_variables(items: &IndexedTree, o: &VarOptions, out: &mut Vec<Diag>) {
    for (i, v) in items.tree.variables.iter().enumerate() {
        let anchor = Anchor::Variable(i as u32);
        // (both sides: a C++ error; a template of a dependent type waits
        // for its instances)
        if v.overfull_init && !(v.is_template && v.ty.is_dependent()) {
            out.push(Diag::fixed(
                DiagKind::TooManyInitializers,
                Anchor::VariableOverfull(i as u32),
            ));
        }
        crate::incomplete_types::check_variable(v, anchor, out);
        crate::constant_addresses::namespace_constant(items.tree, i, out);
        check_one(items, v, anchor, o, out);
    }
}

fn check_one(
    tree: &IndexedTree,
    v: &VariableDecl,
    anchor: Anchor,
    o: &VarOptions,
    out: &mut Vec<Diag>,
) {
    if v.grid_constant {
        out.push(Diag::fixed(
            DiagKind::AttributeIgnored {
                attribute: "grid_constant".into(),
            },
            anchor,
        ));
    }
    if v.spaces.contains(&MemorySpace::Constant)
        && v.spaces.contains(&MemorySpace::Shared)
        && !v.spaces.contains(&MemorySpace::Managed)
    {
        out.push(Diag::fixed(DiagKind::IllegalMemoryQualifiers, anchor));
    }
    // a static data member, declared or defined with a memory space (EDG
    // reports nothing else about it)
    if (v.is_member || v.member_definition) && (v.memory.is_some() || !v.spaces.is_empty()) {
        out.push(Diag::fixed(DiagKind::MemoryQualifierOnMember, anchor));
        return;
    }
    let managed = v.spaces.contains(&MemorySpace::Managed);
    if managed
        && (v.spaces.contains(&MemorySpace::Shared) || v.spaces.contains(&MemorySpace::Constant))
    {
        out.push(Diag::fixed(DiagKind::ManagedSharedOrConstant, anchor));
    }
    match v.memory {
        Some(MemorySpace::Shared) if v.has_init => {
            out.push(Diag::fixed(DiagKind::SharedInitializer, anchor))
        }
        Some(MemorySpace::Managed) => {
            if matches!(v.ty, Ty::LRef(_) | Ty::RRef(_)) {
                out.push(Diag::fixed(DiagKind::ManagedReference, anchor));
            } else if v.ty.cv().is_const {
                out.push(Diag::fixed(DiagKind::ManagedConst, anchor));
            }
        }
        _ => {}
    }
    let internal = v.is_static || v.in_unnamed_ns;
    if let Some(space @ (MemorySpace::Device | MemorySpace::Constant | MemorySpace::Managed)) =
        v.memory
        && v.is_inline
        && !internal
        && !o.rdc
    {
        out.push(Diag::fixed(
            DiagKind::InlineVariableNotInternal { memory: space },
            anchor,
        ));
    }
    if v.in_inline_unnamed_ns {
        if let Some(space) = v.memory {
            out.push(Diag::fixed(
                DiagKind::VariableInInlineUnnamedNamespace { memory: space },
                anchor,
            ));
        } else if is_texture(tree, &v.ty) {
            out.push(Diag::fixed(
                DiagKind::TextureInInlineUnnamedNamespace,
                anchor,
            ));
        }
    }
    if o.side != Side::Device {
        return;
    }
    if let Some(d) = crate::device_float_types::check_variable(tree, v, anchor) {
        out.push(d);
    }
    if v.memory.is_some() && has_ucn(v.name()) {
        out.push(ucn_error(v.name(), anchor));
    }
    // (an `extern` declaration allocates nothing)
    if v.memory.is_some() && !v.is_extern && is_zero_sized(tree, &v.ty) {
        out.push(Diag::fixed(
            DiagKind::ZeroSizedVariable {
                name: v.name().to_string(),
            },
            anchor,
        ));
    }
    if let Some(space) = v.memory
        && v.is_thread_local
    {
        out.push(Diag::fixed(
            DiagKind::ThreadLocalDeviceVariable { memory: space },
            anchor,
        ));
    }
    // (a scalar or an array of a known size: not the dynamic `T buf[]`)
    if v.memory == Some(MemorySpace::Shared) && v.is_extern && !matches!(v.ty, Ty::Array(_, None)) {
        out.push(
            Diag::fixed(
                DiagKind::ExternTreatedAsStatic {
                    name: v.name().to_string(),
                },
                anchor,
            )
            .later(),
        );
    }
    if let Some(space @ (MemorySpace::Device | MemorySpace::Constant | MemorySpace::Managed)) =
        v.memory
        && !v.is_extern
        && dynamic_init(tree, v)
    {
        out.push(Diag::fixed(DiagKind::DynamicInitUnsupported { memory: space }, anchor).later());
    }
}

/// A texture or surface type (a class marked as one by the runtime headers).
pub fn is_texture(tree: &dyn ItemLookup, t: &Ty) -> bool {
    matches!(t.strip_ref(), Ty::Class(c, _) if tree.classes().iter().any(|k| k.is_texture && k.path.ends_with(&c.path)))
}

/// The initialization of a variable needs code to run: its initializer
/// calls a function that is not constexpr, or its class's default
/// constructor (not constexpr) does something.
pub fn dynamic_init(tree: &dyn ItemLookup, v: &VariableDecl) -> bool {
    let runs = |fs: &[&FunctionDecl]| !fs.is_empty() && !any_constexpr(fs);
    if v.init_calls
        .iter()
        .any(|path| runs(&call_candidates(tree, v, path)))
        || v.init_member_calls
            .iter()
            .any(|name| runs(&member_candidates(tree, name)))
    {
        return true;
    }
    let Ty::Class(c, _) = &v.ty else { return false };
    class_dtor_runs(tree, &c.path) || (!v.has_init && class_default_ctor_runs(tree, &c.path))
}

/// The initialization of a variable calls a function that is not
/// constexpr: one its initializer calls (one not found counts), a
/// user-provided constructor or destructor of its class, of its members'
/// or of its bases', even with an empty body. EDG says nothing of such a
/// variable left unreferenced (#177): its initialization may do something.
/// (`test-data/oracle/checks/unreferenced_initialized_by_code.cu`)
pub fn initialization_calls_code(tree: &dyn ItemLookup, v: &VariableDecl) -> bool {
    let runs = |fs: &[&FunctionDecl]| !any_constexpr(fs);
    // (a function a plain lookup does not see may come through a
    // using-directive: any of the name's then)
    let seen = |path: &Vec<SmolStr>| {
        let fs = call_candidates(tree, v, path);
        match (fs.is_empty(), path.last()) {
            (true, Some(name)) => tree.functions_named(name),
            _ => fs,
        }
    };
    v.init_calls.iter().any(|path| runs(&seen(path)))
        || v.init_member_calls
            .iter()
            .any(|name| runs(&member_candidates(tree, name)))
        || class_of(&v.ty).is_some_and(|c| class_calls_code(tree, c, 0))
}

/// One of the candidates may be evaluated as a constant: constexpr, and
/// not computed by a math builtin EDG leaves to run time.
fn any_constexpr(fs: &[&FunctionDecl]) -> bool {
    fs.iter()
        .any(|f| (f.is_constexpr || f.is_consteval) && !f.calls_unfolded_builtin)
}

/// The class of an object (of an array's elements).
fn class_of(ty: &Ty) -> Option<&[SmolStr]> {
    match ty {
        Ty::Class(c, _) if !c.is_enum => Some(&c.path),
        Ty::Array(elem, _) => class_of(elem),
        _ => None,
    }
}

/// Constructing or destroying an object of the class calls a user-provided
/// constructor or destructor that is not constexpr (its own, or a data
/// member's or a base's).
fn class_calls_code(tree: &dyn ItemLookup, path: &[SmolStr], depth: u32) -> bool {
    let (Some(name), Some(class)) = (path.last(), tree.class(path)) else {
        return false;
    };
    // (a cycle through pointers cannot happen: members are objects; the
    // depth bounds what a broken unit might do)
    if depth > 16 {
        return false;
    }
    let own = |f: &&FunctionDecl| f.class_path.as_ref().is_some_and(|p| p.ends_with(path));
    let user_code =
        |f: &&FunctionDecl| !(f.is_defaulted || f.is_deleted || f.is_constexpr || f.is_consteval);
    tree.functions_named(name)
        .into_iter()
        .chain(tree.functions_named(&format!("~{name}")))
        .filter(own)
        .any(|f| user_code(&f))
        || class
            .fields
            .iter()
            .filter_map(|f| class_of(&f.ty))
            .chain(class.bases.iter().map(Vec::as_slice))
            .any(|c| class_calls_code(tree, c, depth + 1))
}

/// The functions a call by `path` in the initializer of `v` can call.
fn call_candidates<'t>(
    tree: &'t dyn ItemLookup,
    v: &VariableDecl,
    path: &[SmolStr],
) -> Vec<&'t FunctionDecl> {
    let Some((name, qualifier)) = path.split_last() else {
        return Vec::new();
    };
    // the variable's namespaces (not a class's: a static member's scope
    // sees more than is modelled here)
    let namespaces = &v.path[..v.path.len().saturating_sub(1)];
    // a call of a constructor (`T(...)`) or a function: the functions of
    // its name the call can see, when the lookup is a plain one (a
    // function of another namespace, `std::pow`, is none of them)
    let all = tree.functions_named(name);
    // (a class's name calls its constructors)
    let plain = !v.is_member && qualifier.is_empty() && !tree.has_class_named(name);
    if !plain {
        return all;
    }
    all.into_iter()
        .filter(|f| !f.is_member)
        .filter(|f| {
            f.name.scope.len() <= namespaces.len()
                && f.name
                    .scope
                    .iter()
                    .zip(namespaces)
                    .all(|(s, n)| s.name == *n)
        })
        .collect()
}

/// The member functions a call through an object (`a.pow(2.0, 2)`) can
/// call: the object's class is not known here, so the members of that
/// name of every class (one constexpr among them is enough: `ca.cpow(2.0,
/// 2)`, `arr.size()`).
fn member_candidates<'t>(tree: &'t dyn ItemLookup, name: &str) -> Vec<&'t FunctionDecl> {
    tree.functions_named(name)
        .into_iter()
        .filter(|f| f.is_member)
        .collect()
}

/// The class has a user-provided destructor that does something: a body
/// with statements, or none in the unit (checked with the oracle: an
/// object of such a class, of a union too, is dynamically initialized; an
/// empty `~S() {}` is fine). Class templates are left alone.
pub fn class_dtor_runs(tree: &dyn ItemLookup, path: &[smol_str::SmolStr]) -> bool {
    let Some(name) = path.last() else {
        return false;
    };
    if tree.class(path).is_none_or(|c| c.is_template) {
        return false;
    }
    let dtors: Vec<&FunctionDecl> = tree
        .functions_named(&format!("~{name}"))
        .into_iter()
        .filter(|f| f.class_path.as_ref().is_some_and(|p| p.ends_with(path)))
        .collect();
    if dtors
        .iter()
        .any(|f| f.is_defaulted || f.is_deleted || f.is_constexpr)
    {
        return false;
    }
    match dtors.iter().find(|f| f.is_definition) {
        Some(def) => !def.empty_body,
        None => !dtors.is_empty(),
    }
}

/// The default constructor of a class is user-provided, not constexpr, and
/// does something: a statement, or a member initializer with arguments, of
/// a member that is no class, or of a base or member whose own default
/// constructor does something (`: Base() {}` does nothing when `Base()`
/// does not; checked with the oracle).
pub fn class_default_ctor_runs(tree: &dyn ItemLookup, path: &[smol_str::SmolStr]) -> bool {
    default_ctor_runs(tree, path, 0)
}

fn default_ctor_runs(tree: &dyn ItemLookup, path: &[smol_str::SmolStr], depth: u32) -> bool {
    let Some(name) = path.last() else {
        return false;
    };
    // (a class cannot contain itself; the bound only guards bad input)
    if depth > 16 {
        return true;
    }
    let class = tree.class(path);
    // what an empty-parenthesized member initializer of `n` runs
    let init_runs = |n: &smol_str::SmolStr| {
        let Some(class) = class else { return true };
        if let Some(base) = class.bases.iter().find(|b| b.last() == Some(n)) {
            return default_ctor_runs(tree, base, depth + 1);
        }
        match class.fields.iter().find(|f| &f.name == n).map(|f| &f.ty) {
            Some(hir::ty::Ty::Class(c, _)) if !c.is_enum && c.args.is_empty() => {
                default_ctor_runs(tree, &c.path, depth + 1)
            }
            _ => true,
        }
    };
    let candidates = tree.functions_named(name).into_iter().filter(|f| {
        f.class_path.as_ref().is_some_and(|p| p.ends_with(path))
            && f.name.sig.params.is_empty()
            && f.is_definition
    });
    let runs = |f: &&FunctionDecl| {
        !f.is_constexpr
            && !f.is_defaulted
            && f.empty_apart_from_inits
                .as_ref()
                .is_none_or(|inits| inits.iter().any(init_runs))
    };
    // (a class template's specializations may define it apart, which we
    // do not tell from one another: all of them must run code)
    if class.is_some_and(|c| c.is_template) {
        let mut candidates = candidates.peekable();
        candidates.peek().is_some() && candidates.all(|f| runs(&f))
    } else {
        candidates.into_iter().any(|f| runs(&f))
    }
}

/// Constructing an object of the class sets a virtual table pointer: the
/// class, one of its bases or the class of a member object declares a
/// virtual function.
pub fn has_virtual_table(tree: &dyn ItemLookup, path: &[smol_str::SmolStr]) -> bool {
    fn walk(tree: &dyn ItemLookup, path: &[smol_str::SmolStr], depth: u32) -> bool {
        // (a class cannot contain itself; the bound only guards bad input)
        if depth > 64 {
            return false;
        }
        let Some(class) = tree
            .classes()
            .iter()
            .find(|k| k.is_definition && k.path.ends_with(path))
        else {
            return false;
        };
        class.has_virtual
            || class.bases.iter().any(|b| walk(tree, b, depth + 1))
            || class.fields.iter().any(|f| {
                matches!(f.ty.array_element(), Ty::Class(c, _) if walk(tree, &c.path, depth + 1))
            })
    }
    !path.is_empty() && walk(tree, path, 0)
}

/// Memory-space attributes on non-static data members and parameters.
pub fn ignored_memory_attrs(tree: &ItemTree, out: &mut Vec<Diag>) {
    for (k, kw) in tree.ignored_attrs.iter().enumerate() {
        out.push(Diag::fixed(
            DiagKind::AttributeIgnored {
                attribute: kw.to_string(),
            },
            Anchor::IgnoredAttr(k as u32),
        ));
    }
}

/// A name spelled with universal character names (`\u00e9`).
pub fn has_ucn(name: &str) -> bool {
    name.contains("\\u") || name.contains("\\U")
}

pub fn ucn_error(name: &str, anchor: Anchor) -> Diag {
    Diag::fixed(
        DiagKind::UniversalCharacterInDeviceName {
            name: name.to_string(),
        },
        anchor,
    )
}

/// A type of size zero: a zero-length array, or a class whose data
/// members all are.
pub fn is_zero_sized(tree: &dyn ItemLookup, t: &Ty) -> bool {
    match t {
        Ty::Array(_, Some(0)) => true,
        Ty::Array(inner, _) => is_zero_sized(tree, inner),
        Ty::Class(c, _) => tree
            .classes()
            .iter()
            .any(|k| k.zero_sized && k.path.ends_with(&c.path)),
        _ => false,
    }
}

/// The paths of the classes of size zero, for [`is_zero_sized_among`]
/// where many types are asked about (one scan of the classes instead of
/// one per type).
pub fn zero_sized_classes(tree: &dyn ItemLookup) -> Vec<&[SmolStr]> {
    tree.classes()
        .iter()
        .filter(|k| k.zero_sized)
        .map(|k| k.path.as_slice())
        .collect()
}

/// [`is_zero_sized`] with the zero-sized classes collected beforehand.
pub fn is_zero_sized_among(zero_sized: &[&[SmolStr]], t: &Ty) -> bool {
    match t {
        Ty::Array(_, Some(0)) => true,
        Ty::Array(inner, _) => is_zero_sized_among(zero_sized, inner),
        Ty::Class(c, _) => zero_sized.iter().any(|path| path.ends_with(&c.path)),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::fixture::check_diagnostics;

    #[test]
    fn memory_spaces_of_variables() {
        check_diagnostics(
            r#"
__shared__ int s = 1;
             //^ error: initializer not allowed for __shared__ variable
__managed__ const int mc = 1;
                    //^ error: a __managed__ variable cannot have a const qualified type
                    //^ warning: variable "mc" was declared but never referenced
__device__ int d;
void h() { d = 1; }
         //^ warning: a __device__ variable "d" cannot be directly written in a host function
struct T { __device__ int m; };
         //^ warning: attribute "__device__" does not apply here
"#,
        );
    }

    #[test]
    fn cuda_attributes_on_typedefs_and_with_arguments() {
        check_diagnostics(
            r#"
typedef __managed__ int mi, mj;
      //^ warning: attribute "__managed__" does not apply here
using al = __device__ float;
         //^ warning: attribute "__device__" does not apply here
__attribute__((managed(1))) int m;
                    //^ error: attribute "__managed__" does not take arguments
"#,
        );
    }

    #[test]
    fn attributes_of_expression_statements() {
        check_diagnostics(
            r#"
int f(int v) {
    __attribute__((shared, unused, not_known)) v = 2;
                 //^ warning: attribute "__shared__" does not apply here
                         //^ warning: attribute "unused" does not apply here
    return v;
}
"#,
        );
    }
}
