// Demangled callee (first error) with class-typed parameters: a global class prints as
// "    ::S" (4 spaces), a namespace-scope class as " ::ns::Q" (1 space).
// ORACLE-HEADERS: mini
struct S { int v; };
namespace ns { struct Q {}; }
__device__ int f(const S &a, int b, ns::Q *c) { return b; }
int h() { return f(S{}, 1, nullptr); }
