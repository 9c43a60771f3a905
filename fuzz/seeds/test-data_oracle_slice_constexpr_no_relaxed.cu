// constexpr functions across spaces without --expt-relaxed-constexpr: device/global ->
// constexpr host (cicc front-end error), hd -> constexpr host (3 warnings), host -> constexpr device.
// ORACLE-HEADERS: mini
constexpr int sq(int x) { return x * x; }
__device__ constexpr int cube(int x) { return x * x * x; }
__device__ int d(int x) { return sq(x); }
__host__ __device__ int hd(int x) { return sq(x); }
__global__ void k(int *p) { p[0] = sq(p[0]) + d(p[0]) + hd(p[0]); }
int h(int x) { return cube(x); }
