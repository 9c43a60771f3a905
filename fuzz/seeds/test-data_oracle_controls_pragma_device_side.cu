// ORACLE-HEADERS: mini
// The pragmas work on the device pass too (cicc's #20011), and a pragma
// seen by one pass only (under __CUDA_ARCH__) acts on that pass only.
int host_only(int x) { return x * 3; }
__device__ int dev_var;
__host__ __device__ int a(int x) { return host_only(x); }
#pragma nv_diag_suppress 20011
__host__ __device__ int b(int x) { return host_only(x); }
#pragma nv_diag_error 20011
__host__ __device__ int c(int x) { return host_only(x); }
#pragma nv_diag_default 20011
#ifdef __CUDA_ARCH__
#pragma nv_diag_suppress 20011
#else
#pragma nv_diag_suppress 20091
#endif
__host__ __device__ int d(int x) { return host_only(x); }
int e() { return dev_var; }
