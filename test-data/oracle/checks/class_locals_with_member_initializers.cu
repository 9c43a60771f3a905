// A class local without an initializer: when every member has a default
// member initializer, the declaration sets it (#550 when it is only cast
// to void, #177 when unreferenced); when only some have one, the default
// constructor is no constant one and runs: neither warning. Without any
// member initializer, it is not set: #177 when unreferenced only.
struct P { int x; };
struct N { int a = 1; int b; };
struct M { int a = 1; int b{2}; };
__device__ void f1() { P p; (void)p; }
__device__ void f2() { P p; }
__device__ void f3() { N n; (void)n; }
__device__ void f4() { N n; }
__device__ void f5() { M m; (void)m; }
__device__ void f6() { M m; }
__device__ void f7() { P p = {1}; (void)p; }
__device__ void f8() { N n{}; }
void h1() { M m; (void)m; }
