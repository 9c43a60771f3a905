//! Extended `__host__ __device__` lambdas (`--extended-lambda`) in host
//! code. Unlike a `__device__` lambda (see `lambdas.rs`), the host calls
//! this one too, so it stays a lambda, wrapped: the host file passes it to
//! `__nv_hdl_create_wrapper_t<IsMutable, HasFuncPtrConv, Tag,
//! Captures...>::__nv_hdl_create_wrapper(lambda, captures...)`, which
//! returns an `__nv_hdl_wrapper_t<IsMutable, HasFuncPtrConv, NeverThrows,
//! Tag, R(Args...), Captures...>`: the type cicc names the kernel
//! instances after (`Unvhdl0_0_0_1_PFivE4main1_iiE`), holding the captures
//! in order (the layout the device side copies) and the lambda itself,
//! type-erased, for host calls.
//!
//! The wrapper templates are part of the host object's interface: their
//! members are instantiated into it (the wrapper's constructor template,
//! `manager<Lambda>::do_call`, the `__nv_hdl_helper<...>::fp_caller`
//! pointers, `__nv_hdl_create_wrapper`'s return type written as a
//! `decltype`, `std::move<Closure &>`), so that a drop-in build has the
//! same symbols as stock nvcc's; [`implementation`] declares each of them
//! as cudafe++'s host file does, and defines them in its own way.
//!
//! The tag numbers a function's extended lambdas, `__device__` and
//! `__host__ __device__` together, in order (checked with the oracle).

use syntax::SyntaxKind::*;
use syntax::SyntaxNode;

/// One lambda to wrap.
#[derive(Debug, Clone)]
pub struct HostDeviceLambda {
    /// `void (*)(float *, int, float)`.
    pub function_type: String,
    /// `::scale`.
    pub function_name: String,
    /// 1-based among the extended lambdas of the function.
    pub index: u32,
    /// The captured variables, in order of first use.
    pub captures: Vec<String>,
    /// Declared `mutable` (its call operator is not `const`).
    pub is_mutable: bool,
    /// It captures nothing and has no capture default (`[]`): it converts
    /// to a function pointer, which the wrapper keeps instead of the
    /// lambda.
    pub has_function_pointer: bool,
}

impl HostDeviceLambda {
    /// What goes before the lambda:
    /// `__nv_hdl_create_wrapper_t< false, false, Tag , typename
    /// __nvdl_remove_ref<decltype(a)>::type>::__nv_hdl_create_wrapper( `.
    pub fn prefix(&self) -> String {
        let types: String = self
            .captures
            .iter()
            .map(|c| format!(", typename __nvdl_remove_ref<decltype({c})>::type"))
            .collect();
        format!(
            "__nv_hdl_create_wrapper_t< {}, {}, __nv_dl_tag<{},(& {}),{}> {types}>::__nv_hdl_create_wrapper( ",
            self.is_mutable,
            self.has_function_pointer,
            self.function_type,
            self.function_name,
            self.index
        )
    }

    /// What goes after the lambda: ` , a, b)`.
    pub fn suffix(&self) -> String {
        let values: Vec<&str> = self.captures.iter().map(String::as_str).collect();
        if values.is_empty() {
            " )".to_string()
        } else {
            format!(" , {})", values.join(", "))
        }
    }
}

/// Whether the lambda is declared `mutable`.
pub fn is_mutable(node: &SyntaxNode) -> bool {
    node.children()
        .filter(|c| c.kind() == LAMBDA_SPECIFIERS)
        .any(|s| s.children_with_tokens().any(|t| t.kind() == MUTABLE_KW))
}

/// Whether the lambda's introducer is `[]` (no capture default, no
/// capture).
pub fn captures_nothing(node: &SyntaxNode) -> bool {
    node.children()
        .filter(|c| c.kind() == LAMBDA_INTRODUCER)
        .all(|i| !i.children().any(|c| c.kind() == LAMBDA_CAPTURE))
}

/// `F1 in1, F2 in2` and the like, for `n` captures, with `sep` between.
fn numbered(n: usize, f: impl Fn(usize) -> String, sep: &str) -> String {
    (1..=n).map(f).collect::<Vec<_>>().join(sep)
}

