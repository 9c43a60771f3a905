// <<<>>> from __global__ and __host__ __device__ code without -rdc=true: one device-side
// error per launch (a cicc front-end error, so it masks the later-phase hd->host warning).
// ORACLE-HEADERS: mini
int host_only(int x) { return x; }
__global__ void kern(int *p) { p[0] = 1; }
__global__ void from_global(int *p) { kern<<<1, 1>>>(p); kern<<<1, 1>>>(p); }
__host__ __device__ void from_hd(int *p) { kern<<<1, 1>>>(p); }
__host__ __device__ int hd_host(int x) { return host_only(x); }
