// A __host__ __device__ function calling a __device__ one is a host-side error even if the
// hd function is never used anywhere.
// ORACLE-HEADERS: mini
__device__ int dv(int x) { return x; }
__host__ __device__ int hd_unused(int x) { return dv(x); }
__host__ __device__ int hd_calls_hd(int x) { return hd_unused(x); }
