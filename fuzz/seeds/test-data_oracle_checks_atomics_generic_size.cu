// the generic __nv_atomic_* functions take objects of 1, 2, 4, 8 or 16 bytes.
// ORACLE-HEADERS: mini
typedef unsigned long size_t;
struct Three { char a, b, c; };
__device__ void d(Three *p, Three *q) { __nv_atomic_load(p, q, 0, 0); }
