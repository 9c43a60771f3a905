// host-device callers of a constexpr __device__ function (no --expt-relaxed-constexpr):
// cudafe++ reports them like host callers, demangled first, mangled after.
// ORACLE-HEADERS: mini
__device__ constexpr int dc(int x) { return x * 2; }
__host__ __device__ int hd(int x) { return dc(x); }
__host__ __device__ constexpr int hdc(int x) { return dc(x) + 1; }
template <class T> __host__ __device__ T thd(T x) { return dc(1) + x; }
__device__ int dev(int x) { return dc(x); }
