// With <new>, placement new is fine; the constructors are still checked.
#include <new>
struct S { __device__ S() {} };
struct H { H() {} ~H() {} };
__host__ __device__ void placement_new(char *ptr) { ::new(ptr) S(); }
__host__ __device__ void h_new(void *ptr) { new(ptr) H(); }
__device__ void d_new(void *ptr) { new(ptr) H(); H *h = new H; (void)h; }
void k(float *f) { new(f) int(3); H *h = new H[2]; (void)h; }
