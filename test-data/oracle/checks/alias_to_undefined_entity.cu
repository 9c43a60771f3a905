// __attribute__((alias("name"))) on a function: the name must be that of a
// function or variable the unit defines at global scope, before or after,
// by its identifier (#1152 otherwise: a declaration without definition, a
// namespace member, a member, a mangled name). The alias refers to its
// target: a static function aliased is not unreferenced.
extern "C" {
void bar() {}
void foo1() __attribute__((alias("bar")));
void foo2() __attribute__((alias("nothing")));
}
void baz();
void foo3() __attribute__((alias("baz")));
namespace n { void q() {} }
void foo4() __attribute__((alias("_ZN1n1qEv")));
void foo5() __attribute__((alias("q")));
__device__ void dd() {}
__device__ void foo6() __attribute__((alias("dd")));
static void st() {}
void foo7() __attribute__((alias("st")));
void early() __attribute__((alias("later")));
void later() {}
struct S { static void m(); };
void foo8() __attribute__((alias("m")));
