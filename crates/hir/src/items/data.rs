//! The values of the item tree: functions, classes, variables and the
//! tree itself, without positions (those are in [`ItemSourceMap`]).

use crate::MemorySpace;
use crate::const_expr::ConstExpr;
use crate::ty::{FnSig, FunctionName, TemplateArg, Ty};
use smol_str::SmolStr;
use std::sync::Arc;
use syntax::{SyntaxNodePtr, TextRange};

/// CUDA attributes of a declaration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CudaAttrs {
    pub host: bool,
    pub device: bool,
    pub global: bool,
    pub launch_bounds: bool,
    pub maxnreg: bool,
    pub cluster_dims: bool,
    pub block_size: bool,
    pub forceinline: bool,
    pub noinline: bool,
    /// `__cudart_builtin__`: the CUDA runtime's own declarations, which
    /// cicc lets differ between host and device.
    pub cudart_builtin: bool,
    pub local_maxnreg: bool,
    /// `__inline_hint__` (`nv_inline_hint`).
    pub inline_hint: bool,
    /// `__nv_register_params__`.
    pub register_params: bool,
    /// `__device__` written before `__host__` (EDG reports on each
    /// annotation in the order written).
    pub device_first: bool,
}

/// A function's exception specification, as EDG prints it after the
/// parameters of a redeclared member (`S::f() noexcept`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExceptionSpec {
    /// `noexcept`, or implied (deallocation functions).
    Noexcept,
    /// `noexcept(true)` (glibc's `__THROW`): EDG prints it as written.
    NoexceptTrue,
    /// `throw()`.
    Throw,
    /// Any other (`noexcept(expr)`, `throw(T)`): not printed.
    Other,
}

impl ExceptionSpec {
    /// The text EDG appends to a function's signature (empty for none).
    pub fn suffix(spec: Option<ExceptionSpec>) -> &'static str {
        match spec {
            Some(ExceptionSpec::Noexcept) => " noexcept",
            Some(ExceptionSpec::NoexceptTrue) => " noexcept(true)",
            Some(ExceptionSpec::Throw) => " throw()",
            Some(ExceptionSpec::Other) | None => "",
        }
    }
}

