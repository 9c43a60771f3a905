// The default construction of each element of a class array, and of a
// __shared__ object, is a call: a constexpr __host__ constructor is
// reported from a kernel (a non-constexpr one of a __shared__ object gets
// #20054 instead). An element or member written and never read makes
// #550, as a scalar does.
struct A { int v; constexpr A() : v(0) {} };
struct D { int v; __host__ __device__ constexpr D() : v(0) {} };
__global__ void k1() { __shared__ A a; a.v = 1; }
__global__ void k4() { __shared__ D d; d.v = 1; }
__global__ void k5() { A arr[2]; arr[0].v = 1; }
__global__ void k6() { __shared__ A sa[4]; sa[0].v = 1; }
__global__ void k8() { static __shared__ A ssa; ssa.v = 1; }
__global__ void k9() { __shared__ A s[2]; A t; }
struct P { int v; int w; };
void f1() { int a[2]; a[0] = 1; }
void f2() { P p; p.v = 1; }
void f3() { P q[2]; q[1].w = 2; }
void f4() { P r; r.v = 1; int x = r.w; (void)x; }
void f5() { int b[2][2]; b[0][1] = 3; }
void f6(int *p) { p[0] = 1; }
int main() { return 0; }
