// `return` statements EDG checks in every function, on both sides: a value
// returned from a void function (#120: "return value type does not match the
// function type"; a void expression is fine), and `return;` in a function
// that returns a value (#117, a warning, reported like #940: cudafe++ only
// for functions that run on the host). Templates wait for their instances;
// constructors, lambdas and deduced return types are exempt.
void a1() { return 1; }
void a2() { return (void)0; }
void g();
void a3() { return g(); }
template <class T> void a4(T t) { return t; }
struct S { S() { return; } void m() { return 2; } };
auto a5 = []() { return 1; };
int b1() { return; }
int b2(int x) { if (x) return; return 1; }
auto b3() { return; }
template <class T> T b4() { return; }
__device__ int b5() { return; }
__device__ void a6() { return 1; }