/// How the return type was written.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ReturnKind {
    /// An explicit type (possibly via a trailing return type).
    Explicit,
    /// `auto` without a trailing return type.
    Auto,
    /// `decltype(auto)`.
    DecltypeAuto,
    /// Constructors, destructors and conversion functions.
    None,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FunctionDecl {
    pub name: FunctionName,
    pub attrs: CudaAttrs,
    pub return_kind: ReturnKind,
    pub is_definition: bool,
    pub is_constexpr: bool,
    pub is_consteval: bool,
    pub is_inline: bool,
    pub is_static: bool,
    /// Declared inside a class body.
    pub in_class: bool,
    /// A member function (declared in a class, or defined as `C::f`).
    pub is_member: bool,
    pub is_friend: bool,
    pub is_virtual: bool,
    pub is_defaulted: bool,
    /// Defined as deleted (`= delete`).
    pub is_deleted: bool,
    /// The names of the template parameters, if this is a template.
    pub template_params: Option<Vec<SmolStr>>,
    /// An explicit instantiation (`template void f<int>(int);`).
    pub explicit_instantiation: bool,
    /// An explicit instantiation declaration (`extern template ...`).
    pub extern_instantiation: bool,
    /// Declared in a class template (or a template's member): its calls may
    /// depend on template parameters even if it is no template itself.
    pub in_template: bool,
    /// The arguments of the launch configuration attributes, by attribute
    /// (`launch_bounds`, `maxnreg`, `cluster_dims`, `block_size`): groups of
    /// values (one group, or one per parenthesised tuple of `__block_size__`),
    /// `None` for an argument that is not an integer literal.
    pub launch_args: Vec<(&'static str, Vec<Vec<ConstExpr>>)>,
    /// `public`, `protected` or `private` (members); `public` otherwise.
    pub access: &'static str,
    /// A member of a class defined inside a function.
    pub in_local_class: bool,
    /// The types, as written, of the parameters annotated `__grid_constant__`.
    pub grid_constant_params: Vec<Ty>,
    /// The last parameter is a pack (`Ts... xs`): any number of arguments.
    pub has_pack: bool,
    /// Default arguments: the number of trailing parameters that have one.
    pub default_args: usize,
    /// The names of the parameters, for the body's scope.
    pub param_names: Vec<SmolStr>,
    /// Explicit `const` on the return type (`const void`).
    pub const_return: bool,
    /// Something beyond the key may tell it apart from another function of
    /// the same key: `volatile`, a ref-qualifier, a requires-clause.
    pub overload_qualifiers: bool,
    /// The class this is a member of, by its path.
    pub class_path: Option<Vec<SmolStr>>,
    /// The entity key: the qualified name and parameter types, which
    /// identifies redeclarations of the same function.
    pub key: SmolStr,
    /// A `noexcept`/`throw()` specification, or an implicit one (the
    /// deallocation functions).
    pub exception_spec: Option<ExceptionSpec>,
    /// An operator function (`operator+`, `operator new`; not a conversion).
    pub is_operator: bool,
    /// Declared in an inline unnamed namespace (or a reopening of one).
    pub in_inline_unnamed_ns: bool,
    /// Declared in an unnamed namespace (internal linkage).
    pub in_unnamed_ns: bool,
    /// The function's own template parameters.
    pub template_param_info: Vec<TemplateParamInfo>,
    /// For a member of a class template that is no template of its own,
    /// the class template's parameter names (`ETI<T>::call(T) [with
    /// T=int]` names an instance with them).
    pub class_template_params: Vec<SmolStr>,
    /// For a member declared in the body of a class template's
    /// specialization (`template <> struct E<int> { E(); };`), the
    /// specialization's arguments as written: its class path is the
    /// template's, these tell it from the primary template's members.
    pub class_specialization: Option<Vec<crate::ty::TemplateArg>>,
    /// A function template's parameter types as written and as EDG spells
    /// them in its candidate notes (`T *`, `const T &`, `obj_t`), and a
    /// global function's (`void **`, `size_t`); `None` for other functions
    /// and for declarators we do not spell (arrays, function pointers,
    /// packs).
    pub written_params: Option<Vec<SmolStr>>,
    /// A function template's return type as written, spelled as EDG
    /// prints it in the candidate lists of ambiguous calls (`T &&`,
    /// `ns::rr<T>::type &&`: a class named without qualifiers is qualified
    /// by the namespace that declares it), and a global function's
    /// (`cudaError_t`); `None` as for `written_params`.
    pub written_ret: Option<SmolStr>,
    /// Declared `[[noreturn]]` / `__attribute__((noreturn))`: a call to it
    /// does not complete.
    pub is_noreturn: bool,
    /// Declared `[[deprecated]]` / `__attribute__((deprecated))`: its
    /// message, if the attribute gives one (`Some(None)`: none).
    pub deprecated: Option<Option<SmolStr>>,
    /// `__attribute__((alias("name")))`: the entity it names.
    pub alias: Option<SmolStr>,
    /// Declared `[[maybe_unused]]`, `__attribute__((unused))` or
    /// `__attribute__((used))`: never reported unused (#177).
    pub maybe_unused: bool,
    /// Per parameter: annotated `__grid_constant__`.
    pub param_grid_constant: Vec<bool>,
    /// An explicit specialization (`template <> ...`).
    pub is_specialization: bool,
    /// A member of a class without a name.
    pub in_unnamed_class: bool,
    /// A definition that does nothing: no member initializers, an empty body.
    pub empty_body: bool,
    /// A definition whose body does nothing and whose member initializers
    /// (if any) all have empty parentheses (`: Base(), m() {}`): the names
    /// they initialize. `None` for others.
    pub empty_apart_from_inits: Option<Vec<SmolStr>>,
    /// A constexpr constructor's definition: what its member initializers
    /// name (see `syntax_facts::mem_initializer_name`); empty for others.
    pub constexpr_mem_inits: Vec<SmolStr>,
    /// A constexpr definition whose body calls a math builtin EDG does not
    /// evaluate in constant expressions (`std::acos` is
    /// `__builtin_acosf`): a call of it is no constant (see
    /// `crate::builtins::folded_in_constants`).
    pub calls_unfolded_builtin: bool,
    /// GNU attributes written after the parameter list
    /// (`void f() __attribute__((x))`).
    pub suffix_attributes: bool,
    /// A member of a class nested in another with private or protected access.
    pub in_inaccessible_nested_class: Option<SmolStr>,
}

/// What kind of template parameter, and whether it is a pack.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TemplateParamInfo {
    pub name: SmolStr,
    pub is_pack: bool,
    pub kind: TemplateParamKind,
    /// It has a default argument (`typename = ...`).
    pub has_default: bool,
    /// Its name is written in the function's parameter list (set for a
    /// function template's own parameters): a parameter that is not can
    /// only be given explicitly.
    pub in_function_params: bool,
    /// A non-type parameter's type, when it is a builtin one (`int N`,
    /// `bool B`): EDG names an instance's value arguments `(int)3`.
    pub value_ty: Option<crate::ty::Builtin>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TemplateParamKind {
    Type,
    NonType,
    Template,
}

impl FunctionDecl {
    /// An instance's template arguments as EDG names the instance: a value
    /// argument kept as written (`3`, `true`, `'a'`) for a parameter of a
    /// builtin type becomes that typed value (`(int)3`, `(bool)1`,
    /// `(char)97`).
    pub fn typed_template_args(&self, args: &[TemplateArg]) -> Vec<TemplateArg> {
        args.iter()
            .enumerate()
            .map(|(k, arg)| {
                let info = self.template_param_info.get(k);
                match (arg, info.and_then(|p| p.value_ty)) {
                    (TemplateArg::Other(text), Some(b)) if !info.is_some_and(|p| p.is_pack) => {
                        match literal_value(text) {
                            Some(value) => TemplateArg::Value {
                                ty: Ty::Builtin(b, Default::default()),
                                value,
                            },
                            None => arg.clone(),
                        }
                    }
                    _ => arg.clone(),
                }
            })
            .collect()
    }

    /// The `operator()` of a lambda's closure, as a callee.
    pub fn closure_call(key: SmolStr, attrs: CudaAttrs) -> FunctionDecl {
        FunctionDecl {
            name: FunctionName {
                scope: Vec::new(),
                name: SmolStr::new("operator()"),
                template_args: None,
                sig: FnSig {
                    ret: Ty::Unknown("auto".into()),
                    params: Vec::new(),
                    variadic: true,
                },
                is_const: true,
                extern_c: false,
            },
            attrs,
            return_kind: ReturnKind::Auto,
            is_definition: true,
            is_constexpr: true,
            is_consteval: false,
            is_inline: true,
            is_static: false,
            in_class: true,
            is_member: true,
            is_friend: false,
            is_virtual: false,
            is_defaulted: false,
            is_deleted: false,
            template_params: None,
            explicit_instantiation: false,
            extern_instantiation: false,
            in_template: false,
            launch_args: Vec::new(),
            access: "public",
            in_local_class: false,
            grid_constant_params: Vec::new(),
            has_pack: false,
            default_args: 0,
            param_names: Vec::new(),
            const_return: false,
            overload_qualifiers: false,
            class_path: None,
            key,
            exception_spec: None,
            is_operator: true,
            in_inline_unnamed_ns: false,
            in_unnamed_ns: false,
            template_param_info: Vec::new(),
            class_template_params: Vec::new(),
            class_specialization: None,
            written_params: None,
            written_ret: None,
            is_noreturn: false,
            deprecated: None,
            alias: None,
            maybe_unused: false,
            param_grid_constant: Vec::new(),
            is_specialization: false,
            in_unnamed_class: false,
            in_inaccessible_nested_class: None,
            empty_body: false,
            empty_apart_from_inits: None,
            constexpr_mem_inits: Vec::new(),
            calls_unfolded_builtin: false,
            suffix_attributes: false,
        }
    }

    pub fn is_template(&self) -> bool {
        self.template_params.is_some()
    }
    /// A template, or a member of one, as written: its body may depend on
    /// template parameters, and EDG judges it in its instances. An
    /// explicit specialization of a function (`template <> void
    /// f<int>()`) is none: its body is checked as a plain function's.
    /// (The members of an explicit specialization of a class are still
    /// taken for a template's, though they are entities of their own: see
    /// `class_specialization`.)
    pub fn is_template_pattern(&self) -> bool {
        !self.is_specialization && (self.template_params.is_some() || self.in_template)
    }
    /// A constructor or destructor of its class.
    pub fn is_structor(&self) -> bool {
        self.class_path
            .as_ref()
            .and_then(|p| p.last())
            .is_some_and(|class| {
                self.name.name == *class || self.name.name.strip_prefix('~') == Some(class.as_str())
            })
    }
    pub fn is_variadic(&self) -> bool {
        self.name.sig.variadic
    }
    /// Takes any number of arguments from some position on (C ellipsis or
    /// a parameter pack).
    pub fn accepts_any_count(&self) -> bool {
        self.name.sig.variadic || self.has_pack
    }
}

/// A class (for member lookup).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ClassDecl {
    pub path: Vec<SmolStr>,
    pub bases: Vec<Vec<SmolStr>>,
    pub is_template: bool,
    /// A texture or surface type (`__device_builtin_texture_type__`).
    pub is_texture: bool,
    /// Of size zero (GNU): data members that are all zero-length arrays.
    pub zero_sized: bool,
    /// The access of a nested class within its enclosing class.
    pub access: &'static str,
    /// The names its members declare (data members, functions, types,
    /// enumerators), when every member declaration is understood.
    pub members: Option<Vec<SmolStr>>,
    pub kind: ClassKind,
    /// The non-static data members, in order (of a definition).
    pub fields: Vec<FieldDecl>,
    /// `alignas(N)` or `__attribute__((aligned(N)))` on the class.
    pub align: Option<u64>,
    /// An enumeration's fixed underlying type.
    pub underlying: Option<Ty>,
    /// An unnamed class or enumeration named by a typedef
    /// (`typedef struct { ... } T;`), which it is known by.
    pub typedef_named: bool,
    /// A definition (not only a declaration).
    pub is_definition: bool,
    /// It declares a virtual member function (or destructor) of its own:
    /// its objects hold a virtual table pointer that construction sets.
    pub has_virtual: bool,
    /// An explicit or partial specialization (`template <> struct
    /// X<int>`): its path is the primary template's.
    pub is_specialization: bool,
    /// Of a specialization, its arguments as written (of a partial one,
    /// they name its own parameters).
    pub specialization_args: Option<Vec<crate::ty::TemplateArg>>,
    /// Written with a qualified name (`struct O::I { };`, a member defined
    /// outside its class): its path is not complete.
    pub is_qualified: bool,
    /// A class template of its own (`template <class T> struct X`), not a
    /// class in one.
    pub own_template: bool,
    /// The base whose constructors it inherits (`using A::A;`), by name.
    pub inherits_from: Option<SmolStr>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClassKind {
    Struct,
    Class,
    Union,
    Enum,
}

/// A non-static data member.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FieldDecl {
    /// Its name (empty for an anonymous struct or union member).
    pub name: SmolStr,
    pub ty: Ty,
    /// The width of a bit-field.
    pub bit_width: Option<u32>,
    /// `alignas(N)` on the member.
    pub align: Option<u64>,
    /// Its default member initializer calls something (`int a = f();`):
    /// constructing the class runs code.
    pub init_calls: bool,
    /// It has a default member initializer (`int a = 0;`, `int b{1};`).
    pub has_init: bool,
    /// `mutable`: a const object's member is not const.
    pub is_mutable: bool,
}

