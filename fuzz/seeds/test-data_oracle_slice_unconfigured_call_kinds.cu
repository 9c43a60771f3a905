// Kernel called without <<<>>>: from __global__, __host__ __device__ and host code, kernel
// templates (deduced or explicit); a call through a function pointer is not diagnosed.
// ORACLE-HEADERS: mini
__global__ void kern(int *p) { p[0] = 1; }
template <class T> __global__ void tkern(T *p) { p[0] = 1; }
__global__ void from_global(int *p) { kern(p); }
__host__ __device__ void from_hd(int *p) { kern(p); }
void from_host(int *p) { kern(p); tkern(p); tkern<int>(p); }
void via_ptr(int *p) { auto fp = kern; fp(p); }