/// The helper holding the type-erased operations of each tag's lambda,
/// the wrapper's specializations for 0 to `max_captures` captures, the
/// traits that pick a wrapper type from the lambda's call operator, and
/// `__nv_is_extended_host_device_lambda_closure_type`.
pub fn implementation(max_captures: Option<usize>) -> String {
    const HELPER: &str = "template <typename Tag, typename OpFuncR, typename... OpFuncArgs>\n";
    let helper_args = "__nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>";
    let mut s = String::from(HELPER);
    s.push_str(
        "struct __nv_hdl_helper {\n\
  typedef void *(*fp_copier_t)(void *);\n\
  typedef OpFuncR (*fp_caller_t)(void *, OpFuncArgs...);\n\
  typedef void (*fp_deleter_t)(void *);\n\
  typedef OpFuncR (*fp_noobject_caller_t)(OpFuncArgs...);\n\
  static fp_copier_t fp_copier;\n\
  static fp_deleter_t fp_deleter;\n\
  static fp_caller_t fp_caller;\n\
  static fp_noobject_caller_t fp_noobject_caller;\n\
};\n",
    );
    for member in ["fp_copier", "fp_deleter", "fp_caller", "fp_noobject_caller"] {
        s.push_str(HELPER);
        s.push_str(&format!(
            "typename {helper_args}::{member}_t {helper_args}::{member};\n"
        ));
    }
    s.push_str(
        "template <bool IsMutable, bool HasFuncPtrConv, bool NeverThrows, typename Tag, typename OpFunc, typename... CapturedVarTypePack>\n\
struct __nv_hdl_wrapper_t;\n",
    );
    if let Some(max) = max_captures {
        for n in 0..=max {
            for is_mutable in [false, true] {
                s.push_str(&wrapper(n, is_mutable, false, helper_args));
                s.push_str(&wrapper(n, is_mutable, true, helper_args));
            }
        }
    }
    s.push_str(&traits());
    s
}

/// One specialization of `__nv_hdl_wrapper_t`.
fn wrapper(n: usize, is_mutable: bool, function_pointer: bool, helper: &str) -> String {
    let params: String = (1..=n).map(|i| format!(", typename F{i}")).collect();
    let args: String = (1..=n).map(|i| format!(", F{i}")).collect();
    let members: String = (1..=n).map(|i| format!("  F{i} f{i};\n")).collect();
    let ctor_params: String = (1..=n).map(|i| format!(", F{i} in{i}")).collect();
    let inits = numbered(n, |i| format!("f{i}(in{i})"), ", ");
    let constness = if is_mutable { "" } else { " const" };
    let mut s = format!(
        "template <bool NeverThrows, typename Tag, typename OpFuncR, typename... OpFuncArgs{params}>\n\
struct __nv_hdl_wrapper_t<{is_mutable}, {function_pointer}, NeverThrows, Tag, OpFuncR(OpFuncArgs...){args}> {{\n{members}"
    );
    let with_inits = |rest: &str| match (inits.is_empty(), rest.is_empty()) {
        (true, true) => String::new(),
        (true, false) => format!(" : {rest}"),
        (false, true) => format!(" : {inits}"),
        (false, false) => format!(" : {inits}, {rest}"),
    };
    if function_pointer {
        // the lambda converts to a pointer to function: keep that
        s.push_str(&format!(
            "  typedef OpFuncR(__opfunc_t)(OpFuncArgs...);\n\
  template <typename Lambda>\n\
  __nv_hdl_wrapper_t(Tag, Lambda &&lam{ctor_params}){} {{ {helper}::fp_noobject_caller = lam; }}\n\
  OpFuncR operator()(OpFuncArgs... args){constness} noexcept(NeverThrows) {{\n\
    return {helper}::fp_noobject_caller(std::forward<OpFuncArgs>(args)...);\n\
  }}\n\
  operator __opfunc_t *() const {{ return {helper}::fp_noobject_caller; }}\n",
            with_inits("")
        ));
    } else {
        // the lambda lives on the heap, copied, called and deleted through
        // the helper's pointers, set by the constructor
        let copies = numbered(n, |i| format!("f{i}(in.f{i})"), ", ");
        let moves = numbered(n, |i| format!("f{i}(std::move(in.f{i}))"), ", ");
        let join = |a: &str, b: &str| {
            if a.is_empty() {
                b.to_string()
            } else {
                format!("{a}, {b}")
            }
        };
        s.push_str(&format!(
            "  void *data;\n\
  template <typename Lambda>\n\
  struct manager {{\n\
    static void *do_copy(void *buf) {{ return static_cast<void *>(new Lambda(*static_cast<Lambda *>(buf))); }}\n\
    static OpFuncR do_call(void *buf, OpFuncArgs... args) {{\n\
      return (*static_cast<Lambda *>(buf))(std::forward<OpFuncArgs>(args)...);\n\
    }}\n\
    static void do_delete(void *buf) {{ delete static_cast<Lambda *>(buf); }}\n\
  }};\n\
  template <typename Lambda>\n\
  __nv_hdl_wrapper_t(Tag, Lambda &&lam{ctor_params}){} {{\n\
    {helper}::fp_copier = &manager<Lambda>::do_copy;\n\
    {helper}::fp_deleter = &manager<Lambda>::do_delete;\n\
    {helper}::fp_caller = &manager<Lambda>::do_call;\n\
  }}\n\
  OpFuncR operator()(OpFuncArgs... args){constness} noexcept(NeverThrows) {{\n\
    return {helper}::fp_caller(data, std::forward<OpFuncArgs>(args)...);\n\
  }}\n\
  __nv_hdl_wrapper_t(const __nv_hdl_wrapper_t &in) : {} {{ }}\n\
  __nv_hdl_wrapper_t(__nv_hdl_wrapper_t &&in) : {} {{ in.data = 0; }}\n\
  ~__nv_hdl_wrapper_t() {{ {helper}::fp_deleter(data); }}\n",
            with_inits("data(static_cast<void *>(new Lambda(std::move(lam))))"),
            join(&copies, &format!("data({helper}::fp_copier(in.data))")),
            join(&moves, "data(in.data)"),
        ));
    }
    s.push_str("  __nv_hdl_wrapper_t &operator=(const __nv_hdl_wrapper_t &) = delete;\n};\n");
    s
}