/// A variable declared at namespace scope or as a static member.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct VariableDecl {
    pub path: Vec<SmolStr>,
    /// The unqualified names in the declarator's array bounds (`N` of
    /// `int a[N + 1]`): EDG looks them up at namespace scope.
    pub bound_names: Vec<SmolStr>,
    /// The unqualified names its initializer looks up (of a variable of
    /// the main file that is no member or template; see
    /// `syntax_facts::initializer_names`): EDG looks them up there.
    pub init_names: Vec<SmolStr>,
    /// Declared an object of type `void` (#70) or an array of `void`
    /// (#89), written with the keyword.
    pub void_object: crate::ty::VoidObject,
    /// How many functions the item tree declares before this variable
    /// (its place among them).
    pub functions_before: u32,
    pub ty: Ty,
    /// `__device__`, `__constant__`, `__shared__` or `__managed__`.
    pub memory: Option<MemorySpace>,
    /// `const` or `constexpr`: usable in device code when its value is known.
    pub is_const: bool,
    pub has_init: bool,
    /// An array given more initializers than its bound (#146).
    pub overfull_init: bool,
    /// Its initializer list ends at a syntax error (EDG counts the
    /// initializers it has then, before reporting the error).
    pub init_cut_short: bool,
    /// Annotated `__grid_constant__`, which applies to kernel parameters only.
    pub grid_constant: bool,
    /// The initializer of a constant (`const`/`constexpr` with `= expr`).
    pub const_init: Option<ConstExpr>,
    /// Every memory-space attribute written (`__managed__ __shared__`).
    pub spaces: Vec<MemorySpace>,
    pub is_inline: bool,
    pub is_static: bool,
    pub is_extern: bool,
    /// Declared `thread_local` (not GNU's `__thread`).
    pub is_thread_local: bool,
    pub is_constexpr: bool,
    /// How a `constexpr` variable is initialized (`Default` for others).
    pub init_form: super::InitForm,
    /// In an inline unnamed namespace (or a reopening of one).
    pub in_inline_unnamed_ns: bool,
    /// In an unnamed namespace.
    pub in_unnamed_ns: bool,
    /// A static data member (declared in a class).
    pub is_member: bool,
    /// The definition of a static data member outside its class
    /// (`int A::n = 1;`, `template <class T> T B<T>::v;`).
    pub member_definition: bool,
    /// The initializer calls these functions (by name), for the dynamic
    /// initialization rule.
    pub init_calls: Vec<Vec<SmolStr>>,
    /// The member functions the initializer calls through an object
    /// (`a.pow(2.0, 2)`, `p->f()`), by name.
    pub init_member_calls: Vec<SmolStr>,
    /// The class the type names (for texture types and constructors).
    pub class_type: Option<Vec<SmolStr>>,
    /// A member of an anonymous union at namespace scope.
    pub in_anonymous_union: bool,
    /// Declared with a qualified name (`int A::n = 1;`, `int ns::v;`):
    /// `path` has the last name only.
    pub is_qualified: bool,
    /// A variable template.
    pub is_template: bool,
    /// A variable template's parameter names.
    pub template_params: Vec<SmolStr>,
    /// Declared `[[maybe_unused]]`, `__attribute__((unused))` or
    /// `__attribute__((used))`: never reported unused (#177).
    pub maybe_unused: bool,
    /// Initialized with a lambda alone: the ordinal of its namespace-scope
    /// lambda (the function `<lambda #N>` of the item tree).
    pub closure: Option<u32>,
}

