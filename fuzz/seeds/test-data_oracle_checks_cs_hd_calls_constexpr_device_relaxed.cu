// the same calls with --expt-relaxed-constexpr: allowed.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --expt-relaxed-constexpr
__device__ constexpr int dc(int x) { return x * 2; }
__host__ __device__ int hd(int x) { return dc(x); }
__host__ __device__ constexpr int hdc(int x) { return dc(x) + 1; }
int host(int x) { return dc(x); }
