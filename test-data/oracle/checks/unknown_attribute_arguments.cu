// EDG skips an attribute it does not know: names in its arguments are no
// references (#177 for the constants); gcc's, the standard and CUDA's
// attributes refer to them.
constexpr int A = 64, B = 2, C = 8, D = 16, E = 4, F = 3;
__attribute__((foo_bar(A))) __global__ void k1() {}
__global__ void __launch_bounds__(B) k2() {}
struct __attribute__((aligned(C))) S { int x; };
__attribute__((reqd_work_group_size(D, 1, 1))) __global__ void k3() {}
[[gnu::aligned(E)]] int g;
__global__ void __cluster_dims__(F) k4() {}