/// The wrapper type for a lambda's call operator (const or not, noexcept
/// or not), its creation, and the trait behind
/// `__nv_is_extended_host_device_lambda_closure_type`.
fn traits() -> String {
    let mut s = String::from(
        "template <bool IsMutable, bool HasFuncPtrConv, typename... CaptureArgs>\n\
struct __nv_hdl_helper_trait_outer {\n\
  template <typename Tag, typename Lambda>\n\
  struct __nv_hdl_helper_trait : public __nv_hdl_helper_trait<Tag, decltype(&Lambda::operator())> { };\n",
    );
    for (quals, never_throws) in [
        (" const", false),
        ("", false),
        (" const noexcept", true),
        (" noexcept", true),
    ] {
        s.push_str(&format!(
            "  template <typename Tag, typename C, typename R, typename... OpFuncArgs>\n\
  struct __nv_hdl_helper_trait<Tag, R (C::*)(OpFuncArgs...){quals}> {{\n\
    template <typename Lambda>\n\
    static auto get(Lambda lam, CaptureArgs... args) -> __nv_hdl_wrapper_t<IsMutable, HasFuncPtrConv, {never_throws}, Tag, R(OpFuncArgs...), CaptureArgs...>;\n\
  }};\n"
        ));
    }
    s.push_str("};\n");
    // the return type is part of the function's mangled name: written as
    // cudafe++ writes it
    let container = "decltype(__nv_hdl_helper_trait_outer<IsMutable, HasFuncPtrConv, CaptureArgs...>::template __nv_hdl_helper_trait<Tag, Lambda>::get(lam, args...))";
    s.push_str(&format!(
        "template <bool IsMutable, bool HasFuncPtrConv, typename Tag, typename... CaptureArgs>\n\
struct __nv_hdl_create_wrapper_t {{\n\
  template <typename Lambda>\n\
  static auto __nv_hdl_create_wrapper(Lambda &&lam, CaptureArgs... args) -> {container} {{\n\
    typedef {container} container_type;\n\
    return container_type(Tag{{}}, std::move(lam), args...);\n\
  }}\n\
}};\n"
    ));
    s.push_str(
        "template <typename T> struct __nv_extended_host_device_lambda_trait_helper { static const bool value = false; };\n\
template <bool B1, bool B2, bool B3, typename T1, typename T2, typename... Pack> struct __nv_extended_host_device_lambda_trait_helper<__nv_hdl_wrapper_t<B1, B2, B3, T1, T2, Pack...> > { static const bool value = true; };\n\
#define __nv_is_extended_host_device_lambda_closure_type(X) __nv_extended_host_device_lambda_trait_helper< typename __nvdl_remove_cv<X>::type>::value\n",
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_call_names_the_tag_and_the_captures_in_order() {
        let l = HostDeviceLambda {
            function_type: "int (*)(void)".into(),
            function_name: " ::main".into(),
            index: 2,
            captures: vec!["b".into(), "a".into()],
            is_mutable: true,
            has_function_pointer: false,
        };
        expect_test::expect![[r#"__nv_hdl_create_wrapper_t< true, false, __nv_dl_tag<int (*)(void),(&  ::main),2> , typename __nvdl_remove_ref<decltype(b)>::type, typename __nvdl_remove_ref<decltype(a)>::type>::__nv_hdl_create_wrapper( [=](int i) mutable { return i + b + a; } , b, a)"#]]
        .assert_eq(&format!(
            "{}[=](int i) mutable {{ return i + b + a; }}{}",
            l.prefix(),
            l.suffix()
        ));
    }
}