impl VariableDecl {
    /// A local variable seen as a variable declaration (for the checks on
    /// uses of variables).
    pub fn local(name: SmolStr, ty: Ty, memory: Option<MemorySpace>) -> VariableDecl {
        VariableDecl {
            path: vec![name],
            bound_names: Vec::new(),
            init_names: Vec::new(),
            void_object: crate::ty::VoidObject::No,
            functions_before: 0,
            ty,
            memory,
            is_const: false,
            has_init: false,
            overfull_init: false,
            init_cut_short: false,
            grid_constant: false,
            const_init: None,
            spaces: memory.into_iter().collect(),
            is_inline: false,
            is_static: false,
            is_extern: false,
            is_thread_local: false,
            is_constexpr: false,
            init_form: super::InitForm::Default,
            in_inline_unnamed_ns: false,
            in_unnamed_ns: false,
            is_member: false,
            member_definition: false,
            init_calls: Vec::new(),
            init_member_calls: Vec::new(),
            class_type: None,
            in_anonymous_union: false,
            is_qualified: false,
            is_template: false,
            template_params: Vec::new(),
            maybe_unused: false,
            closure: None,
        }
    }

    pub fn name(&self) -> &SmolStr {
        self.path.last().expect("variables have a name")
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ItemTree {
    pub functions: Vec<Arc<FunctionDecl>>,
    pub classes: Vec<Arc<ClassDecl>>,
    pub variables: Vec<VariableDecl>,
    /// `typedef`/`using` aliases by qualified name.
    pub typedefs: Vec<(Vec<SmolStr>, Ty)>,
    /// Per entry of `typedefs`: of a `typedef` or alias declaration, how
    /// many classes the tree declares before it (whether a class definition
    /// comes after it); none for a using-declaration (`using ns::T;`),
    /// which declares no new name.
    pub typedef_classes_before: Vec<Option<u32>>,
    /// Namespace-scope lambdas (their bodies are checked like functions).
    pub namespace_lambdas: usize,
    /// Enumerators by qualified name, with their values when known.
    pub enumerators: Vec<(Vec<SmolStr>, Option<i128>)>,
    /// Per enumerator: the path of its enumeration (empty for an unnamed
    /// one), what the enumerator's type is named by.
    pub enumerator_enums: Vec<Vec<SmolStr>>,
    /// CUDA attributes where they do not apply, by their keyword: memory
    /// spaces on non-static data members, parameters and functions
    /// (`__shared__`), `__host__` and `__global__` on variables.
    pub ignored_attrs: Vec<&'static str>,
    /// The concepts (C++20) by qualified name: nothing else is known of
    /// them, but that the name is declared.
    pub concepts: Vec<Vec<SmolStr>>,
    /// Using-directives, namespace aliases and using-declarations at
    /// namespace scope (see [`crate::namespaces`]).
    pub namespace_links: Vec<crate::namespaces::NamespaceLink>,
    /// `static_assert`s at namespace scope.
    pub static_asserts: Vec<StaticAssertDecl>,
    /// What naming the classes needs beyond their paths (see
    /// [`crate::class_names`]), for those declared in an inline namespace
    /// or with default template arguments, and for the declarations
    /// without a body.
    pub class_names: Vec<ClassNameInfo>,
    /// The path of each named namespace definition (reopenings too).
    pub namespaces: Vec<Vec<SmolStr>>,
    /// Those declared `inline`.
    pub inline_namespaces: Vec<Vec<SmolStr>>,
    /// The classes and typedefs declared `[[deprecated]]`.
    pub deprecated_types: Vec<DeprecatedType>,
    /// Explicit instantiation definitions of class template
    /// specializations (`template struct ETI<int>;`): each instantiates
    /// the member functions the template defines, there.
    pub class_instantiations: Vec<crate::ty::ClassName>,
}

/// The key of the `operator()` of namespace-scope lambda `ordinal` (see
/// `ItemTree::namespace_lambdas`, `VariableDecl::closure`).
pub fn namespace_lambda_key(ordinal: u32) -> SmolStr {
    SmolStr::new(format!("<lambda #{ordinal}>"))
}

/// The key names a namespace-scope lambda's `operator()`.
pub fn is_namespace_lambda_key(key: &str) -> bool {
    key.starts_with("<lambda #")
}

/// A class or typedef declared deprecated (`double4` in CUDA 13's
/// `vector_types.h`): its simple name, whether it is the class, and the
/// attribute's message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeprecatedType {
    pub name: SmolStr,
    pub is_class: bool,
    pub is_enum: bool,
    pub message: Option<SmolStr>,
}

/// A class declared in an inline namespace or as a template with default
/// arguments (a definition or a declaration).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassNameInfo {
    pub path: Vec<SmolStr>,
    /// The path without the inline namespaces, when it has any.
    pub lookup: Option<Vec<SmolStr>>,
    /// Each template parameter's default argument, with the parameters
    /// before it as `Ty::Param`s (`None`: no default, or one that
    /// cannot be substituted).
    pub defaults: Vec<Option<crate::ty::TemplateArg>>,
    /// A declaration without a body (recorded even with nothing else to
    /// say: a type may name the class before its definition).
    pub is_declaration: bool,
}

