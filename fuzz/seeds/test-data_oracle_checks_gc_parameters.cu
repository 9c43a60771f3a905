// __grid_constant__ on parameters of other functions, on non-const and
// reference parameters, pointers, and per template instance.
// ORACLE-HEADERS: mini
struct S { int a; };
__device__ void d(const __grid_constant__ S s) { }
__global__ void k(__grid_constant__ const S &s, __grid_constant__ int x, const __grid_constant__ int *p, int *const __grid_constant__ q) { }
template <class T> __global__ void tk(__grid_constant__ T x) { }
void h() { tk<<<1, 1>>>(1); }
void hh(const __grid_constant__ int y) { }
