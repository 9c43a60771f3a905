// gcc's value atomics (__atomic_*_n, __atomic_fetch_*, __atomic_*_fetch,
// __sync_*) on a pointer to a floating type: "first argument must be a
// pointer to integer or enum type", on both sides, and the call is void
// (returned from a non-void function: #120; initializing a float: #144).
// The generic forms, enums and pointers are fine.
__device__ void a(float *p, float *q, float v) {
  __atomic_store_n(p, 1.0f, 0);
  __atomic_add_fetch(p, 1.0f, 0);
  __atomic_compare_exchange_n(p, q, 1.0f, false, 0, 0);
  __atomic_load(p, q, 0);
  __sync_fetch_and_add(p, 1.0f);
  __atomic_fetch_and(p, 1, 0);
}
void h(double *p) { __atomic_fetch_add(p, 1.0, 0); }
enum E { X };
__device__ void e(E *p) { __atomic_fetch_add(p, 1, 0); }
__host__ __device__ float hd(float *p) { return __atomic_fetch_add(p, 1.0f, 0); }
__device__ double c(double *p) { return __atomic_fetch_add(p, 1.0, 0); }
__device__ int d(int *p) { return __atomic_fetch_add(p, 1, 0); }
__device__ int *g(int **p) { return __atomic_fetch_add(p, 1, 0); }
__device__ float f(float *p) { float r = __atomic_fetch_add(p, 1.0f, 0); return r; }
