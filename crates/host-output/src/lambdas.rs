//! Extended `__device__` lambdas (`--extended-lambda`) in host code. The
//! device side compiles the kernel template instantiated with the lambda
//! as an instance with a wrapper type that names the enclosing function
//! and the lambda's number in it:
//! `__nv_dl_wrapper_t<__nv_dl_tag<void (*)(float *, int, float), &scale, 1>, float>`
//! (the captured variables' types follow the tag). The host side must
//! launch that same instance, so each such lambda in host code becomes an
//! object of the wrapper type holding its captures, and the host file
//! defines the wrapper templates (with the captures as members in order,
//! the layout the device side copies).
//!
//! Only `__device__` lambdas in non-member, non-template functions are
//! rewritten; `__host__ __device__` lambdas and other places are left as
//! they are (documented as not done).

use crate::cprint::cpp_type;
use crate::layout::Layouts;
use hir::FunctionDecl;
use hir::ty::{FnSig, Ty};

/// One lambda to rewrite.
#[derive(Debug, Clone)]
pub struct DeviceLambda {
    /// `void (*)(float *, int, float)`.
    pub function_type: String,
    /// `::scale`.
    pub function_name: String,
    /// 1-based among the extended device lambdas of the function.
    pub index: u32,
    /// The captured variables, in order of first use.
    pub captures: Vec<String>,
    /// The trailing return type as written (`-> double`): the wrapper
    /// then preserves it (`__nv_dl_trailing_return_tag`), so that host
    /// code may ask for the call's result type.
    pub trailing_return: Option<String>,
}

impl DeviceLambda {
    /// `__nv_dl_wrapper_t< Tag , typename __nvdl_remove_ref<decltype(a)>::type>( Tag {} , a)`.
    pub fn wrapper_expression(&self) -> String {
        let tag = match &self.trailing_return {
            Some(ret) => format!(
                "__nv_dl_trailing_return_tag<{},(& {}),{ret}, {}>",
                self.function_type, self.function_name, self.index
            ),
            None => format!(
                "__nv_dl_tag<{},(& {}),{}>",
                self.function_type, self.function_name, self.index
            ),
        };
        let mut types = String::new();
        let mut values = String::new();
        for c in &self.captures {
            types.push_str(&format!(
                ", typename __nvdl_remove_ref<decltype({c})>::type"
            ));
            values.push_str(&format!(", {c}"));
        }
        format!("__nv_dl_wrapper_t< {tag} {types}>( {tag} {{}} {values})")
    }
}

/// The function-pointer type of a function (`void (*)(float *, int)`).
pub fn function_pointer_type(layouts: &Layouts<'_>, decl: &FunctionDecl) -> Option<String> {
    let sig: &FnSig = &decl.name.sig;
    let ty = Ty::Pointer(
        Box::new(Ty::Function(Box::new(sig.clone()))),
        Default::default(),
    );
    cpp_type(layouts, &ty)
}

/// The wrapper templates, with specializations for up to `max_captures`
/// captures, and the traits behind `__nv_is_extended_*`.
pub fn implementation(max_captures: usize) -> String {
    let mut s = String::from(
        "\n# 1 \"cudafe_rs_extended_lambda_implementation\"\n\
template <typename T> struct __nvdl_remove_ref { typedef T type; };\n\
template <typename T> struct __nvdl_remove_ref<T &> { typedef T type; };\n\
template <typename T> struct __nvdl_remove_ref<T &&> { typedef T type; };\n\
template <typename T, typename... Args> struct __nvdl_remove_ref<T (&)(Args...)> { typedef T (*type)(Args...); };\n\
template <typename T> struct __nvdl_remove_cv { typedef T type; };\n\
template <typename T> struct __nvdl_remove_cv<const T> { typedef T type; };\n\
template <typename T> struct __nvdl_remove_cv<volatile T> { typedef T type; };\n\
template <typename T> struct __nvdl_remove_cv<const volatile T> { typedef T type; };\n\
template <typename U, U func, unsigned> struct __nv_dl_tag { };\n\
template <typename Tag, typename... F> struct __nv_dl_wrapper_t;\n\
template <typename Tag> struct __nv_dl_wrapper_t<Tag> {\n\
  __nv_dl_wrapper_t(Tag) { }\n\
  template <typename... U> int operator()(U...) const { return 0; }\n\
};\n\
template <typename U, U func, typename Return, unsigned> struct __nv_dl_trailing_return_tag { };\n\
template <typename U, U func, typename Return, unsigned Id> struct __nv_dl_wrapper_t<__nv_dl_trailing_return_tag<U, func, Return, Id> > {\n\
  __nv_dl_wrapper_t(__nv_dl_trailing_return_tag<U, func, Return, Id>) { }\n\
  template <typename... U1> Return operator()(U1...) const { __builtin_unreachable(); }\n\
};\n",
    );
    for n in 1..=max_captures {
        let params: Vec<String> = (1..=n).map(|i| format!("typename F{i}")).collect();
        let args: Vec<String> = (1..=n).map(|i| format!("F{i}")).collect();
        let members: String = (1..=n).map(|i| format!("  F{i} f{i};\n")).collect();
        let ctor_params: Vec<String> = (1..=n).map(|i| format!("F{i} in{i}")).collect();
        let inits: Vec<String> = (1..=n).map(|i| format!("f{i}(in{i})")).collect();
        s.push_str(&format!(
            "template <typename Tag, {}> struct __nv_dl_wrapper_t<Tag, {}> {{\n{members}  __nv_dl_wrapper_t(Tag, {}) : {} {{ }}\n  template <typename... U> int operator()(U...) const {{ return 0; }}\n}};\n",
            params.join(", "),
            args.join(", "),
            ctor_params.join(", "),
            inits.join(", ")
        ));
        s.push_str(&format!(
            "template <typename U, U func, typename Return, unsigned Id, {}> struct __nv_dl_wrapper_t<__nv_dl_trailing_return_tag<U, func, Return, Id>, {}> {{\n{members}  __nv_dl_wrapper_t(__nv_dl_trailing_return_tag<U, func, Return, Id>, {}) : {} {{ }}\n  template <typename... U1> Return operator()(U1...) const {{ __builtin_unreachable(); }}\n}};\n",
            params.join(", "),
            args.join(", "),
            ctor_params.join(", "),
            inits.join(", ")
        ));
    }
    s.push_str(
        "template <typename T> struct __nv_extended_device_lambda_trait_helper { static const bool value = false; };\n\
template <typename T1, typename... Pack> struct __nv_extended_device_lambda_trait_helper<__nv_dl_wrapper_t<T1, Pack...> > { static const bool value = true; };\n\
#define __nv_is_extended_device_lambda_closure_type(X) __nv_extended_device_lambda_trait_helper< typename __nvdl_remove_cv<X>::type>::value\n\
#define __nv_is_extended_host_device_lambda_closure_type(X) false\n\
template <typename T> struct __nv_extended_device_lambda_with_trailing_return_trait_helper { static const bool value = false; };\n\
template <typename U, U func, typename Return, unsigned Id, typename... Pack> struct __nv_extended_device_lambda_with_trailing_return_trait_helper<__nv_dl_wrapper_t<__nv_dl_trailing_return_tag<U, func, Return, Id>, Pack...> > { static const bool value = true; };\n\
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) __nv_extended_device_lambda_with_trailing_return_trait_helper< typename __nvdl_remove_cv<X>::type>::value\n",
    );
    s
}
