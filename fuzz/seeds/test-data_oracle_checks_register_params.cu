// __nv_register_params__ is not enabled by default.
// ORACLE-HEADERS: mini
#define __nv_register_params__ __attribute__((nv_register_params))
__device__ __nv_register_params__ int d1(int a) { return a; }
__global__ __nv_register_params__ void k1(int a) { }
__nv_register_params__ int h1(int a) { return a; }
__device__ __nv_register_params__ int d2(int a, ...) { return a; }
