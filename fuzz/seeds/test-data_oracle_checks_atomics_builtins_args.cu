// __nv_atomic_* with no argument, and a non-generic one (`_n`) on floats.
// ORACLE-HEADERS: mini
// ORACLE-ARCH: sm_80
typedef unsigned long size_t;
__device__ void d15(int *p) { __nv_atomic_fetch_add(); }
__device__ void d17(float *p) { __nv_atomic_load_n(p, 0, 0); }
__device__ void d19(int *p) { __nv_atomic_load_n(p, 0, 0); }
