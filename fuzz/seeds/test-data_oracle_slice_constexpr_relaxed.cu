// Same as constexpr_no_relaxed.cu with --expt-relaxed-constexpr: nothing is reported.
// ORACLE-FLAGS: --expt-relaxed-constexpr
// ORACLE-HEADERS: mini
constexpr int sq(int x) { return x * x; }
__device__ constexpr int cube(int x) { return x * x * x; }
__device__ int d(int x) { return sq(x); }
__host__ __device__ int hd(int x) { return sq(x); }
__global__ void k(int *p) { p[0] = sq(p[0]) + d(p[0]) + hd(p[0]); }
int h(int x) { return cube(x); }