/// A `static_assert`: its condition, its message (the literal's text) and
/// whether it is in a template (where it may depend on the arguments).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaticAssertDecl {
    pub cond: ConstExpr,
    pub message: Option<SmolStr>,
    pub in_template: bool,
    /// The unqualified names its condition looks up, of one at namespace
    /// scope outside templates (see `syntax_facts::initializer_names`).
    pub names: Vec<SmolStr>,
    /// How many variables and functions the item tree declares before it.
    pub variables_before: u32,
    pub functions_before: u32,
}

impl ItemTree {
    /// Appends the items of the part lowered after this one (see
    /// [`lower_after`]).
    pub fn append(&mut self, later: &ItemTree) {
        // destructured so that a new field cannot be forgotten here (the
        // parts of a unit are lowered apart and joined by this)
        let ItemTree {
            functions,
            classes,
            variables,
            typedefs,
            typedef_classes_before,
            namespace_lambdas,
            enumerators,
            enumerator_enums,
            ignored_attrs,
            concepts,
            namespace_links,
            static_asserts,
            class_names,
            namespaces,
            inline_namespaces,
            deprecated_types,
            class_instantiations,
        } = later;
        // (a variable's place among the functions counts this part's too,
        // and a `static_assert`'s among the variables)
        let before = self.functions.len() as u32;
        let variables_before = self.variables.len() as u32;
        let classes_before = self.classes.len() as u32;
        self.functions.extend(functions.iter().cloned());
        self.classes.extend(classes.iter().cloned());
        self.variables
            .extend(variables.iter().map(|v| VariableDecl {
                functions_before: v.functions_before + before,
                ..v.clone()
            }));
        self.typedefs.extend(typedefs.iter().cloned());
        self.typedef_classes_before.extend(
            typedef_classes_before
                .iter()
                .map(|n| n.map(|n| n + classes_before)),
        );
        self.enumerators.extend(enumerators.iter().cloned());
        self.enumerator_enums
            .extend(enumerator_enums.iter().cloned());
        self.ignored_attrs.extend(ignored_attrs.iter().copied());
        self.concepts.extend(concepts.iter().cloned());
        self.namespace_links.extend(namespace_links.iter().cloned());
        self.static_asserts
            .extend(static_asserts.iter().map(|a| StaticAssertDecl {
                functions_before: a.functions_before + before,
                variables_before: a.variables_before + variables_before,
                ..a.clone()
            }));
        self.class_names.extend(class_names.iter().cloned());
        self.namespaces.extend(namespaces.iter().cloned());
        self.inline_namespaces
            .extend(inline_namespaces.iter().cloned());
        self.deprecated_types
            .extend(deprecated_types.iter().cloned());
        self.class_instantiations
            .extend(class_instantiations.iter().cloned());
        // the later part counted on from this one's lambdas
        self.namespace_lambdas = *namespace_lambdas;
    }
}

