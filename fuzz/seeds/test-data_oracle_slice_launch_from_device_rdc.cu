// Same launches as launch_from_device_no_rdc.cu with -rdc=true: only the hd->host warning.
// ORACLE-FLAGS: -rdc=true
// ORACLE-HEADERS: mini
int host_only(int x) { return x; }
__global__ void kern(int *p) { p[0] = 1; }
__global__ void from_global(int *p) { kern<<<1, 1>>>(p); kern<<<1, 1>>>(p); }
__host__ __device__ void from_hd(int *p) { kern<<<1, 1>>>(p); }
__host__ __device__ int hd_host(int x) { return host_only(x); }
