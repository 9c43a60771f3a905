// the __nv_atomic_* builtins: literal memory orders and scopes, types, sizes.
// ORACLE-HEADERS: mini
// ORACLE-ARCH: sm_80
typedef unsigned long size_t;
__device__ int d1(int *p, int v) { return __nv_atomic_fetch_add(p, 1, v, 0); }
__device__ int d2(int *p, int v) { return __nv_atomic_fetch_add(p, 1, 0, v); }
__device__ int d3(int *p) { return __nv_atomic_fetch_add(p, 1, 0, 2); }
__device__ float d6(float *p) { return __nv_atomic_fetch_min(p, 1.0f, 0, 0); }
__device__ long long d8(long long *p) { return __nv_atomic_fetch_add(p, 1ll, 0, 0); }
__device__ int d10(int *p) { return __nv_atomic_fetch_add(p, 1, 0, 5); }
__device__ int d11(int *p) { return __nv_atomic_fetch_add(p, 1, 9, 0); }