/// The syntax node of each function of an [`ItemTree`] (in the tree of the
/// part that was lowered).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ItemNodes {
    /// The FUNCTION_DEF node, or the DECLARATOR of a declaration.
    pub functions: Vec<SyntaxNodePtr>,
}

/// Where each item of the [`ItemTree`] is, in the current syntax tree.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ItemSourceMap {
    /// The range of each function's FUNCTION_DEF node, or the DECLARATOR of
    /// a declaration.
    pub function_ranges: Vec<TextRange>,
    /// The range of the declarator's name (where EDG puts most carets).
    pub function_names: Vec<TextRange>,
    /// The range of the `global` attribute, when present.
    pub global_attrs: Vec<Option<TextRange>>,
    /// The range of the launch-bounds-like attribute, when present.
    pub launch_attrs: Vec<Option<TextRange>>,
    /// The `inline`/`constexpr` keyword range, when present.
    pub specifier_ranges: Vec<Option<TextRange>>,
    /// The declarator of each variable of the item tree.
    pub variables: Vec<TextRange>,
    /// Per variable: where each of its `init_names` is written.
    pub variable_init_names: Vec<Vec<TextRange>>,
    /// Per variable: the first initializer too many, when it has too many
    /// (`VariableDecl::overfull_init`), and how far past its start the
    /// list closes.
    pub variable_overfull: Vec<Option<(TextRange, u32)>>,
    /// Per `static_assert`: where each of its `names` is written.
    pub static_assert_names: Vec<Vec<TextRange>>,
    /// Per function: the range of each launch-configuration attribute, in
    /// the order of `launch_args`.
    pub launch_attr_ranges: Vec<Vec<TextRange>>,
    /// Per function: the name (or the whole) of each own template parameter.
    pub template_param_ranges: Vec<Vec<TextRange>>,
    /// Per function: the `device` attribute, when present.
    pub device_attrs: Vec<Option<TextRange>>,
    /// Per function: the `deprecated` attribute, when present.
    pub deprecated_attrs: Vec<Option<TextRange>>,
    /// Per function: the declarator (or the whole) of each parameter.
    pub param_ranges: Vec<Vec<TextRange>>,
    /// The attribute of each entry of `ignored_attrs`.
    pub ignored_attrs: Vec<TextRange>,
    /// Per entry of `ignored_attrs`: the name of the variable it is written
    /// on (EDG applies a declaration's attributes once it has declared the
    /// name: after what the declaration itself reports).
    pub ignored_attr_owners: Vec<Option<TextRange>>,
    /// Each `static_assert` of `ItemTree::static_asserts`.
    pub static_asserts: Vec<TextRange>,
    /// The name of each class of `ItemTree::classes` (of an unnamed one,
    /// its class key).
    pub classes: Vec<TextRange>,
    /// The attribute of each entry of `ItemTree::deprecated_types`.
    pub deprecated_types: Vec<TextRange>,
    /// Where the template header of each class template of
    /// `ItemTree::classes` begins (of another class, its name).
    pub class_starts: Vec<TextRange>,
    /// Each directive of `ItemTree::class_instantiations`.
    pub class_instantiations: Vec<TextRange>,
    /// Per class of `ItemTree::classes` named by a typedef (`typedef
    /// struct { int a = 1; } T;`): the declarator of its first data member
    /// with a default member initializer (EDG's #3541 is there).
    pub linkage_typedef_inits: Vec<Option<TextRange>>,
    /// The name of each alias of `ItemTree::typedefs` (none for one a
    /// using-declaration makes).
    pub typedefs: Vec<Option<TextRange>>,
}

/// The value of a literal written as a template argument: `true`,
/// `false`, a plain character (`'a'`) or an integer (signed, in any base
/// [`crate::const_expr::parse_int`] reads).
fn literal_value(text: &str) -> Option<i128> {
    let text = text.trim();
    match text {
        "true" => return Some(1),
        "false" => return Some(0),
        _ => {}
    }
    if let Some(inner) = text.strip_prefix('\'').and_then(|t| t.strip_suffix('\'')) {
        let mut chars = inner.chars();
        return match (chars.next(), chars.next()) {
            (Some(c), None) if c != '\\' => Some(c as i128),
            _ => None,
        };
    }
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest.trim_start()),
        None => (false, text),
    };
    let value = crate::const_expr::parse_int(digits)?;
    Some(if negative { -value } else { value })
}
