// more __nv_atomic_* rules: host code, logical operations on floats, the
// orders of loads and stores, operand sizes, 128-bit operations before sm_90.
// ORACLE-HEADERS: mini
// ORACLE-ARCH: sm_80
typedef unsigned long size_t;
void h1(int *p) { __nv_atomic_fetch_add(p, 1, 0, 0); }
__device__ void d7(float *p) { __nv_atomic_fetch_or(p, 1.0f, 0, 0); }
__device__ int d4(int *p) { int v; __nv_atomic_load(p, &v, 3, 0); return v; }
__device__ void d5(int *p) { int v = 1; __nv_atomic_store(p, &v, 2, 0); }
__device__ void d12(char *p) { __nv_atomic_fetch_add(p, (char)1, 0, 0); }
__device__ void d13(char *p) { char e = 0, d = 1; __nv_atomic_compare_exchange(p, &e, &d, false, 0, 0, 0); }
__device__ void d9(__int128 *p) { __int128 e = 0, d = 1; __nv_atomic_compare_exchange(p, &e, &d, false, 0, 0, 0); }
__device__ int d16(int *p) { int v; __nv_atomic_load(p, &v, 0, 2); return v; }
__device__ void d18(char *p) { char v = 1; __nv_atomic_exchange(p, &v, &v, 0, 0); }
